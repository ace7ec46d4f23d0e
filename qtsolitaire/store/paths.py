"""Folders for settings, records, the running game and user layouts.

QTSOLITAIRE_HOME puts all of them under one folder: for tests and portable installs.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "qtsolitaire"


def _home() -> Path | None:
    home = os.environ.get("QTSOLITAIRE_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def state_dir() -> Path:
    home = _home()
    return home / "state" if home else Path(platformdirs.user_state_dir(APP_NAME, appauthor=False))


def user_layouts_dir() -> Path:
    return data_dir() / "layouts"


def cache_dir() -> Path:
    """Rendered art kept between runs; anything here may be deleted at any time."""
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
