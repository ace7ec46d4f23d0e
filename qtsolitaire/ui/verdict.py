"""Honest verdicts while playing: a solver checks each position off the UI thread.

A game whose engine declares `Capability.SOLVER` (engine/api.py) gets one worker. Verdicts are cached by position, so undo shows a known one at once.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Hashable, Sequence

from PySide6.QtCore import QObject, Signal, Slot

from qtsolitaire.engine.api import Capability, Verdict
from qtsolitaire.ui.emit_gate import EmitGate
from qtsolitaire.ui.i18n import translate

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

# How long the UI thread may wait for the interpreter while a solve runs (CPython's default is 5 ms): painting a
# board calls Python once per piece, so at 5 ms a second-long solve makes a slide stutter.
SWITCH_INTERVAL_S = 0.0005


def can_judge(engine: Any) -> bool:
    return Capability.SOLVER in engine.capabilities


class VerdictWorker(QObject):
    judged = Signal(object, object)  # position key, Verdict
    rewound = Signal(object)  # the cursor of the last winnable position, or None

    def __init__(self, engine: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
        self._cache: dict[Hashable, Verdict] = {}
        self._executor: ThreadPoolExecutor | None = None  # made by the first question, after the first frame
        self._queued: list[Future] = []
        self._gate = EmitGate(self)  # a solve never reports to a worker shut down or deleted meanwhile
        self.judged.connect(self._store)

    @Slot(object, object)
    def _store(self, key: Hashable, verdict: Verdict) -> None:
        self._cache[key] = verdict  # on the UI thread: judged is queued across threads

    def known(self, state: Any) -> Verdict | None:
        return self._cache.get(self._engine.position_key(state))

    def request(self, state: Any) -> Verdict | None:
        """The cached verdict, or None while the worker finds it (then `judged` fires)."""
        key = self._engine.position_key(state)
        if key in self._cache:
            return self._cache[key]
        self._drop_queued()  # only the newest position matters
        self._queued.append(self._submit(self._judge, key, state))
        return None

    def find_last_winnable(self, history: Sequence[tuple[int, Any]]) -> None:
        """Walk (cursor, state) pairs, newest first, until one can be won; `rewound` reports it."""
        self._drop_queued()
        self._queued.append(self._submit(self._rewind, list(history)))

    def shutdown(self) -> None:
        self._gate.close()
        self._drop_queued()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)

    def _submit(self, work, *args) -> Future:
        if self._executor is None:
            from concurrent.futures import ThreadPoolExecutor

            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qtsolitaire-solver")
        return self._executor.submit(work, *args)

    def _drop_queued(self) -> None:
        for future in self._queued:
            future.cancel()
        self._queued = [f for f in self._queued if not f.done()]

    def _verdict(self, key: Hashable, state: Any) -> Verdict:
        known = self._cache.get(key)  # a dict read is atomic; a stale miss only costs a solve
        return known if known is not None else self._engine.verdict(state)

    def _judge(self, key: Hashable, state: Any) -> None:
        self._gate.emit(self.judged, key, self._verdict(key, state))

    def _rewind(self, history: list[tuple[int, Any]]) -> None:
        for cursor, state in history:
            key = self._engine.position_key(state)
            verdict = self._verdict(key, state)
            self._gate.emit(self.judged, key, verdict)
            if verdict.winnable:
                self._gate.emit(self.rewound, cursor)
                return
        self._gate.emit(self.rewound, None)


def describe(verdict: Verdict | None, solving: bool) -> str:
    """The status bar's outlook, after "Outlook:"."""
    if verdict is None:
        return translate("Verdict", "checking…") if solving else "—"
    if verdict.winnable is None:
        return translate("Verdict", "undecided")
    return translate("Verdict", "winnable") if verdict.winnable else translate("Verdict", "can no longer be won")

