"""The layout editor's grid: one layer of the draft drawn with the board's own tiles (blank-faced), the layers below
ghosted and shifted as the board shows height, the layers above hidden; mouse and keys on it become edits.

It draws what its editor (layout_editor.py) holds: the draft, the facts the engine knows of it, the tile set and
the table's colour; its words are the editor's (context "LayoutEditor")."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from qtsolitaire.engine.mahjong.game import free_mask
from qtsolitaire.engine.mahjong.layout import MAX_Z, Position
from qtsolitaire.engine.mahjong.layout_editing import Facts, LayoutDraft
from qtsolitaire.store import paths
from qtsolitaire.ui.board.tile_pixmaps import TileMetrics, TilePainter, layer_shade
from qtsolitaire.ui.dialogs.layouts import FREE_OUTLINE
from qtsolitaire.ui.i18n import text, translate

if TYPE_CHECKING:
    from qtsolitaire.ui.layout_editor import LayoutEditor

GHOST_OPACITY = 0.35
PROBLEM_COLOR = QColor("#e8412c")
GRID_COLOR = QColor(255, 255, 255, 28)
CURSOR_COLOR = QColor("#ffffff")


class EditorCanvas(QWidget):
    """The grid of one layer: draws the draft and turns mouse and keys into edits."""

    edited = Signal()
    layer_changed = Signal(int)

    def __init__(self, editor: "LayoutEditor") -> None:
        super().__init__(editor)
        self.editor = editor
        self.layer = 0
        self.cursor = (0, 0)  # a tile's origin cell on the current layer
        self.painter = TilePainter(editor.tile_set, paths.cache_dir() / "tiles")
        self._drag: tuple[str, Position] | None = None  # ("place" | "erase" | "fill" | "clear", start)
        self._drag_end = (0, 0)
        self.preview = None  # Try It's deal, shown face up as the game draws it until the next edit
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(False)
        self.setMinimumSize(480, 360)
        self.setAccessibleName(translate("LayoutEditor", "Layout grid"))

    @property
    def draft(self) -> LayoutDraft:
        return self.editor.draft

    # --- geometry ---------------------------------------------------------------------------------
    def metrics(self) -> TileMetrics:
        draft = self.draft
        ghost_depth = 0.15 * min(self.layer, 4)
        by_width = (self.width() - 24) / (draft.width / 2 * 1.15 + ghost_depth)
        by_height = (self.height() - 24) / (draft.height / 2 * (4 / 3 + 0.15) + ghost_depth) * 1
        return TileMetrics.for_width(min(by_width, by_height))

    def origin(self) -> QPointF:
        m = self.metrics()
        grid_w = self.draft.width * (m.width + m.depth) / 2
        grid_h = self.draft.height * (m.height + m.depth) / 2
        return QPointF(round((self.width() - grid_w) / 2), round((self.height() - grid_h) / 2))

    def tile_point(self, x: int, y: int, z: int) -> QPointF:
        """Top left of the face of the tile at (x, y, z); the layers under the edited one (under the top
        one in a preview) drop down-right."""
        m = self.metrics()
        o = self.origin()
        drop = ((self.draft.top_layer if self.preview is not None else self.layer) - z) * m.depth
        return QPointF(o.x() + x * (m.width + m.depth) // 2 + drop, o.y() + y * (m.height + m.depth) // 2 + drop)

    def cell_at(self, point: QPointF) -> tuple[float, float]:
        """The point in cells of the grid, as fractions."""
        m = self.metrics()
        o = self.origin()
        return (point.x() - o.x()) / ((m.width + m.depth) / 2), (point.y() - o.y()) / ((m.height + m.depth) / 2)

    def origin_at(self, point: QPointF) -> tuple[int, int]:
        """The origin of the tile a click at `point` means: the one centred nearest to it."""
        u, v = self.cell_at(point)
        return math.floor(u - 0.5), math.floor(v - 0.5)

    # --- painting -----------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        draft, facts = self.draft, self.editor.facts
        m = self.metrics()
        dpr = self.devicePixelRatioF()
        p = QPainter(self)
        p.fillRect(self.rect(), self.editor.table_color)
        o = self.origin()
        half_w, half_h = (m.width + m.depth) / 2, (m.height + m.depth) / 2
        p.setPen(QPen(GRID_COLOR, 1))
        for cx in range(0, draft.width + 1, 2):
            p.drawLine(QPointF(o.x() + cx * half_w, o.y()), QPointF(o.x() + cx * half_w, o.y() + draft.height * half_h))
        for cy in range(0, draft.height + 1, 2):
            p.drawLine(QPointF(o.x(), o.y() + cy * half_h), QPointF(o.x() + draft.width * half_w, o.y() + cy * half_h))
        mirror_pen = QPen(QColor(255, 255, 255, 90), 1, Qt.PenStyle.DashLine)
        p.setPen(mirror_pen)
        if draft.mirror_x:
            mid = o.x() + draft.width / 2 * half_w
            p.drawLine(QPointF(mid, o.y()), QPointF(mid, o.y() + draft.height * half_h))
        if draft.mirror_y:
            mid = o.y() + draft.height / 2 * half_h
            p.drawLine(QPointF(o.x(), mid), QPointF(o.x() + draft.width * half_w, mid))

        if self.preview is not None:
            self._paint_preview(p, m, dpr)
            p.end()
            return
        top = draft.top_layer
        shown = [t for t in draft.sorted_positions() if t[2] <= self.layer]
        face = QRectF(0, 0, m.width, m.height)
        outline = QPen(FREE_OUTLINE, max(2.0, m.width * 0.06))
        for x, y, z in shown:
            at = self.tile_point(x, y, z)
            p.setOpacity(1.0 if z == self.layer else GHOST_OPACITY)
            p.drawPixmap(at, self.painter.tile(None, m, dpr, layer_shade(z, top)))
            if (x, y, z) in facts.free_at_start:
                p.setPen(outline)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(face.translated(at).adjusted(1, 1, -1, -1), m.width * 0.08, m.width * 0.08)
        p.setOpacity(1.0)
        self._paint_problems(p, m, facts)
        self._paint_cursor(p, m)
        p.end()

    def _paint_preview(self, p: QPainter, m: TileMetrics, dpr: float) -> None:
        """The dealt faces on every layer, shaded and dimmed where blocked, as the board draws them."""
        state = self.preview
        positions = state.layout.positions
        free = free_mask(state)
        top = self.draft.top_layer
        for i in sorted(range(len(positions)), key=lambda i: (positions[i][2], positions[i][1], positions[i][0])):
            x, y, z = positions[i]
            tile = self.painter.tile(state.faces[i], m, dpr, layer_shade(z, top), not free >> i & 1)
            p.drawPixmap(self.tile_point(x, y, z), tile)

    def _paint_problems(self, p: QPainter, m: TileMetrics, facts: Facts) -> None:
        """Each problem's words beside the tiles it concerns, the tiles ringed in red."""
        p.setFont(self._label_font())
        for rings, label, words in self.problem_labels(m, facts):
            p.setPen(QPen(PROBLEM_COLOR, max(2.0, m.width * 0.07)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            for ring in rings:
                p.drawRoundedRect(ring, 4, 4)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(40, 10, 10, 220))
            p.drawRoundedRect(label, 4, 4)
            p.setPen(QColor("#ffd6d0"))
            p.drawText(label, Qt.AlignmentFlag.AlignCenter, words)

    def _label_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        return font

    def problem_labels(self, m: TileMetrics, facts: Facts) -> list[tuple[list[QRectF], QRectF, str]]:
        """(red rings, label rectangle, words) for the problems shown on this layer: one label for each
        group of touching tiles with the same problem. A label goes right of its group, else left, else a
        line lower or higher, the first place that covers no other label and no ringed tile, so labels
        never run into each other."""
        groups: list[tuple[list[Position], str]] = []
        for problem in facts.problems:
            if problem.position is None or problem.position[2] > self.layer:
                continue
            x, y, z = problem.position
            words = text(problem.text)
            touching = [g for g in groups if g[1] == words and any(
                gz == z and abs(gx - x) <= 2 and abs(gy - y) <= 2 for gx, gy, gz in g[0])]
            merged = [problem.position] + [p for g in touching for p in g[0]]
            groups = [g for g in groups if g not in touching] + [(merged, words)]
        face = QRectF(0, 0, m.width, m.height)
        ringed = [[face.translated(self.tile_point(*p)).adjusted(-2, -2, 2, 2) for p in sorted(tiles)]
                  for tiles, _ in groups]
        every_ring = [ring for rings in ringed for ring in rings]
        font_metrics = QFontMetricsF(self._label_font())
        bounds = QRectF(self.rect())
        placed: list[tuple[list[QRectF], QRectF, str]] = []
        for (_, words), rings in zip(groups, ringed):
            size = font_metrics.boundingRect(words).adjusted(-4, -2, 4, 2).size()
            first = rings[0]  # the top-left tile: the label reads from its row
            right = max(ring.right() for ring in rings if ring.top() == first.top())
            beside = (QRectF(QPointF(right + m.depth + 2, first.top()), size),
                      QRectF(QPointF(first.left() - 4 - size.width(), first.top()), size))
            step = size.height() + 2
            candidates = [rect.translated(0, sign * k * step) for k in range(60) for sign in (1, -1)
                          for rect in beside]
            free_of_labels = [c for c in candidates if not any(c.intersects(other[1]) for other in placed)]
            label = next((c for c in free_of_labels if bounds.contains(c)
                          and not any(c.intersects(r) for r in every_ring)), free_of_labels[0])
            placed.append((rings, label, words))
        return placed

    def _paint_cursor(self, p: QPainter, m: TileMetrics) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self._drag is not None and self._drag[0] in ("fill", "clear"):
            (x0, y0, z), (x1, y1) = self._drag[1], self._drag_end
            a, b = self.tile_point(min(x0, x1), min(y0, y1), z), self.tile_point(max(x0, x1), max(y0, y1), z)
            color = FREE_OUTLINE if self._drag[0] == "fill" else PROBLEM_COLOR
            p.setPen(QPen(color, 2, Qt.PenStyle.DashLine))
            p.drawRect(QRectF(a, b + QPointF(m.width, m.height)))
        if self.hasFocus():
            p.setPen(QPen(CURSOR_COLOR, 2, Qt.PenStyle.DashLine))
            p.drawRect(QRectF(self.tile_point(*self.cursor, self.layer), QRectF(0, 0, m.width, m.height).size()))

    # --- mouse --------------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        x, y = self.origin_at(event.position())
        self.cursor = self._clamped(x, y)
        rect = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        erase = (event.button() == Qt.MouseButton.RightButton
                 or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        if event.button() not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return
        kind = ("clear" if erase else "fill") if rect else ("erase" if erase else "place")
        self._drag = (kind, (x, y, self.layer))
        self._drag_end = (x, y)
        if kind in ("place", "erase"):
            self.draft.begin_stroke()
            self._touch(event.position(), kind)
        self.update()

    def mouseMoveEvent(self, event) -> None:
        if self._drag is None:
            return
        kind = self._drag[0]
        if kind in ("place", "erase"):
            self._touch(event.position(), kind)
        else:
            self._drag_end = self.origin_at(event.position())
            self.update()

    def mouseReleaseEvent(self, event) -> None:
        if self._drag is None:
            return
        kind, start = self._drag
        self._drag = None
        end = self.origin_at(event.position())
        if kind == "fill":
            self._edited(self.draft.fill(start, end))
        elif kind == "clear":
            self._edited(self.draft.erase(start, (end[0] + 1, end[1] + 1)))
        else:
            self.draft.end_stroke()
        self.update()

    def _touch(self, point: QPointF, kind: str) -> None:
        if kind == "place":
            x, y = self.origin_at(point)
            self._edited(self.draft.place((x, y, self.layer)))
        else:
            u, v = self.cell_at(point)
            self._edited(self.draft.remove_at(math.floor(u), math.floor(v), self.layer))

    def _edited(self, changed: bool) -> None:
        if changed:
            self.edited.emit()
        self.update()

    # --- keyboard -----------------------------------------------------------------------------------
    def _clamped(self, x: int, y: int) -> tuple[int, int]:
        return max(0, min(self.draft.width - 2, x)), max(0, min(self.draft.height - 2, y))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        steps = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in steps and not event.modifiers() & Qt.KeyboardModifier.AltModifier:
            dx, dy = steps[key]
            self.cursor = self._clamped(self.cursor[0] + dx, self.cursor[1] + dy)
            self.update()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._edited(self.draft.place((*self.cursor, self.layer)))
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            x, y = self.cursor
            tile = self.draft.tile_at(x, y, self.layer) or self.draft.tile_at(x + 1, y + 1, self.layer)
            self._edited(tile is not None and self.draft.remove_at(*tile))
        elif key == Qt.Key.Key_PageUp:
            self.set_layer(self.layer + 1)
        elif key == Qt.Key.Key_PageDown:
            self.set_layer(self.layer - 1)
        else:
            super().keyPressEvent(event)

    def set_layer(self, layer: int) -> None:
        layer = max(0, min(MAX_Z, layer))
        if layer != self.layer:
            self.layer = layer
            self.layer_changed.emit(layer)
            self.update()
