"""Folders for settings, records, the running game and user layouts.

QTSOLITAIRE_HOME puts all of them under one folder: for tests and portable installs. On Linux the XDG base
directories are read here, as platformdirs reads them; it is loaded only for other systems and for a home it
would have to look up: importing it was ~11 M instructions, about 1 % of every start.
"""

from __future__ import annotations

import os
import posixpath
import sys
from pathlib import Path

APP_NAME = "qtsolitaire"
XDG_FOLDERS = {  # platformdirs' name for each: the XDG variable, and the folder in the home when it is not set
    "user_config_dir": ("XDG_CONFIG_HOME", ".config"),
    "user_data_dir": ("XDG_DATA_HOME", ".local/share"),
    "user_state_dir": ("XDG_STATE_HOME", ".local/state"),
    "user_cache_dir": ("XDG_CACHE_HOME", ".cache"),
}


def _home() -> Path | None:
    home = os.environ.get("QTSOLITAIRE_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else _platform_dir("user_config_dir")


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else _platform_dir("user_data_dir")


def state_dir() -> Path:
    home = _home()
    return home / "state" if home else _platform_dir("user_state_dir")


def user_layouts_dir() -> Path:
    return data_dir() / "layouts"


def cache_dir() -> Path:
    """Rendered art kept between runs; anything here may be deleted at any time."""
    home = _home()
    return home / "cache" if home else _platform_dir("user_cache_dir")


def _platform_dir(kind: str) -> Path:
    if sys.platform == "linux" and "ANDROID_DATA" not in os.environ:
        variable, in_home = XDG_FOLDERS[kind]
        base = os.environ.get(variable, "")
        if not posixpath.isabs(base):  # the XDG rule: a relative path is ignored
            home = os.environ.get("HOME", "")
            base = home.rstrip("/") + "/" + in_home if posixpath.isabs(home) else ""
        if base:
            return Path(base, APP_NAME)
    import platformdirs

    return Path(getattr(platformdirs, kind)(APP_NAME, appauthor=False))
