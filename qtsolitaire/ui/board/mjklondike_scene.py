"""The MahJongg Klondike board on the shared board layer (scene.py): its geometry is mjklondike_geometry.py;
here are its pieces' art (tiles, empty places with their captions, the set labels and stock lines) and what
a point or a key on it names. Clicks, drags and keys become calls on the controller, which asks the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from qtsolitaire.engine.mjklondike import game as klondike
from qtsolitaire.engine.mjklondike import interaction
from qtsolitaire.engine.mjklondike.interaction import STOCK, Target
from qtsolitaire.engine.mjklondike.tiles import FACE, SUIT_NAMES, face_name, tile_name
from qtsolitaire.store import paths
from qtsolitaire.ui.board.items import Piece
from qtsolitaire.ui.board.mjklondike_controller import TILE_TOTAL, KlondikeController, pass_text
from qtsolitaire.ui.board.mjklondike_geometry import (
    SET_GAP, Geometry, caption_font, placements, short_suit_names,
)
from qtsolitaire.ui.board.scene import GameScene, Placement, redeals_left_text
from qtsolitaire.ui.board.tile_pixmaps import TilePainter
from qtsolitaire.ui.board.view import show_cursor
from qtsolitaire.ui.dialogs.mjklondike_options import KlondikeOptionsDialog
from qtsolitaire.ui.i18n import number, text, translate
from qtsolitaire.ui.theme import Theme

WASTE = "waste"


def suit_names() -> dict[str, str]:
    """The set labels: the suits' whole names, in the player's language."""
    return {suit: text(name) for suit, name in SUIT_NAMES.items()}


class Slot(Piece):
    """An empty place on the table, with what it waits for written on it."""

    def __init__(self, board: "KlondikeScene", key) -> None:
        super().__init__(board, key)
        self.caption = ""
        self.setZValue(1)

    def set_caption(self, caption: str) -> None:
        if caption != self.caption:
            self.caption = caption
            self.update()


class KlondikeScene(GameScene):
    def __init__(self, controller: KlondikeController, theme: Theme) -> None:
        super().__init__(controller, theme)
        self.painter = TilePainter(theme.tiles, paths.cache_dir() / "tiles")
        self.geometry = Geometry.for_size(1280, 760, self._most_in_waste_fan())
        self._slot_pixmaps: dict[str, QPixmap] = {}
        self._persist = QTimer(self, singleShot=True, interval=1500)
        self._persist.timeout.connect(lambda: self.painter.persist(self.geometry.metrics, self.dpr))
        self.tiles = [self.add_piece(tile) for tile in range(TILE_TOTAL)]
        self.tableau_slots = [self.add_piece(Target("tableau", p), Slot) for p in range(klondike.TABLEAU_PILES)]
        self.foundation_slots = [self.add_piece(Target("foundation", p), Slot)
                                 for p in range(klondike.FOUNDATION_PILES)]
        self.stock_slot = self.add_piece(STOCK, Slot)
        self.waste_slot = self.add_piece(WASTE, Slot)
        self.set_labels = [self._text_item() for _ in klondike.FOUNDATION_SUITS]
        self._set_names = suit_names()  # or short_suit_names() on a board too small for them
        self.stock_lines = [self._text_item(), self._text_item()]
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
        self.relayout()  # before: their bounding rects follow self.geometry
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
        for names in (suit_names(), short_suit_names()):  # the short names only when the whole ones cannot fit
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

    # -- the pieces and their art ------------------------------------------------------------------
    def placements(self, state) -> dict[int, Placement]:
        return placements(state, self.geometry, self.controller.waste_group())

    def piece_bounds(self, piece: Piece) -> QRectF:
        m = self.geometry.metrics
        if isinstance(piece, Slot):
            return QRectF(0, 0, m.width, m.height)
        return QRectF(0, 0, m.width + 2 * m.depth, m.height + 2 * m.depth)

    def piece_face(self, piece: Piece) -> QRectF:
        m = self.geometry.metrics
        return QRectF(0, 0, m.width, m.height)

    def piece_hit(self, piece: Piece) -> QRectF:
        m = self.geometry.metrics
        if isinstance(piece, Slot):
            return self.piece_face(piece)
        return QRectF(0, 0, m.width + m.depth, m.height + m.depth)  # the tile's thickness is hit too

    def paint_piece(self, painter: QPainter, piece: Piece) -> None:
        m = self.geometry.metrics
        if isinstance(piece, Slot):
            painter.drawPixmap(0, 0, self.slot_pixmap(piece.caption))
        else:
            face = FACE[piece.key] if piece.face_up else "back"
            painter.drawPixmap(0, 0, self.painter.tile(face, m, self.dpr, piece.shade))
        self.paint_marks(painter, piece, lambda mark: self.painter.overlay(mark, m, self.dpr))

    def dress(self, state) -> None:
        movable = self.controller.movable_tiles()
        for piece in self.tiles:
            piece.setToolTip(text(tile_name(piece.key)) if piece.face_up else "")
            show_cursor(piece, Qt.CursorShape.OpenHandCursor if piece.key in movable else None)
        self._label(state)

    def _label(self, state) -> None:
        for set_index, (label, pos) in enumerate(zip(self.set_labels, self.geometry.set_labels)):
            label.setText(self._set_names[klondike.FOUNDATION_SUITS[set_index]])
            dragon = klondike.set_dragon(state, set_index)
            label.setToolTip(translate("KlondikeScene", "This set builds the {dragon} tiles").format(
                dragon=text(face_name(dragon))) if dragon else
                translate("KlondikeScene", "The first dragon put on this set decides its dragon type"))
            label.setPos(pos.x() - label.boundingRect().width() / 2, pos.y())
            first = set_index * klondike.PILES_PER_SET
            for slot in self.foundation_slots[first:first + klondike.PILES_PER_SET]:
                # What its empty piles wait for.
                slot.set_caption(text(face_name(dragon)) if dragon else translate("KlondikeScene", "Dragon"))
        self.stock_lines[0].setText(translate("KlondikeScene", "Stock {tiles}  ·  {draw} per turn").format(
            tiles=number(len(state.stock)), draw=number(state.draw_count)))
        self.stock_lines[1].setText(translate("KlondikeScene", "Pass {pass_number}  ·  {redeals}").format(
            pass_number=pass_text(state), redeals=redeals_left_text(state.redeals_left)))
        captions = {"wind": translate("KlondikeScene", "Wind"), "any": "", "none": translate("KlondikeScene", "Closed")}
        for slot in self.tableau_slots:
            slot.set_caption(captions[state.options.empty_pile])
        move = klondike.stock_move(state)
        if state.stock:
            self.stock_slot.set_caption("")
            stock_tip = KlondikeScene.tr("Stock: %n tile(s), click or press Enter to turn {draw}", None,
                                         len(state.stock)).format(draw=number(state.draw_count))
        elif move:
            self.stock_slot.set_caption(translate("KlondikeScene", "↻ Redeal"))
            stock_tip = translate("KlondikeScene", "Click to turn the waste over")
        else:
            self.stock_slot.set_caption(translate("KlondikeScene", "Empty"))
            stock_tip = translate("KlondikeScene", "No redeals left")
        self.stock_slot.setToolTip(stock_tip)
        if state.stock:
            self.tiles[state.stock[0]].setToolTip(stock_tip)
            self.tiles[state.stock[0]].setCursor(Qt.CursorShape.PointingHandCursor)
        self.stock_slot.setCursor(Qt.CursorShape.PointingHandCursor if move else Qt.CursorShape.ArrowCursor)

    # -- marks -------------------------------------------------------------------------------------
    def selection_keys(self):
        c = self.controller
        return () if c.selected is None else c.run_of(c.selected)

    def target_keys(self):
        """Every pile the picked-up or dragged tile may go to."""
        held = self.dragged_key() if self.dragged_key() is not None else self.controller.selected
        return () if held is None else [self._top_key(t) for t in self.controller.targets_for(held)]

    def hint_keys(self):
        tiles, place = interaction.hint_marks(self.controller.state, self.controller.hinted)
        return [*tiles, place] if place is not None else tiles

    def _top_key(self, target: Target):
        state = self.controller.state
        pile = (state.tableau if target.area == "tableau" else state.foundations)[target.pile]
        return pile[-1] if pile else target

    def target_piece(self, target: Target) -> Piece:
        return self.pieces[self._top_key(target)]

    # -- what a point names --------------------------------------------------------------------------
    def press_key(self, point: QPointF):
        tile = self.piece_at(point)
        if not isinstance(tile, int):
            tile = None  # an empty place: the pile is found by where the point is
        if self.geometry.on_stock(point) and (tile is None or tile in self.controller.state.stock):
            return STOCK
        return tile if tile is not None else self.geometry.pile_at(point)

    def click(self, key, point: QPointF) -> None:
        self.controller.click(key)

    def double_click(self, key) -> bool:
        if not isinstance(key, int) or not self.controller.movable(key):
            return False  # the stock, or a tile that cannot go anywhere: another click
        self.controller.to_foundation(key)
        return True

    def drag_keys(self, key):
        c = self.controller
        return c.run_of(key) if isinstance(key, int) and c.movable(key) else None

    def drop_target(self, point: QPointF) -> Target | None:
        """Where the dragged tiles would land: under the middle of the head tile, else under the pointer."""
        if self.dragged_key() is None:
            return self.geometry.pile_at(point)
        head = self.pieces[self.dragged_key()]
        m = self.geometry.metrics
        return self.geometry.pile_at(head.pos() + QPointF(m.width / 2, m.height / 2)) or self.geometry.pile_at(point)

    def drop_allowed(self, tile: int, target: Target) -> bool:
        return self.controller.takes(tile, target)

    def drop(self, tile, target: Target | None) -> None:
        if isinstance(tile, int) and target is not None:
            self.controller.drop(tile, target)

    # -- the keyboard ----------------------------------------------------------------------------
    def focus_rects(self) -> dict:
        """What the arrows can reach: with nothing held, what can be picked up; holding, where it can go."""
        c = self.controller
        state = c.state
        out: dict = {}
        if c.selected is None:
            for pile, tiles in enumerate(state.tableau):
                for tile in tiles[state.face_down[pile]:]:
                    out[tile] = self._visible_rect(tile)
            if state.waste:
                out[state.waste[-1]] = self.face_rect(state.waste[-1])
            out[STOCK] = QRectF(self.geometry.stock, self.stock_slot.boundingRect().size())
            return out
        out[c.selected] = self._visible_rect(c.selected)
        for pile, tiles in enumerate(state.tableau):
            if c.selected not in tiles:
                out[Target("tableau", pile)] = self._target_rect(Target("tableau", pile))
        for pile in range(klondike.FOUNDATION_PILES):
            out[Target("foundation", pile)] = self._target_rect(Target("foundation", pile))
        return out

    def _target_rect(self, target: Target) -> QRectF:
        """The face of a pile's top tile, or its empty place."""
        key = self._top_key(target)
        return self.face_rect(key) if isinstance(key, int) else QRectF(self.pieces[key].pos(), QSizeF(
            self.geometry.metrics.width, self.geometry.metrics.height))

    def activate(self, key) -> None:
        self.controller.activate(key)

    def _visible_rect(self, tile: int) -> QRectF:
        """The part of a tableau tile that shows: down to the next tile, or the whole face for the last."""
        rect = self.face_rect(tile)
        place = klondike.locate(self.controller.state, tile)
        if place.area == "tableau":
            pile = self.controller.state.tableau[place.pile]
            if place.index + 1 < len(pile):
                rect.setBottom(self.placed(pile[place.index + 1]).pos.y())
        return rect


CONTROLLER = KlondikeController
SCENE = KlondikeScene
RULES_DIALOG = KlondikeOptionsDialog
