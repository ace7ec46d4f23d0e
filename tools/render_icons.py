"""Render the hicolor PNG icons from the scalable SVG icon; run it after editing the SVG.

usage: python tools/render_icons.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qtsolitaire.desktop import ICON_SIZES, SCALABLE_ICON, SOURCE_DIR, png_icon  # noqa: E402


def render(size: int):
    """The SVG icon drawn at `size` x `size` pixels on a transparent background (a QImage)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE_DIR / SCALABLE_ICON))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE_DIR / SCALABLE_ICON}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - QPainter needs it alive
    for size in ICON_SIZES:
        target = SOURCE_DIR / png_icon(size)
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(size).save(str(target), "PNG"):
            raise SystemExit(f"{target}: cannot write")
        print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
