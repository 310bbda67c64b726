"""Property-based tests over random valid plans: no exception, nothing not finite, nothing negative,
and the engine's own invariants hold (hypothesis)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import plan_from_json
from conftest import REPO

IDS = sorted(p.stem for p in (REPO / "models" / "ingress").glob("*.toml"))
COMMAREA_MAX = 32500  # the smallest COMMAREA limit of models/limits.toml (ECI)
BRIDGE_3270_MAX = 1920  # the MQ 3270 bridge (models/limits.toml)
MACHINES = ["2817-M80", "2827-720", "2964-716", "3906-M04", "8561-712", "3931-716", "3931-616", "2084-332", "9175-716"]
TLS = {"cws-http": ["", "full", "partial"], "cws-http-pooled": ["", "pooled"], "ws-soap": ["", "pooled"],
       "ws-soap-1000": ["", "pooled"]}


@st.composite
def workloads(draw, index: int) -> dict:
    ingress = draw(st.sampled_from(IDS))
    w = {"name": f"w{index}", "ingress": ingress, "tps": draw(st.floats(0, 20000, allow_nan=False)),
         "region": draw(st.sampled_from(["A", "B", "C"]))}
    if draw(st.booleans()):
        most = BRIDGE_3270_MAX if ingress == "mq-3270-bridge" else COMMAREA_MAX  # what a valid plan may carry
        w["payload_in_bytes"] = draw(st.integers(0, most))
        w["payload_out_bytes"] = draw(st.integers(0, most))
    if ingress in TLS:
        w["tls"] = draw(st.sampled_from(TLS[ingress]))
    if ingress.startswith("ws-soap") and draw(st.booleans()):
        w["xml_elements_in"] = draw(st.integers(0, 5000))
        w["xml_elements_out"] = draw(st.integers(0, 5000))
        w["xml_tag_bytes"] = draw(st.floats(1, 30))
    if draw(st.booleans()):
        app = draw(st.floats(0, 20))
        w["app_gcp_ms"] = app
        w["app_qr_ms"] = draw(st.floats(0, app)) if app else 0
    if ingress in ("sockets-iterative", "mq-trigger-first"):
        w["servers"] = draw(st.integers(1, 8))
    return w


@st.composite
def plans(draw) -> dict:
    n = draw(st.integers(0, 12))
    machine = draw(st.sampled_from(MACHINES))
    smt = machine[:4] not in ("2817", "2827", "2084") and draw(st.booleans())  # SMT came with the z13
    return {
        "format": "cicsplan", "version": 1, "name": "random",
        "cost_method": draw(st.sampled_from(["published", "fitted"])),
        "assumptions": {"lspr_category": draw(st.sampled_from(["LOW", "AVERAGE", "HIGH"])),
                        "xml_basis": draw(st.sampled_from(["measured", "estimator"]))},
        "hardware": {
            "machine": machine, "cps": draw(st.integers(1, 12)),
            "ziips": draw(st.integers(0, 4)), "ziip_honor_priority": draw(st.booleans()),
            "smt2_ziip": smt, "existing_cp_busy_pct": draw(st.floats(0, 80)),
            "existing_ziip_busy_pct": draw(st.floats(0, 80)), "crypto_coprocessors": draw(st.integers(0, 4)),
            "client_stacks": draw(st.integers(1, 4)),
        },
        "region_groups": [{"name": "A", "regions": draw(st.integers(1, 5))}],
        "workloads": [draw(workloads(i)) for i in range(n)],
    }


@settings(max_examples=budget(150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(doc=plans())
def test_random_valid_plans(catalog, doc):
    result = compute(plan_from_json(doc), catalog)
    assert not result.errors, [e.text() for e in result.errors]
    env = result.env
    valid = result.resolved.valid
    for key in ("total_ms", "gcp_ms", "ziip_ms", "eligible_ms", "spill_ms", "cpu_pct", "fixed_ms"):
        cells = env[key][valid]
        assert np.all(np.isfinite(cells)), key
        assert np.all(cells >= -1e-12), key  # no negative cost
    assert np.allclose(env["gcp_ms"] + env["ziip_ms"], env["total_ms"])
    assert np.all(env["ziip_ms"] <= env["eligible_ms"] + 1e-12)
    assert np.all(env["spill_ms"] <= env["eligible_ms"] * np.maximum(env["cp_speed_ratio"] / env["ziip_speed_ratio"],
                                                                      1.0) + 1e-9)
    for key in ("gcp_engines", "ziip_engines", "gcp_busy_pct", "crypto_busy_pct", "port_busy_pct"):
        value = float(env[key])
        assert value >= 0 and (np.isfinite(value) or key == "crypto_busy_pct"), key
    # totals are the workloads' contributions plus fixed CPU that no rate carries
    spill, busy = float(env["spill_share"]), float(env["ziip_pool_busy"])
    honor = doc["hardware"]["ziip_honor_priority"]
    assert 0 <= spill <= 1 and busy >= 0
    assert busy <= 1 + 1e-9 or not honor  # with honor priority NO a shortfall shows as busy over 100%
    assert float(env["gcp_engines"]) >= float(np.where(valid[:, None], env["gcp_pct"], 0).sum()) / 100 - 1e-9
    # the JSON object never holds NaN or infinity
    out = result_to_json(result)
    json.dumps(out, allow_nan=False)
    limits = result.limits()
    for limit in limits.limits:
        assert limit.max_factor is None or limit.max_factor >= 0


@settings(max_examples=budget(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(doc=plans())
def test_batched_run_equals_the_plain_run(catalog, doc):
    """Sweeps and ranges run the steps batched: on random plans every result equals the plain run's."""
    import copy

    from cicsplan.core.model import calc
    from cicsplan.core.model.calc_inputs import calculation_inputs

    result = compute(plan_from_json(doc), catalog)
    env, ctx = calculation_inputs(result.resolved, result.table, catalog, result.shape)
    batched = calc.run_samples(env, copy.copy(ctx), 2)
    for key in calc.QUANTITIES:
        plain = np.asarray(result.env[key], dtype=float)
        got = np.broadcast_to(np.asarray(batched[key][1], dtype=float), plain.shape)
        np.testing.assert_allclose(got, plain, rtol=1e-12, atol=1e-12, equal_nan=True, err_msg=key)


@settings(max_examples=budget(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(doc=plans())
def test_ranges_of_random_plans_are_ordered_and_finite(catalog, doc):
    from cicsplan.core.analysis.ranges import compute_ranges

    result = compute(plan_from_json(doc), catalog)
    ranges = compute_ranges(result, catalog, samples=60)
    responses = [s for s in ranges.workloads.get("response_ms", []) if s is not None]
    spreads = list(ranges.totals.values()) + [s for key, v in ranges.workloads.items() if key != "response_ms"
                                              for s in v if s is not None]
    if ranges.max_tps is not None:
        spreads.append(ranges.max_tps)
    for spread in spreads:
        assert np.isfinite([spread.low, spread.median, spread.high]).all()
        assert spread.low <= spread.median <= spread.high
    total_tps = sum(w["tps"] for w in doc["workloads"])
    for spread in responses:  # a response time is unbounded (saturated) only in draws past a capacity
        assert not np.isnan([spread.low, spread.median, spread.high]).any()
        assert spread.low <= spread.median <= spread.high
        if not np.isfinite(spread.high):
            assert ranges.max_tps is not None and ranges.max_tps.low < total_tps
    if ranges.binding_share:
        assert abs(sum(ranges.binding_share.values()) - 1.0) < 1e-9


@settings(max_examples=budget(200), deadline=None)
@given(demand=st.floats(0, 1e300) | st.floats(0, 1e-300), capacity=st.floats(0.1, 200),
       existing=st.floats(0, 0.99), base=st.floats(0, 0.5), coeff=st.floats(0, 1))
def test_the_zIIP_pool_never_shows_less_than_its_existing_load(demand, capacity, existing, base, coeff):
    """With honor priority the pool's busy solves u = existing + demand x (1 - spill) / capacity; however small
    the new demand, the pool is at least as busy as its existing load (a tiny demand once showed 0 %)."""
    from cicsplan.core.model.calc import spill_share

    share, busy = (float(v[0]) for v in spill_share(np.array([demand]), capacity, existing, base, coeff, True))
    assert existing - 1e-12 <= busy <= 1.0 and 0.0 <= share <= 1.0
    if base + coeff * existing * existing >= 1.0:  # the existing load alone spills everything new
        assert busy == existing and (demand == 0 or share == 1.0)
    elif busy < 1.0:  # u solves k u^2 + u - c0 = 0 (checked as the quadratic: 1 - share cancels for a huge demand)
        k, c0 = coeff * demand / capacity, existing + demand * (1 - base) / capacity
        assert abs(k * busy * busy + busy - c0) <= 1e-9 * max(c0, 1.0)
        assert demand == 0 or share == pytest.approx(min(1.0, base + coeff * busy * busy), rel=1e-12)
