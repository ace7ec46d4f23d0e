"""The compiled dives (mjklondike/_dives.c) against win_search.py's: the same line and the same count of positions,
on whole deals of random rule sets, on positions in play, and on endgames."""

from dataclasses import replace
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtsolitaire.engine.mjklondike import win_search
from qtsolitaire.engine.mjklondike.game import apply, deal, hint
from qtsolitaire.engine.mjklondike.rules import EMPTY_PILE_RULES, PRESETS, Options
from qtsolitaire.engine.mjklondike.search import Stopped
from tests.engine.test_mjklondike_solver import endgames

pytestmark = pytest.mark.skipif(win_search._compiled is None, reason="built without a C compiler: no _dives")


def both(state, budget):
    """(the compiled dives' answer, the reference's): each a line or None, and the positions spent."""
    compiled = win_search.win_search(state, budget)
    with patch.object(win_search, "_compiled", None):
        reference = win_search.win_search(state, budget)
    return compiled, reference


@st.composite
def rule_sets(draw):
    return Options(
        draw=tuple(draw(st.lists(st.integers(1, 3), min_size=1, max_size=3))),
        redeals=draw(st.sampled_from([0, 1, 2, 5, None])),
        lockstep=draw(st.booleans()),
        empty_pile=draw(st.sampled_from(sorted(EMPTY_PILE_RULES))),
    )


@settings(max_examples=12, deadline=None)
@given(rule_sets(), st.integers(1, 100_000), st.integers(0, 120))
def test_the_compiled_dives_walk_the_same_positions_as_the_reference(options, number, moves_in):
    state = deal(options, number)
    for _ in range(moves_in):  # a position in play: the hint-follower's, as far as it goes
        move = hint(state)
        if move is None:
            break
        state = apply(state, move)
    compiled, reference = both(state, 1_500)
    assert compiled == reference


@settings(max_examples=25, deadline=None)
@given(endgames(most_loose=10))
def test_the_compiled_dives_settle_endgames_as_the_reference_does(state):
    compiled, reference = both(state, 2_000)
    assert compiled == reference


@pytest.mark.parametrize("preset, number", [(0, 5), (3, 2), (3, 11), (4, 1)])
def test_a_whole_search_of_a_preset_is_the_reference_s(preset, number):
    """Gold Rush 2 is won after 8,233 positions, many dives in; Gold Rush 11 and Strict 1 spend the budget."""
    compiled, reference = both(deal(PRESETS[preset].options, number), 10_000)
    assert compiled == reference


@pytest.mark.parametrize("options, pass_index", [
    (Options(draw=(1, 2) * 10, redeals=None), 0),  # twenty passes that turn a number of their own
    (Options(draw=(3,), redeals=None), 20_000),  # a pass past what a move of the compiled dives holds
])
def test_a_rule_set_or_position_beyond_the_compiled_tables_is_searched_by_the_reference(options, pass_index):
    state = replace(deal(options, 7), pass_index=pass_index)
    with pytest.raises(OverflowError):
        win_search._compiled_win_search(state, 500, None)
    compiled, reference = both(state, 500)
    assert compiled == reference


def test_the_compiled_dives_stop_when_asked_between_dives():
    asked = []

    def stopped():
        asked.append(True)
        return len(asked) == 3

    with pytest.raises(Stopped):
        win_search.win_search(deal(PRESETS[4].options, 1), 100_000, stopped)
    assert len(asked) == 3
