"""The pairings of a Mahjong position, and the greedy runs that play them (see solver.py).

Once each group's tiles are split into pairs, the order of play is no longer a question:
removing tiles never blocks a tile, so greedily removing whichever chosen pair is free
clears the board if anything does. `Pairings` holds the pairs chosen so far and plays
greedy runs: of the easier game (`may_clear`), where the groups still open may let a tile
go alone once the group has started, and of the real game (`play_out`, `winning_order`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple, Sequence

from .layout import Geometry
from .layout import indices as _bits

Pair = tuple[int, int]
Pairing = tuple[Pair, ...]


class OutOfBudget(Exception):
    pass


class Run(NamedTuple):
    """One greedy run of the easier game."""

    trail: list[tuple[int, int, int]]  # present, free and leaving tiles at the end of each round
    freed_at: list[int]  # the round each tile came free
    start_at: list[int]  # the round each open group started


class Board:
    """What the search needs to know about one geometry, worked out once."""

    def __init__(self, geometry: Geometry) -> None:
        n = len(geometry.positions)
        self.geometry = geometry
        self.covered_by = geometry.covered_by
        self.left_of = geometry.left_of
        self.right_of = geometry.right_of
        self.affects = geometry.freed_by  # whose freedom may change when tile i leaves
        # every tile that must leave before tile i can be free: the tiles above it, transitively
        waits_for = [0] * n
        for i in sorted(range(n), key=lambda t: -geometry.positions[t][2]):
            mask = self.covered_by[i]
            for k in _bits(self.covered_by[i]):
                mask |= waits_for[k]
            waits_for[i] = mask
        self.waits_for = tuple(waits_for)


@lru_cache(maxsize=8)
def board_for(geometry: Geometry) -> Board:
    return Board(geometry)


def all_pairings(tiles: Sequence[int]) -> list[Pairing]:
    """Every way to split the tiles into pairs; the first tile pairs with each other in turn."""
    if not tiles:
        return [()]
    first, rest = tiles[0], tiles[1:]
    out = []
    for k, mate in enumerate(rest):
        out.extend(((first, mate),) + tail for tail in all_pairings(rest[:k] + rest[k + 1 :]))
    return out


class Pairings:
    """Pairings chosen so far: `partner[t]` is the tile t leaves with, `fixed` masks the tiles that
    have one; `open` holds the groups still to pair, `options[g]` the ways group g can be paired.
    Every greedy run is a node of the budget."""

    def __init__(self, board: Board, present: int, group_masks: Sequence[int], budget: int) -> None:
        self.won_by: list[Pair] | None = None  # the order of a won playout
        self.board = board
        self.present = present
        self.free = board.geometry.free_mask(present)
        self.budget = budget
        self.nodes = 0
        self.masks = list(group_masks)
        self.group_of = [0] * len(board.covered_by)
        self.partner = [-1] * len(board.covered_by)
        self.fixed = 0
        self.options: dict[int, list[Pairing]] = {}
        self.open: set[int] = set()
        for number, mask in enumerate(self.masks):
            tiles = _bits(mask)
            for t in tiles:
                self.group_of[t] = number
            if len(tiles) == 2 or not mask & ~self.free:
                # all free now: taking them away at once in any pairs loses nothing, as removing never blocks
                pairings = [tuple(zip(tiles[0::2], tiles[1::2]))]
            else:
                pairings = self.playable_pairings(tiles)
            self.options[number] = pairings
            if len(pairings) == 1:
                self.set_pairs(pairings[0])  # no choice to make
            else:
                self.open.add(number)
        self.stuck_free = self.stuck_present = 0  # the free and all tiles left when the last greedy run stopped
        self.run: Run | None = None  # the last greedy run
        self.scratch = Run([], [0] * len(self.partner), [0] * len(self.masks))  # the rounds of `closure`, unread

    def rank_pairings(self, group: int, freed_at: list[int]) -> None:
        """Likeliest first: tiles that came free about together in the last greedy run go together."""
        rank = {t: k for k, t in enumerate(sorted(_bits(self.masks[group]), key=freed_at.__getitem__))}
        self.options[group].sort(key=lambda pairing: sorted(sorted((rank[a], rank[b])) for a, b in pairing))

    def playable_pairings(self, tiles: list[int]) -> list[Pairing]:
        """The pairings that could ever be played."""
        waits_for, present = self.board.waits_for, self.present
        playable = []
        for pairing in all_pairings(tiles):
            waits = [(waits_for[a] | waits_for[b]) & present for a, b in pairing]
            masks = [(1 << a) | (1 << b) for a, b in pairing]
            if any(w & m for w, m in zip(waits, masks)):
                continue  # a tile stacked over its own partner
            if any(waits[i] & masks[j] and waits[j] & masks[i] for i in range(len(masks)) for j in range(i)):
                continue  # two pairs each under the other
            playable.append(pairing)
        return playable

    def set_pairs(self, pairs: Pairing) -> None:
        for a, b in pairs:
            self.partner[a], self.partner[b] = b, a
            self.fixed |= (1 << a) | (1 << b)

    def may_clear(self, parent: Run | None = None, since: int = 0) -> bool:
        """Greedy run of the easier game: chosen pairs leave together; an open group starts
        when two of its tiles are free together, and from then on its tiles leave one by
        one as they come free. Every real win is a win of this game too, and in it no
        removal ever hurts, so one greedy run decides it.

        `parent` is an earlier run that differs from this one only by groups whose pairings
        have been chosen since, the first of which started in round `since` of it: before that
        round each of those groups had at most one tile free, so nothing they did could differ,
        and this run takes up from the round before.
        """
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfBudget
        masks, partner, fixed = self.masks, self.partner, self.fixed
        if parent is None or since == 0:
            freed_at, start_at, trail = [0] * len(partner), [0] * len(masks), []
            present, free = self.present, self.free
            leaving = 0  # the tiles that go in the next round
            for number, mask in enumerate(masks):
                free_here = free & mask
                open_free = free_here & ~fixed
                if open_free & (open_free - 1):
                    leaving |= open_free
                    start_at[number] = 0
                chosen_free = free_here & fixed
                while chosen_free:
                    low = chosen_free & -chosen_free
                    chosen_free ^= low
                    if free >> partner[low.bit_length() - 1] & 1:
                        leaving |= low
            step = 0
        else:
            present, free, leaving = parent.trail[since - 1]
            freed_at, start_at, trail = parent.freed_at[:], parent.start_at[:], parent.trail[: since - 1]
            step = since - 1
        self.run = Run(trail, freed_at, start_at)
        present, free = self.spread(present, free, leaving, fixed, step, self.run)
        self.stuck_free, self.stuck_present = free, present
        return not present

    def spread(self, present: int, free: int, leaving: int, fixed: int, step: int, run: Run,
               floor: int = -1) -> tuple[int, int]:
        """The easier game from the end of round `step` (`leaving`: the tiles going next) to where
        it stops: the tiles left and the free ones among them. The rounds go into `run`. Once no
        more than `floor` tiles are left it gives up, answering (0, 0) as if the board were cleared.

        Only the groups in `fixed` keep their pairs; an open group that has lost a tile has started.
        """
        board, masks, group_of, partner = self.board, self.masks, self.group_of, self.partner
        covered_by, left_of, right_of, affects = board.covered_by, board.left_of, board.right_of, board.affects
        trail, freed_at, start_at = run
        while leaving:
            if present.bit_count() <= floor:
                return 0, 0
            trail.append((present, free, leaving))
            present &= ~leaving
            free &= present
            step += 1
            check = 0
            while leaving:
                low = leaving & -leaving
                leaving ^= low
                check |= affects[low.bit_length() - 1]
            check &= present & ~free
            while check:
                low = check & -check
                check ^= low
                j = low.bit_length() - 1
                if covered_by[j] & present or (left_of[j] & present and right_of[j] & present):
                    continue
                free |= low
                freed_at[j] = step
                if fixed & low:
                    if free >> partner[j] & 1:
                        leaving |= low | (1 << partner[j])
                    continue
                number = group_of[j]
                mask = masks[number]
                if mask & ~present:
                    leaving |= low
                    continue
                open_free = free & mask
                if open_free & (open_free - 1):
                    leaving |= open_free
                    start_at[number] = step
        return present, free & present

    def closure(self, present: int, free: int, fixed: int, opened: int, reach: int | None = None) -> tuple[int, int]:
        """Where the easier game stops when it goes on from where it stopped (`present`, with
        `free` free) once group `opened` has lost its pairing, the groups in `fixed` keeping
        theirs. Only that group's tiles can start things moving. With a `reach`, it gives up
        once more tiles than that have gone, answering (0, 0) as if the board were cleared."""
        mask = self.masks[opened]
        leaving = free & mask
        if not mask & ~present and not leaving & (leaving - 1):
            return present, free
        self.scratch.trail.clear()
        floor = -1 if reach is None else present.bit_count() - reach
        return self.spread(present, free, leaving, fixed, 0, self.scratch, floor)

    def play_out(self) -> bool:
        """The real game played greedily: chosen pairs leave when both are free, the tiles of an
        open group pair off as they come free. On a win its order is kept in `won_by`."""
        board, partner, group_of, fixed = self.board, self.partner, self.group_of, self.fixed
        covered_by, left_of, right_of, affects = board.covered_by, board.left_of, board.right_of, board.affects
        present, free = self.present, 0
        waiting: dict[int, int] = {}  # an open group's free tile still without a mate
        order: list[Pair] = []
        fresh = self.free
        while fresh:
            leaving = []
            for j in _bits(fresh):
                if fixed >> j & 1:
                    if free >> partner[j] & 1:
                        leaving.append((partner[j], j))
                else:
                    mate = waiting.pop(group_of[j], None)
                    if mate is None:
                        waiting[group_of[j]] = j
                    else:
                        leaving.append((mate, j))
                free |= 1 << j
            order.extend((min(a, b), max(a, b)) for a, b in leaving)
            check = 0
            for a, b in leaving:
                present &= ~(1 << a) & ~(1 << b)
                check |= affects[a] | affects[b]
            free &= present
            fresh = 0
            for j in _bits(check & present & ~free):
                if not covered_by[j] & present and (not left_of[j] & present or not right_of[j] & present):
                    fresh |= 1 << j
        if present:
            return False
        self.won_by = order
        return True

    def winning_order(self) -> list[Pair]:
        """Play the chosen pairs greedily; called once every group has its pairing."""
        geometry, partner = self.board.geometry, self.partner
        present, free = self.present, self.free
        order: list[Pair] = []
        while present:
            playable = [(t, partner[t]) for t in _bits(free) if partner[t] > t and free >> partner[t] & 1]
            for a, b in playable:
                order.append((a, b))
            removed = 0
            for a, b in playable:
                removed |= (1 << a) | (1 << b)
            present &= ~removed
            free = geometry.free_after(present, removed, free)
        return order


