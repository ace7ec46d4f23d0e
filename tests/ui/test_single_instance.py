import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket

from qtsolitaire.ui.single_instance import SingleInstance, lock_path, server_name
from tests.waiting import PATIENCE_MS, PATIENCE_S

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def first(qapp):
    instance = SingleInstance()
    assert instance.claim([])
    instance.listen()
    assert instance.wait_until_listening(PATIENCE_S)
    yield instance
    instance.close()


def test_second_launch_hands_its_arguments_to_the_first(qtbot, first):
    with qtbot.waitSignal(first.arguments_received, timeout=PATIENCE_MS) as received:
        assert not SingleInstance().claim(["--game", "pyramid", "--deal", "7"])
    assert received.args == [["--game", "pyramid", "--deal", "7"]]


def test_arguments_survive_any_characters(qtbot, first):
    arguments = ["--layout", "my layout ✓ \"quoted\"\nnext line", ""]
    with qtbot.waitSignal(first.arguments_received, timeout=PATIENCE_MS) as received:
        assert not SingleInstance().claim(arguments)
    assert received.args == [arguments]


def test_second_process_exits_zero_after_handing_over(qtbot, first):
    script = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from qtsolitaire.ui.single_instance import SingleInstance\n"
        "app = QCoreApplication([])\n"
        "sys.exit(0 if not SingleInstance().claim(sys.argv[1:]) else 3)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with qtbot.waitSignal(first.arguments_received, timeout=PATIENCE_MS) as received:
        child = subprocess.Popen([sys.executable, "-c", script, "--game", "mjklondike"], env=env)
    assert child.wait(timeout=PATIENCE_S) == 0
    assert received.args == [["--game", "mjklondike"]]


def test_the_name_separates_users_homes(monkeypatch, tmp_path):
    name = server_name()
    assert name == server_name()
    monkeypatch.setenv("QTSOLITAIRE_HOME", str(tmp_path / "portable"))
    assert server_name() != name
    monkeypatch.setenv("USER", "someone-else")
    monkeypatch.setenv("LOGNAME", "someone-else")
    assert "someone-else" in server_name()


def test_the_name_is_free_again_when_the_first_closes(qapp):
    first = SingleInstance()
    assert first.claim([])
    first.close()
    again = SingleInstance()
    assert again.claim([])
    again.listen()
    assert again.wait_until_listening(PATIENCE_S)
    again.close()


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="stale socket files exist only with Unix sockets")
def test_a_stale_socket_from_a_crash_is_replaced(qtbot, qapp):
    name = server_name()
    from PySide6.QtCore import QDir

    path = os.path.join(QDir.tempPath(), name)  # where Qt keeps its local sockets
    crashed = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    crashed.bind(path)  # bound, never listening: what a killed instance leaves behind
    crashed.close()
    assert os.path.exists(path)

    instance = SingleInstance()
    try:
        assert instance.claim([])
        instance.listen()
        assert instance.wait_until_listening(PATIENCE_S)
        with qtbot.waitSignal(instance.arguments_received, timeout=PATIENCE_MS) as received:
            assert not SingleInstance().claim(["--game", "mahjong"])
        assert received.args == [["--game", "mahjong"]]
    finally:
        instance.close()


def test_garbage_is_ignored_and_the_next_launch_still_gets_through(qtbot, first):
    for garbage in (b"not json\n", b'{"arguments": [1, 2]}\n', b"[]\n"):
        sender = QLocalSocket()
        sender.connectToServer(first.name)
        assert sender.waitForConnected(3000)
        sender.write(garbage)
        assert sender.waitForBytesWritten(3000)
        with qtbot.assertNotEmitted(first.arguments_received, wait=100):
            qtbot.waitUntil(lambda s=sender: s.state() == QLocalSocket.LocalSocketState.UnconnectedState,
                            timeout=PATIENCE_MS)
    with qtbot.waitSignal(first.arguments_received, timeout=PATIENCE_MS) as received:
        assert not SingleInstance().claim(["--game", "pyramid"])
    assert received.args == [["--game", "pyramid"]]


def test_claiming_before_the_application_exists_is_refused():
    script = (
        "from qtsolitaire.ui.single_instance import SingleInstance\n"
        "try:\n"
        "    SingleInstance().claim([])\n"
        "except RuntimeError as error:\n"
        "    print(error)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                            timeout=PATIENCE_S)
    assert "needs the QApplication" in result.stdout, result.stderr


def test_a_held_server_serves_once_released(qapp):
    instance = SingleInstance()
    try:
        assert instance.claim([])
        instance.listen(hold=60)
        assert not instance.wait_until_listening(0.3)  # held: the first frame is being drawn
        instance.release()
        assert instance.wait_until_listening(PATIENCE_S)
    finally:
        instance.close()


def test_a_held_server_serves_after_its_hold_even_if_never_released(qtbot, qapp):
    """A window stuck before it settles never releases: a launch meanwhile is still handed over."""
    instance = SingleInstance()
    try:
        assert instance.claim([])
        instance.listen(hold=0.5)
        with qtbot.waitSignal(instance.arguments_received, timeout=PATIENCE_MS) as received:
            assert not SingleInstance().claim(["--deal", "4"])
        assert received.args == [["--deal", "4"]]
    finally:
        instance.close()


def test_closing_a_held_server_does_not_wait_out_its_hold(qapp):
    import time

    instance = SingleInstance()
    assert instance.claim([])
    instance.listen(hold=60)
    start = time.monotonic()
    instance.close()
    assert time.monotonic() - start < 10


def test_a_launch_while_the_first_is_still_starting_waits_for_it(qtbot, qapp):
    first = SingleInstance()
    try:
        assert first.claim([])  # the lock is taken, the socket not yet: the window is still being built
        script = (
            "import sys\n"
            "from PySide6.QtCore import QCoreApplication\n"
            "from qtsolitaire.ui.single_instance import SingleInstance\n"
            "app = QCoreApplication([])\n"
            "print('claiming', flush=True)\n"
            "sys.exit(0 if not SingleInstance().claim(sys.argv[1:], timeout_ms=8000) else 3)\n"
        )
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        child = subprocess.Popen([sys.executable, "-c", script, "--deal", "12"], env=env, stdout=subprocess.PIPE,
                                 text=True)
        assert child.stdout.readline().strip() == "claiming"  # however long a loaded machine took to start it
        qtbot.wait(400)  # trying to connect by now
        with qtbot.waitSignal(first.arguments_received, timeout=PATIENCE_MS) as received:
            first.listen()
        assert child.wait(timeout=PATIENCE_S) == 0
        assert received.args == [["--deal", "12"]]
    finally:
        first.close()


def test_the_lock_of_a_killed_instance_is_taken_over(qapp):
    script = (
        "import os, sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from qtsolitaire.ui.single_instance import SingleInstance\n"
        "app = QCoreApplication([])\n"
        "instance = SingleInstance()\n"
        "assert instance.claim([])\n"
        "instance.listen()\n"
        "print('claimed', flush=True)\n"
        "sys.stdin.readline()\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", script], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True)
    try:
        assert child.stdout.readline().strip() == "claimed"
    finally:
        child.kill()  # no chance to unlock or close: what a crash leaves
        child.wait(timeout=PATIENCE_S)
    assert os.path.exists(lock_path(server_name()))  # left behind, but no longer held
    again = SingleInstance()
    try:
        assert again.claim([], timeout_ms=500)
        again.listen()
        assert again.wait_until_listening(PATIENCE_S)
    finally:
        again.close()


def test_a_second_launch_of_the_app_opens_its_game_in_the_first_window(isolated_home):
    import json
    import time

    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", QTSOLITAIRE_HOME=str(isolated_home))
    launch = [sys.executable, "-m", "qtsolitaire"]
    first = subprocess.Popen(launch + ["--game", "mahjong", "--layout", "pyramid", "--deal", "3"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    settings = isolated_home / "config" / "settings.json"
    try:
        lock = lock_path(server_name())
        deadline = time.monotonic() + PATIENCE_S
        while not (os.path.exists(lock) and settings.exists()) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert json.loads(settings.read_text())["last_game"] == "mahjong"
        second = subprocess.run(launch + ["--game", "pyramid", "--deal", "7"], env=env, timeout=PATIENCE_S,
                                capture_output=True)
        assert second.returncode == 0
        deadline = time.monotonic() + PATIENCE_S
        while json.loads(settings.read_text()).get("last_game") != "pyramid" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert json.loads(settings.read_text())["last_game"] == "pyramid"
        assert first.poll() is None  # the first window plays on, now Pyramid
    finally:
        first.kill()
        first.wait(timeout=PATIENCE_S)


def test_a_launch_while_the_first_window_is_busy_starting_still_finds_it(isolated_home):
    """Issue 31, item 6: the first instance's window was stuck for seconds before its first frame settled (a locked
    records book did that); the second launch gave up waiting and opened a second window on the same save. Here the
    first window stays stuck until the test ends: a second launch that waited for it would never end either."""
    busy_first = (
        "import sys\n"
        "from qtsolitaire import app\n"
        "from qtsolitaire.ui.main_window import MainWindow\n"
        "settle = MainWindow._settle\n"
        "def busy_settle(window):\n"
        "    print('busy', flush=True)\n"
        "    sys.stdin.readline()\n"
        "    settle(window)\n"
        "MainWindow._settle = busy_settle\n"
        "sys.exit(app.main(sys.argv[1:]))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", QTSOLITAIRE_HOME=str(isolated_home))
    first = subprocess.Popen([sys.executable, "-c", busy_first, "--game", "pyramid", "--deal", "3"], env=env,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert first.stdout.readline().strip() == "busy"
        second = subprocess.run([sys.executable, "-m", "qtsolitaire", "--game", "mahjong"], env=env,
                                timeout=PATIENCE_S, capture_output=True)
        assert second.returncode == 0  # handed over while the first was stuck
        assert first.poll() is None
    finally:
        first.kill()
        first.wait(timeout=PATIENCE_S)
