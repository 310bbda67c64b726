"""A spreadsheet-like grid over a RecordTableModel: keyboard editing, Excel copy/paste, fills, row operations,
a sorted or filtered view that leaves the plan's order alone, and optionally a frozen first column.

The grid shows the model through a ViewOrder (sort and filter); every operation maps what the user selected
to plan rows before it edits, so it acts on the rows the user sees whatever their order."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QMenu,
    QTableView,
    QToolButton,
    QWidget,
)

from cicsplan.core.common.wording import counted
from cicsplan.core.plan import edits
from cicsplan.core.plan.plan import Record
from cicsplan.core.plan.routing import ROUTING
from cicsplan.gui import cell_area
from cicsplan.gui.cell_clipboard import cells_mime, pasted_cells
from cicsplan.gui.delegates import CellDelegate
from cicsplan.gui.frozen_column import FrozenColumn
from cicsplan.gui.grid_keys import GridKeys
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.table_model import VALUE_ROLE, RecordTableModel
from cicsplan.gui.view_order import RowFilter, ViewOrder, is_blank, sort_key

Editing = QAbstractItemView.State.EditingState


class SheetTable(GridKeys, QTableView):
    """Enter and F2 edit, Enter commits and moves down, Tab moves to the next input, F4 or Alt+Down opens a cell's
    list, Delete clears, Ctrl+C/V/X copy and
    paste tab-separated blocks with Excel, Ctrl+Enter puts the typed value in every selected cell, Ctrl+D and
    Ctrl+R fill down and right, Ctrl+Shift+Up/Down move rows, Ctrl+Shift+D duplicates rows."""

    cell_selected = Signal(int, int)  # plan row, column (-1, -1 when nothing)
    arrangement_changed = Signal()  # the view's sort or filter changed

    def __init__(self, model: RecordTableModel, new_record, parent=None):
        super().__init__(parent)
        self.frozen: FrozenColumn | None = None  # Qt lays the grid out while it is built: before the column
        self._cursor: tuple[int, int] | None = None
        self.sheet_model = model
        self.new_record = new_record  # () -> Record for a fresh row
        self.order = ViewOrder(self)
        self.order.setSourceModel(model)
        self.setModel(self.order)
        self.setItemDelegate(CellDelegate(self))
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.setAlternatingRowColors(False)
        self.setWordWrap(False)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.horizontalHeader().setStretchLastSection(True)
        self.horizontalHeader().setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.horizontalHeader().customContextMenuRequested.connect(self._header_menu)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        self.actions_by_name = self._make_actions()
        self.order.modelAboutToBeReset.connect(self._remember_cursor)
        self.order.modelReset.connect(self._restore_cursor)
        self.order.layoutChanged.connect(self._emit_selection)
        self._update_row_actions()

    # -- actions -----------------------------------------------------------------------------

    def _make_actions(self) -> dict[str, QAction]:
        K = QKeySequence.StandardKey
        spec = [
            ("insert_below", "Insert Row Below", "Ctrl+I", self.insert_below),
            ("insert_above", "Insert Row Above", "Ctrl+Shift+I", self.insert_above),
            ("duplicate", "Duplicate Rows", "Ctrl+Shift+D", self.duplicate_rows),
            ("delete_rows", "Delete Rows", "Ctrl+-", self.delete_rows),
            ("move_up", "Move Rows Up", "Ctrl+Shift+Up", lambda: self.move_rows(-1)),
            ("move_down", "Move Rows Down", "Ctrl+Shift+Down", lambda: self.move_rows(1)),
            ("copy", "Copy", K.Copy, self.copy_selection),
            ("cut", "Cut", K.Cut, self.cut_selection),
            ("paste", "Paste", K.Paste, self.paste),
            ("clear", "Clear Cells", K.Delete, self.clear_selection),
            ("fill", "Fill Selection with Current Cell", ["Ctrl+Return", "Ctrl+Enter"], self.fill_selection),
            ("fill_down", "Fill Down", "Ctrl+D", self.fill_down),
            ("fill_right", "Fill Right", "Ctrl+R", self.fill_right),
            ("sort_ascending", "Sort View Ascending", None, lambda: self.sort_view(Qt.SortOrder.AscendingOrder)),
            ("sort_descending", "Sort View Descending", None,
             lambda: self.sort_view(Qt.SortOrder.DescendingOrder)),
            ("plan_order", "Show Plan Order", None, self.show_plan_order),
            ("reapply", "Reapply Sort and Filter", None, self.reapply_arrangement),
            ("sort_plan", "Sort the Plan by This Column", None, self.sort_plan),
        ]
        out = {}
        for name, text, keys, slot in spec:
            action = QAction(text, self)
            if isinstance(keys, list):
                action.setShortcuts([QKeySequence(k) for k in keys])
            elif keys is not None:
                action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            out[name] = action
        out["duplicate"].setStatusTip("Insert copies of the selected rows below them, renamed '… copy'")
        out["fill_down"].setStatusTip("Copy the top cell of each selected column into the selected cells below it "
                                      "(one cell selected: the cell above)")
        out["fill_right"].setStatusTip("Copy the left cell of each selected row into the selected cells right of it "
                                       "(one cell selected: the cell to the left)")
        out["sort_plan"].setStatusTip("Put the plan's rows in the order of the current column, ascending "
                                      "(one undoable edit)")
        return out

    def _context_menu(self, pos) -> None:
        menu = QMenu(self)
        for name in ("copy", "cut", "paste", "clear", None, "fill", "fill_down", "fill_right", None, "insert_above",
                     "insert_below", "duplicate", "delete_rows", None, "move_up", "move_down"):
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(self.actions_by_name[name])
        menu.exec(self.viewport().mapToGlobal(pos))

    def _header_menu(self, pos) -> None:
        """Right-click on a column's header: sort or filter the view by it, or sort the plan."""
        column = self.horizontalHeader().logicalIndexAt(pos)
        if column < 0:
            return
        current = self.currentIndex()
        self.setCurrentIndex(self.model().index(max(current.row(), 0), column))
        menu = QMenu(self)
        for name in ("sort_ascending", "sort_descending", "plan_order", None, "sort_plan"):
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(self.actions_by_name[name])
        menu.exec(self.horizontalHeader().mapToGlobal(pos))

    def freeze_columns(self, count: int) -> None:
        """Keep the first ``count`` columns in view when the grid scrolls right (after their delegates and
        widths are set: the frozen column takes them)."""
        self.frozen = FrozenColumn(self, count)
        # after the frozen column's own reset, which clears the selection model the two share
        self.order.modelReset.disconnect(self._restore_cursor)
        self.order.modelReset.connect(self._restore_cursor)

    # -- rows: the view's and the plan's ---------------------------------------------------------

    def plan_row(self, view_row: int) -> int:
        return self.order.mapToSource(self.order.index(view_row, 0)).row()

    def view_index(self, plan_row: int, column: int) -> QModelIndex:
        """The grid's index of a plan cell; invalid when a filter hides its row."""
        return self.order.mapFromSource(self.sheet_model.index(plan_row, column))

    def plan_index(self, index: QModelIndex) -> QModelIndex:
        return self.order.mapToSource(index) if index.isValid() else QModelIndex()

    def selected_rows(self) -> list[int]:
        """The plan rows of the selected cells (or of the current cell)."""
        rows = {i.row() for i in self.selectionModel().selectedIndexes()}
        if not rows and self.currentIndex().isValid():
            rows = {self.currentIndex().row()}
        return sorted({self.plan_row(r) for r in rows})

    def _selected(self) -> list[QModelIndex]:
        """The selected cells (the current cell when none is), in view order, top to bottom, left to right."""
        indexes = self.selectionModel().selectedIndexes()
        if not indexes and self.currentIndex().isValid():
            indexes = [self.currentIndex()]
        return sorted(indexes, key=lambda i: (i.row(), i.column()))

    def _block(self) -> tuple[int, int, int, int] | None:
        """The rectangle of view rows and columns around the selection."""
        indexes = self._selected()
        if not indexes:
            return None
        rows = [i.row() for i in indexes]
        cols = [i.column() for i in indexes]
        return min(rows), max(rows), min(cols), max(cols)

    def _ref(self, index: QModelIndex):
        """The plan cell under a view index."""
        source = self.plan_index(index)
        return self.doc.cell_ref(self.sheet_model.table, source.row(), self.sheet_model.columns[source.column()].key)

    def _editable(self, index: QModelIndex) -> bool:
        return bool(self.model().flags(index) & Qt.ItemFlag.ItemIsEditable)

    def _shown(self, index: QModelIndex) -> QModelIndex:
        """An index of the grid for an index of the grid's or of the plan's model (the cell the plan's index
        names, wherever the view shows it)."""
        if index.isValid() and index.model() is self.sheet_model:
            return self.order.mapFromSource(index)
        return index

    @qt_override
    def setCurrentIndex(self, index: QModelIndex) -> None:
        super().setCurrentIndex(self._shown(index))

    def go_to(self, plan_row: int, column: int) -> None:
        """Make a plan cell current and show it; a filter that hides its row is cleared first."""
        index = self.view_index(plan_row, column)
        if not index.isValid() and self.order.row_filter.active:
            self.set_row_filter(RowFilter(""))
            index = self.view_index(plan_row, column)
        if index.isValid():
            self.setCurrentIndex(index)
            self.scrollTo(index)

    def _remember_cursor(self) -> None:
        current = self.currentIndex()
        self._cursor = (current.row(), current.column()) if current.isValid() else None

    def _restore_cursor(self) -> None:
        """Rows came or went (an insert, a delete, an undo): the cursor stays where it was on the screen, as in
        a spreadsheet, on the row now there (the last row when the grid got shorter)."""
        cursor, self._cursor = self._cursor, None
        count = self.model().rowCount()
        if cursor is not None and count:
            self.setCurrentIndex(self.model().index(min(cursor[0], count - 1), cursor[1]))
        self._emit_selection()

    @qt_override
    def currentChanged(self, current: QModelIndex, previous: QModelIndex) -> None:
        super().currentChanged(current, previous)
        self._emit_selection()

    def _emit_selection(self) -> None:
        current = self.plan_index(self.currentIndex())
        if current.isValid():
            self.cell_selected.emit(current.row(), current.column())
        else:
            self.cell_selected.emit(-1, -1)

    @qt_override
    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.sheet_model.repaint_all()  # its cached cell colours follow a light/dark switch

    @qt_override
    def dataChanged(self, top_left: QModelIndex, bottom_right: QModelIndex, roles=()) -> None:
        """A change of several cells repaints their rectangle to the pixel (cell_area: Qt's reaches into the next
        column and repaints it whole); one cell, a grid not on screen or one with an editor open (which Qt
        refreshes from the cell) go to Qt's own."""
        if (top_left == bottom_right or not top_left.isValid() or not self.isVisible()
                or QAbstractItemView.state(self) == Editing):
            super().dataChanged(top_left, bottom_right, roles)
            return
        area = cell_area.area(self, self.horizontalHeader(), top_left.row(), bottom_right.row(), top_left.column(),
                              bottom_right.column())
        if not area.isEmpty():
            self.viewport().update(area)
        cell_area.tell_assistive_technology(self, top_left, bottom_right)

    # -- editing, keyboard and the frozen column ----------------------------------------------

    @qt_override
    def state(self) -> QAbstractItemView.State:
        """The grid's state, a cell edited in its frozen column included (that editor lives in the column)."""
        if self.frozen is not None and QAbstractItemView.state(self.frozen) == Editing:
            return Editing
        return super().state()

    @qt_override(fallback=False)
    def edit(self, index, trigger=None, event=None):
        """A cell of the frozen column is edited there, where it is seen (this grid's own copy is under it)."""
        if self.frozen is not None and index.isValid() and index.column() < self.frozen.count:
            return self.frozen.edit_here(index, trigger, event)
        delegate = self.itemDelegateForColumn(index.column()) if index.isValid() else None
        if hasattr(delegate, "typed_into"):  # a cell edited in a dialog takes typed words in place (Routing)
            delegate.typed_into = trigger == QAbstractItemView.EditTrigger.AnyKeyPressed
        if trigger is None:
            return super().edit(index)
        return super().edit(index, trigger, event)

    @qt_override
    def scrollTo(self, index, hint=QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        index = self._shown(index)
        if self.frozen is None:
            super().scrollTo(index, hint)
            return
        self.frozen.scroll_main_to(index, hint)

    @qt_override
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.frozen is not None:
            self.frozen.place()

    @qt_override
    def updateGeometries(self) -> None:
        super().updateGeometries()
        if self.frozen is not None:
            self.frozen.place()

    @qt_override
    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Backspace and self.state() != Editing:
            self.clear_selection()
            return
        super().keyPressEvent(event)  # Enter, Tab and F4 as every grid has them (GridKeys)

    def open_editor(self) -> tuple[QAbstractItemView, QWidget] | None:
        """The view (this grid or its frozen column) and the editor open in it, if any."""
        for view in (self, self.frozen):
            if view is None or QAbstractItemView.state(view) != Editing:
                continue
            widget = QApplication.focusWidget()
            while widget is not None and widget.parentWidget() is not view.viewport():
                widget = widget.parentWidget()
            if widget is not None:
                return view, widget
        return None

    def _commit_open_editor(self) -> None:
        found = self.open_editor()
        if found is not None:
            view, editor = found
            view.commitData(editor)
            view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            self.setFocus()

    # -- row operations ----------------------------------------------------------------------

    @property
    def doc(self):
        return self.sheet_model.doc

    def _insert(self, plan_row: int) -> None:
        """A new row, with the cursor and the keyboard on its first cell (its name), as Excel's Insert Row: what
        is typed next goes there, even when a button (which keeps no focus) inserted it."""
        if self.doc.insert_records(self.sheet_model.table, plan_row, [self.new_record()], "Insert row"):
            self.go_to(plan_row, 0)
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def insert_below(self) -> None:
        rows = self.selected_rows()
        self._insert(rows[-1] + 1 if rows else self.sheet_model.rowCount())

    def insert_above(self) -> None:
        rows = self.selected_rows()
        self._insert(rows[0] if rows else 0)

    def duplicate_rows(self) -> None:
        rows = self.selected_rows()
        if not rows:
            return
        records = self.sheet_model.records
        copies = []
        names = [r.get("name") for r in records]
        for r in rows:
            clone = Record(dict(records[r].values), dict(records[r].extra))
            if isinstance(clone.get("name"), str):
                clone.values["name"] = edits.unique_name([n for n in names if isinstance(n, str)],
                                                         f"{clone.get('name')} copy")
                names.append(clone.values["name"])
            copies.append(clone)
        if self.doc.insert_records(self.sheet_model.table, rows[-1] + 1, copies, "Duplicate rows"):
            self._select_plan_rows(range(rows[-1] + 1, rows[-1] + 1 + len(copies)))

    def delete_rows(self) -> None:
        rows = self.selected_rows()
        if not rows:
            return
        self.doc.remove_records(self.sheet_model.table, rows, f"Delete {counted(len(rows), 'row')}")

    def move_rows(self, offset: int) -> None:
        if not self.order.is_plan_order():
            QApplication.beep()  # the action is disabled then; a shortcut may still reach here
            return
        rows = self.selected_rows()
        column = max(self.currentIndex().column(), 0)
        moved = self.doc.move_records(self.sheet_model.table, rows, offset)
        if moved:
            self.clearSelection()
            for r in moved:
                self.selectionModel().select(self.view_index(r, column), QItemSelectionModel.SelectionFlag.Select)
            self.selectionModel().setCurrentIndex(self.view_index(moved[0], column),
                                                  QItemSelectionModel.SelectionFlag.NoUpdate)

    def _select_plan_rows(self, plan_rows) -> None:
        selection = QItemSelection()
        last = self.model().columnCount() - 1
        first_index = None
        for row in plan_rows:
            index = self.view_index(row, 0)
            if index.isValid():
                selection.select(index, self.model().index(index.row(), last))
                first_index = first_index or index
        if first_index is not None:
            self.selectionModel().setCurrentIndex(first_index, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.selectionModel().select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            self.scrollTo(first_index)

    def _update_row_actions(self) -> None:
        plan_order = self.order.is_plan_order()
        for name in ("move_up", "move_down"):
            action = self.actions_by_name[name]
            action.setEnabled(plan_order)
            action.setToolTip(action.text() if plan_order else
                              f"{action.text()}: only in the plan's order (Show Plan Order, and clear the filter)")

    # -- sort and filter (the view only) and sorting the plan ---------------------------------

    def sort_view(self, order: Qt.SortOrder) -> None:
        column = max(self.currentIndex().column(), 0)
        self._keep_current(lambda: self.order.arrange(column, order))
        self.horizontalHeader().setSortIndicatorShown(True)
        self.horizontalHeader().setSortIndicator(column, order)
        self.fit_header(column)
        self._arranged()

    def fit_header(self, column: int) -> None:
        """Widen a column whose header does not fit as Qt draws it for the current column (bold, with the sort
        arrow when one is shown): "PU % of 1 engin" was cut on both sides. Never narrows one: the planner's
        widths stay."""
        needed = self.horizontalHeader().sectionSizeFromContents(column).width()
        if self.columnWidth(column) < needed:
            self.setColumnWidth(column, needed)

    def show_plan_order(self) -> None:
        self._keep_current(lambda: self.order.arrange(-1))
        self.horizontalHeader().setSortIndicatorShown(False)
        self._arranged()

    def set_row_filter(self, row_filter: RowFilter) -> None:
        self._keep_current(lambda: self.order.set_row_filter(row_filter))
        self._arranged()

    def reapply_arrangement(self) -> None:
        """Sort and filter the view again after edits left it out of order."""
        self._keep_current(self.order.reapply)
        self._arranged()

    def _keep_current(self, arrange) -> None:
        """Rearrange the view with the cursor on the same plan cell, if it is still shown."""
        current = self.plan_index(self.currentIndex())
        arrange()
        if current.isValid():
            index = self.order.mapFromSource(current)
            if index.isValid():
                self.setCurrentIndex(index)
                self.scrollTo(index)

    def _arranged(self) -> None:
        self._update_row_actions()
        self.arrangement_changed.emit()

    def sort_plan(self) -> None:
        """Put the plan's rows in the order of the current column, ascending (blanks last): one undoable edit;
        the view then shows the plan's order, which is that order."""
        column = max(self.currentIndex().column(), 0)
        model = self.sheet_model
        values = [model.data(model.index(r, column), VALUE_ROLE) for r in range(model.rowCount())]
        present = sorted((r for r in range(len(values)) if not is_blank(values[r])), key=lambda r: sort_key(values[r]))
        order = present + [r for r in range(len(values)) if is_blank(values[r])]
        header = model.columns[column].header
        if order != list(range(len(values))):
            self.doc.reorder_records(model.table, order, f"Sort rows by {header}")
        self.show_plan_order()

    # -- clipboard ---------------------------------------------------------------------------

    def copy_selection(self) -> None:
        """The selected block: values for other programs, the cells as typed for cicsplan (cell_clipboard)."""
        block = self._block()
        if block is None:
            return
        r0, r1, c0, c1 = block
        model = self.model()
        raw, values = [], []
        for r in range(r0, r1 + 1):
            raw.append([])
            values.append([])
            for c in range(c0, c1 + 1):
                index = model.index(r, c)
                column = self.sheet_model.columns[c]
                value = model.data(index, VALUE_ROLE)
                typed = value if column.computed or column.key == ROUTING else \
                    self.sheet_model.records[self.plan_row(r)].get(column.key)  # a routing: its words
                # a blank input stays blank in the text too: its default pasted back would be a typed value (an
                # application CPU of 0 beside an application reference is an error)
                values[-1].append(None if typed is None or typed == "" else value)
                raw[-1].append(typed)
        QGuiApplication.clipboard().setMimeData(cells_mime(raw, values))

    def cut_selection(self) -> None:
        self.copy_selection()
        self.clear_selection()

    def clear_selection(self) -> None:
        changes = []
        for index in self._selected():
            col = self.sheet_model.columns[index.column()]
            if col.computed or (col.spec and col.spec.required):
                continue
            changes.append((self._ref(index), None))
        if changes:
            self.doc.set_cells(changes, "Clear cells")

    def _fill(self, pairs: list[tuple[QModelIndex, object]], label: str) -> None:
        """Write ``value`` into each cell that takes an input there (a fill skips computed cells and fields
        that do not apply to the row's method)."""
        columns = {index.column() for index, _ in pairs}
        # a cell edited in a dialog of its own (Routing) takes a fill only along its column: a name or a rate filled
        # right across a row is not a routing
        pairs = [(index, value) for index, value in pairs
                 if len(columns) == 1 or not self.opens_dialog(index.column())]
        changes = [(self._ref(index), self.sheet_model.coerce(self.sheet_model.columns[index.column()], value))
                   for index, value in pairs if self._editable(index)]
        if changes:
            self.doc.set_cells(changes, f"{label} {counted(len(changes), 'cell')}")

    def fill_selection(self) -> None:
        """Ctrl+Enter, as in a spreadsheet: what was just typed into the current cell (or, with no editor open,
        its value) goes into every selected cell, the current one included: one edit."""
        current = self.currentIndex()
        typed = self._take_open_editor()
        if not current.isValid():
            return
        value = typed if typed is not None else self.model().data(current, Qt.ItemDataRole.EditRole)
        cells = self._selected()
        if current not in cells:
            cells.append(current)
        self._fill([(index, value) for index in cells], "Fill")

    def _take_open_editor(self) -> object | None:
        """Close the open cell editor without writing it; what it holds (None when none is open)."""
        found = self.open_editor()
        if found is None:
            return None
        view, editor = found
        index = view.currentIndex()
        delegate = view.itemDelegateForIndex(index)
        value = delegate.editor_value(editor) if hasattr(delegate, "editor_value") else None
        view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
        self.setFocus()
        return value

    def fill_down(self) -> None:
        """Ctrl+D: each selected column's top cell into the selected cells below it; with one row selected,
        the cells above into it (as Excel does)."""
        self._fill_along(vertical=True)

    def fill_right(self) -> None:
        """Ctrl+R: each selected row's left cell into the selected cells right of it; with one column selected,
        the cells to the left into it."""
        self._fill_along(vertical=False)

    def _fill_along(self, vertical: bool) -> None:
        self._commit_open_editor()
        selected = self._selected()
        if not selected:
            return
        model = self.model()
        groups: dict[int, list[QModelIndex]] = {}
        for index in selected:
            groups.setdefault(index.column() if vertical else index.row(), []).append(index)
        pairs = []
        for line in groups.values():
            line.sort(key=lambda i: i.row() if vertical else i.column())
            if len(line) == 1:  # one cell in this line: from its neighbour above (left)
                cell = line[0]
                source = model.index(cell.row() - 1, cell.column()) if vertical else \
                    model.index(cell.row(), cell.column() - 1)
                targets = line
            else:
                source, targets = line[0], line[1:]
            if not source.isValid():
                continue
            value = model.data(source, Qt.ItemDataRole.EditRole)
            if self.sheet_model.columns[source.column()].computed:
                continue  # a computed figure is not an input
            pairs += [(t, value) for t in targets]
        self._fill(pairs, "Fill down" if vertical else "Fill right")

    def paste(self) -> None:
        """Paste a block at the current cell (or fill the selection with a single value), into the rows the
        view shows from there; rows beyond the last are added to the plan."""
        block = pasted_cells(QGuiApplication.clipboard().mimeData())
        if not block:
            return
        current = self.currentIndex()
        r0 = current.row() if current.isValid() else self.model().rowCount()
        c0 = current.column() if current.isValid() else 0
        selection = self._block()
        if len(block) == 1 and len(block[0]) == 1 and selection:
            # one value into a selected range fills the range, as spreadsheets do
            rs0, rs1, cs0, cs1 = selection
            block = [[block[0][0]] * (cs1 - cs0 + 1) for _ in range(rs1 - rs0 + 1)]
            r0, c0 = rs0, cs0
        shown = self.model().rowCount()
        existing = self.sheet_model.rowCount()
        added = max(0, r0 + len(block) - shown)
        new_rows = [self.new_record() for _ in range(added)]
        changes = []
        for dr, values in enumerate(block):
            view_row = r0 + dr
            plan_row = self.plan_row(view_row) if view_row < shown else existing + view_row - shown
            for dc, value in enumerate(values):
                c = c0 + dc
                if c >= len(self.sheet_model.columns):
                    break
                col = self.sheet_model.columns[c]
                if col.computed:
                    continue
                ref = self.doc.cell_ref(self.sheet_model.table, plan_row, col.key)
                changes.append((ref, self.sheet_model.coerce(col, value)))
        self.doc.insert_and_set(self.sheet_model.table, existing, new_rows, changes,
                                f"Paste {len(block)} x {max(len(v) for v in block)}")


def row_buttons(table: SheetTable, buttons: tuple[tuple[str, str], ...], parent: QWidget) -> QHBoxLayout:
    """A row of buttons, (text, row action name) each, for a table's row actions (Add, Delete...): each enabled
    with its action, its tooltip naming the action and its keys, so the keys are learnt from the button."""
    bar = QHBoxLayout()
    for text, name in buttons:
        action = table.actions_by_name[name]
        button = QToolButton(parent)
        button.setText(text)
        button.setObjectName(f"{name}_button")
        button.clicked.connect(action.trigger)
        action.changed.connect(lambda b=button, a=action: _follow(b, a))
        _follow(button, action)
        bar.addWidget(button)
    return bar


def _follow(button: QToolButton, action: QAction) -> None:
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    button.setEnabled(action.isEnabled())
    button.setToolTip(f"{action.toolTip()} ({keys})" if action.isEnabled() else action.toolTip())
