import sqlite3
from datetime import datetime, timezone

import pytest

from qtsolitaire.store import paths
from qtsolitaire.store.files import StoreError
from qtsolitaire.store.record_book import SCHEMA_VERSION
from qtsolitaire.store.records import GameRecord, Outcome, Records


@pytest.fixture
def records():
    with Records.open() as opened:
        yield opened


def test_a_recorded_game_reads_back_field_for_field(records):
    game = GameRecord(
        game_id="mahjong",
        rule_key="turtle",
        deal=4711,
        started_at=datetime(2026, 5, 1, 12, 0, 0, tzinfo=timezone.utc),
        ended_at=datetime(2026, 5, 1, 12, 7, 30, tzinfo=timezone.utc),
        outcome=Outcome.LOST,
        seconds=450,
        moves=61,
        score=None,
        undos=3,
        hints=2,
        shuffles=1,
    )
    records.add(game)
    assert records.games() == [game]
    records.close()
    with Records.open() as reopened:
        assert reopened.games("mahjong", "turtle") == [game]


def test_the_database_lives_in_the_data_folder_in_wal_mode_with_a_schema_version(records):
    assert records.path.parent == paths.data_dir()
    connection = sqlite3.connect(records.path)
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    connection.close()


def test_no_games_give_empty_figures(records):
    stats = records.stats("pyramid")
    assert (stats.played, stats.won, stats.current_streak, stats.best_streak) == (0, 0, 0, 0)
    assert stats.win_rate is None and stats.best_time is None and stats.average_win_time is None
    assert stats.recent == ()
    assert stats.to_json()["win_percent"] is None


def test_figures_of_a_rule_set(records, game_record):
    games = [
        game_record(outcome="won", seconds=300, moves=40, score=500),
        game_record(outcome="won", seconds=200, moves=45, score=620),
        game_record(outcome="lost", seconds=90, moves=12, score=700),
        game_record(outcome="won", seconds=250, moves=38, score=480),
        game_record(outcome="won", seconds=400, moves=50, score=960),
        game_record(outcome="won", seconds=100, moves=44, score=510),
        game_record(outcome="abandoned", seconds=30, moves=3, score=20),
        game_record(outcome="won", seconds=600, moves=39, score=300),
        game_record(outcome="won", seconds=500, moves=41, score=400),
    ]
    for game in games:
        records.add(game)
    stats = records.stats("pyramid", "standard")
    assert (stats.played, stats.won, stats.lost, stats.abandoned) == (9, 7, 1, 1)
    assert stats.win_rate == pytest.approx(7 / 9)
    assert stats.to_json()["win_percent"] == 77.8
    assert stats.best_streak == 3
    assert stats.current_streak == 2
    assert stats.best_time == 100
    assert stats.fewest_moves == 38  # the lost game's 12 moves do not count
    assert stats.best_score == 960
    assert stats.average_win_time == pytest.approx((300 + 200 + 250 + 400 + 100 + 600 + 500) / 7)
    assert stats.recent == tuple(reversed(games))


def test_a_loss_ends_the_current_streak(records, game_record):
    records.add(game_record(outcome="won"))
    records.add(game_record(outcome="lost"))
    stats = records.stats("pyramid")
    assert (stats.current_streak, stats.best_streak) == (0, 1)


def test_figures_per_game_add_up_its_rule_sets_and_keep_games_apart(records, game_record):
    records.add(game_record(rule_key="standard", outcome="won", seconds=100))
    records.add(game_record(rule_key="relaxed", outcome="won", seconds=80))
    records.add(game_record(rule_key="relaxed", outcome="lost"))
    records.add(game_record(game_id="mahjong", rule_key="turtle", outcome="won", seconds=50))
    pyramid = records.stats("pyramid")
    assert (pyramid.played, pyramid.won, pyramid.best_time) == (3, 2, 80)
    assert records.stats("pyramid", "standard").played == 1
    assert records.stats("mahjong").best_time == 50
    assert records.stats().played == 4
    assert records.rule_keys("pyramid") == ["relaxed", "standard"]
    assert records.game_ids() == ["mahjong", "pyramid"]


def test_recent_results_are_limited_newest_first(records, game_record):
    for seconds in range(1, 41):
        records.add(game_record(seconds=seconds))
    recent = records.stats("pyramid", recent=5).recent
    assert [game.seconds for game in recent] == [40, 39, 38, 37, 36]


def test_naive_times_are_taken_as_local_and_stored_as_utc(records, game_record):
    local = datetime(2026, 7, 1, 8, 30)
    records.add(GameRecord("pyramid", "standard", 1, local, local, Outcome.WON, 0, 14))
    assert records.games()[0].ended_at == local.astimezone(timezone.utc)


def test_reset_removes_only_what_it_names(records, game_record):
    records.add(game_record(rule_key="standard"))
    records.add(game_record(rule_key="relaxed"))
    records.add(game_record(game_id="mahjong", rule_key="turtle"))
    assert records.reset("pyramid", "relaxed") == 1
    assert records.rule_keys("pyramid") == ["standard"]
    assert records.reset("pyramid") == 1
    assert records.game_ids() == ["mahjong"]
    assert records.reset() == 1
    assert records.count() == 0


def test_a_rule_set_needs_its_game(records):
    with pytest.raises(ValueError):
        records.stats(rule_key="standard")


def test_an_impossible_record_is_refused_and_nothing_is_written(records, game_record):
    with pytest.raises(StoreError, match="could not be recorded"):
        records.add(game_record(seconds=-5))
    assert records.count() == 0
    records.add(game_record())
    assert records.count() == 1


def test_an_empty_file_is_an_empty_record_book(game_record):
    path = paths.data_dir() / "records.sqlite3"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"")
    notices: list[str] = []
    with Records.open(notices=notices) as records:
        records.add(game_record())
        assert records.count() == 1
    assert notices == []


def _write_records(count: int, game_record) -> bytes:
    with Records.open() as records:
        for _ in range(count):
            records.add(game_record())
        path = records.path
    return path.read_bytes()


def _corrupt_truncated(path, game_record):
    path.write_bytes(_write_records(60, game_record)[:5000])


def _corrupt_garbage(path, game_record):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(range(256)) * 40)


def _corrupt_damaged_pages(path, game_record):
    data = bytearray(_write_records(200, game_record))
    data[4096:12288] = b"\xa5" * 8192
    path.write_bytes(bytes(data))


def _foreign_database(path, game_record):
    path.parent.mkdir(parents=True, exist_ok=True)
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")
    other.commit()
    other.close()


@pytest.mark.parametrize("damage", [_corrupt_truncated, _corrupt_garbage, _corrupt_damaged_pages, _foreign_database])
def test_an_unreadable_database_is_set_aside_the_player_is_told_and_a_new_one_works(damage, game_record):
    path = paths.data_dir() / "records.sqlite3"
    damage(path, game_record)
    damaged = path.read_bytes()
    notices: list[str] = []
    with Records.open(notices=notices) as records:
        assert not records.in_memory
        records.add(game_record())
        assert records.count() == 1
    assert len(notices) == 1 and "kept aside as records.sqlite3.corrupt-" in str(notices[0])
    aside = [p for p in path.parent.iterdir() if p.name.startswith("records.sqlite3.corrupt-")]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    assert aside[0].name[len("records.sqlite3.corrupt-"):].replace("-", "").isdigit()
    again: list[str] = []
    Records.open(notices=again).close()
    assert again == []


def test_a_folder_that_cannot_be_written_keeps_records_for_the_session_and_says_so(tmp_path, game_record):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    notices: list[str] = []
    with Records.open(blocker / "records.sqlite3", notices=notices) as records:
        assert records.in_memory
        records.add(game_record())
        assert records.stats("pyramid").played == 1
    assert len(notices) == 1
    assert "cannot be saved" in str(notices[0]) and "a file stands where a folder should be" in str(notices[0])


def test_a_full_disk_is_a_readable_error_and_keeps_what_was_recorded(records, game_record):
    records.add(game_record())
    pages = records._connection.execute("PRAGMA page_count").fetchone()[0]
    records._connection.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(StoreError, match="this game could not be recorded: the disk is full"):
        for _ in range(200):
            records.add(game_record(rule_key="x" * 2000))
    assert records.count() >= 1
    assert records.games()[-1].rule_key == "standard"


def test_a_file_from_a_newer_version_with_added_columns_still_records(records, game_record):
    records.close()
    newer = sqlite3.connect(records.path)
    newer.execute("ALTER TABLE games ADD COLUMN replay TEXT NOT NULL DEFAULT ''")
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.commit()
    newer.close()
    notices: list[str] = []
    with Records.open(notices=notices) as reopened:
        reopened.add(game_record())
        assert reopened.stats("pyramid").played == 1
    assert notices == []


def test_a_file_of_the_first_schema_is_migrated_and_keeps_its_games(game_record):
    from qtsolitaire.store.record_book import MIGRATIONS

    path = paths.data_dir() / "records.sqlite3"
    path.parent.mkdir(parents=True)
    old = sqlite3.connect(path)
    old.executescript(MIGRATIONS[0] + "PRAGMA user_version = 1;")
    old.execute(
        "INSERT INTO games (game_id, rule_key, deal, started_at, ended_at, outcome, seconds, moves)"
        " VALUES ('pyramid', 'standard', 7, '2025-01-01T10:00:00+00:00', '2025-01-01T10:05:00+00:00', 'won', 300, 20)"
    )
    old.commit()
    old.close()
    with Records.open() as records:
        assert [game.deal for game in records.games()] == [7]
        plan = records._connection.execute(
            "EXPLAIN QUERY PLAN SELECT outcome FROM games WHERE game_id = ? ORDER BY ended_at", ("pyramid",)
        ).fetchall()
    assert "games_by_game" in str(plan)
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    check.close()


def test_a_full_disk_clears_the_caches_and_then_records_the_game(records, game_record, monkeypatch):
    records.add(game_record())
    pages = records._connection.execute("PRAGMA page_count").fetchone()[0]
    records._connection.execute(f"PRAGMA max_page_count = {pages}")
    cleared = []

    def clear_caches():  # what deleting the rendered art does for a full disk
        cleared.append(True)
        records._connection.execute("PRAGMA max_page_count = 1000000")
        return True

    monkeypatch.setattr("qtsolitaire.store.records.clear_caches", clear_caches)
    for _ in range(200):
        records.add(game_record(rule_key="x" * 2000))
    assert cleared == [True] and records.count() == 201
