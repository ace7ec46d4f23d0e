"""Keyboard play: arrow keys walk a focus ring over what can be played, Enter or Space plays it."""

from __future__ import annotations

from typing import Hashable, Mapping, TypeVar

from PySide6.QtCore import QPointF, Qt

K = TypeVar("K", bound=Hashable)

DIRECTIONS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
ACTIVATE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def step(points: Mapping[K, QPointF], current: K | None, key: Qt.Key) -> K | None:
    """The target nearest to `current` in the arrow's direction, or the top-left one to start with.

    Targets off to the side cost twice their sideways distance, so the ring moves the way a
    player looks rather than jumping rows. With nothing that way, the focus stays.
    """
    if not points:
        return None
    if current not in points:
        return min(points, key=lambda k: (points[k].y(), points[k].x()))
    dx, dy = DIRECTIONS[key]
    origin = points[current]
    best, best_cost = current, None
    for candidate, point in points.items():
        along = (point.x() - origin.x()) * dx + (point.y() - origin.y()) * dy
        if candidate == current or along <= 0.5:
            continue
        across = abs((point.x() - origin.x()) * dy - (point.y() - origin.y()) * dx)
        cost = along + 2 * across
        if best_cost is None or cost < best_cost:
            best, best_cost = candidate, cost
    return best
