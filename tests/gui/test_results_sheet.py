"""The Results sheet's issue list: the message is what a planner reads, so it gets the room."""

from __future__ import annotations

import json

from conftest import SAMPLES


def open_with_unknown_machine(window, tmp_path):
    plan = json.loads((SAMPLES / "getting-started.cicsplan.json").read_text(encoding="utf-8"))
    plan["hardware"]["machine"] = "9999-999"
    path = tmp_path / "unknown-machine.cicsplan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    assert window.open_path(path)


def show_issues(qtbot, window):
    window.tabs.setCurrentWidget(window.results)
    sheet = window.results
    qtbot.waitUntil(lambda: sheet.issues.topLevelItemCount() > 0 and not sheet.limits_timer.isActive())
    qtbot.wait(50)  # the rows are laid out again after the columns settle
    return sheet


def test_a_long_message_is_shown_whole_and_has_the_width(qtbot, window, tmp_path):
    window.resize(1280, 800)
    open_with_unknown_machine(window, tmp_path)
    sheet = show_issues(qtbot, window)
    issues = sheet.issues
    item = issues.topLevelItem(0)
    message = item.text(2)
    assert message.startswith("machine type 9999 is not in IBM's capacity ratings")
    # the message column takes what the severity and location leave, and more than the location
    assert issues.header().stretchLastSection()
    assert issues.columnWidth(2) > issues.columnWidth(1)
    assert issues.columnWidth(2) >= issues.viewport().width() * 0.5
    # wrapped, not cut: the row is as tall as the text needs at the column's width
    metrics = issues.fontMetrics()
    needed = metrics.boundingRect(0, 0, issues.columnWidth(2) - 8, 10_000,
                                  0x1000, message).height()  # Qt.TextFlag.TextWordWrap
    assert needed > metrics.height() * 1.5  # the message does not fit one line at this width
    assert issues.visualItemRect(item).height() >= needed
    # and the tooltip holds it in full, with where it is
    assert message in item.toolTip(2) and "hardware, Machine" in item.toolTip(2)
    assert "1 error, 0 warnings" in sheet.problems.title()


def test_with_errors_the_issue_list_gets_the_height(qtbot, window, tmp_path):
    window.resize(1000, 650)
    open_with_unknown_machine(window, tmp_path)
    sheet = show_issues(qtbot, window)
    totals, problems = sheet.side.sizes()
    assert problems > totals  # the totals are one sentence ("Not computed"); the list is what matters
    # when the errors go, the totals take the room back
    window.doc.set_cell(window.doc.cell_ref("hardware", 0, "machine"), "2817-779")
    qtbot.waitUntil(lambda: sheet.issues.topLevelItemCount() == 0 and not sheet.limits_timer.isActive())
    totals, problems = sheet.side.sizes()
    assert totals > 2 * problems


def test_the_totals_give_the_msu(qtbot, window):
    """The z16 scenario of the sample: new work, LPAR and zIIP-offload MSU at the 3931-705's 1,232 MSU / 5 CPs."""
    from cicsplan.core.model.msu import msu_figures

    assert window.open_path(SAMPLES / "moving-to-z16.cicsplan.json")
    window.doc.switch_scenario(1)
    window.tabs.setCurrentWidget(window.results)
    sheet = window.results
    qtbot.waitUntil(lambda: not sheet.limits_timer.isActive()
                    and "MSU of the new work in the plan&#x27;s LPAR" in sheet.totals_label.text())
    m = msu_figures(window.doc.result)
    assert m.msu_per_cp == 1232 / 5
    text = sheet.totals_label.text()
    assert f"MSU of the new work in the plan&#x27;s LPAR: <b>{m.new_work_msu:,.1f} MSU</b>" in text
    assert f"LPAR MSU at the planned busy: <b>{m.lpar_msu:,.1f} MSU</b>" in text
    assert f"MSU kept off the general CPs by zIIPs: <b>{m.ziip_offload_msu:,.1f} MSU</b>" in text


def limit_rows(sheet):
    """Each row of the totals' limits table as (its cells' texts, the most lines any of its cells takes)."""
    from PySide6.QtGui import QTextTable

    document = sheet.totals_label.document()
    document.setTextWidth(sheet.totals_label.viewport().width())
    for frame in document.rootFrame().childFrames():
        if isinstance(frame, QTextTable) and frame.cellAt(0, 0).firstCursorPosition().block().text() == "limit":
            rows = []
            for row in range(1, frame.rows()):
                cells = [frame.cellAt(row, column) for column in range(frame.columns())]
                texts = [cell.firstCursorPosition().block().text() for cell in cells]
                lines = max(cell.firstCursorPosition().block().layout().lineCount() for cell in cells)
                rows.append((texts, lines))
            return rows
    raise AssertionError("no limits table in the totals")


def test_in_a_small_window_each_limit_reads_on_one_line(qtbot, window, tmp_path):
    """Issue 29: at 1000x650 the side column had 45% of the width, every limit's name and figures wrapped over two
    or three lines and the pane showed two limits; it now takes the width its table needs, while a wide
    window keeps its shares."""
    from tests.report.trial_plan import TRIAL

    path = tmp_path / "trial.cicsplan.json"
    path.write_text(json.dumps(TRIAL), encoding="utf-8")
    window.resize(1000, 650)
    assert window.open_path(path)
    sheet = window.results
    window.tabs.setCurrentWidget(sheet)
    qtbot.waitUntil(lambda: "max plan tps" in sheet.totals_label.text())
    qtbot.wait(50)
    rows = limit_rows(sheet)
    assert len(rows) >= 6
    for texts, lines in rows:
        assert lines == 1, texts
    tree_px, side_px = sheet.splitter.sizes()
    assert tree_px >= 0.4 * (tree_px + side_px)  # the workloads keep a fair part of the width
