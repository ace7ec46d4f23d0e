"""Editing a Mahjong layout: tiles placed on the half-tile grid of each layer, with undo.

The editor window draws and touches; everything it knows about what is being built comes from
here, and what a layout is, which tiles are free and how many stars it earns come from the
engine's own layout rules (layout.py, difficulty.py), so the editor can never disagree with the
game that will be played on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
import json
from typing import Iterable, Iterator, NamedTuple

from ..text import Text, TextContext
from .difficulty import stars_for_share
from .importers import KMAHJONGG_V11
from .layout import (AT_POSITION, MAX_NAME, MAX_XY, MAX_Z, OVERLAPS, SAME_PLACE, Geometry, Layout, LayoutError,
                     Position, check_positions, layout_from_json, layout_to_json)

GRID_WIDTH, GRID_HEIGHT = 34, 18  # the canvas a new layout starts on, in half-tile cells: KMahjongg's and a border
MAX_LAYERS = MAX_Z + 1


class Snapshot(NamedTuple):
    positions: frozenset[Position]
    name: str
    stars: int | None  # None: the stars the measure gives


class EditorChecks(TextContext):
    """What the layout editor finds wrong with the layout under edit."""


class Problem(NamedTuple):
    position: Position | None  # the tile it concerns, None for the layout as a whole
    text: Text
    blocks_saving: bool  # no program could play it (RULES.md), not just a caution


@dataclass(frozen=True)
class Facts:
    """What the layout under edit is, as the game will see it."""

    tiles: int
    per_layer: tuple[int, ...]  # bottom first
    free_at_start: frozenset[Position]
    stars: int  # what the measure gives
    problems: tuple[Problem, ...]

    @property
    def save_refusal(self) -> Text | None:
        """Why the layout cannot be saved, or None."""
        for problem in self.problems:
            if problem.blocks_saving:
                return problem.text
        return None


def _cells(x: int, y: int) -> tuple[tuple[int, int], ...]:
    return ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))


@dataclass
class LayoutDraft:
    """A layout being edited: its tiles, name and stars, and every earlier and undone state."""

    positions: frozenset[Position] = frozenset()
    name: str = "New Layout"
    stars: int | None = None
    width: int = GRID_WIDTH
    height: int = GRID_HEIGHT
    mirror_x: bool = False  # placing or removing a tile does the same to its mirror image across the middle
    mirror_y: bool = False
    _undo: list[Snapshot] = field(default_factory=list, repr=False)
    _redo: list[Snapshot] = field(default_factory=list, repr=False)
    _stroke: str = field(default="", repr=False)  # "open", then "changed": one drag is one step of undo

    @classmethod
    def of(cls, positions: Iterable[Position], name: str = "New Layout", stars: int | None = None) -> "LayoutDraft":
        """A draft of an existing layout, on a canvas wide enough for it and a border."""
        positions = frozenset(tuple(p) for p in positions)
        width = max([GRID_WIDTH] + [x + 4 for x, _, _ in positions])
        height = max([GRID_HEIGHT] + [y + 4 for _, y, _ in positions])
        return cls(positions, name, stars, min(width, MAX_XY + 2), min(height, MAX_XY + 2))

    # --- reading ---------------------------------------------------------------------------------
    def sorted_positions(self) -> list[Position]:
        return sorted(self.positions, key=lambda p: (p[2], p[1], p[0]))

    def tile_at(self, x: int, y: int, z: int) -> Position | None:
        """The tile on layer z that covers cell (x, y)."""
        for cx, cy in ((x, y), (x - 1, y), (x, y - 1), (x - 1, y - 1)):
            if (cx, cy, z) in self.positions:
                return (cx, cy, z)
        return None

    def fits(self, p: Position, ignoring: frozenset[Position] = frozenset()) -> bool:
        """On the canvas, and no tile of its layer in any of its four cells."""
        x, y, z = p
        if not (0 <= x <= self.width - 2 and 0 <= y <= self.height - 2 and 0 <= z <= MAX_Z):
            return False
        return all(self.tile_at(cx, cy, z) in (None, *ignoring) for cx, cy in _cells(x, y))

    @property
    def top_layer(self) -> int:
        return max((z for _, _, z in self.positions), default=0)

    def mirrored(self, p: Position) -> set[Position]:
        """The tile and its images under the mirrors that are on."""
        x, y, z = p
        out = {p}
        if self.mirror_x:
            out |= {(self.width - 2 - ox, oy, z) for ox, oy, _ in list(out)}
        if self.mirror_y:
            out |= {(ox, self.height - 2 - oy, z) for ox, oy, _ in list(out)}
        return out

    def snapshot(self) -> Snapshot:
        return Snapshot(self.positions, self.name, self.stars)

    # --- editing: each call is one step of undo ----------------------------------------------------
    def _commit(self, positions: frozenset[Position] | None = None, name: str | None = None,
                stars: int | None | str = "same") -> bool:
        after = Snapshot(self.positions if positions is None else positions,
                         self.name if name is None else name,
                         self.stars if stars == "same" else stars)
        if after == self.snapshot():
            return False
        if self._stroke != "changed":
            self._undo.append(self.snapshot())
            self._stroke = self._stroke and "changed"
        self._redo.clear()
        self.positions, self.name, self.stars = after
        return True

    def place(self, p: Position) -> bool:
        """The tile at p and its mirror images, those that fit; False if none did."""
        added: set[Position] = set()
        for q in sorted(self.mirrored(p)):
            if q not in added and self.fits(q) and all(not _overlap(q, a) for a in added):
                added.add(q)
        return self._commit(self.positions | added)

    def remove_at(self, x: int, y: int, z: int) -> bool:
        """The tile covering cell (x, y) of layer z, and its mirror images."""
        tile = self.tile_at(x, y, z)
        if tile is None:
            return False
        return self._commit(self.positions - self.mirrored(tile))

    def fill(self, corner: Position, other: tuple[int, int]) -> bool:
        """Tiles side by side across the rectangle from `corner` to `other` (the far tile's origin), mirrored."""
        x0, y0, z = corner
        x1, y1 = other
        step_x = 2 if x1 >= x0 else -2
        step_y = 2 if y1 >= y0 else -2
        added: set[Position] = set()
        for y in range(y0, y1 + step_y // 2, step_y):
            for x in range(x0, x1 + step_x // 2, step_x):
                for q in sorted(self.mirrored((x, y, z))):
                    if self.fits(q) and all(not _overlap(q, a) for a in added):
                        added.add(q)
        return self._commit(self.positions | added)

    def erase(self, corner: Position, other: tuple[int, int]) -> bool:
        """Every tile of the layer touching the rectangle of cells from `corner` to `other`, mirrored."""
        x0, y0, z = corner
        x1, y1 = other
        xs, ys = range(min(x0, x1) - 1, max(x0, x1) + 1), range(min(y0, y1) - 1, max(y0, y1) + 1)
        gone: set[Position] = set()
        for p in self.positions:
            if p[2] == z and p[0] in xs and p[1] in ys:
                gone |= self.mirrored(p)
        return self._commit(self.positions - gone)

    def shift(self, dx: int, dy: int) -> bool:
        """The whole layout moved by (dx, dy) cells; False, unchanged, if it would leave the canvas."""
        moved = frozenset((x + dx, y + dy, z) for x, y, z in self.positions)
        if any(not (0 <= x <= self.width - 2 and 0 <= y <= self.height - 2) for x, y, _ in moved):
            return False
        return self._commit(moved)

    def rename(self, name: str) -> bool:
        return self._commit(name=name)

    def set_stars(self, stars: int | None) -> bool:
        """1 to 3, or None for the stars the measure gives."""
        return self._commit(stars=stars)

    def begin_stroke(self) -> None:
        """The edits until end_stroke() undo as one, as a drag of the mouse places a row of tiles."""
        self._stroke = "open"

    def end_stroke(self) -> None:
        self._stroke = ""

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append(self.snapshot())
        self.positions, self.name, self.stars = self._undo.pop()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(self.snapshot())
        self.positions, self.name, self.stars = self._redo.pop()
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    # --- what it builds ------------------------------------------------------------------------------
    def facts(self) -> Facts:
        positions = self.sorted_positions()
        per_layer = [0] * (self.top_layer + 1)
        for _, _, z in positions:
            per_layer[z] += 1
        problems: list[Problem] = []
        free: frozenset[Position] = frozenset()
        stars = 1
        if positions:
            geometry = Geometry(tuple(positions))
            free_mask = geometry.free_mask(geometry.full)
            free = frozenset(p for i, p in enumerate(positions) if free_mask >> i & 1)
            stars = stars_for_share(len(free) / len(positions))
            problems += [Problem(p, EditorChecks.tr("rests on nothing: no tile under it on layer {layer}").format(
                layer=p[2]), False) for p in positions if p[2] and not self._held_up(p)]
        name = self.name.strip()
        if not name:
            problems.append(Problem(None, EditorChecks.tr("the layout needs a name"), True))
        elif len(name) > MAX_NAME:
            problems.append(Problem(None, EditorChecks.tr("the name is longer than {most} characters").format(
                most=MAX_NAME), True))
        try:
            check_positions([list(p) for p in positions])
        except LayoutError as e:
            problems.append(_problem(e.args[0], positions))
        return Facts(len(positions), tuple(per_layer), free, stars, tuple(problems))

    def _held_up(self, p: Position) -> bool:
        x, y, z = p
        return any(self.tile_at(cx, cy, z - 1) for cx, cy in _cells(x, y))

    # --- files ---------------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The layout's file text; LayoutError when it cannot be saved."""
        refusal = self.facts().save_refusal
        if refusal is not None:
            raise LayoutError(refusal)
        stars = self.stars or self.facts().stars
        return layout_to_json(self.name.strip(), stars, self.sorted_positions())

    def layout(self, layout_id: str) -> Layout:
        """The layout as the game would load it from the saved file; LayoutError when it cannot be saved."""
        return layout_from_json(layout_id, json.loads(self.to_json()))

    def to_kmahjongg(self) -> str:
        """The layout as a KMahjongg v1.1 `.layout` file, which that program (and our importer) reads."""
        refusal = self.facts().save_refusal  # what no program can play, KMahjongg cannot either
        if refusal is not None:
            raise LayoutError(refusal)
        positions = self.sorted_positions()
        width = max(x for x, _, _ in positions) + 2
        height = max(y for _, y, _ in positions) + 2
        depth = self.top_layer + 1
        grid = [[["."] * width for _ in range(height)] for _ in range(depth)]
        for x, y, z in positions:
            for (cx, cy), mark in zip(_cells(x, y), "1243"):
                grid[z][cy][cx] = mark
        lines = [KMAHJONGG_V11, f"# {self.name.strip()}, exported by qtsolitaire", f"w{width}", f"h{height}", f"d{depth}"]
        for z, rows in enumerate(grid):
            lines.append(f"# level {z}")
            lines += ["".join(row) for row in rows]
        return "\n".join(lines) + "\n"


def deals_won(layout: Layout, deals: Iterable[int], node_budget: int) -> Iterator[bool | None]:
    """For each numbered random deal on the layout, whether the solver wins it (None: its budget ran
    out first): the share won says how hard the layout plays, more than its stars can."""
    from .game import new_game
    from .solver import verdict

    for deal in deals:
        yield verdict(new_game(layout, deal), node_budget).winnable


def _overlap(a: Position, b: Position) -> bool:
    return a[2] == b[2] and abs(a[0] - b[0]) < 2 and abs(a[1] - b[1]) < 2


# The reasons that name a second tile by its number, in the editor's words: tiles are where they are drawn.
_ANOTHER_TILE = {
    OVERLAPS.source: EditorChecks.tr("overlaps another tile"),
    SAME_PLACE.source: EditorChecks.tr("is in the same place as another tile"),
}


def _problem(reason: Text, positions: list[Position]) -> Problem:
    """A reason of `check_positions` as a problem that blocks saving, on the tile it names ("position 7: ...")."""
    if reason.source != AT_POSITION.source:
        return Problem(None, reason, True)
    told = dict(reason.args)
    problem = told["problem"]
    return Problem(positions[told["i"]], _ANOTHER_TILE.get(problem.source, problem), True)
