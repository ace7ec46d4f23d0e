"""Numbers as the player's locale writes them: counts ("1,234", "1.234"), shares ("66.7%", "66,7 %") and days."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QLocale

from qtsolitaire.ui.i18n import translate


def count_text(value: float | None) -> str:
    """A whole number in the player's locale; "—" for none."""
    return "—" if value is None else QLocale().toString(int(value))


def rate_text(rate: float | None) -> str:
    """A share of 1 as a percentage in the player's locale, whole when it is whole, else to a tenth; "—" for none."""
    if rate is None:
        return "—"
    percent = round(100 * rate, 1)
    number = QLocale().toString(percent, "f", 0 if percent == int(percent) else 1)
    return translate("Figures", "{percent}%", "a percentage; French and German put a space before %").format(
        percent=number)


def day_text(day: date) -> str:
    """A day as the player's language writes it: "4 December 2026", "4. Dezember 2026"."""
    return QLocale().toString(QDate(day.year, day.month, day.day), translate("Figures", "d MMMM yyyy", "date format"))
