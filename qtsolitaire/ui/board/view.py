"""The view every board is shown in: untransformed, the scene laid out to fit the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from qtsolitaire.ui.theme import Theme


def show_cursor(item: QGraphicsItem, shape: Qt.CursorShape | None) -> None:
    """The cursor over an item, or the plain arrow for None. Never Qt's unsetCursor: under a pointer
    the view has had no mouse event from (a player on the keyboard, the pointer resting over the
    window since it opened) it crashes the program, reading that missing event."""
    item.setCursor(Qt.CursorShape.ArrowCursor if shape is None else shape)


class BoardScene(QGraphicsScene):
    """A scene that lays itself out for a viewport size and device pixel ratio.

    Boards draw with `self.theme` (ui/theme.py); the window calls apply_theme when the player
    picks another, and the board re-renders its art and redraws.
    """

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self.setBackgroundBrush(theme.table_color())

    def fit(self, width: int, height: int, dpr: float) -> None:
        raise NotImplementedError

    def apply_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.setBackgroundBrush(theme.table_color())
        self.update()


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent=None) -> None:
        super().__init__(scene, parent)
        # A viewport made here is one PySide knows. Qt's own, first met as the `widget` of an item's paint(), made
        # PySide search every widget class for its type and build all their enums: 11 ms of the first frame.
        self.setViewport(QWidget())
        scene.setParent(self)  # the scene lives and dies with its view
        self._scene = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Pixmaps are drawn at their native size, so smooth scaling would only cost time.
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def board_scene(self) -> BoardScene:
        return self._scene

    def refit(self) -> None:
        size = self.viewport().size()
        self.setSceneRect(0, 0, size.width(), size.height())
        self.board_scene().fit(size.width(), size.height(), self.devicePixelRatioF())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.refit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refit()
