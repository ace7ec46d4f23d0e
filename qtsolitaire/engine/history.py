"""Undo and redo over immutable game states.

Each entry keeps the move that was made and the state it led to. The moves alone,
replayed from the deal, rebuild everything: that is what autosave stores.
"""

from __future__ import annotations

from typing import Callable, Generic, Iterator, Sequence, TypeVar

S = TypeVar("S")
M = TypeVar("M")


class History(Generic[S, M]):
    def __init__(self, initial: S) -> None:
        self.initial = initial
        self._moves: list[M] = []
        self._states: list[S] = []
        self._cursor = 0

    @property
    def current(self) -> S:
        return self._states[self._cursor - 1] if self._cursor else self.initial

    @property
    def cursor(self) -> int:
        """How many of the recorded moves are in effect."""
        return self._cursor

    @property
    def can_undo(self) -> bool:
        return self._cursor > 0

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._moves)

    def push(self, move: M, state: S) -> S:
        """Record a new move; it ends any redo branch."""
        del self._moves[self._cursor:]
        del self._states[self._cursor:]
        self._moves.append(move)
        self._states.append(state)
        self._cursor += 1
        return state

    def undo(self) -> S:
        if not self.can_undo:
            raise IndexError("nothing to undo")
        self._cursor -= 1
        return self.current

    def redo(self) -> S:
        if not self.can_redo:
            raise IndexError("nothing to redo")
        self._cursor += 1
        return self.current

    def go_to(self, cursor: int) -> S:
        """Jump to any recorded point, keeping the moves after it for redo."""
        if not 0 <= cursor <= len(self._moves):
            raise IndexError("no such point in the history")
        self._cursor = cursor
        return self.current

    @property
    def done_moves(self) -> list[M]:
        return self._moves[: self._cursor]

    @property
    def all_moves(self) -> list[M]:
        """Every recorded move, including those undone but still redoable."""
        return list(self._moves)

    def states_back(self) -> Iterator[tuple[int, S]]:
        """(cursor, state) from the current point back to the initial state."""
        for cursor in range(self._cursor, -1, -1):
            yield cursor, (self._states[cursor - 1] if cursor else self.initial)

    @classmethod
    def replay(
        cls,
        initial: S,
        moves: Sequence[M],
        apply: Callable[[S, M], S],
        cursor: int | None = None,
    ) -> "History[S, M]":
        """Rebuild a history from its moves; raises whatever `apply` raises on a bad move."""
        history: History[S, M] = cls(initial)
        state = initial
        for move in moves:
            state = history.push(move, apply(state, move))
        history.go_to(len(moves) if cursor is None else cursor)
        return history
