"""The search for the last pass (or the only one), remembering what a waste top leads to.

On the last pass the waste is a stack. While a card x lies on top of it, the cards under x are
out of reach, so what can happen until x leaves depends only on the position (stock pointer,
pyramid shape, parked card or -1), never on what lies under x. So the search asks, of a
position with x on top: which positions can follow right after x leaves (its "pops")? The
answer is remembered per position and value of x (only its value matters while it stays), and
shared by every waste that has such a card on top there.
Drawing a card asks the same of the position after the draw with that card on top, and each
of its pops is a position with x on top again. The positions reachable from one only grow the
pyramid's empty places, the pointer or clear the store, so each answer is worked out once.

The search is depth first and ends at the first won position met, as `search.depth_first` does;
the winning line is read back from the answers worked out on the way (`_line_to_pop`).

This decides lost games with many waste orders far sooner than `search.depth_first`, but it has
none of its pruning, so easy deals cost more: `search` gives its own search a head start
(docs/pyramid-solver.md). Kings are removed first, and only pyramid cards that uncover another
are parked, as there. A parked card is kept by its kind (value, and whether it must still go):
parking either of two alike cards leads to one position.
"""

from __future__ import annotations

from qtsolitaire.engine.pyramid.cards import KING, PAIR_SUM, VALUE_OF
from qtsolitaire.engine.pyramid.position import FULL_PYRAMID, PLACES, Draw, Move, Park, Remove
from qtsolitaire.engine.pyramid.solver.shapes import shape_info


_PARKED = -1  # in a removal while the line is read back: the card parked, named at the end
_NO_POPS: frozenset = frozenset()
# A position is one int, so that keys hash and compare fast: the empty places in the low bits,
# then the stock pointer, then the parked card plus one (0: the store is empty). A memo key
# adds the waste top's value above that.
_POINTER = PLACES
_DRAW = 1 << _POINTER  # added to a position: one card drawn
_TEMP = _POINTER + 5  # a deck has at most 24 cards
_TEMP_BITS = 63 << _TEMP
_TOP = _TEMP + 6


class _Won(Exception):
    """A won position was reached; `moves` holds the line to it, last move first."""

    def __init__(self) -> None:
        super().__init__()
        self.moves: list[Move] = []


def search(problem) -> list[Move] | None:
    """The winning line from `problem.start` (a `problem.Problem` on its last pass), or None
    if it is lost; `problem.spend` counts the positions and may raise."""
    return _OnePass(problem).solve()


class _OnePass:
    def __init__(self, problem) -> None:
        self.problem = problem
        self.park_opens, self.spend = problem.park_opens, problem.spend
        self.deck, self.deck_value, self.places = problem.deck, problem.deck_value, problem.places
        self.pyr_value, self.covering_pair = problem.pyr_value, problem.covering_pair
        self.deck_size = len(problem.deck)
        self.pack_goal, self.stock_top, self.temp_on = problem.pack_goal, problem.stock_top, problem.temp_on
        self.must_go = problem.pyramid_cards  # a parked card of these must still go
        self.pops: dict[int, frozenset] = {}  # position | top_key[x] -> its pops, once worked out
        # Only the waste top's value matters to what follows while it stays: x's key bits are its
        # value (0 for no waste, at index -1).
        self.top_key = tuple(v << _TOP for v in problem.deck_value) + (0,)
        self.facts: dict[int, tuple] = {}  # shape -> what `_moves` asks of it
        shape, _, temp, pointer, _ = problem.start
        cards = [card for card in problem.places if card is not None] + list(problem.deck) + [temp]
        first_of_kind: dict[tuple, int] = {}
        self.kind = {card: first_of_kind.setdefault((VALUE_OF[card], not self.pack_goal and card in self.must_go), card)
                     for card in cards if card >= 0}
        self.parked_slot = tuple(self._parked(card) for card in problem.deck)  # park a deck card: add this
        self.start = shape | pointer << _POINTER | self._parked(temp)

    def _parked(self, card: int) -> int:
        """The store's bits of a position with `card` parked (-1: none), by its kind."""
        return 0 if card < 0 else self.kind[card] + 1 << _TEMP

    def solve(self) -> list[Move] | None:
        lost: set = set()
        try:
            self._from_waste(self.start, (self.start >> _POINTER & 31) - 1, lost)
        except _Won as won:
            return self._naming_parked(won.moves[::-1])
        return None

    def _from_waste(self, position: int, top: int, lost: set) -> None:
        """Raise _Won if the game can be won from `position` with the waste the deck slots up to
        `top` (a waste dealt before solving: none of it has gone)."""
        pops = self.pops.get(position | self.top_key[top])
        if pops is None:
            pops = self._pops_of(position, top)
        under = top << _TOP  # `lost` keys a pop by the slot left on top: here the waste is known
        for pop in pops if top >= 0 else ():
            if pop | under not in lost:
                try:
                    self._from_waste(pop, top - 1, lost)
                except _Won as won:
                    won.moves += reversed(self._line_to_pop(position, top, pop))
                    raise
                lost.add(pop | under)

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

    def _won(self, position: int, x: int) -> bool:
        temp = (position >> _TEMP) - 1
        if self.pack_goal:
            return x < 0 and position == FULL_PYRAMID | self.deck_size << _POINTER
        return position & FULL_PYRAMID == FULL_PYRAMID and temp not in self.must_go

    def _shape_facts(self, shape: int) -> tuple:
        """`facts[shape]`: the shape with an uncovered King gone (or None), the shapes after
        each pair within the pyramid, the uncovered places as bits by value, and what parking
        each that uncovers another adds to a position. Worked out here, not taken from
        `problem.shapes`: that holds more than is needed here, and most shapes are new."""
        free, resting = shape_info(shape)
        values = self.pyr_value
        bits = [()] * 14
        for a in free:
            bits[values[a]] += (1 << a,)
        king = shape | bits[KING][0] if bits[KING] else None
        within = [shape | b | c for low in range(1, 7) for b in bits[low] for c in bits[PAIR_SUM - low]]
        if self.covering_pair:
            within += [shape | 1 << covered | 1 << coverer for covered, coverer in resting
                       if values[covered] + values[coverer] == PAIR_SUM]
        parks = (tuple(1 << a | self._parked(self.places[a]) for a in free if self.park_opens(shape, a, len(free)))
                 if self.temp_on else ())
        found = self.facts[shape] = (king, within, bits, parks)
        return found

    def _moves(self, position: int, x: int):
        """From `position` with the deck card in slot x on top of the waste (-1: none): the
        positions one move on while x stays (parks last), the position after drawing (or None),
        and the pops. A King in play is removed first: never worse than anything else. A shape
        after a move holds the one before, so or-ing it into the position puts it in place."""
        shape = position & FULL_PYRAMID
        facts = self.facts.get(shape) or self._shape_facts(shape)
        king, within, bits, parks = facts
        pointer = position >> _POINTER & 31
        in_stock = pointer < self.deck_size
        deck_value = self.deck_value
        card_value = deck_value[pointer] if self.stock_top and in_stock else 0
        parked = position >> _TEMP
        temp_value = VALUE_OF[parked - 1] if parked else 0
        x_value = deck_value[x] if x >= 0 else 0
        if king is not None:
            return [position | king], None, ()
        if temp_value == KING:
            return [position & ~_TEMP_BITS], None, ()
        if card_value == KING:
            return [position + _DRAW], None, ()
        if x_value == KING:
            return (), None, (position,)
        moves = [position | after for after in within]
        unparked = position & ~_TEMP_BITS
        drawn = position + _DRAW
        if temp_value:
            moves += [unparked | b for b in bits[PAIR_SUM - temp_value]]
        if card_value:
            moves += [drawn | b for b in bits[PAIR_SUM - card_value]]
            if card_value + temp_value == PAIR_SUM:
                moves.append(drawn & ~_TEMP_BITS)
        popped = []
        if x_value:
            popped = [position | b for b in bits[PAIR_SUM - x_value]]
            if card_value + x_value == PAIR_SUM:
                popped.append(drawn)
            if temp_value + x_value == PAIR_SUM:
                popped.append(unparked)
        if self.temp_on and not parked:
            moves += [position | park for park in parks]
            if card_value:
                moves.append(drawn | self.parked_slot[pointer])
            if x_value:
                popped.append(position | self.parked_slot[x])
        return moves, drawn if in_stock else None, popped

    def _pops_of(self, position: int, x: int) -> frozenset:
        """The pops of `position` with slot x on top (see the module doc), not yet known, worked
        out depth first; raises _Won at a won position."""
        self.spend()
        if position & FULL_PYRAMID == FULL_PYRAMID and self._won(position, x):
            raise _Won
        moves, drawn, popped = self._moves(position, x)
        found = [frozenset(popped)] if popped else []
        known = self.pops  # most positions asked of are known: those cost no call
        top = self.top_key[x]
        # Parks before drawing, else a park is tried only once all that drawing leads to is known
        # (fewer positions: docs/pyramid-solver.md).
        for after in moves:
            pops = known.get(after | top)
            if pops is None:
                try:
                    pops = self._pops_of(after, x)
                except _Won as won:
                    won.moves.append(self._move(position, after))
                    raise
            if pops:
                found.append(pops)
        if drawn is not None:
            pointer = position >> _POINTER & 31
            under = known.get(drawn | self.top_key[pointer])
            if under is None:
                try:
                    under = self._pops_of(drawn, pointer)
                except _Won as won:
                    won.moves.append(Draw())
                    raise
            for after in under:
                pops = known.get(after | top)
                if pops is None:
                    try:
                        pops = self._pops_of(after, x)
                    except _Won as won:
                        won.moves += reversed([Draw(), *self._line_to_pop(drawn, pointer, after)])
                        raise
                if pops:
                    found.append(pops)
        pops = found[0] if len(found) == 1 else frozenset().union(*found) if found else _NO_POPS
        known[position | top] = pops
        return pops

    def _line_to_pop(self, position: int, x: int, pop: int) -> list[Move]:
        """The moves from `position` (with slot x on top, its pops worked out) to its pop `pop`."""
        moves, drawn, popped = self._moves(position, x)
        if pop in popped:
            return [self._move(position, pop, x)]
        top = self.top_key[x]
        for after in moves:
            if pop in self.pops.get(after | top, _NO_POPS):
                return [self._move(position, after), *self._line_to_pop(after, x, pop)]
        pointer = position >> _POINTER & 31
        for after in self.pops[drawn | self.top_key[pointer]]:
            if pop in self.pops.get(after | top, _NO_POPS):
                return [Draw(), *self._line_to_pop(drawn, pointer, after), *self._line_to_pop(after, x, pop)]
        raise AssertionError("a pop with no way to it")

    def _move(self, before: int, after: int, x: int = -1) -> Move:
        """The move from position `before` to `after`; `x`: the waste top it takes, if any. The
        parked card a removal takes is `_PARKED`: positions know only its kind."""
        gone = (after & ~before) & FULL_PYRAMID
        pointer = before >> _POINTER & 31
        drew = after >> _POINTER & 31 > pointer
        if after >> _TEMP and not before >> _TEMP:
            if gone:
                return Park(self.places[gone.bit_length() - 1])
            return Park(self.deck[pointer if drew else x])
        cards = [self.places[p] for p in range(PLACES) if gone >> p & 1]
        if drew:
            cards.append(self.deck[pointer])
        if before >> _TEMP and not after >> _TEMP:
            cards.append(_PARKED)
        if x >= 0:
            cards.append(self.deck[x])
        return Remove(tuple(cards))
