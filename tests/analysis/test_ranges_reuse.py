"""The ranges' rate solver reuses work between its runs (issue 24): each chunk of draws makes the fixed CPU of its
instances once (calc.fixed_costs) and each round writes over the last round's arrays. On generated plans the
sampled results and every limit's rate factor are the same, to the last bit, as when every run makes everything
from nothing."""

from __future__ import annotations

from unittest import mock

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget
from tests.model.test_properties import plans

from cicsplan.core.analysis import ranges
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json

SAMPLES = 12


def _nothing_made_ahead(b, env, samples):
    return b  # no fixed costs in the context: every run allocates the fixed CPU itself


def _round_from_nothing(self, factors, key):
    return np.array(ranges._run(self.b, self.env, self.samples, factors, self.steps)[key], dtype=float)


def _sampled(result, catalog, seed: int):
    b = ranges._basis(result, catalog)
    a = result.resolved.assumptions
    draws = ranges._random_draws(a, SAMPLES, len(result.resolved.model_ids), b.plan_category,
                                 np.random.default_rng(seed))
    # chunks of three draws: the fixed costs are made per chunk, the last chunk shorter
    cells = max(1, np.asarray(b.env["tps"]).size * max(1, len(result.spaces)))
    with mock.patch.object(ranges, "CHUNK_CELLS", 3 * cells):
        return ranges._run_in_chunks(result, b, draws, SAMPLES)


@st.composite
def plans_with_targets(draw) -> dict:
    """Random valid plans, some workloads with a response-time target (the response solver's rounds)."""
    doc = draw(plans())
    doc["cost_method"] = draw(st.sampled_from(["fitted", "fitted", "published"]))  # only fitted lines have fixed CPU
    for w in doc["workloads"]:
        if draw(st.booleans()):
            w["response_target_factor"] = draw(st.floats(1.05, 6))
    return doc


@settings(max_examples=budget(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(doc=plans_with_targets(), seed=st.integers(0, 2**31))
def test_the_solver_reusing_work_finds_what_every_run_from_nothing_finds(catalog, doc, seed):
    result = compute(plan_from_json(doc), catalog)
    if result.errors:
        return
    results, factors = _sampled(result, catalog, seed)
    with mock.patch.object(ranges, "_with_fixed_costs", _nothing_made_ahead), \
            mock.patch.object(ranges._Rounds, "__call__", _round_from_nothing):
        direct_results, direct_factors = _sampled(result, catalog, seed)
    assert factors.keys() == direct_factors.keys()
    for key, values in direct_factors.items():
        np.testing.assert_array_equal(factors[key], values, err_msg=key)
    for key, values in direct_results.items():
        np.testing.assert_array_equal(results[key], values, err_msg=key)
