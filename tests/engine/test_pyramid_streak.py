"""Pyramid's streak scoring (RULES.md section 2): points per removal, a bonus for the pyramid or the whole pack,
all multiplied by the winning streak the caller passes in; and rule-set keys that stay what they were."""

import hashlib
import itertools

import pytest
from hypothesis import given, settings, strategies as st

from qtsolitaire.engine.pyramid.cards import KING, value
from qtsolitaire.engine.pyramid.game import ENGINE, Remove, apply, legal_moves, new_game, place, rules_text, streak_score
from qtsolitaire.engine.pyramid.rules import PRESETS, PyramidRules, parse_key, rule_set, rules_key, rules_name
from qtsolitaire.engine.pyramid.scoring import STREAK_MAX_POINTS, STREAK_PACK_BONUS, STREAK_PYRAMID_BONUS, STREAK_REMOVAL
from pyramid_helpers import position

STREAK = PyramidRules(streak_scoring=True)


def test_the_values_are_the_ones_help_states():
    assert (STREAK_REMOVAL, STREAK_PYRAMID_BONUS, STREAK_PACK_BONUS, STREAK_MAX_POINTS) == (10, 200, 500, 780)
    text = rules_text(STREAK)
    assert "each pair or King removed earns 10 points" in text and "adds 200, or 500" in text
    assert "multiplied by your winning streak" in text and "5 points per card" not in text
    assert "5 points per card" in rules_text(PyramidRules())


def test_a_fresh_deal_scores_nothing_and_each_removal_earns_the_same():
    state = new_game(STREAK, 3)
    assert state.score == 0
    king = position(STREAK, {place(5, 0): "9D", place(6, 0): "KH", place(6, 1): "7H", place(6, 2): "6S"}, stock=["4S"])
    before = king.score
    after_king = apply(king, Remove.of(king.pyramid[place(6, 0)]))
    after_pair = apply(after_king, Remove.of(king.pyramid[place(6, 1)], king.pyramid[place(6, 2)]))
    assert after_king.score - before == after_pair.score - after_king.score == STREAK_REMOVAL


def test_clearing_the_pyramid_pays_its_bonus_and_the_whole_pack_a_larger_one():
    # Every card not named is on the foundation: the four Kings alone and the rest in pairs.
    cards_left = {place(6, 0): "7H", place(6, 1): "6S"}
    with_stock = position(STREAK, cards_left, stock=["9D", "4S"])
    cleared = apply(with_stock, Remove.of(with_stock.pyramid[place(6, 0)], with_stock.pyramid[place(6, 1)]))
    assert cleared.is_won and cleared.score == (4 + 46 // 2) * STREAK_REMOVAL + STREAK_PYRAMID_BONUS
    alone = position(STREAK, cards_left, stock=[])
    everything = apply(alone, Remove.of(alone.pyramid[place(6, 0)], alone.pyramid[place(6, 1)]))
    assert everything.is_won and len(everything.foundation) == 52
    assert everything.score == 28 * STREAK_REMOVAL + STREAK_PACK_BONUS == STREAK_MAX_POINTS
    pack_goal = position(PyramidRules(streak_scoring=True, goal="pack"), {}, stock=["9D", "4S"])
    assert not pack_goal.is_won and pack_goal.score == (4 + 46 // 2) * STREAK_REMOVAL + STREAK_PYRAMID_BONUS


def test_the_streak_multiplies_the_whole_score():
    state = position(STREAK, {place(6, 0): "7H", place(6, 1): "6S"}, stock=[])
    won = apply(state, Remove.of(state.pyramid[place(6, 0)], state.pyramid[place(6, 1)]))
    assert [streak_score(won, n) for n in (1, 2, 3)] == [won.score, 2 * won.score, 3 * won.score]
    assert ENGINE.streak_score(won, 4) == 4 * won.score
    with pytest.raises(ValueError):
        streak_score(won, 0)  # the multiplier counts this game


def test_only_the_streak_rule_sets_score_by_streak():
    assert ENGINE.scores_by_streak(rule_set("pyramid/streak"))
    assert not any(ENGINE.scores_by_streak(rule_set) for rule_set in ENGINE.rule_sets())


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(1, 10_000), goal=st.sampled_from(["pyramid", "pack"]), temp=st.booleans(),
       choices=st.lists(st.integers(0, 10**6), max_size=150))
def test_random_play_scores_every_removal_and_only_the_bonus_earned(deal, goal, temp, choices):
    state = new_game(PyramidRules(streak_scoring=True, goal=goal, temp_store=temp), deal)
    removals = 0
    for choice in choices:
        moves = legal_moves(state)
        if not moves:
            break
        move = moves[choice % len(moves)]
        removals += isinstance(move, Remove)
        state = apply(state, move)
        kings = sum(value(c) == KING for c in state.foundation)
        assert removals == kings + (len(state.foundation) - kings) // 2
        bonus = state.score - removals * STREAK_REMOVAL
        cleared = state.temp_from is None and all(c is None for c in state.pyramid)
        assert bonus == (STREAK_PACK_BONUS if len(state.foundation) == 52 else STREAK_PYRAMID_BONUS if cleared else 0)


# --- keys: records are kept under them, so the option may add keys but never change one ---------------------------

EXISTING = [
    PyramidRules(redeals=r, stock_top_available=st_, covering_pair=cp, temp_store=ts, goal=g, undo_counts_as_move=u)
    for r, st_, cp, ts, g, u in itertools.product(
        (0, 1, 2, None), (True, False), (False, True), (False, True), ("pyramid", "pack"), (False, True))
]


def test_with_streak_scoring_off_every_key_is_what_it_was_byte_for_byte():
    keys = sorted(rules_key(rules) for rules in EXISTING)
    # The digest of the 128 keys as they were before streak scoring existed.
    assert hashlib.sha256("\n".join(keys).encode()).hexdigest() == \
        "493adfa0e7fc337c958e47a38fa9757df8bde791eea48241785358ecd13dd937"


def test_every_preset_key_of_every_game_is_pinned():
    from qtsolitaire.engine.mahjong.game import ENGINE as MAHJONG
    from qtsolitaire.engine.mjklondike.engine import ENGINE as KLONDIKE

    assert [rules_key(rules) for _, rules in PRESETS] == [
        "pyramid", "pyramid/r-unl.cover.undo-move", "pyramid/temp", "pyramid/pack"]
    assert [r.key for r in KLONDIKE.rule_sets()] == [
        "draw=3-2-1;redeals=2;lockstep=on;empty=wind", "draw=3-2-1;redeals=5;lockstep=on;empty=wind",
        "draw=3;redeals=unlimited;lockstep=on;empty=wind", "draw=3;redeals=2;lockstep=on;empty=wind",
        "draw=3;redeals=0;lockstep=on;empty=wind"]
    assert sorted(r.key for r in MAHJONG.rule_sets()) == [
        "arena", "bridge", "butterfly", "castle", "checkerboard", "city", "classic-turtle", "compass-star", "crab",
        "cross", "crown", "double-spiral", "fortress", "four-towers", "heart", "hourglass", "letter-h", "letter-x",
        "owl", "pine-tree", "pinwheel", "pyramid", "rocket", "turtle", "twin-peaks"]


def test_streak_scoring_has_keys_of_its_own_that_parse_back():
    streak_keys = {rules_key(PyramidRules(**{**vars(rules), "streak_scoring": True})) for rules in EXISTING}
    assert len(streak_keys) == 128 and not streak_keys & {rules_key(rules) for rules in EXISTING}
    assert rules_key(STREAK) == "pyramid/streak"
    assert rules_key(PyramidRules(temp_store=True, streak_scoring=True)) == "pyramid/temp.streak"
    assert all(rules_key(parse_key(key)) == key for key in streak_keys)
    with pytest.raises(KeyError):
        parse_key("pyramid/streak.temp")  # one spelling only
    assert str(rules_name(STREAK)) == "Pyramid (streak scoring)"
