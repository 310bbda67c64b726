"""The documented, stable JSON form of a computed scenario (``cicsplan compute --json``).

Undefined values are ``null`` and the object holding them has ``notes`` {key: reason};
NaN and infinity never appear. docs/result-format.md describes every key.
"""

from __future__ import annotations

import gc
import math
from contextlib import contextmanager
from itertools import compress, islice
from typing import Any

import numpy as np

from cicsplan import __version__
from cicsplan.core.catalog.costs import OBSERVED_LABEL
from cicsplan.core.common.json_numbers import keyed_figures, numbers
from cicsplan.core.common.json_text import Lines, interleaved, json_text_rows, member_texts, value_texts
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
# the same in the order of a workload's line (server_busy_pct after the response time's parts)
_LINE_COLUMNS = (*(key for key in _WORKLOAD_COLUMNS if key != "server_busy_pct"), "server_busy_pct")
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

    with _collector_paused():  # the text's pieces too are plain data, made and dropped at once
        try:
            return json_text_rows(document(True))
        except TypeError:  # orjson refused a part (json's encoder refuses what orjson wrote ahead): the plain one
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


def _workloads_json(result: ScenarioResult, written: bool) -> list[dict[str, Any]] | Lines:
    """``workloads[]``: each column converted once (numpy to Python numbers, NaN to None) and each nested object
    built for every workload in one comprehension; the loop only puts each workload's parts together, taking them
    from the columns in step (at 10,000 workloads a loop reading every figure by its key and index took most of the
    document's time). ``written``: the same objects as their lines of text, for the writer (``_workload_lines``);
    the objects here are the description of a workload's line that its test holds that text to."""
    if written:
        return _workload_lines(result)
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
    observed = [_NONE if figure is None else {"observed_one_region_tps": dict(figure)}
                for figure in _observed_by_row(result)]  # each workload its own, to read
    needed_and_tls, routes = _needed_and_tls(result), _routes_by_row(result)
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
    for i, issues, computed in _rows_with_issues(result):
        if not computed:
            workloads[i] = _not_computed(result, i, issues)
        workloads[i].update(_messages(issues))
    return workloads


def _rows_with_issues(result: ScenarioResult) -> list[tuple[int, list[Any], bool]]:
    """The few workloads with warnings or errors, or not computed: (row, its issues, whether it was computed)."""
    issues_of = result.issues_by_workload()
    invalid = set(np.flatnonzero(~np.asarray(result.resolved.valid, dtype=bool)).tolist())
    return [(i, issues_of.get(i, []), i not in invalid) for i in sorted({*issues_of, *invalid})]


def _not_computed(result: ScenarioResult, i: int, issues: list[Any]) -> dict[str, Any]:
    """The object of a workload that was not computed, but its warnings and errors (``_messages``)."""
    r = result.resolved
    return {"name": r.names[i], "ingress": r.ingress[i], "tps": None, "payload_in_bytes": None,
            "payload_out_bytes": None, "region": r.region_names[i],
            "cpu_ms_per_tran": {"total": None, "gcp": None, "ziip": None, "ziip_eligible": None},
            "cpu_pct": None, "by_address_space": {}, "notes": {"cpu_ms_per_tran": "not computed: " + (
                "; ".join(x.message for x in issues if x.severity == "error")
                or "the plan has errors outside this workload")}}


def _messages(issues: list[Any]) -> dict[str, list[str]]:
    """A workload's last two keys: its warnings and its errors."""
    return {"warnings": [x.message for x in issues if x.severity == "warning"],
            "errors": [x.message for x in issues if x.severity == "error"]}


_NONE: dict[str, Any] = {}  # no key: the part of a workload's object that is not there


def _needed_and_tls(result: ScenarioResult) -> list[dict[str, Any]]:
    """The keys only some workloads have before ``by_address_space``: the servers a rate needs, the TLS mode."""
    r = result.resolved
    needed_and_tls = [_NONE] * r.n
    for i, count in _servers_needed(result).items():
        needed_and_tls[i] = {"servers_needed": count}
    for i, mode in enumerate(r.tls_mode):
        if mode:
            needed_and_tls[i] = {**needed_and_tls[i], "tls": mode}
    return needed_and_tls


def _routes_by_row(result: ScenarioResult) -> list[dict[str, Any]]:
    """The key only routed workloads have after ``by_address_space``: their routes."""
    routes = [_NONE] * result.resolved.n
    for i, routed in routes_json(result).items():
        routes[i] = {"routes": routed}
    return routes


def _workload_lines(result: ScenarioResult) -> Lines | list[Any]:
    """``workloads[]`` written as text straight from the engine's columns, each workload on its line: the text
    json_text_rows writes for ``_workloads_json``'s objects, byte for byte (tests/cli/test_json_layout.py), without
    a Python object for each figure (issue 29: 10,000 workloads hold some 370,000 figures; building their dicts took
    as long as writing them). The keys' texts are laid out below in the order the objects have them; the figures
    written with their keys from numpy (json_numbers.keyed_figures), the texts each in one call (value_texts)."""
    r, env = result.resolved, result.env
    if not r.n:
        return []
    # the figures in four runs a workload's line holds, each run begun by a line break (cut there)
    runs = keyed_figures([
        b'\n,"tps":', b',"payload_in_bytes":', b',"payload_out_bytes":',
        b'\n,"cpu_ms_per_tran":{"total":', b',"gcp":', b',"ziip":', b',"ziip_eligible":', b'},"cpu_pct":',
        b',"qr_cpu_ms":', b',"qr_dispatch_ms":', b',"so_ms":',
        b'\n,"response_ms":{"total":', b',"cpu_ms":', b',"cp_wait_ms":', b',"ziip_wait_ms":', b',"qr_wait_ms":',
        b',"other_ms":', b',"unloaded_ms":', b"\n", b""],
        r.tps, r.payload_in_bytes, r.payload_out_bytes, *(env[key] for key in _LINE_COLUMNS)).split(b"\n")
    texts = value_texts([*r.names, *r.ingress, *r.region_names])
    finite_response = np.isfinite(np.ravel(np.asarray(env["response_ms"], dtype=float)))
    saturated = np.array([b',"saturated":true},"server_busy_pct":', b',"saturated":false},"server_busy_pct":'],
                         dtype=object)[finite_response.astype(np.intp)].tolist()
    pieces = interleaved([
        b'\n{"name":', texts[:r.n], b',"ingress":', texts[r.n:2 * r.n], runs[1::4], b',"region":', texts[2 * r.n:],
        runs[2::4], _observed_texts(result), runs[3::4], saturated, runs[4::4],
        member_texts(_needed_and_tls(result)), b',"by_address_space":{', _cells_texts(result), b"}",
        member_texts(_routes_by_row(result)), b',"warnings":[],"errors":[]}'], r.n)
    width = len(pieces) // r.n
    special = _rows_with_issues(result)
    replaced = value_texts([_not_computed(result, i, issues) | _messages(issues) if not computed
                            else _messages(issues) for i, issues, computed in special])
    for (i, _, computed), text in zip(special, replaced, strict=True):
        if computed:  # its warnings and errors in place of the empty lists
            pieces[(i + 1) * width - 1] = b"," + text[1:]
        else:  # the whole line
            pieces[i * width:(i + 1) * width] = [b"\n" + text, *[b""] * (width - 1)]
    return Lines.joined(pieces)


def _observed_texts(result: ScenarioResult) -> list[bytes]:
    """Each workload's ``observed_one_region_tps`` member as text (b"" where it has none), written once for all
    the workloads that show the same figure."""
    keys, built = _observed_figures(result)
    written = dict(zip(built, (b',"observed_one_region_tps":' + text if figure is not None else b""
                               for figure, text in zip(built.values(), value_texts(list(built.values())),
                                                       strict=True)), strict=True))
    return [written[key] for key in keys]


def _cells_texts(result: ScenarioResult) -> list[bytes]:
    """Each workload's ``by_address_space`` members as text (b"" where it uses no space): ``_cells_by_workload``'s
    objects written from the cells' columns at once (json_numbers.keyed_figures), cut into the workloads' parts."""
    r, spaces = result.resolved, result.spaces
    rows, used = np.nonzero(np.asarray(result.ctx.uses, dtype=bool))  # row by row, each row's spaces in order
    texts = [b""] * r.n
    if not len(rows):
        return texts
    figures = keyed_figures(
        [b'\n{"gcp_ms":', b',"ziip_ms":', b',"ziip_eligible_ms":', b',"spill_ms":', b',"total_ms":', b',"cpu_pct":',
         b"}"], *(np.asarray(result.env[key], dtype=float).reshape(r.n, -1)[rows, used] for key in _CELL_COLUMNS))
    # a workload's first space begins with a line break (its part is cut there), the others with a comma
    names = value_texts(list(spaces))
    leads = np.array([b"\n" + name + b":" for name in names] + [b"," + name + b":" for name in names],
                     dtype=object)
    first = np.ones(len(rows), dtype=bool)
    first[1:] = rows[1:] != rows[:-1]
    cells = b"".join(interleaved([leads[used + len(spaces) * ~first].tolist(), figures.split(b"\n")[1:]],
                                 len(rows)))
    for i, part in zip(rows[first].tolist(), cells.split(b"\n")[1:], strict=True):
        texts[i] = part
    return texts


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


def _observed_by_row(result: ScenarioResult) -> list[dict[str, Any] | None]:
    """Each workload's ``observed_one_region_tps`` (None where there is none): what the result says of the row
    (ScenarioResult.one_region_throughput, kept per method), its object built once per figure and shared by the
    rows that show it (copy it before handing it out to be read)."""
    keys, built = _observed_figures(result)
    return [built[key] for key in keys]


def _observed_figures(result: ScenarioResult) -> tuple[list[tuple[bool, str | None]], dict[Any, Any]]:
    """What the result's observed figure depends on for each workload (a known model, the method), and the
    figure's object (or None) for each of those."""
    r = result.resolved
    keys = list(zip((np.asarray(r.model_index) >= 0).tolist(), r.ingress, strict=True))
    built: dict[tuple[bool, str | None], Any] = {}
    for i, key in enumerate(keys):
        if key not in built:
            figure = result.one_region_throughput(i)
            built[key] = None if figure is None else {
                "tps": figure.tps, "table": figure.table, "row": figure.row + 1, "machine": figure.machine,
                "saturating_tps": figure.saturating_tps, "status": figure.status, "label": OBSERVED_LABEL}
    return keys, built


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
    group_index = np.asarray(r.group_index, dtype=np.intp)
    known = (np.asarray(r.model_index) >= 0) & (group_index >= 0) & (group_index < len(seen))
    # each (group, method) pair once, in the order of first use (a loop in C: 10,000 workloads, a few pairs)
    for group, ingress in dict.fromkeys(compress(zip(group_index.tolist(), r.ingress, strict=True),
                                                 known.tolist())):
        seen[group][ingress] = None
    return [[f"{m}: {shape.qr_basis.get(m, 'no QR share known')}" for m in methods] for methods in seen]
