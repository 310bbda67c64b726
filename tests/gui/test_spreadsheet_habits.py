"""The workbook behaves as the spreadsheets planners know (issue 17): every test drives the real window with
key presses and mouse clicks where a user makes them (a click lands on the widget under the pointer), and
checks what the user then sees or what the plan holds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QMenu
from tests.gui.conftest import popups_give_the_focus_back

from cicsplan.gui.cell_clipboard import CELLS_MIME
from cicsplan.gui.filter_bar import DESCRIBE_DELAY_MS

K = Qt.Key
M = Qt.KeyboardModifier
pytestmark = pytest.mark.gui


# ------------------------------------------------------------------------------------------------
# driving the window as a user does


def settle() -> None:
    QCoreApplication.processEvents()


def col(window, key: str) -> int:
    return [c.key for c in window.workloads.model.columns].index(key)


def workloads(window) -> list:
    return window.doc.scenario.workloads


def names(window) -> list:
    return [w.get("name") for w in workloads(window)]


def click_cell(window, row: int, key: str, modifier=M.NoModifier, double: bool = False) -> None:
    """A click where the cell is on the screen, given to the widget there (the frozen column over the grid's
    first column takes the clicks on the names)."""
    view = window.workloads.table
    index = view.model().index(row, col(window, key))
    view.scrollTo(index)
    settle()
    shown_in = view.frozen if view.frozen is not None and index.column() < view.frozen.count else view
    spot = shown_in.viewport().mapToGlobal(shown_in.visualRect(index).center())
    target = widget_at(window, spot)
    assert target is shown_in.viewport(), f"row {row} {key} is under {target}"
    local = target.mapFromGlobal(spot)
    if double:  # QTest's double-click is only the second click's events: the first comes before it
        QTest.mouseClick(target, Qt.MouseButton.LeftButton, modifier, local)
        QTest.mouseDClick(target, Qt.MouseButton.LeftButton, modifier, local)
    else:
        QTest.mouseClick(target, Qt.MouseButton.LeftButton, modifier, local)
    settle()


def widget_at(window, spot: QPoint):
    """The widget a click at ``spot`` (global) reaches: the topmost one there in the window."""
    return window.childAt(window.mapFromGlobal(spot))


def key(sequence: str) -> None:
    """Press a key sequence ("Ctrl+Shift+Z") on whatever has the keyboard focus."""
    combination = QKeySequence(sequence)[0]
    widget = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    QTest.keyClick(widget, combination.key(), combination.keyboardModifiers())
    settle()


def type_text(text: str) -> None:
    """Typed one key at a time into what has the focus (the first key opens a cell's editor)."""
    for ch in text:
        QTest.keyClicks(QApplication.activePopupWidget() or QApplication.focusWidget(), ch)
    settle()


def editing(window) -> bool:
    return window.workloads.table.state() == QAbstractItemView.State.EditingState


def current(window) -> tuple[int, str]:
    view = window.workloads.table
    index = view.plan_index(view.currentIndex())
    return index.row(), window.workloads.model.columns[index.column()].key


def choose(window, menu: QMenu, action) -> None:
    """Open a menu of the menu bar with a click and click one of its entries."""
    bar = window.menuBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, M.NoModifier, bar.actionGeometry(menu.menuAction()).center())
    settle()
    assert menu.isVisible(), f"the {menu.title()} menu did not open"
    assert action.isEnabled(), f"{action.text()} is disabled"
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, M.NoModifier, menu.actionGeometry(action).center())
    settle()


# ------------------------------------------------------------------------------------------------
# found, to fix


def test_ctrl_enter_puts_what_was_typed_in_every_selected_cell(sheet, window):
    click_cell(window, 0, "region")
    click_cell(window, 3, "region", M.ShiftModifier)
    type_text("BATCH")
    assert editing(window)
    key("Ctrl+Return")
    assert not editing(window)  # the editor closed
    assert [w.get("region") for w in workloads(window)] == ["BATCH"] * 4  # the typed text, not an old value
    key("Ctrl+Z")
    assert [w.get("region") for w in workloads(window)] == ["TOR", "WOR", "AOR", "AOR"]  # one edit
    # cells of different columns, picked with Ctrl+click: each takes the text, as in Excel
    click_cell(window, 0, "region")
    click_cell(window, 1, "notes", M.ControlModifier)
    type_text("Night shift")
    key("Ctrl+Enter")
    assert workloads(window)[0].get("region") == "Night shift" and workloads(window)[1].get("notes") == "Night shift"


@pytest.mark.parametrize("redo", ["Ctrl+Y", "Ctrl+Shift+Z"])
def test_redo_is_ctrl_y_and_ctrl_shift_z_everywhere(sheet, window, redo):
    assert {QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")} <= set(window.act_redo.shortcuts())
    assert window.act_redo.shortcut() == QKeySequence("Ctrl+Y")  # the one the menu shows, as the README says
    click_cell(window, 0, "tps")
    type_text("2500")
    key("Return")
    assert workloads(window)[0].get("tps") == 2500
    key("Ctrl+Z")
    assert workloads(window)[0].get("tps") == "=peak_tps*0.4"
    key(redo)
    assert workloads(window)[0].get("tps") == 2500


def test_the_formula_pane_shows_the_cell_as_it_is_now(sheet, window):
    pane = window.formula
    click_cell(window, 0, "ingress")
    assert "Holds: '3270'" in pane.toPlainText()
    QGuiApplication.clipboard().setText("ws-soap")
    key("Ctrl+V")
    assert current(window) == (0, "ingress") and "Holds: 'ws-soap'" in pane.toPlainText()
    key("Ctrl+Z")
    assert "Holds: '3270'" in pane.toPlainText()
    gone = names(window)[3]
    click_cell(window, 3, "name")
    assert gone in pane.toPlainText()
    key("Ctrl+-")  # Delete Rows
    assert gone not in names(window) and gone not in pane.toPlainText()
    assert current(window) == (2, "name") and names(window)[2] in pane.toPlainText()  # the cursor's cell
    click_cell(window, 1, "wl_cpu_pct")
    before = pane.toPlainText()
    click_cell(window, 1, "tps")
    type_text("5000")
    key("Return")
    click_cell(window, 1, "wl_cpu_pct")
    assert pane.toPlainText() != before  # the figure recomputed, shown anew


def test_file_new_is_a_blank_plan_and_the_samples_stay_under_open_sample(qtbot, sheet, window):
    key("Ctrl+N")
    plan = window.doc.plan
    assert (plan.name, plan.notes, len(plan.scenarios)) == ("New plan", "", 1)
    assert not workloads(window) and not plan.variables and not window.doc.result.errors
    assert window.tabs.currentWidget() is window.workloads
    assert "Getting started" not in window.windowTitle()
    file_menu = window.menuBar().actions()[0].menu()
    choose(window, file_menu, window.samples_menu.menuAction())
    qtbot.waitUntil(window.samples_menu.isVisible, timeout=3000)
    entry = next(a for a in window.samples_menu.actions() if a.text() == "CICS Transaction Gateway")
    QTest.mouseClick(window.samples_menu, Qt.MouseButton.LeftButton, M.NoModifier,
                     window.samples_menu.actionGeometry(entry).center())
    settle()
    assert window.doc.plan.name == "CICS Transaction Gateway" and window.doc.path is None


def test_a_refused_lpar_size_is_never_shown_as_the_default(sheet, window):
    window.tabs.setCurrentWidget(window.hardware)
    field = window.hardware.editors["cps"]
    QTest.mouseClick(field, Qt.MouseButton.LeftButton)
    key("Ctrl+A")
    type_text("300")
    key("Return")
    assert window.doc.scenario.hardware.get("cps") == 300
    info = window.hardware.machine_info.text()
    assert "3 CPs" not in info and "Not computed: LPAR CPs not valid" in info
    assert "allowed range 1 to 256" in field.message.text()


# ------------------------------------------------------------------------------------------------
# spreadsheet habits


def test_the_name_column_stays_in_view_and_edits_where_it_is_seen(sheet, window):
    view = sheet.table
    bar = view.horizontalScrollBar()
    bar.setValue(bar.maximum())  # scrolled right to the notes
    settle()
    assert view.columnAt(view.frozen.width() + 5) > col(window, "wl_cpu_pct")
    spot = view.viewport().mapToGlobal(QPoint(5, view.rowViewportPosition(2) + 5))
    assert widget_at(window, spot) is view.frozen.viewport()  # over the grid's left edge: the names
    click_cell(window, 2, "name")
    assert current(window) == (2, "name") and bar.value() == bar.maximum()  # no jump back to the left
    type_text("Gateway")
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit) and editor.parentWidget() is view.frozen.viewport() and editor.isVisible()
    key("Tab")  # commits and moves right, out of the frozen column
    assert names(window)[2] == "Gateway"
    assert current(window) == (2, "ingress")
    key("Escape")
    key("Left")
    assert current(window) == (2, "name") and view.hasFocus()  # the keyboard stays with the grid
    key("Down")
    key("Right")
    assert current(window) == (3, "ingress")
    left = view.visualRect(view.model().index(3, col(window, "ingress"))).left()
    assert left >= view.frozen.width()  # brought out from under the names
    view.horizontalScrollBar().setValue(0)
    click_cell(window, 1, "name", double=True)  # a double-click edits, as anywhere
    assert editing(window)
    key("Escape")


def test_the_totals_are_the_plans_and_line_up_with_their_columns(sheet, window):
    totals = sheet.totals.row
    model = totals.model()
    env = window.doc.result.env

    def shown(key):
        return model.data(model.index(0, col(window, key)))

    assert shown("tps") == f"{float(env['total_tps']):,.0f}" == "4,040"
    assert shown("wl_cpu_pct") == f"{100 * (float(env['gcp_engines']) + float(env['ziip_engines'])):.2f}"
    assert shown("wl_gcp_ms") == f"{float(env['gcp_engines']):.3f} CPs"
    assert shown("wl_ziip_ms") == f"{float(env['ziip_engines']):.3f} zIIPs"
    assert shown("name") == "4 workloads"
    view = sheet.table
    for scroll in (0, view.horizontalScrollBar().maximum() // 2):
        view.horizontalScrollBar().setValue(scroll)
        settle()
        for key_ in ("tps", "wl_cpu_pct", "notes"):
            grid = view.viewport().mapToGlobal(view.visualRect(view.model().index(0, col(window, key_))).topLeft())
            row = totals.viewport().mapToGlobal(totals.visualRect(model.index(0, col(window, key_))).topLeft())
            assert grid.x() == row.x(), f"{key_} at {scroll}"
    # the plan's totals, whatever the filter shows: the Name cell says what is hidden
    sheet.filter_bar.text.setFocus()
    type_text("AOR")
    key("Return")
    assert view.model().rowCount() == 2
    assert shown("tps") == "4,040" and shown("name") == "4 workloads, 2 hidden by the filter"
    totals_spot = totals.viewport().mapToGlobal(totals.visualRect(model.index(0, col(window, "tps"))).center())
    QTest.mouseClick(totals.viewport(), Qt.MouseButton.LeftButton, M.NoModifier,
                     totals.viewport().mapFromGlobal(totals_spot))
    assert "total rate — scenario 'Base': 4040 tps" in window.formula.toPlainText()  # explained as any figure


def test_sorting_and_filtering_change_the_view_never_the_plan_until_asked(sheet, window):
    order = names(window)
    click_cell(window, 0, "tps")
    choose(window, window.data_menu, sheet.table.actions_by_name["sort_descending"])
    view = sheet.table
    shown = [view.model().index(r, 0).data() for r in range(view.model().rowCount())]
    assert shown == ["Terminals", "Web API (HTTPS pooled)", "Gateway clients (IPIC)", "MQ requests (trigger EVERY)"]
    click_cell(window, 0, "tps")
    choose(window, window.data_menu, sheet.table.actions_by_name["sort_ascending"])
    assert view.model().index(0, 0).data() == "MQ requests (trigger EVERY)"
    assert names(window) == order and not window.doc.modified  # the plan did not move
    assert "view sorted by Rate (tps) ↑" in sheet.filter_bar.state.text()
    assert not sheet.table.actions_by_name["move_up"].isEnabled()  # positions mean nothing in a sorted view
    # editing through the sorted view writes the row the user sees
    click_cell(window, 0, "region")
    type_text("MQR")
    key("Return")
    assert workloads(window)[3].get("region") == "MQR"
    assert view.model().index(0, 0).data() == "MQ requests (trigger EVERY)"  # rows do not jump after an edit
    # Ctrl+D fills down the rows as they are shown
    click_cell(window, 0, "notes")
    type_text("peak hour")
    key("Return")
    click_cell(window, 0, "notes")
    click_cell(window, 1, "notes", M.ShiftModifier)
    key("Ctrl+D")
    assert workloads(window)[3].get("notes") == "peak hour" and workloads(window)[2].get("notes") == "peak hour"
    assert workloads(window)[0].get("notes") is None
    # the plan sorted on request, as one undoable edit
    click_cell(window, 0, "tps")
    choose(window, window.data_menu, sheet.table.actions_by_name["sort_plan"])
    assert names(window) == list(reversed(order))
    assert sheet.filter_bar.state.text() == ""  # the view shows the plan's order again
    key("Ctrl+Z")
    assert names(window) == order
    # a filter by a comparison in a column of numbers
    sheet.filter_bar.column.setCurrentIndex(sheet.filter_bar.column.findData(col(window, "tps")))
    sheet.filter_bar.text.setFocus()
    type_text(">=800")
    key("Return")
    assert [view.model().index(r, 0).data() for r in range(view.model().rowCount())] == order[:3]
    assert sheet.filter_bar.state.text().startswith("3 of 4 rows shown")
    click_cell(window, 2, "name")
    key("Ctrl+-")  # deletes the row shown, not the plan's third
    assert names(window) == order[:2] + order[3:]
    key("Ctrl+Z")
    assert names(window) == order


def test_find_goes_from_match_to_match(sheet, window):
    click_cell(window, 0, "name")
    key("Ctrl+F")
    bar = sheet.find_bar
    assert bar.isVisible() and QApplication.focusWidget() is bar.line
    type_text("aor")
    assert bar.count.text() == "2 matches"
    key("Return")
    assert current(window) == (2, "region")
    key("Return")
    assert current(window) == (3, "region")
    key("Shift+Return")
    assert current(window) == (2, "region")
    type_text("x")  # 'aorx' is nowhere
    key("Return")
    assert bar.count.text() == "not found" and current(window) == (2, "region")
    key("Escape")
    assert not bar.isVisible() and sheet.table.hasFocus()
    key("Ctrl+Home")
    key("F3")  # Find Next with the bar closed: it searches again, and the bar says what it found
    assert bar.isVisible() and bar.count.text() == "not found"
    bar.line.setFocus()
    key("Backspace")
    key("Escape")
    key("F3")
    assert current(window) == (2, "region") and sheet.table.hasFocus()


def test_copy_gives_excel_values_in_full_and_cicsplan_its_formulas(sheet, window):
    click_cell(window, 0, "tps")
    click_cell(window, 1, "wl_total_ms", M.ShiftModifier)
    key("Ctrl+C")
    mime = QGuiApplication.clipboard().mimeData()
    result = window.doc.result
    rows = [line.split("\t") for line in mime.text().splitlines()]
    assert rows[0][0] == "1600" and rows[1][0] == "1000"  # =peak_tps*0.4 as its value
    assert float(rows[0][1]) == result.value("wl_total_ms", 0)  # every digit: the shown 4 decimals are not all
    assert len(rows[0][1]) > 8
    assert mime.hasFormat(CELLS_MIME)
    click_cell(window, 3, "tps")
    key("Ctrl+V")
    assert workloads(window)[3].get("tps") == "=peak_tps*0.4"  # pasted in cicsplan: the formula stays
    # what Excel copies is text: it is read as values
    QGuiApplication.clipboard().setText("1234.5\n")
    click_cell(window, 2, "tps")
    key("Ctrl+V")
    assert workloads(window)[2].get("tps") == 1234.5


def test_fill_down_and_duplicate_have_their_own_keys(sheet, window):
    click_cell(window, 0, "tps")
    click_cell(window, 2, "tps", M.ShiftModifier)
    key("Ctrl+D")
    assert [w.get("tps") for w in workloads(window)][:3] == ["=peak_tps*0.4"] * 3
    click_cell(window, 3, "region")
    key("Ctrl+D")  # one cell: from the cell above, as in Excel
    assert workloads(window)[3].get("region") == "AOR"
    key("Ctrl+Z")
    key("Ctrl+Z")
    click_cell(window, 1, "name")
    key("Ctrl+Shift+D")
    assert names(window)[2] == "Web API (HTTPS pooled) copy" and len(workloads(window)) == 5
    click_cell(window, 0, "region")
    click_cell(window, 0, "notes", M.ShiftModifier)
    key("Ctrl+R")  # fill right: the left cell into the others that take an input
    assert workloads(window)[0].get("notes") == "TOR"
    assert workloads(window)[0].get("tps") == "TOR"
    assert workloads(window)[0].get("routing") is None  # edited in its dialog: filled only along its column


def test_every_action_shows_its_keys_and_no_two_share_them(window):
    menus = [a.menu() for a in window.menuBar().actions() if a.menu()]
    seen: dict[str, str] = {}
    for menu in menus:
        for action in menu.actions():
            if action.isSeparator() or action.menu() is not None:
                continue
            for sequence in action.shortcuts():
                text = sequence.toString()
                other = seen.setdefault(text, action.text())
                assert other == action.text(), f"{text} is both {other!r} and {action.text()!r}"
    expected = {"Ctrl+D": "Fill Down", "Ctrl+Shift+D": "Duplicate Rows", "Ctrl+R": "Fill Right",
                "Ctrl+Y": "&Redo", "Ctrl+Shift+Z": "&Redo", "Ctrl+F": "&Find…", "Ctrl+N": "&New"}
    for sequence, text in expected.items():
        assert seen[sequence] == text, sequence
    # the grid's own actions are the Edit menu's (one object): a key means the same in the menu and the grid
    table_actions = set(window.workloads.table.actions())
    assert {a for a in window.edit_menu.actions() if a in table_actions}


def test_the_ingress_list_is_wide_enough_to_read_and_fields_appear_where_they_apply(sheet, window):
    with popups_give_the_focus_back(window):
        click_cell(window, 2, "ingress")
        key("F2")
        picker = QApplication.focusWidget()
        while picker is not None and not hasattr(picker, "current_id"):
            picker = picker.parentWidget()
        assert picker is not None
        QTest.keyClick(picker, K.Key_Down, M.AltModifier)  # opens the list
        settle()
        listing = picker.view()
        widest = max(listing.fontMetrics().horizontalAdvance(picker.itemText(r)) for r in range(picker.count()))
        assert listing.width() >= widest and listing.width() > sheet.table.columnWidth(col(window, "ingress")) * 2
        picker.hidePopup()
        key("Escape")
    assert not editing(window)
    click_cell(window, 2, "tls")  # ctg-ipic: no TLS add-on
    key("F2")
    assert not editing(window)
    assert sheet.table.model().index(2, col(window, "tls")).data() == "—"
    click_cell(window, 2, "channel")  # but IPIC takes a channel
    key("F2")
    assert editing(window)
    key("Escape")
    click_cell(window, 0, "ingress")
    QGuiApplication.clipboard().setText("cws-http")
    key("Ctrl+V")
    click_cell(window, 0, "tls")
    key("F2")
    box = QApplication.focusWidget()
    assert [box.itemData(i) for i in range(box.count())] == ["", "full", "partial"]  # what HTTP allows
    key("Escape")


def test_the_formula_pane_hides_and_keeps_its_size_per_sheet(sheet, window):
    dock = window.formula_dock
    assert dock.isVisible()
    key("Ctrl+F2")
    assert not dock.isVisible()
    window.tabs.setCurrentWidget(window.results)
    assert dock.isVisible()  # the Results sheet keeps its own
    window.resizeDocks([dock], [200], Qt.Orientation.Vertical)
    settle()
    height = dock.height()
    window.tabs.setCurrentWidget(window.charts)
    assert not dock.isVisible()  # the charts need the room
    window.tabs.setCurrentWidget(window.workloads)
    assert not dock.isVisible()
    window.tabs.setCurrentWidget(window.results)
    settle()
    assert dock.isVisible() and abs(dock.height() - height) <= 2


def test_a_sorted_view_left_out_of_order_by_an_edit_says_so_until_it_is_sorted_again(sheet, window, qtbot):
    """Rows stay where they are after an edit, as in a spreadsheet; the view then no longer reads in the sorted
    order, and the state above the grid said "view sorted by" all the same (found by a trial)."""
    click_cell(window, 0, "tps")
    choose(window, window.data_menu, sheet.table.actions_by_name["sort_descending"])
    state = sheet.filter_bar.state
    assert state.text() == "view sorted by Rate (tps) ↓ (plan order kept)"
    view = sheet.table
    last = view.model().rowCount() - 1
    click_cell(window, last, "tps")
    type_text("9999")
    key("Return")
    assert view.model().index(last, col(window, "tps")).data() == "9,999"  # the row stayed where it was
    qtbot.waitUntil(lambda: "before edits" in state.text())
    assert state.text() == "view sorted by Rate (tps) ↓ before edits: Sort > Reapply Sort and Filter"
    assert "Reapply Sort and Filter sorts it again" in state.toolTip()
    choose(window, window.data_menu, sheet.table.actions_by_name["reapply"])
    assert view.model().index(0, col(window, "tps")).data() == "9,999"
    assert state.text() == "view sorted by Rate (tps) ↓ (plan order kept)"
    # an edit that keeps the order keeps the plain state
    click_cell(window, 0, "tps")
    type_text("10000")
    key("Return")
    qtbot.wait(2 * DESCRIBE_DELAY_MS)
    assert state.text() == "view sorted by Rate (tps) ↓ (plan order kept)"


def test_the_current_and_sorted_columns_header_is_whole(sheet, window):
    """Qt draws the current column's header bold, and a sorted one with its arrow: the header of CPU % of 1 engine
    read "PU % of 1 engin" (a trial's screenshot), cut on both sides."""
    header = sheet.table.horizontalHeader()
    column = col(window, "wl_cpu_pct")
    click_cell(window, 0, "wl_cpu_pct")
    assert header.sectionSizeFromContents(column).width() <= sheet.table.columnWidth(column)
    choose(window, window.data_menu, sheet.table.actions_by_name["sort_descending"])
    assert header.isSortIndicatorShown()
    assert header.sectionSizeFromContents(column).width() <= sheet.table.columnWidth(column)
