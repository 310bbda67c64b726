"""What a copied block of cells puts on the clipboard: for other programs, the values as Excel and LibreOffice
read them (tab-separated, numbers at full precision, a formula as its value, since no other program knows the
plan's variables); for cicsplan itself, the cells as typed (formulas kept) in a private format beside it."""

from __future__ import annotations

import json
import math

from PySide6.QtCore import QMimeData

from cicsplan.core.plan import edits
from cicsplan.core.plan.plan import Scalar

CELLS_MIME = "application/x-cicsplan-cells"


def excel_text(value: object) -> str:
    """One cell for a spreadsheet: numbers in full (the shortest text that reads back as the same float)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        if not math.isfinite(value):
            return ""
        if value.is_integer() and abs(value) < 1e15:
            return str(int(value))
        return repr(value)
    return str(value).replace("\t", " ").replace("\r", " ").replace("\n", " ")


def cells_mime(raw: list[list[Scalar]], values: list[list[object]]) -> QMimeData:
    """The clipboard's content for a copied block: ``values`` as text, ``raw`` (as typed) for cicsplan."""
    mime = QMimeData()
    mime.setText("\n".join("\t".join(excel_text(v) for v in row) for row in values) + "\n")
    mime.setData(CELLS_MIME, json.dumps({"cells": raw}, allow_nan=False).encode("utf-8"))
    return mime


def pasted_cells(mime: QMimeData | None) -> list[list[Scalar]]:
    """The block to paste: the cells as typed when they were copied in cicsplan, else the text's cells."""
    if mime is None:
        return []
    text = mime.text() if mime.hasText() else ""
    block = edits.parse_tsv(text) if text else []
    if mime.hasFormat(CELLS_MIME):
        try:
            cells = json.loads(bytes(mime.data(CELLS_MIME).data()).decode("utf-8"))["cells"]
        except (ValueError, KeyError, TypeError, UnicodeDecodeError):
            cells = None
        # the private copy belongs to the text beside it: same shape (another program may have kept it)
        if (isinstance(cells, list) and all(isinstance(r, list) for r in cells)
                and [len(r) for r in cells] == [len(r) for r in block]
                and all(v is None or isinstance(v, str | int | float | bool) for r in cells for v in r)):
            return cells
    return block
