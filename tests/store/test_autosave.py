import errno
import json
import os
from datetime import datetime, timezone

import pytest

from qtsolitaire.engine.history import History
from qtsolitaire.store import autosave, paths
from qtsolitaire.store.autosave import SavedGame
from qtsolitaire.store.files import StoreError

STARTED = datetime(2026, 4, 2, 18, 30, 5, tzinfo=timezone.utc)


def _game(**changes) -> SavedGame:
    fields = dict(
        game_id="pyramid",
        rule_key="relaxed",
        deal=123456,
        winnable_only=True,
        moves=[{"pair": [3, 10]}, {"draw": 1}, {"king": 27}],
        cursor=2,
        seconds=95,
        started_at=STARTED,
        counters={"undos": 1, "hints": 4},
    )
    fields.update(changes)
    return SavedGame(**fields)


def test_nothing_saved_loads_as_none():
    notices: list[str] = []
    assert autosave.load(notices) is None and notices == []


def test_a_saved_game_loads_back_equal_from_the_state_folder():
    game = _game()
    autosave.save(game)
    assert (paths.state_dir() / "autosave.json").exists()
    assert autosave.load() == game


def test_the_latest_save_wins_and_clear_forgets_it():
    autosave.save(_game(cursor=1))
    autosave.save(_game(cursor=3))
    assert autosave.load().cursor == 3
    autosave.clear()
    assert autosave.load() is None
    autosave.clear()


def test_moves_replayed_with_history_rebuild_the_game_and_its_redo_branch():
    history: History[int, int] = History(0)
    for step in (5, 7, 11):
        history.push(step, history.current + step)
    history.undo()
    autosave.save(
        _game(moves=[{"add": m} for m in history.all_moves], cursor=history.cursor, counters={"undos": 1})
    )
    saved = autosave.load()
    replayed = History.replay(0, [move["add"] for move in saved.moves], lambda state, move: state + move, saved.cursor)
    assert replayed.current == history.current == 12
    assert replayed.redo() == 23


def test_the_attempt_of_a_winnable_deal_is_kept_and_older_saves_have_none():
    autosave.save(_game(attempt=3))
    assert autosave.load().attempt == 3
    older = _game().to_json()
    del older["attempt"]
    _write(json.dumps({"version": 1, "game": older}).encode())
    assert autosave.load() == _game(attempt=None)


def test_the_deal_digest_is_kept_older_saves_have_none_and_it_tells_deals_apart():
    digest = autosave.deal_digest({"layout": "pyramid", "positions": [[0, 0, 0], [2, 0, 0]], "faces": ["a", "a"]})
    assert digest == autosave.deal_digest({"faces": ["a", "a"], "positions": [[0, 0, 0], [2, 0, 0]], "layout": "pyramid"})
    assert digest != autosave.deal_digest({"layout": "pyramid", "positions": [[0, 0, 0], [2, 1, 0]], "faces": ["a", "a"]})
    autosave.save(_game(deal_digest=digest))
    assert autosave.load().deal_digest == digest
    assert "deal_digest" not in _game().to_json()  # an older save is written back as it was
    _write(json.dumps({"version": 1, "game": _game().to_json() | {"deal_digest": 7}}).encode())
    notices: list[str] = []
    assert autosave.load(notices) is None and "deal_digest has the wrong type" in str(notices[0])


def test_the_day_of_a_daily_challenge_is_kept_and_older_saves_have_none():
    from datetime import date

    autosave.save(_game(daily=date(2026, 12, 4)))
    assert autosave.load().daily == date(2026, 12, 4)
    assert "daily" not in _game().to_json()  # every other save is written as before
    older = _game().to_json()
    _write(json.dumps({"version": 1, "game": older}).encode())
    assert autosave.load() == _game(daily=None)


def test_a_cursor_beyond_the_moves_is_not_a_game():
    with pytest.raises(ValueError):
        _game(cursor=4)


def _write(content: bytes) -> None:
    path = paths.state_dir() / "autosave.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)


def _document(**game_changes) -> bytes:
    game = _game().to_json()
    game.update(game_changes)
    return json.dumps({"version": 1, "game": game}).encode()


CORRUPT = {
    "empty": b"",
    "truncated": _document()[:70],
    "garbage": bytes(range(256)) * 3,
    "not a document": b'"hello"',
    "no version": json.dumps({"game": _game().to_json()}).encode(),
    "newer version": json.dumps({"version": 99, "game": {}}).encode(),
    "missing field": json.dumps({"version": 1, "game": {"game_id": "pyramid"}}).encode(),
    "wrong type": _document(deal="12"),
    "boolean count": _document(seconds=True),
    "move not an object": _document(moves=[1, 2]),
    "cursor too far": _document(cursor=9),
    "negative time": _document(seconds=-1),
    "bad start time": _document(started_at="yesterday"),
    "start time at the calendar's edge": _document(started_at="0001-01-01T00:00:00+05:00"),
    "bad counter": _document(counters={"undos": "many"}),
    "attempt not a number": _document(attempt="3"),
    "negative attempt": _document(attempt=-1),
    "daily not a day": _document(daily="2026-02-30"),
    "daily not text": _document(daily=20261204),
    "deeply nested": b'{"version": 1, "game": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "deal out of range": _document(deal=10**30),
    "deal zero": _document(deal=0),
    "attempt out of range": _document(attempt=10**30),
    "cursor out of range": _document(cursor=10**30),
}


@pytest.mark.parametrize("content", CORRUPT.values(), ids=CORRUPT.keys())
def test_a_bad_autosave_is_kept_aside_and_the_player_told_once(content):
    _write(content)
    notices: list[str] = []
    assert autosave.load(notices) is None
    assert len(notices) == 1 and "kept aside as autosave.json.corrupt-" in str(notices[0])
    aside = [p for p in paths.state_dir().iterdir() if p.name.startswith("autosave.json.corrupt-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content
    again: list[str] = []
    assert autosave.load(again) is None and again == []


def test_a_time_or_count_out_of_range_is_clamped_and_the_player_told():
    _write(_document(seconds=10**30, counters={"undos": 10**30, "hints": 4}))
    notices: list[str] = []
    saved = autosave.load(notices)
    assert saved.seconds == autosave.MAX_SECONDS and saved.counters == {"undos": autosave.MAX_COUNT, "hints": 4}
    assert len(notices) == 1 and "seconds" in str(notices[0]) and "undos" in str(notices[0])
    assert saved.moves == _game().moves and saved.cursor == 2  # the game itself is kept


def test_a_game_the_engine_cannot_replay_is_set_aside_on_request():
    autosave.save(_game())
    notices: list[str] = []
    autosave.set_aside("move 2: that card is covered", notices)
    assert autosave.load() is None
    assert len(notices) == 1 and "move 2: that card is covered" in str(notices[0])


def test_a_full_disk_keeps_the_previous_save_and_says_why(monkeypatch):
    autosave.save(_game(cursor=1))

    def disk_full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "fsync", disk_full)
        with pytest.raises(StoreError, match="autosave.json: cannot save: the disk is full"):
            autosave.save(_game(cursor=3))
    assert autosave.load().cursor == 1



def test_the_background_saver_writes_the_latest_request():
    saver = autosave.BackgroundSaver()
    for cursor in range(4):
        saver.save(_game(cursor=cursor))
    assert saver.flush()
    assert autosave.load().cursor == 3
    saver.save(_game(cursor=1))
    saver.clear()
    saver.close()
    assert autosave.load() is None
    with pytest.raises(RuntimeError):
        saver.save(_game())


def test_the_background_saver_reports_a_failed_write(monkeypatch):
    errors: list[StoreError] = []
    saver = autosave.BackgroundSaver(on_error=errors.append)

    def disk_full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "fsync", disk_full)
        saver.save(_game())
        assert saver.flush()
    saver.close()
    assert [str(error).endswith("cannot save: the disk is full") for error in errors] == [True]
