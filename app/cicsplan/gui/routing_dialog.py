"""The routing editor: where a workload's application runs (its routes to AOR region groups, each with its share,
link and COMMAREA size), or split by free capacity. OK applies the whole routing as one undoable edit
(PlanDocument.set_routing), keeping every field of a route the editor does not show; the engine checks it like any
cell, and the dialog says what it will refuse before it is applied."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.plan.routing import FREE_SHARE, LINK_KINDS, LINK_LABELS, ROUTE, routing_of
from cicsplan.core.plan.sizes import parse_bytes
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override

GROUP, SHARE, LINK, COMMAREA = range(4)
DEFAULT_LINK = ""  # the engine's default: mro in the TOR's LPAR, else ipic


class RoutingDialog(QDialog):
    """The routes of workload ``row`` of the current scenario."""

    def __init__(self, doc: PlanDocument, row: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc, self.row = doc, row
        record = doc.scenario.workloads[row]
        name = record.get("name") or f"workload {row + 1}"
        tor = record.get("region") or "CICS"
        self.setWindowTitle(f"Routing of {name}")
        intro = QLabel(f"'{name}' enters in region group {tor} (its TOR), which keeps the ingress cost. Its "
                       "application runs in the groups below by their shares; a route to another group adds the "
                       "link's CPU on both sides (Assumptions sheet, Links between regions). No routes: it all runs "
                       f"in {tor}. An empty COMMAREA carries the workload's payloads; sizes take units (4 KB, "
                       "1 MB).", self)
        intro.setWordWrap(True)
        self.free = QCheckBox("Split by free capacity (shares follow what each group's LPAR has free)", self)
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(["Region group", "Share %", "Link", "COMMAREA bytes"])
        self.table.setColumnWidth(GROUP, 180)
        self.table.setColumnWidth(LINK, 330)
        self.table.setColumnWidth(COMMAREA, 130)
        self.table.horizontalHeaderItem(COMMAREA).setToolTip(
            ROUTE["commarea_bytes"].tooltip() + "\nSizes take units (4 KB, 1 MB).")
        # each row's route as the plan holds it, so that OK keeps what the editor does not show
        self._given: list[dict] = []
        self.add_button = QPushButton("Add route", self)
        self.remove_button = QPushButton("Remove route", self)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        row_buttons = QHBoxLayout()
        row_buttons.addWidget(self.add_button)
        row_buttons.addWidget(self.remove_button)
        row_buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.free)
        layout.addWidget(self.table, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.add_button.clicked.connect(lambda: self.add_route())
        self.remove_button.clicked.connect(self.remove_route)
        self.free.toggled.connect(self._free_toggled)
        self.table.itemChanged.connect(lambda _: self._check())
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        routes = routing_of(record)
        if isinstance(routes, list):
            for route in routes:
                if isinstance(route, dict):
                    self.add_route(route)
            self.free.setChecked(bool(routes) and all(isinstance(r, dict) and str(r.get("share_pct")).strip().lower()
                                                      == FREE_SHARE for r in routes))
        self.resize(860, 360)
        self._check()

    def group_names(self) -> list[str]:
        """The scenario's region groups: listed, then named by workloads (as the engine finds them)."""
        names: list[str] = []
        for group in self.doc.scenario.region_groups:
            name = group.get("name")
            if isinstance(name, str) and name.strip() and name.strip() not in names:
                names.append(name.strip())
        for workload in self.doc.scenario.workloads:
            name = str(workload.get("region") or "CICS").strip()
            if name not in names:
                names.append(name)
        return names

    def add_route(self, route: dict | None = None) -> None:
        """A route row: the group (the first not routed yet), its share and link."""
        route = route or {}
        row = self.table.rowCount()
        self.table.blockSignals(True)  # the row is checked once it is whole
        self.table.insertRow(row)
        groups = QComboBox(self.table)
        names = self.group_names()
        given = str(route.get("group") or "").strip()
        if given and given not in names:
            names.append(given)
        groups.addItems(names)
        taken = {self.table.cellWidget(r, GROUP).currentText() for r in range(row)}
        groups.setCurrentText(given or next((n for n in names if n not in taken), names[0] if names else ""))
        groups.currentTextChanged.connect(lambda _: self._check())
        self.table.setCellWidget(row, GROUP, groups)
        share = route.get("share_pct")
        text = "" if share is None or str(share).strip().lower() == FREE_SHARE else f"{share:g}" \
            if isinstance(share, int | float) else str(share)
        self.table.setItem(row, SHARE, QTableWidgetItem(text))
        links = QComboBox(self.table)
        links.addItem("default (mro in the TOR's LPAR, else ipic)", DEFAULT_LINK)
        for kind in LINK_KINDS:
            links.addItem(f"{kind}: {LINK_LABELS[kind]}", kind)
        found = links.findData(str(route.get("link") or "").strip().lower())
        links.setCurrentIndex(max(found, 0))
        self.table.setCellWidget(row, LINK, links)
        self.table.setItem(row, COMMAREA, QTableWidgetItem(_size_text(route.get("commarea_bytes"))))
        self._given.append(dict(route))
        self.table.blockSignals(False)
        self._free_toggled(self.free.isChecked())

    def remove_route(self) -> None:
        row = self.table.currentRow()
        if row < 0:
            row = self.table.rowCount() - 1
        if row >= 0:
            self.table.removeRow(row)
            del self._given[row]
        self._check()

    def _free_toggled(self, free: bool) -> None:
        for row in range(self.table.rowCount()):
            item = self.table.item(row, SHARE)
            if item is not None:
                item.setFlags(item.flags() & ~_EDITABLE if free else item.flags() | _EDITABLE)
        self._check()

    def routes(self) -> list[dict]:
        """The routes as the plan file holds them, with every field the editor does not show as it was; a share or
        size that is not a number is kept as typed, for the engine's error to name it."""
        out = []
        for row in range(self.table.rowCount()):
            route: dict = dict(self._given[row])
            route.pop("link", None)
            route["group"] = self.table.cellWidget(row, GROUP).currentText()
            if self.free.isChecked():
                route["share_pct"] = FREE_SHARE
            else:
                text = (self.table.item(row, SHARE).text() if self.table.item(row, SHARE) else "").strip()
                try:
                    number = float(text.rstrip("%").replace(",", ""))
                    route["share_pct"] = int(number) if number.is_integer() else number
                except ValueError:
                    route["share_pct"] = text
            link = self.table.cellWidget(row, LINK).currentData()
            if link:
                route["link"] = link
            size = (self.table.item(row, COMMAREA).text() if self.table.item(row, COMMAREA) else "").strip()
            if size:
                route["commarea_bytes"] = parse_bytes(size)
            else:
                route.pop("commarea_bytes", None)  # empty: the engine's default, the workload's payloads
            out.append(route)
        return out

    def _check(self) -> str:
        """What the engine will say of the shares, before they are applied ("" when they add up)."""
        routes = self.routes() if self.table.rowCount() else []
        problem = ""
        if routes and not self.free.isChecked():
            shares = [r["share_pct"] for r in routes]
            if not all(isinstance(s, int | float) for s in shares):
                problem = "Each share is a number from 0 to 100 %."
            elif abs(sum(shares) - 100.0) > 0.01:
                problem = f"The shares add to {sum(shares):g}%; they must add to 100%."
        spec = ROUTE["commarea_bytes"]
        sizes = [r["commarea_bytes"] for r in routes if "commarea_bytes" in r]
        if not all(isinstance(s, int | float) and spec.min <= s <= spec.max for s in sizes):
            problem = (problem + " " if problem else "") + (
                f"Each COMMAREA is a size from {spec.range_text}, such as 4,000 or 4 KB; empty: the workload's "
                "payloads.")
        groups = [r["group"] for r in routes]
        if len(set(groups)) < len(groups):
            problem = (problem + " " if problem else "") + "Each group takes one route."
        self.status.setText(problem or ("" if routes else "No routes: the application runs in the TOR."))
        return problem

    def apply(self) -> None:
        """OK: the routing, as one undoable edit; refused with the sentence that says why while it does not add up."""
        if self._check():
            return  # the status line says why; the dialog stays open with what was typed
        self.doc.set_routing(self.row, self.routes(), "Set routing")
        self.accept()


_EDITABLE = Qt.ItemFlag.ItemIsEditable


def _size_text(size: object) -> str:
    """A route's COMMAREA as its cell shows it: bytes with thousands separators, anything else as the file has it."""
    if size is None:
        return ""
    if isinstance(size, int | float) and not isinstance(size, bool):
        return f"{size:,.0f}" if float(size).is_integer() else f"{size:,}"
    return str(size)


class RoutingCellDelegate(QStyledItemDelegate):
    """The Workloads sheet's Routing cell: what opens an editor elsewhere (Enter, F2, a double-click) opens the
    routing editor for the cell's workload; typing into the cell edits the routing's words in place (read as a paste
    is, core.plan.routing_text), the typed character first; the cell itself shows the routing in words."""

    opens_dialog = True  # Tab passes into the cell without opening its editor (grid_keys.GridKeys.closeEditor)

    def __init__(self, open_editor: Callable[[int], object], parent: QWidget | None = None):
        super().__init__(parent)
        self.open_editor = open_editor
        self.typed_into = False  # set by the grid for each edit request: whether a typed key opened it

    @qt_override
    def createEditor(self, parent: QWidget, option, index: QModelIndex) -> QWidget | None:
        if self.typed_into:  # the key goes into a line of words, not lost on a dialog
            self.typed_into = False
            return super().createEditor(parent, option, index)
        row = _plan_row(index)
        QTimer.singleShot(0, lambda: self.open_editor(row))  # once the grid has finished its own edit request
        return None


def _plan_row(index: QModelIndex) -> int:
    """The plan's row of a grid index (the grid may show a sorted or filtered view of the plan's rows)."""
    model = index.model()
    while hasattr(model, "mapToSource"):
        index = model.mapToSource(index)
        model = index.model()
    return index.row()
