"""The UI's side of translation: the engine's `Text` keys in the player's language.

Strings written in the UI are marked where they stand, in the two shapes `lupdate` reads:
`translate("Context", "source")` for plain words and `Context.tr("%n source", "", n)` (a `QObject`
subclass named after its context) for plural forms. Messages from the engine and the store arrive as
`Text`; `text()` turns them, and any `str`, into what the label shows.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTranslator

from qtsolitaire.engine.text import Text, plural_form
from qtsolitaire.store import files

translate = QCoreApplication.translate


def text(message: Text | str) -> str:
    """What to show for a message: a `Text` translated, a `str` as it is (already translated where it was made)."""
    return message.render(translate) if isinstance(message, Text) else message


def reason(error: BaseException) -> str:
    """What went wrong, in words for the player: an exception's message, translated."""
    return text(files.message(error))


class EnglishPlurals(QTranslator):
    """English's own plural forms, for sources written "%n tile(s) left": Qt only replaces `%n`, so without
    this the untranslated window would read "1 tile(s) left". Installed first, it answers only what no
    language's translator (installed later, so asked before it) has translated."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if n < 0 or "(" not in source:
            return None  # a null string: Qt goes on to the source itself
        return plural_form(source, n)

    def isEmpty(self) -> bool:
        return False


def install_english_plurals(app: QCoreApplication) -> None:
    """Give `app` the English plural forms, once; language translators installed after it take precedence."""
    # Remembered on the app, not looked for with findChild: that wraps every child the application has (its
    # platform objects among them, each building its Python type), a cost paid on every start.
    if getattr(app, "english_plurals", None) is None:
        app.english_plurals = EnglishPlurals(app)
        app.installTranslator(app.english_plurals)


def number(value: int) -> str:
    """A count or score as the player's locale writes it ("12,345", "12.345", "12 345")."""
    return QLocale().toString(value)


def long_date(day: date) -> str:
    """A day in words, in the player's language and order: "4 December 2026", "4. Dezember 2026"."""
    # The order and punctuation of the day, month and year differ by language: the translator gives them.
    pattern = translate("Dates", "d MMMM yyyy", "a day in words (Qt date format: d day, MMMM month name, yyyy year)")
    return QLocale().toString(QDate(day.year, day.month, day.day), pattern)
