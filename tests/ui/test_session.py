"""Nothing is ever lost: games resume where they were, finished and left games are recorded."""

import threading
from datetime import datetime, timezone

from PySide6.QtWidgets import QMessageBox

from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.engine.mahjong.generate import winnable_game
from qtsolitaire.engine.mahjong.layout import Layout
from qtsolitaire.store import autosave, paths
from qtsolitaire.store.records import Records
from tests.ui.conftest import new_window, play_pairs, write_user_layout
from tests.waiting import PATIENCE_MS

SPREAD = [(x, y, 0) for y in (0, 4) for x in (0, 4, 8, 12)]


def test_a_game_in_progress_resumes_exactly_with_its_undo_history(qtbot):
    write_user_layout("spread", SPREAD)
    first = new_window(qtbot)
    first.start_game("mahjong", "spread", 11)
    c = first.controller
    play_pairs(c, 2)
    c.undo()
    c.hint()
    state, moves = c.state, c.history.all_moves
    first.close()

    second = new_window(qtbot)
    second.resume_or_start()
    r = second.controller
    assert (r.game.id, r.rules.key, r.deal) == ("mahjong", "spread", 11)
    assert r.state == state and r.history.all_moves == moves and r.history.can_redo
    assert r.counters == {"undos": 1, "hints": 1, "shuffles": 0}
    r.redo()
    assert mahjong.tiles_left(r.state) == 4


def test_a_new_game_records_the_old_one_as_abandoned_and_a_win_as_won(qtbot):
    write_user_layout("spread", SPREAD)
    window = new_window(qtbot)
    window.start_game("mahjong", "spread", 5)
    play_pairs(window.controller, 1)
    window.new_game(6)
    play_pairs(window.controller, 4)
    assert window.controller.outcome == "won"
    window.new_game(7)  # a won game is not recorded twice
    window.session.flush_saves()
    with Records.open() as records:
        outcomes = [(g.deal, g.outcome.value, g.moves) for g in records.games("mahjong")]
    assert sorted(outcomes) == [(5, "abandoned", 1), (6, "won", 4)]
    assert autosave.load() is None  # the fresh game has no move yet


def test_an_untouched_deal_is_not_recorded(qtbot):
    window = new_window(qtbot)
    window.start_game("mahjong", "turtle", 1)
    window.new_game(2)
    window.session.flush_saves()  # a record would be on its way on the writer's thread
    with Records.open() as records:
        assert records.count() == 0


def test_a_corrupt_autosave_is_kept_aside_and_the_player_told_once(qtbot):
    paths.state_dir().mkdir(parents=True, exist_ok=True)
    (paths.state_dir() / autosave.FILE_NAME).write_text("{ not json", encoding="utf-8")
    window = new_window(qtbot)
    window.resume_or_start()
    assert window.controller is not None and not window.controller.started
    assert any("could not be restored" in str(n) for n in window.session.notices)
    assert [p.name for p in paths.state_dir().iterdir() if p.name.startswith("autosave.json.")]
    window.show()
    qtbot.waitUntil(lambda: not window.session.notices, timeout=PATIENCE_MS)
    box = window.findChild(QMessageBox, "noticeBox")
    assert box is not None and "could not be restored" in box.text()


def test_a_saved_game_whose_moves_no_longer_replay_is_set_aside(qtbot):
    write_user_layout("spread", SPREAD)
    window = new_window(qtbot)
    window.start_game("mahjong", "spread", 5)
    play_pairs(window.controller, 1)
    window.close()
    saved = autosave.load()
    broken = saved.to_json()
    broken["moves"] = [{"type": "remove", "tiles": [0, 0]}]
    autosave.save(autosave.SavedGame.from_json(broken))
    again = new_window(qtbot)
    again.resume_or_start()
    assert not again.controller.started and any("could not be restored" in str(n) for n in again.session.notices)


def test_a_game_on_a_layout_changed_since_is_told_and_kept_aside_not_replayed_on_the_new_shape(qtbot):
    write_user_layout("spread", SPREAD, name="Spread")
    window = new_window(qtbot)
    window.start_game("mahjong", "spread", 5)
    play_pairs(window.controller, 1)
    window.close()
    assert autosave.load().deal_digest is not None
    write_user_layout("spread", [(x, y + 2, 0) for x, y, _ in SPREAD], name="Spread")  # the file changes
    again = new_window(qtbot)
    again.resume_or_start()
    assert (again.controller.rules.key, again.controller.started) == ("spread", False)
    (notice,) = again.session.notices
    assert str(notice).startswith("The game you were playing could not be restored (Spread has changed since that game "
                             "was dealt, so its deal is not the one it was played on); it was kept aside as ")


def old_pyramid():
    """The Pyramid layout as it shipped before it changed shape: 8x9, 6x7, 4x5, 2x3, and a 2x2 straddling the 2x3."""
    def block(col, row, z, wide, deep):
        return [(int(2 * (col + c)), int(2 * (row + r)), z) for r in range(deep) for c in range(wide)]

    positions = (block(0, 0, 0, 8, 9) + block(1, 1, 1, 6, 7) + block(2, 2, 2, 4, 5) + block(3, 3, 3, 2, 3)
                 + block(3, 3.5, 4, 2, 2))
    return Layout("pyramid", "Pyramid", 1, tuple(positions))


def test_a_save_from_before_fingerprints_on_the_old_pyramid_is_told_and_kept_aside(qtbot):
    """A game saved on the old Pyramid by a version that kept no deal digest: its moves are tried, fail, and the
    player is told; the new Pyramid is dealt."""
    state, moves = winnable_game(old_pyramid(), 9), []
    for _ in range(3):
        move = mahjong.RemovePair(*mahjong.hint(state))
        state = mahjong.apply(state, move)
        moves.append(mahjong.move_to_json(move))
    autosave.save(autosave.SavedGame("mahjong", "pyramid", 9, True, tuple(moves), 3, 40, datetime.now(timezone.utc)))
    window = new_window(qtbot)
    window.resume_or_start()
    assert (window.controller.rules.key, window.controller.started) == ("pyramid", False)
    (notice,) = window.session.notices
    assert str(notice).startswith("The game you were playing could not be restored (its moves no longer play on its deal:")
    assert [p.name for p in paths.state_dir().iterdir() if p.name.startswith("autosave.json.")]


def test_the_last_game_and_layout_are_remembered(qtbot):
    window = new_window(qtbot)
    window.start_game("mahjong", "cross", 3)
    window.close()
    again = new_window(qtbot)
    again.resume_or_start()
    assert again.controller.rules.key == "cross"


def test_the_clock_stops_while_the_window_is_minimised(qtbot):
    write_user_layout("spread", SPREAD)
    window = new_window(qtbot)
    window.start_game("mahjong", "spread", 3)
    window.show()
    qtbot.waitExposed(window)
    play_pairs(window.controller, 1)
    clock = window.controller.clock
    assert clock.running
    window.showMinimized()
    qtbot.waitUntil(lambda: not clock.running)
    window.showNormal()
    qtbot.waitUntil(lambda: clock.running)
    window.toggle_pause()
    window.showMinimized()
    qtbot.waitUntil(lambda: window.isMinimized())
    window.showNormal()
    qtbot.waitUntil(lambda: not window.isMinimized())
    assert not clock.running  # still paused: coming back from the taskbar does not unpause


def test_a_save_that_keeps_failing_is_told_once_not_after_every_move(qtbot):
    """A folder where the autosave should be (or a full disk) popped a modal box after every single move."""
    write_user_layout("spread", SPREAD)
    (paths.state_dir() / autosave.FILE_NAME).mkdir(parents=True)
    window = new_window(qtbot)
    window.start_game("mahjong", "spread", 5)
    with qtbot.waitSignal(window.settled, timeout=PATIENCE_MS):  # the records are opened, and checked, then
        window.show()

    def told_after(pairs):
        play_pairs(window.controller, pairs)
        window.session.flush_saves()  # the saves have failed, and the records are checked: all is told by now
        qtbot.waitUntil(lambda: not window.session.notices, timeout=PATIENCE_MS)
        return [b for b in window.findChildren(QMessageBox, "noticeBox") if b.isVisible()]

    told = told_after(1)
    assert told and all("could not be saved" in b.text() for b in told)
    for box in told:
        box.done(0)
    assert told_after(2) == []


def test_a_window_closed_and_deleted_right_after_showing_leaves_no_timer_behind(qtbot):
    """The deferred opening of the records fired on the deleted window and raised in the event loop."""
    import shiboken6

    from qtsolitaire.ui.main_window import MainWindow

    window = MainWindow()  # not handed to qtbot, which would close it again after the test
    window.start_game("pyramid", None, 3)
    window.show()
    window.session.notices.append("something to tell")
    window.close()
    shiboken6.delete(window)
    qtbot.wait(400)  # pytest-qt fails the test on an exception raised in the event loop meanwhile


def test_a_winnable_deal_comes_back_from_its_attempt_without_a_search(qtbot, monkeypatch):
    """Resuming searched for the winnable deal all over again: seconds on slow rule sets, and a
    changed solver could pick another deal, on which the saved moves no longer replay."""
    from qtsolitaire.engine.pyramid import game as pyramid

    first = new_window(qtbot)
    first.start_game("pyramid", "pyramid", 10, winnable=True)
    c = first.controller
    assert c.history.initial.attempt == 3  # deal 10 itself cannot be won
    c.hint()
    c.play(c.hint_move())
    state = c.state
    first.close()
    assert autosave.load().attempt == 3

    searches = []
    real = pyramid.ENGINE.new_game
    monkeypatch.setattr(pyramid.ENGINE, "new_game", lambda *args, **kw: searches.append(args) or real(*args, **kw))
    again = new_window(qtbot)
    again.resume_or_start()
    r = again.controller
    assert searches == [] and r.winnable_only and r.state == state and r.history.initial.attempt == 3


def test_a_plain_deal_is_saved_without_an_attempt(qtbot):
    window = new_window(qtbot)
    window.start_game("pyramid", "pyramid", 10, winnable=False)
    c = window.controller
    c.hint()
    c.play(c.hint_move())
    window.close()
    assert autosave.load().attempt is None


class _ReadWhileAWorkerAdds(list):
    """The session's notices, with a worker's notice arriving just as the window has read the others: what a
    records or save thread can do at any moment."""

    def __init__(self, notices, late, session):
        super().__init__(notices)
        self.late, self.session = late, session

    def _arrives(self):
        if self.late is not None:
            late, self.late = self.late, None
            worker = threading.Thread(target=self.session._notify, args=(late,))
            worker.start()
            worker.join()

    def __iter__(self):
        read = iter(list(super().__iter__()))
        self._arrives()
        return read

    def __getitem__(self, index):
        read = super().__getitem__(index)
        self._arrives()
        return read


def test_a_notice_that_arrives_while_the_others_are_read_is_told_too(qtbot):
    window = new_window(qtbot)
    window.start_game("pyramid", "pyramid", 3, winnable=False)
    with qtbot.waitSignal(window.settled, timeout=PATIENCE_MS):
        window.show()
    window.session.notices = _ReadWhileAWorkerAdds([], "late trouble", window.session)
    worker = threading.Thread(target=window.session._notify, args=("first trouble",))
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: len(window.findChildren(QMessageBox, "noticeBox")) == 2, timeout=PATIENCE_MS)
    assert sorted(b.text() for b in window.findChildren(QMessageBox, "noticeBox")) == ["first trouble", "late trouble"]
