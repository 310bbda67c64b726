"""A workload's routing survives plan -> Excel -> File > Import Workloads -> plan (issue 28): the Inputs sheet holds
it in a Routing column, as the words the Workloads sheet's Routing cell shows, and the import reads the words back.
Words that do not read are a sentence naming the row and the column, and nothing is imported."""

from __future__ import annotations

import copy
import json

import openpyxl
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json, plan_to_json
from cicsplan.core.plan.routing_text import EXAMPLE
from cicsplan.report.workbook import write_workbook
from cicsplan.report.workbook_import import read_workloads

SPLIT = [{"group": "AOR1", "share_pct": 60, "link": "ipic", "commarea_bytes": 32000},
         {"group": "AOR2", "share_pct": 40, "commarea_bytes": 4000}]
FREE = [{"group": "AOR1", "share_pct": "free", "link": "lu62"}, {"group": "AOR2", "share_pct": "free"}]
PLAN = {
    "format": "cicsplan", "version": 1, "name": "routed",
    "hardware": {"machine": "3931-710", "cps": 6, "ziips": 1},
    "region_groups": [{"name": "TOR"}, {"name": "AOR1", "regions": 2}, {"name": "AOR2"}],
    "workloads": [
        {"name": "Web", "ingress": "cws-http-pooled", "tps": 400, "region": "TOR", "app_gcp_ms": 0.8,
         "routing": SPLIT},
        {"name": "Partners", "ingress": "ctg-ipic", "tps": 200, "region": "TOR", "app_gcp_ms": 0.5,
         "routing": FREE},
        {"name": "Terminals", "ingress": "3270", "tps": 300, "region": "TOR"},
    ],
}


@pytest.fixture
def workbook(catalog, tmp_path):
    result = compute(plan_from_json(copy.deepcopy(PLAN)), catalog)
    assert not result.errors
    path = tmp_path / "plan.xlsx"
    write_workbook(path, [result])
    return path, result


def routing_cells(path):
    ws = openpyxl.load_workbook(path)["Inputs"]
    head = next(c for row in ws.iter_rows() for c in row if c.value == "routing")
    name_col = next(c.column for c in ws[head.row] if c.value == "name")
    names = {ws.cell(row=r, column=name_col).value: r for r in range(head.row + 1, ws.max_row + 1)}
    return ws, head, names


def test_routes_links_and_commarea_sizes_come_back_from_excel(workbook, catalog):
    path, result = workbook
    ws, head, names = routing_cells(path)
    web = ws.cell(row=names["Web"], column=head.column).value
    assert web == "AOR1 60% (IPIC, 32,000 bytes) / AOR2 40% (4,000 bytes)"
    assert ws.cell(row=names["Partners"], column=head.column).value == "by free capacity: AOR1 (LU62) / AOR2"
    assert ws.cell(row=names["Terminals"], column=head.column).value is None  # not routed: blank
    name_col = next(c.column for c in ws[head.row] if c.value == "name")
    cell, name = ws.cell(row=names["Web"], column=head.column), ws.cell(row=names["Web"], column=name_col)
    assert (cell.fill.fgColor.rgb, cell.font.color.rgb) == (name.fill.fgColor.rgb, name.font.color.rgb)  # input

    imported = read_workloads(path, catalog)
    assert not imported.errors
    records = imported.records
    assert [r.extra.get("routing") for r in records] == [SPLIT, FREE, None]
    again = plan_from_json(json.loads(json.dumps(PLAN)))
    again.scenarios[0].workloads[:] = records
    assert [w.get("routing") for w in plan_to_json(again)["workloads"]] == [SPLIT, FREE, None]
    other = compute(again, catalog)
    assert not other.errors
    assert other.env["wl_total_ms"].tolist() == result.env["wl_total_ms"].tolist()


def test_a_routing_cell_that_does_not_read_names_its_row_and_column_and_nothing_is_imported(workbook, catalog,
                                                                                           tmp_path):
    path, _ = workbook
    ws, head, names = routing_cells(path)
    ws.cell(row=names["Partners"], column=head.column).value = "AOR1 sixty / AOR2 40%"
    bad = tmp_path / "bad.xlsx"
    ws.parent.save(bad)
    imported = read_workloads(bad, catalog)
    assert imported.errors == [
        f"row {names['Partners']}, routing: Routing does not read: route 1 ('AOR1 sixty') is not a region group and "
        f"its share, such as 'AOR1 60%'; write {EXAMPLE}"]
    assert [r.get("name") for r in imported.records] == ["Web", "Terminals"]  # not Partners without its routes


def test_a_hand_written_workloads_sheet_with_a_routing_column_reads_the_same_words(catalog, tmp_path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Name", "Ingress", "Rate", "Routing"])
    ws.append(["Web", "cws-http-pooled", 400, "AOR1 60% (ipic, 32,000 bytes) / AOR2 40% (4,000 bytes)"])
    ws.append(["Partners", "ctg-ipic", 200, "by free capacity: AOR1 (LU62) / AOR2"])
    ws.append(["Odd", "3270", 5, True])
    path = tmp_path / "hand.xlsx"
    wb.save(path)
    imported = read_workloads(path, catalog)
    assert imported.errors == [
        "row 4, routing: Routing must be words such as 'AOR1 60% / AOR2 40%', not the yes/no value true"]
    ws.delete_rows(4)
    wb.save(path)
    imported = read_workloads(path, catalog)
    assert not imported.errors and [r.extra["routing"] for r in imported.records] == [SPLIT, FREE]


CELL_TEXT = (st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=60)
             | st.sampled_from(["AOR1 60% / ", "by free capacity:", "AOR1 60% (IPIC, IPIC)", "AOR1 1e999% / AOR2 40%",
                                "AOR1 60% (" + "9" * 400 + " bytes)"]))


@settings(max_examples=budget(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=CELL_TEXT)
def test_any_text_in_a_routing_cell_is_routes_or_a_row_error(catalog, tmp_path, text):
    wb = openpyxl.Workbook()
    wb.active.append(["name", "ingress", "tps", "routing"])
    wb.active.append(["Web", "3270", 5, text])
    path = tmp_path / "fuzz.xlsx"
    wb.save(path)
    imported = read_workloads(path, catalog)
    if imported.errors:
        assert len(imported.errors) == 1 and imported.errors[0].startswith("row 2, routing: Routing ")
        assert not imported.records
    else:
        routes = imported.records[0].extra.get("routing")
        assert routes is None or all(isinstance(r, dict) and r.get("group") for r in routes)


def test_a_long_routing_cell_is_a_row_error_of_one_line(catalog, tmp_path):
    """A column pasted into one cell (Excel holds 32,767 characters): the sentence quotes its start, not all of it."""
    wb = openpyxl.Workbook()
    wb.active.append(["name", "ingress", "tps", "routing"])
    wb.active.append(["Web", "3270", 5, "AOR1 " * 6_000])
    path = tmp_path / "long.xlsx"
    wb.save(path)
    assert read_workloads(path, catalog).errors == [
        "row 2, routing: Routing does not read: route 1 ('" + "AOR1 " * 11 + "AOR1…') is not a region group and its "
        f"share, such as 'AOR1 60%'; write {EXAMPLE}"]
