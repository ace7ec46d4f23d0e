"""Honest verdicts while playing: a solver checks each position off the UI thread.

A game whose engine declares `Capability.SOLVER` (engine/api.py) gets one worker. Verdicts are cached by position, so undo shows a known one at once.
Where the engine `LOOKS_FURTHER`, the worker goes on searching a position left undecided while the player thinks,
until it decides, gives up, or the player moves on.
"""

from __future__ import annotations

import sys
import threading
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
    looking_further = Signal(object)  # position key: left undecided, it is searched longer (`judged` follows)
    # The walk back: the position it began at; the last winnable one's cursor, or None; whether every position it
    # judged was proved lost (else the solver left some undecided, and "none can be won" would be more than it knows).
    rewound = Signal(object, object, bool)

    def __init__(self, engine: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
        self._cache: dict[Hashable, Verdict] = {}
        self._executor: ThreadPoolExecutor | None = None  # made by the first question, after the first frame
        self._queued: list[Future] = []
        self._looks_further = Capability.LOOKS_FURTHER in engine.capabilities
        self._looked_further: set[Hashable] = set()  # positions a longer search finished on (added by the worker)
        self._stop = threading.Event()  # set when the work under way is no longer wanted
        self._asked: tuple[Hashable, Future] | None = None  # the newest position asked about, and its work
        self._walking = False  # a walk back (`find_last_winnable`) was asked for since the work was last dropped
        self._gate = EmitGate(self)  # a solve never reports to a worker shut down or deleted meanwhile
        self.judged.connect(self._store)

    @Slot(object, object)
    def _store(self, key: Hashable, verdict: Verdict) -> None:
        self._cache[key] = verdict  # on the UI thread: judged is queued across threads

    def known(self, state: Any) -> Verdict | None:
        return self._cache.get(self._engine.position_key(state))

    def request(self, state: Any) -> Verdict | None:
        """The cached verdict, or None while the worker finds it (then `judged` fires). A cached undecided one is
        searched further (`looking_further`) unless that was done. A walk back under way ends: the player moved on."""
        if self._walking:
            self._drop_queued()
        key = self._engine.position_key(state)
        known = self._cache.get(key)
        if known is not None and not self._worth_looking_further(key, known):
            return known
        if self._asked is not None and self._asked[0] == key and not self._asked[1].done():
            return known  # already under way
        self._drop_queued()  # only the newest position matters
        future = self._submit(self._judge, key, state, self._stop)
        self._queued.append(future)
        self._asked = (key, future)
        return known

    def busy_with(self, state: Any) -> bool:
        """Whether the worker is still judging this position, or looking further at it."""
        asked = self._asked
        return asked is not None and asked[0] == self._engine.position_key(state) and not asked[1].done()

    def find_last_winnable(self, history: Sequence[tuple[int, Any]]) -> None:
        """Walk (cursor, state) pairs, newest first, until one can be won; `rewound` reports it, unless the next
        question (`request`) ended the walk first."""
        self._drop_queued()
        self._walking = True
        self._queued.append(self._submit(self._rewind, list(history), self._stop))

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
        self._stop.set()  # a longer search under way ends within milliseconds
        self._stop = threading.Event()
        self._asked = None
        self._walking = False
        for future in self._queued:
            future.cancel()
        self._queued = [f for f in self._queued if not f.done()]

    def _verdict(self, key: Hashable, state: Any) -> Verdict:
        known = self._cache.get(key)  # a dict read is atomic; a stale miss only costs a solve
        return known if known is not None else self._engine.verdict(state)

    def _worth_looking_further(self, key: Hashable, verdict: Verdict) -> bool:
        return self._looks_further and verdict.winnable is None and key not in self._looked_further

    def _judge(self, key: Hashable, state: Any, stop: threading.Event) -> None:
        verdict = self._verdict(key, state)
        self._gate.emit(self.judged, key, verdict)
        if not self._worth_looking_further(key, verdict) or stop.is_set():
            return
        self._gate.emit(self.looking_further, key)
        further = self._engine.look_further(state, stop.is_set)
        if further is not None:  # else a newer question stopped it, and answers for itself
            self._looked_further.add(key)
            self._gate.emit(self.judged, key, further)

    def _rewind(self, history: list[tuple[int, Any]], stop: threading.Event) -> None:
        start = history[0][1]
        all_lost = True
        for cursor, state in history:
            if stop.is_set():
                return
            key = self._engine.position_key(state)
            verdict = self._verdict(key, state)
            self._gate.emit(self.judged, key, verdict)
            if verdict.winnable:
                self._gate.emit(self.rewound, start, cursor, False)
                return
            all_lost = all_lost and verdict.winnable is False
        self._gate.emit(self.rewound, start, None, all_lost)


def describe(verdict: Verdict | None, solving: bool) -> str:
    """The status bar's outlook, after "Outlook:"."""
    if verdict is None:
        return translate("Verdict", "checking…") if solving else "—"
    if verdict.winnable is None:
        return translate("Verdict", "still checking…") if solving else translate("Verdict", "undecided")
    return translate("Verdict", "winnable") if verdict.winnable else translate("Verdict", "can no longer be won")

