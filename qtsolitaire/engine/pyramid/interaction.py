"""What the player's touches mean in Pyramid: a click, a drop or a key on a card or a pile becomes
a move or a refusal with its reason. Pure, like Mahjong's `click()`: the board only names what was
touched and shows the answer.

A target is a card (its id, 0..51) or a pile name (STOCK, WASTE, TEMP, FOUNDATION).
"""

from __future__ import annotations

from typing import NamedTuple

from qtsolitaire.engine.pyramid.cards import KING, PAIR_SUM, value
from qtsolitaire.engine.pyramid.game import COVERED_BY, Draw, Move, Park, PyramidState, Redeal, Remove, apply
from qtsolitaire.engine.api import IllegalMove
from qtsolitaire.engine.pyramid.game import PyramidMoves
from qtsolitaire.engine.text import Text

PYRAMID, STOCK, WASTE, TEMP, FOUNDATION = "pyramid", "stock", "waste", "temp", "foundation"
PILES = (STOCK, WASTE, TEMP, FOUNDATION)

Target = int | str


class Click(NamedTuple):
    """What a touch does: the selection after it, a legal move to play, a message to show."""

    selected: int | None
    move: Move | None = None
    message: Text | None = None


def location(state: PyramidState, card: int) -> tuple[str, int]:
    """Where a card lies: (PYRAMID, place) or (pile, index from the bottom of the pile)."""
    if card in state.pyramid:
        return PYRAMID, state.pyramid.index(card)
    if card == state.temp:
        return TEMP, 0
    for pile, cards in ((WASTE, state.waste), (STOCK, state.stock), (FOUNDATION, state.foundation)):
        if card in cards:
            return pile, cards.index(card)
    raise ValueError(f"card {card} is nowhere in the position")


def half_covered(state: PyramidState, card: int) -> bool:
    """A pyramid card with just one card left resting on it: under the covering-pair option it
    may pair with that card."""
    where, p = location(state, card)
    if where != PYRAMID or state.is_uncovered(p):
        return False
    return sum(state.pyramid[c] is not None for c in COVERED_BY[p]) == 1


def selectable_cards(state: PyramidState) -> set[int]:
    """The cards that can be picked up to pair: the available ones, and under the covering-pair option the
    pyramid cards with one card left resting on them."""
    cards = set(state.available_cards)
    if state.rules.covering_pair:
        cards.update(card for card in state.pyramid if card is not None and half_covered(state, card))
    return cards


def selectable(state: PyramidState, card: int) -> bool:
    return card in selectable_cards(state)


def draggable(state: PyramidState, card: int) -> bool:
    return location(state, card)[0] != FOUNDATION and selectable(state, card)


def refusal(state: PyramidState, move: Move) -> Text | None:
    """Why the rules forbid `move` here, or None when they allow it."""
    try:
        apply(state, move)
    except IllegalMove as reason:
        return reason.args[0]
    return None


def _attempt(state: PyramidState, move: Move, selected_if_refused: int | None) -> Click:
    reason = refusal(state, move)
    return Click(None, move) if reason is None else Click(selected_if_refused, None, reason)


def click(state: PyramidState, selected: int | None, target: Target) -> Click:
    """A click (or Enter) on a card or a pile, with `selected` picked up before it."""
    if selected is not None and not selectable(state, selected):
        selected = None  # e.g. undone away since it was picked
    if isinstance(target, str):
        return _click_pile(state, selected, target)
    where, _ = location(state, target)
    if where in (STOCK, FOUNDATION):
        return _click_pile(state, selected, where)
    if value(target) == KING:
        return _attempt(state, Remove.of(target), None)
    if selected is None and not selectable(state, target):
        return Click(None, None, refusal(state, Remove.of(target)))
    if selected is None:
        return Click(target)
    if selected == target:
        return Click(None)
    pair = Remove.of(selected, target)
    return _attempt(state, pair, target if selectable(state, target) else selected)


def _click_pile(state: PyramidState, selected: int | None, pile: str) -> Click:
    if pile == STOCK:
        return _click_stock(state, selected)
    if pile == WASTE:
        return click(state, selected, state.waste[-1]) if state.waste else Click(selected)
    if pile == TEMP:
        if state.temp is not None:
            return click(state, selected, state.temp)
        if selected is not None:
            return _attempt(state, Park(selected), None)
        if state.rules.temp_store:
            return Click(None, None, PyramidMoves.tr("Pick an available card first, then click the store to park it"))
        return Click(selected)
    if selected is not None:  # the foundation: a card on its own goes there only if it is a King
        return _attempt(state, Remove.of(selected), None)
    return Click(None)


def _click_stock(state: PyramidState, selected: int | None) -> Click:
    """A click on the stock turns a card, whatever lies on top: a King there goes by a drag, or by a click
    once it lies on the waste. A face-up top that makes 13 with the selected card pairs with it."""
    if not state.stock:
        return _attempt(state, Redeal(), None)
    top = state.stock[-1]
    if (state.rules.stock_top_available and selected is not None and value(top) != KING
            and value(selected) + value(top) == PAIR_SUM):
        return _attempt(state, Remove.of(selected, top), selected)
    after = apply(state, Draw())
    kept = selected if selected in after.available_cards and selected not in after.waste else None
    return Click(kept, Draw())


def drop_move(state: PyramidState, card: int, target: Target | None) -> Move | None:
    """The move meant by dropping `card` on a card or a pile; None for a drop that means nothing
    (the empty table, the card itself, the stock beneath its top)."""
    if isinstance(target, int) and target != card:
        where, _ = location(state, target)
        if where == FOUNDATION:
            target = FOUNDATION
        elif where != STOCK or target == state.stock[-1]:
            return Remove.of(card, target)
    if target == FOUNDATION:
        return Remove.of(card)
    if target == TEMP:
        return Park(card)
    return None


def drop(state: PyramidState, card: int, target: Target | None) -> Click:
    """A drag of `card` ends on `target`: the move it means, why not, or nothing at all."""
    move = drop_move(state, card, target)
    return Click(None) if move is None else _attempt(state, move, None)


def drop_allowed(state: PyramidState, card: int, target: Target | None) -> bool:
    return drop(state, card, target).move is not None


def hint_targets(state: PyramidState, move: Move | None) -> set[Target]:
    """The cards and piles a hint for `move` lights up."""
    if move is None:
        return set()
    if isinstance(move, (Draw, Redeal)):
        return {state.stock[-1]} if state.stock else {STOCK}  # the pile shows only once it is empty
    if isinstance(move, Park):
        return {move.card, TEMP}
    return set(move.cards)
