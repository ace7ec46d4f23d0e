import itertools

import pytest

from qtsolitaire.engine import registry
from qtsolitaire.engine.pyramid.cards import PACK, card_id, card_label, card_name, parse_card, value
from qtsolitaire.engine.pyramid.game import ENGINE, deal_json, new_game, rules_text
from qtsolitaire.engine.pyramid.rules import (
    DEFAULT, PRESETS, PyramidRules, parse_key, rule_set, rule_sets, rules_key, rules_name,
)

ALL_RULES = [
    PyramidRules(redeals=r, stock_top_available=st, covering_pair=cp, temp_store=ts, goal=g, undo_counts_as_move=u)
    for r, st, cp, ts, g, u in itertools.product(
        (0, 1, 2, None), (True, False), (False, True), (False, True), ("pyramid", "pack"), (False, True))
]


def test_card_ids_names_and_values():
    assert len(PACK) == 52
    assert [card_name(c) for c in PACK[:13]] == ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC",
                                                 "QC", "KC"]
    assert card_name(card_id(12, 2)) == "QH" and card_name(card_id(10, 3)) == "10S"
    assert all(parse_card(card_name(c)) == c for c in PACK)
    assert parse_card(" qh ") == card_id(12, 2)
    assert [value(parse_card(n)) for n in ("AS", "7D", "10C", "JH", "QS", "KD")] == [1, 7, 10, 11, 12, 13]
    assert str(card_label(parse_card("QH"))) == "Queen of Hearts"
    for bad in ("1S", "QX", "", "10"):
        with pytest.raises(ValueError, match="not a card"):
            parse_card(bad)


def test_keys_are_pinned_forever():
    # Records are kept under these keys: if one of these lines changes, players lose their records.
    assert DEFAULT.key == "pyramid"
    assert [rs.key for rs in rule_sets()] == ["pyramid", "pyramid/r-unl.cover.undo-move", "pyramid/temp",
                                             "pyramid/pack"]
    assert rules_key(PyramidRules(redeals=0, stock_top_available=False, covering_pair=True, temp_store=True,
                                  goal="pack", undo_counts_as_move=True)) == \
        "pyramid/r0.no-stock-top.cover.temp.pack.undo-move"
    assert rules_key(PyramidRules(redeals=1)) == "pyramid/r1"


def test_every_combination_has_its_own_key_that_parses_back():
    keys = [rules_key(rules) for rules in ALL_RULES]
    assert len(set(keys)) == len(ALL_RULES) == 128
    assert all(parse_key(key) == rules for key, rules in zip(keys, ALL_RULES))
    assert all(rule_set(key).options == rules and rule_set(key).key == key for key, rules in zip(keys, ALL_RULES))


@pytest.mark.parametrize("bad", ["", "pyramid/", "pyramid/r2", "pyramid/cover.r0", "pyramid/r0.r1",
                                 "pyramid/cover.cover", "pyramid/bogus", "mahjong", "Pyramid"])
def test_keys_that_are_not_canonical_are_refused(bad):
    with pytest.raises(KeyError):
        parse_key(bad)
    with pytest.raises(KeyError):
        ENGINE.rule_set(bad)


def test_presets_and_names():
    names = [str(name) for name, _ in PRESETS]
    assert names == ["Pyramid", "Pyramid — relaxed", "Pyramid — temp store", "Pyramid — whole pack"]
    relaxed = dict((str(name), rules) for name, rules in PRESETS)["Pyramid — relaxed"]
    assert relaxed.redeals is None and relaxed.covering_pair and relaxed.undo_counts_as_move
    assert not relaxed.temp_store and relaxed.stock_top_available and relaxed.goal == "pyramid"
    assert DEFAULT == PyramidRules(2, True, False, False, "pyramid", False)
    assert str(rules_name(PyramidRules(redeals=0, covering_pair=True))) == "Pyramid (0 redeals, covering pair)"
    assert [str(rs.name) for rs in ENGINE.rule_sets()] == names


def test_bad_option_values_are_refused():
    with pytest.raises(ValueError):
        PyramidRules(redeals=3)
    with pytest.raises(ValueError):
        PyramidRules(goal="all")


def test_the_registry_finds_the_engine():
    engine = registry.game("pyramid").engine
    assert engine is ENGINE and engine.game_id == "pyramid"
    state = engine.new_game(engine.rule_sets()[0], 5)
    assert engine.apply(state, engine.Draw()).waste == state.stock[-1:]


def test_deals_are_stable_forever():
    # Pinned: if these change, every player's numbered deal changes.
    one = deal_json(new_game(DEFAULT, 1))
    assert one["pyramid"][0] == ["6C"]
    assert one["pyramid"][6] == ["KH", "AS", "10C", "10H", "5S", "7H", "9H"]
    assert one["stock"][:3] == ["4S", "JS", "6S"] and one["stock"][-1] == "QH"
    last = deal_json(new_game(DEFAULT, 999_999_999))
    assert last["pyramid"][0] == ["6H"] and last["stock"][0] == "JD"


def test_a_deal_uses_the_whole_pack_and_does_not_depend_on_options():
    state = new_game(DEFAULT, 7)
    assert sorted(list(state.pyramid) + list(state.stock)) == list(PACK)
    assert len(state.stock) == 24 and not state.waste and state.temp is None
    other = new_game(PyramidRules(redeals=None, temp_store=True), 7)
    assert other.pyramid == state.pyramid and other.stock == state.stock


def test_deal_json_shows_rows_and_stock_top_first():
    state = new_game(DEFAULT, 3)
    doc = ENGINE.deal_json(state)
    assert [len(row) for row in doc["pyramid"]] == [1, 2, 3, 4, 5, 6, 7]
    assert doc["stock"][0] == card_name(state.stock[-1])
    assert doc["rules"] == "pyramid" and doc["deal"] == 3 and doc["score"] == 0


@pytest.mark.parametrize("bad", [0, -4, 10**10])
def test_bad_deal_numbers_are_refused(bad):
    with pytest.raises(ValueError):
        new_game(DEFAULT, bad)


def test_rules_text_follows_the_options():
    plain = rules_text(DEFAULT)
    assert "top card of the stock" in plain and "twice" in plain and "Temporary store" not in plain
    relaxed = ENGINE.rules_text(ENGINE.rule_set("pyramid/r-unl.cover.undo-move"))
    assert "as often as you like" in relaxed and "Covering pair" in relaxed and "counts as a move" in relaxed
    odd = rules_text(PyramidRules(redeals=0, stock_top_available=False, temp_store=True, goal="pack"))
    assert "no redeal" in odd and "top card of the stock" not in odd and "Temporary store" in odd
    assert "all 52 cards" in odd
