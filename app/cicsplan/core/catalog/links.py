"""What a DPL or function-shipped request costs the AOR's LPAR over each kind of link between CICS regions, from the
catalog's measured models (issue 28, point 3; docs/design-cics-across-lpars.md).

The Ways into CICS Redpaper measures the server side (the AOR's LPAR) only, each with a 32 KB COMMAREA each way and
the same trivial server program:

- ``ipic``: DPL over IPIC, every address space of the ``dpl-ipic`` model (CICS and TCP/IP; Tables 34 and 35);
- ``lu62``: DPL over VTAM LU6.2 across a CTC, the ``dpl-lu62`` model (CICS and NET; Tables 36 and 37);
- ``mro``: MRO within the LPAR (cross memory). The Redpaper has no DPL over MRO, but the CTG EXCI scenario reaches
  CICS over MRO, where the request runs under a mirror: the CICS address space's cost of the ``ctg-exci`` model
  (Table 16, CICS GCPU%), without the gateway's and TCP/IP's, is an MRO mirror's;
- ``xcf``: MRO to another LPAR of the sysplex over XCF: ``mro``'s mirror plus the XCF transport, the XCFAS address
  space's cost of the ``lu62-xcf`` model (Table 38, XCFAS GCPU%), 32 KB each way through the coupling facility.

Each figure is the model's own, by the plan's cost method, so a calibrated or corrected model moves it too; the
client side (the TOR's send and receive) was not measured and is a named assumption of the engine step that uses
these figures.
"""

from __future__ import annotations

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.catalog.costs import derive_costs
from cicsplan.core.common.records import dataclass

# link -> ((model id, address spaces taken from it, None for all of them), ...)
LINK_SOURCES: dict[str, tuple[tuple[str, tuple[str, ...] | None], ...]] = {
    "mro": (("ctg-exci", ("CICS",)),),
    "xcf": (("ctg-exci", ("CICS",)), ("lu62-xcf", ("XCFAS",))),
    "ipic": (("dpl-ipic", None),),
    "lu62": (("dpl-lu62", None),),
}
LINKS = tuple(LINK_SOURCES)
LINK_NAMES = {"mro": "MRO (cross memory, one LPAR)", "xcf": "MRO over XCF (another LPAR of the sysplex)",
              "ipic": "IPIC (TCP/IP)", "lu62": "LU6.2 (VTAM)"}


class LinkError(ValueError):
    """The catalog lacks a model a link's cost is taken from; the message names it."""


@dataclass(frozen=True)
class LinkCost:
    """The AOR side of one request over a link, on the measurements' machine, per address space."""

    link: str
    ms_by_space: dict[str, float]  # ms of CPU per request, general CPs and zIIPs together
    eligible_ms_by_space: dict[str, float]
    payload_in_bytes: int  # the measured request's COMMAREA each way (xcf: the mirror's; its XCF transport was
    payload_out_bytes: int  # measured at 32,768 bytes each way)
    machine: str  # the measurements' machine ("2817-779")
    lpar_cps: int  # the measurements' LPAR's CPs
    source: str  # the documents by title, table, model and address space

    @property
    def total_ms(self) -> float:
        return sum(self.ms_by_space.values())


def link_cost(catalog: Catalog, link: str, method: str = "published") -> LinkCost:
    """The AOR-side cost of one request over ``link`` (one of LINKS), by the cost method ``method``."""
    if link not in LINK_SOURCES:
        raise LinkError(f"'{link}' is not a kind of link: one of {', '.join(LINKS)}")
    ms: dict[str, float] = {}
    eligible: dict[str, float] = {}
    sources = []
    first = None
    for model_id, spaces in LINK_SOURCES[link]:
        if model_id not in catalog.models:
            raise LinkError(f"the {LINK_NAMES[link]} link's cost is taken from the catalog's '{model_id}' model, "
                            "which is not in the catalog")
        model = catalog.get(model_id)
        first = first or model
        costs = derive_costs(model, method)
        taken = list(costs.by_as) if spaces is None else list(spaces)
        for space in taken:
            cost = costs.by_as[space]
            ms[space] = ms.get(space, 0.0) + cost.total_ms
            eligible[space] = eligible.get(space, 0.0) + cost.eligible_ms
        table = model.measurements.table
        what = "every address space" if spaces is None else ", ".join(spaces) + " address space"
        sources.append(model.reference.cite(f"{table} ({model.name}), {what}"))
    assert first is not None
    ref = first.reference
    return LinkCost(link, ms, eligible, ref.payload_in_bytes, ref.payload_out_bytes, ref.machine, ref.lpar_cps,
                    "; ".join(sources))
