"""Ranges from the links between regions' assumptions (issue 28, point 3): a routed plan draws the link CPU, the TOR
side's share and the latency like the other sources; a plan without routing draws and lists what it did before."""

from __future__ import annotations

import copy

import pytest

from cicsplan.core.analysis.ranges import compute_ranges
from cicsplan.core.catalog.links import LINKS
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan_document

SPLIT = [{"group": "AOR1", "share_pct": 60, "link": "ipic", "commarea_bytes": 32000},
         {"group": "AOR2", "share_pct": 40, "commarea_bytes": 32000}]


def plan(assumptions: dict | None = None, routing=SPLIT) -> dict:
    """Web work entering a TOR and routed to two AOR groups of the plan's LPAR (z196, 3 CPs: the links' own
    machine), with a large application CPU so the CPs bind first."""
    web = {"name": "Web", "ingress": "cws-http-pooled", "tps": 400, "region": "TOR", "app_gcp_ms": 0.8}
    if routing:
        web["routing"] = routing
    return {"format": "cicsplan", "version": 1, "name": "routed ranges",
            "assumptions": {"range_samples": 64, **(assumptions or {})},
            "hardware": {"machine": "2817-779", "cps": 3, "ziips": 1},
            "region_groups": [{"name": "TOR"}, {"name": "AOR1", "regions": 2}, {"name": "AOR2"}],
            "workloads": [web, {"name": "Terminals", "ingress": "3270", "tps": 300, "region": "TOR"}]}


def computed(doc, catalog):
    return compute(load_plan_document(copy.deepcopy(doc)).plan, catalog)


def test_a_routed_plan_draws_the_links_and_its_tornado_matches_the_engine(catalog):
    """The tornado's link CPU bar at its low end (every link's AOR side x 0.8, the TOR side with it) is the maximum
    rate the engine gives the same plan with the four link_aor_ms assumptions set to 0.8 x their defaults."""
    result = computed(plan(), catalog)
    assert result.limits().binding.key == "cp_busy"
    ranges = compute_ranges(result, catalog)
    sources = {s.key: s for s in ranges.sources}
    assert sources["range_link_cpu_pct"].active and sources["range_link_tor_share_pct"].active
    assert not sources["range_link_latency_pct"].active  # 0 ms latency: nothing to move
    assert sources["range_link_cpu_pct"].distribution == "uniform ±20% (once per plan, the four links)"
    bar = next(b for b in ranges.tornado if b.source == "range_link_cpu_pct")
    lower = {f"link_aor_ms_{link}": 0.8 * catalog.assumptions[f"link_aor_ms_{link}"].default for link in LINKS}
    by_engine = computed(plan(lower), catalog).limits().binding.max_tps
    assert bar.at_low == pytest.approx(by_engine, rel=1e-5)
    assert bar.at_low > ranges.headline_point > bar.at_high  # less link CPU: a higher rate
    # the TOR side alone: its share x 0.5 (the spread's low end) is the engine with link_tor_share at 0.5
    tor = next(b for b in ranges.tornado if b.source == "range_link_tor_share_pct")
    half = {f"link_tor_share_{link}": 0.5 for link in LINKS}
    assert tor.at_low == pytest.approx(computed(plan(half), catalog).limits().binding.max_tps, rel=1e-5)


def test_the_links_spread_widens_the_range_of_the_cpu(catalog):
    """With the links' spreads at 0 the routed plan's range of its CPU is narrower than with them."""
    wide = compute_ranges(computed(plan(), catalog), catalog)
    still = {"range_link_cpu_pct": 0.0, "range_link_tor_share_pct": 0.0, "range_link_latency_pct": 0.0}
    narrow = compute_ranges(computed(plan(still), catalog), catalog)
    assert wide.totals["gcp_engines"].width_pct > narrow.totals["gcp_engines"].width_pct


def test_a_plan_without_routing_lists_no_link_source(catalog):
    ranges = compute_ranges(computed(plan(routing=None), catalog), catalog)
    assert not any(s.key.startswith("range_link") for s in ranges.sources)
