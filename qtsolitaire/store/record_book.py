"""The record book on disk: its schema and migrations, and opening it so that it can be trusted.

`connect` opens, checks and migrates a book (WAL, full sync), raising `Unreadable` for a file that is not a usable
book and `UnreadableRows` when some rows break its constraints or types; `copy_readable_rows` then repairs it.
`connect_read_only` reads a book that cannot be written. `Transaction` is one short write; SQLite's errors become
`StoreError`s (`RecordsBusy` while another program holds the book) with a reason the player can read.
records.py's docstring tells how the player's records use all this.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

from qtsolitaire.engine.text import Text
from qtsolitaire.outside_files import refuse_if_not_regular
from qtsolitaire.store.files import StoreError, os_error_reason, set_aside
from qtsolitaire.store.record_values import COLUMN_NAMES, COLUMNS, PLACEHOLDERS, RecordBook, record_of_row


MIGRATIONS: tuple[str, ...] = (
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
SCHEMA_VERSION = len(MIGRATIONS)

# The columns later schema versions added, and the version that added each: a book older than that lacks them.
_ADDED_COLUMNS = {"daily": 3}
_NEEDED_COLUMNS = frozenset(["id", *COLUMN_NAMES])
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
UNREADABLE_RECORDS = RecordBook.tr("{file}: the records could not be read: {reason}")
_FILE_REASON = RecordBook.tr("{file}: {reason}")
_UNREADABLE = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
# What reading the file can raise. A damaged file can hold names that are not UTF-8, and Python's sqlite3 then
# fails to decode SQLite's own error message about them.
FAILURES = (sqlite3.Error, UnicodeDecodeError)


class Unreadable(Exception):
    pass


class UnreadableRows(Exception):
    """Some rows break the book's constraints or types; the others are fine."""


class RecordsBusy(StoreError):
    """Another program (or instance) holds the book locked: try again later, nothing is wrong with it."""


class DiskFull(StoreError):
    """A write found no room left."""


class Transaction:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any error; sqlite errors become StoreError with `failure`,
    whose `{reason}` says why."""

    def __init__(self, connection: sqlite3.Connection, failure: Text) -> None:
        self.connection = connection
        self.failure = failure

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.connection.execute("BEGIN IMMEDIATE")
        except FAILURES as error:
            raise self._error(error) from error
        return self.connection

    def __exit__(self, kind: type | None, error: BaseException | None, trace: object) -> bool:
        if kind is None:
            try:
                self.connection.execute("COMMIT")
                return False
            except FAILURES as commit_error:
                error = commit_error
        if self.connection.in_transaction:  # SQLite ends some failed transactions itself
            try:
                self.connection.execute("ROLLBACK")
            except sqlite3.Error:
                pass
        if isinstance(error, FAILURES):
            raise self._error(error) from error
        return False

    def _error(self, error: Exception) -> StoreError:
        code = _primary_code(error)
        kind = {sqlite3.SQLITE_BUSY: RecordsBusy, sqlite3.SQLITE_LOCKED: RecordsBusy, sqlite3.SQLITE_FULL: DiskFull}
        return kind.get(code, StoreError)(self.failure.format(reason=sqlite_reason(error)))


def connect_when_free(path: Path, patience: float) -> sqlite3.Connection:
    deadline = time.monotonic() + patience
    while True:
        try:
            return connect(path, timeout=patience)
        except RecordsBusy:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def connect(path: Path, timeout: float = 10.0) -> sqlite3.Connection:
    """An open, checked and migrated database; Unreadable if the file is not a usable database,
    UnreadableRows if some of its rows are not."""
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
            raise Unreadable(RecordBook.tr("damaged ({fault})").format(fault=faults[0]))
        if _is_foreign(connection):
            raise Unreadable(RecordBook.tr("not a qtsolitaire record book"))
        if connection.execute("PRAGMA user_version").fetchone()[0]:
            _check_shape(connection)  # before anything is changed, so a book set aside is the file as it was
        if not in_memory:
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = FULL")
        _migrate(connection)
        if connection.execute(f"SELECT count(*) FROM games WHERE NOT {_READABLE_ROW}").fetchone()[0]:
            raise UnreadableRows()
        return connection
    except FAILURES as error:
        if connection is not None:
            connection.close()
        raise _store_error(path, error) from error
    except (Unreadable, UnreadableRows):
        if connection is not None:
            connection.close()
        raise


def _store_error(path: Path, error: Exception) -> Exception:
    """What an SQLite error while opening means here."""
    if _primary_code(error) in _UNREADABLE:
        return Unreadable(sqlite_reason(error))
    if _primary_code(error) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return RecordsBusy(_FILE_REASON.format(file=path, reason=sqlite_reason(error)))
    return StoreError(_FILE_REASON.format(file=path, reason=sqlite_reason(error)))


def connect_read_only(path: Path, timeout: float) -> sqlite3.Connection:
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
        except FAILURES as failure:
            if connection is not None:
                connection.close()
            error = _store_error(path, failure)
            if isinstance(error, RecordsBusy):
                raise error from failure
        except Unreadable:
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
        raise Unreadable(RecordBook.tr("not a qtsolitaire record book: its games table has other columns"))
    return sorted(missing)


def copy_readable_rows(path: Path, patience: float) -> tuple[int, int, Path]:
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
            rows = source.execute(f"SELECT {COLUMNS} FROM games WHERE {_READABLE_ROW} ORDER BY id").fetchall()
        finally:
            source.close()
        rows = [row for row in rows if record_of_row(row) is not None]
        target = connect(fresh, timeout=patience)
        try:
            failure = RecordBook.tr("{file}: the readable records could not be copied: {reason}").format(file=fresh)
            with Transaction(target, failure) as connection:
                connection.executemany(f"INSERT INTO games ({COLUMNS}) VALUES ({PLACEHOLDERS})", rows)
        finally:
            target.close()
    except FAILURES as error:
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
        for step in MIGRATIONS[version:]:
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


def sqlite_reason(error: Exception) -> Text | str:
    return _SQLITE_REASONS.get(_primary_code(error), str(error))
