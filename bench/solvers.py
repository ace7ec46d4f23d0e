"""Solvers: how many deals they decide, and how long a deal takes. One table per game.

Targets (Mahjong): on Classic Turtle random deals every deal decided, median under 15 ms,
p99 under 1 s; a winnable Turtle deal generated in under 50 ms median.
Targets (Pyramid): for any rule set, median under 50 ms and max under 2 s per deal.

Run: PYTHONPATH=. python bench/solvers.py  (a few minutes). To add a game, write a function
that returns a Table and list it in TABLES.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field
from typing import Callable

from qtsolitaire.engine.mahjong import solver as mahjong_solver
from qtsolitaire.engine.mahjong.game import ENGINE as MAHJONG
from qtsolitaire.engine.pyramid import solver as pyramid_solver
from qtsolitaire.engine.pyramid.game import new_game as pyramid_deal
from qtsolitaire.engine.pyramid.rules import PRESETS as PYRAMID_PRESETS, parse_key as pyramid_rules

MAHJONG_BUDGET = 5_000  # nodes: about a second of search
# deals per layout (random, winnable): the layouts the targets name get more
MAHJONG_DEALS = {"classic-turtle": (100, 25), "turtle": (25, 25), "pyramid": (25, 25), "cross": (25, 25),
                 "fortress": (25, 25)}
DEFAULT_DEALS = (10, 10)
PYRAMID_DEALS = 200
# The presets, and the rule sets at the far ends of every option.
PYRAMID_RULES = [rules for _, rules in PYRAMID_PRESETS] + [
    pyramid_rules(key) for key in ("pyramid/r0", "pyramid/r1", "pyramid/r-unl", "pyramid/no-stock-top",
                                   "pyramid/cover", "pyramid/r0.no-stock-top", "pyramid/r0.pack",
                                   "pyramid/r-unl.cover.temp.pack")
]


@dataclass
class Table:
    title: str
    header: tuple[str, ...]
    rows: list[tuple] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def spread_ms(seconds: list[float]) -> tuple[str, str, str]:
    """Median, 99th percentile (nearest rank) and maximum, in milliseconds."""
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return tuple(f"{value * 1000:.1f}" for value in (statistics.median(ordered), p99, ordered[-1]))


def timed(fn: Callable):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def mahjong_table() -> Table:
    table = Table(
        "Mahjong solver (with peeking)",
        ("layout", "deals", "kind", "won", "lost", "undecided", "median ms", "p99 ms", "max ms", "deal ms"),
        notes=[f"node budget {MAHJONG_BUDGET} per deal; 'deal ms' is the median time to deal (winnable: generate)"],
    )
    for rules in MAHJONG.rule_sets():
        for winnable in (False, True):
            count = MAHJONG_DEALS.get(rules.key, DEFAULT_DEALS)[winnable]
            verdicts, solve_seconds, deal_seconds = [], [], []
            for deal in range(1, count + 1):
                state, seconds = timed(lambda: MAHJONG.new_game(rules, deal, winnable_only=winnable))
                deal_seconds.append(seconds)
                result, seconds = timed(lambda: mahjong_solver.solve_state(state, MAHJONG_BUDGET))
                solve_seconds.append(seconds)
                verdicts.append(result.winnable)
            table.rows.append((
                rules.key, count, "winnable" if winnable else "random",
                verdicts.count(True), verdicts.count(False), verdicts.count(None),
                *spread_ms(solve_seconds), f"{statistics.median(deal_seconds) * 1000:.1f}",
            ))
    return table


def pyramid_table() -> Table:
    table = Table(
        "Pyramid solver (exact, knowing every card)",
        ("rules", "deals", "won", "lost", "undecided", "win %", "median ms", "p99 ms", "max ms"),
        notes=[f"random deals 1..{PYRAMID_DEALS}; node budget {pyramid_solver.DEFAULT_NODE_BUDGET} per deal"],
    )
    for rules in PYRAMID_RULES:
        verdicts, seconds = [], []
        for deal in range(1, PYRAMID_DEALS + 1):
            state = pyramid_deal(rules, deal)
            result, spent = timed(lambda: pyramid_solver.solve(state))
            verdicts.append(result.winnable)
            seconds.append(spent)
        table.rows.append((
            rules.key, PYRAMID_DEALS, verdicts.count(True), verdicts.count(False), verdicts.count(None),
            f"{100 * verdicts.count(True) / PYRAMID_DEALS:.1f}", *spread_ms(seconds),
        ))
    return table


TABLES: list[Callable[[], Table]] = [mahjong_table, pyramid_table]


def print_table(table: Table) -> None:
    cells = [table.header] + [tuple(str(cell) for cell in row) for row in table.rows]
    widths = [max(len(row[k]) for row in cells) for k in range(len(table.header))]
    print(table.title)
    for row in cells:
        print("  ".join(cell.rjust(width) if k else cell.ljust(width) for k, (cell, width) in enumerate(zip(row, widths))))
    for note in table.notes:
        print(f"  {note}")
    print()


def main() -> None:
    for make in TABLES:
        print_table(make())


if __name__ == "__main__":
    main()
