"""The Pyramid position and its moves: what the rules (game.py) and the solver both build on.

Board geometry
    The 28 pyramid places are numbered row by row from the apex: place 0 is the apex,
    places 1-2 the second row, ... places 21-27 the bottom row. `place(row, index)` and
    `ROW_OF` convert. Place (r, i) is covered by (r+1, i) and (r+1, i+1): `COVERED_BY`.

The position: `PyramidState` (frozen, hashable); see game.py for its fields and the moves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from qtsolitaire.engine.pyramid import scoring
from qtsolitaire.engine.pyramid.cards import KING, PACK, value
from qtsolitaire.engine.pyramid.rules import PyramidRules
from qtsolitaire.engine.pyramid.scoring import ROWS, score as score_of

PLACES = ROWS * (ROWS + 1) // 2  # 28
FULL_PYRAMID = (1 << PLACES) - 1  # every place, as the solvers write a set of places (bit p: place p)


def place(row: int, index: int) -> int:
    return row * (row + 1) // 2 + index


ROW_OF = tuple(row for row in range(ROWS) for _ in range(row + 1))
ROW_PLACES = tuple(tuple(place(row, i) for i in range(row + 1)) for row in range(ROWS))
COVERED_BY = tuple(
    (place(r + 1, p - place(r, 0)), place(r + 1, p - place(r, 0) + 1)) if r < ROWS - 1 else ()
    for p, r in enumerate(ROW_OF)
)


# ---------------------------------------------------------------- moves


@dataclass(frozen=True)
class Draw:
    pass


@dataclass(frozen=True)
class Redeal:
    pass


@dataclass(frozen=True)
class Remove:
    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    @classmethod
    def of(cls, *cards: int) -> "Remove":
        return cls(tuple(cards))


@dataclass(frozen=True)
class Park:
    card: int


Move = Union[Draw, Redeal, Remove, Park]


# ---------------------------------------------------------------- the position


@dataclass(frozen=True)
class PyramidState:
    rules: PyramidRules
    deal: int
    pyramid: tuple[int | None, ...]
    stock: tuple[int, ...]
    waste: tuple[int, ...] = ()
    temp: int | None = None
    temp_from: int | None = None
    foundation: tuple[int, ...] = ()
    redeals_used: int = 0
    attempt: int = 0
    moves: int = field(default=0, compare=False)

    @property
    def redeals_left(self) -> int | None:
        """None when redeals are unlimited."""
        if self.rules.redeals is None:
            return None
        return self.rules.redeals - self.redeals_used

    def is_uncovered(self, p: int) -> bool:
        return all(self.pyramid[c] is None for c in COVERED_BY[p])

    @property
    def available_cards(self) -> tuple[int, ...]:
        """Every card that may be played now: uncovered pyramid cards, waste top, stock top, temp."""
        cards = [c for p, c in enumerate(self.pyramid) if c is not None and self.is_uncovered(p)]
        if self.waste:
            cards.append(self.waste[-1])
        if self.stock and self.rules.stock_top_available:
            cards.append(self.stock[-1])
        if self.temp is not None:
            cards.append(self.temp)
        return tuple(cards)

    @property
    def cleared_rows(self) -> tuple[int, ...]:
        """Rows (0 = apex) whose cards are all on the foundation."""
        return tuple(
            row for row, places in enumerate(ROW_PLACES)
            if all(self.pyramid[p] is None for p in places)
            and not (self.temp_from is not None and ROW_OF[self.temp_from] == row)
        )

    @property
    def score(self) -> int:
        """The points of the position; under streak scoring, before the streak multiplies them."""
        if self.rules.streak_scoring:
            kings = sum(value(c) == KING for c in self.foundation)
            pyramid_cleared = self.temp_from is None and all(c is None for c in self.pyramid)
            return scoring.streak_points(kings + (len(self.foundation) - kings) // 2, pyramid_cleared,
                                         len(self.foundation) == len(PACK))
        return score_of(len(self.foundation), self.cleared_rows)

    @property
    def is_won(self) -> bool:
        if self.rules.goal == "pack":
            return len(self.foundation) == 52
        return self.temp_from is None and all(c is None for c in self.pyramid)

    @property
    def can_draw(self) -> bool:
        return bool(self.stock)

    @property
    def can_redeal(self) -> bool:
        left = self.redeals_left
        return not self.stock and bool(self.waste) and (left is None or left > 0)


def pyramid_rows(state: PyramidState) -> list[list[int | None]]:
    return [[state.pyramid[p] for p in places] for places in ROW_PLACES]
