"""SIGTERM (what a desktop logout sends), SIGINT (Ctrl+C in a terminal) and SIGHUP (the terminal it was started
from closing) end the program as Quit does: the window closes, so its geometry, the settings and the game in
play are saved.

Python runs a signal handler only between bytecodes, and Qt's event loop runs none while it waits;
so the signal's number is also written to a pipe (signal.set_wakeup_fd), whose notifier wakes the
loop at once and does the quitting. Windows takes only a socket there; elsewhere a plain pipe spares start-up
the socket module.
"""

from __future__ import annotations

import os
import signal

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtWidgets import QApplication, QWidget

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))


def quit_on_signals(window: QWidget) -> QObject:
    """Close `window`, then leave the event loop, when one of QUIT_SIGNALS arrives; returns the notifier
    (a child of the window)."""
    receiver, sender = _wakeup_ends()
    drain = receiver.recv if os.name == "nt" else receiver.read
    signal.set_wakeup_fd(sender.fileno(), warn_on_full_buffer=False)
    for number in QUIT_SIGNALS:
        signal.signal(number, lambda _number, _frame: None)  # the notifier acts; the default would kill at once
    notifier = QSocketNotifier(receiver.fileno(), QSocketNotifier.Type.Read, window)

    def quit_as_asked() -> None:
        try:
            drain(64)
        except OSError:  # drained already
            pass
        window.close()
        QApplication.quit()

    notifier.activated.connect(quit_as_asked)
    notifier.wakeup_ends = (receiver, sender)  # kept open as long as the notifier lives
    return notifier


def _wakeup_ends():
    """A non-blocking (receiver, sender) pair for the wake-up fd, each with fileno(), closed when collected."""
    if os.name == "nt":
        import socket

        ends = socket.socketpair()
    else:
        ends = tuple(open(fd, "rb", buffering=0) for fd in os.pipe())
    for end in ends:
        os.set_blocking(end.fileno(), False)
    return ends
