"""Every reader of outside data, fed whatever bytes (issue 31): it returns a value, or raises this program's own
error whose text says `file: reason`, within a few seconds; never anything else, never a hang.

The readers: JSON layouts, KMahjongg `.layout` and `.desktop` files, GNOME `.map` files (layout import), the
settings, the autosave, the records book and its journal of games waiting to be entered, and the message a second
launch hands the first. Inputs are raw bytes, and valid files with random bytes spliced in, which get further
into each parser. Examples are few and derandomized: the suite stays fast and gives the same result every run.
"""

import contextlib
import json
import signal
import sqlite3
import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from qtsolitaire.engine.mahjong.layout import LayoutError, layout_to_json
from qtsolitaire.store import autosave
from qtsolitaire.store.files import StoreError
from qtsolitaire.store.layout_files import load_layout, load_layouts, read_import_file
from qtsolitaire.store.record_writer import JOURNAL_NAME, RecordWriter
from qtsolitaire.store.records import GameRecord, Outcome, Records
from qtsolitaire.store.settings import Settings
from tests.engine.test_mahjong_importers import MAP, V11
from tests.waiting import PATIENCE_S

HANG = PATIENCE_S  # far beyond any honest read of these small files, on any machine: only a hang gets there

FUZZ = settings(max_examples=40, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


class Hung(Exception):
    pass


@contextlib.contextmanager
def no_hang():
    """Fail the example, instead of the whole suite, when a reader does not come back."""
    def alarm(signum, frame):
        raise Hung(f"a reader did not return within {HANG} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, HANG)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextlib.contextmanager
def folder():
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


def spliced(valid: bytes):
    """`valid` with a few random slices replaced by random bytes (or cut out)."""
    edits = st.lists(st.tuples(st.integers(0, len(valid)), st.integers(0, 16), st.binary(max_size=12)), max_size=6)

    def apply(changes):
        data = bytearray(valid)
        for at, length, new in changes:
            data[at:at + length] = new
        return bytes(data)

    return edits.map(apply)


def outside_bytes(valid: bytes):
    return st.one_of(st.binary(max_size=3000), spliced(valid))


def placed(where: Path, name: str, data: bytes) -> Path:
    path = where / name
    path.write_bytes(data)
    return path


def names_the_file(message: str, path: Path) -> bool:
    """A `file: reason` text, quoting a line's worth of the file at most (the path aside)."""
    return path.name in message and ": " in message and len(message.replace(str(path), "")) < 600


LAYOUT = layout_to_json("Little", 1, [(0, 0, 0), (2, 0, 0), (1, 0, 1), (4, 0, 0)]).encode()
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=20,
)


# --- layouts ---------------------------------------------------------------------------------------


@FUZZ
@given(data=outside_bytes(LAYOUT))
def test_a_json_layout_file(data):
    with folder() as where, no_hang():
        path = placed(where, "fuzzed.json", data)
        try:
            layout = load_layout(path)
        except LayoutError as error:
            assert 0 < len(str(error)) < 600
        else:
            assert layout.name and layout.tiles % 2 == 0
        layouts, errors = load_layouts([where])
        assert len(layouts) + len(errors) == 1
        assert all(names_the_file(str(error), path) for error in errors)


@FUZZ
@given(document=st.dictionaries(st.sampled_from(["format", "version", "name", "stars", "positions"]), json_values))
def test_a_json_layout_of_any_shape(document):
    document = {"format": "qtsolitaire-layout", "version": 1, "name": "x", "stars": 1, **document}
    with folder() as where, no_hang():
        path = where / "shaped.json"
        path.write_text(json.dumps(document), encoding="utf-8")
        try:
            load_layout(path)
        except LayoutError as error:
            assert 0 < len(str(error)) < 600


def import_outcome(path: Path) -> None:
    """One imported file: layouts, or failures that each say which file and why, or a LayoutError."""
    try:
        result = read_import_file(path)
    except LayoutError as error:
        assert 0 < len(str(error)) < 600
        return
    assert all(len(failure) < 600 for failure in result.failures)
    assert result.layouts or result.failures
    for layout in result.layouts:
        assert layout.name and len(layout.positions) % 2 == 0
        layout.name.encode("utf-8")  # every name can be written into our own file


@pytest.mark.parametrize("suffix, valid", [(".layout", V11), (".map", MAP)], ids=["kmahjongg", "gnome"])
@FUZZ
@given(data=st.data())
def test_a_kmahjongg_layout_or_gnome_map_file(suffix, valid, data):
    with folder() as where, no_hang():
        import_outcome(placed(where, f"fuzzed{suffix}", data.draw(outside_bytes(valid.encode()))))


DESKTOP = b"[KMahjonggLayout]\nName=Little\nFileName=little.layout\n"


@FUZZ
@given(desktop=outside_bytes(DESKTOP), layout=outside_bytes(V11.encode()),
       file_name=st.sampled_from(["little.layout", "", "..", "/", "missing.layout", "fuzzed.desktop", "sub"]))
def test_a_kmahjongg_desktop_file_and_the_layout_it_names(desktop, layout, file_name):
    with folder() as where, no_hang():
        (where / "sub").mkdir()
        placed(where, "little.layout", layout)
        path = placed(where, "fuzzed.desktop", desktop.replace(b"little.layout", file_name.encode()))
        import_outcome(path)


# --- the player's files ----------------------------------------------------------------------------

SETTINGS = json.dumps({"version": 1, "theme": "night", "animations": True, "last_game": "pyramid",
                       "last_rule_sets": {"pyramid": "pyramid"}, "window_geometry": "AAAA"}).encode()


@FUZZ
@given(data=outside_bytes(SETTINGS))
def test_the_settings(data):
    with folder() as where, no_hang():
        path = placed(where, "settings.json", data)
        notices: list[str] = []
        loaded = Settings.load(path, notices=notices)
        for key in Settings.preferences():
            getattr(loaded, key)
        loaded.rule_set_for("pyramid")
        assert all(names_the_file(str(notice), path) for notice in notices)


NOW = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)
AUTOSAVE = json.dumps({"version": 1, "game": autosave.SavedGame(
    "pyramid", "pyramid", 7, False, ({"kind": "draw"},), 1, 30, NOW, {"undos": 1}).to_json()}).encode()


@FUZZ
@given(data=outside_bytes(AUTOSAVE))
def test_the_autosave(data):
    with folder() as where, no_hang():
        path = placed(where, "autosave.json", data)
        notices: list[str] = []
        saved = autosave.load(notices, path)
        assert saved is None or isinstance(saved, autosave.SavedGame)
        assert all(names_the_file(str(notice), path) for notice in notices)


def _book_bytes() -> bytes:
    with folder() as where:
        with Records.open(where / "records.sqlite3") as records:
            for deal in range(1, 30):
                records.add(GameRecord("pyramid", "pyramid", deal, NOW, NOW, Outcome.WON, deal, 20, score=deal,
                                       daily=NOW.date() - timedelta(days=deal) if deal % 3 else None))
        return (where / "records.sqlite3").read_bytes()


BOOK = _book_bytes()


def read_everything(records: Records) -> None:
    records.stats()
    for game_id in records.game_ids():
        records.stats(game_id)
        records.daily_stats(game_id, NOW.date())
        for key in records.rule_keys(game_id):
            records.stats(game_id, key)
    records.games()


@settings(FUZZ, max_examples=60)
@given(data=st.one_of(st.binary(max_size=3000), spliced(BOOK),
                      st.tuples(st.integers(100, len(BOOK) - 1), st.binary(min_size=1, max_size=64)).map(
                          lambda edit: BOOK[:edit[0]] + edit[1] + BOOK[edit[0] + len(edit[1]):])))
def test_the_records_book(data):
    with folder() as where, no_hang():
        path = placed(where, "records.sqlite3", data)
        notices: list[str] = []
        try:
            with Records.open_for_reading(path, notices=notices) as records:
                read_everything(records)
        except StoreError as error:
            assert "records.sqlite3" in str(error)
        with Records.open(path, notices=notices) as records:  # the window's way: never raises
            try:  # damage PRAGMA quick_check does not see shows when a read meets it
                read_everything(records)
            except StoreError as error:
                assert "records.sqlite3" in str(error)
        assert all("records.sqlite3" in str(notice) for notice in notices)


sqlite_values = st.one_of(st.none(), st.integers(-2**63, 2**63 - 1), st.floats(allow_nan=False),
                          st.text(max_size=30), st.binary(max_size=10))


@settings(FUZZ, max_examples=30)
@given(row=st.fixed_dictionaries({name: sqlite_values for name in
                                  ("game_id", "rule_key", "deal", "started_at", "ended_at", "outcome", "seconds",
                                   "moves", "score", "undos", "hints", "shuffles")}))
def test_a_row_of_any_values_in_the_book(row):
    with folder() as where, no_hang():
        path = placed(where, "records.sqlite3", BOOK)
        book = sqlite3.connect(path)
        book.execute("PRAGMA ignore_check_constraints = ON")
        with contextlib.suppress(sqlite3.IntegrityError):  # NOT NULL still holds
            book.execute(f"INSERT INTO games ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
                         tuple(row.values()))
        book.commit()
        book.close()
        with Records.open_for_reading(path) as records:
            read_everything(records)
            assert records.count() >= 29


RECORD = GameRecord("pyramid", "pyramid", 3, NOW, NOW, Outcome.LOST, 40, 12)
JOURNAL = json.dumps({"version": 1, "games": [RECORD.to_json()]}).encode()


@settings(FUZZ, max_examples=25)
@given(data=outside_bytes(JOURNAL))
def test_the_journal_of_games_waiting_for_the_book(data):
    with folder() as where, no_hang():
        placed(where, JOURNAL_NAME, data)
        notices: list[str] = []
        writer = RecordWriter(where / "records.sqlite3", on_notice=notices.append)
        assert writer.close(timeout=HANG)
        assert all(JOURNAL_NAME in str(notice) for notice in notices)
        with Records.open(where / "records.sqlite3") as records:
            assert records.count() <= 1 or not notices


@FUZZ
@given(data=outside_bytes(json.dumps({"arguments": ["--game", "pyramid"]}).encode()))
def test_the_message_of_a_second_launch(data):
    from qtsolitaire.ui.single_instance import _parse_message

    with no_hang():
        arguments = _parse_message(data)
    assert arguments is None or all(isinstance(argument, str) for argument in arguments)
