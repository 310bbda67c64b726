"""The Compare sheet: scenarios side by side, following edits, copied to Excel."""

from __future__ import annotations

import pytest
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


def test_scenarios_side_by_side_with_the_change(qtbot, window, monkeypatch):
    assert window.open_path(RTW)
    sheet = show_compare(qtbot, window)
    texts = row_texts(sheet, "Workload RTW orders", "CPU per transaction")
    assert texts[2:] == ["8.8000", "10.1000", "+1.3000 ms (+14.8%)"]  # per transaction: ms and %
    # the base can be changed: the change is then measured against the migrated scenario, without
    # computing the scenarios again
    monkeypatch.setattr("cicsplan.gui.sheets.compare.compute", lambda *a: pytest.fail("recomputed"))
    sheet.base.setCurrentIndex(1)
    sheet.base.activated.emit(1)
    texts = row_texts(sheet, "Workload RTW orders", "CPU per transaction")
    assert texts[2:] == ["10.1000", "8.8000", "-1.3000 ms (-12.9%)"]


def test_edits_in_another_scenario_show_up(qtbot, window):
    assert window.open_path(RTW)
    sheet = show_compare(qtbot, window)
    window.doc.switch_scenario(1)
    ref = window.doc.cell_ref("workloads", 0, "tps")
    window.doc.set_cell(ref, 400)
    qtbot.waitUntil(lambda: row_texts(sheet, "Workload RTW orders", "rate")[3] == "400.0")
    assert row_texts(sheet, "Workload RTW orders", "rate")[4] == "+100.0%"
    window.doc.undo_stack.undo()
    qtbot.waitUntil(lambda: row_texts(sheet, "Workload RTW orders", "rate")[3] == "200.0")


def test_copy_gives_tab_separated_rows_for_excel(qtbot, window):
    assert window.open_path(RTW)
    sheet = show_compare(qtbot, window)
    sheet.tree.clearSelection()
    sheet.copy_selection()
    lines = QGuiApplication.clipboard().text().splitlines()
    assert lines[0].split("\t")[:5] == ["section", "", "unit", "today: 3270", "after migration: web services"]
    cpu = next(line.split("\t") for line in lines if "\tCPU per transaction\t" in line)
    assert cpu[0] == "Workload RTW orders" and cpu[-1] == "+1.3000 ms (+14.8%)"


def test_one_scenario_plan_says_how_to_compare(qtbot, window):
    sheet = show_compare(qtbot, window)
    assert "one scenario" in sheet.hint.text()


Z16 = SAMPLES / "moving-to-z16.cicsplan.json"


def test_percentages_change_in_points(qtbot, window):
    assert window.open_path(Z16)
    sheet = show_compare(qtbot, window)
    texts = row_texts(sheet, "Totals", "LPAR general-CP busy")
    assert texts[2:] == ["55.7", "62.3", "+6.6 pts"]  # busy % to one decimal; not the relative +11.9%
    assert row_texts(sheet, "Totals", "maximum rate of the mix at the binding limit")[-1] == "+87.1%"
    change_column = sheet.tree.columnCount() - 1
    assert "percentage points" in sheet.tree.headerItem().toolTip(change_column)
    busy = next(sheet.tree.topLevelItem(0).child(j) for j in range(sheet.tree.topLevelItem(0).childCount())
                if sheet.tree.topLevelItem(0).child(j).text(0) == "LPAR general-CP busy")
    assert busy.toolTip(change_column).startswith("+6.63 percentage points against today (z196)")
    assert "relative change +11.9%" in busy.toolTip(change_column)


def test_at_1000_wide_the_table_shows_every_column(qtbot, window):
    window.resize(1000, 650)
    assert window.open_path(Z16)
    sheet = show_compare(qtbot, window)
    tree, chart = sheet.tree, sheet.chart
    last = tree.columnCount() - 1

    def fitted() -> bool:  # the split is fitted once the chart has its size (a few events later)
        return (chart.width() >= chart.minimumSizeHint().width()
                # the chart keeps what it needs to be read, beside it, its plot inside its view
                and chart.plot.getPlotItem().geometry().width() <= chart.plot.width()
                and chart.plot.viewport().width() == chart.plot.width()
                # the change column is on screen whole, the scenarios' numbers too
                and tree.header().sectionViewportPosition(last) + CHANGE_MIN <= tree.viewport().width())

    qtbot.waitUntil(fitted, timeout=2000)
    assert tree.horizontalScrollBar().maximum() == 0  # no horizontal scrolling needed


CHANGE_MIN = 80  # px: "+100.3%" and "-14.6 pts" fit


def test_workloads_the_base_lacks_are_listed_in_their_scenarios_column(qtbot, catalog, settings, recovery_folder,
                                                                        dialogs):
    from cicsplan.core.plan.planio import load_plan
    from cicsplan.gui.document import PlanDocument
    from cicsplan.gui.main_window import start_window
    from conftest import SAMPLES

    window = start_window(catalog, settings, None, recovery_folder)
    try:
        plan = load_plan(SAMPLES / "rtw-3270-to-web-services.cicsplan.json").plan
        plan.scenarios[1].workloads[0].set("name", "Only after")
        window.set_document(PlanDocument(catalog, plan))
        window.tabs.setCurrentWidget(window.compare)
        window.compare.refresh()
        tree = window.compare.tree
        sections = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
        assert sections[-1] == f"Workloads not in {plan.scenarios[0].name}"
        item = tree.topLevelItem(tree.topLevelItemCount() - 1).child(0)
        assert item.text(0) == "Only after: CPU per transaction" and item.text(2) == "" and item.text(3)
    finally:
        window.doc.undo_stack.setClean()
        window.doc._dirty_without_undo = False
        window.close()


def test_shared_lpar_chart_shows_the_busy_of_what_prsm_gives_it(qtbot, window, write_plan):
    """On a shared LPAR the chart's CP bar is the busy of the CPs PR/SM gives it, the busy of its logical CPs an
    outline beside it and both in the readout (new-user trial, finding 7)."""
    import copy

    import pyqtgraph as pg

    from cicsplan.core.model.engine import compute
    from cicsplan.core.plan.plan import plan_from_json
    from conftest import SHARED_MACHINE_PLAN

    base = copy.deepcopy(SHARED_MACHINE_PLAN)
    today = {"name": "today", **{key: base.pop(key) for key in ("hardware", "region_groups", "workloads")}}
    more = copy.deepcopy(today) | {"name": "more CPs"}
    more["hardware"]["cps"] = 6
    base["scenarios"] = [today, more]
    path = write_plan(base)
    assert window.open_path(path)
    sheet = show_compare(qtbot, window)
    plan = plan_from_json(base)
    expected = [compute(plan, window.doc.catalog, name) for name in ("today", "more CPs")]
    bars = [item for item in sheet.chart.plot.getPlotItem().items if isinstance(item, pg.BarGraphItem)]
    heights = [list(bar.opts["height"]) for bar in bars]
    gets = [float(r.env["gcp_available_busy_pct"]) for r in expected]
    logical = [float(r.env["gcp_busy_pct"]) for r in expected]
    assert gets != pytest.approx(logical)
    assert any(h == pytest.approx(gets) for h in heights), heights
    assert any(h == pytest.approx(logical) for h in heights), heights
    names = [name for name, _, _ in sheet.chart.legend_entries]
    assert "LPAR general-CP busy of the CPs PR/SM gives it (%)" in names
    assert "LPAR general-CP busy of its logical CPs (%)" in names
    # the table leads with the same busy under the same label, and its bars are the table's figures
    top = next(sheet.tree.topLevelItem(i) for i in range(sheet.tree.topLevelItemCount())
               if sheet.tree.topLevelItem(i).text(0) == "Totals")
    labels = [top.child(j).text(0) for j in range(top.childCount())]
    assert labels[1:3] == ["LPAR general-CP busy of the CPs PR/SM gives it", "LPAR general-CP busy of its logical CPs"]
    assert "LPAR general-CP busy" not in labels  # one busy per capacity, each once
    assert row_texts(sheet, "Totals", labels[1])[2:4] == [f"{v:.1f}" for v in gets]
    assert row_texts(sheet, "Totals", labels[2])[2:4] == [f"{v:.1f}" for v in logical]
    readouts = " ".join(text for _, _, text in sheet.chart.hover_points)
    assert "PR/SM gives it" in readouts and "logical CPs" in readouts


def test_at_1000_by_650_the_change_column_shows_beside_long_labels(qtbot, window, write_plan):
    """Trial 3, 2.2: with AOR2 in another LPAR the labels, units and the binding constraint's words took the width
    and the change column was cut off at the right. The labels and the scenarios' words are narrowed (whole in their
    tooltips); the change column shows whole, its figures too."""
    import copy

    from tests.gui.test_routing_gui import PLAN

    base = copy.deepcopy(PLAN)
    base["region_groups"][2]["lpar"] = "PROD2"
    base["workloads"][0]["routing"] = [{"group": "AOR1", "share_pct": 50}, {"group": "AOR2", "share_pct": 50}]
    today = {"name": "Base", **{key: base.pop(key) for key in ("hardware", "region_groups", "workloads")}}
    home = copy.deepcopy(today) | {"name": "AOR2 in PROD1"}
    del home["region_groups"][2]["lpar"]
    base["scenarios"] = [today, home]
    window.resize(1000, 650)
    assert window.open_path(write_plan(base))
    sheet = show_compare(qtbot, window)
    tree = sheet.tree
    last = tree.columnCount() - 1
    assert sheet.table_width() > tree.width()  # every column whole would not fit: the case of the trial

    def change_column_whole() -> bool:
        header = tree.header()
        return (header.sectionViewportPosition(last) + header.sectionSize(last) <= tree.viewport().width()
                and header.sectionSize(last) >= tree.sizeHintForColumn(last))

    qtbot.waitUntil(change_column_whole, timeout=2000)
    assert tree.horizontalScrollBar().maximum() == 0
    label = "CPs the LPAR can get, the other LPARs at their load"
    row = next(tree.topLevelItem(0).child(j) for j in range(tree.topLevelItem(0).childCount())
               if tree.topLevelItem(0).child(j).text(0) == label)
    assert row.toolTip(0) == label and row.text(last)  # narrowed, whole in its tooltip; its change shown
    assert tree.columnWidth(2) >= tree.fontMetrics().horizontalAdvance(row.text(2))  # figures stay whole


def test_a_change_that_rounds_to_nothing_reads_without_a_sign(qtbot, window, write_plan):
    """Trial 3's plan with AOR2 moved home: the plan's MSU moves by a hair (53.2 -> 53.2) and read "-0.0%"."""
    import copy

    from tests.report.trial_plan import ROUTED_SCENARIOS

    assert window.open_path(write_plan(copy.deepcopy(ROUTED_SCENARIOS)))
    sheet = show_compare(qtbot, window)
    texts = row_texts(sheet, "Totals", "MSU of the plan's work in all its LPARs")
    assert texts[2:] == ["53.2", "53.2", "0.0%"]
    texts = row_texts(sheet, "Workload CICS TG ECI", "CPU per transaction")
    assert texts[-1] == "0.0000 ms (0.0%)"


def test_a_change_that_rounds_to_nothing_has_no_sign_in_its_tooltip(qtbot, window, tmp_path):
    """A busy 0.001 points lower read "-0.00 percentage points" in the tooltip while the cell read "0.0 pts"."""
    import copy
    import json

    doc = json.loads(Z16.read_text(encoding="utf-8"))
    tiny = copy.deepcopy(doc["scenarios"][0])
    tiny["name"] = "a hair less"
    tiny["workloads"][0]["tps"] = "=peak_tps*0.39999"
    doc["scenarios"][1] = tiny
    path = tmp_path / "tiny.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.open_path(path)
    sheet = show_compare(qtbot, window)
    change_column = sheet.tree.columnCount() - 1
    busy = next(sheet.tree.topLevelItem(0).child(j) for j in range(sheet.tree.topLevelItem(0).childCount())
                if sheet.tree.topLevelItem(0).child(j).text(0) == "LPAR general-CP busy")
    assert busy.text(change_column) == "0.0 pts"
    assert busy.toolTip(change_column).startswith("0.00 percentage points against today (z196)")


def drag_column_edge(header, column: int, by_px: int) -> None:
    """Drag the right edge of a header section with the mouse (press, a move with the button held, release)."""
    from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    edge = header.sectionViewportPosition(column) + header.sectionSize(column) - 1
    start, end = QPoint(edge, header.height() // 2), QPoint(edge + by_px, header.height() // 2)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    for kind, at, buttons in ((QEvent.Type.MouseButtonPress, start, left), (QEvent.Type.MouseMove, end, left),
                              (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)):
        point = QPointF(at)
        event = QMouseEvent(kind, point, QPointF(header.viewport().mapToGlobal(at)), left, buttons, none)
        QApplication.sendEvent(header.viewport(), event)


def test_a_column_the_user_widened_keeps_its_width_through_resizes_and_edits(qtbot, window):
    """Compare fitted every column again on each resize of the window, undoing the width a planner had dragged."""
    window.resize(1200, 700)
    assert window.open_path(Z16)
    sheet = show_compare(qtbot, window)
    header = sheet.tree.header()
    before = header.sectionSize(0)
    drag_column_edge(header, 0, 60)
    widened = header.sectionSize(0)
    assert widened >= before + 50
    window.resize(1000, 650)
    qtbot.wait(50)
    window.resize(1300, 800)
    qtbot.wait(50)
    assert header.sectionSize(0) == widened
    window.doc.set_cell(window.doc.cell_ref("workloads", 0, "tps"), 123)
    qtbot.waitUntil(lambda: not sheet._stale)
    assert header.sectionSize(0) == widened
