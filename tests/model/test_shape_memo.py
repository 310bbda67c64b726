"""The message shape is built once and kept while its inputs stay the same (core.model.shape_memo): a plan
recalculated after any edit, with the last shape kept, gives exactly the result of a recalculation that
builds every part again (hypothesis, over random plans and edits of the shape's inputs and of the rest)."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget
from tests.model.test_properties import plans

from cicsplan.core.model import shape_memo
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import plan_from_json

# assumptions the shape is built from (payload, TLS, XML, QR), the capacity link and the saturation rule (the
# costs it starts from), each with values inside its allowed range
SHAPE_INPUTS = {"payload_share_CICS": st.sampled_from([0.0, 0.25, 0.6, 1.0]),
                "payload_share_TCPIP": st.sampled_from([0.1, 0.5]),
                "xml_reference_tag_bytes": st.sampled_from([1.0, 15.0, 30.0]),
                "qr_share_cws_http": st.sampled_from([0.2, 0.83]),
                "qr_share_tls": st.sampled_from([0.0, 0.3]),
                "lspr_category": st.sampled_from(["LOW", "AVERAGE", "HIGH"]),
                "fit_saturation_resp_factor": st.sampled_from([2.0, 3.0, 5.0])}


@st.composite
def edits(draw, doc: dict) -> dict:
    """``doc`` after one edit a planner makes: an assumption the shape reads, the cost method, the hardware, a
    rate, or nothing."""
    edited = copy.deepcopy(doc)
    kind = draw(st.sampled_from(["assumption", "cost_method", "cps", "machine", "rate", "none"]))
    if kind == "assumption":
        key = draw(st.sampled_from(sorted(SHAPE_INPUTS)))
        edited["assumptions"][key] = draw(SHAPE_INPUTS[key])
    elif kind == "cost_method":
        edited["cost_method"] = "fitted" if doc["cost_method"] == "published" else "published"
    elif kind == "cps":
        edited["hardware"]["cps"] = draw(st.integers(1, 12))
    elif kind == "machine":
        edited["hardware"]["machine"] = draw(st.sampled_from(["2084-332", "2964-716", "3931-716"]))
        edited["hardware"]["smt2_ziip"] = False
    elif kind == "rate" and edited["workloads"]:
        edited["workloads"][0]["tps"] = draw(st.floats(0, 20000, allow_nan=False))
    return edited


def as_json(result) -> str:
    return json.dumps(result_to_json(result), sort_keys=True)


@pytest.fixture
def no_kept_shape(monkeypatch):
    monkeypatch.setattr(shape_memo, "_last", None)


@settings(max_examples=budget(20), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(data=st.data())
def test_a_recalculation_with_the_kept_shape_equals_one_that_builds_it(catalog, monkeypatch, data):
    doc = data.draw(plans())
    edited = data.draw(edits(doc))
    compute(plan_from_json(doc), catalog)  # the plan before the edit: its shape is kept
    kept = compute(plan_from_json(edited), catalog)
    monkeypatch.setattr(shape_memo, "_last", None)
    built = compute(plan_from_json(edited), catalog)
    assert as_json(kept) == as_json(built)
    for name in ("byte_share", "eligible_byte_share", "own_tls_fixed_ms", "qr_share", "xml_in_ms", "so_ms"):
        assert np.array_equal(getattr(kept.shape, name), getattr(built.shape, name)), name


def test_an_edit_of_a_rate_keeps_the_shape_and_an_edit_of_an_assumption_builds_it(catalog, bank_plan,
                                                                                    no_kept_shape):
    first = compute(plan_from_json(bank_plan), catalog)
    bank_plan["workloads"][0]["tps"] = 123.0
    assert compute(plan_from_json(bank_plan), catalog).shape is first.shape
    bank_plan.setdefault("assumptions", {})["payload_share_CICS"] = 0.5
    moved = compute(plan_from_json(bank_plan), catalog)
    assert moved.shape is not first.shape
    assert not np.array_equal(moved.shape.byte_share, first.shape.byte_share)


def test_a_kept_shape_cannot_be_changed_in_place(catalog, bank_plan, no_kept_shape):
    """Results share it: a step that wrote into it would change the figures of every result that holds it."""
    shape = compute(plan_from_json(bank_plan), catalog).shape
    with pytest.raises(ValueError):
        shape.byte_share[0, 0] = 1.0
