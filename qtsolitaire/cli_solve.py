"""qtsolitaire-cli `solve GAME` and `rules list`: every game of the registry, through its ENGINE.

`solve` decides numbered deals with the game's solver (`ENGINE.solve`), prints a row per deal
in deal order as the deals finish, then a summary; `--line` adds each winnable deal's winning
moves in the game's own notation (`ENGINE.describe_move`); `--jobs` spreads the deals over
processes. A few options of the first, game-specific verbs are kept as aliases of `--rules`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import time
from collections import deque
from typing import Callable, Iterator, NamedTuple

from qtsolitaire.cli import CliError, game_engine
from qtsolitaire.engine import registry
from qtsolitaire.engine.api import Capability, NoWinnableDeal

WORDS = {True: "yes", False: "no", None: "undecided"}


# --- the options the first, game-specific verbs had ----------------------------------------------


class OldOptions(NamedTuple):
    """Options a game's `solve` verb had before `--rules`; they still work and name a rule set."""

    add: Callable[[argparse.ArgumentParser], None]
    rules_key: Callable[[argparse.Namespace], str | None]  # the key they name; None when none was given
    flags: str  # how to name them in a message
    random_by_default: bool = False  # the verb decided random deals unless told `--winnable`
    summary_alias: str | None = None  # another name the summary gives the rule-set key


def _add_mahjong_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--layout", metavar="ID", help="the layout id (the same as --rules)")


def _pyramid_redeals(text: str) -> str:
    if text in ("0", "1", "2", "unlimited"):
        return text
    raise argparse.ArgumentTypeError(f"{text!r:.40}: redeals are 0, 1, 2 or unlimited")


def _add_pyramid_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--redeals", type=_pyramid_redeals, metavar="R", help="0, 1, 2 (default) or unlimited")
    parser.add_argument("--covering-pair", action="store_true", help="a card may pair with its last coverer")
    parser.add_argument("--no-stock-top", action="store_true", help="only the waste top is in play")
    parser.add_argument("--temp-store", action="store_true", help="one card may be parked in the temp store")
    parser.add_argument("--goal", choices=("pyramid", "pack"), help="clear the pyramid (default) or the whole pack")


def _pyramid_rules_key(args: argparse.Namespace) -> str | None:
    from qtsolitaire.engine.pyramid.rules import PyramidRules

    if args.redeals is None and args.goal is None and not (args.covering_pair or args.no_stock_top or args.temp_store):
        return None
    redeals = 2 if args.redeals is None else None if args.redeals == "unlimited" else int(args.redeals)
    return PyramidRules(redeals=redeals, stock_top_available=not args.no_stock_top, covering_pair=args.covering_pair,
                        temp_store=args.temp_store, goal=args.goal or "pyramid").key


OLD_OPTIONS = {
    "mahjong": OldOptions(_add_mahjong_options, lambda args: args.layout, "--layout", summary_alias="layout"),
    "pyramid": OldOptions(_add_pyramid_options, _pyramid_rules_key,
                          "--redeals/--covering-pair/--no-stock-top/--temp-store/--goal", random_by_default=True),
}


# --- solving deals -------------------------------------------------------------------------------


class SolveJob(NamedTuple):
    """What every deal of one `solve` run shares; sent to each worker process."""

    game: str
    rules: str  # the rule-set key
    winnable_only: bool
    budget: int | None
    line: bool


class DealSolver:
    """Solves the deals of one job: a row per deal, as `solve --json` prints it."""

    def __init__(self, job: SolveJob) -> None:
        self.job = job
        self.engine = registry.game(job.game).engine
        self.rules = self.engine.rule_set(job.rules)

    def __call__(self, deal: int) -> dict:
        engine = self.engine
        as_it_falls = None
        try:
            state = engine.new_game(self.rules, deal, winnable_only=self.job.winnable_only)
        except NoWinnableDeal as e:
            as_it_falls = str(e)
            state = engine.new_game(self.rules, deal)  # what the window deals a player instead
        except ValueError as e:
            raise ValueError(f"deal {deal}: {e}") from None
        start = time.perf_counter()
        solution = engine.solve(state, node_budget=self.job.budget)
        seconds = time.perf_counter() - start
        row = {"deal": deal, "winnable": solution.winnable, "seconds": round(seconds, 4), "nodes": solution.nodes}
        if as_it_falls is not None:
            row["as_it_falls"] = as_it_falls
        if self.job.line:
            row["line"] = self.spoken_line(state, solution.line) if solution.winnable else []
        return row

    def spoken_line(self, state, line: tuple) -> list[str]:
        """The moves in the game's notation, each read off the position it is made from."""
        words = []
        for move in line:
            words.append(str(self.engine.describe_move(state, move)))  # the CLI speaks English
            state = self.engine.apply(state, move)  # an illegal move in a line is a solver bug: let it show
        return words


_worker: DealSolver | None = None  # the solver of a worker process, made once by `_start_worker`


def _start_worker(job: SolveJob) -> None:
    global _worker
    from qtsolitaire.store.layout_files import use_layout_folders

    use_layout_folders()  # a worker starts clean: the engine plays no layout until it is handed the folders
    _worker = DealSolver(job)


def _solve_in_worker(deal: int) -> dict:
    return _worker(deal)


def solved_rows(job: SolveJob, deals: range, jobs: int) -> Iterator[dict]:
    """The rows of `deals` in deal order, each as soon as it and those before it are done.

    With more than one job the deals go to worker processes, a few ahead of the row awaited;
    closing the iterator early (`| head`) cancels the deals not yet started.
    """
    jobs = min(jobs, len(deals))
    if jobs <= 1:
        solver = DealSolver(job)
        yield from map(solver, deals)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # forkserver: workers start clean (no threads of this process copied), but faster than spawn
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context(method),
                             initializer=_start_worker, initargs=(job,)) as pool:
        waiting = iter(deals)
        pending = deque(pool.submit(_solve_in_worker, deal) for deal in _take(waiting, 2 * jobs))
        try:
            while pending:
                row = pending.popleft().result()
                pending.extend(pool.submit(_solve_in_worker, deal) for deal in _take(waiting, 1))
                yield row
        finally:
            for future in pending:
                future.cancel()


def _take(items: Iterator[int], count: int) -> list[int]:
    return [item for _, item in zip(range(count), items)]


def print_rows(rows: Iterator[dict], as_json: bool, title: dict) -> tuple[dict, int]:
    """Each row as it comes, then the summary; returns the summary and how many deals dealt as
    winnable were proved lost (a solver's bug: those dealt as they fall are not).

    Each row has deal, winnable (True, False or None), seconds and nodes, with `--line` the
    winning moves, and `as_it_falls` (why) when no winnable deal of the number was found and the
    row is the deal as it falls; `title` names what was solved and leads the summary.
    """
    if not as_json:
        print(f"{'DEAL':>10}  {'WINNABLE':<9}  {'SECONDS':>8}  {'NODES':>7}", flush=True)
    verdicts, seconds, fell = [], [], []
    for row in rows:
        verdicts.append(row["winnable"])
        seconds.append(row["seconds"])
        if "as_it_falls" in row:
            fell.append(row["winnable"])
        if as_json:
            print(json.dumps(row, ensure_ascii=False), flush=True)
            continue
        print(f"{row['deal']:>10}  {WORDS[row['winnable']]:<9}  {row['seconds']:>8.3f}  {row['nodes']:>7}")
        if "as_it_falls" in row:
            print(f"{'':>12}no winnable deal found ({row['as_it_falls']}): this is the deal as it falls")
        for number, words in enumerate(row.get("line", ()), 1):
            print(f"{number:>16}. {words}")
        print(end="", flush=True)
    summary = dict(
        title,
        deals=len(verdicts),
        winnable=verdicts.count(True),
        unwinnable=verdicts.count(False),
        undecided=verdicts.count(None),
        median_seconds=round(statistics.median(seconds), 4),
    )
    if title["kind"] == "winnable":
        summary["as_it_falls"] = len(fell)
    if as_json:
        print(json.dumps({"summary": summary}))
    else:
        falling = f" ({summary['as_it_falls']} dealt as they fall)" if summary.get("as_it_falls") else ""
        print(
            f"{summary['deals']} deals{falling}: {summary['winnable']} winnable, {summary['unwinnable']} not, "
            f"{summary['undecided']} undecided; median {summary['median_seconds']:.3f} s"
        )
    return summary, verdicts.count(False) - fell.count(False)


def _deal_range(args: argparse.Namespace) -> range:
    from qtsolitaire.engine.deals import MAX_DEAL

    if args.deals < 1:
        raise CliError(f"solve {args.solve_game}: --deals must be at least 1")
    if not 1 <= args.first <= MAX_DEAL - args.deals + 1:
        raise CliError(f"solve {args.solve_game}: deals run from 1 to {MAX_DEAL}")
    if args.budget is not None and args.budget < 1:
        raise CliError(f"solve {args.solve_game}: --budget must be at least 1")
    if args.jobs < 1:
        raise CliError(f"solve {args.solve_game}: --jobs must be at least 1")
    return range(args.first, args.first + args.deals)


def _rules_key(args: argparse.Namespace, engine) -> str:
    """The rule set asked for, by `--rules` or by the verb's old options; the game's first if neither."""
    old = OLD_OPTIONS.get(args.solve_game)
    named = old.rules_key(args) if old else None
    if named is not None and args.rules is not None and named != args.rules:
        raise CliError(f"solve {args.solve_game}: --rules and {old.flags} name different rule sets")
    key = args.rules if named is None else named
    try:
        return engine.rule_sets()[0].key if key is None else engine.rule_set(key).key
    except KeyError as e:
        raise CliError(f"solve {args.solve_game}: {e.args[0]}") from None


def run_solve(args: argparse.Namespace) -> int:
    game = args.solve_game
    info, engine = game_engine(game)
    deals = _deal_range(args)
    if Capability.SOLVER not in engine.capabilities:
        raise CliError(f"solve {game}: {info.name} has no solver")
    job = SolveJob(game, _rules_key(args, engine), not args.random, args.budget, args.line)
    title = {"game": game, "rules": job.rules, "kind": "random" if args.random else "winnable"}
    old = OLD_OPTIONS.get(game)
    if old and old.summary_alias:
        title[old.summary_alias] = job.rules
    try:
        with contextlib.closing(solved_rows(job, deals, args.jobs)) as rows:
            summary, lost_as_winnable = print_rows(rows, args.json, title)
    except ValueError as e:
        raise CliError(f"solve {game}: {e}") from None
    return 1 if job.winnable_only and lost_as_winnable else 0


# --- rules ---------------------------------------------------------------------------------------


def run_rules_list(args: argparse.Namespace) -> int:
    games = [game_engine(args.game)] if args.game else [
        (info, engine) for info in registry.GAMES if (engine := game_engine(info.id, missing_ok=True)[1])]
    rows = [{"game": info.id, "key": rules.key, "name": str(rules.name)}
            for info, engine in games for rules in engine.rule_sets()]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
        return 0
    table = [("GAME", "KEY", "NAME")] + [(row["game"], row["key"], row["name"]) for row in rows]
    widths = [max(len(row[k]) for row in table) for k in range(2)]
    for game, key, name in table:
        print(f"{game:<{widths[0]}}  {key:<{widths[1]}}  {name}")
    return 0


# --- the parsers ---------------------------------------------------------------------------------


def add_parsers(verbs: argparse._SubParsersAction) -> None:
    """The `solve GAME` verbs, one per game of the registry, and `rules list`."""
    solve = verbs.add_parser("solve", help="decide numbered deals with a game's solver")
    solve_games = solve.add_subparsers(dest="solve_game", required=True, metavar="GAME")
    for info in registry.GAMES:
        old = OLD_OPTIONS.get(info.id)
        parser = solve_games.add_parser(
            info.id, help=f"can each deal of {info.name} be won, knowing everything hidden? "
                          "exit 1 if a winnable deal is not")
        parser.add_argument("--rules", metavar="KEY", help="rule set key (default: the game's first; see `rules list`)")
        kinds = parser.add_mutually_exclusive_group()
        kinds.add_argument("--random", action="store_true", default=bool(old and old.random_by_default),
                           help="plain random deals" + (" (the default)" if old and old.random_by_default else ""))
        kinds.add_argument("--winnable", action="store_false", dest="random",
                           help="the winnable deals of those numbers"
                                + ("" if old and old.random_by_default else " (the default)"))
        if old:
            old.add(parser)
        parser.add_argument("--deals", type=int, default=10, metavar="N", help="how many deals (default 10)")
        parser.add_argument("--first", type=int, default=1, metavar="K", help="the first deal number (default 1)")
        parser.add_argument("--budget", type=int, metavar="NODES", help="give up on a deal after this many nodes")
        parser.add_argument("--line", action="store_true", help="print each winnable deal's winning moves")
        parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                            help="solve this many deals at once, in processes (default: the machine's cores)")
        parser.add_argument("--json", action="store_true", help="one JSON object per deal, then a summary line")
        parser.set_defaults(run=run_solve)

    rules = verbs.add_parser("rules", help="the rule sets of the games")
    rules_verbs = rules.add_subparsers(dest="rules_verb", required=True, metavar="ACTION")
    listing = rules_verbs.add_parser("list", help="every preset: game, key, name")
    listing.add_argument("game", nargs="?", metavar="GAME", help=", ".join(info.id for info in registry.GAMES))
    listing.add_argument("--json", action="store_true", help="print one JSON list of objects")
    listing.set_defaults(run=run_rules_list)
