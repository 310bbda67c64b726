"""The readable JSON layout of `compute --json`: the same document as any JSON writer gives, strict (no NaN or
Infinity), with an object's keys one to a line and each element of a list of objects on one line."""

from __future__ import annotations

import json
import math

import numpy as np
import orjson
import pytest
from hypothesis import given, settings
from tests.fuzzing import budget, json_values

from cicsplan.core.common.json_text import Lines, finite, interleaved, json_text_rows, member_texts, value_texts


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
    {"name":"a","by":{"CICS":1.5}},
    {"name":"b","by":{}}
  ],
  "curve": {
    "total_tps": [0.0,1.5,3.0],
    "workloads": [
      {"name":"a","response_ms":[1.0,null]}
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


def test_what_the_fast_writer_refuses_is_written_the_same_way():
    """An integer beyond 64 bits or a lone surrogate (orjson refuses both) goes through json's encoder: the same
    layout, the same numbers."""
    doc = {"a": [{"n": 2**70, "t": "\ud800", "x": 0.1}, {"n": 1}], "b": {"c": [1, 2]}}
    text = json_text_rows(doc)
    assert text == """{
  "a": [
    {"n":1180591620717411303424,"t":"\\ud800","x":0.1},
    {"n":1}
  ],
  "b": {
    "c": [1,2]
  }
}"""
    assert strict_loads(text) == doc
    assert json_text_rows({**doc, "a": [{"n": 7, "t": "x", "x": 0.1}, {"n": 1}]}) == text.replace(
        "1180591620717411303424", "7").replace("\\ud800", "x")


def test_text_beyond_ascii_is_escaped_as_json_escapes_it():
    """The text reads the same in any console code page: every character beyond ASCII as its \\u escape."""
    doc = {"workloads": [{"name": "Zürich 😀 \u2028"}], "plan": "Genève"}
    text = json_text_rows(doc)
    assert text.isascii()
    assert '"Z\\u00fcrich \\ud83d\\ude00 \\u2028"' in text and '"Gen\\u00e8ve"' in text
    assert strict_loads(text) == doc


def test_numpy_numbers_read_back_as_the_python_numbers_they_hold():
    """A float32 is written as the float it widens to (as json's writer, via .item(), always wrote it), not as
    its own shortest text: every number parses as before."""
    doc = {"rows": [{"f": np.float32(0.1), "i": np.int64(2**40), "b": np.bool_(True), "z": np.array(2.5)}]}
    assert strict_loads(json_text_rows(doc)) == {"rows": [{"f": float(np.float32(0.1)), "i": 2**40, "b": True,
                                                            "z": 2.5}]}


def test_lines_written_ahead_are_placed_as_a_list_of_objects_is():
    """A list already written as lines (the workloads and the response curve of `compute --json`, issue 29) takes
    the place and indentation the same list of objects gets."""
    rows = [{"name": "a", "by": {"CICS": 1.5}}, {"name": "b\n\"c\"", "by": {}}]
    ahead = Lines.joined(interleaved([b"\n", value_texts(rows)], len(rows)))
    assert json_text_rows({"x": {"workloads": ahead}, "y": Lines(b"")}) == json_text_rows(
        {"x": {"workloads": rows}, "y": []})


HOSTILE_TEXTS = ['say "hi"', "back\\slash", "tab\there", "line\nbreak", "\x00\x1f\x7f", "😀 non-BMP", "\u2028",
                 "", ",\n,", None, 1.5, -0.0, [1, ",\n,"], {"k": "v"}]


def test_value_texts_are_each_value_as_orjson_writes_it_alone():
    assert value_texts(HOSTILE_TEXTS) == [orjson.dumps(value) for value in HOSTILE_TEXTS]
    assert value_texts([]) == []
    with pytest.raises(TypeError):  # what orjson refuses still raises (its callers then use json's encoder)
        value_texts(["fine", "\ud800"])


def test_member_texts_follow_other_members_inside_an_object():
    objects = [{}, {"tls": "full"}, {"servers_needed": None, "tls": 'a"b'}, {}]
    texts = member_texts(objects)
    assert texts[0] == texts[3] == b""
    assert [orjson.loads(b'{"name":1' + text + b"}") for text in texts] == [{"name": 1, **o} for o in objects]


def test_interleaved_refuses_a_column_of_another_length():
    assert b"".join(interleaved([b"<", [b"a", b"b"], b">"], 2)) == b"<a><b>"
    with pytest.raises(ValueError):
        interleaved([b"<", [b"a"], b">"], 2)
