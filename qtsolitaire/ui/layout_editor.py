"""The layout editor: a window to build Mahjong layouts tile by tile, seeing as it goes what the
game will make of them (engine/mahjong/layout_editing.py knows; this draws and touches).

The grid it edits on is layout_canvas.py; this window holds the draft, its file, the panel of facts and
problems, and Try It and the how-hard measure.
"""

from __future__ import annotations

import random
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
    QMainWindow, QMessageBox, QProgressBar, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from qtsolitaire.engine.deals import MAX_DEAL
from qtsolitaire.engine.mahjong.generate import winnable_game
from qtsolitaire.engine.mahjong.layout import MAX_Z, Layout, LayoutError
from qtsolitaire.engine.mahjong.layout_editing import LayoutDraft, deals_won
from qtsolitaire.engine.mahjong.layout_names import display_name
from qtsolitaire.engine.mahjong.solver import verdict
from qtsolitaire.store import paths
from qtsolitaire.store.files import StoreError, atomic_write_text, message
from qtsolitaire.store.layout_files import load_layout, read_import_file
from qtsolitaire.store.layout_library import new_layout_path
from qtsolitaire.ui import file_dialogs
from qtsolitaire.ui.dialogs.layouts import FREE_OUTLINE
from qtsolitaire.ui.figures import rate_text
from qtsolitaire.ui.i18n import text, translate
from qtsolitaire.ui.layout_canvas import PROBLEM_COLOR, EditorCanvas
from qtsolitaire.ui.status_bar import WrappingStatusBar

HOW_HARD_DEALS = 40  # random deals the solver tries for the how-hard figure
HOW_HARD_BUDGET = 20_000  # nodes per deal: the in-game verdict's budget
STAR_CHOICES = ("", "\u2605", "\u2605\u2605", "\u2605\u2605\u2605")  # the first, "Measured: ...", is filled in


def stars_text(stars: int) -> str:
    return "\u2605" * stars + "\u2606" * (3 - stars)


def new_draft() -> LayoutDraft:
    """An empty layout, named in the player's language: the name is theirs to keep or change, and saved as it is."""
    return LayoutDraft(name=translate("LayoutEditor", "New Layout", "the name an empty layout starts with"))


class _HowHard(QObject):
    """The how-hard sample on a worker thread: a deal is dealt and solved at a time."""

    progress = Signal(int, int, int)  # deals tried, won, undecided
    done = Signal()

    def __init__(self, layout: Layout, deals: list[int]) -> None:
        super().__init__()
        self.layout = layout
        self.deals = deals
        self.stop = threading.Event()

    @Slot()
    def run(self) -> None:
        won = unknown = 0
        for tried, result in enumerate(deals_won(self.layout, self.deals, HOW_HARD_BUDGET), start=1):
            won += result is True
            unknown += result is None
            self.progress.emit(tried, won, unknown)
            if self.stop.is_set():
                break
        self.done.emit()


class LayoutEditor(QMainWindow):
    """Create, open, edit and save the player's layouts; try them and play them."""

    saved = Signal(str)  # the layout id written

    def __init__(self, window=None, path: str | Path | None = None) -> None:
        super().__init__(window)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("layoutEditor")
        self.setStatusBar(WrappingStatusBar())
        self.game_window = window  # the game window: Play starts its game there
        theme = window.theme if window is not None else None
        self.tile_set = theme.tiles if theme is not None else "classic"
        self.table_color = theme.table_color() if theme is not None else QColor("#1d5a3c")
        self.draft = new_draft()
        self.path: Path | None = None
        self._saved_as = self.draft.snapshot()
        self.facts = self.draft.facts()
        self._thread: QThread | None = None
        self._worker: _HowHard | None = None
        self.canvas = EditorCanvas(self)
        self._build_panel()
        self._build_actions()
        self.canvas.edited.connect(self.refresh)
        self.canvas.layer_changed.connect(self._layer_shown)
        self.resize(1280, 820)
        if path:
            self.open_file(path)
        self.refresh()
        self.canvas.setFocus()

    # --- building -----------------------------------------------------------------------------------
    def _build_panel(self) -> None:
        central = QWidget(self)
        row = QHBoxLayout(central)
        row.addWidget(self.canvas, 1)
        side = QVBoxLayout()
        form = QFormLayout()
        self.name_edit = QLineEdit(self.draft.name)
        self.name_edit.setMaxLength(100)
        self.name_edit.editingFinished.connect(lambda: self._edit(self.draft.rename(self.name_edit.text())))
        form.addRow(translate("LayoutEditor", "&Name:"), self.name_edit)
        self.stars_box = QComboBox()
        self.stars_box.addItems(STAR_CHOICES)
        self.stars_box.activated.connect(lambda index: self._edit(self.draft.set_stars(index or None)))
        form.addRow(translate("LayoutEditor", "&Stars:"), self.stars_box)
        self.layer_box = QSpinBox()
        self.layer_box.setRange(1, MAX_Z + 1)
        self.layer_box.valueChanged.connect(lambda value: self.canvas.set_layer(value - 1))
        form.addRow(translate("LayoutEditor", "&Layer:"), self.layer_box)
        mirrors = QHBoxLayout()
        self.mirror_x_box = QCheckBox(translate("LayoutEditor", "Left-right"))
        self.mirror_y_box = QCheckBox(translate("LayoutEditor", "Top-bottom"))
        self.mirror_x_box.toggled.connect(lambda on: self._set_mirror("mirror_x", on))
        self.mirror_y_box.toggled.connect(lambda on: self._set_mirror("mirror_y", on))
        mirrors.addWidget(self.mirror_x_box)
        mirrors.addWidget(self.mirror_y_box)
        form.addRow(translate("LayoutEditor", "Mirror:"), mirrors)
        side.addLayout(form)
        self.facts_label = QLabel()
        self.facts_label.setObjectName("layoutFacts")
        self.facts_label.setWordWrap(True)
        self.facts_label.setTextFormat(Qt.TextFormat.RichText)
        side.addWidget(self.facts_label)
        side.addWidget(QLabel(translate("LayoutEditor", "Problems:")))
        self.problem_list = QListWidget()
        self.problem_list.setWordWrap(True)
        self.problem_list.itemActivated.connect(self._go_to_problem)
        self.problem_list.itemClicked.connect(self._go_to_problem)
        side.addWidget(self.problem_list, 1)
        buttons = QHBoxLayout()
        self.try_button = QPushButton(translate("LayoutEditor", "&Try It"))
        self.try_button.setToolTip(LayoutEditor.tr("Deal a winnable game on the layout now, and measure how hard it "
                                                   "plays: the share of %n random deal(s) the solver wins", None,
                                                   HOW_HARD_DEALS))
        self.try_button.clicked.connect(self.try_it)
        self.play_button = QPushButton(translate("LayoutEditor", "&Play"))
        self.play_button.setToolTip(translate("LayoutEditor", "Save the layout and start a game on it"))
        self.play_button.clicked.connect(self.play)
        self.play_button.setEnabled(self.game_window is not None)
        buttons.addWidget(self.try_button)
        buttons.addWidget(self.play_button)
        side.addLayout(buttons)
        self.try_label = QLabel()
        self.try_label.setObjectName("tryResult")
        self.try_label.setWordWrap(True)
        side.addWidget(self.try_label)
        self.back_button = QPushButton(translate("LayoutEditor", "&Back to Editing"))
        self.back_button.setToolTip(translate("LayoutEditor", "Hide the dealt faces and edit the layout again"))
        self.back_button.clicked.connect(lambda: self.refresh())
        self.back_button.hide()
        side.addWidget(self.back_button)
        self.how_hard_bar = QProgressBar()
        self.how_hard_bar.setRange(0, HOW_HARD_DEALS)
        self.how_hard_bar.hide()
        side.addWidget(self.how_hard_bar)
        panel = QWidget()
        panel.setLayout(side)
        panel.setFixedWidth(330)
        row.addWidget(panel)
        self.setCentralWidget(central)

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = QAction(self, text=text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_actions(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(translate("LayoutEditor", "&File"))
        self._action(file_menu, translate("LayoutEditor", "&New Layout"), self.new_layout, QKeySequence.StandardKey.New)
        self._action(file_menu, translate("LayoutEditor", "&Open\u2026"), self.choose_file, QKeySequence.StandardKey.Open)
        self._action(file_menu, translate("LayoutEditor", "&Save"), self.save, QKeySequence.StandardKey.Save)
        self._action(file_menu, translate("LayoutEditor", "Save &As New Layout"), lambda: self.save(as_new=True),
                     "Ctrl+Shift+S")
        # Not the slot itself: triggered's `checked` would arrive as the path.
        self._action(file_menu, translate("LayoutEditor", "&Export to KMahjongg\u2026"),
                     lambda: self.export_kmahjongg(), "Ctrl+E")
        file_menu.addSeparator()
        self._action(file_menu, translate("LayoutEditor", "&Close"), self.close, QKeySequence.StandardKey.Close)
        edit_menu = bar.addMenu(translate("LayoutEditor", "&Edit"))
        self.act_undo = self._action(edit_menu, translate("LayoutEditor", "&Undo"),
                                     lambda: self._edit(self.draft.undo()), "Ctrl+Z")
        self.act_redo = self._action(edit_menu, translate("LayoutEditor", "&Redo"),
                                     lambda: self._edit(self.draft.redo()), "Ctrl+Shift+Z")
        edit_menu.addSeparator()
        for words, key, step in ((translate("LayoutEditor", "Move Layout Left"), "Alt+Left", (-1, 0)),
                                 (translate("LayoutEditor", "Move Layout Right"), "Alt+Right", (1, 0)),
                                 (translate("LayoutEditor", "Move Layout Up"), "Alt+Up", (0, -1)),
                                 (translate("LayoutEditor", "Move Layout Down"), "Alt+Down", (0, 1))):
            self._action(edit_menu, words, lambda _=False, s=step: self._shift(*s), key)
        layer_menu = bar.addMenu(translate("LayoutEditor", "La&yer"))
        self._action(layer_menu, translate("LayoutEditor", "Layer &Up"),
                     lambda: self.canvas.set_layer(self.canvas.layer + 1))
        self._action(layer_menu, translate("LayoutEditor", "Layer &Down"),
                     lambda: self.canvas.set_layer(self.canvas.layer - 1))
        layout_menu = bar.addMenu(translate("LayoutEditor", "&Layout"))
        self._action(layout_menu, translate("LayoutEditor", "&Try It"), self.try_it, "Ctrl+T")
        self._action(layout_menu, translate("LayoutEditor", "&Play"), self.play, "Ctrl+P").setEnabled(
            self.game_window is not None)

    # --- the draft ----------------------------------------------------------------------------------
    def _edit(self, changed: bool) -> None:
        if changed:
            self.refresh()

    def _shift(self, dx: int, dy: int) -> None:
        if not self.draft.shift(dx, dy):
            self.statusBar().showMessage(translate("LayoutEditor", "The layout is at the edge of the grid: it cannot "
                                                   "move further."), 4000)
        self.refresh()

    def _set_mirror(self, which: str, on: bool) -> None:
        setattr(self.draft, which, on)
        self.canvas.update()

    def _layer_shown(self, layer: int) -> None:
        self.layer_box.blockSignals(True)
        self.layer_box.setValue(layer + 1)
        self.layer_box.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        """Every live fact from the draft as it now is."""
        draft = self.draft
        facts = self.facts = draft.facts()
        self.canvas.preview = None  # any edit ends Try It's preview
        self.back_button.hide()
        if self.name_edit.text() != draft.name:
            self.name_edit.setText(draft.name)
        self.stars_box.setCurrentIndex(draft.stars or 0)
        self.stars_box.setItemText(0, translate("LayoutEditor", "Measured: {stars}").format(
            stars=stars_text(facts.stars)))
        layers = (", ".join(f"{count}" for count in facts.per_layer) if facts.tiles
                  else translate("LayoutEditor", "none", "no layers"))
        refusal = facts.save_refusal
        on_layer = sum(1 for p in draft.positions if p[2] == self.canvas.layer)
        shown = LayoutEditor.tr("layer {layer}: %n tile(s)", None, on_layer).format(layer=self.canvas.layer + 1)
        outlined = translate("LayoutEditor", "(outlined)")
        outlined = f"<span style='color:{FREE_OUTLINE.name()}'>{outlined}</span>"
        if refusal:
            refused = translate("LayoutEditor", "Cannot be saved: {reason}").format(reason=text(refusal))
            verdict_line = f"<span style='color:{PROBLEM_COLOR.name()}'>{refused}</span>"
        else:
            verdict_line = translate("LayoutEditor", "Ready to save.")
        self.facts_label.setText("<br>".join((
            LayoutEditor.tr("<b>%n</b> tile(s) (by layer, bottom first: {layers}); {shown}", None, facts.tiles).format(
                layers=layers, shown=shown),
            LayoutEditor.tr("<b>%n</b> free at the start {outlined}", None, len(facts.free_at_start)).format(
                outlined=outlined),
            translate("LayoutEditor", "Stars by our measure: <b>{stars}</b>").format(stars=stars_text(facts.stars)),
            verdict_line)))
        self.problem_list.clear()
        for problem in facts.problems:
            said = text(problem.text)
            if problem.position is not None:
                x, y, z = problem.position
                said = translate("LayoutEditor", "Layer {layer}, column {column}, row {row}: {problem}").format(
                    layer=z + 1, column=x, row=y, problem=said)
            said = (translate("LayoutEditor", "Cannot save: {problem}") if problem.blocks_saving
                    else translate("LayoutEditor", "Caution: {problem}")).format(problem=said)
            item = QListWidgetItem(said)
            item.setData(Qt.ItemDataRole.UserRole, problem.position)
            self.problem_list.addItem(item)
        self.act_undo.setEnabled(draft.can_undo)
        self.act_redo.setEnabled(draft.can_redo)
        self._update_title()
        self.canvas.update()

    def _update_title(self) -> None:
        changed = "*" if self.modified else ""
        where = f" \u2014 {self.path.name}" if self.path else ""
        editor = translate("LayoutEditor", "Layout Editor")
        self.setWindowTitle(f"{changed}{self.draft.name}{where} \u2014 {editor}")

    @property
    def modified(self) -> bool:
        return self.draft.snapshot() != self._saved_as

    def _go_to_problem(self, item: QListWidgetItem) -> None:
        position = item.data(Qt.ItemDataRole.UserRole)
        if position is not None:
            x, y, z = position
            self.canvas.set_layer(z)
            self.canvas.cursor = (x, y)
            self.canvas.setFocus()
            self.canvas.update()

    # --- files --------------------------------------------------------------------------------------
    def _load(self, draft: LayoutDraft, path: Path | None) -> None:
        draft.mirror_x, draft.mirror_y = self.mirror_x_box.isChecked(), self.mirror_y_box.isChecked()
        self.draft, self.path = draft, path
        self._saved_as = draft.snapshot() if path is not None else new_draft().snapshot()
        self.canvas.set_layer(0)
        self.refresh()

    def new_layout(self) -> None:
        if self._may_discard():
            self._load(new_draft(), None)

    def choose_file(self) -> None:
        if not self._may_discard():
            return
        path = file_dialogs.open_file_name(
            self, translate("LayoutEditor", "Open Layout"), str(paths.user_layouts_dir()),
            ";;".join((translate("LayoutEditor", "Layouts ({patterns})").format(patterns="*.json *.layout *.desktop *.map"),
                       translate("LayoutEditor", "qtsolitaire layouts ({patterns})").format(patterns="*.json"),
                       translate("LayoutEditor", "All files ({patterns})").format(patterns="*"))))
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Our own layout files are edited in place when they are the player's (a shipped one is saved as a
        new layout); other programs' layouts come in through the importer, to be saved as new ones."""
        path = Path(path)
        try:
            if path.suffix.lower() == ".json":
                layout = load_layout(path)
                mine = path.resolve().parent == paths.user_layouts_dir().resolve()
                # a shipped layout is saved as a new one of the player's: named as the player reads it
                name = layout.name if mine else text(display_name(layout))
                self._load(LayoutDraft.of(layout.positions, name, layout.stars), path if mine else None)
                if not mine:
                    self._saved_as = self.draft.snapshot()  # unchanged until edited; Save makes a new file
                    self._update_title()
            else:
                result = read_import_file(path)
                if not result.layouts:
                    raise LayoutError(result.failures[0] if result.failures
                                      else translate("LayoutEditor", "no layout in the file"))
                imported = result.layouts[0]
                self._load(LayoutDraft.of(imported.positions, imported.name, imported.stars or None), None)
        except LayoutError as e:
            QMessageBox.warning(self, translate("LayoutEditor", "Open Layout"),
                                translate("LayoutEditor", "{file}: {reason}").format(file=path.name,
                                                                                     reason=text(message(e))))
            return False
        self.statusBar().showMessage(translate("LayoutEditor", "Opened {file}").format(file=path.name), 4000)
        return True

    def save(self, as_new: bool = False) -> Path | None:
        """Write the layout into the player's layouts folder, where the picker lists it at once; the
        path written, or None when the layout cannot be saved (the player is told why)."""
        self.draft.rename(self.name_edit.text())
        try:
            document = self.draft.to_json()
        except LayoutError as e:
            QMessageBox.warning(self, translate("LayoutEditor", "Save Layout"),
                                translate("LayoutEditor", "This layout cannot be saved: {reason}.").format(
                                    reason=text(message(e))))
            self.refresh()
            return None
        path = self.path if self.path is not None and not as_new else \
            new_layout_path(paths.user_layouts_dir(), self.draft.name.strip())
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, document)
        except (OSError, StoreError) as e:
            QMessageBox.warning(self, translate("LayoutEditor", "Save Layout"), text(message(e)))
            return None
        self.path = path
        self._saved_as = self.draft.snapshot()
        self.refresh()
        self.statusBar().showMessage(translate("LayoutEditor", "Saved as {file} in your layouts folder").format(
            file=path.name), 5000)
        if self.game_window is not None:
            self.game_window.layouts_changed()
        self.saved.emit(path.stem)
        return path

    def export_kmahjongg(self, path: str | Path | None = None) -> bool:
        try:
            document = self.draft.to_kmahjongg()
        except LayoutError as e:
            QMessageBox.warning(self, translate("LayoutEditor", "Export to KMahjongg"),
                                translate("LayoutEditor", "Nothing to export: {reason}.").format(reason=text(message(e))))
            return False
        if path is None:
            from qtsolitaire.engine.mahjong.importers import slug

            path = file_dialogs.save_file_name(
                self, translate("LayoutEditor", "Export to KMahjongg"), f"{slug(self.draft.name)}.layout",
                translate("LayoutEditor", "KMahjongg layouts ({patterns})").format(patterns="*.layout"))
            if not path:
                return False
        try:
            atomic_write_text(Path(path), document)
        except StoreError as e:
            QMessageBox.warning(self, translate("LayoutEditor", "Export to KMahjongg"), text(message(e)))
            return False
        self.statusBar().showMessage(translate("LayoutEditor", "Exported {file} for KMahjongg").format(
            file=Path(path).name), 5000)
        return True

    def _may_discard(self) -> bool:
        if not self.modified or not self.draft.positions:
            return True
        answer = QMessageBox.question(
            self, translate("LayoutEditor", "Layout Editor"),
            translate("LayoutEditor", "Save the changes to “{name}”?").format(name=self.draft.name),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save() is not None
        return answer == QMessageBox.StandardButton.Discard

    # --- trying and playing -------------------------------------------------------------------------
    def try_it(self) -> None:
        """Deal a winnable game on the layout as it is now, then measure how hard it plays on a worker."""
        try:
            layout = self.draft.layout("editing")
        except LayoutError as e:
            self.try_label.setText(translate("LayoutEditor", "Cannot be dealt: {reason}.").format(
                reason=text(message(e))))
            return
        self._stop_how_hard()
        deal = random.randint(1, MAX_DEAL)
        state = winnable_game(layout, deal)
        won = verdict(state, HOW_HARD_BUDGET).winnable
        self._dealt = state
        self._dealt_text = (
            translate("LayoutEditor", "Deal {deal} is a winnable game: the solver clears it.") if won else
            translate("LayoutEditor", "No winnable deal: no order of taking pairs clears this layout (deal {deal}).")
        ).format(deal=deal)
        self.try_label.setText(self._dealt_text)
        self.canvas.preview = state if won else None
        self.back_button.setVisible(bool(won))
        self.canvas.update()
        deals = random.sample(range(1, MAX_DEAL + 1), HOW_HARD_DEALS)
        self.how_hard_bar.setValue(0)
        self.how_hard_bar.show()
        self._thread = QThread(self)
        self._worker = _HowHard(layout, deals)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.progress.connect(self._how_hard_progress)
        self._worker.done.connect(self._thread.quit)
        self._thread.finished.connect(self._how_hard_done)
        self._thread.start()

    def _how_hard_progress(self, tried: int, won: int, unknown: int) -> None:
        self.how_hard_bar.setValue(tried)
        percent = rate_text(round(won / tried, 2))
        how_hard = (LayoutEditor.tr("How hard: the solver wins {won} of %n random deal(s) ({percent}), {unknown} "
                                    "undecided.", None, tried) if unknown else
                    LayoutEditor.tr("How hard: the solver wins {won} of %n random deal(s) ({percent}).", None, tried))
        self.try_label.setText(f"{self._dealt_text}\n"
                               + how_hard.format(won=won, percent=percent, unknown=unknown))

    def _how_hard_done(self) -> None:
        self.how_hard_bar.hide()
        if self._worker is not None:
            self._worker.deleteLater()
        if self._thread is not None:
            self._thread.deleteLater()
        self._worker = self._thread = None

    def _stop_how_hard(self) -> None:
        if self._thread is not None and self._worker is not None:
            self._worker.stop.set()
            self._thread.quit()
            self._thread.wait()
            self._how_hard_done()

    @property
    def how_hard_running(self) -> bool:
        return self._thread is not None

    def play(self) -> None:
        """Save, then start a game on the layout in the game window (its one new-game way in)."""
        if self.game_window is None:
            return
        if (self.modified or self.path is None) and self.save() is None:
            return
        self.game_window.start_game("mahjong", self.path.stem, ask=True)
        self.game_window.raise_()
        self.game_window.activateWindow()

    def closeEvent(self, event) -> None:
        if not self._may_discard():
            event.ignore()
            return
        self._stop_how_hard()
        super().closeEvent(event)


def open_editor(window=None, path: str | Path | None = None) -> LayoutEditor:
    editor = LayoutEditor(window, path)
    editor.show()
    return editor
