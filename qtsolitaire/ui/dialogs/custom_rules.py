"""The frame every Game > Rules > Custom Rules… dialog shares.

A form of options, a summary naming the rule set the choices make (each keeps its own
records), Cancel and Start a Game; `chosen` carries the rule-set key to start a game with.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from qtsolitaire.ui.i18n import translate


def redeal_name(redeals: int | None) -> str:
    """How many redeals a rule allows, as the Redeals box offers it; None: no limit."""
    names = {
        0: translate("CustomRulesDialog", "None", "redeals"),
        1: translate("CustomRulesDialog", "One", "redeals"),
        2: translate("CustomRulesDialog", "Two (standard)", "redeals"),
        None: translate("CustomRulesDialog", "Unlimited", "redeals"),
    }
    return names.get(redeals) or QLocale().toString(redeals)


class CustomRulesDialog(QDialog):
    chosen = Signal(str)

    def chosen_key(self) -> str:
        raise NotImplementedError

    def summary_html(self) -> str:
        raise NotImplementedError

    def finish(self, form: QFormLayout) -> None:
        """Lay out the game's option form above the summary and the buttons; call last in __init__."""
        self.summary = QLabel(objectName="summary", wordWrap=True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.addButton(translate("CustomRulesDialog", "&Start a Game"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        """The options changed: say which rule set they make."""
        self.summary.setText(self.summary_html() + "<br>"
                             + translate("CustomRulesDialog", "Records are kept for this rule set on its own."))

    def accept(self) -> None:
        super().accept()
        self.chosen.emit(self.chosen_key())
