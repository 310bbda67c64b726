"""The plan's work in each LPAR hosting its region groups, in the workbook (issue 28): after a rate is typed on the
Inputs sheet and LibreOffice recalculates the workbook, each LPAR's demand, its busy, its busy of what PR/SM gives it
and its entitlement limit are cicsplan's figures for the edited plan (the independent method: another spreadsheet
engine over the written formulas, against the engine computing the edited plan)."""

from __future__ import annotations

import copy

import openpyxl
import pytest
from tests.model.test_groups_in_other_lpars import plan
from tests.report_files import limit_rows, recalculate

from cicsplan.core.model.engine import compute
from cicsplan.core.model.limits import ENTITLEMENT_KEY, ENTITLEMENT_LABEL
from cicsplan.core.plan.planio import load_plan_document
from cicsplan.report.workbook import INPUTS, RESULTS, write_workbook
from cicsplan.report.workbook_limits import FIGURES, LIVE, MAX_TPS, NOW
from cicsplan.report.workbook_lpar_demand import COLUMN, PARTS_TITLE, TITLE

ROUTED = [{"group": "TOR", "share_pct": 40}, {"group": "AOR2", "share_pct": 60, "link": "ipic",
                                                "commarea_bytes": 4000}]


def three_workloads() -> dict:
    """The issue's PROD1 / PROD2 / TEST machine: Home stays in the TOR, Moved is routed 40 / 60 between the TOR and
    AOR2 in PROD2 over IPIC, Resident runs in an AOR3 of PROD2 whole."""
    doc = plan(routing=ROUTED)
    doc["region_groups"].append({"name": "AOR3", "lpar": "PROD2"})
    doc["workloads"].append({"name": "Resident", "ingress": "none", "tps": 100, "app_gcp_ms": 3, "region": "AOR3"})
    return doc


def computed(doc, catalog):
    result = compute(load_plan_document(copy.deepcopy(doc)).plan, catalog)
    assert not result.errors, [e.text() for e in result.errors]
    return result


def rate_cell(ws, i: int) -> tuple[int, int]:
    head = next(c.row for c in ws["A"] if c.value == "#")
    col = next(c.column for c in ws[head] if c.value == "tps")
    return head + 2 + i, col


def lpar_rows(ws) -> dict[str, int]:
    top = next(c.row for c in ws["A"] if c.value == TITLE)
    rows = {}
    for r in range(top + 3, ws.max_row + 1):
        name = ws.cell(row=r, column=1).value
        if not name or ws.cell(row=r, column=2).value is None:
            break
        rows[str(name).removesuffix(" (this plan)")] = r
    return rows


@pytest.mark.parametrize("edit", [(1, 900.0), (2, 400.0), (0, 1000.0)], ids=["routed", "resident", "home"])
def test_a_rate_typed_in_the_workbook_moves_each_lpars_demand_as_cicsplan_computes_it(edit, catalog, tmp_path):
    doc = three_workloads()
    path, edited = tmp_path / "plan.xlsx", tmp_path / "edited.xlsx"
    write_workbook(path, [computed(doc, catalog)])
    book = openpyxl.load_workbook(path)
    row, col = rate_cell(book[INPUTS], edit[0])
    book[INPUTS].cell(row=row, column=col).value = edit[1]
    book.save(edited)
    doc["workloads"][edit[0]]["tps"] = edit[1]
    expected = computed(doc, catalog)
    # PR/SM gives PROD2 its weight's share whatever the edit (it asks for less than that): held, as the limit holds it
    assert expected.env["lpar_available_cps"].tolist() == pytest.approx([7 / 13 * 10])

    ws = recalculate([edited], tmp_path / "lo")[edited][RESULTS]
    rows = lpar_rows(ws)
    assert list(rows) == ["PROD1", "PROD2"]
    for key in ("lpar_gcp_engines", "lpar_busy_pct", "lpar_available_busy_pct"):
        assert ws.cell(row=rows["PROD2"], column=COLUMN[key]).value == pytest.approx(
            float(expected.env[key][0]), rel=1e-9), key
    # the plan's LPAR: its own work, and what PR/SM leaves it with PROD2 asking for its stated busy and the plan's work
    for key, total in (("lpar_gcp_engines", "gcp_lpar_engines"), ("lpar_available_cps", "cp_available_engines"),
                       ("lpar_available_busy_pct", "gcp_available_busy_pct")):
        assert ws.cell(row=rows["PROD1"], column=COLUMN[key]).value == pytest.approx(
            float(expected.env[total]), rel=1e-9), key

    limits = limit_rows(ws, marks=False)
    lim = next(lim for lim in expected.limits().limits if lim.key == f"{ENTITLEMENT_KEY}:PROD2")
    r = limits[lim.label]
    assert ws.cell(row=r, column=FIGURES).value == LIVE
    assert ws.cell(row=r, column=NOW).value == pytest.approx(lim.value, rel=1e-9)
    assert ws.cell(row=r, column=MAX_TPS).value == pytest.approx(lim.max_tps, rel=1e-6)
    # the plan's LPAR's entitlement: PR/SM gives it what PROD2 and TEST leave, and PROD2's claim grows with the plan's
    # work in it, so cicsplan shares the machine again at each rate (not a line through the rates): held static at
    # the exported plan's figures, saying why
    r = limits[ENTITLEMENT_LABEL]
    own = next(lim for lim in computed(three_workloads(), catalog).limits().limits if lim.key == ENTITLEMENT_KEY)
    assert ws.cell(row=r, column=FIGURES).value == "static: cicsplan solves it by computing the plan again"
    assert ws.cell(row=r, column=NOW).value == pytest.approx(own.value, rel=1e-9)


def test_the_block_names_each_lpar_and_its_workloads_parts(catalog, tmp_path):
    path = tmp_path / "plan.xlsx"
    result = computed(three_workloads(), catalog)
    write_workbook(path, [result])
    ws = openpyxl.load_workbook(path)[RESULTS]
    rows = lpar_rows(ws)
    assert ws.cell(row=rows["PROD1"], column=1).value == "PROD1 (this plan)"
    # PROD2's demand is the sum of the workloads' parts, each a live rate times its work per tps there
    demand = ws.cell(row=rows["PROD2"], column=COLUMN["lpar_gcp_engines"]).value
    assert demand.startswith("=SUM(")
    parts = [c for c in ws["A"] if c.value in ("Home", "Moved", "Resident") and c.row > rows["PROD2"]]
    assert [c.value for c in parts] == ["Home", "Moved", "Resident"]
    assert ws.cell(row=parts[0].row, column=2).value.startswith("='Inputs'!")


def test_a_plan_without_groups_elsewhere_has_no_lpar_block(catalog, tmp_path):
    path = tmp_path / "plan.xlsx"
    write_workbook(path, [computed(plan(aor_lpar=""), catalog)])
    ws = openpyxl.load_workbook(path)[RESULTS]
    assert not any(c.value == TITLE for c in ws["A"])


def test_fixed_costs_shared_by_the_workloads_keep_cicsplans_figures_with_a_note(catalog, tmp_path):
    """With the fitted cost method the address spaces' fixed CPU is shared by the workloads: the plan's work in an
    LPAR is not its rates times their work per tps, so the block holds cicsplan's figures (each saying why), the
    entitlement rows are static, and LibreOffice's recalculation leaves them as exported."""
    doc = three_workloads()
    for workload in doc["workloads"]:
        workload["ingress"] = "cws-http-pooled"
    doc["cost_method"] = "fitted"
    # PROD2 states no busy of its own, so it is charged its own address spaces' fixed CPU (a stated busy holds them)
    doc["hardware"]["partitions"][0]["busy_pct"] = 0
    result = computed(doc, catalog)
    assert float(result.env["fixed_pct"].sum()) > 0
    path = tmp_path / "plan.xlsx"
    write_workbook(path, [result])
    written = openpyxl.load_workbook(path)[RESULTS]
    rows = lpar_rows(written)
    demand = written.cell(row=rows["PROD2"], column=COLUMN["lpar_gcp_engines"])
    assert demand.value == pytest.approx(float(result.env["lpar_gcp_engines"][0]))
    assert "fixed costs shared by the workloads" in demand.comment.text
    assert not any(c.value == PARTS_TITLE for c in written["A"])
    lim = next(lim for lim in result.limits().limits if lim.key == f"{ENTITLEMENT_KEY}:PROD2")
    r = limit_rows(written, marks=False)[lim.label]
    assert str(written.cell(row=r, column=FIGURES).value).startswith("static")
    ws = recalculate([path], tmp_path / "lo")[path][RESULTS]
    for key in ("lpar_gcp_engines", "lpar_busy_pct", "lpar_available_busy_pct"):
        assert ws.cell(row=rows["PROD2"], column=COLUMN[key]).value == pytest.approx(
            float(result.env[key][0]), rel=1e-9), key
