"""The 132 tiles of MahJongg Klondike: one mahjong set without flowers and seasons, and one wind of each kind fewer.

- 12 dragons: four each of Red, Green and White. Rank 0, no suit.
- 108 suit tiles: 1 to 9 of Dots (shown as "Circles"), Bamboo and Characters, four of each.
- 12 winds: three each of East, South, West and North. Rank 10, no suit.

Faces are the strings of `engine.mahjong.tiles` ("bamboo-3", "dragon-red", "wind-east"), so one set of art serves
both games. Several tiles share a face, so each tile also has an id, 0..131, stable forever (saves and move records
name tiles by id): the ids follow the face order of `engine.mahjong.tiles` (dragons, then Dots, Bamboo, Characters
1..9, then winds), the copies of one face consecutive. `TILES[id]` is the tile; the engine itself works on plain ids
and the tables `RANK`, `SUIT`, `FACE`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..mahjong.tiles import DRAGON_FACES, SUIT_FACES, SUIT_TILE_NAMES, WIND_FACES, Tiles
from ..mahjong.tiles import face_name as mahjong_face_name
from ..text import Text

DRAGON_RANK = 0
WIND_RANK = 10
DRAGON_COPIES = 4
SUIT_COPIES = 4
WIND_COPIES = 3

SUIT_NAMES = {"dots": Tiles.tr("Circles"), "bamboo": Tiles.tr("Bamboo"), "characters": Tiles.tr("Characters")}
_SUIT_TILE_NAMES = SUIT_TILE_NAMES | {"dots": Tiles.tr("{rank} of Circles")}


@dataclass(frozen=True)
class Tile:
    id: int
    face: str
    rank: int
    suit: str | None  # "dots", "bamboo" or "characters"; None for dragons and winds

    @property
    def kind(self) -> str:
        """"dragon", "wind" or "suit"."""
        return self.face.split("-", 1)[0] if self.suit is None else "suit"

    @property
    def name(self) -> Text:
        return face_name(self.face)


def face_name(face: str) -> Text:
    """A face as the player reads it: "3 of Bamboo", "Red Dragon", "East Wind"."""
    return mahjong_face_name(face, _SUIT_TILE_NAMES)


def _build() -> tuple[Tile, ...]:
    tiles: list[Tile] = []

    def add(face: str, rank: int, suit: str | None, copies: int) -> None:
        first = len(tiles)
        tiles.extend(Tile(first + i, face, rank, suit) for i in range(copies))

    for face in DRAGON_FACES:
        add(face, DRAGON_RANK, None, DRAGON_COPIES)
    for face in SUIT_FACES:
        suit, rank = face.rsplit("-", 1)
        add(face, int(rank), suit, SUIT_COPIES)
    for face in WIND_FACES:
        add(face, WIND_RANK, None, WIND_COPIES)
    return tuple(tiles)


TILES: tuple[Tile, ...] = _build()
TILE_COUNT = len(TILES)  # 132
FACE: tuple[str, ...] = tuple(t.face for t in TILES)
RANK: tuple[int, ...] = tuple(t.rank for t in TILES)
SUIT: tuple[str | None, ...] = tuple(t.suit for t in TILES)


def is_wind(tile: int) -> bool:
    return RANK[tile] == WIND_RANK


def is_dragon(tile: int) -> bool:
    return RANK[tile] == DRAGON_RANK


def tile_name(tile: int) -> Text:
    return face_name(FACE[tile])
