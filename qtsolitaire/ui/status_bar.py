"""The main window's status bar: the rule set, the daily challenge, the solver's outlook and the game's fields,
and messages that wrap rather than lose their end (the layout editor's bar too).

Kept apart from the window so that fitting fields to the bar's width and showing the verdict can be read,
and changed, without the menus, dealing and saving around them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QStatusBar

from qtsolitaire.engine.api import Capability
from qtsolitaire.ui.i18n import text, translate
from qtsolitaire.ui.verdict import describe

if TYPE_CHECKING:
    from qtsolitaire.ui.main_window import MainWindow


# Fields are named by their English labels (objectName "status:Moves"); the player reads field_label()'s words.
STATUS_DROPPED_FIRST = ("Deal", "Redeals left", "Pass", "Stock")  # the boards' captions show the last three
STATUS_KEPT = ("Moves", "Time")
STATUS_FIELD_SPACING = 8  # the status bar's own gap between permanent widgets, with a little to spare
STATUS_BAR_MARGIN = 32  # the size grip and the bar's margins
RULES_FIELD_WIDTH = 220  # pixels: "Rules: Pyramid — whole pack" whole, a long custom rule set's name cut short


class WrappingStatusBar(QStatusBar):
    """A status bar whose message takes a second line where one is too narrow for it (a long sentence in a narrow
    window, or in a language of long words); QStatusBar paints a message on one line and cuts off its end.

    The message is a label left of the permanent fields; `showMessage`, `clearMessage`, `currentMessage` and
    `messageChanged` keep QStatusBar's meaning for the Python that calls them."""

    def __init__(self) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)  # as QMainWindow.statusBar() makes it
        self._message = ""
        self._label = QLabel(objectName="status:Message", wordWrap=True, textFormat=Qt.TextFormat.PlainText)
        # Ignored: the bar gives the label what the fields leave, never the width of the whole sentence.
        self._label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._label.setContentsMargins(4, 0, 0, 0)  # where QStatusBar starts its message
        self._label.installEventFilter(self)
        self._label.hide()  # takes no room without a message: the window's fields fit the bar to the pixel
        self.addWidget(self._label, 1)
        self._expiry = QTimer(self, singleShot=True, timeout=self.clearMessage)

    def showMessage(self, text: str, timeout: int = 0) -> None:
        self._message = text
        self._expiry.stop()
        if text and timeout > 0:
            self._expiry.start(timeout)
        self._label.setText(text)
        self._fit_height("")  # one line, until the label has the width it keeps
        self._label.setVisible(bool(text))
        self.messageChanged.emit(text)  # the window's fields make way for it now (GameStatusBar.fit)
        self.layout().activate()  # which gives the label its width at once
        self._fit_height(text)

    def clearMessage(self) -> None:
        if self._message:
            self.showMessage("")

    def currentMessage(self) -> str:
        return self._message

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._label and event.type() == QEvent.Type.Resize:
            self._fit_height(self._message)
        return False

    def _fit_height(self, text: str) -> None:
        """As many lines as `text` needs at the label's width: the bar grows with the label."""
        label = self._label
        metrics = label.fontMetrics()
        width = max(label.contentsRect().width(), 1)
        lines = metrics.boundingRect(QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap), text)
        margins = label.contentsMargins()
        label.setFixedHeight(max(metrics.height(), lines.height()) + margins.top() + margins.bottom())


def field_label(name: str) -> str:
    """The words for a status-bar field a controller names in its status_items()."""
    labels = {
        "Deal": translate("GameStatusBar", "Deal"),
        "Foundations": translate("GameStatusBar", "Foundations"),
        "Free pairs": translate("GameStatusBar", "Free pairs"),
        "Moves": translate("GameStatusBar", "Moves"),
        "Pass": translate("GameStatusBar", "Pass"),
        "Redeals left": translate("GameStatusBar", "Redeals left"),
        "Score": translate("GameStatusBar", "Score"),
        "Stock": translate("GameStatusBar", "Stock"),
        "Tiles left": translate("GameStatusBar", "Tiles left"),
        "Time": translate("GameStatusBar", "Time"),
    }
    return labels.get(name, name)


class GameStatusBar:
    """The widgets the window adds to its QStatusBar, and keeping them current with the window's controller.

    It reads the controller from the window each time, since the window swaps controllers on every new game."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.status_labels: list[QLabel] = []
        self._verdict_words = ""
        self._outlook_wanted = self._rewind_wanted = False  # shown unless a message needs their room (`fit`)
        self._build_verdict_widgets()

    def _build_verdict_widgets(self) -> None:
        bar = self._window.statusBar()
        self.rules_label = QLabel(objectName="status:Rules")
        self.rules_label.setContentsMargins(8, 0, 8, 0)
        bar.addPermanentWidget(self.rules_label)
        self.daily_label = QLabel(objectName="status:Daily")
        self.daily_label.setContentsMargins(8, 0, 8, 0)
        self.daily_label.hide()
        bar.addPermanentWidget(self.daily_label)
        self.verdict_label = QLabel(objectName="status:Outlook")
        self.verdict_label.setContentsMargins(8, 0, 8, 0)
        self.rewind_button = QPushButton(objectName="rewindButton")  # its words: `refresh_verdict`
        self.rewind_button.setFlat(True)
        # Flat, it read as plain text in the status bar: underlined with a hand cursor, it reads as a link.
        self.rewind_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rewind_button.setStyleSheet("#rewindButton { text-decoration: underline; color: palette(link); }"
                                         "#rewindButton:disabled { text-decoration: none; color: palette(text); }")
        self.rewind_button.clicked.connect(lambda: self._window.controller.undo_to_last_winnable())
        self.rewind_button.hide()
        bar.addPermanentWidget(self.rewind_button)
        bar.addPermanentWidget(self.verdict_label)

    def show_rules_name(self) -> None:
        c = self._window.controller
        if Capability.LAYOUTS in c.engine.capabilities:
            words = translate("GameStatusBar", "Layout: {name}").format(name=text(c.rules.name))
        else:
            words = translate("GameStatusBar", "Rules: {name}").format(name=text(c.rules.name))
        label = self.rules_label
        # A custom rule set's name lists every option: the bar shows its start, the tooltip and the title all of it.
        label.setText(label.fontMetrics().elidedText(words, Qt.TextElideMode.ElideRight, RULES_FIELD_WIDTH))
        label.setToolTip(words if label.text() != words else "")

    def show_daily(self, text: str | None) -> None:
        """The daily challenge's day, or no field at all for an ordinary deal."""
        self.daily_label.setText("" if text is None else text)
        self.daily_label.setVisible(text is not None)

    def refresh_verdict(self) -> None:
        """The outlook and the link back, then the bar fitted to their words."""
        c = self._window.controller
        if c.verdicts is None:
            self._outlook_wanted = self._rewind_wanted = False
            self.fit()
            return
        verdict = c.verdict()
        self._verdict_words = describe(verdict, c.solving)
        self.verdict_label.setText(translate("GameStatusBar", "Outlook: {verdict}").format(verdict=self._verdict_words))
        self._outlook_wanted = True
        hopeless = verdict is not None and verdict.winnable is False and not c.solving
        # While the solver walks back, the link says so and waits: a second click would only start it again.
        self.rewind_button.setText(
            translate("GameStatusBar", "Looking for the last position that could still be won…") if c.walking_back
            else translate("GameStatusBar", "Undo to last winnable position"))
        self.rewind_button.setEnabled(not c.walking_back)
        self._rewind_wanted = (hopeless or c.walking_back) and c.history.can_undo
        self.fit()

    def verdict_text(self) -> str:
        """The verdict the outlook field shows, without its caption."""
        return self._verdict_words

    def rebuild(self) -> None:
        """One label per field of the new game's controller: games differ in which fields they have."""
        bar = self._window.statusBar()
        for label in self.status_labels:
            bar.removeWidget(label)
            label.deleteLater()
        self.status_labels = []
        for name, _ in self._window.controller.status_items():
            label = QLabel()
            label.setObjectName(f"status:{name}")
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)
            self.status_labels.append(label)

    def refresh(self) -> None:
        """Every field, the outlook among them, then the bar fitted to their words."""
        if self._window.controller is None:
            return
        for label, (name, value) in zip(self.status_labels, self._window.controller.status_items()):
            label.setText(translate("GameStatusBar", "{field}: {value}").format(field=field_label(name), value=value))
        self.refresh_verdict()

    def fit(self) -> None:
        """Hide whole fields when the bar is too narrow for all, rather than let Qt cut them off mid-word: first
        the deal number and what the board's own captions repeat, then the rest from the right, then the rules and
        the daily challenge's day, which the window's title names too, and Time and Moves last. The outlook and the
        link back to the last winnable position stay. A message (a hint, a refusal) is read now: fields make way
        for it until it goes, and where the room of every field is not enough, the outlook and the link too."""
        labels = {label.objectName().removeprefix("status:"): label for label in self.status_labels}
        bar = self._window.statusBar()
        verdict_widgets = [w for w, wanted in ((self.verdict_label, self._outlook_wanted),
                                               (self.rewind_button, self._rewind_wanted)) if wanted]
        room = bar.width() - STATUS_BAR_MARGIN - sum(
            w.sizeHint().width() + STATUS_FIELD_SPACING for w in verdict_widgets)
        message = bar.currentMessage()
        if message:
            room -= bar.fontMetrics().horizontalAdvance(message) + STATUS_FIELD_SPACING
        making_way = bool(message) and room < 0
        self.verdict_label.setVisible(self._outlook_wanted and not making_way)
        self.rewind_button.setVisible(self._rewind_wanted and not making_way)
        names = [name for name in STATUS_DROPPED_FIRST if name in labels]
        names += [name for name in reversed(labels) if name not in names and name not in STATUS_KEPT]
        order = [labels[name] for name in names]
        order += [w for w in (self.rules_label, self.daily_label) if w.text()]
        order += [labels[name] for name in reversed(STATUS_KEPT) if name in labels]
        widths = [w.sizeHint().width() + STATUS_FIELD_SPACING for w in order]
        needed = sum(widths)
        dropped = 0
        while dropped < len(order) and needed > room:
            needed -= widths[dropped]
            dropped += 1
        for i, w in enumerate(order):
            w.setVisible(i >= dropped)

    def status_text(self, name: str) -> str:
        """The text of one status-bar field, as the player sees it."""
        for field_name, value in self._window.controller.status_items():
            if field_name == name:
                return value
        raise KeyError(name)
