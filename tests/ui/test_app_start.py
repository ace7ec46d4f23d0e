import gc

from PySide6.QtWidgets import QApplication

from qtsolitaire import app as entry
from tests.waiting import PATIENCE_MS, PATIENCE_S


def run_app(monkeypatch, argv: list[str], while_running) -> int:
    """entry.main(argv), its event loop replaced by while_running(window); what start-up froze is thawed after."""

    def run() -> int:
        window = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and hasattr(w, "settled"))
        while_running(window)
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", lambda *_: run())
    try:
        return entry.main(argv)
    finally:
        gc.unfreeze()


def test_the_collector_is_off_for_the_first_frame_and_runs_from_the_ui_thread_once_the_window_settles(
        qtbot, monkeypatch):
    from PySide6.QtCore import QTimer

    seen = {}

    def until_settled(window):
        seen["at first"] = gc.isenabled()
        with qtbot.waitSignal(window.settled, timeout=PATIENCE_MS):
            pass
        seen["automatic once settled"] = gc.isenabled()
        timer = QApplication.instance().findChild(QTimer, "ui_thread_collector")
        seen["timer running"] = timer is not None and timer.isActive()

    assert run_app(monkeypatch, ["--game", "pyramid", "--deal", "3"], until_settled) == 0
    assert seen == {"at first": False, "automatic once settled": False, "timer running": True}


def test_pyside_stops_reading_the_source_of_each_module_imported_after_it(monkeypatch, tmp_path):
    import inspect

    entry.spare_pyside_source_reads()
    read = []
    monkeypatch.setattr(inspect, "getsource", lambda module: read.append(module.__name__) or "")
    (tmp_path / "module_imported_after_pyside.py").write_text("from PySide6.QtCore import QObject\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    exec("import module_imported_after_pyside")  # through builtins.__import__, where PySide listens
    assert read == []


def test_the_first_verdict_waits_for_the_first_frame_however_slow_the_start(qtbot, monkeypatch):
    import time

    from qtsolitaire.ui.board.view import BoardView
    from qtsolitaire.ui.controller import GameController
    from qtsolitaire.ui.main_window import MainWindow

    events = []
    paint, ask, show = BoardView.paintEvent, GameController.ask_verdict, MainWindow.show

    def painted(view, event):
        events.append("painted")
        paint(view, event)

    def asked(controller):
        events.append("asked")
        ask(controller)

    def slow_show(window):
        time.sleep(0.15)  # a slow machine: the window shows well after the game was installed
        show(window)

    monkeypatch.setattr(BoardView, "paintEvent", painted)
    monkeypatch.setattr(GameController, "ask_verdict", asked)
    monkeypatch.setattr(MainWindow, "show", slow_show)

    def until_asked(window):
        qtbot.waitUntil(lambda: "asked" in events, timeout=PATIENCE_MS)

    assert run_app(monkeypatch, ["--game", "mahjong", "--layout", "turtle", "--deal", "1"], until_asked) == 0
    assert "painted" in events and events.index("painted") < events.index("asked")


# What a start up to the first frame does without, each loaded where it is first needed: hashlib links all of
# libcrypto (about 5 ms; deals, the tile cache and the instance lock do without), the instance server's QtNetwork
# waits for the window to settle, the icon is set then, the solver's thread pool comes with the first question,
# other programs' layout formats when one is imported, the daily challenge when one is played or shown, and the
# other games' rules when one of them is (finding the game a --layout is for passes over none of them); on
# Linux the player's folders are found without platformdirs.
LOADED_AFTER_THE_FIRST_FRAME = (
    "hashlib", "_hashlib", "hmac", "secrets", "PySide6.QtNetwork", "qtsolitaire.ui.app_icon", "platformdirs",
    "concurrent.futures.thread", "qtsolitaire.engine.mahjong.importers", "qtsolitaire.engine.daily",
    "qtsolitaire.engine.pyramid.game", "qtsolitaire.engine.mjklondike.engine",
)


def test_start_up_leaves_unloaded_what_the_first_frame_does_without():
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from qtsolitaire import app\n"
        f"loaded = lambda: sorted(name for name in {LOADED_AFTER_THE_FIRST_FRAME!r} if name in sys.modules)\n"
        "QApplication.exec = lambda *_: print(loaded()) or 0\n"  # the event loop would draw the first frame now
        "app.main(['--game', 'mahjong', '--layout', 'turtle', '--deal', '1'])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=PATIENCE_S, check=True)
    assert done.stdout.split("\n")[-2] == "[]"


def test_the_dataclasses_a_start_loads_carry_their_own_docstrings():
    """Without one, dataclasses writes one from inspect.signature, some 0.1 ms a class on the way to the first frame."""
    import ast
    import dataclasses
    import importlib
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from qtsolitaire import app\n"
        "QApplication.exec = lambda *_: 0\n"
        "app.main(['--game', 'mahjong', '--layout', 'turtle', '--deal', '1'])\n"
        "print(sorted(name for name, module in list(sys.modules.items()) if name.startswith('qtsolitaire')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=PATIENCE_S, check=True)
    modules = [importlib.import_module(name) for name in ast.literal_eval(done.stdout.split("\n")[-2])]
    generated = [f"{module.__name__}.{cls.__name__}" for module in modules for cls in vars(module).values()
                 if isinstance(cls, type) and cls.__module__ == module.__name__ and dataclasses.is_dataclass(cls)
                 and (cls.__doc__ or "").startswith(cls.__name__ + "(")]
    assert generated == []


def test_a_layout_is_played_in_the_game_whose_rule_sets_are_layouts(capsys):
    import pytest

    from qtsolitaire.engine import registry
    from qtsolitaire.engine.api import Capability

    plays = {info.id: Capability.LAYOUTS in info.engine.capabilities for info in registry.GAMES}
    (on_layouts,) = [game for game, layouts in plays.items() if layouts]
    for argv in (["--layout", "turtle"], ["--game", on_layouts, "--layout", "turtle"]):
        args = entry.parse_arguments(argv)
        assert (args.game, args.rules) == (on_layouts, "turtle")
    for other in (game for game, layouts in plays.items() if not layouts):
        with pytest.raises(SystemExit):
            entry.parse_arguments(["--game", other, "--layout", "turtle"])
        assert f"--layout belongs to --game {on_layouts}\n" in capsys.readouterr().err


def test_once_settled_every_window_carries_the_icon_and_the_name_about_shows(qtbot, monkeypatch):
    from PySide6.QtGui import QIcon

    from qtsolitaire import APP_NAME

    QApplication.setWindowIcon(QIcon())
    seen = {}

    def until_settled(window):
        seen["at first"] = window.windowIcon().isNull()
        with qtbot.waitSignal(window.settled, timeout=PATIENCE_MS):
            pass
        seen["settled"] = sorted(size.width() for size in window.windowIcon().availableSizes())
        seen["name"] = QApplication.applicationDisplayName()

    try:
        assert run_app(monkeypatch, ["--game", "pyramid", "--deal", "3"], until_settled) == 0
    finally:
        QApplication.setWindowIcon(QIcon())
    assert seen == {"at first": True, "settled": [16, 32, 48, 64, 128, 256], "name": APP_NAME}


def test_a_start_without_arguments_gets_the_parsers_defaults_without_building_it(monkeypatch):
    import pytest

    assert entry.parse_arguments([]) == entry.argument_parser().parse_args([])
    monkeypatch.setattr(entry, "argument_parser", lambda: pytest.fail("the parser was built"))
    first = entry.parse_arguments([])
    first.game = "pyramid"  # each start gets a namespace of its own
    assert entry.parse_arguments([]).game is None
