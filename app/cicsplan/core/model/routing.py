"""CICS across region groups (issue 28, point 3; docs/design-cics-across-lpars.md): each region group's LPAR, each
workload's routes checked (every wrong value an error naming the route and the range allowed), and the link leaves
of the calculation: what the DPL or function-shipped request costs on each side of each route.

The link's AOR side is the named assumption ``link_aor_ms_<link>`` (its default the catalog's measured model,
``core.catalog.links``), split over the model's address spaces as the model splits it and moved to the route's COMMAREA
by the model's per-byte share, as every DPL ingress cost is moved to its payload; the TOR side is
``link_tor_share_<link>`` times the AOR side (the client's send and receive over the same stack, not measured). Both
move from the measurements' machine to the plan's like every catalog cost (``core.model.speeds``).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.catalog.links import LINK_SOURCES, link_cost
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import value_text
from cicsplan.core.model.provenance import Provenance
from cicsplan.core.plan.issues import ERROR, Issue
from cicsplan.core.plan.routing import FREE_SHARE, LINK_KINDS, ROUTE, ROUTING, routing_of

SHARE_TOLERANCE_PCT = 0.01  # shares typed to two decimals add to 100 within this


@dataclass(frozen=True)
class ResolvedRoute:
    """One route of a workload, checked: its group (index into the scenario's groups), share of the workload's rate,
    link ("" to the TOR's own group: the application runs in the TOR) and the COMMAREA each way."""

    row: int
    group: int
    share: float  # 0 to 1 (nan while a split by free capacity is still to be solved: model.lpar_work)
    link: str
    commarea_in_bytes: float
    commarea_out_bytes: float
    free: bool = False  # the share follows free capacity


def group_lpars(region_groups: list[Any], group_names: dict[str, int], count: int, lpar_name: str,
                partition_names: list[str], issues: list[Issue]) -> list[str]:
    """Each group's LPAR ("" for the plan's own); an unknown LPAR is an error on the group's cell naming the ones
    allowed, and the group is then read as in the plan's LPAR."""
    lpars = [""] * count
    own = lpar_name.strip().upper()
    by_upper = {p.upper(): p for p in partition_names}
    for i, group in enumerate(region_groups):
        name = group.get("name")
        if not isinstance(name, str) or name.strip() not in group_names:
            continue  # its own error says why
        raw = group.get("lpar")
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            continue
        text = raw.strip() if isinstance(raw, str) else str(raw)
        if own and text.upper() == own:
            continue  # the plan's LPAR by its name
        if text.upper() in by_upper:
            lpars[group_names[name.strip()]] = by_upper[text.upper()]
            continue
        allowed = "the plan's LPAR (empty)" + (f" or one of {', '.join(partition_names)}" if partition_names else
                                               ": the plan has no other LPARs (Hardware sheet, Other LPARs)")
        issues.append(Issue(ERROR, f"{value_text(text)} is not an LPAR of the plan: {allowed}", "region_group", i,
                            "lpar", name.strip()))
    return lpars


def resolve_routes(records: list[Any], names: list[str], group_names: dict[str, int], tor_group: np.ndarray,
                   lpars: list[str], pin: np.ndarray, pout: np.ndarray, issues: list[Issue]) -> list[ResolvedRoute]:
    """Every routed workload's routes, checked; a row with an error in its routing has no routes (its error stops
    it, like any cell's)."""
    out: list[ResolvedRoute] = []
    for i, record in enumerate(records):
        raw = routing_of(record)
        if raw is None or raw == []:
            continue
        found: list[Issue] = []
        routes = _routes_of(raw, i, names[i], group_names, int(tor_group[i]), lpars, pin[i], pout[i], found)
        issues.extend(found)
        if not found:
            out.extend(routes)
    return out


def _routes_of(raw: Any, row: int, name: str, group_names: dict[str, int], tor: int, lpars: list[str],
               pin: float, pout: float, found: list[Issue]) -> list[ResolvedRoute]:
    def fail(message: str) -> None:
        found.append(Issue(ERROR, message, "workload", row, ROUTING, name))

    if not isinstance(raw, list) or not all(isinstance(item, dict) for item in raw):
        fail("Routing must be a list of routes, each with a group and its share, such as "
             "[{\"group\": \"AOR1\", \"share_pct\": 60}, {\"group\": \"AOR2\", \"share_pct\": 40}]")
        return []
    groups = list(group_names)
    routes: list[ResolvedRoute] = []
    seen: set[int] = set()
    total_pct = 0.0
    free = [isinstance(item.get("share_pct"), str) and item["share_pct"].strip().lower() == FREE_SHARE
            for item in raw]
    if any(free) and not all(free):
        fail(f"Routing: route {free.index(True) + 1} says \"{FREE_SHARE}\" and route {free.index(False) + 1} gives its "
             f"share: either every route says \"{FREE_SHARE}\" (split by free capacity) or every route gives its "
             "share, 0 to 100 %")
        return []
    for j, item in enumerate(raw):
        where = f"Routing, route {j + 1}"
        raw_group = item.get("group")
        group_text = raw_group.strip() if isinstance(raw_group, str) else ""
        if group_text not in group_names:
            shown = value_text(raw_group) if raw_group not in (None, "") else "no group"
            fail(f"{where}: {shown} is not a region group of the scenario: one of {', '.join(groups)}")
            continue
        where = f"{where} ({group_text})"
        group = group_names[group_text]
        if group in seen:
            fail(f"{where}: the group has another route already; give each group one route")
            continue
        seen.add(group)
        share = math.nan if free[j] else _number(item.get("share_pct"))
        if not free[j] and (share is None or not 0.0 <= share <= 100.0):
            given = "missing" if item.get("share_pct") in (None, "") else value_text(item.get("share_pct"))
            fail(f"{where}: share is {given}; allowed range {ROUTE['share_pct'].range_text}")
            continue
        total_pct += 0.0 if free[j] else share
        link = _link(item.get("link"), group, tor, lpars, where, fail)
        if link is None:
            continue
        sizes = []
        raw_bytes = item.get("commarea_bytes")
        if raw_bytes in (None, ""):
            sizes = [pin, pout]
        else:
            size = _number(raw_bytes)
            spec = ROUTE["commarea_bytes"]
            if size is None or not spec.min <= size <= spec.max:
                fail(f"{where}: COMMAREA is {value_text(raw_bytes)}; allowed range {spec.range_text}")
                continue
            sizes = [size, size]
        routes.append(ResolvedRoute(row, group, share / 100.0, link, sizes[0], sizes[1], free[j]))
    if not any(free) and routes and len(routes) == len(raw) and abs(total_pct - 100.0) > SHARE_TOLERANCE_PCT:
        fail(f"Routing: the routes' shares add to {total_pct:g}%; they must add to 100%")
    return routes


def _number(raw: Any) -> float | None:
    if isinstance(raw, bool) or not isinstance(raw, int | float | str):
        return None
    try:
        value = float(str(raw).replace(",", "")) if isinstance(raw, str) else float(raw)
    except (ValueError, OverflowError):
        return None
    return value if math.isfinite(value) else None


def _link(raw: Any, group: int, tor: int, lpars: list[str], where: str, fail) -> str | None:
    """The route's link: its default by where the group is, or the one given if it can join the two regions."""
    text = raw.strip().lower() if isinstance(raw, str) else ("" if raw is None else None)
    if text is None or (text and text not in LINK_KINDS):
        fail(f"{where}: link is {value_text(raw)}; allowed: {', '.join(LINK_KINDS)}, or empty for the default")
        return None
    if group == tor:
        if text:
            fail(f"{where}: the route to the TOR's own group has no link (the application runs in the TOR): leave "
                 "Link empty")
            return None
        return ""
    same_lpar = lpars[group] == lpars[tor]
    if not text:
        return "mro" if same_lpar else "ipic"
    if text == "mro" and not same_lpar:
        fail(f"{where}: mro is cross memory within one LPAR, and the group is in LPAR {_lpar_text(lpars[group])}, "
             f"the TOR in {_lpar_text(lpars[tor])}: use xcf, ipic or lu62")
        return None
    if text == "xcf" and same_lpar:
        fail(f"{where}: xcf joins regions in different LPARs, and the group is in the TOR's LPAR: use mro, ipic or "
             "lu62")
        return None
    return text


def _lpar_text(lpar: str) -> str:
    return lpar or "the plan's LPAR"


@dataclass(frozen=True)
class LinkLeaves:
    """The link's cost per route, per address space, on the plan's engines: general-CP ms (at the plan's CP speed)
    and zIIP-eligible ms (at its zIIP speed), each side of the link; and the round trip's latency."""

    aor_ms: np.ndarray  # (routes, spaces)
    aor_eligible_ms: np.ndarray
    tor_ms: np.ndarray
    tor_eligible_ms: np.ndarray
    latency_ms: np.ndarray  # (routes,)
    # the link's CICS CPU on each side that runs on that region's QR TCB (the mirror in the AOR, the send and receive
    # in the TOR), per request, at the plan's CP speed: its model's QR share of the CICS part
    aor_qr_ms: np.ndarray | None = None  # (routes,)
    tor_qr_ms: np.ndarray | None = None


def link_aor_ms(assumptions: dict[str, Any], catalog: Catalog, method: str, link: str,
                overridden: frozenset[str] = frozenset()) -> float:
    """The AOR side of one request over ``link`` on the measurements' machine, ms: the assumption
    ``link_aor_ms_<link>`` when the plan sets it; at its default, the catalog's figure by the plan's cost method (the
    default is the published method's: the fitted method takes the same models' fitted slopes, their fixed CPU at
    zero rate left out as a link request has none of its own)."""
    key = f"link_aor_ms_{link}"
    if method != "fitted" or key in overridden:
        return float(assumptions[key])
    return link_cost(catalog, link, method).total_ms


def link_leaves(routes: list[ResolvedRoute], assumptions: dict[str, Any], catalog: Catalog, method: str,
                spaces: list[str], model_ids: list[str], byte_share: np.ndarray, eligible_byte_share: np.ndarray,
                reference_bytes: np.ndarray, cp_by_model: np.ndarray, ziip_by_model: np.ndarray,
                qr_share: np.ndarray | None = None, overridden: frozenset[str] = frozenset()) -> LinkLeaves:
    """Each route's link cost on each side, from the link assumptions (core.catalog.links gives their split over
    the address spaces and the models whose payload shares and machine move them). The QR TCB time of each side is
    the CICS part times the QR share of the model the link's CICS cost comes from (``qr_share`` by model; the
    documents do not say which TCB a mirror runs on: the models' QR shares are named assumptions)."""
    count, a_count = len(routes), len(spaces)
    aor, aor_e = np.zeros((count, a_count)), np.zeros((count, a_count))
    latency = np.zeros(count)
    aor_qr = np.zeros(count)
    cache: dict[str, Any] = {}
    for k, route in enumerate(routes):
        if not route.link:
            continue
        link = route.link
        if link not in cache:
            cache[link] = _link_split(catalog, link, method, model_ids)
        split = cache[link]
        aor_ms = link_aor_ms(assumptions, catalog, method, link, overridden)
        moved = route.commarea_in_bytes + route.commarea_out_bytes
        for space, (share_of_total, eligible_part, m) in split.items():
            a = spaces.index(space)
            ratio = moved / reference_bytes[m] if reference_bytes[m] > 0 else 1.0
            ms = aor_ms * share_of_total * (1.0 - byte_share[m, a] + byte_share[m, a] * ratio)
            eligible = min(ms, aor_ms * share_of_total * eligible_part
                           * (1.0 - eligible_byte_share[m, a] + eligible_byte_share[m, a] * ratio))
            aor[k, a] += (ms - eligible) * cp_by_model[m]
            aor_e[k, a] += eligible * ziip_by_model[m]
            if space == "CICS" and qr_share is not None and np.isfinite(qr_share[m]):
                aor_qr[k] += float(qr_share[m]) * (ms - eligible) * cp_by_model[m]
        latency[k] = float(assumptions[f"link_latency_ms_{link}"])
    tor_share = np.array([float(assumptions[f"link_tor_share_{r.link}"]) if r.link else 0.0 for r in routes])
    return LinkLeaves(aor, aor_e, aor * tor_share[:, None], aor_e * tor_share[:, None], latency,
                      aor_qr, aor_qr * tor_share)


def _link_split(catalog: Catalog, link: str, method: str, model_ids: list[str]) -> dict[str, tuple[float, float, int]]:
    """Per address space of the link: (its share of the link's AOR-side CPU, the zIIP-eligible part of it, the index
    of the model it was measured in)."""
    cost = link_cost(catalog, link, method)  # the shipped catalog holds its models: a LinkError is a fault
    out: dict[str, tuple[float, float, int]] = {}
    if cost.total_ms <= 0:
        return out
    for model_id, taken in LINK_SOURCES[link]:
        m = model_ids.index(model_id)
        for space in taken or cost.ms_by_space:
            if space in out or space not in cost.ms_by_space:
                continue
            ms = cost.ms_by_space[space]
            eligible = cost.eligible_ms_by_space.get(space, 0.0) / ms if ms > 0 else 0.0
            out[space] = (ms / cost.total_ms, eligible, m)
    return out


LINK_LEAVES = ("link_ms", "link_eligible_ms", "link_latency_ms")


def link_provenance(r: Any, name: str, workload: int | None, catalog: Catalog) -> Provenance:
    """Where a workload's link leaf comes from, in words: its routes and the assumptions they read (under the fitted
    method an AOR side at its default is the catalog's fitted figure, and says so)."""
    if workload is None:
        return Provenance("computed", "per workload: select one")
    routes = [route for route in r.routes if route.row == workload and route.link]
    if not routes:
        return Provenance("input", "no route to another region group (the workload's Routing): no link")
    parts = []
    for route in routes:
        group = r.groups[route.group][0]
        if name == "link_latency_ms":
            parts.append(f"{route.share:.0%} to {group} x link_latency_ms_{route.link} "
                         f"{float(r.assumptions[f'link_latency_ms_{route.link}']):g} ms")
        else:
            aor = link_aor_ms(r.assumptions, catalog, r.cost_method, route.link, r.overridden)
            fitted = (" (the fitted method's figure from the same models: the default is the published one)"
                      if r.cost_method == "fitted" and f"link_aor_ms_{route.link}" not in r.overridden else "")
            parts.append(f"{route.share:.0%} to {group} over {route.link}: link_aor_ms_{route.link} "
                         f"{aor:.4g} ms{fitted} x (1 + link_tor_share_{route.link} "
                         f"{float(r.assumptions[f'link_tor_share_{route.link}']):g}), moved to its COMMAREA of "
                         f"{route.commarea_in_bytes:,.0f} + {route.commarea_out_bytes:,.0f} bytes and to the plan's "
                         "machine")
    return Provenance("assumption", "; ".join(parts) + " (assumptions, Links between regions)")
