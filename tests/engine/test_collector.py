"""Pausing the cycle collector: overlapping pauses, and the state the first one found."""

import gc
import threading

import pytest

from qtsolitaire.engine.collector import cycle_collector_paused


@pytest.fixture(autouse=True)
def collector_restored():
    was = gc.isenabled()
    yield
    (gc.enable if was else gc.disable)()


def test_the_collector_resumes_when_the_last_of_overlapping_pauses_ends():
    gc.enable()
    first_in, second_out = threading.Event(), threading.Event()
    seen = []

    def other_search():
        with cycle_collector_paused():
            first_in.set()
            second_out.wait(5)
        seen.append(gc.isenabled())

    thread = threading.Thread(target=other_search)
    thread.start()
    first_in.wait(5)
    with cycle_collector_paused():
        assert not gc.isenabled()
    seen.append(gc.isenabled())
    second_out.set()
    thread.join(5)
    assert seen == [False, True]  # still paused while the other search ran, resumed after it


def test_a_pause_leaves_a_collector_switched_off_before_it_off():
    gc.disable()
    with cycle_collector_paused():
        pass
    assert not gc.isenabled()


def test_the_collector_resumes_when_a_search_raises():
    gc.enable()
    with pytest.raises(RuntimeError), cycle_collector_paused():
        raise RuntimeError
    assert gc.isenabled()
