"""Game > Preferences: how games are dealt and shown. Looks also live in the View menu."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from qtsolitaire.engine import registry
from qtsolitaire.engine.api import Capability
from qtsolitaire.store.settings import Settings
from qtsolitaire.ui.i18n import text, translate
from qtsolitaire.ui.language import CHOICES, SYSTEM


class PreferencesDialog(QDialog):
    def __init__(self, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PreferencesDialog", "Preferences"))
        self.settings = settings
        self.winnable = QCheckBox(translate("PreferencesDialog", "Deal only games that can be won"))
        self.winnable.setToolTip(translate(
            "PreferencesDialog",
            "Each new deal is one that can be cleared: Mahjong deals are built backwards from a clearing order, "
            "Pyramid and MahJongg Klondike deals are won by the solver before you see them. Off: deals as they "
            "fall, which may be lost from the start."))
        self.animations = QCheckBox(translate("PreferencesDialog", "Animate tiles and cards"))
        self.ask_to_abandon = QCheckBox(translate("PreferencesDialog", "Ask before a new game replaces one under way"))
        self.ask_to_abandon.setToolTip(translate("PreferencesDialog",
                                                 "Leaving a game with moves made counts as a loss in the statistics"))
        note_text = translate("PreferencesDialog", "A change to dealing applies from the next new game.")
        random_only = [text(g.name) for g in registry.GAMES
                       if Capability.WINNABLE_DEALS not in g.engine.capabilities]
        if random_only:  # no solver checks their deals, so the box above does not apply to them
            always = translate("PreferencesDialog", "{games}: deals are always random.")
            note_text += " " + always.format(games=", ".join(random_only))
        self.language = QComboBox()
        self.language.addItem(translate("PreferencesDialog", "System language"), SYSTEM)
        for code, own_name in CHOICES.items():
            self.language.addItem(own_name, code)
        language_note = QLabel(translate("PreferencesDialog", "Takes effect the next time qtsolitaire starts."))
        language_note.setWordWrap(True)
        note = QLabel(note_text)
        note.setObjectName("preferencesNote")
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(translate("PreferencesDialog", "Dealing:"), self.winnable)
        form.addRow(translate("PreferencesDialog", "Motion:"), self.animations)
        form.addRow(translate("PreferencesDialog", "Games:"), self.ask_to_abandon)
        form.addRow(translate("PreferencesDialog", "Language:"), self.language)
        form.addRow("", language_note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self._defaults)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self._show(settings.winnable_only, settings.animations, settings.ask_before_abandoning, settings.language)

    def _show(self, winnable: bool, animations: bool, ask_to_abandon: bool, language: str) -> None:
        self.winnable.setChecked(winnable)
        self.animations.setChecked(animations)
        self.ask_to_abandon.setChecked(ask_to_abandon)
        self.language.setCurrentIndex(self.language.findData(language))

    def _defaults(self) -> None:
        prefs = Settings.preferences()
        self._show(prefs["winnable_only"].default, prefs["animations"].default, prefs["ask_before_abandoning"].default,
                   prefs["language"].default)

    def accept(self) -> None:
        self.settings.winnable_only = self.winnable.isChecked()
        self.settings.animations = self.animations.isChecked()
        self.settings.ask_before_abandoning = self.ask_to_abandon.isChecked()
        self.settings.language = self.language.currentData()
        super().accept()
