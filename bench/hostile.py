"""Hostile inputs (issue 31): every case of the issue, each in a fresh QTSOLITAIRE_HOME holding a player's data.

Each case prepares its home (a records book of three games, settings, sometimes an autosave, then the hostile
file), runs one probe process (the window, offscreen, or a CLI verb), and checks what the issue promises: the
probe ends, the window comes up, nothing the player had is lost, the message is ours. It prints each case with
the probe's wall time and peak memory (its own and its children's, from wait4), and PASS or FAIL with why.
Figures asked for: every case under 2 s and 150 MB. A probe still running after 15 s is killed and FAILs (hung).
Cases that need a private mount (a 1 MB disk, a read-only home) run under `unshare --mount` as root, and are
SKIPPED where that is not possible.

Run: QT_QPA_PLATFORM=offscreen python bench/hostile.py [CASE-NAME-PART ...]
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

from probekit import (  # bench/probekit.py: run as python bench/hostile.py
    LOCKER,
    MEMORY_LIMIT_MB,
    TIME_LIMIT,
    WINDOW,
    Case,
    Probe,
    Result,
    can_unshare,
    cli,
    python,
    run_case,
    window,
)


# --- the player's data, and what must still be there after ---------------------------------------------

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)
SEEDED_GAMES = 3


def seed(home: Path, autosave: bool = False) -> None:
    os.environ["QTSOLITAIRE_HOME"] = str(home)
    from qtsolitaire.store import autosave as saves
    from qtsolitaire.store.records import GameRecord, Outcome, Records
    from qtsolitaire.store.settings import Settings

    with Records.open(home / "data" / "records.sqlite3") as records:
        for deal in range(1, SEEDED_GAMES + 1):
            records.add(GameRecord("pyramid", "pyramid", deal, NOW, NOW, Outcome.WON, 60 + deal, 20))
    settings = Settings.load(home / "config" / "settings.json")
    settings.set("theme", "night")
    settings.save()
    if autosave:
        saves.save(saves.SavedGame("mjklondike", "draw=3-2-1;redeals=2;lockstep=on;empty=wind", 5, False,
                                   ({"move": "draw"},), 1, 42, NOW), home / "state" / "autosave.json")


def games_kept(home: Path) -> str | None:
    """The seeded games are all still in the book (or in a copy set aside beside it)."""
    data = home / "data"
    for book in sorted(data.glob("records.sqlite3*")):
        if book.name.endswith(("-wal", "-shm")):
            continue
        try:
            connection = sqlite3.connect(f"{book.absolute().as_uri()}?mode=ro", uri=True)
            count = connection.execute("SELECT count(*) FROM games").fetchone()[0]
            connection.close()
        except sqlite3.Error:
            continue
        if count >= SEEDED_GAMES:
            return None
    return "the games recorded before are gone"


def kept_aside(home: Path, folder: str, name: str) -> str | None:
    if not list((home / folder).glob(f"{name}.corrupt-*")):
        return f"{name} was not kept aside"
    return None


def window_up(result: Result) -> str | None:
    return None if "WINDOW-UP" in result.out else "the window did not come up"


def quiet(result: Result) -> str | None:
    return "a traceback" if "Traceback" in result.err else None


def first_failure(*reasons: str | None) -> str | None:
    return next((reason for reason in reasons if reason), None)


# --- the cases ---------------------------------------------------------------------------------------

def nested(depth: int = 100_000) -> str:
    return '{"version": 1, "x": ' + "[" * depth + "]" * depth + "}"


def case_settings_nested(home: Path) -> Probe:
    seed(home)
    (home / "config" / "settings.json").write_text(nested())
    return Probe(window("--game", "pyramid", "--deal", "2"))


def case_autosave_nested(home: Path) -> Probe:
    seed(home)
    (home / "state").mkdir(parents=True, exist_ok=True)
    (home / "state" / "autosave.json").write_text(nested())
    return Probe(window())


def layout_doc(name: str, positions) -> str:
    return json.dumps({"format": "qtsolitaire-layout", "version": 1, "name": name, "stars": 1,
                       "positions": [list(p) for p in positions]})


def fifo_in_layouts(home: Path) -> Path:
    seed(home)
    folder = home / "data" / "layouts"
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "zz.json")
    return folder / "zz.json"


def case_fifo_layouts_list(home: Path) -> Probe:
    fifo_in_layouts(home)
    return Probe(cli("layouts", "list"))


def case_fifo_layouts_check(home: Path) -> Probe:
    return Probe(cli("layouts", "check", str(fifo_in_layouts(home))))


def case_fifo_layouts_import(home: Path) -> Probe:
    return Probe(cli("layouts", "import", str(fifo_in_layouts(home)), "--out", str(home / "out")))


def case_fifo_layouts_window(home: Path) -> Probe:
    fifo_in_layouts(home)
    return Probe(window())


def case_fifo_settings(home: Path) -> Probe:
    seed(home)
    (home / "config" / "settings.json").unlink()
    os.mkfifo(home / "config" / "settings.json")
    return Probe(window("--game", "pyramid", "--deal", "2"))


def case_fifo_autosave(home: Path) -> Probe:
    seed(home)
    (home / "state").mkdir(parents=True, exist_ok=True)
    os.mkfifo(home / "state" / "autosave.json")
    return Probe(window())


def case_fifo_desktop(home: Path) -> Probe:
    seed(home)
    source = home / "source"
    source.mkdir()
    os.mkfifo(source / "pipe.layout")
    (source / "pipe.desktop").write_text("[KMahjonggLayout]\nName=Pipe\nFileName=pipe.layout\n")
    return Probe(cli("layouts", "import", str(source / "pipe.desktop"), "--out", str(home / "out")))


def case_small_disk(home: Path) -> Probe:
    seed(home, autosave=True)
    return Probe(window(ending="linger"))  # the saved game resumes; its tiles are cached 1.5 s after


def small_disk_check(home: Path, result: Result) -> str | None:
    # Run inside the mount: the probe's own output carries what was on the 1 MB disk at its end.
    if window_up(result):
        return window_up(result)
    parts = [line for line in result.out.splitlines() if line.startswith("PART-FILES")]
    if not parts:
        return "the disk was not examined"
    if parts[0] != "PART-FILES 0":
        return "a .part file was left on the disk"
    if "GAMES-KEPT" not in result.out:
        return "the games recorded before are gone"
    if "GAME-SAVED" not in result.out:
        return "the game in progress was not saved"
    return None


def case_importer_tracebacks(home: Path) -> Probe:
    seed(home)
    source = home / "source"
    source.mkdir()
    v11 = "kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n4343\n"
    (source / "square.layout").write_text(v11.replace("w4", "w\u00b2"))
    (source / "wide.layout").write_text(v11.replace("w4", "w" + "9" * 5000))
    (source / "far.map").write_text('<mahjongg><map name="Far"><tile x="0" y="0"/><tile x="1e308" y="0"/>'
                                    "</map></mahjongg>")
    (source / "a.json").symlink_to(source / "b.json")
    (source / "b.json").symlink_to(source / "a.json")
    (source / "surrogate.json").write_text(layout_doc("\ud800", [(0, 0, 0), (2, 0, 0)]))
    (source / "good.layout").write_text(v11)
    names = ["square.layout", "wide.layout", "far.map", "a.json", "surrogate.json", "good.layout"]
    return Probe(cli("layouts", "import", *(str(source / name) for name in names), "--out", str(home / "out")))


def importer_check(home: Path, result: Result) -> str | None:
    made = sorted(path.name for path in (home / "out").iterdir()) if (home / "out").exists() else []
    return first_failure(quiet(result), None if made == ["good.json"] else f"the folder holds {made}",
                         None if len(result.err.splitlines()) == 5 else "not one line per bad file")


# A player's UTF-8 locale: Python's output is strict UTF-8 there (under C.UTF-8, the only one many containers
# have, it would quietly write surrogate escapes instead).
UTF8_LOCALE = {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8:strict"}


def bad_name_layout(home: Path) -> Path:
    seed(home)
    folder = home / "data" / "layouts"
    folder.mkdir(parents=True, exist_ok=True)
    path = Path(os.fsdecode(bytes(folder) + b"/bad-\xff.json"))
    path.write_text(layout_doc("Bad Name", [(0, 0, 0), (2, 0, 0)]))
    return path


def case_bad_name_list(home: Path) -> Probe:
    bad_name_layout(home)
    return Probe(cli("layouts", "list"), env=UTF8_LOCALE)


def case_bad_name_check(home: Path) -> Probe:
    return Probe(cli("layouts", "check", str(bad_name_layout(home))), env=UTF8_LOCALE)


def case_bad_name_window(home: Path) -> Probe:
    bad_name_layout(home)
    return Probe(window("--game", "mahjong", "--layout", "bad-\\xff", "--deal", "1"),  # its id, as listed
                 env=UTF8_LOCALE)


def lock_book(case: Case, home: Path) -> None:
    locker = subprocess.Popen(python("-c", LOCKER, str(home / "data" / "records.sqlite3")), stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert locker.stdout.readline().strip() == "locked"

    def release() -> None:
        locker.stdin.close()
        locker.wait(timeout=10)

    case.cleanup.append(release)


def case_locked_window(home: Path) -> Probe:
    seed(home)
    lock_book(CASES_BY_NAME["locked-book-window"], home)
    return Probe(window("--game", "pyramid", "--deal", "4"))


def case_locked_stats(home: Path) -> Probe:
    seed(home)
    lock_book(CASES_BY_NAME["locked-book-stats"], home)
    return Probe(cli("stats"))


def case_second_launch_busy(home: Path) -> Probe:
    seed(home)
    busy = WINDOW.replace("    settle(window)\n", "    import time; print('BUSY', flush=True); time.sleep(8)\n"
                                                   "    settle(window)\n", 1)
    env = dict(os.environ, QTSOLITAIRE_HOME=str(home))
    first = subprocess.Popen(python("-c", busy, "quit", "--game", "pyramid", "--deal", "3"), env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    case = CASES_BY_NAME["second-launch-while-busy"]
    case.cleanup.append(lambda: (first.kill(), first.wait(timeout=10)))
    assert first.stdout.readline().strip() == "BUSY"
    return Probe(window("--game", "mahjong"))


def second_launch_check(home: Path, result: Result) -> str | None:
    if result.code != 0:
        return f"exit {result.code}"
    if "WINDOW-UP" in result.out:
        return "a second window opened on the same save"
    return None


def foreign_book(home: Path) -> None:
    seed(home)
    path = home / "data" / "records.sqlite3"
    path.unlink()
    other = sqlite3.connect(path)
    other.executescript("CREATE TABLE games (id INTEGER PRIMARY KEY, foo TEXT); PRAGMA user_version = 2;")
    other.close()


def case_foreign_book_stats(home: Path) -> Probe:
    foreign_book(home)
    return Probe(cli("stats"))


def case_foreign_book_window(home: Path) -> Probe:
    foreign_book(home)
    return Probe(window("--game", "pyramid", "--deal", "2"))


def case_constraint_row(home: Path) -> Probe:
    seed(home)
    book = sqlite3.connect(home / "data" / "records.sqlite3")
    book.execute("PRAGMA ignore_check_constraints = ON")
    book.execute("INSERT INTO games (game_id, rule_key, deal, started_at, ended_at, outcome, seconds, moves) "
                 "VALUES ('pyramid', 'pyramid', 9, '2026-03-01T09:00:00+00:00', '2026-03-01T09:00:00+00:00', "
                 "'draw', 5, 5)")
    book.commit()
    book.close()
    return Probe(cli("stats", "--game", "pyramid", "--json"))


def constraint_check(home: Path, result: Result) -> str | None:
    try:
        played = json.loads(result.out)["games"][0]["total"]["played"]
    except (ValueError, KeyError, IndexError):
        return first_failure(quiet(result), "no figures printed")
    return None if played == SEEDED_GAMES else f"{played} games shown, {SEEDED_GAMES} were readable"


def case_tampered_autosave(home: Path) -> Probe:
    seed(home, autosave=True)
    path = home / "state" / "autosave.json"
    document = json.loads(path.read_text())
    document["game"]["seconds"] = 10**30
    document["game"]["counters"] = {"undos": 10**30}
    path.write_text(json.dumps(document))
    return Probe(window())


def tampered_check(home: Path, result: Result) -> str | None:
    # Resumed at a number the game can use, or kept aside: either way the window plays on.
    return first_failure(window_up(result), quiet(result), games_kept(home))


def case_vast_layout(home: Path) -> Probe:
    seed(home)
    folder = home / "data" / "layouts"
    folder.mkdir(parents=True)
    (folder / "vast.json").write_text(layout_doc("Vast", [(x, y, 0) for y in range(0, 80, 2) for x in range(0, 100, 2)]))
    return Probe(cli("deal", "mahjong", "--layout", "vast", "--deal", "1", "--winnable", "--json"))


def case_read_only_home(home: Path) -> Probe:
    seed(home)
    return Probe(cli("stats", "--game", "pyramid"))


def read_only_check(home: Path, result: Result) -> str | None:
    if "no games played yet" in result.out:
        return "said 'no games played yet' of readable records"
    line = next((line for line in result.out.splitlines() if line.strip().startswith("Played")), "")
    return None if line.split()[1:2] == [str(SEEDED_GAMES)] else f"exit {result.code}: {result.err.strip()[:80]}"


def case_long_first_line(home: Path) -> Probe:
    seed(home)
    source = home / "source"
    source.mkdir()
    (source / "huge.layout").write_text("kmahjongg-layout-" + "x" * 3_000_000 + "\n")
    return Probe(cli("layouts", "import", str(source / "huge.layout"), "--out", str(home / "out")))


def short_message(home: Path, result: Result) -> str | None:
    return first_failure(quiet(result), None if len(result.err) < 500 else f"a message of {len(result.err):,} "
                                                                              "characters")


def case_rules_internals(home: Path) -> Probe:
    seed(home)
    return Probe(cli("deal", "mjklondike", "--deal", "1", "--rules", "garbage"))


def rules_internals_check(home: Path, result: Result) -> str | None:
    leaked = any(words in result.err for words in ("dictionary update", "invalid literal", "Traceback"))
    return "Python's own words in the message" if leaked else (None if result.code == 2 else f"exit {result.code}")


def case_map_flood(home: Path) -> Probe:
    seed(home)
    source = home / "source"
    source.mkdir()
    maps = "".join(f'<map name="M{n}"><tile x="0" y="0"/><tile x="1" y="0"/></map>\n' for n in range(5000))
    (source / "flood.map").write_text(f"<mahjongg>\n{maps}</mahjongg>\n")
    return Probe(cli("layouts", "import", str(source / "flood.map"), "--out", str(home / "out")))


def map_flood_check(home: Path, result: Result) -> str | None:
    made = len(list((home / "out").iterdir())) if (home / "out").exists() else 0
    return None if made <= 100 and "maps in one file" in result.err else f"{made} layout files, no word of a cap"


def case_empty_out(home: Path) -> Probe:
    seed(home)
    (home / "x.map").write_text('<mahjongg><map name="P"><tile x="0" y="0"/><tile x="1" y="0"/></map></mahjongg>')
    return Probe(cli("layouts", "import", str(home / "x.map"), "--out", ""))


def case_empty_game(home: Path) -> Probe:
    seed(home)
    return Probe(cli("stats", "--game", ""))


def case_rules_without_game(home: Path) -> Probe:
    seed(home)
    return Probe(python("-m", "qtsolitaire", "--rules", "x"))


def refused(home: Path, result: Result) -> str | None:
    return first_failure(quiet(result), None if result.code == 2 and result.err.strip() else "accepted silently")


def case_bidi_name(home: Path) -> Probe:
    seed(home)
    folder = home / "data" / "layouts"
    folder.mkdir(parents=True)
    (folder / "sneaky.json").write_text(layout_doc("Turtle \u202egnp.exe", [(0, 0, 0), (2, 0, 0)]))
    return Probe(cli("layouts", "list", "--json"))


def bidi_check(home: Path, result: Result) -> str | None:
    return "a bidi control in a name shown" if "\\u202e" in result.out or "\u202e" in result.out else quiet(result)


def case_sigterm(home: Path) -> Probe:
    seed(home)
    return Probe(window("--game", "pyramid", "--deal", "6", ending="term"))


def sigterm_check(home: Path, result: Result) -> str | None:
    try:
        settings = json.loads((home / "config" / "settings.json").read_text())
    except (OSError, ValueError):
        return "the settings are gone"
    if result.code != 0:
        return f"killed (exit {result.code}): geometry and settings not saved"
    return None if settings.get("window_geometry") and settings.get("theme") == "night" else "settings not saved"


def case_closed_pipe(home: Path) -> Probe:
    seed(home)
    command = " ".join(f"'{part}'" for part in cli("layouts", "list")) + " | head -2 > /dev/null"
    return Probe(["sh", "-c", command])


def window_check(home: Path, result: Result) -> str | None:
    return first_failure(window_up(result), quiet(result), games_kept(home))


def with_aside(folder: str, name: str) -> Callable[[Path, Result], str | None]:
    return lambda home, result: first_failure(window_check(home, result), kept_aside(home, folder, name))


def ends_quietly(home: Path, result: Result) -> str | None:
    return first_failure(quiet(result), games_kept(home))


def exits_zero(home: Path, result: Result) -> str | None:
    return first_failure(ends_quietly(home, result), None if result.code == 0 else f"exit {result.code}")


CASES = [
    Case("settings-nested-100k", 1, "settings.json nested 100,000 deep", case_settings_nested,
         with_aside("config", "settings.json")),
    Case("autosave-nested-100k", 1, "autosave.json nested 100,000 deep", case_autosave_nested,
         with_aside("state", "autosave.json")),
    Case("fifo-layouts-list", 2, "a FIFO in the layouts folder: layouts list", case_fifo_layouts_list, exits_zero),
    Case("fifo-layouts-check", 2, "layouts check on a FIFO", case_fifo_layouts_check, ends_quietly),
    Case("fifo-layouts-import", 2, "layouts import of a FIFO", case_fifo_layouts_import, ends_quietly),
    Case("fifo-layouts-window", 2, "a FIFO in the layouts folder: the window", case_fifo_layouts_window,
         window_check),
    Case("fifo-settings", 2, "settings.json is a FIFO", case_fifo_settings, window_check),
    Case("fifo-autosave", 2, "autosave.json is a FIFO", case_fifo_autosave, window_check),
    Case("fifo-desktop-import", 2, "a .desktop whose FileName= is a FIFO", case_fifo_desktop, ends_quietly),
    Case("small-disk-1mb", 3, "the window on a 1 MB disk", case_small_disk, small_disk_check, mount="small-disk"),
    Case("importer-tracebacks", 4, "w², 5,000-digit w, x=1e308, symlink loop, \\ud800 name, then a good file",
         case_importer_tracebacks, importer_check),
    Case("non-utf8-name-list", 5, "bad-\\xff.json: layouts list", case_bad_name_list, exits_zero),
    Case("non-utf8-name-check", 5, "bad-\\xff.json: layouts check", case_bad_name_check, ends_quietly),
    Case("non-utf8-name-window", 5, "bad-\\xff.json: played in the window", case_bad_name_window, window_check),
    Case("locked-book-window", 6, "the window while another program locks the book", case_locked_window,
         window_check),
    Case("locked-book-stats", 6, "stats while another program locks the book", case_locked_stats,
         lambda home, result: first_failure(quiet(result), "said 'no games played yet'" if "no games played yet"
                                            in result.out else None, None if "in use" in result.err else "no word")),
    Case("second-launch-while-busy", 6, "a second launch while the first window is busy starting",
         case_second_launch_busy, second_launch_check),
    Case("foreign-book-stats", 7, "a book with user_version 2 and games(id, foo): stats",
         case_foreign_book_stats, lambda home, result: first_failure(
             quiet(result), None if result.code == 0 else f"exit {result.code}",
             kept_aside(home, "data", "records.sqlite3"))),
    Case("foreign-book-window", 7, "the same book: the window", case_foreign_book_window,
         lambda home, result: first_failure(window_up(result), quiet(result),
                                            kept_aside(home, "data", "records.sqlite3"))),
    Case("constraint-row", 7, "one row breaking a CHECK among readable ones", case_constraint_row, constraint_check),
    Case("autosave-10e30", 8, "an autosave with seconds and a counter of 10**30", case_tampered_autosave,
         tampered_check),
    Case("vast-layout-winnable", 9, "deal --winnable on a valid 2,000-tile layout", case_vast_layout, exits_zero),
    Case("read-only-home", 9, "stats in a read-only home", case_read_only_home, read_only_check, mount="read-only"),
    Case("megabyte-message", 9, "a 3 MB first line: the message quotes a line's worth", case_long_first_line,
         short_message),
    Case("rules-internals", 9, "deal mjklondike --rules garbage", case_rules_internals, rules_internals_check),
    Case("map-flood", 9, "a .map of 5,000 maps", case_map_flood, map_flood_check),
    Case("empty-out", 9, "layouts import --out ''", case_empty_out, refused),
    Case("empty-game", 9, "stats --game ''", case_empty_game, refused),
    Case("rules-without-game", 9, "qtsolitaire --rules x", case_rules_without_game, refused),
    Case("bidi-name", 9, "a layout named with U+202E", case_bidi_name, bidi_check),
    Case("sigterm", 10, "SIGTERM to the window, as a logout sends", case_sigterm, sigterm_check),
    Case("closed-pipe", 11, "layouts list | head -2", case_closed_pipe, ends_quietly),
]
CASES_BY_NAME = {case.name: case for case in CASES}


def main(wanted: list[str]) -> int:
    unshare = can_unshare()
    cases = [case for case in CASES if not wanted or any(part in case.name for part in wanted)]
    width = max(len(case.name) for case in cases)
    print(f"{'CASE'.ljust(width)}  ITEM  {'SECONDS':>7}  {'PEAK MB':>7}  VERDICT")
    failed = 0
    for case in cases:
        verdict, result, why = run_case(case, unshare)
        seconds = f"{result.seconds:7.2f}" if result else "      -"
        peak = f"{result.peak_mb:7.0f}" if result else "      -"
        print(f"{case.name.ljust(width)}  {case.item:>4}  {seconds}  {peak}  {verdict}{': ' + why if why else ''}",
              flush=True)
        failed += verdict == "FAIL"
    print(f"{len(cases)} cases: {len(cases) - failed} did not fail, {failed} failed "
          f"(limits {TIME_LIMIT:.0f} s and {MEMORY_LIMIT_MB} MB each)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
