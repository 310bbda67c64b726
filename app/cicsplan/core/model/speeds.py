"""Hardware speeds: a cost measured on one machine and LPAR, moved to the plan's LPAR by the ratio of their
per-engine capacities (general CPs and zIIPs apart), for the catalog's methods and the reference applications."""

from __future__ import annotations

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.hardware.machines import MachineError, capacity_ratio
from cicsplan.core.model.inputs import ResolvedScenario


def speed_ratios(r: ResolvedScenario, catalog: Catalog) -> tuple[np.ndarray, np.ndarray, dict[str, str]]:
    """Per catalog model: (CP ratio, zIIP ratio, explanation) = reference per-engine capacity / target's."""
    count = len(r.model_ids)
    cp = np.ones(count)
    ziip = np.ones(count)
    notes: dict[str, str] = {}
    target = r.machine
    if target is None:
        return cp, ziip, notes
    category = r.assumptions["lspr_category"]
    cps = r.hardware["cps"]
    cached = r.speed_cache.get((category, cps, target.text))
    if cached is not None:
        return cached[0].copy(), cached[1].copy(), dict(cached[2])
    by_lpar: dict[tuple[str, float], tuple[float, float, str]] = {}  # the catalog's 21 methods share few LPARs
    plan_side = f"plan on {target.describe(category, cps)}; zIIPs at full speed"
    for m, model_id in enumerate(r.model_ids):
        ref = catalog.get(model_id).reference
        lpar = (ref.machine, float(ref.lpar_cps))
        if lpar not in by_lpar:
            try:
                source = r.machine_table.parse(ref.machine)
                by_lpar[lpar] = (capacity_ratio(source, ref.lpar_cps, target, cps, category, "cp"),
                                 capacity_ratio(source, ref.lpar_cps, target, cps, category, "ziip"),
                                 f"measured on {source.describe(category, ref.lpar_cps)}; {plan_side}")
            except MachineError:
                # a method the plan does not use may sit on a machine an imported table cannot scale; the
                # ones it uses were checked by inputs.resolve (an error names them). Never applied.
                by_lpar[lpar] = (1.0, 1.0, f"measured on {ref.machine}: not movable with this capacity table")
        cp[m], ziip[m], notes[model_id] = by_lpar[lpar]
    r.speed_cache[(category, cps, target.text)] = (cp.copy(), ziip.copy(), dict(notes))
    return cp, ziip, notes


# CICS TS V5.5 Performance Highlights [004_dd834a6f07580b26.txt]: CICS TS V5.5 / V5.4 average CPU per
# transaction of DSW and RTW
RELEASE_FACTORS = {"none": 1.0, "v5.4-to-v5.5-dsw": 0.172 / 0.179, "v5.4-to-v5.5-rtw": 1.257 / 1.262}


def machine_ratio(r: ResolvedScenario, machine: str, cps: float) -> float:
    """ms measured on ``machine`` with an LPAR of ``cps`` CPs -> ms on the plan's LPAR (general CPs)."""
    if r.machine is None:
        return 1.0
    source = r.machine_table.parse(machine)
    return capacity_ratio(source, cps, r.machine, r.hardware["cps"], r.assumptions["lspr_category"], "cp")


def app_reference_ms(r: ResolvedScenario, catalog: Catalog, key: str) -> tuple[float, str]:
    """A reference application workload's CICS CPU moved to the plan's LPAR, and how."""
    app = catalog.app_workloads[key]
    cps = float(app["lpar_cps"]) if "lpar_cps" in app else float(r.assumptions[app["lpar_cps_assumption"]])
    ratio = machine_ratio(r, app["machine"], cps)
    return float(app["cics_ms"]) * ratio, (f"{app['name']}: {app['cics_ms']} ms on {app['machine']} at {cps:g} CPs x "
                                           f"LSPR ratio {ratio:.4f} ({app['source']})")
