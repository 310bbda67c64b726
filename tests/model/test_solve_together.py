"""The response-time targets are solved together (issue 24: thirty targets one at a time took eight seconds): each
target gets exactly the factor limits.solve_increasing finds for it alone, and a plan's response limits are the ones
solved one by one."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.model.engine import compute
from cicsplan.core.model.limits import response_limits, solve_increasing, solve_increasing_together
from cicsplan.core.model.sweep import workload_values_at
from cicsplan.core.plan.plan import plan_from_json


def curve(kind: int, scale: float, base: float, wall: float):
    """An increasing function of the rate factor: a line, a power, or a queue that saturates at ``wall`` (inf past
    it, as a response time is)."""
    if kind == 0:
        return lambda f: base + scale * f
    if kind == 1:
        return lambda f: base + scale * f ** 3
    return lambda f: base + scale / (wall - f) if f < wall else math.inf


functions = st.tuples(st.integers(0, 2), st.floats(1e-3, 1e3), st.floats(0, 10), st.floats(0.01, 1e4))


@settings(max_examples=budget(200), deadline=None)
@given(specs=st.lists(st.tuples(functions, st.floats(0, 1e7)), min_size=1, max_size=8))
def test_each_target_gets_what_solving_it_alone_gives(specs):
    fns = [curve(*spec) for spec, _ in specs]
    targets = np.array([target for _, target in specs])
    at_one = np.array([fn(1.0) for fn in fns])
    alone = [solve_increasing(fn, float(t), float(v)) for fn, t, v in zip(fns, targets, at_one, strict=True)]

    def values_at(factors, which):
        return np.array([fns[k](float(f)) for f, k in zip(factors, which, strict=True)])

    assert solve_increasing_together(values_at, targets, at_one) == alone


def test_a_plans_response_limits_are_the_ones_solved_one_by_one(catalog):
    doc = {"format": "cicsplan", "version": 1, "name": "targets",
           "hardware": {"machine": "3931-705", "cps": 5, "ziips": 2},
           "workloads": [{"name": f"w{i}", "ingress": ["3270", "ctg-ipic", "cws-https-pooled", "mq-trigger-every",
                                                       "dpl-ipic"][i % 5], "tps": 40.0 * (1 + i % 7),
                          "response_target_factor": 1.5 + i % 4, **({"response_target_ms": 3.0} if i % 3 else {})}
                         for i in range(12)]}
    result = compute(plan_from_json(doc), catalog)
    limits = response_limits(result, catalog)
    assert len(limits) == 12
    response = np.ravel(result.env["response_ms"])
    for i, limit in enumerate(limits):
        alone = solve_increasing(lambda f, i=i: float(workload_values_at(result, catalog, f, "response_ms")[i]),
                                 limit.threshold, float(response[i]))
        assert alone is not None and alone > 0  # every target is reached, above no load
        assert limit.max_factor == alone
