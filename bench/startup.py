"""Start-up time: qtsolitaire launched with the Turtle dealt, against a bare PySide6 window with 144 rectangles.

Each run is a fresh process, timed from launch until its board has been painted for the first time in the
real event loop. The app starts as a player starts it (`qtsolitaire --game mahjong --layout turtle --deal 1`:
settings, single-instance check, winnable deal, menus, status bar). Both run from compiled bytecode, as an
installed program does, and the app's tile cache is warm, as after a player's first game (one warm-up launch
lives long enough to write it).

The figure is the CPU time of the app's process over the bare window's, both to their first paint: that is
the work start-up does, which is ours to keep small. Wall time is printed too, but on a busy machine it mostly
measures the other processes (and it includes the X server's share, the same for both). The runs go in rounds,
one launch of each per round in alternating order, and the ratio is taken within each round before its median,
so a machine that gets busier or quieter during the bench moves both sides of a ratio alike. The quartiles say
how far the rounds spread. With `--compare TREE` another checkout's app (say, the commit before a change) is
timed in the same rounds, from the same bench, so the two can be told apart on a noisy machine.
Run: QT_QPA_PLATFORM=xcb python bench/startup.py [rounds] [--compare TREE ...]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

# Prints the moment the board's first paint has finished, then ends the process at once: tearing down is not
# start-up. With a number argument it instead lives that many seconds, as a player's first game would. The view's
# paintEvent is watched (not its viewport, whose wrapper would cost PySide a search through every widget class).
# The hook imports nothing of Qt before the code it watches does: PySide reads the source of every module imported
# after it until the app tells it not to, so a bench that loaded Qt first would time reads a player's start never does.
PAINT_HOOK = """
import os, sys, time

LINGER = float(sys.argv[1]) if len(sys.argv) > 1 else 0

def report():
    if LINGER:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(int(LINGER * 1000), lambda: os._exit(0))
        return
    print(time.time(), flush=True)
    os._exit(0)

def watch_first_paint(view_class):
    paint = view_class.paintEvent

    def paint_and_report(view, event):
        paint(view, event)
        view_class.paintEvent = paint
        report()

    view_class.paintEvent = paint_and_report
"""

BARE = PAINT_HOOK + """
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
from PySide6.QtGui import QBrush, QColor

class View(QGraphicsView):
    pass

watch_first_paint(View)
app = QApplication([])
scene = QGraphicsScene()
for i in range(144):
    scene.addRect(40 + (i % 18) * 62, 40 + (i // 18) * 82, 58, 78, brush=QBrush(QColor("#f7f0dc")))
window = QMainWindow()
window.setCentralWidget(View(scene))
window.resize(1280, 860)
window.show()
app.exec()
"""

# The board's view is watched once the app has imported its window (and Qt), just before the window is made.
APP = PAINT_HOOK + """
from qtsolitaire import app as entry

if not entry.__file__.startswith(os.path.join(os.getcwd(), "")):  # the tree this side times, no other
    sys.exit(f"qtsolitaire was imported from {entry.__file__}, not from {os.getcwd()}")

play = entry._play

def play_watched(*args):
    from qtsolitaire.ui.board.view import BoardView

    watch_first_paint(BoardView)
    return play(*args)

entry._play = play_watched
entry.main(["--game", "mahjong", "--layout", "turtle", "--deal", "1"])
"""


TARGET = 1.45  # issue 27: start-up within 1.45x of the bare window


def time_once(code: str, env: dict, tree: str) -> tuple[float, float]:
    """(wall seconds to the first paint, CPU seconds the process used)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=tree, check=True, capture_output=True, text=True)
    wall = float(done.stdout.split()[-1]) - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def quartiles(values: list[float]) -> tuple[float, float, float]:
    low, median, high = statistics.quantiles(values, n=4, method="inclusive")
    return low, median, high


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("rounds", type=int, nargs="?", default=21)
    parser.add_argument("--compare", action="append", default=[], metavar="TREE",
                        help="another checkout whose app is timed in the same rounds")
    args = parser.parse_args()
    trees = [os.getcwd(), *(os.path.abspath(tree) for tree in args.compare)]
    with tempfile.TemporaryDirectory() as home, tempfile.TemporaryDirectory() as bytecode:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        # A player's own folders, found the usual way (platformdirs), but empty ones of this run.
        env.pop("QTSOLITAIRE_HOME", None)
        for variable in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[variable] = os.path.join(home, variable.lower())
        # The single-instance lock and socket live in the temp folder: one of this run's own, so another
        # qtsolitaire running on the machine is never the instance these runs hand over to.
        env["TMPDIR"] = os.path.join(home, "tmp")
        os.mkdir(env["TMPDIR"])
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode  # keeps the trees clean
        # Each side: its name, its code, the environment and folder it runs in. An app runs in its tree, which
        # `python -c` puts first on the import path, so it imports that tree's code; the bare window runs as the
        # first app does, so both search as many folders for each import.
        tree_envs = [dict(env, PYTHONPATH=os.pathsep.join(filter(None, [tree, os.environ.get("PYTHONPATH")])))
                     for tree in trees]
        sides = [("bare PySide6, 144 rectangles", BARE, tree_envs[0], trees[0])]
        for tree, tree_env in zip(trees, tree_envs):
            name = "qtsolitaire, Turtle dealt" if len(trees) == 1 else f"qtsolitaire in {tree}"
            sides.append((name, APP, tree_env, tree))
        for _, code, side_env, tree in sides:  # bytecode, the file cache and the app's tile cache
            subprocess.run([sys.executable, "-c", code, "3"], env=side_env, cwd=tree, check=True, capture_output=True)
        times: list[list[tuple[float, float]]] = [[] for _ in sides]
        for round_number in range(args.rounds):
            order = list(range(len(sides)))
            if round_number % 2:
                order.reverse()  # each side goes first as often as last
            for side in order:
                times[side].append(time_once(*sides[side][1:]))
    print(f"start-up to the first painted board: {args.rounds} rounds ({env['QT_QPA_PLATFORM']}); "
          "median [quartiles]")
    bare, first = times[0], times[1]
    for (name, *_), side_times in zip(sides, times):
        print(name)
        for measure, unit in ((1, "CPU"), (0, "wall")):
            low, median, high = quartiles([run[measure] * 1000 for run in side_times])
            line = f"  {unit:4} {median:5.0f} ms [{low:3.0f}-{high:3.0f}]"
            for base_times, label in ((bare, "ratio"), (first, "over the first tree")):
                if side_times is not bare and side_times is not base_times:
                    low, median, high = quartiles([run[measure] / base[measure]
                                                   for run, base in zip(side_times, base_times)])
                    line += f"   {label} {median:.2f} [{low:.2f}-{high:.2f}]"
            print(line)
    print(f"target: CPU ratio <= {TARGET} (the process's own work; wall on a busy machine mostly measures others)")


if __name__ == "__main__":
    main()
