"""One running qtsolitaire per user and home folder: a second launch hands its arguments to the first and quits.

Usage, once the QApplication exists:

    instance = SingleInstance()
    if not instance.claim(sys.argv[1:]):
        return 0                      # the running window got the arguments
    instance.arguments_received.connect(window.on_second_launch)

The name includes the user and QTSOLITAIRE_HOME, so tests and portable installs never meet the player's instance.
A socket left by a crashed instance answers no one and is replaced.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import logging
import os
import re

from PySide6.QtCore import QCoreApplication, QDir, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from qtsolitaire import APP_ID

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
    digest = hashlib.sha256(f"{_user()}\0{scope}".encode()).hexdigest()[:16]
    return f"{APP_ID}-{_user()}-{digest}"


class SingleInstance(QObject):
    """Claims the per-user name; emits `arguments_received(list[str])` when another launch hands over its arguments."""

    arguments_received = Signal(list)

    def __init__(self, name: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.name = name or server_name()
        self._server: QLocalServer | None = None

    @property
    def listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    def claim(self, arguments: list[str], timeout_ms: int = 2000) -> bool:
        """True: this is the first instance and now listens. False: `arguments` went to the running instance."""
        if QCoreApplication.instance() is None:
            # A server made before the application never hears from other launches.
            raise RuntimeError("SingleInstance.claim() needs the QApplication to exist first")
        # The lock keeps two launches at the same moment from both taking the name; QLockFile breaks the lock
        # of a process that died holding it.
        lock = QLockFile(os.path.join(QDir.tempPath(), self.name + ".lock"))
        locked = lock.tryLock(timeout_ms)
        try:
            if self._hand_over(arguments, timeout_ms):
                return False
            self._listen()
            return True
        finally:
            if locked:
                lock.unlock()

    def close(self) -> None:
        """Stop listening and free the name (also done when the object is destroyed)."""
        if self._server is not None:
            self._server.close()
            self._server = None

    def _hand_over(self, arguments: list[str], timeout_ms: int) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            return False
        socket.write(json.dumps({"arguments": list(arguments)}).encode("utf-8") + b"\n")
        sent = socket.waitForBytesWritten(timeout_ms)
        socket.disconnectFromServer()
        if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            socket.waitForDisconnected(timeout_ms)
        if not sent:
            log.warning("%s: the running instance did not take the arguments", self.name)
        return True

    def _listen(self) -> None:
        # Nobody answered, so a socket file still there was left by a crash. (With UserAccessOption Qt also renames
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

    def _accept(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(self._read)
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read_from(socket)

    def _read(self) -> None:
        self._read_from(self.sender())

    def _read_from(self, socket: QLocalSocket) -> None:
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
