"""The player's settings: a small versioned JSON document in `paths.config_dir()`.

    notices: list[str] = []
    settings = Settings.load(notices=notices)     # never raises; a bad file is set aside, a notice says so
    settings.theme = "jade"; settings.save()      # save raises StoreError (readable text) when it cannot write

Typed settings are attributes with defaults; a stored value of the wrong type (or not one of a setting's
choices) reads as the default.
`Settings.preferences()` lists those a settings dialog offers (`restore_defaults` resets them); the
rest is remembered state: the last game, rule set per game (`rule_set_for`), layout and window.
Keys this version does not know are kept untouched, so an older and a newer version can share a file,
and `get`/`set` reach them. Saving writes only the keys this instance changed on top of what is on
disk now, so two running instances do not undo each other's changes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Generic, TypeVar

from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.outside_files import read_regular_file
from qtsolitaire.store import paths
from qtsolitaire.store.files import (
    StoreError,
    atomic_write_text,
    message,
    notify,
    os_error_reason,
    parse_json,
    remove_stale_temp_files,
    set_aside,
)

FILE_NAME = "settings.json"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024  # a settings document is a few kB; anything far larger is not one

T = TypeVar("T")


class SettingsFile(TextContext):
    """What the player is told about their settings file."""


class _Setting(Generic[T]):
    """A typed key of the document; `kind` is the type a stored value must have."""

    def __init__(self, kind: type | tuple[type, ...], default: T, doc: str, preference: bool = False,
                 choices: tuple[T, ...] | None = None) -> None:
        self.kind = kind
        self.default = default
        self.preference = preference  # the player chose it (a settings dialog shows it), not remembered state
        self.choices = choices  # the only values it takes, when it is one of a few
        self.__doc__ = doc

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = name

    def valid(self, value: Any) -> bool:
        kinds = self.kind if isinstance(self.kind, tuple) else (self.kind,)
        if self.choices is not None and value not in self.choices:
            return False
        if isinstance(value, bool):
            return bool in kinds
        return isinstance(value, kinds)

    def __get__(self, settings: "Settings | None", owner: type) -> Any:
        if settings is None:
            return self
        value = settings._document.get(self.key, self.default)
        return value if self.valid(value) else self.default

    def __set__(self, settings: "Settings", value: T) -> None:
        if not self.valid(value):
            raise TypeError(f"setting {self.key!r} takes {self.kind}, not {value!r}")
        settings.set(self.key, value)


class Settings:
    theme = _Setting(str, "classic", "Art theme id for tiles, cards and background.", preference=True)
    last_game = _Setting(str, "mahjong", "Game id (registry.GAMES) that was played last.")
    last_layout = _Setting((str, type(None)), None, "Mahjong layout id played last; None: the default layout.")
    winnable_only = _Setting(bool, True, "Deal only deals a solver has proved winnable.", preference=True)
    animations = _Setting(bool, True, "Animate tiles and cards moving.", preference=True)
    ask_before_abandoning = _Setting(bool, True, "Ask before a new game replaces one under way.", preference=True)
    language = _Setting(str, "system", "Language of the window, from the next start: system, en, de or fr.",
                        preference=True, choices=("system", "en", "de", "fr"))
    window_geometry = _Setting((str, type(None)), None, "Base64 of QWidget.saveGeometry().")
    window_state = _Setting((str, type(None)), None, "Base64 of QMainWindow.saveState().")

    def __init__(self, path: Path, document: dict[str, Any] | None = None) -> None:
        self.path = path
        self._document: dict[str, Any] = dict(document or {})
        self._changed: set[str] = set()
        self._save_blocked: Text | None = None

    @classmethod
    def load(cls, path: Path | None = None, notices: list[Text] | None = None) -> "Settings":
        """The stored settings, or the defaults when there are none or they cannot be read."""
        path = path or paths.config_dir() / FILE_NAME
        remove_stale_temp_files(path)
        settings = cls(path)
        try:
            settings._document = _read_document(path)
        except FileNotFoundError:
            pass
        except OSError as error:
            settings._save_blocked = SettingsFile.tr("{file}: cannot read it: {reason}").format(
                file=path, reason=os_error_reason(error))
            notify(notices, SettingsFile.tr("Your settings could not be read ({reason}); the defaults are in use "
                                            "and your changes will not be saved.").format(reason=settings._save_blocked))
        except ValueError as error:
            try:
                aside = set_aside(path)
            except StoreError as aside_error:
                settings._save_blocked = message(aside_error)
                notify(notices, SettingsFile.tr("Your settings could not be read ({reason}); the defaults are in use. "
                                                "{trouble}").format(reason=message(error), trouble=message(aside_error)))
            else:
                notify(notices, SettingsFile.tr("Your settings could not be read ({reason}) and were kept aside as "
                                                "{aside}; the defaults are in use.").format(
                    reason=message(error), aside=aside.name))
        return settings

    @property
    def saving_blocked(self) -> bool:
        """The file could not be read, so it is never written over (`save` raises); the load's notice said so."""
        return self._save_blocked is not None

    def get(self, key: str, default: Any = None) -> Any:
        """Any stored value, typed or not; typed keys are better read as attributes."""
        setting = getattr(type(self), key, None)
        if isinstance(setting, _Setting):
            return getattr(self, key)
        return self._document.get(key, default)

    def set(self, key: str, value: Any) -> None:
        """Store any JSON-able value under `key` (call `save` to write it)."""
        if key == "version":
            raise KeyError("the version is not a setting")
        setting = getattr(type(self), key, None)
        if isinstance(setting, _Setting) and not setting.valid(value):
            raise TypeError(f"setting {key!r} takes {setting.kind}, not {value!r}")
        json.dumps(value)
        self._document[key] = value
        self._changed.add(key)

    @classmethod
    def preferences(cls) -> dict[str, _Setting[Any]]:
        """The settings a settings dialog offers, by key; each has `.default`, `.kind` and a docstring."""
        return {key: value for key, value in vars(cls).items() if isinstance(value, _Setting) and value.preference}

    def restore_defaults(self) -> None:
        """Put every preference back to its default (remembered state such as the window is kept)."""
        for key, setting in self.preferences().items():
            self.set(key, setting.default)

    def rule_set_for(self, game_id: str) -> str | None:
        """The rule-set key last played for a game, if any."""
        keys = self._document.get("last_rule_sets")
        key = keys.get(game_id) if isinstance(keys, dict) else None
        return key if isinstance(key, str) else None

    def set_rule_set_for(self, game_id: str, rule_key: str) -> None:
        keys = self._document.get("last_rule_sets")
        keys = dict(keys) if isinstance(keys, dict) else {}
        keys[game_id] = rule_key
        self.set("last_rule_sets", keys)

    def save(self) -> None:
        """Write the changed keys atomically; raises StoreError with a readable reason."""
        if self._save_blocked:
            raise StoreError(SettingsFile.tr("Settings are not saved: {reason}").format(reason=self._save_blocked))
        if not self._changed:
            return
        try:
            on_disk = _read_document(self.path)
        except (OSError, ValueError):  # gone or spoiled since we read it: what we loaded is the best base
            on_disk = self._document
        merged = {**on_disk, **{key: self._document[key] for key in self._changed}}
        merged["version"] = max(VERSION, _version(on_disk), _version(self._document))
        atomic_write_text(self.path, json.dumps(merged, indent=2, sort_keys=True) + "\n")
        self._document = merged
        self._changed.clear()


def _version(document: dict[str, Any]) -> int:
    version = document.get("version", VERSION)
    return version if isinstance(version, int) and not isinstance(version, bool) else VERSION


def _read_document(path: Path) -> dict[str, Any]:
    """The parsed document; ValueError (with the file name) when it is not one."""
    raw = read_regular_file(path, MAX_BYTES)
    if len(raw) > MAX_BYTES:
        raise ValueError(SettingsFile.tr("{file}: larger than {megabytes} MB, not a settings file").format(
            file=path.name, megabytes=MAX_BYTES // (1024 * 1024)))
    if not raw.strip():
        raise ValueError(SettingsFile.tr("{file}: the file is empty").format(file=path.name))
    try:
        document = parse_json(raw)
    except ValueError as error:
        raise ValueError(SettingsFile.tr("{file}: {reason}").format(file=path.name, reason=message(error))) from None
    if not isinstance(document, dict):
        raise ValueError(SettingsFile.tr("{file}: not a settings document").format(file=path.name))
    version = document.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError(SettingsFile.tr("{file}: unknown version {version}").format(
            file=path.name, version=f"{version!r:.120}"))
    return document

