"""Writes the shipped layouts (layouts/*.json) from their shapes in RULES.md.

Run from the repository root: python tools/make_layouts.py
`python tools/make_layouts.py --check [DEALS]` prints how many deals of each the solver proves winnable.
Shapes are built in tile units (one tile = 1); the files use half-tile units, so a half
offset here is 0.5.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from qtsolitaire.engine.mahjong.difficulty import free_share, stars_for_share  # noqa: E402
from qtsolitaire.engine.mahjong.layout import layout_to_json  # noqa: E402
from tools.layout_designs import DESIGNS  # noqa: E402


def block(col: float, row: float, z: int, wide: int, deep: int) -> list[tuple[int, int, int]]:
    """A solid wide x deep block whose top-left tile is at (col, row) in tile units."""
    return [(int(2 * (col + c)), int(2 * (row + r)), z) for r in range(deep) for c in range(wide)]


def rows(z: int, spec: list[tuple[float, int]], first_row: float = 0) -> list[tuple[int, int, int]]:
    """One row per (first column, tiles) pair, top to bottom."""
    return [p for r, (col, wide) in enumerate(spec) for p in block(col, first_row + r, z, wide, 1)]


def pyramid():
    """The solid 8 x 9 base, then layers centred on it, each stepping in on every side.

    The upper layers' rows sit half a row over and narrow toward each layer's top and bottom, so the
    end tiles of nearly every row, on every layer, start clear: RULES.md wants the Pyramid to start with
    the most free tiles of Pyramid, Turtle, Cross and Fortress (tests/engine/test_mahjong_layout.py).
    """

    def layer(z: int, widths: list[int]) -> list[tuple[int, int, int]]:
        return rows(z, [((8 - wide) / 2, wide) for wide in widths], (9 - len(widths)) / 2)

    return (
        block(0, 0, 0, 8, 9) + layer(1, [3, 6, 6, 6, 6, 6, 6, 3]) + layer(2, [2, 4, 4, 4, 4, 2])
        + layer(3, [1, 2, 2, 1]) + layer(4, [2, 2])
    )


def turtle_body(z0_rows: list[tuple[float, int]]):
    return rows(0, z0_rows) + block(4, 1, 1, 6, 6) + block(5, 2, 2, 4, 4) + block(6, 3, 3, 2, 2)


def turtle():
    bottom = [(3, 8), (2, 10), (1, 12), (1, 12), (1, 12), (1, 12), (2, 10), (3, 8)]
    ends = block(0, 3.5, 0, 1, 1) + block(13, 3.5, 0, 1, 1)
    return turtle_body(bottom) + ends + block(6, 3.5, 4, 2, 1)


def classic_turtle():
    bottom = [(1, 12), (3, 8), (2, 10), (1, 12), (1, 12), (2, 10), (3, 8), (1, 12)]
    ends = block(0, 3.5, 0, 1, 1) + block(13, 3.5, 0, 2, 1)
    return turtle_body(bottom) + ends + block(6.5, 3.5, 4, 1, 1)


def cross():
    # Each layer a plus sign, centred on the 12 x 10 bottom one.
    bottom = [(4, 4)] * 3 + [(1, 10), (0, 12), (0, 12), (1, 10)] + [(4, 4)] * 3
    second = [(5, 2), (5, 2), (3, 6), (1, 10), (1, 10), (3, 6), (5, 2), (5, 2)]
    third = [(5, 2), (2, 8), (2, 8), (5, 2)]
    fourth = [(5, 2), (3, 6), (3, 6), (5, 2)]
    return rows(0, bottom) + rows(1, second, 1) + rows(2, third, 3) + rows(3, fourth, 3)


def fortress():
    return block(0, 0, 0, 12, 8) + block(2, 2, 1, 8, 4) + block(4, 2.5, 2, 4, 3) + block(5, 3, 3, 2, 2)


SHIPPED = {
    "pyramid": ("Pyramid", 1, pyramid),
    "turtle": ("Turtle", 2, turtle),
    "cross": ("Cross", 2, cross),
    "fortress": ("Fortress", 3, fortress),
    "classic-turtle": ("Classic Turtle", 2, classic_turtle),
}


def shipped() -> dict[str, tuple[str, int, list]]:
    """Every shipped layout: id -> (name, stars, positions). The rule book's five keep its stars;
    our designs get the stars their share of free tiles measures."""
    layouts = {key: (name, stars, build()) for key, (name, stars, build) in SHIPPED.items()}
    for key, (name, build) in DESIGNS.items():
        positions = build()
        layouts[key] = (name, stars_for_share(free_share(positions)), positions)
    return layouts


def texts() -> dict[str, str]:
    """File texts by id; positions bottom layer first, then row by row, left to right."""
    return {
        key: layout_to_json(name, stars, sorted(positions, key=lambda p: (p[2], p[1], p[0])))
        for key, (name, stars, positions) in shipped().items()
    }


def winnable_table(deals: int) -> None:
    """How many of the numbered deals 1001... of each shipped layout the solver proves winnable."""
    from qtsolitaire.engine.mahjong.game import new_game
    from qtsolitaire.engine.mahjong.layout import Layout
    from qtsolitaire.engine.mahjong.solver import solve_state

    print(f"{'layout':16}{'stars':>6}{'won':>6}{'lost':>6}{'unknown':>9}   of {deals} deals")
    for key, (name, stars, positions) in shipped().items():
        layout = Layout(key, name, stars, tuple(positions))
        verdicts = [solve_state(new_game(layout, deal)).winnable for deal in range(1001, 1001 + deals)]
        print(f"{key:16}{stars:>6}{verdicts.count(True):>6}{verdicts.count(False):>6}{verdicts.count(None):>9}",
              flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--check"]:
        winnable_table(int(sys.argv[2]) if len(sys.argv) > 2 else 50)
        sys.exit()
    layouts = shipped()
    for key, text in texts().items():
        (ROOT / "layouts" / f"{key}.json").write_text(text, encoding="utf-8")
        name, stars, positions = layouts[key]
        print(f"wrote {key}.json: {stars} star{'s' * (stars > 1)}, {free_share(positions):.0%} of the tiles free at the start")
