"""Game > Statistics: the records of each game, per rule set (or layout, for mahjong) or all together.

    from qtsolitaire.ui.dialogs.statistics import StatisticsDialog
    StatisticsDialog(records, parent, game_id="pyramid", rule_key="standard").exec()

`records` is an open `store.records.Records`. `game_id` picks the game shown first (default: the first
registered game) and `rule_key` its rule set or layout (default: all of them); a key with no games yet
is offered anyway and shows the empty state. The player can switch game and rule set in the dialog,
and Reset deletes the records shown after asking. The figures are `store.report.figures`, the same
ones `qtsolitaire-cli stats` prints.

The Daily Challenge view shows a game's daily challenges as of `today` (UTC, from the caller): days
played and won, the runs of days won, and a month calendar marking each day won or played but not
won. Any day up to today can be picked and played: `daily_chosen(game_id, day)` asks the window to.
"""

from __future__ import annotations

from datetime import date, datetime, timezone

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTabBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtsolitaire.durations import format_seconds
from qtsolitaire.engine.daily import daily_deal
from qtsolitaire.store import report
from qtsolitaire.store.files import StoreError, message
from qtsolitaire.store.records import DailyStats, Outcome, Records, Stats
from qtsolitaire.ui.dialogs.statistics_charts import (
    OUTCOME_COLORS,
    DailyCalendar,
    EmptyChartPicture,
    FigureTile,
    RecentGamesChart,
    day_of,
    deal_text,
    local_time,
    outcome_word,
)
from qtsolitaire.ui.figures import count_text, day_text, rate_text
from qtsolitaire.ui.i18n import text, translate
from qtsolitaire.ui.screen_fit import available_area, fit_screen

# The figures of the first row count games; the second row measures the wins.
FIRST_ROW = 5
GAMES_VIEW, DAILY_VIEW = 0, 1
EMPTY_PAGE, FIGURES_PAGE, DAILY_PAGE = 0, 1, 2


def figure_text(figure: report.Figure) -> str:
    if figure.kind is report.Kind.RATE:
        return rate_text(figure.value)
    if figure.kind is report.Kind.TIME:
        return format_seconds(figure.value)  # h:mm:ss reads the same in every language we ship
    return count_text(figure.value)


class StatisticsDialog(QDialog):
    daily_chosen = Signal(str, object)  # game id, the day (datetime.date) whose challenge to play

    def __init__(
        self,
        records: Records,
        parent: QWidget | None = None,
        *,
        game_id: str | None = None,
        rule_key: str | None = None,
        today: date | None = None,
        daily: bool = False,
        daily_in_play: tuple[str, date] | None = None,
    ) -> None:
        """`daily` opens the Daily Challenge view; `daily_in_play` is the (game id, day) of a daily
        challenge under way in the window, not in the records until it ends."""
        super().__init__(parent)
        self.records = records
        self.today = today or datetime.now(timezone.utc).date()
        self.daily_in_play = daily_in_play
        self.daily_stats = DailyStats()  # of the game picked, read when the Daily Challenge view shows
        self._wanted_rule_key = rule_key
        self.setWindowTitle(translate("StatisticsDialog", "Statistics"))
        self.setMinimumSize(620, 480)
        fit_screen(self, QSize(760, 660), available_area(parent or self))  # its buttons on an 800x600 screen too
        self._build()
        for known in report.game_ids(records):
            self.game_combo.addItem(text(report.game_name(known)), known)
        index = self.game_combo.findData(game_id) if game_id else 0
        if index < 0:
            self.game_combo.addItem(text(report.game_name(game_id or "")), game_id)
            index = self.game_combo.count() - 1
        self.game_combo.setCurrentIndex(index)
        self._fill_rule_sets()
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.rule_combo.currentIndexChanged.connect(self.refresh)
        self.rule_combo.currentTextChanged.connect(self.rule_combo.setToolTip)
        self.view_tabs.setCurrentIndex(DAILY_VIEW if daily else GAMES_VIEW)
        self.view_tabs.currentChanged.connect(self.refresh)
        self.refresh()

    # -- building ------------------------------------------------------------------------------
    def _build(self) -> None:
        self.game_combo = QComboBox()
        self.game_combo.setMinimumContentsLength(16)
        self.rule_combo = QComboBox()
        self.rule_combo.setMinimumContentsLength(18)
        self.rule_label = QLabel()
        pickers = QHBoxLayout()
        game_label = QLabel(translate("StatisticsDialog", "&Game"))
        game_label.setBuddy(self.game_combo)
        self.rule_label.setBuddy(self.rule_combo)
        for widget in (game_label, self.game_combo):
            pickers.addWidget(widget)
        pickers.addSpacing(16)
        for widget in (self.rule_label, self.rule_combo):
            pickers.addWidget(widget)
        pickers.addStretch(1)

        self.view_tabs = QTabBar(objectName="statisticsViews")
        self.view_tabs.setDrawBase(False)
        self.view_tabs.addTab(translate("StatisticsDialog", "All &Games"))
        self.view_tabs.addTab(translate("StatisticsDialog", "&Daily Challenge"))
        self.pages = QStackedWidget()
        self.pages.addWidget(self._build_empty_page())
        self.pages.addWidget(self._build_figures_page())
        self.pages.addWidget(self._build_daily_page())

        self.reset_button = QPushButton(translate("StatisticsDialog", "&Reset…"))
        self.reset_button.setToolTip(translate("StatisticsDialog", "Delete the records shown here"))
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 14)
        layout.setSpacing(14)
        layout.addLayout(pickers)
        layout.addWidget(self.view_tabs)
        layout.addWidget(self.pages, 1)
        layout.addWidget(buttons)
        # Enter closes the dialog: Reset deletes records and Play starts a game, each only on a deliberate click.
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        self._style()

    def _build_empty_page(self) -> QWidget:
        page = QWidget()
        self.empty_title = QLabel()
        self.empty_title.setObjectName("emptyTitle")
        font = self.empty_title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setWeight(QFont.Weight.DemiBold)
        self.empty_title.setFont(font)
        self.empty_body = QLabel()
        self.empty_body.setObjectName("emptyBody")
        self.empty_body.setWordWrap(True)
        for label in (self.empty_title, self.empty_body):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(page)
        layout.setSpacing(8)
        layout.addStretch(2)
        layout.addWidget(EmptyChartPicture())
        layout.addSpacing(10)
        layout.addWidget(self.empty_title)
        layout.addWidget(self.empty_body)
        layout.addStretch(3)
        return page

    def _build_figures_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        self.figure_rows = (QHBoxLayout(), QHBoxLayout())
        for row in self.figure_rows:
            row.setSpacing(10)
            layout.addLayout(row)
        self.figure_tiles: dict[str, FigureTile] = {}
        self.chart = RecentGamesChart()
        layout.addWidget(self.chart, 3)
        self.recent_table = QTreeWidget()
        self.recent_table.setRootIsDecorated(False)
        self.recent_table.setAlternatingRowColors(True)
        self.recent_table.setUniformRowHeights(True)
        self.recent_table.setSelectionMode(QTreeWidget.SelectionMode.NoSelection)
        self.recent_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.recent_table, 2)
        return page

    def _build_daily_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        figures = QHBoxLayout()
        figures.setSpacing(10)
        self.daily_tiles = {  # by the English caption
            "Days played": FigureTile(translate("StatisticsDialog", "Days played")),
            "Days won": FigureTile(translate("StatisticsDialog", "Days won")),
            "Current run": FigureTile(translate("StatisticsDialog", "Current run")),
            "Longest run": FigureTile(translate("StatisticsDialog", "Longest run")),
        }
        for tile in self.daily_tiles.values():
            figures.addWidget(tile, 1)
        layout.addLayout(figures)
        self.calendar = DailyCalendar(self.today)
        self.calendar.selectionChanged.connect(self._show_day)
        self.calendar.activated.connect(lambda qdate: self._play_day())
        layout.addWidget(self.calendar, 1)
        legend = QHBoxLayout()
        for outcome, words in ((Outcome.WON, translate("StatisticsDialog", "Won")),
                               (Outcome.LOST, translate("StatisticsDialog", "Played, not won"))):
            swatch = QLabel(objectName="swatch")
            swatch.setFixedSize(14, 14)
            swatch.setStyleSheet(f"background: {OUTCOME_COLORS[outcome].name()}; border-radius: 3px;")
            legend.addWidget(swatch)
            legend.addWidget(QLabel(words))
            legend.addSpacing(14)
        legend.addStretch(1)
        layout.addLayout(legend)
        day_row = QHBoxLayout()
        self.day_label = QLabel(objectName="dailyDay", wordWrap=True)
        self.play_day_button = QPushButton(objectName="playDay")
        self.play_day_button.clicked.connect(self._play_day)
        day_row.addWidget(self.day_label, 1)
        day_row.addWidget(self.play_day_button)
        layout.addLayout(day_row)
        return page

    def _style(self) -> None:
        self.setStyleSheet(
            """
            QFrame#figure { background: palette(base); border: 1px solid palette(midlight); border-radius: 8px; }
            QLabel#figureCaption, QLabel#emptyBody { color: palette(placeholder-text); }
            QTreeWidget::item { padding: 2px 4px; }
            QHeaderView::section { padding: 3px 6px; }
            """
        )

    # -- content -------------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.game_combo.currentData()

    @property
    def rule_key(self) -> str | None:
        return self.rule_combo.currentData()

    @property
    def showing_daily(self) -> bool:
        return self.view_tabs.currentIndex() == DAILY_VIEW

    @property
    def chosen_day(self) -> date:
        return day_of(self.calendar.selectedDate())

    def _game_changed(self) -> None:
        self._wanted_rule_key = None
        self._fill_rule_sets()
        self.refresh()

    def _fill_rule_sets(self) -> None:
        per_layout = report.kept_per_layout(self.game_id)
        self.rule_label.setText(translate("StatisticsDialog", "&Layout") if per_layout
                                else translate("StatisticsDialog", "&Rule set"))
        try:
            keys = self.records.rule_keys(self.game_id)
        except StoreError:  # refresh() says why
            keys = []
        if self._wanted_rule_key and self._wanted_rule_key not in keys:
            keys.insert(0, self._wanted_rule_key)
        self.rule_combo.blockSignals(True)
        self.rule_combo.clear()
        self.rule_combo.addItem(translate("StatisticsDialog", "All layouts") if per_layout
                                else translate("StatisticsDialog", "All rule sets"), None)
        for key in keys:
            self.rule_combo.addItem(text(report.rule_set_name(self.game_id, key)), key)
        wanted = self.rule_combo.findData(self._wanted_rule_key) if self._wanted_rule_key else 0
        self.rule_combo.setCurrentIndex(max(wanted, 0))
        self.rule_combo.setEnabled(len(keys) > 0)
        # A custom rule set's name outgrows the box: the open list is as wide as the longest, the tooltip says it all.
        view = self.rule_combo.view()
        view.setMinimumWidth(max(view.fontMetrics().horizontalAdvance(self.rule_combo.itemText(i))
                                 for i in range(self.rule_combo.count())) + 32)
        self.rule_combo.setToolTip(self.rule_combo.currentText())
        self.rule_combo.blockSignals(False)

    def refresh(self) -> None:
        self.rule_label.setVisible(not self.showing_daily)
        self.rule_combo.setVisible(not self.showing_daily)
        try:
            if self.showing_daily:
                self._refresh_daily()
                return
            stats = self.records.stats(self.game_id, self.rule_key)
        except StoreError as error:  # another program took the book while the dialog was open
            self.reset_button.setEnabled(False)
            self.empty_title.setText(translate("StatisticsDialog", "Your records cannot be read just now"))
            self.empty_body.setText(translate("StatisticsDialog", "{reason}. Try again in a moment.").format(
                reason=text(message(error))))
            self.pages.setCurrentIndex(EMPTY_PAGE)
            return
        self.reset_button.setEnabled(stats.played > 0)
        if not stats.played:
            self.empty_title.setText(translate("StatisticsDialog", "No games of {game} yet").format(
                game=text(report.game_name(self.game_id))))
            self.empty_body.setText(self._empty_body())
            self.pages.setCurrentIndex(0)
            return
        self.pages.setCurrentIndex(1)
        self._show_figures(stats)
        self.chart.set_games(stats.recent, stats.average_win_time)
        self._show_recent(stats)

    def _refresh_daily(self) -> None:
        stats = self.records.daily_stats(self.game_id, self.today)
        self.daily_stats = stats
        self.reset_button.setEnabled(stats.days_played > 0)
        self.pages.setCurrentIndex(DAILY_PAGE)
        for tile, value in zip(self.daily_tiles.values(),
                               (stats.days_played, stats.days_won, stats.current_run, stats.longest_run)):
            tile.value.setText(count_text(value))
        self.calendar.mark(stats.days)
        self._show_day()

    def _show_day(self) -> None:
        """What the selected day's challenge is and how it went, and the button to play it."""
        day = self.chosen_day
        played = self.daily_stats.days.get(day)
        if (self.game_id, day) != self.daily_in_play:
            how = {None: translate("StatisticsDialog", "not played"),
                   False: translate("StatisticsDialog", "played, not won yet"),
                   True: translate("StatisticsDialog", "won")}[played]
        else:
            how = {None: translate("StatisticsDialog", "being played now"),
                   False: translate("StatisticsDialog", "played, not won yet, being played again now"),
                   True: translate("StatisticsDialog", "won, being played again now")}[played]
        when = translate("StatisticsDialog", "Today") if day == self.today else day_text(day)
        game = text(report.game_name(self.game_id))
        if self.game_id == "mahjong":
            layout = text(report.rule_set_name("mahjong", daily_deal("mahjong", day).rule_key))
            words = translate("StatisticsDialog", "<b>{day}</b>: {game} on the layout {layout}, {state}.").format(
                day=when, game=game, layout=layout, state=how)
        else:
            words = translate("StatisticsDialog", "<b>{day}</b>: {game}, {state}.").format(
                day=when, game=game, state=how)
        self.day_label.setText(words)
        self.play_day_button.setText(translate("StatisticsDialog", "&Play Today's Challenge") if day == self.today
                                     else translate("StatisticsDialog", "&Play This Day's Challenge"))

    def _play_day(self) -> None:
        self.accept()  # closed first: the window may ask about the game under way, over the board
        self.daily_chosen.emit(self.game_id, self.chosen_day)

    def _scope(self) -> str:
        game = text(report.game_name(self.game_id))
        if self.rule_key is None or self.showing_daily:
            return game
        return f"{game} — {self.rule_combo.currentText()}"

    def _empty_body(self) -> str:
        invitation = translate("StatisticsDialog",
                               "Win, lose or give up a game and its result, time and moves will show up here.")
        if self.rule_key is None:
            return invitation
        nothing = (translate("StatisticsDialog", "Nothing is recorded for the layout “{name}” yet.")
                   if report.kept_per_layout(self.game_id)
                   else translate("StatisticsDialog", "Nothing is recorded for the rule set “{name}” yet."))
        return f"{nothing.format(name=self.rule_combo.currentText())} {invitation}"

    def _show_figures(self, stats: Stats) -> None:
        figures = report.figures(stats, self.game_id)
        keys = [figure.caption.source for figure in figures]  # the English caption names the figure
        if keys != list(self.figure_tiles):
            for tile in self.figure_tiles.values():
                tile.deleteLater()
            self.figure_tiles = {}
            for index, figure in enumerate(figures):
                tile = FigureTile(text(figure.caption))
                self.figure_rows[index >= FIRST_ROW].addWidget(tile, 1)
                self.figure_tiles[figure.caption.source] = tile
        for figure in figures:
            self.figure_tiles[figure.caption.source].value.setText(figure_text(figure))

    def _show_recent(self, stats: Stats) -> None:
        scored = any(game.score is not None for game in stats.recent)
        all_rule_sets = self.rule_key is None
        headers = [translate("StatisticsDialog", "Finished"), translate("StatisticsDialog", "Deal"),
                   translate("StatisticsDialog", "Result"), translate("StatisticsDialog", "Time"),
                   translate("StatisticsDialog", "Moves")]
        if all_rule_sets:
            headers.insert(1, translate("StatisticsDialog", "Layout") if report.kept_per_layout(self.game_id)
                           else translate("StatisticsDialog", "Rule set"))
        if scored:
            headers.append(translate("StatisticsDialog", "Score"))
        deal_column = 2 if all_rule_sets else 1
        result_column = deal_column + 1
        table = self.recent_table
        table.clear()
        table.setHeaderLabels(headers)
        for game in stats.recent:
            cells = [local_time(game), deal_text(game), outcome_word(game.outcome)]
            cells += [format_seconds(game.seconds), count_text(game.moves)]
            if all_rule_sets:
                cells.insert(1, text(report.rule_set_name(game.game_id, game.rule_key)))
            if scored:
                cells.append(count_text(game.score))
            item = QTreeWidgetItem(cells)
            item.setForeground(result_column, OUTCOME_COLORS[game.outcome])
            for column in (deal_column, *range(result_column + 1, len(headers))):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.addTopLevelItem(item)
        header = table.header()
        header.setStretchLastSection(False)
        for column in range(len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    # -- reset ---------------------------------------------------------------------------------
    def confirm_reset(self) -> None:
        if self.showing_daily:
            question = StatisticsDialog.tr("Delete the records of the daily challenges of %n day(s) of {scope}?"
                                           "\n\nThis cannot be undone.", None, self.daily_stats.days_played)
            reset = lambda: self.records.reset_dailies(self.game_id)  # noqa: E731
        else:
            played = self.records.stats(self.game_id, self.rule_key, recent=0).played
            question = StatisticsDialog.tr("Delete the records of %n game(s) of {scope}?\n\nThis cannot be undone.",
                                           None, played)
            reset = lambda: self.records.reset(self.game_id, self.rule_key)  # noqa: E731
        answer = QMessageBox.question(
            self,
            translate("StatisticsDialog", "Reset Statistics"),
            question.format(scope=self._scope()),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Reset:
            return
        try:
            reset()
        except StoreError as error:
            QMessageBox.warning(self, translate("StatisticsDialog", "Reset Statistics"), text(message(error)))
        self._wanted_rule_key = self.rule_key
        self._fill_rule_sets()
        self.refresh()
