"""The games the suite plays. Menus, records, autosaves and the CLI all key on these ids.

Each game's engine module exposes `ENGINE`, an object with this shape:

    game_id: str
    rule_sets() -> list[RuleSet]          the presets the menus offer, default first
    rule_set(key: str) -> RuleSet         any valid key, preset or not; KeyError if unknown
    new_game(rules: RuleSet, deal: int, winnable_only: bool = False) -> an immutable state;
                                          the same arguments always give the same deal
    apply(state, move)                    -> the next state; IllegalMove if the move is not allowed
    move_to_json(move) -> dict, move_from_json(obj) -> move
    deal_json(state) -> dict              what `qtsolitaire-cli deal` prints
    rules_text(rules: RuleSet) -> str     the rules of that rule set for Help > Rules (HTML)

Optional, for games with a solver (the window then shows "winnable / can no longer be won",
offers to undo back to the last winnable position and hints along a winning line):

    position_key(state) -> hashable       equal for positions the solver cannot tell apart
    verdict(state) -> Verdict             bounded work (well under a second); runs on a worker thread
    solve(state, node_budget=None) -> Solution   the full answer with a winning line; None: the
                                          solver's own default budget (`qtsolitaire-cli solve`)
    describe_move(state, move) -> str     a move made from `state` in a short notation a stuck player
                                          can follow ("Q♠ + A♥", "turn stock")

Optional, for games whose winnable deal is found by trying one deal after another (it can take
seconds, and a change to the solver may pick another): a saved game keeps the attempt taken and
deals it again at once.

    deal_attempt(state) -> int            which attempt of its deal number a dealt state is
    dealt_attempt(rules, deal, attempt)   -> that attempt's state, with no search
    new_game(rules, deal, True, stopped=f) asks f() before each attempt and raises DealStopped
                                          once it is true: nobody waits for that deal any more

Optional, for rule sets whose score is multiplied by the player's winning streak (kept in the
records, so the caller passes it in):

    scores_by_streak(rules) -> bool
    streak_score(state, streak) -> int    `streak`: wins in a row counting this game if it is won, else 1

Ids and rule-set keys are stored in players' records: never rename one.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from qtsolitaire.quoting import quoted


class IllegalMove(ValueError):
    """A move the rules do not allow; its text is fit to show the player."""


class DealStopped(Exception):
    """The search for a winnable deal was given up: nobody waits for it any more."""


class Verdict(NamedTuple):
    """A solver's word on a position."""

    winnable: bool | None  # None: its budget ran out before it knew
    hint: Any = None  # the first move of a winning line, when winnable


class Solution(NamedTuple):
    """A solver's full answer on a position."""

    winnable: bool | None  # None: its budget ran out before it knew
    line: tuple = ()  # a winning line of moves from the position, when winnable
    nodes: int = 0  # positions searched


@dataclass(frozen=True)
class RuleSet:
    key: str
    name: str
    options: Any = field(compare=False)


class GameInfo(NamedTuple):
    id: str
    name: str
    module: str

    @property
    def engine(self) -> Any:
        return importlib.import_module(self.module).ENGINE


GAMES: tuple[GameInfo, ...] = (
    GameInfo("mahjong", "Mahjong Solitaire", "qtsolitaire.engine.mahjong.game"),
    GameInfo("pyramid", "Pyramid Solitaire", "qtsolitaire.engine.pyramid.game"),
    GameInfo("mjklondike", "MahJongg Klondike", "qtsolitaire.engine.mjklondike.game"),
)


def offers_winnable_deals(engine: Any) -> bool:
    """Whether the engine can deal winnable games (one without a solver sets `supports_winnable_only` False)."""
    return getattr(engine, "supports_winnable_only", True)


def searches_for_winnable_deals(engine: Any) -> bool:
    """Whether the engine finds a winnable deal by trying attempts (the optional protocol above)."""
    return hasattr(engine, "deal_attempt")


def game(game_id: str) -> GameInfo:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(f"unknown game {quoted(game_id)}; known: {', '.join(g.id for g in GAMES)}")
