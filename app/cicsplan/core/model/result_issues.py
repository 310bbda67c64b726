"""The last step of the pipeline: the warnings a computed scenario gives (extrapolated rates and payloads,
capacity figures, busy engines, QR TCBs, crypto, ports, single servers)."""

from __future__ import annotations

from typing import Any

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.model.inputs import NO_INGRESS, NO_INGRESS_ID
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.plan.issues import WARNING, Issue


def result_warnings(result: ScenarioResult, catalog: Catalog) -> list[Issue]:
    """What the computed figures say about the plan: rates and payloads outside what was measured, the
    approximate capacity figures, busy CPs and zIIPs, and the limits of the message shape."""
    r = result.resolved
    out: list[Issue] = []
    ids = r.model_ids
    models = [catalog.get(m) for m in ids]
    low = np.array([m.etr_range[0] for m in models])
    high = np.array([m.etr_range[1] for m in models])
    kept_high = high.copy()
    if result.table.method == "fitted":
        for k, m in enumerate(models):
            saturated = {s.index for s in result.table.costs[m.id].saturated}
            kept_high[k] = max((m.measurements.etr[j] for j in range(len(m.measurements.rows)) if j not in saturated),
                               default=high[k])
    valid = r.valid & (r.model_index >= 0)
    index = np.where(valid, r.model_index, 0)
    tps = r.tps
    active = valid & (tps > 0)
    outside = active & ((tps < low[index]) | (tps > high[index]))
    rows = np.flatnonzero(outside)
    # Python floats and ints from here: a plan of thousands of rows may warn on each (numpy scalars format slowly)
    for i, rate, k in zip(rows.tolist(), tps[rows].tolist(), index[rows].tolist(), strict=True):
        above = rate > high[k]
        side = "above the highest" if above else "below the lowest"
        edge = float(high[k] if above else low[k])
        out.append(Issue(WARNING, f"rate {rate:,.6g} tps is {side} measured rate of '{models[k].id}' "
                                  f"({edge:,.2f} tps, one region); the cost is extrapolated",
                         "workload", i, "tps", r.names[i]))
    costless = r.valid & (r.model_index == NO_INGRESS) & (np.asarray(result.env["app_ms"]).sum(axis=1) <= 0) \
        if r.n else np.zeros(0, dtype=bool)
    for i in np.flatnonzero(costless):
        out.append(Issue(WARNING, f"ingress '{NO_INGRESS_ID}' counts only the application CPU, and this workload "
                                  "has none: give 'application CPU' or an application reference",
                         "workload", int(i), "app_gcp_ms", r.names[i]))
    unsaturated = active & ~outside & (tps > kept_high[index])
    for i in np.flatnonzero(unsaturated):
        model = models[index[i]]
        out.append(Issue(WARNING, f"rate {tps[i]:,.6g} tps is above the highest unsaturated measured rate "
                                  f"of '{model.id}' ({kept_high[index[i]]:,.2f} tps), where the measured region "
                                  "was saturating", "workload", int(i), "tps", r.names[i]))
    moved = r.payload_in_bytes + r.payload_out_bytes
    measured = np.array([m.reference.payload_in_bytes + m.reference.payload_out_bytes for m in models], dtype=float)
    away = valid & (np.abs(moved / np.maximum(measured[index], 1.0) - 1.0) > 0.10)
    for i in np.flatnonzero(away):
        model = models[index[i]]
        field_key = "payload_in_bytes" if r.payload_in_bytes[i] != model.reference.payload_in_bytes else \
            "payload_out_bytes"
        if model.shape.payload_measured_only:
            text = (f"payload outside the measured range: '{model.id}' was measured only at "
                    f"{model.reference.payload_in_bytes:,} bytes each way ({model.reference.payload_note}); the cost "
                    "is extrapolated with the per-byte shares (assumptions 'payload_share_*')")
        elif r.channel[i] and moved[i] > measured[index[i]]:
            text = (f"a {moved[i]:,.0f}-byte channel flow is far above the measured {measured[index[i]]:,.0f} bytes: "
                    "the per-byte part is scaled linearly, as the CICS TG report found for channels "
                    "(CICS TG V9.0 performance summary, Scenarios 5 and 6)")
        else:
            text = (f"payload {moved[i]:,.0f} bytes per transaction (in + out) against the measured "
                    f"{measured[index[i]]:,.0f}: the cost is scaled with the per-byte shares (assumptions "
                    "'payload_share_*'), not measured")
        out.append(Issue(WARNING, text, "workload", int(i), field_key, r.names[i]))
    if r.machine is not None:
        assumed = _assumed_capacity(r, catalog)
        if assumed:
            out.append(Issue(WARNING, f"costs are moved to {r.machine.text} with capacity figures that are not all "
                                      f"IBM's ratings: they apply {' and '.join(assumed)}", "hardware",
                             field="machine"))
    if result.errors:
        return out
    env = result.env
    hw = r.hardware
    cp_busy, target = float(env["gcp_busy_pct"]), float(hw["target_cp_busy_pct"])
    if cp_busy > 100:
        out.append(Issue(WARNING, f"general CPs over-committed: {cp_busy:.1f}% busy (existing + new work); the new "
                                  f"work alone needs {float(env['gcp_lpar_engines']):.2f} CPs' worth",
                         "totals", field="gcp_busy_pct"))
    elif cp_busy > target:
        out.append(Issue(WARNING, f"general-CP busy {cp_busy:.1f}% is above the target {target:g}%", "totals",
                         field="gcp_busy_pct"))
    out.extend(_shape_warnings(result))
    ziip_busy = float(env["ziip_busy_pct"])
    if not hw["ziip_honor_priority"] and ziip_busy > 100:
        out.append(Issue(WARNING, f"zIIP shortfall: eligible work needs {ziip_busy:.0f}% of the zIIPs and honor "
                                  "priority NO keeps it off the CPs: it waits", "totals", field="ziip_busy_pct"))
    elif hw["ziip_honor_priority"] and float(env["ziip_pool_busy"]) >= 1.0 and float(env["ziip_demand_engines"]) > 0:
        out.append(Issue(WARNING, f"the zIIPs are full: {float(env['spill_share']) * 100:.0f}% of the zIIP-eligible "
                                  "work runs on general CPs", "totals", field="ziip_busy_pct"))
    return out


def _shape_warnings(result: ScenarioResult) -> list[Issue]:
    """QR TCB, Crypto Express, ports and single servers past their limits."""
    r, env = result.resolved, result.env
    a = r.assumptions
    out: list[Issue] = []
    for g, (name, regions) in enumerate(r.groups):
        cpu, dispatch = float(env["group_qr_cpu_busy_pct"][g]), float(env["group_qr_dispatch_busy_pct"][g])
        needed = env["group_regions_needed"][g]
        if cpu > float(a["qr_cpu_ceiling_pct"]) or dispatch > float(a["qr_dispatch_ceiling_pct"]):
            out.append(Issue(WARNING, f"region group {name}: the QR TCB is {cpu:.0f}% CPU busy and {dispatch:.0f}% "
                                      f"dispatched per region (ceilings {a['qr_cpu_ceiling_pct']:g}% and "
                                      f"{a['qr_dispatch_ceiling_pct']:g}%): {needed:.0f} region(s) needed, "
                                      f"{regions:g} planned", "region_group", g, "regions", name))
    crypto = float(env["crypto_busy_pct"])
    if float(env["handshakes_per_s"]) > 0 and float(env["coprocessors"]) == 0:
        out.append(Issue(WARNING, "full TLS handshakes with no Crypto Express coprocessor: they run in software on "
                                  "the CPs, which the documents did not measure", "hardware",
                         field="crypto_coprocessors"))
    elif crypto > float(a["crypto_target_busy_pct"]):
        out.append(Issue(WARNING, f"Crypto Express card {crypto:.0f}% busy ({float(env['handshakes_per_s']):,.0f} full "
                                  f"handshakes/s), above the {a['crypto_target_busy_pct']:g}% warning level",
                         "totals", field="crypto_busy_pct"))
    ports = float(env["port_busy_pct"])
    if ports > 100:
        out.append(Issue(WARNING, f"client ephemeral ports exhausted: {float(env['connections_per_s']):,.0f} new "
                                  f"connections/s need {ports:.0f}% of what the client stacks hold "
                                  f"({float(env['port_capacity_per_s']):,.0f}/s); pool the connections or add "
                                  "client stacks", "totals", field="port_busy_pct"))
    busy = np.ravel(env["server_busy_pct"])
    capacity = np.ravel(env["server_capacity_tps"])
    for i in np.flatnonzero(np.isfinite(busy) & (busy > 100) & r.valid):
        single = capacity[i] / r.servers[i]
        out.append(Issue(WARNING, f"{r.tps[i]:,.0f} tps is over what {r.servers[i]:g} server(s) handle "
                                  f"({capacity[i]:,.0f} tps; one measured server tops out at {single:,.0f} tps "
                                  f"whatever the CPU speed): {np.ceil(r.tps[i] / single):.0f} servers needed",
                         "workload", int(i), "servers", r.names[i]))
    return out


_ASSUMED = {"lspr_category_factors": "the LSPR category factors (an assumption; IBM rates the AVERAGE category only)",
            "z990_pci_per_zmips": "the z990 zMIPS-to-PCI link (assumption 'z990 zMIPS on the PCI scale')"}


def _assumed_capacity(r: Any, catalog: Catalog) -> list[str]:
    """The named assumptions in the capacity figures that move the plan's costs; none when every figure is IBM's
    or nothing moves (every method used was measured on the plan's machine and LPAR size)."""
    category, cps = r.assumptions["lspr_category"], r.hardware["cps"]
    lpars = {(catalog.get(m).reference.machine, float(catalog.get(m).reference.lpar_cps))
             for m in set(r.ingress) if m in catalog.models}
    for key in {k for k in r.app_reference if k}:  # reference applications' CPU moves too
        app = catalog.app_workloads[key]
        lpars.add((app["machine"], float(app["lpar_cps"]) if "lpar_cps" in app else
                   float(r.assumptions[app["lpar_cps_assumption"]])))
    moved = [(machine, n) for machine, n in lpars if (machine, n) != (r.machine.text, float(cps))]
    if not moved:
        return []
    found: dict[str, None] = {}
    try:
        for machine, n in [(r.machine.text, cps), *moved]:
            m = r.machine_table.parse(machine)
            for e in (m.engine(category, n), m.ziip_engine(category, n)):
                found.update(dict.fromkeys(e.assumptions))
    except MachineError:
        return []  # the inputs already carry the error
    return [_ASSUMED.get(a, a) for a in found]
