"""Table models over a scenario's rows (workloads, region groups): thin adapters, no arithmetic.

Input cells show their evaluated value and edit their raw value (a formula stays a formula);
computed cells read the engine's result. Errors and warnings colour the cell they concern.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from cicsplan.core.common.records import dataclass
from cicsplan.core.model import applicability, calc
from cicsplan.core.plan.fields import BOOL, INGRESS, INTEGER, NUMBER, FieldSpec
from cicsplan.core.plan.issues import ERROR
from cicsplan.core.plan.routing import ROUTING, routing_of
from cicsplan.core.plan.routing_text import routing_text
from cicsplan.core.plan.sizes import parse_bytes
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.repaint import RowSnapshot, cached_answer, cell_blocks, changed_cells

Index = QModelIndex | QPersistentModelIndex

def edit_text(raw: object) -> str:
    """What an input cell's editor starts from: the raw value as text that is stored back unchanged.

    Always text, so every input cell edits in a line edit: Qt's default editor for a number is a spin box,
    which cannot take a formula or '32 KB', rounds 0.125 to 0.13 and clamps what it does not like."""
    if raw is None:
        return ""
    if isinstance(raw, bool):
        return "yes" if raw else "no"
    return str(raw)  # str() of a float is its shortest exact form: 0.125, 1e-05, 1800.0


@dataclass(frozen=True)
class Column:
    key: str
    header: str
    spec: FieldSpec | None = None  # input column
    quantity: str | None = None  # computed column: a calc quantity key

    @property
    def computed(self) -> bool:
        return self.quantity is not None

    @property
    def unit(self) -> str:
        if self.spec:
            return self.spec.unit
        return calc.QUANTITIES[self.quantity].unit

    def tooltip(self) -> str:
        if self.spec:
            return self.spec.tooltip()
        q = calc.QUANTITIES[self.quantity]
        return f"{q.label} ({q.unit}): {q.description}. Computed; select the cell to see its formula and sources."


# what a cell is worth for sorting, filtering and copying to another program: its number at full precision
# (a formula's value, a computed figure) or its text; None when blank
VALUE_ROLE = int(Qt.ItemDataRole.UserRole) + 40
# the roles the sheets answer; every repaint asks each visible cell for these and a few more
ANSWERED_ROLES = frozenset(int(r) for r in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole,
                                            Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.BackgroundRole,
                                            Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.FontRole,
                                            Qt.ItemDataRole.ToolTipRole))
_MODEL_ROLES = ANSWERED_ROLES | {VALUE_ROLE}
# the roles whose answer follows a cell's number; its colours, font and alignment follow its row's texts and
# issues (a row whose texts or issues moved is read again whole)
_NUMBER_ROLES = frozenset((int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.EditRole), VALUE_ROLE))
NOT_APPLICABLE = "—"  # shown in a cell whose field does not apply to the row's method

# the issues of each table's rows: their scope in core.plan.issues
ISSUE_SCOPES = {"workloads": "workload", "region_groups": "region_group", "partitions": "partition"}
# an other LPAR's input column -> its checked value in model.lpar.ResolvedPartition
_PARTITION_VALUES = {"logical_cps": "logical_cps", "logical_ziips": "logical_ziips", "weight": "weight",
                     "ziip_weight": "ziip_weight", "busy_pct": "busy_pct", "ziip_busy_pct": "ziip_busy_pct",
                     "caps.absolute_cps": "absolute_cps", "caps.defined_msu": "defined_msu"}

_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)  # an int: compared on every call, where an enum costs more
READ_ONLY = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_EDITABLE = READ_ONLY | Qt.ItemFlag.ItemIsEditable

# input column -> the ResolvedScenario array holding its evaluated numbers
_RESOLVED_COLUMNS = {"tps": "tps", "payload_in_bytes": "payload_in_bytes", "payload_out_bytes": "payload_out_bytes",
                     "xml_elements_in": "xml_in", "xml_elements_out": "xml_out", "xml_tag_bytes": "xml_tag_bytes",
                     "servers": "servers", "app_gcp_ms": "app_gcp_ms", "app_qr_ms": "app_qr_ms",
                     "app_qr_share": "app_qr_share", "app_ziip_ms": "app_ziip_ms",
                     "other_latency_ms": "other_latency_ms", "response_target_ms": "response_target_ms",
                     "response_target_factor": "response_target_factor"}


class RecordTableModel(QAbstractTableModel):
    def __init__(self, doc: PlanDocument, table: str, columns: list[Column]):
        super().__init__()
        self.doc = doc
        self.table = table
        self.columns = columns
        self._flags = [READ_ONLY if c.computed else _EDITABLE for c in columns]  # asked for every painted cell
        # columns that apply only to some ingress methods (TLS, channel, XML): no editor on the other rows
        self._conditional = {i for i, c in enumerate(columns)
                             if table == "workloads" and c.key in applicability.CONDITIONAL}
        self._cache: dict[int, dict[tuple[int, int], object]] = {}  # row -> (column, role) -> answer
        self._shown = self._snapshot()  # what the rows show: compared after each recalculation
        doc.edited.connect(self._on_edited)
        doc.scenario_switched.connect(self._reset)
        doc.recomputed.connect(self._repaint_moved)

    # -- structure ---------------------------------------------------------------------------

    @property
    def records(self):
        return getattr(self.doc.scenario, self.table)

    @qt_override(fallback=0)
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.records)

    @qt_override(fallback=0)
    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    @qt_override
    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            col = self.columns[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return col.header
            if role == Qt.ItemDataRole.ToolTipRole:
                return col.tooltip()
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole:
            return str(section + 1)
        return None

    @qt_override(fallback=READ_ONLY)
    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return READ_ONLY
        column = index.column()
        if column in self._conditional and self.not_applicable(index.row(), self.columns[column].key):
            return READ_ONLY
        return self._flags[column]

    def not_applicable(self, row: int, key: str) -> str | None:
        """Why a workload's field does not apply to its ingress method (no editor is offered), else None."""
        if self.table != "workloads" or key not in applicability.CONDITIONAL or row >= len(self.records):
            return None
        return applicability.why_not(self.doc.catalog, key, self.records[row].get("ingress"))

    # -- data --------------------------------------------------------------------------------

    def issues_at(self, row: int, key: str):
        scope = ISSUE_SCOPES[self.table]
        result = self.doc.result
        if scope == "workload":
            return [i for i in result.workload_issues(row) if i.field == key]
        return [i for i in result.issues if i.scope == scope and i.index == row and i.field == key]

    @qt_override
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in _MODEL_ROLES or not index.isValid():  # Qt asks for about ten roles per cell
            return None
        if role == _TOOLTIP:  # asked on hover only; its provenance is not in the snapshot
            return self._data(index, role)
        # Qt asks each visible cell for several roles on every repaint; a cell's answers change only when
        # what it shows does (_repaint_moved drops the cells that moved; resets drop everything)
        return cached_answer(self._cache, index.row(), index, role, self._data)

    def fill_roles(self, index: Index, roles) -> None:
        """Answer every role a view asks of a cell at once (QModelRoleDataSpan), from the cached answers: a
        painted cell is asked for seven, each through Qt and back into Python when asked one by one."""
        row_cache = self._cache.get(index.row())
        if row_cache is None:
            row_cache = self._cache[index.row()] = {}
        column = index.column()
        for role_data in roles:
            role = role_data.role()
            if role not in _MODEL_ROLES:
                role_data.clearData()  # a role the grids do not answer (decoration, check state)
                continue
            if role == _TOOLTIP:
                role_data.setData(self._data(index, role))
                continue
            try:
                value = row_cache[column, role]
            except KeyError:
                value = row_cache[column, role] = self._data(index, role)
            role_data.setData(value)

    def _data(self, index: Index, role: int):
        row, col = index.row(), self.columns[index.column()]
        record = self.records[row]
        if col.computed:
            return self._computed(row, col, role)
        if col.key == ROUTING and self.table == "workloads":
            return self._routing(row, col, role)
        raw = record.get(col.key)
        if role == Qt.ItemDataRole.EditRole:
            return edit_text(raw)
        if role == VALUE_ROLE:
            value = self._value(row, col.key) if col.spec and col.spec.kind in (NUMBER, INTEGER) else None
            return value if value is not None else raw
        if raw is None and index.column() in self._conditional:
            why = self.not_applicable(row, col.key)
            if why is not None:
                return self._not_applicable(col, why, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, col, raw)
        if role == Qt.ItemDataRole.TextAlignmentRole and col.spec and col.spec.kind in (NUMBER, INTEGER):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            issues = self.issues_at(row, col.key)
            if any(i.severity == ERROR for i in issues):
                return style.error_background()
            if issues:
                return style.warning_background()
            return None
        if role == Qt.ItemDataRole.ForegroundRole and raw is None and col.spec and col.spec.kind in (NUMBER, INTEGER):
            return style.muted_text()
        if role == Qt.ItemDataRole.FontRole and isinstance(raw, str) and raw.startswith("="):
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, col, raw)
        return None

    def _routing(self, row: int, col: Column, role: int):
        """A workload's Routing cell: its routes in words (core.plan.routing_text), edited whole in the routing
        editor or as those words (typed, pasted, filled)."""
        text = routing_text(routing_of(self.records[row]))
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return text
        if role == VALUE_ROLE:
            return text or None
        if role == Qt.ItemDataRole.BackgroundRole:
            issues = self.issues_at(row, col.key)
            if any(i.severity == ERROR for i in issues):
                return style.error_background()
            return style.warning_background() if issues else None
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [f"{i.severity.upper()}: {i.message}" for i in self.issues_at(row, col.key)]
            return "\n\n".join([*lines, col.tooltip()])
        return None

    @staticmethod
    def _not_applicable(col: Column, why: str, role: int):
        if role == Qt.ItemDataRole.DisplayRole:
            return NOT_APPLICABLE
        if role == Qt.ItemDataRole.ForegroundRole:
            return style.muted_text()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{col.header} does not apply here: {why}.\n\n{col.tooltip()}"
        return None

    def _value(self, row: int, key: str) -> float | None:
        """The evaluated number of an input cell (a formula's result, or the default)."""
        r = self.doc.result.resolved
        if self.table == "workloads" and row < r.n:
            attribute = _RESOLVED_COLUMNS.get(key)
            array = None if attribute is None else getattr(r, attribute)
            if key.startswith("xml_") and (row >= len(r.ingress) or r.ingress[row] not in self.doc.catalog.models
                                           or not self.doc.catalog.get(r.ingress[row]).is_web_service):
                return None  # XML applies to web-service methods only
            if array is not None and not any(i.severity == ERROR for i in self.issues_at(row, key)):
                value = float(array[row])
                return None if math.isnan(value) else value  # an empty optional cell: nothing to show
        if self.table == "region_groups" and key == "regions":
            name = self.records[row].get("name")
            for group, regions in r.groups:
                if group == name:
                    return regions
        if (self.table == "partitions" and row < len(r.partitions) and key in _PARTITION_VALUES
                and not any(i.severity == ERROR for i in self.issues_at(row, key))):
            value = getattr(r.partitions[row], _PARTITION_VALUES[key])
            return None if value is None else float(value)
        return None

    def _display(self, row: int, col: Column, raw):
        spec = col.spec
        if spec and spec.kind in (NUMBER, INTEGER):
            value = self._value(row, col.key)
            if value is not None:
                return style.fmt_number(value, spec.unit)
            return "" if raw is None else str(raw)
        if spec and spec.kind == INGRESS and isinstance(raw, str) and raw in self.doc.catalog.models:
            return raw
        if spec and spec.kind == BOOL:
            return "" if raw is None else ("yes" if raw is True else "no" if raw is False else str(raw))
        return "" if raw is None else str(raw)

    def _tooltip(self, row: int, col: Column, raw) -> str:
        lines = []
        for issue in self.issues_at(row, col.key):
            lines.append(f"{issue.severity.upper()}: {issue.message}")
        if isinstance(raw, str) and raw.startswith("="):
            lines.append(f"Formula: {raw}")
        if self.table == "workloads" and col.spec and col.spec.kind in (NUMBER, INTEGER):
            r = self.doc.result.resolved
            if row < r.n:
                prov = r.cell_provenance(row, col.key, self.doc.catalog)
                lines.append(f"Value from: {prov.text}")
        if col.spec and col.spec.kind == INGRESS and raw in self.doc.catalog.models:
            model = self.doc.catalog.get(raw)
            lines.append(f"{model.name}\n{model.summary}\nSource: {model.citation}")
        lines.append(col.tooltip())
        return "\n\n".join(lines)

    def _computed(self, row: int, col: Column, role: int):
        if role == VALUE_ROLE:
            return None if row >= self.doc.result.resolved.n else self.doc.result.value(col.quantity, row)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            result = self.doc.result
            if row >= result.resolved.n:
                return None
            value = result.value(col.quantity, row)
            if value is None:  # not computed, or (a valid row) an infinite figure: a queue with no steady state
                return "saturated" if result.resolved.valid[row] else "error"
            return style.fmt_number(value, col.unit)
        if role == Qt.ItemDataRole.BackgroundRole:
            return style.computed_background()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            issues = [i for i in self.doc.result.workload_issues(row) if i.severity == ERROR]
            text = col.tooltip()
            if issues:
                text = "Not computed:\n" + "\n".join(i.text() for i in issues) + "\n\n" + text
            return text
        return None

    @qt_override(fallback=False)
    def setData(self, index: Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        col = self.columns[index.column()]
        if col.computed:
            return False
        value = self.coerce(col, value)
        ref = self.doc.cell_ref(self.table, index.row(), col.key)
        self.doc.set_cell(ref, value, f"Edit {col.header}")
        return True

    @staticmethod
    def coerce(col: Column, value):
        """Sizes typed with a unit ('32 KB') in the payload columns; the document stores the rest by kind."""
        if isinstance(value, str) and col.spec and col.key.startswith("payload_") and not value.strip().startswith("="):
            return parse_bytes(value)
        return value

    # -- updates from the document -----------------------------------------------------------

    def _reset(self) -> None:
        self.beginResetModel()
        self._cache.clear()
        self._shown = self._snapshot()  # the document is recomputed before views hear of an edit
        self.endResetModel()

    def _on_edited(self, kind: str, detail) -> None:
        if kind == "scenario" or (kind == "rows" and detail == self.table):
            self._reset()  # rows came or went: every cell is read again

    def _repaint_moved(self) -> None:
        """After a recalculation: repaint the cells whose figures, texts or issues moved (every computed
        value may move after any edit: shared fixed costs, variables, hardware), or all of them. A cell
        that did not move keeps its cached answers and is not repainted."""
        snapshot = self._snapshot()
        changes = changed_cells(self._shown, snapshot, self.columnCount())
        self._shown = snapshot
        if changes is None:
            self.repaint_all()
            return
        cells = changes.moved
        whole = cells.all(axis=1)
        for row in np.flatnonzero(cells.any(axis=1)).tolist():
            if whole[row]:
                self._cache.pop(row, None)
            elif (cached := self._cache.get(row)) is not None:
                moved = cells[row]  # only its numbers moved: the cells keep their colours, font and alignment
                for key in [key for key in cached if moved[key[0]] and key[1] in _NUMBER_ROLES]:
                    del cached[key]
        for first_row, last_row, first_column, last_column in cell_blocks(changes.shown):
            self.dataChanged.emit(self.index(first_row, first_column), self.index(last_row, last_column))

    def repaint_all(self) -> None:
        """Drop every cached answer and repaint the grid (rows that cannot be compared, a new palette)."""
        self._cache.clear()
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def _snapshot(self) -> RowSnapshot | None:
        """What each row shows: the figures of its numeric cells (and which column shows each), its inputs
        as typed, its issues."""
        result, rows = self.doc.result, self.rowCount()
        if not rows:
            return RowSnapshot(np.zeros((0, 0)), [])
        figures, shown_in, decimals = [], [], []
        for k, col in enumerate(self.columns):
            if col.computed:
                figure = result.workload_values(col.quantity)
            elif self.table == "workloads" and col.key in _RESOLVED_COLUMNS:
                figure = np.asarray(getattr(result.resolved, _RESOLVED_COLUMNS[col.key]), dtype=float)
            elif col.spec and col.spec.kind in (NUMBER, INTEGER):
                figure = np.array([np.nan if (v := self._value(row, col.key)) is None else v
                                   for row in range(rows)], dtype=float)
            else:
                continue
            if len(figure) != rows:
                return None  # the result does not describe these rows (yet): compare nothing
            figure = figure.reshape(rows, -1)
            figures.append(figure)
            shown_in += [k] * figure.shape[1]
            # a computed figure is its value as fmt_number writes it; an input's text is compared whole
            decimals += [style.fixed_decimals(col.unit) if col.computed else None] * figure.shape[1]
        numbers = np.column_stack(figures) if figures else np.zeros((rows, 0))
        others = [(dict(record.values), routing_of(record), self._row_issues(row))
                  for row, record in enumerate(self.records)]
        return RowSnapshot(numbers, others, np.array(shown_in, dtype=int), decimals)

    def _row_issues(self, row: int) -> tuple:
        result = self.doc.result
        if self.table == "workloads":
            issues = result.workload_issues(row)
        else:
            issues = [i for i in result.issues if i.scope == ISSUE_SCOPES[self.table] and i.index == row]
        return tuple((i.severity, i.field, i.message) for i in issues)
