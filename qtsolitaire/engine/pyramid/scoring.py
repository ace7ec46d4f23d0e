"""Pyramid scoring (RULES.md section 2, Score and Streak scoring).

5 points for every card removed to the foundation, and a bonus for each pyramid row
once all its cards are on the foundation: 25 for the bottom row of seven, then 50, 75,
100, 125, 150 and 175 for the apex. Rows are numbered from the apex: row 0 has one card,
row 6 has seven. All 52 cards and every row make MAX_SCORE, 960.

Streak scoring, the rule option from the mobile "Temp Store" version: every removal, a pair or a
King alone, earns STREAK_REMOVAL points; clearing the pyramid adds STREAK_PYRAMID_BONUS, or
STREAK_PACK_BONUS instead once every card of the pack is discarded. A won game's points are then
multiplied by the player's winning streak in the rule set, counting this win: the multiplier comes
from the records, so it is passed in. At most 28 removals and the pack bonus: 780 points a win.
"""

from __future__ import annotations

ROWS = 7
POINTS_PER_CARD = 5
ROW_BONUS = tuple(25 * (ROWS - row) for row in range(ROWS))  # apex 175 ... bottom 25
MAX_SCORE = 52 * POINTS_PER_CARD + sum(ROW_BONUS)


STREAK_REMOVAL = 10
STREAK_PYRAMID_BONUS = 200
STREAK_PACK_BONUS = 500
STREAK_MAX_POINTS = 28 * STREAK_REMOVAL + STREAK_PACK_BONUS


def streak_points(removals: int, pyramid_cleared: bool, pack_cleared: bool) -> int:
    """The points of streak scoring before the streak multiplies them."""
    bonus = STREAK_PACK_BONUS if pack_cleared else STREAK_PYRAMID_BONUS if pyramid_cleared else 0
    return removals * STREAK_REMOVAL + bonus


def score(cards_removed: int, cleared_rows) -> int:
    """The score for `cards_removed` cards on the foundation and the rows (0 = apex) fully cleared."""
    return cards_removed * POINTS_PER_CARD + sum(ROW_BONUS[row] for row in cleared_rows)
