"""A fast MahJongg Klondike win search: many short dives that share what they learn.

The exact search (`search.py`) walks depth first in one order, and early in a deal that order loses itself in one
subtree: the runs can be rearranged in more ways than it can walk, so it finds no win even on deals a player
following the hints wins. A dive here walks the same positions with the same moves and safe moves, but
- it tries the moves as that player would (`_Dives.order`): up from the tableau, a tile turned up (the deepest pile
  first), the top of the waste, a run moved between face-up tiles that makes room for one of those, then the stock's
  tiles in the order its clicks show them (each after a run moved to make room for it), and only then the other
  rearrangements: like the hints, a dive rearranges runs for a purpose, never just because it can. At most
  `QUIET_RUN` moves in a row may only rearrange runs, so a dive never loses itself in them;
- it ends once it has spent `DIVE_SLACK` positions off its deepest line: a dive is about one greedy game, with a
  little backtracking at its end;
- dive 0 follows that order from the root. Every later dive starts from a point of one of the furthest lines dives
  have walked so far (by `_score`: tiles up, less tiles face down, less `PASS_COST` for each redeal made; the lines
  of the `POOL` dives that went furthest, one drawn evenly), taking there first a move no dive took there yet, so
  it spends no positions on the line's beginning, and it too now and then (`DETOUR_CHANCE`) first tries one of the
  next few moves. Several lines rather than the furthest one: the dive that wins mostly leaves its line early and
  goes far past it at once, so the furthest line so far is no better a start than a few others, while restarts
  from that line alone keep to the ground around it. The point is the earliest of `EARLY_BIAS` drawn: a line
  often went wrong long before it stopped. Points and detours are drawn from a stream of the deal's own
  (`deals.deal_random`), so the answer is the same every time and each dive heads into other ground;
- a dive that comes back to a position an earlier dive went through takes the moves no dive took there first
  (`untaken_first`), and so does a dive starting from a point: the dives go on alike from a position, so a dive
  that took the same move again would walk that dive's line again to its end;
- a position a dive has walked through to its end without a win is entered by no later dive, and a point below
  which a dive found nothing new is not tried again: the search ends when the budget is spent or no point of any
  kept line is left.
The loss proof is left out: a dive leaves a dead end within a few positions anyway, and one proof costs far more
than a position.

It only ever proves wins: a position it gives up on is not proved lost (the order skips rearrangements, and a walk
to the end may have been cut short by a loop back to a position the dive had left open), which is why `solve`
hands what the dives leave of its budget to the exact search. Every line it returns is the game's own moves,
replayed legally (`_real_moves`).

`_dives.c` is these dives compiled, about twenty times faster: the same positions in the same order, so the same
lines and counts (tests/engine/test_mjklondike_compiled_dives.py holds the two to that). `win_search` uses it when
the package was built with it (`pip install` builds it wherever a C compiler is found) and these otherwise. The
classes below are the reference: a change to the dives is made here first, then there.
"""

from __future__ import annotations

from typing import Callable

from ..deals import DealRandom, deal_random, deal_seed
from .game import GAME_ID, Move, State
from .position import ACCEPTS, FACE_RANK, FACE_SUIT, FACES, WIND_BIT, read_position
from .search import _PILE, Stopped, _BudgetSpent, _real_moves, _Search, _won_line
from .tiles import TILE_COUNT

try:
    from . import _dives as _compiled
except ImportError:  # built without a C compiler
    _compiled = None

DIVE_SLACK = 5  # positions a dive may spend off its deepest line
DETOUR_CHANCE = 0.1  # per position, how often a dive after the first tries a move out of turn
DETOUR_WIDTH = 3  # a move out of turn is one of the next few
QUIET_RUN = 2  # moves in a row that only rearrange runs
EARLY_BIAS = 2  # a dive goes on from the earliest of this many points drawn on its line
POOL = 4  # far lines kept: later dives go on from a point of one of them
PASS_COST = 20  # a redeal costs a line as much as this many tiles up


def _quiet(move: tuple, position: tuple) -> bool:
    """A move that turns no tile up, takes none from the stock and puts none up: a run moved between face-up
    tiles, or a pile with no face-down tile moved whole."""
    kind, a, b, _ = move
    return kind == _PILE and not b == position[1][a] > 0


class _Rooms:
    """Where a quiet move stands in a dive's order, by what it makes room for: the tile it uncovers (or the pile it
    empties) taking a tile up, a run heading face-down tiles or the top of the waste goes just after the moves that
    make progress at once; taking a tile the stock shows later, just before that tile; nothing of these, after
    every tile of the stock."""

    def __init__(self, dives: _Dives, position: tuple, reach: list) -> None:
        piles, down, deck, _, _, found = position
        self.dives = dives
        self.ups = dives.up_table(found)
        self.heads = {pile[d] for pile, d in zip(piles, down) if d}
        self.first_shown: dict[int, int] = {}
        for rank, (index, _) in enumerate(reach):
            self.first_shown.setdefault(deck[index], rank)
        self.known: dict = {}

    def rank(self, tile: int | None) -> int | None:
        """The rank in the clicks' order (`reach`) of the stock's tile a quiet move that uncovers `tile` (None: that
        empties a pile) makes room for: 0 when it makes room for progress at once, None for nothing."""
        if tile in self.known:
            return self.known[tile]
        known = self.known[tile] = self.place(tile)
        return known

    def place(self, tile: int | None) -> int | None:
        if tile is None:
            if any(self.dives.takes_empty(head) for head in self.heads):
                return 0
            takes = [code for code in self.first_shown if self.dives.takes_empty(code)]
        else:
            if self.ups[tile]:
                return 0
            takes = ACCEPTS[tile]
            if not self.heads.isdisjoint(takes):
                return 0
        first = None  # of `takes`, the earliest the clicks show (a loop: this is asked a great deal)
        for code in takes:
            shown = self.first_shown.get(code)
            if shown is not None and (first is None or shown < first):
                first = shown
        return first


class _Order(list):
    """A dive's moves from a position in its order (`_Dives.order`), built only as far as the dive reads them. A
    dive mostly takes the first move and goes on for good: the quiet moves and the stock's later tiles, which cost
    the most to build and to place, are built only when the dive asks for more moves than the first stage has, a
    group at a time. The list holds the moves built so far, in their final order."""

    __slots__ = ("source", "groups")

    def __init__(self, moves=(), source: tuple | None = None) -> None:
        super().__init__(moves)
        self.source = source  # (the dives, the arguments of their `later_moves`) while moves are left to build
        self.groups = None  # their `later_moves`, once started

    def has(self, n: int) -> bool:
        """Whether there are at least `n` moves. Asked for just one more than the first stage has, before any later
        move is built, it only tells (`any_later`): that is all the detour and the end of a frame need to know."""
        if len(self) < n and self.source is not None:
            if self.groups is None and n == len(self) + 1:
                dives, args = self.source
                return dives.any_later(*args)
            self.build(n)
        return len(self) >= n

    def move(self, i: int):
        """The `i`-th move (`has` says whether there is one)."""
        if i >= len(self):
            self.build(i + 1)
        return self[i]

    def build(self, n: float = float("inf")) -> _Order:
        """The moves built up to the `n`-th (by default all of them); this order."""
        while len(self) < n and self.source is not None:
            if self.groups is None:
                dives, args = self.source
                self.groups = dives.later_moves(*args)
            group = next(self.groups, None)
            if group is None:
                self.source = self.groups = None
            else:
                self.extend(group)
        return self


class _Taken(set):
    """What the dives keep of a position they entered: the moves they took there; whether one walked through it to
    its end without a win (`dead`: no later dive enters it); the last dive that was there (`dive`: no dive enters
    it twice). It is kept in every frame of the position, so none of this hashes the position's key again."""

    __slots__ = ("dead", "dive")

    def __init__(self) -> None:
        super().__init__()
        self.dead = False
        self.dive = -1


class _Dives(_Search):
    def __init__(self, state: State, budget: int) -> None:
        super().__init__(state, budget)
        self.lines: list = []  # far lines: [score, frames down to it, points below which a dive found nothing new]
        self.line: list | None = None  # the line of the dive under way, once it went far enough to be kept
        self.taken: dict = {}  # per position any dive entered (by `seen_key`), its `_Taken`
        self.dive_number = 0  # of the dive under way

    def proved_lost(self, position) -> bool:
        return False

    def visit(self, key: tuple) -> _Taken | None:
        """The position's `_Taken`; None when it is dead or the dive under way was there before (the frames it
        goes on from included)."""
        taken = self.taken.setdefault(key, _Taken())
        if taken.dead or taken.dive == self.dive_number:
            return None
        taken.dive = self.dive_number
        return taken

    def order(self, position: tuple, quiet_too: bool) -> _Order:
        """The moves in the order a player who follows the hints tries them (see the module's docstring): ups,
        turn-ups (the deepest pile first), the top of the waste; then by the rank of the stock's tile they serve,
        the quiet moves that make room for it (a pile moved whole before a run taken off a tile, as in `moves`)
        and that tile's moves (up first); last the quiet moves that serve no tile. Without `quiet_too`, no quiet
        move. Built lazily (`_Order`): all but the first of these groups only when the dive reaches them."""
        piles, down, deck, ptr, pss, found = position
        ups = self.up_table(found)
        onto, empty = self.landing(piles)
        reach = self.reach(len(deck), ptr, pss)
        moves = self.up_moves(piles, ups)
        for first, i, targets in self.turn_ups(piles, down, onto, empty):
            for j in targets:
                moves.append((_PILE, i, first, j))
        if reach:
            moves += self.deck_moves(deck, reach[0], ups, onto, empty)
        return _Order(moves, (self, (position, quiet_too, reach, ups, onto, empty)))

    def later_moves(self, position: tuple, quiet_too: bool, reach: list, ups: tuple, onto: dict, empty: int):
        """The moves of `order` after the top of the waste's, a group at a time."""
        piles, down, deck, _, _, _ = position
        whole: dict = {}  # per rank (`_Rooms.rank`), the quiet runs (`quiet_runs`) of piles moved whole
        partial: dict = {}  # and of runs taken off a tile
        if quiet_too:
            rooms = _Rooms(self, position, reach)
            for run in self.quiet_runs(piles, down, deck, reach, ups, onto, empty):
                i, k, _ = run
                if k:
                    partial.setdefault(rooms.rank(piles[i][k - 1]), []).append(run)
                else:
                    whole.setdefault(rooms.rank(None), []).append(run)
        for rank in (0, *range(1, len(reach)), None):
            for runs in (whole.get(rank), partial.get(rank)):
                if runs:
                    yield [(_PILE, i, k, j) for i, k, targets in runs for j in targets]
            if rank:
                moves = self.deck_moves(deck, reach[rank], ups, onto, empty)
                if moves:
                    yield moves

    def any_later(self, position: tuple, quiet_too: bool, reach: list, ups: tuple, onto: dict, empty: int) -> bool:
        """Whether `later_moves` has any move; cheaper than building them (the stock's tiles are asked first)."""
        piles, down, deck, _, _, _ = position
        return any(self.deck_moves(deck, shown, ups, onto, empty) for shown in reach[1:]) or (
            quiet_too and bool(self.quiet_runs(piles, down, deck, reach, ups, onto, empty)))

    @staticmethod
    def untaken_first(moves: _Order, taken: _Taken) -> _Order:
        """All of `moves`, those a dive took from this position before (`taken`, the frame's) last, each group in
        its order: a dive that comes back to a position an earlier one went through heads into other ground from
        there. A new order: the frames of the kept lines keep theirs."""
        moves.build()
        if not taken:
            return _Order(moves)
        return _Order([move for move in moves if move not in taken] + [move for move in moves if move in taken])

    def dive(self, stack: list, rng: DealRandom | None, root: tuple | None = None) -> list | None:
        """A winning line of the search's moves, or None when the dive ends without one. It enters `root`, or goes
        on from the last frame of `stack` (the frames before it are an earlier dive's, never walked back into)."""
        # [safe moves made on entering, position, its moves (`_Order`), how many tried, quiet moves before it,
        #  all moves kept, what the dives keep of the position (`_Taken`)]
        floor = len(stack) - (root is None)
        self.dive_number += 1
        for frame in stack:
            frame[6].dive = self.dive_number
        start = self.nodes
        deepest = 0
        furthest = -TILE_COUNT
        self.line = None
        streak = 0
        entered = None if root is None else self.enter(root)
        while True:
            if entered is not None:
                safe, position, taken = entered
                if position is None:  # won
                    return _won_line(stack, safe)
                quiet_too = streak < QUIET_RUN
                moves = self.order(position, quiet_too)
                if taken:
                    moves = self.untaken_first(moves, taken)
                if rng is not None and moves.has(2) and rng.below(1000) < DETOUR_CHANCE * 1000:
                    moves.build(1 + DETOUR_WIDTH)  # the detour picks among the first few
                    moves.insert(0, moves.pop(1 + rng.below(min(len(moves) - 1, DETOUR_WIDTH))))
                stack.append([safe, position, moves, 0, streak, quiet_too, taken])
                deepest = max(deepest, len(stack) - floor)
                score = _score(position)
                if score > furthest:
                    furthest = score
                    self.reached(score, stack)
            while len(stack) > floor and not stack[-1][2].has(stack[-1][3] + 1):
                frame = stack.pop()
                if frame[5]:  # every move was tried, not only those that make progress
                    frame[6].dead = True
            if len(stack) == floor or self.nodes - start - deepest >= DIVE_SLACK:
                return None
            frame = stack[-1]
            move = frame[2].move(frame[3])
            frame[3] += 1
            frame[6].add(move)
            streak = frame[4] + 1 if _quiet(move, frame[1]) else 0
            entered = self.enter(self.child(move, *frame[1]))

    def reached(self, score: int, stack: list) -> None:
        """The dive under way went further than before: keep its line, once `POOL` are kept in place of the one
        that went least far, when it went further than that one."""
        line = self.line
        if line is None:
            if len(self.lines) == POOL:
                least = min(range(POOL), key=lambda i: self.lines[i][0])
                if score <= self.lines[least][0]:
                    return
                del self.lines[least]
            line = self.line = [score, None, set()]
            self.lines.append(line)
        line[0] = score
        line[1] = [list(frame) for frame in stack]
        line[2] = set()

    def restart(self, rng: DealRandom) -> list | None:
        """A dive from a point of one of the furthest lines so far (the earliest of `EARLY_BIAS` drawn), taking
        there first one of the next few moves no dive took there yet. A line whose points are all spent is dropped;
        `_Exhausted` when no line is left."""
        while True:
            if not self.lines:
                raise _Exhausted
            pick = rng.below(len(self.lines)) if len(self.lines) > 1 else 0  # a draw only for a choice
            _, frames, spent = self.lines[pick]
            points = [i for i, frame in enumerate(frames) if i not in spent and not frame[6].dead]
            if points:
                break
            del self.lines[pick]
        at = points[min(rng.below(len(points)) for _ in range(EARLY_BIAS))]
        stack = [list(frame) for frame in frames[: at + 1]]
        frame = stack[-1]
        taken = frame[6]
        moves = self.untaken_first(frame[2], taken)
        untaken = sum(move not in taken for move in moves)
        if untaken:
            moves.insert(0, moves.pop(rng.below(min(untaken, DETOUR_WIDTH))))
        frame[2:4] = [moves, 0]
        before = self.nodes
        found = self.dive(stack, rng)
        if self.nodes == before:  # nothing new below that point, whatever the stream
            spent.add(at)
        return found


class _Exhausted(Exception):
    pass


def _score(position: tuple) -> int:
    """How far a position has come: tiles up, less tiles face down, less what it spent of the stock's passes. Of
    two lines about as far on, the one on an earlier pass still has every later showing of the stock's tiles to
    come: the dives should go on from it."""
    return sum(sum(heights) for heights, _, _ in position[5]) - sum(position[1]) - PASS_COST * position[4]


def win_search(state: State, node_budget: int,
               stopped: Callable[[], bool] | None = None) -> tuple[tuple[Move, ...] | None, int]:
    """(a winning line from `state` in the game's moves, or None when the dives found none; the positions spent).
    `stopped`, when given, is asked before each dive after the first (a dive takes milliseconds): `Stopped`."""
    if _compiled is not None:
        try:
            return _compiled_win_search(state, node_budget, stopped)
        except OverflowError:  # a rule set or position beyond its tables (a pass past 16,382, say): the same below
            pass
    dives = _Dives(state, node_budget)
    try:
        found = dives.dive([], None, read_position(state))
        k = 1
        while found is None:
            if stopped is not None and stopped():
                raise Stopped
            found = dives.restart(deal_random(GAME_ID, state.deal, _stream(k)))
            k += 1
    except (_BudgetSpent, _Exhausted):
        found = None
    finally:
        dives.lines = dives.line = None  # their frames' orders refer back to the dives: no cycle left behind
    return (None if found is None else _real_moves(state, found)), dives.nodes


def _stream(k: int) -> str:
    """The name of the random stream of the k-th dive after the first."""
    return f"dive-{k}"


# What `_dives.c` reads of the tiles, so that none of it is written there again.
_FACE_TABLES = (FACE_RANK, FACE_SUIT, tuple(sum(1 << code for code in faces) for faces in ACCEPTS),
                tuple(WIND_BIT.get(code, 0) for code in range(len(FACES))))


def _compiled_win_search(state: State, node_budget: int,
                         stopped: Callable[[], bool] | None) -> tuple[tuple[Move, ...] | None, int]:
    walk = _Search(state, node_budget)  # its reading of the rule set
    options = state.options
    rules = (int(walk.lockstep), walk.empty_takes, options.draw, -1 if options.redeals is None else options.redeals,
             walk.same_from, int(walk.complete))
    constants = (DIVE_SLACK, round(DETOUR_CHANCE * 1000), DETOUR_WIDTH, QUIET_RUN, EARLY_BIAS, POOL, PASS_COST,
                 TILE_COUNT)
    line, nodes, was_stopped = _compiled.search(
        read_position(state), _FACE_TABLES, rules, constants, node_budget,
        lambda k: deal_seed(GAME_ID, state.deal, _stream(k)), stopped)
    if was_stopped:
        raise Stopped
    return (None if line is None else _real_moves(state, line)), nodes
