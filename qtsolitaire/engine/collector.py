"""Pausing Python's cycle collector while a search runs, for searches that make no reference cycles.

Such a search frees every object it drops at once by reference counting, so the collector finds nothing in it. Yet
the collector keeps walking all the search has built (its transpositions and kept lines), ever more of it as the
search grows: a large part of the search's time for no memory back. Pauses may overlap (the dealer's thread and the
verdict worker may both search): the collector resumes when the last one ends, and only if it ran when the first
began (start-up pauses it on its own). Where the collector runs from a timer instead (the game window,
`ui/garbage_collection.py`), the timer asks `collection_paused` first.
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator

_lock = threading.Lock()
_pauses = 0
_resume = False


@contextmanager
def cycle_collector_paused() -> Iterator[None]:
    global _pauses, _resume
    with _lock:
        if _pauses == 0:
            _resume = gc.isenabled()
            gc.disable()
        _pauses += 1
    try:
        yield
    finally:
        with _lock:
            _pauses -= 1
            if _pauses == 0 and _resume:
                gc.enable()


def collection_paused() -> bool:
    """Whether a search has the collector paused now."""
    return _pauses > 0
