"""A test that would hang on a bad file fails instead, and the run goes on."""

import signal
from contextlib import contextmanager

from tests.waiting import PATIENCE_S


class Hung(Exception):
    """Not an OSError, so no reader's error handling can swallow it."""


@contextmanager
def within_seconds(seconds: int = PATIENCE_S):
    """Fail the test if the body takes longer: an alarm interrupts even a blocked `open`, on the main
    thread, where Qt widgets must live."""

    def hung(_signal, _frame):
        raise Hung(f"still waiting after {seconds} s: it waited on the file")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
