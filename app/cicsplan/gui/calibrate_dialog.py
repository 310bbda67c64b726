"""Calibrate from Measurements: paste or import a measured table, say what it was measured on and what
its ETR counts, see the fitted line against the points per address space, R^2, residuals and flags,
then save it as a custom ingress model. Every figure comes from ``core.analysis.calibrate``; this is the view.

The typed table is never lost: a problem is shown beside it, the table stays as it is.
"""

from __future__ import annotations

import html
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.analysis.calibrate import (
    TOTALS_RULE,
    Calibration,
    CalibrationError,
    CalibrationSettings,
    EtrCounting,
    calibrate,
    parse_releases,
)
from cicsplan.core.analysis.calibrate_table import (
    TableError,
    check_table_rows,
    parse_text,
    read_table_text,
    xlsx_as_text,
)
from cicsplan.core.catalog.catalog import FAMILIES, Catalog, CatalogError
from cicsplan.core.catalog.user_catalog import ModelExistsError, save_model_text, write_model_file
from cicsplan.core.common.wording import counted
from cicsplan.gui.calibrate_actions import MODEL_FILTER, attach_user_catalog, import_model
from cicsplan.gui.sheets.charts import SERIES, Chart

TABLE_FILTER = "Measurement tables (*.csv *.txt *.tsv *.xlsx *.xlsm);;All files (*)"
REFIT_MS = 300
PREVIEW_ID = "calibration-preview"
PLACEHOLDER = ("Paste from a spreadsheet (Ctrl+V) or import a CSV/xlsx file. First line: the headers, e.g.\n"
               "ETR\tRESP (ms)\tCICS GCPU%\tTCP/IP GCPU%\tCTG GCP CPU%\tCTG AAPCP\tCTG zAAP CPU%\n"
               "then one line per measured interval. One CPU column per address space and kind "
               "(GCPU%, AAPCP, zIIP CPU%); TOTAL ms and a Label column are optional; NA where not measured.")
OUTLIER_COLOUR = "#D55E00"


class CalibrateDialog(QDialog):
    """Non-modal: the workbook stays usable while the user compares the fit with a plan."""

    model_saved = Signal(str)  # the id of a custom model saved or imported into the catalog

    def __init__(self, catalog: Catalog, machine: str = "2817-779", cps: int = 3, ziips: int = 1,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Calibrate from Measurements")
        self.catalog = attach_user_catalog(catalog)
        self.result: Calibration | None = None
        self.problems: list[str] = []
        self.source_name = "pasted table"
        self._imported_name = self.source_name
        self._imported_text: str | None = None  # the text as imported, to notice the user's edits
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(REFIT_MS)
        self.timer.timeout.connect(self.recalculate)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self._table_box(left), 3)
        left_layout.addWidget(self._settings_box(left), 0)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self._fit_box(right), 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 6)

        self.import_model_button = QPushButton("Import Model File…", self)
        self.import_model_button.setToolTip("Add a model file exported from cicsplan (yours or a colleague's) to "
                                            "your catalog")
        self.import_model_button.clicked.connect(self.import_model_file)
        self.export_button = QPushButton("Export Model File…", self)
        self.export_button.setToolTip("Write this calibration as a model file, to keep or to give to a colleague")
        self.export_button.clicked.connect(self.export_model_file)
        self.save_button = QPushButton("Save as Custom Model", self)
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save_model)
        close = QPushButton("Close", self)
        close.clicked.connect(self.close)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.import_model_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)

        self.machine.setText(machine)
        self.cps.setValue(cps)
        self.ziips.setValue(ziips)
        self._family_changed()
        self.resize(1320, 840)
        self.recalculate()

    # ------------------------------------------------------------------------------------------
    # layout

    def _table_box(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox("Measured rows", parent)
        self.table_edit = QPlainTextEdit(box)
        self.table_edit.setPlaceholderText(PLACEHOLDER)
        self.table_edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.table_edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.table_edit.setTabStopDistance(11 * self.table_edit.fontMetrics().horizontalAdvance("0"))
        self.table_edit.textChanged.connect(self._table_edited)
        import_table = QPushButton("Import Table…", box)
        import_table.setToolTip("Read a CSV, tab-separated text or Excel (.xlsx) file into the table")
        import_table.clicked.connect(lambda: self.import_table())
        from_rmf = QPushButton("From RMF Reports…", box)
        from_rmf.setToolTip("One row per interval of your RMF Workload Activity reports: the transactions' rate "
                            "against the CICS regions' CPU")
        from_rmf.clicked.connect(lambda: self.import_rmf())
        self.from_rmf_button = from_rmf
        self.decimal_comma = QCheckBox("Decimal comma (5,62)", box)
        self.decimal_comma.setToolTip("The table writes decimals with a comma; columns then are separated by tabs "
                                      "or semicolons")
        self.decimal_comma.toggled.connect(self.schedule)
        self.source_label = QLabel(box)
        row = QHBoxLayout()
        row.addWidget(import_table)
        row.addWidget(from_rmf)
        row.addWidget(self.decimal_comma)
        row.addWidget(self.source_label, 1)
        layout = QVBoxLayout(box)
        layout.addLayout(row)
        layout.addWidget(self.table_edit, 1)
        self._show_source()
        return box

    def _settings_box(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox("What was measured", parent)
        self.model_id = QLineEdit(box)
        self.model_id.setPlaceholderText("our-ctg-ipic")
        self.model_id.setToolTip("Lower-case letters, digits and dashes; not a built-in id. Plans name it.")
        self.name = QLineEdit(box)
        self.name.setPlaceholderText("Our CTG IPIC, May 2026")
        self.family = QComboBox(box)
        self.family.addItems(FAMILIES)
        self.family.currentIndexChanged.connect(self._family_changed)
        self.machine = QLineEdit(box)
        self.machine.setToolTip("The measured machine as type-capacity setting or type-model, e.g. 3931-705")
        self.cps = QSpinBox(box)
        self.cps.setRange(1, 256)
        self.cps.setSuffix(" CPs")
        self.ziips = QSpinBox(box)
        self.ziips.setRange(0, 256)
        self.ziips.setSuffix(" zIIPs")
        self.releases = QLineEdit(box)
        self.releases.setPlaceholderText("cics_ts=6.1, zos=3.1, ctg=9.3")
        self.measured_on = QLineEdit(box)
        self.measured_on.setPlaceholderText("e.g. RMF intervals 12-16 May 2026")
        self.counting_cics = QRadioButton("RMF CICS-subtype rate, divided by", box)
        self.counting_cics.setToolTip("The WLM report class of the CICS region. RMF counts every CICS transaction: "
                                      "a web-service request runs CWXN and the pipeline transaction (2)")
        self.counting_external = QRadioButton("counted elsewhere (long-running tasks):", box)
        self.counting_external.setToolTip("Iterative socket servers and MQ trigger FIRST run one long task and have "
                                          "no CICS-subtype rate: give the rate from the client region or the "
                                          "messages, and say where it came from")
        group = QButtonGroup(box)
        group.addButton(self.counting_cics)
        group.addButton(self.counting_external)
        self.counting_cics.setChecked(True)
        self.factor = QDoubleSpinBox(box)
        self.factor.setRange(0.01, 100.0)
        self.factor.setDecimals(2)
        self.factor.setValue(1.0)
        self.factor.setToolTip("Counted transactions per business transaction: business tps = ETR / factor")
        self.etr_source = QLineEdit(box)
        self.etr_source.setPlaceholderText("completions in the client region")
        self.like = QComboBox(box)
        self.like.setToolTip("A CPU table does not measure the message shape (new connections, TLS add-on, COMMAREA "
                             "limit, single-server ceiling) or the payload: take them from a built-in method of the "
                             "same protocol, or keep the defaults, named as not measured")
        self.payload_in = self._payload_box(box)
        self.payload_out = self._payload_box(box)

        counting = QGridLayout()
        counting.addWidget(self.counting_cics, 0, 0)
        counting.addWidget(self.factor, 0, 1)
        counting.addWidget(self.counting_external, 1, 0)
        counting.addWidget(self.etr_source, 1, 1)
        counting.setColumnStretch(1, 1)
        engines = QHBoxLayout()
        engines.addWidget(self.machine, 2)
        engines.addWidget(self.cps, 1)
        engines.addWidget(self.ziips, 1)
        payload = QHBoxLayout()
        payload.addWidget(QLabel("in", box))
        payload.addWidget(self.payload_in, 1)
        payload.addWidget(QLabel("out", box))
        payload.addWidget(self.payload_out, 1)
        form = QFormLayout(box)
        form.addRow("Model id", self.model_id)
        form.addRow("Name", self.name)
        form.addRow("Family", self.family)
        form.addRow("Machine, LPAR", engines)
        form.addRow("Releases", self.releases)
        form.addRow("Measured on", self.measured_on)
        form.addRow("ETR counts", counting)
        form.addRow("Shape like", self.like)
        form.addRow("Payload bytes", payload)
        for widget in (self.model_id, self.name, self.machine, self.releases, self.measured_on, self.etr_source):
            widget.textChanged.connect(self.schedule)
        for spin in (self.cps, self.ziips, self.factor, self.payload_in, self.payload_out):
            spin.valueChanged.connect(self.schedule)
        self.counting_cics.toggled.connect(self.schedule)
        self.like.currentIndexChanged.connect(self.schedule)
        return box

    def _payload_box(self, parent: QWidget) -> QSpinBox:
        spin = QSpinBox(parent)
        spin.setRange(-1, 2**31 - 1)
        spin.setValue(-1)
        spin.setSpecialValueText("from shape, or 32,768")
        spin.setGroupSeparatorShown(True)
        return spin

    def _fit_box(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox("Fit: CPU% = fixed + slope x ETR (fixed >= 0, saturated rows out)", parent)
        self.space = QComboBox(box)
        self.space.currentIndexChanged.connect(self._draw)
        self.chart = Chart("Measured points and fitted line", box)
        self.r2_label = QLabel(box)
        self.r2_label.setWordWrap(True)
        self.r2_label.setTextFormat(Qt.TextFormat.RichText)
        self.residuals = QTableWidget(box)
        self.residuals.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.residuals.verticalHeader().setVisible(False)
        self.residuals.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.findings = QTextBrowser(box)
        top = QHBoxLayout()
        top.addWidget(QLabel("Address space:", box))
        top.addWidget(self.space, 1)
        split = QSplitter(Qt.Orientation.Vertical, box)
        self.chart_box = chart_box = QWidget(split)
        chart_layout = QVBoxLayout(chart_box)
        chart_layout.setContentsMargins(0, 0, 0, 0)
        chart_layout.addLayout(top)
        chart_layout.addWidget(self.chart, 1)
        chart_layout.addWidget(self.r2_label)
        split.addWidget(chart_box)
        split.addWidget(self.residuals)
        split.addWidget(self.findings)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 2)
        split.setStretchFactor(2, 3)
        split.setSizes([400, 160, 220])
        layout = QVBoxLayout(box)
        layout.addWidget(split)
        return box

    # ------------------------------------------------------------------------------------------
    # inputs

    def schedule(self, *_args) -> None:
        self.timer.start()

    def _table_edited(self) -> None:
        if self._imported_text is not None and self.table_edit.toPlainText() != self._imported_text:
            self.source_name = f"{self._imported_name} (edited)"
            self._imported_text = None
            self._show_source()
        self.schedule()

    def _show_source(self) -> None:
        self.source_label.setText(f"Source: {self.source_name}")

    def _family_changed(self) -> None:
        family = self.family.currentText()
        current = self.like.currentData()
        self.like.blockSignals(True)
        self.like.clear()
        self.like.addItem("(none: defaults, named as not measured)", None)
        for model in self.catalog.models.values():
            if model.family == family and not model.is_custom:
                self.like.addItem(f"{model.id} — {model.name}", model.id)
        index = self.like.findData(current)
        self.like.setCurrentIndex(max(index, 0))
        self.like.blockSignals(False)
        self.schedule()

    def set_table_text(self, text: str, source: str = "pasted table") -> None:
        """Put a table in the editor (an import, or a test) and fit it."""
        self._imported_name = source
        self._imported_text = text if source != "pasted table" else None
        self.source_name = source
        self.table_edit.blockSignals(True)
        self.table_edit.setPlainText(text)
        self.table_edit.blockSignals(False)
        self._show_source()
        self.recalculate()

    def import_table(self, path: Path | None = None) -> bool:
        """Read a CSV/text or xlsx file into the editor, where the user can see and correct it."""
        if path is None:
            name, _ = QFileDialog.getOpenFileName(self, "Import measurement table", str(Path.home()), TABLE_FILTER)
            if not name:
                return False
            path = Path(name)
        try:
            if path.suffix.lower() in (".xlsx", ".xlsm"):
                text = xlsx_as_text(path)
            else:
                text = read_table_text(path)
                check_table_rows(text, path.name)  # a million rows would swamp the editor: refused before
        except TableError as exc:
            QMessageBox.warning(self, "Import measurement table", f"{path.name} was not read; the table below is "
                                                                  f"unchanged.\n\n{exc}")
            return False
        self.set_table_text(text, path.name)
        return True

    def import_rmf(self, paths: list[Path] | None = None) -> bool:
        """RMF Workload Activity reports as the table: the planner picks the transactions' class and the class whose
        CPU they used (the regions': WLM books CICS transactions' CPU there); the rows land in the editor."""
        from cicsplan.core.analysis.rmf_calibrate import rmf_source, rmf_table_text
        from cicsplan.core.analysis.rmf_plan import Pick
        from cicsplan.core.rmf.read import read_rmf_files
        from cicsplan.core.rmf.records import RmfError
        from cicsplan.core.rmf.summary import class_summaries

        title = "Calibrate from RMF reports"
        if paths is None:
            names, _ = QFileDialog.getOpenFileNames(self, title, str(Path.home()),
                                                    "RMF Postprocessor reports (*.xml *.txt *.lst);;All files (*)")
            if not names:
                return False
            paths = [Path(n) for n in names]
        try:
            report, _ = read_rmf_files(paths)
        except RmfError as exc:
            QMessageBox.warning(self, title, f"The reports were not read; the table is unchanged.\n\n{exc}")
            return False
        summaries = class_summaries(report)
        rated = [f"{s.kind}:{s.key}" for s in summaries if s.ended > 0]
        with_cpu = [f"{s.kind}:{s.key}" for s in summaries if (s.appl_cp_pct or 0) > 0 or (s.appl_ziip_pct or 0) > 0]
        if not rated or not with_cpu:
            QMessageBox.warning(self, title, "The reports hold no Workload Activity class with transactions and one "
                                             "with CPU; the table is unchanged.")
            return False
        key, ok = QInputDialog.getItem(self, title, "The transactions' class (its rate is the ETR):", rated, 0, False)
        if not ok:
            return False
        source, ok = QInputDialog.getItem(self, title, "The class whose CPU they used (the CICS regions' class):",
                                          with_cpu, 0, False)
        if not ok:
            return False
        pick = Pick(key, "" if source == key else source)
        try:
            text = rmf_table_text(report, pick)
        except RmfError as exc:
            QMessageBox.warning(self, title, f"The table is unchanged.\n\n{exc}")
            return False
        self.set_table_text(text, rmf_source(report, pick))
        return True

    def settings(self) -> CalibrationSettings:
        """The settings as typed; a missing id or name is filled for the preview fit (saving needs both)."""
        counting = EtrCounting("cics" if self.counting_cics.isChecked() else "external", self.factor.value(),
                               self.etr_source.text())
        return CalibrationSettings(
            model_id=self.model_id.text().strip() or PREVIEW_ID, name=self.name.text().strip() or "(not named yet)",
            family=self.family.currentText(), machine=self.machine.text().strip(), lpar_cps=self.cps.value(),
            lpar_ziips=self.ziips.value(), releases=parse_releases(self.releases.text()), counting=counting,
            like=self.like.currentData(),
            payload_in_bytes=None if self.payload_in.value() < 0 else self.payload_in.value(),
            payload_out_bytes=None if self.payload_out.value() < 0 else self.payload_out.value(),
            measured_on=self.measured_on.text())

    # ------------------------------------------------------------------------------------------
    # fit

    def recalculate(self) -> None:
        self.timer.stop()
        text = self.table_edit.toPlainText()
        self.result = None
        self.problems = []
        if not text.strip():
            self._show_nothing("Paste or import a measured table to see the fit.")
            return
        try:
            table = parse_text(text, self.catalog.address_spaces, self.source_name, self.decimal_comma.isChecked())
            self.result = calibrate(table, self.settings(), self.catalog)
        except (TableError, CalibrationError) as exc:
            self.problems = list(exc.problems)
        except ValueError as exc:  # a release written the wrong way
            self.problems = [str(exc)]
        if self.result is None:
            self._show_problems()
            return
        self._show_result()

    def _show_nothing(self, text: str) -> None:
        self.chart_box.hide()  # the problems, not an empty chart, are what to look at
        self.residuals.hide()
        self.chart.clear()
        self.residuals.clear()
        self.residuals.setRowCount(0)
        self.residuals.setColumnCount(0)
        self.r2_label.setText("")
        self.findings.setHtml(f"<p>{html.escape(text)}</p>")
        self._update_buttons()

    def _show_problems(self) -> None:
        items = "".join(f"<li>{html.escape(p)}</li>" for p in self.problems)
        self._show_nothing("")
        self.findings.setHtml(f"<p><b style='color:{OUTLIER_COLOUR}'>Cannot fit yet</b> — the table and settings "
                              f"are kept as typed; correct these:</p><ul>{items}</ul>")
        self._update_buttons()

    def _show_result(self) -> None:
        result = self.result
        chosen = self.space.currentData()
        self.space.blockSignals(True)
        self.space.clear()
        self.space.addItem("all address spaces", None)
        for a in result.model.address_spaces:
            self.space.addItem(self.catalog.address_spaces[a].name, a)
        self.space.setCurrentIndex(max(self.space.findData(chosen), 0))
        self.space.blockSignals(False)
        self.chart_box.show()
        self.residuals.show()
        self._draw()
        self._fill_residuals()
        self._fill_findings()
        self._update_buttons()

    def _draw(self) -> None:
        chart = self.chart
        chart.clear()
        result = self.result
        if result is None:
            return
        m = result.model.measurements
        saturated = sorted(result.saturated_rows)
        kept = [i for i in range(len(m.rows)) if i not in result.saturated_rows]
        chosen = self.space.currentData()
        spaces = [chosen] if chosen else list(m.address_spaces)
        xs = np.array([0.0, float(m.etr.max()) * 1.08])
        r2_parts = []
        for k, space in enumerate(spaces):
            colour = SERIES[k % len(SERIES)]
            name = self.catalog.address_spaces[space].name
            y = m.total_pct(space)
            cost = result.fitted.by_as[space]
            chart.plot.plot(m.etr[kept], y[kept], pen=None, symbol="o", symbolBrush=colour, symbolPen=colour,
                            symbolSize=8)
            if saturated:
                chart.plot.plot(m.etr[saturated], y[saturated], pen=None, symbol="x", symbolPen=colour,
                                symbolBrush=colour, symbolSize=12)
            outliers = result.outliers.get(space, [])
            if outliers:
                chart.plot.plot(m.etr[outliers], y[outliers], pen=None, symbol="o", symbolBrush=None,
                                symbolPen=pg.mkPen(OUTLIER_COLOUR, width=2), symbolSize=18)
            chart.plot.plot(xs, cost.fixed_pct + cost.total_ms / 10.0 * xs, pen=pg.mkPen(colour, width=2))
            r2 = result.r2(space)
            r2_text = "n/a" if r2 is None else f"{r2:.4f}"
            chart.add_legend(f"{name}: fixed {cost.fixed_pct:.2f}%, {cost.total_ms:.4f} ms/tran, R² {r2_text}",
                             colour, "line")
            r2_parts.append(f"{html.escape(name)} R² {r2_text}")
            for i in range(len(m.rows)):
                line = cost.fixed_pct + cost.total_ms / 10.0 * m.etr[i]
                state = "saturated, left out" if i in result.saturated_rows else "in the fit"
                chart.hover_points.append((float(m.etr[i]), float(y[i]), (
                    f"{result.table.row_names[i]}: {m.etr[i]:,.2f} tps, {name} {y[i]:.2f}% (line {line:.2f}%, "
                    f"residual {y[i] - line:+.2f}); {state}")))
        chart.plot.setLabel("bottom", "ETR (business transactions per second)")
        chart.plot.setLabel("left", "CPU % of one engine")
        chart.plot.setXRange(0, float(xs[1]), padding=0.02)
        total = result.r2_total
        marks = "● in the fit, × saturated (left out)" + (", ◯ outlier" if any(result.outliers.values()) else "")
        self.r2_label.setText(f"{marks}. R² of the total CPU%: <b>{'n/a' if total is None else f'{total:.4f}'}</b>"
                              f" · {' · '.join(r2_parts)}")

    def _fill_residuals(self) -> None:
        result = self.result
        m = result.model.measurements
        spaces = list(m.address_spaces)
        headers = ["Row", "ETR (tps)", *[f"{self.catalog.address_spaces[a].name} residual %" for a in spaces],
                   "In fit", "Flags"]
        flags_by_row: dict[str, list[str]] = {}
        for flag in result.flags:
            flags_by_row.setdefault(flag.where, []).append(flag.kind)
        self.residuals.clear()
        self.residuals.setColumnCount(len(headers))
        self.residuals.setHorizontalHeaderLabels(headers)
        self.residuals.setRowCount(len(m.rows))
        for r in range(len(m.rows)):
            name = result.table.row_names[r]
            cells = [name, f"{m.etr[r]:,.2f}", *[f"{result.residuals_pct[a][r]:+.3f}" for a in spaces],
                     "no (saturated)" if r in result.saturated_rows else "yes", ", ".join(flags_by_row.get(name, []))]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if 0 < c < len(cells) - 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if r in result.saturated_rows:
                    item.setForeground(self.palette().color(self.palette().ColorRole.PlaceholderText))
                self.residuals.setItem(r, c, item)
        self.residuals.resizeColumnsToContents()

    def _fill_findings(self) -> None:
        result = self.result
        fitted, published = result.fitted, result.published
        rows = "".join(
            f"<tr><td>{html.escape(self.catalog.address_spaces[a].name)}</td><td align='right'>{c.fixed_pct:.3f}</td>"
            f"<td align='right'>{c.total_ms:.4f}</td><td align='right'>{c.eligible_ms:.4f}</td>"
            f"<td align='right'>{published.by_as[a].total_ms:.4f}</td></tr>" for a, c in fitted.by_as.items())
        rows += (f"<tr><td><b>total</b></td><td align='right'><b>{fitted.fixed_pct:.3f}</b></td>"
                 f"<td align='right'><b>{fitted.total_ms:.4f}</b></td><td></td>"
                 f"<td align='right'><b>{published.total_ms:.4f}</b></td></tr>")
        flags = "".join(f"<li><b>{html.escape(f.kind)}</b> — {html.escape(f.where)}: {html.escape(f.text)}</li>"
                        for f in result.flags) or "<li>none</li>"
        model = result.model
        self.findings.setHtml(
            "<table cellspacing='0' cellpadding='3'><tr><th align='left'>Address space</th>"
            "<th align='right'>fixed %<br>of 1 engine</th><th align='right'>ms/tran<br>(slope x 10)</th>"
            "<th align='right'>zIIP-eligible<br>ms/tran</th><th align='right'>published<br>method ms</th></tr>"
            f"{rows}</table>"
            f"<p><b>ETR counts:</b> {html.escape(model.etr_counts)}</p>"
            f"<p><b>Flags</b></p><ul>{flags}</ul>"
            f"<p><small><b>Saturation rule:</b> {html.escape(result.rule.describe())}.<br>"
            f"<b>Outlier rule:</b> {html.escape(result.outlier_rule.describe())}.<br>"
            f"<b>Totals:</b> {html.escape(TOTALS_RULE)}.</small></p>")

    def _update_buttons(self) -> None:
        named = bool(self.model_id.text().strip() and self.name.text().strip())
        ready = self.result is not None and named
        self.save_button.setEnabled(ready)
        self.export_button.setEnabled(ready)
        if self.result is not None and not named:
            self.status.setText("Give the model an id and a name to save it.")
        elif self.result is None and self.problems:
            self.status.setText(f"{counted(len(self.problems), 'problem')}: see the list on the right.")
        elif self.result is not None:
            self.status.setText(f"Ready to save '{self.result.model.id}' in {self.catalog.user_folder}.")
        else:
            self.status.setText("")

    # ------------------------------------------------------------------------------------------
    # saving

    def save_model(self) -> bool:
        self.recalculate()  # what is on screen, not what was there a moment ago
        if self.result is None or self.model_id.text().strip() == "":
            return False
        model_id = self.result.model.id
        try:
            try:
                model = save_model_text(self.catalog, model_id, self.result.toml_text)
            except ModelExistsError as exc:
                answer = QMessageBox.question(self, "Save as custom model",
                                              f"Your catalog already has a custom model '{model_id}' ({exc.path})."
                                              "\n\nReplace it? Plans that use it will warn that it changed.")
                if answer != QMessageBox.StandardButton.Yes:
                    return False
                model = save_model_text(self.catalog, model_id, self.result.toml_text, replace_existing=True)
        except CatalogError as exc:
            QMessageBox.warning(self, "Save as custom model", f"Not saved; the table and settings are kept.\n\n{exc}")
            return False
        self.status.setText(f"Saved custom model '{model.id}' as {model.path}: choose it as a workload's ingress.")
        self.model_saved.emit(model.id)
        return True

    def export_model_file(self, path: Path | None = None) -> bool:
        self.recalculate()
        if self.result is None:
            return False
        if path is None:
            name, _ = QFileDialog.getSaveFileName(self, "Export model file",
                                                  str(Path.home() / f"{self.result.model.id}.toml"), MODEL_FILTER)
            if not name:
                return False
            path = Path(name)
        try:
            write_model_file(path, self.result.toml_text)
        except CatalogError as exc:
            QMessageBox.warning(self, "Export model file", str(exc))
            return False
        self.status.setText(f"Exported the model file to {path}.")
        return True

    def import_model_file(self, path: Path | None = None) -> bool:
        model = import_model(self, self.catalog, path)
        if model is None:
            return False
        self.status.setText(f"Imported custom model '{model.id}' as {model.path}.")
        self.model_saved.emit(model.id)
        return True
