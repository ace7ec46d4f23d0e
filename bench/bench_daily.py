"""The daily challenge: how long each game's daily deal takes to deal (through its winnable path, as the
window and `deal --daily` deal it), and what the Statistics calendar pays for years of dailies.

Targets: a daily deal in well under a second (no "Dealing a winnable game" wait), and the daily
figures of three years of dailies in a few ms.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from datetime import date, datetime, timedelta, timezone

os.environ["QTSOLITAIRE_HOME"] = tempfile.mkdtemp(prefix="qtsolitaire-bench-")

from qtsolitaire.engine import registry  # noqa: E402
from qtsolitaire.engine.api import Capability  # noqa: E402
from qtsolitaire.engine.daily import daily_deal  # noqa: E402
from qtsolitaire.store.records import GameRecord, Outcome, Records  # noqa: E402
from benchkit import print_table  # bench/benchkit.py: run as python bench/<name>.py

FIRST = date(2026, 12, 1)
DAYS = 25  # one whole run of Mahjong's layout rotation


def deal_seconds(game_id: str) -> list[float]:
    engine = registry.game(game_id).engine
    winnable = Capability.WINNABLE_DEALS in engine.capabilities
    times = []
    for n in range(DAYS):
        rule_key, deal = daily_deal(game_id, FIRST + timedelta(days=n))
        start = time.perf_counter()
        engine.new_game(engine.rule_set(rule_key), deal, winnable)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    rows = []
    for info in registry.GAMES:
        times = deal_seconds(info.id)
        rows.append((f"{info.id}: daily deal, median of {DAYS} days", 1000 * statistics.median(times)))
        rows.append((f"{info.id}: daily deal, slowest of {DAYS} days", 1000 * max(times)))
    moment = datetime(2026, 1, 1, tzinfo=timezone.utc)
    with Records.open() as records:
        connection = records._connection  # one transaction for years of play, not a fsync per game
        connection.execute("BEGIN")
        for n in range(3 * 365):
            day = FIRST - timedelta(days=n)
            record = GameRecord("pyramid", "pyramid", n + 1, moment, moment,
                                Outcome.WON if n % 4 else Outcome.LOST, 300, 30, daily=day)
            values = record.to_json()
            connection.execute(f"INSERT INTO games ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
                               tuple(values.values()))
        connection.execute("COMMIT")
        start = time.perf_counter()
        for _ in range(20):
            records.daily_stats("pyramid", FIRST)
        rows.append(("daily figures and calendar of 1,095 days", (time.perf_counter() - start) * 1000 / 20))
    print_table("daily challenge", "ms", rows, decimals=1)


if __name__ == "__main__":
    main()
