"""A calibration table straight from RMF Workload Activity reports: one measured row per interval.

Each interval where the picked class ended transactions gives a row: ETR = its transactions ended / the interval,
RESP = its response time, and the CICS address space's CPU from the class whose APPL % it is (the regions' class
for CICS transactions): GCPU% = APPL % CP, AAPCP = APPL % IIPCP (part of it), zIIP CPU% = APPL % IIP, each a
percent of one engine as the calibration's tables are. The table then goes through the same reader checks and
fit as a typed one (core.analysis.calibrate: CPU% = fixed + slope x ETR).
"""

from __future__ import annotations

from typing import Any

from cicsplan.core.analysis.calibrate_table import MeasurementTable, build_table
from cicsplan.core.analysis.rmf_plan import Pick, find_class
from cicsplan.core.rmf.records import RmfError, RmfReport

HEADER = ["Label", "ETR", "RESP (ms)", "CICS GCPU%", "CICS AAPCP", "CICS zIIP CPU%"]


def rmf_measurement_table(report: RmfReport, pick: Pick, spaces: dict[str, Any]) -> MeasurementTable:
    """The intervals of ``report`` as calibration rows for ``pick``; RmfError or TableError say why not."""
    header, rows = rmf_rows(report, pick)
    return build_table(header, rows, rmf_source(report, pick), spaces)


def rmf_source(report: RmfReport, pick: Pick) -> str:
    what = f"RMF Workload Activity of {pick.key}" + (f" with the CPU of {pick.cpu_from}" if pick.cpu_from else "")
    return f"{what} ({', '.join(report.files)})"


def rmf_table_text(report: RmfReport, pick: Pick) -> str:
    """The rows as a tab-separated table, as the workbook's calibration editor shows a pasted one."""
    header, rows = rmf_rows(report, pick)
    return "\n".join("\t".join(line) for line in [header, *(cells for _, cells in rows)]) + "\n"


def rmf_rows(report: RmfReport, pick: Pick) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The header and one row per interval in which the class ended transactions (with its place: "interval 3")."""
    rows: list[tuple[str, list[Any]]] = []
    for number, interval in enumerate(report.intervals, 1):
        try:
            work = find_class(interval, pick.key)
        except RmfError:
            continue  # the class did not run in this interval
        source = find_class(interval, pick.cpu_from) if pick.cpu_from else work
        if work.ended <= 0:
            continue
        if not (source.appl_cp_pct or source.appl_ziip_pct):
            raise RmfError(f"the {source.label} reports no CPU (APPL % 0) in {interval.interval.describe()}: WLM "
                           "books CICS transactions' CPU to the regions' class; name it to take the CPU from")
        rate = work.ended / interval.interval.seconds
        response = "" if work.response_ms is None else f"{work.response_ms:.3f}"
        rows.append((f"interval {number}",
                     [interval.interval.describe(), f"{rate:.4f}", response, f"{source.appl_cp_pct or 0:.2f}",
                      f"{source.appl_ziip_on_cp_pct or 0:.2f}", f"{source.appl_ziip_pct or 0:.2f}"]))
    if not rows:
        raise RmfError(f"no interval of the reports has transactions of {pick.key!r}")
    header = list(HEADER)
    if all(not cells[2] for _, cells in rows):  # no response times: the column is left out, as a typed table may
        header = [h for h in header if h != "RESP (ms)"]
        rows = [(place, [c for i, c in enumerate(cells) if i != 2]) for place, cells in rows]
    return header, rows
