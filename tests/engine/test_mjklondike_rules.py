import pytest

from qtsolitaire.engine.mjklondike.rules import PRESETS, Options, parse_key, rule_set, rule_sets


def test_preset_keys_are_pinned():
    # Records are filed under these keys: they never change.
    assert {str(r.name): r.key for r in rule_sets()} == {
        "MahJongg Klondike": "draw=3-2-1;redeals=2;lockstep=on;empty=wind",
        "Long Klondike": "draw=3-2-1;redeals=5;lockstep=on;empty=wind",
        "Klondike Deal Three": "draw=3;redeals=unlimited;lockstep=on;empty=wind",
        "Klondike Gold Rush": "draw=3;redeals=2;lockstep=on;empty=wind",
        "Strict Klondike": "draw=3;redeals=0;lockstep=on;empty=wind",
    }
    assert str(rule_sets()[0].name) == "MahJongg Klondike" and rule_sets()[0].options == Options()


def test_the_base_game_is_the_rule_book():
    base = Options()
    assert [base.draw_on_pass(i) for i in range(3)] == [3, 2, 1]
    assert base.redeals == 2 and base.lockstep and base.empty_pile == "wind"


def test_gold_rush_allows_two_redeals():
    gold = next(p.options for p in PRESETS if str(p.name) == "Klondike Gold Rush")
    assert gold.redeals == 2


def test_every_key_parses_back_to_its_options():
    for options in [p.options for p in PRESETS] + [
        Options(draw=(1,), redeals=None, lockstep=False, empty_pile="any"),
        Options(draw=(2, 1), redeals=1, empty_pile="none"),
    ]:
        assert parse_key(options.key) == options
        assert rule_set(options.key).options == options


def test_options_are_canonical():
    assert Options(draw=(3, 3, 3), redeals=2) == Options(draw=(3,), redeals=2)
    assert Options(draw=(3, 2, 1), redeals=0).draw == (3,)
    assert Options(draw=(3, 2, 1, 1), redeals=None).draw == (3, 2, 1)


def test_non_canonical_or_broken_keys_are_refused_with_the_reason():
    with pytest.raises(KeyError, match="not canonical"):
        parse_key("draw=3-3;redeals=2;lockstep=on;empty=wind")
    for bad in ("", "draw=3", "draw=x;redeals=2;lockstep=on;empty=wind", "draw=3;redeals=2;lockstep=maybe;empty=wind",
                "draw=3;redeals=-1;lockstep=on;empty=wind", "draw=3;redeals=2;lockstep=on;empty=king",
                "redeals=2;draw=3;lockstep=on;empty=wind", "draw=0;redeals=2;lockstep=on;empty=wind"):
        with pytest.raises(KeyError, match="rule set"):
            parse_key(bad)


def test_presets_are_named_and_other_rule_sets_described():
    assert str(rule_set("draw=3;redeals=0;lockstep=on;empty=wind").name) == "Strict Klondike"
    custom = str(rule_set("draw=1;redeals=unlimited;lockstep=off;empty=any").name)
    assert "no lockstep" in custom and "redeals unlimited" in custom


def test_bad_options_say_what_is_wrong():
    with pytest.raises(ValueError, match="draw"):
        Options(draw=())
    with pytest.raises(ValueError, match="redeals"):
        Options(redeals=-2)
    with pytest.raises(ValueError, match="empty pile"):
        Options(empty_pile="king")
