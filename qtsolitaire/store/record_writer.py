"""Entering finished games in the records on a thread of its own, so the window never waits on the database.

    writer = RecordWriter(on_notice=tell_the_player)    # the book opens on the writer's thread
    writer.add(record, on_safe=clear_the_autosave)      # returns at once
    writer.close(timeout=2.0)                           # on quit: what is not in the book is kept for next time

A game is safe once it is in the book, or in the journal `records-pending.json` next to it when the book
cannot take it now (another program holds it locked, the disk said no): `on_safe` is called then, on the
writer's thread, and not before, so the caller can let go of its own copy (the autosave). Games in the
journal are entered, in order, as soon as the book takes them, in this run or the next one; a game the
book already holds (the journal was written, then the process killed) is not entered twice.
"""

from __future__ import annotations

import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.outside_files import read_regular_file
from qtsolitaire.store import paths
from qtsolitaire.store.files import StoreError, atomic_write_text, message, os_error_reason, set_aside
from qtsolitaire.store.records import FILE_NAME, GameRecord, Records, RecordsBusy

JOURNAL_NAME = "records-pending.json"
JOURNAL_VERSION = 1
MAX_JOURNAL_BYTES = 4 * 1024 * 1024
PATIENCE = 0.5  # seconds one attempt waits on a locked book: the most `close` is held up by one
RETRY_AFTER = (0.25, 0.5, 1.0, 2.0, 4.0)  # seconds between attempts while the book says no, then every 4 s

log = logging.getLogger(__name__)


class RecordsJournal(TextContext):
    """What the player is told about the games waiting to go into their records."""


@dataclass(eq=False)
class _Entry:
    record: GameRecord
    on_safe: Callable[[], None] | None = None


class RecordWriter:
    def __init__(self, path: Path | None = None, on_notice: Callable[[Text], None] | None = None) -> None:
        self.path = path or paths.data_dir() / FILE_NAME
        self.journal = self.path.with_name(JOURNAL_NAME)
        self._on_notice = on_notice
        self._condition = threading.Condition()
        self._incoming: list[_Entry] = []
        self._unwritten: list[_Entry] = []  # taken by the worker, not in the book yet
        self._journaled: list[_Entry] | None = None  # what the journal on disk holds; None: not known
        self._busy = True  # until the worker has read the journal and tried the book once
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="records", daemon=True)
        self._thread.start()

    def add(self, record: GameRecord, on_safe: Callable[[], None] | None = None) -> None:
        """Enter `record` in the book as soon as it takes it; never waits."""
        with self._condition:
            if self._closing:
                raise RuntimeError("the record writer is closed")
            self._incoming.append(_Entry(record, on_safe))
            self._condition.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every game added is in the book; False if the book did not take them within `timeout`."""
        with self._condition:
            return self._condition.wait_for(self._all_written, timeout)

    def settle(self, timeout: float | None = 10.0) -> bool:
        """Wait until every game added has been tried: it is in the book, or in the journal when the book
        could not take it (or in hand, told, when neither could)."""
        with self._condition:
            return self._condition.wait_for(lambda: not self._incoming and not self._busy, timeout)

    def close(self, timeout: float = 2.0) -> bool:
        """Let every game added be tried once (for `timeout` seconds at most), then stop; what the book did not
        take stays in the journal for the next start. False when games were left there (or, with no journal, lost)."""
        self.settle(timeout)
        with self._condition:
            self._closing = True
            self._condition.notify_all()
        self._thread.join(timeout + PATIENCE + 1.0)
        with self._condition:
            return self._all_written()

    def _all_written(self) -> bool:
        return not self._incoming and not self._unwritten and not self._busy

    def _tell(self, text: Text) -> None:
        if self._on_notice is not None:
            self._on_notice(text)

    # -- the worker -------------------------------------------------------------------------------

    def _run(self) -> None:
        book: Records | None = None
        told: Text | None = None  # the trouble last told, so it is told once
        retries = 0
        self._unwritten = [_Entry(record) for record in self._read_journal()]
        self._journaled = list(self._unwritten) or None
        starting = True  # the book is opened at once, so trouble with it is told at start
        while True:
            with self._condition:
                if not starting:
                    delay = None if not self._unwritten else RETRY_AFTER[min(retries, len(RETRY_AFTER) - 1)]
                    self._condition.wait_for(lambda: self._incoming or self._closing, delay)
                self._unwritten += self._incoming
                self._incoming.clear()
                closing = self._closing
                self._busy = bool(self._unwritten) or starting
            try:
                if closing and self._unwritten and self._unwritten == self._journaled:
                    pass  # every game waiting is in the journal already: quitting does not wait on the book again
                elif self._unwritten or starting:
                    starting = False
                    book, trouble = self._enter(book)
                    if trouble is None:
                        retries = 0
                        if told is not None:
                            self._tell(RecordsJournal.tr("Your records can be written again; every game you "
                                                         "finished is in them."))
                            told = None
                    else:
                        retries += 1
                        if trouble != told:
                            self._tell(trouble)
                            told = trouble
            except Exception:  # the thread must live on: the games stay in hand, and the journal
                log.exception("recording games failed")
                retries += 1
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()
            if closing:
                if book is not None:
                    book.close()
                return

    def _enter(self, book: Records | None) -> tuple[Records | None, Text | None]:
        """Enter every unwritten game the book takes, journal the rest; (the open book, trouble to tell)."""
        trouble = None
        try:
            if book is None:
                notices: list[Text] = []
                book = Records.open_for_writing(self.path, notices, PATIENCE)
                for notice in notices:
                    self._tell(notice)
            while self._unwritten:
                book.add(self._unwritten[0].record, once=True)
                self._safe(self._unwritten.pop(0))
        except RecordsBusy:
            trouble = RecordsJournal.tr("Your records are in use by another program. The games you finish are "
                                        "kept, and entered as soon as it lets go.")
        except StoreError as error:
            if book is not None:
                book.close()
                book = None  # opened again next time: the trouble may have been the file's
            trouble = RecordsJournal.tr("Your records cannot be written now ({reason}).").format(reason=message(error))
        self._write_journal()
        return book, trouble

    def _safe(self, entry: _Entry) -> None:
        if entry.on_safe is not None:  # called once: a game safe in the journal may go into the book later
            callback, entry.on_safe = entry.on_safe, None
            callback()

    def _write_journal(self) -> None:
        """The unwritten games in the journal (or no journal when there are none); then they are safe."""
        if self._unwritten == self._journaled:
            return  # already so on disk: a retry on a locked book writes nothing
        try:
            if self._unwritten:
                document = {"version": JOURNAL_VERSION, "games": [e.record.to_json() for e in self._unwritten]}
                atomic_write_text(self.journal, json.dumps(document, indent=1) + "\n")
            elif self.journal.exists():
                self.journal.unlink()
        except (StoreError, OSError) as error:
            reason = os_error_reason(error) if isinstance(error, OSError) else message(error)
            self._tell(RecordsJournal.tr("The games you finish cannot be kept until your records take them "
                                         "({reason}); they are lost if you quit before.").format(reason=reason))
            return
        self._journaled = list(self._unwritten)
        for entry in self._unwritten:
            self._safe(entry)

    def _read_journal(self) -> list[GameRecord]:
        """The games a previous run could not enter; a journal that cannot be read is set aside, with a notice."""
        try:
            raw = read_regular_file(self.journal, MAX_JOURNAL_BYTES)  # a FIFO there would never end
        except FileNotFoundError:
            return []
        except OSError as error:
            self._tell(RecordsJournal.tr("Games finished last time could not be read ({file}: {reason}).").format(
                file=self.journal, reason=os_error_reason(error)))
            return []
        try:
            return read_journal_text(raw)
        except ValueError as error:
            try:
                aside = set_aside(self.journal)
            except StoreError as failure:
                self._tell(RecordsJournal.tr("Games finished last time could not be read ({file}: {reason}). "
                                             "{trouble}").format(file=self.journal.name, reason=message(error),
                                                                 trouble=message(failure)))
                return []
            self._tell(RecordsJournal.tr("Games finished last time could not be read ({file}: {reason}); the file "
                                         "was kept aside as {aside}.").format(
                file=self.journal.name, reason=message(error), aside=aside.name))
            return []


def games_waiting(book: Path | None = None) -> int:
    """How many finished games the journal beside `book` holds for it (0 when it cannot be read: the writer
    says why when it next runs)."""
    journal = (book or paths.data_dir() / FILE_NAME).with_name(JOURNAL_NAME)
    try:
        return len(read_journal_text(read_regular_file(journal, MAX_JOURNAL_BYTES)))
    except (OSError, ValueError):
        return 0


def read_journal_text(raw: bytes) -> list[GameRecord]:
    """The games of a journal's bytes; ValueError with a reason when they are not one."""
    if len(raw) > MAX_JOURNAL_BYTES:
        raise ValueError(RecordsJournal.tr("larger than {megabytes} MB").format(
            megabytes=MAX_JOURNAL_BYTES // (1024 * 1024)))
    try:
        document: Any = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ValueError(RecordsJournal.tr("not valid JSON")) from None
    if not isinstance(document, dict) or type(document.get("version")) is not int:
        raise ValueError(RecordsJournal.tr("not a list of finished games"))
    if document["version"] > JOURNAL_VERSION:
        raise ValueError(RecordsJournal.tr("written by a newer version of qtsolitaire"))
    games = document.get("games")
    if not isinstance(games, list):
        raise ValueError(RecordsJournal.tr("not a list of finished games"))
    return [GameRecord.from_json(game, RecordsJournal.tr("game {number}").format(number=number))
            for number, game in enumerate(games, start=1)]
