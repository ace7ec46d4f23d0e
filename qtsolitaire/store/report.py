"""Names and figures of the records, shared by the statistics dialog and `qtsolitaire-cli stats`.

Names come from the game registry; a game, rule set or layout that is not known any more (an engine
not installed, a deleted user layout) shows its key instead. A figure is its caption (a `Text`), its kind
and its value: the CLI writes it in English (`figure_text`), the dialog in the player's language.
"""

from __future__ import annotations

from datetime import date
from enum import Enum
from typing import Any, NamedTuple

from qtsolitaire.columns import aligned_rows
from qtsolitaire.durations import format_seconds
from qtsolitaire.engine import registry
from qtsolitaire.engine.api import Capability
from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.store.records import DailyStats, Records, Stats


class StatisticsFigures(TextContext):
    """The captions of the figures of the records."""


class Kind(Enum):
    COUNT = "count"
    RATE = "rate"  # a share of 1
    TIME = "time"  # seconds


class Figure(NamedTuple):
    caption: Text
    kind: Kind
    value: float | None  # None: nothing to show yet


def game_name(game_id: str) -> Text | str:
    try:
        return registry.game(game_id).name
    except KeyError:
        return game_id


def rule_set_name(game_id: str, rule_key: str) -> Text | str:
    try:
        return registry.game(game_id).engine.rule_set(rule_key).name
    except Exception:  # an engine missing, broken, or not knowing the key: the key still identifies it
        return rule_key


def _capabilities(game_id: str) -> Capability:
    try:
        return registry.game(game_id).engine.capabilities
    except KeyError:  # a game these records know and this version does not
        return Capability.NONE


def kept_per_layout(game_id: str) -> bool:
    """Whether the records of a game are kept per layout (a game played on layouts), else per rule set."""
    return Capability.LAYOUTS in _capabilities(game_id)


def rule_set_word(game_id: str) -> str:
    """What the records of a game are kept per, as the CLI and its JSON say it."""
    return "layout" if kept_per_layout(game_id) else "rule set"


def game_ids(records: Records) -> list[str]:
    """Every registered game, then any others found in the records."""
    known = [info.id for info in registry.GAMES]
    return known + [game_id for game_id in records.game_ids() if game_id not in known]


def format_rate(rate: float | None) -> str:
    if rate is None:
        return "—"
    percent = 100 * rate
    return f"{percent:.0f}%" if percent == int(percent) else f"{percent:.1f}%"


def format_count(value: int | None) -> str:
    return "—" if value is None else f"{value:,}"


def figure_text(figure: Figure) -> str:
    """A figure's value as the CLI writes it: "1,234", "66.7%", "4:09"."""
    if figure.kind is Kind.RATE:
        return format_rate(figure.value)
    if figure.kind is Kind.TIME:
        return format_seconds(figure.value)
    return format_count(None if figure.value is None else int(figure.value))


def figures(stats: Stats, game_id: str) -> list[Figure]:
    """Each figure, in the order the dialog and the CLI show them."""
    rows = [
        Figure(StatisticsFigures.tr("Played"), Kind.COUNT, stats.played),
        Figure(StatisticsFigures.tr("Won"), Kind.COUNT, stats.won),
        Figure(StatisticsFigures.tr("Win rate"), Kind.RATE, stats.win_rate),
        Figure(StatisticsFigures.tr("Current streak"), Kind.COUNT, stats.current_streak),
        Figure(StatisticsFigures.tr("Best streak"), Kind.COUNT, stats.best_streak),
        Figure(StatisticsFigures.tr("Best time"), Kind.TIME, stats.best_time),
        Figure(StatisticsFigures.tr("Average win"), Kind.TIME, stats.average_win_time),
        Figure(StatisticsFigures.tr("Fewest moves"), Kind.COUNT, stats.fewest_moves),
    ]
    if Capability.SCORING in _capabilities(game_id) or stats.best_score is not None:
        rows.append(Figure(StatisticsFigures.tr("Best score"), Kind.COUNT, stats.best_score))
    return rows


def daily_line(stats: DailyStats) -> str:
    """The daily challenges of a game in one line; "" when none was played."""
    if not stats.days_played:
        return ""
    days = "1 day" if stats.days_played == 1 else f"{stats.days_played:,} days"
    return (f"Daily challenge: {days} played, {stats.days_won:,} won; "
            f"current run {stats.current_run:,}, longest {stats.longest_run:,}")


def report(records: Records, only_game: str | None = None, today: date | None = None) -> dict[str, Any]:
    """Everything `stats --json` prints: per game, its totals, each rule set (or layout) played and,
    given `today` (UTC), its daily challenges."""
    games = []
    for game_id in [only_game] if only_game else game_ids(records):
        rule_sets = [
            {"rule_key": key, "name": str(rule_set_name(game_id, key)), **records.stats(game_id, key).to_json()}
            for key in records.rule_keys(game_id)
        ]
        games.append(
            {
                "game_id": game_id,
                "name": str(game_name(game_id)),
                "per": rule_set_word(game_id),
                "total": records.stats(game_id).to_json(),
                "rule_sets": rule_sets,
            }
        )
        if today is not None:
            games[-1]["daily"] = records.daily_stats(game_id, today).to_json()
    return {"games": games}


def report_text(records: Records, only_game: str | None = None, today: date | None = None) -> str:
    """The same figures as `report`, laid out for a terminal: one column per rule set, "All" first."""
    lines: list[str] = []
    for game_id in [only_game] if only_game else game_ids(records):
        lines.append(str(game_name(game_id)))
        total = records.stats(game_id)
        if not total.played:
            lines.extend(["  no games played yet", ""])
            continue
        columns = [("All", total)] + [
            (str(rule_set_name(game_id, key)), records.stats(game_id, key)) for key in records.rule_keys(game_id)
        ]
        table = [[rule_set_word(game_id).capitalize()] + [name for name, _ in columns]]
        figure_columns = [figures(stats, game_id) for _, stats in columns]
        for row, figure in enumerate(figure_columns[0]):
            table.append([str(figure.caption)] + [figure_text(column[row]) for column in figure_columns])
        lines.extend("  " + line for line in aligned_rows(table))
        daily = daily_line(records.daily_stats(game_id, today)) if today is not None else ""
        if daily:
            lines.append(f"  {daily}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
