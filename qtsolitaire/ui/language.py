"""The language the window speaks: the player's choice in Preferences, or the system's, read once at start-up.

English is the language of the sources, so it needs no translator and no file is looked for. Any other
language loads two: ours (`resources/translations/qtsolitaire_<lang>.qm`) and Qt's own `qtbase_<lang>.qm`,
which translates the standard buttons (OK, Cancel, Restore Defaults) and dialogs Qt draws itself.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from qtsolitaire.shipped import shipped_folder

SOURCE_LANGUAGE = "en"
TRANSLATED = ("de", "fr")
SYSTEM = "system"
# The choices Preferences offers, each language named in its own words: a player finds their language by its name
# whatever the window speaks now.
CHOICES = {"en": "English", "de": "Deutsch", "fr": "Français"}


def translations_folder():
    return shipped_folder("resources") / "translations"


def chosen_language(setting: str, ui_languages: Iterable[str]) -> str:
    """The language to speak: the setting's, or for `system` the first of the system's languages we have."""
    if setting in CHOICES:
        return setting
    for tag in ui_languages:
        language = tag.replace("_", "-").split("-")[0].lower()
        if language in CHOICES:
            return language
    return SOURCE_LANGUAGE


def install_translators(app: QCoreApplication, setting: str) -> str:
    """Makes `app` speak the chosen language, and write numbers and dates as it does; returns it.
    For English no file is read."""
    system = QLocale.system()
    language = setting if setting in CHOICES else chosen_language(setting, system.uiLanguages())
    spoken = QLocale(language).language()
    if spoken != system.language() and not (language == SOURCE_LANGUAGE and system.language() == QLocale.Language.C):
        # "4. Dezember 2026" in a German window on a French system: the system's own conventions (de_AT, fr_CA,
        # en_GB, and C's for English) are kept only when it speaks the same language.
        QLocale.setDefault(QLocale(language))
    if language == SOURCE_LANGUAGE:
        return language
    for name, folder in ((f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
                         (f"qtsolitaire_{language}", str(translations_folder()))):
        translator = QTranslator(app)
        if translator.load(name, folder):  # a missing file leaves those words in English, nothing worse
            app.installTranslator(translator)
    return language
