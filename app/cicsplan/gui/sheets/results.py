"""The Results sheet: per workload and address space, totals, and every error and warning."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.issues import Issue
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.results_model import ResultsModel


class ResultsSheet(QWidget):
    navigate = Signal(object)  # an Issue: the main window shows its row and field
    quantity_selected = Signal(str, object, object)  # key, workload, space

    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.model = ResultsModel(doc)
        self.tree = QTreeView(self)
        self.tree.setModel(self.model)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.setColumnWidth(0, 260)
        for column in range(1, self.model.columnCount()):
            self.tree.setColumnWidth(column, 96)
        self.tree.selectionModel().currentChanged.connect(self._selected)

        totals = QGroupBox("Totals", self)
        self.totals_label = QLabel(totals)
        self.totals_label.setTextFormat(Qt.TextFormat.RichText)
        self.totals_label.setWordWrap(True)
        QVBoxLayout(totals).addWidget(self.totals_label)

        problems = QGroupBox("Errors and warnings (double-click to go to the cell)", self)
        self.issues = QTreeWidget(problems)
        self.issues.setHeaderLabels(["", "Where", "Message"])
        self.issues.setRootIsDecorated(False)
        self.issues.setColumnWidth(0, 70)
        self.issues.setColumnWidth(1, 260)
        self.issues.itemActivated.connect(self._activate)
        QVBoxLayout(problems).addWidget(self.issues)

        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(totals)
        side_layout.addWidget(problems, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.tree)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)
        doc.recomputed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        r = self.doc.result
        env = r.env
        hw = r.resolved.hardware
        if r.errors:
            head = (f"<b>Not computed:</b> the plan has {len(r.errors)} error(s). Totals over part of a plan would "
                    "mislead.")
        else:
            gcp, ziip = float(env["gcp_engines"]), float(env["ziip_engines"])
            head = (f"General CPs' worth of busy: <b>{gcp:.3f}</b> of {hw['cps']:g} CPs"
                    f" &nbsp; zIIPs' worth: <b>{ziip:.3f}</b> of {hw['ziips']:g}")
        rows = "".join(f"<tr><td>{r.space_names[a]}</td><td align='right'>{env['space_gcp_pct'][a]:.2f}</td>"
                       f"<td align='right'>{env['space_ziip_pct'][a]:.2f}</td></tr>"
                       for a in range(len(r.spaces)) if env["space_gcp_pct"][a] or env["space_ziip_pct"][a])
        table = ("<table cellspacing='6'><tr><th align='left'>address space</th><th>on CPs %</th>"
                 f"<th>on zIIPs %</th></tr>{rows}</table>") if rows and not r.errors else ""
        method = f"Cost method: {r.table.method}; costs at the measurement hardware (scaling not applied yet)."
        self.totals_label.setText(f"{head}<br>{table}<i>{method}</i>")
        self.issues.clear()
        for issue in r.issues:
            item = QTreeWidgetItem([issue.severity, issue.location, issue.message])
            item.setData(0, Qt.ItemDataRole.UserRole, issue)
            colour = style.error_background() if issue.severity == "error" else style.warning_background()
            item.setBackground(0, colour)
            item.setToolTip(2, issue.message)
            self.issues.addTopLevelItem(item)

    def _activate(self, item: QTreeWidgetItem) -> None:
        issue: Issue = item.data(0, Qt.ItemDataRole.UserRole)
        self.navigate.emit(issue)

    def _selected(self, current, _previous) -> None:
        if not current.isValid():
            return
        key = self.model.quantity(current)
        if key:
            workload, space = self.model.locate(current)
            self.quantity_selected.emit(key, workload, space)
