"""Columns of numbers for JSON documents, converted in one step for a whole array: each value a Python float,
or None where it is not finite; rounded to decimals exactly as Python's ``round`` rounds each one.

A document of 10,000 workloads holds about a million numbers: converting them one at a time in Python takes
most of a second, numpy does it in milliseconds. numpy's own rounding (scale, round to an integer, scale back)
can differ from Python's correctly rounded ``round`` in the last bit where the scaled value lies within its own
rounding error of a half; those few values, and any too large to scale exactly, are rounded by Python's
``round``, so the figures are the same as rounding each value with it.
"""

from __future__ import annotations

from typing import Any

import numpy as np

_EXACT_BELOW = 2.0**52  # a scaled value from here up has no fraction left to round by scaling


def numbers(values: Any) -> list[float | None]:
    """Every value of ``values`` (flattened) as a float, or None where it is not finite."""
    array = np.ravel(np.asarray(values, dtype=float))
    return _listed(array, np.isfinite(array))


def _listed(array: np.ndarray, finite: np.ndarray) -> list[float | None]:
    """``array`` as a list of floats, None where ``finite`` is false (a response curve is half saturated: setting
    each None in the list one by one took longer than filling an object array)."""
    if finite.all():
        return array.tolist()
    out = np.full(array.shape, None, dtype=object)
    out[finite] = array[finite]
    return out.tolist()


def rounded(values: Any, digits: int) -> list[float | None]:
    """``numbers(values)``, each rounded to ``digits`` decimals as ``round(value, digits)`` gives it."""
    array = np.ravel(np.asarray(values, dtype=float))
    return _listed(_round_as_python(array, digits), np.isfinite(array))


def rounded_rows(values: Any, digits: int) -> list[list[float | None]]:
    """A table (rows x columns) as ``rounded`` gives each value, one list per row: numpy makes the rows' lists
    (a response curve of 10,000 workloads: half the time of cutting them from one long list)."""
    array = _table(values)
    return _listed(_round_as_python(array, digits), np.isfinite(array))


def rounded_row_texts(values: Any, digits: int) -> list[bytes]:
    """Each row of a table (rows x columns) as the JSON text of ``rounded_rows`` of it, between its brackets
    (b"1.5,null"), written once for a document the writer only copies (json_text.json_text_rows): numpy's array
    written by orjson, without a Python number for each figure (a response curve of 10,000 workloads holds
    600,000). orjson writes a float64 array's figures as it writes Python's floats (the shortest text that reads
    back to the same float, -0.0 with its sign) and NaN and infinity as null; the figures are rounded before, in
    float64 (a view of another dtype or order would be refused: copied to contiguous float64 first)."""
    array = _table(values)
    import orjson  # only where a document is written (it imports dataclasses, uuid and more: 30 ms)

    if not array.shape[0]:
        return []
    table = np.ascontiguousarray(_round_as_python(array, digits), dtype=np.float64)
    # one call for the table, "[[a,b],[c,d]]", cut into its rows (a call for each row takes half as long again)
    text = orjson.dumps(table, option=orjson.OPT_SERIALIZE_NUMPY)
    return text[2:-2].split(b"],[")


def rounded_texts(values: Any, digits: int) -> list[bytes]:
    """Each value of ``rounded(values, digits)`` as its JSON text (see ``keyed_figures``)."""
    return keyed_figures([b"\n", b""], _round_as_python(np.ravel(np.asarray(values, dtype=float)), digits)).split(
        b"\n")[1:]


def keyed_figures(keys: list[bytes], *columns: Any) -> bytes:
    """For each row of the columns (flattened, as floats; all of one length), ``keys[j]`` and the JSON text of its
    figure in column j for each j, then ``keys[-1]``: one key more than columns; the rows one after the other. Each
    figure is written as ``numbers`` gives it: the shortest text that reads back to the same float, null where it is
    not finite (a line break in a key marks where a caller cuts the text: orjson writes none).

    orjson writes every figure from the array in one call; its text is cut at the commas and the keys' texts put
    between the figures' (issue 29: 370,000 figures in a document of 10,000 workloads, no Python number or dict for
    each). Tried: the figures copied into slots of a numpy table of bytes with the keys and the padding dropped,
    no Python object per figure: half as many instructions again, and as fast at best (load 5 to 7)."""
    import orjson  # only where a document is written (see rounded_row_texts)

    if len(keys) != len(columns) + 1:
        raise ValueError(f"{len(columns) + 1} keys for {len(columns)} columns, not {len(keys)}")
    table = np.column_stack([np.ravel(np.asarray(column, dtype=np.float64)) for column in columns])
    rows, count = table.shape
    if not rows:
        return b""
    figures = orjson.dumps(table.ravel(), option=orjson.OPT_SERIALIZE_NUMPY)[1:-1].split(b",")  # row by row
    width = 2 * count + 1
    pieces = [*[b""] * (2 * count), keys[-1]] * rows
    for j in range(count):
        pieces[2 * j::width] = [keys[j]] * rows
        pieces[2 * j + 1::width] = figures[j::count]
    return b"".join(pieces)


def _table(values: Any) -> np.ndarray:
    array = np.asarray(values, dtype=float)
    if array.ndim != 2:
        raise ValueError(f"a table of rows and columns, not {array.ndim} dimensions")
    return array


def _round_as_python(array: np.ndarray, digits: int) -> np.ndarray:
    """``array`` rounded to ``digits`` decimals, each value as ``round`` rounds it (NaN and infinity kept). Few
    arrays as large as it are made (a response curve's 600,000 figures: each new one is fresh memory to fault in)."""
    with np.errstate(all="ignore"):
        result = np.round(array, digits)
        scaled = array * 10.0**digits
        distance = np.floor(scaled)
        np.subtract(scaled, distance, out=distance)
        distance -= 0.5
        np.abs(distance, out=distance)
        magnitude = np.abs(scaled, out=scaled)
        # within four units in the last place of a half (each at most the value x 2**-52: the bound takes no call
        # per value, as np.spacing does, and doubts a few more), or too large to scale exactly: Python decides
        doubtful = ~(magnitude < _EXACT_BELOW)
        magnitude *= 2.0**-50
        doubtful |= distance <= magnitude
        doubtful &= np.isfinite(array)
    for index in np.flatnonzero(doubtful).tolist():  # in the order of C, as .flat counts
        result.flat[index] = round(float(array.flat[index]), digits)
    return result
