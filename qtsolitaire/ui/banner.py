"""A message card laid over the board: wins, "No more matches", pause. Never modal."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class Banner(QFrame):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet(
            "#banner { background: rgba(20, 28, 24, 225); border-radius: 14px; }"
            "#banner QLabel { color: #f4efe1; }"
            "#banner QPushButton { padding: 6px 16px; }"
        )
        self._title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self._title.setObjectName("bannerTitle")
        self._title_font_set = False  # at first use: a QFont costs PySide its eight enums, at start-up
        self._text = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self._text.setObjectName("bannerText")
        self._text.setWordWrap(True)
        self._buttons = QHBoxLayout()
        self._buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.setSpacing(12)
        layout.addWidget(self._title)
        layout.addWidget(self._text)
        layout.addLayout(self._buttons)
        self.hide()

    @property
    def title(self) -> str:
        return self._title.text()

    @property
    def text(self) -> str:
        return self._text.text()

    def show_message(self, title: str, text: str, actions: list[tuple[str, Callable[[], None]]]) -> None:
        while self._buttons.count() > 1:
            item = self._buttons.takeAt(1)
            if item.widget():
                item.widget().deleteLater()
        for label, callback in actions:
            button = QPushButton(label)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(callback)
            self._buttons.addWidget(button)
        self._buttons.addStretch()
        if not self._title_font_set:
            font = self._title.font()
            font.setPointSizeF(font.pointSizeF() * 1.8)
            font.setBold(True)
            self._title.setFont(font)
            self._title_font_set = True
        self._title.setText(title)
        self._text.setText(text)
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Centre over the parent; the parent calls this when it is resized."""
        parent = self.parentWidget()
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 2)
