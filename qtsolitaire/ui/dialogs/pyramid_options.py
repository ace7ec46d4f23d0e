"""Game > Rules > Custom Rules… for Pyramid: every option of RULES.md section 2 set directly.

The dialog starts from the rule set being played, names the rule set the choices make (each
combination keeps its own records) and emits `chosen` with its key when the player starts it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QCheckBox, QComboBox, QFormLayout, QRadioButton, QVBoxLayout, QWidget

from qtsolitaire.engine.pyramid import scoring
from qtsolitaire.engine.pyramid.rules import REDEAL_CHOICES, PyramidRules, rules_key, rules_name
from qtsolitaire.engine.api import RuleSet
from qtsolitaire.ui.dialogs.custom_rules import CustomRulesDialog, redeal_name
from qtsolitaire.ui.i18n import text, translate


class PyramidOptionsDialog(CustomRulesDialog):
    def __init__(self, rule_set: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PyramidOptionsDialog", "Pyramid Rules"))
        current = rule_set.options if isinstance(rule_set.options, PyramidRules) else PyramidRules()

        self.redeals = QComboBox(objectName="redeals")
        for choice in REDEAL_CHOICES:
            self.redeals.addItem(redeal_name(choice), choice)
        self.redeals.setCurrentIndex(REDEAL_CHOICES.index(current.redeals))
        self.stock_top = QCheckBox(translate("PyramidOptionsDialog", "The top card of the stock is available"),
                                   objectName="stockTop")
        self.stock_top.setChecked(current.stock_top_available)
        self.covering_pair = QCheckBox(translate("PyramidOptionsDialog", "A card may pair with the last card resting "
                                                 "on it"), objectName="coveringPair")
        self.covering_pair.setChecked(current.covering_pair)
        self.temp_store = QCheckBox(translate("PyramidOptionsDialog", "Temporary store: park one card beside the "
                                              "stock"), objectName="tempStore")
        self.temp_store.setChecked(current.temp_store)
        self.goal_pyramid = QRadioButton(translate("PyramidOptionsDialog", "Clear the pyramid"), objectName="goalPyramid")
        self.goal_pack = QRadioButton(translate("PyramidOptionsDialog", "Clear the whole pack (much harder)"),
                                      objectName="goalPack")
        (self.goal_pack if current.goal == "pack" else self.goal_pyramid).setChecked(True)
        goals = QButtonGroup(self)
        goals.addButton(self.goal_pyramid)
        goals.addButton(self.goal_pack)
        self.undo_counts = QCheckBox(translate("PyramidOptionsDialog", "Each undo counts as a move"),
                                     objectName="undoCounts")
        self.undo_counts.setChecked(current.undo_counts_as_move)
        self.streak_scoring = QCheckBox(translate("PyramidOptionsDialog", "Streak scoring: a win's score is multiplied "
                                                  "by your winning streak"), objectName="streakScoring")
        self.streak_scoring.setToolTip(translate(
            "PyramidOptionsDialog", "Each pair or King earns {pair}, clearing the pyramid {pyramid} ({pack} with the "
            "whole pack gone); a win multiplies it all by the games won in a row, counting this one.").format(
            pair=scoring.STREAK_REMOVAL, pyramid=scoring.STREAK_PYRAMID_BONUS, pack=scoring.STREAK_PACK_BONUS))
        self.streak_scoring.setChecked(current.streak_scoring)

        goal_box = QVBoxLayout()
        goal_box.setSpacing(2)
        goal_box.addWidget(self.goal_pyramid)
        goal_box.addWidget(self.goal_pack)
        form = QFormLayout()
        form.addRow(translate("PyramidOptionsDialog", "&Redeals:"), self.redeals)
        form.addRow(translate("PyramidOptionsDialog", "Cards in play:"), self.stock_top)
        form.addRow("", self.covering_pair)
        form.addRow("", self.temp_store)
        form.addRow(translate("PyramidOptionsDialog", "Goal:"), goal_box)
        form.addRow(translate("PyramidOptionsDialog", "Undo:"), self.undo_counts)
        form.addRow(translate("PyramidOptionsDialog", "Score:"), self.streak_scoring)

        self.redeals.currentIndexChanged.connect(self.refresh)
        for box in (self.stock_top, self.covering_pair, self.temp_store, self.goal_pack, self.undo_counts,
                    self.streak_scoring):
            box.toggled.connect(self.refresh)
        self.finish(form)

    def rules(self) -> PyramidRules:
        return PyramidRules(
            redeals=self.redeals.currentData(),
            stock_top_available=self.stock_top.isChecked(),
            covering_pair=self.covering_pair.isChecked(),
            temp_store=self.temp_store.isChecked(),
            goal="pack" if self.goal_pack.isChecked() else "pyramid",
            undo_counts_as_move=self.undo_counts.isChecked(),
            streak_scoring=self.streak_scoring.isChecked(),
        )

    def summary_html(self) -> str:
        return f"<b>{text(rules_name(self.rules()))}</b>"

    def chosen_key(self) -> str:
        return rules_key(self.rules())
