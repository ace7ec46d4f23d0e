"""The card backs (make_cards.py): a fine lattice, strewn suits and an engraved guilloche, each on a coloured field
with a frame and a medallion. `BACKS` names each back's file, title and drawing.
"""

from __future__ import annotations

import math

from tools.art.card_shapes import (
    HEIGHT,
    SPADE,
    SUIT_SHAPES,
    WIDTH,
    Shape,
    card_blank,
    document,
    ellipse,
    path,
    place,
    polygon,
    polyline,
    rosette,
    rounded_rect,
)
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
