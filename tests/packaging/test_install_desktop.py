"""`qtsolitaire-cli install-desktop`: what lands in the XDG data folder and what leaves it again."""

import os
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from qtsolitaire import APP_ID, cli
from qtsolitaire.desktop import (
    DESKTOP_ENTRY,
    ICON_SIZES,
    SOURCE_DIR,
    desktop_entry_for,
    exec_argument,
    find_gui_script,
    install,
    installed_files,
)

EXPECTED = {
    f"applications/{APP_ID}.desktop",
    f"metainfo/{APP_ID}.metainfo.xml",
    f"icons/hicolor/scalable/apps/{APP_ID}.svg",
    *(f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png" for size in ICON_SIZES),
}


def files_under(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if not path.is_dir()}


def exec_lines(desktop_file: Path) -> list[str]:
    return [line[len("Exec="):] for line in desktop_file.read_text().splitlines() if line.startswith("Exec=")]


@pytest.fixture
def launcher(tmp_path, monkeypatch):
    """A bin folder holding qtsolitaire-cli and qtsolitaire, as pip installs them; the CLI runs from it."""
    bin_dir = tmp_path / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    for name in ("qtsolitaire", "qtsolitaire-cli"):
        (bin_dir / name).write_text("#!/bin/sh\n")
        (bin_dir / name).chmod(0o755)
    monkeypatch.setattr("sys.argv", [str(bin_dir / "qtsolitaire-cli"), "install-desktop"])
    return bin_dir / "qtsolitaire"


def test_install_then_uninstall_touches_exactly_the_expected_files(tmp_path, launcher, capsys):
    prefix = tmp_path / "share"
    assert cli.main(["install-desktop", "--prefix", str(prefix)]) == 0
    assert files_under(prefix) == EXPECTED
    assert capsys.readouterr().out.count("installed ") == len(EXPECTED)
    for source, relative in installed_files().items():
        if relative.suffix != ".desktop":
            assert (prefix / relative).read_bytes() == source.read_bytes()

    assert cli.main(["install-desktop", "--prefix", str(prefix), "--uninstall"]) == 0
    assert files_under(prefix) == set()
    assert capsys.readouterr().out.count("removed ") == len(EXPECTED)


def test_installed_entry_launches_the_installed_script(tmp_path, launcher):
    prefix = tmp_path / "share"
    assert cli.main(["install-desktop", "--prefix", str(prefix)]) == 0
    lines = exec_lines(prefix / "applications" / DESKTOP_ENTRY)
    assert lines == [str(launcher)] + [f"{launcher} --game {game}" for game in ("mahjong", "pyramid", "mjklondike")]
    for line in lines:
        program = Path(shlex.split(line)[0])
        assert program.is_file() and os.access(program, os.X_OK)


def test_install_from_this_environment_points_at_its_script(tmp_path):
    script = find_gui_script()
    if script is None:
        pytest.skip("the qtsolitaire launcher is not installed in this environment (pip install -e . installs it)")
    prefix = tmp_path / "share"
    assert cli.main(["install-desktop", "--prefix", str(prefix)]) == 0
    program = Path(shlex.split(exec_lines(prefix / "applications" / DESKTOP_ENTRY)[0])[0])
    assert program == script and os.access(program, os.X_OK)


def test_reinstall_overwrites_and_uninstall_of_nothing_is_harmless(tmp_path, launcher, capsys):
    prefix = tmp_path / "share"
    install(prefix, launcher)
    install(prefix, launcher)
    assert files_under(prefix) == EXPECTED
    assert cli.main(["install-desktop", "--prefix", str(prefix), "--uninstall"]) == 0
    capsys.readouterr()
    assert cli.main(["install-desktop", "--prefix", str(prefix), "--uninstall"]) == 0
    assert "nothing of qtsolitaire installed here" in capsys.readouterr().out


def test_unwritable_prefix_is_a_clear_message(tmp_path, launcher, capsys):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    assert cli.main(["install-desktop", "--prefix", str(blocker)]) == 1
    error = capsys.readouterr().err
    assert str(blocker) in error and "Traceback" not in error


def test_missing_launcher_is_a_clear_message(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr("qtsolitaire.desktop.find_gui_script", lambda: None)
    assert cli.main(["install-desktop", "--prefix", str(tmp_path / "share")]) == 1
    assert "launcher not found" in capsys.readouterr().err
    assert not (tmp_path / "share").exists()


@pytest.mark.parametrize(
    ("path", "written"),
    [
        ("/usr/bin/qtsolitaire", "/usr/bin/qtsolitaire"),
        ("/home/ann/my games/qtsolitaire", '"/home/ann/my games/qtsolitaire"'),
        ("/opt/$HOME/q", '"/opt/\\\\$HOME/q"'),
        ("/opt/100%/q", "/opt/100%%/q"),
    ],
)
def test_exec_paths_are_quoted_as_the_specification_asks(path, written):
    assert exec_argument(Path(path)) == written


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_installed_entry_validates_even_with_an_awkward_path(tmp_path):
    awkward = tmp_path / "my $games (100%)" / "qtsolitaire"
    entry = tmp_path / DESKTOP_ENTRY
    entry.write_text(desktop_entry_for(awkward))
    result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_every_shipped_desktop_file_is_installed():
    assert {path.resolve() for path in SOURCE_DIR.rglob("*") if path.is_file()} == {
        source.resolve() for source in installed_files()
    }
