"""Import every layout KMahjongg and GNOME Mahjongg installed on this machine, and deal a winnable game on each.

Run from the repository root: python tools/check_peer_layouts.py [--deal N]
The layouts are those of the Debian packages `kmahjongg` (72 `.layout` files) and `gnome-mahjongg` (9 maps in one
`.map` file), found with `dpkg -L`; `--kmahjongg DIR` and `--gnome DIR` point elsewhere instead. Nothing is saved:
each layout is read as Game > Import Layouts reads it, dealt as a winnable game (the deal the app gives with
winnable deals on), and that deal is proven by the solver and its winning line replayed move by move.
Prints one row per layout and a summary; the exit status is 1 when any layout fails to import or deal.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator, NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from qtsolitaire.engine.mahjong import game, solver  # noqa: E402
from qtsolitaire.engine.mahjong.difficulty import measured_stars  # noqa: E402
from qtsolitaire.engine.mahjong.generate import winnable_game  # noqa: E402
from qtsolitaire.engine.mahjong.layout import Layout, LayoutError  # noqa: E402
from qtsolitaire.store.layout_files import read_import_file  # noqa: E402

PACKAGES = {"kmahjongg": ".layout", "gnome-mahjongg": ".map"}


class Row(NamedTuple):
    source: str  # file name: layout name
    tiles: int | None = None
    free: int | None = None
    winnable: str = ""  # "yes", or why not
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return self.winnable == "yes"


def installed_files(package: str, suffix: str) -> list[Path]:
    """The files of an installed Debian package with that suffix; [] when the package is not installed."""
    try:
        listing = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return []
    return sorted(Path(line) for line in listing.splitlines() if line.endswith(suffix) and Path(line).is_file())


def folder_files(folder: Path, suffix: str) -> list[Path]:
    return sorted(folder.glob(f"*{suffix}"))


def winnable_deal(layout: Layout, deal: int) -> str:
    """"yes" when the winnable deal of that number is proven won, replaying the solver's line; else why not."""
    state = winnable_game(layout, deal)
    result = solver.solve_state(state)
    if result.winnable is None:
        return "unknown: the solver's budget ran out"
    if not result.winnable:
        return "no: the deal cannot be won"
    for a, b in result.order:
        state = game.apply(state, game.RemovePair(a, b))
    return "yes" if game.is_won(state) else "no: the solver's line does not clear the board"


def check_file(path: Path, deal: int) -> Iterator[Row]:
    started = time.perf_counter()
    try:
        result = read_import_file(path)
    except LayoutError as e:
        yield Row(path.name, winnable=f"not imported: {e}", seconds=time.perf_counter() - started)
        return
    for failure in result.failures:
        yield Row(path.name, winnable=f"not imported: {failure}")
    for imported in result.layouts:
        label = f"{path.name}: {imported.name}"
        layout = Layout(imported.suggested_id, imported.name, measured_stars(imported.positions), imported.positions)
        verdict = winnable_deal(layout, deal)
        yield Row(label, layout.tiles, layout.free_at_start, verdict, time.perf_counter() - started)
        started = time.perf_counter()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deal", type=int, default=1, help="the deal number dealt on each layout (default 1)")
    parser.add_argument("--kmahjongg", type=Path, metavar="DIR", help="read these .layout files instead of the package's")
    parser.add_argument("--gnome", type=Path, metavar="DIR", help="read these .map files instead of the package's")
    args = parser.parse_args(argv)
    sources = {
        "kmahjongg": folder_files(args.kmahjongg, ".layout") if args.kmahjongg else installed_files("kmahjongg", ".layout"),
        "gnome-mahjongg": folder_files(args.gnome, ".map") if args.gnome else installed_files("gnome-mahjongg", ".map"),
    }
    for package, files in sources.items():
        if not files:
            print(f"no {PACKAGES[package]} files of {package} found: install the package, or give its folder",
                  file=sys.stderr)
    files = [path for paths in sources.values() for path in paths]
    if not files:
        return 2
    print(f"{'file: layout':40} {'tiles':>5} {'free':>5}  {'winnable deal ' + str(args.deal):20} {'time':>7}")
    rows = []
    for path in files:
        for row in check_file(path, args.deal):
            rows.append(row)
            tiles = "" if row.tiles is None else row.tiles
            free = "" if row.free is None else row.free
            print(f"{row.source[:40]:40} {tiles:>5} {free:>5}  {row.winnable:20} {row.seconds:6.2f}s", flush=True)
    good = sum(row.ok for row in rows)
    print(f"\n{len(files)} files, {len(rows)} layouts: {good} imported and dealt a proven winnable game, "
          f"{len(rows) - good} failed; {sum(row.seconds for row in rows):.1f} s in all, "
          f"slowest {max(rows, key=lambda row: row.seconds).source} ({max(row.seconds for row in rows):.2f} s)")
    return 0 if good == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
