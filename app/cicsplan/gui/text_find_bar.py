"""Find (Ctrl+F) in a text view, the user guide's: each key typed finds from where the match stands, Enter or F3
the next, Shift+Enter or Shift+F3 the previous, round the end; every match is marked and the current one selected
and scrolled to where it can be read with the text before it."""

from __future__ import annotations

from PySide6.QtGui import QColor, QTextCursor, QTextDocument
from PySide6.QtWidgets import QTextEdit, QWidget

from cicsplan.gui.find_bar import FindBarBase

MOST_MARKED = 500  # matches marked at once: enough for any word worth finding
FOUND = QColor("#ffe873")


class TextFindBar(FindBarBase):
    def __init__(self, view: QTextEdit, placeholder: str, parent: QWidget | None = None):
        super().__init__(placeholder, parent)
        self.view = view

    def text_changed(self) -> None:
        self._find(backwards=False, from_selection_start=True)  # typing more of a word keeps its match

    def focus_back(self) -> None:
        self.view.setExtraSelections([])
        self.view.setFocus()

    def find_next(self, backwards: bool = False) -> bool:
        self.show()  # F3 with the bar closed: the bar says where the search is
        return self._find(backwards, from_selection_start=False)

    def _find(self, backwards: bool, from_selection_start: bool) -> bool:
        wanted = self.line.text()
        doc = self.view.document()
        if not wanted:
            self.count.setText("")
            self.view.setExtraSelections([])
            return False
        cursor = self.view.textCursor()
        if from_selection_start:
            cursor.setPosition(cursor.selectionStart())
        flags = QTextDocument.FindFlag.FindBackward if backwards else QTextDocument.FindFlag(0)
        found = doc.find(wanted, cursor, flags)
        if found.isNull():  # round the end to the other side
            start = QTextCursor(doc)
            start.movePosition(QTextCursor.MoveOperation.End if backwards else QTextCursor.MoveOperation.Start)
            found = doc.find(wanted, start, flags)
        matches = self._mark_all(wanted)
        if found.isNull():
            self.count.setText("not found")
            return False
        self.view.setTextCursor(found)
        self._show_near_top(found)
        index = next((i for i, c in enumerate(matches, 1) if c.selectionStart() == found.selectionStart()), None)
        self.count.setText(f"{index} of {len(matches)}" if index else f"{len(matches)}+ matches")
        return True

    def _show_near_top(self, cursor: QTextCursor) -> None:
        """A match out of view, or at the foot of it, is scrolled to a third of the way down."""
        rect = self.view.cursorRect(cursor)
        height = self.view.viewport().height()
        if rect.top() < 0 or rect.bottom() > height * 3 // 4:
            bar = self.view.verticalScrollBar()
            bar.setValue(bar.value() + rect.top() - height // 3)
        self.view.ensureCursorVisible()

    def _mark_all(self, wanted: str) -> list[QTextCursor]:
        doc = self.view.document()
        matches: list[QTextCursor] = []
        cursor = doc.find(wanted, 0)
        while not cursor.isNull() and len(matches) < MOST_MARKED:
            matches.append(cursor)
            cursor = doc.find(wanted, cursor)
        marks = []
        for match in matches:
            mark = QTextEdit.ExtraSelection()
            mark.cursor = match
            mark.format.setBackground(FOUND)
            marks.append(mark)
        self.view.setExtraSelections(marks)
        return matches
