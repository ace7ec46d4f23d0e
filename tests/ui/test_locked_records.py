"""Issue 31, item 6, in the window: a records book locked by another program never makes the window wait,
a game finished meanwhile is entered once the book is free, and Statistics says the book is busy."""

import time

from PySide6.QtWidgets import QMessageBox

from qtsolitaire.store import autosave
from qtsolitaire.store.records import Records
from tests.store.test_records_hostile import locked_book, seed, writer_held_at_the_book
from tests.ui.conftest import write_user_layout
from tests.ui.test_session import SPREAD, new_window, play_pairs
from tests.waiting import PATIENCE_MS, PATIENCE_S


def test_a_game_won_while_the_book_is_locked_is_entered_once_it_is_free(qtbot, game_record, monkeypatch):
    from qtsolitaire.ui import session

    seed(game_record, 1)
    write_user_layout("spread", SPREAD)
    window = new_window(qtbot)
    window.show()
    with locked_book():
        with writer_held_at_the_book(monkeypatch):  # the window plays on while the writer is stuck at the book
            window.start_game("mahjong", "spread", 6)
            play_pairs(window.controller, 4)  # the winning pair: recorded at once
            window.new_game(7)
            assert window.controller.deal == 7
        qtbot.waitUntil(lambda: window.findChild(QMessageBox, "noticeBox") is not None, timeout=PATIENCE_MS)
        assert "in use by another program" in window.findChild(QMessageBox, "noticeBox").text()
        window.session.flush_saves()  # the writer has tried the book, then the journal
        assert autosave.load() is None  # the won game is safe in the journal: its save has gone
        monkeypatch.setattr(session, "READ_PATIENCE", 0.2)  # Statistics waits this long, twice: well inside 3 s
        start = time.monotonic()
        window.show_statistics()
        assert time.monotonic() - start < 3
        trouble = window.findChild(QMessageBox, "statisticsTrouble")
        assert trouble is not None and "in use by another program" in trouble.text()
        trouble.close()
    assert window.session.records_writer.flush(timeout=PATIENCE_S)  # the book is free: the journal goes into it
    with Records.open() as records:
        assert [(game.deal, game.outcome.value) for game in records.games("mahjong")] == [(6, "won")]
    window.close()


def test_statistics_open_when_the_book_can_no_longer_be_read_says_so_instead_of_a_traceback(qtbot, game_record):
    from qtsolitaire.ui.dialogs.statistics import StatisticsDialog

    seed(game_record, 2)
    records = Records.open_for_reading(patience=0.2)
    dialog = StatisticsDialog(records, game_id="pyramid")
    qtbot.addWidget(dialog)
    records.close()  # every later read fails, as reads of a book another program took meanwhile do
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("mahjong"))
    assert dialog.empty_title.text() == "Your records cannot be read just now"
    assert not dialog.reset_button.isEnabled()
