import errno
import json
import os

import pytest

from qtsolitaire.store import paths
from qtsolitaire.store.files import StoreError
from qtsolitaire.store.settings import VERSION, Settings


def _settings_file():
    return paths.config_dir() / "settings.json"


def _write(text: bytes | str) -> None:
    path = _settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode() if isinstance(text, str) else text)


def test_without_a_file_every_setting_has_its_default_and_nothing_is_written():
    notices: list[str] = []
    settings = Settings.load(notices=notices)
    assert (settings.theme, settings.last_game, settings.last_layout) == ("classic", "mahjong", None)
    assert settings.winnable_only is True and settings.animations is True
    assert settings.window_geometry is None and settings.rule_set_for("pyramid") is None
    settings.save()
    assert notices == [] and not _settings_file().exists()


def test_settings_round_trip_as_a_versioned_document():
    settings = Settings.load()
    settings.theme = "jade"
    settings.winnable_only = False
    settings.last_layout = "fortress"
    settings.window_geometry = "AdnQywADAAA="
    settings.set_rule_set_for("pyramid", "relaxed")
    settings.set_rule_set_for("mjklondike", "gold-rush")
    settings.save()
    document = json.loads(_settings_file().read_text())
    assert document["version"] == VERSION and document["theme"] == "jade"
    again = Settings.load()
    assert (again.theme, again.winnable_only, again.last_layout) == ("jade", False, "fortress")
    assert again.window_geometry == "AdnQywADAAA="
    assert again.rule_set_for("pyramid") == "relaxed" and again.rule_set_for("mjklondike") == "gold-rush"


def test_unknown_keys_are_kept_and_reachable():
    _write(json.dumps({"version": 1, "sound": {"volume": 3}, "theme": "night"}))
    settings = Settings.load()
    assert settings.get("sound") == {"volume": 3}
    settings.animations = False
    settings.set("confirm_new_game", False)
    settings.save()
    document = json.loads(_settings_file().read_text())
    assert document["sound"] == {"volume": 3} and document["theme"] == "night"
    assert document["confirm_new_game"] is False and document["animations"] is False


def test_a_newer_version_keeps_its_number_and_its_keys():
    _write(json.dumps({"version": VERSION + 3, "theme": "night", "future": [1, 2]}))
    notices: list[str] = []
    settings = Settings.load(notices=notices)
    assert notices == [] and settings.theme == "night"
    settings.last_game = "pyramid"
    settings.save()
    document = json.loads(_settings_file().read_text())
    assert document["version"] == VERSION + 3 and document["future"] == [1, 2]


def test_a_stored_value_of_the_wrong_type_reads_as_the_default():
    _write(json.dumps({"version": 1, "winnable_only": "yes", "animations": 0, "theme": 7, "last_rule_sets": []}))
    settings = Settings.load()
    assert settings.winnable_only is True and settings.animations is True and settings.theme == "classic"
    assert settings.rule_set_for("pyramid") is None
    settings.set_rule_set_for("pyramid", "standard")
    assert settings.rule_set_for("pyramid") == "standard"


def test_setting_a_wrong_type_or_a_value_json_cannot_hold_is_refused():
    settings = Settings.load()
    with pytest.raises(TypeError):
        settings.animations = "no"
    with pytest.raises(TypeError):
        settings.set("theme", 3)
    with pytest.raises(TypeError):
        settings.set("window", object())
    with pytest.raises(KeyError):
        settings.set("version", 9)


def test_two_instances_keep_each_others_changes():
    first = Settings.load()
    second = Settings.load()
    first.theme = "jade"
    first.save()
    second.window_geometry = "AAAA"
    second.save()
    merged = Settings.load()
    assert merged.theme == "jade" and merged.window_geometry == "AAAA"


CORRUPT = {
    "empty": b"",
    "blank": b"  \n",
    "truncated": b'{"version": 1, "theme": "ja',
    "garbage": bytes(range(256)),
    "not an object": b"[1, 2, 3]",
    "bad version": b'{"version": "two"}',
    "deeply nested": b'{"version": 1, "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "a 5000-digit number": b'{"version": 1, "x": ' + b"7" * 5000 + b"}",
}


@pytest.mark.parametrize("content", CORRUPT.values(), ids=CORRUPT.keys())
def test_a_bad_settings_file_is_kept_aside_the_player_is_told_once_and_defaults_apply(content):
    _write(content)
    notices: list[str] = []
    settings = Settings.load(notices=notices)
    assert settings.theme == "classic"
    assert len(notices) == 1 and "settings.json" in str(notices[0]) and "kept aside as settings.json.corrupt-" in str(notices[0])
    aside = [p for p in paths.config_dir().iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content
    settings.theme = "jade"
    settings.save()
    later: list[str] = []
    assert Settings.load(notices=later).theme == "jade" and later == []


def test_a_settings_file_that_cannot_be_read_is_never_overwritten():
    _settings_file().mkdir(parents=True)
    notices: list[str] = []
    settings = Settings.load(notices=notices)
    assert settings.theme == "classic"
    assert len(notices) == 1 and "a folder stands where the file should be" in str(notices[0])
    settings.theme = "jade"
    with pytest.raises(StoreError, match="not saved"):
        settings.save()


def test_a_full_disk_leaves_the_old_file_whole_and_says_why(monkeypatch):
    settings = Settings.load()
    settings.theme = "jade"
    settings.save()
    before = _settings_file().read_bytes()

    def disk_full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    settings.theme = "night"
    with pytest.raises(StoreError, match="settings.json: cannot save: the disk is full"):
        settings.save()
    assert _settings_file().read_bytes() == before
    assert [p.name for p in paths.config_dir().iterdir()] == ["settings.json"]


def test_a_read_only_folder_gives_a_readable_error(monkeypatch):
    def read_only(*args):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)
    settings = Settings.load()
    settings.theme = "jade"
    with pytest.raises(StoreError, match="settings.json: cannot save: the folder is read-only"):
        settings.save()
    assert list(paths.config_dir().iterdir()) == []


def test_a_file_where_the_folder_should_be_is_told_once_and_saving_says_why(tmp_path):
    blocker = tmp_path / "config"
    blocker.write_text("")
    notices: list[str] = []
    settings = Settings.load(blocker / "settings.json", notices=notices)
    assert len(notices) == 1 and "a file stands where a folder should be" in str(notices[0])
    settings.theme = "jade"
    with pytest.raises(StoreError, match="a file stands where a folder should be"):
        settings.save()


def test_preferences_are_what_a_settings_dialog_offers_and_restore_to_their_defaults():
    assert set(Settings.preferences()) == {"theme", "winnable_only", "animations", "ask_before_abandoning", "language"}
    assert Settings.preferences()["winnable_only"].default is True
    settings = Settings.load()
    settings.theme = "night"
    settings.animations = False
    settings.ask_before_abandoning = False
    settings.language = "de"
    settings.window_geometry = "AAAA"
    settings.restore_defaults()
    settings.save()
    again = Settings.load()
    assert (again.theme, again.animations, again.language, again.window_geometry) == ("classic", True, "system", "AAAA")
    assert again.ask_before_abandoning


def test_temp_files_a_killed_writer_left_are_swept_once_they_are_old():
    folder = paths.config_dir()
    folder.mkdir(parents=True)
    old, fresh = folder / ".settings.json.abc123.tmp", folder / ".settings.json.def456.tmp"
    for temp in (old, fresh):
        temp.write_text("{")
    os.utime(old, (1_000_000, 1_000_000))
    Settings.load()
    assert not old.exists() and fresh.exists()


def test_a_file_spoiled_after_loading_is_rebuilt_from_what_was_loaded():
    _write(json.dumps({"version": 1, "theme": "night", "sound": "soft"}))
    settings = Settings.load()
    _write(b"\x00garbage")
    settings.animations = False
    settings.save()
    again = Settings.load()
    assert (again.theme, again.get("sound"), again.animations) == ("night", "soft", False)
