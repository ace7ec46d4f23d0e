"""What every store file shares: atomic writes, readable errors, and setting a bad file aside.

A file that cannot be read is never overwritten: it is renamed `NAME.corrupt-YYYYMMDD-HHMMSS`
next to where it was, and the player is told once, through a notice the main window shows.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any


class StoreError(Exception):
    """Saving or reading the player's files failed; the text is fit to show the player."""


_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the folder is read-only",
    errno.EACCES: "no permission to write there",
    errno.EPERM: "no permission to write there",
    errno.ENOTDIR: "a file stands where a folder should be",
    errno.EEXIST: "a file stands where a folder should be",
    errno.EISDIR: "a folder stands where the file should be",
}


def os_error_reason(error: OSError) -> str:
    """A short reason a player can act on, instead of an errno name."""
    return _REASONS.get(error.errno or 0, error.strerror or str(error))


def parse_json(raw: bytes) -> Any:
    """The JSON document in `raw`; ValueError with a short reason when this program cannot read it,
    whatever the bytes: absurd nesting and over-long numbers included."""
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise ValueError(f"not UTF-8 text (byte {error.start})") from None
    except json.JSONDecodeError as error:
        raise ValueError(f"not valid JSON ({error})") from None
    except RecursionError:
        raise ValueError("not valid JSON (nested too deeply)") from None
    except ValueError as error:  # an integer too long to convert
        raise ValueError(f"not valid JSON ({str(error)[:80]})") from None


def notify(notices: list[str] | None, text: str) -> None:
    """Collect a notice for the player, when the caller asked for them."""
    if notices is not None:
        notices.append(text)


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves either the old file or the new one, whole."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as error:
        raise StoreError(f"{path}: cannot save: {os_error_reason(error)}") from error
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except OSError as error:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise StoreError(f"{path}: cannot save: {os_error_reason(error)}") from error
    _fsync_folder(path.parent)


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
        raise StoreError(f"{path}: cannot set the unreadable file aside: {os_error_reason(error)}") from error
    return target
