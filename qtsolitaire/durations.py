"""How a length of time reads to the player, in the status bar, the statistics and the CLI alike."""

from __future__ import annotations


def format_seconds(seconds: float | None) -> str:
    """"4:09" or "1:02:03"; "—" when there is no time to show. Fractions round to the nearest second."""
    if seconds is None:
        return "—"
    whole = int(round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
