"""The JSON result's builder: what it does to the process around it (the cyclic collector it holds off while
it builds), to the figures it shares between workloads, and that each workload's figures are its own."""

from __future__ import annotations

import gc
import math

import numpy as np
import pytest

from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.core.plan.planio import load_plan
from conftest import SAMPLES, minimal_plan


@pytest.fixture
def result(catalog):
    doc = minimal_plan(ingress="cws-http", tps=300)
    doc["workloads"].append({"name": "v", "ingress": "cws-http", "tps": 200})
    return compute(plan_from_json(doc), catalog)


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_left_as_it_was(result, enabled):
    """The workbook keeps the collector off while its worker threads run (gui/gc_guard.py): building a document
    may not turn it back on, nor leave it off for a process that had it on."""
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        result_to_json(result)
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()


def test_workloads_of_one_method_have_their_own_observed_figures(result):
    workloads = result_to_json(result)["workloads"]
    by_method: dict[str, list[dict]] = {}
    for entry in workloads:
        if "observed_one_region_tps" in entry:
            by_method.setdefault(entry["ingress"], []).append(entry["observed_one_region_tps"])
    first, second = by_method["cws-http"]
    assert first == second and first is not second  # changing one workload's copy changes no other
    assert first["table"] == "Table 6" and first["label"] == "observed one-region throughput, not a limit proven"


def _figure(value) -> float | None:
    """A figure as the document holds it: None where the engine's number is not finite."""
    return None if value is None or not math.isfinite(value) else value


@pytest.mark.parametrize("sample", sorted(SAMPLES.glob("*.cicsplan.json")), ids=lambda p: p.name.split(".")[0])
def test_every_workload_figure_is_the_engines_own_for_its_row_and_space(catalog, sample):
    """The document is built column by column (issue 29); each workload's figures are still the engine's for that
    workload, and its address spaces exactly those it uses, in the engine's order, each with its own figures."""
    plan = load_plan(sample).plan
    for scenario in plan.scenarios:
        result = compute(plan, catalog, scenario.name)
        doc = result_to_json(result)
        uses = np.asarray(result.ctx.uses, dtype=bool)
        assert [w["name"] for w in doc["workloads"]] == result.resolved.names
        for i, entry in enumerate(doc["workloads"]):
            if not result.resolved.valid[i]:
                assert entry["by_address_space"] == {} and entry["cpu_ms_per_tran"]["total"] is None
                continue
            cpu = entry["cpu_ms_per_tran"]
            assert (cpu["total"], cpu["gcp"], cpu["ziip"], cpu["ziip_eligible"]) == tuple(
                result.value(key, i) for key in ("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms", "wl_eligible_ms"))
            assert entry["response_ms"]["total"] == result.value("response_ms", i)
            assert entry["response_ms"]["qr_wait_ms"] == result.value("qr_wait_ms", i)
            assert entry["qr_cpu_ms"] == result.value("qr_cpu_ms", i)
            used = [a for a in range(len(result.spaces)) if uses[i, a]]
            assert list(entry["by_address_space"]) == [result.spaces[a] for a in used]
            for a in used:
                cell = entry["by_address_space"][result.spaces[a]]
                assert cell == {name: _figure(result.value(key, i, a)) for name, key in (
                    ("gcp_ms", "gcp_ms"), ("ziip_ms", "ziip_ms"), ("ziip_eligible_ms", "eligible_ms"),
                    ("spill_ms", "spill_ms"), ("total_ms", "total_ms"), ("cpu_pct", "cpu_pct"))}, (i, a)
            assert entry["errors"] == [x.message for x in result.workload_issues(i) if x.severity == "error"]
            assert entry["warnings"] == [x.message for x in result.workload_issues(i) if x.severity == "warning"]


def test_a_workload_with_errors_keeps_its_place_and_says_why(catalog):
    doc = minimal_plan(ingress="cws-http", tps=300)
    doc["workloads"] += [{"name": "bad", "ingress": "no-such-method", "tps": 5},
                         {"name": "after", "ingress": "3270", "tps": 100}]
    result = compute(plan_from_json(doc), catalog)
    workloads = result_to_json(result)["workloads"]
    assert [w["name"] for w in workloads] == ["w", "bad", "after"]
    bad = workloads[1]
    assert bad["cpu_ms_per_tran"] == {"total": None, "gcp": None, "ziip": None, "ziip_eligible": None}
    assert bad["errors"] and bad["notes"]["cpu_ms_per_tran"].startswith("not computed: ")
    assert "no-such-method" in bad["notes"]["cpu_ms_per_tran"]
