"""Help > User Guide (F1) shows the guide inside cicsplan, read from the installation: a locked-down desktop may have
no application for Markdown. The tests press F1 on the workbook, click the guide's own links and its contents,
and find words with Ctrl+F, as a user does; the figure markers (HTML comments) never show."""

from __future__ import annotations

import faulthandler

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cicsplan.gui import help_window
from cicsplan.gui.guide_text import anchor_name, without_comments

faulthandler.enable()
pytestmark = pytest.mark.gui
K = Qt.Key
M = Qt.KeyboardModifier


def settle() -> None:
    for _ in range(3):
        QCoreApplication.processEvents()


@pytest.fixture
def guide(window, qtbot):
    """The guide as F1 on the workbook opens it, active, scrolled to its top."""
    window.activateWindow()
    window.workloads.table.setFocus()
    settle()
    QTest.keyClick(QApplication.focusWidget(), K.Key_F1)
    settle()
    shown = window.guide_window
    assert shown is not None and shown.isVisible()
    shown.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is shown)
    qtbot.waitExposed(shown)
    qtbot.wait(50)  # placed on the screen (keep_on_screen) and laid out at its width
    shown.browser.setFocus()
    shown.browser.verticalScrollBar().setValue(0)
    settle()
    return shown


def click_text(browser, text: str) -> None:
    """A mouse click on the first place ``text`` is shown, as a user clicks a link."""
    found = browser.document().find(text)
    assert not found.isNull(), text
    spot = QTextCursor(found)
    spot.setPosition(found.selectionStart() + 1)
    rect = browser.cursorRect(spot)
    assert browser.viewport().rect().contains(rect.center()), f"'{text}' is not in view"
    QTest.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, M.NoModifier,
                     QPoint(rect.x() + 2, rect.center().y()))
    settle()


def line_at_top(browser) -> str:
    browser.document().documentLayout().documentSize()  # the whole text laid out at the window's width
    return browser.cursorForPosition(QPoint(30, 12)).block().text()


def test_f1_opens_the_guide_inside_cicsplan_without_its_figure_markers(guide, window):
    assert window.act_guide.shortcut().toString() == "F1"  # the menu shows the key
    assert guide.windowTitle() == "cicsplan user guide"
    text = guide.browser.toPlainText()
    assert text.startswith("cicsplan user guide")
    assert "0.86 CPs of LPAR busy" in text and "28.6% busy" in text  # the marked figures stay, their markers go
    for marker in ("<!--", "-->", "figure branch", "plan branch-ws", "sample:rtw"):
        assert marker not in text
    assert "| name | ingress |" not in text  # tables are tables, not Markdown
    assert guide.contents.topLevelItem(0).text(0) == "1. A sizing from the documents"
    sections = [guide.contents.topLevelItem(i).text(0) for i in range(guide.contents.topLevelItemCount())]
    assert "8. Starting from your RMF reports" in sections
    QTest.keyClick(QApplication.focusWidget(), K.Key_F1)  # again: the same window, not a second one
    assert window.guide_window is guide


def test_a_link_of_the_guide_moves_to_its_section(guide):
    assert line_at_top(guide.browser) == "cicsplan user guide"
    click_text(guide.browser, "4. The method")  # in the guide's own contents line
    assert line_at_top(guide.browser) == "4. The method"
    assert guide.contents.currentItem().text(0) == "4. The method"  # the contents follow the text
    QTest.keyClick(guide.browser, K.Key_Left, M.AltModifier)  # back where the link was
    settle()
    assert line_at_top(guide.browser) == "cicsplan user guide"


def test_every_link_of_the_guide_names_a_heading(guide):
    anchors = {h.anchor for h in guide.headings}
    links = []
    block = guide.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            href = it.fragment().charFormat().anchorHref()
            if href:
                links.append(href)
            it += 1
        block = block.next()
    assert len(links) >= 8
    assert [h for h in links if not h.startswith("#") or h[1:] not in anchors] == []


def test_the_contents_take_you_to_a_section(guide):
    item = next(guide.contents.topLevelItem(i) for i in range(guide.contents.topLevelItemCount())
                if guide.contents.topLevelItem(i).text(0) == "8. Starting from your RMF reports")
    step = item.child(1)
    guide.contents.scrollToItem(step)
    settle()
    QTest.mouseClick(guide.contents.viewport(), Qt.MouseButton.LeftButton, M.NoModifier,
                     guide.contents.visualItemRect(step).center())
    settle()
    assert line_at_top(guide.browser) == "Step 2: start the plan"


def test_ctrl_f_finds_a_word_and_goes_from_match_to_match(guide):
    QTest.keyClick(guide.browser, K.Key_F, M.ControlModifier)
    settle()
    assert guide.find_bar.isVisible() and QApplication.focusWidget() is guide.find_bar.line
    QTest.keyClicks(guide.find_bar.line, "saturation point")
    settle()
    count = guide.browser.toPlainText().count("saturation point")
    assert count >= 3
    selected = guide.browser.textCursor()
    assert selected.selectedText() == "saturation point"
    assert guide.find_bar.count.text() == f"1 of {count}"
    assert guide.browser.viewport().rect().contains(guide.browser.cursorRect(selected).center())  # shown
    first = selected.selectionStart()
    QTest.keyClick(guide.find_bar.line, K.Key_Return)
    settle()
    assert guide.find_bar.count.text() == f"2 of {count}" and guide.browser.textCursor().selectionStart() > first
    QTest.keyClick(guide.find_bar.line, K.Key_Return, M.ShiftModifier)
    settle()
    assert guide.browser.textCursor().selectionStart() == first
    QTest.keyClicks(guide.find_bar.line, "zz")
    settle()
    assert guide.find_bar.count.text() == "not found"
    QTest.keyClick(guide.find_bar.line, K.Key_Escape)
    settle()
    assert not guide.find_bar.isVisible() and QApplication.focusWidget() is guide.browser


def test_a_missing_guide_is_a_sentence_in_the_window(monkeypatch, tmp_path, qtbot):
    monkeypatch.setattr("cicsplan.gui.guide_text.guide_path", lambda: tmp_path / "user-guide.md")
    shown = help_window.UserGuideWindow()
    qtbot.addWidget(shown)
    text = shown.browser.toPlainText()
    assert text.startswith("The user guide is missing")
    assert "reinstall cicsplan" in text and str(tmp_path) in text


def test_comments_go_but_code_keeps_its_text():
    markdown = ("Busy 28.6%<!-- figure branch totals.gcp_busy_pct --> now.\n"
                "<!-- plan x {\"a\": 1} -->\n"
                "Next line.\n\n```html\n<!-- shown as code -->\n```\n")
    assert without_comments(markdown) == "Busy 28.6% now.\nNext line.\n\n```html\n<!-- shown as code -->\n```\n"


def test_headings_are_named_as_github_names_them():
    taken: set[str] = set()
    assert anchor_name("2. Reports: PDF, print and Excel", taken) == "2-reports-pdf-print-and-excel"
    assert anchor_name("Size it: the machine a plan needs", taken) == "size-it-the-machine-a-plan-needs"
    assert anchor_name("Step 1: look", taken) == "step-1-look"
    assert anchor_name("Step 1: look", taken) == "step-1-look-1"
