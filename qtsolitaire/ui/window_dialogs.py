"""The dialogs the main window opens over the game: abandoning a game, the player's file problems, layouts,
the layout editor, preferences, custom rules, the rules and About. (Statistics opens from main_window.py, beside
the day it is shown for.)

A mixin of `MainWindow`, kept apart so that the games it runs read without the dialogs around them; it works on
the window's session, controller and menus. The game's clock waits while a dialog is open over it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout

from qtsolitaire import APP_NAME, __version__
from qtsolitaire.ui import animation
from qtsolitaire.ui.i18n import text, translate


class WindowDialogs:
    def _show_notices(self) -> None:
        """Problems with the player's files, each told once, without stopping play."""
        if not self.session.notices or not self.isVisible():
            return
        # A save that keeps failing (a full disk) reports the same text after every move: tell it once.
        fresh = [n for n in dict.fromkeys(self.session.notices) if n not in self._notices_told]
        self.session.notices.clear()
        if not fresh:
            return
        self._notices_told.update(fresh)
        words = "\n\n".join(text(notice) for notice in fresh)  # the store's notices come as Text
        from PySide6.QtWidgets import QMessageBox  # dialog classes load when first opened

        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, words, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("noticeBox")
        box.open()

    def _choose_layout(self) -> None:
        from qtsolitaire.ui.dialogs import layouts

        layouts.choose_layout(self)

    def _import_layouts(self) -> None:
        from qtsolitaire.ui.dialogs import layouts

        layouts.import_layouts(self)

    def open_layout_editor(self, path: str | None = None):
        """The Mahjong layout editor, in a window of its own beside the game."""
        from qtsolitaire.ui.layout_editor import open_editor

        return open_editor(self, path or None)

    def _open_over_game(self, dialog) -> None:
        """A dialog over the board: the game's clock waits while it is open."""
        c = self.controller
        if c is not None:
            c.clock.hold("dialog")
            dialog.finished.connect(lambda _result, clock=c.clock: clock.release("dialog"))
        dialog.open()

    def show_preferences(self) -> None:
        from qtsolitaire.ui.dialogs.preferences import PreferencesDialog  # dialogs load when first opened

        dialog = PreferencesDialog(self.session.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(self._preferences_changed)
        self._open_over_game(dialog)

    def _preferences_changed(self) -> None:
        self.session.save_settings()
        self.act_animations.setChecked(self.session.settings.animations)
        animation.set_enabled(self.session.settings.animations)

    def show_rules(self) -> None:
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser  # dialog classes load when first opened

        c = self.controller
        dialog = QDialog(self)
        dialog.setWindowTitle(translate("MainWindow", "Rules — {rules}").format(rules=text(c.rules.name)))
        browser = QTextBrowser()
        browser.setHtml(c.engine.rules_text(c.rules, render=text))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, rejected=dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(browser)
        layout.addWidget(buttons)
        dialog.resize(560, 620)
        self._open_over_game(dialog)

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # dialog classes load when first opened

        from qtsolitaire.ui.app_icon import app_icon

        about = translate("MainWindow", "<h3>{app}</h3><p>Version {version}</p>"
                          "<p>Mahjong Solitaire, Pyramid Solitaire and MahJongg Klondike.</p>"
                          "<p>Free software under the GNU GPL, version 3 or later.</p>")
        box = QMessageBox(QMessageBox.Icon.NoIcon, translate("MainWindow", "About {app}").format(app=APP_NAME),
                          about.format(app=APP_NAME, version=__version__), QMessageBox.StandardButton.Close, self)
        box.setObjectName("aboutBox")
        box.setIconPixmap(app_icon().pixmap(64, 64))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._open_over_game(box)

    def show_custom_rules(self, dialog_class) -> None:
        game_id = self.controller.game.id
        dialog = dialog_class(self.controller.rules, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(lambda key: self.start_game(game_id, key, ask=True))
        self._open_over_game(dialog)

    def _asking_to_abandon(self, then) -> bool:
        """True while the player is asked whether a game under way may go (`then` runs if it may);
        False when there is nothing to ask: no moves made, the game over, or the player said not to ask."""
        if not self.game_under_way() or not self.session.settings.ask_before_abandoning:
            return False
        self._ask_to_abandon(then)
        return True

    def _ask_to_abandon(self, then) -> None:
        from PySide6.QtWidgets import QCheckBox, QMessageBox  # dialog classes load when first opened

        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Abandon Game"),
                          translate("MainWindow", "Abandon this game? It will count as a loss."), parent=self)
        box.setObjectName("abandonBox")
        abandon = box.addButton(translate("MainWindow", "&Abandon Game"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(box.addButton(translate("MainWindow", "&Keep Playing"), QMessageBox.ButtonRole.RejectRole))
        # The box owns it: PySide deletes an unowned one at once.
        never_ask = QCheckBox(translate("MainWindow", "&Don't ask again"), box)
        never_ask.setToolTip(translate("MainWindow", "Preferences can turn the question back on"))
        box.setCheckBox(never_ask)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: self._abandon_answered(box.clickedButton() is abandon,
                                                                    never_ask.isChecked(), then))
        self._open_over_game(box)

    def _abandon_answered(self, abandoned: bool, never_ask: bool, then) -> None:
        if not abandoned:
            # The Play and Rules menus ticked the choice as it was made: they show the game kept again.
            self._game_actions[self.controller.game.id].setChecked(True)
            self._rules_menu_filled = False
            return
        if never_ask:  # only with Abandon: "always keep playing" would leave New Game doing nothing
            self.session.settings.ask_before_abandoning = False
            self.session.save_settings()
        then()
