import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from qtsolitaire.store import report
from qtsolitaire.store.files import StoreError
from qtsolitaire.store.records import Records
from qtsolitaire.ui.dialogs.statistics import StatisticsDialog


@pytest.fixture
def records():
    with Records.open() as opened:
        yield opened


@pytest.fixture
def seeded(records, game_record):
    records.add(game_record(outcome="won", seconds=200, moves=30, score=700))
    records.add(game_record(outcome="lost", seconds=50, moves=10, score=120))
    records.add(game_record(outcome="won", seconds=100, moves=28, score=960))
    records.add(game_record(rule_key="relaxed", outcome="won", seconds=90, moves=40, score=400))
    records.add(game_record(game_id="mahjong", rule_key="turtle", outcome="lost", seconds=700, moves=50))
    return records


def _open(qtbot, records, **where) -> StatisticsDialog:
    dialog = StatisticsDialog(records, None, **where)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _figures(dialog) -> dict[str, str]:
    return {caption: tile.value.text() for caption, tile in dialog.figure_tiles.items()}


def test_the_figures_of_a_game_over_all_its_rule_sets(qtbot, seeded):
    dialog = _open(qtbot, seeded, game_id="pyramid")
    assert dialog.pages.currentIndex() == 1
    figures = _figures(dialog)
    assert figures == {figure.caption.source: report.figure_text(figure)
                       for figure in report.figures(seeded.stats("pyramid"), "pyramid")}
    assert (figures["Played"], figures["Won"], figures["Win rate"]) == ("4", "3", "75%")
    assert (figures["Current streak"], figures["Best streak"]) == ("2", "2")
    assert (figures["Best time"], figures["Average win"], figures["Fewest moves"]) == ("1:30", "2:10", "28")
    assert figures["Best score"] == "960"
    assert dialog.reset_button.isEnabled()


def test_the_figures_of_one_rule_set_and_its_recent_games(qtbot, seeded):
    dialog = _open(qtbot, seeded, game_id="pyramid", rule_key="standard")
    assert dialog.rule_combo.currentData() == "standard"
    assert [dialog.rule_combo.itemText(i) for i in range(dialog.rule_combo.count())][0] == "All rule sets"
    figures = _figures(dialog)
    assert (figures["Played"], figures["Win rate"], figures["Best time"]) == ("3", "66.7%", "1:40")
    table = dialog.recent_table
    headers = [table.headerItem().text(c) for c in range(table.columnCount())]
    assert headers == ["Finished", "Deal", "Result", "Time", "Moves", "Score"]
    rows = [[table.topLevelItem(r).text(c) for c in range(1, 6)] for r in range(table.topLevelItemCount())]
    assert rows == [
        ["3", "Won", "1:40", "28", "960"],
        ["2", "Lost", "0:50", "10", "120"],
        ["1", "Won", "3:20", "30", "700"],
    ]
    assert [game.seconds for game in dialog.chart.games] == [200, 50, 100]
    assert dialog.chart.average_win == 150


def test_the_chart_draws_and_explains_each_bar(qtbot, seeded):
    dialog = _open(qtbot, seeded, game_id="pyramid")
    dialog.resize(760, 660)
    assert not dialog.chart.grab().isNull()
    assert len(dialog.chart._bar_rects()) == 4
    text = dialog.chart.describe(dialog.chart.games[1])
    assert text.startswith("Deal 2 · Lost · 0:50 · 10 moves · score 120")


def test_a_bar_of_a_one_move_game_says_1_move(qtbot, records, game_record):
    records.add(game_record(outcome="abandoned", seconds=5, moves=1, score=None))
    dialog = _open(qtbot, records, game_id="pyramid")
    assert " · 1 move\n" in dialog.chart.describe(dialog.chart.games[0])


def test_switching_game_shows_its_figures_and_layouts(qtbot, seeded):
    dialog = _open(qtbot, seeded, game_id="pyramid")
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("mahjong"))
    assert dialog.rule_label.text() == "&Layout"
    assert dialog.rule_combo.itemText(0) == "All layouts"
    assert dialog.rule_combo.itemText(dialog.rule_combo.findData("turtle")) == "Turtle"  # named by the engine
    figures = _figures(dialog)
    assert figures["Played"] == "1" and figures["Best time"] == "—" and "Best score" not in figures


def test_a_game_without_records_reads_well_and_offers_no_reset(qtbot, records):
    dialog = _open(qtbot, records, game_id="mjklondike")
    assert dialog.pages.currentIndex() == 0
    assert dialog.empty_title.text() == "No games of MahJongg Klondike yet"
    assert "will show up here" in dialog.empty_body.text()
    assert not dialog.reset_button.isEnabled() and not dialog.rule_combo.isEnabled()
    assert not dialog.grab().isNull()


def test_a_rule_set_without_games_is_offered_and_empty(qtbot, seeded):
    dialog = _open(qtbot, seeded, game_id="pyramid", rule_key="gone-layout")
    assert dialog.rule_combo.currentText() == "gone-layout"
    assert dialog.pages.currentIndex() == 0
    assert "“gone-layout”" in dialog.empty_body.text()
    dialog.rule_combo.setCurrentIndex(0)
    assert dialog.pages.currentIndex() == 1


def test_an_unknown_game_in_the_records_shows_its_id(qtbot, records, game_record):
    records.add(game_record(game_id="freecell", rule_key="classic"))
    dialog = _open(qtbot, records, game_id="freecell")
    assert dialog.game_combo.currentText() == "freecell"
    assert _figures(dialog)["Played"] == "1"


def test_reset_asks_first_and_a_no_keeps_everything(qtbot, seeded, monkeypatch):
    asked = []

    def decline(parent, title, text, *args):
        asked.append(text)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", decline)
    dialog = _open(qtbot, seeded, game_id="pyramid", rule_key="standard")
    dialog.reset_button.click()
    assert len(asked) == 1 and "3 games of Pyramid Solitaire — standard" in asked[0]
    assert seeded.stats("pyramid").played == 4


def test_reset_after_yes_deletes_only_what_is_shown(qtbot, seeded, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Reset)
    dialog = _open(qtbot, seeded, game_id="pyramid", rule_key="standard")
    dialog.reset_button.click()
    assert seeded.rule_keys("pyramid") == ["relaxed"]
    assert seeded.stats("mahjong").played == 1
    assert dialog.pages.currentIndex() == 0 and not dialog.reset_button.isEnabled()
    dialog.rule_combo.setCurrentIndex(0)
    assert _figures(dialog)["Played"] == "1"


def test_a_reset_that_cannot_write_says_why(qtbot, seeded, monkeypatch):
    warnings = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Reset)
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))

    def fail(*args):
        raise StoreError("records.sqlite3: the records could not be reset: the disk is full")

    monkeypatch.setattr(seeded, "reset", fail)
    dialog = _open(qtbot, seeded, game_id="pyramid")
    dialog.reset_button.click()
    assert warnings == ["records.sqlite3: the records could not be reset: the disk is full"]
    assert _figures(dialog)["Played"] == "4"


def test_a_long_rule_set_name_can_be_read_whole(qtbot, records, game_record):
    """A custom rule set's name is longer than the box: the list opens wide enough and the tooltip has it all."""
    key = "draw=2-1;redeals=unlimited;lockstep=off;empty=any"
    records.add(game_record(game_id="mjklondike", rule_key=key, outcome="abandoned", moves=1, score=None))
    dialog = _open(qtbot, records, game_id="mjklondike", rule_key=key)
    combo = dialog.rule_combo
    name = combo.currentText()
    assert len(name) > 60 and combo.toolTip() == name
    assert combo.view().minimumWidth() >= combo.view().fontMetrics().horizontalAdvance(name)


@pytest.mark.parametrize("key", ["Return", "Enter"])
def test_enter_closes_the_dialog_and_never_resets(qtbot, seeded, monkeypatch, key):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args) or QMessageBox.StandardButton.Reset)
    dialog = _open(qtbot, seeded, game_id="pyramid")
    assert dialog.reset_button.isEnabled()
    played = []
    dialog.daily_chosen.connect(lambda *day: played.append(day))
    for focused in (dialog.rule_combo, dialog.reset_button):  # even on the Reset button, Enter means Close
        dialog.show()
        qtbot.keyClick(focused, getattr(Qt.Key, f"Key_{key}"))
        qtbot.waitUntil(lambda: not dialog.isVisible())
    dialog.view_tabs.setCurrentIndex(1)  # the daily challenges, with their Play button
    dialog.show()
    assert dialog.play_day_button.isVisible()
    qtbot.keyClick(dialog.view_tabs, getattr(Qt.Key, f"Key_{key}"))
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert asked == [] and played == []
    assert seeded.stats("pyramid").played == 4


def test_figures_and_dates_are_written_as_the_players_locale_writes_them(qtbot, seeded, german_locale):
    from datetime import date

    from qtsolitaire.ui.figures import count_text, day_text

    dialog = _open(qtbot, seeded, game_id="pyramid", rule_key="standard")
    assert _figures(dialog)["Win rate"] == "66,7%"  # the German .qm adds the space before %; the comma is the locale's
    table = dialog.recent_table
    assert table.topLevelItem(0).text(0).startswith("1 März 2026")  # the German .qm gives "d. MMM yyyy"
    assert count_text(1205) == "1.205"
    assert day_text(date(2026, 12, 4)) == "4 Dezember 2026"
