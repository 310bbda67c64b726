"""File menu: Print Preview, Print, Export PDF, Export Excel and Import Workloads from Excel.

Reports cover the scenario on screen in full and compare the plan's other scenarios. A plan with errors
is not reported (a total over part of a plan would mislead): the message lists the errors instead.

The report's builders (and openpyxl under the Excel ones) are imported when an action runs: the window is built
with every action in its menu, and importing them took about a fifth of the workbook's start (issue 29).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox

from cicsplan.core.common.wording import counted, noun_for
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.core.plan import edits
from cicsplan.core.plan.plan import Record
from cicsplan.report.atomic import ReportError

if TYPE_CHECKING:
    from cicsplan.report.content import Report

IMPORT_ADD, IMPORT_REPLACE = "Add", "Replace"


def install_report_actions(window, file_menu: QMenu) -> None:
    """Add the report actions to ``file_menu`` of the main window, before its last separator (Quit)."""
    actions = ReportActions(window)
    window._report_actions = actions  # keep the handler alive with the window
    separators = [a for a in file_menu.actions() if a.isSeparator()]
    anchor = separators[-1] if separators else None
    for action in (*actions.all(), None):
        if action is None:
            if anchor is not None:
                file_menu.insertSeparator(anchor)
            else:
                file_menu.addSeparator()
        elif anchor is not None:
            file_menu.insertAction(anchor, action)
        else:
            file_menu.addAction(action)


class ReportActions(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        K = QKeySequence.StandardKey
        self.preview = self._action("Print Pre&view…", self.print_preview, QKeySequence("Ctrl+Shift+P"),
                                    "Show the sizing report as it will print")
        self.print = self._action("&Print…", self.print_report, K.Print, "Print the sizing report")
        self.export_pdf = self._action("Export P&DF…", self.export_pdf_dialog, QKeySequence("Ctrl+Shift+E"),
                                       "Save the sizing report as a PDF")
        self.export_excel = self._action("Export E&xcel…", self.export_excel_dialog, QKeySequence("Ctrl+Shift+X"),
                                         "Save an Excel workbook whose results are live formulas over the inputs")
        self.import_excel = self._action("&Import Workloads from Excel…", self.import_dialog, None,
                                         "Add workloads from an Excel sheet with the workload columns")

    def all(self) -> tuple[QAction, ...]:
        return (self.preview, self.print, self.export_pdf, self.export_excel, self.import_excel)

    def _action(self, text: str, slot: Callable[[], None], shortcut, tip: str) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.triggered.connect(lambda _=False: slot())
        return action

    # -- what is reported ----------------------------------------------------------------------

    def results(self) -> list[ScenarioResult] | None:
        """The scenario on screen, then the plan's other computable scenarios; None (after saying why) when
        the scenario on screen has errors."""
        doc = self.window.doc
        current = doc.result
        if current.errors:
            lines = "\n".join(f"• {issue.text()}" for issue in current.errors[:15])
            more = f"\n… and {len(current.errors) - 15} more" if len(current.errors) > 15 else ""
            QMessageBox.warning(self.window, "Report not made",
                                f"Scenario '{current.scenario_name}' has {counted(len(current.errors), 'error')}. Fix "
                                f"{noun_for(len(current.errors), 'it', 'them')} first: a total over part of a "
                                f"plan would mislead.\n\n{lines}{more}")
            return None
        others = []
        for scenario in doc.plan.scenarios:
            if scenario.name != current.scenario_name:
                result = compute(doc.plan, doc.catalog, scenario.name)
                if not result.errors:
                    others.append(result)
        return [current, *others]

    def comparison_base(self) -> str | None:
        """The scenario the Compare sheet measures changes against: the report and the xlsx measure them so."""
        chosen = self.window.compare.base.currentText()
        return chosen if chosen in {s.name for s in self.window.doc.plan.scenarios} else None

    def report(self) -> Report | None:
        results = self.results()
        if results is None:
            return None
        from cicsplan.report.content import build_report

        with busy():  # the Monte Carlo the workbook already ran is not run again
            return build_report(results, ranges=self.window.doc.cached_ranges(), base=self.comparison_base())

    def suggested(self, suffix: str) -> str:
        doc = self.window.doc
        stem = doc.path.name.removesuffix(".json").removesuffix(".cicsplan") if doc.path else _slug(doc.plan.name)
        folder = doc.path.parent if doc.path else Path(self.window.settings.value("last_folder", str(Path.home())))
        return str(folder / f"{stem}-sizing{suffix}")

    # -- print -----------------------------------------------------------------------------

    def print_preview(self) -> None:
        report = self.report()
        if report is None:
            return
        printer = report_printer()
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.setWindowTitle(f"Print preview — {report.title}")
        dialog.paintRequested.connect(lambda p: self._paint(p, report))
        dialog.resize(1000, 800)
        dialog.exec()

    def print_report(self) -> None:
        report = self.report()
        if report is None:
            return
        printer = report_printer()
        dialog = QPrintDialog(printer, self.window)
        dialog.setWindowTitle("Print sizing report")
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            self._paint(printer, report)

    def _paint(self, printer: QPrinter, report: Report) -> None:
        from cicsplan.report.pdf import paint_report

        try:
            with busy():
                pages = paint_report(printer, report)
            self.window.statusBar().showMessage(f"Report: {pages} pages", 5000)
        except ReportError as exc:
            QMessageBox.critical(self.window, "Print", str(exc))

    # -- export ----------------------------------------------------------------------------

    def export_pdf_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, "Export PDF", self.suggested(".pdf"), "PDF (*.pdf)")
        if path:
            self.export_pdf_to(Path(path if path.lower().endswith(".pdf") else path + ".pdf"))

    def export_pdf_to(self, path: Path) -> bool:
        report = self.report()
        if report is None:
            return False
        status = self.window.statusBar()

        def progress(page: int, count: int) -> None:
            status.showMessage(f"Writing {path.name}: page {page} of {count}…")
            QApplication.processEvents()

        from cicsplan.report.pdf import write_pdf

        try:
            with busy():
                pages = write_pdf(path, report, progress)
        except ReportError as exc:
            QMessageBox.critical(self.window, "PDF not written", str(exc))
            return False
        status.showMessage(f"Wrote {path} ({pages} pages)", 8000)
        return True

    def export_excel_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, "Export Excel", self.suggested(".xlsx"),
                                              "Excel workbook (*.xlsx)")
        if path:
            self.export_excel_to(Path(path if path.lower().endswith(".xlsx") else path + ".xlsx"))

    def export_excel_to(self, path: Path) -> bool:
        results = self.results()
        if results is None:
            return False
        from cicsplan.report.workbook import write_workbook

        try:
            with busy():
                write_workbook(path, results, base=self.comparison_base())
        except ReportError as exc:
            QMessageBox.critical(self.window, "Workbook not written", str(exc))
            return False
        self.window.statusBar().showMessage(f"Wrote {path}", 8000)
        return True

    # -- import ----------------------------------------------------------------------------

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, "Import workloads from Excel", self.suggested(".xlsx"),
                                              "Excel workbook (*.xlsx)")
        if path:
            self.import_from(Path(path))

    def import_from(self, path: Path) -> int:
        """Add the workbook's workloads to the scenario on screen (one undoable edit); the number added."""
        from cicsplan.report.workbook_import import read_workloads

        doc = self.window.doc
        try:
            with busy():
                imported = read_workloads(path, doc.catalog)
        except ReportError as exc:
            QMessageBox.warning(self.window, "Import workloads", str(exc))
            return 0
        if imported.errors:
            lines = "\n".join(imported.errors[:20])
            more = f"\n… and {len(imported.errors) - 20} more" if len(imported.errors) > 20 else ""
            QMessageBox.warning(self.window, "Import workloads",
                                f"Nothing was imported: {counted(len(imported.errors), 'problem')} in sheet "
                                f"'{imported.sheet}' of {path.name}. Fix "
                                f"{noun_for(len(imported.errors), 'it', 'them')} in Excel and import again.\n\n"
                                f"{lines}{more}")
            return 0
        if not imported.records:
            QMessageBox.information(self.window, "Import workloads", f"Sheet '{imported.sheet}' of {path.name} has "
                                                                    "no workload rows.")
            return 0
        records = [Record(dict(r.values), dict(r.extra)) for r in imported.records]
        replace = False
        if doc.scenario.workloads:
            answer = self.window._ask(
                QMessageBox.Icon.Question, "Import workloads",
                f"Add the {counted(len(records), 'workload')} of {path.name} to the {len(doc.scenario.workloads)} of "
                f"scenario '{doc.scenario.name}', or replace them?",
                "Add keeps the scenario's workloads and puts the imported ones after them. Replace removes the "
                "scenario's workloads first. Either is one edit: Undo takes it back. Names stay different: an "
                "imported name that is already taken gets a number, as '(2)'.",
                [(IMPORT_ADD, QMessageBox.ButtonRole.AcceptRole),
                 (IMPORT_REPLACE, QMessageBox.ButtonRole.DestructiveRole),
                 ("Cancel", QMessageBox.ButtonRole.RejectRole)], 0)
            if answer not in (IMPORT_ADD, IMPORT_REPLACE):
                return 0
            replace = answer == IMPORT_REPLACE
        kept = [] if replace else [w.get("name") for w in doc.scenario.workloads]
        renamed = unique_names(records, [n for n in kept if isinstance(n, str)])
        label = f"Import {counted(len(records), 'workload')} from {path.name}"
        if not (doc.replace_records("workloads", records, label) if replace else
                doc.insert_records("workloads", len(doc.scenario.workloads), records, label)):
            return 0  # beyond a limit: the document said which
        if renamed:
            shown = "\n".join(f"• {old} → {new}" for old, new in renamed[:20])
            more = f"\n… and {len(renamed) - 20} more" if len(renamed) > 20 else ""
            QMessageBox.information(self.window, "Import workloads",
                                    f"{counted(len(renamed), 'imported workload')} took a new name, because a "
                                    "workload of the scenario (or an earlier row of the sheet) has "
                                    f"{noun_for(len(renamed), 'its', 'theirs')}:\n\n{shown}{more}")
        self.window.statusBar().showMessage(
            f"Imported {counted(len(records), 'workload')} from {path.name} (sheet '{imported.sheet}')"
            + (", replacing the scenario's" if replace else "") + "; Undo takes the import back.", 8000)
        return len(records)


def report_printer() -> QPrinter:
    """A printer set up as the PDF is (A4, its margins and resolution): the preview shows the PDF's pages."""
    from cicsplan.report.pdf import set_up_page

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    set_up_page(printer)
    return printer


def unique_names(records: list[Record], taken: list[str]) -> list[tuple[str, str]]:
    """Give each record a name no workload before it has (renaming '(2)', '(3)'...); the renames made."""
    names = list(taken)
    renamed = []
    for record in records:
        name = record.get("name")
        if isinstance(name, str) and name.strip():
            unique = edits.unique_name(names, name.strip())
            if unique != name:
                record.values["name"] = unique
                renamed.append((name, unique))
            names.append(unique)
    return renamed


class busy:
    """A wait cursor while a report is made."""

    def __enter__(self) -> None:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *exc) -> None:
        QGuiApplication.restoreOverrideCursor()


def _slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-").lower() or "plan"
