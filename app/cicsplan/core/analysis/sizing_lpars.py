"""Size It on a machine the plan's LPAR shares with other LPARs (hardware.partitions): each candidate model is the
whole machine, and every LPAR of it is carried there.

- The other LPARs keep what they are (their weights, logical processors, caps, dedicated or shared); their work is
  carried as the same capacity in IBM's ratings, as the plan's own existing work is: each one's busy of its logical
  CPs (and zIIPs) on the plan's machine, in PCI at the per-engine capacity of an LPAR of that many processors there,
  becomes the busy of the same PCI on the candidate. Their logical CPs are never shrunk to fit a smaller machine
  (that would be a change to a colleague's LPAR): models with fewer CPs than the largest shared LPAR's logical CPs,
  the dedicated ones and one for the plan's LPAR are left out, and the notes say so (``fewest_cps``).
- The plan's LPAR (grown by the plan's work) takes every CP of the model the other LPARs do not have dedicated, as
  logical CPs: with its weight it gets its share of them when the others are busy, and what they leave when they
  are not. A dedicated plan LPAR takes what is left after the other LPARs' dedicated CPs and the largest shared one.
- LPARs on another machine of the sysplex (``partitions[].machine``) are not the candidate's: they stay as they are.
- The machine's zIIPs: the other LPARs' zIIPs as they are, plus the zIIPs the candidate gives the plan's LPAR.
- The whole machine must serve every LPAR: the demand of all of them (the plan's LPAR at its computed busy, the plan's
  work routed to the others beside their carried busy) within the planner's target busy of the machine's CPs, and of
  its zIIPs when they are shared (``machine_loads``).

Use writes the candidate's hardware and the other LPARs' carried busy into the plan, so the plan computes what Size It
showed.
"""

from __future__ import annotations

import math
from typing import Any

from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.designation import lpar_engine, lpar_ziip_engine, parse_designation
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings import CapacityRatings, CategoryFactors, RatedModel
from cicsplan.core.model.lpar import ResolvedPartition
from cicsplan.core.model.lpar_view import machine_bars
from cicsplan.core.model.result import ScenarioResult

BUSY_DECIMALS = 2  # as the plan's own carried busy (sizing_search)


class LparsError(ValueError):
    """The other LPARs cannot be carried to other models; the message says why and what to do."""


@dataclass(frozen=True)
class Carried:
    """One other LPAR's work as capacity, and what it is on the plan's machine."""

    row: int
    lpar: ResolvedPartition
    cp_pci: float
    ziip_pci: float


@dataclass(frozen=True)
class OnModel:
    """The machine's LPARs on one candidate: the plan LPAR's CPs and the machine's zIIPs, the other LPARs' values
    that change there ((row, key, value)), and why the candidate cannot hold them ("" when it can)."""

    plan_cps: int
    machine_ziips: int | None
    partitions: tuple[tuple[int, str, Any], ...]
    overfull: str = ""
    remedy: str = ""  # what would hold them, when overfull


class OtherLpars:
    """The other LPARs of the plan's machine, carried to each candidate of one machine type."""

    def __init__(self, baseline: ScenarioResult, ratings: CapacityRatings, factors: CategoryFactors, category: str):
        r = baseline.resolved
        self.ratings, self.factors, self.category = ratings, factors, category
        self.plan_dedicated = bool(r.hardware.get("dedicated"))
        self.plan_ziips = int(r.hardware["ziips"])
        machine_ziips = r.hardware.get("machine_ziips")
        self.other_ziips = None if machine_ziips is None else max(int(machine_ziips) - self.plan_ziips, 0)
        machine = str(r.hardware["machine"])
        try:
            designation = parse_designation(machine, ratings)
        except MachineError as exc:
            raise LparsError(f"the other LPARs' busy is a share of their CPs on {machine}, which cannot be moved to "
                             f"another model ({exc})") from None
        carried = []
        for row, p in enumerate(r.partitions):
            if p.elsewhere:  # on another machine of the sysplex: none of the candidate's, and left as it is
                continue
            cp_pci = ziip_pci = 0.0
            try:
                if p.logical_cps and p.busy_pct:
                    cp_pci = p.busy_pct / 100.0 * p.logical_cps * lpar_engine(
                        ratings, designation, p.logical_cps, category=category, factors=factors).pci_per_engine
                if p.logical_ziips and p.ziip_busy_pct:
                    ziip_pci = p.ziip_busy_pct / 100.0 * p.logical_ziips * lpar_ziip_engine(
                        ratings, designation, max(p.logical_cps, 1), category=category, factors=factors).pci_per_engine
            except MachineError as exc:
                raise LparsError(f"other LPAR {p.name}'s busy cannot be moved from {machine} ({exc})") from None
            carried.append(Carried(row, p, cp_pci, ziip_pci))
        self.carried = carried
        self.dedicated_cps = sum(c.lpar.logical_cps for c in carried if c.lpar.dedicated)
        self.largest_shared = max((c.lpar.logical_cps for c in carried if not c.lpar.dedicated), default=0)
        self.dedicated_ziips = sum(c.lpar.logical_ziips for c in carried if c.lpar.dedicated)
        self.largest_shared_ziips = max((c.lpar.logical_ziips for c in carried if not c.lpar.dedicated), default=0)

    @property
    def fewest_cps(self) -> int:
        """The fewest CPs a candidate needs to activate every LPAR as it is: the other LPARs' dedicated CPs, the
        largest shared LPAR's logical CPs (PR/SM activates no more logical CPs than the shared pool has), and one for
        the plan's LPAR (beside the shared pool when it is dedicated)."""
        if self.plan_dedicated:
            return self.dedicated_cps + self.largest_shared + 1
        return self.dedicated_cps + max(self.largest_shared, 1)

    def fewest_cps_reason(self) -> str:
        """Why models below ``fewest_cps`` are left out, naming the LPARs that need them; '' when only the plan's
        LPAR's one CP does."""
        parts = []
        largest = [c.lpar.name for c in self.carried if not c.lpar.dedicated and c.lpar.logical_cps
                   and c.lpar.logical_cps == self.largest_shared]
        if largest:
            parts.append(f"{' and '.join(largest)} {'has' if len(largest) == 1 else 'each have'} "
                         f"{counted(self.largest_shared, 'logical CP')} and PR/SM activates no more logical CPs than "
                         "the machine's shared CPs")
        if self.dedicated_cps:
            dedicated = [c.lpar.name for c in self.carried if c.lpar.dedicated]
            parts.append(f"{' and '.join(dedicated)} {'has' if len(dedicated) == 1 else 'have'} "
                         f"{counted(self.dedicated_cps, 'dedicated CP')} beside them")
        if not parts:
            return ""
        return (f"Models with fewer than {counted(self.fewest_cps, 'CP')} are left out: " + "; ".join(parts)
                + (", and the plan's LPAR needs its own" if self.plan_dedicated else "")
                + " (the other LPARs keep their logical CPs: Size It does not shrink a colleague's LPAR)")

    def notes(self) -> list[str]:
        if not self.carried:
            return []
        names = ", ".join(c.lpar.name for c in self.carried)
        out = [f"The machine's other LPARs ({names}) are carried to each candidate as they are, their work as the "
               "same capacity; the plan's LPAR takes every CP of the model they do not have dedicated, as logical "
               "CPs, and gets its weight's share of them beside the others at their load; a candidate fits only "
               "when the machine's CPs (and shared zIIPs) hold every LPAR's work within the target busy"]
        reason = self.fewest_cps_reason()
        return out + ([reason] if reason else [])

    def on_model(self, model: RatedModel, ziips: int) -> OnModel:
        reserved = self.dedicated_cps + (self.largest_shared if self.plan_dedicated else 0)
        plan_cps = model.cps - reserved
        # the others' zIIPs as they are, the plan's as the candidate gives them; never fewer than the largest shared
        # LPAR's logical zIIPs beside the dedicated ones (PR/SM would not activate it)
        machine_ziips = None if self.other_ziips is None else max(
            self.other_ziips + ziips, self.dedicated_ziips + max(self.largest_shared_ziips, ziips))
        if model.cps < self.fewest_cps:  # the search leaves these models out; said here too for any caller
            return OnModel(max(plan_cps, 0), machine_ziips, (),
                           f"the {model.model}'s {counted(model.cps, 'CP')} cannot activate every LPAR as it is "
                           f"(it needs {self.fewest_cps})", self._more_cps(model))
        changes: list[tuple[int, str, Any]] = []
        for c in self.carried:
            p = c.lpar
            logical = p.logical_cps  # kept: a colleague's LPAR is not shrunk to fit
            if c.cp_pci:
                busy = self._busy(c.cp_pci, model, logical, logical, ziip=False)
                if busy > 100.0:
                    # its logical CPs hold it, not the model's size: a larger model of the setting does not help
                    return OnModel(plan_cps, machine_ziips, (), f"other LPAR {p.name}'s work alone is {busy:,.1f}% "
                                                                f"of its {counted(logical, 'CP')} on the {model.model}",
                                   self._faster_engines(p.name))
                changes.append((c.row, "busy_pct", busy))
            if c.ziip_pci:
                busy = self._busy(c.ziip_pci, model, max(logical, 1), p.logical_ziips, ziip=True)
                if busy > 100.0:
                    return OnModel(plan_cps, machine_ziips, (), f"other LPAR {p.name}'s zIIP work alone is "
                                                                f"{busy:,.1f}% of its zIIPs on the {model.model}",
                                   f"give {p.name} more logical zIIPs (Hardware sheet, Other LPARs)")
                changes.append((c.row, "ziip_busy_pct", busy))
        return OnModel(plan_cps, machine_ziips, tuple(changes))

    def _largest(self, model: RatedModel) -> bool:
        """Whether the model has the most CPs of its capacity setting."""
        counts = self.ratings.settings(model.machine_type).get(model.setting, ())
        return not counts or model.cps >= max(counts)

    def _more_cps(self, model: RatedModel) -> str:
        if not self._largest(model):
            return "a larger model"
        return (f"the {model.model} is the largest of its capacity setting: another machine type, or fewer CPs "
                "dedicated to the other LPARs (Hardware sheet, Other LPARs)")

    def _faster_engines(self, name: str) -> str:
        return (f"faster engines (a higher capacity setting, --setting) or more logical CPs for {name} "
                "(Hardware sheet, Other LPARs): a larger model of this setting does not help, its CPs hold it")

    def _busy(self, pci: float, model: RatedModel, cps: int, processors: int, ziip: bool) -> float:
        """``pci`` of work as a busy of ``processors`` CPs (or zIIPs) of an LPAR of ``cps`` CPs on the model."""
        if processors <= 0:
            return math.inf
        if ziip:
            pe = self.ratings.ziip_engine(model.machine_type, cps, category=self.category,
                                          factors=self.factors).pci_per_engine
        else:
            pe = self.ratings.engine(model.machine_type, model.setting, cps, category=self.category,
                                     factors=self.factors).pci_per_engine
        return round(pci / (processors * pe) * 100.0, BUSY_DECIMALS)


@dataclass(frozen=True)
class MachineLoad:
    """One pool of the machine (CPs or zIIPs) with every LPAR at its load: the demand of all of them, in
    processors, beside the pool's physical processors."""

    kind: str  # "CP" or "zIIP"
    demand: float  # processors' worth of work: the plan's LPAR at its computed busy, the others' carried busy and
    # the plan's work routed to them
    physical: int

    @property
    def busy_pct(self) -> float:
        return self.demand / self.physical * 100.0 if self.physical > 0 else math.inf


def machine_loads(result: ScenarioResult) -> list[MachineLoad]:
    """The machine's CP pool, and its zIIP pool when the machine's zIIPs are given, with every LPAR at its load (the
    machine view's bars summed); empty when the plan's LPAR has the machine to itself."""
    sharing = result.resolved.sharing
    if sharing is None or result.errors or not result.resolved.partitions:
        return []
    out = []
    for kind, pool in (("CP", sharing.cp), ("zIIP", sharing.ziip)):
        bars = machine_bars(result, kind)
        if pool is not None and bars:
            out.append(MachineLoad(kind, sum(b.demand for b in bars), pool.pool.physical))
    return out
