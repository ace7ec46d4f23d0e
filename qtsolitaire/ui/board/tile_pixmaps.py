"""Whole mahjong tiles (body, sides, face art) painted once per size and kept.

A tile is drawn face-up at the top left of its pixmap; its thickness shows on the right
and bottom, the sides away from the single light at the top left.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from qtsolitaire.ui.art.cache import tile_face
from qtsolitaire.ui.art.themes import find_set


@dataclass(frozen=True)
class TilePalette:
    face: str
    body: str  # the ivory layer under the face
    back: str  # the coloured back layer, the tile's base
    outline: str

    @classmethod
    def of_set(cls, art_set) -> "TilePalette":
        info = art_set.info
        return cls(info["face"], info["edge"], info["side"], info["outline"])


@dataclass(frozen=True)
class TileMetrics:
    """Pixel sizes of one tile at the current zoom: face width and height, thickness."""

    width: int
    height: int
    depth: int

    @classmethod
    def for_width(cls, width: int) -> "TileMetrics":
        width = max(8, int(width))
        return cls(width, round(width * 4 / 3), max(2, round(width * 0.13)))


class TilePainter:
    def __init__(self, tile_set: str) -> None:
        self.tile_set = tile_set
        self.palette = TilePalette.of_set(find_set("tiles", tile_set))
        self._cache: dict[tuple, QPixmap] = {}

    def tile(self, face: str | None, metrics: TileMetrics, dpr: float) -> QPixmap:
        key = (face, metrics, dpr)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._paint(face, metrics, dpr)
            self._cache[key] = pixmap
        return pixmap

    def clear(self) -> None:
        self._cache.clear()

    def _paint(self, face: str | None, m: TileMetrics, dpr: float) -> QPixmap:
        p = self.palette
        pixmap = QPixmap(round((m.width + 2 * m.depth) * dpr), round((m.height + 2 * m.depth) * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = m.width * 0.11
        face_rect = QRectF(0.5, 0.5, m.width - 1, m.height - 1)

        # A soft shadow on whatever lies below and to the right: it is what makes layers read.
        for spread, alpha in ((1.9, 28), (1.5, 34), (1.15, 40)):
            shadow = QPainterPath()
            shadow.addRoundedRect(face_rect.translated(m.depth * spread, m.depth * spread), radius, radius)
            painter.fillPath(shadow, QColor(0, 0, 0, alpha))

        # The body: a coloured back layer and an ivory middle, stepping down and right.
        back = QPainterPath()
        back.addRoundedRect(face_rect.translated(m.depth, m.depth), radius, radius)
        painter.fillPath(back, QColor(p.back))
        middle = QPainterPath()
        middle.addRoundedRect(face_rect.translated(m.depth * 0.55, m.depth * 0.55), radius, radius)
        painter.fillPath(middle, QColor(p.body))
        painter.setPen(QPen(QColor(p.outline), 0.8))
        painter.drawPath(back)

        face_path = QPainterPath()
        face_path.addRoundedRect(face_rect, radius, radius)
        gradient = QLinearGradient(QPointF(0, 0), QPointF(m.width, m.height))
        gradient.setColorAt(0.0, QColor(p.face))
        gradient.setColorAt(1.0, QColor(p.face).darker(108))
        painter.fillPath(face_path, gradient)
        painter.setPen(QPen(QColor(p.outline), 1.0))
        painter.drawPath(face_path)

        if face is not None:
            art = tile_face(self.tile_set, face, m.width, m.height, dpr)
            painter.drawPixmap(QRectF(0, 0, m.width, m.height), art, QRectF(art.rect()))
        painter.end()
        return pixmap
