"""PR/SM's arithmetic against IBM's worked examples (PR/SM Planning Guide; z/OS MVS Planning: Workload Management)
and the RMF Partition Data sample, whose CPU Activity report prints the measured LPAR's share and HiperDispatch
priorities."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.hardware.errors import MachineError
from cicsplan.core.hardware.prsm import (
    ABSOLUTE,
    DEFINED,
    INITIAL,
    LOGICAL,
    PoolLpar,
    Vertical,
    share_pool,
    vertical_split,
    water_fill,
)
from cicsplan.core.rmf.read import read_rmf_files

RMF_XML = Path(__file__).resolve().parents[1] / "data" / "rmf" / "rmf-cpu-partition-sample.xml"


def test_use_of_processing_weights_example():
    """PR/SM Planning Guide, "Use of processing weights": 6 CPs; ZVSE (1 logical, weight 300), ZOSTEST (6, 100),
    ZVM (2, 900): shares 300/1300 = 23.1 %, 7.7 %, 69.2 %; per logical core 23.1 %, 1.3 %, 34.6 % of the pool."""
    pool = share_pool(6, [PoolLpar("ZVSE", 1, 300), PoolLpar("ZOSTEST", 6, 100), PoolLpar("ZVM", 2, 900)])
    shares = {p.name: p.share_of_pool for p in pool.lpars}
    assert [round(shares[n] * 100, 1) for n in ("ZVSE", "ZOSTEST", "ZVM")] == [23.1, 7.7, 69.2]
    per_core = {p.name: round(p.share_of_pool / p.logical * 100, 1) for p in pool.lpars}
    assert per_core == {"ZVSE": 23.1, "ZOSTEST": 1.3, "ZVM": 34.6}
    # ZVSE's share is 1.38 processors but it has one logical CP: it never gets more than one
    assert pool.lpar("ZVSE").entitled == 1.0
    assert pool.lpar("ZVSE").ceiling == 1.0 and pool.lpar("ZVSE").ceiling_by == LOGICAL


def test_the_issue_example_a_4_cp_lpar_of_weight_300_beside_700_and_300_on_10_cps():
    pool = share_pool(10, [PoolLpar("PROD", 4, 300), PoolLpar("B", 10, 700), PoolLpar("C", 10, 300)])
    prod = pool.lpar("PROD")
    assert prod.entitled == pytest.approx(10 * 300 / 1300) == pytest.approx(2.31, abs=0.005)
    assert prod.guaranteed == pytest.approx(2.3077, abs=1e-4)  # the others busy: its weight's share, no more


@pytest.mark.parametrize(("weights", "logical", "per_lcp_pct"), [
    # PR/SM Planning Guide, "Example 1. With processor resource capping": 6 physical cores; LCP % of PCP
    ((500, 480, 20), (6, 3, 3), (50, 96, 4)),
    # "Example 2. Without processor resource capping"
    ((500, 300, 200), (6, 3, 3), (50, 60, 40)),
])
def test_processing_weight_management_examples(weights, logical, per_lcp_pct):
    """Each logical core's share of a physical core, with HiperDispatch disabled (horizontal): the LP's
    entitlement over its logical cores; with every LP capped (Example 1), each gets exactly that at full demand."""
    lpars = [PoolLpar(n, lcp, w) for n, lcp, w in zip("ABC", logical, weights, strict=True)]
    pool = share_pool(6, lpars)
    got = [round(p.entitled / p.logical * 100) for p in pool.lpars]
    assert got == list(per_lcp_pct)
    capped = share_pool(6, [PoolLpar(p.name, p.logical, p.weight, initial_capping=True) for p in lpars])
    assert [round(p.guaranteed / 6 * 100, 1) for p in capped.lpars] == [w / 10 for w in weights]


def test_two_logical_cps_on_a_three_way_never_get_more_than_67_percent():
    """"An LP defined to have two CPs on a three-way CPC can never be allocated more than 67% of the CP resources no
    matter what its processing weight." """
    pool = share_pool(3, [PoolLpar("BIG", 2, 999), PoolLpar("SMALL", 3, 1, demand=0.0)])
    big = pool.lpar("BIG")
    assert big.available == 2.0 and round(big.available / 3 * 100) == 67
    assert big.share_of_pool == pytest.approx(999 / 1000)


def test_unused_share_flows_to_lpars_with_demand_by_weight_and_not_to_a_capped_one():
    # C idles: its 300 of 1300 goes to A and B in proportion 300:700
    pool = share_pool(10, [PoolLpar("A", 10, 300, demand=10), PoolLpar("B", 10, 700, demand=10),
                           PoolLpar("C", 10, 300, demand=0)])
    assert pool.lpar("A").given == pytest.approx(3.0) and pool.lpar("B").given == pytest.approx(7.0)
    # capped at its weight, A gets its 2.31 and not a processor more: B takes the rest
    capped = share_pool(10, [PoolLpar("A", 10, 300, demand=10, initial_capping=True),
                             PoolLpar("B", 10, 700, demand=10), PoolLpar("C", 10, 300, demand=0)])
    assert capped.lpar("A").given == pytest.approx(10 * 300 / 1300)
    assert capped.lpar("A").ceiling_by == INITIAL
    assert capped.lpar("B").given == pytest.approx(10 - 10 * 300 / 1300)
    # what the others leave at their stated demand is what an uncapped LPAR can have
    stated = share_pool(10, [PoolLpar("PROD", 4, 300), PoolLpar("B", 10, 700, demand=5),
                             PoolLpar("C", 10, 300, demand=1)])
    assert stated.lpar("PROD").available == 4.0  # 10 - 5 - 1 = 4 left, its 4 logical CPs take it all


def test_an_lpar_beside_a_busier_one_gets_its_share_and_what_an_idler_one_leaves_by_weight():
    pool = share_pool(10, [PoolLpar("PROD", 4, 300), PoolLpar("B", 10, 700, demand=9),
                           PoolLpar("C", 10, 300, demand=1)])
    # B wants 9 (its share is 5.38), C uses 1 of its 2.31: the 9 left go to PROD and B by 300:700
    prod = pool.lpar("PROD")
    assert prod.available == pytest.approx(9 * 300 / 1000) and prod.available > prod.entitled
    with_b = share_pool(10, [PoolLpar("PROD", 4, 300, demand=prod.available), PoolLpar("B", 10, 700, demand=9),
                             PoolLpar("C", 10, 300, demand=1)])
    assert with_b.lpar("B").given == pytest.approx(9 * 700 / 1000)


def test_caps_the_lowest_applies():
    def one(**caps):
        return share_pool(10, [PoolLpar("PROD", 4, 300, **caps), PoolLpar("B", 6, 700, demand=0)]).lpar("PROD")

    assert one().ceiling == 4.0 and one().ceiling_by == LOGICAL
    assert one(absolute_cap=2.5).ceiling == 2.5 and one(absolute_cap=2.5).ceiling_by == ABSOLUTE
    assert one(absolute_cap=2.5).available == 2.5  # B idles, but absolute capping holds PROD at 2.5
    assert one(defined_cap=1.8, absolute_cap=2.5).ceiling_by == DEFINED
    capped = one(initial_capping=True, absolute_cap=3.5)
    assert capped.ceiling == pytest.approx(3.0) and capped.ceiling_by == INITIAL  # 10 x 300 / 1000
    assert capped.available == pytest.approx(3.0)


def test_dedicated_processors_leave_the_pool_and_ignore_weights():
    pool = share_pool(10, [PoolLpar("DED", 2, None, dedicated=True), PoolLpar("A", 8, 300),
                           PoolLpar("B", 8, 100)])
    assert pool.shared == 8.0
    assert pool.lpar("A").entitled == pytest.approx(8 * 300 / 400)
    ded = pool.lpar("DED")
    assert ded.share_of_pool is None and ded.entitled == 2.0 and ded.available == 2.0
    assert ded.vertical == Vertical(2, 0, 0, 0.0)


@pytest.mark.parametrize(("lpars", "words"), [
    ([PoolLpar("D1", 6, None, dedicated=True), PoolLpar("D2", 6, None, dedicated=True)],
     "the LPARs with dedicated CPs (D1 (6), D2 (6)) hold 12 CPs; the machine has 10"),
    ([PoolLpar("D1", 6, None, dedicated=True), PoolLpar("A", 5, 100)],
     "A has 5 logical CPs sharing a pool of 4 (the machine's 10 less 6 dedicated)"),
    ([PoolLpar("A", 4, None)], "A shares the CPs but has no weight"),
])
def test_configurations_that_cannot_exist_are_refused_naming_the_lpar(lpars, words):
    with pytest.raises(MachineError, match=words.replace("(", r"\(").replace(")", r"\)")):
        share_pool(10, lpars)


def test_hiperdispatch_vertical_split_examples():
    # z/OS MVS Planning: Workload Management: a 200 % share and four logical processors: two are sufficient
    assert vertical_split(2.0, 4) == Vertical(2, 0, 2, 0.0)
    # PR/SM Planning Guide, "Enabling HiperDispatch": weights 600 and 400 on 8 CPs: a share of 4.8 processors, "5
    # will be active at all times" of 8 logical
    pool = share_pool(8, [PoolLpar("A", 8, 600), PoolLpar("B", 8, 400)])
    a = pool.lpar("A").vertical
    assert pool.lpar("A").entitled == pytest.approx(4.8)
    assert (a.high, a.medium, a.low) == (4, 1, 3) and a.medium_share == pytest.approx(0.8)
    assert a.high + a.medium == 5
    # a rest under half a processor: one vertical high fewer and two vertical mediums sharing 1 + the rest
    assert vertical_split(8.32, 12) == Vertical(7, 2, 3, pytest.approx(0.66))
    assert vertical_split(8.96, 12) == Vertical(8, 1, 3, pytest.approx(0.96))
    assert vertical_split(0.3, 2) == Vertical(0, 1, 1, pytest.approx(0.3))
    assert vertical_split(3.0, 3) == Vertical(3, 0, 0, 0.0)


def _log_proc_share(path: Path) -> tuple[float, list[str]]:
    """The CPU Activity report's TOTAL/AVERAGE LOG PROC Share% and each CP's HiperDispatch Priority, as printed."""
    root = ET.parse(path).getroot()
    for table in root.iter("table"):
        header = [c.text for c in table.iter("col") if c.get("type")]
        if "LOG PROC Share%" not in header:
            continue
        share_at, priority_at, type_at = (header.index(h) for h in ("LOG PROC Share%", "HiperDispatch Priority",
                                                                      "CPU Type"))
        priorities, total = [], None
        for row in table.iter("row"):
            cols = [c.text or "" for c in row.iter("col")]
            if cols[0].startswith("TOTAL"):
                total = float(cols[share_at])
            elif cols[type_at] == "CP":
                priorities.append(cols[priority_at])
        return total, priorities
    raise AssertionError("no CPU Activity table with LOG PROC Share%")


def test_the_rmf_sample_share_and_hiperdispatch_priorities():
    """The Partition Data sample: 2 physical CPs shared by VIRPT (52), QCK2 (25), TRNG (10), VIDVLP (25). RMF's CPU
    Activity report of VIRPT prints LOG PROC Share% 92.9 and its two CPs at HiperDispatch priority MED and LOW."""
    report, _ = read_rmf_files([RMF_XML])
    (interval,) = report.intervals
    printed_share, priorities = _log_proc_share(RMF_XML)
    assert printed_share == 92.9 and priorities == ["MED", "LOW"]
    partitions = [p for p in interval.partitions if p.active and p.logical_cps]
    pool = share_pool(interval.cpc.physical_cps,
                      [PoolLpar(p.name, p.logical_cps, p.weight, p.dedicated,
                                demand=None if p.busy_pct is None else p.busy_pct / 100 * p.logical_cps)
                       for p in partitions])
    assert sum(p.weight for p in partitions) == 112  # the report's TOTAL row
    virpt = pool.lpar(interval.partition_name)
    assert round(virpt.entitled * 100, 1) == printed_share
    assert virpt.vertical == Vertical(0, 1, 1, pytest.approx(0.929, abs=5e-4))  # one MED, one LOW
    # at the interval's load (about 2 % of the machine) every partition got what it asked for
    for p in partitions:
        assert pool.lpar(p.name).given == pytest.approx(p.busy_pct / 100 * p.logical_cps)
    # the entitlements share the two processors
    assert sum(p.entitled for p in pool.lpars) == pytest.approx(2.0)


@settings(max_examples=budget(200), deadline=None)
@given(st.floats(0, 64), st.lists(st.tuples(st.floats(0, 20), st.integers(1, 999), st.floats(0, 20)),
                                  min_size=1, max_size=8))
def test_water_fill_never_overspends_and_leaves_nothing_wanted_idle(capacity, claims):
    demands = [d for d, _, _ in claims]
    weights = [w for _, w, _ in claims]
    ceilings = [c for _, _, c in claims]
    given_ = water_fill(capacity, demands, weights, ceilings)
    wanted = [min(d, c) for d, c in zip(demands, ceilings, strict=True)]
    assert sum(given_) <= capacity + 1e-6
    assert all(-1e-9 <= g <= w + 1e-6 for g, w in zip(given_, wanted, strict=True))
    if sum(wanted) <= capacity:
        assert given_ == pytest.approx(wanted, abs=1e-6)
    else:
        assert sum(given_) == pytest.approx(capacity, abs=1e-6)  # work conserving: nothing idles while wanted
        # max-min by weight: one short of its want has at least the level of anyone else
        short = [g / w for g, w, d in zip(given_, weights, wanted, strict=True) if g < d - 1e-6]
        levels = [g / w for g, w in zip(given_, weights, strict=True)]
        assert all(s >= max(levels) - 1e-6 for s in short)


@settings(max_examples=budget(150), deadline=None)
@given(st.integers(1, 64), st.floats(0, 64))
def test_vertical_split_adds_up_to_the_entitlement(logical, entitlement):
    v = vertical_split(entitlement, logical)
    assert v.high + v.medium + v.low == logical
    assert v.high + v.medium * v.medium_share == pytest.approx(min(entitlement, logical), abs=1e-6)
    assert v.medium == 0 or 0 < v.medium_share < 1 + 1e-12
    assert v.medium <= 1 or v.medium_share >= 0.5
