"""Random legal play keeps the board sound: every tile exactly once, face-up tiles where the rules put them."""

from hypothesis import given, settings
from hypothesis import strategies as st

from qtsolitaire.engine.history import History
from qtsolitaire.engine.mjklondike.engine import ENGINE
from qtsolitaire.engine.mjklondike.game import (
    FOUNDATION_SUITS,
    ToFoundation,
    ToTableau,
    apply,
    foundation_refusal,
    hint,
    is_stuck,
    legal_moves,
    tableau_refusal,
)
from qtsolitaire.engine.api import IllegalMove
from qtsolitaire.engine.mjklondike.tiles import RANK, SUIT

RULE_SETS = ENGINE.rule_sets() + [ENGINE.rule_set("draw=1;redeals=unlimited;lockstep=off;empty=any"),
                                  ENGINE.rule_set("draw=2;redeals=1;lockstep=on;empty=none")]


def check_sound(state):
    every = [t for p in state.tableau for t in p] + list(state.stock) + list(state.waste)
    every += [t for p in state.foundations for t in p]
    assert sorted(every) == list(range(132))
    for tiles, down in zip(state.tableau, state.face_down):
        assert 0 <= down < len(tiles) or (down == 0 and not tiles)  # a pile always ends face up
        run = tiles[down:]
        for upper, lower in zip(run, run[1:]):
            assert RANK[lower] == RANK[upper] - 1 and (SUIT[lower] is None or SUIT[lower] != SUIT[upper])
    for pile, tiles in enumerate(state.foundations):
        assert [RANK[t] for t in tiles] == list(range(len(tiles)))
        assert all(SUIT[t] in (None, FOUNDATION_SUITS[pile // 4]) for t in tiles)
    if state.options.lockstep:
        for s in range(3):
            heights = [len(p) for p in state.foundations[4 * s : 4 * s + 4]]
            assert max(heights) - min(heights) <= 1


def check_refusals_agree_with_apply(state, moves, choice):
    """What the board asks before a drop (why not?) is what apply does, and legal_moves lists every tableau move."""
    tile, pile = choice % 132, choice // 132 % 12
    for move, refusal in ((ToTableau(tile, pile), tableau_refusal(state, tile, pile)),
                          (ToFoundation(tile, pile), foundation_refusal(state, tile, pile))):
        try:
            apply(state, move)
            assert refusal is None
        except IllegalMove as error:
            assert error.args[0] == refusal
    listed = {m for m in moves if isinstance(m, ToTableau)}
    assert (ToTableau(tile, pile) in listed) == (tableau_refusal(state, tile, pile) is None)


@settings(max_examples=15, deadline=None)
@given(
    rules=st.sampled_from(RULE_SETS),
    deal=st.integers(1, 10**6),
    choices=st.lists(st.integers(0, 10**6), min_size=30, max_size=100),
    follow_hints=st.booleans(),
)
def test_random_legal_play_keeps_every_tile_once(rules, deal, choices, follow_hints):
    state = ENGINE.new_game(rules, deal)
    history = History(state)
    check_sound(state)
    for choice in choices:
        moves = legal_moves(state)
        if not moves:
            break
        suggestion = hint(state)
        if suggestion is not None:
            apply(state, suggestion)  # a hint is always legal: this raises IllegalMove otherwise
        elif is_stuck(state):
            # Stuck: no move changes the foundations or the face-down tiles.
            for move in moves:
                after = apply(state, move)
                assert after.foundations == state.foundations and after.face_down == state.face_down
        check_refusals_agree_with_apply(state, moves, choice)
        move = suggestion if follow_hints and suggestion is not None and choice % 3 else moves[choice % len(moves)]
        move = ENGINE.move_from_json(ENGINE.move_to_json(move))
        state = history.push(move, apply(state, move))
        check_sound(state)
    replayed = History.replay(history.initial, history.done_moves, ENGINE.apply)
    assert replayed.current == state
