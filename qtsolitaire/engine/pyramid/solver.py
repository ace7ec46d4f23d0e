"""The exact Pyramid solver: can this position still be won, and how.

`solve(state, node_budget=...)` -> SolveResult(winnable, nodes, line)
    winnable  True, False, or None when the node budget ran out first
    nodes     positions expanded, those of the relaxed game included
    line      the moves (game.Draw/Redeal/Remove/Park) from `state` to a win, when winnable

`verdict(state)` -> registry.Verdict with a small budget, for positions in play.

`removal_reachable(state)` tells whether any sequence of draws, redeals and parks can still
make a removal possible: the "nothing can change that" half of the lose rule.

How it stays small. The stock and waste together always keep the order the cards were
first drawn in (a redeal turns the waste over unshuffled), so they are one sequence of
deck slots with a pointer between waste and stock. A position is then
    removal state  (empty pyramid places: always one of the 1430 "shapes" closed under covering,
                    deck slots gone, temp card)
    timeline       (redeals used, pointer)
Drawing only moves the timeline forward, and any later point of the timeline can be reached
from an earlier one by drawing and redealing. So for each removal state the search keeps the
earliest timeline point it has explored from; a later visit adds nothing, an earlier one only
sweeps the stretch not yet seen. With unlimited redeals the timeline is a cycle and the
removal state alone is the key. Suits never matter, so the memo reads the deck left as its
values in drawing order and the pointer as the number of those on the waste: positions that
differ only in which of two equal cards went share one entry. Each removal is tried once per
position, at the earliest point of one round of the timeline (a later round only offers the
same moves later).

What it prunes, all of it provably safe (tests compare it with a brute force):
- removing an available King is never worse than anything else, so it is the only move tried;
- likewise a card that must go and whose one possible partner left is in play now;
- a pyramid card is parked only when its leaving uncovers another (or, under the covering
  pair, leaves a card it covers resting on an uncovered partner alone): else it was in play
  already, and parking it only fills the store, or can wait until its partner is uncovered;
- partners: cards of values v and 13 - v must find distinct partners they can ever be in play
  with (a card never pairs with one it covers or one covering it; two deck cards never pair
  with the stock top out of play and no temp store), checked by Hall's condition;
- the temp store holds one card: pyramid cards covering every pyramid partner they have must
  each pair with a card from outside the pyramid or wait in the store, one at a time; so must
  the cards behind every partner they have (`_store_too_small`);
- the relaxed game where every deck card is in play at any time: only how many deck cards of
  each value are left matters there, so it is small and its verdicts are cached; if even it
  cannot clear the pyramid, neither can the real game (not asked where the whole search is
  one pass, nor on the last pass with the stock top in play and no temp store: there it costs
  more positions than it saves);
- whole pack with the stock top in play and no temp store: two deck cards pair only when every
  card between them in drawing order is gone, so the deck must split into nested pairs and
  cards that leave alone (Kings, and values a pyramid card left pairs with); not two cards that
  are both on the waste in the last pass;
- on the last pass the waste is a stack whose cards can only pair with cards outside it, so
  from the top down each needs its own such partner (or, with the temp store, the store); the
  first that cannot have one stays put for good, and so does everything under it;
- when the whole search is one such pass without the temp store: cards with a single partner
  left must pair with it, and those pairs are ordered (covered cards after their coverers,
  waste cards after the ones above them); orders that go round in a circle, or leave a card no
  partner it can meet, lose (`orders_clash`). It is asked along each sweep of the timeline, of
  the position where each card would be taken: the first that loses ends the sweep, as every
  later point is reached from it by drawing.
On the last pass (or the only one), a search that has not ended within its head start
(`_HEAD_START` and the three beside it) hands over to `one_pass`, which leaves the waste out of
what it remembers.
Parks are tried after removals with no redeal (they are less often on a winning line), before
them with redeals (measured: the slowest wins come much sooner). One bad early park (or a
missing one) can still sink the budget in a lost subtree, so with the temp store the search runs
in restarts, each twice as long as the last, that alternate the park order from there; states a
run explored to the end are lost in any order, so later runs skip them.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from qtsolitaire.engine.pyramid.cards import KING, PACK, PAIR_SUM, VALUE_OF, value
from qtsolitaire.engine.pyramid import one_pass
from qtsolitaire.engine.pyramid.shapes import COVER_MASK, shape_info
from qtsolitaire.engine.api import Verdict
from qtsolitaire.engine.pyramid.position import (
    COVERED_BY, FULL_PYRAMID, PLACES, Draw, Move, Park, PyramidState, Redeal, Remove)

DEFAULT_NODE_BUDGET = 300_000  # positions: at 8-40 µs each, by machine, 2.5 s to 12 s at worst
VERDICT_NODE_BUDGET = 20_000  # what a position in play may cost, well under a second
_FIRST_RUN_BUDGET = 5_000  # with the temp store, the first of the runs that alternate the park order
# On the last pass `_search` has this long before `one_pass` takes over: long enough for the
# deals its pruning settles in a few positions. Measured on deals 1-50 (each deal under every
# choice in turn): with the stock top, no temp store, 30 (r0 / r0.pack medians 32 / 38 ms at
# 100, 27 / 33 at 30, 40 / 41 at 0), but none under the covering pair, where `_search` settles
# few deals early (5 of r0.cover.pack's 50 in 30 positions, 13 of r0.pack's): medians of r0.cover
# / r0.cover.pack 42 / 58 ms at 100, 37 / 52 at 30, 35 / 47 at 0. Without the stock top 300 (100
# doubles the medians: 17 -> 39 ms); with the store 5,000 against 20,000, totals 18-33 % lower
# and the medians as they were (1,000 doubles that of r0.no-stock-top.temp.pack).
_HEAD_START = 30
_HEAD_START_COVERING_PAIR = 0
_HEAD_START_NO_STOCK_TOP = 300
_HEAD_START_WITH_STORE = 5_000
_PARK = "park"
_NEVER = sys.maxsize  # the timeline point of a removal state not yet explored
_CLASS_OF = tuple(min(v, PAIR_SUM - v) for v in range(14))  # the value class {low, 13 - low} of a value
_CLASS_ONLY = tuple((_CLASS_OF[value(card)],) for card in PACK)  # the classes a pair with this card changes
_REMOVE = "remove"


@dataclass(frozen=True)
class SolveResult:
    winnable: bool | None
    nodes: int
    line: tuple[Move, ...] = ()


def _places_beneath(p: int) -> int:
    """The places that must be gone before place p is uncovered."""
    mask = 0
    for c in COVERED_BY[p]:
        mask |= 1 << c | _places_beneath(c)
    return mask


_RESTS_ON = tuple(sum(1 << q for q in range(PLACES) if p in COVERED_BY[q]) for p in range(PLACES))
_BELOW = tuple(_places_beneath(p) for p in range(PLACES))
_ABOVE = tuple(sum(1 << q for q in range(PLACES) if _BELOW[q] >> p & 1) for p in range(PLACES))


def _distinct_partners(options: list[int]) -> bool:
    """Whether each option set (a bitmask) can give a different member: Hall's condition,
    checked on every subset (there are at most four cards of a value)."""
    if len(options) == 1:
        return options[0] != 0
    union = [0] * (1 << len(options))
    for subset in range(1, len(union)):
        low = subset & -subset
        union[subset] = union[subset ^ low] | options[low.bit_length() - 1]
        if union[subset].bit_count() < subset.bit_count():
            return False
    return True


def _byte_tables(items: list, zero) -> list[list]:
    """For each 8 of `items` and each subset of them (bit i: item 8k + i), the sum of those
    items in order: tuples and bytes join, ints add. With `_summed`, a sum over the set bits of
    a mask costs a step per byte, not per bit."""
    tables = []
    for base in range(0, max(len(items), 1), 8):
        table = [zero] * 256
        for bits in range(1, 1 << min(8, len(items) - base)):
            top = bits.bit_length() - 1
            table[bits] = table[bits ^ 1 << top] + items[base + top]
        tables.append(table)
    return tables


def _summed(tables: list[list], mask: int):
    """The sum of the items of `_byte_tables` at the set bits of `mask`."""
    total = tables[0][mask & 255]
    mask >>= 8
    byte = 1
    while mask:
        total += tables[byte][mask & 255]
        mask >>= 8
        byte += 1
    return total


_SLOTS = _byte_tables([(slot,) for slot in range(56)], ())  # a mask's set bits, lowest first


# Card counts by value packed in one int, 4 bits a value (value v at bit 4v): there are at most
# four cards of a value, so the counts of all values add, subtract and compare at once.
_COUNT_GUARDS = sum(8 << 4 * v for v in range(1, KING))  # the top bit of each count, Kings left out
_PARTNERS = 64  # where a second set of packed counts starts in one int
_VALUES = (1 << _PARTNERS) - 1  # the first set


def _short_values(partners: int, counts: int) -> int:
    """The guard bits of the values v for which `counts` holds more cards of value v than
    `partners` holds partners: both packed by v, `counts` in its low set."""
    return ~((partners | _COUNT_GUARDS) - (counts & _VALUES)) & _COUNT_GUARDS


class _BudgetSpent(Exception):
    pass


class _Memo(dict):
    """A dict that works out, keeps and returns the value of a key it lacks: a lookup that
    hits makes no Python call, which counts on the hot paths."""

    def __init__(self, work_out) -> None:
        super().__init__()
        self.work_out = work_out

    def __missing__(self, key):
        found = self[key] = self.work_out(key)
        return found


class _Shape:
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


class _Problem:
    """One position compiled to bitmasks; see the module doc for the representation."""

    def __init__(self, state: PyramidState, stop_at_clash: bool = True) -> None:
        """`stop_at_clash` False keeps every move in the sweeps, lost or not: for `removal_reachable`."""
        rules = state.rules
        self.redeals = rules.redeals
        self.stock_top = rules.stock_top_available
        self.temp_on = rules.temp_store
        self.pack_goal = rules.goal == "pack"
        self.covering_pair = rules.covering_pair
        # Where the first run tries parking a pyramid card, measured on deals 1-100: with no redeal, after the
        # removals (they are far more often on a winning line); with redeals, before them (the
        # slowest deal of each temp-store set then took at most 12 423 positions, not 49 000-67 000).
        self.parks_first = rules.redeals != 0
        self.last_pass = self.redeals is not None and state.redeals_used == self.redeals
        # Whole pack with redeals and deck pairs (stock top, no temp store): pairs within the pyramid
        # are tried after the deck's moves, as each pyramid card paired within it is one fewer to
        # take a deck card (measured on deals 1-100: cover.pack's slowest deal 68 701 positions ->
        # 8 907; with redeals and the temp store it cost more positions). So too on the last pass
        # with the temp store, where a pair within the pyramid can wait while a deck card passes
        # only once (measured on deals 1-50 of the no-redeal temp-store sets, each deal both ways in
        # turn: totals 2-20 % lower on six, medians of r0.no-stock-top.temp / .temp.pack 58 / 78 ms
        # -> 24 / 58; 8-30 % higher on r0.cover.temp(.pack), whose deals stay under 0.8 s; without
        # the store no difference).
        self.within_last = (self.pack_goal and rules.redeals != 0 and self.stock_top and not self.temp_on
                            or self.last_pass and self.temp_on)
        self.one_stack_pass = self.last_pass and not self.temp_on
        # `orders_clash` pays where the whole search is one last pass without the temp store (no
        # redeal, or a game in its last pass), asked where a sweep would take a card: asked of every
        # position too it costs more than it saves (measured on deals 1-50 of the four no-redeal
        # stock-top sets), and entered from an earlier pass (pyramid/r1) it cost more either way.
        self.clash_ends_sweep = stop_at_clash and self.one_stack_pass
        # Where the whole search is one pass the relaxed game is not consulted: these deals are lost
        # to cards buried in the waste, which it cannot see, and it costs more positions than it
        # saves (measured on deals 1-50 of the no-redeal sets; with the temp store the parks make
        # it large too).
        self.relaxed_pays = not (rules.redeals == 0 or self.one_stack_pass)
        # On the last pass with the stock top in play and no temp store it prunes next to nothing
        # (pyramid/r1 deal 40: 170 of 67 397 last-pass positions) and its own positions cost more:
        # 3-7 % of the CPU of deals 1-50 of the four r1 stock-top sets. Without the stock top it
        # still pays (r1.no-stock-top deal 17: 16 % slower without it). The redeals used on the pass
        # it skips, or None (unlimited redeals have no last pass).
        self.relaxed_skips_pass = self.redeals if self.stock_top and not self.temp_on else None
        self.shapes = _Memo(self._shape)
        self.decks = _Memo(self._deck)
        self.pair_tops = _Memo(self._pair_tops)
        self.places = state.pyramid
        self.deck = tuple(state.waste) + tuple(reversed(state.stock))
        self.slot_of = {card: slot for slot, card in enumerate(self.deck)}
        self.full_deck = (1 << len(self.deck)) - 1
        self.pyr_value = tuple(0 if c is None else value(c) for c in state.pyramid)
        self.deck_value = tuple(value(c) for c in self.deck)
        self._deck_values = _byte_tables([bytes((v,)) for v in self.deck_value], b"")  # for `decks`
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
        self._first_alike = {0: 0}
        for v in range(1, 14):
            slots = [i for i, dv in enumerate(self.deck_value) if dv == v]
            for chosen in range(1, 1 << len(slots)):
                subset = sum(1 << slot for i, slot in enumerate(slots) if chosen >> i & 1)
                self._first_alike[subset] = sum(1 << slot for slot in slots[:chosen.bit_count()])
        self._relaxed = _Memo(self._relaxed_search)  # relaxed position -> winnable
        self._canonical = _Memo(self._canonical_gone)
        self._alone = _Memo(self._lone_values)
        self._deck_stuck: dict[tuple[int, int, int], bool] = {}
        self.nodes = 0  # positions expanded, relaxed ones included
        self.budget = sys.maxsize
        self.units_of_value = [0] * 14
        for card, unit in self.unit_of.items():
            self.units_of_value[value(card)] |= 1 << unit
        self.units_of_class = [self.units_of_value[low] | self.units_of_value[PAIR_SUM - low] for low in range(7)]
        self._class_short: dict[int | tuple[int, int], bool] = {}  # cards left of a class (and the parked one)
        self.partner_units = [0] * (PLACES + len(self.deck) + 1)  # unit -> the units of the value it pairs with
        for card, unit in self.unit_of.items():
            if value(card) != KING:
                self.partner_units[unit] = self.units_of_value[PAIR_SUM - value(card)]
        self._single_partners: dict[tuple[int, int], tuple | bool] = {}
        # A parked card pairs with anything, and with the temp store any pyramid card may be parked.
        # Without it the one card parked is parked before solving, and its unit never changes.
        parked = 1 << PLACES + len(self.deck) if state.temp is not None else 0
        self.may_pair_with = tuple(
            -1 if self.temp_on
            else ~FULL_PYRAMID | (FULL_PYRAMID & ~_ABOVE[p] & ~_BELOW[p] & ~(1 << p))
            | (COVER_MASK[p] | _RESTS_ON[p] if self.covering_pair else 0) | parked
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
            self._deck_counts = _byte_tables([1 << 4 * v | 1 << _PARTNERS + 4 * (PAIR_SUM - v) if v != KING else 0
                                              for v in self.deck_value], 0)
            self._counts_of = _Memo(lambda slots: _summed(self._deck_counts, slots))  # the same sets recur
            self._top_down = _Memo(lambda slots: _summed(_SLOTS, slots)[::-1])
            self._pyramid_partners = _Memo(lambda shape: sum(
                1 << 4 * (PAIR_SUM - v) for p, v in enumerate(self.pyr_value) if not shape >> p & 1 and 0 < v < KING))

    def _deck(self, remaining: int) -> tuple[tuple[int, ...], bytes]:
        """`decks[remaining]` for a set of deck slots left: those slots in drawing order, and
        their values in that order. Far fewer decks occur than positions."""
        return _summed(_SLOTS, remaining), _summed(self._deck_values, remaining)

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

    def relaxed_winnable(self, shape: int, gone: int, temp: int) -> bool:
        """Whether the pyramid could be cleared if every deck card were in play at any time.
        A real win is a relaxed one (draws and redeals dropped, deck-to-deck pairs and parked
        deck cards not needed), so False proves the real position lost.

        The relaxed position is the key: only how many deck cards of each value are left
        matters, so the deck slots gone are made canonical (of each value, the first ones in
        the deck stay). A parked deck card goes back to the deck: in the relaxed game it is
        always in play anyway."""
        if temp in self.slot_of:
            gone &= ~(1 << self.slot_of[temp])
            temp = -1
        return self._relaxed[shape, self._canonical[gone], temp]

    def _canonical_gone(self, gone: int) -> int:
        left = self.full_deck & ~gone
        kept = 0
        for slots in self.deck_by_value:
            kept |= self._first_alike[slots & left]
        return self.full_deck & ~kept

    def _relaxed_search(self, key: tuple[int, int, int]) -> bool:
        """`_relaxed[key]`. The positions it moves to are keys as they stand (only the last deck
        card of a value goes, and no deck card is parked), so it reads `_relaxed` directly."""
        shape, gone, temp = key
        self.spend()
        if shape == FULL_PYRAMID and (temp < 0 or temp not in self.pyramid_cards):
            return True  # a deck card parked before solving need not go, as in the real game
        if self.short_of_partners(shape, gone, temp):
            return False
        facts = self.shapes[shape]
        free, king, within, by_value = facts.free, facts.king, facts.within, facts.by_value
        if king is not None:
            return self._relaxed[king[1], gone, temp]
        if temp >= 0 and value(temp) == KING:
            return self._relaxed[shape, gone, -1]
        remaining = self.full_deck & ~gone
        children = [(after, gone, temp) for _, after in within]
        for a in free:
            need = PAIR_SUM - self.pyr_value[a]
            last = (self.deck_by_value[need] & remaining).bit_length() - 1
            if last >= 0:
                children.append((shape | 1 << a, gone | 1 << last, temp))
        if temp >= 0:
            need = PAIR_SUM - value(temp)
            children += [(shape | 1 << a, gone, -1) for a in by_value[need]]
            last = (self.deck_by_value[need] & remaining).bit_length() - 1
            if last >= 0:
                children.append((shape, gone | 1 << last, -1))
        elif self.temp_on:
            children += [(shape | 1 << a, gone, self.places[a]) for a in free]
        for child in children:
            if self._relaxed[child]:
                return True
        return False

    def spend(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _BudgetSpent

    def deck_cannot_clear(self, node) -> bool:
        """Whole pack, stock top in play, no temp store: whether the deck left cannot all go.
        Two deck cards pair only as waste top and stock top, so with every card between them
        in the deck's drawing order gone first: the deck pairs nest like brackets. Every other
        deck card leaves alone: a King, or with a pyramid card of the right value still there.
        On the last pass two cards both on the waste never pair. So the deck, read in drawing
        order, must split into such lone cards and nested pairs."""
        shape, gone, _, pos, used = node
        remaining = self.full_deck & ~gone
        alone, paired_slots = self._alone[shape]
        if not remaining & paired_slots:
            return False  # every deck card can leave alone
        on_waste = (remaining & ((1 << pos) - 1)).bit_count() if used == self.redeals else 0
        key = (remaining, alone, on_waste)
        known = self._deck_stuck.get(key)
        if known is None:
            known = self._deck_stuck[key] = not self._deck_clears(remaining, alone, on_waste)
        return known

    def _lone_values(self, shape: int) -> tuple[int, int]:
        """`_alone[shape]`: the values of deck cards that can leave alone (Kings, and partners of
        the pyramid cards left), and the deck slots of the other cards."""
        alone = 1 << KING
        for p in range(PLACES):
            if not shape >> p & 1:
                alone |= 1 << (PAIR_SUM - self.pyr_value[p])
        return alone, sum(self.deck_by_value[v] for v in range(1, KING) if not alone >> v & 1)

    def _deck_clears(self, remaining: int, alone: int, on_waste: int) -> bool:
        values = self.decks[remaining][1]
        count = len(values)
        at_value = [0] * 14  # value -> bit per index (in `values`) holding it
        for i, v in enumerate(values):
            at_value[v] |= 1 << i
        not_waste = ~((1 << on_waste) - 1)
        # clears[i]: a bit j for each j such that cards i .. j-1 can all go before any card outside them
        clears = [0] * (count + 1)
        clears[count] = 1 << count
        for i in range(count - 1, -1, -1):
            v = values[i]
            reach = 1 << i
            if alone >> v & 1:
                reach |= clears[i + 1]
            ends = clears[i + 1] & at_value[PAIR_SUM - v]
            if i < on_waste:
                ends &= not_waste
            while ends:
                k = (ends & -ends).bit_length() - 1
                ends &= ends - 1
                reach |= clears[k + 1]
            clears[i] = reach
        return bool(clears[0] >> count & 1)

    def dead_in_waste(self, node) -> int:
        """Deck slots that can never come into play again. On the last pass the waste is a
        stack: before a card in it is in play, every card above it must have left the top,
        paired with a card from outside the waste (a pyramid or stock card) or, with the temp
        store, parked or paired with the parked card. The first card that cannot leave stays
        for good, and so does everything under it."""
        shape, gone, temp, pos, used = node
        if self.redeals is None or used < self.redeals or pos == 0:
            return 0
        remaining = self.full_deck & ~gone
        waste = remaining & ((1 << pos) - 1)
        if self.temp_on:
            stuck = self._stuck_with_temp(waste, shape, remaining >> pos << pos, temp)
        else:
            stuck = self._stuck(waste, shape, remaining)
        return waste & ((2 << stuck) - 1) if stuck >= 0 else 0

    def _stuck(self, waste: int, shape: int, remaining: int) -> int:
        """The topmost waste slot that cannot leave the top, or -1, with no temp store. Each
        waste card needs its own outside partner (a pyramid card or, if it is in play, a stock
        card): of the waste cards of one value, the first one more than there are partners for
        is stuck. Counted for all values at once, as most often every waste card has enough."""
        in_waste = self._counts_of[waste]
        partners = self._pyramid_partners[shape]
        if self.stock_top:
            partners += (self._counts_of[remaining] - in_waste) >> _PARTNERS
        short = _short_values(partners, in_waste)
        stuck = -1
        while short:
            guard = short.bit_length() - 1
            short ^= 1 << guard
            v = guard >> 2
            # The first waste card of value v that finds no partner, counting from the top.
            slot = self._top_down[waste & self.deck_by_value[v]][partners >> 4 * v & 15]
            if slot > stuck:
                stuck = slot
        return stuck

    def _stuck_with_temp(self, waste: int, shape: int, stock: int, temp: int) -> int:
        """The topmost waste slot that cannot leave the top however the temp store is used, or -1.
        Going down the waste, a card pairs with the parked card if it can (that frees the store
        and spends nothing), else takes an outside partner (a pyramid card or any stock card:
        park one, then the other is on top), else is parked: in the store if it is free, or
        after the parked card took an outside partner. Cards that need the same value are
        interchangeable, so spending partners as late as this does never loses."""
        # Outside partners as packed counts, by the value of the card they pair with.
        partners = self._pyramid_partners[shape] + (self._counts_of[stock] >> _PARTNERS)
        if not _short_values(partners, self._counts_of[waste]):
            return -1  # every waste card has an outside partner of its own, store or not
        parked = value(temp) if temp >= 0 and value(temp) != KING else 0  # 0: the store is free
        deck_value = self.deck_value
        while waste:
            slot = waste.bit_length() - 1
            waste ^= 1 << slot
            v = deck_value[slot]
            if v == KING:
                continue
            if parked + v == PAIR_SUM:
                parked = 0
            elif partners >> 4 * v & 15:
                partners -= 1 << 4 * v
            elif not parked:
                parked = v
            elif partners >> 4 * parked & 15:
                partners -= 1 << 4 * parked
                parked = v
            else:
                return slot
        return -1

    def won(self, shape: int, gone: int, temp: int) -> bool:
        if self.pack_goal:
            return shape == FULL_PYRAMID and gone == self.full_deck and temp < 0
        return shape == FULL_PYRAMID and (temp < 0 or temp not in self.pyramid_cards)

    def short_of_partners(self, shape: int, gone: int, temp: int, lows=range(1, 7)) -> bool:
        """Whether the cards that must still go cannot all get distinct partners of the right value.

        A pyramid card can never pair with a card it covers or one covering it (save its sole
        coverer under the covering pair); deck and parked cards may pair with anything. Cards
        of value v and 13 - v form a bipartite graph; a matching that covers every card that
        must go exists iff one exists for each side (Mendelsohn-Dulmage), so Hall's condition
        is checked side by side. Only the classes {low, 13 - low} in `lows` are checked: a move
        changes the class of the cards it removes and no other."""
        remaining = (FULL_PYRAMID & ~shape) | (self.full_deck & ~gone) << PLACES
        temp_unit = parked_class = -1
        if temp >= 0:
            temp_unit = self.unit_of[temp]
            remaining |= 1 << temp_unit
            parked_class = _CLASS_OF[VALUE_OF[temp]]
        known, units_of_class = self._class_short, self.units_of_class
        for low in lows:
            # A class's answer depends only on its own cards left and on which of them is parked.
            in_class = remaining & units_of_class[low]
            key = (in_class, temp_unit) if low == parked_class else in_class
            short = known.get(key)
            if short is None:
                short = known[key] = self._class_short_of_partners(
                    low, in_class, temp_unit if low == parked_class else -1, temp)
            if short:
                return True
        return False

    def _class_short_of_partners(self, low: int, in_class: int, temp_unit: int, temp: int) -> bool:
        temp_bit = 1 << temp_unit if temp_unit >= 0 else 0
        must_go = in_class if self.pack_goal else (in_class & FULL_PYRAMID & ~temp_bit) | (
            temp_bit if temp in self.pyramid_cards else 0)
        for v in (low, PAIR_SUM - low):
            needing = must_go & self.units_of_value[v]
            if not needing:
                continue
            partners = in_class & self.units_of_value[PAIR_SUM - v]
            options = []
            while needing:
                unit = (needing & -needing).bit_length() - 1
                needing &= needing - 1
                if unit == temp_unit:
                    options.append(partners)
                elif unit < PLACES:
                    options.append(partners & self.may_pair_with[unit])
                else:
                    options.append(partners & self.deck_may_pair_with)
            if not _distinct_partners(options):
                return True
        return self.temp_on and self._store_too_small(low, in_class & FULL_PYRAMID & ~temp_bit,
                                                      in_class & ~FULL_PYRAMID | temp_bit, temp_bit & must_go)

    def _store_too_small(self, low: int, pyramid: int, outside: int, waiting: int) -> bool:
        """With the temp store, for one value class (its pyramid cards, the cards outside the
        pyramid, the parked card if it must still go): whether pyramid cards can meet their
        pyramid partners only through the store more often than its one place allows. Cards of
        value v in front of every pyramid card they pair with are all gone before any of those
        is uncovered: each pairs with a card outside the pyramid or waits in the store, one at a
        time (the parked card too, if it must still go). Likewise the cards behind every pyramid
        partner: those partners are all gone first, and one of them at most waits. Under the
        covering pair a card and its coverer pair with no wait, so those count out."""
        units_of_value = self.units_of_value
        for v in (low, PAIR_SUM - low):
            mine = pyramid & units_of_value[v]
            partners = pyramid & units_of_value[PAIR_SUM - v]
            if not mine or not partners:
                continue
            in_front = behind = mine
            coverers = covered = 0  # the places right over a partner, and those right under one
            rest = partners
            while rest:
                b = (rest & -rest).bit_length() - 1
                rest &= rest - 1
                in_front &= _BELOW[b]
                behind &= _ABOVE[b]
                coverers |= COVER_MASK[b]
                covered |= _RESTS_ON[b]
            if self.covering_pair:
                in_front &= ~coverers
                behind &= ~covered
            spare = (outside & units_of_value[PAIR_SUM - v]).bit_count() + 1
            if (in_front | waiting & units_of_value[v]).bit_count() > spare or behind.bit_count() > spare:
                return True
        return False

    def orders_clash(self, node) -> bool:
        """Last pass, no temp store: whether the removals every win needs cannot be put in order.
        A card that must go and has one possible partner left pairs with it in every win. Such a
        pair goes after the cards covering its pyramid cards and the waste cards above its waste
        card, and (deck with deck) after the stock cards drawn between its two; it goes before the
        cards it covers and the waste cards under it. Closed through the pairs, these orders lose
        when a pair must go before itself, or when a card that must go (every card that must go
        before a pair must go too) has no partner left that is free and not ordered against it.
        New single partners make new pairs, until nothing changes. Asked only when a waste card
        is in a pair: on other positions it costs more than it prunes (measured)."""
        shape, gone, _, pos, _ = node
        remaining = self.full_deck & ~gone
        units = (FULL_PYRAMID & ~shape) | remaining << PLACES
        waste = (remaining & ((1 << pos) - 1)) << PLACES
        forced: list[tuple[int, int]] = []
        for low in range(1, 7):
            in_class = self.units_of_class[low]
            key = (units & in_class, waste & in_class)
            pairs = self._single_partners.get(key)
            if pairs is None:
                pairs = self._single_partners[key] = self._class_single_partners(*key)
            if pairs is False:
                return True
            forced += pairs
        paired = 0
        for x, y in forced:
            paired |= 1 << x | 1 << y
        return bool(paired & waste) and self._pairs_clash(units, waste, forced)

    def _partners_left(self, unit: int, units: int, pyramid: int, waste: int, stock: int) -> int:
        """The units left that a card may ever pair with on the last pass without the temp store:
        two waste cards never, two deck cards only as waste top and stock top."""
        if unit < PLACES:
            may_meet = self.may_pair_with[unit]
        elif not self.stock_top:
            may_meet = pyramid
        else:
            may_meet = pyramid | stock if waste >> unit & 1 else pyramid | waste | stock
        return units & self.partner_units[unit] & may_meet

    def _class_single_partners(self, units: int, waste: int) -> tuple | bool:
        """For one value class (its units left, those on the waste): False if a card that must
        go has no card left it may pair with, else the (card, partner) pairs where it has one."""
        pyramid = units & FULL_PYRAMID
        stock = units & ~waste & ~FULL_PYRAMID
        must_go = (units if self.pack_goal else pyramid) & ~self.units_of_value[KING]
        pairs = []
        while must_go:
            unit = (must_go & -must_go).bit_length() - 1
            must_go &= must_go - 1
            partners = self._partners_left(unit, units, pyramid, waste, stock)
            if not partners:
                return False
            if not partners & (partners - 1):
                pairs.append((unit, partners.bit_length() - 1))
        return tuple(pairs)

    def _pair_order(self, x: int, y: int, pyramid: int, waste: int, stock: int) -> tuple[int, int]:
        """The units that must go before a pair removing x and y, and those that can only go after it."""
        before = after = 0
        for unit in (x, y):
            if unit < PLACES:
                before |= _BELOW[unit] & pyramid
                after |= _ABOVE[unit] & pyramid
            elif waste >> unit & 1:
                before |= waste >> unit + 1 << unit + 1
                after |= waste & ((1 << unit) - 1)
        if x >= PLACES and y >= PLACES:  # the waste top meets the stock top: nothing drawn between is left
            first, last = min(x, y), max(x, y)
            before |= stock & ((1 << last) - 1) & ~((2 << first) - 1)
        members = 1 << x | 1 << y
        return before & ~members, after & ~members

    def _pairs_clash(self, units: int, waste: int, forced: list[tuple[int, int]]) -> bool:
        """`orders_clash` from the first single partners, found class by class (so every card
        that must go had a partner then, and those with one are in `forced`)."""
        pyramid = units & FULL_PYRAMID
        stock = units & ~waste & ~FULL_PYRAMID
        kings = self.units_of_value[KING]
        must_go = checked = (units if self.pack_goal else pyramid) & ~kings
        partner_units = self.partner_units
        mate: dict[int, int] = {}
        mated = 0
        pairs: list[list[int]] = []  # [members, units before it, units after it], closed through the pairs
        partners_of: dict[int, int] = {}  # unit -> the partners not ruled out so far
        ordered = 0  # the units in the sets of any pair
        while True:
            changed: dict[int, list[int]] = {}  # id -> pair: the pairs new or grown since the last narrowing
            newly_mated = 0
            for x, y in forced:
                if (mated >> x | mated >> y) & 1:
                    if mate.get(x) != y:
                        return True  # two cards that must go need the same partner
                    continue
                members = 1 << x | 1 << y
                mate[x], mate[y] = y, x
                mated |= members
                newly_mated |= partner_units[x] | partner_units[y]
                if members & pyramid and members & stock:
                    continue  # it orders little the pyramid card does not (measured: far cheaper, a few more positions)
                before, after = self._pair_order(x, y, pyramid, waste, stock)
                # One sweep closes them: a pair met late whose sets hold an earlier one holds its sets too.
                for other, other_before, other_after in pairs:
                    if other & before:
                        before |= other | other_before
                    if other & after:
                        after |= other | other_after
                for pair in pairs:
                    if pair[0] & after and (members | before) & ~pair[1]:
                        pair[1] |= members | before
                        changed[id(pair)] = pair
                    if pair[0] & before and (members | after) & ~pair[2]:
                        pair[2] |= members | after
                        changed[id(pair)] = pair
                pair = [members, before, after]
                pairs.append(pair)
                changed[id(pair)] = pair
            newly_ordered = 0  # the units in the sets of the changed pairs
            for members, before, after in changed.values():
                if before & (members | after):
                    return True  # a pair that must go before itself
                must_go |= before & ~kings
                newly_ordered |= before | after
            ordered |= newly_ordered
            # Only cards that a new pair may have narrowed need a look: a partner of theirs newly
            # mated, a new order on them, or new to the cards that must go.
            forced = []
            looks = must_go & ~mated & (newly_mated | newly_ordered | ~checked)
            checked |= must_go
            while looks:
                bit = looks & -looks
                looks ^= bit
                unit = bit.bit_length() - 1
                partners = partners_of.get(unit)
                narrowing = changed.values()
                if partners is None:  # a card seen for the first time is narrowed by every pair
                    partners = self._partners_left(unit, units, pyramid, waste, stock)
                    narrowing = pairs
                partners &= ~mated
                if bit & ordered:
                    for _, before, after in narrowing:
                        if after & bit:
                            partners &= ~before
                        elif before & bit:
                            partners &= ~after
                partners_of[unit] = partners
                if not partners:
                    return True
                if not partners & (partners - 1):
                    forced.append((unit, partners.bit_length() - 1))
            if not forced:
                return False

    def forced_removal(self, node) -> list:
        """[(None, move, child)] for a removal every win makes and that can be made now, else [].
        A card that must go and whose one possible partner left is in play now pairs with it
        in every win; doing that first loses nothing (the rest of the win still plays, with
        more cards in play), so it is the only move worth trying."""
        shape, gone, temp, pos, _ = node
        deck_left = self.full_deck & ~gone
        remaining = (FULL_PYRAMID & ~shape) | deck_left << PLACES
        if temp >= 0:
            remaining |= 1 << self.unit_of[temp]
        # The cards in play that must go, as (unit, the units that may partner it).
        candidates = self.shapes[shape].must_pair
        if temp >= 0 and (self.pack_goal or temp in self.pyramid_cards):
            candidates += ((self.unit_of[temp], self.partner_units[self.unit_of[temp]]),)
        if self.pack_goal:
            for slot in self._tops(deck_left, pos):
                if slot >= 0:
                    candidates += ((PLACES + slot, self.deck_partners[slot]),)
        for unit, partners in candidates:
            partners &= remaining
            if partners and not partners & (partners - 1):
                removal = self._removal_now(node, unit, partners.bit_length() - 1)
                if removal:
                    return removal
        return []

    def _removal_now(self, node, unit: int, partner: int) -> list:
        """[(None, move, child)] pairing the cards of two units right here if both are in play, else []."""
        shape, gone, temp, pos, used = node
        temp_unit = self.unit_of[temp] if temp >= 0 else -1
        deck_left = self.full_deck & ~gone
        if partner == temp_unit:
            in_play = True
        elif partner >= PLACES:
            in_play = partner - PLACES in self._tops(deck_left, pos)
        else:
            facts = self.shapes[shape]
            in_play = (partner in facts.free and (unit >= PLACES or unit == temp_unit)
                       or any(after == shape | 1 << unit | 1 << partner for _, after in facts.within))
        if not in_play:
            return []
        shape_after, gone_after, temp_after = shape, gone, temp
        for u in (unit, partner):
            if u == temp_unit:
                temp_after = -1
            elif u < PLACES:
                shape_after |= 1 << u
            else:
                gone_after |= 1 << (u - PLACES)
        pos_after = (~gone_after & deck_left & ((1 << pos) - 1)).bit_length()  # the waste top may have gone
        move = (_REMOVE, self.card_of_unit[unit], self.card_of_unit[partner])
        return [(None, move, (shape_after, gone_after, temp_after, pos_after, used))]

    def _tops(self, deck_left: int, pos: int) -> tuple[int, int]:
        """The deck slots of the waste top and of the stock top if it is in play, or -1."""
        later = deck_left >> pos << pos
        stock_top = (later & -later).bit_length() - 1 if self.stock_top and later else -1
        return (deck_left & ((1 << pos) - 1)).bit_length() - 1, stock_top

    def _shape(self, shape: int) -> _Shape:
        """`shapes[shape]`."""
        free, resting = shape_info(shape)
        pyr_value, places = self.pyr_value, self.places
        king = next((((_REMOVE, places[q]), shape | 1 << q) for q in free if pyr_value[q] == KING), None)
        within = [
            ((_REMOVE, places[a], places[b]), shape | 1 << a | 1 << b)
            for i, a in enumerate(free) for b in free[i + 1:] if pyr_value[a] + pyr_value[b] == PAIR_SUM
        ]
        if self.covering_pair:
            within += [
                ((_REMOVE, places[covered], places[coverer]), shape | 1 << covered | 1 << coverer)
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
        return _Shape(free, king, within, wanted_slots, must_pair, by_value, uncovering)

    def park_opens(self, shape: int, q: int, free_count: int) -> bool:
        """Whether parking the uncovered pyramid card at q brings a move: it uncovers another card,
        or (covering pair) leaves one it covered resting on an uncovered partner alone."""
        free_after, resting_after = shape_info(shape | 1 << q)
        if len(free_after) >= free_count:
            return True
        values = self.pyr_value
        return self.covering_pair and any(q in COVERED_BY[covered] and values[covered] + values[coverer] == PAIR_SUM
                                          for covered, coverer in resting_after)

    def successors(self, node, stop: int) -> list[tuple[tuple[int, int] | None, tuple, tuple]]:
        """(timeline point, move, next node) for every move worth trying from `node`, sweeping
        the timeline forward until point `stop` (finite redeals) or once round the cycle
        (unlimited). The point is (redeals used, pointer) where the move is made; None means
        "right here". A list, not a generator: nearly every position is lost, so all of them
        are tried anyway."""
        shape, gone, temp, p, u = node
        places = self.places
        facts = self.shapes[shape]
        king, within, wanted_slots = facts.king, facts.within, facts.wanted_slots
        if king is not None:
            return [(None, king[0], (king[1], gone, temp, p, u))]
        temp_value = VALUE_OF[temp] if temp >= 0 else 0
        if temp_value == KING:
            return [(None, (_REMOVE, temp), (shape, gone, -1, p, u))]
        # Moves within the pyramid (and the temp card) are the same all along the timeline: made right here.
        within_moves = [(None, move, (after, gone, temp, p, u)) for move, after in within]
        moves = [] if self.within_last else within_moves
        if temp >= 0:
            moves += [(None, (_REMOVE, places[a], temp), (shape | 1 << a, gone, -1, p, u))
                      for a in facts.by_value[PAIR_SUM - temp_value]]
            wanted_slots |= self.deck_by_value[PAIR_SUM - temp_value]
        can_park = self.temp_on and temp < 0
        # A pyramid card parked that uncovers nothing only fills the store: it was in play already.
        parks = [(None, (_PARK, places[a]), (shape | 1 << a, gone, places[a], p, u))
                 for a in facts.uncovering] if can_park else []
        if self.parks_first:
            moves += parks
        moves += self.deck_moves(node, stop, facts.by_value, wanted_slots, can_park)
        if self.within_last:
            moves += within_moves
        if not self.parks_first:  # (the runs of `_restarts` switch the order)
            moves += parks
        return moves

    def deck_moves(self, node, stop: int, by_value, wanted_slots: int, can_park: bool) -> list:
        """The moves of `successors` that take a deck card, along the timeline. `by_value`: the
        uncovered places by value; `wanted_slots`: the deck cards that pair with a card in play
        outside the deck, Kings included."""
        shape, gone, temp, p, u = node
        deck, deck_value, places = self.deck, self.deck_value, self.places
        temp_value = VALUE_OF[temp] if temp >= 0 else 0
        moves: list = []

        def take(point, slot: int, after: int, used: int) -> None:
            """The moves that take the card in `slot`, a useful one but not a King, at `point`."""
            card_value = deck_value[slot]
            for a in by_value[PAIR_SUM - card_value]:
                moves.append((point, (_REMOVE, places[a], deck[slot]), (
                    shape | 1 << a, gone | 1 << slot, temp, after, used)))
            if temp_value + card_value == PAIR_SUM:
                moves.append((point, (_REMOVE, deck[slot], temp), (shape, gone | 1 << slot, -1, after, used)))
            if can_park:
                moves.append((point, (_PARK, deck[slot]), (shape, gone | 1 << slot, deck[slot], after, used)))

        # The deck: walk once round the timeline from here, one point per card turned. A card can
        # be used as the stock top one point before it is the waste top, with the same result, so
        # it is taken as the stock top, or as the waste top only here at the start (or when the
        # stock top is out of play). A later round would offer the same moves, only later. Points
        # where no card in play can be used are skipped.
        remaining = self.full_deck & ~gone
        if not remaining:
            return moves
        order = self.decks[remaining][0]
        finite = self.redeals is not None
        redeal = not finite or u < self.redeals
        start = (remaining & ((1 << p) - 1)).bit_count() - 1  # where the waste top is in `order`
        waste_top = order[start] if start >= 0 else -1
        useful = remaining if can_park else remaining & wanted_slots
        if self.stock_top:
            # Here both the waste top and the stock top are in play.
            if finite and u * 32 + start + 1 >= stop:  # start + 1 cards on the waste: see `memo_key`
                return moves
            stock_top = order[start + 1] if start + 1 < len(order) else -1
            pos = waste_top + 1
            point = (u, pos)
            back = order[start - 1] + 1 if start > 0 else 0  # the pointer once the waste top is gone
            for slot, after in ((waste_top, back), (stock_top, pos)):
                if slot >= 0 and deck_value[slot] == KING:
                    return [(point, (_REMOVE, deck[slot]), (shape, gone | 1 << slot, temp, after, u))]
            if waste_top >= 0 and useful >> waste_top & 1:
                take(point, waste_top, back, u)
            if stock_top >= 0:
                if useful >> stock_top & 1:
                    take(point, stock_top, pos, u)
                if waste_top >= 0 and deck_value[waste_top] + deck_value[stock_top] == PAIR_SUM:
                    moves.append((point, (_REMOVE, deck[waste_top], deck[stock_top]), (
                        shape, gone | 1 << waste_top | 1 << stock_top, temp, back, u)))
            # Then each later card as the stock top: those after that stock top, then, after a
            # redeal, those up to the waste top.
            later = useful | self.pair_tops[remaining]
            rounds = [(u, later & ~((2 << stock_top) - 1) if stock_top >= 0 else 0)]
            if redeal:
                rounds.append((u + 1, later & ((1 << pos) - 1)))
        else:
            # Each card as the waste top: from this one on, then after a redeal those before it.
            first = max(waste_top, 0)
            rounds = [(u, useful >> first << first)]
            if redeal:
                rounds.append((u + 1, useful & ((1 << first) - 1)))
        taken_from_waste = not self.stock_top  # else the card is taken as the stock top
        for used, slots in rounds:
            while slots:
                slot = (slots & -slots).bit_length() - 1
                slots &= slots - 1
                j = (remaining & ((1 << slot) - 1)).bit_count()  # its index in `order`
                if finite and used * 32 + j + taken_from_waste >= stop:  # cards on the waste: see `memo_key`
                    return moves
                below = order[j - 1] if j else -1  # the card left under it
                after = below + 1  # the pointer once it is gone
                point = (used, slot + 1 if taken_from_waste else after)
                if self.clash_ends_sweep and self.orders_clash((shape, gone, temp, point[1], used)):
                    return moves  # lost here, so at every later point too
                if deck_value[slot] == KING:
                    moves.append((point, (_REMOVE, deck[slot]), (shape, gone | 1 << slot, temp, after, used)))
                    return moves
                if useful >> slot & 1:
                    take(point, slot, after, used)
                if not taken_from_waste and below >= 0 and deck_value[below] + deck_value[slot] == PAIR_SUM:
                    moves.append((point, (_REMOVE, deck[below], deck[slot]), (
                        shape, gone | 1 << below | 1 << slot, temp, order[j - 2] + 1 if j > 1 else 0, used)))
        return moves

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


def _as_move(move: tuple) -> Move:
    kind, *cards = move
    return Park(cards[0]) if kind == _PARK else Remove(tuple(cards))


def _search(problem: _Problem, earliest: dict | None = None) -> list[Move] | None:
    """Depth-first search for a win from the problem's start: the winning line, or None.
    Raises _BudgetSpent past the problem's node budget, with `earliest` (removal state ->
    earliest timeline point explored from) holding only the states explored to the end."""
    earliest = {} if earliest is None else earliest
    open_claims: list = []  # (key, what earliest held before) for the states still being explored
    unlimited = problem.redeals is None
    successors, short_of_partners, won, walk, relaxed_winnable, dead_in_waste, spend, forced_removal, memo_key = (
        problem.successors, problem.short_of_partners, problem.won, problem.walk, problem.relaxed_winnable,
        problem.dead_in_waste, problem.spend, problem.forced_removal, problem.memo_key)
    pack_goal, relaxed_pays = problem.pack_goal, problem.relaxed_pays
    relaxed_skips_pass = problem.relaxed_skips_pass
    deck_cannot_clear = problem.deck_cannot_clear if pack_goal and problem.stock_top and not problem.temp_on else None

    def claim(node) -> int | None:
        """Mark `node` explored; None if an equal or earlier point was, else where its sweep stops."""
        key, waste_count = memo_key(node)
        if unlimited:
            if key in earliest:
                return None
            open_claims.append((key, _NEVER))
            earliest[key] = 0
            return 0
        stop = earliest.get(key, _NEVER)
        here = node[4] * 32 + waste_count
        if here >= stop:
            return None
        open_claims.append((key, stop))
        earliest[key] = here
        return stop

    def win_from(node, stop: int, lows) -> list[Move] | None:
        spend()
        shape, gone, temp = node[0], node[1], node[2]
        dead = dead_in_waste(node)
        if dead:
            if pack_goal:
                return None
            # Stuck cards never matter again: the position plays as if they had gone.
            gone |= dead
            pos = (~gone & ((1 << node[3]) - 1)).bit_length()
            node = (shape, gone, temp, pos, node[4])
            stop = claim(node)
            if stop is None:
                return None
            lows = range(1, 7)
        if lows and short_of_partners(shape, gone, temp, lows):
            return None
        if deck_cannot_clear is not None and deck_cannot_clear(node):
            return None
        if relaxed_pays and node[4] != relaxed_skips_pass and not relaxed_winnable(shape, gone, temp):
            return None
        for point, move, child in forced_removal(node) or successors(node, stop):
            if child[0] == FULL_PYRAMID and won(child[0], child[1], child[2]):
                return walk(node, point) + [_as_move(move)]
            mark = len(open_claims)
            child_stop = claim(child)
            if child_stop is None:
                continue
            changed = _CLASS_ONLY[move[1]] if len(move) == 3 else ()
            line = win_from(child, child_stop, changed)
            del open_claims[mark:]
            if line is not None:
                return walk(node, point) + [_as_move(move)] + line
        return None

    start = problem.start
    if won(start[0], start[1], start[2]):
        return []
    try:
        return win_from(start, claim(start), range(1, 7))
    except _BudgetSpent:
        for key, before in reversed(open_claims):
            if before == _NEVER:
                del earliest[key]
            else:
                earliest[key] = before
        raise


def _searches(problem: _Problem, budget: int) -> list[Move] | None:
    """The search within `budget` nodes: on the last pass `_restarts` for a head start, then
    `one_pass`."""
    if problem.temp_on:
        head_start = _HEAD_START_WITH_STORE
    elif not problem.stock_top:
        head_start = _HEAD_START_NO_STOCK_TOP
    else:
        head_start = _HEAD_START_COVERING_PAIR if problem.covering_pair else _HEAD_START
    if problem.last_pass and budget > head_start:
        try:
            return _restarts(problem, head_start)
        except _BudgetSpent:
            problem.budget = budget
            return one_pass.search(problem)
    return _restarts(problem, budget)


def _restarts(problem: _Problem, budget: int) -> list[Move] | None:
    """`_search` within `budget` nodes. With the temp store a search can sink its budget into
    a subtree after one bad early park (or a missing one), so short runs alternate between
    trying pyramid parks last and first, each twice as long as the one before. The states a run
    explored to the end are lost whatever the order, so later runs skip them."""
    if not problem.temp_on:
        problem.budget = budget
        return _search(problem)
    earliest: dict = {}
    run_budget = _FIRST_RUN_BUDGET
    while True:
        problem.budget = min(budget, problem.nodes + run_budget)
        try:
            return _search(problem, earliest)
        except _BudgetSpent:
            if problem.budget >= budget:
                raise
        problem.parks_first = not problem.parks_first
        run_budget *= 2


def solve(state: PyramidState, node_budget: int | None = None) -> SolveResult:
    if state.is_won:
        return SolveResult(True, 0, ())
    problem = _Problem(state)
    try:  # one frame per card removed, and as many for the relaxed game
        line = _searches(problem, DEFAULT_NODE_BUDGET if node_budget is None else node_budget)
    except _BudgetSpent:
        return SolveResult(None, problem.nodes)
    if line is None:
        return SolveResult(False, problem.nodes)
    return SolveResult(True, problem.nodes, tuple(line))


def removal_reachable(state: PyramidState) -> bool:
    """Whether some sequence of draws, redeals and parks leads to a position with a removal."""
    if state.is_won:
        return False
    problem = _Problem(state, stop_at_clash=False)

    def reachable(node) -> bool:
        for _, move, child in problem.successors(node, sys.maxsize):
            if move[0] == _REMOVE or reachable(child):
                return True
        return False

    return reachable(problem.start)


def verdict(state: PyramidState, node_budget: int = VERDICT_NODE_BUDGET) -> Verdict:
    """The solver's word for play: winnable or not (None past the budget) and a hint move."""
    result = solve(state, node_budget)
    return Verdict(result.winnable, result.line[0] if result.line else None)
