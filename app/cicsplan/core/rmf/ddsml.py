"""The RMF Postprocessor's XML reports (the DDS "ddsml" layout that the RMF Spreadsheet Reporter and browsers read).

A ``<ddsml>`` file holds one ``<postprocessor>`` element per report and interval: ``<metric id="CPU">`` (CPU
Activity, with its Partition Data Report segment) or ``<metric id="WLMGL">`` (Workload Activity), the interval
in ``<time-data>``, then ``<segment>`` elements of ``<part>`` elements holding ``<var-list>`` (name, value) and
``<table>`` (column headers, rows of columns). Values are read by their names and column headers, never by
position; what cicsplan does not use (queue distributions, storage, I/O) is not read at all.

Workload Activity segments are "Service Class NAME" or "Report Class NAME" with parts "Transactions" (Average,
MPL, Ended, Ended/sec), "Transaction Time (HHH.MM.SS.FFFFFF)" (Actual, Execution, Queued), "Transaction
Application Time %" (a table: CP, zIIP/zAAP on CP, zIIP/zAAP) and "Service Time" (CPU, SRB, zIIP), per IBM's
RMF Report Analysis.
"""

from __future__ import annotations

import re

from cicsplan.core.common.records import dataclass
from cicsplan.core.rmf import values
from cicsplan.core.rmf.records import (
    REPORT,
    SERVICE,
    Capping,
    Cpc,
    Interval,
    IntervalReport,
    LparCpu,
    Partition,
    RmfError,
    WorkClass,
)
from cicsplan.core.rmf.xml_tree import Node, parse

CPU, WLMGL = "CPU", "WLMGL"
READ_METRICS = {CPU: "CPU Activity", WLMGL: "Workload Activity"}
_CLASS_SEGMENT = re.compile(r"(Service|Report)\s+Class\s+(\S{1,40})(?:\s+Period\s+(\d{1,3}))?\s*$", re.I)
_PERIOD = re.compile(r"Period\s+(\d{1,3})", re.I)
_START = re.compile(r"(\d{2}/\d{2}/\d{4})[- ](\d{2}[.:]\d{2}[.:]\d{2})")
ZIIP_TYPES = ("IIP", "ZIIP")
CP_POOL_TYPES = ("CP", *ZIIP_TYPES)


@dataclass
class XmlReading:
    """What one XML file gave: a report per interval, and the reports it holds that cicsplan does not read."""

    intervals: list[IntervalReport]
    skipped: list[str]


def read_ddsml(data: bytes, name: str) -> XmlReading:
    reading = XmlReading([], [])
    count = 0

    def closed(node: Node, depth: int) -> bool:
        nonlocal count
        if depth == 1 and node.tag == "postprocessor":
            count += 1
            _postprocessor(node, f"{name} <postprocessor> {count} (line {node.line})", name, reading)
            return True  # handled: the next interval does not keep it in memory
        return False

    root = parse(data, name, closed)
    if root.tag != "ddsml":
        raise RmfError(f"{name} is XML but not an RMF Postprocessor report: its root element is <{root.tag[:40]}>, "
                       "not <ddsml>")
    if not count:
        raise RmfError(f"{name} is an RMF XML file without a Postprocessor report (no <postprocessor> element); "
                       "cicsplan reads the Postprocessor's CPU Activity and Workload Activity reports")
    return reading


def _postprocessor(node: Node, where: str, name: str, reading: XmlReading) -> None:
    metric = node.child("metric")
    metric_id = metric.attrs.get("id", "").strip().upper() if metric is not None else ""
    if metric_id not in READ_METRICS:
        shown = (metric.child_text("description") if metric is not None else "") or metric_id or "unnamed"
        reading.skipped.append(f"{shown[:60]} ({where})")
        return
    interval = _interval(node, where)
    resource = node.child("resource")
    system = resource.child_text("resname") if resource is not None else ""
    source = f"{name} ({READ_METRICS[metric_id]}, {interval.describe()})"
    report = IntervalReport(interval, (source,), system[:40])
    read = _cpu_report if metric_id == CPU else _workload_report
    reading.intervals.append(read(node, where, report))


def _interval(node: Node, where: str) -> Interval:
    time_data = node.child("time-data")
    if time_data is None:
        raise RmfError(f"{where}: no <time-data> element, so the report's interval is not known")
    start_text = time_data.child_text("display-start")
    match = _START.fullmatch(start_text)
    if match is None:
        raise RmfError(f"{where}, <display-start> line {_line(time_data, 'display-start')}: {start_text[:40]!r} is "
                       "not a start as RMF writes it (MM/DD/YYYY-HH.MM.SS)")
    start = values.timestamp(match.group(1), match.group(2), f"{where}, <display-start>")
    length = time_data.child("report-interval")
    if length is None or not length.text:
        raise RmfError(f"{where}: no <report-interval>, so the interval's length is not known")
    unit = length.attrs.get("unit", "minutes").lower()
    if unit not in ("minutes", "seconds"):
        raise RmfError(f"{where}, <report-interval> line {length.line}: unit {unit[:20]!r}; RMF writes minutes")
    if unit == "seconds":
        seconds = values.number(length.text, f"{where}, <report-interval> line {length.line}", "the interval")
        if seconds is None or not 0 < seconds <= values.MAX_INTERVAL_S:
            raise RmfError(f"{where}, <report-interval> line {length.line}: {length.text[:20]!r} is not an interval")
        return Interval(start, seconds)
    return Interval(start, values.interval_s(length.text, f"{where}, <report-interval> line {length.line}"))


def _line(node: Node, tag: str) -> int:
    found = node.child(tag)
    return found.line if found is not None else node.line


# -- parts, variables, tables -----------------------------------------------------------------------------

def _segments(node: Node) -> list[tuple[str, Node]]:
    return [(s.child_text("name"), s) for s in node.all("segment")]


def _variables(part: Node) -> dict[str, tuple[str, int]]:
    """name -> (value, line) of every <var> of the part's var-lists."""
    found: dict[str, tuple[str, int]] = {}
    for var_list in part.all("var-list"):
        for var in var_list.all("var"):
            found.setdefault(var.child_text("name").casefold(), (var.child_text("value"), var.line))
    return found


@dataclass
class _Table:
    headers: list[str]
    rows: list[tuple[list[str], Node]]  # the columns' texts and the row element
    where: str

    def column(self, *names: str) -> int | None:
        wanted = [n.casefold() for n in names]
        for i, header in enumerate(self.headers):
            if header.casefold() in wanted:
                return i
        return None

    def require(self, *names: str) -> int:
        at = self.column(*names)
        if at is None:
            shown = ", ".join(repr(h) for h in self.headers[:20])
            raise RmfError(f"{self.where}: no column {names[0]!r} (the columns are {shown})")
        return at

    def cell(self, row: list[str], at: int | None) -> str:
        return row[at] if at is not None and at < len(row) else ""


def _table(part: Node, where: str) -> _Table | None:
    table = part.child("table")
    if table is None:
        return None
    headers_node = table.child("column-headers")
    headers = [c.text for c in headers_node.all("col")] if headers_node is not None else []
    where = f"{where}, <table> line {table.line}"
    rows = []
    for row in table.all("row"):
        cols = [c.text for c in row.all("col")]
        if len(cols) > len(headers):
            raise RmfError(f"{where}, <row> line {row.line}: {len(cols)} columns under {len(headers)} headers")
        rows.append((cols, row))
    return _Table(headers, rows, where)


def _part(segment: Node, name: str) -> Node | None:
    return next((p for p in segment.all("part") if p.child_text("name").casefold() == name.casefold()), None)


# -- CPU Activity and Partition Data ----------------------------------------------------------------------

def _cpu_report(node: Node, where: str, report: IntervalReport) -> IntervalReport:
    segments = _segments(node)
    cpu = next((s for n, s in segments if n.casefold() == "cpu activity"), None)
    if cpu is None:
        raise RmfError(f"{where}: a CPU Activity report without its 'CPU Activity' segment")
    cpc, lpar = _cpu_activity(cpu, f"{where}, segment 'CPU Activity'")
    partition_name, partitions = "", ()
    part_data = next((s for n, s in segments if n.casefold() == "partition data report"), None)
    if part_data is not None:
        partition_name, partitions, cpc = _partition_data(part_data, f"{where}, segment 'Partition Data Report'",
                                                          cpc)
    return IntervalReport(report.interval, report.sources, report.system, cpc, lpar, partition_name,
                          tuple(partitions))


def _cpu_activity(segment: Node, where: str) -> tuple[Cpc, LparCpu]:
    variables: dict[str, tuple[str, int]] = {}
    table = None
    for part in segment.all("part"):
        variables.update(_variables(part))
        if table is None and part.child("table") is not None:
            candidate = _table(part, where)
            if candidate is not None and candidate.column("CPU Type") is not None \
                    and candidate.column("Time% LPAR Busy") is not None:
                table = candidate
    machine_type, line = variables.get("cpu", ("", segment.line))
    model = variables.get("model", ("", segment.line))[0]
    if not re.fullmatch(r"[0-9]{4}", machine_type) or not re.fullmatch(r"[0-9A-Z]{2,6}", model.upper()):
        raise RmfError(f"{where}, line {line}: the machine is CPU {machine_type[:20]!r} model {model[:20]!r}; "
                       "RMF writes a four-digit type (8562) and its model (Z02)")
    capacity_text, capacity_line = variables.get("cpc capacity", ("", line))
    capacity = values.number(capacity_text, f"{where}, <var> 'CPC Capacity' line {capacity_line}", "CPC capacity")
    cpc = Cpc(machine_type, model.upper(), variables.get("h/w model", ("", 0))[0][:10].upper(),
              capacity if capacity else None)
    if table is None:
        raise RmfError(f"{where}: no table of processors with the columns 'CPU Type' and 'Time% LPAR Busy'")
    type_at, busy_at = table.require("CPU Type"), table.require("Time% LPAR Busy")
    mvs_at = table.column("Time% MVS Busy")
    counts = {"CP": 0, "IIP": 0}
    busy: dict[str, tuple[float | None, float | None]] = {}
    for cols, row in table.rows:
        kind = table.cell(cols, type_at).upper()
        kind = "IIP" if kind in ZIIP_TYPES else kind
        here = f"{table.where}, <row> line {row.line}"
        lpar_busy = values.percent(table.cell(cols, busy_at), here, "LPAR busy")
        mvs_busy = values.percent(table.cell(cols, mvs_at), here, "MVS busy")
        if row.attrs.get("type", "").upper() == "SUM":
            busy[kind] = (lpar_busy, mvs_busy)
        elif kind in counts:
            counts[kind] += 1
    if not counts["CP"]:
        raise RmfError(f"{table.where}: no row of a general CP (CPU Type CP); cicsplan plans the CPs of a z/OS LPAR")
    cp_busy, cp_mvs = busy.get("CP", (None, None))
    ziip_busy, ziip_mvs = busy.get("IIP", (None, None))
    return cpc, LparCpu(counts["CP"], counts["IIP"], cp_busy, ziip_busy, cp_mvs, ziip_mvs)


def _partition_data(segment: Node, where: str, cpc: Cpc) -> tuple[str, list[Partition], Cpc]:
    variables: dict[str, tuple[str, int]] = {}
    table = physical = None
    for part in segment.all("part"):
        variables.update(_variables(part))
        part_name = part.child_text("name").casefold()
        if part_name == "number of physical processors":
            physical = _table(part, f"{where}, part 'Number of Physical Processors'")
        elif part_name == "partition data":
            table = _table(part, f"{where}, part 'Partition Data'")
    own = variables.get("mvs partition name", ("", 0))[0][:40]
    if physical is not None:
        type_at, number_at = physical.require("Type"), physical.require("Number")
        found: dict[str, int | None] = {}
        for cols, row in physical.rows:
            label = physical.cell(cols, type_at)
            here = f"{physical.where}, <row> line {row.line}"
            if "(CP)" in label:
                found["cps"] = values.count(physical.cell(cols, number_at), here, "the number of CPs")
            elif "(zIIP)" in label:
                found["ziips"] = values.count(physical.cell(cols, number_at), here, "the number of zIIPs")
        cpc = Cpc(cpc.machine_type, cpc.model, cpc.hardware_model, cpc.capacity_msu, found.get("cps"),
                  found.get("ziips"))
    if table is None:
        return own, [], cpc
    return own, _partition_rows(table), cpc


def _partition_rows(table: _Table) -> list[Partition]:
    name_at = table.require("Partition Name")
    status_at = table.column("Partition Status")
    weight_at = table.require("Partition Weight")
    procs_at, type_at = table.require("Num of LOG PROCs"), table.require("PROC Type")
    busy_at = table.require("Avg Util%: LOG PROC Total")
    capping_at = table.column("Capping Defined")
    wlm_at = table.column("Capping WLM%")
    msu_def_at, msu_act_at = table.column("MSU Defined"), table.column("MSU Actual")
    partitions: dict[str, Partition] = {}
    for cols, row in table.rows:
        name = table.cell(cols, name_at)
        here = f"{table.where}, <row> line {row.line} ({name[:20] or 'unnamed'})"
        if row.attrs.get("type", "").upper() == "SUM" or name.startswith("*") or not name:
            continue  # TOTAL rows and *PHYSICAL* (PR/SM's own time)
        if len(name) > 8 or not re.fullmatch(r"[A-Z0-9$#@_.-]+", name.upper()):
            raise RmfError(f"{here}: partition name {name[:30]!r}; an LPAR name is 1 to 8 letters and digits")
        status = table.cell(cols, status_at).casefold()
        if status.startswith("deact"):
            partitions.setdefault(name, Partition(name, active=False))
            continue
        partitions[name] = _partition_row(table, cols, here, name, weight_at, procs_at, type_at, busy_at,
                                          capping_at, wlm_at, msu_def_at, msu_act_at, partitions.get(name))
    return list(partitions.values())


def _partition_row(table: _Table, cols: list[str], here: str, name: str, weight_at: int, procs_at: int,
                   type_at: int, busy_at: int, capping_at: int | None, wlm_at: int | None, msu_def_at: int | None,
                   msu_act_at: int | None, before: Partition | None) -> Partition:
    kind = table.cell(cols, type_at).upper()
    kind = "IIP" if kind in ZIIP_TYPES else kind
    weight_text = table.cell(cols, weight_at)
    dedicated = weight_text.upper() == "DED"
    weight = None if dedicated else values.count(weight_text, here, "the weight")
    if weight is not None and weight > 999:
        raise RmfError(f"{here}: the weight is {weight_text!r}; PR/SM weights run from 1 to 999")
    processors = values.count(table.cell(cols, procs_at), here, "the number of logical processors") or 0
    busy = values.percent(table.cell(cols, busy_at), here, "the logical processors' busy")
    initial, absolute, group = values.capping_flags(table.cell(cols, capping_at), here)
    capping = Capping(initial, absolute, group, values.number(table.cell(cols, msu_def_at), here, "MSU defined"),
                      values.percent(table.cell(cols, wlm_at), here, "WLM capping %"))
    msu_actual = values.number(table.cell(cols, msu_act_at), here, "MSU actual")
    if kind == "CP":
        row = Partition(name, True, dedicated, weight, None, processors, 0, busy, None, "", msu_actual, capping)
    elif kind == "IIP":
        row = Partition(name, True, dedicated, None, weight, 0, processors, None, busy, "", None,
                        before.capping if before else Capping())
    elif kind:
        row = Partition(name, True, dedicated, None, None, 0, 0, None, None, f"{processors} {kind[:4]}", None,
                        before.capping if before else capping)
    else:
        raise RmfError(f"{here}: no processor type (PROC Type)")
    return before.joined(row) if before is not None else row


# -- Workload Activity ------------------------------------------------------------------------------------

def _workload_report(node: Node, where: str, report: IntervalReport) -> IntervalReport:
    classes: list[WorkClass] = []
    seen: dict[tuple[str, str], int] = {}
    for name, segment in _segments(node):
        match = _CLASS_SEGMENT.match(name)
        if match is None:
            continue  # policy, workload and system summaries
        here = f"{where}, segment '{name[:60]}' line {segment.line}"
        work = _work_class(segment, here, SERVICE if match.group(1).lower() == "service" else REPORT,
                           match.group(2), match.group(3), report.interval.seconds)
        key = (work.kind, work.key)
        if key in seen:
            raise RmfError(f"{here}: the {work.label} a second time in one interval (first at line {seen[key]})")
        seen[key] = segment.line
        classes.append(work)
    return IntervalReport(report.interval, report.sources, report.system, classes=tuple(classes))


def _work_class(segment: Node, where: str, kind: str, name: str, period_text: str | None,
                seconds: float) -> WorkClass:
    variables: dict[str, tuple[str, int]] = {}
    parts: dict[str, Node] = {}
    for part in segment.all("part"):
        part_name = part.child_text("name").casefold()
        parts.setdefault(part_name, part)
        if not part_name:
            variables.update(_variables(part))
    if period_text is None:
        period_var = variables.get("period", ("", 0))[0]
        match = _PERIOD.search(period_var) or re.fullmatch(r"\s*(\d{1,3})\s*", period_var)
        period_text = match.group(1) if match else None
    transactions = parts.get("transactions")
    if transactions is None:
        raise RmfError(f"{where}: no part 'Transactions' (Average, MPL, Ended, Ended/sec)")
    tx = _variables(transactions)

    def var(found: dict[str, tuple[str, int]], key: str, label: str, part: str) -> tuple[str, str]:
        text, line = found.get(key.casefold(), ("", 0))
        return text, f"{where}, part '{part}', <var> '{label}'" + (f" line {line}" if line else "")

    ended_text, ended_where = var(tx, "Ended", "Ended", "Transactions")
    ended = values.number(ended_text, ended_where, "Ended")
    if ended is None or ended < 0:
        raise RmfError(f"{ended_where}: Ended is {ended_text[:20]!r}; the count of transactions ended is needed")
    rate_text, rate_where = var(tx, "Ended/sec", "Ended/sec", "Transactions")
    rate = values.number(rate_text, rate_where, "Ended/sec")
    rate = ended / seconds if rate is None else rate
    times = next((p for n, p in parts.items() if n.startswith("transaction time")), None)
    response = execution = queued = None
    if times is not None:
        title = times.child_text("name")
        digits = 6 if "FFFFFF" in title.upper() else 3 if "TTT" in title.upper() else None
        tt = _variables(times)
        part_name = title[:40]
        response, execution, queued = (
            _ms(values.duration_s(*var(tt, key, key, part_name), key, digits)) for key in ("Actual", "Execution",
                                                                                             "Queued"))
    appl = parts.get("transaction application time %")
    cp = ziip_on_cp = ziip = None
    if appl is not None:
        cp, ziip_on_cp, ziip = _appl(appl, f"{where}, part 'Transaction Application Time %'")
    service = parts.get("service time")
    cpu_s = srb_s = ziip_s = None
    if service is not None:
        st = _variables(service)
        cpu_s, srb_s, ziip_s = (values.number(*var(st, key, key, "Service Time"), f"service time {key}")
                                for key in ("CPU", "SRB", "zIIP"))
    description = variables.get("description", ("", 0))[0][:200]
    workload = variables.get("workload", ("", 0))[0][:40]
    return WorkClass(kind, name.upper(), int(period_text) if period_text else None, workload, description, ended,
                     rate, response, execution, queued, cp, ziip_on_cp, ziip, cpu_s, srb_s, ziip_s, where)


def _ms(seconds: float | None) -> float | None:
    return None if seconds is None else seconds * 1000.0


def _appl(part: Node, where: str) -> tuple[float | None, float | None, float | None]:
    table = _table(part, where)
    if table is None or not table.rows:
        raise RmfError(f"{where}: no table of APPL % (CP, zIIP/zAAP on CP, zIIP/zAAP)")
    cp_at = table.require("CP")
    on_cp_at = table.column("zIIP/zAAP on CP", "IIPCP", "zIIP on CP")
    ziip_at = table.column("zIIP/zAAP", "IIP", "zIIP")
    rows = table.rows
    if len(rows) > 1:  # a breakdown by category: the total is the class's
        total = [r for r in rows if r[0] and r[0][0].strip().casefold() in ("total", "appl %", "appl%")]
        if len(total) != 1:
            raise RmfError(f"{where}: {len(rows)} rows of APPL % and none named Total")
        rows = total
    cols, row = rows[0]
    here = f"{table.where}, <row> line {row.line}"
    most = 100.0 * 1000  # a percent of one engine: up to a thousand engines' worth
    return (values.percent(table.cell(cols, cp_at), here, "APPL % CP", most),
            values.percent(table.cell(cols, on_cp_at), here, "APPL % zIIP on CP", most),
            values.percent(table.cell(cols, ziip_at), here, "APPL % zIIP", most))


