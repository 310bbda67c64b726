"""The Results sheet's totals with limits after an edit: the new limits shown, the pane left where the user scrolled
it, the issue list's selection kept, and a copy of the pane giving its figures as text."""

from __future__ import annotations

import faulthandler
import json

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.gui.document_pixels import pixels

from cicsplan.core.model.engine import compute
from conftest import SAMPLES

faulthandler.enable()


def type_rate(qtbot, window, row: int, text: str) -> None:
    """As a user does: select the rate cell, type (the first key opens the editor), Return."""
    window.tabs.setCurrentWidget(window.workloads)
    table = window.workloads.table
    column = [c.key for c in window.workloads.model.columns].index("tps")
    table.setCurrentIndex(table.model().index(row, column))
    table.setFocus()
    QTest.keyClicks(table, text[0])
    QTest.keyClicks(QApplication.focusWidget(), text[1:])
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QCoreApplication.processEvents()


def show_totals(qtbot, window):
    """The Results sheet on screen once its totals with limits are filled."""
    window.tabs.setCurrentWidget(window.results)
    sheet = window.results
    qtbot.waitUntil(lambda: not sheet.limits_timer.isActive() and "max plan tps" in sheet.totals_label.text())
    return sheet


def limit_line(limit, binding: bool) -> str:
    """A limit's row as the pane's plain text reads it: its cells one per line."""
    label = limit.label + (" (binding)" if binding else "") + (" †" if limit.assumptions else "")
    unit = limit.unit if limit.unit == "%" else " " + limit.unit
    head = "never reached" if limit.headroom_pct is None else f"{limit.headroom_pct:+.1f}%"
    max_tps = "" if limit.max_tps is None else f"{limit.max_tps:,.0f}"
    return f"{label}\n{limit.value:,.1f} / {limit.threshold:g}{unit}\n{max_tps}\n{head}"


def test_an_edit_shows_the_new_limits(qtbot, window):
    window.resize(1000, 650)
    sheet = show_totals(qtbot, window)
    before = sheet.totals_label.toPlainText()
    rate = window.doc.result.resolved.tps[0]
    type_rate(qtbot, window, 0, f"{float(rate) * 3:g}")
    sheet = show_totals(qtbot, window)
    summary = compute(window.doc.plan, window.doc.catalog, window.doc.scenario.name).limits()
    shown = sheet.totals_label.toPlainText()
    assert shown != before
    for limit in summary.limits:
        assert limit_line(limit, limit is summary.binding) in shown


def test_an_edit_leaves_the_pane_where_it_was_scrolled(qtbot, window):
    """It went back to the top on every edit: a planner reading the region groups lost their place."""
    window.resize(1000, 650)
    sheet = show_totals(qtbot, window)
    bar = sheet.totals_label.verticalScrollBar()
    assert bar.maximum() > 0  # the sample's totals are longer than the pane at this size
    bar.setValue(bar.maximum() // 2)
    scrolled_px = bar.value()
    rate = window.doc.result.resolved.tps[0]
    type_rate(qtbot, window, 0, f"{float(rate) + 1:g}")
    sheet = show_totals(qtbot, window)
    assert bar.value() == scrolled_px
    assert bar.isVisible()


def test_an_edit_that_changes_no_issue_keeps_the_selected_issue(qtbot, window, tmp_path):
    plan = json.loads((SAMPLES / "getting-started.cicsplan.json").read_text(encoding="utf-8"))
    plan["hardware"]["machine"] = "9999-999"  # an error: the issue list has a row to select
    path = tmp_path / "unknown-machine.cicsplan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    assert window.open_path(path)
    window.tabs.setCurrentWidget(window.results)
    sheet = window.results
    qtbot.waitUntil(lambda: sheet.issues.topLevelItemCount() > 0 and not sheet.limits_timer.isActive())
    issues = sheet.issues
    item = issues.topLevelItem(0)
    QTest.mouseClick(issues.viewport(), Qt.MouseButton.LeftButton, pos=issues.visualItemRect(item).center())
    assert issues.currentItem() is item
    rate = window.doc.result.resolved.tps[0]
    type_rate(qtbot, window, 0, f"{float(rate) + 1:g}")
    window.tabs.setCurrentWidget(sheet)
    qtbot.waitUntil(lambda: not sheet.limits_timer.isActive())
    assert issues.currentItem() is not None and issues.currentItem().isSelected()
    assert issues.currentItem().text(2).startswith("machine type 9999 is not in IBM's capacity ratings")


def test_copying_the_pane_gives_the_limits_as_text(qtbot, window):
    window.resize(1000, 650)
    sheet = show_totals(qtbot, window)
    pane = sheet.totals_label
    pane.setFocus()
    QTest.keySequence(pane, QKeySequence.StandardKey.SelectAll)
    QTest.keySequence(pane, QKeySequence.StandardKey.Copy)
    copied = QGuiApplication.clipboard().text()
    summary = window.doc.result.limits()
    assert copied.startswith("LPAR general-CP busy: ")
    assert "limit\nnow / limit\nmax plan tps\nheadroom\n" in copied
    for limit in summary.limits:
        assert limit_line(limit, limit is summary.binding) in copied


def assert_pane_shows_its_text(pane) -> None:
    """The pane shows what setting its text afresh would: the same characters and pixels at its width."""
    fresh = QTextDocument()
    fresh.setDefaultFont(pane.document().defaultFont())
    fresh.setDocumentMargin(pane.document().documentMargin())
    fresh.setHtml(pane.text())
    assert pane.toPlainText() == fresh.toPlainText()
    width_px = pane.viewport().width()
    assert pixels(pane.document(), width_px) == pixels(fresh, width_px)


def test_an_edit_changes_the_figures_in_place(qtbot, window, monkeypatch):
    """Setting a large plan's totals afresh took half their refresh: an edit that changes figures, and the ranges
    that follow it, change those in the pane, which then shows what a fresh text shows."""
    window.resize(1000, 650)
    sheet = show_totals(qtbot, window)
    pane = sheet.totals_label
    qtbot.waitUntil(lambda: "Range from assumptions</b>" in pane.text(), timeout=10_000)
    sets: list[str] = []
    set_html = pane.setHtml
    monkeypatch.setattr(pane, "setHtml", lambda html: (sets.append(html), set_html(html)))
    before = pane.toPlainText()
    rate = window.doc.result.resolved.tps[0]
    type_rate(qtbot, window, 0, f"{float(rate) + 1:g}")
    sheet = show_totals(qtbot, window)
    qtbot.waitUntil(lambda: pane.toPlainText() != before)
    assert "computing" in pane.toPlainText()  # the ranges of the new figures follow
    assert_pane_shows_its_text(pane)
    qtbot.waitUntil(lambda: "Range from assumptions</b>" in pane.text(), timeout=10_000)
    assert_pane_shows_its_text(pane)
    assert sets == []
    summary = window.doc.result.limits()
    for limit in summary.limits:
        assert limit_line(limit, limit is summary.binding) in pane.toPlainText()


def test_the_limits_are_computed_off_the_gui_thread_while_the_totals_wait(qtbot, window, monkeypatch):
    """The limits rerun the engine: computed in the GUI thread when the totals' debounce ran out, the planner waited
    for them after every edit. A worker computes them meanwhile; the pane shows the same limits."""
    import threading

    from cicsplan.core.model import engine

    sheet = show_totals(qtbot, window)
    threads: list[bool] = []
    evaluate = engine.evaluate_limits

    def recording(result, catalog):
        threads.append(threading.current_thread() is threading.main_thread())
        return evaluate(result, catalog)

    monkeypatch.setattr(engine, "evaluate_limits", recording)
    rate = window.doc.result.resolved.tps[0]
    type_rate(qtbot, window, 0, f"{float(rate) * 2:g}")
    sheet = show_totals(qtbot, window)
    assert threads == [False]  # once, in a worker
    summary = compute(window.doc.plan, window.doc.catalog, window.doc.scenario.name).limits()
    for limit in summary.limits:
        assert limit_line(limit, limit is summary.binding) in sheet.totals_label.toPlainText()


def test_an_undo_while_the_limits_are_computed_shows_the_limits_of_the_plan_undone_to(qtbot, window):
    """A worker's limits for the plan before an undo are never shown for the plan after it."""
    sheet = show_totals(qtbot, window)
    before = sheet.totals_label.toPlainText()
    rate = window.doc.result.resolved.tps[0]
    type_rate(qtbot, window, 0, f"{float(rate) * 3:g}")
    window.tabs.setCurrentWidget(sheet)  # the edited plan's limits asked for, the debounce running
    QCoreApplication.processEvents()
    QTest.qWait(40)  # the worker started on them
    window.tabs.currentWidget().setFocus()
    QTest.keyClick(window.tabs.currentWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.doc.result.resolved.tps[0] == rate
    qtbot.waitUntil(lambda: not sheet.limits_timer.isActive() and not sheet.limits_ahead.busy()
                    and sheet.totals_label.toPlainText().split("Range from")[0] == before.split("Range from")[0])
