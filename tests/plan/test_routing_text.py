"""A routing in words (the Workloads sheet's Routing cell, what Excel copies): written from the routes, read back to
the same routes, and text that does not read as routes is a sentence saying what was expected."""

from __future__ import annotations

import pytest

from cicsplan.core.plan.routing_text import RoutingTextError, parse_routing, routing_text

CASES = {
    "AOR1 60% / AOR2 40% (IPIC)": [{"group": "AOR1", "share_pct": 60},
                                   {"group": "AOR2", "share_pct": 40, "link": "ipic"}],
    "by free capacity: AOR2 / AOR3": [{"group": "AOR2", "share_pct": "free"}, {"group": "AOR3", "share_pct": "free"}],
    "AOR 2 12.5% (XCF, 4,000 bytes) / TOR 87.5%": [
        {"group": "AOR 2", "share_pct": 12.5, "link": "xcf", "commarea_bytes": 4000},
        {"group": "TOR", "share_pct": 87.5}],
    "by free capacity: AOR2 (LU62) / AOR3 (MRO)": [{"group": "AOR2", "share_pct": "free", "link": "lu62"},
                                                   {"group": "AOR3", "share_pct": "free", "link": "mro"}],
}


@pytest.mark.parametrize("text", list(CASES))
def test_words_and_routes_read_both_ways(text):
    assert routing_text(CASES[text]) == text
    assert parse_routing(text) == CASES[text]


def test_empty_is_not_routed():
    assert routing_text(None) == routing_text([]) == ""
    assert parse_routing("  ") is None


def test_typed_loosely_it_still_reads():
    assert parse_routing("aor1 60 / aor2 40 % (ipic)") == [{"group": "aor1", "share_pct": 60},
                                                          {"group": "aor2", "share_pct": 40, "link": "ipic"}]


@pytest.mark.parametrize(("text", "says"), [
    ("AOR1", "route 1 ('AOR1') is not a region group and its share, such as 'AOR1 60%'"),
    ("AOR1 60% / ", "a route is empty"),
    ("AOR1 60% (SNA)", "route 1 ('AOR1 60% (SNA)'): 'SNA' in brackets is neither a link (MRO, XCF, IPIC, LU62) nor"),
    ("AOR1 6.0.1%", "route 1 ('AOR1 6.0.1%'): the share is not a number"),
])
def test_text_that_is_not_routes_says_what_was_expected(text, says):
    with pytest.raises(RoutingTextError) as raised:
        parse_routing(text)
    assert str(raised.value).startswith(says)
