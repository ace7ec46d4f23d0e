"""The MahJongg Klondike window as a player meets it: real drags, clicks and keys on the real view."""

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from qtsolitaire.engine.history import History
from qtsolitaire.engine.mjklondike import game as klondike
from qtsolitaire.engine.mjklondike.engine import ENGINE as KLONDIKE
from qtsolitaire.engine.mjklondike.interaction import Target
from qtsolitaire.engine.mjklondike.tiles import FACE, TILE_COUNT
from qtsolitaire.ui.board.mjklondike_geometry import placements
from qtsolitaire.ui.dialogs.mjklondike_options import KlondikeOptionsDialog
from tests.ui.conftest import click_scene_point, custom_rules, rules_menu_actions
from tests.waiting import PATIENCE_MS

BASE = KLONDIKE.rule_sets()[0].key


@pytest.fixture
def window(window):
    window.session.settings.winnable_only = False  # these tests play the numbered deals as they fall
    return window


def show(qtbot, window, deal=5, rules=BASE):
    window.start_game("mjklondike", rules, deal)
    window.show()
    qtbot.waitExposed(window)
    window.view.refit()
    return window.controller


def arranged(tableau, face_down=None, waste=(), foundations=None, rules=BASE):
    """A position named by faces: tableau piles (first dealt first), the waste (top last), the foundation piles;
    every tile not named lies in the stock, so all 132 are always there."""
    pool = {}
    for tile in range(TILE_COUNT):
        pool.setdefault(FACE[tile], []).append(tile)

    def take(faces):
        return tuple(pool[face].pop(0) for face in faces)

    tableau = [take(p) for p in tableau] + [()] * (klondike.TABLEAU_PILES - len(tableau))
    foundations = [take(p) for p in foundations or []]
    foundations += [()] * (klondike.FOUNDATION_PILES - len(foundations))
    waste = take(waste)
    stock = tuple(sorted(t for tiles in pool.values() for t in tiles))
    options = KLONDIKE.rule_set(rules).options
    return klondike.State(options, 1, tuple(tableau), tuple((list(face_down or []) + [0] * klondike.TABLEAU_PILES)[:klondike.TABLEAU_PILES]), stock,
                          waste, tuple(foundations))


def install(window, state):
    c = window.controller
    c.history = History(state)
    c.refresh_outcome()
    c.changed.emit()
    return c


def scene_of(window):
    return window.view.board_scene()


def tile_point(window, tile):
    """Somewhere on the part of a tile the player can see."""
    return scene_of(window)._visible_rect(tile).center()


def view_point(window, scene_point):
    p = window.view.mapFromScene(scene_point)
    return QPoint(p.x(), p.y())


def drag(qtbot, window, start, end):
    viewport = window.view.viewport()
    a, b = view_point(window, start), view_point(window, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 6):
        qtbot.mouseMove(viewport, a + (b - a) * i / 5)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def pile_point(window, pile):
    """The last tile of a tableau pile, or its empty place."""
    scene = scene_of(window)
    tiles = window.controller.state.tableau[pile]
    if tiles:
        return tile_point(window, tiles[-1])
    m = scene.geometry.metrics
    return scene.geometry.tableau[pile] + QPointF(m.width / 2, m.height / 2)


def foundation_point(window, pile):
    scene = scene_of(window)
    m = scene.geometry.metrics
    return scene.geometry.foundations[pile] + QPointF(m.width / 2, m.height / 2)


def stock_point(window):
    scene = scene_of(window)
    m = scene.geometry.metrics
    return scene.geometry.stock + QPointF(m.width / 2, m.height / 2)


def assert_board_mirrors_state(window):
    """Every tile once in the state, and every item exactly where the state puts it."""
    scene = scene_of(window)
    scene._finish_slide()
    state = window.controller.state
    everywhere = [t for p in state.tableau for t in p] + [t for p in state.foundations for t in p]
    everywhere += list(state.stock) + list(state.waste)
    assert sorted(everywhere) == list(range(TILE_COUNT))
    assert len(scene.tiles) == TILE_COUNT and [i.key for i in scene.tiles] == list(range(TILE_COUNT))
    expected = placements(state, scene.geometry, window.controller.waste_group())
    for item in scene.tiles:
        where = expected[item.key]
        assert (item.pos(), item.face_up, item.isVisible()) == (where.pos, where.face_up, where.shown), item.key


def test_status_bar_rules_menu_and_rules_text(qtbot, window):
    c = show(qtbot, window, 5)
    assert window.windowTitle() == "MahJongg Klondike"
    assert window.status_text("Stock") == "54, 3 per turn"
    assert window.status_text("Pass") == "1 of 3" and window.status_text("Redeals left") == "2"
    assert window.status_text("Foundations") == "0/132" and window.status_text("Moves") == "0"
    assert window.status_text("Deal") == "5"
    names = [a.text() for a in rules_menu_actions(window) if a.text()]
    assert names == [str(r.name) for r in KLONDIKE.rule_sets()] + ["&Custom Rules…"]
    assert "Klondike Gold Rush" in names and "Strict Klondike" in names
    strict = next(a for a in rules_menu_actions(window) if a.text() == "Strict Klondike")
    strict.trigger()
    assert str(window.controller.rules.name) == "Strict Klondike" and window.status_text("Redeals left") == "0"
    assert KLONDIKE.rules_text(window.controller.rules).startswith("<h2>Strict Klondike</h2>")
    assert_board_mirrors_state(window)
    assert c is not window.controller


def test_custom_rules(qtbot, window):
    show(qtbot, window)
    custom_rules(window)
    dialog = window.findChild(KlondikeOptionsDialog)
    assert [spin.value() for spin in dialog.draws] == [3, 2, 1]
    dialog.redeals.setCurrentIndex(dialog.redeals.findData(None))  # unlimited
    for spin in dialog.draws:
        spin.setValue(1)
    dialog.lockstep.setChecked(False)
    dialog.empty_pile.setCurrentIndex(dialog.empty_pile.findData("any"))
    assert "redeals unlimited" in dialog.summary.text() and "no lockstep" in dialog.summary.text()
    dialog.start_button.click()
    c = window.controller
    assert c.rules.key == "draw=1;redeals=unlimited;lockstep=off;empty=any"
    assert window.status_text("Stock") == "54, 1 per turn" and window.status_text("Redeals left") == "unlimited"
    assert window.status_text("Pass") == "1"
    checked = [a.text() for a in rules_menu_actions(window) if a.isChecked()]
    assert checked == [str(c.rules.name)]
    custom_rules(window)
    again = [d for d in window.findChildren(KlondikeOptionsDialog) if d.isVisible()][-1]
    assert again.options() == c.rules.options  # it opens on the rules being played
    dialog.redeals.setCurrentIndex(dialog.redeals.findData(0))
    assert not dialog.draws[1].isEnabled()  # no second pass without a redeal


def test_drag_a_tile_onto_a_legal_target(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["wind-east"], ["dots-9"], ["bamboo-3"]]))
    nine, wind = c.state.tableau[1][0], c.state.tableau[0][0]
    drag(qtbot, window, tile_point(window, nine), pile_point(window, 0))
    assert c.state.tableau[0] == (wind, nine) and c.state.tableau[1] == ()
    assert window.status_text("Moves") == "1"
    assert scene_of(window).tiles[nine].toolTip() == "9 of Circles"
    assert_board_mirrors_state(window)


def test_a_drag_outlines_the_pile_it_would_go_to_only_when_it_may(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["wind-east"], ["dots-9"], ["dots-8"]]))
    scene = scene_of(window)
    wind, nine = c.state.tableau[0][0], c.state.tableau[1][0]
    viewport = window.view.viewport()
    start = view_point(window, tile_point(window, nine))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(10, 10))
    qtbot.mouseMove(viewport, view_point(window, pile_point(window, 0)))
    assert scene.drop_ring.isVisible() and scene.drop_ring.rect.contains(scene.face_rect(wind))
    qtbot.mouseMove(viewport, view_point(window, pile_point(window, 2)))  # a 9 of Circles on an 8: no
    assert not scene.drop_ring.isVisible()
    qtbot.mouseMove(viewport, view_point(window, pile_point(window, 0)))
    assert scene.drop_ring.isVisible()
    qtbot.mouseMove(viewport, view_point(window, pile_point(window, 5)))  # an empty pile takes only winds
    assert not scene.drop_ring.isVisible()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, pile_point(window, 5)))
    assert c.state.tableau[1] == (nine,)
    assert_board_mirrors_state(window)


def test_drag_a_run_moves_it_as_a_unit(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["bamboo-6", "dots-5", "characters-4", "bamboo-3"], ["characters-6"]],
                                 face_down=[1, 0]))
    run = c.state.tableau[0][1:]
    # Grab the run by its head, the 5 of Circles, and drop it anywhere on the other pile's column.
    drag(qtbot, window, tile_point(window, run[0]), pile_point(window, 1) + QPointF(0, 40))
    assert c.state.tableau[1][1:] == run
    assert c.state.face_down[0] == 0 and len(c.state.tableau[0]) == 1  # the 6 of Bamboo turned up
    assert scene_of(window).tiles[c.state.tableau[0][0]].face_up
    assert_board_mirrors_state(window)


def test_an_illegal_drop_says_why_and_the_tiles_return(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["dots-9"], ["dots-8", "bamboo-7"], ["bamboo-2"]]))
    before = c.state
    drag(qtbot, window, tile_point(window, before.tableau[1][0]), pile_point(window, 0))
    assert window.statusBar().currentMessage() == "The 8 of Circles must go on a tile of another suit."
    assert c.state is before and not c.history.can_undo
    drag(qtbot, window, tile_point(window, before.tableau[2][0]), pile_point(window, 4))
    assert window.statusBar().currentMessage() == "An empty pile takes only a wind, or a run headed by a wind."
    drag(qtbot, window, tile_point(window, before.tableau[2][0]), QPointF(2, 2))  # onto nothing at all
    assert c.state is before
    assert_board_mirrors_state(window)


def test_double_click_sends_a_tile_to_its_foundation(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["dragon-red"], ["bamboo-1"]]))
    red = c.state.tableau[0][0]
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(window, tile_point(window, red)))
    assert red in c.state.foundations[0] and c.state.tableau[0] == ()
    scene = scene_of(window)
    assert [slot.caption for slot in scene.foundation_slots[:5]] == ["Red Dragon"] * 4 + ["Dragon"]
    one = c.state.tableau[1][0]
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(window, tile_point(window, one)))
    assert c.state.tableau[1] == (one,)
    assert window.statusBar().currentMessage() == "Lockstep: every pile of the Bamboo set needs a dragon before the 1 of Bamboo may go on."
    assert c.selected is None
    assert_board_mirrors_state(window)


def test_a_double_click_right_after_a_click_that_moved_is_just_another_click(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["bamboo-1"], ["dragon-red"]]))
    one, red = c.state.tableau[0][0], c.state.tableau[1][0]
    spot = view_point(window, tile_point(window, one))
    click_scene_point(qtbot, window.view, tile_point(window, red))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)  # the dragon onto the 1
    assert c.state.tableau[0] == (one, red)
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)  # now on the dragon
    assert c.state.tableau[0] == (one, red) and not any(c.state.foundations)
    assert_board_mirrors_state(window)


def test_drag_the_top_of_the_waste(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["dots-4"]], waste=["wind-east", "bamboo-3"]))
    three = c.state.waste[-1]
    drag(qtbot, window, tile_point(window, three), pile_point(window, 0))
    assert c.state.tableau[0][-1] == three and len(c.state.waste) == 1
    east = c.state.waste[-1]
    assert scene_of(window).tiles[east].isVisible() and scene_of(window).tiles[east].face_up
    drag(qtbot, window, tile_point(window, east), pile_point(window, 3))
    assert c.state.tableau[3] == (east,) and not c.state.waste
    assert_board_mirrors_state(window)


def test_a_long_pile_squeezes_to_fit_a_small_window(qtbot, window):
    show(qtbot, window)
    run = ["wind-east", "bamboo-9", "dots-8", "bamboo-7", "dots-6", "bamboo-5", "dots-4", "bamboo-3", "dots-2",
           "bamboo-1", "dragon-red"]
    down = [f"characters-{r}" for r in range(1, 10)] + ["dragon-green", "dragon-white"]
    c = install(window, arranged([down + run], face_down=[11]))
    window.resize(820, 560)
    qtbot.wait(10)
    window.view.refit()
    scene = scene_of(window)
    viewport = window.view.viewport().rect()
    assert scene.face_rect(c.state.tableau[0][-1]).bottom() <= viewport.height()
    steps = [scene.tiles[b].y() - scene.tiles[a].y() for a, b in zip(c.state.tableau[0][11:], c.state.tableau[0][12:])]
    assert min(steps) >= 0.24 * scene.geometry.metrics.height - 1  # every face-up tile keeps its corner showing
    assert_board_mirrors_state(window)


def test_resizing_keeps_tiles_of_one_size_only(qtbot, window):
    show(qtbot, window)
    scene = scene_of(window)
    for width in (900, 1000, 1100, 1200):
        scene.fit(width, 700, 1.0)
        window.view.grab()  # paints every tile at this size
    sizes = {metrics for (_, metrics, *_) in scene.painter._cache}
    assert sizes == {scene.geometry.metrics}


def test_the_table_and_tiles_follow_the_theme(qtbot, window):
    show(qtbot, window)
    scene = scene_of(window)
    window.set_look("theme", "night")
    assert scene.painter.tile_set == "night"
    assert scene.backgroundBrush().color().name() == "#1b2028"
    assert scene.set_labels[0].brush().color().name() == "#c9d1dc"
    window.set_look("theme", "green")
    assert scene.painter.tile_set == "classic"


def test_click_to_pick_up_and_click_to_put_down(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["wind-east"], ["dots-9"], ["dragon-green"]]))
    nine = c.state.tableau[1][0]
    click_scene_point(qtbot, window.view, tile_point(window, nine))
    scene = scene_of(window)
    assert c.selected == nine and scene.tiles[nine].marks == ("selected",)
    # Where it may go is outlined: on the wind, nowhere else (the dragon and the empty piles refuse a 9).
    assert "target" in scene.tiles[c.state.tableau[0][0]].marks
    assert "target" not in scene.tiles[c.state.tableau[2][0]].marks
    assert not any("target" in slot.marks for slot in scene.tableau_slots + scene.foundation_slots)
    click_scene_point(qtbot, window.view, pile_point(window, 0))
    assert c.state.tableau[0][-1] == nine and c.selected is None
    green = c.state.tableau[2][0]
    click_scene_point(qtbot, window.view, tile_point(window, green))
    assert ["target" in slot.marks for slot in scene.foundation_slots] == [True] * 12  # a dragon starts any set
    click_scene_point(qtbot, window.view, foundation_point(window, 5))
    assert c.state.foundations[5] == (green,)


def test_the_stock_through_its_passes_and_redeals(qtbot, window):
    c = show(qtbot, window, 9)
    per_turn = []
    for _ in range(200):
        if not c.state.stock and klondike.stock_move(c.state) is None:
            break
        before = c.state
        click_scene_point(qtbot, window.view, stock_point(window))
        if before.stock:
            per_turn.append((before.pass_index, len(before.stock) - len(c.state.stock)))
            assert window.status_text("Stock") == f"{len(c.state.stock)}, {c.state.draw_count} per turn"
            group = c.waste_group()
            assert group == c.state.waste[-len(group):] and scene_of(window).tiles[group[-1]].face_up
        else:
            assert c.state.pass_index == before.pass_index + 1 and len(c.state.stock) == len(before.waste)
    assert {(p, n) for p, n in per_turn} == {(0, 3), (1, 2), (2, 1)}
    assert window.status_text("Pass") == "3 of 3" and window.status_text("Redeals left") == "0"
    click_scene_point(qtbot, window.view, stock_point(window))
    assert window.statusBar().currentMessage() == "No redeals left."
    assert scene_of(window).stock_slot.caption == "Empty"
    assert_board_mirrors_state(window)


def test_keyboard_play(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["wind-east"], ["dots-9"], ["bamboo-4"]]))
    scene = scene_of(window)
    view = window.view
    qtbot.keyClick(view, Qt.Key.Key_Return)  # nothing focused: Enter turns the stock
    assert len(c.state.waste) == 3 and window.status_text("Moves") == "1"
    nine = c.state.tableau[1][0]

    def walk_to(key):
        """Arrow towards the place, as a player would."""
        for _ in range(40):
            if scene.focus_key == key:
                return
            points = scene.focus_rects()
            here = points[scene.focus_key].center() if scene.focus_key in points else QPointF(0, 0)
            delta = points[key].center() - here
            if abs(delta.x()) >= abs(delta.y()):
                qtbot.keyClick(view, Qt.Key.Key_Right if delta.x() > 0 else Qt.Key.Key_Left)
            else:
                qtbot.keyClick(view, Qt.Key.Key_Down if delta.y() > 0 else Qt.Key.Key_Up)
        raise AssertionError(f"the arrows never reached {key}, stuck on {scene.focus_key}")

    walk_to(nine)
    assert scene.ring.isVisible() and scene.ring.rect.contains(scene.face_rect(nine))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert c.selected == nine
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert c.selected is None
    qtbot.keyClick(view, Qt.Key.Key_Return)
    walk_to(Target("tableau", 2))
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the 9 does not go on a 4: refused, still held
    assert c.selected == nine and "one rank higher" in window.statusBar().currentMessage()
    walk_to(Target("tableau", 0))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert c.state.tableau[0][-1] == nine and c.selected is None
    stock = c.state.stock
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the ring went with the play: Enter waits for an arrow
    assert c.state.stock == stock and not scene.ring.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert scene.ring.isVisible()
    assert_board_mirrors_state(window)


def test_animated_moves_slide_and_settle_where_the_state_says(qtbot, window, monkeypatch):
    monkeypatch.setenv("QTSOLITAIRE_ANIMATIONS", "on")
    c = show(qtbot, window, 3)
    scene = scene_of(window)
    click_scene_point(qtbot, window.view, stock_point(window))
    turned = c.state.waste[-1]
    expected = placements(c.state, scene.geometry, c.waste_group())[turned]
    assert scene._slide.state() == scene._slide.State.Running and scene.tiles[turned].zValue() > 5000
    qtbot.waitUntil(lambda: scene._slide.state() != scene._slide.State.Running, timeout=PATIENCE_MS)
    assert scene.tiles[turned].pos() == expected.pos and scene.tiles[turned].zValue() == expected.z
    for _ in range(5):  # a click during a slide skips it: nothing waits, nothing is left half-way
        click_scene_point(qtbot, window.view, stock_point(window))
    window.act_undo.trigger()
    assert_board_mirrors_state(window)


def test_a_resumed_game_is_where_it_was_left(qtbot, window):
    from qtsolitaire.ui.main_window import MainWindow

    c = show(qtbot, window, 12)
    for _ in range(6):
        c.play(klondike.hint(c.state) or klondike.Draw())
    c.undo()
    state, group = c.state, c.waste_group()
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.resume_or_start()
    again.show()
    qtbot.waitExposed(again)
    r = again.controller
    assert r.game.id == "mjklondike" and r.state == state and r.history.can_redo
    assert r.waste_group() == group and again.status_text("Moves") == "5"
    assert_board_mirrors_state(again)


@pytest.mark.parametrize("animations", ["on", "off"])
def test_fast_clicks_and_drags_never_lose_a_tile(qtbot, window, monkeypatch, animations):
    monkeypatch.setenv("QTSOLITAIRE_ANIMATIONS", animations)
    c = show(qtbot, window, 11)
    viewport = window.view.viewport()
    rng = random.Random(4)
    for step in range(160):
        state = c.state
        faces_up = [t for p, tiles in enumerate(state.tableau) for t in tiles[state.face_down[p]:]]
        spots = [stock_point(window)] + [tile_point(window, t) for t in faces_up + list(state.waste[-1:])]
        spots += [pile_point(window, p) for p in range(12)] + [foundation_point(window, p) for p in range(12)]
        a, b = view_point(window, rng.choice(spots)), view_point(window, rng.choice(spots))
        action = rng.random()
        if action < 0.3:
            qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=a)
        elif action < 0.45:
            qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=a)
        elif action < 0.8:
            qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
            qtbot.mouseMove(viewport, (a + b) / 2)
            if rng.random() < 0.2:
                window.act_undo.trigger()  # the state changes under the drag
            qtbot.mouseMove(viewport, b)
            qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)
        elif action < 0.9:
            qtbot.keyClick(window.view, rng.choice([Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Return]))
        else:
            (window.act_undo if rng.random() < 0.6 else window.act_redo).trigger()
        if step % 8 == 0:
            c.play(klondike.hint(c.state) or klondike.Draw())  # keep the game moving
        if step % 20 == 0:
            assert_board_mirrors_state(window)
    assert_board_mirrors_state(window)
    assert c.history.cursor > 0


def test_a_small_window_keeps_the_foundation_names_and_captions_whole(qtbot, window):
    """At 640 wide "Bamboo" ran into "Characters" and the empty piles read "ragon"."""
    from PySide6.QtGui import QFontMetricsF

    from qtsolitaire.ui.board.mjklondike_geometry import caption_font

    show(qtbot, window)
    window.resize(640, 500)
    qtbot.wait(50)
    window.view.refit()
    scene = scene_of(window)
    rects = [label.sceneBoundingRect() for label in scene.set_labels]
    assert all(a.right() < b.left() for a, b in zip(rects, rects[1:])), [label.text() for label in scene.set_labels]
    width = scene.geometry.metrics.width
    for caption in ("Dragon", "White Dragon", "Green Dragon", "Wind"):
        font = caption_font(caption, width)
        if font is not None:
            assert all(QFontMetricsF(font).horizontalAdvance(word) <= width - 6 for word in caption.split())
    window.resize(1400, 900)
    qtbot.wait(50)
    window.view.refit()
    assert [label.text() for label in scene.set_labels] == ["Bamboo", "Characters", "Circles"]
    assert caption_font("Dragon", scene.geometry.metrics.width) is not None
