"""`compute --json` as text (docs/result-format.md): strict JSON whose numbers read back as the document's own
(written by orjson since issue 29; json's own writer is the reference), one workload to a line for grep."""

from __future__ import annotations

import io
import json

import pytest

from cicsplan.cli.main import run_cli
from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.common.json_text import finite
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.planio import load_plan
from conftest import SAMPLES


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
