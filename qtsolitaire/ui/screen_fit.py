"""Windows that open within the screen: never larger than SCREEN_SHARE of its free area, centred on it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.9  # the room left shows the desktop around the window and its title bar


def available_area(widget: QWidget) -> QRect:
    """The free part (without panels) of the screen the widget is on, or will open on."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_screen(widget: QWidget, wanted: QSize, area: QRect | None = None) -> None:
    """Resize to `wanted`, or less so it takes at most SCREEN_SHARE of `area` (its screen's), and centre it there."""
    area = area if area is not None else available_area(widget)
    most = QSize(int(area.width() * SCREEN_SHARE), int(area.height() * SCREEN_SHARE))
    size = wanted.boundedTo(most).expandedTo(widget.minimumSize())
    widget.resize(size)
    widget.move(area.center().x() - size.width() // 2, area.center().y() - size.height() // 2)
