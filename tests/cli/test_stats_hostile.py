"""Issue 31, items 6, 7 and 9 on the command line: `stats` with a locked book, a book of another shape, a
read-only home. It says what is true within a short wait, and never a traceback."""

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from qtsolitaire.cli import main
from qtsolitaire.store import paths
from tests.cli.test_stats import _seed
from tests.store.test_records_hostile import locked_book
from tests.waiting import PATIENCE_S

ROOT = Path(__file__).resolve().parents[2]


def test_a_locked_book_is_said_to_be_locked_not_empty(capsys, game_record):
    _seed(game_record)
    with locked_book():
        start = time.monotonic()
        code = main(["stats"])
        took = time.monotonic() - start
    out, err = capsys.readouterr()
    assert code == 1 and took < 5
    assert "no games played yet" not in out
    assert "records.sqlite3: the records are in use by another program" in err and "try again" in err


def test_a_book_of_another_shape_is_kept_aside_and_stats_says_so(capsys):
    import sqlite3

    paths.data_dir().mkdir(parents=True)
    other = sqlite3.connect(paths.data_dir() / "records.sqlite3")
    other.executescript("CREATE TABLE games (id INTEGER PRIMARY KEY, foo TEXT); PRAGMA user_version = 2;")
    other.close()
    assert main(["stats"]) == 0
    out, err = capsys.readouterr()
    assert "not a qtsolitaire record book" in err and "kept aside as records.sqlite3.corrupt-" in err
    assert "Pyramid Solitaire\n  no games played yet" in out


def test_an_empty_game_name_is_refused(capsys):
    assert main(["stats", "--game", ""]) == 2
    assert "stats: --game needs a game id" in capsys.readouterr().err


def _read_only_run(home: Path, argv: list[str]) -> subprocess.CompletedProcess:
    """Run the CLI on a home the process cannot write: a read-only mount for root (whom permissions do not
    stop), plain permissions for anyone else."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QTSOLITAIRE_HOME=str(home))
    command = [sys.executable, "-m", "qtsolitaire.cli", *argv]
    if os.geteuid() == 0:
        if not shutil.which("unshare"):
            pytest.skip("root without unshare(1) cannot make a read-only home")
        script = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@"'
        command = ["unshare", "--mount", "sh", "-c", script, str(home), *command]
        probe = subprocess.run(["unshare", "--mount", "true"], capture_output=True)
        if probe.returncode:
            pytest.skip("no mount namespaces here")
        return subprocess.run(command, capture_output=True, text=True, env=env, timeout=PATIENCE_S)
    for folder in [home, *home.rglob("*")]:
        folder.chmod(folder.stat().st_mode & ~0o222)
    try:
        return subprocess.run(command, capture_output=True, text=True, env=env, timeout=PATIENCE_S)
    finally:
        for folder in [home, *home.rglob("*")]:
            folder.chmod(folder.stat().st_mode | 0o200)


def test_a_read_only_home_still_shows_the_records(game_record, isolated_home):
    _seed(game_record)
    done = _read_only_run(isolated_home, ["stats", "--game", "pyramid"])
    assert done.returncode == 0, done.stderr
    assert "no games played yet" not in done.stdout
    played = next(line for line in done.stdout.splitlines() if line.strip().startswith("Played"))
    assert played.split()[1] == "4"


def test_games_waiting_in_the_journal_are_mentioned(capsys, game_record):
    import json as json_module

    from qtsolitaire.store.record_writer import JOURNAL_NAME

    _seed(game_record)
    journal = {"version": 1, "games": [game_record().to_json(), game_record().to_json()]}
    (paths.data_dir() / JOURNAL_NAME).write_text(json_module.dumps(journal))
    assert main(["stats", "--game", "pyramid"]) == 0
    err = capsys.readouterr().err
    assert f"2 finished games still wait in {JOURNAL_NAME} and are not counted here" in err


def test_a_read_only_home_shows_a_book_of_the_version_before_dailies(game_record, isolated_home):
    from tests.store.test_records_hostile import book_of_the_version_before_dailies

    book_of_the_version_before_dailies(game_record, 2)
    done = _read_only_run(isolated_home, ["stats", "--game", "pyramid", "--json"])
    assert done.returncode == 0, done.stderr
    (game,) = json.loads(done.stdout)["games"]
    assert game["total"]["played"] == 2 and game["daily"]["days_played"] == 0
