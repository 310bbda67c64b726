"""`compute --json` as text (docs/result-format.md): strict JSON whose numbers read back as the document's own
(written by orjson since issue 29; json's own writer is the reference), one workload to a line for grep."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.cli.main import run_cli
from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.common.json_text import finite, json_text_rows
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_json_text, result_to_json
from cicsplan.core.plan.planio import load_plan, load_plan_document
from conftest import REPO, SAMPLES


def strict_loads(text: str):
    def refuse(constant: str):
        raise AssertionError(f"{constant} is not JSON")

    return json.loads(text, parse_constant=refuse)


@pytest.mark.parametrize("sample", sorted(SAMPLES.glob("*.cicsplan.json")), ids=lambda p: p.name.split(".")[0])
def test_every_sample_reads_back_as_its_document_one_workload_to_a_line(sample):
    out, err = io.StringIO(), io.StringIO()
    run_cli(["compute", str(sample), "--json"], out, err)
    text = out.getvalue()
    plan = load_plan(sample).plan
    doc = result_to_json(compute(plan, load_catalog(), plan.scenarios[0].name))
    parsed = strict_loads(text)
    assert parsed == json.loads(json.dumps(finite(doc), allow_nan=False))  # every number as json writes it
    assert text.isascii()

    lines = text.splitlines()
    first = lines.index('  "workloads": [') + 1
    rows = lines[first:first + len(parsed["workloads"])]
    assert [json.loads(row.strip().rstrip(",")) for row in rows] == parsed["workloads"]
    assert all(row.startswith('    {"name":') for row in rows)
    assert lines[first + len(rows)] == "  ],"


NAMES = ["Café ☕", "naïve \u2028 line", 'emoji 😀 "quoted" \\ back', "tab\there", "日本語", "<script>&amp;",
         "50%, or %s"]


def hostile_plan() -> dict:
    """Every kind of workload line: unicode and escaped names, TLS, a single-server method, routing to another LPAR,
    a saturated queue (null response figures), tiny and huge rates, and workloads with errors."""
    every = json.loads((REPO / "tests" / "data" / "plans" / "v1" / "every-field.cicsplan.json").read_text())
    today = every["scenarios"][0]
    workloads = [{**today["workloads"][i % len(today["workloads"])], "name": f"{NAMES[i % len(NAMES)]} {i}",
                  "tps": 1.5 + i % 7} for i in range(60)]
    workloads[7]["tps"], workloads[11]["tps"], workloads[13]["tps"] = -3, 1e-9, 1234.5
    workloads[17]["ingress"] = "no-such-method"
    workloads.append({"name": "Wéb routed", "ingress": "cws-http-pooled", "tps": 400.0, "region": "TOR",
                      "app_gcp_ms": 0.8, "routing": [{"group": "AOR1", "share_pct": 60, "link": "ipic"},
                                                     {"group": "AOR2", "share_pct": 40}]})
    hardware = {**today["hardware"], "machine": "3931-710", "cps": 4, "weight": 300, "lpar_name": "PROD1",
                "partitions": [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 30}]}
    return {**{k: v for k, v in every.items() if k != "scenarios"}, "name": "hostile ✓", "hardware": hardware,
            "region_groups": [{"name": "TOR", "regions": 2}, {"name": "AOR", "regions": 4},
                              {"name": "AOR1", "regions": 2}, {"name": "AOR2", "lpar": "PROD2"}],
            "workloads": workloads}


def clean(doc: dict) -> dict:
    return {**doc, "workloads": [w for i, w in enumerate(doc["workloads"]) if i not in (7, 17)]}


PLANS = {**{p.name.split(".")[0]: (lambda p=p: load_plan(p).plan) for p in sorted(SAMPLES.glob("*.cicsplan.json"))},
         "hostile": lambda: load_plan_document(hostile_plan()).plan,
         "hostile-clean": lambda: load_plan_document(clean(hostile_plan())).plan}


@pytest.mark.parametrize("name", sorted(PLANS))
def test_the_text_written_from_numpy_is_the_plain_documents_byte_for_byte(name):
    """`compute --json` writes parts of its document ahead from numpy (issue 29: the response curve's figures, each
    method's observed figure once); the text is the one the plain document, every figure a Python number, gives."""
    plan = PLANS[name]()
    catalog = load_catalog()
    for scenario in plan.scenarios:
        result = compute(plan, catalog, scenario.name)
        assert result_json_text(result) == json_text_rows(result_to_json(result))
    if name == "hostile-clean":
        assert not result.errors and result_to_json(result)["totals"]["response_curve"]["workloads"]


def test_what_orjson_refuses_is_written_by_jsons_encoder_from_the_plain_document():
    plan = load_plan_document(clean(hostile_plan())).plan
    result = compute(plan, load_catalog())
    extra = {"ranges": {"beyond_64_bits": 2**70}}
    text = result_json_text(result, extra)
    assert text == json_text_rows({**result_to_json(result), **extra})
    assert '"beyond_64_bits": 1180591620717411303424' in text and "\\u00e9" in text


INGRESS = sorted(p.stem for p in (REPO / "models" / "ingress").glob("*.toml"))
# names as users type them and worse: quotes, backslashes, control characters, line separators, non-BMP unicode,
# a lone surrogate (orjson refuses it: json's encoder writes the document)
NAME_TEXT = st.text(st.characters(codec="utf-8"), max_size=8) | st.sampled_from(
    ['"', "\\", "\x00\x1f", "\u2028", "😀", "\ud800", ",\n,", "é"])


@st.composite
def generated_plans(draw) -> dict:
    """Plans of up to 8 workloads: any names, rates from none to saturating (null response figures), TLS,
    single-server methods, routing, and workloads in error (unknown method, negative rate)."""
    workloads = []
    for i in range(draw(st.integers(0, 8))):
        w = {"name": f"{draw(NAME_TEXT)} {i}", "ingress": draw(st.sampled_from([*INGRESS, "no-such-method"])),
             "tps": draw(st.sampled_from([0.0, 1e-9, 1.5, 300.0, 5000.0, 1e6, -3.0])),
             "region": draw(st.sampled_from(["TOR", "AOR1"]))}
        if w["ingress"] == "cws-http" and draw(st.booleans()):
            w["tls"] = "full"
        if w["region"] == "TOR" and draw(st.booleans()):
            w["routing"] = [{"group": "AOR1", "share_pct": 100}]
        workloads.append(w)
    return {"format": "cicsplan", "version": 1, "name": draw(NAME_TEXT),
            "hardware": {"machine": "3931-705", "cps": draw(st.integers(1, 5)), "ziips": draw(st.integers(0, 2))},
            "region_groups": [{"name": "TOR", "regions": 2}, {"name": "AOR1", "regions": 3}],
            "workloads": workloads}


@settings(max_examples=budget(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=generated_plans())
def test_fuzz_the_text_written_from_columns_is_the_plain_documents_byte_for_byte(doc):
    """`compute --json` writes its workloads' lines from the engine's columns (issue 29); for any plan the text is
    the one the plain document (every figure a Python number in a dict) gives, and reads back as it."""
    plan = load_plan_document(doc).plan
    result = compute(plan, load_catalog())
    plain = result_to_json(result)
    text = result_json_text(result)
    assert text == json_text_rows(plain)
    assert strict_loads(text) == json.loads(json.dumps(finite(plain), allow_nan=False))
