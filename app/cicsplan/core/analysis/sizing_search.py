"""The search behind Size It: the plan computed on candidate models of one machine type, each (model, zIIPs) once.

What the search relies on, each checked by the exhaustive tests (tests/analysis/test_sizing_exhaustive.py, every
model of the z14, z15, z16 and z17 for the sample plans and generated plans):

- more zIIPs never break a fit: they only take eligible work off the CPs and lower the zIIP busy, and no other limit
  reads them; so a model fits with some zIIP count exactly when it fits with the most it allows, and the fewest
  that fit are found by bisection;
- within a capacity setting, general-CP busy only falls as CPs are added (IBM's ratings grow with the n-way), so the
  fewest CPs that keep it within target are found by bisection;
- the per-region limits that follow the CPs' speed (QR TCB CPU and dispatch, the SO TCB) only get worse on a slower
  engine: a model whose engines are no faster than one that failed them fails them too;
- the limits no hardware changes (S8 TCBs, Crypto Express, client ports, single servers) fail on every model or on
  none;
- on a machine shared with other LPARs (sizing_lpars), the other LPARs keep their logical CPs and their work is the
  same capacity on every candidate, so within a setting their demand in processors is the same on every model: the
  machine's busy with every LPAR at its load (their demand and the plan's LPAR's, over the model's CPs) only falls
  as CPs are added, and so does each other LPAR's busy of what PR/SM gives it (its share of the shared CPs grows);
  models with fewer CPs than the LPARs need to be activated at all are left out before the search (``min_cps``).

Work already on the LPAR is carried to every candidate as the same capacity in IBM's ratings, and application CPU
typed without the machine it was measured on is pinned to the scenario's own machine first, so that it moves to each
candidate as the ingress costs do.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

import numpy as np

from cicsplan.core.analysis.sizing_lpars import LparsError, MachineLoad, OnModel, OtherLpars, machine_loads
from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.designation import lpar_engine, lpar_ziip_engine, parse_designation
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings import CapacityRatings, CategoryFactors, RatedModel
from cicsplan.core.model.busy_of import BusyOf, busy_of, pct_text, saturated_on
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.core.model.limits import DEFINED_KEY, ENTITLEMENT_KEY, REGION_LIMITS, LimitValue, limit_values
from cicsplan.core.model.msu import msu_figures
from cicsplan.core.plan import edits
from cicsplan.core.plan.fields import HARDWARE, REGION_GROUP
from cicsplan.core.plan.plan import Plan, Record

MAX_ZIIPS = int(HARDWARE["ziips"].max)  # the plan's field allows no more, whatever the model would
MAX_CPS = int(HARDWARE["cps"].max)
BUSY_DECIMALS = 2  # carried existing busy is written to the plan rounded so, and computed with that value
CP_BUSY = "cp_busy"
ZIIP_BUSY_KEY = "ziip_busy"
PER_REGION = {lim.key: lim.why_more_regions for lim in REGION_LIMITS}
SPEED_BOUND = ("qr_cpu", "qr_dispatch", "so_cpu")  # per-region limits a faster engine relieves
NO_HARDWARE_HELPS = ("s8_tcbs", "crypto", "ports", "server")  # the same on every model of the type
OTHER_LPARS = "other_lpars"  # a candidate too small for the machine's other LPARs alone
MACHINE_BUSY = "machine_busy"  # "machine_busy:CP", "machine_busy:zIIP": the whole machine with every LPAR at its load


class SizingError(ValueError):
    """A sizing that cannot start: an unknown type or setting, a plan that does not compute. The message names the
    field and what is allowed; ``field`` is "machine_type" or "setting" when that choice is the trouble."""

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(message)
        self.field = field


class EngineRefused(Exception):
    """The engine cannot compute the plan on this setting's models (its machine table lacks them)."""


@dataclasses.dataclass(frozen=True)
class Shortfall:
    """A limit over its target at a candidate, and what would bring it within."""

    key: str
    label: str
    value: float
    threshold: float
    unit: str
    fix: str

    def text(self) -> str:
        return f"{self.over()}: {self.fix}"

    def over(self) -> str:
        if not math.isfinite(self.value) and self.key == OTHER_LPARS:  # they alone overfill it: no figure to give
            return f"{self.label} do not fit"
        unit = self.unit if self.unit == "%" else f" {self.unit}"
        if not math.isfinite(self.value):  # a response time with its server saturated
            return f"{self.label} saturated, above its target of {self.threshold:g}{unit}"
        return f"{self.label} at {self.value:,.1f}{unit}, above its target of {self.threshold:g}{unit}"


@dataclasses.dataclass(frozen=True)
class Candidate:
    """One model of the type with the zIIPs it needs, as the plan computes on it."""

    model: RatedModel
    ziips: int
    cp_busy_pct: float
    ziip_busy_pct: float
    spill_pct: float  # share of zIIP-eligible work that runs on the general CPs
    binding_label: str  # the limit reached first as the rates grow ("" when none is)
    headroom_pct: float | None  # how much the planned rates can grow before it
    shortfalls: tuple[Shortfall, ...]  # limits over target here (empty: the candidate fits)
    hardware: dict[str, Any]  # the Hardware fields that put the plan on this candidate
    lpar_msu: float | None = None  # the LPAR's MSU at the planned busy (its 4HRA peak with an hourly profile)
    note: str = ""  # "one CP fewer", "one CP more", "fewest engines", ...
    slowest_response_ms: float | None = None  # the longest response time of a workload there (inf: saturated)
    slowest_workload: str = ""
    partitions: tuple[tuple[int, str, Any], ...] = ()  # the other LPARs' values there: (row, key, value)
    cp_busy: BusyOf | None = None  # the CP busy with the capacity it is of (what PR/SM gives, on a shared machine)
    ziip_busy: BusyOf | None = None
    saturated_on: str = ""  # what the slowest workload's saturated response time queues on ("the CPs PR/SM gives it")

    @property
    def fits(self) -> bool:
        return not self.shortfalls

    @property
    def cps(self) -> int:
        return self.model.cps

    @property
    def setting(self) -> str:
        return self.model.setting

    @property
    def engines(self) -> int:
        return self.model.cps + self.ziips

    @property
    def computed(self) -> bool:
        return math.isfinite(self.cp_busy_pct)

    def response_text(self) -> str:
        """The longest response time of a workload on this candidate: '0.95 ms (SOAP)', 'saturated (SOAP)'."""
        if self.slowest_response_ms is None or not self.slowest_workload:
            return "n/a"
        if math.isinf(self.slowest_response_ms):
            return f"saturated ({self.slowest_workload}" + (f", on {self.saturated_on})" if self.saturated_on else ")")
        return f"{self.slowest_response_ms:.3g} ms ({self.slowest_workload})"

    def cp_busy_cell(self) -> str:
        """The CP busy as the Size It table shows it: of what PR/SM gives the LPAR too, on a shared machine."""
        return self.cp_busy.cell() if self.cp_busy is not None and self.computed else pct_text(self.cp_busy_pct)

    def ziip_busy_cell(self) -> str:
        return self.ziip_busy.cell() if self.ziip_busy is not None and self.computed else pct_text(self.ziip_busy_pct)

    def cp_busy_text(self) -> str:
        """'CP busy 100.1% of the 3.89 CPs PR/SM gives it (28.0% of its 15 logical CPs)', 'CP busy 26.6%'."""
        if self.cp_busy is not None and self.cp_busy.shared and self.computed:
            return f"CP busy {self.cp_busy.text()}"
        return f"CP busy {pct_text(self.cp_busy_pct)}"


Progress = Callable[[int, int], bool]  # (steps done, steps in all) -> False to stop


class SizingCancelled(Exception):
    """The progress callback asked to stop."""


class Search:
    """The plan computed on candidate hardware of one machine type."""

    def __init__(self, plan: Plan, catalog: Catalog, scenario: str, ratings: CapacityRatings,
                 factors: CategoryFactors, machine_type: str, min_cps: int | None = None,
                 progress: Progress | None = None) -> None:
        self.catalog, self.scenario = catalog, scenario
        self.ratings, self.factors, self.machine_type = ratings, factors, machine_type
        self.min_cps = min_cps or 1
        self.progress = progress
        self.expected = 1  # computations the driver expects, for the progress bar
        self.computations = 0
        self.notes: list[str] = []
        self._results: dict[tuple[str, int], tuple[ScenarioResult | None, dict[str, Any]]] = {}
        self._candidates: dict[tuple[str, int], Candidate] = {}
        self._fewest: dict[str, int | None] = {}
        baseline = compute(plan, catalog, scenario)
        self.baseline = baseline  # the plan on its own Hardware: Sizing.now says how it fares
        self.computations += 1
        hw = baseline.resolved.hardware
        self.category = str(baseline.resolved.assumptions["lspr_category"])
        self.target_pct = float(hw["target_cp_busy_pct"])
        self.plan_cps, self.plan_ziips = int(hw["cps"]), int(hw["ziips"])
        # as the sheets show them (computed, not the formulas typed): what Use would change
        self.plan_hardware: dict[str, Any] = {"machine": hw.get("machine"), "cps": self.plan_cps,
                                              "ziips": self.plan_ziips,
                                              "existing_cp_busy_pct": hw.get("existing_cp_busy_pct"),
                                              "existing_ziip_busy_pct": hw.get("existing_ziip_busy_pct"),
                                              "machine_cps": hw.get("machine_cps"),
                                              "machine_ziips": hw.get("machine_ziips")}
        problems = [i for i in baseline.errors if not (i.scope == "hardware" and i.field in ("machine", "cps"))]
        if problems:
            listed = "; ".join(i.text() for i in problems[:3])
            more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
            raise SizingError(f"scenario '{scenario}' has {counted(len(problems), 'error')} to fix before it can be "
                              f"sized: {listed}{more}")
        self.plan = self._pinned(plan, baseline)
        self.existing_cp_pct = hw.get("existing_cp_busy_pct") or 0.0
        self.existing_ziip_pct = hw.get("existing_ziip_busy_pct") or 0.0
        self.existing_cp_pci = self.existing_ziip_pci = 0.0
        if self.existing_cp_pct or self.existing_ziip_pct:
            self._carry_existing(str(hw["machine"]), self.plan_cps, self.plan_ziips)
        self.others: OtherLpars | None = None  # the machine's other LPARs, carried to each candidate
        if baseline.resolved.partitions:
            try:
                self.others = OtherLpars(baseline, ratings, factors, self.category)
            except LparsError as exc:
                raise SizingError(f"{exc}; give the machine as a model IBM rates") from None
            self.notes.extend(self.others.notes())
            self.min_cps = max(self.min_cps, self.others.fewest_cps)  # every LPAR activated as it is
        self.clear_machine_cps = hw.get("machine_cps") is not None  # a software model says its CPs
        if baseline.errors:  # the plan's own machine is in error: read what the work needs on the type's own model
            baseline = self._probe()
        if float(baseline.env["total_tps"]) <= 0:
            raise SizingError(f"scenario '{scenario}': no workload has a rate, so there is nothing to size")
        # zIIP-eligible work is sized onto zIIPs (at least one), not left to spill whole onto the dearer CPs
        self.needs_ziip = float(baseline.env["ziip_demand_engines"]) > 0 or bool(self.existing_ziip_pci)

    # -- set-up

    def _pinned(self, plan: Plan, baseline: ScenarioResult) -> Plan:
        """The plan with the scenario's application CPU pinned to its own machine where it does not name one (so
        that it moves to each candidate as measured CPU does); SizingError when that machine is not usable."""
        scenario = plan.scenario(self.scenario)
        typed = [w for w in scenario.workloads if any(w.get(k) not in (None, "", 0) for k in edits.APP_CPU_KEYS)
                 and not any(w.get(k) not in (None, "") for k in edits.APP_BASIS_KEYS)]
        if not typed:
            return plan
        machine = baseline.resolved.machine
        if machine is None or baseline.errors:
            names = ", ".join(str(w.get("name")) for w in typed[:3])
            raise SizingError(f"workload {names} has application CPU but not the machine it was measured on, and the "
                              "scenario's machine cannot be used: give it in 'Application CPU measured on', or a "
                              "machine IBM rates on the Hardware sheet")
        workloads = edits.pin_app_basis(scenario.workloads, machine.text, int(baseline.resolved.hardware["cps"]))
        scenarios = [dataclasses.replace(s, workloads=workloads) if s.name == self.scenario else s
                     for s in plan.scenarios]
        self.notes.append(f"Application CPU typed without its machine is taken as measured on the scenario's "
                          f"{machine.text} with {counted(baseline.resolved.hardware['cps'], 'CP')} and moved to each "
                          "candidate by IBM's ratings")
        return dataclasses.replace(plan, scenarios=scenarios)

    def _probe(self) -> ScenarioResult:
        """The plan on the full-speed model of the type nearest its own CP count."""
        full = self.ratings.full_setting(self.machine_type)
        cps = min(self.ratings.settings(self.machine_type)[full], key=lambda n: abs(n - self.plan_cps))
        try:
            return self._compute({"machine": self.ratings.rating(self.machine_type, full, cps).model, "cps": cps})
        except EngineRefused as exc:
            label = self.ratings.type_info(self.machine_type).label
            raise SizingError(f"cicsplan cannot compute the plan on the {label}: {exc}") from None

    def _carry_existing(self, machine: str, cps: int, ziips: int) -> None:
        """Existing busy as capacity (PCI) on the plan's machine, to be put back as a % of each candidate."""
        try:
            designation = parse_designation(machine, self.ratings)
            cp_pe = lpar_engine(self.ratings, designation, cps, category=self.category,
                                factors=self.factors).pci_per_engine
            ziip_pe = lpar_ziip_engine(self.ratings, designation, cps, category=self.category,
                                       factors=self.factors).pci_per_engine
        except MachineError as exc:
            raise SizingError(f"Existing CP/zIIP busy is a share of the plan's LPAR on {machine}, which cannot be "
                              f"moved to another model ({exc}); give the machine as a model IBM rates, or take the "
                              "existing busy out while sizing") from None
        self.existing_cp_pci = self.existing_cp_pct / 100.0 * cps * cp_pe
        self.existing_ziip_pci = self.existing_ziip_pct / 100.0 * ziips * ziip_pe
        if self.existing_cp_pct:
            self.notes.append(f"Existing work of {self.existing_cp_pct:g}% of {counted(cps, 'CP')} on {machine} "
                              f"({self.existing_cp_pci:,.0f} PCI) is carried to each candidate as the same capacity")
        if self.existing_ziip_pct:
            self.notes.append(f"Existing zIIP work of {self.existing_ziip_pct:g}% of {counted(ziips, 'zIIP')} on "
                              f"{machine} ({self.existing_ziip_pci:,.0f} PCI) is carried to each candidate as the same "
                              "capacity")

    # -- one candidate

    def on_model(self, model: RatedModel, ziips: int) -> OnModel | None:
        """The machine's other LPARs on the candidate (None: the plan's LPAR has the machine to itself)."""
        return None if self.others is None else self.others.on_model(model, ziips)

    def hardware(self, model: RatedModel, ziips: int) -> dict[str, Any]:
        """The Hardware fields that put the plan on the candidate, existing work carried as the same capacity."""
        on = self.on_model(model, ziips)
        cps = model.cps if on is None else on.plan_cps
        hw: dict[str, Any] = {"machine": model.model, "cps": cps, "ziips": ziips}
        if on is not None and on.machine_ziips is not None:
            hw["machine_ziips"] = on.machine_ziips
        if self.clear_machine_cps:
            hw["machine_cps"] = None
        if cps < 1:
            return hw  # the other LPARs leave the plan's LPAR nothing: result() says so
        if self.existing_cp_pci:
            pe = self.ratings.engine(model.machine_type, model.setting, cps, category=self.category,
                                     factors=self.factors).pci_per_engine
            hw["existing_cp_busy_pct"] = round(self.existing_cp_pci / (cps * pe) * 100.0, BUSY_DECIMALS)
        if self.existing_ziip_pci:
            pe = self.ratings.ziip_engine(model.machine_type, cps, category=self.category,
                                          factors=self.factors).pci_per_engine
            hw["existing_ziip_busy_pct"] = (round(self.existing_ziip_pci / (ziips * pe) * 100.0, BUSY_DECIMALS)
                                            if ziips else math.inf)
        return hw

    def result(self, model: RatedModel, ziips: int) -> tuple[ScenarioResult | None, dict[str, Any]]:
        """The plan computed on the candidate; None when the existing work alone overfills it (a busy over 100% is
        not a value the Hardware sheet takes)."""
        key = (model.model, ziips)
        if key not in self._results:
            hw = self.hardware(model, ziips)
            on = self.on_model(model, ziips)
            full = any(hw.get(k, 0.0) > HARDWARE[k].max for k in ("existing_cp_busy_pct", "existing_ziip_busy_pct"))
            full = full or (on is not None and bool(on.overfull))
            self._results[key] = (None if full else self._compute(hw, partitions=on), hw)
        return self._results[key]

    def _compute(self, hw: dict[str, Any], regions: dict[str, int] | None = None,
                 partitions: OnModel | None = None) -> ScenarioResult:
        """The scenario on ``hw`` (and, when given, with those region groups' regions and the other LPARs carried
        there)."""
        scenarios = []
        for s in self.plan.scenarios:
            if s.name == self.scenario:
                s = dataclasses.replace(s, hardware=Record({**s.hardware.values, **hw}, dict(s.hardware.extra)))
                if regions:
                    s = dataclasses.replace(s, region_groups=with_regions(s.region_groups, regions))
                if partitions is not None and partitions.partitions:
                    s = dataclasses.replace(s, partitions=with_values(s.partitions, partitions.partitions))
            scenarios.append(s)
        self.computations += 1
        if self.progress is not None:  # a computation is the unit of work: the total is the models, an estimate
            total = max(self.expected, self.computations + 1)
            if self.progress(self.computations, total) is False:
                raise SizingCancelled()
        result = compute(dataclasses.replace(self.plan, scenarios=scenarios), self.catalog, self.scenario)
        refused = [i for i in result.errors if i.scope == "hardware" and i.field == "machine"]
        if refused:
            raise EngineRefused(refused[0].message)
        if result.errors:  # the baseline computed: an error here comes from the candidate's hardware
            raise EngineRefused("; ".join(i.text() for i in result.errors[:2]))
        return result

    def candidate(self, model: RatedModel, ziips: int, note: str = "") -> Candidate:
        key = (model.model, ziips)
        found = self._candidates.get(key)
        if found is None:
            found = self._build(model, ziips)
            self._candidates[key] = found
        return dataclasses.replace(found, note=note) if note else found

    def _build(self, model: RatedModel, ziips: int) -> Candidate:
        result, hw = self.result(model, ziips)
        on = self.on_model(model, ziips)
        if on is not None and on.overfull:
            return Candidate(model, ziips, math.nan, math.nan, math.nan, "", None, (Shortfall(
                OTHER_LPARS, "the machine's other LPARs", math.inf, self.target_pct, "%",
                f"{on.overfull}: {on.remedy or 'a larger model'}"),), hw)
        if result is None:
            cp_over = hw.get("existing_cp_busy_pct", 0.0) > 100.0
            key, label = (CP_BUSY, "general-CP busy") if cp_over else (ZIIP_BUSY_KEY, "zIIP busy")
            value = hw.get("existing_cp_busy_pct" if cp_over else "existing_ziip_busy_pct", math.inf)
            return Candidate(model, ziips, math.nan, math.nan, math.nan, "", None, (Shortfall(
                key, f"{label} of the existing work alone", value, self.target_pct, "%",
                "the work already on the LPAR does not fit on this model: a larger one"),), hw)
        env = result.env
        shortfalls = [self._shortfall(lim, model) for lim in limit_values(result) if lim.value > lim.threshold]
        shortfalls += [self._machine_shortfall(load, model) for load in machine_loads(result)
                       if not load.busy_pct <= self.target_pct]
        ziip_busy = float(env["ziip_busy_pct"])
        if ziip_busy > self.target_pct and not any(s.key == "ziip_capacity" for s in shortfalls):
            shortfalls.append(Shortfall(ZIIP_BUSY_KEY, "zIIP busy", ziip_busy, self.target_pct, "%",
                                        ziip_fix(model)))
        demand = float(env["ziip_demand_engines"])
        response = np.where(result.resolved.valid, np.ravel(env["response_ms"]), -np.inf)
        slowest = int(np.argmax(response)) if len(response) else -1
        saturated = saturated_on(result, slowest) if slowest >= 0 else ""
        return Candidate(model, ziips, float(env["gcp_busy_pct"]), ziip_busy,
                         float(env["spill_share"]) * 100.0 if demand > 0 else 0.0, "", None, tuple(shortfalls), hw,
                         consumed_msu(result), slowest_response_ms=float(response[slowest]) if slowest >= 0 else None,
                         slowest_workload=result.resolved.names[slowest] if slowest >= 0 else "",
                         partitions=() if on is None else on.partitions, cp_busy=busy_of(result, "CP"),
                         ziip_busy=busy_of(result, "zIIP"), saturated_on=saturated)

    def described(self, candidate: Candidate) -> Candidate:
        """The candidate with its binding limit and headroom (solved by the engine: only for the ones shown)."""
        if not candidate.computed or candidate.binding_label:
            return candidate
        result, _ = self.result(candidate.model, candidate.ziips)
        binding = result.limits().binding if result is not None else None
        if binding is None:
            return candidate
        headroom = binding.headroom_pct
        if not candidate.fits and headroom is not None and headroom >= 0:
            headroom = None  # over a check of the whole machine, not a limit the rates are solved for: no growth
        return dataclasses.replace(candidate, binding_label=binding.label, headroom_pct=headroom)

    def _machine_shortfall(self, load: MachineLoad, model: RatedModel) -> Shortfall:
        """The machine's CPs (or zIIPs) asked for more than the target busy of them by all its LPARs, and by how
        much."""
        held = self.target_pct / 100.0 * load.physical
        over = (f"the LPARs ask for {load.demand:,.2f} {load.kind}s' worth of work, {load.demand - held:,.2f} more "
                f"than {self.target_pct:g}% of the {model.model}'s {counted(load.physical, load.kind)}")
        if load.kind == "zIIP":
            remedy = "more zIIPs for the plan's LPAR (a model with more CPs allows more), or less zIIP work"
        elif model.cps < max(self.ratings.settings(model.machine_type)[model.setting]):
            remedy = "a larger model"
        else:
            remedy = (f"even {model.model}, the largest model of its setting, is too small: a faster machine type or "
                      "setting, or less work on the LPARs")
        return Shortfall(f"{MACHINE_BUSY}:{load.kind}", f"the machine's {load.kind}s with every LPAR at its load",
                         load.busy_pct, self.target_pct, "%", f"{over}: {remedy}")

    def _shortfall(self, lim: LimitValue, model: RatedModel) -> Shortfall:
        largest = max(self.ratings.settings(model.machine_type)[model.setting])
        return Shortfall(lim.key, lim.label, lim.value, lim.threshold, lim.unit, limit_fix(lim, model, largest))

    # -- what the search asks of a model

    def ziip_range(self, model: RatedModel) -> range:
        most = min(MAX_ZIIPS, model.ziips if model.ziips is not None else MAX_ZIIPS)
        return range(1 if self.needs_ziip else 0, max(most, 0) + 1)

    def most_ziips(self, model: RatedModel) -> int:
        zs = self.ziip_range(model)
        return zs[-1] if zs else 0

    def at_most(self, model: RatedModel) -> Candidate:
        """The model with the most zIIPs it allows: whether any zIIP count can make it fit."""
        return self.candidate(model, self.most_ziips(model))

    def fewest_ziips(self, model: RatedModel) -> int | None:
        """The fewest zIIPs with which the model fits; None when it does not fit with any."""
        if model.model not in self._fewest:
            zs = list(self.ziip_range(model)) or [0]
            most = self.at_most(model)
            if not most.fits:
                self._fewest[model.model] = None
            else:
                hint = self._ziip_hint(model) - zs[0]
                self._fewest[model.model] = first_true(zs, lambda z: self.candidate(model, z).fits, hint)
        return self._fewest[model.model]

    def _ziip_hint(self, model: RatedModel) -> int:
        """Where the fewest zIIPs likely are: the eligible work (and the existing zIIP work) in zIIP engines at the
        target busy, read from the model computed with the most zIIPs (only a place to start looking)."""
        result, _ = self.result(model, self.most_ziips(model))
        if result is None:
            return 0
        pe = self.ratings.ziip_engine(model.machine_type, model.cps, category=self.category,
                                      factors=self.factors).pci_per_engine
        work = float(result.env["ziip_demand_engines"]) + self.existing_ziip_pci / pe
        return math.ceil(work / max(self.target_pct / 100.0, 1e-9))

    def sized(self, model: RatedModel, note: str = "") -> Candidate:
        """The model with the fewest zIIPs that fit, or (when none fits) the most it allows."""
        z = self.fewest_ziips(model)
        return self.candidate(model, self.most_ziips(model) if z is None else z, note)

    def capacity(self, model: RatedModel) -> float:
        """The model's general-CP capacity in PCI (its LSPR category's), as the engine rates an LPAR of all its CPs."""
        return model.cps * self.ratings.engine(model.machine_type, model.setting, model.cps, category=self.category,
                                               factors=self.factors).pci_per_engine

    def ziip_room(self, model: RatedModel) -> float:
        """The most zIIP capacity (PCI) the model allows: its most zIIPs at their speed."""
        return self.most_ziips(model) * self.ratings.ziip_engine(model.machine_type, model.cps,
                                                                 category=self.category,
                                                                 factors=self.factors).pci_per_engine

    def cp_work_floor(self, models: list[RatedModel]) -> float:
        """The least general-CP work (PCI) the LPAR can have on any of ``models``: the existing work and the new work
        with the least of its zIIP-eligible work spilled to the CPs, read on the model with the most zIIP capacity.
        The work is the same on every model of the type (costs move by IBM's per-engine ratings) but for the spill,
        which only falls as the zIIP capacity grows; so a model with less CP capacity than this floor over the
        target busy cannot fit (0 when no model computes)."""
        able = [m for m in models if self.capacity(m) >= self.existing_cp_pci]
        if not able:
            return 0.0
        roomiest = max(able, key=lambda m: (self.ziip_room(m), self.capacity(m)))
        result, _ = self.result(roomiest, self.most_ziips(roomiest))
        if result is None:
            return 0.0
        new_work = float(result.env["gcp_lpar_engines"]) * self.capacity(roomiest) / roomiest.cps
        return self.existing_cp_pci + new_work


def consumed_msu(result: ScenarioResult) -> float | None:
    """The MSU the LPAR consumes: its peak four-hour rolling average with an hourly profile, else at the planned busy;
    None when the machine has no MSU rating."""
    from cicsplan.core.model.daily import daily_figures

    figures = msu_figures(result)
    if figures is None:
        return None
    day = daily_figures(result)
    return figures.lpar_msu if day is None or day.flat else day.peak_4hra_msu


def ziip_fix(model: RatedModel) -> str:
    most = model.ziips if model.ziips is not None else MAX_ZIIPS
    return (f"the {model.model} allows at most {counted(most, 'zIIP')}: a model with more CPs allows more, or less "
            "zIIP-eligible work")


def limit_fix(lim: LimitValue, model: RatedModel, largest: int) -> str:
    """What would bring the limit within its target, in a planner's words."""
    key, _, name = lim.key.partition(":")
    if key == CP_BUSY:
        if model.cps < largest:
            return "more CPs"
        return (f"even {model.model}, the largest model of its setting, is too small: a faster machine type or "
                "setting, or a lower rate")
    if key == "ziip_capacity":
        return ziip_fix(model)
    if key == ENTITLEMENT_KEY and name:  # another LPAR hosting the plan's region groups
        return (f"more CPs (LPAR {name}'s weight's share of the machine grows with them), a higher weight for {name}, "
                f"or less of the plan's work routed to {name}")
    if key == ENTITLEMENT_KEY:
        return ("more CPs (the LPAR's weight's share of the machine grows with it), a higher LPAR weight, or less "
                "work on the other LPARs")
    if key == DEFINED_KEY:
        return "a higher defined capacity, or less work: a larger machine consumes the same MSU"
    if key in SPEED_BOUND:
        return f"more regions in region group {name} ({PER_REGION[key]}) or faster engines; more CPs do not help"
    if key in PER_REGION:
        return f"more regions in region group {name} ({PER_REGION[key]}); no machine helps"
    if key == "crypto":
        return "more Crypto Express coprocessors (Hardware sheet), or fewer full TLS handshakes"
    if key == "ports":
        return "more client TCP/IP stacks, persistent connections, or a shorter TIME_WAIT"
    if key == "server":
        return f"more servers for workload {name}, or a lower rate: more CPs do not help a single server"
    if key == "response":
        return (f"faster engines (a full-capacity setting: each transaction's CPU shrinks) or more of them (less "
                f"waiting), or more regions where workload {name} waits for the QR TCB")
    return f"more CPs do not bring {lim.label} within its target: change what drives it in the plan"


def with_values(records: list[Record], changes: tuple[tuple[int, str, Any], ...]) -> list[Record]:
    """The records with the changed values ((row, key, value)) put in, the others as they are."""
    out = [Record(dict(r.values), dict(r.extra)) for r in records]
    for row, key, value in changes:
        out[row].set(key, value)
    return out


def with_regions(groups: list[Record], regions: dict[str, int]) -> list[Record]:
    """The region groups with those groups' regions set (a group only workloads name is added)."""
    out = [Record({**g.values, "regions": regions[g.get("name")]}, dict(g.extra)) if g.get("name") in regions
           else g for g in groups]
    listed = {g.get("name") for g in groups}
    return out + [Record({"name": name, "regions": n}) for name, n in regions.items() if name not in listed]


def first_index(items: list, ok: Callable[[Any], bool], hint: int | None = None) -> int | None:
    """The index of the first item where ``ok`` holds (it holds from some item on, or nowhere); None if nowhere.

    Galloping from ``hint`` (where the answer is likely), then bisection: about 2 x log2(distance) calls of ``ok``
    when the answer is near the hint, never more than 2 x log2(len) + 2."""
    if not items:
        return None
    last = len(items) - 1
    if hint is None:
        if not ok(items[last]):
            return None
        good, bad = last, -1
    else:
        i = min(max(hint, 0), last)
        step = 1
        if ok(items[i]):
            good, bad = i, -1  # ok at good; not ok at bad (-1: before the start)
            while good > 0:
                j = max(good - step, 0)
                if not ok(items[j]):
                    bad = j
                    break
                good, step = j, step * 2
        else:
            bad = i
            while True:
                if bad == last:
                    return None
                j = min(bad + step, last)
                if ok(items[j]):
                    good = j
                    break
                bad, step = j, step * 2
    while good - bad > 1:
        mid = (good + bad) // 2
        if ok(items[mid]):
            good = mid
        else:
            bad = mid
    return good


def first_true(items: list, ok: Callable[[Any], bool], hint: int | None = None) -> Any:
    index = first_index(items, ok, hint)
    return None if index is None else items[index]


def regions_needed(search: Search, hw: dict[str, Any], shortfall: Shortfall, regions: float | None) -> int | None:
    """Regions of the group that keep its per-region limit within the ceiling (work spreads evenly over a group's
    regions, so the busy per region falls about as 1/regions); checked by computing, None if not found."""
    if regions is None or not shortfall.threshold > 0:
        return None
    group = shortfall.key.partition(":")[2]

    def value_at(count: int) -> float:
        model = search.ratings.find(str(hw["machine"]))
        on = None if model is None else search.on_model(model, int(hw["ziips"]))
        result = search._compute(hw, {group: count}, partitions=on)
        return next((lim.value for lim in limit_values(result) if lim.key == shortfall.key), 0.0)

    value, tried = shortfall.value, regions
    for _ in range(4):
        needed = max(int(tried) + 1, math.ceil(tried * value / shortfall.threshold))
        if needed > REGION_GROUP["regions"].max:
            return None
        value = value_at(needed)
        if value <= shortfall.threshold:
            while needed - 1 > regions and value_at(needed - 1) <= shortfall.threshold:
                needed -= 1  # the estimate overshot: the fewest that do
            return needed
        tried = needed
    return None
