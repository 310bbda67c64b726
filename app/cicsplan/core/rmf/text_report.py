"""The RMF Postprocessor's text reports: CPU Activity, Partition Data and Workload Activity.

A report page starts with its title spelt with a space between letters ("C P U  A C T I V I T Y",
"P A R T I T I O N  D A T A  R E P O R T", "W O R K L O A D   A C T I V I T Y") and a header giving the date,
time and interval. Printed output carries a carriage-control character in column one ("1" for a new page), which
is taken off. Figures are found by their labels (CPU, MODEL, TOTAL/AVERAGE, REPORT BY:, ENDED, ACTUAL, APPL %),
and within a Workload Activity block by the column their group heading stands over (-TRANSACTIONS-,
TRANS-TIME HHH.MM.SS.TTT, SERVICE TIME, ---APPL %---), so a line whose columns moved is refused, not misread.
"""

from __future__ import annotations

import re
from dataclasses import field

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

CPU_ACTIVITY, PARTITION_DATA, WORKLOAD_ACTIVITY = "CPUACTIVITY", "PARTITIONDATAREPORT", "WORKLOADACTIVITY"
TITLES = {CPU_ACTIVITY: "CPU Activity", PARTITION_DATA: "Partition Data", WORKLOAD_ACTIVITY: "Workload Activity"}
MAX_LINE_CHARS = 1_000  # RMF prints 133 columns; a far longer line is not a report
PROCESSOR_TYPES = ("CP", "IIP", "AAP", "ICF", "IFL")
_DATE = re.compile(r"\bDATE\s+(\d{2}/\d{2}/\d{4})", re.I)
_TIME = re.compile(r"\bTIME\s+(\d{2}[.:]\d{2}[.:]\d{2})\b", re.I)
_INTERVAL = re.compile(r"\bINTERVAL\s+(\d[\d.:]*)", re.I)
_SYSTEM = re.compile(r"\b(?:SYSTEM\s+ID|SYSPLEX)\s+(\S{1,8})", re.I)
_CPU_LINE = re.compile(r"^\s*CPU\s+(\S+)\s+CPC\s+CAPACITY\s+(\S+)", re.I)
_MODEL = re.compile(r"^\s*MODEL\s+(\S+)", re.I)
_HW_MODEL = re.compile(r"\bH/W\s+MODEL\s+(\S+)", re.I)
_PROCESSOR = re.compile(r"^\s*(\d{1,4})\s+(CP|IIP|AAP|ICF|IFL)\s+(\S+)\s+(\S+)\s+(\S+)", re.I)
_TOTAL = re.compile(r"^\s*TOTAL\s*/\s*AVERAGE:?\s+(\S+)\s+(\S+)", re.I)
_REPORT_BY = re.compile(r"REPORT\s+BY:\s*(.*)$", re.I)
_DISPATCH = re.compile(r"\d{1,3}\.\d{2}\.\d{2}\.\d{3}")
_SPLIT = re.compile(r"\S+(?: \S+)*")  # cells of a heading line: words apart by one space


@dataclass
class _Page:
    kind: str
    line: int  # of the title, 1-based
    title: str = ""  # as words: "CHANNEL PATH ACTIVITY"
    lines: list[tuple[int, str]] = field(default_factory=list)  # (line number, text) after the title


def read_text_report(text: str, name: str) -> tuple[list[IntervalReport], list[str]]:
    """The intervals of a text report, and the other reports it holds (not read); RmfError names the line that
    cannot be read."""
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE_CHARS:
            raise RmfError(f"{name} line {number} is {len(line):,} characters long; RMF prints 133 columns, so "
                           "the file is not an RMF report")
    every_page = _pages(_without_carriage_control(lines))
    pages = [p for p in every_page if p.kind in TITLES]
    skipped = [f"{p.title} ({name} line {p.line})" for p in every_page if p.kind not in TITLES]
    if not pages:
        raise RmfError(f"{name} holds no RMF Postprocessor report: no title such as 'C P U  A C T I V I T Y', "
                       "'P A R T I T I O N  D A T A  R E P O R T' or 'W O R K L O A D   A C T I V I T Y' was found")
    reports: list[IntervalReport] = []
    for kind, interval, system, group in _reports(pages, name):
        where = f"{name} line {group[0].line}"
        source = f"{name} ({TITLES[kind]}, {interval.describe()})"
        report = IntervalReport(interval, (source,), system)
        body = [item for page in group for item in page.lines]
        if kind == CPU_ACTIVITY:
            cpc, lpar = _cpu_activity(body, where, name)
            reports.append(IntervalReport(interval, (source,), system, cpc, lpar))
        elif kind == PARTITION_DATA:
            own, partitions, cpus = _partition_data(body, name)
            reports.append(IntervalReport(interval, (source,), system, partition_name=own,
                                          partitions=tuple(partitions),
                                          cpc=Cpc("", "", physical_cps=cpus.get("CP"), physical_ziips=cpus.get("IIP"))))
        else:
            reports.append(IntervalReport(report.interval, report.sources, system,
                                          classes=tuple(_workload_activity(body, name, interval.seconds))))
    return reports, skipped



def _without_carriage_control(lines: list[str]) -> list[str]:
    """Printed reports start each line with an ASA control character ("1" new page, "0" skip a line, " "); the
    title line then reads "1   C P U ...". Taken off only when the titles show it is there."""
    for line in lines:
        if line[:1] in "10-+" and line[1:2].isspace() and _title(line[1:]):
            return [line[1:] if line[:1] in " 10-+" else line for line in lines]
    return lines


def _title(line: str) -> str | None:
    words = line.split()
    if len(words) < 6 or any(len(w) != 1 or not (w.isalpha() or w in "/-") for w in words):
        return None
    return "".join(words).upper()  # a report's title, read or not: either way a new page starts


def _pages(lines: list[str]) -> list[_Page]:
    pages: list[_Page] = []
    for number, line in enumerate(lines, 1):
        kind = _title(line)
        if kind is not None:
            words = " ".join(w.replace(" ", "") for w in re.split(r"\s{2,}", line.strip()))
            pages.append(_Page(kind, number, words[:60]))
        elif pages:
            pages[-1].lines.append((number, line))
    return pages


def _header(page: _Page, name: str) -> tuple[Interval, str]:
    head = " ".join(text for _, text in page.lines[:6])
    date, clock, length = _DATE.search(head), _TIME.search(head), _INTERVAL.search(head)
    where = f"{name} line {page.line}"
    if date is None or clock is None or length is None:
        missing = [w for w, m in (("DATE", date), ("TIME", clock), ("INTERVAL", length)) if m is None]
        raise RmfError(f"{where}: the {TITLES[page.kind]} page has no {' and '.join(missing)} in its header; the "
                       "report may be cut short or edited")
    start = values.timestamp(date.group(1), clock.group(1), where)
    system = _SYSTEM.search(head)
    return Interval(start, values.interval_s(length.group(1), where)), system.group(1) if system else ""


def _reports(pages: list[_Page], name: str) -> list[tuple[str, Interval, str, list[_Page]]]:
    """Pages grouped into reports: a report runs over the pages of one title, interval and system in a row."""
    groups: list[tuple[str, Interval, str, list[_Page]]] = []
    for page in pages:
        interval, system = _header(page, name)
        if groups and groups[-1][0] == page.kind and groups[-1][1] == interval and groups[-1][2] == system:
            groups[-1][3].append(page)
        else:
            groups.append((page.kind, interval, system, [page]))
    return groups


# -- CPU Activity -----------------------------------------------------------------------------------------

def _cpu_activity(body: list[tuple[int, str]], where: str, name: str) -> tuple[Cpc, LparCpu]:
    machine_type = model = hw_model = ""
    capacity: float | None = None
    counts = {"CP": 0, "IIP": 0}
    busy: dict[str, tuple[float | None, float | None]] = {}
    last_type = ""
    for number, line in body:
        here = f"{name} line {number}"
        if match := _CPU_LINE.match(line):
            machine_type = match.group(1)
            capacity = values.number(match.group(2), here, "CPC capacity") or None
        elif not model and (match := _MODEL.match(line)):
            model = match.group(1).upper()
        if not hw_model and (match := _HW_MODEL.search(line)):
            hw_model = match.group(1).upper()[:10]
        if match := _PROCESSOR.match(line):
            kind = match.group(2).upper()
            last_type = kind
            online = values.percent(match.group(3), here, "Online %")
            values.percent(match.group(4), here, "LPAR busy")
            if kind in counts and online:
                counts[kind] += 1
        elif match := _TOTAL.match(line):
            if not last_type:
                raise RmfError(f"{here}: a TOTAL/AVERAGE line before any processor line")
            if last_type not in busy:
                busy[last_type] = (values.percent(match.group(1), here, "LPAR busy"),
                                   values.percent(match.group(2), here, "MVS busy"))
    if not re.fullmatch(r"[0-9]{4}", machine_type) or not re.fullmatch(r"[0-9A-Z]{2,6}", model):
        raise RmfError(f"{where}: the CPU Activity report does not say the machine as RMF writes it (a line 'CPU "
                       "8562 CPC CAPACITY 413' and a line 'MODEL Z02'); the report may be cut short or edited")
    if not counts["CP"]:
        raise RmfError(f"{where}: the CPU Activity report lists no general CP online; the report may be cut short")
    if "CP" not in busy:
        raise RmfError(f"{where}: the CPU Activity report has no TOTAL/AVERAGE line for its CPs, so their busy is not "
                       "known; the report may be cut short")
    cp_busy, cp_mvs = busy["CP"]
    ziip_busy, ziip_mvs = busy.get("IIP", (None, None))
    return (Cpc(machine_type, model, hw_model, capacity),
            LparCpu(counts["CP"], counts["IIP"], cp_busy, ziip_busy, cp_mvs, ziip_mvs))


# -- Partition Data ---------------------------------------------------------------------------------------

def _partition_data(body: list[tuple[int, str]], name: str) -> tuple[str, list[Partition], dict[str, int]]:
    own = ""
    physical: dict[str, int] = {}
    partitions: dict[str, Partition] = {}
    in_rows = False
    for number, line in body:
        here = f"{name} line {number}"
        upper = line.upper()
        if not in_rows:
            if match := re.search(r"MVS\s+PARTITION\s+NAME\s+(\S+)", upper):
                own = match.group(1)[:8]
            for kind, amount in re.findall(r"(?:^|\s{2})(CP|IIP|ICF|IFL|AAP)\s+(\d{1,4})(?=\s|$)", upper):
                physical.setdefault(kind, int(amount))  # the physical processors per type, beside PHYS PROC NUM
            if re.match(r"^\s*NAME\s+S\s", upper):
                in_rows = True
            continue
        tokens = line.split()
        if not tokens or set(line.strip()) <= set("- ") or tokens[0].startswith("*") or \
                tokens[0].upper() == "TOTAL":
            continue
        row = _partition_row(tokens, here)
        if row is not None:
            partitions[row.name] = partitions[row.name].joined(row) if row.name in partitions else row
    return own, list(partitions.values()), physical


def _partition_row(tokens: list[str], here: str) -> Partition | None:
    name = tokens[0]
    if len(tokens) >= 2 and tokens[1].upper() == "D":
        return Partition(name[:8], active=False)
    at = next((i for i in range(2, len(tokens) - 2) if tokens[i].upper() in PROCESSOR_TYPES
               and _DISPATCH.fullmatch(tokens[i + 1])), None)
    if at is None or len(tokens[0]) > 8:
        raise RmfError(f"{here}: a partition line RMF does not write ({' '.join(tokens)[:80]!r}): name, status, "
                       "weight, capping, processors, type and dispatch times were expected; the columns may be "
                       "broken or the line cut short")
    if tokens[1].upper() != "A":
        raise RmfError(f"{here}: partition {name[:8]} has status {tokens[1][:10]!r}; RMF writes A (active) or D")
    middle = tokens[2:at - 1]
    weight_at = next((i for i, t in enumerate(middle) if t.upper() == "DED" or t.isdigit()), None)
    if weight_at is None:
        raise RmfError(f"{here}: partition {name} has no weight (WGT) where RMF prints it")
    weight_text = middle[weight_at]
    dedicated = weight_text.upper() == "DED"
    weight = None if dedicated else values.count(weight_text, here, "the weight")
    if weight is not None and weight > 999:
        raise RmfError(f"{here}: the weight of {name} is {weight_text}; PR/SM weights run from 1 to 999")
    rest = middle[weight_at + 1:]
    flags_at = next((i for i, t in enumerate(rest) if t.upper() in ("Y", "N", "YES", "NO")), len(rest))
    msu = [values.number(t, here, "MSU") for t in rest[:flags_at]]
    flags = [t for t in rest[flags_at:] if t.upper() in ("Y", "N", "YES", "NO")]
    after = rest[flags_at + len(flags):]
    initial, absolute, group = values.capping_flags(" ".join(flags), here)
    wlm = values.percent(after[0], here, "WLM capping %") if after else None
    processors = values.count(tokens[at - 1], here, "the number of logical processors") or 0
    kind = tokens[at].upper()
    figures = tokens[at + 3:]
    if len(figures) < 2:
        raise RmfError(f"{here}: partition {name} lacks its logical processors' utilisation; the line may be cut "
                       "short or its columns broken")
    busy = values.percent(figures[1], here, "the logical processors' total busy")
    capping = Capping(initial, absolute, group, msu[0] if msu else None, wlm)
    if kind == "CP":
        return Partition(name, True, dedicated, weight, None, processors, 0, busy, None, "",
                         msu[1] if len(msu) > 1 else None, capping)
    if kind == "IIP":
        return Partition(name, True, dedicated, None, weight, 0, processors, None, busy, "", None, capping)
    return Partition(name, True, dedicated, None, None, 0, 0, None, None, f"{processors} {kind}", None, capping)


# -- Workload Activity ------------------------------------------------------------------------------------

_GROUPS = {  # heading (letters only, upper case) -> group
    "TRANSACTIONS": "tx", "TRANSTIME": "time", "SERVICETIME": "service_time", "APPL": "appl"}
_LABELS = {
    "tx": {"ENDED": "ended", "END/S": "rate", "END/SEC": "rate"},
    "time": {"ACTUAL": "actual", "EXECUTION": "execution", "QUEUED": "queued"},
    "service_time": {"CPU": "cpu_s", "SRB": "srb_s", "IIP": "ziip_s"},
    "appl": {"CP": "cp", "IIPCP": "iipcp", "IIP": "iip"},
}


@dataclass
class _Heading:
    line: int
    groups: list[tuple[str | None, int, int, str]]  # (group or None, first column, end column, heading text)


def _heading(line: str, number: int) -> _Heading | None:
    cells = [(m.start(), m.group()) for m in _SPLIT.finditer(line)]
    known = 0
    groups: list[tuple[str | None, int, int, str]] = []
    for i, (start, text) in enumerate(cells):
        end = cells[i + 1][0] if i + 1 < len(cells) else MAX_LINE_CHARS
        first = re.sub(r"[^A-Z]", "", text.upper().split(" HHH")[0])
        group = _GROUPS.get(first)
        known += group is not None
        groups.append((group, start, end, text))
    if known == 0 or not any(g == "tx" or g == "appl" or g == "service_time" for g, *_ in groups):
        return None
    return _Heading(number, groups)


def _workload_activity(body: list[tuple[int, str]], name: str, seconds: float) -> list[WorkClass]:
    classes: list[WorkClass] = []
    current: dict | None = None
    heading: _Heading | None = None
    seen: dict[tuple[str, str], int] = {}

    def finish() -> None:
        if current is None or current["kind"] is None:
            return  # a policy or workload summary
        work = _work_class(current, name, seconds)
        first = seen.setdefault((work.kind, work.key), current["line"])
        if first != current["line"]:
            raise RmfError(f"{work.where}: the {work.label} a second time in one interval (first at line {first})")
        classes.append(work)

    for number, line in body:
        if match := _REPORT_BY.search(line):
            finish()
            current = _report_by(match.group(1), number, name)
            heading = None
            continue
        if current is None:
            continue
        if not line.strip():
            heading = None
            continue
        found = _heading(line, number)
        if found is not None:
            heading = found
            continue
        if heading is not None:
            _read_cells(line, number, heading, current, name)
    finish()
    return classes


def _report_by(text: str, number: int, name: str) -> dict:
    fields = dict(re.findall(r"([A-Z ]+?)=(\S*)", text.upper()))
    fields = {k.strip(): v for k, v in fields.items()}
    kind = SERVICE if "SERVICE CLASS" in fields else REPORT if "REPORT CLASS" in fields else None
    class_name = fields.get("SERVICE CLASS") or fields.get("REPORT CLASS") or ""
    here = f"{name} line {number}"
    if kind is not None and not re.fullmatch(r"[A-Z0-9$#@_.-]{1,8}", class_name):
        raise RmfError(f"{here}: the class name is {class_name[:20]!r}; a WLM class is 1 to 8 letters and digits")
    period = fields.get("PERIOD")
    if period is not None and not period.isdigit():
        raise RmfError(f"{here}: PERIOD={period[:10]} is not a period number")
    return {"kind": kind, "name": class_name, "period": int(period) if period else None,
            "workload": fields.get("WORKLOAD", "")[:8], "line": number, "cells": {}}


def _read_cells(line: str, number: int, heading: _Heading, current: dict, name: str) -> None:
    here = f"{name} line {number}"
    for group, start, end, text in heading.groups:
        if group is None:
            continue
        if start > 0 and start < len(line) and not line[start - 1].isspace() and not line[start].isspace():
            raise RmfError(f"{here}: a figure runs across the column of '{text}' (heading on line {heading.line}); "
                           "the report's columns have moved (edited, or converted with other spacing), so its "
                           "figures cannot be told apart")
        cell = line[start:end].strip()
        if not cell:
            continue
        label, _, value = cell.rpartition(" ")
        label = " ".join(label.split()).upper()
        key = _LABELS[group].get(label)
        if key is not None:
            digits = None
            if group == "time":
                digits = 6 if "FFFFFF" in text.upper() else 3 if "TTT" in text.upper() else None
            current["cells"][key] = (value, here, digits)


def _work_class(current: dict, name: str, seconds: float) -> WorkClass:
    cells = current["cells"]
    label = f"{current['kind']} class {current['name']}"
    where = f"{name} line {current['line']}"
    if "ended" not in cells:
        raise RmfError(f"{where}: the {label} has no ENDED figure under -TRANSACTIONS-; the report may be cut "
                       "short or its columns broken")

    def get(key: str, what: str, most: float | None = None) -> float | None:
        if key not in cells:
            return None
        value, here, _ = cells[key]
        if most is not None:
            return values.percent(value, here, what, most)
        return values.number(value, here, what)

    ended = get("ended", "ENDED")
    if ended is None or ended < 0:
        raise RmfError(f"{cells['ended'][1]}: ENDED of the {label} must be a count of transactions")
    rate = get("rate", "END/S")
    times = {}
    for key in ("actual", "execution", "queued"):
        if key in cells:
            value, here, digits = cells[key]
            found = values.duration_s(value, here, key.upper(), digits)
            times[key] = None if found is None else found * 1000.0
    most = 100_000.0
    return WorkClass(current["kind"], current["name"], current["period"], current["workload"], "", ended,
                     ended / seconds if rate is None else rate, times.get("actual"), times.get("execution"),
                     times.get("queued"), get("cp", "APPL % CP", most), get("iipcp", "APPL % IIPCP", most),
                     get("iip", "APPL % IIP", most), get("cpu_s", "SERVICE TIME CPU"), get("srb_s", "SERVICE TIME SRB"),
                     get("ziip_s", "SERVICE TIME IIP"), where)
