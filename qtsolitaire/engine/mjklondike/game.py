"""MahJongg Klondike: the game as immutable values (RULES.md section 3).

The board
- `State.tableau`: 12 piles of tile ids (see `tiles`), each listed first dealt first, so `pile[-1]` is the last
  (bottom, playable) tile. `State.face_down[p]` counts the face-down tiles at the start of pile p; the rest are face
  up. A face-down tile turns up by itself when it becomes the last of its pile, so a non-empty pile always ends face
  up, and the face-up part of a pile is always a run (each tile one rank lower than the one above, of another suit).
- `State.stock` in turning order (`stock[0]` is turned next), `State.waste` with its top last, `State.pass_index`
  (0 on the first pass through the stock).
- `State.foundations`: 12 piles, bottom first. Piles 0-3 are the Bamboo set, 4-7 Characters, 8-11 Circles
  (`FOUNDATION_SUITS`, fixed, so the GUI can label each set). A pile builds a dragon, 1 to 9 of its set's suit, then
  a wind. The first dragon put on a set decides which dragon type that set builds (`set_dragon`); as there are
  exactly four dragons of each type, a type already begun on one set cannot begin another.

Moves (dataclasses, JSON through `ENGINE.move_to_json` / `move_from_json`)
- `ToTableau(tile, pile)`: move a face-up tableau tile, with every tile below it, or the top waste tile, onto
  tableau pile `pile`.
- `ToFoundation(tile, pile)`: move the last tile of a tableau pile, or the top waste tile, onto foundation pile
  `pile` (0..11).
- `Draw()`: turn the next tiles of the stock onto the waste; `Redeal()`: turn the empty stock's waste back over.
  `stock_move(state)` is what a click on the stock does (None when it does nothing).

Functions the GUI uses (the ones marked * are also methods of `ENGINE`): `ENGINE.apply` (raises `IllegalMove` with
text for the player), `legal_moves`*, `auto_foundation_move(state, tile)`* (double click), `stock_move`*, `hint`* (a
useful move or None), `is_won`*, `is_stuck`* (True when no sequence of moves can change anything that matters: say
"No useful moves left"; `legal_moves` empty is the plain "no moves"), `locate(state, tile)`, `set_dragon(state, set)`
(the dragon face a foundation set builds, to label it), `tableau_refusal` / `foundation_refusal` (why a drop is not
allowed, without trying it), `State.redeals_left` and `State.draw_count` (for the stock's caption).

`hint` and `is_stuck` share one search over the rearrangements of face-up runs (at most `QUIET_SEARCH_LIMIT`
of them; p99 10 ms, see bench/mjklondike_presets.py). `is_stuck` is a proof: True only when nothing can help.
Where the search gives up unproven, `is_stuck` says False and `hint` may still be None; none of the 715 lost
hint-following games of that bench ended so.

`ENGINE` lives in engine.py, with the solver (solver.py, knowing every tile), which builds on this module: they give
it the SOLVER, WINNABLE_DEALS and ATTEMPT_DEALS capabilities of engine/api.py (`position_key`, `verdict`, `solve`,
`describe_move`, and winnable deals found by trying one attempt of a deal number after another: `deal_attempt`,
`dealt_attempt`; see `deal`).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import Iterator, Union

from ..deals import deal_random
from ..api import IllegalMove
from .rules import EMPTY_PILE_RULES, Options
from ..text import Text, TextContext
from .tiles import DRAGON_RANK, FACE, RANK, SUIT, SUIT_NAMES, TILE_COUNT, WIND_RANK, face_name, tile_name


class KlondikeMoves(TextContext):
    """Refusals and move notation of MahJongg Klondike."""


GAME_ID = "mjklondike"
TABLEAU_PILES = 12
FOUNDATION_PILES = 12
PILES_PER_SET = 4
FOUNDATION_SUITS = ("bamboo", "characters", "dots")  # set s holds foundation piles 4s .. 4s+3
FULL_PILE = WIND_RANK + 1  # a dragon, 1..9, a wind
# The quiet-move search behind hint() and is_stuck() gives up past this many tableau arrangements.
QUIET_SEARCH_LIMIT = 400


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


def _needed_on(set_index: int, height: int) -> Text:
    return needed_on(FOUNDATION_SUITS[set_index], height)


LAST_TILE_ONLY = KlondikeMoves.tr("Only the last tile of a pile can go to a foundation.")


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
        return KlondikeMoves.tr("That foundation pile is complete.")
    suit = SUIT[tile]
    if suit is not None and suit != FOUNDATION_SUITS[set_index]:
        return KlondikeMoves.tr("The {suit} set builds only {suit}.").format(suit=_suit_of_set(set_index))
    if rank != height:
        return KlondikeMoves.tr("That pile needs {tile} next.").format(tile=_needed_on(set_index, height))
    piles = set_piles(state, set_index)
    if state.options.lockstep and any(len(p) < height for p in piles):
        lockstep = KlondikeMoves.tr("Lockstep: every pile of the {suit} set needs {before} before {tile} may go on.")
        return lockstep.format(
            suit=_suit_of_set(set_index), before=_needed_on(set_index, height - 1), tile=_needed_on(set_index, height))
    if rank == DRAGON_RANK:
        own = set_dragon(state, set_index)
        if own is not None and own != FACE[tile]:
            return KlondikeMoves.tr("The dragons of a set must match: the {suit} set builds {dragon}s.").format(
                suit=_suit_of_set(set_index), dragon=face_name(own))
        if own is None:
            for other in range(len(FOUNDATION_SUITS)):
                if set_dragon(state, other) == FACE[tile]:
                    return KlondikeMoves.tr("The {dragon}s are already being built on the {suit} set.").format(
                        dragon=tile_name(tile), suit=_suit_of_set(other))
    if rank == WIND_RANK and any(len(p) == FULL_PILE and FACE[p[-1]] == FACE[tile] for p in piles):
        return KlondikeMoves.tr("The {suit} set already has the {wind}: its winds are one of each.").format(
            suit=_suit_of_set(set_index), wind=tile_name(tile))
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
    for pile in _foundation_candidates(tile):
        if _foundation_rule_refusal(state, tile, pile) is None:
            return ToFoundation(tile, pile)
    return None


def _foundation_moves(state: State) -> Iterator[ToFoundation]:
    """One move per playable tile that can go up (the piles a tile could take are alike but for their place)."""
    for tile in _playable_tiles(state):
        move = auto_foundation_move(state, tile)
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
        for pile, target in enumerate(state.tableau):
            if pile == source:
                continue
            if target:
                if _builds_on(head, target[-1]):
                    yield ToTableau(head, pile)
            elif _empty_takes(state.options, head):
                yield ToTableau(head, pile)


def legal_moves(state: State) -> list[Move]:
    """Every legal move, except that a tile that could go to several foundation piles is listed once."""
    moves: list[Move] = [*_foundation_moves(state), *_tableau_moves(state)]
    stock = stock_move(state)
    if stock:
        moves.append(stock)
    return moves


def _turns_up(state: State, move: ToTableau) -> bool:
    for pile, tiles in enumerate(state.tableau):
        if move.tile in tiles:
            return tiles.index(move.tile) == state.face_down[pile] > 0
    return False


def _from_waste(state: State, move: ToTableau) -> bool:
    return bool(state.waste) and state.waste[-1] == move.tile


def _progress(state: State) -> Move | None:
    """A move that matters now: a tile to a foundation, a tile turned up, or the top waste tile into the tableau."""
    for move in _foundation_moves(state):
        return move
    waste_move = None
    flip, most_hidden = None, 0
    for move in _tableau_moves(state):
        if _turns_up(state, move):
            hidden = state.face_down[locate(state, move.tile).pile]
            if hidden > most_hidden:  # the deepest pile first: it hides the most
                flip, most_hidden = move, hidden
        elif waste_move is None and _from_waste(state, move):
            waste_move = move
    return flip or waste_move


def _stock_tops(state: State) -> set[int]:
    """Every tile clicking the stock will bring to the top of the waste, until it stops or comes round again."""
    seen = set()
    tops = set()
    current = state
    while True:
        move = stock_move(current)
        if move is None:
            return tops
        current = apply(current, move)
        passes = current.pass_index
        if current.options.redeals is None:
            passes = min(passes, len(current.options.draw) - 1)
        key = (current.stock, current.waste, passes)
        if key in seen:
            return tops
        seen.add(key)
        if current.waste:
            tops.add(current.waste[-1])


class _Quiet:
    """The moves that only rearrange face-up runs between piles, and what they can lead to.

    While only such moves are made the foundations, the face-down tiles and the stock stay as they are, so the
    tableau alone says whether progress is possible: a tile that can go up being last, a run heading face-down tiles
    having a place to go, or the waste top having one."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.goes_up: dict[int, bool] = {}
        # The runs heading face-down tiles never move in a quiet search, nor does the waste top: what they would go
        # on is known from the start, as last-tile faces mapped to the piles those heads come from.
        heads = [(tiles[down], p) for p, (tiles, down) in enumerate(zip(state.tableau, state.face_down)) if down]
        heads += [(state.waste[-1], None)] if state.waste else []
        self.wanted: dict[str, set[int | None]] = {}
        for head, source in heads:
            for face in _ON_FACES[head]:
                self.wanted.setdefault(face, set()).add(source)
        self.empty_wanted = any(_empty_takes(state.options, head) for head, _ in heads)

    def can_go_up(self, tile: int) -> bool:
        known = self.goes_up.get(tile)
        if known is None:
            candidates = _foundation_candidates(tile)
            known = self.goes_up[tile] = any(_foundation_rule_refusal(self.state, tile, p) is None for p in candidates)
        return known

    def progress(self, tableau: tuple[tuple[int, ...], ...]) -> bool:
        for pile, tiles in enumerate(tableau):
            if not tiles:
                if self.empty_wanted:
                    return True
                continue
            last = tiles[-1]
            if self.can_go_up(last):
                return True
            sources = self.wanted.get(FACE[last])
            if sources and (len(sources) > 1 or pile not in sources):
                return True
        return False

    def successors(self, tableau: tuple[tuple[int, ...], ...]) -> Iterator[tuple[ToTableau, tuple]]:
        options = self.state.options
        face_down = self.state.face_down
        by_last_face: dict[str, list[int]] = {}
        first_empty = None
        for pile, tiles in enumerate(tableau):
            if tiles:
                by_last_face.setdefault(FACE[tiles[-1]], []).append(pile)
            elif first_empty is None:
                first_empty = pile  # empty piles are alike: one stands for all
        for source, tiles in enumerate(tableau):
            first = face_down[source]
            for index in range(first + (first > 0), len(tiles)):
                head = tiles[index]
                targets = [pile for face in _ON_FACES[head] for pile in by_last_face.get(face, ())]
                # A whole pile into an empty one only changes its place.
                if index and first_empty is not None and _empty_takes(options, head):
                    targets.append(first_empty)
                for pile in sorted(targets):
                    after = list(tableau)
                    after[source] = tiles[:index]
                    after[pile] = tableau[pile] + tiles[index:]
                    yield ToTableau(head, pile), tuple(after)

    def possible_at_all(self, tops: set[int]) -> bool:
        """A cheap over-estimate: False proves no rearrangement or stock click can lead to progress.

        A face-up tile can only ever become last if the run below it can go somewhere: its head onto a tile that can
        itself become last, or into a pile that can become empty. Growing that set to its fixed point over-estimates
        the tiles that can be last (it ignores two runs wanting one place), which is all a proof of "stuck" needs."""
        state = self.state
        takes_empty = lambda tile: _empty_takes(state.options, tile)  # noqa: E731
        last_faces = {FACE[tiles[-1]] for tiles in state.tableau if tiles}
        can_empty = any(not tiles for tiles in state.tableau)
        exposable = {tiles[-1] for tiles in state.tableau if tiles}
        growing = True
        while growing:
            growing = False
            for tiles, down in zip(state.tableau, state.face_down):
                for index in range(len(tiles) - 2, down - 1 - (down == 0), -1):
                    below = tiles[index + 1]
                    if not ((can_empty and takes_empty(below)) or any(f in last_faces for f in _ON_FACES[below])):
                        continue
                    if index < 0:
                        growing = growing or not can_empty
                        can_empty = True
                    elif tiles[index] not in exposable:
                        exposable.add(tiles[index])
                        last_faces.add(FACE[tiles[index]])
                        growing = True
        if any(self.can_go_up(t) for t in exposable) or any(self.can_go_up(t) for t in tops):
            return True
        heads = [tiles[down] for tiles, down in zip(state.tableau, state.face_down) if down]
        heads += list(tops | set(state.waste[-1:]))
        return any((can_empty and takes_empty(h)) or any(f in last_faces for f in _ON_FACES[h]) for h in heads)


@dataclass(frozen=True)
class _Analysis:
    hint: Move | None
    complete: bool  # the search saw every arrangement, so a None hint proves nothing matters any more


def _analyse(state: State) -> _Analysis:
    immediate = _progress(state)
    if immediate:
        return _Analysis(immediate, True)
    quiet = _Quiet(state)
    tops = _stock_tops(state)
    if not quiet.possible_at_all(tops):
        return _Analysis(None, True)
    # Breadth first over rearrangements of the face-up runs, remembering each one's first move.
    first_move: dict[tuple, ToTableau | None] = {state.tableau: None}
    queue = deque([state.tableau])
    complete = True
    while queue and complete:
        tableau = queue.popleft()
        for move, after in quiet.successors(tableau):
            if after in first_move:
                continue
            first = first_move[tableau] or move
            if quiet.progress(after):
                return _Analysis(first, True)
            first_move[after] = first
            queue.append(after)
            if len(first_move) >= QUIET_SEARCH_LIMIT:
                complete = False
                break
    # No rearrangement seen helps by itself: does a tile the stock will show go up, or fit any arrangement?
    arrangements = list(first_move)
    lasts = {tiles[-1] for tableau in arrangements for tiles in tableau if tiles}
    has_empty = any(not tiles for tableau in arrangements for tiles in tableau)
    for top in tops:
        fits = any(_builds_on(top, last) for last in lasts) or (has_empty and _empty_takes(state.options, top))
        if fits or quiet.can_go_up(top):
            return _Analysis(stock_move(state), complete)
    return _Analysis(None, complete)


def hint(state: State) -> Move | None:
    """A legal move that leads somewhere: to a foundation first, then one that turns a tile up (from the pile with
    the most face-down tiles: a hint-following player then wins 36 % of base-game deals rather than 23.5 %), then the
    top waste tile into the tableau; else the first step of the shortest rearrangement (or stock clicks) after which
    one of those is possible. None when nothing useful is left."""
    return _analyse(state).hint


def is_stuck(state: State) -> bool:
    """True when tiles remain but no sequence of moves can put a tile on a foundation, turn a tile up or take one from
    the waste: only pointless rearranging and stock turning are left, so the game is lost."""
    if is_won(state):
        return False
    analysis = _analyse(state)
    return analysis.hint is None and analysis.complete


def _place_name(state: State, tile: int) -> Text:
    place = locate(state, tile)
    return KlondikeMoves.tr("waste") if place.area == "waste" else KlondikeMoves.tr("pile {n}").format(n=place.pile + 1)


def describe_move(state: State, move: Move) -> Text:
    """A move in a short notation a player can follow: "turn stock (pass 2)", "5 of Bamboo: pile 4 -> pile 7",
    "Red Dragon: waste -> foundation 3" (piles counted from 1, foundations down the columns of the sets)."""
    if isinstance(move, Draw):
        return KlondikeMoves.tr("turn stock (pass {n})").format(n=state.pass_index + 1)
    if isinstance(move, Redeal):
        return KlondikeMoves.tr("turn the waste over (pass {n})").format(n=state.pass_index + 2)
    source = _place_name(state, move.tile)
    target = (KlondikeMoves.tr("foundation {n}") if isinstance(move, ToFoundation)
              else KlondikeMoves.tr("pile {n}")).format(n=move.pile + 1)
    return KlondikeMoves.tr("{tile}: {source} -> {target}").format(tile=tile_name(move.tile), source=source,
                                                                    target=target)


def _tile_json(tile: int, face_up: bool | None = None) -> dict:
    out: dict = {"id": tile, "face": FACE[tile]}
    if face_up is not None:
        out["face_up"] = face_up
    return out


def deal_json(state: State) -> dict:
    return {
        "game": GAME_ID,
        "rules": state.options.key,
        "deal": state.deal,
        "tableau": [
            [_tile_json(t, i >= state.face_down[p]) for i, t in enumerate(tiles)]
            for p, tiles in enumerate(state.tableau)
        ],
        "stock": [_tile_json(t) for t in state.stock],
        "waste": [_tile_json(t) for t in state.waste],
        "foundations": [
            {"suit": FOUNDATION_SUITS[p // PILES_PER_SET], "tiles": [_tile_json(t) for t in tiles]}
            for p, tiles in enumerate(state.foundations)
        ],
        "pass": state.pass_index + 1,
    }
