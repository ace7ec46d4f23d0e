"""Draw the mahjong tile sets as SVG files.

    python -m tools.art.make_tiles            # rewrite resources/tiles/
    python -m tools.art.make_tiles --out DIR  # write DIR/<set>/ instead

Every set has the same drawings in its own palette: one SVG per face (viewBox 0 0 60 80, the
face area only, transparent background), back.svg for face-down tiles and set.json with the
colours the board uses to draw the tile body. Only paths and basic shapes, never text, so the
tiles look the same on a machine without CJK fonts.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

from qtsolitaire.engine.mahjong.tiles import ALL_FACES
from tools.art.files import write_sets as write_art_sets
from tools.art.glyphs import format_number as num
from tools.art.glyphs import svg_text, transform_path

WIDTH, HEIGHT = 60, 80
CORNER_RADIUS = 6.6  # of the tile face, in viewBox units; back.svg fills exactly that shape
DEFAULT_OUT = Path(__file__).resolve().parents[2] / "resources" / "tiles"


@dataclass(frozen=True)
class Palette:
    name: str
    face: str      # tile face, also the colour of holes cut into motifs
    edge: str      # bevel between face and side
    side: str      # the tile body below the face
    outline: str
    back: str      # face-down tile
    back_ornament: str
    ink: str
    red: str
    green: str
    blue: str
    gold: str
    wood: str      # branches and stems


SETS = {
    "classic": Palette(
        name="Classic", face="#f7f0dc", edge="#e3d6b0", side="#2f7d5b", outline="#5a4a2a",
        back="#2f7d5b", back_ornament="#cfe6d2",
        ink="#1c1a17", red="#c4161c", green="#0e7a3b", blue="#1d43a0", gold="#d99a0b", wood="#6b4423"),
    "night": Palette(
        name="Night", face="#262c38", edge="#4b5468", side="#6b2f3a", outline="#07080b",
        back="#6b2f3a", back_ornament="#e8c9a0",
        ink="#efe6cf", red="#ff6f61", green="#5cd68d", blue="#7fb2ff", gold="#ffc94d", wood="#d8a878"),
}


# --- SVG pieces -------------------------------------------------------------------------------

def stroke(d: str, colour: str, width: float, cap: str = "round", opacity: float = 1.0) -> str:
    # Opacity on the stroke itself, not on a group: a group would be painted through a layer, far slower.
    faded = f' stroke-opacity="{num(opacity)}"' if opacity < 1 else ""
    return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{num(width)}"{faded} '
            f'stroke-linecap="{cap}" stroke-linejoin="round"/>')


def fill(d: str, colour: str) -> str:
    return f'<path d="{d}" fill="{colour}"/>'


def circle(cx: float, cy: float, r: float, colour: str, ring: float = 0.0) -> str:
    """A disc, or with ring > 0 a circle stroked that wide."""
    if ring:
        return (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="none" stroke="{colour}" '
                f'stroke-width="{num(ring)}"/>')
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{colour}"/>'


def rotated(angle: float, cx: float, cy: float, *parts: str) -> str:
    return f'<g transform="rotate({num(angle)} {num(cx)} {num(cy)})">{"".join(parts)}</g>'


BRUSH_WEIGHTS = (0.78, 0.95, 1.12)  # horizontal, slanting and vertical strokes, as a brush writes them


def brush(strokes: str, x: float, y: float, w: float, h: float, colour: str, width: float) -> str:
    """Strokes (M, L and Q) designed in a 100 x 100 box, drawn into the box (x, y, w, h)."""
    segments: dict[float, list[str]] = {weight: [] for weight in BRUSH_WEIGHTS}
    pen = (0.0, 0.0)
    for command, args in re.findall(r"([MLQ])([^MLQ]*)", transform_path(strokes, w / 100, x, y, h / 100)):
        numbers = [float(v) for v in args.split()]
        end = (numbers[-2], numbers[-1])
        if command != "M":
            steepness = abs(end[1] - pen[1]) / (math.hypot(end[0] - pen[0], end[1] - pen[1]) or 1)
            weight = BRUSH_WEIGHTS[0 if steepness < 0.35 else 2 if steepness > 0.8 else 1]
            segments[weight].append(f"M{num(pen[0])} {num(pen[1])} {command}{args.strip()}")
        pen = end
    return "".join(stroke(" ".join(parts), colour, width * weight) for weight, parts in segments.items() if parts)


def leaf(x0: float, y0: float, x1: float, y1: float, width: float, colour: str, bend: float = 0.0) -> str:
    """A pointed leaf or petal from base (x0, y0) to tip (x1, y1); bend curves it sideways."""
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    mx, my = x0 + dx / 2 + nx * bend, y0 + dy / 2 + ny * bend
    a = (mx + nx * width, my + ny * width)
    b = (mx - nx * width, my - ny * width)
    d = (f"M{num(x0)} {num(y0)} Q{num(a[0])} {num(a[1])} {num(x1)} {num(y1)} "
         f"Q{num(b[0])} {num(b[1])} {num(x0)} {num(y0)} Z")
    return fill(d, colour)


def blossom(cx: float, cy: float, r: float, petal: str, heart: str, petals: int = 5, turn: float = -90) -> str:
    parts = []
    for k in range(petals):
        a = math.radians(turn + 360 * k / petals)
        parts.append(circle(cx + math.cos(a) * r * 0.55, cy + math.sin(a) * r * 0.55, r * 0.48, petal))
    parts.append(circle(cx, cy, r * 0.3, heart))
    return "".join(parts)


def svg_document(body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
            f'viewBox="0 0 {WIDTH} {HEIGHT}">\n{body}\n</svg>\n')


# --- index corners -----------------------------------------------------------------------------

INDEX_X, INDEX_Y, INDEX_HEIGHT = 3.2, 3.2, 10.5


def flower_mark(colour: str, heart: str) -> str:
    return blossom(INDEX_X + 4.6, INDEX_Y + 4.8, 8, colour, heart)


def season_mark(colour: str) -> str:
    cx, cy = INDEX_X + 5, INDEX_Y + 5.2
    rays = " ".join(f"M{num(cx + math.cos(math.radians(a)) * 3.6)} {num(cy + math.sin(math.radians(a)) * 3.6)} "
                    f"L{num(cx + math.cos(math.radians(a)) * 5.6)} {num(cy + math.sin(math.radians(a)) * 5.6)}"
                    for a in range(0, 360, 45))
    return circle(cx, cy, 2.4, colour) + stroke(rays, colour, 1.7)


def index_text(face: str) -> str | None:
    """What a face's index corner spells: its number, or the first letter of its wind or dragon, the
    White dragon's being "Wh" so it never reads as the West wind; None for a flower or season (a mark)."""
    kind, _, value = face.partition("-")
    if kind in ("dots", "bamboo", "characters"):
        return value
    if kind == "wind":
        return value[0].upper()
    if kind == "dragon":
        return {"red": "R", "green": "G", "white": "Wh"}[value]
    return None


def index_colour(face: str, p: Palette) -> str:
    """The ink of a face's index: its suit's colour, black for the winds, a dragon's own colour."""
    kind, _, value = face.partition("-")
    if kind == "dragon":
        return {"red": p.red, "green": p.green, "white": p.blue}[value]
    return {"dots": p.blue, "bamboo": p.green, "characters": p.red, "wind": p.ink}[kind]


def index_corner(face: str, p: Palette) -> str:
    kind, _, _ = face.partition("-")
    if kind == "flower":
        return flower_mark(p.red, p.gold)
    if kind == "season":
        return season_mark(p.blue)
    return svg_text(index_text(face), INDEX_X, INDEX_Y, INDEX_HEIGHT, index_colour(face, p), weight=0.19)


# --- dots ----------------------------------------------------------------------------------------

def dot(cx: float, cy: float, r: float, colour: str, p: Palette) -> str:
    return (circle(cx, cy, r * 0.8, colour, ring=r * 0.4) + circle(cx, cy, r * 0.36, colour)
            + circle(cx, cy, r * 0.12, p.face))


def big_dot(p: Palette) -> str:
    cx, cy = 30, 44
    parts = [circle(cx, cy, 20, p.green, ring=3.2), circle(cx, cy, 15.2, p.blue, ring=1.4)]
    for k in range(12):
        a = math.radians(k * 30)
        parts.append(circle(cx + math.cos(a) * 11.4, cy + math.sin(a) * 11.4, 2.2, p.blue))
    parts += [circle(cx, cy, 7.4, p.red), circle(cx, cy, 4.6, p.face, ring=1.2), circle(cx, cy, 1.6, p.face)]
    return "".join(parts)


def dots(rank: int, p: Palette) -> str:
    B, G, R = p.blue, p.green, p.red
    layouts = {
        2: (11, [(30, 27, G), (30, 61, B)]),
        3: (9.5, [(16, 21, B), (30, 44, R), (44, 67, G)]),
        4: (10, [(18, 28, B), (42, 28, G), (18, 60, G), (42, 60, B)]),
        5: (9.5, [(17, 24, B), (43, 24, G), (30, 44, R), (17, 64, G), (43, 64, B)]),
        6: (9.3, [(19, 22, G), (41, 22, G), (19, 44, R), (41, 44, R), (19, 66, R), (41, 66, R)]),
        7: (7.4, [(17, 20, G), (30, 26, G), (43, 32, G),
                  (20, 50, R), (40, 50, R), (20, 68, R), (40, 68, R)]),
        8: (8, [(19, y, B) for y in (18, 35, 52, 69)] + [(41, y, B) for y in (18, 35, 52, 69)]),
        9: (7.3, [(x, y, c) for y, c in ((21, B), (44, R), (67, G)) for x in (15, 30, 45)]),
    }
    if rank == 1:
        return big_dot(p)
    r, spots = layouts[rank]
    return "".join(dot(x, y, r, c, p) for x, y, c in spots)


# --- bamboo --------------------------------------------------------------------------------------

def stick(cx: float, cy: float, length: float, colour: str, p: Palette, angle: float = 0) -> str:
    """A bamboo stick: two segments between three nodes, with a light stripe down one side."""
    half, w = length / 2, 6.4
    ends = (cy - half + 1.4, cy + half - 1.4)
    segments = stroke(f"M{num(cx)} {num(ends[0])} L{num(cx)} {num(cy)} L{num(cx)} {num(ends[1])}", colour, w, cap="butt")
    shine_x = cx - w * 0.2
    shine = stroke(f"M{num(shine_x)} {num(ends[0] + 2.6)} L{num(shine_x)} {num(cy - 2.6)} "
                   f"M{num(shine_x)} {num(cy + 2.6)} L{num(shine_x)} {num(ends[1] - 2.6)}", p.face, 1.1)
    nodes = stroke(" ".join(f"M{num(cx - w * 0.66)} {num(y)} L{num(cx + w * 0.66)} {num(y)}"
                            for y in (ends[0], cy, ends[1])), colour, 2.8)
    return rotated(angle, cx, cy, segments, shine, nodes) if angle else segments + shine + nodes


def bird(p: Palette) -> str:
    """The sparrow on bamboo that traditionally stands for the one of bamboo."""
    perch = stick(30, 66, 46, p.green, p, angle=-76)
    feathers = ((36, 44, 57, 58, p.red), (34, 47, 54, 72, p.green), (31, 50, 40, 78, p.blue))
    tail = "".join(leaf(x0, y0, x1, y1, 3.6, colour, bend=1.5) for x0, y0, x1, y1, colour in feathers)
    tail += "".join(circle(x0 + (x1 - x0) * 0.8, y0 + (y1 - y0) * 0.8, 1.5, p.gold)
                    for x0, y0, x1, y1, _ in feathers)
    body = fill("M14 30 C14 20 26 18 32 26 C40 34 44 44 36 52 C30 58 18 54 16 44 C15 39 14 35 14 30 Z", p.green)
    wing = fill("M22 34 C30 32 40 38 40 46 C36 50 28 50 24 46 C22 42 21 38 22 34 Z", p.blue)
    wing_lines = stroke("M26 40 C30 40 34 42 37 45 M25 44 C29 45 32 46 34 48", p.face, 0.9)
    head = circle(18, 22, 8, p.red)
    crest = leaf(16, 15, 10, 5, 2.2, p.red, bend=-1) + leaf(19, 14, 20, 4, 2, p.red, bend=1)
    beak = fill("M11 20 L3.5 24.5 L11.5 25.5 Z", p.gold)
    eye = circle(16.5, 20.5, 2.4, p.face) + circle(16, 20.5, 1.2, p.ink)
    legs = stroke("M24 52 L25 64 M30 54 L31 63", p.wood, 1.6)
    return tail + perch + legs + body + wing + wing_lines + head + crest + beak + eye


def bamboo(rank: int, p: Palette) -> str:
    B, G, R = p.blue, p.green, p.red
    long_, short = 28, 20
    rows2, rows3 = (27, 61), (21, 44, 67)
    if rank == 1:
        return bird(p)
    if rank == 8:
        parts = []
        for y, colour, lean in ((29, G, 1), (63, B, -1)):
            parts += [stick(9.5, y, long_, colour, p), stick(50.5, y, long_, colour, p),
                      stick(23.5, y, long_, colour, p, angle=14 * lean), stick(36.5, y, long_, colour, p, angle=-14 * lean)]
        return "".join(parts)
    layouts = {
        2: [(30, rows2[0], long_, B), (30, rows2[1], long_, G)],
        3: [(30, rows2[0], long_, B), (19, rows2[1], long_, G), (41, rows2[1], long_, G)],
        4: [(18, rows2[0], long_, B), (42, rows2[0], long_, G), (18, rows2[1], long_, G), (42, rows2[1], long_, B)],
        5: [(15, rows2[0], long_, B), (45, rows2[0], long_, G), (30, 44, long_, R),
            (15, rows2[1], long_, G), (45, rows2[1], long_, B)],
        6: [(x, y, long_, c) for y, c in ((rows2[0], G), (rows2[1], B)) for x in (16, 30, 44)],
        7: [(30, 21, short, R)] + [(x, y, short, c) for y, c in ((44, G), (67, B)) for x in (16, 30, 44)],
        9: [(x, y, short, c) for y in rows3 for x, c in ((16, R), (30, B), (44, G))],
    }
    return "".join(stick(x, y, length, c, p) for x, y, length, c in layouts[rank])


# --- characters, winds and dragons ---------------------------------------------------------------

# Each character: brush strokes in a 100 x 100 box.
NUMERALS = {
    1: "M6 54 Q50 44 94 50",
    2: "M22 26 L78 24 M6 78 Q50 70 94 76",
    3: "M18 14 L82 12 M26 48 L74 46 M6 86 Q50 78 94 84",
    4: "M12 14 L12 92 M12 14 L88 14 L88 92 M12 88 L88 88 M38 14 Q38 56 22 66 M60 14 L60 54 Q60 64 74 62",
    5: "M16 10 L84 10 M46 10 L34 88 M22 46 L72 46 L66 88 M6 90 L94 90",
    6: "M44 2 L56 18 M6 36 L94 36 M34 54 Q28 72 12 90 M62 54 Q76 70 88 88",
    7: "M6 52 L94 36 M40 4 L40 74 Q40 90 56 90 L86 90 Q92 90 92 76",
    8: "M38 16 Q38 64 6 90 M60 14 Q64 64 94 86",
    9: "M42 4 Q44 62 8 94 M12 36 L66 36 Q62 66 66 82 Q70 92 94 88 L94 74",
}
WAN = ("M6 16 L94 16 M32 2 L32 28 M68 2 L68 28 "
       "M24 34 L24 58 M24 34 L76 34 L76 58 M24 46 L76 46 M24 58 L76 58 M50 34 L50 80 "
       "M14 66 L14 98 M14 66 L86 66 L86 90 Q86 98 76 98 M50 80 L32 90 M36 88 L68 86 M60 78 L70 88")
WIND_STROKES = {
    "east": "M12 16 L88 16 M24 28 L24 62 M24 28 L76 28 L76 62 M24 45 L76 45 M24 62 L76 62 "
            "M50 2 L50 98 M44 66 Q30 82 8 92 M56 66 Q70 82 94 90",
    "south": "M10 14 L90 14 M50 0 L50 26 M18 30 L18 98 M18 30 L82 30 L82 88 Q82 98 70 98 "
             "M36 40 L43 50 M64 40 L57 50 M30 58 L70 58 M26 75 L74 75 M50 58 L50 94",
    "west": "M6 12 L94 12 M18 34 L18 96 M18 34 L82 34 L82 96 M18 92 L82 92 "
            "M40 12 L40 48 Q38 62 26 70 M60 12 L60 60 Q60 70 74 70",
    "north": "M38 4 L38 94 M8 40 L38 40 M6 82 L38 66 M62 4 L62 82 Q62 94 76 94 L94 94 L94 80 M92 28 L62 50",
}
CHUNG = "M12 30 L12 72 M12 30 L88 30 L88 72 M12 70 L88 70 M50 2 L50 98"
FA = ("M10 8 L34 8 Q28 20 14 32 M22 16 L36 26 M60 4 L70 14 M84 4 Q74 20 58 30 M64 16 Q78 28 94 32 "
      "M12 42 L40 42 L38 58 L14 58 L12 72 L42 72 Q42 90 30 96 "
      "M60 40 Q60 56 50 62 M60 40 L78 40 L78 54 Q78 60 88 58 "
      "M54 68 L86 68 Q76 86 52 96 M60 76 Q72 90 94 96")


def characters(rank: int, p: Palette) -> str:
    return brush(NUMERALS[rank], 13, 7, 40, 25, p.ink, 4.5) + brush(WAN, 8, 37, 44, 40, p.red, 3.9)


def wind(name: str, p: Palette) -> str:
    return brush(WIND_STROKES[name], 7, 18, 46, 56, p.ink, 5.4)


def dragon(name: str, p: Palette) -> str:
    if name == "red":
        return brush(CHUNG, 8, 16, 44, 60, p.red, 6.4)
    if name == "green":
        return brush(FA, 7, 17, 46, 58, p.green, 4.8)
    return (f'<rect x="11" y="18" width="38" height="57" rx="3" fill="none" stroke="{p.blue}" stroke-width="4.6"/>'
            f'<rect x="17.5" y="24.5" width="25" height="44" rx="1.5" fill="none" stroke="{p.blue}" stroke-width="1.8"/>')


# --- flowers and seasons -------------------------------------------------------------------------

def plum(p: Palette) -> str:
    branch = stroke("M10 78 Q18 56 30 44 Q40 34 46 14 M30 44 Q40 46 48 56 M22 56 Q14 48 12 36", p.wood, 3.2)
    flowers = (blossom(44, 20, 13, p.red, p.gold) + blossom(16, 36, 11, p.red, p.gold)
               + blossom(44, 56, 12, p.red, p.gold) + blossom(30, 43, 7, p.red, p.gold))
    return branch + flowers


def orchid(p: Palette) -> str:
    leaves = (leaf(30, 78, 6, 30, 3, p.green, bend=-8) + leaf(30, 78, 54, 26, 3, p.green, bend=8)
              + leaf(30, 78, 20, 20, 2.6, p.green, bend=-3) + leaf(30, 78, 52, 56, 2.4, p.green, bend=4))
    stems = stroke("M30 76 Q32 50 38 30 M30 76 Q26 56 18 46", p.green, 1.4)

    def bloom(cx: float, cy: float, size: float) -> str:
        petals = "".join(leaf(cx, cy, cx + math.cos(math.radians(a)) * size, cy + math.sin(math.radians(a)) * size,
                              size * 0.28, p.blue) for a in (-90, -18, 54, 126, 198))
        return petals + circle(cx, cy, size * 0.22, p.red)

    return leaves + stems + bloom(38, 26, 12) + bloom(18, 44, 10)


def chrysanthemum(p: Palette) -> str:
    stem = stroke("M30 46 Q28 62 30 78", p.green, 2.6)
    leaves = leaf(29, 64, 10, 56, 4.4, p.green, bend=-2) + leaf(30, 70, 50, 60, 4.4, p.green, bend=2)
    cx, cy = 30, 30
    outer = "".join(leaf(cx, cy, cx + math.cos(math.radians(a)) * 21, cy + math.sin(math.radians(a)) * 21, 3.2, p.gold)
                    for a in range(0, 360, 20))
    inner = "".join(leaf(cx, cy, cx + math.cos(math.radians(a)) * 13, cy + math.sin(math.radians(a)) * 13, 2.6, p.red)
                    for a in range(10, 370, 30))
    return stem + leaves + outer + inner + circle(cx, cy, 4, p.red) + circle(cx, cy, 1.8, p.gold)


def bamboo_flower(p: Palette) -> str:
    stalks = stick(22, 46, 62, p.green, p, angle=8) + stick(40, 50, 52, p.green, p, angle=-6)
    leaves = "".join(leaf(x0, y0, x1, y1, 2.6, p.green, bend=b) for x0, y0, x1, y1, b in (
        (24, 28, 6, 24, -2), (24, 28, 10, 42, 2), (38, 30, 56, 18, 2), (38, 30, 56, 36, -2), (38, 30, 50, 8, 1)))
    return stalks + leaves + stroke("M23 20 L24 30 M39 26 L38 34", p.wood, 1.2)


def spring(p: Palette) -> str:
    ground = fill("M6 76 Q30 62 54 76 Z", p.wood)
    sprout = stroke("M30 70 Q30 50 30 34", p.green, 3)
    leaves = leaf(30, 46, 8, 32, 6, p.green, bend=-3) + leaf(30, 38, 52, 22, 6, p.green, bend=3)
    bud = leaf(30, 36, 30, 14, 4.4, p.red)
    rain = "".join(circle(x, y, 1.9, p.blue) + leaf(x - 1.8, y - 0.4, x, y - 6.5, 0.9, p.blue, bend=0)
                   + leaf(x + 1.8, y - 0.4, x, y - 6.5, 0.9, p.blue) for x, y in ((14, 22), (46, 50), (12, 62)))
    return ground + sprout + leaves + bud + rain


def summer(p: Palette) -> str:
    cx, cy = 30, 42
    rays = "".join(leaf(cx + math.cos(math.radians(a)) * 14, cy + math.sin(math.radians(a)) * 14,
                        cx + math.cos(math.radians(a)) * 26, cy + math.sin(math.radians(a)) * 26, 2.6, p.gold)
                   for a in range(0, 360, 30))
    return rays + circle(cx, cy, 12, p.red) + circle(cx, cy, 7.5, p.gold, ring=1.6)


def autumn(p: Palette) -> str:
    cx, cy = 30, 38
    lobes = "".join(leaf(cx, cy, cx + math.cos(math.radians(a)) * r, cy + math.sin(math.radians(a)) * r, w, p.red)
                    for a, r, w in ((-90, 28, 8), (-45, 24, 7), (-135, 24, 7), (0, 20, 6), (180, 20, 6)))
    veins = stroke(" ".join(f"M{cx} {cy} L{num(cx + math.cos(math.radians(a)) * r * 0.8)} "
                            f"{num(cy + math.sin(math.radians(a)) * r * 0.8)}"
                            for a, r in ((-90, 28), (-45, 24), (-135, 24), (0, 20), (180, 20))), p.gold, 1.2)
    stem = stroke(f"M{cx} {cy} Q31 58 38 76", p.wood, 2.4)
    return stem + lobes + veins


def winter(p: Palette) -> str:
    cx, cy = 30, 44
    arms = []
    for k in range(6):
        a = math.radians(k * 60 - 90)
        ux, uy = math.cos(a), math.sin(a)
        vx, vy = -uy, ux
        tip = (cx + ux * 24, cy + uy * 24)
        arms.append(f"M{cx} {cy} L{num(tip[0])} {num(tip[1])}")
        for along, spread in ((12, 7), (19, 5)):
            bx, by = cx + ux * along, cy + uy * along
            for side in (1, -1):
                arms.append(f"M{num(bx)} {num(by)} L{num(bx + (ux * 0.7 + vx * side) * spread)} "
                            f"{num(by + (uy * 0.7 + vy * side) * spread)}")
    return stroke(" ".join(arms), p.blue, 2.8) + circle(cx, cy, 4.2, p.blue)


FLOWERS = {"plum": plum, "orchid": orchid, "chrysanthemum": chrysanthemum, "bamboo": bamboo_flower}
SEASONS = {"spring": spring, "summer": summer, "autumn": autumn, "winter": winter}


# --- faces, back, set ------------------------------------------------------------------------------

def face_art(face: str, p: Palette) -> str:
    kind, _, value = face.partition("-")
    if kind == "dots":
        return dots(int(value), p)
    if kind == "bamboo":
        return bamboo(int(value), p)
    if kind == "characters":
        return characters(int(value), p)
    if kind == "wind":
        return wind(value, p)
    if kind == "dragon":
        return dragon(value, p)
    if kind == "flower":
        return FLOWERS[value](p)
    return SEASONS[value](p)


def face_svg(face: str, p: Palette) -> str:
    return svg_document(face_art(face, p) + "\n" + index_corner(face, p))


def back_svg(p: Palette) -> str:
    quilt = " ".join(f"M{x} {y - 4.5} L{x + 4.5} {y} L{x} {y + 4.5} L{x - 4.5} {y} Z"
                     for y in range(15, 70, 9) for x in ((15, 30, 45) if y % 2 else (22.5, 37.5)))
    return svg_document(
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" rx="{CORNER_RADIUS}" fill="{p.back}"/>'
        f'<rect x="3.5" y="3.5" width="53" height="73" rx="2.5" fill="none" stroke="{p.back_ornament}" stroke-width="1.8"/>'
        f'<rect x="6.5" y="6.5" width="47" height="67" rx="1.5" fill="none" stroke="{p.back_ornament}" stroke-width="0.7"/>'
        + stroke(quilt, p.back_ornament, 1, opacity=0.45)
        + circle(30, 40, 12.5, p.back) + circle(30, 40, 11, p.back_ornament, ring=1.8)
        + "".join(leaf(30, 40, 30 + math.cos(math.radians(a)) * r, 40 + math.sin(math.radians(a)) * r, 2.4,
                       p.back_ornament) for a, r in ((a, 8.5 if a % 90 else 6) for a in range(0, 360, 45)))
        + circle(30, 40, 2, p.back))


def set_json(p: Palette) -> str:
    colours = {k: v for k, v in asdict(p).items() if k in ("face", "edge", "side", "outline", "back")}
    document = {"name": p.name, "viewBox": f"0 0 {WIDTH} {HEIGHT}", "corner_radius": CORNER_RADIUS, **colours}
    return json.dumps(document, indent=2) + "\n"


def tile_set_files(p: Palette) -> dict[str, str]:
    """File name -> contents for one set."""
    files = {f"{face}.svg": face_svg(face, p) for face in ALL_FACES}
    files["back.svg"] = back_svg(p)
    files["set.json"] = set_json(p)
    return files


def write_sets(out: Path) -> list[Path]:
    return write_art_sets(out, {set_id: tile_set_files(palette) for set_id, palette in SETS.items()})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="make_tiles", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder that gets one sub-folder per set")
    args = parser.parse_args(argv)
    try:
        written = write_sets(args.out)
    except OSError as error:
        print(f"{args.out}: {error.strerror or error}", file=sys.stderr)
        return 1
    print(f"wrote {len(written)} files into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
