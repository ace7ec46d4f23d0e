"""The window speaks the language chosen in Preferences, or the system's; English reads no file at all."""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from qtsolitaire.store.settings import Settings
from qtsolitaire.ui import language
from qtsolitaire.ui.dialogs.preferences import PreferencesDialog
from qtsolitaire.ui.language import chosen_language, install_translators


@pytest.mark.parametrize(
    ("setting", "system", "expected"),
    [
        ("system", ["de-DE", "en-US"], "de"),
        ("system", ["fr_CA"], "fr"),
        ("system", ["es-ES", "fr-FR", "de-DE"], "fr"),  # the first of the player's languages we speak
        ("system", ["es-ES", "pt-BR"], "en"),
        ("system", ["en-GB", "de-DE"], "en"),
        ("system", [], "en"),
        ("de", ["fr-FR"], "de"),  # the player's choice wins over the system's
        ("en", ["fr-FR"], "en"),
    ],
)
def test_the_language_follows_the_choice_then_the_system(setting, system, expected):
    assert chosen_language(setting, system) == expected


class FakeSystemLocale:
    """QLocale.system() as a machine set to `name` (its languages, its conventions) reports it."""

    def __init__(self, name: str) -> None:
        self.locale = QLocale(name)
        self.languages = [name.replace("_", "-")]

    def uiLanguages(self) -> list[str]:
        return self.languages

    def language(self):
        return self.locale.language()


@pytest.fixture
def speaking(monkeypatch):
    """Calls install_translators on the app (on an English system unless `system(name)` says otherwise), and takes
    its translators and its locale away again after the test."""
    app = QApplication.instance()
    before = set(app.findChildren(QTranslator))
    default = QLocale()
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: FakeSystemLocale("en_US")))

    def install(setting: str) -> str:
        return install_translators(app, setting)

    yield install
    QLocale.setDefault(default)
    for translator in set(app.findChildren(QTranslator)) - before:
        app.removeTranslator(translator)
        translator.setParent(None)  # gone with its last reference, not at some later event


def test_german_translates_our_words_and_qts_standard_buttons(qtbot, speaking):
    assert speaking("de") == "de"
    assert QCoreApplication.translate("PreferencesDialog", "Language:") == "Sprache:"
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Abbrechen"


def test_french_as_the_system_language(qtbot, speaking, monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: FakeSystemLocale("fr_CA")))
    conventions = QLocale().name()
    assert speaking("system") == "fr"
    assert QLocale().name() == conventions  # the system's own (fr_CA) are kept: the default is not set
    assert QCoreApplication.translate("PreferencesDialog", "System language") == "Langue du système"
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Annuler"


def test_english_installs_nothing_and_looks_for_no_file(qtbot, speaking, monkeypatch):
    monkeypatch.setattr(language, "QTranslator", None)  # making one, to load a file, would raise
    assert speaking("system") == "en"
    assert speaking("en") == "en"


def test_english_keeps_the_conventions_of_a_c_locale(qtbot, speaking, monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: FakeSystemLocale("C")))
    conventions = QLocale().name()
    assert speaking("system") == "en"
    assert QLocale().name() == conventions


def test_numbers_and_dates_follow_a_language_the_system_does_not_speak(qtbot, speaking):
    speaking("de")
    assert QLocale().toString(12345) == "12.345"
    assert QLocale().monthName(12) == "Dezember"


def test_every_language_offered_has_its_translations_shipped():
    for code in language.CHOICES:
        if code != language.SOURCE_LANGUAGE:
            assert (language.translations_folder() / f"qtsolitaire_{code}.qm").is_file(), code


@pytest.mark.parametrize("stored", ["klingon", 3, None, ["de"], "DE"])
def test_a_language_settings_json_does_not_know_reads_as_system(stored):
    settings = Settings.load()
    settings.path.parent.mkdir(parents=True, exist_ok=True)
    settings.path.write_text(json.dumps({"version": 1, "language": stored, "theme": "jade"}), encoding="utf-8")
    notices = []
    again = Settings.load(notices=notices)
    assert again.language == "system"
    assert again.theme == "jade" and notices == []  # the rest of the file is kept, and it is nothing to warn about
    with pytest.raises(TypeError):
        again.language = "klingon"


def test_preferences_offer_each_language_in_its_own_words_from_the_next_start(qtbot):
    settings = Settings.load()
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    offered = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert offered == ["System language", "English", "Deutsch", "Français"]
    assert dialog.language.currentData() == "system"
    notes = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Takes effect the next time qtsolitaire starts." in notes
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.accept()
    settings.save()
    assert Settings.load().language == "fr"
    again = PreferencesDialog(Settings.load())
    qtbot.addWidget(again)
    assert again.language.currentText() == "Français"
    again.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert again.language.currentData() == "system"


def test_the_app_starts_in_the_language_chosen_in_preferences(qtbot, speaking, monkeypatch):
    from tests.ui.test_app_start import run_app

    settings = Settings.load()
    settings.language = "de"
    settings.save()
    seen = {}

    def open_preferences(window):
        window.act_preferences.trigger()
        dialog = window.findChild(PreferencesDialog)
        seen["labels"] = {label.text() for label in dialog.findChildren(QLabel)}
        seen["cancel"] = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel).text()
        dialog.reject()

    assert run_app(monkeypatch, ["--game", "pyramid", "--deal", "3"], open_preferences) == 0
    assert {"Sprache:", "Wird beim nächsten Start von qtsolitaire wirksam."} <= seen["labels"]
    assert seen["cancel"] == "Abbrechen"


def test_shipped_layouts_are_named_in_the_language_a_players_own_keep_their_name(qtbot, speaking):
    from qtsolitaire.ui.main_window import MainWindow
    from tests.ui.conftest import rules_menu_actions, write_user_layout
    from tests.ui.test_mahjong_window import SPREAD

    write_user_layout("my-turtle", SPREAD, name="Turtle")  # a layout of the player's own, named like a shipped one
    speaking("de")
    window = MainWindow()
    qtbot.addWidget(window)
    window.start_game("mahjong", "turtle", 1)
    assert window.status_bar.rules_label.text() == "Layout: Schildkröte"
    names = [action.text() for action in rules_menu_actions(window)]
    assert {"Schildkröte", "Klassische Schildkröte", "Turtle"} <= set(names)
    window.start_game("mahjong", "my-turtle", 1)
    assert window.status_bar.rules_label.text() == "Layout: Turtle"
    assert window.controller.rules.key == "my-turtle"


def test_a_shipped_layout_opened_in_the_editor_is_named_in_the_language_a_players_own_keeps_its_name(
        qtbot, speaking):
    from qtsolitaire.store import paths
    from qtsolitaire.ui.layout_editor import LayoutEditor
    from tests.ui.conftest import write_user_layout
    from tests.ui.test_mahjong_window import SPREAD

    write_user_layout("turtle", SPREAD, name="Turtle")  # the player's own, with a shipped layout's id and name
    speaking("de")
    editor = LayoutEditor(None)
    qtbot.addWidget(editor)
    assert editor.open_file(Path(__file__).parents[2] / "layouts" / "turtle.json")
    assert editor.name_edit.text() == "Schildkröte"  # saved as a new layout of the player's, in German
    assert editor.open_file(paths.user_layouts_dir() / "turtle.json")
    assert editor.name_edit.text() == "Turtle"  # edited in place: its name is the player's word


def test_a_number_with_no_winnable_deal_is_explained_in_the_players_language(qtbot, speaking, monkeypatch):
    from qtsolitaire.engine.mjklondike import engine
    from tests.ui.conftest import new_window, wait_for_deal

    monkeypatch.setattr(engine, "MAX_WINNABLE_ATTEMPTS", 0)  # no deal tried: the engine gives up at once
    monkeypatch.setattr(engine, "SOLVED_ATTEMPTS", 0)
    speaking("de")
    window = new_window(qtbot)
    window.start_game("mjklondike", None, 12, winnable=True)
    wait_for_deal(qtbot, window)
    assert window.controller.deal == 12 and not window.controller.winnable_only
    assert window.statusBar().currentMessage() == (
        "Keine gewinnbare Verteilung für Spiel 12 gefunden (keine der 0 probierten Verteilungen erwies sich als "
        "gewinnbar); es wurde ausgeteilt, wie es fällt.")
