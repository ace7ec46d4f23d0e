"""MahJongg Klondike presets: how often a hint-following player wins, to check the presets' difficulty order.

The player is `game.hint`, the greedy search the solver plays out first (solver.playout); the window's Hint now
follows the solver's winning line and falls back on it only where the solver has none. So this is the yardstick
bench/solvers.py --game mjklondike sets the solver's win rates beside.

The player plays `hint(state)` until it is None (a greedy playout: foundation moves first, then turning tiles up,
then the waste, then the shortest rearrangement or stock clicks that lead to one of those). Its win rate is a lower
bound on how often a deal can be won and a fair yardstick of difficulty: the order must read, from easiest,
Long Klondike, MahJongg Klondike, Klondike Gold Rush, Strict Klondike (Deal Three with its unlimited redeals sits
at the easy end too).

Measured (deals 1..200, 2 December 2026): Long Klondike 142 wins (71.0 %), MahJongg Klondike 72 (36.0 %), Klondike
Deal Three 63 (31.5 %), Klondike Gold Rush 8 (4.0 %), Strict Klondike 0; every one of the 715 lost games ends
proven stuck; under half a second of CPU per deal; hint() over 203532 positions: median 0.12 ms, p99 9.9 ms,
max 164 ms.

"lost, proven" counts the games the player could not win that end where is_stuck() proves nothing useful is
left (the board's "No Useful Moves Left"); the rest end where hint() gave up without proof. Also timed: hint() on
every position played (the same search as is_stuck(), which the board runs after each
move), so both stay instant.

Run: PYTHONPATH=. python bench/mjklondike_presets.py [deals]   (default 200 deals per preset, deals 1..N; several
minutes on two cores)
"""

from __future__ import annotations

import sys
import time
from multiprocessing import Pool

from qtsolitaire.engine.mjklondike.game import apply, deal, hint, is_stuck, is_won
from qtsolitaire.engine.mjklondike.rules import PRESETS

MOVE_CAP = 5000  # far above any game seen; stops a runaway loop from hanging the bench


def playout(job: tuple[int, int]) -> tuple[int, bool, int, float, list[float], bool]:
    preset_index, deal_number = job
    start = time.perf_counter()
    state = deal(PRESETS[preset_index].options, deal_number)
    hint_seconds = []
    for _ in range(MOVE_CAP):
        asked = time.perf_counter()
        move = hint(state)
        hint_seconds.append(time.perf_counter() - asked)
        if move is None:
            break
        state = apply(state, move)
    seconds = time.perf_counter() - start
    return preset_index, is_won(state), sum(map(len, state.foundations)), seconds, hint_seconds, is_stuck(state)


def main(deals: int) -> None:
    jobs = [(p, d) for p in range(len(PRESETS)) for d in range(1, deals + 1)]
    with Pool(2) as pool:
        results = pool.map(playout, jobs, chunksize=4)
    print(f"Greedy hint playouts, deals 1..{deals}")
    print(f"{'preset':<22} {'wins':>5} {'win %':>6} {'tiles up':>9} {'s/deal':>7} {'lost, proven':>13}")
    for index, preset in enumerate(PRESETS):
        mine = [r for r in results if r[0] == index]
        wins = sum(r[1] for r in mine)
        up = sum(r[2] for r in mine) / len(mine)
        seconds = sum(r[3] for r in mine) / len(mine)
        proven = f"{sum(r[5] for r in mine)}/{len(mine) - wins}"
        print(f"{preset.name:<22} {wins:>5} {100 * wins / len(mine):>5.1f}% {up:>9.1f} {seconds:>7.2f} {proven:>13}")
    # hint() costs what is_stuck() costs: the board asks one or the other after every move.
    asked = sorted(t for r in results for t in r[4])
    median, p99, worst = (1000 * asked[int(q * (len(asked) - 1))] for q in (0.5, 0.99, 1.0))
    print(f"hint() over {len(asked)} positions: median {median:.2f} ms, p99 {p99:.1f} ms, max {worst:.1f} ms "
          "(target: p99 under 50 ms)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
