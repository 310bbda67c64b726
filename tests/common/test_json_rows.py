"""The readable JSON layout of `compute --json`: the same document as any JSON writer gives, strict (no NaN or
Infinity), with an object's keys one to a line and each element of a list of objects on one line."""

from __future__ import annotations

import json
import math

import numpy as np
from hypothesis import given, settings
from tests.fuzzing import budget, json_values

from cicsplan.core.common.json_text import finite, json_text_rows


def strict_loads(text: str):
    def refuse(constant: str):
        raise AssertionError(f"{constant} is not JSON")
    return json.loads(text, parse_constant=refuse)


def test_the_layout():
    doc = {"format": "x", "hardware": {"cps": 3, "ziips": 1}, "workloads": [{"name": "a", "by": {"CICS": 1.5}},
                                                                             {"name": "b", "by": {}}],
           "curve": {"total_tps": [0.0, 1.5, 3.0], "workloads": [{"name": "a", "response_ms": [1.0, None]}]},
           "errors": [], "notes": {}}
    assert json_text_rows(doc) == """{
  "format": "x",
  "hardware": {
    "cps": 3,
    "ziips": 1
  },
  "workloads": [
    {"name": "a", "by": {"CICS": 1.5}},
    {"name": "b", "by": {}}
  ],
  "curve": {
    "total_tps": [0.0, 1.5, 3.0],
    "workloads": [
      {"name": "a", "response_ms": [1.0, null]}
    ]
  },
  "errors": [],
  "notes": {}
}"""


def test_what_is_not_finite_is_null_and_numpy_numbers_are_numbers():
    doc = {"a": math.nan, "b": [1, {"c": -math.inf, "d": np.float64(2.5), "e": np.int64(7)}], "f": np.float32("nan")}
    assert strict_loads(json_text_rows(doc)) == {"a": None, "b": [1, {"c": None, "d": 2.5, "e": 7}], "f": None}


@settings(max_examples=budget(300), deadline=None)
@given(json_values)
def test_fuzz_any_document_reads_back_as_the_strict_document(doc):
    text = json_text_rows(doc)
    expected = json.loads(json.dumps(finite(doc)))
    assert strict_loads(text) == expected, text
    assert text.isascii()
