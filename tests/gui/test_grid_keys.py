"""Keys every grid shares (issue 25), driven with real key events on the real window: Enter commits and moves down
on every editable grid (Day, the region groups, the plan variables, the assumptions); Tab from an edited input goes
to the next input, passing over computed columns; F4 or Alt+Down opens a cell's list; text in the ingress picker
that names several methods opens the list with those methods instead of leaving the old one in the cell."""

from __future__ import annotations

import faulthandler

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox
from tests.gui.conftest import popups_give_the_focus_back
from tests.gui.test_spreadsheet_habits import (
    click_cell,
    current,
    editing,
    key,
    settle,
    type_text,
)

from cicsplan.core.plan.plan import Record

faulthandler.enable()
pytestmark = pytest.mark.gui
K = Qt.Key
M = Qt.KeyboardModifier


def open_list(window) -> QComboBox | None:
    """The drop-down editor open in the Workloads grid (its list, when open, has the keyboard)."""
    return next((box for box in window.workloads.table.findChildren(QComboBox) if box.isVisible()), None)


def type_into_grid(grid, row: int, column: int, texts: list[str]) -> None:
    """Put the cursor on a cell with a click and type each text followed by Enter, as a planner fills a column."""
    grid.scrollTo(grid.model().index(row, column))
    settle()
    spot = grid.visualRect(grid.model().index(row, column)).center()
    QTest.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, M.NoModifier, spot)
    settle()
    for text in texts:
        type_text(text)
        key("Return")


def test_enter_moves_down_on_the_day_sheet(window):
    """The trial's 24 multipliers typed with Enter all landed in 00:00."""
    window.tabs.setCurrentWidget(window.day)
    window.activateWindow()
    settle()
    hours = [0.2, 0.2, 0.2, 0.2, 0.2, 0.3, 0.5, 0.8, 1, 1, 0.95, 0.9, 0.9, 1, 1, 0.9, 0.8, 0.6, 0.5, 0.4, 0.3, 0.3,
             0.2, 0.2]
    type_into_grid(window.day.table, 0, 0, [f"{h:g}" for h in hours])
    assert window.doc.scenario.hourly_profile["all"] == hours
    assert window.day.table.currentRow() == 23


def test_enter_moves_down_in_the_region_groups_and_the_plan_variables(window):
    window.tabs.setCurrentWidget(window.hardware)
    window.activateWindow()
    settle()
    groups = window.hardware.groups_table
    window.doc.insert_records("region_groups", 1, [Record({"name": "TOR", "regions": 1})], "Add a group")
    regions = [c.key for c in window.hardware.groups_model.columns].index("regions")
    type_into_grid(groups, 0, regions, ["3", "4"])
    assert [g.get("regions") for g in window.doc.scenario.region_groups[:2]] == [3, 4]
    window.tabs.setCurrentWidget(window.assumptions)
    settle()
    window.doc.set_mapping("variables", "growth", 1, "Add variable")
    variables = window.assumptions.variables
    names = [variables.item(r, 0).text() for r in range(variables.rowCount())]
    type_into_grid(variables, 0, 1, ["5000", "1.25"])
    assert [window.doc.plan.variables[n] for n in names] == [5000, 1.25]


def test_enter_moves_down_among_the_assumptions(window):
    window.tabs.setCurrentWidget(window.assumptions)
    settle()
    table = window.assumptions.assumptions
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text().startswith("QR TCB CPU busy ceiling"))
    type_into_grid(table, row, 1, ["60"])
    assert table.currentRow() == row + 1 and table.currentColumn() == 1
    assert window.doc.plan.assumptions["qr_cpu_ceiling_pct"] == 60


def test_tab_from_an_edited_rate_goes_to_the_next_input(sheet, window):
    """Computed columns sit between the rate and the next input (Routing, whose editor Tab does not open): Tab
    passes over them, Shift+Tab back."""
    click_cell(window, 0, "tps")
    type_text("1800")
    key("Tab")
    assert current(window) == (0, "routing")
    assert window.doc.scenario.workloads[0].get("tps") == 1800
    key("Escape")
    key("Shift+Tab")
    assert current(window) == (0, "tps")
    key("Escape")
    click_cell(window, 0, "wl_cpu_pct")  # from a computed cell too: the next input
    key("Tab")
    assert current(window) == (0, "routing")


@pytest.mark.parametrize("keys", ["F4", "Alt+Down"])
def test_f4_or_alt_down_opens_the_cells_list(sheet, window, keys):
    with popups_give_the_focus_back(window):
        click_cell(window, 1, "ingress")
        key(keys)
        picker = open_list(window)
        assert editing(window) and picker is not None and picker.view().isVisible()
        picker.hidePopup()
        key("Escape")
        click_cell(window, 2, "channel")  # the CTG IPIC row: it takes a channel
        key(keys)
        box = open_list(window)
        assert box is not None and box.view().isVisible() and box.count() == 2  # no, yes
        box.hidePopup()
        key("Escape")
    assert not editing(window)


def test_an_ambiguous_ingress_offers_its_matches_instead_of_keeping_the_old_method(sheet, window, dialogs):
    """'soap' then Tab: the list opens with the two SOAP methods; Down and Enter take the second."""
    before = window.doc.scenario.workloads[0].get("ingress")
    with popups_give_the_focus_back(window):
        click_cell(window, 0, "ingress")
        type_text("soap")
        key("Tab")
        picker = open_list(window)
        assert editing(window) and current(window) == (0, "ingress")  # the cursor stays on the cell
        assert picker is not None and picker.view().isVisible()
        shown = [picker.itemData(r, Qt.ItemDataRole.UserRole + 1) for r in range(picker.count())
                 if not picker.view().isRowHidden(r)]
        assert shown == ["ws-soap", "ws-soap-1000"]
        assert window.doc.scenario.workloads[0].get("ingress") == before  # nothing written yet
        QTest.keyClick(picker.view(), K.Key_Down)
        QTest.keyClick(picker.view(), K.Key_Return)
        settle()
    assert window.doc.scenario.workloads[0].get("ingress") == "ws-soap-1000"
    assert not editing(window) and not dialogs.shown  # no message box on the way
    with popups_give_the_focus_back(window):  # text naming one method: Tab takes it and moves on
        click_cell(window, 1, "ingress")
        type_text("ctg-exci")
        key("Tab")
    assert window.doc.scenario.workloads[1].get("ingress") == "ctg-exci"
    assert current(window)[1] != "ingress"
