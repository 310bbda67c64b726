"""No output of ``--json`` holds NaN or Infinity (not JSON: a reader in another language stops at them), over
generated plans: ``compute --json`` with and without ``--ranges``, ``compare --json`` and ``size --json``.

Each document is checked twice: as its builder makes it (every number finite or null, so a figure that is not
defined is said so by the builder, with its note) and as the command prints it (strict JSON)."""

from __future__ import annotations

import functools
import io
import json
import math
from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget
from tests.model.test_properties import IDS, MACHINES

from cicsplan.cli.main import run_cli
from cicsplan.core.analysis.compare import compare_plan, comparison_to_json
from cicsplan.core.analysis.ranges import compute_ranges, ranges_to_json
from cicsplan.core.analysis.sizing import SizingError, size_plan, sizing_to_json
from cicsplan.core.catalog.catalog import Catalog, load_catalog
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import plan_from_json

STRICT = settings(max_examples=budget(25), deadline=timedelta(seconds=60),
                  suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
NONE_NAMES = ["none"]  # the ingress that counts only the application CPU


@st.composite
def workloads(draw, index: int) -> dict:
    w = {"name": f"w{index}", "ingress": draw(st.sampled_from(IDS + NONE_NAMES * 6)),
         "tps": draw(st.sampled_from([0, 0.001, 1, 250.5, 5000, 1e6]))}
    if draw(st.booleans()):
        w["app_gcp_ms"] = draw(st.sampled_from([0, 0.0001, 0.5, 3, 1000]))
    if draw(st.booleans()):
        w["payload_in_bytes"] = draw(st.sampled_from([0, 1, 1920, 32000]))
    return w


@st.composite
def scenarios(draw, index: int) -> dict:
    return {"name": f"S{index}",
            "hardware": {"machine": draw(st.sampled_from(MACHINES)), "cps": draw(st.integers(1, 8)),
                         "ziips": draw(st.integers(0, 3)),
                         "existing_cp_busy_pct": draw(st.sampled_from([0, 50, 99.9, 100])),
                         "existing_ziip_busy_pct": draw(st.sampled_from([0, 100]))},
            "workloads": [draw(workloads(i)) for i in range(draw(st.integers(0, 5)))]}


@st.composite
def plans(draw) -> dict:
    return {"format": "cicsplan", "version": 1, "name": "generated",
            "scenarios": [draw(scenarios(k)) for k in range(draw(st.integers(1, 3)))]}


def assert_finite(doc, where: str) -> None:
    stack = [(doc, where)]
    while stack:
        node, path = stack.pop()
        if isinstance(node, dict):
            stack.extend((v, f"{path}.{k}") for k, v in node.items())
        elif isinstance(node, list | tuple):
            stack.extend((v, f"{path}[{i}]") for i, v in enumerate(node))
        elif isinstance(node, float):
            assert math.isfinite(node), f"{node} at {path}"


def printed(*args: str) -> tuple[int, object]:
    out, err = io.StringIO(), io.StringIO()
    code = run_cli(list(args), out, err)

    def refuse(name):
        raise AssertionError(f"{name} in the output of cicsplan {' '.join(args)}")

    return code, (json.loads(out.getvalue(), parse_constant=refuse) if out.getvalue() else None)


@functools.cache
def catalog() -> Catalog:
    return load_catalog()  # not a fixture: hypothesis would print all of it with a failing example


@STRICT
@given(doc=plans())
def test_every_json_document_is_finite(tmp_path, doc):
    plan = plan_from_json(doc)
    for scenario in plan.scenarios:
        result = compute(plan, catalog(), scenario.name)
        assert_finite(result_to_json(result), f"compute of {scenario.name}")
        if not result.errors:
            assert_finite(ranges_to_json(compute_ranges(result, catalog(), samples=50), result.resolved.names),
                          f"ranges of {scenario.name}")
    assert_finite(comparison_to_json(compare_plan(plan, catalog())), "compare")
    path = tmp_path / "generated.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    for args in (["compute", "--json"], ["compute", "--json", "--ranges"], ["compare", "--json"]):
        code, printed_doc = printed(*args[:1], str(path), *args[1:])
        assert code in (0, 2) and (printed_doc is not None or code == 2)


@settings(STRICT, max_examples=budget(6))
@given(doc=plans())
def test_sizing_is_finite(tmp_path, doc):
    plan = plan_from_json(doc)
    try:
        sizing = size_plan(plan, catalog(), "3931", None, None)
    except SizingError:
        return  # nothing to size: said in a sentence (tests/cli/test_empty_plan.py)
    assert_finite(sizing_to_json(sizing), "size")
    path = tmp_path / "generated.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, _ = printed("size", str(path), "--type", "3931", "--json")
    assert code in (0, 2)


def test_a_sizing_candidate_the_existing_work_overfills_has_no_infinite_busy(write_plan):
    """The case found: no zIIPs on a candidate while the plan's existing zIIP work is 100% busy."""
    path = write_plan({"format": "cicsplan", "version": 1, "name": "full",
                       "hardware": {"machine": "2817-M80", "cps": 1, "ziips": 1, "existing_ziip_busy_pct": 100},
                       "workloads": [{"name": "w0", "ingress": "3270", "tps": 1000000}]})
    code, doc = printed("size", str(path), "--type", "3931", "--json")
    assert code in (0, 2) and doc["candidates"]
    assert_finite(sizing_to_json(size_plan(plan_from_json(json.loads(path.read_text())), catalog(), "3931", None,
                                           None)), "size")


def test_an_ingress_none_workload_without_application_cpu_has_no_infinite_tornado(write_plan):
    """The case found: every limit's rate is infinite, so the tornado's ends were Infinity and its swing NaN."""
    path = write_plan({"format": "cicsplan", "version": 1, "name": "plain",
                       "hardware": {"machine": "2817-779", "cps": 3, "ziips": 1},
                       "workloads": [{"name": "plain", "ingress": "none", "tps": 100}]})
    code, doc = printed("compute", str(path), "--json", "--ranges")
    assert code == 0 and doc["ranges"]["tornado"]["bars"] == []
    assert "no limit is reached by this mix at any rate: no range of the maximum rate and no tornado" in \
        doc["ranges"]["notes"]
    out = io.StringIO()
    run_cli(["compute", str(path), "--ranges"], out, io.StringIO())
    assert "inf" not in out.getvalue() and "nan" not in out.getvalue()
