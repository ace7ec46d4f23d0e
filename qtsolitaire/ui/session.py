"""The player's files as the window uses them: settings, records and the autosaved game.

Nothing here ever raises at the player: problems become short texts the window shows (`records`, what Statistics
reads, raises a StoreError with such a text instead). Records and saves are written on threads of their own; a
notice from them reaches the window through `on_notice`.
"""

from __future__ import annotations

from datetime import date, datetime, timezone

from typing import TYPE_CHECKING, Callable

from qtsolitaire.engine.history import History
from qtsolitaire.engine.api import Capability, IllegalMove
from qtsolitaire.engine.registry import game as find_game
from qtsolitaire.engine.text import Text
from qtsolitaire.store import autosave
from qtsolitaire.store.autosave import SavedGame
from qtsolitaire.store.files import StoreError, message
from qtsolitaire.store.settings import Settings
from qtsolitaire.ui.clock import GameClock
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.i18n import reason, text, translate

if TYPE_CHECKING:
    from qtsolitaire.store.record_writer import RecordWriter
    from qtsolitaire.store.records import DailyStats, Records

READ_PATIENCE = 1.0  # seconds Statistics waits for the book before saying it is busy
CLOSE_PATIENCE = 1.5  # seconds quitting waits, at most, for the last games to be tried; the rest wait in the journal


class Session:
    def __init__(self) -> None:
        self.notices: list[Text | str] = []  # read once by the window, then emptied
        self.settings = Settings.load(notices=self.notices)
        self.on_notice: Callable[[], None] | None = None  # called, on any thread, when a notice arrives
        self._reader: Records | None = None  # the book as Statistics reads it, opened when first shown
        self._writer: RecordWriter | None = None  # started once the window is up, or at the first game to record
        # Saves are written on their own thread, the newest winning: a move never waits for fsync.
        self._saver = autosave.BackgroundSaver(on_error=self._save_failed)
        # Games recorded whose records are not safe yet (game, deal, start): the autosave holds the last of them,
        # its only copy on disk, so it stays until its record is safe or a game with a move replaces it.
        self._unsafe_records: set[tuple] = set()
        self._closed = False
        self._digested: tuple[object, str] | None = None  # (a game's first position, its deal_digest)

    @property
    def records(self) -> "Records":
        """The book to read figures from, with the games just finished in it, after a short wait at most.
        StoreError (RecordsBusy while another program holds it) when it cannot be read now."""
        from qtsolitaire.store.records import Records

        self.records_writer.flush(timeout=READ_PATIENCE)
        if self._reader is None:
            self._reader = Records.open_for_reading(notices=self.notices, patience=READ_PATIENCE)
        return self._reader

    @property
    def records_writer(self) -> "RecordWriter":
        """Started on first use, so the database is not on the way to the first frame."""
        if self._writer is None:
            from qtsolitaire.store.record_writer import RecordWriter

            self._writer = RecordWriter(on_notice=self._notify)
        return self._writer

    def _notify(self, text: Text | str) -> None:
        self.notices.append(text)  # read on the UI thread
        if self.on_notice is not None:
            self.on_notice()

    def _save_failed(self, error: StoreError) -> None:
        unsaved = translate("Session", "The game in progress could not be saved: {reason}")
        self._notify(unsaved.format(reason=reason(error)))

    def flush_saves(self) -> None:
        """Wait until the last save request is on disk, and the games finished are in the records, or in their
        journal when the book cannot take them now."""
        if self._writer is not None:
            self._writer.settle()
        self._saver.flush()

    def close(self) -> None:
        """Flush everything to disk; the window may close more than once, so this may run twice."""
        if self._closed:
            return
        self._closed = True
        self.save_settings()
        if self._writer is not None:
            self._writer.close(timeout=CLOSE_PATIENCE)  # what the book does not take now waits in its journal
        self._saver.close()
        if self._reader is not None:
            self._reader.close()

    def save_settings(self) -> None:
        if self.settings.saving_blocked:  # told once, as the settings were loaded
            return
        try:
            self.settings.save()
        except StoreError as error:
            self.notices.append(message(error))

    def save_game(self, c: GameController) -> None:
        """Called after every move: a crash or kill loses at most the move being made."""
        if self._closed:
            return
        if not c.history.all_moves or c.recorded:
            if not c.recorded and not self._unsafe_records:
                self._saver.clear()
            return  # a recorded game's save goes once its record is safe (record())
        self._saver.save(self._saved_game(c))

    def _saved_game(self, c: GameController) -> SavedGame:
        # A winnable deal that was searched for comes back from its attempt, with no search (registry).
        searched = c.winnable_only and Capability.ATTEMPT_DEALS in c.engine.capabilities
        attempt = c.engine.deal_attempt(c.history.initial) if searched else None
        return SavedGame(
            game_id=c.game.id,
            rule_key=c.rules.key,
            deal=c.deal,
            winnable_only=c.winnable_only,
            moves=tuple(c.engine.move_to_json(m) for m in c.history.all_moves),
            cursor=c.history.cursor,
            seconds=int(c.clock.seconds),
            started_at=c.started_at,
            counters=dict(c.counters),
            attempt=attempt,
            daily=c.daily,
            deal_digest=self._deal_digest(c),
        )

    def _deal_digest(self, c: GameController) -> str:
        """The digest of the game's deal, worked out once per game rather than after every move."""
        if self._digested is None or self._digested[0] is not c.history.initial:
            self._digested = (c.history.initial, autosave.deal_digest(c.engine.deal_json(c.history.initial)))
        return self._digested[1]

    def record(self, c: GameController, outcome: str) -> None:
        """Write a game's end to the records: the controller decides when (GameController.keep_records)."""
        from qtsolitaire.store.records import GameRecord, Outcome

        if self._reader is not None:  # Statistics reads the book afresh, with this game in it
            self._reader.close()
            self._reader = None
        # The save holds the game as it ended until its record is safe (in the book or its journal): a kill, a
        # full disk or a locked book meanwhile loses nothing; a win kept so is recorded when the next start
        # resumes it. Saved first, so the writer's clearing of it comes after.
        self._saver.save(self._saved_game(c))
        game = (c.game.id, c.deal, c.started_at)
        self._unsafe_records.add(game)
        self.records_writer.add(
            GameRecord(
                game_id=c.game.id,
                rule_key=c.rules.key,
                deal=c.deal,
                started_at=c.started_at,
                ended_at=datetime.now(timezone.utc),
                outcome=Outcome(outcome),
                seconds=int(c.clock.seconds),
                moves=c.moves_made(),
                score=c.score(),
                undos=c.counters["undos"],
                hints=c.counters["hints"],
                shuffles=c.counters["shuffles"],
                daily=c.daily,
            ),
            on_safe=lambda: self._record_safe(game),
        )

    def _record_safe(self, game: tuple) -> None:
        """On the writer's thread: the record of `game` is in the book or its journal; its save may go."""
        self._unsafe_records.discard(game)
        self._saver.clear_if_latest(*game)

    def current_streak(self, c: GameController) -> int:
        """The games won in a row in the rule set of `c`, before it, counting the games just handed to the writer
        (`records` waits for them); 0 when the records cannot be read."""
        try:
            return self.records.stats(c.game.id, c.rules.key, recent=0).current_streak
        except StoreError as error:
            self.notices.append(message(error))
            return 0

    def daily_stats(self, game_id: str, today: date) -> "DailyStats | None":
        """The daily challenges of a game as of `today`; None (and a notice) when the records cannot be read."""
        try:
            return self.records.daily_stats(game_id, today)
        except StoreError as error:
            self.notices.append(message(error))
            return None

    def saved_game(self) -> SavedGame | None:
        """The autosaved game, if there is one that can be read (a bad one is set aside, with a notice)."""
        return autosave.load(self.notices)

    def set_saved_game_aside(self, why: str) -> None:
        autosave.set_aside(why, self.notices)

    def restore(self, saved: SavedGame, controller_class, initial, parent) -> GameController | None:
        """The saved game rebuilt move by move on its dealt `initial` state; None (and the save set
        aside) when its moves no longer replay."""
        info = find_game(saved.game_id)
        rules = info.engine.rule_set(saved.rule_key)
        if saved.deal_digest not in (None, autosave.deal_digest(info.engine.deal_json(initial))):
            self.set_saved_game_aside(translate(
                "Session", "{rules} has changed since that game was dealt, so its deal is not the one it was played on"
            ).format(rules=text(rules.name)))
            return None
        controller = controller_class(info, rules, saved.deal, saved.winnable_only, parent=parent, initial=initial)
        try:
            moves = [info.engine.move_from_json(m) for m in saved.moves]
            controller.history = History.replay(initial, moves, info.engine.apply, saved.cursor)
        except (ValueError, IllegalMove) as error:
            controller.close()
            controller.deleteLater()
            why = reason(error) if error.args else type(error).__name__
            if isinstance(error, IllegalMove):  # a save from before deals were fingerprinted, on a changed layout
                why = translate("Session", "its moves no longer play on its deal: {reason}").format(reason=why)
            self.set_saved_game_aside(why)
            return None
        controller.clock = GameClock(saved.seconds)
        controller.started_at = saved.started_at
        controller.counters.update({k: v for k, v in saved.counters.items() if k in controller.counters})
        controller.daily = saved.daily
        controller.refresh_outcome()
        return controller
