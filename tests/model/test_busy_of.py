"""A busy told with the capacity it is of (issue 28): on a shared machine, of what PR/SM gives the LPAR and of its
logical processors, the same work over both; and what a saturated response time queues on."""

from __future__ import annotations

import math

import pytest
from tests.model.test_lpar_sharing import computed, plan

from cicsplan.core.model.busy_of import busy_of, cp_busy_words, saturated_on


def test_a_shared_zIIP_pool_tells_the_zIIP_busy_of_what_prsm_gives_too(catalog):
    eligible = [{"name": "w", "ingress": "none", "tps": 10, "app_ziip_ms": 20}]
    others = [{"name": "PROD2", "logical_cps": 10, "weight": 700, "busy_pct": 100, "logical_ziips": 2,
               "ziip_busy_pct": 100}]
    shared = busy_of(computed(plan(others, workloads=eligible, ziips=2, machine_ziips=2), catalog), "zIIP")
    assert shared.shared and shared.available == pytest.approx(0.6)  # weight 300 of 1000 on 2 zIIPs
    assert shared.available_busy_pct * 0.6 == pytest.approx(shared.busy_pct * 2)  # the same work
    assert shared.text() == (f"{shared.available_busy_pct:.1f}% of the 0.60 zIIPs PR/SM gives it "
                             f"({shared.busy_pct:.1f}% of its 2 logical zIIPs)")
    # without the machine's zIIPs the LPAR owns its zIIPs: one capacity, said as such
    owned = busy_of(computed(plan(others, workloads=eligible, ziips=2), catalog), "zIIP")
    assert not owned.shared and owned.text() == f"{owned.busy_pct:.1f}% of 2 zIIPs"


def test_an_lpar_alone_on_its_machine_keeps_its_busy_as_before(catalog):
    result = computed(plan([]), catalog)
    assert cp_busy_words(result) == f"{float(result.env['gcp_busy_pct']):.1f}%"
    assert busy_of(result).cell() == f"{float(result.env['gcp_busy_pct']):.1f}%"


def test_a_saturated_response_time_says_what_it_queues_on(catalog):
    qr_bound = [{"name": "w", "ingress": "none", "tps": 1000, "app_gcp_ms": 2, "app_qr_ms": 1.5, "region": "AOR"}]
    result = computed(plan([], workloads=qr_bound), catalog)
    assert math.isinf(float(result.env["response_ms"].ravel()[0]))
    assert saturated_on(result, 0) == "the QR TCB of region group AOR"
    cp_bound = computed(plan(workloads=[{"name": "w", "ingress": "none", "tps": 2000, "app_gcp_ms": 2}]), catalog)
    assert saturated_on(cp_bound, 0) == "the CPs PR/SM gives it"  # 4 CPs' worth on the 2.31 it gets
    fine = computed(plan([]), catalog)
    assert saturated_on(fine, 0) == ""
