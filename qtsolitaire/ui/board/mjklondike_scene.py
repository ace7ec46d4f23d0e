"""The MahJongg Klondike board: foundations down the left, the stock and waste under them, twelve fanned piles.

Every tile has one item, keyed by its id; `sync` places every item from the engine's state, so whatever the mouse
or the keyboard did (a drag, a refused drop, a click during an animation) the board shows exactly the state.
Clicks, drags and keys become calls on the controller, which asks the engine.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSizeF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem

from qtsolitaire.engine.mjklondike import game as klondike
from qtsolitaire.engine.mjklondike.tiles import FACE, SUIT_NAMES, face_name, tile_name
from qtsolitaire.store import paths
from qtsolitaire.ui import animation
from qtsolitaire.ui.board import keyboard
from qtsolitaire.ui.board.tile_pixmaps import TileMetrics, TilePainter
from qtsolitaire.ui.board.view import BoardScene, show_cursor
from qtsolitaire.ui.clock import format_seconds
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.dialogs.mjklondike_options import KlondikeOptionsDialog
from qtsolitaire.ui.theme import Theme

TILE_TOTAL = klondike.FOUNDATION_PILES * klondike.FULL_PILE  # 132


@dataclass(frozen=True)
class Target:
    """A place tiles can be put: area "tableau" or "foundation" and its pile."""

    area: str
    pile: int


class KlondikeController(GameController):

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.selected: int | None = None  # the tile picked up by a click or the keyboard (with its run)
        self.hinted: klondike.Move | None = None

    # -- judgement ---------------------------------------------------------------------------
    def is_won(self, state) -> bool:
        return klondike.is_won(state)

    def is_lost(self, state) -> bool:
        return klondike.is_stuck(state)

    def moves_made(self) -> int:
        return self.history.cursor

    def lost_title(self) -> str:
        return "No Useful Moves Left"

    def lost_text(self) -> str:
        up = sum(len(p) for p in self.state.foundations)
        return (f"{up} of {TILE_TOTAL} tiles are on the foundations and nothing left can put another up, turn a tile "
                "over or play from the waste. Undo, restart or deal again.")

    def status_items(self) -> list[tuple[str, str]]:
        state = self.state
        return [
            ("Stock", f"{len(state.stock)}, {state.draw_count} per turn"),
            ("Pass", pass_text(state)),
            ("Redeals left", redeals_text(state)),
            ("Foundations", f"{sum(len(p) for p in state.foundations)}/{TILE_TOTAL}"),
            ("Moves", str(self.history.cursor)),
            ("Time", format_seconds(self.clock.seconds)),
            ("Deal", str(self.deal)),
        ]

    def forget_selection(self) -> None:
        self.selected = None
        self.hinted = None

    # -- what the board shows ----------------------------------------------------------------
    def movable_tiles(self) -> set[int]:
        """What can be picked up: the top of the waste and the face-up tableau tiles (each with its run)."""
        state = self.state
        tiles = {t for p, pile in enumerate(state.tableau) for t in pile[state.face_down[p]:]}
        tiles.update(state.waste[-1:])
        return tiles

    def movable(self, tile: int) -> bool:
        return tile in self.movable_tiles()

    def run_of(self, tile: int) -> tuple[int, ...]:
        """The tiles that move with `tile`: itself and every tile below it in its pile."""
        place = klondike.locate(self.state, tile)
        if place.area == "tableau":
            return self.state.tableau[place.pile][place.index:]
        return (tile,)

    def waste_group(self) -> tuple[int, ...]:
        """The tiles of the last turn of the stock still on the waste (fanned on the board), top last."""
        state = self.state
        states = self.history.states_back()
        _, after = next(states)
        for (_, before), move in zip(states, reversed(self.history.done_moves)):
            if isinstance(move, klondike.Redeal):
                break
            if isinstance(move, klondike.Draw):
                turned = after.waste[len(before.waste):]
                group = tuple(t for t in turned if t in state.waste)
                return group or state.waste[-1:]
            after = before
        return state.waste[-1:]

    # -- the player's verbs ------------------------------------------------------------------
    def _can_act(self) -> bool:
        return not self.paused and self.outcome != "won"

    def select(self, tile: int | None) -> None:
        """Pick a tile up (None puts it down); a tile that cannot move says why."""
        if not self._can_act():
            return
        if tile is not None and not self.movable(tile):
            self.message.emit(self._why_not_movable(tile))
            tile = None
        self.selected = tile
        self.hinted = None
        self.changed.emit()

    def _why_not_movable(self, tile: int) -> str:
        place = klondike.locate(self.state, tile)
        if place.area == "tableau":
            return "That tile is face down: it turns up when it becomes the last of its pile."
        if place.area == "foundation":
            return "Tiles on the foundations stay there."
        if place.area == "stock":
            return "Click the stock to turn its tiles onto the waste."
        return "Only the top tile of the waste can be played."

    def drop(self, tile: int, target: Target) -> bool:
        """Put `tile` (with its run) on a pile. On a foundation any pile of the chosen set that takes it will do."""
        if not self._can_act():
            return False
        if target.area == "tableau":
            return self.play(klondike.ToTableau(tile, target.pile))
        return self.play(klondike.ToFoundation(tile, self._foundation_pile(tile, target.pile)))

    def _foundation_pile(self, tile: int, pile: int) -> int:
        """The pile of the chosen one's set that takes the tile, preferring the chosen one (and it if none does)."""
        first = pile - pile % klondike.PILES_PER_SET
        piles = [pile] + [p for p in range(first, first + klondike.PILES_PER_SET) if p != pile]
        return next((p for p in piles if klondike.foundation_refusal(self.state, tile, p) is None), pile)

    def takes(self, tile: int, target: Target) -> bool:
        """Whether a drop of `tile` (with its run) on `target` would be played: on a foundation, on its set."""
        targets = self.targets_for(tile)
        if target.area == "tableau":
            return target in targets
        same_set = target.pile // klondike.PILES_PER_SET
        return any(t.area == "foundation" and t.pile // klondike.PILES_PER_SET == same_set for t in targets)

    def targets_for(self, tile: int) -> list[Target]:
        """Every pile that takes `tile` (with its run) as it stands; on the foundations, the very piles."""
        state = self.state
        out = [Target("tableau", p) for p in range(klondike.TABLEAU_PILES)
               if klondike.tableau_refusal(state, tile, p) is None]
        if self.movable(tile) and len(self.run_of(tile)) == 1:
            out += [Target("foundation", p) for p in range(klondike.FOUNDATION_PILES)
                    if klondike.foundation_refusal(state, tile, p) is None]
        return out

    def to_foundation(self, tile: int) -> bool:
        """A double click: send the tile up if any foundation takes it, else say why not."""
        if not self._can_act():
            return False
        move = klondike.auto_foundation_move(self.state, tile)
        if move is not None:
            return self.play(move)
        self.message.emit(self._why_not_up(tile))
        if self.selected is not None:
            self.forget_selection()
            self.changed.emit()
        return False

    def _why_not_up(self, tile: int) -> str:
        state = self.state
        if not self.movable(tile):
            return self._why_not_movable(tile)
        if state.waste[-1:] != (tile,) and self.run_of(tile) != (tile,):
            return "Only the last tile of a pile can go to a foundation."
        suit = klondike.SUIT[tile]
        if suit is None:
            return f"No foundation takes the {tile_name(tile)} now."
        first = klondike.FOUNDATION_SUITS.index(suit) * klondike.PILES_PER_SET
        rank = klondike.RANK[tile]
        ready = [p for p in range(first, first + klondike.PILES_PER_SET) if len(state.foundations[p]) == rank]
        if ready:  # a pile it would fit but for the rules of the set, which the engine words
            return klondike.foundation_refusal(state, tile, ready[0]) or f"No foundation takes the {tile_name(tile)} now."
        below = "a dragon" if rank == 1 else f"the {rank - 1} of {SUIT_NAMES[suit]}"
        return f"The {tile_name(tile)} cannot go up yet: {below} must be on a {SUIT_NAMES[suit]} pile first."

    def draw(self) -> None:
        """Move > Turn Stock: as a click on the stock."""
        self.click_stock()

    def click_stock(self) -> bool:
        if not self._can_act():
            return False
        move = klondike.stock_move(self.state)
        if move is None:
            self.message.emit("No redeals left." if self.state.waste else "The stock and the waste are empty.")
            return False
        return self.play(move)

    def hint(self) -> None:
        if self.paused:
            return
        self.selected = None
        self.hinted = self.winning_hint() or klondike.hint(self.state)
        if self.hinted is None:
            self.message.emit("No useful moves left: undo, restart or deal again.")
        else:
            self.counters["hints"] += 1
            self.message.emit(describe_move(self.state, self.hinted))
        self.changed.emit()

    def hint_move(self):
        return self.hinted


def pass_text(state) -> str:
    if state.options.redeals is None:
        return str(state.pass_index + 1)
    return f"{state.pass_index + 1} of {state.options.redeals + 1}"


def redeals_text(state) -> str:
    left = state.redeals_left
    return "unlimited" if left is None else str(left)


def describe_move(state, move) -> str:
    """A hint in words."""
    if isinstance(move, klondike.Draw):
        return "Hint: turn the stock."
    if isinstance(move, klondike.Redeal):
        return "Hint: turn the waste back over as the stock."
    name = tile_name(move.tile)
    if isinstance(move, klondike.ToFoundation):
        return f"Hint: the {name} can go to the {SUIT_NAMES[set_suit(move.pile)]} foundations."
    target = state.tableau[move.pile]
    onto = f"the {tile_name(target[-1])}" if target else "the empty pile"
    return f"Hint: move the {name} onto {onto}."


def set_suit(pile: int) -> str:
    return klondike.FOUNDATION_SUITS[pile // klondike.PILES_PER_SET]


# -- layout ------------------------------------------------------------------------------------
# Sizes in tile widths: the board is laid out for the window, never scaled, so art stays crisp.
# The foundations are three columns down the left, one per set; the stock and waste lie under them.
MARGIN = 0.32
SET_GAP = 0.14  # between the foundation columns
SHORT_SUIT_NAMES = {"dots": "Circ.", "bamboo": "Bam.", "characters": "Char."}
SMALLEST_CAPTION_PX = 7


def caption_font(caption: str, width: float) -> QFont | None:
    """The font for an empty pile's caption, shrunk until each word fits the pile; None when even the
    smallest readable size does not, so no pile ever shows a word cut off."""
    font = QFont()
    size = max(SMALLEST_CAPTION_PX, round(width * 0.19))
    while size >= SMALLEST_CAPTION_PX:
        font.setPixelSize(size)
        metrics = QFontMetricsF(font)
        if all(metrics.horizontalAdvance(word) <= width - 6 for word in caption.split()):
            return font
        size -= 1
    return None
ROW_GAP = 0.08  # between the piles of a set
TABLEAU_GAP = 0.10
MIDDLE_GAP = 0.50
LABEL = 0.36  # height of a label line
WASTE_FAN = 0.45
STACK_STEP = 0.035  # how far each lower layer of a stack shows below and right of the one above
STACK_LAYERS = 3
DOWN_STEP = 0.17  # of the tile height: what shows of a face-down tile above the next
UP_STEP = 0.40  # of a face-up tile: its index corner and the top of its art
MIN_UP_STEP = 0.24
MIN_DOWN_STEP = 0.05
DEPTH = 0.13  # TileMetrics' thickness, in tile widths
SETS = len(klondike.FOUNDATION_SUITS)
WIDTH_UNITS = (2 * MARGIN + SETS * (1 + DEPTH) + (SETS - 1) * SET_GAP + MIDDLE_GAP
               + klondike.TABLEAU_PILES * (1 + DEPTH) + (klondike.TABLEAU_PILES - 1) * TABLEAU_GAP)
HEIGHT_UNITS = (2 * MARGIN + LABEL + klondike.PILES_PER_SET * (4 / 3 + DEPTH + ROW_GAP) + 0.25
                + 4 / 3 + DEPTH + 2.4 * LABEL)


def snap(point: QPointF) -> QPointF:
    """On whole pixels, so tile art is drawn pixel for pixel."""
    return QPointF(round(point.x()), round(point.y()))


@dataclass(frozen=True)
class Geometry:
    metrics: TileMetrics
    foundations: tuple[QPointF, ...]  # top left of each foundation pile
    set_labels: tuple[QPointF, ...]  # the centre of the top of each set's label
    stock: QPointF
    waste: QPointF
    waste_fan: float
    stock_label: QPointF
    tableau: tuple[QPointF, ...]  # top left of the first tile of each pile
    bottom: float  # the lowest a tableau tile's top edge may go
    font_px: int

    @classmethod
    def for_size(cls, width: float, height: float, most_in_waste_fan: int) -> "Geometry":
        w = max(16, int(min(width / WIDTH_UNITS, height / HEIGHT_UNITS)))
        m = TileMetrics.for_width(w)
        step = m.width + m.depth
        left = max(MARGIN * w, (width - WIDTH_UNITS * w) / 2 + MARGIN * w)
        top = MARGIN * w + LABEL * w
        columns = [left + s * (step + SET_GAP * w) for s in range(SETS)]
        foundations = tuple(QPointF(columns[s], top + i * (m.height + m.depth + ROW_GAP * w))
                            for s in range(SETS) for i in range(klondike.PILES_PER_SET))
        labels = tuple(QPointF(x + m.width / 2, MARGIN * w) for x in columns)
        stock = QPointF(left, foundations[-1].y() + m.height + m.depth + 0.25 * w)
        waste = QPointF(left + step + SET_GAP * w, stock.y())
        column_right = columns[-1] + step
        room = column_right - waste.x() - step
        fan = min(WASTE_FAN * w, room / max(1, most_in_waste_fan - 1))
        stock_label = QPointF(left, stock.y() + m.height + m.depth + 0.1 * w)
        tableau_left = column_right + MIDDLE_GAP * w
        tableau = tuple(QPointF(tableau_left + p * (step + TABLEAU_GAP * w), top)
                        for p in range(klondike.TABLEAU_PILES))
        bottom = height - MARGIN * w - m.height - m.depth
        return cls(m, tuple(map(snap, foundations)), labels, snap(stock), snap(waste), fan, snap(stock_label),
                   tuple(map(snap, tableau)), bottom, max(11, round(w * 0.2)))

    def steps(self, down: int, up: int) -> tuple[float, float]:
        """(face-down step, face-up step) for a pile, squeezed so its last tile stays on the table."""
        h = self.metrics.height
        room = max(0.0, self.bottom - self.tableau[0].y())
        down_step, up_step = DOWN_STEP * h, UP_STEP * h
        gaps_up = max(0, up - 1)
        if down * down_step + gaps_up * up_step <= room:
            return down_step, up_step
        if gaps_up:
            up_step = max(MIN_UP_STEP * h, (room - down * down_step) / gaps_up)
        if down * down_step + gaps_up * up_step > room and down:
            down_step = max(MIN_DOWN_STEP * h, (room - gaps_up * up_step) / down)
        if down * down_step + gaps_up * up_step > room and gaps_up:
            up_step = max(1.0, (room - down * down_step) / gaps_up)
        return down_step, up_step


@dataclass(frozen=True)
class Placement:
    pos: QPointF
    z: float
    face_up: bool
    shown: bool = True  # tiles deep in a stack are hidden: only the top layers show


def _stack(out: dict, tiles, origin: QPointF, face_up: bool, step: float) -> None:
    """A squared pile, top last: the top tile at `origin`, a few layers under it showing their edges."""
    count = len(tiles)
    for index, tile in enumerate(tiles):
        layer = count - 1 - index
        shift = min(layer, STACK_LAYERS - 1) * step
        out[tile] = Placement(snap(origin + QPointF(shift, shift)), 100 + index, face_up, layer < STACK_LAYERS)


def placements(state, geometry: Geometry, waste_group: tuple[int, ...]) -> dict[int, Placement]:
    """Where every one of the 132 tiles lies on the board for this state."""
    out: dict[int, Placement] = {}
    for pile, tiles in enumerate(state.tableau):
        down = state.face_down[pile]
        down_step, up_step = geometry.steps(down, len(tiles) - down)
        origin = geometry.tableau[pile]
        y = origin.y()
        for index, tile in enumerate(tiles):
            out[tile] = Placement(snap(QPointF(origin.x(), y)), 100 + index, index >= down)
            y += down_step if index < down else up_step
    step = STACK_STEP * geometry.metrics.width
    for pile, tiles in enumerate(state.foundations):
        _stack(out, tiles, geometry.foundations[pile], True, step)
    _stack(out, state.stock[::-1], geometry.stock, False, step)  # stock[0] is turned next: it lies on top
    fanned = {tile: i for i, tile in enumerate(waste_group)}
    under = [t for t in state.waste if t not in fanned]
    _stack(out, under, geometry.waste, True, step)
    for tile, i in fanned.items():
        pos = QPointF(geometry.waste.x() + i * geometry.waste_fan, geometry.waste.y())
        out[tile] = Placement(snap(pos), 100 + len(under) + i, True)
    return out


# -- items -------------------------------------------------------------------------------------
class TileItem(QGraphicsItem):
    def __init__(self, board: "KlondikeScene", tile: int) -> None:
        super().__init__()
        self.board = board
        self.tile = tile
        self.face_up = False
        self.marks: tuple[str, ...] = ()  # overlays: "selected", "hint"
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse

    def boundingRect(self) -> QRectF:
        m = self.board.geometry.metrics
        return QRectF(0, 0, m.width + 2 * m.depth, m.height + 2 * m.depth)

    def shape(self):
        from PySide6.QtGui import QPainterPath

        path = QPainterPath()
        m = self.board.geometry.metrics
        path.addRect(QRectF(0, 0, m.width + m.depth, m.height + m.depth))
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        board = self.board
        painter.drawPixmap(0, 0, board.painter.tile(FACE[self.tile] if self.face_up else "back",
                                                    board.geometry.metrics, board.dpr))
        paint_marks(painter, board, self.marks)


def paint_marks(painter: QPainter, board: "KlondikeScene", marks: tuple[str, ...]) -> None:
    """The selection and hint washes over a tile or an empty place; hints pulse with the board's glow."""
    for mark in marks:
        painter.setOpacity(board.glow if mark == "hint" else 1.0)
        painter.drawPixmap(0, 0, board.painter.overlay(mark, board.geometry.metrics, board.dpr))
    painter.setOpacity(1.0)


class SlotItem(QGraphicsItem):
    """An empty place on the table: a foundation pile, a tableau pile, the stock or the waste."""

    def __init__(self, board: "KlondikeScene", caption: str = "") -> None:
        super().__init__()
        self.board = board
        self.caption = caption
        self.marks: tuple[str, ...] = ()
        self.setZValue(1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        m = self.board.geometry.metrics
        return QRectF(0, 0, m.width, m.height)

    def set_caption(self, caption: str) -> None:
        if caption != self.caption:
            self.caption = caption
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.drawPixmap(0, 0, self.board.slot_pixmap(self.caption))
        paint_marks(painter, self.board, self.marks)


class FocusRing(QGraphicsItem):
    """The keyboard's place on the board."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.setZValue(20_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect.adjusted(-4, -4, 4, 4)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 6))
        painter.drawRoundedRect(self.rect, 7, 7)
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.drawRoundedRect(self.rect, 7, 7)


# -- the scene ---------------------------------------------------------------------------------
class KlondikeScene(BoardScene):
    def __init__(self, controller: KlondikeController, theme: Theme) -> None:
        super().__init__(theme)
        self.controller = controller
        self.painter = TilePainter(theme.tiles, paths.cache_dir() / "tiles")
        self.dpr = 1.0
        self.geometry = Geometry.for_size(1280, 760, self._most_in_waste_fan())
        self.glow = 1.0
        self._slot_pixmaps: dict[str, QPixmap] = {}
        self._persist = QTimer(self, singleShot=True, interval=1500)
        self._persist.timeout.connect(lambda: self.painter.persist(self.geometry.metrics, self.dpr))

        self.tiles = [TileItem(self, t) for t in range(TILE_TOTAL)]
        for item in self.tiles:
            self.addItem(item)
        self.tableau_slots = [SlotItem(self) for _ in range(klondike.TABLEAU_PILES)]
        self.foundation_slots = [SlotItem(self) for _ in range(klondike.FOUNDATION_PILES)]
        self.stock_slot = SlotItem(self)
        self.waste_slot = SlotItem(self)
        for slot in (*self.tableau_slots, *self.foundation_slots, self.stock_slot, self.waste_slot):
            self.addItem(slot)
        self.set_labels = [self._text_item() for _ in klondike.FOUNDATION_SUITS]
        self._set_names = SUIT_NAMES  # or SHORT_SUIT_NAMES on a board too small for them
        self.stock_lines = [self._text_item(), self._text_item()]
        self.ring = FocusRing()  # the keyboard's
        self.drop_ring = FocusRing()  # where a drag would land
        for ring in (self.ring, self.drop_ring):
            ring.hide()
            self.addItem(ring)

        # Mouse: what the button went down on, and the drag under way (tile ids with their grab offsets).
        self._press: tuple[QPointF, int | None, bool] | None = None  # (where, tile, on the stock)
        self._dragging: list[tuple[TileItem, QPointF]] = []
        self._swallow_release = False
        self._hovered: Target | None = None  # the pile under a drag
        self._played_at = 0.0  # when a click last played a move: a double click right after it is two clicks
        # Keyboard: the key of the focused place (see _focus_points).
        self.focus_key: tuple | None = None

        self._moves: list[tuple[TileItem, QPointF, Placement]] = []
        self._hide_after: list[TileItem] = []
        self._slide = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=animation.DURATION_MS)
        self._slide.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._slide.valueChanged.connect(self._slide_step)
        self._slide.finished.connect(self._finish_slide)
        self._pulse = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=700, loopCount=4)
        self._pulse.valueChanged.connect(self._pulse_step)
        self._pulse.finished.connect(self._pulse_done)
        self._placed: dict[int, Placement] = {}
        controller.changed.connect(self.sync)
        self.sync()

    def _text_item(self) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setZValue(2)
        item.setBrush(QColor(self.theme.text))
        self.addItem(item)
        return item

    def _most_in_waste_fan(self) -> int:
        return max(self.controller.state.options.draw)

    # -- layout and art ----------------------------------------------------------------------
    def fit(self, width: int, height: int, dpr: float) -> None:
        geometry = Geometry.for_size(width, height, self._most_in_waste_fan())
        if dpr != self.dpr or geometry.metrics != self.geometry.metrics:
            # Only this size is kept: a window dragged through many sizes must not pile up tiles for each.
            self.painter.clear()
            self._slot_pixmaps.clear()
        self.dpr = dpr
        for item in (*self.tiles, *self.tableau_slots, *self.foundation_slots, self.stock_slot, self.waste_slot):
            item.prepareGeometryChange()  # before: their bounding rects follow self.geometry
        self.geometry = geometry
        self._place_fixed()
        self.sync(animate=False)
        self._persist.start()  # once the size settles

    def apply_theme(self, theme: Theme) -> None:
        super().apply_theme(theme)
        if theme.tiles != self.painter.tile_set:
            self.painter = TilePainter(theme.tiles, paths.cache_dir() / "tiles")
        self._slot_pixmaps.clear()
        for label in (*self.set_labels, *self.stock_lines):
            label.setBrush(QColor(theme.text))
        self.update()

    def _place_fixed(self) -> None:
        g = self.geometry
        for slot, pos in zip(self.tableau_slots, g.tableau):
            slot.setPos(pos)
        for slot, pos in zip(self.foundation_slots, g.foundations):
            slot.setPos(pos)
        self.stock_slot.setPos(g.stock)
        self.waste_slot.setPos(g.waste)
        font = QFont()
        font.setPixelSize(g.font_px)
        bold = QFont(font)
        bold.setBold(True)
        set_font = QFont(bold)
        room = g.metrics.width + g.metrics.depth + SET_GAP * g.metrics.width - 4
        self._set_names = SUIT_NAMES
        for names in (SUIT_NAMES, SHORT_SUIT_NAMES):  # the short names only when the whole ones cannot fit
            self._set_names = names
            set_font.setPixelSize(g.font_px)
            widest = max(QFontMetricsF(set_font).horizontalAdvance(name) for name in names.values())
            while set_font.pixelSize() > 8 and widest > room:
                set_font.setPixelSize(set_font.pixelSize() - 1)
                widest = max(QFontMetricsF(set_font).horizontalAdvance(name) for name in names.values())
            if widest <= room:
                break
        for label in self.set_labels:
            label.setFont(set_font)
        for i, line in enumerate(self.stock_lines):
            line.setFont(bold if i == 0 else font)
            line.setPos(g.stock_label.x(), g.stock_label.y() + i * g.font_px * 1.35)

    def slot_pixmap(self, caption: str) -> QPixmap:
        pixmap = self._slot_pixmaps.get(caption)
        if pixmap is None:
            pixmap = self._slot_pixmaps[caption] = self._paint_slot(caption)
        return pixmap

    def _paint_slot(self, caption: str) -> QPixmap:
        m = self.geometry.metrics
        pixmap = QPixmap(round(m.width * self.dpr), round(m.height * self.dpr))
        pixmap.setDevicePixelRatio(self.dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = QColor(self.theme.text)
        fill = QColor(0, 0, 0, 40) if not self.theme.dark else QColor(255, 255, 255, 14)
        ink.setAlpha(110)
        radius = m.width * self.painter.palette.corner
        painter.setBrush(fill)
        painter.setPen(QPen(ink, max(1.5, m.width * 0.03)))
        painter.drawRoundedRect(QRectF(1.5, 1.5, m.width - 3, m.height - 3), radius, radius)
        font = caption_font(caption, m.width) if caption else None
        if font is not None:
            ink.setAlpha(170)
            painter.setPen(ink)
            painter.setFont(font)
            painter.drawText(QRectF(3, 3, m.width - 6, m.height - 6),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), caption)
        painter.end()
        return pixmap

    # -- syncing with the state --------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        """Place every item as the state says; a drag in progress ends (its tiles go where the state has them)."""
        self._finish_slide()
        self._dragging = []
        self._press = None
        self._hovered = None
        self.drop_ring.hide()
        c = self.controller
        state = c.state
        g = self.geometry
        placed = placements(state, g, c.waste_group())
        animate = animate and animation.enabled() and bool(self._placed)
        moves, hide = [], []
        movable = c.movable_tiles()
        for item in self.tiles:
            where = placed[item.tile]
            item.face_up = where.face_up
            item.setToolTip(tile_name(item.tile) if where.face_up else "")
            show_cursor(item, Qt.CursorShape.OpenHandCursor if item.tile in movable else None)
            item.marks = ()
            if animate and item.pos() != where.pos and (where.shown or item.isVisible()):
                moves.append((item, item.pos(), where))
                item.setZValue(where.z + 5000)  # above the tiles it passes over
            else:
                item.setPos(where.pos)
                item.setZValue(where.z)
            if where.shown:
                item.setVisible(True)
            elif not animate:
                item.setVisible(False)
            elif item.isVisible():
                hide.append(item)  # once the slide is over, so a pile never shows empty on the way
            item.update()
        self._placed = placed
        self._label(state)
        self._mark(state)
        if moves or hide:
            self._moves, self._hide_after = moves, hide
            self._slide.start()
        self._update_ring()
        self.update()

    def _label(self, state) -> None:
        for set_index, (label, pos) in enumerate(zip(self.set_labels, self.geometry.set_labels)):
            label.setText(self._set_names[klondike.FOUNDATION_SUITS[set_index]])
            dragon = klondike.set_dragon(state, set_index)
            label.setToolTip(f"This set builds the {face_name(dragon)}s" if dragon else
                             "The first dragon put on this set decides its dragon type")
            label.setPos(pos.x() - label.boundingRect().width() / 2, pos.y())
            first = set_index * klondike.PILES_PER_SET
            for slot in self.foundation_slots[first:first + klondike.PILES_PER_SET]:
                slot.set_caption(face_name(dragon) if dragon else "Dragon")  # what its empty piles wait for
        self.stock_lines[0].setText(f"Stock {len(state.stock)}  ·  {state.draw_count} per turn")
        left = state.redeals_left
        redeals = "unlimited redeals" if left is None else {0: "no redeals left", 1: "1 redeal left"}.get(
            left, f"{left} redeals left")
        self.stock_lines[1].setText(f"Pass {pass_text(state)}  ·  {redeals}")
        empty_rule = state.options.empty_pile
        caption = {"wind": "Wind", "any": "", "none": "Closed"}[empty_rule]
        for slot in self.tableau_slots:
            slot.set_caption(caption)
        move = klondike.stock_move(state)
        self.stock_slot.set_caption("" if state.stock else "↻ Redeal" if move else "Empty")
        stock_tip = (f"Stock: {len(state.stock)} tiles, click or press Enter to turn {state.draw_count}"
                     if state.stock else "Click to turn the waste over" if move else "No redeals left")
        self.stock_slot.setToolTip(stock_tip)
        if state.stock:
            self.tiles[state.stock[0]].setToolTip(stock_tip)
            self.tiles[state.stock[0]].setCursor(Qt.CursorShape.PointingHandCursor)
        self.stock_slot.setCursor(Qt.CursorShape.PointingHandCursor if move else Qt.CursorShape.ArrowCursor)

    def _mark(self, state) -> None:
        c = self.controller
        for slot in (*self.tableau_slots, *self.foundation_slots, self.stock_slot, self.waste_slot):
            slot.marks = ()
            slot.update()
        if c.selected is not None:
            for tile in c.run_of(c.selected):
                self.tiles[tile].marks = ("selected",)
            self._outline_targets(c.selected)
        move = c.hinted
        if move is None:
            self._pulse.stop()
            return
        if isinstance(move, (klondike.Draw, klondike.Redeal)):
            if state.stock:
                self.tiles[state.stock[0]].marks = ("hint",)
            else:
                self.stock_slot.marks = ("hint",)
        else:
            for tile in c.run_of(move.tile):
                self.tiles[tile].marks = ("hint",)
            pile = (state.tableau if isinstance(move, klondike.ToTableau) else state.foundations)[move.pile]
            if pile:
                self.tiles[pile[-1]].marks = ("hint",)
            else:
                slots = self.tableau_slots if isinstance(move, klondike.ToTableau) else self.foundation_slots
                slots[move.pile].marks = ("hint",)
        self.glow = 1.0
        if animation.enabled():
            self._pulse.stop()
            self._pulse.start()

    def _outline_targets(self, tile: int) -> None:
        """Mark every pile the picked-up tile may go to."""
        for target in self.controller.targets_for(tile):
            item = self._top_item(target)
            item.marks += ("target",)
            item.update()

    def _top_item(self, target: Target) -> TileItem | SlotItem:
        state = self.controller.state
        pile = (state.tableau if target.area == "tableau" else state.foundations)[target.pile]
        if pile:
            return self.tiles[pile[-1]]
        return (self.tableau_slots if target.area == "tableau" else self.foundation_slots)[target.pile]

    def _slide_step(self, value: float) -> None:
        for item, start, end in self._moves:
            item.setPos(start + (end.pos - start) * value)

    def _finish_slide(self) -> None:
        """Skip to the end of a running slide: a new change never waits for an old one."""
        moves, hide = self._moves, self._hide_after
        self._moves, self._hide_after = [], []
        if self._slide.state() == QVariantAnimation.State.Running:
            self._slide.stop()
        for item, _, end in moves:
            item.setPos(end.pos)
            item.setZValue(end.z)
        for item in hide:
            item.setVisible(False)

    def _pulse_step(self, value: float) -> None:
        self.glow = max(0.3, 1.0 - abs(2 * value - 1))
        self.update()

    def _pulse_done(self) -> None:
        self.glow = 1.0
        self.update()

    # -- finding things under the mouse ------------------------------------------------------
    def tile_at(self, point: QPointF) -> int | None:
        for item in self.items(point, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, TileItem) and item.isVisible() and not self._is_dragged(item):
                return item.tile
        return None

    def _is_dragged(self, item: TileItem) -> bool:
        return any(dragged is item for dragged, _ in self._dragging)

    def on_stock(self, point: QPointF) -> bool:
        g = self.geometry
        return QRectF(g.stock, QPointF(g.stock.x() + g.metrics.width + g.metrics.depth,
                                       g.stock.y() + g.metrics.height + g.metrics.depth)).contains(point)

    def target_at(self, point: QPointF) -> Target | None:
        """The pile a drop at `point` means: a tableau column anywhere down its length, or a foundation pile."""
        g = self.geometry
        m = g.metrics
        half_gap = TABLEAU_GAP * m.width / 2
        for pile, origin in enumerate(g.tableau):
            if origin.x() - half_gap <= point.x() < origin.x() + m.width + m.depth + half_gap \
                    and point.y() >= origin.y() - m.height * 0.3:
                return Target("tableau", pile)
        pad = ROW_GAP * m.width / 2
        for pile, origin in enumerate(g.foundations):
            if QRectF(origin.x() - pad, origin.y() - pad, m.width + m.depth + 2 * pad,
                      m.height + m.depth + 2 * pad).contains(point):
                return Target("foundation", pile)
        return None

    def target_of_tile(self, tile: int) -> Target | None:
        place = klondike.locate(self.controller.state, tile)
        if place.area in ("tableau", "foundation"):
            return Target(place.area, place.pile)
        return None

    # -- the mouse ---------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._finish_slide()
        if self.focus_key is not None:
            self.focus_key = None  # the mouse took over
            self._update_ring()
        point = event.scenePos()
        tile = self.tile_at(point)
        stock = self.on_stock(point) and (tile is None or tile in self.controller.state.stock)
        self._press = (point, None if stock else tile, stock)
        self._swallow_release = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        start, tile, _ = self._press
        point = event.scenePos()
        if not self._dragging:
            if tile is None or (point - start).manhattanLength() < QApplication.startDragDistance():
                return
            if not self.controller.movable(tile) or not self.controller._can_act():
                return
            self._dragging = [(self.tiles[t], self.tiles[t].pos() - start) for t in self.controller.run_of(tile)]
            for i, (item, _) in enumerate(self._dragging):
                item.setZValue(10_000 + i)
            self._outline_targets(tile)
        for item, offset in self._dragging:
            item.setPos(point + offset)
        self._show_drop_target(self._drop_target(point))

    def _drop_target(self, point: QPointF) -> Target | None:
        """Where the dragged tiles would land: under the middle of the head tile, else under the pointer."""
        head = self._dragging[0][0]
        m = self.geometry.metrics
        return self.target_at(head.pos() + QPointF(m.width / 2, m.height / 2)) or self.target_at(point)

    def _show_drop_target(self, target: Target | None) -> None:
        """Ring the pile a drop would go to, above the dragged tiles, when it would be taken."""
        if target == self._hovered:
            return
        self._hovered = target
        if target is None or not self.controller.takes(self._dragging[0][0].tile, target):
            self.drop_ring.hide()
            return
        self.drop_ring.set_rect(self._target_rect(target))
        self.drop_ring.show()

    def _target_rect(self, target: Target) -> QRectF:
        """The face of a pile's top tile, or its empty place."""
        item = self._top_item(target)
        if isinstance(item, TileItem):
            return self.face_rect(item.tile)
        m = self.geometry.metrics
        return QRectF(item.pos(), QSizeF(m.width, m.height))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        start, tile, stock = self._press
        dragging = self._dragging
        self._press = None
        if self._swallow_release:
            self._swallow_release = False
            return
        if dragging:
            head = dragging[0][0]
            target = self._drop_target(event.scenePos())
            self._dragging = []
            if target is None or not self.controller.drop(head.tile, target):
                self.sync()  # back where the state has them
            return
        self.click(tile, stock, event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = event.scenePos()
        tile = self.tile_at(point)
        if self.on_stock(point) and (tile is None or tile in self.controller.state.stock):
            self.mousePressEvent(event)  # a fast second click on the stock turns it again
            return
        just_played = time.monotonic() - self._played_at < QApplication.doubleClickInterval() / 1000
        if tile is None or just_played or not self.controller.movable(tile):
            # The first click moved something, so this is not a double click on one tile: just another click.
            self.mousePressEvent(event)
            return
        self._press = (point, tile, False)
        self._swallow_release = True
        self.controller.to_foundation(tile)

    def click(self, tile: int | None, stock: bool, point: QPointF) -> None:
        before = self.controller.state
        self._click(tile, stock, point)
        if self.controller.state is not before:
            self._played_at = time.monotonic()

    def _click(self, tile: int | None, stock: bool, point: QPointF) -> None:
        c = self.controller
        held = c.selected
        if stock:
            c.click_stock()
            return
        if held is None:
            if tile is not None:
                c.select(tile)
            return
        if tile == held:
            c.select(None)
            return
        target = self.target_of_tile(tile) if tile is not None else self.target_at(point)
        if tile is not None and target is not None and target.area == "tableau" \
                and c.state.tableau[target.pile][-1] != tile and c.movable(tile):
            c.select(tile)  # a tile higher up another pile: pick that one instead
            return
        if target is None:
            c.select(tile if tile is not None and c.movable(tile) else None)
            return
        if not c.drop(held, target):
            c.select(None)

    # -- the keyboard ------------------------------------------------------------------------
    def _focus_points(self) -> dict[tuple, QRectF]:
        """What the arrows can reach: with nothing held, what can be picked up; holding, where it can go."""
        c = self.controller
        state = c.state
        out: dict[tuple, QRectF] = {}
        if c.selected is None:
            for pile, tiles in enumerate(state.tableau):
                for tile in tiles[state.face_down[pile]:]:
                    out[("tile", tile)] = self._visible_rect(tile)
            if state.waste:
                out[("tile", state.waste[-1])] = self.face_rect(state.waste[-1])
            out[("stock",)] = QRectF(self.geometry.stock, self.stock_slot.boundingRect().size())
            return out
        out[("tile", c.selected)] = self._visible_rect(c.selected)
        for pile, tiles in enumerate(state.tableau):
            if c.selected not in tiles:
                out[("tableau", pile)] = self._target_rect(Target("tableau", pile))
        for pile in range(klondike.FOUNDATION_PILES):
            out[("foundation", pile)] = self._target_rect(Target("foundation", pile))
        return out

    def face_rect(self, tile: int) -> QRectF:
        """A tile's face where the state puts it (a sliding tile is on its way there)."""
        m = self.geometry.metrics
        return QRectF(self._placed[tile].pos, QSizeF(m.width, m.height))

    def _visible_rect(self, tile: int) -> QRectF:
        """The part of a tableau tile that shows: down to the next tile, or the whole face for the last."""
        rect = self.face_rect(tile)
        place = klondike.locate(self.controller.state, tile)
        if place.area == "tableau":
            pile = self.controller.state.tableau[place.pile]
            if place.index + 1 < len(pile):
                rect.setBottom(self._placed[pile[place.index + 1]].pos.y())
        return rect

    def keyPressEvent(self, event) -> None:
        key = Qt.Key(event.key())
        c = self.controller
        if key in keyboard.DIRECTIONS:
            rects = self._focus_points()
            self.focus_key = keyboard.step({k: r.center() for k, r in rects.items()}, self.focus_key, key)
            self._update_ring()
        elif key in keyboard.ACTIVATE:
            self.activate()
        elif key == Qt.Key.Key_Escape and c.selected is not None:
            c.select(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def activate(self) -> None:
        """Enter or Space on the focused place: pick up, put down, or turn the stock."""
        c = self.controller
        key = self.focus_key
        if key is None or key == ("stock",):
            if c.selected is None:
                c.click_stock()
            else:
                c.select(None)
            return
        if key[0] == "tile":
            c.select(None if c.selected == key[1] else key[1])
            return
        if c.selected is not None:
            c.drop(c.selected, Target(key[0], key[1]))

    def _update_ring(self) -> None:
        if self.focus_key is None:
            self.ring.hide()
            return
        rects = self._focus_points()
        if self.focus_key not in rects:
            # After a move, stay near where the focus was: on the same pile's new last tile, or the nearest place.
            self.focus_key = self._nearest(rects)
        if self.focus_key is None:
            self.ring.hide()
            return
        self.ring.set_rect(rects[self.focus_key])
        self.ring.show()

    def _nearest(self, rects: dict[tuple, QRectF]) -> tuple | None:
        if not rects:
            return None
        here = self.ring.rect.center()
        return min(rects, key=lambda k: (rects[k].center() - here).manhattanLength())


CONTROLLER = KlondikeController
SCENE = KlondikeScene
RULES_DIALOG = KlondikeOptionsDialog
