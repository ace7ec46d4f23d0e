"""Each prune of the Pyramid solver on its own: on small positions a brute force decides (every legal move, no
pruning), a prune that calls a position lost is never wrong, and each does fire. How they fit into the search:
docs/pyramid-solver.md."""

import itertools
from dataclasses import replace

from pyramid_helpers import brute_force_winnable, cut_down, few_values, mid_game, position
from qtsolitaire.engine.pyramid.game import apply
from qtsolitaire.engine.pyramid.position import FULL_PYRAMID
from qtsolitaire.engine.pyramid.rules import PyramidRules
from qtsolitaire.engine.pyramid.solver.orders import orders_clash
from qtsolitaire.engine.pyramid.solver.problem import Problem
from qtsolitaire.engine.pyramid.solver.prunes import (
    dead_in_waste, deck_cannot_clear, forced_removal, relaxed_winnable, short_of_partners, store_too_small)
from qtsolitaire.engine.pyramid.solver.search import as_move

COMBOS = [
    PyramidRules(redeals=r, stock_top_available=top, covering_pair=cover, temp_store=temp, goal=goal)
    for r, top, cover, temp, goal in itertools.product((0, 1, None), (True, False), (False, True), (False, True),
                                                       ("pyramid", "pack"))
]


def sample(rules_list, last_pass=False, count=6):
    """Small positions under each rule set: fresh ones, or on the last pass with part of the deck on the waste."""
    for rules in rules_list:
        for seed in range(count):
            if last_pass:
                rows, stock, waste = [(3, 2, 3), (3, 3, 4), (4, 2, 4), (3, 1, 5)][seed % 4]
                yield mid_game(rules, seed * 13 + 5, rows, stock, waste)
            else:
                rows, stock = [(4, 3), (3, 4), (3, 5), (4, 4)][seed % 4]
                maker = few_values if seed % 3 == 2 else cut_down
                yield maker(rules, seed * 31 + 7, rows, stock)


def start_parts(problem):
    shape, gone, temp, _, _ = problem.start
    return shape, gone, temp


def test_short_of_partners_is_right_whenever_it_says_lost():
    fired = 0
    for state in sample(COMBOS):
        problem = Problem(state)
        if short_of_partners(problem, *start_parts(problem)):
            fired += 1
            assert not brute_force_winnable(state), state
    assert fired >= 5


STORE_ROWS = {0: "5C", 1: "5D", 2: "KC", 3: "8C", 4: "8D", 5: "KD", 6: "KH", 7: "8H", 8: "KS", 9: "QC"}


def store_check(state, low):
    """`store_too_small` for one value class of the start position, nothing parked."""
    problem = Problem(state)
    in_class = problem.units_of_class[low]
    return store_too_small(problem, low, in_class & FULL_PYRAMID, in_class & ~FULL_PYRAMID, 0)


def test_the_store_holds_one_card_at_a_time():
    rules = PyramidRules(redeals=0, temp_store=True)
    # Three 8s cover both pyramid 5s: one deck 5 and the store cannot serve them all.
    crowded = position(rules, STORE_ROWS, stock=["5H", "AC"])
    assert store_check(crowded, 5) and not brute_force_winnable(crowded)
    # A deck 8 to meet one of the 5s lying behind every 8: then the store is enough.
    served = position(rules, STORE_ROWS, stock=["5H", "5S", "AC", "8S"])
    assert not store_check(served, 5) and brute_force_winnable(served)


def test_store_too_small_is_right_whenever_it_says_lost():
    # Few values, so one value class crowds the pyramid.
    fired = 0
    for rules in [r for r in COMBOS if r.temp_store]:
        for seed in range(6):
            state = few_values(rules, seed, 4, 3 - seed % 2)
            if any(store_check(state, low) for low in range(1, 7)):
                fired += 1
                assert not brute_force_winnable(state), state
    assert fired >= 10


def test_the_relaxed_game_is_right_whenever_it_says_lost():
    fired = 0
    for state in sample(COMBOS):
        problem = Problem(state)
        if not relaxed_winnable(problem, *start_parts(problem)):
            fired += 1
            assert not brute_force_winnable(state), state
    assert fired >= 5


DECK_RULES = [r for r in COMBOS if r.goal == "pack" and r.stock_top_available and not r.temp_store]


def test_a_deck_that_cannot_nest_its_pairs_cannot_clear():
    rules = PyramidRules(redeals=None, goal="pack")
    crossing = position(rules, {0: "KH"}, stock=["AH", "2D", "QS", "JC"])
    problem = Problem(crossing)
    assert deck_cannot_clear(problem, problem.start) and not brute_force_winnable(crossing)
    nested = position(rules, {0: "KH"}, stock=["AH", "2D", "JC", "QS"])
    problem = Problem(nested)
    assert not deck_cannot_clear(problem, problem.start) and brute_force_winnable(nested)


def test_deck_cannot_clear_is_right_whenever_it_says_lost():
    fired = 0
    positions = [cut_down(rules, seed * 17 + 3, rows, stock)
                 for rules in DECK_RULES for seed, (rows, stock) in enumerate([(1, 7), (2, 6), (1, 9), (2, 7)] * 2)]
    positions += list(sample(DECK_RULES, last_pass=True))
    for state in positions:
        problem = Problem(state)
        if deck_cannot_clear(problem, problem.start):
            fired += 1
            assert not brute_force_winnable(state), state
    assert fired >= 3


def without_cards(state, cards):
    """The position with `cards` taken out of the waste onto the foundation."""
    return replace(state, waste=tuple(c for c in state.waste if c not in cards),
                   foundation=state.foundation + tuple(cards))


def test_cards_dead_in_the_waste_never_matter_again():
    fired = 0
    for state in sample([r for r in COMBOS if r.redeals is not None], last_pass=True, count=8):
        problem = Problem(state)
        dead = dead_in_waste(problem, problem.start)
        if not dead:
            continue
        fired += 1
        winnable = brute_force_winnable(state)
        if state.rules.goal == "pack":
            assert not winnable, state
        else:  # they are never in play again: the game plays as if they had gone
            cards = [problem.deck[slot] for slot in range(len(problem.deck)) if dead >> slot & 1]
            assert winnable == brute_force_winnable(without_cards(state, cards)), state
    assert fired >= 5


ONE_STACK_PASS = [r for r in COMBOS if r.redeals is not None and not r.temp_store]


def test_orders_clash_is_right_whenever_it_says_lost():
    fired = 0
    for state in sample(ONE_STACK_PASS, last_pass=True, count=12):
        problem = Problem(state)
        if orders_clash(problem, problem.start):
            fired += 1
            assert not brute_force_winnable(state), state
    assert fired >= 3


def test_a_forced_removal_keeps_a_winnable_position_winnable():
    fired = 0
    for state in sample(COMBOS, count=4):
        problem = Problem(state)
        forced = forced_removal(problem, problem.start)
        if not forced:
            continue
        fired += 1
        [(point, move, _)] = forced
        assert point is None  # made right here
        if brute_force_winnable(state):
            assert brute_force_winnable(apply(state, as_move(move))), state
    assert fired >= 10
