"""Layout editor speed: placing a tile and refreshing every live fact on a 144-tile layout.

Target: under 16 ms, so editing never stutters. Measured on the shipped Turtle, a tile taken
off and put back per step: the facts alone (engine side), and the whole window's refresh with
the grid repainted offscreen. Run from the repository root:
QT_QPA_PLATFORM=offscreen .venv/bin/python bench/editor.py
"""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QTSOLITAIRE_HOME", tempfile.mkdtemp())

from bench_mahjong_engine import per_call_ms  # noqa: E402  (bench/ is on the path when run as a script)
from benchkit import print_table  # noqa: E402
from qtsolitaire.engine.mahjong.layout_editing import LayoutDraft  # noqa: E402
from qtsolitaire.store.layout_files import SHIPPED_DIR, load_layout  # noqa: E402


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from qtsolitaire.ui.layout_editor import LayoutEditor

    turtle = load_layout(SHIPPED_DIR / "turtle.json")
    assert turtle.tiles == 144
    tile = max(turtle.positions, key=lambda p: p[2])
    draft = LayoutDraft.of(turtle.positions, turtle.name)

    def model_step() -> None:
        draft.remove_at(*tile)
        draft.facts()
        draft.place(tile)
        draft.facts()

    app = QApplication.instance() or QApplication([])
    editor = LayoutEditor(None)
    editor.resize(1280, 820)
    editor.show()
    editor.draft = LayoutDraft.of(turtle.positions, turtle.name)
    editor.canvas.set_layer(tile[2])
    editor.refresh()
    app.processEvents()

    def window_step() -> None:
        editor.draft.remove_at(*tile)
        editor.refresh()
        editor.canvas.repaint()
        editor.draft.place(tile)
        editor.refresh()
        editor.canvas.repaint()

    print_table("Layout editor, 144 tiles", "ms per placement", [
        ("place + every live fact (model)", per_call_ms(model_step, 20) / 2),
        ("place + facts + panel + grid repaint", per_call_ms(window_step, 10) / 2),
    ])
    editor._saved_as = editor.draft.snapshot()
    editor.close()


if __name__ == "__main__":
    main()
