"""Bring a rich-text document shown from lines of HTML joined by <br> up to new lines by changing only the lines and
table cells that differ, as setHtml of the new lines would show them.

setHtml parses and lays out the whole text: at 200 workloads the Results sheet's totals are 100 KB of HTML
(a limits table of some 115 rows, a region-group table, a line on each group's QR time) and setting them took
about half of the totals' refresh, though an edit changes a few figures in them.

How setHtml lays such lines out (the map the patch walks): the lines between two tables share one text block, each
ended by a line separator (U+2028); the block after a table starts with one (the <br> after the table) and the
block before a table ends with one (the <br> before it); each table is a frame of its own. A change anywhere in a
block lays the whole block out again (10 ms for the 48 KB of the region groups' QR-time lines), so
``separate_lines`` gives each line a block of its own once the text is set, which shows the same pixels. A line is
then patched by replacing its text between its separators; a table of the same rows and cells by replacing the
cells whose HTML changed. Anything else (lines added or removed, a table's rows changing, a header cell changing)
is not patched: the caller sets the whole text.
"""

from __future__ import annotations

import functools
import re

from PySide6.QtGui import QTextBlock, QTextCharFormat, QTextCursor, QTextDocument, QTextTable

from cicsplan.core.common.records import dataclass

LINE_SEPARATOR = "\u2028"
_ROW = re.compile(r"<tr[^>]*>(.*?)</tr>", re.S)
_CELL = re.compile(r"<(t[dh])([^>]*)>(.*?)</t[dh]>", re.S)
_COLSPAN = re.compile(r"colspan\s*=\s*['\"]?(\d+)")


@dataclass(frozen=True)
class _Table:
    """A table line's cells: (tag and attributes) and contents, row by row."""

    opening: str  # the table without its cells' tags and contents: a change there is not patched
    skeleton: tuple[tuple[tuple[str, str], ...], ...]
    contents: tuple[tuple[str, ...], ...]


def _is_table(line: str) -> bool:
    """Whether the line is one table and nothing else."""
    return line.startswith("<table") and line.endswith("</table>") and line.count("<table") == 1


@functools.lru_cache(maxsize=8)
def _table(line: str) -> _Table | None:
    """The line's table when the line is one table and nothing else; None for any other line. Kept for the next
    patch, whose old text is this one's new (the limits table's 16 KB took 1.5 ms to read)."""
    if not _is_table(line):
        return None
    rows = _ROW.findall(line)
    cells = [_CELL.findall(row) for row in rows]
    return _Table(opening=_CELL.sub("", line),
                  skeleton=tuple(tuple((tag, attrs) for tag, attrs, _ in row) for row in cells),
                  contents=tuple(tuple(content for _, _, content in row) for row in cells))


def lines_of(html: str) -> list[str]:
    return html.split("<br>")


def _top_level_blocks(document: QTextDocument) -> list[tuple[QTextBlock, bool, bool]]:
    """The document's blocks outside tables, each with whether a table comes just before it and just after it."""
    blocks = []
    previous_was_table = False
    frames = document.rootFrame().begin()
    while not frames.atEnd():
        if frames.currentFrame() is not None:
            previous_was_table = True
            frames += 1
            continue
        block = frames.currentBlock()
        frames += 1
        blocks.append((block, previous_was_table, not frames.atEnd() and frames.currentFrame() is not None))
        previous_was_table = False
    return blocks


def separate_lines(document: QTextDocument) -> None:
    """Give each line of a document set from <br>-joined lines a block of its own (see the module's doc), with
    the same pixels: the separator that ends a block before a table and the one that starts a block after a table
    stay, as an empty block there is laid out with no height."""
    separators = []
    for block, after_table, before_table in _top_level_blocks(document):
        text = block.text()
        cuts = [i for i, char in enumerate(text) if char == LINE_SEPARATOR]
        if after_table and cuts and cuts[0] == 0:
            cuts = cuts[1:]
        if before_table and cuts and cuts[-1] == len(text) - 1:
            cuts = cuts[:-1]
        separators.extend(block.position() + i for i in cuts)
    if not separators:
        return
    cursor = QTextCursor(document)
    cursor.beginEditBlock()
    for position in reversed(separators):
        cursor.setPosition(position)
        cursor.setPosition(position + 1, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertBlock()
    cursor.endEditBlock()


def _places(document: QTextDocument, tables: list[bool]) -> list[tuple[QTextBlock, int] | QTextTable] | None:
    """Where each line is in a document set from them: a text line as its block and its index among the
    block's separator-delimited parts, a table line as its table. None when the document is not laid out as
    expected (then nothing is patched)."""
    places: list[tuple[QTextBlock, int] | QTextTable] = []
    line = 0
    frames = document.rootFrame().begin()
    while not frames.atEnd():
        frame = frames.currentFrame()
        if frame is not None:
            if not isinstance(frame, QTextTable) or line >= len(tables) or not tables[line]:
                return None
            places.append(frame)
            line += 1
            frames += 1
            continue
        block = frames.currentBlock()
        parts = block.text().count(LINE_SEPARATOR) + 1
        first = 1 if line and tables[line - 1] else 0  # the <br> after a table
        frames += 1
        last = parts - (1 if not frames.atEnd() and frames.currentFrame() is not None else 0)  # the <br> before one
        for part in range(first, last):
            if line >= len(tables) or tables[line]:
                return None
            places.append((block, part))
            line += 1
    return places if line == len(tables) else None


def patch(document: QTextDocument, old_html: str, new_html: str) -> bool:
    """Change ``document`` (set from ``old_html`` by setHtml, or patched to it) to show ``new_html``; False,
    leaving the document as it was, when the two differ in more than lines' and table cells' contents."""
    old_lines, new_lines = lines_of(old_html), lines_of(new_html)
    if len(old_lines) != len(new_lines):
        return False
    edits: list[tuple[int, str, object]] = []  # line index, "line" or "table", the new line or the changed cells
    for index, (old, new) in enumerate(zip(old_lines, new_lines, strict=True)):
        if old == new:
            continue
        old_table, new_table = (_table(old), _table(new)) if _is_table(old) or _is_table(new) else (None, None)
        if (old_table is None) != (new_table is None):
            return False
        if old_table is None:
            edits.append((index, "line", new))
            continue
        if old_table.opening != new_table.opening or old_table.skeleton != new_table.skeleton:
            return False
        cells = [(row, column, now)
                 for row, (old_row, new_row) in enumerate(zip(old_table.contents, new_table.contents, strict=True))
                 for column, (was, now) in enumerate(zip(old_row, new_row, strict=True)) if was != now]
        if any(old_table.skeleton[row][column][0] != "td" for row, column, _ in cells):
            return False  # a header cell's bold and centring are the importer's, not its HTML's
        edits.append((index, "table", [(row, _grid_column(old_table.skeleton[row], column), now)
                                       for row, column, now in cells]))
    if not edits:
        return True
    places = _places(document, [_is_table(line) for line in old_lines])
    if places is None:
        return False
    cursor = QTextCursor(document)
    try:
        _apply(cursor, edits, places)
    finally:
        cursor.endEditBlock()  # an edit block left open would hold back every later change's layout
    return True


def _apply(cursor: QTextCursor, edits: list[tuple[int, str, object]],
           places: list[tuple[QTextBlock, int] | QTextTable]) -> None:
    """The edits from the end: the places of the lines before stay valid. An edit block per run of neighbouring
    lines: the document lays out again all that lies between the first and last change of a block (one block for all
    took as long as setting the whole text), and what follows a line whose height changed (the ranges line above the
    region-group table: the table was laid out twice when each had a block of its own). The caller ends the last."""
    following: int | None = None  # the line edited just before (below this one)
    for index, kind, change in reversed(edits):
        if following != index + 1:
            if following is not None:
                cursor.endEditBlock()
            cursor.beginEditBlock()
        following = index
        if kind == "table":
            table: QTextTable = places[index]
            for row, column, content in reversed(change):
                cell = table.cellAt(row, column)
                cursor.setPosition(cell.firstPosition())
                cursor.setPosition(cell.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
                _insert(cursor, content)
        else:
            block, part = places[index]
            text = block.text()
            start = 0
            for _ in range(part):
                start = text.index(LINE_SEPARATOR, start) + 1
            end = text.find(LINE_SEPARATOR, start)
            end = len(text) if end < 0 else end
            cursor.setPosition(block.position() + start)
            cursor.setPosition(block.position() + end, QTextCursor.MoveMode.KeepAnchor)
            _insert(cursor, change)


def _grid_column(skeleton_row: tuple[tuple[str, str], ...], column: int) -> int:
    """The table grid's column of a row's ``column``-th cell: the cells before it span their colspans."""
    return sum(int(m[1]) if (m := _COLSPAN.search(attrs)) else 1 for _, attrs in skeleton_row[:column])


def _insert(cursor: QTextCursor, html: str) -> None:
    """Replace the selection by ``html``; text without markup as plain text in the default format (what the HTML
    importer gives it), four times quicker than parsing it (a rate edit changes some 100 cells of the limits)."""
    if not html:
        cursor.removeSelectedText()
    elif "<" in html or "&" in html or html != " ".join(html.split()):  # markup, entities or spaces to collapse
        cursor.insertHtml(html)
    else:
        cursor.insertText(html, QTextCharFormat())
