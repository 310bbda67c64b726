"""The last step of the pipeline: the warnings a computed scenario gives (extrapolated rates and payloads,
capacity figures, busy engines, QR TCBs, crypto, ports, single servers)."""

from __future__ import annotations

from typing import Any

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.catalog.costs import one_region_throughput
from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.model.coefficients import saturation_rule
from cicsplan.core.model.inputs import NO_INGRESS, NO_INGRESS_ID
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.plan.issues import EXTRAPOLATION, LIMIT, WARNING, Issue


def result_warnings(result: ScenarioResult, catalog: Catalog) -> list[Issue]:
    """What the computed figures say about the plan: rates and payloads outside what was measured, the
    approximate capacity figures, busy CPs and zIIPs, and the limits of the message shape."""
    r = result.resolved
    out: list[Issue] = []
    ids = r.model_ids
    models = [catalog.get(m) for m in ids]
    high = np.array([m.etr_range[1] for m in models])
    rule = saturation_rule(r.assumptions)
    valid = r.valid & (r.model_index >= 0)
    index = np.where(valid, r.model_index, 0)
    # every table is one region: compare the rate each region of the workload's group carries. Only the top of
    # the measured range bounds the line: below its lowest row the line runs on to its fixed part (the CPU at no
    # rate, a few % of one engine), which the fitted method counts and the published method spreads over the
    # measured rates, so an ordinary small rate is not an extrapolation of the load
    regions = np.array([regions for _, regions in r.groups], dtype=float)
    tps = r.tps / (regions[r.group_index] if r.n else 1.0)
    active = valid & (tps > 0)
    rows = np.flatnonzero(active & (tps > high[index]))
    # Python floats and ints from here: a plan of thousands of rows may warn on each (numpy scalars format slowly)
    for i, rate, k in zip(rows.tolist(), tps[rows].tolist(), index[rows].tolist(), strict=True):
        edge = float(high[k])
        out.append(Issue(WARNING, f"rate {rate:,.6g} tps per region is {(rate / edge - 1.0) * 100:,.0f}% above the "
                                  f"highest measured rate of '{models[k].id}' ({edge:,.2f} tps, one region); the "
                                  "cost is extrapolated", "workload", i, "tps", r.names[i], EXTRAPOLATION))
    costless = r.valid & (r.model_index == NO_INGRESS) & (np.asarray(result.env["app_ms"]).sum(axis=1) <= 0) \
        if r.n else np.zeros(0, dtype=bool)
    for i in np.flatnonzero(costless):
        out.append(Issue(WARNING, f"ingress '{NO_INGRESS_ID}' counts only the application CPU, and this workload "
                                  "has none: give 'application CPU' or an application reference",
                         "workload", int(i), "app_gcp_ms", r.names[i]))
    observed = {k: one_region_throughput(models[k], rule) for k in set(index[active].tolist())}
    kept_high = np.array([observed[k].tps if k in observed else np.inf for k in range(len(models))])
    for i in np.flatnonzero(active & (tps > kept_high[index])):
        seen = observed[int(index[i])]
        out.append(Issue(WARNING, f"rate {tps[i]:,.6g} tps per region is above the observed one-region throughput of "
                                  f"'{models[index[i]].id}': {seen.text()}", "workload", int(i), "tps", r.names[i],
                         LIMIT))
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
        out.append(Issue(WARNING, text, "workload", int(i), field_key, r.names[i], EXTRAPOLATION))
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
                         "totals", field="gcp_busy_pct", topic=LIMIT))
    elif cp_busy > target:
        out.append(Issue(WARNING, f"general-CP busy {cp_busy:.1f}% is above the target {target:g}%", "totals",
                         field="gcp_busy_pct", topic=LIMIT))
    out.extend(_shape_warnings(result))
    ziip_busy = float(env["ziip_busy_pct"])
    if not hw["ziip_honor_priority"] and ziip_busy > 100:
        out.append(Issue(WARNING, f"zIIP shortfall: eligible work needs {ziip_busy:.0f}% of the zIIPs and honor "
                                  "priority NO keeps it off the CPs: it waits", "totals", field="ziip_busy_pct",
                         topic=LIMIT))
    elif hw["ziip_honor_priority"] and float(env["ziip_pool_busy"]) >= 1.0 and float(env["ziip_demand_engines"]) > 0:
        out.append(Issue(WARNING, f"the zIIPs are full: {float(env['spill_share']) * 100:.0f}% of the zIIP-eligible "
                                  "work runs on general CPs", "totals", field="ziip_busy_pct", topic=LIMIT))
    return out


def _shape_warnings(result: ScenarioResult) -> list[Issue]:
    """QR TCB, Crypto Express, ports and single servers past their limits."""
    r, env = result.resolved, result.env
    a = r.assumptions
    out: list[Issue] = []
    cics = result.spaces.index("CICS") if "CICS" in result.spaces else None
    qr_basis = _QrBasis(result)
    cpu_pct = np.asarray(env["cpu_pct"])
    for g, (name, regions) in enumerate(r.groups):
        cpu, dispatch = float(env["group_qr_cpu_busy_pct"][g]), float(env["group_qr_dispatch_busy_pct"][g])
        needed = env["group_regions_needed"][g]
        where = ("region_group", g, "regions", name)
        if cpu >= 100 or dispatch >= 100:
            out.append(Issue(WARNING, f"region group {name}: the QR TCB would be {cpu:.0f}% CPU busy and "
                                      f"{dispatch:.0f}% dispatched per region: each region saturates at "
                                      f"{float(env['group_saturation_tps'][g]) / regions:,.0f} tps of this mix; "
                                      f"{counted(needed, 'region')} needed, {regions:g} planned "
                                      f"({qr_basis(g)})",
                             *where, topic=LIMIT))
        elif cpu > float(a["qr_cpu_ceiling_pct"]) or dispatch > float(a["qr_dispatch_ceiling_pct"]):
            out.append(Issue(WARNING, f"region group {name}: the QR TCB is {cpu:.0f}% CPU busy and {dispatch:.0f}% "
                                      f"dispatched per region (ceilings {a['qr_cpu_ceiling_pct']:g}% and "
                                      f"{a['qr_dispatch_ceiling_pct']:g}%): {counted(needed, 'region')} needed, "
                                      f"{regions:g} planned ({qr_basis(g)})", *where, topic=LIMIT))
        in_group = r.group_index == g
        region_cpu = float(cpu_pct[in_group, cics].sum()) / regions if cics is not None else 0.0
        if region_cpu > 100 and cpu > 0 and needed > regions:  # one engine's worth of QR work cannot spread
            out.append(Issue(WARNING, f"region group {name}: each region's CICS address space needs {region_cpu:.0f}% "
                                      f"of one engine, and its QR TCB share ({cpu:.0f}%) can use at most one engine: "
                                      f"{counted(needed, 'region')} needed, {regions:g} planned", *where, topic=LIMIT))
        so = float(env["group_so_busy_pct"][g])
        if so > float(a["so_busy_ceiling_pct"]):
            out.append(Issue(WARNING, f"region group {name}: the SO TCB is {so:.0f}% CPU busy per region, above the "
                                      f"{a['so_busy_ceiling_pct']:g}% ceiling: it is a single TCB per region",
                             *where, topic=LIMIT))
        s8, limit = float(env["group_s8_tcbs_needed"][g]), float(a["maxssltcbs"])
        if s8 > limit:
            demand = float(env["group_s8_tcbs_demand"][g]) * regions
            out.append(Issue(WARNING, f"region group {name}: TLS work needs {s8:.0f} S8 TCBs per region "
                                      "(assumption 'S8 TCB held per TLS transaction' "
                                      f"{float(a['s8_hold_ms_per_tran']):g} ms), above MAXSSLTCBS {limit:g}: raise "
                                      f"MAXSSLTCBS or plan {int(np.ceil(demand / limit - 1e-9))} regions", *where,
                             topic=LIMIT))
    crypto = float(env["crypto_busy_pct"])
    if float(env["handshakes_per_s"]) > 0 and float(env["coprocessors"]) == 0:
        out.append(Issue(WARNING, "full TLS handshakes with no Crypto Express coprocessor: they run in software on "
                                  "the CPs, which the documents did not measure", "hardware",
                         field="crypto_coprocessors"))
    elif crypto > float(a["crypto_target_busy_pct"]):
        out.append(Issue(WARNING, f"Crypto Express card {crypto:.0f}% busy ({float(env['handshakes_per_s']):,.0f} full "
                                  f"handshakes/s), above the {a['crypto_target_busy_pct']:g}% warning level",
                         "totals", field="crypto_busy_pct", topic=LIMIT))
    ports = float(env["port_busy_pct"])
    if ports > 100:
        out.append(Issue(WARNING, f"client ephemeral ports exhausted: {float(env['connections_per_s']):,.0f} new "
                                  f"connections/s need {ports:.0f}% of what the client stacks hold "
                                  f"({float(env['port_capacity_per_s']):,.0f}/s); pool the connections or add "
                                  "client stacks", "totals", field="port_busy_pct", topic=LIMIT))
    busy = np.ravel(env["server_busy_pct"])
    capacity = np.ravel(env["server_capacity_tps"])
    for i in np.flatnonzero(np.isfinite(busy) & (busy > 100) & r.valid):
        single = capacity[i] / r.servers[i]
        out.append(Issue(WARNING, f"{r.tps[i]:,.0f} tps is over what {counted(r.servers[i], 'server')} handle "
                                  f"({capacity[i]:,.0f} tps; one measured server tops out at {single:,.0f} tps "
                                  f"whatever the CPU speed): {np.ceil(r.tps[i] / single):.0f} servers needed",
                         "workload", int(i), "servers", r.names[i], LIMIT))
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


class _QrBasis:
    """Where each region group's QR time comes from, briefly: 'measured' or the assumptions it rests on. What
    every group shares (the catalog's order, the workloads' groups) is read once per result, not per group."""

    def __init__(self, result: ScenarioResult):
        r = result.resolved
        self.result = result
        self.group_index = np.asarray(r.group_index)
        self.with_method = np.asarray(r.model_index) >= 0
        self.app_qr = np.ravel(result.env["app_qr_ms"]) > 0
        self.order = {m: k for k, m in enumerate(result.catalog.models)} if result.catalog is not None else {}

    def __call__(self, group: int) -> str:
        result = self.result
        r, shape = result.resolved, result.shape
        if shape is None:
            return "QR time: unknown"
        in_group = self.group_index == group
        methods = dict.fromkeys(r.ingress[i] for i in np.flatnonzero(in_group & self.with_method))
        parts = []
        for m in methods:
            k = self.order.get(m, -1)
            if k >= 0 and shape.qr_measured[k] and result.catalog.get(m).shape.qr_time:
                parts.append(f"'{m}' QR share measured")
            elif k >= 0 and shape.qr_measured[k]:
                parts.append(f"'{m}' QR share derived from the measurement of the same flow with or without TLS, "
                             "not measured for this method itself")
            else:
                spec = result.catalog.get(m).shape.qr_share if result.catalog is not None else None
                parts.append(f"'{m}' QR share not measured: assumption '{spec}', editable" if isinstance(spec, str)
                             else f"'{m}' QR share from its model file")
        if np.any(self.app_qr & in_group):
            parts.append("the application's QR time")
        return "; ".join(parts) or "the application's QR time"
