"""Layout files on disk: the shipped and the player's layout folders, and other programs' files to import.

The engine knows the format (engine/mahjong/layout.py, importers.py) and never opens a file; this module
reads the files, finds them in their folders and notices when the folders change. `LayoutFolders` is the
Mahjong engine's library of layouts; `use_layout_folders()` hands it over: the UI package does on import,
the CLI, the benches and the tests before they ask the engine for a layout.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from qtsolitaire.engine.mahjong.layout import Layout, LayoutError, layout_from_text
from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.outside_files import NotARegularFile, read_regular_file, shown_name
from qtsolitaire.quoting import quoted
from qtsolitaire.shipped import shipped_folder
from qtsolitaire.store import paths
from qtsolitaire.store.files import message

MAX_FILE_BYTES = 4 * 1024 * 1024
SHIPPED_DIR = shipped_folder("layouts")

if TYPE_CHECKING:
    from qtsolitaire.engine.mahjong.importers import ImportResult


class LayoutFiles(TextContext):
    """Why a layout file or folder could not be read."""


_FILE_REASON = LayoutFiles.tr("{file}: {reason}")


def read_text(path: Path) -> str:
    """A layout file's text; LayoutError with the reason when it cannot be one."""
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise LayoutError(LayoutFiles.tr("no such file")) from None
    except IsADirectoryError:
        raise LayoutError(LayoutFiles.tr("is a folder, not a file")) from None
    except NotARegularFile as e:  # a FIFO or a device: read, it would never end
        raise LayoutError(e.strerror) from None
    except OSError as e:
        raise LayoutError(LayoutFiles.tr("cannot read: {reason}").format(reason=e.strerror or str(e))) from None
    if len(data) > MAX_FILE_BYTES:
        raise LayoutError(LayoutFiles.tr("larger than {megabytes} MB: not a layout").format(
            megabytes=MAX_FILE_BYTES // (1024 * 1024)))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise LayoutError(LayoutFiles.tr("not UTF-8 text (byte {byte})").format(byte=e.start)) from None


# --- Our own layout files ------------------------------------------------------------------------


def load_layout(path: str | Path) -> Layout:
    """The layout in one file; its id is the file name without `.json` (bytes of a name that are not
    UTF-8 read `\\xff`, so the id can be shown, saved and recorded)."""
    path = Path(path)
    return layout_from_text(shown_name(path.stem), read_text(path), path)


def layout_files(folder: Path) -> list[Path]:
    """The layout files of one folder, in name order; OSError if it cannot be listed."""
    return sorted(p for p in folder.iterdir() if p.suffix.lower() == ".json" and not p.name.startswith("."))


def layout_dirs() -> list[Path]:
    """Where layouts are found, in order of precedence: the shipped ones, then the player's."""
    return [SHIPPED_DIR, paths.user_layouts_dir()]


def load_layouts(dirs: Iterable[str | Path] | None = None) -> tuple[list[Layout], list[str]]:
    """Every `*.json` layout in the folders (default: `layout_dirs()`), and one `file: reason`
    line per file refused.

    Folders come in order of precedence: an id already taken by an earlier folder (the shipped
    one comes first) is refused, never silently replaced, so records kept under it stay right.
    A missing folder is simply empty.
    """
    layouts: list[Layout] = []
    errors: list[Text] = []
    seen: dict[str, Path] = {}
    for folder in layout_dirs() if dirs is None else dirs:
        folder = Path(folder)
        try:
            files = layout_files(folder)
        except FileNotFoundError:
            continue
        except OSError as e:
            errors.append(LayoutFiles.tr("{folder}: cannot read the folder: {reason}").format(
                folder=folder, reason=e.strerror or str(e)))
            continue
        for path in files:
            try:
                layout = load_layout(path)
            except LayoutError as e:
                errors.append(_FILE_REASON.format(file=shown_name(path.name), reason=message(e)))
                continue
            if layout.id in seen:
                errors.append(LayoutFiles.tr("{file}: id {id} is already used by {other}; rename the file").format(
                    file=shown_name(path.name), id=repr(layout.id), other=shown_name(seen[layout.id])))
                continue
            seen[layout.id] = path
            layouts.append(layout)
    return layouts, errors


def folder_signature(dirs: Sequence[Path]) -> tuple:
    """Changes whenever a layout file is added, removed or rewritten."""
    sig = []
    for folder in dirs:
        try:
            for path in layout_files(folder):
                st = path.stat()
                sig.append((str(path), st.st_mtime_ns, st.st_size))
        except OSError:
            sig.append((str(folder), None, None))
    return tuple(sig)


class LayoutFolders:
    """The layouts of the layout folders (`layout_dirs()`), read again whenever a file there changes."""

    def __init__(self) -> None:
        self._loaded: tuple[tuple, list[Layout], list[str]] | None = None
        self._found: dict[str, tuple[tuple, Layout]] = {}  # before the full read: id -> (file signature, layout)

    def layouts(self) -> tuple[list[Layout], list[str]]:
        dirs = layout_dirs()
        signature = folder_signature(dirs)
        if self._loaded is None or self._loaded[0] != signature:
            layouts, errors = load_layouts(dirs)
            self._loaded = (signature, layouts, errors)
            self._found.clear()
        return list(self._loaded[1]), list(self._loaded[2])

    def layout(self, layout_id: str) -> Layout | None:
        """The layout of that id, found cheaply; None leaves the answer to `layouts()`.

        Before the first full read, a start needs one layout, not the whole library: its file is
        found by id, in precedence order.
        """
        if self._loaded is not None:
            return None
        for folder in layout_dirs():
            try:
                path = next((p for p in layout_files(folder) if p.stem == layout_id), None)
            except OSError:
                return None
            if path is not None:
                return self._found_layout(layout_id, path)
        return None

    def _found_layout(self, layout_id: str, path: Path) -> Layout | None:
        """The layout in that file, read again only when the file changed: a start asks for it twice."""
        try:
            st = path.stat()
            signature = (path, st.st_mtime_ns, st.st_size)
            found = self._found.get(layout_id)
            if found is None or found[0] != signature:
                found = self._found[layout_id] = (signature, load_layout(path))
        except (OSError, LayoutError):
            return None  # the full read reports it as the menus would
        return found[1]


def use_layout_folders() -> None:
    """Makes the Mahjong engine play the layouts of the layout folders (once; later calls keep that library)."""
    from qtsolitaire.engine.mahjong.game import ENGINE

    if not isinstance(ENGINE.library, LayoutFolders):
        ENGINE.library = LayoutFolders()


# --- Other programs' files -----------------------------------------------------------------------


def source_file(path: Path) -> Path:
    """The file that holds the tiles: for a KMahjongg `.desktop` file, the layout it names."""
    if path.suffix.lower() != ".desktop":
        return path
    from qtsolitaire.engine.mahjong import importers  # only importing needs them (and XML): not at start-up

    entry = importers.desktop_entry(read_text(path))
    file_name = entry.get("FileName")
    if not file_name:
        raise LayoutError(LayoutFiles.tr("not a KMahjongg layout description: it has no [KMahjonggLayout] "
                                         "FileName= line"))
    name = Path(file_name).name
    if name in ("", ".", ".."):
        raise LayoutError(LayoutFiles.tr("FileName={name} names no file").format(name=quoted(file_name)))
    return path.with_name(name)


def kmahjongg_name(layout_path: Path) -> str:
    """The name KMahjongg shows: its companion `.desktop` file's, or one made from the file name."""
    from qtsolitaire.engine.mahjong import importers

    companion = layout_path.with_suffix(".desktop")
    try:
        entry = importers.desktop_entry(read_text(companion))
    except LayoutError:
        entry = {}
    describes = Path(entry.get("FileName", layout_path.name)).name == layout_path.name
    if describes and entry.get("Name"):
        return entry["Name"]
    return importers.name_from_file_name(shown_name(layout_path.stem))


def read_import_file(path: str | Path) -> ImportResult:
    """The layouts in one file of any known kind; LayoutError when nothing in it can be used."""
    from qtsolitaire.engine.mahjong import importers

    described = Path(path)
    path = source_file(described)
    try:
        text = read_text(path)
    except LayoutError as e:
        if path == described:
            raise
        raise LayoutError(LayoutFiles.tr("FileName={name}: {reason}").format(
            name=shown_name(path.name), reason=message(e))) from None
    kind = importers.file_kind(path.name, text)
    if kind == "gnome":
        return importers.parse_gnome_map(text)
    if kind == "qtsolitaire":
        layout = layout_from_text(shown_name(path.stem), text)
        return importers.ImportResult((importers.ImportedLayout(layout.name, layout.positions, layout.stars),))
    return importers.ImportResult((importers.parse_kmahjongg(text, kmahjongg_name(path)),))
