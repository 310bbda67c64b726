"""Results per workload, expandable to its address spaces; reads the engine's arrays directly."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt

from cicsplan.core.common.records import dataclass
from cicsplan.core.model import calc
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.repaint import RowSnapshot, cached_answer, cell_blocks, changed_cells
from cicsplan.gui.table_model import ANSWERED_ROLES, READ_ONLY

Index = QModelIndex | QPersistentModelIndex
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)  # the one role a moved figure changes (its colours follow its issues)


@dataclass(frozen=True)
class ResultColumn:
    header: str
    workload_key: str | None  # quantity for the workload row
    cell_key: str | None  # quantity for an address-space row

    @property
    def unit(self) -> str:
        key = self.workload_key or self.cell_key
        return calc.QUANTITIES[key].unit if key else ""


COLUMNS = (
    ResultColumn("Workload / address space", None, None),
    ResultColumn("tps", "tps", None),
    ResultColumn("CPU ms/tran", "wl_total_ms", "total_ms"),
    ResultColumn("on CPs ms", "wl_gcp_ms", "gcp_ms"),
    ResultColumn("on zIIP ms", "wl_ziip_ms", "ziip_ms"),
    ResultColumn("zIIP-eligible ms", "wl_eligible_ms", "eligible_ms"),
    ResultColumn("eligible on CPs ms", "wl_spill_ms", "spill_ms"),
    ResultColumn("CPU % of 1 engine", "wl_cpu_pct", "cpu_pct"),
)


class ResultsModel(QAbstractItemModel):
    def __init__(self, doc: PlanDocument):
        super().__init__()
        self.doc = doc
        self._shape = self._current_shape()  # the sheet calls refresh when it is shown (and after edits)
        self._shown = self._snapshot()  # workload rows, their address-space blocks: compared on refresh
        # (internal id, row) -> (column, role) -> answer: Qt asks every painted cell for several roles, and a
        # cell's answers change only when refresh says it moved
        self._cache: dict[tuple[int, int], dict[tuple[int, int], object]] = {}
        self._cached_result = doc.result  # the result the cache describes: a hidden sheet is refreshed on show

    def _current_shape(self) -> tuple:
        r = self.doc.result
        uses = np.asarray(r.ctx.uses, dtype=bool)[:r.resolved.n, :len(r.spaces)].tolist()  # Python bools: fast
        return tuple(tuple(a for a, used in enumerate(row) if used) for row in uses)

    def _snapshot(self) -> tuple[RowSnapshot, RowSnapshot]:
        """What each workload row and each block of address-space rows shows, and which column shows each
        figure (a block's figures run space by space, column by column)."""
        r = self.doc.result
        n = r.resolved.n
        if not n:
            return RowSnapshot(np.zeros((0, 0)), []), RowSnapshot(np.zeros((0, 0)), [])
        workload = np.column_stack([r.workload_values(c.workload_key) for c in COLUMNS if c.workload_key])
        cells = np.stack([r.workload_values(c.cell_key) for c in COLUMNS if c.cell_key], axis=-1).reshape(n, -1)
        workload_columns = np.array([k for k, c in enumerate(COLUMNS) if c.workload_key])
        cell_columns = np.resize([k for k, c in enumerate(COLUMNS) if c.cell_key], cells.shape[1])
        others = [(r.resolved.names[i], r.resolved.ingress[i],
                   tuple((x.severity, x.message) for x in r.workload_issues(i))) for i in range(n)]
        # the decimals _data writes each figure with (fmt_number of its quantity's unit)
        workload_decimals = [style.fixed_decimals(calc.QUANTITIES[c.workload_key].unit)
                             for c in COLUMNS if c.workload_key]
        cell_decimals = [style.fixed_decimals(calc.QUANTITIES[c.cell_key].unit) for c in COLUMNS if c.cell_key]
        return (RowSnapshot(workload, others, workload_columns, workload_decimals),
                RowSnapshot(cells, [None] * n, cell_columns, list(np.resize(np.array(cell_decimals, dtype=object),
                                                                            cells.shape[1]))))

    def refresh(self, expanded: Callable[[int], bool] = lambda _row: True) -> None:
        """New figures: a reset when rows come or go, else a change for each block of workload cells that
        moved and, in each expanded block of address spaces, for the columns that moved (collapsed ones are
        read when opened). Cells that did not move keep their answers and are not repainted."""
        shape = self._current_shape()
        snapshot = self._snapshot()
        previous, self._shown = self._shown, snapshot
        self._cached_result = self.doc.result
        if shape != self._shape:
            self.beginResetModel()
            self._shape = shape
            self._cache.clear()
            self.endResetModel()
            return
        n_columns = len(COLUMNS)
        every = np.ones((len(shape), n_columns), dtype=bool)
        row_changes = changed_cells(previous[0], snapshot[0], n_columns)
        rows, rows_shown = (every, every) if row_changes is None else (row_changes.moved, row_changes.shown)
        for first_row, last_row, first_column, last_column in cell_blocks(rows_shown):
            self.dataChanged.emit(self.index(first_row, first_column), self.index(last_row, last_column))
        block_changes = changed_cells(previous[1], snapshot[1], n_columns)
        blocks, blocks_shown = (every, every) if block_changes is None else (block_changes.moved,
                                                                             block_changes.shown)
        for parent_id, row in list(self._cache):  # the rows read so far: the painted ones, a few dozen
            self._forget_cells(parent_id, row, blocks[parent_id - 1] if parent_id else rows[row])
        for i in np.flatnonzero(blocks_shown.any(axis=1)).tolist():
            if shape[i] and expanded(i):
                moved = np.flatnonzero(blocks_shown[i])
                parent = self.index(i, 0)
                self.dataChanged.emit(self.index(0, int(moved[0]), parent),
                                      self.index(len(shape[i]) - 1, int(moved[-1]), parent))

    def repaint_all(self) -> None:
        """Drop every cached answer and repaint every row (a new palette: the cells' colours follow it)."""
        self._cache.clear()
        rows = len(self._shape)
        if rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, len(COLUMNS) - 1))
            for i in range(rows):
                if self._shape[i]:
                    parent = self.index(i, 0)
                    self.dataChanged.emit(self.index(0, 0, parent),
                                          self.index(len(self._shape[i]) - 1, len(COLUMNS) - 1, parent))

    def _forget_cells(self, parent_id: int, row: int, moved: np.ndarray) -> None:
        """Drop a row's cached answers in the columns that moved (parent_id 0: a workload row; i + 1: an
        address space of workload i)."""
        cached = self._cache.get((parent_id, row))
        if cached is None or not moved.any():
            return
        if moved.all():
            del self._cache[parent_id, row]
        else:  # only figures moved (a row whose name, method or issues moved is moved whole): their texts
            for key in [key for key in cached if moved[key[0]] and key[1] == _DISPLAY]:
                del cached[key]

    # -- tree structure: internalId 0 = workload row; i + 1 = address space rows of workload i --

    @qt_override(fallback=QModelIndex())
    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        # hasIndex's bounds, checked here: it would call rowCount and columnCount back through Qt, and a view
        # asks for an index of every cell it paints or is told changed
        if not 0 <= column < len(COLUMNS) or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, 0) if row < len(self._shape) else QModelIndex()
        workload = parent.row()
        if (parent.internalId() == 0 and parent.column() == 0 and workload < len(self._shape)
                and row < len(self._shape[workload])):
            return self.createIndex(row, column, workload + 1)
        return QModelIndex()

    @qt_override(fallback=QModelIndex())
    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, 0)

    @qt_override(fallback=0)
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return len(self._shape)
        if parent.internalId() == 0 and parent.column() == 0:
            return len(self._shape[parent.row()])
        return 0

    @qt_override(fallback=0)
    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return len(COLUMNS)

    @qt_override
    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal:
            col = COLUMNS[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return col.header
            if role == Qt.ItemDataRole.ToolTipRole and (col.workload_key or col.cell_key):
                q = calc.QUANTITIES[col.cell_key or col.workload_key]
                return f"{q.label} ({q.unit}): {q.description}"
        return None

    def locate(self, index: Index) -> tuple[int, int | None]:
        """(workload, address space or None) of a cell."""
        if index.internalId() == 0:
            return index.row(), None
        workload = index.internalId() - 1
        return workload, self._shape[workload][index.row()]

    def quantity(self, index: Index) -> str | None:
        col = COLUMNS[index.column()]
        return col.workload_key if index.internalId() == 0 else col.cell_key

    @qt_override
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in ANSWERED_ROLES or not index.isValid():
            return None
        if role == _TOOLTIP or self._cached_result is not self.doc.result:  # hover; a sheet not refreshed yet
            return self._data(index, role)
        return cached_answer(self._cache, (index.internalId(), index.row()), index, role, self._data)

    def _data(self, index: Index, role: int):
        workload, space = self.locate(index)
        r = self.doc.result
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                if space is None:
                    ingress = r.resolved.ingress[workload] or "?"
                    return f"{r.resolved.names[workload]}  [{ingress}]"
                return r.space_names[space]
            key = self.quantity(index)
            if key is None:
                return ""
            value = r.value(key, workload, space)
            return "error" if value is None else style.fmt_number(value, calc.QUANTITIES[key].unit)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and space is None:
            issues = r.workload_issues(workload)
            if any(i.severity == "error" for i in issues):
                return style.error_background()
            if issues and index.column() == 0:
                return style.warning_background()
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 0 and space is None:
            issues = r.workload_issues(workload)
            return "\n".join(i.text() for i in issues) or None
        return None

    @qt_override(fallback=READ_ONLY)
    def flags(self, index: Index) -> Qt.ItemFlag:
        return READ_ONLY
