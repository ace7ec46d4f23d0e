"""Winning lines made shorter (lines.tidied): what a player follows as hints and reads in `solve --line`."""

from hypothesis import assume, given, settings

from qtsolitaire.engine.api import IllegalMove
from qtsolitaire.engine.mjklondike import search, solver
from qtsolitaire.engine.mjklondike.engine import ENGINE, deal
from qtsolitaire.engine.mjklondike.game import ToTableau, apply, is_won, legal_moves
from qtsolitaire.engine.mjklondike.lines import tidied
from qtsolitaire.engine.mjklondike.rules import PRESETS
from qtsolitaire.engine.mjklondike.win_search import win_search
from tests.engine.test_mjklondike_solver import endgames, replays_to_a_win

BASE = PRESETS[0].options


def wins(state, line) -> bool:
    """Whether `line` plays legally from `state` to a won game."""
    try:
        return replays_to_a_win(state, line)
    except IllegalMove:
        return False


def runs_moved_twice(state, line) -> list[int]:
    """Where a run is moved and then moved on at once, when one move would have done it."""
    found = []
    for i, (first, then) in enumerate(zip(line, line[1:])):
        if isinstance(first, ToTableau) and isinstance(then, ToTableau) and first.tile == then.tile:
            try:
                once = apply(state, then)
            except IllegalMove:
                once = None
            if once == apply(apply(state, first), then):
                found.append(i)
        state = apply(state, first)
    return found


def test_a_run_moved_twice_in_a_row_is_moved_once_and_the_line_still_wins():
    state = deal(BASE, 1)
    raw, _ = win_search(state, 44_000)
    assert runs_moved_twice(state, raw)  # the dives' own line wanders
    line = tidied(state, raw)
    assert replays_to_a_win(state, line) and not runs_moved_twice(state, line)
    assert len(line) < len(raw)


def test_a_move_the_rest_of_the_line_does_without_is_left_out():
    state = deal(BASE, 3)
    line = tidied(state, win_search(state, 44_000)[0])
    assert tidied(state, line) == line  # nothing left to take out
    # A run moved where the line goes on all the same: the first such move along the line, added by hand.
    position = state
    for i, move in enumerate(line):
        spare = next((m for m in legal_moves(position) if isinstance(m, ToTableau)
                      and wins(position, (m,) + line[i:])), None)
        if spare is not None:
            break
        position = apply(position, move)
    assert spare is not None
    padded = line[:i] + (spare,) + line[i:]
    assert replays_to_a_win(state, padded) and tidied(state, padded) == line


def test_the_lines_a_player_reads_or_follows_as_hints_are_tidied():
    state = deal(BASE, 5)
    assert runs_moved_twice(state, solver.solve(state).line)  # the decision alone: its line as the search found it
    solution = ENGINE.solve(state)  # what `solve --line` prints
    assert solution.winnable and replays_to_a_win(state, solution.line)
    assert tidied(state, solution.line) == solution.line and not runs_moved_twice(state, solution.line)
    solver.forget_verdicts()
    hints, position = [], state
    while not is_won(position):
        hint = solver.verdict(position).hint  # the first along a line found, the rest remembered with it
        hints.append(hint)
        position = apply(position, hint)
    assert replays_to_a_win(state, hints) and not runs_moved_twice(state, hints)


@settings(max_examples=60, deadline=None)
@given(endgames())
def test_a_tidied_line_still_wins_and_is_no_longer(state):
    found = search.search(state, 20_000)
    assume(found.winnable)
    line = tidied(state, found.line)
    assert replays_to_a_win(state, line) and len(line) <= len(found.line)
