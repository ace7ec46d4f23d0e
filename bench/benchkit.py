"""What the benches share: the two-column table they print, and a window showing a board at a set size."""

from __future__ import annotations


def print_table(title: str, unit: str, rows: list[tuple[str, float]], decimals: int = 3) -> None:
    width = max(len(title), *(len(name) for name, _ in rows))
    print(f"{title.ljust(width)}  {unit}")
    for name, value in rows:
        print(f"{name.ljust(width)}  {value:8.{decimals}f}")


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
