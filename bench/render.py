"""Full repaint of the 144-tile Turtle at 1920x1080: median and p90 over many repaints.

Run: QT_QPA_PLATFORM=offscreen python bench/render.py [repaints]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTSOLITAIRE_HOME", tempfile.mkdtemp(prefix="qtsolitaire-bench-"))

from benchkit import board_window  # noqa: E402 - bench/benchkit.py: run as python bench/render.py


def main() -> None:
    repaints = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    _app, window = board_window("mahjong", "turtle", 1)
    viewport = window.view.viewport()
    viewport.repaint()  # the first paint renders the tile art; it is start-up, not repaint
    times = []
    for _ in range(repaints):
        start = time.perf_counter()
        viewport.repaint()
        times.append(time.perf_counter() - start)
    times.sort()
    size = viewport.size()
    print(f"full repaint of the Turtle board, viewport {size.width()}x{size.height()}, {repaints} repaints")
    print(f"{'median':8} {statistics.median(times) * 1000:7.2f} ms   (target < 8 ms)")
    print(f"{'p90':8} {times[int(len(times) * 0.9)] * 1000:7.2f} ms")
    print(f"{'max':8} {times[-1] * 1000:7.2f} ms")


if __name__ == "__main__":
    main()
