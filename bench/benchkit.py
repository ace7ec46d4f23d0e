"""What the benches share: the tables they print, and a window showing a board at a set size."""

from __future__ import annotations

from qtsolitaire.columns import aligned_rows


def print_table(title: str, unit: str, rows: list[tuple[str, float]], decimals: int = 3) -> None:
    width = max(len(title), *(len(name) for name, _ in rows))
    print(f"{title.ljust(width)}  {unit}")
    for name, value in rows:
        print(f"{name.ljust(width)}  {value:8.{decimals}f}")


def print_columns(header: tuple[str, ...], rows: list[tuple]) -> None:
    """Rows under a header (`columns.aligned_rows`: the first column to the left, the others to the right)."""
    for line in aligned_rows([header] + [tuple(str(cell) for cell in row) for row in rows]):
        print(line)


def board_window(game_id: str, rule_key: str | None, deal: int, width: int = 1920, height: int = 1080):
    """(QApplication, MainWindow) with the game dealt and its board's viewport exactly width x height."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from qtsolitaire.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow()
    window.start_game(game_id, rule_key, deal)
    window.show()
    window.resize(window.size() + (QSize(width, height) - window.view.viewport().size()))
    app.processEvents()
    return app, window
