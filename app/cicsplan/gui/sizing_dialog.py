"""Size It: the engines the current scenario needs on a machine type, in the workbook.

The dialog asks for a machine type (and optionally a capacity setting), runs the core's sizing (the same function
as ``cicsplan size``, on the plan's own capacity ratings), lists the candidates with the recommended one first and
says why it is recommended, shows what using the selected one changes (CPs 6 → 1, zIIPs 2 → 2) before it is used, and
"Use" writes the chosen model, CPs and zIIPs (and the existing busy carried to it) to the Hardware sheet as one
undoable edit. "Keep my CPs" sizes only among models with at least the LPAR's CPs: the CP count often stands for
what the model does not see (an engine's loss, weights, licences), so the planner keeps it and lets the setting
and zIIPs be sized around it."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressDialog,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.analysis.sizing import (
    CHEAPER_NOTE,
    DEFAULT_OBJECTIVE,
    OBJECTIVES,
    Candidate,
    Sizing,
    SizingCancelled,
    SizingError,
    change_text,
    others_text,
    shortfalls_text,
    size_plan,
)
from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.designation import parse_designation
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings import setting_label
from cicsplan.gui.document import PlanDocument

COLUMNS = ("Model", "Setting", "CPs", "zIIPs", "CP busy", "zIIP busy", "Binding limit", "Rate headroom", "Model MSU",
           "Slowest response", "Note")
NUMERIC = {2, 3, 4, 5, 7, 8, 9}
# the column that shows what each objective compares: kept in view after sizing (trial finding 17)
OBJECTIVE_COLUMN = {"msu": "Model MSU", "consumed": "Model MSU", "full_speed": "Model MSU", "engines": "CPs"}
BINDING_CHARS = 26  # the binding limit wraps in a column this wide, so the MSU column fits a 1280-pixel screen
RESPONSE_CHARS = 26  # the slowest response wraps too ("saturated (workload, on the CPs PR/SM gives it)")
EVERY_SETTING = "Every setting"
NOT_FITTING = QColor(255, 235, 235)  # the tint of the error cells elsewhere in the workbook, lighter


def _pct(value: float | None) -> str:
    return "n/a" if value is None or not math.isfinite(value) else f"{value:.1f}%"


class SizingDialog(QDialog):
    """Pick a type (and setting), size, pick a candidate, use it."""

    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.sizing: Sizing | None = None
        self.ratings = doc.result.resolved.machine_table.ratings  # the plan's: an imported table included
        self.setWindowTitle(f"Size It — scenario {doc.scenario.name}")
        self.resize(_fitted_width(parent), 600)

        intro = QLabel("The model of a machine type, with the fewest zIIPs, that keeps every limit of this scenario "
                       "within its target (CP busy at the Target CP busy, zIIP busy, QR TCB, crypto, ports; on a "
                       "machine with other LPARs, theirs too and the whole machine with every LPAR at its load) and "
                       "is the best by the objective you choose, over every model IBM rates; computed by the same "
                       "engine as the sheets on each candidate, rated as the sheets rate it (IBM's ratings, or the "
                       "plan's imported capacity table).", self)
        intro.setWordWrap(True)
        self.type_box = QComboBox(self)
        for info in self.ratings.machine_types():
            self.type_box.addItem(f"{info.machine_type} — {info.name}", info.machine_type)
        self.type_box.setCurrentIndex(max(0, self.type_box.findData(self._current_type())))
        self.setting_box = QComboBox(self)
        self.type_box.currentIndexChanged.connect(self._fill_settings)
        self._fill_settings()
        self.objective_box = QComboBox(self)
        for objective in OBJECTIVES.values():
            self.objective_box.addItem(objective.name[:1].upper() + objective.name[1:], objective.key)
            self.objective_box.setItemData(self.objective_box.count() - 1, objective.because,
                                           Qt.ItemDataRole.ToolTipRole)
        self.objective_box.setCurrentIndex(self.objective_box.findData(DEFAULT_OBJECTIVE))
        self.keep_cps = QCheckBox(self)
        self.keep_cps.setToolTip("Size only among models with at least the LPAR's CPs: the setting and zIIPs are "
                                 "sized around the CPs you have")
        self.size_button = QPushButton("&Size", self)
        self.size_button.setDefault(True)
        self.size_button.clicked.connect(self.run)
        choice = QFormLayout()
        choice.addRow("Machine &type", self.type_box)
        row = QHBoxLayout()
        row.addWidget(self.setting_box, 1)
        row.addWidget(self.size_button)
        setting_label_widget = QLabel("Capacity s&etting", self)
        setting_label_widget.setBuddy(self.setting_box)  # a label beside a layout has no buddy of its own
        choice.addRow(setting_label_widget, row)
        choice.addRow("Best &by", self.objective_box)
        choice.addRow("", self.keep_cps)
        self._label_keep_cps()

        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.horizontalHeaderItem(COLUMNS.index("Rate headroom")).setToolTip(
            "How much every planned rate can grow before the binding limit reaches its target (negative: how much "
            "the rates must shrink); not CP busy")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for name, chars in (("Binding limit", BINDING_CHARS), ("Slowest response", RESPONSE_CHARS)):
            column = COLUMNS.index(name)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(column, self.fontMetrics().averageCharWidth() * chars)
        self.table.setWordWrap(True)
        header.setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self.use_selected())
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.change = QLabel(self)  # what Use does to the Hardware sheet, before it does it
        self.change.setWordWrap(True)
        self.change.setTextFormat(Qt.TextFormat.RichText)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.use_button = buttons.addButton("&Use this model", QDialogButtonBox.ButtonRole.ApplyRole)
        self.use_button.setEnabled(False)
        self.use_button.setToolTip("Set the Hardware sheet's machine, CPs and zIIPs (and the existing busy carried "
                                   "to the model) as one edit; Undo takes it back")
        self.use_button.clicked.connect(self.use_selected)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(choice)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.notes)
        layout.addWidget(self.change)
        layout.addWidget(buttons)
        self.type_box.setFocus()

    def _current_type(self) -> str | None:
        """The machine type of the scenario's machine, when IBM's ratings know it."""
        try:
            return parse_designation(self.doc.result.resolved.hardware.get("machine"), self.ratings).machine_type
        except MachineError:
            return None

    def lpar_cps(self) -> int:
        return int(self.doc.result.resolved.hardware["cps"])

    def _label_keep_cps(self) -> None:
        self.keep_cps.setText(f"&Keep my CPs: only models with {counted(self.lpar_cps(), 'CP')} or more")

    def _fill_settings(self) -> None:
        self.setting_box.clear()
        self.setting_box.addItem(EVERY_SETTING, None)
        machine_type = self.type_box.currentData()
        if machine_type:
            for setting, counts in self.ratings.settings(machine_type).items():
                self.setting_box.addItem(f"{setting_label(setting)} (1 to {max(counts)} CPs)", setting)

    # -- sizing

    def run(self) -> None:
        """Size with the chosen type and setting; a progress dialog shows when it takes more than a moment."""
        machine_type, setting = self.type_box.currentData(), self.setting_box.currentData()
        progress = QProgressDialog("Computing the plan on candidate models…", "Cancel", 0, 0, self)
        progress.setWindowTitle("Size It")
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)

        def step(done: int, total: int) -> bool:
            progress.setMaximum(total)
            progress.setValue(done)
            QApplication.processEvents()
            return not progress.wasCanceled()

        self.size_button.setEnabled(False)
        self._label_keep_cps()
        min_cps = self.lpar_cps() if self.keep_cps.isChecked() else None
        try:
            sizing = size_plan(self.doc.plan, self.doc.catalog, machine_type, setting, self.doc.scenario.name,
                               progress=step, min_cps=min_cps, objective=self.objective_box.currentData())
        except SizingCancelled:
            self.summary.setText("<i>Cancelled: nothing was changed.</i>")
            return
        except SizingError as exc:
            self.show_sizing(None, str(exc))
            return
        finally:
            progress.reset()
            progress.deleteLater()
            self.size_button.setEnabled(True)
        self.show_sizing(sizing)

    def show_sizing(self, sizing: Sizing | None, problem: str = "") -> None:
        self.sizing = sizing
        self.table.setRowCount(0)
        self.notes.clear()
        if sizing is None:
            self.summary.setText(f"<span style='color:#b00020'>{_escape(problem)}</span>")
            self._selection_changed()
            return
        top = sizing.recommended
        if top is not None:
            among = (f" among the models with {counted(sizing.min_cps, 'CP')} or more" if sizing.min_cps else
                     " (tick Keep my CPs to size around the LPAR's CPs)")
            others = others_text(sizing)
            self.summary.setText(
                f"<b>Recommended: {top.model.model}</b> with {counted(top.cps, 'CP')} and "
                f"{counted(top.ziips, 'zIIP')}, by the {_escape(OBJECTIVES[sizing.objective].name)}: "
                f"{_escape(sizing.because)}{_escape(among)}: {top.cp_busy_text()}, headroom "
                f"{_pct(top.headroom_pct)} to {_escape(top.binding_label or 'no limit')}."
                + (f"<br>The other objectives choose: {_escape(others)}." if others else ""))
        else:
            reasons = _escape(shortfalls_text(sizing.unmet))
            self.summary.setText(f"<span style='color:#b00020'><b>No model of the {_escape(sizing.type_label)} keeps "
                                 f"every limit within its target.</b></span><br>{reasons}")
        if sizing.now:  # the question the planner came with: how the LPAR they have fares
            self.summary.setText(self.summary.text() + f"<br>{_escape(sizing.now)}.")
        for row, candidate in enumerate(sizing.candidates):
            self._add_row(row, candidate, row == 0 and top is not None)
        notes = [f"{c.model.model} does not fit: " + shortfalls_text(c.shortfalls)
                 for c in sizing.candidates[1:] if top is not None and not c.fits and c.note in ("", CHEAPER_NOTE)]
        notes += [f"Not computed at {setting_label(s)}: {why}" for s, why in sizing.skipped.items()] + sizing.notes
        self.notes.setText("\n".join(notes))
        self.table.resizeRowsToContents()  # a wrapped binding limit takes two lines
        self.table.selectRow(0)
        self.show_objective_column()

    def show_objective_column(self) -> None:
        """Scroll the objective's column into view (the Model MSU for the default one) if the dialog is too
        narrow for every column; the model's name stays in view when both fit."""
        if self.sizing is None or not self.table.rowCount():
            return
        column = COLUMNS.index(OBJECTIVE_COLUMN.get(self.sizing.objective, "Model MSU"))
        self.table.horizontalScrollBar().setValue(0)
        self.table.scrollTo(self.table.model().index(0, column), QAbstractItemView.ScrollHint.EnsureVisible)

    def _add_row(self, row: int, c: Candidate, recommended: bool) -> None:
        self.table.insertRow(row)
        binding = c.binding_label if c.fits else c.shortfalls[0].label + (
            f" (+{len(c.shortfalls) - 1} more)" if len(c.shortfalls) > 1 else "")
        mark = "recommended" if recommended else (c.note or ("fits" if c.fits else "does not fit"))
        msu = "n/a" if c.model.msu is None else f"{c.model.msu:,.0f}"
        if c.lpar_msu is not None:
            msu += f" ({c.lpar_msu:,.0f} used)"
        cells = (c.model.model, setting_label(c.setting), str(c.cps), str(c.ziips), c.cp_busy_cell(),
                 c.ziip_busy_cell(), binding, _pct(c.headroom_pct), msu, c.response_text(), mark)
        tip = "\n".join(s.text() for s in c.shortfalls) or f"Fits: {binding or 'no limit is reached'}"
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            if column in NUMERIC:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if not c.fits:
                item.setBackground(QBrush(NOT_FITTING))
            if recommended:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.table.setItem(row, column, item)

    def selected(self) -> Candidate | None:
        rows = self.table.selectionModel().selectedRows()
        if self.sizing is None or not rows:
            return None
        return self.sizing.candidates[rows[0].row()]

    def _selection_changed(self) -> None:
        chosen = self.selected()
        computed = chosen is not None and math.isfinite(chosen.cp_busy_pct)
        self.use_button.setEnabled(computed)
        self.use_button.setText(f"&Use {chosen.model.model}" if computed else "&Use this model")
        if not computed or self.sizing is None:
            self.change.clear()
            return
        changes = change_text(self.sizing, chosen)
        self.change.setText(f"<b>Use {chosen.model.model} changes the Hardware sheet:</b> {_escape(changes)}."
                            if changes else f"The plan is on {chosen.model.model} already: Use changes nothing.")

    def use_selected(self) -> bool:
        """Write the chosen candidate's hardware to the scenario as one undoable edit, then close."""
        chosen = self.selected()
        if chosen is None or not math.isfinite(chosen.cp_busy_pct):
            return False
        if self.doc.scenario.name != (self.sizing.scenario if self.sizing else None):
            self.summary.setText("<i>The scenario changed since sizing: size again.</i>")
            return False
        changes = [(self.doc.cell_ref("hardware", 0, key), value) for key, value in chosen.hardware.items()]
        # the machine's other LPARs as Size It carried them there, in the same undo step
        changes += [(self.doc.cell_ref("partitions", row, key), value) for row, key, value in chosen.partitions]
        depth = self.doc.undo_stack.count()
        self.doc.set_cells(changes, f"Size It: use {chosen.model.model}")
        if self.doc.undo_stack.count() == depth and any(
                self.doc.scenario.hardware.get(key) != value for key, value in chosen.hardware.items()):
            return False  # refused: the document said why
        self.accept()
        return True


def _fitted_width(parent: QWidget | None) -> int:
    """Wide enough for the candidates' columns on a 1280-pixel screen, never wider than the parent's screen."""
    screen = parent.screen() if parent is not None else QApplication.primaryScreen()
    available = screen.availableGeometry().width() if screen is not None else 1280
    return max(640, min(1200, available - 60))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def open_sizing_dialog(doc: PlanDocument, parent: QWidget) -> SizingDialog:
    """Open (not exec: the workbook stays responsive to tests and to the user's other windows) the dialog."""
    dialog = SizingDialog(doc, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.show()
    return dialog
