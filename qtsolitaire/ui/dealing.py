"""Dealing off the UI thread: proving a deal winnable can take seconds, and the window must not freeze.

A deal that is ready within QUICK_SECONDS is handed over at once, as if dealt in place;
a slower one calls `waiting` first (the window shows a banner) and `ready` when it arrives.
Asking for another deal, or cancelling, makes any deal still on its way be ignored, and tells
its search to stop: an abandoned search would go on taking the CPU from the game being played.

A deal can also be prepared before anyone asks for it (the next game, while the last one's end
is on screen), under a key; a deal asked for under that key takes it over, ready or on its
way. Any other deal, or cancelling, stops it, and so does the game going on (an undo): it
would share the interpreter with play.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future
from concurrent.futures import TimeoutError as NotYet
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal, Slot

from qtsolitaire.ui.emit_gate import EmitGate

QUICK_SECONDS = 0.25


class Dealer(QObject):
    _arrived = Signal(int, object)  # ticket, Future: from the worker thread, queued to the UI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticket = 0
        self._callbacks: tuple[Callable[[Any], None], Callable[[Exception], None]] | None = None
        self._stop = threading.Event()  # set once nobody waits for the deal on its way
        self._prepared: tuple[Any, threading.Event, Future] | None = None  # key, stop, the deal
        self._arrived.connect(self._on_arrived)
        self._gate = EmitGate(self)  # a deal arriving after the window quit reports to no one

    @property
    def busy(self) -> bool:
        return self._callbacks is not None

    def deal(
        self,
        work: Callable[[Callable[[], bool]], Any],
        ready: Callable[[Any], None],
        waiting: Callable[[], None],
        failed: Callable[[Exception], None],
        key: Any = None,
    ) -> None:
        """Run `work(stopped)`, which returns the initial state and may give up once `stopped()`
        is true; exactly one of ready/failed follows, unless the deal is cancelled first. A deal
        prepared under `key` is taken over instead of starting `work`."""
        taken = self._prepared if key is not None and self.prepared_key == key else None
        if taken is not None:
            self._prepared = None
        self.cancel()  # stops a prepared deal not taken
        ticket = self._ticket
        if taken is not None:
            _, self._stop, future = taken
        else:
            stop = self._stop = threading.Event()
            future = _run_in_thread(lambda: work(stop.is_set))
        try:
            result = future.result(timeout=QUICK_SECONDS)
        except NotYet:
            self._callbacks = (ready, failed)
            future.add_done_callback(lambda done: self._gate.emit(self._arrived, ticket, done))
            waiting()
            return
        except Exception as error:  # noqa: BLE001 - the engine's reason goes to the player
            failed(error)
            return
        ready(result)

    def cancel(self) -> None:
        """Ignore the deal on its way, and stop its search and that of a prepared deal."""
        self._ticket += 1
        self._callbacks = None
        self._stop.set()
        self._drop_prepared()

    def prepare(self, key: Any, work: Callable[[Callable[[], bool]], Any]) -> None:
        """Start `work` (as in `deal`) for a deal not asked for yet, in place of any prepared before."""
        self._drop_prepared()
        stop = threading.Event()
        self._prepared = (key, stop, _run_in_thread(lambda: work(stop.is_set)))

    def stop_preparing(self) -> None:
        """Stop the search for a prepared deal still on its way; one that has arrived is kept."""
        if self._prepared is not None and not self._prepared[2].done():
            self._drop_prepared()

    def _drop_prepared(self) -> None:
        if self._prepared is not None:
            self._prepared[1].set()
            self._prepared = None

    @property
    def prepared_key(self) -> Any:
        return None if self._prepared is None else self._prepared[0]


    @Slot(int, object)
    def _on_arrived(self, ticket: int, future: Future) -> None:
        if ticket != self._ticket or self._callbacks is None:
            return  # cancelled, or overtaken by another deal
        ready, failed = self._callbacks
        self._callbacks = None
        error = future.exception()
        if error is not None:
            failed(error)
        else:
            ready(future.result())


def _run_in_thread(work: Callable[[], Any]) -> Future:
    """Each deal gets its own daemon thread: a new deal never queues behind an abandoned search,
    and quitting never waits for one."""
    future: Future = Future()

    def run() -> None:
        try:
            future.set_result(work())
        except BaseException as error:  # noqa: BLE001 - handed to the UI thread
            future.set_exception(error)

    threading.Thread(target=run, name="qtsolitaire-dealer", daemon=True).start()
    return future
