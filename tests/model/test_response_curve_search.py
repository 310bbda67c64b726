"""The response curve's right end is searched a batch of factors at a time, from the start of each of the search's
fixed lists (the doublings to 2^20, then twice 32 points): it is the factor that computing every factor finds,
for every sample plan and plans of many sizes, so the curve a planner sees is the same however the search runs.
(Saturation is not monotone in the factor: the CTG sample's zIIP pool reads saturated at 2.4375 times its
rates and unsaturated at 2.5, where the pool is full and spills. The search must not skip ahead.)"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.model import response_curve as rc
from cicsplan.core.model.engine import compute
from cicsplan.core.model.plan_catalog import open_plan
from cicsplan.core.plan.plan import Plan, Record, Scenario
from cicsplan.paths import samples_dir


def every_factor_search(runs: rc._Runs, valid: np.ndarray) -> float:
    """The search as it was written first: every factor of each list computed."""
    def finite(factors):
        return np.all(np.isfinite(runs.responses(factors)[:, valid]), axis=1)

    doubling = 2.0 ** np.arange(0, 21)
    ok = finite(doubling)
    if ok.all():
        return 2.0
    first = int(np.argmin(ok))
    lo, hi = (0.0 if first == 0 else doubling[first - 1]), doubling[first]
    for _ in range(2):
        grid = np.linspace(lo, hi, 33)[1:]
        inside = finite(grid)
        k = int(np.argmin(inside)) if not inside.all() else len(grid) - 1
        lo, hi = (grid[k - 1] if k > 0 else lo), grid[k]
    return float(hi)


@settings(max_examples=budget(300), deadline=None)
@given(st.lists(st.booleans(), max_size=40), st.integers(1, 40))
def test_fuzz_the_first_saturated_factor_is_found_whatever_the_flags_and_batch(flags, largest_batch):
    factors = np.arange(len(flags), dtype=float)
    asked: list[float] = []

    def saturated(picked: np.ndarray) -> np.ndarray:
        asked.extend(picked.tolist())
        return np.array([flags[int(f)] for f in picked], dtype=bool)

    found = rc._first_saturated(factors, saturated, largest_batch)
    assert found == (flags.index(True) if True in flags else None)
    assert asked == factors[:len(asked)].tolist()  # in order, each once
    assert found is None or len(asked) < found + 1 + max(largest_batch, rc.FIRST_BATCH)  # no further than needed


@pytest.mark.parametrize("path", sorted(samples_dir().glob("*.cicsplan.json")), ids=lambda p: p.name.split(".")[0])
def test_every_sample_plans_curve_ends_where_computing_every_factor_ends(catalog, path):
    plan = open_plan(str(path), catalog).plan
    for scenario in plan.scenarios:
        result = compute(plan, catalog, scenario.name)
        if result.errors or float(result.env["total_tps"]) <= 0:
            continue
        runs = rc._Runs(result, catalog)
        for largest in (1, 5, 32):
            runs_with = rc._Runs(result, catalog)
            runs_with.cells = max(1, rc.SEARCH_CELLS // largest)
            assert rc._saturation_factor(runs_with, result.resolved.valid) == every_factor_search(
                runs, result.resolved.valid)


@pytest.mark.parametrize("rows", [1, 30, 400])
def test_large_and_small_plans_search_alike(catalog, rows):
    ids = list(catalog.models)
    workloads = [Record({"name": f"w{i}", "ingress": ids[i % len(ids)], "tps": 50.0 + 7 * i % 900,
                         "region": f"R{i % 25}"}) for i in range(rows)]
    plan = Plan(name="many", scenarios=[Scenario("Base", Record({"machine": "2817-779", "cps": 3, "ziips": 1}),
                                                 workloads)])
    result = compute(plan, catalog)
    runs = rc._Runs(result, catalog)
    assert rc._saturation_factor(runs, result.resolved.valid) == every_factor_search(runs, result.resolved.valid)
