"""A plan started from RMF reports: what becomes what.

- The machine and the LPAR's CPs and zIIPs: the CPU Activity report (CPU type-model, the logical processors
  online).
- The existing load: the LPAR's busy (CPU Activity, LPAR busy of its CPs and of its zIIPs) less the CPU of the
  classes picked, which the workloads now carry. On the CPs that is their APPL % divided by the address-space
  coverage, as the engine turns the workloads' CPU back into LPAR busy, so that the plan at the measured rates
  gives the measured LPAR busy.
- One workload per picked class: its rate (transactions ended / interval) and its measured CPU per transaction,
  APPL % / 100 x interval (s) x 1000 / ended (ms), with ingress 'none' (the measured CPU covers the regions' work,
  the way in included; the other address spaces' work stays in the existing load).
- The LPAR's name, weight and caps, the machine's zIIPs and its other LPARs: the Partition Data report (PR/SM
  shares the machine's CPs and zIIPs among them by weight).

WLM books a CICS transaction's CPU to the regions' class, not to the transactions' class (z/OS MVS Planning:
Workload Management, "Defining report classes"), so a CICS transaction class reports a rate and a response time
but no APPL %: its CPU is taken from the regions' class the planner names. Classes that share one regions' class
share its CPU in proportion to their transactions, the same CPU per transaction for each.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.records import dataclass
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.plan.plan import Plan, Record, Scenario
from cicsplan.core.rmf.records import IntervalReport, Partition, RmfError, RmfReport, WorkClass
from cicsplan.core.rmf.summary import ms_per_tran

PEAK = "peak"
ROUNDING_PCT = 0.01  # APPL % is printed to two decimals: a class's CPU may read this much above the truth


@dataclass(frozen=True)
class Pick:
    """A class that becomes a workload; ``cpu_from`` names the class whose CPU its transactions used (the regions'
    class for CICS transactions), empty for its own. A name may say its kind: "report:RCICS", "service:CICSHIGH"."""

    key: str
    cpu_from: str = ""


@dataclass(frozen=True)
class Mapping:
    """One line of the preview: a plan cell, its value, and where in the reports it came from."""

    target: str
    value: str
    source: str


@dataclass
class RmfPlan:
    plan: Plan
    interval: IntervalReport
    mappings: list[Mapping]
    notes: list[str] = field(default_factory=list)  # what the planner should know (a machine not rated, ...)


def find_class(interval: IntervalReport, key: str) -> WorkClass:
    """The class a planner named in this interval; RmfError lists the classes there are."""
    kind, _, name = key.partition(":") if ":" in key else ("", "", key)
    kind = {"service": "service", "report": "report", "": ""}.get(kind.strip().lower())
    if kind is None:
        raise RmfError(f"class {key!r}: write the name, or service:NAME or report:NAME")
    found = [c for c in interval.classes if c.key.upper() == name.strip().upper() and (not kind or c.kind == kind)]
    if len(found) > 1:
        raise RmfError(f"{name} is both a service class and a report class in {interval.interval.describe()}: write "
                       f"service:{name} or report:{name}")
    if not found:
        known = ", ".join(f"{c.key} ({c.kind})" for c in interval.classes[:40]) or "none"
        raise RmfError(f"no class {name.strip()!r} in the Workload Activity report of {interval.interval.describe()}; "
                       f"its classes: {known}")
    return found[0]


def cpu_intervals(report: RmfReport) -> list[IntervalReport]:
    return [i for i in report.intervals if i.lpar is not None and i.cpc is not None and i.cpc.machine_type]


def choose_interval(report: RmfReport, picks: list[Pick], which: str | int = PEAK) -> IntervalReport:
    """The interval a plan starts from: a number (1 is the first of the report's intervals), or the peak, where the
    picked classes' transactions run fastest (the LPAR's CP busy when none is picked). Only intervals with a CPU
    Activity report qualify: the machine and the LPAR come from it."""
    usable = cpu_intervals(report)
    if not usable:
        raise RmfError("the reports hold no CPU Activity report, which gives the machine and the LPAR's CPs and "
                       "zIIPs: add the CPU Activity report of the same intervals")
    if isinstance(which, int) or (isinstance(which, str) and which.strip().isdigit()):
        number = int(which)
        if not 1 <= number <= len(report.intervals):
            raise RmfError(f"interval {number}: the reports hold intervals 1 to {len(report.intervals)}")
        chosen = report.intervals[number - 1]
        if chosen not in usable:
            raise RmfError(f"interval {number} ({chosen.interval.describe()}) has no CPU Activity report; intervals "
                           f"with one: {', '.join(str(report.intervals.index(i) + 1) for i in usable)}")
        return chosen
    if which != PEAK:
        raise RmfError(f"interval {which!r}: give its number (1 to {len(report.intervals)}) or 'peak'")
    if not picks:
        return max(usable, key=lambda i: i.lpar.cp_busy_pct or 0.0)
    with_all = [i for i in usable if all(_has(i, p) for p in picks)]
    if not with_all:
        with_classes = [i for i in usable if i.classes]
        if not with_classes:
            raise RmfError("no interval has both a CPU Activity report and a Workload Activity report: give the two "
                           "reports of the same intervals")
        for pick in picks:  # the first pick missing from the latest such interval says what is there
            find_class(with_classes[-1], pick.key)
            if pick.cpu_from:
                find_class(with_classes[-1], pick.cpu_from)
        names = ", ".join(p.key for p in picks)
        raise RmfError(f"no interval with a CPU Activity report holds all of {names}: pick classes of one interval")
    return max(with_all, key=lambda i: sum(find_class(i, p.key).ended_per_s for p in picks))


def _has(interval: IntervalReport, pick: Pick) -> bool:
    try:
        find_class(interval, pick.key)
        if pick.cpu_from:
            find_class(interval, pick.cpu_from)
    except RmfError:
        return False
    return True


@dataclass(frozen=True)
class MeasuredCpu:
    """A class's CPU per transaction in one interval, from the class whose APPL % it is."""

    cpu_class: WorkClass
    ended: float  # the transactions that share the CPU
    cp_ms: float  # on CPs, zIIP-eligible work that ran there included (APPL % CP)
    ziip_on_cp_ms: float  # zIIP-eligible work that ran on CPs (APPL % IIPCP)
    ziip_ms: float  # on zIIPs (APPL % IIP)

    @property
    def cp_only_ms(self) -> float:
        """CPU that only a CP can run: APPL % CP less IIPCP."""
        return max(0.0, self.cp_ms - self.ziip_on_cp_ms)

    @property
    def ziip_eligible_ms(self) -> float:
        return self.ziip_ms + self.ziip_on_cp_ms


def measured_cpu(interval: IntervalReport, picks: list[Pick]) -> dict[str, MeasuredCpu]:
    """Per pick (by key): its CPU per transaction. RmfError when a class has no transactions or no CPU to use."""
    chosen = {p.key: find_class(interval, p.key) for p in picks}
    sources: dict[str, WorkClass] = {}
    for pick in picks:
        work = chosen[pick.key]
        if work.ended <= 0:
            raise RmfError(f"the {work.label} ended no transactions in {interval.interval.describe()}, so it has no "
                           "rate: a workload needs one. If it is the regions' class, pick the transactions' class "
                           "and take its CPU from this one")
        if pick.cpu_from:
            sources[pick.key] = find_class(interval, pick.cpu_from)
        elif (work.appl_cp_pct or 0) > 0 or (work.appl_ziip_pct or 0) > 0:
            sources[pick.key] = work
        else:
            raise RmfError(f"the {work.label} reports no CPU (APPL % 0): WLM books CICS transactions' CPU to the "
                           "regions' class. Name the class of the regions that ran them to take the CPU from")
    sharing: dict[tuple[str, str], float] = {}
    for pick in picks:
        source = sources[pick.key]
        sharing[(source.kind, source.key)] = sharing.get((source.kind, source.key), 0.0) + chosen[pick.key].ended
    out = {}
    seconds = interval.interval.seconds
    for pick in picks:
        source = sources[pick.key]
        ended = sharing[(source.kind, source.key)]
        if not (source.appl_cp_pct or source.appl_ziip_pct):
            raise RmfError(f"the {source.label} reports no CPU (APPL % 0) in {interval.interval.describe()}: it "
                           "cannot give the CPU of the transactions")
        out[pick.key] = MeasuredCpu(source, ended, ms_per_tran(source.appl_cp_pct or 0.0, seconds, ended),
                                    ms_per_tran(source.appl_ziip_on_cp_pct or 0.0, seconds, ended),
                                    ms_per_tran(source.appl_ziip_pct or 0.0, seconds, ended))
    return out


def plan_from_rmf(report: RmfReport, picks: list[Pick], catalog: Catalog, which: str | int = PEAK,
                  name: str = "") -> RmfPlan:
    """The plan the reports start, and the preview of what became what; RmfError says why not."""
    keys = [p.key.upper() for p in picks]
    if len(set(keys)) != len(keys):
        raise RmfError("a class is picked twice: each becomes one workload")
    interval = choose_interval(report, picks, which)
    cpc, lpar = interval.cpc, interval.lpar
    assert cpc is not None and lpar is not None  # choose_interval takes only intervals with a CPU Activity report
    when = interval.interval.describe()
    cpu_source = f"CPU Activity, {when}"
    mappings: list[Mapping] = []
    notes: list[str] = []
    hardware = Record()
    machine = cpc.designation
    hardware.set("machine", machine)
    mappings.append(Mapping("Hardware: Machine", machine, f"{cpu_source}: CPU {cpc.machine_type}, model {cpc.model}"))
    rated = True
    try:
        catalog.machines.parse(machine)
    except MachineError as exc:
        rated = False
        notes.append(f"The machine {machine} is not one cicsplan can size ({exc}); the plan keeps it as the report "
                     "says: choose a rated model on the Hardware sheet, Machine (a zPDT or emulated system has none).")
        if picks:
            notes.append(f"The workloads' App CPU measured on (app_machine) is left empty, not {machine}: an unrated "
                         "machine's CPU cannot be moved to another, so the measured CPU is taken as it is on the "
                         "machine you choose. When you know a rated model whose engines run as fast as the measured "
                         "ones, give it there with App CPU LPAR CPs (app_lpar_cps), and the CPU moves with the "
                         "machine.")
    hardware.set("cps", lpar.logical_cps)
    hardware.set("ziips", lpar.logical_ziips)
    mappings.append(Mapping("Hardware: LPAR CPs", str(lpar.logical_cps), f"{cpu_source}: logical CPs online"))
    mappings.append(Mapping("Hardware: LPAR zIIPs", str(lpar.logical_ziips), f"{cpu_source}: logical zIIPs online"))

    cpu = measured_cpu(interval, picks)
    cpu_classes = {(m.cpu_class.kind, m.cpu_class.key): m.cpu_class for m in cpu.values()}
    coverage = float(catalog.assumptions["as_coverage"].default)
    _existing(hardware, mappings, interval, list(cpu_classes.values()), cpu_source, coverage)

    scenario = Scenario("Base", hardware=hardware)
    _partitions(scenario, interval, mappings, notes)
    for pick in picks:
        work, measured = find_class(interval, pick.key), cpu[pick.key]
        scenario.workloads.append(_workload(work, measured, interval, machine if rated else "", mappings))
    title = name.strip() or f"From RMF: {interval.partition_name or interval.system or machine}, {when}"
    plan = Plan(name=title[:200], notes=_plan_notes(report, interval, picks, notes), scenarios=[scenario])
    return RmfPlan(plan, interval, mappings, notes)


def _existing(hardware: Record, mappings: list[Mapping], interval: IntervalReport, cpu_classes: list[WorkClass],
              cpu_source: str, coverage: float) -> None:
    """The LPAR's busy less what the picked classes used (APPL % is of one engine; busy is of all the CPs), their
    CP time divided by the address-space coverage as the engine adds it back."""
    lpar = interval.lpar
    for pool, busy, count, appl in (("CP", lpar.cp_busy_pct, lpar.logical_cps, "appl_cp_pct"),
                                    ("zIIP", lpar.ziip_busy_pct, lpar.logical_ziips, "appl_ziip_pct")):
        if busy is None or not count:
            continue
        captured = sum(getattr(c, appl) or 0.0 for c in cpu_classes)
        used = captured / coverage if pool == "CP" else captured
        left = busy * count - used  # % of one engine
        tolerance = ROUNDING_PCT * max(1, len(cpu_classes))
        if left < -tolerance:
            names = ", ".join(c.label for c in cpu_classes)
            raise RmfError(f"in {interval.interval.describe()} the {names} used {used:.2f}% of one {pool}, more than "
                           f"the LPAR's {pool} busy ({busy:.2f}% of {count} = {busy * count:.2f}% of one): the "
                           "Workload Activity report covers more than this system (a sysplex report?). Give the "
                           "report of this system only")
        existing = max(0.0, left) / count
        key = "existing_cp_busy_pct" if pool == "CP" else "existing_ziip_busy_pct"
        hardware.set(key, round(existing, 4))
        what = " + ".join(f"{getattr(c, appl) or 0:.2f}% ({c.key})" for c in cpu_classes)
        divided = f", / address-space coverage {coverage:g}" if pool == "CP" and cpu_classes else ""
        less = (f"less the picked classes' APPL % {pool if pool == 'CP' else 'IIP'} {what} of one engine{divided}"
                if cpu_classes else "all of it, as no class is picked")
        mappings.append(Mapping(f"Hardware: Existing {pool} busy", f"{existing:.2f}%",
                                f"{cpu_source}: LPAR busy {busy:.2f}% of {count} {pool}s, {less}"))


def _workload(work: WorkClass, measured: MeasuredCpu, interval: IntervalReport, machine: str,
              mappings: list[Mapping]) -> Record:
    """The workload of a picked class; ``machine`` is "" when the measured machine has no rating (its CPU cannot
    be moved, so App CPU measured on stays empty)."""
    seconds = interval.interval.seconds
    when = interval.interval.describe()
    rate = work.ended / seconds
    record = Record()
    record.set("name", work.key)
    record.set("ingress", "none")
    record.set("tps", round(rate, 4))
    source = measured.cpu_class
    shared = f"over {measured.ended:,.0f} transactions" + (
        " of the classes it serves" if measured.ended != work.ended else "")
    formula = (f"APPL % CP {source.appl_cp_pct or 0:.2f} less IIPCP {source.appl_ziip_on_cp_pct or 0:.2f}, x "
               f"{seconds:,.3f} s x 1000 / {measured.ended:,.0f} ended")
    eligible = (f"APPL % IIP {source.appl_ziip_pct or 0:.2f} + IIPCP {source.appl_ziip_on_cp_pct or 0:.2f}, x "
                f"{seconds:,.3f} s x 1000 / {measured.ended:,.0f} ended")
    record.set("app_gcp_ms", round(measured.cp_only_ms, 6))  # only a CP can run it
    record.set("app_ziip_ms", round(measured.ziip_eligible_ms, 6))  # zIIP-eligible, wherever it ran
    if machine:  # the CPU belongs to the machine it was measured on, and moves with it
        record.set("app_machine", machine)
        record.set("app_lpar_cps", interval.lpar.logical_cps)
    measured_on = machine or f"{interval.cpc.designation} (not rated)"
    record.set("app_cpu_source", f"RMF Workload Activity, {when}: {source.label}, {measured.cp_only_ms:.4g} ms on "
                                 f"CPs ({formula}) and {measured.ziip_eligible_ms:.4g} ms zIIP-eligible ({eligible}), "
                                 f"{shared}; measured on {measured_on}")
    response = f"; response time {work.response_ms:,.1f} ms" if work.response_ms is not None else ""
    record.set("notes", f"From RMF Workload Activity, {when}: {work.label}, {work.ended:,.0f} transactions ended"
                        f"{response}. CPU from the {source.label}, measured on {measured_on}.")
    mappings.append(Mapping(f"Workload {work.key}: Rate", f"{rate:,.2f} tps",
                            f"Workload Activity, {when}: {work.label}, {work.ended:,.0f} ended / {seconds:,.3f} s"))
    mappings.append(Mapping(f"Workload {work.key}: App CPU", f"{measured.cp_only_ms:.4f} ms",
                            f"Workload Activity, {when}: {source.label}, {formula}"))
    mappings.append(Mapping(f"Workload {work.key}: App zIIP-eligible CPU", f"{measured.ziip_eligible_ms:.4f} ms",
                            f"Workload Activity: {source.label}, {eligible}"))
    if machine:
        mappings.append(Mapping(f"Workload {work.key}: App CPU measured on", f"{machine}, "
                                f"{interval.lpar.logical_cps} CPs",
                                "CPU Activity: the machine and LPAR of the interval (the CPU moves with them)"))
    else:
        mappings.append(Mapping(f"Workload {work.key}: App CPU measured on", "left empty",
                                f"CPU Activity: {measured_on} has no IBM rating, so the CPU is taken as measured on "
                                "the plan's machine; give a rated model of the same engine speed here if you know one"))
    mappings.append(Mapping(f"Workload {work.key}: Ingress", "none",
                            "the measured CPU covers the regions' work, the way in included"))
    return record


def _partitions(scenario: Scenario, interval: IntervalReport, mappings: list[Mapping], notes: list[str]) -> None:
    """The LPAR's name, weight, caps and the machine's pools, and the machine's other LPARs that share its CPs or
    zIIPs (Partition Data)."""
    if not interval.partitions:
        return
    where = f"Partition Data, {interval.interval.describe()}"
    hardware = scenario.hardware
    own = interval.own_partition
    if interval.partition_name:
        hardware.set("lpar_name", interval.partition_name)
    if own is not None:
        if own.dedicated:
            hardware.set("dedicated", True)
            mappings.append(Mapping("Hardware: Dedicated processors", "yes", f"{where}: {own.name}, weight DED"))
        if own.weight is not None and not own.dedicated:
            hardware.set("weight", own.weight)
            mappings.append(Mapping("Hardware: LPAR weight", str(own.weight), f"{where}: {own.name}, CP weight"))
        if own.ziip_weight is not None and not own.dedicated and own.ziip_weight != own.weight:
            hardware.set("ziip_weight", own.ziip_weight)
            mappings.append(Mapping("Hardware: LPAR zIIP weight", str(own.ziip_weight),
                                    f"{where}: {own.name}, zIIP weight"))
        _own_caps(hardware, own, where, mappings, notes)
    cpc = interval.cpc
    if cpc is not None and cpc.physical_ziips is not None:
        hardware.set("machine_ziips", cpc.physical_ziips)
        mappings.append(Mapping("Hardware: Machine zIIPs", str(cpc.physical_ziips),
                                f"{where}: number of physical processors, zIIP"))
    others = [p for p in interval.partitions if p.name != interval.partition_name and p.active
              and (p.logical_cps or p.logical_ziips)]
    scenario.partitions = [partition_record(p) for p in others]
    left_out = [p for p in interval.partitions if p.name != interval.partition_name and p not in others]
    if others:
        listed = ", ".join(f"{p.name} ({'dedicated' if p.dedicated else f'weight {p.weight}'})" for p in others)
        mappings.append(Mapping("Hardware: other LPARs", str(len(others)), f"{where}: {listed}"))
    if left_out:
        named = ", ".join(f"{p.name} ({'deactivated' if not p.active else p.other_processors})" for p in left_out)
        notes.append(f"Left out of the plan's partitions, as they share neither CPs nor zIIPs with it: {named}.")
    if any(p.capping.absolute for p in others):
        named = ", ".join(p.name for p in others if p.capping.absolute)
        notes.append(f"Absolute capping is defined for {named}; RMF does not print its value: give it (in CPs) on "
                     "the Hardware sheet's Other LPARs, or the cap is not applied.")


def _own_caps(hardware: Record, own: Partition, where: str, mappings: list[Mapping], notes: list[str]) -> None:
    capping = own.capping
    if capping.initial:
        hardware.set("initial_capping", True)
        mappings.append(Mapping("Hardware: Initial capping", "yes", f"{where}: {own.name}, capping defined"))
    if capping.defined_msu:
        hardware.set("defined_capacity_msu", capping.defined_msu)
        mappings.append(Mapping("Hardware: Defined capacity", f"{capping.defined_msu:g} MSU",
                                f"{where}: {own.name}, MSU defined"))
    if capping.absolute:  # the plan warns until the value is given
        hardware.set("absolute_capping", True)
        mappings.append(Mapping("Hardware: Absolute capping on", "yes", f"{where}: {own.name}, absolute capping "
                                                                        "defined (its value is not printed)"))
        notes.append(f"Absolute capping is defined for {own.name}; RMF does not print its value: give it (in CPs) "
                     "as the Hardware sheet's Absolute capping, or the cap is not applied.")


def partition_record(p: Partition) -> Record:
    """A partition as the plan keeps it (hardware.partitions)."""
    values: dict[str, Any] = {"name": p.name, "logical_cps": p.logical_cps, "logical_ziips": p.logical_ziips,
                              "weight": p.weight, "ziip_weight": p.ziip_weight, "busy_pct": p.busy_pct,
                              "ziip_busy_pct": p.ziip_busy_pct, "dedicated": p.dedicated,
                              "caps.initial": p.capping.initial, "caps.absolute": p.capping.absolute,
                              "caps.group": p.capping.group, "caps.defined_msu": p.capping.defined_msu}
    return Record({k: v for k, v in values.items() if v is not None})


def _plan_notes(report: RmfReport, interval: IntervalReport, picks: list[Pick], notes: list[str]) -> str:
    lines = [f"Started from RMF reports ({', '.join(report.files)}): the interval {interval.interval.describe()}, "
             f"read from {'; '.join(interval.sources)}.",
             "The workloads' rates and CPU per transaction are the measured ones (APPL % x interval / ended), on "
             "the machine measured; the existing load is the LPAR's busy less the picked classes' CPU (on the CPs "
             "divided by the assumption 'Address-space coverage (capture)' at its default, as the engine adds it "
             "back)."]
    if interval.partitions:
        lines.append("The machine's other LPARs (Partition Data) share its CPs and zIIPs with the plan's LPAR by their "
                     "weights, at their busy of the interval: they set the CPs and zIIPs the LPAR can get.")
    return "\n".join(lines + notes)
