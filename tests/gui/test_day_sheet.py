"""The Day sheet: editing the hourly profile with real keys and clicks, one undoable edit per change, and the
day's figures beside it."""

from __future__ import annotations

import faulthandler

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from tests.gui.conftest import edit_current_cell

from cicsplan.core.model.daily import daily_figures
from cicsplan.core.plan.profile import PRESETS

faulthandler.enable()  # a crash in Qt prints the Python stack that caused it


def open_day(qtbot, window):
    bar = window.tabs.tabBar()
    index = window.tabs.indexOf(window.day)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is window.day)
    return window.day


def type_hour(qtbot, sheet, hour, text):
    table = sheet.table
    table.setCurrentCell(hour, 0)
    edit_current_cell(qtbot, table, text)


def undo(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_typing_a_multiplier_moves_the_peak_and_undo_restores_the_flat_day(qtbot, window):
    sheet = open_day(qtbot, window)
    assert window.doc.scenario.hourly_profile is None
    type_hour(qtbot, sheet, 10, "2")
    profile = window.doc.scenario.hourly_profile
    assert profile["all"][10] == 2 and profile["all"].count(1.0) == 23
    day = daily_figures(window.doc.result)
    assert day.peak_hour == 10 and day.peak_window_hours == (7, 8, 9, 10)
    assert sheet.table.item(10, 0).text() == "2"
    assert sheet.table.item(10, 3).text() == f"{day.lpar_msu[10]:,.1f}"
    assert "at 10:00-11:00" in sheet.summary.text()
    assert sheet.chart.readout.text().startswith(f"Peak hour 10:00: {day.peak_msu:,.1f} MSU")  # the chart redrawn
    undo(qtbot, window)
    assert window.doc.scenario.hourly_profile is None  # one edit, one undo
    assert sheet.table.item(10, 0).text() == "1"
    assert "flat profile" in sheet.summary.text()


def test_a_bad_multiplier_is_kept_and_named_with_its_range(qtbot, window):
    sheet = open_day(qtbot, window)
    type_hour(qtbot, sheet, 3, "-1")
    assert window.doc.scenario.hourly_profile["all"][3] == -1
    assert "hourly_profile.all[3]" in sheet.summary.text() and "from 0 to 1,000" in sheet.summary.text()
    type_hour(qtbot, sheet, 3, "0.5")
    assert "errors" not in sheet.summary.text() and not window.doc.result.errors


def test_a_preset_is_one_undoable_edit(qtbot, window):
    sheet = open_day(qtbot, window)
    office = next(k for k in PRESETS if k.startswith("Office day,"))
    sheet.presets.setFocus()
    while sheet.presets.currentText() != office:
        qtbot.keyClick(sheet.presets, Qt.Key.Key_Down)
    QTest.mouseClick(sheet.apply_preset, Qt.MouseButton.LeftButton)
    assert window.doc.scenario.hourly_profile == {"all": list(PRESETS[office])}
    assert [sheet.table.item(h, 0).text() for h in (0, 10)] == ["0.1", "1"]
    assert daily_figures(window.doc.result).peak_4hra_msu < daily_figures(window.doc.result).peak_msu
    undo(qtbot, window)
    assert window.doc.scenario.hourly_profile is None


def test_a_workload_gets_its_own_profile_and_gives_it_back(qtbot, window):
    sheet = open_day(qtbot, window)
    name = window.doc.scenario.workloads[1].get("name")
    sheet.which.setFocus()
    qtbot.keyClick(sheet.which, Qt.Key.Key_Down)
    qtbot.keyClick(sheet.which, Qt.Key.Key_Down)
    assert sheet.which.currentText() == name
    type_hour(qtbot, sheet, 5, "3")
    own = window.doc.scenario.hourly_profile["workloads"][name]
    assert own[5] == 3 and own.count(1.0) == 23 and "all" not in window.doc.scenario.hourly_profile
    assert sheet.which.currentText() == name and sheet.use_shared.isEnabled()
    assert daily_figures(window.doc.result).peak_hour == 5
    QTest.mouseClick(sheet.use_shared, Qt.MouseButton.LeftButton)
    assert window.doc.scenario.hourly_profile is None and not sheet.use_shared.isEnabled()
    undo(qtbot, window)
    assert window.doc.scenario.hourly_profile["workloads"][name][5] == 3


def test_the_day_is_computed_when_its_sheet_is_looked_at_not_on_every_edit(qtbot, window):
    """Twenty-four hours through the engine is work an edit on the Workloads sheet should not pay for."""
    window.tabs.setCurrentWidget(window.workloads)
    window.doc.set_cell(window.doc.cell_ref("workloads", 0, "tps"), 1234)
    assert window.doc.result._daily is None  # nothing on screen asked for the day
    sheet = open_day(qtbot, window)
    assert window.doc.result._daily is not None and sheet.table.item(0, 1).text() != ""
