"""Winnable deals and winnable shuffles (RULES.md 1, Winnable deals).

A deal is built backwards from a win. First a clearing order of the positions is drawn,
ignoring faces: pairs of tiles that are free together, taken one pair after another as a
player could. Then the faces are dealt along that order, two matching faces to each pair.
The order is a winning line of the deal, so the deal is winnable by construction.

Everything comes from the random stream passed in, and no solver verdict is involved, so
the same deal number gives the same deal forever, however the solver changes.
"""

from __future__ import annotations

from typing import Iterator, Sequence

from ..deals import DealRandom, check_deal_number, deal_random
from .layout import Geometry
from .layout import indices as _bits
from .position import GAME_ID, MahjongState, Shuffle, deal_faces, in_play, new_game
from .tiles import match_group

Pair = tuple[int, int]

CLEARING_NODE_BUDGET = 20_000  # positions tried while drawing a clearing order


def clearing_order(
    geometry: Geometry, present: int, rng: DealRandom, node_budget: int = CLEARING_NODE_BUDGET
) -> list[Pair] | None:
    """A random order of pairs of positions, each pair free together when its turn comes,
    that takes away every tile of `present`; None when there is none (or none was found
    within the budget).

    Tiles that hold up others are drawn more often (a weight per tile: one plus the tiles
    stacked under it), so towers come down early and the search rarely ends with a lone
    free tile on top of the last ones.
    """
    n = len(geometry.positions)
    under = [0] * n
    for i in range(n):
        for k in _bits(geometry.covered_by[i]):
            under[k] += 1
    lost: set[int] = set()
    nodes = 0

    def draw_pairs(free: list[int]) -> list[Pair]:
        """Candidate pairs in random order, weighted: each tile drawn by weight without replacement."""
        weights = [1 + under[t] for t in free]
        tiles = list(free)
        ranked = []
        total = sum(weights)
        while tiles:
            pick = rng.below(total)
            k = 0
            while pick >= weights[k]:
                pick -= weights[k]
                k += 1
            ranked.append(tiles.pop(k))
            total -= weights.pop(k)
        first_choices = ranked[:3]  # a few alternatives are plenty to get out of a dead end
        return [(a, b) for x, a in enumerate(first_choices) for b in ranked if b != a and b not in ranked[:x]]

    def search(present: int, free_mask: int) -> list[Pair] | None:
        """Depth first, by a stack of its own: a 2,000-tile layout is a thousand pairs deep, past Python's
        recursion limit. Pairs are drawn when a position is first entered and tried in that order, so the
        random stream is read exactly as the recursive search read it, and every deal number keeps its deal."""
        nonlocal nodes
        frames: list[tuple[int, int, Iterator[Pair]]] = []  # a position, its free tiles, the pairs left to try
        line: list[Pair] = []  # the pair being tried at each frame
        entering: tuple[int, int] | None = (present, free_mask)
        while True:
            if entering is not None:
                present, free_mask = entering
                entering = None
                if not present:
                    return line
                if present not in lost:
                    nodes += 1
                    if nodes > node_budget:
                        return None
                    free = _bits(free_mask)
                    frames.append((present, free_mask, iter(draw_pairs(free) if len(free) >= 2 else ())))
            if not frames:
                return None
            present, free_mask, pairs = frames[-1]
            pair = next(pairs, None)
            if pair is None:  # every pair from here is a dead end
                lost.add(present)
                frames.pop()
                continue
            del line[len(frames) - 1:]
            line.append(pair)
            taken = 1 << pair[0] | 1 << pair[1]
            entering = (present & ~taken, geometry.free_after(present & ~taken, taken, free_mask))

    return search(present, geometry.free_mask(present))


def deal_along(order: Sequence[Pair], faces: Sequence[str], rng: DealRandom) -> dict[int, str]:
    """The faces dealt two matching ones to each pair of the order, at random: position -> face."""
    by_group: dict[str, list[str]] = {}
    for face in faces:
        by_group.setdefault(match_group(face), []).append(face)
    face_pairs = []
    for group_faces in by_group.values():
        if len(group_faces) % 2:
            raise ValueError(f"an odd number of {match_group(group_faces[0])!r} tiles cannot be cleared in pairs")
        rng.shuffle(group_faces)
        face_pairs.extend(zip(group_faces[0::2], group_faces[1::2]))
    if len(face_pairs) != len(order):
        raise ValueError(f"{2 * len(face_pairs)} faces for {2 * len(order)} tiles")
    rng.shuffle(face_pairs)
    dealt = {}
    for (a, b), (face_a, face_b) in zip(order, face_pairs):
        if rng.below(2):
            face_a, face_b = face_b, face_a
        dealt[a], dealt[b] = face_a, face_b
    return dealt


def winnable_faces(geometry: Geometry, faces: Sequence[str], present: int, rng: DealRandom) -> list[str] | None:
    """`faces` dealt onto the positions of `present` (in position order) so that the board
    can be cleared; None when no dealing of any faces could clear those positions."""
    order = clearing_order(geometry, present, rng)
    if order is None:
        return None
    dealt = deal_along(order, faces, rng)
    return [dealt[i] for i in _bits(present)]


def winnable_game(layout, deal: int):
    """The winnable deal number `deal` on `layout`: the same faces as the plain deal, placed
    along a drawn clearing order. A layout that no dealing can clear (a tower of three, say)
    gets the plain deal."""
    check_deal_number(deal)
    faces = deal_faces(layout.tiles, deal_random(GAME_ID, deal))
    geometry = layout.geometry
    placed = winnable_faces(geometry, faces, geometry.full, deal_random(GAME_ID, deal, "winnable"))
    if placed is None:
        return new_game(layout, deal)
    return MahjongState(layout, deal, tuple(placed), geometry.full)


def winnable_shuffle(state, rng: DealRandom):
    """A Shuffle that keeps the board winnable, or None when the tiles still in play cannot
    be cleared whatever their faces (say the last two lie one on the other)."""
    faces = [state.faces[i] for i in in_play(state)]
    placed = winnable_faces(state.layout.geometry, faces, state.present, rng)
    return None if placed is None else Shuffle(tuple(placed))
