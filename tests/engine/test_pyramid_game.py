import pytest
from hypothesis import given, settings, strategies as st

from qtsolitaire.engine.history import History
from qtsolitaire.engine.pyramid.cards import PACK, card_name, parse_card, value
from qtsolitaire.engine.pyramid.game import (
    ENGINE, PLACES, Draw, Park, Redeal, Remove, apply, is_lost, legal_moves, move_from_json, move_to_json,
    moves_counted, new_game, place,
)
from qtsolitaire.engine.pyramid.rules import DEFAULT, PyramidRules
from qtsolitaire.engine.pyramid.scoring import MAX_SCORE, ROW_BONUS
from qtsolitaire.engine.api import IllegalMove
from pyramid_helpers import RANDOM_RULES, position

C = parse_card
BOTTOM = [place(6, i) for i in range(7)]


def names(cards):
    return sorted(card_name(c) for c in cards)


def refused(state, move, text):
    with pytest.raises(IllegalMove, match=text):
        apply(state, move)


def test_at_the_start_the_bottom_row_and_the_stock_top_are_available():
    state = new_game(DEFAULT, 1)
    assert names(state.available_cards) == names([state.pyramid[p] for p in BOTTOM] + [state.stock[-1]])
    off = new_game(PyramidRules(stock_top_available=False), 1)
    assert names(off.available_cards) == names(off.pyramid[p] for p in BOTTOM)


def test_draw_turns_one_card_and_the_waste_top_becomes_available():
    state = new_game(DEFAULT, 1)
    after = apply(state, Draw())
    assert after.waste == (state.stock[-1],) and after.stock == state.stock[:-1] and after.moves == 1
    assert state.stock[-1] in after.available_cards and state.stock[-2] in after.available_cards
    assert state.moves == 0  # states are values


def test_redeal_turns_the_waste_over_in_order():
    state = new_game(DEFAULT, 2)
    for _ in range(24):
        state = apply(state, Draw())
    refused(state, Draw(), "stock is empty")
    again = apply(state, Redeal())
    assert again.stock == new_game(DEFAULT, 2).stock and not again.waste
    assert again.redeals_left == 1 and again.moves == 25


def test_redeal_is_refused_while_the_stock_has_cards_or_the_waste_is_empty():
    state = position(DEFAULT, {0: "5C"}, stock=["7D"], waste=["8D"])
    refused(state, Redeal(), "only when the stock is empty")
    empty = position(DEFAULT, {0: "5C"}, stock=[], waste=[])
    refused(empty, Redeal(), "waste is empty")
    assert not empty.can_redeal and Redeal() not in legal_moves(empty)


def test_no_redeals_and_unlimited_redeals():
    none = position(PyramidRules(redeals=0), {0: "5C"}, stock=[], waste=["8D", "9D"])
    refused(none, Redeal(), "No redeals left")
    unlimited = position(PyramidRules(redeals=None), {0: "5C"}, stock=[], waste=["8D", "9D"])
    state = unlimited
    for _ in range(10):
        state = apply(apply(apply(state, Redeal()), Draw()), Draw())
    assert state.redeals_used == 10 and state.redeals_left is None and state.can_redeal
    assert [card_name(c) for c in state.waste] == ["8D", "9D"]
    two = position(DEFAULT, {0: "5C"}, stock=[], waste=["8D"])
    two = apply(apply(two, Redeal()), Draw())
    two = apply(two, Redeal())
    refused(apply(two, Draw()), Redeal(), "No redeals left")


def test_a_king_goes_on_its_own_from_the_waste_the_stock_top_or_the_pyramid():
    state = position(DEFAULT, {0: "KC", 1: "5D", 2: "8S"}, stock=["KD", "2C"], waste=["3H", "KS"])
    after = apply(state, Remove.of(C("KS")))
    assert [card_name(c) for c in after.waste] == ["3H"] and C("KS") in after.foundation
    after = apply(after, Remove.of(C("KD")))
    assert [card_name(c) for c in after.stock] == ["2C"]
    refused(after, Remove.of(C("KC")), "covered")
    refused(after, Remove.of(C("5D")), "Only a King can be removed on its own")
    off = position(PyramidRules(stock_top_available=False), {0: "5C"}, stock=["KD"])
    refused(off, Remove.of(C("KD")), "only the waste top")
    refused(state, Remove.of(C("KS"), C("KD")), "King is removed on its own")


def test_pairs_from_any_two_available_cards():
    rows = {place(6, 0): "QH", place(6, 1): "AS", place(6, 2): "9C", place(5, 0): "4D"}
    state = position(DEFAULT, rows, stock=["4C", "10D"], waste=["3S", "6H"])
    both = apply(state, Remove.of(C("QH"), C("AS")))  # two pyramid cards
    assert C("4D") in both.available_cards  # both cards resting on it are gone
    with_waste = apply(apply(state, Remove.of(C("9C"), C("4C"))), Draw())  # pyramid and stock top
    assert card_name(with_waste.waste[-1]) == "10D"
    stock_and_waste = position(DEFAULT, rows, stock=["7S", "2C"], waste=["6H"])
    after = apply(stock_and_waste, Remove.of(C("6H"), C("7S")))
    assert not after.waste and [card_name(c) for c in after.stock] == ["2C"]
    assert after.score - stock_and_waste.score == 10


def test_refused_pairs_say_why():
    rows = {place(6, 0): "QH", place(6, 1): "JS", place(5, 0): "AD"}
    state = position(DEFAULT, rows, stock=["5C", "8C"], waste=["2H", "9S"])
    refused(state, Remove.of(C("QH"), C("AD")), "That card is covered")
    refused(state, Remove.of(C("QH"), C("JS")), "Those add up to 23, not 13")
    refused(state, Remove.of(C("9S"), C("5C")), "Those add up to 14, not 13")
    refused(state, Remove.of(C("JS"), C("2H")), "Only the top card of the waste")
    refused(state, Remove.of(C("8C"), C("5C")), "still in the stock")
    refused(state, Remove.of(C("QH"), C("QH")), "two different cards")
    refused(state, Remove((C("QH"), C("JS"), C("AD"))), "one King, or two cards")
    gone = apply(position(DEFAULT, {0: "KC"}, stock=["7C"]), Remove.of(C("KC")))
    refused(position(DEFAULT, {0: "6C"}, stock=["7C"], waste=[]), Remove.of(C("KC")), "already been removed")
    assert gone.is_won
    refused(gone, Draw(), "already won")
    assert legal_moves(gone) == []


def test_covering_pair_only_with_the_last_card_still_covering():
    # 4D at (5,0) rests on nothing; it is covered by 9C (6,0) and 8S (6,1).
    rows = {place(5, 0): "4D", place(6, 0): "9C", place(6, 1): "8S", place(6, 2): "5H"}
    off = position(DEFAULT, rows, stock=["2C"])
    refused(off, Remove.of(C("4D"), C("9C")), "That card is covered")
    on_rules = PyramidRules(covering_pair=True)
    on = position(on_rules, rows, stock=["2C"])
    refused(on, Remove.of(C("4D"), C("9C")), "still covered by the Eight of Spades")
    assert Remove.of(C("4D"), C("9C")) not in legal_moves(on)
    opened = apply(on, Remove.of(C("8S"), C("5H")))
    assert Remove.of(C("4D"), C("9C")) in legal_moves(opened)
    after = apply(opened, Remove.of(C("9C"), C("4D")))
    assert after.pyramid[place(5, 0)] is None and after.pyramid[place(6, 0)] is None
    refused(position(DEFAULT, rows, stock=["2C"]), Remove.of(C("4D"), C("8S")), "covered")


def test_temp_store_parks_one_card_that_stays_available():
    rules = PyramidRules(temp_store=True)
    rows = {place(5, 0): "9D", place(6, 0): "7H", place(6, 1): "QS"}
    state = position(rules, rows, stock=["6C", "4S", "AD"])
    parked = apply(state, Park(C("6C")))
    assert parked.temp == C("6C") and C("6C") in parked.available_cards and card_name(parked.stock[-1]) == "4S"
    refused(parked, Park(C("4S")), "occupied")
    refused(parked, Park(C("6C")), "occupied")
    paired = apply(parked, Remove.of(C("6C"), C("7H")))
    assert paired.temp is None and C("7H") in paired.foundation
    refused(position(DEFAULT, rows, stock=["6C"]), Park(C("6C")), "no temporary store")
    refused(state, Park(C("9D")), "covered")


def test_a_parked_pyramid_card_must_still_be_paired_to_win():
    rules = PyramidRules(temp_store=True)
    state = position(rules, {0: "9D"}, stock=["2C", "4S"])
    parked = apply(state, Park(C("9D")))
    assert all(c is None for c in parked.pyramid) and not parked.is_won
    assert 0 not in parked.cleared_rows and parked.score == state.score  # parking scores nothing
    refused(parked, Remove.of(C("9D"), C("2C")), "add up to 11")
    won = apply(apply(parked, Draw()), Remove.of(C("9D"), C("4S")))
    assert won.is_won and won.score - parked.score == 10 + ROW_BONUS[0] == 185


def test_row_bonuses_as_rows_clear():
    assert ROW_BONUS == (175, 150, 125, 100, 75, 50, 25) and MAX_SCORE == 960
    rows = {place(5, 0): "9D", place(6, 0): "7H", place(6, 1): "6S"}
    state = position(DEFAULT, rows, stock=["4S"])  # every other card is on the foundation
    assert state.cleared_rows == (0, 1, 2, 3, 4) and state.score == 48 * 5 + 175 + 150 + 125 + 100 + 75
    after = apply(state, Remove.of(C("7H"), C("6S")))
    assert after.cleared_rows == (0, 1, 2, 3, 4, 6) and after.score - state.score == 10 + 25
    last = apply(after, Remove.of(C("9D"), C("4S")))
    assert last.is_won and last.score - after.score == 10 + 50 and last.score == 960


def clearing_order(covering: bool) -> list[tuple[int, int]]:
    """Pairs of places that clear the pyramid two at a time, found by search over shapes."""
    full = (1 << PLACES) - 1

    def uncovered(gone, p):
        return all(gone >> c & 1 for c in ENGINE_COVERED[p])

    def search(gone, seen):
        if gone == full:
            return []
        if gone in seen:
            return None
        seen.add(gone)
        left = [p for p in range(PLACES) if not gone >> p & 1]
        free = [p for p in left if uncovered(gone, p)]
        pairs = [(a, b) for i, a in enumerate(free) for b in free[i + 1:]]
        if covering:
            pairs += [(p, c) for p in left if not uncovered(gone, p)
                      for c in ENGINE_COVERED[p]
                      if c in free and all(gone >> o & 1 for o in ENGINE_COVERED[p] if o != c)]
        for a, b in pairs:
            rest = search(gone | 1 << a | 1 << b, seen)
            if rest is not None:
                return [(a, b)] + rest
        return None

    return search(0, set())


from qtsolitaire.engine.pyramid.game import COVERED_BY as ENGINE_COVERED  # noqa: E402


def perfect_deal(rules: PyramidRules):
    """A pyramid that 14 pairs clear (the covering pair lets the apex go with its last coverer),
    and a stock of four Kings, then pairs that go waste top with stock top."""
    order = clearing_order(covering=True)
    assert len(order) == 14
    by_value = {v: [c for c in PACK if value(c) == v] for v in range(1, 14)}
    pyramid = {}
    for n, (a, b) in enumerate(order):
        low = 1 + n % 6
        pyramid[a], pyramid[b] = by_value[low].pop(), by_value[13 - low].pop()
    stock = by_value[13][:]
    for low in range(1, 7):
        while by_value[low]:
            stock += [by_value[low].pop(), by_value[13 - low].pop()]
    state = position(rules, {p: card_name(c) for p, c in pyramid.items()}, [card_name(c) for c in stock])
    assert not state.foundation
    return state, order


def test_fourteen_moves_clear_the_pyramid_and_no_fewer_can():
    assert clearing_order(covering=False) is None  # the apex always needs a partner from outside
    state, order = perfect_deal(PyramidRules(covering_pair=True))
    for a, b in order:
        state = apply(state, Remove.of(state.pyramid[a], state.pyramid[b]))
    assert state.is_won and state.moves == 14 and state.score == 28 * 5 + sum(ROW_BONUS)


@pytest.mark.parametrize("goal", ["pack", "pyramid"])
def test_a_perfect_game_scores_960(goal):
    state, order = perfect_deal(PyramidRules(covering_pair=True, goal=goal))
    while state.stock:  # the stock first: under the pyramid goal the game ends with the pyramid
        top = state.stock[-1]
        if value(top) == 13:
            state = apply(state, Remove.of(top))
        else:
            state = apply(state, Draw())
            state = apply(state, Remove.of(state.waste[-1], state.stock[-1]))
    for a, b in order:
        assert not state.is_won
        state = apply(state, Remove.of(state.pyramid[a], state.pyramid[b]))
    assert state.is_won and len(state.foundation) == 52 and state.score == MAX_SCORE == 960


def test_lost_when_nothing_can_ever_be_removed():
    stuck = position(PyramidRules(redeals=0), {0: "9D", 1: "8S", 2: "7C"}, stock=[], waste=["2H", "3C"])
    assert not legal_moves(stuck) and is_lost(stuck) and ENGINE.is_lost(stuck)
    # With a redeal left the waste comes back, and 3C under the top can be reached... but pairs nothing.
    still = position(DEFAULT, {0: "9D", 1: "8S", 2: "7C"}, stock=[], waste=["2H", "3C"])
    assert legal_moves(still) == [Redeal()] and is_lost(still)
    # A card deeper in the stock will pair: not lost, though nothing pairs now.
    hope = position(PyramidRules(redeals=0), {0: "9D", 1: "8S", 2: "7C"}, stock=["2H", "JC", "5D"])
    assert ENGINE.legal_moves(hope) == [Draw()] and not is_lost(hope)
    # Unlimited redeals change nothing when no card in the cycle pairs.
    cycle = position(PyramidRules(redeals=None), {0: "9D", 1: "8S", 2: "7C"}, stock=["2H"], waste=["3C"])
    assert is_lost(cycle) and Draw() in legal_moves(cycle)
    # Nothing pairs now, but parking the waste top frees the 5H beneath it, which pairs with 8S.
    park = position(PyramidRules(redeals=0, temp_store=True), {0: "9D", 1: "8S", 2: "7C"}, stock=[],
                    waste=["5H", "2C"])
    assert not any(isinstance(m, Remove) for m in legal_moves(park)) and not is_lost(park)
    assert is_lost(position(PyramidRules(redeals=0), {0: "9D", 1: "8S", 2: "7C"}, stock=[], waste=["5H", "2C"]))
    assert not is_lost(new_game(DEFAULT, 1))


def test_moves_json_round_trip():
    for move in (Draw(), Redeal(), Remove.of(C("QH"), C("AS")), Remove.of(C("KD")), Park(C("10C"))):
        assert move_from_json(move_to_json(move)) == move == ENGINE.move_from_json(ENGINE.move_to_json(move))
    assert move_to_json(Remove.of(C("QH"), C("AS"))) == {"move": "remove", "cards": ["QH", "AS"]}
    for bad in ({"move": "fly"}, {"move": "remove", "cards": []}, {"move": "park"}, [], {"move": "park", "card": "ZZ"}):
        with pytest.raises(ValueError):
            move_from_json(bad)


def test_undo_counts_as_a_move_with_the_shared_history():
    for rules, after_undo, after_next in ((DEFAULT, 1, 2), (PyramidRules(undo_counts_as_move=True), 3, 4)):
        history = History(new_game(rules, 4))
        history.push(Draw(), apply(history.current, Draw()))
        history.push(Draw(), apply(history.current, Draw()))
        assert moves_counted(history.current, 0) == 2
        history.undo()
        assert ENGINE.moves_counted(history.current, undos=1) == after_undo
        history.push(Draw(), apply(history.current, Draw()))
        assert moves_counted(history.current, 1) == after_next


def test_hint_is_a_legal_move_on_a_winning_line():
    state = new_game(DEFAULT, 1)
    move = ENGINE.hint(state)
    assert move in legal_moves(state)
    verdict = ENGINE.verdict(state)
    assert verdict.winnable and verdict.hint == move
    assert ENGINE.hint(apply(position(DEFAULT, {0: "KC"}, stock=[]), Remove.of(C("KC")))) is None


def test_position_key_ignores_the_foundation_order_and_unlimited_redeals():
    a = position(PyramidRules(redeals=None), {0: "9D"}, stock=["4S"])
    b = position(PyramidRules(redeals=None), {0: "9D"}, stock=["4S"], redeals_used=5)
    assert ENGINE.position_key(a) == ENGINE.position_key(b)
    assert ENGINE.position_key(position(DEFAULT, {0: "9D"}, stock=["4S"])) != \
        ENGINE.position_key(position(DEFAULT, {0: "9D"}, stock=["4S"], redeals_used=1))


def all_cards(state):
    cards = [c for c in state.pyramid if c is not None] + list(state.stock) + list(state.waste)
    cards += list(state.foundation) + ([state.temp] if state.temp is not None else [])
    return sorted(cards)


@settings(max_examples=40, deadline=None)
@given(rules=RANDOM_RULES, deal=st.integers(1, 10_000), choices=st.lists(st.integers(0, 10**6), max_size=150))
def test_random_legal_play_keeps_every_card_once_and_the_score_true(rules, deal, choices):
    state = new_game(rules, deal)
    for n, choice in enumerate(choices):
        moves = legal_moves(state)
        if not moves:
            break
        move = moves[choice % len(moves)]
        before = state
        state = apply(state, move)
        assert all_cards(state) == list(PACK)
        assert state.moves == n + 1 and state.score >= before.score
        removed = len(state.foundation) - len(before.foundation)
        assert removed == (len(move.cards) if isinstance(move, Remove) else 0)
        bonus = sum(ROW_BONUS[r] for r in state.cleared_rows)
        assert state.score == 5 * len(state.foundation) + bonus
        assert set(state.available_cards) <= set(PACK) - set(state.foundation)
        if state.foundation:
            with pytest.raises(IllegalMove):
                apply(state, Remove.of(state.foundation[0]))
