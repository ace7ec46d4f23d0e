"""The UI's side of translation: the engine's `Text` keys in the player's language.

Strings written in the UI are marked where they stand, in the two shapes `lupdate` reads:
`translate("Context", "source")` for plain words and `Context.tr("%n source", "", n)` (a `QObject`
subclass named after its context) for plural forms. Messages from the engine and the store arrive as
`Text`; `text()` turns them, and any `str`, into what the label shows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from qtsolitaire.engine.text import Text

translate = QCoreApplication.translate


def _qt_translate(context: str, source: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, source, disambiguation, n)


def text(message: Text | str) -> str:
    """What to show for a message: a `Text` translated, a `str` as it is (already translated where it was made)."""
    return message.render(_qt_translate) if isinstance(message, Text) else message


class EnglishPlurals(QTranslator):
    """English, the language of the sources, in its plural forms: "%n file(s)" reads "1 file", "3 files".

    Installed first, so a language's own translations come before it; it answers only the plural sources."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if n < 0 or "(s)" not in source:
            return None  # not ours to say: the next translator, or the source itself
        return source.replace("(s)", "" if n == 1 else "s")

    def isEmpty(self) -> bool:
        return False


def install_english_plurals(app: QCoreApplication) -> None:
    """Give `app` the English plural forms, once."""
    if app.findChild(EnglishPlurals) is None:
        app.installTranslator(EnglishPlurals(app))
