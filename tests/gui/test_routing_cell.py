"""The Workloads sheet's Routing column (issue 28): the routing in words; Enter, F2 and a double-click open the
routing editor for the row; Ctrl+C copies the words for Excel and Ctrl+V reads them back, words that do not read as
routes refused with a sentence naming the cell and nothing changed; each edit is one undo step."""

from __future__ import annotations

import faulthandler
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.gui.test_routing_gui import PLAN

from cicsplan.core.plan.routing import ROUTING, routing_of
from cicsplan.gui.routing_dialog import RoutingDialog
from cicsplan.gui.sheets.workloads import COLUMNS

faulthandler.enable()
COLUMN = [c.key for c in COLUMNS].index(ROUTING)
ROUTED = [{"group": "AOR1", "share_pct": 60}, {"group": "AOR2", "share_pct": 40, "link": "ipic"}]


@pytest.fixture
def sheet(window, tmp_path):
    doc = json.loads(json.dumps(PLAN))
    doc["workloads"][0]["routing"] = ROUTED
    doc["workloads"].append({"name": "Batch", "ingress": "cws-http-pooled", "tps": 50, "region": "TOR"})
    path = tmp_path / "plex.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.open_path(path)
    window.tabs.setCurrentWidget(window.workloads)
    return window.workloads


def cell(sheet, row: int):
    return sheet.table.model().index(row, COLUMN)


def open_dialogs() -> list[RoutingDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, RoutingDialog) and w.isVisible()]


def test_the_routing_shows_in_words_and_an_empty_one_is_blank(sheet):
    assert cell(sheet, 0).data() == "AOR1 60% / AOR2 40% (IPIC)"
    assert cell(sheet, 1).data() == ""
    assert sheet.table.model().headerData(COLUMN, Qt.Orientation.Horizontal) == "Routing"


@pytest.mark.parametrize("how", ["enter", "f2", "double-click"])
def test_enter_f2_and_a_double_click_open_the_editor_of_the_row(qtbot, sheet, how):
    table = sheet.table
    table.setCurrentIndex(cell(sheet, 1))
    table.setFocus()
    if how == "double-click":
        table.scrollTo(cell(sheet, 1))
        where = table.visualRect(cell(sheet, 1)).center()
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
        QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    else:
        QTest.keyClick(table, Qt.Key.Key_Return if how == "enter" else Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: bool(open_dialogs()), timeout=5000)
    [dialog] = open_dialogs()
    assert dialog.windowTitle() == "Routing of Batch"
    dialog.reject()


def test_copy_gives_excel_the_words_and_paste_reads_them_back_in_one_undo_step(qtbot, sheet):
    table, doc = sheet.table, sheet.doc
    table.setCurrentIndex(cell(sheet, 0))
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == "AOR1 60% / AOR2 40% (IPIC)\n"
    steps = doc.undo_stack.count()
    table.setCurrentIndex(cell(sheet, 1))
    QTest.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert routing_of(doc.scenario.workloads[1]) == ROUTED
    assert doc.undo_stack.count() == steps + 1
    assert cell(sheet, 1).data() == "AOR1 60% / AOR2 40% (IPIC)"
    doc.undo_stack.undo()
    assert routing_of(doc.scenario.workloads[1]) is None and cell(sheet, 1).data() == ""


def test_text_from_excel_that_is_not_routes_is_refused_naming_the_cell(qtbot, sheet, dialogs):
    table, doc = sheet.table, sheet.doc
    QGuiApplication.clipboard().setText("AOR1 sixty\n")
    steps = doc.undo_stack.count()
    table.setCurrentIndex(cell(sheet, 0))
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    kind, title, text = dialogs.shown[-1]
    assert (kind, title) == ("warning", "Not changed")
    assert text == ("Routing of 'Web' (row 1): route 1 ('AOR1 sixty') is not a region group and its share, such as "
                    "'AOR1 60%'; write \"AOR1 60% (MRO) / AOR2 40% (IPIC)\" or \"by free capacity: AOR2 / AOR3\". "
                    "Nothing was changed.")
    assert routing_of(doc.scenario.workloads[0]) == ROUTED and doc.undo_stack.count() == steps


def test_words_pasted_from_excel_for_a_free_split_and_delete_clears_it(qtbot, sheet):
    table, doc = sheet.table, sheet.doc
    QGuiApplication.clipboard().setText("by free capacity: AOR1 / AOR2\n")
    table.setCurrentIndex(cell(sheet, 1))
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert routing_of(doc.scenario.workloads[1]) == [{"group": "AOR1", "share_pct": "free"},
                                                     {"group": "AOR2", "share_pct": "free"}]
    assert not doc.result.errors
    QTest.keyClick(table, Qt.Key.Key_Delete)
    assert routing_of(doc.scenario.workloads[1]) is None
    doc.undo_stack.undo()
    assert routing_of(doc.scenario.workloads[1])[0]["share_pct"] == "free"


def test_the_formula_pane_shows_the_words_and_the_split_computed(qtbot, sheet, window):
    sheet.table.setCurrentIndex(cell(sheet, 0))
    qtbot.waitUntil(lambda: "Holds: AOR1 60% / AOR2 40% (IPIC)" in window.formula.toPlainText(), timeout=5000)
    text = window.formula.toPlainText()
    assert "Computed: 60% (300 tps) to AOR1 over MRO" in text and "\nEmpty" not in text


def test_tab_from_the_cell_before_moves_into_routing_without_opening_the_editor(qtbot, sheet):
    """Tab commits a typed cell and moves to the next input: passing into the Routing cell must not pop up the
    routing editor (it opened on every Tab through a row), and Enter there still opens it."""
    table = sheet.table
    before = max(i for i, c in enumerate(COLUMNS[:COLUMN]) if not c.computed)  # the input Tab leaves for Routing
    table.setCurrentIndex(table.model().index(1, before))
    table.setFocus()
    QTest.keyClicks(table, "x")  # typing starts the edit, as in a spreadsheet
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)
    assert table.state() == table.State.EditingState
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.wait(50)
    assert open_dialogs() == [] and table.state() != table.State.EditingState
    assert table.currentIndex().column() == COLUMN and table.currentIndex().row() == 1
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(open_dialogs()) == 1)
    open_dialogs()[0].reject()


def test_typing_into_the_cell_edits_the_words_in_place_keeping_every_key(qtbot, sheet, dialogs):
    """A typed character used to open the routing editor and be lost; it now starts the words in the cell, as any
    cell of a spreadsheet does, and Enter reads them as a paste would (one undo step; bad words refused by name)."""
    table, doc = sheet.table, sheet.doc
    steps = doc.undo_stack.count()
    table.setCurrentIndex(cell(sheet, 1))
    table.setFocus()
    QTest.keyClicks(table, "A")
    assert table.state() == table.State.EditingState and open_dialogs() == []
    editor = QApplication.focusWidget()
    assert editor.text() == "A"
    QTest.keyClicks(editor, "OR1 70% / AOR2 30% (IPIC)")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != table.State.EditingState)  # Qt commits on Return once events run
    assert routing_of(doc.scenario.workloads[1]) == [{"group": "AOR1", "share_pct": 70},
                                                     {"group": "AOR2", "share_pct": 30, "link": "ipic"}]
    assert doc.undo_stack.count() == steps + 1 and open_dialogs() == []
    table.setCurrentIndex(cell(sheet, 1))
    table.setFocus()
    QTest.keyClicks(table, "x")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(dialogs.shown) and dialogs.shown[-1][1] == "Not changed")
    kind, title, text = dialogs.shown[-1]
    assert (kind, title) == ("warning", "Not changed") and text.startswith("Routing of 'Batch' (row 2): ")
    assert routing_of(doc.scenario.workloads[1])[0]["share_pct"] == 70 and doc.undo_stack.count() == steps + 1
    QTest.keyClick(table, Qt.Key.Key_Return)  # Enter on the cell still opens the routing editor
    qtbot.waitUntil(lambda: len(open_dialogs()) == 1)
    open_dialogs()[0].reject()
