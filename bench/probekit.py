"""How bench/hostile.py runs a case: a probe process (the window, offscreen, or a CLI verb) in a fresh
QTSOLITAIRE_HOME, timed and measured (its peak memory and its children's, from wait4), killed if it hangs, under a
private mount where the case needs one; then the case's check on what is left in the home.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
HUNG = 15.0
TIME_LIMIT, MEMORY_LIMIT_MB = 2.0, 150

# The window, offscreen: it prints WINDOW-UP (and the moment) once its first frame has settled, then quits as a
# player would. Its first argument says how it ends: "quit" at once, "linger" two seconds later (the tile cache is
# written 1.5 s after the board settles), "term" by sending itself SIGTERM, as a desktop logout does.
WINDOW = """
import os, signal, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from qtsolitaire import app
from qtsolitaire.ui.main_window import MainWindow
ending = sys.argv.pop(1)
settle = MainWindow._settle
def settled(window):
    settle(window)
    c = window.controller
    print("WINDOW-UP", time.monotonic(), c.game.id if c else None, c.deal if c else None, flush=True)
    def quit():
        window.close()
        QApplication.instance().quit()
    if ending == "term":
        os.kill(os.getpid(), signal.SIGTERM)
    elif ending == "linger":
        QTimer.singleShot(2000, quit)
    else:
        quit()
MainWindow._settle = settled
sys.exit(app.main(sys.argv[1:]))
"""

# Holds the records book with an exclusive lock until its stdin closes, as a database browser mid-change would.
LOCKER = """
import sqlite3, sys
book = sqlite3.connect(sys.argv[1], isolation_level=None)
book.execute("PRAGMA locking_mode = EXCLUSIVE")
book.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()
"""


@dataclass
class Probe:
    argv: list[str]
    env: dict[str, str] = field(default_factory=dict)


@dataclass
class Result:
    code: int | None  # None: hung and killed
    out: str
    err: str
    seconds: float  # until the window came up, for the window; until the end, for the rest
    peak_mb: float


@dataclass
class Case:
    name: str
    item: int
    what: str
    prepare: Callable[[Path], Probe]
    check: Callable[[Path, Result], str | None]  # None when every promise held, else what broke
    mount: str | None = None  # "small-disk" or "read-only": run the probe under a private mount
    cleanup: list[Callable[[], None]] = field(default_factory=list)


def python(*args: str) -> list[str]:
    return [sys.executable, *args]


def cli(*args: str) -> list[str]:
    return python("-m", "qtsolitaire.cli", *args)


def window(*args: str, ending: str = "quit") -> list[str]:
    return python("-c", WINDOW, ending, *args)


SMALL_DISK_INSIDE = """
set -e
mount -t tmpfs -o size=1m tmpfs "$HOME_DIR"
cp -a "$SEED"/. "$HOME_DIR"/
head -c 600k /dev/zero > "$HOME_DIR/filler"  # other files of the player: some 300 kB stay free
"$@" || echo "EXIT $?"
echo "PART-FILES $(find "$HOME_DIR" -name '*.part' | wc -l)"
python_kept=$("$PY" -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(c.execute('select count(*) from games').fetchone()[0])" "$HOME_DIR/data/records.sqlite3")
if [ "$python_kept" -ge 3 ]; then echo GAMES-KEPT; fi
"$PY" -c "import json,sys; json.load(open(sys.argv[1]))['game']['moves']" "$HOME_DIR/state/autosave.json" && echo GAME-SAVED
"""
READ_ONLY_INSIDE = 'mount --bind "$HOME_DIR" "$HOME_DIR" && mount -o remount,bind,ro "$HOME_DIR" && exec "$@"'


def can_unshare() -> bool:
    if os.geteuid() != 0 or not shutil.which("unshare"):
        return False
    return subprocess.run(["unshare", "--mount", "true"], capture_output=True).returncode == 0


def run_probe(probe: Probe, home: Path, mount: str | None) -> Result:
    env = dict(os.environ, QTSOLITAIRE_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])), **probe.env)
    argv = probe.argv
    if mount == "small-disk":
        seed_copy = Path(tempfile.mkdtemp(prefix="qtsolitaire-seed-"))
        shutil.copytree(home, seed_copy, dirs_exist_ok=True)
        for child in home.iterdir():
            shutil.rmtree(child) if child.is_dir() else child.unlink()
        env.update(HOME_DIR=str(home), SEED=str(seed_copy), PY=sys.executable)
        argv = ["unshare", "--mount", "sh", "-c", SMALL_DISK_INSIDE, "inside", *argv]
    elif mount == "read-only":
        env.update(HOME_DIR=str(home))
        argv = ["unshare", "--mount", "sh", "-c", READ_ONLY_INSIDE, "inside", *argv]
    out_file, err_file = tempfile.TemporaryFile(), tempfile.TemporaryFile()
    start = time.monotonic()
    process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=out_file, stderr=err_file,
                               start_new_session=True)
    code: int | None = None
    usage = None
    deadline = start + HUNG
    while time.monotonic() < deadline:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            code = os.waitstatus_to_exitcode(status)
            break
        time.sleep(0.005)
    seconds = time.monotonic() - start
    if code is None:
        os.killpg(process.pid, signal.SIGKILL)  # the probe's own process group, made for it above
        _, status, usage = os.wait4(process.pid, 0)
    process.returncode = code if code is not None else -9
    out_file.seek(0)
    err_file.seek(0)
    peak_mb = usage.ru_maxrss / 1024 if usage else 0.0
    out = out_file.read().decode("utf-8", "replace")
    up = next((line.split()[1] for line in out.splitlines() if line.startswith("WINDOW-UP")), None)
    if up is not None:
        seconds = float(up) - start  # one clock for every process: CLOCK_MONOTONIC
    return Result(code, out, err_file.read().decode("utf-8", "replace"), seconds, peak_mb)


def run_case(case: Case, unshare: bool) -> tuple[str, Result | None, str]:
    if case.mount and not unshare:
        return "SKIP", None, "needs root and unshare(1) for a private mount"
    home = Path(tempfile.mkdtemp(prefix=f"qtsolitaire-hostile-{case.name}-"))
    try:
        probe = case.prepare(home)
        result = run_probe(probe, home, case.mount)
        for cleanup in case.cleanup:  # a lock released, a first window closed: then the home is examined
            cleanup()
        case.cleanup.clear()
        if result.code is None:
            return "FAIL", result, f"hung: killed after {HUNG:.0f} s"
        broken = case.check(home, result)
        if broken is None and result.seconds > TIME_LIMIT:
            broken = f"took {result.seconds:.2f} s (limit {TIME_LIMIT:.0f} s)"
        if broken is None and result.peak_mb > MEMORY_LIMIT_MB:
            broken = f"peak {result.peak_mb:.0f} MB (limit {MEMORY_LIMIT_MB} MB)"
        return ("PASS" if broken is None else "FAIL"), result, broken or ""
    finally:
        for cleanup in case.cleanup:
            cleanup()
        case.cleanup.clear()
        shutil.rmtree(home, ignore_errors=True)
