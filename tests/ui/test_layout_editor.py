"""The layout editor as a player uses it: build by clicks and keys, undo, save, reopen, play to a win."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.engine.mahjong.game import ENGINE
from qtsolitaire.engine.mahjong.solver import verdict
from qtsolitaire.store import paths
from qtsolitaire.ui import file_dialogs
from qtsolitaire.ui.layout_editor import LayoutEditor

from conftest import wait_for_deal


@pytest.fixture(autouse=True)
def discard_on_close(monkeypatch):
    """Closing an editor with changes asks first; the tests' editors are closed unsaved."""
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Discard)


def editor_for(qtbot, window=None, path=None) -> LayoutEditor:
    editor = LayoutEditor(window, path)
    if window is None:  # else it goes with its game window
        qtbot.addWidget(editor)
    editor.resize(1100, 700)
    editor.show()
    editor.windowHandle().requestActivate()  # its menu shortcuts (Ctrl+Z) work in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is editor)
    return editor


def tile_centre(editor, x, y, z) -> QPoint:
    m = editor.canvas.metrics()
    at = editor.canvas.tile_point(x, y, z)
    return QPoint(round(at.x() + m.width / 2), round(at.y() + m.height / 2))


def click(qtbot, editor, x, y, z, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.mouseClick(editor.canvas, button, modifier, tile_centre(editor, x, y, z))


def build_symmetric(qtbot, editor) -> set:
    """Six tiles mirrored left-right: two by clicks, two by keys on layer 1, two more by keys."""
    right = editor.draft.width - 4
    editor.mirror_x_box.setChecked(True)
    click(qtbot, editor, 2, 2, 0)
    assert editor.draft.positions == {(2, 2, 0), (right, 2, 0)}
    editor.canvas.setFocus()
    for key in [Qt.Key.Key_Down] * 4:
        qtbot.keyClick(editor.canvas, key)
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Space)
    qtbot.keyClick(editor.canvas, Qt.Key.Key_PageUp)
    assert editor.layer_box.value() == 2
    for key in [Qt.Key.Key_Up] * 3:
        qtbot.keyClick(editor.canvas, key)
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Return)
    return {(2, 2, 0), (right, 2, 0), (2, 6, 0), (right, 6, 0), (2, 3, 1), (right, 3, 1)}


def test_build_by_clicks_and_keys_undo_redo_save_reopen_and_play_to_a_win(qtbot, window):
    editor = editor_for(qtbot, window)
    built = build_symmetric(qtbot, editor)
    assert editor.draft.positions == built
    assert "6</b> tiles" in editor.facts_label.text()
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(editor.draft.positions) == 4
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert editor.draft.positions == built

    editor.name_edit.setText("Twin Towers")
    editor.name_edit.editingFinished.emit()
    path = editor.save()
    assert path == paths.user_layouts_dir() / "twin-towers.json"
    assert not editor.modified and "*" not in editor.windowTitle()
    assert set(ENGINE.rule_set("twin-towers").options.positions) == built  # the picker's library has it at once

    reopened = editor_for(qtbot, window, path)
    assert reopened.draft.positions == built and reopened.draft.name == "Twin Towers"
    assert reopened.path == path and not reopened.modified

    reopened.play()
    wait_for_deal(qtbot, window)
    c = window.controller
    assert c.rules.key == "twin-towers"
    while not mahjong.is_won(c.state):
        a, b = verdict(c.state).hint
        c.click_tile(a)
        c.click_tile(b)
    assert c.outcome == "won"


def test_erasing_by_right_click_shift_click_and_a_rectangle(qtbot):
    editor = editor_for(qtbot)
    qtbot.mousePress(editor.canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     tile_centre(editor, 2, 2, 0))
    qtbot.mouseRelease(editor.canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                       tile_centre(editor, 8, 4, 0))
    assert len(editor.draft.positions) == 8
    click(qtbot, editor, 2, 2, 0, Qt.MouseButton.RightButton)
    click(qtbot, editor, 4, 2, 0, modifier=Qt.KeyboardModifier.ShiftModifier)
    assert len(editor.draft.positions) == 6
    qtbot.mousePress(editor.canvas, Qt.MouseButton.RightButton, Qt.KeyboardModifier.ControlModifier,
                     tile_centre(editor, 6, 2, 0))
    qtbot.mouseRelease(editor.canvas, Qt.MouseButton.RightButton, Qt.KeyboardModifier.ControlModifier,
                       tile_centre(editor, 8, 4, 0))
    assert editor.draft.positions == {(2, 4, 0), (4, 4, 0)}


def test_an_odd_count_is_shown_and_refused_with_the_reason(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    editor = editor_for(qtbot)
    click(qtbot, editor, 4, 4, 0)
    assert "odd count" in editor.facts_label.text()
    assert editor.problem_list.count() == 1 and "Cannot save" in editor.problem_list.item(0).text()
    assert editor.save() is None
    assert told and "odd count" in told[0]
    assert not any(paths.user_layouts_dir().glob("*.json")) if paths.user_layouts_dir().exists() else True


def test_problem_labels_of_neighbouring_tiles_never_overlap(qtbot):
    editor = editor_for(qtbot)
    editor.mirror_x_box.setChecked(True)
    qtbot.keyClick(editor.canvas, Qt.Key.Key_PageUp)
    # on layer 2 over nothing: a run of three and a tile touching it, a lone tile a tile's gap from its mirror
    # image (the two labels that ran into each other), and a tile under a long label's way
    for x, y in ((6, 6), (8, 6), (10, 6), (8, 8), (14, 12), (10, 14)):
        click(qtbot, editor, x, y, 1)
    hanging = [p for p in editor.facts.problems if p.position is not None]
    assert len(hanging) == 12 and all(str(p.text) == "rests on nothing: no tile under it on layer 1" for p in hanging)
    labels = editor.canvas.problem_labels(editor.canvas.metrics(), editor.facts)
    assert len(labels) == 6  # one per touching group: two groups of four, four lone tiles
    rings = [ring for group, _, _ in labels for ring in group]
    assert len(rings) == 12  # every problem tile ringed, its words beside its group
    for i, (group, label, _) in enumerate(labels):
        assert editor.canvas.rect().contains(label.toAlignedRect())
        assert not any(label.intersects(other) for _, other, _ in labels[i + 1:])
        assert not any(label.intersects(ring) for ring in rings)
        assert abs(label.center().y() - group[0].center().y()) < 4 * label.height()
    assert editor.problem_list.count() == 12
    assert editor.problem_list.item(0).text() == \
        "Caution: Layer 2, column 6, row 6: rests on nothing: no tile under it on layer 1"


def test_moving_the_whole_layout_and_the_layer_switch(qtbot):
    editor = editor_for(qtbot)
    click(qtbot, editor, 4, 4, 0)
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert editor.draft.positions == {(5, 4, 0)}
    editor.layer_box.setValue(3)
    assert editor.canvas.layer == 2
    qtbot.keyClick(editor.canvas, Qt.Key.Key_PageDown)
    assert editor.canvas.layer == 1 and editor.layer_box.value() == 2


def test_try_it_deals_a_winnable_game_and_measures_how_hard_on_a_worker(qtbot):
    editor = editor_for(qtbot)
    editor.draft.fill((2, 2, 0), (8, 2))
    editor.refresh()
    editor.try_it()
    assert editor.try_label.text().startswith("Deal ") and "winnable game" in editor.try_label.text()
    qtbot.waitUntil(lambda: not editor.how_hard_running, timeout=30000)
    assert "wins 40 of 40 random deals (100%)" in editor.try_label.text()  # four tiles are one match group


def test_try_it_shows_the_dealt_faces_until_back_to_editing_or_the_next_edit(qtbot):
    editor = editor_for(qtbot)
    editor.draft.fill((2, 2, 0), (8, 4))
    editor.draft.place((3, 3, 1))
    editor.draft.place((5, 3, 1))
    editor.refresh()
    blank = editor.canvas.grab().toImage()
    editor.try_it()
    preview = editor.canvas.preview
    assert preview is editor._dealt and verdict(preview).winnable
    assert set(preview.layout.positions) == editor.draft.positions
    assert editor.back_button.isVisible()
    assert editor.canvas.grab().toImage() != blank  # faces drawn where blank tiles were
    qtbot.waitUntil(lambda: not editor.how_hard_running, timeout=30000)
    assert "How hard" in editor.try_label.text() and editor.canvas.preview is preview  # measured beside it
    qtbot.mouseClick(editor.back_button, Qt.MouseButton.LeftButton)
    assert editor.canvas.preview is None and not editor.back_button.isVisible()
    assert editor.canvas.grab().toImage() == blank
    editor.try_it()
    assert editor.canvas.preview is not None
    click(qtbot, editor, 12, 2, 0)  # an edit ends the preview
    assert editor.canvas.preview is None and (12, 2, 0) in editor.draft.positions
    editor._stop_how_hard()


def test_export_to_kmahjongg_then_import_gives_the_same_positions(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: pytest.fail(text))
    editor = editor_for(qtbot)
    editor.draft.fill((2, 2, 0), (8, 6))
    editor.draft.place((3, 3, 1))
    editor.draft.place((7, 3, 1))
    editor.refresh()
    out = tmp_path / "shared.layout"
    assert editor.export_kmahjongg(out)
    other = editor_for(qtbot, None, out)
    assert other.draft.positions == editor.draft.positions
    assert other.modified and other.path is None  # an import is saved as a new layout


def test_the_export_menu_asks_where_and_writes_the_layout_there(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: pytest.fail(text))
    out = tmp_path / "asked.layout"
    asked = []
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *args: asked.append(args[2]) or str(out))
    editor = editor_for(qtbot)
    editor.draft.fill((2, 2, 0), (4, 2))
    editor.refresh()
    export = next(a for a in editor.findChildren(QAction) if a.shortcut() == QKeySequence("Ctrl+E"))
    export.trigger()
    assert asked == ["new-layout.layout"] and out.read_text(encoding="utf-8").startswith("kmahjongg-layout")
