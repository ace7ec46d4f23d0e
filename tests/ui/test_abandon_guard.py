"""Never lose a game without asking (RULES.md section 4): every way to another game asks while one is under way,
with a "don't ask again" in the question and in Preferences; a launch naming the game under way just shows it."""

import argparse

import pytest
from PySide6.QtWidgets import QMessageBox

from qtsolitaire import app
from qtsolitaire.store.records import Outcome
from qtsolitaire.ui.dialogs.preferences import PreferencesDialog
from tests.ui.conftest import new_window, rules_menu_actions


def start_playing(qtbot, window, game_id="pyramid", rule_key="pyramid"):
    """A game on screen with a move made: under way, so leaving it would count as a loss."""
    window.start_game(game_id, rule_key, 7, winnable=False)
    window.show()
    c = window.controller
    c.play(c.hint_move() or c.engine.hint(c.state))
    assert window.game_under_way()
    return c


def asked(window) -> QMessageBox | None:
    box = window.findChild(QMessageBox, "abandonBox")
    return box if box is not None and box.isVisible() else None


def answer(qtbot, window, button_text: str, never_ask: bool = False) -> None:
    qtbot.waitUntil(lambda: asked(window) is not None)
    box = asked(window)
    box.checkBox().setChecked(never_ask)
    next(b for b in box.buttons() if b.text() == button_text).click()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "abandonBox") is None)


def launch(*arguments: str) -> argparse.Namespace:
    return app.parse_arguments(list(arguments))


def ctrl_n(window):
    window.act_new.trigger()


def f5(window):
    window.act_restart.trigger()


def another_game(window):
    window._game_actions["mahjong"].trigger()


def another_rule_set(window):
    next(a for a in rules_menu_actions(window) if a.text() == "Pyramid — whole pack").trigger()


def custom_rules_chosen(window):
    from qtsolitaire.ui.dialogs.pyramid_options import PyramidOptionsDialog

    window.show_custom_rules(PyramidOptionsDialog)
    dialog = window.findChild(PyramidOptionsDialog)
    dialog.temp_store.setChecked(True)
    dialog.accept()


def a_layout_picked(window):
    from qtsolitaire.ui.dialogs import layouts

    layouts.choose_layout(window).chosen.emit("butterfly")


def second_launch_of_another_game(window):
    app.second_launch(window, ["--game", "mahjong"])


def desktop_action_of_another_rule_set(window):
    app.second_launch(window, ["--game", "pyramid", "--rules", "pyramid/pack"])


def daily_challenge(window):
    window.act_daily.trigger()


WAYS_IN = [ctrl_n, f5, another_game, another_rule_set, custom_rules_chosen, a_layout_picked,
           second_launch_of_another_game, desktop_action_of_another_rule_set, daily_challenge]


@pytest.mark.parametrize("way_in", WAYS_IN, ids=lambda way: way.__name__)
def test_every_way_in_asks_and_keep_playing_keeps_the_game(qtbot, window, way_in):
    first = start_playing(qtbot, window)
    moves = len(first.history.all_moves)
    way_in(window)
    box = asked(window)
    assert box is not None and box.text() == "Abandon this game? It will count as a loss."
    assert box.windowTitle() == "Abandon Game" and box.defaultButton().text() == "&Keep Playing"
    assert first.clock.held_for("dialog")  # the game's clock waits for the answer
    answer(qtbot, window, "&Keep Playing")
    assert window.controller is first and len(first.history.all_moves) == moves and not first.recorded
    assert window._game_actions["pyramid"].isChecked()  # the Play menu shows the game kept
    checked = [a.text() for a in rules_menu_actions(window) if a.isChecked()]
    assert checked == ["Pyramid"]
    assert list(window.session.records.games()) == []


@pytest.mark.parametrize("way_in", WAYS_IN, ids=lambda way: way.__name__)
def test_every_way_in_goes_on_once_the_player_abandons(qtbot, window, way_in):
    first = start_playing(qtbot, window)
    way_in(window)
    answer(qtbot, window, "&Abandon Game")
    assert window.controller is not first and not window.game_under_way()
    assert [g.outcome for g in window.session.records.games()] == [Outcome.ABANDONED]


def test_nothing_is_asked_when_nothing_would_be_lost(qtbot, window):
    window.start_game("pyramid", "pyramid", 7, winnable=False)
    window.show()
    fresh = window.controller
    window.act_new.trigger()  # a fresh deal, no move made
    assert asked(window) is None and window.controller is not fresh
    c = start_playing(qtbot, window)
    c.set_paused(False)
    window._on_finished("lost")
    c.outcome = "lost"  # a game that is over has nothing left to lose
    window.act_new.trigger()
    assert asked(window) is None and window.controller is not c


def test_dont_ask_again_in_the_question_and_back_on_in_preferences(qtbot, window):
    start_playing(qtbot, window)
    window.act_new.trigger()
    answer(qtbot, window, "&Keep Playing", never_ask=True)  # kept: nothing to remember
    assert window.session.settings.ask_before_abandoning
    window.act_new.trigger()
    answer(qtbot, window, "&Abandon Game", never_ask=True)
    assert not window.session.settings.ask_before_abandoning
    assert not new_window(qtbot).session.settings.ask_before_abandoning  # saved
    second = start_playing(qtbot, window)
    window.act_new.trigger()  # not asked now
    assert asked(window) is None and window.controller is not second

    window.show_preferences()
    dialog = window.findChild(PreferencesDialog)
    assert not dialog.ask_to_abandon.isChecked()
    dialog.ask_to_abandon.setChecked(True)
    dialog.accept()
    assert window.session.settings.ask_before_abandoning
    start_playing(qtbot, window)
    window.act_new.trigger()
    assert asked(window) is not None


def test_preferences_restore_defaults_asks_again(qtbot, window):
    window.session.settings.ask_before_abandoning = False
    window.show_preferences()
    dialog = window.findChild(PreferencesDialog)
    assert not dialog.ask_to_abandon.isChecked()
    dialog._defaults()
    assert dialog.ask_to_abandon.isChecked()


@pytest.mark.parametrize("arguments", [["--game", "pyramid"], ["--game", "pyramid", "--rules", "pyramid"],
                                       ["--game", "pyramid", "--deal", "7"]])
def test_a_second_launch_naming_the_game_under_way_just_brings_it_to_the_front(qtbot, window, arguments):
    first = start_playing(qtbot, window)
    window.showMinimized()
    app.second_launch(window, arguments)
    assert asked(window) is None and window.controller is first and not window.isMinimized()
    assert window.isVisible()


def test_a_second_launch_with_a_bad_command_line_disturbs_nothing(qtbot, window):
    first = start_playing(qtbot, window)
    app.second_launch(window, ["--game", "pyramid", "--rules", "no-such-rules"])
    app.second_launch(window, ["--deal", "0"])
    assert asked(window) is None and window.controller is first


def test_a_first_launch_naming_another_game_sets_up_the_saved_one_and_asks(qtbot):
    first_window = new_window(qtbot)
    start_playing(qtbot, first_window)
    first_window.close()  # the game under way is saved

    window = new_window(qtbot)
    app.open_requested(window, launch("--game", "mahjong"))
    qtbot.waitUntil(lambda: asked(window) is not None)
    assert window.controller.game.id == "pyramid" and window.game_under_way()
    answer(qtbot, window, "&Abandon Game")
    assert window.controller.game.id == "mahjong"
    assert [g.outcome for g in window.session.records.games()] == [Outcome.ABANDONED]


def test_a_first_launch_naming_the_saved_game_resumes_it(qtbot):
    first_window = new_window(qtbot)
    played = start_playing(qtbot, first_window)
    moves = len(played.history.all_moves)
    first_window.close()

    window = new_window(qtbot)
    app.open_requested(window, launch("--game", "pyramid"))
    qtbot.wait(50)
    assert asked(window) is None
    assert window.controller.deal == 7 and len(window.controller.history.all_moves) == moves


def test_a_first_launch_with_nothing_saved_deals_the_game_named(qtbot):
    window = new_window(qtbot)
    app.open_requested(window, launch("--game", "mjklondike", "--deal", "12"))
    assert (window.controller.game.id, window.controller.deal) == ("mjklondike", 12)
    with pytest.raises(KeyError):
        app.open_requested(new_window(qtbot), launch("--game", "pyramid", "--rules", "no-such-rules"))
