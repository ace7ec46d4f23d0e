"""The exact Pyramid solver: can this position still be won, and how.

`solve(state, node_budget=...)` -> SolveResult(winnable, nodes, line)
`verdict(state)` -> api.Verdict with a small budget, for positions in play.
`removal_reachable(state)` -> whether any sequence of draws, redeals and parks can still make a
removal possible: the "nothing can change that" half of the lose rule.

How it works, each prune, and the measurements behind its constants: docs/pyramid-solver.md.
"""

from qtsolitaire.engine.pyramid.solver.search import (  # noqa: F401 - the solver's public face
    DEFAULT_NODE_BUDGET,
    VERDICT_NODE_BUDGET,
    SolveResult,
    removal_reachable,
    solve,
    verdict,
)
