"""The prunes: each proves a position lost (or one move the only one worth trying) without searching it.

Each is a function of a compiled `Problem` and a position (or its parts); their memo tables live on the
problem. Why each holds is in its docstring; tests/engine/test_pyramid_prunes.py checks each against a
brute force, and docs/pyramid-solver.md gives the measurements behind where each is asked.
"""

from __future__ import annotations

from qtsolitaire.engine.pyramid.cards import KING, PAIR_SUM, VALUE_OF, value
from qtsolitaire.engine.pyramid.position import FULL_PYRAMID, PLACES
from qtsolitaire.engine.pyramid.solver.bits import PARTNERS, distinct_partners, short_values
from qtsolitaire.engine.pyramid.solver.moves import REMOVE
from qtsolitaire.engine.pyramid.solver.shapes import ABOVE, BELOW, COVER_MASK, RESTS_ON

CLASS_OF = tuple(min(v, PAIR_SUM - v) for v in range(14))  # the value class {low, 13 - low} of a value



def relaxed_winnable(problem, shape: int, gone: int, temp: int) -> bool:
    """Whether the pyramid could be cleared if every deck card were in play at any time.
    A real win is a relaxed one (draws and redeals dropped, deck-to-deck pairs and parked
    deck cards not needed), so False proves the real position lost.

    The relaxed position is the key: only how many deck cards of each value are left
    matters, so the deck slots gone are made canonical (of each value, the first ones in
    the deck stay). A parked deck card goes back to the deck: in the relaxed game it is
    always in play anyway."""
    if temp in problem.slot_of:
        gone &= ~(1 << problem.slot_of[temp])
        temp = -1
    return problem.relaxed[shape, problem.canonical[gone], temp]


def canonical_gone(problem, gone: int) -> int:
    left = problem.full_deck & ~gone
    kept = 0
    for slots in problem.deck_by_value:
        kept |= problem.first_alike[slots & left]
    return problem.full_deck & ~kept


def relaxed_search(problem, key: tuple[int, int, int]) -> bool:
    """`_relaxed[key]`. The positions it moves to are keys as they stand (only the last deck
    card of a value goes, and no deck card is parked), so it reads `_relaxed` directly."""
    shape, gone, temp = key
    problem.spend()
    if shape == FULL_PYRAMID and (temp < 0 or temp not in problem.pyramid_cards):
        return True  # a deck card parked before solving need not go, as in the real game
    if short_of_partners(problem, shape, gone, temp):
        return False
    facts = problem.shapes[shape]
    free, king, within, by_value = facts.free, facts.king, facts.within, facts.by_value
    if king is not None:
        return problem.relaxed[king[1], gone, temp]
    if temp >= 0 and value(temp) == KING:
        return problem.relaxed[shape, gone, -1]
    remaining = problem.full_deck & ~gone
    children = [(after, gone, temp) for _, after in within]
    for a in free:
        need = PAIR_SUM - problem.pyr_value[a]
        last = (problem.deck_by_value[need] & remaining).bit_length() - 1
        if last >= 0:
            children.append((shape | 1 << a, gone | 1 << last, temp))
    if temp >= 0:
        need = PAIR_SUM - value(temp)
        children += [(shape | 1 << a, gone, -1) for a in by_value[need]]
        last = (problem.deck_by_value[need] & remaining).bit_length() - 1
        if last >= 0:
            children.append((shape, gone | 1 << last, -1))
    elif problem.temp_on:
        children += [(shape | 1 << a, gone, problem.places[a]) for a in free]
    for child in children:
        if problem.relaxed[child]:
            return True
    return False


def deck_cannot_clear(problem, node) -> bool:
    """Whole pack, stock top in play, no temp store: whether the deck left cannot all go.
    Two deck cards pair only as waste top and stock top, so with every card between them
    in the deck's drawing order gone first: the deck pairs nest like brackets. Every other
    deck card leaves alone: a King, or with a pyramid card of the right value still there.
    On the last pass two cards both on the waste never pair. So the deck, read in drawing
    order, must split into such lone cards and nested pairs."""
    shape, gone, _, pos, used = node
    remaining = problem.full_deck & ~gone
    alone, paired_slots = problem.alone[shape]
    if not remaining & paired_slots:
        return False  # every deck card can leave alone
    on_waste = (remaining & ((1 << pos) - 1)).bit_count() if used == problem.redeals else 0
    key = (remaining, alone, on_waste)
    known = problem.deck_stuck.get(key)
    if known is None:
        known = problem.deck_stuck[key] = not _deck_clears(problem, remaining, alone, on_waste)
    return known


def lone_values(problem, shape: int) -> tuple[int, int]:
    """`_alone[shape]`: the values of deck cards that can leave alone (Kings, and partners of
    the pyramid cards left), and the deck slots of the other cards."""
    alone = 1 << KING
    for p in range(PLACES):
        if not shape >> p & 1:
            alone |= 1 << (PAIR_SUM - problem.pyr_value[p])
    return alone, sum(problem.deck_by_value[v] for v in range(1, KING) if not alone >> v & 1)


def _deck_clears(problem, remaining: int, alone: int, on_waste: int) -> bool:
    values = problem.decks[remaining][1]
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


def dead_in_waste(problem, node) -> int:
    """Deck slots that can never come into play again. On the last pass the waste is a
    stack: before a card in it is in play, every card above it must have left the top,
    paired with a card from outside the waste (a pyramid or stock card) or, with the temp
    store, parked or paired with the parked card. The first card that cannot leave stays
    for good, and so does everything under it."""
    shape, gone, temp, pos, used = node
    if problem.redeals is None or used < problem.redeals or pos == 0:
        return 0
    remaining = problem.full_deck & ~gone
    waste = remaining & ((1 << pos) - 1)
    if problem.temp_on:
        stuck = _stuck_with_temp(problem, waste, shape, remaining >> pos << pos, temp)
    else:
        stuck = _stuck(problem, waste, shape, remaining)
    return waste & ((2 << stuck) - 1) if stuck >= 0 else 0


def _stuck(problem, waste: int, shape: int, remaining: int) -> int:
    """The topmost waste slot that cannot leave the top, or -1, with no temp store. Each
    waste card needs its own outside partner (a pyramid card or, if it is in play, a stock
    card): of the waste cards of one value, the first one more than there are partners for
    is stuck. Counted for all values at once, as most often every waste card has enough."""
    in_waste = problem.counts_of[waste]
    partners = problem.pyramid_partners[shape]
    if problem.stock_top:
        partners += (problem.counts_of[remaining] - in_waste) >> PARTNERS
    short = short_values(partners, in_waste)
    stuck = -1
    while short:
        guard = short.bit_length() - 1
        short ^= 1 << guard
        v = guard >> 2
        # The first waste card of value v that finds no partner, counting from the top.
        slot = problem.top_down[waste & problem.deck_by_value[v]][partners >> 4 * v & 15]
        if slot > stuck:
            stuck = slot
    return stuck


def _stuck_with_temp(problem, waste: int, shape: int, stock: int, temp: int) -> int:
    """The topmost waste slot that cannot leave the top however the temp store is used, or -1.
    Going down the waste, a card pairs with the parked card if it can (that frees the store
    and spends nothing), else takes an outside partner (a pyramid card or any stock card:
    park one, then the other is on top), else is parked: in the store if it is free, or
    after the parked card took an outside partner. Cards that need the same value are
    interchangeable, so spending partners as late as this does never loses."""
    # Outside partners as packed counts, by the value of the card they pair with.
    partners = problem.pyramid_partners[shape] + (problem.counts_of[stock] >> PARTNERS)
    if not short_values(partners, problem.counts_of[waste]):
        return -1  # every waste card has an outside partner of its own, store or not
    parked = value(temp) if temp >= 0 and value(temp) != KING else 0  # 0: the store is free
    deck_value = problem.deck_value
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


def short_of_partners(problem, shape: int, gone: int, temp: int, lows=range(1, 7)) -> bool:
    """Whether the cards that must still go cannot all get distinct partners of the right value.

    A pyramid card can never pair with a card it covers or one covering it (save its sole
    coverer under the covering pair); deck and parked cards may pair with anything. Cards
    of value v and 13 - v form a bipartite graph; a matching that covers every card that
    must go exists iff one exists for each side (Mendelsohn-Dulmage), so Hall's condition
    is checked side by side. Only the classes {low, 13 - low} in `lows` are checked: a move
    changes the class of the cards it removes and no other."""
    remaining = (FULL_PYRAMID & ~shape) | (problem.full_deck & ~gone) << PLACES
    temp_unit = parked_class = -1
    if temp >= 0:
        temp_unit = problem.unit_of[temp]
        remaining |= 1 << temp_unit
        parked_class = CLASS_OF[VALUE_OF[temp]]
    known, units_of_class = problem.class_short, problem.units_of_class
    for low in lows:
        # A class's answer depends only on its own cards left and on which of them is parked.
        in_class = remaining & units_of_class[low]
        key = (in_class, temp_unit) if low == parked_class else in_class
        short = known.get(key)
        if short is None:
            short = known[key] = _class_short_of_partners(problem, 
                low, in_class, temp_unit if low == parked_class else -1, temp)
        if short:
            return True
    return False


def _class_short_of_partners(problem, low: int, in_class: int, temp_unit: int, temp: int) -> bool:
    temp_bit = 1 << temp_unit if temp_unit >= 0 else 0
    must_go = in_class if problem.pack_goal else (in_class & FULL_PYRAMID & ~temp_bit) | (
        temp_bit if temp in problem.pyramid_cards else 0)
    for v in (low, PAIR_SUM - low):
        needing = must_go & problem.units_of_value[v]
        if not needing:
            continue
        partners = in_class & problem.units_of_value[PAIR_SUM - v]
        options = []
        while needing:
            unit = (needing & -needing).bit_length() - 1
            needing &= needing - 1
            if unit == temp_unit:
                options.append(partners)
            elif unit < PLACES:
                options.append(partners & problem.may_pair_with[unit])
            else:
                options.append(partners & problem.deck_may_pair_with)
        if not distinct_partners(options):
            return True
    return problem.temp_on and store_too_small(problem, low, in_class & FULL_PYRAMID & ~temp_bit,
                                                  in_class & ~FULL_PYRAMID | temp_bit, temp_bit & must_go)


def store_too_small(problem, low: int, pyramid: int, outside: int, waiting: int) -> bool:
    """With the temp store, for one value class (its pyramid cards, the cards outside the
    pyramid, the parked card if it must still go): whether pyramid cards can meet their
    pyramid partners only through the store more often than its one place allows. Cards of
    value v in front of every pyramid card they pair with are all gone before any of those
    is uncovered: each pairs with a card outside the pyramid or waits in the store, one at a
    time (the parked card too, if it must still go). Likewise the cards behind every pyramid
    partner: those partners are all gone first, and one of them at most waits. Under the
    covering pair a card and its coverer pair with no wait, so those count out."""
    units_of_value = problem.units_of_value
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
            in_front &= BELOW[b]
            behind &= ABOVE[b]
            coverers |= COVER_MASK[b]
            covered |= RESTS_ON[b]
        if problem.covering_pair:
            in_front &= ~coverers
            behind &= ~covered
        spare = (outside & units_of_value[PAIR_SUM - v]).bit_count() + 1
        if (in_front | waiting & units_of_value[v]).bit_count() > spare or behind.bit_count() > spare:
            return True
    return False


def forced_removal(problem, node) -> list:
    """[(None, move, child)] for a removal every win makes and that can be made now, else [].
    A card that must go and whose one possible partner left is in play now pairs with it
    in every win; doing that first loses nothing (the rest of the win still plays, with
    more cards in play), so it is the only move worth trying."""
    shape, gone, temp, pos, _ = node
    deck_left = problem.full_deck & ~gone
    remaining = (FULL_PYRAMID & ~shape) | deck_left << PLACES
    if temp >= 0:
        remaining |= 1 << problem.unit_of[temp]
    # The cards in play that must go, as (unit, the units that may partner it).
    candidates = problem.shapes[shape].must_pair
    if temp >= 0 and (problem.pack_goal or temp in problem.pyramid_cards):
        candidates += ((problem.unit_of[temp], problem.partner_units[problem.unit_of[temp]]),)
    if problem.pack_goal:
        for slot in problem.tops(deck_left, pos):
            if slot >= 0:
                candidates += ((PLACES + slot, problem.deck_partners[slot]),)
    for unit, partners in candidates:
        partners &= remaining
        if partners and not partners & (partners - 1):
            removal = _removal_now(problem, node, unit, partners.bit_length() - 1)
            if removal:
                return removal
    return []


def _removal_now(problem, node, unit: int, partner: int) -> list:
    """[(None, move, child)] pairing the cards of two units right here if both are in play, else []."""
    shape, gone, temp, pos, used = node
    temp_unit = problem.unit_of[temp] if temp >= 0 else -1
    deck_left = problem.full_deck & ~gone
    if partner == temp_unit:
        in_play = True
    elif partner >= PLACES:
        in_play = partner - PLACES in problem.tops(deck_left, pos)
    else:
        facts = problem.shapes[shape]
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
    move = (REMOVE, problem.card_of_unit[unit], problem.card_of_unit[partner])
    return [(None, move, (shape_after, gone_after, temp_after, pos_after, used))]
