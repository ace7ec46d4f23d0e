"""One running qtsolitaire per user and home folder: a second launch hands its arguments to the first and quits.

Usage, once the QApplication exists:

    instance = SingleInstance()
    if not instance.claim(sys.argv[1:]):
        return 0                      # the running window got the arguments
    instance.listen()                 # at once: served on a thread of its own
    instance.arguments_received.connect(window.on_second_launch)

The first instance holds a lock for its whole life, so telling "first" from "second" needs no socket. The local
server (QtNetwork, a library of its own to load) runs on its own thread: a second launch finds the first even
while its window is busy, and waits for it while it is still starting. An app may hold the server back while its
first frame is drawn (`listen(hold=...)`, then `release()`): loading QtNetwork then costs the first frame nothing,
and the hold is capped well inside the time a second launch waits, so a launch at any moment is still handed over. The lock is the operating system's, on an open file: it dies with its process, so a crash never
leaves it behind, and taking it writes nothing to disk (QLockFile synced a new file to disk, ~7 ms of every start).
The name includes the user and QTSOLITAIRE_HOME, so tests and portable installs never meet the player's instance.
A socket left by a crashed instance is replaced.
"""

from __future__ import annotations

import getpass
import json
import logging
import os
import re
import tempfile
import threading

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QObject, QThread, Signal, Slot

from qtsolitaire import APP_ID
from qtsolitaire.digests import sha256

log = logging.getLogger(__name__)

MAX_MESSAGE_BYTES = 64 * 1024


def _user() -> str:
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no passwd entry and no LOGNAME/USER: containers
        user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    return re.sub(r"[^A-Za-z0-9_.-]", "_", user) or "user"


def server_name() -> str:
    """The local socket name of this user's qtsolitaire, distinct for every QTSOLITAIRE_HOME."""
    home = os.environ.get("QTSOLITAIRE_HOME")
    scope = os.path.abspath(home) if home else ""
    digest = sha256(f"{_user()}\0{scope}".encode()).hexdigest()[:16]
    return f"{APP_ID}-{_user()}-{digest}"


def lock_path(name: str) -> str:
    return os.path.join(tempfile.gettempdir(), name + ".lock")


def _take_lock(path: str) -> int | None:
    """An open file holding the exclusive lock on `path`, or None while another process (or object) holds it."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    try:
        if os.name == "nt":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # per open file: a second open() in this process waits too
    except OSError:
        os.close(fd)
        return None
    return fd


class SingleInstance(QObject):
    """Claims the per-user name; emits `arguments_received(list[str])` when another launch hands over its arguments."""

    arguments_received = Signal(list)

    def __init__(self, name: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.name = name or server_name()
        self._lock: int | None = None  # the open file that holds the lock
        self._thread: QThread | None = None
        self._listener: _Listener | None = None

    @property
    def listening(self) -> bool:
        return self._listener is not None and self._listener.ready.is_set()

    def wait_until_listening(self, timeout: float = 5.0) -> bool:
        return self._listener is not None and self._listener.ready.wait(timeout)

    def claim(self, arguments: list[str], timeout_ms: int = 2000) -> bool:
        """True: this is the first instance (call listen() next). False: `arguments` went to the running one."""
        if QCoreApplication.instance() is None:
            # A server made before the application never hears from other launches.
            raise RuntimeError("SingleInstance.claim() needs the QApplication to exist first")
        try:
            self._lock = _take_lock(lock_path(self.name))
        except OSError as error:  # no usable temporary folder: play on, alone
            log.warning("%s: cannot take the instance lock: %s", self.name, error)
            return True
        if self._lock is not None:
            return True
        if self._hand_over(arguments, timeout_ms):
            return False
        # The holder is alive but never answered: play on; only this launch's game is not handed over.
        log.warning("%s: the running instance does not answer; starting a second one", self.name)
        return True

    def listen(self, hold: float = 0.0) -> None:
        """Take the local socket name, so later launches can hand their arguments over. Returns at once: the
        socket is served on a thread of its own, so a launch finds this one however busy its window is. With
        `hold` (seconds, under the 2 s a launch waits) the thread starts serving at release() or after `hold`."""
        if self._lock is None or self._thread is not None:
            return
        self._thread = QThread(self)
        self._thread.setObjectName("single instance")
        self._listener = _Listener(self.name, hold)
        self._listener.moveToThread(self._thread)
        self._listener.arguments_received.connect(self.arguments_received)  # queued: to this object's thread
        self._thread.started.connect(self._listener.start)
        self._thread.start()

    def release(self) -> None:
        """Serve now, whatever is left of listen()'s hold (safe from any thread)."""
        if self._listener is not None:
            self._listener.released.set()

    def close(self) -> None:
        """Stop listening and free the name (also done when the object is destroyed)."""
        if self._thread is not None:
            self.release()  # a thread still holding ends at once
            self._thread.quit()
            self._thread.wait()
            self._listener.close()
            self._thread = self._listener = None
        if self._lock is not None:
            os.close(self._lock)  # the file stays: deleting it could let a later launch lock a second one
            self._lock = None

    def _hand_over(self, arguments: list[str], timeout_ms: int) -> bool:
        from PySide6.QtNetwork import QLocalSocket

        deadline = QDeadlineTimer(timeout_ms)
        socket = QLocalSocket()
        while True:  # the first instance may be just starting: it listens as soon as it has claimed
            socket.connectToServer(self.name)
            if socket.waitForConnected(max(1, deadline.remainingTime())):
                break
            if deadline.hasExpired():
                return False
            QThread.msleep(20)
        socket.write(json.dumps({"arguments": list(arguments)}).encode("utf-8") + b"\n")
        sent = socket.waitForBytesWritten(timeout_ms)
        socket.disconnectFromServer()
        if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            socket.waitForDisconnected(timeout_ms)
        if not sent:
            log.warning("%s: the running instance did not take the arguments", self.name)
        return True


class _Listener(QObject):
    """The local server, on the single instance's own thread: it accepts and reads there, and only a finished
    message reaches the window, queued."""

    arguments_received = Signal(list)

    def __init__(self, name: str, hold: float = 0.0) -> None:
        super().__init__()
        self.name = name
        self.hold = hold
        self.released = threading.Event()
        self.ready = threading.Event()
        self._server = None

    @Slot()
    def start(self) -> None:
        if self.hold:
            self.released.wait(self.hold)
        from PySide6.QtNetwork import QLocalServer

        # A socket file still there was left by a crash: we hold the lock. (With UserAccessOption Qt also renames
        # its new socket over the old file; removing it first keeps that true whatever the options.)
        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._accept)
        if not server.listen(self.name):
            # The game still runs; only second launches will open a second window.
            log.warning("%s: cannot listen for other launches: %s", self.name, server.errorString())
            return
        self._server = server
        self.ready.set()

    def close(self) -> None:
        """Once its thread has ended."""
        if self._server is not None:
            self._server.close()
            self._server = None
        self.ready.clear()

    def _accept(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(self._read)
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read_from(socket)

    def _read(self) -> None:
        self._read_from(self.sender())

    def _read_from(self, socket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > MAX_MESSAGE_BYTES:
                log.warning("%s: message from another launch too long, dropped", self.name)
                socket.abort()
            return
        line = bytes(socket.readLine()).rstrip(b"\n")
        socket.disconnectFromServer()
        arguments = _parse_message(line)
        if arguments is None:
            log.warning("%s: unreadable message from another launch: %.80r", self.name, line)
            return
        self.arguments_received.emit(arguments)


def _parse_message(line: bytes) -> list[str] | None:
    try:
        message = json.loads(line.decode("utf-8"))
    except ValueError:
        return None
    arguments = message.get("arguments") if isinstance(message, dict) else None
    if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
        return None
    return arguments
