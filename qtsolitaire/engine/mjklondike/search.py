"""The exact MahJongg Klondike search: from a position, knowing every tile, a winning line or a proof there is none.

`search(state, node_budget)` says True or False only when it knows, None past its budget. It settles endgames.
Late in a lost game the runs can be rearranged in more ways than the search can walk through: the search on
shapes (`shapes.py`), which forgets the arrangement, proves many such positions lost first. Early in a deal
neither proves much, so it proves few whole deals lost (see bench/solvers.py --game mjklondike).

The position the search works on
- Tiles are read as faces (`position.py`): copies of one face are alike, so two positions that differ only in
  which copy lies where are one position.
- Stock and waste are one sequence, the deck (`position.py`), with a pointer. A click of the stock only moves the
  pointer, and nothing but the top of the waste depends on it, so the search never clicks the stock on
  its own: a move "from the stock" names a deck tile and the pass in which the clicks bring it to the top of the
  waste, and plays it from there (the clicks are spelt out in the line). Every tile the clicks can show is tried, on
  each pass it can be shown in, for the same tile shown on a later pass leaves another pointer and fewer redeals.
  Once every pass left turns the same number of tiles, showing a tile on an earlier pass is never worse than on a
  later one (whatever the later pass can do, the earlier one does on the same grid with a pass to spare), so only the
  earliest is tried.
- Transpositions: a position is remembered by its tableau piles sorted (the piles are alike; an empty pile is any
  empty pile), with the deck, the pointer, the pass (with unlimited redeals the passes that turn alike are one) and
  the foundations. A position seen before is not searched again: it either is on the way here (a loop) or lost.

Moves made at once, without trying the others (`position.safe_set`), each proved in its docstring and tested
against a brute force: a last tableau tile goes up when nothing could ever need it in the tableau and it cannot take
a foundation place some other copy needs. Moves not tried: a run taken off a face-up tile when nothing could use
that tile next (`_Search.quiet_runs`, proved there), a whole pile into an empty one (the same position), a second
empty pile.
Positions not entered: those `loss_proof.proved_lost` settles.

When no tile is face down and the deck is empty, the game is won: every tile lies in a run, each one rank below the
one above it, so a tile is covered only by lower ranks, which go up first (`_finish` plays it out).
"""

from __future__ import annotations

from operator import itemgetter
from typing import Callable

from ..api import Solution
from .game import PILES_PER_SET, Draw, Move, Redeal, State, ToFoundation, ToTableau, apply, foundation_refusal
from .loss_proof import proved_lost
from .position import ACCEPTS, FACE_RANK, FACES, placed, read_position, up_sets
from .position import safe_set as _safe_set
from .shapes import ShapeSearch, shape_of
from .tiles import TILE_COUNT, WIND_RANK

EXACT_NODE_BUDGET = 5_000  # when the caller names none
STOP_EVERY = 64  # positions between two questions to `stopped`: a few milliseconds of search

# Moves of the search: (kind, a, b, c)
_UP = 0  # ("up", pile, set): the last tile of a pile to the set
_DECK_UP = 1  # (.., deck index, pass, set): a tile the stock shows, to the set
_PILE = 2  # (.., pile, index, target pile): the run from index on onto the target
_DECK_PILE = 3  # (.., deck index, pass, target pile)


_PRIORITY = itemgetter(0)


class _BudgetSpent(Exception):
    pass


class Stopped(Exception):
    """The caller's `stopped()` said so: nobody waits for the answer any more."""


class _Search:
    def __init__(self, state: State, budget: int, stopped: Callable[[], bool] | None = None) -> None:
        options = state.options
        self.stopped = stopped
        self.lockstep = options.lockstep
        self.options = options
        self.budget = budget
        self.nodes = 0
        self.seen: set = set()
        self.lost_memo: dict = {}
        self.reach_memo: dict = {}  # `reach`, kept
        self.up_memo: dict = {}  # `up_table` and `safe_table`, kept per foundations
        self.safe_memo: dict = {}
        rule = options.empty_pile
        self.empty_takes = tuple(rule == "any" or (rule == "wind" and FACE_RANK[code] == WIND_RANK)
                                 for code in range(len(FACES)))
        self.empty_faces = frozenset(code for code, takes in enumerate(self.empty_takes) if takes)
        self.complete = sum(map(len, state.tableau)) + len(state.stock) + len(state.waste) + sum(
            map(len, state.foundations)
        ) == TILE_COUNT
        # Passes from `self.same_from` on all turn the same number of tiles (with unlimited redeals: all alike).
        redeals = options.redeals
        if redeals is None:
            self.same_from = len(options.draw) - 1
        else:
            last = options.draw_on_pass(redeals)
            self.same_from = redeals
            while self.same_from > 0 and options.draw_on_pass(self.same_from - 1) == last:
                self.same_from -= 1

    def up_table(self, found: tuple) -> tuple:
        """Per face, the sets it may go up on (`position.up_sets`)."""
        return self._per_face(self.up_memo, up_sets, found)

    def safe_table(self, found: tuple) -> tuple:
        """Per face, the set a last tableau tile goes up on at once, or -1 (`position.safe_set`)."""
        return self._per_face(self.safe_memo, _safe_set, found)

    def _per_face(self, memo: dict, rule, found: tuple) -> tuple:
        """`rule` read for every face on these foundations, kept: many positions share them."""
        known = memo.get(found)
        if known is None:
            known = memo[found] = tuple(rule(found, code, self.lockstep) for code in range(len(FACES)))
        return known

    def pass_key(self, pss: int) -> int:
        return min(pss, self.same_from) if self.options.redeals is None else pss

    def takes_empty(self, code: int) -> bool:
        return self.empty_takes[code]

    def reach(self, size: int, ptr: int, pss: int) -> list[tuple[int, int]]:
        """(deck index, pass) of every tile the stock can bring to the top of the waste, the current top first.
        Kept: it reads nothing but these three, and the search asks again and again (do not change the list)."""
        key = (size, ptr, pss)
        known = self.reach_memo.get(key)
        if known is None:
            known = self.reach_memo[key] = self._reach(size, ptr, pss)
        return known

    def _reach(self, size: int, ptr: int, pss: int) -> list[tuple[int, int]]:
        out = [(ptr - 1, pss)] if ptr else []
        if not size:
            return out
        options = self.options
        shown_late: set[int] = set()  # shown on a pass of the same-sized tail: later showings are no better
        if pss >= self.same_from:
            shown_late.update(i for i, _ in out)
        redeals = options.redeals
        q, p = pss, ptr
        while True:
            step = options.draw_on_pass(q)
            while p < size:
                p = min(p + step, size)
                if q >= self.same_from:
                    if p - 1 in shown_late:
                        continue
                    shown_late.add(p - 1)
                out.append((p - 1, q))
            if redeals is not None and q >= redeals:
                return out
            if redeals is None and q > pss and q >= self.same_from:
                return out  # a whole pass of the last kind has shown everything it ever will
            q, p = q + 1, 0

    def run(self, state: State) -> list | None:
        """A winning line of the search's moves, or None when there is none; depth first, on a stack of its own."""
        root = read_position(state)
        stack: list[list] = []  # [safe moves made on entering, position, its moves, how many tried]
        entered = self.enter(root)
        while True:
            if entered is not None:
                safe, position, _ = entered
                if position is None:  # won
                    return _won_line(stack, safe)
                stack.append([safe, position, self.moves(*position), 0])
            while stack and stack[-1][3] == len(stack[-1][2]):
                stack.pop()
            if not stack:
                return None
            frame = stack[-1]
            frame[3] += 1
            entered = self.enter(self.child(frame[2][frame[3] - 1], *frame[1]))

    def enter(self, position) -> tuple | None:
        """(safe moves made, the position after them or None when it is won, what `visit` keeps of it); None when
        the position was seen before or is proved lost."""
        piles, down, deck, ptr, pss, found = position
        safe = []
        piles = list(piles)
        down = list(down)
        safe_sets = self.safe_table(found)
        moved = True
        while moved:
            moved = False
            for i, pile in enumerate(piles):
                if pile:
                    s = safe_sets[pile[-1]]
                    if s >= 0:
                        safe.append((_UP, i, s, 0))
                        found = placed(found, s, pile[-1])
                        safe_sets = self.safe_table(found)
                        rest = piles[i] = pile[:-1]
                        if rest and down[i] == len(rest):
                            down[i] -= 1
                        moved = True
        if not deck and not any(down) and self.complete:
            return safe + _finish(piles, found, self.lockstep), None, None
        visit = self.visit(self.seen_key(piles, down, deck, ptr, pss, found))
        if visit is None:
            return None
        self.spend(1)
        position = (tuple(piles), tuple(down), deck, ptr, pss, found)
        if self.proved_lost(position):
            return None
        return safe, position, visit

    def visit(self, key: tuple) -> tuple | None:
        """A position's key (`seen_key`) the first time it is entered; None when it was seen before (asked by
        adding: a tuple hashes its items again each time)."""
        seen = len(self.seen)
        self.seen.add(key)
        return None if len(self.seen) == seen else key

    def seen_key(self, piles, down, deck, ptr, pss, found) -> tuple:
        """A position as the transpositions remember it (see the module's docstring)."""
        return tuple(sorted(zip(piles, down))), (deck, ptr, self.pass_key(pss), found)

    def shape_key(self, shape) -> tuple:
        """A shape (`shapes.shape_of`) as the loss proof's memo and the search on shapes remember it."""
        roots, floating, deck, ptr, pss, found = shape
        return roots, floating, deck, ptr, self.pass_key(pss), found

    def proved_lost(self, position) -> bool:
        """`proved_lost`, kept per what it reads: the position's shape (`shapes.shape_of`: the face-down tiles of
        each pile with the tile on them, the floating tiles as a multiset, the deck and the foundations). Runs
        moved between face-up tiles change none of that, so a whole family of arrangements is proved (or not) at
        once."""
        key = self.shape_key(shape_of(position))
        known = self.lost_memo.get(key)
        if known is None:
            known = self.lost_memo[key] = proved_lost(position, self.options)
        return known

    def spend(self, nodes: int) -> None:
        self.nodes += nodes
        if self.nodes > self.budget:
            raise _BudgetSpent
        if self.stopped is not None:  # set only for the exact search: a dive position pays no call
            self.ask_stopped(self.nodes)

    def ask_stopped(self, nodes: int) -> None:
        """`Stopped` when the caller's `stopped()` says so; asked every `STOP_EVERY` positions."""
        if self.stopped is not None and not nodes % STOP_EVERY and self.stopped():
            raise Stopped

    def moves(self, piles, down, deck, ptr, pss, found) -> list:
        """The moves from here, the likeliest first; a quiet move only where it can pay (`quiet_runs`)."""
        ups = self.up_table(found)
        onto, empty = self.landing(piles)
        shown = self.reach(len(deck), ptr, pss)
        out = [(0, move) for move in self.up_moves(piles, ups)]  # (priority, move)
        # Plain loops, not comprehensions: these lists are short, and a comprehension costs a call.
        for first, i, targets in self.turn_ups(piles, down, onto, empty):
            priority = 2 - first / 100  # the deepest pile first: it hides the most
            for j in targets:
                out.append((priority, (_PILE, i, first, j)))
        for i, k, targets in self.quiet_runs(piles, down, deck, shown, ups, onto, empty):
            priority = 6 if k else 5
            for j in targets:
                out.append((priority, (_PILE, i, k, j)))
        for at in shown:
            up, onto_pile = (1, 3) if at == (ptr - 1, pss) else (4, 4.5)  # the top of the waste, or a later tile
            for move in self.deck_moves(deck, at, ups, onto, empty):
                out.append((up if move[0] == _DECK_UP else onto_pile, move))
        out.sort(key=_PRIORITY)
        return [move for _, move in out]

    @staticmethod
    def landing(piles) -> tuple[dict[int, tuple[int, ...]], int]:
        """(per face, the piles it may go onto: those whose last tile accepts it, grouped by that tile's face in the
        order the faces first end a pile; the first empty pile or -1)."""
        lasts: dict[int, tuple[int, ...]] = {}
        empty = -1
        for j, pile in enumerate(piles):
            if pile:
                u = pile[-1]
                lasts[u] = lasts[u] + (j,) if u in lasts else (j,)
            elif empty < 0:
                empty = j
        onto: dict[int, tuple[int, ...]] = {}  # tuples, not lists: the collector stops watching them
        for u, js in lasts.items():
            for code in ACCEPTS[u]:
                onto[code] = onto[code] + js if code in onto else js
        return onto, empty

    def targets(self, head: int, off_a_tile: bool, onto: dict, empty: int) -> tuple | list:
        """The piles a run headed by `head` (or a tile from the stock) may go onto (`landing`); an empty pile only
        when the run comes off a tile: a whole pile into an empty one is the same position."""
        targets = onto.get(head, ())
        if empty >= 0 and off_a_tile and self.empty_takes[head]:
            return [*targets, empty]
        return targets

    def deck_moves(self, deck: tuple, shown: tuple, ups: tuple, onto: dict, empty: int) -> list:
        """The moves of the stock's tile `shown` (deck index, pass: `reach`): up first, then onto the tableau."""
        index, q = shown
        code = deck[index]
        moves = []
        for s in ups[code]:
            moves.append((_DECK_UP, index, q, s))
        for j in self.targets(code, True, onto, empty):
            moves.append((_DECK_PILE, index, q, j))
        return moves

    @staticmethod
    def up_moves(piles, ups: tuple) -> list:
        """Every last tableau tile up (`ups`: `up_table`), pile by pile."""
        return [(_UP, i, s, 0) for i, pile in enumerate(piles) if pile for s in ups[pile[-1]]]

    def turn_ups(self, piles, down, onto: dict, empty: int) -> list:
        """(index of the first face-up tile, pile, targets) of every run whose move turns a tile up, the deepest
        pile first."""
        out = []
        for i, first in enumerate(down):
            if first:
                targets = self.targets(piles[i][first], True, onto, empty)
                if targets:
                    out.append((first, i, targets))
        out.sort(key=_PRIORITY, reverse=True)  # stable: reverse keeps the piles' order among equals
        return out

    def quiet_runs(self, piles, down, deck, shown: list, ups: tuple, onto: dict, empty: int) -> list:
        """(pile, index, targets) of every quiet run move worth trying, pile by pile, index by index: a pile with
        nothing face down moved whole (index 0), or a run taken off a face-up tile where that can pay (`shown`:
        `reach`).

        A run taken off the face-up tile t (which stays last) can pay only if the very next move uses t, going up
        (`ups`: `up_table`) or taking a run or a tile from the stock (`usable`: the faces of the face-up tableau
        tiles and of the tiles the stock can show). That loses no win: in a winning line, a quiet move whose tile
        is used later can wait until just before that use (the moves between touch neither the tile's pile nor the
        tile the run went on, bar the run itself, which they can take from where it was), and where the use is
        moving the tile with the run above it, the two moves swap: that run, with the first, goes first, and the
        first run follows on its own."""
        out = []
        usable = None  # read when first needed
        may_go = onto.keys() | self.empty_faces if empty >= 0 else onto.keys()  # the heads with some target
        # `targets` written out: this loop is the dives' busiest
        empty_takes = self.empty_takes if empty >= 0 else None
        for i, pile in enumerate(piles):
            first = down[i]
            for k in range(first + 1 if first else 0, len(pile)):
                head = pile[k]
                if head not in may_go:  # most heads: no pile takes them, told by a set
                    continue
                targets = onto.get(head, ())
                if not k:
                    if targets:
                        out.append((i, 0, targets))
                    continue
                tile = pile[k - 1]
                if not ups[tile]:
                    if usable is None:
                        usable = {code for tiles, d in zip(piles, down) for code in tiles[d:]}
                        usable.update(deck[index] for index, _ in shown)
                    if ACCEPTS[tile].isdisjoint(usable):
                        continue
                if empty_takes is not None and empty_takes[head]:
                    targets = [*targets, empty]
                out.append((i, k, targets))
        return out

    @staticmethod
    def child(move, piles, down, deck, ptr, pss, found):
        kind, a, b, c = move
        piles = list(piles)
        down = list(down)
        if kind == _UP or kind == _PILE:
            pile = piles[a]
            cut = len(pile) - 1 if kind == _UP else b
            run = pile[cut:]
            piles[a] = pile[:cut]
            if cut and down[a] == cut:
                down[a] -= 1
        else:
            run = (deck[a],)
            deck = deck[:a] + deck[a + 1 :]
            ptr, pss = a, b
        if kind == _UP:
            found = placed(found, b, run[0])
        elif kind == _DECK_UP:
            found = placed(found, c, run[0])
        else:
            piles[c] = piles[c] + run
        return tuple(piles), tuple(down), deck, ptr, pss, found


def _won_line(stack: list, safe: list) -> list:
    """The moves from the root of a depth-first walk to the win just entered: each frame's safe moves and the move
    it is trying ([safe moves, position, moves, how many tried, ...]), then the safe moves that won."""
    return [m for frame in stack for m in frame[0] + [frame[2][frame[3] - 1]]] + safe


def _finish(piles: list, found: tuple, lockstep: bool) -> list:
    """The rest of a won game with the deck empty and every tile face up: whatever can go up, in turn."""
    piles = list(piles)
    line = []
    while any(piles):
        for i, pile in enumerate(piles):
            if pile:
                sets = up_sets(found, pile[-1], lockstep)
                if sets:
                    line.append((_UP, i, sets[0], 0))
                    found = placed(found, sets[0], pile[-1])
                    piles[i] = pile[:-1]
    return line


def _real_moves(state: State, line: list) -> tuple[Move, ...]:
    """The search's moves as the game's, clicks of the stock included, checked by playing them."""
    out = []
    for kind, a, b, c in line:
        if kind in (_DECK_UP, _DECK_PILE):
            while (state.pass_index, len(state.waste)) != (b, a + 1):
                click = Draw() if state.stock else Redeal()
                out.append(click)
                state = apply(state, click)
            tile = state.waste[-1]
        elif kind == _UP:
            tile = state.tableau[a][-1]
        else:
            tile = state.tableau[a][b]
        if kind in (_UP, _DECK_UP):
            first = (b if kind == _UP else c) * PILES_PER_SET
            pile = next(p for p in range(first, first + PILES_PER_SET) if foundation_refusal(state, tile, p) is None)
            move: Move = ToFoundation(tile, pile)
        else:
            move = ToTableau(tile, c)
        out.append(move)
        state = apply(state, move)
    return tuple(out)


def search(state: State, node_budget: int | None = None, *, root_asked: bool = False,
           stopped: Callable[[], bool] | None = None) -> Solution:
    """The exact search alone: a win, a proof that there is none, or None past the budget. Half the budget goes
    first to the search on shapes (`shapes.py`), which proves lost positions whose runs can be arranged in more
    ways than the exact search can walk; what it leaves goes to the exact search. `root_asked`: the caller has
    asked `proved_lost` about `state` already, and it proved nothing. `stopped`: asked every few milliseconds; once
    it is true, `Stopped` is raised."""
    budget = EXACT_NODE_BUDGET if node_budget is None else node_budget
    walk = _Search(state, budget, stopped)
    position = read_position(state)
    if root_asked:
        walk.lost_memo[walk.shape_key(shape_of(position))] = False
    elif walk.proved_lost(position):
        return Solution(False, (), 1)
    shapes = ShapeSearch(walk, budget // 2)
    if shapes.lost(position):
        return Solution(False, (), shapes.nodes)
    walk.nodes = min(shapes.nodes, budget // 2)
    try:
        found = walk.run(state)
    except _BudgetSpent:
        return Solution(None, (), walk.nodes)
    if found is None:
        return Solution(False, (), walk.nodes)
    return Solution(True, _real_moves(state, found), walk.nodes)
