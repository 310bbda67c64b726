"""The totals pane's rich text changed in place: what it shows after a patch is what setting the new text afresh
shows, pixel for pixel and character for character; what cannot be patched is left alone for a full set."""

from __future__ import annotations

import faulthandler
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QTextDocument
from tests.gui.document_pixels import pixels

from cicsplan.gui import rich_text_patch
from cicsplan.gui.rich_text_patch import patch, separate_lines
from cicsplan.gui.sheets.results import _RichTextPane
from fuzzing import budget

faulthandler.enable()


@pytest.fixture(autouse=True)
def _application(qapp):
    """Fonts and painting need the application."""

WIDTHS_PX = (260, 520)


def shown(html: str, separated: bool = True) -> QTextDocument:
    """A document set as the pane sets one."""
    document = QTextDocument()
    document.setDocumentMargin(2)
    document.setUndoRedoEnabled(False)
    document.setHtml(html)
    if separated:
        separate_lines(document)
    return document


def assert_shows(document: QTextDocument, html: str) -> None:
    fresh = shown(html, separated=False)  # what setHtml alone shows: the look the pane has always had
    assert document.toPlainText() == fresh.toPlainText()
    for width_px in WIDTHS_PX:
        assert pixels(document, width_px) == pixels(fresh, width_px), f"differs at {width_px} px"
    assert document.toHtml() == shown(html).toHtml()  # formats too, where the pixels could not tell


def limits_table(rows: list[tuple[str, str, str, bool]]) -> str:
    """A table as the Results sheet writes its limits: a header, then rows with a bold binding one."""
    body = "".join(
        f"<tr><td>{'<b>' if bold else ''}{label}{'</b>' if bold else ''}</td><td align='right'>{value}</td>"
        f"<td align='right'>{'<b>' if bold else ''}{head}{'</b>' if bold else ''}</td></tr>"
        for label, value, head, bold in rows)
    return ("<table cellspacing='2'><tr><th align='left'>limit</th><th>now / limit</th><th>headroom</th></tr>"
            f"{body}</table>")


GROUPS = ("<table cellspacing='5'><tr><th></th><th colspan='2'>regions</th><th>QR</th></tr>"
          "<tr><th align='left'>group</th><th>planned</th><th>needed</th><th>CPU</th></tr>"
          "<tr><td>R0</td><td align='right'>2</td><td align='right'>{needed}</td><td align='right'>{cpu}</td></tr>"
          "</table>")


def totals(busy: str, rows, note: str, needed: str, cpu: str, tail: str) -> str:
    return "<br>".join([f"LPAR general-CP busy: <b>{busy}</b> of 3 CPs", "zIIPs: none in the LPAR",
                        limits_table(rows), f"<i>{note}</i>", "", GROUPS.format(needed=needed, cpu=cpu),
                        f"<i>QR time of R0: {tail}</i>", "<i>Cost method: published.</i>"])


BEFORE = totals("42.0%", [("general-CP busy (binding)", "42.0 / 90%", "+114.3%", True),
                          ("QR TCB CPU, R0", "12.0 / 70%", "+483.3%", False)],
                "Range from assumptions: computing…", "1", "12.0", "measured")


def test_separating_the_lines_shows_the_same_pixels():
    assert_shows(shown(BEFORE), BEFORE)


def test_changed_figures_are_patched_in_place_as_a_fresh_text_shows_them():
    after = totals("51.5%", [("general-CP busy", "51.5 / 90%", "+74.8%", False),
                             ("QR TCB CPU, R0 (binding)", "14.7 / 70%", "+12.0%", True)],  # the binding row moved
                   "<b>Range</b> 40 to 60%", "2", "14.7", "measured & assumed")
    document = shown(BEFORE)
    assert patch(document, BEFORE, after)
    assert_shows(document, after)


def test_a_cell_after_a_spanning_cell():
    spanning = "<table><tr><td colspan='2'>all groups</td><td align='right'>{}</td></tr>" \
               "<tr><td>R0</td><td>R1</td><td align='right'>1</td></tr></table>"
    before, after = BEFORE + "<br>" + spanning.format("12"), BEFORE + "<br>" + spanning.format("13")
    document = shown(before)
    assert patch(document, before, after)
    assert_shows(document, after)


def test_lines_emptied_and_filled_again():
    emptied = BEFORE.replace("<i>Range from assumptions: computing…</i>", "")
    document = shown(BEFORE)
    assert patch(document, BEFORE, emptied)
    assert_shows(document, emptied)
    assert patch(document, emptied, BEFORE)
    assert_shows(document, BEFORE)


def test_a_cell_emptied_and_one_with_spaces_to_collapse():
    after = BEFORE.replace(">+483.3%<", "><").replace(">12.0 / 70%<", ">  12.5 /   70% <")
    document = shown(BEFORE)
    assert patch(document, BEFORE, after)
    assert_shows(document, after)


def test_what_is_not_a_change_of_contents_is_left_for_a_full_set():
    one_row_more = totals("42.0%", [("general-CP busy (binding)", "42.0 / 90%", "+114.3%", True),
                                    ("QR TCB CPU, R0", "12.0 / 70%", "+483.3%", False),
                                    ("S8 TCBs, R0", "1.0 / 8", "+700.0%", False)],
                          "Range from assumptions: computing…", "1", "12.0", "measured")
    header_changed = BEFORE.replace("<th>headroom</th>", "<th>room</th>")
    line_added = BEFORE + "<br>Crypto Express: 10 handshakes/s"
    line_becomes_table = BEFORE.replace("zIIPs: none in the LPAR", "<table><tr><td>1</td></tr></table>")
    attribute_changed = BEFORE.replace("<td align='right'>42.0 / 90%", "<td>42.0 / 90%")
    for after in (one_row_more, header_changed, line_added, line_becomes_table, attribute_changed):
        document = shown(BEFORE)
        assert not patch(document, BEFORE, after)
        assert_shows(document, BEFORE)  # untouched


def test_a_document_not_laid_out_as_its_lines_is_not_patched():
    """A line holding a block of its own (a paragraph) breaks the map from lines to blocks: no patch."""
    with_paragraph = BEFORE.replace("zIIPs: none in the LPAR", "<p>zIIPs</p>none")
    document = shown(with_paragraph)
    assert not patch(document, with_paragraph, with_paragraph.replace("42.0%", "43.0%"))
    assert_shows(document, with_paragraph)


words = st.sampled_from(["busy", "<b>42.0%</b>", "<i>note</i>", "1,234", "", "n/a", "R0 &amp; R1", "†", "÷ 0.8"])
lines = st.one_of(words, st.lists(st.lists(words, min_size=1, max_size=3), min_size=1, max_size=4).map(
    lambda rows: "<table cellspacing='2'>" + "".join(
        "<tr>" + "".join(f"<td align='right'>{cell}</td>" for cell in row) + "</tr>" for row in rows) + "</table>"))


@settings(max_examples=budget(60), deadline=None)
@given(st.lists(lines, min_size=1, max_size=8), st.data())
def test_any_change_of_lines_and_cells_shows_as_a_fresh_text(before_lines, data):
    """Tables next to tables, at the start or the end, empty lines and cells: a patch shows what a fresh set shows,
    and whatever it refuses, a full set does."""
    after_lines = []
    for line in before_lines:
        if line.startswith("<table") and data.draw(st.booleans()):
            cells = line.split("</td>")
            after_lines.append("</td>".join(
                cell[: cell.rindex(">") + 1] + data.draw(words) if "<td" in cell else cell for cell in cells))
        else:
            after_lines.append(data.draw(words) if data.draw(st.booleans()) and not line.startswith("<table")
                               else line)
    before, after = "<br>".join(before_lines), "<br>".join(after_lines)
    document = shown(before)
    if patch(document, before, after):
        assert_shows(document, after)
    else:
        assert_shows(document, before)


@pytest.mark.qt_no_exception_capture  # the failure is reported (sys.excepthook), as any in a Qt override is
def test_a_patch_that_fails_half_way_leaves_the_next_text_a_full_set(monkeypatch):
    """Nothing is lost: the pane does not go on believing it shows a text it never finished showing."""
    pane = _RichTextPane()
    pane.setText(BEFORE)
    after = BEFORE.replace("42.0%", "51.5%")

    def broken(cursor, html):
        raise RuntimeError("a cell that could not be written")

    with monkeypatch.context() as failing:
        failing.setattr(rich_text_patch, "_insert", broken)
        failing.setattr(sys, "excepthook", lambda *exc: None)
        pane.setText(after)
    pane.setText(after)
    assert_shows(pane.document(), after)
    pane.setText(BEFORE)  # and later edits are laid out (no edit block was left open)
    assert_shows(pane.document(), BEFORE)
