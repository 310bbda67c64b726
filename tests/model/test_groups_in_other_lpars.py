"""Region groups in other LPARs (issue 28, point 3, increment 2): the plan's work there counts in that LPAR's busy,
PR/SM shares the machine with it included, and the plan's LPAR gets what is left; checked against PR/SM's arithmetic
by hand on the issue's example (a 4-CP LPAR of weight 300 beside LPARs of weight 700 and 300 on a 10-CP z16)."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from cicsplan.core.analysis.compare import compare
from cicsplan.core.hardware.machines import capacity_ratio
from cicsplan.core.model.engine import compute
from cicsplan.core.model.limits import ENTITLEMENT_KEY
from cicsplan.core.model.msu import NEW_WORK_LABEL, PLAN_WORK_LABEL, msu_figures, msu_lines, plan_work_text
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.planio import load_plan_document

SHARES = {"PROD1": 3 / 13 * 10, "PROD2": 7 / 13 * 10, "TEST": 3 / 13 * 10}  # weight / 1300 x 10 shared CPs


def plan(aor_lpar: str = "PROD2", prod2_busy: float = 30.0, routing=None, **prod2) -> dict:
    """PROD1 (the plan's LPAR, 4 CPs) runs the TOR; AOR2 runs in ``aor_lpar``. Application CPU alone (ingress none),
    coverage 1, so that a workload's CPs' worth is tps x ms / 1000 exactly: the home work 0.5 CP, AOR2's 1 CP."""
    home = {"name": "Home", "ingress": "none", "tps": 250, "app_gcp_ms": 2, "region": "TOR"}
    moved = {"name": "Moved", "ingress": "none", "tps": 500, "app_gcp_ms": 2, "region": "AOR2"}
    if routing is not None:
        moved = {**moved, "region": "TOR", "routing": routing}
    return {"format": "cicsplan", "version": 1, "name": "lpars",
            "assumptions": {"as_coverage": 1.0},
            "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": 300, "lpar_name": "PROD1",
                         "partitions": [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": prod2_busy,
                                         **prod2},
                                        {"name": "TEST", "logical_cps": 10, "weight": 300, "busy_pct": 100}]},
            "region_groups": [{"name": "TOR"}, {"name": "AOR2", "lpar": aor_lpar}],
            "workloads": [home, moved]}


def computed(doc, catalog):
    return compute(load_plan_document(copy.deepcopy(doc)).plan, catalog)


def test_moving_an_aor_to_prod2_gives_prod1_what_prsm_leaves_it(catalog):
    """By hand: PROD2 asks 3 CPs (30% of 10) of its 5.385 share; the 2.385 it leaves go to PROD1 and TEST by their
    equal weights: PROD1 gets 2.308 + 1.192 = 3.5 CPs. With the AOR's 1 CP in PROD2 it asks 4: 1.385 left, PROD1
    gets 2.308 + 0.692 = 3.0 CPs."""
    before = computed(plan(aor_lpar=""), catalog)
    after = computed(plan(), catalog)
    assert not before.errors and not after.errors
    assert float(before.env["cp_available_engines"]) == pytest.approx(3.5)
    assert float(after.env["cp_available_engines"]) == pytest.approx(3.0)
    # the plan's LPAR keeps its own work: 0.5 CP of 4 (the moved 1 CP left it)
    assert float(before.env["gcp_lpar_engines"]) == pytest.approx(1.5)
    assert float(after.env["gcp_lpar_engines"]) == pytest.approx(0.5)
    assert float(after.env["gcp_busy_pct"]) == pytest.approx(0.5 / 4 * 100)
    assert float(after.env["gcp_available_busy_pct"]) == pytest.approx(0.5 / 3.0 * 100)
    # PROD2: its stated 30% + the plan's 1 CP of 10 logical; it can get its 5.385 share with the others asking all
    assert after.env["lpar_gcp_engines"].tolist() == pytest.approx([1.0])
    assert after.env["lpar_busy_pct"].tolist() == pytest.approx([40.0])
    assert after.env["lpar_available_cps"].tolist() == pytest.approx([SHARES["PROD2"]])
    assert after.env["lpar_available_busy_pct"].tolist() == pytest.approx([4.0 / SHARES["PROD2"] * 100])
    # the workload's own figures do not move with its LPAR
    assert after.env["wl_total_ms"][1] == before.env["wl_total_ms"][1]


def test_totals_lpars_lists_each_hosting_lpar_the_plans_first(catalog):
    totals = result_to_json(computed(plan(), catalog))["totals"]
    rows = totals["lpars"]
    assert [row["name"] for row in rows] == ["PROD1", "PROD2"]
    assert rows[0]["own"] and not rows[1]["own"]
    assert rows[1]["plan_cps"] == pytest.approx(1.0) and rows[1]["busy_pct"] == pytest.approx(40.0)
    assert rows[1]["stated_busy_pct"] == 30.0 and rows[1]["available_cps"] == pytest.approx(SHARES["PROD2"])
    assert rows[0]["available_cps"] == pytest.approx(3.0) and rows[0]["plan_cps"] == pytest.approx(0.5)
    group = next(g for g in totals["region_groups"] if g["name"] == "AOR2")
    assert group["lpar"] == "PROD2"
    # the machine view's PROD2 bar carries the plan's demand there
    bar = next(b for b in totals["lpar"]["machine"]["CP"] if b["name"] == "PROD2")
    assert bar["demand"] == pytest.approx(4.0)


def test_a_route_to_an_aor_in_prod2_takes_its_share_and_the_links_aor_side_there(catalog):
    doc = plan(routing=[{"group": "AOR2", "share_pct": 100, "link": "ipic", "commarea_bytes": 32000}])
    result = computed(doc, catalog)
    assert not result.errors
    links = result.ctx.extra["route_links"]
    aor, tor = float(links.aor_ms[0].sum()), float(links.tor_ms[0].sum())
    # PROD2: the application's 2 ms and the link's AOR side at 500 tps (coverage: ingress none has no floor)
    assert result.env["lpar_gcp_engines"].tolist() == pytest.approx([500 * (2 + aor) / 1000])
    # PROD1: the home 0.5 CP and the link's TOR side
    assert float(result.env["gcp_lpar_engines"]) == pytest.approx(0.5 + 500 * tor / 1000)
    assert result_to_json(result)["workloads"][1]["routes"][0]["lpar"] == "PROD2"


def test_an_lpar_on_another_machine_counts_in_its_engines_and_its_available_cps(catalog):
    doc = plan(machine="3906-M04", available_cps=6, logical_cps=8)
    doc["hardware"]["partitions"][0]["weight"] = 700
    result = computed(doc, catalog)
    assert not result.errors
    table = catalog.machines
    ratio = capacity_ratio(table.parse("3931-710"), 4, table.parse("3906-M04"), 8, "AVERAGE", "cp")
    assert result.env["lpar_gcp_engines"].tolist() == pytest.approx([1.0 * ratio])
    assert result.env["lpar_available_cps"].tolist() == [6.0]
    # off the plan's machine it shares none of its pools: PROD1 and TEST share the z16's 10 CPs by their equal
    # weights, 5 each, and PROD1 gets its 4 logical CPs whatever PROD2 runs
    assert float(result.env["cp_available_engines"]) == 4.0
    alone = computed({**doc, "region_groups": [{"name": "TOR"}, {"name": "AOR2"}]}, catalog)
    assert float(alone.env["cp_available_engines"]) == 4.0
    assert "lpar_gcp_engines" in alone.env and alone.env["lpar_gcp_engines"].shape == (0,)


def test_an_lpar_over_its_entitlement_is_a_limit_naming_it(catalog):
    result = computed(plan(prod2_busy=90.0), catalog)
    keys = [lim.key for lim in result.limits().limits]
    assert f"{ENTITLEMENT_KEY}:PROD2" in keys
    lim = next(lim for lim in result.limits().limits if lim.key == f"{ENTITLEMENT_KEY}:PROD2")
    assert "PROD2" in lim.label and lim.value == pytest.approx(100.0 * 10 / SHARES["PROD2"])


def test_a_plan_without_groups_elsewhere_has_no_other_lpar_rows(catalog):
    result = computed(plan(aor_lpar=""), catalog)
    assert result.env["lpar_gcp_engines"].shape == (0,)
    assert [row["name"] for row in result_to_json(result)["totals"]["lpars"]] == ["PROD1"]
    assert np.isfinite(float(result.env["gcp_busy_pct"]))


def test_mro_cannot_reach_another_lpar_and_the_default_link_there_is_ipic(catalog):
    result = computed(plan(routing=[{"group": "AOR2", "share_pct": 100, "link": "mro"}]), catalog)
    [error] = result.errors
    assert error.field == "routing" and error.message == (
        "Routing, route 1 (AOR2): mro is cross memory within one LPAR, and the group is in LPAR PROD2, the TOR in the "
        "plan's LPAR: use xcf, ipic or lu62")
    routed = computed(plan(routing=[{"group": "AOR2", "share_pct": 100}]), catalog)
    assert [route.link for route in routed.resolved.routes] == ["ipic"]


def test_a_workload_in_another_lpar_waits_for_that_lpars_cps(catalog):
    """AOR2's work in PROD2 queues on PROD2's 10 logical CPs at its busy (30% its own + 10% the plan's) and the 4.6
    of them PR/SM does not give it (5.38 of 10): Erlang C at 86.2%; on PROD1 it would wait at PROD1's load."""
    from cicsplan.core.model.queueing import wait_per_service

    after = computed(plan(), catalog)
    before = computed(plan(aor_lpar=""), catalog)
    taken = (10 - SHARES["PROD2"]) / 10 * 100
    factor = float(wait_per_service(10, np.array([(40.0 + taken) / 100.0]))[0])
    cpu = float(after.env["wl_gcp_ms"][1])
    assert float(after.env["cp_wait_ms"][1]) == pytest.approx(cpu * factor)
    assert float(after.env["cp_wait_ms"][1]) != pytest.approx(float(before.env["cp_wait_ms"][1]))
    # the workload left in PROD1 waits at PROD1's own figures
    assert float(after.env["cp_wait_ms"][0]) == pytest.approx(
        float(after.env["wl_gcp_ms"][0]) * float(after.env["cp_wait_per_ms"]))


# -- MSU of the plan's work in all its LPARs (the trial's A3) ------------------------------------------------------

Z16_710_MSU_PER_CP = 2253 / 10  # IBM's rating of the 3931-710: 2,253 MSU over its 10 CPs
Z16_705_MSU_PER_CP = 1232 / 5  # and of the 3931-705: 1,232 MSU over 5 CPs


def test_the_plans_msu_counts_its_work_in_every_lpar(catalog):
    """By hand, at 225.3 MSU per CP: the home work 0.5 CP in PROD1 (112.65 MSU) and the AOR's 1 CP in PROD2 (225.3
    MSU) make 337.95 MSU wherever the AOR runs; PROD1's own part alone drops from 337.95 to 112.65 when it moves."""
    home, moved = computed(plan(aor_lpar=""), catalog), computed(plan(), catalog)
    at_home, away = msu_figures(home), msu_figures(moved)
    assert at_home.plan_work_msu == pytest.approx(1.5 * Z16_710_MSU_PER_CP)
    assert away.plan_work_msu == pytest.approx(1.5 * Z16_710_MSU_PER_CP)
    assert away.new_work_msu == pytest.approx(0.5 * Z16_710_MSU_PER_CP)
    assert [(p.lpar, p.model, round(p.new_work_msu, 2)) for p in away.parts] == [
        ("PROD1", "3931-710", 112.65), ("PROD2", "3931-710", 225.3)]
    doc = result_to_json(moved)["totals"]["msu"]
    assert doc["plan_work_msu"] == pytest.approx(337.95)
    assert [part["lpar"] for part in doc["plan_work_by_lpar"]] == ["PROD1", "PROD2"]
    assert dict(msu_lines(moved))[PLAN_WORK_LABEL] == "338.0 MSU (the plan's LPAR PROD1 112.7 + PROD2 225.3)"
    assert PLAN_WORK_LABEL not in dict(msu_lines(home))  # one LPAR: the plan's LPAR's line says it all
    # Compare: the plan's whole MSU does not move, its LPAR's part does
    rows = compare([home, moved])
    assert rows.find("Totals", PLAN_WORK_LABEL).values == (pytest.approx(337.95), pytest.approx(337.95))
    assert rows.find("Totals", NEW_WORK_LABEL).values == (pytest.approx(337.95), pytest.approx(112.65))


def test_an_lpar_on_another_machine_counts_at_that_machines_msu_per_cp(catalog):
    """PROD2 on a 3931-705 of the sysplex: the AOR's 1 CP of the 710's LPAR is capacity_ratio of the 705's CPs
    there, each at 1,232 / 5 = 246.4 MSU."""
    result = computed(plan(machine="3931-705", available_cps=5, logical_cps=5), catalog)
    assert not result.errors
    m = msu_figures(result)
    engines = float(result.env["lpar_gcp_engines"][0])
    assert engines == pytest.approx(1.0 * float(result.env["lpar_cp_ratio"][0]))
    assert engines != pytest.approx(1.0)  # the 705's CPs are not the 710's
    assert (m.parts[1].model, m.parts[1].msu_per_cp) == ("3931-705", pytest.approx(Z16_705_MSU_PER_CP))
    assert m.plan_work_msu == pytest.approx(0.5 * Z16_710_MSU_PER_CP + engines * Z16_705_MSU_PER_CP)
    assert "on the 3931-705 at 246.4 MSU per CP)" in plan_work_text(m)
