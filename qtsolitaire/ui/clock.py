"""A game clock that only runs while the player can actually play."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer

from qtsolitaire import durations


class GameClock:
    def __init__(self, seconds: float = 0.0) -> None:
        self._banked = seconds
        self._timer = QElapsedTimer()
        self._holds: set[str] = set()
        self._running = False
        self._update()

    @property
    def seconds(self) -> float:
        running = self._timer.elapsed() / 1000.0 if self._running else 0.0
        return self._banked + running

    @property
    def running(self) -> bool:
        return self._running

    def hold(self, reason: str) -> None:
        """Stop the clock for a reason (paused, minimised, stuck, finished); reasons stack."""
        self._holds.add(reason)
        self._update()

    def release(self, reason: str) -> None:
        self._holds.discard(reason)
        self._update()

    def held_for(self, reason: str) -> bool:
        return reason in self._holds

    def _update(self) -> None:
        should_run = not self._holds
        if should_run and not self._running:
            self._timer.start()
            self._running = True
        elif not should_run and self._running:
            self._banked += self._timer.elapsed() / 1000.0
            self._running = False


def format_seconds(seconds: float) -> str:
    """A running clock shows whole seconds gone by, so it never runs ahead of the time played."""
    return durations.format_seconds(int(seconds))
