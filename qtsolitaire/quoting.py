"""How a message quotes what came from outside: a line's worth of it, never megabytes."""

from __future__ import annotations

LIMIT = 120


def shortened(text: str, limit: int = LIMIT) -> str:
    """`text` cut to `limit` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def quoted(text: str, limit: int = LIMIT) -> str:
    """`text` in quotes, as repr() writes it, cut to `limit` characters first."""
    return repr(shortened(text, limit))
