"""Fuzzing the importers: the Excel workloads reader (File > Import Workloads) and the capacity-table CSV
reader (Hardware > Import capacity table). Whatever the file holds, the answer is rows, row-level errors
naming the row and field, or one error of the documented type (ReportError, MachineError) saying what is
wrong; never another exception, never a hang.
"""

from __future__ import annotations

import io
import re
import zipfile
from datetime import timedelta
from pathlib import Path

import openpyxl
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget, no_hang

from cicsplan.core.analysis.calibrate_table import TableError, parse_text, read_table_file
from cicsplan.core.common.limits import MAX_NAME_CHARS
from cicsplan.core.hardware.machines import MachineError, parse_capacity_csv, validate_import
from cicsplan.report.atomic import ReportError
from cicsplan.report.workbook_import import read_workloads

FUZZ = settings(max_examples=budget(40), deadline=timedelta(seconds=5),
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

# ---------------------------------------------------------------------------------------------------
# Excel


def workbook_bytes(rows: list[list], title: str = "Workloads") -> bytes:
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = title
    for row in rows:
        ws.append(row)
    buffer = io.BytesIO()
    wb.save(buffer)
    return buffer.getvalue()


GOOD_ROWS = [["name", "ingress", "tps", "payload_in_bytes", "channel"],
             ["Terminals", "3270", 1000, 1920, "no"],
             ["Gateway", "ctg-ipic", 500, 32000, "yes"]]
GOOD = workbook_bytes(GOOD_ROWS)
SHEET = "xl/worksheets/sheet1.xml"


def rezip(data: bytes, member: str, change) -> bytes:
    """The workbook with one member's bytes changed."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for name in source.namelist():
            content = source.read(name)
            target.writestr(name, change(content) if name == member else content)
    return out.getvalue()


def read(tmp_path: Path, catalog, data: bytes):
    """The import, or the ReportError text; any other exception fails the test."""
    path = tmp_path / "fuzz.xlsx"
    path.write_bytes(data)
    try:
        return read_workloads(path, catalog)
    except ReportError as exc:
        assert "fuzz.xlsx" in str(exc)
        return str(exc)


def test_the_good_workbook_imports(tmp_path, catalog):
    imported = read(tmp_path, catalog, GOOD)
    assert not imported.errors and [r.get("name") for r in imported.records] == ["Terminals", "Gateway"]


@FUZZ
@given(data=st.binary(max_size=4000))
def test_random_bytes_are_not_a_workbook(tmp_path, catalog, data):
    outcome = read(tmp_path, catalog, data)
    assert isinstance(outcome, str) and "cannot be read as an Excel workbook" in outcome


def test_a_workbook_cut_short_is_refused(tmp_path, catalog):
    cuts = [*range(0, len(GOOD) - 200, 23), *range(len(GOOD) - 200, len(GOOD))]  # the zip directory is at the end
    with no_hang():
        for cut in cuts:
            outcome = read(tmp_path, catalog, GOOD[:cut])
            assert isinstance(outcome, str) and "cannot be read as an Excel workbook" in outcome, cut


MEMBERS = sorted(zipfile.ZipFile(io.BytesIO(GOOD)).namelist())


@st.composite
def damaged_member(draw) -> tuple[str, bytes]:
    member = draw(st.sampled_from(MEMBERS))
    content = bytearray(zipfile.ZipFile(io.BytesIO(GOOD)).read(member))
    kind = draw(st.sampled_from(["cut", "flip", "garbage", "splice"]))
    if kind == "cut":
        content = content[:draw(st.integers(0, max(len(content) - 1, 0)))]
    elif kind == "flip" and content:
        for _ in range(draw(st.integers(1, 8))):
            content[draw(st.integers(0, len(content) - 1))] = draw(st.integers(0, 255))
    elif kind == "garbage":
        content = bytearray(draw(st.binary(max_size=200)))
    else:
        at = draw(st.integers(0, len(content)))
        content[at:at] = draw(st.sampled_from([b"<", b"&#0;", b"<x>", b"\xff\xfe", b'"', b"<v>1e999</v>", b"]]>"]))
    return member, bytes(content)


@FUZZ
@given(damage=damaged_member())
def test_a_damaged_part_is_refused_or_read_never_a_crash(tmp_path, catalog, damage):
    member, content = damage
    outcome = read(tmp_path, catalog, rezip(GOOD, member, lambda _: content))
    if not isinstance(outcome, str):
        assert all(re.match(r"row \d+, \w+: ", e) for e in outcome.errors)


@pytest.mark.parametrize(("xml_from", "xml_to", "expect"), [
    ("<v>1000</v>", "<v>1e999</v>", "row 2, tps"),  # infinity: not a number
    ("<v>1000</v>", "<v>" + "9" * 400 + "</v>", "row 2, tps"),  # a whole number no float can hold
    ("<v>1000</v>", "<v>nan</v>", "is damaged"),
    ("<v>1000</v>", "<v>abc</v>", "is damaged"),
    ('<c r="C2" t="n"><v>1000</v>', '<c r="C2" t="e"><v>#DIV/0!</v>', "row 2, tps"),
    ('<c r="C2" t="n"><v>1000</v>', '<c r="C2" t="d"><v>2024-13-45</v>', "is damaged"),
    ('<c r="C2" t="n"><v>1000</v>', '<c r="C2" t="s"><v>99</v>', "is damaged"),  # no such shared string
    ('r="C2"', 'r="!!"', "is damaged"),
    ('r="C2"', 'r="ZZZZZ2"', "is damaged"),
    ("<t>Terminals</t>", "<t>T&#0;</t>", "is damaged"),  # NUL is not allowed in XML
    ("<t>Terminals</t>", "<t>" + "<b>" * 10_000 + "</b>" * 10_000 + "</t>", "row 2, name"),  # deep: no text
])
def test_bad_cells_are_row_errors_or_a_damaged_workbook(tmp_path, catalog, xml_from, xml_to, expect):
    data = rezip(GOOD, SHEET, lambda b: b.decode().replace(xml_from, xml_to, 1).encode())
    assert xml_to.encode() in zipfile.ZipFile(io.BytesIO(data)).read(SHEET)
    with no_hang():
        outcome = read(tmp_path, catalog, data)
    text = outcome if isinstance(outcome, str) else "\n".join(outcome.errors)
    assert expect in text, text


def test_an_entity_expansion_bomb_is_refused(tmp_path, catalog):
    entities = '<!ENTITY a "aaaaaaaaaa">' + "".join(
        f'<!ENTITY {n} "{("&" + p + ";") * 10}">' for p, n in zip("abcdefg", "bcdefgh", strict=True))
    data = rezip(GOOD, SHEET, lambda b: (f'<?xml version="1.0"?><!DOCTYPE w [{entities}]>'
                                         + b.decode().replace("<t>Terminals</t>", "<t>&h;</t>")).encode())
    with no_hang():
        outcome = read(tmp_path, catalog, data)
    assert isinstance(outcome, str) and "damaged" in outcome


@pytest.mark.parametrize("value", [1e308, -1e308, True, "lots", "1,000", "=peak*2", "", "\u202eRTL", 12.5])
def test_wrong_values_are_errors_naming_row_and_field(tmp_path, catalog, value):
    rows = [r[:] for r in GOOD_ROWS]
    rows[2][3] = value  # Gateway's payload_in_bytes
    imported = read(tmp_path, catalog, workbook_bytes(rows))
    text = "\n".join(imported.errors)
    if value in ("1,000", "=peak*2", ""):
        assert not imported.errors, text  # a thousands separator, a plan formula, an empty (default) cell
    else:
        assert "row 3, payload_in_bytes" in text, text
        assert len(imported.records) == 1


def test_unicode_and_duplicate_names_import_as_they_are(tmp_path, catalog):
    names = ["\u202eRTL override", "שלום", "😀👩‍👩‍👧", "same", "same", "x" * MAX_NAME_CHARS]
    rows = [["name", "ingress", "tps"], *[[n, "3270", 100 + i] for i, n in enumerate(names)]]
    imported = read(tmp_path, catalog, workbook_bytes(rows))
    assert not imported.errors
    assert [r.get("name") for r in imported.records] == names


def test_a_name_longer_than_a_plan_holds_is_a_row_error(tmp_path, catalog):
    """Excel holds up to 32,767 characters in a cell; a plan's names stop at MAX_NAME_CHARS, so the row is
    refused with the limit rather than imported into a plan that would not open again."""
    rows = [["name", "ingress", "tps"], ["ok", "3270", 1], ["x" * 32_000, "3270", 2]]
    imported = read(tmp_path, catalog, workbook_bytes(rows))
    assert imported.errors == [f"row 3, name: Name is 32,000 characters long; at most {MAX_NAME_CHARS:,} are "
                               "allowed"]


def test_wrong_types_in_text_columns(tmp_path, catalog):
    rows = [["name", "ingress", "tps", "tls"], [12345, 3270, 100, True], [None, "3270", 5, None]]
    imported = read(tmp_path, catalog, workbook_bytes(rows))
    assert imported.errors == ["row 3, name: Name is required"]
    assert imported.records[0].get("name") == "12345" and imported.records[0].get("ingress") == "3270"


def big_sheet(rows: int) -> bytes:
    return workbook_bytes([["name", "ingress", "tps"], *[[f"w{i}", "3270", 10] for i in range(rows)]])


@pytest.mark.parametrize("dimension", [None, "A1:C10", "A1:XFD1048576"], ids=["missing", "stale", "absurd"])
def test_every_row_is_read_whatever_size_the_file_records(tmp_path, catalog, dimension):
    """Writers that leave out the sheet's recorded size, or record a wrong one, lose no rows."""
    replacement = b"" if dimension is None else f'<dimension ref="{dimension}"/>'.encode()
    data = rezip(big_sheet(1000), SHEET, lambda b: re.sub(rb'<dimension ref="[^"]*"\s*/>', replacement, b))
    with no_hang():
        imported = read(tmp_path, catalog, data)
    assert not imported.errors and len(imported.records) == 1000


def test_a_cell_a_million_rows_below_the_table_is_not_waited_for(tmp_path, catalog):
    def far_row(b: bytes) -> bytes:
        return b.replace(b"</sheetData>", b'<row r="1048576"><c r="A1048576" t="inlineStr"><is><t>far</t></is>'
                                          b"</c></row></sheetData>")

    data = rezip(big_sheet(3), SHEET, far_row)
    with no_hang(20):
        imported = read(tmp_path, catalog, data)
    assert [r.get("name") for r in imported.records] == ["w0", "w1", "w2"]


def test_a_big_workbook_imports(tmp_path, catalog):
    with no_hang():
        imported = read(tmp_path, catalog, big_sheet(5_000))
    assert not imported.errors and len(imported.records) == 5_000


# ---------------------------------------------------------------------------------------------------
# capacity-table CSV


def csv_outcome(text: str):
    try:
        table = parse_capacity_csv(text, "fuzz")
    except MachineError as exc:
        assert str(exc)
        return str(exc)
    validate_import(table)  # what it returns, a plan can hold
    return table


@FUZZ
@given(text=st.text(max_size=600))
def test_random_text_is_a_table_or_a_clear_error(text):
    csv_outcome(text)


@FUZZ
@given(rows=st.lists(st.lists(st.sampled_from(["3931", "2817", "1", "5", "3", "2253", "1e308", "-1e308", "NaN",
                                                "Infinity", "inf", "9" * 400, "", " ", "x", '"', "\x00", "😀",
                                                "\u202e3931", "1,5", "10.800,5", "2.9", "-0"]), max_size=6),
                     max_size=8),
       sep=st.sampled_from([",", ";"]))
def test_table_like_text_is_a_table_or_a_clear_error(rows, sep):
    header = sep.join(["type", "n", "LOW", "AVERAGE", "HIGH"])
    csv_outcome("\n".join([header, *(sep.join(r) for r in rows)]))


HEADER = "type,n,AVERAGE\n"


@pytest.mark.parametrize(("text", "message"), [
    ("", "the capacity file is empty"),
    ("\n\n\n", "the capacity file is empty"),
    ("\x00\x01\xff garbage", "needs the columns model, pci (or MIPS) and msu"),
    (HEADER, "has no rows"),
    (HEADER + "3931,inf,5\n", "n (CPs) must be a whole number from 1 to 359, not inf"),
    (HEADER + "3931," + "9" * 5000 + ",5\n", "n (CPs) must be a whole number from 1 to 359, not inf"),
    (HEADER + "3931,1e308,5\n", "n (CPs) must be a whole number from 1 to 359"),
    (HEADER + "3931,2.9,5\n", "n (CPs) must be a whole number from 1 to 359, not 2.9"),
    (HEADER + "3931,nan,5\n", "n (CPs) must be a whole number from 1 to 359, not nan"),
    (HEADER + "3931,1,NaN\n", "must be a number above 0 and at most 10,000,000, not nan"),
    (HEADER + "3931,1,1e999\n", "must be a number above 0 and at most 10,000,000, not inf"),
    (HEADER + "3931,1,-1e308\n", "must be a number above 0 and at most 10,000,000"),
    (HEADER + "3931,x,5\n", "line 2: n and AVERAGE must be numbers"),
    (HEADER + "\n\n3931,x,5\n", "line 4: n and AVERAGE must be numbers"),
    (HEADER + '"' + "x" * 200_000 + '",1,5\n', "line 2: a field is longer than 131,072 characters"),
    (HEADER + "39\x0031,1,5\n", "type '39\\x0031' must be a 4-digit machine type"),
    (HEADER + "\u202e3931,1,5\n", "type '\\u202e3931' must be a 4-digit machine type"),
    (HEADER + "😀,1,5\n", "must be a 4-digit machine type"),
    (HEADER + "3931,1,5\n3931,1,6\n", "type 3931 with 1 CPs appears twice"),
])
def test_bad_capacity_files_say_what_is_wrong(text, message):
    outcome = csv_outcome(text)
    assert isinstance(outcome, str) and message in outcome, outcome


@pytest.mark.parametrize(("text", "rows"), [
    ("type;n;AVERAGE\n3931;1;2253,5\n3931;2;4.400,5\n", [(1, 2253.5), (2, 4400.5)]),  # Excel with a decimal comma
    ("type;n;AVERAGE\n3931;1;2253.5\n", [(1, 2253.5)]),
    ('type,n,AVERAGE\n3931,1,"10,800"\n', [(1, 10800.0)]),  # a thousands separator
    ("type,n,AVERAGE\r\n3931, 1 , 2253 \r\n", [(1, 2253.0)]),
    ("type,n,AVERAGE,notes\n3931,1,2253,a;b;c;d\n", [(1, 2253.0)]),
])
def test_spreadsheet_styles_of_numbers(text, rows):
    table = csv_outcome(text)
    assert [(m["cps"], m["pci"]) for m in table["models"]] == rows


def test_a_big_capacity_file_is_read():
    text = "type,n,LOW,AVERAGE,HIGH\n" + "".join(f"{t},{n},{n * 1000},{n * 1100},{n * 1200}\n"
                                                  for t in range(3000, 3050) for n in range(1, 360))
    with no_hang():
        table = csv_outcome(text)
    assert len(table["models"]) == 50 * 359


# ---------------------------------------------------------------------------------------------------
# calibration tables (CSV, tab-separated, any encoding Excel writes)


def table_outcome(catalog, text: str):
    """The table, or the TableError text; any other exception fails the test. A refusal that names a line
    names one the text has."""
    try:
        return parse_text(text, catalog.address_spaces)
    except TableError as exc:
        assert exc.problems and all(p for p in exc.problems)
        lines = max(1, len(text.splitlines()) + 1)
        for number in re.findall(r"\bline (\d+)", str(exc)):
            assert 1 <= int(number) <= lines, (number, str(exc))
        return str(exc)


@FUZZ
@given(text=st.text(max_size=600))
def test_random_text_is_a_calibration_table_or_a_sentence(catalog, text):
    table_outcome(catalog, text)


@FUZZ
@given(rows=st.lists(st.lists(st.sampled_from(["100", "200.5", "1,940.74", "NA", "", " ", '"', '""', '"a,b"',
                                                '"x\ny"', "#", "x", "\t", ";", "9" * 300, "-1", "1e999", "😀",
                                                "\x00", "\r", '"unclosed']), max_size=5), max_size=8),
       sep=st.sampled_from([",", ";", "\t"]), newline=st.sampled_from(["\n", "\r\n", "\r"]))
def test_table_like_text_is_a_calibration_table_or_a_sentence(catalog, rows, sep, newline):
    header = sep.join(["Label", "ETR", "CICS GCPU%", "TCP/IP GCPU%"])
    table_outcome(catalog, newline.join([header, *(sep.join(r) for r in rows)]))


@FUZZ
@given(data=st.binary(max_size=2000), bom=st.sampled_from([b"", b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff",
                                                            b"\xff\xfe\x00\x00"]))
def test_any_bytes_in_a_table_file_are_a_table_or_a_sentence(tmp_path, catalog, data, bom):
    path = tmp_path / "fuzz.csv"
    path.write_bytes(bom + data)
    try:
        read_table_file(path, catalog.address_spaces)
    except TableError as exc:
        assert str(exc).startswith("fuzz.csv cannot be used:")
