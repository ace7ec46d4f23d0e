"""The layout picker and Game > Import Layouts..., driven as a player would."""

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.engine.mahjong.layout import Layout
from qtsolitaire.store import paths
from qtsolitaire.store.layout_files import SHIPPED_DIR, load_layouts
from qtsolitaire.ui import file_dialogs
from qtsolitaire.ui.dialogs import layouts as dialogs
from qtsolitaire.ui.dialogs.layouts import ImportSummary
from tests.engine.test_mahjong_importers import MAP, V11
from tests.ui.conftest import rules_menu_actions, write_user_layout


def open_picker(qtbot, window):
    window.start_game("mahjong", "turtle", 5)
    window.act_choose_layout.trigger()
    return shown_picker(qtbot, window)


def shown_picker(qtbot, window):
    pickers = [p for p in window.findChildren(dialogs.LayoutPicker) if p.isVisible()]
    assert len(pickers) == 1
    qtbot.waitExposed(pickers[0])
    return pickers[0]


def test_choose_layout_is_in_the_game_menu_with_ctrl_l(window):
    assert window.act_choose_layout.shortcut().toString() == "Ctrl+L"
    game_menu = window.menuBar().actions()[0].menu()
    assert window.act_choose_layout in game_menu.actions() and window.act_import_layouts in game_menu.actions()


def test_the_picker_shows_shipped_and_user_layouts_with_stars_and_tiles(qtbot, window):
    write_user_layout("mine", [(0, 0, 0), (2, 0, 0)], name="My Pair")
    picker = open_picker(qtbot, window)
    ids = picker.visible_ids()
    shipped, _ = load_layouts([SHIPPED_DIR])
    assert {layout.id for layout in shipped} | {"mine"} == set(ids)
    assert picker.selected_id() == "turtle"  # the layout being played
    texts = {picker.list.item(r).data(Qt.ItemDataRole.UserRole): picker.list.item(r).text()
             for r in range(picker.list.count())}
    assert texts["turtle"] == "Turtle\n\u2605\u2605\u2606  144 tiles"
    assert texts["mine"] == "My Pair\n\u2605\u2606\u2606  2 tiles \u00b7 yours"
    picker.filter.setText("yours")
    assert picker.visible_ids() == ["mine"]


def test_typing_filters_and_an_empty_result_says_so(qtbot, window):
    picker = open_picker(qtbot, window)
    qtbot.keyClicks(picker.filter, "turt")
    assert picker.visible_ids() == ["turtle", "classic-turtle"]
    assert picker.selected_id() == "turtle" and picker.buttons.button(picker.buttons.StandardButton.Ok).isEnabled()
    picker.filter.setText("***")
    assert picker.visible_ids() and all(dialogs.registry.game("mahjong").engine.rule_set(i).options.stars == 3
                                        for i in picker.visible_ids())
    picker.filter.setText("no such layout")
    assert picker.visible_ids() == [] and picker.selected_id() is None
    assert not picker.empty.isHidden()
    assert not picker.buttons.button(picker.buttons.StandardButton.Ok).isEnabled()


def test_double_click_starts_a_new_game_on_the_layout(qtbot, window):
    picker = open_picker(qtbot, window)
    picker.filter.setText("pyramid")
    item = picker.list.item(next(r for r in range(picker.list.count())
                                 if picker.list.item(r).data(Qt.ItemDataRole.UserRole) == "pyramid"))
    picker.list.doItemsLayout()
    rect = picker.list.visualItemRect(item)
    qtbot.mouseClick(picker.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    with qtbot.waitSignal(window.game_started):
        qtbot.mouseDClick(picker.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.controller.rules.key == "pyramid" and not picker.isVisible()


def test_ok_starts_the_game_and_cancel_keeps_the_one_in_play(qtbot, window):
    picker = open_picker(qtbot, window)
    before = window.controller
    picker.buttons.button(picker.buttons.StandardButton.Cancel).click()
    assert window.controller is before
    picker = open_picker(qtbot, window)
    picker.filter.setText("fortress")
    with qtbot.waitSignal(window.game_started):
        picker.buttons.button(picker.buttons.StandardButton.Ok).click()
    assert window.controller.rules.key == "fortress"


def test_a_preview_outlines_the_free_tiles(qapp):
    engine = dialogs.registry.game("mahjong").engine
    image = dialogs.layout_preview(engine.rule_set("pyramid").options).toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
    assert dialogs.FREE_OUTLINE.name() in colours and dialogs.BACKGROUND.name() in colours


def test_the_outline_is_green_and_only_round_the_tiles_free_at_the_start(qapp):
    outline = dialogs.FREE_OUTLINE
    assert 90 <= outline.hslHue() <= 150 and outline.hslSaturation() > 150  # RULES.md: outlined in green
    row = Layout("row", "Row", 1, ((0, 0, 0), (2, 0, 0), (4, 0, 0)))  # both ends free, the middle blocked
    image = dialogs.layout_preview(row, QSize(300, 400)).toImage()  # as wide as it can: a tile is a third

    def green_in(first, last):
        return any(image.pixelColor(x, y).name() == outline.name() for x in range(first, last) for y in range(400))

    assert green_in(20, 80) and not green_in(120, 180) and green_in(220, 280)


# --- Import --------------------------------------------------------------------------------------


def import_via_menu(qtbot, window, monkeypatch, files):
    monkeypatch.setattr(file_dialogs, "open_file_names", lambda *a: [str(f) for f in files])
    window.act_import_layouts.trigger()
    run = window.findChild(dialogs.LayoutImport)
    qtbot.waitUntil(lambda: run.summary is not None, timeout=5000)
    return run


def test_import_from_the_menu_saves_the_files_and_sums_up(qtbot, window, monkeypatch, tmp_path):
    (tmp_path / "small.layout").write_text(V11, encoding="utf-8")
    (tmp_path / "two.map").write_text(MAP, encoding="utf-8")
    (tmp_path / "odd.layout").write_text(V11.replace("..12....\n..43....", "..1212..\n..4343.."), encoding="utf-8")
    window.start_game("mahjong", "turtle", 1)
    run = import_via_menu(qtbot, window, monkeypatch, [tmp_path / "small.layout", tmp_path / "odd.layout",
                                                        tmp_path / "two.map"])
    summary = run.summary
    assert summary.text() == "Imported 3 layouts from 2 files."
    assert summary.icon() == QMessageBox.Icon.Warning
    assert "1 of the 3 files had problems" in summary.informativeText()
    assert f"{tmp_path / 'odd.layout'}: 5 tiles: an odd count cannot be cleared in pairs" in summary.detailedText()
    folder = paths.user_layouts_dir()
    assert sorted(p.name for p in folder.iterdir()) == ["pair.json", "small.json", "steps.json"]
    menu_names = [a.text() for a in rules_menu_actions(window)]
    assert {"Small", "Steps", "Pair"} <= set(menu_names)
    run.play_button.click()  # straight on to the picker, where they are
    picker = shown_picker(qtbot, window)
    picker.filter.setText("yours")
    assert sorted(picker.visible_ids()) == ["pair", "small", "steps"]


def test_the_summary_counts_layouts_and_files_and_lists_every_line_in_a_list_that_grows(
        qtbot, window, monkeypatch, tmp_path):
    files = []
    for n in range(20):
        (tmp_path / f"board_{n}.layout").write_text(V11, encoding="utf-8")
        (tmp_path / f"board_{n}.desktop").write_text(
            f"[KMahjonggLayout]\nName=Board {n}\nFileName=board_{n}.layout\n", encoding="utf-8")
        files += [tmp_path / f"board_{n}.desktop", tmp_path / f"board_{n}.layout"]
    (tmp_path / "two.map").write_text(MAP, encoding="utf-8")
    (tmp_path / "bad.map").write_text("<mahjongg>", encoding="utf-8")
    window.start_game("mahjong", "turtle", 1)
    summary = import_via_menu(qtbot, window, monkeypatch, files + [tmp_path / "two.map", tmp_path / "bad.map"]).summary
    assert summary.text() == "Imported 22 layouts from 21 files."
    assert summary.informativeText().splitlines() == [
        "1 of the 42 files had problems; the details say which and why.",
        "20 files named a layout already read from another file (a KMahjongg .desktop file and its .layout).",
    ]
    lines = summary.detailedText().splitlines()
    assert len(lines) == 22 + 1 + 20 and summary.details.count() == len(lines)
    assert lines[0].startswith(f"{tmp_path / 'bad.map'}: not XML")  # problems first
    assert lines[1] == f"Board 0: {paths.user_layouts_dir() / 'board-0.json'}"
    assert lines[23] == f"{tmp_path / 'board_0.layout'}: the same layout as {tmp_path / 'board_0.desktop'}"
    qtbot.waitExposed(summary)
    row = summary.details.sizeHintForRow(0)
    assert summary.isSizeGripEnabled() and summary.details.viewport().height() >= ImportSummary.VISIBLE_LINES * row
    before = summary.details.height()
    summary.resize(summary.width(), summary.height() + 10 * row)
    qtbot.waitUntil(lambda: summary.details.height() >= before + 10 * row)
    summary.details.setCurrentRow(0)
    summary.details.actions()[0].trigger()  # Copy: the selected line, as text
    assert QGuiApplication.clipboard().text() == lines[0]


def test_cancelling_the_file_dialog_imports_nothing(qtbot, window, monkeypatch):
    monkeypatch.setattr(file_dialogs, "open_file_names", lambda *a: [])
    window.start_game("mahjong", "turtle", 1)
    window.act_import_layouts.trigger()
    assert window.findChild(dialogs.LayoutImport) is None


def test_many_files_show_progress_and_the_window_stays_responsive(qtbot, window, monkeypatch, tmp_path):
    files = []
    for n in range(40):
        path = tmp_path / f"board_{n}.layout"
        path.write_text(V11, encoding="utf-8")
        files.append(path)
    window.start_game("mahjong", "turtle", 1)
    ticks = []
    from PySide6.QtCore import QTimer
    timer = QTimer(window, interval=1, timeout=lambda: ticks.append(1))
    timer.start()
    run = import_via_menu(qtbot, window, monkeypatch, files)
    timer.stop()
    assert run.progress.maximum() == 40 and len(run.outcomes) == 40
    assert run.summary.text() == "Imported 40 layouts from 40 files."
    assert ticks  # the event loop ran while the worker imported
    assert len(list(paths.user_layouts_dir().iterdir())) == 40


def test_an_imported_layout_of_more_than_144_tiles_plays_to_the_win(qtbot, window, monkeypatch, tmp_path):
    # 150 tiles 2 tiles apart: all free, so every deal clears; the second set supplies the last 6.
    tiles = "".join(f'<tile x="{2 * c}" y="{2 * r}"/>' for r in range(10) for c in range(15))
    (tmp_path / "wide.map").write_text(f'<mahjongg><map name="Wide Field">{tiles}</map></mahjongg>', encoding="utf-8")
    import_via_menu(qtbot, window, monkeypatch, [tmp_path / "wide.map"])
    window.act_choose_layout.trigger()
    picker = shown_picker(qtbot, window)
    picker.filter.setText("wide field")
    with qtbot.waitSignal(window.game_started):
        picker.buttons.button(picker.buttons.StandardButton.Ok).click()
    window.show()
    qtbot.waitExposed(window)
    c = window.controller
    assert c.rules.key == "wide-field" and window.status_text("Tiles left") == "150"
    while not mahjong.is_won(c.state):
        a, b = mahjong.hint(c.state)
        c.click_tile(a)
        c.click_tile(b)
    assert c.outcome == "won" and window.banner.title == "You won!"


def test_stop_ends_the_import_after_the_file_in_hand(qtbot, tmp_path):
    files = []
    for n in range(5):
        path = tmp_path / f"board_{n}.layout"
        path.write_text(V11, encoding="utf-8")
        files.append(str(path))
    worker = dialogs._ImportWorker(files, tmp_path / "out")
    done = []
    worker.file_done.connect(lambda index, outcome: done.append(outcome))
    worker.stop.set()
    with qtbot.waitSignal(worker.all_done):
        worker.run()
    assert len(done) == 1 and [p.name for p in (tmp_path / "out").iterdir()] == ["board-0.json"]


def test_quitting_during_an_import_stops_it_cleanly(qtbot, window, monkeypatch, tmp_path):
    """Closing the window mid-import destroyed the running QThread: 'QThread: Destroyed while thread is still
    running', and the program aborted."""
    import threading
    import time

    files = []
    for n in range(6):
        path = tmp_path / f"board_{n}.layout"
        path.write_text(V11, encoding="utf-8")
        files.append(str(path))
    real = dialogs.import_files
    busy = threading.Event()

    def slow(paths, folder):
        for outcome in real(paths, folder):
            busy.set()
            time.sleep(0.1)
            yield outcome

    monkeypatch.setattr(dialogs, "import_files", slow)
    window.start_game("mahjong", "turtle", 1)
    window.show()
    run = dialogs.LayoutImport(window, files, tmp_path / "out")
    assert busy.wait(5)
    window.close()
    assert not run._thread.isRunning()
    assert len(run.outcomes) < len(files)  # it stopped after the file in hand
