"""Game > Rules > Custom Rules… for MahJongg Klondike: the options of RULES.md section 3 set directly.

The stock rule (tiles per turn on each pass, redeals), the lockstep rule and the empty-pile rule. The dialog starts
from the rule set being played, names the rule set the choices make (each keeps its own records) and emits `chosen`
with its key when the player starts it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QSpinBox, QWidget

from qtsolitaire.engine.mjklondike.rules import EMPTY_PILE_RULES, MAX_DRAW, Options, rule_set
from qtsolitaire.engine.api import RuleSet
from qtsolitaire.ui.dialogs.custom_rules import CustomRulesDialog, redeal_name
from qtsolitaire.ui.i18n import text, translate

PASSES_SHOWN = 3  # the last spin box holds for every later pass
REDEAL_CHOICES = (0, 1, 2, 3, 4, 5, None)


class KlondikeOptionsDialog(CustomRulesDialog):
    def __init__(self, current: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("KlondikeOptionsDialog", "MahJongg Klondike Rules"))
        options = current.options if isinstance(current.options, Options) else Options()

        self.draws = []
        draw_row = QHBoxLayout()
        tips = (translate("KlondikeOptionsDialog", "Tiles turned per click of the stock on the first pass"),
                translate("KlondikeOptionsDialog", "Tiles turned per click of the stock on the second pass"),
                translate("KlondikeOptionsDialog", "Tiles turned per click of the stock on the third and later passes"))
        for index, tip in enumerate(tips):
            spin = QSpinBox(objectName=f"draw{index + 1}", minimum=1, maximum=MAX_DRAW)
            spin.setValue(options.draw_on_pass(index))
            spin.setToolTip(tip)
            self.draws.append(spin)
            draw_row.addWidget(spin)
        draw_row.addStretch()
        self.redeals = QComboBox(objectName="redeals")
        for choice in REDEAL_CHOICES:
            self.redeals.addItem(redeal_name(choice), choice)
        self.redeals.setCurrentIndex(REDEAL_CHOICES.index(options.redeals) if options.redeals in REDEAL_CHOICES
                                     else len(REDEAL_CHOICES) - 2)
        self.lockstep = QCheckBox(translate("KlondikeOptionsDialog", "Lockstep: a rank must be on all four piles of "
                                            "a set before the next goes up"), objectName="lockstep")
        self.lockstep.setChecked(options.lockstep)
        self.empty_pile = QComboBox(objectName="emptyPile")
        for rule, description in EMPTY_PILE_RULES.items():
            words = text(description)
            self.empty_pile.addItem(words[:1].upper() + words[1:], rule)
        self.empty_pile.setCurrentIndex(list(EMPTY_PILE_RULES).index(options.empty_pile))

        form = QFormLayout()
        form.addRow(translate("KlondikeOptionsDialog", "Tiles per turn, pass by pass:"), draw_row)
        form.addRow(translate("KlondikeOptionsDialog", "&Redeals:"), self.redeals)
        form.addRow(translate("KlondikeOptionsDialog", "Foundations:"), self.lockstep)
        form.addRow(translate("KlondikeOptionsDialog", "An &empty pile takes:"), self.empty_pile)

        for spin in self.draws:
            spin.valueChanged.connect(self.refresh)
        self.redeals.currentIndexChanged.connect(self.refresh)
        self.empty_pile.currentIndexChanged.connect(self.refresh)
        self.lockstep.toggled.connect(self.refresh)
        self.finish(form)

    def options(self) -> Options:
        return Options(
            draw=tuple(spin.value() for spin in self.draws),
            redeals=self.redeals.currentData(),
            lockstep=self.lockstep.isChecked(),
            empty_pile=self.empty_pile.currentData(),
        )

    def refresh(self) -> None:
        options = self.options()
        # A pass that never comes has no say: with fewer redeals its spin box is off.
        for index, spin in enumerate(self.draws):
            spin.setEnabled(options.redeals is None or index <= options.redeals)
        super().refresh()

    def summary_html(self) -> str:
        options = self.options()
        description = text(options.describe())
        return f"<b>{text(rule_set(options.key).name)}</b><br>{description[:1].upper()}{description[1:]}."

    def chosen_key(self) -> str:
        return self.options().key
