"""Calibrate from Measurements in the workbook: paste or import a table, see the fit, save a custom
model, use it in a plan; problems never lose the typed table."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from tests.gui.conftest import discard_and_close

from cicsplan.core.catalog.costs import derive_costs
from cicsplan.core.catalog.user_catalog import load_catalog_with_user
from cicsplan.core.model import plan_catalog
from cicsplan.gui.calibrate_dialog import CalibrateDialog
from cicsplan.gui.main_window import start_window
from conftest import REPO

DATA = REPO / "tests" / "data" / "calibration"
BAD = "ETR\tCICS GCPU%\n100\t2\n200\tabc\n"


@pytest.fixture
def user_catalog(tmp_path):
    """Its own catalog: custom models join a catalog in place, so never the session one."""
    return load_catalog_with_user(tmp_path / "catalog")


@pytest.fixture
def dialog(qtbot, user_catalog, dialogs):
    d = CalibrateDialog(user_catalog, "2817-779", 3, 1)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


@pytest.fixture
def own_window(qtbot, user_catalog, settings, recovery_folder, dialogs):
    win = start_window(user_catalog, settings, None, recovery_folder)
    win.open_sample()  # a first start is an empty plan; these tests work on the getting-started sample
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win.catalog_sheet.calibrate_dialog is not None:
        win.catalog_sheet.calibrate_dialog.close()
    discard_and_close(win)


def fill_ws(d: CalibrateDialog) -> None:
    d.set_table_text((DATA / "ws-soap-rmf.tsv").read_text(encoding="utf-8"))  # as pasted from Excel
    d.family.setCurrentText("Web services")
    d.factor.setValue(2)
    d.model_id.setText("our-ws-soap")
    d.name.setText("Our web services")
    d.releases.setText("cics_ts=6.1, zos=3.1")
    d.recalculate()


def test_pasted_table_is_fitted_with_points_line_r2_residuals_and_flags(dialog, user_catalog):
    assert not dialog.save_button.isEnabled()
    fill_ws(dialog)
    result = dialog.result
    assert result is not None, dialog.problems
    expected = derive_costs(user_catalog.get("ws-soap"), "fitted")
    assert result.fitted.by_as["CICS"].total_ms == pytest.approx(expected.by_as["CICS"].total_ms, rel=1e-12)
    # points vs line: per address space, the measured points (in the fit, saturated) and the fitted line
    items = dialog.chart.plot.getPlotItem().listDataItems()
    assert len(items) == 2 * 3  # CICS and TCP/IP: used points, saturated points, line
    keyed = " ".join(name for name, _, _ in dialog.chart.legend_entries)  # the key's text is markup
    assert "R² 0.9991" in keyed and "R² of the total CPU%" in dialog.r2_label.text()
    table = dialog.residuals
    assert table.rowCount() == 5
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == ["Row", "ETR (tps)", "CICS residual %", "TCP/IP residual %", "In fit", "Flags"]
    assert table.item(0, 1).text() == "820.64"  # business transactions: the RMF rate / 2
    assert table.item(4, 4).text() == "no (saturated)" and table.item(4, 5).text() == "saturated"
    findings = dialog.findings.toPlainText()
    assert "divided by 2" in findings and "Saturation rule" in findings and "Outlier rule" in findings
    assert dialog.save_button.isEnabled()
    dialog.space.setCurrentIndex(dialog.space.findData("TCPIP"))
    assert len(dialog.chart.plot.getPlotItem().listDataItems()) == 3


def test_save_as_custom_model_adds_it_to_the_catalog(qtbot, dialog, user_catalog):
    fill_ws(dialog)
    with qtbot.waitSignal(dialog.model_saved) as saved:
        assert dialog.save_model()
    assert saved.args == ["our-ws-soap"]
    model = user_catalog.get("our-ws-soap")
    assert model.is_custom and model.path == user_catalog.user_folder / "our-ws-soap.toml"
    assert model.path.read_text(encoding="utf-8") == dialog.result.toml_text
    assert "Saved custom model 'our-ws-soap'" in dialog.status.text()


def test_saving_over_an_existing_model_asks_first(dialog, dialogs, user_catalog):
    fill_ws(dialog)
    assert dialog.save_model()
    first = user_catalog.get("our-ws-soap").path.read_bytes()
    dialog.measured_on.setText("June")
    dialogs.answers.append(QMessageBox.StandardButton.No)
    assert not dialog.save_model()
    assert user_catalog.get("our-ws-soap").path.read_bytes() == first
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
    assert dialog.save_model()
    assert user_catalog.get("our-ws-soap").provenance["measured_on"] == "June"
    assert [kind for kind, _, _ in dialogs.shown] == ["question", "question"]


def test_a_problem_never_loses_the_typed_table(dialog):
    fill_ws(dialog)
    dialog.table_edit.setPlainText(BAD)
    dialog.recalculate()
    assert dialog.result is None
    assert dialog.table_edit.toPlainText() == BAD
    assert "line 3, column 'CICS GCPU%': 'abc' is not a number" in dialog.findings.toPlainText()
    assert not dialog.save_button.isEnabled() and not dialog.chart_box.isVisible()
    assert dialog.model_id.text() == "our-ws-soap"  # and the settings are kept too
    assert not dialog.save_model()
    dialog.table_edit.setPlainText(BAD.replace("abc", "3"))
    dialog.recalculate()
    assert dialog.result is not None and dialog.chart_box.isVisible()


def test_a_bad_setting_is_listed_and_kept(dialog):
    fill_ws(dialog)
    dialog.model_id.setText("ws-soap")
    dialog.releases.setText("CICS 6.1")
    dialog.recalculate()
    assert dialog.result is None
    assert "product=version" in dialog.findings.toPlainText()
    dialog.releases.setText("cics_ts=6.1")
    dialog.recalculate()
    assert "'ws-soap' is a built-in method" in dialog.findings.toPlainText()
    assert dialog.model_id.text() == "ws-soap"


def test_edits_refit_after_a_pause(qtbot, dialog):
    fill_ws(dialog)
    dialog.factor.setValue(1)
    qtbot.waitUntil(lambda: dialog.result is not None and dialog.result.settings.counting.factor == 1)
    assert dialog.residuals.item(0, 1).text() == "1,641.28"
    assert "counting" in dialog.findings.toPlainText()  # the hint: RMF counts two per web-service request


def test_import_an_xlsx_table_into_the_editor(dialog, user_catalog, tmp_path):
    openpyxl = pytest.importorskip("openpyxl")
    built_in = user_catalog.get("ctg-ipic")
    book = openpyxl.Workbook()
    book.active.append([c.label for c in built_in.measurements.columns])
    for row in built_in.measurements.rows:
        book.active.append(list(row))
    path = tmp_path / "rmf.xlsx"
    book.save(path)
    assert dialog.import_table(path)
    assert dialog.table_edit.toPlainText().splitlines()[1].startswith("329.89\t1\t5.62")
    assert dialog.source_label.text() == "Source: rmf.xlsx"
    dialog.family.setCurrentText("CTG")
    dialog.recalculate()
    assert dialog.result.fitted.by_as["CTG"].total_ms == pytest.approx(
        derive_costs(built_in, "fitted").by_as["CTG"].total_ms, rel=1e-12)
    assert dialog.result.model.provenance["source_file"] == "rmf.xlsx"
    dialog.table_edit.setPlainText(dialog.table_edit.toPlainText() + "4000\t2\t70\t14\t14\t13\t94\t0.48\n")
    assert dialog.source_label.text() == "Source: rmf.xlsx (edited)"


def test_a_damaged_file_is_reported_and_the_table_kept(dialog, dialogs, tmp_path):
    dialog.set_table_text(BAD)
    broken = tmp_path / "broken.xlsx"
    broken.write_bytes(b"not a workbook")
    assert not dialog.import_table(broken)
    assert dialogs.shown[0][0] == "warning" and "broken.xlsx was not read" in dialogs.shown[0][2]
    assert dialog.table_edit.toPlainText() == BAD


def test_export_and_import_model_files(qtbot, dialog, tmp_path, dialogs):
    fill_ws(dialog)
    exported = tmp_path / "ours.toml"
    assert dialog.export_model_file(exported)
    assert exported.read_text(encoding="utf-8") == dialog.result.toml_text
    other = load_catalog_with_user(tmp_path / "colleague")
    colleague = CalibrateDialog(other)
    qtbot.addWidget(colleague)
    with qtbot.waitSignal(colleague.model_saved):
        assert colleague.import_model_file(exported)
    assert other.get("our-ws-soap").path.read_bytes() == exported.read_bytes()
    junk = tmp_path / "junk.toml"
    junk.write_text("id = 'junk'\n", encoding="utf-8")
    assert not colleague.import_model_file(junk)
    assert dialogs.shown[-1][0] == "warning" and "junk.toml was not imported" in dialogs.shown[-1][2]


# ---------------------------------------------------------------------------------------------
# from the Catalog sheet, into a plan

def test_calibrate_from_the_catalog_sheet_and_use_it_in_the_plan(qtbot, own_window, user_catalog):
    sheet = own_window.catalog_sheet
    own_window.tabs.setCurrentWidget(sheet)
    qtbot.mouseClick(sheet.calibrate_button, Qt.MouseButton.LeftButton)
    dialog = sheet.calibrate_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.machine.text() == str(own_window.doc.result.resolved.hardware["machine"])
    dialog.import_table(DATA / "ctg-ipic.csv")
    dialog.family.setCurrentText("CTG")
    dialog.like.setCurrentIndex(dialog.like.findData("ctg-ipic"))
    dialog.model_id.setText("our-ctg-ipic")
    dialog.name.setText("Our CTG IPIC")
    dialog.machine.setText("2817-779")
    dialog.cps.setValue(3)
    dialog.ziips.setValue(1)
    assert dialog.save_model()

    labels = [sheet.tree.topLevelItem(i).child(j).text(0) for i in range(sheet.tree.topLevelItemCount())
              for j in range(sheet.tree.topLevelItem(i).childCount())]
    assert "our-ctg-ipic  (custom)" in labels
    assert sheet.model.id == "our-ctg-ipic"
    assert "custom model" in sheet.details.toPlainText() and "Custom file" in sheet.details.toPlainText()

    doc = own_window.doc
    for row, ingress in ((0, "ctg-ipic"), (1, "our-ctg-ipic")):
        doc.set_cell(doc.cell_ref("workloads", row, "ingress"), ingress)
        doc.set_cell(doc.cell_ref("workloads", row, "tps"), 1200)
        for key in ("payload_in_bytes", "payload_out_bytes", "tls", "xml_elements_in", "xml_elements_out",
                    "channel", "servers", "app_gcp_ms", "app_reference", "app_qr_ms"):
            doc.set_cell(doc.cell_ref("workloads", row, key), None)
    result = doc.result
    assert [i.text() for i in result.workload_issues(1) if i.severity == "error"] == []
    total = np.ravel(result.env["wl_total_ms"])
    assert total[0] == pytest.approx(total[1], rel=1e-12)


def test_the_sheet_shows_broken_custom_files_and_exports_models(qtbot, tmp_path, settings, recovery_folder,
                                                                 dialogs):
    folder = tmp_path / "catalog"
    folder.mkdir()
    (folder / "junk.toml").write_text("not = [toml", encoding="utf-8")
    cat = load_catalog_with_user(folder)
    win = start_window(cat, settings, None, recovery_folder)
    try:
        sheet = win.catalog_sheet
        assert not sheet.user_problems.isHidden()
        assert "junk.toml" in sheet.user_problems.text() and "skipped" in sheet.user_problems.text()
        sheet.show_model("ctg-ipic")
        target = tmp_path / "ctg-ipic copy.toml"
        assert sheet.export_model_file(target)
        assert target.read_bytes() == cat.get("ctg-ipic").path.read_bytes()
    finally:
        discard_and_close(win)


def test_a_plan_whose_custom_model_is_missing_opens_with_the_reason(qtbot, tmp_path, settings, recovery_folder,
                                                                    dialogs, user_catalog):
    from cicsplan.core.analysis.calibrate import CalibrationSettings, calibrate
    from cicsplan.core.analysis.calibrate_table import read_table_file
    from cicsplan.core.catalog.user_catalog import save_model_text
    from cicsplan.core.plan.plan import Plan, Record, Scenario

    table = read_table_file(DATA / "ctg-ipic.csv", user_catalog.address_spaces)
    settings_ = CalibrationSettings("our-ctg-ipic", "Ours", "CTG", "2817-779", 3, 1, like="ctg-ipic")
    save_model_text(user_catalog, "our-ctg-ipic", calibrate(table, settings_, user_catalog).toml_text)
    plan = Plan(name="p", scenarios=[Scenario("Base", Record({"machine": "2817-779", "cps": 3, "ziips": 1}), [
        Record({"name": "ours", "ingress": "our-ctg-ipic", "tps": 500}),
        Record({"name": "3270", "ingress": "3270", "tps": 500})])])
    path = tmp_path / "p.cicsplan.json"
    plan_catalog.save_plan(plan, path, user_catalog)

    elsewhere = load_catalog_with_user(tmp_path / "empty")
    win = start_window(elsewhere, settings, path, recovery_folder)
    try:
        assert win.doc.path == path  # it opened
        issues = win.doc.result.workload_issues(0)
        assert [i.field for i in issues if i.severity == "error"] == ["ingress"]
        message = next(i.message for i in issues if i.severity == "error")
        assert "our-ctg-ipic" in message and str(tmp_path / "empty") in message
        assert win.doc.result.resolved.valid.tolist() == [False, True]
    finally:
        discard_and_close(win)


def test_from_rmf_reports_one_row_per_interval(qtbot, dialog, monkeypatch):
    """From RMF Reports…: the files, then the transactions' class and the regions' class, picked as a planner
    does; the editor shows one row per interval and the fit finds the regions' line (1.8% fixed, 1.4 ms)."""
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    report = Path(__file__).resolve().parents[1] / "data" / "rmf" / "rmf-workload-intervals.txt"
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(report)], ""))
    asked = []
    answers = iter(["service:CICSDEF", "report:RCICSREG"])

    def pick(_parent, _title, label, items, *_args):
        asked.append((label, list(items)))
        return next(answers), True

    monkeypatch.setattr(QInputDialog, "getItem", pick)
    qtbot.mouseClick(dialog.from_rmf_button, Qt.MouseButton.LeftButton)
    assert asked[0][1] == ["service:CICSDEF"]  # only classes with transactions give a rate
    assert asked[1][1] == ["report:RCICSREG", "service:SYSSTC"]  # only classes with CPU give it
    lines = dialog.table_edit.toPlainText().splitlines()
    assert lines[0].split("\t") == ["Label", "ETR", "RESP (ms)", "CICS GCPU%", "CICS AAPCP", "CICS zIIP CPU%"]
    assert len(lines) == 5 and lines[1].split("\t")[3] == "3.90"
    assert "RMF Workload Activity of service:CICSDEF" in dialog.source_label.text()
    dialog.family.setCurrentText("3270")
    dialog.recalculate()
    cics = dialog.result.fitted.by_as["CICS"]
    assert (round(cics.fixed_pct, 3), round(cics.total_ms, 3)) == (1.8, 1.4)
