"""MSU: what the plan's general-CP consumption weighs in IBM's software-pricing unit.

IBM defines the service units of a CP from the machine, not from the LPAR: the CPC model's MSU rating divided by its
physical general CPs is the MSU of one CP-hour on that machine, whatever the LPAR's logical CPs (software service
units use the MP factor of the physical CPs; an LPAR's entitled MSU is its logical CPs x the MSU of one physical
CP). So a 3-CP LPAR on a 2817-779 weighs 6,097 / 79 = 77.2 MSU per CP, not the 2817-703's 136.0.

The machine is the plan's software model (3931-720: the z16 at setting 7 with 20 CPs). A hardware model (3906-M04)
does not say how many CPs the machine has: the smallest machine that holds the LPAR, the n-way model of the LPAR's
CPs, stands in for it, and the source line says so.

From MSU per CP:

- the new work's MSU: its general CPs' worth of LPAR busy (capture included) x MSU per CP;
- the LPAR's MSU at the planned busy: general-CP busy (existing + new) x logical CPs x MSU per CP, at most its
  capacity (100 % busy): demand beyond it cannot run and is never billed, so it is given apart as unserved MSU, and
  the new work's MSU is what is left of the capacity beside the existing work;
- the MSU zIIP offload keeps off the general CPs: the zIIPs' worth of work, at the CPs' speed (a sub-capacity CP is
  slower than a zIIP), x MSU per CP;
- the plan's work in all its LPARs: the new work's MSU in the plan's LPAR plus, for each other LPAR hosting region
  groups of the plan, the plan's work there (in that LPAR's engines) x the MSU per CP of that LPAR's machine (the
  plan's machine, or another machine of the sysplex at its own rating), served as the plan's LPAR's is: at most what
  the LPAR's own load leaves of the CPs it can get. Moving a group between LPARs moves its MSU, it does not lose it.

MSU is IBM's rating; the busy it multiplies is cicsplan's estimate. The engines' speed (the CPU time of the work)
keeps its own rule, the n-way model of the LPAR's CPs (ratings.LPAR_APPROXIMATION).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from cicsplan.core.hardware.cpc import cpc_model
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.model.lpar_work import hosting_lpars

if TYPE_CHECKING:  # numpy.typing too: for the annotations alone, not worth its import at each start (issue 29)
    from numpy.typing import ArrayLike

    from cicsplan.core.model.result import ScenarioResult


class MsuFigures(NamedTuple):
    model: str  # the CPC model whose MSU rating is used, e.g. "3931-720"
    msu_per_cp: float
    new_work_msu: float
    lpar_msu: float
    ziip_offload_msu: float
    source: str  # where the MSU rating comes from
    unserved_msu: float = 0.0  # demand beyond the LPAR's capacity (busy over 100 %), in MSU: it cannot run
    model_msu: float = 0.0  # the CPC model's MSU rating
    model_cps: int = 0  # and its general CPs
    stand_in: bool = False  # the machine was given as a hardware model: the LPAR's n-way stands in for the CPC
    imported: str = ""  # the name of the plan's imported capacity table the MSU rating comes from; "" for IBM's
    plan_work_msu: float = 0.0  # the plan's work in every LPAR it runs in (nan when one LPAR's machine has no MSU)
    parts: tuple[MsuPart, ...] = ()  # the plan's LPAR first, then each other LPAR hosting its region groups


class MsuPart(NamedTuple):
    """The plan's work in one LPAR, in MSU at that LPAR's machine's MSU per CP."""

    lpar: str  # the LPAR's name ("" for a plan's LPAR without a name)
    model: str  # the CPC model whose rating prices it
    msu_per_cp: float  # nan when IBM's ratings give the model no MSU
    new_work_msu: float  # nan likewise


def msu_figures(result: ScenarioResult) -> MsuFigures | None:
    """The scenario's MSU figures; None when it has errors or the machine's model has no MSU rating."""
    r = result.resolved
    if result.errors or r.machine is None:
        return None
    category, cps = r.assumptions["lspr_category"], r.hardware["cps"]
    try:
        cp, ziip = r.machine.engine(category, cps), r.machine.ziip_engine(category, cps)
        model, stand_in = cpc_model(r.machine, int(cps))
    except MachineError:
        return None
    if model.msu_per_engine is None:
        return None
    env = result.env
    per_cp = model.msu_per_engine
    ziip_as_cps = float(env["ziip_engines"]) * ziip.pci_per_engine / cp.pci_per_engine
    lpar, new, unserved = served_msu(float(env["gcp_busy_pct"]), float(env["existing_cp_busy_pct"]),
                                     float(env["gcp_lpar_engines"]), float(cps), per_cp,
                                     float(env["cp_available_engines"]))
    parts = (MsuPart(str(r.hardware["lpar_name"]), model.model, per_cp, float(new)),
             *_hosting_parts(result, model.model, per_cp))
    return MsuFigures(model.model, per_cp, float(new), float(lpar), ziip_as_cps * per_cp, model.source,
                      float(unserved), float(model.msu), model.cps, stand_in,
                      r.machine.table.ratings.imported.get(model.model, ""),
                      float(sum(part.new_work_msu for part in parts)), parts)


def _hosting_parts(result: ScenarioResult, model: str, per_cp: float) -> list[MsuPart]:
    """The plan's work in each other LPAR hosting its region groups, in MSU (the env's ``lpar_*`` in the order of
    ``hosting_lpars``)."""
    r, env = result.resolved, result.env
    parts = []
    for k, p in enumerate(hosting_lpars(r)):
        where, rate = model, per_cp
        if p.elsewhere:
            try:
                other, _ = cpc_model(r.machine_table.parse(p.machine), max(p.logical_cps, 1))
                where, rate = other.model, other.msu_per_engine if other.msu_per_engine is not None else np.nan
            except MachineError:
                where, rate = p.machine, np.nan
        _, new, _ = served_msu(float(env["lpar_busy_pct"][k]), float(env["lpar_stated_busy_pct"][k]),
                               float(env["lpar_gcp_engines"][k]), float(p.logical_cps), rate,
                               float(env["lpar_available_cps"][k]))
        parts.append(MsuPart(p.name, where, float(rate), float(new)))
    return parts


def served_msu(busy_pct: ArrayLike, existing_pct: ArrayLike, new_engines: ArrayLike, cps: float,
               per_cp: float, available_cps: float | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(LPAR MSU, new work's MSU, unserved MSU), element-wise: the LPAR runs at most its capacity (100 % of its
    CPs, or of the CPs it can get beside the machine's other LPARs: ``available_cps``); the demand beyond it is
    unserved; the new work gets what the existing work leaves of the capacity."""
    busy = np.asarray(busy_pct, dtype=float)
    # the busy the LPAR can reach, % of its logical CPs: 100 unless PR/SM gives it fewer CPs than it has
    ceiling = 100.0 if available_cps is None or available_cps >= cps else available_cps / cps * 100.0
    existing = np.minimum(np.asarray(existing_pct, dtype=float), ceiling)
    lpar = np.minimum(busy, ceiling) / 100.0 * cps * per_cp
    unserved = np.maximum(busy - ceiling, 0.0) / 100.0 * cps * per_cp
    room = (ceiling - existing) / 100.0 * cps
    new = np.clip(np.asarray(new_engines, dtype=float), 0.0, room) * per_cp
    return lpar, new, unserved


def why_no_msu(result: ScenarioResult) -> str:
    """Why the scenario has no MSU figures, as a sentence; "" when it has them."""
    r = result.resolved
    if result.errors:
        return "no MSU: the scenario has errors"
    if r.machine is None:
        return f"no MSU: machine {r.hardware['machine']!s} is not one IBM rates, so its MSU is not known"
    try:
        model, _ = cpc_model(r.machine, int(r.hardware["cps"]))
    except MachineError as exc:
        return f"no MSU: {exc}"
    if model.msu_per_engine is None:
        return (f"no MSU: IBM's ratings give no MSU for the {model.model} (your capacity figures with its MSU, "
                "from zPCR or a CSV, add it)")
    return ""


def rating_text(m: MsuFigures) -> str:
    """'IBM's rating of the 3931-720: 2,360 MSU / 20 CPs' (or the imported table's), and what stands in for a
    hardware model."""
    msu = f"{m.model_msu:,.0f}" if float(m.model_msu).is_integer() else f"{m.model_msu:,.1f}"
    whose = f"the rating of the {m.model} in your capacity table '{m.imported}'" if m.imported else \
        f"IBM's rating of the {m.model}"
    text = f"{whose}: {msu} MSU / {m.model_cps} CP{'s' if m.model_cps != 1 else ''}"
    if m.stand_in:
        text += (" (the machine is given as a hardware model, whose CP count is not known: the model with the LPAR's "
                 "CPs stands in for it)")
    return text


PLAN_WORK_LABEL = "MSU of the plan's work in all its LPARs"
NEW_WORK_LABEL = "MSU of the new work in the plan's LPAR"


def hosted_elsewhere(m: MsuFigures) -> bool:
    """The plan has region groups in other LPARs: its MSU in all LPARs is more than its LPAR's part."""
    return len(m.parts) > 1


def plan_work_text(m: MsuFigures) -> str:
    """'53.5 MSU (the plan's LPAR PROD1 49.5 + PROD2 4.0)', an LPAR of another machine at its own rating."""
    if not np.isfinite(m.plan_work_msu):
        unknown = [part for part in m.parts if not np.isfinite(part.new_work_msu)]
        return ("not known: IBM's ratings give no MSU for the " + ", ".join(
            f"{part.model} of LPAR {part.lpar}" for part in unknown))
    own, *others = m.parts
    terms = [f"the plan's LPAR {own.lpar} {own.new_work_msu:,.1f}".replace("  ", " ")]
    for part in others:
        rate = "" if part.model == own.model else f" on the {part.model} at {part.msu_per_cp:,.1f} MSU per CP"
        terms.append(f"{part.lpar} {part.new_work_msu:,.1f}{rate}")
    return f"{m.plan_work_msu:,.1f} MSU ({' + '.join(terms)})"


def msu_lines(result: ScenarioResult) -> list[tuple[str, str]]:
    """(label, text) rows for the Results sheet and the reports; empty when there are no MSU figures. The plan's
    work in all its LPARs comes first when region groups run in other LPARs."""
    m = msu_figures(result)
    if m is None:
        return []
    return [*([(PLAN_WORK_LABEL, plan_work_text(m))] if hosted_elsewhere(m) else []),
            (NEW_WORK_LABEL, f"{m.new_work_msu:,.1f} MSU (general-CP consumption at {m.msu_per_cp:,.1f} MSU "
                             f"per CP, {rating_text(m)})"),
            ("LPAR MSU at the planned busy", f"{m.lpar_msu:,.1f} MSU (existing + new work)" + (
                f", capped at the LPAR's capacity: {m.unserved_msu:,.1f} MSU more is demanded than its CPs can run"
                if m.unserved_msu > 0 else "")),
            ("MSU kept off the general CPs by zIIPs", f"{m.ziip_offload_msu:,.1f} MSU")]
