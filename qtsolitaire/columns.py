"""Plain-text tables, for the statistics report and the benches' output."""

from __future__ import annotations

from typing import Sequence


def aligned_rows(rows: Sequence[Sequence[str]]) -> list[str]:
    """Each row as a line, its cells two spaces apart and each column as wide as its widest cell: the first column
    to the left, the others (figures) to the right."""
    widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]
    return ["  ".join(cell.rjust(width) if k else cell.ljust(width) for k, (cell, width) in enumerate(zip(row, widths)))
            for row in rows]
