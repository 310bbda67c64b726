"""Routing by free capacity (issue 28, point 3, increment 3): routes that say "free" split the workload so that the
routed groups' LPARs even out their use of the CPs they can get (water filling), as CICSPlex SM's queue algorithm
tends to; the split is computed, shown, and its shares add to 100 %."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.model.engine import compute
from cicsplan.core.model.lpar_work import even_out
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.planio import load_plan_document


def plan(tps: float, prod3_busy: float = 25.0, routing=None) -> dict:
    """A TOR in the plan's LPAR routes to AOR2 in PROD2 and AOR3 in PROD3, two 4-CP LPARs of other machines of the
    sysplex that can get all their CPs; PROD2 is 25% busy of its own. Application CPU 2 ms a transaction."""
    others = [{"name": name, "machine": "3931-704", "logical_cps": 4, "busy_pct": busy}
              for name, busy in (("PROD2", 25.0), ("PROD3", prod3_busy))]
    routing = routing or [{"group": "AOR2", "share_pct": "free"}, {"group": "AOR3", "share_pct": "free"}]
    return {"format": "cicsplan", "version": 1, "name": "free",
            "hardware": {"machine": "3931-704", "cps": 4, "ziips": 1, "lpar_name": "PROD1", "partitions": others},
            "region_groups": [{"name": "TOR"}, {"name": "AOR2", "lpar": "PROD2"}, {"name": "AOR3", "lpar": "PROD3"}],
            "workloads": [{"name": "Web", "ingress": "none", "tps": tps, "app_gcp_ms": 2, "region": "TOR",
                           "routing": routing}]}


def shares(doc, catalog) -> list[float]:
    result = compute(load_plan_document(copy.deepcopy(doc)).plan, catalog)
    assert not result.errors, [e.text() for e in result.errors]
    routes = result_to_json(result)["workloads"][0]["routes"]
    assert all(route["split"] == "free capacity" for route in routes)
    return [route["share_pct"] for route in routes]


def test_equal_lpars_split_evenly(catalog):
    assert shares(plan(500), catalog) == pytest.approx([50.0, 50.0])


def test_a_loaded_lpar_gets_less(catalog):
    """By hand: PROD2 holds 1 CP of its 4, PROD3 3. A routed transaction costs its LPAR the application's 2 ms and
    the IPIC link's AOR side (0.19 ms on the z196, less on the z16), over the address-space coverage (ingress none:
    the assumption). 500 tps lifts PROD2 to about 1 + 1.3 CPs, still below PROD3's 75%: all of it goes to PROD2.
    1,500 tps (W CPs) raise both to (1 + 3 + W) / 8: PROD2 takes (1 + 3 + W) / 2 - 1, PROD3 the rest."""
    assert shares(plan(500, prod3_busy=75.0), catalog) == pytest.approx([100.0, 0.0])
    result = compute(load_plan_document(plan(1500, prod3_busy=75.0)).plan, catalog)
    links = result.ctx.extra["route_links"]
    assert links.aor_ms[0].sum() == pytest.approx(links.aor_ms[1].sum())  # one link, one machine
    aor_ms = float(links.aor_ms[0].sum() + links.aor_eligible_ms[0].sum() * float(result.env["spill_share"]))
    coverage = catalog.assumptions["as_coverage"].default
    work = 1500 * (2 + aor_ms) / coverage / 1000
    prod2 = (1 + 3 + work) / 2 - 1
    assert shares(plan(1500, prod3_busy=75.0), catalog) == pytest.approx([prod2 / work * 100,
                                                                          (work - prod2) / work * 100])


def test_the_split_evens_out_the_lpars_busy_with_all_the_plan_puts_there(catalog):
    """What the split is for, checked on the engine's own figures: after it, both LPARs are equally busy of the CPs
    they can get, the plan's whole work there counted (the coverage and the link included)."""
    result = compute(load_plan_document(plan(1500, prod3_busy=75.0)).plan, catalog)
    busy = result.env["lpar_available_busy_pct"]
    assert busy[0] == pytest.approx(busy[1], rel=1e-9) and busy[0] > 75.0


@settings(max_examples=budget(100), deadline=None)
@given(st.lists(st.tuples(st.floats(0, 64), st.floats(0, 64)), min_size=1, max_size=8), st.floats(0, 200))
def test_shares_add_to_100_percent_and_never_go_negative(rooms, work):
    split = even_out(rooms, work)
    assert sum(split) == pytest.approx(1.0)
    assert all(share >= 0 for share in split)


def test_mixing_free_and_fixed_shares_is_an_error_naming_both_routes(catalog):
    doc = plan(500, routing=[{"group": "AOR2", "share_pct": 50}, {"group": "AOR3", "share_pct": "free"}])
    result = compute(load_plan_document(doc).plan, catalog)
    [error] = result.errors
    assert error.field == "routing" and error.message == (
        'Routing: route 2 says "free" and route 1 gives its share: either every route says "free" (split by free '
        'capacity) or every route gives its share, 0 to 100 %')


def test_the_split_counts_the_plans_other_work_in_each_lpar(catalog):
    """A workload whose group is AOR2 (in PROD2) puts its CPU there: the free split sees it as PROD2's load, as it
    sees the stated busy. By hand: Resident's 400 tps x 2 ms / coverage lifts PROD2's load; both LPARs end equally
    busy of their CPs, and PROD2 gets less of the routed work than without Resident."""
    doc = plan(1500, prod3_busy=50.0)
    alone = shares(doc, catalog)
    doc["workloads"].append({"name": "Resident", "ingress": "none", "tps": 400, "app_gcp_ms": 2, "region": "AOR2"})
    result = compute(load_plan_document(copy.deepcopy(doc)).plan, catalog)
    busy = result.env["lpar_available_busy_pct"]
    assert busy[0] == pytest.approx(busy[1], rel=1e-9)
    routed = [route["share_pct"] for route in result_to_json(result)["workloads"][0]["routes"]]
    # PROD2's part falls by Resident's CPs: (1 + 2 + W) / 2 - 1 - R against (1 + 2 + W + R) / 2 - 1 - R
    coverage = catalog.assumptions["as_coverage"].default
    resident = 400 * 2 / coverage / 1000
    links = result.ctx.extra["route_links"]
    work = 1500 * (2 + float(links.aor_ms[0].sum())) / coverage / 1000
    assert routed[0] == pytest.approx(((1 + 2 + work + resident) / 2 - 1 - resident) / work * 100, rel=1e-6)
    assert routed[0] < alone[0]
