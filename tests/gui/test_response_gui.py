"""Response time in the workbook (issue 26): the Workloads sheet's Response ms column, a target typed with real keys
becomes a limit the Results and the binding constraint follow, and a saturated queue reads 'saturated'."""

from __future__ import annotations

import json

import pytest
from tests.gui.conftest import edit_current_cell
from tests.gui.test_spreadsheet_habits import click_cell, col

pytestmark = pytest.mark.gui


def open_plan(window, tmp_path, tps: float) -> None:
    doc = {"format": "cicsplan", "version": 1, "name": "response",
           "hardware": {"machine": "3931-705", "cps": 5, "ziips": 1},
           "workloads": [{"name": "Terminals", "ingress": "3270", "tps": tps}]}
    path = tmp_path / "response.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.open_path(path, confirmed=True)


def shown(window, key: str) -> str:
    model = window.workloads.model
    return model.data(model.index(0, col(window, key)))


def test_a_typed_target_becomes_the_binding_limit(qtbot, window, tmp_path):
    open_plan(window, tmp_path, 6000)
    window.tabs.setCurrentWidget(window.workloads)
    response = float(window.doc.result.env["response_ms"][0])
    assert shown(window, "response_ms") == f"{response:.4f}"
    click_cell(window, 0, "response_target_ms")
    edit_current_cell(qtbot, window.workloads.table, f"{response * 0.9:.4f}")  # tighter than it is now
    limits = window.doc.result.limits()
    assert limits.binding.key == "response:Terminals" and limits.binding.headroom_pct < 0
    assert window.doc.scenario.workloads[0].get("response_target_ms") == pytest.approx(response * 0.9, abs=1e-4)


def test_a_saturated_queue_reads_saturated(qtbot, window, tmp_path):
    open_plan(window, tmp_path, 30000)  # beyond one region's QR TCB
    window.tabs.setCurrentWidget(window.workloads)
    assert shown(window, "response_ms") == "saturated"
    assert shown(window, "wl_total_ms") != "error"
