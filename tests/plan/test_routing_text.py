"""A routing in words (the Workloads sheet's Routing cell, what Excel copies): written from the routes, read back to
the same routes, and text that does not read as routes is a sentence saying what was expected."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget, nasty_text, no_hang

from cicsplan.core.plan.routing_text import EXAMPLE, RoutingTextError, parse_routing, routing_text

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


def test_sizes_take_the_units_the_sheets_hint_offers_and_are_written_in_bytes():
    routes = parse_routing("AOR1 50% (IPIC, 2 KB) / AOR2 50% (1 MB, MRO)")
    assert routes == [{"group": "AOR1", "share_pct": 50, "link": "ipic", "commarea_bytes": 2048},
                      {"group": "AOR2", "share_pct": 50, "link": "mro", "commarea_bytes": 1048576}]
    assert routing_text(routes) == "AOR1 50% (IPIC, 2,048 bytes) / AOR2 50% (MRO, 1,048,576 bytes)"
    assert parse_routing("AOR1 100% (32kb)") == [{"group": "AOR1", "share_pct": 100, "commarea_bytes": 32768}]


def test_the_example_gives_each_route_its_link():
    """The trial read "AOR1 60% / AOR2 40% (IPIC)" as IPIC for both routes; AOR1 got MRO."""
    fixed = EXAMPLE.split('"')[1]
    assert all("link" in route for route in parse_routing(fixed))


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
    ("AOR1 60% (2 GiB)", "route 1 ('AOR1 60% (2 GiB)'): '2 GiB' in brackets is neither a link (MRO, XCF, IPIC, LU62) "
                         "nor a COMMAREA size such as 4,000 bytes or 4 KB"),
])
def test_text_that_is_not_routes_says_what_was_expected(text, says):
    with pytest.raises(RoutingTextError) as raised:
        parse_routing(text)
    assert str(raised.value).startswith(says)


_ROUTE_ALPHABET = "AOR12 %/():,.-+eEbytesIPICxcfmroLU62freecapacity \t"


@settings(max_examples=budget(300), deadline=None)
@given(st.text(alphabet=_ROUTE_ALPHABET, max_size=80) | st.text(max_size=40) | nasty_text)
def test_any_pasted_text_reads_as_routes_or_a_sentence(text):
    """A cell pasted from anywhere: routes, or the sentence for the planner; never another exception."""
    try:
        routes = parse_routing(text)
    except RoutingTextError as error:
        message = str(error)
        assert message and "Traceback" not in message and "None" not in message
        return
    assert routes is None or all(isinstance(r, dict) and r.get("group") for r in routes)


group_names = st.text(alphabet="ABCDORT0123456789_ ", min_size=1, max_size=8).map(str.strip).filter(
    lambda name: name and "  " not in name)


@settings(max_examples=budget(200), deadline=None)
@given(st.lists(st.tuples(group_names, st.integers(0, 100), st.sampled_from([None, "mro", "xcf", "ipic", "lu62"]),
                          st.sampled_from([None, 0, 4000, 32500])), min_size=1, max_size=4), st.booleans())
def test_routes_written_in_words_read_back_the_same(parts, free):
    routes = []
    for group, share, link, size in parts:
        route = {"group": group, "share_pct": "free" if free else share}
        if link:
            route["link"] = link
        if size is not None:
            route["commarea_bytes"] = size
        routes.append(route)
    assert parse_routing(routing_text(routes)) == routes


def test_a_long_cell_of_spaces_reads_without_a_hang():
    with no_hang(10), pytest.raises(RoutingTextError):  # quadratic reading took minutes here
        parse_routing("AOR1" + " " * 200_000 + "x")
