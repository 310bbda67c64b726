"""The Ranges sheet: percentiles beside the point values, the tornado, and spreads edited in place."""

from __future__ import annotations

import faulthandler

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from conftest import SAMPLES

Z16 = SAMPLES / "moving-to-z16.cicsplan.json"


def show_ranges(qtbot, window):
    window.tabs.setCurrentWidget(window.ranges)
    # the samples are computed in a worker thread: the sheet fills when they arrive
    qtbot.waitUntil(lambda: window.doc.cached_ranges() is not None and "computing" not in window.ranges.header.text(),
                    timeout=10000)
    return window.ranges


def tree_row(sheet, label):
    tree = sheet.tree
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        for j in range(top.childCount()):
            if top.child(j).text(0) == label:
                return [top.child(j).text(c) for c in range(tree.columnCount())]
    raise AssertionError(f"no row {label}")


def source_row(sheet, name):
    table = sheet.sources
    for row in range(table.rowCount()):
        if table.item(row, 0).text() == name:
            return row
    raise AssertionError(f"no source {name}")


def test_edits_never_wait_for_the_ranges(qtbot, window):
    """The Monte Carlo runs off the GUI thread: an edit returns at once, the range follows."""
    assert window.open_path(Z16)
    window.tabs.setCurrentWidget(window.results)
    window.doc.set_cell(window.doc.cell_ref("workloads", 0, "tps"), 3000)
    assert window.doc.cached_ranges() is None  # not computed inside the edit
    qtbot.waitUntil(lambda: "Range from assumptions</b> (5th to 95th" in window.results.totals_label.text(),
                    timeout=10000)


def test_ranges_beside_the_point_and_a_ranked_tornado(qtbot, window):
    assert window.open_path(Z16)
    window.doc.switch_scenario(1)
    sheet = show_ranges(qtbot, window)
    point = window.doc.result.limits().binding.max_tps
    row = tree_row(sheet, "at the binding limit")
    assert row[2] == f"{point:,.0f}"
    low, high = (float(row[k].replace(",", "")) for k in (3, 5))
    assert low < point < high
    bars = window.doc.ranges().tornado
    assert bars[0].name == "Address-space coverage" and len(bars) >= 4
    assert "Address-space coverage" in sheet.tornado.readout.text()
    assert "not a confidence interval" in sheet.header.text()


def test_editing_a_spread_recomputes_and_undoes(qtbot, window):
    assert window.open_path(Z16)
    window.doc.switch_scenario(1)
    sheet = show_ranges(qtbot, window)
    row = source_row(sheet, "Software release of the ingress path")
    assert sheet.sources.item(row, 3).text() == "yes"
    sheet.sources.item(row, 1).setText("0")
    qtbot.waitUntil(lambda: sheet.sources.item(source_row(sheet, "Software release of the ingress path"), 3)
                    .text() == "no")
    assert window.doc.plan.assumptions["range_release_pct"] == 0
    assert "range_release_pct" not in {b.source for b in window.doc.ranges().tornado}
    window.doc.undo_stack.undo()
    qtbot.waitUntil(lambda: sheet.sources.item(source_row(sheet, "Software release of the ingress path"), 3)
                    .text() == "yes")
    assert "range_release_pct" not in window.doc.plan.assumptions


def test_coverage_spread_takes_low_to_high_as_one_undo_step(qtbot, window):
    assert window.open_path(Z16)
    sheet = show_ranges(qtbot, window)
    row = source_row(sheet, "Address-space coverage")
    sheet.sources.item(row, 1).setText("0.8 to 0.9")
    qtbot.waitUntil(lambda: window.doc.plan.assumptions.get("range_coverage_high") == 0.9)
    assert window.doc.plan.assumptions["range_coverage_low"] == 0.8
    window.doc.undo_stack.undo()
    assert "range_coverage_low" not in window.doc.plan.assumptions
    assert "range_coverage_high" not in window.doc.plan.assumptions


def test_a_spread_out_of_its_range_is_an_error_naming_it(qtbot, window):
    assert window.open_path(Z16)
    sheet = show_ranges(qtbot, window)
    row = source_row(sheet, "Software release of the ingress path")
    sheet.sources.item(row, 1).setText("500")
    qtbot.waitUntil(lambda: bool(window.doc.result.errors))
    message = window.doc.result.errors[0].message
    assert "500" in message and "0" in message and "100" in message
    qtbot.waitUntil(lambda: "the plan has errors" in sheet.header.text())


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_the_tornado_fits_its_pane_with_its_titles(qtbot, window, size):
    window.resize(*size)
    assert window.open_path(SAMPLES / "getting-started.cicsplan.json")
    sheet = show_ranges(qtbot, window)
    qtbot.wait(150)  # the labels are fitted to the laid-out plot
    chart = sheet.tornado
    item = chart.plot.getPlotItem()
    shown = chart.plot.mapToScene(chart.plot.viewport().rect()).boundingRect()
    # the plot, its title and its x-axis title lie across what the chart shows: nothing cut on the right
    for part in (item, item.titleLabel, item.getAxis("bottom").label):
        rect = part.sceneBoundingRect()
        assert shown.left() - 1 <= rect.left() and rect.right() <= shown.right() + 1, (part, rect, shown)
    # every source is named, in at most two lines within a third of the chart; whole at 1280 wide
    bars = window.doc.ranges().tornado
    ticks = item.getAxis("left")._tickLevels[0]
    assert len(ticks) == len(bars)
    metrics = chart.plot.fontMetrics()
    for (_y, text), bar in zip(ticks, bars, strict=True):
        lines = text.split("\n")
        assert len(lines) <= 2 and max(metrics.horizontalAdvance(line) for line in lines) <= chart.width() * 0.3
        if size == (1280, 800):
            assert " ".join(lines) == bar.name


def click_tab(window, sheet) -> None:
    """A mouse click on the sheet's tab, as a user changes sheets."""
    bar = window.tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(window.tabs.indexOf(sheet)).center())
    QCoreApplication.processEvents()


def test_ranges_that_arrive_while_the_results_sheet_is_hidden_are_shown_when_it_is_back(qtbot, window):
    """A planner who glances at Results after an edit and moves on: the ranges finish while another sheet is shown,
    and the pane showed "computing…" for good (the arrival was dropped and nothing refilled the pane on show)."""
    faulthandler.enable()
    window.resize(1280, 800)
    table = window.workloads.table
    click_tab(window, window.workloads)
    column = [c.key for c in window.workloads.model.columns].index("tps")
    table.setCurrentIndex(table.model().index(0, column))
    table.setFocus()
    rate = f"{float(window.doc.result.resolved.tps[0]) + 7:g}"
    QTest.keyClicks(table, rate[0])  # the first key opens the editor
    QTest.keyClicks(QApplication.focusWidget(), rate[1:])
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QCoreApplication.processEvents()  # Return commits on the next turn of the event loop, before a hand can click
    click_tab(window, window.results)
    pane = window.results.totals_label
    qtbot.waitUntil(lambda: "Range from assumptions: computing" in pane.toPlainText())
    click_tab(window, window.workloads)
    qtbot.waitUntil(lambda: window.doc.cached_ranges() is not None, timeout=15_000)
    click_tab(window, window.results)
    qtbot.waitUntil(lambda: "Range from assumptions (5th to 95th percentile" in pane.toPlainText(), timeout=5_000)
    assert "computing" not in pane.toPlainText()
