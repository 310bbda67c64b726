"""Application CPU typed in the workbook stays on the machine it was measured on (issue 23): the workbook records
the scenario's machine when the CPU is typed, and a new machine moves the CPU instead of re-reading it there.
Driven by real keys: the cell is clicked, typed into and committed; the machine is typed on the Hardware sheet."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from tests.gui.conftest import edit_current_cell
from tests.gui.test_spreadsheet_habits import click_cell

pytestmark = pytest.mark.gui


def type_machine(qtbot, window, text: str) -> None:
    window.tabs.setCurrentWidget(window.hardware)
    editor = window.hardware.editors["machine"]
    qtbot.mouseClick(editor, Qt.MouseButton.LeftButton)
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.wait(1)


def open_app_plan(window, tmp_path, **workload) -> None:
    doc = {"format": "cicsplan", "version": 1, "name": "app",
           "hardware": {"machine": "3931-705", "cps": 5, "ziips": 1},
           "workloads": [{"name": "App", "ingress": "none", "tps": 1500, **workload}]}
    path = tmp_path / "app.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.open_path(path, confirmed=True)


def ratio(window, machine_from: str, machine_to: str, n_from: int, n_to: int) -> float:
    ratings = window.doc.catalog.machines.ratings
    return (ratings.find(machine_from).pci / n_from) / (ratings.find(machine_to).pci / n_to)


def test_typed_cpu_is_pinned_to_the_scenarios_machine_and_moves_with_a_new_one(qtbot, window, tmp_path):
    open_app_plan(window, tmp_path)
    window.tabs.setCurrentWidget(window.workloads)
    click_cell(window, 0, "app_gcp_ms")
    edit_current_cell(qtbot, window.workloads.table, "1.5")
    row = window.doc.scenario.workloads[0]
    assert (row.get("app_gcp_ms"), row.get("app_machine"), row.get("app_lpar_cps")) == (1.5, "3931-705", 5)
    assert float(window.doc.result.env["wl_gcp_ms"][0]) == pytest.approx(1.5)

    type_machine(qtbot, window, "3931-605")
    moved = float(window.doc.result.env["wl_gcp_ms"][0])
    assert moved == pytest.approx(1.5 * ratio(window, "3931-705", "3931-605", 5, 5), rel=1e-12)
    assert moved > 1.5  # a 6xx engine is slower: the same work takes longer

    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the machine back
    assert window.doc.scenario.hardware.get("machine") == "3931-705"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the CPU and its pin: one step
    row = window.doc.scenario.workloads[0]
    assert (row.get("app_gcp_ms"), row.get("app_machine"), row.get("app_lpar_cps")) == (None, None, None)


def test_a_new_machine_pins_cpu_that_relied_on_the_old_one_in_the_same_undo_step(qtbot, window, tmp_path):
    open_app_plan(window, tmp_path, app_gcp_ms=1.5)  # a plan from before: no machine beside the CPU
    assert float(window.doc.result.env["wl_gcp_ms"][0]) == pytest.approx(1.5)
    type_machine(qtbot, window, "3931-406")
    row = window.doc.scenario.workloads[0]
    assert (row.get("app_machine"), row.get("app_lpar_cps")) == ("3931-705", 5)
    assert float(window.doc.result.env["wl_gcp_ms"][0]) == pytest.approx(
        1.5 * ratio(window, "3931-705", "3931-405", 5, 5), rel=1e-12)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    row = window.doc.scenario.workloads[0]
    assert window.doc.scenario.hardware.get("machine") == "3931-705"
    assert (row.get("app_machine"), row.get("app_lpar_cps")) == (None, None)
