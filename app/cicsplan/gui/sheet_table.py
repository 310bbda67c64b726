"""A spreadsheet-like grid over a RecordTableModel: keyboard editing, Excel copy/paste, row operations."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QMenu,
    QTableView,
    QWidget,
)

from cicsplan.core.plan import edits
from cicsplan.core.plan.plan import Record
from cicsplan.gui.delegates import CellDelegate
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.table_model import RecordTableModel


class SheetTable(QTableView):
    """Enter and F2 edit, Enter commits and moves down, Tab moves right, Delete clears, Ctrl+C/V/X copy and
    paste tab-separated blocks with Excel, Ctrl+Shift+Up/Down move rows, Ctrl+D duplicates rows."""

    cell_selected = Signal(int, int)  # row, column (-1, -1 when nothing)

    def __init__(self, model: RecordTableModel, new_record, parent=None):
        super().__init__(parent)
        self.sheet_model = model
        self.new_record = new_record  # () -> Record for a fresh row
        self.setModel(model)
        self.setItemDelegate(CellDelegate(self))
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.setAlternatingRowColors(False)
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.horizontalHeader().setStretchLastSection(True)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        self.actions_by_name = self._make_actions()
        model.modelReset.connect(self._emit_selection)

    # -- actions -----------------------------------------------------------------------------

    def _make_actions(self) -> dict[str, QAction]:
        spec = [
            ("insert_below", "Insert Row Below", QKeySequence("Ctrl+I"), self.insert_below),
            ("insert_above", "Insert Row Above", QKeySequence("Ctrl+Shift+I"), self.insert_above),
            ("duplicate", "Duplicate Rows", QKeySequence("Ctrl+D"), self.duplicate_rows),
            ("delete_rows", "Delete Rows", QKeySequence("Ctrl+-"), self.delete_rows),
            ("move_up", "Move Rows Up", QKeySequence("Ctrl+Shift+Up"), lambda: self.move_rows(-1)),
            ("move_down", "Move Rows Down", QKeySequence("Ctrl+Shift+Down"), lambda: self.move_rows(1)),
            ("copy", "Copy", QKeySequence.StandardKey.Copy, self.copy_selection),
            ("cut", "Cut", QKeySequence.StandardKey.Cut, self.cut_selection),
            ("paste", "Paste", QKeySequence.StandardKey.Paste, self.paste),
            ("clear", "Clear Cells", QKeySequence.StandardKey.Delete, self.clear_selection),
            ("fill", "Fill Selection with Current Cell", [QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")],
             self.fill_selection),
        ]
        out = {}
        for name, text, keys, slot in spec:
            action = QAction(text, self)
            if isinstance(keys, list):
                action.setShortcuts(keys)
            else:
                action.setShortcut(keys)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            out[name] = action
        return out

    def _context_menu(self, pos) -> None:
        menu = QMenu(self)
        for name in ("copy", "cut", "paste", "clear", "fill", None, "insert_above", "insert_below", "duplicate",
                     "delete_rows", None, "move_up", "move_down"):
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(self.actions_by_name[name])
        menu.exec(self.viewport().mapToGlobal(pos))

    # -- selection helpers ---------------------------------------------------------------------

    def selected_rows(self) -> list[int]:
        rows = {i.row() for i in self.selectionModel().selectedIndexes()}
        if not rows and self.currentIndex().isValid():
            rows = {self.currentIndex().row()}
        return sorted(rows)

    def _block(self) -> tuple[int, int, int, int] | None:
        indexes = self.selectionModel().selectedIndexes()
        if not indexes:
            current = self.currentIndex()
            if not current.isValid():
                return None
            indexes = [current]
        rows = [i.row() for i in indexes]
        cols = [i.column() for i in indexes]
        return min(rows), max(rows), min(cols), max(cols)

    @qt_override
    def currentChanged(self, current: QModelIndex, previous: QModelIndex) -> None:
        super().currentChanged(current, previous)
        self._emit_selection()

    def _emit_selection(self) -> None:
        current = self.currentIndex()
        if current.isValid():
            self.cell_selected.emit(current.row(), current.column())
        else:
            self.cell_selected.emit(-1, -1)

    @qt_override
    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.sheet_model.repaint_all()  # its cached cell colours follow a light/dark switch

    # -- keyboard ----------------------------------------------------------------------------

    @qt_override
    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.state() != QAbstractItemView.State.EditingState:
            current = self.currentIndex()
            if current.isValid() and self.model().flags(current) & Qt.ItemFlag.ItemIsEditable:
                self.edit(current)
                return
        if key == Qt.Key.Key_Backspace and self.state() != QAbstractItemView.State.EditingState:
            self.clear_selection()
            return
        super().keyPressEvent(event)

    @qt_override
    def closeEditor(self, editor, hint) -> None:
        # like a spreadsheet: Enter commits and moves down
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            current = self.currentIndex()
            below = self.model().index(current.row() + 1, current.column())
            if below.isValid():
                self.setCurrentIndex(below)
            return
        super().closeEditor(editor, hint)

    # -- row operations ----------------------------------------------------------------------

    @property
    def doc(self):
        return self.sheet_model.doc

    def _insert(self, row: int) -> None:
        self.doc.insert_records(self.sheet_model.table, row, [self.new_record()], "Insert row")
        self.setCurrentIndex(self.model().index(row, 0))

    def insert_below(self) -> None:
        rows = self.selected_rows()
        self._insert(rows[-1] + 1 if rows else self.model().rowCount())

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
            if isinstance(clone.get("name"), str) and self.sheet_model.table == "workloads":
                clone.values["name"] = edits.unique_name([n for n in names if isinstance(n, str)],
                                                         f"{clone.get('name')} copy")
                names.append(clone.values["name"])
            copies.append(clone)
        self.doc.insert_records(self.sheet_model.table, rows[-1] + 1, copies, "Duplicate rows")
        self.selectRow(rows[-1] + 1)

    def delete_rows(self) -> None:
        rows = self.selected_rows()
        if rows:
            self.doc.remove_records(self.sheet_model.table, rows, f"Delete {len(rows)} row(s)")

    def move_rows(self, offset: int) -> None:
        rows = self.selected_rows()
        column = max(self.currentIndex().column(), 0)
        moved = self.doc.move_records(self.sheet_model.table, rows, offset)
        if moved:
            self.clearSelection()
            for r in moved:
                self.selectionModel().select(self.model().index(r, column),
                                             self.selectionModel().SelectionFlag.Select)
            self.setCurrentIndex(self.model().index(moved[0], column))

    # -- clipboard ---------------------------------------------------------------------------

    def copy_selection(self) -> None:
        block = self._block()
        if block is None:
            return
        r0, r1, c0, c1 = block
        model = self.model()
        rows = [[model.data(model.index(r, c), Qt.ItemDataRole.EditRole) for c in range(c0, c1 + 1)]
                for r in range(r0, r1 + 1)]
        QGuiApplication.clipboard().setText(edits.to_tsv(rows))

    def cut_selection(self) -> None:
        self.copy_selection()
        self.clear_selection()

    def clear_selection(self) -> None:
        indexes = self.selectionModel().selectedIndexes() or [self.currentIndex()]
        changes = []
        for index in indexes:
            if not index.isValid():
                continue
            col = self.sheet_model.columns[index.column()]
            if col.computed or (col.spec and col.spec.required):
                continue
            changes.append((self.doc.cell_ref(self.sheet_model.table, index.row(), col.key), None))
        if changes:
            self.doc.set_cells(changes, "Clear cells")

    def open_editor(self) -> QWidget | None:
        """The editor open in this grid, if any (it holds the focus, or a widget inside it does)."""
        if self.state() != QAbstractItemView.State.EditingState:
            return None
        widget = QApplication.focusWidget()
        while widget is not None and widget.parentWidget() is not self.viewport():
            widget = widget.parentWidget()
        return widget

    def fill_selection(self) -> None:
        """Multi-row edit: copy the current cell's value into every selected cell of the same column(s). While
        a cell is being edited (Ctrl+Enter, as in a spreadsheet) its value is committed first, and filled."""
        editor = self.open_editor()
        if editor is not None:
            self.commitData(editor)
            self.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
        current = self.currentIndex()
        if not current.isValid():
            return
        value = self.model().data(current, Qt.ItemDataRole.EditRole)
        changes = []
        for index in self.selectionModel().selectedIndexes():
            col = self.sheet_model.columns[index.column()]
            if col.computed or index == current or index.column() != current.column():
                continue
            changes.append((self.doc.cell_ref(self.sheet_model.table, index.row(), col.key), value))
        if changes:
            self.doc.set_cells(changes, f"Fill {len(changes)} cell(s)")

    def paste(self) -> None:
        text = QGuiApplication.clipboard().text()
        if not text:
            return
        block = edits.parse_tsv(text)
        current = self.currentIndex()
        r0 = current.row() if current.isValid() else self.model().rowCount()
        c0 = current.column() if current.isValid() else 0
        selection = self._block()
        if len(block) == 1 and len(block[0]) == 1 and selection:
            # one value into a selected range fills the range, as spreadsheets do
            rs0, rs1, cs0, cs1 = selection
            block = [[block[0][0]] * (cs1 - cs0 + 1) for _ in range(rs1 - rs0 + 1)]
            r0, c0 = rs0, cs0
        existing = self.model().rowCount()
        needed = r0 + len(block) - existing
        new_rows = [self.new_record() for _ in range(max(0, needed))]
        changes = []
        for dr, values in enumerate(block):
            for dc, value in enumerate(values):
                c = c0 + dc
                if c >= len(self.sheet_model.columns):
                    break
                col = self.sheet_model.columns[c]
                if col.computed:
                    continue
                ref = self.doc.cell_ref(self.sheet_model.table, r0 + dr, col.key)
                changes.append((ref, self.sheet_model.coerce(col, value)))
        self.doc.insert_and_set(self.sheet_model.table, existing, new_rows, changes,
                                f"Paste {len(block)} x {max(len(v) for v in block)}")
