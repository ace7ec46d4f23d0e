"""The Mahjong Solitaire board on the shared board layer (scene.py): layered 3D tiles, dimmed when
blocked, clicked to play. Here is where each tile sits for the window's size and the tiles' art."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QPainter

from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.engine.mahjong.tiles import face_name
from qtsolitaire.store import paths
from qtsolitaire.ui.board.items import Piece
from qtsolitaire.ui.board.mahjong_controller import MahjongController
from qtsolitaire.ui.board.scene import GameScene, Placement
from qtsolitaire.ui.board.tile_pixmaps import DEPTH_SHARE, TileMetrics, TilePainter, layer_shade
from qtsolitaire.ui.theme import Theme
from qtsolitaire.ui.i18n import text

_LAYER_STEP = 100_000  # z-values: whole layers first, then distance from the light


class Tile(Piece):
    def __init__(self, board: "MahjongScene", index: int) -> None:
        super().__init__(board, index)
        self.blocked = False


class MahjongScene(GameScene):
    def __init__(self, controller: MahjongController, theme: Theme) -> None:
        super().__init__(controller, theme)
        self.painter = TilePainter(theme.tiles, paths.cache_dir() / "tiles")
        self._persist = QTimer(self, singleShot=True, interval=1500)
        self._persist.timeout.connect(lambda: self.painter.persist(self.metrics, self.dpr))
        self._set_metrics(TileMetrics.for_width(40))
        layout = controller.state.layout
        self._positions = [QPointF() for _ in layout.positions]  # laid out by fit
        self.items_by_index = [self.add_piece(i, Tile) for i in range(layout.tiles)]
        self.sync()

    def apply_theme(self, theme: Theme) -> None:
        if theme.tiles != self.painter.tile_set:
            self.painter = TilePainter(theme.tiles, paths.cache_dir() / "tiles")
        super().apply_theme(theme)

    def fit(self, width: int, height: int, dpr: float) -> None:
        positions = self.controller.state.layout.positions
        min_x = min(x for x, _, _ in positions)
        min_y = min(y for _, y, _ in positions)
        span_x = max(x for x, _, _ in positions) + 2 - min_x
        span_y = max(y for _, y, _ in positions) + 2 - min_y
        layers = max(z for _, _, z in positions) + 1
        # In tile widths: a tile and its thickness per two units (every tile shows its walls, even beside
        # another), a height of 4/3 the width, plus a thickness for each layer's offset.
        per_width = span_x / 2 * (1 + DEPTH_SHARE) + DEPTH_SHARE * layers
        per_height = span_y / 2 * (4 / 3 + DEPTH_SHARE) + DEPTH_SHARE * layers
        tile_width = int(min(width * 0.95 / per_width, height * 0.93 / per_height))
        self.relayout()  # before the bounds change, as the scene's index needs
        m = TileMetrics.for_width(tile_width)
        if dpr != self.dpr or m != self.metrics:
            # Only this size is kept: with a tile for each layer's shade, a window dragged through
            # many sizes would otherwise pile up hundreds of tiles for each.
            self.painter.clear()
        self._set_metrics(m)
        self.dpr = dpr
        pitch_x, pitch_y = m.width + m.depth, m.height + m.depth  # per two units, on whole pixels
        board_w = span_x * pitch_x / 2 + m.depth * layers
        board_h = span_y * pitch_y / 2 + m.depth * layers
        left = round((width - board_w) / 2) + m.depth * (layers - 1)
        top = round((height - board_h) / 2) + m.depth * (layers - 1)
        self._positions = [QPointF(left + (x - min_x) * pitch_x // 2 - z * m.depth,
                                   top + (y - min_y) * pitch_y // 2 - z * m.depth) for x, y, z in positions]
        self.reposition()
        self._persist.start()  # once the size settles

    def _set_metrics(self, m: TileMetrics) -> None:
        self.metrics = m
        self.tile_bounds = QRectF(0, 0, m.width + 2 * m.depth, m.height + 2 * m.depth)

    # -- the pieces and their art ---------------------------------------------------------------
    def placements(self, state) -> dict[int, Placement]:
        positions = state.layout.positions
        top = max(z for _, _, z in positions)
        return {i: Placement(self._positions[i], z * _LAYER_STEP + x + y, True, bool(state.present >> i & 1),
                             layer_shade(z, top))
                for i, (x, y, z) in enumerate(positions)}

    def piece_bounds(self, piece: Piece) -> QRectF:
        return self.tile_bounds  # asked twice per item and paint: one shared rectangle

    def piece_face(self, piece: Piece) -> QRectF:
        return QRectF(0, 0, self.metrics.width, self.metrics.height)

    def piece_hit(self, piece: Piece) -> QRectF:
        m = self.metrics
        return QRectF(0, 0, m.width + m.depth, m.height + m.depth)  # its walls show, so they are hit too

    def paint_piece(self, painter: QPainter, piece: Piece) -> None:
        m, tiles = self.metrics, self.painter
        face = self.controller.state.faces[piece.key]
        painter.drawPixmap(0, 0, tiles.tile(face, m, self.dpr, piece.shade, piece.blocked))
        self.paint_marks(painter, piece, lambda mark: tiles.overlay(mark, m, self.dpr))

    def dress(self, state) -> None:
        free = mahjong.free_mask(state)
        for item in self.items_by_index:
            item.blocked = not free >> item.key & 1
            item.setToolTip(text(face_name(state.faces[item.key])))

    def hint_keys(self):
        return self.controller.hinted or ()

    # -- what a point or a key names ----------------------------------------------------------------
    def click(self, key, point: QPointF) -> None:
        if key is not None:
            self.controller.click_tile(key)

    def focus_rects(self) -> dict[int, QRectF]:
        return {i: self.face_rect(i) for i in mahjong.free_tiles(self.controller.state)}

    def activate(self, key) -> None:
        if key is not None:
            self.controller.click_tile(key)


CONTROLLER = MahjongController
SCENE = MahjongScene
