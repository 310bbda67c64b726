"""The Compare sheet: scenarios side by side, following edits, copied to Excel."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from conftest import SAMPLES

RTW = SAMPLES / "rtw-3270-to-web-services.cicsplan.json"


def row_texts(sheet, section, label):
    tree = sheet.tree
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        if top.text(0) != section:
            continue
        for j in range(top.childCount()):
            if top.child(j).text(0) == label:
                return [top.child(j).text(c) for c in range(tree.columnCount())]
    raise AssertionError(f"no row {section}: {label}")


def show_compare(qtbot, window):
    window.tabs.setCurrentWidget(window.compare)
    qtbot.waitUntil(lambda: not window.compare._stale)
    return window.compare


def test_scenarios_side_by_side_with_the_change(qtbot, window):
    assert window.open_path(RTW)
    sheet = show_compare(qtbot, window)
    texts = row_texts(sheet, "Workload RTW orders", "CPU per transaction")
    assert texts[2:] == ["8.8000", "10.1000", "+14.8%"]
    # the base can be changed: the change is then measured against the migrated scenario
    sheet.base.setCurrentIndex(1)
    sheet.base.activated.emit(1)
    texts = row_texts(sheet, "Workload RTW orders", "CPU per transaction")
    assert texts[2:] == ["10.1000", "8.8000", "-12.9%"]


def test_edits_in_another_scenario_show_up(qtbot, window):
    assert window.open_path(RTW)
    sheet = show_compare(qtbot, window)
    window.doc.switch_scenario(1)
    ref = window.doc.cell_ref("workloads", 0, "tps")
    window.doc.set_cell(ref, 400)
    qtbot.waitUntil(lambda: row_texts(sheet, "Workload RTW orders", "rate")[3] == "400")
    assert row_texts(sheet, "Workload RTW orders", "rate")[4] == "+100.0%"
    window.doc.undo_stack.undo()
    qtbot.waitUntil(lambda: row_texts(sheet, "Workload RTW orders", "rate")[3] == "200")


def test_copy_gives_tab_separated_rows_for_excel(qtbot, window):
    assert window.open_path(RTW)
    sheet = show_compare(qtbot, window)
    sheet.tree.clearSelection()
    sheet.copy_selection()
    lines = QGuiApplication.clipboard().text().splitlines()
    assert lines[0].split("\t")[:5] == ["section", "", "unit", "today: 3270", "after migration: web services"]
    cpu = next(line.split("\t") for line in lines if "\tCPU per transaction\t" in line)
    assert cpu[0] == "Workload RTW orders" and cpu[-1] == "+14.8%"


def test_one_scenario_plan_says_how_to_compare(qtbot, window):
    sheet = show_compare(qtbot, window)
    assert "one scenario" in sheet.hint.text()
