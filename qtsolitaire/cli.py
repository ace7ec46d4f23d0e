"""qtsolitaire-cli: the headless verbs (layouts, deal, solve, rules, stats); solve and rules are in cli_solve.py."""

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


def game_engine(game_id: str, missing_ok: bool = False):
    """A game's registry entry and its ENGINE (None, with `missing_ok`, when this build lacks the game)."""
    from qtsolitaire.engine import registry

    try:
        info = registry.game(game_id)
    except KeyError as e:
        raise CliError(e.args[0]) from None
    try:
        return info, info.engine
    except ModuleNotFoundError as e:
        if e.name != info.module:
            raise
        if missing_ok:
            return info, None
        raise CliError(f"{info.id}: not available in this build") from None


def run_deal(args) -> int:
    from qtsolitaire.engine import registry
    from qtsolitaire.engine.api import Capability

    info, engine = game_engine(args.game)
    if args.daily is not None:
        _set_daily_deal(args, info)
    if args.layout is not None:
        if Capability.LAYOUTS not in engine.capabilities:
            played_on_layouts = " or ".join(g.id for g in registry.games_on_layouts())
            raise CliError(f"--layout is only for {played_on_layouts}; use --rules")
        if args.rules is not None and args.rules != args.layout:
            raise CliError("--layout and --rules name different layouts")
        args.rules = args.layout
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

    from qtsolitaire import cli_solve  # it builds on this module

    cli_solve.add_parsers(verbs)

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


if __name__ == "__main__":  # python -m: run the imported module, whose CliError cli_solve raises
    from qtsolitaire import cli

    sys.exit(cli.main())
