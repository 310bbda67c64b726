"""``cicsplan rmf FILE...``: what RMF Postprocessor reports say (machine, LPAR, partitions, service and report
classes, intervals), as tables or the documented JSON; with ``--plan OUT``, a plan started from them."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from cicsplan.cli.common import EXIT_OK, UserError
from cicsplan.cli.table import render_table
from cicsplan.core.common.wording import counted
from cicsplan.core.rmf.read import read_rmf_files
from cicsplan.core.rmf.records import RmfError, RmfReport
from cicsplan.core.rmf.summary import report_json


def add_rmf_parser(sub: Any) -> None:
    p = sub.add_parser("rmf", help="read RMF Postprocessor reports (XML or text) and print what they hold, or start "
                                   "a plan from them",
                       description="Read RMF Postprocessor reports: CPU Activity (the machine, the LPAR's CPs and "
                                   "zIIPs and their busy), Partition Data (every LPAR with its weight and busy) and "
                                   "Workload Activity (per service or report class: rate, response time, APPL %), "
                                   "as XML or text, one or several intervals.")
    p.add_argument("files", nargs="+", metavar="FILE", help="RMF Postprocessor reports, XML or text")
    p.add_argument("--json", action="store_true", help="print the documented JSON object (docs/result-format.md)")


def rmf_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        report, not_read = read_rmf_files(args.files)
    except RmfError as exc:
        raise UserError(str(exc)) from None
    doc = report_json(report, not_read)
    out.write((json.dumps(doc, indent=2) if args.json else report_text(report, doc)) + "\n")
    return EXIT_OK


def _num(value: float | None, places: int = 2) -> str:
    return "" if value is None else f"{value:,.{places}f}"


def report_text(report: RmfReport, doc: dict[str, Any]) -> str:
    intervals = report.intervals
    lines = [f"RMF reports: {counted(len(report.files), 'file')}, {counted(len(intervals), 'interval')} "
             f"({intervals[0].interval.describe()}" + (f" to {intervals[-1].interval.describe()})" if len(intervals) > 1
                                                       else ")")]
    cpc, lpar = doc["cpc"], doc["lpar"]
    if cpc is not None:
        counts = ""
        if cpc["physical_cps"] is not None:
            counts = f", {counted(cpc['physical_cps'], 'physical CP')}"
            counts += f" and {counted(cpc['physical_ziips'] or 0, 'zIIP')}" if cpc["physical_ziips"] is not None else ""
        capacity = f", CPC capacity {cpc['capacity_msu']:,.0f} MSU" if cpc["capacity_msu"] else ""
        hardware = f" (hardware model {cpc['hardware_model']})" if cpc["hardware_model"] else ""
        lines.append(f"Machine: {cpc['model']}{hardware}{capacity}{counts}")
    if lpar is not None:
        name = f"LPAR {lpar['name']}" if lpar["name"] else "The LPAR"
        busy = f"LPAR busy {_num(lpar['cp_busy_pct'])}% of its CPs"
        if lpar["ziip_busy_pct"] is not None:
            busy += f", {_num(lpar['ziip_busy_pct'])}% of its zIIPs"
        over = f" (mean of {counted(lpar['intervals'], 'interval')})" if lpar["intervals"] > 1 else ""
        lines.append(f"{name} (system {lpar['system']}): {counted(lpar['logical_cps'], 'logical CP')} and "
                     f"{counted(lpar['logical_ziips'], 'zIIP')}; {busy}{over}")
    if doc["partitions"]:
        lines += ["", "Partitions (Partition Data; busy: % of the partition's logical processors):"]
        rows = []
        for p in doc["partitions"]:
            weight = "dedicated" if p["dedicated"] else "" if p["weight"] is None else str(p["weight"])
            caps = ", ".join(k.replace("_", " ") for k in ("initial", "absolute", "group") if p["capping"].get(k))
            if p["capping"].get("defined_msu"):
                caps = ", ".join(c for c in (caps, f"defined capacity {p['capping']['defined_msu']:g} MSU") if c)
            ziip_weight = "" if p["ziip_weight"] is None else p["ziip_weight"]
            rows.append([p["name"], "active" if p["active"] else "deactivated", weight,
                         p["logical_cps"] or "", _num(p["busy_pct"]), ziip_weight, p["logical_ziips"] or "",
                         _num(p["ziip_busy_pct"]), p["other_processors"] or "",
                         caps or ("none" if p["active"] else "")])
        lines.append(render_table(["partition", "status", "CP weight", "CPs", "CP busy %", "zIIP weight", "zIIPs",
                                   "zIIP busy %", "other", "capping"], rows,
                                  [False, False, True, True, True, True, True, True, False, False], indent="  "))
    for key, title in (("service_classes", "Service classes"), ("report_classes", "Report classes")):
        if not doc[key]:
            continue
        lines += ["", f"{title} (Workload Activity; APPL %: percent of one engine; CPU per transaction = APPL % x "
                      "interval / ended):"]
        rows = []
        for c in doc[key]:
            rows.append([c["name"] + (f" period {c['period']}" if c["period"] not in (None, 1) else ""),
                         c["workload"] or "", _num(c["ended_per_s"]), _num(c["response_ms"], 1),
                         _num(c["appl_cp_pct"]), _num(c["appl_ziip_on_cp_pct"]), _num(c["appl_ziip_pct"]),
                         _num(c["cp_ms_per_tran"], 3), _num(c["ziip_ms_per_tran"], 3)])
        lines.append(render_table(["class", "workload", "ended/s", "response ms", "APPL% CP", "IIPCP", "IIP",
                                   "CP ms/tran", "zIIP ms/tran"], rows,
                                  [False, False, True, True, True, True, True, True, True], indent="  "))
    if len(intervals) > 1:
        lines += ["", "Intervals:"]
        rows = [[i.interval.describe(), "; ".join(s.split(" (")[1].split(",")[0] for s in i.sources)]
                for i in intervals]
        lines.append(render_table(["interval", "reports"], rows, indent="  "))
    if doc["not_read"]:
        lines += ["", "Not read (cicsplan reads CPU Activity, Partition Data and Workload Activity): "
                      + "; ".join(doc["not_read"][:10]) + ("; and more" if len(doc["not_read"]) > 10 else "")]
    return "\n".join(lines)
