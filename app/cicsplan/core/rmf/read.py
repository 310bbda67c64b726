"""Reading RMF report files, XML or text, one or several, into intervals.

A file is read through core.common.userfiles (ordinary files within a size limit). XML is told from text by its
first character; text is decoded by the rule every importer shares. Reports of the same interval (a CPU Activity
report and a Workload Activity report of 10.00, from one file or two) are joined into one interval; the
intervals come back in time order.
"""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import replace
from pathlib import Path

from cicsplan.core.common import limits, userfiles
from cicsplan.core.common.text_decoding import UndecodableText, decode_user_text
from cicsplan.core.common.userfiles import FileReadError
from cicsplan.core.rmf.ddsml import read_ddsml
from cicsplan.core.rmf.records import Cpc, IntervalReport, RmfError, RmfReport
from cicsplan.core.rmf.text_report import read_text_report

MAX_FILES = 1_000
MAX_INTERVALS = 10_000  # a year of hourly intervals; more is refused before anything is built on them
WHAT = "RMF report"


def read_rmf_files(paths: list[str | os.PathLike[str]]) -> tuple[RmfReport, list[str]]:
    """The intervals of every file, joined; and a note per report found but not read (another RMF report)."""
    if not paths:
        raise RmfError("give at least one RMF report file")
    if len(paths) > MAX_FILES:
        raise RmfError(f"{len(paths):,} files; cicsplan reads at most {MAX_FILES:,} RMF reports at once")
    parts: list[IntervalReport] = []
    skipped: list[str] = []
    names: list[str] = []
    for path in paths:
        path = Path(path)
        try:
            data = userfiles.read_bytes(path, limits.MAX_RMF_BYTES, WHAT)
        except FileReadError as exc:
            raise RmfError(str(exc)) from None
        found, not_read = read_rmf_bytes(data, f"'{path.name}'")
        parts += found
        skipped += not_read
        names.append(path.name)
        if len(parts) > MAX_INTERVALS:
            raise RmfError(f"the files hold more than {MAX_INTERVALS:,} reports of an interval; read fewer at once")
    return join_intervals(parts, tuple(names)), skipped


def read_rmf_bytes(data: bytes, name: str) -> tuple[list[IntervalReport], list[str]]:
    """One file's reports, XML or text; RmfError names the line or element that cannot be read."""
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"<") or head.startswith(b"\xff\xfe<") or head.startswith(b"\xfe\xff\x00<"):
        reading = read_ddsml(data, name)
        found, skipped = reading.intervals, reading.skipped
    else:
        try:
            text = decode_user_text(data)
        except UndecodableText as exc:
            raise RmfError(f"{name} {exc}; an RMF report is text or XML") from None
        _refuse_ebcdic(data, text, name)
        found, skipped = read_text_report(text, name)
    if not found:
        others = f" (it holds {', '.join(skipped[:5])})" if skipped else ""
        raise RmfError(f"{name} holds no CPU Activity, Partition Data or Workload Activity report{others}")
    return found, skipped


def _refuse_ebcdic(data: bytes, text: str, name: str) -> None:
    """A report sent from z/OS in binary is EBCDIC: in ASCII it is a line-less jumble; say how to send it."""
    sample = data[:4096]
    if b"\n" not in sample and b"\r" not in sample and sample:
        decoded = sample.decode("cp037", errors="replace").replace(" ", "").upper()
        if any(title in decoded for title in ("CPUACTIVITY", "WORKLOADACTIVITY", "PARTITIONDATA")):
            raise RmfError(f"{name} is in EBCDIC, as z/OS keeps it: transfer the report as text (ASCII) rather "
                           "than binary, or write it as XML")


def join_intervals(parts: list[IntervalReport], files: tuple[str, ...] = ()) -> RmfReport:
    """Reports of the same interval joined (same start to the minute and the same length to the second)."""
    joined: dict[dt.datetime, IntervalReport] = {}
    for part in parts:
        key = part.interval.start.replace(second=0, microsecond=0)
        before = joined.get(key)
        joined[key] = part if before is None else _join(before, part)
    intervals = tuple(joined[k] for k in sorted(joined))
    _one_system(intervals)
    return RmfReport(intervals, files)


def _one_system(intervals: tuple[IntervalReport, ...]) -> None:
    """A plan is one LPAR on one machine: reports of several are refused, naming two of them."""
    first: IntervalReport | None = None
    for interval in intervals:
        if interval.lpar is None:
            continue
        if first is None:
            first = interval
            continue
        same_machine = first.cpc is None or interval.cpc is None or \
            first.cpc.designation == interval.cpc.designation
        if interval.system != first.system or not same_machine:
            what = (f"systems {first.system} and {interval.system}" if interval.system != first.system else
                    f"machines {first.cpc.designation} and {interval.cpc.designation}")
            raise RmfError(f"{first.sources[0]} and {interval.sources[0]} are CPU Activity reports of two "
                           f"{what}; cicsplan plans one LPAR: give one system's reports")


def _join(a: IntervalReport, b: IntervalReport) -> IntervalReport:
    where = f"{b.sources[0]} and {a.sources[0]}"
    if abs(a.interval.seconds - b.interval.seconds) > 1.0:
        raise RmfError(f"{where} start together but last {a.interval.seconds:,.0f} s and {b.interval.seconds:,.0f} "
                       "s: give reports of the same intervals")
    if a.lpar is not None and b.lpar is not None:
        if a.system != b.system:
            raise RmfError(f"{where} are CPU Activity reports of two systems ({a.system} and {b.system}) for one "
                           "interval; cicsplan plans one LPAR: give one system's reports")
        raise RmfError(f"{where} both give the CPU Activity of {a.system or 'one system'} for one interval: a file is "
                       "given twice, or two reports overlap")
    if a.partitions and b.partitions:
        raise RmfError(f"{where} both give the Partition Data of one interval: a file is given twice")
    names_a = {(c.kind, c.key) for c in a.classes}
    twice = [c.label for c in b.classes if (c.kind, c.key) in names_a]
    if twice:
        raise RmfError(f"{where} both give the {twice[0]} for one interval: a file is given twice, or two reports "
                       "overlap")
    return IntervalReport(a.interval, a.sources + b.sources, a.system or b.system, _cpc(a.cpc, b.cpc),
                          a.lpar or b.lpar, a.partition_name or b.partition_name, a.partitions or b.partitions,
                          a.classes + b.classes)


def _cpc(a: Cpc | None, b: Cpc | None) -> Cpc | None:
    """The machine from CPU Activity, with the processor counts the Partition Data report adds."""
    if a is None or b is None:
        return a or b
    main, other = (a, b) if a.machine_type else (b, a)
    return replace(main, physical_cps=main.physical_cps if main.physical_cps is not None else other.physical_cps,
                   physical_ziips=main.physical_ziips if main.physical_ziips is not None else other.physical_ziips)
