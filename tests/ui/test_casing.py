"""One casing style in every string a player can reach: Title Case for menus, commands, buttons and window
titles (as the desktop guidelines have it); sentence case for messages, status texts, labels, choices and tooltips.
Names keep their capitals (games, layouts, rule sets, cards, commands referred to in a message)."""

import re

from PySide6.QtWidgets import (
    QAbstractButton, QCheckBox, QDialog, QLabel, QMenu, QMessageBox, QPushButton, QRadioButton, QToolButton, QWidget,
)

from qtsolitaire.engine import registry
from qtsolitaire.ui.art.themes import card_sets, tile_sets
from qtsolitaire.ui.theme import THEMES
from tests.ui.conftest import wait_for_deal

SMALL_WORDS = {"a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "of", "on", "or", "per", "the",
               "to", "vs", "with"}
# Names that keep their capitals inside a sentence, besides the data (games, rule sets, art) and the commands.
PROPER = ("QtSolitaire", "GNU GPL", "UTC", "KMahjongg", "GNOME Mahjongg", "Mahjong", "Pyramid", "MahJongg", "Klondike",
          "Daily Challenge", "Enter", "Space", "Shuffle", "Undo",
          # cards and tiles, as hints and refusals name them: "the Five of Clubs", "the Green Dragon"
          "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King",
          "Clubs", "Diamonds", "Hearts", "Spades", "Bamboo", "Characters", "Circles", "Dots", "Dragon", "Wind",
          "Green", "Red", "White", "East", "South", "West", "North", "Flower", "Season")
SENTENCE_BREAK = re.compile(r"(^|[.!?:;—(\n\"“]\s*)$")


def _clean(text: str) -> str:
    return re.sub(r"<[^>]+>", "\n", text).replace("&&", "\0").replace("&", "").replace("\0", "&").replace("…", "")


def title_case_errors(text: str) -> list[str]:
    words = re.findall(r"[A-Za-z][A-Za-z'’-]*", _clean(text))
    return [w for i, w in enumerate(words)
            if w[0].islower() and not (0 < i < len(words) - 1 and w in SMALL_WORDS)]


def sentence_case_errors(text: str, names) -> list[str]:
    text = _clean(text)
    for name in sorted(names, key=len, reverse=True):  # a name may hold another: "Pyramid — whole pack"
        text = text.replace(name, "x" * len(name))
    errors = []
    for match in re.finditer(r"[A-Za-z][A-Za-z'’-]*", text):
        word = match.group()
        if word[0].isupper() and not word.isupper() and not SENTENCE_BREAK.search(text[:match.start()]):
            errors.append(word)
    return errors


def test_the_checks_catch_each_style_broken():
    assert title_case_errors("Replay this Deal") == ["this"]
    assert title_case_errors("&Choose Layout…") == [] and title_case_errors("Turn S&tock") == []
    assert title_case_errors("Reset statistics") == ["statistics"]
    assert sentence_case_errors("No More Matches", ()) == ["More", "Matches"]
    assert sentence_case_errors("Nothing matches: try Shuffle. Then Undo", PROPER) == []
    assert sentence_case_errors("Rules: Pyramid — whole pack", ("Pyramid — whole pack",)) == []


class Strings:
    def __init__(self) -> None:
        self.titles: dict[str, str] = {}  # text -> where it was met
        self.sentences: dict[str, str] = {}

    def title(self, text: str, where: str) -> None:
        if text.strip():
            self.titles.setdefault(text, where)

    def sentence(self, text: str, where: str) -> None:
        if text.strip():
            self.sentences.setdefault(text, where)

    def menu(self, menu: QMenu, where: str, names) -> None:
        menu.aboutToShow.emit()  # the Layout, look and rules menus fill as they open
        self.title(menu.title(), where)
        for action in menu.actions():
            if action.menu() is not None:
                self.menu(action.menu(), f"{where} > {action.menu().title()}", names)
            elif not action.isSeparator() and action.text() not in names:
                self.title(action.text(), f"{where} menu")
                self.sentence(action.toolTip() if action.toolTip() != _clean(action.text()) else "", f"{where} tooltip")

    def widget(self, top: QWidget, where: str) -> None:
        """A window or dialog: its title, buttons, labels and tooltips, shown or waiting to be shown."""
        self.title(top.windowTitle(), f"{where} title")
        for child in [top, *top.findChildren(QWidget)]:
            if isinstance(child, QCheckBox | QRadioButton) or (isinstance(child, QPushButton) and child.isFlat()):
                self.sentence(child.text(), f"{where}: choice or link")  # a flat button in the status bar is a link
            elif isinstance(child, QAbstractButton) and not isinstance(child, QToolButton):
                self.title(child.text(), f"{where}: button")
            elif isinstance(child, QLabel):
                self.sentence(child.text(), f"{where}: label {child.objectName()}")
            self.sentence(child.toolTip(), f"{where}: tooltip")


def names() -> set[str]:
    found = {"Mahjong Solitaire", "Pyramid Solitaire", "MahJongg Klondike", *PROPER}
    for info in registry.GAMES:
        found.update(str(rules.name) for rules in info.engine.rule_sets())
    found.update(theme.name for theme in THEMES)
    found.update(art.name for art in (*tile_sets(), *card_sets()))
    for art in card_sets():
        found.update(back["name"] for back in art.info["backs"])
    return found


def reached(qtbot, window) -> Strings:
    """Everything a player meets in each game: menus, toolbar, status bar, banners, hints, and every dialog."""
    known = names()
    strings = Strings()
    window.show()
    qtbot.waitExposed(window)
    for game_id in ("mahjong", "pyramid", "mjklondike"):
        window.start_game(game_id, None, 6, winnable=False)
        wait_for_deal(qtbot, window)
        for menu in window.menuBar().findChildren(QMenu):
            strings.menu(menu, menu.title(), known)
        for action in window.findChild(QWidget, "gameToolbar").actions():
            strings.title(action.text(), "toolbar")
        command_names = {_clean(a.text()).strip() for a in window.actions()}
        known |= command_names
        window.act_hint.trigger()
        strings.sentence(window.statusBar().currentMessage(), f"{game_id} hint")
        c = window.controller
        strings.sentence(c.no_hint_text(), f"{game_id} hint with nothing to play")
        for outcome in ("won", "lost"):
            window._on_finished(outcome)
            strings.sentence(window.banner.title, f"{game_id} banner title")
            strings.sentence(window.banner.text, f"{game_id} banner text")
            for button in window.banner.findChildren(QPushButton):
                strings.title(button.text(), f"{game_id} banner button")
        window._refresh_status()
        strings.widget(window, game_id)
        opened = [window.show_preferences, window.show_statistics, window.show_rules, window.show_about,
                  window._choose_layout]
        custom = next((a for a in window._rules_menu.actions() if a.text() == "&Custom Rules…"), None)
        if custom is not None:
            opened.append(custom.trigger)
        for open_dialog in opened:
            open_dialog()
            for dialog in window.findChildren(QDialog):
                if dialog.isVisible():
                    strings.widget(dialog, f"{game_id} {dialog.windowTitle()}")
                    dialog.close()
    strings.sentence(window._paused_page.text(), "paused")
    window.start_game("pyramid", None, 6, winnable=False)
    wait_for_deal(qtbot, window)
    window.controller.play(window.controller.engine.Draw())
    window.act_new.trigger()  # a game under way: the question before it goes
    question = window.findChild(QMessageBox, "abandonBox")
    strings.widget(question, "abandon question")
    question.close()
    strings.known = known
    return strings


def test_menus_commands_buttons_and_titles_are_title_case(qtbot, window):
    strings = reached(qtbot, window)
    errors = {text: (where, bad) for text, where in strings.titles.items() if (bad := title_case_errors(text))}
    assert errors == {}
    assert len(strings.titles) > 45  # the scan reached the menus, the toolbar and the dialogs' buttons


def test_messages_status_labels_and_tooltips_are_sentence_case(qtbot, window):
    strings = reached(qtbot, window)
    errors = {text: (where, bad) for text, where in strings.sentences.items()
              if (bad := sentence_case_errors(text, strings.known))}
    assert errors == {}
    assert len(strings.sentences) > 60
