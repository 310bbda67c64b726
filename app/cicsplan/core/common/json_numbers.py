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
    array = np.asarray(values, dtype=float)
    if array.ndim != 2:
        raise ValueError(f"a table of rows and columns, not {array.ndim} dimensions")
    return _listed(_round_as_python(array, digits), np.isfinite(array))


def _round_as_python(array: np.ndarray, digits: int) -> np.ndarray:
    """``array`` rounded to ``digits`` decimals, each value as ``round`` rounds it (NaN and infinity kept)."""
    finite = np.isfinite(array)
    with np.errstate(all="ignore"):
        scaled = array * 10.0**digits
        result = np.round(array, digits)
        distance = np.abs(scaled - np.floor(scaled) - 0.5)
        # within a few units in the last place of a half, or too large to scale exactly: Python decides
        doubtful = finite & ((distance <= 4 * np.spacing(np.abs(scaled))) | ~(np.abs(scaled) < _EXACT_BELOW))
    for index in np.flatnonzero(doubtful).tolist():  # in the order of C, as .flat counts
        result.flat[index] = round(float(array.flat[index]), digits)
    return result
