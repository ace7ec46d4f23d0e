"""`ENGINE.solve` and `ENGINE.describe_move` of Mahjong and Pyramid (the `Solver` protocol of engine/api.py)."""

import pytest

from qtsolitaire.engine.api import Solution
from qtsolitaire.engine.mahjong.game import ENGINE as MAHJONG, MahjongState, RemovePair, Shuffle
from qtsolitaire.engine.mahjong.layout import Layout
from qtsolitaire.engine.pyramid.cards import parse_card
from qtsolitaire.engine.pyramid.game import ENGINE as PYRAMID, Draw, Park, Redeal, Remove

# Two bottom tiles with one resting across them, beside a lone pair.
BRIDGE = Layout("bridge", "Bridge", 1, ((0, 0, 0), (2, 0, 0), (1, 0, 1), (10, 0, 0), (14, 0, 0), (18, 0, 0)))


def test_pyramid_moves_read_as_the_cards_show_them():
    state = PYRAMID.new_game(PYRAMID.rule_set("pyramid/temp"), 1)
    cards = [parse_card(name) for name in ("AH", "QS", "KC", "7D", "10D")]
    assert str(PYRAMID.describe_move(state, Remove.of(cards[0], cards[1]))) == "Q\u2660 + A\u2665"
    assert str(PYRAMID.describe_move(state, Remove.of(cards[2]))) == "K\u2663"
    assert str(PYRAMID.describe_move(state, Draw())) == "turn stock"
    assert str(PYRAMID.describe_move(state, Redeal())) == "redeal"
    assert str(PYRAMID.describe_move(state, Park(cards[3]))) == "park 7\u2666"
    assert str(PYRAMID.describe_move(state, Remove.of(cards[4], parse_card("3C")))) == "10\u2666 + 3\u2663"


@pytest.mark.parametrize("rules, deal", [("pyramid", 1), ("pyramid/temp", 4), ("pyramid/r0.pack", 7)])
def test_pyramid_solve_is_the_solver_s_answer_with_a_line_that_wins(rules, deal):
    state = PYRAMID.new_game(PYRAMID.rule_set(rules), deal, winnable_only=True)
    solution = PYRAMID.solve(state)
    assert isinstance(solution, Solution) and solution.winnable is True and solution.nodes > 0
    for move in solution.line:
        state = PYRAMID.apply(state, move)
    assert state.is_won


def test_pyramid_solve_says_lost_or_undecided_without_a_line():
    state = PYRAMID.new_game(PYRAMID.rule_set("pyramid"), 10)
    assert PYRAMID.solve(state) == Solution(False, (), PYRAMID.solve(state).nodes)
    assert PYRAMID.solve(state, node_budget=1).winnable is None


def test_mahjong_moves_name_each_tile_and_where_it_lies():
    faces = ("dots-3", "bamboo-5", "dots-3", "bamboo-5", "flower-plum", "flower-orchid")
    state = MahjongState(BRIDGE, 1, faces, BRIDGE.geometry.full)
    assert str(MAHJONG.describe_move(state, RemovePair(2, 0))) == (
        "3 of Dots at x1 y0 layer 1 + 3 of Dots at x0 y0 layer 0")
    assert str(MAHJONG.describe_move(state, RemovePair(4, 5))) == (
        "Plum (flower) at x14 y0 layer 0 + Orchid (flower) at x18 y0 layer 0")
    assert str(MAHJONG.describe_move(state, Shuffle(faces))) == "shuffle"


def test_mahjong_solve_gives_a_line_of_moves_that_clears_the_board():
    state = MAHJONG.new_game(MAHJONG.rule_set("pyramid"), 5, winnable_only=True)
    solution = MAHJONG.solve(state)
    assert solution.winnable is True and len(solution.line) == state.layout.tiles // 2
    for move in solution.line:
        state = MAHJONG.apply(state, move)
    assert state.present == 0
    faces = ("dots-3", "bamboo-5", "bamboo-5", "dots-3", "wind-east", "wind-east")
    lost = MahjongState(BRIDGE, 1, faces, BRIDGE.geometry.full)  # the top tile's partner lies under it
    assert MAHJONG.solve(lost)[:2] == (False, ())
    assert MAHJONG.solve(MAHJONG.new_game(MAHJONG.rule_set("turtle"), 3), node_budget=1).winnable is None
