"""The Compare sheet: the plan's scenarios side by side, with the change against a base scenario.

Every scenario is computed here (the document computes only the current one); the engine takes
milliseconds, so the sheet recomputes on a short debounce after each edit, and only while it is shown.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEvent, Qt, QTimer
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

from cicsplan.core.analysis.compare import CHANGE_EXPLAINED, Comparison, Row, compare, cp_busy_rows
from cicsplan.core.common import figures
from cicsplan.core.model.busy_of import busy_of
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.sheets.charts import SERIES, Chart
from cicsplan.gui.sheets.lazy_plot import pg
from cicsplan.gui.sheets.shown import RefreshWhenShown
from cicsplan.report import chart_style

CHANGE_EPSILON_PCT = 0.05  # changes (% or points) smaller than this are shown uncoloured: rounding, not a difference
# column widths (px) at the least: each column is as wide as its longest text and its header, so nothing is cut
UNIT_WIDTH, VALUE_WIDTH, CHANGE_WIDTH = 60, 90, 110
LABEL_WIDTH = 180
CHART_MIN_WIDTH = 240  # px: below this (or what its plot needs) the chart says nothing
CHART_SHARE_BELOW = 0.4  # of the height, when the window is too narrow for the chart beside the table
HEADER_LINE_AT = 16  # characters: a longer header breaks onto two lines, at a space

def _cell(value: float | str | None, unit: str) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, str):
        return value
    return figures.figure(float(value), unit)


def _two_lines(text: str, longest: int = HEADER_LINE_AT) -> str:
    """A header longer than ``longest`` characters on two lines, broken at the space nearest its middle: the
    column need not be as wide as a scenario's whole name."""
    if len(text) <= longest or " " not in text:
        return text
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    at = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return f"{text[:at]}\n{text[at + 1:]}"


class CompareSheet(RefreshWhenShown, QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.comparison: Comparison | None = None
        self._results: tuple[ScenarioResult, dict[str, ScenarioResult]] | None = None  # per document result

        self.base = QComboBox(self)
        self.base.setToolTip("The scenario the changes are measured against")
        self.base.activated.connect(lambda _i: self.refresh())  # the scenarios' results are reused
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel("Changes against:", self))
        top.addWidget(self.base)
        top.addWidget(self.hint, 1)

        self.tree = QTreeWidget(self)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        # a window too narrow for every column whole narrows the labels and the scenarios' texts (elided, whole in
        # their tooltips) so that the change columns still show (trial 3, 2.2: hidden at 1000x650)
        self._natural: list[int] = []  # each column's width with every text on one line
        self._least: list[int] = []  # and the least it may narrow to
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.ExtendedSelection)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._user_widths: dict[int, int] = {}  # columns the user dragged: theirs while the sheet has these columns
        self._dragging = False  # the mouse is down on the header: a resize now is the user's (Qt resizes too)
        self.tree.header().viewport().installEventFilter(self)
        self.tree.header().sectionResized.connect(self._column_dragged)
        copy = QAction("Copy", self.tree)
        copy.setShortcut(QKeySequence.StandardKey.Copy)
        copy.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        copy.triggered.connect(self.copy_selection)
        self.tree.addAction(copy)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)

        self.chart = Chart("LPAR busy by scenario (%)", self)
        # the table is what planners read, the chart is the glance: the table has the width its columns
        # need and the chart what is left; a narrower window narrows the chart first (stretch 0 and 1)
        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.chart)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        self._split_by_user = False  # once the user drags the split, it is theirs
        splitter.splitterMoved.connect(self._split_moved)
        # the chart's minimum follows its plot (title, axes): fit again once it has settled
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit_split)
        self.chart.plot_resized.connect(self._refit.start)
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

    def _result(self, name: str) -> ScenarioResult:
        """A scenario's result, computed once per state of the plan (choosing another base recomputes nothing)."""
        if self._results is None or self._results[0] is not self.doc.result:
            self._results = (self.doc.result, {self.doc.scenario.name: self.doc.result})
        cached = self._results[1]
        if name not in cached:
            cached[name] = compute(self.doc.plan, self.doc.catalog, name)
        return cached[name]

    def refresh(self) -> None:
        self._stale = False
        self._fill_base()
        plan = self.doc.plan
        names = [s.name for s in plan.scenarios]
        base = self.base.currentText() or names[0]
        ordered = [base] + [n for n in names if n != base]
        results = [self._result(n) for n in ordered]
        self.comparison = compare(results)
        if len(names) < 2:
            self.hint.setText("This plan has one scenario. Add or duplicate one (Scenario menu) to compare, e.g. "
                              "today against after a migration.")
        else:
            self.hint.setText("Workloads are matched by name across scenarios. Change: points (pts) for percentages, "
                              "ms and % per transaction, relative % for the rest. Copy (Ctrl+C) pastes into Excel.")
        self.hint.setToolTip(f"Change against the scenario chosen on the left: {CHANGE_EXPLAINED}.")
        for note in self.comparison.notes:
            self.hint.setText(self.hint.text() + f"  Note: {note}.")
        self._fill_tree()
        self._draw_chart(results)

    # -- table -------------------------------------------------------------------------------

    def _fill_tree(self) -> None:
        c = self.comparison
        assert c is not None
        changes = [f"change:{chr(10) if len(s) > HEADER_LINE_AT else ' '}{_two_lines(s, 2 * HEADER_LINE_AT)}"
                   for s in c.scenarios[1:]]
        self.tree.clear()
        self.tree.setColumnCount(2 + len(c.scenarios) + len(changes))
        self.tree.setHeaderLabels(["", "unit", *(_two_lines(s) for s in c.scenarios), *changes])
        header = self.tree.headerItem()
        for k, name in enumerate(c.scenarios):
            header.setToolTip(2 + k, name)
        for k, name in enumerate(c.scenarios[1:]):
            header.setToolTip(2 + len(c.scenarios) + k,
                              f"Change of {name} against {c.scenarios[0]}: {CHANGE_EXPLAINED}.")
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
        if c.not_in_base:  # their figures in their scenario's column; nothing to change against
            parent = QTreeWidgetItem([f"Workloads not in {c.scenarios[0]}"])
            font = parent.font(0)
            font.setBold(True)
            parent.setFont(0, font)
            self.tree.addTopLevelItem(parent)
            column = {name: 2 + k for k, name in enumerate(c.scenarios)}
            for u in c.not_in_base:
                item = QTreeWidgetItem([f"{u.name}: CPU per transaction", "ms/tran"])
                item.setText(column[u.scenario], _cell(u.cpu_ms_per_tran, "ms/tran"))
                item.setTextAlignment(column[u.scenario], Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(0, f"{u.name} ({u.ingress}, {_cell(u.tps, 'tps')} tps) in {u.scenario}")
                parent.addChild(item)
        self.tree.expandAll()
        least = [LABEL_WIDTH, UNIT_WIDTH] + [VALUE_WIDTH] * len(c.scenarios) + [CHANGE_WIDTH] * len(changes)
        header_view = self.tree.header()
        # the longest text of the column or its header, whichever is wider: a cut label or figure says nothing
        self._natural = [max(width, self.tree.sizeHintForColumn(column), header_view.sectionSizeHint(column))
                         for column, width in enumerate(least)]
        # narrowed, the labels and texts are elided; the unit, the figures and the changes stay whole
        figures_wide = self._figures_width()
        scenarios = range(2, 2 + len(c.scenarios))
        self._least = [min(natural, max(least[column], header_view.sectionSizeHint(column),
                                        figures_wide.get(column, 0))) if column == 0 or column in scenarios
                       else natural for column, natural in enumerate(self._natural)]
        if len(self._user_widths) and max(self._user_widths) >= len(self._natural):
            self._user_widths.clear()  # other columns (a scenario added or removed): the user's widths were of those
        for column, width in enumerate(self._natural):
            self._set_width(column, width)
        self._fit_split()

    @qt_override(fallback=False)
    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.MouseButtonPress:
            self._dragging = True
        elif event.type() == QEvent.Type.MouseButtonRelease:
            self._dragging = False
        return False

    def _column_dragged(self, column: int, _old: int, new: int) -> None:
        if self._dragging:
            self._user_widths[column] = new

    def _set_width(self, column: int, width: int) -> None:
        """A column's width as the sheet fits it, or as the user dragged it (kept through edits and resizes)."""
        width = self._user_widths.get(column, width)
        if self.tree.columnWidth(column) != width:
            self.tree.setColumnWidth(column, width)

    def _figures_width(self) -> dict[int, int]:
        """Each column's widest figure (a text without letters: 9,168.6, 3931-708, +0.3 pts), in px with the margin
        Qt gives a cell."""
        metrics = self.tree.fontMetrics()
        out: dict[int, int] = {}
        items = [self.tree.topLevelItem(k) for k in range(self.tree.topLevelItemCount())]
        while items:
            item = items.pop()
            items.extend(item.child(k) for k in range(item.childCount()))
            for column in range(2, self.tree.columnCount()):
                text = item.text(column)
                if text and not any(ch.isalpha() for ch in text.replace("pts", "").replace("n/a", "")):
                    out[column] = max(out.get(column, 0), metrics.horizontalAdvance(text) + 2 * metrics.height())
        return out

    def table_width(self) -> int:
        """What the table needs to show every column whole, without scrolling sideways."""
        return sum(self._natural) + self._table_margins()

    def _table_margins(self) -> int:
        return self.tree.verticalScrollBar().sizeHint().width() + 2 * self.tree.frameWidth() + 4

    def _fit_columns(self, width: int) -> None:
        """The columns at their natural widths when ``width`` holds them; else the labels and the scenarios'
        texts narrowed, each in proportion to what it can give, so that the change columns show whole."""
        room = width - self._table_margins()
        widths = list(self._natural)
        over = sum(widths) - room
        give = [n - least for n, least in zip(self._natural, self._least, strict=True)]
        if over > 0 and sum(give) > 0:
            share = min(1.0, over / sum(give))
            widths = [n - round(g * share) for n, g in zip(self._natural, give, strict=True)]
        for column, w in enumerate(widths):
            self._set_width(column, w)

    def _split_moved(self, *_args) -> None:
        self._split_by_user = True

    def _fit_split(self) -> None:
        """The table the width its columns need, the chart beside it with the rest when that is at least its
        minimum; in a window too narrow for both, the chart goes under the table (the table is what planners
        read, the chart a glance)."""
        if self._split_by_user or not self.splitter.isVisible():
            return  # the user's split, or not laid out yet: resizeEvent fits it once it is
        width = self.splitter.width()
        chart_min = max(CHART_MIN_WIDTH, self.chart.minimumSizeHint().width())  # what its plot needs
        table = self.table_width()
        beside = table + self.splitter.handleWidth() + chart_min <= width
        orientation = Qt.Orientation.Horizontal if beside else Qt.Orientation.Vertical
        if self.splitter.orientation() != orientation:
            self.splitter.setOrientation(orientation)
        if beside:
            total = width - self.splitter.handleWidth()
            self.splitter.setSizes([table, total - table])
            self._fit_columns(table)
        else:
            self._fit_columns(width)
            total = self.splitter.height() - self.splitter.handleWidth()
            chart = max(self.chart.minimumSizeHint().height(), int(total * CHART_SHARE_BELOW))
            self.splitter.setSizes([total - chart, chart])

    @qt_override
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_split()

    def _row_item(self, row: Row, count: int) -> QTreeWidgetItem:
        texts = [row.label, row.unit, *(_cell(v, row.unit) for v in row.values)]
        changes = [row.change(k) for k in range(1, count)]
        texts += row.changes_in_units_texts()  # CPU per transaction: ms and %
        item = QTreeWidgetItem(texts)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for column in range(2, len(texts)):
            item.setTextAlignment(column, right)
        for column in range(2 + count):
            item.setToolTip(column, texts[column])  # columns are narrow; the tip shows the whole text
        base = self.comparison.scenarios[0]
        for k, change in enumerate(changes):
            column = 2 + count + k
            delta = row.delta(k + 1)
            if delta is not None:
                if row.in_points:
                    points = figures.points_change(delta, decimals=2).removesuffix(" pts")  # never "-0.00"
                    tip = (f"{points} percentage points against {base} ({_cell(row.values[0], row.unit)} to "
                           f"{_cell(row.values[k + 1], row.unit)} {row.unit}); relative change "
                           + (figures.relative_change(row.delta_pct(k + 1)) or "n/a"))
                else:
                    tip = f"{figures.signed(delta, row.unit)} {row.unit} against {base}"
                item.setToolTip(column, tip)
            if change is None or abs(change) < CHANGE_EPSILON_PCT or not row.better:
                continue
            worse = (change > 0) == (row.better == "lower")
            item.setBackground(column, QBrush(style.error_background() if worse else style.better_background()))
        return item

    def copy_selection(self) -> None:
        """The selected rows (or all of them) as tab-separated text, headers first, for Excel."""
        items = self.tree.selectedItems() or [
            self.tree.topLevelItem(i).child(j) for i in range(self.tree.topLevelItemCount())
            for j in range(self.tree.topLevelItem(i).childCount())]
        header = self.tree.headerItem()
        columns = range(self.tree.columnCount())
        lines = ["\t".join(["section"] + [" ".join(header.text(c).split("\n")) for c in columns])]
        for item in items:
            section = item.parent().text(0) if item.parent() else ""
            lines.append("\t".join([section] + [item.text(c) for c in columns]))
        QGuiApplication.clipboard().setText("\n".join(lines) + "\n")

    # -- chart -------------------------------------------------------------------------------

    def _draw_chart(self, results) -> None:
        chart = self.chart
        chart.clear()
        c = self.comparison
        # the table's lead busy row, under its label: on a shared LPAR the busy of the CPs PR/SM gives it (its
        # response times queue on them), the busy of its logical CPs a mark beside it (core.analysis.compare)
        busy = [None if r.errors else busy_of(r) for r in results]
        lead, of_logical = cp_busy_rows(c)
        shared = of_logical is not None
        cp = list(lead.values)
        ziip = c.find("Totals", "LPAR zIIP busy").values
        x = np.arange(len(c.scenarios), dtype=float)
        width = 0.36
        cp_label = f"{lead.label} (%)"
        for offset, values, colour, label in ((-width / 2, cp, SERIES[0], cp_label),
                                              (width / 2, ziip, SERIES[2], "zIIPs busy %")):
            heights = np.array([v if isinstance(v, float) else 0.0 for v in values])
            if colour == SERIES[2] and not heights.any():
                continue  # no zIIP work in any scenario: no empty bars
            chart.plot.addItem(pg.BarGraphItem(x=x + offset, height=heights, width=width, brush=colour,
                                               pen=pg.mkPen(chart.foreground, width=0.5)))
            kind = "box"
            if colour == SERIES[2]:  # zIIP bars hatched: told from the CP bars in a grey printout too
                pattern = chart_style.PATTERNS[1]
                chart.plot.addItem(pg.BarGraphItem(x=x + offset, height=heights, width=width,
                                                   brush=QBrush(chart.foreground, pattern), pen=pg.mkPen(None)))
                kind = "pattern:1"
            chart.add_legend(label, colour, kind)
            for k, v in enumerate(values):
                text = "not computed (errors)" if v is None else f"{v:.1f}%"
                if colour == SERIES[0] and busy[k] is not None and busy[k].shared:
                    text = busy[k].text()
                chart.hover_points.append((float(x[k] + offset), float(heights[k]) / 2,
                                           f"{c.scenarios[k]} — {label}: {text}"))
        if shared:  # the busy of its logical CPs, an outline on each CP bar
            logical = np.array([v if isinstance(v, float) and b is not None and b.shared else np.nan
                                for v, b in zip(of_logical.values, busy, strict=True)])
            keep = np.isfinite(logical)
            chart.plot.addItem(pg.BarGraphItem(x=(x - width / 2)[keep], height=logical[keep], width=width * 0.6,
                                               brush=pg.mkBrush(None),
                                               pen=pg.mkPen(chart.foreground, width=1.5, style=Qt.PenStyle.DashLine)))
            chart.add_legend(f"{of_logical.label} (%)", chart.foreground, "dash")
        targets = {float(r.resolved.hardware["target_cp_busy_pct"]) for r in results}
        if len(targets) == 1:
            target = targets.pop()
            chart.plot.addItem(pg.InfiniteLine(pos=target, angle=0, pen=pg.mkPen(SERIES[5], width=1.5,
                                                                                 style=Qt.PenStyle.DashDotLine),
                                               label=f"target {target:g}%",
                                               labelOpts={"color": SERIES[5], "position": 0.98,
                                                          "anchors": [(1, 1), (1, 1)]}))
            chart.add_legend("target CP busy", SERIES[5], "dashdot")
        top = max([v for v in (*cp, *ziip) if isinstance(v, float) and np.isfinite(v)] + [100.0])
        chart.plot.setXRange(-0.6, len(c.scenarios) - 0.4, padding=0)
        chart.set_categories("bottom", [float(k) for k in range(len(c.scenarios))], list(c.scenarios))
        chart.plot.setYRange(0, top * 1.08, padding=0)
        chart.plot.setLabel("left", "LPAR busy %")
