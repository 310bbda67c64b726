"""Every input of the calculation names where it came from, and every explanation names only its own formula."""

from __future__ import annotations

import json

import openpyxl
import pytest

from cicsplan.core.model import calc
from cicsplan.core.model.engine import compute
from cicsplan.core.model.explain import ASSUMPTION_LEAVES, explain, leaf_provenance
from cicsplan.core.plan.planio import load_plan, plan_from_json
from cicsplan.report.workbook import write_workbook
from conftest import SAMPLES

SAMPLE_PATHS = sorted(SAMPLES.glob("*.cicsplan.json"))
PLAN_WIDE_LEAVES = [key for key in calc.LEAVES if calc.QUANTITIES[key].level == "total"]


def _results(catalog, path):
    plan = load_plan(path).plan
    return [compute(plan, catalog, s.name) for s in plan.scenarios]


@pytest.mark.parametrize("path", SAMPLE_PATHS, ids=lambda p: p.name.split(".")[0])
def test_every_plan_wide_input_names_its_source(catalog, path):
    """Asked from the totals (no workload) or from a workload's row (any ingress, 'none' included), a
    plan-wide input gives its source, never 'not available'."""
    for result in _results(catalog, path):
        for key in PLAN_WIDE_LEAVES:
            for workload in (None, *range(result.resolved.n)):
                prov = leaf_provenance(result, key, workload, None)
                assert prov.kind != "computed" and "not available" not in prov.text, (key, workload, prov)
                assert "ingress 'none'" not in prov.text, (key, workload, prov)


def test_every_assumption_leaf_cites_its_assumption_and_argument(catalog):
    result = compute(load_plan(SAMPLES / "web-services.cicsplan.json").plan, catalog)
    assert set(ASSUMPTION_LEAVES) <= set(PLAN_WIDE_LEAVES)
    for leaf, key in ASSUMPTION_LEAVES.items():
        assumption = catalog.assumptions[key]
        prov = leaf_provenance(result, leaf, None, None)
        assert prov.kind == "assumption", leaf
        assert f"'{assumption.name}'" in prov.text and assumption.argument in prov.text, leaf
        assert float(result.env[leaf]) == float(result.resolved.assumptions[key]), leaf


def test_an_overridden_assumption_leaf_says_so(catalog):
    doc = json.loads((SAMPLES / "web-services.cicsplan.json").read_text())
    doc["assumptions"] = {"maxssltcbs": 64, "s8_hold_ms_per_tran": 20}
    result = compute(plan_from_json(doc), catalog)
    for leaf in ("maxssltcbs", "s8_hold_ms"):
        prov = leaf_provenance(result, leaf, None, None)
        assert prov.kind == "override" and "set in this plan" in prov.text, leaf
    assert float(result.env["maxssltcbs"]) == 64 and float(result.env["s8_hold_ms"]) == 20


def test_the_inputs_sheet_gives_a_source_for_every_row(catalog, tmp_path):
    for path in SAMPLE_PATHS:
        results = _results(catalog, path)
        out = tmp_path / f"{path.name}.xlsx"
        write_workbook(out, results)
        sheet = openpyxl.load_workbook(out)["Inputs"]
        rows = {row[0]: row[4] for row in sheet.iter_rows(values_only=True, max_col=5)
                if row[0] in PLAN_WIDE_LEAVES}
        assert set(rows) == {k for k in PLAN_WIDE_LEAVES if k in results[0].env}, path.name
        bad = {k: v for k, v in rows.items() if not v or v.startswith("[computed]") or "not available" in v}
        assert bad == {}, path.name


def test_an_aggregate_output_is_explained_by_its_own_clause():
    """One output of a step that computes several is not explained with its siblings' formulas."""
    for step in calc.STEPS:
        if not isinstance(step, calc.AggregateStep):
            continue
        for output in step.outputs:
            text = step.formula_of(output)
            if text == step.formula and f"{output} =" not in text:
                continue  # the step explains its outputs together (fixed_pct within fixed_ms's sentence)
            others = [o for o in step.outputs if o != output and f"{o} =" in text]
            assert others == [], (output, text)
    totals = next(s for s in calc.STEPS if "total_tps" in s.outputs)
    assert totals.formula_of("total_tps") == "total_tps = Σ tps of the computed workloads"
    spill = next(s for s in calc.STEPS if "spill_share" in s.outputs)
    assert spill.formula_of("spill_share").endswith("1 with no zIIPs")  # later sentences stay with their clause
    fixed = next(s for s in calc.STEPS if "fixed_ms" in s.outputs)
    assert fixed.formula_of("fixed_ms").endswith("users_tps is their total rate")  # a ';' inside brackets


def test_results_how_texts_carry_no_other_cells_formula(catalog, tmp_path):
    result = compute(load_plan(SAMPLES / "rtw-3270-to-web-services.cicsplan.json").plan, catalog)
    out = tmp_path / "rtw.xlsx"
    write_workbook(out, [result])
    sheet = openpyxl.load_workbook(out)["Results"]
    how = {row[0]: row[4] for row in sheet.iter_rows(values_only=True, max_col=5)
           if row[0] in calc.QUANTITIES and isinstance(row[4], str)}
    assert how["total_tps"] == "total_tps = sum of tps (sum of the computed workloads' rates). Live formula."
    outputs = {o for step in calc.STEPS for o in step.outputs}
    for key, text in how.items():
        step = calc.producer(key)
        if step.formula_of(key) == getattr(step, "formula", None) and f"{key} =" not in step.formula:
            continue  # explained together with its step's other outputs (ziip_pool_busy by spill_share's)
        assert [o for o in outputs if o != key and f"{o} =" in text] == [], (key, text)
    for e in (explain(result, "total_tps"), explain(result, "gcp_engines")):
        assert "gcp_pct (ziip_pct)" not in e.formula and e.formula.startswith(e.key), e.formula
