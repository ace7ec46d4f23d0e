"""A count shown with a noun takes the plural form of the player's language: Qt's own choice, from a compiled
translation, with English's forms when none is loaded."""

import subprocess
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tests.ui.conftest import play_pairs

FRENCH = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n move(s) in {time}</source>
        <translation><numerusform>%n coup en {time}</numerusform><numerusform>%n coups en {time}</numerusform></translation>
    </message>
</context>
</TS>
"""


@pytest.fixture
def french(tmp_path):
    """A French translation of the banner's summary, compiled by Qt's lrelease and installed for one test."""
    source = tmp_path / "plural_fr.ts"
    source.write_text(FRENCH, encoding="utf-8")
    lrelease = next(Path(PySide6.__file__).parent.glob("lrelease*"))
    subprocess.run([str(lrelease), "-silent", str(source)], check=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "plural_fr.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def summaries(qtbot, window) -> list[str]:
    """The won banner's text after no move, one move and two moves of a Mahjong deal."""
    window.start_game("mahjong", "turtle", 6, winnable=False)
    texts = []
    for moves in range(3):
        if moves:
            play_pairs(window.controller, 1)
        assert window.controller.moves_made() == moves
        window._on_finished("won")
        texts.append(window.banner.text.rsplit(" ", 1)[0])  # the time is left out
    return texts


def test_english_reads_move_and_moves(qtbot, window):
    assert summaries(qtbot, window) == ["0 moves in", "1 move in", "2 moves in"]


def test_french_takes_the_singular_for_none_and_one(qtbot, window, french):
    assert summaries(qtbot, window) == ["0 coup en", "1 coup en", "2 coups en"]


def test_numbers_and_days_are_written_as_the_locale_writes_them(german_locale):
    from datetime import date

    from qtsolitaire.ui.i18n import long_date, number

    assert number(12345) == "12.345"
    assert long_date(date(2026, 12, 4)) == "4 Dezember 2026"  # the order and the dot after the day: the translation's
