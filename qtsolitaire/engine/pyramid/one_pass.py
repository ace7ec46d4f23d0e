"""The search for the last pass (or the only one), in frames that leave the waste out.

On the last pass the waste is a stack. While a card x lies on top of it, the cards under x are
out of reach, so what can happen until x leaves depends only on the pyramid shape, the stock
pointer and the parked card, never on what lies under x. A frame is that: from a start
(pointer, shape, parked card or -1) with x on top, every position reachable while x stays
there, and the "pops": the positions right after x leaves, which the frame under it goes on
from. Drawing a card opens the frame of that card, and each of its pops is a position of the
frame that drew it. Frames are shared: whatever lies under x, its frame is explored once.

Frames run lazily, as generators: a pop is followed up as soon as it is found, so a won game is
found depth first, as by `solver._search`; a frame is explored to its end only when the game is
lost from there. Positions are recorded with the one they came from, and the winning line is
read back from those records.

This finds lost games with many waste orders far sooner than `solver._search` (measured on
deals 1-50 of pyramid/r0 and r0.cover: slowest deal 1.7 s -> 0.4 s, 2.3 s -> 0.5 s) but it has
none of its pruning, so easy deals cost more: `solver` gives its own search a head start.
Kings are removed first, and pyramid cards parked, as there. A parked card is kept by its kind
(value, and whether it must still go), which spares a third to two fifths of the positions of
the slowest temp-store deals (pyramid/r0.temp deal 10: 149,053 -> 90,507).
"""

from __future__ import annotations

from qtsolitaire.engine.pyramid.cards import KING, PAIR_SUM, VALUE_OF
from qtsolitaire.engine.pyramid.game import FULL_PYRAMID, PLACES, Draw, Move, Park, Remove


_PARKED = -1  # in a removal while the line is read back: the card parked, named at the end


class _Won(Exception):
    def __init__(self, line: list[Move]) -> None:
        super().__init__()
        self.line = line


class _Frame:
    """The positions reachable from `start` while the deck card in slot `x` is on top of the
    waste (-1: the waste is empty), and those right after it leaves."""

    __slots__ = ("start", "x", "came", "pops", "pop_list", "explore", "done")

    def __init__(self, start: tuple[int, int, int], x: int) -> None:
        self.start, self.x = start, x
        self.came: dict = {start: None}  # position -> the one before, or (the one that drew, _Frame drawn)
        self.pops: dict = {}  # position after x left -> the position it left from
        self.pop_list: list = []  # the same, in the order found
        self.explore = None  # the generator that finds more pops
        self.done = False


def search(problem) -> list[Move] | None:
    """The winning line from `problem.start` (a `solver._Problem` on its last pass), or None
    if it is lost; `problem.spend` counts the positions and may raise."""
    return _OnePass(problem).solve()


class _OnePass:
    def __init__(self, problem) -> None:
        self.problem = problem
        self.deck, self.deck_value, self.places = problem.deck, problem.deck_value, problem.places
        self.deck_size = len(problem.deck)
        self.pack_goal, self.stock_top, self.temp_on = problem.pack_goal, problem.stock_top, problem.temp_on
        self.must_go = problem.pyramid_cards  # a parked card of these must still go
        self.frames: dict[tuple, _Frame] = {}
        shape, _, temp, pointer, _ = problem.start
        # A parked card plays by its value and by whether it must still go, so positions hold the
        # first card of its kind in its place: parking either of two alike leads to one position.
        cards = [card for card in problem.places if card is not None] + list(problem.deck) + [temp]
        first_of_kind: dict[tuple, int] = {}
        self.kind = {card: first_of_kind.setdefault((VALUE_OF[card], not self.pack_goal and card in self.must_go), card)
                     for card in cards if card >= 0}
        self.start = (pointer, shape, self.kind.get(temp, temp))

    def solve(self) -> list[Move] | None:
        try:
            self._from_waste(self.start, self.start[0] - 1, [])
        except _Won as won:
            return self._naming_parked(won.line)
        return None

    def _naming_parked(self, line: list[Move]) -> list[Move]:
        """`line` with each removal of the parked card naming that card, not `_PARKED`."""
        parked = self.problem.start[2]
        named = []
        for move in line:
            if move.__class__ is Park:
                parked = move.card
            elif move.__class__ is Remove and move.cards[0] == _PARKED:
                move = Remove((parked, *move.cards[1:]))
            named.append(move)
        return named

    def _from_waste(self, position, top: int, line: list[Move]) -> None:
        """Raise _Won if the game can be won from `position` with the waste the deck slots up to
        `top`, reached by `line`."""
        if self._won(position, top):
            raise _Won(line)
        frame = self._frame(position, top)
        seen = 0
        while True:
            if seen < len(frame.pop_list):
                pop = frame.pop_list[seen]
                seen += 1
                left_from = frame.pops[pop]
                self._from_waste(pop, top - 1, line + self._path(frame, left_from)
                                 + [self._move(left_from, pop, top)])
            elif frame.done:
                return
            else:
                self._advance(frame, lambda: line)

    @staticmethod
    def _advance(frame: _Frame, line_to_start) -> None:
        """Explore `frame` until it finds more pops or ends. A win found in it is told with the
        moves up to its start first: `line_to_start()`."""
        try:
            next(frame.explore)
        except StopIteration:
            frame.done = True
        except _Won as won:
            won.line = line_to_start() + won.line
            raise

    def _won(self, position, x: int) -> bool:
        pointer, shape, temp = position
        if self.pack_goal:
            return shape == FULL_PYRAMID and x < 0 and pointer == self.deck_size and temp < 0
        return shape == FULL_PYRAMID and temp not in self.must_go

    def _frame(self, start, x: int) -> _Frame:
        frame = self.frames.get((start, x))
        if frame is None:
            frame = self.frames[start, x] = _Frame(start, x)
            frame.explore = self._explore(frame)
        return frame

    def _move(self, before, after, x: int = -1) -> Move:
        """The move from position `before` to `after`; `x`: the waste top it takes, if any. The
        parked card a removal takes is `_PARKED`: positions know only its kind."""
        (pointer, shape, temp), (pointer_after, shape_after, temp_after) = before, after
        gone = shape_after & ~shape
        if temp_after >= 0 and temp < 0:
            if gone:
                return Park(self.places[gone.bit_length() - 1])
            return Park(self.deck[pointer if pointer_after > pointer else x])
        cards = [self.places[p] for p in range(PLACES) if gone >> p & 1]
        if pointer_after > pointer:
            cards.append(self.deck[pointer])
        if temp >= 0 and temp_after < 0:
            cards.append(_PARKED)
        if x >= 0:
            cards.append(self.deck[x])
        return Remove(tuple(cards))

    def _path(self, frame: _Frame, position) -> list[Move]:
        """The moves from the start of `frame` to `position`, one of its positions."""
        parts = []
        while True:
            came = frame.came[position]
            if came is None:
                break
            if came[1].__class__ is _Frame:
                drew, child = came
                left_from = child.pops[position]
                parts.append([Draw(), *self._path(child, left_from), self._move(left_from, position, child.x)])
                position = drew
            else:
                parts.append([self._move(came, position)])
                position = came
        return [move for part in reversed(parts) for move in part]

    def _explore(self, frame: _Frame):
        """Explore `frame` depth first, yielding whenever new pops were found. The stack holds
        [position, items, next item, pops of a child frame followed so far]; an item is a
        position to expand or a child frame whose pops are positions of this one."""
        x, came, pops, pop_list = frame.x, frame.came, frame.pops, frame.pop_list
        deck, deck_value, deck_size, places = self.deck, self.deck_value, self.deck_size, self.places
        shapes, spend, stock_top, temp_on = self.problem.shapes, self.problem.spend, self.stock_top, self.temp_on
        won, pyramid_goal = self._won, not self.pack_goal
        x_value = deck_value[x] if x >= 0 else 0
        kind = self.kind
        x_kind = kind[deck[x]] if x >= 0 else -1
        stack = [[None, [frame.start], 0, 0]]
        while stack:
            entry = stack[-1]
            items, k = entry[1], entry[2]
            if k == len(items):
                stack.pop()
                continue
            item = items[k]
            if item.__class__ is _Frame:
                child_pops, followed = item.pop_list, entry[3]
                if followed < len(child_pops):
                    drew = entry[0]
                    new = []
                    for position in child_pops[followed:]:
                        if position not in came:
                            came[position] = (drew, item)
                            if position[1] == FULL_PYRAMID and won(position, x):
                                raise _Won(self._path(frame, position))
                            new.append(position)
                    entry[3] = len(child_pops)
                    if new:
                        stack.append([None, new, 0, 0])
                elif item.done:
                    entry[2], entry[3] = k + 1, 0
                else:
                    self._advance(item, lambda: self._path(frame, entry[0]) + [Draw()])
                continue
            entry[2] = k + 1
            spend()
            pointer, shape, temp = item
            facts = shapes[shape]
            in_stock = pointer < deck_size
            card_value = deck_value[pointer] if stock_top and in_stock else 0
            temp_value = VALUE_OF[temp] if temp >= 0 else 0
            popped = parks = ()
            can_draw = False
            # A King in play is removed first: never worse than anything else.
            if facts.king is not None:
                moves = [(pointer, facts.king[1], temp)]
            elif temp_value == KING:
                moves = [(pointer, shape, -1)]
            elif card_value == KING:
                moves = [(pointer + 1, shape, temp)]
            elif x_value == KING:
                moves, popped = (), [item]
            else:
                moves = [(pointer, after, temp) for _, after in facts.within]
                if temp_value:
                    moves += [(pointer, shape | 1 << a, -1) for a in facts.by_value[PAIR_SUM - temp_value]]
                if card_value:
                    moves += [(pointer + 1, shape | 1 << a, temp) for a in facts.by_value[PAIR_SUM - card_value]]
                    if card_value + temp_value == PAIR_SUM:
                        moves.append((pointer + 1, shape, -1))
                if x_value:
                    popped = [(pointer, shape | 1 << a, temp) for a in facts.by_value[PAIR_SUM - x_value]]
                    if card_value + x_value == PAIR_SUM:
                        popped.append((pointer + 1, shape, temp))
                    if temp_value + x_value == PAIR_SUM:
                        popped.append((pointer, shape, -1))
                if temp_on and temp < 0:
                    parks = [(pointer, shape | 1 << a, kind[places[a]]) for a in facts.uncovering]
                    if card_value:
                        parks.append((pointer + 1, shape, kind[deck[pointer]]))
                    if x_value:
                        popped.append((pointer, shape, x_kind))
                can_draw = in_stock
            new = []
            for position in moves:
                if position not in came:
                    came[position] = item
                    if position[1] == FULL_PYRAMID and won(position, x):
                        raise _Won(self._path(frame, position))
                    new.append(position)
            if can_draw:
                start = (pointer + 1, shape, temp)
                new.append(self._frame(start, pointer))
            for position in parks:  # after the rest: they are less often on a winning line
                if position not in came:
                    came[position] = item
                    new.append(position)
            found = False
            for position in popped:
                if position not in pops:
                    pops[position] = item
                    if pyramid_goal and position[1] == FULL_PYRAMID and won(position, -1):
                        raise _Won(self._path(frame, item) + [self._move(item, position, x)])
                    pop_list.append(position)
                    found = True
            if new:
                stack.append([item, new, 0, 0])
            if found:
                yield
