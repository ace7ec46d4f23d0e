"""The player's records: one row per finished or abandoned game, in SQLite under `paths.data_dir()`.

    notices: list[str] = []
    records = Records.open(notices=notices)        # never raises; see below
    records.add(GameRecord(...))                   # one transaction; StoreError (readable) if it cannot write
    records.stats("pyramid", "standard")           # Stats: played, won, streaks, best time, ...

The database runs in WAL mode with full sync, and every write is one short transaction, so two
running instances may record at once and a kill at any moment leaves every committed game in
place. A file SQLite cannot read is set aside (`records.sqlite3.corrupt-STAMP`) and a fresh one
started; a folder that cannot be written gives records kept in memory for this session. Either
way a notice tells the player.

Whether an abandoned game is worth a row (say, one with no move made) is the caller's decision.
The rule-set key is the layout id for mahjong. Schema versions live in PRAGMA user_version; each
migration step is applied in one transaction, and steps only add, so an older version can still
read a newer file.
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from enum import Enum
from itertools import groupby
from pathlib import Path
from contextlib import contextmanager
from typing import Any, Iterator

from qtsolitaire.outside_files import refuse_if_not_regular
from qtsolitaire.store import paths
from qtsolitaire.store.files import StoreError, clear_caches, notify, os_error_reason, set_aside

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
)
SCHEMA_VERSION = len(_MIGRATIONS)

_COLUMNS = "game_id, rule_key, deal, started_at, ended_at, outcome, seconds, moves, score, undos, hints, shuffles"

_SQLITE_REASONS = {
    sqlite3.SQLITE_FULL: "the disk is full",
    sqlite3.SQLITE_READONLY: "the file or its folder is read-only",
    sqlite3.SQLITE_CANTOPEN: "the file cannot be opened (is the folder read-only?)",
    sqlite3.SQLITE_BUSY: "another running qtsolitaire kept the records busy",
    sqlite3.SQLITE_LOCKED: "another running qtsolitaire kept the records busy",
    sqlite3.SQLITE_IOERR: "the disk reported an error",
    sqlite3.SQLITE_PERM: "no permission to write there",
    sqlite3.SQLITE_CORRUPT: "the file is damaged",
    sqlite3.SQLITE_NOTADB: "the file is not a database",
}
_UNREADABLE = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


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

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["outcome"] = self.outcome.value
        data["started_at"] = _stamp(self.started_at)
        data["ended_at"] = _stamp(self.ended_at)
        return data


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


class _Unreadable(Exception):
    pass


class _DiskFull(StoreError):
    """A write found no room left."""


class _Busy(StoreError):
    """Another instance holds a lock that SQLite's busy timeout does not wait for (switching to WAL)."""


class Records:
    def __init__(self, connection: sqlite3.Connection, path: Path, in_memory: bool = False) -> None:
        self._connection = connection
        self.path = path
        self.in_memory = in_memory

    @classmethod
    def open(cls, path: Path | None = None, notices: list[str] | None = None) -> "Records":
        """The player's records; a bad file or folder gives a notice, never an exception."""
        path = path or paths.data_dir() / FILE_NAME
        try:
            try:
                return cls(_connect_when_free(path), path)
            except _Unreadable as error:
                aside = set_aside(path, ("-wal", "-shm"))
                notify(
                    notices,
                    f"Your records could not be read ({path.name}: {error}) and were kept aside as "
                    f"{aside.name}; a new record book was started.",
                )
                return cls(_connect_when_free(path), path)
        except (StoreError, _Unreadable) as error:
            notify(
                notices,
                f"Your records cannot be saved ({error}); games played now are kept only until you quit.",
            )
            return cls(_connect(Path(":memory:")), path, in_memory=True)

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> "Records":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, record: GameRecord) -> int:
        """Record one game in its own transaction; returns its row id."""
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
        )
        try:
            return self._insert(values)
        except _DiskFull:
            if not clear_caches():  # the player's records come before rendered art
                raise
        return self._insert(values)

    def _insert(self, values: tuple[Any, ...]) -> int:
        with self._transaction("this game could not be recorded") as connection:
            cursor = connection.execute(f"INSERT INTO games ({_COLUMNS}) VALUES ({', '.join('?' * 12)})", values)
            return int(cursor.lastrowid or 0)

    def reset(self, game_id: str | None = None, rule_key: str | None = None) -> int:
        """Delete the records of a game (or one rule set of it, or everything); returns how many."""
        where, args = _filter(game_id, rule_key)
        with self._transaction("the records could not be reset") as connection:
            return connection.execute(f"DELETE FROM games {where}", args).rowcount

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
        return [_record(row) for row in rows]

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
        except sqlite3.Error as error:
            raise StoreError(f"{self.path}: the records could not be read: {_sqlite_reason(error)}") from error

    @contextmanager
    def _snapshot(self) -> Iterator[None]:
        """Several reads that see one state of the file, even while another instance writes."""
        try:
            self._connection.execute("BEGIN")
        except sqlite3.Error as error:
            raise StoreError(f"{self.path}: the records could not be read: {_sqlite_reason(error)}") from error
        try:
            yield
        finally:
            self._connection.execute("COMMIT")

    def _transaction(self, failure: str) -> "_Transaction":
        return _Transaction(self._connection, f"{self.path}: {failure}")


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any error; sqlite errors become StoreError."""

    def __init__(self, connection: sqlite3.Connection, failure: str) -> None:
        self.connection = connection
        self.failure = failure

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.connection.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise StoreError(f"{self.failure}: {_sqlite_reason(error)}") from error
        return self.connection

    def __exit__(self, kind: type | None, error: BaseException | None, trace: object) -> bool:
        if kind is None:
            try:
                self.connection.execute("COMMIT")
                return False
            except sqlite3.Error as commit_error:
                error = commit_error
        if self.connection.in_transaction:  # SQLite ends some failed transactions itself
            try:
                self.connection.execute("ROLLBACK")
            except sqlite3.Error:
                pass
        if isinstance(error, sqlite3.Error):
            kind = _DiskFull if _primary_code(error) == sqlite3.SQLITE_FULL else StoreError
            raise kind(f"{self.failure}: {_sqlite_reason(error)}") from error
        return False


def _connect_when_free(path: Path, patience: float = 10.0) -> sqlite3.Connection:
    deadline = time.monotonic() + patience
    while True:
        try:
            return _connect(path)
        except _Busy:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def _connect(path: Path) -> sqlite3.Connection:
    """An open, checked and migrated database; _Unreadable if the file is not a usable database."""
    in_memory = str(path) == ":memory:"
    try:
        if not in_memory:
            path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreError(f"{path.parent}: {os_error_reason(error)}") from error
    try:
        if not in_memory:
            refuse_if_not_regular(path)  # SQLite would open a FIFO and say no more than "disk I/O error"
    except OSError as error:
        raise StoreError(f"{path}: {os_error_reason(error)}") from error
    connection: sqlite3.Connection | None = None
    try:
        connection = sqlite3.connect(str(path), timeout=10, isolation_level=None, check_same_thread=False)
        check = connection.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise _Unreadable(f"damaged ({check})")
        if _is_foreign(connection):
            raise _Unreadable("not a qtsolitaire record book")
        if not in_memory:
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = FULL")
        _migrate(connection)
        return connection
    except sqlite3.Error as error:
        if connection is not None:
            connection.close()
        if _primary_code(error) in _UNREADABLE:
            raise _Unreadable(_sqlite_reason(error)) from error
        if _primary_code(error) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
            raise _Busy(f"{path}: {_sqlite_reason(error)}") from error
        raise StoreError(f"{path}: {_sqlite_reason(error)}") from error
    except _Unreadable:
        if connection is not None:
            connection.close()
        raise


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


def _primary_code(error: sqlite3.Error) -> int:
    return (getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF


def _sqlite_reason(error: sqlite3.Error) -> str:
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


def _record(row: tuple[Any, ...]) -> GameRecord:
    game_id, rule_key, deal, started, ended, outcome, *counts = row
    started_at, ended_at = datetime.fromisoformat(started), datetime.fromisoformat(ended)
    return GameRecord(game_id, rule_key, deal, started_at, ended_at, Outcome(outcome), *counts)
