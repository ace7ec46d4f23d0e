"""Can this Mahjong Solitaire position be cleared, knowing every tile ("with peeking")?

The answer is exact, or None when the node budget runs out first; never a guess.

Once each group's tiles are split into pairs, the order of play is no longer a question:
removing tiles never blocks a tile, so greedily removing whichever chosen pair is free
clears the board if anything does. The search therefore guesses only the pairings (three
ways to split a group of four), group by group, and checks each partial guess with a
quick greedy run of an easier game (see `_Search.may_clear`): the guessed groups play
their pairs, the open groups may let a tile go alone once the group has started. When that
easier game is lost, so is every real game with those guesses. Most runs pass, so one is
made every second guess, taking up the last run from the round where the new guesses start.

When the easier game is lost, only the guesses of groups with a tile left free at its end
can be to blame, and of those only the ones without which it would still be lost (tried
cheaply by going on from where it stopped, see `_Search.shrink`); the search backs up
straight to the latest of those (conflict-directed backjumping) and remembers the loss.
A loss whose guesses are all made but one rules that one out while the others hold; a group
left with one pairing not ruled out is guessed next (it is forced), and one left with none
fails at once, taking its blame from the losses that ruled its pairings out.
Runs with a small node budget are restarted, the budgets growing (Luby's sequence), since
a fresh start often wins at once where one long search wanders: the losses learnt carry over,
and the groups found in many of them are guessed first in the next runs. A run
that ends without a win has proved the loss. Now and then the real game is played out
greedily, the open groups pairing their tiles as they come free: a win there ends the search.

The easier game and the idea of searching over pairings follow Michiel de Bondt's solver
("Solving Mahjong Solitaire boards with peeking", 2012).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Hashable, NamedTuple, Sequence

from .layout import Geometry
from .layout import indices as _bits
from ..verdict_memo import VerdictMemo
from ..api import Verdict
from .tiles import match_group

Pair = tuple[int, int]
Pairing = tuple[Pair, ...]

DEFAULT_NODE_BUDGET = 20_000  # greedy runs of the easier game
PLAYOUT_EVERY = 5  # nodes between greedy playouts of the real game: a little more work, wins found sooner
ACTIVITY_WEIGHT = 10  # rounds of the greedy run one unit of a group's activity is worth when picking a group
ACTIVITY_DECAY = 0.95  # per loss learnt: the recent losses count most
CHECK_EVERY = 2  # guesses between greedy runs: most runs pass, and a failed one still finds the guess at fault
LARGEST_GROUP = 8  # tiles of one group the search takes on (two sets); its ways to pair grow too fast beyond
SHRINK_REACH = 20  # tiles a trial in `shrink` may clear before the guess it took back counts as needed


@dataclass(frozen=True)
class SolveResult:
    winnable: bool | None  # None: the node budget ran out before a proof either way
    order: tuple[Pair, ...] | None  # a winning order of removals when winnable
    nodes: int


class _OutOfBudget(Exception):
    pass


class _Run(NamedTuple):
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


def _pairings(tiles: Sequence[int]) -> list[Pairing]:
    """Every way to split the tiles into pairs; the first tile pairs with each other in turn."""
    if not tiles:
        return [()]
    first, rest = tiles[0], tiles[1:]
    out = []
    for k, mate in enumerate(rest):
        out.extend(((first, mate),) + tail for tail in _pairings(rest[:k] + rest[k + 1 :]))
    return out


class _Losses:
    """Guesses proved to lose together, each loss a bitmask of guess bits, kept across restarts.

    Each loss is watched by two of its guesses (the two latest when it was learnt): only when a
    watched guess is made can the loss become complete, or come down to one guess not made yet,
    which then cannot be made while the others hold (the watched literals of a SAT solver).
    """

    def __init__(self) -> None:
        self.masks: list[int] = []
        self.watched: list[tuple[int, int]] = []  # the two guess bits (as bit numbers) each loss is watched by
        self.watching: dict[int, list[int]] = {}  # guess bit number -> the losses it watches

    def add(self, loss: int, first: int, second: int) -> None:
        number = len(self.masks)
        self.masks.append(loss)
        self.watched.append((first, second))
        self.watching.setdefault(first, []).append(number)
        if second != first:
            self.watching.setdefault(second, []).append(number)


class _Search:
    """Pairings guessed so far: `partner[t]` is the tile t leaves with, `fixed` masks the tiles that have one."""

    def __init__(
        self,
        board: Board,
        present: int,
        group_masks: Sequence[int],
        budget: int,
        losses: _Losses,
        activity: dict[int, float],
    ) -> None:
        # kept across restarts: guesses proved to lose together, and how often each group was in a loss lately
        self.losses = losses
        self.activity = activity
        self.won_by: list[Pair] | None = None  # the order of a won playout
        self.chosen: dict[int, Pairing] = {}
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
        # a bit for each guess that can be made: every run numbers them alike, so losses carry over
        self.guess_bit = {(g, pairing): 1 << k for k, (g, pairing) in enumerate(
            (g, pairing) for g in sorted(self.open) for pairing in self.options[g])}
        self.group_of_bit = [g for g, _ in self.guess_bit]
        self.held = 0  # the bits of the guesses made
        # guesses a loss rules out while the other guesses of the loss hold: guess bit number -> the loss,
        # and for each group guessed the bits its guess ruled out, freed again when it is reopened
        self.ruled_out: dict[int, int] = {}
        self.ruled_out_by: dict[int, list[int]] = {}
        self.guesses: list[int] = []  # the groups guessed, in order
        self.stuck_free = self.stuck_present = 0  # the free and all tiles left when the last greedy run stopped
        self.run: _Run | None = None  # the last greedy run
        self.scratch = _Run([], [0] * len(self.partner), [0] * len(self.masks))  # the rounds of `closure`, unread

    def rank_pairings(self, group: int, freed_at: list[int]) -> None:
        """Likeliest first: tiles that came free about together in the last greedy run go together."""
        rank = {t: k for k, t in enumerate(sorted(_bits(self.masks[group]), key=freed_at.__getitem__))}
        self.options[group].sort(key=lambda pairing: sorted(sorted((rank[a], rank[b])) for a, b in pairing))

    def playable_pairings(self, tiles: list[int]) -> list[Pairing]:
        """The pairings that could ever be played."""
        waits_for, present = self.board.waits_for, self.present
        playable = []
        for pairing in _pairings(tiles):
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

    def choose(self, group: int, option: int) -> set[int] | None:
        """Make the guess; the groups of a loss it completes, if any."""
        pairing = self.options[group][option]
        self.set_pairs(pairing)
        self.open.discard(group)
        self.chosen[group] = pairing
        bit = self.guess_bit[group, pairing]
        self.held |= bit
        loss = self.propagate(group, bit.bit_length() - 1)
        return None if loss is None else {self.group_of_bit[k] for k in _bits(loss)}

    def propagate(self, group: int, made: int) -> int | None:
        """Visit the losses guess bit `made` watches: a complete one is returned; one with a single
        guess not made rules that guess out while its group is open; the others move the watch on
        to a guess not made."""
        losses = self.losses
        watchers = losses.watching.get(made)
        ruled_out = self.ruled_out_by[group] = []
        if not watchers:
            return None
        unmade, masks, watched, watching = ~self.held, losses.masks, losses.watched, losses.watching
        kept: list[int] = []
        complete = None
        for index, number in enumerate(watchers):
            missing = masks[number] & unmade
            if not missing:
                complete = masks[number]
                kept.extend(watchers[index:])
                break
            first, second = watched[number]
            other = second if first == made else first
            spare = missing & ~(1 << other)
            if spare:
                new = (spare & -spare).bit_length() - 1
                watched[number] = (other, new)
                if new in watching:
                    watching[new].append(number)
                else:
                    watching[new] = [number]
                continue
            kept.append(number)
            if other not in self.ruled_out and self.group_of_bit[other] in self.open:
                self.ruled_out[other] = masks[number]
                ruled_out.append(other)
        watchers[:] = kept
        return complete

    def forced_group(self) -> int | None:
        """An open group with one pairing left that is not ruled out, or none at all: the one with fewest."""
        count: dict[int, int] = {}
        for bit in self.ruled_out:
            group = self.group_of_bit[bit]
            if group in self.open:
                count[group] = count.get(group, 0) + 1
        if not count:
            return None
        left, group = min((len(self.options[g]) - n, g) for g, n in count.items())
        return group if left <= 1 else None

    def reopen(self, group: int) -> None:
        for bit in self.ruled_out_by.pop(group):
            del self.ruled_out[bit]
        self.held &= ~self.guess_bit[group, self.chosen.pop(group)]
        for t in _bits(self.masks[group]):
            self.partner[t] = -1
        self.fixed &= ~self.masks[group]
        self.open.add(group)

    def may_clear(self, parent: _Run | None = None, since: int = 0) -> bool:
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
            raise _OutOfBudget
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
        self.run = _Run(trail, freed_at, start_at)
        present, free = self.spread(present, free, leaving, fixed, step, self.run)
        self.stuck_free, self.stuck_present = free, present
        return not present

    def spread(self, present: int, free: int, leaving: int, fixed: int, step: int, run: _Run,
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

    def settle(self, parent: _Run | None = None, since: int = 0, unchecked: int = 0) -> set[int] | None:
        """Guess pairings for the open groups; None when all are found, else the guesses
        made before that the failure depends on (conflict-directed backjumping: a search
        that fails whatever this group's pairing returns at once, to the guesses at fault).

        The next group to guess is one with at most one pairing not ruled out, else the one
        that started first in the last greedy run (the one the game reaches first), unless
        others were in many recent losses. On failure
        every group it opened is open again. `parent` and `since` are for `may_clear`;
        `unchecked` counts the guesses made since `parent` was run.
        """
        if parent is None or unchecked >= CHECK_EVERY or not self.open:
            if not self.may_clear(parent, since):
                recent = set(self.guesses[len(self.guesses) - unchecked :]) if parent is not None else set()
                return self.learn(self.shrink(self.explain(), recent))
            if not self.open:
                return None
            if self.nodes % PLAYOUT_EVERY == 0 and self.play_out():
                return None
            run, unchecked, since = self.run, 0, None
        else:
            run = parent
        start_at = run.start_at
        activity = self.activity
        group = min(self.open, key=lambda g: start_at[g] - ACTIVITY_WEIGHT * activity.get(g, 0))
        if self.ruled_out:
            forced = self.forced_group()
            if forced is not None:
                group = forced  # lost or forced: no choice to weigh
        since = start_at[group] if since is None else min(since, start_at[group])
        self.rank_pairings(group, run.freed_at)
        blame: set[int] = set()
        self.guesses.append(group)
        for option, pairing in enumerate(self.options[group]):
            reason = self.ruled_out.get(self.guess_bit[group, pairing].bit_length() - 1)
            if reason is not None:
                conflict = {self.group_of_bit[k] for k in _bits(reason)}
            else:
                conflict = self.choose(group, option)
                if conflict is None:
                    conflict = self.settle(run, since, unchecked + 1)
                    if conflict is None:
                        return None
                self.reopen(group)
            if group not in conflict:
                blame = conflict
                break
            blame |= conflict
        self.guesses.pop()
        blame.discard(group)
        return self.learn(blame)

    def shrink(self, blame: set[int], recent: set[int]) -> set[int]:
        """The blamed guesses without those the loss does not need, the latest tried first
        (so the backjump goes as far as it can).

        Taking a guess back only lets more tiles go, and what the easier game finally
        clears does not depend on the order of removals, so the greedy run with a guess
        taken back ends where going on from the end of the failed run ends (`closure`):
        a few tiles to look at instead of a whole run. The guesses made before the `recent`
        ones passed a run, so the loss needs one of those at least: the last one left is
        kept untried.

        A guess that is needed lets the trial clear most of the board, while one that is not
        stops it within a few tiles nearly always, so a trial that goes past SHRINK_REACH tiles
        keeps its guess untested: the loss may keep a guess it could do without, never drop
        one it needs.
        """
        present, free = self.stuck_present, self.stuck_free
        kept = set(blame)
        fixed = self.fixed
        for group in self.guesses:
            if group not in kept:
                fixed &= ~self.masks[group]
        recent = recent & kept
        for group in sorted(blame, key=self.guesses.index, reverse=True):
            if recent == {group}:
                continue
            trial = fixed & ~self.masks[group]
            after, after_free = self.closure(present, free, trial, group, SHRINK_REACH)
            if after:
                kept.discard(group)
                recent.discard(group)
                fixed, present, free = trial, after, after_free
        return kept

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

    def learn(self, blame: set[int]) -> set[int]:
        """Remember that these groups with their present pairings lose, whatever else is guessed.

        Losses are learnt complete, so they are watched by their two latest guesses, the first
        to be undone (see `_Losses`).
        """
        if blame:
            activity = self.activity
            for group in activity:
                activity[group] *= ACTIVITY_DECAY
            for group in blame:
                activity[group] = activity.get(group, 0) + 1
            loss = 0
            for group in blame:
                loss |= self.guess_bit[group, self.chosen[group]]
            latest = sorted(blame, key=self.guesses.index)[-2:]
            watches = [self.guess_bit[group, self.chosen[group]].bit_length() - 1 for group in latest]
            self.losses.add(loss, watches[0], watches[-1])
        return blame

    def explain(self) -> set[int]:
        """The guesses the last failed run needs.

        Were a guessed group open at the end of that run, it could only go on if it had two
        free tiles left, or one and a pair gone already. A guessed group that could not
        would be stuck there as well, so the run would end in the same place without its
        guess: it is not to blame.
        """
        free, present, masks = self.stuck_free, self.stuck_present, self.masks
        blame = set()
        for group in self.guesses:
            free_here = masks[group] & free
            if free_here and (free_here & (free_here - 1) or masks[group] & ~present):
                blame.add(group)
        return blame

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
    losses = _Losses()
    activity: dict[int, float] = {}
    for budget in _restart_budgets(node_budget):
        search = _Search(board, present, masks, budget, losses, activity)
        if not all(search.options.values()):
            return SolveResult(False, None, 0)
        try:
            conflict = search.settle()
        except _OutOfBudget:
            nodes += search.nodes - 1
            continue
        nodes += search.nodes
        if conflict is not None:
            return SolveResult(False, None, nodes)
        return SolveResult(True, tuple(search.won_by or search.winning_order()), nodes)
    return SolveResult(None, None, nodes)


def _restart_budgets(total: int) -> list[int]:
    """Budgets of successive runs: a short run often wins where a long one would wander (Luby's
    sequence times a base), the last run taking whatever remains."""
    budgets: list[int] = []
    base = 60
    i = 1
    while True:
        budget = base * _luby(i)
        if sum(budgets) + budget >= total:
            budgets.append(total - sum(budgets))
            return [b for b in budgets if b > 0]
        budgets.append(budget)
        i += 1


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
