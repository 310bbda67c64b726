"""Edit > Find (Ctrl+F): find text in a grid's cells, as shown or as typed (a formula's text), in the order
the view shows them; Enter or F3 goes to the next match, Shift+Enter or Shift+F3 to the previous one."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QLineEdit, QToolButton, QWidget

from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.sheet_table import SheetTable


def cell_matches(model, index: QModelIndex, wanted: str) -> bool:
    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
        value = model.data(index, role)
        if value is not None and wanted in str(value).casefold():
            return True
    return False


class FindLine(QLineEdit):
    """Enter finds the next match, Shift+Enter the previous one, Escape closes the bar."""

    def __init__(self, bar: FindBarBase):
        super().__init__(bar)
        self.bar = bar

    @qt_override
    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.bar.find_next(backwards=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            return
        if event.key() == Qt.Key.Key_Escape:
            self.bar.close_bar()
            return
        super().keyPressEvent(event)


class FindBarBase(QWidget):
    """What every Find bar shows: the text to find, Previous and Next, how many matches, and a close button.
    A bar finds in its own view: ``find_next``, ``text_changed`` (each key typed) and ``focus_back`` (on closing)."""

    def __init__(self, placeholder: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.line = FindLine(self)
        self.line.setObjectName("find_text")
        self.line.setPlaceholderText(placeholder)
        self.line.setClearButtonEnabled(True)
        self.line.textChanged.connect(lambda _t: self.text_changed())
        self.count = QLabel(self)
        self.count.setObjectName("find_count")
        buttons = []
        for text, tip, backwards in (("Previous", "Previous match (Shift+F3)", True),
                                     ("Next", "Next match (F3)", False)):
            button = QToolButton(self)
            button.setText(text)
            button.setToolTip(tip)
            button.clicked.connect(lambda _=False, b=backwards: self.find_next(b))
            buttons.append(button)
        close = QToolButton(self)
        close.setText("✕")
        close.setToolTip("Close (Escape)")
        close.clicked.connect(self.close_bar)
        self.bar_layout = QHBoxLayout(self)
        self.bar_layout.setContentsMargins(0, 0, 0, 0)
        self.bar_layout.addWidget(QLabel("Find:", self))
        self.bar_layout.addWidget(self.line, 1)
        for button in buttons:
            self.bar_layout.addWidget(button)
        self.bar_layout.addWidget(self.count)
        self.bar_layout.addWidget(close)
        self.hide()

    def find_next(self, backwards: bool = False) -> bool:
        """Go to the next (previous) match, round the end; False when nothing matches."""
        raise NotImplementedError(f"{type(self).__name__} finds nothing")

    def text_changed(self) -> None:
        """The text to find changed (a key typed)."""

    def focus_back(self) -> None:
        """The bar closed: the view it finds in takes the keys again."""

    def open_bar(self) -> None:
        self.show()
        self.line.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.line.selectAll()
        self.text_changed()

    def close_bar(self) -> None:
        self.hide()
        self.focus_back()


class FindBar(FindBarBase):
    """Find in a grid's cells."""

    def __init__(self, table: SheetTable, parent: QWidget | None = None):
        super().__init__("find in the cells (Enter: next, Shift+Enter: previous)", parent)
        self.table = table

    def text_changed(self) -> None:
        self.count_matches()

    def focus_back(self) -> None:
        self.table.setFocus()

    def _matches(self) -> list[QModelIndex]:
        wanted = self.line.text().strip().casefold()
        if not wanted:
            return []
        model = self.table.model()
        return [model.index(r, c) for r in range(model.rowCount()) for c in range(model.columnCount())
                if cell_matches(model, model.index(r, c), wanted)]

    def count_matches(self) -> None:
        matches = self._matches()
        if not self.line.text().strip():
            self.count.setText("")
        else:
            self.count.setText(f"{len(matches)} match{'es' if len(matches) != 1 else ''}" if matches
                               else "not found")

    def find_next(self, backwards: bool = False) -> bool:
        """Go to the next (previous) matching cell after (before) the current one, wrapping round; False when
        nothing matches."""
        if not self.line.text().strip():
            self.open_bar()
            return False
        self.show()  # F3 with the bar closed: the bar says where the search is
        matches = self._matches()
        if not matches:
            self.count.setText("not found")
            QApplication.beep()
            return False
        current = self.table.currentIndex()
        here = (current.row(), current.column()) if current.isValid() else (-1, -1)
        keys = [(m.row(), m.column()) for m in matches]
        if backwards:
            before = [k for k, key in enumerate(keys) if key < here]
            position = before[-1] if before else len(keys) - 1
        else:
            after = [k for k, key in enumerate(keys) if key > here]
            position = after[0] if after else 0
        self.table.setCurrentIndex(matches[position])
        self.table.scrollTo(matches[position])
        self.count.setText(f"{position + 1} of {len(matches)}")
        return True
