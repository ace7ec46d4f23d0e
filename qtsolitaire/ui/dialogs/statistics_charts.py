"""The pictures of Game > Statistics: a figure tile, the recent games' chart, the daily challenges' calendar,
and the picture of an empty record.

Their words are the dialog's (context "StatisticsDialog"), but for the chart's plural forms, which lupdate files
under the class whose `tr` marks them ("RecentGamesChart").
"""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import QDate, QDateTime, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPainterPath, QPalette, QPen, QTextCharFormat
from PySide6.QtWidgets import QCalendarWidget, QFrame, QLabel, QToolTip, QVBoxLayout, QWidget

from qtsolitaire.durations import format_seconds
from qtsolitaire.engine.daily import FIRST_DAY
from qtsolitaire.store.records import GameRecord, Outcome
from qtsolitaire.ui.figures import count_text
from qtsolitaire.ui.i18n import translate

OUTCOME_COLORS = {
    Outcome.WON: QColor("#3f9d5a"),
    Outcome.LOST: QColor("#d0573f"),
    Outcome.ABANDONED: QColor("#9a9da3"),
}


def outcome_word(outcome: Outcome) -> str:
    return {
        Outcome.WON: translate("StatisticsDialog", "Won"),
        Outcome.LOST: translate("StatisticsDialog", "Lost"),
        Outcome.ABANDONED: translate("StatisticsDialog", "Abandoned"),
    }[outcome]


def local_time(record: GameRecord) -> str:
    moment = QDateTime.fromSecsSinceEpoch(int(record.ended_at.timestamp()))
    return QLocale().toString(moment, translate("StatisticsDialog", "d MMM yyyy, HH:mm", "date and time format"))


def deal_text(record: GameRecord) -> str:
    """The deal number, and the day for a daily challenge's."""
    if record.daily is None:
        return str(record.deal)
    day = QLocale().toString(qdate(record.daily), translate("StatisticsDialog", "d MMM yyyy", "date format"))
    return translate("StatisticsDialog", "{deal} (daily, {day})").format(deal=record.deal, day=day)


class FigureTile(QFrame):
    """One figure: a large value over a small caption."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("figure")
        self.value = QLabel("—")
        self.value.setObjectName("figureValue")
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.value.font()
        font.setPointSizeF(font.pointSizeF() * 1.9)
        font.setWeight(QFont.Weight.DemiBold)
        self.value.setFont(font)
        self.caption = QLabel(caption)
        self.caption.setObjectName("figureCaption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 8)
        layout.setSpacing(2)
        layout.addWidget(self.value)
        layout.addWidget(self.caption)


class EmptyChartPicture(QWidget):
    """A faint bar chart waiting for its first bars, above the empty-state text."""

    HEIGHTS = (0.45, 0.75, 0.3, 0.95, 0.6)

    def sizeHint(self) -> QSize:
        return QSize(150, 90)

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(self.palette().color(QPalette.ColorRole.WindowText))
        color.setAlphaF(0.16)
        width, height = 150.0, 86.0
        left = (self.width() - width) / 2
        slot = width / len(self.HEIGHTS)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        for index, fraction in enumerate(self.HEIGHTS):
            bar = QRectF(left + index * slot + slot * 0.18, height * (1 - fraction), slot * 0.64, height * fraction)
            painter.drawRoundedRect(bar, 4, 4)
        painter.drawRoundedRect(QRectF(left - 6, height + 1, width + 12, 3), 1.5, 1.5)


class RecentGamesChart(QWidget):
    """The last games, oldest left: one bar per game, its height the time, its colour the result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameRecord] = []
        self.average_win: float | None = None
        self.setMinimumHeight(170)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(640, 210)

    def set_games(self, recent_newest_first: tuple[GameRecord, ...], average_win: float | None) -> None:
        self.games = list(reversed(recent_newest_first))
        self.average_win = average_win
        self.update()

    def _scale_top(self) -> int:
        """A round time at or above the longest game, so the axis labels read well."""
        longest = max([game.seconds for game in self.games] + [1])
        for step in (10, 30, 60, 120, 300, 600, 900, 1800, 3600):
            if longest <= step * 4:
                return step * -(-longest // step)
        return 3600 * -(-longest // 3600)

    def _plot_rect(self) -> QRectF:
        label_width = self.fontMetrics().horizontalAdvance("00:00:00") + 8
        top = self.fontMetrics().height() + 14
        return QRectF(label_width, top, self.width() - label_width - 8, self.height() - top - 10)

    def _bar_rects(self) -> list[QRectF]:
        plot = self._plot_rect()
        slot = plot.width() / max(len(self.games), 12)
        width = max(3.0, slot * 0.68)
        top = self._scale_top()
        rects = []
        for index, game in enumerate(self.games):
            height = max(2.0, plot.height() * game.seconds / top)
            left = plot.left() + index * slot + (slot - width) / 2
            rects.append(QRectF(left, plot.bottom() - height, width, height))
        return rects

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        ink = palette.color(QPalette.ColorRole.WindowText)
        faint = QColor(ink)
        faint.setAlphaF(0.55)
        grid = QColor(ink)
        grid.setAlphaF(0.12)
        metrics = self.fontMetrics()
        painter.setPen(faint)
        if not self.games:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, translate("StatisticsDialog", "No games yet"))
            return
        count = len(self.games)
        title = (RecentGamesChart.tr("Time of the last %n game(s)", None, count) if count > 1
                 else translate("StatisticsDialog", "Time"))
        painter.drawText(QPointF(0, metrics.ascent()), title)
        self._paint_legend(painter, faint)
        plot = self._plot_rect()
        top = self._scale_top()
        for fraction in (0.0, 0.5, 1.0):
            y = plot.bottom() - plot.height() * fraction
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(faint)
            label = format_seconds(top * fraction)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, plot.left() - 8, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setClipRect(QRectF(plot.left(), plot.top() - 4, plot.width(), plot.height() + 4))
        for game, rect in zip(self.games, self._bar_rects()):
            path = QPainterPath()
            radius = min(3.0, rect.width() / 2)
            path.addRoundedRect(rect.adjusted(0, 0, 0, radius), radius, radius)  # square foot, round top
            painter.fillPath(path, OUTCOME_COLORS[game.outcome])
        painter.setClipping(False)
        if self.average_win is not None:
            y = plot.bottom() - plot.height() * self.average_win / top
            won = OUTCOME_COLORS[Outcome.WON]
            dark_window = palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5
            pen = QPen(won.lighter(135) if dark_window else won.darker(130), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            caption = translate("StatisticsDialog", "average win {time}").format(
                time=format_seconds(self.average_win))
            box = QRectF(0, 0, metrics.horizontalAdvance(caption) + 12, metrics.height() + 4)
            box.moveCenter(QPointF(plot.right() - box.width() / 2, y))
            painter.setBrush(palette.color(QPalette.ColorRole.Window))
            painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, caption)

    def _paint_legend(self, painter: QPainter, color: QColor) -> None:
        metrics = self.fontMetrics()
        x = float(self.width())
        swatch = metrics.ascent() * 0.8
        for outcome in reversed(list(OUTCOME_COLORS)):
            word = outcome_word(outcome)
            x -= metrics.horizontalAdvance(word)
            painter.setPen(color)
            painter.drawText(QPointF(x, metrics.ascent()), word)
            x -= swatch + 5
            painter.fillRect(QRectF(x, (metrics.ascent() - swatch) / 2 + 1, swatch, swatch), OUTCOME_COLORS[outcome])
            x -= 14

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            for game, rect in zip(self.games, self._bar_rects()):
                if rect.adjusted(-2, -200, 2, 0).contains(QPointF(event.pos())):
                    QToolTip.showText(event.globalPos(), self.describe(game), self)
                    return True
            QToolTip.hideText()
            return True
        return super().event(event)

    @staticmethod
    def describe(game: GameRecord) -> str:
        parts = [translate("StatisticsDialog", "Deal {deal}").format(deal=deal_text(game)),
                 outcome_word(game.outcome), format_seconds(game.seconds),
                 RecentGamesChart.tr("%n move(s)", None, game.moves)]
        if game.score is not None:
            parts.append(translate("StatisticsDialog", "score {score}").format(score=count_text(game.score)))
        return " · ".join(parts) + f"\n{local_time(game)}"


def qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def day_of(qdate: QDate) -> date:
    return date(qdate.year(), qdate.month(), qdate.day())


class DailyCalendar(QCalendarWidget):
    """A month of daily challenges: days won and days played but not won marked in their colours,
    days to come out of reach."""

    def __init__(self, today: date, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dailyCalendar")
        self.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)
        self.setGridVisible(True)
        self.setMinimumDate(qdate(min(FIRST_DAY, today)))
        self.setMaximumDate(qdate(today))
        self.setSelectedDate(qdate(today))
        self.marked: dict[date, bool] = {}
        # Days to come cannot be picked; greyed, they also look it (the month on show runs at most six weeks on).
        later = QTextCharFormat()
        later.setForeground(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        for ahead in range(1, 43):
            self.setDateTextFormat(qdate(today + timedelta(days=ahead)), later)

    def mark(self, days: dict[date, bool]) -> None:
        """Colour each day played (paintCell): won, or played but not won; each says which as its tooltip."""
        for day in self.marked.keys() - days.keys():
            self.setDateTextFormat(qdate(day), QTextCharFormat())
        for day, won in days.items():
            words = QTextCharFormat()
            words.setToolTip(translate("StatisticsDialog", "Won") if won
                             else translate("StatisticsDialog", "Played, not won"))
            self.setDateTextFormat(qdate(day), words)
        self.marked = dict(days)
        self.updateCells()

    def paintCell(self, painter: QPainter, rect, qdate: QDate) -> None:
        """A day played keeps its colour when picked: the pick is a ring around it, not a fill over it."""
        won = self.marked.get(day_of(qdate))
        if won is None:
            super().paintCell(painter, rect, qdate)
            return
        painter.save()
        painter.fillRect(rect.adjusted(1, 1, -1, -1), OUTCOME_COLORS[Outcome.WON if won else Outcome.LOST])
        if qdate == self.selectedDate():
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 3))
            painter.drawRect(rect.adjusted(2, 2, -3, -3))
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(qdate.day()))
        painter.restore()
