"""The keys every editable grid shares, as in a spreadsheet: Enter opens the current cell and, in a cell being
edited, commits and moves down; Tab and Shift+Tab go to the next and the previous cell that takes an input, passing
over computed cells; F4 or Alt+Down opens the cell's list (a drop-down or the ingress picker).

``GridKeys`` goes before the Qt class in a grid's bases (``class Grid(GridKeys, QTableWidget)``); ``KeyedTable``
is a QTableWidget with them, for the sheets built on one.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemDelegate, QAbstractItemView, QApplication, QComboBox, QTableWidget

from cicsplan.gui.qt_guard import qt_override

Editing = QAbstractItemView.State.EditingState
CursorAction = QAbstractItemView.CursorAction
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def opens_list(event) -> bool:
    """F4, or Alt+Down: the keys that open a cell's list (as in Excel and in Windows' drop-downs)."""
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return ((event.key() == Qt.Key.Key_F4 and modifiers == Qt.KeyboardModifier.NoModifier)
            or (event.key() == Qt.Key.Key_Down and modifiers == Qt.KeyboardModifier.AltModifier))


def show_list_of_open_editor(view: QAbstractItemView) -> bool:
    """Open the list of the drop-down editor open in ``view`` (or in a view laid over it, as a frozen column);
    whether there was one."""
    widget = QApplication.focusWidget()
    while widget is not None and not isinstance(widget, QComboBox):
        widget = widget.parentWidget()
    if widget is None:  # the editor may not have the keyboard yet: the one open in the grid
        widget = next((box for box in view.findChildren(QComboBox) if box.isVisible()), None)
    if widget is None:
        return False
    widget.showPopup()
    return True


class GridKeys:
    """Enter, Tab and F4 as a spreadsheet has them, for a QAbstractItemView subclass."""

    def opens_dialog(self, column: int) -> bool:
        """Whether the column's cells are edited in a dialog of their own (its delegate says so: Routing)."""
        return bool(getattr(self.itemDelegateForColumn(column), "opens_dialog", False))

    def _takes_input(self, index: QModelIndex) -> bool:
        return index.isValid() and bool(self.model().flags(index) & Qt.ItemFlag.ItemIsEditable)

    @qt_override
    def keyPressEvent(self, event) -> None:
        editing = self.state() == Editing
        current = self.currentIndex()
        if not editing and self._takes_input(current):
            if event.key() in ENTER and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                self.edit(current)
                return
            if opens_list(event):
                self.edit(current)
                show_list_of_open_editor(self)
                return
        super().keyPressEvent(event)

    @qt_override
    def closeEditor(self, editor, hint) -> None:
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:  # Enter: commit and move down
            super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            self.move_down()
            return
        moves = {QAbstractItemDelegate.EndEditHint.EditNextItem: CursorAction.MoveNext,
                 QAbstractItemDelegate.EndEditHint.EditPreviousItem: CursorAction.MovePrevious}
        if hint in moves:
            target = self.moveCursor(moves[hint], Qt.KeyboardModifier.NoModifier)
            if target.isValid() and self.opens_dialog(target.column()):
                # Tab into a cell edited in a dialog (Routing) moves there without opening it: a dialog opens on a
                # request (Enter, F2, a double-click; typing edits its words in place), never on passing by
                super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
                self.setCurrentIndex(target)
                return
        super().closeEditor(editor, hint)

    def move_down(self) -> None:
        current = self.currentIndex()
        below = self.model().index(current.row() + 1, current.column())
        if below.isValid():
            self.setCurrentIndex(below)

    @qt_override(fallback=QModelIndex())
    def moveCursor(self, action, modifiers) -> QModelIndex:
        """Tab and Shift+Tab pass over the cells that take no input (computed figures), row after row; the
        arrows still reach every cell."""
        index = super().moveCursor(action, modifiers)
        if action not in (CursorAction.MoveNext, CursorAction.MovePrevious):
            return index
        start, columns = self.currentIndex(), self.model().columnCount()
        cells = self.model().rowCount() * columns
        step = 1 if action == CursorAction.MoveNext else -1
        while index.isValid():
            if self._takes_input(index) and not self.isColumnHidden(index.column()):
                return index
            flat = index.row() * columns + index.column() + step
            if not 0 <= flat < cells:
                break  # no input further on: the cursor stays
            index = self.model().index(flat // columns, flat % columns)
        return start


class KeyedTable(GridKeys, QTableWidget):
    """A QTableWidget with the grids' keys."""
