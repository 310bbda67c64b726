"""The machine view of a computed scenario: every LPAR of the plan's machine with its weight's share, its
entitlement, what it gets and its busy, the plan's LPAR with the plan's demand; and ``totals.lpar`` of
``compute --json``. The Hardware sheet's bars, the PDF report and the JSON read these rows: they compute nothing.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from cicsplan.core.common.records import dataclass
from cicsplan.core.hardware.prsm import LparShare, Vertical
from cicsplan.core.model.lpar import PoolFigures
from cicsplan.core.model.lpar_work import hosting_lpars
from cicsplan.core.model.result import ScenarioResult


@dataclass(frozen=True)
class MachineBar:
    """One LPAR of the machine view, in processors of the pool."""

    name: str
    own: bool  # the plan's LPAR
    dedicated: bool
    logical: int
    share_of_pool: float | None
    entitled: float  # its weight's share within its logical processors (all of them if dedicated)
    gets: float  # what it can get asking for all it can, the plan's LPAR doing the same and the others at their load
    demand: float  # what it asks for: the stated busy; the plan's LPAR: existing + the plan's work


def machine_bars(result: ScenarioResult, kind: str = "CP") -> list[MachineBar]:
    """The pool's LPARs, the plan's first; empty when the plan has no other LPARs (or the zIIP pool is not given)."""
    sharing = result.resolved.sharing
    if sharing is None or result.errors:
        return []
    pool = sharing.cp if kind == "CP" else sharing.ziip
    if pool is None:
        return []
    busy = float(result.env["gcp_busy_pct"] if kind == "CP" else result.env["ziip_busy_pct"])
    own_demand = busy / 100.0 * pool.own.logical if math.isfinite(busy) else math.inf
    others = {p.name: p for p in result.resolved.partitions}
    # the plan's work in the other LPARs hosting its region groups joins their demand
    hosted = dict(zip((p.name for p in hosting_lpars(result.resolved)),
                      np.ravel(result.env["lpar_gcp_engines"] if kind == "CP" else result.env["lpar_ziip_engines"]),
                      strict=True))
    bars = []
    for share in pool.pool.lpars:
        own = share.name == pool.own.name
        if share.logical <= 0:  # no processor of this pool: nothing to draw (the plan's LPAR with no zIIPs)
            continue
        if own:
            demand = own_demand
        else:
            p = others[share.name]
            demand = (p.busy_pct if kind == "CP" else p.ziip_busy_pct) / 100.0 * share.logical
            demand += float(hosted.get(share.name, 0.0))
        # one definition for every bar, the one Results, the report and --json give (the trial's A5: PROD2 "can get
        # 2.85" there and "gets 1.62", its own demand, here)
        bars.append(MachineBar(share.name, own, share.dedicated, share.logical, share.share_of_pool, share.entitled,
                               share.available, demand))
    return sorted(bars, key=lambda b: not b.own)


def _num(value: float | None) -> float | None:
    return None if value is None or not math.isfinite(value) else float(value)


def _vertical(v: Vertical) -> dict[str, Any]:
    return {"high": v.high, "medium": v.medium, "low": v.low, "medium_share": _num(v.medium_share)}


def _pool_json(pool: PoolFigures, unit: str) -> dict[str, Any]:
    own: LparShare = pool.own
    return {"physical": pool.pool.physical, "shared": _num(pool.pool.shared), "logical": own.logical,
            "dedicated": own.dedicated, "share_of_pool": _num(own.share_of_pool),
            f"entitled_{unit}": _num(own.entitled),
            f"guaranteed_{unit}": _num(own.guaranteed), f"available_{unit}": _num(own.available),
            "ceiling": _num(own.ceiling), "ceiling_by": own.ceiling_by, "vertical": _vertical(own.vertical),
            "taken_pct": _num(pool.stolen_pct)}


def lpar_json(result: ScenarioResult) -> dict[str, Any] | None:
    """``totals.lpar``: what PR/SM gives the plan's LPAR; None without other LPARs (it owns what it has)."""
    sharing = result.resolved.sharing
    if sharing is None or result.errors:
        return None
    cp = _pool_json(sharing.cp, "cps")
    env = result.env
    out: dict[str, Any] = {
        "name": sharing.name,
        "share_of_pool": cp["share_of_pool"], "entitled_cps": cp["entitled_cps"],
        "available_cps": cp["available_cps"], "vertical": cp["vertical"],
        "binding_cap": sharing.binding_cap.label,
        "caps": [{"cap": c.label, "cps": _num(c.cps), "text": c.text} for c in sharing.caps],
        "busy_of_available_pct": _num(float(env["gcp_available_busy_pct"])),
        "cp": cp,
        "ziip": None if sharing.ziip is None else _pool_json(sharing.ziip, "ziips"),
        "machine": {kind: [{"name": b.name, "own": b.own, "dedicated": b.dedicated, "logical": b.logical,
                            "share_of_pool": _num(b.share_of_pool), "entitled": _num(b.entitled),
                            "gets": _num(b.gets), "demand": _num(b.demand)} for b in machine_bars(result, kind)]
                    for kind in ("CP", "zIIP")},
        "notes": list(sharing.notes),
    }
    if sharing.ziip is not None:
        out["entitled_ziips"] = out["ziip"]["entitled_ziips"]
        out["available_ziips"] = out["ziip"]["available_ziips"]
    return out


def machine_view_data(result: ScenarioResult) -> dict[str, Any] | None:
    """What the machine view draws, per pool: its physical processors and a row per LPAR (its logical processors,
    weight's share of the pool in processors, entitlement, what it gets and its demand); None without other LPARs.
    The Hardware sheet and the PDF report draw the same data (report.machine_paint)."""
    sharing = result.resolved.sharing
    if sharing is None or result.errors:
        return None
    pools = []
    for kind, pool in (("CP", sharing.cp), ("zIIP", sharing.ziip)):
        bars = machine_bars(result, kind)
        if pool is None or not bars:
            continue
        pools.append({"kind": kind, "physical": pool.pool.physical, "shared": pool.pool.shared,
                      "rows": [{"name": b.name, "own": b.own, "dedicated": b.dedicated, "logical": b.logical,
                                "share": None if b.share_of_pool is None else b.share_of_pool * pool.pool.shared,
                                "share_of_pool": b.share_of_pool, "entitled": b.entitled, "gets": b.gets,
                                "demand": b.demand} for b in bars]})
    return {"pools": pools, "binding_cap": sharing.binding_cap.text} if pools else None


def lpars_json(result: ScenarioResult) -> list[dict[str, Any]]:
    """``totals.lpars``: each LPAR hosting region groups of the plan, the plan's first: its logical CPs, stated busy,
    the plan's work there, its busy, what it can get and the busy of that."""
    r, env = result.resolved, result.env
    if result.errors:
        return []
    groups = [[name for g, (name, _) in enumerate(r.groups) if (r.group_lpars[g] or "").upper() == lpar.upper()]
              for lpar in ["", *(p.name for p in hosting_lpars(r))]]
    own_name = r.sharing.name if r.sharing is not None else (r.hardware.get("lpar_name") or None)
    rows = [{"name": own_name, "own": True, "machine": r.hardware["machine"], "region_groups": groups[0],
             "logical_cps": float(r.hardware["cps"]),
             "stated_busy_pct": _num(float(r.hardware.get("existing_cp_busy_pct") or 0.0)),
             "plan_cps": _num(float(env["gcp_lpar_engines"])), "busy_pct": _num(float(env["gcp_busy_pct"])),
             "available_cps": _num(float(env["cp_available_engines"])),
             "busy_of_available_pct": _num(float(env["gcp_available_busy_pct"]))}]
    for slot, p in enumerate(hosting_lpars(r)):
        rows.append({"name": p.name, "own": False, "machine": p.machine or r.hardware["machine"],
                     "region_groups": groups[slot + 1], "logical_cps": float(p.logical_cps),
                     "stated_busy_pct": _num(p.busy_pct),
                     "plan_cps": _num(float(np.ravel(env["lpar_gcp_engines"])[slot])),
                     "busy_pct": _num(float(np.ravel(env["lpar_busy_pct"])[slot])),
                     "available_cps": _num(float(np.ravel(env["lpar_available_cps"])[slot])),
                     "busy_of_available_pct": _num(float(np.ravel(env["lpar_available_busy_pct"])[slot]))})
    return rows


def hosting_lines(result: ScenarioResult) -> list[tuple[str, str]]:
    """(label, text) per other LPAR hosting region groups of the plan, for compute, the Results sheet and the report.
    What it can get says on what: on the plan's machine, the plan's LPAR using all it can get (its limit holds
    however the plan's own LPAR grows) and the others at their load, as the machine view's mark; elsewhere as given."""
    rows = lpars_json(result)
    own = (rows[0]["name"] or "the plan's LPAR") if rows else ""
    lines = []
    for row in rows[1:]:
        elsewhere = row["machine"] != result.resolved.hardware["machine"]
        basis = ("as given for its machine" if elsewhere
                 else f"with {own} using all it can get and the other LPARs at their load")
        where = f" on {row['machine']}" if elsewhere else ""
        lines.append((f"LPAR {row['name']}{where} (region groups {', '.join(row['region_groups'])})",
                      f"the plan's work {row['plan_cps']:.2f} CPs' worth; CP busy {row['busy_pct']:.1f}% of its "
                      f"{row['logical_cps']:g} logical CPs ({row['stated_busy_pct']:g}% its own); it can get "
                      f"{row['available_cps']:.2f} CPs {basis}: {row['busy_of_available_pct']:.1f}% of them"))
    return lines


def lpar_lines(result: ScenarioResult) -> list[tuple[str, str]]:
    """(label, text) rows for the Results sheet, ``compute`` and the reports: what PR/SM gives the LPAR beside the
    machine's other LPARs; empty when it has the machine to itself."""
    sharing = result.resolved.sharing
    if sharing is None or result.errors:
        return []
    cp = sharing.cp.own
    if cp.dedicated:
        share = f"{cp.logical} dedicated CPs"
    else:
        share = (f"weight's share {cp.share_of_pool:.1%} of {sharing.cp.pool.shared:g} shared CPs = "
                 f"{cp.entitled:.2f} CPs entitled")
    v = cp.vertical
    lines = [("LPAR on a shared machine", f"{share}; it can get {cp.available:.2f} of its {cp.logical} logical CPs "
                                          f"with the other LPARs at their load (the lowest cap: "
                                          f"{sharing.binding_cap.text})"),
             ("LPAR busy of the CPs it can get", f"{float(result.env['gcp_available_busy_pct']):.1f}%"),
             ("HiperDispatch", f"{v.high} vertical high, {v.medium} vertical medium"
                               + (f" at {v.medium_share:.0%}" if v.medium else "") + f", {v.low} vertical low")]
    if sharing.ziip is not None:
        z = sharing.ziip.own
        if z.logical:
            lines.append(("zIIPs on the shared machine", f"it can get {z.available:.2f} of its {z.logical} logical "
                          "zIIPs" + ("" if z.share_of_pool is None else f" (weight's share {z.share_of_pool:.1%}, "
                                                                        f"{z.entitled:.2f} entitled)")))
        else:
            lines.append(("zIIPs on the shared machine", "the LPAR has no logical zIIPs: zIIP-eligible work runs on "
                                                         "its CPs"))
    lines += [("Note", note) for note in sharing.notes]
    return lines
