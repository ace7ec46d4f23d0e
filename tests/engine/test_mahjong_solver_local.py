"""The Mahjong solver's local search: it only ever finds wins that replay, keeps to its nodes, and
searches a position alike however its nodes are sliced; solve() keeps to its budget with it."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from qtsolitaire.engine.mahjong import solver
from qtsolitaire.engine.mahjong.game import ENGINE
from qtsolitaire.engine.mahjong.layout import Geometry
from qtsolitaire.engine.mahjong.solver_local import LocalSearch
from qtsolitaire.engine.mahjong.tiles import match_group
from tests.engine.test_mahjong_solver import brute_force, replays_to_empty, small_positions, tight_positions


def _local(geometry: Geometry, groups) -> LocalSearch:
    return LocalSearch(solver.board_for(geometry), geometry.full, solver._group_masks(groups, geometry.full))


def _deal(number: int):
    state = ENGINE.new_game(ENGINE.rule_set("classic-turtle"), number)
    return state.layout.geometry, [match_group(f) for f in state.faces]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(small_positions(), tight_positions()), st.integers(0, 200))
def test_a_win_found_replays_and_a_lost_position_is_never_won(case, nodes):
    geometry, groups = case
    local = _local(geometry, groups)
    order = local.search(nodes)
    assert local.nodes <= nodes
    if order is not None:
        assert replays_to_empty(geometry, groups, geometry.full, order)
    else:
        assert local.stalled or local.nodes == nodes  # it stops short only where it cannot move
    if not brute_force(geometry, tuple(groups), geometry.full):
        assert order is None


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(5001, 7000), st.lists(st.integers(1, 80), min_size=1, max_size=6))
def test_slices_of_any_size_search_as_one_go(number, slices):
    geometry, groups = _deal(number)
    whole = _local(geometry, groups)
    won = whole.search(400)
    sliced = _local(geometry, groups)
    for k in range(400):
        # Never past the nodes the whole search spent: a win just beyond them is no disagreement.
        order = sliced.search(min(slices[k % len(slices)], whole.nodes - sliced.nodes))
        if order is not None or sliced.nodes >= whole.nodes:
            break
    assert order == won
    assert sliced.nodes == whole.nodes or won is None


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(small_positions(), tight_positions(), st.integers(1, 10_000).map(_deal)), st.integers(1, 120))
def test_a_trial_taken_up_where_its_group_first_had_two_tiles_free_ends_as_a_fresh_run(case, nodes):
    local = _local(*case)
    local.search(nodes)
    if local.run is None or not local.left or local.stalled:
        return  # not started, won, or stuck for good
    pairings = local.pairings
    pairings.budget = 10**9
    for group in local.stuck_groups():
        options, current = pairings.options[group], local.choice[group]
        for option in range(len(options)):
            pairings.set_pairs(options[option])
            pairings.may_clear(local.run, local.second_free(group))
            resumed = pairings.stuck_present, pairings.stuck_free
            pairings.may_clear()
            assert resumed == (pairings.stuck_present, pairings.stuck_free)
            pairings.set_pairs(options[current])


def test_a_deal_the_exhaustive_search_finds_hard_is_won_in_a_few_steps():
    geometry, groups = _deal(5243)  # 1,428 nodes for the exhaustive search alone
    local = _local(geometry, groups)
    order = local.search(200)
    assert order is not None and local.steps < 10
    assert replays_to_empty(geometry, groups, geometry.full, order)


def test_a_run_stuck_where_no_choice_has_a_tile_to_move_stalls_the_search():
    geometry = Geometry(((7, 1, 1), (1, 1, 1), (4, 1, 0), (7, 0, 0), (3, 1, 1), (5, 2, 1), (9, 1, 0), (9, 1, 1)))
    groups = ["b", "b", "b", "a", "a", "a", "b", "a"]
    local = _local(geometry, groups)
    assert local.search(100) is None and local.stalled
    spent = local.nodes
    assert local.search(100) is None and local.nodes == spent
    assert brute_force(geometry, tuple(groups), geometry.full) is False


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([5243, 5392, 5822, 6661]), st.integers(1, 1_500))
def test_solve_keeps_to_its_budget_with_the_local_search(number, budget):
    geometry, groups = _deal(number)
    result = solver.solve(geometry, groups, node_budget=budget)
    assert result.nodes <= budget
    if result.winnable:
        assert replays_to_empty(geometry, groups, geometry.full, result.order)
    elif result.winnable is False:
        assert number == 6661  # the one lost deal of the four
