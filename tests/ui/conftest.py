import json

import pytest
from PySide6.QtCore import QPoint, Qt

from qtsolitaire.store import paths
from tests.waiting import PATIENCE_MS, PATIENCE_S


@pytest.fixture(autouse=True)
def deals_arrive_in_place(monkeypatch):
    """Every deal is handed over as if dealt in place, however loaded the machine: whether a deal took longer than
    the dealer's QUICK_SECONDS is up to the scheduler, and a test would see a board one run and none the next.
    test_dealing.py, which tests the slow path, keeps the real threshold and holds its deals back itself."""
    from qtsolitaire.ui import dealing

    monkeypatch.setattr(dealing, "QUICK_SECONDS", 5 * PATIENCE_S)  # the longest winnable search, many times over


@pytest.fixture(autouse=True, scope="session")
def english_plurals(qapp):
    """The window's English as the app shows it: "1 tile left", not the source's "1 tile(s) left"."""
    from qtsolitaire.ui.i18n import install_english_plurals

    install_english_plurals(qapp)


def write_user_layout(layout_id: str, positions, name=None) -> None:
    folder = paths.user_layouts_dir()
    folder.mkdir(parents=True, exist_ok=True)
    doc = {"format": "qtsolitaire-layout", "version": 1, "name": name or layout_id.title(), "stars": 1,
           "positions": [list(p) for p in positions]}
    (folder / f"{layout_id}.json").write_text(json.dumps(doc), encoding="utf-8")


@pytest.fixture
def window(qtbot):
    from qtsolitaire.ui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1000, 720)
    return win


def rules_menu_actions(window) -> list:
    """The Layout or Rules submenu as a player finds it: it is filled as it opens."""
    window._rules_menu.aboutToShow.emit()
    return window._rules_menu.actions()


def custom_rules(window) -> None:
    next(a for a in rules_menu_actions(window) if a.text() == "&Custom Rules…").trigger()


def click_scene_point(qtbot, view, scene_point) -> None:
    point = view.mapFromScene(scene_point)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


def wait_for_deal(qtbot, window) -> None:
    """A deal on its way from the dealer's worker (with the dealer's real threshold, as test_dealing.py keeps it):
    wait until it is on the board."""
    qtbot.waitUntil(lambda: not window.dealer.busy and window.controller is not None, timeout=PATIENCE_MS)


def new_window(qtbot):
    from qtsolitaire.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    return window


def play_pairs(c, count):
    """Play `count` hinted pairs of a Mahjong game."""
    from qtsolitaire.engine.mahjong import game as mahjong

    for _ in range(count):
        a, b = mahjong.hint(c.state)
        c.click_tile(a)
        c.click_tile(b)


@pytest.fixture
def german_locale():
    """Numbers and dates written as in Germany, for the test; the default locale comes back after it."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    yield
    QLocale.setDefault(before)
