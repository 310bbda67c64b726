"""Lay the report out on pages and paint it on a PDF writer or a printer.

The same code serves File > Export PDF (QPdfWriter), Print and Print Preview (QPrinter): the layout
is computed for the device's own resolution and page size, then painted with a footer carrying
"page N of M". Sections whose tables do not fit across a portrait page are set on landscape pages;
tables split between pages with their header repeated; a heading never ends a page.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from cicsplan.core.common.records import dataclass
from cicsplan.report import content as c
from cicsplan.report.atomic import ReportError, write_atomically
from cicsplan.report.chart_paint import draw_lines, draw_response, draw_stacked, stacked_height
from cicsplan.report.day_paint import draw_day
from cicsplan.report.machine_paint import draw_machine, machine_height

PORTRAIT = QPageLayout.Orientation.Portrait
LANDSCAPE = QPageLayout.Orientation.Landscape
SANS = "DejaVu Sans"
MONO = "DejaVu Sans Mono"

Op = Callable[[QPainter], None]


@dataclass
class Page:
    orientation: QPageLayout.Orientation
    ops: list[Op] = field(default_factory=list)
    filled: float = 0.0  # share of the content area's height used: a near-empty page is a layout fault
    widest: float = 0.0  # the widest table set on the page (device pixels): never wider than the page


def font(size: float, bold: bool = False, italic: bool = False, mono: bool = False) -> QFont:
    f = QFont(MONO if mono else SANS)
    f.setStyleHint(QFont.StyleHint.Monospace if mono else QFont.StyleHint.SansSerif)
    f.setPointSizeF(size)
    f.setBold(bold)
    f.setItalic(italic)
    return f


LAST_PAGE_FILL = 0.15  # a last page filled less than this takes lines from the page before


class Layouter:
    """Turns a Report into pages of paint operations for one device."""

    def __init__(self, device: QPagedPaintDevice, report: c.Report):
        self.device = device
        self.report = report
        self.dpi = device.resolution()
        self.base = QPageLayout(device.pageLayout())
        self.fonts = {"title": font(18, bold=True), "subtitle": font(9.5, italic=True), "h1": font(13.5, bold=True),
                      "h2": font(10.5, bold=True), "body": font(9), "note": font(8.5, italic=True),
                      "mono": font(7.8, mono=True), "key": font(9, bold=True), "table": font(8.3),
                      "table_bold": font(8.3, bold=True), "small": font(7.4), "small_bold": font(7.4, bold=True),
                      "footer": font(7.5)}
        self.pages: list[Page] = []
        self.y = 0.0
        self.wanted = PORTRAIT  # the current section's orientation: the one its overflow pages take
        self.next_landscape = False  # the section after the current one is set on landscape pages
        self.held_back: tuple[int, float] | None = None  # (page index, height): room that page leaves to the next

    def pt(self, points: float) -> float:
        return points * self.dpi / 72.0

    def metrics(self, name: str) -> QFontMetricsF:
        return QFontMetricsF(self.fonts[name], self.device)

    def area(self, orientation: QPageLayout.Orientation) -> QRectF:
        """The content area of a page (painter coordinates), leaving room for the footer."""
        layout = QPageLayout(self.base)
        layout.setOrientation(orientation)
        paint = layout.paintRectPixels(int(self.dpi))
        footer = self.metrics("footer").height() * 3.0
        return QRectF(0, 0, paint.width(), paint.height() - footer)

    # -- pages -------------------------------------------------------------------------------

    @property
    def page(self) -> Page:
        return self.pages[-1]

    def new_page(self, orientation: QPageLayout.Orientation | None = None) -> None:
        self._close_page()
        if orientation is None:
            # a portrait section overflowing a landscape page stays landscape when the next section needs it (what
            # fits portrait fits landscape): the next section goes on there, no near-empty portrait page between
            keep = self.pages and self.page.orientation == LANDSCAPE and self.next_landscape
            orientation = LANDSCAPE if keep else self.wanted
        self.pages.append(Page(orientation))
        self.y = 0.0

    def _close_page(self) -> None:
        if self.pages:
            self.page.filled = min(1.0, self.y / self.area(self.page.orientation).height())

    def room(self) -> float:
        room = self.area(self.page.orientation).height() - self.y
        if self.held_back is not None and self.held_back[0] == len(self.pages) - 1:
            room -= self.held_back[1]
        return room

    def width(self) -> float:
        return self.area(self.page.orientation).width()

    def ensure(self, height: float) -> None:
        if height > self.room() and self.y > 0:
            self.new_page()

    # -- text --------------------------------------------------------------------------------

    def text_height(self, text: str, style: str, width: float) -> float:
        flags = int(Qt.TextFlag.TextWordWrap)
        return self.metrics(style).boundingRect(QRectF(0, 0, width, 1e9), flags, text).height()

    def paragraph(self, text: str, style: str = "body", indent: float = 0.0, gap: float = 4.0) -> None:
        lines = self._wrap_lines(text, style, self.width() - indent)
        line_h = self.metrics(style).height()
        fnt = self.fonts[style]
        start = 0
        while start < len(lines):
            fit = int(self.room() // line_h)
            if fit < 1:
                self.new_page(self.page.orientation)  # the lines are wrapped to this page's width
                continue
            chunk = lines[start:start + fit]
            self.page.ops.append(_text_lines(fnt, indent, self.y, line_h, chunk))
            self.y += line_h * len(chunk)
            start += len(chunk)
            if start < len(lines):
                self.new_page(self.page.orientation)
        self.y += self.pt(gap)

    def _wrap_lines(self, text: str, style: str, width: float) -> list[str]:
        metrics = self.metrics(style)
        out: list[str] = []
        for raw in text.split("\n"):
            words = raw.split(" ")
            line = ""
            for word in words:
                candidate = word if not line else f"{line} {word}"
                if metrics.horizontalAdvance(candidate) <= width or not line:
                    line = candidate
                    while metrics.horizontalAdvance(line) > width and len(line) > 1:
                        cut = _fit_chars(metrics, line, width)
                        out.append(line[:cut])
                        line = line[cut:]
                else:
                    out.append(line)
                    line = word
            out.append(line)
        return out

    # -- blocks ------------------------------------------------------------------------------

    def title(self) -> None:
        self.new_page(PORTRAIT)
        self.paragraph(self.report.title, "title", gap=2)
        self.paragraph(self.report.subtitle, "subtitle", gap=10)

    def heading(self, text: str, level: int, following: float) -> None:
        style = "h1" if level == 1 else "h2"
        height = self.metrics(style).height() + self.pt(10)
        self.ensure(height + following)
        self.y += self.pt(6 if level == 1 else 3)
        fnt = self.fonts[style]
        y = self.y
        width = self.width()
        line_h = self.metrics(style).height()

        def op(p: QPainter) -> None:
            p.setFont(fnt)
            p.setPen(Qt.GlobalColor.black)
            p.drawText(QRectF(0, y, width, line_h), Qt.AlignmentFlag.AlignLeft, text)
            if level == 1:
                p.setPen(QPen(Qt.GlobalColor.black, max(1.0, line_h / 14)))
                p.drawLine(QPointF(0, y + line_h * 1.1), QPointF(width, y + line_h * 1.1))

        self.page.ops.append(op)
        self.y += line_h * (1.35 if level == 1 else 1.15)

    def bullets(self, block: c.Bullets) -> None:
        style = block.style if block.style in self.fonts else "body"
        indent = self.pt(12)
        for item in block.items:
            lines = self._wrap_lines(item, style, self.width() - indent)
            line_h = self.metrics(style).height()
            self.ensure(line_h * min(len(lines), 2))
            y = self.y
            fnt = self.fonts[style]
            self.page.ops.append(_text_lines(fnt, indent * 0.35, y, line_h, ["•"]))
            self.paragraph(item, style, indent=indent, gap=1.5)
        self.y += self.pt(3)

    def chart(self, block: c.Chart) -> None:
        fnt = self.fonts["small"]
        line = self.metrics("small").height()
        share = block.height_share or 0.42
        height = (stacked_height(block.data, line) if block.kind == "stacked"
                  else machine_height(block.data, line) if block.kind == "machine"
                  else self.area(PORTRAIT).height() * share)
        height = min(height, self.area(self.page.orientation).height() * 0.8)
        title_h = self.metrics("h2").height()
        if block.min_height_share and height + title_h * 1.5 > self.room():
            after = self.metrics("note").height() * 4  # the short note that closes page one
            fitted = self.room() - title_h * 1.5 - after
            if fitted >= self.area(PORTRAIT).height() * block.min_height_share:
                height = fitted
        self.ensure(height + title_h * 1.5)
        width = self.width()  # after ensure: a new page may have another orientation
        y = self.y
        title_font = self.fonts["h2"]
        kind, data, title = block.kind, block.data, block.title

        def op(p: QPainter) -> None:
            p.setFont(title_font)
            p.setPen(Qt.GlobalColor.black)
            p.drawText(QRectF(0, y, width, title_h), Qt.AlignmentFlag.AlignLeft, title)
            rect = QRectF(0, y + title_h * 1.3, width, height)
            if kind == "stacked":
                if data["series"] and data["categories"]:
                    draw_stacked(p, rect, data, fnt)
            elif kind == "day":
                draw_day(p, rect, data, fnt)
            elif kind == "machine":
                draw_machine(p, rect, data, fnt)
            elif kind == "response":
                draw_response(p, rect, data, fnt)
            else:
                draw_lines(p, rect, data, fnt)

        self.page.ops.append(op)
        self.y += height + title_h * 1.3 + self.pt(10)

    # -- tables ------------------------------------------------------------------------------

    def table_widths(self, table: c.Table, width: float) -> tuple[list[float], list[float], list[float]]:
        """(natural, minimum, desired) column widths of ``table``: desired lets a header wrap on two lines."""
        cell = "small" if table.small else "table"
        bold = "small_bold" if table.small else "table_bold"
        m, mb = self.metrics(cell), self.metrics(bold)
        pad = self.pt(3) * 2
        natural, minimum, desired = [], [], []
        for k, head in enumerate(table.headers):
            texts = [(row[k], r in table.bold_rows) for r, row in enumerate(table.rows)]
            nat = max([(mb if b else m).horizontalAdvance(t) for t, b in texts] + [0]) + pad
            head_word = max([mb.horizontalAdvance(w) for w in head.split()] + [0]) + pad
            head_full = mb.horizontalAdvance(head) + pad
            words = max([m.horizontalAdvance(w) for t, _ in texts for w in t.split()] + [0]) + pad
            if table.numeric[k]:
                natural.append(max(nat, head_word, head_full / 3))
                minimum.append(max(nat, head_word, head_full / 4))  # cramped: a header of four lines
                desired.append(max(natural[-1], head_full / 2))
            else:
                natural.append(max(nat, head_word))
                minimum.append(max(min(words, width * 0.3), head_word))
                desired.append(natural[-1])
        return natural, minimum, desired

    def column_parts(self, table: c.Table) -> list[c.Table]:
        """``table`` as it fits the widest page: whole, or, when its columns need more than a landscape page even
        with their headers wrapped, split into tables of as many columns as fit, each repeating the first (the
        row's name), so no figure or header word is cut."""
        width = self.area(LANDSCAPE).width()
        _, minimum, _ = self.table_widths(table, width)
        if sum(minimum) <= width or len(table.headers) < 3:
            return [table]
        parts: list[list[int]] = [[]]
        used = minimum[0]
        for k in range(1, len(table.headers)):
            if parts[-1] and used + minimum[k] > width:
                parts.append([])
                used = minimum[0]
            parts[-1].append(k)
            used += minimum[k]
        return [c.Table([table.headers[0]] + [table.headers[k] for k in cols],
                        [[row[0]] + [row[k] for k in cols] for row in table.rows],
                        [table.numeric[0]] + [table.numeric[k] for k in cols], set(table.bold_rows), table.small)
                for cols in parts]

    def needs_landscape(self, table: c.Table) -> bool:
        width = self.area(PORTRAIT).width()
        natural, minimum, _ = self.table_widths(table, width)
        return sum(minimum) > width or (sum(natural) > width * 1.15 and len(table.headers) >= 7)

    def table(self, table: c.Table) -> None:
        width = self.width()
        widths, heights, header_h, show_header, pad = self._table_geometry(table, width)
        self.ensure(header_h + (heights[0] if heights else 0))
        if self.width() != width:  # the table starts on a new page of the other orientation: measured again
            widths, heights, header_h, show_header, pad = self._table_geometry(table, self.width())
        cell = "small" if table.small else "table"
        bold = "small_bold" if table.small else "table_bold"
        fonts = (self.fonts[cell], self.fonts[bold])
        index = 0
        while index < len(table.rows) or (index == 0 and not table.rows):
            start = index
            used = header_h
            while index < len(table.rows) and (used + heights[index] <= self.room() or index == start):
                used += heights[index]
                index += 1
            y = self.y
            self.page.widest = max(self.page.widest, sum(widths))
            self.page.ops.append(_table_op(table, widths, heights, start, index, y, header_h, pad, fonts,
                                           show_header))
            self.y += used
            if index < len(table.rows):
                self.new_page(self.page.orientation)  # the columns are fitted to this page's width
            if not table.rows:
                break
        self.y += self.pt(6)

    def _table_geometry(self, table: c.Table, width: float) -> tuple[list[float], list[float], float, bool, float]:
        """Column widths, row heights, header height, whether the header shows, and the cell padding."""
        natural, minimum, desired = self.table_widths(table, width)
        widths = _fit_widths(natural, minimum, desired, table.numeric, width)
        cell = "small" if table.small else "table"
        bold = "small_bold" if table.small else "table_bold"
        pad = self.pt(3)
        show_header = any(h for h in table.headers)
        header_h = max((self.text_height(h, bold, w - 2 * pad) for h, w in zip(table.headers, widths, strict=True)),
                       default=0) + 2 * pad if show_header else 0.0
        heights = []
        for k, row in enumerate(table.rows):
            style = bold if k in table.bold_rows else cell
            heights.append(max(self.text_height(t or " ", style, w - 2 * pad)
                               for t, w in zip(row, widths, strict=True)) + 2 * pad)
        return widths, heights, header_h, show_header, pad

    # -- the whole report --------------------------------------------------------------------

    def run(self) -> list[Page]:
        """The pages. A last page that would hold only a few lines takes more of the page before it (what a
        typesetter does with a widow), so no page of the report is near-empty."""
        pages = self._run_once()
        if len(pages) < 2 or pages[-1].filled >= LAST_PAGE_FILL:
            return pages
        height = self.area(pages[-1].orientation).height()
        self.pages, self.y = [], 0.0
        self.held_back = (len(pages) - 2, (LAST_PAGE_FILL + 0.05 - pages[-1].filled) * height)
        balanced = self._run_once()
        if len(balanced) == len(pages):
            return balanced
        self.pages, self.y, self.held_back = [], 0.0, None  # the pages moved otherwise: keep the first layout
        return self._run_once()

    def _run_once(self) -> list[Page]:
        self.title()
        wide = [any(isinstance(b, c.Table) and self.needs_landscape(b) for b in section.blocks)
                for section in self.report.sections]
        for k, section in enumerate(self.report.sections):
            landscape = wide[k]
            self.wanted = LANDSCAPE if landscape else PORTRAIT
            self.next_landscape = k + 1 < len(wide) and wide[k + 1]
            # a portrait section goes on where the last one ended, landscape page or not (what fits portrait
            # fits landscape), so a short section leaves no near-empty page; its overflow pages are portrait
            if landscape and self.page.orientation != LANDSCAPE:
                if self.y > 0:
                    self.new_page(LANDSCAPE)
                else:
                    self.page.orientation = LANDSCAPE
            elif section.new_page and self.y > self.area(self.page.orientation).height() * 0.35:
                self.new_page()
            following = self._first_height(section.blocks)
            self.heading(section.title, 1, following)
            for k, block in enumerate(section.blocks):
                self.block(block, section.blocks[k + 1:])
        self._close_page()
        return self.pages

    def _first_height(self, blocks: list[c.Block]) -> float:
        if not blocks:
            return 0.0
        line = self.metrics("body").height()
        first = blocks[0]
        if isinstance(first, c.Chart):
            return self.area(PORTRAIT).height() * 0.3
        if isinstance(first, c.Table):  # its header and first row: a heading never ends a page alone
            _, heights, header_h, _, _ = self._table_geometry(first, self.width())
            return header_h + (heights[0] if heights else 0.0) + self.pt(2)
        return line * 3

    def block(self, block: c.Block, rest: list[c.Block]) -> None:
        if isinstance(block, c.Heading):
            self.heading(block.text, block.level, self._first_height(rest))
        elif isinstance(block, c.Para):
            self.paragraph(block.text, block.style if block.style in self.fonts else "body")
        elif isinstance(block, c.Bullets):
            self.bullets(block)
        elif isinstance(block, c.Table):
            for part in self.column_parts(block):
                self.table(part)
        elif isinstance(block, c.Chart):
            self.chart(block)


def _fit_chars(metrics: QFontMetricsF, text: str, width: float) -> int:
    low, high = 1, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if metrics.horizontalAdvance(text[:mid]) <= width:
            low = mid
        else:
            high = mid - 1
    return max(1, low)


def _fit_widths(natural: list[float], minimum: list[float], desired: list[float], numeric: list[bool],
                width: float) -> list[float]:
    """Column widths filling ``width``: short columns keep their natural width, numeric columns never wrap,
    spare room first lets numeric headers wrap less, then goes to the text columns."""
    total = sum(natural)
    if total <= width:
        widths = list(natural)
        extra = width - total
        for k in range(len(widths)):
            grow = min(extra, desired[k] - widths[k]) if numeric[k] else 0.0
            if grow > 0:
                widths[k] += grow
                extra -= grow
        text_cols = [k for k, n in enumerate(numeric) if not n] or list(range(len(widths)))
        long_cols = [k for k in text_cols if natural[k] > width * 0.3] or text_cols
        share = sum(widths[k] for k in long_cols) or 1.0
        return [w + (extra * w / share if k in long_cols else 0.0) for k, w in enumerate(widths)]
    # too wide at natural widths: every column at its minimum (numbers and header words whole), the room left
    # to the text columns, toward their natural widths (a name wraps rather than a figure being cut)
    widths = list(minimum)
    text_cols = [k for k, n in enumerate(numeric) if not n and natural[k] > minimum[k]]
    room = width - sum(widths)
    wants = sum(natural[k] - minimum[k] for k in text_cols)
    if room > 0 and wants > 0:
        for k in text_cols:
            widths[k] += min(natural[k] - minimum[k], room * (natural[k] - minimum[k]) / wants)
    # what is left lets the numeric headers wrap less, toward their natural three lines
    room = width - sum(widths)
    short = [k for k, n in enumerate(numeric) if n and natural[k] > widths[k]]
    wants = sum(natural[k] - widths[k] for k in short)
    if room > 0 and wants > 0:
        for k in short:
            widths[k] += min(natural[k] - widths[k], room * (natural[k] - widths[k]) / wants)
    scale = width / sum(widths)
    if scale < 1.0:
        widths = [w * scale for w in widths]
    return widths


def _text_lines(fnt: QFont, x: float, y: float, line_h: float, lines: list[str]) -> Op:
    def op(p: QPainter) -> None:
        p.setFont(fnt)
        p.setPen(Qt.GlobalColor.black)
        metrics = QFontMetricsF(fnt, p.device())
        for k, text in enumerate(lines):
            p.drawText(QPointF(x, y + line_h * k + metrics.ascent()), text)

    return op


def _table_op(table: c.Table, widths: list[float], heights: list[float], start: int, end: int, y: float,
              header_h: float, pad: float, fonts: tuple[QFont, QFont], show_header: bool) -> Op:
    def op(p: QPainter) -> None:
        total_w = sum(widths)
        top = y
        thin = QPen(QColor(0, 0, 0), 0)
        if show_header:
            p.fillRect(QRectF(0, top, total_w, header_h), QColor(225, 225, 225))
            p.setFont(fonts[1])
            p.setPen(Qt.GlobalColor.black)
            x = 0.0
            for k, head in enumerate(table.headers):
                align = Qt.AlignmentFlag.AlignRight if table.numeric[k] else Qt.AlignmentFlag.AlignLeft
                p.drawText(QRectF(x + pad, top + pad, widths[k] - 2 * pad, header_h - 2 * pad),
                           int(align | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap), head)
                x += widths[k]
            p.setPen(QPen(Qt.GlobalColor.black, max(1.0, pad / 3)))
            p.drawLine(QPointF(0, top + header_h), QPointF(total_w, top + header_h))
            top += header_h
        for r in range(start, end):
            h = heights[r]
            if (r - start) % 2 == 1:
                p.fillRect(QRectF(0, top, total_w, h), QColor(244, 244, 244))
            p.setFont(fonts[1] if r in table.bold_rows else fonts[0])
            p.setPen(Qt.GlobalColor.black)
            x = 0.0
            for k, text in enumerate(table.rows[r]):
                align = Qt.AlignmentFlag.AlignRight if table.numeric[k] else Qt.AlignmentFlag.AlignLeft
                p.drawText(QRectF(x + pad, top + pad, widths[k] - 2 * pad, h - 2 * pad),
                           int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap), text)
                x += widths[k]
            top += h
        p.setPen(thin)
        p.drawLine(QPointF(0, top), QPointF(total_w, top))

    return op


def paint_report(device: QPagedPaintDevice, report: c.Report,
                 progress: Callable[[int, int], None] | None = None) -> int:
    """Lay out and paint ``report`` on ``device`` (a QPdfWriter or QPrinter); returns the page count."""
    layouter = Layouter(device, report)
    pages = layouter.run()
    footer_font = layouter.fonts["footer"]
    painter = QPainter()
    device.setPageOrientation(pages[0].orientation)
    if not painter.begin(device):
        raise ReportError("the printer or PDF file could not be opened for drawing")
    try:
        for number, page in enumerate(pages, start=1):
            if number > 1:
                device.setPageOrientation(page.orientation)
                if not device.newPage():
                    raise ReportError(f"could not start page {number}")
            for op in page.ops:
                op(painter)
            _footer(painter, layouter, page, number, len(pages), footer_font)
            if progress is not None:
                progress(number, len(pages))
    finally:
        painter.end()
    device.setPageOrientation(PORTRAIT)
    return len(pages)


def _footer(painter: QPainter, layouter: Layouter, page: Page, number: int, count: int, fnt: QFont) -> None:
    area = layouter.area(page.orientation)
    metrics = QFontMetricsF(fnt, painter.device())
    y = area.bottom() + metrics.height() * 1.6
    painter.setFont(fnt)
    painter.setPen(QPen(QColor(0, 0, 0), 0))
    painter.drawLine(QPointF(0, y - metrics.height() * 0.3), QPointF(area.width(), y - metrics.height() * 0.3))
    painter.drawText(QRectF(0, y, area.width() * 0.75, metrics.height()), Qt.AlignmentFlag.AlignLeft,
                     metrics.elidedText(layouter.report.footer, Qt.TextElideMode.ElideRight, area.width() * 0.74))
    painter.drawText(QRectF(0, y, area.width(), metrics.height()), Qt.AlignmentFlag.AlignRight,
                     f"page {number} of {count}")


RESOLUTION_DPI = 300
MARGINS_MM = QMarginsF(16, 14, 16, 12)  # left, top, right, bottom


def set_up_page(device: QPagedPaintDevice) -> None:
    """The report's page, the same for Export PDF, Print Preview and Print: A4, its margins, and the resolution
    text is measured at (fonts measure a little differently at 300 and 1,200 dpi, which moved page breaks: the
    preview showed 11 pages where the PDF had 13). A printer's dialog may still choose another paper."""
    device.setResolution(RESOLUTION_DPI)
    device.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    device.setPageMargins(MARGINS_MM, QPageLayout.Unit.Millimeter)


def write_pdf(path: str | Path, report: c.Report, progress: Callable[[int, int], None] | None = None) -> int:
    """Write ``report`` as an A4 PDF, atomically; returns the page count."""
    pages = [0]

    def write(tmp: Path) -> None:
        writer = QPdfWriter(str(tmp))
        set_up_page(writer)
        writer.setTitle(report.title)
        writer.setCreator("cicsplan")
        pages[0] = paint_report(writer, report, progress)
        del writer  # finishes the file

    write_atomically(path, write)
    return pages[0]
