"""A small stroke font for the index corners of tiles and cards.

Art files must not depend on fonts, so indices are drawn as stroked paths. Each glyph is
SVG path data (absolute M, L, C, A and Z only) in a design box GLYPH_HEIGHT units tall (capitals and
ascenders; a lower-case letter's x-height is about half of it),
y down, top at 0; ADVANCES gives each glyph's width. `text_path` scales and places a string,
`svg_text` wraps it in a ready <path> element:

    svg_text("10", x=4, y=3, height=12, colour="#b00000")

`transform_path` (scale, then translate) works on any path in the same dialect (plus Q).
"""

from __future__ import annotations

import re

GLYPH_HEIGHT = 10.0
TRACKING = 1.8  # design units between glyphs

# (advance, path) per glyph; strokes run along the middle of the line, drawn with round caps.
_GLYPHS: dict[str, tuple[float, str]] = {
    "0": (6, "M0 3.2 A3 3.2 0 0 1 6 3.2 L6 6.8 A3 3.2 0 0 1 0 6.8 Z"),
    "1": (4.4, "M0.4 2.2 L3.4 0 L3.4 10"),
    "2": (6, "M0.3 2.9 A2.9 2.9 0 0 1 6 3 C6 5.3 2.6 7 0 10 L6 10"),
    "3": (6, "M0.4 0 L5.6 0 L2.6 3.9 A3.1 3.05 0 1 1 0.2 8.6"),
    "4": (6.6, "M4.7 10 L4.7 0 L0 7 L6.6 7"),
    "5": (6, "M5.6 0 L1.1 0 L0.6 4.4 A3.2 3 0 1 1 0.2 8.7"),
    "6": (6, "M5.2 0.3 C2.4 1.1 0 3.6 0 7 A3 3 0 1 0 6 7 A3 3 0 1 0 0 7"),
    "7": (6, "M0 0 L6 0 L2.2 10"),
    "8": (6, "M3 4.6 A2.55 2.3 0 1 1 3 0 A2.55 2.3 0 1 1 3 4.6 A2.95 2.7 0 1 1 3 10 A2.95 2.7 0 1 1 3 4.6 Z"),
    "9": (6, "M0.8 9.7 C3.6 8.9 6 6.4 6 3 A3 3 0 1 0 0 3 A3 3 0 1 0 6 3"),
    "A": (6.6, "M0 10 L3.3 0 L6.6 10 M1.2 6.6 L5.4 6.6"),
    "B": (6, "M0 5 L3.6 5 A2.4 2.5 0 0 0 3.6 0 L0 0 L0 10 L3.8 10 A2.5 2.5 0 0 0 3.8 5"),
    "C": (6, "M5.8 1.6 C5.2 0.6 4.2 0 3.1 0 C1.2 0 0 1.6 0 3.6 L0 6.4 C0 8.4 1.2 10 3.1 10 C4.2 10 5.2 9.4 5.8 8.4"),
    "D": (6, "M0 0 L0 10 L2.6 10 C4.8 10 6 8.4 6 6.4 L6 3.6 C6 1.6 4.8 0 2.6 0 Z"),
    "E": (5.6, "M5.6 0 L0 0 L0 10 L5.6 10 M0 5 L4.4 5"),
    "F": (5.6, "M5.6 0 L0 0 L0 10 M0 5 L4.4 5"),
    "G": (6.2, "M5.9 1.7 C5.3 0.6 4.3 0 3.1 0 C1.2 0 0 1.6 0 3.6 L0 6.4 C0 8.4 1.2 10 3.1 10 "
               "C5 10 6.2 8.5 6.2 6.6 L6.2 5.6 L3.4 5.6"),
    "H": (6, "M0 0 L0 10 M6 0 L6 10 M0 5 L6 5"),
    "I": (3.6, "M0 0 L3.6 0 M1.8 0 L1.8 10 M0 10 L3.6 10"),
    "J": (5.4, "M1.8 0 L5.4 0 M4.6 0 L4.6 7.2 A2.3 2.8 0 0 1 0 7.4"),
    "K": (6.2, "M0 0 L0 10 M6 0 L0 6.2 M2.1 4 L6.2 10"),
    "L": (5.4, "M0 0 L0 10 L5.4 10"),
    "M": (7.4, "M0 10 L0 0 L3.7 6.6 L7.4 0 L7.4 10"),
    "N": (6, "M0 10 L0 0 L6 10 L6 0"),
    "O": (6.4, "M0 3.4 A3.2 3.4 0 0 1 6.4 3.4 L6.4 6.6 A3.2 3.4 0 0 1 0 6.6 Z"),
    "P": (6, "M0 10 L0 0 L3.4 0 A2.6 2.65 0 0 1 3.4 5.3 L0 5.3"),
    "Q": (6.6, "M0 3.4 A3.2 3.4 0 0 1 6.4 3.4 L6.4 6.6 A3.2 3.4 0 0 1 0 6.6 Z M3.8 7.2 L6.6 10.4"),
    "R": (6.2, "M0 10 L0 0 L3.4 0 A2.6 2.6 0 0 1 3.4 5.2 L0 5.2 M2.8 5.2 L6.2 10"),
    "S": (6, "M5.7 1.3 C5 0.4 4 0 3 0 C1.4 0 0.3 1 0.3 2.5 C0.3 6 5.8 4.2 5.8 7.5 C5.8 9 4.6 10 3 10 "
             "C1.9 10 0.8 9.6 0.1 8.6"),
    "T": (6.4, "M0 0 L6.4 0 M3.2 0 L3.2 10"),
    "U": (6, "M0 0 L0 7 A3 3 0 0 0 6 7 L6 0"),
    "V": (6.6, "M0 0 L3.3 10 L6.6 0"),
    "W": (8, "M0 0 L1.9 10 L4 2.6 L6.1 10 L8 0"),
    "X": (6.2, "M0 0 L6.2 10 M6.2 0 L0 10"),
    "Y": (6.4, "M0 0 L3.2 5 L6.4 0 M3.2 5 L3.2 10"),
    "Z": (6, "M0 0 L6 0 L0 10 L6 10"),
    "h": (5.4, "M0 0 L0 10 M0 6.4 C0.7 5.1 1.8 4.2 3 4.2 C4.5 4.2 5.4 5.2 5.4 6.8 L5.4 10"),  # White dragon: Wh
}

ADVANCES = {ch: advance for ch, (advance, _) in _GLYPHS.items()}
CHARACTERS = "".join(_GLYPHS)

_TOKEN = re.compile(r"[MLQCAZ]|-?(?:\d+\.?\d*|\.\d+)")
_ARITY = {"M": 2, "L": 2, "Q": 4, "C": 6, "A": 7, "Z": 0}


def format_number(value: float) -> str:
    """A coordinate as short SVG text: at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def transform_path(d: str, scale: float, dx: float = 0.0, dy: float = 0.0, scale_y: float | None = None) -> str:
    """Path data scaled about the origin by `scale` (by `scale_y` vertically if given), then moved by (dx, dy)."""
    sx, sy = scale, scale if scale_y is None else scale_y
    tokens = _TOKEN.findall(d)
    out: list[str] = []
    i = 0
    while i < len(tokens):
        command = tokens[i]
        if command not in _ARITY:
            raise ValueError(f"path data: expected a command at {command!r} in {d!r}")
        i += 1
        out.append(command)
        arity = _ARITY[command]
        if arity == 0:
            continue
        while i < len(tokens) and tokens[i] not in _ARITY:
            args = [float(t) for t in tokens[i:i + arity]]
            if len(args) != arity:
                raise ValueError(f"path data: {command} needs {arity} numbers in {d!r}")
            i += arity
            if command == "A":
                rx, ry, rotation, large, sweep, x, y = args
                if rotation and sx != sy:
                    raise ValueError(f"path data: a rotated arc cannot be stretched, in {d!r}")
                moved = [rx * sx, ry * sy, rotation, large, sweep, x * sx + dx, y * sy + dy]
            else:
                moved = [v * sx + dx if k % 2 == 0 else v * sy + dy for k, v in enumerate(args)]
            out.append(" ".join(format_number(v) for v in moved))
    return " ".join(out)


def text_width(text: str, height: float) -> float:
    """Width of `text` drawn `height` tall, from the first glyph's left to the last's right."""
    _check(text)
    design = sum(ADVANCES[ch] for ch in text) + TRACKING * (len(text) - 1)
    return design * height / GLYPH_HEIGHT


def text_path(text: str, x: float, y: float, height: float) -> str:
    """Path data for `text` with its top-left corner at (x, y), `height` tall."""
    _check(text)
    scale = height / GLYPH_HEIGHT
    parts = []
    pen = 0.0
    for ch in text:
        parts.append(transform_path(_GLYPHS[ch][1], scale, x + pen * scale, y))
        pen += ADVANCES[ch] + TRACKING
    return " ".join(parts)


def svg_text(text: str, x: float, y: float, height: float, colour: str,
             weight: float = 0.16, anchor: str = "start") -> str:
    """A stroked <path> element spelling `text`; weight is the stroke width relative to height.

    anchor is "start", "middle" or "end": where x lies along the text, as in SVG.
    """
    shift = {"start": 0.0, "middle": 0.5, "end": 1.0}[anchor] * text_width(text, height)
    d = text_path(text, x - shift, y, height)
    return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{format_number(height * weight)}" '
            f'stroke-linecap="round" stroke-linejoin="round"/>')


def _check(text: str) -> None:
    missing = sorted(set(ch for ch in text if ch not in _GLYPHS))
    if missing:
        raise ValueError(f"glyphs: no glyph for {''.join(missing)!r} (have {CHARACTERS})")
