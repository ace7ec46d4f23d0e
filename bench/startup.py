"""Start-up time: qtsolitaire with the Turtle dealt, against a bare PySide6 window with 144 rectangles.

Each run is a fresh process, timed from launch until the window has been painted once (the
child prints the moment it has a painted frame; tearing down afterwards is not start-up).
Run: QT_QPA_PLATFORM=offscreen python bench/startup.py [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
from PySide6.QtGui import QBrush, QColor
app = QApplication([])
scene = QGraphicsScene()
for i in range(144):
    scene.addRect(40 + (i % 18) * 62, 40 + (i // 18) * 82, 58, 78, brush=QBrush(QColor("#f7f0dc")))
window = QMainWindow()
window.setCentralWidget(QGraphicsView(scene))
window.resize(1280, 860)
window.show()
app.processEvents()
window.grab()
import time; print(time.time(), flush=True)
"""

APP = """
from PySide6.QtWidgets import QApplication
from qtsolitaire.ui.main_window import MainWindow
app = QApplication([])
window = MainWindow()
window.start_game("mahjong", "turtle", 1)
window.show()
app.processEvents()
window.grab()
import time; print(time.time(), flush=True)
"""


def time_once(code: str, env: dict) -> float:
    start = time.time()
    done = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True)
    return float(done.stdout.split()[-1]) - start


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["QTSOLITAIRE_HOME"] = tempfile.mkdtemp(prefix="qtsolitaire-bench-")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [os.getcwd(), env.get("PYTHONPATH")]))
    time_once(BARE, env), time_once(APP, env)  # warm the file cache
    bare = [time_once(BARE, env) for _ in range(runs)]
    app = [time_once(APP, env) for _ in range(runs)]
    b, a = statistics.median(bare), statistics.median(app)
    print(f"start-up to a painted window, median of {runs} runs ({env['QT_QPA_PLATFORM']})")
    print(f"{'bare PySide6, 144 rectangles':32} {b * 1000:8.0f} ms")
    print(f"{'qtsolitaire, Turtle dealt':32} {a * 1000:8.0f} ms")
    print(f"{'ratio (target <= 1.5)':32} {a / b:8.2f}")


if __name__ == "__main__":
    main()
