"""Game > Choose Layout... (a picker with previews) and Game > Import Layouts...

    choose_layout(window)   # opens the picker; choosing starts a new Mahjong game on the layout
    import_layouts(window)  # asks for files, imports them off the UI thread, then sums up

The previews are drawn from the layout data alone: the tiles seen from above, higher layers
lighter and nudged up-left as on the board, the tiles free at the start outlined in green.
"""

from __future__ import annotations

import html
import threading
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QThread, Signal, Slot
from PySide6.QtGui import QAction, QColor, QGuiApplication, QIcon, QKeySequence, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressDialog,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from qtsolitaire.engine import registry
from qtsolitaire.engine.mahjong.game import GAME_ID
from qtsolitaire.engine.mahjong.importers import FILE_PATTERNS
from qtsolitaire.engine.mahjong.layout import Layout
from qtsolitaire.engine.mahjong.layout_names import display_name
from qtsolitaire.store import paths
from qtsolitaire.store.layout_files import SHIPPED_DIR
from qtsolitaire.store.layout_library import FileOutcome, import_files
from qtsolitaire.ui import file_dialogs
from qtsolitaire.ui.i18n import text, translate

PREVIEW_SIZE = QSize(208, 148)
BACKGROUND = QColor("#1d5a3c")
TILE_BOTTOM = QColor("#b9ae93")  # the lowest layer; each layer up is lighter
TILE_EDGE = QColor("#5b5140")
FREE_OUTLINE = QColor("#2ecc40")  # green, as RULES.md asks: it reads on the palest tiles and on the felt
LIFT = 0.16  # how far up-left a layer is drawn, in tile widths, as the board's 3D offset


def stars_text(stars: int) -> str:
    return "\u2605" * stars + "\u2606" * (3 - stars)


def is_shipped(layout: Layout) -> bool:
    return layout.source is not None and layout.source.parent == SHIPPED_DIR


_previews: dict[tuple, QPixmap] = {}


def layout_preview(layout: Layout, size: QSize = PREVIEW_SIZE, dpr: float = 1.0) -> QPixmap:
    """A top-down drawing of the layout that fits `size`, tiles free at the start outlined.

    Kept per positions, size and pixel ratio, so the picker opens at once the second time."""
    key = (layout.positions, size.width(), size.height(), dpr)
    pixmap = _previews.get(key)
    if pixmap is None:
        pixmap = _previews[key] = _draw_preview(layout, size, dpr)
    return pixmap


def _draw_preview(layout: Layout, size: QSize, dpr: float) -> QPixmap:
    pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(BACKGROUND)
    positions = layout.positions
    layers = max(z for _, _, z in positions) + 1
    min_x = min(x for x, _, _ in positions)
    min_y = min(y for _, y, _ in positions)
    span_x = max(x for x, _, _ in positions) + 2 - min_x
    span_y = max(y for _, y, _ in positions) + 2 - min_y
    lift_units = 2 * LIFT * (layers - 1)  # the top layer's offset, in half-tile units
    margin = 6
    unit_w = (size.width() - 2 * margin) / (span_x + lift_units)
    unit_h = (size.height() - 2 * margin) / (span_y * 4 / 3 + lift_units)
    unit = min(unit_w, unit_h)  # one half-tile width in pixels; tiles are 4/3 as tall as wide
    board_w = (span_x + lift_units) * unit
    board_h = (span_y * 4 / 3 + lift_units) * unit
    left = (size.width() - board_w) / 2 + lift_units * unit
    top = (size.height() - board_h) / 2 + lift_units * unit
    free = layout.geometry.free_mask(layout.geometry.full)

    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    order = sorted(range(len(positions)), key=lambda i: (positions[i][2], positions[i][0] + positions[i][1]))
    edge = QPen(TILE_EDGE, max(0.6, unit * 0.12))
    outline = QPen(FREE_OUTLINE, max(1.0, unit * 0.22))
    radius = unit * 0.25
    for i in order:
        x, y, z = positions[i]
        lift = 2 * LIFT * z * unit
        rect = QRectF(left + (x - min_x) * unit - lift, top + (y - min_y) * unit * 4 / 3 - lift,
                      2 * unit, 2 * unit * 4 / 3).adjusted(0.4, 0.4, -0.4, -0.4)
        shade = TILE_BOTTOM.lighter(100 + round(60 * z / max(1, layers - 1)))
        painter.setBrush(shade)
        painter.setPen(outline if free >> i & 1 else edge)
        painter.drawRoundedRect(rect, radius, radius)
    painter.end()
    return pixmap


class LayoutPicker(QDialog):
    """The layouts as a grid of previews with name, stars and tile count; filter by typing."""

    chosen = Signal(str)  # the layout id

    def __init__(self, parent: QWidget | None = None, current: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("LayoutPicker", "Choose Layout"))
        layouts, errors = registry.game(GAME_ID).engine.layouts()
        self.filter = QLineEdit(clearButtonEnabled=True)
        self.filter.setPlaceholderText(translate("LayoutPicker", "Filter by name, stars (**), tile count or “{yours}”")
                                       .format(yours=translate("LayoutPicker", "yours", "the player's own layouts")))
        self.list = QListWidget()
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setUniformItemSizes(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setIconSize(PREVIEW_SIZE)
        self.list.setGridSize(QSize(PREVIEW_SIZE.width() + 24, PREVIEW_SIZE.height() + 58))
        self.list.setSpacing(6)
        self.list.setWordWrap(True)
        dpr = self.devicePixelRatioF()
        for layout in layouts:
            name = text(display_name(layout))
            tiles = LayoutPicker.tr("%n tile(s)", None, layout.tiles)
            if not is_shipped(layout):
                tiles = translate("LayoutPicker", "{tiles} · yours", "the player's own layout").format(tiles=tiles)
            preview = layout_preview(layout, PREVIEW_SIZE, dpr)
            icon = QIcon(preview)
            icon.addPixmap(preview, QIcon.Mode.Selected)  # the selection shows in the caption, untinted
            item = QListWidgetItem(icon, f"{name}\n{stars_text(layout.stars)}  {tiles}")
            item.setData(Qt.ItemDataRole.UserRole, layout.id)
            item.setData(Qt.ItemDataRole.UserRole + 1, self._search_text(layout, name))
            item.setToolTip(translate("LayoutPicker", "{name}: {tiles} in {layers}, {free} free at the start").format(
                name=name, tiles=LayoutPicker.tr("%n tile(s)", None, layout.tiles),
                layers=LayoutPicker.tr("%n layer(s)", None, len(layout.layers)), free=layout.free_at_start))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.list.addItem(item)
            if layout.id == current:
                self.list.setCurrentItem(item)
        self.empty = QLabel(translate("LayoutPicker", "No layout matches the filter."),
                            alignment=Qt.AlignmentFlag.AlignCenter)
        self.empty.hide()
        self.problems = QLabel()
        if errors:
            self.problems.setText(LayoutPicker.tr("%n layout file(s) could not be read (hover for the reasons).",
                                                  None, len(errors)))
            self.problems.setToolTip("\n".join(text(error) for error in errors))
        else:
            self.problems.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("LayoutPicker", "&Play"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        box = QVBoxLayout(self)
        box.addWidget(self.filter)
        box.addWidget(self.list, 1)
        box.addWidget(self.empty)
        box.addWidget(self.problems)
        box.addWidget(self.buttons)
        self.filter.textChanged.connect(self.apply_filter)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.list.currentItemChanged.connect(lambda *_: self._update_ok())
        self._update_ok()
        self.resize(4 * self.list.gridSize().width() + 60, 3 * self.list.gridSize().height() + 110)
        self.filter.setFocus()

    @staticmethod
    def _search_text(layout: Layout, name: str) -> str:
        """What the filter looks in: the name shown and the English one, the id, stars, tiles and where it is from."""
        origin = (translate("LayoutPicker", "shipped", "a layout that comes with the game") if is_shipped(layout)
                  else translate("LayoutPicker", "yours", "the player's own layouts"))
        english = str(layout.name)
        return f"{name} {english} {layout.id} {'*' * layout.stars} {layout.tiles} {origin}".lower()

    def visible_ids(self) -> list[str]:
        return [self.list.item(r).data(Qt.ItemDataRole.UserRole) for r in range(self.list.count())
                if not self.list.item(r).isHidden()]

    def apply_filter(self, text: str) -> None:
        words = text.lower().split()
        first_shown = None
        for row in range(self.list.count()):
            item = self.list.item(row)
            haystack = item.data(Qt.ItemDataRole.UserRole + 1)
            hidden = not all(word in haystack for word in words)
            item.setHidden(hidden)
            if not hidden and first_shown is None:
                first_shown = item
        current = self.list.currentItem()
        if current is None or current.isHidden():
            self.list.setCurrentItem(first_shown) if first_shown else self.list.clearSelection()
        self.empty.setVisible(first_shown is None)
        self._update_ok()

    def selected_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None or item.isHidden() else item.data(Qt.ItemDataRole.UserRole)

    def _update_ok(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.selected_id() is not None)

    def accept(self) -> None:
        layout_id = self.selected_id()
        if layout_id is None:
            return
        super().accept()
        self.chosen.emit(layout_id)


def choose_layout(window) -> LayoutPicker:
    """Open the picker over the main window; choosing starts a new game on that layout."""
    controller = window.controller
    current = controller.rules.key if controller is not None and controller.game.id == GAME_ID else None
    picker = LayoutPicker(window, current)
    picker.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    picker.chosen.connect(lambda layout_id: window.start_game(GAME_ID, layout_id, ask=True))
    picker.open()
    return picker


# --- Import -------------------------------------------------------------------------------------


class _ImportWorker(QObject):
    file_done = Signal(int, object)  # index of the source, its FileOutcome
    all_done = Signal()

    def __init__(self, files: list[str], folder: Path) -> None:
        super().__init__()
        self.files = files
        self.folder = folder
        self.stop = threading.Event()

    @Slot()
    def run(self) -> None:
        try:
            for index, outcome in enumerate(import_files(self.files, self.folder)):
                self.file_done.emit(index, outcome)
                if self.stop.is_set():
                    break
        finally:  # the summary comes whatever happened, or the progress dialog would wait forever
            self.all_done.emit()


class LayoutImport(QObject):
    """One import run: the files are read and saved on a worker thread while a progress dialog
    counts them; a summary says what was created and what failed, file by file."""

    finished = Signal()

    def __init__(self, window, files: list[str], folder: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.files = files
        self.outcomes: list[FileOutcome] = []
        self.summary: ImportSummary | None = None
        self.play_button = None  # the summary's way on to the picker, when layouts were created
        self.progress = QProgressDialog(translate("LayoutImport", "Importing layouts\u2026"),
                                        translate("LayoutImport", "&Stop"), 0, len(files), window)
        self.progress.setWindowTitle(translate("LayoutImport", "Import Layouts"))
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(300)  # a handful of files never flashes a dialog
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.setValue(0)
        self._thread = QThread(self)
        self._worker = _ImportWorker(files, folder or paths.user_layouts_dir())
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.file_done.connect(self._file_done)
        self._worker.all_done.connect(self._thread.quit)
        self._thread.finished.connect(self._finish)
        self.progress.canceled.connect(self._worker.stop.set)
        window.installEventFilter(self)  # quitting mid-import must not destroy the running thread
        self._thread.start()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close and self._thread.isRunning():
            self._thread.finished.disconnect(self._finish)  # no summary for a window that is going
            self._worker.stop.set()
            self._thread.quit()  # directly: the queued quit from all_done would wait for this very thread
            self._thread.wait()  # the file in hand is finished and saved, then the thread ends
        return False

    def _file_done(self, index: int, outcome: FileOutcome) -> None:
        self.outcomes.append(outcome)
        self.progress.setValue(index + 1)
        if index + 1 < len(self.files):
            self.progress.setLabelText(translate("LayoutImport", "Importing {file}\u2026").format(
                file=Path(self.files[index + 1]).name))

    def _finish(self) -> None:
        self.progress.close()
        self._worker.deleteLater()
        box = ImportSummary(self.window, self.outcomes, len(self.files))
        if box.created:
            self.play_button = box.buttons.addButton(translate("LayoutImport", "&Choose Layout\u2026"),
                                                     QDialogButtonBox.ButtonRole.AcceptRole)
            self.play_button.clicked.connect(lambda: choose_layout(self.window))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.summary = box
        box.open()
        if box.created:
            self.window.layouts_changed()
        self.finished.emit()


class ImportSummary(QDialog):
    """What an import did: how many layouts came from how many files, and a list of every problem and every
    layout saved, one line each, that grows with the dialog (an import of a whole folder has dozens)."""

    VISIBLE_LINES = 16  # the list's starting height; the dialog resizes for more

    def __init__(self, parent: QWidget, outcomes: list[FileOutcome], files: int) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ImportSummary", "Import Layouts"))
        self.setSizeGripEnabled(True)
        self.created = [c for outcome in outcomes for c in outcome.created]
        failures = [line for outcome in outcomes for line in outcome.failures]
        sources = sum(1 for outcome in outcomes if outcome.created)
        failed_files = sum(1 for outcome in outcomes if not outcome.ok)
        repeats = [outcome for outcome in outcomes if outcome.same_as]
        self._icon = QMessageBox.Icon.Warning if failures else QMessageBox.Icon.Information
        # "Imported 3 layouts from 2 files": each count inflects its own noun, so the sentence is made of two
        # translated phrases, each a whole plural form.
        self._text = (translate("ImportSummary", "Imported {layouts} from {files}.").format(
            layouts=ImportSummary.tr("%n layout(s)", None, len(self.created)),
            files=ImportSummary.tr("%n file(s)", None, sources)) if self.created
            else translate("ImportSummary", "No layout was imported."))
        notes = []
        if failed_files:
            notes.append(ImportSummary.tr("{failed} of the %n file(s) had problems; the details say which and why.",
                                          None, files).format(failed=failed_files))
        if repeats:
            notes.append(ImportSummary.tr("%n file(s) named a layout already read from another file (a KMahjongg "
                                          ".desktop file and its .layout).", None, len(repeats)))
        if len(outcomes) < files:
            notes.append(ImportSummary.tr("The import was stopped after {done} of the %n file(s).", None, files)
                         .format(done=len(outcomes)))
        self._informative = "\n".join(notes)

        layout = QVBoxLayout(self)
        head = QWidget()
        row = QHBoxLayout(head)
        row.setContentsMargins(0, 0, 0, 0)
        icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_MessageBoxIconSize, None, self)
        which = QStyle.StandardPixmap.SP_MessageBoxWarning if failures else QStyle.StandardPixmap.SP_MessageBoxInformation
        icon.setPixmap(self.style().standardIcon(which).pixmap(size, size))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(icon)
        words = QLabel(f"<b>{html.escape(self._text)}</b>" + "".join(f"<p>{html.escape(n)}</p>" for n in notes))
        words.setWordWrap(True)
        words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(words, 1)
        layout.addWidget(head)

        self.details = QListWidget()
        self.details.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.details.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.details.setTextElideMode(Qt.TextElideMode.ElideNone)
        saved, problem = self.style().standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton), \
            self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self.details.setIconSize(QSize(16, 16))
        for line in failures:  # first: among dozens of layouts saved, the one that was not is what a player looks for
            self.details.addItem(QListWidgetItem(problem, text(line)))
        for c in self.created:
            saved_line = (translate("ImportSummary", "{name}: {file} ({note})").format(
                name=c.name, file=c.path, note=text(c.note)) if c.note
                else translate("ImportSummary", "{name}: {file}").format(name=c.name, file=c.path))
            self.details.addItem(QListWidgetItem(saved, saved_line))
        for outcome in repeats:
            self.details.addItem(QListWidgetItem(translate("ImportSummary", "{file}: the same layout as {other}").format(
                file=outcome.source, other=outcome.same_as)))
        copy = QAction(translate("ImportSummary", "&Copy"), self.details, shortcut=QKeySequence.StandardKey.Copy,
                       shortcutContext=Qt.ShortcutContext.WidgetShortcut, triggered=self._copy)
        self.details.addAction(copy)
        self.details.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.details.setVisible(self.details.count() > 0)
        layout.addWidget(self.details, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self._fit()

    def _fit(self) -> None:
        """Wide enough for the longest line and tall enough for VISIBLE_LINES of them, within the screen."""
        rows = self.details.count()
        row = self.details.sizeHintForRow(0) if rows else 0
        frame = 2 * self.details.frameWidth()
        self.details.setMinimumHeight(row * min(rows, 4) + frame)  # the least it shrinks to
        grow = row * (min(rows, self.VISIBLE_LINES) - min(rows, 4))
        wide = self.details.sizeHintForColumn(0) + frame + 40 if rows else 0
        screen = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        self.resize(min(max(wide, 480), screen.width() * 4 // 5),
                    min(self.sizeHint().height() + grow, screen.height() * 4 // 5))

    def _copy(self) -> None:
        chosen = self.details.selectedItems() or [self.details.item(i) for i in range(self.details.count())]
        QGuiApplication.clipboard().setText("\n".join(item.text() for item in chosen))

    # The words, as QMessageBox names them.
    def text(self) -> str:
        return self._text

    def informativeText(self) -> str:
        return self._informative

    def detailedText(self) -> str:
        return "\n".join(self.details.item(i).text() for i in range(self.details.count()))

    def icon(self) -> QMessageBox.Icon:
        return self._icon


def import_layouts(window, start_dir: str = "") -> LayoutImport | None:
    """Ask for layout files and import them into the player's layouts folder."""
    patterns = " ".join(FILE_PATTERNS)
    files = file_dialogs.open_file_names(
        window, translate("LayoutImport", "Import Layouts"), start_dir or str(Path.home()),
        ";;".join((translate("LayoutImport", "Layout files ({patterns})").format(patterns=patterns),
                   translate("LayoutImport", "KMahjongg layouts ({patterns})").format(patterns="*.layout *.desktop"),
                   translate("LayoutImport", "GNOME Mahjongg maps ({patterns})").format(patterns="*.map"),
                   translate("LayoutImport", "All files ({patterns})").format(patterns="*"))))
    if not files:
        return None
    return LayoutImport(window, files)
