"""What every store file shares: atomic writes, readable errors, and setting a bad file aside.

A file that cannot be read is never overwritten: it is renamed `NAME.corrupt-YYYYMMDD-HHMMSS`
next to where it was, and the player is told once, through a notice the main window shows.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.store import paths


class FileReasons(TextContext):
    """Why one of the player's files could not be read or written."""


class StoreError(Exception):
    """Saving or reading the player's files failed; its `Text` (args[0]) is fit to show the player."""


_REASONS = {
    errno.ENOSPC: FileReasons.tr("the disk is full"),
    errno.EDQUOT: FileReasons.tr("the disk quota is used up"),
    errno.EROFS: FileReasons.tr("the folder is read-only"),
    errno.EACCES: FileReasons.tr("no permission to write there"),
    errno.EPERM: FileReasons.tr("no permission to write there"),
    errno.ENOTDIR: FileReasons.tr("a file stands where a folder should be"),
    errno.EEXIST: FileReasons.tr("a file stands where a folder should be"),
    errno.EISDIR: FileReasons.tr("a folder stands where the file should be"),
}


def os_error_reason(error: OSError) -> Text | str:
    """A short reason a player can act on, instead of an errno name (the system's own words otherwise)."""
    return _REASONS.get(error.errno or 0, error.strerror or str(error))


def message(error: BaseException) -> Text | str:
    """What an error says to the player: the `Text` it carries, else its own (English) words (a KeyError's
    without the quotes `str()` gives them)."""
    said = error.args[0] if len(error.args) == 1 else None
    return said if isinstance(said, (Text, str)) else str(error)


def parse_json(raw: bytes) -> Any:
    """The JSON document in `raw`; ValueError with a short reason when this program cannot read it,
    whatever the bytes: absurd nesting and over-long numbers included."""
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise ValueError(FileReasons.tr("not UTF-8 text (byte {byte})").format(byte=error.start)) from None
    except json.JSONDecodeError as error:
        raise ValueError(FileReasons.tr("not valid JSON: line {line} column {column}: {why}").format(
            line=error.lineno, column=error.colno, why=error.msg)) from None
    except RecursionError:
        raise ValueError(FileReasons.tr("not valid JSON: nested too deeply")) from None
    except ValueError as error:  # an integer too long to convert
        raise ValueError(FileReasons.tr("not valid JSON: {why}").format(why=str(error)[:80])) from None


def notify(notices: list[Text] | None, text: Text) -> None:
    """Collect a notice for the player, when the caller asked for them."""
    if notices is not None:
        notices.append(text)


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves either the old file or the new one, whole.

    The player's files come before any cache: short of room, the caches are cleared and it is tried again.
    """
    try:
        _write_replacing(path, text.encode("utf-8"))
    except OSError as error:
        if error.errno in _NO_ROOM and clear_caches():
            try:
                _write_replacing(path, text.encode("utf-8"))
                return
            except OSError as again:
                error = again
        raise StoreError(FileReasons.tr("{file}: cannot save: {reason}").format(
            file=path, reason=os_error_reason(error))) from error


def _write_replacing(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp_name, path)
    except OSError:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise
    _fsync_folder(path.parent)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


_NO_ROOM = (errno.ENOSPC, errno.EDQUOT)
CACHE_SPARE = 100 * 1024 * 1024  # free space a cache write always leaves for the player's own saves


def write_cache_file(path: Path, data: bytes) -> bool:
    """Keep `data` at `path` as a cache, if the disk can spare the room (CACHE_SPARE stays free after it);
    a write that fails leaves nothing behind. Returns whether it was written; never raises."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if shutil.disk_usage(path.parent).free < len(data) + CACHE_SPARE:
            return False
        fd, part = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    except OSError:
        return False
    try:
        try:
            _write_all(fd, data)
        finally:
            os.close(fd)
        os.replace(part, path)
        return True
    except OSError:
        try:
            os.unlink(part)
        except OSError:
            pass
        return False


def remove_cache_parts(folder: Path) -> None:
    """Delete the pieces cache writes cut short by a crash or a kill left in `folder`."""
    try:
        for part in folder.glob("*.part"):
            part.unlink(missing_ok=True)
    except OSError:
        pass


def clear_caches() -> bool:
    """Delete everything in the cache folder (rendered art, rebuilt when needed); whether anything went."""
    folder = paths.cache_dir()
    if not folder.is_dir():
        return False
    shutil.rmtree(folder, ignore_errors=True)
    return True


def remove_stale_temp_files(path: Path, older_than: float = 600.0) -> None:
    """Delete what writers killed mid-write left of `path`; a write takes milliseconds, so old ones are dead."""
    cutoff = time.time() - older_than
    try:
        for temp in path.parent.glob(f".{path.name}.*.tmp"):
            if temp.stat().st_mtime < cutoff:
                temp.unlink()
    except OSError:
        pass


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; some platforms cannot open a folder, which is fine."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: Path, companions: tuple[str, ...] = ()) -> Path:
    """Rename a bad file to `NAME.corrupt-STAMP` and return the new path.

    `companions` are suffixes of files that belong with it (SQLite's "-wal", "-shm"); they move too,
    under the same stamp, so the pieces can be examined together.
    """
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{number}")
        number += 1
    try:
        os.replace(path, target)
        for suffix in companions:
            companion = path.with_name(path.name + suffix)
            if companion.exists():
                os.replace(companion, target.with_name(target.name + suffix))
    except OSError as error:
        raise StoreError(FileReasons.tr("{file}: cannot set the unreadable file aside: {reason}").format(
            file=path, reason=os_error_reason(error))) from error
    return target
