"""Every cell of the workbook that is not one of cicsplan's own formulas holds text as text.

openpyxl stores any string that starts with ``=`` as a formula, so a plan, workload, region or model
named ``=HYPERLINK(...)`` or ``=cmd|'...'!A0`` would become a live formula that the spreadsheet
evaluates on opening. Rather than trusting each of the many places that write a cell, the finished
workbook passes through ``seal_text`` before it is saved: only the cells the builder registered as its
generated formulas stay formulas; every other string is typed as a string, its bidirectional controls
made visible (``core.common.text``), and given the quote prefix when it starts like a formula, so
Excel and LibreOffice keep it text even after the user edits the cell.
"""

from __future__ import annotations

from collections.abc import Collection

from openpyxl import Workbook
from openpyxl.cell.cell import Cell

from cicsplan.core.common.text import report_text

FORMULA_LEADS = ("=", "+", "-", "@")  # what Excel and LibreOffice read as the start of a formula when typed


def as_text(cell: Cell, text: str) -> None:
    """``text`` in ``cell`` as a string shown as written, never evaluated."""
    text = report_text(text)
    cell.value = text
    cell.data_type = "s"  # after the value: openpyxl has just typed a leading '=' as a formula
    if text.startswith(FORMULA_LEADS):
        cell.quotePrefix = True


def seal_text(wb: Workbook, formulas: Collection[tuple[str, str]]) -> None:
    """Turn every string cell of ``wb`` into text, except the ``(sheet title, coordinate)`` ``formulas``."""
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                if isinstance(cell.value, str) and (ws.title, cell.coordinate) not in formulas:
                    as_text(cell, cell.value)
                if cell.comment is not None:
                    cell.comment.text = report_text(cell.comment.text)
