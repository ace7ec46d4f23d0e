"""`qtsolitaire-cli deal GAME --daily YYYY-MM-DD`: the day's challenge, the same one the window deals."""

import argparse
import json
from datetime import date

import pytest
from hypothesis import given, settings, strategies as st

from qtsolitaire import cli
from qtsolitaire.engine.daily import daily_deal


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("game_id", ["mahjong", "pyramid", "mjklondike"])
def test_the_same_date_gives_the_same_deal_and_another_date_another(capsys, game_id):
    code, first, err = run(capsys, "deal", game_id, "--daily", "2026-12-04", "--json")
    assert code == 0 and err == ""
    doc = json.loads(first)
    key, deal = daily_deal(game_id, date(2026, 12, 4))
    assert (doc["daily"], doc["deal"], doc["rules"]) == ("2026-12-04", deal, key)
    assert run(capsys, "deal", game_id, "--daily", "2026-12-04", "--json")[1] == first
    other = json.loads(run(capsys, "deal", game_id, "--daily", "2026-12-05", "--json")[1])
    assert other["deal"] != doc["deal"]


def test_the_daily_deal_is_the_winnable_one_where_the_game_has_a_solver(capsys):
    from qtsolitaire.engine.pyramid.game import ENGINE, deal_json

    _, out, _ = run(capsys, "deal", "pyramid", "--daily", "2026-12-04")
    key, deal = daily_deal("pyramid", date(2026, 12, 4))
    winnable = deal_json(ENGINE.new_game(ENGINE.rule_set(key), deal, winnable_only=True))
    assert json.loads(out) == {**winnable, "daily": "2026-12-04"}
    assert "\n  " in out  # indented without --json


@pytest.mark.parametrize("argv, says", [
    (["--daily", "2026-13-04"], "'2026-13-04' is not a day"),
    (["--daily", "2026-02-30"], "'2026-02-30' is not a day"),
    (["--daily", "20261204"], "write it as YYYY-MM-DD"),
    (["--daily", "yesterday"], "write it as YYYY-MM-DD"),
    (["--daily", "2026-12-04", "--deal", "3"], "not allowed with"),
    (["--daily", "2026-12-04", "--rules", "pyramid/temp"], "leave out --rules and --layout"),
    ([], "one of the arguments --deal --daily is required"),
])
def test_a_bad_daily_is_one_clear_line_and_exit_2(capsys, argv, says):
    code, out, err = run(capsys, "deal", "pyramid", *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("qtsolitaire-cli: deal: ") and says in err


@settings(max_examples=200, deadline=None)
@given(text=st.one_of(st.text(max_size=14), st.dates().map(date.isoformat)))
def test_any_daily_text_is_a_day_written_as_such_or_refused_in_words(text):
    try:
        day = cli._day(text)
    except argparse.ArgumentTypeError as refusal:
        assert str(refusal).startswith(repr(text))
    else:
        assert day.isoformat() == text
