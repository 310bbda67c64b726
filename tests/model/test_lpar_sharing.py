"""The plan's LPAR among the other LPARs of its machine: the CPs PR/SM gives it set its busy, response time, MSU and
limits (``totals.lpar``); a plan without other LPARs computes as before, to the last bit."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from tests.conftest import SAMPLES

from cicsplan.core.model.engine import compute
from cicsplan.core.model.limits import DEFINED_KEY, ENTITLEMENT_KEY
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.planio import load_plan, load_plan_document
from cicsplan.core.plan.record import Record

SAMPLE_PATHS = sorted(Path(SAMPLES).glob("*.cicsplan.json"))


def plan(partitions=None, workloads=None, **hardware) -> dict:
    """The issue's example: a 4-CP LPAR of weight 300 on a 10-CP z16 beside LPARs of weight 700 and 300."""
    hw = {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": 300, "lpar_name": "PROD1", **hardware}
    if partitions is None:
        partitions = [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 100},
                      {"name": "TEST", "logical_cps": 10, "weight": 300, "busy_pct": 100}]
    if partitions:
        hw["partitions"] = partitions
    return {"format": "cicsplan", "version": 1, "name": "lpars", "hardware": hw,
            "workloads": workloads or [work(500)]}


def work(tps: float) -> dict:
    """Application CPU alone (2 ms on a CP a transaction): no QR TCB or other ceiling gets in the way."""
    return {"name": "w", "ingress": "none", "tps": tps, "app_gcp_ms": 2}


def computed(doc: dict, catalog):
    return compute(load_plan_document(doc).plan, catalog)


def _without_sharing_keys(doc: dict) -> dict:
    doc = copy.deepcopy(doc)
    totals = doc["totals"]
    totals.pop("lpar", None)
    totals.pop("lpars", None)  # the plan's LPAR's row carries its name, which only the shared plan gives
    totals.get("notes", {}).pop("lpar", None)
    doc.pop("cicsplan_version", None)
    return doc


@pytest.mark.parametrize("path", SAMPLE_PATHS, ids=lambda p: p.name.split(".")[0])
def test_an_lpar_that_gets_all_its_cps_computes_as_if_alone(catalog, path):
    """Every sample, as it is (no other LPARs), against the same plan on a machine whose only other LPAR idles: the
    LPAR gets every logical CP it has, and every figure of the result is the same to the last bit (the LPAR-sharing
    model adds its own object, totals.lpar, and nothing else). The samples' key figures are held to their recorded
    values by the self-test's expectations (tests/cli/test_selftest.py)."""
    loaded = load_plan(path).plan
    for scenario in loaded.scenarios:
        alone = compute(loaded, catalog, scenario.name)
        assert alone.resolved.sharing is None and result_to_json(alone)["totals"]["lpar"] is None
        shared_plan = copy.deepcopy(loaded)
        target = shared_plan.scenario(scenario.name)
        machine = alone.resolved.machine
        if machine is None:
            continue
        target.hardware.set("weight", 999)
        if machine.model_cps is None:  # a hardware model: the machine's CPs are given
            target.hardware.set("machine_cps", int(alone.resolved.hardware["cps"]) + 1)
        target.hardware.set("machine_ziips", int(alone.resolved.hardware["ziips"]))  # the zIIP pool shared too
        target.partitions = [Record({"name": "IDLE", "logical_cps": 1, "weight": 1, "busy_pct": 0})]
        shared = compute(shared_plan, catalog, scenario.name)
        assert shared.resolved.sharing is not None and not shared.errors
        assert float(shared.env["cp_available_engines"]) == float(alone.env["cps"])
        assert float(shared.env["ziip_available_engines"]) == float(alone.env["ziip_servers"])
        assert _without_sharing_keys(result_to_json(shared)) == _without_sharing_keys(result_to_json(alone)), (
            path.name, scenario.name)


def test_the_issue_example_is_guaranteed_2_31_cps_when_the_others_are_busy(catalog):
    result = computed(plan(), catalog)
    assert not result.errors
    lpar = result_to_json(result)["totals"]["lpar"]
    assert lpar["share_of_pool"] == pytest.approx(300 / 1300)
    assert lpar["entitled_cps"] == pytest.approx(10 * 300 / 1300)
    assert lpar["available_cps"] == pytest.approx(2.3077, abs=1e-4)  # the others want all: its share, no more
    assert lpar["vertical"] == {"high": 1, "medium": 2, "low": 1, "medium_share": pytest.approx(0.6538, abs=1e-4)}
    assert lpar["binding_cap"] == "logical processors"
    env = result.env
    # its busy of the CPs it can get: the LPAR's busy of its 4 logical CPs x 4 / 2.31
    assert float(env["gcp_available_busy_pct"]) == pytest.approx(float(env["gcp_busy_pct"]) * 4 / (30 / 13))


def test_unused_share_flows_to_the_lpar_and_its_cps_set_the_response_time(catalog):
    busy, idle = (computed(plan([{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": b},
                                 {"name": "TEST", "logical_cps": 10, "weight": 300, "busy_pct": b}]), catalog)
                  for b in (100, 10))
    assert float(idle.env["cp_available_engines"]) == 4.0  # the others use 2 of 10: its 4 logical CPs, all of them
    assert float(busy.env["cp_available_engines"]) == pytest.approx(30 / 13)
    # the same work: the same busy of its logical CPs, a longer wait for a CP when the others take theirs
    assert float(busy.env["gcp_busy_pct"]) == float(idle.env["gcp_busy_pct"])
    assert result_to_json(busy)["workloads"][0]["response_ms"]["cp_wait_ms"] > \
        result_to_json(idle)["workloads"][0]["response_ms"]["cp_wait_ms"]
    # the PR/SM limit: the LPAR reaches the 90 % target of its 2.31 CPs long before 90 % of its 4 logical CPs
    limits = {lim.key: lim for lim in busy.limits().limits}
    assert busy.limits().binding.key == ENTITLEMENT_KEY
    assert limits[ENTITLEMENT_KEY].max_tps == pytest.approx(limits["cp_busy"].max_tps * (30 / 13) / 4, rel=0.05)
    assert ENTITLEMENT_KEY not in {lim.key for lim in idle.limits().limits}  # it gets all 4: no limit of its own


def test_at_the_entitlement_limits_rate_the_lpar_is_at_its_target_of_the_cps_it_gets(catalog):
    result = computed(plan(), catalog)
    limit = next(lim for lim in result.limits().limits if lim.key == ENTITLEMENT_KEY)
    at_max = computed(plan(workloads=[work(limit.max_tps)]), catalog)
    assert float(at_max.env["gcp_available_busy_pct"]) == pytest.approx(90.0, abs=1e-6)


def test_msu_beyond_the_cps_the_lpar_can_get_is_unserved(catalog):
    heavy = [work(20000)]
    msu = result_to_json(computed(plan(workloads=heavy), catalog))["totals"]["msu"]
    # a z16 710 rates 10 CPs; the LPAR runs at most its 2.31 CPs' worth
    assert msu["lpar_msu"] == pytest.approx(30 / 13 * msu["msu_per_cp"])
    assert msu["unserved_msu"] > 0


def test_caps_hold_the_lpar_and_the_lowest_binds(catalog):
    idle_others = [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 0}]
    capped = computed(plan(idle_others, initial_capping=True, absolute_cap_cps=3.5), catalog)
    lpar = result_to_json(capped)["totals"]["lpar"]
    assert lpar["available_cps"] == pytest.approx(3.0)  # initial capping at 300/1000 of 10, though PROD2 idles
    assert lpar["binding_cap"] == "initial capping"
    absolute = computed(plan(idle_others, absolute_cap_cps=2.5), catalog)
    assert result_to_json(absolute)["totals"]["lpar"]["binding_cap"] == "absolute capping"
    assert float(absolute.env["cp_available_engines"]) == 2.5
    alone = computed(plan([], absolute_cap_cps=2.5), catalog)  # no other LPAR: absolute capping holds it all the same
    assert float(alone.env["cp_available_engines"]) == 2.5


def test_defined_capacity_is_a_limit_on_the_peak_four_hour_average(catalog):
    result = computed(plan(defined_capacity_msu=100), catalog)
    limit = next(lim for lim in result.limits().limits if lim.key == DEFINED_KEY)
    msu = result_to_json(result)["totals"]["msu"]
    assert limit.value == pytest.approx(msu["lpar_msu"]) and limit.threshold == 100  # a flat day: the hour's MSU
    at_max = computed(plan(defined_capacity_msu=100, workloads=[work(limit.max_tps)]), catalog)
    assert result_to_json(at_max)["totals"]["msu"]["lpar_msu"] == pytest.approx(100, rel=1e-6)
    caps = result_to_json(result)["totals"]["lpar"]["caps"]
    assert [c["cap"] for c in caps][-1] == "defined capacity" or caps[0]["cap"] == "defined capacity"


def test_a_defined_capacity_with_a_profile_is_measured_on_the_rolling_average(catalog):
    doc = plan(defined_capacity_msu=100)
    doc["hourly_profile"] = {"all": [0.1] * 20 + [2.0] * 4}
    result = computed(doc, catalog)
    day = result_to_json(result)["totals"]["daily"]
    limit = next(lim for lim in result.limits().limits if lim.key == DEFINED_KEY)
    assert limit.value == pytest.approx(day["peak_4hra_msu"])


def test_a_dedicated_lpar_needs_no_weight_and_keeps_its_cps(catalog):
    others = [{"name": "PROD2", "logical_cps": 6, "weight": 700, "busy_pct": 100},
              {"name": "TEST", "logical_cps": 6, "weight": 300, "busy_pct": 100}]
    result = computed(plan(others, weight=None, dedicated=True), catalog)
    assert not result.errors
    lpar = result_to_json(result)["totals"]["lpar"]
    assert lpar["available_cps"] == 4.0 and lpar["share_of_pool"] is None
    # the others share the 6 CPs left
    others = {b["name"]: b for b in lpar["machine"]["CP"]}
    assert others["PROD2"]["entitled"] == pytest.approx(6 * 0.7)


@pytest.mark.parametrize(("change", "field", "words"), [
    ({"weight": None}, "weight", "LPAR weight is required (1 to 999) when the machine has other LPARs"),
    ({"machine": "3931-A01"}, "machine_cps", "Machine CPs is required when the machine has other LPARs"),
    ({"machine_cps": 12}, "machine_cps", "Machine CPs is 12; a 3931-710 has 10 CPs"),
    ({"lpar_name": "TEST"}, "name", "'TEST' is the plan's own LPAR"),
])
def test_configurations_that_cannot_be_computed_name_the_field(catalog, change, field, words):
    doc = plan(**change)
    if change.get("weight", 1) is None:
        doc["hardware"].pop("weight")
    result = computed(doc, catalog)
    assert any(i.field == field and words in i.message for i in result.errors), [i.text() for i in result.errors]


def test_dedicated_processors_beyond_the_machine_are_an_error_naming_the_lpars(catalog):
    result = computed(plan([{"name": "BIG", "logical_cps": 8, "dedicated": True},
                            {"name": "BIG2", "logical_cps": 4, "dedicated": True}]), catalog)
    (error,) = result.errors
    assert error.field == "partitions" and "BIG (8), BIG2 (4)" in error.message
    assert "the machine has 10" in error.message


def test_the_zIIP_pool_is_shared_when_the_machine_gives_its_ziips(catalog):
    eligible = [{"name": "w", "ingress": "none", "tps": 100, "app_ziip_ms": 20}]
    others = [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 100, "logical_ziips": 2,
               "ziip_busy_pct": 100}]
    owned = computed(plan(others, workloads=eligible, ziips=2), catalog)
    shared = computed(plan(others, workloads=eligible, ziips=2, machine_ziips=2), catalog)
    assert owned.resolved.sharing.ziip is None and any(i.field == "machine_ziips" for i in owned.warnings)
    assert float(shared.env["ziip_available_engines"]) == pytest.approx(2 * 0.3)  # its zIIP weight = its CP weight
    # the other LPAR's zIIP time fills the pool: more of the eligible work spills to the CPs
    assert float(shared.env["spill_share"]) > float(owned.env["spill_share"])
    zjson = result_to_json(shared)["totals"]["lpar"]
    assert zjson["entitled_ziips"] == pytest.approx(0.6) and zjson["available_ziips"] == pytest.approx(0.6)


def test_totals_lpar_is_null_with_a_note_without_other_lpars(catalog):
    doc = result_to_json(computed(plan([]), catalog))
    assert doc["totals"]["lpar"] is None and "own its logical CPs" in doc["totals"]["notes"]["lpar"]
    json.dumps(doc, allow_nan=False)


def test_the_views_say_what_prsm_gives_the_lpar_in_words(catalog):
    from cicsplan.core.model.lpar_view import lpar_lines

    lines = dict(lpar_lines(computed(plan(), catalog)))
    assert lines["LPAR on a shared machine"].startswith("weight's share 23.1% of 10 shared CPs = 2.31 CPs entitled; "
                                                        "it can get 2.31 of its 4 logical CPs")
    assert lines["HiperDispatch"] == "1 vertical high, 2 vertical medium at 65%, 1 vertical low"
    assert lpar_lines(computed(plan([]), catalog)) == []


def test_an_lpar_without_logical_ziips_on_a_shared_zIIP_pool_says_so_not_zero_of_zero(catalog):
    """New-user trial (2026-11-27): after an RMF import the Results said "it can get 0.00 of its 0 logical zIIPs"."""
    from cicsplan.core.model.lpar_view import lpar_lines

    others = [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 50, "logical_ziips": 2}]
    lines = dict(lpar_lines(computed(plan(others, ziips=0, machine_ziips=2), catalog)))
    assert lines["zIIPs on the shared machine"] == ("the LPAR has no logical zIIPs: zIIP-eligible work runs on its "
                                                    "CPs")


def test_zIIPs_with_no_other_lpar_holding_any_need_no_machine_count(catalog):
    """New-user trials 2 and 3: Size It's Use gave the LPAR a zIIP on a machine whose other LPARs have none, and the
    Results warned that the machine's zIIPs were not given, though no pool is shared."""
    eligible = [{"name": "w", "ingress": "none", "tps": 100, "app_ziip_ms": 2}]
    alone = computed(plan(workloads=eligible, ziips=1), catalog)  # PROD2 and TEST without zIIPs
    assert not [i for i in alone.warnings if i.field == "machine_ziips"]
    others = [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 50, "logical_ziips": 1}]
    shared = computed(plan(others, workloads=eligible, ziips=1), catalog)
    assert [i for i in shared.warnings if i.field == "machine_ziips"]
