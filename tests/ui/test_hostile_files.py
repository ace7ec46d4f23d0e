"""Files that would stop the game from starting, hang it or lose a game: each one is survived."""

import json

from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.store import autosave, paths
from qtsolitaire.store.records import Records
from tests.ui.conftest import write_user_layout

SPREAD = [(x, y, 0) for y in (0, 4) for x in (0, 4, 8, 12)]
DEEPLY_NESTED = b'{"version": 1, "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"


def new_window(qtbot):
    from qtsolitaire.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    return window


def play_pairs(c, count):
    for _ in range(count):
        a, b = mahjong.hint(c.state)
        c.click_tile(a)
        c.click_tile(b)


def test_a_deeply_nested_settings_file_is_kept_aside_and_the_window_starts(qtbot):
    settings = paths.config_dir() / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_bytes(DEEPLY_NESTED)
    window = new_window(qtbot)
    window.resume_or_start()
    assert window.controller is not None
    assert any("kept aside as settings.json.corrupt-" in n for n in window.session.notices)
    assert [p.read_bytes() for p in paths.config_dir().glob("settings.json.corrupt-*")] == [DEEPLY_NESTED]


def test_a_deeply_nested_autosave_is_kept_aside_and_a_new_game_dealt(qtbot):
    save = paths.state_dir() / autosave.FILE_NAME
    save.parent.mkdir(parents=True)
    save.write_bytes(DEEPLY_NESTED)
    window = new_window(qtbot)
    window.resume_or_start()
    assert window.controller is not None and not window.controller.started
    assert any("kept aside as autosave.json.corrupt-" in n for n in window.session.notices)


def test_a_tampered_time_and_count_are_capped_and_restart_records_the_game(qtbot):
    write_user_layout("spread", SPREAD)
    first = new_window(qtbot)
    first.start_game("mahjong", "spread", 5)
    play_pairs(first.controller, 1)
    first.close()
    save = paths.state_dir() / autosave.FILE_NAME
    document = json.loads(save.read_text())
    document["game"]["seconds"] = 10**30
    document["game"]["counters"]["hints"] = 10**30
    save.write_text(json.dumps(document))

    window = new_window(qtbot)
    window.resume_or_start()
    assert window.controller.started and any("capped" in n for n in window.session.notices)
    window.restart()  # F5: the resumed game is left, so it is recorded
    with Records.open() as records:
        [game] = records.games("mahjong")
    assert (game.deal, game.outcome.value, game.moves) == (5, "abandoned", 1)
    assert game.seconds == autosave.MAX_SECONDS and game.hints == autosave.MAX_COUNT
