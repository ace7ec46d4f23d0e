"""The wheel carries the top-level layouts/ and resources/ inside the package, and an installed copy finds them;
built where a C compiler is found, it carries the compiled dives too."""

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from qtsolitaire.engine.mjklondike import win_search
from qtsolitaire.shipped import CHECKOUT, FOLDERS

BUILD_INPUTS = ("pyproject.toml", "README.md", "qtsolitaire", *FOLDERS)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built offline from a copy of the checkout (the checkout gets no build/ or egg-info)."""
    source = tmp_path_factory.mktemp("source")
    for name in BUILD_INPUTS:
        if (CHECKOUT / name).is_dir():
            shutil.copytree(CHECKOUT / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        else:
            shutil.copy2(CHECKOUT / name, source / name)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(source)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("qtsolitaire-*.whl")
    return built


def checkout_files(folder: str) -> set[str]:
    root = CHECKOUT / folder
    return {path.relative_to(CHECKOUT).as_posix() for path in root.rglob("*") if path.is_file()}


def test_the_wheel_holds_every_layout_and_every_piece_of_art(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder in FOLDERS:
        shipped = checkout_files(folder)
        missing = sorted(name for name in shipped if f"qtsolitaire/_data/{name}" not in names)
        assert not missing, missing
    assert sum(name.endswith(".json") for name in checkout_files("layouts")) >= 5
    assert sum(name.endswith(".svg") for name in checkout_files("resources")) >= 190
    assert sum(name.endswith(".qm") for name in checkout_files("resources")) >= 2  # the translations


def test_the_wheel_holds_every_module_of_the_package(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = {p.relative_to(CHECKOUT).as_posix() for p in (CHECKOUT / "qtsolitaire").rglob("*.py")}
    missing = sorted(modules - names)
    assert not missing, f"add their packages to [tool.setuptools] packages in pyproject.toml: {missing}"


@pytest.mark.skipif(win_search._compiled is None, reason="this checkout was built without a C compiler")
def test_the_wheel_carries_the_compiled_dives_where_a_compiler_is_found(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert any(name.startswith("qtsolitaire/engine/mjklondike/_dives.") for name in names)


def test_an_installed_wheel_plays_its_own_layouts_and_art(wheel, tmp_path):
    """Unpacked as pip installs it, away from the checkout: the CLI lists the shipped layouts from _data."""
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    env = {**os.environ, "PYTHONPATH": str(site), "QTSOLITAIRE_HOME": str(tmp_path / "home")}
    probe = (
        "from qtsolitaire.shipped import shipped_folder;"
        "from qtsolitaire.ui.art.themes import RESOURCES;"
        "from qtsolitaire.ui.language import translations_folder;"
        "print(shipped_folder('layouts'));print(RESOURCES);print(sorted(translations_folder().glob('*.qm'))[0])"
    )
    found = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert found.stdout.split() == [str(site / "qtsolitaire/_data/layouts"), str(site / "qtsolitaire/_data/resources"),
                                    str(site / "qtsolitaire/_data/resources/translations/qtsolitaire_de.qm")]
    listed = subprocess.run(
        [sys.executable, "-m", "qtsolitaire.cli", "layouts", "list"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert listed.returncode == 0, listed.stderr
    assert len(listed.stdout.splitlines()) == 1 + len(list((CHECKOUT / "layouts").glob("*.json")))
