"""A limit that rests on an unmeasured assumption says so (issue 16): which assumptions each limit's utilisation
moves with, found from the engine, and how page one, the report, --json and the warnings order state it."""

from __future__ import annotations

import pytest

from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.issues import EXTRAPOLATION, LIMIT
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report.content import build_report
from cicsplan.report.headline import headline

QR_ASSUMED = "rests on the assumption qr_share_ctg_ipic = 0.7, not measured; edit it on the Assumptions sheet"


def small_plan(**extra) -> dict:
    """The trial's plan: 1,500 tps of CTG IPIC and 400 tps of 3270 in one region on a z16 of 6 CPs, 2 zIIPs."""
    doc = {"format": "cicsplan", "version": 1, "name": "small",
           "hardware": {"machine": "3931-706", "cps": 6, "ziips": 2},
           "workloads": [{"name": "gateway", "ingress": "ctg-ipic", "tps": 1500},
                         {"name": "terminals", "ingress": "3270", "tps": 400}]}
    doc.update(extra)
    return doc


def limits_of(catalog, doc) -> dict:
    result = compute(plan_from_json(doc), catalog)
    return {lim.key: lim.assumptions for lim in result.limits().limits}


def test_a_qr_limit_rests_on_the_qr_share_of_a_method_without_a_qr_measurement(catalog):
    found = limits_of(catalog, small_plan())
    assert found["qr_cpu:CICS"] == ("qr_share_ctg_ipic",)  # 3270's share is measured (Table 3): not listed
    assert found["qr_dispatch:CICS"] == ("qr_share_ctg_ipic", "qr_dispatch_per_cpu")
    assert found["cp_busy"] == ()


def test_measured_qr_time_rests_on_nothing_and_the_ceiling_is_not_listed(catalog):
    doc = small_plan()
    doc["workloads"] = doc["workloads"][1:]  # 3270 alone: QR CPU and dispatched time both measured
    assert limits_of(catalog, doc) == {"cp_busy": (), "qr_cpu:CICS": (), "qr_dispatch:CICS": ()}


def test_the_applications_qr_time_makes_dispatch_rest_on_the_dispatch_ratio(catalog):
    """The application's QR time is dispatched at the assumed ratio even for a method whose own ratio is measured."""
    doc = small_plan()
    doc["workloads"] = [dict(doc["workloads"][1], app_gcp_ms=0.2, app_qr_ms=0.05)]
    found = limits_of(catalog, doc)
    assert found["qr_dispatch:CICS"] == ("qr_dispatch_per_cpu",) and found["qr_cpu:CICS"] == ()


def test_page_one_names_the_assumption_the_binding_limit_rests_on(catalog):
    result = compute(plan_from_json(small_plan()), catalog)
    assert result.limits().binding.key == "qr_cpu:CICS"
    rows = dict(headline(result).rows)
    assert rows["Binds first"].endswith(f"(11.4% now, limit 70%); {QR_ASSUMED}")
    changed = compute(plan_from_json(small_plan(assumptions={"qr_share_ctg_ipic": 0.8})), catalog)
    assert "qr_share_ctg_ipic = 0.8 (set in this plan), not measured" in dict(headline(changed).rows)["Binds first"]


def test_json_lists_each_limits_assumptions(catalog):
    result = compute(plan_from_json(small_plan()), catalog)
    limits = {lim["key"]: lim["assumptions"] for lim in result_to_json(result)["totals"]["limits"]}
    assert limits == {"cp_busy": [], "qr_cpu:CICS": ["qr_share_ctg_ipic"],
                      "qr_dispatch:CICS": ["qr_share_ctg_ipic", "qr_dispatch_per_cpu"]}


def test_the_report_marks_the_limit_and_says_which_rate_each_table_gives(catalog):
    report = build_report([compute(plan_from_json(small_plan()), catalog)])
    text = repr(report)
    assert "QR TCB CPU, region group CICS (binding) †" in text
    assert "plan total at the limit (tps)" in text and "maximum rate of the mix (tps)" not in text
    assert f"† {QR_ASSUMED}" in text
    assert "The tps figures of a region group are that group's own rate" in text


def test_warnings_read_errors_then_limits_then_the_rest_then_extrapolation(catalog):
    """Non-pooled HTTP above its measured rate (extrapolation) and its one-region throughput (limit), a payload away
    from the measured one (extrapolation), ports exhausted (limit) and a workload with no cost (the rest): page one
    and the report's Warnings section list the limits first and the extrapolation notes last."""
    doc = {"format": "cicsplan", "version": 1, "name": "order",
           "hardware": {"machine": "2817-779", "cps": 3, "ziips": 1},
           "workloads": [{"name": "web", "ingress": "cws-http", "tps": 1500, "payload_in_bytes": 1000},
                         {"name": "idle", "ingress": "none", "tps": 10},
                         {"name": "gateway", "ingress": "ctg-ipic", "tps": 3000, "region": "AOR"}]}
    result = compute(plan_from_json(doc), catalog)
    topic = {i.text(): i.topic for i in result.warnings}
    found = list(topic.values())
    assert found.index(EXTRAPOLATION) < found.index(LIMIT)  # found in this order: the reading order differs
    order = [LIMIT, "", EXTRAPOLATION]
    warnings = next(s for s in build_report([result]).sections if s.title == "Warnings")
    listed = [topic[b] for b in warnings.blocks[0].items]
    assert listed == sorted(found, key=order.index) and set(listed) == set(order)
    assert "client ephemeral ports exhausted" in warnings.blocks[0].items[1]
    shown = headline(result).issues
    assert [topic[s] for s in shown] == listed[:len(shown)]
    assert topic[shown[0]] == LIMIT


@pytest.mark.parametrize("key", ["qr_share_ctg_ipic"])
def test_an_assumption_the_plan_does_not_use_is_never_named(catalog, key):
    doc = small_plan()
    doc["workloads"] = doc["workloads"][1:]
    doc["assumptions"] = {key: 0.9}
    result = compute(plan_from_json(doc), catalog)
    assert all(key not in lim.assumptions for lim in result.limits().limits)
    assert "rests on" not in dict(headline(result).rows)["Binds first"]


def test_the_limits_leave_the_results_context_as_computed(catalog):
    """The limits of a result run the engine again on its inputs, in a context of their own: the result's context is
    read meanwhile by other runs of the same result (the Charts sheet computes them in a worker thread while a sheet
    computes them in the GUI thread), and a shared one made such a run fail ("cannot reshape array of size 7")."""
    from cicsplan.core.model import calc

    class Watched(calc.Context):
        def __setattr__(self, name, value):
            if name == "samples" and value is not None and getattr(self, "frozen", False):
                raise AssertionError("the limits ran a batch in the result's own context")
            super().__setattr__(name, value)

    result = compute(plan_from_json(small_plan()), catalog)
    extra = dict(result.ctx.extra)
    ctx = result.ctx
    result.ctx = Watched(ctx.instance, ctx.instance_count, ctx.instance_multiplier, ctx.uses, ctx.valid, ctx.extra)
    result.ctx.frozen = True
    assert result.limits().limits
    assert result.ctx.extra.keys() == extra.keys() and all(result.ctx.extra[k] is v for k, v in extra.items())
