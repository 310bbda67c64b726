"""The order and the rows a grid shows: sorted and filtered for reading, while the plan keeps its own order.

Sorting or filtering the view never changes the plan; "Sort the plan by this column" does, as one undoable
edit (SheetTable.sort_plan). Like a spreadsheet's sort and filter, the view is arranged when asked: a value
edited afterwards leaves its row where it is (rows do not jump under the cursor); rows added or removed,
another scenario, or asking again arrange it anew.
"""

from __future__ import annotations

import math
import re
from itertools import pairwise

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt

from cicsplan.core.common.records import dataclass
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.table_model import VALUE_ROLE

_COMPARISON = re.compile(r"^\s*(<=|>=|<>|!=|<|>|=)\s*([-+]?[0-9][0-9,_]*(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)\s*$")


def sort_key(value: object) -> tuple:
    """Numbers before text (as spreadsheets sort), text without regard to case; blanks are handled apart."""
    if isinstance(value, bool):
        return (1, "yes" if value else "no")
    if isinstance(value, int | float) and math.isfinite(value):
        return (0, float(value))
    return (1, str(value).casefold())


def is_blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip()) or (
        isinstance(value, float) and math.isnan(value))


@dataclass(frozen=True)
class RowFilter:
    """Rows whose cell (in ``column``, or in any column when it is -1) matches ``text``: the text shown
    contains it (case ignored), or, for a comparison such as '>1000' or '<=0.5', the cell's number passes."""

    text: str
    column: int = -1

    @property
    def active(self) -> bool:
        return bool(self.text.strip())

    def comparison(self) -> tuple[str, float] | None:
        match = _COMPARISON.match(self.text)
        if not match:
            return None
        return match.group(1), float(match.group(2).replace(",", "").replace("_", ""))

    def matches(self, shown: str, value: object) -> bool:
        """One cell: ``shown`` is its text as displayed, ``value`` what VALUE_ROLE gives."""
        compare = self.comparison()
        if compare is not None:
            if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
                return False
            op, limit = compare
            return {"<": value < limit, ">": value > limit, "<=": value <= limit, ">=": value >= limit,
                    "=": value == limit, "<>": value != limit, "!=": value != limit}[op]
        return self.text.strip().casefold() in shown.casefold()


class ViewOrder(QSortFilterProxyModel):
    """Sorting and filtering over a RecordTableModel (see the module's docstring); rows map to plan rows
    with mapToSource/mapFromSource."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setDynamicSortFilter(False)  # arranged when asked, as a spreadsheet's sort and filter
        self.row_filter = RowFilter("")
        self._keys: dict[int, list] = {}  # column -> sort key per source row, computed when a sort needs them
        self._keys_result: object = None  # the engine's result the keys were read from

    @qt_override
    def setSourceModel(self, model) -> None:
        super().setSourceModel(model)
        # before the proxy re-sorts for the reset: the keys of the old rows must not be used for the new
        model.modelAboutToBeReset.connect(self._keys.clear)
        model.dataChanged.connect(lambda *_: self._keys.clear())

    # -- what the user asked ------------------------------------------------------------------

    @property
    def sorted_column(self) -> int:
        return self.sortColumn()

    def is_plan_order(self) -> bool:
        """The view shows every row in the plan's order (rows can be moved, and their position means that)."""
        return self.sortColumn() < 0 and not self.row_filter.active

    def arrange(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the view by ``column`` (-1: the plan's order)."""
        self._keys.clear()
        self.sort(column, order)

    def _filter_rows_again(self, change=None) -> None:
        """Filter anew, ``change`` made in between: Qt 6.9's begin/endFilterChange, invalidateFilter before it
        (deprecated since)."""
        if not hasattr(self, "beginFilterChange"):
            if change is not None:
                change()
            self.invalidateFilter()
            return
        self.beginFilterChange()
        if change is not None:
            change()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_row_filter(self, row_filter: RowFilter) -> None:
        self._filter_rows_again(lambda: setattr(self, "row_filter", row_filter))
        if self.sortColumn() >= 0:  # rows shown again take their sorted place
            self.arrange(self.sortColumn(), self.sortOrder())

    def in_order(self) -> bool:
        """The rows shown still read in the sorted column's order: edits leave each row where it is, so a figure
        that moved can leave the view out of order until it is arranged again (True when not sorted)."""
        column = self.sortColumn()
        if column < 0 or self.rowCount() < 2:
            return True
        plan_rows = [self.mapToSource(self.index(row, column)) for row in range(self.rowCount())]
        ascending = self.sortOrder() == Qt.SortOrder.AscendingOrder
        # as the sort itself compares: ascending, no row less than the one above it; descending asks lessThan the
        # other way round (blanks last either way)
        return not any(self.lessThan(below, above) if ascending else self.lessThan(above, below)
                       for above, below in pairwise(plan_rows))

    def reapply(self) -> None:
        """Arrange the view anew after edits (what Excel calls Reapply)."""
        self._filter_rows_again()
        if self.sortColumn() >= 0:
            self.arrange(self.sortColumn(), self.sortOrder())

    # -- Qt ----------------------------------------------------------------------------------

    def _column_keys(self, column: int) -> list:
        # keys of one result: a figure may move without the grid being told (it shows the same text)
        result = getattr(getattr(self.sourceModel(), "doc", None), "result", None)
        if result is not self._keys_result:
            self._keys.clear()
            self._keys_result = result
        keys = self._keys.get(column)
        if keys is None:
            source = self.sourceModel()
            keys = []
            for row in range(source.rowCount()):
                value = source.data(source.index(row, column), VALUE_ROLE)
                keys.append(None if is_blank(value) else sort_key(value))
            self._keys[column] = keys
        return keys

    @qt_override
    def multiData(self, index: QModelIndex | QPersistentModelIndex, roles) -> None:
        """The roles a painted cell is asked for, answered by the plan's model in one call (Qt's proxy asks
        them one by one, each mapped to the plan's row and into Python again)."""
        source = self.sourceModel()
        if index.isValid() and hasattr(source, "fill_roles"):
            source.fill_roles(self.mapToSource(index), roles)
        else:
            super().multiData(index, roles)

    @qt_override(fallback=False)
    def lessThan(self, left: QModelIndex | QPersistentModelIndex, right: QModelIndex | QPersistentModelIndex) -> bool:
        keys = self._column_keys(left.column())
        a, b = keys[left.row()], keys[right.row()]
        if a is None or b is None:
            # blanks last whichever way the column is sorted, as in Excel: a descending sort asks
            # lessThan(b, a), so there a blank is the 'smaller' one
            if a is None and b is None:
                return False
            blank_first = self.sortOrder() == Qt.SortOrder.DescendingOrder
            return (a is None) == blank_first
        return a < b

    @qt_override(fallback=True)
    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        row_filter = self.row_filter
        if not row_filter.active:
            return True
        source = self.sourceModel()
        columns = range(source.columnCount()) if row_filter.column < 0 else (row_filter.column,)
        for column in columns:
            index = source.index(source_row, column, source_parent)
            shown = source.data(index, Qt.ItemDataRole.DisplayRole)
            if row_filter.matches("" if shown is None else str(shown), source.data(index, VALUE_ROLE)):
                return True
        return False
