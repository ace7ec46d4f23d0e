"""The player's files as the window uses them: settings, records and the autosaved game.

Nothing here ever raises at the player: problems become short texts the window shows.
"""

from __future__ import annotations

from datetime import datetime, timezone

from typing import TYPE_CHECKING

from qtsolitaire.engine.history import History
from qtsolitaire.engine.registry import IllegalMove, game as find_game, searches_for_winnable_deals
from qtsolitaire.store import autosave
from qtsolitaire.store.autosave import SavedGame
from qtsolitaire.store.files import StoreError
from qtsolitaire.store.settings import Settings
from qtsolitaire.ui.clock import GameClock
from qtsolitaire.ui.controller import GameController

if TYPE_CHECKING:
    from qtsolitaire.store.records import Records


class Session:
    def __init__(self) -> None:
        self.notices: list[str] = []  # read once by the window, then emptied
        self.settings = Settings.load(notices=self.notices)
        self._records = None  # store.records.Records, opened on first use
        # Saves are written on their own thread, the newest winning: a move never waits for fsync.
        self._saver = autosave.BackgroundSaver(on_error=self._save_failed)
        # The autosave holds a finished game whose record did not reach the disk: it is that game's only
        # copy there, so it stays until a game with a move replaces it (a win is recorded at the next start).
        self._save_holds_unrecorded = False
        self._closed = False

    @property
    def records(self) -> "Records":
        """Opened on first use, so the database is not on the way to the first frame."""
        if self._records is None:
            from qtsolitaire.store.records import Records

            self._records = Records.open(notices=self.notices)
        return self._records

    def _save_failed(self, error: StoreError) -> None:
        self.notices.append(f"The game in progress could not be saved: {error}")  # read on the UI thread

    def flush_saves(self) -> None:
        """Wait until the last save request is on disk."""
        self._saver.flush()

    def close(self) -> None:
        """Flush everything to disk; the window may close more than once, so this may run twice."""
        if self._closed:
            return
        self._closed = True
        self.save_settings()
        self._saver.close()
        if self._records is not None:
            self._records.close()

    def save_settings(self) -> None:
        if self.settings.saving_blocked:  # told once, as the settings were loaded
            return
        try:
            self.settings.save()
        except StoreError as error:
            self.notices.append(str(error))

    def save_game(self, c: GameController) -> None:
        """Called after every move: a crash or kill loses at most the move being made."""
        if self._closed:
            return
        if not c.history.all_moves or c.recorded:
            if not self._save_holds_unrecorded:
                self._saver.clear()
            return
        self._save_holds_unrecorded = False
        self._saver.save(self._saved_game(c))

    @staticmethod
    def _saved_game(c: GameController) -> SavedGame:
        # A winnable deal that was searched for comes back from its attempt, with no search (registry).
        searched = c.winnable_only and searches_for_winnable_deals(c.engine)
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
        )

    def record(self, c: GameController, outcome: str) -> None:
        """Write a game's end to the records: the controller decides when (GameController.keep_records)."""
        from qtsolitaire.store.records import GameRecord, Outcome

        on_disk = False
        try:
            self.records.add(
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
                )
            )
            on_disk = not self.records.in_memory
        except StoreError as error:
            self.notices.append(str(error))
        if not on_disk:
            self._saver.save(self._saved_game(c))
            self._save_holds_unrecorded = True
        self.save_game(c)

    def saved_game(self) -> SavedGame | None:
        """The autosaved game, if there is one that can be read (a bad one is set aside, with a notice)."""
        return autosave.load(self.notices)

    def set_saved_game_aside(self, reason: str) -> None:
        autosave.set_aside(reason, self.notices)

    def restore(self, saved: SavedGame, controller_class, initial, parent) -> GameController | None:
        """The saved game rebuilt move by move on its dealt `initial` state; None (and the save set
        aside) when its moves no longer replay."""
        info = find_game(saved.game_id)
        rules = info.engine.rule_set(saved.rule_key)
        controller = controller_class(info, rules, saved.deal, saved.winnable_only, parent=parent, initial=initial)
        try:
            moves = [info.engine.move_from_json(m) for m in saved.moves]
            controller.history = History.replay(initial, moves, info.engine.apply, saved.cursor)
        except (ValueError, IllegalMove) as error:
            controller.close()
            controller.deleteLater()
            self.set_saved_game_aside(str(error.args[0] if error.args else type(error).__name__))
            return None
        controller.clock = GameClock(saved.seconds)
        controller.started_at = saved.started_at
        controller.counters.update({k: v for k, v in saved.counters.items() if k in controller.counters})
        controller.refresh_outcome()
        return controller
