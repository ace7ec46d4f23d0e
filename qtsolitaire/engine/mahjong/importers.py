"""Layouts from other programs: KMahjongg `.layout` files and GNOME Mahjongg `.map` files.

Both map onto our half-tile units exactly, with no shift and no rounding:

- KMahjongg draws its board on a grid of quarter-tile cells: a tile is two cells wide and two
  tall, its top-left cell written `1`, then `2` (top right), `3` (bottom right) and `4`
  (bottom left); `.` is empty. A cell is half a tile each way, which is our unit, so the `1`
  at column c of row r of level l (all counted from 0) is the tile (x, y, z) = (c, r, l).
  Only the `1` makes a tile, as in KMahjongg: the other three corners may say anything.
  `kmahjongg-layout-v1.0` files hold a fixed grid of 32 columns, 16 rows and 5 levels;
  `kmahjongg-layout-v1.1` files say their size in `w`, `h` and `d` lines. Lines starting
  with `#` are comments. The name comes from the companion `.desktop` file (`Name=`).
- GNOME Mahjongg counts in whole tiles, with `.5` for a half step: `<tile x="6.5" y="3.5"
  z="4"/>` is our (13, 7, 4), i.e. x and y doubled, z as it is. `<row y left right>`,
  `<column x top bottom>` and `<block left right top bottom>` stand for the tiles from the
  first coordinate to the last in steps of one tile; `<layer z>` gives the z of the elements
  inside it. One file may hold several `<map name>` elements.

Tiles may rest on nothing (GNOME's Ziggurat and Overpass bridge gaps): they play by the free rule
as they are. Refused is only what no program can play: two tiles in one place, an odd count,
numbers out of range. Every reason names where the problem is in the source file (line, column), never a position
number the player cannot see. Reading is pure: text in, positions out; store/layout_files.py
adds the file system (`read_import_file`: the companion `.desktop`, the size limit).
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from pathlib import PurePath
from typing import Callable
from xml.parsers import expat

from qtsolitaire.quoting import quoted, shortened

from ..text import Text, TextContext

from .layout import (
    MAX_NAME,
    MAX_POSITIONS,
    MAX_XY,
    MAX_Z,
    LayoutError,
    Position,
    check_positions,
    first_overlap,
    without_bidi_controls,
)



class ImportReasons(TextContext):
    """Why another program's layout file, or a part of it, could not be imported."""


KMAHJONGG_V10 = "kmahjongg-layout-v1.0"
KMAHJONGG_V11 = "kmahjongg-layout-v1.1"
V10_SIZE = (32, 16, 5)  # columns, rows, levels: fixed in version 1.0
CELL_CHARS = ".1234"


@dataclass(frozen=True)
class ImportedLayout:
    """One layout read from another program's file, not yet saved."""

    name: str
    positions: tuple[Position, ...]
    stars: int | None = None  # None: measure them (difficulty.py); only our own files carry stars

    @property
    def suggested_id(self) -> str:
        return slug(self.name)


@dataclass(frozen=True)
class ImportResult:
    """What one source file gave: its layouts, and a reason for each part of it that failed.

    A file that cannot be read at all raises LayoutError instead.
    """

    layouts: tuple[ImportedLayout, ...]
    failures: tuple[Text, ...] = ()


def slug(name: str) -> str:
    """A file-name-safe id for a layout name: "Four Bridges" -> "four-bridges"."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")
    return text[:60].rstrip("-") or "layout"


def name_from_file_name(stem: str) -> str:
    """"4_winds" -> "4 Winds": the best name when a file carries none."""
    words = re.sub(r"[_\s]+", " ", stem).strip()
    return (words[:1].upper() + words[1:])[:MAX_NAME] if words else "Imported layout"


def _clean_name(name: str, fallback: str) -> str:
    name = " ".join(without_bidi_controls(name).split())
    name = "".join(ch for ch in name if ch >= " " and ch != "\x7f")
    return name[:MAX_NAME].strip() or fallback


def _checked(positions: list[Position], where: Callable[[int], Text]) -> tuple[Position, ...]:
    """Overlap and pair count checked with reasons that point into the source file.

    `where(i)` says where position i came from ("line 12 column 5").
    """
    if not positions:
        raise LayoutError(ImportReasons.tr("no tiles"))
    if len(positions) > MAX_POSITIONS:
        raise LayoutError(ImportReasons.tr("more than {most} tiles: too many to play").format(most=MAX_POSITIONS))
    overlap = first_overlap(positions)
    if overlap is not None:
        i, j = overlap
        raise LayoutError(ImportReasons.tr("{place}: the tile overlaps the one at {other}").format(
            place=where(i), other=where(j)))
    if len(positions) % 2:
        raise LayoutError(ImportReasons.tr("{count} tiles: an odd count cannot be cleared in pairs").format(
            count=len(positions)))
    return check_positions([list(p) for p in positions])


# --- KMahjongg -----------------------------------------------------------------------------------


def parse_kmahjongg(text: str, name: str) -> ImportedLayout:
    """A KMahjongg layout (either version) from its text; `name` is what to call it."""
    lines = text.splitlines()
    if not lines or not lines[0].strip():
        raise LayoutError(ImportReasons.tr("empty file: not a KMahjongg layout"))
    magic = lines[0].strip()
    if magic not in (KMAHJONGG_V10, KMAHJONGG_V11):
        if magic.startswith("kmahjongg-layout-"):
            raise LayoutError(ImportReasons.tr(
                "line 1: {magic} is a version this program does not read (it reads {v10} and {v11})").format(
                magic=quoted(magic), v10=KMAHJONGG_V10, v11=KMAHJONGG_V11))
        raise LayoutError(ImportReasons.tr(
            "line 1: not a KMahjongg layout (the first line must be {v11} or {v10})").format(
            v11=repr(KMAHJONGG_V11), v10=repr(KMAHJONGG_V10)))
    size: dict[str, int] = {}
    grid: list[tuple[int, str]] = []  # (line number, cells)
    for number, raw in enumerate(lines[1:], start=2):
        line = raw.rstrip()
        if not line or line.startswith("#"):
            continue
        if magic == KMAHJONGG_V11 and line[0] in "whd":  # grid rows never start with these
            size[line[0]] = _dimension(line, number)
            continue
        grid.append((number, line))
    if magic == KMAHJONGG_V10:
        width, height, depth = V10_SIZE
    else:
        missing = [f"'{key}'" for key in "whd" if key not in size]
        if missing:
            keys: Text | str = missing[0]
            for key in missing[1:]:
                keys = ImportReasons.tr("{keys} and {key}").format(keys=keys, key=key)
            raise LayoutError(ImportReasons.tr(
                "the size line {keys} is missing (a v1.1 layout says its width w, height h and depth d)").format(
                keys=keys))
        width, height, depth = size["w"], size["h"], size["d"]
        if width > MAX_XY + 1 or height > MAX_XY + 1:
            raise LayoutError(ImportReasons.tr(
                "a {width} x {height} grid is larger than the {most} x {most} this program plays").format(
                width=width, height=height, most=MAX_XY + 1))
        if depth > MAX_Z + 1:
            raise LayoutError(ImportReasons.tr("{depth} levels, more than the {most} this program plays").format(
                depth=depth, most=MAX_Z + 1))
    for number, line in grid:
        if len(line) != width:
            raise LayoutError(ImportReasons.tr("line {line}: {cells} cells, expected {width} (the grid width)").format(
                line=number, cells=len(line), width=width))
        for column, ch in enumerate(line, start=1):
            if ch not in CELL_CHARS:
                raise LayoutError(ImportReasons.tr(
                    "line {line} column {column}: {cell} is not a cell (cells are '.', '1', '2', '3' or '4')").format(
                    line=number, column=column, cell=repr(ch)))
    expected = height * depth
    if len(grid) < expected:
        raise LayoutError(ImportReasons.tr(
            "truncated: {rows} grid rows, expected {expected} ({depth} levels of {height} rows)").format(
            rows=len(grid), expected=expected, depth=depth, height=height))
    if len(grid) > expected:
        raise LayoutError(ImportReasons.tr(
            "line {line}: more grid rows than the {depth} levels of {height} rows the file declares").format(
            line=grid[expected][0], depth=depth, height=height))
    levels = [[grid[z * height + y][1] for y in range(height)] for z in range(depth)]

    def where(z: int, y: int, x: int) -> Text:
        return AT_LINE_COLUMN.format(line=grid[z * height + y][0], column=x + 1)

    # As KMahjongg reads it: a tile wherever its top-left '1' stands, whatever the other three corners
    # say (its own Castle and Crab have a tile written "12" over "32").
    positions = [(x, y, z) for z, rows in enumerate(levels) for y, row in enumerate(rows)
                 for x, ch in enumerate(row) if ch == "1"]
    checked = _checked(positions, lambda i: where(positions[i][2], positions[i][1], positions[i][0]))
    return ImportedLayout(_clean_name(name, "KMahjongg layout"), checked)


AT_LINE = ImportReasons.tr("line {line}")
AT_LINE_COLUMN = ImportReasons.tr("line {line} column {column}")
_NOT_A_DIMENSION = {
    "w": ImportReasons.tr("line {line}: {text} is not a width (expected e.g. 'w16')"),
    "h": ImportReasons.tr("line {line}: {text} is not a height (expected e.g. 'h16')"),
    "d": ImportReasons.tr("line {line}: {text} is not a depth (expected e.g. 'd16')"),
}


def _dimension(line: str, number: int) -> int:
    key, value = line[0], line[1:].strip()
    # ASCII digits only: str.isdigit() also takes "²", which int() refuses; six digits is already far too large.
    if not re.fullmatch(r"[0-9]{1,6}", value) or int(value) < 1:
        raise LayoutError(_NOT_A_DIMENSION[key].format(line=number, text=quoted(line)))
    return int(value)


def desktop_entry(text: str) -> dict[str, str]:
    """The keys of the [KMahjonggLayout] group of a KMahjongg `.desktop` file (unlocalised ones)."""
    entries: dict[str, str] = {}
    group = None
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif group == "KMahjonggLayout" and "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            entries.setdefault(key.strip(), value.strip())
    return entries


# --- GNOME Mahjongg ------------------------------------------------------------------------------

_SHAPES = ("tile", "row", "column", "block")
MAX_MAPS = 100  # per file: GNOME's own file holds a dozen; a file of thousands is a flood, not a collection


class _MapLimit(Exception):
    """The file holds more maps than MAX_MAPS: the rest are not read."""


NOT_A_NUMBER = ImportReasons.tr("line {line}: {key}={text} is not a number")


class _MapReader:
    """Collects the maps of one GNOME file as expat reports its elements."""

    def __init__(self, parser: expat.XMLParserType) -> None:
        self.parser = parser
        self.maps: list[tuple[str, list[Position], list[int]] | tuple[str, LayoutError]] = []
        self.current: tuple[str, list[Position], list[int]] | None = None
        self.failed: LayoutError | None = None
        self.layer_z = 0

    def line(self) -> int:
        return self.parser.CurrentLineNumber

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        tag = tag.lower()
        attrs = {key.lower(): value for key, value in attrs.items()}
        if tag == "map":
            if self.current is not None:
                raise LayoutError(ImportReasons.tr("line {line}: a <map> inside another <map>").format(
                    line=self.line()))
            if len(self.maps) == MAX_MAPS:
                raise _MapLimit()
            name = _clean_name(attrs.get("name", ""), f"Map {len(self.maps) + 1}")
            self.current = (name, [], [])
            self.failed = None
            self.layer_z = 0
        elif tag == "layer" or tag in _SHAPES:
            if self.current is None:
                raise LayoutError(ImportReasons.tr("line {line}: <{tag}> outside any <map>").format(
                    line=self.line(), tag=tag))
            if self.failed is not None:
                return
            try:
                if tag == "layer":
                    self.layer_z = self._z(attrs, 0)
                else:
                    self._add(tag, attrs)
            except LayoutError as e:
                self.failed = e

    def end(self, tag: str) -> None:
        tag = tag.lower()
        if tag == "layer":
            self.layer_z = 0
        elif tag == "map" and self.current is not None:
            name, positions, lines = self.current
            if self.failed is not None:
                self.maps.append((name, self.failed))
            else:
                try:
                    checked = _checked(positions, lambda i: AT_LINE.format(line=lines[i]))
                    self.maps.append((name, list(checked), lines))
                except LayoutError as e:
                    self.maps.append((name, e))
            self.current = None

    def _number(self, attrs: dict[str, str], key: str) -> float:
        text = attrs.get(key, "0")  # GNOME Mahjongg reads a missing coordinate as 0
        try:
            value = float(text)
        except ValueError:
            raise LayoutError(NOT_A_NUMBER.format(line=self.line(), key=key, text=quoted(text))) from None
        if not math.isfinite(value):
            raise LayoutError(NOT_A_NUMBER.format(line=self.line(), key=key, text=quoted(text)))
        return value

    def _half_units(self, attrs: dict[str, str], key: str) -> int:
        value = self._number(attrs, key)
        doubled = value * 2
        # The range first: 1e308 doubled is infinite, which int() cannot take.
        if not 0 <= doubled <= MAX_XY:
            raise LayoutError(ImportReasons.tr("line {line}: {key}={text} is outside 0 to {most}").format(
                line=self.line(), key=key, text=shortened(attrs[key]), most=f"{MAX_XY / 2:g}"))
        if doubled != int(doubled):
            raise LayoutError(ImportReasons.tr("line {line}: {key}={text} is not a whole or half tile").format(
                line=self.line(), key=key, text=shortened(attrs[key])))
        return int(doubled)

    def _z(self, attrs: dict[str, str], default: int) -> int:
        if "z" not in attrs:
            return default
        value = self._number(attrs, "z")
        if value != int(value) or not 0 <= value <= MAX_Z:
            raise LayoutError(ImportReasons.tr("line {line}: z={text} is not a layer from 0 to {most}").format(
                line=self.line(), text=shortened(attrs["z"]), most=MAX_Z))
        return int(value)

    def _span(self, attrs: dict[str, str], spans: bool, single: str, first: str, last: str, before: Text) -> range:
        """The half-unit coordinates along one axis: one tile, or first to last a tile apart."""
        if not spans:
            start = self._half_units(attrs, single)
            return range(start, start + 1)
        start, stop = self._half_units(attrs, first), self._half_units(attrs, last)
        if stop < start:
            raise LayoutError(before.format(line=self.line(), last=last, text=shortened(attrs[last]), first=first,
                                            other=shortened(attrs[first])))
        return range(start, stop + 1, 2)

    def _add(self, tag: str, attrs: dict[str, str]) -> None:
        z = self._z(attrs, self.layer_z)
        xs = self._span(attrs, tag in ("row", "block"), "x", "left", "right",
                        ImportReasons.tr("line {line}: {last}={text} is left of {first}={other}"))
        ys = self._span(attrs, tag in ("column", "block"), "y", "top", "bottom",
                        ImportReasons.tr("line {line}: {last}={text} is above {first}={other}"))
        _, positions, lines = self.current
        if len(positions) + len(xs) * len(ys) > MAX_POSITIONS:
            raise LayoutError(ImportReasons.tr("line {line}: more than {most} tiles: too many to play").format(
                line=self.line(), most=MAX_POSITIONS))
        for y in ys:
            for x in xs:
                positions.append((x, y, z))
                lines.append(self.line())


def _refuse_doctype(*_args) -> None:
    raise LayoutError(ImportReasons.tr("a DOCTYPE is not allowed in a map file"))


def parse_gnome_map(text: str) -> ImportResult:
    """Every `<map>` of a GNOME Mahjongg file; a broken map is a failure, the others still come."""
    parser = expat.ParserCreate()
    reader = _MapReader(parser)
    parser.StartElementHandler = reader.start
    parser.EndElementHandler = reader.end
    parser.StartDoctypeDeclHandler = _refuse_doctype
    parser.EntityDeclHandler = _refuse_doctype
    left_out = []
    try:
        parser.Parse(text, True)
    except expat.ExpatError as e:
        raise LayoutError(ImportReasons.tr("not XML: line {line} column {column}: {error}").format(
            line=e.lineno, column=e.offset + 1, error=expat.ErrorString(e.code))) from None
    except _MapLimit:
        left_out.append(ImportReasons.tr(
            "line {line}: more than {most} maps in one file; the first {most} were read, the rest left out").format(
            line=reader.line(), most=MAX_MAPS))
    if not reader.maps:
        raise LayoutError(ImportReasons.tr("no <map> in the file: not a GNOME Mahjongg map file"))
    layouts, failures = [], []
    for entry in reader.maps:
        if isinstance(entry[1], LayoutError):
            failures.append(ImportReasons.tr("map {name}: {reason}").format(name=repr(entry[0]),
                                                                             reason=entry[1].args[0]))
        else:
            layouts.append(ImportedLayout(entry[0], tuple(entry[1])))
    return ImportResult(tuple(layouts), tuple(failures + left_out))


# --- Which reader a file needs (store/layout_files.py reads the files) ------------------------------

KINDS = {".layout": "kmahjongg", ".desktop": "kmahjongg-desktop", ".map": "gnome", ".json": "qtsolitaire"}
FILE_PATTERNS = ("*.layout", "*.desktop", "*.map", "*.json")


def file_kind(file_name: str, text: str) -> str:
    """"kmahjongg", "gnome" or "qtsolitaire": by the file's extension, or else by how its text starts."""
    kind = KINDS.get(PurePath(file_name).suffix.lower())
    if kind:
        return kind
    head = text.lstrip("\ufeff \t\r\n")
    if head.startswith("kmahjongg-layout"):
        return "kmahjongg"
    if head.startswith("<"):
        return "gnome"
    if head.startswith("{"):
        return "qtsolitaire"
    raise LayoutError(ImportReasons.tr(
        "not a layout file this program knows (KMahjongg .layout, GNOME Mahjongg .map, or a qtsolitaire .json layout)"))
