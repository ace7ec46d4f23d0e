"""Generate the playing-card SVGs in resources/cards/<set>/.

Everything is drawn from shapes and paths only (no <text>, no fonts), so the cards look the same on every
machine and stay crisp at any size. The shapes, suits and pips are card_shapes.py, the backs card_backs.py; this
file draws the faces and writes the sets. Run `python -m tools.art.make_cards` from the repository root after
changing any of them and commit the output; tests/ui/test_card_art.py checks that the committed files match.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from qtsolitaire.engine.pyramid.cards import RANKS, SUITS  # file names are the engine's card names, e.g. "10D"
from tools.art import glyphs
from tools.art.card_backs import BACKS
from tools.art.card_shapes import (
    BLACK,
    CORNER,
    HEIGHT,
    PAPER,
    PIP_SIZE,
    RED,
    RED_SUITS,
    SPADE,
    SUIT_SHAPES,
    WIDTH,
    Shape,
    card_blank,
    document,
    ellipse,
    fmt,
    ink,
    path,
    pip,
    pip_positions,
    place,
    polygon,
    polyline,
    rosette,
    rounded_rect,
    shape,
    symmetric,
)
from tools.art.files import write_sets as write_art_sets


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
