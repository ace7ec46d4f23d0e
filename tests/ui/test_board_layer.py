"""What the one board layer does alike in every game: the hint that stays, the actions a win or a pause
turns off (issue 28 items 4 and 5)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from qtsolitaire.engine.mahjong import game as mahjong
from tests.ui.conftest import write_user_layout
from tests.ui.test_mahjong_window import SPREAD
from tests.waiting import PATIENCE_MS

GAMES = [("mahjong", "turtle"), ("pyramid", "pyramid"), ("mjklondike", None)]


def start(qtbot, window, game, rules, deal=3):
    window.start_game(game, rules, deal, winnable=False)
    window.show()
    qtbot.waitExposed(window)
    window.view.refit()
    return window.controller, window.view.board_scene()


def hinted(scene):
    return [piece for piece in scene.pieces.values() if "hint" in piece.marks]


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_the_hint_stays_lit_until_the_next_action(qtbot, window, monkeypatch, game, rules):
    monkeypatch.setenv("QTSOLITAIRE_ANIMATIONS", "on")
    c, scene = start(qtbot, window, game, rules)
    window.act_hint.trigger()
    lit = hinted(scene)
    assert lit and c.hint_move() is not None
    qtbot.waitUntil(lambda: scene._pulse.state() != scene._pulse.State.Running, timeout=PATIENCE_MS)
    qtbot.wait(300)  # well past the pulse: it fades to nothing no more
    assert hinted(scene) == lit and all(piece.glow == 1.0 for piece in lit)
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # walking the focus ring is not an action on the game
    assert hinted(scene) == lit and all(piece.glow == 1.0 for piece in lit)
    c.play(c.hint_move())
    assert not hinted(scene) and c.hinted is None


def board_actions(window):
    return [window.act_hint, window.act_shuffle, window.act_draw, window.act_undo, window.act_redo]


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_while_paused_every_board_action_is_off_and_looks_it(qtbot, window, game, rules):
    c, scene = start(qtbot, window, game, rules)
    for _ in range(2):
        c.hint()
        c.play(c.hint_move())
    window.act_undo.trigger()  # so that both undo and redo would be open
    assert window.act_hint.isEnabled() and window.act_undo.isEnabled() and window.act_redo.isEnabled()
    window.act_pause.trigger()
    assert c.paused and not any(action.isEnabled() for action in board_actions(window))
    assert not window.view.isEnabled() and window.act_pause.isEnabled() and window.act_pause.isChecked()
    hints, moves = c.counters["hints"], c.history.cursor
    c.hint()
    window.act_draw.trigger()
    assert c.counters["hints"] == hints and c.history.cursor == moves and c.hinted is None
    window.act_pause.trigger()
    assert window.act_hint.isEnabled() and window.act_undo.isEnabled() and window.view.isEnabled()


def test_after_a_win_hint_and_shuffle_are_off(qtbot, window):
    write_user_layout("spread", SPREAD)
    c, scene = start(qtbot, window, "mahjong", "spread")
    while not mahjong.is_won(c.state):
        c.play(mahjong.RemovePair(*mahjong.hint(c.state)))
    assert c.outcome == "won" and window.banner.title == "You won!"
    assert not window.act_hint.isEnabled() and not window.act_shuffle.isEnabled()
    assert window.act_undo.isEnabled()  # taking the last pair back is still open
    message = window.statusBar().currentMessage()
    c.hint()
    assert window.statusBar().currentMessage() == message and not hinted(scene)


def test_after_a_win_turn_stock_is_off(qtbot, window):
    from tests.ui.test_mjklondike_outcomes import _near_won
    from tests.ui.test_mjklondike_window import drag, foundation_point, install, tile_point

    start(qtbot, window, "mjklondike", None)
    c = install(window, _near_won())
    assert window.act_draw.isEnabled() and window.act_hint.isEnabled()
    drag(qtbot, window, tile_point(window, c.state.tableau[0][0]), foundation_point(window, 11))
    assert c.outcome == "won"
    assert not window.act_draw.isEnabled() and not window.act_hint.isEnabled()
    stock = c.state.stock
    c.draw()
    assert c.state.stock == stock


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_random_input_with_animations_on_leaves_every_piece_where_the_state_says(qtbot, window, monkeypatch, game,
                                                                                   rules):
    """Clicks, double clicks, drags and keys anywhere, mixed with hinted moves, undo and redo, often while pieces
    are still sliding or fading: the board ends showing exactly the state (an exception in an event handler would
    end the program)."""
    import random

    from PySide6.QtCore import QPoint, QPointF

    monkeypatch.setenv("QTSOLITAIRE_ANIMATIONS", "on")
    c, scene = start(qtbot, window, game, rules, deal=5)
    rng = random.Random(5)
    viewport = window.view.viewport()

    def somewhere() -> QPoint:
        shown = [piece for piece in scene.pieces.values() if piece.isVisible()]
        if rng.random() < 0.8:
            piece = rng.choice(shown)
            point = window.view.mapFromScene(piece.scenePos() + QPointF(10, 10))
            return QPoint(point.x(), point.y())
        return QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))

    keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Escape]
    for _ in range(80):
        action = rng.random()
        if action < 0.2 and c.can_act():
            c.hint()
            if c.hint_move() is not None:
                c.play(c.hint_move())
        elif action < 0.45:
            qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=somewhere())
        elif action < 0.55:
            qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=somewhere())
        elif action < 0.75:
            start_at, end = somewhere(), somewhere()
            qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start_at)
            for step in range(1, 5):
                qtbot.mouseMove(viewport, start_at + (end - start_at) * (step / 4))
            qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
        elif action < 0.92:
            QTest.keyClick(viewport, rng.choice(keys))
        else:
            (window.act_undo if rng.random() < 0.7 else window.act_redo).trigger()
    assert c.history.cursor > 0

    def shown_as_placed():
        return {key: (piece.pos(), piece.isVisible(), piece.opacity(), piece.face_up)
                for key, piece in scene.pieces.items() if key in placed}

    placed = scene.placements(c.state)
    wanted = {key: (where.pos, where.shown, 1.0, where.face_up) for key, where in placed.items()}
    # The last slides and fades land; with a solver thread sharing the interpreter that can take a while.
    qtbot.waitUntil(lambda: shown_as_placed() == wanted, timeout=PATIENCE_MS)
