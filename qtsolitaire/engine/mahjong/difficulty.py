"""Stars for a layout, from a figure measured on its positions.

The share of tiles free at the start: the more tiles a player can choose from at once, the
more pairs are in view and the fewer forced guesses the board asks for. docs/layout-format.md
states the bands; tools/make_layouts.py prints the figure for every shipped layout.
"""

from __future__ import annotations

from typing import Sequence

from .layout import Geometry, Position

# Set so that the share agrees with the stars the rule book gives the classic layouts where it
# can: Turtle .25, Classic Turtle .24 and Cross .33 get two stars, Fortress .236 three (only
# Pyramid, .32, measures two stars where the rule book says one).
ONE_STAR_SHARE = 0.36  # more than a third of the board free from the start
TWO_STAR_SHARE = 0.24  # below this, fewer than one tile in four is free


def free_share(positions: Sequence[Position]) -> float:
    """The share of tiles that are free before any is taken, 0 to 1."""
    geometry = Geometry(tuple(positions))
    return geometry.free_mask(geometry.full).bit_count() / len(positions)


def stars_for_share(share: float) -> int:
    if share >= ONE_STAR_SHARE:
        return 1
    return 2 if share >= TWO_STAR_SHARE else 3


def measured_stars(positions: Sequence[Position]) -> int:
    return stars_for_share(free_share(positions))
