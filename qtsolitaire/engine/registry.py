"""The games the suite plays. Menus, records, autosaves and the CLI all key on these ids.

Each game's engine module exposes `ENGINE`, an `api.Engine` with its declared capabilities.
Ids and rule-set keys are stored in players' records: never rename one.
"""

from __future__ import annotations

import importlib
from typing import Iterator, NamedTuple

from qtsolitaire.engine.api import Capability, Engine
from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.quoting import quoted


class Games(TextContext):
    """The names of the games."""


class GameInfo(NamedTuple):
    id: str
    name: Text | str  # a Text for the suite's games: the player reads it in their language
    module: str

    @property
    def engine(self) -> Engine:
        return importlib.import_module(self.module).ENGINE


GAMES: tuple[GameInfo, ...] = (
    GameInfo("mahjong", Games.tr("Mahjong Solitaire"), "qtsolitaire.engine.mahjong.game"),
    GameInfo("pyramid", Games.tr("Pyramid Solitaire"), "qtsolitaire.engine.pyramid.game"),
    GameInfo("mjklondike", Games.tr("MahJongg Klondike"), "qtsolitaire.engine.mjklondike.engine"),
)


def game(game_id: str) -> GameInfo:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(f"unknown game {quoted(game_id)}; known: {', '.join(g.id for g in GAMES)}")


def games_on_layouts() -> Iterator[GameInfo]:
    """The games whose rule sets are layouts (`Capability.LAYOUTS`), in menu order; each game's engine is
    loaded only when the one before it has been passed over."""
    return (info for info in GAMES if Capability.LAYOUTS in info.engine.capabilities)
