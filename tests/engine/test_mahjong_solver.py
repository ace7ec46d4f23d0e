"""The Mahjong solver against brute force, and the winnable-deal generator against the solver."""

from collections import Counter
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from qtsolitaire.engine.deals import DealRandom
from qtsolitaire.engine.mahjong import game, generate, solver, solver_search
from qtsolitaire.engine.mahjong.game import ENGINE, RemovePair
from qtsolitaire.engine.mahjong.layout import Geometry, Layout, indices
from qtsolitaire.engine.mahjong.tiles import match_group

SHIPPED = ["turtle", "pyramid", "cross", "fortress", "classic-turtle"]


def brute_force(geometry: Geometry, groups, present: int, partner: dict | None = None) -> bool:
    """Every legal removal, every order: the plain definition of winnable. The tiles in `partner`
    may only leave with their given partner."""
    partner = partner or {}

    @lru_cache(maxsize=None)
    def winnable(present: int) -> bool:
        if not present:
            return True
        free = [i for i in range(len(groups)) if present >> i & 1 and geometry.is_free(i, present)]
        return any(
            winnable(present & ~(1 << a) & ~(1 << b))
            for k, a in enumerate(free)
            for b in free[k + 1 :]
            if groups[a] == groups[b] and partner.get(a, b) == b and partner.get(b, a) == a
        )

    return winnable(present)


def replays_to_empty(geometry: Geometry, groups, present: int, order) -> bool:
    for a, b in order:
        if a == b or groups[a] != groups[b] or not present >> a & 1 or not present >> b & 1:
            return False
        if not (geometry.is_free(a, present) and geometry.is_free(b, present)):
            return False
        present &= ~(1 << a) & ~(1 << b)
    return present == 0


@st.composite
def small_positions(draw):
    """Up to 16 tiles on three layers of a small board, tiles of a layer never overlapping,
    half offsets included; every match group has two or four tiles."""
    wanted = draw(st.lists(st.tuples(st.integers(0, 9), st.integers(0, 5), st.integers(0, 2)), min_size=8, max_size=40))
    positions = []
    for x, y, z in wanted:
        if all(not (z == pz and abs(x - px) < 2 and abs(y - py) < 2) for px, py, pz in positions):
            positions.append((x, y, z))
    positions = positions[: min(16, len(positions) // 2 * 2)]
    sizes = []
    while sum(sizes) < len(positions):
        sizes.append(4 if len(positions) - sum(sizes) >= 4 and draw(st.booleans()) else 2)
    labels = [f"g{k}" for k, size in enumerate(sizes) for _ in range(size)]
    groups = draw(st.permutations(labels))
    return Geometry(tuple(positions)), groups


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_positions())
def test_the_verdict_is_brute_force_s_and_every_winning_order_replays(case):
    geometry, groups = case
    result = solver.solve(geometry, groups)
    assert result.winnable is brute_force(geometry, tuple(groups), geometry.full)
    if result.winnable:
        assert replays_to_empty(geometry, groups, geometry.full, result.order)
    else:
        assert result.order is None


def test_a_pair_stacked_on_its_own_partner_is_lost_at_once():
    geometry = Geometry(((0, 0, 0), (0, 0, 1), (4, 0, 0), (6, 0, 0)))
    result = solver.solve(geometry, ["a", "a", "b", "b"])
    assert result.winnable is False and result.order is None


def test_a_group_of_four_stacked_over_three_of_its_own_is_lost():
    # a tower a/a/a with the fourth a and a b pair beside it: no split of the a's can be played
    geometry = Geometry(((0, 0, 0), (0, 0, 1), (0, 0, 2), (4, 0, 0), (8, 0, 0), (10, 0, 0)))
    assert solver.solve(geometry, ["a", "a", "a", "a", "b", "b"]).winnable is False


def test_a_row_that_locks_itself_by_its_sides_is_lost():
    # a b a b in one row: each pair needs the other gone first
    geometry = Geometry(((0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0)))
    assert solver.solve(geometry, ["a", "b", "a", "b"]).winnable is False
    assert solver.solve(geometry, ["a", "b", "b", "a"]).winnable is True


def test_only_the_tiles_in_play_count():
    geometry = Geometry(((0, 0, 0), (0, 0, 1), (4, 0, 0), (6, 0, 0)))
    groups = ["a", "a", "a", "a"]
    assert solver.solve(geometry, groups).winnable is True
    assert solver.solve(geometry, groups, present=0b0011).winnable is False
    assert solver.solve(geometry, groups, present=0b1100).order == ((2, 3),)
    assert solver.solve(geometry, groups, present=0).winnable is True
    assert solver.solve(geometry, groups, present=0b0111).winnable is False  # an odd group


def test_groups_of_three_sets_are_left_undecided_rather_than_searched_forever():
    apart = Geometry(tuple((4 * k, 0, 0) for k in range(12)))  # twelve free tiles
    assert solver.solve(apart, ["a"] * 12) == solver.SolveResult(None, None, 0)
    assert solver.solve(apart, ["a"] * 8 + ["b"] * 4).winnable is True
    row = Geometry(tuple((2 * k, 0, 0) for k in range(12)))  # only the two ends free
    assert solver.solve(row, ["a"] * 8 + ["b"] * 4).winnable is False
    assert brute_force(row, tuple(["a"] * 8 + ["b"] * 4), row.full) is False


def test_a_tiny_budget_gives_no_answer_rather_than_a_wrong_one():
    state = ENGINE.new_game(ENGINE.rule_set("classic-turtle"), 11, winnable_only=True)
    tight = solver.solve_state(state, node_budget=1)
    assert tight.winnable is None and tight.order is None
    assert solver.solve_state(state).winnable is True


@pytest.mark.parametrize("layout_id", SHIPPED)
def test_generated_deals_are_winnable_on_every_shipped_layout(layout_id):
    rules = ENGINE.rule_set(layout_id)
    for deal in (1, 2):
        state = ENGINE.new_game(rules, deal, winnable_only=True)
        plain = ENGINE.new_game(rules, deal)
        assert Counter(state.faces) == Counter(plain.faces)
        result = solver.solve_state(state)
        assert result.winnable is True
        groups = [match_group(f) for f in state.faces]
        assert replays_to_empty(state.layout.geometry, groups, state.present, result.order)


def test_the_same_deal_number_gives_the_same_winnable_deal():
    rules = ENGINE.rule_set("turtle")
    first = ENGINE.new_game(rules, 123, winnable_only=True)
    assert ENGINE.new_game(rules, 123, winnable_only=True) == first
    assert ENGINE.new_game(rules, 124, winnable_only=True).faces != first.faces
    assert first.faces != ENGINE.new_game(rules, 123).faces


def test_a_winnable_shuffle_keeps_the_board_winnable():
    state = ENGINE.new_game(ENGINE.rule_set("fortress"), 7, winnable_only=True)
    for _ in range(10):
        state = ENGINE.apply(state, RemovePair(*solver.verdict(state).hint))
    shuffled = ENGINE.apply(state, game.shuffle_move(state, DealRandom(3), winnable=True))
    assert shuffled.present == state.present and shuffled.faces != state.faces
    assert solver.solve_state(shuffled).winnable is True


def test_no_winnable_shuffle_exists_for_tiles_stacked_on_each_other():
    geometry = Geometry(((0, 0, 0), (0, 0, 1)))
    assert generate.winnable_faces(geometry, ["dots-1", "dots-1"], geometry.full, DealRandom(1)) is None


def test_the_verdict_hints_a_pair_on_a_winning_line_and_remembers_it():
    state = ENGINE.new_game(ENGINE.rule_set("pyramid"), 5, winnable_only=True)
    while state.present:
        answer = solver.verdict(state)
        assert answer.winnable is True and answer.hint in game.free_pairs(state)
        state = ENGINE.apply(state, RemovePair(*answer.hint))
    tower = Layout("tower", "Tower", 1, ((0, 0, 0), (0, 0, 1)))
    lost = game.MahjongState(tower, 1, ("dots-1", "dots-1"), 0b11)
    assert solver.verdict(lost) == solver.Verdict(False, None)


@st.composite
def shipped_deals(draw):
    """A random deal on a shipped layout: big enough for long runs and losses of many guesses."""
    state = ENGINE.new_game(ENGINE.rule_set(draw(st.sampled_from(SHIPPED))), draw(st.integers(1, 10_000)))
    return state.layout.geometry, [match_group(f) for f in state.faces]


def _fresh_search(geometry: Geometry, groups) -> solver_search.Search:
    masks = solver._group_masks(groups, geometry.full)
    return solver_search.Search(solver.board_for(geometry), geometry.full, masks, 10**9, solver_search.Losses(), {})


def _search(geometry: Geometry, groups) -> solver_search.Search:
    search = _fresh_search(geometry, groups)
    assume(all(search.options.values()))  # else solve() says lost before any search
    return search


def _guess_some(search: solver_search.Search, data, count: int | None = None) -> list[int]:
    """Choose pairings for some open groups (all of them when count is None), drawn by hypothesis."""
    groups = sorted(search.open)
    if count is not None:
        groups = data.draw(st.permutations(groups))[:count]
    for group in groups:
        search.choose(group, data.draw(st.integers(0, len(search.options[group]) - 1)))
        search.guesses.append(group)
    return groups


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(small_positions(), shipped_deals()), st.data())
def test_a_run_taken_up_where_the_new_guesses_start_ends_as_a_fresh_run(case, data):
    search = _search(*case)
    _guess_some(search, data, data.draw(st.integers(0, min(3, len(search.open)))))
    if not search.open or not search.may_clear():
        return
    parent = search.run
    # the groups that start late, so that the run is taken up late
    late = sorted(search.open, key=lambda g: -parent.start_at[g])[: data.draw(st.integers(1, 3))]
    for group in late:
        search.choose(group, data.draw(st.integers(0, len(search.options[group]) - 1)))
    since = min(parent.start_at[g] for g in late)
    resumed = search.may_clear(parent, since), search.stuck_present, search.run.trail[-1:]
    fresh = search.may_clear(), search.stuck_present, search.run.trail[-1:]
    assert resumed == fresh


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(small_positions(), shipped_deals()), st.data())
def test_a_loss_is_shrunk_to_guesses_that_lose_without_the_others_and_each_one_is_needed(case, data):
    """Needed when each trial may run to its end; with a short reach the loss still loses."""
    search = _search(*case)
    _guess_some(search, data)
    if search.may_clear():
        return
    blame = search.explain()
    # going on from the stuck point with one guess taken back ends where a fresh run ends
    for group in blame:
        others_fixed = search.fixed & ~search.masks[group]
        after, _ = search.closure(search.stuck_present, search.stuck_free, others_fixed, group)
        pairing = search.chosen[group]
        search.reopen(group)
        assert bool(after) is not search.may_clear()
        search.choose(group, search.options[group].index(pairing))
        search.may_clear()
    reach = data.draw(st.sampled_from([solver_search.SHRINK_REACH, 1, 10**9]))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(solver_search, "SHRINK_REACH", reach)
        loss = search.shrink(blame, set())
    chosen = dict(search.chosen)

    def loses_with(kept) -> bool:
        for group in chosen:
            if group in search.chosen:
                search.reopen(group)
        for group in kept:
            search.choose(group, search.options[group].index(chosen[group]))
        return not search.may_clear()

    assert loses_with(loss)
    if reach == 10**9:  # each trial ran to its end
        for group in loss:
            assert not loses_with(loss - {group})


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_positions(), st.data())
def test_a_won_playout_replays_and_its_guesses_are_kept(case, data):
    geometry, groups = case
    search = _search(geometry, groups)
    _guess_some(search, data, data.draw(st.integers(0, len(search.open))))
    if search.play_out():
        assert replays_to_empty(geometry, groups, geometry.full, search.won_by)
        for a, b in search.won_by:
            assert search.partner[a] in (-1, b)
    else:
        assert search.won_by is None


def _ruled_out_during_search(geometry: Geometry, groups) -> tuple[solver_search.Search, list[tuple[int, int]]]:
    """A whole search of one run, and each guess a loss ruled out on the way, with that loss."""
    search = _fresh_search(geometry, groups)
    seen: list[tuple[int, int]] = []
    if not all(search.options.values()):
        return search, seen  # lost before any search
    propagate = search.propagate

    def spy(group, made):
        complete = propagate(group, made)
        seen.extend((bit, search.ruled_out[bit]) for bit in search.ruled_out_by[group])
        return complete

    search.propagate = spy
    search.settle()
    return search, seen


# Two rows of seven, three tiles over them, two over those and one at the end: twenty tiles in
# five groups of four lock each other often enough for losses of several guesses.
TIGHT = Geometry(tuple([(2 * x, 0, 0) for x in range(7)] + [(2 * x, 2, 0) for x in range(7)]
                       + [(2 * x + 3, 1, 1) for x in range(3)] + [(5, 1, 2), (7, 1, 2), (14, 1, 0)]))


@st.composite
def tight_positions(draw):
    return TIGHT, draw(st.permutations([f"g{k}" for k in range(5) for _ in range(4)]))


def _check_ruled_out(geometry: Geometry, groups) -> int:
    """Each guess ruled out loses together with the guesses of its loss (brute force); how many there were."""
    search, seen = _ruled_out_during_search(geometry, groups)
    guesses = {bit.bit_length() - 1: guess for guess, bit in search.guess_bit.items()}
    for ruled_out, loss in seen:
        partner = {}
        for k in indices(loss) + [ruled_out]:
            for a, b in guesses[k][1]:
                partner[a], partner[b] = b, a
        assert not brute_force(geometry, tuple(groups), geometry.full, partner)
    return len(seen)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(small_positions(), tight_positions()))
def test_a_guess_is_ruled_out_only_when_it_loses_with_the_guesses_of_the_loss(case):
    _check_ruled_out(*case)


@pytest.mark.parametrize("labels", ["43120301140214243023", "02242404230033314111"])
def test_ruled_out_guesses_on_tight_boards_lose(labels):
    groups = [f"g{label}" for label in labels]
    assert _check_ruled_out(TIGHT, groups) >= 3
    assert solver.solve(TIGHT, groups).winnable is brute_force(TIGHT, tuple(groups), TIGHT.full)


def test_ruling_guesses_out_finds_the_forced_pairings_of_a_hard_loss():
    state = ENGINE.new_game(ENGINE.rule_set("classic-turtle"), 5060)  # lost: before, 61,000 nodes
    result = solver.solve_state(state)
    assert result.winnable is False and result.nodes < 5_000


def test_a_group_all_free_is_paired_without_a_guess():
    # four free a's apart, and a row of b's and c's whose ends alone are free: only the b's and c's are guessed
    geometry = Geometry(tuple((6 * k, 0, 0) for k in range(4)) + tuple((30 + 2 * k, 0, 0) for k in range(8)))
    for row in ("bcbcbcbc", "bccbbccb", "bbccbcbc"):
        groups = ["a"] * 4 + list(row)
        search = _fresh_search(geometry, groups)
        assert search.open == {1, 2} and len(search.options[0]) == 1
        assert solver.solve(geometry, groups).winnable is brute_force(geometry, tuple(groups), geometry.full)
