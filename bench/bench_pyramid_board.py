"""The Pyramid board at 1920x1080: a full repaint, a move (engine, autosave, sync, repaint), the
board's own share of a move (sync and repaint) and a resize.

Run: QT_QPA_PLATFORM=offscreen python bench/bench_pyramid_board.py [repeats]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTSOLITAIRE_HOME", tempfile.mkdtemp(prefix="qtsolitaire-bench-"))
os.environ["QTSOLITAIRE_ANIMATIONS"] = "off"  # a move is timed to its end state

from PySide6.QtCore import QSize  # noqa: E402

from qtsolitaire.engine.pyramid.game import Draw  # noqa: E402
from benchkit import board_window  # noqa: E402 - bench/benchkit.py


def timed(action, repeats: int) -> tuple[list[float], float]:
    """Sorted wall times, and the median time the UI thread itself spent (a busy machine
    stretches the first, not the second)."""
    times, cpu = [], []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.thread_time()
        action()
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    return sorted(times), statistics.median(cpu)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    app, window = board_window("pyramid", "pyramid/r-unl.cover.undo-move", 1)
    viewport = window.view.viewport()
    viewport.repaint()  # the first paint renders the card art; that is start-up, not repaint
    c = window.controller

    def move() -> None:
        c.play(Draw()) or c.undo()
        viewport.repaint()

    def sync() -> None:
        window.view.board_scene().sync()
        viewport.repaint()

    sizes = [QSize(1920, 1080), QSize(1600, 900)]

    def resize() -> None:
        sizes.reverse()
        window.resize(window.size() + (sizes[0] - viewport.size()))
        app.processEvents()
        viewport.repaint()

    rows = [
        ("full repaint", timed(viewport.repaint, repeats), "< 8 ms"),
        ("draw a card + repaint", timed(move, repeats), "< 16 ms (autosave's fsync included)"),
        ("board sync + repaint", timed(sync, repeats), "< 8 ms"),
        ("resize + repaint", timed(resize, max(4, repeats // 10)), "< 100 ms"),
    ]
    print(f"Pyramid board, viewport {viewport.width()}x{viewport.height()}")
    print(f"{'what':24} {'median':>9} {'p90':>9} {'max':>9} {'cpu':>9}   target (median)")
    for name, (times, cpu), target in rows:
        p90 = times[int(len(times) * 0.9)]
        print(f"{name:24} {statistics.median(times) * 1000:7.2f}ms {p90 * 1000:7.2f}ms "
              f"{times[-1] * 1000:7.2f}ms {cpu * 1000:7.2f}ms   {target}")


if __name__ == "__main__":
    main()
