"""The status bar in a narrow window: whole fields make way, none is cut off mid-word, and a message too long for
one line takes a second."""

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication, QLabel

from qtsolitaire.engine.api import Verdict
from qtsolitaire.engine.mjklondike.game import Draw

from tests.waiting import PATIENCE_MS


def visible_fields(window):
    return {label.objectName().removeprefix("status:"): label for label in window._status_labels if label.isVisible()}


def shown(qtbot, window, game_id, width):
    """The window on deal 3 of a game, shown `width` pixels wide."""
    window.start_game(game_id, None, 3)
    window.show()
    qtbot.waitExposed(window)
    window.resize(width, 720)


def as_if_lost(qtbot, window, monkeypatch):
    """The solver says the position can no longer be won, one move in: the outlook's longest words and the link."""
    c = window.controller
    c.play(Draw())
    qtbot.waitUntil(lambda: not c.solving, timeout=PATIENCE_MS)
    monkeypatch.setattr(c, "verdict", lambda: Verdict(False))
    window._refresh_status()
    assert window._rewind_button.isVisible()


def show_message_with_room(window, text):
    """Show `text` in the status bar for 300 ms and check that the fields left room to read it whole."""
    bar = window.statusBar()
    bar.showMessage(text, 300)
    permanent = [window._rules_label, window._verdict_label, window._rewind_button, *window._status_labels]
    taken = sum(w.width() for w in permanent if w.isVisible())
    assert bar.width() - taken >= bar.fontMetrics().horizontalAdvance(text)


@pytest.mark.parametrize("game_id", ["mahjong", "pyramid", "mjklondike"])
def test_a_narrow_window_drops_whole_fields_and_keeps_moves_and_time(qtbot, window, game_id):
    shown(qtbot, window, game_id, 1400)
    qtbot.waitUntil(lambda: len(visible_fields(window)) == len(window._status_labels))
    window.resize(560, 720)
    qtbot.wait(50)
    window._refresh_status()
    fields = visible_fields(window)
    assert {"Moves", "Time"} <= fields.keys()
    assert len(fields) < len(window._status_labels)
    for name, label in fields.items():
        assert label.width() >= label.sizeHint().width(), f"{name} is cut off: {label.text()!r}"
    window.resize(1400, 720)
    qtbot.waitUntil(lambda: len(visible_fields(window)) == len(window._status_labels))


def test_a_message_gets_room_and_the_fields_come_back_after_it(qtbot, window):
    shown(qtbot, window, "pyramid", 760)
    qtbot.waitUntil(lambda: window.controller.verdict() is not None and not window.controller.solving,
                    timeout=PATIENCE_MS)
    window._refresh_status()  # the outlook's words, longer than its "—", have taken their room
    before = set(visible_fields(window))
    show_message_with_room(window, "Hint: pair the Ace of Spades with the Queen of Spades")
    assert {"Moves", "Time"} <= set(visible_fields(window))
    qtbot.waitUntil(lambda: set(visible_fields(window)) == before, timeout=PATIENCE_MS)  # the message's 300 ms


def test_where_fields_are_not_room_enough_the_rules_make_way_for_a_message_too(qtbot, window, monkeypatch):
    shown(qtbot, window, "mjklondike", 1100)
    as_if_lost(qtbot, window, monkeypatch)  # the longest bar there is
    assert window._rules_label.isVisible()
    show_message_with_room(window, "Back at the last position that can still be won, in a language of long words")
    assert not window._rules_label.isVisible() and {"Moves", "Time"} <= set(visible_fields(window))
    qtbot.waitUntil(window._rules_label.isVisible, timeout=PATIENCE_MS)  # the message's 300 ms


def test_in_the_narrowest_window_the_rules_and_the_time_make_way_for_the_outlook_and_the_rewind(qtbot, window,
                                                                                               monkeypatch):
    shown(qtbot, window, "mjklondike", window.minimumWidth())
    as_if_lost(qtbot, window, monkeypatch)
    for field in (window._verdict_label, window._rewind_button, *visible_fields(window).values()):
        qtbot.waitUntil(lambda: field.width() >= field.sizeHint().width())
    assert not window._rules_label.isVisible() and "Moves" in visible_fields(window)
    window.resize(1400, 720)
    qtbot.waitUntil(window._rules_label.isVisible)


def test_a_message_longer_than_the_room_of_every_field_takes_the_outlooks_room_until_it_goes(qtbot, window):
    shown(qtbot, window, "mjklondike", 640)
    qtbot.waitUntil(lambda: not window.controller.solving, timeout=PATIENCE_MS)
    window._refresh_status()
    assert window._verdict_label.isVisible()
    show_message_with_room(window, "No winnable deal 12 was found (none of the 25 deals tried was shown to be "
                                   "winnable); dealt it as it falls.")
    assert not window._verdict_label.isVisible()
    qtbot.waitUntil(window._verdict_label.isVisible, timeout=PATIENCE_MS)  # the message's 300 ms


LONG_GERMAN = ("Keine gewinnbare Verteilung für Spiel 12 gefunden (keine der 25 probierten Verteilungen erwies sich als "
               "gewinnbar); es wurde ausgeteilt, wie es fällt.")


def message_lines(window):
    """(the lines the message label shows, the lines its words need at its width)."""
    label = window.statusBar().findChild(QLabel, "status:Message")
    rect = label.contentsRect()
    metrics = label.fontMetrics()
    needed = metrics.boundingRect(0, 0, rect.width(), 1 << 20, int(Qt.TextFlag.TextWordWrap), label.text())
    return round(rect.height() / metrics.height()), round(needed.height() / metrics.height())


def test_a_message_too_long_for_the_whole_bar_takes_the_lines_it_needs_until_it_goes(qtbot, window):
    shown(qtbot, window, "mjklondike", 640)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.width() == 640)
    height = bar.height()
    bar.showMessage(LONG_GERMAN, 300)
    qtbot.waitUntil(lambda: bar.height() > height)
    shown_lines, needed_lines = message_lines(window)
    assert shown_lines == needed_lines >= 2 and bar.currentMessage() == LONG_GERMAN
    qtbot.waitUntil(lambda: bar.currentMessage() == "" and bar.height() == height, timeout=PATIENCE_MS)


class Resizes(QObject):
    """Counts the resizes of the widget it watches: even one that is undone a frame later moves the board."""

    def __init__(self, widget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        self.count += event.type() == QEvent.Type.Resize
        return False


def test_a_message_that_fits_one_line_leaves_the_bar_and_the_board_as_they_were(qtbot, window):
    shown(qtbot, window, "mjklondike", 1000)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.width() == 1000)
    qtbot.wait(50)
    resizes = Resizes(window.view)
    bar.showMessage("Hint: 9 of Circles: pile 2 -> pile 1", 300)
    assert message_lines(window) == (1, 1)
    qtbot.waitUntil(lambda: bar.currentMessage() == "", timeout=PATIENCE_MS)
    assert resizes.count == 0


def test_passing_over_the_menus_and_toolbar_leaves_the_message_alone(qtbot, window):
    """Qt sends an empty status tip for every action the pointer passes over; the message stays until it goes."""
    shown(qtbot, window, "pyramid", 1000)
    bar = window.statusBar()
    bar.showMessage("That card is covered", 300)
    QApplication.sendEvent(window, QStatusTipEvent(""))
    label = bar.findChild(QLabel, "status:Message")
    assert label.isVisible() and label.text() == bar.currentMessage() == "That card is covered"
    qtbot.waitUntil(lambda: not label.isVisible(), timeout=PATIENCE_MS)
    QApplication.sendEvent(window, QStatusTipEvent(""))
    assert not label.isVisible() and bar.currentMessage() == ""
