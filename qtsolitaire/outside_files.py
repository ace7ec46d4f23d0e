"""Reading files the player or another program put there, whatever they turn out to be.

Only regular files are read: a FIFO, a device or a folder under a file's name would make a plain
`open` wait forever or read without end, so it is refused with an OSError whose text says what it is.
File names are shown through `shown_name`, since a name need not be valid UTF-8 and printing it
as it comes (with its surrogate escapes) fails.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from qtsolitaire.engine.text import Text, TextContext


class OutsideFiles(TextContext):
    """What a name that is not a plain file turned out to be."""


_KINDS = (
    (stat.S_ISFIFO, OutsideFiles.tr("is a named pipe (FIFO), not a regular file")),
    (stat.S_ISCHR, OutsideFiles.tr("is a device, not a regular file")),
    (stat.S_ISBLK, OutsideFiles.tr("is a device, not a regular file")),
    (stat.S_ISSOCK, OutsideFiles.tr("is a socket, not a regular file")),
)
# Opening a FIFO without O_NONBLOCK waits for a writer; O_NOCTTY keeps a terminal device from becoming ours.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class NotARegularFile(OSError):
    """The name leads to something that is not a plain file (a folder is an IsADirectoryError)."""

    def __init__(self, reason: Text) -> None:
        super().__init__(errno.EINVAL, reason)

    def __str__(self) -> str:
        return str(self.strerror)


def read_regular_file(path: str | Path, limit: int | None = None) -> bytes:
    """The bytes of the regular file at `path`, at most `limit + 1` of them when a limit is given
    (so the caller can tell the file is too large); OSError for anything else, at once."""
    fd = os.open(path, _OPEN_FLAGS)
    try:
        _refuse_unless_regular(os.fstat(fd).st_mode)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read() if limit is None else handle.read(limit + 1)
    finally:
        os.close(fd)


def refuse_if_not_regular(path: str | Path) -> None:
    """The same OSError as `read_regular_file` when `path` exists and is not a regular file: for what
    opens a file itself (SQLite). A missing file is fine: it will be made."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    _refuse_unless_regular(mode)


def _refuse_unless_regular(mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, OutsideFiles.tr("is a folder, not a file"))
    raise NotARegularFile(next((reason for test, reason in _KINDS if test(mode)),
                               OutsideFiles.tr("is not a plain file")))


def shown_name(name: str | Path) -> str:
    """A file name as text any terminal or widget can show: bytes that are not UTF-8 read `\\xff`."""
    return os.fsencode(name).decode("utf-8", "backslashreplace")
