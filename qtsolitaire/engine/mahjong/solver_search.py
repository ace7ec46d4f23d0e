"""The search over pairings of solver.py: guesses, losses learnt, backjumping.

When the easier game is lost, only the guesses of groups with a tile left free at its end
can be to blame, and of those only the ones without which it would still be lost (tried
cheaply by going on from where it stopped, see `Search.shrink`); the search backs up
straight to the latest of those (conflict-directed backjumping) and remembers the loss.
A loss whose guesses are all made but one rules that one out while the others hold; a group
left with one pairing not ruled out is guessed next (it is forced), and one left with none
fails at once, taking its blame from the losses that ruled its pairings out.
"""

from __future__ import annotations

from typing import Sequence

from .layout import indices as _bits
from .solver_pairings import Board, Pairing, Pairings, Run

PLAYOUT_EVERY = 5  # nodes between greedy playouts of the real game: a little more work, wins found sooner
ACTIVITY_WEIGHT = 10  # rounds of the greedy run one unit of a group's activity is worth when picking a group
ACTIVITY_DECAY = 0.95  # per loss learnt: the recent losses count most
CHECK_EVERY = 2  # guesses between greedy runs: most runs pass, and a failed one still finds the guess at fault
SHRINK_REACH = 20  # tiles a trial in `shrink` may clear before the guess it took back counts as needed


class Losses:
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


class Search(Pairings):
    """Pairings guessed group by group, each partial guess checked by a greedy run of the easier game."""

    def __init__(
        self,
        board: Board,
        present: int,
        group_masks: Sequence[int],
        budget: int,
        losses: Losses,
        activity: dict[int, float],
    ) -> None:
        super().__init__(board, present, group_masks, budget)
        # kept across restarts: guesses proved to lose together, and how often each group was in a loss lately
        self.losses = losses
        self.activity = activity
        self.chosen: dict[int, Pairing] = {}
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

    def settle(self, parent: Run | None = None, since: int = 0, unchecked: int = 0) -> set[int] | None:
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

    def learn(self, blame: set[int]) -> set[int]:
        """Remember that these groups with their present pairings lose, whatever else is guessed.

        Losses are learnt complete, so they are watched by their two latest guesses, the first
        to be undone (see `Losses`).
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

