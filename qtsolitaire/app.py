"""Start the desktop app: `qtsolitaire [--game ID] [--layout ID | --rules KEY] [--deal N] [--edit-layout [FILE]]`."""

from __future__ import annotations

import argparse
import gc
import sys

from qtsolitaire import APP_ID, APP_NAME, __version__
from qtsolitaire.engine import registry
from qtsolitaire.engine.api import Capability
from qtsolitaire.engine.deals import MAX_DEAL

HAND_OVER_HOLD_S = 0.75  # the single-instance server's latest start; a second launch waits up to 2 s for it


# What a start without arguments (a desktop launcher's) gets, without the cost of building the parser.
NO_ARGUMENTS = argparse.Namespace(game=None, layout=None, rules=None, deal=None, edit_layout=None)


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    if not argv:
        return argparse.Namespace(**vars(NO_ARGUMENTS))
    parser = argument_parser()
    args, _qt_args = parser.parse_known_args(argv)
    if args.deal is not None and not 1 <= args.deal <= MAX_DEAL:
        parser.error(f"--deal must be between 1 and {MAX_DEAL}")
    if args.rules is not None and not args.game and not args.layout:
        parser.error("--rules needs --game: each game has rule sets of its own")
    if args.layout:
        args.game, args.rules = _layout_game(parser, args.game), args.layout
    return args


def argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="qtsolitaire", description="Solitaire games with tiles and cards.")
    parser.add_argument("--game", choices=[g.id for g in registry.GAMES], help="open this game")
    parser.add_argument("--layout", help="layout id, for a game played on layouts (see `qtsolitaire-cli layouts list`)")
    parser.add_argument("--rules", help="rule-set key of the game")
    parser.add_argument("--deal", type=int, help=f"deal number, 1 to {MAX_DEAL}")
    parser.add_argument("--edit-layout", nargs="?", const="", metavar="FILE",
                        help="open the Mahjong layout editor (on FILE: ours, or a KMahjongg or GNOME Mahjongg layout)")
    parser.add_argument("--version", action="version", version=f"qtsolitaire {__version__}")
    return parser


def _layout_game(parser: argparse.ArgumentParser, game_id: str | None) -> str:
    """The game a --layout is played in: the one named, if its rule sets are layouts; else the first that plays them."""
    on_layouts = registry.games_on_layouts()
    if game_id is None:
        return next(on_layouts).id
    if Capability.LAYOUTS not in registry.game(game_id).engine.capabilities:
        parser.error("--layout belongs to " + " or ".join(f"--game {info.id}" for info in on_layouts))
    return game_id


def main(argv: list[str] | None = None) -> int:
    # Start-up makes a great many objects and next to no garbage: the collector only slowed the first frame
    # (by about 10 ms). Once the window settles it resumes on the UI thread (`ui/garbage_collection.py`), with what
    # start-up made frozen out of its sight.
    gc.disable()
    argv = sys.argv[1:] if argv is None else argv
    args = parse_arguments(argv)

    from PySide6.QtWidgets import QApplication

    spare_pyside_source_reads()

    from qtsolitaire.ui.main_window import MainWindow
    from qtsolitaire.ui.single_instance import SingleInstance

    app = QApplication.instance() or QApplication([_qt_text(a) for a in (sys.argv[0], *argv)])
    app.setApplicationName("qtsolitaire")
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    from qtsolitaire.ui.i18n import install_english_plurals

    install_english_plurals(app)  # "1 tile left", not "1 tile(s) left"

    instance = SingleInstance()
    if not instance.claim(argv):
        return 0  # the running window was raised instead: one game per autosave
    # On its own thread: later launches find this one however busy the window is; held back while the first frame
    # is drawn, and no longer than a later launch waits for it.
    instance.listen(hold=HAND_OVER_HOLD_S)
    try:
        return _play(app, instance, MainWindow, args)
    finally:
        instance.close()  # its thread ends before the objects that run it go


def _play(app, instance, window_class, args: argparse.Namespace) -> int:
    from qtsolitaire.ui.language import install_translators
    from qtsolitaire.ui.quit_signals import quit_on_signals
    from qtsolitaire.ui.session import Session

    session = Session()
    install_translators(app, session.settings.language)  # before the window makes its first words
    window = window_class(session)
    quit_on_signals(window)
    window.restore_window()
    try:
        open_requested(window, args)
    except KeyError as unknown:
        print(f"qtsolitaire: {unknown.args[0]}", file=sys.stderr)
        return 2

    instance.arguments_received.connect(lambda arguments: second_launch(window, arguments))
    window.show()
    window.settled.connect(instance.release)
    window.settled.connect(lambda: _collect_garbage_again(app))
    window.settled.connect(lambda: _set_window_icon(app))
    return app.exec()


def _set_window_icon(app) -> None:
    """After the first frame: reading six PNGs (and loading QIcon with its enums) is no work for it.
    Dialogs and title bars all take the icon from here."""
    from qtsolitaire.ui.app_icon import app_icon

    app.setWindowIcon(app_icon())


def second_launch(window, arguments: list[str]) -> None:
    """Another launch handed its command line over: the window comes to the front, and a game it names
    replaces the one under way only if the player agrees."""
    from PySide6.QtCore import Qt

    # Raised first: a question about the game under way is asked in the window the player now sees.
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    try:
        again = parse_arguments(arguments)
        if again.edit_layout is not None:
            window.open_layout_editor(again.edit_layout)
        elif again.game:
            window.open_game(again.game, again.rules, again.deal)
    except (SystemExit, KeyError):
        pass  # a bad second command line must not disturb the game in progress


def _qt_text(argument: str) -> str:
    """An argument as Qt can take it: bytes that were not UTF-8 (Python keeps them as surrogate escapes, which
    crash PySide) become U+FFFD. Qt only looks for its own options there; ours are parsed from the originals."""
    return argument.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def open_requested(window, args: argparse.Namespace) -> None:
    if args.edit_layout is not None:
        window.resume_or_start()
        window.open_layout_editor(args.edit_layout)
    elif args.game:
        window.open_game(args.game, args.rules, args.deal)
    else:
        window.resume_or_start()


def spare_pyside_source_reads() -> None:
    """PySide reads the source of every module imported after it (about a hundred here, some 20 ms of start-up)
    to learn which ones might switch on one of its `__feature__` options. This program switches on none, and a
    module that did would still be noticed: importing `__feature__` records its module by itself."""
    feature = sys.modules.get("shibokensupport.feature")  # PySide's own module; absent if it ever goes away
    if feature is not None and hasattr(feature, "_mod_uses_pyside"):
        feature._mod_uses_pyside = lambda module: False


def _collect_garbage_again(app) -> None:
    from qtsolitaire.ui.garbage_collection import collect_on_ui_thread

    gc.freeze()
    collect_on_ui_thread(app)
