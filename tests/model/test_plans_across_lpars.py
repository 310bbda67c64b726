"""Plans with other LPARs and region groups placed in them compute whatever they hold, none or many workloads (the
trial's A4: a group in another LPAR before any workload broke the calculation, and the fallback showed a z196)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.model import engine
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.planio import load_plan_document
from conftest import run_cli

GROUPS = ["TOR", "AOR1", "AOR2"]
LPARS = ["", "PROD2", "TEST"]


def trial_plan(workloads: list[dict], group_lpars: dict[str, str] | None = None) -> dict:
    """The trial's plan: a z16 3931-708, PROD1 the plan's (6 CPs, weight 500) beside PROD2 and TEST."""
    lpar_of = {"AOR2": "PROD2"} if group_lpars is None else group_lpars
    return {"format": "cicsplan", "version": 1, "name": "Trial z16 three LPARs",
            "hardware": {"machine": "3931-708", "cps": 6, "ziips": 0, "lpar_name": "PROD1", "weight": 500,
                         "partitions": [{"name": "PROD2", "logical_cps": 4, "weight": 300, "busy_pct": 40},
                                        {"name": "TEST", "logical_cps": 2, "weight": 200, "busy_pct": 20}]},
            "region_groups": [{"name": g, **({"lpar": lpar_of[g]} if lpar_of.get(g) else {})} for g in GROUPS],
            "workloads": workloads}


def test_groups_in_another_lpar_without_workloads_compute_zero_work(catalog):
    result = compute(load_plan_document(trial_plan([])).plan, catalog)
    assert result.internal_error is None and not result.errors
    assert result.resolved.hardware["machine"] == "3931-708"
    assert float(result.env["gcp_lpar_engines"]) == 0.0
    assert result.env["lpar_gcp_engines"].tolist() == [0.0]  # PROD2 hosts AOR2, and none of the plan's work yet


def test_the_cli_computes_the_empty_plan_on_its_own_machine(tmp_path):
    path = tmp_path / "noworkloads.cicsplan.json"
    path.write_text(json.dumps(trial_plan([])), encoding="utf-8")
    done = run_cli("compute", str(path))
    assert done.returncode == 0, done.stderr
    assert "Hardware: 3931-708, 6 CPs, 0 zIIPs" in done.stdout
    assert "Error" not in done.stdout + done.stderr and "not computed" not in done.stdout


def test_a_fault_in_the_lpars_part_still_shows_the_plans_machine(catalog, monkeypatch):
    """A failure that needs the other LPARs: the fallback computes the plan's machine and LPAR alone, so the views
    show the machine typed (3931-708), never a default one."""
    real = engine.split_by_free_capacity

    def failing(resolved):
        if resolved.partitions:
            raise RuntimeError("a bug in the other LPARs")
        return real(resolved)

    monkeypatch.setattr(engine, "split_by_free_capacity", failing)
    result = compute(load_plan_document(trial_plan([])).plan, catalog)
    assert "a bug in the other LPARs" in result.internal_error
    assert result.resolved.hardware["machine"] == "3931-708" and result.resolved.hardware["cps"] == 6


@st.composite
def lpar_plans(draw) -> dict:
    lpars = {g: draw(st.sampled_from(LPARS)) for g in GROUPS}
    workloads = []
    for index in range(draw(st.integers(0, 3))):
        w = {"name": f"w{index}", "ingress": draw(st.sampled_from(["none", "ctg-ipic", "cics-3270", "ws-soap"])),
             "tps": draw(st.floats(0, 2000, allow_nan=False)), "region": draw(st.sampled_from(GROUPS))}
        if w["ingress"] == "none":
            w["app_gcp_ms"] = draw(st.floats(0, 5, allow_nan=False))
        if draw(st.booleans()):
            first, second = draw(st.lists(st.sampled_from(GROUPS), min_size=2, max_size=2, unique=True))
            share = draw(st.integers(0, 100))
            w["routing"] = [{"group": first, "share_pct": share, "link": draw(st.sampled_from(["mro", "ipic"]))},
                            {"group": second, "share_pct": 100 - share, "link": "ipic"}]
        workloads.append(w)
    return trial_plan(workloads, lpars)


@settings(max_examples=budget(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                        HealthCheck.too_slow])
@given(doc=lpar_plans())
def test_plans_with_groups_in_lpars_always_compute(catalog, doc):
    result = compute(load_plan_document(doc).plan, catalog)
    assert result.internal_error is None, result.internal_error
    assert result.resolved.hardware["machine"] == "3931-708"
    result_to_json(result)  # every figure reads
    assert result.limits() is not None


def test_the_generated_plans_reach_a_workload_routed_to_another_lpar(catalog):
    """The strategy's plans are the ones that matter: a route into PROD2 moves work there."""
    doc = trial_plan([{"name": "w0", "ingress": "none", "tps": 100, "app_gcp_ms": 2, "region": "TOR",
                       "routing": [{"group": "AOR1", "share_pct": 50, "link": "mro"},
                                   {"group": "AOR2", "share_pct": 50, "link": "ipic"}]}])
    result = compute(load_plan_document(doc).plan, catalog)
    assert not result.errors
    assert float(result.env["lpar_gcp_engines"][0]) > 0.0
    assert pytest.approx(0.0) != float(result.env["gcp_lpar_engines"])


def test_a_fault_even_on_the_plans_machine_shows_no_other_machine(catalog, monkeypatch):
    """When only the default machine computes, the views get the machine as typed and no capacity (none of the
    z196 the engine fell back to)."""
    real = engine.calculation_inputs

    def failing(resolved, *args, **kwargs):
        if resolved.hardware["machine"] == "3931-708":
            raise RuntimeError("a bug on this machine")
        return real(resolved, *args, **kwargs)

    monkeypatch.setattr(engine, "calculation_inputs", failing)
    result = compute(load_plan_document(trial_plan([])).plan, catalog)
    assert "a bug on this machine" in result.internal_error
    assert result.resolved.hardware["machine"] == "3931-708" and result.resolved.machine is None
    assert (result.resolved.hardware["cps"], result.resolved.hardware["ziips"]) == (6, 0)
    assert result_to_json(result)["totals"]["msu"] is None
