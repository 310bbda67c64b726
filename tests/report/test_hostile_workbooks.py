"""Workbooks whose parts claim or hold far more than a table (issue 24): both readers, the workloads import and
calibration, read the cells a sheet holds, not the size it declares, and refuse before memory grows when the
shared strings, the styles or the cells of a sheet pass the limits of core.common.limits (lowered here, so
each case is small; benchmarks/bench_files.py measures the real ones)."""

from __future__ import annotations

import pytest
from tests.fuzzing import no_hang
from tests.report.hostile_xlsx import package, text_row

from cicsplan.core.analysis.calibrate_table import TableError, read_xlsx
from cicsplan.core.common import limits
from cicsplan.report.atomic import ReportError
from cicsplan.report.workbook_import import read_workloads

CALIBRATION = [text_row(1, "ETR", "CICS GCPU%"), text_row(2, 100, 5), text_row(3, 200, 9.5), text_row(4, 300, 14)]
WORKLOADS = [text_row(1, "name", "ingress", "tps"), text_row(2, "Terminals", "3270", 100)]


def both(tmp_path, catalog, data: bytes) -> tuple[object, object]:
    """What each reader makes of the workbook: its result or its refusal's text."""
    path = tmp_path / "hostile.xlsx"
    path.write_bytes(data)
    with no_hang(60):
        try:
            imported = read_workloads(path, catalog)
        except ReportError as exc:
            imported = str(exc)
        try:
            table = read_xlsx(path, catalog.address_spaces)
        except TableError as exc:
            table = str(exc)
    return imported, table


def test_a_sheet_declaring_every_cell_of_excel_is_read_as_the_cells_it_holds(tmp_path, catalog):
    """2 KB: a header, three rows, and one empty cell in the last row Excel has. Calibration ran for minutes."""
    far = '<row r="1048576"><c r="XFD1048576"/></row>'
    imported, table = both(tmp_path, catalog, package("".join(CALIBRATION) + far, dimension="A1:XFD1048576"))
    assert not isinstance(table, str), table
    assert table.column(table.index("etr")) == [100, 200, 300]
    imported, _ = both(tmp_path, catalog, package("".join(WORKLOADS) + far, dimension="A1:XFD1048576"))
    assert [r.get("name") for r in imported.records] == ["Terminals"]


def test_rows_each_reaching_the_last_column_stop_at_the_cell_limit(tmp_path, catalog, monkeypatch):
    monkeypatch.setattr(limits, "MAX_WORKBOOK_CELLS", 100_000)
    rows = "".join(f'<row r="{n}"><c r="XFD{n}"/></row>' for n in range(5, 30))
    for text in both(tmp_path, catalog, package("".join(CALIBRATION) + rows)):
        assert "sheet 'Sheet1' holds more than 100,000 cells (empty ones before the last cell of each row " \
               "included); cicsplan reads at most that many from a sheet" in text


def test_too_many_shared_strings_are_refused_before_they_are_read(tmp_path, catalog, monkeypatch):
    monkeypatch.setattr(limits, "MAX_WORKBOOK_STRINGS", 1_000)
    for part in ("sharedStrings.xml", "strings-elsewhere.xml"):  # found by its content type too
        data = package('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', shared=["x"] * 1_001, strings_part=part)
        for text in both(tmp_path, catalog, data):
            assert "holds more than 1,000 distinct texts (shared strings); a workbook cicsplan reads holds at most " \
                   "that many" in text
    data = package("".join(WORKLOADS), shared=["x"] * 1_000)
    assert [r.get("name") for r in both(tmp_path, catalog, data)[0].records] == ["Terminals"]  # at the limit


def test_too_much_shared_text_is_refused(tmp_path, catalog, monkeypatch):
    monkeypatch.setattr(limits, "MAX_WORKBOOK_STRING_CHARS", 10_000)
    data = package('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', shared=["y" * 5_000] * 3)
    for text in both(tmp_path, catalog, data):
        assert "holds more than 10,000 characters of text (shared strings)" in text


def test_too_many_styles_are_refused_before_they_are_read(tmp_path, catalog, monkeypatch):
    monkeypatch.setattr(limits, "MAX_WORKBOOK_STYLE_ELEMENTS", 2_000)
    for text in both(tmp_path, catalog, package("".join(CALIBRATION), styles=2_500)):
        assert "has more than 2,000 entries in its styles (cell formats, fonts, fills, borders)" in text


@pytest.mark.parametrize("limit", ["MAX_WORKBOOK_STRINGS", "MAX_WORKBOOK_STRING_CHARS", "MAX_WORKBOOK_STYLE_ELEMENTS",
                                   "MAX_WORKBOOK_CELLS"])
def test_the_limits_are_far_beyond_a_real_table(limit):
    """A scenario's 10,000 workloads, or a calibration table's 10,000 intervals, fit well within each."""
    assert getattr(limits, limit) >= 64_000
