"""Mahjong Solitaire as a value: a state, the two moves, and what the board offers.

Tiles are numbered by their position in the layout; sets of tiles are bitmasks over those
numbers, as in layout.Geometry. A state never changes: `apply(state, move)` gives the next.
The state, the moves and the deal are defined in position.py, which generate.py builds on too.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, NamedTuple, Protocol

from qtsolitaire.engine.api import Capability, IllegalMove, RuleSet, Solution
from qtsolitaire.engine.deals import DealRandom
from qtsolitaire.engine.mahjong import generate
from qtsolitaire.engine.mahjong.layout import Layout
from qtsolitaire.engine.mahjong.layout import indices as _indices
from qtsolitaire.engine.mahjong.layout_names import display_name
from qtsolitaire.engine.mahjong.position import (  # noqa: F401 - the game's moves and deal, offered from here too
    GAME_ID,
    MahjongState,
    Move,
    RemovePair,
    Shuffle,
    deal_faces,
    in_play,
    new_game,
)
from qtsolitaire.engine.mahjong.tiles import face_name, match_group, matches
from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.quoting import quoted

DEFAULT_LAYOUT = "turtle"


class MahjongMoves(TextContext):
    """Refusals and move notation of Mahjong Solitaire."""


class MahjongHelp(TextContext):
    """The rules of Mahjong Solitaire (Help > Rules)."""


BLOCKED = MahjongMoves.tr("That tile is blocked")
NOT_ON_BOARD = MahjongMoves.tr("That tile is not on the board")
NO_MATCH = MahjongMoves.tr("Those tiles do not match")
SAME_TILE = MahjongMoves.tr("Pick two different tiles")
NOTHING_TO_SHUFFLE = MahjongMoves.tr("No tiles left to shuffle")


# --- What the board offers -----------------------------------------------------------------------


def free_mask(state: MahjongState) -> int:
    return state.layout.geometry.free_mask(state.present)


def free_tiles(state: MahjongState) -> list[int]:
    return _indices(free_mask(state))


def tiles_left(state: MahjongState) -> int:
    return state.present.bit_count()


def _free_groups(state: MahjongState) -> dict[str, list[int]]:
    groups: dict[str, list[int]] = {}
    for i in free_tiles(state):
        groups.setdefault(match_group(state.faces[i]), []).append(i)
    return groups


def free_pair_count(state: MahjongState) -> int:
    """How many matching pairs the free tiles make now: three free tiles of a group make three."""
    return sum(len(g) * (len(g) - 1) // 2 for g in _free_groups(state).values())


def free_pairs(state: MahjongState) -> list[tuple[int, int]]:
    """Every matching pair of free tiles, (a, b) with a < b, in order."""
    return sorted(
        (a, b) for group in _free_groups(state).values() for k, a in enumerate(group) for b in group[k + 1:]
    )


def hint(state: MahjongState) -> tuple[int, int] | None:
    """One free pair, the same one every time for the same board; None when there is none."""
    best = None
    for group in _free_groups(state).values():
        if len(group) >= 2 and (best is None or group[0] < best[0]):
            best = (group[0], group[1])
    return best


def is_won(state: MahjongState) -> bool:
    return state.present == 0


def is_stuck(state: MahjongState) -> bool:
    """Tiles remain and no two free tiles match: "No more matches"."""
    return state.present != 0 and hint(state) is None


def why_not_select(state: MahjongState, tile: int) -> Text | None:
    """None when the tile may be selected, else the sentence to show the player."""
    if not (0 <= tile < state.layout.tiles and state.present >> tile & 1):
        return NOT_ON_BOARD
    if not state.layout.geometry.is_free(tile, state.present):
        return BLOCKED
    return None


def why_not_remove(state: MahjongState, a: int, b: int) -> Text | None:
    if a == b:
        return SAME_TILE
    reason = why_not_select(state, a) or why_not_select(state, b)
    if reason:
        return reason
    return None if matches(state.faces[a], state.faces[b]) else NO_MATCH


class Click(NamedTuple):
    """What a click on a tile does: the new selection, a move to apply, a message to show."""

    selected: int | None
    move: RemovePair | None = None
    message: Text | None = None


def click(state: MahjongState, selected: int | None, tile: int) -> Click:
    """The selection rules of RULES.md 1 (Play): select, deselect, move the selection, or remove."""
    if selected is not None and why_not_select(state, selected):
        selected = None  # e.g. undone or shuffled away since it was picked
    reason = why_not_select(state, tile)
    if reason:
        return Click(selected, None, reason)
    if tile == selected:
        return Click(None)
    if selected is not None and matches(state.faces[selected], state.faces[tile]):
        return Click(None, RemovePair(selected, tile))
    return Click(tile)


# --- Moves ---------------------------------------------------------------------------------------


def apply(state: MahjongState, move: Move) -> MahjongState:
    if isinstance(move, RemovePair):
        reason = why_not_remove(state, move.a, move.b)
        if reason:
            raise IllegalMove(reason)
        present = state.present & ~(1 << move.a) & ~(1 << move.b)
        return MahjongState(state.layout, state.deal, state.faces, present, state.moves + 1, state.shuffles)
    if isinstance(move, Shuffle):
        tiles = in_play(state)
        if not tiles:
            raise IllegalMove(NOTHING_TO_SHUFFLE)
        if Counter(move.faces) != Counter(state.faces[i] for i in tiles):
            raise IllegalMove(MahjongMoves.tr("A shuffle must deal exactly the faces still in play"))
        faces = list(state.faces)
        for i, face in zip(tiles, move.faces):
            faces[i] = face
        return MahjongState(state.layout, state.deal, tuple(faces), state.present, state.moves, state.shuffles + 1)
    raise IllegalMove(f"not a Mahjong move: {move!r}")


def shuffle_move(state: MahjongState, rng: DealRandom, winnable: bool = False) -> Shuffle:
    """The faces still in play dealt at random onto the same positions; it may leave no pair.

    With `winnable`, dealt so that the board can still be cleared, whenever any dealing can.
    """
    if winnable:
        move = generate.winnable_shuffle(state, rng)
        if move is not None:
            return move
    return Shuffle(tuple(rng.shuffled([state.faces[i] for i in in_play(state)])))


def describe_move(state: MahjongState, move: Move) -> Text:
    """ "3 of Bamboo at x4 y2 layer 1 + 3 of Bamboo at x10 y6 layer 0": each tile's face and place,
    in the half-tile units and layers (0 at the bottom) that `qtsolitaire-cli deal` prints."""
    if isinstance(move, RemovePair):
        return MahjongMoves.tr("{tile} + {other}").format(
            tile=_tile_words(state, move.a), other=_tile_words(state, move.b))
    if isinstance(move, Shuffle):
        return MahjongMoves.tr("shuffle")
    raise TypeError(f"not a Mahjong move: {move!r}")


def _tile_words(state: MahjongState, tile: int) -> Text:
    x, y, z = state.layout.positions[tile]
    return MahjongMoves.tr("{tile} at x{x} y{y} layer {z}").format(tile=face_name(state.faces[tile]), x=x, y=y, z=z)


def move_to_json(move: Move) -> dict:
    if isinstance(move, RemovePair):
        return {"type": "remove", "tiles": [move.a, move.b]}
    if isinstance(move, Shuffle):
        return {"type": "shuffle", "faces": list(move.faces)}
    raise TypeError(f"not a Mahjong move: {move!r}")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def move_from_json(obj: Any) -> Move:
    kind = obj.get("type") if isinstance(obj, dict) else None
    if kind == "remove":
        tiles = obj.get("tiles")
        if isinstance(tiles, list) and len(tiles) == 2 and all(_is_int(t) for t in tiles):
            return RemovePair(tiles[0], tiles[1])
        raise ValueError('a "remove" move needs "tiles": two tile numbers')
    if kind == "shuffle":
        faces = obj.get("faces")
        if isinstance(faces, list) and all(isinstance(f, str) for f in faces):
            return Shuffle(tuple(faces))
        raise ValueError('a "shuffle" move needs "faces": a list of face names')
    raise ValueError(f"not a Mahjong move: {obj!r:.80}")


def deal_json(state: MahjongState) -> dict:
    return {
        "game": GAME_ID,
        "rules": state.rules_key,
        "layout": state.layout.id,
        "name": state.layout.name,
        "deal": state.deal,
        "positions": [list(p) for p in state.layout.positions],
        "faces": list(state.faces),
        "removed": [i for i in range(state.layout.tiles) if not state.present >> i & 1],
    }


def rules_text(layout: Layout, render: Callable[[Text | str], str] = str) -> str:
    """The rules on `layout` as HTML, each heading and paragraph in the words `render` gives it."""
    import html  # its entity tables are only needed once the rules are shown

    stars = "\u2605" * layout.stars
    layers = ", ".join(str(n) for n in layout.layers)
    parts = [
        ("h2", MahjongHelp.tr("Mahjong Solitaire: {layout}").format(layout=html.escape(render(display_name(layout))))),
        ("p", MahjongHelp.tr("{tiles} tiles in {layers} layers ({sizes}, bottom first). Difficulty {stars}.").format(
            tiles=layout.tiles, layers=len(layout.layers), sizes=layers, stars=stars)),
        ("h3", MahjongHelp.tr("Goal")),
        ("p", MahjongHelp.tr("Clear the board by taking away matching tiles two at a time.")),
        ("h3", MahjongHelp.tr("Which tiles match")),
        ("p", MahjongHelp.tr(
            "Two tiles match when they show the same face: the same suit and number, the same wind or the same "
            "dragon. Flowers are the exception: any flower matches any other flower. Seasons likewise match any "
            "season.")),
        ("h3", MahjongHelp.tr("Free tiles")),
        ("p", MahjongHelp.tr(
            "Only free tiles can be taken. A tile is free when no tile lies on top of it, not even partly, and it "
            "can slide out sideways: its left side or its right side is not touching a tile of the same layer. "
            "Tiles that touch only its top or bottom edge do not hold it. Blocked tiles are drawn dimmed.")),
        ("h3", MahjongHelp.tr("Playing")),
        ("p", MahjongHelp.tr(
            "Click a free tile, then a matching free tile: both leave the board. Click the selected tile again to "
            "let go of it; click another free tile to pick that one instead. The counter shows how many matching "
            "pairs are free right now.")),
        ("h3", MahjongHelp.tr("Winning and losing")),
        ("p", MahjongHelp.tr(
            "You win when the last pair leaves the board. When tiles remain but no two free tiles match, the game "
            "says <i>No more matches</i>. You can then undo, shuffle, restart the deal or start a new one.")),
        ("h3", MahjongHelp.tr("Help")),
        ("p", MahjongHelp.tr(
            "<b>Hint</b> shows a free pair, as often as you like. <b>Shuffle</b> deals the remaining faces at "
            "random onto the same places; it is not counted as a move, Undo takes it back, and it may leave a "
            "board that cannot be won. <b>Undo</b> and <b>Redo</b> go back and forth as far as you like.")),
        ("h3", MahjongHelp.tr("Winnable deals")),
        ("p", MahjongHelp.tr(
            "With <i>Deal only games that can be won</i> on (Game &gt; Preferences, the default), every deal has "
            "been cleared by the solver before you see it, and Shuffle keeps the board winnable whenever any "
            "placement of the faces can. While you play, the status bar says whether the position can still be "
            "won; when it cannot, one click undoes back to the last position that can. Hints then follow a "
            "winning line.")),
    ]
    return "\n".join(f"<{tag}>{render(words)}</{tag}>" for tag, words in parts) + "\n"


# --- The registry's ENGINE -----------------------------------------------------------------------


class LayoutLibrary(Protocol):
    """Where the engine's layouts come from: store/layout_files.py reads them from the layout folders."""

    def layouts(self) -> tuple[list[Layout], list[str]]:
        """The layouts, and one `file: reason` line per file refused."""

    def layout(self, layout_id: str) -> Layout | None:
        """That layout when it is quick to find; None leaves the answer to `layouts()`."""


class MahjongEngine:
    """The engine protocol of engine/api.py; one rule set per layout of its library, keyed by its id."""

    game_id = GAME_ID
    capabilities = Capability.SOLVER | Capability.WINNABLE_DEALS | Capability.SHUFFLE | Capability.LAYOUTS

    def __init__(self, library: LayoutLibrary | None = None) -> None:
        self.library = library

    def _library(self) -> LayoutLibrary:
        if self.library is None:
            raise RuntimeError("Mahjong has no layouts yet: call qtsolitaire.store.layout_files.use_layout_folders()")
        return self.library

    def layouts(self) -> tuple[list[Layout], list[str]]:
        """The layouts to offer (the default first), and one `file: reason` line per file refused."""
        layouts, errors = self._library().layouts()
        layouts.sort(key=lambda layout: layout.id != DEFAULT_LAYOUT)
        return layouts, errors

    def rule_sets(self) -> list[RuleSet]:
        return [RuleSet(layout.id, display_name(layout), layout) for layout in self.layouts()[0]]

    def rule_set(self, key: str) -> RuleSet:
        layout = self._library().layout(key)
        if layout is not None:
            return RuleSet(layout.id, display_name(layout), layout)
        sets = self.rule_sets()
        for rules in sets:
            if rules.key == key:
                return rules
        raise KeyError(f"unknown layout {quoted(key)}; known: {', '.join(r.key for r in sets)}")

    def new_game(self, rules: RuleSet, deal: int, winnable_only: bool = False) -> MahjongState:
        """A numbered deal on the rule set's layout; with `winnable_only`, the winnable deal of
        that number (engine/mahjong/generate.py)."""
        if winnable_only:
            return generate.winnable_game(rules.options, deal)
        return new_game(rules.options, deal)

    apply = staticmethod(apply)
    move_to_json = staticmethod(move_to_json)
    move_from_json = staticmethod(move_from_json)
    deal_json = staticmethod(deal_json)
    shuffle_move = staticmethod(shuffle_move)

    def position_key(self, state: MahjongState) -> tuple:
        return (state.layout.positions, tuple(match_group(f) for f in state.faces), state.present)

    def verdict(self, state: MahjongState):
        from qtsolitaire.engine.mahjong import solver  # loaded on the first verdict: not on the way to the first frame

        return solver.verdict(state)

    def solve(self, state: MahjongState, node_budget: int | None = None) -> Solution:
        from qtsolitaire.engine.mahjong import solver  # as in verdict: not on the way to the first frame

        budget = solver.DEFAULT_NODE_BUDGET if node_budget is None else node_budget
        result = solver.solve_state(state, node_budget=budget)
        return Solution(result.winnable, tuple(RemovePair(a, b) for a, b in result.order or ()), result.nodes)

    describe_move = staticmethod(describe_move)

    def rules_text(self, rules: RuleSet, render: Callable[[Text | str], str] = str) -> str:
        return rules_text(rules.options, render)


ENGINE = MahjongEngine()
