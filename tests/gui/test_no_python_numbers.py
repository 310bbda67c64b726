"""No Python number in a cell (trial finding 5): an empty optional input is blank, as the formula pane's "Empty",
a figure without a finite value is "saturated", and bounds carry thousands separators as every figure does."""

from __future__ import annotations

import faulthandler
import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

faulthandler.enable()  # a crash in Qt prints the Python stack that caused it

PYTHON_NUMBER = re.compile(r"\b(nan|inf)\b", re.IGNORECASE)
OPTIONAL = ("app_qr_share", "response_target_ms", "response_target_factor")


def test_empty_optional_workload_cells_are_blank(qtbot, window):
    sheet = window.workloads
    window.tabs.setCurrentWidget(sheet)
    table, keys = sheet.table, [c.key for c in sheet.model.columns]
    model = table.model()
    for key in OPTIONAL:
        column = keys.index(key)
        for row in range(model.rowCount()):
            assert window.doc.scenario.workloads[row].get(key) is None  # the sample leaves them empty
            assert model.index(row, column).data() == "", (key, row)
    # every cell of the sheet: no nan or inf, whatever the column
    shown = [str(model.index(r, c).data() or "") for r in range(model.rowCount()) for c in range(model.columnCount())]
    assert not [text for text in shown if PYTHON_NUMBER.search(text)]
    cell = model.index(0, keys.index("app_qr_share"))
    table.scrollTo(cell)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(cell).center())
    qtbot.waitUntil(lambda: "Empty" in window.formula.toPlainText())


def test_a_response_time_without_a_finite_spread_says_saturated(qtbot, window):
    """40% existing busy on the sample's 3 CPs: in some draws the CPs' queue has no steady state, so the 95th
    percentile of each response time is infinite: its spread is "saturated", not "inf%"."""
    window.tabs.setCurrentWidget(window.hardware)
    editor = window.hardware.editors["existing_cp_busy_pct"]
    qtbot.mouseClick(editor, Qt.MouseButton.LeftButton)
    QTest.keySequence(editor, QKeySequence.StandardKey.SelectAll)
    QTest.keyClicks(editor, "40")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    window.tabs.setCurrentWidget(window.ranges)
    qtbot.waitUntil(lambda: window.doc.cached_ranges() is not None and "computing" not in window.ranges.header.text(),
                    timeout=20000)
    tree = window.ranges.tree
    rows = [[tree.topLevelItem(i).child(j).text(c) for c in range(tree.columnCount())]
            for i in range(tree.topLevelItemCount()) for j in range(tree.topLevelItem(i).childCount())]
    response = [row for row in rows if row[1] == "ms" and row[5] == "saturated"]
    assert response and all(row[6] == "saturated" for row in response)
    assert not [row for row in rows if any(PYTHON_NUMBER.search(text) for text in row)]


def test_assumption_bounds_are_written_with_thousands_separators(qtbot, window):
    """Finding 21: "Allowed: 0 to 10000" is written "0 to 10,000", as every other figure of the workbook."""
    window.tabs.setCurrentWidget(window.assumptions)
    table = window.assumptions.assumptions
    allowed = [table.item(row, 4).text() for row in range(table.rowCount())]
    large = [a for a, entry in zip(allowed, window.doc.catalog.assumptions.values(), strict=True)
             if not entry.choices and entry.max >= 10000]
    assert large and all(re.search(r"\d,\d{3}", text) for text in large)
    assert not [text for text in allowed if re.search(r"\d{4}", text.split(";")[0])]
