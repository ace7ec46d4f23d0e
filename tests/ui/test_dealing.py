"""A slow winnable deal is dealt off the UI thread, behind a banner, and can be skipped."""

import threading
import time

import pytest
from PySide6.QtWidgets import QPushButton

from qtsolitaire.engine.pyramid import game as pyramid
from qtsolitaire.engine.api import DealStopped, NoWinnableDeal
from qtsolitaire.store import autosave
from tests.ui.conftest import wait_for_deal
from tests.waiting import PATIENCE_MS, PATIENCE_S


@pytest.fixture(autouse=True)
def deals_arrive_in_place():
    """Not here: these tests are of the dealer's threshold. A deal that is to be slow is held back until the test
    lets it go; any other may still come either way on a loaded machine, so the test waits for it to be on the
    board (wait_for_deal) before looking at it."""


def slow_new_game(release: threading.Event):
    real = pyramid.ENGINE.new_game

    def new_game(rules, deal, winnable_only=False, stopped=None):
        if winnable_only:
            release.wait(PATIENCE_S)
        return real(rules, deal, False)

    return new_game


def deals_ended():
    """Wait until every deal's thread has ended: whatever a deal hands over is then queued for its dealer."""
    for thread in threading.enumerate():
        if thread.name == "qtsolitaire-dealer":
            thread.join(PATIENCE_S)
            assert not thread.is_alive()


def test_a_slow_deal_shows_a_banner_and_arrives_without_blocking(qtbot, window, monkeypatch):
    release = threading.Event()
    monkeypatch.setattr(pyramid.ENGINE, "new_game", slow_new_game(release))
    window.show()
    window.start_game("pyramid", None, 21, winnable=True)  # back, with the deal held back until the test lets it go
    assert window.banner.isVisible() and window.banner.title == "Dealing a winnable game…"
    assert window.controller is None
    release.set()
    wait_for_deal(qtbot, window)
    assert window.controller.deal == 21 and window.controller.winnable_only
    assert not window.banner.isVisible()


def test_deal_any_game_instead_skips_the_search(qtbot, window, monkeypatch):
    release = threading.Event()
    monkeypatch.setattr(pyramid.ENGINE, "new_game", slow_new_game(release))
    window.show()
    window.start_game("pyramid", None, 22, winnable=True)
    window.banner.findChildren(QPushButton)[0].click()
    wait_for_deal(qtbot, window)
    assert window.controller.winnable_only is False
    release.set()
    deals_ended()
    qtbot.wait(100)  # the late winnable deal is ignored
    assert window.controller.winnable_only is False and window.controller.deal == 22


def test_a_deal_the_engine_cannot_make_winnable_is_dealt_plain(qtbot, window, monkeypatch):
    real = pyramid.ENGINE.new_game

    def refuses(rules, deal, winnable_only=False, stopped=None):
        if winnable_only:
            raise NoWinnableDeal("none of the 3 deals tried can be won with these rules")
        return real(rules, deal, False)

    monkeypatch.setattr(pyramid.ENGINE, "new_game", refuses)
    window.start_game("pyramid", None, 23, winnable=True)
    wait_for_deal(qtbot, window)
    assert window.controller.deal == 23 and not window.controller.winnable_only
    assert window.statusBar().currentMessage() == (
        "No winnable deal 23 was found (none of the 3 deals tried can be won with these rules); dealt it as it falls.")


def test_restart_reuses_the_dealt_state_instead_of_dealing_again(qtbot, window, monkeypatch):
    window.start_game("pyramid", None, 24, winnable=False)
    wait_for_deal(qtbot, window)
    first = window.controller.history.initial
    monkeypatch.setattr(pyramid.ENGINE, "new_game", lambda *a, **k: (_ for _ in ()).throw(AssertionError("dealt")))
    window.restart()
    assert window.controller.history.initial is first


def test_a_slow_resume_is_restored_behind_the_banner(qtbot, monkeypatch):
    from qtsolitaire.ui.main_window import MainWindow

    first = MainWindow()
    qtbot.addWidget(first)
    first.start_game("pyramid", None, 25, winnable=False)
    wait_for_deal(qtbot, first)
    c = first.controller
    c.hint()
    c.play(c.hint_move())
    first.close()
    saved = autosave.load()
    autosave.save(autosave.SavedGame.from_json({**saved.to_json(), "winnable_only": True}))
    release = threading.Event()
    monkeypatch.setattr(pyramid.ENGINE, "new_game", slow_new_game(release))
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    again.resume_or_start()
    assert again.banner.isVisible() and again.controller is None
    release.set()
    wait_for_deal(qtbot, again)
    assert again.controller.deal == 25 and again.controller.history.cursor == 1


def test_a_deal_that_arrives_after_its_window_is_gone_is_dropped(qtbot, caplog):
    """Quitting during a slow deal: the deal's thread reported to the deleted dealer, raising (or crashing)."""
    import shiboken6

    from qtsolitaire.ui.dealing import Dealer

    release = threading.Event()
    dealer = Dealer()
    dealer.deal(lambda stopped: release.wait(PATIENCE_S), lambda state: None, lambda: None, lambda error: None)
    shiboken6.delete(dealer)
    with caplog.at_level("ERROR"):
        release.set()
        deals_ended()  # the deal has arrived, at the deleted dealer
        qtbot.wait(100)
    assert not [r for r in caplog.records if "callback" in r.getMessage()]


def test_the_dealing_banner_shown_before_the_window_is_centred_once_it_shows(qtbot, window, monkeypatch):
    # At start-up the first deal begins before the window is on screen, at its default size.
    release = threading.Event()
    monkeypatch.setattr(pyramid.ENGINE, "new_game", slow_new_game(release))
    window.start_game("pyramid", None, 21, winnable=True)
    window.resize(1100, 800)
    window.show()
    qtbot.waitExposed(window)
    banner, holder = window.banner, window.banner.parentWidget()
    assert banner.isVisible()
    assert abs(banner.geometry().center().x() - holder.width() // 2) <= 1
    assert abs(banner.geometry().center().y() - holder.height() // 2) <= 1
    release.set()
    wait_for_deal(qtbot, window)


def game_actions(window):
    return (window.act_undo, window.act_redo, window.act_hint, window.act_shuffle, window.act_draw,
            window.act_restart, window.act_pause)


def test_nothing_acts_on_a_game_while_the_first_deal_is_on_its_way(qtbot, window, monkeypatch):
    release = threading.Event()
    monkeypatch.setattr(pyramid.ENGINE, "new_game", slow_new_game(release))
    window.start_game("pyramid", None, 26, winnable=True)
    assert window.controller is None
    assert not any(action.isEnabled() for action in game_actions(window))
    window.act_restart.trigger()  # there is no game to restart: it must not act at all
    release.set()
    wait_for_deal(qtbot, window)
    assert window.act_hint.isEnabled() and window.act_restart.isEnabled() and window.act_pause.isEnabled()
    assert not window.act_undo.isEnabled()  # nothing played yet


def test_the_game_on_screen_is_out_of_play_while_its_successor_is_dealt(qtbot, window, monkeypatch):
    window.show()
    window.start_game("pyramid", None, 27, winnable=False)
    wait_for_deal(qtbot, window)
    old = window.controller
    old.hint()
    old.play(old.hint_move())
    assert window.act_undo.isEnabled() and window.view.isEnabled()
    release = threading.Event()
    monkeypatch.setattr(pyramid.ENGINE, "new_game", slow_new_game(release))
    window.start_game("pyramid", None, 28, winnable=True)
    assert window.controller is old and window.banner.isVisible()
    assert not any(action.isEnabled() for action in game_actions(window))
    assert not window.view.isEnabled()
    old.changed.emit()  # the old game redrawing neither brings its actions back nor drops the banner
    assert not window.act_undo.isEnabled() and window.banner.isVisible()
    moves = old.history.cursor
    old.draw()  # nor does the controller play on, and its clock waits
    assert old.history.cursor == moves and not old.can_act() and not old.clock.running
    release.set()
    qtbot.waitUntil(lambda: window.controller is not old, timeout=PATIENCE_MS)
    assert window.controller.deal == 28 and window.view.isEnabled() and window.act_hint.isEnabled()
    assert not window.banner.isVisible()


def test_a_search_nobody_waits_for_stops(qtbot, window, monkeypatch):
    """Dealing another game left the search for the first one running, sharing the interpreter
    with the game in play for seconds (and one more such search per New Game pressed)."""
    gave_up = threading.Event()

    def searching(rules, deal, winnable_only=False, stopped=None):
        if not winnable_only:
            return real(rules, deal, False)
        while not stopped():
            time.sleep(0.01)
        gave_up.set()
        raise DealStopped("given up")

    real = pyramid.ENGINE.new_game
    monkeypatch.setattr(pyramid.ENGINE, "new_game", searching)
    window.show()
    window.start_game("pyramid", None, 29, winnable=True)
    assert window.banner.isVisible() and not gave_up.is_set()
    window.banner.findChildren(QPushButton)[0].click()  # "Deal any game instead"
    assert gave_up.wait(PATIENCE_S)
    wait_for_deal(qtbot, window)
    assert window.controller.deal == 29 and not window.controller.winnable_only


def test_a_plain_deal_that_fails_is_reported_not_dealt_again(qtbot, window, monkeypatch):
    """A failed deal was dealt again as it falls; when that one failed too, it went round for ever."""
    window.start_game("pyramid", None, 30, winnable=False)
    wait_for_deal(qtbot, window)
    playing = window.controller
    monkeypatch.setattr(pyramid.ENGINE, "new_game", lambda *a, **k: (_ for _ in ()).throw(ValueError("no cards")))
    window.start_game("pyramid", None, 31, winnable=False)
    wait_for_deal(qtbot, window)  # its failure may come from the dealer's worker too
    assert window.controller is playing and window.act_hint.isEnabled() and playing.can_act()
    assert window.statusBar().currentMessage() == "Deal 31 could not be dealt: no cards"


def test_the_first_deal_on_its_way_waits_on_the_felt(qtbot, window, monkeypatch):
    """Before the first board was in, the banner stood on a bare grey window."""
    release = threading.Event()
    monkeypatch.setattr(pyramid.ENGINE, "new_game", slow_new_game(release))
    window.resize(900, 700)
    window.show()
    window.start_game("pyramid", None, 32, winnable=True)
    qtbot.waitExposed(window)
    assert window.controller is None and window.banner.isVisible()
    corner = window.banner.parentWidget().grab().toImage().pixelColor(3, 3)
    assert corner.name() == window.theme.table_color().name()
    release.set()
    wait_for_deal(qtbot, window)


def win(qtbot, window):
    from qtsolitaire.engine.pyramid import solver

    c = window.controller
    for move in solver.solve(c.state).line:
        assert c.play(move)
    qtbot.waitUntil(lambda: window.banner.isVisible() and window.banner.title == "You won!", timeout=PATIENCE_MS)


def click_banner(window, text):
    next(b for b in window.banner.findChildren(QPushButton) if b.isVisible() and b.text() == text).click()


def test_the_next_winnable_deal_is_searched_for_while_a_win_is_on_screen(qtbot, window, monkeypatch):
    """New Game after a win of a no-redeal Pyramid waited a second or more behind a banner."""
    searched = []
    real = pyramid.ENGINE.new_game

    def counted(rules, deal, winnable_only=False, stopped=None):
        searched.append(deal)
        return real(rules, deal, winnable_only, stopped)

    monkeypatch.setattr(pyramid.ENGINE, "new_game", counted)
    window.show()
    window.start_game("pyramid", "pyramid", 32, winnable=True)
    wait_for_deal(qtbot, window)
    win(qtbot, window)
    game_id, rule_key, following = window.dealer.prepared_key
    assert (game_id, rule_key) == ("pyramid", "pyramid") and following != 32
    qtbot.waitUntil(lambda: searched == [32, following], timeout=PATIENCE_MS)
    click_banner(window, "New Game")  # the search may still be on its way: the deal comes when it ends
    qtbot.waitUntil(lambda: window.controller.deal == following, timeout=PATIENCE_MS)
    assert window.controller.winnable_only
    assert searched == [32, following] and window.dealer.prepared_key is None  # taken, not dealt again


@pytest.mark.parametrize("go_on", ["replay", "undo", "other rules"])
def test_a_prepared_deal_nobody_takes_stops(qtbot, window, monkeypatch, go_on):
    """Replaying the deal won, undoing the winning move or dealing other rules leaves no search
    running beside play."""
    gave_up = threading.Event()
    real = pyramid.ENGINE.new_game

    def searching(rules, deal, winnable_only=False, stopped=None):
        if deal == 33:
            return real(rules, deal, winnable_only, stopped)
        while not stopped():
            time.sleep(0.01)
        gave_up.set()
        raise DealStopped("given up")

    monkeypatch.setattr(pyramid.ENGINE, "new_game", searching)
    window.show()
    window.start_game("pyramid", "pyramid", 33, winnable=True)
    wait_for_deal(qtbot, window)
    win(qtbot, window)
    assert window.dealer.prepared_key is not None and not gave_up.is_set()
    if go_on == "replay":
        click_banner(window, "Replay This Deal")
    elif go_on == "undo":
        window.controller.undo()
        assert window.controller.outcome is None
    else:
        window.start_game("pyramid", "pyramid/r1", 33, winnable=True)
    assert gave_up.wait(PATIENCE_S) and window.dealer.prepared_key is None
    wait_for_deal(qtbot, window)
    assert window.controller.deal == 33


def test_the_next_deal_is_searched_for_after_a_loss_too(qtbot, window, monkeypatch):
    real = pyramid.ENGINE.new_game
    monkeypatch.setattr(pyramid.ENGINE, "new_game",
                        lambda rules, deal, winnable_only=False, stopped=None: real(rules, deal, False))
    window.start_game("pyramid", "pyramid/r0", 35, winnable=True)
    wait_for_deal(qtbot, window)
    c = window.controller
    while c.outcome is None:  # every removal there is, else a draw
        removal = next((m for m in pyramid.ENGINE.legal_moves(c.state) if isinstance(m, pyramid.Remove)), None)
        assert c.play(removal or pyramid.Draw())
    assert c.outcome == "lost" and window.banner.title == c.lost_title()
    assert window.dealer.prepared_key[:2] == ("pyramid", "pyramid/r0")
