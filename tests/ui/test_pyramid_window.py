"""The Pyramid window as a player meets it: real clicks, drags and keys on the real view."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest

from qtsolitaire.engine.pyramid import solver
from qtsolitaire.engine.pyramid.cards import KING, card_label, value
from qtsolitaire.engine.pyramid.game import ENGINE, ROW_PLACES, Draw, Park, Redeal, Remove
from qtsolitaire.engine.pyramid.interaction import FOUNDATION, STOCK, TEMP, location
from qtsolitaire.ui.dialogs.pyramid_options import PyramidOptionsDialog
from tests.ui.conftest import click_scene_point, custom_rules, rules_menu_actions
from tests.waiting import PATIENCE_MS

BOTTOM_ROW = ROW_PLACES[-1]


def dealt(window, rule_key, deal):
    """The position the window deals for these rules and deal number."""
    return ENGINE.new_game(ENGINE.rule_set(rule_key), deal, window.session.settings.winnable_only)


def first_deal(window, rule_key, wanted):
    return next(deal for deal in range(1, 400) if wanted(dealt(window, rule_key, deal)))


def bottom_pair(state):
    """Two bottom-row cards that make 13, or None."""
    cards = [state.pyramid[p] for p in BOTTOM_ROW]
    return next(((a, b) for a in cards for b in cards if a < b and value(a) + value(b) == 13), None)


def show(qtbot, window, rule_key="pyramid", deal=1):
    window.start_game("pyramid", rule_key, deal)
    window.show()
    qtbot.waitExposed(window)
    window.view.refit()
    return window.controller


def scene(window):
    return window.view.board_scene()


def card_point(window, card) -> QPointF:
    """A point on the part of the card a player sees (its top strip, for a pyramid card)."""
    board = scene(window)
    item = board.cards[card]
    where, _ = location(window.controller.state, card)
    down = board.row_step / 2 if where == "pyramid" else board.art.height / 2
    return item.scenePos() + QPointF(board.art.width / 2, down)


def pile_point(window, pile) -> QPointF:
    board = scene(window)
    return board.slots[pile] + QPointF(board.art.width / 2, board.art.height / 2)


def view_point(window, scene_point) -> QPoint:
    point = window.view.mapFromScene(scene_point)
    return QPoint(point.x(), point.y())


def click_card(qtbot, window, card):
    click_scene_point(qtbot, window.view, card_point(window, card))


def click_pile(qtbot, window, pile):
    click_scene_point(qtbot, window.view, pile_point(window, pile))


def drag(qtbot, window, start: QPointF, end: QPointF):
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, start))
    for step in range(1, 6):
        qtbot.mouseMove(viewport, view_point(window, start + (end - start) * (step / 5)))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, end))


def message(window):
    return window.statusBar().currentMessage()


def assert_all_cards_accounted_for(window):
    state = window.controller.state
    board = scene(window)
    placed = [c for c in state.pyramid if c is not None] + list(state.stock) + list(state.waste) + list(state.foundation)
    if state.temp is not None:
        placed.append(state.temp)
    assert sorted(placed) == list(range(52))
    assert sorted(item.key for item in board.cards) == list(range(52))
    for item in board.cards:
        where = board.placed(item.key)
        assert item.pos() == where.pos and item.isVisible() == where.shown and item.face_up == where.face_up


def test_the_deal_as_it_is_shown(qtbot, window):
    c = show(qtbot, window, "pyramid", 5)
    assert window.windowTitle() == "Pyramid Solitaire"
    for name, shown in (("Score", "0"), ("Moves", "0"), ("Stock", "24"), ("Redeals left", "2"), ("Deal", "5")):
        assert window.status_text(name) == shown
    board = scene(window)
    state = c.state
    for p, card in enumerate(state.pyramid):
        item = board.cards[card]
        assert item.covered == (p not in BOTTOM_ROW)
        assert item.toolTip().endswith("(covered)") == item.covered
    # Each card is overlapped by the two of the row below, which sit half a card to either side.
    apex, left, right = (board.cards[state.pyramid[p]] for p in (0, 1, 2))
    assert left.sceneBoundingRect().intersects(apex.sceneBoundingRect())
    assert right.sceneBoundingRect().intersects(apex.sceneBoundingRect())
    assert left.zValue() > apex.zValue() and left.x() < apex.x() < right.x()
    top = board.cards[state.stock[-1]]
    assert top.face_up and top.isVisible() and not board.cards[state.stock[-2]].face_up
    assert_all_cards_accounted_for(window)


def test_click_a_pair_then_a_king(qtbot, window):
    deal = first_deal(window, "pyramid", lambda s: bottom_pair(s) and any(value(s.pyramid[p]) == KING for p in BOTTOM_ROW))
    c = show(qtbot, window, "pyramid", deal)
    a, b = bottom_pair(c.state)
    click_card(qtbot, window, a)
    assert c.selected == a and scene(window).cards[a].selected
    click_card(qtbot, window, b)
    assert c.state.foundation == tuple(sorted((a, b)))
    assert window.status_text("Score") == "10" and window.status_text("Moves") == "1"
    king = next(c.state.pyramid[p] for p in BOTTOM_ROW if c.state.pyramid[p] is not None and value(c.state.pyramid[p]) == KING)
    click_card(qtbot, window, king)
    assert c.state.foundation[-1] == king and window.status_text("Score") == "15"
    assert_all_cards_accounted_for(window)


def test_an_illegal_pair_and_a_covered_card_say_why(qtbot, window):
    deal = first_deal(window, "pyramid", lambda s: value(s.pyramid[21]) + value(s.pyramid[22]) != 13
                      and KING not in (value(s.pyramid[21]), value(s.pyramid[22]), value(s.pyramid[0])))
    c = show(qtbot, window, "pyramid", deal)
    a, b = c.state.pyramid[21], c.state.pyramid[22]
    click_card(qtbot, window, a)
    click_card(qtbot, window, b)
    assert message(window) == f"Those add up to {value(a) + value(b)}, not 13"
    assert c.selected == b and len(c.state.foundation) == 0
    click_card(qtbot, window, c.state.pyramid[0])
    assert message(window) == "That card is covered"
    assert c.state.moves == 0


def test_draw_through_the_stock_then_redeal(qtbot, window):
    c = show(qtbot, window, "pyramid", 3)
    while c.state.stock:
        before = c.state
        click_pile(qtbot, window, STOCK)
        assert len(c.state.stock) == len(before.stock) - 1
        if value(before.stock[-1]) != KING:
            assert c.state.waste[-1] == before.stock[-1]
    assert window.status_text("Stock") == "0"
    assert scene(window).piles[STOCK].redeal == "ready"
    waste = c.state.waste
    click_pile(qtbot, window, STOCK)
    assert c.state.stock == tuple(reversed(waste)) and not c.state.waste
    assert window.status_text("Redeals left") == "1"
    assert_all_cards_accounted_for(window)


def test_no_redeal_left_is_explained(qtbot, window):
    window.session.settings.winnable_only = False  # proving r0 deals winnable is slow, and beside the point
    c = show(qtbot, window, "pyramid/r0", 3)
    for _ in range(24):
        c.play(Draw()) or c.play(Remove.of(c.state.stock[-1]))
    assert not c.state.stock and scene(window).piles[STOCK].redeal == "none"
    click_pile(qtbot, window, STOCK)
    assert message(window) == "No redeals left"


def test_a_pair_played_under_a_resting_pointer_leaves_the_program_running(qtbot, window):
    """A keyboard player whose pointer rests over the board, never moved since the window opened:
    the card under it lost its hand cursor through Qt's unsetCursor, which read the view's last
    mouse event, there was none, and the program crashed."""
    deal = first_deal(window, "pyramid", lambda s: bottom_pair(s) is not None)
    c = show(qtbot, window, "pyramid", deal)
    a, b = bottom_pair(c.state)
    QCursor.setPos(window.view.viewport().mapToGlobal(view_point(window, card_point(window, a))))
    for widget in (window.view, window.view.viewport()):
        widget.setAttribute(Qt.WidgetAttribute.WA_UnderMouse)
    assert c.play(Remove((a, b)))
    assert location(c.state, a)[0] == FOUNDATION
    assert scene(window).cards[a].cursor().shape() == Qt.CursorShape.ArrowCursor


def test_a_card_dragged_onto_its_partner_pairs(qtbot, window):
    c = show(qtbot, window, "pyramid", first_deal(window, "pyramid", bottom_pair))
    a, b = bottom_pair(c.state)
    drag(qtbot, window, card_point(window, a), card_point(window, b))
    assert set(c.state.foundation) == {a, b}
    assert_all_cards_accounted_for(window)


def test_a_king_dragged_to_the_foundation_goes(qtbot, window):
    c = show(qtbot, window, "pyramid", first_deal(window, "pyramid", lambda s: value(s.pyramid[24]) == KING))
    king = c.state.pyramid[24]
    drag(qtbot, window, card_point(window, king), pile_point(window, FOUNDATION))
    assert c.state.foundation == (king,)


def test_a_drag_dropped_on_empty_table_returns_the_card(qtbot, window):
    c = show(qtbot, window, "pyramid", 2)
    card = c.state.pyramid[21]
    item = scene(window).cards[card]
    home = item.pos()
    board_bottom = max(i.sceneBoundingRect().bottom() for i in scene(window).cards if i.isVisible())
    empty = QPointF(8, min(board_bottom + 4, window.view.viewport().height() - 4))
    assert not [i for i in scene(window).items(empty) if i.isVisible()]
    drag(qtbot, window, card_point(window, card), empty)
    assert item.pos() == home and c.state.moves == 0 and c.selected is None
    assert_all_cards_accounted_for(window)


def test_keyboard_play(qtbot, window):
    c = show(qtbot, window, "pyramid", first_deal(window, "pyramid", bottom_pair))
    a, b = bottom_pair(c.state)
    view = window.view
    view.setFocus()
    board = scene(window)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Right)
    assert board.focus_key == STOCK and board.cards[c.state.stock[-1]].focused
    stock_top = c.state.stock[-1]
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert len(c.state.stock) == 23 or c.state.foundation == (stock_top,)

    def walk_to(target):
        QTest.keyClick(view.viewport(), Qt.Key.Key_Down)
        for _ in range(8):
            if board.focus_key == target:
                return
            QTest.keyClick(view.viewport(), Qt.Key.Key_Left if board.cards[target].x() < board.cards[board.focus_key].x() else Qt.Key.Key_Right)
        raise AssertionError("the focus ring never reached the card")

    walk_to(a)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Space)
    assert c.selected == a
    walk_to(b)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Enter)
    assert {a, b} <= set(c.state.foundation)
    assert not any(item.focused for item in (*board.cards, *board.piles.values()))
    QTest.keyClick(view.viewport(), Qt.Key.Key_Left)  # on from where the played card was
    assert board.focus_key in board.focus_rects() and board.focus_key not in (a, b)


def click_move(qtbot, window, move):
    """Play one engine move the way a player would, with the mouse."""
    state = window.controller.state
    if isinstance(move, Draw) or isinstance(move, Redeal):
        click_pile(qtbot, window, STOCK)
    elif isinstance(move, Park) and location(state, move.card)[0] == STOCK:
        drag(qtbot, window, card_point(window, move.card), pile_point(window, TEMP))  # a click would draw it
    elif isinstance(move, Park):
        click_card(qtbot, window, move.card)
        click_pile(qtbot, window, TEMP)
    elif len(move.cards) == 1 and location(state, move.cards[0])[0] == STOCK:
        drag(qtbot, window, card_point(window, move.cards[0]), pile_point(window, FOUNDATION))  # a click would draw
    else:
        # The stock top is clicked last: clicked first it would draw.
        for card in sorted(move.cards, key=lambda card: location(state, card)[0] == STOCK):
            click_card(qtbot, window, card)


@pytest.mark.parametrize("rule_key", ["pyramid", "pyramid/temp", "pyramid/pack"])
def test_a_whole_game_clicked_through_the_solver_line_to_the_win(qtbot, window, rule_key):
    deal = first_deal(window, rule_key, lambda s: solver.solve(s).winnable)
    c = show(qtbot, window, rule_key, deal)
    line = solver.solve(c.state).line
    for move in line:
        moves = c.state.moves
        click_move(qtbot, window, move)
        assert c.state.moves == moves + 1, f"{move} was not played: {message(window)}"
    assert c.outcome == "won" and not c.clock.running
    assert window.banner.isVisible() and window.banner.title == "You won!"
    assert window.banner.text.startswith(f"Score {c.state.score} — {len(line)} moves in ")
    assert c.state.score >= 28 * 5 + 700
    if rule_key == "pyramid/pack":
        assert len(c.state.foundation) == 52 and c.state.score == 960
        assert scene(window).cards[c.state.foundation[-1]].isVisible()
    assert_all_cards_accounted_for(window)


def test_fast_clicks_and_double_clicks_lose_nothing(qtbot, window, monkeypatch):
    monkeypatch.setenv("QTSOLITAIRE_ANIMATIONS", "on")
    c = show(qtbot, window, "pyramid/temp", 4)
    viewport = window.view.viewport()
    for round_ in range(3):
        for card in [c.state.pyramid[p] for p in BOTTOM_ROW if c.state.pyramid[p] is not None]:
            qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, card_point(window, card)))
            click_card(qtbot, window, card)
        for _ in range(5):
            qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, pile_point(window, STOCK)))
        for pile in (TEMP, FOUNDATION, STOCK):
            click_pile(qtbot, window, pile)
        if c.state.waste:
            drag(qtbot, window, card_point(window, c.state.waste[-1]), pile_point(window, TEMP))
    qtbot.waitUntil(lambda: assert_all_cards_accounted_for(window), timeout=PATIENCE_MS)  # the last flights land


def test_hint_undo_redo(qtbot, window):
    c = show(qtbot, window, "pyramid", first_deal(window, "pyramid", bottom_pair))
    window.act_hint.trigger()
    move = c.hinted
    assert move is not None and message(window).startswith("Hint: ")
    if isinstance(move, Remove):
        assert all(scene(window).cards[card].glow > 0 for card in move.cards)
    a, b = bottom_pair(c.state)
    click_card(qtbot, window, a)
    click_card(qtbot, window, b)
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert not c.state.foundation and window.status_text("Moves") == "0" and window.status_text("Score") == "0"
    window.act_redo.trigger()
    assert set(c.state.foundation) == {a, b}
    assert_all_cards_accounted_for(window)


def test_undo_counts_as_a_move_when_the_rules_say_so(qtbot, window):
    key = "pyramid/r-unl.cover.undo-move"
    c = show(qtbot, window, key, 2)
    click_pile(qtbot, window, STOCK)
    click_pile(qtbot, window, STOCK)
    window.act_undo.trigger()
    assert window.status_text("Moves") == "3" and len(c.state.stock) == 23
    window.act_redo.trigger()
    assert window.status_text("Moves") == "4" and len(c.state.stock) == 22
    window.act_undo.trigger()
    click_pile(qtbot, window, STOCK)  # a new move after an undo goes on counting
    assert window.status_text("Moves") == "6"
    window.act_undo.trigger()
    assert window.status_text("Moves") == "7"


def test_undo_is_free_by_default(qtbot, window):
    c = show(qtbot, window, "pyramid", 2)
    click_pile(qtbot, window, STOCK)
    window.act_undo.trigger()
    assert window.status_text("Moves") == "0" and len(c.state.stock) == 24


def test_the_temporary_store(qtbot, window):
    c = show(qtbot, window, "pyramid/temp", first_deal(window, "pyramid/temp", bottom_pair))
    assert scene(window).piles[TEMP].isVisible()
    a, b = bottom_pair(c.state)
    drag(qtbot, window, card_point(window, a), pile_point(window, TEMP))
    assert c.state.temp == a and scene(window).cards[a].pos() == scene(window).slots[TEMP]
    assert window.status_text("Moves") == "1"
    click_card(qtbot, window, b)
    click_pile(qtbot, window, TEMP)  # the parked card pairs like any available card
    assert c.state.temp is None and set(c.state.foundation) == {a, b}
    show(qtbot, window, "pyramid", 6)
    assert not scene(window).piles[TEMP].isVisible()


def test_rule_presets_and_custom_rules(qtbot, window):
    show(qtbot, window, "pyramid", 2)
    names = [a.text() for a in rules_menu_actions(window) if a.text()]
    assert names[: len(ENGINE.rule_sets())] == [str(r.name) for r in ENGINE.rule_sets()]
    custom_rules(window)
    dialog = window.findChild(PyramidOptionsDialog)
    dialog.redeals.setCurrentIndex(1)  # one redeal
    dialog.temp_store.setChecked(True)
    dialog.undo_counts.setChecked(True)
    assert "1 redeal" in dialog.summary.text()
    dialog.start_button.click()
    c = window.controller
    assert c.rules.key == "pyramid/r1.temp.undo-move"
    assert scene(window).piles[TEMP].isVisible() and window.status_text("Redeals left") == "1"
    checked = [a.text() for a in rules_menu_actions(window) if a.isChecked()]
    assert checked == [str(c.rules.name)]


def test_a_resumed_game_keeps_the_moves_its_undos_counted(qtbot, window):
    from qtsolitaire.ui.main_window import MainWindow

    c = show(qtbot, window, "pyramid/r-unl.cover.undo-move", 2)
    c.play(Draw())
    c.play(Draw())
    c.undo()
    assert c.moves_made() == 3
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.resume_or_start()
    r = again.controller
    assert r.rules.key == "pyramid/r-unl.cover.undo-move" and len(r.state.stock) == 23
    assert again.status_text("Moves") == "3" and r.history.can_redo
    r.redo()
    assert again.status_text("Moves") == "4"


def without_removals(state):
    """The position after taking every removal there is, the first listed each time."""
    while True:
        removal = next((m for m in ENGINE.legal_moves(state) if isinstance(m, Remove)), None)
        if removal is None:
            return state
        state = ENGINE.apply(state, removal)


def test_a_hint_to_draw_lights_the_stock_top(qtbot, window):
    deal = first_deal(window, "pyramid", lambda s: without_removals(s).stock and not ENGINE.is_lost(without_removals(s)))
    c = show(qtbot, window, "pyramid", deal)
    while c.state != without_removals(c.state):
        c.play(next(m for m in ENGINE.legal_moves(c.state) if isinstance(m, Remove)))
    window.act_hint.trigger()  # with no removal left, drawing is the only move
    assert isinstance(c.hinted, Draw) and message(window) == "Hint: turn a card from the stock"
    assert scene(window).cards[c.state.stock[-1]].glow > 0


def test_with_the_stock_top_out_of_play_it_lies_face_down_and_only_draws(qtbot, window):
    c = show(qtbot, window, "pyramid/no-stock-top", 4)
    top = c.state.stock[-1]
    assert not scene(window).cards[top].face_up and scene(window).cards[top].toolTip() == "Stock: click to turn a card"
    drag(qtbot, window, pile_point(window, STOCK), card_point(window, c.state.pyramid[21]))
    assert c.state.moves == 0 and c.state.stock[-1] == top
    assert message(window) == "In this rule set only the waste top is in play: turn the stock card over first"
    click_card(qtbot, window, top)
    assert c.state.waste == (top,) and scene(window).cards[top].face_up


def covering_pair_prefix(state, steps=40):
    """Moves from `state` to a position offering a covering pair, and that pair; None if this
    simple walk (first removal, else draw) meets none."""
    line = []
    for _ in range(steps):
        moves = ENGINE.legal_moves(state)
        for move in moves:
            if isinstance(move, Remove) and len(move.cards) == 2 and all(card in state.pyramid for card in move.cards):
                places = [state.pyramid.index(card) for card in move.cards]
                if any(not state.is_uncovered(p) for p in places):
                    return line, move
        move = next((m for m in moves if isinstance(m, Remove)), None) or next((m for m in moves if isinstance(m, Draw)), None)
        if move is None:
            return None
        line.append(move)
        state = ENGINE.apply(state, move)
    return None


def test_the_covering_pair_is_clicked_like_any_pair(qtbot, window):
    key = "pyramid/r-unl.cover.undo-move"
    c = show(qtbot, window, key, first_deal(window, key, covering_pair_prefix))
    line, pair = covering_pair_prefix(c.state)
    for move in line:
        assert c.play(move)
    covered, coverer = sorted(pair.cards, key=lambda card: c.state.is_uncovered(c.state.pyramid.index(card)))
    assert scene(window).cards[covered].covered
    click_card(qtbot, window, covered)
    assert c.selected == covered
    click_card(qtbot, window, coverer)
    assert {covered, coverer} <= set(c.state.foundation)


def test_a_covered_card_will_not_be_dragged_and_says_why(qtbot, window):
    deal = first_deal(window, "pyramid", lambda s: value(s.pyramid[0]) != KING)
    c = show(qtbot, window, "pyramid", deal)
    apex = c.state.pyramid[0]
    home = scene(window).cards[apex].pos()
    drag(qtbot, window, card_point(window, apex), card_point(window, c.state.pyramid[27]))
    assert message(window) == "That card is covered"
    assert scene(window).cards[apex].pos() == home and c.state.moves == 0


def test_a_storm_of_random_input_with_animations_on_loses_nothing(qtbot, window, monkeypatch):
    import random

    monkeypatch.setenv("QTSOLITAIRE_ANIMATIONS", "on")
    c = show(qtbot, window, "pyramid/r-unl.cover.temp", 8)
    rng = random.Random(8)
    viewport = window.view.viewport()
    board = scene(window)

    def somewhere():
        items = [i for i in board.cards if i.isVisible()]
        choice = rng.random()
        if choice < 0.7:
            return card_point(window, rng.choice(items).key)
        if choice < 0.9:
            return pile_point(window, rng.choice([STOCK, FOUNDATION, TEMP]))
        return QPointF(rng.uniform(0, viewport.width()), rng.uniform(0, viewport.height()))

    def play_the_hint():
        """A good move, made at once with the mouse, often while cards are still flying."""
        move = ENGINE.hint(c.state)
        if isinstance(move, Remove) and len(move.cards) == 2 and rng.random() < 0.5:
            first, second = sorted(move.cards, key=lambda card: location(c.state, card)[0] == STOCK)
            drag(qtbot, window, card_point(window, first), card_point(window, second))
        elif isinstance(move, Park) and rng.random() < 0.5:
            drag(qtbot, window, card_point(window, move.card), pile_point(window, TEMP))
        elif move is not None:
            click_move(qtbot, window, move)

    keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Escape]
    for _ in range(150):
        action = rng.random()
        if action < 0.35:
            play_the_hint()
        elif action < 0.55:
            qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, somewhere()))
        elif action < 0.65:
            qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, somewhere()))
        elif action < 0.85:
            drag(qtbot, window, somewhere(), somewhere())
        elif action < 0.95:
            QTest.keyClick(viewport, rng.choice(keys))
        else:
            (window.act_undo if rng.random() < 0.7 else window.act_redo).trigger()
    assert len(c.history.all_moves) >= 30, len(c.history.all_moves)
    qtbot.waitUntil(lambda: assert_all_cards_accounted_for(window), timeout=PATIENCE_MS)  # the last flights land


def test_a_drag_rings_the_card_it_would_pair_with_and_no_other(qtbot, window):
    c = show(qtbot, window, "pyramid", first_deal(window, "pyramid", bottom_pair))
    a, b = bottom_pair(c.state)
    other = next(c.state.pyramid[p] for p in BOTTOM_ROW if c.state.pyramid[p] not in (a, b)
                 and value(c.state.pyramid[p]) + value(a) != 13)
    board, viewport = scene(window), window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, card_point(window, a)))
    for card in (other, b):
        for step in range(1, 4):
            start = card_point(window, a) if card == other else card_point(window, other)
            qtbot.mouseMove(viewport, view_point(window, start + (card_point(window, card) - start) * (step / 3)))
        assert board.cards[card].targeted == (card == b)
    assert not board.cards[other].targeted
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, card_point(window, b)))
    assert not board.cards[b].targeted and set(c.state.foundation) == {a, b}


def test_custom_rules_open_on_the_rules_being_played(qtbot, window):
    window.session.settings.winnable_only = False  # proving these hard rules' deals winnable is slow
    show(qtbot, window, "pyramid/r-unl.no-stock-top.cover.pack", 2)
    custom_rules(window)
    dialog = window.findChild(PyramidOptionsDialog)
    assert dialog.rules() == window.controller.rules.options
    assert dialog.redeals.currentText() == "Unlimited" and not dialog.stock_top.isChecked()
    assert dialog.covering_pair.isChecked() and dialog.goal_pack.isChecked() and not dialog.temp_store.isChecked()
    dialog.reject()
    assert window.controller.rules.key == "pyramid/r-unl.no-stock-top.cover.pack"


def test_a_king_on_the_stock_is_turned_by_a_click_and_goes_by_a_click_on_the_waste(qtbot, window):
    """Issue 28 item 9: a click on the stock always turns a card, as it does under any other card."""
    c = show(qtbot, window, "pyramid", first_deal(window, "pyramid", lambda s: value(s.stock[-1]) == KING))
    king = c.state.stock[-1]
    assert scene(window).cards[king].face_up
    click_card(qtbot, window, king)  # the stock's top card: a click on the stock
    assert c.state.waste == (king,) and king not in c.state.foundation
    click_card(qtbot, window, king)
    assert c.state.foundation == (king,)
    assert_all_cards_accounted_for(window)


def test_a_king_on_the_stock_goes_by_a_drag_and_turn_stock_turns_it(qtbot, window):
    c = show(qtbot, window, "pyramid", first_deal(window, "pyramid", lambda s: value(s.stock[-1]) == KING))
    king = c.state.stock[-1]
    assert c.hint_text(Remove.of(king)) == f"Hint: drag the {card_label(king)} from the stock to the foundation"
    drag(qtbot, window, card_point(window, king), pile_point(window, FOUNDATION))
    assert c.state.foundation == (king,) and len(c.state.stock) == 23
    window.act_undo.trigger()
    window.act_draw.trigger()
    assert c.state.waste == (king,)


def test_a_caption_longer_than_its_pile_is_made_smaller_to_fit(qtbot, window):
    """A language can word "2 redeals left" longer than a card is wide: the caption shrinks, never clipped."""
    from PySide6.QtGui import QFontMetricsF

    show(qtbot, window)
    board = scene(window)
    width = board.art.width + 40
    assert board._caption_font_for("Stock 24", width) is board.caption_font
    long_words = "Noch 2 Neuverteilungen, noch 2 Neuverteilungen"
    assert QFontMetricsF(board.caption_font).horizontalAdvance(long_words) > width
    font = board._caption_font_for(long_words, width)
    assert 7 <= font.pixelSize() < board.caption_font.pixelSize()
    assert QFontMetricsF(font).horizontalAdvance(long_words) <= width or font.pixelSize() == 7
