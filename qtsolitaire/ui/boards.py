"""Which controller and scene play each game."""

from __future__ import annotations

import importlib

# game id -> module defining CONTROLLER (a GameController subclass) and SCENE (a BoardScene subclass)
_BOARD_MODULES = {
    "mahjong": "qtsolitaire.ui.board.mahjong_scene",
    "pyramid": "qtsolitaire.ui.board.pyramid_scene",
    "mjklondike": "qtsolitaire.ui.board.mjklondike_scene",
}


def available(game_id: str) -> bool:
    return game_id in _BOARD_MODULES


def board_classes(game_id: str):
    module = importlib.import_module(_BOARD_MODULES[game_id])
    return module.CONTROLLER, module.SCENE


def rules_dialog(game_id: str):
    """The game's Custom Rules dialog class, or None. It is built as `(rule_set, parent)` and
    emits `chosen(rule_key)` when the player starts a game with the rules it shows."""
    if game_id not in _BOARD_MODULES:
        return None
    return getattr(importlib.import_module(_BOARD_MODULES[game_id]), "RULES_DIALOG", None)
