"""Issue 31, item 6: games are entered in the records off the UI thread. A locked book never holds up the
caller; what the book cannot take waits in a journal, survives a quit, and is entered once, in order."""

import json
from datetime import date

from qtsolitaire.store import paths
from qtsolitaire.store.record_writer import JOURNAL_NAME, RecordWriter
from qtsolitaire.store.records import Records
from tests.hang_guard import within_seconds
from tests.store.test_records_hostile import locked_book, seed, writer_held_at_the_book
from tests.waiting import PATIENCE_S


def journal():
    return paths.data_dir() / JOURNAL_NAME


def ended(writer):
    """Its thread ended: a close that stopped waiting leaves the try in hand to finish, which a loaded machine
    can make take longer than the close waits."""
    writer._thread.join(PATIENCE_S)
    return not writer._thread.is_alive()


def deals_in_book():
    with Records.open() as records:
        return sorted(game.deal for game in records.games())


def test_a_game_goes_into_the_book_and_leaves_no_journal(game_record):
    notices = []
    writer = RecordWriter(on_notice=notices.append)
    safe = []
    writer.add(game_record(deal=5), on_safe=lambda: safe.append(deals_in_book()))
    assert writer.close(timeout=PATIENCE_S)
    assert deals_in_book() == [5] and safe == [[5]] and not journal().exists() and notices == []


def test_a_locked_book_never_holds_up_the_caller_and_takes_the_games_once_free(game_record, monkeypatch):
    seed(game_record, 1)
    notices = []
    safe = []
    with locked_book():  # before the writer opens the book: once it has, an exclusive lock waits for it
        with writer_held_at_the_book(monkeypatch) as trying:
            writer = RecordWriter(on_notice=notices.append)
            assert trying.wait(PATIENCE_S)
            writer.add(game_record(deal=7), on_safe=lambda: safe.append("7"))
            writer.add(game_record(deal=8))
        assert writer.settle(timeout=PATIENCE_S)  # tried: the book said no, the journal took them
        assert not writer.flush(timeout=0)
        assert safe == ["7"]  # in the journal: safe, though not in the book yet
        assert [game["deal"] for game in json.loads(journal().read_text())["games"]] == [7, 8]
        assert any("in use by another program" in str(notice) for notice in notices)
    assert writer.flush(timeout=PATIENCE_S)
    assert deals_in_book() == [1, 7, 8] and not journal().exists()
    assert "can be written again" in str(notices[-1])
    writer.close()


def test_quitting_while_the_book_is_locked_keeps_the_games_for_the_next_start(game_record):
    seed(game_record, 1)
    with locked_book():
        writer = RecordWriter()
        writer.add(game_record(deal=9))
        with within_seconds(PATIENCE_S):
            assert not writer.close(timeout=0.3)  # back while the book is still locked: it never waited for it
        assert ended(writer)
    assert deals_in_book() == [1]
    assert journal().exists()
    again = RecordWriter()
    assert again.flush(timeout=PATIENCE_S) and again.close()
    assert deals_in_book() == [1, 9] and not journal().exists()


def test_a_journal_whose_games_are_already_in_the_book_enters_them_once(game_record):
    record = game_record(deal=4)
    with Records.open() as records:
        records.add(record)  # then killed before the journal was emptied
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    journal().write_text(json.dumps({"version": 1, "games": [record.to_json()]}))
    writer = RecordWriter()
    assert writer.flush(timeout=PATIENCE_S) and writer.close()
    assert deals_in_book() == [4] and not journal().exists()


def test_a_journal_that_cannot_be_read_is_kept_aside_and_the_player_told(game_record):
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    journal().write_text('{"version": 1, "games": [{"deal": "not a game"}]}')
    notices = []
    writer = RecordWriter(on_notice=notices.append)
    writer.add(game_record(deal=3))
    assert writer.close(timeout=PATIENCE_S)
    assert deals_in_book() == [3]
    assert len(notices) == 1 and "kept aside as records-pending.json.corrupt-" in str(notices[0])


def test_a_fifo_where_the_journal_should_be_is_named_for_what_it_is_and_recording_goes_on(game_record):
    import os

    paths.data_dir().mkdir(parents=True, exist_ok=True)
    os.mkfifo(journal())
    notices = []
    writer = RecordWriter(on_notice=notices.append)
    writer.add(game_record(deal=2))
    assert writer.close(timeout=PATIENCE_S)
    assert deals_in_book() == [2]
    assert len(notices) == 1 and "named pipe" in str(notices[0]) and JOURNAL_NAME in str(notices[0])


def test_a_daily_challenge_waiting_in_the_journal_keeps_its_day(game_record):
    seed(game_record, 1)
    with locked_book():
        writer = RecordWriter()
        writer.add(game_record(deal=4, daily=date(2026, 2, 27)))
        assert not writer.close(timeout=0.3) and ended(writer)
    assert json.loads(journal().read_text())["games"][0]["daily"] == "2026-02-27"
    again = RecordWriter()
    assert again.flush(timeout=PATIENCE_S) and again.close()
    with Records.open() as records:
        assert [(game.deal, game.daily) for game in records.games()] == [(4, date(2026, 2, 27)), (1, None)]
