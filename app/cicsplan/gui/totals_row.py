"""The totals under the Workloads grid, in line with its columns: the plan's total rate, its CPU as % of one
engine, and the engines it takes on general CPs and on zIIPs, as the engine computes them.

They are the plan's totals, whatever a filter hides (a plan's total is not a subtotal of the rows in view, as
Excel's SUBTOTAL is): the Name cell says when a filter hides rows. A plan with errors has no totals.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QHeaderView, QTableView, QWidget

from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.frozen_column import FrozenColumn
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.sheets.shown import refresh_when_shown
from cicsplan.gui.table_model import Column

Index = QModelIndex | QPersistentModelIndex

# column key -> (what its total is, the engine's quantity, the unit word shown)
TOTALS = {"tps": ("total_tps", ""), "wl_gcp_ms": ("gcp_engines", "CPs"), "wl_ziip_ms": ("ziip_engines", "zIIPs"),
          "wl_cpu_pct": ("cpu_pct_total", "")}
TOTAL_CPU_PCT = "cpu_pct_total"  # not a quantity of the engine: 100 x (gcp_engines + ziip_engines)
TOOLTIPS = {
    "tps": "The plan's total rate: the sum of the computed workloads' rates.",
    "wl_gcp_ms": "General CPs' worth of the workloads' time: the sum over workloads of rate × 'on CPs ms' / "
                 "1,000 (the engine's gcp_engines). The LPAR busy these add, with the address spaces' "
                 "capture ratio, is on the Results sheet.",
    "wl_ziip_ms": "zIIPs' worth of the workloads' time: the sum over workloads of rate × 'on zIIP ms' / 1,000 "
                  "(the engine's ziip_engines).",
    "wl_cpu_pct": "The plan's CPU as % of one engine: the sum of the column, 100 × (gcp_engines + ziip_engines).",
}


class TotalsModel(QAbstractTableModel):
    def __init__(self, doc: PlanDocument, columns: list[Column]):
        super().__init__()
        self.doc = doc
        self.columns = columns
        self.hidden_rows = 0  # rows a filter hides from the grid (told in the Name cell)
        # a new result repaints the totals (and widens a column a total no longer fits) while they are on
        # screen; the row that shows them refreshes them when it is shown (TotalsRow)
        self.refresh_if_shown = self.refresh
        doc.recomputed.connect(lambda: self.refresh_if_shown())
        doc.scenario_switched.connect(lambda: self.refresh_if_shown())

    def refresh(self) -> None:
        self.dataChanged.emit(self.index(0, 0), self.index(0, len(self.columns) - 1))

    def set_hidden_rows(self, hidden: int) -> None:
        if hidden != self.hidden_rows:
            self.hidden_rows = hidden
            self.refresh()

    @qt_override(fallback=0)
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else 1

    @qt_override(fallback=0)
    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    @qt_override
    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole:
            return "Total"
        return None

    @qt_override(fallback=Qt.ItemFlag.NoItemFlags)
    def flags(self, index: Index) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def quantity(self, column: int) -> str | None:
        entry = TOTALS.get(self.columns[column].key)
        return entry[0] if entry else None

    def value(self, column: int) -> float | None:
        """The total under a column, None when it has none or the plan has errors."""
        result = self.doc.result
        key = self.quantity(column)
        if key is None or result.errors:
            return None
        if key == TOTAL_CPU_PCT:
            return 100.0 * (float(result.env["gcp_engines"]) + float(result.env["ziip_engines"]))
        return float(result.env[key])

    def name_text(self) -> str:
        n = self.doc.result.resolved.n
        text = f"{n} workload{'s' if n != 1 else ''}"
        if self.doc.result.errors:
            text += ": not computed (errors)"
        if self.hidden_rows:
            text += f", {self.hidden_rows} hidden by the filter"
        return text

    @qt_override
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        column = self.columns[index.column()]
        key = self.quantity(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return self.name_text()
            if key is None:
                return None
            value = self.value(index.column())
            if value is None:
                return "—"
            unit = TOTALS[column.key][1]
            return f"{value:.3f} {unit}" if unit else style.fmt_number(value, column.unit)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and key is not None:
            return style.computed_background()
        if role == Qt.ItemDataRole.ToolTipRole:
            if index.column() == 0:
                return ("The plan's totals, of every workload whatever the filter shows. Select a total to see "
                        "its formula.")
            if key is not None:
                note = "\n\nThe plan has errors: no totals until they are fixed (the Results sheet lists them)." \
                    if self.doc.result.errors else ""
                return TOOLTIPS[column.key] + note
        return None


class TotalsRow(QTableView):
    """One row of totals right under the grid, in line with its columns. It carries the grid's horizontal
    scroll bar (under the totals, as a spreadsheet's status line is under its cells), and the grid keeps a
    vertical scroll bar, so that the two show their columns at the same places."""

    total_selected = Signal(str)  # the quantity of the selected total ("" for a cell without one)

    def __init__(self, grid: QTableView, model: TotalsModel, parent=None):
        super().__init__(parent)
        self.grid = grid
        self.setModel(model)
        self.horizontalHeader().hide()
        self.horizontalHeader().setStretchLastSection(grid.horizontalHeader().stretchLastSection())
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(grid.verticalHeader().defaultSectionSize())
        self.setHorizontalScrollMode(grid.horizontalScrollMode())
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        grid.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        grid.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setWordWrap(False)
        # the same row-header width as the grid's, whatever its row numbers: the columns start together
        width = max(self.fontMetrics().horizontalAdvance(t) for t in ("Total", "00000")) + 16
        for header in (grid.verticalHeader(), self.verticalHeader()):
            header.setFixedWidth(width)
        for column in range(model.columnCount()):
            self.setColumnWidth(column, grid.columnWidth(column))
        grid.horizontalHeader().sectionResized.connect(lambda c, _old, new: self.setColumnWidth(c, new))
        grid.horizontalScrollBar().valueChanged.connect(self.horizontalScrollBar().setValue)
        self.horizontalScrollBar().valueChanged.connect(grid.horizontalScrollBar().setValue)
        self.frozen = FrozenColumn(self, 1, header=False)
        model.refresh_if_shown = refresh_when_shown(self, model.refresh)  # an edit on another sheet: when shown
        self._measured: dict[int, tuple[str, int]] = {}  # column -> its text and the width that text needs
        model.dataChanged.connect(self.fit_totals)
        self.fit_totals()
        self.selectionModel().currentChanged.connect(self._current_changed)
        self.setFixedHeight(self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth()
                            + self.horizontalScrollBar().sizeHint().height())

    def fit_totals(self, *_args) -> None:
        """Widen a grid column whose total does not fit it (a total cut to "0.221 zII…" says nothing); never
        narrow one: the planner's widths stay. A text is measured once (Qt's measure lays the cell out: a
        few of them on every edit cost a tenth of a frame); an empty cell needs no width."""
        model = self.model()
        for column in range(model.columnCount()):
            text = model.data(model.index(0, column), Qt.ItemDataRole.DisplayRole)
            if not text:
                continue
            measured = self._measured.get(column)
            if measured is None or measured[0] != text:
                # the bold text with the cell's margins, as Qt measures it
                measured = self._measured[column] = (text, self.sizeHintForColumn(column))
            if self.grid.columnWidth(column) < measured[1]:
                self.grid.setColumnWidth(column, measured[1])

    @qt_override
    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._measured.clear()  # the same texts take other widths

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        key = self.model().quantity(current.column()) if current.isValid() else None
        self.total_selected.emit(key or "")

    @qt_override
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.frozen.place()


class TotalsBar(QWidget):
    """The totals row with room on its right for the grid's vertical scroll bar above it."""

    def __init__(self, grid: QTableView, model: TotalsModel, parent=None):
        super().__init__(parent)
        self.row = TotalsRow(grid, model, self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.row, 1)
        layout.addSpacing(grid.verticalScrollBar().sizeHint().width())
