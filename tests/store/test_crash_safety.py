"""Real processes: a writer killed at a random moment, and two instances recording at once."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from qtsolitaire.store import paths
from qtsolitaire.store.records import Records
from qtsolitaire.store.settings import Settings
from tests.waiting import PATIENCE_S

ROOT = Path(__file__).resolve().parents[2]

# Records game n, then saves settings with counter n, then prints n: forever, as fast as it can.
WRITER = """
import sys
from datetime import datetime, timezone
from qtsolitaire.store.records import GameRecord, Outcome, Records
from qtsolitaire.store.settings import Settings

tag, count = sys.argv[1], int(sys.argv[2])
now = datetime.now(timezone.utc)
notices = []
with Records.open(notices=notices) as records:
    assert not records.in_memory, notices
    n = 0
    while count < 0 or n < count:
        records.add(GameRecord("pyramid", tag, n, now, now, Outcome.WON, n, 14, score=n))
        if count < 0:
            settings = Settings.load()
            settings.set("counter", n)
            settings.set("padding", "x" * 20000)
            settings.save()
        print(n, flush=True)
        n += 1
"""


def _writer(tag: str, count: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, tag, str(count)], stdout=subprocess.PIPE, text=True, env=env
    )


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("wait", [0.15, 0.4, 0.75])
def test_a_writer_killed_mid_write_loses_no_committed_game_and_corrupts_nothing(wait):
    writer = _writer("kill", -1)
    assert writer.stdout is not None
    # Running, with a game committed after the first, however slowly a loaded machine started it: the kill comes
    # a moment later, at some point of a write.
    first = writer.stdout.readline() + writer.stdout.readline()
    time.sleep(wait)
    writer.send_signal(signal.SIGKILL)
    printed = [int(line) for line in (first + writer.stdout.read()).split()]
    writer.wait()
    last = printed[-1]
    assert last > 0

    notices: list[str] = []
    with Records.open(notices=notices) as records:
        deals = sorted(game.deal for game in records.games("pyramid", "kill"))
        integrity = records._connection.execute("PRAGMA integrity_check").fetchone()[0]
    settings = Settings.load(notices=notices)
    assert notices == [] and integrity == "ok"
    assert deals == list(range(len(deals))), "every committed game is there, in order, none twice"
    assert last + 1 <= len(deals) <= last + 2, "game last+1 may have committed just before the kill"
    assert settings.get("counter") in (last, last + 1) and len(settings.get("padding")) == 20000
    json.loads((paths.config_dir() / "settings.json").read_text())


def test_two_instances_recording_at_once_lose_no_game():
    writers = [_writer(tag, 150) for tag in ("first", "second")]
    for writer in writers:
        writer.communicate(timeout=PATIENCE_S)
        assert writer.returncode == 0
    with Records.open() as records:
        for tag in ("first", "second"):
            assert sorted(game.deal for game in records.games("pyramid", tag)) == list(range(150))
        assert records.stats("pyramid").played == 300
