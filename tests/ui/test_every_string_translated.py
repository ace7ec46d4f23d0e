"""Every word the player sees goes through translation: a walk of every menu, dialog, banner and status message
under a pseudo-translation that brackets each translated string, failing on any text left outside the brackets.

What may stand outside them is data: numbers, times, dates, tile and card glyphs, punctuation and the program's
name. Qt's own strings (standard buttons, file dialogs) are bracketed as well: the pseudo-translator answers
every context, as Qt's qtbase translation does for those.
"""

from __future__ import annotations

import re
from collections import defaultdict
from datetime import date

import pytest
from PySide6.QtCore import QAbstractListModel, QLocale, QModelIndex, Qt, QTranslator
from PySide6.QtGui import QKeySequence, QPainter, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMenuBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

from qtsolitaire import APP_NAME
from qtsolitaire.engine import registry
from qtsolitaire.engine.api import Capability
from qtsolitaire.ui import file_dialogs
from qtsolitaire.ui.language import CHOICES
from tests.engine.test_mahjong_importers import V11

OPEN, CLOSE = "\u27e6", "\u27e7"
MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
TAG = re.compile(r"</?[a-zA-Z][^>]*>")  # a label's rich text: what it shows is its plain text
PATH = re.compile(r"(?:/[\w.\-]+)+")  # a file's path is the player's data
WORD = re.compile(r"[^\W\d_]{2,}")  # two letters or more: a word, not a card's rank or a tile's glyph


class PseudoTranslator(QTranslator):
    """Brackets every source it is asked for; `{name}` placeholders, `%n` and `&` stay as they are."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"{OPEN}{source}{CLOSE}" if source else source

    def isEmpty(self) -> bool:
        return False


def data_words() -> set[str]:
    """Words that are data in any language: the program's name, the languages' own names and the calendar's
    (QLocale names those)."""
    english = QLocale(QLocale.Language.English)
    words = {APP_NAME, "qtsolitaire", *CHOICES.values()}  # a language is offered in its own words
    for i in range(1, 13):
        words |= {english.monthName(i), english.monthName(i, QLocale.FormatType.ShortFormat)}
    for i in range(1, 8):
        words |= {english.dayName(i), english.dayName(i, QLocale.FormatType.ShortFormat)}
    return words


DATA_WORDS = data_words()


def unmarked(shown: str, data: set[str] = DATA_WORDS) -> str:
    """What of a text no translation produced, or "" when it is all translated or data (`data`: words that are)."""
    if TAG.search(shown):
        shown = QTextDocumentFragment.fromHtml(shown).toPlainText()
    shown = PATH.sub(" ", shown)
    while True:
        stripped = MARKED.sub(" ", shown)
        if stripped == shown:
            break
        shown = stripped
    words = [word for word in WORD.findall(shown.replace(OPEN, " ").replace(CLOSE, " ")) if word not in data]
    return shown.strip() if words else ""


class Walk:
    """Collects what the windows show, by where it was seen, and closes each dialog once it is read."""

    def __init__(self, qtbot) -> None:
        self.qtbot = qtbot
        self.seen: dict[str, set[str]] = defaultdict(set)
        self.read_dialogs: set[int] = set()

    def note(self, where: str, shown: str | None) -> None:
        if shown and shown.strip():
            self.seen[shown].add(where)

    def widget_tree(self, top: QWidget, where: str) -> None:
        where = f"{where} > {type(top).__name__}"
        self.note(f"{where} title", top.windowTitle())
        for tabs in top.findChildren(QTabBar):  # a QTabWidget's, or a bar over pages of its own
            for i in range(tabs.count()):
                tabs.setCurrentIndex(i)
                self.note(f"{where} tab", tabs.tabText(i))
                self.note(f"{where} tab tooltip", tabs.tabToolTip(i))
                self.widgets(top, where)
                self.painted(top, where)
        self.widgets(top, where)
        self.painted(top, where)
        if isinstance(top, QMainWindow):
            self.menus(top.menuBar(), where)
            if top.statusBar() is not None:
                self.note(f"{where} status message", top.statusBar().currentMessage())

    def painted(self, top: QWidget, where: str) -> None:
        """The words widgets draw themselves (charts, calendars, boards): drawn once, as the screen would."""
        PAINTED.clear()
        top.grab()
        for words in PAINTED:
            self.note(f"{where} painted", words)

    def widgets(self, top: QWidget, where: str) -> None:
        for widget in [top, *top.findChildren(QWidget)]:
            if widget.isHidden() and widget is not top:
                continue
            name = f"{where} {type(widget).__name__} {widget.objectName()}".rstrip()
            self.note(f"{name} tooltip", widget.toolTip())
            self.note(f"{name} status tip", widget.statusTip())
            self.note(f"{name} what's this", widget.whatsThis())
            if isinstance(widget, QLabel):
                self.note(name, widget.text())
            elif isinstance(widget, QAbstractButton):
                self.note(name, widget.text())
            elif isinstance(widget, QGroupBox):
                self.note(name, widget.title())
            elif isinstance(widget, QComboBox):
                for i in range(widget.count()):
                    self.note(f"{name} item", widget.itemText(i))
            elif isinstance(widget, QLineEdit):
                self.note(f"{name} placeholder", widget.placeholderText())
            elif isinstance(widget, QTextEdit):
                self.note(name, widget.toPlainText())
            elif isinstance(widget, QAbstractItemView) and not isinstance(widget.window(), QFileDialog):  # files: data
                self.item_view(widget, name)
            elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
                for item in widget.scene().items():
                    if isinstance(item, QGraphicsTextItem):
                        self.note(f"{name} scene text", item.toPlainText())
                    elif isinstance(item, QGraphicsSimpleTextItem):
                        self.note(f"{name} scene text", item.text())
                    self.note(f"{name} scene tooltip", item.toolTip())

    def item_view(self, view: QAbstractItemView, name: str) -> None:
        model, root = view.model(), QModelIndex()
        rows = model.rowCount(root)
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)  # private in a list
        for orientation, count in ((Qt.Orientation.Horizontal, columns), (Qt.Orientation.Vertical, rows)):
            for section in range(count):
                header = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
                if isinstance(header, str):
                    self.note(f"{name} header", header)
        for row in range(rows):
            for column in range(columns):
                index = model.index(row, column)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.data(index, role)
                    if isinstance(value, str):
                        self.note(f"{name} cell", value)

    def menus(self, bar: QMenuBar | QMenu, where: str) -> None:
        for action in bar.actions():
            menu = action.menu()
            if not action.isVisible():
                continue
            self.note(f"{where} menu", action.text())
            self.note(f"{where} menu tooltip", action.toolTip())
            self.note(f"{where} menu status tip", action.statusTip())
            if menu is not None:
                menu.aboutToShow.emit()  # menus filled as they open
                self.menus(menu, f"{where} > {action.text()}")

    def action_paths(self, bar: QMenuBar | QMenu, path: tuple[int, ...] = ()) -> list[tuple[int, ...]]:
        """Where each action of every menu is, submenus opened first: menus are rebuilt as games change, so
        an action is found again by its place each time."""
        found = []
        for i, action in enumerate(bar.actions()):
            if action.menu() is not None:
                action.menu().aboutToShow.emit()
                found += self.action_paths(action.menu(), (*path, i))
            elif not action.isSeparator():
                found.append((*path, i))
        return found

    @staticmethod
    def action_at(bar: QMenuBar | QMenu, path: tuple[int, ...]):
        """The action at `path` now, and the menu titles leading to it; None if the menus changed under it."""
        titles = []
        for depth, i in enumerate(path):
            actions = bar.actions()
            if i >= len(actions):
                return None, titles
            action = actions[i]
            titles.append(action.text())
            if depth < len(path) - 1:
                if action.menu() is None:
                    return None, titles
                bar = action.menu()
                bar.aboutToShow.emit()
        return action, titles

    def read_and_close_new_windows(self, where: str, keep: set[int]) -> None:
        """Reads every window or dialog that is open and not in `keep`, then closes it (modal ones included)."""
        for _ in range(4):  # a dialog closed may have left another (a question after a refusal)
            opened = [w for w in QApplication.topLevelWidgets() if w.isVisible() and id(w) not in keep
                      and not isinstance(w, QMenu)]
            if not opened:
                return
            for widget in opened:
                self.widget_tree(widget, where)
                if isinstance(widget, QDialog):
                    widget.reject()
                widget.close()
            self.qtbot.wait(10)

    def trigger_all(self, window: QMainWindow, where: str, skip) -> None:
        """Triggers each menu action once (but those `skip(action)` names), reading whatever it opens and what the
        window then shows. Menus change as games change, so they are looked through again after each."""
        keep = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
        done: set[tuple[str, ...]] = set()
        while True:
            for path in self.action_paths(window.menuBar()):
                action, titles = self.action_at(window.menuBar(), path)
                if action is None or tuple(titles) in done:
                    continue
                done.add(tuple(titles))
                if action.menu() is None and action.isEnabled() and action.isVisible() and not skip(action):
                    break
            else:
                return
            label = " > ".join([where, *titles])
            closer = _ModalCloser(self, label)
            action.trigger()
            self.qtbot.wait(30)
            closer.stop()
            self.read_and_close_new_windows(label, keep)
            self.widget_tree(window, label)


class _ModalCloser:
    """Reads and closes any modal dialog opened while an action runs: a static QMessageBox or QFileDialog runs its
    own event loop, which the action's trigger() would otherwise wait on for ever."""

    def __init__(self, walk: Walk, where: str) -> None:
        from PySide6.QtCore import QTimer

        self.walk, self.where = walk, where
        self.timer = QTimer(interval=20, timeout=self.close_modal)
        self.timer.start()

    def close_modal(self) -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None:
            self.walk.widget_tree(modal, f"{self.where} (modal)")
            if isinstance(modal, QDialog):
                modal.reject()
            else:
                modal.close()

    def stop(self) -> None:
        self.close_modal()
        self.timer.stop()


PAINTED: list[str] = []


@pytest.fixture
def pseudo(monkeypatch):
    """The pseudo-translation, and every string a QPainter draws noted in PAINTED."""
    draw_text = QPainter.drawText

    def noting_draw_text(painter, *args):
        PAINTED.extend(arg for arg in args if isinstance(arg, str))
        return draw_text(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", noting_draw_text)
    app = QApplication.instance()
    translator = PseudoTranslator()
    app.installTranslator(translator)  # the last installed is asked first
    yield translator
    app.removeTranslator(translator)


def offenders(seen: dict[str, set[str]], data: set[str] = DATA_WORDS) -> list[str]:
    found = []
    for shown, places in sorted(seen.items()):
        rest = unmarked(shown, data)
        if rest:
            found.append(f"{rest[:90]!r}  (in {min(places, key=lambda place: (len(place), place))})")
    return found


@pytest.mark.parametrize("game", [g.id for g in registry.GAMES])
def test_every_string_a_game_shows_is_translated(qtbot, pseudo, game, monkeypatch, tmp_path, game_record):
    from qtsolitaire.store.records import Records
    from qtsolitaire.ui.main_window import MainWindow

    rule_key = registry.game(game).engine.rule_sets()[0].key
    with Records.open() as records:  # Statistics then shows figures, recent games and daily challenges
        for outcome in ("won", "lost", "abandoned"):
            records.add(game_record(game_id=game, rule_key=rule_key, outcome=outcome, score=100))
        records.add(game_record(game_id=game, rule_key=rule_key, outcome="won", daily=date.today()))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1000, 720)
    window.show()
    walk = Walk(qtbot)

    def dealt(start) -> None:  # a winnable deal may be searched for on a thread
        with qtbot.waitSignal(window.game_started, timeout=30000):
            start()

    dealt(lambda: window.start_game(game, None, 7))
    dealt(window.start_daily)  # the daily challenge is today's deal of the game in play
    window._on_finished("won")
    walk.widget_tree(window, f"{game} daily won")
    dealt(lambda: window.start_game(game, None, 7))
    qtbot.waitUntil(lambda: bool(window.status_bar.verdict_label.text()), timeout=10000)
    walk.widget_tree(window, game)
    window.controller.hint()
    walk.widget_tree(window, f"{game} hint")
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Down,
                Qt.Key.Key_Return):  # plays or refuses, from the keyboard: what the status bar says then
        qtbot.keyClick(window.view, key)
        walk.note(f"{game} keyboard status message", window.statusBar().currentMessage())
    for outcome in ("won", "lost"):
        window._on_finished(outcome)
        walk.widget_tree(window, f"{game} {outcome}")
    dealt(lambda: window.start_game(game, None, 8))
    data = set(DATA_WORDS)
    if Capability.LAYOUTS in window.controller.engine.capabilities:
        data |= import_layouts(walk, window, monkeypatch, tmp_path)
    # Choices among games, rule sets and looks only start another game or change the art: their words are read in
    # the menus, and triggering them would take the walk away from this game.
    walk.trigger_all(window, game, skip=lambda action: action.actionGroup() is not None or action in (
        window.act_quit, window.act_surprise))
    problems = offenders(walk.seen, data)
    assert not problems, f"{len(problems)} texts shown untranslated:\n" + "\n".join(problems)


def import_layouts(walk: Walk, window, monkeypatch, folder) -> set[str]:
    """Game > Import Layouts on a file that imports and one that does not: the progress and the summary are read.
    Returns the words that are the imported layout's name, which is data."""
    from qtsolitaire.ui.dialogs.layouts import LayoutImport

    (folder / "small.layout").write_text(V11, encoding="utf-8")
    (folder / "odd.layout").write_text(V11.replace("..12....\n..43....", "..1212..\n..4343.."), encoding="utf-8")
    files = [str(folder / "small.layout"), str(folder / "odd.layout")]
    monkeypatch.setattr(file_dialogs, "open_file_names", lambda *args: files)
    keep = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
    window.act_import_layouts.trigger()
    run = window.findChild(LayoutImport)
    walk.qtbot.waitUntil(lambda: run.summary is not None, timeout=5000)
    walk.read_and_close_new_windows("import", keep)
    return {"small", "Small", "odd", "layout", "json"}  # the file's layout and the files' names


def test_the_layout_editor_is_translated(qtbot, pseudo, window):
    walk = Walk(qtbot)
    editor = window.open_layout_editor()
    qtbot.addWidget(editor)
    walk.widget_tree(editor, "layout editor")
    walk.trigger_all(editor, "layout editor", skip=lambda action: action.shortcut() == QKeySequence.StandardKey.Close)
    problems = offenders(walk.seen)
    assert not problems, f"{len(problems)} texts shown untranslated:\n" + "\n".join(problems)


def test_the_walk_sees_an_unmarked_string_and_lets_data_pass():
    assert unmarked(f"{OPEN}Score{CLOSE} 1,250 \u2014 {OPEN}12 moves in 3:04{CLOSE}") == ""
    assert unmarked(f"{OPEN}Deal {OPEN}Turtle{CLOSE} 42{CLOSE} \U0001f000 \u2660K 4 December 2026") == ""
    assert unmarked(f"{APP_NAME} 0.1.0") == ""
    assert unmarked(f"{OPEN}Layout{CLOSE}: Turtle") == ": Turtle"
    assert unmarked("<b>You won!</b>") == "You won!"
