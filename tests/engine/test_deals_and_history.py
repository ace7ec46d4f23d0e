import hashlib

import pytest

from qtsolitaire.digests import sha256
from qtsolitaire.engine.deals import MAX_DEAL, DealRandom, check_deal_number, deal_random, new_deal_number
from qtsolitaire.engine.history import History


def test_same_deal_number_same_stream_forever():
    # Pinned values: if these change, every player's numbered deal changes.
    rng = deal_random("mahjong", 1)
    assert [rng.below(1000) for _ in range(5)] == [339, 880, 752, 726, 706]


@pytest.mark.parametrize("data", [b"", b"qtsolitaire/mahjong/1/", bytes(range(256)) * 5])
def test_the_sha256_deals_use_is_the_standard_one(data):
    assert sha256(data).hexdigest() == hashlib.sha256(data).hexdigest()


def test_new_deal_numbers_are_in_range_and_vary():
    numbers = {new_deal_number() for _ in range(50)}
    assert all(1 <= n <= MAX_DEAL for n in numbers) and len(numbers) > 40


def test_streams_differ_between_games_and_deals():
    a = deal_random("mahjong", 7).next64()
    b = deal_random("pyramid", 7).next64()
    c = deal_random("mahjong", 8).next64()
    assert a != b and a != c


def test_shuffle_is_a_permutation_and_reproducible():
    items = list(range(52))
    one = DealRandom(42).shuffled(items)
    two = DealRandom(42).shuffled(items)
    assert one == two and sorted(one) == items and one != items


def test_below_is_in_range():
    rng = DealRandom(3)
    assert all(0 <= rng.below(7) < 7 for _ in range(1000))
    with pytest.raises(ValueError):
        rng.below(0)


@pytest.mark.parametrize("bad", [0, -1, 10**12, 1.5, True, "3"])
def test_bad_deal_numbers_are_refused(bad):
    with pytest.raises(ValueError):
        check_deal_number(bad)


def test_history_undo_redo_and_branch():
    h = History(0)
    h.push("+1", 1)
    h.push("+2", 3)
    assert h.current == 3 and h.can_undo and not h.can_redo
    assert h.undo() == 1 and h.can_redo
    h.push("+5", 6)
    assert not h.can_redo and h.all_moves == ["+1", "+5"]
    assert h.undo() == 1 and h.undo() == 0 and not h.can_undo
    with pytest.raises(IndexError):
        h.undo()
    assert h.redo() == 1


def test_history_replay_rebuilds_the_same_states():
    apply = lambda s, m: s + m
    h = History.replay(0, [1, 2, 3], apply, cursor=2)
    assert h.current == 3 and h.can_redo and h.redo() == 6
    assert [c for c, _ in h.states_back()] == [3, 2, 1, 0]
