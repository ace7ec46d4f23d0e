"""Solver verdicts kept per position, the most recent first out of mind: undo, and each position along a winning
line found before, answer at once. Shared by the games whose solvers remember lines."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Hashable

from qtsolitaire.engine.api import Verdict


class VerdictMemo:
    """A bounded, thread-safe map from position keys to verdicts (the dealer's thread fills it while the verdict
    worker reads it)."""

    def __init__(self, kept: int = 4096) -> None:
        self._kept = kept
        self._verdicts: OrderedDict[Hashable, Verdict] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Verdict | None:
        with self._lock:
            known = self._verdicts.get(key)
            if known is not None:
                self._verdicts.move_to_end(key)
            return known

    def remember(self, key: Hashable, answer: Verdict) -> None:
        with self._lock:
            self._verdicts[key] = answer
            self._verdicts.move_to_end(key)
            while len(self._verdicts) > self._kept:
                self._verdicts.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._verdicts.clear()
