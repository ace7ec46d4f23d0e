"""Storage speed: what a move, a finished game and the statistics dialog pay on the UI thread.

Targets: an autosave after a move (300 moves of history, fsync included) in a few ms, and in
microseconds on the UI thread through BackgroundSaver; recording a
game in a few ms, and in microseconds on the UI thread through RecordWriter; the statistics of a rule set with 10,000 games recorded in well under 50 ms.
"""

from __future__ import annotations

import os
import random
import sqlite3
import tempfile
import time
from datetime import datetime, timedelta, timezone

os.environ["QTSOLITAIRE_HOME"] = tempfile.mkdtemp(prefix="qtsolitaire-bench-")

from qtsolitaire.store import autosave  # noqa: E402
from qtsolitaire.store.record_writer import RecordWriter  # noqa: E402
from qtsolitaire.store.records import GameRecord, Outcome, Records  # noqa: E402
from qtsolitaire.store.settings import Settings  # noqa: E402
from benchkit import print_table  # bench/benchkit.py: run as python bench/<name>.py

RECORDED = 10_000


def per_call_ms(fn, calls: int) -> float:
    start = time.perf_counter()
    for _ in range(calls):
        fn()
    return (time.perf_counter() - start) * 1000 / calls


def _games(count: int) -> list[GameRecord]:
    rng = random.Random(1)
    moment = datetime(2026, 1, 1, tzinfo=timezone.utc)
    games = []
    for deal in range(count):
        moment += timedelta(minutes=7)
        outcome = rng.choice((Outcome.WON, Outcome.WON, Outcome.LOST, Outcome.ABANDONED))
        seconds = rng.randint(60, 900)
        key = rng.choice(("standard", "relaxed", "whole-pack"))
        score = rng.randint(0, 960)
        games.append(GameRecord("pyramid", key, deal, moment, moment, outcome, seconds, rng.randint(14, 60), score))
    return games


def _bulk_insert(path, games: list[GameRecord]) -> None:
    """Years of play in one transaction, so the bench does not spend minutes on fsyncs."""
    rows = [game.to_json() for game in games]
    with sqlite3.connect(path) as connection:
        columns = ", ".join(rows[0])
        connection.executemany(f"INSERT INTO games ({columns}) VALUES ({', '.join(':' + c for c in rows[0])})", rows)


def main() -> None:
    saved = autosave.SavedGame(
        "mjklondike", "base", 4711, True, [{"from": "t3", "to": "f1", "n": n} for n in range(300)], 300, 812,
        datetime.now(timezone.utc), {"undos": 3, "hints": 1},
    )
    rows = [
        ("autosave after a move (300-move history)", per_call_ms(lambda: autosave.save(saved), 100)),
        ("autosave load at start", per_call_ms(autosave.load, 100)),
    ]
    saver = autosave.BackgroundSaver()
    rows.append(("autosave handed to the BackgroundSaver (UI thread)", per_call_ms(lambda: saver.save(saved), 1000)))
    saver.close()
    settings = Settings.load()

    def save_settings() -> None:
        settings.window_geometry = str(random.random())
        settings.save()

    rows.append(("settings save", per_call_ms(save_settings, 100)))
    with Records.open() as records:
        games = iter(_games(200))
        rows.append(("record one finished game", per_call_ms(lambda: records.add(next(games)), 200)))
        _bulk_insert(records.path, _games(RECORDED - 200))
        rows.append((f"statistics of one rule set ({RECORDED:,} games recorded)",
                     per_call_ms(lambda: records.stats("pyramid", "standard"), 20)))
        whole_game = per_call_ms(lambda: records.stats("pyramid"), 20)
        rows.append((f"statistics of a whole game ({RECORDED:,} games)", whole_game))
    rows.append((f"open the book, checked ({RECORDED:,} games)", per_call_ms(lambda: Records.open().close(), 20)))
    writer = RecordWriter()
    games = iter(_games(200))
    rows.append(("record handed to the RecordWriter (UI thread)", per_call_ms(lambda: writer.add(next(games)), 200)))
    writer.close()
    print_table("store", "ms per call", rows, decimals=3)


if __name__ == "__main__":
    main()
