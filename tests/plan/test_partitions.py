"""hardware.weight and hardware.partitions: stored as the file holds them and round-tripped; the file's shape checked
when it is read, each value by the engine with an error naming it (hardware.partitions[1].weight) and the range."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest
from tests.conftest import minimal_plan

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import PlanLoadError, load_plan_document, plan_to_text
from cicsplan.core.plan.schema import plan_schema

PARTITIONS = [
    {"name": "QCK2", "logical_cps": 2, "weight": 25, "busy_pct": 0.26, "dedicated": False,
     "caps": {"initial": False, "absolute": False, "group": False, "defined_msu": 0}},
    {"name": "DB2P", "logical_cps": 4, "logical_ziips": 2, "weight": 300, "ziip_weight": 200, "busy_pct": 61.5,
     "ziip_busy_pct": 12.0, "caps": {"defined_msu": 300, "site_cap": "kept"}, "site_note": "kept as it is"},
]


def plan_with(**hardware) -> dict:
    doc = minimal_plan()
    doc["hardware"].update(hardware)
    return doc


def test_existing_plans_load_with_no_partitions():
    loaded = load_plan_document(minimal_plan())
    assert loaded.plan.scenario().partitions == []
    assert "partitions" not in json.loads(plan_to_text(loaded.plan))["hardware"]


def test_partitions_and_weight_round_trip_unchanged():
    doc = plan_with(weight=52, partitions=copy.deepcopy(PARTITIONS))
    loaded = load_plan_document(doc)
    assert loaded.warnings == []  # neither is an unknown field
    (db2p,) = [p for p in loaded.plan.scenario().partitions if p.get("name") == "DB2P"]
    assert db2p.get("caps.defined_msu") == 300 and db2p.get("weight") == 300  # each value under its path
    again = json.loads(plan_to_text(loaded.plan))
    assert again["hardware"]["partitions"] == PARTITIONS and again["hardware"]["weight"] == 52
    jsonschema.validate(again, plan_schema())


@pytest.mark.parametrize(("change", "where", "message"), [
    ({"weight": 1500}, "hardware.partitions[1].weight", "CP weight is 1500; allowed range 1 to 999"),
    ({"logical_cps": 2.5}, "hardware.partitions[1].logical_cps", "whole number (0 to 256 CPs), not 2.5"),
    ({"busy_pct": "high"}, "hardware.partitions[1].busy_pct", "CP busy must be a number (0 to 100 %)"),
    ({"dedicated": "maybe"}, "hardware.partitions[1].dedicated", "Dedicated must be yes or no, not 'maybe'"),
    ({"caps": {"defined_msu": -3}}, "hardware.partitions[1].caps.defined_msu",
     "Defined capacity is -3; allowed range 0 to 1,000,000 MSU"),
    ({"name": ""}, "hardware.partitions[1].name", "the partition's name is required"),
    ({"name": "qck2"}, "hardware.partitions[1].name", "'qck2' is also the name of other LPAR 1"),
])
def test_bad_partition_values_are_errors_naming_the_value(catalog, change, where, message):
    partitions = copy.deepcopy(PARTITIONS)
    partitions[1].update(change)
    loaded = load_plan_document(plan_with(weight=52, machine_ziips=4, partitions=partitions))  # the plan opens
    result = compute(loaded.plan, catalog)
    texts = [i.text() for i in result.errors]
    assert any(where in t and message in t for t in texts), texts
    assert not result.resolved.valid.any()  # an error in the machine's LPARs stops every figure


@pytest.mark.parametrize(("partitions", "message"), [
    ({"name": "X"}, "'hardware.partitions' must be a list of partition objects"),
    (["QCK2"], "'hardware.partitions[0]' must be an object"),
    ([{"name": "X", "caps": [1]}], "'hardware.partitions[0].caps' must be an object"),
    ([{"name": "X", "weight": [1]}], "'hardware.partitions[0].weight' must be a number, yes/no or text, not a list"),
])
def test_a_wrong_shape_is_refused_when_read(partitions, message):
    with pytest.raises(PlanLoadError, match=message.replace("[", r"\[").replace("]", r"\]")):
        load_plan_document(plan_with(partitions=partitions))


def test_weight_out_of_range_is_an_error_on_the_hardware_field(catalog):
    result = compute(load_plan_document(plan_with(weight=0)).plan, catalog)
    (issue,) = [i for i in result.errors if i.field == "weight"]
    assert issue.scope == "hardware" and "1 to 999" in issue.message
