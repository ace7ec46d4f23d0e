from PySide6.QtWidgets import QDialogButtonBox

from qtsolitaire.store.settings import Settings
from qtsolitaire.ui.controller import UNSTARTED
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


def test_the_dealing_choice_applies_to_every_game(qtbot):
    """Every game's engine deals winnable games now, so the note names none as always random."""
    from PySide6.QtWidgets import QLabel

    from qtsolitaire.engine import registry
    from qtsolitaire.engine.api import Capability

    dialog = PreferencesDialog(Settings.load())
    qtbot.addWidget(dialog)
    note = dialog.findChild(QLabel, "preferencesNote").text()
    assert all(Capability.WINNABLE_DEALS in g.engine.capabilities for g in registry.GAMES)
    assert "always random" not in note


def test_the_clock_waits_while_a_dialog_is_open(qtbot, window):
    window.start_game("mahjong", "turtle", 1)
    c = window.controller
    c.clock.release(UNSTARTED)  # as after the first move
    assert c.clock.running
    window.show_rules()
    assert not c.clock.running
    from PySide6.QtWidgets import QDialog

    dialog = [d for d in window.findChildren(QDialog) if d.isVisible()][0]
    dialog.reject()
    assert c.clock.running
