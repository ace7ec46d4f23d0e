"""SIGTERM (a desktop logout), SIGINT (Ctrl+C) and SIGHUP (its terminal closed) are a Quit: the window, the
settings and the game are saved."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from qtsolitaire.store import autosave, paths
from tests.ui.conftest import new_window, play_pairs, write_user_layout
from tests.ui.test_hostile_files import SPREAD
from tests.waiting import PATIENCE_S

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("name", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_signal_saves_the_window_the_settings_and_the_game_as_quit_does(qtbot, name):
    write_user_layout("spread", SPREAD)
    first = new_window(qtbot)
    first.start_game("mahjong", "spread", 5)
    play_pairs(first.controller, 1)
    first.close()
    moves = json.loads((paths.state_dir() / autosave.FILE_NAME).read_text())["game"]["moves"]
    settings = paths.config_dir() / "settings.json"
    assert "window_geometry" in json.loads(settings.read_text())
    settings.unlink()

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    app = subprocess.Popen([sys.executable, "-m", "qtsolitaire"], env=env, stderr=subprocess.PIPE)
    deadline = time.monotonic() + PATIENCE_S
    while not settings.exists():  # written once the resumed game is in the window
        assert app.poll() is None and time.monotonic() < deadline, "the app did not come up"
        time.sleep(0.05)
    time.sleep(1.2)  # the resumed game's clock runs on
    app.send_signal(getattr(signal, name))
    try:
        _, errors = app.communicate(timeout=PATIENCE_S)
    finally:
        app.kill()

    assert app.returncode == 0 and b"Traceback" not in errors
    document = json.loads(settings.read_text())
    assert document["window_geometry"] and document["last_game"] == "mahjong"
    game = json.loads((paths.state_dir() / autosave.FILE_NAME).read_text())["game"]
    assert game["moves"] == moves and game["seconds"] >= 1
