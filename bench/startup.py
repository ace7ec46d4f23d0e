"""Start-up time: qtsolitaire launched with the Turtle dealt, against a bare PySide6 window with 144 rectangles.

Each run is a fresh process, timed from launch until its board has been painted for the first time in the
real event loop. The app starts as a player starts it (`qtsolitaire --game mahjong --layout turtle --deal 1`:
settings, single-instance check, winnable deal, menus, status bar). Both run from compiled bytecode, as an
installed program does, and the app's tile cache is warm, as after a player's first game (one warm-up launch
lives long enough to write it). Runs alternate between the two, so a machine getting busier hurts both alike.
Run: QT_QPA_PLATFORM=offscreen python bench/startup.py [runs]
"""

from __future__ import annotations

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
PAINT_HOOK = """
import os, sys, time
from PySide6.QtCore import QTimer

LINGER = float(sys.argv[1]) if len(sys.argv) > 1 else 0

def report():
    if LINGER:
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

APP = """
from qtsolitaire import app as entry
""" + PAINT_HOOK + """
from qtsolitaire.ui.board.view import BoardView

watch_first_paint(BoardView)
entry.main(["--game", "mahjong", "--layout", "turtle", "--deal", "1"])
"""


def time_once(code: str, env: dict) -> tuple[float, float]:
    """(wall seconds to the first paint, CPU seconds the process used)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    done = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True)
    wall = float(done.stdout.split()[-1]) - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    with tempfile.TemporaryDirectory() as home, tempfile.TemporaryDirectory() as bytecode:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [os.getcwd(), env.get("PYTHONPATH")]))
        # A player's own folders, found the usual way (platformdirs), but empty ones of this run.
        env.pop("QTSOLITAIRE_HOME", None)
        for variable in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[variable] = os.path.join(home, variable.lower())
        # The single-instance lock and socket live in the temp folder: one of this run's own, so another
        # qtsolitaire running on the machine is never the instance these runs hand over to.
        env["TMPDIR"] = os.path.join(home, "tmp")
        os.mkdir(env["TMPDIR"])
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode  # keeps the tree clean
        for code in (BARE, APP):  # bytecode, the file cache and the app's tile cache
            subprocess.run([sys.executable, "-c", code, "3"], env=env, check=True, capture_output=True)
        bare, app = [], []
        for _ in range(runs):
            bare.append(time_once(BARE, env))
            app.append(time_once(APP, env))
    print(f"start-up to the first painted board, median of {runs} alternating runs ({env['QT_QPA_PLATFORM']})")
    print(f"{'':32} {'wall':>8} {'CPU':>8}")
    b, a = [[statistics.median(run[i] for run in runs_of) for i in (0, 1)] for runs_of in (bare, app)]
    print(f"{'bare PySide6, 144 rectangles':32} {b[0] * 1000:5.0f} ms {b[1] * 1000:5.0f} ms")
    print(f"{'qtsolitaire, Turtle dealt':32} {a[0] * 1000:5.0f} ms {a[1] * 1000:5.0f} ms")
    print(f"{'ratio (target <= 1.5)':32} {a[0] / b[0]:8.2f} {a[1] / b[1]:8.2f}")
    print("(the wall figure is the target; CPU time says how much of it is ours when the machine is busy)")


if __name__ == "__main__":
    main()
