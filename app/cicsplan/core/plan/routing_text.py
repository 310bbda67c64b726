"""A workload's routing in words, as the Workloads sheet's Routing cell shows it and Excel copies it: fixed shares
"AOR1 60% (MRO) / AOR2 40% (IPIC)", a split by free capacity "by free capacity: AOR2 / AOR3", each route's link and
COMMAREA in brackets after it ("AOR2 40% (IPIC, 4,000 bytes)"; read with units as the grid's sizes are: "4 KB");
empty: not routed. ``parse_routing`` reads that text back
into the routes the plan file holds; text it cannot read is a sentence saying what it expected. Whether the groups
exist and the shares add to 100 is the engine's check, as for any cell (core.model.routing)."""

from __future__ import annotations

import re
from typing import Any

from cicsplan.core.plan.fields import TEXT, FieldSpec
from cicsplan.core.plan.routing import FREE_SHARE, LINK_KINDS, ROUTING
from cicsplan.core.plan.sizes import parse_bytes

FREE_WORDS = "by free capacity"
SEPARATOR = " / "
# a link on each route: "AOR1 60% / AOR2 40% (IPIC)" read as if IPIC covered both, while AOR1 got the default
EXAMPLE = f'"AOR1 60% (MRO) / AOR2 40% (IPIC)" or "{FREE_WORDS}: AOR2 / AOR3"'
ROUTING_FIELD = FieldSpec(
    ROUTING, "Routing", TEXT,
    "Where the workload's application runs: its routes to region groups (AORs), each with its share and, in "
    f"brackets, its link (MRO, XCF, IPIC, LU62) and COMMAREA, such as {EXAMPLE}. Empty: all of it in its region "
    "group (its TOR). Enter, F2 or a double-click opens the routing editor.")

_DETAILS = re.compile(r"\((?P<inside>[^()]*)\)$")  # the brackets that end a route
_SHARE = re.compile(r"[-+0-9.,eE]+")
QUOTED_CHARS = 60  # the most of a route a sentence quotes: a pasted column can be a cell of 32,767 characters


class RoutingTextError(ValueError):
    """Routing text that does not read as routes: its message is the sentence for the planner."""


def routing_text(routes: Any) -> str:
    """The routing in words ("" when there is none); a routing the words cannot hold (a hand-edited file) as the
    nearest words, for the engine's error on the cell to explain."""
    if not isinstance(routes, list) or not routes:
        return ""
    items = [r if isinstance(r, dict) else {} for r in routes]
    free = all(str(r.get("share_pct", "")).strip().lower() == FREE_SHARE for r in items)
    parts = []
    for route in items:
        group = str(route.get("group") or "").strip() or "?"
        share = route.get("share_pct")
        text = group if free else f"{group} {_share_text(share)}"
        details = []
        link = route.get("link")
        if isinstance(link, str) and link.strip():
            details.append(link.strip().upper())
        size = route.get("commarea_bytes")
        if isinstance(size, int | float) and not isinstance(size, bool):
            details.append(f"{size:,.0f} bytes" if float(size).is_integer() else f"{size:,} bytes")
        if details:
            text += f" ({', '.join(details)})"
        parts.append(text)
    return (f"{FREE_WORDS}: " if free else "") + SEPARATOR.join(parts)


def _share_text(share: Any) -> str:
    if isinstance(share, int | float) and not isinstance(share, bool):
        return f"{share:g}%"
    return f"{share}%" if share not in (None, "") else "?%"


def parse_routing(text: str) -> list[dict] | None:
    """The routes a routing text names (None for empty text: not routed). Raises RoutingTextError with the sentence
    that says what is wrong."""
    text = (text or "").strip()
    if not text:
        return None
    free = text.lower().startswith(FREE_WORDS)
    body = text[len(FREE_WORDS):].lstrip(" :") if free else text
    pieces = [p.strip() for p in body.split("/")]
    if not body or any(not p for p in pieces):
        raise RoutingTextError(f"a route is empty; write the routes between slashes, such as {EXAMPLE}")
    routes = []
    for k, piece in enumerate(pieces, start=1):
        split = _split_route(piece, free)
        if split is None:
            raise RoutingTextError(f"route {k} ('{_shown(piece)}') is not a region group and its share, such as "
                                   f"'AOR1 60%'; write {EXAMPLE}")
        group, share_text, inside = split
        route: dict = {"group": group}
        if share_text is None:
            route["share_pct"] = FREE_SHARE
        else:
            try:
                share = float(share_text.replace(",", ""))
            except ValueError:
                raise RoutingTextError(f"route {k} ('{_shown(piece)}'): the share is not a number; write it as "
                                       "60%") from None
            route["share_pct"] = int(share) if share.is_integer() else share
        route.update(_details(inside, k, piece))
        routes.append(route)
    return routes


def _shown(text: str) -> str:
    """What a sentence quotes of a route: all of it, or its start when it is longer than a line."""
    return text if len(text) <= QUOTED_CHARS else f"{text[:QUOTED_CHARS].rstrip()}…"


def _split_route(piece: str, free: bool) -> tuple[str, str | None, str | None] | None:
    """(group, share as written or None when split by free capacity, what the brackets hold) of one route, or None
    when it is not a route. Read by splitting, not by one regular expression, so that a cell of any length reads in
    one pass (a pattern with a lazy name before the share backtracked through every space of a pasted column)."""
    details = _DETAILS.search(piece)
    inside = details.group("inside") if details else None
    rest = piece[:details.start()].rstrip() if details else piece
    if free:
        return (rest, None, inside) if rest and "(" not in rest and ")" not in rest else None
    rest = rest.removesuffix("%").rstrip()
    words = rest.rsplit(None, 1)
    if len(words) != 2 or not _SHARE.fullmatch(words[1]):
        return None
    return words[0].strip(), words[1], inside


def _details(inside: str | None, k: int, piece: str) -> dict:
    out: dict = {}
    # commas part the details, except a thousands separator ("4,000 bytes")
    for word in (w.strip() for w in re.split(r",\s+|,(?!\d{3}\b)", inside or "") if w.strip()):
        size = parse_bytes(word)  # the grid's reader: "4,000 bytes", "4 KB", "1 MB"
        if word.lower() in LINK_KINDS and "link" not in out:
            out["link"] = word.lower()
        elif not isinstance(size, str) and "commarea_bytes" not in out:
            out["commarea_bytes"] = size
        else:
            raise RoutingTextError(f"route {k} ('{_shown(piece)}'): '{_shown(word)}' in brackets is neither a link "
                                   "(MRO, XCF, IPIC, LU62) nor a COMMAREA size such as 4,000 bytes or 4 KB")
    return out
