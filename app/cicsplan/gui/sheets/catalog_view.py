"""The Catalog sheet: every measured ingress method with its flow, reference configuration,
measured rows, the fitted and published lines per address space, R^2, flags and citation.
Custom models (the user's own catalog) are listed with the built-in ones and marked as custom;
Calibrate, Import Model and Export Model work on that catalog."""

from __future__ import annotations

import html
import math

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.catalog.catalog import IngressModel
from cicsplan.core.catalog.checks import model_flags
from cicsplan.core.catalog.costs import derive_costs, one_region_throughput
from cicsplan.core.common.wording import counted
from cicsplan.core.model.own_runs import response_against_runs, response_comparison_text
from cicsplan.gui.calibrate_actions import export_model, import_model, problems_text
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.sheets.charts import SERIES, _palette_colours
from cicsplan.gui.sheets.lazy_plot import PlotSlot, pg


class CatalogSheet(QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels(["Ingress method", "ms/tran"])
        self.tree.setColumnWidth(0, 250)
        self._fill_tree()
        self.tree.currentItemChanged.connect(self._chosen)
        self.calibrate_button = QPushButton("Calibrate…", self)
        self.calibrate_button.setToolTip("Calibrate from Measurements: fit your own measured table and save it as a "
                                         "custom model")
        self.calibrate_button.clicked.connect(self.open_calibrate)
        self.import_button = QPushButton("Import Model…", self)
        self.import_button.setToolTip("Add a model file (exported from cicsplan) to your catalog")
        self.import_button.clicked.connect(lambda: self.import_model_file())
        self.export_button = QPushButton("Export Model…", self)
        self.export_button.setToolTip("Write the selected model's file, to keep or to give to a colleague")
        self.export_button.clicked.connect(lambda: self.export_model_file())
        self.user_problems = QLabel(self)  # broken custom files: reported here, skipped, never fatal
        self.user_problems.setWordWrap(True)
        self.user_problems.setStyleSheet("color: #D55E00")
        self.calibrate_dialog = None

        self.details = QTextBrowser(self)
        self.rows = QTableWidget(self)
        self.rows.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.space = QComboBox(self)
        self.space.currentIndexChanged.connect(self._draw)
        self.fit_label = QLabel(self)
        self.fit_label.setWordWrap(True)
        plot_box = QWidget(self)
        # the plot is made, and drawn, when the sheet is first shown (pyqtgraph is imported then)
        self.plot_slot = PlotSlot(self._make_plot, plot_box, shown=self._draw)
        plot_layout = QVBoxLayout(plot_box)
        plot_layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(QLabel("Address space:", plot_box))
        top.addWidget(self.space)
        top.addWidget(self.fit_label, 1)
        plot_layout.addLayout(top)
        plot_layout.addWidget(self.plot_slot, 1)

        right = QSplitter(Qt.Orientation.Vertical, self)
        right.addWidget(self.details)
        right.addWidget(self.rows)
        right.addWidget(plot_box)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        right.setStretchFactor(2, 3)
        right.setSizes([180, 190, 330])
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        for button in (self.calibrate_button, self.import_button, self.export_button):
            buttons.addWidget(button)
        left_layout.addLayout(buttons)
        left_layout.addWidget(self.user_problems)
        left_layout.addWidget(self.tree, 1)
        self._show_user_problems()
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, 900])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)
        # the first model is chosen now and described when the sheet is first shown: its details run the engine
        # over the model's measured runs, a sixth of the workbook's start (issue 29), for a sheet a start never shows
        first = self.tree.topLevelItem(0).child(0)
        self.tree.blockSignals(True)
        self.tree.setCurrentItem(first)
        self.tree.blockSignals(False)
        self.model: IngressModel | None = self.doc.catalog.get(first.data(0, Qt.ItemDataRole.UserRole))
        self._described = False

    @qt_override
    def showEvent(self, event) -> None:
        if not self._described:
            self._chosen(self.tree.currentItem())
        super().showEvent(event)

    @property
    def plot(self):
        """The model's measured rows and lines (a pyqtgraph PlotWidget, made at the first use)."""
        return self.plot_slot.plot()

    def _make_plot(self, parent: QWidget):
        background, foreground = _palette_colours()
        plot = pg.PlotWidget(parent, background=background)
        plot.getAxis("left").setTextPen(foreground)
        plot.getAxis("bottom").setTextPen(foreground)
        plot.showGrid(x=True, y=True, alpha=0.2)
        plot.setLabel("bottom", "ETR (tps)")
        plot.setLabel("left", "CPU % of one engine")
        self.legend = plot.addLegend(offset=(10, 10), labelTextColor=foreground)
        return plot

    def _fill_tree(self) -> None:
        self.tree.clear()
        italic = QFont(self.tree.font())
        italic.setItalic(True)
        for family, members in self.doc.catalog.by_family().items():
            parent_item = QTreeWidgetItem([family, ""])
            parent_item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(parent_item)
            for m in members:
                label = f"{m.id}  (custom)" if m.is_custom else m.id
                item = QTreeWidgetItem([label, f"{derive_costs(m, 'published').total_ms:.4f}"])
                item.setData(0, Qt.ItemDataRole.UserRole, m.id)
                item.setToolTip(0, f"{m.name}\ncustom model from {m.path}" if m.is_custom else m.name)
                if m.is_custom:
                    item.setFont(0, italic)
                parent_item.addChild(item)
            parent_item.setExpanded(True)

    def _show_user_problems(self) -> None:
        problems = self.doc.catalog.user_problems
        self.user_problems.setVisible(bool(problems))
        if problems:
            self.user_problems.setText(f"{counted(len(problems), 'problem')} in custom model files; those files were "
                                       f"skipped:\n{problems_text(self.doc.catalog)}")

    def refresh(self, select_id: str | None = None) -> None:
        """Show the catalog again after custom models came or changed; recompute the plan with them."""
        current = select_id or (self.model.id if self.model is not None else None)
        self.tree.blockSignals(True)
        self._fill_tree()
        self.tree.blockSignals(False)
        self._show_user_problems()
        self.doc.recompute()
        if current in self.doc.catalog.models:
            self.model = None
            self.show_model(current)
        else:
            self.tree.setCurrentItem(self.tree.topLevelItem(0).child(0))

    def open_calibrate(self):
        """The Calibrate from Measurements dialog (one per sheet, non-modal), on the plan's machine."""
        from cicsplan.gui.calibrate_dialog import CalibrateDialog

        if self.calibrate_dialog is None:
            hw = self.doc.result.resolved.hardware
            self.calibrate_dialog = CalibrateDialog(self.doc.catalog, str(hw["machine"]), int(hw["cps"]),
                                                    int(hw["ziips"]), self)
            self.calibrate_dialog.model_saved.connect(self.refresh)
            self._show_user_problems()
        self.calibrate_dialog.show()
        self.calibrate_dialog.raise_()
        self.calibrate_dialog.activateWindow()
        return self.calibrate_dialog

    def import_model_file(self, path=None) -> bool:
        model = import_model(self, self.doc.catalog, path)
        if model is not None:
            self.refresh(model.id)
        return model is not None

    def export_model_file(self, path=None) -> bool:
        return self.model is not None and export_model(self, self.model, path)

    def show_model(self, model_id: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            family = self.tree.topLevelItem(i)
            for j in range(family.childCount()):
                if family.child(j).data(0, Qt.ItemDataRole.UserRole) == model_id:
                    if not self._described and self.model is not None and self.model.id == model_id:
                        self._chosen(family.child(j))  # the model chosen at the start: current, not yet described
                    self.tree.setCurrentItem(family.child(j))
                    return

    def _chosen(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        model_id = item.data(0, Qt.ItemDataRole.UserRole) if item else None
        if not model_id:
            return
        self.model = self.doc.catalog.get(model_id)
        self._described = True
        self._describe()
        self._fill_rows()
        self.space.blockSignals(True)
        self.space.clear()
        self.space.addItem("all address spaces", None)
        for a in self.model.address_spaces:
            self.space.addItem(self.doc.catalog.address_spaces[a].name, a)
        self.space.blockSignals(False)
        self._draw()

    def _describe(self) -> None:
        m = self.model
        ref = m.reference
        flags = model_flags(m)
        flag_html = "".join(f"<li><b>{html.escape(f.kind)}</b> — {html.escape(f.where)}: {html.escape(f.text)}</li>"
                            for f in flags)
        custom = " — <i>custom model</i>" if m.is_custom else ""
        parts = [
            f"<h3>{html.escape(m.name)} <small>({html.escape(m.id)}, {html.escape(m.family)}){custom}</small></h3>",
            f"<p>{html.escape(m.description)}</p>",
            "<table cellspacing='3'>",
            f"<tr><td><b>Source</b></td><td>{html.escape(m.citation)}</td></tr>",
            *([f"<tr><td><b>Document</b></td><td>{html.escape(ref.source.description)}</td></tr>"]
              if ref.source is not None and not m.is_custom else []),
            f"<tr><td><b>Machine</b></td><td>{html.escape(ref.machine_description)}</td></tr>",
            f"<tr><td><b>Releases</b></td><td>{html.escape(ref.releases_text)}</td></tr>",
            f"<tr><td><b>Payload</b></td><td>{ref.payload_in_bytes:,} bytes in, {ref.payload_out_bytes:,} out. "
            f"{html.escape(ref.payload_note)}</td></tr>",
            f"<tr><td><b>Network</b></td><td>{html.escape(ref.network)}</td></tr>",
        ]
        if m.is_custom:
            parts.append(f"<tr><td><b>Custom file</b></td><td>{html.escape(m.custom_file_text)}, measured "
                         f"{html.escape(str(m.provenance.get('measured_on') or 'date not stated'))}</td></tr>")
        if ref.cipher:
            parts.append(f"<tr><td><b>Cipher</b></td><td>{html.escape(ref.cipher)}</td></tr>")
        parts += [f"<tr><td><b>ETR counts</b></td><td>{html.escape(m.etr_counts)}</td></tr>",
                  f"<tr><td><b>Coverage</b></td><td>{html.escape(m.coverage)}</td></tr>",
                  f"<tr><td><b>One region</b></td><td>{html.escape(one_region_throughput(m).text())}</td></tr>",
                  "</table>"]
        comparison = response_comparison_text(response_against_runs(
            self.doc.catalog, m.id, self.doc.plan.cost_method, self.doc.result.resolved.assumptions))
        if comparison:
            parts.append(f"<p><b>Response time against the run</b>: {html.escape(comparison)}</p>")
        if flag_html:
            parts.append(f"<p><b>Flags and notes</b></p><ul>{flag_html}</ul>")
        self.details.setHtml("".join(parts))

    def _fill_rows(self) -> None:
        m = self.model.measurements
        saturated = {s.index for s in derive_costs(self.model, "fitted").saturated}
        plan = self.doc.plan
        estimates = response_against_runs(self.doc.catalog, self.model.id, plan.cost_method,
                                          self.doc.result.resolved.assumptions)
        headers = [c.label for c in m.columns] + ["parts total ms", "used in fit", "estimated response ms"]
        self.rows.setColumnCount(len(headers))
        self.rows.setHorizontalHeaderLabels(headers)
        self.rows.horizontalHeaderItem(len(headers) - 1).setToolTip(
            "cicsplan's response-time estimate on the run's own LPAR at this row's rate: CPU and queueing on the "
            "server LPAR, which the measured response (with the client and the network) holds as well")
        self.rows.setRowCount(len(m.rows))
        for r, row in enumerate(m.rows):
            cells = ["NA" if v is None else f"{v:g}" for v in row]
            estimate = estimates[r].estimated_ms
            cells += [f"{m.parts_total_ms[r]:.4f}", "no (saturated)" if r in saturated else "yes",
                      "n/a" if estimate is None else "saturated" if math.isinf(estimate) else f"{estimate:.3g}"]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.rows.setItem(r, c, item)
        self.rows.resizeColumnsToContents()

    def _draw(self) -> None:
        if self.model is None:
            return
        plot = self.plot_slot.built  # None until the sheet is first shown, which draws again
        if plot is not None:
            plot.clear()
            self.legend.clear()
        m = self.model.measurements
        fitted = derive_costs(self.model, "fitted")
        published = derive_costs(self.model, "published")
        chosen = self.space.currentData()
        spaces = [chosen] if chosen else list(m.address_spaces)
        saturated = [s.index for s in fitted.saturated]
        kept = [i for i in range(len(m.rows)) if i not in saturated]
        x_max = float(m.etr.max()) * 1.1
        xs = np.array([0.0, x_max])
        r2_texts = []
        for k, space in enumerate(spaces):
            colour = SERIES[k % len(SERIES)]
            y = m.total_pct(space)
            name = self.doc.catalog.address_spaces[space].name
            cost = fitted.by_as[space]
            if plot is not None:
                plot.plot(m.etr[kept], y[kept], pen=None, symbol="o", symbolBrush=colour, symbolSize=8)
                if saturated:
                    plot.plot(m.etr[saturated], y[saturated], pen=None, symbol="x", symbolPen=colour,
                              symbolSize=11)
                plot.plot(xs, cost.fixed_pct + cost.total_ms / 10 * xs, pen=pg.mkPen(colour, width=2), name=name)
                plot.plot(xs, published.by_as[space].total_ms / 10 * xs,
                          pen=pg.mkPen(colour, width=1, style=Qt.PenStyle.DashLine))
            r2 = cost.fit_total.r2 if cost.fit_total else None
            r2_texts.append(f"{name}: fixed {cost.fixed_pct:.2f}%, {cost.total_ms:.4f} ms/tran, "
                            f"R² {'n/a' if r2 is None else f'{r2:.4f}'}")
        self.fit_label.setText("● measured, × saturated (left out of the fit); solid line: fitted, dashed: "
                               "published method.  " + "; ".join(r2_texts))
