"""LibreOffice as the independent spreadsheet that recalculates a workbook: a throwaway user profile that
recalculates every formula of an xlsx when it loads one (by default LibreOffice keeps the values the file caches,
or asks), and the headless command that converts workbooks through it.

Used by the report tests (tests/report_files.py: exported workbooks recalculate to the engine's figures) and by the
spreadsheet benchmark (benchmarks/bench_spreadsheet.py: cicsplan against LibreOffice recalculating the same plan).
It sits in scripts/, beside the other developer tools, so that neither needs the other's folder, and not under
app/, which ships to users who never run LibreOffice through cicsplan."""

from __future__ import annotations

import shutil
from pathlib import Path

SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
# Tools > Options > Calc > Formula > "Recalculation on file load", Excel 2007 and newer: Always (0)
RECALC_ON_LOAD = """<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema"
 xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse">
<value>0</value></prop></item>
</oor:items>
"""


def recalc_command(soffice: str, profile: Path, out: Path, books: list[Path]) -> list[str]:
    """Make ``profile`` a LibreOffice user profile that recalculates on load; the command that writes each of
    ``books``, recalculated, into the folder ``out`` under its own name."""
    (profile / "user").mkdir(parents=True, exist_ok=True)
    (profile / "user" / "registrymodifications.xcu").write_text(RECALC_ON_LOAD, encoding="utf-8")
    return [soffice, "--headless", "--norestore", f"-env:UserInstallation={profile.as_uri()}",
            "--convert-to", "xlsx", "--outdir", str(out), *(str(b) for b in books)]
