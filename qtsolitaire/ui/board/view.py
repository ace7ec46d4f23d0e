"""The view every board is shown in: untransformed, the scene laid out to fit the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView


class BoardScene(QGraphicsScene):
    """A scene that lays itself out for a viewport size and device pixel ratio."""

    def fit(self, width: int, height: int, dpr: float) -> None:
        raise NotImplementedError


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent=None) -> None:
        super().__init__(scene, parent)
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
