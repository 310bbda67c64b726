"""Whole columns of numbers for JSON: exactly the floats that converting and rounding each value with Python gives
(``round(v, 6)``), None where a value is not finite; and a table's rows written as JSON text from numpy, the same
text as writing those Python numbers."""

from __future__ import annotations

import json
import math

import numpy as np
import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from tests.fuzzing import budget

from cicsplan.core.common.json_numbers import (
    keyed_figures,
    numbers,
    rounded,
    rounded_row_texts,
    rounded_rows,
    rounded_texts,
)


def one_by_one(values, digits: int) -> list[float | None]:
    return [round(float(v), digits) if math.isfinite(v) else None for v in np.ravel(values)]


def same(a: list, b: list) -> bool:
    """Equal and of the same types: 0.0 and -0.0 apart (JSON writes them differently), no int for a float."""
    return len(a) == len(b) and all(type(x) is type(y) and (x is None or math.copysign(1, x) == math.copysign(1, y))
                                    and x == y for x, y in zip(a, b, strict=True))


def test_halves_that_numpy_rounds_the_other_way_are_rounded_as_python_does():
    halves = (np.arange(1, 20_000) + 0.5) / 1e6  # 2.5e-06 and the like: numpy gives 2e-06, Python 3e-06
    assert np.round(halves, 6).tolist() != one_by_one(halves, 6)  # numpy's own rounding differs here
    assert same(rounded(halves, 6), one_by_one(halves, 6))


def test_every_kind_of_value():
    values = np.array([0.0, -0.0, 1.0, -1.5, 1e-300, 5e-324, 1e300, -1e308, 2.0**52 + 0.5, 2.0**60, 123456.7890125,
                       np.nan, np.inf, -np.inf, 0.1 + 0.2, 1 / 3, 9_999_999.9999995])
    assert same(rounded(values, 6), one_by_one(values, 6))
    assert same(numbers(values), [float(v) if math.isfinite(v) else None for v in values])
    assert rounded(np.zeros((0, 3)), 6) == [] and numbers([]) == []


def test_a_two_dimensional_array_is_flattened_row_by_row():
    grid = np.arange(6, dtype=float).reshape(2, 3) / 7
    assert same(rounded(grid, 6), one_by_one(grid, 6))
    assert numbers(grid.T) == [float(v) for v in grid.T.ravel()]


@settings(max_examples=budget(300), deadline=None)
@given(hnp.arrays(np.float64, st.integers(0, 50), elements=st.floats(allow_nan=True, allow_infinity=True)),
       st.integers(0, 9))
def test_fuzz_rounded_is_round_of_each(values, digits):
    assert same(rounded(values, digits), one_by_one(values, digits))
    assert same(numbers(values), [float(v) if math.isfinite(v) else None for v in values])


@settings(max_examples=budget(200), deadline=None)
@given(hnp.arrays(np.float64, st.tuples(st.integers(0, 6), st.integers(0, 8)),
                  elements=st.floats(allow_nan=True, allow_infinity=True)), st.integers(0, 9), st.booleans())
def test_fuzz_rounded_rows_are_round_of_each_row_by_row(table, digits, transposed):
    """A response curve's rows: the table (or its transpose, a view numpy does not copy) one list per row, and
    each row's text as the writer writes those numbers."""
    table = table.T if transposed else table
    rows = rounded_rows(table, digits)
    assert len(rows) == table.shape[0]
    for row, values in zip(rows, table, strict=True):
        assert same(row, one_by_one(values, digits))
    assert_texts_are_rows_written(table, digits)


def test_rounded_rows_round_the_halves_numpy_rounds_the_other_way_as_python_does():
    halves = ((np.arange(1, 20_001) + 0.5) / 1e6).reshape(40, 500).T  # a transposed view, as the curve's is
    assert [one_by_one(row, 6) for row in halves] == rounded_rows(halves, 6)
    assert np.round(halves, 6).tolist() != rounded_rows(halves, 6)
    with pytest.raises(ValueError, match="not 1 dimensions"):
        rounded_rows(halves[0], 6)


def written(text: bytes) -> bytes:
    return b"[" + text + b"]"  # a row's text between its brackets, as the writer puts it in its line


def assert_texts_are_rows_written(table, digits: int) -> None:
    """``rounded_row_texts`` is each row of ``rounded_rows`` as orjson writes it from Python numbers, and reads back
    with json's own reader as exactly those numbers."""
    rows = rounded_rows(table, digits)
    texts = rounded_row_texts(table, digits)
    assert [written(text) for text in texts] == [orjson.dumps(row) for row in rows]
    assert all(same(json.loads(written(text)), row) for text, row in zip(texts, rows, strict=True))


HOSTILE = [0.0, -0.0, 1.0, -1.5, np.nan, np.inf, -np.inf, 1e-300, 5e-324, -5e-324, 1e300, -1e308,
           1.7976931348623157e308, 1e303, 1e-7, 1e-5, 0.00012345675, 1e16, 1e22, 2.0**53, 2.0**52 + 0.5,
           0.1 + 0.2, 1 / 3, 2.5e-06, 9_999_999.9999995, 123456.7890125, -0.0000004]


def test_row_texts_are_the_rows_as_the_writer_writes_python_numbers():
    """Each row's text is what orjson writes for the row as Python numbers (the document before issue 29's fast
    writer) and reads back, with json's own reader, as exactly those numbers: null where not finite, -0.0 with its
    sign, 1e-07 and 1e+16 as the same floats."""
    table = np.array(HOSTILE * 3, dtype=float).reshape(3, -1)
    table[1] = table[1][::-1]
    for digits in (0, 2, 6, 9):
        assert_texts_are_rows_written(table, digits)


def test_row_texts_of_views_other_types_and_empty_tables():
    grid = (np.arange(24).reshape(4, 6) - 12) / 7
    for table in (grid, grid.T, grid[:, ::2], np.arange(12).reshape(3, 4), np.zeros((0, 5)), np.zeros((3, 0))):
        assert_texts_are_rows_written(table, 6)
    with pytest.raises(ValueError, match="not 1 dimensions"):
        rounded_row_texts(grid[0], 6)



def test_keyed_figures_are_each_rows_keys_and_figures_as_orjson_writes_python_numbers():
    """The workloads' lines of `compute --json` are written from columns (issue 29): each row is its keys and its
    figures as orjson writes the same row's Python numbers (null where not finite, -0.0 with its sign)."""
    columns = [np.array(HOSTILE), np.array(HOSTILE[::-1]), np.arange(len(HOSTILE)) - 3]
    keys = [b'\n{"a":', b',"b":', b',"c":', b"}"]
    expected = b"".join(b"\n" + orjson.dumps({"a": a, "b": b, "c": float(c)})
                        for a, b, c in zip(*(numbers(column) for column in columns), strict=True))
    assert keyed_figures(keys, *columns) == expected
    assert keyed_figures([b"[", b"]"], np.zeros(0)) == b""


def test_keyed_figures_need_one_key_more_than_columns_and_columns_of_one_length():
    with pytest.raises(ValueError, match="3 keys for 2 columns, not 2"):
        keyed_figures([b"a", b"b"], [1.0], [2.0])
    with pytest.raises(ValueError):
        keyed_figures([b"a", b"b", b"c"], [1.0, 2.0], [3.0])


def test_rounded_texts_are_rounded_as_orjson_writes_them():
    for digits in (0, 6):
        assert rounded_texts(HOSTILE, digits) == [orjson.dumps(x) for x in rounded(HOSTILE, digits)]
    assert rounded_texts([], 6) == []
