"""File > Import RMF Report: start a plan from the planner's own RMF Postprocessor reports.

The planner adds report files (XML or text: CPU Activity, Partition Data, Workload Activity), ticks the service or
report classes that become workloads, names for a CICS transaction class the regions' class whose CPU its
transactions used (WLM books it there), and picks the interval (the peak of the picked classes by default). The
preview shows, before anything happens, what becomes what: each plan cell, its value, and the report figure it
came from; the core's sentence when the picks cannot become a plan. "Start Plan" opens the plan in the workbook.
The dialog computes nothing itself: reading is core.rmf's, the plan core.analysis.rmf_plan's.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.analysis.rmf_plan import PEAK, Pick, RmfPlan, cpu_intervals, plan_from_rmf
from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.wording import counted
from cicsplan.core.rmf.read import read_rmf_files
from cicsplan.core.rmf.records import RmfError, RmfReport
from cicsplan.core.rmf.summary import ClassSummary, class_summaries
from cicsplan.gui import gc_guard

FILE_FILTER = "RMF Postprocessor reports (*.xml *.txt *.lst *.out *.rpt);;All files (*)"
CLASS_COLUMNS = ("Workload", "Class", "Kind", "WLM workload", "Ended/s", "Response ms", "APPL% CP", "IIPCP", "IIP",
                 "CPU from")
USE, NAME, KIND, WORKLOAD, RATE, RESPONSE, CP, IIPCP, IIP, CPU_FROM = range(len(CLASS_COLUMNS))
OWN = "its own APPL %"


def _num(value: float | None, places: int = 2) -> str:
    return "" if value is None else f"{value:,.{places}f}"


class RmfImportDialog(QDialog):
    def __init__(self, catalog: Catalog, parent: QWidget | None = None, folder: str = ""):
        super().__init__(parent)
        self.catalog = catalog
        self.folder = folder or str(Path.home())
        self.files: list[Path] = []
        self.report: RmfReport | None = None
        self.started: RmfPlan | None = None
        self.setWindowTitle("Import RMF Report")
        self.resize(960, 620)

        intro = QLabel("Start a plan from your RMF Postprocessor reports (XML or text): CPU Activity gives the "
                       "machine, the LPAR's CPs and zIIPs and its busy; Partition Data the other LPARs; Workload "
                       "Activity the classes. Tick the classes that become workloads. A CICS transaction class "
                       "reports no CPU (WLM books it to the regions): choose the regions' class in CPU from.", self)
        intro.setWordWrap(True)
        self.add_button = QPushButton("Add Reports…", self)
        self.add_button.clicked.connect(self.add_reports)
        self.clear_button = QPushButton("Clear", self)
        self.clear_button.clicked.connect(self.clear)
        self.files_label = QLabel("No report yet.", self)
        self.files_label.setWordWrap(True)
        files_row = QHBoxLayout()
        files_row.addWidget(self.add_button)
        files_row.addWidget(self.clear_button)
        files_row.addWidget(self.files_label, 1)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.interval_box = QComboBox(self)
        self.interval_box.setToolTip("The interval the plan starts from: the peak, where the ticked classes run "
                                     "fastest, or one with a CPU Activity report")
        self.interval_box.currentIndexChanged.connect(self.update_preview)
        interval_row = QHBoxLayout()
        interval_label = QLabel("&Interval:", self)
        interval_label.setBuddy(self.interval_box)
        interval_row.addWidget(interval_label)
        interval_row.addWidget(self.interval_box, 1)

        self.classes = QTableWidget(0, len(CLASS_COLUMNS), self)
        self.classes.setHorizontalHeaderLabels(CLASS_COLUMNS)
        self.classes.verticalHeader().setVisible(False)
        self.classes.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.classes.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.classes.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.classes.horizontalHeader().setStretchLastSection(True)
        self.classes.itemChanged.connect(self._class_ticked)
        self.figures_label = QLabel("Figures: the mean over the reports' intervals.", self)

        self.preview = QTableWidget(0, 3, self)
        self.preview.setHorizontalHeaderLabels(("Plan cell", "Value", "From the reports"))
        self.preview.verticalHeader().setVisible(False)
        self.preview.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.preview.setWordWrap(True)
        header = self.preview.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        # a wrapped source sentence needs its row taller once the column has its width
        header.sectionResized.connect(lambda *_: self.preview.resizeRowsToContents())
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        lower = QWidget(self)
        lower_box = QVBoxLayout(lower)
        lower_box.setContentsMargins(0, 0, 0, 0)
        lower_box.addWidget(QLabel("What becomes what:", lower))
        lower_box.addWidget(self.preview, 1)
        lower_box.addWidget(self.message)
        upper = QWidget(self)
        upper_box = QVBoxLayout(upper)
        upper_box.setContentsMargins(0, 0, 0, 0)
        upper_box.addWidget(self.figures_label)
        upper_box.addWidget(self.classes, 1)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(upper)
        split.addWidget(lower)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = self.buttons.addButton("&Start Plan", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        box = QVBoxLayout(self)
        box.addWidget(intro)
        box.addLayout(files_row)
        box.addWidget(self.summary)
        box.addLayout(interval_row)
        box.addWidget(split, 1)
        box.addWidget(self.buttons)
        self._filling = False

    # -- files ------------------------------------------------------------------------------------------------

    def add_reports(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, "Add RMF reports", self.folder, FILE_FILTER)
        if paths:
            self.folder = str(Path(paths[0]).parent)
            self.load_files([*self.files, *(Path(p) for p in paths if Path(p) not in self.files)])

    def clear(self) -> None:
        self.load_files([])

    def load_files(self, paths: list[Path]) -> bool:
        """Read the reports; on a refusal the previous ones stay and the sentence is shown."""
        if not paths:
            self.files, self.report = [], None
            self._fill()
            return True
        try:
            read = self._read_in_background(paths)
        except RmfError as exc:
            self._show_error(str(exc))
            return False
        if read is None:
            self.message.setText("Reading the reports was cancelled: the reports before it stay.")
            return False
        report, not_read = read
        self.files, self.report = list(paths), report
        self._fill(not_read)
        return True

    def _read_in_background(self, paths: list[Path]) -> tuple[RmfReport, list[str]] | None:
        """Read off the GUI thread: a day of Workload Activity XML takes seconds, and the window must repaint
        and offer Cancel meanwhile. None when the planner cancels (the reading thread's result is dropped)."""
        outcome: dict[str, object] = {}

        def work() -> None:
            try:
                outcome["read"] = read_rmf_files(paths)
            except BaseException as exc:  # handed to the GUI thread, which raises it there
                outcome["error"] = exc

        # a worker of gc_guard: garbage holding Qt objects must not be collected in the reading thread (a hang)
        reader = gc_guard.start_worker(work, "rmf-reader")
        reader.join(0.3)
        if reader.is_alive():
            progress = QProgressDialog(f"Reading {counted(len(paths), 'report')}…", "Cancel", 0, 0, self)
            progress.setWindowTitle("Import RMF Report")
            progress.setWindowModality(Qt.WindowModality.WindowModal)
            progress.setMinimumDuration(0)
            loop = QEventLoop(self)
            poll = QTimer(self)
            poll.setInterval(50)
            poll.timeout.connect(lambda: loop.quit() if not reader.is_alive() or progress.wasCanceled() else None)
            poll.start()
            progress.show()
            loop.exec()
            poll.stop()
            cancelled = progress.wasCanceled() and reader.is_alive()
            progress.reset()
            progress.deleteLater()
            if cancelled:
                return None
            reader.join()
        if "error" in outcome:
            raise outcome["error"]  # type: ignore[misc]
        return outcome["read"]  # type: ignore[return-value]

    # -- tables -----------------------------------------------------------------------------------------------

    def _fill(self, not_read: list[str] | None = None) -> None:
        self._filling = True
        try:
            self.classes.setRowCount(0)
            self.interval_box.clear()
            report = self.report
            if report is None:
                self.files_label.setText("No report yet.")
                self.summary.setText("")
                return
            self.files_label.setText(", ".join(p.name for p in self.files))
            self.summary.setText(self._summary_text(report, not_read or []))
            self.interval_box.addItem("The peak of the ticked classes", PEAK)
            for interval in cpu_intervals(report):
                number = report.intervals.index(interval) + 1
                self.interval_box.addItem(f"{number}: {interval.interval.describe()}", number)
            summaries = class_summaries(report)
            with_cpu = [s for s in summaries if (s.appl_cp_pct or 0) > 0 or (s.appl_ziip_pct or 0) > 0]
            for s in summaries:
                self._add_class_row(s, with_cpu)
        finally:
            self._filling = False
        self.update_preview()

    def _summary_text(self, report: RmfReport, not_read: list[str]) -> str:
        intervals = report.intervals
        parts = [f"{counted(len(intervals), 'interval')}, {intervals[0].interval.describe()}"
                 + (f" to {intervals[-1].interval.describe()}" if len(intervals) > 1 else "")]
        cpc = report.cpc
        if cpc is not None and cpc.machine_type:
            parts.append(f"machine {cpc.designation}")
        cpu = cpu_intervals(report)
        if cpu:
            lpar = cpu[-1].lpar
            parts.append(f"LPAR {cpu[-1].partition_name or cpu[-1].system}: {counted(lpar.logical_cps, 'CP')}, "
                         f"{counted(lpar.logical_ziips, 'zIIP')}")
        else:
            parts.append("no CPU Activity report (add it: the machine and the LPAR come from it)")
        partitions = max((len(i.partitions) for i in intervals), default=0)
        if partitions:
            parts.append(f"{counted(partitions, 'partition')} in the Partition Data")
        text = "; ".join(parts) + "."
        if not_read:
            text += f" Not read: {'; '.join(not_read[:3])}" + ("; and more." if len(not_read) > 3 else ".")
        return text

    def _add_class_row(self, s: ClassSummary, with_cpu: list[ClassSummary]) -> None:
        row = self.classes.rowCount()
        self.classes.insertRow(row)
        use = QTableWidgetItem()
        use.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        use.setCheckState(Qt.CheckState.Unchecked)
        use.setData(Qt.ItemDataRole.UserRole, f"{s.kind}:{s.key}")
        use.setToolTip("Tick to make this class a workload (Space ticks the selected row)")
        self.classes.setItem(row, USE, use)
        cells = {NAME: s.key, KIND: s.kind, WORKLOAD: s.workload, RATE: _num(s.ended_per_s),
                 RESPONSE: _num(s.response_ms, 1), CP: _num(s.appl_cp_pct), IIPCP: _num(s.appl_ziip_on_cp_pct),
                 IIP: _num(s.appl_ziip_pct)}
        for column, text in cells.items():
            item = QTableWidgetItem(text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            if column >= RATE:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.classes.setItem(row, column, item)
        box = QComboBox(self.classes)
        box.addItem(OWN, "")
        for other in with_cpu:
            if (other.kind, other.key) != (s.kind, s.key):
                box.addItem(f"{other.key} ({other.kind} class, APPL % CP {_num(other.appl_cp_pct)})",
                            f"{other.kind}:{other.key}")
        box.setCurrentIndex(max(0, box.findData(self._suggested_source(s, with_cpu))))
        box.setToolTip("The class whose CPU this class's transactions used: the regions' class for CICS "
                       "transactions, whose own class reports no CPU")
        box.currentIndexChanged.connect(self.update_preview)
        self.classes.setCellWidget(row, CPU_FROM, box)

    @staticmethod
    def _suggested_source(s: ClassSummary, with_cpu: list[ClassSummary]) -> str:
        """For a class with transactions but no CPU: the one class of its WLM workload that has CPU and no
        transactions (the regions' class), when there is exactly one."""
        if (s.appl_cp_pct or 0) > 0 or (s.appl_ziip_pct or 0) > 0 or s.ended <= 0:
            return ""
        regions = [o for o in with_cpu if o.ended <= 0 and o.workload and o.workload == s.workload]
        return f"{regions[0].kind}:{regions[0].key}" if len(regions) == 1 else ""

    def _class_ticked(self, item: QTableWidgetItem) -> None:
        if not self._filling and item.column() == USE:
            self.update_preview()

    def picks(self) -> list[Pick]:
        picks = []
        for row in range(self.classes.rowCount()):
            use = self.classes.item(row, USE)
            if use is not None and use.checkState() == Qt.CheckState.Checked:
                box = self.classes.cellWidget(row, CPU_FROM)
                picks.append(Pick(use.data(Qt.ItemDataRole.UserRole), box.currentData() if box else ""))
        return picks

    # -- preview ----------------------------------------------------------------------------------------------

    def update_preview(self) -> None:
        if self._filling:
            return
        self.started = None
        self.preview.setRowCount(0)
        self.start_button.setEnabled(False)
        if self.report is None:
            self.message.setText("Add your RMF reports: at least the CPU Activity report.")
            return
        which = self.interval_box.currentData() or PEAK
        try:
            self.started = plan_from_rmf(self.report, self.picks(), self.catalog, which)
        except RmfError as exc:
            self._show_error(str(exc))
            return
        for mapping in self.started.mappings:
            row = self.preview.rowCount()
            self.preview.insertRow(row)
            for column, text in enumerate((mapping.target, mapping.value, mapping.source)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.preview.setItem(row, column, item)
        self.preview.resizeRowsToContents()
        self._show_figures(self.started.interval)
        picked = len(self.started.plan.scenario().workloads)
        lead = (f"Starts a plan of {counted(picked, 'workload')} from {self.started.interval.interval.describe()}."
                if picked else "No class ticked: the plan gets the machine and the LPAR only. Tick the classes that "
                               "become workloads.")
        self.message.setStyleSheet("")
        self.message.setText(" ".join([lead, *self.started.notes]))
        self.start_button.setEnabled(True)

    def _show_figures(self, interval) -> None:
        """The class figures of the interval the plan starts from (a class it lacks shows none)."""
        self._filling = True
        try:
            for row in range(self.classes.rowCount()):
                kind, _, key = self.classes.item(row, USE).data(Qt.ItemDataRole.UserRole).partition(":")
                work = interval.work_class(key, kind)
                texts = {RATE: "", RESPONSE: "", CP: "", IIPCP: "", IIP: ""} if work is None else {
                    RATE: _num(work.ended / interval.interval.seconds),
                    RESPONSE: _num(work.response_ms, 1) if work.ended > 0 else "",
                    CP: _num(work.appl_cp_pct), IIPCP: _num(work.appl_ziip_on_cp_pct), IIP: _num(work.appl_ziip_pct)}
                for column, text in texts.items():
                    self.classes.item(row, column).setText(text)
                self._show_sources(row, interval)
            self.figures_label.setText(f"Figures of {interval.interval.describe()}, the interval the plan starts "
                                       "from.")
        finally:
            self._filling = False

    def _show_sources(self, row: int, interval) -> None:
        """The CPU from list of a row names each class with its APPL % CP in the interval the rows show."""
        box = self.classes.cellWidget(row, CPU_FROM)
        for index in range(1, box.count() if box is not None else 0):
            kind, _, key = box.itemData(index).partition(":")
            work = interval.work_class(key, kind)
            figure = _num(work.appl_cp_pct) if work is not None else "none in this interval"
            box.setItemText(index, f"{key} ({kind} class, APPL % CP {figure})")

    def _show_error(self, text: str) -> None:
        self.message.setStyleSheet("color: #a00000;")
        self.message.setText(text)
        self.start_button.setEnabled(False)
