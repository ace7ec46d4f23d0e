"""Mahjong layouts: positions in half-tile units and the free-tile rule.

A tile at (x, y, z) covers cells x..x+1 and y..y+1 on layer z. Sets of tiles are
bitmasks over position indices, which keeps the free rule cheap for the game and
for the solver alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Position = tuple[int, int, int]


def _mask(indices) -> int:
    m = 0
    for i in indices:
        m |= 1 << i
    return m


@dataclass(frozen=True)
class Geometry:
    """Who covers whom, and who touches whose long sides, for one set of positions."""

    positions: tuple[Position, ...]
    covered_by: tuple[int, ...] = field(init=False, repr=False)
    left_of: tuple[int, ...] = field(init=False, repr=False)
    right_of: tuple[int, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        at: dict[Position, int] = {p: i for i, p in enumerate(self.positions)}
        covered, left, right = [], [], []
        max_z = max((z for _, _, z in self.positions), default=0)
        for x, y, z in self.positions:
            above = [
                at[(x + dx, y + dy, zz)]
                for zz in range(z + 1, max_z + 1)
                for dx in (-1, 0, 1)
                for dy in (-1, 0, 1)
                if (x + dx, y + dy, zz) in at
            ]
            covered.append(_mask(above))
            left.append(_mask(at[(x - 2, y + dy, z)] for dy in (-1, 0, 1) if (x - 2, y + dy, z) in at))
            right.append(_mask(at[(x + 2, y + dy, z)] for dy in (-1, 0, 1) if (x + 2, y + dy, z) in at))
        object.__setattr__(self, "covered_by", tuple(covered))
        object.__setattr__(self, "left_of", tuple(left))
        object.__setattr__(self, "right_of", tuple(right))

    @property
    def full(self) -> int:
        return (1 << len(self.positions)) - 1

    def is_free(self, i: int, present: int) -> bool:
        """Free: nothing on top, and one long side clear (RULES.md 1, Free tiles)."""
        if self.covered_by[i] & present:
            return False
        return not (self.left_of[i] & present) or not (self.right_of[i] & present)

    def free_mask(self, present: int) -> int:
        free = 0
        m = present
        while m:
            low = m & -m
            i = low.bit_length() - 1
            if self.is_free(i, present):
                free |= low
            m ^= low
        return free
