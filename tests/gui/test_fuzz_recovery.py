"""Fuzzing the file-level recovery reader: whatever a recovery file left by a crashed session holds, the
next start offers it or sets it aside, kept and reported (never fails to start, never drops it unseen), and
opening it gives the plan or a PlanLoadError saying why; never another exception, never a hang."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget, json_values, no_hang

from cicsplan.core.plan.plan import plan_from_json
from cicsplan.core.plan.planio import PlanLoadError
from cicsplan.gui import recovery
from conftest import SAMPLES

FUZZ = settings(max_examples=budget(40), deadline=timedelta(seconds=5),
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
PLAN = json.loads((SAMPLES / "ctg.cicsplan.json").read_text(encoding="utf-8"))


def good_file(folder) -> bytes:
    """What a running window writes: RecoverySession.write, then the session dies (no close)."""
    session = recovery.RecoverySession(folder)
    session.write(plan_from_json(PLAN), None)
    data = session.path.read_bytes()
    session.lock.unlock()  # as a killed process's lock would be: free
    session.path.unlink()
    return data


SET_ASIDE = "set aside"


def reopen(folder, content: bytes | str):
    """List the folder as the next start does, and open what is offered: the plan, the error text, or
    SET_ASIDE when the file was moved aside (then it is kept there, byte for byte or as a plan file)."""
    for old in folder.rglob("*"):
        if old.is_file():
            old.unlink()
    path = folder / f"fuzz{recovery.SUFFIX}"
    raw = content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass")
    path.write_bytes(raw)
    with no_hang(30):
        found = recovery.scan(folder)
        assert len(found.offers) + len(found.set_aside) == 1
        if found.set_aside:
            [kept] = found.set_aside
            assert not path.exists() and kept.path.parent == folder / recovery.SET_ASIDE
            assert kept.describe().startswith("It cannot be read") and str(kept.path) in kept.describe()
            if not kept.opens:
                assert kept.path.read_bytes() == raw  # kept as it was
            return SET_ASIDE
        item = found.offers[0]
        assert item.describe()  # the question the next start asks
        assert item.original is None or isinstance(item.original, str)
        try:
            return recovery.load_recovered(item)
        except PlanLoadError as exc:
            assert str(exc)
            return str(exc)


def test_a_good_recovery_file_is_offered_and_opens(tmp_path):
    data = good_file(tmp_path)
    plan = reopen(tmp_path, data)
    assert plan.name == PLAN["name"]


def test_a_recovery_file_cut_short_anywhere_is_set_aside_and_kept(tmp_path):
    data = good_file(tmp_path)
    for cut in range(0, len(data) - 1, 3):
        assert reopen(tmp_path, data[:cut]) == SET_ASIDE, cut


@FUZZ
@given(data=st.binary(max_size=2000))
def test_random_bytes(tmp_path, data):
    reopen(tmp_path, data)


@FUZZ
@given(field=st.sampled_from(["saved_at", "original", "plan", "cicsplan_recovery", "extra"]), value=json_values)
def test_wrong_values_in_every_field(tmp_path, field, value):
    doc = {"cicsplan_recovery": 1, "saved_at": 1.7e9, "original": "/plans/p.cicsplan.json", "plan": PLAN}
    doc[field] = value
    reopen(tmp_path, json.dumps(doc))


@pytest.mark.parametrize(("change", "expect"), [
    ({"saved_at": float("nan")}, "offered"), ({"saved_at": 1e308}, "offered"), ({"saved_at": -1e20}, "offered"),
    ({"saved_at": 10**400}, "offered"), ({"saved_at": "yesterday"}, "offered"), ({"saved_at": True}, "offered"),
    ({"original": [1, 2]}, "offered"), ({"original": 5}, "offered"),
    ({"plan": [1]}, "set aside"), ({"plan": "x"}, "set aside"), ({"plan": None}, "set aside"),
    ({"plan": {**PLAN, "workloads": [{"name": "w", "ingress": "3270", "tps": 10**400}]}}, "refused"),
    ({"plan": {**PLAN, "name": "a\ud800b"}}, "refused"),
    ({"plan": {**PLAN, "version": 99}}, "refused"),
    ({"plan": {**PLAN, "name": "\u202eRTL 😀 NUL\x00"}}, "offered"),
])
def test_damaged_fields(tmp_path, change, expect):
    doc = {"cicsplan_recovery": 1, "saved_at": 1.7e9, "original": None, "plan": PLAN, **change}
    outcome = reopen(tmp_path, json.dumps(doc))
    if expect == "offered":
        assert outcome is not None and not isinstance(outcome, str), outcome
    elif expect == "set aside":
        assert outcome == SET_ASIDE
    else:
        assert isinstance(outcome, str) and outcome.startswith("the recovered plan"), outcome


@pytest.mark.parametrize("depth", [100, 999, 100_000])
def test_deep_nesting(tmp_path, depth):
    assert reopen(tmp_path, "[" * depth + "]" * depth) == SET_ASIDE
    deep = json.dumps({"cicsplan_recovery": 1, "saved_at": 1.7e9, "plan": {**PLAN, "x": "@@"}})
    outcome = reopen(tmp_path, deep.replace('"@@"', "[" * depth + "]" * depth))
    assert outcome == SET_ASIDE or "nested too deeply" in outcome


def test_a_recovery_file_that_vanishes_before_it_is_opened(tmp_path):
    (tmp_path / f"gone{recovery.SUFFIX}").write_text(json.dumps({"saved_at": 1.7e9, "plan": PLAN}))
    [item] = recovery.scan(tmp_path).offers
    item.path.unlink()
    with pytest.raises(PlanLoadError, match=r"^'gone.recovery.json' does not exist \(looked for "):
        recovery.load_recovered(item)
