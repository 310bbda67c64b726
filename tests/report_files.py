"""Reading what the reports wrote: PDF text (poppler's pdftotext) and workbooks recalculated by an independent
spreadsheet (LibreOffice headless), for the tests of every part that writes a report."""

from __future__ import annotations

import math
import os
import shutil
import subprocess
from pathlib import Path

import openpyxl
import pytest
from scripts.libreoffice_recalc import SOFFICE, recalc_command

PDFTOTEXT = shutil.which("pdftotext")


def needs_libreoffice() -> None:
    if SOFFICE is None:
        if os.environ.get("CI") or os.environ.get("CICSPLAN_FULL_TEST"):
            pytest.fail("LibreOffice (libreoffice-calc-nogui) is needed to recalculate the exported workbooks")
        pytest.skip("LibreOffice is not installed (apt-get install libreoffice-calc-nogui)")


def recalculate(files: list[Path], folder: Path, resave: bool = True) -> dict[Path, openpyxl.Workbook]:
    """Each workbook with its cached values dropped (``resave``; else exactly as written), recalculated by
    LibreOffice, read back as values."""
    needs_libreoffice()
    plain, done, profile = folder / "plain", folder / "recalculated", folder / "profile"
    plain.mkdir(parents=True, exist_ok=True)
    for f in files:
        if resave:
            openpyxl.load_workbook(f).save(plain / f.name)  # openpyxl drops the cached values: nothing to copy
        else:
            shutil.copyfile(f, plain / f.name)
    subprocess.run(recalc_command(SOFFICE, profile, done, [plain / f.name for f in files]),
                   check=True, capture_output=True, timeout=300)
    return {f: openpyxl.load_workbook(done / f.name, data_only=True) for f in files}


def pdf_text(path: Path, *options: str) -> str:
    if PDFTOTEXT is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    return subprocess.run([PDFTOTEXT, *options, str(path), "-"], capture_output=True, text=True, check=True).stdout


def squash(text: str) -> str:
    return " ".join(text.split())


def close(a: float | str | None, b: float | str | None) -> bool:
    """Two values of a formula cell agree: numbers to 1e-9, text exactly (an empty text may read back as blank)."""
    if isinstance(a, str) or isinstance(b, str):
        return (a or "") == (b or "")
    return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


LIMITS_TITLE = "Limits, headroom and the binding constraint"  # the Results sheet's limits table


def limit_rows(ws, marks: bool = True) -> dict[str, int]:
    """The limits table's rows by label (a label ends in a dagger where the limit rests on an assumption; without
    ``marks`` it is left off)."""
    top = next(r for r in range(1, ws.max_row + 1) if ws.cell(row=r, column=1).value == LIMITS_TITLE)
    rows = {}
    for r in range(top + 2, ws.max_row + 1):
        if ws.cell(row=r, column=4).value is None:
            break
        label = ws.cell(row=r, column=1).value
        rows[label if marks else str(label).rstrip(" †")] = r
    return rows
