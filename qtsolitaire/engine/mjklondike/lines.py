"""Winning lines without the moves they can do without, before a player follows them as hints or reads them.

The searches find a win, not a short one: a dive may move a run on and then on again at once, or move a run for a
tile that the line then reaches another way. `tidied` keeps the win and drops such moves:
- a run moved twice in a row goes straight to its second pile, where that move is legal and leaves the same
  position;
- a run (or a tile from the stock) moved onto the tableau that the rest of the line does without is left out: the
  rest still replays legally to a won game.
Both are checked by playing the moves: a winning line stays a winning line.
"""

from __future__ import annotations

from ..api import IllegalMove
from .game import Move, State, ToTableau, apply, is_won


def tidied(state: State, line: tuple[Move, ...]) -> tuple[Move, ...]:
    """`line`, a winning line from `state`, with the moves above merged or left out. The moves are tried last
    first: a move that only served a later one left out is then left out too."""
    moves, states = _merged(state, line)
    for i in reversed(range(len(moves))):
        if isinstance(moves[i], ToTableau) and _wins(states[i], moves[i + 1 :]):
            del moves[i]  # the positions before it stay as they were
    return tuple(moves)


def _merged(state: State, line: tuple[Move, ...]) -> tuple[list[Move], list[State]]:
    """The line with each run moved twice in a row moved once, where that is the same; and the position before
    each of its moves, then the last one."""
    moves: list[Move] = []
    states = [state]
    for move in line:
        after = apply(states[-1], move)
        last = moves[-1] if moves else None
        if isinstance(move, ToTableau) and isinstance(last, ToTableau) and last.tile == move.tile:
            try:
                straight = apply(states[-2], move)
            except IllegalMove:
                straight = None
            if straight == after:
                moves[-1] = move
                states[-1] = after
                continue
        moves.append(move)
        states.append(after)
    return moves, states


def _wins(state: State, line: list[Move]) -> bool:
    """Whether every move of `line` is legal from `state` on and the game ends won."""
    try:
        for move in line:
            state = apply(state, move)
    except IllegalMove:
        return False
    return is_won(state)
