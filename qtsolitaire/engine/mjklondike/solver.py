"""The MahJongg Klondike solver: knowing every tile, can this position still be won, and how.

`solve(state, node_budget=None) -> api.Solution(winnable, line, nodes)`: winnable True, False, or None when the
node budget ran out first; `line` the game's own moves (Draw, Redeal, ToTableau, ToFoundation) from `state` to a win.
`verdict(state)` is the same with the budget of a position in play, kept per `position_key`; `look_further(state,
stopped)` searches a position it left undecided longer, while the player thinks.

`solve` first asks `loss_proof.proved_lost`, which looks for a tile that can never go up, counting the places the
face-up tiles can lie on (a sound relaxation, proved in its docstring): most dead ends are proved lost at once,
whatever the arrangement of their runs, often tens of moves before a player runs out of moves. Then the win search
(`win_search.py`: short dives on the search's own position, the first trying the moves as a hint-follower would,
each later one going on from a point of one of the furthest lines so far with a move no dive took there yet) looks
for a winning line with the whole node budget. The exact `search.search` gets what the dives leave when they run
out of points to go on from: late in a game, where few positions are left and the exact search settles them.
Where the dives spend the whole budget of a deal it would settle next to nothing (a whole deal never), while each
of its positions carries a loss proof and costs several dive positions: a share kept for it cost an undecided deal a
large part of its time for no verdict. A position in play is another matter: late in a lost game the dives spend
any budget among rearrangements, while the exact search often proves the loss within a few hundred positions. So
`verdict` gives it at least an eighth of the budget (`EXACT_SHARE_IN_PLAY`) past what the dives spent. On the last
pass of a game that had redeals, where the stock only moves on, the exact search settles many of the positions the
dives leave open, so there its share is larger and comes out of the dives' budget: half at the first look, a
quarter at the longer look. That quarter is twice what the first look gave it: with an eighth, the longer look
walked the first look's exact search again to the same end. A Strict game is always on its single pass, mostly
early, where the exact search settles nothing, and keeps the eighth.
`playout` is the hint-follower itself, playing the real game: winnable deals are numbered by it (engine.py).
A line a player follows as hints (`remember_line`) or reads (`ENGINE.solve`) is `lines.tidied` first: the searches
find a win, not a short one, and `solve` itself leaves that to them, so its time is the time to decide.
"""

from __future__ import annotations

from typing import Callable

from ..api import Solution, Verdict
from ..collector import cycle_collector_paused
from ..verdict_memo import VerdictMemo
from .game import Move, State, apply, hint, is_stuck, is_won
from .lines import tidied
from .loss_proof import proved_lost
from .position import foundations, read_position
from .search import Stopped, search
from .win_search import win_search

# Budgets count the dives' positions; one of the exact search's costs about as much as ten of the compiled dives'.
DEFAULT_NODE_BUDGET = 400_000  # a whole deal: an undecided one spends it all, so this is its cost
VERDICT_NODE_BUDGET = 130_000  # what a position in play may cost: under a second
FURTHER_NODE_BUDGET = 4 * VERDICT_NODE_BUDGET  # a longer look while the player thinks: two or three seconds
EXACT_POSITION_COST = 10  # what a position of the exact search takes of a budget
EXACT_SHARE_IN_PLAY = 8  # the exact search gets at least 1/8 of the budget of a position in play, past the dives
PLAYOUT_MOVES = 1_000  # far beyond any game the hint-follower plays (about 330 moves to a win)


def playout(state: State) -> tuple[Move, ...] | None:
    """The moves of a player who always takes `game.hint`, when they win from `state`."""
    line = []
    for _ in range(PLAYOUT_MOVES):
        move = hint(state)
        if move is None:
            break
        line.append(move)
        state = apply(state, move)
    return tuple(line) if is_won(state) else None


def solve(state: State, node_budget: int | None = None, stopped: Callable[[], bool] | None = None,
          exact_at_least: int = 0, dives_at_most: int | None = None) -> Solution:
    """The loss proof, then the win search (with at most `dives_at_most` of the budget), then the exact search with
    what the win search left of the budget, and at least `exact_at_least` (beyond the budget when the win search
    spent it all), each of its positions costing `EXACT_POSITION_COST`. Neither search makes reference cycles, so
    the cycle collector is paused while they run.
    `stopped`: asked between the win search's dives and every few milliseconds of the exact search; once it is
    true, `Stopped` is raised."""
    with cycle_collector_paused():
        return _solve(state, node_budget, stopped, exact_at_least, dives_at_most)


def _solve(state: State, node_budget: int | None, stopped: Callable[[], bool] | None,
           exact_at_least: int, dives_at_most: int | None) -> Solution:
    if is_won(state):
        return Solution(True, (), 0)
    if is_stuck(state):
        return Solution(False, (), 0)
    budget = DEFAULT_NODE_BUDGET if node_budget is None else node_budget
    if proved_lost(read_position(state), state.options):
        return Solution(False, (), 1)
    line, spent = win_search(state, budget if dives_at_most is None else min(budget, dives_at_most), stopped)
    if line is not None:
        return Solution(True, line, spent)
    exact_budget = max(budget - spent, exact_at_least) // EXACT_POSITION_COST
    if not exact_budget:
        return Solution(None, (), spent)
    exact = search(state, exact_budget, root_asked=True, stopped=stopped)
    return Solution(exact.winnable, exact.line, spent + exact.nodes * EXACT_POSITION_COST)


def position_key(state: State) -> tuple:
    """Equal for positions that play alike: where each tile lies (by id, so a hint found for one fits the other),
    the foundations as the search reads them, and the pass (with unlimited redeals, the passes that turn alike are
    one)."""
    redeals = state.options.redeals
    passes = min(state.pass_index, len(state.options.draw) - 1) if redeals is None else state.pass_index
    return (state.options.key, state.tableau, state.face_down, state.stock, state.waste, passes,
            foundations(state))


_VERDICTS = VerdictMemo()


def verdict(state: State, node_budget: int = VERDICT_NODE_BUDGET, stopped: Callable[[], bool] | None = None) -> Verdict:
    """Can this game still be won, and the next move of a winning line. Kept per position, with every position of
    a winning line found: undo answers at once, and so does each position along a line a player follows. What a
    larger budget decides is kept for the budget of play too: it is as true there."""
    key = (position_key(state), node_budget)
    known = _VERDICTS.get(key)
    if known is not None:
        return known
    result = solve(state, node_budget, stopped, *_shares_in_play(state, node_budget))
    decided_further = result.winnable is not None and node_budget != VERDICT_NODE_BUDGET
    if not (result.winnable and result.line):
        _VERDICTS.remember(key, Verdict(result.winnable, None))
        if decided_further:
            _VERDICTS.remember((key[0], VERDICT_NODE_BUDGET), Verdict(result.winnable, None))
        return Verdict(result.winnable, None)
    line = remember_line(state, result.line, node_budget)
    if decided_further:
        _remember(state, line, VERDICT_NODE_BUDGET)
    return Verdict(True, line[0])


def after_the_last_redeal(state: State) -> bool:
    """On the last pass of a game that had redeals, where the exact search gets a larger share in play."""
    return state.redeals_left == 0 and state.pass_index > 0


def _shares_in_play(state: State, node_budget: int) -> tuple[int, int]:
    """(the exact search's least, the dives' most) for a position in play: see the module's docstring."""
    if after_the_last_redeal(state):
        exact = node_budget // (2 if node_budget < FURTHER_NODE_BUDGET else 4)
        return exact, node_budget - exact
    return node_budget // EXACT_SHARE_IN_PLAY, node_budget


def forget_verdicts() -> None:
    """Forget every verdict and line kept: the next look at any position searches afresh (for measuring)."""
    _VERDICTS.clear()


def look_further(state: State, stopped: Callable[[], bool]) -> Verdict | None:
    """The verdict at `FURTHER_NODE_BUDGET`, for a position the budget of play left undecided; None once `stopped`
    says so (asked every few milliseconds)."""
    try:
        return verdict(state, FURTHER_NODE_BUDGET, stopped)
    except Stopped:
        return None


def remember_line(state: State, line: tuple[Move, ...], node_budget: int = VERDICT_NODE_BUDGET) -> tuple[Move, ...]:
    """Every position along a winning line is winnable, with the line's next move as its hint. A player follows
    it, so it is tidied first (`lines.tidied`); the tidied line is returned."""
    line = tidied(state, line)
    _remember(state, line, node_budget)
    return line


def _remember(state: State, line: tuple[Move, ...], node_budget: int) -> None:
    for move in line:
        _VERDICTS.remember((position_key(state), node_budget), Verdict(True, move))
        state = apply(state, move)
