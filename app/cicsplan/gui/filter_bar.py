"""Above a grid: filter its rows by any column, sort its view, and say what the view shows.

The filter and the sort change only what the grid shows: the plan keeps its order until "Sort the Plan by
This Column" is asked for (one undoable edit)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QMenu, QToolButton, QWidget

from cicsplan.gui.sheet_table import SheetTable
from cicsplan.gui.view_order import RowFilter

FILTER_DELAY_MS = 200  # typing pauses this long before the rows are filtered (10,000 rows take a moment)
DESCRIBE_DELAY_MS = 300  # after edits, whether a sorted view is still in order is checked once they pause


class FilterBar(QWidget):
    def __init__(self, table: SheetTable, parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.text = QLineEdit(self)
        self.text.setObjectName("filter_text")
        self.text.setPlaceholderText("filter rows: text, or >1000")
        self.text.setClearButtonEnabled(True)
        self.text.setToolTip("Show only the rows whose cell contains this text (case ignored), or, in a column of "
                             "numbers, passes a comparison: >1000, <=0.5, =0, <>0. The plan keeps every row and "
                             "its totals count them all.")
        self.text.setMinimumWidth(self.fontMetrics().horizontalAdvance("filter rows: text, or >1000") + 30)
        self.column = QComboBox(self)
        self.column.setObjectName("filter_column")
        self.column.addItem("in any column", -1)
        for k, col in enumerate(table.sheet_model.columns):
            self.column.addItem(f"in {col.header}", k)
        self.column.setToolTip("The column the filter looks in")
        self.sort = QToolButton(self)
        self.sort.setText("Sort")
        self.sort.setObjectName("sort_button")
        self.sort.setToolTip("Sort the view by the current cell's column (the plan keeps its order), show the "
                             "plan's order again, or sort the plan itself")
        self.sort.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.sort)
        for name in ("sort_ascending", "sort_descending", "plan_order", "reapply", None, "sort_plan"):
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(table.actions_by_name[name])
        self.sort.setMenu(menu)
        self.state = QLabel(self)
        self.state.setObjectName("view_state")
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.setInterval(FILTER_DELAY_MS)
        self._delay.timeout.connect(self.apply)
        self.text.textChanged.connect(lambda _t: self._delay.start())
        self.text.returnPressed.connect(self.apply)
        self.column.activated.connect(lambda _i: self.apply())
        table.arrangement_changed.connect(self.describe)
        # edits leave rows in place: a sorted view may no longer read in order, which the state then says
        self._recheck = QTimer(self)
        self._recheck.setSingleShot(True)
        self._recheck.setInterval(DESCRIBE_DELAY_MS)
        self._recheck.timeout.connect(self.describe)
        model = table.sheet_model
        for signal in (model.dataChanged, model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._edited)
        table.sheet_model.modelReset.connect(self.describe)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text, 2)
        layout.addWidget(self.column, 1)
        layout.addWidget(self.sort)
        layout.addWidget(self.state, 2)
        self.describe()

    def focus_filter(self, column: int | None = None) -> None:
        """Data > Filter: type the filter (for ``column``, when given)."""
        if column is not None:
            self.column.setCurrentIndex(self.column.findData(column))
        self.text.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.text.selectAll()

    def apply(self) -> None:
        self._delay.stop()
        wanted = RowFilter(self.text.text(), int(self.column.currentData()))
        if wanted != self.table.order.row_filter:
            self.table.set_row_filter(wanted)

    def clear(self) -> None:
        self.text.clear()
        self.apply()

    def describe(self) -> None:
        """What the view shows: the rows a filter leaves, the column the view is sorted by."""
        order = self.table.order
        parts = []
        total = self.table.sheet_model.rowCount()
        if order.row_filter.active:
            parts.append(f"{order.rowCount()} of {total} rows shown")
        tip = ""
        if order.sortColumn() >= 0:
            header = self.table.sheet_model.columns[order.sortColumn()].header
            arrow = "↑" if order.sortOrder() == Qt.SortOrder.AscendingOrder else "↓"
            tip = "Sort > Show Plan Order shows the plan's order again"
            if order.in_order():
                parts.append(f"view sorted by {header} {arrow} (plan order kept)")
            else:
                parts.append(f"view sorted by {header} {arrow} before edits: Sort > Reapply Sort and Filter")
                tip = ("Edits leave each row where it is, as a spreadsheet does, so the view no longer reads in "
                       f"the order of {header}. Sort > Reapply Sort and Filter sorts it again; " + tip[0].lower()
                       + tip[1:])
        self.state.setText(";  ".join(parts))
        self.state.setToolTip(tip)

    def _edited(self, *_args) -> None:
        if self.table.order.sortColumn() >= 0:
            self._recheck.start()
