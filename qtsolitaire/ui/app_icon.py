"""The program's icon, read from the PNGs shipped for the desktop (resources/desktop/icons/hicolor)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from qtsolitaire import APP_ID
from qtsolitaire.shipped import shipped_folder


def app_icon() -> QIcon:
    """Every shipped size, each read only when a size near it is drawn."""
    icon = QIcon()
    for png in sorted((shipped_folder("resources") / "desktop" / "icons" / "hicolor").glob(f"*x*/apps/{APP_ID}.png")):
        side = int(png.parts[-3].partition("x")[0])
        icon.addFile(str(png), QSize(side, side))
    return icon
