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
FACE_CLASS = tuple(s if s >= 0 else 3 for s in FACE_SUIT)  # suit 0-2, 3 for dragons and winds
WIND_BIT = {code: 1 << k for k, code in enumerate(c for c in range(len(FACES)) if FACE_RANK[c] == WIND_RANK)}
# The codes that may lie on a tile of each code in the tableau: one rank lower, another suit (or none).
ACCEPTS = tuple(
    frozenset(c for c in range(len(FACES))
              if FACE_RANK[c] + 1 == FACE_RANK[u] and (FACE_SUIT[c] < 0 or FACE_SUIT[c] != FACE_SUIT[u]))
    for u in range(len(FACES))
)
FULL_HEIGHT = WIND_RANK + 1


def fit_on_hosts(demand: list[int], hosts: list[int], wild: int = 0) -> bool:
    """Whether tiles of one rank (counted per class, `FACE_CLASS`) can each lie on a host of their own one rank
    higher and of another class, with `wild` more places that take any tile. A tile fits every host of another
    class, so by Hall's condition: no more tiles than places, and the tiles of each suit no more than the places
    outside its class."""
    d0, d1, d2, d3 = demand
    h0, h1, h2, h3 = hosts
    total = h0 + h1 + h2 + h3 + wild
    return d0 + d1 + d2 + d3 <= total and d0 <= total - h0 and d1 <= total - h1 and d2 <= total - h2


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


def safe_set(found: tuple, code: int, lockstep: bool) -> int:
    """The set a last tableau tile of this face goes up on at once, without trying anything else; -1 if none.

    Say the tile t goes up now and L is any winning line from here that leaves t in the tableau for a while. Nothing
    is ever put on t in L (see below), so t stays the last tile of whatever pile it is in, and L can be followed with
    t already up: a move of t alone is skipped, a run ending in t moves without it (same head, same target), a move
    onto a pile is never a move onto t, and a tile under t is only turned up sooner. The foundations hold t early,
    which allows every foundation move of L if t took a place no other tile needs:
    - a suit tile of rank r goes up only when every pile of its set is at least r high: the piles of height r are
      then exactly one for each copy of its face still to come, all alike, so any one will do. Nothing can be put on
      it once the tiles one rank lower of the other two suits are all up (for a 1: every dragon).
    - a dragon: nothing goes on a dragon. Its set must be forced: the one building its type, or the only set left
      without a dragon when its type is begun nowhere; where there is a choice, the search tries each.
    - a wind, once every 9 is up (nothing else goes on a wind): every set is then ready for winds, and each copy of a
      wind face fits every set still lacking that face, so which copy goes to which of them never matters.
    """
    rank = FACE_RANK[code]
    suit = FACE_SUIT[code]
    if suit >= 0:
        if found[suit][0][0] != rank:
            return -1
        if rank == 1:
            needs_it_done = all(heights[0] >= 1 for heights, _, _ in found)
        else:
            needs_it_done = all(found[s][0][0] >= rank for s in range(len(found)) if s != suit)
        return suit if needs_it_done else -1
    if rank == WIND_RANK and not all(heights[0] >= WIND_RANK for heights, _, _ in found):
        return -1
    sets = up_sets(found, code, lockstep)
    return sets[0] if len(sets) == 1 or (sets and rank == WIND_RANK) else -1
