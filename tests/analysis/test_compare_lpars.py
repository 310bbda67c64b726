"""Compare handles scenarios that move a region group to another LPAR (issue 28, point 4's last part): a section per
LPAR hosting groups, keyed by its name, "not in this scenario" where a scenario lacks it, and the links' CPU."""

from __future__ import annotations

import copy

import pytest

from cicsplan.core.analysis.compare import NO_GROUPS_THERE, NOT_IN_SCENARIO, compare_plan
from cicsplan.core.plan.planio import load_plan_document


def scenario(name: str, aor_lpar: str, routed: bool = False, partitions=None) -> dict:
    web = {"name": "Web", "ingress": "none", "tps": 500, "app_gcp_ms": 2, "region": "TOR"}
    if routed:
        web["routing"] = [{"group": "AOR2", "share_pct": 100, "link": "ipic" if aor_lpar else "mro"}]
    else:
        web["region"] = "AOR2"
    return {"name": name,
            "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": 300, "lpar_name": "PROD1",
                         "partitions": partitions if partitions is not None else [
                             {"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 30},
                             {"name": "TEST", "logical_cps": 10, "weight": 300, "busy_pct": 100}]},
            "region_groups": [{"name": "TOR"}, {"name": "AOR2", "lpar": aor_lpar}],
            "workloads": [web]}


def compared(catalog, *scenarios):
    doc = {"format": "cicsplan", "version": 1, "name": "move", "assumptions": {"as_coverage": 1.0},
           "scenarios": list(scenarios)}
    return compare_plan(load_plan_document(copy.deepcopy(doc)).plan, catalog)


def test_moving_an_aor_to_prod2_shows_prod1_falling_and_prod2_rising(catalog):
    comparison = compared(catalog, scenario("today", ""), scenario("AOR2 in PROD2", "PROD2"))
    busy = comparison.find("Totals", "LPAR general-CP busy of its logical CPs")
    assert busy.values[0] == pytest.approx(1.0 / 4 * 100) and busy.values[1] == pytest.approx(0.0)
    work = comparison.find("LPAR PROD2", "the plan's work there")
    assert work.values == (NO_GROUPS_THERE, pytest.approx(1.0))
    prod2 = comparison.find("LPAR PROD2", "CP busy of its logical CPs")
    assert prod2.values[1] == pytest.approx(40.0)
    # PROD1 gets less once PROD2 asks for more (PR/SM by hand: 3.5 CPs, then 3.0)
    available = comparison.find("Totals", "CPs the LPAR can get, the other LPARs at their load")
    assert available.values == (pytest.approx(3.5), pytest.approx(3.0))


def test_an_lpar_a_scenario_lacks_reads_not_in_this_scenario_and_the_links_cpu_is_a_row(catalog):
    alone = scenario("one LPAR", "", routed=True, partitions=[
        {"name": "TEST", "logical_cps": 10, "weight": 300, "busy_pct": 100}])
    comparison = compared(catalog, alone, scenario("AOR2 in PROD2", "PROD2", routed=True))
    assert comparison.find("LPAR PROD2", "the plan's work there").values[0] == NOT_IN_SCENARIO
    link = comparison.find("Totals", "CPU of the links between regions")
    mro, ipic = (catalog.assumptions[f"link_aor_ms_{k}"].default for k in ("mro", "ipic"))
    # 500 tps x (AOR + TOR side) at ~32 KB each way (the 'none' method's payload is the workload's: 0 bytes here)
    assert link.values[0] > 0 and link.values[1] > link.values[0]
    assert link.values[1] / link.values[0] == pytest.approx(ipic / mro, rel=0.2)
