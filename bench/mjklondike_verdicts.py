"""MahJongg Klondike verdicts in play: what the outlook says along real games, and how long each answer takes.

bench/solvers.py judges whole deals; a player meets the solver position by position. Here the player is the
hint-follower (`game.hint`), and every STEP-th position of its game is judged afresh, as for a player who has left
every line the solver knew: `solver.verdict` at the budget of play (the first look), and, where that leaves the
position undecided, `solver.look_further` (the longer look while the player thinks). Each row counts the positions
found winnable, lost and undecided, with the CPU time of the first look: median and maximum over the undecided
positions (the wait before the status bar says "still checking…") and the median over the decided ones. The
second row of a preset counts only the positions on the last pass of a game with redeals, where the exact search's
share of each look is larger and comes out of the dives' budget.

Run: PYTHONPATH=. python bench/mjklondike_verdicts.py [--deals N] [--step N] [--further] [--preset INDEX ...]
    --deals N     hint-follower games 1..N of each preset (default 8)
    --step N      judge every N-th position of each game (default 10)
    --further     also take the longer look on the positions the first look leaves undecided (about 2 s each)
    --preset N    only that preset (0 the base game ... 4 Strict), again for more
Two processes at once; a few minutes with --further.
"""

from __future__ import annotations

import argparse
import statistics
import time
from multiprocessing import Pool

from qtsolitaire.engine.mjklondike import solver
from qtsolitaire.engine.mjklondike.game import apply, deal, hint
from qtsolitaire.engine.mjklondike.rules import PRESETS

from benchkit import print_columns  # bench/benchkit.py: run as python bench/<name>.py

MOVE_CAP = 1_000


def judged(job: tuple[int, int, int, bool]) -> list[tuple[bool, bool | None, float, bool | None]]:
    """(after the last redeal, the first look's verdict, its CPU seconds, the longer look's verdict where it was
    taken, else the first look's) for every STEP-th position of one hint-follower game."""
    preset, number, step, further = job
    state = deal(PRESETS[preset].options, number)
    rows = []
    for moves in range(MOVE_CAP):
        if moves % step == 0:
            solver.forget_verdicts()
            start = time.process_time()
            first = solver.verdict(state).winnable
            seconds = time.process_time() - start
            longer = first
            if first is None and further:
                longer = solver.look_further(state, lambda: False).winnable
            rows.append((solver.after_the_last_redeal(state), first, seconds, longer))
        move = hint(state)
        if move is None:
            break
        state = apply(state, move)
    return rows


def counts(verdicts: list[bool | None]) -> str:
    return f"{verdicts.count(True)} / {verdicts.count(False)} / {verdicts.count(None)}"


def ms(seconds: list[float], how) -> str:
    return f"{1000 * how(seconds):.0f}" if seconds else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--step", type=int, default=10)
    parser.add_argument("--further", action="store_true")
    parser.add_argument("--preset", type=int, action="append")
    args = parser.parse_args()
    presets = args.preset or range(len(PRESETS))
    header = ("preset", "positions", "first look W / L / ?", "longer look W / L / ?",
              "? median ms", "? max ms", "decided median ms")
    table = []
    with Pool(2) as pool:
        for index in presets:
            games = pool.map(judged, [(index, d, args.step, args.further) for d in range(1, args.deals + 1)])
            rows = [row for game in games for row in game]
            last_pass = [row for row in rows if row[0]]
            for name, chosen in ((str(PRESETS[index].name), rows), ("  on the last pass", last_pass)):
                if not chosen:
                    continue
                undecided = [row[2] for row in chosen if row[1] is None]
                decided = [row[2] for row in chosen if row[1] is not None]
                table.append((name, str(len(chosen)), counts([row[1] for row in chosen]),
                              counts([row[3] for row in chosen]) if args.further else "-",
                              ms(undecided, statistics.median), ms(undecided, max), ms(decided, statistics.median)))
    print(f"MahJongg Klondike verdicts in play: hint-follower games 1..{args.deals}, every {args.step}th position "
          f"judged afresh at {solver.VERDICT_NODE_BUDGET} positions"
          + (f", the longer look at {solver.FURTHER_NODE_BUDGET}" if args.further else ""))
    print_columns(header, table)


if __name__ == "__main__":
    main()
