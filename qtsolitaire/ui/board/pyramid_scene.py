"""The Pyramid Solitaire board: seven overlapping rows, stock and waste at the top left,
the temporary store and the foundation at the top right.

Every card is one CardItem for the whole game, keyed by its engine id; after each change the
scene asks the state where each card lies and moves the items there. Clicks, drags and keys
only name a card or a pile to the controller, which turns them into engine moves.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSceneMouseEvent

from qtsolitaire.engine.pyramid.cards import KING, PAIR_SUM, card_label, card_name, value
from qtsolitaire.engine.pyramid.game import COVERED_BY, ROW_OF, Draw, Park, Redeal, Remove, place
from qtsolitaire.engine.api import IllegalMove
from qtsolitaire.ui import animation
from qtsolitaire.ui.art.cache import card_face
from qtsolitaire.ui.art.themes import find_set_or_default
from qtsolitaire.ui.board import keyboard
from qtsolitaire.ui.board.view import BoardScene, show_cursor
from qtsolitaire.ui.clock import format_seconds
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.dialogs.pyramid_options import PyramidOptionsDialog
from qtsolitaire.ui.theme import Theme

STOCK, WASTE, TEMP, FOUNDATION = "stock", "waste", "temp", "foundation"
PILES = (STOCK, WASTE, TEMP, FOUNDATION)


def location(state, card: int) -> tuple[str, int]:
    """Where a card lies: ("pyramid", place) or (pile, index from the bottom of the pile)."""
    if card in state.pyramid:
        return "pyramid", state.pyramid.index(card)
    if card == state.temp:
        return TEMP, 0
    for pile, cards in ((WASTE, state.waste), (STOCK, state.stock), (FOUNDATION, state.foundation)):
        if card in cards:
            return pile, cards.index(card)
    raise ValueError(f"card {card} is nowhere in the position")


def half_covered(state, card: int) -> bool:
    """A pyramid card with just one card left resting on it: under the covering-pair option it
    may pair with that card."""
    where, p = location(state, card)
    if where != "pyramid" or state.is_uncovered(p):
        return False
    return sum(state.pyramid[c] is not None for c in COVERED_BY[p]) == 1


def describe_move(move) -> str:
    if isinstance(move, Draw):
        return "turn a card from the stock"
    if isinstance(move, Redeal):
        return "turn the waste over to make a new stock"
    if isinstance(move, Park):
        return f"park the {card_label(move.card)} in the store"
    if len(move.cards) == 1:
        return f"remove the {card_label(move.cards[0])}"
    a, b = move.cards
    return f"pair the {card_label(a)} with the {card_label(b)}"


class PyramidController(GameController):

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.selected: int | None = None
        self.hinted = None  # the engine move the hint points at

    # -- judgement and the status bar ------------------------------------------------------
    def is_won(self, state) -> bool:
        return state.is_won

    def is_lost(self, state) -> bool:
        return self.engine.is_lost(state)  # a search: asked once per new position

    def moves_made(self) -> int:
        """Under "undo counts as a move" the engine counts the undos in."""
        return self.engine.moves_counted(self.state, self.counters["undos"])

    def score(self) -> int:
        return self.state.score

    def lost_title(self) -> str:
        return "No More Moves"

    def lost_text(self) -> str:
        return (
            "No two available cards add up to 13, no King is free, and no card still to come from "
            f"the stock can change that. Score {self.state.score}. Undo, replay the deal or start a new one."
        )

    def status_items(self) -> list[tuple[str, str]]:
        state = self.state
        return [
            ("Score", str(state.score)),
            ("Moves", str(self.moves_made())),
            ("Time", format_seconds(self.clock.seconds)),
            ("Stock", str(len(state.stock))),
            ("Redeals left", "unlimited" if state.redeals_left is None else str(state.redeals_left)),
            ("Deal", str(self.deal)),
        ]

    def forget_selection(self) -> None:
        self.selected = None
        self.hinted = None

    # -- what the player can touch ---------------------------------------------------------
    def selectable(self, card: int) -> bool:
        state = self.state
        if card in state.available_cards:
            return True
        return state.rules.covering_pair and half_covered(state, card)

    def can_act(self) -> bool:
        return not self.paused and self.outcome != "won"

    def _refuse(self, move) -> None:
        """Let the engine say why a move is not allowed (it is known not to be)."""
        self.play(move)

    def click_card(self, card: int) -> None:
        if not self.can_act():
            return
        state = self.state
        where, index = location(state, card)
        if where == STOCK:
            self.click_pile(STOCK)
            return
        if where == FOUNDATION:
            self.click_pile(FOUNDATION)
            return
        if value(card) == KING:
            self.selected = None
            self.play(Remove.of(card))
            return
        if self.selected is None and not self.selectable(card):
            self._refuse(Remove.of(card))
            return
        if self.selected is None or self.selected == card:
            self.selected = None if self.selected == card else card
            self.hinted = None
            self.changed.emit()
            return
        first, self.selected = self.selected, None
        if not self.play(Remove.of(first, card)):
            self.selected = card if self.selectable(card) else first
            self.hinted = None
            self.changed.emit()

    def click_pile(self, pile: str) -> None:
        if not self.can_act():
            return
        state = self.state
        if pile == STOCK:
            self._click_stock()
        elif pile == WASTE and state.waste:
            self.click_card(state.waste[-1])
        elif pile == TEMP:
            if state.temp is not None:
                self.click_card(state.temp)
            elif self.selected is not None:
                card, self.selected = self.selected, None
                if not self.play(Park(card)):
                    self.changed.emit()
            elif state.rules.temp_store:
                self.message.emit("Pick an available card first, then click the store to park it")
        elif pile == FOUNDATION and self.selected is not None:
            card, self.selected = self.selected, None
            self._refuse(Remove.of(card))
            self.changed.emit()

    def draw(self) -> None:
        """Move > Turn Stock: as a click on the stock."""
        self.click_pile(STOCK)

    def _click_stock(self) -> None:
        state = self.state
        if not state.stock:
            self.selected = None
            self.play(Redeal())
            return
        top = state.stock[-1]
        if state.rules.stock_top_available:
            if value(top) == KING:
                self.selected = None
                self.play(Remove.of(top))
                return
            if self.selected is not None and value(self.selected) + value(top) == PAIR_SUM:
                first, self.selected = self.selected, None
                if not self.play(Remove.of(first, top)):  # the engine said why; nothing is drawn
                    self.selected = first
                    self.changed.emit()
                return
        kept = self.selected
        self.selected = None
        if self.play(Draw()) and kept is not None and kept in self.state.available_cards and kept not in self.state.waste:
            self.selected = kept
            self.changed.emit()

    def drop_move(self, card: int, target):
        """The move meant by dropping `card` on another card (an int) or a pile name; None for
        a drop that means nothing (empty table, the card itself, the stock)."""
        state = self.state
        if isinstance(target, int) and target != card:
            where, _ = location(state, target)
            if where == FOUNDATION:
                target = FOUNDATION
            elif where != STOCK or target == state.stock[-1]:
                return Remove.of(card, target)
        if target == FOUNDATION:
            return Remove.of(card)
        if target == TEMP:
            return Park(card)
        return None

    def drop_allowed(self, card: int, target) -> bool:
        move = self.drop_move(card, target)
        if move is None or not self.can_act():
            return False
        try:
            self.engine.apply(self.state, move)
        except IllegalMove:
            return False
        return True

    def drop(self, card: int, target) -> None:
        """A drag ends: play what the drop means, or put everything back where it was."""
        self.selected = None
        move = self.drop_move(card, target)
        if move is None or not self.can_act() or not self.play(move):
            self.changed.emit()

    def hint(self) -> None:
        if self.paused:
            return
        self.selected = None
        if self.outcome is None:
            self.hinted = self.winning_hint() or self.engine.hint(self.state)
        else:
            self.hinted = None
        if self.hinted is None:
            self.message.emit("No moves left: undo, or deal again")
        else:
            self.counters["hints"] += 1
            self.message.emit("Hint: " + describe_move(self.hinted))
        self.changed.emit()

    def hint_move(self):
        return self.hinted


# ---------------------------------------------------------------- drawing


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
        elif kind in ("selected", "hint", "target"):
            colour = QColor({"selected": "#ffcc33", "hint": "#66d9ff", "target": "#7dff9a"}[kind])
            tint = QColor(colour)
            tint.setAlpha(48)
            p.setBrush(tint)
            p.drawPath(_rounded(card, r))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(colour, 3.5))
            p.drawPath(_rounded(card.adjusted(-1.5, -1.5, 1.5, 1.5), r + 1.5))
        elif kind == "focus":
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(255, 255, 255, 235), 2.5, Qt.PenStyle.DashLine))
            p.drawPath(_rounded(card.adjusted(-5, -5, 5, 5), r + 5))
        p.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self.dpr)
        return pixmap


class _BoardItem(QGraphicsItem):
    """What cards and piles share: hit on the card's rectangle, and the hint and focus marks."""

    def __init__(self, board: "PyramidScene") -> None:
        super().__init__()
        self.board = board
        self.glow = 0.0  # hint highlight, 0..1
        self.focused = False
        self.targeted = False  # the card or pile a dragged card would be played onto
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.board.art.width, self.board.art.height))
        return path

    def paint_marks(self, painter: QPainter) -> None:
        art, m = self.board.art, -CardArt.MARGIN
        if self.glow > 0:
            painter.setOpacity(self.glow)
            painter.drawPixmap(m, m, art.overlay("hint"))
            painter.setOpacity(1.0)
        if self.focused:
            painter.drawPixmap(m, m, art.overlay("focus"))
        if self.targeted:
            painter.drawPixmap(m, m, art.overlay("target"))


class CardItem(_BoardItem):
    def __init__(self, board: "PyramidScene", card: int) -> None:
        super().__init__(board)
        self.card = card
        self.face_up = True
        self.covered = False
        self.selected = False

    def boundingRect(self) -> QRectF:
        m, art = CardArt.MARGIN, self.board.art
        return QRectF(-m, -m, art.width + 2 * m, art.height + 2 * m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        art = self.board.art
        m = -CardArt.MARGIN
        painter.drawPixmap(m, m, art.overlay("shadow"))
        painter.drawPixmap(0, 0, art.face(self.card if self.face_up else None))
        if self.covered:
            painter.drawPixmap(m, m, art.overlay("covered"))
        if self.selected:
            painter.drawPixmap(m, m, art.overlay("selected"))
        self.paint_marks(painter)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.press(self, event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.drag_to(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.release(self, event.scenePos())


class PileItem(_BoardItem):
    """An empty place (stock, waste, store, foundation) with its name or count beneath."""

    def __init__(self, board: "PyramidScene", pile: str) -> None:
        super().__init__(board)
        self.pile = pile
        self.caption: list[str] = []
        self.redeal = None  # for the stock: "ready", "none" or None while it holds cards
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        m, art = CardArt.MARGIN, self.board.art
        return QRectF(-20, -m, art.width + 40, art.height + 2 * m + 3 * self.board.pile_step + self.board.caption_height)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        art, board = self.board.art, self.board
        painter.drawPixmap(0, 0, art.face("slot"))
        text = QColor(board.theme.text)
        if self.redeal:
            self._paint_redeal(painter, text)
        self.paint_marks(painter)
        painter.setPen(text)
        painter.setFont(board.caption_font)
        line = board.caption_height / 2
        for i, words in enumerate(self.caption):
            painter.drawText(QRectF(-20, art.height + 3 * board.pile_step + 2 + i * line, art.width + 40, line),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, words)

    def _paint_redeal(self, painter: QPainter, text: QColor) -> None:
        """A circling arrow: bright while a redeal is left, faint once none is."""
        art = self.board.art
        colour = QColor(text)
        colour.setAlpha(230 if self.redeal == "ready" else 70)
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
        if self.redeal == "ready":  # the caption beneath says when none is left
            painter.setFont(self.board.label_font)
            painter.drawText(QRectF(0, art.height * 0.6, art.width, art.height * 0.3),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "Redeal")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.clear_focus_ring()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.shape().contains(event.pos()):
            self.board.controller.click_pile(self.pile)


class PyramidScene(BoardScene):
    SHOWN_IN_PILE = 3  # the top cards of a pile that are drawn; the rest lie hidden beneath

    def __init__(self, controller: PyramidController, theme: Theme) -> None:
        super().__init__(theme)
        self.controller = controller
        self.dpr = 1.0
        self.art = CardArt(theme, 80, 112, self.dpr)
        self.row_step = 50.0
        self.pile_step = 3
        self.caption_height = 30.0
        self.caption_font = QFont()
        self.label_font = QFont()
        self.slots: dict[str, QPointF] = {}
        self._felt = QPixmap()
        self.piles = {pile: PileItem(self, pile) for pile in PILES}
        for item in self.piles.values():
            self.addItem(item)
        self.cards = [CardItem(self, card) for card in range(52)]
        for item in self.cards:
            self.addItem(item)
        self.focus_key = None
        self._focus_point: QPointF | None = None
        self._press: tuple[CardItem, QPointF, QPointF] | None = None  # item, press point, item origin
        self._drag: str | None = None  # None until the press travels; then "moving" or "held"
        self._marked: _BoardItem | None = None
        self._moving: list[tuple[CardItem, QPointF, QPointF]] = []
        self._fly = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=animation.DURATION_MS)
        self._fly.valueChanged.connect(self._fly_step)
        self._fly.finished.connect(self._fly_done)
        self._pulse = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=700, loopCount=4)
        self._pulse.valueChanged.connect(self._pulse_step)
        controller.changed.connect(self.sync)
        self.fit(1000, 700, 1.0)

    # -- layout ----------------------------------------------------------------------------
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
        for item in (*self.piles.values(), *self.cards):
            item.prepareGeometryChange()
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

    def place_of(self, card: int) -> tuple[QPointF, float, bool, bool]:
        """Where a card's item goes: position, z, face up, shown."""
        state = self.controller.state
        return self._place(state, card, *location(state, card))

    def _place(self, state, card: int, where: str, index: int) -> tuple[QPointF, float, bool, bool]:
        if where == "pyramid":
            return self._places[index], 10 + ROW_OF[index], True, True
        pile = {STOCK: state.stock, WASTE: state.waste, FOUNDATION: state.foundation}.get(where, (card,))
        depth = len(pile) - 1 - index
        face_up = where != STOCK or (depth == 0 and state.rules.stock_top_available)
        # The cards beneath the top peek out down and to the right, so a pile shows its thickness.
        under = min(depth, self.SHOWN_IN_PILE - 1) * self.pile_step
        return self.slots[where] + QPointF(under, under), 100 + index, face_up, depth < self.SHOWN_IN_PILE

    # -- syncing with the state ------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        self._finish_flight()
        if self._press is not None:  # the state changed under a drag: drop it
            self._press, self._drag = None, None
            self._mark_target(None)
        c = self.controller
        state = c.state
        hinted = self._hinted_keys()
        available = set(state.available_cards)
        animate = animate and animation.enabled()
        moving = []
        for item in self.cards:
            where, index = location(state, item.card)
            pos, z, face_up, shown = self._place(state, item.card, where, index)
            item.face_up = face_up
            item.covered = where == "pyramid" and item.card not in available
            item.selected = item.card == c.selected
            item.glow = 1.0 if item.card in hinted else 0.0
            item.setToolTip(self._tooltip(item.card, where, face_up, item.covered))
            playable = item.card in available or (state.rules.covering_pair and half_covered(state, item.card))
            show_cursor(item, Qt.CursorShape.PointingHandCursor if where == STOCK or (where != FOUNDATION and playable)
                        else None)
            if animate and shown and item.isVisible() and item.pos() != pos:
                moving.append((item, item.pos(), pos))
                item.setZValue(1000 + z)
            else:
                item.setPos(pos)
                item.setZValue(z)
            item.setVisible(shown)
            item.update()
        self._sync_piles(hinted)
        self._sync_focus()
        if moving:
            self._moving = moving
            self._fly.start()
        if hinted:
            self._pulse.stop()
            self._pulse.start()
        else:
            self._pulse.stop()
        self.update()

    def _sync_piles(self, hinted: set) -> None:
        state = self.controller.state
        stock, temp = self.piles[STOCK], self.piles[TEMP]
        left = state.redeals_left
        redeals = ("Unlimited redeals" if left is None else "No redeals left" if left == 0
                   else f"{left} redeal{'s' if left > 1 else ''} left")
        stock.caption = [f"Stock {len(state.stock)}", redeals]
        stock.redeal = None if state.stock else ("ready" if state.can_redeal else "none")
        stock.setToolTip("Stock: click to turn a card" if state.stock else
                         "Click to redeal" if state.can_redeal else "No redeals left")
        self.piles[WASTE].caption = [f"Waste {len(state.waste)}"]
        self.piles[FOUNDATION].caption = [f"Removed {len(state.foundation)}"]
        temp.setVisible(state.rules.temp_store)
        temp.caption = ["Store"]
        temp.setToolTip("Store: drop a card here to park it")
        for key, item in self.piles.items():
            item.glow = 1.0 if key in hinted else 0.0
            clickable = key == TEMP or (key == STOCK and state.can_redeal)
            show_cursor(item, Qt.CursorShape.PointingHandCursor if clickable else None)
            item.update()

    def _hinted_keys(self) -> set:
        move = self.controller.hinted
        if move is None:
            return set()
        if isinstance(move, (Draw, Redeal)):
            stock = self.controller.state.stock
            return {stock[-1]} if stock else {STOCK}  # the pile shows only once it is empty
        if isinstance(move, Park):
            return {move.card, TEMP}
        return set(move.cards)

    @staticmethod
    def _tooltip(card: int, where: str, face_up: bool, covered: bool) -> str:
        if not face_up:
            return "Stock: click to turn a card"
        name = card_label(card)
        if where == "pyramid":
            return name + (" (covered)" if covered else "")
        return f"{name} ({ {STOCK: 'stock top', WASTE: 'waste top', TEMP: 'in the store', FOUNDATION: 'removed'}[where] })"

    def _finish_flight(self) -> None:
        if self._fly.state() == QVariantAnimation.State.Running:
            self._fly.stop()
        self._fly_done()

    def _fly_step(self, t: float) -> None:
        eased = 1 - (1 - t) ** 3
        for item, start, end in self._moving:
            item.setPos(start + (end - start) * eased)

    def _fly_done(self) -> None:
        moving, self._moving = self._moving, []
        for item, _, end in moving:
            item.setPos(end)
            item.setZValue(self.place_of(item.card)[1])

    def _pulse_step(self, t: float) -> None:
        glow = max(0.25, 1.0 - abs(2 * t - 1))
        for key in self._hinted_keys():
            item = self.piles[key] if isinstance(key, str) else self.cards[key]
            item.glow = glow
            item.update()

    # -- mouse -----------------------------------------------------------------------------
    def press(self, item: CardItem, point: QPointF) -> None:
        self.clear_focus_ring()
        self._finish_flight()
        self._press = (item, point, item.pos())
        self._drag = None

    def drag_to(self, item: CardItem, point: QPointF) -> None:
        if self._press is None or self._press[0] is not item:
            return
        _, start, origin = self._press
        if self._drag is None:
            if (point - start).manhattanLength() < QApplication.startDragDistance():
                return
            # A card that cannot be played stays put, but the drop is still put to the engine,
            # so the player hears why.
            self._drag = "moving" if self._draggable(item.card) else "held"
            if self._drag == "moving":
                item.setZValue(2000)
        if self._drag == "moving":
            item.setPos(origin + point - start)
            target = self._target_at(point, item)
            self._mark_target(target if self.controller.drop_allowed(item.card, target) else None)

    def _mark_target(self, target) -> None:
        marked = None if target is None else self.piles[target] if isinstance(target, str) else self.cards[target]
        if marked is not self._marked:
            for old_or_new, on in ((self._marked, False), (marked, True)):
                if old_or_new is not None:
                    old_or_new.targeted = on
                    old_or_new.update()
            self._marked = marked

    def release(self, item: CardItem, point: QPointF) -> None:
        if self._press is None or self._press[0] is not item:
            return
        drag = self._drag
        self._press, self._drag = None, None
        self._mark_target(None)
        if drag is None:
            self.controller.click_card(item.card)
            return
        # The item is still where it was dropped, so the flight home or onward starts there.
        self.controller.drop(item.card, self._target_at(point, item))

    def _draggable(self, card: int) -> bool:
        c = self.controller
        if not c.can_act():
            return False
        where, _ = location(c.state, card)
        return where != FOUNDATION and c.selectable(card)

    def _target_at(self, point: QPointF, dragged: CardItem):
        for item in self.items(point):
            if item is dragged or not item.isVisible():
                continue
            if isinstance(item, CardItem):
                return item.card
            if isinstance(item, PileItem) and item.pile in (TEMP, FOUNDATION):
                return item.pile
        return None

    # -- keyboard --------------------------------------------------------------------------
    def focus_points(self) -> dict:
        """What the focus ring can rest on, each with the point it sits at."""
        c = self.controller
        state = c.state
        points = {}
        for card in range(52):
            where, index = location(state, card)
            if where == "pyramid" and c.selectable(card):
                points[card] = self._places[index] + QPointF(self.art.width / 2, self.row_step / 2)
            elif where in (WASTE, TEMP) and card in state.available_cards:
                points[where] = self.slots[where] + QPointF(self.art.width / 2, self.art.height / 2)
        points[STOCK] = self.slots[STOCK] + QPointF(self.art.width / 2, self.art.height / 2)
        if state.rules.temp_store and state.temp is None and c.selected is not None:
            points[TEMP] = self.slots[TEMP] + QPointF(self.art.width / 2, self.art.height / 2)
        return points

    def keyPressEvent(self, event) -> None:
        key = event.key()
        c = self.controller
        if key in keyboard.DIRECTIONS:
            points = self.focus_points()
            current = self.focus_key
            if current not in points and self._focus_point is not None and points:
                current = min(points, key=lambda k: (points[k] - self._focus_point).manhattanLength())
                self.focus_key = current
            else:
                self.focus_key = keyboard.step(points, current, Qt.Key(key))
            self._focus_point = points.get(self.focus_key)
            self._sync_focus()
        elif key in keyboard.ACTIVATE and self.focus_key is not None:
            target = self.focus_key
            if isinstance(target, int):
                c.click_card(target)
            else:
                c.click_pile(target)
        elif key == Qt.Key.Key_Escape and (c.selected is not None or c.hinted is not None):
            c.forget_selection()
            c.changed.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def clear_focus_ring(self) -> None:
        if self.focus_key is not None:
            self.focus_key = None
            self._sync_focus()

    def _sync_focus(self) -> None:
        key = self.focus_key
        # A focused card that was just played shows no ring; the next arrow goes on from its place.
        focused = self._focused_item(key) if key is not None and key in self.focus_points() else None
        for item in (*self.cards, *self.piles.values()):
            if item.focused != (item is focused):
                item.focused = item is focused
                item.update()
        if focused is not None and self.views():
            self.views()[0].setAccessibleDescription(focused.toolTip())

    def _focused_item(self, key):
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
