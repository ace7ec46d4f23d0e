"""Writing generated art: one sub-folder per set, one file per element."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path


def write_sets(out: Path, sets: Mapping[str, Mapping[str, str]]) -> list[Path]:
    """Write {set id: {file name: text}} below `out`; returns the files written."""
    written = []
    for set_id, files in sets.items():
        folder = out / set_id
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in files.items():
            path = folder / name
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written
