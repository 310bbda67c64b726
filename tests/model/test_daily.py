"""The day: an hourly profile of the planned rates, each hour through the engine, the peak hour and the peak
four-hour rolling average MSU."""

from __future__ import annotations

import json

import jsonschema
import numpy as np
import openpyxl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget
from tests.report_files import pdf_text, squash

from cicsplan.cli.report_cli import write_excel_report, write_pdf_report
from cicsplan.core.model.daily import daily_figures, daily_lines, rolling_average, window_runs
from cicsplan.core.model.engine import compute
from cicsplan.core.model.msu import msu_figures
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import PlanFormatError, plan_from_json, plan_to_json
from cicsplan.core.plan.schema import plan_schema
from conftest import minimal_plan


def two_workloads(profile=None, scale=(1.0, 1.0), existing_cp_busy_pct=20) -> dict:
    """Two workloads on a z16 5-way (IBM's MSU rating 1,232); ``scale`` multiplies their planned rates."""
    doc = minimal_plan(name="Orders", ingress="ctg-ipic", tps=400 * scale[0])
    doc["workloads"].append({"name": "Quotes", "ingress": "3270", "tps": 150 * scale[1]})
    doc["hardware"].update(machine="3931-705", cps=5, ziips=2, existing_cp_busy_pct=existing_cp_busy_pct)
    if profile is not None:
        doc["hourly_profile"] = profile
    return doc


def run(catalog, doc):
    result = compute(plan_from_json(doc), catalog)
    assert not result.errors, [e.text() for e in result.errors]
    return result


def lpar_msu_at(catalog, scale) -> float:
    """The LPAR MSU that compute gives with the planned rates multiplied by ``scale``: the independent figure."""
    return msu_figures(run(catalog, two_workloads(scale=scale))).lpar_msu


def test_a_flat_day_peaks_at_the_planned_msu(catalog):
    for profile in (None, {"all": [1.0] * 24}):
        result = run(catalog, two_workloads(profile))
        day, planned = daily_figures(result), msu_figures(result)
        assert day.peak_msu == pytest.approx(planned.lpar_msu, rel=1e-12)
        assert day.peak_4hra_msu == pytest.approx(planned.lpar_msu, rel=1e-12)
        assert np.allclose(day.new_work_msu, planned.new_work_msu, rtol=1e-12)
        assert "every hour (flat profile" in dict(daily_lines(result))["Peak hour MSU"]


def test_an_hour_at_double_rate_is_computed_at_double_rate_not_scaled(catalog):
    profile = [1.0] * 24
    profile[14] = 2.0
    day = daily_figures(run(catalog, two_workloads({"all": profile})))
    doubled = lpar_msu_at(catalog, (2.0, 2.0))
    assert day.peak_hour == 14 and day.peak_msu == pytest.approx(doubled, rel=1e-9)
    # the busy is affine in the rate (the existing load and the fixed costs): doubling the rate does not double it
    single = lpar_msu_at(catalog, (1.0, 1.0))
    assert abs(doubled - 2 * single) > 1.0


def test_per_workload_profiles_override_the_shared_one(catalog):
    night = [0.25] * 24
    orders = [1.0] * 24
    orders[9] = 3.0
    day = daily_figures(run(catalog, two_workloads({"all": night, "workloads": {"Orders": orders}})))
    assert day.lpar_msu[9] == pytest.approx(lpar_msu_at(catalog, (3.0, 0.25)), rel=1e-9)
    assert day.lpar_msu[3] == pytest.approx(lpar_msu_at(catalog, (1.0, 0.25)), rel=1e-9)
    assert day.tps[9] == pytest.approx(3 * 400 + 0.25 * 150)


def test_the_4hra_is_the_mean_of_the_best_window_computed_independently(catalog):
    profile = [0.5] * 24
    for hour, m in ((9, 1.5), (10, 2.0), (11, 1.8), (12, 1.2), (13, 0.9), (15, 2.1)):
        profile[hour] = m
    day = daily_figures(run(catalog, two_workloads({"all": profile})))
    hourly = {m: lpar_msu_at(catalog, (m, m)) for m in set(profile)}
    windows = {end: np.mean([hourly[profile[(end - lag) % 24]] for lag in range(4)]) for end in range(24)}
    best = max(windows, key=windows.get)
    assert best == 12 and day.peak_window_hours == (9, 10, 11, 12)
    assert day.peak_4hra_msu == pytest.approx(windows[best], rel=1e-9)
    assert day.peak_hour == 15  # the highest hour is not in the highest window
    assert day.peak_4hra_msu < day.peak_msu


def test_the_window_wraps_over_midnight(catalog):
    profile = [0.3] * 24
    for hour in (22, 23, 0, 1):
        profile[hour] = 2.0
    result = run(catalog, two_workloads({"all": profile}))
    day = daily_figures(result)
    assert day.peak_window_hours == (22, 23, 0, 1)
    assert day.peak_4hra_msu == pytest.approx(lpar_msu_at(catalog, (2.0, 2.0)), rel=1e-9)
    assert "22:00-02:00" in dict(daily_lines(result))["Peak 4-hour rolling average MSU"]


@settings(max_examples=budget(30), deadline=None)
@given(st.lists(st.floats(0, 1e6, allow_nan=False), min_size=24, max_size=24))
def test_rolling_average_is_the_mean_of_each_hour_and_the_three_before(values):
    rolled = rolling_average(np.array(values))
    for end in range(24):
        assert rolled[end] == pytest.approx(np.mean([values[(end - k) % 24] for k in range(4)]), rel=1e-9, abs=1e-9)


@pytest.mark.parametrize(("profile", "words"), [
    ({"all": [1.0] * 23}, ["hourly_profile.all", "exactly 24", "got 23"]),
    ({"all": [1.0] * 5 + [-0.5] + [1.0] * 18}, ["hourly_profile.all[5]", "hour 5", "from 0 to 1,000"]),
    ({"all": [1.0] * 5 + ["x"] + [1.0] * 18}, ["hourly_profile.all[5]", "'x'"]),
    ({"all": [1.0] * 23 + [True]}, ["hourly_profile.all[23]"]),
    ({"all": [1.0] * 23 + [float("inf")]}, ["hourly_profile.all[23]", "inf"]),
    ({"workloads": {"Payments": [1.0] * 24}}, ["hourly_profile.workloads.Payments", "'Payments'",
                                               "'Orders', 'Quotes'"]),
    ({"workloads": {"Orders": "busy"}}, ["hourly_profile.workloads.Orders", "not a list"]),
    ({"al": [1.0] * 24}, ["unknown keys 'al'"]),
])
def test_bad_profiles_are_errors_naming_the_field_and_range(catalog, profile, words):
    result = compute(plan_from_json(two_workloads(profile)), catalog)
    messages = [e.text() for e in result.errors]
    assert len(messages) == 1 and all(w in messages[0] for w in words), messages
    assert result.errors[0].field.startswith("hourly_profile")
    assert daily_figures(result) is None and result_to_json(result)["totals"]["daily"] is None


def test_the_profile_round_trips_and_old_plans_are_flat(catalog):
    profile = {"all": [0.5] * 12 + [1.5] * 12, "workloads": {"Quotes": [1.0] * 24}}
    plan = plan_from_json(two_workloads(profile))
    assert plan.scenarios[0].hourly_profile == profile
    saved = plan_to_json(plan)
    assert saved["hourly_profile"] == profile and "scenarios" not in saved  # the one-scenario form stays
    old = plan_from_json(two_workloads())
    assert old.scenarios[0].hourly_profile is None and "hourly_profile" not in plan_to_json(old)


def test_compute_json_gives_the_day(catalog):
    profile = [1.0] * 24
    profile[0] = 1.6
    totals = json.loads(json.dumps(result_to_json(run(catalog, two_workloads({"all": profile})))))["totals"]
    daily = totals["daily"]
    assert daily["flat"] is False and len(daily["lpar_msu"]) == 24 and daily["peak_hour"] == 0
    assert daily["peak_hour_msu"] == pytest.approx(lpar_msu_at(catalog, (1.6, 1.6)), rel=1e-6)
    assert daily["peak_4hra_hours"] == [21, 22, 23, 0]
    assert any("5-minute" in a for a in daily["assumptions"])


def test_the_schema_takes_a_profile_and_the_loader_refuses_a_wrong_shape():
    doc = two_workloads({"all": [1.0] * 24, "workloads": {"Orders": [0.5] * 24}})
    jsonschema.validate(doc, plan_schema())
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(two_workloads({"all": [1.0] * 23}), plan_schema())
    with pytest.raises(PlanFormatError, match="'hourly_profile' must be an object"):
        plan_from_json(two_workloads([1.0] * 24))


@pytest.mark.slow
def test_the_reports_give_the_day(catalog, tmp_path, qapp):  # the PDF needs the application (fonts)
    profile = [0.5] * 24
    profile[10] = 2.0
    result = run(catalog, two_workloads({"all": profile}))
    day = daily_figures(result)
    xlsx = tmp_path / "r.xlsx"
    write_excel_report(xlsx, [result])
    about = {row[0]: row[1] for row in openpyxl.load_workbook(xlsx)["About"].iter_rows(values_only=True) if row[0]}
    assert about["Peak 4-hour rolling average MSU"].startswith(f"{day.peak_4hra_msu:,.1f} MSU, 07:00-11:00")
    pdf = tmp_path / "r.pdf"
    write_pdf_report(pdf, [result])
    text = squash(pdf_text(pdf))
    assert squash(f"Peak hour MSU {day.peak_msu:,.1f} MSU at 10:00-11:00") in text
    assert squash("LPAR MSU through the day, with the 4-hour rolling average") in text  # the chart's title
    assert squash(f"10:00 * {day.tps[10]:,.0f}") in text  # the hourly table, the window's hours marked


_JSON = st.recursive(st.none() | st.booleans() | st.floats() | st.integers() | st.text(max_size=5),
                     lambda inner: st.lists(inner, max_size=26) | st.dictionaries(st.text(max_size=8), inner,
                                                                                     max_size=3), max_leaves=40)


@settings(max_examples=budget(60), deadline=None)
@given(raw=st.one_of(_JSON, st.fixed_dictionaries({}, optional={
    "all": st.lists(st.floats() | st.integers(-5, 5) | st.text(max_size=3), min_size=22, max_size=26),
    "workloads": st.dictionaries(st.sampled_from(["Orders", "Quotes", "Other"]),
                                 st.lists(st.floats(-1, 2000), min_size=23, max_size=25), max_size=3)})))
def test_any_profile_loads_with_a_sentence_or_computes(catalog, raw):
    try:
        plan = plan_from_json(two_workloads(raw))
    except PlanFormatError as exc:
        assert "hourly_profile" in str(exc)
        return
    result = compute(plan, catalog)
    assert result.internal_error is None  # no fault of cicsplan, whatever the profile holds
    profile_errors = [e for e in result.errors if (e.field or "").startswith("hourly_profile")]
    day = daily_figures(result)
    assert (day is None) == bool(result.errors)
    if day is not None:
        assert np.all(np.isfinite(day.lpar_msu)) and day.peak_4hra_msu <= day.peak_msu + 1e-9
    else:
        assert profile_errors


def test_the_existing_load_stays_unless_the_assumption_says_it_follows_the_profile(catalog):
    profile = [1.0] * 24
    profile[4] = 0.5
    doc = two_workloads({"all": profile}, existing_cp_busy_pct=30)
    constant = daily_figures(run(catalog, doc))
    assert constant.lpar_msu[4] == pytest.approx(msu_figures(run(catalog, two_workloads(
        scale=(0.5, 0.5), existing_cp_busy_pct=30))).lpar_msu, rel=1e-9)
    doc["assumptions"] = {"daily_existing_load": "follows the profile"}
    follows = run(catalog, doc)
    halved = msu_figures(run(catalog, two_workloads(scale=(0.5, 0.5), existing_cp_busy_pct=15))).lpar_msu
    assert daily_figures(follows).lpar_msu[4] == pytest.approx(halved, rel=1e-9)
    assert daily_figures(follows).lpar_msu[5] == pytest.approx(constant.lpar_msu[5], rel=1e-12)
    assert "follows the shared profile" in result_to_json(follows)["totals"]["daily"]["assumptions"][0]


def test_a_window_over_midnight_is_bracketed_in_two_runs():
    assert window_runs((22, 23, 0, 1)) == [[22, 23], [0, 1]]
    assert window_runs((9, 10, 11, 12)) == [[9, 10, 11, 12]]


def test_hours_beyond_the_lpars_capacity_bill_at_most_its_capacity_and_show_the_rest_unserved(catalog):
    """Issue 23: a profile taking the LPAR to 115 % busy gave a peak 4HRA above what its CPs can deliver."""
    capacity_msu = 5 * 1232 / 5  # the whole 3931-705 LPAR at 100 % busy
    base = run(catalog, two_workloads())
    new_pct = float(base.env["gcp_busy_pct"]) - 20.0
    multiplier = (115.0 - 20.0) / new_pct  # the new work's rate that takes the LPAR to about 115 % busy
    profile = {"all": [1.0] * 10 + [multiplier] * 6 + [1.0] * 8}
    result = run(catalog, two_workloads(profile))
    day = daily_figures(result)
    assert day.gcp_busy_pct.max() > 110.0 and len(day.overloaded_hours) == 6
    assert day.lpar_msu.max() == pytest.approx(capacity_msu)
    assert day.peak_4hra_msu <= capacity_msu + 1e-9
    over = np.array(day.overloaded_hours)
    expected = (day.gcp_busy_pct[over] - 100.0) / 100.0 * capacity_msu
    assert np.allclose(day.unserved_msu[over], expected) and day.unserved_msu.sum() == pytest.approx(expected.sum())
    assert (day.new_work_msu <= capacity_msu * 0.8 + 1e-9).all()  # what the existing 20 % leaves
    line = dict(daily_lines(result))["Hours over 100% CP busy"]
    assert "10:00" in line and "unserved" in line
    days = result_to_json(result)["totals"]["daily"]
    assert max(days["rolling_4h_msu"]) <= capacity_msu + 1e-6 and sum(days["unserved_msu"]) > 0


def test_the_planned_busy_over_100_is_billed_at_capacity_with_the_rest_unserved(catalog):
    result = run(catalog, two_workloads(scale=(80.0, 80.0)))
    m = msu_figures(result)
    busy = float(result.env["gcp_busy_pct"])
    assert busy > 100.0
    assert m.lpar_msu == pytest.approx(1232.0) and m.unserved_msu == pytest.approx((busy - 100) / 100 * 1232.0)


@settings(max_examples=budget(200), deadline=None)
@given(st.integers(1, 30), st.integers(1, 6), st.data())
def test_fuzz_distinct_hours_are_numpys_distinct_rows(hours, width, data):
    from hypothesis.extra import numpy as hnp

    from cicsplan.core.model.daily import _distinct_rows

    rows = data.draw(hnp.arrays(np.float64, (hours, width), elements=st.sampled_from([0.0, -0.0, 0.5, 1.0, 2.0])))
    distinct, inverse = _distinct_rows(rows)
    expected, expected_inverse = np.unique(rows, axis=0, return_inverse=True)
    assert np.array_equal(distinct, expected) and np.array_equal(inverse, expected_inverse.reshape(-1))
    assert np.array_equal(distinct[inverse], rows)
