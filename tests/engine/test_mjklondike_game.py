"""Every rule of RULES.md section 3 on small hand-made boards, and the engine protocol."""

import pytest

from qtsolitaire.engine import registry
from qtsolitaire.engine.history import History
from qtsolitaire.engine.mjklondike.engine import ENGINE
from qtsolitaire.engine.mjklondike.game import (
    FOUNDATION_SUITS,
    Draw,
    Redeal,
    State,
    ToFoundation,
    ToTableau,
    apply,
    auto_foundation_move,
    deal,
    foundation_refusal,
    hint,
    is_stuck,
    is_won,
    legal_moves,
    locate,
    set_dragon,
    stock_move,
)
from qtsolitaire.engine.mjklondike.hints import _progress, _Quiet
from qtsolitaire.engine.mjklondike.rules import Options
from qtsolitaire.engine.mjklondike.tiles import FACE, TILES
from qtsolitaire.engine.api import Capability, IllegalMove

BASE = Options()
FREE = Options(lockstep=False)
SUIT_OF_SET = {"bamboo": 0, "characters": 1, "dots": 2}


def board(tableau=(), face_down=None, waste=(), stock=(), foundations=None, options=BASE, pass_index=0) -> State:
    """A position from faces; each face takes the next unused tile of that face."""
    pool: dict[str, list[int]] = {}
    for tile in TILES:
        pool.setdefault(tile.face, []).append(tile.id)

    def ids(faces):
        return tuple(pool[face].pop(0) for face in faces)

    piles = [ids(p) for p in tableau] + [()] * (12 - len(tableau))
    found = [()] * 12
    for pile, faces in (foundations or {}).items():
        found[pile] = ids(faces)
    return State(
        options=options,
        deal=0,
        tableau=tuple(piles),
        face_down=tuple(list(face_down or []) + [0] * (12 - len(face_down or []))),
        stock=ids(stock),
        waste=ids(waste),
        foundations=tuple(found),
        pass_index=pass_index,
    )


def tile(state: State, face: str, area: str = "tableau") -> int:
    """The id of the (only, or last placed) tile with this face in the tableau or waste."""
    places = {"tableau": [t for p in state.tableau for t in p], "waste": list(state.waste)}[area]
    return [t for t in places if FACE[t] == face][-1]


def faces(tiles) -> list[str]:
    return [FACE[t] for t in tiles]


def full_to(rank: int, dragon: str, suit: str) -> list[str]:
    return [f"dragon-{dragon}"] + [f"{suit}-{r}" for r in range(1, rank + 1)]


# --- the deal -------------------------------------------------------------------------------------------------

def test_deal_shape():
    state = deal(BASE, 1)
    assert [len(p) for p in state.tableau] == list(range(1, 13))
    assert state.face_down == tuple(range(12)) and len(state.stock) == 54 and state.waste == ()
    assert sorted([t for p in state.tableau for t in p] + list(state.stock)) == list(range(132))
    assert all(p == () for p in state.foundations)


def test_deals_are_stable_forever():
    # Pinned tiles: if these change, every player's numbered deal changes.
    state = deal(BASE, 1)
    assert faces(state.tableau[0]) == ["bamboo-9"]
    assert faces(state.tableau[1]) == ["dots-1", "bamboo-9"]
    assert FACE[state.tableau[11][-1]] == "dragon-red"
    assert deal(BASE, 1) == deal(BASE, 1)
    assert deal(BASE, 2).tableau != state.tableau
    # The rule set does not change the tiles of a deal number.
    assert deal(Options(draw=(3,), redeals=0), 1).tableau == state.tableau


def test_pinned_stock_of_deal_one():
    state = deal(BASE, 1)
    assert state.stock == deal(BASE, 1).stock
    assert faces(state.stock[:3]) == ["characters-5", "bamboo-5", "bamboo-3"]


def test_deal_json_lists_every_tile_with_its_face_and_side():
    state = ENGINE.new_game(ENGINE.rule_sets()[0], 7)
    out = ENGINE.deal_json(state)
    assert out["rules"] == BASE.key and out["deal"] == 7
    assert [len(p) for p in out["tableau"]] == list(range(1, 13))
    assert [t["face_up"] for t in out["tableau"][3]] == [False, False, False, True]
    assert out["tableau"][0][0] == {"id": state.tableau[0][0], "face": FACE[state.tableau[0][0]], "face_up": True}
    assert [t["id"] for t in out["stock"]] == list(state.stock)
    assert [f["suit"] for f in out["foundations"]] == ["bamboo"] * 4 + ["characters"] * 4 + ["dots"] * 4
    assert all(f["tiles"] == [] for f in out["foundations"])


def test_new_game_checks_its_arguments():
    rules = ENGINE.rule_sets()[0]
    with pytest.raises(ValueError):
        ENGINE.new_game(rules, 0)
    with pytest.raises(ValueError, match="attempt"):
        ENGINE.dealt_attempt(rules, 5, -1)
    assert registry.game("mjklondike").engine is ENGINE


# --- foundations ----------------------------------------------------------------------------------------------

def test_foundation_sets_have_fixed_suits():
    assert FOUNDATION_SUITS == ("bamboo", "characters", "dots")
    state = board([["dots-1"]], foundations={0: ["dragon-red"], 8: ["dragon-green"]}, options=FREE)
    dots_1 = tile(state, "dots-1")
    with pytest.raises(IllegalMove, match="Bamboo set builds only Bamboo"):
        apply(state, ToFoundation(dots_1, 0))
    after = apply(state, ToFoundation(dots_1, 8))
    assert faces(after.foundations[8]) == ["dragon-green", "dots-1"]


def test_a_pile_builds_dragon_then_one_to_nine_then_a_wind():
    state = board([["bamboo-2"], ["bamboo-1"], ["wind-east"]], foundations={0: ["dragon-red"]}, options=FREE)
    with pytest.raises(IllegalMove, match="needs the 1 of Bamboo"):
        apply(state, ToFoundation(tile(state, "bamboo-2"), 0))
    with pytest.raises(IllegalMove, match="needs a dragon"):
        apply(state, ToFoundation(tile(state, "bamboo-1"), 1))
    state = apply(state, ToFoundation(tile(state, "bamboo-1"), 0))
    state = apply(state, ToFoundation(tile(state, "bamboo-2"), 0))
    with pytest.raises(IllegalMove, match="needs the 3 of Bamboo"):
        apply(state, ToFoundation(tile(state, "wind-east"), 0))
    nine = board([["wind-east"]], foundations={0: full_to(9, "red", "bamboo")}, options=FREE)
    done = apply(nine, ToFoundation(tile(nine, "wind-east"), 0))
    assert len(done.foundations[0]) == 11
    again = board([["wind-south"]], foundations={0: full_to(9, "red", "bamboo") + ["wind-east"]}, options=FREE)
    with pytest.raises(IllegalMove, match="complete"):
        apply(again, ToFoundation(tile(again, "wind-south"), 0))


def test_lockstep_needs_a_rank_on_all_four_piles_of_a_set_first():
    piles = {0: ["dragon-red", "bamboo-1"], 1: ["dragon-red", "bamboo-1"], 2: ["dragon-red", "bamboo-1"], 3: ["dragon-red"]}
    state = board([["bamboo-2"], ["bamboo-1"]], foundations=piles)
    with pytest.raises(IllegalMove, match="Lockstep"):
        apply(state, ToFoundation(tile(state, "bamboo-2"), 0))
    assert auto_foundation_move(state, tile(state, "bamboo-2")) is None
    state = apply(state, ToFoundation(tile(state, "bamboo-1"), 3))
    state = apply(state, ToFoundation(tile(state, "bamboo-2"), 0))
    assert faces(state.foundations[0])[-1] == "bamboo-2"
    # Without lockstep each pile builds on its own.
    free = board([["bamboo-2"]], foundations=piles, options=FREE)
    assert len(apply(free, ToFoundation(tile(free, "bamboo-2"), 0)).foundations[0]) == 3


def test_lockstep_holds_for_dragons_and_winds_too():
    nines = {p: full_to(9, "red", "bamboo") for p in range(3)}
    nines[3] = full_to(8, "red", "bamboo")
    state = board([["wind-east"], ["bamboo-9"]], foundations=nines)
    with pytest.raises(IllegalMove, match="Lockstep"):
        apply(state, ToFoundation(tile(state, "wind-east"), 0))
    state = apply(state, ToFoundation(tile(state, "bamboo-9"), 3))
    assert len(apply(state, ToFoundation(tile(state, "wind-east"), 0)).foundations[0]) == 11


def test_the_dragons_of_a_set_are_one_type_chosen_by_the_first():
    state = board([["dragon-green"], ["dragon-red"], ["dragon-white"]], foundations={0: ["dragon-red"]}, options=FREE)
    assert set_dragon(state, 0) == "dragon-red" and set_dragon(state, 1) is None
    with pytest.raises(IllegalMove, match="dragons of a set must match"):
        apply(state, ToFoundation(tile(state, "dragon-green"), 1))
    with pytest.raises(IllegalMove, match="already being built on the Bamboo set"):
        apply(state, ToFoundation(tile(state, "dragon-red"), 4))
    assert apply(state, ToFoundation(tile(state, "dragon-red"), 2)).foundations[2] != ()
    greens = apply(state, ToFoundation(tile(state, "dragon-green"), 4))
    assert set_dragon(greens, 1) == "dragon-green"
    # A double click puts a dragon with its kind, or on a set that has none yet.
    assert auto_foundation_move(state, tile(state, "dragon-red")) == ToFoundation(tile(state, "dragon-red"), 1)
    assert auto_foundation_move(state, tile(state, "dragon-white")) == ToFoundation(tile(state, "dragon-white"), 4)


def test_the_winds_of_a_set_are_one_of_each():
    piles = {p: full_to(9, "red", "bamboo") for p in range(4)}
    piles[0] = piles[0] + ["wind-east"]
    state = board([["wind-east"], ["wind-south"]], foundations=piles)
    with pytest.raises(IllegalMove, match="already has the East Wind"):
        apply(state, ToFoundation(tile(state, "wind-east"), 1))
    assert len(apply(state, ToFoundation(tile(state, "wind-south"), 1)).foundations[1]) == 11
    assert auto_foundation_move(state, tile(state, "wind-east")) is None


def test_only_the_last_tile_of_a_pile_or_the_waste_top_goes_up():
    state = board([["dragon-red", "bamboo-2"]], waste=["dragon-green", "dragon-white"])
    with pytest.raises(IllegalMove, match="last tile"):
        apply(state, ToFoundation(tile(state, "dragon-red"), 0))
    with pytest.raises(IllegalMove, match="top tile of the waste"):
        apply(state, ToFoundation(tile(state, "dragon-green", "waste"), 0))
    after = apply(state, ToFoundation(tile(state, "dragon-white", "waste"), 0))
    assert faces(after.foundations[0]) == ["dragon-white"] and faces(after.waste) == ["dragon-green"]
    # The board asks before a drop and gets the words apply would raise.
    assert str(foundation_refusal(state, tile(state, "dragon-red"), 0)) == (
        "Only the last tile of a pile can go to a foundation.")
    assert foundation_refusal(state, tile(state, "dragon-white", "waste"), 0) is None


def test_foundation_tiles_stay_there():
    state = board([["bamboo-2"]], foundations={0: ["dragon-red"]})
    with pytest.raises(IllegalMove, match="stay there"):
        apply(state, ToTableau(state.foundations[0][0], 0))


# --- tableau --------------------------------------------------------------------------------------------------

def test_build_down_one_rank_in_another_suit():
    state = board([["bamboo-5"], ["dots-4"], ["bamboo-4"], ["characters-3"], ["dots-6"]])
    after = apply(state, ToTableau(tile(state, "dots-4"), 0))
    assert faces(after.tableau[0]) == ["bamboo-5", "dots-4"] and after.tableau[1] == ()
    with pytest.raises(IllegalMove, match="another suit"):
        apply(state, ToTableau(tile(state, "bamboo-4"), 0))
    with pytest.raises(IllegalMove, match="one rank higher"):
        apply(state, ToTableau(tile(state, "characters-3"), 0))
    with pytest.raises(IllegalMove, match="one rank higher"):
        apply(state, ToTableau(tile(state, "dots-4"), 4))


def test_dragons_and_winds_have_no_suit_so_they_build_with_every_suit():
    state = board([["dots-1"], ["dragon-red"], ["wind-west"], ["dots-9"], ["bamboo-1"], ["dragon-green"]])
    assert apply(state, ToTableau(tile(state, "dragon-red"), 0)).tableau[0][-1] == tile(state, "dragon-red")
    assert apply(state, ToTableau(tile(state, "dots-9"), 2)).tableau[2][-1] == tile(state, "dots-9")
    with pytest.raises(IllegalMove):
        apply(state, ToTableau(tile(state, "wind-west"), 3))
    with pytest.raises(IllegalMove):
        apply(state, ToTableau(tile(state, "dragon-green"), 1))


def test_a_run_moves_as_a_unit_and_so_does_the_end_of_one():
    state = board([["wind-north", "bamboo-5", "dots-4", "characters-3"], ["characters-6"], ["bamboo-5"]],
                  face_down=[1])
    run = apply(state, ToTableau(state.tableau[0][1], 1))
    assert faces(run.tableau[1]) == ["characters-6", "bamboo-5", "dots-4", "characters-3"]
    assert faces(run.tableau[0]) == ["wind-north"] and run.face_down[0] == 0
    part = apply(state, ToTableau(tile(state, "dots-4"), 2))
    assert faces(part.tableau[2]) == ["bamboo-5", "dots-4", "characters-3"]
    assert faces(part.tableau[0]) == ["wind-north", "bamboo-5"] and part.face_down[0] == 1
    with pytest.raises(IllegalMove, match="face down"):
        apply(state, ToTableau(tile(state, "wind-north"), 5))
    with pytest.raises(IllegalMove, match="already on that pile"):
        apply(state, ToTableau(tile(state, "dots-4"), 0))


def test_only_a_wind_or_a_wind_headed_run_goes_into_an_empty_pile():
    state = board([["dots-3", "wind-east", "bamboo-9"], ["characters-5"], [], ["dots-4", "dragon-red"]],
                  face_down=[1, 0, 0, 1])
    with pytest.raises(IllegalMove, match="only a wind"):
        apply(state, ToTableau(tile(state, "characters-5"), 2))
    with pytest.raises(IllegalMove, match="only a wind"):
        apply(state, ToTableau(tile(state, "dragon-red"), 2))
    after = apply(state, ToTableau(tile(state, "wind-east"), 2))
    assert faces(after.tableau[2]) == ["wind-east", "bamboo-9"] and after.face_down[0] == 0
    waste_wind = board([["bamboo-1"]], waste=["wind-south"])
    assert faces(apply(waste_wind, ToTableau(tile(waste_wind, "wind-south", "waste"), 4)).tableau[4]) == ["wind-south"]


def test_empty_pile_options_any_and_none():
    tableau = [["characters-5"], [], ["wind-east"]]
    anything = board(tableau, options=Options(empty_pile="any"))
    assert faces(apply(anything, ToTableau(tile(anything, "characters-5"), 1)).tableau[1]) == ["characters-5"]
    nothing = board(tableau, options=Options(empty_pile="none"))
    with pytest.raises(IllegalMove, match="nothing"):
        apply(nothing, ToTableau(tile(nothing, "wind-east"), 1))


def test_a_face_down_tile_turns_up_when_it_becomes_last():
    state = board([["dots-2", "dots-7", "bamboo-8"], ["characters-9"]], face_down=[2])
    after = apply(state, ToTableau(tile(state, "bamboo-8"), 1))
    assert after.tableau[0] == state.tableau[0][:2] and after.face_down[0] == 1
    after = apply(after, ToTableau(tile(after, "dots-7"), 1))
    assert after.face_down[0] == 0 and faces(after.tableau[0]) == ["dots-2"]


def test_the_waste_top_plays_to_the_tableau_but_tiles_below_do_not():
    state = board([["bamboo-5"]], waste=["dots-4", "characters-4"])
    with pytest.raises(IllegalMove, match="top tile"):
        apply(state, ToTableau(tile(state, "dots-4", "waste"), 0))
    after = apply(state, ToTableau(tile(state, "characters-4", "waste"), 0))
    assert faces(after.tableau[0]) == ["bamboo-5", "characters-4"] and faces(after.waste) == ["dots-4"]


def test_bad_piles_are_refused():
    state = board([["bamboo-5"]], waste=["dots-4"])
    for move in (ToTableau(tile(state, "dots-4", "waste"), 12), ToFoundation(tile(state, "dots-4", "waste"), -1)):
        with pytest.raises(IllegalMove, match="no .* pile"):
            apply(state, move)
    with pytest.raises(IllegalMove, match="stock"):
        apply(board(stock=["dots-1"]), ToTableau(board(stock=["dots-1"]).stock[0], 0))


# --- stock ----------------------------------------------------------------------------------------------------

def test_stock_passes_turn_three_then_two_then_one_and_allow_two_redeals():
    stock = [f"dots-{r}" for r in range(1, 8)]
    state = board([["wind-east"]], stock=stock)
    turned_per_click = []
    for _ in range(3):
        clicks = []
        while state.stock:
            before = len(state.waste)
            state = apply(state, Draw())
            clicks.append(len(state.waste) - before)
        turned_per_click.append(clicks)
        if stock_move(state) == Redeal():
            state = apply(state, Redeal())
    assert turned_per_click == [[3, 3, 1], [2, 2, 2, 1], [1] * 7]
    assert state.pass_index == 2 and state.redeals_left == 0 and state.stock == ()
    assert stock_move(state) is None
    with pytest.raises(IllegalMove, match="No redeals left"):
        apply(state, Redeal())
    with pytest.raises(IllegalMove, match="stock is empty"):
        apply(state, Draw())


def test_turning_keeps_order_and_a_redeal_puts_the_waste_back_unshuffled():
    state = board(stock=["dots-1", "dots-2", "dots-3", "dots-4"])
    original = state.stock
    state = apply(state, Draw())
    assert state.waste == original[:3] and state.waste[-1] == original[2] and state.stock == original[3:]
    with pytest.raises(IllegalMove, match="not empty"):
        apply(state, Redeal())
    state = apply(apply(state, Draw()), Redeal())
    assert state.stock == original and state.waste == () and state.draw_count == 2


def test_unlimited_and_no_redeals():
    unlimited = board(stock=["dots-1"], options=Options(draw=(3,), redeals=None))
    for _ in range(5):
        unlimited = apply(apply(unlimited, Draw()), Redeal())
    assert unlimited.redeals_left is None and unlimited.pass_index == 5
    strict = apply(board(stock=["dots-1"], options=Options(draw=(3,), redeals=0)), Draw())
    assert stock_move(strict) is None
    with pytest.raises(IllegalMove, match="No redeals"):
        apply(strict, Redeal())
    with pytest.raises(IllegalMove, match="no waste"):
        apply(board(), Redeal())


# --- win, hint, stuck -----------------------------------------------------------------------------------------

def winning_board() -> State:
    """All but one East Wind on the foundations; it lies on the waste."""
    dragons = {"bamboo": "red", "characters": "green", "dots": "white"}
    winds = ["east", "south", "west", "north"]
    piles = {}
    for suit, set_index in SUIT_OF_SET.items():
        for i in range(4):
            piles[set_index * 4 + i] = full_to(9, dragons[suit], suit) + [f"wind-{winds[i]}"]
    piles[0] = piles[0][:-1]
    return board(waste=["wind-east"], foundations=piles)


def test_win_is_all_132_tiles_up():
    state = winning_board()
    assert not is_won(state) and sum(map(len, state.foundations)) == 131
    assert hint(state) == ToFoundation(state.waste[0], 0)
    won = apply(state, hint(state))
    assert is_won(won) and not is_stuck(won) and legal_moves(won) == [] and hint(won) is None


def test_hint_prefers_foundation_then_turning_up_then_the_waste():
    state = board([["dots-3", "bamboo-5"], ["characters-6"], ["dragon-red"], ["dots-7"]], face_down=[1],
                  waste=["characters-6"])
    assert hint(state) == ToFoundation(tile(state, "dragon-red"), 0)
    no_dragon = board([["dots-3", "bamboo-5"], ["characters-6"], ["dots-7"]], face_down=[1], waste=["characters-6"])
    assert hint(no_dragon) == ToTableau(tile(no_dragon, "bamboo-5"), 1)
    two_flips = board([["dots-3", "bamboo-5"], ["dots-1", "dots-2", "dots-4", "characters-5"], ["dots-6"]],
                      face_down=[1, 3])
    assert hint(two_flips) == ToTableau(tile(two_flips, "characters-5"), 2)  # the deeper pile first
    waste_only = board([["bamboo-7"], ["characters-2"]], waste=["characters-6"], stock=["dots-9"])
    assert hint(waste_only) == ToTableau(tile(waste_only, "characters-6", "waste"), 0)


def test_hint_finds_a_rearrangement_that_leads_somewhere():
    # The 4 of Characters could turn up the tile under it from the 5 of Bamboo, once the 4 of Circles is off it.
    state = board([["dots-5", "characters-4", "bamboo-3"], ["bamboo-5", "dots-4"], ["characters-5"]], face_down=[1])
    assert hint(state) == ToTableau(tile(state, "dots-4"), 2)
    assert not is_stuck(state)


def test_hint_clicks_the_stock_when_a_coming_tile_helps_and_is_stuck_when_nothing_can():
    state = board([["bamboo-7"]], face_down=[0], stock=["dots-4", "dots-5", "characters-6"])
    assert hint(state) == Draw()
    assert not is_stuck(state)
    dead = board([["bamboo-7"]], stock=["dots-4", "dots-5", "bamboo-3"])
    assert hint(dead) is None and is_stuck(dead)
    assert legal_moves(dead) == [Draw()]  # moves remain, none of any use


def test_stuck_when_only_pointless_rearranging_is_left():
    state = board([["dots-2", "wind-east", "dots-9", "bamboo-8"], ["characters-9"]], face_down=[1],
                  options=Options(empty_pile="none"))
    # The 8 of Bamboo can hop to the 9 of Characters and back, but nothing ever turns up or goes home.
    assert legal_moves(state) == [ToTableau(tile(state, "bamboo-8"), 1)]
    assert is_stuck(state) and hint(state) is None
    assert is_stuck(apply(state, legal_moves(state)[0]))


def test_stuck_is_proven_by_searching_the_rearrangements():
    # The 8 of Bamboo would turn up the tile under it from the 9 of Characters, but the 8 of Circles covers that
    # and has nowhere to go: a search of every rearrangement, not a glance at the face-up tiles, shows it.
    none = Options(empty_pile="none")
    stuck = board([["dots-2", "bamboo-8"], ["characters-9", "dots-8"]], face_down=[1], options=none)
    assert is_stuck(stuck) and hint(stuck) is None
    # With a 9 of Bamboo for the 8 of Circles to go to, the way opens, and the hint takes its first step.
    opened = board([["dots-2", "bamboo-8"], ["characters-9", "dots-8"], ["bamboo-9"]], face_down=[1], options=none)
    assert not is_stuck(opened) and hint(opened) == ToTableau(tile(opened, "dots-8"), 2)


def test_a_run_moved_as_a_unit_can_free_a_tile_for_the_foundation():
    # Neither the 1 of Characters nor the 2 of Circles can leave alone, but together they go onto the 3 of
    # Characters, and the 3 of Bamboo can go up.
    state = board([["bamboo-3", "dots-2", "characters-1"], ["characters-3"]],
                  foundations={0: ["dragon-red", "bamboo-1", "bamboo-2"]}, options=FREE)
    assert not is_stuck(state) and hint(state) == ToTableau(tile(state, "dots-2"), 1)


def test_the_quiet_search_asks_only_the_piles_a_move_changed():
    """An arrangement goes on in the quiet search only when none of its piles makes progress, so after a move from
    it only the two piles the move changed can: checked two moves deep wherever the hint-follower's games need the
    quiet search, against asking every pile."""
    checked = 0
    for options, number in ((Options(), 1), (Options(draw=(3,), redeals=2), 2)):
        state = deal(options, number)
        while (move := hint(state)) is not None:
            if _progress(state) is None:
                quiet = _Quiet(state)
                for _, _, _, after in quiet.successors(state.tableau):
                    if not quiet.progress(after):
                        for _, source, target, further in quiet.successors(after):
                            assert quiet.progress(further, (source, target)) == quiet.progress(further)
                            checked += 1
            state = apply(state, move)
    assert checked > 1000


def test_double_click_only_moves_playable_tiles():
    state = board([["dragon-red", "bamboo-2"]], face_down=[0], waste=["dragon-green"], stock=["dragon-white"])
    assert auto_foundation_move(state, tile(state, "dragon-red")) is None
    assert auto_foundation_move(state, state.stock[0]) is None
    assert auto_foundation_move(state, tile(state, "dragon-green", "waste")) == ToFoundation(state.waste[0], 0)


def test_locate():
    state = board([["dots-1"]], waste=["dots-2"], stock=["dots-3"], foundations={5: ["dragon-red"]})
    assert locate(state, state.tableau[0][0]).area == "tableau"
    assert locate(state, state.waste[0]).area == "waste"
    assert locate(state, state.stock[0]).area == "stock"
    place = locate(state, state.foundations[5][0])
    assert (place.area, place.pile, place.index) == ("foundation", 5, 0)


# --- protocol -------------------------------------------------------------------------------------------------

def test_moves_round_trip_through_json():
    for move in (Draw(), Redeal(), ToTableau(17, 3), ToFoundation(131, 11)):
        assert ENGINE.move_from_json(ENGINE.move_to_json(move)) == move
    assert ENGINE.move_to_json(ToTableau(17, 3)) == {"move": "tableau", "tile": 17, "pile": 3}


def test_bad_move_json_says_why():
    for bad in ({}, {"move": "fly"}, {"move": "tableau", "tile": 132, "pile": 0},
                {"move": "foundation", "tile": 3, "pile": "x"}, {"move": "tableau", "tile": True, "pile": 0}, []):
        with pytest.raises(ValueError, match="move"):
            ENGINE.move_from_json(bad)


def test_undo_and_redo_through_history():
    state = deal(BASE, 3)
    history = History(state)
    moves = []
    for _ in range(12):
        move = hint(history.current) or legal_moves(history.current)[0]
        moves.append(move)
        history.push(move, ENGINE.apply(history.current, move))
    end = history.current
    for _ in range(12):
        history.undo()
    assert history.current == state
    for _ in range(12):
        history.redo()
    assert history.current == end
    replayed = History.replay(state, [ENGINE.move_from_json(ENGINE.move_to_json(m)) for m in moves], ENGINE.apply)
    assert replayed.current == end


def test_rules_text_describes_the_rule_set_and_every_preset():
    for rules in ENGINE.rule_sets():
        text = ENGINE.rules_text(rules)
        assert str(rules.name) in text and "Lockstep" in text
        assert all(str(other.name) in text for other in ENGINE.rule_sets())
    base = ENGINE.rules_text(ENGINE.rule_sets()[0])
    assert "3 at a time on the first pass; 2 at a time on the second pass; 1 at a time on the third pass." in base
    assert "twice in a game" in base
    assert "3 at a time on every pass" in ENGINE.rules_text(ENGINE.rule_set("draw=3;redeals=unlimited;lockstep=on;empty=wind"))
    assert "stays empty" in ENGINE.rules_text(ENGINE.rule_set("draw=3;redeals=0;lockstep=on;empty=wind"))
    free = ENGINE.rule_set("draw=1;redeals=unlimited;lockstep=off;empty=any")
    assert "No lockstep" in ENGINE.rules_text(free) and "any tile or run" in ENGINE.rules_text(free)


def test_the_engine_offers_the_gui_helpers():
    state = deal(BASE, 1)
    assert ENGINE.legal_moves(state) == legal_moves(state) and ENGINE.hint(state) == hint(state)
    assert not ENGINE.is_won(state) and not ENGINE.is_stuck(state) and ENGINE.stock_move(state) == Draw()
    assert ENGINE.auto_foundation_move(state, state.tableau[11][-1]) == auto_foundation_move(state, state.tableau[11][-1])
    assert Capability.WINNABLE_DEALS in ENGINE.capabilities  # it deals winnable games like the other two
