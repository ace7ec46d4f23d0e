"""A local search over whole pairings (min-conflicts), given slices of the node budget between
the restarts of solver.py's exhaustive search: on many deals it finds a win long before that
search does.

Every group with a choice gets a pairing at once, so a greedy run plays the real game (no group
is open: the easier game is the real one) and either clears the board, a win whose order
replays, or stops. Only the groups with a tile free where it stopped can be holding it up (as
in `Search.explain`); each other pairing of each of them is tried, and the one that leaves
fewest tiles is taken even when it is no better than the one it replaces. A group changed is
left alone for the next TABU_STEPS steps, so the search does not turn straight back. Ties go
by a draw seeded by the step, the group and the pairing: a position is searched alike every time,
however its nodes are sliced.

A trial run takes up the last run from the round where the changed group first had two tiles
free: before that no tile of it could leave under any pairing (a paired tile leaves only with
its partner), so nothing before could differ.

It only ever reports wins, never a loss, so verdicts stay exactly those of the exhaustive search.
"""

from __future__ import annotations

from typing import Sequence

from ..deals import DealRandom
from .layout import indices as _bits
from .solver_pairings import Board, OutOfBudget, Pair, Pairings, Run

TABU_STEPS = 6  # steps a changed group is left alone


class LocalSearch:
    """One position's local search, carried on from one slice of nodes to the next."""

    def __init__(self, board: Board, present: int, group_masks: Sequence[int]) -> None:
        self.pairings = Pairings(board, present, group_masks, 0)
        self.groups = sorted(self.pairings.open)
        self.choice: dict[int, int] = {}  # group -> the index of its pairing in `options`, once started
        self.tabu_until: dict[int, int] = {}  # group -> the first step it may change again
        self.steps = 0
        self.run: Run | None = None  # the run of the pairings chosen now
        self.left = self.left_free = 0  # the tiles it left, and the free ones among them
        # a run stopped where no group with a choice has a tile to move, or a group has no pairing at all
        self.stalled = not all(self.pairings.options.values())
        # the step under way: the trials (group, pairing) still to make, and the best one made
        self.trials: list[tuple[int, int]] | None = None
        self.best: tuple | None = None

    @property
    def nodes(self) -> int:
        return self.pairings.nodes

    def search(self, nodes: int) -> list[Pair] | None:
        """Go on for up to `nodes` greedy runs; a winning order if one is found."""
        pairings = self.pairings
        pairings.budget = pairings.nodes + nodes
        try:
            if self.run is None and not self.stalled:
                self.start()
            while self.left and not self.stalled:
                self.step()
        except OutOfBudget:
            pairings.nodes -= 1  # the run refused was not made
            return None
        return None if self.left or self.stalled else pairings.winning_order()

    def start(self) -> None:
        """Each group paired as its tiles came free in a run with every group open."""
        pairings = self.pairings
        if not self.choice:
            pairings.may_clear()
            for group in self.groups:
                pairings.rank_pairings(group, pairings.run.freed_at)
                self.choice[group] = 0
        for group in self.groups:
            pairings.set_pairs(pairings.options[group][self.choice[group]])
        pairings.may_clear()
        self.keep(pairings.run, pairings.stuck_present, pairings.stuck_free)

    def keep(self, run: Run, left: int, left_free: int) -> None:
        self.run, self.left, self.left_free = run, left, left_free

    def stuck_groups(self) -> list[int]:
        """The groups with a choice whose pairing may hold the run up: a tile free where it stopped,
        and another free there too or gone already."""
        masks, left, left_free = self.pairings.masks, self.left, self.left_free
        stuck = []
        for group in self.groups:
            free_here = masks[group] & left_free
            if free_here and (free_here & (free_here - 1) or masks[group] & ~left):
                stuck.append(group)
        return stuck

    def second_free(self, group: int) -> int:
        """The round of the last run in which the group first had two tiles free: its tiles that
        were ever free are those gone and those free where it stopped."""
        ever_free = self.pairings.masks[group] & (~self.left | self.left_free)
        return sorted(self.run.freed_at[t] for t in _bits(ever_free))[1]

    def step(self) -> None:
        """Change the pairing of a stuck group to the one whose run leaves fewest tiles. A step cut
        short by the end of a slice goes on with the trials left in the next."""
        pairings, run = self.pairings, self.run
        if self.trials is None:
            stuck = self.stuck_groups()
            if not stuck:
                self.stalled = True
                return
            candidates = [g for g in stuck if self.tabu_until.get(g, 0) <= self.steps] or stuck
            self.trials = [(group, option) for group in candidates
                           for option in range(len(pairings.options[group])) if option != self.choice[group]]
            self.best = None
        while self.trials:
            group, option = self.trials[-1]
            options, current = pairings.options[group], self.choice[group]
            pairings.set_pairs(options[option])
            try:
                pairings.may_clear(run, self.second_free(group))
            finally:
                pairings.set_pairs(options[current])
            self.trials.pop()
            draw = DealRandom(self.steps << 24 | group << 8 | option).next64()
            rank = (pairings.stuck_present.bit_count(), draw)
            if self.best is None or rank < self.best[0]:
                self.best = rank, group, option, pairings.run, pairings.stuck_present, pairings.stuck_free
        _, group, option, *run_after = self.best
        self.trials = self.best = None
        self.choice[group] = option
        pairings.set_pairs(pairings.options[group][option])
        self.steps += 1
        self.tabu_until[group] = self.steps + TABU_STEPS
        self.keep(*run_after)
