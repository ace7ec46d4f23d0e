"""The drawing kit of the playing cards (make_cards.py): the card's size, shapes as SVG path outlines with affine
maps, the four suits, where the pips of each rank sit, and the SVG elements the cards are made of.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

WIDTH, HEIGHT = 250, 350
CORNER = 12
RED_SUITS = frozenset("DH")

# --- geometry -----------------------------------------------------------------------------------------------

# An affine map (a, b, c, d, e, f) as in SVG: x' = a*x + c*y + e, y' = b*x + d*y + f.
Affine = tuple[float, float, float, float, float, float]
def place(x: float, y: float, size: float = 1.0, turn: float = 0.0) -> Affine:
    """Scale by `size`, rotate by `turn` degrees clockwise, then move the origin to (x, y)."""
    cos, sin = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    return (size * cos, size * sin, -size * sin, size * cos, x, y)


def fmt(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@dataclass(frozen=True)
class Shape:
    """Path data as absolute M/L/C/Z commands, so any affine map can be applied exactly."""

    commands: tuple[tuple, ...]

    def map(self, affine: Affine) -> Shape:
        a, b, c, d, e, f = affine

        def point(p):
            return (a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f)

        return Shape(tuple((cmd[0], *(point(p) for p in cmd[1:])) for cmd in self.commands))

    def __add__(self, other: Shape) -> Shape:
        return Shape(self.commands + other.commands)

    @property
    def d(self) -> str:
        parts = []
        for cmd in self.commands:
            parts.append(cmd[0] + " ".join(f"{fmt(x)} {fmt(y)}" for x, y in cmd[1:]))
        return "".join(parts)


def shape(*points_and_commands) -> Shape:
    """Build a Shape from a compact spec: ("M", x, y), ("L", x, y), ("C", x1, y1, x2, y2, x, y), ("Z",)."""
    commands = []
    for spec in points_and_commands:
        cmd, coords = spec[0], spec[1:]
        commands.append((cmd, *zip(coords[0::2], coords[1::2])))
    return Shape(tuple(commands))


def polygon(*points: tuple[float, float]) -> Shape:
    first, *rest = points
    return shape(("M", *first), *(("L", *p) for p in rest), ("Z",))


def polyline(*points: tuple[float, float]) -> Shape:
    first, *rest = points
    return shape(("M", *first), *(("L", *p) for p in rest))


KAPPA = 0.5523  # cubic Bezier handle length for a quarter circle


def ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> Shape:
    """Clockwise on screen, like every closed shape here, so overlapping parts of one path fill as a union."""
    ry = rx if ry is None else ry
    kx, ky = rx * KAPPA, ry * KAPPA
    return shape(
        ("M", cx, cy - ry),
        ("C", cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy),
        ("C", cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
        ("C", cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
        ("C", cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
        ("Z",),
    )


def rounded_rect(x: float, y: float, w: float, h: float, r: float) -> Shape:
    k = r * (1 - KAPPA)
    return shape(
        ("M", x + r, y), ("L", x + w - r, y), ("C", x + w - k, y, x + w, y + k, x + w, y + r),
        ("L", x + w, y + h - r), ("C", x + w, y + h - k, x + w - k, y + h, x + w - r, y + h),
        ("L", x + r, y + h), ("C", x + k, y + h, x, y + h - k, x, y + h - r),
        ("L", x, y + r), ("C", x, y + k, x + k, y, x + r, y), ("Z",),
    )


def symmetric(*half) -> Shape:
    """A closed shape symmetric about x = 0, given its right half from top to bottom as spec tuples.

    The first spec is an ("M", 0, y) on the axis, the last segment ends on the axis; the left half is the mirror.
    """
    right = shape(*half)
    mirrored = []
    # walk the right half backwards, mirrored, so the outline stays one clockwise loop
    segs = right.commands[1:]
    for index in range(len(segs) - 1, -1, -1):
        seg = segs[index]
        start = segs[index - 1][-1] if index > 0 else right.commands[0][1]
        if seg[0] == "C":
            (x1, y1), (x2, y2) = seg[1], seg[2]
            mirrored.append(("C", (-x2, y2), (-x1, y1), (-start[0], start[1])))
        else:
            mirrored.append(("L", (-start[0], start[1])))
    return Shape(right.commands + tuple(mirrored) + (("Z",),))


# --- suits ---------------------------------------------------------------------------------------------------
# Each suit is drawn 100 units tall, centred on the origin; pips scale it down.

HEART = symmetric(
    ("M", 0, -27),
    ("C", 5, -41, 15, -48, 27, -48),
    ("C", 41, -48, 50, -37, 50, -21),
    ("C", 50, 3, 22, 22, 0, 48),
)
DIAMOND = symmetric(
    ("M", 0, -50),
    ("C", 11, -31, 23, -15, 38, 0),
    ("C", 23, 15, 11, 31, 0, 50),
)
SPADE = symmetric(
    ("M", 0, -50),
    ("C", 13, -30, 50, -15, 50, 10),
    ("C", 50, 25, 40, 33, 28, 33),
    ("C", 17, 33, 9, 28, 4, 20),
    ("C", 5, 34, 10, 43, 20, 50),
    ("L", 0, 50),
)
CLUB = (
    ellipse(0, -25, 23)
    + ellipse(-25, 12, 23)
    + ellipse(25, 12, 23)
    + polygon((-10, -8), (10, -8), (14, 14), (-14, 14))
    + symmetric(("M", 0, 8), ("L", 4, 8), ("C", 5, 30, 10, 42, 20, 50), ("L", 0, 50))
)
SUIT_SHAPES = {"C": CLUB, "D": DIAMOND, "H": HEART, "S": SPADE}


# --- pips -----------------------------------------------------------------------------------------------------

PIP_SIZE = 0.38
COLUMNS = (80.0, 125.0, 170.0)
TOP_ROW, BOTTOM_ROW = 74.0, 276.0


def pip_positions(rank: str) -> list[tuple[float, float]]:
    """Pip centres for the number cards, laid out as on traditional cards."""
    left, centre, right = COLUMNS
    span = BOTTOM_ROW - TOP_ROW

    def row(fraction: float) -> float:
        return TOP_ROW + span * fraction

    sides = {
        "2": (), "3": (), "4": (0, 1), "5": (0, 1), "6": (0, 0.5, 1), "7": (0, 0.5, 1), "8": (0, 0.5, 1),
        "9": (0, 1 / 3, 2 / 3, 1), "10": (0, 1 / 3, 2 / 3, 1),
    }[rank]
    middle = {
        "2": (0, 1), "3": (0, 0.5, 1), "4": (), "5": (0.5,), "6": (), "7": (0.25,), "8": (0.25, 0.75),
        "9": (0.5,), "10": (1 / 6, 5 / 6),
    }[rank]
    spots = [(x, row(f)) for f in sides for x in (left, right)]
    spots += [(centre, row(f)) for f in middle]
    return sorted(spots, key=lambda p: (p[1], p[0]))


def pip(suit: str, x: float, y: float, size: float = PIP_SIZE) -> Shape:
    """A pip at (x, y); pips below the middle of the card stand on their heads, as on real cards."""
    turn = 180 if y > HEIGHT / 2 + 0.5 else 0
    return SUIT_SHAPES[suit].map(place(x, y, size, turn))


# --- svg ------------------------------------------------------------------------------------------------------

RED = "#c4122f"
BLACK = "#17181c"
PAPER = "#fffdf7"
EDGE = "#7d7d7d"


def ink(suit: str) -> str:
    return RED if suit in RED_SUITS else BLACK


def path(outline: Shape, fill: str = "none", stroke: str | None = None, width: float = 0, **extra) -> str:
    attrs = {"d": outline.d, "fill": fill}
    if stroke:
        attrs.update({"stroke": stroke, "stroke-width": fmt(width), "stroke-linejoin": "round",
                      "stroke-linecap": "round"})
    attrs.update({key.replace("_", "-"): value for key, value in extra.items()})
    return "<path " + " ".join(f'{key}="{value}"' for key, value in attrs.items()) + "/>"


def document(*elements: str) -> str:
    body = "\n".join(elements)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'width="{WIDTH}" height="{HEIGHT}">\n{body}\n</svg>\n')


def card_blank(fill: str = PAPER) -> str:
    return path(rounded_rect(1, 1, WIDTH - 2, HEIGHT - 2, CORNER - 1), fill, EDGE, 2)


def rosette(cx: float, cy: float, petals: int, length: float, width: float, turn: float = 0) -> Shape:
    result = Shape(())
    for index in range(petals):
        petal = ellipse(0, -length / 2, width / 2, length / 2)
        result += petal.map(place(cx, cy, 1, turn + index * 360 / petals))
    return result
