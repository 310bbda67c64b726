"""The routing editor keeps each route's COMMAREA (trial 3, 1.2: OK dropped every size and the link CPU fell 41 %):
a COMMAREA column that shows the size, takes units with keys and refuses what is not a size; every field of a route
the editor does not show is kept; OK is one undo step. Real keys and clicks on the Workloads sheet."""

from __future__ import annotations

import faulthandler
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from tests.gui.test_routing_gui import PLAN

from cicsplan.core.plan.routing import ROUTING, routing_of
from cicsplan.gui.routing_dialog import COMMAREA, RoutingDialog
from cicsplan.gui.sheets.workloads import COLUMNS

faulthandler.enable()
COLUMN = [c.key for c in COLUMNS].index(ROUTING)
WORDS = "AOR1 50% (MRO, 4,000 bytes) / AOR2 50% (IPIC, 32,000 bytes)"
PASTED = [{"group": "AOR1", "share_pct": 50, "link": "mro", "commarea_bytes": 4000},
          {"group": "AOR2", "share_pct": 50, "link": "ipic", "commarea_bytes": 32000}]


@pytest.fixture
def sheet(window, tmp_path):
    path = tmp_path / "plex.cicsplan.json"
    path.write_text(json.dumps(PLAN), encoding="utf-8")
    assert window.open_path(path)
    window.tabs.setCurrentWidget(window.workloads)
    return window.workloads


def open_editor(qtbot, sheet) -> RoutingDialog:
    """Enter on the Routing cell of row 1, as a planner opens it."""
    table = sheet.table
    table.setCurrentIndex(table.model().index(0, COLUMN))
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(isinstance(w, RoutingDialog) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=5000)
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, RoutingDialog) and w.isVisible())
    dialog.activateWindow()  # offscreen, no window manager activates it
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)
    return dialog


def paste_words(sheet, words: str) -> None:
    table = sheet.table
    QGuiApplication.clipboard().setText(words + "\n")
    table.setCurrentIndex(table.model().index(0, COLUMN))
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def type_size(qtbot, dialog: RoutingDialog, row: int, text: str) -> None:
    dialog.table.setCurrentCell(row, COMMAREA)
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_F2)
    editor = QGuiApplication.focusObject()
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Delete)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.wait(1)  # Qt commits on the next turn of the event loop


def click_ok(qtbot, dialog: RoutingDialog) -> None:
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_looking_at_the_routing_and_pressing_ok_keeps_the_commarea_sizes(qtbot, sheet):
    doc = sheet.doc
    paste_words(sheet, WORDS)
    assert routing_of(doc.scenario.workloads[0]) == PASTED
    dialog = open_editor(qtbot, sheet)
    assert [dialog.table.item(r, COMMAREA).text() for r in range(2)] == ["4,000", "32,000"]
    click_ok(qtbot, dialog)
    assert not dialog.isVisible()
    assert routing_of(doc.scenario.workloads[0]) == PASTED
    sizes = [(r.commarea_in_bytes, r.commarea_out_bytes) for r in doc.result.resolved.routes]
    assert sizes == [(4000, 4000), (32000, 32000)]  # the link CPU still counts them


def test_words_pasted_with_a_unit_read_as_the_grids_sizes(qtbot, sheet):
    """The sheet's hint offers units for sizes (trial 3, 2.3: "2 KB" in the Routing words was refused)."""
    paste_words(sheet, "AOR1 50% (IPIC, 2 KB) / AOR2 50%")
    assert routing_of(sheet.doc.scenario.workloads[0])[0]["commarea_bytes"] == 2048
    assert sheet.table.model().index(0, COLUMN).data() == "AOR1 50% (IPIC, 2,048 bytes) / AOR2 50%"


def test_a_size_typed_with_a_unit_is_one_undo_step_and_fields_not_shown_are_kept(qtbot, sheet):
    doc = sheet.doc
    kept = [dict(PASTED[0], note="peak only"), PASTED[1]]  # a field from a newer build or a hand edit
    doc.set_routing(0, kept, "Set routing")
    dialog = open_editor(qtbot, sheet)
    type_size(qtbot, dialog, 0, "8 KB")
    type_size(qtbot, dialog, 1, "")
    steps = doc.undo_stack.count()
    click_ok(qtbot, dialog)
    assert routing_of(doc.scenario.workloads[0]) == [
        {"group": "AOR1", "share_pct": 50, "link": "mro", "commarea_bytes": 8192, "note": "peak only"},
        {"group": "AOR2", "share_pct": 50, "link": "ipic"}]  # empty: the workload's payloads, as the engine says
    assert doc.undo_stack.count() == steps + 1
    doc.undo_stack.undo()
    assert routing_of(doc.scenario.workloads[0]) == kept


def test_a_commarea_that_is_not_a_size_is_refused_with_its_range_and_nothing_is_applied(qtbot, sheet):
    doc = sheet.doc
    paste_words(sheet, WORDS)
    dialog = open_editor(qtbot, sheet)
    type_size(qtbot, dialog, 1, "big")
    assert dialog.status.text() == ("Each COMMAREA is a size from 0 to 2,147,483,647 bytes, such as 4,000 or 4 KB; "
                                    "empty: the workload's payloads.")
    click_ok(qtbot, dialog)
    assert dialog.isVisible() and routing_of(doc.scenario.workloads[0]) == PASTED
    type_size(qtbot, dialog, 1, "3 GB")
    assert dialog.status.text().startswith("Each COMMAREA is a size from 0 to 2,147,483,647 bytes")
    type_size(qtbot, dialog, 1, "64,000")
    assert dialog.status.text() == ""
    click_ok(qtbot, dialog)
    assert routing_of(doc.scenario.workloads[0])[1]["commarea_bytes"] == 64000
