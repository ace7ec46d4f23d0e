"""The shipped .desktop entry, AppStream metainfo and icons."""

import configparser
import importlib.util
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from qtsolitaire import APP_ID, __version__
from qtsolitaire.desktop import DESKTOP_ENTRY, ICON_SIZES, METAINFO, SCALABLE_ICON, SOURCE_DIR, png_icon
from qtsolitaire.engine.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]


def desktop_entry() -> configparser.ConfigParser:
    entry = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    entry.optionxform = str
    entry.read(SOURCE_DIR / DESKTOP_ENTRY, encoding="utf-8")
    return entry


def render_icons_module():
    spec = importlib.util.spec_from_file_location("render_icons", ROOT / "tools" / "render_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_packaging_linux_is_the_shipped_folder():
    assert (ROOT / "packaging" / "linux").resolve() == SOURCE_DIR.resolve()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_desktop_entry_validates():
    result = subprocess.run(
        ["desktop-file-validate", str(SOURCE_DIR / DESKTOP_ENTRY)], capture_output=True, text=True, timeout=30
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_metainfo_validates():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(SOURCE_DIR / METAINFO)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_entry_offers_an_action_per_game():
    entry = desktop_entry()
    main = entry["Desktop Entry"]
    assert main["Icon"] == APP_ID
    assert main["Exec"] == "qtsolitaire"
    assert main["Categories"].split(";")[:3] == ["Game", "CardGame", "BoardGame"]
    assert main["Actions"].rstrip(";").split(";") == [game.id for game in GAMES]
    for game in GAMES:
        action = entry[f"Desktop Action {game.id}"]
        assert action["Name"] == str(game.name)
        assert action["Exec"] == f"qtsolitaire --game {game.id}"


def test_metainfo_names_this_app_and_its_current_release():
    component = ET.parse(SOURCE_DIR / METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == DESKTOP_ENTRY
    assert component.findtext("name") == desktop_entry()["Desktop Entry"]["Name"]
    newest = component.find("releases/release")
    assert newest.get("version") == __version__


def test_icons_exist_at_every_size_with_transparent_corners():
    assert (SOURCE_DIR / SCALABLE_ICON).is_file()
    for size in ICON_SIZES:
        image = QImage(str(SOURCE_DIR / png_icon(size)))
        assert not image.isNull(), png_icon(size)
        assert (image.width(), image.height()) == (size, size), png_icon(size)
        assert image.hasAlphaChannel()
        assert image.pixelColor(0, 0).alpha() == 0 and image.pixelColor(size - 1, 0).alpha() == 0


def test_pngs_are_rendered_from_the_current_svg(qapp):
    render = render_icons_module().render
    for size in ICON_SIZES:
        committed = QImage(str(SOURCE_DIR / png_icon(size))).convertToFormat(QImage.Format.Format_ARGB32)
        fresh = render(size)
        # Byte by byte over ARGB channels: a tolerance for antialiasing differences between Qt versions.
        pairs = zip(committed.constBits().tobytes(), fresh.constBits().tobytes())
        differing = sum(1 for a, b in pairs if abs(a - b) > 24)
        assert differing <= size * size * 4 // 100, f"{png_icon(size)}: stale, run tools/render_icons.py"
