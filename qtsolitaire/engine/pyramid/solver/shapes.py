"""What the solvers ask of the pyramid's places: which cover which, and of a shape (a set of empty
places, bit p for place p) which cards it leaves uncovered."""

from __future__ import annotations

from qtsolitaire.engine.pyramid.position import COVERED_BY, PLACES

COVER_MASK = tuple(sum(1 << c for c in COVERED_BY[p]) for p in range(PLACES))  # the places covering p
RESTS_ON = tuple(sum(1 << q for q in range(PLACES) if p in COVERED_BY[q]) for p in range(PLACES))  # those p covers


def _places_beneath(p: int) -> int:
    """The places that must be gone before place p is uncovered."""
    mask = 0
    for c in COVERED_BY[p]:
        mask |= 1 << c | _places_beneath(c)
    return mask


BELOW = tuple(_places_beneath(p) for p in range(PLACES))  # the places that must go before p is uncovered
ABOVE = tuple(sum(1 << q for q in range(PLACES) if BELOW[q] >> p & 1) for p in range(PLACES))  # and those after

_shape_cache: dict[int, tuple[tuple[int, ...], tuple[tuple[int, int], ...]]] = {}


def shape_info(shape: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """For a set of empty places: the uncovered cards, and (covered, sole coverer) pairs
    whose coverer is itself uncovered. Kept for every shape met: there are 1430."""
    info = _shape_cache.get(shape)
    if info is None:
        free = tuple(p for p in range(PLACES) if not shape >> p & 1 and not COVER_MASK[p] & ~shape)
        resting = []
        for p in range(PLACES):
            left = COVER_MASK[p] & ~shape
            if not shape >> p & 1 and left and not left & (left - 1):
                coverer = left.bit_length() - 1
                if coverer in free:
                    resting.append((p, coverer))
        info = _shape_cache[shape] = (free, tuple(resting))
    return info
