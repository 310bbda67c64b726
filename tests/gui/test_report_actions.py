"""File > Print Preview / Print / Export PDF / Export Excel / Import Workloads, in a real window."""

from __future__ import annotations

import openpyxl
import pytest
from PySide6.QtPrintSupport import QPrinter
from tests.gui.conftest import answering

from cicsplan.core.common import limits
from cicsplan.gui.report_actions import install_report_actions


@pytest.fixture
def actions(window):
    file_menu = window.menuBar().actions()[0].menu()
    install_report_actions(window, file_menu)
    return window._report_actions


def test_the_file_menu_offers_the_reports(window, actions):
    file_menu = window.menuBar().actions()[0].menu()
    texts = [a.text().replace("&", "") for a in file_menu.actions()]
    for wanted in ("Print Preview…", "Print…", "Export PDF…", "Export Excel…", "Import Workloads from Excel…"):
        assert wanted in texts
    assert texts.index("Export PDF…") < texts.index("Quit")
    assert actions.print.shortcut().toString() == "Ctrl+P"


def test_export_pdf_and_excel_from_the_window(window, actions, tmp_path):
    assert actions.export_pdf_to(tmp_path / "gs.pdf")
    assert (tmp_path / "gs.pdf").read_bytes().startswith(b"%PDF")
    assert "Wrote" in window.statusBar().currentMessage()
    assert actions.export_excel_to(tmp_path / "gs.xlsx")
    assert "Results" in openpyxl.load_workbook(tmp_path / "gs.xlsx").sheetnames


def test_printing_paints_every_page(window, actions, tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    report = actions.report()
    actions._paint(printer, report)
    assert (tmp_path / "printed.pdf").stat().st_size > 5000
    assert "pages" in window.statusBar().currentMessage()


def test_a_plan_with_errors_is_not_reported(window, actions, dialogs, tmp_path):
    window.doc.set_cell(window.doc.cell_ref("workloads", 0, "ingress"), "carrier-pigeon")
    assert not actions.export_pdf_to(tmp_path / "x.pdf")
    assert not (tmp_path / "x.pdf").exists()
    _kind, title, text = dialogs.shown[-1]
    assert title == "Report not made" and "carrier-pigeon" in text


def test_an_import_asks_to_add_or_replace_and_names_stay_unique(window, actions, dialogs, tmp_path):
    assert actions.export_excel_to(tmp_path / "gs.xlsx")
    names = [w.get("name") for w in window.doc.scenario.workloads]
    with answering("Add") as answered:
        assert actions.import_from(tmp_path / "gs.xlsx") == len(names)
    assert answered and "Add the 4 workloads of gs.xlsx to the 4 of scenario 'Base', or replace them?" in answered[0]
    assert [w.get("name") for w in window.doc.scenario.workloads] == names + [f"{n} (2)" for n in names]
    assert not window.doc.result.errors  # no name twice: compare and the reports match workloads by name
    kind, title, text = dialogs.shown[-1]  # the renames are told, not made silently
    assert (kind, title) == ("information", "Import workloads") and f"• {names[0]} → {names[0]} (2)" in text
    window.act_undo.trigger()
    assert [w.get("name") for w in window.doc.scenario.workloads] == names

    window.doc.set_cell(window.doc.cell_ref("workloads", 0, "name"), "Only here")
    with answering("Replace"):
        assert actions.import_from(tmp_path / "gs.xlsx") == len(names)
    assert [w.get("name") for w in window.doc.scenario.workloads] == names  # replaced: nothing to rename
    window.act_undo.trigger()  # one edit
    assert [w.get("name") for w in window.doc.scenario.workloads] == ["Only here", *names[1:]]

    shown = len(dialogs.shown)
    with answering("Cancel"):
        assert actions.import_from(tmp_path / "gs.xlsx") == 0
    assert len(window.doc.scenario.workloads) == len(names) and len(dialogs.shown) == shown


def test_an_import_into_an_empty_scenario_asks_nothing(window, actions, dialogs, tmp_path):
    assert actions.export_excel_to(tmp_path / "gs.xlsx")
    window.new_plan()
    with answering("Cancel") as answered:
        assert actions.import_from(tmp_path / "gs.xlsx") == 4
    assert not answered and len(window.doc.scenario.workloads) == 4


def test_import_with_bad_rows_imports_nothing_and_lists_them(window, actions, dialogs, tmp_path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["name", "ingress", "tps"])
    ws.append(["ok", "3270", 10])
    ws.append(["bad", "3270", "many"])
    wb.save(tmp_path / "bad.xlsx")
    before = len(window.doc.scenario.workloads)
    assert actions.import_from(tmp_path / "bad.xlsx") == 0
    assert len(window.doc.scenario.workloads) == before
    kind, _title, text = dialogs.shown[-1]
    assert kind == "warning" and "row 3, tps" in text


def test_the_report_uses_the_range_the_workbook_already_computed(window, actions, monkeypatch):
    computed = window.doc.ranges()  # as the worker leaves it after the edits pause

    def no_second_run(*_args, **_kwargs):
        raise AssertionError("the Monte Carlo ran again for the report")

    monkeypatch.setattr("cicsplan.core.analysis.ranges.compute_ranges", no_second_run)
    report = actions.report()
    section = next(s for s in report.sections if s.title == "Ranges from assumptions")
    assert computed.percentiles_text in section.blocks[0].text


def test_an_export_over_a_workbook_open_in_libreoffice_says_so(window, actions, dialogs, tmp_path):
    target = tmp_path / "gs.xlsx"
    target.write_bytes(b"the workbook a colleague has open")
    (tmp_path / ".~lock.gs.xlsx#").write_text("Jane Doe,pc-42,jdoe,12.05.2026 10:31,;", encoding="utf-8")
    assert not actions.export_excel_to(target)
    kind, title, text = dialogs.shown[-1]
    assert (kind, title) == ("critical", "Workbook not written")
    assert text.startswith("could not write 'gs.xlsx': it is open in LibreOffice (by Jane Doe on pc-42, since "
                           "12.05.2026 10:31). Close it there and try again, or choose another name.")
    assert target.read_bytes() == b"the workbook a colleague has open"


def test_an_import_past_the_workloads_a_scenario_holds_adds_nothing(window, actions, dialogs, tmp_path,
                                                                     monkeypatch):
    assert actions.export_excel_to(tmp_path / "gs.xlsx")
    before = len(window.doc.scenario.workloads)
    monkeypatch.setattr(limits, "MAX_WORKLOADS", before + 1)  # the file's rows fit; the scenario's total does not
    with answering("Add"):
        assert actions.import_from(tmp_path / "gs.xlsx") == 0
    assert dialogs.shown[-1][:2] == ("warning", "Not changed")
    assert f"has {2 * before:,} workloads; at most {before + 1:,} are allowed" in dialogs.shown[-1][2]
    assert len(window.doc.scenario.workloads) == before and not window.doc.modified


def test_a_report_made_on_the_second_scenario_measures_changes_from_the_compare_sheets_base(
        window, actions, tmp_path, qtbot):
    """The trial exported the SOAP scenario's report and read '-82.7%' where the Compare sheet and cicsplan
    compare said +477.9%: the change is measured against the same base everywhere."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from tests.report_files import pdf_text, squash

    from conftest import SAMPLES

    assert window.open_path(SAMPLES / "rtw-3270-to-web-services.cicsplan.json")
    first, second = (s.name for s in window.doc.plan.scenarios)
    window.scenario_box.setFocus()
    QTest.keyClick(window.scenario_box, Qt.Key.Key_Down)  # a user's switch to the second scenario
    qtbot.waitUntil(lambda: window.doc.scenario.name == second)
    assert actions.export_pdf_to(tmp_path / "second.pdf")
    page_one = squash(pdf_text(tmp_path / "second.pdf", "-f", "1", "-l", "1"))
    assert f"Scenario '{second}'" in page_one  # the report details the scenario on screen
    assert "+1.3000 ms (+14.8%)" in page_one and "-1.3000 ms" not in page_one  # 8.8 -> 10.1 ms, as Compare shows
    assert f"this scenario's maximum rate at its binding limit, -12.9% against '{first}'" in page_one
    assert actions.export_excel_to(tmp_path / "second.xlsx")
    sheet = openpyxl.load_workbook(tmp_path / "second.xlsx")["Scenarios"]
    assert [sheet.cell(row=4, column=k).value for k in (2, 3)] == [first, second]


def test_file_new_then_every_report_of_the_empty_plan(qtbot, window, dialogs, tmp_path, monkeypatch):
    """Ctrl+N, then Ctrl+Shift+X and Ctrl+Shift+E as a user presses them: an empty plan exports (issue 24: the
    Excel export crashed into the catch-all dialog)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFileDialog

    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.doc.plan.name == "New plan" and not window.doc.scenario.workloads
    for suffix, key in ((".xlsx", Qt.Key.Key_X), (".pdf", Qt.Key.Key_E)):
        target = tmp_path / f"new{suffix}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, t=target, **k: (str(t), ""))
        qtbot.keyClick(window, key, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert target.stat().st_size > 1000, dialogs.shown
        assert window.statusBar().currentMessage().startswith(f"Wrote {target}")
    assert not dialogs.shown
    assert {"Inputs", "Results"} <= set(openpyxl.load_workbook(tmp_path / "new.xlsx").sheetnames)
