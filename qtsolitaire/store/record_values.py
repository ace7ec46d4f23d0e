"""What the player's records hold, and how one game is one row of the record book's `games` table.

`GameRecord` is a finished or abandoned game, `Stats` and `DailyStats` the figures of many; `record_of_row` reads a
row (None for one this program cannot read), `stamp` writes a moment as the book keeps it. The book itself:
record_book.py; reading and writing it: records.py.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date, datetime, timedelta, timezone
from enum import Enum
from typing import Any

from qtsolitaire.engine.text import Text, TextContext


class RecordBook(TextContext):
    """What the player is told about their records."""


COLUMNS = (
    "game_id, rule_key, deal, started_at, ended_at, outcome, seconds, moves, score, undos, hints, shuffles, daily"
)
COLUMN_NAMES = tuple(COLUMNS.split(", "))
PLACEHOLDERS = ", ".join("?" * len(COLUMN_NAMES))


class Outcome(str, Enum):
    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"


@dataclass(frozen=True)
class GameRecord:
    game_id: str
    rule_key: str
    deal: int
    started_at: datetime
    ended_at: datetime
    outcome: Outcome
    seconds: int
    moves: int
    score: int | None = None
    undos: int = 0
    hints: int = 0
    shuffles: int = 0
    daily: date | None = None  # the day whose daily challenge this game was

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["outcome"] = self.outcome.value
        data["started_at"] = stamp(self.started_at)
        data["ended_at"] = stamp(self.ended_at)
        data["daily"] = None if self.daily is None else self.daily.isoformat()
        return data

    @classmethod
    def from_json(cls, data: Any, what: Text | str = RecordBook.tr("game")) -> "GameRecord":
        """The record `to_json` wrote; ValueError naming `what` and the field when `data` is not one."""
        if not isinstance(data, dict):
            raise ValueError(RecordBook.tr("{what}: not a finished game").format(what=what))
        row = tuple(data.get(name) for name in COLUMN_NAMES)
        for name, value in zip(COLUMN_NAMES, row):
            if name not in ("score", "daily") and value is None:
                raise ValueError(RecordBook.tr("{what}: {field} is missing").format(what=what, field=name))
        record = record_of_row(row)
        if record is not None and record.daily is None and data.get("daily") is not None:
            raise ValueError(RecordBook.tr("{what}: daily is not a day").format(what=what))
        if record is None or min(record.seconds, record.moves, record.undos, record.hints, record.shuffles) < 0:
            raise ValueError(RecordBook.tr("{what}: not a finished game").format(what=what))
        if not all(abs(n) < 2**63 for n in (record.deal, record.seconds, record.moves, record.score or 0,
                                              record.undos, record.hints, record.shuffles)):
            raise ValueError(RecordBook.tr("{what}: a number is out of range").format(what=what))
        return record


@dataclass(frozen=True)
class Stats:
    """The figures of one game, or one rule set of it; times in seconds, None where there is no win yet."""

    played: int = 0
    won: int = 0
    lost: int = 0
    abandoned: int = 0
    current_streak: int = 0
    best_streak: int = 0
    best_time: int | None = None
    fewest_moves: int | None = None
    best_score: int | None = None
    average_win_time: float | None = None
    recent: tuple[GameRecord, ...] = field(default=())

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def to_json(self) -> dict[str, Any]:
        data = {name: value for name, value in asdict(self).items() if name != "recent"}
        data["win_percent"] = None if self.win_rate is None else round(100 * self.win_rate, 1)
        if self.average_win_time is not None:
            data["average_win_time"] = round(self.average_win_time, 1)
        data["recent"] = [record.to_json() for record in self.recent]
        return data


@dataclass(frozen=True)
class DailyStats:
    """The daily challenges of one game. A day counts once however often its deal was played, and as
    won once any game of it was won; runs count days won in a row. The current run ends today, or
    yesterday while today's challenge is not won yet: it can still be."""

    days_played: int = 0
    days_won: int = 0
    current_run: int = 0
    longest_run: int = 0
    days: dict[date, bool] = field(default_factory=dict)  # each day played: whether it was won

    def to_json(self) -> dict[str, Any]:
        data = {name: value for name, value in asdict(self).items() if name != "days"}
        data["days"] = {day.isoformat(): "won" if won else "played" for day, won in sorted(self.days.items())}
        return data


def daily_runs(days: dict[date, bool], today: date) -> tuple[int, int]:
    """(current run, longest run) of days won in a row; see DailyStats."""
    won = sorted(day for day, was_won in days.items() if was_won)
    longest = run = 0
    for previous, day in zip([None, *won], won):
        run = run + 1 if previous is not None and (day - previous).days == 1 else 1
        longest = max(longest, run)
    last = today if days.get(today) else today - timedelta(days=1)
    current = 0
    while days.get(last - timedelta(days=current)):
        current += 1
    return current, longest


def stamp(moment: datetime) -> str:
    """UTC in ISO 8601, so text order is time order; a naive time is taken as local."""
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")


def day_of(text: Any) -> date | None:
    """A stored challenge day, or None where the text is not one."""
    try:
        return date.fromisoformat(text) if isinstance(text, str) and len(text) == 10 else None
    except ValueError:
        return None


def record_of_row(row: tuple[Any, ...]) -> GameRecord | None:
    """The game of one row; None for a row that cannot be read (its book is repaired when next opened to write)."""
    game_id, rule_key, deal, started, ended, outcome, seconds, moves, score, *counts, daily = row
    numbers = (deal, seconds, moves, *counts, 0 if score is None else score)
    if not (isinstance(game_id, str) and isinstance(rule_key, str) and all(type(n) is int for n in numbers)):
        return None
    try:
        started_at, ended_at = datetime.fromisoformat(started), datetime.fromisoformat(ended)
        if started_at.tzinfo is None or ended_at.tzinfo is None:
            return None
        return GameRecord(game_id, rule_key, deal, started_at, ended_at, Outcome(outcome), seconds, moves, score,
                          *counts, daily=day_of(daily))
    except (TypeError, ValueError):
        return None
