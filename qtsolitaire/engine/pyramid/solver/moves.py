"""The moves worth trying from a position, swept along the timeline of draws and redeals."""

from __future__ import annotations

from qtsolitaire.engine.pyramid.cards import KING, PAIR_SUM, VALUE_OF
from qtsolitaire.engine.pyramid.solver.orders import orders_clash

PARK = "park"

REMOVE = "remove"



def successors(problem, node, stop: int) -> list[tuple[tuple[int, int] | None, tuple, tuple]]:
    """(timeline point, move, next node) for every move worth trying from `node`, sweeping
    the timeline forward until point `stop` (finite redeals) or once round the cycle
    (unlimited). The point is (redeals used, pointer) where the move is made; None means
    "right here". A list, not a generator: nearly every position is lost, so all of them
    are tried anyway."""
    shape, gone, temp, p, u = node
    places = problem.places
    facts = problem.shapes[shape]
    king, within, wanted_slots = facts.king, facts.within, facts.wanted_slots
    if king is not None:
        return [(None, king[0], (king[1], gone, temp, p, u))]
    temp_value = VALUE_OF[temp] if temp >= 0 else 0
    if temp_value == KING:
        return [(None, (REMOVE, temp), (shape, gone, -1, p, u))]
    # Moves within the pyramid (and the temp card) are the same all along the timeline: made right here.
    within_moves = [(None, move, (after, gone, temp, p, u)) for move, after in within]
    moves = [] if problem.within_last else within_moves
    if temp >= 0:
        moves += [(None, (REMOVE, places[a], temp), (shape | 1 << a, gone, -1, p, u))
                  for a in facts.by_value[PAIR_SUM - temp_value]]
        wanted_slots |= problem.deck_by_value[PAIR_SUM - temp_value]
    can_park = problem.temp_on and temp < 0
    # A pyramid card parked that uncovers nothing only fills the store: it was in play already.
    parks = [(None, (PARK, places[a]), (shape | 1 << a, gone, places[a], p, u))
             for a in facts.uncovering] if can_park else []
    if problem.parks_first:
        moves += parks
    moves += deck_moves(problem, node, stop, facts.by_value, wanted_slots, can_park)
    if problem.within_last:
        moves += within_moves
    if not problem.parks_first:  # (the runs of `restarts` switch the order)
        moves += parks
    return moves


def deck_moves(problem, node, stop: int, by_value, wanted_slots: int, can_park: bool) -> list:
    """The moves of `successors` that take a deck card, along the timeline. `by_value`: the
    uncovered places by value; `wanted_slots`: the deck cards that pair with a card in play
    outside the deck, Kings included."""
    shape, gone, temp, p, u = node
    deck, deck_value, places = problem.deck, problem.deck_value, problem.places
    temp_value = VALUE_OF[temp] if temp >= 0 else 0
    moves: list = []

    def take(point, slot: int, after: int, used: int) -> None:
        """The moves that take the card in `slot`, a useful one but not a King, at `point`."""
        card_value = deck_value[slot]
        for a in by_value[PAIR_SUM - card_value]:
            moves.append((point, (REMOVE, places[a], deck[slot]), (
                shape | 1 << a, gone | 1 << slot, temp, after, used)))
        if temp_value + card_value == PAIR_SUM:
            moves.append((point, (REMOVE, deck[slot], temp), (shape, gone | 1 << slot, -1, after, used)))
        if can_park:
            moves.append((point, (PARK, deck[slot]), (shape, gone | 1 << slot, deck[slot], after, used)))

    # The deck: walk once round the timeline from here, one point per card turned. A card can
    # be used as the stock top one point before it is the waste top, with the same result, so
    # it is taken as the stock top, or as the waste top only here at the start (or when the
    # stock top is out of play). A later round would offer the same moves, only later. Points
    # where no card in play can be used are skipped.
    remaining = problem.full_deck & ~gone
    if not remaining:
        return moves
    order = problem.decks[remaining][0]
    finite = problem.redeals is not None
    redeal = not finite or u < problem.redeals
    start = (remaining & ((1 << p) - 1)).bit_count() - 1  # where the waste top is in `order`
    waste_top = order[start] if start >= 0 else -1
    useful = remaining if can_park else remaining & wanted_slots
    if problem.stock_top:
        # Here both the waste top and the stock top are in play.
        if finite and u * 32 + start + 1 >= stop:  # start + 1 cards on the waste: see `memo_key`
            return moves
        stock_top = order[start + 1] if start + 1 < len(order) else -1
        pos = waste_top + 1
        point = (u, pos)
        back = order[start - 1] + 1 if start > 0 else 0  # the pointer once the waste top is gone
        for slot, after in ((waste_top, back), (stock_top, pos)):
            if slot >= 0 and deck_value[slot] == KING:
                return [(point, (REMOVE, deck[slot]), (shape, gone | 1 << slot, temp, after, u))]
        if waste_top >= 0 and useful >> waste_top & 1:
            take(point, waste_top, back, u)
        if stock_top >= 0:
            if useful >> stock_top & 1:
                take(point, stock_top, pos, u)
            if waste_top >= 0 and deck_value[waste_top] + deck_value[stock_top] == PAIR_SUM:
                moves.append((point, (REMOVE, deck[waste_top], deck[stock_top]), (
                    shape, gone | 1 << waste_top | 1 << stock_top, temp, back, u)))
        # Then each later card as the stock top: those after that stock top, then, after a
        # redeal, those up to the waste top.
        later = useful | problem.pair_tops[remaining]
        rounds = [(u, later & ~((2 << stock_top) - 1) if stock_top >= 0 else 0)]
        if redeal:
            rounds.append((u + 1, later & ((1 << pos) - 1)))
    else:
        # Each card as the waste top: from this one on, then after a redeal those before it.
        first = max(waste_top, 0)
        rounds = [(u, useful >> first << first)]
        if redeal:
            rounds.append((u + 1, useful & ((1 << first) - 1)))
    taken_from_waste = not problem.stock_top  # else the card is taken as the stock top
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
            if problem.clash_ends_sweep and orders_clash(problem, (shape, gone, temp, point[1], used)):
                return moves  # lost here, so at every later point too
            if deck_value[slot] == KING:
                moves.append((point, (REMOVE, deck[slot]), (shape, gone | 1 << slot, temp, after, used)))
                return moves
            if useful >> slot & 1:
                take(point, slot, after, used)
            if not taken_from_waste and below >= 0 and deck_value[below] + deck_value[slot] == PAIR_SUM:
                moves.append((point, (REMOVE, deck[below], deck[slot]), (
                    shape, gone | 1 << below | 1 << slot, temp, order[j - 2] + 1 if j > 1 else 0, used)))
    return moves
