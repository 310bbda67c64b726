"""Ranges from assumptions: percentiles over random draws of the named sources of doubt, and the tornado."""

import dataclasses
import json
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.analysis.ranges import compute_ranges
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.core.plan.planio import load_plan
from conftest import SAMPLES, minimal_plan, run_cli

NO_SPREAD = {"range_regression_pct": 0, "range_release_pct": 0, "range_lspr_category": "plan",
             "range_lspr_figures_pct": 0, "range_payload_share_pct": 0, "range_xml_basis": "plan",
             "range_spill_pct": 0, "range_coverage_low": 0.84, "range_coverage_high": 0.84, "range_app_cpu_pct": 0}


def plan_with(doc: dict, **assumptions):
    doc = dict(doc)
    doc["assumptions"] = {**doc.get("assumptions", {}), **assumptions}
    return plan_from_json(doc)


def sample(name: str, scenario: str | None = None, **assumptions):
    plan = load_plan(SAMPLES / name).plan
    s = plan.scenario(scenario)
    s.assumptions.update(assumptions)
    return plan, s.name


def test_no_spread_gives_the_point_result(catalog):
    plan, name = sample("moving-to-z16.cicsplan.json", "z16, 5 CPs + 2 zIIPs", **NO_SPREAD)
    result = compute(plan, catalog, name)
    ranges = compute_ranges(result, catalog)
    assert not any(s.active for s in ranges.sources if s.key != "range_coverage_low")
    for key, spread in ranges.totals.items():
        assert spread.low == pytest.approx(spread.point, rel=1e-9, abs=1e-9), key
        assert spread.high == pytest.approx(spread.point, rel=1e-9, abs=1e-9), key
    assert ranges.max_tps.low == pytest.approx(result.limits().binding.max_tps, rel=1e-6)
    assert ranges.max_tps.high == pytest.approx(result.limits().binding.max_tps, rel=1e-6)
    assert ranges.tornado == []


def test_coverage_alone_follows_its_triangular_distribution(catalog):
    # triangular 0.75..0.95 peaking at 0.84: the 5th percentile of coverage is 0.75 + sqrt(0.05 x 0.2 x 0.09) = 0.78,
    # so the 95th percentile of the new work's LPAR busy is the point busy x 0.84 / 0.78
    spreads = {**NO_SPREAD, "range_coverage_low": 0.75, "range_coverage_high": 0.95, "range_samples": 5000}
    result = compute(plan_with(minimal_plan(), **spreads), catalog)
    ranges = compute_ranges(result, catalog)
    lpar = ranges.totals["gcp_lpar_engines"]
    assert lpar.high == pytest.approx(lpar.point * 0.84 / 0.78, rel=0.01)
    q95 = 0.95 - math.sqrt(0.05 * 0.2 * 0.11)  # the upper tail of the triangle
    assert lpar.low == pytest.approx(lpar.point * 0.84 / q95, rel=0.01)
    # coverage turns address-space time into LPAR busy: CPU per transaction does not move
    cpu = ranges.workloads["wl_total_ms"][0]
    assert cpu.low == pytest.approx(cpu.point) and cpu.high == pytest.approx(cpu.point)


def test_release_alone_spreads_the_ingress_cost_uniformly(catalog):
    spreads = {**NO_SPREAD, "range_release_pct": 10, "range_samples": 5000}
    result = compute(plan_with(minimal_plan(ingress="3270", tps=2000), **spreads), catalog)
    cpu = compute_ranges(result, catalog).workloads["wl_total_ms"][0]
    assert cpu.point == pytest.approx(0.1407, abs=5e-5)  # Table 1's published average, at the reference
    assert cpu.low == pytest.approx(cpu.point * 0.91, rel=0.005)  # 5th percentile of uniform 0.9..1.1
    assert cpu.high == pytest.approx(cpu.point * 1.09, rel=0.005)


def test_same_seed_same_ranges_other_seed_close(catalog):
    plan, name = sample("getting-started.cicsplan.json")
    result = compute(plan, catalog, name)
    one, again = compute_ranges(result, catalog), compute_ranges(result, catalog)
    other = compute_ranges(result, catalog, seed=7)
    assert one.max_tps == again.max_tps
    assert one.max_tps != other.max_tps
    assert other.max_tps.low == pytest.approx(one.max_tps.low, rel=0.03)


def test_tornado_is_ranked_and_brackets_the_point(catalog):
    plan, name = sample("moving-to-z16.cicsplan.json", "z16, 5 CPs + 2 zIIPs")
    result = compute(plan, catalog, name)
    ranges = compute_ranges(result, catalog)
    swings = [bar.swing for bar in ranges.tornado]
    assert swings == sorted(swings, reverse=True) and swings[0] > 0
    point = result.limits().binding.max_tps
    for bar in ranges.tornado:
        assert min(bar.at_low, bar.at_high) <= point * (1 + 1e-9)
        assert max(bar.at_low, bar.at_high) >= point * (1 - 1e-9)
    keys = {bar.source for bar in ranges.tornado}
    assert "range_lspr_category" in keys  # the plan moves from a z196 to a z16
    coverage = next(bar for bar in ranges.tornado if bar.source == "range_coverage_low")
    assert coverage.at_low < point < coverage.at_high  # less coverage: more LPAR busy, less room
    assert ranges.max_tps.low < point < ranges.max_tps.high


def test_sources_nothing_depends_on_are_inactive(catalog):
    # RTW: application CPU only, on the machine and engines it was measured on
    plan, name = sample("rtw-3270-to-web-services.cicsplan.json")
    ranges = compute_ranges(compute(plan, catalog, name), catalog)
    active = {s.key for s in ranges.sources if s.active}
    assert active == {"range_coverage_low", "range_app_cpu_pct"}


def test_a_plan_with_errors_has_no_ranges(catalog):
    result = compute(plan_from_json(minimal_plan(tps=-1)), catalog)
    ranges = compute_ranges(result, catalog)
    assert ranges.totals == {} and "errors" in ranges.notes[0]


def test_binding_share_sums_to_one(catalog):
    plan, name = sample("web-support.cicsplan.json")
    ranges = compute_ranges(compute(plan, catalog, name), catalog)
    assert sum(ranges.binding_share.values()) == pytest.approx(1.0)
    assert np.isfinite(ranges.max_tps.low)


def test_a_cancelled_computation_stops(catalog):
    from cicsplan.core.analysis.ranges import RangesCancelled

    plan, name = sample("getting-started.cicsplan.json")
    with pytest.raises(RangesCancelled):
        compute_ranges(compute(plan, catalog, name), catalog, cancelled=lambda: True)


def test_a_source_without_effect_swings_exactly_zero(catalog):
    # CTG: the zIIP spill curve is active (eligible work, honor priority) yet the binding limit does not
    # move with it; both ends came back a rounding apart (a swing of 1.819e-12 tps printed by the CLI)
    plan, name = sample("ctg.cicsplan.json")
    result = compute(plan, catalog, name)
    ranges = compute_ranges(result, catalog)
    spill = next(bar for bar in ranges.tornado if bar.source == "range_spill_pct")
    assert spill.swing == 0.0
    assert spill.at_low == spill.at_high == ranges.headline_point
    assert ranges.tornado[-1] is spill  # ranked last, behind every source that moves the figure
    # a real swing, however small against the figure, is kept
    plan, name = sample("web-services.cicsplan.json")
    ranges = compute_ranges(compute(plan, catalog, name), catalog)
    spill = next(bar for bar in ranges.tornado if bar.source == "range_spill_pct")
    assert 1.0 < spill.swing < 0.01 * ranges.headline_point


def test_cli_prints_a_zero_swing_as_zero():
    done = run_cli("compute", "--ranges", str(SAMPLES / "ctg.cicsplan.json"))
    assert done.returncode == 0, done.stderr
    line = next(x for x in done.stdout.splitlines() if x.strip().startswith("zIIP spill curve") and "  0" in x)
    assert line.split()[-1] == "0" and "e-" not in line


def test_ranges_computed_a_few_samples_at_a_time_are_the_ranges_computed_at_once(catalog, monkeypatch):
    """The samples run in chunks so that memory does not grow with samples x workloads (issue 24: 14 GB for a
    10,000-workload report); chunking changes no figure."""
    from cicsplan.core.analysis import ranges as ranges_module
    from cicsplan.core.plan.planio import load_plan
    from conftest import SAMPLES

    result = compute(load_plan(SAMPLES / "getting-started.cicsplan.json").plan, catalog)
    whole = compute_ranges(result, catalog, samples=60)
    monkeypatch.setattr(ranges_module, "CHUNK_CELLS", 1)  # one sample per batched run
    chunked = compute_ranges(result, catalog, samples=60)
    assert chunked.totals == whole.totals and chunked.workloads == whole.workloads
    assert chunked.max_tps == whole.max_tps and chunked.binding_share == whole.binding_share
    assert chunked.tornado == whole.tornado


@pytest.mark.parametrize(("name", "rates"), [("ctg.cicsplan.json", 1), ("web-support.cicsplan.json", 1),
                                             ("web-support.cicsplan.json", 20)])
def test_a_limit_reached_after_another_is_not_solved_and_no_figure_moves(catalog, monkeypatch, name, rates):
    """Only the limit reached first binds: where another limit is reached before the CP busy target, the solver
    stops as soon as it knows (issue 24: a 10,000-workload plan bound by its region's TCBs spent most of its report
    solving a CP rate never used). Every figure equals the one with every limit solved: ctg binds on the CPs in
    some draws and on the QR TCB in the others, web-support on the QR TCB in all, also at 20 times its rates, where
    both limits are passed at the planned rates."""
    import json

    from cicsplan.core.analysis import ranges as ranges_module
    from conftest import SAMPLES

    doc = json.loads((SAMPLES / name).read_text(encoding="utf-8"))
    for workload in doc["workloads"]:
        workload["tps"] = workload["tps"] * rates
    result = compute(plan_from_json(doc), catalog)
    assert (float(result.env["gcp_busy_pct"]) > 90.0) == (rates > 1)
    runs = []
    solve, run = ranges_module._solve, ranges_module._run
    monkeypatch.setattr(ranges_module, "_run", lambda *a, **k: runs.append(1) or run(*a, **k))
    bounded = compute_ranges(result, catalog)
    with_bound = len(runs)
    runs.clear()
    monkeypatch.setattr(ranges_module, "_solve", lambda *a, **k: solve(*a[:6]))  # every limit solved to the end
    every = compute_ranges(result, catalog)
    assert with_bound < len(runs)
    assert bounded.binding_share == every.binding_share and bounded.fit_share == every.fit_share
    assert bounded.point_percentile == every.point_percentile
    assert dataclasses.astuple(bounded.max_tps) == pytest.approx(dataclasses.astuple(every.max_tps), rel=1e-12)
    assert [b.name for b in bounded.tornado] == [b.name for b in every.tornado]
    assert [end for b in bounded.tornado for end in (b.at_low, b.at_high)] == pytest.approx(
        [end for b in every.tornado for end in (b.at_low, b.at_high)], rel=1e-12)


def test_on_a_shared_machine_the_draws_reach_the_entitlement_limit_too(catalog):
    """Issue 28: the draws' limits left out what PR/SM gives the LPAR, so the binding rate's range (CP busy of its
    logical CPs, near 1,500 tps) lay far above the plan's own estimate (the entitlement, 872 tps), which read as the
    0th percentile. The draws now reach the same limit the plan does, and the estimate sits inside their range."""
    from cicsplan.core.model.limits import ENTITLEMENT_LABEL
    from conftest import SHARED_MACHINE_PLAN

    result = compute(plan_from_json(SHARED_MACHINE_PLAN), catalog)
    ranges = compute_ranges(result, catalog, samples=60)
    assert result.limits().binding.label == ENTITLEMENT_LABEL
    assert ranges.binding_share.get(ENTITLEMENT_LABEL, 0.0) > 0.9
    assert ranges.max_tps.low < result.limits().binding.max_tps < ranges.max_tps.high
    assert 10.0 < ranges.point_percentile < 90.0


def test_percentiles_of_all_workloads_at_once_are_those_taken_one_workload_at_a_time():
    """The workloads' percentiles are taken along the samples' axis in one call (issue 24: one workload at a time
    took 17 s of a 10,000-workload report); every spread is the one-at-a-time spread to the last bit, including
    the workloads with a missing draw, a saturated (infinite) draw, every draw saturated, or no point."""
    from cicsplan.core.analysis.ranges import _column_spreads, _spread

    rng = np.random.default_rng(7)
    values = rng.lognormal(0.0, 1.0, (400, 9))
    values[3, 1] = np.nan  # a missing draw
    values[:20, 2] = np.inf  # saturated in 20 draws: the 95th percentile falls between a finite and an infinite one
    values[:30, 7] = np.inf  # saturated in 30 draws: the 95th percentile is infinite
    values[:, 3] = np.inf  # saturated in every draw: no spread
    values[:, 4] = np.nan  # no draw at all
    points = rng.lognormal(0.0, 1.0, 9)
    points[5] = np.inf  # no point result
    valid = np.ones(9, dtype=bool)
    valid[6] = False  # an invalid workload has no spread
    together = _column_spreads(points, values, valid)
    alone = [_spread(float(points[i]), values[:, i]) if valid[i] else None for i in range(9)]
    assert together == alone
    assert [s is None for s in together] == [False, False, False, True, True, True, True, False, False]
    assert together[7].high == math.inf and math.isfinite(together[7].median)
    # the 95th percentile between the last finite draw and the first saturated one is unbounded, not 5e298
    assert together[2].high == math.inf and math.isfinite(together[2].median)


@pytest.mark.parametrize(("draws", "saturated", "high_is_finite"), [
    (400, 19, True),  # the 95th percentile (position 379.05) joins two finite draws
    (400, 20, False),  # it lies between the last finite draw (379) and the first saturated one (380)
    (400, 21, False),  # it lies between two saturated draws
    (21, 1, True),  # it falls exactly on the last finite draw (position 19): that draw, no interpolation
])
def test_a_percentile_that_reaches_a_saturated_draw_is_unbounded(draws, saturated, high_is_finite):
    """Interpolating between a finite draw and an infinite one gives no number: the percentile is unbounded, both
    for one workload and for every workload at once; one that falls on or below the last finite draw is that
    draw's number."""
    from cicsplan.core.analysis.ranges import _column_spreads, _spread

    values = np.linspace(1.0, 2.0, draws)
    values[draws - saturated:] = np.inf
    spread = _spread(1.5, values)
    assert math.isfinite(spread.high) == high_is_finite
    assert spread.high == math.inf or spread.high <= 2.0
    assert _column_spreads(np.array([1.5]), values[:, None], np.array([True])) == [spread]
    assert (spread.width_pct is None) != high_is_finite  # no width of an unbounded range (was shown "inf%")


# one CTG IPIC workload whose zIIP (honor priority NO) is full in some draws: found by the property test
ZIIP_FULL_IN_SOME_DRAWS = {
    "format": "cicsplan", "version": 1, "name": "zIIP full in some draws", "cost_method": "published",
    "assumptions": {"lspr_category": "LOW", "xml_basis": "measured"},
    "hardware": {"machine": "3931-716", "cps": 7, "ziips": 1, "ziip_honor_priority": False, "smt2_ziip": False,
                 "existing_cp_busy_pct": 0.0, "existing_ziip_busy_pct": 10.0, "crypto_coprocessors": 0,
                 "client_stacks": 1},
    "region_groups": [{"name": "A", "regions": 1}],
    "workloads": [{"name": "w0", "ingress": "ctg-ipic", "tps": 5103.0, "region": "A"}]}


def test_a_response_time_saturated_in_some_draws_is_unbounded_there_and_null_in_json(catalog, tmp_path):
    """The 95th percentile of a response time is not a number when more than 5 % of the draws fill a queue: the
    range says so (infinite, written null), and those draws are the ones past the binding limit."""

    result = compute(plan_from_json(ZIIP_FULL_IN_SOME_DRAWS), catalog)
    ranges = compute_ranges(result, catalog)
    (response,) = ranges.workloads["response_ms"]
    assert math.isfinite(response.point) and math.isfinite(response.low)
    assert response.high == math.inf
    assert ranges.max_tps.low < 5103.0 < ranges.max_tps.high
    assert response_range_as_printed(ZIIP_FULL_IN_SOME_DRAWS, tmp_path)["p95"] is None


def response_range_as_printed(doc: dict, tmp_path) -> dict:
    """The first workload's response-time range as `compute --ranges --json` prints it (strict JSON)."""
    import json

    plan_file = tmp_path / "plan.cicsplan.json"
    plan_file.write_text(json.dumps(doc), encoding="utf-8")
    run = run_cli("compute", str(plan_file), "--ranges", "--json")
    assert run.returncode == 0, run.stderr
    written = json.loads(run.stdout, parse_constant=lambda name: pytest.fail(f"not JSON: {name}"))
    return written["ranges"]["workloads"][0]["response_ms"]


TRIAL_PLAN = Path(__file__).resolve().parents[1] / "data" / "plans" / "response-target-shared-z16.cicsplan.json"


def test_the_plans_binding_response_time_is_among_the_draws_binders(catalog):
    """New-user trial, finding 4: page one said "Binds first: response time, workload Partner SOAP service, at
    2,723 tps" and "Binds first in the draws: entitlement ... 100%": the draws left the response-time target out,
    and the share of draws in which the plan fits ignored it. The draws now reach it, and it binds most of them."""
    plan = load_plan(TRIAL_PLAN).plan
    result = compute(plan, catalog, "z16 sized")
    binding = result.limits().binding
    assert binding.label == "response time, workload Partner SOAP service"
    ranges = compute_ranges(result, catalog, samples=100)
    assert ranges.binding_share.get(binding.label, 0.0) > 0.5
    # the plan is 0.9% under its response-time target: it cannot fit in many more draws than its own limit allows
    assert ranges.fit_share <= ranges.binding_share[binding.label] + 0.5


def _neutral_factors(result, catalog) -> dict[str, np.ndarray]:
    """Each limit's rate factor in draws that move nothing (every source at the plan's own value)."""
    from cicsplan.core.analysis.ranges import CATEGORIES, _basis, _Draws, _run_in_chunks

    a = result.resolved.assumptions
    b = _basis(result, catalog)
    draws = _Draws.neutral(3, len(result.resolved.model_ids), CATEGORIES.index(a["lspr_category"]),
                           float(a["as_coverage"]))
    return _run_in_chunks(result, b, draws, 3)[1]


def _assert_the_draws_reach_every_limit(result, catalog) -> None:
    """Every limit of the plan is among the draws' limits; a draw that moves nothing reaches the plan's binding limit
    at the plan's own rate factor, and every other limit at its own factor or, where it cannot bind (another is
    reached first, so it is not solved to the end), at inf."""
    summary = result.limits()
    factors = _neutral_factors(result, catalog)
    assert set(factors) == {lim.label for lim in summary.limits}
    binding = summary.binding
    if binding is None:
        assert all(np.isinf(v).all() for v in factors.values())
        return
    np.testing.assert_allclose(factors[binding.label], binding.max_factor, rtol=1e-5, err_msg=binding.label)
    np.testing.assert_allclose(np.min(np.stack(list(factors.values())), axis=0), binding.max_factor, rtol=1e-5)
    for lim in summary.limits:
        got = factors[lim.label]
        if lim.max_factor is None or lim.max_factor > binding.max_factor * (1 + 1e-6):
            assert np.all(np.isinf(got) | np.isclose(got, lim.max_factor or np.inf, rtol=1e-5)), lim.label
        else:
            np.testing.assert_allclose(got, lim.max_factor, rtol=1e-5, err_msg=lim.label)


def test_draws_at_the_plans_own_values_reach_every_limit_the_plan_has_at_its_rate(catalog):
    """Every limit of limits.evaluate_limits (CP busy, entitlement, zIIP capacity with the other LPARs' share, the
    defined capacity on the day's four-hour rolling average, the message shape's, the response times') is in the
    draws, and a draw that moves nothing reaches each at the plan's own rate."""
    plan = load_plan(TRIAL_PLAN).plan
    for name in ("Base", "z16 sized"):
        _assert_the_draws_reach_every_limit(compute(plan, catalog, name), catalog)
    doc = json.loads(TRIAL_PLAN.read_text(encoding="utf-8"))
    scenario = doc["scenarios"][1]
    scenario["hardware"].update({"defined_capacity_msu": 900, "ziip_honor_priority": False, "machine_ziips": 4,
                                 "ziips": 2})
    scenario["hardware"]["partitions"][0]["logical_ziips"] = 2
    scenario["hardware"]["partitions"][0]["ziip_busy_pct"] = 50
    scenario["hourly_profile"] = {"all": [0.2] * 8 + [1.0] * 10 + [0.5] * 6}
    scenario["workloads"][0]["response_target_factor"] = 3
    result = compute(plan_from_json(doc), catalog, "z16 sized")
    assert not result.errors, [e.text() for e in result.errors]
    keys = {lim.key.split(":")[0] for lim in result.limits().limits}
    assert {"defined_capacity", "ziip_capacity", "lpar_entitlement", "response"} <= keys
    _assert_the_draws_reach_every_limit(result, catalog)


@settings(max_examples=budget(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(target_ms=st.floats(0.5, 50), factor=st.floats(1.01, 20) | st.none(), defined=st.floats(100, 2000),
       peak_tps=st.floats(100, 6000))
def test_in_every_draw_the_binding_rate_is_the_lowest_of_all_the_plans_limits(catalog, target_ms, factor, defined,
                                                                            peak_tps):
    """Property: whatever the targets, the draws at the plan's own values bind where the plan binds, at its rate."""
    doc = json.loads(TRIAL_PLAN.read_text(encoding="utf-8"))
    doc["variables"]["peak_tps"] = peak_tps
    scenario = doc["scenarios"][1]
    scenario["hardware"]["defined_capacity_msu"] = defined
    scenario["workloads"][1]["response_target_ms"] = target_ms
    if factor is not None:
        scenario["workloads"][2]["response_target_factor"] = factor
    result = compute(plan_from_json(doc), catalog, "z16 sized")
    _assert_the_draws_reach_every_limit(result, catalog)
    binding = result.limits().binding
    factors = _neutral_factors(result, catalog)
    smallest = min(factors.values(), key=lambda v: float(v[0]))
    assert float(smallest[0]) == pytest.approx(binding.max_factor, rel=1e-5)


def test_a_response_time_saturated_in_exactly_the_last_twentieth_of_the_draws(catalog, tmp_path):
    """20 of the 400 draws fill the zIIP's queue: the 95th percentile lies between the last finite draw and the first
    saturated one. It was a finite 5e298 ms; it is unbounded: null in JSON, "saturated" in the text, which lists
    each workload's response time range beside its CPU per transaction."""
    import json

    doc = json.loads(json.dumps(ZIIP_FULL_IN_SOME_DRAWS))
    doc["workloads"][0]["tps"] = 5060.0  # the rate at which 20 of the plan's 400 seeded draws saturate
    result = compute(plan_from_json(doc), catalog)
    (response,) = compute_ranges(result, catalog).workloads["response_ms"]
    assert math.isfinite(response.median) and response.high == math.inf
    printed = response_range_as_printed(doc, tmp_path)
    assert printed["p95"] is None and printed["p50"] == pytest.approx(response.median)
    text = run_cli("compute", str(tmp_path / "plan.cicsplan.json"), "--ranges")
    assert text.returncode == 0, text.stderr
    (line,) = [line for line in text.stdout.splitlines() if line.strip().startswith("response time, w0")]
    assert line.split()[-5:] == ["ms", f"{response.point:.4f}", f"{response.low:.4f}", f"{response.median:.4f}",
                                 "saturated"]
    assert any(line.strip().startswith("CPU per transaction, w0") for line in text.stdout.splitlines())


def test_the_pdfs_ranges_give_each_listed_workloads_response_time_and_say_saturated(catalog):
    """The PDF's ranges list the response time of each workload beside its CPU per transaction, "saturated" where
    the percentile reaches the draws whose queues fill, never a number or "n/a"."""
    from cicsplan.report.content import Table, _ranges

    result = compute(plan_from_json(ZIIP_FULL_IN_SOME_DRAWS), catalog)
    section = _ranges(result, compute_ranges(result, catalog))
    rows = [row for block in section.blocks if isinstance(block, Table) for row in block.rows]
    (row,) = [row for row in rows if row[0] == "response time, w0"]
    assert row[1] == "ms" and row[-1] == "saturated" and all(cell[0].isdigit() for cell in row[2:5])
