"""Tile art speed: what a board pays for its faces when it opens or the window is resized.

Target: a full tile set (42 faces + back) rendered at a new size in well under 100 ms;
a cached face in microseconds.
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication  # noqa: E402

from qtsolitaire.engine.mahjong.tiles import ALL_FACES  # noqa: E402
from qtsolitaire.ui.art.cache import ArtCache  # noqa: E402
from qtsolitaire.ui.art.themes import tile_sets  # noqa: E402
from benchkit import print_table  # bench/benchkit.py: run as python bench/<name>.py

ELEMENTS = ALL_FACES + ("back",)


def ms(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (pixmaps need it)
    rows = []
    for tile_set in tile_sets():
        art = ArtCache()
        for width, dpr in ((30, 1.0), (60, 1.0), (60, 2.0), (90, 2.0)):
            height = width * 4 / 3
            whole_set = ms(lambda: [art.element("tiles", tile_set.id, e, width, height, dpr) for e in ELEMENTS])
            rows.append((f"{tile_set.id}: {len(ELEMENTS)} tile images, new size {width} px at DPR {dpr:g}", whole_set))
        hits = 10_000
        cached = ms(lambda: [art.element("tiles", tile_set.id, "dots-5", 60, 80, 2.0) for _ in range(hits)])
        rows.append((f"{tile_set.id}: one cached face (per call)", cached / hits))
    print_table("tile art cache", "ms", rows, decimals=3)


if __name__ == "__main__":
    main()
