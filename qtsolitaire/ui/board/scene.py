"""The one board layer: what every game's board does the same way.

A game's scene supplies its geometry (`placements`: where each piece lies for a state, and where its
empty places sit) and its pieces' art (`paint_piece`); it names what a point on the board means
(`press_key`, `drop_target`) and what the keyboard can reach (`focus_rects`). Everything else is here,
once: pieces synced from the state by stable id, slid or faded to their new places; the selection, the
hint and the drop targets marked; the hint pulsing, then staying until the next action; the keyboard's
focus ring walked by the arrows; press, click, double click, drag and drop dispatched to the controller,
which asks the engine's interaction rules. The scene never decides a rule.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Callable, Hashable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from qtsolitaire.ui import animation
from qtsolitaire.ui.board import keyboard
from qtsolitaire.ui.board.items import Piece, Ring
from qtsolitaire.ui.board.view import BoardScene
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.i18n import translate
from qtsolitaire.ui.theme import Theme

if TYPE_CHECKING:  # importing it builds QEvent's big enum, a few ms of start-up
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

# Above any stacking order a game gives its pieces (Mahjong's layers reach the millions): a sliding piece passes
# over the others, a dragged one over everything but the rings.
SLIDE_Z = 1e8
DRAG_Z = 2e8
HINT_PULSES = 2  # then the hint stays lit until the next action
PULSE_MS = 700
SMALLEST_CAPTION_PX = 7  # a caption shrunk to fit its place is never smaller: below that it cannot be read


class Placement:
    """Where the state puts a piece: its top left, its stacking order, its side, whether it shows at all,
    and how much darker it is drawn for lying under others (tile_pixmaps.layer_shade). A plain class: built
    for every piece on every sync, and a NamedTuple's or dataclass's generated code costs start-up."""

    __slots__ = ("pos", "z", "face_up", "shown", "shade")

    def __init__(self, pos: QPointF, z: float, face_up: bool = True, shown: bool = True, shade: float = 0.0) -> None:
        self.pos, self.z, self.face_up, self.shown, self.shade = pos, z, face_up, shown, shade


class GameScene(BoardScene):
    def __init__(self, controller: GameController, theme: Theme) -> None:
        super().__init__(theme)
        self.controller = controller
        self.dpr = 1.0
        self.pieces: dict[Hashable, Piece] = {}  # every card, tile and empty place, by its stable key
        self.glow = 1.0  # the hint's strength now, the same on every hinted piece
        self.focus_key: Hashable | None = None  # the keyboard's place, one of focus_rects()
        self._focus_at: QPointF | None = None  # where the ring last stood: arrows go on from there
        self.ring = Ring("#ffffff")
        self.drop_ring = Ring("#7dff9a")
        self.drop_item: Piece | None = None  # the piece the drop ring is on
        for ring in (self.ring, self.drop_ring):
            self.addItem(ring)
        self._placed: dict[Hashable, Placement] = {}
        self._syncs = 0
        # The mouse: where the button went down and on what, the pieces being dragged with their grab offsets.
        self._press: tuple[QPointF, Any] | None = None
        self._dragging: list[tuple[Piece, QPointF]] = []
        self._held = False  # the press travelled, but what it is on cannot be carried
        self._drop_target: Any = None
        self._swallow_release = False
        self._played_at = 0.0  # a double click right after a click that played is just another click
        self._slides: list[tuple[Piece, QPointF, Placement]] = []
        self._fading_in: list[Piece] = []
        self._fading_out: list[Piece] = []
        self._hide_after: list[Piece] = []
        self._slide = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=animation.DURATION_MS)
        self._slide.valueChanged.connect(self._slide_step)
        self._slide.finished.connect(self._finish_slide)
        self._pulse = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=PULSE_MS, loopCount=HINT_PULSES)
        self._pulse.valueChanged.connect(self._pulse_step)
        self._pulse.finished.connect(self._pulse_done)
        self._pulsed_for: Any = None
        controller.changed.connect(self.sync)

    def add_piece(self, key: Hashable, piece_class: type[Piece] = Piece) -> Piece:
        piece = self.pieces[key] = piece_class(self, key)
        self.addItem(piece)
        return piece

    # -- what each game supplies ------------------------------------------------------------------
    def placements(self, state) -> dict[Hashable, Placement]:
        """Where every moving piece (card or tile) lies in `state`; empty places are set by the game's fit."""
        raise NotImplementedError

    def dress(self, state) -> None:
        """Set what the game's own art shows beyond place and marks: captions, tooltips, cursors, dimming."""

    def piece_bounds(self, piece: Piece) -> QRectF:
        raise NotImplementedError

    def piece_face(self, piece: Piece) -> QRectF:
        """A piece's face: what the focus and drop rings go round, and (by default) what the mouse hits."""
        raise NotImplementedError

    def piece_hit(self, piece: Piece) -> QRectF:
        """Where the mouse finds a piece (by default its face)."""
        return self.piece_face(piece)

    def paint_piece(self, painter: QPainter, piece: Piece) -> None:
        raise NotImplementedError

    def selection_keys(self) -> Iterable[Hashable]:
        selected = self.controller.selected
        return () if selected is None else (selected,)

    def hint_keys(self) -> Iterable[Hashable]:
        raise NotImplementedError

    def target_keys(self) -> Iterable[Hashable]:
        """The places marked as open to the piece held (picked up or dragged)."""
        return ()

    def focus_rects(self) -> dict[Hashable, QRectF]:
        """What the arrows can reach, each with the rectangle its ring goes round."""
        raise NotImplementedError

    def focus_item(self, key: Hashable | None = None) -> Piece | None:
        """The piece the focus ring is on (by default the focused key's own)."""
        return self.pieces.get(self.focus_key if key is None else key)

    def activate(self, key: Hashable | None) -> None:
        """Enter or Space, on the focused key (None when nothing is)."""
        raise NotImplementedError

    def press_key(self, point: QPointF) -> Any:
        """What a press at `point` is on; by default the topmost piece there."""
        return self.piece_at(point)

    def click(self, key: Any, point: QPointF) -> None:
        raise NotImplementedError

    def double_click(self, key: Any) -> bool:
        """A double click on `key`; False makes it just another click."""
        return False

    def drag_keys(self, key: Any) -> tuple | None:
        """The pieces a drag of `key` carries, head first; None when it cannot be dragged."""
        return None

    def drop_target(self, point: QPointF) -> Any:
        return None

    def drop_allowed(self, key: Hashable, target: Any) -> bool:
        return False

    def drop(self, key: Hashable, target: Any) -> None:
        pass

    def target_piece(self, target: Any) -> Piece | None:
        """The piece the drop ring goes round for a target."""
        return self.pieces.get(target)

    # -- helpers for the games -------------------------------------------------------------------
    def piece_at(self, point: QPointF) -> Hashable | None:
        for item in self.items(point, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, Piece) and item.isVisible() and not self.is_dragged(item):
                return item.key
        return None

    def is_dragged(self, piece: Piece) -> bool:
        return any(dragged is piece for dragged, _ in self._dragging)

    def dragged_key(self) -> Hashable | None:
        return self._dragging[0][0].key if self._dragging else None

    def placed(self, key: Hashable) -> Placement:
        """Where the state puts a piece (a sliding one is on its way there)."""
        return self._placed[key]

    def face_rect(self, key: Hashable) -> QRectF:
        piece = self.pieces[key]
        return self.piece_face(piece).translated(self._placed[key].pos if key in self._placed else piece.pos())

    def paint_marks(self, painter: QPainter, piece: Piece, overlay: Callable[[str], QPixmap], at: float = 0) -> None:
        """The selection, target and hint washes over a piece; the hint at the board's glow."""
        if not piece.marks:  # most pieces: a full repaint of the Turtle asks 144 times
            return
        shown = painter.opacity()  # less than 1 while the piece fades
        for mark in piece.marks:
            painter.setOpacity(shown * (self.glow if mark == "hint" else 1.0))
            painter.drawPixmap(QPointF(at, at), overlay(mark))
        painter.setOpacity(shown)

    def relayout(self) -> None:
        """Before a game changes the geometry its pieces' bounds follow."""
        for piece in self.pieces.values():
            piece.prepareGeometryChange()
            piece.bounds = None

    # -- syncing with the state ----------------------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        """Place every piece as the state says; a drag in progress ends there."""
        self._finish_slide()
        self._press, self._dragging = None, []
        self._show_drop_target(None)
        self._syncs += 1
        state = self.controller.state
        placed = self.placements(state)
        animate = animate and animation.enabled() and bool(self._placed)
        for key, where in placed.items():
            piece = self.pieces[key]
            piece.face_up = where.face_up
            piece.shade = where.shade
            if animate and piece.pos() != where.pos and (where.shown or piece.isVisible()):
                self._slides.append((piece, piece.pos(), where))
                piece.setZValue(where.z + SLIDE_Z)
                if not where.shown:
                    self._hide_after.append(piece)  # once there, so a pile never shows empty on the way
                piece.setVisible(True)
            else:
                piece.setPos(where.pos)
                piece.setZValue(where.z)
                if animate and where.shown != piece.isVisible():
                    (self._fading_in if where.shown else self._fading_out).append(piece)
                    piece.setOpacity(0.0 if where.shown else 1.0)
                    piece.setVisible(True)
                else:
                    piece.setVisible(where.shown)
            piece.update()
        self._placed = placed
        self.dress(state)
        self._mark()
        if self._slides or self._fading_in or self._fading_out:
            self._slide.start()
        self._update_ring()
        self.update()

    def reposition(self) -> None:
        """A new size, the same state: every piece straight to its new place, the ring with it."""
        self._finish_slide()
        self._placed = self.placements(self.controller.state)
        for key, where in self._placed.items():
            self.pieces[key].setPos(where.pos)
        self._update_ring()

    def _mark(self) -> None:
        marks: dict[Hashable, tuple[str, ...]] = {}
        for mark, keys in (("selected", self.selection_keys()), ("target", self.target_keys()),
                           ("hint", self.hint_keys())):
            for key in keys:
                marks[key] = marks.get(key, ()) + (mark,)
        for key, piece in self.pieces.items():
            if piece.marks != marks.get(key, ()):
                piece.marks = marks.get(key, ())
                piece.update()
        hinted = self.controller.hinted
        if hinted is None:
            self._pulse.stop()
            self.glow = 1.0
        elif hinted is not self._pulsed_for and animation.enabled():
            self._pulse.stop()
            self._pulse.start()
        self._pulsed_for = hinted

    def _slide_step(self, t: float) -> None:
        eased = 1 - (1 - t) ** 3  # out-cubic, in Python: QEasingCurve's enum costs start-up time
        for piece, start, end in self._slides:
            piece.setPos(start + (end.pos - start) * eased)
        for piece in self._fading_in:
            piece.setOpacity(t)
        for piece in self._fading_out:
            piece.setOpacity(1.0 - t)

    def _finish_slide(self) -> None:
        """Skip to the end of a running slide or fade: a new change never waits for an old one."""
        if self._slide.state() == QVariantAnimation.State.Running:
            self._slide.stop()
        slides, hide, fading_in, fading_out = self._slides, self._hide_after, self._fading_in, self._fading_out
        self._slides, self._hide_after, self._fading_in, self._fading_out = [], [], [], []
        for piece, _, end in slides:
            piece.setPos(end.pos)
            piece.setZValue(end.z)
        for piece in hide + fading_out:
            piece.setVisible(False)
        for piece in fading_in + fading_out:
            piece.setOpacity(1.0)

    def _pulse_step(self, t: float) -> None:
        self.glow = max(0.3, 1.0 - abs(2 * t - 1))
        self._repaint_hint()

    def _pulse_done(self) -> None:
        self.glow = 1.0
        self._repaint_hint()

    def _repaint_hint(self) -> None:
        for piece in self.pieces.values():
            if "hint" in piece.marks:
                piece.update()

    # -- the keyboard ----------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        key = Qt.Key(event.key())
        c = self.controller
        if key in keyboard.DIRECTIONS:
            rects = self.focus_rects()
            if self.focus_key not in rects and self._focus_at is not None and rects:
                # The focused piece was played: go on from where it was.
                self.focus_key = min(rects, key=lambda k: (rects[k].center() - self._focus_at).manhattanLength())
            else:
                self.focus_key = keyboard.step({k: r.center() for k, r in rects.items()}, self.focus_key, key)
            self._update_ring()
        elif key in keyboard.ACTIVATE:
            if self.focus_key is None or self.focus_key in self.focus_rects():
                self.activate(self.focus_key)  # with no ring shown after a play, Enter waits for an arrow
        elif key == Qt.Key.Key_Escape and (c.selected is not None or c.hinted is not None):
            c.forget_selection()
            c.changed.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _update_ring(self) -> None:
        """The ring on the focused place; none once that place is gone (the next arrow goes on from it)."""
        rect = self.focus_rects().get(self.focus_key) if self.focus_key is not None else None
        if rect is None:
            self.ring.hide()
            return
        self._focus_at = rect.center()
        self.ring.set_rect(rect)
        self.ring.show()
        focused = self.focus_item()
        if focused is not None and self.views():
            self.views()[0].setAccessibleDescription(focused.toolTip())

    def clear_focus(self) -> None:
        """The mouse took over."""
        self.focus_key, self._focus_at = None, None
        self.ring.hide()

    # -- the mouse -------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._finish_slide()
        self.clear_focus()
        point = event.scenePos()
        self._press = (point, self.press_key(point))
        self._swallow_release = False
        self._held = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        start, key = self._press
        point = event.scenePos()
        if not self._dragging:
            if key is None or (point - start).manhattanLength() < QApplication.startDragDistance():
                return
            keys = self.drag_keys(key) if self.controller.can_act() else None
            if not keys:
                self._held = True  # it stays put; the drop is still put to the engine, so the player hears why
                return
            self._dragging = [(self.pieces[k], self.pieces[k].pos() - start) for k in keys]
            for i, (piece, _) in enumerate(self._dragging):
                piece.setZValue(DRAG_Z + i)
            self._mark()
        for piece, offset in self._dragging:
            piece.setPos(point + offset)
        self._show_drop_target(self.drop_target(point))

    def _show_drop_target(self, target: Any) -> None:
        """Ring the place a drop would be played onto, when it would be."""
        if self._dragging and target == self._drop_target:
            return
        self._drop_target = target
        piece = None
        if target is not None and self._dragging and self.drop_allowed(self._dragging[0][0].key, target):
            piece = self.target_piece(target)
        self.drop_item = piece
        if piece is None:
            self.drop_ring.hide()
            return
        self.drop_ring.set_rect(self.piece_face(piece).translated(piece.pos()))
        self.drop_ring.show()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        _, key = self._press
        dragging = self._dragging
        self._press = None
        if self._swallow_release:
            self._swallow_release = False
            return
        target = self.drop_target(event.scenePos()) if dragging or self._held else None
        if not dragging and target is None:  # a click, or a drag of nothing carried to nowhere
            before = self.controller.state
            self.click(key, event.scenePos())
            if self.controller.state is not before:
                self._played_at = time.monotonic()
            return
        syncs = self._syncs
        self.drop(dragging[0][0].key if dragging else key, target)
        if self._syncs == syncs:
            self.sync()  # nothing was played: back where the state has them

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = event.scenePos()
        key = self.press_key(point)
        just_played = time.monotonic() - self._played_at < QApplication.doubleClickInterval() / 1000
        if key is None or just_played or not self.controller.can_act() or not self.double_click(key):
            self.mousePressEvent(event)  # not a double click on one piece: just another click
            return
        self._press = (point, key)
        self._swallow_release = True


def redeals_left_text(left: int | None) -> str:
    """How many redeals a stock has left, as the boards write it beside the stock ("2 redeals left")."""
    if left is None:
        return translate("GameScene", "Unlimited redeals")
    if left == 0:
        return translate("GameScene", "No redeals left")
    return GameScene.tr("%n redeal(s) left", None, left)
