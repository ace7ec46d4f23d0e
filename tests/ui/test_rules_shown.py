"""The rule set or layout in play is always in sight: in the window title and in the status bar."""

import pytest

from qtsolitaire.engine import registry
from qtsolitaire.ui.main_window import game_and_rules



@pytest.mark.parametrize(("game", "rules", "title"), [
    ("Mahjong Solitaire", "Turtle", "Mahjong Solitaire — Turtle"),
    ("Pyramid Solitaire", "Pyramid", "Pyramid Solitaire"),
    ("Pyramid Solitaire", "Pyramid — whole pack", "Pyramid — whole pack"),
    ("Pyramid Solitaire", "Pyramid (2 redeals, covering pair)", "Pyramid (2 redeals, covering pair)"),
    ("MahJongg Klondike", "MahJongg Klondike", "MahJongg Klondike"),
    ("MahJongg Klondike", "Long Klondike", "MahJongg Klondike — Long Klondike"),
])
def test_the_title_says_game_and_rule_set_once(game, rules, title):
    assert game_and_rules(game, rules) == title


@pytest.mark.parametrize(("game_id", "rule_key", "title", "field"), [
    ("mahjong", "butterfly", "Mahjong Solitaire — Butterfly", "Layout: Butterfly"),
    ("pyramid", "pyramid/pack", "Pyramid — whole pack", "Rules: Pyramid — whole pack"),
    ("pyramid", "pyramid", "Pyramid Solitaire", "Rules: Pyramid"),
    ("mjklondike", "draw=3-2-1;redeals=5;lockstep=on;empty=wind", "MahJongg Klondike — Long Klondike",
     "Rules: Long Klondike"),
])
def test_title_and_status_bar_name_the_rule_set(qtbot, window, game_id, rule_key, title, field):
    window.start_game(game_id, rule_key, 4, winnable=False)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == title
    label = window._rules_label
    assert label.text() == field and label.toolTip() == ""
    window.resize(760, 560)  # the fields the board repeats make way; the rule set stays, whole
    qtbot.wait(50)
    window._refresh_status()
    assert label.isVisible() and label.width() >= label.sizeHint().width()
    assert label.geometry().right() < window.statusBar().width()


def test_every_way_to_another_rule_set_renames_title_and_field(qtbot, window):
    window.start_game("pyramid", "pyramid", 4, winnable=False)
    for rule_set in registry.game("pyramid").engine.rule_sets():
        window.start_game("pyramid", rule_set.key, 4, winnable=False)
        assert window._rules_label.text() == f"Rules: {rule_set.name}"
        assert str(rule_set.name).split(" — ")[-1] in window.windowTitle()
    window.start_game("mahjong", "turtle", 4, winnable=False)
    assert (window.windowTitle(), window._rules_label.text()) == ("Mahjong Solitaire — Turtle", "Layout: Turtle")


def test_a_long_custom_rule_set_is_cut_short_in_the_bar_and_whole_in_title_and_tooltip(qtbot, window):
    key = "pyramid/r-unl.no-stock-top.cover.temp.pack.undo-move"
    window.start_game("pyramid", key, 4, winnable=False)
    name = str(window.controller.rules.name)
    assert window.windowTitle() == name and len(name) > 60
    label = window._rules_label
    assert label.text().endswith("…") and label.toolTip() == f"Rules: {name}"
    assert label.sizeHint().width() < 300
