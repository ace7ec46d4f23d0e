"""What the store tells the player arrives as Text: English for the CLI, every part translatable in the window."""

import os

import pytest

from qtsolitaire.engine.text import Text, english, render
from qtsolitaire.outside_files import NotARegularFile, read_regular_file
from qtsolitaire.store import paths
from qtsolitaire.store.files import StoreError, atomic_write_text, message
from qtsolitaire.store.layout_files import load_layouts
from qtsolitaire.store.records import Records
from qtsolitaire.store.settings import Settings

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def marked(context, source, disambiguation, n):
    """A translation that shows which context said what: every translated part is in brackets."""
    return f"[{context}: {english(context, source, disambiguation, n)}]"


def test_a_damaged_record_book_is_told_in_a_sentence_whose_reason_is_translated_too(game_record):
    path = paths.data_dir() / "records.sqlite3"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a database at all" * 100)
    notices: list[Text] = []
    Records.open(notices=notices).close()
    (notice,) = notices
    assert (notice.context, notice.source) == (
        "RecordBook", "Your records could not be read ({file}: {reason}) and were kept aside as {aside}; "
                      "a new record book was started.")
    assert str(notice).startswith("Your records could not be read (records.sqlite3: the file is not a database) "
                                  "and were kept aside as records.sqlite3.corrupt-")
    shown = render(notice, marked)
    assert shown.startswith("[RecordBook: Your records could not be read (records.sqlite3: "
                            "[RecordBook: the file is not a database]) and were kept aside as")


def test_a_full_disk_is_a_store_error_carrying_its_text(tmp_path, monkeypatch):
    def no_room(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("qtsolitaire.store.files._write_replacing", no_room)
    monkeypatch.setattr("qtsolitaire.store.files.clear_caches", lambda: False)
    with pytest.raises(StoreError) as raised:
        atomic_write_text(tmp_path / "settings.json", "{}")
    said = message(raised.value)
    assert (said.context, said.source) == ("FileReasons", "{file}: cannot save: {reason}")
    assert str(raised.value) == f"{tmp_path / 'settings.json'}: cannot save: the disk is full"
    assert render(said, marked).endswith("cannot save: [FileReasons: the disk is full]]")


def test_message_gives_a_plain_errors_own_words():
    assert message(ValueError("plain words")) == "plain words"
    assert message(OSError(2, "No such file")) == "[Errno 2] No such file"


def test_a_settings_file_kept_aside_is_told_in_the_settings_context():
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{ not json")
    notices: list[Text] = []
    Settings.load(notices=notices)
    (notice,) = notices
    assert notice.context == "SettingsFile" and "{aside}" in notice.source
    assert "kept aside as settings.json.corrupt-" in str(notice)
    assert "[FileReasons: not valid JSON: line" in render(notice, marked)


@needs_fifo
def test_what_a_name_that_is_no_file_turned_out_to_be_is_translatable(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(NotARegularFile) as raised:
        read_regular_file(fifo)
    assert raised.value.strerror == Text("OutsideFiles", "is a named pipe (FIFO), not a regular file")
    assert str(raised.value) == "is a named pipe (FIFO), not a regular file"


def test_a_broken_layout_file_is_a_file_reason_line(tmp_path):
    (tmp_path / "empty.json").write_bytes(b"\xff\xfe")
    layouts, errors = load_layouts([tmp_path])
    (error,) = errors
    assert layouts == [] and error.context == "LayoutFiles" and error.source == "{file}: {reason}"
    assert str(error) == "empty.json: not UTF-8 text (byte 0)"
    assert render(error, marked) == "[LayoutFiles: empty.json: [LayoutFiles: not UTF-8 text (byte 0)]]"
