"""The daily challenge's date -> deal mapping: pinned, so every version offers the same deal on a date."""

from datetime import date, datetime, timedelta

import pytest
from hypothesis import given, settings, strategies as st

from qtsolitaire.engine import daily
from qtsolitaire.engine.daily import FIRST_DAY, MAHJONG_ERAS, DailyDeal, daily_deal, daily_layout
from qtsolitaire.engine.deals import MAX_DEAL
from qtsolitaire.engine.mahjong.game import ENGINE as MAHJONG

KLONDIKE = "draw=3-2-1;redeals=2;lockstep=on;empty=wind"


def test_pinned_days_give_the_same_deals_forever():
    # If one of these changes, players who compare a day's challenge see different deals.
    assert daily_deal("mahjong", date(2026, 1, 1)) == DailyDeal("pine-tree", 392138959)
    assert daily_deal("pyramid", date(2026, 1, 1)) == DailyDeal("pyramid", 39296750)
    assert daily_deal("mjklondike", date(2026, 1, 1)) == DailyDeal(KLONDIKE, 38258542)
    assert daily_deal("mahjong", date(2026, 12, 4)) == DailyDeal("double-spiral", 499257506)
    assert daily_deal("pyramid", date(2026, 12, 4)) == DailyDeal("pyramid", 69039228)
    assert daily_deal("mjklondike", date(2026, 12, 4)) == DailyDeal(KLONDIKE, 959517170)
    assert daily_deal("mahjong", date(2030, 6, 15)) == DailyDeal("bridge", 969257950)
    assert daily_deal("pyramid", date(2027, 2, 28)) == DailyDeal("pyramid", 3697411)


def test_another_day_or_another_game_gives_another_deal():
    days = [FIRST_DAY + timedelta(days=n) for n in range(400)]
    for game_id in ("mahjong", "pyramid", "mjklondike"):
        assert len({daily_deal(game_id, day).deal for day in days}) == len(days)
    assert all(len({daily_deal(g, day).deal for g in ("mahjong", "pyramid", "mjklondike")}) == 3 for day in days)


def test_the_card_games_play_their_default_rule_set():
    from qtsolitaire.engine.mjklondike.engine import ENGINE as KLONDIKE_ENGINE
    from qtsolitaire.engine.pyramid.game import ENGINE as PYRAMID_ENGINE

    assert daily_deal("pyramid", FIRST_DAY).rule_key == PYRAMID_ENGINE.rule_sets()[0].key == "pyramid"
    assert daily_deal("mjklondike", FIRST_DAY).rule_key == KLONDIKE_ENGINE.rule_sets()[0].key == KLONDIKE


def test_every_layout_of_the_rotation_is_a_shipped_one_and_takes_its_turn():
    ids = MAHJONG_ERAS[0][1]
    shipped = [r.key for r in MAHJONG.rule_sets()]
    assert set(ids) <= set(shipped) and len(set(ids)) == len(ids)
    for run in range(3):  # each run of len(ids) days plays every layout once
        first = FIRST_DAY + timedelta(days=run * len(ids))
        assert sorted(daily_layout(first + timedelta(days=n)) for n in range(len(ids))) == sorted(ids)


def test_the_layout_depends_on_ids_only_not_on_the_player_or_the_disk(monkeypatch):
    # The player's own layouts (here one that would sort first) and the order files are listed in change nothing.
    import shutil

    from qtsolitaire.store import paths
    from qtsolitaire.store.layout_files import SHIPPED_DIR

    before = [daily_deal("mahjong", FIRST_DAY + timedelta(days=n)) for n in range(30)]
    paths.user_layouts_dir().mkdir(parents=True)
    shutil.copy(SHIPPED_DIR / "turtle.json", paths.user_layouts_dir() / "aaa.json")
    assert "aaa" in [r.key for r in MAHJONG.rule_sets()]
    monkeypatch.setattr("qtsolitaire.store.layout_files.layout_files",
                        lambda folder: list(reversed(sorted(folder.iterdir()))))
    assert [daily_deal("mahjong", FIRST_DAY + timedelta(days=n)) for n in range(30)] == before


def test_a_later_era_changes_no_day_before_it(monkeypatch):
    before = [daily_layout(FIRST_DAY + timedelta(days=n)) for n in range(100)]
    start = FIRST_DAY + timedelta(days=60)
    monkeypatch.setattr(daily, "MAHJONG_ERAS", MAHJONG_ERAS + ((start, ("turtle", "new-one")),))
    after = [daily_layout(FIRST_DAY + timedelta(days=n)) for n in range(100)]
    assert after[:60] == before[:60]
    assert set(after[60:]) == {"turtle", "new-one"}


def test_unknown_games_and_moments_are_refused():
    with pytest.raises(KeyError):
        daily_deal("chess", FIRST_DAY)
    with pytest.raises(TypeError):
        daily_deal("pyramid", datetime(2026, 12, 4, 23, 59))  # a moment is not a day
    with pytest.raises(TypeError):
        daily_deal("pyramid", "2026-12-04")


@pytest.mark.parametrize("game_id", ["mahjong", "pyramid"])
def test_the_daily_deal_deals_winnable_where_the_game_has_a_solver(game_id):
    from qtsolitaire.engine import registry
    from qtsolitaire.engine.api import Capability

    engine = registry.game(game_id).engine
    key, deal = daily_deal(game_id, date(2026, 12, 4))
    state = engine.new_game(engine.rule_set(key), deal, winnable_only=True)
    assert Capability.WINNABLE_DEALS in engine.capabilities
    assert engine.verdict(state).winnable is True


@settings(max_examples=300, deadline=None)
@given(day=st.dates(), game_id=st.sampled_from(["mahjong", "pyramid", "mjklondike"]))
def test_every_day_has_a_deal_of_a_known_rule_set(day, game_id):
    rule_key, deal = daily_deal(game_id, day)
    assert 1 <= deal <= MAX_DEAL and daily_deal(game_id, day) == (rule_key, deal)
    assert rule_key in (MAHJONG_ERAS[0][1] if game_id == "mahjong" else daily.CARD_GAME_RULES.values())
