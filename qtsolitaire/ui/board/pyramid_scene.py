"""The Pyramid Solitaire board on the shared board layer (scene.py): seven overlapping rows, stock and
waste at the top left, the temporary store and the foundation at the top right. Here is where each card
lies for a state, the cards' and piles' art, and what a point or a key names; the controller asks the
engine what each touch means.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient

from qtsolitaire.engine.pyramid import interaction
from qtsolitaire.engine.pyramid.cards import card_label
from qtsolitaire.engine.pyramid.game import ROW_OF, place
from qtsolitaire.engine.pyramid.interaction import FOUNDATION, PILES, PYRAMID, STOCK, TEMP, WASTE, location
from qtsolitaire.ui.art.themes import find_set_or_default
from qtsolitaire.ui.board.card_art import CardArt
from qtsolitaire.ui.board.items import Piece
from qtsolitaire.ui.board.pyramid_controller import PyramidController
from qtsolitaire.ui.board.scene import SMALLEST_CAPTION_PX, GameScene, Placement, redeals_left_text
from qtsolitaire.ui.board.view import show_cursor
from qtsolitaire.ui.dialogs.pyramid_options import PyramidOptionsDialog
from qtsolitaire.ui.i18n import text, translate
from qtsolitaire.ui.theme import Theme


class Card(Piece):
    def __init__(self, board: "PyramidScene", card: int) -> None:
        super().__init__(board, card)
        self.covered = False


class Pile(Piece):
    """An empty place (stock, waste, store, foundation) with its name or count beneath."""

    def __init__(self, board: "PyramidScene", pile: str) -> None:
        super().__init__(board, pile)
        self.caption: list[str] = []
        self.redeal = None  # for the stock: "ready", "none" or None while it holds cards
        self.setZValue(-1)


class PyramidScene(GameScene):
    SHOWN_IN_PILE = 3  # the top cards of a pile that are drawn; the rest lie hidden beneath

    def __init__(self, controller: PyramidController, theme: Theme) -> None:
        super().__init__(controller, theme)
        self.art = CardArt(theme, 80, 112, self.dpr)
        self.row_step = 50.0
        self.pile_step = 3
        self.caption_height = 30.0
        self.caption_font = QFont()
        self.label_font = QFont()
        self.slots: dict[str, QPointF] = {}
        self._felt = QPixmap()
        self.piles = {pile: self.add_piece(pile, Pile) for pile in PILES}
        self.cards = [self.add_piece(card, Card) for card in range(52)]
        self.fit(1000, 700, 1.0)

    # -- geometry --------------------------------------------------------------------------
    def fit(self, width: int, height: int, dpr: float) -> None:
        # In card widths: seven cards and their gaps, plus a little room either side for the piles;
        # in card heights: six row steps of 0.45 and the bottom card.
        aspect = float(find_set_or_default("cards", self.theme.cards).info.get("aspect_ratio", 250 / 350))
        card_w = int(min(width * 0.96 / 8.3, height * 0.95 / (3.7 / aspect + 0.1)))
        card_w = max(card_w, 24)
        card_h = round(card_w / aspect)
        self.dpr = dpr
        self.art = CardArt(self.theme, card_w, card_h, dpr)
        self.row_step = round(card_h * 0.45)
        gap = round(card_w * 0.1)
        self.pile_step = max(1, round(card_w * 0.03))
        board_w = 8.3 * card_w
        board_h = 6 * self.row_step + card_h
        left = (width - board_w) / 2
        top = max(6.0, (height - board_h) / 2)
        centre = width / 2
        self._places = []
        for p, row in enumerate(ROW_OF):
            index = p - place(row, 0)
            x = centre - card_w / 2 + (index - row / 2) * (card_w + gap)
            self._places.append(QPointF(round(x), round(top + row * self.row_step)))
        pile_gap = round(card_w * 0.15)
        self.slots = {
            STOCK: QPointF(round(left), round(top)),
            WASTE: QPointF(round(left + card_w + pile_gap), round(top)),
            FOUNDATION: QPointF(round(left + board_w - card_w), round(top)),
            TEMP: QPointF(round(left + board_w - 2 * card_w - pile_gap), round(top)),
        }
        self.caption_font = QFont()
        self.caption_font.setPixelSize(max(9, round(card_w * 0.13)))
        self.label_font = QFont()
        self.label_font.setPixelSize(max(8, round(card_w * 0.13)))
        self.label_font.setBold(True)
        self.caption_height = round(card_w * 0.13 * 1.35) * 2
        self._felt = self._paint_felt(width, height)
        self.relayout()
        for pile, item in self.piles.items():
            item.setPos(self.slots[pile])
        self.sync(animate=False)

    def apply_theme(self, theme: Theme) -> None:
        super().apply_theme(theme)
        self.art = CardArt(theme, self.art.width, self.art.height, self.dpr)
        self._felt = self._paint_felt(self._felt.width() / self._felt.devicePixelRatio(),
                                      self._felt.height() / self._felt.devicePixelRatio())
        self.sync(animate=False)

    def _paint_felt(self, width: float, height: float) -> QPixmap:
        """The table, lit in the middle and darker toward its edges; painted once per size."""
        felt = QPixmap(max(1, round(width * self.dpr)), max(1, round(height * self.dpr)))
        felt.setDevicePixelRatio(self.dpr)
        painter = QPainter(felt)
        light = QRadialGradient(QPointF(width / 2, height * 0.42), max(width, height) * 0.75)
        light.setColorAt(0.0, QColor(self.theme.table).lighter(108))
        light.setColorAt(0.6, QColor(self.theme.table))
        light.setColorAt(1.0, QColor(self.theme.table_edge))
        painter.fillRect(QRectF(0, 0, width, height), light)
        painter.end()
        return felt

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, self.backgroundBrush())
        painter.drawPixmap(QPointF(0, 0), self._felt)

    # -- where each card lies ----------------------------------------------------------------
    def placements(self, state) -> dict[int, Placement]:
        return {card: self._place(state, card, *location(state, card)) for card in range(52)}

    def _place(self, state, card: int, where: str, index: int) -> Placement:
        if where == PYRAMID:
            return Placement(self._places[index], 10 + ROW_OF[index])
        pile = {STOCK: state.stock, WASTE: state.waste, FOUNDATION: state.foundation}.get(where, (card,))
        depth = len(pile) - 1 - index
        face_up = where != STOCK or (depth == 0 and state.rules.stock_top_available)
        # The cards beneath the top peek out down and to the right, so a pile shows its thickness.
        under = min(depth, self.SHOWN_IN_PILE - 1) * self.pile_step
        return Placement(self.slots[where] + QPointF(under, under), 100 + index, face_up, depth < self.SHOWN_IN_PILE)

    # -- the art -----------------------------------------------------------------------------
    def piece_bounds(self, piece: Piece) -> QRectF:
        m, art = CardArt.MARGIN, self.art
        if isinstance(piece, Pile):
            return QRectF(-20, -m, art.width + 40, art.height + 2 * m + 3 * self.pile_step + self.caption_height)
        return QRectF(-m, -m, art.width + 2 * m, art.height + 2 * m)

    def piece_face(self, piece: Piece) -> QRectF:
        return QRectF(0, 0, self.art.width, self.art.height)

    def paint_piece(self, painter: QPainter, piece: Piece) -> None:
        if isinstance(piece, Pile):
            self._paint_pile(painter, piece)
            return
        art, m = self.art, -CardArt.MARGIN
        painter.drawPixmap(m, m, art.overlay("shadow"))
        painter.drawPixmap(0, 0, art.face(piece.key if piece.face_up else None))
        if piece.covered:
            painter.drawPixmap(m, m, art.overlay("covered"))
        self.paint_marks(painter, piece, art.overlay, m)

    def _paint_pile(self, painter: QPainter, pile: "Pile") -> None:
        art, board = self.art, self
        painter.drawPixmap(0, 0, art.face("slot"))
        text = QColor(board.theme.text)
        if pile.redeal:
            self._paint_redeal(painter, text, pile.redeal)
        self.paint_marks(painter, pile, art.overlay, -CardArt.MARGIN)
        painter.setPen(text)
        line = board.caption_height / 2
        for i, words in enumerate(pile.caption):
            box = QRectF(-20, art.height + 3 * board.pile_step + 2 + i * line, art.width + 40, line)
            painter.setFont(self._caption_font_for(words, box.width()))
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, words)

    def _caption_font_for(self, words: str, width: float) -> QFont:
        """The caption font, made smaller for a line too wide for its pile ("Noch 2 Neuverteilungen")."""
        font = self.caption_font
        wide = QFontMetricsF(font).horizontalAdvance(words)
        if wide <= width:
            return font
        smaller = QFont(font)
        smaller.setPixelSize(max(SMALLEST_CAPTION_PX, int(font.pixelSize() * width / wide)))
        return smaller

    def _paint_redeal(self, painter: QPainter, text: QColor, redeal: str) -> None:
        """A circling arrow: bright while a redeal is left, faint once none is."""
        art = self.art
        colour = QColor(text)
        colour.setAlpha(230 if redeal == "ready" else 70)
        size = art.width * 0.42
        box = QRectF((art.width - size) / 2, art.height * 0.36 - size / 2, size, size)
        painter.setPen(QPen(colour, max(2.0, art.width / 22), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(box, 100 * 16, 290 * 16)
        tip = QPointF(box.center().x() + size / 2 * 0.17, box.top())
        head = size * 0.22
        arrow = QPainterPath(tip + QPointF(-head, -head * 0.75))
        arrow.lineTo(tip)
        arrow.lineTo(tip + QPointF(-head, head * 0.75))
        painter.drawPath(arrow)
        if redeal == "ready":  # the caption beneath says when none is left
            painter.setFont(self.label_font)
            painter.drawText(QRectF(0, art.height * 0.6, art.width, art.height * 0.3),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             translate("PyramidScene", "Redeal"))

    def dress(self, state) -> None:
        available = set(state.available_cards)
        selectable = interaction.selectable_cards(state)
        for item in self.cards:
            where, _ = location(state, item.key)
            item.covered = where == PYRAMID and item.key not in available
            item.setToolTip(self._tooltip(item.key, where, item.face_up, item.covered))
            playable = where == STOCK or (where != FOUNDATION and item.key in selectable)
            show_cursor(item, Qt.CursorShape.PointingHandCursor if playable else None)
        self._dress_piles(state)

    def _dress_piles(self, state) -> None:
        stock, temp = self.piles[STOCK], self.piles[TEMP]
        stock.caption = [PyramidScene.tr("Stock %n", "the stock's caption: the cards in it", len(state.stock)),
                         redeals_left_text(state.redeals_left)]
        stock.redeal = None if state.stock else ("ready" if state.can_redeal else "none")
        if state.stock:
            stock.setToolTip(translate("PyramidScene", "Stock: click to turn a card"))
        elif state.can_redeal:
            stock.setToolTip(translate("PyramidScene", "Click to redeal"))
        else:
            stock.setToolTip(translate("PyramidScene", "No redeals left"))
        self.piles[WASTE].caption = [PyramidScene.tr("Waste %n", "the waste's caption: the cards in it",
                                                     len(state.waste))]
        self.piles[FOUNDATION].caption = [PyramidScene.tr("Removed %n", "the foundation's caption: the cards in it",
                                                          len(state.foundation))]
        temp.setVisible(state.rules.temp_store)
        temp.caption = [translate("PyramidScene", "Store")]
        temp.setToolTip(translate("PyramidScene", "Store: drop a card here to park it"))
        for key, item in self.piles.items():
            clickable = key == TEMP or (key == STOCK and state.can_redeal)
            show_cursor(item, Qt.CursorShape.PointingHandCursor if clickable else None)
            item.update()

    @staticmethod
    def _tooltip(card: int, where: str, face_up: bool, covered: bool) -> str:
        if not face_up:
            return translate("PyramidScene", "Stock: click to turn a card")
        name = text(card_label(card))
        if where == PYRAMID:
            return translate("PyramidScene", "{card} (covered)").format(card=name) if covered else name
        places = {
            STOCK: translate("PyramidScene", "{card} (stock top)"),
            WASTE: translate("PyramidScene", "{card} (waste top)"),
            TEMP: translate("PyramidScene", "{card} (in the store)"),
            FOUNDATION: translate("PyramidScene", "{card} (removed)"),
        }
        return places[where].format(card=name)

    def hint_keys(self):
        return interaction.hint_targets(self.controller.state, self.controller.hinted)

    # -- what a point or a key names ------------------------------------------------------------
    def click(self, key, point: QPointF) -> None:
        if key is not None:
            self.controller.touch(key)

    def drag_keys(self, key):
        c = self.controller
        return (key,) if isinstance(key, int) and interaction.draggable(c.state, key) else None

    def drop_target(self, point: QPointF):
        key = self.piece_at(point)
        return key if isinstance(key, int) or key in (TEMP, FOUNDATION) else None

    def drop_allowed(self, card: int, target) -> bool:
        return self.controller.drop_allowed(card, target)

    def drop(self, card, target) -> None:
        if isinstance(card, int):  # not a pile pressed and pulled away
            self.controller.drop(card, target)

    def focus_rects(self) -> dict:
        """What the focus ring can rest on: the cards that can be picked, the piles that can be played."""
        c = self.controller
        state = c.state
        rects = {}
        selectable = interaction.selectable_cards(state)
        available = set(state.available_cards)
        for card in range(52):
            where, _ = location(state, card)
            if where == PYRAMID and card in selectable:
                rects[card] = self.face_rect(card)
            elif where in (WASTE, TEMP) and card in available:
                rects[where] = self._pile_rect(where)
        rects[STOCK] = self._pile_rect(STOCK)
        if state.rules.temp_store and state.temp is None and c.selected is not None:
            rects[TEMP] = self._pile_rect(TEMP)
        return rects

    def _pile_rect(self, pile: str) -> QRectF:
        return QRectF(self.slots[pile], self.piece_face(self.piles[pile]).size())

    def activate(self, key) -> None:
        if key is not None:
            self.controller.touch(key)

    def focus_item(self, key=None):
        """The card a pile's focus ring is on: its top card, or the empty place."""
        key = self.focus_key if key is None else key
        if key is None:
            return None
        state = self.controller.state
        if isinstance(key, int):
            return self.cards[key]
        if key == WASTE and state.waste:
            return self.cards[state.waste[-1]]
        if key == TEMP and state.temp is not None:
            return self.cards[state.temp]
        if key == STOCK and state.stock:
            return self.cards[state.stock[-1]]
        return self.piles[key]


CONTROLLER = PyramidController
SCENE = PyramidScene
RULES_DIALOG = PyramidOptionsDialog
