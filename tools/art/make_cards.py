"""Generate the playing-card SVGs in resources/cards/<set>/.

Everything is drawn from shapes and paths only (no <text>, no fonts), so the cards look the same on every
machine and stay crisp at any size. Run `python -m tools.art.make_cards` from the repository root after changing
this file and commit the output; tests/ui/test_card_art.py checks that the committed files match.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass
from pathlib import Path

from qtsolitaire.engine.pyramid.cards import RANKS, SUITS  # file names are the engine's card names, e.g. "10D"
from tools.art import glyphs
from tools.art.files import write_sets as write_art_sets

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


# --- backs ----------------------------------------------------------------------------------------------------


def clip_segment(p0, p1, box) -> tuple | None:
    """Liang-Barsky: the part of segment p0-p1 inside box (x0, y0, x1, y1), or None."""
    (x0, y0), (x1, y1) = p0, p1
    dx, dy = x1 - x0, y1 - y0
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - box[0]), (dx, box[2] - x0), (-dy, y0 - box[1]), (dy, box[3] - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
    if low >= high:
        return None
    return (x0 + low * dx, y0 + low * dy), (x0 + high * dx, y0 + high * dy)


def lattice(box, spacing: float, shift: float = 0.0) -> Shape:
    """Two families of diagonal lines filling the box, crossing on the card's centre line `shift` below the centre."""
    cx, cy = WIDTH / 2, HEIGHT / 2 + shift
    reach = WIDTH + HEIGHT
    result = Shape(())
    steps = int(reach / spacing) + 1
    for slope in (1, -1):
        for step in range(-steps, steps + 1):
            ox = cx + step * spacing
            seg = clip_segment((ox - reach, cy - slope * reach), (ox + reach, cy + slope * reach), box)
            if seg:
                result += polyline(*seg)
    return result


def rosette(cx: float, cy: float, petals: int, length: float, width: float, turn: float = 0) -> Shape:
    result = Shape(())
    for index in range(petals):
        petal = ellipse(0, -length / 2, width / 2, length / 2)
        result += petal.map(place(cx, cy, 1, turn + index * 360 / petals))
    return result


BACK_INSET, BACK_FRAME = 11, 19  # the white margin, and the frame line inside the coloured field


def back_field(field: str) -> list[str]:
    return [card_blank(), path(rounded_rect(BACK_INSET, BACK_INSET, WIDTH - 2 * BACK_INSET, HEIGHT - 2 * BACK_INSET, 7),
                               field)]


def back_frame(field: str, line: str) -> list[str]:
    """The frame line, over a band of the field colour that hides where the pattern's lines end."""
    f = BACK_FRAME
    return [path(rounded_rect(f - 3, f - 3, WIDTH - 2 * f + 6, HEIGHT - 2 * f + 6, 4), stroke=field, width=6),
            path(rounded_rect(f - 1, f - 1, WIDTH - 2 * f + 2, HEIGHT - 2 * f + 2, 3), stroke=line, width=1.8)]


def mix(top: str, under: str, opacity: float) -> str:
    """`top` seen at `opacity` over `under`, as one opaque colour: translucent strokes over many crossing lines
    make Qt's renderer crawl."""
    channels = (round(int(top[i:i + 2], 16) * opacity + int(under[i:i + 2], 16) * (1 - opacity)) for i in (1, 3, 5))
    return "#" + "".join(f"{value:02x}" for value in channels)


def back_lattice(field: str, line: str, accent: str) -> str:
    """Fine diagonal lattice on a coloured field, framed, with an oval medallion in the middle."""
    frame = BACK_FRAME
    cx, cy = WIDTH / 2, HEIGHT / 2
    box = (frame, frame, WIDTH - frame, HEIGHT - frame)
    parts = [
        *back_field(field),
        # butt caps: Qt strokes many round-capped subpaths very slowly, and the frame hides the line ends anyway
        path(lattice(box, 13), stroke=mix(line, field, 0.55), width=1.3, stroke_linecap="butt"),
        path(lattice(box, 26, 13), stroke=mix(line, field, 0.35), width=1.1, stroke_linecap="butt"),
        *back_frame(field, line),
        path(ellipse(cx, cy, 58, 78), field, line, 2.2),
        path(ellipse(cx, cy, 50, 70), stroke=accent, width=1.4),
        path(rosette(cx, cy, 8, 44, 15, 22.5), accent, field, 1.2, fill_opacity="0.9"),
        path(rosette(cx, cy, 8, 52, 13), line, field, 1.2),
        path(ellipse(cx, cy, 9), field, accent, 2),
    ]
    return document(*parts)


def back_suits(field: str, motif: str, line: str) -> str:
    """A field strewn with small suit pips in rows, framed, with the four suits in a central lozenge."""
    frame = BACK_FRAME
    cx, cy = WIDTH / 2, HEIGHT / 2
    strewn = Shape(())
    columns, rows = 5, 9
    dx = (WIDTH - 2 * frame) / columns
    dy = (HEIGHT - 2 * frame) / rows
    order = ("S", "H", "C", "D")
    for row in range(rows):
        for column in range(columns):
            x, y = frame + dx * (column + 0.5), frame + dy * (row + 0.5)
            if abs(x - cx) / 66 + abs(y - cy) / 100 < 1:
                continue  # under the lozenge
            suit = order[(column + row) % 4] if y < cy else order[(columns - 1 - column + rows - 1 - row) % 4]
            strewn += SUIT_SHAPES[suit].map(place(x, y, 0.16, 0 if y < cy else 180))
    lozenge = polygon((cx, cy - 88), (cx + 58, cy), (cx, cy + 88), (cx - 58, cy))
    inner = polygon((cx, cy - 78), (cx + 50, cy), (cx, cy + 78), (cx - 50, cy))
    emblem = (SUIT_SHAPES["S"].map(place(cx, cy - 38, 0.26)) + SUIT_SHAPES["H"].map(place(cx + 22, cy, 0.26))
              + SUIT_SHAPES["C"].map(place(cx, cy + 38, 0.26, 180)) + SUIT_SHAPES["D"].map(place(cx - 22, cy, 0.26)))
    parts = [
        *back_field(field),
        path(strewn, motif),
        *back_frame(field, line),
        path(lozenge, field, line, 2.2),
        path(inner, stroke=motif, width=1.4),
        path(emblem, line),
        path(ellipse(cx, cy, 5), motif),
    ]
    return document(*parts)


def guilloche_back(field: str, line: str) -> str:
    """Interlaced sine waves engraved across the field and a turned rosette in the middle, like a banknote."""
    frame = BACK_FRAME
    cx, cy = WIDTH / 2, HEIGHT / 2
    waves = []
    spacing, amplitude, wavelength = 11.0, 4.5, 36.0
    rows = int((HEIGHT - 2 * frame) / spacing)
    for row in range(rows + 1):
        base = frame + (HEIGHT - 2 * frame - rows * spacing) / 2 + row * spacing
        for phase in (0.0, math.pi):
            points = []
            for step in range(0, 37):
                x = frame + (WIDTH - 2 * frame) * step / 36
                y = base + amplitude * math.sin(2 * math.pi * (x - cx) / wavelength + phase)
                points.append((x, min(max(y, frame), HEIGHT - frame)))
            waves.append(polyline(*points))
    rosette_lines = []
    for copy in range(10):
        points = []
        for step in range(109):
            angle = 2 * math.pi * step / 108
            radius = 44 + 9 * math.cos(9 * angle + copy * math.radians(16))
            points.append((cx + radius * math.sin(angle), cy - radius * 1.3 * math.cos(angle)))
        rosette_lines.append(polyline(*points))
    plate = ellipse(cx, cy, 62, 82)
    # Butt caps, miter joins and one path per line: Qt strokes round-capped subpaths, and paths whose parts
    # cross each other, far more slowly.
    flat = {"stroke_linecap": "butt", "stroke_linejoin": "miter"}
    return document(
        *back_field(field),
        *(path(wave, stroke=mix(line, field, 0.5), width=0.9, **flat) for wave in waves),
        *back_frame(field, line),
        path(plate, field, line, 2.2),
        path(ellipse(cx, cy, 57, 77), stroke=mix(line, field, 0.6), width=1),
        *(path(ring, stroke=line, width=0.8, **flat) for ring in rosette_lines),
        path(ellipse(cx, cy, 20, 26), field, line, 1.4),
        path(SPADE.map(place(cx, cy, 0.3)), line),
    )


BACKS = {
    "back-blue": ("Blue lattice", lambda: back_lattice("#1d4f91", "#ffffff", "#8fb8ea")),
    "back-red": ("Red suits", lambda: back_suits("#a01c2c", "#c9485a", "#fbeee0")),
    "back-midnight": ("Midnight guilloche", lambda: guilloche_back("#1c2238", "#d4b15e")),
}


def slot() -> str:
    """The outline of an empty pile: a faint card-shaped frame that lets the table show through."""
    return document(
        path(rounded_rect(3, 3, WIDTH - 6, HEIGHT - 6, CORNER - 2), "#ffffff", "#ffffff", 4,
             fill_opacity="0.08", stroke_opacity="0.55"),
        path(rounded_rect(16, 16, WIDTH - 32, HEIGHT - 32, 6), stroke="#ffffff", width=2, stroke_opacity="0.3"),
    )


# --- faces ----------------------------------------------------------------------------------------------------

INDEX_X = 26.0  # centre line of the index column
INDEX_TOP = 13.0
INDEX_HEIGHT = 50.0
INDEX_WEIGHT = 0.18
INDEX_PIP = 0.31
TEN_CONDENSED = 0.64  # "10" is squeezed sideways to fit the index column, as on printed cards
GOLD = "#e2b23c"
SKIN = "#f7dcbc"


def rank_glyphs(rank: str, colour: str, x: float, top: float, height: float) -> str:
    """The rank centred on x, `height` tall."""
    if rank != "10":
        return glyphs.svg_text(rank, x, top, height, colour, INDEX_WEIGHT, "middle")
    ten = glyphs.svg_text("10", x, top, height, colour, INDEX_WEIGHT / 0.85, "middle")
    squeeze = f"matrix({fmt(TEN_CONDENSED)} 0 0 1 {fmt(x * (1 - TEN_CONDENSED))} 0)"
    return f'<g transform="{squeeze}">{ten}</g>'


def turned(elements: str) -> str:
    """The elements turned 180 degrees about the card's centre, for the lower index."""
    return f'<g transform="rotate(180 {fmt(WIDTH / 2)} {fmt(HEIGHT / 2)})">\n{elements}\n</g>'


def shrunk(elements: list[str], scale: float) -> str:
    """The elements scaled about the card's centre."""
    dx, dy = WIDTH / 2 * (1 - scale), HEIGHT / 2 * (1 - scale)
    return f'<g transform="matrix({fmt(scale)} 0 0 {fmt(scale)} {fmt(dx)} {fmt(dy)})">\n' + "\n".join(elements) + "\n</g>"


def classic_indices(rank: str, suit: str) -> list[str]:
    colour = ink(suit)
    pip_y = INDEX_TOP + INDEX_HEIGHT + 9 + 50 * INDEX_PIP
    corner = (rank_glyphs(rank, colour, INDEX_X, INDEX_TOP, INDEX_HEIGHT) + "\n"
              + path(SUIT_SHAPES[suit].map(place(INDEX_X, pip_y, INDEX_PIP)), colour))
    return [corner, turned(corner)]


def pips(rank: str, suit: str, squash: float = 1.0, spread: float = 1.0, size: float = PIP_SIZE) -> str:
    """The number card's pips; `squash` pulls the rows towards the middle, `spread` pushes the columns apart."""
    cx, cy = WIDTH / 2, HEIGHT / 2
    spots = [pip(suit, cx + (x - cx) * spread, cy + (y - cy) * squash, size) for x, y in pip_positions(rank)]
    return path(Shape(sum((spot.commands for spot in spots), ())), ink(suit))


def ace(suit: str) -> list[str]:
    cx, cy = WIDTH / 2, HEIGHT / 2
    if suit != "S":
        return [path(SUIT_SHAPES[suit].map(place(cx, cy, 0.95)), ink(suit))]
    # The ace of spades carries the pack's ornament: a large spade with an inlaid line, inside an outline.
    return [
        path(SPADE.map(place(cx, cy, 1.55)), stroke=BLACK, width=2.4),
        path(SPADE.map(place(cx, cy, 1.25)), BLACK),
        path(SPADE.map(place(cx, cy - 4, 0.3)), PAPER),
    ]


def face(rank: str, suit: str) -> str:
    if rank == "A":
        body = ace(suit)
    elif rank in ("J", "Q", "K"):
        body = court(rank, suit)
    else:
        body = [pips(rank, suit)]
    return document(card_blank(), *body, *classic_indices(rank, suit))


LARGE_INDEX_HEIGHT = 80.0
LARGE_SUIT = 0.64


def large_index_face(rank: str, suit: str) -> str:
    """For small cards and tired eyes: a big rank and a big suit across the top, the card's design in the middle."""
    colour = ink(suit)
    corner = (rank_glyphs(rank, colour, 50, 14, LARGE_INDEX_HEIGHT) + "\n"
              + path(SUIT_SHAPES[suit].map(place(WIDTH - 54, 14 + LARGE_INDEX_HEIGHT / 2, LARGE_SUIT)), colour))
    if rank == "A":
        body = shrunk(ace(suit), 0.75)
    elif rank in ("J", "Q", "K"):
        body = shrunk(court(rank, suit), 0.5)
    else:
        body = pips(rank, suit, squash=0.56, spread=1.25, size=0.29)
    return document(card_blank(), body, corner, turned(corner))


# --- court cards ----------------------------------------------------------------------------------------------
# A double-headed figure in a framed panel: each half is drawn once in panel coordinates (origin at the
# card's centre, the figure's head towards -y) and turned about the centre for the other half.

PANEL_W, PANEL_H = 144.0, 290.0
HEAD_SCALE = 1.3  # heads are drawn about (0, -84) at unit size, then enlarged to sit at (0, HEAD_Y)
HEAD_Y = -89.0
LINE = 1.4
SILVER = "#dfe3e8"
BLUE = "#2f5597"
HAIR = {"K": "#a8a39b", "Q": "#b7782f", "J": "#5b3a22"}
PANEL_FILL = "#fbf3df"


def outlined(outline: Shape, fill: str, width: float = LINE) -> str:
    return path(outline, fill, BLACK, width)


def face_and_neck(rank: str) -> list[str]:
    hair_back = {
        "K": ellipse(0, -87, 17, 18),
        "Q": symmetric(("M", 0, -105), ("C", 15, -105, 22, -96, 21, -82), ("C", 20, -72, 23, -63, 30, -57),
                       ("L", 12, -60), ("L", 0, -60)),
        "J": ellipse(0, -91, 16.5, 14),
    }[rank]
    features = (ellipse(-5.5, -86, 1.5, 1.8) + ellipse(5.5, -86, 1.5, 1.8))
    parts = [
        outlined(hair_back, HAIR[rank]),
        outlined(polygon((-5, -72), (5, -72), (6, -59), (-6, -59)), SKIN),
        outlined(ellipse(0, -84, 13.5, 16.5), SKIN),
        path(features, BLACK),
        path(shape(("M", -0.5, -83), ("C", -2.2, -80, -1.6, -78, 0.8, -78.2)), stroke=BLACK, width=1),
    ]
    if rank == "K":
        beard = symmetric(("M", 0, -75), ("C", 6, -75, 10, -79, 13.5, -84), ("C", 16, -70, 10, -60, 0, -55))
        moustache = symmetric(("M", 0, -77), ("C", 4, -78, 8, -77, 10, -74), ("C", 6, -75, 3, -74.5, 0, -74.5))
        parts += [outlined(beard, "#efeae0"), outlined(moustache, "#efeae0", 1)]
    else:
        parts.append(path(polyline((-3.5, -73), (0, -72), (3.5, -73)), stroke=RED, width=1.6))
    return parts


def headwear(rank: str, suit: str) -> list[str]:
    colour = ink(suit)
    if rank == "K":
        crown = polygon((-16, -97), (-16, -114), (-8.5, -105), (0, -118), (8.5, -105), (16, -114), (16, -97))
        knobs = ellipse(-16, -115, 2.4) + ellipse(0, -119, 2.4) + ellipse(16, -115, 2.4)
        jewels = ellipse(-8, -99.5, 1.8) + ellipse(0, -99.5, 2.2) + ellipse(8, -99.5, 1.8)
        return [outlined(crown, GOLD), outlined(knobs, GOLD, 1),
                outlined(polygon((-17, -102), (17, -102), (17, -96), (-17, -96)), GOLD), path(jewels, colour)]
    if rank == "Q":
        tiara = symmetric(("M", 0, -116), ("C", 4, -110, 9, -107, 15, -108), ("L", 15, -98), ("L", 0, -98))
        return [outlined(tiara, GOLD), outlined(ellipse(0, -107, 3.4, 4.2), colour, 1),
                outlined(ellipse(-9, -103, 1.8) + ellipse(9, -103, 1.8), colour, 0.8)]
    feather = shape(("M", 8, -103), ("C", 14, -110, 20, -118, 32, -120), ("C", 27, -112, 22, -105, 13, -100), ("Z",))
    cap = shape(("M", -19, -96), ("C", -20, -108, -6, -112, 6, -111), ("C", 16, -110, 22, -104, 19, -96), ("Z",))
    return [outlined(feather, colour), outlined(cap, BLUE),
            outlined(polygon((-18, -99), (18, -99), (18, -94), (-18, -94)), GOLD)]


HAND_X, HAND_Y = 53.0, -32.0


def held_item(rank: str, suit: str) -> list[str]:
    """What the figure holds upright in its hand: a sword (K), a flower (Q) or a halberd (J)."""
    colour = ink(suit)
    x = HAND_X
    if rank == "K":
        blade = polygon((x - 2.6, -42), (x - 2.6, -128), (x, -136), (x + 2.6, -128), (x + 2.6, -42))
        guard = polygon((x - 9, -43), (x + 9, -43), (x + 9, -38), (x - 9, -38))
        grip = polygon((x - 2, -38), (x + 2, -38), (x + 2, -24), (x - 2, -24))
        return [outlined(blade, SILVER), outlined(grip, "#8a5a2e", 1), outlined(guard, GOLD),
                outlined(ellipse(x, -21, 3.4), GOLD)]
    if rank == "Q":
        stem = shape(("M", x, -30), ("C", x + 1, -48, x + 4, -64, x + 2, -86))
        leaf = shape(("M", x + 1, -56), ("C", x + 8, -61, x + 11, -65, x + 13, -71), ("C", x + 6, -69, x + 3, -64,
                                                                                      x + 1, -56), ("Z",))
        return [path(stem, stroke="#2f6b35", width=2.6), outlined(leaf, "#3f8a47", 1),
                outlined(rosette(x + 2, -92, 5, 11, 8), colour, 1), outlined(ellipse(x + 2, -92, 3), GOLD, 0.8)]
    staff = polygon((x - 1.7, -12), (x - 1.7, -122), (x + 1.7, -122), (x + 1.7, -12))
    head = shape(("M", x, -140), ("C", x + 6, -134, x + 6, -126, x, -120), ("C", x - 6, -126, x - 6, -134, x, -140),
                 ("Z",))
    return [outlined(staff, "#8a5a2e", 1.1), outlined(head, SILVER)]


def figure_half(rank: str, suit: str) -> list[str]:
    colour = ink(suit)
    robe = symmetric(("M", 0, -58), ("L", 16, -58), ("C", 36, -57, 50, -52, 56, -40), ("C", 60, -30, 58, -12, 50, 0),
                     ("L", 0, 0))
    front = symmetric(("M", 0, -57), ("L", 12, -57), ("L", 18, 0), ("L", 0, 0))
    collar = symmetric(("M", 0, -34), ("L", 8, -46), ("L", 21, -58), ("L", 27, -52), ("L", 0, -24))
    trim = polyline((-12, -55), (-18, 0)) + polyline((12, -55), (18, 0))
    arm = shape(("M", 30, -53), ("C", 40, -50, 45, -44, 46, -36))
    shield = symmetric(("M", 0, -16), ("L", 14, -16), ("L", 14, -4), ("C", 14, 4, 8, 10, 0, 14))
    shield = shield.map(place(-34, -24))
    strewn = Shape(())
    for x, y in ((0, -20), (0, -7)):
        strewn += SUIT_SHAPES[suit].map(place(x, y, 0.085))
    return [
        outlined(robe, colour),
        outlined(front, BLUE),
        path(trim, stroke=GOLD, width=2.6),
        path(strewn, GOLD),
        outlined(collar, GOLD),
        path(arm, stroke=GOLD if suit in RED_SUITS else "#5a5d66", width=1.6),
        *held_item(rank, suit),
        outlined(ellipse(HAND_X - 6.5, HAND_Y, 3.2, 6.5), GOLD, 1.1),
        outlined(ellipse(HAND_X, HAND_Y, 5.5, 5.5), SKIN, 1.1),
        outlined(shield, GOLD),
        path(SUIT_SHAPES[suit].map(place(-34, -25, 0.2)), colour),
        f'<g transform="matrix({HEAD_SCALE} 0 0 {HEAD_SCALE} 0 {fmt(84 * HEAD_SCALE + HEAD_Y)})">',
        *face_and_neck(rank),
        *headwear(rank, suit),
        "</g>",
        path(SUIT_SHAPES[suit].map(place(-57, -128, 0.2)), colour),
    ]


def court(rank: str, suit: str) -> list[str]:
    cx, cy = WIDTH / 2, HEIGHT / 2
    frame = rounded_rect(cx - PANEL_W / 2, cy - PANEL_H / 2, PANEL_W, PANEL_H, 5)
    half = "\n".join(figure_half(rank, suit))
    return [
        path(frame, PANEL_FILL),
        f'<g transform="translate({fmt(cx)} {fmt(cy)})">\n{half}\n</g>',
        f'<g transform="translate({fmt(cx)} {fmt(cy)}) rotate(180)">\n{half}\n</g>',
        path(polyline((cx - PANEL_W / 2, cy), (cx + PANEL_W / 2, cy)), stroke=ink(suit), width=1.6),
        path(frame, stroke=ink(suit), width=2),
        path(rounded_rect(cx - PANEL_W / 2 + 4, cy - PANEL_H / 2 + 4, PANEL_W - 8, PANEL_H - 8, 3),
             stroke=ink(suit), width=0.8),
    ]


# --- sets -----------------------------------------------------------------------------------------------------

OUTPUT = Path(__file__).resolve().parents[2] / "resources" / "cards"
CARD_SETS = {"classic": ("Classic", face), "large-index": ("Large index", large_index_face)}


def card_set(name: str) -> dict[str, str]:
    """Every file of one card set, by file name."""
    title, draw_face = CARD_SETS[name]
    files = {f"{rank}{suit}.svg": draw_face(rank, suit) for suit in SUITS for rank in RANKS}
    files.update({f"{back}.svg": draw() for back, (_, draw) in BACKS.items()})
    files["slot.svg"] = slot()
    manifest = {
        "name": title,
        "backs": [{"file": f"{back}.svg", "name": title} for back, (title, _) in BACKS.items()],
        "slot": "slot.svg",
        "faces": "{rank}{suit}.svg",
        "ranks": list(RANKS),
        "suits": list(SUITS),
        "width": WIDTH,
        "height": HEIGHT,
        "aspect_ratio": round(WIDTH / HEIGHT, 6),
        "corner_radius": CORNER,
    }
    files["set.json"] = json.dumps(manifest, indent=2) + "\n"
    return files


def write_sets(root: Path) -> list[Path]:
    return write_art_sets(root, {name: card_set(name) for name in CARD_SETS})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUTPUT, help=f"folder for the card sets (default {OUTPUT})")
    args = parser.parse_args(argv)
    written = write_sets(args.out)
    print(f"wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
