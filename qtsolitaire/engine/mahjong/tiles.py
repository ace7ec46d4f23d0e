"""The 144-tile mahjong set, which faces match and what they are called.

Faces are stable strings ("dots-3", "wind-east", "flower-plum") used by layouts, saves,
the CLI and the art. Tiles match when their match groups are equal: every face is its
own group except that all flowers form one group and all seasons another.
"""

from __future__ import annotations

from qtsolitaire.engine.text import Text, TextContext


class Tiles(TextContext):
    """The names of mahjong tiles, shared by the two mahjong games."""


SUITS = ("dots", "bamboo", "characters")
WINDS = ("east", "south", "west", "north")
DRAGONS = ("red", "green", "white")
FLOWERS = ("plum", "orchid", "chrysanthemum", "bamboo")
SEASONS = ("spring", "summer", "autumn", "winter")

SUIT_FACES = tuple(f"{suit}-{rank}" for suit in SUITS for rank in range(1, 10))
WIND_FACES = tuple(f"wind-{w}" for w in WINDS)
DRAGON_FACES = tuple(f"dragon-{d}" for d in DRAGONS)
FLOWER_FACES = tuple(f"flower-{f}" for f in FLOWERS)
SEASON_FACES = tuple(f"season-{s}" for s in SEASONS)

ALL_FACES = SUIT_FACES + WIND_FACES + DRAGON_FACES + FLOWER_FACES + SEASON_FACES  # the 42 faces


SUIT_TILE_NAMES = {
    "dots": Tiles.tr("{rank} of Dots"),
    "bamboo": Tiles.tr("{rank} of Bamboo"),
    "characters": Tiles.tr("{rank} of Characters"),
}

# The names of the faces that are no suit tile, written out so that each is one string to translate.
HONOUR_NAMES = {
    "wind-east": Tiles.tr("East Wind"),
    "wind-south": Tiles.tr("South Wind"),
    "wind-west": Tiles.tr("West Wind"),
    "wind-north": Tiles.tr("North Wind"),
    "dragon-red": Tiles.tr("Red Dragon"),
    "dragon-green": Tiles.tr("Green Dragon"),
    "dragon-white": Tiles.tr("White Dragon"),
    "flower-plum": Tiles.tr("Plum (flower)"),
    "flower-orchid": Tiles.tr("Orchid (flower)"),
    "flower-chrysanthemum": Tiles.tr("Chrysanthemum (flower)"),
    "flower-bamboo": Tiles.tr("Bamboo (flower)"),
    "season-spring": Tiles.tr("Spring (season)"),
    "season-summer": Tiles.tr("Summer (season)"),
    "season-autumn": Tiles.tr("Autumn (season)"),
    "season-winter": Tiles.tr("Winter (season)"),
}


def face_name(face: str, suit_names: dict[str, Text] = SUIT_TILE_NAMES) -> Text:
    """ "dots-3" -> "3 of Dots", "wind-east" -> "East Wind": names for tooltips and screen readers;
    `suit_names` words the suit tiles (MahJongg Klondike calls Dots Circles)."""
    kind, name = face.split("-", 1)
    if kind in suit_names:
        return suit_names[kind].format(rank=name)
    return HONOUR_NAMES[face]


def match_group(face: str) -> str:
    kind = face.split("-", 1)[0]
    return kind if kind in ("flower", "season") else face


def matches(a: str, b: str) -> bool:
    return match_group(a) == match_group(b)


def match_groups() -> dict[str, tuple[str, ...]]:
    """The 36 groups of a full set, each with its four tile faces."""
    groups: dict[str, tuple[str, ...]] = {f: (f,) * 4 for f in SUIT_FACES + WIND_FACES + DRAGON_FACES}
    groups["flower"] = FLOWER_FACES
    groups["season"] = SEASON_FACES
    return groups


def full_set() -> list[str]:
    """One set of 144 tile faces, in a fixed order."""
    return [face for faces in match_groups().values() for face in faces]
