"""Can this Mahjong Solitaire position be cleared, knowing every tile ("with peeking")?

The answer is exact, or None when the node budget runs out first; never a guess.

Once each group's tiles are split into pairs, the order of play is no longer a question
(solver_pairings.py). The search therefore guesses only the pairings (three ways to split a
group of four), group by group, and checks each partial guess with a quick greedy run of an
easier game (see `Pairings.may_clear`): the guessed groups play their pairs, the open groups
may let a tile go alone once the group has started. When that easier game is lost, so is
every real game with those guesses. Most runs pass, so one is made every second guess,
taking up the last run from the round where the new guesses start. A failed run teaches
a loss, and the search backs up to its guesses (solver_search.py).

Runs with a small node budget are restarted, the budgets growing (Luby's sequence), since
a fresh start often wins at once where one long search wanders: the losses learnt carry over,
and the groups found in many of them are guessed first in the next runs. A run
that ends without a win has proved the loss. Now and then the real game is played out
greedily, the open groups pairing their tiles as they come free: a win there ends the search.

Between the runs, a local search over whole pairings (solver_local.py) gets as many nodes as
the exhaustive search has had so far, up to LOCAL_NODES: the deals that search finds hard it
often wins in a few hundred runs. It only ever finds wins, which replay, so the verdicts stay
exact; the deals decided within the first run (most of them) never start it.

The easier game and the idea of searching over pairings follow Michiel de Bondt's solver
("Solving Mahjong Solitaire boards with peeking", 2012).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Hashable, Iterator, Sequence

from .layout import Geometry
from .layout import indices as _bits
from ..verdict_memo import VerdictMemo
from ..api import Verdict
from .solver_pairings import OutOfBudget, Pair, board_for
from .solver_local import LocalSearch
from .solver_search import Losses, Search
from .tiles import match_group

DEFAULT_NODE_BUDGET = 20_000  # greedy runs of the easier game
RESTART_BASE = 60  # nodes of the shortest runs of the exhaustive search
LOCAL_NODES = 1_000  # nodes of the local search at most: beyond, its wins grow rare
LARGEST_GROUP = 8  # tiles of one group the search takes on (two sets); its ways to pair grow too fast beyond


@dataclass(frozen=True)
class SolveResult:
    winnable: bool | None  # None: the node budget ran out before a proof either way
    order: tuple[Pair, ...] | None  # a winning order of removals when winnable
    nodes: int


def _group_masks(groups: Sequence[Hashable], present: int) -> list[int] | None:
    """Each group's mask of present tiles; None if a group has an odd count."""
    masks: dict[Hashable, int] = {}
    for i in _bits(present):
        masks[groups[i]] = masks.get(groups[i], 0) | 1 << i
    if any(mask.bit_count() % 2 for mask in masks.values()):
        return None
    return list(masks.values())


def solve(
    geometry: Geometry,
    groups: Sequence[Hashable],
    present: int | None = None,
    node_budget: int = DEFAULT_NODE_BUDGET,
) -> SolveResult:
    """Decide whether the tiles in `present` can all be removed in matching pairs.

    `groups[i]` is the match group of the tile at position i (tiles match when their groups
    are equal); `present` is a bitmask over positions, all of them when omitted. Positions
    with more than LARGEST_GROUP tiles in a group (three sets or more) stay undecided.
    """
    if len(groups) != len(geometry.positions):
        raise ValueError(f"{len(groups)} groups for {len(geometry.positions)} positions")
    if present is None:
        present = geometry.full
    masks = _group_masks(groups, present)
    if masks is None:
        return SolveResult(False, None, 0)
    if any(mask.bit_count() > LARGEST_GROUP for mask in masks):
        return SolveResult(None, None, 0)
    board = board_for(geometry)
    nodes = 0
    losses = Losses()
    activity: dict[int, float] = {}
    local: LocalSearch | None = None
    exhaustive = 0  # nodes of the exhaustive search
    for planned in _restart_budgets():
        budget = min(planned, node_budget - nodes)
        if budget <= 0:
            break
        search = Search(board, present, masks, budget, losses, activity)
        if not all(search.options.values()):
            return SolveResult(False, None, 0)
        try:
            conflict = search.settle()
        except OutOfBudget:
            nodes += search.nodes - 1
            exhaustive += search.nodes - 1
            local = local or LocalSearch(board, present, masks)
            due = min(exhaustive, LOCAL_NODES, local.nodes + node_budget - nodes) - local.nodes
            if due > 0:
                before = local.nodes
                order = local.search(due)
                nodes += local.nodes - before
                if order is not None:
                    return SolveResult(True, tuple(order), nodes)
            continue
        nodes += search.nodes
        if conflict is not None:
            return SolveResult(False, None, nodes)
        return SolveResult(True, tuple(search.won_by or search.winning_order()), nodes)
    return SolveResult(None, None, nodes)


def _restart_budgets() -> Iterator[int]:
    """Budgets of successive runs: a short run often wins where a long one would wander (Luby's
    sequence times a base)."""
    for i in itertools.count(1):
        yield RESTART_BASE * _luby(i)


def _luby(i: int) -> int:
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    if i == (1 << k) - 1:
        return 1 << (k - 1)
    return _luby(i - (1 << (k - 1)) + 1)


def solve_state(state, node_budget: int = DEFAULT_NODE_BUDGET) -> SolveResult:
    """`solve` for a game state of engine/mahjong/game.py."""
    return solve(state.layout.geometry, [match_group(f) for f in state.faces], state.present, node_budget)


_VERDICTS = VerdictMemo()


def verdict(state, node_budget: int = DEFAULT_NODE_BUDGET) -> Verdict:
    """Can this game still be won, and which pair to take next to keep it so.

    Kept per (layout, faces, tiles in play): undo answers at once, and so does every
    position along a winning line found before, as after following a hint.
    """
    groups = tuple(match_group(f) for f in state.faces)
    positions = state.layout.positions
    key = (positions, groups, state.present, node_budget)
    known = _VERDICTS.get(key)
    if known is not None:
        return known
    result = solve(state.layout.geometry, groups, state.present, node_budget)
    if not (result.winnable and result.order):
        answer = Verdict(result.winnable, None)
        _VERDICTS.remember(key, answer)
        return answer
    present = state.present
    for a, b in result.order:
        _VERDICTS.remember((positions, groups, present, node_budget), Verdict(True, (a, b)))
        present &= ~(1 << a) & ~(1 << b)
    return Verdict(True, result.order[0])
