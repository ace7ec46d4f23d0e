"""Daily Challenge, Surprise Me and streak scoring as a player meets them in the window."""

import random
from datetime import date

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QMessageBox, QToolBar

from qtsolitaire.engine.api import Capability
from qtsolitaire.engine.daily import daily_deal
from qtsolitaire.engine.pyramid import solver
from qtsolitaire.store.records import Outcome
from qtsolitaire.ui import main_window
from qtsolitaire.ui.dialogs.pyramid_options import PyramidOptionsDialog
from tests.ui.conftest import custom_rules

TODAY = date(2026, 12, 4)


@pytest.fixture(autouse=True)
def fixed_today(monkeypatch):
    monkeypatch.setattr(main_window, "utc_today", lambda: TODAY)


def play_to_the_win(c) -> None:
    for move in solver.solve(c.state).line:
        assert c.play(move)
    assert c.outcome == "won"


def start_playing(qtbot, window):
    """A Pyramid game on screen with a card turned: under way, so leaving it would count as a loss."""
    window.start_game("pyramid", "pyramid", 7)
    window.show()
    c = window.controller
    c.play(c.engine.Draw())
    return c


def abandon_box(window):
    return window.findChild(QMessageBox, "abandonBox")


def answer(qtbot, window, button_text: str) -> None:
    qtbot.waitUntil(lambda: abandon_box(window) is not None and abandon_box(window).isVisible())
    box = abandon_box(window)
    next(b for b in box.buttons() if b.text() == button_text).click()
    qtbot.waitUntil(lambda: abandon_box(window) is None)


@pytest.mark.parametrize("game_id", ["mahjong", "pyramid", "mjklondike"])
def test_daily_challenge_deals_todays_deal_of_the_current_game_and_says_so(qtbot, window, game_id):
    window.session.settings.winnable_only = False  # the daily is the same for every player, whatever they chose
    window.start_game(game_id)
    window.show()
    qtbot.waitExposed(window)
    window.resize(1400, 720)  # room for every field of the status bar
    window.act_daily.trigger()
    c = window.controller
    rule_key, deal = daily_deal(game_id, TODAY)
    assert (c.game.id, c.rules.key, c.deal, c.daily) == (game_id, rule_key, deal, TODAY)
    assert c.winnable_only == (Capability.WINNABLE_DEALS in c.engine.capabilities)
    assert window.windowTitle().endswith("Daily Challenge of 4 December 2026")
    daily_label = window.findChild(type(window._verdict_label), "status:Daily")
    assert not daily_label.isHidden() and daily_label.text() == "Daily Challenge: 4 December 2026"
    window.new_game()  # an ordinary game after it is no daily
    assert window.controller.daily is None and daily_label.isHidden()
    assert "Daily" not in window.windowTitle()


def test_the_daily_action_is_in_the_game_menu_and_on_the_toolbar(window):
    game_menu = window.menuBar().actions()[0].menu()
    assert window.act_daily in game_menu.actions() and window.act_surprise in game_menu.actions()
    assert window.act_daily in window.findChild(QToolBar, "gameToolbar").actions()


def test_a_won_daily_is_recorded_as_its_day_and_shows_in_the_banner(qtbot, window):
    window.start_game("pyramid")
    window.start_daily()
    play_to_the_win(window.controller)
    assert not window.banner.isHidden() and window.banner.title == "Daily Challenge of 4 December 2026 won!"
    (game,) = window.session.records.games()
    assert (game.daily, game.outcome, game.deal) == (TODAY, Outcome.WON, daily_deal("pyramid", TODAY).deal)
    stats = window.session.records.daily_stats("pyramid", TODAY)
    assert (stats.days_played, stats.days_won, stats.current_run) == (1, 1, 1)
    window.restart()  # a replay of the deal is still that day's challenge
    assert window.controller.daily == TODAY


def test_an_older_day_from_the_statistics_calendar_is_played_and_recorded_as_that_day(qtbot, window):
    from qtsolitaire.ui.dialogs.statistics import StatisticsDialog

    under_way = start_playing(qtbot, window)
    window.show_statistics(daily=True)
    dialog = window.findChild(StatisticsDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.showing_daily and dialog.chosen_day == TODAY
    assert dialog.play_day_button.text() == "&Play Today's Challenge"
    earlier = date(2026, 11, 20)
    dialog.calendar.setSelectedDate(QDate(2026, 11, 20))
    assert "20 November 2026" in dialog.day_label.text() and "not played" in dialog.day_label.text()
    dialog.play_day_button.click()
    qtbot.waitUntil(lambda: abandon_box(window) is not None)
    assert under_way.clock.held_for("dialog")  # the clock waits while the player makes up their mind
    answer(qtbot, window, "&Abandon Game")
    c = window.controller
    assert (c.daily, c.deal) == (earlier, daily_deal("pyramid", earlier).deal)
    assert window.windowTitle().endswith("Daily Challenge of 20 November 2026")
    play_to_the_win(c)
    assert window.session.records.games()[0].daily == earlier
    assert window.session.records.daily_stats("pyramid", TODAY).days == {earlier: True}


def test_the_calendar_marks_days_won_and_days_played_but_not_won(qtbot, window, game_record):
    from qtsolitaire.ui.dialogs.statistics import StatisticsDialog

    records = window.session.records
    records.add(game_record(outcome="won", daily=date(2026, 12, 2)))
    records.add(game_record(outcome="lost", daily=date(2026, 12, 3)))
    dialog = StatisticsDialog(records, window, game_id="pyramid", today=TODAY, daily=True)
    qtbot.addWidget(dialog)
    assert [dialog.daily_tiles[k].value.text() for k in dialog.daily_tiles] == ["2", "1", "0", "1"]
    assert dialog.calendar.marked == {date(2026, 12, 2): True, date(2026, 12, 3): False}
    tips = [dialog.calendar.dateTextFormat(QDate(2026, 12, day)).toolTip() for day in (1, 2, 3)]
    assert tips == ["", "Won", "Played, not won"]
    picture = dialog.calendar.grab().toImage()
    colours = {picture.pixelColor(x, y).name() for x in range(0, picture.width(), 3)
               for y in range(0, picture.height(), 3)}
    assert {"#3f9d5a", "#d0573f"} <= colours  # the won and the lost day are painted in their colours
    assert dialog.calendar.maximumDate() == QDate(2026, 12, 4)  # no peeking at tomorrow
    dialog.view_tabs.setCurrentIndex(0)
    assert not dialog.showing_daily and dialog.rule_combo.isVisible() == dialog.isVisible()
    deals = [dialog.recent_table.topLevelItem(row).text(2) for row in range(2)]  # newest first, "All rule sets"
    assert deals[0].endswith("(daily, 3 Dec 2026)") and deals[1].endswith("(daily, 2 Dec 2026)")


def test_a_daily_in_progress_is_resumed_as_the_daily(qtbot, window):
    from qtsolitaire.ui.dialogs.statistics import StatisticsDialog
    from qtsolitaire.ui.main_window import MainWindow

    window.start_game("pyramid")
    window.start_daily()
    c = window.controller
    c.play(solver.solve(c.state).line[0])
    window.show_statistics()
    dialog = window.findChild(StatisticsDialog)
    assert dialog.showing_daily and dialog.day_label.text().endswith("Pyramid Solitaire, being played now.")
    dialog.reject()
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.resume_or_start()
    assert again.controller.daily == TODAY and len(again.controller.history.all_moves) == 1


def test_surprise_me_asks_before_abandoning_a_game_under_way(qtbot, window):
    first = start_playing(qtbot, window)
    window.act_surprise.trigger()
    answer(qtbot, window, "&Keep Playing")
    assert window.controller is first and not first.recorded
    window.act_surprise.trigger()
    answer(qtbot, window, "&Abandon Game")
    assert window.controller is not first
    assert (window.controller.game.id, window.controller.rules.key) != ("pyramid", "pyramid")
    assert window.session.records.games()[0].outcome == Outcome.ABANDONED


def test_the_daily_asks_too_but_not_over_a_fresh_game_nor_over_itself(qtbot, window):
    window.start_game("pyramid", "pyramid", 7)
    window.show()
    window.start_daily()  # nothing played yet: nothing to lose
    assert window.controller.daily == TODAY and abandon_box(window) is None
    daily = window.controller
    daily.play(daily.engine.Draw())
    window.start_daily()  # the same challenge again: nothing to abandon it for
    assert window.controller is daily and abandon_box(window) is None
    assert window.statusBar().currentMessage().startswith("This is the Daily Challenge of 4 December 2026")
    start_playing(qtbot, window)
    window.start_daily()
    answer(qtbot, window, "&Abandon Game")
    assert window.controller.daily == TODAY and not window.controller.started


@pytest.mark.parametrize("seed", range(3))
def test_surprise_me_picks_games_and_rule_sets_at_random(qtbot, window, monkeypatch, seed):
    monkeypatch.setattr(main_window, "random", random.Random(seed))
    # What is picked is the point, not the search for a winnable deal of it, seconds long on some rule sets.
    window.session.settings.winnable_only = False
    seen = set()
    for _ in range(12):
        window.surprise_me()
        seen.add((window.controller.game.id, window.controller.rules.key))
    assert len({game_id for game_id, _ in seen}) >= 2 and len(seen) >= 6


def test_streak_scoring_from_custom_rules_multiplies_a_win_by_the_streak(qtbot, window, game_record):
    window.start_game("pyramid")
    window.show()
    custom_rules(window)
    dialog = window.findChild(PyramidOptionsDialog)
    dialog.streak_scoring.setChecked(True)
    assert "streak scoring" in dialog.summary.text()
    dialog.accept()
    c = window.controller
    assert c.rules.key == "pyramid/streak" and c.scores_by_streak and c.streak == 0
    assert window.status_text("Score") == "0 \u00d7 1"
    play_to_the_win(c)
    assert window.status_text("Score") == f"{c.state.score:,}" and c.score() == c.state.score
    window.restart()
    second = window.controller
    assert second.streak == 1 and window.status_text("Score") == "0 \u00d7 2"
    play_to_the_win(second)
    assert second.score() == 2 * second.state.score
    assert window.banner.text.startswith(f"Score {2 * second.state.score} — ")
    best = window.session.records.stats("pyramid", "pyramid/streak").best_score
    assert best == 2 * second.state.score
    window.restart()
    third = window.controller
    third.play(third.engine.Draw())
    window.restart()  # the third game, abandoned, ends the streak
    assert window.controller.streak == 0
    assert window.session.records.games()[0].score == third.state.score  # not won: its points once
