"""Where the UI meets the engine: one controller per running game.

The controller holds the game's history, the clock, the selection and the hint, and the counters
that go into the records; scenes only draw `controller.state` and report touches back. What a touch
means is the engine's (each game's interaction rules answer with a Click: the selection after it, a
legal move, or a refusal's reason); `act` carries that out. The guard on every board action (not
while paused or while a new deal is on its way, not after a win), the hint flow and the entry of a
finished game in the records live here once for every game. Subclasses state how the game reads in
the status bar.
"""

from __future__ import annotations

from datetime import date, datetime, timezone
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from qtsolitaire.engine.history import History
from qtsolitaire.engine.api import IllegalMove, RuleSet
from qtsolitaire.engine.registry import GameInfo
from qtsolitaire.ui.clock import GameClock
from qtsolitaire.ui.i18n import text, translate
from qtsolitaire.ui.verdict import Verdict, VerdictWorker, can_judge

OVER = "over"
UNSTARTED = "unstarted"  # the clock waits for the first move: looking at a fresh deal is not playing it
DEALING = "dealing"


class GameController(QObject):
    changed = Signal()  # the state, selection or hint changed: redraw and refresh the status bar
    message = Signal(str)  # a short note for the status bar
    finished = Signal(str)  # "won" or "lost", once per game end
    verdict_changed = Signal()  # the solver's word on the current position arrived

    def __init__(
        self,
        game: GameInfo,
        rules: RuleSet,
        deal: int,
        winnable_only: bool = False,
        parent: QObject | None = None,
        initial: Any = None,
    ) -> None:
        """`initial` is the dealt state when it was dealt elsewhere (ui/dealing.py); else it is dealt here."""
        super().__init__(parent)
        self.game = game
        self.engine = game.engine
        self.rules = rules
        self.deal = deal
        self.winnable_only = winnable_only
        if initial is None:
            initial = self.engine.new_game(rules, deal, winnable_only)
        self.history: History[Any, Any] = History(initial)
        self.clock = GameClock()
        if not self.started:
            self.clock.hold(UNSTARTED)
        self.started_at = datetime.now(timezone.utc)
        self.counters = {"undos": 0, "hints": 0, "shuffles": 0}
        self.selected: Any = None  # what the player picked up, in the game's own terms
        self.hinted: Any = None  # what the last hint points at, until the next action
        # Enters this game in the records as (controller, outcome); the window hands in the session's.
        self.recorder: Callable[[GameController, str], None] | None = None
        self.recorded = False  # entered in the records (won, or left unfinished)
        self.daily: date | None = None  # the day whose daily challenge this game is; set by the window
        self.streak = 0  # games won in a row in this rule set before this one; set by the window, for scores_by_streak
        self.outcome: str | None = None
        self._judge()
        self.verdicts = VerdictWorker(self.engine, self) if can_judge(self.engine) else None
        self.solving = False
        self.walking_back = False  # the solver looks for the last winnable position (`undo_to_last_winnable`)
        self._rewound_while_paused: tuple | None = None  # its answer, kept until play resumes
        if self.verdicts is not None:
            self.verdicts.judged.connect(self._verdict_arrived)
            self.verdicts.looking_further.connect(self._looking_further)
            self.verdicts.rewound.connect(self._rewound)

    # -- the game's own judgement, supplied by each subclass -------------------------------
    def is_won(self, state: Any) -> bool:
        raise NotImplementedError

    def is_lost(self, state: Any) -> bool:
        raise NotImplementedError

    def moves_made(self) -> int:
        raise NotImplementedError

    def status_items(self) -> list[tuple[str, str]]:
        """(label, value) pairs for the permanent part of the status bar."""
        raise NotImplementedError

    def fallback_hint(self, state: Any) -> Any:
        """The game's own hint where the solver has no winning line to follow; None when nothing can be played."""
        return self.engine.hint(state)

    def hint_text(self, hinted: Any) -> str | None:
        """The status-bar words for a hint, or None when the highlight says it all."""
        move = self.describe_hint(hinted)
        return None if move is None else translate("GameController", "Hint: {move}").format(move=move)

    def describe_hint(self, hinted: Any) -> str | None:
        """The hinted move in words, after "Hint:"; None when the highlight says it all."""
        return None

    def no_hint_text(self) -> str:
        """The status bar's words when a hint finds nothing to play."""
        return translate("GameController", "No moves left: undo, or deal again")

    def score(self) -> int | None:
        return None

    @property
    def scores_by_streak(self) -> bool:
        """Whether the score is multiplied by the winning streak (then the window sets `streak` from the records)."""
        return False

    def hint_move(self) -> Any:
        """The move the last hint pointed at, ready for play(); None when there is none."""
        return self.hinted

    def lost_title(self) -> str:
        return translate("GameController", "No more moves")

    def lost_text(self) -> str:
        return translate("GameController",
                         "Nothing left can change this position. Undo, replay the deal or start a new one.")

    def forget_selection(self) -> None:
        """Drop any selection or hint; the state changed under it."""
        self.selected = None
        self.hinted = None

    # -- what the board may do ---------------------------------------------------------------
    def can_act(self) -> bool:
        """Board actions wait while the game is paused or a new deal is on its way to replace it, and stop
        once it is won."""
        return not self.paused and not self.clock.held_for(DEALING) and self.outcome != "won"

    def set_dealing(self, dealing: bool) -> None:
        """A new deal is on its way (ui/dealing.py): this game's board and clock wait until it replaces
        this one, or is given up and this one goes on."""
        (self.clock.hold if dealing else self.clock.release)(DEALING)

    def act(self, result) -> bool:
        """Carry out what the engine made of a touch: its message, then its move or the new selection.
        Returns whether a move was played."""
        if not self.can_act():
            return False
        if result.message:
            self.message.emit(text(result.message))
        if result.move is not None:
            played = self.play(result.move)
            if played and result.selected is not None:  # kept across the move (a card turned from the stock)
                self.selected = result.selected
                self.changed.emit()
            return played
        self.selected = result.selected
        self.hinted = None
        self.changed.emit()
        return False

    def hint(self) -> None:
        """Point at a move: the solver's next winning one when it has a line, else the game's own."""
        if not self.can_act():
            return
        self.selected = None
        self.hinted = None if self.outcome else self.winning_hint() or self.fallback_hint(self.state)
        if self.hinted is None:
            self.message.emit(self.no_hint_text())
        else:
            self.counters["hints"] += 1
            words = self.hint_text(self.hinted)
            if words:
                self.message.emit(words)
        self.changed.emit()

    # -- shared verbs ----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.history.current

    @property
    def started(self) -> bool:
        return bool(self.history.all_moves)

    def play(self, move: Any) -> bool:
        """Apply a move if the rules allow it; otherwise say why. Returns whether it was played."""
        if not self.can_act():
            return False
        try:
            new_state = self.engine.apply(self.state, move)
        except IllegalMove as refusal:
            self.message.emit(text(refusal.args[0]))
            return False
        self.history.push(move, new_state)
        self.clock.release(UNSTARTED)
        self._state_replaced()
        return True

    def undo(self) -> None:
        if self.history.can_undo and not self.clock.held_for("paused"):
            self.history.undo()
            self.counters["undos"] += 1
            self._state_replaced()

    def redo(self) -> None:
        if self.history.can_redo and not self.clock.held_for("paused"):
            self.history.redo()
            self._state_replaced()

    def _judge(self) -> None:
        state = self.state
        self.outcome = "won" if self.is_won(state) else "lost" if self.is_lost(state) else None
        (self.clock.hold if self.outcome else self.clock.release)(OVER)

    def refresh_outcome(self) -> None:
        """Judge the current state afresh, e.g. after its history was replayed."""
        self.forget_selection()
        self._judge()

    # -- the solver's verdict ---------------------------------------------------------------
    def ask_verdict(self) -> None:
        """Have the current position judged off the UI thread (at once when it is known)."""
        if self.verdicts is None:
            return
        known = self.verdicts.request(self.state)
        self.solving = self.outcome is None and (known is None or self.verdicts.busy_with(self.state))

    def verdict(self) -> Verdict | None:
        if self.verdicts is None:
            return None
        if self.outcome == "won":
            return Verdict(True)
        if self.outcome == "lost":  # the game's own rules already know: no solver needed to say so
            return Verdict(False)
        return self.verdicts.known(self.state)

    def winning_hint(self) -> Any:
        """The next move of a winning line, when the solver has one for this position."""
        verdict = self.verdict()
        return verdict.hint if verdict is not None and verdict.winnable else None

    def undo_to_last_winnable(self) -> None:
        if self.verdicts is not None and self.history.can_undo:
            self.walking_back = True
            self.verdicts.find_last_winnable(list(self.history.states_back()))
            self.verdict_changed.emit()

    def _verdict_arrived(self, key, verdict: Verdict) -> None:
        if key == self.engine.position_key(self.state):
            self.solving = False
            self.verdict_changed.emit()

    def _looking_further(self, key) -> None:
        if key == self.engine.position_key(self.state) and self.outcome is None:
            self.solving = True
            self.verdict_changed.emit()

    def _rewound(self, start, cursor, all_lost: bool) -> None:
        if start is not self.state:  # the player moved on before the answer came
            return
        if self.paused:  # the board moves when play resumes, where the player sees it and hears why
            self._rewound_while_paused = (start, cursor, all_lost)
            return
        self.walking_back = False
        if cursor is None and all_lost:
            self.message.emit(translate("GameController", "No earlier position could be won either."))
        elif cursor is None:  # some were left undecided
            self.message.emit(translate("GameController", "No earlier position is proved winnable either."))
        elif cursor != self.history.cursor:
            self.counters["undos"] += self.history.cursor - cursor  # each move taken back is an undo
            self.history.go_to(cursor)
            self._state_replaced()
            self.message.emit(translate("GameController", "Back at the last position that can still be won."))
        self.verdict_changed.emit()

    def close(self) -> None:
        """The window is done with this game: stop its solver."""
        if self.verdicts is not None:
            self.verdicts.shutdown()
            self.verdicts = None

    def _state_replaced(self) -> None:
        self.forget_selection()
        self.walking_back = False  # a walk back under way ends: the player moved on (or it arrived)
        was = self.outcome
        self._judge()
        self.ask_verdict()
        self.changed.emit()
        if self.outcome and self.outcome != was:
            self._record_win()
            self.finished.emit(self.outcome)

    # -- the records: a game's end is entered here and nowhere else ------------------------------
    def keep_records(self, recorder: Callable[["GameController", str], None]) -> None:
        """Enter this game's end through `recorder(controller, outcome)`; a game that comes back already
        won (restored from a save written just before its end) is entered now."""
        self.recorder = recorder
        self._record_win()

    def _record_win(self) -> None:
        if self.outcome == "won":
            self._record("won")

    def leave(self) -> None:
        """The player moves on: a started, unfinished game counts as lost (stuck) or abandoned."""
        if self.started and self.outcome != "won":
            self._record("lost" if self.outcome == "lost" else "abandoned")

    def _record(self, outcome: str) -> None:
        if self.recorded or self.recorder is None:
            return
        self.recorded = True
        self.recorder(self, outcome)

    def set_paused(self, paused: bool) -> None:
        (self.clock.hold if paused else self.clock.release)("paused")
        self.changed.emit()
        if not paused and self._rewound_while_paused is not None:
            answer, self._rewound_while_paused = self._rewound_while_paused, None
            self._rewound(*answer)

    @property
    def paused(self) -> bool:
        return self.clock.held_for("paused")
