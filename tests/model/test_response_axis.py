"""The response chart's y axis (workbook and PDF alike): a target near the curves is drawn as a line with the axis
lifted to it; one far above them (trial 3, 2.1: a 200 ms target over curves of 0.08 to 0.5 ms laid every curve on
the x axis) leaves the axis on the curves and is named at the top edge."""

from __future__ import annotations

import copy

import pytest
from tests.report.trial_plan import TRIAL

from cicsplan.core.model.engine import compute
from cicsplan.core.model.response_curve import TARGET_STRETCH, response_axis, response_curve
from cicsplan.core.plan.plan import plan_from_json


def axis_at(catalog, target_ms: float):
    doc = copy.deepcopy(TRIAL)
    [soap] = [w for w in doc["workloads"] if w.get("response_target_ms")]
    soap["response_target_ms"] = target_ms
    result = compute(plan_from_json(doc), catalog)
    curve = response_curve(result, catalog)
    return response_axis(result, curve, curve.slowest()), result.resolved.names.index(soap["name"])


def test_a_target_near_the_curves_is_a_line_within_the_axis(catalog):
    axis, soap = axis_at(catalog, 40)
    assert axis.drawn == [(soap, 40.0)] and not axis.above
    assert axis.top_ms == pytest.approx(40 * 1.15)


@pytest.mark.parametrize("target_ms", [60, 200])
def test_a_target_far_above_the_curves_leaves_the_axis_on_them(catalog, target_ms):
    axis, soap = axis_at(catalog, target_ms)
    curves_only, _ = axis_at(catalog, 5)  # a 5 ms target is under the curves' top: the axis is theirs
    assert axis.above == [(soap, float(target_ms))] and not axis.drawn
    assert axis.top_ms == curves_only.top_ms < target_ms / TARGET_STRETCH
