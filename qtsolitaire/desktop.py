"""Desktop integration: install the .desktop entry, AppStream metainfo and hicolor icons for one user.

The files ship in resources/desktop (packaging/linux points there), laid out as they are installed
under an XDG data folder, so distribution packagers and `qtsolitaire-cli install-desktop` use the same files.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import sysconfig
from pathlib import Path

from qtsolitaire import APP_ID
from qtsolitaire.shipped import shipped_folder

ICON_SIZES = (16, 32, 48, 64, 128, 256)
GUI_SCRIPT = "qtsolitaire"
SOURCE_DIR = shipped_folder("resources") / "desktop"
DESKTOP_ENTRY = f"{APP_ID}.desktop"
METAINFO = f"{APP_ID}.metainfo.xml"
SCALABLE_ICON = Path("icons", "hicolor", "scalable", "apps", f"{APP_ID}.svg")

# Characters that force an Exec argument into double quotes (Desktop Entry Specification, "The Exec key").
_EXEC_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


class DesktopInstallError(Exception):
    """Installation cannot proceed; the message is meant for the user."""


def png_icon(size: int) -> Path:
    return Path("icons", "hicolor", f"{size}x{size}", "apps", f"{APP_ID}.png")


def installed_files() -> dict[Path, Path]:
    """Source file -> its path relative to the XDG data folder."""
    files = {
        SOURCE_DIR / DESKTOP_ENTRY: Path("applications", DESKTOP_ENTRY),
        SOURCE_DIR / METAINFO: Path("metainfo", METAINFO),
        SOURCE_DIR / SCALABLE_ICON: SCALABLE_ICON,
    }
    files.update({SOURCE_DIR / png_icon(size): png_icon(size) for size in ICON_SIZES})
    return files


def default_prefix() -> Path:
    data_home = os.environ.get("XDG_DATA_HOME")
    return Path(data_home) if data_home else Path.home() / ".local" / "share"


def find_gui_script() -> Path | None:
    """The `qtsolitaire` launcher of the environment this package runs from, if it is installed."""
    names = [GUI_SCRIPT + ".exe", GUI_SCRIPT] if os.name == "nt" else [GUI_SCRIPT]
    folders = [Path(sys.argv[0]).parent] if Path(sys.argv[0]).name.startswith(GUI_SCRIPT) else []
    folders += [Path(sysconfig.get_path("scripts"))]
    folders += [Path(sysconfig.get_path("scripts", sysconfig.get_preferred_scheme("user")))]
    for folder in folders:
        for name in names:
            candidate = folder / name
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return candidate.absolute()
    found = shutil.which(GUI_SCRIPT)
    return Path(found).absolute() if found else None


def exec_argument(path: Path) -> str:
    """`path` written as the program of an Exec key: quoted and escaped as the specification asks."""
    text = str(path)
    if "\n" in text:
        raise DesktopInstallError(f"{text!r}: a program path with a line break cannot go in a desktop entry")
    if _EXEC_RESERVED.intersection(text):
        text = '"' + "".join("\\" + c if c in '"`$\\' else c for c in text) + '"'
    # The string-value escape applies on top of the quoting, and % introduces field codes.
    return text.replace("\\", "\\\\").replace("%", "%%")


def desktop_entry_for(script: Path) -> str:
    """The shipped desktop entry with every Exec key launching `script`."""
    lines = []
    for line in (SOURCE_DIR / DESKTOP_ENTRY).read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            program, _, arguments = line[len("Exec="):].partition(" ")
            if program != GUI_SCRIPT:
                raise DesktopInstallError(f"{DESKTOP_ENTRY}: Exec must start with {GUI_SCRIPT}: {line}")
            line = "Exec=" + " ".join(filter(None, (exec_argument(script), arguments)))
        lines.append(line)
    return "\n".join(lines) + "\n"


def install(prefix: Path, script: Path) -> list[Path]:
    """Copy the desktop files under `prefix`; returns the paths written."""
    written = []
    for source, relative in installed_files().items():
        target = prefix / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if relative.name == DESKTOP_ENTRY:
            target.write_text(desktop_entry_for(script), encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    # Icon caches compare the theme folder's time with their own, so a fresh icon is seen without a cache rebuild.
    os.utime(prefix / "icons" / "hicolor")
    return written


def uninstall(prefix: Path) -> list[Path]:
    """Remove what `install` wrote under `prefix` (folders stay: they are shared); returns the paths removed."""
    removed = []
    for relative in installed_files().values():
        target = prefix / relative
        if target.is_file():
            target.unlink()
            removed.append(target)
    return removed


def add_parser(verbs: argparse._SubParsersAction) -> None:
    parser = verbs.add_parser(
        "install-desktop",
        help="add qtsolitaire to the desktop's application menu for the current user",
        description="Install the desktop entry, AppStream metainfo and icons under an XDG data folder.",
    )
    parser.add_argument(
        "--prefix", type=Path, default=None, help="XDG data folder (default: $XDG_DATA_HOME or ~/.local/share)"
    )
    parser.add_argument("--uninstall", action="store_true", help="remove the files installed before")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    prefix = args.prefix if args.prefix is not None else default_prefix()
    try:
        if args.uninstall:
            paths = uninstall(prefix)
            if not paths:
                print(f"{prefix}: nothing of qtsolitaire installed here")
        else:
            script = find_gui_script()
            if script is None:
                raise DesktopInstallError(
                    f"{GUI_SCRIPT}: launcher not found; install the package first (pip install qtsolitaire)"
                )
            paths = install(prefix, script)
    except DesktopInstallError as error:
        print(f"qtsolitaire-cli: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"{error.filename or prefix}: {error.strerror or error}", file=sys.stderr)
        return 1
    verb = "removed" if args.uninstall else "installed"
    for path in paths:
        print(f"{verb} {path}")
    return 0
