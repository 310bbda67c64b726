"""Calibration from measurements, with the documents' own tables: the fit gives back the catalog's
coefficients, suspicious rows are flagged, and bad tables are refused cell by cell."""

from __future__ import annotations

import codecs
import csv
import io
import itertools

import numpy as np
import pytest
from tests.fuzzing import no_hang

from cicsplan.core.analysis.calibrate import (
    CalibrationError,
    EtrCounting,
    calibrate,
    median_line,
    parse_releases,
)
from cicsplan.core.analysis.calibrate_table import TableError, check_table_rows, parse_text, read_table_file
from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.catalog.checks import model_flags
from cicsplan.core.catalog.costs import derive_costs
from cicsplan.core.common.limits import MAX_CALIBRATION_ROWS
from conftest import REPO, settings_like

DATA = REPO / "tests" / "data" / "calibration"
FIELDS = ("fixed_pct", "total_ms", "eligible_fixed_pct", "eligible_ms", "spill_share")


def published_table_text(model, etr_factor: float = 1.0, delimiter: str = ",") -> str:
    """The model's published rows with its own column labels, as a spreadsheet would export them."""
    m = model.measurements
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\n")
    writer.writerow([c.label for c in m.columns])
    for row in m.rows:
        cells = []
        for col, value in zip(m.columns, row, strict=True):
            if value is None:
                cells.append("NA")
            elif col.kind == "etr":
                cells.append(repr(value * etr_factor))
            elif col.kind == "total_ms":
                cells.append(repr(value / etr_factor))
            else:
                cells.append(repr(value))
        writer.writerow(cells)
    return out.getvalue()


def assert_same_costs(built_in, calibrated_costs, method: str, booked: dict[str, str] | None = None) -> None:
    """``booked``: address spaces the built-in books a column to against its label ({built-in: by label})."""
    expected = derive_costs(built_in, method)
    booked = booked or {}
    assert set(calibrated_costs.by_as) == {booked.get(s, s) for s in expected.by_as}
    for space, cost in expected.by_as.items():
        for name in FIELDS:
            assert getattr(calibrated_costs.by_as[booked.get(space, space)], name) == pytest.approx(
                getattr(cost, name), rel=1e-12, abs=1e-12), (space, name)
    assert [s.index for s in calibrated_costs.saturated] == [s.index for s in expected.saturated]


# ---------------------------------------------------------------------------------------------
# the documents' tables give back the catalog's coefficients

def test_ctg_ipic_csv_as_published_gives_the_catalogs_fit(catalog):
    built_in = catalog.get("ctg-ipic")
    table = read_table_file(DATA / "ctg-ipic.csv", catalog.address_spaces)
    assert [c.kind for c in table.columns] == ["etr", "resp_ms", "gcpu", "gcpu", "gcpu", "aapcp", "ziip", "total_ms"]
    assert table.column(0)[3] == 1940.74  # "1,940.74": quoted thousands separator
    result = calibrate(table, settings_like(built_in), catalog)
    assert_same_costs(built_in, result.fitted, "fitted")
    assert_same_costs(built_in, result.published, "published")
    assert result.r2_total == pytest.approx(derive_costs(built_in, "fitted").r2_total(built_in))
    assert result.fitted.by_as["CTG"].total_ms == pytest.approx(0.2681, abs=5e-5)
    assert not [f for f in result.flags if f.kind in ("row_total", "outlier", "saturated")]


@pytest.mark.parametrize("model_id", [m for m in load_catalog().models])
def test_every_published_table_calibrates_to_the_catalogs_coefficients(catalog, model_id):
    built_in = catalog.get(model_id)
    table = parse_text(published_table_text(built_in), catalog.address_spaces, f"{model_id}.csv")
    result = calibrate(table, settings_like(built_in), catalog)
    # Table 36 labels its VTAM column 'TCP/IP': a table read by its labels books it there, the catalog to NET
    booked = {"NET": "TCPIP"} if model_id == "dpl-lu62" else None
    assert_same_costs(built_in, result.fitted, "fitted", booked)
    assert_same_costs(built_in, result.published, "published", booked)


def test_web_services_counted_by_rmf_divide_by_two(catalog):
    built_in = catalog.get("ws-soap")
    table = read_table_file(DATA / "ws-soap-rmf.tsv", catalog.address_spaces)  # an Excel paste, with labels
    assert table.row_names[0] == "line 2 (10:00)"
    counting = EtrCounting("cics", factor=2)
    result = calibrate(table, settings_like(built_in, counting=counting), catalog)
    m = result.model.measurements
    assert list(m.etr) == list(built_in.measurements.etr)  # business transactions, as the document counts
    assert list(m.published_total_ms) == list(built_in.measurements.published_total_ms)
    assert_same_costs(built_in, result.fitted, "fitted")
    assert_same_costs(built_in, result.published, "published")
    assert "divided by 2" in result.model.etr_counts and "CWXN" in result.model.etr_counts
    assert result.model.provenance["etr_factor"] == 2.0
    # halved totals, typed to 4 decimals, are the document's truncated totals: within 0.5%, not flagged
    assert not [f for f in result.flags if f.kind == "row_total"]
    # the counting is said where the ETR is shown
    assert m.columns[0].label == "ETR (business tps = counted rate / 2)"


def test_web_services_at_factor_one_are_not_the_documents_costs_and_the_hint_says_why(catalog):
    table = read_table_file(DATA / "ws-soap-rmf.tsv", catalog.address_spaces)
    result = calibrate(table, settings_like(catalog.get("ws-soap")), catalog)
    assert result.published.total_ms == pytest.approx(derive_costs(catalog.get("ws-soap"), "published").total_ms / 2)
    assert any(f.kind == "counting" and "factor is 2" in f.text for f in result.flags)


def test_xlsx_gives_the_same_fit_as_csv(catalog, tmp_path):
    openpyxl = pytest.importorskip("openpyxl")
    built_in = catalog.get("ctg-ipic")
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "RMF"
    sheet.append(["Run", *[c.label for c in built_in.measurements.columns]])
    for k, row in enumerate(built_in.measurements.rows):
        sheet.append([f"run {k + 1}", *row])
    path = tmp_path / "ctg-ipic.xlsx"
    book.save(path)
    table = read_table_file(path, catalog.address_spaces)
    assert table.source == "ctg-ipic.xlsx (sheet 'RMF')"
    assert table.row_names[0] == "row 2 (run 1)"
    result = calibrate(table, settings_like(built_in), catalog)
    assert_same_costs(built_in, result.fitted, "fitted")
    assert_same_costs(built_in, result.published, "published")


def test_decimal_comma_tables_with_semicolons(catalog):
    built_in = catalog.get("ctg-ipic")
    text = published_table_text(built_in, delimiter=";").replace(".", ",").replace("1,940,74", "1.940,74")
    table = parse_text(text, catalog.address_spaces, decimal_comma=True)
    assert table.column(0)[3] == 1940.74
    assert_same_costs(built_in, calibrate(table, settings_like(built_in), catalog).fitted, "fitted")


# ---------------------------------------------------------------------------------------------
# flags

def test_saturated_rows_are_left_out_and_flagged(catalog):
    built_in = catalog.get("ws-soap")  # rows 4 and 5: response time 5 and 7 ms against 1 ms
    table = read_table_file(DATA / "ws-soap-rmf.tsv", catalog.address_spaces)
    result = calibrate(table, settings_like(built_in, counting=EtrCounting("cics", 2)), catalog)
    assert result.saturated_rows == {3, 4}
    assert result.fitted.by_as["CICS"].rows_used == (0, 1, 2)
    flagged = {f.where for f in result.flags if f.kind == "saturated"}
    assert flagged == {"line 5 (10:45)", "line 6 (11:00)"}
    assert result.residuals_pct["CICS"].shape == (5,)  # saturated rows keep a residual, shown as left out


def test_a_total_inconsistent_with_its_parts_is_flagged(catalog):
    # the document's own doubt: Table 12 (HTTPS full handshake) prints 1.548 for a row whose parts give 1.340
    built_in = catalog.get("cws-https-full")
    table = parse_text(published_table_text(built_in), catalog.address_spaces)
    result = calibrate(table, settings_like(built_in), catalog)
    totals = [f for f in result.flags if f.kind == "row_total"]
    assert [f.where for f in totals] == ["line 6"]
    assert "1.5480" in totals[0].text and "1.3397" in totals[0].text
    # and in a clean table, one typed total off by 10% is the only one flagged
    text = published_table_text(catalog.get("ctg-ipic")).replace(",0.508\n", ",0.559\n")
    result = calibrate(parse_text(text, catalog.address_spaces), settings_like(catalog.get("ctg-ipic")), catalog)
    assert [f.where for f in result.flags if f.kind == "row_total"] == ["line 4"]


def test_rounded_totals_are_not_flagged(catalog):
    # totals typed to 2 decimals are consistent with their parts within that rounding
    built_in = catalog.get("ctg-ipic")
    lines = published_table_text(built_in).splitlines()
    rounded = [lines[0]] + [",".join([*line.split(",")[:-1], f"{float(line.split(',')[-1]):.2f}"])
                            for line in lines[1:]]
    result = calibrate(parse_text("\n".join(rounded), catalog.address_spaces), settings_like(built_in), catalog)
    assert not [f for f in result.flags if f.kind == "row_total"]


def test_an_outlier_is_flagged_by_its_row_and_address_space(catalog):
    built_in = catalog.get("ctg-ipic")
    text = published_table_text(built_in).replace("17.87", "23.2")  # CICS GCPU% of row 3 up by 30%
    result = calibrate(parse_text(text, catalog.address_spaces), settings_like(built_in), catalog)
    outliers = [f for f in result.flags if f.kind == "outlier"]
    assert [(f.where, f.text.split(":")[0]) for f in outliers] == [("line 4", "CICS")]
    assert "15%" in result.outlier_rule.describe()
    # the flag travels with the model file as a calibration note
    assert any(n.kind == "calibration" and "outlier" in n.text for n in result.model.notes)


def test_the_documents_tables_have_one_outlier_only(catalog):
    # Table 22 (1000 elements): TCP/IP falls from 9.85% expected to 7.97% at the top rate
    found = {}
    for model in catalog.models.values():
        result = calibrate(parse_text(published_table_text(model), catalog.address_spaces), settings_like(model),
                           catalog)
        found[model.id] = [(f.where, f.text.split(":")[0]) for f in result.flags if f.kind == "outlier"]
    assert {k: v for k, v in found.items() if v} == {"ws-soap-1000": [("line 6", "TCP/IP")]}


def test_long_running_tasks_say_where_the_rate_was_counted(catalog):
    built_in = catalog.get("sockets-iterative")
    table = parse_text(published_table_text(built_in), catalog.address_spaces)
    with pytest.raises(CalibrationError, match="say where the rate was counted"):
        calibrate(table, settings_like(built_in, counting=EtrCounting("external")), catalog)
    counting = EtrCounting("external", source="completions in the client region")
    result = calibrate(table, settings_like(built_in, counting=counting), catalog)
    assert "counted outside RMF's CICS subtype: completions in the client region" in result.model.etr_counts
    assert not [f for f in result.flags if f.kind == "counting"]
    assert_same_costs(built_in, result.fitted, "fitted")


def test_without_response_times_the_rule_uses_cost_rise_only(catalog):
    built_in = catalog.get("sockets-child")  # row 5 is saturated by its cost rise alone
    lines = published_table_text(built_in).splitlines()
    text = "\n".join(",".join(c for k, c in enumerate(line.split(",")) if k != 1) for line in lines)
    result = calibrate(parse_text(text, catalog.address_spaces), settings_like(built_in), catalog)
    assert result.saturated_rows == {4}
    assert result.model.measurements.column_index("resp_ms") is not None  # kept as NA, not invented
    assert any(n.kind == "missing_value" for n in result.model.notes)


# ---------------------------------------------------------------------------------------------
# refused, cell by cell

@pytest.mark.parametrize(("text", "message"), [
    ("ETR,CICS GCPU%,Foo\n1,2,3\n2,3,4\n", "column 3 'Foo' is not a column cicsplan reads; allowed headers: ETR"),
    ("ETR,CICS GCPU%,Total CPU%\n1,2,3\n2,3,4\n", "column 3 'Total CPU%' is not a column cicsplan reads"),
    ("ETR,CICS GCPU%\n100,2\n200,abc\n", "line 3, column 'CICS GCPU%': 'abc' is not a number"),
    ("ETR,CICS GCPU%\n100,2\n200,\n", "line 3, column 'CICS GCPU%' is empty; type the value, or NA"),
    ("ETR,CICS GCPU%\nNA,2\n200,3\n", "line 2, column 'ETR' is NA; NA is allowed in CPU columns only"),
    ("ETR,CICS GCPU%\n0,2\n200,3\n", "line 2, column 'ETR' is 0; allowed: above 0"),
    ("ETR,CICS GCPU%,CICS AAPCP\n100,2,3\n200,3,1\n", "line 2: CICS AAPCP 3 exceeds CICS GCPU% 2"),
    ("ETR,CICS AAPCP\n100,2\n200,3\n", "the CICS GCPU% column, which is missing"),
    ("ETR,CICS GCPU%\n100,2\n100,3\n", "line 3 has the same ETR 100 as line 2"),
    ("ETR,CICS GCPU%\n100,2\n", "at least 2 are needed"),
    ("RESP (ms),CICS GCPU%\n1,2\n2,3\n", "no ETR column"),
    ("ETR,CICS GCPU%,CICS GCPU%\n1,2,3\n2,3,4\n", "a second CICS GCPU% column"),
    ("ETR;CICS GCPU%\n100;5,62\n200;11,3\n", "a comma here must separate thousands"),
    ("ETR,CICS GCPU%\n100,2,7\n200,3\n", "line 2 has 3 cells; the header names 2 columns"),
    ("", "the table is empty"),
])
def test_bad_tables_name_the_row_column_and_what_is_allowed(catalog, text, message):
    with pytest.raises(TableError) as caught:
        parse_text(text, catalog.address_spaces)
    assert message in str(caught.value)


# ---------------------------------------------------------------------------------------------
# table files: encodings, quotes, limits


@pytest.mark.parametrize(("encoding", "bom"), [
    ("utf-8", b""), ("utf-8", codecs.BOM_UTF8), ("utf-16-le", codecs.BOM_UTF16_LE),
    ("utf-16-be", codecs.BOM_UTF16_BE), ("utf-16-le", b""), ("cp1252", b""),
], ids=["utf-8", "utf-8 with BOM", "Excel Unicode Text (UTF-16 LE)", "UTF-16 BE", "UTF-16 LE without BOM",
        "Excel CSV on Windows (cp1252)"])
def test_table_files_in_every_encoding_excel_writes(catalog, tmp_path, encoding, bom):
    text = ("Label\tETR\tCICS GCPU%\tTCP/IP GCPU%\r\n"
            "Zürich 1\t100\t2.5\t1\r\nrun 2\t200\t5.0\t2\r\nrun 3\t300\t7.5\t3\r\n")
    path = tmp_path / "rmf.txt"
    path.write_bytes(bom + text.encode(encoding))
    table = read_table_file(path, catalog.address_spaces)
    assert table.row_names == ("line 2 (Zürich 1)", "line 3 (run 2)", "line 4 (run 3)")
    assert table.column(table.index("etr")) == [100, 200, 300]
    assert table.column(table.index("gcpu", "CICS")) == [2.5, 5.0, 7.5]


def test_a_binary_table_file_is_refused_in_one_sentence(catalog, tmp_path):
    path = tmp_path / "rmf.csv"
    path.write_bytes(b"PK\x03\x04\x14\x00\x06\x00binary workbook")
    with pytest.raises(TableError, match="rmf.csv cannot be used:\n  is a binary file"):
        read_table_file(path, catalog.address_spaces)


@pytest.mark.parametrize(("text", "message"), [
    ('ETR,CICS GCPU%\n100,2\n"200,3\n300,4\n', 'line 3: a quoted field starts on this line and is never closed (a " '
                                                 "is missing)"),
    ('ETR,CICS GCPU%\n100,"2"5\n', 'line 2: text follows the closing quote of a field (as in "12"3)'),
    ("ETR,CICS GCPU%\n100,2\n200," + "9" * 10_001 + "\n", "line 3, column 2: the field is 10,001 characters long; a "
                                                         "field holds at most 10,000"),
    ('ETR,CICS GCPU%\n100,2\n200,"' + "9" * 200_000, "line 3: a field is longer than 10,000 characters"),
    ("ETR," + ",".join(["CICS GCPU%"] * 1_000) + "\n", "line 1 has 1,001 fields; a table has at most 1,000 columns"),
    ("# comment\nETR,CICS GCPU%\n\n100,2\n\n# a, \"quoted\" comment\n100,3\n", "line 7 has the same ETR 100 as "
                                                                                 "line 4"),
])
def test_a_broken_table_is_a_sentence_with_the_line_number(catalog, text, message):
    with pytest.raises(TableError) as caught:
        parse_text(text, catalog.address_spaces)
    assert message in str(caught.value)


def test_a_quoted_field_may_run_over_lines(catalog):
    table = parse_text('Label,ETR,CICS GCPU%\n"first\nrun",100,2\nsecond,200,3\n', catalog.address_spaces)
    assert table.row_names == ("line 2 (first\nrun)", "line 4 (second)")


def test_a_table_of_the_most_rows_reads_and_one_more_is_refused(catalog):
    rows = [f"{100 + i * 0.01:.2f},{1 + i * 0.0001:.4f}" for i in range(MAX_CALIBRATION_ROWS)]
    table = parse_text("ETR,CICS GCPU%\n" + "\n".join(rows) + "\n", catalog.address_spaces)
    assert len(table.values) == MAX_CALIBRATION_ROWS
    with pytest.raises(TableError, match=f"the table has more than {MAX_CALIBRATION_ROWS:,} rows .line "
                                         f"{MAX_CALIBRATION_ROWS + 2} is beyond them.; a table holds at most"):
        parse_text("ETR,CICS GCPU%\n" + "\n".join(rows) + "\n500,3\n", catalog.address_spaces)


def test_a_million_row_table_is_refused_after_the_rows_allowed(catalog, tmp_path):
    """The reading stops at the limit: a million rows are refused in a fraction of a second (bench_files.py)."""
    path = tmp_path / "year-of-minutes.csv"
    with path.open("w", encoding="utf-8") as handle:
        handle.write("ETR,CICS GCPU%\n")
        handle.writelines(f"{100 + i * 0.001:.3f},2\n" for i in range(1_000_000))
    with no_hang(60), pytest.raises(TableError, match=f"more than {MAX_CALIBRATION_ROWS:,} rows"):
        read_table_file(path, catalog.address_spaces)


def test_the_dialogs_quick_look_refuses_what_the_editor_should_not_hold():
    check_table_rows("ETR,CICS GCPU%\n" + "1,2\n" * MAX_CALIBRATION_ROWS, "t.csv")
    with pytest.raises(TableError, match=f"more than {MAX_CALIBRATION_ROWS:,} rows"):
        check_table_rows("ETR,CICS GCPU%\n" + "1,2\n" * (MAX_CALIBRATION_ROWS + 1), "t.csv")


def test_the_median_line_is_every_pair_of_a_short_table():
    rng = np.random.default_rng(7)
    etr = rng.uniform(100, 3000, 60)
    cpu = 0.4 + 0.02 * etr + rng.normal(0, 1, etr.size)
    slopes = [(cpu[j] - cpu[i]) / (etr[j] - etr[i]) for i, j in itertools.combinations(range(etr.size), 2)]
    slope = float(np.median(slopes))
    assert median_line(etr, cpu, list(range(etr.size))) == (float(np.median(cpu - slope * etr)), slope)


def test_a_table_of_the_most_rows_calibrates_in_seconds_and_finds_its_outliers(catalog):
    """Every pair of 10,000 rows is 50 million slopes: the median line samples them (bench_files.py times it)."""
    rng = np.random.default_rng(3)
    etr = np.linspace(100, 5000, MAX_CALIBRATION_ROWS)
    cpu = 0.5 + 0.017 * etr + rng.normal(0, 0.05, etr.size)
    cpu[::1000] += 20  # ten intervals with a batch job in them
    fixed, slope = median_line(etr, cpu, list(range(etr.size)))
    assert slope == pytest.approx(0.017, rel=0.002) and fixed == pytest.approx(0.5, abs=0.05)
    text = "ETR,CICS GCPU%\n" + "".join(f"{e:.3f},{c:.4f}\n" for e, c in zip(etr, cpu, strict=True))
    with no_hang(120):
        result = calibrate(parse_text(text, catalog.address_spaces), settings_like(catalog.get("ctg-ipic"),
                                                                                     like="ctg-ipic"), catalog)
    assert result.outliers["CICS"] == list(range(0, MAX_CALIBRATION_ROWS, 1000))


def test_damaged_utf16_is_refused_naming_it(catalog, tmp_path):
    path = tmp_path / "t.txt"
    path.write_bytes(codecs.BOM_UTF16_LE + "ETR\tCICS GCPU%\n".encode("utf-16-le") + b"\x00\xd8")  # a lone half
    with pytest.raises(TableError, match="t.txt cannot be used:\n  is not valid UTF-16 text"):
        read_table_file(path, catalog.address_spaces)


def test_every_bad_cell_is_reported_at_once(catalog):
    with pytest.raises(TableError) as caught:
        parse_text("ETR,CICS GCPU%,TCP/IP GCPU%\n100,x,2\n200,3,y\n", catalog.address_spaces)
    assert len(caught.value.problems) == 2


@pytest.mark.parametrize(("changes", "message"), [
    ({"model_id": "ctg-ipic"}, "'ctg-ipic' is a built-in method"),
    ({"model_id": "Our CTG"}, "lower-case letters, digits and dashes"),
    ({"machine": "9999-123"}, "machine:"),
    ({"family": "Mainframe"}, "family 'Mainframe' is not one of"),
    ({"lpar_cps": 0}, "a whole number from 1 to 256"),
    ({"counting": EtrCounting("cics", factor=0)}, "ETR factor 0"),
    ({"like": "nope"}, "shape like 'nope' is not a catalog method"),
    ({"lpar_ziips": 0}, "column 'CTG zAAP CPU%' is 8.93; allowed 0 to 0"),
])
def test_bad_settings_are_refused_with_the_reason(catalog, changes, message):
    table = read_table_file(DATA / "ctg-ipic.csv", catalog.address_spaces)
    with pytest.raises(CalibrationError) as caught:
        calibrate(table, settings_like(catalog.get("ctg-ipic"), **changes), catalog)
    assert message in str(caught.value)


def test_releases_are_product_equals_version():
    assert parse_releases("CICS TS=6.1, zos=3.1; mq=9.3") == {"cics_ts": "6.1", "zos": "3.1", "mq": "9.3"}
    with pytest.raises(ValueError, match="product=version"):
        parse_releases("CICS 6.1")


# ---------------------------------------------------------------------------------------------
# the model file

def test_the_model_file_loads_with_the_catalogs_own_checks_and_says_where_it_came_from(catalog):
    built_in = catalog.get("ctg-ipic")
    table = read_table_file(DATA / "ctg-ipic.csv", catalog.address_spaces)
    result = calibrate(table, settings_like(built_in, measured_on="May 2026 peak", model_id="our-ctg"), catalog)
    model = result.model
    assert model.is_custom and model.id == "our-ctg"
    assert model.provenance["kind"] == "your measurement"
    assert model.provenance["source_file"] == "ctg-ipic.csv"
    assert model.provenance["machine"] == "2817-779" and model.provenance["lpar_ziips"] == 1
    assert model.provenance["releases"] == "cics_ts=4.2, zos=1.13, ctg=8.1"
    assert model.citation.startswith("custom model 'our-ctg' from our-ctg.toml (your measurement: ctg-ipic.csv, ")
    assert model.shape.commarea_limit == "eci" and model.shape.channel_capable  # taken from 'like'
    assert any(n.kind == "not_measured" and "[shape]" in n.where for n in model.notes)
    assert model.reference.payload_in_bytes == 32000
    # the catalog's own checks of a custom model find what the calibration found
    assert not [f for f in model_flags(model) if f.kind == "row_total"]
    assert derive_costs(model, "fitted").by_as["CICS"].derivation.endswith(model.citation)


def test_shape_defaults_without_a_template_are_named_as_not_measured(catalog):
    table = read_table_file(DATA / "ctg-ipic.csv", catalog.address_spaces)
    result = calibrate(table, settings_like(catalog.get("ctg-ipic"), like=None), catalog)
    model = result.model
    assert model.shape.commarea_limit is None and not model.shape.channel_capable
    assert model.reference.payload_in_bytes == 32768
    assert "Not stated at calibration" in model.reference.payload_note
    note = next(n for n in model.notes if n.kind == "not_measured")
    assert "defaults" in note.text


def test_model_costs_scale_from_the_measured_machine(catalog):
    # measured on a z16 with 5 CPs: the same CPU% per tps is a different cost on the reference LPAR
    table = read_table_file(DATA / "ctg-ipic.csv", catalog.address_spaces)
    result = calibrate(table, settings_like(catalog.get("ctg-ipic"), machine="3931-705", lpar_cps=5), catalog)
    assert result.model.reference.machine == "3931-705" and result.model.reference.lpar_cps == 5
    assert "z16" in result.model.reference.machine_description


def test_residuals_are_measured_minus_the_line_for_every_row(catalog):
    built_in = catalog.get("ws-soap")
    table = read_table_file(DATA / "ws-soap-rmf.tsv", catalog.address_spaces)
    result = calibrate(table, settings_like(built_in, counting=EtrCounting("cics", 2)), catalog)
    cost = result.fitted.by_as["CICS"]
    m = result.model.measurements
    expected = m.total_pct("CICS") - (cost.fixed_pct + cost.total_ms / 10 * m.etr)
    assert np.allclose(result.residuals_pct["CICS"], expected)
    assert np.allclose(result.residuals_pct["CICS"][:3], cost.fit_total.residuals_pct)
    assert result.residuals_pct["CICS"][4] > 5  # the saturated top row costs more than the line says


def test_an_xlsx_with_entities_is_refused_in_a_sentence(tmp_path, catalog):
    """openpyxl parses with defusedxml (installed for RMF reports): its refusal reads as a sentence, not as
    openpyxl's own wrapper text."""
    import io
    import zipfile

    import openpyxl

    from cicsplan.core.analysis.calibrate_table import TableError, read_table_file

    book = openpyxl.Workbook()
    book.active.append(["ETR", "CICS GCPU%"])
    book.active.append([100, 5])
    plain = io.BytesIO()
    book.save(plain)
    source = zipfile.ZipFile(io.BytesIO(plain.getvalue()))
    bomb = tmp_path / "bomb.xlsx"
    with zipfile.ZipFile(bomb, "w") as target:
        for name in source.namelist():
            content = source.read(name)
            if name == "xl/worksheets/sheet1.xml":
                body = content.split(b"?>", 1)[-1]  # without its XML declaration, if it has one
                content = b'<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaa">]>' + body
            target.writestr(name, content)
    with pytest.raises(TableError) as caught:
        read_table_file(bomb, catalog.address_spaces)
    assert "declares a document type or entities" in str(caught.value)
    assert "None" not in str(caught.value)
