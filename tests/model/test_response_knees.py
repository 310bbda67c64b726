"""The knees of the response curve (the total rate where a workload's response reaches KNEE_MULTIPLE x its unloaded
time), found for every workload at once (issue 29), are the ones the rule gives one workload at a time."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from tests.fuzzing import budget

from cicsplan.core.model.response_curve import KNEE_MULTIPLE, _knees


def knee_of_one(totals: np.ndarray, response: np.ndarray, unloaded: np.ndarray) -> float:
    """The rule for one workload, step by step: the first point at or over the multiple; between it and the point
    before, linearly; the point before when the response jumps to saturated there, the first point when it starts
    there; none when it never reaches it."""
    with np.errstate(invalid="ignore", divide="ignore"):
        ratio = np.where(unloaded > 0, response / unloaded, np.nan)
    above = np.flatnonzero(ratio >= KNEE_MULTIPLE)
    if not len(above):
        return math.nan
    i = int(above[0])
    if i == 0 or not np.isfinite(ratio[i]):
        return float(totals[i - 1]) if i > 0 else float(totals[0])
    r0, r1 = ratio[i - 1], ratio[i]
    return float(totals[i - 1] + (KNEE_MULTIPLE - r0) * (totals[i] - totals[i - 1]) / (r1 - r0))


responses = st.sampled_from([0.0, 0.5, 1.0, 1.9, 2.0, 2.0000001, 3.5, 10.0, math.inf, math.nan])


@settings(max_examples=budget(300), deadline=None)
@given(st.integers(1, 8).flatmap(lambda points: st.tuples(
    hnp.arrays(np.float64, (points, 5), elements=responses),
    hnp.arrays(np.float64, 5, elements=st.sampled_from([0.0, 0.5, 1.0, 1.25])))))
def test_fuzz_every_workloads_knee_is_the_rule_for_it_alone(curve):
    response, unloaded_row = curve
    points = response.shape[0]
    totals = np.linspace(0.0, 3000.0, points)
    unloaded = np.broadcast_to(unloaded_row, response.shape)
    knees = _knees(totals, response, unloaded)
    for i in range(response.shape[1]):
        expected = knee_of_one(totals, response[:, i], unloaded[:, i])
        assert (math.isnan(expected) and math.isnan(knees[i])) or knees[i] == expected, (i, response[:, i])


def test_a_knee_between_points_a_jump_to_saturated_and_none():
    totals = np.array([0.0, 100.0, 200.0, 300.0])
    response = np.array([[1.0, 1.0, 1.0, 1.0], [1.5, 1.5, 1.2, math.nan], [2.5, math.inf, 1.4, math.inf],
                         [4.0, math.inf, 1.6, math.inf]])
    knees = _knees(totals, response, np.ones_like(response))
    assert knees[0] == 150.0  # ratio 1.5 at 100, 2.5 at 200: 2 halfway
    assert knees[1] == 100.0  # saturated from 200 on: the last point that was not
    assert math.isnan(knees[2])  # never twice its unloaded time
    assert knees[3] == 100.0  # saturated after a point without a figure: still the point before
