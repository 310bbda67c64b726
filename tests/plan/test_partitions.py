"""hardware.weight and hardware.partitions: stored, checked with a sentence naming the field, round-tripped, and
changing no figure (the LPAR-sharing model comes later)."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest
from tests.conftest import minimal_plan

from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.planio import PlanLoadError, load_plan_document, plan_to_text
from cicsplan.core.plan.schema import plan_schema

PARTITIONS = [
    {"name": "QCK2", "logical_cps": 2, "weight": 25, "busy_pct": 0.26, "dedicated": False,
     "caps": {"initial": False, "absolute": False, "group": False, "defined_msu": 0}},
    {"name": "DB2P", "logical_cps": 4, "logical_ziips": 2, "weight": 300, "ziip_weight": 200, "busy_pct": 61.5,
     "ziip_busy_pct": 12.0, "caps": {"defined_msu": 300}, "site_note": "kept as it is"},
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
    assert loaded.plan.scenario().partitions == PARTITIONS
    again = json.loads(plan_to_text(loaded.plan))
    assert again["hardware"]["partitions"] == PARTITIONS and again["hardware"]["weight"] == 52
    jsonschema.validate(again, plan_schema())


def test_partitions_change_no_figure(catalog):
    plain = compute(load_plan_document(minimal_plan()).plan, catalog)
    shared = compute(load_plan_document(plan_with(weight=52, partitions=PARTITIONS)).plan, catalog)
    assert not shared.errors
    assert result_to_json(shared) == result_to_json(plain)  # the whole result: hardware, workloads, totals


@pytest.mark.parametrize(("change", "message"), [
    ({"weight": 1500}, "'hardware.partitions[1].weight' is 1500; allowed 1 to 999"),
    ({"logical_cps": 2.5}, "'hardware.partitions[1].logical_cps' is 2.5; a whole number 0 to 256"),
    ({"busy_pct": "high"}, "'hardware.partitions[1].busy_pct' must be a number"),
    ({"dedicated": "yes"}, "'hardware.partitions[1].dedicated' must be true or false"),
    ({"caps": {"defined_msu": -3}}, "'hardware.partitions[1].caps.defined_msu' is -3; allowed 0 to 1,000,000 MSU"),
    ({"caps": [1]}, "'hardware.partitions[1].caps' must be an object"),
    ({"name": ""}, "'hardware.partitions[1].name' must be the partition's name"),
    ({"name": "qck2"}, "'hardware.partitions[1].name' is 'qck2', the name of partition 0 as well"),
])
def test_bad_partition_values_are_named(change, message):
    partitions = copy.deepcopy(PARTITIONS)
    partitions[1].update(change)
    with pytest.raises(PlanLoadError) as caught:
        load_plan_document(plan_with(partitions=partitions))
    assert message in str(caught.value)


def test_partitions_must_be_a_list():
    with pytest.raises(PlanLoadError, match="'hardware.partitions' must be a list of partition objects"):
        load_plan_document(plan_with(partitions={"name": "X"}))


def test_weight_out_of_range_is_an_error_on_the_hardware_field(catalog):
    result = compute(load_plan_document(plan_with(weight=0)).plan, catalog)
    (issue,) = [i for i in result.errors if i.field == "weight"]
    assert issue.scope == "hardware" and "1 to 999" in issue.message
