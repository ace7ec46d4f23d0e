"""Hints for MahJongg Klondike, and the proof that a game is stuck: one search over the rearrangements of face-up
runs looks for the first step towards a move that matters (a tile up, a tile turned up, the waste top played).

`hint` and `is_stuck` are offered from game.py too, where the GUI, the engine and the solver find them.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Iterable, Iterator

from .moves import (
    _ON_FACES,
    Move,
    State,
    ToTableau,
    _empty_takes,
    _foundation_candidates,
    _foundation_moves,
    _foundation_rule_refusal,
    _targets,
    apply,
    is_won,
    stock_move,
)
from .tiles import FACE


def _faces_laid_on() -> dict[str, set[str]]:
    """Per face, the faces of the tiles that may be put on it in the tableau (`_ON_FACES` the other way round)."""
    laid_on: dict[str, set[str]] = {face: set() for face in FACE}
    for tile, faces in enumerate(_ON_FACES):
        for face in faces:
            laid_on[face].add(FACE[tile])
    return laid_on


_LAID_ON = _faces_laid_on()

# The quiet-move search behind hint() and is_stuck() gives up past this many tableau arrangements.
QUIET_SEARCH_LIMIT = 400


def _progress(state: State) -> Move | None:
    """A move that matters now: a tile to a foundation, a tile turned up, or the top waste tile into the tableau;
    each onto the first pile that takes it."""
    for move in _foundation_moves(state):
        return move
    flip, most_hidden = None, 0
    for source, tiles in enumerate(state.tableau):
        hidden = state.face_down[source]
        if hidden > most_hidden:  # the deepest pile first: it hides the most
            target = next(_targets(state, tiles[hidden], source), None)
            if target is not None:
                flip, most_hidden = ToTableau(tiles[hidden], target), hidden
    if flip or not state.waste:
        return flip
    target = next(_targets(state, state.waste[-1], None), None)
    return None if target is None else ToTableau(state.waste[-1], target)


def _stock_tops(state: State) -> set[int]:
    """Every tile clicking the stock will bring to the top of the waste, until it stops or comes round again."""
    seen = set()
    tops = set()
    current = state
    while True:
        move = stock_move(current)
        if move is None:
            return tops
        current = apply(current, move)
        passes = current.pass_index
        if current.options.redeals is None:
            passes = min(passes, len(current.options.draw) - 1)
        key = (current.stock, current.waste, passes)
        if key in seen:
            return tops
        seen.add(key)
        if current.waste:
            tops.add(current.waste[-1])


class _Quiet:
    """The moves that only rearrange face-up runs between piles, and what they can lead to.

    While only such moves are made the foundations, the face-down tiles and the stock stay as they are, so the
    tableau alone says whether progress is possible: a tile that can go up being last, a run heading face-down tiles
    having a place to go, or the waste top having one."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.goes_up: dict[int, bool] = {}
        # The runs heading face-down tiles never move in a quiet search, nor does the waste top: what they would go
        # on is known from the start, as last-tile faces mapped to the piles those heads come from.
        heads = [(tiles[down], p) for p, (tiles, down) in enumerate(zip(state.tableau, state.face_down)) if down]
        heads += [(state.waste[-1], None)] if state.waste else []
        self.wanted: dict[str, set[int | None]] = {}
        for head, source in heads:
            for face in _ON_FACES[head]:
                self.wanted.setdefault(face, set()).add(source)
        self.empty_wanted = any(_empty_takes(state.options, head) for head, _ in heads)

    def can_go_up(self, tile: int) -> bool:
        known = self.goes_up.get(tile)
        if known is None:
            candidates = _foundation_candidates(tile)
            known = self.goes_up[tile] = any(_foundation_rule_refusal(self.state, tile, p) is None for p in candidates)
        return known

    def progress(self, tableau: tuple[tuple[int, ...], ...], piles: Iterable[int] | None = None) -> bool:
        """Whether some pile (of `piles`, by default all) makes progress possible."""
        for pile in range(len(tableau)) if piles is None else piles:
            tiles = tableau[pile]
            if not tiles:
                if self.empty_wanted:
                    return True
                continue
            last = tiles[-1]
            if self.can_go_up(last):
                return True
            sources = self.wanted.get(FACE[last])
            if sources and (len(sources) > 1 or pile not in sources):
                return True
        return False

    def successors(self, tableau: tuple[tuple[int, ...], ...]) -> Iterator[tuple[int, int, int, tuple]]:
        """(head, source pile, target pile, the tableau after) of every run move (`ToTableau(head, target)`)."""
        options = self.state.options
        face_down = self.state.face_down
        piles_taking: dict[str, list[int]] = {}  # per face, the piles whose last tile takes it, in order
        first_empty = None
        for pile, tiles in enumerate(tableau):
            if tiles:
                for face in _LAID_ON[FACE[tiles[-1]]]:
                    piles_taking.setdefault(face, []).append(pile)
            elif first_empty is None:
                first_empty = pile  # empty piles are alike: one stands for all
        for source, tiles in enumerate(tableau):
            first = face_down[source]
            for index in range(first + (first > 0), len(tiles)):
                head = tiles[index]
                targets = piles_taking.get(FACE[head], ())
                # A whole pile into an empty one only changes its place.
                if index and first_empty is not None and _empty_takes(options, head):
                    targets = sorted([*targets, first_empty])
                if not targets:
                    continue
                rest, run = tiles[:index], tiles[index:]
                for pile in targets:
                    after = list(tableau)
                    after[source] = rest
                    after[pile] = tableau[pile] + run
                    yield head, source, pile, tuple(after)

    def possible_at_all(self, tops: set[int]) -> bool:
        """A cheap over-estimate: False proves no rearrangement or stock click can lead to progress.

        A face-up tile can only ever become last if the run below it can go somewhere: its head onto a tile that can
        itself become last, or into a pile that can become empty. Growing that set to its fixed point over-estimates
        the tiles that can be last (it ignores two runs wanting one place), which is all a proof of "stuck" needs."""
        state = self.state
        takes_empty = lambda tile: _empty_takes(state.options, tile)  # noqa: E731
        last_faces = {FACE[tiles[-1]] for tiles in state.tableau if tiles}
        can_empty = any(not tiles for tiles in state.tableau)
        exposable = {tiles[-1] for tiles in state.tableau if tiles}
        growing = True
        while growing:
            growing = False
            for tiles, down in zip(state.tableau, state.face_down):
                for index in range(len(tiles) - 2, down - 1 - (down == 0), -1):
                    below = tiles[index + 1]
                    if not ((can_empty and takes_empty(below)) or not last_faces.isdisjoint(_ON_FACES[below])):
                        continue
                    if index < 0:
                        growing = growing or not can_empty
                        can_empty = True
                    elif tiles[index] not in exposable:
                        exposable.add(tiles[index])
                        last_faces.add(FACE[tiles[index]])
                        growing = True
        if any(self.can_go_up(t) for t in exposable) or any(self.can_go_up(t) for t in tops):
            return True
        heads = [tiles[down] for tiles, down in zip(state.tableau, state.face_down) if down]
        heads += list(tops | set(state.waste[-1:]))
        return any((can_empty and takes_empty(h)) or not last_faces.isdisjoint(_ON_FACES[h]) for h in heads)


@dataclass(frozen=True)
class _Analysis:
    hint: Move | None
    complete: bool  # the search saw every arrangement, so a None hint proves nothing matters any more


def _analyse(state: State) -> _Analysis:
    immediate = _progress(state)
    if immediate:
        return _Analysis(immediate, True)
    quiet = _Quiet(state)
    tops = _stock_tops(state)
    if not quiet.possible_at_all(tops):
        return _Analysis(None, True)
    # Breadth first over rearrangements of the face-up runs, remembering each one's first move.
    first_move: dict[tuple, ToTableau | None] = {state.tableau: None}
    queue = deque([state.tableau])
    complete = True
    # The faces of the last tiles of every arrangement seen, and whether any had an empty pile: an arrangement
    # differs from the one before it only in the two piles the move changed.
    last_faces = {FACE[tiles[-1]] for tiles in state.tableau if tiles}
    has_empty = not all(state.tableau)
    while queue and complete:
        tableau = queue.popleft()
        before = first_move[tableau]
        for head, source, target, after in quiet.successors(tableau):
            if after in first_move:
                continue
            first = before or ToTableau(head, target)
            # Past the first moves only the two piles a move changed can matter: the arrangement before made none.
            if quiet.progress(after, None if before is None else (source, target)):
                return _Analysis(first, True)
            first_move[after] = first
            queue.append(after)
            if after[source]:
                last_faces.add(FACE[after[source][-1]])
            else:
                has_empty = True
            last_faces.add(FACE[after[target][-1]])
            if len(first_move) >= QUIET_SEARCH_LIMIT:
                complete = False
                break
    # No rearrangement seen helps by itself: does a tile the stock will show go up, or fit any arrangement?
    for top in tops:
        fits = not last_faces.isdisjoint(_ON_FACES[top]) or (has_empty and _empty_takes(state.options, top))
        if fits or quiet.can_go_up(top):
            return _Analysis(stock_move(state), complete)
    return _Analysis(None, complete)


def hint(state: State) -> Move | None:
    """A legal move that leads somewhere: to a foundation first, then one that turns a tile up (from the pile with
    the most face-down tiles: a hint-following player then wins 36 % of base-game deals rather than 23.5 %), then the
    top waste tile into the tableau; else the first step of the shortest rearrangement (or stock clicks) after which
    one of those is possible. None when nothing useful is left."""
    return _analyse(state).hint


def is_stuck(state: State) -> bool:
    """True when tiles remain but no sequence of moves can put a tile on a foundation, turn a tile up or take one from
    the waste: only pointless rearranging and stock turning are left, so the game is lost."""
    if is_won(state):
        return False
    analysis = _analyse(state)
    return analysis.hint is None and analysis.complete
