"""The Mahjong position, its moves and its deal: what the rules (game.py) and the winnable-deal
generator (generate.py) both build on.

Tiles are numbered by their position in the layout; sets of tiles are bitmasks over those
numbers, as in layout.Geometry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from qtsolitaire.engine.deals import DealRandom, check_deal_number, deal_random
from qtsolitaire.engine.mahjong.layout import Layout
from qtsolitaire.engine.mahjong.layout import indices as _indices
from qtsolitaire.engine.mahjong.tiles import full_set, match_groups

GAME_ID = "mahjong"
SET_SIZE = 144


@dataclass(frozen=True)
class RemovePair:
    """A move: the two tiles, by position index, taken off the board together."""

    a: int
    b: int


@dataclass(frozen=True)
class Shuffle:
    """The faces dealt to the tiles in play, in position order: replaying it is exact."""

    faces: tuple[str, ...]


Move = Union[RemovePair, Shuffle]


@dataclass(frozen=True)
class MahjongState:
    """A Mahjong Solitaire position: the layout, the faces dealt to it and which tiles are still on the board."""

    layout: Layout
    deal: int
    faces: tuple[str, ...]  # one per position, kept for removed tiles too
    present: int  # bitmask of the tiles still on the board
    moves: int = 0  # pairs removed; shuffles do not count
    shuffles: int = 0

    @property
    def rules_key(self) -> str:
        return self.layout.id


# --- Dealing -------------------------------------------------------------------------------------


def deal_faces(count: int, rng: DealRandom) -> list[str]:
    """`count` faces in random order that can be cleared in pairs (RULES.md 1, Layouts).

    Whole sets first; the rest of the tiles come as whole match groups, then one pair.
    """
    if count <= 0 or count % 2:
        raise ValueError(f"{count} tiles cannot be cleared in pairs")
    faces: list[str] = []
    while count - len(faces) >= SET_SIZE:
        faces += full_set()
    rest = count - len(faces)
    if rest:
        groups = rng.shuffled(list(match_groups().values()))
        for group in groups[: rest // 4]:
            faces += group
        if rest % 4:
            faces += rng.shuffled(groups[rest // 4])[:2]
    rng.shuffle(faces)
    return faces


def new_game(layout: Layout, deal: int) -> MahjongState:
    check_deal_number(deal)
    faces = deal_faces(layout.tiles, deal_random(GAME_ID, deal))
    return MahjongState(layout, deal, tuple(faces), layout.geometry.full)


def in_play(state: MahjongState) -> list[int]:
    return _indices(state.present)
