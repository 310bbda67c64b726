"""The report with region groups in other LPARs (issue 28, point 3): page one has a row per LPAR hosting the plan's
groups, and the machine view's bars carry the plan's demand in each LPAR."""

from __future__ import annotations

import copy

import pytest

from cicsplan.core.model.engine import compute
from cicsplan.core.model.lpar_view import machine_view_data
from cicsplan.core.plan.planio import load_plan_document
from cicsplan.report.headline import headline

PLAN = {"format": "cicsplan", "version": 1, "name": "lpars", "assumptions": {"as_coverage": 1.0},
        "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": 300, "lpar_name": "PROD1",
                     "partitions": [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 30},
                                    {"name": "TEST", "logical_cps": 10, "weight": 300, "busy_pct": 100}]},
        "region_groups": [{"name": "TOR"}, {"name": "AOR2", "lpar": "PROD2"}],
        "workloads": [{"name": "Home", "ingress": "none", "tps": 250, "app_gcp_ms": 2, "region": "TOR"},
                      {"name": "Moved", "ingress": "none", "tps": 500, "app_gcp_ms": 2, "region": "AOR2"}]}


def test_page_one_has_a_row_per_lpar_hosting_the_plans_groups(catalog):
    result = compute(load_plan_document(copy.deepcopy(PLAN)).plan, catalog)
    rows = dict(headline(result).rows)
    assert rows["LPAR PROD2"] == ("the plan's work 1.00 CPs' worth; CP busy 40.0% of its 10 logical CPs (30% its "
                                  "own); it can get 5.38 CPs: 74.3% of them")
    without = copy.deepcopy(PLAN)
    without["region_groups"][1]["lpar"] = ""
    assert "LPAR PROD2" not in dict(headline(compute(load_plan_document(without).plan, catalog)).rows)


def test_the_machine_views_bars_carry_the_plans_demand_in_each_lpar(catalog):
    result = compute(load_plan_document(copy.deepcopy(PLAN)).plan, catalog)
    [cp] = [pool for pool in machine_view_data(result)["pools"] if pool["kind"] == "CP"]
    demand = {row["name"]: row["demand"] for row in cp["rows"]}
    assert demand["PROD2"] == pytest.approx(3.0 + 1.0)  # its own 30% of 10 CPs and the plan's AOR
    assert demand["PROD1"] == pytest.approx(0.5)  # the plan's LPAR: only the work left in it
    assert demand["TEST"] == pytest.approx(10.0)


def test_the_workloads_section_says_where_routed_work_runs_and_which_lpar_hosts_each_group(catalog):
    """New-user trial (2026-11-27, C1): the PDF's workloads table showed only the TOR of a routed workload, and its
    list of region groups left out that AOR2 runs in PROD2."""
    from cicsplan.report.content import Para, Table, _workloads

    doc = copy.deepcopy(PLAN)
    doc["region_groups"].insert(1, {"name": "AOR1"})
    doc["workloads"][0]["routing"] = [{"group": "AOR1", "share_pct": 60, "link": "ipic"},
                                      {"group": "AOR2", "share_pct": 40, "link": "ipic"}]
    section = _workloads(compute(load_plan_document(doc).plan, catalog))
    [table] = [b for b in section.blocks if isinstance(b, Table)]
    regions = {row[0]: row[2] for row in table.rows}
    assert regions == {"Home": "TOR → AOR1 60%, AOR2 40%", "Moved": "AOR2"}
    [groups] = [b.text for b in section.blocks if isinstance(b, Para) and b.text.startswith("Region groups")]
    assert groups == "Region groups: TOR (1 region), AOR1 (1 region), AOR2 (1 region, in LPAR PROD2)"
