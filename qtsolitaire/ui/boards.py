"""Which controller and scene play each game."""

from __future__ import annotations

import importlib

# game id -> module defining CONTROLLER (a GameController subclass) and SCENE (a BoardScene subclass)
_BOARD_MODULES = {
    "mahjong": "qtsolitaire.ui.board.mahjong_scene",
}


def available(game_id: str) -> bool:
    return game_id in _BOARD_MODULES


def board_classes(game_id: str):
    module = importlib.import_module(_BOARD_MODULES[game_id])
    return module.CONTROLLER, module.SCENE
