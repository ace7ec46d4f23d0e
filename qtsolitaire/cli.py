"""qtsolitaire-cli: the headless verbs (layouts, deal, solve, stats)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from qtsolitaire import desktop
from qtsolitaire.outside_files import shown_name
from qtsolitaire.quoting import quoted
from qtsolitaire.store.layout_files import use_layout_folders


class CliError(Exception):
    """A bad command line: shown as one line on stderr, exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one clear line instead of usage + message
        verb = self.prog.partition(" ")[2]
        raise CliError(f"{verb}: {message}" if verb else message)


# --- layouts -------------------------------------------------------------------------------------


def _layout_summary(layout) -> dict:
    return {
        "id": layout.id,
        "name": layout.name,
        "stars": layout.stars,
        "tiles": layout.tiles,
        "layers": list(layout.layers),
        "free_at_start": layout.free_at_start,
    }


def run_layouts_list(args) -> int:
    from qtsolitaire.engine.mahjong.game import ENGINE

    layouts, errors = ENGINE.layouts()
    rows = [_layout_summary(layout) for layout in layouts]
    if args.json:
        print(json.dumps(rows))
    else:
        table = [("ID", "NAME", "STARS", "TILES", "LAYERS", "FREE")] + [
            (r["id"], r["name"], "*" * r["stars"], str(r["tiles"]), " ".join(map(str, r["layers"])),
             str(r["free_at_start"]))
            for r in rows
        ]
        widths = [max(len(row[k]) for row in table) for k in range(len(table[0]))]
        for row in table:
            print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
    for line in errors:
        print(line, file=sys.stderr)
    return 0


def run_layouts_check(args) -> int:
    from qtsolitaire.engine.mahjong.layout import LayoutError
    from qtsolitaire.store.layout_files import SHIPPED_DIR, layout_files, load_layout

    shipped_ids = {path.stem for path in layout_files(SHIPPED_DIR)}
    ok = True
    for name in args.files:
        try:
            layout = load_layout(name)
        except LayoutError as e:
            print(f"{shown_name(name)}: {e}", file=sys.stderr)
            ok = False
            continue
        layers = " ".join(map(str, layout.layers))
        note = ""
        if layout.id in shipped_ids and Path(name).resolve().parent != SHIPPED_DIR:
            note = f"; but id {layout.id!r} is a shipped layout's, rename the file to play it"
        print(f"{shown_name(name)}: ok, {layout.tiles} tiles, layers {layers}{note}")
    return 0 if ok else 1


def run_layouts_import(args) -> int:
    from qtsolitaire.store import paths
    from qtsolitaire.store.layout_library import import_files

    if args.out is not None and not args.out.strip():
        raise CliError("layouts import: --out needs a folder (leave it out for your layouts folder)")
    folder = Path(args.out) if args.out is not None else paths.user_layouts_dir()
    if folder.exists() and not folder.is_dir():
        raise CliError(f"layouts import: --out {folder}: is a file, not a folder")
    ok = True
    for outcome in import_files(args.files, folder):
        for created in outcome.created:
            note = f" ({created.note})" if created.note else ""
            print(f"{shown_name(created.path)}: {created.name!r} from {outcome.source}{note}")
        if outcome.same_as:
            print(f"{outcome.source}: the same layout as {outcome.same_as}, imported once")
        for line in outcome.failures:
            print(line, file=sys.stderr)
        ok = ok and outcome.ok
    return 0 if ok else 1


# --- deal ----------------------------------------------------------------------------------------


def _day(text: str):
    """A --daily date: YYYY-MM-DD exactly, and a real day."""
    import re
    from datetime import date

    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
            return date.fromisoformat(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"{text!r} is not a day: {e}") from None
    raise argparse.ArgumentTypeError(f"{text!r} is not a date: write it as YYYY-MM-DD")


def run_deal(args) -> int:
    from qtsolitaire.engine import registry
    from qtsolitaire.engine.api import Capability

    try:
        info = registry.game(args.game)
    except KeyError as e:
        raise CliError(e.args[0]) from None
    if args.daily is not None:
        _set_daily_deal(args, info)
    if args.layout is not None:
        if Capability.LAYOUTS not in info.engine.capabilities:
            played_on_layouts = " or ".join(g.id for g in registry.GAMES if Capability.LAYOUTS in g.engine.capabilities)
            raise CliError(f"--layout is only for {played_on_layouts}; use --rules")
        if args.rules is not None and args.rules != args.layout:
            raise CliError("--layout and --rules name different layouts")
        args.rules = args.layout
    try:
        engine = info.engine
    except ModuleNotFoundError as e:
        if e.name != info.module:
            raise
        raise CliError(f"{info.id}: not available in this build") from None
    try:
        rules = engine.rule_sets()[0] if args.rules is None else engine.rule_set(args.rules)
    except KeyError as e:
        raise CliError(e.args[0]) from None
    try:
        state = engine.new_game(rules, args.deal, winnable_only=args.winnable)
    except ValueError as e:
        raise CliError(f"deal {args.deal}: {e}") from None
    doc = engine.deal_json(state)
    if args.daily is not None:
        doc["daily"] = args.daily.isoformat()
    print(json.dumps(doc) if args.json else json.dumps(doc, indent=2))
    return 0


def _set_daily_deal(args, info) -> None:
    """--daily picks the rule set (layout) and deal of that day's challenge, winnable where the game can be."""
    from qtsolitaire.engine.api import Capability
    from qtsolitaire.engine.daily import daily_deal

    if args.rules is not None or args.layout is not None:
        raise CliError("deal: --daily picks the rule set and layout itself; leave out --rules and --layout")
    try:
        args.rules, args.deal = daily_deal(info.id, args.daily)
    except KeyError as e:
        raise CliError(f"deal: {e.args[0]}") from None
    args.winnable = Capability.WINNABLE_DEALS in info.engine.capabilities


# --- solve ---------------------------------------------------------------------------------------


def _deal_range(args) -> range:
    from qtsolitaire.engine.deals import MAX_DEAL

    if args.deals < 1:
        raise CliError(f"solve {args.solve_game}: --deals must be at least 1")
    if not 1 <= args.first <= MAX_DEAL - args.deals + 1:
        raise CliError(f"solve {args.solve_game}: deals run from 1 to {MAX_DEAL}")
    if args.budget is not None and args.budget < 1:
        raise CliError(f"solve {args.solve_game}: --budget must be at least 1")
    return range(args.first, args.first + args.deals)


def print_solve_rows(rows: list[dict], as_json: bool, title: dict) -> dict:
    """The per-deal lines of a solve verb, then the summary; returns the summary.

    Each row has deal, winnable (True, False or None), seconds and nodes; `title` names what
    was solved and leads the summary.
    """
    import statistics

    verdicts = [row["winnable"] for row in rows]
    summary = dict(
        title,
        deals=len(rows),
        winnable=verdicts.count(True),
        unwinnable=verdicts.count(False),
        undecided=verdicts.count(None),
        median_seconds=round(statistics.median(row["seconds"] for row in rows), 4),
    )
    if as_json:
        for row in rows:
            print(json.dumps(row))
        print(json.dumps({"summary": summary}))
        return summary
    words = {True: "yes", False: "no", None: "undecided"}
    print(f"{'DEAL':>10}  {'WINNABLE':<9}  {'SECONDS':>8}  {'NODES':>7}")
    for row in rows:
        print(f"{row['deal']:>10}  {words[row['winnable']]:<9}  {row['seconds']:>8.3f}  {row['nodes']:>7}")
    print(
        f"{summary['deals']} deals: {summary['winnable']} winnable, {summary['unwinnable']} not, "
        f"{summary['undecided']} undecided; median {summary['median_seconds']:.3f} s"
    )
    return summary


def run_solve_mahjong(args) -> int:

    from qtsolitaire.engine.mahjong import solver
    from qtsolitaire.engine.mahjong.game import ENGINE

    deals = _deal_range(args)
    budget = solver.DEFAULT_NODE_BUDGET if args.budget is None else args.budget
    try:
        rules = ENGINE.rule_sets()[0] if args.layout is None else ENGINE.rule_set(args.layout)
    except KeyError as e:
        raise CliError(f"solve mahjong: {e.args[0]}") from None
    rows = []
    for deal in deals:
        state = ENGINE.new_game(rules, deal, winnable_only=not args.random)
        rows.append(_timed_solve(deal, lambda: solver.solve_state(state, node_budget=budget)))
    kind = "random" if args.random else "winnable"
    summary = print_solve_rows(rows, args.json, {"game": "mahjong", "layout": rules.key, "kind": kind})
    return 1 if not args.random and summary["unwinnable"] else 0  # a "winnable" deal proved lost is a bug


def _timed_solve(deal: int, solve) -> dict:
    """One row of `solve GAME`: the solver's verdict on a deal, how long it took, how many nodes."""
    import time

    start = time.perf_counter()
    result = solve()
    seconds = time.perf_counter() - start
    return {"deal": deal, "winnable": result.winnable, "seconds": round(seconds, 4), "nodes": result.nodes}


def _pyramid_redeals(text: str) -> int | None:
    if text == "unlimited":
        return None
    if text in ("0", "1", "2"):
        return int(text)
    raise argparse.ArgumentTypeError(f"{text!r:.40}: redeals are 0, 1, 2 or unlimited")


def run_solve_pyramid(args) -> int:

    from qtsolitaire.engine.pyramid import solver
    from qtsolitaire.engine.pyramid.game import new_game
    from qtsolitaire.engine.pyramid.rules import PyramidRules

    deals = _deal_range(args)
    budget = solver.DEFAULT_NODE_BUDGET if args.budget is None else args.budget
    rules = PyramidRules(redeals=args.redeals, stock_top_available=not args.no_stock_top,
                         covering_pair=args.covering_pair, temp_store=args.temp_store, goal=args.goal)
    rows = []
    for deal in deals:
        try:
            state = new_game(rules, deal, winnable_only=args.winnable)
        except ValueError as e:
            raise CliError(f"solve pyramid: deal {deal}: {e}") from None
        rows.append(_timed_solve(deal, lambda: solver.solve(state, node_budget=budget)))
    kind = "winnable" if args.winnable else "random"
    summary = print_solve_rows(rows, args.json, {"game": "pyramid", "rules": rules.key, "kind": kind})
    return 1 if args.winnable and summary["unwinnable"] else 0  # a "winnable" deal proved lost is a bug


# --- stats ---------------------------------------------------------------------------------------


def run_stats(args) -> int:
    from datetime import datetime, timezone

    from qtsolitaire.store import report
    from qtsolitaire.store.files import StoreError
    from qtsolitaire.store.record_writer import JOURNAL_NAME, games_waiting
    from qtsolitaire.store.records import Records, RecordsBusy

    today = datetime.now(timezone.utc).date()  # the daily challenge's day
    if args.game is not None and not args.game.strip():
        raise CliError("stats: --game needs a game id (mahjong, pyramid, mjklondike)")
    notices: list[str] = []
    try:
        with Records.open_for_reading(notices=notices) as records:
            waiting = games_waiting(records.path)
            if waiting:
                notices.append(f"{waiting} finished game{'s' * (waiting != 1)} still wait{'s' * (waiting == 1)} in "
                               f"{JOURNAL_NAME} and {'are' if waiting != 1 else 'is'} not counted here: the game "
                               "enters them in your records when it next runs.")
            for notice in notices:
                print(notice, file=sys.stderr)
            known = report.game_ids(records)
            if args.game and args.game not in known:
                raise CliError(f"unknown game {quoted(args.game)}; known: {', '.join(known)}")
            if args.json:
                text = json.dumps(report.report(records, args.game, today), indent=2, ensure_ascii=False) + "\n"
            else:
                text = report.report_text(records, args.game, today)
    except RecordsBusy as error:
        print(f"qtsolitaire-cli: stats: {error}; try again when it is done", file=sys.stderr)
        return 1
    except StoreError as error:
        print(f"qtsolitaire-cli: stats: {error}", file=sys.stderr)
        return 1
    print(text, end="")
    return 0


# --- the parser ----------------------------------------------------------------------------------


def _deal_range_arguments(parser) -> None:
    """The options every `solve GAME` verb shares: which deals, how hard to try, how to print."""
    parser.add_argument("--deals", type=int, default=10, metavar="N", help="how many deals (default 10)")
    parser.add_argument("--first", type=int, default=1, metavar="K", help="the first deal number (default 1)")
    parser.add_argument("--budget", type=int, metavar="NODES", help="give up on a deal after this many nodes")
    parser.add_argument("--json", action="store_true", help="one JSON object per deal, then a summary line")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="qtsolitaire-cli", description=__doc__)
    verbs = parser.add_subparsers(dest="verb", required=True, metavar="VERB")

    layouts = verbs.add_parser("layouts", help="list, check and import Mahjong layouts")
    layout_verbs = layouts.add_subparsers(dest="layouts_verb", required=True, metavar="ACTION")
    listing = layout_verbs.add_parser("list", help="the layouts the game offers, shipped and your own")
    listing.add_argument("--json", action="store_true", help="print one JSON list of objects")
    listing.set_defaults(run=run_layouts_list)
    check = layout_verbs.add_parser("check", help="validate layout files; exit 1 if any is broken")
    check.add_argument("files", nargs="+", metavar="FILE")
    check.set_defaults(run=run_layouts_check)
    imports = layout_verbs.add_parser(
        "import", help="turn KMahjongg .layout/.desktop and GNOME Mahjongg .map files into layouts; exit 1 if any fails")
    imports.add_argument("files", nargs="+", metavar="FILE")
    imports.add_argument("--out", metavar="DIR", help="where to write them (default: your layouts folder)")
    imports.set_defaults(run=run_layouts_import)

    deal = verbs.add_parser("deal", help="print a numbered deal of a game")
    deal.add_argument("game", metavar="GAME", help="mahjong, pyramid or mjklondike")
    which = deal.add_mutually_exclusive_group(required=True)
    which.add_argument("--deal", type=int, metavar="N", help="the deal number")
    which.add_argument("--daily", type=_day, metavar="YYYY-MM-DD",
                       help="that day's daily challenge (its rule set or layout, winnable where the game can be)")
    deal.add_argument("--rules", metavar="KEY", help="rule set key (default: the game's first)")
    deal.add_argument("--layout", metavar="ID", help="mahjong only: the layout id (same as --rules)")
    deal.add_argument("--winnable", action="store_true", help="a deal known to be winnable")
    deal.add_argument("--json", action="store_true", help="one line of JSON instead of indented JSON")
    deal.set_defaults(run=run_deal)

    desktop.add_parser(verbs)

    solve = verbs.add_parser("solve", help="decide numbered deals with a game's solver")
    solve_games = solve.add_subparsers(dest="solve_game", required=True, metavar="GAME")
    mahjong = solve_games.add_parser(
        "mahjong", help="can each deal be cleared, knowing every tile? exit 1 if a winnable deal is not")
    mahjong.add_argument("--layout", metavar="ID", help="the layout id (default: the default layout)")
    mahjong.add_argument("--random", action="store_true", help="plain random deals, not the winnable ones")
    _deal_range_arguments(mahjong)
    mahjong.set_defaults(run=run_solve_mahjong)
    pyramid = solve_games.add_parser("pyramid", help="can each deal be won, knowing every card?")
    pyramid.add_argument("--redeals", type=_pyramid_redeals, default=2, metavar="R",
                         help="0, 1, 2 (default) or unlimited")
    pyramid.add_argument("--covering-pair", action="store_true", help="a card may pair with its last coverer")
    pyramid.add_argument("--no-stock-top", action="store_true", help="only the waste top is in play")
    pyramid.add_argument("--temp-store", action="store_true", help="one card may be parked in the temp store")
    pyramid.add_argument("--goal", choices=("pyramid", "pack"), default="pyramid",
                         help="clear the pyramid (default) or the whole pack")
    pyramid.add_argument("--winnable", action="store_true", help="the winnable deals of those numbers")
    _deal_range_arguments(pyramid)
    pyramid.set_defaults(run=run_solve_pyramid)

    stats = verbs.add_parser("stats", help="the statistics of the recorded games")
    stats.add_argument("--game", metavar="ID", help="only this game (mahjong, pyramid, mjklondike)")
    stats.add_argument("--json", action="store_true", help="print JSON instead of a table")
    stats.set_defaults(run=run_stats)
    return parser


SIGPIPE_EXIT = 128 + 13  # what a shell reports for a command ended by SIGPIPE, as `yes | head -1` is


def main(argv: list[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):  # a text we did not make (a file name, a layout name) never stops a verb
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        args = build_parser().parse_args(argv)
        use_layout_folders()
        return args.run(args)
    except CliError as e:
        print(f"qtsolitaire-cli: {e}", file=sys.stderr)
        return 2
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else 0
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly, as other commands do
        _silence_output()
        return SIGPIPE_EXIT


def _silence_output() -> None:
    """Point stdout and stderr at nothing, so flushing them at exit does not fail a second time."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    for stream in (sys.stdout, sys.stderr):
        try:
            os.dup2(devnull, stream.fileno())
        except (OSError, ValueError):
            pass
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
