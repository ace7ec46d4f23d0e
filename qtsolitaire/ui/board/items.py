"""What every board is made of: one item per card, tile or empty place for the whole game, keyed by
its stable id, and the rings drawn over them. Items only move, fade and show marks; the scene they
belong to says where they go and paints their art."""

from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from qtsolitaire.ui.board.scene import GameScene


class Piece(QGraphicsItem):
    """A card, a tile or an empty place. `marks` are the overlays it shows: "selected", "hint" (at the
    board's glow), "target" (a place the held piece may go); `shade` darkens a piece lying under others."""

    def __init__(self, board: "GameScene", key: Hashable) -> None:
        super().__init__()
        self.board = board
        self.key = key
        self.face_up = True
        self.shade = 0.0
        self.marks: tuple[str, ...] = ()
        self.bounds: QRectF | None = None  # asked for several times a paint: kept until the board is laid out anew
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene takes the mouse, for every game alike

    def boundingRect(self) -> QRectF:
        if self.bounds is None:
            self.bounds = self.board.piece_bounds(self)
        return self.bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.board.piece_hit(self))
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self.board.paint_piece(painter, self)

    @property
    def selected(self) -> bool:
        return "selected" in self.marks

    @property
    def glow(self) -> float:
        """How strongly the hint shows on this piece now, 0 when it is not hinted."""
        return self.board.glow if "hint" in self.marks else 0.0

    @property
    def focused(self) -> bool:
        return self.board.ring.isVisible() and self.board.focus_item() is self

    @property
    def targeted(self) -> bool:
        """Ringed as the place a drag in progress would be played onto."""
        return self.board.drop_ring.isVisible() and self.board.drop_item is self


class Ring(QGraphicsItem):
    """A rounded ring over the board: the keyboard's place, or where a drag would land."""

    def __init__(self, colour: str) -> None:
        super().__init__()
        self.colour = QColor(colour)
        self.rect = QRectF()
        self.setZValue(1e9)  # above every piece, whatever stacking order a game gives them
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect.adjusted(-4, -4, 4, 4)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 6))  # a dark edge, so the ring shows on light faces too
        painter.drawRoundedRect(self.rect, 7, 7)
        painter.setPen(QPen(self.colour, 3))
        painter.drawRoundedRect(self.rect, 7, 7)
