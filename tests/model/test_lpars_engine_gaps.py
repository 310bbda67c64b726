"""The engine's gaps with region groups in other LPARs (issue 28, point 3, increment 4): each hosting LPAR runs its own
shared address spaces (TCP/IP, the gateway, the channel initiator) and counts their fixed CPU; the checks are by hand
or against the same plan with its groups at home."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.planio import load_plan_document


def fitted_plan(far_tps: float = 50.0, prod2_busy: float = 0.0, far_lpar: str = "PROD2") -> dict:
    """PROD1 (the plan's LPAR) runs Home's TOR; TOR2 (Far's TOR) runs in ``far_lpar``. Both come in over CICS TG
    IPIC, whose fitted lines have a fixed CPU in TCP/IP and in the gateway; coverage 1."""
    return {"format": "cicsplan", "version": 1, "name": "fixed per lpar", "cost_method": "fitted",
            "assumptions": {"as_coverage": 1.0},
            "hardware": {"machine": "3931-710", "cps": 4, "ziips": 0, "weight": 300, "lpar_name": "PROD1",
                         "partitions": [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": prod2_busy},
                                        {"name": "TEST", "logical_cps": 10, "weight": 300, "busy_pct": 100}]},
            "region_groups": [{"name": "TOR"}, {"name": "TOR2", "lpar": far_lpar}],
            "workloads": [{"name": "Home", "ingress": "ctg-ipic", "tps": 100, "region": "TOR"},
                          {"name": "Far", "ingress": "ctg-ipic", "tps": far_tps, "region": "TOR2"}]}


def computed(doc, catalog):
    return compute(load_plan_document(copy.deepcopy(doc)).plan, catalog)


SHARED = ("TCPIP", "CTG")  # the shared (per-LPAR) address spaces of CICS TG IPIC with a fitted fixed CPU


def test_each_hosting_lpar_counts_its_own_shared_address_spaces_fixed_cpu(catalog):
    """By hand: each LPAR's TCP/IP and gateway carry the model's fixed CPU once, spread over the rate of the workloads
    whose TOR runs there: Far's fixed ms = fixed % x 10 / its own 50 tps (one instance for both LPARs spread it over
    150 tps and counted it once)."""
    result = computed(fitted_plan(), catalog)
    assert not result.errors
    env, spaces = result.env, list(result.spaces)
    for name in SHARED:
        a = spaces.index(name)
        model_fixed = float(env["model_fixed_pct"][0, a])
        assert model_fixed > 0.5  # the fitted line's intercept (about 1 % of an engine each)
        assert float(env["fixed_pct"][0, a]) == float(env["fixed_pct"][1, a]) == model_fixed
        assert float(env["fixed_ms"][0, a]) == pytest.approx(model_fixed * 10 / 100)
        assert float(env["fixed_ms"][1, a]) == pytest.approx(model_fixed * 10 / 50)
    # PROD2's row carries Far's whole fixed CPU: its part of the totals is Far's CPU, the fixed CPU in it whole
    row = result_to_json(result)["totals"]["lpars"][1]
    assert row["name"] == "PROD2"
    assert row["plan_cps"] == pytest.approx(float(env["gcp_pct"][1].sum()) / 100)


def test_an_idle_group_in_another_lpar_moves_its_fixed_cpu_there(catalog):
    """With no rate, Far's address spaces still burn their fixed CPU: in PROD2's demand and row when TOR2 is there, in
    the plan's LPAR when it is at home; the same CPs' worth either way (one machine: the same engines)."""
    away = computed(fitted_plan(far_tps=0.0), catalog)
    home = computed(fitted_plan(far_tps=0.0, far_lpar=""), catalog)
    alone = computed({**fitted_plan(), "workloads": fitted_plan()["workloads"][:1]}, catalog)
    assert not away.errors and not home.errors
    # at home, TOR2's idle CICS region adds its fixed CPU to the plan's LPAR; the shared spaces are Home's already
    idle_home = float(home.env["gcp_lpar_engines"]) - float(alone.env["gcp_lpar_engines"])
    # by hand: the fitted intercepts (% of one measurement engine) moved to the plan's CPs by the speed ratio (no
    # zIIPs: the gateway's eligible part runs on CPs, and the zIIP and CP speed ratios are the same here)
    spaces, speed = list(away.spaces), float(away.env["cp_speed_ratio"][1, 0])
    assert speed == float(away.env["ziip_speed_ratio"][1, 0]) and float(away.env["spill_share"]) == 1.0
    shared_fixed = sum(float(away.env["model_fixed_pct"][0, spaces.index(s)]) for s in SHARED) / 100 * speed
    cics_fixed = float(away.env["model_fixed_pct"][0, spaces.index("CICS")]) / 100 * speed
    assert idle_home == pytest.approx(cics_fixed)
    # away, PROD2 runs TOR2's region and its own TCP/IP and gateway: all of it in PROD2, none left in PROD1
    assert away.env["lpar_gcp_engines"].tolist() == pytest.approx([cics_fixed + shared_fixed])
    assert float(away.env["gcp_lpar_engines"]) == pytest.approx(float(alone.env["gcp_lpar_engines"]))
    assert result_to_json(away)["totals"]["lpars"][1]["plan_cps"] == pytest.approx(cics_fixed + shared_fixed)


def test_an_lpars_stated_busy_already_holds_its_shared_address_spaces(catalog):
    """The rule the plan's LPAR follows with its existing busy given: PROD2's stated busy is measured with its
    TCP/IP and gateway running, so their fixed CPU is not counted again; its CICS region's is."""
    result = computed(fitted_plan(prod2_busy=30.0), catalog)
    spaces = list(result.spaces)
    for name in SHARED:
        a = spaces.index(name)
        assert float(result.env["fixed_pct"][1, a]) == 0.0 and float(result.env["fixed_pct"][0, a]) > 0.5
    assert float(result.env["fixed_pct"][1, spaces.index("CICS")]) > 0


def test_the_formula_pane_says_which_lpar_runs_the_shared_address_space(catalog):
    from cicsplan.core.model.explain import explain

    result = computed(fitted_plan(), catalog)
    tcpip = list(result.spaces).index("TCPIP")
    far = explain(result, "fixed_ms", 1, tcpip)
    assert far.note == ("shared by 1 workload in LPAR PROD2 (each LPAR hosting region groups runs its own shared "
                        "address spaces): 'Far'")
    assert "in the plan's LPAR" in explain(result, "fixed_ms", 0, tcpip).note
    assert "each LPAR hosting region groups" in far.formula
    region = explain(result, "fixed_ms", 1, list(result.spaces).index("CICS")).note
    assert region == "shared by 1 workload in LPAR PROD2: 'Far'"  # CICS: once per region, in the group's LPAR
    alone = computed(fitted_plan(far_lpar=""), catalog)
    assert explain(alone, "fixed_ms", 1, tcpip).note == "shared by 2 workloads: 'Home', 'Far'"


def two_hosts_plan(factor: float = 1.0) -> dict:
    """PROD1 (the plan's LPAR, weight 300) runs Home; AOR2 runs in PROD2 (weight 700, 30% busy of 10 CPs), AOR3 in
    PROD3 (weight 300, 10% busy of 10 CPs) on the 10 shared CPs of a z16; application CPU alone, coverage 1: Home
    0.5 CP, Two 1 CP, Three 0.5 CP at the planned rates, times ``factor``."""
    def workload(name: str, tps: float, group: str) -> dict:
        return {"name": name, "ingress": "none", "tps": tps * factor, "app_gcp_ms": 2, "region": group}

    return {"format": "cicsplan", "version": 1, "name": "two hosts", "assumptions": {"as_coverage": 1.0},
            "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": 300, "lpar_name": "PROD1",
                         "partitions": [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 30},
                                        {"name": "PROD3", "logical_cps": 10, "weight": 300, "busy_pct": 10}]},
            "region_groups": [{"name": "TOR"}, {"name": "AOR2", "lpar": "PROD2"}, {"name": "AOR3", "lpar": "PROD3"}],
            "workloads": [workload("Home", 250, "TOR"), workload("Two", 500, "AOR2"),
                          workload("Three", 250, "AOR3")]}


def test_an_lpars_entitlement_limit_shares_the_machine_again_at_each_rate(catalog):
    """PROD2's limit is the rate where its demand reaches 90% of what PR/SM gives it at that rate. By hand: PROD3 asks
    1 + 0.5 f CPs of its 10 x 300/1300 share and leaves the rest to PROD2 and PROD1 by their weights (700 and 300),
    so PROD2 can get 10 x 700/1300 + 0.7 (30/13 - 1 - 0.5 f); its demand 3 + f reaches 0.9 of that at
    f = (0.9 x 70/13 + 0.63 (30/13 - 1) - 3) / 1.315 = 2.0304. Held at the planned rates' 5.95 CPs it read
    f = 0.9 x 5.95 - 3 = 2.355."""
    result = computed(two_hosts_plan(), catalog)
    assert not result.errors
    limit = next(lim for lim in result.limits().limits if lim.key == "lpar_entitlement:PROD2")
    by_hand = (0.9 * 70 / 13 + 0.63 * (30 / 13 - 1) - 3) / 1.315
    assert limit.max_factor == pytest.approx(by_hand, rel=1e-6)

    # independently: bisection on the engine, the plan's rates multiplied in the plan itself
    def over(factor: float) -> float:
        busy = computed(two_hosts_plan(factor), catalog).env["lpar_available_busy_pct"]
        return float(busy[0]) - 90.0

    lo, hi = 1.0, 4.0
    assert over(lo) < 0 < over(hi)
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if over(mid) < 0 else (lo, mid)
    assert limit.max_factor == pytest.approx(lo, rel=1e-6)
    assert limit.max_tps == pytest.approx(lo * 1000, rel=1e-6)


def test_the_utilisation_curve_shares_the_machine_again_at_each_rate(catalog):
    """The chart's points (at_factors) agree with the engine run at those rates: PROD2's CPs and PROD1's busy of what
    it gets at twice the rates."""
    from cicsplan.core.model.sweep import at_factors

    result = computed(two_hosts_plan(), catalog)
    points = at_factors(result, catalog, np.array([1.0, 2.0]), ("lpar_available_cps", "gcp_available_busy_pct"))
    doubled = computed(two_hosts_plan(2.0), catalog)
    assert points["lpar_available_cps"][1].tolist() == pytest.approx(doubled.env["lpar_available_cps"].tolist())
    assert points["lpar_available_cps"][0].tolist() == pytest.approx(result.env["lpar_available_cps"].tolist())
    assert points["gcp_available_busy_pct"][1] == pytest.approx(float(doubled.env["gcp_available_busy_pct"]))


def test_the_itr_counts_the_whole_plans_work_wherever_it_runs(catalog):
    """ITR = rate per 100% of the plan's LPAR. By hand on the two-host plan: 1,000 tps over Home 0.5 + Two 1 + Three
    0.5 = 2 CPs of the plan's 4 (one machine: the same engines) = 50%: 2,000 tps per 100%; the plan's LPAR's own 0.5
    CP alone read 8,000. The same plan with every group at home has the same ITR."""
    result = computed(two_hosts_plan(), catalog)
    assert float(result.env["itr"]) == pytest.approx(1000 / 50 * 100)
    home = two_hosts_plan()
    home["region_groups"] = [{"name": "TOR"}, {"name": "AOR2"}, {"name": "AOR3"}]
    assert float(computed(home, catalog).env["itr"]) == pytest.approx(2000.0)


def test_a_free_split_on_one_machine_evens_out_what_prsm_gives_each_lpar(catalog):
    """PROD2 and PROD3 share the plan's machine: what PR/SM gives each depends on the plan's work in both, so the split
    is made again on PR/SM's figures until it settles; both end equally busy of the CPs they can get."""
    doc = two_hosts_plan()
    doc["workloads"][1]["region"] = "TOR"
    doc["workloads"][1]["routing"] = [{"group": "AOR2", "share_pct": "free"}, {"group": "AOR3", "share_pct": "free"}]
    result = computed(doc, catalog)
    assert not result.errors
    busy = result.env["lpar_available_busy_pct"]
    assert busy[0] == pytest.approx(busy[1], rel=1e-6)
    # the shares still add to the whole workload
    assert sum(route.share for route in result.resolved.routes) == pytest.approx(1.0)
