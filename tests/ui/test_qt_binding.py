"""Guards against a Qt binding that corrupts the interpreter (PySide6 6.12.0 under Python 3.11)."""

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter


def test_void_painter_calls_do_not_drain_none(qapp):
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setBrush(QColor("red"))
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.setBrush(QColor("red"))
        painter.drawRect(QRectF(0, 0, 2, 2))
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 50, "this PySide6 build leaks references to None; see pyproject.toml"
