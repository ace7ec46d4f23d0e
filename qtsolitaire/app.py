"""Start the desktop app: `qtsolitaire [--game ID] [--layout ID | --rules KEY] [--deal N]`."""

from __future__ import annotations

import argparse
import gc
import sys

from qtsolitaire import APP_ID, __version__
from qtsolitaire.engine import registry
from qtsolitaire.engine.deals import MAX_DEAL


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="qtsolitaire", description="Solitaire games with tiles and cards.")
    parser.add_argument("--game", choices=[g.id for g in registry.GAMES], help="open this game")
    parser.add_argument("--layout", help="Mahjong layout id (see `qtsolitaire-cli layouts list`)")
    parser.add_argument("--rules", help="rule-set key of the game")
    parser.add_argument("--deal", type=int, help=f"deal number, 1 to {MAX_DEAL}")
    parser.add_argument("--version", action="version", version=f"qtsolitaire {__version__}")
    args, _qt_args = parser.parse_known_args(argv)
    if args.deal is not None and not 1 <= args.deal <= MAX_DEAL:
        parser.error(f"--deal must be between 1 and {MAX_DEAL}")
    if args.layout and args.game not in (None, "mahjong"):
        parser.error("--layout belongs to --game mahjong")
    if args.layout:
        args.game, args.rules = "mahjong", args.layout
    return args


def main(argv: list[str] | None = None) -> int:
    # Start-up makes a great many objects and next to no garbage: the collector only slowed the first frame
    # (by about 10 ms). Once the window settles it resumes, with what start-up made frozen out of its sight.
    gc.disable()
    argv = sys.argv[1:] if argv is None else argv
    args = parse_arguments(argv)

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    spare_pyside_source_reads()

    from qtsolitaire.ui.main_window import MainWindow
    from qtsolitaire.ui.quit_signals import quit_on_signals
    from qtsolitaire.ui.single_instance import SingleInstance

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("qtsolitaire")
    app.setApplicationDisplayName("QtSolitaire")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)

    instance = SingleInstance()
    if not instance.claim(argv):
        return 0  # the running window was raised instead: one game per autosave

    window = MainWindow()
    quit_on_signals(window)
    window.restore_window()
    try:
        open_requested(window, args)
    except KeyError as unknown:
        print(f"qtsolitaire: {unknown.args[0]}", file=sys.stderr)
        return 2

    def second_launch(arguments: list[str]) -> None:
        try:
            again = parse_arguments(arguments)
            if again.game:
                open_requested(window, again)
        except (SystemExit, KeyError):
            pass  # a bad second command line must not disturb the game in progress
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.raise_()
        window.activateWindow()

    instance.arguments_received.connect(second_launch)
    window.show()
    window.settled.connect(instance.listen)  # the lock keeps a second launch out until then
    window.settled.connect(_collect_garbage_again)
    return app.exec()


def open_requested(window, args: argparse.Namespace) -> None:
    if args.game:
        window.start_game(args.game, args.rules, args.deal)
    else:
        window.resume_or_start()


def spare_pyside_source_reads() -> None:
    """PySide reads the source of every module imported after it (about a hundred here, some 20 ms of start-up)
    to learn which ones might switch on one of its `__feature__` options. This program switches on none, and a
    module that did would still be noticed: importing `__feature__` records its module by itself."""
    feature = sys.modules.get("shibokensupport.feature")  # PySide's own module; absent if it ever goes away
    if feature is not None and hasattr(feature, "_mod_uses_pyside"):
        feature._mod_uses_pyside = lambda module: False


def _collect_garbage_again() -> None:
    gc.freeze()
    gc.enable()
