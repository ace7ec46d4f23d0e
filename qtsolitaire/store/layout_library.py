"""Saving imported layouts into the player's layouts folder, one JSON file each.

An existing file is never replaced: a layout whose id is taken (by a shipped layout or a file
already in the folder) is saved under the next free id, `four-bridges-2`, and a name already in
use becomes "Four Bridges 2"; the outcome says so.
The CLI verb `layouts import` and the window's Import Layouts... both go through `import_files`.
"""

from __future__ import annotations

import logging
import os
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

from qtsolitaire.engine.mahjong.difficulty import measured_stars
from qtsolitaire.engine.mahjong.importers import ImportedLayout, slug
from qtsolitaire.engine.mahjong.layout import LayoutError, layout_to_json
from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.outside_files import shown_name
from qtsolitaire.store.files import _fsync_folder, message, os_error_reason
from qtsolitaire.store.layout_files import SHIPPED_DIR, layout_files, load_layouts, read_import_file, source_file

log = logging.getLogger(__name__)


class LayoutImport(TextContext):
    """What importing a layout file did, file by file."""


@dataclass(frozen=True)
class Created:
    path: Path
    name: str
    note: Text | str = ""  # why the id differs from the name's, when it does


@dataclass
class FileOutcome:
    """What importing one source file did. `failures` are whole lines: `file: reason`; file names are
    as `shown_name` shows them."""

    source: str
    created: list[Created] = field(default_factory=list)
    failures: list[Text] = field(default_factory=list)
    same_as: str = ""  # another source of this batch already brought this layout

    @property
    def ok(self) -> bool:
        return not self.failures


@dataclass
class Taken:
    """What a new file must not reuse: ids (file names) and names, both in lower case, since
    some file systems ignore case and two layouts called "Turtle" would look alike in the menus."""

    ids: set[str]
    names: set[str]

    @classmethod
    def of(cls, folder: Path) -> "Taken":
        """The shipped layouts' and those of the folder's files."""
        ids = set()
        for where in (SHIPPED_DIR, folder):
            try:
                ids |= {path.stem.lower() for path in layout_files(where)}
            except OSError:
                pass
        layouts, _ = load_layouts([SHIPPED_DIR, folder])
        return cls(ids, {layout.name.lower() for layout in layouts})


def _first_free(base: str, taken: set[str], joiner: str) -> str:
    number = 2
    candidate = base
    while candidate.lower() in taken:
        candidate = f"{base}{joiner}{number}"
        number += 1
    return candidate


def save_layout(layout: ImportedLayout, folder: Path, taken: Taken) -> Created:
    """Write one layout as a new file; OSError when the folder cannot take it."""
    stars = layout.stars or measured_stars(layout.positions)
    name = _first_free(layout.name, taken.names, " ")
    text = layout_to_json(name, stars, sorted(layout.positions, key=lambda p: (p[2], p[1], p[0])))
    data = text.encode("utf-8")  # before any file exists: text that cannot be written leaves nothing behind
    base = layout.suggested_id
    folder.mkdir(parents=True, exist_ok=True)
    with _written_aside(folder, data) as temp:
        while True:
            layout_id = _first_free(base, taken.ids, "-")
            path = folder / f"{layout_id}.json"
            try:
                _publish(temp, path)
            except FileExistsError:
                taken.ids.add(layout_id)
                continue
            break
    taken.ids.add(layout_id)
    taken.names.add(name.lower())
    renamed = name != layout.name
    if layout_id == base:
        note = LayoutImport.tr("named {name}, as {taken} is taken") if renamed else ""
    elif renamed:
        note = LayoutImport.tr("id {taken_id} was taken, saved as {id}; named {name}, as {taken} is taken")
    else:
        note = LayoutImport.tr("id {taken_id} was taken, saved as {id}")
    if note:
        note = note.format(taken_id=repr(base), id=repr(layout_id), name=repr(name), taken=repr(layout.name))
    return Created(path, name, note)


@contextmanager
def _written_aside(folder: Path, data: bytes) -> Iterator[Path]:
    """`data` in a hidden temporary file of `folder` (which the layout list skips), removed afterwards."""
    fd, name = tempfile.mkstemp(prefix=".import-", suffix=".tmp", dir=folder)
    temp = Path(name)
    try:
        with os.fdopen(fd, "wb") as handle:
            view = memoryview(data)
            while view:
                view = view[os.write(handle.fileno(), view):]
            os.fsync(handle.fileno())
        yield temp
    finally:
        temp.unlink(missing_ok=True)


def _publish(temp: Path, path: Path) -> None:
    """Give the whole written file its name, never replacing a file: FileExistsError if the name is taken."""
    try:
        os.link(temp, path)
    except FileExistsError:
        raise
    except OSError:  # a file system without hard links (FAT): copy it, still never over another file
        with open(path, "xb") as handle:
            try:
                handle.write(temp.read_bytes())
                handle.flush()
                os.fsync(handle.fileno())
            except BaseException:
                path.unlink(missing_ok=True)
                raise
    _fsync_folder(path.parent)


_SOURCE_REASON = LayoutImport.tr("{file}: {reason}")


def import_file(source: str | Path, folder: Path, taken: Taken) -> FileOutcome:
    outcome = FileOutcome(shown_name(source))
    try:
        result = read_import_file(source)
    except LayoutError as e:
        outcome.failures.append(_SOURCE_REASON.format(file=outcome.source, reason=message(e)))
        return outcome
    except Exception:  # a reader's own bug: it costs this file, never the rest of the batch
        log.exception("%s: the importer failed", outcome.source)
        outcome.failures.append(LayoutImport.tr("{file}: could not be imported: this program met something it "
                                                "did not expect (please report it with the file)").format(
            file=outcome.source))
        return outcome
    outcome.failures += [_SOURCE_REASON.format(file=outcome.source, reason=reason) for reason in result.failures]
    for layout in result.layouts:
        try:
            outcome.created.append(save_layout(layout, folder, taken))
        except (OSError, LayoutError) as e:
            reason = os_error_reason(e) if isinstance(e, OSError) else message(e)
            outcome.failures.append(LayoutImport.tr("{file}: {layout}: cannot save into {folder}: {reason}").format(
                file=outcome.source, layout=layout.name, folder=shown_name(folder), reason=reason))
    return outcome


def import_files(sources: Iterable[str | Path], folder: Path) -> Iterator[FileOutcome]:
    """One outcome per source, in order. A KMahjongg `.desktop` file and the `.layout` it
    describes bring the layout once."""
    taken = Taken.of(folder)
    seen: dict[Path, str] = {}
    for source in sources:
        try:
            target = source_file(Path(source)).resolve()
        except (LayoutError, OSError, RuntimeError):  # RuntimeError: a symbolic link loop
            target = None  # import_file reports it
        if target is not None and target in seen:
            yield FileOutcome(shown_name(source), same_as=seen[target])
            continue
        if target is not None:
            seen[target] = shown_name(source)
        yield import_file(source, folder, taken)


def new_layout_path(folder: Path, name: str) -> Path:
    """Where a new layout called `name` goes in the player's folder: under its name's id, or the
    next free one, never over an existing file or a shipped layout's id."""
    return folder / f"{_first_free(slug(name), Taken.of(folder).ids, '-')}.json"
