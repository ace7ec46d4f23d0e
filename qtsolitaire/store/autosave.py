"""The running game, saved after every move in `paths.state_dir()` so a crash or a quit loses nothing.

    autosave.save(SavedGame(game_id, rule_key, deal, winnable_only,
                            moves=[engine.move_to_json(m) for m in history.all_moves],
                            cursor=history.cursor, seconds=clock, started_at=start,
                            counters={"undos": 2, "hints": 1},
                            attempt=engine.deal_attempt(initial),
                            deal_digest=deal_digest(engine.deal_json(initial))))  # StoreError if it cannot write
    saved = autosave.load(notices)                                   # SavedGame or None, never raises
    initial = engine.new_game(...) if saved.attempt is None else engine.dealt_attempt(..., saved.attempt)
    history = History.replay(initial, [engine.move_from_json(m) for m in saved.moves], engine.apply, saved.cursor)
    autosave.set_aside(f"move {n}: {error}", notices)               # when the replay fails
    autosave.clear()                                                 # the game ended and is recorded

The store keeps moves as the JSON the engine made of them; it never looks inside one.
A write costs an fsync (a few ms on an SSD, tens on a slow disk): `BackgroundSaver` takes it off the
UI thread, and only the latest pending save is written.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any, Callable

from qtsolitaire.digests import sha256
from qtsolitaire.engine.deals import MAX_DEAL
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
)
from qtsolitaire.store.files import set_aside as _set_file_aside

FILE_NAME = "autosave.json"
VERSION = 1
MAX_BYTES = 32 * 1024 * 1024  # some hundred thousand moves; a larger file is not a game of ours


class SavedGameFile(TextContext):
    """What the player is told about the saved game in progress."""
# Beyond these a figure was not played but tampered with: it is capped, so records and sums stay sane.
MAX_SECONDS = 366 * 24 * 3600
MAX_COUNT = 1_000_000


@dataclass(frozen=True)
class SavedGame:
    """A game in progress as the autosave keeps it: enough to deal it again and replay its moves."""

    game_id: str
    rule_key: str
    deal: int
    winnable_only: bool
    moves: tuple[dict[str, Any], ...]
    cursor: int
    seconds: int
    started_at: datetime
    counters: dict[str, int] = field(default_factory=dict)
    attempt: int | None = None  # the winnable deal's attempt, for games that search for one (registry)
    daily: date | None = None  # the day whose daily challenge the game is
    # `deal_digest(engine.deal_json(first position))`: a deal that comes out otherwise on resume (its layout
    # file or rules changed since) is told and set aside, never replayed as another game. None in older saves.
    deal_digest: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "moves", tuple(self.moves))
        if not 0 <= self.cursor <= len(self.moves):
            raise ValueError(f"cursor {self.cursor} is outside the {len(self.moves)} recorded moves")
        if self.attempt is not None and self.attempt < 0:
            raise ValueError("attempt is negative")

    def to_json(self) -> dict[str, Any]:
        data = {
            "game_id": self.game_id,
            "rule_key": self.rule_key,
            "deal": self.deal,
            "winnable_only": self.winnable_only,
            "moves": list(self.moves),
            "cursor": self.cursor,
            "seconds": self.seconds,
            "started_at": self.started_at.astimezone(timezone.utc).isoformat(timespec="seconds"),
            "counters": dict(self.counters),
            "attempt": self.attempt,
        }
        if self.daily is not None:  # only a daily challenge's save has the field: older saves read back unchanged
            data["daily"] = self.daily.isoformat()
        if self.deal_digest is not None:  # saves from before deals were fingerprinted read back unchanged
            data["deal_digest"] = self.deal_digest
        return data

    @classmethod
    def from_json(cls, data: Any, capped: list[str] | None = None) -> "SavedGame":
        """ValueError with a readable reason when `data` is not a saved game.

        A time or count beyond what any game reaches is capped, and named in `capped`."""
        if not isinstance(data, dict):
            raise ValueError(SavedGameFile.tr("not a saved game"))
        for key, kind in _FIELDS.items():
            if key not in data:
                raise ValueError(SavedGameFile.tr("{field} is missing").format(field=key))
            if not isinstance(data[key], kind) or (kind is int and isinstance(data[key], bool)):
                raise ValueError(SavedGameFile.tr("{field} has the wrong type").format(field=key))
        if not all(isinstance(move, dict) for move in data["moves"]):
            raise ValueError(SavedGameFile.tr("a move is not a JSON object"))
        counters = data["counters"]
        if not all(isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) for k, v in counters.items()):
            raise ValueError(SavedGameFile.tr("counters must be whole numbers"))
        if data["seconds"] < 0:
            raise ValueError(SavedGameFile.tr("seconds is negative"))
        if not 1 <= data["deal"] <= MAX_DEAL:
            raise ValueError(SavedGameFile.tr("deal is not between 1 and {most}").format(most=MAX_DEAL))
        attempt = data.get("attempt")  # absent from saves made before attempts were kept
        if attempt is not None and (not isinstance(attempt, int) or isinstance(attempt, bool)):
            raise ValueError(SavedGameFile.tr("attempt has the wrong type"))
        if attempt is not None and attempt > MAX_COUNT:
            raise ValueError(SavedGameFile.tr("attempt is out of range"))
        seconds = _capped("seconds", data["seconds"], MAX_SECONDS, capped)
        counters = {key: _capped(key, value, MAX_COUNT, capped) for key, value in counters.items()}
        deal_digest = data.get("deal_digest")
        if deal_digest is not None and not isinstance(deal_digest, str):
            raise ValueError(SavedGameFile.tr("deal_digest has the wrong type"))
        try:
            # In UTC at once: a time at the edge of the calendar with an offset cannot be converted later either.
            started_at = datetime.fromisoformat(data["started_at"]).astimezone(timezone.utc)
        except (ValueError, OverflowError):
            raise ValueError(SavedGameFile.tr("started_at {value} is not a time").format(
                value=repr(data["started_at"][:40]))) from None
        daily = data.get("daily")  # absent from saves made before the daily challenge
        try:
            daily = None if daily is None else date.fromisoformat(daily)
        except (TypeError, ValueError):
            raise ValueError(SavedGameFile.tr("daily {value} is not a day").format(value=f"{daily!r:.40}")) from None
        return cls(
            game_id=data["game_id"],
            rule_key=data["rule_key"],
            deal=data["deal"],
            winnable_only=data["winnable_only"],
            moves=tuple(data["moves"]),
            cursor=data["cursor"],
            seconds=seconds,
            started_at=started_at,
            counters=counters,
            attempt=attempt,
            daily=daily,
            deal_digest=deal_digest,
        )


def _capped(name: str, value: int, most: int, capped: list[str] | None) -> int:
    if value <= most:
        return value
    notify(capped, f"{name} > {most}")  # a field name and a number: the same in every language
    return most


_FIELDS: dict[str, type] = {
    "game_id": str,
    "rule_key": str,
    "deal": int,
    "winnable_only": bool,
    "moves": list,
    "cursor": int,
    "seconds": int,
    "started_at": str,
    "counters": dict,
}


def deal_digest(deal_json: dict[str, Any]) -> str:
    """A short fingerprint of a dealt position (an engine's `deal_json`): equal deals, equal digests."""
    text = json.dumps(deal_json, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return sha256(text.encode("utf-8")).hexdigest()[:16]


def default_path() -> Path:
    return paths.state_dir() / FILE_NAME


def save(game: SavedGame, path: Path | None = None) -> None:
    """Replace the saved game atomically; StoreError with a readable reason if it cannot be written."""
    document = {"version": VERSION, "game": game.to_json()}
    atomic_write_text(path or default_path(), json.dumps(document, separators=(",", ":")))


def load(notices: list[Text] | None = None, path: Path | None = None) -> SavedGame | None:
    """The saved game, or None when there is none or it cannot be read (then it is set aside, with a notice)."""
    path = path or default_path()
    remove_stale_temp_files(path)
    try:
        raw = read_regular_file(path, MAX_BYTES)
    except FileNotFoundError:
        return None
    except OSError as error:
        notify(notices, SavedGameFile.tr("The game you were playing could not be read ({file}: {reason}).").format(
            file=path, reason=os_error_reason(error)))
        return None
    capped: list[str] = []
    try:
        if len(raw) > MAX_BYTES:
            raise ValueError(SavedGameFile.tr("larger than {megabytes} MB, not a saved game").format(
                megabytes=MAX_BYTES // (1024 * 1024)))
        document = parse_json(raw) if raw.strip() else None
        if not isinstance(document, dict) or not isinstance(document.get("version"), int):
            raise ValueError(SavedGameFile.tr("not a saved game") if raw.strip()
                             else SavedGameFile.tr("the file is empty"))
        if document["version"] > VERSION:
            raise ValueError(SavedGameFile.tr("saved by a newer version of qtsolitaire"))
        saved = SavedGame.from_json(document.get("game"), capped)
    except ValueError as error:
        set_aside(SavedGameFile.tr("{file}: {reason}").format(file=path.name, reason=message(error)), notices, path)
        return None
    if capped:
        notify(notices, SavedGameFile.tr("The game you were playing was restored, but {file} had figures no game "
                                         "reaches ({figures}): they were capped.").format(
            file=path.name, figures="; ".join(capped)))
    return saved


def set_aside(reason: Text | str, notices: list[Text] | None = None, path: Path | None = None) -> None:
    """Keep a saved game that cannot be resumed under another name, and tell the player once."""
    path = path or default_path()
    try:
        aside = _set_file_aside(path)
    except StoreError as error:
        notify(notices, SavedGameFile.tr("The game you were playing could not be restored ({reason}). {trouble}").format(
            reason=reason, trouble=message(error)))
        return
    notify(notices, SavedGameFile.tr("The game you were playing could not be restored ({reason}); it was kept aside "
                                     "as {aside} and a new game was dealt.").format(reason=reason, aside=aside.name))


def clear(path: Path | None = None) -> None:
    """Forget the saved game (it ended); StoreError if the file cannot be removed."""
    path = path or default_path()
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        raise StoreError(SavedGameFile.tr("{file}: cannot remove the saved game: {reason}").format(
            file=path, reason=os_error_reason(error))) from error


_CLEAR = object()


class BackgroundSaver:
    """`save` and `clear` return at once; a worker thread does the writing, the latest request winning.

    `on_error` is called on the worker thread with the StoreError of a failed write; from Qt, emit a
    signal there (it reaches the main thread queued). Call `close` (or `flush`) before quitting.
    """

    def __init__(self, path: Path | None = None, on_error: Callable[[StoreError], None] | None = None) -> None:
        self.path = path or default_path()
        self.on_error = on_error
        self._pending: object = None
        self._latest: object = None  # the last request, written or not
        self._busy = False
        self._closed = False
        self._condition = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def save(self, game: SavedGame) -> None:
        self._request(game)

    def clear(self) -> None:
        self._request(_CLEAR)

    def clear_if_latest(self, game_id: str, deal: int, started_at: datetime) -> None:
        """Clear the save unless the latest one asked for is of another game: that game ended and is recorded
        elsewhere; a newer game's save is kept. (No save asked for yet: the file holds the game resumed, or none.)
        From any thread."""
        with self._condition:
            latest = self._latest
            if not isinstance(latest, SavedGame) or (latest.game_id, latest.deal, latest.started_at) == (
                game_id, deal, started_at
            ):
                self._latest = self._pending = _CLEAR
                self._condition.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every request is on disk; False if that took longer than `timeout`."""
        with self._condition:
            return self._condition.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> None:
        self.flush(timeout)
        with self._condition:
            self._closed = True
            self._condition.notify_all()
        self._thread.join(timeout)

    def _request(self, item: object) -> None:
        with self._condition:
            if self._closed:
                raise RuntimeError("the autosave is closed")
            self._pending = self._latest = item
            self._condition.notify_all()

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return
                item, self._pending, self._busy = self._pending, None, True
            try:
                if item is _CLEAR:
                    clear(self.path)
                else:
                    save(item, self.path)  # type: ignore[arg-type]
            except StoreError as error:
                if self.on_error is not None:
                    self.on_error(error)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()
