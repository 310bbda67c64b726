"""``cicsplan rmf FILE...``: what RMF Postprocessor reports say (machine, LPAR, partitions, service and report
classes, intervals), as tables or the documented JSON; with ``--plan OUT``, a plan started from them."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any, TextIO

from cicsplan.cli.common import EXIT_OK, UserError, load_catalog
from cicsplan.cli.table import render_table
from cicsplan.core.analysis.rmf_plan import PEAK, Pick, choose_interval, cpu_intervals, plan_from_rmf
from cicsplan.core.common.wording import counted
from cicsplan.core.rmf.read import read_rmf_files
from cicsplan.core.rmf.records import REPORT, SERVICE, IntervalReport, RmfError, RmfReport
from cicsplan.core.rmf.summary import class_json, class_summaries, report_json


def add_rmf_parser(sub: Any) -> None:
    p = sub.add_parser("rmf", help="read RMF Postprocessor reports (XML or text) and print what they hold, or start "
                                   "a plan from them",
                       description="Read RMF Postprocessor reports: CPU Activity (the machine, the LPAR's CPs and "
                                   "zIIPs and their busy), Partition Data (every LPAR with its weight and busy) and "
                                   "Workload Activity (per service or report class: rate, response time, APPL %), "
                                   "as XML or text, one or several intervals.")
    p.add_argument("files", nargs="+", metavar="FILE", help="RMF Postprocessor reports, XML or text")
    p.add_argument("--json", action="store_true", help="print the documented JSON object (docs/result-format.md)")
    p.add_argument("--plan", metavar="OUT", help="start a plan from the reports and write it to OUT: the machine, "
                                                 "the LPAR's CPs and zIIPs and the existing load from CPU Activity, "
                                                 "one workload per --class, the other LPARs from Partition Data")
    p.add_argument("--class", dest="classes", action="append", default=[], metavar="NAME[=CPUCLASS]",
                   help="with --plan: a service or report class that becomes a workload (repeat); =CPUCLASS names "
                        "the class whose CPU its transactions used (the regions' class: WLM books a CICS "
                        "transaction's CPU there). service:NAME or report:NAME when both kinds have the name")
    p.add_argument("--cpu-from", metavar="CLASS", default="",
                   help="with --plan: the regions' class whose CPU goes to every picked class that reports none")
    p.add_argument("--interval", default="peak", metavar="N|peak",
                   help="the interval a plan starts from, its number in the list (1 is the first), or 'peak' "
                        "(default): with --plan, where the picked classes run fastest; without --plan, the LPAR's "
                        "busiest interval, whose figures the listing shows as what --plan takes")
    p.add_argument("--name", default="", help="with --plan: the plan's title")
    p.add_argument("--replace", action="store_true", help="with --plan: write over OUT when it exists")


def rmf_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        report, not_read = read_rmf_files(args.files)
    except RmfError as exc:
        raise UserError(str(exc)) from None
    if args.plan:
        return _plan_command(args, report, out, err)
    if args.classes or args.cpu_from:
        raise UserError("--class and --cpu-from pick the workloads of a plan: add --plan OUT")
    doc = report_json(report, not_read)
    if args.json:
        out.write(json.dumps(doc, indent=2) + "\n")
        return EXIT_OK
    try:
        start = choose_interval(report, [], args.interval) if cpu_intervals(report) else None
    except RmfError as exc:
        raise UserError(f"--interval: {exc}") from None
    out.write(report_text(report, doc, start, args.interval) + "\n")
    return EXIT_OK


def picks_from(classes: list[str], cpu_from: str, report: RmfReport) -> list[Pick]:
    """--class NAME[=CPUCLASS] and --cpu-from as picks: the default regions' class goes to a class that reports no
    CPU in any interval."""
    picks = []
    for text in classes:
        name, _, source = (part.strip() for part in text.partition("="))
        if not name:
            raise UserError(f"--class {text!r}: give a class name, e.g. --class CICSHIGH=RCICSREG")
        if not source and cpu_from:
            found = [c for i in report.intervals for c in i.classes if c.key.upper() == name.split(":")[-1].upper()]
            if not any((c.appl_cp_pct or 0) > 0 or (c.appl_ziip_pct or 0) > 0 for c in found):
                source = cpu_from.strip()
        picks.append(Pick(name, source))
    return picks


def _plan_command(args: argparse.Namespace, report: RmfReport, out: TextIO, err: TextIO) -> int:
    from cicsplan.core.model.plan_catalog import save_plan
    from cicsplan.core.plan.planio import PlanSaveError

    target = Path(args.plan)
    if target.exists() and not args.replace:
        raise UserError(f"{target} exists: give another name, or --replace to write over it")
    cat = load_catalog(args, err)
    try:
        started = plan_from_rmf(report, picks_from(args.classes, args.cpu_from, report), cat,
                                args.interval, args.name)
    except RmfError as exc:
        raise UserError(str(exc)) from None
    try:
        save_plan(started.plan, target, cat)
    except PlanSaveError as exc:
        raise UserError(str(exc)) from None
    rows = [[m.target, m.value, m.source] for m in started.mappings]
    out.write(f"Wrote {target}: {started.plan.name}\n\n" + render_table(["plan cell", "value", "from"], rows) + "\n")
    for note in started.notes:
        err.write(f"cicsplan: note: {note}\n")
    return EXIT_OK


def _num(value: float | None, places: int = 2) -> str:
    return "" if value is None else f"{value:,.{places}f}"


def report_text(report: RmfReport, doc: dict[str, Any], start: IntervalReport | None = None,
                which: str = PEAK) -> str:
    """The listing: the reports' figures over all their intervals, and, when there are several, the figures of
    ``start``, the interval a plan starts from (what --plan and the import dialog take)."""
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
    over = (f"the mean over the {len(intervals)} intervals, weighted by their length" if len(intervals) > 1
            else f"interval {intervals[0].interval.describe()}")
    lines += _class_tables(doc, over)
    if start is not None and len(intervals) > 1 and start.classes:
        number = intervals.index(start) + 1
        why = ("the peak, the LPAR's busiest interval with a CPU Activity report; with --class, the peak is where "
               "the picked classes run fastest; --interval N takes another" if str(which).strip() == PEAK
               else f"as --interval {number} asks")
        summaries = class_summaries(report, [start])
        lines += ["", f"What --plan takes (and File > Import RMF Report shows): interval {number}, "
                      f"{start.interval.describe()}: {why}"]
        lines += _class_tables({"service_classes": [class_json(c) for c in summaries if c.kind == SERVICE],
                                "report_classes": [class_json(c) for c in summaries if c.kind == REPORT]},
                               f"interval {number} alone")
    if len(intervals) > 1:
        lines += ["", "Intervals:"]
        rows = [[str(n), i.interval.describe(), "; ".join(s.split(" (")[1].split(",")[0] for s in i.sources)]
                for n, i in enumerate(intervals, 1)]
        lines.append(render_table(["--interval", "interval", "reports"], rows, [True, False, False], indent="  "))
    if doc["not_read"]:
        lines += ["", "Not read (cicsplan reads CPU Activity, Partition Data and Workload Activity): "
                      + "; ".join(doc["not_read"][:10]) + ("; and more" if len(doc["not_read"]) > 10 else "")]
    return "\n".join(lines)


def _class_tables(doc: dict[str, Any], over: str) -> list[str]:
    """The service and report class tables of ``doc``, their titles saying which interval(s) the figures are."""
    lines: list[str] = []
    for key, title in (("service_classes", "Service classes"), ("report_classes", "Report classes")):
        if not doc[key]:
            continue
        lines += ["", f"{title}, {over} (Workload Activity; APPL %: percent of one engine; CPU per transaction = "
                      "APPL % x interval / ended):"]
        rows = []
        for c in doc[key]:
            rows.append([c["name"] + (f" period {c['period']}" if c["period"] not in (None, 1) else ""),
                         c["workload"] or "", _num(c["ended_per_s"]), _num(c["response_ms"], 1),
                         _num(c["appl_cp_pct"]), _num(c["appl_ziip_on_cp_pct"]), _num(c["appl_ziip_pct"]),
                         _num(c["cp_ms_per_tran"], 3), _num(c["ziip_ms_per_tran"], 3)])
        lines.append(render_table(["class", "workload", "ended/s", "response ms", "APPL% CP", "IIPCP", "IIP",
                                   "CP ms/tran", "zIIP ms/tran"], rows,
                                  [False, False, True, True, True, True, True, True, True], indent="  "))
    return lines
