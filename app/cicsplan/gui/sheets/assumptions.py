"""The Assumptions sheet: the cost method, plan variables and every named (unmeasured) assumption."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.catalog.costs import METHOD_NAMES, METHODS
from cicsplan.core.model.inputs import is_identifier
from cicsplan.core.plan import edits
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.grid_keys import KeyedTable
from cicsplan.gui.sheets.shown import RefreshWhenShown


class AssumptionsSheet(RefreshWhenShown, QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self._filling = False

        method_box = QGroupBox("Cost method", self)
        self.method = QComboBox(method_box)
        for m in METHODS:
            self.method.addItem(METHOD_NAMES[m], m)
        self.method.setToolTip("published: the papers' own arithmetic, the mean of CPU%/ETR over the measured rows "
                               "(default).\nfitted: CPU% = fixed + slope x ETR by least squares with fixed >= 0 and "
                               "saturated rows left out; fixed CPU of shared address spaces is counted once per "
                               "LPAR.")
        self.method.activated.connect(self._method_chosen)
        # the method names are sentences: the box must not set the window's smallest width
        self.method.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.method.setMinimumContentsLength(24)
        QFormLayout(method_box).addRow("Costs from measured rows by", self.method)

        # short titles: a group box is at least as wide as its title, and the window as its widest sheet
        var_box = QGroupBox("Plan variables", self)
        var_box.setToolTip("Use them in any number cell: =peak_tps*1.3")
        self.variables = KeyedTable(0, 4, var_box)
        self.variables.setHorizontalHeaderLabels(["Name", "Value or formula", "Value", "Problem"])
        self.variables.setColumnWidth(0, 160)
        self.variables.setColumnWidth(1, 200)
        self.variables.horizontalHeader().setStretchLastSection(True)
        self.variables.itemChanged.connect(self._variable_edited)
        add = QPushButton("Add variable", var_box)
        add.clicked.connect(self._add_variable)
        remove = QPushButton("Delete variable", var_box)
        remove.clicked.connect(self._remove_variable)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        var_layout = QVBoxLayout(var_box)
        var_layout.addLayout(buttons)
        var_layout.addWidget(self.variables)

        ass_box = QGroupBox("Named assumptions", self)
        ass_box.setToolTip("Not measured: every default is argued, every value editable")
        self.assumptions = KeyedTable(0, 6, ass_box)
        self.assumptions.setHorizontalHeaderLabels(["Assumption", "Value", "Default", "Unit", "Allowed", "Group"])
        self.assumptions.setColumnWidth(0, 280)
        self.assumptions.setColumnWidth(1, 80)
        self.assumptions.setColumnWidth(2, 70)
        self.assumptions.setColumnWidth(3, 50)
        self.assumptions.setColumnWidth(4, 90)
        self.assumptions.horizontalHeader().setStretchLastSection(True)
        self.assumptions.setWordWrap(False)
        self.assumptions.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.assumptions.itemChanged.connect(self._assumption_edited)
        self.assumptions.currentCellChanged.connect(lambda row, *_: self._describe(row))
        self.why = QLabel(ass_box)
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.RichText)
        self.why.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        reset = QPushButton("Reset selected to default", ass_box)
        reset.clicked.connect(self._reset_selected)
        ass_layout = QVBoxLayout(ass_box)
        ass_layout.addWidget(reset, 0, Qt.AlignmentFlag.AlignLeft)
        ass_layout.addWidget(self.assumptions, 2)
        ass_layout.addWidget(self.why, 1)

        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(method_box)
        left.addWidget(var_box, 1)
        top.addLayout(left, 2)
        top.addWidget(ass_box, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        note = QLabel("Plan variables can be used in any number cell (=peak_tps*1.3). Named assumptions are what was "
                      "not measured: each default is argued and each value editable; they apply to the whole plan. "
                      "Overridden values are shaded; Reset returns to the default. Select an assumption to read what "
                      "it means and why its default is what it is.", self)
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addLayout(top, 1)
        doc.recomputed.connect(self.refresh_if_shown)

    # -- fill --------------------------------------------------------------------------------

    def refresh(self) -> None:
        self._stale = False
        self._filling = True
        try:
            self.method.setCurrentIndex(max(0, self.method.findData(self.doc.plan.cost_method)))
            self._fill_variables()
            self._fill_assumptions()
        finally:
            self._filling = False

    def _fill_variables(self) -> None:
        r = self.doc.result.resolved
        errors = {i.field: i.message for i in self.doc.result.issues if i.scope == "variable"}
        items = list(self.doc.plan.variables.items())
        self.variables.setRowCount(len(items))
        for row, (name, raw) in enumerate(items):
            cells = [name, "" if raw is None else str(raw),
                     "" if name not in r.variables else style.fmt_general(r.variables[name]), errors.get(name, "")]
            for col, text in enumerate(cells):
                background = (style.error_background() if name in errors else
                              style.computed_background() if col >= 2 else None)
                put_item(self.variables, row, col, text, editable=col < 2, background=background)

    def _fill_assumptions(self) -> None:
        catalog = self.doc.catalog
        overrides = self.doc.plan.assumptions
        errors = {i.field: i.message for i in self.doc.result.issues if i.scope == "assumption"}
        entries = list(catalog.assumptions.values())
        self.assumptions.setRowCount(len(entries))
        for row, a in enumerate(entries):
            value = overrides.get(a.key, a.default)
            allowed = ", ".join(a.choices) if a.choices else f"{style.fmt_general(a.min)} to {style.fmt_general(a.max)}"
            if a.suggestions:
                allowed += "; measured: " + ", ".join(style.fmt_general(v) for v, _ in a.suggestions)
            cells = [a.name, str(value), str(a.default), a.unit, allowed, a.group]
            for col, text in enumerate(cells):
                background, tooltip = None, f"{a.description}\n\nWhy this default: {a.argument}"
                if col == 1 and a.key in overrides:
                    background, tooltip = style.override_background(), f"Overridden in this plan (default {a.default})"
                if a.key in errors:
                    background, tooltip = style.error_background(), errors[a.key]
                put_item(self.assumptions, row, col, text, editable=col == 1, background=background, tooltip=tooltip,
                         key=a.key)
        self._describe(max(self.assumptions.currentRow(), 0))

    def _describe(self, row: int) -> None:
        entries = list(self.doc.catalog.assumptions.values())
        if not 0 <= row < len(entries):
            self.why.setText("")
            return
        a = entries[row]
        value = self.doc.plan.assumptions.get(a.key, a.default)
        state = "overridden in this plan" if a.key in self.doc.plan.assumptions else "default"
        text = (f"<b>{html.escape(a.name)}</b> = {html.escape(str(value))} {html.escape(a.unit)} "
                f"({state}; default {html.escape(str(a.default))})<br>{html.escape(a.description)}"
                f"<br><i>Why this default:</i> {html.escape(a.argument)}")
        if a.suggestions:
            text += "<br><i>Measured values you can type:</i> " + "; ".join(
                f"{style.fmt_general(v)} {html.escape(a.unit)} ({html.escape(source)})" for v, source in a.suggestions)
        if text != self.why.text():  # a rich-text label set again lays the sheet out again
            self.why.setText(text)

    # -- edits -------------------------------------------------------------------------------

    def _method_chosen(self) -> None:
        self.doc.set_plan_attribute("cost_method", self.method.currentData(), "Change cost method")

    def _variable_edited(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        row = item.row()
        names = list(self.doc.plan.variables)
        if row >= len(names):
            return
        old_name = names[row]
        if item.column() == 0:
            new_name = item.text().strip()
            if not is_identifier(new_name):
                QMessageBox.warning(self, "Variable name", f"'{new_name}' is not a valid name: use letters, digits "
                                    "and underscores, not starting with a digit.")
                self.refresh()
                return
            try:
                self.doc.rename_variable(old_name, new_name)
            except ValueError as exc:
                QMessageBox.warning(self, "Variable name", str(exc))
                self.refresh()
        elif item.column() == 1:
            self.doc.set_mapping("variables", old_name, edits.normalise(item.text()), f"Edit variable {old_name}")

    def _add_variable(self) -> None:
        names = list(self.doc.plan.variables)
        n = len(names) + 1
        while f"var{n}" in names:
            n += 1
        self.doc.set_mapping("variables", f"var{n}", 0, "Add variable")

    def _remove_variable(self) -> None:
        rows = sorted({i.row() for i in self.variables.selectedIndexes()})
        names = list(self.doc.plan.variables)
        for row in reversed(rows):
            if row < len(names):
                self.doc.set_mapping("variables", names[row], None, f"Delete variable {names[row]}")

    def _assumption_edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 1:
            return
        key = item.data(Qt.ItemDataRole.UserRole)
        assumption = self.doc.catalog.assumptions[key]
        text = item.text().strip()
        value = edits.normalise(text)
        if isinstance(assumption.default, bool):
            value = text.lower() in ("true", "yes", "1")
        if value == assumption.default:
            value = None  # back to the default: remove the override
        self.doc.set_mapping("assumptions", key, value, f"Edit assumption {assumption.name}")

    def _reset_selected(self) -> None:
        rows = sorted({i.row() for i in self.assumptions.selectedIndexes()})
        keys = list(self.doc.catalog.assumptions)
        for row in rows:
            key = keys[row]
            if key in self.doc.plan.assumptions:
                self.doc.set_mapping("assumptions", key, None, "Reset assumption")


def put_item(table: QTableWidget, row: int, col: int, text: str, *, editable: bool, background: QColor | None = None,
             tooltip: str = "", key: str | None = None) -> None:
    """Show a cell, changing only what differs: an edit repaints the cells it moved, and the item of a cell
    whose editor is committing is updated, never replaced under it."""
    item = table.item(row, col)
    if item is None:
        item = QTableWidgetItem()
        table.setItem(row, col, item)
    flags = item.flags() | Qt.ItemFlag.ItemIsEditable if editable else item.flags() & ~Qt.ItemFlag.ItemIsEditable
    if item.flags() != flags:
        item.setFlags(flags)
    if key is not None and item.data(Qt.ItemDataRole.UserRole) != key:
        item.setData(Qt.ItemDataRole.UserRole, key)
    brush = QBrush(background) if background is not None else QBrush()
    if item.background() != brush:
        item.setBackground(brush)
    if item.toolTip() != tooltip:
        item.setToolTip(tooltip)
    if item.text() != text:
        item.setText(text)
