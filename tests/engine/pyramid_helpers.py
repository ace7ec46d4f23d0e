"""Shared helpers for the Pyramid tests: hand-built positions and a naive solver."""

from __future__ import annotations

from collections import deque
from dataclasses import replace

from hypothesis import strategies as st

from qtsolitaire.engine.deals import DealRandom
from qtsolitaire.engine.pyramid.cards import PACK, parse_card, value
from qtsolitaire.engine.pyramid.game import PLACES, PyramidState, apply, legal_moves
from qtsolitaire.engine.pyramid.rules import PyramidRules


RANDOM_RULES = st.builds(
    PyramidRules, redeals=st.sampled_from([0, 1, 2, None]), stock_top_available=st.booleans(),
    covering_pair=st.booleans(), temp_store=st.booleans(), goal=st.sampled_from(["pyramid", "pack"]),
)


def position(rules: PyramidRules, pyramid: dict[int, str], stock: list[str], waste: list[str] = (),
             temp: str | None = None, **fields) -> PyramidState:
    """A position from card names: `pyramid` maps places to cards, `stock` is listed top first,
    `waste` bottom first. Every other card is on the foundation, so all 52 are accounted for."""
    places = [None] * PLACES
    for p, name in pyramid.items():
        places[p] = parse_card(name)
    stock_ids = tuple(parse_card(n) for n in reversed(stock))
    waste_ids = tuple(parse_card(n) for n in waste)
    temp_id = None if temp is None else parse_card(temp)
    in_play = {c for c in places if c is not None} | set(stock_ids) | set(waste_ids) | {temp_id} - {None}
    foundation = tuple(c for c in PACK if c not in in_play)
    return PyramidState(rules=rules, deal=1, pyramid=tuple(places), stock=stock_ids, waste=waste_ids,
                        temp=temp_id, foundation=foundation, **fields)


def cut_down(rules: PyramidRules, seed: int, rows: int, stock: int) -> PyramidState:
    """A random small position: the top `rows` rows of a pyramid and a short stock, dealt from
    cards drawn as pairs worth 13 (and lone Kings), so that some positions can be won."""
    rng = DealRandom(seed)
    kept = rows * (rows + 1) // 2
    pool = rng.shuffled(PACK)
    chosen: list[int] = []
    while len(chosen) < kept + stock:
        card = pool.pop()
        chosen.append(card)
        partner = next((c for c in pool if value(c) + value(card) == 13), None)
        if partner is not None and len(chosen) < kept + stock:
            pool.remove(partner)
            chosen.append(partner)
    chosen = rng.shuffled(chosen)
    places = tuple(chosen[:kept]) + (None,) * (PLACES - kept)
    return PyramidState(rules=rules, deal=1, pyramid=places, stock=tuple(chosen[kept:]),
                        foundation=tuple(pool))


def position_key(state: PyramidState):
    """Positions that play alike: the order of the foundation never matters, nor the redeals
    used when they are unlimited."""
    state = replace(state, foundation=tuple(sorted(state.foundation)))
    return replace(state, redeals_used=0) if state.rules.redeals is None else state


def brute_force_winnable(state: PyramidState, limit: int = 400_000) -> bool:
    """Breadth-first search over every legal move, no pruning at all."""
    seen = {position_key(state)}
    queue = deque([state])
    while queue:
        current = queue.popleft()
        if current.is_won:
            return True
        for move in legal_moves(current):
            nxt = apply(current, move)
            key = position_key(nxt)
            if key not in seen:
                seen.add(key)
                queue.append(nxt)
        assert len(seen) < limit, "brute force position too big"
    return False


def mid_game(rules: PyramidRules, seed: int, rows: int, stock: int, waste: int) -> PyramidState:
    """Like `cut_down`, but part of the deck already on the waste, the redeals all used (the
    last pass, where the waste is a stack) and, with the temp store, sometimes a card parked."""
    dealt = cut_down(rules, seed, rows, stock + waste)
    rng = DealRandom(seed + 1)
    deck = list(dealt.stock)
    temp = deck.pop() if rules.temp_store and rng.below(3) == 0 else None
    return replace(dealt, stock=tuple(deck[waste:]), waste=tuple(deck[:waste]), temp=temp,
                   redeals_used=rules.redeals or 0)


def few_values(rules: PyramidRules, seed: int, rows: int, stock: int, values=(1, 12, 6, 7, 13, 2, 11)) -> PyramidState:
    """A small position dealt from the cards of a few values only, so equal values come up again
    and again in the pyramid and the deck (positions that differ only in suits must play alike)."""
    rng = DealRandom(seed)
    pool = rng.shuffled([card for card in PACK if value(card) in values])
    kept = rows * (rows + 1) // 2
    chosen = pool[:kept + stock]
    places = tuple(chosen[:kept]) + (None,) * (PLACES - kept)
    return PyramidState(rules=rules, deal=1, pyramid=places, stock=tuple(chosen[kept:]),
                        foundation=tuple(card for card in PACK if card not in chosen))
