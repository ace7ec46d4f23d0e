"""Where the files shipped with the program are: the layouts and the art (tiles, cards, desktop files).

They live at the top of the checkout, `layouts/` and `resources/`. A wheel (pyproject.toml maps them in)
and the PyInstaller bundle (packaging/pyinstaller) carry them inside the package as `qtsolitaire/_data/`.
A checkout, `make run` and an editable install have no `_data`: they read the top-level folders.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
BUNDLED = PACKAGE / "_data"
CHECKOUT = PACKAGE.parent
FOLDERS = ("layouts", "resources")


def shipped_folder(name: str) -> Path:
    """The shipped folder `name` ("layouts" or "resources"), wherever this copy of the program keeps it."""
    if name not in FOLDERS:
        raise ValueError(f"no shipped folder {name!r}; there are {', '.join(FOLDERS)}")
    bundled = BUNDLED / name
    return bundled if bundled.is_dir() else CHECKOUT / name
