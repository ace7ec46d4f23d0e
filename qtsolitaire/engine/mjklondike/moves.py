"""The MahJongg Klondike board and its moves: the state, dealing, where a tile lies, why a move is refused,
`apply` and the legal moves. The analysis behind hints (hints.py) and the game's face (game.py) build on it;
game.py's docstring describes the board, the moves and what the GUI uses."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterator, Union

from ..api import IllegalMove
from ..deals import deal_random
from ..text import Text, TextContext
from .rules import EMPTY_PILE_RULES, Options
from .tiles import DRAGON_RANK, FACE, RANK, SUIT, SUIT_NAMES, TILE_COUNT, WIND_RANK, face_name, tile_name


class KlondikeMoves(TextContext):
    """Refusals and move notation of MahJongg Klondike."""


GAME_ID = "mjklondike"
TABLEAU_PILES = 12
FOUNDATION_PILES = 12
PILES_PER_SET = 4
FOUNDATION_SUITS = ("bamboo", "characters", "dots")  # set s holds foundation piles 4s .. 4s+3
FULL_PILE = WIND_RANK + 1  # a dragon, 1..9, a wind


@dataclass(frozen=True)
class ToTableau:
    tile: int
    pile: int


@dataclass(frozen=True)
class ToFoundation:
    tile: int
    pile: int


@dataclass(frozen=True)
class Draw:
    pass


@dataclass(frozen=True)
class Redeal:
    pass


Move = Union[ToTableau, ToFoundation, Draw, Redeal]


@dataclass(frozen=True)
class State:
    options: Options
    deal: int
    tableau: tuple[tuple[int, ...], ...]
    face_down: tuple[int, ...]
    stock: tuple[int, ...]
    waste: tuple[int, ...]
    foundations: tuple[tuple[int, ...], ...]
    pass_index: int = 0
    attempt: int = 0  # 0, or which winnable sub-stream of the deal number was taken (see `dealt_state`)

    @property
    def redeals_left(self) -> int | None:
        """None when unlimited."""
        if self.options.redeals is None:
            return None
        return self.options.redeals - self.pass_index

    @property
    def draw_count(self) -> int:
        """How many tiles a click on the stock turns now."""
        return self.options.draw_on_pass(self.pass_index)


@dataclass(frozen=True)
class Place:
    """Where a tile lies: area is "tableau", "waste", "stock" or "foundation"; pile is None for waste and stock."""

    area: str
    pile: int | None
    index: int


def deal(options: Options, deal_number: int, attempt: int = 0) -> State:
    """Shuffle with the deal's own stream and deal row by row, as by hand: 1 + 2 + ... + 12 tiles, the rest is the
    stock. Attempt 0 is deal `deal_number` itself; attempts 1, 2, ... are its sub-streams, tried in order when only
    winnable deals are wanted (engine.py's `winnable_deal`)."""
    stream = f"winnable-{attempt}" if attempt else ""
    order = deal_random(GAME_ID, deal_number, stream).shuffled(range(TILE_COUNT))
    piles: list[list[int]] = [[] for _ in range(TABLEAU_PILES)]
    position = 0
    for row in range(TABLEAU_PILES):
        for pile in range(row, TABLEAU_PILES):
            piles[pile].append(order[position])
            position += 1
    return State(
        options=options,
        deal=deal_number,
        tableau=tuple(tuple(p) for p in piles),
        face_down=tuple(len(p) - 1 for p in piles),
        stock=tuple(order[position:]),
        waste=(),
        foundations=((),) * FOUNDATION_PILES,
        attempt=attempt,
    )


def locate(state: State, tile: int) -> Place:
    for pile, tiles in enumerate(state.tableau):
        if tile in tiles:
            return Place("tableau", pile, tiles.index(tile))
    if tile in state.waste:
        return Place("waste", None, state.waste.index(tile))
    if tile in state.stock:
        return Place("stock", None, state.stock.index(tile))
    for pile, tiles in enumerate(state.foundations):
        if tile in tiles:
            return Place("foundation", pile, tiles.index(tile))
    raise ValueError(f"no tile {tile!r} in this game")


def is_won(state: State) -> bool:
    return all(len(p) == FULL_PILE for p in state.foundations)


def set_piles(state: State, set_index: int) -> tuple[tuple[int, ...], ...]:
    return state.foundations[set_index * PILES_PER_SET : (set_index + 1) * PILES_PER_SET]


def set_dragon(state: State, set_index: int) -> str | None:
    """The dragon face a foundation set builds, once its first dragon is down."""
    for pile in set_piles(state, set_index):
        if pile:
            return FACE[pile[0]]
    return None


def _suit_of_set(set_index: int) -> Text:
    return SUIT_NAMES[FOUNDATION_SUITS[set_index]]


def needed_on(suit: str, height: int) -> Text:
    """What goes on a foundation pile of `suit`'s set that holds `height` tiles: "a dragon", "the 3 of Bamboo"."""
    if height == DRAGON_RANK:
        return KlondikeMoves.tr("a dragon")
    if height == WIND_RANK:
        return KlondikeMoves.tr("a wind")
    return KlondikeMoves.tr("the {rank} of {suit}").format(rank=height, suit=SUIT_NAMES[suit])


# Per set and height: the refusals below name them.
_NEEDED_ON = tuple(tuple(needed_on(suit, height) for height in range(FULL_PILE)) for suit in FOUNDATION_SUITS)


def _needed_on(set_index: int, height: int) -> Text:
    return _NEEDED_ON[set_index][height]


LAST_TILE_ONLY = KlondikeMoves.tr("Only the last tile of a pile can go to a foundation.")
# The foundation rules' refusals, made once: the hints ask for them many times a move.
_PILE_COMPLETE = KlondikeMoves.tr("That foundation pile is complete.")
_SET_BUILDS_ONLY = KlondikeMoves.tr("The {suit} set builds only {suit}.")
_PILE_NEEDS = KlondikeMoves.tr("That pile needs {tile} next.")
_LOCKSTEP = KlondikeMoves.tr("Lockstep: every pile of the {suit} set needs {before} before {tile} may go on.")
_DRAGONS_MATCH = KlondikeMoves.tr("The dragons of a set must match: the {suit} set builds {dragon}s.")
_DRAGON_TAKEN = KlondikeMoves.tr("The {dragon}s are already being built on the {suit} set.")
_WINDS_ONE_OF_EACH = KlondikeMoves.tr("The {suit} set already has the {wind}: its winds are one of each.")


def foundation_refusal(state: State, tile: int, pile: int) -> Text | None:
    """Why `tile` may not go on foundation pile `pile` now, or None if it may: the text `apply` would raise."""
    try:
        source, index = _movable_run(state, tile)
    except IllegalMove as refusal:
        return refusal.args[0]
    if source is not None and index != len(state.tableau[source]) - 1:
        return LAST_TILE_ONLY
    return _foundation_rule_refusal(state, tile, pile)


def _foundation_rule_refusal(state: State, tile: int, pile: int) -> Text | None:
    """Why the foundation rules keep `tile` off pile `pile`, wherever the tile lies now."""
    set_index = pile // PILES_PER_SET
    height = len(state.foundations[pile])
    rank = RANK[tile]
    if height == FULL_PILE:
        return _PILE_COMPLETE
    suit = SUIT[tile]
    if suit is not None and suit != FOUNDATION_SUITS[set_index]:
        return _SET_BUILDS_ONLY.format(suit=_suit_of_set(set_index))
    if rank != height:
        return _PILE_NEEDS.format(tile=_needed_on(set_index, height))
    piles = set_piles(state, set_index)
    if state.options.lockstep and any(len(p) < height for p in piles):
        return _LOCKSTEP.format(
            suit=_suit_of_set(set_index), before=_needed_on(set_index, height - 1), tile=_needed_on(set_index, height))
    if rank == DRAGON_RANK:
        own = set_dragon(state, set_index)
        if own is not None and own != FACE[tile]:
            return _DRAGONS_MATCH.format(suit=_suit_of_set(set_index), dragon=face_name(own))
        if own is None:
            for other in range(len(FOUNDATION_SUITS)):
                if set_dragon(state, other) == FACE[tile]:
                    return _DRAGON_TAKEN.format(dragon=tile_name(tile), suit=_suit_of_set(other))
    if rank == WIND_RANK and any(len(p) == FULL_PILE and FACE[p[-1]] == FACE[tile] for p in piles):
        return _WINDS_ONE_OF_EACH.format(suit=_suit_of_set(set_index), wind=tile_name(tile))
    return None


def _builds_on(tile: int, under: int) -> bool:
    """Whether `tile` may lie on `under` in the tableau: one rank lower, another suit (dragons and winds have none)."""
    return RANK[under] == RANK[tile] + 1 and (SUIT[tile] is None or SUIT[tile] != SUIT[under])


# The faces a tile may be put on in the tableau.
_ON_FACES = tuple(
    tuple(sorted({FACE[under] for under in range(TILE_COUNT) if _builds_on(tile, under)})) for tile in range(TILE_COUNT)
)


def _empty_takes(options: Options, head: int) -> bool:
    rule = options.empty_pile
    return rule == "any" or (rule == "wind" and RANK[head] == WIND_RANK)


def _movable_run(state: State, tile: int) -> tuple[int | None, int]:
    """(source tableau pile or None for the waste, index in it) of a tile that may be moved; IllegalMove if none."""
    if state.waste and state.waste[-1] == tile:
        return None, len(state.waste) - 1
    for pile, tiles in enumerate(state.tableau):
        if tile in tiles:
            index = tiles.index(tile)
            if index < state.face_down[pile]:
                raise IllegalMove(KlondikeMoves.tr("That tile is face down."))
            return pile, index
    if tile in state.waste:
        raise IllegalMove(WASTE_TOP_ONLY)
    if tile in state.stock:
        raise IllegalMove(KlondikeMoves.tr("Tiles in the stock cannot be played: click the stock to turn them."))
    raise IllegalMove(FOUNDATIONS_KEEP)


WASTE_TOP_ONLY = KlondikeMoves.tr("Only the top tile of the waste can be played.")
FOUNDATIONS_KEEP = KlondikeMoves.tr("Tiles on the foundations stay there.")


def tableau_refusal(state: State, tile: int, pile: int) -> Text | None:
    """Why `tile` (and the run below it) may not go onto tableau pile `pile`, or None if it may."""
    try:
        source, _ = _movable_run(state, tile)
    except IllegalMove as refusal:
        return refusal.args[0]
    if source == pile:
        return KlondikeMoves.tr("That tile is already on that pile.")
    target = state.tableau[pile]
    if not target:
        if _empty_takes(state.options, tile):
            return None
        return KlondikeMoves.tr("An empty pile takes {rule}.").format(rule=EMPTY_PILE_RULES[state.options.empty_pile])
    under = target[-1]
    if RANK[under] != RANK[tile] + 1:
        return KlondikeMoves.tr("The {tile} goes only on a tile one rank higher.").format(tile=tile_name(tile))
    if not _builds_on(tile, under):
        return KlondikeMoves.tr("The {tile} must go on a tile of another suit.").format(tile=tile_name(tile))
    return None


def _without_source(state: State, source: int | None, index: int) -> State:
    """The state with the tiles from `index` on taken off the source, turning up a tile that becomes last."""
    if source is None:
        return replace(state, waste=state.waste[:index])
    rest = state.tableau[source][:index]
    face_down = state.face_down
    if rest and face_down[source] == len(rest):
        face_down = face_down[:source] + (face_down[source] - 1,) + face_down[source + 1 :]
    tableau = state.tableau[:source] + (rest,) + state.tableau[source + 1 :]
    return replace(state, tableau=tableau, face_down=face_down)


def _check_pile(pile: object, count: int, missing: Text) -> int:
    """`pile` when it is one of `count`; else IllegalMove(`missing`, which names it as {pile})."""
    if not isinstance(pile, int) or isinstance(pile, bool) or not 0 <= pile < count:
        raise IllegalMove(missing.format(pile=repr(pile)))
    return pile


def apply(state: State, move: Move) -> State:
    if isinstance(move, Draw):
        if not state.stock:
            raise IllegalMove(KlondikeMoves.tr("The stock is empty."))
        count = state.draw_count
        return replace(state, stock=state.stock[count:], waste=state.waste + state.stock[:count])
    if isinstance(move, Redeal):
        if state.stock:
            raise IllegalMove(KlondikeMoves.tr("The stock is not empty yet."))
        if not state.waste:
            raise IllegalMove(KlondikeMoves.tr("There is no waste to turn over."))
        if state.redeals_left == 0:
            raise IllegalMove(NO_REDEALS)
        return replace(state, stock=state.waste, waste=(), pass_index=state.pass_index + 1)
    if isinstance(move, ToTableau):
        pile = _check_pile(move.pile, TABLEAU_PILES, KlondikeMoves.tr("There is no tableau pile {pile}."))
        refusal = tableau_refusal(state, move.tile, pile)
        if refusal:
            raise IllegalMove(refusal)
        source, index = _movable_run(state, move.tile)
        run = state.waste[index:] if source is None else state.tableau[source][index:]
        after = _without_source(state, source, index)
        tableau = after.tableau[:pile] + (after.tableau[pile] + run,) + after.tableau[pile + 1 :]
        return replace(after, tableau=tableau)
    if isinstance(move, ToFoundation):
        pile = _check_pile(move.pile, FOUNDATION_PILES, KlondikeMoves.tr("There is no foundation pile {pile}."))
        refusal = foundation_refusal(state, move.tile, pile)
        if refusal:
            raise IllegalMove(refusal)
        after = _without_source(state, *_movable_run(state, move.tile))
        foundations = after.foundations[:pile] + (after.foundations[pile] + (move.tile,),) + after.foundations[pile + 1 :]
        return replace(after, foundations=foundations)
    raise IllegalMove(KlondikeMoves.tr("Not a MahJongg Klondike move: {move}").format(move=repr(move)))


NO_REDEALS = KlondikeMoves.tr("No redeals left.")


def stock_move(state: State) -> Draw | Redeal | None:
    """What a click on the stock does now."""
    if state.stock:
        return Draw()
    if state.waste and state.redeals_left != 0:
        return Redeal()
    return None


def _playable_tiles(state: State) -> Iterator[int]:
    """Tiles that can go to a foundation: the last of each tableau pile, then the top of the waste."""
    for tiles in state.tableau:
        if tiles:
            yield tiles[-1]
    if state.waste:
        yield state.waste[-1]


def _foundation_candidates(tile: int) -> range:
    suit = SUIT[tile]
    if suit is None:
        return range(FOUNDATION_PILES)
    start = FOUNDATION_SUITS.index(suit) * PILES_PER_SET
    return range(start, start + PILES_PER_SET)


def auto_foundation_move(state: State, tile: int) -> ToFoundation | None:
    """The foundation move for a double click on `tile`, or None when it cannot go to a foundation now."""
    if tile not in _playable_tiles(state):
        return None
    return _foundation_move(state, tile)


def _foundation_move(state: State, tile: int) -> ToFoundation | None:
    """The move of a playable tile to the first foundation pile that takes it, or None."""
    for pile in _foundation_candidates(tile):
        if _foundation_rule_refusal(state, tile, pile) is None:
            return ToFoundation(tile, pile)
    return None


def _foundation_moves(state: State) -> Iterator[ToFoundation]:
    """One move per playable tile that can go up (the piles a tile could take are alike but for their place)."""
    for tile in _playable_tiles(state):
        move = _foundation_move(state, tile)
        if move:
            yield move


def _tableau_moves(state: State) -> Iterator[ToTableau]:
    """Every tableau move: each face-up tile of the tableau and the top of the waste onto every pile that takes it."""
    heads: list[tuple[int, int | None]] = [
        (tiles[i], source)
        for source, tiles in enumerate(state.tableau)
        for i in range(state.face_down[source], len(tiles))
    ]
    if state.waste:
        heads.append((state.waste[-1], None))
    for head, source in heads:
        for pile in _targets(state, head, source):
            yield ToTableau(head, pile)


def _targets(state: State, head: int, source: int | None) -> Iterator[int]:
    """The tableau piles, in order, that take the run headed by `head` from pile `source` (None: the waste)."""
    for pile, target in enumerate(state.tableau):
        if pile == source:
            continue
        if target:
            if _builds_on(head, target[-1]):
                yield pile
        elif _empty_takes(state.options, head):
            yield pile


def legal_moves(state: State) -> list[Move]:
    """Every legal move, except that a tile that could go to several foundation piles is listed once."""
    moves: list[Move] = [*_foundation_moves(state), *_tableau_moves(state)]
    stock = stock_move(state)
    if stock:
        moves.append(stock)
    return moves
