"""Mahjong engine speed: the work done when a game starts and after every move.

Target: new game + free pair count on the Turtle well under 10 ms.
"""

from __future__ import annotations

import time

from qtsolitaire.engine.deals import DealRandom
from qtsolitaire.engine.mahjong import game
from qtsolitaire.store.layout_files import SHIPPED_DIR, load_layouts, use_layout_folders
from benchkit import print_table  # bench/benchkit.py: run as python bench/<name>.py


def per_call_ms(fn, repeat: int) -> float:
    """The best of five runs, so a busy machine does not blur the table."""
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            fn()
        best = min(best, time.perf_counter() - start)
    return best * 1000 / repeat


def main() -> None:
    use_layout_folders()
    rows = [("load the 5 shipped layouts (parse, validate, geometry)", per_call_ms(lambda: load_layouts([SHIPPED_DIR]), 20))]
    rows.append(("ENGINE.rule_set('turtle'), files unchanged", per_call_ms(lambda: game.ENGINE.rule_set("turtle"), 200)))
    for layout in load_layouts([SHIPPED_DIR])[0]:
        deals = iter(range(1, 10**6))
        rows.append((f"new game + free pair count: {layout.id}",
                     per_call_ms(lambda: game.free_pair_count(game.new_game(layout, next(deals))), 200)))
    state = game.new_game(load_layouts([SHIPPED_DIR])[0][0], 1)
    pair = game.hint(state)
    rows.append(("remove a pair + free pairs + hint + stuck", per_call_ms(
        lambda: (lambda s: (game.free_pair_count(s), game.hint(s), game.is_stuck(s)))(
            game.apply(state, game.RemovePair(*pair))), 500)))
    rows.append(("shuffle move + apply", per_call_ms(lambda: game.apply(state, game.shuffle_move(state, DealRandom(1))), 500)))
    print_table("mahjong engine", "ms/call", rows, decimals=3)


if __name__ == "__main__":
    main()
