"""Asking the player for files, with every label of the dialog in their language.

Where the desktop offers no native file dialog, Qt draws its own, and takes its labels from Qt's catalogue
(qtbase_<lang>.qm), whose French lacks "&Look in:" and "Files of &type:": they showed in English. These dialogs
give Qt's dialog its three labels from our catalogue instead. A native dialog ignores them: it speaks the
desktop's language. Each function answers what Qt's static function of the same name answers, without the filter.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QWidget

from qtsolitaire.ui.i18n import translate


def file_dialog(parent: QWidget | None, caption: str, directory: str, filters: str, mode: QFileDialog.FileMode,
                accept: QFileDialog.AcceptMode = QFileDialog.AcceptMode.AcceptOpen) -> QFileDialog:
    """A file dialog opening in `directory` (a file's path there selects the file), its labels ours."""
    dialog = QFileDialog(parent, caption, directory, filters)
    dialog.setFileMode(mode)
    dialog.setAcceptMode(accept)
    labels = QFileDialog.DialogLabel
    dialog.setLabelText(labels.LookIn, translate("FileDialog", "&Look in:"))
    dialog.setLabelText(labels.FileName, translate("FileDialog", "File &name:"))
    dialog.setLabelText(labels.FileType, translate("FileDialog", "Files of &type:"))
    return dialog


def _chosen(dialog: QFileDialog) -> list[str]:
    return dialog.selectedFiles() if dialog.exec() == QFileDialog.DialogCode.Accepted else []


def open_file_names(parent: QWidget | None, caption: str, directory: str, filters: str) -> list[str]:
    """Existing files the player picks; none if they cancel."""
    return _chosen(file_dialog(parent, caption, directory, filters, QFileDialog.FileMode.ExistingFiles))


def open_file_name(parent: QWidget | None, caption: str, directory: str, filters: str) -> str:
    """An existing file the player picks; "" if they cancel."""
    return next(iter(_chosen(file_dialog(parent, caption, directory, filters, QFileDialog.FileMode.ExistingFile))), "")


def save_file_name(parent: QWidget | None, caption: str, directory: str, filters: str) -> str:
    """Where the player wants a file written (Qt asks before one there is replaced); "" if they cancel."""
    dialog = file_dialog(parent, caption, directory, filters, QFileDialog.FileMode.AnyFile,
                         QFileDialog.AcceptMode.AcceptSave)
    return next(iter(_chosen(dialog)), "")
