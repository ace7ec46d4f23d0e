"""The two-column table every bench prints: what was measured, and how long it took."""

from __future__ import annotations


def print_table(title: str, unit: str, rows: list[tuple[str, float]], decimals: int = 3) -> None:
    width = max(len(title), *(len(name) for name, _ in rows))
    print(f"{title.ljust(width)}  {unit}")
    for name, value in rows:
        print(f"{name.ljust(width)}  {value:8.{decimals}f}")
