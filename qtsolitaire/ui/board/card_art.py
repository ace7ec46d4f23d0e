"""Card faces and the overlays drawn over and under them, for one card size."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap

from qtsolitaire.engine.pyramid.cards import card_name
from qtsolitaire.ui.art.cache import card_face
from qtsolitaire.ui.art.themes import find_set_or_default
from qtsolitaire.ui.theme import Theme


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class CardArt:
    """Card faces and the pre-painted overlays drawn over and under them, for one card size."""

    MARGIN = 8  # room around a card for its shadow and rings

    def __init__(self, theme: Theme, width: int, height: int, dpr: float) -> None:
        art_set = find_set_or_default("cards", theme.cards)
        self.set_id, info = art_set.id, art_set.info
        self.back = theme.card_back
        self.width, self.height, self.dpr = width, height, dpr
        self.radius = width * float(info.get("corner_radius", 12)) / float(info.get("width", 250))
        self._overlays: dict[str, QPixmap] = {}
        self._faces: dict[int | str | None, QPixmap] = {}

    def face(self, card: int | None) -> QPixmap:
        """A card's face, its back (None) or the empty slot ("slot")."""
        pixmap = self._faces.get(card)
        if pixmap is None:
            element = self.back if card is None else card if isinstance(card, str) else card_name(card)
            pixmap = self._faces[card] = card_face(self.set_id, element, self.width, self.height, self.dpr)
        return pixmap

    def overlay(self, kind: str) -> QPixmap:
        pixmap = self._overlays.get(kind)
        if pixmap is None:
            pixmap = self._overlays[kind] = self._paint(kind)
        return pixmap

    def _paint(self, kind: str) -> QPixmap:
        m, w, h, r = self.MARGIN, self.width, self.height, self.radius
        image = QImage(round((w + 2 * m) * self.dpr), round((h + 2 * m) * self.dpr), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(self.dpr, self.dpr)
        card = QRectF(m, m, w, h)
        p.setPen(Qt.PenStyle.NoPen)
        if kind == "shadow":
            for step in range(6, 0, -1):  # a soft edge out of a few widening washes
                p.setBrush(QColor(0, 0, 0, 16))
                p.drawPath(_rounded(card.adjusted(-step * 0.6, -step * 0.3, step * 0.6, step * 0.9 + 1.5), r + step * 0.6))
        elif kind == "covered":
            p.setBrush(QColor(12, 22, 16, 118))
            p.drawPath(_rounded(card, r))
        elif kind in ("selected", "hint"):
            colour = QColor({"selected": "#ffcc33", "hint": "#66d9ff"}[kind])
            tint = QColor(colour)
            tint.setAlpha(48)
            p.setBrush(tint)
            p.drawPath(_rounded(card, r))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(colour, 3.5))
            p.drawPath(_rounded(card.adjusted(-1.5, -1.5, 1.5, 1.5), r + 1.5))
        p.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self.dpr)
        return pixmap
