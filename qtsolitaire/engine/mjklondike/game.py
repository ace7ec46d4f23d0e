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

The board and the moves live in moves.py, the hints in hints.py; every name above is offered from here too.
`hint` and `is_stuck` share one search over the rearrangements of face-up runs (at most `hints.QUIET_SEARCH_LIMIT`
of them; p99 10 ms, see bench/mjklondike_presets.py). `is_stuck` is a proof: True only when nothing can help.
Where the search gives up unproven, `is_stuck` says False and `hint` may still be None; none of the 715 lost
hint-following games of that bench ended so.

`ENGINE` lives in engine.py, with the solver (solver.py, knowing every tile), which builds on this module: they give
it the SOLVER, WINNABLE_DEALS and ATTEMPT_DEALS capabilities of engine/api.py (`position_key`, `verdict`, `solve`,
`describe_move`, and winnable deals found by trying one attempt of a deal number after another: `deal_attempt`,
`dealt_attempt`; see `deal`).
"""

from __future__ import annotations

# The board and moves (moves.py) and the hints (hints.py) are offered from here, where the GUI, the engine, the
# solver and the tests find them.
from .hints import hint, is_stuck
from .moves import (
    FOUNDATION_PILES,
    FOUNDATION_SUITS,
    FOUNDATIONS_KEEP,
    FULL_PILE,
    GAME_ID,
    LAST_TILE_ONLY,
    NO_REDEALS,
    PILES_PER_SET,
    TABLEAU_PILES,
    WASTE_TOP_ONLY,
    Draw,
    KlondikeMoves,
    Move,
    Redeal,
    State,
    ToFoundation,
    ToTableau,
    apply,
    auto_foundation_move,
    deal,
    foundation_refusal,
    is_won,
    legal_moves,
    locate,
    needed_on,
    set_dragon,
    stock_move,
    tableau_refusal,
)
from .rules import Options
from ..text import Text
from .tiles import FACE, RANK, SUIT, TILE_COUNT, tile_name


# What this module offers: its own notation and JSON, and the board, moves and hints it passes on.
__all__ = [
    "FOUNDATION_PILES", "FOUNDATION_SUITS", "FOUNDATIONS_KEEP", "FULL_PILE", "GAME_ID", "LAST_TILE_ONLY",
    "NO_REDEALS", "PILES_PER_SET", "TABLEAU_PILES", "WASTE_TOP_ONLY", "Draw", "KlondikeMoves", "Move", "Redeal",
    "State", "ToFoundation", "ToTableau", "apply", "auto_foundation_move", "deal",
    "foundation_refusal", "is_won", "legal_moves", "locate", "needed_on", "set_dragon", "stock_move",
    "tableau_refusal", "hint", "is_stuck", "Options", "RANK", "SUIT", "TILE_COUNT", "tile_name", "describe_move",
    "deal_json",
]


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
