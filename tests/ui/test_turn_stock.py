"""Move > Turn Stock (D) draws in the games that have a stock, and is hidden in Mahjong."""

import pytest


@pytest.mark.parametrize("game", ["pyramid", "mjklondike"])
def test_turn_stock_draws_like_a_click_on_the_stock(qtbot, window, game):
    window.start_game(game, None, 31, winnable=False)
    c = window.controller
    stock_before = len(c.state.stock)
    assert window.act_draw.isVisible() and window.act_draw.shortcut().toString() == "D"
    window.act_draw.trigger()
    assert len(c.state.stock) < stock_before and c.history.can_undo


def test_mahjong_has_no_stock_to_turn(qtbot, window):
    window.start_game("mahjong", "turtle", 1)
    assert not window.act_draw.isVisible()


def test_a_hint_note_goes_once_its_move_is_played(qtbot, window):
    window.start_game("pyramid", None, 31, winnable=False)
    c = window.controller
    c.hint()
    assert window.statusBar().currentMessage().startswith("Hint")
    c.play(c.hint_move())
    assert window.statusBar().currentMessage() == ""
