"""The batched run of the steps (sweeps, ranges) gives exactly what one plain run gives."""

import copy

import numpy as np
import pytest

from cicsplan.core.model import calc
from cicsplan.core.model.calc_inputs import calculation_inputs
from cicsplan.core.model.engine import compute
from cicsplan.core.model.sweep import TOTALS, sweep, totals_at
from cicsplan.core.plan.planio import load_plan
from conftest import SAMPLES

SCENARIOS = [(path.name, s.name) for path in sorted(SAMPLES.glob("*.cicsplan.json"))
             for s in load_plan(path).plan.scenarios]


def fresh_inputs(result, catalog):
    return calculation_inputs(result.resolved, result.table, catalog, result.shape)


@pytest.mark.parametrize(("sample", "scenario"), SCENARIOS)
def test_every_result_of_a_batch_equals_the_plain_run(catalog, sample, scenario):
    result = compute(load_plan(SAMPLES / sample).plan, catalog, scenario)
    env, ctx = fresh_inputs(result, catalog)
    batched = calc.run_samples(env, copy.copy(ctx), 3)
    for key in calc.QUANTITIES:
        plain = np.asarray(result.env[key], dtype=float)
        for k in range(3):
            got = np.asarray(batched[key][k], dtype=float)
            np.testing.assert_allclose(np.broadcast_to(got, plain.shape), plain, rtol=1e-12, atol=1e-12,
                                       equal_nan=True, err_msg=f"{sample} {scenario}: {key}")


@pytest.mark.parametrize("sample", ["getting-started.cicsplan.json", "mq.cicsplan.json", "web-support.cicsplan.json"])
def test_sweep_points_equal_the_engine_at_each_rate(catalog, sample):
    result = compute(load_plan(SAMPLES / sample).plan, catalog)
    factors = np.array([0.0, 0.25, 1.0, 3.0])
    points = sweep(result, catalog, factors)
    for i, factor in enumerate(factors):
        one = totals_at(result, catalog, float(factor))
        for key in TOTALS:
            assert points[key][i] == pytest.approx(one[key], rel=1e-12, abs=1e-12), (key, factor)
    assert points["gcp_busy_pct"][2] == pytest.approx(float(result.env["gcp_busy_pct"]))


def test_samples_differ_where_their_inputs_differ(catalog):
    result = compute(load_plan(SAMPLES / "getting-started.cicsplan.json").plan, catalog)
    env, ctx = fresh_inputs(result, catalog)
    # more coverage than any method's busiest run proves (the MQ 3270 bridge's 0.954 is the most): every workload
    # takes it, and the LPAR busy of the new work falls by the ratio
    env["as_coverage"] = np.array([0.84, 0.96])
    batched = calc.run_samples(env, ctx, 2)
    new_work = batched["gcp_busy_pct"] - float(result.env["existing_cp_busy_pct"])
    assert new_work[1] == pytest.approx(new_work[0] * 0.84 / 0.96)
    assert batched["gcp_busy_pct"][0] == pytest.approx(float(result.env["gcp_busy_pct"]))
