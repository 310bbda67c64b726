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
                                  "own); it can get 5.38 CPs with PROD1 using all it can get and the other LPARs "
                                  "at their load: 74.3% of them")
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


TRIAL = {"format": "cicsplan", "version": 1, "name": "AOR2 in PROD2", "assumptions": {"as_coverage": 1.0},
         "hardware": {"machine": "3931-708", "cps": 6, "ziips": 0, "lpar_name": "PROD1", "weight": 500,
                      "partitions": [{"name": "PROD2", "logical_cps": 4, "weight": 300, "busy_pct": 40},
                                     {"name": "TEST", "logical_cps": 2, "weight": 200, "busy_pct": 20}]},
         "region_groups": [{"name": "TOR"}, {"name": "AOR2", "lpar": "PROD2"}],
         "workloads": [{"name": "Home", "ingress": "none", "tps": 100, "app_gcp_ms": 2, "region": "TOR"},
                       {"name": "Moved", "ingress": "none", "tps": 50, "app_gcp_ms": 2, "region": "AOR2"}]}


def test_what_each_lpar_can_get_is_one_figure_everywhere_and_says_on_what(catalog):
    """The trial's A5 on its machine (8 CPs; PROD1 6 logical, weight 500; PROD2 4, weight 300, 40 %; TEST 2, weight
    200, 20 %), the plan's work 0.2 CP in PROD1 and 0.1 CP in PROD2. By hand, PR/SM's weighted sharing:
    - PROD1 (the plan's), the others at their load: 8 - PROD2's 1.6 + 0.1 - TEST's 0.4 = 5.9 CPs;
    - PROD2, PROD1 using all it can get: TEST takes its 0.4, PROD1 and PROD2 share 7.6 by 500:300, 7.6 x 3/8 = 2.85;
    - TEST likewise: 8 x 200/1000 = 1.6 < 2 wanted, PROD2 takes only its 1.7 of its 2.4, and the 6.3 left shared by
      500:200 gives TEST 1.8.
    Results and the report (hosting_lines), the machine view's mark and --json give the same figures."""
    from cicsplan.core.model.lpar_view import lpar_lines, lpars_json
    from cicsplan.core.model.result_json import result_to_json

    result = compute(load_plan_document(copy.deepcopy(TRIAL)).plan, catalog)
    assert not result.errors
    [cp] = [pool for pool in machine_view_data(result)["pools"] if pool["kind"] == "CP"]
    can_get = {row["name"]: row["gets"] for row in cp["rows"]}
    assert can_get == {"PROD1": pytest.approx(5.9), "PROD2": pytest.approx(2.85), "TEST": pytest.approx(1.8)}
    assert [row["available_cps"] for row in lpars_json(result)] == [pytest.approx(5.9), pytest.approx(2.85)]
    doc = result_to_json(result)["totals"]
    assert doc["lpar"]["available_cps"] == pytest.approx(5.9)
    assert {row["name"]: row["gets"] for row in doc["lpar"]["machine"]["CP"]} == can_get
    assert [row["available_cps"] for row in doc["lpars"]] == [pytest.approx(5.9), pytest.approx(2.85)]
    from cicsplan.core.analysis.compare import compare

    assert compare([result]).find("LPAR PROD2", "CPs it can get, the plan's LPAR using all it can get").values == (
        pytest.approx(2.85),)
    rows = dict(headline(result).rows)
    assert "it can get 2.85 CPs with PROD1 using all it can get and the other LPARs at their load" in rows["LPAR PROD2"]
    assert "it can get 5.90 of its 6 logical CPs with the other LPARs at their load" in dict(lpar_lines(result))[
        "LPAR on a shared machine"]


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
