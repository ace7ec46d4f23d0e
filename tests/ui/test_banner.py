from PySide6.QtWidgets import QWidget

from qtsolitaire.ui.banner import Banner


def test_the_title_stands_out_from_the_text_every_time(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    banner = Banner(parent)
    for title in ("You won!", "No more matches"):
        banner.show_message(title, "In 40 moves.", [("New Game", lambda: None)])
        title_font, text_font = banner._title.font(), banner._text.font()
        assert banner.title == title and title_font.bold()
        assert title_font.pointSizeF() > 1.5 * text_font.pointSizeF()
