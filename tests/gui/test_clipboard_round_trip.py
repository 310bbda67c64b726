"""Every workload field survives copy and paste (issue 25): the whole Workloads sheet copied with Ctrl+A, Ctrl+C
and pasted with Ctrl+V into a plan with no workloads gives the same plan, formulas as formulas, and the same costs;
pasted into a spreadsheet's text (no formulas there), every number comes back in full."""

from __future__ import annotations

import faulthandler
import json

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from tests.fuzzing import budget
from tests.report.test_workbook_round_trip import EVERY_FIELD, assert_same_plan, plans

from cicsplan.core.model.engine import compute
from cicsplan.core.plan import edits
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.gui.document import PlanDocument

faulthandler.enable()
pytestmark = pytest.mark.gui


def pinned(doc: dict) -> dict:
    """What a paste into ``doc``'s scenario means: application CPU that names no machine was measured on the
    scenario's (the workbook writes it beside the CPU, so a later change of machine moves it; same costs now)."""
    hardware = doc["hardware"]
    rows = []
    for row in doc["workloads"]:
        cpu = any(row.get(k) not in (None, "", 0) for k in edits.APP_CPU_KEYS)
        basis = any(row.get(k) not in (None, "", 0) for k in edits.APP_BASIS_KEYS)
        rows.append(dict(row, app_machine=hardware["machine"], app_lpar_cps=hardware["cps"]) if cpu and not basis
                    else row)
    return dict(doc, workloads=rows)


def copy_and_paste(window, catalog, doc: dict, text_only: bool = False) -> list[dict]:
    """Open ``doc``, copy its whole Workloads sheet with the keys, paste it into the same plan without workloads."""
    window.set_document(PlanDocument(catalog, plan_from_json(json.loads(json.dumps(doc)))))
    table = window.workloads.table
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, 0))
    QTest.keyClick(table, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    if text_only:  # as it comes back from Excel or LibreOffice: the text alone
        text = QGuiApplication.clipboard().text()
        mime = QMimeData()
        mime.setText(text)
        QGuiApplication.clipboard().setMimeData(mime)
    window.set_document(PlanDocument(catalog, plan_from_json(json.loads(json.dumps(dict(doc, workloads=[]))))))
    table = window.workloads.table
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    return [r.values for r in window.doc.scenario.workloads]


@settings(max_examples=budget(5), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                        HealthCheck.too_slow])
@given(doc=plans())
@example(doc=EVERY_FIELD)
def test_every_field_of_every_workload_survives_copy_and_paste(window, catalog, doc):
    result = compute(plan_from_json(json.loads(json.dumps(doc))), catalog)
    records = copy_and_paste(window, catalog, doc)
    assert_same_plan(pinned(doc), records, result, catalog)
    window.doc.undo_stack.setClean()


def test_pasted_from_a_spreadsheets_text_the_numbers_and_costs_are_the_same(window, catalog):
    doc = json.loads(json.dumps(EVERY_FIELD))
    result = compute(plan_from_json(doc), catalog)
    records = copy_and_paste(window, catalog, doc, text_only=True)
    assert records[0]["tps"] == 360 and records[0]["xml_elements_in"] == 120  # a formula pastes as its value
    assert records[0]["notes"] == "tabs and new lines, =not a formula"  # a cell's tabs and breaks become spaces
    pasted = compute(plan_from_json(dict(doc, workloads=records)), catalog)
    for key in ("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms"):
        np.testing.assert_array_equal(np.asarray(pasted.env[key]), np.asarray(result.env[key]))
    window.doc.undo_stack.setClean()
