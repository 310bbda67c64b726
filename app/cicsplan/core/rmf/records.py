"""What an RMF report says, as cicsplan keeps it: per interval, the machine and the LPAR (CPU Activity), the
partitions (Partition Data) and the service and report classes (Workload Activity).

Percentages stay as RMF prints them: APPL % is a percent of one engine over the interval; LPAR busy is the
average over the LPAR's logical processors of one type; a partition's busy is its logical processors' total
dispatch time as a percent of their time.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import field, replace

from cicsplan.core.common.records import dataclass


class RmfError(ValueError):
    """A report cannot be read; str() is one sentence naming the file and the line or element."""


@dataclass(frozen=True)
class Interval:
    """An RMF interval: when it started (the system's local time, as the report prints it) and how long it ran."""

    start: dt.datetime
    seconds: float

    @property
    def end(self) -> dt.datetime:
        return self.start + dt.timedelta(seconds=self.seconds)

    def describe(self) -> str:
        """"04/12/2022 00.00-00.30 (1,800 s)", as RMF writes dates and times."""
        end = self.start + dt.timedelta(seconds=round(self.seconds))  # 29:59.997 ends at .30, as RMF shows it
        day = self.start.strftime("%m/%d/%Y")
        last = end.strftime("%H.%M") if end.date() == self.start.date() else end.strftime("%m/%d/%Y %H.%M")
        return f"{day} {self.start.strftime('%H.%M')}-{last} ({self.seconds:,.0f} s)"


@dataclass(frozen=True)
class Cpc:
    """The machine, from the CPU Activity report's header and the Partition Data report's processor counts."""

    machine_type: str  # "8562"
    model: str  # the capacity model, "Z02"
    hardware_model: str = ""  # "T02"
    capacity_msu: float | None = None  # CPC capacity (SMF70CPA's basis): the model's MSU rating
    physical_cps: int | None = None
    physical_ziips: int | None = None

    @property
    def designation(self) -> str:
        """Type-model as cicsplan reads a machine: "8562-Z02"."""
        return f"{self.machine_type}-{self.model}"


@dataclass(frozen=True)
class LparCpu:
    """The measured LPAR's processors (CPU Activity): logical CPs and zIIPs online and their average busy."""

    logical_cps: int
    logical_ziips: int
    cp_busy_pct: float | None  # LPAR busy, average over the logical CPs
    ziip_busy_pct: float | None
    cp_mvs_busy_pct: float | None = None
    ziip_mvs_busy_pct: float | None = None


@dataclass(frozen=True)
class Capping:
    """A partition's capping as defined (Partition Data: CAPPING DEF, MSU DEF, WLM %)."""

    initial: bool | None = None  # initial (hard) capping at the weight
    absolute: bool | None = None  # absolute capping (LPAR hardware capping)
    group: bool | None = None  # hardware group capping
    defined_msu: float | None = None  # defined capacity (soft cap) on the 4HRA; 0 is none
    wlm_capped_pct: float | None = None  # share of the interval WLM capped the partition

    def to_json(self) -> dict[str, bool | float]:
        return {k: v for k, v in (("initial", self.initial), ("absolute", self.absolute), ("group", self.group),
                                  ("defined_msu", self.defined_msu), ("wlm_capped_pct", self.wlm_capped_pct))
                if v is not None}


@dataclass(frozen=True)
class Partition:
    """One LPAR of the machine, from the Partition Data report (CPs and zIIPs joined under its name)."""

    name: str
    active: bool = True
    dedicated: bool = False
    weight: int | None = None  # CP pool weight
    ziip_weight: int | None = None
    logical_cps: int = 0
    logical_ziips: int = 0
    busy_pct: float | None = None  # CP logical processors' total dispatch time, % of their time
    ziip_busy_pct: float | None = None
    other_processors: str = ""  # "4 IFL", "1 ICF": processors outside the CP and zIIP pools
    msu_actual: float | None = None
    capping: Capping = field(default_factory=Capping)

    def joined(self, other: Partition) -> Partition:
        """This partition with the zIIP (or other) figures of its next row in the report."""
        return replace(self, ziip_weight=other.ziip_weight if other.ziip_weight is not None else self.ziip_weight,
                       logical_ziips=self.logical_ziips + other.logical_ziips,
                       logical_cps=self.logical_cps + other.logical_cps,
                       busy_pct=self.busy_pct if self.busy_pct is not None else other.busy_pct,
                       ziip_busy_pct=other.ziip_busy_pct if other.ziip_busy_pct is not None else self.ziip_busy_pct,
                       other_processors=", ".join(p for p in (self.other_processors, other.other_processors) if p),
                       dedicated=self.dedicated or other.dedicated,
                       weight=self.weight if self.weight is not None else other.weight,
                       msu_actual=self.msu_actual if self.msu_actual is not None else other.msu_actual)


SERVICE = "service"
REPORT = "report"


@dataclass(frozen=True)
class WorkClass:
    """A service or report class period of the Workload Activity report."""

    kind: str  # SERVICE or REPORT
    name: str
    period: int | None = None
    workload: str = ""
    description: str = ""
    ended: float = 0.0
    ended_per_s: float = 0.0
    response_ms: float | None = None  # TRANS-TIME ACTUAL
    execution_ms: float | None = None
    queued_ms: float | None = None
    appl_cp_pct: float | None = None  # APPL % CP: % of one engine, zIIP-eligible work that ran on CPs included
    appl_ziip_on_cp_pct: float | None = None  # APPL % IIPCP: zIIP-eligible work that ran on CPs
    appl_ziip_pct: float | None = None  # APPL % IIP: work that ran on zIIPs
    cpu_s: float | None = None  # SERVICE TIME CPU, seconds over the interval
    srb_s: float | None = None
    ziip_s: float | None = None
    where: str = ""  # line or element it was read from

    @property
    def label(self) -> str:
        """"service class CICSHIGH", "report class RCICSWEB period 2"."""
        period = f" period {self.period}" if self.period is not None and self.period != 1 else ""
        return f"{self.kind} class {self.name}{period}"

    @property
    def key(self) -> str:
        """How a planner picks it: the name, with the period when it is not the first ("BATCH.2")."""
        return self.name if self.period in (None, 1) else f"{self.name}.{self.period}"


@dataclass(frozen=True)
class IntervalReport:
    """All that the files say about one interval of one system."""

    interval: Interval
    sources: tuple[str, ...] = ()  # the reports read for it: "'cpu.xml' (CPU Activity)"
    system: str = ""  # System ID of the CPU Activity report, or the sysplex of the Workload Activity report
    cpc: Cpc | None = None
    lpar: LparCpu | None = None
    partition_name: str = ""  # the measured LPAR's own name in the Partition Data report
    partitions: tuple[Partition, ...] = ()
    classes: tuple[WorkClass, ...] = ()

    def work_class(self, key: str, kind: str | None = None) -> WorkClass | None:
        for c in self.classes:
            if c.key.upper() == key.upper() and (kind is None or c.kind == kind):
                return c
        return None

    @property
    def own_partition(self) -> Partition | None:
        for p in self.partitions:
            if p.name == self.partition_name:
                return p
        return None


@dataclass(frozen=True)
class RmfReport:
    """The intervals read from one or several files, in time order."""

    intervals: tuple[IntervalReport, ...]
    files: tuple[str, ...] = ()

    @property
    def cpc(self) -> Cpc | None:
        return next((i.cpc for i in self.intervals if i.cpc is not None), None)

    def class_keys(self) -> list[tuple[str, str]]:
        """(kind, key) of every class in any interval, in the order first seen."""
        seen: dict[tuple[str, str], None] = {}
        for interval in self.intervals:
            for c in interval.classes:
                seen.setdefault((c.kind, c.key), None)
        return list(seen)
