"""MSU: what the plan's general-CP consumption weighs in IBM's software-pricing unit.

The LPAR's MSU per general CP is IBM's MSU rating of the n-way model of its capacity setting divided by n (the same
model whose PCI moves the costs). From it:

- the new work's MSU: its general CPs' worth of LPAR busy (capture ratio included) x MSU per CP;
- the LPAR's MSU at the planned busy: general-CP busy (existing + new) x CPs x MSU per CP;
- the MSU zIIP offload keeps off the general CPs: the zIIPs' worth of work, at the CPs' speed (a sub-capacity CP is
  slower than a zIIP), x MSU per CP.

MSU is IBM's rating; the busy it multiplies is cicsplan's estimate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from cicsplan.core.hardware.machines import MachineError

if TYPE_CHECKING:
    from cicsplan.core.model.result import ScenarioResult


class MsuFigures(NamedTuple):
    model: str  # the n-way model whose MSU rating is used, e.g. "3931-705"
    msu_per_cp: float
    new_work_msu: float
    lpar_msu: float
    ziip_offload_msu: float
    source: str  # where the MSU rating comes from


def msu_figures(result: ScenarioResult) -> MsuFigures | None:
    """The scenario's MSU figures; None when it has errors or the machine's model has no MSU rating."""
    r = result.resolved
    if result.errors or r.machine is None:
        return None
    category, cps = r.assumptions["lspr_category"], r.hardware["cps"]
    try:
        cp, ziip = r.machine.engine(category, cps), r.machine.ziip_engine(category, cps)
    except MachineError:
        return None
    if cp.msu_per_engine is None:
        return None
    env = result.env
    per_cp = cp.msu_per_engine
    ziip_as_cps = float(env["ziip_engines"]) * ziip.pci_per_engine / cp.pci_per_engine
    return MsuFigures(cp.model.model, per_cp, float(env["gcp_lpar_engines"]) * per_cp,
                      float(env["gcp_busy_pct"]) / 100.0 * cps * per_cp, ziip_as_cps * per_cp, cp.model.source)


def why_no_msu(result: ScenarioResult) -> str:
    """Why the scenario has no MSU figures, as a sentence; "" when it has them."""
    r = result.resolved
    if result.errors:
        return "no MSU: the scenario has errors"
    if r.machine is None:
        return f"no MSU: machine {r.hardware['machine']!s} is not one IBM rates, so its MSU is not known"
    try:
        cp = r.machine.engine(r.assumptions["lspr_category"], r.hardware["cps"])
    except MachineError as exc:
        return f"no MSU: {exc}"
    if cp.msu_per_engine is None:
        return (f"no MSU: IBM's ratings give no MSU for the {cp.model.model} (your capacity figures with its MSU, "
                "from zPCR or a CSV, add it)")
    return ""


def msu_lines(result: ScenarioResult) -> list[tuple[str, str]]:
    """(label, text) rows for the Results sheet and the reports; empty when there are no MSU figures."""
    m = msu_figures(result)
    if m is None:
        return []
    return [("MSU of the new work", f"{m.new_work_msu:,.1f} MSU (general-CP consumption at {m.msu_per_cp:,.1f} MSU "
                                    f"per CP, IBM's rating of the {m.model})"),
            ("LPAR MSU at the planned busy", f"{m.lpar_msu:,.1f} MSU (existing + new work)"),
            ("MSU kept off the general CPs by zIIPs", f"{m.ziip_offload_msu:,.1f} MSU")]
