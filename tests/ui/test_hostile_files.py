"""Files that would stop the game from starting, hang it or lose a game: each one is survived."""

import json
import os
import signal

import pytest

from qtsolitaire.store import autosave, paths
from qtsolitaire.store.files import StoreError
from qtsolitaire.store.records import Records
from qtsolitaire.ui.dialogs import layouts as dialogs
from tests.hang_guard import within_seconds
from tests.ui.conftest import new_window, play_pairs, write_user_layout

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo") or not hasattr(signal, "SIGALRM"), reason="needs named pipes")

SPREAD = [(x, y, 0) for y in (0, 4) for x in (0, 4, 8, 12)]
DEEPLY_NESTED = b'{"version": 1, "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"


def test_a_deeply_nested_settings_file_is_kept_aside_and_the_window_starts(qtbot):
    settings = paths.config_dir() / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_bytes(DEEPLY_NESTED)
    window = new_window(qtbot)
    window.resume_or_start()
    assert window.controller is not None
    assert any("kept aside as settings.json.corrupt-" in str(n) for n in window.session.notices)
    assert [p.read_bytes() for p in paths.config_dir().glob("settings.json.corrupt-*")] == [DEEPLY_NESTED]


def test_a_deeply_nested_autosave_is_kept_aside_and_a_new_game_dealt(qtbot):
    save = paths.state_dir() / autosave.FILE_NAME
    save.parent.mkdir(parents=True)
    save.write_bytes(DEEPLY_NESTED)
    window = new_window(qtbot)
    window.resume_or_start()
    assert window.controller is not None and not window.controller.started
    assert any("kept aside as autosave.json.corrupt-" in str(n) for n in window.session.notices)


def test_a_tampered_time_and_count_are_capped_and_restart_records_the_game(qtbot):
    write_user_layout("spread", SPREAD)
    first = new_window(qtbot)
    first.start_game("mahjong", "spread", 5)
    play_pairs(first.controller, 1)
    first.close()
    save = paths.state_dir() / autosave.FILE_NAME
    document = json.loads(save.read_text())
    document["game"]["seconds"] = 10**30
    document["game"]["counters"]["hints"] = 10**30
    save.write_text(json.dumps(document))

    window = new_window(qtbot)
    window.resume_or_start()
    assert window.controller.started and any("capped" in str(n) for n in window.session.notices)
    window.restart()  # F5: the resumed game is left, so it is recorded
    window.session.flush_saves()  # on the records' own thread
    with Records.open() as records:
        [game] = records.games("mahjong")
    assert (game.deal, game.outcome.value, game.moves) == (5, "abandoned", 1)
    assert game.seconds == autosave.MAX_SECONDS and game.hints == autosave.MAX_COUNT


@needs_fifo
def test_a_fifo_in_the_layouts_folder_neither_stops_the_start_nor_freezes_choose_layout(qtbot):
    write_user_layout("spread", SPREAD)
    os.mkfifo(paths.user_layouts_dir() / "zz.json")
    with within_seconds():
        window = new_window(qtbot)
        window.resume_or_start()
        window.act_choose_layout.trigger()
    [picker] = [p for p in window.findChildren(dialogs.LayoutPicker) if p.isVisible()]
    assert "zz.json: is a named pipe (FIFO), not a regular file" in picker.problems.toolTip()
    assert "spread" in picker.visible_ids()


def test_a_layout_whose_file_name_is_not_utf8_plays_and_is_recorded_won_and_left(qtbot):
    write_user_layout("spread", SPREAD)
    folder = paths.user_layouts_dir()
    os.rename(folder / "spread.json", os.fsencode(folder) + b"/bad-\xff.json")
    window = new_window(qtbot)
    window.start_game("mahjong", "bad-\\xff", 5)
    play_pairs(window.controller, 1)
    window.restart()  # F5 leaves the game: recorded as abandoned
    play_pairs(window.controller, 4)
    assert window.controller.outcome == "won"
    window.new_game()
    window.session.flush_saves()  # records are entered on their own thread
    with Records.open() as records:
        games = sorted((g.rule_key, g.outcome.value) for g in records.games("mahjong"))
    assert games == [("bad-\\xff", "abandoned"), ("bad-\\xff", "won")]
    assert window.session.notices == []


def _saved_deal_and_moves():
    saved = autosave.load()
    return saved and (saved.deal, len(saved.moves))


def block_records_and_journal() -> None:
    """A book that cannot be opened, and no room for the journal of games waiting for it: a record cannot be
    made safe anywhere but in the autosave."""
    from qtsolitaire.store.record_writer import JOURNAL_NAME

    (paths.data_dir() / "records.sqlite3").mkdir(parents=True)
    (paths.data_dir() / JOURNAL_NAME).mkdir()


def test_a_game_whose_record_cannot_be_kept_keeps_its_save_until_another_replaces_it(qtbot):
    """With the disk full the record book lived in memory: F5 used to delete the only copy on disk."""
    write_user_layout("spread", SPREAD)
    block_records_and_journal()
    window = new_window(qtbot)
    window.start_game("mahjong", "spread", 5)
    play_pairs(window.controller, 1)
    window.restart()
    window.session.flush_saves()
    assert any("cannot be kept" in str(notice) for notice in window.session.notices)
    assert _saved_deal_and_moves() == (5, 1)
    window.new_game(6)
    window.session.flush_saves()
    assert _saved_deal_and_moves() == (5, 1)  # a new deal with no move replaces nothing yet
    play_pairs(window.controller, 1)
    window.session.flush_saves()
    assert _saved_deal_and_moves() == (6, 1)


def test_a_win_that_could_not_be_recorded_is_kept_and_recorded_at_the_next_start(qtbot, monkeypatch):
    """Neither the book nor its journal could take the win: the autosave keeps it, and the next start records it."""
    from qtsolitaire.store import record_writer

    write_user_layout("spread", SPREAD)
    window = new_window(qtbot)
    window.start_game("mahjong", "spread", 5)

    def disk_full(*args, **kwargs):
        raise StoreError("records.sqlite3: this game could not be recorded: the disk is full")

    with monkeypatch.context() as full:
        full.setattr(Records, "add", disk_full)
        full.setattr(record_writer, "atomic_write_text", disk_full)  # the journal finds no room either
        play_pairs(window.controller, 4)
        assert window.controller.outcome == "won"
        window.new_game(6)
        window.close()
    assert _saved_deal_and_moves() == (5, 4)

    again = new_window(qtbot)
    again.resume_or_start()
    again.session.flush_saves()
    with Records.open() as records:
        assert [(g.deal, g.outcome.value) for g in records.games("mahjong")] == [(5, "won")]
    again.new_game(7)
    again.session.flush_saves()
    assert autosave.load() is None
