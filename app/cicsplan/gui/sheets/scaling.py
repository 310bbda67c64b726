"""The Scaling analysis view: the USL fitted to the RTW VTAM and MQ runs at 8-32 CPs (models/cp_scaling.toml),
measured against fitted with a leave-one-out band, predictions at typed CP counts and the MP effect of the
machine table. An analysis only: it never feeds plan results (that would count the LSPR n-way effect twice)."""

from __future__ import annotations

import html
import re

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.analysis import usl
from cicsplan.core.catalog.catalog import product_name
from cicsplan.core.common.wording import counted
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.sheets.charts import SERIES, _palette_colours
from cicsplan.gui.sheets.lazy_plot import PlotSlot, pg
from cicsplan.gui.sheets.shown import RefreshWhenShown

DEFAULT_CPS = "2, 4, 8, 12, 16, 24, 32, 48, 64"
MAX_CPS = 101  # the zEC12 (2827) capacity table ends at its 101-way
NOT_A_PLAN_INPUT = ("Analysis only: this view does not feed plan results. The runs' tail-off contains the LSPR n-way "
                    "(MP) effect that the machine table already applies to every plan, so using this curve as well "
                    "would count it twice.")
PRED_HEADERS = ["CPs", "fitted", "band low", "band high", "± 1 s.e.", "LSPR n-way only", "measured", "where"]
PRED_TIPS = {
    2: "Lowest of the full fit and the four refits that each leave one run out",
    3: "Highest of the full fit and the four refits that each leave one run out",
    4: "One Jacobian standard error (delta method); with 1 degree of freedom a 95% interval is ±12.7 of these",
    5: "The smallest measured LPAR scaled by the machine table's per-engine capacity alone (no contention)",
}
PRINTED_ITR_TOLERANCE = 0.002  # a printed ITR further than this from ETR / CPU% x 100 is marked on the plot


def parse_cps(text: str) -> tuple[list[int], list[str]]:
    """CP counts typed as '4, 8 12;48' -> sorted unique counts, and the tokens that are not 1..MAX_CPS."""
    good, bad = set(), []
    for token in (t for t in re.split(r"[\s,;]+", text) if t):
        if token.isdigit() and 1 <= int(token) <= MAX_CPS:
            good.add(int(token))
        else:
            bad.append(token)
    return sorted(good), bad


class ScalingSheet(RefreshWhenShown, QWidget):  # the fits are made when first shown: start-up does not wait
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.view: usl.ScalingView | None = None
        try:
            self.data = usl.load_scaling(doc.catalog.folder / "cp_scaling.toml", doc.catalog.documents)
        except usl.ScalingDataError as exc:  # a custom models folder without the runs: say so, keep the workbook
            self.problem = QLabel(f"The scaling analysis is not available: {exc}", self)
            self.problem.setWordWrap(True)
            QVBoxLayout(self).addWidget(self.problem, 0, Qt.AlignmentFlag.AlignTop)
            return

        self.series = QComboBox(self)
        for key, series in self.data.series.items():
            self.series.addItem(series.name, key)
        self.quantity = QComboBox(self)
        for key, label in usl.QUANTITIES.items():
            self.quantity.addItem(label, key)
        self.printed_itr = QCheckBox("fit the printed ITR column", self)
        self.printed_itr.setToolTip("Off: ITR = ETR / LPAR CPU % x 100, the paper's definition. On: the ITR column "
                                    "as printed (three rows disagree with the definition; see the notes).")
        controls = QHBoxLayout()
        controls.addWidget(QLabel("Series:", self))
        controls.addWidget(self.series, 2)
        controls.addWidget(QLabel("Quantity:", self))
        controls.addWidget(self.quantity, 1)
        controls.addWidget(self.printed_itr)
        self.banner = QLabel(f"<b>{html.escape(NOT_A_PLAN_INPUT)}</b>", self)
        self.banner.setWordWrap(True)

        self._build_plot()
        self.cps_edit = QLineEdit(DEFAULT_CPS, self)
        self.cps_edit.setToolTip(f"Whole CP counts from 1 to {MAX_CPS}, separated by commas or spaces; Enter updates")
        self.cps_message = QLabel(self)
        self.predictions = self._table(PRED_HEADERS)
        for column, tip in PRED_TIPS.items():
            self.predictions.horizontalHeaderItem(column).setToolTip(tip)
        predictions_box = QWidget(self)
        box = QVBoxLayout(predictions_box)
        box.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(QLabel("Predict at CPs:", predictions_box))
        row.addWidget(self.cps_edit, 1)
        row.addWidget(self.cps_message)
        box.addLayout(row)
        box.addWidget(self.predictions, 1)

        self.params = self._table(["parameter", "value", "± 1 s.e.", "leave-one-out"])
        self.params.horizontalHeaderItem(3).setToolTip("Lowest and highest value over the four refits that each "
                                                       "leave one run out")
        self.runs = self._table(["CPs", "run", "plans", "LPAR busy %", "measured", "fitted", "residual %",
                                 "error when left out %"])
        self.fit_label = QLabel(self)
        self.fit_label.setWordWrap(True)
        self.caveats = QTextBrowser(self)
        self.sources = QTextBrowser(self)
        self._lay_out(controls, predictions_box)

        self.series.currentIndexChanged.connect(self.refresh)
        self.quantity.currentIndexChanged.connect(self.refresh)
        self.printed_itr.toggled.connect(self.refresh)
        self.cps_edit.editingFinished.connect(self._fill_predictions)

    # -- building ------------------------------------------------------------------------------------

    def _build_plot(self) -> None:
        self.background, self.foreground = _palette_colours()
        self.plot_slot = PlotSlot(self._make_plot, self)  # the plot is made when the sheet is first shown
        self.legend = QLabel(self)  # outside the plot, as on the Charts sheet, so it never hides a point
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)

    @property
    def plot(self):
        """The fitted curves and measured runs (a pyqtgraph PlotWidget, made at the first use)."""
        return self.plot_slot.plot()

    def _make_plot(self, parent: QWidget):
        plot = pg.PlotWidget(parent, background=self.background)
        for axis in ("left", "bottom"):
            plot.getAxis(axis).setPen(self.foreground)
            plot.getAxis(axis).setTextPen(self.foreground)
            plot.getAxis(axis).enableAutoSIPrefix(False)  # "15000 tps", never "15 ktps"
        plot.showGrid(x=True, y=True, alpha=0.2)
        plot.setLabel("bottom", "CPs in the LPAR")
        plot.setMouseEnabled(x=False, y=False)
        return plot

    def _table(self, headers: list[str]) -> QTableWidget:
        table = QTableWidget(0, len(headers), self)
        table.setHorizontalHeaderLabels(headers)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        return table

    def _lay_out(self, controls: QHBoxLayout, predictions_box: QWidget) -> None:
        plot_box = QWidget(self)
        plot_layout = QVBoxLayout(plot_box)
        plot_layout.setContentsMargins(0, 0, 0, 0)
        plot_layout.addWidget(self.plot_slot, 1)
        plot_layout.addWidget(self.legend)
        fit_box = QWidget(self)
        fit_layout = QVBoxLayout(fit_box)
        fit_layout.setContentsMargins(0, 0, 0, 0)
        fit_layout.addWidget(self.fit_label)
        fit_layout.addWidget(self.params)
        fit_layout.addWidget(self.caveats, 1)
        top = QSplitter(Qt.Orientation.Horizontal, self)
        top.addWidget(plot_box)
        top.addWidget(fit_box)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 2)
        top.setSizes([600, 400])
        self.tabs = QTabWidget(self)
        self.tabs.addTab(predictions_box, "Predictions")
        self.tabs.addTab(self.runs, "Runs and residuals")
        self.tabs.addTab(self.sources, "Series, sources and notes")
        main = QSplitter(Qt.Orientation.Vertical, self)
        main.addWidget(top)
        main.addWidget(self.tabs)
        main.setStretchFactor(0, 3)
        main.setStretchFactor(1, 2)
        main.setSizes([450, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(controls)
        layout.addWidget(self.banner)
        layout.addWidget(main, 1)

    # -- filling -------------------------------------------------------------------------------------

    def refresh(self) -> None:
        self._stale = False
        quantity = self.quantity.currentData()
        self.printed_itr.setEnabled(quantity != "etr")
        source = "published" if self.printed_itr.isChecked() and quantity != "etr" else "definition"
        self.view = usl.scaling_view(self.data, self.series.currentData(), quantity, self.doc.catalog.machines,
                                     source)
        self._fill_params()
        self._fill_runs()
        self._fill_predictions()
        self._fill_notes()

    def _what(self) -> str:
        return "ETR" if self.view.quantity == "etr" else "ITR"

    def _fill_params(self) -> None:
        fit = self.view.fit
        p, se = fit.params, fit.std_err()
        loo = {"lambda": [q.lambda_tps for q in fit.loo], "sigma": [q.sigma for q in fit.loo],
               "kappa": [q.kappa for q in fit.loo]}
        rows = [("lambda", f"λ, {self._what()} of 1 CP (tps)", p.lambda_tps, "{:,.1f}"),
                ("sigma", "σ, contention", p.sigma, "{:.3g}"), ("kappa", "κ, coherency", p.kappa, "{:.3g}")]
        self.params.setRowCount(len(rows) + 1)
        for r, (key, label, value, form) in enumerate(rows):
            error = form.format(se[key]) if key in se else ("held at 0 (bound)" if key in fit.at_bound else "n/a")
            spread = f"{form.format(min(loo[key]))} – {form.format(max(loo[key]))}" if fit.loo else "n/a"
            self._set_row(self.params, r, [label, form.format(value), error, spread])
        peak = p.peak_cps
        self._set_row(self.params, len(rows), ["peak at CPs", "none" if peak is None else f"{peak:.0f}", "", ""])
        self.params.resizeColumnsToContents()
        columns_px = sum(self.params.columnWidth(c) for c in range(self.params.columnCount()))
        self.params.setMinimumWidth(columns_px + 2 * self.params.frameWidth())  # the plot gives way, not the numbers
        rows_px = sum(self.params.rowHeight(r) for r in range(self.params.rowCount()))
        self.params.setFixedHeight(self.params.horizontalHeader().sizeHint().height() + rows_px
                                   + 2 * self.params.frameWidth())  # all rows, no scroll bar, no dead space
        self.fit_label.setText(f"<b>{html.escape(self.view.series.name)}</b>: least squares on {self._what()} in tps, "
                               f"σ, κ ≥ 0. R² {fit.r2:.4f}, "
                               f"{counted(fit.dof, 'degree of freedom', 'degrees of freedom')}.")

    def _fill_runs(self) -> None:
        view, fit = self.view, self.view.fit
        scale = 1.0 / fit.n_cps if view.per_cp else np.ones_like(fit.n_cps)
        loo_error = fit.loo_error_pct() if fit.loo else [float("nan")] * len(fit.n_cps)
        self.runs.setRowCount(len(fit.n_cps))
        for r, run in enumerate(view.series.runs):
            self._set_row(self.runs, r, [
                f"{run.cps}", run.runid, run.plans, f"{run.busy_pct:g}", self._num(view.measured[r]),
                self._num(fit.fitted[r] * scale[r]), f"{fit.residual_pct[r]:+.2f}", f"{loo_error[r]:+.1f}"])
        self.runs.resizeColumnsToContents()

    def _fill_predictions(self) -> None:
        cps, bad = parse_cps(self.cps_edit.text())
        self.cps_message.setText(f"ignored: {', '.join(bad)} (whole CPs 1 to {MAX_CPS})" if bad else "")
        view = self.view
        pred = view.predict(cps)
        measured = dict(zip(view.series.n_cps.astype(int).tolist(), view.measured.tolist(), strict=True))
        low_n, high_n = int(view.series.n_cps.min()), int(view.series.n_cps.max())
        self.predictions.setRowCount(len(cps))
        for r, n in enumerate(cps):
            where = "measured" if n in measured else "inside" if low_n < n < high_n else "extrapolated"
            se = "n/a" if pred.std_err is None else self._num(pred.std_err[r])
            lspr = "" if np.isnan(pred.lspr_only[r]) else self._num(pred.lspr_only[r])
            self._set_row(self.predictions, r, [
                f"{n}", self._num(pred.fitted[r]), self._num(pred.low[r]), self._num(pred.high[r]), se, lspr,
                self._num(measured[n]) if n in measured else "", where])
            if where == "extrapolated":
                self.predictions.item(r, len(PRED_HEADERS) - 1).setBackground(style.warning_background())
        self.predictions.resizeColumnsToContents()
        self._draw(cps, pred)

    def _fill_notes(self) -> None:
        view, data = self.view, self.data
        tail = usl.tail_off(view.series, view.machines, view.machine, view.category, view.itr_source)
        caveats = "".join(f"<li>{html.escape(c)}</li>" for c in usl.caveats(view.fit, self._what()))
        self.caveats.setHtml(
            "<p><b>Tail-off: MP effect or contention?</b> "
            f"{html.escape(tail.summary())} (IBM's ratings of the n-way models of the {html.escape(view.machine)}, "
            f"LSPR {html.escape(view.category)}.)</p>"
            f"<p><b>What the fit can and cannot say</b></p><ul>{caveats}</ul>")
        notes = "".join(f"<li><b>{html.escape(w)}</b>: {html.escape(t)}</li>" for w, t in data.notes)
        releases = ", ".join(f"{product_name(k)} {v}" for k, v in data.releases.items())
        self.sources.setHtml("".join([
            f"<p><b>{html.escape(view.series.name)}</b>: {html.escape(view.series.why)}</p>",
            f"<p><b>Source</b>: {html.escape(data.citation(view.series))}.</p>",  # the citation names the paper
            f"<p><b>Configuration</b>: {html.escape(data.machine_description)}; {html.escape(releases)}. "
            f"{html.escape(data.workload)} {html.escape(data.driven_to)} {html.escape(data.itr_definition)}</p>",
            f"<p><b>Notes</b></p><ul>{notes}</ul>",
            f"<p><i>{html.escape(NOT_A_PLAN_INPUT)}</i></p>",
        ]))

    def _draw(self, cps: list[int], pred: usl.Prediction) -> None:
        view = self.view
        self.plot.clear()
        n_max = max([64, *cps])
        xs = np.linspace(1.0, float(n_max), 4 * n_max)
        curve = view.predict(xs)
        band, fitted, lspr, measured, linear, chosen = SERIES[0], SERIES[0], SERIES[2], SERIES[1], SERIES[4], SERIES[3]
        fill = QColor(band)
        fill.setAlpha(60)
        low = self.plot.plot(xs, curve.low, pen=pg.mkPen(fill))
        high = self.plot.plot(xs, curve.high, pen=pg.mkPen(fill))
        self.plot.addItem(pg.FillBetweenItem(low, high, brush=pg.mkBrush(fill)))
        self.plot.plot(xs, curve.lspr_only, pen=pg.mkPen(lspr, width=2, style=Qt.PenStyle.DashLine))
        n_ref = float(view.series.n_cps.min())
        ref = float(view.measured[np.argmin(view.series.n_cps)])
        straight = np.full_like(xs, ref) if view.per_cp else ref * xs / n_ref
        self.plot.plot(xs, straight, pen=pg.mkPen(linear, width=1, style=Qt.PenStyle.DotLine))
        self.plot.plot(xs, curve.fitted, pen=pg.mkPen(fitted, width=2))
        self.plot.plot(view.series.n_cps, view.measured, pen=None, symbol="o", symbolBrush=measured,
                       symbolPen=self.foreground, symbolSize=10)
        legend = [("━━", fitted, "USL fit"), ("■", fill.name(), "leave-one-out band"),
                  ("●", measured, "measured"), ("┅┅", lspr, "LSPR n-way only"),
                  ("┈┈", linear, f"linear from {n_ref:g} CPs")]
        other = self._other_itr()
        if other is not None:
            self.plot.plot(other[0], other[1], pen=None, symbol="x", symbolPen=pg.mkPen(measured, width=2),
                           symbolSize=12)
            legend.append(("✕", measured, "ITR by definition" if self.view.itr_source == "published"
                           else "printed ITR, where it disagrees"))
        if cps:
            self.plot.plot(pred.n_cps, pred.fitted, pen=None, symbol="d", symbolBrush=chosen, symbolSize=9)
            legend.append(("◆", chosen, "your CP counts"))
        self.plot.setXRange(0, n_max + 2, padding=0)
        self.plot.setLabel("left", usl.QUANTITIES[view.quantity])
        self.plot.setTitle(html.escape(view.series.name), color=self.foreground.name(), size="10pt")
        self.legend.setText("&nbsp;&nbsp; ".join(
            f"<span style='color:{c}; font-size:13pt'>{m}</span>&nbsp;{html.escape(t)}" for m, c, t in legend))

    def _other_itr(self) -> tuple[np.ndarray, np.ndarray] | None:
        """The ITR points of the source not fitted, where they disagree beyond rounding."""
        view = self.view
        if view.quantity == "etr":
            return None
        other = "definition" if view.itr_source == "published" else "published"
        values = view.series.values(view.quantity, other)
        off = np.abs(values / view.measured - 1.0) > PRINTED_ITR_TOLERANCE
        return (view.series.n_cps[off], values[off]) if off.any() else None

    def _num(self, value: float) -> str:
        return f"{value:,.1f}" if self.view.per_cp else f"{value:,.0f}"

    @staticmethod
    def _set_row(table: QTableWidget, row: int, cells: list[str]) -> None:
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if c > 0 or text[:1].isdigit():
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, c, item)
