"""The player's records: one row per finished or abandoned game, in SQLite under `paths.data_dir()`.

    notices: list[str] = []
    records = Records.open(notices=notices)        # never raises; see below
    records.add(GameRecord(...))                   # one transaction; StoreError (readable) if it cannot write
    records.stats("pyramid", "standard")           # Stats: played, won, streaks, best time, ...
    records.daily_stats("pyramid", today)          # DailyStats: days played and won, runs of days won
    Records.open_for_writing(notices=notices)      # StoreError, RecordsBusy while another program holds it
    Records.open_for_reading(patience=1.0)         # the same, or read-only; what Statistics and `stats` use

The window does not write here itself: `record_writer.RecordWriter` does, on a thread of its own.
The database runs in WAL mode with full sync, and every write is one short transaction, so two
running instances may record at once and a kill at any moment leaves every committed game in
place. A file SQLite cannot read, or a book of another program's shape, is set aside
(`records.sqlite3.corrupt-STAMP`) and a fresh one started; rows that break a constraint or a type
cost only themselves: the readable ones are copied into a fresh book and the book as it was is set
aside. A folder that cannot be written gives `open` records kept in memory for this session, and
`open_for_reading` the book read-only (a book of an older version, which cannot be migrated then,
reads the columns it lacks as empty). Each time a notice tells the player.

Whether an abandoned game is worth a row (say, one with no move made) is the caller's decision.
The rule-set key is the layout id for mahjong. A daily challenge is
a game like any other of its rule set, marked with the day whose challenge it was (`daily`), which
may be earlier than the day it was played. Schema versions live in PRAGMA user_version; each
migration step is applied in one transaction, and steps only add, so an older version can still
read a newer file.

What a record holds is record_values.py; the file itself (schema, opening, repair, SQLite's errors) record_book.py.
"""

from __future__ import annotations

import sqlite3
from contextlib import contextmanager
from datetime import date
from itertools import groupby
from pathlib import Path
from typing import Any, Iterator

from qtsolitaire.engine.text import Text
from qtsolitaire.store import paths
from qtsolitaire.store.files import StoreError, clear_caches, message, notify, set_aside
from qtsolitaire.store.record_book import (
    FAILURES,
    UNREADABLE_RECORDS,
    DiskFull,
    RecordsBusy,
    Transaction,
    Unreadable,
    UnreadableRows,
    connect,
    connect_read_only,
    connect_when_free,
    copy_readable_rows,
    sqlite_reason,
)
from qtsolitaire.store.record_values import (
    COLUMN_NAMES,
    COLUMNS,
    PLACEHOLDERS,
    DailyStats,
    GameRecord,
    Outcome,
    RecordBook,
    Stats,
    daily_runs,
    day_of,
    record_of_row,
    stamp,
)

FILE_NAME = "records.sqlite3"
RECENT = 30


class Records:
    def __init__(
        self, connection: sqlite3.Connection, path: Path, in_memory: bool = False, read_only: bool = False
    ) -> None:
        self._connection = connection
        self.path = path
        self.in_memory = in_memory
        self.read_only = read_only

    @classmethod
    def open(cls, path: Path | None = None, notices: list[Text] | None = None, patience: float = 10.0) -> "Records":
        """The player's records; a bad file or folder gives a notice, never an exception."""
        try:
            return cls.open_for_writing(path, notices, patience)
        except StoreError as error:
            notify(notices, RecordBook.tr("Your records cannot be saved ({reason}); games played now are kept only "
                                          "until you quit.").format(reason=message(error)))
            return cls(connect(Path(":memory:")), path or paths.data_dir() / FILE_NAME, in_memory=True)

    @classmethod
    def open_for_writing(
        cls, path: Path | None = None, notices: list[Text] | None = None, patience: float = 10.0
    ) -> "Records":
        """The book, ready to record: an unreadable file is set aside and a fresh one started, rows that
        cannot be read are left out (the book as it was is kept aside), with a notice each time.
        RecordsBusy if another program keeps it locked for `patience` seconds; StoreError if it cannot be written."""
        path = path or paths.data_dir() / FILE_NAME
        for _ in range(3):  # an unreadable book is set aside, then one with unreadable rows is copied: then done
            try:
                return cls(connect_when_free(path, patience), path)
            except Unreadable as error:
                aside = set_aside(path, ("-wal", "-shm"))
                notify(notices, RecordBook.tr("Your records could not be read ({file}: {reason}) and were kept aside "
                                              "as {aside}; a new record book was started.").format(
                    file=path.name, reason=message(error), aside=aside.name))
            except UnreadableRows:
                kept, total, aside = copy_readable_rows(path, patience)
                notify(notices, RecordBook.tr("{lost} of your %n recorded game(s) could not be read ({file}); the "
                                              "other {kept} were kept, and the book as it was is kept aside as "
                                              "{aside}.", None, total).format(
                    lost=total - kept, file=path.name, kept=kept, aside=aside.name))
        raise StoreError(RecordBook.tr("{file}: the records could not be repaired").format(file=path))

    @classmethod
    def open_for_reading(
        cls, path: Path | None = None, notices: list[Text] | None = None, patience: float = 1.0
    ) -> "Records":
        """The book to read figures from, after at most about `patience` seconds: opened to write when it
        can be (so it is repaired as `open_for_writing` does), else read-only (a read-only home, a
        read-only file). A book not there yet reads as empty and is not created.
        RecordsBusy while another program keeps it locked; StoreError when it cannot be read at all."""
        path = path or paths.data_dir() / FILE_NAME
        if not path.exists():
            return cls(connect(Path(":memory:")), path, in_memory=True)
        try:
            return cls.open_for_writing(path, notices, patience)
        except RecordsBusy:
            raise
        except StoreError as error:
            try:
                return cls(connect_read_only(path, patience), path, read_only=True)
            except RecordsBusy:
                raise
            except (StoreError, Unreadable):
                raise error from None

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> "Records":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, record: GameRecord, once: bool = False) -> int:
        """Record one game in its own transaction; returns its row id (0 when `once` finds it there already:
        a row with every field the same)."""
        values = (
            record.game_id,
            record.rule_key,
            record.deal,
            stamp(record.started_at),
            stamp(record.ended_at),
            Outcome(record.outcome).value,
            int(record.seconds),
            int(record.moves),
            record.score,
            record.undos,
            record.hints,
            record.shuffles,
            None if record.daily is None else record.daily.isoformat(),
        )
        try:
            return self._insert(values, once)
        except DiskFull:
            if not clear_caches():  # the player's records come before rendered art
                raise
        return self._insert(values, once)

    def _insert(self, values: tuple[Any, ...], once: bool) -> int:
        with self._transaction(RecordBook.tr("{file}: this game could not be recorded: {reason}")) as connection:
            if once and connection.execute(
                f"SELECT 1 FROM games WHERE {' AND '.join(f'{name} IS ?' for name in COLUMN_NAMES)}", values
            ).fetchone():
                return 0
            cursor = connection.execute(f"INSERT INTO games ({COLUMNS}) VALUES ({PLACEHOLDERS})", values)
            return int(cursor.lastrowid or 0)

    def reset(self, game_id: str | None = None, rule_key: str | None = None) -> int:
        """Delete the records of a game (or one rule set of it, or everything); returns how many."""
        where, args = _filter(game_id, rule_key)
        with self._transaction(RecordBook.tr("{file}: the records could not be reset: {reason}")) as connection:
            return connection.execute(f"DELETE FROM games {where}", args).rowcount

    def reset_dailies(self, game_id: str) -> int:
        """Delete the daily challenges of a game; returns how many games that was."""
        with self._transaction(RecordBook.tr("{file}: the daily challenges could not be reset: {reason}")) as connection:
            return connection.execute("DELETE FROM games WHERE game_id = ? AND daily IS NOT NULL", (game_id,)).rowcount

    def daily_stats(self, game_id: str, today: date) -> DailyStats:
        """The daily challenges of a game, as of `today` (the caller's clock, in UTC)."""
        rows = self._query(
            "SELECT daily, max(outcome = 'won') FROM games WHERE game_id = ? AND daily IS NOT NULL GROUP BY daily",
            (game_id,),
        )
        days = {}
        for text, won in rows:
            day = day_of(text)
            if day is not None:
                days[day] = bool(won)
        current, longest = daily_runs(days, today)
        return DailyStats(len(days), sum(days.values()), current, longest, days)

    def game_ids(self) -> list[str]:
        """The games that have records, most recently played first."""
        rows = self._query("SELECT game_id FROM games GROUP BY game_id ORDER BY max(ended_at) DESC", ())
        return [row[0] for row in rows]

    def rule_keys(self, game_id: str) -> list[str]:
        """The rule sets (layouts for mahjong) a game has records for, most recently played first."""
        rows = self._query(
            "SELECT rule_key FROM games WHERE game_id = ? GROUP BY rule_key ORDER BY max(ended_at) DESC", (game_id,)
        )
        return [row[0] for row in rows]

    def games(
        self, game_id: str | None = None, rule_key: str | None = None, limit: int | None = None
    ) -> list[GameRecord]:
        """Recorded games, newest first."""
        where, args = _filter(game_id, rule_key)
        rows = self._query(
            f"SELECT {COLUMNS} FROM games {where} ORDER BY ended_at DESC, id DESC LIMIT ?",
            (*args, -1 if limit is None else limit),
        )
        return [record for record in map(record_of_row, rows) if record is not None]

    def count(self) -> int:
        return self._query("SELECT count(*) FROM games", ())[0][0]

    def stats(self, game_id: str | None = None, rule_key: str | None = None, recent: int = RECENT) -> Stats:
        where, args = _filter(game_id, rule_key)
        with self._snapshot():
            return self._stats(where, args, self.games(game_id, rule_key, limit=recent))

    def _stats(self, where: str, args: tuple[str, ...], recent: list[GameRecord]) -> Stats:
        (played, won, lost, abandoned, best_time, fewest_moves, best_score, average), = self._query(
            f"""SELECT count(*),
                       coalesce(sum(outcome = 'won'), 0),
                       coalesce(sum(outcome = 'lost'), 0),
                       coalesce(sum(outcome = 'abandoned'), 0),
                       min(CASE WHEN outcome = 'won' THEN seconds END),
                       min(CASE WHEN outcome = 'won' THEN moves END),
                       max(score),
                       avg(CASE WHEN outcome = 'won' THEN seconds END)
                FROM games {where}""",
            args,
        )
        wins = [row[0] for row in self._query(f"SELECT outcome = 'won' FROM games {where} ORDER BY ended_at, id", args)]
        runs = [sum(1 for _ in run) for won, run in groupby(wins) if won]
        best_streak = max(runs, default=0)
        streak = runs[-1] if wins and wins[-1] else 0
        return Stats(
            played=played,
            won=won,
            lost=lost,
            abandoned=abandoned,
            current_streak=streak,
            best_streak=best_streak,
            best_time=best_time,
            fewest_moves=fewest_moves,
            best_score=best_score,
            average_win_time=average,
            recent=tuple(recent),
        )

    def _query(self, sql: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        try:
            return self._connection.execute(sql, args).fetchall()
        except FAILURES as error:
            raise StoreError(UNREADABLE_RECORDS.format(file=self.path, reason=sqlite_reason(error))) from error

    @contextmanager
    def _snapshot(self) -> Iterator[None]:
        """Several reads that see one state of the file, even while another instance writes."""
        try:
            self._connection.execute("BEGIN")
        except FAILURES as error:
            raise StoreError(UNREADABLE_RECORDS.format(file=self.path, reason=sqlite_reason(error))) from error
        try:
            yield
        finally:
            try:
                self._connection.execute("COMMIT")
            except FAILURES as error:  # a damaged page met by a read can fail the end of the read too
                raise StoreError(UNREADABLE_RECORDS.format(file=self.path, reason=sqlite_reason(error))) from error

    def _transaction(self, failure: Text) -> "Transaction":
        return Transaction(self._connection, failure.format(file=self.path))


def _filter(game_id: str | None, rule_key: str | None) -> tuple[str, tuple[str, ...]]:
    if game_id is None:
        if rule_key is not None:
            raise ValueError("a rule-set key needs its game id")
        return "", ()
    if rule_key is None:
        return "WHERE game_id = ?", (game_id,)
    return "WHERE game_id = ? AND rule_key = ?", (game_id, rule_key)
