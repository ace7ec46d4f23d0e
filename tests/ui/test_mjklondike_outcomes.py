"""How a MahJongg Klondike game ends, as the player sees it: the won and lost banners, hints, and what the solver
says of the position (can no longer be won, the rewind, a winnable deal known from the first tile)."""

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from qtsolitaire.engine.mjklondike import game as klondike
from qtsolitaire.engine.mjklondike.engine import ENGINE as KLONDIKE
from tests.ui.test_mjklondike_window import (  # noqa: F401 (window: the fixture these tests share)
    BASE,
    arranged,
    assert_board_mirrors_state,
    drag,
    foundation_point,
    install,
    pile_point,
    scene_of,
    show,
    tile_point,
    view_point,
    window,
)
from tests.waiting import PATIENCE_MS


def _near_won():
    """Everything up but the North Wind of the Circles set, which lies alone in the tableau."""
    dragons = ("dragon-red", "dragon-green", "dragon-white")
    winds = ("wind-east", "wind-south", "wind-west", "wind-north")
    foundations = []
    for set_index, suit in enumerate(klondike.FOUNDATION_SUITS):
        for pile in range(klondike.PILES_PER_SET):
            faces = [dragons[set_index]] + [f"{suit}-{rank}" for rank in range(1, 10)] + [winds[pile]]
            foundations.append(faces if (set_index, pile) != (2, 3) else faces[:-1])
    return arranged([["wind-north"]], foundations=foundations)


def test_a_win_shows_the_banner(qtbot, window):
    show(qtbot, window)
    c = install(window, _near_won())
    assert c.outcome is None
    north = c.state.tableau[0][0]
    drag(qtbot, window, tile_point(window, north), foundation_point(window, 11))
    assert klondike.is_won(c.state) and c.outcome == "won"
    assert window.banner.isVisible() and window.banner.title == "You won!"
    assert window.status_text("Foundations") == "132/132"
    assert_board_mirrors_state(window)


def test_a_game_that_gets_stuck_says_so(qtbot, window):
    strict = next(r.key for r in KLONDIKE.rule_sets() if str(r.name) == "Strict Klondike")
    show(qtbot, window, rules=strict)
    # Twelve Bamboo tiles end the piles, so nothing builds; the stock is spent with no redeal, and once the Red
    # Dragon on the waste goes up, the North Wind under it has nowhere to go.
    lasts = [f"bamboo-{rank}" for rank in (9, 8, 7) for _ in range(4)]
    state = arranged([[f"characters-{1 + p % 9}", last] for p, last in enumerate(lasts)], face_down=[1] * 12,
                     waste=["dragon-red"], rules=strict)
    c = install(window, replace(state, stock=(), waste=state.stock + state.waste))
    assert c.outcome is None
    red = c.state.waste[-1]
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(window, tile_point(window, red)))
    assert c.outcome == "lost" and window.banner.isVisible()
    assert window.banner.title == "No useful moves left"
    assert window.banner.text.startswith("1 of 132 tiles are on the foundations")


def test_hint_undo_redo(qtbot, window):
    show(qtbot, window)
    c = install(window, arranged([["wind-east"], ["bamboo-2", "dots-9"], ["bamboo-4"]], face_down=[0, 1]))
    nine, wind = c.state.tableau[1][1], c.state.tableau[0][0]
    window.act_hint.trigger()
    assert c.hinted == klondike.ToTableau(nine, 0)
    assert window.statusBar().currentMessage() == "Hint: 9 of Circles: pile 2 -> pile 1"
    scene = scene_of(window)
    assert scene.tiles[nine].marks == ("hint",) and scene.tiles[wind].marks == ("hint",)
    assert c.counters["hints"] == 1
    drag(qtbot, window, tile_point(window, nine), pile_point(window, 0))
    assert scene.tiles[nine].marks == () and window.status_text("Moves") == "1"
    window.act_undo.trigger()
    assert c.state.tableau[1][-1] == nine and window.status_text("Moves") == "0"
    assert not scene.tiles[c.state.tableau[1][0]].face_up
    window.act_redo.trigger()
    assert c.state.tableau[0][-1] == nine and window.status_text("Moves") == "1"
    assert_board_mirrors_state(window)


def trap_position():
    """Three piles' worth left: the 9 of Bamboo covers the 8 its pile needs and can only step onto the East Wind in
    pile 2. Sending that wind up instead (once the 9 of Circles is up) loses the game, though the South Wind still
    goes up from the stock: lost, with moves of use left."""
    from tests.engine.test_mjklondike_game import board

    dragons = {"bamboo": "red", "characters": "green", "dots": "white"}
    winds = ["east", "south", "west", "north"]
    full = {p: [f"dragon-{dragons[s]}"] + [f"{s}-{r}" for r in range(1, 10)] + [f"wind-{winds[p % 4]}"]
            for p, s in enumerate(s for s in ("bamboo", "characters", "dots") for _ in range(4))}
    full[0], full[5], full[8] = full[0][:8], full[5][:10], full[8][:9]
    options = klondike.Options(draw=(1,), redeals=0, lockstep=False, empty_pile="none")
    return board([["bamboo-8", "bamboo-9"], ["wind-east"], ["dots-9"]], face_down=[1], foundations=full,
                 stock=["wind-south", "wind-east"], options=options)


def test_a_lost_position_says_so_offers_the_rewind_and_hints_follow_the_solver(qtbot, window):
    show(qtbot, window)
    c = install(window, trap_position())
    c.ask_verdict()
    qtbot.waitUntil(lambda: window.verdict_text() == "winnable", timeout=PATIENCE_MS)
    window.act_hint.trigger()
    assert c.hinted == c.verdict().hint and window.statusBar().currentMessage().startswith("Hint: ")
    circles_nine, east = c.state.tableau[2][0], c.state.tableau[1][0]
    assert c.play(klondike.ToFoundation(circles_nine, 8))
    qtbot.waitUntil(lambda: window.verdict_text() == "winnable", timeout=PATIENCE_MS)
    assert c.play(klondike.ToFoundation(east, 8))  # the trap: the 9 of Bamboo has nowhere to go now
    qtbot.waitUntil(lambda: window.verdict_text() == "can no longer be won", timeout=PATIENCE_MS)
    assert c.outcome is None  # the game's own rule sees moves of use left; the solver knows better
    assert window._rewind_button.isVisibleTo(window)
    window._rewind_button.click()
    qtbot.waitUntil(lambda: c.history.cursor == 1, timeout=PATIENCE_MS)
    assert window.verdict_text() == "winnable" and not window._rewind_button.isVisibleTo(window)


def test_a_winnable_deal_is_known_winnable_from_the_first_tile(qtbot, window, monkeypatch):
    from qtsolitaire.engine.mjklondike import solver

    window.start_game("mjklondike", BASE, 5, winnable=True)
    c = window.controller
    assert c.winnable_only and c.history.initial.attempt > 0  # deal 5 itself is not one the solver wins
    solved = []  # its line is known already: no position on it is solved again
    monkeypatch.setattr(solver, "solve", lambda *args: solved.append(args) or pytest.fail(
        "a position on the known line was solved again"))
    qtbot.waitUntil(lambda: window.verdict_text() == "winnable" or bool(solved), timeout=PATIENCE_MS)
    assert not solved
    window.act_hint.trigger()
    assert c.hinted == c.verdict().hint
    assert c.play(c.hint_move())
    assert solver.verdict(c.state).winnable  # the next position is on the line too
    qtbot.waitUntil(lambda: window.verdict_text() == "winnable" or bool(solved), timeout=PATIENCE_MS)
    assert not solved
