"""Issue 13: a formula can fail only as a formula error, on its own cell, and the rest of the plan computes;
the engine never raises for any plan, and a fault of cicsplan itself is one error, not a traceback."""

from __future__ import annotations

import io
import json

import numpy as np
import pytest

from cicsplan.cli.main import run_cli as run_cli_here
from cicsplan.core.analysis.compare import compare
from cicsplan.core.analysis.ranges import compute_ranges
from cicsplan.core.model import engine
from cicsplan.core.model.engine import compute
from cicsplan.core.model.explain import explain_tree
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.core.plan.planio import load_plan, save_plan
from conftest import minimal_plan, run_cli

HUGE = 10**400  # a whole number no float holds: float() raises OverflowError on it


def two_workloads(tps, variables=None, **plan) -> dict:
    doc = minimal_plan(tps=tps)
    doc["workloads"].append({"name": "other", "ingress": "3270", "tps": 1500})
    doc["variables"] = variables or {}
    doc.update(plan)
    return doc


def errors_at(result, scope: str, field: str) -> list[str]:
    return [i.text() for i in result.errors if i.scope == scope and i.field == field]


@pytest.mark.parametrize(("tps", "message"), [
    ("=0^-1", "formula '=0^-1': 0 ^ (-1) divides by zero (zero to a negative power)"),
    ("=(-8)^(1/3)", "formula '=(-8)^(1/3)': (-8) ^ (1 / 3) has no real value"),
    ("=" + "9" * 400, "(400 digits) is too large: formulas hold numbers up to about 1.8e308"),
    ("=round(peak, 2e9)", "round's number of decimal places must be a whole number from -15 to 15, not 2000000000"),
    ("=peak/(peak-peak)", "peak / (peak - peak) divides by zero"),
    ("=nope*2", "refers to unknown variable 'nope' (plan variables: peak)"),
    ("=" + "+".join(["peak"] * 101), "nested more than 100 levels deep"),
    ("=" + "1+" * 1000 + "1", "2,001 characters long; the limit is 2,000"),
])
def test_a_failing_formula_is_an_error_on_its_cell_and_the_rest_computes(catalog, tps, message):
    result = compute(plan_from_json(two_workloads(tps, {"peak": 1000})), catalog)
    assert [i.text() for i in result.errors if i.index == 0] == [
        i for i in errors_at(result, "workload", "tps")]
    (text,) = errors_at(result, "workload", "tps")
    assert text.startswith("workload 'w' (row 1), Rate: ") and message in text
    assert len(text) < 300  # a sentence, even for a formula of 2,000 characters
    assert list(result.resolved.valid) == [False, True]
    assert result.value("wl_total_ms", 1) > 0 and result.value("wl_total_ms", 0) is None


def test_a_broken_variable_is_an_error_on_the_variable_and_on_the_cells_using_it(catalog):
    doc = two_workloads("=k*2", {"k": "=0^-1", "unused": "=(-8)^(1/3)", "fine": 3})
    doc["workloads"][1]["tps"] = "=fine*500"
    result = compute(plan_from_json(doc), catalog)
    assert errors_at(result, "variable", "k") == ["variable 'k': 0 ^ (-1) divides by zero (zero to a negative power)"]
    assert errors_at(result, "variable", "unused")[0].startswith("variable 'unused': (-8) ^ (1 / 3) has no real value")
    assert errors_at(result, "workload", "tps") == [
        "workload 'w' (row 1), Rate: formula '=k*2' uses variable 'k', which has an error: 0 ^ (-1) divides by "
        "zero (zero to a negative power)"]
    # a variable's error touches only the cells that use it (every workload used to stop computing)
    assert list(result.resolved.valid) == [False, True] and result.resolved.tps[1] == 1500


def test_thousands_of_variables_in_reverse_order_compute(catalog):
    count = 10_000
    variables = {f"v{i}": f"=v{i + 1}+0.1" for i in range(count)} | {f"v{count}": 1}
    result = compute(plan_from_json(two_workloads("=v0", variables)), catalog)
    assert not result.errors
    assert result.resolved.tps[0] == pytest.approx(1 + count * 0.1)
    variables[f"v{count}"] = "=v0"  # now one cycle through all of them
    result = compute(plan_from_json(two_workloads("=v5000", variables)), catalog)
    (cycle,) = {i.message for i in result.errors if i.scope == "variable"}
    assert cycle == ("circular reference: v0 -> v1 -> v2 -> v3 -> ... -> v9998 -> v9999 -> v10000 -> v0 "
                     "(10,001 variables)")
    assert "uses variable 'v5000', which has an error: circular reference" in errors_at(result, "workload", "tps")[0]
    assert result.resolved.valid[1]


def test_an_unknown_variable_among_many_suggests_the_close_ones_not_all(catalog):
    variables = {f"rate_{i}": i for i in range(500)}
    result = compute(plan_from_json(two_workloads("=rate_1o", variables)), catalog)
    (text,) = errors_at(result, "workload", "tps")
    assert "refers to unknown variable 'rate_1o' (the plan has 500 variables; did you mean 'rate_1'" in text
    assert len(text) < 300


@pytest.mark.parametrize(("where", "field", "expected"), [
    ("hardware", "cps", "hardware, LPAR CPs: formula '=0^-1': 0 ^ (-1) divides by zero"),
    ("region_groups", "regions", "region group 'CICS' (row 1), Regions: formula '=0^-1': 0 ^ (-1) divides"),
])
def test_formulas_in_hardware_and_region_groups_name_their_cell(catalog, where, field, expected):
    doc = two_workloads(1500)
    if where == "hardware":
        doc["hardware"][field] = "=0^-1"
    else:
        doc["region_groups"] = [{"name": "CICS", "regions": "=0^-1"}]
    result = compute(plan_from_json(doc), catalog)
    assert any(expected in i.text() for i in result.errors), [i.text() for i in result.errors]


@pytest.mark.parametrize("place", ["tps", "payload_in_bytes", "cps", "regions", "variable", "assumption", "override"])
def test_a_number_no_float_holds_is_an_error_where_it_is_not_an_exception(catalog, place):
    """The plan loader refuses such numbers in a file; a plan built in memory (an edit, an import) must not
    crash the engine with OverflowError either."""
    doc = two_workloads(1500)
    if place in ("tps", "payload_in_bytes"):
        doc["workloads"][0][place] = HUGE
    elif place == "cps":
        doc["hardware"]["cps"] = HUGE
    elif place == "regions":
        doc["region_groups"] = [{"name": "CICS", "regions": HUGE}]
    elif place == "variable":
        doc["variables"] = {"big": HUGE}
        doc["workloads"][0]["tps"] = "=big"
    elif place == "assumption":
        doc["assumptions"] = {"as_coverage": HUGE}
    else:
        doc["coefficient_overrides"] = [{"ingress": "3270", "address_space": "CICS", "total_ms": HUGE}]
    plan = plan_from_json(doc)
    result = compute(plan, catalog)
    assert result.internal_error is None  # an input error, not a fault of cicsplan
    texts = [i.text() for i in result.errors]
    assert texts and all(len(t) < 300 for t in texts), texts
    expected = {"tps": "(row 1), Rate: Rate must be a finite number", "payload_in_bytes": "(row 1), Payload in: ",
                "cps": "hardware, LPAR CPs: LPAR CPs must be a finite number",
                "regions": "(row 1), Regions: ", "variable": "variable 'big': must be a finite number",
                "assumption": "assumption 'as_coverage': ", "override": "coefficient override 1: override of 3270 CICS "
                                                                       "total_ms is 1000000000"}[place]
    assert any(expected in t for t in texts), texts


def test_a_plan_saved_with_a_failing_formula_opens_and_computes_in_the_cli(catalog, tmp_path):
    plan = plan_from_json(two_workloads("=0^-1", {"k": "=(-8)^(1/3)", "peak": "=" + "9" * 400}))
    path = tmp_path / "broken.cicsplan.json"
    save_plan(plan, path)
    assert load_plan(path).plan.scenarios[0].workloads[0].get("tps") == "=0^-1"  # opens, kept as typed
    done = run_cli("compute", str(path))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "workload 'w' (row 1), Rate: formula '=0^-1': 0 ^ (-1) divides by zero" in done.stderr
    assert "variable 'k': (-8) ^ (1 / 3) has no real value" in done.stderr
    assert "variable 'peak': the number 9999999999...99999 (400 digits) is too large" in done.stderr
    assert "the plan has 3 errors:" in done.stderr
    other = next(line for line in done.stdout.splitlines() if line.startswith("other "))
    assert "error" not in other and "1,500" in other.replace("1500.00", "1,500")  # the other workload computed
    as_json = run_cli("compute", "--json", str(path))
    assert as_json.returncode == 2
    doc = json.loads(as_json.stdout)
    assert doc["workloads"][1]["cpu_ms_per_tran"]["total"] > 0
    assert "0 ^ (-1) divides by zero" in doc["workloads"][0]["notes"]["cpu_ms_per_tran"]
    explained = run_cli("explain", str(path), "other")
    assert explained.returncode == 0 and "wl_total_ms" in explained.stdout


# -- a fault of cicsplan itself --------------------------------------------------------------------------

BUG = "float division by zero in a path only odd plans reach"


@pytest.fixture
def engine_bug(monkeypatch):
    """An internal failure that depends on the plan, as real bugs do: any workload at 7 tps trips it."""
    real = engine.calculation_inputs

    def failing(resolved, *args, **kwargs):
        if np.any(resolved.tps == 7):
            raise ZeroDivisionError(BUG)
        return real(resolved, *args, **kwargs)

    monkeypatch.setattr(engine, "calculation_inputs", failing)


def test_a_fault_of_cicsplan_is_one_error_and_every_workload_invalid(catalog, engine_bug):
    plan = plan_from_json(two_workloads(7, {"peak": 4}, hardware={"machine": "3931-705", "cps": 5, "ziips": 2}))
    before = json.dumps(plan.scenarios[0].workloads[0].to_json())
    result = compute(plan, catalog)
    assert [i.text() for i in result.issues] == [
        f"plan: cicsplan could not compute scenario 'Base' (ZeroDivisionError: {BUG}); this is a fault in "
        "cicsplan, not in the plan, which is unchanged: please report it with the plan file"]
    assert "ZeroDivisionError" in result.internal_error and "Traceback" in result.internal_error
    assert not result.resolved.valid.any() and result.resolved.names == ["w", "other"]
    assert result.plan is plan and result.resolved.scenario is plan.scenarios[0]
    assert json.dumps(plan.scenarios[0].workloads[0].to_json()) == before  # the plan is unchanged
    # the views read it like any result with errors: nothing stale, nothing raises
    assert result.resolved.hardware["machine"] == "3931-705" and result.resolved.hardware["cps"] == 5
    assert result.value("wl_total_ms", 0) is None and np.isnan(result.workload_values("total_ms")).all()
    doc = result_to_json(result)
    assert all(w["cpu_ms_per_tran"]["total"] is None for w in doc["workloads"])
    assert result.limits() is not None and result.spill_text()
    assert compute_ranges(result, catalog) is not None
    assert explain_tree(result, "wl_total_ms", 0, None)
    assert compare([result, compute(plan_from_json(two_workloads(100)), catalog)]).notes
    # the same plan without the trigger computes: the failure was the plan's values, not the engine
    plan.scenarios[0].workloads[0].set("tps", 8)
    assert not compute(plan, catalog).errors


def test_a_fault_of_cicsplan_keeps_the_inputs_as_typed_for_the_views(catalog, monkeypatch):
    """The fallback drops what the failure may depend on, from the ingress methods down: when the methods were
    the trouble, the evaluated inputs (a formula's value too) are still there for the input cells."""
    real = engine.calculation_inputs

    def failing(resolved, *args, **kwargs):
        if "ctg-exci" in resolved.ingress:
            raise RuntimeError("a method-specific bug")
        return real(resolved, *args, **kwargs)

    monkeypatch.setattr(engine, "calculation_inputs", failing)
    doc = two_workloads("=peak*2", {"peak": 400})
    doc["workloads"][0].update(ingress="ctg-exci", payload_in_bytes=4096)
    result = compute(plan_from_json(doc), catalog)
    assert "could not compute scenario 'Base' (RuntimeError: a method-specific bug)" in result.errors[0].message
    assert list(result.resolved.tps) == [800, 1500] and result.resolved.payload_in_bytes[0] == 4096
    assert not result.resolved.valid.any() and len(result.issues) == 1


@pytest.mark.parametrize(("argv", "exit_code", "says"), [
    (["compute"], 2, "cicsplan could not compute scenario 'Base' (ZeroDivisionError"),
    (["compute", "--json"], 2, "please report it with the plan file"),
    (["explain", "{plan}", "other"], 2, "workload 'other' was not computed: plan: cicsplan could not compute"),
    (["report", "-o", "{out}.pdf"], 2, "fix it before making a report"),
    (["report", "-o", "{out}.xlsx"], 2, "cicsplan could not compute scenario 'Base'"),
    (["compare"], 0, "has 1 error: its figures are blank"),
])
def test_a_fault_of_cicsplan_through_the_cli_is_a_message_and_exit_2(catalog, engine_bug, tmp_path, argv, exit_code,
                                                                     says):
    path = tmp_path / "bug.cicsplan.json"
    save_plan(plan_from_json(two_workloads(7)), path)
    if "{plan}" in argv:
        args = [a.replace("{plan}", str(path)) for a in argv]
    else:
        args = [argv[0], str(path), *[a.replace("{out}", str(tmp_path / "out")) for a in argv[1:]]]
    out, err = io.StringIO(), io.StringIO()
    assert run_cli_here(args, out, err) == exit_code, (out.getvalue(), err.getvalue())
    assert says in err.getvalue() + out.getvalue()
    assert "Traceback" not in err.getvalue() + out.getvalue()
    if argv == ["compute", "--json"]:
        assert json.loads(out.getvalue())["workloads"][0]["name"] == "w"
    assert not list(tmp_path.glob("out.*"))  # no report of figures that were not computed
