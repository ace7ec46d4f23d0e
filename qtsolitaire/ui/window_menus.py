"""The main window's menus, toolbar and looks: its actions, the Play, Layout/Rules and View menus, the table,
tile set, card set and back chosen there.

A mixin of `MainWindow`, kept apart so that what the window offers can be read without the games it runs; it works
on the window's session, controller, board holder and view, and its slots (new_game, start_game, ...)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence

from qtsolitaire import APP_NAME
from qtsolitaire.engine import registry
from qtsolitaire.engine.api import Capability
from qtsolitaire.ui import animation, boards
from qtsolitaire.ui.art.themes import back_name, card_sets, find_set, tile_sets
from qtsolitaire.ui.i18n import text, translate
from qtsolitaire.ui.theme import AUTOMATIC, THEMES, Theme, theme_for


class WindowMenus:
    def _action(self, text: str, slot, shortcut=None, checkable=False) -> QAction:
        # Parent first: QAction(text, parent) makes PySide load QIcon, and its 150-value enum, to rule out an overload.
        action = QAction(self, text=text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        add, c = self._action, lambda: self.controller
        keys = QKeySequence.StandardKey
        self.act_new = add(translate("MainWindow", "&New Game"), lambda: self.new_game(ask=True), keys.New)
        self.act_daily = add(translate("MainWindow", "&Daily Challenge"), lambda: self.start_daily(), "Ctrl+D")
        self.act_daily.setToolTip(
            translate("MainWindow", "Today's deal, the same for every player (a new one each day, UTC)"))
        self.act_surprise = add(translate("MainWindow", "Surprise &Me"), self.surprise_me, "Ctrl+M")
        self.act_surprise.setToolTip(translate("MainWindow", "A random game, layout or rule set, and deal"))
        self.act_restart = add(translate("MainWindow", "&Restart"), lambda: self.restart(ask=True), "F5")
        self.act_statistics = add(translate("MainWindow", "S&tatistics"), lambda: self.show_statistics(), "Ctrl+T")
        self.act_preferences = add(translate("MainWindow", "&Preferences…"), self.show_preferences, keys.Preferences)
        self.act_choose_layout = add(translate("MainWindow", "&Choose Layout…"), self._choose_layout, "Ctrl+L")
        self.act_import_layouts = add(translate("MainWindow", "&Import Layouts…"), self._import_layouts)
        self.act_layout_editor = add(translate("MainWindow", "Layout &Editor…"), lambda: self.open_layout_editor())
        self.act_quit = add(translate("MainWindow", "&Quit"), self.close, keys.Quit)
        self.act_undo = add(translate("MainWindow", "&Undo"), lambda: c() and c().undo(), keys.Undo)
        self.act_redo = add(translate("MainWindow", "&Redo"), lambda: c() and c().redo(), "Ctrl+Shift+Z")
        self.act_hint = add(translate("MainWindow", "&Hint"), lambda: c() and c().hint(), "H")
        self.act_shuffle = add(translate("MainWindow", "&Shuffle"), self._shuffle, "S")
        self.act_draw = add(translate("MainWindow", "Turn S&tock"), self._draw, "D")
        self.act_pause = add(translate("MainWindow", "&Pause"), self.toggle_pause, "P", checkable=True)
        self.act_fullscreen = add(translate("MainWindow", "&Full Screen"), self._toggle_full_screen, "F11",
                                  checkable=True)
        self.act_rules = add(translate("MainWindow", "&Rules"), self.show_rules, keys.HelpContents)
        self.act_about = add(translate("MainWindow", "&About {app}").format(app=APP_NAME), self.show_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game_menu = bar.addMenu(translate("MainWindow", "&Game"))
        game_menu.addAction(self.act_new)
        game_menu.addAction(self.act_restart)
        game_menu.addAction(self.act_daily)
        game_menu.addAction(self.act_surprise)
        game_menu.addSeparator()
        self._games_menu = game_menu.addMenu(translate("MainWindow", "Pla&y"))  # &P is Preferences
        self._game_group = QActionGroup(self)
        self._game_actions: dict[str, QAction] = {}
        for info in registry.GAMES:
            if not boards.available(info.id):
                continue
            action = QAction(self, text=text(info.name), checkable=True)
            action.triggered.connect(lambda _=False, gid=info.id: self.start_game(gid, ask=True))
            self._game_group.addAction(action)
            self._games_menu.addAction(action)
            self._game_actions[info.id] = action
        self._rules_menu = game_menu.addMenu(translate("MainWindow", "&Layout"))
        self._rules_menu.aboutToShow.connect(self._fill_rules_menu)
        self._rules_menu_filled = False
        game_menu.addAction(self.act_choose_layout)
        game_menu.addAction(self.act_import_layouts)
        game_menu.addAction(self.act_layout_editor)
        game_menu.addSeparator()
        game_menu.addAction(self.act_statistics)
        game_menu.addAction(self.act_preferences)
        game_menu.addSeparator()
        game_menu.addAction(self.act_quit)

        move_menu = bar.addMenu(translate("MainWindow", "&Move"))
        for action in (self.act_undo, self.act_redo, self.act_hint, self.act_shuffle, self.act_draw):
            move_menu.addAction(action)

        view_menu = bar.addMenu(translate("MainWindow", "&View"))
        view_menu.addAction(self.act_pause)
        view_menu.addAction(self.act_fullscreen)
        view_menu.addSeparator()
        self._look_menus = {
            "theme": view_menu.addMenu(translate("MainWindow", "&Table")),
            "tile_set": view_menu.addMenu(translate("MainWindow", "T&iles")),
            "card_set": view_menu.addMenu(translate("MainWindow", "Ca&rds")),
            "card_back": view_menu.addMenu(translate("MainWindow", "&Card Back")),
        }
        self.act_animations = self._action(translate("MainWindow", "&Animations"), self._toggle_animations,
                                           checkable=True)
        self.act_animations.setChecked(self.session.settings.animations)
        animation.set_enabled(self.session.settings.animations)
        view_menu.addAction(self.act_animations)
        for key, menu in self._look_menus.items():
            # Filled as they open: the art sets are read only then, and the backs always match the card set.
            menu.aboutToShow.connect(lambda key=key: self._fill_look_menu(key))
        hints = QGuiApplication.styleHints()
        if hints is not None:
            hints.colorSchemeChanged.connect(lambda _scheme: self._apply_theme())

        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self.act_about)

    def _look_choices(self, key: str) -> list[tuple]:
        """(value, label) of each choice a View menu offers for `key`."""
        if key == "theme":
            return [(AUTOMATIC, translate("MainWindow", "Automatic (Follows the System)"))] + [
                (t.id, t.name) for t in THEMES]
        suggested = (None, translate("MainWindow", "As the Table Suggests"))
        if key == "tile_set":
            return [suggested] + [(s.id, s.display_name) for s in tile_sets()]
        if key == "card_set":
            return [suggested] + [(s.id, s.display_name) for s in card_sets()]
        card_set = find_set("cards", self.theme.cards)
        return [suggested] + [(b["file"].removesuffix(".svg"), back_name(b)) for b in card_set.info["backs"]]

    def _fill_look_menu(self, key: str) -> None:
        menu = self._look_menus[key]
        for old in menu.findChildren(QActionGroup):
            old.deleteLater()
        menu.clear()
        group = QActionGroup(menu)
        current = self._look_setting(key)
        for value, label in self._look_choices(key):
            action = QAction(menu, text=label, checkable=True)
            action.setChecked(value == current)
            action.setData(value)
            action.triggered.connect(lambda _=False, v=value: self.set_look(key, v))
            group.addAction(action)
            menu.addAction(action)

    def _look_setting(self, key: str):
        value = self.session.settings.get(key)
        if key == "theme":
            return value if any(t.id == value for t in THEMES) else AUTOMATIC
        return value if isinstance(value, str) else None

    def set_look(self, key: str, value) -> None:
        """Switch table, tile set or card back live, and remember it."""
        self.session.settings.set(key, value)
        self.session.save_settings()
        for action in self._look_menus[key].actions():
            action.setChecked(action.data() == value)
        self._apply_theme()

    @property
    def theme(self) -> Theme:
        base = theme_for(self._look_setting("theme"))
        tiles = self._look_setting("tile_set")
        cards = self._look_setting("card_set")
        back = self._look_setting("card_back")
        return base._replace(tiles=tiles or base.tiles, cards=cards or base.cards, card_back=back or base.card_back)

    def _apply_theme(self) -> None:
        theme = self.theme
        self._paused_page.setStyleSheet(
            f"#pausedPage {{ background: {theme.table}; color: {theme.text}; font-size: 22pt; }}"
        )
        self._board_holder.setStyleSheet(f"#boardHolder {{ background: {theme.table}; }}")
        if self.view is not None:
            self.view.board_scene().apply_theme(theme)

    def _toggle_animations(self) -> None:
        on = self.act_animations.isChecked()
        self.session.settings.animations = on
        self.session.save_settings()
        animation.set_enabled(on)

    def _build_toolbar(self) -> None:
        toolbar = self.addToolBar(translate("MainWindow", "Game"))
        toolbar.setObjectName("gameToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar_actions = (self.act_new, self.act_daily, self.act_restart, self.act_undo, self.act_redo, self.act_hint,
                           self.act_shuffle, self.act_draw, self.act_pause)
        for action in toolbar_actions:
            toolbar.addAction(action)

    def _rules_changed(self) -> None:
        """The Layout or Rules submenu is filled as it opens: reading every layout file can wait for the player."""
        layouts = Capability.LAYOUTS in self.controller.engine.capabilities
        # R&ules: &R is Restart.
        self._rules_menu.setTitle(translate("MainWindow", "&Layout") if layouts
                                  else translate("MainWindow", "R&ules"))
        self._rules_menu_filled = False

    def _fill_rules_menu(self) -> None:
        if self._rules_menu_filled:
            return
        self._rules_menu_filled = True
        self._rules_menu.clear()
        game = self.controller.game
        group = QActionGroup(self._rules_menu)
        for rule_set in game.engine.rule_sets():
            action = QAction(self._rules_menu, text=text(rule_set.name), checkable=True)
            action.setChecked(rule_set.key == self.controller.rules.key)
            action.triggered.connect(lambda _=False, key=rule_set.key: self.start_game(game.id, key, ask=True))
            group.addAction(action)
            self._rules_menu.addAction(action)
        dialog_class = boards.rules_dialog(game.id)
        if dialog_class is not None:
            if self.controller.rules.key not in {r.key for r in game.engine.rule_sets()}:
                action = QAction(self._rules_menu, text=text(self.controller.rules.name), checkable=True, checked=True)
                group.addAction(action)
                self._rules_menu.addAction(action)
            self._rules_menu.addSeparator()
            self.act_custom_rules = self._rules_menu.addAction(translate("MainWindow", "&Custom Rules…"))
            self.act_custom_rules.triggered.connect(lambda: self.show_custom_rules(dialog_class))

    def layouts_changed(self) -> None:
        """Layout files were added: the Layout menu of a game played on layouts lists them."""
        if self.controller is not None and Capability.LAYOUTS in self.controller.engine.capabilities:
            self._rules_changed()
