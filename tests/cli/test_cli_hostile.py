"""The CLI as a real process, in a UTF-8 locale: named pipes, file names that are not UTF-8 and
readers that go away never hang it or end it in a traceback."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from qtsolitaire.engine.mahjong.layout import layout_to_json
from qtsolitaire.store import paths
from tests.engine.test_mahjong_importers import V11
from tests.waiting import PATIENCE_S

ROOT = Path(__file__).resolve().parents[2]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
MINI = layout_to_json("Mini", 1, [(0, 0, 0), (2, 0, 0)])


def cli(*argv, stdout=subprocess.PIPE) -> subprocess.Popen:
    env = dict(os.environ, LC_ALL="C.UTF-8", PYTHONPATH=str(ROOT))
    env.pop("PYTHONIOENCODING", None)
    return subprocess.Popen([sys.executable, "-m", "qtsolitaire.cli", *map(os.fsencode, argv)],
                            stdout=stdout, stderr=subprocess.PIPE, env=env)


def finished(process: subprocess.Popen) -> tuple[int, str, str]:
    """Exit code, output and errors; a process that hangs fails the test."""
    try:
        out, err = process.communicate(timeout=PATIENCE_S)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        pytest.fail("the command hung")
    return process.returncode, (out or b"").decode("utf-8"), err.decode("utf-8")


@needs_fifo
def test_a_fifo_in_the_layouts_folder_is_reported_not_waited_on():
    folder = paths.user_layouts_dir()
    folder.mkdir(parents=True)
    os.mkfifo(folder / "zz.json")
    (folder / "mini.json").write_text(MINI, encoding="utf-8")
    code, out, err = finished(cli("layouts", "list"))
    assert code == 0 and "mini" in out and "turtle" in out
    assert err == "zz.json: is a named pipe (FIFO), not a regular file\n"


@needs_fifo
def test_check_and_import_refuse_a_fifo_and_go_on_with_the_rest(tmp_path):
    fifo = tmp_path / "zz.json"
    os.mkfifo(fifo)
    (tmp_path / "good.layout").write_text(V11, encoding="utf-8")
    code, out, err = finished(cli("layouts", "check", fifo))
    assert code == 1 and err == f"{fifo}: is a named pipe (FIFO), not a regular file\n"
    code, out, err = finished(cli("layouts", "import", fifo, tmp_path / "good.layout"))
    assert code == 1 and err == f"{fifo}: is a named pipe (FIFO), not a regular file\n"
    assert (paths.user_layouts_dir() / "good.json").is_file()


@needs_fifo
def test_a_desktop_file_naming_a_fifo_is_refused(tmp_path):
    os.mkfifo(tmp_path / "pipe.layout")
    desktop = tmp_path / "pipe.desktop"
    desktop.write_text("[KMahjonggLayout]\nName=Pipe\nFileName=pipe.layout\n", encoding="utf-8")
    code, out, err = finished(cli("layouts", "import", desktop))
    assert code == 1 and err == f"{desktop}: FileName=pipe.layout: is a named pipe (FIFO), not a regular file\n"


def test_a_layout_file_name_that_is_not_utf8_is_listed_checked_and_shown_escaped():
    folder = paths.user_layouts_dir()
    folder.mkdir(parents=True)
    bad = os.fsencode(folder) + b"/bad-\xff.json"
    with open(bad, "w", encoding="utf-8") as handle:
        handle.write(MINI)
    code, out, err = finished(cli("layouts", "list"))
    assert code == 0 and err == ""
    assert [line.split()[:2] for line in out.splitlines() if line.startswith("bad")] == [["bad-\\xff", "Mini"]]
    code, out, err = finished(cli("layouts", "check", os.fsdecode(bad)))
    assert (code, err) == (0, "") and out == f"{folder}/bad-\\xff.json: ok, 2 tiles, layers 2\n"


def test_a_file_name_that_is_not_utf8_imports(tmp_path):
    source = os.fsencode(tmp_path) + b"/dr\xe4che.layout"
    with open(source, "w", encoding="utf-8") as handle:
        handle.write(V11)
    code, out, err = finished(cli("layouts", "import", os.fsdecode(source)))
    assert (code, err) == (0, "")
    assert out.endswith(f": 'Dr\\\\xe4che' from {tmp_path}/dr\\xe4che.layout\n")
    [made] = paths.user_layouts_dir().iterdir()
    assert made.name.isascii()


@pytest.mark.parametrize("argv", [
    ("layouts", "list"),
    ("layouts", "list", "--json"),
    ("deal", "mahjong", "--deal", "3"),
    ("stats",),
    ("solve", "mahjong", "--deals", "1"),
])
def test_every_verb_ends_quietly_when_its_reader_goes_away(argv):
    process = cli(*argv)
    process.stdout.close()  # the only reader gone before the first line is written, as `| head -0` does
    code, _, err = finished(process)
    assert (code, err) == (141, "")


def test_solve_jobs_stop_soon_when_the_reader_goes_away():
    process = cli("solve", "mahjong", "--rules", "classic-turtle", "--random", "--deals", "5000", "--jobs", "2")
    assert process.stdout.readline().split() == [b"DEAL", b"WINNABLE", b"SECONDS", b"NODES"]
    assert process.stdout.readline().split()[0] == b"1"
    process.stdout.close()  # as `| head -2` does; the other deals, minutes of work, are never started
    code, _, err = finished(process)
    assert (code, err) == (141, "")
