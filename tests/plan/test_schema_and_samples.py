"""The JSON Schema is generated from the field table; the samples satisfy it and compute cleanly."""

import json

import jsonschema
import pytest

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan
from cicsplan.core.plan.schema import plan_schema
from conftest import REPO, SAMPLES

SAMPLE_FILES = sorted(SAMPLES.glob("*.cicsplan.json"))


def test_committed_schema_is_the_generated_one():
    committed = json.loads((REPO / "docs" / "plan.schema.json").read_text(encoding="utf-8"))
    assert committed == plan_schema(), "run: cicsplan schema > docs/plan.schema.json"


@pytest.mark.parametrize("path", SAMPLE_FILES + sorted((REPO / "tests" / "data" / "plans").glob("*.json")),
                         ids=lambda p: p.name)
def test_files_satisfy_the_schema(path):
    jsonschema.validate(json.loads(path.read_text(encoding="utf-8")), plan_schema())


def test_schema_rejects_what_the_loader_rejects():
    validator = jsonschema.Draft202012Validator(plan_schema())
    assert not validator.is_valid({"format": "other", "version": 1})
    assert not validator.is_valid({"format": "cicsplan", "version": 2})
    assert not validator.is_valid({"format": "cicsplan", "version": 1, "workloads": [], "scenarios": [{"name": "a"}]})
    assert not validator.is_valid({"format": "cicsplan", "version": 1, "workloads": [{"name": "x", "tps": 1}]})


def test_one_sample_per_family_at_the_reference(catalog):
    families = set()
    for path in SAMPLE_FILES:
        plan = load_plan(path).plan
        result = compute(plan, catalog)
        assert not result.errors, (path.name, result.errors)
        assert not result.warnings, (path.name, [w.text() for w in result.warnings])
        hw = result.resolved.hardware
        measured = [i for i in result.resolved.ingress if i in catalog.models]
        if measured:  # samples of ingress methods sit at the measurement LPAR of their paper
            assert (hw["machine"], hw["cps"], hw["ziips"]) == ("2817-779", 3, 1)
        families |= {catalog.get(i).family for i in measured}
    assert families == set(catalog.families)
