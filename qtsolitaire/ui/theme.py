"""Looks the player picks from View > Theme: the table, the tile set and the card set.

"Automatic" follows the system's light or dark mode.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication

from qtsolitaire.ui.i18n import translate


class Theme(NamedTuple):
    id: str
    table: str  # the felt colour behind the board
    table_edge: str  # a darker tone for the vignette at the table's edges
    text: str  # labels drawn on the table (pile names, counters)
    tiles: str  # tile art set id (resources/tiles/<id>)
    cards: str  # card art set id (resources/cards/<id>)
    card_back: str  # card back element of that set
    dark: bool

    @property
    def name(self) -> str:
        """The name View > Table shows, in the player's language."""
        return {
            "green": translate("Theme", "Green Baize"),
            "parlour": translate("Theme", "Parlour (light)"),
            "night": translate("Theme", "Night (dark)"),
        }[self.id]

    def table_color(self) -> QColor:
        return QColor(self.table)


THEMES: tuple[Theme, ...] = (
    Theme("green", "#1d5a3c", "#0f3a26", "#e9f1e6", "classic", "classic", "back-blue", False),
    Theme("parlour", "#c9b48a", "#9c8559", "#3b2e1a", "classic", "classic", "back-red", False),
    Theme("night", "#1b2028", "#0c0f14", "#c9d1dc", "night", "classic", "back-blue", True),
)
AUTOMATIC = "auto"


def system_prefers_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark


def theme_for(theme_id: str) -> Theme:
    """The theme of a stored id; "auto" and unknown ids follow the system's colour scheme."""
    for theme in THEMES:
        if theme.id == theme_id:
            return theme
    return THEMES[2] if system_prefers_dark() else THEMES[0]
