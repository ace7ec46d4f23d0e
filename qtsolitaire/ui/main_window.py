"""The main window around the board of the current game: the games it runs (new, restart, daily, a saved one
resumed, dealt behind a banner), what it tells after each move and at a game's end, and its own window events.
Its menus, toolbar and looks are window_menus.py, the dialogs it opens window_dialogs.py, its status bar
status_bar.py."""

from __future__ import annotations

import random
from datetime import date, datetime, timezone

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from qtsolitaire.engine import registry
from qtsolitaire.engine.api import Capability
from qtsolitaire.engine.deals import new_deal_number
from qtsolitaire.engine.text import Text
from qtsolitaire.ui import boards
from qtsolitaire.ui.banner import Banner
from qtsolitaire.ui.board.view import BoardView
from qtsolitaire.ui.clock import format_seconds
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.dealing import Dealer
from qtsolitaire.ui.i18n import long_date, number, reason, text, translate
from qtsolitaire.store.files import StoreError
from qtsolitaire.ui.screen_fit import available_area, fit_screen
from qtsolitaire.ui.session import Session
from qtsolitaire.ui.status_bar import GameStatusBar, WrappingStatusBar
from qtsolitaire.ui.window_dialogs import WindowDialogs
from qtsolitaire.ui.window_menus import WindowMenus


FIRST_SIZE = QSize(1280, 860)  # a first window on a large screen: the board big, with room around it
# Smallest window: a Turtle tile face 30 px wide, cards 72 px, and the status bar's rule set, moves and time whole.
MINIMUM_SIZE = QSize(640, 480)
SETTLE_MS = 250  # a start-up's first frame is long painted by then
VERDICT_DELAY_MS = 60  # a new board is painted before the solver thread starts sharing the interpreter


def game_and_rules(game_name: Text | str, rules_name: Text | str) -> str:
    """The title's "<game> — <rule set or layout>", said once where the rule set's name already says the game:
    "Mahjong Solitaire — Turtle", "Pyramid — whole pack", and the game's name alone for its standard rules.
    Which of these it is, the English names decide: a translation may word them differently."""
    game, rules = str(game_name), str(rules_name)
    if game.startswith(rules):
        return text(game_name)
    if rules.split()[0] == game.split()[0]:
        return text(rules_name)
    return translate("MainWindow", "{game} — {rules}").format(game=text(game_name), rules=text(rules_name))


def utc_today() -> date:
    """The day of the daily challenge: the same everywhere at once."""
    return datetime.now(timezone.utc).date()


def _dealing(engine, rules, deal: int, winnable: bool, attempt: int | None = None):
    """The work of a deal for the Dealer. A winnable deal whose attempt is known (a saved game's)
    is dealt at once; one searched for gives up once nobody waits for it (see the registry)."""
    searched = winnable and Capability.ATTEMPT_DEALS in engine.capabilities
    if searched and attempt is not None:
        return lambda stopped: engine.dealt_attempt(rules, deal, attempt)
    if searched:
        return lambda stopped: engine.new_game(rules, deal, True, stopped=stopped)
    return lambda stopped: engine.new_game(rules, deal, winnable)


class _BoardHolder(QWidget):
    banner: Banner

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self.banner.isHidden():  # shown, even while the window itself is not yet on screen
            self.banner.place()


class MainWindow(WindowMenus, WindowDialogs, QMainWindow):
    game_started = Signal()
    settled = Signal()  # SETTLE_MS after the window first shows: for work the first frame can do without
    _notice_arrived = Signal()  # emitted on the session's worker threads: reaches the window queued

    def __init__(self, session: Session | None = None) -> None:
        super().__init__()
        self.session = session or Session()
        self._notice_arrived.connect(self._show_notices)
        self.session.on_notice = self._notice_arrived.emit
        self.dealer = Dealer(self)
        self._last_moved: tuple | None = None  # (game, history cursor, moves recorded) last seen
        self._last_saved: tuple | None = None
        self.controller: GameController | None = None
        self.view: BoardView | None = None
        self._notices_told: set[str] = set()
        self._settled = False
        self._remember_game = QTimer(self, singleShot=True, interval=SETTLE_MS, timeout=self.session.save_settings)
        self._ask_verdict = QTimer(self, singleShot=True, timeout=lambda: self.controller and self.controller.ask_verdict())

        self._stack = QStackedWidget()
        self._board_holder = _BoardHolder()
        self._board_holder.setObjectName("boardHolder")
        self._board_holder.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # the felt, before any board is in
        self._board_layout = QVBoxLayout(self._board_holder)
        self._board_layout.setContentsMargins(0, 0, 0, 0)
        self._paused_page = QLabel(translate("MainWindow", "Paused\n\nPress P to play on"),
                                   alignment=Qt.AlignmentFlag.AlignCenter)
        self._paused_page.setObjectName("pausedPage")
        self._stack.addWidget(self._board_holder)
        self._stack.addWidget(self._paused_page)
        self.setCentralWidget(self._stack)
        self.banner = self._board_holder.banner = Banner(self._board_holder)

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.setStatusBar(WrappingStatusBar())
        self.status_bar = GameStatusBar(self)
        self.statusBar().messageChanged.connect(lambda _text: self.controller and self.status_bar.fit())
        self._tick = QTimer(self, interval=500, timeout=self.status_bar.refresh)
        self._tick.start()
        self._apply_theme()
        self.setMinimumSize(MINIMUM_SIZE)
        fit_screen(self, FIRST_SIZE, self._available_area())

    # -- games -----------------------------------------------------------------------------
    def start_game(
        self, game_id: str, rule_key: str | None = None, deal: int | None = None, winnable: bool | None = None,
        *, daily: date | None = None, ask: bool = False,
    ) -> None:
        """A new game; KeyError (with a readable text) for an unknown game or rule set. Every way to a new
        game comes here. `daily` marks the deal as that day's challenge; with `ask`, a game under way is
        only abandoned once the player says so.

        A winnable deal that takes the solver a while is dealt behind a banner, never freezing the window.
        """
        if ask and self._asking_to_abandon(lambda: self.start_game(game_id, rule_key, deal, winnable, daily=daily)):
            return
        game = registry.game(game_id)
        engine = game.engine
        rule_key = rule_key or self.session.settings.rule_set_for(game_id)
        try:
            rules = engine.rule_set(rule_key) if rule_key else engine.rule_sets()[0]
        except KeyError:
            if rule_key == self.session.settings.rule_set_for(game_id):
                rules = engine.rule_sets()[0]  # the remembered one is gone, e.g. a deleted layout
            else:
                raise
        controller_class, _ = boards.board_classes(game_id)
        if winnable is None:
            # An engine that cannot promise winnable deals deals plain random games.
            winnable = self.session.settings.winnable_only and Capability.WINNABLE_DEALS in engine.capabilities
        prepared = self.dealer.prepared_key
        if deal is None and winnable and prepared is not None and prepared[:2] == (game_id, rules.key):
            deal = prepared[2]  # the next game, dealt while the last one's end was on screen
        deal = deal or new_deal_number()

        def ready(initial) -> None:
            controller = controller_class(game, rules, deal, winnable, parent=self, initial=initial)
            controller.daily = daily
            self._install(controller)

        def failed(error: Exception) -> None:
            self.banner.hide()
            if not winnable:  # dealing it again would fail again
                self._enable_play()
                undealt = translate("MainWindow", "Deal {deal} could not be dealt: {reason}")
                self.statusBar().showMessage(undealt.format(deal=deal, reason=reason(error)), 8000)
                return
            unproven = translate("MainWindow", "No winnable deal {deal} was found ({reason}); dealt it as it falls.")
            self.statusBar().showMessage(unproven.format(deal=deal, reason=reason(error)), 8000)
            self.start_game(game_id, rules.key, deal, winnable=False, daily=daily)

        searching = translate("MainWindow", "Deal {deal} of {rules}: the solver is trying deals until one can be won.")
        self.dealer.deal(
            _dealing(engine, rules, deal, winnable),
            ready,
            lambda: self._show_dealing(searching.format(deal=deal, rules=text(rules.name)),
                                       lambda: self.start_game(game_id, rules.key, deal, winnable=False)),
            failed,
            key=(game_id, rules.key, deal) if winnable else None,
        )

    def start_daily(self, game_id: str | None = None, day: date | None = None) -> None:
        """The daily challenge of a game (the current one) on a day (today, UTC): winnable wherever the
        game can deal winnable games, whatever the player's preference, so it is the same for everyone."""
        from qtsolitaire.engine.daily import daily_deal  # it loads every game's rules: not at start-up

        game = registry.game(game_id or self.controller.game.id)
        day = day or utc_today()
        c = self.controller
        if c is not None and (c.game.id, c.daily) == (game.id, day) and c.outcome is None:
            again = translate("MainWindow", "This is the Daily Challenge of {day}; Restart (F5) plays it again from "
                              "the start.")
            self.statusBar().showMessage(again.format(day=long_date(day)), 6000)
            return
        rule_key, deal = daily_deal(game.id, day)
        winnable = Capability.WINNABLE_DEALS in game.engine.capabilities
        try:
            game.engine.rule_set(rule_key)
        except KeyError as missing:  # a shipped layout's file gone from the installation
            missed = translate("MainWindow", "The daily challenge cannot be dealt: {reason}")
            self.statusBar().showMessage(missed.format(reason=reason(missing)), 8000)
            return
        self.start_game(game.id, rule_key, deal, winnable, daily=day, ask=True)

    def surprise_me(self) -> None:
        """A random game, then a random rule set (or layout) of it and a random deal: never just the one in play."""
        choices = [(info.id, rules.key) for info in registry.GAMES if boards.available(info.id)
                   for rules in info.engine.rule_sets()]
        c = self.controller
        playing = (c.game.id, c.rules.key) if c is not None else None
        choices = [choice for choice in choices if choice != playing] or choices
        game_id = random.choice(sorted({game_id for game_id, _ in choices}))
        rule_key = random.choice([key for gid, key in choices if gid == game_id])
        self.start_game(game_id, rule_key, ask=True)

    def game_under_way(self) -> bool:
        """A game with moves made that is neither over nor recorded: leaving it counts as a loss."""
        c = self.controller
        return c is not None and c.started and c.outcome is None and not c.recorded

    def shows(self, game_id: str, rule_key: str | None = None, deal: int | None = None) -> bool:
        """Whether the game on the board is the one a launch names (a rule set or deal left out matches any)."""
        c = self.controller
        return (c is not None and c.game.id == game_id and rule_key in (None, c.rules.key)
                and deal in (None, c.deal))

    def open_game(self, game_id: str, rule_key: str | None = None, deal: int | None = None) -> None:
        """What a launch naming a game does: the game under way if it is that one, else that game, asked first.
        At start the saved game is set up first, so there is a game to ask about; KeyError for an unknown one."""
        engine = registry.game(game_id).engine
        if rule_key is not None:
            engine.rule_set(rule_key)  # unknown: told now, on the command line, rather than in the window later
        if self.controller is None and self.session.saved_game() is not None:
            self.game_started.connect(lambda: self.open_game(game_id, rule_key, deal),
                                      Qt.ConnectionType.SingleShotConnection)
            self.resume_or_start()
        elif not self.shows(game_id, rule_key, deal):
            self.start_game(game_id, rule_key, deal, ask=True)

    def _show_dealing(self, text: str, instead) -> None:
        self.banner.show_message(translate("MainWindow", "Dealing a winnable game…"), text,
                                 [(translate("MainWindow", "Deal any game instead"), instead)])
        self._enable_play()

    def _enable_play(self) -> None:
        """The board and the actions on the game in play are off while a deal is on its way: the game
        on screen, if there is one, is about to be replaced. While paused every board action is off;
        after a win, those that play on (the controller's can_act guard)."""
        c = self.controller
        if c is not None:
            c.set_dealing(self.dealer.busy)
        playing = c is not None and not self.dealer.busy
        on_board = playing and not c.paused
        for action in (self.act_restart, self.act_pause):
            action.setEnabled(playing)
        for action in (self.act_hint, self.act_shuffle, self.act_draw):
            action.setEnabled(on_board and c.can_act())
        self.act_undo.setEnabled(on_board and c.history.can_undo)
        self.act_redo.setEnabled(on_board and c.history.can_redo)
        if self.view is not None:
            self.view.setEnabled(on_board)

    def resume_or_start(self) -> None:
        """What a plain start does: the game in progress if there is one, else a new one of the last game."""
        saved = self.session.saved_game()
        try:
            info = registry.game(saved.game_id) if saved else None
            controller_class = boards.board_classes(saved.game_id)[0] if saved else None
            rules = info.engine.rule_set(saved.rule_key) if saved else None
        except KeyError as unknown:
            self.session.set_saved_game_aside(str(unknown.args[0]))
            saved = None
        if saved is None:
            last = self.session.settings.last_game
            self.start_game(last if boards.available(last) else registry.GAMES[0].id)
            return

        def ready(initial) -> None:
            restored = self.session.restore(saved, controller_class, initial, self)
            if restored is None:
                self.start_game(saved.game_id, saved.rule_key)
            else:
                self._install(restored)

        def failed(error: Exception) -> None:
            self.session.set_saved_game_aside(reason(error))
            self.start_game(saved.game_id, saved.rule_key)

        self.dealer.deal(
            _dealing(info.engine, rules, saved.deal, saved.winnable_only, saved.attempt),
            ready,
            lambda: self._show_dealing(translate("MainWindow",
                                                 "Your game is being set up again, from its deal and every move."),
                                       lambda: self.start_game(saved.game_id, saved.rule_key, winnable=False)),
            failed,
        )

    def _install(self, controller: GameController) -> None:
        self.dealer.cancel()
        self._last_moved = self._last_saved = None
        if self.controller is not None:
            self.controller.leave()
        settings = self.session.settings
        settings.last_game = controller.game.id
        settings.set_rule_set_for(controller.game.id, controller.rules.key)
        self._remember_game.start()  # a moment later: two fsyncs held up the first frame by about 8 ms
        scene_class = boards.board_classes(controller.game.id)[1]
        if self.controller is not None:
            self.controller.close()
            self.controller.deleteLater()
        if self.view is not None:
            # Out of the layout and out of sight now; deleted once its events are done.
            self._board_layout.removeWidget(self.view)
            self.view.hide()
            self.view.deleteLater()
        self.controller = controller
        scene = scene_class(controller, self.theme)
        self.view = BoardView(scene, self._board_holder)
        self._board_layout.addWidget(self.view)
        self.view.show()
        self.view.setFocus()
        self.banner.hide()
        self.banner.raise_()
        controller.changed.connect(self._on_changed)
        controller.message.connect(lambda text: self.statusBar().showMessage(text, 4000))
        if controller.scores_by_streak:  # read before this game can be entered (a restored win is, at once)
            controller.streak = self.session.current_streak(controller)
        controller.keep_records(self.session.record)
        controller.finished.connect(self._on_finished)
        controller.verdict_changed.connect(self.status_bar.refresh_verdict)
        self._game_actions[controller.game.id].setChecked(True)
        self.act_pause.setChecked(False)
        self._stack.setCurrentIndex(0)
        # The platform appends the application display name ("… — QtSolitaire"); naming it here too doubled it.
        daily = controller.daily
        title = game_and_rules(controller.game.name, controller.rules.name)
        if daily is not None:
            title = translate("MainWindow", "{game} — Daily Challenge of {day}").format(game=title,
                                                                                        day=long_date(daily))
        self.setWindowTitle(title)
        self.status_bar.show_rules_name()
        self.status_bar.show_daily(None if daily is None else translate("MainWindow", "Daily Challenge: {day}").format(
            day=long_date(daily)))
        self._rules_changed()
        self.status_bar.rebuild()
        self._on_changed()
        self._ask_verdict.start(VERDICT_DELAY_MS)
        if controller.outcome:
            self._on_finished(controller.outcome)
        self.game_started.emit()

    def new_game(self, deal: int | None = None, ask: bool = False) -> None:
        c = self.controller
        self.start_game(c.game.id, c.rules.key, deal, ask=ask)

    def restart(self, ask: bool = False) -> None:
        """The same deal again from the start; with `ask`, a game under way goes only once the player says so."""
        if ask and self._asking_to_abandon(self.restart):
            return
        c = self.controller
        # The same deal from its first state: nothing to deal again, however long it took the first time.
        restarted = type(c)(c.game, c.rules, c.deal, c.winnable_only, parent=self, initial=c.history.initial)
        restarted.daily = c.daily
        self._install(restarted)

    def _offers(self, capability: Capability) -> bool:
        return self.controller is not None and capability in self.controller.engine.capabilities

    def _draw(self) -> None:
        if self._offers(Capability.DRAW):
            self.controller.draw()

    def _shuffle(self) -> None:
        if self._offers(Capability.SHUFFLE):
            self.banner.hide()
            self.controller.shuffle()

    def toggle_pause(self) -> None:
        if self.controller is None:
            return
        paused = not self.controller.paused
        self.controller.set_paused(paused)
        self.act_pause.setChecked(paused)
        self._stack.setCurrentIndex(1 if paused else 0)

    def _toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    # -- feedback --------------------------------------------------------------------------
    def _on_changed(self) -> None:
        c = self.controller
        moved = (id(c), c.history.cursor, len(c.history.all_moves))
        if moved != self._last_moved:
            if self._last_moved is not None and self._last_moved[0] == id(c):
                self.statusBar().clearMessage()  # a note about the last position is stale now
            self._last_moved = moved
        saved = (moved, tuple(c.counters.values()))
        if saved != self._last_saved:  # selections and highlights are not worth a write
            self._last_saved = saved
            self.session.save_game(c)
        self._show_notices()
        self._enable_play()
        self.act_shuffle.setVisible(self._offers(Capability.SHUFFLE))
        self.act_draw.setVisible(self._offers(Capability.DRAW))
        if c.outcome is None:
            self.dealer.stop_preparing()  # an undo after the end: the next deal must not slow this game
            if not self.dealer.busy:
                self.banner.hide()
        self.status_bar.refresh()

    # The status bar lives in status_bar.py; these delegates are what the tests reach for on the window.
    def verdict_text(self) -> str:
        return self.status_bar.verdict_text()

    def status_text(self, name: str) -> str:
        """The text of one status-bar field, as the player sees it."""
        return self.status_bar.status_text(name)

    def _refresh_status(self) -> None:
        self.status_bar.refresh()

    @property
    def _status_labels(self) -> list[QLabel]:
        return self.status_bar.status_labels

    @property
    def _rules_label(self) -> QLabel:
        return self.status_bar.rules_label

    @property
    def _verdict_label(self) -> QLabel:
        return self.status_bar.verdict_label

    @property
    def _rewind_button(self):
        return self.status_bar.rewind_button

    def _on_finished(self, outcome: str) -> None:
        c = self.controller
        moves, time = c.moves_made(), format_seconds(c.clock.seconds)
        if c.score() is None:
            summary = MainWindow.tr("%n move(s) in {time}", None, moves).format(time=time)
        else:
            summary = MainWindow.tr("Score {score} — %n move(s) in {time}", None, moves).format(
                score=number(c.score()), time=time)
        new_game = (translate("MainWindow", "New Game"), lambda: self.new_game())
        replay = (translate("MainWindow", "Replay This Deal"), self.restart)
        if outcome == "won" and c.daily is not None:
            self.banner.show_message(
                translate("MainWindow", "Daily Challenge of {day} won!").format(day=long_date(c.daily)),
                self._daily_won_text(c, summary),
                [new_game, replay, (translate("MainWindow", "Statistics"), lambda: self.show_statistics(daily=True))])
        elif outcome == "won":
            self.banner.show_message(translate("MainWindow", "You won!"), summary, [new_game, replay])
        else:
            # A deal stuck from the start has nothing to undo.
            actions = [(translate("MainWindow", "Undo"), c.undo)] if c.history.can_undo else []
            if self._offers(Capability.SHUFFLE):
                actions.append((translate("MainWindow", "Shuffle"), self._shuffle))
            actions += [(translate("MainWindow", "Restart"), self.restart), new_game]
            self.banner.show_message(c.lost_title(), c.lost_text(), actions)
        self._prepare_next_deal()

    def _daily_won_text(self, c: GameController, summary: str) -> str:
        stats = self.session.daily_stats(c.game.id, utc_today())
        if stats is None or stats.current_run < 2:
            return summary
        return summary + "\n" + MainWindow.tr("%n daily challenges won in a row", None, stats.current_run)

    def _prepare_next_deal(self) -> None:
        """A winnable deal the solver searches for can take it seconds (Pyramid with no redeal):
        the next one is searched for while the game's end is on screen, so New Game deals it at once."""
        c = self.controller
        engine = c.game.engine
        if c.winnable_only and Capability.ATTEMPT_DEALS in engine.capabilities:
            deal = new_deal_number()
            self.dealer.prepare((c.game.id, c.rules.key, deal), _dealing(engine, c.rules, deal, True))

    def show_statistics(self, daily: bool = False) -> None:
        """Game > Statistics, on the records of the game in play; `daily` opens it on its daily challenges."""
        c = self.controller
        from qtsolitaire.ui.dialogs.statistics import StatisticsDialog

        try:
            in_play = (c.game.id, c.daily) if c.daily and self.game_under_way() else None
            dialog = StatisticsDialog(self.session.records, self, game_id=c.game.id, rule_key=c.rules.key,
                                      today=utc_today(), daily=daily or c.daily is not None, daily_in_play=in_play)
        except StoreError as error:
            from PySide6.QtWidgets import QMessageBox  # dialog classes load when first opened

            from qtsolitaire.store.records import RecordsBusy

            self._show_notices()  # a book just kept aside says so first
            if isinstance(error, RecordsBusy):
                trouble = translate("MainWindow", "Your records cannot be read just now.\n\n{reason}.\n\n"
                                    "Try again once that program lets go of them.")
            else:
                trouble = translate("MainWindow", "Your records cannot be read just now.\n\n{reason}.")
            box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Statistics"),
                              trouble.format(reason=reason(error)), QMessageBox.StandardButton.Ok, self)
            box.setObjectName("statisticsTrouble")
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return
        self._show_notices()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.daily_chosen.connect(self.start_daily)
        self._open_over_game(dialog)

    # -- window events ---------------------------------------------------------------------
    def restore_window(self) -> None:
        """The size and place the window had when it closed, made smaller if this screen is smaller."""
        settings = self.session.settings
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode("ascii")))
            available = self._available_area()
            if self.frameGeometry().width() > available.width() or self.frameGeometry().height() > available.height():
                fit_screen(self, self.size(), available)

    def _available_area(self):
        return available_area(self)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._settled:
            self._settled = True
            QTimer.singleShot(SETTLE_MS, self, self._settle)  # dies with the window
            if self._ask_verdict.isActive():
                # A start-up's first frame takes longer than a new board's: the solver waits for it to be painted.
                self._ask_verdict.start(SETTLE_MS)

    def _settle(self) -> None:
        # The records open now, on their own thread, so any trouble with them is told at start.
        self.session.records_writer
        self._show_notices()
        self.settled.emit()

    def closeEvent(self, event) -> None:
        settings = self.session.settings
        settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        if self.controller is not None:
            self.session.save_game(self.controller)
            self.controller.close()  # its solver stops now: a search under way would hold up the exit
        self.dealer.cancel()
        self.session.close()
        super().closeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.controller is not None:
            self.status_bar.fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if self.controller is not None and event.type() == event.Type.WindowStateChange:
            minimised = bool(self.windowState() & Qt.WindowState.WindowMinimized)
            (self.controller.clock.hold if minimised else self.controller.clock.release)("minimised")
