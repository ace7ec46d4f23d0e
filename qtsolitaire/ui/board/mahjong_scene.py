"""The Mahjong Solitaire board: layered 3D tiles, dimmed when blocked, clicked to play."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from qtsolitaire.engine.deals import deal_random
from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.engine.mahjong.tiles import face_name
from qtsolitaire.store import paths
from qtsolitaire.ui import animation
from qtsolitaire.ui.board import keyboard
from qtsolitaire.ui.board.tile_pixmaps import TileMetrics, TilePainter
from qtsolitaire.ui.board.view import BoardScene
from qtsolitaire.ui.clock import format_seconds
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.theme import Theme

_LAYER_STEP = 100_000  # z-values: whole layers first, then distance from the light


class MahjongController(GameController):
    extra_actions = ("shuffle",)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.selected: int | None = None
        self.hinted: tuple[int, int] | None = None

    def is_won(self, state) -> bool:
        return mahjong.is_won(state)

    def is_lost(self, state) -> bool:
        return mahjong.is_stuck(state)

    def moves_made(self) -> int:
        return self.state.moves

    def lost_title(self) -> str:
        return "No More Matches"

    def lost_text(self) -> str:
        left = mahjong.tiles_left(self.state)
        return f"{left} tiles are left and no two free tiles match. Undo, shuffle, restart or deal again."

    def status_items(self) -> list[tuple[str, str]]:
        state = self.state
        return [
            ("Free pairs", str(mahjong.free_pair_count(state))),
            ("Tiles left", str(mahjong.tiles_left(state))),
            ("Moves", str(state.moves)),
            ("Time", format_seconds(self.clock.seconds)),
            ("Deal", str(self.deal)),
        ]

    def forget_selection(self) -> None:
        self.selected = None
        self.hinted = None

    def click_tile(self, tile: int) -> None:
        if self.paused or self.outcome == "won":
            return
        result = mahjong.click(self.state, self.selected, tile)
        if result.message:
            self.message.emit(result.message)
        if result.move is not None:
            self.play(result.move)
        else:
            self.selected = result.selected
            self.hinted = None
            self.changed.emit()

    def hint(self) -> None:
        if self.paused:
            return
        self.hinted = self.winning_hint() or mahjong.hint(self.state)
        if self.hinted is None:
            self.message.emit("No More Matches: try Shuffle or Undo")
        else:
            self.counters["hints"] += 1
        self.changed.emit()

    def hint_move(self):
        return mahjong.RemovePair(*self.hinted) if self.hinted else None

    def shuffle(self) -> None:
        if self.paused or self.outcome == "won":
            return
        rng = deal_random(mahjong.GAME_ID, self.deal, f"shuffle{self.counters['shuffles']}")
        self.counters["shuffles"] += 1
        # With winnable deals on, a shuffle keeps the board winnable whenever any dealing can.
        self.play(mahjong.shuffle_move(self.state, rng, winnable=self.winnable_only))


class TileItem(QGraphicsItem):
    def __init__(self, scene: "MahjongScene", index: int) -> None:
        super().__init__()
        self.board = scene
        self.index = index
        self.blocked = False
        self.selected = False
        self.focused = False
        self.glow = 0.0  # hint highlight, 0..1
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:
        return self.board.tile_bounds  # asked twice per item and paint: one shared rectangle

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        m = self.board.metrics
        path.addRect(QRectF(0, 0, m.width, m.height))
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        board = self.board
        m = board.metrics
        tiles = board.painter
        face = board.controller.state.faces[self.index]
        painter.drawPixmap(0, 0, tiles.blocked_tile(face, m, board.dpr) if self.blocked else tiles.tile(face, m, board.dpr))
        if self.selected:
            painter.drawPixmap(0, 0, tiles.overlay("selected", m, board.dpr))
        if self.glow > 0:
            painter.setOpacity(self.glow * self.opacity())
            painter.drawPixmap(0, 0, tiles.overlay("hint", m, board.dpr))
            painter.setOpacity(self.opacity())
        if self.focused:
            painter.drawPixmap(0, 0, tiles.overlay("focus", m, board.dpr))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.contains(event.pos()):
            self.board.keyboard_focus = None
            self.board.controller.click_tile(self.index)


class MahjongScene(BoardScene):
    def __init__(self, controller: MahjongController, theme: Theme) -> None:
        super().__init__(theme)
        self.controller = controller
        self.painter = TilePainter(theme.tiles, paths.cache_dir() / "tiles")
        self._persist = QTimer(self, singleShot=True, interval=1500)
        self._persist.timeout.connect(lambda: self.painter.persist(self.metrics, self.dpr))
        self._set_metrics(TileMetrics.for_width(40))
        self.dpr = 1.0
        self.keyboard_focus: int | None = None  # keyboard focus ring, on a free tile
        layout = controller.state.layout
        self.items_by_index = [TileItem(self, i) for i in range(layout.tiles)]
        for item, (x, y, z) in zip(self.items_by_index, layout.positions):
            item.setZValue(z * _LAYER_STEP + x + y)
            item.setToolTip(face_name(controller.state.faces[item.index]))
            self.addItem(item)
        self._pulse = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=700, loopCount=4)
        self._pulse.valueChanged.connect(self._set_glow)
        self._fade = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=animation.DURATION_MS)
        self._fade.valueChanged.connect(self._step_fade)
        self._fade.finished.connect(self._end_fade)
        self._fading_out: list[TileItem] = []
        self._fading_in: list[TileItem] = []
        controller.changed.connect(self.sync)
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
        # In tile widths: half a unit per x step, 4/3 of that per y step, plus the layer offsets.
        per_width = span_x / 2 + 0.13 * layers
        per_height = span_y / 2 * 4 / 3 + 0.13 * layers
        tile_width = int(min(width * 0.95 / per_width, height * 0.93 / per_height))
        for item in self.items_by_index:
            item.prepareGeometryChange()  # before the bounds change, as the scene's index needs
        self._set_metrics(TileMetrics.for_width(tile_width))
        m = self.metrics
        if dpr != self.dpr:
            self.painter.clear()
        self.dpr = dpr
        board_w = span_x * m.width / 2 + m.depth * layers
        board_h = span_y * m.height / 2 + m.depth * layers
        left = (width - board_w) / 2 + m.depth * (layers - 1) - min_x * m.width / 2
        top = (height - board_h) / 2 + m.depth * (layers - 1) - min_y * m.height / 2
        for item, (x, y, z) in zip(self.items_by_index, positions):
            item.setPos(round(left + x * m.width / 2 - z * m.depth), round(top + y * m.height / 2 - z * m.depth))
        self.update()
        self._persist.start()  # once the size settles

    def _set_metrics(self, m: TileMetrics) -> None:
        self.metrics = m
        self.tile_bounds = QRectF(0, 0, m.width + 2 * m.depth, m.height + 2 * m.depth)

    def sync(self) -> None:
        self._fade.stop()
        self._end_fade()  # a new change skips whatever was still fading
        c = self.controller
        state = c.state
        free = mahjong.free_mask(state)
        hinted = set(c.hinted or ())
        if self.keyboard_focus is not None and not free >> self.keyboard_focus & 1:
            self.keyboard_focus = None
        animate = animation.enabled()
        for item in self.items_by_index:
            bit = 1 << item.index
            present = bool(state.present & bit)
            if animate and present != item.isVisible():
                (self._fading_in if present else self._fading_out).append(item)
                item.setVisible(True)
                item.setOpacity(0.0 if present else 1.0)
            else:
                item.setVisible(present)
            item.blocked = not free & bit
            item.selected = item.index == c.selected
            item.focused = item.index == self.keyboard_focus
            item.glow = 1.0 if item.index in hinted else 0.0
            item.setToolTip(face_name(state.faces[item.index]))
        if self._fading_in or self._fading_out:
            self._fade.start()
        self._pulse.stop()
        if hinted and animate:
            self._pulse.start()
        self.update()

    def _step_fade(self, value: float) -> None:
        for item in self._fading_in:
            item.setOpacity(value)
        for item in self._fading_out:
            item.setOpacity(1.0 - value)

    def _end_fade(self) -> None:
        for item in self._fading_in:
            item.setOpacity(1.0)
        for item in self._fading_out:
            item.setVisible(False)
            item.setOpacity(1.0)
        self._fading_in, self._fading_out = [], []

    def _set_glow(self, value: float) -> None:
        hinted = self.controller.hinted
        if not hinted:
            return
        glow = 1.0 - abs(2 * value - 1) if self._pulse.state() == QVariantAnimation.State.Running else 1.0
        for index in hinted:
            self.items_by_index[index].glow = max(0.25, glow)
            self.items_by_index[index].update()

    def keyPressEvent(self, event) -> None:
        key = Qt.Key(event.key())
        if key in keyboard.DIRECTIONS:
            m = self.metrics
            free = mahjong.free_tiles(self.controller.state)
            centres = {i: self.items_by_index[i].pos() + QPointF(m.width / 2, m.height / 2) for i in free}
            self.keyboard_focus = keyboard.step(centres, self.keyboard_focus, key)
            self.sync()
        elif key in keyboard.ACTIVATE and self.keyboard_focus is not None:
            self.controller.click_tile(self.keyboard_focus)
        else:
            super().keyPressEvent(event)
            return
        event.accept()


CONTROLLER = MahjongController
SCENE = MahjongScene
