"""Only regular files are read, and any file name can be shown."""

import os
import signal

import pytest

from qtsolitaire.outside_files import NotARegularFile, read_regular_file, shown_name
from qtsolitaire.store import autosave, paths
from qtsolitaire.store.records import Records
from qtsolitaire.store.settings import Settings
from tests.hang_guard import within_seconds

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo") or not hasattr(signal, "SIGALRM"), reason="needs named pipes")


def test_a_regular_file_is_read_whole_or_up_to_one_byte_past_the_limit(tmp_path):
    path = tmp_path / "a.json"
    path.write_bytes(b"0123456789")
    assert read_regular_file(path) == b"0123456789"
    assert read_regular_file(path, limit=4) == b"01234"


@needs_fifo
def test_a_fifo_is_refused_at_once_and_says_what_it_is(tmp_path):
    fifo = tmp_path / "zz.json"
    os.mkfifo(fifo)
    with within_seconds(), pytest.raises(NotARegularFile, match="is a named pipe .FIFO., not a regular file"):
        read_regular_file(fifo)


def test_a_folder_and_a_device_are_refused(tmp_path):
    with pytest.raises(IsADirectoryError, match="is a folder, not a file"):
        read_regular_file(tmp_path)
    if os.path.exists("/dev/zero"):
        with pytest.raises(NotARegularFile, match="is a device, not a regular file"):
            read_regular_file("/dev/zero")


def test_any_file_name_can_be_shown():
    assert shown_name(os.fsdecode(b"bad-\xff.json")) == "bad-\\xff.json"
    assert shown_name("Drache-\u00e4.json") == "Drache-\u00e4.json"


@needs_fifo
def test_a_fifo_as_settings_gives_the_defaults_and_a_notice_at_once():
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    notices: list[str] = []
    with within_seconds():
        settings = Settings.load(notices=notices)
    assert settings.theme == "classic"
    assert len(notices) == 1 and "settings.json: cannot read it: is a named pipe (FIFO)" in str(notices[0])


@needs_fifo
def test_a_fifo_as_the_autosave_is_no_game_and_a_notice_at_once():
    path = paths.state_dir() / autosave.FILE_NAME
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    notices: list[str] = []
    with within_seconds():
        assert autosave.load(notices) is None
    assert len(notices) == 1 and "is a named pipe (FIFO), not a regular file" in str(notices[0])


@needs_fifo
def test_a_fifo_as_the_record_book_keeps_records_for_the_session_and_says_what_it_is(game_record):
    path = paths.data_dir() / "records.sqlite3"
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    notices: list[str] = []
    with within_seconds(), Records.open(notices=notices) as records:
        assert records.in_memory
        records.add(game_record())
    assert len(notices) == 1 and "records.sqlite3: is a named pipe (FIFO), not a regular file" in str(notices[0])
    assert path.is_fifo()  # not ours to replace
