"""The search for the last pass (or the only one), remembering what a waste top leads to.

On the last pass the waste is a stack. While a card x lies on top of it, the cards under x are
out of reach, so what can happen until x leaves depends only on the position (stock pointer,
pyramid shape, parked card or -1), never on what lies under x. So the search asks, of a
position with x on top: which positions can follow right after x leaves (its "pops")? The
answer is remembered per (position, x) and shared by every waste that has x on top there.
Drawing a card asks the same of the position after the draw with that card on top, and each
of its pops is a position with x on top again. The positions reachable from one only grow the
pyramid's empty places, the pointer or clear the store, so each answer is worked out once.

The search is depth first and ends at the first won position met, as `solver._search` does;
the winning line is read back from the answers worked out on the way (`_line_to_pop`).

This decides lost games with many waste orders far sooner than `solver._search` (deals 1-50 of
pyramid/r0 and r0.cover: slowest deal 1.7 s -> 0.5 s, 2.3 s -> 0.4 s), but it has none of its
pruning, so easy deals cost more: `solver` gives its own search a head start. Kings are
removed first, and only pyramid cards that uncover another are parked, as there. A parked card
is kept by its kind (value, and whether it must still go): parking either of two alike cards
leads to one position.
"""

from __future__ import annotations

from qtsolitaire.engine.pyramid.cards import KING, PAIR_SUM, VALUE_OF
from qtsolitaire.engine.pyramid.game import FULL_PYRAMID, PLACES, Draw, Move, Park, Remove


_PARKED = -1  # in a removal while the line is read back: the card parked, named at the end
_NO_POPS: frozenset = frozenset()


class _Won(Exception):
    """A won position was reached; `moves` holds the line to it, last move first."""

    def __init__(self) -> None:
        super().__init__()
        self.moves: list[Move] = []


def search(problem) -> list[Move] | None:
    """The winning line from `problem.start` (a `solver._Problem` on its last pass), or None
    if it is lost; `problem.spend` counts the positions and may raise."""
    return _OnePass(problem).solve()


class _OnePass:
    def __init__(self, problem) -> None:
        self.problem = problem
        self.shapes, self.spend = problem.shapes, problem.spend
        self.deck, self.deck_value, self.places = problem.deck, problem.deck_value, problem.places
        self.deck_size = len(problem.deck)
        self.pack_goal, self.stock_top, self.temp_on = problem.pack_goal, problem.stock_top, problem.temp_on
        self.must_go = problem.pyramid_cards  # a parked card of these must still go
        self.pops: dict[tuple, frozenset] = {}  # (position, x) -> its pops, once worked out
        shape, _, temp, pointer, _ = problem.start
        cards = [card for card in problem.places if card is not None] + list(problem.deck) + [temp]
        first_of_kind: dict[tuple, int] = {}
        self.kind = {card: first_of_kind.setdefault((VALUE_OF[card], not self.pack_goal and card in self.must_go), card)
                     for card in cards if card >= 0}
        self.start = (pointer, shape, self.kind.get(temp, temp))

    def solve(self) -> list[Move] | None:
        lost: set = set()
        try:
            self._from_waste(self.start, self.start[0] - 1, lost)
        except _Won as won:
            return self._naming_parked(won.moves[::-1])
        return None

    def _from_waste(self, position, top: int, lost: set) -> None:
        """Raise _Won if the game can be won from `position` with the waste the deck slots up to
        `top` (a waste dealt before solving: none of it has gone)."""
        pops = self.pops.get((position, top))
        if pops is None:
            pops = self._pops_of(position, top)
        for pop in pops if top >= 0 else ():
            if (pop, top) not in lost:
                try:
                    self._from_waste(pop, top - 1, lost)
                except _Won as won:
                    won.moves += reversed(self._line_to_pop(position, top, pop))
                    raise
                lost.add((pop, top))

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

    def _won(self, position, x: int) -> bool:
        pointer, shape, temp = position
        if self.pack_goal:
            return shape == FULL_PYRAMID and x < 0 and pointer == self.deck_size and temp < 0
        return shape == FULL_PYRAMID and temp not in self.must_go

    def _moves(self, position, x: int):
        """From `position` with the deck card in slot x on top of the waste (-1: none): the
        positions one move on while x stays (parks last), the position after drawing (or None),
        and the pops. A King in play is removed first: never worse than anything else."""
        pointer, shape, temp = position
        facts = self.shapes[shape]
        deck_value = self.deck_value
        in_stock = pointer < self.deck_size
        card_value = deck_value[pointer] if self.stock_top and in_stock else 0
        temp_value = VALUE_OF[temp] if temp >= 0 else 0
        x_value = deck_value[x] if x >= 0 else 0
        if facts.king is not None:
            return [(pointer, facts.king[1], temp)], None, ()
        if temp_value == KING:
            return [(pointer, shape, -1)], None, ()
        if card_value == KING:
            return [(pointer + 1, shape, temp)], None, ()
        if x_value == KING:
            return (), None, (position,)
        moves = [(pointer, after, temp) for _, after in facts.within]
        if temp_value:
            moves += [(pointer, shape | 1 << a, -1) for a in facts.by_value[PAIR_SUM - temp_value]]
        if card_value:
            moves += [(pointer + 1, shape | 1 << a, temp) for a in facts.by_value[PAIR_SUM - card_value]]
            if card_value + temp_value == PAIR_SUM:
                moves.append((pointer + 1, shape, -1))
        popped = []
        if x_value:
            popped = [(pointer, shape | 1 << a, temp) for a in facts.by_value[PAIR_SUM - x_value]]
            if card_value + x_value == PAIR_SUM:
                popped.append((pointer + 1, shape, temp))
            if temp_value + x_value == PAIR_SUM:
                popped.append((pointer, shape, -1))
        if self.temp_on and temp < 0:
            kind = self.kind
            moves += [(pointer, shape | 1 << a, kind[self.places[a]]) for a in facts.uncovering]
            if card_value:
                moves.append((pointer + 1, shape, kind[self.deck[pointer]]))
            if x_value:
                popped.append((pointer, shape, kind[self.deck[x]]))
        drawn = (pointer + 1, shape, temp) if in_stock else None
        return moves, drawn, popped

    def _pops_of(self, position, x: int) -> frozenset:
        """The pops of `position` with slot x on top (see the module doc), not yet known, worked
        out depth first; raises _Won at a won position."""
        self.spend()
        if position[1] == FULL_PYRAMID and self._won(position, x):
            raise _Won
        moves, drawn, popped = self._moves(position, x)
        found = [frozenset(popped)] if popped else []
        known = self.pops  # most positions asked of are known: those cost no call
        # Parks before drawing, else a park is tried only once all that drawing leads to is known
        # (measured on deals 1-50 of the no-redeal temp-store sets: 8-26 % fewer positions).
        for after in moves:
            pops = known.get((after, x))
            if pops is None:
                try:
                    pops = self._pops_of(after, x)
                except _Won as won:
                    won.moves.append(self._move(position, after))
                    raise
            if pops:
                found.append(pops)
        if drawn is not None:
            under = known.get((drawn, position[0]))
            if under is None:
                try:
                    under = self._pops_of(drawn, position[0])
                except _Won as won:
                    won.moves.append(Draw())
                    raise
            for after in under:
                pops = known.get((after, x))
                if pops is None:
                    try:
                        pops = self._pops_of(after, x)
                    except _Won as won:
                        won.moves += reversed([Draw(), *self._line_to_pop(drawn, position[0], after)])
                        raise
                if pops:
                    found.append(pops)
        pops = found[0] if len(found) == 1 else frozenset().union(*found) if found else _NO_POPS
        known[position, x] = pops
        return pops

    def _line_to_pop(self, position, x: int, pop) -> list[Move]:
        """The moves from `position` (with slot x on top, its pops worked out) to its pop `pop`."""
        moves, drawn, popped = self._moves(position, x)
        if pop in popped:
            return [self._move(position, pop, x)]
        for after in moves:
            if pop in self.pops.get((after, x), _NO_POPS):
                return [self._move(position, after), *self._line_to_pop(after, x, pop)]
        for after in self.pops[drawn, position[0]]:
            if pop in self.pops.get((after, x), _NO_POPS):
                return [Draw(), *self._line_to_pop(drawn, position[0], after), *self._line_to_pop(after, x, pop)]
        raise AssertionError("a pop with no way to it")

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
