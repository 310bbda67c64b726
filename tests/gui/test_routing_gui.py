"""CICS across LPARs in the workbook (issue 28, point 3): a region group's LPAR chosen from a drop-down of the plan's
LPARs, a workload's routing edited in the routing editor (real clicks and keys; OK is one undo step), and the Results
sheet's line for each LPAR hosting groups and each routed workload."""

from __future__ import annotations

import faulthandler
import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from tests.gui.conftest import popups_give_the_focus_back

from cicsplan.core.plan.routing import routing_of
from cicsplan.gui.routing_dialog import GROUP, LINK, SHARE, RoutingDialog

faulthandler.enable()

PLAN = {"format": "cicsplan", "version": 1, "name": "plex",
        "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": 300, "lpar_name": "PROD1",
                     "partitions": [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 30},
                                    {"name": "TEST", "logical_cps": 10, "weight": 300, "busy_pct": 100}]},
        "region_groups": [{"name": "TOR"}, {"name": "AOR1"}, {"name": "AOR2"}],
        "workloads": [{"name": "Web", "ingress": "cws-http-pooled", "tps": 500, "app_gcp_ms": 2, "region": "TOR"}]}


def open_plan(window, tmp_path):
    path = tmp_path / "plex.cicsplan.json"
    path.write_text(json.dumps(PLAN), encoding="utf-8")
    assert window.open_path(path)


def test_a_groups_lpar_is_picked_from_the_plans_lpars(qtbot, window, tmp_path):
    open_plan(window, tmp_path)
    window.tabs.setCurrentWidget(window.hardware)
    table = window.hardware.groups_table
    model = window.hardware.groups_model
    with popups_give_the_focus_back(window):
        table.setCurrentIndex(model.index(2, 2))  # AOR2's LPAR
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_F2)
        editor = QGuiApplication.focusObject()
        items = [editor.itemText(i) for i in range(editor.count())]
        assert items == ["PROD1 (the plan's LPAR)", "PROD2", "TEST"]
        qtbot.keyClick(editor, Qt.Key.Key_Down)  # PROD2
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        qtbot.wait(1)
    assert window.doc.scenario.region_groups[2].get("lpar") == "PROD2"
    assert window.doc.result.resolved.group_lpars[2] == "PROD2"
    window.doc.undo_stack.undo()
    assert window.doc.scenario.region_groups[2].get("lpar") is None


def test_the_routing_editor_sets_shares_and_links_as_one_undo_step(qtbot, window, tmp_path):
    open_plan(window, tmp_path)
    window.doc.set_cells([(window.doc.cell_ref("region_groups", 2, "lpar"), "PROD2")], "LPAR")
    window.tabs.setCurrentWidget(window.workloads)
    qtbot.mouseClick(window.workloads.routing_button, Qt.MouseButton.LeftButton)
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, RoutingDialog) and w.isVisible())
    assert dialog.windowTitle() == "Routing of Web"
    assert "No routes" in dialog.status.text()
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    groups = [dialog.table.cellWidget(r, GROUP).currentText() for r in range(2)]
    assert groups == ["TOR", "AOR1"]  # each new route takes the next group not routed yet
    dialog.table.cellWidget(0, GROUP).setCurrentText("AOR1")
    dialog.table.cellWidget(1, GROUP).setCurrentText("AOR2")

    dialog.activateWindow()  # offscreen, no window manager activates it
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)

    def type_share(row: int, text: str) -> None:
        dialog.table.setCurrentCell(row, SHARE)
        dialog.table.setFocus()
        qtbot.keyClick(dialog.table, Qt.Key.Key_F2)
        editor = QGuiApplication.focusObject()
        editor.selectAll()
        qtbot.keyClicks(editor, text)
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        qtbot.wait(1)  # Qt commits on the next turn of the event loop

    type_share(0, "60")
    type_share(1, "30")
    assert dialog.status.text() == "The shares add to 90%; they must add to 100%."
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and routing_of(window.doc.scenario.workloads[0]) is None  # refused, nothing lost
    type_share(1, "40")
    assert dialog.status.text() == ""
    links = dialog.table.cellWidget(1, LINK)
    links.setCurrentIndex(links.findData("lu62"))
    steps = window.doc.undo_stack.count()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert routing_of(window.doc.scenario.workloads[0]) == [{"group": "AOR1", "share_pct": 60},
                                                            {"group": "AOR2", "share_pct": 40, "link": "lu62"}]
    assert window.doc.undo_stack.count() == steps + 1
    routes = window.doc.result.resolved.routes
    assert [(r.link, round(r.share, 2)) for r in routes] == [("mro", 0.6), ("lu62", 0.4)]
    # the Results sheet: a line for PROD2 hosting AOR2, one for the routed workload
    window.tabs.setCurrentWidget(window.results)
    qtbot.waitUntil(lambda: "LPAR PROD2 (region groups AOR2)" in window.results.totals_label.text(), timeout=10000)
    text = window.results.totals_label.text()
    assert "routing of &#x27;Web&#x27; (enters in TOR)" in text and "to AOR2 in LPAR PROD2 over LU6.2" in text
    # the groups' note says what routing counts, not that it is not modelled (the trial's B1)
    assert "runs its application in AOR groups by share" in text and "Function shipping" in text
    assert "Routing between regions (TOR to AOR, function shipping) is not modelled" not in text
    window.doc.undo_stack.undo()
    assert routing_of(window.doc.scenario.workloads[0]) is None and not window.doc.result.resolved.routes


def test_split_by_free_capacity_greys_the_shares_and_saves_free(qtbot, window, tmp_path):
    open_plan(window, tmp_path)
    dialog = RoutingDialog(window.doc, 0, window)
    dialog.show()
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    dialog.table.cellWidget(0, GROUP).setCurrentText("AOR1")
    dialog.table.cellWidget(1, GROUP).setCurrentText("AOR2")
    qtbot.mouseClick(dialog.free, Qt.MouseButton.LeftButton, pos=dialog.free.rect().bottomLeft() / 2
                     + dialog.free.rect().topLeft() / 2)
    assert dialog.free.isChecked()
    assert not dialog.table.item(0, SHARE).flags() & Qt.ItemFlag.ItemIsEditable
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert routing_of(window.doc.scenario.workloads[0]) == [{"group": "AOR1", "share_pct": "free"},
                                                            {"group": "AOR2", "share_pct": "free"}]
    assert not window.doc.result.errors
