"""The solver's verdicts in play, with a toy game whose truth is known."""

import threading
import time
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt

from qtsolitaire.engine.api import Capability, RuleSet, Verdict
from qtsolitaire.engine.history import History
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.verdict import describe
from tests.waiting import PATIENCE_MS, PATIENCE_S


@dataclass(frozen=True)
class Toy:
    """A count that must reach 3; a "trap" move makes it hopeless for good."""

    count: int = 0
    trapped: bool = False


class ToyEngine:
    capabilities = Capability.SOLVER

    def __init__(self):
        self.solved = []  # positions the solver was asked about, in order
        self.threads = set()

    def new_game(self, rules, deal, winnable_only=False):
        return Toy()

    def apply(self, state, move):
        return Toy(state.count + 1, state.trapped or move == "trap")

    def position_key(self, state):
        return state

    def move_to_json(self, move):
        return {"move": move}

    def deal_json(self, state):
        return {"count": state.count, "trapped": state.trapped}

    def rule_sets(self):
        return [RuleSet("toy", "Toy", None)]

    def verdict(self, state):
        self.solved.append(state)
        self.threads.add(threading.current_thread().name)
        return Verdict(not state.trapped, "step" if not state.trapped else None)


@dataclass(frozen=True)
class ToyGame:
    id: str
    name: str
    engine: ToyEngine


class ToyController(GameController):
    def is_won(self, state):
        return state.count >= 3 and not state.trapped

    def is_lost(self, state):
        return False

    def moves_made(self):
        return self.state.count

    def status_items(self):
        return []

    def hint(self):
        pass


def toy_controller(engine, parent=None):
    return ToyController(ToyGame("toy", "Toy", engine), RuleSet("toy", "Toy", None), 1, parent=parent)


def in_window(window, monkeypatch, engine):
    """A toy game installed in the real window, as a game from the menus would be."""
    from qtsolitaire.ui import boards

    monkeypatch.setattr(boards, "board_classes", lambda game_id: (ToyController, _BlankScene))
    c = toy_controller(engine, parent=window)
    window._game_actions["toy"] = window.act_new  # the toy is in no menu
    window._install(c)
    return c


def controller(qtbot, engine=None):
    engine = engine or ToyEngine()
    c = toy_controller(engine)
    c.ask_verdict()
    qtbot.waitUntil(lambda: not c.solving, timeout=PATIENCE_MS)
    return c, engine


def test_verdicts_come_from_a_worker_thread_and_are_cached(qtbot):
    c, engine = controller(qtbot)
    assert c.verdict() == Verdict(True, "step") and c.winning_hint() == "step"
    assert engine.threads and threading.current_thread().name not in engine.threads
    c.play("step")
    with qtbot.waitSignal(c.verdict_changed, timeout=PATIENCE_MS):
        pass
    c.play("trap")
    qtbot.waitUntil(lambda: not c.solving, timeout=PATIENCE_MS)
    assert c.verdict().winnable is False and describe(c.verdict(), c.solving) == "can no longer be won"
    solved = len(engine.solved)
    c.undo()
    assert c.verdict().winnable is True and not c.solving  # known at once after undo
    assert len(engine.solved) == solved


def test_undo_to_last_winnable_position(qtbot):
    c, engine = controller(qtbot)
    c.play("step")
    c.play("trap")
    c.play("step")
    assert c.state == Toy(3, True)
    with qtbot.waitSignal(c.verdicts.rewound, timeout=PATIENCE_MS) as rewound:
        c.undo_to_last_winnable()
    assert rewound.args[1] == 1 and c.state == Toy(1, False) and c.history.can_redo
    assert c.counters["undos"] == 2  # two moves taken back


class HeldEngine(ToyEngine):
    """Verdicts on the positions in `held` wait until the test releases them."""

    def __init__(self, *held):
        super().__init__()
        self.held = set(held)
        self.waiting = threading.Event()
        self.release = threading.Event()

    def verdict(self, state):
        if state in self.held:
            self.waiting.set()
            self.release.wait(PATIENCE_S)
        return super().verdict(state)


def test_the_walk_back_ends_when_the_player_moves_on(qtbot):
    engine = HeldEngine(Toy(2, True))
    c, _ = controller(qtbot, engine)
    c.history = History.replay(Toy(), ["step", "trap", "step", "step"], engine.apply)  # restored: nothing judged
    c.undo_to_last_winnable()
    assert engine.waiting.wait(PATIENCE_S)  # the walk waits at Toy(2, True), past Toy(4, True) and Toy(3, True)
    qtbot.waitUntil(lambda: c.verdicts.known(Toy(3, True)) is not None, timeout=PATIENCE_MS)
    c.undo()  # the player gives up waiting, to a position whose verdict is known
    with qtbot.waitSignal(c.verdicts.judged, timeout=PATIENCE_MS, check_params_cb=lambda key, _: key == Toy(2, True)):
        engine.release.set()
    with qtbot.waitSignal(c.verdicts.judged, timeout=PATIENCE_MS,
                          check_params_cb=lambda key, _: key == Toy(9, False)):
        c.verdicts.request(Toy(9, False))  # answered once the walk has let the worker go
    assert Toy(1, False) not in engine.solved  # the walk ended where the player left it
    assert c.state == Toy(3, True)


def test_an_answer_of_the_walk_back_that_comes_after_the_player_moved_on_is_not_acted_on(qtbot):
    c, _ = controller(qtbot)
    for move in ("step", "trap", "step"):
        c.play(move)
    answered = threading.Event()
    c.verdicts.rewound.connect(lambda *_: answered.set(), Qt.ConnectionType.DirectConnection)
    c.undo_to_last_winnable()
    assert answered.wait(PATIENCE_S)  # sent from the worker; the window has not heard it yet
    c.undo()  # and the player moved on before it did
    qtbot.waitUntil(lambda: c.verdict() is not None and not c.solving, timeout=PATIENCE_MS)
    assert c.state == Toy(2, True) and c.history.cursor == 2


def test_while_the_solver_walks_back_the_link_says_so_and_waits(qtbot, window, monkeypatch):
    engine = HeldEngine(Toy(1, True))
    c = in_window(window, monkeypatch, engine)
    c.history = History.replay(Toy(), ["trap", "step"], engine.apply)  # restored: Toy(1, True) never judged
    c.ask_verdict()
    link = window._rewind_button
    qtbot.waitUntil(lambda: link.isVisibleTo(window), timeout=PATIENCE_MS)
    assert link.text() == "Undo to last winnable position" and link.isEnabled()
    link.click()
    assert engine.waiting.wait(PATIENCE_S)
    assert link.text() == "Looking for the last position that could still be won…" and not link.isEnabled()
    engine.release.set()
    qtbot.waitUntil(lambda: c.state == Toy(0, False), timeout=PATIENCE_MS)
    assert link.text() == "Undo to last winnable position" and link.isEnabled() and not link.isVisibleTo(window)


def test_a_walk_back_that_ends_while_the_game_is_paused_moves_the_board_when_play_resumes(qtbot):
    c, _ = controller(qtbot)
    c.play("step")
    c.play("trap")
    c.set_paused(True)
    with qtbot.waitSignal(c.verdicts.rewound, timeout=PATIENCE_MS):
        c.undo_to_last_winnable()
    assert c.state == Toy(2, True) and c.walking_back  # nothing moves under the pause screen
    with qtbot.waitSignal(c.message) as said:
        c.set_paused(False)
    assert c.state == Toy(1, False) and not c.walking_back
    assert said.args == ["Back at the last position that can still be won."]


class HopelessEngine(ToyEngine):
    """The deal is lost, and so proved; or the solver proves only the trapped positions lost (`undecided`)."""

    def __init__(self, undecided):
        super().__init__()
        self.undecided = undecided

    def verdict(self, state):
        self.solved.append(state)
        return Verdict(None if self.undecided and not state.trapped else False)


@pytest.mark.parametrize("undecided, words", [
    (False, "No earlier position could be won either."),
    (True, "No earlier position is proved winnable either."),
])
def test_a_walk_back_that_finds_nothing_winnable_says_whether_it_knows_there_is_nothing(qtbot, undecided, words):
    c, _ = controller(qtbot, HopelessEngine(undecided))
    c.play("step")
    c.play("trap")
    with qtbot.waitSignal(c.message, timeout=PATIENCE_MS, check_params_cb=lambda said: said == words):
        c.undo_to_last_winnable()
    assert c.state == Toy(2, True) and not c.solving


def test_the_window_shows_the_outlook_and_offers_the_rewind(qtbot, window, monkeypatch):
    c = in_window(window, monkeypatch, ToyEngine())
    qtbot.waitUntil(lambda: window.verdict_text() == "winnable", timeout=PATIENCE_MS)
    c.play("trap")
    qtbot.waitUntil(lambda: window.verdict_text() == "can no longer be won", timeout=PATIENCE_MS)
    assert window._rewind_button.isVisibleTo(window)
    assert window._rewind_button.cursor().shape() == Qt.CursorShape.PointingHandCursor  # it reads as a link
    window._rewind_button.click()
    qtbot.waitUntil(lambda: c.state == Toy(0, False), timeout=PATIENCE_MS)
    assert window.verdict_text() == "winnable" and not window._rewind_button.isVisibleTo(window)


from qtsolitaire.ui.board.view import BoardScene  # noqa: E402


class _BlankScene(BoardScene):
    def __init__(self, controller, theme):
        super().__init__(theme)

    def fit(self, width, height, dpr):
        pass


def test_a_solve_that_ends_after_its_game_was_thrown_away_is_dropped(qtbot):
    """New Game while the solver works: the old worker is deleted before its answer comes."""
    import shiboken6
    from PySide6.QtWidgets import QApplication

    from qtsolitaire.ui.verdict import VerdictWorker

    engine = HeldEngine(Toy())
    worker = VerdictWorker(engine)
    worker.request(Toy())
    assert engine.waiting.wait(PATIENCE_S)
    (job,) = worker._queued
    shiboken6.delete(worker)  # what deleteLater does to the old controller's worker
    engine.release.set()
    # Emitting on the deleted worker failed, and when the deletion fell mid-emit it crashed the program.
    assert job.exception(timeout=PATIENCE_S) is None
    QApplication.processEvents()
    assert engine.solved == [Toy()]


class FurtherEngine(ToyEngine):
    """Undecided within the budget of play; a longer look decides, or waits until it is stopped."""

    capabilities = Capability.SOLVER | Capability.LOOKS_FURTHER

    def __init__(self, decides=True):
        super().__init__()
        self.decides = decides
        self.looked = []  # (position, how the look ended)
        self.begun = 0  # looks begun

    def verdict(self, state):
        self.solved.append(state)
        return Verdict(False) if state.trapped else Verdict(None)

    def look_further(self, state, stopped):
        self.begun += 1
        if self.decides:
            self.looked.append((state, "decided"))
            return Verdict(True, "step")
        deadline = time.monotonic() + PATIENCE_S  # a test that fails must not leave the thread searching for ever
        while not stopped() and time.monotonic() < deadline:
            time.sleep(0.001)
        self.looked.append((state, "stopped" if stopped() else "never stopped"))
        return None


def test_an_undecided_position_is_searched_further_while_the_player_thinks(qtbot):
    engine = FurtherEngine()
    c = toy_controller(engine)
    seen = []
    c.verdict_changed.connect(lambda: seen.append(describe(c.verdict(), c.solving)))
    c.ask_verdict()
    qtbot.waitUntil(lambda: c.verdict() is not None and c.verdict().winnable is True, timeout=PATIENCE_MS)
    assert not c.solving and c.winning_hint() == "step"
    assert "still checking…" in seen and seen[-1] == "winnable"
    assert engine.looked == [(Toy(), "decided")]
    c.play("step")
    qtbot.waitUntil(lambda: len(engine.looked) == 2 and not c.solving, timeout=PATIENCE_MS)
    c.undo()
    assert c.verdict() == Verdict(True, "step") and not c.solving  # kept: no second look
    assert engine.looked == [(Toy(), "decided"), (Toy(1), "decided")]


def test_a_longer_look_stops_when_the_player_moves_on_and_resumes_on_coming_back(qtbot):
    engine = FurtherEngine(decides=False)
    c = toy_controller(engine)
    c.ask_verdict()
    qtbot.waitUntil(lambda: c.solving and c.verdict() == Verdict(None), timeout=PATIENCE_MS)
    assert describe(c.verdict(), c.solving) == "still checking…"
    c.ask_verdict()  # asked again about the same position: the look goes on, and the outlook says so
    assert c.solving and engine.looked == []
    c.play("trap")  # a new position: the look at the old one ends
    qtbot.waitUntil(lambda: not c.solving, timeout=PATIENCE_MS)
    assert c.verdict().winnable is False and engine.looked == [(Toy(), "stopped")]
    c.undo()  # back: its undecided verdict is known, and the look begins again
    assert c.verdict() == Verdict(None) and c.solving
    qtbot.waitUntil(lambda: engine.begun == 2, timeout=PATIENCE_MS)
    c.verdicts.shutdown()
    qtbot.waitUntil(lambda: len(engine.looked) == 2, timeout=PATIENCE_MS)
    assert engine.looked[1] == (Toy(), "stopped")


def test_a_game_whose_engine_does_not_look_further_shows_undecided_at_once(qtbot):
    class Undecided(ToyEngine):
        def verdict(self, state):
            return Verdict(None)

    c = toy_controller(Undecided())
    c.ask_verdict()
    qtbot.waitUntil(lambda: c.verdict() is not None, timeout=PATIENCE_MS)
    assert not c.solving and describe(c.verdict(), c.solving) == "undecided"


def test_closing_the_window_stops_a_longer_look(qtbot, window, monkeypatch):
    engine = FurtherEngine(decides=False)
    in_window(window, monkeypatch, engine)
    qtbot.waitUntil(lambda: window.verdict_text() == "still checking…", timeout=PATIENCE_MS)
    window.close()  # the exit waits for the solver's thread: it must not search on
    qtbot.waitUntil(lambda: engine.looked == [(Toy(), "stopped")], timeout=PATIENCE_MS)
