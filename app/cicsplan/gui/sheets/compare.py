"""The Compare sheet: the plan's scenarios side by side, with the change against a base scenario.

Every scenario is computed here (the document computes only the current one); the engine takes
milliseconds, so the sheet recomputes on a short debounce after each edit, and only while it is shown.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QBrush, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.compare import Comparison, Row, compare
from cicsplan.core.engine import compute
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.sheets.charts import SERIES, Chart
from cicsplan.gui.sheets.shown import RefreshWhenShown

CHANGE_EPSILON_PCT = 0.05  # changes smaller than this are shown uncoloured: rounding, not a difference


def _cell(value: float | str | None, unit: str) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, str):
        return value
    return style.fmt_number(float(value), unit) or f"{value:,.4g}"


class CompareSheet(RefreshWhenShown, QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.comparison: Comparison | None = None

        self.base = QComboBox(self)
        self.base.setToolTip("The scenario the changes are measured against")
        self.base.activated.connect(lambda _i: self.refresh())
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel("Changes against:", self))
        top.addWidget(self.base)
        top.addWidget(self.hint, 1)

        self.tree = QTreeWidget(self)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.ExtendedSelection)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        copy = QAction("Copy", self.tree)
        copy.setShortcut(QKeySequence.StandardKey.Copy)
        copy.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        copy.triggered.connect(self.copy_selection)
        self.tree.addAction(copy)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)

        self.chart = Chart("LPAR busy by scenario (%)", self)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([720, 420])  # the table is what planners read; the chart is the glance
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

        self.debounce_refresh()
        doc.recomputed.connect(self.schedule_if_shown)  # every edit recomputes, renames included

    # -- updating ----------------------------------------------------------------------------

    def _fill_base(self) -> None:
        names = [s.name for s in self.doc.plan.scenarios]
        current = self.base.currentText()
        self.base.blockSignals(True)
        self.base.clear()
        self.base.addItems(names)
        self.base.setCurrentIndex(names.index(current) if current in names else 0)
        self.base.blockSignals(False)

    def refresh(self) -> None:
        self._stale = False
        self._fill_base()
        plan = self.doc.plan
        names = [s.name for s in plan.scenarios]
        base = self.base.currentText() or names[0]
        ordered = [base] + [n for n in names if n != base]
        results = [self.doc.result if n == self.doc.scenario.name else compute(plan, self.doc.catalog, n)
                   for n in ordered]
        self.comparison = compare(results)
        if len(names) < 2:
            self.hint.setText("This plan has one scenario. Add or duplicate one (Scenario menu) to compare, e.g. "
                              "today against after a migration.")
        else:
            self.hint.setText("Workloads are matched by name across scenarios. Copy (Ctrl+C) pastes into Excel.")
        for note in self.comparison.notes:
            self.hint.setText(self.hint.text() + f"  Note: {note}.")
        self._fill_tree()
        self._draw_chart(results)

    # -- table -------------------------------------------------------------------------------

    def _fill_tree(self) -> None:
        c = self.comparison
        assert c is not None
        changes = [f"change: {s}" for s in c.scenarios[1:]]
        self.tree.clear()
        self.tree.setColumnCount(2 + len(c.scenarios) + len(changes))
        self.tree.setHeaderLabels(["", "unit", *c.scenarios, *changes])
        sections: dict[str, QTreeWidgetItem] = {}
        for row in c.rows:
            parent = sections.get(row.section)
            if parent is None:
                parent = QTreeWidgetItem([row.section])
                font = parent.font(0)
                font.setBold(True)
                parent.setFont(0, font)
                parent.setFirstColumnSpanned(False)
                self.tree.addTopLevelItem(parent)
                sections[row.section] = parent
            parent.addChild(self._row_item(row, len(c.scenarios)))
        self.tree.expandAll()
        self.tree.setColumnWidth(0, 280)
        self.tree.setColumnWidth(1, 90)
        for column in range(2, self.tree.columnCount()):
            self.tree.setColumnWidth(column, 125)

    def _row_item(self, row: Row, count: int) -> QTreeWidgetItem:
        texts = [row.label, row.unit, *(_cell(v, row.unit) for v in row.values)]
        pcts = [row.delta_pct(k) for k in range(1, count)]
        texts += ["" if p is None else f"{p:+.1f}%" for p in pcts]
        item = QTreeWidgetItem(texts)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for column in range(2, len(texts)):
            item.setTextAlignment(column, right)
        for column in range(2 + count):
            item.setToolTip(column, texts[column])  # columns are narrow; the tip shows the whole text
        for k, pct in enumerate(pcts):
            column = 2 + count + k
            delta = row.delta(k + 1)
            if delta is not None:
                item.setToolTip(column, f"{_cell(delta, row.unit)} {row.unit} against {self.comparison.scenarios[0]}")
            if pct is None or abs(pct) < CHANGE_EPSILON_PCT or not row.better:
                continue
            worse = (pct > 0) == (row.better == "lower")
            item.setBackground(column, QBrush(style.error_background() if worse else style.better_background()))
        return item

    def copy_selection(self) -> None:
        """The selected rows (or all of them) as tab-separated text, headers first, for Excel."""
        items = self.tree.selectedItems() or [
            self.tree.topLevelItem(i).child(j) for i in range(self.tree.topLevelItemCount())
            for j in range(self.tree.topLevelItem(i).childCount())]
        header = self.tree.headerItem()
        columns = range(self.tree.columnCount())
        lines = ["\t".join(["section"] + [header.text(c) for c in columns])]
        for item in items:
            section = item.parent().text(0) if item.parent() else ""
            lines.append("\t".join([section] + [item.text(c) for c in columns]))
        QGuiApplication.clipboard().setText("\n".join(lines) + "\n")

    # -- chart -------------------------------------------------------------------------------

    def _draw_chart(self, results) -> None:
        chart = self.chart
        chart.clear()
        c = self.comparison
        cp = c.find("Totals", "LPAR general-CP busy").values
        ziip = c.find("Totals", "LPAR zIIP busy").values
        x = np.arange(len(c.scenarios), dtype=float)
        width = 0.36
        for offset, values, colour, label in ((-width / 2, cp, SERIES[0], "general CPs busy %"),
                                              (width / 2, ziip, SERIES[2], "zIIPs busy %")):
            heights = np.array([v if isinstance(v, float) else 0.0 for v in values])
            if colour == SERIES[2] and not heights.any():
                continue  # no zIIP work in any scenario: no empty bars
            chart.plot.addItem(pg.BarGraphItem(x=x + offset, height=heights, width=width, brush=colour,
                                               pen=pg.mkPen(chart.foreground, width=0.5)))
            chart.add_legend(label, colour)
            for k, v in enumerate(values):
                text = "not computed (errors)" if v is None else f"{v:.1f}%"
                chart.hover_points.append((float(x[k] + offset), float(heights[k]) / 2,
                                           f"{c.scenarios[k]} — {label}: {text}"))
        targets = {float(r.resolved.hardware["target_cp_busy_pct"]) for r in results}
        if len(targets) == 1:
            target = targets.pop()
            chart.plot.addItem(pg.InfiniteLine(pos=target, angle=0, pen=pg.mkPen(SERIES[5], width=1.5,
                                                                                 style=Qt.PenStyle.DashLine),
                                               label=f"target {target:g}%",
                                               labelOpts={"color": SERIES[5], "position": 0.98,
                                                          "anchors": [(1, 1), (1, 1)]}))
            chart.add_legend("target CP busy", SERIES[5], "dash")
        per_bar_px = max(chart.plot.width(), 300) / max(len(c.scenarios), 1)
        room = max(6, int(per_bar_px / max(chart.fontMetrics().averageCharWidth(), 1)) - 2)
        chart.plot.getAxis("bottom").setTicks([[(float(k), s if len(s) <= room else s[:room - 1] + "…")
                                                for k, s in enumerate(c.scenarios)]])
        top = max([v for v in (*cp, *ziip) if isinstance(v, float)] + [100.0])
        chart.plot.setXRange(-0.6, len(c.scenarios) - 0.4, padding=0)
        chart.plot.setYRange(0, top * 1.08, padding=0)
        chart.plot.setLabel("left", "LPAR busy %")
