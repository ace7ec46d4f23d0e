"""Golden values: what players' records and saves are filed under, pinned before the engine is reshaped.

Rule-set keys are the records' `rule_key` and the autosave's `rule_key`; saved moves are the autosave's `moves`.
A change here orphans players' statistics or makes their saved games unreadable: never edit a value below to make
a test pass; make the code give it again.
"""

import itertools

import pytest

from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.engine.mjklondike import game as mjklondike
from qtsolitaire.engine.mjklondike import rules as mjklondike_rules
from qtsolitaire.engine.pyramid import game as pyramid
from qtsolitaire.engine.pyramid import rules as pyramid_rules
from qtsolitaire.engine.pyramid.cards import parse_card
from qtsolitaire.engine.registry import GAMES, game

# --- Games -------------------------------------------------------------------------------------------


def test_game_ids_and_names():
    assert [(g.id, str(g.name)) for g in GAMES] == [
        ("mahjong", "Mahjong Solitaire"),
        ("pyramid", "Pyramid Solitaire"),
        ("mjklondike", "MahJongg Klondike"),
    ]
    assert [g.engine.game_id for g in GAMES] == ["mahjong", "pyramid", "mjklondike"]


# --- Rule-set keys -----------------------------------------------------------------------------------


def test_pyramid_presets():
    assert [(r.key, str(r.name)) for r in game("pyramid").engine.rule_sets()] == [
        ("pyramid", "Pyramid"),
        ("pyramid/r-unl.cover.undo-move", "Pyramid \u2014 relaxed"),
        ("pyramid/temp", "Pyramid \u2014 temp store"),
        ("pyramid/pack", "Pyramid \u2014 whole pack"),
    ]


# Every combination of the Pyramid options, in the order of the product below.
PYRAMID_KEYS = [
    'pyramid/r0', 'pyramid/r0.undo-move', 'pyramid/r0.pack', 'pyramid/r0.pack.undo-move', 'pyramid/r0.temp',
    'pyramid/r0.temp.undo-move', 'pyramid/r0.temp.pack', 'pyramid/r0.temp.pack.undo-move', 'pyramid/r0.cover',
    'pyramid/r0.cover.undo-move', 'pyramid/r0.cover.pack', 'pyramid/r0.cover.pack.undo-move',
    'pyramid/r0.cover.temp', 'pyramid/r0.cover.temp.undo-move', 'pyramid/r0.cover.temp.pack',
    'pyramid/r0.cover.temp.pack.undo-move', 'pyramid/r0.no-stock-top', 'pyramid/r0.no-stock-top.undo-move',
    'pyramid/r0.no-stock-top.pack', 'pyramid/r0.no-stock-top.pack.undo-move', 'pyramid/r0.no-stock-top.temp',
    'pyramid/r0.no-stock-top.temp.undo-move', 'pyramid/r0.no-stock-top.temp.pack',
    'pyramid/r0.no-stock-top.temp.pack.undo-move', 'pyramid/r0.no-stock-top.cover',
    'pyramid/r0.no-stock-top.cover.undo-move', 'pyramid/r0.no-stock-top.cover.pack',
    'pyramid/r0.no-stock-top.cover.pack.undo-move', 'pyramid/r0.no-stock-top.cover.temp',
    'pyramid/r0.no-stock-top.cover.temp.undo-move', 'pyramid/r0.no-stock-top.cover.temp.pack',
    'pyramid/r0.no-stock-top.cover.temp.pack.undo-move', 'pyramid/r1', 'pyramid/r1.undo-move', 'pyramid/r1.pack',
    'pyramid/r1.pack.undo-move', 'pyramid/r1.temp', 'pyramid/r1.temp.undo-move', 'pyramid/r1.temp.pack',
    'pyramid/r1.temp.pack.undo-move', 'pyramid/r1.cover', 'pyramid/r1.cover.undo-move', 'pyramid/r1.cover.pack',
    'pyramid/r1.cover.pack.undo-move', 'pyramid/r1.cover.temp', 'pyramid/r1.cover.temp.undo-move',
    'pyramid/r1.cover.temp.pack', 'pyramid/r1.cover.temp.pack.undo-move', 'pyramid/r1.no-stock-top',
    'pyramid/r1.no-stock-top.undo-move', 'pyramid/r1.no-stock-top.pack', 'pyramid/r1.no-stock-top.pack.undo-move',
    'pyramid/r1.no-stock-top.temp', 'pyramid/r1.no-stock-top.temp.undo-move', 'pyramid/r1.no-stock-top.temp.pack',
    'pyramid/r1.no-stock-top.temp.pack.undo-move', 'pyramid/r1.no-stock-top.cover',
    'pyramid/r1.no-stock-top.cover.undo-move', 'pyramid/r1.no-stock-top.cover.pack',
    'pyramid/r1.no-stock-top.cover.pack.undo-move', 'pyramid/r1.no-stock-top.cover.temp',
    'pyramid/r1.no-stock-top.cover.temp.undo-move', 'pyramid/r1.no-stock-top.cover.temp.pack',
    'pyramid/r1.no-stock-top.cover.temp.pack.undo-move', 'pyramid', 'pyramid/undo-move', 'pyramid/pack',
    'pyramid/pack.undo-move', 'pyramid/temp', 'pyramid/temp.undo-move', 'pyramid/temp.pack',
    'pyramid/temp.pack.undo-move', 'pyramid/cover', 'pyramid/cover.undo-move', 'pyramid/cover.pack',
    'pyramid/cover.pack.undo-move', 'pyramid/cover.temp', 'pyramid/cover.temp.undo-move', 'pyramid/cover.temp.pack',
    'pyramid/cover.temp.pack.undo-move', 'pyramid/no-stock-top', 'pyramid/no-stock-top.undo-move',
    'pyramid/no-stock-top.pack', 'pyramid/no-stock-top.pack.undo-move', 'pyramid/no-stock-top.temp',
    'pyramid/no-stock-top.temp.undo-move', 'pyramid/no-stock-top.temp.pack',
    'pyramid/no-stock-top.temp.pack.undo-move', 'pyramid/no-stock-top.cover', 'pyramid/no-stock-top.cover.undo-move',
    'pyramid/no-stock-top.cover.pack', 'pyramid/no-stock-top.cover.pack.undo-move',
    'pyramid/no-stock-top.cover.temp', 'pyramid/no-stock-top.cover.temp.undo-move',
    'pyramid/no-stock-top.cover.temp.pack', 'pyramid/no-stock-top.cover.temp.pack.undo-move', 'pyramid/r-unl',
    'pyramid/r-unl.undo-move', 'pyramid/r-unl.pack', 'pyramid/r-unl.pack.undo-move', 'pyramid/r-unl.temp',
    'pyramid/r-unl.temp.undo-move', 'pyramid/r-unl.temp.pack', 'pyramid/r-unl.temp.pack.undo-move',
    'pyramid/r-unl.cover', 'pyramid/r-unl.cover.undo-move', 'pyramid/r-unl.cover.pack',
    'pyramid/r-unl.cover.pack.undo-move', 'pyramid/r-unl.cover.temp', 'pyramid/r-unl.cover.temp.undo-move',
    'pyramid/r-unl.cover.temp.pack', 'pyramid/r-unl.cover.temp.pack.undo-move', 'pyramid/r-unl.no-stock-top',
    'pyramid/r-unl.no-stock-top.undo-move', 'pyramid/r-unl.no-stock-top.pack',
    'pyramid/r-unl.no-stock-top.pack.undo-move', 'pyramid/r-unl.no-stock-top.temp',
    'pyramid/r-unl.no-stock-top.temp.undo-move', 'pyramid/r-unl.no-stock-top.temp.pack',
    'pyramid/r-unl.no-stock-top.temp.pack.undo-move', 'pyramid/r-unl.no-stock-top.cover',
    'pyramid/r-unl.no-stock-top.cover.undo-move', 'pyramid/r-unl.no-stock-top.cover.pack',
    'pyramid/r-unl.no-stock-top.cover.pack.undo-move', 'pyramid/r-unl.no-stock-top.cover.temp',
    'pyramid/r-unl.no-stock-top.cover.temp.undo-move', 'pyramid/r-unl.no-stock-top.cover.temp.pack',
    'pyramid/r-unl.no-stock-top.cover.temp.pack.undo-move',
]


PYRAMID_OPTIONS = ("redeals", "stock_top_available", "covering_pair", "temp_store", "goal", "undo_counts_as_move")


def _pyramid_option_combinations():
    values = itertools.product(
        (0, 1, 2, None), (True, False), (False, True), (False, True), ("pyramid", "pack"), (False, True)
    )
    return [dict(zip(PYRAMID_OPTIONS, combination)) for combination in values]


def test_every_pyramid_option_combination_keeps_its_key():
    combos = [pyramid_rules.PyramidRules(**options) for options in _pyramid_option_combinations()]
    assert [rules.key for rules in combos] == PYRAMID_KEYS
    engine = game("pyramid").engine
    assert [engine.rule_set(key).options for key in PYRAMID_KEYS] == combos


def test_a_custom_pyramid_rule_set_keeps_its_name():
    rules = game("pyramid").engine.rule_set("pyramid/r0.no-stock-top.temp")
    assert str(rules.name) == "Pyramid (0 redeals, stock top not available, temp store)"


def test_mjklondike_presets():
    assert [(r.key, str(r.name)) for r in game("mjklondike").engine.rule_sets()] == [
        ("draw=3-2-1;redeals=2;lockstep=on;empty=wind", "MahJongg Klondike"),
        ("draw=3-2-1;redeals=5;lockstep=on;empty=wind", "Long Klondike"),
        ("draw=3;redeals=unlimited;lockstep=on;empty=wind", "Klondike Deal Three"),
        ("draw=3;redeals=2;lockstep=on;empty=wind", "Klondike Gold Rush"),
        ("draw=3;redeals=0;lockstep=on;empty=wind", "Strict Klondike"),
    ]


@pytest.mark.parametrize(
    "options, key",
    [
        (((1,), None, False, "any"), "draw=1;redeals=unlimited;lockstep=off;empty=any"),
        (((1,), 0, True, "none"), "draw=1;redeals=0;lockstep=on;empty=none"),
        (((3, 3), 2, True, "wind"), "draw=3;redeals=2;lockstep=on;empty=wind"),
        (((3, 2, 1), 0, True, "wind"), "draw=3;redeals=0;lockstep=on;empty=wind"),
        (((3, 2, 1), 1, True, "wind"), "draw=3-2;redeals=1;lockstep=on;empty=wind"),
        (((2, 1), None, False, "none"), "draw=2-1;redeals=unlimited;lockstep=off;empty=none"),
        (((9,), 3, False, "any"), "draw=9;redeals=3;lockstep=off;empty=any"),
        (((1, 2, 3), 5, True, "wind"), "draw=1-2-3;redeals=5;lockstep=on;empty=wind"),
        (((5, 4, 3, 2, 1), None, True, "any"), "draw=5-4-3-2-1;redeals=unlimited;lockstep=on;empty=any"),
    ],
)
def test_custom_mjklondike_rule_sets_keep_their_keys(options, key):
    draw, redeals, lockstep, empty_pile = options
    chosen = mjklondike_rules.Options(draw=draw, redeals=redeals, lockstep=lockstep, empty_pile=empty_pile)
    assert chosen.key == key
    assert game("mjklondike").engine.rule_set(key).options == chosen


def test_a_custom_mjklondike_rule_set_keeps_its_name():
    rules = game("mjklondike").engine.rule_set("draw=1;redeals=unlimited;lockstep=off;empty=any")
    assert str(rules.name) == (
        "MahJongg Klondike (stock turned 1 at a time, redeals unlimited; free foundations (no lockstep); "
        "empty piles take any tile or run)"
    )


# Mahjong's rule-set key is the layout id (its file name); later layouts may join these, none may leave.
MAHJONG_SHIPPED = [
    ("turtle", "Turtle"), ("arena", "Arena"), ("bridge", "Bridge"), ("butterfly", "Butterfly"), ("castle", "Castle"),
    ("checkerboard", "Checkerboard"), ("city", "City"), ("classic-turtle", "Classic Turtle"),
    ("compass-star", "Compass Star"), ("crab", "Crab"), ("cross", "Cross"), ("crown", "Crown"),
    ("double-spiral", "Double Spiral"), ("fortress", "Fortress"), ("four-towers", "Four Towers"), ("heart", "Heart"),
    ("hourglass", "Hourglass"), ("letter-h", "Letter H"), ("letter-x", "Letter X"), ("owl", "Owl"),
    ("pine-tree", "Pine Tree"), ("pinwheel", "Pinwheel"), ("pyramid", "Pyramid"), ("rocket", "Rocket"),
    ("twin-peaks", "Twin Peaks"),
]


def test_mahjong_shipped_layouts_keep_their_keys():
    offered = [(r.key, str(r.name)) for r in game("mahjong").engine.rule_sets()]  # the English of the names
    assert offered[0] == ("turtle", "Turtle")
    assert [entry for entry in offered if entry in MAHJONG_SHIPPED] == MAHJONG_SHIPPED
    assert str(game("mahjong").engine.rule_set("classic-turtle").name) == "Classic Turtle"


# --- Saved moves -------------------------------------------------------------------------------------

C = parse_card
FACES = ("dots-1", "bamboo-9", "flower-plum", "season-winter", "dragon-red", "wind-north", "characters-5")

SAVED_MOVES = {
    "pyramid": [
        (pyramid.Draw(), {"move": "draw"}),
        (pyramid.Redeal(), {"move": "redeal"}),
        (pyramid.Remove.of(C("KS")), {"move": "remove", "cards": ["KS"]}),
        (pyramid.Remove.of(C("8D"), C("5C")), {"move": "remove", "cards": ["5C", "8D"]}),
        (pyramid.Remove.of(C("AS"), C("QH")), {"move": "remove", "cards": ["QH", "AS"]}),
        (pyramid.Remove.of(C("10C"), C("3D")), {"move": "remove", "cards": ["10C", "3D"]}),
        (pyramid.Park(C("9D")), {"move": "park", "card": "9D"}),
    ],
    "mjklondike": [
        (mjklondike.Draw(), {"move": "draw"}),
        (mjklondike.Redeal(), {"move": "redeal"}),
        (mjklondike.ToTableau(16, 2), {"move": "tableau", "tile": 16, "pile": 2}),
        (mjklondike.ToFoundation(10, 11), {"move": "foundation", "tile": 10, "pile": 11}),
    ],
    "mahjong": [
        (mahjong.RemovePair(3, 17), {"type": "remove", "tiles": [3, 17]}),
        (mahjong.Shuffle(FACES), {"type": "shuffle", "faces": list(FACES)}),
    ],
}


@pytest.mark.parametrize("game_id", list(SAVED_MOVES))
def test_saved_moves_keep_their_json(game_id):
    engine = game(game_id).engine
    for move, saved in SAVED_MOVES[game_id]:
        assert engine.move_to_json(move) == saved
        assert engine.move_from_json(saved) == move
