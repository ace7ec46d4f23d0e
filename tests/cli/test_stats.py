import json
import os
import subprocess
import sys
from pathlib import Path

from qtsolitaire.cli import main
from qtsolitaire.store.records import Records
from tests.waiting import PATIENCE_S

ROOT = Path(__file__).resolve().parents[2]


def _seed(game_record) -> None:
    with Records.open() as records:
        records.add(game_record(outcome="won", seconds=200, moves=30, score=700))
        records.add(game_record(outcome="lost", seconds=50, moves=10, score=120))
        records.add(game_record(outcome="won", seconds=100, moves=28, score=960))
        records.add(game_record(rule_key="relaxed", outcome="won", seconds=90, moves=40, score=400))
        records.add(game_record(game_id="mahjong", rule_key="my-deleted-layout", outcome="abandoned", seconds=30))


def _stats_json(capsys, *args: str) -> dict:
    assert main(["stats", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_no_records_list_every_game_with_nothing_played(capsys):
    report = _stats_json(capsys)
    assert [game["game_id"] for game in report["games"]] == ["mahjong", "pyramid", "mjklondike"]
    assert all(game["total"]["played"] == 0 and game["rule_sets"] == [] for game in report["games"])
    assert report["games"][0]["per"] == "layout"


def test_json_figures_per_game_and_per_rule_set(capsys, game_record):
    _seed(game_record)
    (pyramid,) = _stats_json(capsys, "--game", "pyramid")["games"]
    assert pyramid["name"] == "Pyramid Solitaire"
    total = pyramid["total"]
    assert (total["played"], total["won"], total["lost"], total["win_percent"]) == (4, 3, 1, 75.0)
    assert (total["best_time"], total["fewest_moves"], total["best_score"]) == (90, 28, 960)
    assert (total["current_streak"], total["best_streak"]) == (2, 2)
    assert total["average_win_time"] == 130.0
    assert [game["seconds"] for game in total["recent"]] == [90, 100, 50, 200]
    by_key = {rule_set["rule_key"]: rule_set for rule_set in pyramid["rule_sets"]}
    assert by_key["standard"]["played"] == 3 and by_key["relaxed"]["best_time"] == 90


def test_an_unknown_layout_shows_its_key(capsys, game_record):
    _seed(game_record)
    (mahjong,) = _stats_json(capsys, "--game", "mahjong")["games"]
    assert mahjong["rule_sets"][0]["name"] == "my-deleted-layout"
    assert mahjong["total"]["abandoned"] == 1 and mahjong["total"]["win_percent"] == 0.0


def test_the_table_shows_the_same_figures(capsys, game_record):
    _seed(game_record)
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert "Pyramid Solitaire" in text and "MahJongg Klondike\n  no games played yet" in text
    pyramid = text[text.index("Pyramid Solitaire"):text.index("MahJongg Klondike")]
    rows = {line[:16].strip(): line[16:].split() for line in pyramid.splitlines()[1:]}
    assert rows["Rule set"] == ["All", "relaxed", "standard"]
    assert rows["Played"] == ["4", "1", "3"]
    assert rows["Win rate"] == ["75%", "100%", "66.7%"]
    assert rows["Best time"] == ["1:30", "1:30", "1:40"]
    assert rows["Best score"] == ["960", "400", "960"]


def test_an_unknown_game_is_a_clear_error(capsys):
    assert main(["stats", "--game", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_the_console_command_prints_json(game_record):
    _seed(game_record)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "qtsolitaire.cli", "stats", "--game", "pyramid", "--json"],
        capture_output=True, text=True, env=env, timeout=PATIENCE_S,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"][0]["total"]["won"] == 3


def test_a_broken_engine_still_gives_a_name(monkeypatch):
    from qtsolitaire.engine import registry
    from qtsolitaire.store import report

    class Broken:
        name = "Broken Game"

        @property
        def engine(self):
            raise RuntimeError("engine failed to import")

    monkeypatch.setattr(registry, "game", lambda game_id: Broken())
    assert report.rule_set_name("pyramid", "standard") == "standard"
    assert report.game_name("pyramid") == "Broken Game"


def test_the_daily_challenges_of_each_game_are_reported_as_of_today(capsys, game_record):
    from datetime import datetime, timedelta, timezone

    today = datetime.now(timezone.utc).date()
    with Records.open() as records:
        records.add(game_record(outcome="won", daily=today - timedelta(days=1)))
        records.add(game_record(outcome="lost", daily=today - timedelta(days=3)))
    (pyramid,) = _stats_json(capsys, "--game", "pyramid")["games"]
    daily = pyramid["daily"]
    assert (daily["days_played"], daily["days_won"], daily["current_run"], daily["longest_run"]) == (2, 1, 1, 1)
    assert daily["days"] == {(today - timedelta(days=3)).isoformat(): "played",
                             (today - timedelta(days=1)).isoformat(): "won"}
    assert main(["stats", "--game", "pyramid"]) == 0
    assert "Daily challenge: 2 days played, 1 won; current run 1, longest 1" in capsys.readouterr().out
