"""Screenshots of every game in every table theme, for the README: docs/screenshots/<game>-<theme>.png.

Run from the repository root: QT_QPA_PLATFORM=offscreen python tools/screenshots.py [OUT_DIR]
Each game is dealt a fixed deal and played a few moves in, so the pictures show a game in progress.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QTSOLITAIRE_HOME"] = tempfile.mkdtemp(prefix="qtsolitaire-shots-")
os.environ["QTSOLITAIRE_ANIMATIONS"] = "off"

from PySide6.QtCore import QEventLoop  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from qtsolitaire.engine import registry  # noqa: E402
from qtsolitaire.ui import boards  # noqa: E402
from qtsolitaire.ui.main_window import MainWindow  # noqa: E402
from qtsolitaire.ui.theme import THEMES  # noqa: E402

DEAL = 12
MOVES_IN = 4


def play_a_little(window: MainWindow) -> None:
    """Follow the game's own hints for a few moves."""
    c = window.controller
    for _ in range(MOVES_IN):
        c.hint()
        move = c.hint_move()
        if move is None or not c.play(move):
            break


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    window = MainWindow()
    window.resize(1280, 860)
    window.show()
    for info in registry.GAMES:
        if not boards.available(info.id):
            continue
        window.start_game(info.id, None, DEAL)
        while window.dealer.busy or window.controller.game.id != info.id:  # a winnable deal may take a while
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
        play_a_little(window)
        for theme in THEMES:
            window.set_look("theme", theme.id)
            app.processEvents()
            path = out / f"{info.id}-{theme.id}.png"
            window.grab().save(str(path))
            print(path)
    window.close()


if __name__ == "__main__":
    main()
