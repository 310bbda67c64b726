"""The JSON result's builder: what it does to the process around it (the cyclic collector it holds off while
it builds) and to the figures it shares between workloads."""

from __future__ import annotations

import gc

import pytest

from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import plan_from_json
from conftest import minimal_plan


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
