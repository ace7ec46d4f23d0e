import json
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from qtsolitaire.engine.deals import DealRandom, MAX_DEAL
from qtsolitaire.engine.history import History
from qtsolitaire.engine.mahjong import game
from qtsolitaire.engine.mahjong.game import (
    BLOCKED, ENGINE, NO_MATCH, NOT_ON_BOARD, SAME_TILE, MahjongState, RemovePair, Shuffle,
)
from qtsolitaire.engine.mahjong.layout import Layout, layout_to_json
from qtsolitaire.engine.mahjong.tiles import full_set, match_group
from qtsolitaire.engine.api import IllegalMove
from qtsolitaire.store import paths
from qtsolitaire.store.layout_files import SHIPPED_DIR

ROW = Layout("row", "Row", 1, ((0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0)))
# Two bottom tiles with one resting across them, beside a lone pair.
BRIDGE = Layout("bridge", "Bridge", 1, ((0, 0, 0), (2, 0, 0), (1, 0, 1), (10, 0, 0), (14, 0, 0), (18, 0, 0)))


def state(layout, faces, present=None):
    return MahjongState(layout, 1, tuple(faces), layout.geometry.full if present is None else present)


def turtle(deal=1):
    return ENGINE.new_game(ENGINE.rule_set("turtle"), deal)


# --- Deals ---------------------------------------------------------------------------------------


def test_numbered_deals_are_stable_forever():
    # Pinned: if these change, every player's numbered deal changes.
    assert turtle(1).faces[:5] == ("bamboo-3", "bamboo-6", "dragon-green", "flower-orchid", "characters-8")
    assert turtle(MAX_DEAL).faces[-3:] == ("season-autumn", "characters-7", "bamboo-7")
    assert game.new_game(ROW, 1).faces == ("characters-6",) * 4
    assert turtle(2).faces != turtle(1).faces
    assert turtle(7) == turtle(7)


def test_numbered_winnable_deals_are_stable_forever():
    # Pinned too: a winnable deal is drawn from the deal number alone, and players replay them by number.
    first = ENGINE.new_game(ENGINE.rule_set("turtle"), 1, winnable_only=True)
    assert first.faces[:5] == ("wind-west", "bamboo-9", "dragon-white", "dots-6", "characters-6")
    assert first.faces[-3:] == ("dots-1", "characters-2", "bamboo-3")
    last = ENGINE.new_game(ENGINE.rule_set("classic-turtle"), MAX_DEAL, winnable_only=True)
    assert last.faces[:3] == ("characters-1", "bamboo-6", "dots-6")


def test_a_144_deal_is_one_full_set_on_every_position():
    s = turtle(12345)
    assert Counter(s.faces) == Counter(full_set()) and s.present == s.layout.geometry.full
    assert (s.moves, s.shuffles, s.deal, s.rules_key) == (0, 0, 12345, "turtle")


@pytest.mark.parametrize("count", [2, 4, 6, 70, 142, 146, 288, 290])
def test_any_even_count_deals_whole_groups_so_it_clears_in_pairs(count):
    faces = game.deal_faces(count, DealRandom(count))
    groups = Counter(match_group(f) for f in faces)
    assert len(faces) == count and all(n % 2 == 0 for n in groups.values())
    assert sum(1 for n in groups.values() if n % 4) <= 1  # at most one group drawn as a pair
    if count >= 144:
        assert all(n >= 4 for n in groups.values()) and len(groups) == 36


@pytest.mark.parametrize("count", [0, 1, 143])
def test_odd_or_empty_counts_are_refused(count):
    with pytest.raises(ValueError):
        game.deal_faces(count, DealRandom(1))


def test_bad_deal_numbers_are_refused():
    with pytest.raises(ValueError):
        ENGINE.new_game(ENGINE.rule_set("turtle"), 0)


# --- Free tiles, pairs, hint ----------------------------------------------------------------------


def test_free_tiles_and_pairs_on_a_row():
    s = state(ROW, ["dots-1", "dots-1", "dots-1", "dots-1"])
    assert game.free_tiles(s) == [0, 3] and game.free_pairs(s) == [(0, 3)] and game.free_pair_count(s) == 1
    s = game.apply(s, RemovePair(0, 3))
    assert game.free_tiles(s) == [1, 2] and game.tiles_left(s) == 2 and s.moves == 1


def test_three_free_tiles_of_a_group_make_three_pairs_and_flowers_match_flowers():
    s = state(BRIDGE, ["dots-2", "dots-2", "flower-plum", "flower-orchid", "flower-bamboo", "wind-east"])
    assert game.free_tiles(s) == [2, 3, 4, 5]
    assert game.free_pairs(s) == [(2, 3), (2, 4), (3, 4)] and game.free_pair_count(s) == 3
    assert game.hint(s) == (2, 3)


def test_hint_is_the_first_free_pair_and_none_when_stuck():
    s = state(BRIDGE, ["dots-2", "dots-3", "dots-3", "wind-east", "dots-2", "wind-east"])
    assert game.hint(s) == (3, 5) == game.free_pairs(s)[0]
    s = game.apply(s, RemovePair(3, 5))
    assert game.hint(s) is None and game.is_stuck(s) and not game.is_won(s)
    for s in (turtle(d) for d in range(1, 20)):
        assert game.hint(s) == (game.free_pairs(s) or [None])[0]


def test_won_when_the_last_pair_leaves():
    s = state(ROW, ["dots-1", "dots-1", "dots-1", "dots-1"])
    s = game.apply(game.apply(s, RemovePair(0, 3)), RemovePair(2, 1))
    assert game.is_won(s) and not game.is_stuck(s) and game.tiles_left(s) == 0 and s.moves == 2


# --- Legal moves and the messages for illegal ones ------------------------------------------------


@pytest.mark.parametrize(
    "a, b, reason",
    [(0, 3, BLOCKED), (2, 2, SAME_TILE), (2, 5, NO_MATCH), (2, 99, NOT_ON_BOARD), (-1, 2, NOT_ON_BOARD)],
)
def test_illegal_removals_say_why(a, b, reason):
    s = state(BRIDGE, ["dots-2", "dots-2", "dots-2", "dots-2", "wind-east", "wind-west"])
    assert game.why_not_remove(s, a, b) == reason
    assert str(reason) == reason.source
    with pytest.raises(IllegalMove, match=str(reason)):
        game.apply(s, RemovePair(a, b))


def test_a_removed_tile_is_not_on_the_board():
    s = game.apply(state(ROW, ["dots-1"] * 4), RemovePair(0, 3))
    assert game.why_not_select(s, 0) == NOT_ON_BOARD and game.why_not_select(s, 1) is None


def test_clicks_select_deselect_move_the_selection_and_remove():
    s = state(BRIDGE, ["dots-2", "dots-2", "dots-2", "wind-east", "dots-2", "wind-west"])
    assert game.click(s, None, 0) == game.Click(None, None, BLOCKED)
    assert game.click(s, 2, 0) == game.Click(2, None, BLOCKED)
    assert game.click(s, None, 2) == game.Click(2)
    assert game.click(s, 2, 2) == game.Click(None)
    assert game.click(s, 2, 3) == game.Click(3)
    assert game.click(s, 2, 4) == game.Click(None, RemovePair(2, 4))
    gone = game.apply(s, RemovePair(2, 4))
    assert game.click(gone, 2, 3) == game.Click(3)  # a stale selection is dropped


# --- Shuffle --------------------------------------------------------------------------------------


def test_shuffle_deals_the_faces_in_play_is_no_move_and_undoes():
    s0 = turtle(3)
    s1 = game.apply(s0, RemovePair(*game.hint(s0)))
    move = game.shuffle_move(s1, DealRandom(9))
    s2 = game.apply(s1, move)
    assert s2.moves == 1 and s2.shuffles == 1 and s2.present == s1.present
    assert Counter(s2.faces) == Counter(s1.faces) and s2.faces != s1.faces
    removed = [i for i in range(144) if not s1.present >> i & 1]
    assert all(s2.faces[i] == s1.faces[i] for i in removed)
    history = History(s0)
    history.push(RemovePair(*game.hint(s0)), s1)
    history.push(move, s2)
    assert history.undo() == s1 and history.undo() == s0 and history.redo() == s1 and history.redo() == s2


def test_shuffle_is_allowed_when_stuck_and_refused_when_wrong_or_empty():
    stuck = state(ROW, ["dots-1", "dots-1", "dots-2", "dots-2"])
    assert game.is_stuck(stuck)
    shuffled = game.apply(stuck, Shuffle(("dots-1", "dots-2", "dots-2", "dots-1")))
    assert not game.is_stuck(shuffled) and shuffled.shuffles == 1
    with pytest.raises(IllegalMove, match="exactly the faces"):
        game.apply(stuck, Shuffle(("dots-1", "dots-1", "dots-1", "dots-2")))
    with pytest.raises(IllegalMove, match="exactly the faces"):
        game.apply(stuck, Shuffle(("dots-1", "dots-2", "dots-2")))
    won = state(ROW, ["dots-1"] * 4, present=0)
    with pytest.raises(IllegalMove, match="No tiles left"):
        game.apply(won, game.shuffle_move(won, DealRandom(1)))


# --- JSON -----------------------------------------------------------------------------------------


def test_moves_round_trip_through_json():
    for move in (RemovePair(3, 17), Shuffle(("dots-1", "flower-plum"))):
        assert game.move_from_json(json.loads(json.dumps(game.move_to_json(move)))) == move


@pytest.mark.parametrize(
    "obj",
    [None, [], {}, {"type": "jump"}, {"type": "remove", "tiles": [1]}, {"type": "remove", "tiles": [1, True]},
     {"type": "remove", "tiles": "1,2"}, {"type": "shuffle", "faces": [1, 2]}, {"type": "shuffle"}],
)
def test_bad_move_json_is_refused_clearly(obj):
    with pytest.raises(ValueError, match="move"):
        game.move_from_json(obj)


def test_deal_json_lists_positions_and_faces():
    s = turtle(5)
    doc = ENGINE.deal_json(s)
    assert (doc["game"], doc["rules"], doc["layout"], doc["deal"], doc["removed"]) == ("mahjong", "turtle", "turtle", 5, [])
    assert doc["positions"][0] == list(s.layout.positions[0]) and doc["faces"] == list(s.faces)
    s = game.apply(s, RemovePair(*game.hint(s)))
    assert ENGINE.deal_json(s)["removed"] == sorted(game.hint(turtle(5)))
    json.dumps(doc)


# --- ENGINE ---------------------------------------------------------------------------------------


def test_one_rule_set_per_layout_default_first():
    sets = ENGINE.rule_sets()
    assert sets[0].key == "turtle"
    assert {r.key for r in sets} == {path.stem for path in SHIPPED_DIR.glob("*.json")}
    assert {"pyramid", "turtle", "cross", "fortress", "classic-turtle"} <= {r.key for r in sets}
    assert all(isinstance(r.options, Layout) and str(r.name) == r.options.name for r in sets)  # shown translated
    with pytest.raises(KeyError, match="unknown layout 'nope'"):
        ENGINE.rule_set("nope")


def test_a_user_layout_becomes_a_rule_set_when_its_file_appears():
    folder = paths.user_layouts_dir()
    folder.mkdir(parents=True)
    assert "mini" not in {r.key for r in ENGINE.rule_sets()}
    (folder / "mini.json").write_text(layout_to_json("Mini", 1, ROW.positions), encoding="utf-8")
    rules = ENGINE.rule_set("mini")
    s = ENGINE.new_game(rules, 4, winnable_only=True)
    assert rules.name == "Mini" and game.tiles_left(s) == 4
    assert Counter(match_group(f) for f in s.faces).most_common(1)[0][1] == 4


class Shelf:
    """A library held in memory: the engine needs no files to play."""

    def __init__(self, *layouts):
        self.shelved = list(layouts)

    def layouts(self):
        return list(self.shelved), ["lost.json: not JSON"]

    def layout(self, layout_id):
        return None


def test_the_engine_plays_whatever_library_it_is_given_default_layout_first():
    from qtsolitaire.engine.mahjong.game import DEFAULT_LAYOUT, MahjongEngine

    turtle = Layout(DEFAULT_LAYOUT, "Turtle", 2, ROW.positions)
    engine = MahjongEngine(Shelf(ROW, turtle))
    assert engine.layouts() == ([turtle, ROW], ["lost.json: not JSON"])
    assert engine.rule_set(ROW.id).options is ROW
    with pytest.raises(KeyError, match="unknown layout 'gone'; known: turtle, row"):
        engine.rule_set("gone")
    with pytest.raises(RuntimeError, match="use_layout_folders"):
        MahjongEngine().rule_sets()


def test_rules_text_is_html_naming_the_layout():
    text = ENGINE.rules_text(ENGINE.rule_set("classic-turtle"))
    assert "<h2>" in text and "Classic Turtle" in text and "flower" in text.lower()


# --- Random legal play keeps the invariants -------------------------------------------------------

LAYOUT_KEYS = ["turtle", "pyramid", "cross", "fortress", "classic-turtle"]


@settings(max_examples=40, deadline=None)
@given(
    key=st.sampled_from(LAYOUT_KEYS),
    deal=st.integers(1, MAX_DEAL),
    choices=st.lists(st.integers(0, 10**6), max_size=90),
)
def test_random_play_keeps_the_invariants(key, deal, choices):
    s0 = ENGINE.new_game(ENGINE.rule_set(key), deal)
    history = History(s0)
    s = s0
    for c in choices:
        pairs = game.free_pairs(s)
        if c % 7 == 0 or not pairs:
            if game.is_won(s):
                break
            move = game.shuffle_move(s, DealRandom(c))
        else:
            move = RemovePair(*pairs[c % len(pairs)])
            free = game.free_mask(s)
            assert free >> move.a & 1 and free >> move.b & 1
            assert match_group(s.faces[move.a]) == match_group(s.faces[move.b])
        s = history.push(move, ENGINE.apply(s, move))
        assert game.tiles_left(s) % 2 == 0
        assert Counter(s.faces) == Counter(s0.faces)
        assert s.moves == sum(isinstance(m, RemovePair) for m in history.done_moves)
        assert game.free_pair_count(s) == len(game.free_pairs(s))
        assert game.is_stuck(s) == (not game.is_won(s) and game.hint(s) is None)
    moves_json = json.loads(json.dumps([ENGINE.move_to_json(m) for m in history.done_moves]))
    replayed = History.replay(s0, [ENGINE.move_from_json(m) for m in moves_json], ENGINE.apply)
    assert replayed.current == s
    while history.can_undo:
        history.undo()
    assert history.current == s0
