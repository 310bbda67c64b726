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
    """By hand: PROD2 holds 1 CP of its 4, PROD3 3. 1 CP of routed work (500 tps x 2 ms) lifts PROD2 to 50%, still
    below PROD3's 75%: all of it goes to PROD2. 3 CPs of work raise both to (3 + 1 + 3) / 8 = 87.5%: PROD2 takes
    3.5 - 1 = 2.5 CPs, PROD3 0.5: 83.3% and 16.7%."""
    assert shares(plan(500, prod3_busy=75.0), catalog) == pytest.approx([100.0, 0.0])
    assert shares(plan(1500, prod3_busy=75.0), catalog) == pytest.approx([250 / 3, 50 / 3])


def test_the_split_moves_the_work_where_it_says(catalog):
    result = compute(load_plan_document(plan(1500, prod3_busy=75.0)).plan, catalog)
    ratio_engines = result.env["lpar_gcp_engines"]
    assert ratio_engines[0] / ratio_engines[1] == pytest.approx(5.0, rel=1e-6)  # 2.5 : 0.5 CPs


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
