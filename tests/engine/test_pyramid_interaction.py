"""Pyramid's interaction rules without Qt: what a click, a drop or a key on a card or a pile means."""

from hypothesis import given, settings
from hypothesis import strategies as st

from qtsolitaire.engine.pyramid.cards import PACK, parse_card as card
from qtsolitaire.engine.pyramid.game import ENGINE, Draw, Park, Redeal, Remove, apply, legal_moves
from qtsolitaire.engine.pyramid.interaction import (
    FOUNDATION, PILES, STOCK, TEMP, click, drop, drop_allowed, half_covered, hint_targets,
    refusal, selectable,
)
from qtsolitaire.engine.pyramid.rules import PyramidRules
from tests.engine.pyramid_helpers import RANDOM_RULES, position
from tests.engine.random_play import played_on

PLAIN = PyramidRules()


def test_a_pair_is_picked_then_played():
    state = position(PLAIN, {21: "5C", 22: "8D", 0: "2H"}, ["3S"])
    assert click(state, None, card("5C")) == (card("5C"), None, None)
    assert click(state, card("5C"), card("5C")) == (None, None, None)  # a second click puts it down
    assert click(state, card("5C"), card("8D")).move == Remove.of(card("5C"), card("8D"))


def test_a_bad_pair_says_why_and_picks_the_second_card():
    state = position(PLAIN, {21: "5C", 22: "9D"}, ["3S"])
    result = click(state, card("5C"), card("9D"))
    assert result[:2] == (card("9D"), None) and str(result.message) == "Those add up to 14, not 13"


def test_a_covered_card_says_why_and_a_king_goes_alone():
    state = position(PLAIN, {0: "2H", 1: "KD", 2: "3C"}, ["3S"])
    covered = click(state, None, card("2H"))
    assert covered[:2] == (None, None) and str(covered.message) == "That card is covered"
    assert click(state, card("3C"), card("KD")) == (None, Remove.of(card("KD")), None)


def test_the_stock_turns_and_keeps_a_selection_still_in_play():
    state = position(PLAIN, {21: "5C"}, ["3S", "4S"])
    result = click(state, card("5C"), STOCK)
    assert result == (card("5C"), Draw(), None)
    assert click(state, None, card("3S")).move == Draw()  # the face-up stock top, clicked: the stock


def test_a_king_on_the_stock_is_turned_by_a_click_and_goes_by_a_drag_or_from_the_waste():
    state = position(PLAIN, {21: "5C"}, ["KS", "4S"])
    assert click(state, None, STOCK).move == Draw()
    assert click(state, None, card("KS")).move == Draw()  # the stock's face-up top: still the stock
    assert drop(state, card("KS"), FOUNDATION).move == Remove.of(card("KS"))
    turned = apply(state, Draw())
    assert click(turned, None, card("KS")).move == Remove.of(card("KS"))


def test_the_stock_top_pairs_with_the_selection():
    state = position(PLAIN, {21: "5C"}, ["8S", "4S"])
    assert click(state, card("5C"), STOCK).move == Remove.of(card("5C"), card("8S"))
    closed = position(PyramidRules(stock_top_available=False), {21: "5C"}, ["8S", "4S"])
    assert click(closed, card("5C"), STOCK).move == Draw()


def test_an_empty_stock_redeals_or_says_none_is_left():
    state = position(PyramidRules(redeals=1), {21: "5C"}, [], waste=["3S", "4S"])
    assert click(state, None, STOCK).move == Redeal()
    spent = position(PyramidRules(redeals=0), {21: "5C"}, [], waste=["3S", "4S"])
    refused = click(spent, None, STOCK)
    assert refused[:2] == (None, None) and str(refused.message) == "No redeals left"


def test_the_store_parks_the_selection_and_asks_for_one():
    rules = PyramidRules(temp_store=True)
    state = position(rules, {21: "5C"}, ["3S"])
    assert click(state, card("5C"), TEMP).move == Park(card("5C"))
    assert "Pick an available card first" in str(click(state, None, TEMP).message)
    assert click(position(PLAIN, {21: "5C"}, ["3S"]), None, TEMP) == (None, None, None)


def test_the_foundation_takes_no_lone_card_but_a_king():
    state = position(PLAIN, {21: "5C", 22: "KH"}, ["3S"])
    assert "needs a partner" in str(click(state, card("5C"), FOUNDATION).message)
    assert drop(state, card("KH"), FOUNDATION).move == Remove.of(card("KH"))
    assert drop(state, card("KH"), card("5C")).move is None  # a King pairs with nothing


def test_a_half_covered_card_pairs_with_its_coverer_under_the_option():
    rules = PyramidRules(covering_pair=True)
    state = position(rules, {20: "5C", 26: "8D"}, ["3S"])  # 26 rests on 20 alone (27 is gone)
    assert half_covered(state, card("5C")) and selectable(state, card("5C"))
    assert click(state, card("5C"), card("8D")).move == Remove.of(card("5C"), card("8D"))
    assert not selectable(position(PLAIN, {20: "5C", 26: "8D"}, ["3S"]), card("5C"))


def test_drops_mean_pairs_parks_or_nothing():
    state = position(PyramidRules(temp_store=True), {21: "5C", 22: "8D"}, ["3S", "4S"])
    assert drop(state, card("5C"), card("8D")).move == Remove.of(card("5C"), card("8D"))
    assert drop(state, card("5C"), TEMP).move == Park(card("5C"))
    assert drop(state, card("5C"), None) == (None, None, None)
    assert drop(state, card("5C"), card("4S")) == (None, None, None)  # under the stock top: nothing
    assert drop_allowed(state, card("5C"), card("8D")) and not drop_allowed(state, card("5C"), card("3S"))


def test_hints_light_their_cards_and_piles():
    state = position(PyramidRules(temp_store=True), {21: "5C"}, ["3S"])
    assert hint_targets(state, Draw()) == {card("3S")}
    assert hint_targets(position(PLAIN, {21: "5C"}, [], waste=["3S"]), Redeal()) == {STOCK}
    assert hint_targets(state, Park(card("5C"))) == {card("5C"), TEMP}
    assert hint_targets(state, None) == set()


@settings(max_examples=40, deadline=None)
@given(rules=RANDOM_RULES, deal=st.integers(1, 10**6), steps=st.lists(st.integers(0, 10**6), max_size=30),
       touches=st.lists(st.integers(0, 51 + len(PILES)), min_size=1, max_size=12))
def test_every_touch_is_a_legal_move_or_a_refusal(rules, deal, steps, touches):
    """Whatever the player touches, in any position: the answer is a move the engine takes, or none;
    the selection is always a card that can be picked; a refusal's reason is the engine's own."""
    state = played_on(ENGINE.new_game(rules, deal), steps, legal_moves, apply)
    selected = None
    for touch in touches:
        target = PACK[touch] if touch < 52 else PILES[touch - 52]
        result = click(state, selected, target)
        if result.move is not None:
            assert refusal(state, result.move) is None
            state = apply(state, result.move)
        assert result.selected is None or selectable(state, result.selected)
        if result.message:  # a refusal says what the engine says, or asks for a card first
            assert result.move is None
        selected = result.selected
        if selected is not None:
            for other in (STOCK, TEMP, FOUNDATION, *state.available_cards):
                dropped = drop(state, selected, other)
                assert dropped.move is None or refusal(state, dropped.move) is None
