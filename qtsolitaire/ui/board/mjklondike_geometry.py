"""Where everything lies on the MahJongg Klondike board: foundations down the left, the stock and waste under
them, twelve fanned piles. Sizes are in tile widths: the board is laid out for the window, never scaled, so art
stays crisp. The foundations are three columns down the left, one per set; the stock and waste lie under them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF

from qtsolitaire.engine.mjklondike import game as klondike
from qtsolitaire.engine.mjklondike.interaction import Target
from qtsolitaire.ui.board.scene import SMALLEST_CAPTION_PX, Placement
from qtsolitaire.ui.board.tile_pixmaps import DEPTH_SHARE, TileMetrics, layer_shade
from qtsolitaire.ui.i18n import translate

MARGIN = 0.32
SET_GAP = 0.14  # between the foundation columns


def short_suit_names() -> dict[str, str]:
    """The set labels on a board too small for the suits' whole names."""
    return {
        "dots": translate("KlondikeScene", "Circ.", "short for the Circles suit"),
        "bamboo": translate("KlondikeScene", "Bam.", "short for the Bamboo suit"),
        "characters": translate("KlondikeScene", "Char.", "short for the Characters suit"),
    }


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
SETS = len(klondike.FOUNDATION_SUITS)
WIDTH_UNITS = (2 * MARGIN + SETS * (1 + DEPTH_SHARE) + (SETS - 1) * SET_GAP + MIDDLE_GAP
               + klondike.TABLEAU_PILES * (1 + DEPTH_SHARE) + (klondike.TABLEAU_PILES - 1) * TABLEAU_GAP)
HEIGHT_UNITS = (2 * MARGIN + LABEL + klondike.PILES_PER_SET * (4 / 3 + DEPTH_SHARE + ROW_GAP) + 0.25
                + 4 / 3 + DEPTH_SHARE + 2.4 * LABEL)


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

    def on_stock(self, point: QPointF) -> bool:
        m = self.metrics
        return QRectF(self.stock, QSizeF(m.width + m.depth, m.height + m.depth)).contains(point)

    def pile_at(self, point: QPointF) -> Target | None:
        """The pile a drop at `point` means: a tableau column anywhere down its length, or a foundation pile."""
        m = self.metrics
        half_gap = TABLEAU_GAP * m.width / 2
        for pile, origin in enumerate(self.tableau):
            if origin.x() - half_gap <= point.x() < origin.x() + m.width + m.depth + half_gap \
                    and point.y() >= origin.y() - m.height * 0.3:
                return Target("tableau", pile)
        pad = ROW_GAP * m.width / 2
        for pile, origin in enumerate(self.foundations):
            if QRectF(origin.x() - pad, origin.y() - pad, m.width + m.depth + 2 * pad,
                      m.height + m.depth + 2 * pad).contains(point):
                return Target("foundation", pile)
        return None

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


def _stack(out: dict, tiles, origin: QPointF, face_up: bool, step: float) -> None:
    """A squared pile, top last: the top tile at `origin`, a few layers under it showing their edges,
    each a little darker."""
    count = len(tiles)
    lowest = STACK_LAYERS - 1
    for index, tile in enumerate(tiles):
        below = min(count - 1 - index, lowest)  # layers between it and the top
        shift = below * step
        out[tile] = Placement(snap(origin + QPointF(shift, shift)), 100 + index, face_up, count - 1 - index <= lowest,
                              layer_shade(lowest - below, lowest))


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
