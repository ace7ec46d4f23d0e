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
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import asdict, dataclass, field
from datetime import date, datetime, timedelta, timezone
from enum import Enum
from itertools import groupby
from pathlib import Path
from contextlib import contextmanager
from typing import Any, Iterator

from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.outside_files import refuse_if_not_regular
from qtsolitaire.store import paths
from qtsolitaire.store.files import StoreError, clear_caches, message, notify, os_error_reason, set_aside


class RecordBook(TextContext):
    """What the player is told about their records."""


FILE_NAME = "records.sqlite3"
RECENT = 30

_MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game_id TEXT NOT NULL,
        rule_key TEXT NOT NULL,
        deal INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        ended_at TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'abandoned')),
        seconds INTEGER NOT NULL CHECK (seconds >= 0),
        moves INTEGER NOT NULL CHECK (moves >= 0),
        score INTEGER,
        undos INTEGER NOT NULL DEFAULT 0,
        hints INTEGER NOT NULL DEFAULT 0,
        shuffles INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX games_by_rule_set ON games (game_id, rule_key, ended_at);
    """,
    # Streaks walk the outcomes in time order: indexes that hold the outcome answer that alone.
    """
    DROP INDEX games_by_rule_set;
    CREATE INDEX games_by_rule_set ON games (game_id, rule_key, ended_at, id, outcome);
    CREATE INDEX games_by_game ON games (game_id, ended_at, id, outcome);
    """,
    # The day of the daily challenge a game was ('YYYY-MM-DD'); NULL for every other game.
    """
    ALTER TABLE games ADD COLUMN daily TEXT;
    CREATE INDEX games_by_daily ON games (game_id, daily, outcome) WHERE daily IS NOT NULL;
    """,
)
SCHEMA_VERSION = len(_MIGRATIONS)

_COLUMNS = (
    "game_id, rule_key, deal, started_at, ended_at, outcome, seconds, moves, score, undos, hints, shuffles, daily"
)
_COLUMN_NAMES = tuple(_COLUMNS.split(", "))
_PLACEHOLDERS = ", ".join("?" * len(_COLUMN_NAMES))
# The columns later schema versions added, and the version that added each: a book older than that lacks them.
_ADDED_COLUMNS = {"daily": 3}
_NEEDED_COLUMNS = frozenset(["id", *_COLUMN_NAMES])
_STAMP_PATTERN = "'[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]*'"
# A row this program can read: what the schema's constraints promise, and the types SQLite does not enforce.
# (A CHECK can be switched off by whoever writes the file; a text deal fits an INTEGER column.)
_READABLE_ROW = f"""coalesce(
    typeof(game_id) = 'text' AND typeof(rule_key) = 'text' AND typeof(deal) = 'integer'
    AND typeof(started_at) = 'text' AND started_at GLOB {_STAMP_PATTERN}
    AND typeof(ended_at) = 'text' AND ended_at GLOB {_STAMP_PATTERN}
    AND outcome IN ('won', 'lost', 'abandoned')
    AND typeof(seconds) = 'integer' AND seconds >= 0 AND typeof(moves) = 'integer' AND moves >= 0
    AND typeof(score) IN ('integer', 'null') AND typeof(undos) = 'integer' AND typeof(hints) = 'integer'
    AND typeof(shuffles) = 'integer', 0)"""
# What PRAGMA quick_check says of a row that breaks a constraint, as opposed to a damaged file.
_ROW_FAULTS = ("CHECK constraint failed", "NULL value in")

_SQLITE_REASONS = {
    sqlite3.SQLITE_FULL: RecordBook.tr("the disk is full"),
    sqlite3.SQLITE_READONLY: RecordBook.tr("the file or its folder is read-only"),
    sqlite3.SQLITE_CANTOPEN: RecordBook.tr("the file cannot be opened (is the folder read-only?)"),
    sqlite3.SQLITE_BUSY: RecordBook.tr("the records are in use by another program (or another qtsolitaire)"),
    sqlite3.SQLITE_LOCKED: RecordBook.tr("the records are in use by another program (or another qtsolitaire)"),
    sqlite3.SQLITE_IOERR: RecordBook.tr("the disk reported an error"),
    sqlite3.SQLITE_PERM: RecordBook.tr("no permission to write there"),
    sqlite3.SQLITE_CORRUPT: RecordBook.tr("the file is damaged"),
    sqlite3.SQLITE_NOTADB: RecordBook.tr("the file is not a database"),
}
_UNREADABLE_RECORDS = RecordBook.tr("{file}: the records could not be read: {reason}")
_FILE_REASON = RecordBook.tr("{file}: {reason}")
_UNREADABLE = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
# What reading the file can raise. A damaged file can hold names that are not UTF-8, and Python's sqlite3 then
# fails to decode SQLite's own error message about them.
_FAILURES = (sqlite3.Error, UnicodeDecodeError)


class Outcome(str, Enum):
    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"


@dataclass(frozen=True)
class GameRecord:
    game_id: str
    rule_key: str
    deal: int
    started_at: datetime
    ended_at: datetime
    outcome: Outcome
    seconds: int
    moves: int
    score: int | None = None
    undos: int = 0
    hints: int = 0
    shuffles: int = 0
    daily: date | None = None  # the day whose daily challenge this game was

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["outcome"] = self.outcome.value
        data["started_at"] = _stamp(self.started_at)
        data["ended_at"] = _stamp(self.ended_at)
        data["daily"] = None if self.daily is None else self.daily.isoformat()
        return data

    @classmethod
    def from_json(cls, data: Any, what: Text | str = RecordBook.tr("game")) -> "GameRecord":
        """The record `to_json` wrote; ValueError naming `what` and the field when `data` is not one."""
        if not isinstance(data, dict):
            raise ValueError(RecordBook.tr("{what}: not a finished game").format(what=what))
        row = tuple(data.get(name) for name in _COLUMN_NAMES)
        for name, value in zip(_COLUMN_NAMES, row):
            if name not in ("score", "daily") and value is None:
                raise ValueError(RecordBook.tr("{what}: {field} is missing").format(what=what, field=name))
        record = _record(row)
        if record is not None and record.daily is None and data.get("daily") is not None:
            raise ValueError(RecordBook.tr("{what}: daily is not a day").format(what=what))
        if record is None or min(record.seconds, record.moves, record.undos, record.hints, record.shuffles) < 0:
            raise ValueError(RecordBook.tr("{what}: not a finished game").format(what=what))
        if not all(abs(n) < 2**63 for n in (record.deal, record.seconds, record.moves, record.score or 0,
                                              record.undos, record.hints, record.shuffles)):
            raise ValueError(RecordBook.tr("{what}: a number is out of range").format(what=what))
        return record


@dataclass(frozen=True)
class Stats:
    """The figures of one game, or one rule set of it; times in seconds, None where there is no win yet."""

    played: int = 0
    won: int = 0
    lost: int = 0
    abandoned: int = 0
    current_streak: int = 0
    best_streak: int = 0
    best_time: int | None = None
    fewest_moves: int | None = None
    best_score: int | None = None
    average_win_time: float | None = None
    recent: tuple[GameRecord, ...] = field(default=())

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def to_json(self) -> dict[str, Any]:
        data = {name: value for name, value in asdict(self).items() if name != "recent"}
        data["win_percent"] = None if self.win_rate is None else round(100 * self.win_rate, 1)
        if self.average_win_time is not None:
            data["average_win_time"] = round(self.average_win_time, 1)
        data["recent"] = [record.to_json() for record in self.recent]
        return data


@dataclass(frozen=True)
class DailyStats:
    """The daily challenges of one game. A day counts once however often its deal was played, and as
    won once any game of it was won; runs count days won in a row. The current run ends today, or
    yesterday while today's challenge is not won yet: it can still be."""

    days_played: int = 0
    days_won: int = 0
    current_run: int = 0
    longest_run: int = 0
    days: dict[date, bool] = field(default_factory=dict)  # each day played: whether it was won

    def to_json(self) -> dict[str, Any]:
        data = {name: value for name, value in asdict(self).items() if name != "days"}
        data["days"] = {day.isoformat(): "won" if won else "played" for day, won in sorted(self.days.items())}
        return data


def daily_runs(days: dict[date, bool], today: date) -> tuple[int, int]:
    """(current run, longest run) of days won in a row; see DailyStats."""
    won = sorted(day for day, was_won in days.items() if was_won)
    longest = run = 0
    for previous, day in zip([None, *won], won):
        run = run + 1 if previous is not None and (day - previous).days == 1 else 1
        longest = max(longest, run)
    last = today if days.get(today) else today - timedelta(days=1)
    current = 0
    while days.get(last - timedelta(days=current)):
        current += 1
    return current, longest


class _Unreadable(Exception):
    pass


class _UnreadableRows(Exception):
    """Some rows break the book's constraints or types; the others are fine."""


class RecordsBusy(StoreError):
    """Another program (or instance) holds the book locked: try again later, nothing is wrong with it."""


class _DiskFull(StoreError):
    """A write found no room left."""


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
            return cls(_connect(Path(":memory:")), path or paths.data_dir() / FILE_NAME, in_memory=True)

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
                return cls(_connect_when_free(path, patience), path)
            except _Unreadable as error:
                aside = set_aside(path, ("-wal", "-shm"))
                notify(notices, RecordBook.tr("Your records could not be read ({file}: {reason}) and were kept aside "
                                              "as {aside}; a new record book was started.").format(
                    file=path.name, reason=message(error), aside=aside.name))
            except _UnreadableRows:
                kept, total, aside = _copy_readable_rows(path, patience)
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
            return cls(_connect(Path(":memory:")), path, in_memory=True)
        try:
            return cls.open_for_writing(path, notices, patience)
        except RecordsBusy:
            raise
        except StoreError as error:
            try:
                return cls(_connect_read_only(path, patience), path, read_only=True)
            except RecordsBusy:
                raise
            except (StoreError, _Unreadable):
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
            _stamp(record.started_at),
            _stamp(record.ended_at),
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
        except _DiskFull:
            if not clear_caches():  # the player's records come before rendered art
                raise
        return self._insert(values, once)

    def _insert(self, values: tuple[Any, ...], once: bool) -> int:
        with self._transaction(RecordBook.tr("{file}: this game could not be recorded: {reason}")) as connection:
            if once and connection.execute(
                f"SELECT 1 FROM games WHERE {' AND '.join(f'{name} IS ?' for name in _COLUMN_NAMES)}", values
            ).fetchone():
                return 0
            cursor = connection.execute(f"INSERT INTO games ({_COLUMNS}) VALUES ({_PLACEHOLDERS})", values)
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
            day = _day(text)
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
            f"SELECT {_COLUMNS} FROM games {where} ORDER BY ended_at DESC, id DESC LIMIT ?",
            (*args, -1 if limit is None else limit),
        )
        return [record for record in map(_record, rows) if record is not None]

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
        except _FAILURES as error:
            raise StoreError(_UNREADABLE_RECORDS.format(file=self.path, reason=_sqlite_reason(error))) from error

    @contextmanager
    def _snapshot(self) -> Iterator[None]:
        """Several reads that see one state of the file, even while another instance writes."""
        try:
            self._connection.execute("BEGIN")
        except _FAILURES as error:
            raise StoreError(_UNREADABLE_RECORDS.format(file=self.path, reason=_sqlite_reason(error))) from error
        try:
            yield
        finally:
            try:
                self._connection.execute("COMMIT")
            except _FAILURES as error:  # a damaged page met by a read can fail the end of the read too
                raise StoreError(_UNREADABLE_RECORDS.format(file=self.path, reason=_sqlite_reason(error))) from error

    def _transaction(self, failure: Text) -> "_Transaction":
        return _Transaction(self._connection, failure.format(file=self.path))


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any error; sqlite errors become StoreError with `failure`,
    whose `{reason}` says why."""

    def __init__(self, connection: sqlite3.Connection, failure: Text) -> None:
        self.connection = connection
        self.failure = failure

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.connection.execute("BEGIN IMMEDIATE")
        except _FAILURES as error:
            raise self._error(error) from error
        return self.connection

    def __exit__(self, kind: type | None, error: BaseException | None, trace: object) -> bool:
        if kind is None:
            try:
                self.connection.execute("COMMIT")
                return False
            except _FAILURES as commit_error:
                error = commit_error
        if self.connection.in_transaction:  # SQLite ends some failed transactions itself
            try:
                self.connection.execute("ROLLBACK")
            except sqlite3.Error:
                pass
        if isinstance(error, _FAILURES):
            raise self._error(error) from error
        return False

    def _error(self, error: Exception) -> StoreError:
        code = _primary_code(error)
        kind = {sqlite3.SQLITE_BUSY: RecordsBusy, sqlite3.SQLITE_LOCKED: RecordsBusy, sqlite3.SQLITE_FULL: _DiskFull}
        return kind.get(code, StoreError)(self.failure.format(reason=_sqlite_reason(error)))


def _connect_when_free(path: Path, patience: float) -> sqlite3.Connection:
    deadline = time.monotonic() + patience
    while True:
        try:
            return _connect(path, timeout=patience)
        except RecordsBusy:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def _connect(path: Path, timeout: float = 10.0) -> sqlite3.Connection:
    """An open, checked and migrated database; _Unreadable if the file is not a usable database,
    _UnreadableRows if some of its rows are not."""
    in_memory = str(path) == ":memory:"
    try:
        if not in_memory:
            path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreError(_FILE_REASON.format(file=path.parent, reason=os_error_reason(error))) from error
    try:
        if not in_memory:
            refuse_if_not_regular(path)  # SQLite would open a FIFO and say no more than "disk I/O error"
    except OSError as error:
        raise StoreError(_FILE_REASON.format(file=path, reason=os_error_reason(error))) from error
    connection: sqlite3.Connection | None = None
    try:
        connection = sqlite3.connect(str(path), timeout=timeout, isolation_level=None, check_same_thread=False)
        connection.text_factory = _text
        faults = [row[0] for row in connection.execute("PRAGMA quick_check").fetchall()]
        if faults != ["ok"] and not all(fault.startswith(_ROW_FAULTS) for fault in faults):
            raise _Unreadable(RecordBook.tr("damaged ({fault})").format(fault=faults[0]))
        if _is_foreign(connection):
            raise _Unreadable(RecordBook.tr("not a qtsolitaire record book"))
        if connection.execute("PRAGMA user_version").fetchone()[0]:
            _check_shape(connection)  # before anything is changed, so a book set aside is the file as it was
        if not in_memory:
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = FULL")
        _migrate(connection)
        if connection.execute(f"SELECT count(*) FROM games WHERE NOT {_READABLE_ROW}").fetchone()[0]:
            raise _UnreadableRows()
        return connection
    except _FAILURES as error:
        if connection is not None:
            connection.close()
        raise _store_error(path, error) from error
    except (_Unreadable, _UnreadableRows):
        if connection is not None:
            connection.close()
        raise


def _store_error(path: Path, error: Exception) -> Exception:
    """What an SQLite error while opening means here."""
    if _primary_code(error) in _UNREADABLE:
        return _Unreadable(_sqlite_reason(error))
    if _primary_code(error) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return RecordsBusy(_FILE_REASON.format(file=path, reason=_sqlite_reason(error)))
    return StoreError(_FILE_REASON.format(file=path, reason=_sqlite_reason(error)))


def _connect_read_only(path: Path, timeout: float) -> sqlite3.Connection:
    """The book opened without writing anything, for a folder or file that cannot be written. A WAL book
    needs its -shm file, which a read-only folder may not let SQLite make: then it is read as it is on disk."""
    error: Exception = StoreError(RecordBook.tr("{file}: cannot be read").format(file=path))
    try:
        refuse_if_not_regular(path)
    except OSError as failure:
        raise StoreError(_FILE_REASON.format(file=path, reason=os_error_reason(failure))) from failure
    for options in ("mode=ro", "mode=ro&immutable=1"):
        connection = None
        try:
            connection = sqlite3.connect(f"{path.absolute().as_uri()}?{options}", uri=True, timeout=timeout,
                                         isolation_level=None, check_same_thread=False)
            connection.text_factory = _text
            later_columns = _check_shape(connection)
            if later_columns:  # an older book, which cannot be migrated here: read those columns as empty
                empty = ", ".join(f"NULL AS {name}" for name in later_columns)
                connection.execute(f"CREATE TEMP VIEW games AS SELECT *, {empty} FROM main.games")
            return connection
        except _FAILURES as failure:
            if connection is not None:
                connection.close()
            error = _store_error(path, failure)
            if isinstance(error, RecordsBusy):
                raise error from failure
        except _Unreadable:
            connection.close()
            raise
    raise error


def _text(data: bytes) -> str:
    """Text from the file: bytes that are not UTF-8 (a damaged page, another program's writing) read as U+FFFD."""
    return data.decode("utf-8", "replace")


def _check_shape(connection: sqlite3.Connection) -> list[str]:
    """A book whose games table lacks a column its schema version has is some other program's (or a damaged)
    file. Columns a newer version added are fine. Returns the columns a later version adds that this book,
    of an older one, does not have yet."""
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    missing = _NEEDED_COLUMNS - {row[1] for row in connection.execute("PRAGMA table_info(games)")}
    if any(_ADDED_COLUMNS.get(name, 0) <= version for name in missing):
        raise _Unreadable(RecordBook.tr("not a qtsolitaire record book: its games table has other columns"))
    return sorted(missing)


def _copy_readable_rows(path: Path, patience: float) -> tuple[int, int, Path]:
    """Every readable row of the book into a fresh one that takes its place; the book as it was is set aside.
    Returns (rows kept, rows there were, where the old book went)."""
    fresh = path.with_name(path.name + ".repair")
    for leftover in (fresh, fresh.with_name(fresh.name + "-wal"), fresh.with_name(fresh.name + "-shm")):
        leftover.unlink(missing_ok=True)
    try:
        source = sqlite3.connect(str(path), timeout=patience, isolation_level=None)
        source.text_factory = _text
        try:
            total = source.execute("SELECT count(*) FROM games").fetchone()[0]
            rows = source.execute(f"SELECT {_COLUMNS} FROM games WHERE {_READABLE_ROW} ORDER BY id").fetchall()
        finally:
            source.close()
        rows = [row for row in rows if _record(row) is not None]
        target = _connect(fresh, timeout=patience)
        try:
            failure = RecordBook.tr("{file}: the readable records could not be copied: {reason}").format(file=fresh)
            with _Transaction(target, failure) as connection:
                connection.executemany(f"INSERT INTO games ({_COLUMNS}) VALUES ({_PLACEHOLDERS})", rows)
        finally:
            target.close()
    except _FAILURES as error:
        raise _store_error(path, error) from error
    except OSError as error:
        raise StoreError(_FILE_REASON.format(file=path, reason=os_error_reason(error))) from error
    aside = set_aside(path, ("-wal", "-shm"))
    try:
        os.replace(fresh, path)
    except OSError as error:
        raise StoreError(_FILE_REASON.format(file=path, reason=os_error_reason(error))) from error
    return len(rows), total, aside


def _migrate(connection: sqlite3.Connection) -> None:
    if connection.execute("PRAGMA user_version").fetchone()[0] >= SCHEMA_VERSION:
        return
    connection.execute("BEGIN IMMEDIATE")
    try:
        # Checked again under the write lock: another instance may have migrated meanwhile.
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        for step in _MIGRATIONS[version:]:
            for statement in step.split(";"):
                if statement.strip():
                    connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise


def _is_foreign(connection: sqlite3.Connection) -> bool:
    """A version-0 file with tables in it is some other program's database, not an empty one.
    Both read in one statement: between two, another instance may commit its first migration."""
    version, tables = connection.execute(
        "SELECT user_version, (SELECT count(*) FROM sqlite_master) FROM pragma_user_version").fetchone()
    return not version and bool(tables)


def _primary_code(error: Exception) -> int:
    if isinstance(error, UnicodeDecodeError):
        return sqlite3.SQLITE_CORRUPT
    return (getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF


def _sqlite_reason(error: Exception) -> Text | str:
    return _SQLITE_REASONS.get(_primary_code(error), str(error))


def _filter(game_id: str | None, rule_key: str | None) -> tuple[str, tuple[str, ...]]:
    if game_id is None:
        if rule_key is not None:
            raise ValueError("a rule-set key needs its game id")
        return "", ()
    if rule_key is None:
        return "WHERE game_id = ?", (game_id,)
    return "WHERE game_id = ? AND rule_key = ?", (game_id, rule_key)


def _stamp(moment: datetime) -> str:
    """UTC in ISO 8601, so text order is time order; a naive time is taken as local."""
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")


def _day(text: Any) -> date | None:
    """A stored challenge day, or None where the text is not one."""
    try:
        return date.fromisoformat(text) if isinstance(text, str) and len(text) == 10 else None
    except ValueError:
        return None


def _record(row: tuple[Any, ...]) -> GameRecord | None:
    """The game of one row; None for a row that cannot be read (its book is repaired when next opened to write)."""
    game_id, rule_key, deal, started, ended, outcome, seconds, moves, score, *counts, daily = row
    numbers = (deal, seconds, moves, *counts, 0 if score is None else score)
    if not (isinstance(game_id, str) and isinstance(rule_key, str) and all(type(n) is int for n in numbers)):
        return None
    try:
        started_at, ended_at = datetime.fromisoformat(started), datetime.fromisoformat(ended)
        if started_at.tzinfo is None or ended_at.tzinfo is None:
            return None
        return GameRecord(game_id, rule_key, deal, started_at, ended_at, Outcome(outcome), seconds, moves, score,
                          *counts, daily=_day(daily))
    except (TypeError, ValueError):
        return None
