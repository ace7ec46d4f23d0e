"""Layout import and picker speed: what a player waits for when bringing a collection in.

Targets: a KMahjongg or GNOME layout reads in well under 10 ms; importing a hundred files takes
a second or two (on a worker thread, so the window never waits); the picker opens in under 0.3 s
with the shipped layouts, and at once the second time.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from bench.bench_mahjong_engine import per_call_ms  # run from the repository root, PYTHONPATH=.
from qtsolitaire.engine.mahjong.importers import parse_gnome_map, parse_kmahjongg
from qtsolitaire.store.layout_files import SHIPPED_DIR, load_layout
from qtsolitaire.store.layout_library import import_files
from benchkit import print_table  # bench/benchkit.py: run as python bench/<name>.py


def kmahjongg_text(positions) -> str:
    """A v1.1 layout of the given positions (the importers' inverse, for the benchmark only)."""
    width = max(x for x, _, _ in positions) + 2
    height = max(y for _, y, _ in positions) + 2
    depth = max(z for _, _, z in positions) + 1
    grid = [[["."] * width for _ in range(height)] for _ in range(depth)]
    for x, y, z in positions:
        for dx, dy, ch in ((0, 0, "1"), (1, 0, "2"), (1, 1, "3"), (0, 1, "4")):
            grid[z][y + dy][x + dx] = ch
    rows = ["".join(row) for level in grid for row in level]
    return "\n".join(["kmahjongg-layout-v1.1", f"w{width}", f"h{height}", f"d{depth}", *rows]) + "\n"


def gnome_text(positions, maps: int) -> str:
    tiles = "".join(f'<tile x="{x / 2}" y="{y / 2}" z="{z}"/>' for x, y, z in positions)
    return "<mahjongg>" + "".join(f'<map name="M{n}">{tiles}</map>' for n in range(maps)) + "</mahjongg>"


def main() -> None:
    turtle = load_layout(SHIPPED_DIR / "classic-turtle.json").positions
    k_text, g_text = kmahjongg_text(turtle), gnome_text(turtle, 1)
    rows = [
        ("read a 144-tile KMahjongg layout", per_call_ms(lambda: parse_kmahjongg(k_text, "T"), 50)),
        ("read a 144-tile GNOME map", per_call_ms(lambda: parse_gnome_map(g_text), 50)),
        ("read a GNOME file of 20 maps", per_call_ms(lambda: parse_gnome_map(gnome_text(turtle, 20)), 5)),
    ]
    with tempfile.TemporaryDirectory() as home:
        os.environ["QTSOLITAIRE_HOME"] = home
        sources = Path(home) / "in"
        sources.mkdir()
        files = []
        for n in range(100):
            path = sources / f"layout_{n}.layout"
            path.write_text(k_text, encoding="utf-8")
            files.append(path)
        start = time.perf_counter()
        outcomes = list(import_files(files, Path(home) / "out"))
        assert all(outcome.ok for outcome in outcomes)
        rows.append(("import 100 KMahjongg files (read, stars, save)", (time.perf_counter() - start) * 1000))

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        from qtsolitaire.ui.dialogs.layouts import LayoutPicker

        app = QApplication.instance() or QApplication(sys.argv[:1])
        for label in ("open the picker (25 shipped layouts), first time", "open the picker again"):
            start = time.perf_counter()
            LayoutPicker().deleteLater()
            rows.append((label, (time.perf_counter() - start) * 1000))
        app.processEvents()
    print_table("layout import", "ms", rows, decimals=2)


if __name__ == "__main__":
    main()
