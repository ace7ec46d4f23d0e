"""A fast MahJongg Klondike win search: many short dives that share what they learn.

The exact search (`search.py`) walks depth first in one order, and early in a deal that order loses itself in one
subtree: the runs can be rearranged in more ways than it can walk, so it finds no win even on deals a player
following the hints wins. A dive here walks the same positions with the same moves and safe moves, but
- it tries the moves as that player would (`_Dives.order`): up from the tableau, a tile turned up (the deepest pile
  first), the top of the waste, a few runs moved between face-up tiles, then the stock's tiles in the order its
  clicks show them. At most `QUIET_RUN` moves in a row may only rearrange runs, so a dive never loses itself in them;
- it ends once it has spent `DIVE_SLACK` positions off its deepest line: a dive is about one greedy game, with a
  little backtracking at its end;
- dive 0 follows that order; dive k > 0 now and then (`DETOUR_CHANCE`) first tries one of the next few moves
  instead, drawn from a stream of the deal's own (`deals.deal_random`), so the answer is the same every time and
  each dive heads into other ground;
- a position a dive has walked through to its end without a win is entered by no later dive.
The loss proof is left out: a dive leaves a dead end within a few positions anyway, and one proof costs far more
than a position.

It only ever proves wins: a position it gives up on is not proved lost (the order skips rearrangements, and a walk
to the end may have been cut short by a loop back to a position the dive had left open), which is why `solve`
follows it with the exact search. Every line it returns is the game's own moves, replayed legally (`_real_moves`).
"""

from __future__ import annotations

from ..deals import DealRandom, deal_random
from .game import GAME_ID, Move, State
from .position import read_position
from .search import _DECK_PILE, _PILE, _UP, _BudgetSpent, _real_moves, _Search, _won_line

DIVE_SLACK = 10  # positions a dive may spend off its deepest line
DETOUR_CHANCE = 0.05  # per position, how often a dive after the first tries a move out of turn
DETOUR_WIDTH = 3  # a move out of turn is one of the next few
QUIET_RUN = 2  # moves in a row that only rearrange runs


def _quiet(move: tuple, position: tuple) -> bool:
    """A move that turns no tile up, takes none from the stock and puts none up: a run moved between face-up
    tiles, or a pile with no face-down tile moved whole."""
    kind, a, b, _ = move
    return kind == _PILE and not b == position[1][a] > 0


class _Dives(_Search):
    def __init__(self, state: State, budget: int) -> None:
        super().__init__(state, budget)
        self.dead: set = set()  # positions a dive walked through to the end without a win

    def proved_lost(self, position) -> bool:
        return False

    def order(self, moves: list, position: tuple, quiet_too: bool) -> list:
        """The moves in the order a player who follows the hints tries them (see the module's docstring)."""
        down, deck, ptr, pss = position[1:5]
        shown = {at: rank for rank, at in enumerate(self.reach(len(deck), ptr, pss))}
        keyed = []
        for move in moves:
            kind, a, b, _ = move
            if kind == _UP:
                key = 0.0
            elif kind == _PILE:
                if not _quiet(move, position):
                    key = 1.0 - down[a] / 100
                elif quiet_too:
                    key = 3.0 if b == 0 else 3.5
                else:
                    continue
            else:
                rank = shown[(a, b)]
                key = (2.0 if rank == 0 else 4.0 + rank / 100) + (kind == _DECK_PILE) / 1000
            keyed.append((key, move))
        keyed.sort(key=lambda item: item[0])
        return [move for _, move in keyed]

    def dive(self, root: tuple, rng: DealRandom | None) -> list | None:
        """A winning line of the search's moves, or None when the dive ends without one."""
        self.seen = set(self.dead)
        start = self.nodes
        deepest = 0
        # [safe moves made on entering, position, its moves, how many tried, quiet moves before it, all moves kept]
        stack: list[list] = []
        streak = 0
        entered = self.enter(root)
        while True:
            if entered is not None:
                safe, position, moves = entered
                if moves is None:  # won
                    return _won_line(stack, safe)
                quiet_too = streak < QUIET_RUN
                moves = self.order(moves, position, quiet_too)
                if rng is not None and len(moves) > 1 and rng.below(1000) < DETOUR_CHANCE * 1000:
                    moves.insert(0, moves.pop(1 + rng.below(min(len(moves) - 1, DETOUR_WIDTH))))
                stack.append([safe, position, moves, 0, streak, quiet_too])
                deepest = max(deepest, len(stack))
            while stack and stack[-1][3] == len(stack[-1][2]):
                frame = stack.pop()
                if frame[5]:  # every move was tried, not only those that make progress
                    self.dead.add(self.seen_key(*frame[1]))
            if not stack or self.nodes - start - deepest >= DIVE_SLACK:
                return None
            frame = stack[-1]
            move = frame[2][frame[3]]
            frame[3] += 1
            streak = frame[4] + 1 if _quiet(move, frame[1]) else 0
            entered = self.enter(self.child(move, *frame[1]))


def win_search(state: State, node_budget: int) -> tuple[tuple[Move, ...] | None, int]:
    """(a winning line from `state` in the game's moves, or None when the dives found none; the positions spent)."""
    dives = _Dives(state, node_budget)
    root = read_position(state)
    k = 0
    try:
        while True:
            before = dives.nodes
            found = dives.dive(root, deal_random(GAME_ID, state.deal, f"dive-{k}") if k else None)
            if found is not None:
                return _real_moves(state, found), dives.nodes
            if dives.nodes == before:  # the root itself was walked to the end
                return None, dives.nodes
            k += 1
    except _BudgetSpent:
        return None, dives.nodes
