"""Mahjong layouts: positions in half-tile units, the free-tile rule, and the layout file format.

A tile at (x, y, z) covers cells x..x+1 and y..y+1 on layer z. Sets of tiles are
bitmasks over position indices, which keeps the free rule cheap for the game and
for the solver alike.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import PurePath
from typing import Iterable, Sequence

from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.quoting import shortened

Position = tuple[int, int, int]


def indices(mask: int) -> list[int]:
    """The positions in a bitmask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _cells(x: int, y: int) -> tuple[tuple[int, int], ...]:
    return ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))


@dataclass(frozen=True)
class Geometry:
    """Who covers whom, and who touches whose long sides, for one set of positions."""

    positions: tuple[Position, ...]
    covered_by: tuple[int, ...] = field(init=False, repr=False)
    left_of: tuple[int, ...] = field(init=False, repr=False)
    right_of: tuple[int, ...] = field(init=False, repr=False)
    freed_by: tuple[int, ...] = field(init=False, repr=False)  # the tiles whose freedom tile i's going may change

    def __post_init__(self) -> None:
        at: dict[Position, int] = {p: i for i, p in enumerate(self.positions)}
        n = len(self.positions)
        covered, left, right = [0] * n, [0] * n, [0] * n
        for i, (x, y, z) in enumerate(self.positions):
            for dy in (-1, 0, 1):
                j = at.get((x - 2, y + dy, z))
                if j is not None:
                    left[i] |= 1 << j
                j = at.get((x + 2, y + dy, z))
                if j is not None:
                    right[i] |= 1 << j
        # Top layer down: `above` maps each cell to the tiles of higher layers on it.
        layers: dict[int, list[int]] = {}
        for i, (_, _, z) in enumerate(self.positions):
            layers.setdefault(z, []).append(i)
        above: dict[tuple[int, int], int] = {}
        for z in sorted(layers, reverse=True):
            for i in layers[z]:
                x, y, _ = self.positions[i]
                for cell in _cells(x, y):
                    covered[i] |= above.get(cell, 0)
            for i in layers[z]:
                x, y, _ = self.positions[i]
                for cell in _cells(x, y):
                    above[cell] = above.get(cell, 0) | 1 << i
        object.__setattr__(self, "covered_by", tuple(covered))
        object.__setattr__(self, "left_of", tuple(left))
        object.__setattr__(self, "right_of", tuple(right))
        freed = [0] * n
        for i in range(n):
            for j in indices(covered[i] | left[i] | right[i]):
                freed[j] |= 1 << i
        object.__setattr__(self, "freed_by", tuple(freed))

    @property
    def full(self) -> int:
        return (1 << len(self.positions)) - 1

    def is_free(self, i: int, present: int) -> bool:
        """Free: nothing on top, and one long side clear (RULES.md 1, Free tiles)."""
        if self.covered_by[i] & present:
            return False
        return not (self.left_of[i] & present) or not (self.right_of[i] & present)

    def free_mask(self, present: int, among: int | None = None) -> int:
        """The free tiles of `present` (only those of `among`, when given)."""
        covered, left, right = self.covered_by, self.left_of, self.right_of
        free = 0
        m = present if among is None else among & present
        while m:
            low = m & -m
            i = low.bit_length() - 1
            if not covered[i] & present and (not left[i] & present or not right[i] & present):
                free |= low
            m ^= low
        return free

    def free_after(self, present: int, removed: int, free_before: int) -> int:
        """free_mask(present) from free_before = free_mask(present | removed): only the tiles that
        `removed` touched are looked at again."""
        touched = 0
        for i in indices(removed):
            touched |= self.freed_by[i]
        return free_before & present & ~touched | self.free_mask(present, touched)


# --- The layout file format (store/layout_files.py reads and finds the files) -----------------------

FORMAT = "qtsolitaire-layout"
VERSION = 1
MAX_POSITIONS = 2000
MAX_XY = 255
MAX_Z = 31
MAX_NAME = 100


# Bidirectional formatting controls: a name holding U+202E shows the text after it reversed, in menus and
# listings alike, so a name could pass itself off as another. Names shown never keep them.
BIDI_CONTROLS = dict.fromkeys(map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))


def without_bidi_controls(name: str) -> str:
    """A layout's name as menus and listings show it: without bidirectional controls."""
    return name.translate(BIDI_CONTROLS)


class LayoutError(ValueError):
    """Why a layout is not usable; the text (args[0], a Text or str) names the problem, the caller adds the file."""


class LayoutChecks(TextContext):
    """Why tile positions make no layout: the layout files' reader and the layout editor say it."""


AT_POSITION = LayoutChecks.tr("position {i}: {problem}")
OVERLAPS = LayoutChecks.tr("overlaps position {j}")
SAME_PLACE = LayoutChecks.tr("is in the same place as position {j}")


def _at(i: int, problem: Text) -> LayoutError:
    return LayoutError(AT_POSITION.format(i=i, problem=problem))


@dataclass(frozen=True)
class Layout:
    """A Mahjong layout: where each of its tiles lies, as (x, y, layer) in half-tile units."""

    id: str
    name: str
    stars: int
    positions: tuple[Position, ...]
    source: PurePath | None = field(default=None, compare=False)  # the file it was read from

    @cached_property
    def geometry(self) -> Geometry:
        # Built on first use: menus list every layout, but only the one played needs it.
        return Geometry(self.positions)

    @property
    def tiles(self) -> int:
        return len(self.positions)

    @property
    def layers(self) -> tuple[int, ...]:
        """Tiles per layer, bottom first."""
        counts = [0] * (max(z for _, _, z in self.positions) + 1)
        for _, _, z in self.positions:
            counts[z] += 1
        return tuple(counts)

    @property
    def free_at_start(self) -> int:
        return self.geometry.free_mask(self.geometry.full).bit_count()


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_positions(positions: object) -> tuple[Position, ...]:
    """Validated positions, or LayoutError naming the first bad one (counting from 0)."""
    if not isinstance(positions, list):
        raise LayoutError(LayoutChecks.tr("positions must be a list of [x, y, z]"))
    if not positions:
        raise LayoutError(LayoutChecks.tr("the layout has no positions"))
    if len(positions) > MAX_POSITIONS:
        raise LayoutError(LayoutChecks.tr("{count} positions, more than the {most} allowed").format(
            count=len(positions), most=MAX_POSITIONS))
    out: list[Position] = []
    for i, p in enumerate(positions):
        if not isinstance(p, (list, tuple)) or len(p) != 3 or not all(_is_int(v) for v in p):
            raise _at(i, LayoutChecks.tr("must be [x, y, z], three whole numbers"))
        x, y, z = p
        if not (0 <= x <= MAX_XY and 0 <= y <= MAX_XY):
            raise _at(i, LayoutChecks.tr("x and y must be 0 to {most}").format(most=MAX_XY))
        if not 0 <= z <= MAX_Z:
            raise _at(i, LayoutChecks.tr("layer must be 0 to {most}").format(most=MAX_Z))
        out.append((x, y, z))
    if len(out) % 2:
        raise LayoutError(LayoutChecks.tr("{count} positions: an odd count cannot be cleared in pairs").format(
            count=len(out)))
    overlap = first_overlap(out)
    if overlap is not None:
        i, j = overlap
        raise _at(i, (SAME_PLACE if out[j] == out[i] else OVERLAPS).format(j=j))
    return tuple(out)


def first_overlap(positions: Sequence[Position]) -> tuple[int, int] | None:
    """The first tile that shares a cell of its layer with an earlier one, (i, j); None when every
    tile has its own place. The loader and the importers word it their own way.

    A tile need not rest on anything: other programs' layouts have overhangs and bridges over
    gaps, and the free rule plays them as they are (RULES.md 1, Layouts made by other programs).
    """
    owner: dict[Position, int] = {}
    for i, (x, y, z) in enumerate(positions):
        for cx, cy in _cells(x, y):
            j = owner.setdefault((cx, cy, z), i)
            if j != i:
                return i, j
    return None


def layout_from_json(layout_id: str, doc: object, source: PurePath | None = None) -> Layout:
    if not isinstance(doc, dict):
        raise LayoutError(LayoutChecks.tr("not a layout: the file must hold a JSON object"))
    if doc.get("format") != FORMAT:
        raise LayoutError(LayoutChecks.tr('not a layout: "format" must be "{format}"').format(format=FORMAT))
    version = doc.get("version")
    if not _is_int(version) or version < 1:
        raise LayoutError(LayoutChecks.tr('"version" must be a whole number'))
    if version > VERSION:
        raise LayoutError(LayoutChecks.tr("version {version} is newer than this program reads ({readable})").format(
            version=shortened(str(version), 20), readable=VERSION))
    name = doc.get("name")
    if isinstance(name, str):
        name = without_bidi_controls(name)
    if not isinstance(name, str) or not name.strip():
        raise LayoutError(LayoutChecks.tr('"name" must be a non-empty string'))
    if len(name) > MAX_NAME:
        raise LayoutError(LayoutChecks.tr('"name" is longer than {most} characters').format(most=MAX_NAME))
    if any(ch < " " or ch == "\x7f" for ch in name):
        raise LayoutError(LayoutChecks.tr('"name" must be one line of plain text'))
    if not name.isascii() and any("\ud800" <= ch <= "\udfff" for ch in name):  # JSON's "\ud800" escape
        raise LayoutError(LayoutChecks.tr('"name" holds half of a surrogate pair, which is not text'))
    stars = doc.get("stars")
    if not _is_int(stars) or not 1 <= stars <= 3:
        raise LayoutError(LayoutChecks.tr('"stars" must be 1, 2 or 3'))
    if "positions" not in doc:
        raise LayoutError(LayoutChecks.tr('"positions" is missing'))
    return Layout(layout_id, name.strip(), stars, check_positions(doc["positions"]), source)


def layout_from_text(layout_id: str, text: str, source: PurePath | None = None) -> Layout:
    """The layout in a file's text (store/layout_files.py reads the file)."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise LayoutError(LayoutChecks.tr("not JSON: line {line} column {column}: {error}").format(
            line=e.lineno, column=e.colno, error=e.msg)) from None
    except (ValueError, RecursionError) as e:  # over-long integers, absurd nesting
        raise LayoutError(LayoutChecks.tr("not JSON we can read: {error}").format(
            error=str(e)[:80] or type(e).__name__)) from None
    return layout_from_json(layout_id, doc, source)


def layout_to_json(name: str, stars: int, positions: Iterable[Sequence[int]]) -> str:
    """A layout file's text, one row of tiles per line; LayoutError if it would not load."""
    doc = {"format": FORMAT, "version": VERSION, "name": name, "stars": stars, "positions": [list(p) for p in positions]}
    layout = layout_from_json("check", doc)
    rows: list[list[Position]] = []
    for p in layout.positions:
        if rows and (rows[-1][-1][1], rows[-1][-1][2]) == (p[1], p[2]):
            rows[-1].append(p)
        else:
            rows.append([p])
    body = ",\n".join("    " + ", ".join(f"[{x}, {y}, {z}]" for x, y, z in row) for row in rows)
    head = {"format": FORMAT, "version": VERSION, "name": layout.name, "stars": layout.stars}
    fields = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in head.items())
    return f'{{\n{fields},\n  "positions": [\n{body}\n  ]\n}}\n'
