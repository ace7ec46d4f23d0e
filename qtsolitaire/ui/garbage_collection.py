"""Python's cycle collector, run on the UI thread only.

Left to itself, the collector runs in whichever thread allocates past its threshold: often a worker (a solver dealing
a game or judging a position). Garbage that holds a Qt object is then destroyed on that thread. Qt locks its signal
system there and calls back into Python, which waits for the interpreter while the UI thread holds the interpreter
and waits for the same lock: the game freezes. So once the window is up, the collector's automatic runs stay off,
and a timer on the UI thread runs it on the thresholds it would have used.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

from qtsolitaire.engine.collector import collection_paused

CHECK_MS = 100  # how often the UI thread looks whether a generation is due


def collect_due_garbage() -> None:
    """Collect the generations past their thresholds, as an automatic run would; nothing while a search pauses the
    collector (it makes no garbage, and walking what it builds would slow it)."""
    if collection_paused():
        return
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = -1
    for generation in range(3):
        if counts[generation] <= thresholds[generation]:
            break
        due = generation
    if due >= 0:
        gc.collect(due)


def collect_on_ui_thread(app: QObject) -> QTimer:
    """Switch the automatic runs off for good and run the collector from a timer of this (the UI) thread; once per
    application."""
    gc.disable()
    timer = app.findChild(QTimer, "ui_thread_collector")
    if timer is None:
        timer = QTimer(app)
        timer.setObjectName("ui_thread_collector")
        timer.timeout.connect(collect_due_garbage)
        timer.start(CHECK_MS)
    return timer
