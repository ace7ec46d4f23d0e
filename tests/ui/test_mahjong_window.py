"""The Mahjong window as a player meets it: real clicks on the real view."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from qtsolitaire.engine.mahjong import game as mahjong
from tests.ui.conftest import click_scene_point, write_user_layout
from tests.waiting import PATIENCE_MS

# Eight tiles far apart: every tile is free, so every deal can be cleared.
SPREAD = [(x, y, 0) for y in (0, 4) for x in (0, 4, 8, 12)]


def show(qtbot, window, layout, deal=1):
    window.start_game("mahjong", layout, deal)
    window.show()
    qtbot.waitExposed(window)
    window.view.refit()
    return window.controller


def click_tile(qtbot, window, index):
    item = window.view.board_scene().items_by_index[index]
    m = window.view.board_scene().metrics
    click_scene_point(qtbot, window.view, item.scenePos() + QPointF(m.width / 2, m.height / 2))


def test_title_and_status_bar_name_the_game(qtbot, window):
    c = show(qtbot, window, "turtle", 7)
    assert window.windowTitle() == "Mahjong Solitaire — Turtle"
    assert window.status_text("Tiles left") == "144"
    assert window.status_text("Deal") == "7"
    assert window.status_text("Free pairs") == str(mahjong.free_pair_count(c.state))
    labels = [label.text() for label in window._status_labels]
    assert "Tiles left: 144" in labels and "Moves: 0" in labels


def test_clicking_a_blocked_tile_says_so_and_changes_nothing(qtbot, window):
    c = show(qtbot, window, "turtle", 7)
    blocked = next(i for i in range(144) if mahjong.why_not_select(c.state, i) == mahjong.BLOCKED
                   and c.state.layout.positions[i][2] == 0 and not c.state.layout.geometry.covered_by[i])
    click_tile(qtbot, window, blocked)
    assert window.statusBar().currentMessage() == "That tile is blocked"
    assert c.selected is None and mahjong.tiles_left(c.state) == 144


def test_a_whole_game_clicked_through_to_the_win(qtbot, window):
    write_user_layout("spread", SPREAD)
    c = show(qtbot, window, "spread", 3)
    assert window.status_text("Tiles left") == "8"
    while not mahjong.is_won(c.state):
        a, b = mahjong.hint(c.state)
        click_tile(qtbot, window, a)
        assert c.selected == a and window.view.board_scene().items_by_index[a].selected
        click_tile(qtbot, window, b)
    assert c.outcome == "won"
    assert window.banner.isVisible() and window.banner.title == "You won!"
    assert window.banner.text.startswith("4 moves in ")
    assert not c.clock.running


def test_select_deselect_and_move_the_selection(qtbot, window):
    write_user_layout("spread", SPREAD)
    c = show(qtbot, window, "spread", 3)
    faces = c.state.faces
    a = 0
    other = next(i for i in range(8) if not mahjong.matches(faces[i], faces[a]))
    click_tile(qtbot, window, a)
    click_tile(qtbot, window, a)
    assert c.selected is None
    click_tile(qtbot, window, a)
    click_tile(qtbot, window, other)
    assert c.selected == other and mahjong.tiles_left(c.state) == 8


def test_no_more_matches_stops_the_clock_and_offers_a_way_out(qtbot, window):
    write_user_layout("stack", [(0, 0, 0), (0, 0, 1)])
    c = show(qtbot, window, "stack", 1)
    assert c.outcome == "lost" and not c.clock.running
    assert window.banner.title == "No more matches"
    window.act_shuffle.trigger()  # allowed after "No more matches", and undoable
    assert c.state.shuffles == 1 and c.history.can_undo
    window.act_undo.trigger()
    assert c.state.shuffles == 0


def test_undo_redo_hint_and_restart(qtbot, window):
    write_user_layout("spread", SPREAD)
    c = show(qtbot, window, "spread", 3)
    window.act_hint.trigger()
    a, b = c.hinted
    scene = window.view.board_scene()
    assert scene.items_by_index[a].glow > 0 and scene.items_by_index[b].glow > 0
    click_tile(qtbot, window, a)
    click_tile(qtbot, window, b)
    assert window.status_text("Moves") == "1" and window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert window.status_text("Tiles left") == "8" and window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert window.status_text("Tiles left") == "6"
    first_faces = c.state.faces
    window.act_restart.trigger()  # F5 over a game under way asks first
    box = window.findChild(QMessageBox, "abandonBox")
    assert window.controller is c and box.text() == "Abandon this game? It will count as a loss."
    next(button for button in box.buttons() if button.text() == "&Abandon Game").click()
    assert window.controller is not c and window.controller.deal == 3
    assert window.controller.state.faces == first_faces and window.status_text("Tiles left") == "8"


def test_the_clock_waits_for_the_first_move(qtbot, window):
    """Time spent looking at a fresh deal (or away from it) is not play: best times stay fair."""
    c = show(qtbot, window, "turtle", 7)
    qtbot.wait(30)
    assert not c.clock.running and c.clock.seconds == 0 and window.status_text("Time") == "0:00"
    c.click_tile(mahjong.hint(c.state)[0])
    assert not c.clock.running  # a selection is not a move yet
    c.play(mahjong.RemovePair(*mahjong.hint(c.state)))
    assert c.clock.running


def test_pause_hides_the_board_and_holds_the_clock(qtbot, window):
    c = show(qtbot, window, "turtle", 7)
    c.play(mahjong.RemovePair(*mahjong.hint(c.state)))
    window.act_pause.trigger()
    assert c.paused and not c.clock.running and window._stack.currentIndex() == 1
    window.act_pause.trigger()
    assert not c.paused and c.clock.running and window._stack.currentIndex() == 0


def test_clicks_on_empty_table_and_double_clicks_break_nothing(qtbot, window):
    write_user_layout("spread", SPREAD)
    c = show(qtbot, window, "spread", 3)
    click_scene_point(qtbot, window.view, QPointF(2, 2))
    item = window.view.board_scene().items_by_index[0]
    point = window.view.mapFromScene(item.scenePos() + QPointF(5, 5))
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert mahjong.tiles_left(c.state) == 8 and c.selected in (None, 0)


def test_table_and_tile_set_switch_live_and_are_remembered(qtbot, window):
    from qtsolitaire.ui.main_window import MainWindow

    show(qtbot, window, "turtle", 7)
    scene = window.view.board_scene()
    window.set_look("theme", "night")
    assert scene.theme.id == "night" and scene.painter.tile_set == "night"
    assert scene.backgroundBrush().color().name() == "#1b2028"
    window.set_look("tile_set", "classic")
    assert scene.painter.tile_set == "classic" and scene.theme.table == "#1b2028"
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.theme.id == "night" and again.theme.tiles == "classic"


def test_the_view_menus_list_the_looks_as_they_open_and_tick_the_one_in_use(qtbot, window):
    show(qtbot, window, "turtle", 7)

    def opened(key):
        menu = window._look_menus[key]
        menu.aboutToShow.emit()  # what Qt sends as the player opens it
        return [(a.text(), a.isChecked()) for a in menu.actions()]

    assert opened("theme")[0] == ("Automatic (Follows the System)", True)
    assert ("Night (dark)", False) in opened("theme")
    assert [text for text, _ in opened("tile_set")] == ["As the Table Suggests", "Classic", "Night"]
    next(a for a in window._look_menus["theme"].actions() if a.text() == "Night (dark)").trigger()
    assert window.theme.id == "night"
    assert [checked for text, checked in opened("theme") if text == "Night (dark)"] == [True]
    assert sum(checked for _, checked in opened("theme")) == 1  # opened again: one tick, no duplicates
    backs = opened("card_back")
    assert backs[0] == ("As the Table Suggests", True) and len(backs) == 4


def test_keyboard_play_walks_free_tiles_and_selects_with_enter(qtbot, window):
    from PySide6.QtCore import Qt

    write_user_layout("spread", SPREAD)
    c = show(qtbot, window, "spread", 3)
    scene = window.view.board_scene()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    first = scene.focus_key
    assert first == 0 and scene.items_by_index[0].focused
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert scene.focus_key == 1
    qtbot.keyClick(window.view, Qt.Key.Key_Down)
    assert scene.focus_key == 5
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert c.selected == 5
    partner = next(i for i in range(8) if i != 5 and mahjong.matches(c.state.faces[i], c.state.faces[5]))
    scene.focus_key = partner
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert mahjong.tiles_left(c.state) == 6 and not scene.ring.isVisible()


def test_removed_tiles_fade_out_and_a_new_click_skips_the_fade(qtbot, window, monkeypatch):
    monkeypatch.setenv("QTSOLITAIRE_ANIMATIONS", "on")
    write_user_layout("spread", SPREAD)
    c = show(qtbot, window, "spread", 3)
    scene = window.view.board_scene()
    a, b = mahjong.hint(c.state)
    c.click_tile(a)
    c.click_tile(b)
    item = scene.items_by_index[a]
    assert item.isVisible() and item.opacity() == 1.0  # fading from full
    qtbot.waitUntil(lambda: not item.isVisible(), timeout=PATIENCE_MS)
    a2, b2 = mahjong.hint(c.state)
    c.click_tile(a2)
    c.click_tile(b2)
    c.undo()  # skips the running fade: the undone pair is back at once, fading in
    assert scene.items_by_index[a2].isVisible()
    qtbot.waitUntil(lambda: scene.items_by_index[a2].opacity() == 1.0, timeout=PATIENCE_MS)


def test_the_outlook_shows_the_solvers_verdict_and_hints_follow_it(qtbot, window):
    c = show(qtbot, window, "turtle", 9)
    qtbot.waitUntil(lambda: window.verdict_text() == "winnable", timeout=PATIENCE_MS)
    window.act_hint.trigger()
    assert c.hinted == c.verdict().hint


def test_with_winnable_deals_a_shuffle_keeps_the_board_winnable(qtbot, window):
    from qtsolitaire.engine.mahjong import solver

    c = show(qtbot, window, "turtle", 4)
    assert c.winnable_only
    for _ in range(3):
        c.hint()
        c.play(c.hint_move())
    window.act_shuffle.trigger()
    assert c.state.shuffles == 1 and solver.solve_state(c.state).winnable is True


def test_switching_games_leaves_exactly_one_board_showing(qtbot, window):
    from qtsolitaire.ui.board.view import BoardView

    show(qtbot, window, "turtle", 7)
    window.start_game("pyramid", None, 3)
    window.start_game("mjklondike", None, 3)
    shown = [v for v in window.findChildren(BoardView) if v.isVisibleTo(window)]
    assert shown == [window.view]


def test_no_more_matches_reads_as_lost_and_offers_only_what_works(qtbot, window):
    """A deal stuck from the start said 'Outlook: —' and offered an Undo with nothing to undo."""
    write_user_layout("towers", [(x, 0, z) for x in (0, 4) for z in range(4)])
    window.start_game("mahjong", "towers", 1, winnable=False)
    window.show()
    qtbot.waitExposed(window)
    c = window.controller
    assert c.outcome == "lost"
    assert window.verdict_text() == "can no longer be won"
    labels = [button.text() for button in window.banner.findChildren(QPushButton)]
    assert "Undo" not in labels and {"Shuffle", "Restart", "New Game"} <= set(labels)
