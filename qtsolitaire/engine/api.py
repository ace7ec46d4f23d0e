"""What every game's engine offers the rest of the suite, and the capabilities it declares.

Each game's engine module exposes `ENGINE`, an `Engine`. Generic code (the window, the CLI, the
records) never asks which game it holds: it asks `Capability.X in engine.capabilities`, and an engine
that declares a capability implements that capability's protocol below (tests/engine/test_api.py
checks both ways, for every engine).

    game_id: str
    capabilities: Capability
    rule_sets() -> list[RuleSet]          the presets the menus offer, default first
    rule_set(key: str) -> RuleSet         any valid key, preset or not; KeyError if unknown
    new_game(rules: RuleSet, deal: int, winnable_only: bool = False) -> an immutable state;
                                          the same arguments always give the same deal
    apply(state, move)                    -> the next state; IllegalMove if the move is not allowed
    move_to_json(move) -> dict, move_from_json(obj) -> move
    deal_json(state) -> dict              what `qtsolitaire-cli deal` prints
    rules_text(rules: RuleSet, render=str) -> str
                                          the rules of that rule set for Help > Rules (HTML), each heading
                                          and paragraph a Text in the words `render` gives it

Ids and rule-set keys are stored in players' records: never rename one. What the engines word for the
player (rule-set names, refusals, move notation) is a `text.Text`: English by `str()`, translated by the UI.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, NamedTuple, Protocol, runtime_checkable

from qtsolitaire.engine.text import Text, TextContext


class IllegalMove(ValueError):
    """A move the rules do not allow; its `args[0]` is a `Text` fit to show the player."""


class Dealing(TextContext):
    """Words about dealing a game, the same for every engine."""


class NoWinnableDeal(ValueError):
    """No winnable deal of this number was found; a player is dealt the deal as it falls instead."""

    @classmethod
    def after(cls, tried: int) -> NoWinnableDeal:
        """The search gave up after `tried` deals; its reason is a `Text` the window translates."""
        return cls(Dealing.tr("none of the {count} deals tried was shown to be winnable").format(count=tried))


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
    """One way to play a game: its key, its name, and the options its engine reads."""

    key: str  # what records and saves are filed under: never translated
    name: Text | str  # a Text for the card games' rule sets; a layout's name for Mahjong
    options: Any = field(compare=False)


class Capability(enum.Flag):
    """What an engine offers beyond the plain protocol; each has its protocol below."""

    NONE = 0
    # A solver judges positions in play: the window shows "winnable / can no longer be won", offers to
    # undo back to the last winnable position and hints along a winning line (`Solver`).
    SOLVER = enum.auto()
    # `new_game(rules, deal, winnable_only=True)` deals a deal that can be won; without it, it raises
    # ValueError and the window deals at random.
    WINNABLE_DEALS = enum.auto()
    # The winnable deal is found by trying one deal after another (seconds, and a change to the solver
    # may pick another): a saved game keeps the attempt taken and deals it again at once (`AttemptDeals`).
    ATTEMPT_DEALS = enum.auto()
    # The remaining faces can be dealt anew (Mahjong's Shuffle, `Shuffles`).
    SHUFFLE = enum.auto()
    # A stock to turn (Turn Stock, `Draws`).
    DRAW = enum.auto()
    # A game is scored; its records keep the score (`Scores`).
    SCORING = enum.auto()
    # The rule sets are layouts read from files, which the player may add to: the menu says Layout.
    LAYOUTS = enum.auto()
    # A position `verdict` left undecided may be searched longer while the player thinks (`LooksFurther`).
    LOOKS_FURTHER = enum.auto()


@runtime_checkable
class Engine(Protocol):
    game_id: str
    capabilities: Capability

    def rule_sets(self) -> list[RuleSet]: ...

    def rule_set(self, key: str) -> RuleSet: ...

    def new_game(self, rules: RuleSet, deal: int, winnable_only: bool = False) -> Any: ...

    def apply(self, state: Any, move: Any) -> Any: ...

    def move_to_json(self, move: Any) -> dict: ...

    def move_from_json(self, obj: Any) -> Any: ...

    def deal_json(self, state: Any) -> dict: ...

    def rules_text(self, rules: RuleSet, render: Callable[[Text | str], str] = str) -> str: ...


@runtime_checkable
class Solver(Protocol):
    """`Capability.SOLVER`. `verdict` is bounded work (well under a second) and runs on a worker thread;
    `solve` and `describe_move` give the whole answer (`qtsolitaire-cli solve`)."""

    def position_key(self, state: Any) -> Hashable:
        """Equal for positions the solver cannot tell apart: verdicts are cached by it."""

    def verdict(self, state: Any) -> Verdict: ...

    def solve(self, state: Any, node_budget: int | None = None) -> Solution:
        """The full answer with a winning line; `node_budget` None: the solver's own default budget."""

    def describe_move(self, state: Any, move: Any) -> Text | str:
        """A move made from `state` in a short notation a stuck player can follow ("Q♠ + A♥", "turn stock",
        "3 Bamboo: pile 4 -> foundation 2"), as a Text (a card symbol alone is a str)."""


@runtime_checkable
class AttemptDeals(Protocol):
    """`Capability.ATTEMPT_DEALS`. Also `new_game(rules, deal, True, stopped=f)`, which asks f() before
    each attempt and raises DealStopped once it is true: nobody waits for that deal any more. When no attempt
    is found winnable it raises NoWinnableDeal."""

    def new_game(self, rules: RuleSet, deal: int, winnable_only: bool = False,
                 stopped: Callable[[], bool] | None = None) -> Any: ...

    def deal_attempt(self, state: Any) -> int:
        """Which attempt of its deal number a dealt state is."""

    def dealt_attempt(self, rules: RuleSet, deal: int, attempt: int) -> Any:
        """That attempt's state, with no search."""


@runtime_checkable
class Shuffles(Protocol):
    """`Capability.SHUFFLE`."""

    def shuffle_move(self, state: Any, rng: Any, winnable: bool = False) -> Any:
        """A move dealing the remaining faces anew from `rng` (a deals.DealRandom); with `winnable`,
        so that the position can still be won whenever any dealing can."""


@runtime_checkable
class Draws(Protocol):
    """`Capability.DRAW`."""

    def stock_move(self, state: Any) -> Any:
        """What a click on the stock does (turn it, or turn the waste back over); None when nothing."""


@runtime_checkable
class Scores(Protocol):
    """`Capability.SCORING`."""

    def score(self, state: Any) -> int: ...

    def scores_by_streak(self, rules: RuleSet) -> bool:
        """Whether a won game's score is multiplied by the player's winning streak in the rule set (kept in
        the records, so the caller passes it to `streak_score`)."""

    def streak_score(self, state: Any, streak: int) -> int:
        """The score under streak scoring; `streak`: wins in a row counting this game if it is won, else 1."""


@runtime_checkable
class LooksFurther(Protocol):
    """`Capability.LOOKS_FURTHER`."""

    def look_further(self, state: Any, stopped: Callable[[], bool]) -> Verdict | None:
        """A longer search (seconds) of a position `verdict` left undecided, run while the player thinks; it asks
        `stopped()` as it goes and returns None once that is true. What it decides, `verdict` knows from then on."""


# The protocol an engine declaring each capability implements; None: nothing beyond `Engine` to check
# by its shape (WINNABLE_DEALS and LAYOUTS are checked by what the engine does).
CAPABILITY_PROTOCOLS: dict[Capability, type | None] = {
    Capability.SOLVER: Solver,
    Capability.WINNABLE_DEALS: None,
    Capability.ATTEMPT_DEALS: AttemptDeals,
    Capability.SHUFFLE: Shuffles,
    Capability.DRAW: Draws,
    Capability.SCORING: Scores,
    Capability.LAYOUTS: None,
    Capability.LOOKS_FURTHER: LooksFurther,
}
