"""Response time at load (issue 26): each workload's estimate is its CPU, its waits for a general CP, a zIIP and its
region's QR TCB (the closed forms of core/model/queueing.py on the engine's own busy figures) and the latency
given; targets are limits; the curve and its knee; the JSON."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from cicsplan.core.analysis.sizing import size_plan
from cicsplan.core.model.engine import compute
from cicsplan.core.model.queueing import erlang_c
from cicsplan.core.model.response_curve import KNEE_MULTIPLE, response_curve
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import plan_from_json


def plan(workloads: list[dict], **hardware) -> dict:
    hw = {"machine": "3931-705", "cps": 5, "ziips": 2, **hardware}
    groups = sorted({w.get("region", "CICS") for w in workloads})
    return {"format": "cicsplan", "version": 1, "name": "response", "hardware": hw,
            "region_groups": [{"name": g, "regions": 1} for g in groups], "workloads": workloads}


def run(catalog, doc):
    result = compute(plan_from_json(json.loads(json.dumps(doc))), catalog)
    assert not result.errors, [e.text() for e in result.errors]
    return result


def test_the_parts_add_up_and_each_wait_is_its_closed_form(catalog):
    doc = plan([{"name": "Terminals", "ingress": "3270", "tps": 6000},
                {"name": "Gateway", "ingress": "ctg-ipic", "tps": 1500, "other_latency_ms": 4.0}],
               existing_cp_busy_pct=40, existing_ziip_busy_pct=20)
    r = run(catalog, doc)
    env = r.env
    for i in range(2):
        parts = [float(np.ravel(env[k])[i]) for k in ("response_cpu_ms", "cp_wait_ms", "ziip_wait_ms", "qr_wait_ms",
                                                      "other_latency_ms")]
        assert float(env["response_ms"][i]) == pytest.approx(sum(parts))
    u = float(env["gcp_busy_pct"]) / 100  # all the existing work at CICS's importance (the default)
    per_ms = float(erlang_c(5, 5 * u)) / (5 * (1 - u))
    assert float(env["cp_wait_ms"][0]) == pytest.approx(float(env["wl_gcp_ms"][0]) * per_ms)
    z = float(env["ziip_busy_pct"]) / 100
    assert float(env["ziip_wait_ms"][1]) == pytest.approx(float(env["wl_ziip_ms"][1]) * erlang_c(2, 2 * z)
                                                          / (2 * (1 - z)))
    q = float(env["group_qr_dispatch_busy_pct"][0]) / 100  # one QR TCB: M/M/1
    assert float(env["qr_wait_ms"][0]) == pytest.approx(float(env["qr_dispatch_ms"][0, 0]) * q / (1 - q))
    assert float(env["response_ms"][1]) - float(env["response_unloaded_ms"][1]) > 0  # queueing adds


def test_lower_importance_existing_work_does_not_delay_cics(catalog):
    doc = plan([{"name": "Terminals", "ingress": "3270", "tps": 6000}], existing_cp_busy_pct=50)
    cautious = run(catalog, doc)
    doc["assumptions"] = {"response_importance_share": 0.0}
    behind_nothing = run(catalog, doc)
    assert float(behind_nothing.env["cp_queue_busy_pct"]) == pytest.approx(
        float(cautious.env["gcp_busy_pct"]) - 50.0)
    assert float(behind_nothing.env["cp_wait_ms"][0]) < float(cautious.env["cp_wait_ms"][0])
    assert float(behind_nothing.env["gcp_busy_pct"]) == pytest.approx(float(cautious.env["gcp_busy_pct"]))


def test_a_saturated_queue_is_an_infinite_wait_and_null_in_json(catalog):
    doc = plan([{"name": "Terminals", "ingress": "3270", "tps": 30000}])  # beyond one region's QR TCB
    r = run(catalog, doc)
    assert float(r.env["group_qr_dispatch_busy_pct"][0]) > 100
    assert math.isinf(float(r.env["response_ms"][0]))
    entry = json.loads(json.dumps(result_to_json(r), allow_nan=False))["workloads"][0]["response_ms"]
    assert entry["saturated"] is True and entry["total"] is None and entry["cpu_ms"] > 0


def test_a_response_target_is_a_limit_with_its_rate(catalog):
    doc = plan([{"name": "Terminals", "ingress": "3270", "tps": 6000, "response_target_ms": 0.25}])
    r = run(catalog, doc)
    limit = next(lim for lim in r.limits().limits if lim.key == "response:Terminals")
    assert limit.threshold == 0.25 and limit.value == pytest.approx(float(r.env["response_ms"][0]))
    at_max = dict(doc)
    at_max["workloads"] = [dict(doc["workloads"][0], tps=6000 * limit.max_factor)]
    assert float(run(catalog, at_max).env["response_ms"][0]) == pytest.approx(0.25, rel=1e-6)
    by_factor = plan([{"name": "Terminals", "ingress": "3270", "tps": 6000, "response_target_factor": 1.5}])
    r2 = run(catalog, by_factor)
    limit2 = next(lim for lim in r2.limits().limits if lim.key == "response:Terminals")
    assert limit2.threshold == pytest.approx(1.5 * float(r2.env["response_unloaded_ms"][0]))


def test_size_it_respects_a_response_target_and_says_why(catalog):
    """A QR-bound 3270 plan: without a target the smallest MSU may be slow sub-capacity engines; with one, the
    recommendation keeps the response time, and a slow model's row says what fails."""
    work = [{"name": "Terminals", "ingress": "3270", "tps": 4000}]
    free = size_plan(plan_from_json(plan(work)), catalog, "3931").recommended
    unloaded = float(run(catalog, plan(work, machine=free.model.model, cps=free.cps, ziips=free.ziips)
                         ).env["response_unloaded_ms"][0])
    target = [{**work[0], "response_target_ms": round(unloaded * 0.6, 4)}]
    sized = size_plan(plan_from_json(plan(target)), catalog, "3931")
    best = sized.recommended
    assert best is not None and best.model.model != free.model.model
    direct = run(catalog, plan(target, machine=best.model.model, cps=best.cps, ziips=best.ziips))
    assert float(direct.env["response_ms"][0]) <= unloaded * 0.6
    slow = size_plan(plan_from_json(plan(target)), catalog, "3931", setting="4").candidates
    reasons = " ".join(s.fix for c in slow for s in c.shortfalls if s.key.startswith("response"))
    assert "faster engines" in reasons


def test_the_curve_rises_to_saturation_and_marks_the_knee(catalog):
    doc = plan([{"name": "Terminals", "ingress": "3270", "tps": 3000},
                {"name": "Gateway", "ingress": "ctg-ipic", "tps": 800}])
    r = run(catalog, doc)
    curve = response_curve(r, catalog)
    assert curve.total_tps[0] == 0
    finite = np.isfinite(curve.response_ms[:, 0])
    assert not finite[-1]  # the curve ends just past where a queue saturates
    assert np.all(np.diff(curve.response_ms[finite, 0]) >= -1e-9)  # it only rises
    assert curve.at_planned(0) == pytest.approx(float(r.env["response_ms"][0]), rel=0.02)
    knee = curve.knee_tps[0]
    doc_at_knee = plan([{"name": "Terminals", "ingress": "3270", "tps": 3000 * knee / 3800},
                        {"name": "Gateway", "ingress": "ctg-ipic", "tps": 800 * knee / 3800}])
    at_knee = run(catalog, doc_at_knee).env
    ratio = float(at_knee["response_ms"][0]) / float(at_knee["response_unloaded_ms"][0])
    assert ratio == pytest.approx(KNEE_MULTIPLE, rel=0.05)  # linear between the curve's points
    totals = json.loads(json.dumps(result_to_json(r), allow_nan=False))["totals"]["response_curve"]
    assert totals["workloads"][0]["knee_tps"] == pytest.approx(knee) and totals["total_tps"][-1] > 3800
