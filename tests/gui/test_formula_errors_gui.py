"""Issue 13 in the workbook: a formula that fails is shown at once on its cell and in the Results issue list
while the other workloads recompute; a fault of cicsplan shows "error" everywhere, never stale figures."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from tests.gui.test_workbook import cell, type_into

from cicsplan.core.model import engine


def issue_rows(window) -> list[tuple[str, str, str]]:
    tree = window.results.issues
    return [tuple(tree.topLevelItem(i).text(c) for c in range(3)) for i in range(tree.topLevelItemCount())]


def visit_every_sheet(qtbot, window) -> None:
    """Every sheet painted with the current result (an exception in a view fails the test: pytest-qt)."""
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.wait(20)
    window.tabs.setCurrentWidget(window.workloads)


@pytest.mark.parametrize(("typed", "says"), [
    ("=0^-1", "formula '=0^-1': 0 ^ (-1) divides by zero (zero to a negative power)"),
    ("=(-8)^(1/3)", "formula '=(-8)^(1/3)': (-8) ^ (1 / 3) has no real value"),
    ("=" + "9" * 400, "(400 digits) is too large: formulas hold numbers up to about 1.8e308"),
    ("=round(peak_tps, 2e9)", "round's number of decimal places must be a whole number from -15 to 15"),
])
def test_a_failing_formula_shows_on_its_cell_and_the_others_recompute(qtbot, window, typed, says):
    others_before = [cell(window, row, "wl_total_ms") for row in (1, 2, 3)]
    type_into(qtbot, window, 1, "tps", "=peak_tps*0.5")  # an edit elsewhere moves the others' figures
    type_into(qtbot, window, 0, "tps", typed)
    assert window.doc.scenario.workloads[0].get("tps") == typed  # kept as typed
    assert says in cell(window, 0, "tps", Qt.ItemDataRole.ToolTipRole)
    assert cell(window, 0, "tps", Qt.ItemDataRole.BackgroundRole) is not None
    assert cell(window, 0, "wl_total_ms") == "error"
    assert cell(window, 1, "tps") == "2,000" and float(cell(window, 1, "wl_total_ms")) > 0
    assert [cell(window, row, "wl_total_ms") for row in (2, 3)] == others_before[1:]
    window.tabs.setCurrentWidget(window.results)
    qtbot.waitUntil(lambda: window.results.issues.topLevelItemCount() > 0)
    assert any(location == "workload 'Terminals' (row 1), Rate" and says in message
               for severity, location, message in issue_rows(window) if severity == "error")
    assert "1 error:" in window.status_label.text()
    visit_every_sheet(qtbot, window)
    window.act_undo.trigger()  # and back: the figures return
    assert float(cell(window, 0, "wl_total_ms")) > 0


def test_a_fault_of_cicsplan_shows_error_everywhere_and_recovers_with_the_next_edit(qtbot, window, monkeypatch):
    real = engine.calculation_inputs

    def failing(resolved, *args, **kwargs):  # a bug only a rate of 7 tps on a measured method reaches
        if np.any((resolved.tps == 7) & (resolved.model_index >= 0)):
            raise ZeroDivisionError("float division by zero")
        return real(resolved, *args, **kwargs)

    monkeypatch.setattr(engine, "calculation_inputs", failing)
    type_into(qtbot, window, 0, "tps", "7")
    assert window.doc.result.internal_error is not None
    assert [cell(window, row, "wl_total_ms") for row in range(4)] == ["error"] * 4  # no stale figures
    assert cell(window, 0, "tps") == "7" and cell(window, 1, "tps") == "1,000"  # the inputs as typed
    assert "1 error: totals not computed" in window.status_label.text()
    window.tabs.setCurrentWidget(window.results)
    qtbot.waitUntil(lambda: window.results.issues.topLevelItemCount() > 0)
    ((severity, location, message),) = issue_rows(window)
    assert severity == "error" and location == "plan"
    assert message.startswith("cicsplan could not compute scenario 'Base' (ZeroDivisionError: float division by "
                              "zero); this is a fault in cicsplan")
    visit_every_sheet(qtbot, window)
    type_into(qtbot, window, 0, "tps", "8")
    assert window.doc.result.internal_error is None and not window.doc.result.errors
    assert all(float(cell(window, row, "wl_total_ms")) > 0 for row in range(4))
