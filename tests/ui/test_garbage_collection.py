"""The cycle collector runs on the UI thread only: a worker's allocations never make it run there."""

import gc
import threading
import weakref

from PySide6.QtCore import QTimer

from qtsolitaire.engine.collector import cycle_collector_paused
from qtsolitaire.ui.garbage_collection import collect_due_garbage, collect_on_ui_thread
from tests.waiting import PATIENCE_MS


class Node:
    """A link of a reference cycle: only the collector frees it."""


def cycle_collected_on(collected: list) -> None:
    """Drop a reference cycle whose collection records the thread that collects it."""
    node = Node()
    node.itself = node
    weakref.finalize(node, lambda: collected.append(threading.current_thread()))


def allocate_in_a_worker() -> list:
    """As a solver does: far more new containers than the youngest generation's threshold, kept (as a search keeps
    its positions) so that they count towards it."""
    kept: list = []
    worker = threading.Thread(target=lambda: kept.extend([i] for i in range(50 * gc.get_threshold()[0])))
    worker.start()
    worker.join(PATIENCE_MS / 1000)
    return kept


def cycle_dropped_while_a_worker_allocates() -> tuple[list, list]:
    """(the threads that collected the cycle so far, what the worker kept), starting from no garbage."""
    gc.collect()
    collected: list = []
    cycle_collected_on(collected)
    return collected, allocate_in_a_worker()


def test_garbage_a_worker_would_have_collected_is_collected_on_the_ui_thread(qtbot, qapp):
    collect_on_ui_thread(qapp)
    collected, kept = cycle_dropped_while_a_worker_allocates()
    assert collected == []  # the worker's allocations ran no collection
    qtbot.waitUntil(lambda: bool(collected), timeout=PATIENCE_MS)
    assert len(kept) > gc.get_threshold()[0]
    assert collected == [threading.main_thread()]


def test_the_collector_is_installed_once_and_its_automatic_runs_stay_off(qapp):
    first = collect_on_ui_thread(qapp)
    assert collect_on_ui_thread(qapp) is first
    assert len(qapp.findChildren(QTimer, "ui_thread_collector")) == 1
    assert first.isActive() and not gc.isenabled()


def test_nothing_is_collected_while_a_search_pauses_the_collector(qapp):
    collected, kept = cycle_dropped_while_a_worker_allocates()
    with cycle_collector_paused():
        collect_due_garbage()
    assert collected == []
    collect_due_garbage()
    assert collected == [threading.main_thread()] and kept
