"""The records of daily challenges: days played and won, runs of days won, older days recorded as theirs."""

import sqlite3
from datetime import date, timedelta

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from qtsolitaire.store import paths
from qtsolitaire.store.record_book import SCHEMA_VERSION
from qtsolitaire.store.records import DailyStats, Records, daily_runs

TODAY = date(2026, 12, 4)


@pytest.fixture
def records():
    with Records.open() as opened:
        yield opened


def days_back(n: int) -> date:
    return TODAY - timedelta(days=n)


def test_no_daily_challenges_give_empty_figures(records, game_record):
    records.add(game_record())  # an ordinary game is no daily challenge
    assert records.daily_stats("pyramid", TODAY) == DailyStats()


def test_a_day_counts_once_and_as_won_once_any_game_of_it_was_won(records, game_record):
    records.add(game_record(outcome="lost", daily=TODAY))
    records.add(game_record(outcome="abandoned", daily=TODAY))
    stats = records.daily_stats("pyramid", TODAY)
    assert (stats.days_played, stats.days_won, stats.days) == (1, 0, {TODAY: False})
    records.add(game_record(outcome="won", daily=TODAY))
    records.add(game_record(outcome="lost", daily=TODAY))
    stats = records.daily_stats("pyramid", TODAY)
    assert (stats.days_played, stats.days_won, stats.current_run, stats.days) == (1, 1, 1, {TODAY: True})


def test_each_game_keeps_its_own_dailies(records, game_record):
    records.add(game_record(game_id="mahjong", rule_key="turtle", daily=TODAY))
    assert records.daily_stats("pyramid", TODAY).days_played == 0
    assert records.daily_stats("mahjong", TODAY).days_won == 1


def test_an_older_day_played_later_is_recorded_as_that_day_and_can_mend_a_run(records, game_record):
    for back in (0, 1, 3):
        records.add(game_record(outcome="won", daily=days_back(back)))
    stats = records.daily_stats("pyramid", TODAY)
    assert (stats.current_run, stats.longest_run) == (2, 2)
    # Today, the player opens the calendar and wins the day they missed: the game ends today, it counts for then.
    records.add(game_record(outcome="won", daily=days_back(2)))
    assert records.games(limit=1)[0].daily == days_back(2)
    stats = records.daily_stats("pyramid", TODAY)
    assert (stats.days_played, stats.days_won, stats.current_run, stats.longest_run) == (4, 4, 4, 4)


def test_the_current_run_waits_for_today_but_not_longer():
    won = {days_back(1): True, days_back(2): True, days_back(5): True}
    assert daily_runs(won, TODAY) == (2, 2)  # today's challenge is still open
    assert daily_runs({**won, TODAY: False}, TODAY) == (2, 2)  # lost so far: it can still be won today
    assert daily_runs({**won, TODAY: True}, TODAY) == (3, 3)
    assert daily_runs(won, TODAY + timedelta(days=1)) == (0, 2)  # a day went by unplayed
    assert daily_runs({days_back(1): False, days_back(2): True}, TODAY) == (0, 1)
    assert daily_runs({}, TODAY) == (0, 0)


def test_runs_count_days_in_the_calendar_across_months_and_years():
    days = {date(2026, 12, 30) + timedelta(days=i): True for i in range(5)}  # 30 Dec .. 3 Jan
    days[date(2027, 1, 5)] = True
    assert daily_runs(days, date(2027, 1, 5)) == (1, 5)


def test_dailies_read_back_and_reset_apart_from_other_games(records, game_record):
    records.add(game_record(deal=5))
    records.add(game_record(deal=6, daily=TODAY))
    assert [(g.deal, g.daily) for g in records.games()] == [(6, TODAY), (5, None)]
    assert records.games()[0].to_json()["daily"] == "2026-12-04"
    assert records.daily_stats("pyramid", TODAY).to_json()["days"] == {"2026-12-04": "won"}
    assert records.reset_dailies("pyramid") == 1
    assert [g.deal for g in records.games()] == [5]


def test_a_day_that_is_not_a_date_is_passed_over(records, game_record):
    records.add(game_record(daily=TODAY))
    records._connection.execute("UPDATE games SET daily = 'someday'")
    assert records.daily_stats("pyramid", TODAY) == DailyStats()
    assert records.games()[0].daily is None


def test_a_book_of_the_version_before_dailies_is_migrated_and_keeps_its_games():
    from qtsolitaire.store.record_book import MIGRATIONS

    path = paths.data_dir() / "records.sqlite3"
    path.parent.mkdir(parents=True)
    old = sqlite3.connect(path)
    old.executescript(MIGRATIONS[0] + MIGRATIONS[1] + "PRAGMA user_version = 2;")
    old.execute(
        "INSERT INTO games (game_id, rule_key, deal, started_at, ended_at, outcome, seconds, moves)"
        " VALUES ('pyramid', 'pyramid', 7, '2026-01-01T10:00:00+00:00', '2026-01-01T10:05:00+00:00', 'won', 300, 20)"
    )
    old.commit()
    old.close()
    with Records.open() as records:
        (game,) = records.games()
        assert (game.deal, game.daily) == (7, None)
        assert records.stats("pyramid").won == 1
        assert records.daily_stats("pyramid", TODAY) == DailyStats()
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert "daily" in [row[1] for row in check.execute("PRAGMA table_info(games)")]
    check.close()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(stored=st.one_of(st.none(), st.text(max_size=12), st.integers(-2**63, 2**63 - 1), st.floats(allow_nan=False),
                        st.binary(max_size=8), st.dates()))
def test_whatever_another_program_left_in_the_daily_column_reads_without_fail(records, game_record, stored):
    records.reset()
    records.add(game_record(daily=TODAY))
    records._connection.execute("UPDATE games SET daily = ?", (stored.isoformat() if isinstance(stored, date) else stored,))
    stats = records.daily_stats("pyramid", TODAY)
    (game,) = records.games()
    if isinstance(stored, date):
        assert game.daily == stored
    assert game.daily is None or isinstance(game.daily, date)
    assert stats.days == ({} if game.daily is None else {game.daily: True})


@settings(max_examples=200, deadline=None)
@given(days=st.dictionaries(st.dates(date(2026, 1, 1), date(2026, 3, 31)), st.booleans(), max_size=60),
       today=st.dates(date(2026, 1, 1), date(2026, 4, 2)))
def test_runs_agree_with_counting_day_by_day(days, today):
    current, longest = daily_runs(days, today)
    day, naive_longest, run = date(2025, 12, 31), 0, 0
    while day <= date(2026, 4, 1):
        run = run + 1 if days.get(day) else 0
        naive_longest = max(naive_longest, run)
        day += timedelta(days=1)
    assert longest == naive_longest and current <= longest
    end = today if days.get(today) else today - timedelta(days=1)
    assert all(days.get(end - timedelta(days=n)) for n in range(current))
    assert not days.get(end - timedelta(days=current))
