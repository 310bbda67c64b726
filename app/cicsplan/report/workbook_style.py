"""Cell styles and number formats of the workbook: inputs, formulas and cicsplan-computed values are told
apart by fill and font (they stay distinct in black and white), and every number has its unit's format."""

from __future__ import annotations

from openpyxl.comments import Comment
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

AUTHOR = "cicsplan"
INPUT_FONT = Font(color="1F3F8F", bold=True)
INPUT_FILL = PatternFill("solid", fgColor="FFF4CC")
COMPUTED_FONT = Font(italic=True, color="404040")
COMPUTED_FILL = PatternFill("solid", fgColor="E7E6E6")
HEADER_FONT = Font(bold=True)
HEADER_FILL = PatternFill("solid", fgColor="DDE4F0")
HEADER_BORDER = Border(bottom=Side(style="thin"))
TITLE_FONT = Font(bold=True, size=14)
BLOCK_FONT = Font(bold=True, size=12)
NOTE_FONT = Font(italic=True, color="404040")
WRAP = Alignment(wrap_text=True, vertical="top")

FORMATS = {
    "ms/tran": "0.000000",
    "ms": "0.000000",
    "% of one engine": "0.00",
    "%": "0.00",
    "engines": "0.000",
    "tps": "#,##0.00",
    "share": "0.0000",
    "": "0.0000",
    "tps per 100% LPAR": "#,##0",
    "MSU": "#,##0.0",
    "bytes": "#,##0",
    "regions": "#,##0",
}


def number_format(unit: str) -> str:
    return FORMATS.get(unit, "General")


def note(text: str, width: int = 320, height: int = 140) -> Comment:
    comment = Comment(text, AUTHOR)
    comment.width = width
    comment.height = height
    return comment


def style_input(cell) -> None:
    cell.font = INPUT_FONT
    cell.fill = INPUT_FILL


def style_computed(cell) -> None:
    cell.font = COMPUTED_FONT
    cell.fill = COMPUTED_FILL


def style_header(cell) -> None:
    cell.font = HEADER_FONT
    cell.fill = HEADER_FILL
    cell.border = HEADER_BORDER
    cell.alignment = Alignment(wrap_text=True, vertical="bottom")


def sheet_heading(ws, title: str, note: str | None = None) -> None:
    """A sheet's title in A1 and, when given, the note under it in A2 (how every sheet of the workbook opens)."""
    ws["A1"] = title
    ws["A1"].font = TITLE_FONT
    if note is not None:
        ws["A2"] = note
        ws["A2"].font = NOTE_FONT
