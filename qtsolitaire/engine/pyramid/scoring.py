"""Pyramid scoring (RULES.md section 2, Score).

5 points for every card removed to the foundation, and a bonus for each pyramid row
once all its cards are on the foundation: 25 for the bottom row of seven, then 50, 75,
100, 125, 150 and 175 for the apex. Rows are numbered from the apex: row 0 has one card,
row 6 has seven. All 52 cards and every row make MAX_SCORE, 960.
"""

from __future__ import annotations

ROWS = 7
POINTS_PER_CARD = 5
ROW_BONUS = tuple(25 * (ROWS - row) for row in range(ROWS))  # apex 175 ... bottom 25
MAX_SCORE = 52 * POINTS_PER_CARD + sum(ROW_BONUS)


def score(cards_removed: int, cleared_rows) -> int:
    """The score for `cards_removed` cards on the foundation and the rows (0 = apex) fully cleared."""
    return cards_removed * POINTS_PER_CARD + sum(ROW_BONUS[row] for row in cleared_rows)
