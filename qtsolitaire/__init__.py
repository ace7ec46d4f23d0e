"""qtsolitaire: Mahjong Solitaire, Pyramid Solitaire and MahJongg Klondike."""

__version__ = "0.1.0"
APP_ID = "io.github.qtsolitaire.QtSolitaire"
APP_NAME = "QtSolitaire"  # as title bars, the desktop entry and About spell it
