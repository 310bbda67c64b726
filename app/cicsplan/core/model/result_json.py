"""The documented, stable JSON form of a computed scenario (``cicsplan compute --json``).

Undefined values are ``null`` and the object holding them has ``notes`` {key: reason};
NaN and infinity never appear. docs/result-format.md describes every key.
"""

from __future__ import annotations

import gc
import math
from contextlib import contextmanager
from itertools import islice
from typing import Any

import numpy as np
import orjson

from cicsplan import __version__
from cicsplan.core.catalog.costs import OBSERVED_LABEL
from cicsplan.core.common.json_numbers import numbers
from cicsplan.core.common.json_text import json_text_rows
from cicsplan.core.model import calc
from cicsplan.core.model.daily import daily_json
from cicsplan.core.model.lpar_view import lpar_json, lpars_json
from cicsplan.core.model.msu import msu_figures
from cicsplan.core.model.response_curve import curve_json, response_curve
from cicsplan.core.model.result import ScenarioResult

RESULT_FORMAT = "cicsplan-result"
RESULT_VERSION = 1


def _num(value: float | None) -> float | None:
    if value is None or not math.isfinite(value):
        return None
    return float(value)


_WORKLOAD_COLUMNS = ("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms", "wl_eligible_ms", "wl_cpu_pct", "qr_cpu_ms",
                     "qr_dispatch_ms", "so_ms", "server_busy_pct", "response_ms", "response_cpu_ms", "cp_wait_ms",
                     "ziip_wait_ms", "qr_wait_ms", "other_latency_ms", "response_unloaded_ms")
# by_address_space's figures in the order _cells_by_workload names them (eligible_ms as ziip_eligible_ms)
_CELL_COLUMNS = ("gcp_ms", "ziip_ms", "eligible_ms", "spill_ms", "total_ms", "cpu_pct")


@contextmanager
def _collector_paused():
    """Python's cyclic collector held off while the document is built: it is plain data (dicts, lists, numbers,
    texts) that makes no cycles, yet the collector's passes over the growing heap took a third of the time at
    10,000 workloads. Its state before is restored, so a caller that keeps it off (the workbook does while worker
    threads run, gui/gc_guard.py) keeps it off; called from the main thread (the command line, the self-test).

    At the end the objects made meanwhile (all in the youngest generation) are moved to the oldest without a pass
    over them (freeze, then unfreeze): re-enabled as they were, the next allocation ran a pass over every one of them,
    a tenth of the time at 10,000 workloads, to find no cycle among plain data."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.unfreeze()
        if enabled:
            gc.enable()


def result_to_json(result: ScenarioResult, written: bool = False) -> dict[str, Any]:
    """The result object; ``written``: for json_text_rows to write, the parts it only copies already written as
    their JSON text (result_json_text), not for reading."""
    with _collector_paused():
        return _result_to_json(result, written)


def result_json_text(result: ScenarioResult, extra: dict[str, Any] | None = None) -> str:
    """The text ``compute --json`` prints: the result object, ``extra``'s keys after its own (``ranges``)."""
    def document(written: bool) -> dict[str, Any]:
        return {**result_to_json(result, written), **(extra or {})}

    try:
        return json_text_rows(document(True))
    except TypeError:  # orjson refused a part (json's encoder refuses what orjson wrote ahead): the plain document
        return json_text_rows(document(False))


def _result_to_json(result: ScenarioResult, written: bool) -> dict[str, Any]:
    r = result.resolved
    env = result.env
    spaces = result.spaces
    workloads = _workloads_json(result, written)

    computed = bool(r.valid.any()) or r.n == 0
    ok = not result.errors
    summary = result.limits()
    qr_bases = _group_qr_bases(result)
    totals: dict[str, Any] = {
        "gcp_engines": _num(float(env["gcp_engines"])) if ok else None,
        "ziip_engines": _num(float(env["ziip_engines"])) if ok else None,
        "gcp_lpar_engines": _num(float(env["gcp_lpar_engines"])) if ok else None,
        "gcp_busy_pct": _num(float(env["gcp_busy_pct"])) if ok else None,
        "ziip_busy_pct": _num(float(env["ziip_busy_pct"])) if ok else None,
        "ziip_pool_busy": _num(float(env["ziip_pool_busy"])) if ok else None,
        "spill_share": _num(float(env["spill_share"])) if ok else None,
        "total_tps": _num(float(env["total_tps"])) if ok else None,
        "itr": _num(float(env["itr"])) if ok else None,
        "crypto_busy_pct": _num(float(env["crypto_busy_pct"])) if ok else None,
        "handshakes_per_s": _num(float(env["handshakes_per_s"])) if ok else None,
        "connections_per_s": _num(float(env["connections_per_s"])) if ok else None,
        "port_busy_pct": _num(float(env["port_busy_pct"])) if ok else None,
        "region_groups": [{
            "name": name, "regions": regions, "lpar": r.group_lpars[g] or None,
            "tps": _num(float(env["group_tps"][g])),
            "qr_cpu_busy_pct": _num(float(env["group_qr_cpu_busy_pct"][g])) if ok else None,
            "qr_dispatch_busy_pct": _num(float(env["group_qr_dispatch_busy_pct"][g])) if ok else None,
            "qr_limit_tps": _num(float(env["group_qr_limit_tps"][g])) if ok else None,
            "regions_needed": _num(float(env["group_regions_needed"][g])) if ok else None,
            "regions_needed_by": (calc.regions_needed_by(env, g) or None) if ok else None,
            "saturation_tps": _num(float(env["group_saturation_tps"][g])) if ok else None,
            "qr_cpu_saturation_tps": _num(float(env["group_qr_cpu_saturation_tps"][g])) if ok else None,
            "qr_dispatch_saturation_tps": _num(float(env["group_qr_dispatch_saturation_tps"][g])) if ok else None,
            "qr_basis": qr_bases[g],
            "so_busy_pct": _num(float(env["group_so_busy_pct"][g])) if ok else None,
            "s8_tcbs_needed_per_region": _num(float(env["group_s8_tcbs_needed"][g])) if ok else None,
            "maxssltcbs": int(r.assumptions["maxssltcbs"]),
        } for g, (name, regions) in enumerate(r.groups)],
        "max_tps_at_target": _num(summary.max_tps_at_target),
        "binding_constraint": summary.binding.key if summary.binding else None,
        "headroom": {lim.key: _num(lim.headroom_pct) for lim in summary.limits},
        "limits": [{"key": lim.key, "label": lim.label, "value": _num(lim.value), "threshold": lim.threshold,
                    "unit": lim.unit, "max_tps": _num(lim.max_tps), "headroom_pct": _num(lim.headroom_pct),
                    "explanation": lim.explanation, "assumptions": list(lim.assumptions)} for lim in summary.limits],
        "by_address_space": {
            spaces[a]: {"gcp_pct": _num(env["space_gcp_pct"][a]), "ziip_pct": _num(env["space_ziip_pct"][a])}
            for a in range(len(spaces)) if env["space_gcp_pct"][a] > 0 or env["space_ziip_pct"][a] > 0
        } if not result.errors else {},
        "warnings": [x.text() for x in result.issues if x.severity == "warning" and x.scope != "workload"],
        "msu": _msu(result),
        "lpar": lpar_json(result),
        "lpars": lpars_json(result),
        "daily": daily_json(result),
        "response_curve": curve_json(response_curve(result, result.catalog), written) if ok else None,
    }
    notes: dict[str, str] = dict(summary.notes)
    if result.errors:
        for key in ("gcp_engines", "ziip_engines", "gcp_lpar_engines", "gcp_busy_pct", "ziip_busy_pct",
                    "ziip_pool_busy", "spill_share", "total_tps", "itr"):
            notes[key] = "not computed: the plan has errors"
    elif not computed:
        notes["gcp_engines"] = "no workload could be computed"
    if ok and totals["itr"] is None:
        notes["itr"] = "no new work on the general CPs: the throughput per busy is undefined"
    if ok and totals["ziip_busy_pct"] is None:
        notes["ziip_busy_pct"] = "zIIP-eligible work but no zIIPs: it runs on general CPs"
    if ok and totals["crypto_busy_pct"] is None:
        notes["crypto_busy_pct"] = "full handshakes with no Crypto Express coprocessor (software, not measured)"
    for group in totals["region_groups"]:
        if ok and group["qr_limit_tps"] is None:
            notes[f"region_groups.{group['name']}.qr_limit_tps"] = (
                "no QR TCB time is known for this group's workloads: a custom ingress method without a QR share "
                "(shape.qr_share); give the application's QR CPU (app_qr_ms)" if group["tps"] else
                "the group has no rate")
    if ok and totals["lpar"] is None:
        notes["lpar"] = ("no other LPARs on the machine (hardware.partitions): the LPAR is taken to own its logical "
                         "CPs and zIIPs")
    if totals["region_groups"]:
        notes["region_groups"] = ("work spreads evenly over a group's cloned regions; a workload's routing (TOR to "
                                  "AORs) runs its application in its routes' groups; lpar null: the plan's LPAR")
    if notes:
        totals["notes"] = notes
    return {
        "format": RESULT_FORMAT,
        "version": RESULT_VERSION,
        "cicsplan_version": __version__,
        "plan": result.plan.name,
        "scenario": result.scenario_name,
        "cost_method": result.table.method,
        "hardware": {key: r.hardware[key] for key in ("machine", "cps", "ziips", "ziip_honor_priority", "smt2_ziip",
                                                      "existing_cp_busy_pct", "existing_ziip_busy_pct",
                                                      "target_cp_busy_pct")},
        "lspr_category": r.assumptions["lspr_category"],
        "workloads": workloads,
        "totals": totals,
        "errors": [x.to_json() for x in result.errors],
    }


def _workloads_json(result: ScenarioResult, written: bool) -> list[dict[str, Any]]:
    """``workloads[]``: each column converted once (numpy to Python numbers, NaN to None) and each nested object
    built for every workload in one comprehension; the loop only puts each workload's parts together, taking them
    from the columns in step (at 10,000 workloads a loop reading every figure by its key and index took most of the
    document's time)."""
    r, env = result.resolved, result.env
    col = {key: numbers(env[key]) for key in _WORKLOAD_COLUMNS}
    cpu = [{"total": total, "gcp": gcp, "ziip": ziip, "ziip_eligible": eligible}
           for total, gcp, ziip, eligible in zip(col["wl_total_ms"], col["wl_gcp_ms"], col["wl_ziip_ms"],
                                                 col["wl_eligible_ms"], strict=True)]
    # a workload's response-time estimate and its parts; saturated where a queue it waits in has no steady state
    # (every figure of it is then null: an infinite wait)
    response = [{"total": total, "cpu_ms": cpu_ms, "cp_wait_ms": cp_wait, "ziip_wait_ms": ziip_wait,
                 "qr_wait_ms": qr_wait, "other_ms": other, "unloaded_ms": unloaded, "saturated": total is None}
                for total, cpu_ms, cp_wait, ziip_wait, qr_wait, other, unloaded in zip(
                    col["response_ms"], col["response_cpu_ms"], col["cp_wait_ms"], col["ziip_wait_ms"],
                    col["qr_wait_ms"], col["other_latency_ms"], col["response_unloaded_ms"], strict=True)]
    # the keys only some workloads have, each as the (empty or one-key) part of the workload's object it fills
    observed = [_NONE if figure is None else {"observed_one_region_tps": figure if written else dict(figure)}
                for figure in _observed_by_row(result, written)]  # each workload its own, to read
    needed_and_tls = [_NONE] * r.n
    for i, count in _servers_needed(result).items():
        needed_and_tls[i] = {"servers_needed": count}
    for i, mode in enumerate(r.tls_mode):
        if mode:
            needed_and_tls[i] = {**needed_and_tls[i], "tls": mode}
    routes = [_NONE] * r.n
    for i, routed in routes_json(result).items():
        routes[i] = {"routes": routed}
    workloads = [{
        "name": name, "ingress": ingress, "tps": tps, "payload_in_bytes": payload_in, "payload_out_bytes": payload_out,
        "region": region, "cpu_ms_per_tran": cpu_ms, "cpu_pct": cpu_pct, "qr_cpu_ms": qr_cpu,
        "qr_dispatch_ms": qr_dispatch, "so_ms": so, **seen, "response_ms": response_ms, "server_busy_pct": busy,
        **needed_tls, "by_address_space": cells, **routed, "warnings": [], "errors": []}
        for (name, ingress, region, tps, payload_in, payload_out, cpu_ms, cpu_pct, qr_cpu, qr_dispatch, so, seen,
             response_ms, busy, needed_tls, cells, routed) in zip(
            r.names, r.ingress, r.region_names, numbers(r.tps), numbers(r.payload_in_bytes),
            numbers(r.payload_out_bytes), cpu, col["wl_cpu_pct"], col["qr_cpu_ms"], col["qr_dispatch_ms"],
            col["so_ms"], observed, response, col["server_busy_pct"], needed_and_tls, _cells_by_workload(result),
            routes, strict=True)]
    issues_of = result.issues_by_workload()
    invalid = set(np.flatnonzero(~np.asarray(r.valid, dtype=bool)).tolist())
    for i in sorted({*issues_of, *invalid}):  # the few workloads with warnings or errors
        issues, entry = issues_of.get(i, ()), workloads[i]
        if i in invalid:
            entry = workloads[i] = {
                "name": entry["name"], "ingress": entry["ingress"], "tps": None, "payload_in_bytes": None,
                "payload_out_bytes": None, "region": entry["region"],
                "cpu_ms_per_tran": {"total": None, "gcp": None, "ziip": None, "ziip_eligible": None},
                "cpu_pct": None, "by_address_space": {}, "notes": {"cpu_ms_per_tran": "not computed: " + (
                    "; ".join(x.message for x in issues if x.severity == "error")
                    or "the plan has errors outside this workload")}}
        entry["warnings"] = [x.message for x in issues if x.severity == "warning"]
        entry["errors"] = [x.message for x in issues if x.severity == "error"]
    return workloads


_NONE: dict[str, Any] = {}  # no key: the part of a workload's object that is not there


def _cells_by_workload(result: ScenarioResult) -> list[dict[str, dict[str, float | None]]]:
    """Each workload's ``by_address_space``: its figures in every address space it uses, in the spaces' order."""
    r, spaces = result.resolved, result.spaces
    if not r.n:
        return []
    rows, used = np.nonzero(np.asarray(result.ctx.uses, dtype=bool))  # row by row, each row's spaces in order
    columns = [numbers(np.asarray(result.env[key], dtype=float).reshape(r.n, -1)[rows, used])
               for key in _CELL_COLUMNS]
    figures = [{"gcp_ms": gcp, "ziip_ms": ziip, "ziip_eligible_ms": eligible, "spill_ms": spill, "total_ms": total,
                "cpu_pct": cpu_pct} for gcp, ziip, eligible, spill, total, cpu_pct in zip(*columns, strict=True)]
    cells = iter(zip([spaces[a] for a in used.tolist()], figures, strict=True))
    return [dict(islice(cells, count)) for count in np.bincount(rows, minlength=r.n).tolist()]


def _servers_needed(result: ScenarioResult) -> dict[int, int | None]:
    """For the workloads of a single-server method (a finite server busy): the servers their rate needs at one
    server's measured maximum (None where that maximum is 0), by workload row."""
    r, env = result.resolved, result.env
    server = np.ravel(np.asarray(env["server_busy_pct"], dtype=float))
    capacity_raw = np.ravel(np.asarray(env["server_capacity_tps"], dtype=float)).tolist()
    tps_raw, servers = np.asarray(r.tps, dtype=float).tolist(), np.asarray(r.servers, dtype=float).tolist()
    needed: dict[int, int | None] = {}
    for i in np.flatnonzero(np.isfinite(server)).tolist():
        capacity = capacity_raw[i] / max(servers[i], 1.0)
        needed[i] = math.ceil(tps_raw[i] / capacity) if capacity > 0 else None
    return needed


def _observed_by_row(result: ScenarioResult, written: bool) -> list[Any]:
    """Each workload's ``observed_one_region_tps`` (None where there is none): what the result says of the row
    (ScenarioResult.one_region_throughput, kept per method), its object built once per figure; ``written``: its
    JSON text, written once for every workload that shows it."""
    r = result.resolved
    built: dict[tuple[bool, str | None], Any] = {}  # what the result's answer depends on: a known model, the method
    for i, key in enumerate(zip((np.asarray(r.model_index) >= 0).tolist(), r.ingress, strict=True)):
        if key not in built:
            figure = result.one_region_throughput(i)
            built[key] = None if figure is None else {
                "tps": figure.tps, "table": figure.table, "row": figure.row + 1, "machine": figure.machine,
                "saturating_tps": figure.saturating_tps, "status": figure.status, "label": OBSERVED_LABEL}
            if written and built[key] is not None:
                built[key] = orjson.Fragment(orjson.dumps(built[key]))
    return [built[key] for key in zip((np.asarray(r.model_index) >= 0).tolist(), r.ingress, strict=True)]


def routes_json(result: ScenarioResult) -> dict[int, list[dict[str, Any]]]:
    """Each routed workload's routes: group, LPAR, link, share, rate and the link's CPU per request on each side
    (general CPs and zIIPs, at the plan's speeds), by workload row."""
    r = result.resolved
    links = result.ctx.extra.get("route_links")
    out: dict[int, list[dict[str, Any]]] = {}
    for k, route in enumerate(r.routes):
        out.setdefault(route.row, []).append({
            "group": r.groups[route.group][0],
            "lpar": r.group_lpars[route.group] or None,
            "link": route.link or None,
            "share_pct": _num(route.share * 100.0),
            "split": "free capacity" if route.free else "fixed",
            "tps": _num(float(r.tps[route.row]) * route.share),
            "commarea_in_bytes": _num(route.commarea_in_bytes),
            "commarea_out_bytes": _num(route.commarea_out_bytes),
            "link_aor_ms": _num(float(links.aor_ms[k].sum() + links.aor_eligible_ms[k].sum())),
            "link_tor_ms": _num(float(links.tor_ms[k].sum() + links.tor_eligible_ms[k].sum())),
            "link_latency_ms": _num(float(links.latency_ms[k])),
        })
    return out


def _msu(result: ScenarioResult) -> dict[str, Any] | None:
    """MSU figures (the machine's MSU rating over its CPs); None when not computed or not rated."""
    m = msu_figures(result)
    if m is None:
        return None
    return {"model": m.model, "msu_per_cp": _num(m.msu_per_cp), "new_work_msu": _num(m.new_work_msu),
            "lpar_msu": _num(m.lpar_msu), "unserved_msu": _num(m.unserved_msu),
            "ziip_offload_msu": _num(m.ziip_offload_msu), "source": m.source,
            "model_msu": _num(m.model_msu), "model_cps": m.model_cps, "stands_in_for_hardware_model": m.stand_in,
            "plan_work_msu": _num(m.plan_work_msu),
            "plan_work_by_lpar": [{"lpar": part.lpar, "model": part.model, "msu_per_cp": _num(part.msu_per_cp),
                                   "new_work_msu": _num(part.new_work_msu)} for part in m.parts]}


def _group_qr_bases(result: ScenarioResult) -> list[list[str]]:
    """For each region group, where the QR time of each ingress method in it comes from: measured, or a named
    assumption (methods in the order the group's workloads first use them)."""
    r, shape = result.resolved, result.shape
    seen: list[dict[str, None]] = [{} for _ in r.groups]
    for group, model_index, ingress in zip(np.asarray(r.group_index).tolist(), np.asarray(r.model_index).tolist(),
                                           r.ingress, strict=True):
        if model_index >= 0 and 0 <= group < len(seen):
            seen[group].setdefault(ingress)
    return [[f"{m}: {shape.qr_basis.get(m, 'no QR share known')}" for m in methods] for methods in seen]
