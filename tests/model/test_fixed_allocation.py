"""The fixed-CPU allocation works per instance and hands each cell its instance's figures (issue 24: a third of each of
the ranges' solver rounds went to doing it cell by cell): on generated plans, with the models' fixed CPU and the rates
varying by sample, every output is the cell-by-cell allocation's to the last bit."""

from __future__ import annotations

import copy

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget
from tests.model.test_properties import plans

from cicsplan.core.model import calc
from cicsplan.core.model.calc_inputs import calculation_inputs
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json

SAMPLES = 3


def cell_by_cell(env: dict, ctx: calc.Context) -> dict:
    """The allocation as it was written before: every cell gathers its instance's figures and divides."""
    users = ctx.uses & ctx.valid[:, None]
    flat = ctx.instance[users]
    samples = env["model_fixed_pct"].shape[0]
    fixed = calc._instance_max(env["model_fixed_pct"][:, users], flat, ctx.instance_count)
    eligible = calc._instance_max(env["model_eligible_fixed_pct"][:, users], flat, ctx.instance_count)
    fixed *= ctx.instance_multiplier
    eligible *= ctx.instance_multiplier
    exclude = ctx.extra.get("exclude_fixed")
    if exclude is not None and exclude.any():
        fixed[:, exclude] = 0.0
        eligible[:, exclude] = 0.0
    tps = calc._instance_sum(np.broadcast_to(env["tps"], (samples, *users.shape))[:, users], flat,
                             ctx.instance_count)
    cell_fixed = np.where(users, fixed[:, ctx.instance], 0.0)
    cell_eligible = np.where(users, eligible[:, ctx.instance], 0.0)
    cell_tps = np.where(users, tps[:, ctx.instance], 0.0)
    with np.errstate(all="ignore"):
        per_tran = np.where(cell_tps > calc.MIN_RATE_TPS, cell_fixed * 10.0 / cell_tps, 0.0)
        per_tran_eligible = np.where(cell_tps > calc.MIN_RATE_TPS, cell_eligible * 10.0 / cell_tps, 0.0)
    idle = (tps <= calc.MIN_RATE_TPS) & (fixed > 0)
    return {"fixed_pct": cell_fixed, "eligible_fixed_pct": cell_eligible, "users_tps": cell_tps,
            "fixed_ms": per_tran, "eligible_fixed_ms": per_tran_eligible,
            "idle_fixed_pct": np.where(idle, fixed, 0.0), "idle_eligible_fixed_pct": np.where(idle, eligible, 0.0)}


@settings(max_examples=budget(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(doc=plans(), seed=st.integers(0, 2**31), made_ahead=st.booleans())
def test_the_allocation_per_instance_is_the_allocation_cell_by_cell(catalog, doc, seed, made_ahead):
    doc["cost_method"] = "fitted"  # the published lines have no fixed CPU
    result = compute(plan_from_json(doc), catalog)
    env, ctx = calculation_inputs(result.resolved, result.table, catalog, result.shape)
    rng = np.random.default_rng(seed)
    scale = rng.uniform(0.5, 1.5, (SAMPLES, 1, 1))
    rates = np.asarray(env["tps"])[None] * rng.choice([0.0, 1e-7, 0.3, 1.0, 2.5], (SAMPLES, 1, 1))
    batched = {"model_fixed_pct": np.asarray(env["model_fixed_pct"])[None] * scale,
               "model_eligible_fixed_pct": np.asarray(env["model_eligible_fixed_pct"])[None] * scale, "tps": rates}
    ctx = copy.copy(ctx)
    ctx.extra = dict(ctx.extra)
    if made_ahead:  # as the ranges' solver hands it to its rounds
        ctx.extra["fixed_costs"] = calc.fixed_costs(batched["model_fixed_pct"], batched["model_eligible_fixed_pct"],
                                                    ctx, SAMPLES)
    got = calc._allocate_fixed(batched, ctx)
    got.update(idle_fixed_pct=ctx.extra["idle_fixed_pct"], idle_eligible_fixed_pct=ctx.extra["idle_eligible_fixed_pct"])
    expected = cell_by_cell(batched, ctx)
    for key, values in expected.items():
        np.testing.assert_array_equal(np.broadcast_to(got[key], values.shape), values, err_msg=key)
