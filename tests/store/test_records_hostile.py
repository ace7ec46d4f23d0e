"""Issue 31, items 6, 7 and 9: a record book of another shape, rows that break a constraint, a book locked by
another program, a home that is read-only. The player's games are never thrown away, and reading never raises
anything but a StoreError whose text names the file."""

import contextlib
import sqlite3
import time
from datetime import date

import pytest

from qtsolitaire.store import paths
from qtsolitaire.store.files import StoreError
from qtsolitaire.store.records import Records

BOOK = "records.sqlite3"


def book_path():
    return paths.data_dir() / BOOK


def seed(game_record, count=3):
    with Records.open() as records:
        for _ in range(count):
            records.add(game_record())


@contextlib.contextmanager
def locked_book():
    """Another program holding the book with an exclusive lock, as a database browser in the middle of a change."""
    holder = sqlite3.connect(book_path(), isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        holder.execute("COMMIT")
        holder.close()


def aside_files():
    return sorted(p.name for p in paths.data_dir().iterdir() if p.name.startswith(BOOK + ".corrupt-"))


def test_a_book_of_another_shape_is_kept_aside_and_the_player_told():
    path = book_path()
    path.parent.mkdir(parents=True)
    other = sqlite3.connect(path)
    other.executescript("CREATE TABLE games (id INTEGER PRIMARY KEY, foo TEXT); INSERT INTO games (foo) "
                        "VALUES ('bar'); PRAGMA user_version = 2;")
    other.close()
    before = path.read_bytes()
    notices: list[str] = []
    with Records.open(notices=notices) as records:
        assert not records.in_memory and records.count() == 0
        assert records.stats("pyramid").played == 0
    assert len(notices) == 1 and "not a qtsolitaire record book" in str(notices[0]) and "kept aside as" in str(notices[0])
    (aside,) = aside_files()
    assert (paths.data_dir() / aside).read_bytes() == before


def break_a_constraint(sql: str) -> None:
    book = sqlite3.connect(book_path())
    book.execute("PRAGMA ignore_check_constraints = ON")
    book.execute(sql)
    book.commit()
    book.close()


@pytest.mark.parametrize("bad_row", [
    "UPDATE games SET outcome = 'draw' WHERE id = 2",
    "UPDATE games SET seconds = -7 WHERE id = 2",
    "UPDATE games SET started_at = 'at tea time' WHERE id = 2",
    "UPDATE games SET deal = 'seven' WHERE id = 2",
])
def test_one_row_that_breaks_a_constraint_costs_that_row_only(game_record, bad_row):
    seed(game_record, 3)
    break_a_constraint(bad_row)
    notices: list[str] = []
    with Records.open(notices=notices) as records:
        assert sorted(game.deal for game in records.games()) == [1, 3]
        assert records.stats("pyramid").played == 2
        records.add(game_record())
        assert records.count() == 3
    assert len(notices) == 1
    assert "1 of your 3 recorded games could not be read" in str(notices[0]) and "kept aside as" in str(notices[0])
    (aside,) = aside_files()
    kept = sqlite3.connect(paths.data_dir() / aside)
    assert kept.execute("SELECT count(*) FROM games").fetchone()[0] == 3  # the book as it was, bad row too
    kept.close()
    again: list[str] = []
    Records.open(notices=again).close()
    assert again == []


def test_reading_a_locked_book_says_so_within_a_short_wait(game_record):
    seed(game_record)
    with locked_book():
        start = time.monotonic()
        with pytest.raises(StoreError, match=f"{BOOK}: .*in use by another program"):
            Records.open_for_reading(patience=0.3)
        assert time.monotonic() - start < 2
    with Records.open_for_reading() as records:
        assert records.count() == 3


def test_reading_a_book_that_does_not_exist_is_an_empty_book_and_creates_nothing(tmp_path):
    with Records.open_for_reading(tmp_path / "nowhere" / BOOK) as records:
        assert records.count() == 0
    assert not (tmp_path / "nowhere").exists()


def book_of_the_version_before_dailies(game_record, count: int) -> None:
    """A schema-2 book (no `daily` column yet) holding `count` games."""
    from qtsolitaire.store.record_book import MIGRATIONS

    book_path().parent.mkdir(parents=True)
    old = sqlite3.connect(book_path())
    old.executescript(MIGRATIONS[0] + MIGRATIONS[1] + "PRAGMA user_version = 2;")
    for _ in range(count):
        record = game_record()
        old.execute("INSERT INTO games (game_id, rule_key, deal, started_at, ended_at, outcome, seconds, moves)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (record.game_id, record.rule_key, record.deal, record.started_at.isoformat(),
                     record.ended_at.isoformat(), record.outcome.value, record.seconds, record.moves))
    old.commit()
    old.close()


def test_a_book_of_the_version_before_dailies_with_a_row_that_breaks_a_constraint_is_migrated_and_mended(
        game_record):
    book_of_the_version_before_dailies(game_record, 3)
    break_a_constraint("UPDATE games SET outcome = 'draw' WHERE id = 2")
    notices: list[str] = []
    with Records.open(notices=notices) as records:
        assert sorted(game.deal for game in records.games()) == [1, 3]
        records.add(game_record(daily=date(2026, 3, 1)))
        assert records.daily_stats("pyramid", date(2026, 3, 1)).days_won == 1
    assert len(notices) == 1 and "1 of your 3 recorded games could not be read" in str(notices[0])


def test_a_book_of_the_version_with_dailies_but_without_their_column_is_of_another_shape():
    from qtsolitaire.store.record_book import MIGRATIONS

    book_path().parent.mkdir(parents=True)
    other = sqlite3.connect(book_path())
    other.executescript(MIGRATIONS[0] + MIGRATIONS[1] + "PRAGMA user_version = 3;")
    other.close()
    notices: list[str] = []
    with Records.open(notices=notices) as records:
        assert records.count() == 0
    assert len(notices) == 1 and "not a qtsolitaire record book" in str(notices[0])
    assert len(aside_files()) == 1
