"""The search: depth first over removal states and the timeline, with the prunes; restarts and the
hand-over to `one_pass` on the last pass."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import partial

from qtsolitaire.engine.api import Verdict
from qtsolitaire.engine.pyramid.cards import PACK, value
from qtsolitaire.engine.pyramid.position import FULL_PYRAMID, Move, Park, PyramidState, Remove
from qtsolitaire.engine.pyramid.solver import one_pass
from qtsolitaire.engine.pyramid.solver.moves import PARK, REMOVE, successors
from qtsolitaire.engine.pyramid.solver.problem import BudgetSpent, Problem
from qtsolitaire.engine.pyramid.solver.prunes import (
    CLASS_OF, dead_in_waste, deck_cannot_clear, forced_removal, relaxed_winnable, short_of_partners)

DEFAULT_NODE_BUDGET = 300_000  # positions: seconds at worst (docs/pyramid-solver.md, budgets)

VERDICT_NODE_BUDGET = 20_000  # what a position in play may cost, well under a second

FIRST_RUN_BUDGET = 5_000  # with the temp store, the first of the runs that alternate the park order

# On the last pass `depth_first` has this many positions before `one_pass` takes over: long enough for
# the deals its pruning settles in a few positions (docs/pyramid-solver.md, head starts).
HEAD_START = 30
HEAD_START_COVERING_PAIR = 0
HEAD_START_NO_STOCK_TOP = 300
HEAD_START_WITH_STORE = 5_000
NEVER = sys.maxsize  # the timeline point of a removal state not yet explored

CLASS_ONLY = tuple((CLASS_OF[value(card)],) for card in PACK)  # the classes a pair with this card changes



@dataclass(frozen=True)
class SolveResult:
    winnable: bool | None
    nodes: int
    line: tuple[Move, ...] = ()


def as_move(move: tuple) -> Move:
    kind, *cards = move
    return Park(cards[0]) if kind == PARK else Remove(tuple(cards))


def depth_first(problem: Problem, earliest: dict | None = None) -> list[Move] | None:
    """Depth-first search for a win from the problem's start: the winning line, or None.
    Raises BudgetSpent past the problem's node budget, with `earliest` (removal state ->
    earliest timeline point explored from) holding only the states explored to the end."""
    earliest = {} if earliest is None else earliest
    open_claims: list = []  # (key, what earliest held before) for the states still being explored
    unlimited = problem.redeals is None
    moves, short, dead_cards, forced, relaxed, stuck_deck = (
        partial(prune, problem) for prune in (
            successors, short_of_partners, dead_in_waste, forced_removal, relaxed_winnable, deck_cannot_clear))
    won, walk, spend, memo_key = problem.won, problem.walk, problem.spend, problem.memo_key
    pack_goal, relaxed_pays = problem.pack_goal, problem.relaxed_pays
    relaxed_skips_pass = problem.relaxed_skips_pass
    if not (pack_goal and problem.stock_top and not problem.temp_on):
        stuck_deck = None

    def claim(node) -> int | None:
        """Mark `node` explored; None if an equal or earlier point was, else where its sweep stops."""
        key, waste_count = memo_key(node)
        if unlimited:
            if key in earliest:
                return None
            open_claims.append((key, NEVER))
            earliest[key] = 0
            return 0
        stop = earliest.get(key, NEVER)
        here = node[4] * 32 + waste_count
        if here >= stop:
            return None
        open_claims.append((key, stop))
        earliest[key] = here
        return stop

    def win_from(node, stop: int, lows) -> list[Move] | None:
        spend()
        shape, gone, temp = node[0], node[1], node[2]
        dead = dead_cards(node)
        if dead:
            if pack_goal:
                return None
            # Stuck cards never matter again: the position plays as if they had gone.
            gone |= dead
            pos = (~gone & ((1 << node[3]) - 1)).bit_length()
            node = (shape, gone, temp, pos, node[4])
            stop = claim(node)
            if stop is None:
                return None
            lows = range(1, 7)
        if lows and short(shape, gone, temp, lows):
            return None
        if stuck_deck is not None and stuck_deck(node):
            return None
        if relaxed_pays and node[4] != relaxed_skips_pass and not relaxed(shape, gone, temp):
            return None
        for point, move, child in forced(node) or moves(node, stop):
            if child[0] == FULL_PYRAMID and won(child[0], child[1], child[2]):
                return walk(node, point) + [as_move(move)]
            mark = len(open_claims)
            child_stop = claim(child)
            if child_stop is None:
                continue
            changed = CLASS_ONLY[move[1]] if len(move) == 3 else ()
            line = win_from(child, child_stop, changed)
            del open_claims[mark:]
            if line is not None:
                return walk(node, point) + [as_move(move)] + line
        return None

    start = problem.start
    if won(start[0], start[1], start[2]):
        return []
    try:
        return win_from(start, claim(start), range(1, 7))
    except BudgetSpent:
        for key, before in reversed(open_claims):
            if before == NEVER:
                del earliest[key]
            else:
                earliest[key] = before
        raise


def searches(problem: Problem, budget: int) -> list[Move] | None:
    """The search within `budget` nodes: on the last pass `restarts` for a head start, then
    `one_pass`."""
    if problem.temp_on:
        head_start = HEAD_START_WITH_STORE
    elif not problem.stock_top:
        head_start = HEAD_START_NO_STOCK_TOP
    else:
        head_start = HEAD_START_COVERING_PAIR if problem.covering_pair else HEAD_START
    if problem.last_pass and budget > head_start:
        try:
            return restarts(problem, head_start)
        except BudgetSpent:
            problem.budget = budget
            return one_pass.search(problem)
    return restarts(problem, budget)


def restarts(problem: Problem, budget: int) -> list[Move] | None:
    """`depth_first` within `budget` nodes. With the temp store a search can sink its budget into
    a subtree after one bad early park (or a missing one), so short runs alternate between
    trying pyramid parks last and first, each twice as long as the one before. The states a run
    explored to the end are lost whatever the order, so later runs skip them."""
    if not problem.temp_on:
        problem.budget = budget
        return depth_first(problem)
    earliest: dict = {}
    run_budget = FIRST_RUN_BUDGET
    while True:
        problem.budget = min(budget, problem.nodes + run_budget)
        try:
            return depth_first(problem, earliest)
        except BudgetSpent:
            if problem.budget >= budget:
                raise
        problem.parks_first = not problem.parks_first
        run_budget *= 2


def solve(state: PyramidState, node_budget: int | None = None) -> SolveResult:
    if state.is_won:
        return SolveResult(True, 0, ())
    problem = Problem(state)
    try:  # one frame per card removed, and as many for the relaxed game
        line = searches(problem, DEFAULT_NODE_BUDGET if node_budget is None else node_budget)
    except BudgetSpent:
        return SolveResult(None, problem.nodes)
    if line is None:
        return SolveResult(False, problem.nodes)
    return SolveResult(True, problem.nodes, tuple(line))


def removal_reachable(state: PyramidState) -> bool:
    """Whether some sequence of draws, redeals and parks leads to a position with a removal."""
    if state.is_won:
        return False
    problem = Problem(state, stop_at_clash=False)

    def reachable(node) -> bool:
        for _, move, child in successors(problem, node, sys.maxsize):
            if move[0] == REMOVE or reachable(child):
                return True
        return False

    return reachable(problem.start)


def verdict(state: PyramidState, node_budget: int = VERDICT_NODE_BUDGET) -> Verdict:
    """The solver's word for play: winnable or not (None past the budget) and a hint move."""
    result = solve(state, node_budget)
    return Verdict(result.winnable, result.line[0] if result.line else None)
