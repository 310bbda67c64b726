"""What the reports found, over all their intervals, and as the documented JSON (docs/result-format.md, "cicsplan
rmf --json").

Over several intervals: a class's rate is its transactions ended over the seconds of the intervals it appears in,
its response time the mean weighted by transactions, its APPL % and a partition's or the LPAR's busy the mean
weighted by interval length. CPU per transaction = APPL % / 100 x interval seconds x 1000 / ended (ms).
"""

from __future__ import annotations

from typing import Any

from cicsplan.core.common.records import dataclass
from cicsplan.core.rmf.records import REPORT, SERVICE, Interval, IntervalReport, Partition, RmfReport, WorkClass

FORMAT = "cicsplan-rmf"
VERSION = 1


def ms_per_tran(appl_pct: float | None, seconds: float, ended: float) -> float | None:
    """CPU a transaction in ms: APPL % (of one engine) / 100 x interval (s) x 1000 / transactions ended."""
    if appl_pct is None or ended <= 0:
        return None
    return appl_pct / 100.0 * seconds * 1000.0 / ended


@dataclass(frozen=True)
class ClassSummary:
    """A class over the intervals it appears in."""

    kind: str
    key: str
    name: str
    period: int | None
    workload: str
    description: str
    intervals: int
    seconds: float
    ended: float
    ended_per_s: float
    response_ms: float | None
    appl_cp_pct: float | None
    appl_ziip_on_cp_pct: float | None
    appl_ziip_pct: float | None

    def cpu_ms(self, appl_pct: float | None) -> float | None:
        return ms_per_tran(appl_pct, self.seconds, self.ended)


def _weighted(pairs: list[tuple[float | None, float]]) -> float | None:
    given = [(v, w) for v, w in pairs if v is not None]
    total = sum(w for _, w in given)
    if not given or total <= 0:
        return None
    return sum(v * w for v, w in given) / total


def summarize_class(found: list[tuple[WorkClass, Interval]]) -> ClassSummary:
    first = found[0][0]
    seconds = sum(i.seconds for _, i in found)
    ended = sum(c.ended for c, _ in found)
    return ClassSummary(
        first.kind, first.key, first.name, first.period, first.workload, first.description, len(found), seconds,
        ended, ended / seconds if seconds else 0.0,
        _weighted([(c.response_ms, c.ended) for c, _ in found]),
        _weighted([(c.appl_cp_pct, i.seconds) for c, i in found]),
        _weighted([(c.appl_ziip_on_cp_pct, i.seconds) for c, i in found]),
        _weighted([(c.appl_ziip_pct, i.seconds) for c, i in found]))


def class_summaries(report: RmfReport, intervals: list[IntervalReport] | None = None) -> list[ClassSummary]:
    """Every class over the given intervals (default: all), in the order first seen."""
    chosen = report.intervals if intervals is None else intervals
    found: dict[tuple[str, str], list[tuple[WorkClass, Interval]]] = {}
    for interval in chosen:
        for work in interval.classes:
            found.setdefault((work.kind, work.key), []).append((work, interval.interval))
    return [summarize_class(items) for items in found.values()]


def report_json(report: RmfReport, not_read: list[str]) -> dict[str, Any]:
    """The documented object of ``cicsplan rmf --json``."""
    cpu = [i for i in report.intervals if i.lpar is not None]
    with_partitions = [i for i in report.intervals if i.partitions]
    summaries = class_summaries(report)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "files": list(report.files),
        "cpc": _cpc_json(report),
        "lpar": _lpar_json(cpu),
        "partitions": _partitions_json(with_partitions),
        "service_classes": [class_json(s) for s in summaries if s.kind == SERVICE],
        "report_classes": [class_json(s) for s in summaries if s.kind == REPORT],
        "intervals": [_interval_json(i) for i in report.intervals],
        "not_read": list(not_read),
    }
    return doc


def _cpc_json(report: RmfReport) -> dict[str, Any] | None:
    cpc = next((i.cpc for i in report.intervals if i.cpc is not None and i.cpc.machine_type), None)
    if cpc is None:
        return None
    counts = next((i.cpc for i in report.intervals if i.cpc is not None and i.cpc.physical_cps is not None), cpc)
    return {"model": cpc.designation, "machine_type": cpc.machine_type, "hardware_model": cpc.hardware_model or None,
            "capacity_msu": cpc.capacity_msu, "physical_cps": counts.physical_cps,
            "physical_ziips": counts.physical_ziips}


def _lpar_json(cpu: list[IntervalReport]) -> dict[str, Any] | None:
    if not cpu:
        return None
    last = cpu[-1]
    return {"name": next((i.partition_name for i in cpu if i.partition_name), "") or None, "system": last.system,
            "logical_cps": last.lpar.logical_cps, "logical_ziips": last.lpar.logical_ziips,
            "cp_busy_pct": _weighted([(i.lpar.cp_busy_pct, i.interval.seconds) for i in cpu]),
            "ziip_busy_pct": _weighted([(i.lpar.ziip_busy_pct, i.interval.seconds) for i in cpu]),
            "intervals": len(cpu)}


def partition_json(p: Partition, busy_pct: float | None = None, ziip_busy_pct: float | None = None) -> dict[str, Any]:
    return {"name": p.name, "active": p.active, "weight": p.weight, "ziip_weight": p.ziip_weight,
            "dedicated": p.dedicated, "logical_cps": p.logical_cps, "logical_ziips": p.logical_ziips,
            "busy_pct": p.busy_pct if busy_pct is None else busy_pct,
            "ziip_busy_pct": p.ziip_busy_pct if ziip_busy_pct is None else ziip_busy_pct,
            "other_processors": p.other_processors or None, "msu_actual": p.msu_actual,
            "capping": p.capping.to_json()}


def _partitions_json(intervals: list[IntervalReport]) -> list[dict[str, Any]]:
    """The partitions of the latest interval, with their busy over every interval that lists them."""
    if not intervals:
        return []
    out = []
    for p in intervals[-1].partitions:
        rows = [(q, i.interval.seconds) for i in intervals for q in i.partitions if q.name == p.name]
        out.append(partition_json(p, _weighted([(q.busy_pct, s) for q, s in rows]),
                                  _weighted([(q.ziip_busy_pct, s) for q, s in rows])))
    return out


def class_json(s: ClassSummary) -> dict[str, Any]:
    return {"name": s.name, "period": s.period, "workload": s.workload or None, "intervals": s.intervals,
            "ended": s.ended, "ended_per_s": s.ended_per_s, "response_ms": s.response_ms,
            "appl_cp_pct": s.appl_cp_pct, "appl_ziip_on_cp_pct": s.appl_ziip_on_cp_pct,
            "appl_ziip_pct": s.appl_ziip_pct, "cp_ms_per_tran": s.cpu_ms(s.appl_cp_pct),
            "ziip_on_cp_ms_per_tran": s.cpu_ms(s.appl_ziip_on_cp_pct), "ziip_ms_per_tran": s.cpu_ms(s.appl_ziip_pct)}


def _interval_json(i: IntervalReport) -> dict[str, Any]:
    end = i.interval.end.isoformat(timespec="milliseconds")
    out: dict[str, Any] = {"start": i.interval.start.isoformat(), "end": end,
                           "seconds": i.interval.seconds, "system": i.system or None, "reports": list(i.sources)}
    if i.lpar is not None:
        out["lpar"] = {"logical_cps": i.lpar.logical_cps, "logical_ziips": i.lpar.logical_ziips,
                       "cp_busy_pct": i.lpar.cp_busy_pct, "ziip_busy_pct": i.lpar.ziip_busy_pct,
                       "cp_mvs_busy_pct": i.lpar.cp_mvs_busy_pct, "ziip_mvs_busy_pct": i.lpar.ziip_mvs_busy_pct}
    if i.partitions:
        out["partitions"] = [partition_json(p) for p in i.partitions]
    if i.classes:
        singles = [summarize_class([(c, i.interval)]) for c in i.classes]
        out["service_classes"] = [class_json(s) for s in singles if s.kind == SERVICE]
        out["report_classes"] = [class_json(s) for s in singles if s.kind == REPORT]
    return out
