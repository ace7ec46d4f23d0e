"""The first window fits the screen, the window remembers its size, and its smallest size still reads."""

import pytest
from PySide6.QtCore import QRect, QSize

from qtsolitaire.ui.main_window import FIRST_SIZE, MINIMUM_SIZE, MainWindow
from qtsolitaire.ui.screen_fit import SCREEN_SHARE
from tests.ui.conftest import new_window


def on_screen(monkeypatch, width, height, top=0):
    """The window's screen offers `width` x `height` below a panel `top` pixels high."""
    area = QRect(0, top, width, height - top)
    monkeypatch.setattr(MainWindow, "_available_area", lambda self: area)
    return area


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1280, 800), (800, 600), (1024, 600)])
def test_a_first_window_takes_at_most_nine_tenths_of_the_screen_and_is_centred(qtbot, monkeypatch, width, height):
    area = on_screen(monkeypatch, width, height, top=27)
    window = new_window(qtbot)
    window.restore_window()  # nothing saved yet: the first size stands
    size = window.size()
    assert size.width() <= max(MINIMUM_SIZE.width(), width * SCREEN_SHARE)
    assert size.height() <= max(MINIMUM_SIZE.height(), (height - 27) * SCREEN_SHARE)
    assert area.contains(window.geometry())
    assert abs(window.geometry().center().x() - area.center().x()) <= 1
    assert abs(window.geometry().center().y() - area.center().y()) <= 1


def test_a_large_screen_gets_the_full_first_size(qtbot, monkeypatch):
    on_screen(monkeypatch, 2560, 1440)
    assert new_window(qtbot).size() == FIRST_SIZE


def test_the_window_opens_again_at_the_size_it_closed_with(qtbot):
    first = new_window(qtbot)
    first.start_game("pyramid", None, 3, winnable=False)
    first.show()
    qtbot.waitExposed(first)
    first.resize(700, 520)
    qtbot.waitUntil(lambda: first.size() == QSize(700, 520))
    first.close()
    again = new_window(qtbot)
    again.restore_window()
    assert again.size() == QSize(700, 520)


def test_a_size_saved_on_a_larger_screen_shrinks_to_fit_this_one(qtbot, monkeypatch):
    first = new_window(qtbot)
    first.start_game("pyramid", None, 3, winnable=False)
    first.resize(780, 780)
    first.close()
    area = on_screen(monkeypatch, 800, 600)
    again = new_window(qtbot)
    again.restore_window()
    assert again.width() <= 800 * SCREEN_SHARE and again.height() <= 600 * SCREEN_SHARE
    assert area.contains(again.geometry())


def face_widths(window) -> list[float]:
    scene = window.view.board_scene()
    return [scene.face_rect(item.key).width() for item in scene.items() if getattr(item, "key", None) is not None]


@pytest.mark.parametrize(("game_id", "rule_key", "narrowest"), [
    ("mahjong", "turtle", 28), ("pyramid", "pyramid", 60), ("mjklondike", None, 30)])
def test_at_its_smallest_the_pieces_and_the_status_bar_still_read(qtbot, window, game_id, rule_key, narrowest):
    window.start_game(game_id, rule_key, 3, winnable=False)
    window.show()
    qtbot.waitExposed(window)
    window.resize(300, 200)  # what a player dragging the corner all the way in gets
    qtbot.waitUntil(lambda: window.size() == MINIMUM_SIZE)
    qtbot.wait(50)
    window._refresh_status()
    assert min(face_widths(window)) >= narrowest
    bar = window.statusBar()
    shown = [w for w in (window._rules_label, window._verdict_label, *window._status_labels) if w.isVisible()]
    names = {w.objectName().removeprefix("status:") for w in shown}
    assert {"Rules", "Moves", "Time"} <= names
    for widget in shown:
        assert widget.width() >= widget.sizeHint().width(), f"{widget.text()!r} is cut off"
        assert 0 <= widget.geometry().left() and widget.geometry().right() < bar.width()


def test_statistics_opens_within_a_small_screen_with_its_buttons_in_sight(qtbot, monkeypatch):
    from qtsolitaire.store.records import Records
    from qtsolitaire.ui.dialogs import statistics

    area = QRect(0, 0, 800, 600)
    monkeypatch.setattr(statistics, "available_area", lambda widget: area)
    with Records.open() as records:
        dialog = statistics.StatisticsDialog(records, None, game_id="pyramid")
        qtbot.addWidget(dialog)
        assert dialog.height() <= 600 * SCREEN_SHARE and area.contains(dialog.geometry())
        dialog.show()
        qtbot.waitExposed(dialog)
        close = dialog.findChild(statistics.QDialogButtonBox).geometry()
        assert close.bottom() <= dialog.height()
