"""Signals sent from worker threads to a QObject that may be deleted meanwhile.

Emitting on a deleted QObject raises, or crashes the program when the deletion falls mid-emit. A worker
sends through a gate instead; the gate closes when its owner is shut down or destroyed, and closing waits
for an emit in progress to finish.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject


class EmitGate:
    def __init__(self, owner: QObject) -> None:
        self._lock = threading.Lock()
        self._open = True
        owner.destroyed.connect(self.close)  # holds no reference to the owner: it runs as the owner dies

    def close(self, *_destroyed) -> None:
        with self._lock:
            self._open = False

    def emit(self, signal, *args) -> None:
        with self._lock:
            if self._open:
                signal.emit(*args)
