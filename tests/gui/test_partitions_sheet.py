"""The Hardware sheet's other LPARs and the plan's own share of the machine, driven with real keys and clicks: rows
added and deleted with the buttons, cells typed, every edit undoable, the machine view redrawn, a wrong value shown
on its cell and reached from the Results sheet's list."""

from __future__ import annotations

import faulthandler
import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from tests.gui.conftest import edit_current_cell

faulthandler.enable()

PLAN = {"format": "cicsplan", "version": 1, "name": "lpars",
        "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "lpar_name": "PROD1"},
        "workloads": [{"name": "w", "ingress": "none", "tps": 500, "app_gcp_ms": 2}]}


def opened(window, tmp_path):
    path = tmp_path / "lpars.cicsplan.json"
    path.write_text(json.dumps(PLAN), encoding="utf-8")
    assert window.open_path(path)
    window.tabs.setCurrentWidget(window.hardware)
    return window.hardware


def type_cell(qtbot, sheet, row: int, key: str, text: str) -> None:
    keys = [c.key for c in sheet.partitions_model.columns]
    sheet.partitions_table.setCurrentIndex(sheet.partitions_model.index(row, keys.index(key)))
    edit_current_cell(qtbot, sheet.partitions_table, text)


def click(qtbot, sheet, button) -> None:
    sheet.right_scroll.ensureWidgetVisible(button)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_field(qtbot, sheet, key: str, text: str) -> None:
    editor = sheet.editors[key]
    sheet.left_scroll.ensureWidgetVisible(editor)
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)


def test_adding_typing_and_deleting_other_lpars_moves_the_cps_the_lpar_gets(qtbot, window, tmp_path):
    sheet = opened(window, tmp_path)
    assert window.doc.result.resolved.sharing is None
    assert "No other LPARs" in sheet.machine_view.toolTip()
    click(qtbot, sheet, sheet.add_partition)
    assert [p.get("name") for p in window.doc.scenario.partitions] == ["LPAR1"]
    # the plan's own LPAR now shares the machine: its weight is asked for, on its field
    assert any(i.field == "weight" for i in window.doc.result.errors)
    type_field(qtbot, sheet, "weight", "300")
    assert window.doc.scenario.hardware.get("weight") == 300
    type_cell(qtbot, sheet, 0, "name", "PROD2")
    type_cell(qtbot, sheet, 0, "logical_cps", "10")
    type_cell(qtbot, sheet, 0, "weight", "700")
    type_cell(qtbot, sheet, 0, "busy_pct", "100")
    (prod2,) = window.doc.scenario.partitions
    assert (prod2.get("name"), prod2.get("logical_cps"), prod2.get("weight"), prod2.get("busy_pct")) == \
        ("PROD2", 10, 700, 100)
    assert not window.doc.result.errors
    # weight 300 of 1000 on 10 CPs beside an LPAR that wants all it can get: 3 CPs of its 4
    assert float(window.doc.result.env["cp_available_engines"]) == 3.0
    assert "PROD1: share 30.0%, entitled 3.00, can get 3.00" in sheet.machine_view.rows_text()
    assert "PROD2: share 70.0%, entitled 7.00, can get 7.00, demand 10.00 of 10" in sheet.machine_view.rows_text()
    # the busy is told of what PR/SM gives it, beside its logical CPs: the status line and the Results totals
    env = window.doc.result.env
    told = (f"{float(env['gcp_available_busy_pct']):.1f}% busy of the 3.00 CPs PR/SM gives it "
            f"({float(env['gcp_busy_pct']):.1f}% of its 4 logical CPs)")
    assert float(env["gcp_available_busy_pct"]) > float(env["gcp_busy_pct"]) * 4 / 3 - 0.01
    assert told in window.status_label.text()
    window.tabs.setCurrentWidget(window.results)
    assert told.replace("% busy of", "% of") in window.results.totals_label.text().replace("<b>", "").replace(
        "</b>", "")
    window.tabs.setCurrentWidget(sheet)
    type_cell(qtbot, sheet, 0, "busy_pct", "50")  # PROD2 asks for 5 CPs: PROD1 may take all its 4
    assert float(window.doc.result.env["cp_available_engines"]) == 4.0
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.doc.scenario.partitions[0].get("busy_pct") == 100
    assert float(window.doc.result.env["cp_available_engines"]) == 3.0
    sheet.partitions_table.setCurrentIndex(sheet.partitions_model.index(0, 0))
    click(qtbot, sheet, sheet.delete_partition)
    assert window.doc.scenario.partitions == [] and window.doc.result.resolved.sharing is None
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [p.get("name") for p in window.doc.scenario.partitions] == ["PROD2"]


def test_the_sharing_switches_are_undoable_edits(qtbot, window, tmp_path):
    sheet = opened(window, tmp_path)
    click(qtbot, sheet, sheet.add_partition)
    type_cell(qtbot, sheet, 0, "busy_pct", "0")
    box = sheet.editors["dedicated"]
    sheet.left_scroll.ensureWidgetVisible(box)  # as a planner scrolls down to it
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))  # on the tick box
    assert window.doc.scenario.hardware.get("dedicated") is True
    assert not window.doc.result.errors  # a dedicated LPAR needs no weight
    assert window.doc.result.resolved.sharing.cp.own.dedicated
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not box.isChecked() and any(i.field == "weight" for i in window.doc.result.errors)
    type_field(qtbot, sheet, "weight", "100")
    type_field(qtbot, sheet, "absolute_cap_cps", "2.5")
    assert float(window.doc.result.env["cp_available_engines"]) == 2.5
    assert "absolute capping at 2.5 CPs" in json.dumps(
        [c.text for c in window.doc.result.resolved.sharing.caps])


def test_a_wrong_value_is_shown_on_its_cell_and_reached_from_the_results(qtbot, window, tmp_path):
    sheet = opened(window, tmp_path)
    type_field(qtbot, sheet, "weight", "300")
    click(qtbot, sheet, sheet.add_partition)
    type_cell(qtbot, sheet, 0, "weight", "1500")
    (error,) = window.doc.result.errors
    assert error.scope == "partition" and error.field == "weight"
    assert "hardware.partitions[0].weight" in error.text() and "1 to 999" in error.message
    keys = [c.key for c in sheet.partitions_model.columns]
    cell = sheet.partitions_model.index(0, keys.index("weight"))
    assert "1 to 999" in sheet.partitions_model.data(cell, Qt.ItemDataRole.ToolTipRole)
    assert sheet.partitions_model.data(cell, Qt.ItemDataRole.BackgroundRole) is not None
    window.tabs.setCurrentWidget(window.results)
    item = window.results.issues.topLevelItem(0)
    window.go_to_issue(item.data(0, Qt.ItemDataRole.UserRole))
    assert window.tabs.currentWidget() is window.hardware
    current = sheet.partitions_table.currentIndex()
    assert (current.row(), current.column()) == (0, keys.index("weight"))
    assert QGuiApplication.focusObject() is sheet.partitions_table


def test_an_empty_lpar_name_says_what_it_stands_for(qtbot, window, tmp_path):
    """The LPAR's name left empty is 'this LPAR' in the machine view, and its field says so (not a bare 'default:')."""
    path = tmp_path / "unnamed.cicsplan.json"
    path.write_text(json.dumps({**PLAN, "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": 300}}),
                    encoding="utf-8")
    assert window.open_path(path)
    window.tabs.setCurrentWidget(window.hardware)
    sheet = window.hardware
    assert sheet.editors["lpar_name"].placeholderText() == "default: this LPAR"
    click(qtbot, sheet, sheet.add_partition)
    assert "this LPAR" in sheet.machine_view.rows_text()
    type_field(qtbot, sheet, "lpar_name", "PROD1")
    assert "PROD1" in sheet.machine_view.rows_text()


TRIAL_PLAN = {"format": "cicsplan", "version": 1, "name": "trial",
              "hardware": {"machine": "3931-710", "cps": 6, "ziips": 2, "lpar_name": "CICSPROD", "weight": 500,
                           "partitions": [{"name": "PRODB", "logical_cps": 4, "weight": 300, "busy_pct": 60},
                                          {"name": "TESTC", "logical_cps": 3, "weight": 200, "busy_pct": 40}]},
              "workloads": [{"name": "w", "ingress": "none", "tps": 500, "app_gcp_ms": 2}]}


def opened_trial(qtbot, window, tmp_path, size=(1280, 800)):
    path = tmp_path / "trial.cicsplan.json"
    path.write_text(json.dumps(TRIAL_PLAN), encoding="utf-8")
    assert window.open_path(path)
    window.resize(*size)
    window.tabs.setCurrentWidget(window.hardware)
    qtbot.wait(50)
    return window.hardware


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_the_machine_view_draws_the_plans_lpar_name_within_the_view(qtbot, window, tmp_path, size):
    """Finding 16 of the trial: "CICSPROD (this plan)" lost its first letter past the view's left edge."""
    sheet = opened_trial(qtbot, window, tmp_path, size)
    view = sheet.machine_view
    sheet.right_scroll.ensureWidgetVisible(view)
    assert "CP CICSPROD: share 50.0%" in view.rows_text()
    view.grab()  # painted as on screen
    names = [name for name, _width, _room in view.drawn_labels]
    assert names[1:] == ["PRODB", "TESTC"] and names[0].startswith("CICSPROD")
    assert names[0] in ("CICSPROD (this plan)", "CICSPROD (this …") or names[0].endswith("…")
    assert all(width <= room for _name, width, room in view.drawn_labels)  # none cut by its box


def test_a_new_lpars_name_is_shown_in_full(qtbot, window, tmp_path):
    """Finding 16: the name column was sized while the table was empty; an added LPAR showed as "LP…"."""
    sheet = opened(window, tmp_path)
    click(qtbot, sheet, sheet.add_partition)
    click(qtbot, sheet, sheet.add_partition)
    table, model = sheet.partitions_table, sheet.partitions_model
    for row in range(model.rowCount()):
        name = model.index(row, 0).data()
        assert name.startswith("LPAR")
        assert table.fontMetrics().horizontalAdvance("PRODSYS8") < table.columnWidth(0) - 6


def test_while_the_plan_has_an_error_the_view_does_not_say_there_are_no_other_lpars(qtbot, window, tmp_path):
    """Finding 16: an LPAR of 40 CPs on a 10-CP machine, two other LPARs listed, and the view said "No other
    LPARs on the machine"."""
    sheet = opened_trial(qtbot, window, tmp_path)
    type_field(qtbot, sheet, "cps", "40")
    assert window.doc.result.errors
    text = sheet.machine_view.toolTip()
    assert "No other LPARs" not in text and "errors are fixed" in text
    qtbot.keyClick(sheet.editors["cps"], Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "CP PRODB: share 30.0%" in sheet.machine_view.rows_text()
