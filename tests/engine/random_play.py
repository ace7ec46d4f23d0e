"""A reachable position for property tests: a deal played on by moves picked from its legal ones."""


def played_on(state, steps, legal_moves, apply):
    """`state` after each step plays the legal move it picks (step modulo their number); stops when none is left."""
    for step in steps:
        moves = legal_moves(state)
        if not moves:
            break
        state = apply(state, moves[step % len(moves)])
    return state
