"""The response time explained (new-user trial, finding 11): its formula with the values of its parts, each part
followable to its own inputs down to Erlang C's servers and busy, and the CPs PR/SM gives the LPAR shown as
computed, with its formula, never as typed in."""

import math

from cicsplan.core.model.engine import compute
from cicsplan.core.model.explain import ERLANG_PARTS, RESPONSE_PARTS, explain, explain_tree
from cicsplan.core.plan import expr
from cicsplan.core.plan.plan import plan_from_json
from conftest import SHARED_MACHINE_PLAN, run_cli

TRIAL = {
    "format": "cicsplan", "version": 1, "name": "trial",
    "hardware": {"machine": "3931-710", "cps": 6, "ziips": 2, "lpar_name": "CICSPROD", "weight": 500,
                 "existing_cp_busy_pct": 20,
                 "partitions": [{"name": "PRODB", "logical_cps": 4, "weight": 300, "busy_pct": 60},
                                {"name": "TESTC", "logical_cps": 3, "weight": 200, "busy_pct": 40}]},
    "workloads": [{"name": "Partner SOAP service", "ingress": "ws-soap", "region": "WSR", "tps": 1200,
                   "app_gcp_ms": 1.5, "response_target_ms": 5},
                  {"name": "Terminals 3270", "ingress": "3270", "region": "TOR", "tps": 400, "app_gcp_ms": 0.6}]}


def test_the_response_time_shows_the_value_of_each_part(catalog):
    result = compute(plan_from_json(TRIAL), catalog)
    shown = explain(result, "response_ms", 0)
    parts = ["response_cpu_ms", "cp_wait_ms", "ziip_wait_ms", "qr_wait_ms", "other_latency_ms", "link_latency_ms"]
    assert [i.key for i in shown.inputs] == parts
    values = [float(result.value(p, 0)) for p in parts]
    assert shown.with_values == " + ".join(expr.format_number(v, 5) for v in values)
    assert math.isclose(sum(values), shown.value, rel_tol=1e-12)
    assert values[1] > 0  # the CP wait is a real part of it: the trial's 2.6 of 4.45 ms


def test_every_part_of_the_response_time_is_its_stated_formula_over_the_engines_values(catalog):
    """Each part's formula, evaluated on the engine's own values, gives the engine's figure (a check that the
    explanation states what calc._response computes), and Erlang C's chance of waiting is a probability."""
    shared = {**SHARED_MACHINE_PLAN, "workloads": [{**SHARED_MACHINE_PLAN["workloads"][0], "tps": 500}]}
    for doc in (TRIAL, shared):
        result = compute(plan_from_json(doc), catalog)
        for key, formula in RESPONSE_PARTS.items():
            item = explain(result, key, 0)
            got = expr.evaluate(expr.parse(formula), {i.key: i.value for i in item.inputs})
            assert math.isclose(got, item.value, rel_tol=1e-9, abs_tol=1e-12), key
        for key in ERLANG_PARTS:
            item = explain(result, key, 0)
            assert [i.key for i in item.inputs] == list(ERLANG_PARTS[key])
            servers, busy_pct = (i.value for i in item.inputs)
            waiting = item.value * servers * (1 - busy_pct / 100)  # C = wait per ms x c (1 - u)
            assert 0.0 <= waiting <= 1.0, key
            assert item.with_values.startswith(f"C({expr.format_number(servers, 5)}, ")


def test_the_tree_follows_the_cp_wait_to_erlang_cs_inputs(catalog):
    result = compute(plan_from_json(TRIAL), catalog)
    keys = [item.key for item in explain_tree(result, "response_ms", 0)]
    for key in ("cp_wait_ms", "cp_wait_per_ms", "cp_queue_busy_pct", "qr_wait_ms", "group_qr_wait_per_ms"):
        assert key in keys, key
    assert keys.index("cp_wait_ms") < keys.index("cp_wait_per_ms") < keys.index("cp_queue_busy_pct")


def test_the_cps_the_lpar_can_get_are_computed_with_their_formula(catalog):
    result = compute(plan_from_json(TRIAL), catalog)
    item = {i.key: i for i in explain(result, "cp_queue_busy_pct", 0).inputs}["cp_available_engines"]
    assert item.provenance.kind == "computed"
    assert item.provenance.text.startswith("CPs it can get = the 10 shared CPs less what the other LPARs take")
    assert "= 6;" in item.provenance.text
    alone = compute(plan_from_json({**TRIAL, "hardware": {"machine": "3931-710", "cps": 6, "ziips": 2}}), catalog)
    item = {i.key: i for i in explain(alone, "cp_queue_busy_pct", 0).inputs}["cp_available_engines"]
    assert item.provenance.kind == "input"  # no other LPARs: its logical CPs, as typed in


def test_cli_explain_of_the_response_time_prints_its_values_and_the_cp_wait(tmp_path):
    import json

    plan = tmp_path / "trial.cicsplan.json"
    plan.write_text(json.dumps(TRIAL), encoding="utf-8")
    run = run_cli("explain", str(plan), "Partner SOAP service", "response_ms")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[1].strip().startswith("response_ms = response_cpu_ms + cp_wait_ms")
    assert lines[2].strip().startswith("= ")
    assert "cp_wait_per_ms = C(c, c u) / (c (1 - u))" in run.stdout
    assert "CP busy CICS queues behind" in run.stdout
