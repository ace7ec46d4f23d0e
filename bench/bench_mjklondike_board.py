"""The MahJongg Klondike board mid-game at 1920x1080: a full repaint, a sync of all 132 items, a move as the board
spends it (engine, judging won or stuck, sync) and as the window does (plus status bar and autosave, averaged with
its undo).

Run: QT_QPA_PLATFORM=offscreen python bench/bench_mjklondike_board.py [rounds]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTSOLITAIRE_HOME", tempfile.mkdtemp(prefix="qtsolitaire-bench-"))
os.environ["QTSOLITAIRE_ANIMATIONS"] = "off"  # time the work, not the slide


from qtsolitaire.engine.mjklondike import game as klondike  # noqa: E402
from benchkit import board_window  # noqa: E402 - bench/benchkit.py


def timed(action, rounds: int) -> list[float]:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return sorted(times)


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    app, window = board_window("mjklondike", None, 5)
    viewport = window.view.viewport()
    c = window.controller
    for _ in range(40):  # into the middle game: runs on the tableau, tiles up, the waste fanned
        move = klondike.hint(c.state)
        if move is None:
            break
        c.play(move)
    scene = window.view.board_scene()
    viewport.repaint()

    def move_and_back() -> None:
        c.play(klondike.stock_move(c.state) or klondike.hint(c.state))
        c.undo()

    def board_move() -> None:
        """What the board itself spends on a move: apply, judge won or stuck, place all items."""
        move = klondike.stock_move(c.state) or klondike.hint(c.state)
        c.history.push(move, klondike.apply(c.state, move))
        c.refresh_outcome()
        scene.sync()
        c.history.undo()

    rows = [
        ("full repaint", timed(viewport.repaint, rounds), 8),
        ("sync 132 tiles", timed(scene.sync, rounds), 4),
        ("move, board", timed(board_move, rounds), 8),
        ("move, window", [t / 2 for t in timed(move_and_back, rounds)], 16),
    ]
    size = viewport.size()
    print(f"MahJongg Klondike board, viewport {size.width()}x{size.height()}, {rounds} rounds, milliseconds")
    print(f"{'':16} {'median':>7} {'p90':>7} {'max':>7}  target (median)")
    for name, times, target in rows:
        median, p90, worst = statistics.median(times), times[int(len(times) * 0.9)], times[-1]
        print(f"{name:16} {median * 1000:7.2f} {p90 * 1000:7.2f} {worst * 1000:7.2f}  < {target}")


if __name__ == "__main__":
    main()
