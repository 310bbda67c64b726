"""The first column(s) of a grid kept in view when it scrolls right (Qt's "Frozen Column" example, adapted).

A second view over the same model and selection is laid over the grid's first columns. It paints them, takes
mouse clicks and hosts the editor of their cells; the grid keeps the keyboard focus, its cursor and its
shortcuts, and hands the edits of those columns to this view (SheetTable.edit). Scrolling, column widths and
row heights follow the grid.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemDelegate, QAbstractItemView, QFrame, QHeaderView, QTableView

from cicsplan.gui.delegates import CellDelegate
from cicsplan.gui.qt_guard import qt_override


class FrozenColumn(QTableView):
    def __init__(self, main: QTableView, count: int = 1, header: bool = True):
        super().__init__(main)
        self.main = main
        self.count = count
        self.header = header
        self.setModel(main.model())
        self.setSelectionModel(main.selectionModel())
        self.setItemDelegate(CellDelegate(self))
        for column in range(count):
            delegate = main.itemDelegateForColumn(column)
            if delegate is not None:
                self.setItemDelegateForColumn(column, delegate)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the grid keeps the keyboard; editors here take it
        self.setSelectionBehavior(main.selectionBehavior())
        self.setSelectionMode(main.selectionMode())
        self.setEditTriggers(main.editTriggers())
        self.setWordWrap(main.wordWrap())
        self.verticalHeader().hide()
        if not header:
            self.horizontalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(main.verticalScrollMode())
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.verticalHeader().setDefaultSectionSize(main.verticalHeader().defaultSectionSize())
        main.viewport().stackUnder(self)
        main.horizontalHeader().sectionResized.connect(self._column_resized)
        main.verticalHeader().sectionResized.connect(lambda row, _old, new: self.setRowHeight(row, new))
        main.verticalScrollBar().valueChanged.connect(self.verticalScrollBar().setValue)
        self.verticalScrollBar().valueChanged.connect(main.verticalScrollBar().setValue)
        self.model().modelReset.connect(self._hide_other_columns)
        self.model().layoutChanged.connect(self._hide_other_columns)
        self._hide_other_columns()
        self.show()

    # -- in step with the grid --------------------------------------------------------------

    def width_needed(self) -> int:
        return sum(self.main.columnWidth(c) for c in range(self.count))

    def _hide_other_columns(self) -> None:
        for column in range(self.model().columnCount()):
            self.setColumnHidden(column, column >= self.count)
            if column < self.count:
                self.setColumnWidth(column, self.main.columnWidth(column))
        self.place()

    def _column_resized(self, column: int, _old: int, new: int) -> None:
        if column < self.count:
            self.setColumnWidth(column, new)
            self.place()

    def place(self) -> None:
        """Over the grid's first columns, from its header to the bottom of its rows."""
        main = self.main
        frame = main.frameWidth()
        header = main.horizontalHeader().height() if self.header else 0
        if self.header:
            self.horizontalHeader().setFixedHeight(header)
        self.setGeometry(main.verticalHeader().width() + frame, frame, self.width_needed(),
                         main.viewport().height() + header)
        self.verticalScrollBar().setValue(main.verticalScrollBar().value())

    def scroll_main_to(self, index: QModelIndex, hint: QAbstractItemView.ScrollHint) -> None:
        """The grid's scrollTo: a cell of the frozen columns scrolls only up or down; another cell is brought out
        from under them when the grid would leave it there."""
        main = self.main
        if not index.isValid():
            return
        if index.column() < self.count:
            # scroll vertically only: to the same row, in a column already in view
            column = main.columnAt(self.width_needed() + 1)
            if column >= 0:
                QTableView.scrollTo(main, main.model().index(index.row(), column), hint)
            return
        QTableView.scrollTo(main, index, hint)
        left = main.visualRect(index).left()
        covered = self.width_needed()
        if left < covered:
            bar = main.horizontalScrollBar()
            bar.setValue(bar.value() + left - covered)

    # -- the editors of the frozen cells ----------------------------------------------------

    def edit_here(self, index: QModelIndex, trigger, event) -> bool:
        """Open the editor of a frozen cell here (the grid sends its edits of these columns)."""
        if trigger is None:
            QTableView.edit(self, index)
            return QAbstractItemView.state(self) == QAbstractItemView.State.EditingState
        return QTableView.edit(self, index, trigger, event)

    @qt_override(fallback=False)
    def edit(self, index, trigger=None, event=None):
        if index.isValid() and index.column() >= self.count:  # Tab out of a frozen cell: the grid edits
            return self.main.edit(index) if trigger is None else self.main.edit(index, trigger, event)
        return self.edit_here(index, trigger, event)

    @qt_override(fallback=QModelIndex())
    def moveCursor(self, action, modifiers) -> QModelIndex:
        return self.main.moveCursor(action, modifiers)  # the grid's moves: the next cell may be beyond these

    @qt_override
    def closeEditor(self, editor, hint) -> None:
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            self.main.setFocus()
            self.main.move_down()
            return
        super().closeEditor(editor, hint)
        if QAbstractItemView.state(self) != QAbstractItemView.State.EditingState and \
                QAbstractItemView.state(self.main) != QAbstractItemView.State.EditingState:
            self.main.setFocus()

    @qt_override
    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.main.setFocus()  # the keyboard stays with the grid: its cursor, selection and shortcuts

    @qt_override
    def wheelEvent(self, event) -> None:
        self.main.wheelEvent(event)  # scroll the grid (and so this column) as one
