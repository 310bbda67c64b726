"""Scenario comparison: the web-services paper's own migration, and the CLI a planner runs."""

import json

import pytest

from cicsplan.core.analysis.compare import compare_plan
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan
from conftest import SAMPLES, run_cli

RTW = SAMPLES / "rtw-3270-to-web-services.cicsplan.json"


def test_rtw_migration_costs_what_the_paper_measured(catalog):
    # 003_14a8d1e374cbd40c.txt: 8.8 ms per 3270 transaction, 10.1 ms per web-service business transaction.
    comparison = compare_plan(load_plan(RTW).plan, catalog)
    cpu = comparison.find("Workload RTW orders", "CPU per transaction")
    assert cpu.values == pytest.approx((8.8, 10.1))
    assert cpu.delta_pct(1) == pytest.approx((10.1 / 8.8 - 1) * 100)  # +14.77 %
    busy = comparison.find("Totals", "LPAR general-CP busy")
    assert busy.delta_pct(1) == pytest.approx(cpu.delta_pct(1), rel=1e-6)  # same rate, same machine
    headroom = comparison.find("Totals", "maximum rate of the mix at the binding limit")
    assert headroom.values[1] < headroom.values[0]


def test_workloads_missing_from_a_scenario_are_blank_not_zero(catalog):
    plan = load_plan(RTW).plan
    plan.scenarios[1].workloads[0].set("name", "renamed")
    comparison = compare_plan(plan, catalog)
    old = comparison.find("Workload RTW orders", "CPU per transaction")
    assert old.values[1] is None and old.delta_pct(1) is None
    [renamed] = comparison.not_in_base  # the base has no such workload: listed with its scenario, no change
    assert (renamed.scenario, renamed.name, renamed.ingress) == ("after migration: web services", "renamed",
                                                                 plan.scenarios[1].workloads[0].get("ingress"))
    assert renamed.cpu_ms_per_tran > 0
    assert any("1 workload of the other scenarios is not in the base scenario" in n for n in comparison.notes)


def test_compare_is_linear_when_every_scenario_names_its_workloads_differently(catalog):
    """20 scenarios of 50 workloads, no name shared: 50 workload sections (the base's) of 20 values each and
    950 workloads listed apart, not 1,000 sections of 20 values (issue 24: quadratic in scenarios)."""
    from cicsplan.core.plan.plan import plan_from_json

    doc = {"format": "cicsplan", "version": 1, "name": "apart", "scenarios": [
        {"name": f"S{k}", "workloads": [{"name": f"s{k}w{i}", "ingress": "3270", "tps": 10} for i in range(50)]}
        for k in range(20)]}
    comparison = compare_plan(plan_from_json(doc), catalog)
    sections = {row.section for row in comparison.rows if row.section.startswith("Workload ")}
    assert len(sections) == 50 and len(comparison.not_in_base) == 950
    assert all(len(row.values) == 20 for row in comparison.rows)


def test_a_scenario_with_errors_is_named_and_blank(catalog):
    plan = load_plan(RTW).plan
    plan.scenarios[1].workloads[0].set("tps", -5)
    comparison = compare_plan(plan, catalog)
    assert any("after migration" in note and "error" in note for note in comparison.notes)
    assert comparison.find("Totals", "LPAR general-CP busy").values[1] is None


def test_cli_compare_prints_the_change_and_rejects_unknown_scenarios():
    done = run_cli("compare", str(RTW))
    assert done.returncode == 0, done.stderr
    line = next(x for x in done.stdout.splitlines() if x.strip().startswith("CPU per transaction"))
    assert "8.8" in line and "10.1" in line and "+14.8%" in line
    as_json = json.loads(run_cli("compare", str(RTW), "--json").stdout)
    assert as_json["scenarios"] == ["today: 3270", "after migration: web services"]
    bad = run_cli("compare", str(RTW), "--scenario", "tomorrow")
    assert bad.returncode == 2 and "no scenario named 'tomorrow'" in bad.stderr


def test_cli_compare_tells_busy_changes_in_points():
    done = run_cli("compare", str(SAMPLES / "moving-to-z16.cicsplan.json"))
    assert done.returncode == 0, done.stderr
    busy = next(x for x in done.stdout.splitlines() if x.strip().startswith("LPAR general-CP busy"))
    assert "55.7" in busy and "62.3" in busy and busy.rstrip().endswith("+6.6 pts")  # busy %: one decimal
    rows = json.loads(run_cli("compare", str(SAMPLES / "moving-to-z16.cicsplan.json"), "--json").stdout)["rows"]
    row = next(r for r in rows if r["label"] == "LPAR general-CP busy")
    assert round(row["delta"][0], 2) == 6.63 and round(row["delta_pct"][0], 1) == 11.9


def test_percentages_change_in_points_the_rest_relatively(catalog):
    # moving to a z16: general-CP busy 55.66% -> 62.28% is +6.6 points, not +11.9%
    comparison = compare_plan(load_plan(SAMPLES / "moving-to-z16.cicsplan.json").plan, catalog)
    busy = comparison.find("Totals", "LPAR general-CP busy")
    before, after = busy.values
    assert busy.in_points
    assert busy.change(1) == pytest.approx(after - before)
    assert busy.change_text(1) == f"{after - before:+.1f} pts"
    assert busy.delta_pct(1) == pytest.approx((after / before - 1) * 100)  # still there, for the CLI's JSON
    engine = comparison.find("Workload Terminals", "CPU at the planned rate")  # % of one engine
    assert engine.in_points and engine.change_text(1).endswith(" pts")
    rate = comparison.find("Totals", "maximum rate of the mix at the binding limit")  # tps: relative
    assert not rate.in_points
    assert rate.change(1) == pytest.approx(rate.delta_pct(1))
    assert rate.change_text(1) == f"{rate.delta_pct(1):+.1f}%"
    machine = comparison.find("Totals", "machine")
    assert machine.change(1) is None and machine.change_text(1) == ""


def test_cli_compare_tells_the_plans_warnings(tmp_path):
    doc = json.loads((SAMPLES / "moving-to-z16.cicsplan.json").read_text(encoding="utf-8"))
    doc["colour"] = "blue"
    path = tmp_path / "z16.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    done = run_cli("compare", str(path))
    assert done.returncode == 0, done.stderr
    assert "warning: unknown field 'colour'" in done.stderr


def test_a_repeated_workload_name_is_compared_without_hiding_one(tmp_path):
    """A hand-edited plan repeating a name in each scenario: compare printed the first workload twice and hid
    the second. Each now has its own section, matched by its place among the workloads of that name."""
    doc = json.loads((SAMPLES / "moving-to-z16.cicsplan.json").read_text(encoding="utf-8"))
    for scenario in doc["scenarios"]:
        scenario["workloads"][2]["name"] = scenario["workloads"][0]["name"]
    path = tmp_path / "repeated.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    name = doc["scenarios"][0]["workloads"][0]["name"]
    done = run_cli("compare", str(path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.count(f"[Workload {name}]") == 1
    assert done.stdout.count(f"[Workload {name} (#2 of that name)]") == 1
    assert f"repeats workload names ('{name}' in rows 1, 3)" in done.stdout
    rows = json.loads(run_cli("compare", str(path), "--json").stdout)["rows"]
    ingress = {r["section"]: r["values"] for r in rows if r["label"] == "ingress method"}
    assert ingress[f"Workload {name}"] == [doc["scenarios"][k]["workloads"][0]["ingress"] for k in (0, 1)]
    assert ingress[f"Workload {name} (#2 of that name)"] == [doc["scenarios"][k]["workloads"][2]["ingress"]
                                                            for k in (0, 1)]


def test_cpu_per_transaction_per_address_space_is_each_scenarios_own(catalog):
    """The comparison is per transaction: each workload's ms in every address space, as each scenario computed
    it, and they add up to the workload's CPU per transaction."""
    plan = load_plan(SAMPLES / "moving-to-z16.cicsplan.json").plan
    comparison = compare_plan(plan, catalog)
    results = [compute(plan, catalog, s.name) for s in plan.scenarios]
    checked = 0
    for i, name in enumerate(results[0].resolved.names):
        total = comparison.find(f"Workload {name}", "CPU per transaction")
        spaces = [row for row in comparison.rows
                  if row.section == f"Workload {name}" and row.label.startswith("CPU per transaction in ")]
        assert spaces
        for k, result in enumerate(results):
            for row in spaces:
                a = result.space_names.index(row.label.removeprefix("CPU per transaction in "))
                assert row.values[k] == pytest.approx(float(result.env["total_ms"][i, a]), rel=1e-12)
                checked += 1
            assert sum(row.values[k] for row in spaces) == pytest.approx(total.values[k], rel=1e-9)
    assert checked >= 20


def test_a_move_to_another_method_shows_where_the_cost_goes(catalog):
    """3270 to web services: VTAM's time goes to nothing and TCP/IP's appears, per transaction, in ms and %."""
    plan = load_plan(SAMPLES / "moving-to-z16.cicsplan.json").plan
    plan.scenarios[1].workloads[0].set("ingress", "cws-https-pooled")
    comparison = compare_plan(plan, catalog)
    after = compute(plan, catalog, plan.scenarios[1].name)
    vtam = comparison.find("Workload Terminals", "CPU per transaction in NET (VTAM)")
    tcpip = comparison.find("Workload Terminals", "CPU per transaction in TCP/IP")
    assert vtam.values[0] > 0 and vtam.values[1] == 0 and vtam.change_in_units_text(1).endswith("(-100.0%)")
    assert tcpip.values[0] == 0
    assert tcpip.values[1] == pytest.approx(float(after.env["total_ms"][0, after.space_names.index("TCP/IP")]))
    assert tcpip.values[1] > 0 and tcpip.change_in_units_text(1) == f"{tcpip.values[1]:+.4f} ms"


def test_cli_compare_tells_cpu_per_transaction_in_ms_and_percent():
    done = run_cli("compare", str(RTW))
    assert done.returncode == 0, done.stderr
    lines = [x.strip() for x in done.stdout.splitlines()]
    total = next(x for x in lines if x.startswith("CPU per transaction "))
    assert total.endswith("+1.3000 ms (+14.8%)")
    cics = next(x for x in lines if x.startswith("CPU per transaction in CICS"))
    assert "8.8" in cics and "10.1" in cics and cics.endswith("+1.3000 ms (+14.8%)")


def test_scenarios_that_change_the_lpars_weight_compare_what_prsm_gives_it(catalog):
    """Issue 28: a scenario with a higher weight beside the same busy LPAR gets more CPs; Compare says how many."""
    from cicsplan.core.plan.planio import load_plan_document

    def scenario(name: str, weight: int) -> dict:
        return {"name": name, "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": weight,
                                           "partitions": [{"name": "PROD2", "logical_cps": 10, "weight": 700,
                                                           "busy_pct": 100}]},
                "workloads": [{"name": "App", "ingress": "none", "tps": 500, "app_gcp_ms": 2}]}

    plan = load_plan_document({"format": "cicsplan", "version": 1, "name": "weights",
                               "scenarios": [scenario("today", 300), scenario("more weight", 500)]}).plan
    comparison = compare_plan(plan, catalog)
    rows = {row.label: row for row in comparison.rows if row.section == "Totals"}
    available = rows["CPs the LPAR can get, the other LPARs at their load"]
    assert available.values == (pytest.approx(3.0), pytest.approx(4.0))  # 300/1000 of 10; 500/1200 of 10, at most 4
    assert rows["LPAR weight's share of the CPs"].values == (pytest.approx(30.0), pytest.approx(500 / 12))
    assert rows["LPAR weight's share of the CPs"].unit == "%"
    logical = rows["LPAR general-CP busy of its logical CPs"]
    assert logical.values[0] == logical.values[1]  # the same work
    busy = rows["LPAR general-CP busy of the CPs PR/SM gives it"]
    assert busy.values[1] < busy.values[0]
    # the busy of what PR/SM gives it leads, as on the chart; no third busy row
    labels = list(rows)
    assert labels.index(busy.label) == labels.index(logical.label) - 1 and "LPAR general-CP busy" not in labels


def test_the_changes_of_a_row_in_one_pass_are_each_change_as_told_alone(catalog):
    for sample in ("rtw-3270-to-web-services.cicsplan.json", "moving-to-z16.cicsplan.json"):
        plan = load_plan(RTW.parent / sample).plan
        plan.scenarios.append(plan.scenarios[0])  # a third column, equal to the base
        for row in compare_plan(plan, catalog).rows:
            assert row.changes_in_units_texts() == [row.change_in_units_text(k) for k in range(1, len(row.values))]
