"""Errors never freeze the figures: a cell in error shows its error where it is and in the Results list, every
other row still recomputes, and no view (Workloads, Results, Charts, Compare, Ranges, status bar, formula pane)
keeps numbers from before the edit. Edits are typed with real keys.

Each view is checked against the engine run afresh on the plan as it stands, never against figures the view
itself produced."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cicsplan.core.analysis.compare import cp_busy_rows
from cicsplan.core.common.wording import counted
from cicsplan.core.model.engine import compute
from cicsplan.gui import crash_report, document, style
from conftest import SAMPLES


def column(window, key: str) -> int:
    return [c.key for c in window.workloads.model.columns].index(key)


def shown(window, row: int, key: str, role=Qt.ItemDataRole.DisplayRole):
    model = window.workloads.model
    return model.data(model.index(row, column(window, key)), role)


def type_cell(qtbot, window, row: int, key: str, text: str) -> None:
    """As a user does: select the cell, type (the first key opens the editor), Return."""
    window.tabs.setCurrentWidget(window.workloads)
    table = window.workloads.table
    table.setCurrentIndex(window.workloads.table.model().index(row, column(window, key)))
    table.setFocus()
    QTest.keyClicks(table, text[0])
    QTest.keyClicks(QApplication.focusWidget(), text[1:])
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QCoreApplication.processEvents()


def fresh(window):
    doc = window.doc
    return compute(doc.plan, doc.catalog, doc.scenario.name)


COMPUTED = ("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms", "wl_cpu_pct", "qr_cpu_ms")


def workload_figures(window) -> list[list[str]]:
    return [[shown(window, row, key) for key in COMPUTED] for row in range(window.workloads.model.rowCount())]


def check_views(qtbot, window) -> None:
    """Every view shows the plan as it stands now."""
    r = fresh(window)
    expected = [["error" if r.value(key, row) is None else style.fmt_number(r.value(key, row),
                                                                            style_unit(window, key))
                 for key in COMPUTED] for row in range(r.resolved.n)]
    assert workload_figures(window) == expected
    status = window.status_label.text()
    if r.errors:
        assert f"{counted(len(r.errors), 'error')}: totals not computed" in status
    else:
        assert f"CPs {float(r.env['gcp_busy_pct']):.1f}% busy" in status

    window.tabs.setCurrentWidget(window.results)
    sheet = window.results
    qtbot.waitUntil(lambda: not sheet.limits_timer.isActive())
    QCoreApplication.processEvents()
    listed = [sheet.issues.topLevelItem(i).text(2) for i in range(sheet.issues.topLevelItemCount())]
    assert listed == [i.message for i in r.issues]
    if r.errors:
        assert sheet.totals_label.text().startswith("<b>Not computed:</b>")
    else:
        assert f"<b>{float(r.env['gcp_busy_pct']):.1f}%</b>" in sheet.totals_label.text()

    window.tabs.setCurrentWidget(window.charts)
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: not window.charts.timer.isActive())
    charts = (window.charts.by_space, window.charts.utilisation, window.charts.split)
    readouts = " ".join(chart.readout.text() for chart in charts)
    assert ("Not drawn: the plan has errors" in readouts) == bool(r.errors)

    window.tabs.setCurrentWidget(window.compare)
    QCoreApplication.processEvents()
    lead, of_logical = cp_busy_rows(window.compare.comparison)
    busy = (of_logical or lead).values[0]
    assert busy is None if r.errors else busy == pytest.approx(float(r.env["gcp_busy_pct"]))

    window.tabs.setCurrentWidget(window.ranges)
    qtbot.waitUntil(lambda: window.doc.cached_ranges() is not None
                    and "computing" not in window.ranges.header.text(), timeout=15000)
    assert ("not computed: the plan has errors" in window.ranges.header.text()) == bool(r.errors)
    window.tabs.setCurrentWidget(window.workloads)


def style_unit(window, key: str) -> str:
    return next(c.unit for c in window.workloads.model.columns if c.key == key)


def select(window, row: int, key: str) -> None:
    window.tabs.setCurrentWidget(window.workloads)
    window.workloads.table.setCurrentIndex(window.workloads.table.model().index(row, column(window, key)))


def test_a_failing_formula_shows_its_error_and_everything_else_recomputes(qtbot, window):
    check_views(qtbot, window)  # every sheet has shown its figures once
    before = workload_figures(window)

    type_cell(qtbot, window, 0, "tps", "=1/0")
    assert window.doc.scenario.workloads[0].get("tps") == "=1/0"
    # the cell says what is wrong, in place
    tip = shown(window, 0, "tps", Qt.ItemDataRole.ToolTipRole)
    assert "formula '=1/0'" in tip and "divides by zero" in tip
    assert shown(window, 0, "tps", Qt.ItemDataRole.BackgroundRole) == style.error_background()
    assert workload_figures(window)[0] == ["error"] * len(COMPUTED)
    assert workload_figures(window)[1:] == before[1:]  # the other rows are still computed
    select(window, 0, "wl_total_ms")
    assert "Not computed" in window.formula.toPlainText() and "divides by zero" in window.formula.toPlainText()
    check_views(qtbot, window)

    # an edit that moves the other rows (their rates are formulas over peak_tps) while the error stands
    window.tabs.setCurrentWidget(window.assumptions)
    variables = window.assumptions.variables
    assert variables.item(0, 0).text() == "peak_tps"
    variables.setCurrentCell(0, 1)
    variables.setFocus()
    QTest.keyClicks(variables, "6")
    QTest.keyClicks(QApplication.focusWidget(), "000")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QCoreApplication.processEvents()
    assert window.doc.plan.variables["peak_tps"] == 6000
    moved = workload_figures(window)
    assert moved[0] == ["error"] * len(COMPUTED)
    assert all(moved[row][3] != before[row][3] for row in range(1, len(moved)))  # CPU % of each other row moved
    check_views(qtbot, window)

    type_cell(qtbot, window, 0, "tps", "100")  # the error fixed: every view has figures again
    assert shown(window, 0, "wl_total_ms") != "error"
    check_views(qtbot, window)


def test_an_edit_the_engine_fails_on_is_not_made_and_the_user_is_told(qtbot, window, monkeypatch, tmp_path,
                                                                       dialogs):
    real = document.compute

    def failing(plan, catalog, scenario_name=None):
        if any(w.get("tps") == 777 for s in plan.scenarios for w in s.workloads):
            raise RuntimeError("internal failure injected by the test")
        return real(plan, catalog, scenario_name)

    monkeypatch.setattr(document, "compute", failing)
    held = window.doc.scenario.workloads[0].get("tps")
    steps = window.doc.undo_stack.count()
    with qtbot.captureExceptions() as exceptions:
        type_cell(qtbot, window, 0, "tps", "777")
    [(kind, error, _tb)] = exceptions
    assert kind is document.CalculationError
    assert str(error).startswith("the edit 'Edit Rate (tps)' was not made because the plan could not be calculated")
    assert "internal failure injected by the test" in str(error)
    # nothing half-done: the plan, its undo history and every view are as before the edit
    assert window.doc.scenario.workloads[0].get("tps") == held
    assert window.doc.undo_stack.count() == steps
    assert "Rate" not in window.act_undo.text()
    check_views(qtbot, window)
    # what the workbook's own hook tells the user, and keeps for a report
    reporter = crash_report.CrashReporter(tmp_path / "errors.log")
    reporter(kind, error, _tb)
    qtbot.waitUntil(lambda: bool(dialogs.shown))
    assert "the edit 'Edit Rate (tps)' was not made" in dialogs.shown[-1][2]
    assert "RuntimeError: internal failure injected by the test" in (tmp_path / "errors.log").read_text("utf-8")

    type_cell(qtbot, window, 0, "tps", "100")  # the next edit is made and computed as usual
    assert window.doc.scenario.workloads[0].get("tps") == 100
    check_views(qtbot, window)


def test_a_plan_with_errors_opens_with_its_errors_listed(qtbot, window, tmp_path):
    plan = json.loads((SAMPLES / "getting-started.cicsplan.json").read_text(encoding="utf-8"))
    plan["workloads"][1]["tps"] = "=1/0"
    plan["workloads"][2]["ingress"] = 3270  # a hand-edited file: a number where an id belongs
    path = tmp_path / "with-errors.cicsplan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    assert window.open_path(path)
    errors = fresh(window).errors
    assert len(errors) >= 1
    assert f"The plan has {counted(len(errors), 'error')}," in window.statusBar().currentMessage()
    assert shown(window, 1, "wl_total_ms") == "error" and shown(window, 0, "wl_total_ms") != "error"
    check_views(qtbot, window)
    # the hand-edited number opens in the ingress picker as it is, and leaving it unchanged writes nothing
    table = window.workloads.table
    table.setCurrentIndex(window.workloads.table.model().index(2, column(window, "ingress")))
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_F2)
    assert "3270" in QApplication.focusWidget().currentText()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # commits the picker as it is: nothing changed
    QCoreApplication.processEvents()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)  # the next cell's editor
    QCoreApplication.processEvents()
    assert window.doc.scenario.workloads[2].get("ingress") == 3270 and not window.doc.modified


def test_limits_the_engine_fails_on_are_not_left_from_the_last_plan(qtbot, window, monkeypatch):
    from cicsplan.core.model.engine import ScenarioResult

    window.tabs.setCurrentWidget(window.results)
    sheet = window.results
    qtbot.waitUntil(lambda: not sheet.limits_timer.isActive() and "(binding)" in sheet.totals_label.text())

    def failing(self):
        raise RuntimeError("limits failure injected by the test")

    monkeypatch.setattr(ScenarioResult, "limits", failing)
    with qtbot.captureExceptions() as exceptions:
        type_cell(qtbot, window, 0, "tps", "100")
        window.tabs.setCurrentWidget(window.results)
        qtbot.waitUntil(lambda: not sheet.limits_timer.isActive() and "computing" not in sheet.totals_label.text())
    assert [str(e[1]) for e in exceptions] == ["limits failure injected by the test"]
    text = sheet.totals_label.text()
    assert "limits: not computed" in text and "(binding)" not in text
    assert f"<b>{float(fresh(window).env['gcp_busy_pct']):.1f}%</b>" in text  # the rest is the plan as it is
