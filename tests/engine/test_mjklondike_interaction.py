"""MahJongg Klondike's interaction rules without Qt: what a click, a double click, a drop or a key means."""

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from qtsolitaire.engine.mjklondike import game as klondike
from qtsolitaire.engine.mjklondike.engine import ENGINE
from qtsolitaire.engine.mjklondike.game import apply, legal_moves
from qtsolitaire.engine.mjklondike.interaction import (
    STOCK, Target, activate, click, drop, foundation_pile, hint_marks, movable, movable_tiles, run_of, takes,
    targets_for, to_foundation,
)
from qtsolitaire.engine.mjklondike.tiles import RANK, SUIT
from tests.engine.random_play import played_on

RULES = ENGINE.rule_sets()[0]


def fresh(deal=1):
    return ENGINE.new_game(RULES, deal)


def last_tiles(state):
    return [pile[-1] for pile in state.tableau]


def test_a_face_down_tile_says_why_and_a_face_up_one_is_picked():
    state = fresh()
    down = state.tableau[5][0]
    refused = click(state, None, down)
    assert refused[:2] == (None, None)
    assert str(refused.message) == "That tile is face down: it turns up when it becomes the last of its pile."
    up = state.tableau[5][-1]
    assert click(state, None, up) == (up, None, None)
    assert click(state, up, up) == (None, None, None)


def test_the_stock_turns_and_an_empty_one_says_why():
    state = fresh()
    assert click(state, None, STOCK).move == klondike.Draw()
    empty = replace(state, stock=(), waste=())
    assert str(click(empty, None, STOCK).message) == "The stock and the waste are empty."
    spent = replace(state, stock=(), waste=state.stock, pass_index=state.options.redeals)
    assert str(click(spent, None, STOCK).message) == "No redeals left."


def find_builds(state):
    """(tile, pile) with the last tile of one pile fitting on the last of another, or None."""
    for tile in last_tiles(state):
        for pile in range(klondike.TABLEAU_PILES):
            if klondike.tableau_refusal(state, tile, pile) is None:
                return tile, pile
    return None


def test_a_click_on_a_pile_while_holding_puts_the_tile_there():
    deal = next(d for d in range(1, 200) if find_builds(fresh(d)))
    state = fresh(deal)
    tile, pile = find_builds(state)
    assert click(state, tile, state.tableau[pile][-1]).move == klondike.ToTableau(tile, pile)
    assert takes(state, tile, Target("tableau", pile)) and Target("tableau", pile) in targets_for(state, tile)
    assert activate(state, tile, Target("tableau", pile)).move == klondike.ToTableau(tile, pile)


def test_a_refused_drop_says_why_a_click_puts_down_a_key_keeps_holding():
    state = fresh()
    tile = state.tableau[0][-1]
    pile = next(p for p in range(1, klondike.TABLEAU_PILES)
                if klondike.tableau_refusal(state, tile, p) is not None)
    reason = klondike.tableau_refusal(state, tile, pile)
    assert click(state, tile, Target("tableau", pile)) == (None, None, reason)
    assert activate(state, tile, Target("tableau", pile)) == (tile, None, reason)
    assert drop(state, tile, Target("tableau", pile), tile) == (tile, None, reason)


def test_a_double_click_sends_a_dragon_up_or_says_why_not():
    deal = next(d for d in range(1, 300) if any(RANK[t] == 0 for t in last_tiles(fresh(d))))
    state = fresh(deal)
    dragon = next(t for t in last_tiles(state) if RANK[t] == 0)
    assert isinstance(to_foundation(state, dragon).move, klondike.ToFoundation)
    higher = next((t for t in last_tiles(state) if SUIT[t] is not None and RANK[t] > 1), None)
    if higher is not None:
        assert "cannot go up yet" in str(to_foundation(state, higher).message)


def test_a_foundation_drop_finds_the_pile_of_its_set_that_takes_it():
    deal = next(d for d in range(1, 300) if any(RANK[t] == 0 for t in last_tiles(fresh(d))))
    state = fresh(deal)
    dragon = next(t for t in last_tiles(state) if RANK[t] == 0)
    set_start = 4
    chosen = foundation_pile(state, dragon, set_start + 2)
    assert chosen == set_start + 2  # an empty pile takes a dragon: the chosen one it is
    assert click(state, dragon, Target("foundation", set_start + 2)).move == klondike.ToFoundation(dragon, chosen)


def test_a_hint_lights_its_run_and_where_it_goes():
    state = fresh()
    assert hint_marks(state, klondike.Draw()) == ({state.stock[0]}, None)
    assert hint_marks(replace(state, stock=()), klondike.Redeal()) == (set(), STOCK)
    assert hint_marks(state, None) == (set(), None)


@settings(max_examples=15, deadline=None)
@given(deal=st.integers(1, 10**6), steps=st.lists(st.integers(0, 10**6), max_size=40),
       touches=st.lists(st.integers(0, 132 + 24), min_size=1, max_size=12))
def test_every_touch_is_a_legal_move_or_a_refusal(deal, steps, touches):
    """Whatever the player clicks, in any position: a move the engine takes, or none; the selection is always
    a tile that can be picked up, with its whole run."""
    state = played_on(ENGINE.new_game(RULES, deal), steps, legal_moves, apply)
    selected = None
    for touch in touches:
        place = touch if touch < 132 else STOCK if touch == 132 else (
            Target("tableau", touch - 133) if touch < 145 else Target("foundation", touch - 145))
        for result in (click(state, selected, place), activate(state, selected, place)):
            if result.move is not None:
                apply(state, result.move)  # raises IllegalMove if it were not legal
            assert result.selected is None or movable(state, result.selected)
        result = click(state, selected, place)
        if result.move is not None:
            state = apply(state, result.move)
        selected = result.selected
        if selected is not None:
            assert run_of(state, selected)[0] == selected and selected in movable_tiles(state)
