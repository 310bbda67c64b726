"""A workload's routing (``workloads[i].routing``): the region groups its application runs in, each with its share of
the workload's rate and the link between CICS regions that carries the request there (issue 28, point 3).

A route is an object {group, share_pct, link, commarea_bytes}; the workload's ``region`` stays its TOR (where the work
enters). In memory the routing is the list of route objects as the file holds them, kept in the workload record's
``extra`` (it is not a cell of the Workloads sheet's grid: the routing editor edits it whole). The file's structure is
checked by the engine like any cell (``core.model.routing``), each wrong value an error naming the route and the range
allowed, so a plan with a half-typed routing still opens.
"""

from __future__ import annotations

from typing import Any

from cicsplan.core.plan.fields import MAX_BYTES, NUMBER, TEXT, FieldSpec

ROUTING = "routing"
FREE_SHARE = "free"  # share_pct of every route: split by free capacity
# the kinds of link between CICS regions (core.catalog.links holds their costs; tests check the two agree)
LINK_KINDS = ("mro", "xcf", "ipic", "lu62")
LINK_LABELS = {"mro": "MRO (cross memory, one LPAR)", "xcf": "MRO over XCF (another LPAR of the sysplex)",
               "ipic": "IPIC (TCP/IP)", "lu62": "LU6.2 (VTAM)"}

ROUTE_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("group", "Group", TEXT, "The region group (an AOR) this route sends the application to.",
              required=True),
    FieldSpec("share_pct", "Share", NUMBER, "The route's share of the workload's rate; the routes' shares add to "
              f"100, or every route says \"{FREE_SHARE}\" to split by free capacity.", unit="%", min=0, max=100,
              required=True),
    FieldSpec("link", "Link", TEXT, "How the request reaches the group: mro (cross memory, the TOR's LPAR), xcf "
              "(MRO over XCF to another LPAR), ipic or lu62.", default="",
              default_source="mro when the group is in the TOR's LPAR, else ipic; none to the TOR's own group."),
    FieldSpec("commarea_bytes", "COMMAREA", NUMBER, "Bytes the request carries each way between the regions.",
              unit="bytes", min=0, max=MAX_BYTES,
              default_source="the workload's payload in (request) and payload out (reply)."),
)
ROUTE = {f.key: f for f in ROUTE_FIELDS}


def routing_of(record: Any) -> Any:
    """The routing a workload record holds as the file holds it (None: not routed)."""
    extra = getattr(record, "extra", None)
    return extra.get(ROUTING) if isinstance(extra, dict) else None


def routing_schema() -> dict[str, Any]:
    """The JSON Schema of a workload's routing (docs/plan.schema.json)."""
    return {
        "type": "array",
        "description": "The region groups the workload's application runs in (AORs), each with its share of the "
                       "rate and the link to it; the workload's region stays its TOR. Shares add to 100, or every "
                       f"route says \"{FREE_SHARE}\" to split by free capacity.",
        "items": {
            "type": "object",
            "title": "route",
            "properties": {
                "group": {"type": "string", "description": ROUTE["group"].tooltip().replace("\n", " ")},
                "share_pct": {"description": ROUTE["share_pct"].tooltip().replace("\n", " "),
                              "anyOf": [{"type": "number", "minimum": 0, "maximum": 100},
                                        {"const": FREE_SHARE}]},
                "link": {"enum": list(LINK_KINDS), "description": ROUTE["link"].tooltip().replace("\n", " ")},
                "commarea_bytes": {"type": "number", "minimum": 0, "maximum": MAX_BYTES,
                                   "description": ROUTE["commarea_bytes"].tooltip().replace("\n", " ")},
            },
            "required": ["group", "share_pct"],
            "additionalProperties": True,
        },
    }
