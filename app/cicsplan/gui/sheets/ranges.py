"""The Ranges sheet: how far the results move with the assumptions (5th to 95th percentile of random
draws), which sources of doubt move the headline result most (tornado), and the spreads themselves,
editable in place (they are assumptions of group "Ranges", saved with the plan, undoable)."""

from __future__ import annotations

import html
import math
import re

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.analysis.ranges import TOTAL_LABELS, Ranges, Spread
from cicsplan.core.plan import edits
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.grid_keys import KeyedTable
from cicsplan.gui.sheets.charts import SERIES, Chart
from cicsplan.gui.sheets.lazy_plot import pg
from cicsplan.gui.sheets.shown import RefreshWhenShown

RANGES_DEBOUNCE_MS = 250  # after the grid and the charts' 150 ms: the ranges rerun the engine


def _spread_text(spread: Spread) -> str:
    """The spread column: "12%"; a response time whose queue saturates at the high end has no finite spread;
    a result without a point has none to give."""
    width = spread.width_pct
    if width is not None:
        return f"{width:.0f}%"
    return style.SATURATED if spread.point and not math.isfinite(spread.high - spread.low) else ""


def _fmt(value: float, unit: str) -> str:
    if math.isinf(value):  # a response time whose queue saturates in those draws
        return style.SATURATED
    if abs(value) >= 1000:  # rates and ITRs: a decimal would claim a precision the range denies
        return f"{value:,.0f}"
    return style.fmt_number(value, unit)


class RangesSheet(RefreshWhenShown, QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self._filling = False

        self.header = QLabel(self)
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.RichText)

        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels(["Result", "unit", "point", "5th pct", "median", "95th pct", "spread"])
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.setColumnWidth(0, 250)
        self.tree.setColumnWidth(1, 80)
        for column in range(2, 7):
            self.tree.setColumnWidth(column, 70)

        sources_box = QGroupBox("Sources of doubt (double-click a spread to edit it; Ctrl+Z undoes)", self)
        self.sources = KeyedTable(0, 4, sources_box)
        self.sources.setHorizontalHeaderLabels(["Source", "spread", "drawn as", "affects this plan"])
        self.sources.verticalHeader().setVisible(False)
        self.sources.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.sources.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.sources.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.sources.itemChanged.connect(self._spread_edited)
        self.sources.currentCellChanged.connect(lambda row, *_: self._describe(row))
        self.why = QLabel(sources_box)
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.RichText)
        self.why.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box_layout = QVBoxLayout(sources_box)
        box_layout.addWidget(self.sources, 3)
        box_layout.addWidget(self.why, 1)

        self.tornado = Chart("What moves the maximum rate", self)
        left = QSplitter(Qt.Orientation.Vertical, self)
        left.addWidget(self.tree)
        left.addWidget(sources_box)
        left.setSizes([330, 400])
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(self.tornado)
        splitter.setSizes([680, 520])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.header)
        layout.addWidget(splitter, 1)

        self.debounce_refresh(RANGES_DEBOUNCE_MS)
        doc.recomputed.connect(self.schedule_if_shown)
        doc.ranges_ready.connect(self.refresh_if_shown)

    # -- updating ----------------------------------------------------------------------------

    def refresh(self) -> None:
        self._stale = False
        ranges = self.doc.cached_ranges()
        if ranges is None:  # a worker computes them; ranges_ready calls back
            self.header.setText("<b>Range from assumptions</b>: computing the samples…")
            self.doc.request_ranges()
            return
        self._fill_header(ranges)
        self._fill_tree(ranges)
        self._fill_sources(ranges)
        self._draw_tornado(ranges)

    def _fill_header(self, ranges: Ranges) -> None:
        text = (f"<b>Range from assumptions</b>: {html.escape(ranges.percentiles_text)}. Each result is recomputed "
                "for random draws of the sources below, all at once; the range says how far it moves when the "
                "assumptions move within the spreads you accept.")
        if ranges.notes:
            text += "<br><i>" + html.escape("; ".join(ranges.notes)) + "</i>"
        self.header.setText(text)

    # -- table of results --------------------------------------------------------------------

    def _fill_tree(self, ranges: Ranges) -> None:
        self.tree.clear()
        totals = self._section("Totals")
        for key, spread in ranges.totals.items():
            label, unit = TOTAL_LABELS[key]
            if spread.point or spread.high:
                totals.addChild(self._row(label, unit, spread))
        if ranges.max_tps is not None:
            limit = self._section("Maximum rate of the mix")
            limit.addChild(self._row("at the binding limit", "tps", ranges.max_tps))
            for label, share in sorted(ranges.binding_share.items(), key=lambda kv: -kv[1]):
                item = QTreeWidgetItem([f"binds first in {share * 100:.0f}% of samples: {label}"])
                item.setForeground(0, style.muted_text())
                limit.addChild(item)
                item.setFirstColumnSpanned(True)
        names = self.doc.result.resolved.names
        per_tran = ranges.workloads.get("wl_total_ms", [])
        if any(s is not None for s in per_tran):
            workloads = self._section("CPU per transaction")
            for name, spread in zip(names, per_tran, strict=False):
                if spread is not None:
                    workloads.addChild(self._row(name, "ms/tran", spread))
        response = ranges.workloads.get("response_ms", [])
        if any(s is not None for s in response):
            times = self._section("Response time")
            for name, spread in zip(names, response, strict=False):
                if spread is not None:
                    times.addChild(self._row(name, "ms", spread))
        self.tree.expandAll()

    def _section(self, title: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem([title])
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        self.tree.addTopLevelItem(item)
        return item

    def _row(self, label: str, unit: str, spread: Spread) -> QTreeWidgetItem:
        item = QTreeWidgetItem([label, unit, _fmt(spread.point, unit), _fmt(spread.low, unit),
                                _fmt(spread.median, unit), _fmt(spread.high, unit),
                                _spread_text(spread)])
        for column in range(2, 7):
            item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setToolTip(6, "width of the range (95th - 5th percentile) as a share of the point value")
        item.setToolTip(0, label)
        return item

    # -- sources -----------------------------------------------------------------------------

    def _fill_sources(self, ranges: Ranges) -> None:
        self._filling = True
        try:
            catalog = self.doc.catalog
            plan = self.doc.plan
            self.sources.setRowCount(len(ranges.sources))
            for row, source in enumerate(ranges.sources):
                keys = [source.key] if source.key != "range_coverage_low" else ["range_coverage_low",
                                                                              "range_coverage_high"]
                values = [plan.assumptions.get(k, catalog.assumptions[k].default) for k in keys]
                spread = " to ".join(str(v) for v in values)
                cells = [source.name, spread, source.distribution, "yes" if source.active else "no"]
                for col, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    item.setData(Qt.ItemDataRole.UserRole, keys)
                    if col != 1:
                        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                    elif any(k in plan.assumptions for k in keys):
                        item.setBackground(style.override_background())
                    if not source.active:
                        item.setForeground(style.muted_text())
                    a = catalog.assumptions[keys[0]]
                    item.setToolTip(f"{a.description}\n\nWhy this spread: {a.argument}")
                    self.sources.setItem(row, col, item)
        finally:
            self._filling = False
        self._describe(max(self.sources.currentRow(), 0))

    def _describe(self, row: int) -> None:
        item = self.sources.item(row, 0)
        if item is None:
            self.why.setText("")
            return
        a = self.doc.catalog.assumptions[item.data(Qt.ItemDataRole.UserRole)[0]]
        allowed = (", ".join(a.choices) if a.choices else
                   f"{style.fmt_general(a.min)} to {style.fmt_general(a.max)} {a.unit}")
        self.why.setText(f"<b>{html.escape(a.name)}</b> (allowed: {html.escape(allowed)})<br>"
                         f"{html.escape(a.description)}<br><i>Why this spread:</i> {html.escape(a.argument)}")

    def _spread_edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 1:
            return
        keys = item.data(Qt.ItemDataRole.UserRole)
        text = item.text().strip()
        parts = [p for p in re.split(r"\s*(?:\bto\b|–|;)\s*|\s+", text) if p] if len(keys) == 2 else [text]
        if len(parts) != len(keys):
            self.why.setText(f"<b>Not changed:</b> give the lowest and the highest coverage as 'low to high', "
                             f"e.g. 0.75 to 0.95 (you typed {html.escape(item.text())!s}).")
            self.refresh()
            return
        self.doc.undo_stack.beginMacro("Edit range spread")
        try:
            for key, text in zip(keys, parts, strict=True):
                assumption = self.doc.catalog.assumptions[key]
                value = edits.normalise(text)
                if value == assumption.default:
                    value = None  # back to the default: no override
                self.doc.set_mapping("assumptions", key, value, f"Edit {assumption.name}")
        finally:
            self.doc.undo_stack.endMacro()

    # -- tornado -----------------------------------------------------------------------------

    def _draw_tornado(self, ranges: Ranges) -> None:
        chart = self.tornado
        chart.clear()
        bars = ranges.tornado
        point = ranges.headline_point
        if not bars or point is None:
            chart.readout.setText("No tornado: " + ("; ".join(ranges.notes) if ranges.notes else
                                                    "no source of doubt moves this plan's maximum rate"))
            return
        count = len(bars)
        y = np.arange(count)[::-1].astype(float)  # the largest swing on top
        lows = np.array([min(b.at_low, b.at_high) for b in bars])
        highs = np.array([max(b.at_low, b.at_high) for b in bars])
        pen = pg.mkPen(chart.foreground, width=0.5)
        chart.plot.addItem(pg.BarGraphItem(x0=lows, x1=np.full(count, point), y=y, height=0.6, brush=SERIES[5],
                                           pen=pen))
        chart.plot.addItem(pg.BarGraphItem(x0=np.full(count, point), x1=highs, y=y, height=0.6, brush=SERIES[0],
                                           pen=pen))
        chart.add_legend("less room than the plan's figure", SERIES[5])
        chart.add_legend("more room", SERIES[0])
        chart.plot.addItem(pg.InfiniteLine(pos=point, angle=90, pen=pg.mkPen(chart.foreground, width=1.5),
                                           label=f"plan {point:,.0f} tps",
                                           labelOpts={"color": chart.foreground.name(), "position": 0.97}))
        for k, b in enumerate(bars):
            chart.hover_points.append((float(b.at_low), float(y[k]),
                                       f"{b.name}, low end of its spread: {b.at_low:,.0f} tps"))
            chart.hover_points.append((float(b.at_high), float(y[k]),
                                       f"{b.name}, high end of its spread: {b.at_high:,.0f} tps"))
        span = float(highs.max() - lows.min()) or abs(point) * 0.1 or 1.0
        chart.plot.setXRange(float(lows.min()) - span * 0.08, float(highs.max()) + span * 0.08, padding=0)
        chart.plot.setYRange(-0.6, count - 0.4, padding=0)
        # names in up to two lines within 30% of the chart's width, so the bars keep the rest; the hover
        # read-out and the sources table give them in full. Both follow the chart's size.
        chart.set_categories("left", [float(v) for v in y], [b.name for b in bars], share=0.3)
        chart.fit_axis_title("bottom", ("maximum rate of the mix at the binding limit (tps)",
                                        "maximum rate at the binding limit (tps)", "maximum rate (tps)"))
        # each end of the source named: a source whose low end gives the higher rate reads the right way round
        # short beside Export in a small window; the tooltip names each end (a low end may give the higher rate)
        chart.readout.setText(f"Largest: {bars[0].name}, a swing of {abs(bars[0].at_high - bars[0].at_low):,.0f} tps")
        chart.readout.setToolTip(f"{bars[0].name}: {bars[0].at_low:,.0f} tps at the low end of its spread, "
                                 f"{bars[0].at_high:,.0f} tps at the high end")
