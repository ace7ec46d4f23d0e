"""Short animations (removals, deals, hints, undo): on by default, off with a setting or for tests.

QTSOLITAIRE_ANIMATIONS=off turns them off whatever the settings say: the test suite uses it,
and so can a player on a slow remote display.
"""

from __future__ import annotations

import os

DURATION_MS = 180  # long enough to follow, short enough never to wait for
_enabled = True


def enabled() -> bool:
    return _enabled and os.environ.get("QTSOLITAIRE_ANIMATIONS", "on").lower() not in ("off", "0", "no")


def set_enabled(flag: bool) -> None:
    global _enabled
    _enabled = bool(flag)
