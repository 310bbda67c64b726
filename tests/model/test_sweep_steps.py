"""A limit's solver reruns only the steps of the calculation its quantity is computed from (the Results sheet's totals
after an edit, issue 29): the same figures as a run of every step, to the last bit, with PR/SM sharing machines too."""

from __future__ import annotations

import numpy as np
from tests.model.test_groups_in_other_lpars import plan as plan_with_aor_elsewhere

from cicsplan.core.model.engine import compute
from cicsplan.core.model.sweep import run_at, total_at, totals_at, workload_values_at
from cicsplan.core.plan.planio import load_plan, load_plan_document
from conftest import SAMPLES

FACTORS = (0.25, 1.0, 3.7)
TOTALS_SOLVED = ("gcp_busy_pct", "gcp_available_busy_pct", "ziip_busy_pct")  # limits.hardware_limits's


def results(catalog):
    for path in sorted(SAMPLES.glob("*.cicsplan.json")):
        plan = load_plan(path).plan
        yield from (compute(plan, catalog, scenario.name) for scenario in plan.scenarios)
    for lpar in ("PROD2", "TEST"):  # region groups in other LPARs: PR/SM shares the machine again at each rate
        yield compute(load_plan_document(plan_with_aor_elsewhere(aor_lpar=lpar)).plan, catalog)


def test_a_solved_total_is_the_full_runs_to_the_last_bit(catalog):
    for result in results(catalog):
        if result.errors:
            continue
        for factor in FACTORS:
            full = totals_at(result, catalog, factor)
            for key in TOTALS_SOLVED:
                solved = total_at(result, catalog, factor, key)
                assert solved == full[key] or (np.isnan(solved) and np.isnan(full[key])), (
                    result.plan.name, result.scenario_name, factor, key)


def test_another_lpars_available_busy_is_the_full_runs(catalog):
    result = compute(load_plan_document(plan_with_aor_elsewhere()).plan, catalog)
    for factor in FACTORS:
        full = np.ravel(run_at(result, catalog, factor)["lpar_available_busy_pct"])
        assert full.size > 0
        np.testing.assert_array_equal(workload_values_at(result, catalog, factor, "lpar_available_busy_pct"), full)


def test_the_response_times_and_region_groups_are_left_out_of_a_cpu_busy_solve(catalog):
    plan = load_plan(SAMPLES / "getting-started.cicsplan.json").plan
    result = compute(plan, catalog)
    partial = run_at(result, catalog, 2.0, ("gcp_busy_pct",))
    assert "gcp_busy_pct" in partial
    assert not {"response_ms", "group_qr_cpu_busy_pct", "crypto_busy_pct"} & partial.keys()


def test_points_at_many_rates_are_the_full_runs_to_the_last_bit(catalog):
    """The rate sweep, the response curve and the response limits run only the steps their quantities are computed
    from, batched over the rates: the same figures as every step run at each rate alone."""
    from cicsplan.core.model.sweep import TOTALS, at_factors

    factors = np.array(FACTORS)
    for result in results(catalog):
        if result.errors:
            continue
        for keys in (TOTALS, ("response_ms", "response_unloaded_ms")):
            batched = at_factors(result, catalog, factors, keys)
            for k, factor in enumerate(FACTORS):
                full = run_at(result, catalog, factor)
                for key in keys:
                    np.testing.assert_array_equal(np.ravel(batched[key][k]), np.ravel(np.asarray(full[key], float)),
                                                  err_msg=f"{result.plan.name} {result.scenario_name} {key}")
