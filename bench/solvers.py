"""Solvers: how many deals they decide, and how long a deal takes. One table per game.

Targets (Mahjong): on Classic Turtle random deals (1-100, and 5001-6000) every deal decided,
median under 15 ms, p99 under 500 ms; a winnable Turtle deal generated in under 50 ms median.
Targets (Pyramid): for any rule set, median under 50 ms and max under 2 s per deal. Dealing a
winnable Pyramid game has no target; its table shows how long a player waits for one.
Targets (MahJongg Klondike): every preset, deals 1-200: at most 1 % undecided, median under 200 ms,
p99 under 3 s; the base preset's win rate above the hint-follower's 36 %. Dealing a winnable MahJongg Klondike game
has no target either; its table shows how long a player waits for one.

Run: PYTHONPATH=. python bench/solvers.py  (a few minutes). To add a game, write a function
that returns a Table and print it from main.
    --game pyramid            only one game's table (mahjong, pyramid or mjklondike)
    --mahjong-layout ID --mahjong-kind random --mahjong-first N --mahjong-deals N
                              only those Mahjong deals, e.g. the figure: classic-turtle, random, 5001, 1000
    --pyramid-rules all       every combination of the options that change play (64 rule sets)
    --pyramid-match REGEX     only the rule sets whose key the pattern finds, for example
                              '^pyramid($|/(?!r0))' for every set with redeals, '\\.pack$' for the whole pack
    --first N --deals N       the Pyramid and MahJongg Klondike deals to solve (default 1 and 200)
    --mjklondike-preset N     only that MahJongg Klondike preset (0 the base game ... 4 Strict), again for more
    --jobs N                  Mahjong and MahJongg Klondike deals solved in N processes at once (default 2)
    --winnable-deals N        how many winnable Pyramid and MahJongg Klondike deals to time per rule set (default 20,
                              0: none)
    --verdicts FILE           also write every Pyramid verdict and its node count as JSON, to compare
                              solver versions (a refactor must leave the file byte-identical)
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import re
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Callable

from multiprocessing import Pool

from qtsolitaire.engine.api import NoWinnableDeal
from qtsolitaire.engine.mahjong import solver as mahjong_solver
from qtsolitaire.engine.mahjong.game import ENGINE as MAHJONG
from qtsolitaire.engine.mjklondike import engine as mjklondike_engine
from qtsolitaire.engine.mjklondike import solver as mjklondike_solver
from qtsolitaire.engine.mjklondike.game import deal as mjklondike_deal
from qtsolitaire.engine.mjklondike.rules import PRESETS as MJKLONDIKE_PRESETS
from qtsolitaire.engine.pyramid import solver as pyramid_solver
from qtsolitaire.engine.pyramid.game import new_game as pyramid_deal
from qtsolitaire.engine.pyramid.rules import PRESETS as PYRAMID_PRESETS, PyramidRules, parse_key as pyramid_rules
from qtsolitaire.store.layout_files import use_layout_folders

from benchkit import print_columns  # bench/benchkit.py: run as python bench/<name>.py

# deals per layout (random, winnable): the layouts the targets name get more
MAHJONG_DEALS = {"classic-turtle": (100, 25), "turtle": (25, 25), "pyramid": (25, 25), "cross": (25, 25),
                 "fortress": (25, 25)}
DEFAULT_DEALS = (10, 10)
PYRAMID_DEALS = 200
PYRAMID_WINNABLE_DEALS = 20  # winnable deals timed per rule set: with no redeal each takes about a second
# The presets, and the rule sets at the far ends of every option.
PYRAMID_RULES = [rules for _, rules in PYRAMID_PRESETS] + [
    pyramid_rules(key) for key in ("pyramid/r0", "pyramid/r1", "pyramid/r-unl", "pyramid/no-stock-top",
                                   "pyramid/cover", "pyramid/r0.no-stock-top", "pyramid/r0.pack",
                                   "pyramid/r-unl.cover.temp.pack")
]
# Undo counting as a move changes no play, so it is left out.
PYRAMID_ALL_RULES = [
    PyramidRules(redeals=r, stock_top_available=top, covering_pair=cover, temp_store=temp, goal=goal)
    for r, top, cover, temp, goal in itertools.product((0, 1, 2, None), (True, False), (False, True),
                                                       (False, True), ("pyramid", "pack"))
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


def mahjong_deal(layout: str, deal: int, winnable: bool) -> tuple[bool | None, float, float, float]:
    """One Mahjong deal dealt and solved: the verdict, the seconds to solve and to deal, and the
    CPU seconds to solve (which a busy machine inflates far less than the wall clock)."""
    rules = MAHJONG.rule_set(layout)
    state, deal_seconds = timed(lambda: MAHJONG.new_game(rules, deal, winnable_only=winnable))
    cpu_start = time.process_time()
    result, solve_seconds = timed(lambda: mahjong_solver.solve_state(state))  # the budget the app and the CLI use
    return result.winnable, solve_seconds, deal_seconds, time.process_time() - cpu_start


def mahjong_table(layouts: list[str] | None = None, kinds=(False, True), first: int = 1, count: int | None = None,
                  jobs: int = 2) -> Table:
    """Every layout (or those named), random and winnable deals; `count` deals from `first`, or as
    MAHJONG_DEALS says. With `jobs` above 1 the deals are spread over that many processes, so the times are
    per deal with that much company."""
    table = Table(
        "Mahjong solver (with peeking)",
        ("layout", "deals", "kind", "won", "lost", "undecided", "median ms", "p99 ms", "max ms", "deal ms",
         "cpu median ms", "cpu p99 ms"),
        notes=[f"node budget {mahjong_solver.DEFAULT_NODE_BUDGET} per deal (the app's); "
               "'deal ms' is the median time to deal (winnable: generate)",
               "'cpu' columns: CPU time of the solve alone, to compare versions on a shared machine"],
    )
    with Pool(jobs) if jobs > 1 else contextlib.nullcontext() as pool:
        run = pool.starmap if pool else itertools.starmap
        for layout in layouts or [rules.key for rules in MAHJONG.rule_sets()]:
            for winnable in kinds:
                deals = range(first, first + (count or MAHJONG_DEALS.get(layout, DEFAULT_DEALS)[winnable]))
                results = list(run(mahjong_deal, [(layout, deal, winnable) for deal in deals]))
                verdicts = [verdict for verdict, _, _, _ in results]
                cpu_median, cpu_p99, _ = spread_ms([cpu for _, _, _, cpu in results])
                table.rows.append((
                    layout, f"{deals.start}-{deals.stop - 1}", "winnable" if winnable else "random",
                    verdicts.count(True), verdicts.count(False), verdicts.count(None),
                    *spread_ms([seconds for _, seconds, _, _ in results]),
                    f"{statistics.median(seconds for _, _, seconds, _ in results) * 1000:.1f}",
                    cpu_median, cpu_p99,
                ))
                print("  ".join(map(str, table.rows[-1])), file=sys.stderr, flush=True)
    return table


def pyramid_table(rule_sets=PYRAMID_RULES, first: int = 1, count: int = PYRAMID_DEALS,
                  verdicts: dict | None = None) -> Table:
    table = Table(
        "Pyramid solver (exact, knowing every card)",
        ("rules", "deals", "won", "lost", "undecided", "win %", "median ms", "p99 ms", "max ms", "max nodes"),
        notes=[f"random deals {first}..{first + count - 1}; node budget {pyramid_solver.DEFAULT_NODE_BUDGET} per deal"],
    )
    for rules in rule_sets:
        results, seconds, nodes = [], [], []
        for deal in range(first, first + count):
            state = pyramid_deal(rules, deal)
            result, spent = timed(lambda: pyramid_solver.solve(state))
            results.append(result.winnable)
            seconds.append(spent)
            nodes.append(result.nodes)
        if verdicts is not None:
            verdicts[rules.key] = dict(zip(range(first, first + count), zip(results, nodes)))
        table.rows.append((
            rules.key, count, results.count(True), results.count(False), results.count(None),
            f"{100 * results.count(True) / count:.1f}", *spread_ms(seconds), max(nodes),
        ))
        print("  ".join(map(str, table.rows[-1])), file=sys.stderr, flush=True)  # progress: a full run is long
    return table


def pyramid_winnable_table(rule_sets=PYRAMID_RULES, count: int = PYRAMID_WINNABLE_DEALS) -> Table:
    table = Table(
        "Pyramid winnable deals (the option \"winnable deals only\")",
        ("rules", "deals", "median ms", "max ms", "most attempts"),
        notes=[f"deals 1..{count}; an attempt the solver cannot decide within "
               f"{pyramid_solver.VERDICT_NODE_BUDGET} positions is passed over"],
    )
    for rules in rule_sets:
        seconds, attempts = [], []
        for deal in range(1, count + 1):
            state, spent = timed(lambda: pyramid_deal(rules, deal, winnable_only=True))
            seconds.append(spent)
            attempts.append(state.attempt + 1)
        median, _, most = spread_ms(seconds)
        table.rows.append((rules.key, count, median, most, max(attempts)))
        print("  ".join(map(str, table.rows[-1])), file=sys.stderr, flush=True)
    return table


def mjklondike_deal_row(job: tuple[int, int]) -> tuple[bool | None, float, bool]:
    """(verdict, seconds, whether the hint-follower alone wins it) for one deal of one preset."""
    preset, deal = job
    state = mjklondike_deal(MJKLONDIKE_PRESETS[preset].options, deal)
    result, spent = timed(lambda: mjklondike_solver.solve(state))
    return result.winnable, spent, mjklondike_solver.playout(state) is not None


def mjklondike_table(first: int = 1, count: int = PYRAMID_DEALS, jobs: int = 2,
                     presets: list[int] | None = None) -> Table:
    table = Table(
        "MahJongg Klondike solver (knowing every tile)",
        ("preset", "deals", "won", "lost", "undecided", "win %", "hint-follower %", "median ms", "p99 ms", "max ms"),
        notes=[f"random deals {first}..{first + count - 1}; {mjklondike_solver.DEFAULT_NODE_BUDGET} positions per "
               f"deal: the loss proof, the win search's dives, then the exact search with what they leave; "
               f"{jobs} processes at once, so times are per deal with that much company"],
    )
    for preset, rows in mjklondike_preset_rows(mjklondike_deal_row, range(first, first + count), jobs, presets):
        verdicts = [r[0] for r in rows]
        table.rows.append((
            preset.name, count, verdicts.count(True), verdicts.count(False), verdicts.count(None),
            f"{100 * verdicts.count(True) / count:.1f}", f"{100 * sum(r[2] for r in rows) / count:.1f}",
            *spread_ms([r[1] for r in rows]),
        ))
        print("  ".join(map(str, table.rows[-1])), file=sys.stderr, flush=True)
    return table


def mjklondike_preset_rows(row: Callable, deals: range, jobs: int, presets: list[int] | None):
    """(preset, what `row` gives for each of `deals`) for every preset, or those of `presets` (indexes), the deals
    shared among `jobs` processes."""
    with Pool(jobs) as pool:
        for index, preset in enumerate(MJKLONDIKE_PRESETS):
            if not presets or index in presets:
                yield preset, pool.map(row, [(index, d) for d in deals], chunksize=1)


def mjklondike_winnable_row(job: tuple[int, int]) -> tuple[bool, float]:
    """(whether no winnable deal was found, seconds) for dealing one winnable deal of one preset."""
    preset, deal = job

    def falls() -> bool:
        try:
            mjklondike_engine.winnable_deal(MJKLONDIKE_PRESETS[preset].options, deal)
        except NoWinnableDeal:
            return True
        return False

    return timed(falls)


def mjklondike_winnable_table(count: int = PYRAMID_WINNABLE_DEALS, jobs: int = 2,
                              presets: list[int] | None = None) -> Table:
    table = Table(
        "MahJongg Klondike winnable deals (the option \"winnable deals only\")",
        ("preset", "deals", "median ms", "max ms", "dealt as they fall"),
        notes=[f"deals 1..{count}; up to {mjklondike_engine.MAX_WINNABLE_ATTEMPTS} attempts the hint-follower plays, "
               f"then the first {mjklondike_engine.SOLVED_ATTEMPTS} the solver tries at each of "
               f"{', '.join(map(str, mjklondike_engine.SOLVED_ATTEMPT_NODES))} positions; {jobs} processes at once"],
    )
    for preset, rows in mjklondike_preset_rows(mjklondike_winnable_row, range(1, count + 1), jobs, presets):
        median, _, most = spread_ms([seconds for _, seconds in rows])
        table.rows.append((preset.name, count, median, most, sum(fell for fell, _ in rows)))
        print("  ".join(map(str, table.rows[-1])), file=sys.stderr, flush=True)
    return table


def print_table(table: Table) -> None:
    print(table.title)
    print_columns(table.header, table.rows)
    for note in table.notes:
        print(f"  {note}")
    print()


def main() -> None:
    use_layout_folders()
    parser = argparse.ArgumentParser(description="Solver benchmarks: one table per game.")
    parser.add_argument("--game", choices=("mahjong", "pyramid", "mjklondike"), help="only this game's table")
    parser.add_argument("--jobs", type=int, default=2, help="processes for the Mahjong and MahJongg Klondike deals")
    parser.add_argument("--pyramid-rules", choices=("presets", "all"), default="presets",
                        help="the presets and extreme rule sets (default), or every combination")
    parser.add_argument("--pyramid-match", metavar="REGEX", type=re.compile,
                        help="only the Pyramid rule sets whose key this pattern finds (re.search)")
    parser.add_argument("--mahjong-layout", action="append", metavar="ID",
                        help="only this Mahjong layout (again for more)")
    parser.add_argument("--mahjong-kind", choices=("random", "winnable"), help="only random or winnable Mahjong deals")
    parser.add_argument("--mahjong-first", type=int, default=1, metavar="N", help="first Mahjong deal")
    parser.add_argument("--mahjong-deals", type=int, metavar="N", help="how many Mahjong deals per layout and kind")
    parser.add_argument("--first", type=int, default=1, help="first Pyramid or MahJongg Klondike deal")
    parser.add_argument("--mjklondike-preset", type=int, action="append", metavar="INDEX",
                        choices=range(len(MJKLONDIKE_PRESETS)),
                        help="only this MahJongg Klondike preset, 0 (the base game) to 4 (Strict); again for more")
    parser.add_argument("--deals", type=int, default=PYRAMID_DEALS, help="how many Pyramid or MahJongg Klondike deals")
    parser.add_argument("--verdicts", metavar="FILE", help="write the Pyramid verdicts and node counts as JSON")
    parser.add_argument("--winnable-deals", type=int, default=PYRAMID_WINNABLE_DEALS,
                        help="how many winnable Pyramid and MahJongg Klondike deals to time per rule set (0: none)")
    args = parser.parse_args()
    verdicts: dict = {}
    if args.game in (None, "mahjong"):
        kinds = (False, True) if args.mahjong_kind is None else (args.mahjong_kind == "winnable",)
        print_table(mahjong_table(args.mahjong_layout, kinds, args.mahjong_first, args.mahjong_deals, args.jobs))
    if args.game in (None, "pyramid"):
        rule_sets = PYRAMID_ALL_RULES if args.pyramid_rules == "all" else PYRAMID_RULES
        if args.pyramid_match:
            rule_sets = [rules for rules in rule_sets if args.pyramid_match.search(rules.key)]
        print_table(pyramid_table(rule_sets, args.first, args.deals, verdicts))
        if args.winnable_deals:
            print_table(pyramid_winnable_table(rule_sets, args.winnable_deals))
    if args.game in (None, "mjklondike"):
        print_table(mjklondike_table(args.first, args.deals, args.jobs, args.mjklondike_preset))
        if args.winnable_deals:
            print_table(mjklondike_winnable_table(args.winnable_deals, args.jobs, args.mjklondike_preset))
    if args.verdicts:
        with open(args.verdicts, "w", encoding="utf-8") as out:
            json.dump(verdicts, out, indent=0)


if __name__ == "__main__":
    main()
