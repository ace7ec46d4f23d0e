"""Help > About names the program as its title bar does, with its icon and version."""

from PySide6.QtWidgets import QMessageBox

from qtsolitaire import APP_NAME, __version__
from qtsolitaire.ui.app_icon import app_icon


def test_about_shows_icon_version_and_the_name_the_title_bar_shows(qtbot, window):
    window.start_game("pyramid", None, 3, winnable=False)
    assert window.act_about.text() == "&About QtSolitaire"
    window.act_about.trigger()
    box = window.findChild(QMessageBox, "aboutBox")
    assert box.isVisible() and box.windowTitle() == f"About {APP_NAME}"
    assert f"<h3>{APP_NAME}</h3>" in box.text() and f"Version {__version__}" in box.text()
    assert not box.iconPixmap().isNull() and box.iconPixmap().width() == 64
    assert window.controller.clock.held_for("dialog")  # the game's clock waits while About is read
    box.close()


def test_the_icon_carries_every_shipped_size():
    sizes = sorted(size.width() for size in app_icon().availableSizes())
    assert sizes == [16, 32, 48, 64, 128, 256]
