"""MahJongg Klondike's ENGINE (the protocol of engine/api.py): the rules of game.py, and the solver (solver.py), which
builds on them, for verdicts, winning lines and winnable deals."""

from __future__ import annotations

from typing import Callable

from ..api import Capability, DealStopped, NoWinnableDeal, RuleSet, Solution, Verdict
from ..deals import check_deal_number
from ..text import Text
from . import rules as rules_module
from . import solver
from .rules import Options
from .game import (
    GAME_ID,
    TILE_COUNT,
    TABLEAU_PILES,
    Draw,
    Move,
    Redeal,
    State,
    ToFoundation,
    ToTableau,
    apply,
    auto_foundation_move,
    deal,
    deal_json,
    describe_move,
    hint,
    is_stuck,
    is_won,
    legal_moves,
    stock_move,
)
from .help import rules_text
from .lines import tidied

MAX_WINNABLE_ATTEMPTS = 25  # attempts of one deal number tried for a winnable deal before giving up
SOLVED_ATTEMPTS = 3  # of those, how many the solver tries when the hint-follower wins none
# The solver's budgets for those attempts, one round over them each: the first is what the numbers were dealt by
# before the dives were compiled, so the longer round only deals numbers that were dealt as they fell.
SOLVED_ATTEMPT_NODES = (6_000, 60_000)


def winnable_deal(options: Options, deal_number: int, stopped: Callable[[], bool] | None = None) -> State:
    """The first attempt of the deal number the hint-follower wins (`solver.playout`; the solver's win search wins
    more, but a numbered winnable deal must stay the deal it always was). When it wins none, the first of the first
    `SOLVED_ATTEMPTS` attempts that `solver.solve` wins, at each budget of `SOLVED_ATTEMPT_NODES` in turn: the
    hint-follower's numbers never change, but which attempt such a number deals follows the solver (a stronger one
    may win another). Its winning line is remembered, so the verdicts and hints along it are known from the first
    tile. `stopped` is asked before each attempt; once it says so, DealStopped. A saved game keeps its attempt, so it
    never depends on this search."""
    for attempt in range(MAX_WINNABLE_ATTEMPTS):
        _check_stopped(deal_number, stopped)
        state = deal(options, deal_number, attempt)
        line = solver.playout(state)
        if line is not None:
            solver.remember_line(state, line)
            return state
    for nodes in SOLVED_ATTEMPT_NODES:
        for attempt in range(SOLVED_ATTEMPTS):
            _check_stopped(deal_number, stopped)
            state = deal(options, deal_number, attempt)
            solution = solver.solve(state, nodes)
            if solution.winnable:
                solver.remember_line(state, solution.line)
                return state
    raise NoWinnableDeal.after(MAX_WINNABLE_ATTEMPTS)


def _check_stopped(deal_number: int, stopped: Callable[[], bool] | None) -> None:
    if stopped is not None and stopped():
        raise DealStopped(f"deal {deal_number}: the search for a winnable deal was given up")


class _Engine:
    """The engine protocol (see engine/api.py) for MahJongg Klondike."""

    game_id = GAME_ID
    capabilities = (Capability.SOLVER | Capability.WINNABLE_DEALS | Capability.ATTEMPT_DEALS | Capability.DRAW
                    | Capability.LOOKS_FURTHER)

    def rule_sets(self) -> list[RuleSet]:
        return rules_module.rule_sets()

    def rule_set(self, key: str) -> RuleSet:
        return rules_module.rule_set(key)

    def new_game(self, rules: RuleSet, deal_number: int, winnable_only: bool = False,
                 stopped: Callable[[], bool] | None = None) -> State:
        check_deal_number(deal_number)
        if winnable_only:
            return winnable_deal(rules.options, deal_number, stopped)
        return deal(rules.options, deal_number)

    def deal_attempt(self, state: State) -> int:
        return state.attempt

    def dealt_attempt(self, rules: RuleSet, deal_number: int, attempt: int) -> State:
        if not 0 <= attempt < MAX_WINNABLE_ATTEMPTS:
            raise ValueError(f"attempt {attempt} is not one a winnable deal is taken from")
        return deal(rules.options, check_deal_number(deal_number), attempt)

    def apply(self, state: State, move: Move) -> State:
        return apply(state, move)

    def move_to_json(self, move: Move) -> dict:
        if isinstance(move, Draw):
            return {"move": "draw"}
        if isinstance(move, Redeal):
            return {"move": "redeal"}
        if isinstance(move, ToTableau):
            return {"move": "tableau", "tile": move.tile, "pile": move.pile}
        if isinstance(move, ToFoundation):
            return {"move": "foundation", "tile": move.tile, "pile": move.pile}
        raise TypeError(f"not a MahJongg Klondike move: {move!r}")

    def move_from_json(self, obj: dict) -> Move:
        kind = obj.get("move") if isinstance(obj, dict) else None
        if kind == "draw":
            return Draw()
        if kind == "redeal":
            return Redeal()
        if kind in ("tableau", "foundation"):
            tile, pile = obj.get("tile"), obj.get("pile")
            for name, value, count in (("tile", tile, TILE_COUNT), ("pile", pile, TABLEAU_PILES)):
                if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < count:
                    raise ValueError(f"move {obj!r:.120}: {name} must be a number from 0 to {count - 1}")
            return ToTableau(tile, pile) if kind == "tableau" else ToFoundation(tile, pile)
        raise ValueError(f"move {obj!r:.120}: expected draw, redeal, tableau or foundation")

    def deal_json(self, state: State) -> dict:
        return deal_json(state)

    def rules_text(self, rules: RuleSet, render: Callable[[Text | str], str] = str) -> str:
        return rules_text(rules, render)

    # The helpers the GUI uses, as on the other games' engines.
    def legal_moves(self, state: State) -> list[Move]:
        return legal_moves(state)

    def hint(self, state: State) -> Move | None:
        return hint(state)

    def is_won(self, state: State) -> bool:
        return is_won(state)

    def is_stuck(self, state: State) -> bool:
        return is_stuck(state)

    def auto_foundation_move(self, state: State, tile: int) -> ToFoundation | None:
        return auto_foundation_move(state, tile)

    def stock_move(self, state: State) -> Draw | Redeal | None:
        return stock_move(state)

    # The solver's part of the protocol.
    def position_key(self, state: State) -> tuple:
        return solver.position_key(state)

    def verdict(self, state: State) -> Verdict:
        return solver.verdict(state)

    def solve(self, state: State, node_budget: int | None = None) -> Solution:
        solution = solver.solve(state, node_budget)
        return solution._replace(line=tidied(state, solution.line)) if solution.winnable else solution

    def look_further(self, state: State, stopped: Callable[[], bool]) -> Verdict | None:
        return solver.look_further(state, stopped)

    def describe_move(self, state: State, move: Move) -> Text:
        return describe_move(state, move)


ENGINE = _Engine()
