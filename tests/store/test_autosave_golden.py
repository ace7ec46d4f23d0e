"""Saves written by an earlier version resume to the same position, with their undo history.

`autosaves/GAME.json` was written by the version of 2026-12-04 (mid-game, some moves undone, so redo is
possible too); `autosaves/GAME.positions.json` holds `deal_json` of the position it resumes to and of the one
an undo then shows. Never regenerate them: a save a player has on disk cannot be regenerated either.
"""

import json
import shutil
from pathlib import Path

import pytest

from qtsolitaire.engine.history import History
from qtsolitaire.engine.registry import game
from qtsolitaire.store import autosave

AUTOSAVES = Path(__file__).parent / "autosaves"
GAMES = ["mahjong", "pyramid", "mjklondike"]


def load_fixture(game_id: str, tmp_path: Path) -> autosave.SavedGame:
    copy = tmp_path / "autosave.json"
    shutil.copyfile(AUTOSAVES / f"{game_id}.json", copy)
    saved = autosave.load(path=copy)
    assert saved is not None
    return saved


def expected_positions(game_id: str) -> dict:
    return json.loads((AUTOSAVES / f"{game_id}.positions.json").read_text(encoding="utf-8"))


def resume(saved: autosave.SavedGame) -> History:
    """As the window resumes a game: deal it again (from its attempt, if one was kept), then replay every move."""
    engine = game(saved.game_id).engine
    rules = engine.rule_set(saved.rule_key)
    if saved.attempt is None:
        initial = engine.new_game(rules, saved.deal, saved.winnable_only)
    else:
        initial = engine.dealt_attempt(rules, saved.deal, saved.attempt)
    return History.replay(initial, [engine.move_from_json(m) for m in saved.moves], engine.apply, saved.cursor)


@pytest.mark.parametrize("game_id", GAMES)
def test_an_old_save_resumes_to_the_same_position_and_undo_still_works(game_id, tmp_path):
    saved = load_fixture(game_id, tmp_path)
    assert saved.game_id == game_id and saved.cursor < len(saved.moves)
    engine = game(game_id).engine
    history = resume(saved)
    expected = expected_positions(game_id)
    assert engine.deal_json(history.current) == expected["resumed"]
    assert history.can_redo
    assert engine.deal_json(history.undo()) == expected["after_undo"]


@pytest.mark.parametrize("game_id", GAMES)
def test_an_old_save_is_written_back_unchanged(game_id, tmp_path):
    """Loading and saving again keeps every field, so the format itself is pinned too."""
    saved = load_fixture(game_id, tmp_path)
    again = tmp_path / "again.json"
    autosave.save(saved, again)
    assert json.loads(again.read_text(encoding="utf-8")) == json.loads(
        (AUTOSAVES / f"{game_id}.json").read_text(encoding="utf-8")
    )
