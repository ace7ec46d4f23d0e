"""What the player's touches mean in MahJongg Klondike: a click, a double click, a drop or a key on a
tile, a pile or the stock becomes a move or a refusal with its reason. Pure, like Mahjong's `click()`:
the board only names what was touched and shows the answer.

A place is a tile (its id), a `Target` pile, or STOCK.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from qtsolitaire.engine.mjklondike import game as klondike
from qtsolitaire.engine.mjklondike.game import FOUNDATIONS_KEEP, LAST_TILE_ONLY, NO_REDEALS, WASTE_TOP_ONLY, State
from qtsolitaire.engine.mjklondike.game import KlondikeMoves, needed_on
from qtsolitaire.engine.mjklondike.tiles import SUIT_NAMES, tile_name
from qtsolitaire.engine.api import IllegalMove
from qtsolitaire.engine.text import Text

STOCK = "stock"


@dataclass(frozen=True)
class Target:
    """A place tiles can be put: area "tableau" or "foundation" and its pile."""

    area: str
    pile: int


Place = int | Target | str


class Click(NamedTuple):
    """What a touch does: the selection after it, a legal move to play, a message to show."""

    selected: int | None
    move: klondike.Move | None = None
    message: Text | None = None


def movable_tiles(state: State) -> set[int]:
    """What can be picked up: the top of the waste and the face-up tableau tiles (each with its run)."""
    tiles = {t for p, pile in enumerate(state.tableau) for t in pile[state.face_down[p]:]}
    tiles.update(state.waste[-1:])
    return tiles


def movable(state: State, tile: int) -> bool:
    return tile in movable_tiles(state)


def run_of(state: State, tile: int) -> tuple[int, ...]:
    """The tiles that move with `tile`: itself and every tile below it in its pile."""
    place = klondike.locate(state, tile)
    if place.area == "tableau":
        return state.tableau[place.pile][place.index:]
    return (tile,)


def target_of_tile(state: State, tile: int) -> Target | None:
    """The pile a tile lies on, when tiles can be put there."""
    place = klondike.locate(state, tile)
    if place.area in ("tableau", "foundation"):
        return Target(place.area, place.pile)
    return None


def why_not_movable(state: State, tile: int) -> Text:
    place = klondike.locate(state, tile)
    if place.area == "tableau":
        return KlondikeMoves.tr("That tile is face down: it turns up when it becomes the last of its pile.")
    if place.area == "foundation":
        return FOUNDATIONS_KEEP
    if place.area == "stock":
        return KlondikeMoves.tr("Click the stock to turn its tiles onto the waste.")
    return WASTE_TOP_ONLY


def foundation_pile(state: State, tile: int, pile: int) -> int:
    """The pile of the chosen one's set that takes the tile, preferring the chosen one (and it if none does)."""
    first = pile - pile % klondike.PILES_PER_SET
    piles = [pile] + [p for p in range(first, first + klondike.PILES_PER_SET) if p != pile]
    return next((p for p in piles if klondike.foundation_refusal(state, tile, p) is None), pile)


def drop_move(state: State, tile: int, target: Target) -> klondike.Move:
    """Putting `tile` (with its run) on a pile; on a foundation any pile of the chosen set that takes it will do."""
    if target.area == "tableau":
        return klondike.ToTableau(tile, target.pile)
    return klondike.ToFoundation(tile, foundation_pile(state, tile, target.pile))


def drop(state: State, tile: int, target: Target, selected: int | None = None) -> Click:
    """`tile` (with its run) put on `target`: the move, or why not (and `selected` stays picked up)."""
    move = drop_move(state, tile, target)
    try:
        klondike.apply(state, move)
    except IllegalMove as reason:
        return Click(selected, None, reason.args[0])
    return Click(None, move)


def targets_for(state: State, tile: int) -> list[Target]:
    """Every pile that takes `tile` (with its run) as it stands; on the foundations, the very piles."""
    out = [Target("tableau", p) for p in range(klondike.TABLEAU_PILES)
           if klondike.tableau_refusal(state, tile, p) is None]
    if movable(state, tile) and len(run_of(state, tile)) == 1:
        out += [Target("foundation", p) for p in range(klondike.FOUNDATION_PILES)
                if klondike.foundation_refusal(state, tile, p) is None]
    return out


def takes(state: State, tile: int, target: Target) -> bool:
    """Whether a drop of `tile` (with its run) on `target` would be played: on a foundation, on its set."""
    targets = targets_for(state, tile)
    if target.area == "tableau":
        return target in targets
    same_set = target.pile // klondike.PILES_PER_SET
    return any(t.area == "foundation" and t.pile // klondike.PILES_PER_SET == same_set for t in targets)


def click_stock(state: State) -> Click:
    move = klondike.stock_move(state)
    if move is None:
        return Click(None, None, NO_REDEALS if state.waste else KlondikeMoves.tr("The stock and the waste are empty."))
    return Click(None, move)


def select(state: State, tile: int | None) -> Click:
    """Pick a tile up (None puts it down); a tile that cannot move says why."""
    if tile is not None and not movable(state, tile):
        return Click(None, None, why_not_movable(state, tile))
    return Click(tile)


def click(state: State, selected: int | None, place: Place | None) -> Click:
    """A click on a tile, an empty pile, the stock or the bare table (None), holding `selected`."""
    if selected is not None and not movable(state, selected):
        selected = None  # e.g. undone away since it was picked
    if place == STOCK:
        return click_stock(state)
    tile = place if isinstance(place, int) else None
    if selected is None:
        return select(state, tile) if tile is not None else Click(None)
    if tile == selected:
        return Click(None)
    target = target_of_tile(state, tile) if tile is not None else place
    if tile is not None and target is not None and target.area == "tableau" \
            and state.tableau[target.pile][-1] != tile and movable(state, tile):
        return Click(tile)  # a tile higher up another pile: pick that one instead
    if target is None:
        return Click(tile if tile is not None and movable(state, tile) else None)
    return drop(state, selected, target)


def activate(state: State, selected: int | None, place: Place | None) -> Click:
    """Enter or Space on the focused place: pick up, put down, or turn the stock."""
    if place is None or place == STOCK:
        return click_stock(state) if selected is None else Click(None)
    if isinstance(place, int):
        return Click(None) if selected == place else select(state, place)
    return drop(state, selected, place, selected) if selected is not None else Click(None)


def to_foundation(state: State, tile: int) -> Click:
    """A double click: send the tile up if any foundation takes it, else say why not."""
    move = klondike.auto_foundation_move(state, tile)
    if move is not None:
        return Click(None, move)
    return Click(None, None, why_not_up(state, tile))


def why_not_up(state: State, tile: int) -> Text:
    if not movable(state, tile):
        return why_not_movable(state, tile)
    if state.waste[-1:] != (tile,) and run_of(state, tile) != (tile,):
        return LAST_TILE_ONLY
    none_takes = KlondikeMoves.tr("No foundation takes the {tile} now.").format(tile=tile_name(tile))
    suit = klondike.SUIT[tile]
    if suit is None:
        return none_takes
    first = klondike.FOUNDATION_SUITS.index(suit) * klondike.PILES_PER_SET
    rank = klondike.RANK[tile]
    ready = [p for p in range(first, first + klondike.PILES_PER_SET) if len(state.foundations[p]) == rank]
    if ready:  # a pile it would fit but for the rules of the set, which the engine words
        return klondike.foundation_refusal(state, tile, ready[0]) or none_takes
    return KlondikeMoves.tr("The {tile} cannot go up yet: {below} must be on a {suit} pile first.").format(
        tile=tile_name(tile), below=needed_on(suit, rank - 1), suit=SUIT_NAMES[suit])


def hint_marks(state: State, move: klondike.Move | None) -> tuple[set[int], Target | str | None]:
    """What a hint for `move` lights up: the tiles, and the empty pile (or STOCK) when there is no tile to light."""
    if move is None:
        return set(), None
    if isinstance(move, (klondike.Draw, klondike.Redeal)):
        return ({state.stock[0]}, None) if state.stock else (set(), STOCK)
    tiles = set(run_of(state, move.tile))
    area = "tableau" if isinstance(move, klondike.ToTableau) else "foundation"
    pile = (state.tableau if area == "tableau" else state.foundations)[move.pile]
    if pile:
        return tiles | {pile[-1]}, None
    return tiles, Target(area, move.pile)
