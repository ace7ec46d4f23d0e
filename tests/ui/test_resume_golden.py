"""The window resumes a save written by an earlier version (tests/store/autosaves) where it was left."""

import json
import shutil
from pathlib import Path

import pytest

from qtsolitaire.engine.registry import game
from qtsolitaire.store import autosave, paths

AUTOSAVES = Path(__file__).parents[1] / "store" / "autosaves"


@pytest.mark.parametrize("game_id", ["mahjong", "pyramid", "mjklondike"])
def test_the_window_resumes_an_old_save_and_undoes_from_it(qtbot, window, game_id):
    paths.state_dir().mkdir(parents=True, exist_ok=True)
    shutil.copyfile(AUTOSAVES / f"{game_id}.json", paths.state_dir() / autosave.FILE_NAME)
    saved = json.loads((AUTOSAVES / f"{game_id}.json").read_text(encoding="utf-8"))["game"]
    expected = json.loads((AUTOSAVES / f"{game_id}.positions.json").read_text(encoding="utf-8"))
    engine = game(game_id).engine

    window.resume_or_start()
    c = window.controller
    assert (c.game.id, c.rules.key, c.deal) == (game_id, saved["rule_key"], saved["deal"])
    assert engine.deal_json(c.state) == expected["resumed"]
    assert c.counters == saved["counters"]
    c.undo()
    assert engine.deal_json(c.state) == expected["after_undo"]
    assert c.counters["undos"] == saved["counters"]["undos"] + 1
    assert not window.session.notices
