"""The order prune: on the last pass without the temp store, the removals every win needs must fit one order."""

from __future__ import annotations

from qtsolitaire.engine.pyramid.cards import KING
from qtsolitaire.engine.pyramid.position import FULL_PYRAMID, PLACES
from qtsolitaire.engine.pyramid.solver.shapes import ABOVE, BELOW


def orders_clash(problem, node) -> bool:
    """Last pass, no temp store: whether the removals every win needs cannot be put in order.
    A card that must go and has one possible partner left pairs with it in every win. Such a
    pair goes after the cards covering its pyramid cards and the waste cards above its waste
    card, and (deck with deck) after the stock cards drawn between its two; it goes before the
    cards it covers and the waste cards under it. Closed through the pairs, these orders lose
    when a pair must go before itself, or when a card that must go (every card that must go
    before a pair must go too) has no partner left that is free and not ordered against it.
    New single partners make new pairs, until nothing changes. Asked only when a waste card
    is in a pair: on other positions it costs more than it prunes (docs/pyramid-solver.md)."""
    shape, gone, _, pos, _ = node
    remaining = problem.full_deck & ~gone
    units = (FULL_PYRAMID & ~shape) | remaining << PLACES
    waste = (remaining & ((1 << pos) - 1)) << PLACES
    forced: list[tuple[int, int]] = []
    for low in range(1, 7):
        in_class = problem.units_of_class[low]
        key = (units & in_class, waste & in_class)
        pairs = problem.single_partners.get(key)
        if pairs is None:
            pairs = problem.single_partners[key] = _class_single_partners(problem, *key)
        if pairs is False:
            return True
        forced += pairs
    paired = 0
    for x, y in forced:
        paired |= 1 << x | 1 << y
    return bool(paired & waste) and _pairs_clash(problem, units, waste, forced)


def _partners_left(problem, unit: int, units: int, pyramid: int, waste: int, stock: int) -> int:
    """The units left that a card may ever pair with on the last pass without the temp store:
    two waste cards never, two deck cards only as waste top and stock top."""
    if unit < PLACES:
        may_meet = problem.may_pair_with[unit]
    elif not problem.stock_top:
        may_meet = pyramid
    else:
        may_meet = pyramid | stock if waste >> unit & 1 else pyramid | waste | stock
    return units & problem.partner_units[unit] & may_meet


def _class_single_partners(problem, units: int, waste: int) -> tuple | bool:
    """For one value class (its units left, those on the waste): False if a card that must
    go has no card left it may pair with, else the (card, partner) pairs where it has one."""
    pyramid = units & FULL_PYRAMID
    stock = units & ~waste & ~FULL_PYRAMID
    must_go = (units if problem.pack_goal else pyramid) & ~problem.units_of_value[KING]
    pairs = []
    while must_go:
        unit = (must_go & -must_go).bit_length() - 1
        must_go &= must_go - 1
        partners = _partners_left(problem, unit, units, pyramid, waste, stock)
        if not partners:
            return False
        if not partners & (partners - 1):
            pairs.append((unit, partners.bit_length() - 1))
    return tuple(pairs)


def _pair_order(problem, x: int, y: int, pyramid: int, waste: int, stock: int) -> tuple[int, int]:
    """The units that must go before a pair removing x and y, and those that can only go after it."""
    before = after = 0
    for unit in (x, y):
        if unit < PLACES:
            before |= BELOW[unit] & pyramid
            after |= ABOVE[unit] & pyramid
        elif waste >> unit & 1:
            before |= waste >> unit + 1 << unit + 1
            after |= waste & ((1 << unit) - 1)
    if x >= PLACES and y >= PLACES:  # the waste top meets the stock top: nothing drawn between is left
        first, last = min(x, y), max(x, y)
        before |= stock & ((1 << last) - 1) & ~((2 << first) - 1)
    members = 1 << x | 1 << y
    return before & ~members, after & ~members


def _pairs_clash(problem, units: int, waste: int, forced: list[tuple[int, int]]) -> bool:
    """`orders_clash` from the first single partners, found class by class (so every card
    that must go had a partner then, and those with one are in `forced`)."""
    pyramid = units & FULL_PYRAMID
    stock = units & ~waste & ~FULL_PYRAMID
    kings = problem.units_of_value[KING]
    must_go = checked = (units if problem.pack_goal else pyramid) & ~kings
    partner_units = problem.partner_units
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
                continue  # it orders little the pyramid card does not, and skipping it is far cheaper
            before, after = _pair_order(problem, x, y, pyramid, waste, stock)
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
                partners = _partners_left(problem, unit, units, pyramid, waste, stock)
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
