from PySide6.QtWidgets import QDialogButtonBox

from qtsolitaire.store.settings import Settings
from qtsolitaire.ui.dialogs.preferences import PreferencesDialog


def test_preferences_apply_on_ok_and_persist(qtbot, window):
    window.start_game("mahjong", "turtle", 1)
    window.act_preferences.trigger()
    dialog = window.findChild(PreferencesDialog)
    assert dialog.winnable.isChecked() and dialog.animations.isChecked()
    dialog.winnable.setChecked(False)
    dialog.animations.setChecked(False)
    dialog.accept()
    assert not window.act_animations.isChecked()
    window.new_game(5)
    assert window.controller.winnable_only is False
    assert Settings.load().winnable_only is False


def test_cancel_changes_nothing_and_restore_defaults_only_fills_the_form(qtbot):
    settings = Settings.load()
    settings.winnable_only = False
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.buttons = dialog.findChild(QDialogButtonBox)
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.winnable.isChecked()
    dialog.reject()
    assert settings.winnable_only is False
