"""A loss proof by search on shapes: what a position is once the arrangement of its face-up runs is forgotten.

The exact search walks every arrangement of the face-up runs: late in a lost game it spends its whole budget on
thousands of them, all with the same face-down tiles, deck and foundations, all alive to `loss_proof` and each with
only lost moves (see /work/notes/s3/mjk-exact.md). Here they are one.

The shape of a position: each pile's face-down tiles with the first face-up tile on them (its root), the floating
tiles (face up, lying on another) as a multiset, the deck, the pointer, the pass (`_Search.pass_key`) and the
foundations. The moves between shapes are every kind of move that changes the shape, allowed when what the move
needs of the arrangement could hold in some arrangement of the shape before and after it:
- a floating tile or a root goes up, when the foundations take it (a root leaves its face-down tiles, the next one
  turning up, or an empty pile);
- a root, with whatever lies on it, goes onto another tile (it floats from then on) or into an empty pile (if the
  empty rule takes it and it had face-down tiles under it);
- a floating tile, with whatever lies on it, goes into an empty pile (it is a root from then on);
- a tile the stock can show (`_Search.reach`) goes up, onto a tile, or into an empty pile.
A move is allowed only where the shape after it can be arranged (`arrangeable`): every floating tile on a tile one
rank higher, of another suit, each tile carrying at most one. The moves that keep the shape (a run of floating tiles
onto another tile) are left out.

Why no win is lost: every move of the game either keeps the shape or is one of the moves above, and each of those
is allowed whenever it can be played (its shapes before and after are arranged by the positions themselves). Take,
among the arrangements of a shape that can be won, one with the shortest winning line: its first move changes the
shape (were it a move that keeps the shape, the position after it would be an arrangement with a shorter line), so
it is a move between shapes to a shape with an arrangement whose line is one move shorter. The search walks the
shapes depth first, each once, and so finds a shape whose arrangements are won (no face-down tile, empty deck) by
such a chain whenever one exists within its budget, even with these cuts, each of which keeps a shorter line:
- a tile that goes up at once in the exact search (`position.safe_set`) goes up here too. Such a tile never carries
  anything (whatever could lie on it is up), so in every arrangement it is the last of its pile, and the proof there
  holds for each arrangement;
- the stock shows a tile only on the passes `_Search.reach` tries (the later ones are no better: proved there).
So when the walk ends without such a shape, no arrangement of the first shape can be won: the position is lost.
Walked the other way (a shape whose arrangements are won) it proves nothing, for arrangements of one shape need not
reach each other.
"""

from __future__ import annotations

from .game import TABLEAU_PILES
from .position import FACE_CLASS, FACE_RANK, FACES, FULL_HEIGHT, fit_on_hosts, placed

_NO_FLOATING = (0,) * len(FACES)
_SLOT = tuple(4 * FACE_RANK[code] + FACE_CLASS[code] for code in range(len(FACES)))


def shape_of(position) -> tuple:
    """(roots, floating, deck, pointer, pass, foundations): roots the piles' face-down tiles with their first face-up
    tile (the empty piles left out), sorted; floating the count of floating tiles per face."""
    piles, down, deck, ptr, pss, found = position
    floating = list(_NO_FLOATING)
    for pile, d in zip(piles, down):
        for code in pile[d + 1 :]:
            floating[code] += 1
    return tuple(sorted(pile[: d + 1] for pile, d in zip(piles, down) if pile)), tuple(floating), deck, ptr, pss, found


def arrangeable(roots: tuple, floating: tuple) -> bool:
    """Whether the floating tiles can all lie each on its own tile one rank higher and of another suit (a root or a
    floating tile). Tiles of rank r lie only on tiles of rank r+1, so each rank is a matching of its own
    (`fit_on_hosts`). Tiles are counted per rank and class in one list, four places a rank (`_SLOT`)."""
    demand = [0] * (4 * FULL_HEIGHT)
    for code, count in enumerate(floating):
        if count:
            demand[_SLOT[code]] += count
    hosts = demand + [0, 0, 0, 0]  # every floating tile hosts too
    for root in roots:
        hosts[_SLOT[root[-1]]] += 1
    for rank in range(0, 4 * FULL_HEIGHT, 4):
        tiles = demand[rank : rank + 4]
        if any(tiles) and not fit_on_hosts(tiles, hosts[rank + 4 : rank + 8]):
            return False
    return True


def _counted(floating: tuple, code: int, change: int) -> tuple:
    return floating[:code] + (floating[code] + change,) + floating[code + 1 :]


def _replaced(roots: tuple, i: int, new: tuple, *added: tuple) -> tuple:
    """The roots with the i-th one replaced by `new` (dropped if empty) and `added` ones."""
    rest = roots[:i] + ((new,) if new else ()) + roots[i + 1 :] + added
    return tuple(sorted(rest))


class ShapeSearch:
    """`lost()`: True when no arrangement of the position's shape can be won; None when the walk met a shape
    whose arrangements are won or spent its budget. `walk` is the exact search on the same state, whose stock rules
    (`reach`, `pass_key`, `takes_empty`) and safe moves are the same here."""

    def __init__(self, walk, budget: int) -> None:
        self.walk = walk
        self.budget = budget
        self.nodes = 0

    def lost(self, position) -> bool | None:
        seen = set()
        stack = [shape_of(position)]
        while stack:
            shape = self.safe(*stack.pop())
            roots, floating, deck, ptr, pss, found = shape
            if not deck and all(len(root) == 1 for root in roots):
                return None
            key = self.walk.shape_key(shape)
            if key in seen:
                continue
            seen.add(key)
            self.nodes += 1
            if self.nodes > self.budget:
                return None
            self.walk.ask_stopped(self.nodes)
            stack.extend(reversed(self.moves(*shape)))
        return True

    def safe(self, roots, floating, deck, ptr, pss, found) -> tuple:
        """The shape after every tile that goes up at once has (`position.safe_set`)."""
        safe_table = self.walk.safe_table
        safe_sets = safe_table(found)
        moved = True
        while moved:
            moved = False
            for code, count in enumerate(floating):
                if count and (s := safe_sets[code]) >= 0:
                    floating = _counted(floating, code, -1)
                    found = placed(found, s, code)
                    safe_sets = safe_table(found)
                    moved = True
            for i, root in enumerate(roots):
                if (s := safe_sets[root[-1]]) >= 0:
                    found = placed(found, s, root[-1])
                    safe_sets = safe_table(found)
                    roots = _replaced(roots, i, root[:-1])
                    moved = True
                    break
        return roots, floating, deck, ptr, pss, found

    def moves(self, roots, floating, deck, ptr, pss, found) -> list:
        """The shapes one move away."""
        ups = self.walk.up_table(found)
        takes_empty = self.walk.takes_empty
        empty = len(roots) < TABLEAU_PILES
        out = []
        for code, count in enumerate(floating):
            if count:
                fewer = _counted(floating, code, -1)
                out.extend((roots, fewer, deck, ptr, pss, placed(found, s, code)) for s in ups[code])
                if empty and takes_empty(code):
                    out.append((tuple(sorted(roots + ((code,),))), fewer, deck, ptr, pss, found))
        for i, root in enumerate(roots):
            if i and root == roots[i - 1]:
                continue  # alike piles: one is enough
            code, under = root[-1], root[:-1]
            left = _replaced(roots, i, under)
            out.extend((left, floating, deck, ptr, pss, placed(found, s, code)) for s in ups[code])
            out.append((left, _counted(floating, code, 1), deck, ptr, pss, found))
            if under and empty and takes_empty(code):
                out.append((_replaced(roots, i, under, (code,)), floating, deck, ptr, pss, found))
        for index, q in self.walk.reach(len(deck), ptr, pss):
            code = deck[index]
            rest = deck[:index] + deck[index + 1 :]
            out.extend((roots, floating, rest, index, q, placed(found, s, code)) for s in ups[code])
            out.append((roots, _counted(floating, code, 1), rest, index, q, found))
            if empty and takes_empty(code):
                out.append((tuple(sorted(roots + ((code,),))), floating, rest, index, q, found))
        return [shape for shape in out if arrangeable(shape[0], shape[1])]
