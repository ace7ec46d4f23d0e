from PySide6.QtCore import QPointF, Qt

from qtsolitaire.ui.board.keyboard import step

GRID = {(c, r): QPointF(c * 10, r * 10) for c in range(3) for r in range(3)}


def test_first_press_lands_top_left():
    assert step(GRID, None, Qt.Key.Key_Right) == (0, 0)


def test_arrows_move_one_step_the_way_they_point():
    assert step(GRID, (1, 1), Qt.Key.Key_Right) == (2, 1)
    assert step(GRID, (1, 1), Qt.Key.Key_Left) == (0, 1)
    assert step(GRID, (1, 1), Qt.Key.Key_Up) == (1, 0)
    assert step(GRID, (1, 1), Qt.Key.Key_Down) == (1, 2)


def test_at_the_edge_the_focus_stays():
    assert step(GRID, (2, 0), Qt.Key.Key_Right) == (2, 0)


def test_a_target_straight_ahead_beats_a_nearer_one_off_to_the_side():
    points = {"ahead": QPointF(30, 0), "diagonal": QPointF(12, 12), "here": QPointF(0, 0)}
    assert step(points, "here", Qt.Key.Key_Right) == "ahead"


def test_no_targets_no_focus():
    assert step({}, None, Qt.Key.Key_Left) is None
