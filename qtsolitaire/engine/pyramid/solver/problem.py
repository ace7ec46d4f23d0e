"""A position compiled for the search: deck slots, units, bitmasks, and the memo tables of the prunes."""

from __future__ import annotations

import sys
from functools import partial

from qtsolitaire.engine.pyramid.cards import KING, PAIR_SUM, VALUE_OF, value
from qtsolitaire.engine.pyramid.position import COVERED_BY, FULL_PYRAMID, PLACES, Draw, Move, PyramidState, Redeal
from qtsolitaire.engine.pyramid.solver import prunes
from qtsolitaire.engine.pyramid.solver.bits import PARTNERS, SLOTS, Memo, byte_tables, summed
from qtsolitaire.engine.pyramid.solver.moves import REMOVE
from qtsolitaire.engine.pyramid.solver.shapes import ABOVE, BELOW, COVER_MASK, RESTS_ON, shape_info


class BudgetSpent(Exception):
    pass


class Shape:
    """What the search asks of a shape (a set of empty places), worked out once per problem."""

    __slots__ = ("free", "king", "within", "wanted_slots", "must_pair", "by_value", "uncovering")

    def __init__(self, free, king, within, wanted_slots, must_pair, by_value, uncovering) -> None:
        self.free = free  # the uncovered places
        self.king = king  # (move, shape after) removing an uncovered King, or None
        self.within = within  # [(move, shape after)] for the pairs within the pyramid
        self.wanted_slots = wanted_slots  # the deck slots whose card pairs with an uncovered one, Kings too
        self.must_pair = must_pair  # (place, the units that may partner it) per uncovered card but a King
        self.by_value = by_value  # the uncovered places by card value
        self.uncovering = uncovering  # the uncovered places whose leaving uncovers another (temp store only)


class Problem:
    """One position compiled to bitmasks (docs/pyramid-solver.md, how it stays small)."""

    def __init__(self, state: PyramidState, stop_at_clash: bool = True) -> None:
        """`stop_at_clash` False keeps every move in the sweeps, lost or not: for `removal_reachable`."""
        rules = state.rules
        self.redeals = rules.redeals
        self.stock_top = rules.stock_top_available
        self.temp_on = rules.temp_store
        self.pack_goal = rules.goal == "pack"
        self.covering_pair = rules.covering_pair
        # Where the first run tries parking a pyramid card: with no redeal after the removals (they are
        # far more often on a winning line), with redeals before them (docs/pyramid-solver.md, park order).
        self.parks_first = rules.redeals != 0
        self.last_pass = self.redeals is not None and state.redeals_used == self.redeals
        # Whole pack with redeals and deck pairs (stock top, no temp store): pairs within the pyramid
        # are tried after the deck's moves, as each pyramid card paired within it is one fewer to
        # take a deck card. So too on the last pass with the temp store, where a pair within the
        # pyramid can wait while a deck card passes only once (docs/pyramid-solver.md).
        self.within_last = (self.pack_goal and rules.redeals != 0 and self.stock_top and not self.temp_on
                            or self.last_pass and self.temp_on)
        self.one_stack_pass = self.last_pass and not self.temp_on
        # `orders_clash` pays where the whole search is one last pass without the temp store (no
        # redeal, or a game in its last pass), asked where a sweep would take a card; anywhere else
        # it costs more than it saves (docs/pyramid-solver.md).
        self.clash_ends_sweep = stop_at_clash and self.one_stack_pass
        # Where the whole search is one pass the relaxed game is not consulted: these deals are lost
        # to cards buried in the waste, which it cannot see. Nor on the last pass with the stock top
        # in play and no temp store, where it prunes next to nothing (docs/pyramid-solver.md).
        self.relaxed_pays = not (rules.redeals == 0 or self.one_stack_pass)
        # The redeals used on the pass the relaxed game skips, or None (unlimited redeals have no last pass).
        self.relaxed_skips_pass = self.redeals if self.stock_top and not self.temp_on else None
        self.shapes = Memo(self._shape)
        self.decks = Memo(self._deck)
        self.pair_tops = Memo(self._pair_tops)
        self.places = state.pyramid
        self.deck = tuple(state.waste) + tuple(reversed(state.stock))
        self.slot_of = {card: slot for slot, card in enumerate(self.deck)}
        self.full_deck = (1 << len(self.deck)) - 1
        self.pyr_value = tuple(0 if c is None else value(c) for c in state.pyramid)
        self.deck_value = tuple(value(c) for c in self.deck)
        self._deck_values = byte_tables([bytes((v,)) for v in self.deck_value], b"")  # for `decks`
        self.pyramid_cards = {c for c in state.pyramid if c is not None}
        if state.temp_from is not None:
            self.pyramid_cards.add(state.temp)
        self.start = (
            sum(1 << p for p, c in enumerate(state.pyramid) if c is None),
            0,
            -1 if state.temp is None else state.temp,
            len(state.waste),
            state.redeals_used,
        )
        # Partner bookkeeping over "units": places 0..27, deck slots 28.., and one more for a card
        # parked before solving. Units hold cards; a card's unit never changes while solving.
        self.unit_of: dict[int, int] = {c: p for p, c in enumerate(state.pyramid) if c is not None}
        self.unit_of.update({c: PLACES + i for i, c in enumerate(self.deck)})
        if state.temp is not None:
            self.unit_of[state.temp] = PLACES + len(self.deck)
        self.deck_by_value = [0] * 14
        for i, v in enumerate(self.deck_value):
            self.deck_by_value[v] |= 1 << i
        # Any set of deck slots of one value -> as many of the first slots of that value.
        self.first_alike = {0: 0}
        for v in range(1, 14):
            slots = [i for i, dv in enumerate(self.deck_value) if dv == v]
            for chosen in range(1, 1 << len(slots)):
                subset = sum(1 << slot for i, slot in enumerate(slots) if chosen >> i & 1)
                self.first_alike[subset] = sum(1 << slot for slot in slots[:chosen.bit_count()])
        self.relaxed = Memo(partial(prunes.relaxed_search, self))  # relaxed position -> winnable
        self.canonical = Memo(partial(prunes.canonical_gone, self))
        self.alone = Memo(partial(prunes.lone_values, self))
        self.deck_stuck: dict[tuple[int, int, int], bool] = {}
        self.nodes = 0  # positions expanded, relaxed ones included
        self.budget = sys.maxsize
        self.units_of_value = [0] * 14
        for card, unit in self.unit_of.items():
            self.units_of_value[value(card)] |= 1 << unit
        self.units_of_class = [self.units_of_value[low] | self.units_of_value[PAIR_SUM - low] for low in range(7)]
        self.class_short: dict[int | tuple[int, int], bool] = {}  # cards left of a class (and the parked one)
        self.partner_units = [0] * (PLACES + len(self.deck) + 1)  # unit -> the units of the value it pairs with
        for card, unit in self.unit_of.items():
            if value(card) != KING:
                self.partner_units[unit] = self.units_of_value[PAIR_SUM - value(card)]
        self.single_partners: dict[tuple[int, int], tuple | bool] = {}
        # A parked card pairs with anything, and with the temp store any pyramid card may be parked.
        # Without it the one card parked is parked before solving, and its unit never changes.
        parked = 1 << PLACES + len(self.deck) if state.temp is not None else 0
        self.may_pair_with = tuple(
            -1 if self.temp_on
            else ~FULL_PYRAMID | (FULL_PYRAMID & ~ABOVE[p] & ~BELOW[p] & ~(1 << p))
            | (COVER_MASK[p] | RESTS_ON[p] if self.covering_pair else 0) | parked
            for p in range(PLACES)
        )
        # Two deck cards are in play together only as waste top and stock top, or with one parked.
        self.deck_may_pair_with = -1 if self.stock_top or self.temp_on else FULL_PYRAMID | parked
        self.card_of_unit = {unit: card for card, unit in self.unit_of.items()}
        self.deck_partners = tuple(self.partner_units[PLACES + slot] & self.deck_may_pair_with
                                   for slot in range(len(self.deck)))
        if self.redeals is not None:
            # For `dead_in_waste`, packed counts (Kings need no partner): of deck cards by value and, above
            # them, by the value they pair with; and of the pyramid cards left by the value they
            # pair with.
            self._deck_counts = byte_tables([1 << 4 * v | 1 << PARTNERS + 4 * (PAIR_SUM - v) if v != KING else 0
                                              for v in self.deck_value], 0)
            self.counts_of = Memo(lambda slots: summed(self._deck_counts, slots))  # the same sets recur
            self.top_down = Memo(lambda slots: summed(SLOTS, slots)[::-1])
            self.pyramid_partners = Memo(lambda shape: sum(
                1 << 4 * (PAIR_SUM - v) for p, v in enumerate(self.pyr_value) if not shape >> p & 1 and 0 < v < KING))

    def _deck(self, remaining: int) -> tuple[tuple[int, ...], bytes]:
        """`decks[remaining]` for a set of deck slots left: those slots in drawing order, and
        their values in that order. Far fewer decks occur than positions."""
        return summed(SLOTS, remaining), summed(self._deck_values, remaining)

    def _pair_tops(self, remaining: int) -> int:
        """`pair_tops[remaining]`: the deck slots left whose card pairs with the one left just before it."""
        order = self.decks[remaining][0]
        return sum(1 << slot for before, slot in zip(order, order[1:])
                   if self.deck_value[before] + self.deck_value[slot] == PAIR_SUM)

    def memo_key(self, node) -> tuple[tuple[int, int, int], int]:
        """The removal state as the search remembers it, and how many cards are on the waste.
        Suits never matter, so the deck left is kept as its values in drawing order: two
        positions whose decks differ only in which of two equal cards went play alike, from
        the same count of waste cards on. A parked card counts by value and by whether it
        came from the pyramid (then it must still go)."""
        shape, gone, temp, pos, _ = node
        remaining = self.full_deck & ~gone
        values = self.decks[remaining][1]
        temp_code = -1 if temp < 0 else VALUE_OF[temp] * 2 + (temp in self.pyramid_cards)
        return (shape, values, temp_code), (remaining & ((1 << pos) - 1)).bit_count()

    def spend(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise BudgetSpent

    def won(self, shape: int, gone: int, temp: int) -> bool:
        if self.pack_goal:
            return shape == FULL_PYRAMID and gone == self.full_deck and temp < 0
        return shape == FULL_PYRAMID and (temp < 0 or temp not in self.pyramid_cards)

    def tops(self, deck_left: int, pos: int) -> tuple[int, int]:
        """The deck slots of the waste top and of the stock top if it is in play, or -1."""
        later = deck_left >> pos << pos
        stock_top = (later & -later).bit_length() - 1 if self.stock_top and later else -1
        return (deck_left & ((1 << pos) - 1)).bit_length() - 1, stock_top

    def _shape(self, shape: int) -> Shape:
        """`shapes[shape]`."""
        free, resting = shape_info(shape)
        pyr_value, places = self.pyr_value, self.places
        king = next((((REMOVE, places[q]), shape | 1 << q) for q in free if pyr_value[q] == KING), None)
        within = [
            ((REMOVE, places[a], places[b]), shape | 1 << a | 1 << b)
            for i, a in enumerate(free) for b in free[i + 1:] if pyr_value[a] + pyr_value[b] == PAIR_SUM
        ]
        if self.covering_pair:
            within += [
                ((REMOVE, places[covered], places[coverer]), shape | 1 << covered | 1 << coverer)
                for covered, coverer in resting if pyr_value[covered] + pyr_value[coverer] == PAIR_SUM
            ]
        wanted_slots = self.deck_by_value[KING]
        for a in free:
            wanted_slots |= self.deck_by_value[PAIR_SUM - pyr_value[a]]
        must_pair = tuple((a, self.partner_units[a] & self.may_pair_with[a]) for a in free if pyr_value[a] != KING)
        by_value = [()] * 14
        for q in free:
            by_value[pyr_value[q]] += (q,)
        uncovering = tuple(q for q in free if self.park_opens(shape, q, len(free))) if self.temp_on else ()
        return Shape(free, king, within, wanted_slots, must_pair, by_value, uncovering)

    def park_opens(self, shape: int, q: int, free_count: int) -> bool:
        """Whether parking the uncovered pyramid card at q brings a move: it uncovers another card,
        or (covering pair) leaves one it covered resting on an uncovered partner alone."""
        free_after, resting_after = shape_info(shape | 1 << q)
        if len(free_after) >= free_count:
            return True
        values = self.pyr_value
        return self.covering_pair and any(q in COVERED_BY[covered] and values[covered] + values[coverer] == PAIR_SUM
                                          for covered, coverer in resting_after)

    def walk(self, node, point: tuple[int, int] | None) -> list[Move]:
        """The draws and redeals that take `node` to timeline `point`."""
        if point is None:
            return []
        _, gone, _, pos, used = node
        remaining = self.full_deck & ~gone
        steps: list[Move] = []
        while (used, pos) != point:
            later = remaining >> pos << pos
            if later:
                steps.append(Draw())
                pos = (later & -later).bit_length()
            else:
                steps.append(Redeal())
                used, pos = used + 1, 0
        return steps
