"""The daily challenge: which deal of which rule set each game offers on a date (RULES.md section 4).

    daily_deal("mahjong", date(2026, 12, 4)) -> DailyDeal(rule_key="...", deal=...)

The same date and game give the same deal for every player, on every machine, in every version;
another date or another game gives another. The caller passes the date (the UI passes today's date
in UTC): the engine has no clock. Whether the deal is dealt winnable is the caller's too: the window
and the CLI deal it through the game's normal winnable path wherever the game offers one.

Mahjong is played on a layout chosen by the date from the shipped layouts, keyed on their ids (never
on their files, which may move or be redrawn) and never on the player's own layouts. The layouts
take turns: each run of as many days as there are layouts in the rotation plays every one of them
once, in an order shuffled for that run. Adding a layout to the rotation must not change a day
already offered, so the rotation lives in eras: to add one, append an era starting on a future
date; never edit an era that has begun. The card games play their default rule set.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import NamedTuple

from qtsolitaire.digests import sha256
from qtsolitaire.engine.deals import MAX_DEAL, DealRandom
from qtsolitaire.engine.mjklondike.rules import Options as KlondikeOptions
from qtsolitaire.engine.pyramid.rules import DEFAULT as PYRAMID_DEFAULT

FIRST_DAY = date(2026, 1, 1)  # the first daily challenge: the calendar goes back no further

# (first day, layout ids in a fixed order): each era holds from its first day until the next era's.
MAHJONG_ERAS: tuple[tuple[date, tuple[str, ...]], ...] = (
    (
        FIRST_DAY,
        (
            "turtle", "arena", "bridge", "butterfly", "castle", "checkerboard", "city", "classic-turtle",
            "compass-star", "crab", "cross", "crown", "double-spiral", "fortress", "four-towers", "heart",
            "hourglass", "letter-h", "letter-x", "owl", "pine-tree", "pinwheel", "pyramid", "rocket", "twin-peaks",
        ),
    ),
)

# The default rule set of each card game, by its pinned key: a preset added or reordered changes nothing here.
CARD_GAME_RULES = {"pyramid": PYRAMID_DEFAULT.key, "mjklondike": KlondikeOptions().key}


class DailyDeal(NamedTuple):
    rule_key: str  # the layout id for mahjong
    deal: int


def _stream(*parts: object) -> DealRandom:
    digest = sha256("/".join(("qtsolitaire", "daily", *map(str, parts))).encode()).digest()
    return DealRandom(int.from_bytes(digest[:8], "little"))


def daily_layout(day: date) -> str:
    """The id of the shipped Mahjong layout the challenge of `day` is played on."""
    era_start, layouts = MAHJONG_ERAS[0]
    for start, ids in MAHJONG_ERAS:
        if start <= day:
            era_start, layouts = start, ids
    run, turn = divmod((day - era_start).days, len(layouts))
    return _stream("mahjong", era_start.isoformat(), "run", run).shuffled(layouts)[turn]


def day_name(day: date) -> str:
    """A day as the player reads it: "4 December 2026"."""
    return f"{day.day} {day:%B %Y}"


def daily_deal(game_id: str, day: date) -> DailyDeal:
    """The challenge of `game_id` on `day`; KeyError for a game with no daily challenge."""
    if not isinstance(day, date) or isinstance(day, datetime):  # a moment is not a day: its time would count
        raise TypeError(f"a daily challenge needs a date, not {day!r}")
    if game_id == "mahjong":
        rule_key = daily_layout(day)
    elif game_id in CARD_GAME_RULES:
        rule_key = CARD_GAME_RULES[game_id]
    else:
        raise KeyError(f"{game_id!r} has no daily challenge")
    return DailyDeal(rule_key, 1 + _stream(game_id, day.isoformat()).below(MAX_DEAL))
