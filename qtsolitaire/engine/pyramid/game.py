"""Pyramid Solitaire: the deal, the position, the moves and the end of the game.

Everything here is a pure function of immutable values (RULES.md section 2). The board
geometry, the moves and the position are defined in position.py, which the solver builds on
too; they are the game's, so this module offers them as well.

The position: `PyramidState` (frozen, hashable)
    pyramid     28 entries, a card id (see cards.py) or None once the place is empty
    stock       card ids, the TOP IS THE LAST ENTRY
    waste       card ids, the TOP IS THE LAST ENTRY
    temp        the card in the temporary store, or None
    temp_from   the pyramid place the temp card left, or None if it came from stock/waste
    foundation  removed cards in the order they left
    redeals_used, deal (number), attempt (0, or which winnable sub-stream was taken)
    moves       moves counted so far; NOT part of equality, so equal positions compare equal
    Derived: `available_cards`, `score`, `cleared_rows`, `redeals_left`, `is_won`,
    `can_draw`, `can_redeal`.

Moves (frozen dataclasses; every one counts as one move)
    Draw()            turn the stock top onto the waste
    Redeal()          stock empty, redeals left, waste not empty: the waste becomes the stock
    Remove(cards)     one available King, or two cards worth 13 (sorted ids, order irrelevant);
                      `Remove.of(a, b)` builds one. With the covering pair option, a card may
                      pair with the one card still covering it.
    Park(card)        temp store on and empty: an available card goes to the temp store

`apply(state, move)` returns the next state or raises IllegalMove with a sentence for the
player ("Those add up to 12, not 13", "That card is covered", ...). `legal_moves(state)`
lists every legal move; `hint(state)` picks one, from a winning line when the solver finds
one within its budget.

Winning and losing
    Won: every pyramid card is on the foundation (a pyramid card parked in the temp store
    still has to be paired), or all 52 under the "pack" goal. Once won, moves are refused.
    Lost (`is_lost(state)`, which runs a search): not won, and no sequence of draws, redeals
    and parks can ever make a removal possible again. `solver.solve(state)` answers the
    stronger "can it still be won".

Undo and the move counter
    History (engine/history.py) is used as it is: `state.moves` counts the moves that led to
    a state, so undo takes the count back. The count to show is
    `moves_counted(state, undos)`, which under "undo counts as a move" never goes back: the
    undone move stays counted and each undo adds one.

`ENGINE` implements the engine protocol (engine/api.py) with the capabilities it declares
(solver, winnable deals by attempts, draw, scoring), and offers the helpers above as methods:
`legal_moves`, `stock_move`, `available_cards`, `hint`, `is_won`, `is_lost`, `score`,
`moves_counted`, and for streak scoring `scores_by_streak(rules)` and `streak_score(state, streak)`.
Its solver answers `verdict` in play, and `solve` (a whole winning line) with `describe_move`
("Q♠ + A♥", "turn stock") for `qtsolitaire-cli solve`. The GUI needs nothing else from this
package; `ENGINE.Draw`, `.Redeal`, `.Remove`, `.Park` build moves.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from qtsolitaire.engine.api import Capability, DealStopped, IllegalMove, NoWinnableDeal, RuleSet, Solution, Verdict
from qtsolitaire.engine.deals import check_deal_number, deal_random
from qtsolitaire.engine.pyramid import rules as rules_mod
from qtsolitaire.engine.pyramid import scoring, solver
from qtsolitaire.engine.pyramid.cards import KING, PACK, PAIR_SUM, card_label, card_name, card_symbol, parse_card, value
from qtsolitaire.engine.pyramid.position import (  # noqa: F401 - the game's board and moves, offered from here too
    COVERED_BY,
    PLACES,
    ROW_OF,
    ROW_PLACES,
    Draw,
    Move,
    Park,
    PyramidState,
    Redeal,
    Remove,
    place,
    pyramid_rows,
)
from qtsolitaire.engine.pyramid.rules import PyramidRules
from qtsolitaire.engine.text import Text, TextContext

MAX_WINNABLE_ATTEMPTS = 2000


class PyramidMoves(TextContext):
    """Refusals and move notation of Pyramid Solitaire."""


class PyramidHelp(TextContext):
    """The rules of Pyramid Solitaire (Help > Rules)."""


# ---------------------------------------------------------------- moves as JSON


def move_to_json(move: Move) -> dict:
    if isinstance(move, Draw):
        return {"move": "draw"}
    if isinstance(move, Redeal):
        return {"move": "redeal"}
    if isinstance(move, Remove):
        return {"move": "remove", "cards": [card_name(c) for c in move.cards]}
    if isinstance(move, Park):
        return {"move": "park", "card": card_name(move.card)}
    raise TypeError(f"not a Pyramid move: {move!r}")


def describe_move(state: PyramidState, move: Move) -> Text | str:
    """ "Q♠ + A♥", "K♣", "turn stock", "redeal", "park 7♦": a move as a player reads it off the cards."""
    if isinstance(move, Draw):
        return PyramidMoves.tr("turn stock")
    if isinstance(move, Redeal):
        return PyramidMoves.tr("redeal")
    if isinstance(move, Remove):
        cards = sorted(move.cards, key=value, reverse=True)
        if len(cards) == 1:
            return card_symbol(cards[0])
        return PyramidMoves.tr("{card} + {other}").format(card=card_symbol(cards[0]), other=card_symbol(cards[1]))
    if isinstance(move, Park):
        return PyramidMoves.tr("park {card}").format(card=card_symbol(move.card))
    raise TypeError(f"not a Pyramid move: {move!r}")


def move_from_json(obj) -> Move:
    kind = obj.get("move") if isinstance(obj, dict) else None
    if kind == "draw":
        return Draw()
    if kind == "redeal":
        return Redeal()
    if kind == "remove" and isinstance(obj.get("cards"), list) and 1 <= len(obj["cards"]) <= 2:
        return Remove(tuple(parse_card(c) for c in obj["cards"]))
    if kind == "park" and "card" in obj:
        return Park(parse_card(obj["card"]))
    raise ValueError(f"not a Pyramid move: {obj!r:.120}")


# ---------------------------------------------------------------- dealing


def dealt_state(rules: PyramidRules, deal: int, attempt: int = 0) -> PyramidState:
    """The shuffled pack: 28 cards to the pyramid row by row from the apex, the next 24 to the
    stock, the first of them on top. Attempt 0 is deal `deal` itself; attempts 1, 2, ... are
    its sub-streams, tried in order when only winnable deals are wanted. The solver decides
    them exactly, with the budget of a verdict in play: a deal it cannot decide so soon is
    passed over, so the status bar says "winnable" from the first card and a few hard deals
    cost no more than easy ones. On the presets that takes a few milliseconds, with no
    redeals about a second. A saved game keeps its attempt, so it never depends on this."""
    check_deal_number(deal)
    rng = deal_random(rules_mod.GAME_ID, deal, f"winnable-{attempt}" if attempt else "")
    pack = rng.shuffled(PACK)
    return PyramidState(
        rules=rules,
        deal=deal,
        pyramid=tuple(pack[:PLACES]),
        stock=tuple(reversed(pack[PLACES:])),
        attempt=attempt,
    )


def new_game(rules: PyramidRules, deal: int, winnable_only: bool = False,
             stopped: Callable[[], bool] | None = None) -> PyramidState:
    """Deal `deal`, or its winnable attempt (see `dealt_state`); `stopped` is asked before each
    attempt, and once it says so the search gives up (DealStopped)."""
    if not winnable_only:
        return dealt_state(rules, deal)
    for attempt in range(MAX_WINNABLE_ATTEMPTS):
        if stopped is not None and stopped():
            raise DealStopped(f"deal {deal}: the search for a winnable deal was given up")
        state = dealt_state(rules, deal, attempt)
        if solver.solve(state, solver.VERDICT_NODE_BUDGET).winnable:
            return state
    raise NoWinnableDeal.after(MAX_WINNABLE_ATTEMPTS)


# ---------------------------------------------------------------- playing


def _where(state: PyramidState, card: int) -> Text | None:
    """Why `card` cannot be played, or None when it is available."""
    if card in state.foundation:
        return PyramidMoves.tr("That card has already been removed")
    if card == state.temp:
        return None
    if card in state.pyramid:
        return None if state.is_uncovered(state.pyramid.index(card)) else COVERED
    if state.waste and card == state.waste[-1]:
        return None
    if state.stock and card == state.stock[-1]:
        if state.rules.stock_top_available:
            return None
        return PyramidMoves.tr("In this rule set only the waste top is in play: turn the stock card over first")
    if card in state.waste:
        return PyramidMoves.tr("Only the top card of the waste can be played")
    return PyramidMoves.tr("That card is still in the stock")


COVERED = PyramidMoves.tr("That card is covered")


def _take(state: PyramidState, cards: tuple[int, ...]) -> dict:
    """The fields of `state` changed by taking `cards` out of play."""
    pyramid = list(state.pyramid)
    changes: dict = {}
    for card in cards:
        if card == state.temp:
            changes.update(temp=None, temp_from=None)
        elif card in state.pyramid:
            pyramid[pyramid.index(card)] = None
        elif state.waste and card == state.waste[-1]:
            changes["waste"] = state.waste[:-1]
        else:
            changes["stock"] = state.stock[:-1]
    changes["pyramid"] = tuple(pyramid)
    return changes


def _sole_coverer_pair(state: PyramidState, a: int, b: int) -> tuple[int, int] | None:
    """(covered, coverer) places when pyramid cards a and b rest one on the other."""
    if a not in state.pyramid or b not in state.pyramid:
        return None
    pa, pb = state.pyramid.index(a), state.pyramid.index(b)
    if pb in COVERED_BY[pa]:
        return pa, pb
    if pa in COVERED_BY[pb]:
        return pb, pa
    return None


def _check_remove(state: PyramidState, cards: tuple[int, ...]) -> None:
    if len(cards) not in (1, 2):
        raise IllegalMove(PyramidMoves.tr("Pick one King, or two cards that add up to 13"))
    if len(cards) == 1:
        (card,) = cards
        problem = _where(state, card)
        if problem:
            raise IllegalMove(problem)
        if value(card) != KING:
            raise IllegalMove(PyramidMoves.tr("Only a King can be removed on its own; the {card} needs a partner")
                              .format(card=card_label(card)))
        return
    a, b = cards
    if a == b:
        raise IllegalMove(PyramidMoves.tr("Pick two different cards"))
    resting = _sole_coverer_pair(state, a, b)
    if resting is not None:
        covered, coverer = resting
        other = [c for c in COVERED_BY[covered] if c != coverer and state.pyramid[c] is not None]
        if not state.rules.covering_pair:
            raise IllegalMove(COVERED)
        if other:
            raise IllegalMove(PyramidMoves.tr("The {card} is still covered by the {other}").format(
                card=card_label(state.pyramid[covered]), other=card_label(state.pyramid[other[0]])))
        problem = _where(state, state.pyramid[coverer])
    else:
        problem = _where(state, a) or _where(state, b)
    if problem:
        raise IllegalMove(problem)
    if KING in (value(a), value(b)):
        raise IllegalMove(PyramidMoves.tr("A King is removed on its own, not in a pair"))
    total = value(a) + value(b)
    if total != PAIR_SUM:
        raise IllegalMove(PyramidMoves.tr("Those add up to {total}, not 13").format(total=total))


def apply(state: PyramidState, move: Move) -> PyramidState:
    if state.is_won:
        raise IllegalMove(PyramidMoves.tr("The game is already won"))
    moved = state.moves + 1
    if isinstance(move, Draw):
        if not state.stock:
            raise IllegalMove(PyramidMoves.tr("The stock is empty"))
        return replace(state, stock=state.stock[:-1], waste=state.waste + state.stock[-1:], moves=moved)
    if isinstance(move, Redeal):
        if state.stock:
            raise IllegalMove(PyramidMoves.tr("The waste can be turned over only when the stock is empty"))
        if state.redeals_left == 0:
            raise IllegalMove(PyramidMoves.tr("No redeals left"))
        if not state.waste:
            raise IllegalMove(PyramidMoves.tr("The waste is empty: there is nothing to turn over"))
        return replace(
            state, stock=tuple(reversed(state.waste)), waste=(),
            redeals_used=state.redeals_used + 1, moves=moved,
        )
    if isinstance(move, Remove):
        _check_remove(state, move.cards)
        return replace(state, **_take(state, move.cards), foundation=state.foundation + move.cards, moves=moved)
    if isinstance(move, Park):
        if not state.rules.temp_store:
            raise IllegalMove(PyramidMoves.tr("This rule set has no temporary store"))
        if state.temp is not None:
            raise IllegalMove(PyramidMoves.tr("The temporary store is occupied: only one card may be parked"))
        problem = _where(state, move.card)
        if problem:
            raise IllegalMove(problem)
        origin = state.pyramid.index(move.card) if move.card in state.pyramid else None
        return replace(state, **_take(state, (move.card,)), temp=move.card, temp_from=origin, moves=moved)
    raise IllegalMove(PyramidMoves.tr("Not a Pyramid move: {move}").format(move=repr(move)))


def removals(state: PyramidState) -> list[Remove]:
    """Every legal removal: Kings, pairs of available cards, covering pairs."""
    if state.is_won:
        return []
    free = state.available_cards
    found = [Remove.of(c) for c in free if value(c) == KING]
    found += [
        Remove.of(a, b)
        for i, a in enumerate(free) for b in free[i + 1:]
        if value(a) + value(b) == PAIR_SUM
    ]
    if state.rules.covering_pair:
        for covered, card in enumerate(state.pyramid):
            if card is None or state.is_uncovered(covered):
                continue
            still = [c for c in COVERED_BY[covered] if state.pyramid[c] is not None]
            if len(still) == 1 and state.is_uncovered(still[0]):
                coverer = state.pyramid[still[0]]
                if value(card) + value(coverer) == PAIR_SUM:
                    found.append(Remove.of(card, coverer))
    return found


def legal_moves(state: PyramidState) -> list[Move]:
    """Every legal move: removals first, then draw, redeal and parks."""
    if state.is_won:
        return []
    moves: list[Move] = list(removals(state))
    if state.can_draw:
        moves.append(Draw())
    if state.can_redeal:
        moves.append(Redeal())
    if state.rules.temp_store and state.temp is None:
        moves += [Park(c) for c in state.available_cards]
    return moves


def is_lost(state: PyramidState) -> bool:
    """Not won, and no sequence of draws, redeals and parks can make a removal possible again.
    A search (the solver's `removal_reachable`), so callers ask it once per new position."""
    return not state.is_won and not solver.removal_reachable(state)


def stock_move(state: PyramidState) -> Draw | Redeal | None:
    """What turning the stock does: draw its top, or turn the waste over once it is empty; None when neither can."""
    if state.is_won:
        return None
    return Draw() if state.can_draw else Redeal() if state.can_redeal else None


def hint(state: PyramidState) -> Move | None:
    """A legal move, taken from a winning line when the solver finds one within its play-time
    budget; otherwise the first of `legal_moves` (removals come first). None if none is legal."""
    found = solver.verdict(state)
    if found.winnable and found.hint is not None:
        return found.hint
    moves = legal_moves(state)
    return moves[0] if moves else None


def streak_score(state: PyramidState, streak: int) -> int:
    """The score under streak scoring: the points times `streak`, the games won in a row in this rule
    set counting this one when it is won (1 for a game not won: it has no streak to multiply by)."""
    if streak < 1:
        raise ValueError(f"a streak multiplier counts this game: at least 1, not {streak}")
    return state.score * streak


def moves_counted(state: PyramidState, undos: int) -> int:
    """The move count to show after `undos` undos in this game.

    Normally an undo takes its move back, so the count is the moves that led to `state`.
    Under "undo counts as a move" the count never goes back: the undone move stays counted
    and the undo adds one, so it is the moves on the path plus twice the undos (a redo, like
    any move, adds one: it puts a move back on the path)."""
    return state.moves + (2 * undos if state.rules.undo_counts_as_move else 0)


def position_key(state: PyramidState) -> tuple:
    """Equal for positions that play alike: the foundation's order and the move count never
    matter, nor the redeals used when they are unlimited."""
    used = 0 if state.rules.redeals is None else state.redeals_used
    return (state.rules.key, state.pyramid, state.stock, state.waste, state.temp,
            state.temp_from is not None, used, state.is_won)


def deal_json(state: PyramidState) -> dict:
    name = lambda c: None if c is None else card_name(c)  # noqa: E731
    return {
        "game": rules_mod.GAME_ID,
        "rules": state.rules.key,
        "deal": state.deal,
        "attempt": state.attempt,
        "pyramid": [[name(c) for c in row] for row in pyramid_rows(state)],
        "stock": [card_name(c) for c in reversed(state.stock)],
        "waste": [card_name(c) for c in state.waste],
        "temp": name(state.temp),
        "foundation": [card_name(c) for c in state.foundation],
        "redeals_left": state.redeals_left,
        "moves": state.moves,
        "score": state.score,
    }


def rules_text(rules: PyramidRules, render: Callable[[Text | str], str] = str) -> str:
    """The rules under `rules` as HTML, each heading, paragraph and item in the words `render` gives it."""
    redeals = {
        0: PyramidHelp.tr("The stock goes through once: there is no redeal."),
        1: PyramidHelp.tr("Once the stock is empty you may turn the waste over, unshuffled, as a new stock once."),
        2: PyramidHelp.tr(
            "Once the stock is empty you may turn the waste over, unshuffled, as a new stock — twice in all."),
        None: PyramidHelp.tr(
            "Whenever the stock is empty you may turn the waste over, unshuffled, as a new stock, as often as "
            "you like."),
    }[rules.redeals]
    available = [PyramidHelp.tr("a pyramid card once both cards resting on it are gone"),
                 PyramidHelp.tr("the top card of the waste")]
    if rules.stock_top_available:
        available.append(PyramidHelp.tr("the top card of the stock"))
    if rules.temp_store:
        available.append(PyramidHelp.tr("the card in the temporary store"))
    goal = (
        PyramidHelp.tr("Clear the whole pack: all 52 cards, pyramid, stock and waste, must reach the foundation.")
        if rules.goal == "pack"
        else PyramidHelp.tr(
            "Clear the pyramid: once its 28 cards are gone you have won, whatever is left in the stock.")
    )
    items = [PyramidHelp.tr("Click the stock to turn its top card onto the waste."), redeals]
    if rules.covering_pair:
        items.append(PyramidHelp.tr(
            "<b>Covering pair.</b> A card may pair with a card resting on it, if that is the only card still "
            "resting on it."))
    if rules.temp_store:
        items.append(PyramidHelp.tr(
            "<b>Temporary store.</b> When the store is empty you may park any available card in it. The parked "
            "card stays available until it is paired; a parked pyramid card still has to be paired before the "
            "pyramid counts as cleared."))
    score = (
        PyramidHelp.tr(
            "<b>Streak scoring:</b> each pair or King removed earns {removal} points. Clearing the pyramid adds "
            "{pyramid}, or {pack} when every card of the pack has been discarded. A win's points are multiplied "
            "by your winning streak in this rule set, counting this win: your third win in a row scores three "
            "times its points. A game not won keeps its points once, and the streak starts again. The most one "
            "game can earn is {most} points times the streak.").format(
            removal=scoring.STREAK_REMOVAL, pyramid=scoring.STREAK_PYRAMID_BONUS, pack=scoring.STREAK_PACK_BONUS,
            most=scoring.STREAK_MAX_POINTS)
        if rules.streak_scoring
        else PyramidHelp.tr(
            "<b>Score:</b> 5 points per card removed. Clearing a pyramid row pays a bonus: 25 for the bottom row, "
            "then 50, 75, 100, 125, 150 and 175 for the apex. The most is 960.")
    )
    undo = (
        PyramidHelp.tr("Undo is unlimited, and each undo counts as a move. The game tells you when no more cards "
                       "can be removed.")
        if rules.undo_counts_as_move
        else PyramidHelp.tr("Undo is unlimited and free. The game tells you when no more cards can be removed.")
    )
    return (
        f"<h2>{render(rules_mod.rules_name(rules))}</h2>"
        f"<p>{render(goal)}</p>"
        "<p>" + render(PyramidHelp.tr(
            "Twenty-eight cards lie face up in a pyramid of seven rows; each card is partly covered by the two "
            "cards of the row below it. The other 24 cards form the stock, face down.")) + "</p>"
        "<p>" + render(PyramidHelp.tr(
            "Ace counts 1, number cards their number, Jack 11, Queen 12, King 13; suits never matter. Remove two "
            "available cards that add up to 13 (Queen and Ace, Jack and 2, 10 and 3, 9 and 4, 8 and 5, 7 and 6), "
            "or an available King on its own.")) + "</p>"
        "<p>" + render(PyramidHelp.tr("Available cards: {cards}.").format(
            cards=", ".join(render(card) for card in available))) + "</p>"
        "<ul>" + "".join(f"<li>{render(item)}</li>" for item in items) + "</ul>"
        f"<p>{render(score)}</p>"
        f"<p>{render(undo)}</p>"
    )


class _Engine:
    """The engine protocol (engine/api.py) for Pyramid, plus the helpers the GUI uses."""

    game_id = rules_mod.GAME_ID
    capabilities = (Capability.SOLVER | Capability.WINNABLE_DEALS | Capability.ATTEMPT_DEALS | Capability.DRAW
                    | Capability.SCORING)
    Draw, Redeal, Remove, Park = Draw, Redeal, Remove, Park

    def rule_sets(self) -> list[RuleSet]:
        return rules_mod.rule_sets()

    def rule_set(self, key: str) -> RuleSet:
        return rules_mod.rule_set(key)

    def new_game(self, rules: RuleSet | PyramidRules, deal: int, winnable_only: bool = False,
                 stopped: Callable[[], bool] | None = None) -> PyramidState:
        options = rules.options if isinstance(rules, RuleSet) else rules
        return new_game(options, deal, winnable_only, stopped)

    def deal_attempt(self, state: PyramidState) -> int:
        return state.attempt

    def dealt_attempt(self, rules: RuleSet, deal: int, attempt: int) -> PyramidState:
        if not 0 <= attempt < MAX_WINNABLE_ATTEMPTS:
            raise ValueError(f"attempt {attempt} is not one a winnable deal is taken from")
        return dealt_state(rules.options, deal, attempt)

    def apply(self, state: PyramidState, move: Move) -> PyramidState:
        return apply(state, move)

    def move_to_json(self, move: Move) -> dict:
        return move_to_json(move)

    def move_from_json(self, obj) -> Move:
        return move_from_json(obj)

    def deal_json(self, state: PyramidState) -> dict:
        return deal_json(state)

    def rules_text(self, rules: RuleSet | PyramidRules, render: Callable[[Text | str], str] = str) -> str:
        return rules_text(rules.options if isinstance(rules, RuleSet) else rules, render)

    def legal_moves(self, state: PyramidState) -> list[Move]:
        return legal_moves(state)

    def stock_move(self, state: PyramidState) -> Draw | Redeal | None:
        return stock_move(state)

    def hint(self, state: PyramidState) -> Move | None:
        return hint(state)

    def available_cards(self, state: PyramidState) -> tuple[int, ...]:
        return state.available_cards

    def is_won(self, state: PyramidState) -> bool:
        return state.is_won

    def is_lost(self, state: PyramidState) -> bool:
        return is_lost(state)

    def score(self, state: PyramidState) -> int:
        return state.score

    def scores_by_streak(self, rules: RuleSet) -> bool:
        return rules.options.streak_scoring

    def streak_score(self, state: PyramidState, streak: int) -> int:
        return streak_score(state, streak)

    def moves_counted(self, state: PyramidState, undos: int) -> int:
        return moves_counted(state, undos)

    def position_key(self, state: PyramidState) -> tuple:
        return position_key(state)

    def verdict(self, state: PyramidState) -> Verdict:
        return solver.verdict(state)

    def solve(self, state: PyramidState, node_budget: int | None = None) -> Solution:
        result = solver.solve(state, node_budget=node_budget)
        return Solution(result.winnable, result.line, result.nodes)

    def describe_move(self, state: PyramidState, move: Move) -> Text | str:
        return describe_move(state, move)


ENGINE = _Engine()
