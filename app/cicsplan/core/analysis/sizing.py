"""Size it: the smallest general-CP and zIIP counts of a machine type that keep every limit of a plan within its
target, found by computing the plan itself on each candidate model (a copy of its hardware, the same engine and the
same limits as ``compute``: there is no second model here).

For each capacity setting of the type, the candidates are the models IBM rates (CP counts of that setting) and zIIP
counts up to the model's maximum. General-CP busy only falls as CPs are added (at a fixed zIIP count), so the
smallest CP count is found by bisection over the rated counts; zIIP busy only falls as zIIPs are added, so the
smallest zIIP count keeping it within the target is found the same way. The two depend on each other a little
(zIIP spill lands on the CPs; a larger n-way has slower engines), so the pair is settled by alternating the two
searches until neither moves. Every limit ``model.limits`` evaluates (CP busy, zIIP capacity, region QR TCB, crypto,
ports, single servers, and any added later) is then checked at the pair; a limit that more CPs cannot fix is named,
with what would fix it.

Work already on the LPAR (existing CP and zIIP busy, a % of the plan's engines) is carried to every candidate as the
same capacity in IBM's ratings: busy% x engines x capacity per engine of the plan's machine, over the candidate's.

The ratings are the plan's own, as ``compute`` reads them: IBM's, with the plan's imported capacity table (zPCR's
figures) over the models it rates, so the candidates' PCI and MSU and the carried work agree with the sheets.

The recommendation is the candidate with the smallest MSU (software is billed by it) among those keeping every limit
within target; ``min_cps`` ("keep my CPs") leaves out the models with fewer CPs than the planner's LPAR has.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.designation import lpar_engine, lpar_ziip_engine, parse_designation
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings import CapacityRatings, CategoryFactors, RatedModel, setting_label
from cicsplan.core.hardware.ratings_files import load_category_factors, load_ratings
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.core.model.limits import REGION_LIMITS, Limit
from cicsplan.core.model.msu import msu_figures
from cicsplan.core.plan.fields import HARDWARE, REGION_GROUP
from cicsplan.core.plan.plan import Plan, Record
from cicsplan.paths import models_dir

MAX_ZIIPS = int(HARDWARE["ziips"].max)  # the plan's field allows no more, whatever the model would
MAX_CPS = int(HARDWARE["cps"].max)
BUSY_DECIMALS = 2  # carried existing busy is written to the plan rounded so, and computed with that value
NO_RATE = "scenario '{scenario}': no workload has a rate, so there is nothing to size"
ROUNDS = 6  # alternations of the CP and zIIP searches; they settle in two or three
ZIIP_BUSY_KEY = "ziip_busy"
RECOMMENDED_BECAUSE = "the smallest MSU that keeps every limit within its target"
ZIIP_TARGET_NOTE = ("zIIP-eligible work gets at least one zIIP, and the zIIPs are sized to the plan's Target CP busy "
                    "too; with honor priority YES what spills to the general CPs is in the CP busy")


# limits each region of a group has on its own (key before the colon) and why more regions, not more CPs, help
PER_REGION = {lim.key: lim.why_more_regions for lim in REGION_LIMITS}


class SizingError(ValueError):
    """A sizing that cannot start: an unknown type or setting, a plan that does not compute. The message names the
    field and what is allowed; ``field`` is "machine_type" or "setting" when that choice is the trouble."""

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(message)
        self.field = field


class SizingCancelled(Exception):
    """The progress callback asked to stop."""


@dataclass(frozen=True)
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
        return f"{self.label} at {self.value:,.1f}{self.unit}, above its target of {self.threshold:g}{self.unit}"


def shortfalls_text(shortfalls: Sequence[Shortfall]) -> str:
    """The limits over target, each fix said once after the limits it fixes (a region group's QR CPU and
    dispatch share theirs): '…CPU, region group WOR at 96.1%, above its target of 70% and …dispatch, region
    group WOR at 102.1%, above its target of 90%: more regions in region group WOR …'."""
    by_fix: dict[str, list[str]] = {}
    for shortfall in shortfalls:
        by_fix.setdefault(shortfall.fix, []).append(shortfall.over())
    return "; ".join(f"{' and '.join(overs)}: {fix}" for fix, overs in by_fix.items())


@dataclass(frozen=True)
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
    lpar_msu: float | None = None  # the LPAR's MSU at the planned busy, when the result carries one
    note: str = ""  # "one CP fewer", "one CP more", ...

    @property
    def fits(self) -> bool:
        return not self.shortfalls

    @property
    def cps(self) -> int:
        return self.model.cps

    @property
    def setting(self) -> str:
        return self.model.setting


@dataclass
class Sizing:
    """The answer: candidates with the recommended one first, or (when nothing fits) the limit that cannot be met."""

    machine_type: str
    type_label: str
    scenario: str
    settings: tuple[str, ...]
    candidates: list[Candidate]
    target_cp_busy_pct: float
    unmet: tuple[Shortfall, ...] = ()  # nothing within the type fits: what stops it
    skipped: dict[str, str] = field(default_factory=dict)  # setting -> why the engine cannot compute on it
    notes: list[str] = field(default_factory=list)
    computations: int = 0
    plan_hardware: dict[str, Any] = field(default_factory=dict)  # the scenario's Hardware fields before sizing
    min_cps: int | None = None  # "keep my CPs": no candidate has fewer
    now: str = ""  # how the scenario fares on its own Hardware, beside the answer to another question

    def changes(self, candidate: Candidate) -> list[tuple[str, Any, Any]]:
        """(field, the plan's value, the candidate's) of each Hardware field using the candidate changes."""
        return [(key, self.plan_hardware.get(key), value) for key, value in candidate.hardware.items()
                if self.plan_hardware.get(key) != value]

    @property
    def recommended(self) -> Candidate | None:
        return self.candidates[0] if self.candidates and self.candidates[0].fits else None


Progress = Callable[[int, int], bool]  # (settings done, settings in all) -> False to stop


def builtin_ratings() -> tuple[CapacityRatings, CategoryFactors]:
    folder = models_dir() / "capacity"
    return load_ratings(folder), load_category_factors(folder / "category-factors.toml")


def plan_ratings(plan: Plan, catalog: Catalog) -> tuple[CapacityRatings, CategoryFactors]:
    """The ratings ``compute`` reads the plan with: the catalog's, with the plan's imported capacity table over the
    models it rates."""
    machines = catalog.machines
    if plan.capacity_table is not None:
        try:
            machines = machines.with_import(plan.capacity_table)
        except MachineError as exc:
            raise SizingError(f"the plan's imported capacity table cannot be used: {exc}") from None
    return machines.ratings, machines.factors


def normalise_setting(text: str | None, machine_type: str, ratings: CapacityRatings) -> str | None:
    """"7", "7xx", "z" -> the setting as the ratings spell it; SizingError lists the settings the type has."""
    if text is None or not str(text).strip():
        return None
    settings = ratings.settings(machine_type)
    wanted = str(text).strip().upper().removesuffix("XX")
    if wanted in settings:
        return wanted
    info = ratings.type_info(machine_type)
    allowed = ", ".join(s for s in settings)
    raise SizingError(f"capacity setting {text!r} is not one the {info.label} has: give one of {allowed}. "
                      f"{ratings.describe_settings(machine_type)}", "setting")


def size_plan(plan: Plan, catalog: Catalog, machine_type: str, setting: str | None = None,
              scenario: str | None = None, *, ratings: CapacityRatings | None = None,
              factors: CategoryFactors | None = None, progress: Progress | None = None,
              min_cps: int | None = None) -> Sizing:
    """Size the scenario's LPAR on ``machine_type`` (every capacity setting, or only ``setting``), on models of at
    least ``min_cps`` CPs when given. The ratings are the plan's (see ``plan_ratings``) unless given."""
    if ratings is None or factors is None:
        own_ratings, own_factors = plan_ratings(plan, catalog)
        ratings, factors = ratings or own_ratings, factors or own_factors
    machine_type = str(machine_type).strip()
    try:
        info = ratings.type_info(machine_type)
    except MachineError as exc:
        raise SizingError(str(exc), "machine_type") from None
    chosen = normalise_setting(setting, machine_type, ratings)
    try:
        base = plan.scenario(scenario)
    except KeyError as exc:
        raise SizingError(str(exc.args[0])) from None
    search = _Search(plan, catalog, base.name, ratings, factors, machine_type, min_cps)
    settings = (chosen,) if chosen else tuple(ratings.settings(machine_type))
    sizing = Sizing(machine_type, info.label, base.name, settings, [], search.target_pct,
                    plan_hardware=search.plan_hardware, min_cps=min_cps,
                    now=now_text(search.baseline))
    sizing.notes.extend(search.notes)
    sizing.notes.append(ZIIP_TARGET_NOTE)
    best: dict[str, Candidate] = {}
    for i, s in enumerate(settings):
        if progress is not None and progress(i, len(settings)) is False:
            raise SizingCancelled()
        try:
            best[s] = search.size_setting(machine_type, s)
        except _EngineRefused as exc:
            sizing.skipped[s] = str(exc)
    if progress is not None:
        progress(len(settings), len(settings))
    sizing.computations = search.computations
    if not best:
        by_reason: dict[str, list[str]] = {}
        for s, why in sizing.skipped.items():
            by_reason.setdefault(why, []).append(s)
        reasons = "; ".join(why if len(by_reason) == 1 else f"{', '.join(map(setting_label, ss))}: {why}"
                            for why, ss in by_reason.items())
        raise SizingError(f"cicsplan cannot compute the plan on any model of the {info.label}: {reasons}")
    fitting = sorted((c for c in best.values() if c.fits), key=_cost)
    if fitting:
        top = fitting[0]
        sizing.candidates = [top, *search.neighbours(top), *fitting[1:]]
    else:
        # the closest to fitting first: fewest limits over, then the least the rates would have to shrink
        failing = sorted(best.values(), key=lambda c: (len(c.shortfalls), -(c.headroom_pct or -math.inf)))
        failing[0] = search.with_region_counts(failing[0])
        sizing.candidates = failing
        sizing.unmet = failing[0].shortfalls
    listed = {c.model.model for c in sizing.candidates}
    sizing.candidates += [c for c in best.values() if not c.fits and c.model.model not in listed]
    sizing.computations = search.computations
    return sizing


def now_text(result: ScenarioResult) -> str:
    """'The plan now: 3931-706 with 6 CPs and 2 zIIPs, CP busy 4.5%, every limit within its target; QR TCB CPU,
    region group AOR binds first at 11,626 tps (headroom +675.1%)', or what is over its target; '' with errors."""
    if result.errors:
        return ""
    hw = result.resolved.hardware
    head = (f"The plan now: {hw['machine']} with {counted(hw['cps'], 'CP')} and {counted(hw['ziips'], 'zIIP')}, "
            f"CP busy {float(result.env['gcp_busy_pct']):.1f}%")
    summary = result.limits()
    over = [lim for lim in summary.limits if lim.value > lim.threshold]
    if over:
        return head + "; " + " and ".join(Shortfall(lim.key, lim.label, lim.value, lim.threshold, lim.unit,
                                                    "").over() for lim in over)
    binding = summary.binding
    if binding is None or binding.max_tps is None:
        return head + ", every limit within its target"
    return (head + f", every limit within its target; {binding.label} binds first at {binding.max_tps:,.0f} tps "
            f"(the rates can grow {binding.headroom_pct:+.1f}%)")


def _cost(candidate: Candidate) -> tuple[float, float, int]:
    """What a planner pays: the model's MSU (software), then its capacity, then engines."""
    model = candidate.model
    return (model.msu if model.msu is not None else math.inf, model.pci, model.cps + candidate.ziips)


class _EngineRefused(Exception):
    """The engine cannot compute the plan on this setting's models (its machine table lacks them)."""


class _Search:
    """The plan, computed on candidate hardware: each (model, zIIPs) computed once."""

    def __init__(self, plan: Plan, catalog: Catalog, scenario: str, ratings: CapacityRatings,
                 factors: CategoryFactors, machine_type: str, min_cps: int | None = None) -> None:
        self.plan, self.catalog, self.scenario = plan, catalog, scenario
        self.ratings, self.factors = ratings, factors
        self.min_cps = min_cps or 1
        self.computations = 0
        self.notes: list[str] = []
        self._results: dict[tuple[str, int], tuple[ScenarioResult | None, dict[str, Any]]] = {}
        baseline = compute(plan, catalog, scenario)
        self.baseline = baseline  # the plan on its own Hardware: Sizing.now says how it fares
        self.computations += 1
        hw = baseline.resolved.hardware
        self.category = str(baseline.resolved.assumptions["lspr_category"])
        self.target_pct = float(hw["target_cp_busy_pct"])
        self.plan_cps = int(hw["cps"])
        self.plan_ziips = int(hw["ziips"])
        # as the sheets show them (computed, not the formulas typed): what Use would change
        self.plan_hardware: dict[str, Any] = {"machine": hw.get("machine"), "cps": self.plan_cps,
                                              "ziips": self.plan_ziips,
                                              "existing_cp_busy_pct": hw.get("existing_cp_busy_pct"),
                                              "existing_ziip_busy_pct": hw.get("existing_ziip_busy_pct")}
        problems = [i for i in baseline.errors if not (i.scope == "hardware" and i.field in ("machine", "cps"))]
        if problems:
            listed = "; ".join(i.text() for i in problems[:3])
            more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
            raise SizingError(f"scenario '{scenario}' has {counted(len(problems), 'error')} to fix before it "
                              "can be sized: "
                              f"{listed}{more}")
        self.existing_cp_pct = hw.get("existing_cp_busy_pct") or 0.0
        self.existing_ziip_pct = hw.get("existing_ziip_busy_pct") or 0.0
        self.existing_cp_pci = self.existing_ziip_pci = 0.0
        if self.existing_cp_pct or self.existing_ziip_pct:
            self._carry_existing(str(hw["machine"]), int(hw["cps"]), int(hw["ziips"]))
        if baseline.errors:  # the plan's own machine is in error: read what the work needs on the type's own model
            baseline = self._probe(machine_type)
        if float(baseline.env["total_tps"]) <= 0:
            raise SizingError(NO_RATE.format(scenario=scenario))
        # zIIP-eligible work is sized onto zIIPs (at least one), not left to spill whole onto the dearer CPs
        self.needs_ziip = float(baseline.env["ziip_demand_engines"]) > 0
        self.needs_ziip = self.needs_ziip or bool(self.existing_ziip_pci)

    def _probe(self, machine_type: str) -> ScenarioResult:
        """The plan on the full-speed model of the type nearest its own CP count."""
        full = self.ratings.full_setting(machine_type)
        cps = min(self.ratings.settings(machine_type)[full], key=lambda n: abs(n - self.plan_cps))
        try:
            return self._compute({"machine": self.ratings.rating(machine_type, full, cps).model, "cps": cps})
        except _EngineRefused as exc:
            raise SizingError(f"cicsplan cannot compute the plan on the {self.ratings.type_info(machine_type).label}: "
                              f"{exc}") from None

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
                              f"{machine} "
                              f"({self.existing_ziip_pci:,.0f} PCI) is carried to each candidate as the same capacity")

    # -- one candidate

    def hardware(self, model: RatedModel, ziips: int) -> dict[str, Any]:
        """The Hardware fields that put the plan on the candidate, existing work carried as the same capacity."""
        hw: dict[str, Any] = {"machine": model.model, "cps": model.cps, "ziips": ziips}
        if self.existing_cp_pci:
            pe = self.ratings.engine(model.machine_type, model.setting, model.cps, category=self.category,
                                     factors=self.factors).pci_per_engine
            hw["existing_cp_busy_pct"] = round(self.existing_cp_pci / (model.cps * pe) * 100.0, BUSY_DECIMALS)
        if self.existing_ziip_pci:
            pe = self.ratings.ziip_engine(model.machine_type, model.cps, category=self.category,
                                          factors=self.factors).pci_per_engine
            hw["existing_ziip_busy_pct"] = (round(self.existing_ziip_pci / (ziips * pe) * 100.0, BUSY_DECIMALS)
                                            if ziips else math.inf)
        return hw

    def result(self, model: RatedModel, ziips: int) -> tuple[ScenarioResult | None, dict[str, Any]]:
        """The plan computed on the candidate; None when the existing work alone overfills it (not computable:
        a busy over 100% is not a value the Hardware sheet takes)."""
        key = (model.model, ziips)
        if key not in self._results:
            hw = self.hardware(model, ziips)
            full = any(hw.get(k, 0.0) > HARDWARE[k].max for k in ("existing_cp_busy_pct", "existing_ziip_busy_pct"))
            self._results[key] = (None if full else self._compute(hw), hw)
        return self._results[key]

    def _compute(self, hw: dict[str, Any], regions: dict[str, int] | None = None) -> ScenarioResult:
        """The scenario on ``hw`` (and, when given, with those region groups' regions)."""
        scenarios = []
        for s in self.plan.scenarios:
            if s.name == self.scenario:
                s = dataclasses.replace(s, hardware=Record({**s.hardware.values, **hw}, dict(s.hardware.extra)))
                if regions:
                    s = dataclasses.replace(s, region_groups=_with_regions(s.region_groups, regions))
            scenarios.append(s)
        self.computations += 1
        result = compute(dataclasses.replace(self.plan, scenarios=scenarios), self.catalog, self.scenario)
        refused = [i for i in result.errors if i.scope == "hardware" and i.field == "machine"]
        if refused:
            raise _EngineRefused(refused[0].message)
        if result.errors:  # the baseline computed: an error here comes from the candidate's hardware
            raise _EngineRefused("; ".join(i.text() for i in result.errors[:2]))
        return result

    def cp_ok(self, model: RatedModel, ziips: int) -> bool:
        result, _ = self.result(model, ziips)
        return result is not None and float(result.env["gcp_busy_pct"]) <= self.target_pct

    def ziip_ok(self, model: RatedModel, ziips: int) -> bool:
        result, _ = self.result(model, ziips)
        if result is None:
            return False
        # the target is at most 100%, so within it the zIIP capacity limit of honor priority NO holds as well
        return float(result.env["ziip_busy_pct"]) <= self.target_pct

    # -- the searches

    def ziip_range(self, model: RatedModel) -> range:
        most = min(MAX_ZIIPS, model.ziips if model.ziips is not None else MAX_ZIIPS)
        return range(1 if self.needs_ziip else 0, max(most, 0) + 1)

    def fewest_ziips(self, model: RatedModel) -> int:
        zs = self.ziip_range(model)
        if not zs:
            return 0
        hint = min(max(self.plan_ziips, zs[0]), zs[-1]) - zs[0]
        found = _first(list(zs), lambda z: self.ziip_ok(model, z), hint)
        return found if found is not None else zs[-1]  # none is enough: the most, and the shortfall is named

    def capped_ziips(self, model: RatedModel, ziips: int) -> int:
        """``ziips``, or the most the model allows when it allows fewer."""
        zs = self.ziip_range(model)
        return min(ziips, zs[-1]) if zs else 0

    def fewest_cps(self, models: list[RatedModel], ziips: int) -> RatedModel | None:
        """The fewest CPs keeping CP busy within target beside ``ziips`` zIIPs, among the models that allow them
        (the largest models of a type leave no room for zIIPs)."""
        room = [m for m in models if ziips in self.ziip_range(m) or (ziips == 0 and not self.ziip_range(m))]
        hint = min(range(len(room)), key=lambda i: abs(room[i].cps - self.plan_cps), default=0)
        return _first(room, lambda m: self.cp_ok(m, ziips), hint)

    def size_setting(self, machine_type: str, setting: str) -> Candidate:
        models = [self.ratings.rating(machine_type, setting, n)
                  for n in self.ratings.settings(machine_type)[setting] if self.min_cps <= n <= MAX_CPS]
        if not models:
            raise _EngineRefused(f"no model of this setting has {counted(self.min_cps, 'CP')} or more")
        start = min(models, key=lambda m: abs(m.cps - self.plan_cps))
        ziips = self.fewest_ziips(start)
        model, previous = start, ziips
        for _ in range(ROUNDS):
            found = self.fewest_cps(models, ziips)
            if found is None:  # no model of the setting is enough: the largest, and the shortfall is named
                model, ziips = models[-1], self.fewest_ziips(models[-1])
                break
            model, previous, ziips = found, ziips, self.fewest_ziips(found)
            if ziips == previous:
                break
        else:
            # still moving after the last round: more zIIPs only lower both busies, so the larger of the last two
            # counts keeps both within target on this model
            ziips = max(ziips, previous)
        candidate = self.candidate(model, ziips)
        if candidate.fits or all(s.key in (CP_BUSY, ZIIP_BUSY_KEY) for s in candidate.shortfalls):
            return candidate
        # another limit is over target at the fewest CPs: more CPs may fix it (then the first that does), or not
        largest = self.candidate(models[-1], self.fewest_ziips(models[-1]))
        if not largest.fits:
            return candidate
        above = [m for m in models if m.cps > model.cps]
        first = _first(above, lambda m: self.candidate(m, self.fewest_ziips(m)).fits)
        return self.candidate(first, self.fewest_ziips(first)) if first else largest

    def candidate(self, model: RatedModel, ziips: int, note: str = "") -> Candidate:
        result, hw = self.result(model, ziips)
        if result is None:
            cp_over = hw.get("existing_cp_busy_pct", 0.0) > 100.0
            key, label = (CP_BUSY, "general-CP busy") if cp_over else (ZIIP_BUSY_KEY, "zIIP busy")
            value = hw.get("existing_cp_busy_pct" if cp_over else "existing_ziip_busy_pct", math.inf)
            return Candidate(model, ziips, math.nan, math.nan, math.nan, "", None, (Shortfall(
                key, f"{label} of the existing work alone", value, self.target_pct, "%",
                "the work already on the LPAR does not fit on this model: a larger one"),), hw, note=note)
        env = result.env
        summary = result.limits()
        limits = list(getattr(summary, "limits", ()))
        shortfalls = [_shortfall(lim, model, self.ratings) for lim in limits if lim.value > lim.threshold]
        ziip_busy = float(env["ziip_busy_pct"])
        if ziip_busy > self.target_pct and not any(s.key == "ziip_capacity" for s in shortfalls):
            shortfalls.append(Shortfall(ZIIP_BUSY_KEY, "zIIP busy", ziip_busy, self.target_pct, "%",
                                        _ziip_fix(model)))
        binding = getattr(summary, "binding", None)
        demand = float(env["ziip_demand_engines"])
        return Candidate(model, ziips, float(env["gcp_busy_pct"]), ziip_busy,
                         float(env["spill_share"]) * 100.0 if demand > 0 else 0.0,
                         binding.label if binding is not None else "",
                         binding.headroom_pct if binding is not None else None, tuple(shortfalls), hw,
                         _lpar_msu(result), note)

    def with_region_counts(self, candidate: Candidate) -> Candidate:
        """The candidate with each QR TCB shortfall's remedy counted: the fewest regions in the group that bring
        it within its ceiling on this model, found by computing the plan with them."""
        result, hw = self.result(candidate.model, candidate.ziips)
        if result is None:
            return candidate
        regions_now = dict(result.resolved.groups)
        shortfalls = []
        for shortfall in candidate.shortfalls:
            kind, _, group = shortfall.key.partition(":")
            needed = self.regions_needed(hw, shortfall, regions_now.get(group)) if kind in PER_REGION else None
            if needed is not None:
                shortfall = dataclasses.replace(shortfall, fix=(
                    f"{counted(needed, 'region')} in region group {group} (it has {regions_now[group]:g}) "
                    f"bring it within {shortfall.threshold:g}{'%' if shortfall.unit == '%' else ' ' + shortfall.unit} "
                    f"on the {candidate.model.model}: {PER_REGION[kind]}, and more CPs do not help"))
            shortfalls.append(shortfall)
        return dataclasses.replace(candidate, shortfalls=tuple(shortfalls))

    def regions_needed(self, hw: dict[str, Any], shortfall: Shortfall, regions: float | None) -> int | None:
        """Regions of the group that keep its QR limit within the ceiling (work spreads evenly over a group's
        regions, so the busy per region falls about as 1/regions); checked by computing, None if not found."""
        if regions is None or not shortfall.threshold > 0:
            return None
        group = shortfall.key.partition(":")[2]

        def value_at(count: int) -> float:
            result = self._compute(hw, {group: count})
            return next((lim.value for lim in result.limits().limits if lim.key == shortfall.key), 0.0)

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

    def neighbours(self, top: Candidate) -> list[Candidate]:
        """The model one CP smaller (which does not fit: why the recommendation is the smallest) and one larger."""
        counts = self.ratings.settings(top.model.machine_type)[top.setting]
        out = []
        for n, note in ((top.cps - 1, "one CP fewer"), (top.cps + 1, "one CP more")):
            if n in counts and self.min_cps <= n <= MAX_CPS:
                model = self.ratings.rating(top.model.machine_type, top.setting, n)
                try:
                    out.append(self.candidate(model, self.capped_ziips(model, top.ziips), note))
                except _EngineRefused:
                    continue
        return out


CP_BUSY = "cp_busy"


def _with_regions(groups: list[Record], regions: dict[str, int]) -> list[Record]:
    """The region groups with those groups' regions set (a group only workloads name is added)."""
    out = [Record({**g.values, "regions": regions[g.get("name")]}, dict(g.extra)) if g.get("name") in regions
           else g for g in groups]
    listed = {g.get("name") for g in groups}
    return out + [Record({"name": name, "regions": n}) for name, n in regions.items() if name not in listed]


def _first(items: list, ok: Callable[[Any], bool], hint: int = 0) -> Any:
    """The first item where ``ok`` holds (it holds from some item on, or nowhere), None if nowhere.

    Galloping from ``hint`` (where the answer is likely: the plan's own count), then bisection: about
    2 x log2(distance) calls of ``ok`` when the answer is near the hint, never more than 2 x log2(len) + 2."""
    if not items:
        return None
    last = len(items) - 1
    i = min(max(hint, 0), last)
    step = 1
    if ok(items[i]):
        good, bad = i, -1  # ok(items[good]); not ok at bad (-1: before the start)
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
    return items[good]


def _lpar_msu(result: ScenarioResult) -> float | None:
    """The LPAR's MSU at the planned busy (None when the model has no MSU rating or the plan has errors)."""
    figures = msu_figures(result)
    return None if figures is None else figures.lpar_msu


def _ziip_fix(model: RatedModel) -> str:
    most = model.ziips if model.ziips is not None else MAX_ZIIPS
    return (f"the {model.model} allows at most {counted(most, 'zIIP')}: a model with more CPs allows more, or less "
            "zIIP-eligible work")


def _shortfall(lim: Limit, model: RatedModel, ratings: CapacityRatings) -> Shortfall:
    largest = max(ratings.settings(model.machine_type)[model.setting])
    return Shortfall(lim.key, lim.label, lim.value, lim.threshold, lim.unit, _fix(lim, model, largest))


def _fix(lim: Limit, model: RatedModel, largest: int) -> str:
    """What would bring the limit within its target, in a planner's words."""
    key, _, name = lim.key.partition(":")
    if key == CP_BUSY:
        if model.cps < largest:
            return "more CPs"
        return (f"even {model.model}, the largest model of its setting, is too small: a faster machine type or "
                "setting, or a lower rate")
    if key == "ziip_capacity":
        return _ziip_fix(model)
    if key.partition(":")[0] in PER_REGION:
        return (f"more regions in region group {name} ({PER_REGION[key.partition(':')[0]]}) or faster engines; "
                "more CPs do not help")
    if key == "crypto":
        return "more Crypto Express coprocessors (Hardware sheet), or fewer full TLS handshakes"
    if key == "ports":
        return "more client TCP/IP stacks, persistent connections, or a shorter TIME_WAIT"
    if key == "server":
        return f"more servers for workload {name}, or a lower rate: more CPs do not help a single server"
    return f"more CPs do not bring {lim.label} within its target: change what drives it in the plan"


FIELD_NAMES = {"machine": "machine", "cps": "CPs", "ziips": "zIIPs", "existing_cp_busy_pct": "existing CP busy",
               "existing_ziip_busy_pct": "existing zIIP busy"}


def change_text(sizing: Sizing, candidate: Candidate, arrow: str = "→") -> str:
    """What using the candidate changes on the Hardware sheet: "machine 3931-705 → 3931-601, CPs 6 → 1, zIIPs 2 → 2"
    (CPs and zIIPs always, the rest when they change); "" when nothing changes. ``arrow`` "->" for a console that
    may not print "→" (Windows code pages)."""
    if not sizing.changes(candidate):
        return ""
    parts = []
    for key, value in candidate.hardware.items():
        before = sizing.plan_hardware.get(key)
        if before == value and key not in ("cps", "ziips"):
            continue
        unit = "%" if key.endswith("_pct") else ""
        was = "not given" if before is None else f"{before:g}{unit}" if isinstance(before, float) else str(before)
        now = f"{value:g}{unit}" if isinstance(value, float) else str(value)
        parts.append(f"{FIELD_NAMES.get(key, key)} {was} {arrow} {now}")
    return ", ".join(parts)


def _number(value: float | None, digits: int = 2) -> float | None:
    return None if value is None or not math.isfinite(value) else round(float(value), digits)


def sizing_to_json(sizing: Sizing) -> dict[str, Any]:
    """The sizing as ``cicsplan size --json`` prints it: numbers with their units in the names."""
    def candidate(c: Candidate) -> dict[str, Any]:
        return {"model": c.model.model, "machine_type": c.model.machine_type, "capacity_setting": c.setting,
                "cps": c.cps, "ziips": c.ziips, "fits": c.fits, "note": c.note,
                "cp_busy_pct": _number(c.cp_busy_pct), "ziip_busy_pct": _number(c.ziip_busy_pct),
                "spill_pct": _number(c.spill_pct), "binding_limit": c.binding_label,
                "headroom_pct": _number(c.headroom_pct), "model_pci": _number(c.model.pci),
                "model_msu": _number(c.model.msu), "lpar_msu": _number(c.lpar_msu),
                "shortfalls": [shortfall(s) for s in c.shortfalls],
                # a candidate the existing work alone overfills carries an infinite busy: null, not Infinity
                "hardware": {k: _number(v, BUSY_DECIMALS) if isinstance(v, float) else v
                             for k, v in c.hardware.items()}}

    def shortfall(s: Shortfall) -> dict[str, Any]:
        return {"limit": s.key, "label": s.label, "value": _number(s.value), "threshold": s.threshold,
                "unit": s.unit, "fix": s.fix}

    recommended = sizing.recommended
    return {"machine_type": sizing.machine_type, "machine": sizing.type_label, "scenario": sizing.scenario,
            "capacity_settings": list(sizing.settings), "target_cp_busy_pct": sizing.target_cp_busy_pct,
            "recommended": recommended.model.model if recommended else None,
            "recommended_because": RECOMMENDED_BECAUSE if recommended else None,
            "min_cps": sizing.min_cps, "plan_now": sizing.now,
            "candidates": [candidate(c) for c in sizing.candidates],
            "unmet": [shortfall(s) for s in sizing.unmet],
            "settings_not_computed": {s: why for s, why in sizing.skipped.items()},
            "notes": list(sizing.notes), "computations": sizing.computations}
