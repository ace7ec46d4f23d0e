"""How the solver reads a position: tiles as faces, foundations per set, and which set a face may go up on.

Copies of one face are alike, so two positions that differ only in which copy lies where are one position. A
position is (piles, face-down counts, deck, pointer, pass, foundations): the piles as tuples of face codes; the
deck is stock and waste as one sequence in the order the tiles are turned (a redeal turns the waste over unshuffled,
so that order never changes), the tiles before the pointer being the waste; the foundations per set the heights of
its four piles sorted (the piles of a set are alike), the dragon it builds and the winds it holds.
"""

from __future__ import annotations

from .game import FOUNDATION_SUITS, PILES_PER_SET, State
from .tiles import DRAGON_RANK, FACE, RANK, SUIT, WIND_RANK

# Faces as small codes, and what the search needs to know of each.
FACES = tuple(dict.fromkeys(FACE))
CODE = tuple(FACES.index(face) for face in FACE)  # the code of each tile id
_SAMPLE = tuple(FACE.index(face) for face in FACES)
FACE_RANK = tuple(RANK[t] for t in _SAMPLE)
FACE_SUIT = tuple(FOUNDATION_SUITS.index(SUIT[t]) if SUIT[t] else -1 for t in _SAMPLE)
WIND_BIT = {code: 1 << k for k, code in enumerate(c for c in range(len(FACES)) if FACE_RANK[c] == WIND_RANK)}
# The codes that may lie on a tile of each code in the tableau: one rank lower, another suit (or none).
ACCEPTS = tuple(
    frozenset(c for c in range(len(FACES))
              if FACE_RANK[c] + 1 == FACE_RANK[u] and (FACE_SUIT[c] < 0 or FACE_SUIT[c] != FACE_SUIT[u]))
    for u in range(len(FACES))
)
FULL_HEIGHT = WIND_RANK + 1
WON = ((FULL_HEIGHT,) * PILES_PER_SET,) * len(FOUNDATION_SUITS)


def foundations(state: State) -> tuple:
    sets = []
    for s in range(len(FOUNDATION_SUITS)):
        piles = state.foundations[s * PILES_PER_SET : (s + 1) * PILES_PER_SET]
        dragon = next((CODE[p[0]] for p in piles if p), -1)
        winds = 0
        for p in piles:
            if len(p) == FULL_HEIGHT:
                winds |= WIND_BIT[CODE[p[-1]]]
        sets.append((tuple(sorted(len(p) for p in piles)), dragon, winds))
    return tuple(sets)


def read_position(state: State) -> tuple:
    """The search's reading of a state: (piles, face-down counts, deck, pointer, pass, foundations) in faces."""
    piles = tuple(tuple(CODE[t] for t in pile) for pile in state.tableau)
    deck = tuple(CODE[t] for t in state.waste + state.stock)
    return piles, state.face_down, deck, len(state.waste), state.pass_index, foundations(state)


def up_sets(found: tuple, code: int, lockstep: bool) -> tuple[int, ...]:
    """The sets a tile of this face may go up on now."""
    rank = FACE_RANK[code]
    suit = FACE_SUIT[code]
    if suit >= 0:
        heights = found[suit][0]
        return (suit,) if (heights[0] == rank if lockstep else rank in heights) else ()
    if rank == DRAGON_RANK:
        free = []
        for s, (heights, dragon, _) in enumerate(found):
            if dragon == code:
                return (s,) if heights[0] == 0 else ()
            if dragon < 0:
                free.append(s)
        return tuple(free)
    bit = WIND_BIT[code]
    return tuple(
        s
        for s, (heights, _, winds) in enumerate(found)
        if not winds & bit and (heights[0] == WIND_RANK if lockstep else WIND_RANK in heights)
    )


def placed(found: tuple, s: int, code: int) -> tuple:
    heights, dragon, winds = found[s]
    rank = FACE_RANK[code]
    i = 3 - heights[::-1].index(rank)  # the last pile of that height: the heights stay sorted
    heights = heights[:i] + (rank + 1,) + heights[i + 1 :]
    if rank == DRAGON_RANK:
        dragon = code
    elif rank == WIND_RANK:
        winds |= WIND_BIT[code]
    return found[:s] + ((heights, dragon, winds),) + found[s + 1 :]

