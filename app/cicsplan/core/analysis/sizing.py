"""Size It: the model of a machine type, with its zIIPs, that keeps every limit of a plan within its target and is
the best by a stated objective, found by computing the plan itself on the candidate models (a copy of its hardware,
the same engine and limits as ``compute``: there is no second model here).

The objectives a planner chooses between (``OBJECTIVES``):

- ``msu``: the smallest model MSU rating (software is billed by the machine's MSU), the default;
- ``consumed``: the least MSU the LPAR consumes (its peak four-hour rolling average with an hourly profile, else at
  the planned busy);
- ``engines``: the fewest engines, CPs and zIIPs together;
- ``full_speed``: the smallest model MSU among the full-capacity models only (a sub-capacity engine is slower, and
  QR-bound work and response times feel it).

Every objective takes the fewest zIIPs that fit on its model; ties go to the smaller MSU rating, then capacity.
The answer is the true best over every rated model of the type (every setting, or the one chosen; ``min_cps``
leaves out models with fewer CPs than the planner's LPAR): ``sizing_search`` says which monotonic facts let it skip
models that cannot win, and tests/analysis/test_sizing_exhaustive.py checks it against computing every model.

The ratings are the plan's own, as ``compute`` reads them: IBM's, with the plan's imported capacity table (zPCR's
figures) over the models it rates, so the candidates' PCI and MSU and the carried work agree with the sheets.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator
from dataclasses import field
from typing import Any, NamedTuple

from cicsplan.core.analysis.sizing_search import (
    BUSY_DECIMALS,
    CP_BUSY,
    MAX_CPS,
    NO_HARDWARE_HELPS,
    PER_REGION,
    SPEED_BOUND,
    Candidate,
    EngineRefused,
    Progress,
    Search,
    Shortfall,
    SizingCancelled,
    SizingError,
    regions_needed,
)
from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings import CapacityRatings, CategoryFactors, RatedModel, setting_label
from cicsplan.core.hardware.ratings_files import load_category_factors, load_ratings
from cicsplan.core.model.busy_of import BusyOf, busy_of
from cicsplan.core.model.engine import ScenarioResult
from cicsplan.core.model.limits import limit_values
from cicsplan.core.plan.plan import Plan
from cicsplan.paths import models_dir

__all__ = ["CHEAPER_NOTE", "CP_BUSY", "OBJECTIVES", "PER_REGION", "Candidate", "Objective", "Shortfall", "Sizing",
           "SizingCancelled", "SizingError", "builtin_ratings", "change_text", "now_text", "plan_ratings",
           "shortfalls_text", "size_plan", "sizing_to_json"]

ZIIP_TARGET_NOTE = ("zIIP-eligible work gets at least one zIIP, and the zIIPs are sized to the plan's Target CP busy "
                    "too; with honor priority YES what spills to the general CPs is in the CP busy")
CHEAPER_NOTE = "cheaper: does not fit"  # a model below the answer's MSU, listed with why it was refused


class Objective(NamedTuple):
    key: str
    name: str  # "smallest model MSU"
    because: str  # why its answer is recommended, in a planner's words


OBJECTIVES: dict[str, Objective] = {o.key: o for o in (
    Objective("msu", "smallest model MSU",
              "the smallest MSU rating (software is billed by the machine's MSU) that keeps every limit within its "
              "target"),
    Objective("consumed", "smallest consumed MSU",
              "the least MSU the LPAR consumes, in whole MSU (its peak four-hour rolling average with an hourly "
              "profile, else at the planned busy), then the smallest MSU rating, that keeps every limit within its "
              "target"),
    Objective("engines", "fewest engines",
              "the fewest engines, CPs and zIIPs together, that keep every limit within its target"),
    Objective("full_speed", "full-capacity engines only",
              "the smallest MSU rating among the full-capacity models (no slow sub-capacity engines: QR-bound work "
              "and response times feel them) that keeps every limit within its target"),
)}
DEFAULT_OBJECTIVE = "msu"
OTHERS_BUDGET = 120  # computations the objectives not chosen may take for their answer beside the recommendation


class _OverBudget(Exception):
    """An objective beside the chosen one would take more computations than the budget allows."""


@dataclass
class Sizing:
    """The answer: candidates with the recommended one first, or (when nothing fits) the limit that cannot be met."""

    machine_type: str
    type_label: str
    scenario: str
    settings: tuple[str, ...]
    candidates: list[Candidate]
    target_cp_busy_pct: float
    objective: str = DEFAULT_OBJECTIVE
    answers: dict[str, Candidate | None] = field(default_factory=dict)  # every objective's best
    not_computed: dict[str, str] = field(default_factory=dict)  # objective -> why its answer is not given
    unmet: tuple[Shortfall, ...] = ()  # nothing within the type fits: what stops it
    skipped: dict[str, str] = field(default_factory=dict)  # setting -> why the engine cannot compute on it
    notes: list[str] = field(default_factory=list)
    computations: int = 0
    plan_hardware: dict[str, Any] = field(default_factory=dict)  # the scenario's Hardware fields before sizing
    min_cps: int | None = None  # "keep my CPs": no candidate has fewer
    now: str = ""  # how the scenario fares on its own Hardware, beside the answer to another question
    partition_names: tuple[str, ...] = ()  # the machine's other LPARs by row (hardware.partitions), to name them

    def changes(self, candidate: Candidate) -> list[tuple[str, Any, Any]]:
        """(field, the plan's value, the candidate's) of each Hardware field using the candidate changes."""
        return [(key, self.plan_hardware.get(key), value) for key, value in candidate.hardware.items()
                if self.plan_hardware.get(key) != value]

    @property
    def recommended(self) -> Candidate | None:
        return self.candidates[0] if self.candidates and self.candidates[0].fits else None

    @property
    def because(self) -> str:
        return OBJECTIVES[self.objective].because


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


def machine_type_of(text: str | None, ratings: CapacityRatings) -> str:
    """"3931", "z16", "z17 ME1", "IBM z16" -> the machine type; SizingError names the types and generations known."""
    typed = str(text or "").strip()
    if typed in ratings.types and ratings.types[typed] in ratings.machine_types():
        return typed
    wanted = typed.upper().replace(" ", "").replace("-", "").removeprefix("IBM")
    known = ratings.machine_types()
    by_generation = [i for i in known if i.generation.upper().replace(" ", "") == wanted]
    by_name = [i for i in known if i.name.upper().replace(" ", "").removeprefix("IBM") == wanted]
    found = by_name or by_generation
    if len(found) == 1 or (found and len({i.generation for i in found}) == 1 and by_generation and
                           found[0].hardware_models):
        return found[0].machine_type  # a generation's enterprise type (z16 A01 before the mid-range A02)
    listed = ", ".join(f"{i.machine_type} ({i.name})" for i in known)
    if found:
        raise SizingError(f"machine type {typed!r} can mean {', '.join(f'{i.machine_type} ({i.name})' for i in found)}"
                          ": give the type number", "machine_type")
    raise SizingError(f"machine type {typed!r} is not in IBM's capacity ratings; give a type number or a generation "
                      f"name, one of: {listed}", "machine_type")


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
              min_cps: int | None = None, objective: str = DEFAULT_OBJECTIVE) -> Sizing:
    """Size the scenario's LPAR on ``machine_type`` (a type number or a generation name; every capacity setting, or
    only ``setting``), on models of at least ``min_cps`` CPs when given, by ``objective`` (a key of OBJECTIVES). The
    ratings are the plan's (see ``plan_ratings``) unless given."""
    if objective not in OBJECTIVES:
        raise SizingError(f"objective {objective!r} is not one cicsplan knows: give one of "
                          f"{', '.join(OBJECTIVES)}", "objective")
    if ratings is None or factors is None:
        own_ratings, own_factors = plan_ratings(plan, catalog)
        ratings, factors = ratings or own_ratings, factors or own_factors
    machine_type = machine_type_of(machine_type, ratings)
    info = ratings.type_info(machine_type)
    chosen = normalise_setting(setting, machine_type, ratings)
    try:
        base = plan.scenario(scenario)
    except KeyError as exc:
        raise SizingError(str(exc.args[0])) from None
    search = Search(plan, catalog, base.name, ratings, factors, machine_type, min_cps, progress)
    settings = (chosen,) if chosen else tuple(ratings.settings(machine_type))
    sizing = Sizing(machine_type, info.label, base.name, settings, [], search.target_pct, objective,
                    plan_hardware=search.plan_hardware, min_cps=min_cps, now=now_text(search.baseline),
                    partition_names=tuple(p.name for p in search.baseline.resolved.partitions))
    sizing.notes.extend(search.notes)
    sizing.notes.append(ZIIP_TARGET_NOTE)
    finder = _Finder(search, settings, sizing)
    search.expected = finder.expected()
    for key in (objective, *(k for k in OBJECTIVES if k != objective)):
        if key == "full_speed" and chosen is not None and chosen != ratings.full_setting(machine_type):
            continue  # a sub-capacity setting was asked for: full speed is not among the choices
        try:
            sizing.answers[key] = finder.best(key, None if key == objective else OTHERS_BUDGET)
        except _OverBudget:
            sizing.not_computed[key] = (f"{OBJECTIVES[key].name} needs many more models computed for this plan: "
                                        f"choose it as the objective to see its answer")
    sizing.computations = search.computations
    if not finder.pools:
        by_reason: dict[str, list[str]] = {}
        for s, why in sizing.skipped.items():
            by_reason.setdefault(why, []).append(s)
        reasons = "; ".join(why if len(by_reason) == 1 else f"{', '.join(map(setting_label, ss))}: {why}"
                            for why, ss in by_reason.items())
        raise SizingError(f"cicsplan cannot compute the plan on any model of the {info.label}: {reasons}")
    top = sizing.answers.get(objective)
    if top is not None:
        sizing.candidates = finder.listing(top)
    else:
        closest = finder.closest()
        sizing.candidates = [search.described(with_region_counts(search, closest)),
                             *(search.described(c) for c in finder.per_setting_largest() if c.model != closest.model)]
        sizing.unmet = sizing.candidates[0].shortfalls
    sizing.computations = search.computations
    return sizing


class _Finder:
    """The best model by each objective, over the settings' models, skipping what cannot win."""

    def __init__(self, search: Search, settings: tuple[str, ...], sizing: Sizing) -> None:
        self.search = search
        ratings = search.ratings
        self.full = ratings.full_setting(search.machine_type)
        self.pools: dict[str, list[RatedModel]] = {}  # setting -> the models whose CP busy can fit, by CPs
        self.everything: dict[str, list[RatedModel]] = {}
        for s in settings:
            models = [ratings.rating(search.machine_type, s, n) for n in ratings.settings(search.machine_type)[s]
                      if search.min_cps <= n <= MAX_CPS]
            if not models:
                sizing.skipped[s] = f"no model of this setting has {counted(search.min_cps, 'CP')} or more"
                continue
            self.everything[s] = models
        self.sizing = sizing
        self._limit: int | None = None
        self._work_floor: float | None = None

    def expected(self) -> int:
        """About how many computations the search makes: a bisection per setting and a few models each."""
        return sum(2 * max(1, len(m)).bit_length() + 12 for m in self.everything.values()) + 24

    def _floor(self) -> float:
        if self._work_floor is None:
            models = [m for ms in self.everything.values() for m in ms]
            try:
                self._work_floor = self.search.cp_work_floor(models) if models else 0.0
            except EngineRefused:
                self._work_floor = 0.0  # a setting the engine refuses says so below
        return self._work_floor

    def lowest_busy(self, model: RatedModel) -> float:
        """The least general-CP busy (a share) the model can have: the least CP work over its capacity, less what
        rounding the carried existing busy to BUSY_DECIMALS can take off."""
        return self._floor() / self.search.capacity(model) * (1.0 - 1e-6) - 0.5 * 10.0 ** -BUSY_DECIMALS / 100.0

    def _pool(self, setting: str) -> list[RatedModel]:
        """The setting's models whose CP capacity can hold the least CP work at the target busy."""
        if setting not in self.pools and setting in self.everything and setting not in self.sizing.skipped:
            target = self.search.target_pct / 100.0
            self.pools[setting] = [m for m in self.everything[setting] if self.lowest_busy(m) <= target]
        return self.pools.get(setting, [])

    def models(self, settings: list[str] | None = None) -> list[RatedModel]:
        return [m for s in (settings or list(self.everything)) for m in self._pool(s)]

    def speed(self, model: RatedModel) -> float:
        return model.pci / model.cps

    def best(self, objective: str, budget: int | None = None) -> Candidate | None:
        """The best model by ``objective``; _OverBudget when it would take more than ``budget`` computations."""
        self._limit = None if budget is None else self.search.computations + budget
        try:
            return self._best(objective)
        finally:
            self._limit = None

    def _spend(self) -> None:
        if self._limit is not None and self.search.computations > self._limit:
            raise _OverBudget()

    def _best(self, objective: str) -> Candidate | None:
        if objective == "full_speed":
            return self._smallest_msu([self.full]) if self.full in self.everything else None
        if objective == "msu":
            return self._smallest_msu(None)
        if objective == "engines":
            return self._fewest_engines()
        return self._least_consumed()

    # -- the objectives

    def _scan(self, models: list[RatedModel], order: Any, stop: Any = None) -> Iterator[RatedModel]:
        """The models, in ``order``, that fit (with the most zIIPs they allow), skipping those that cannot: slower
        than one a speed-bound limit failed, and every one once a limit no hardware changes fails. ``stop(model)``
        ends the scan (the caller's bound: nothing further can win)."""
        slowest_failed = -math.inf
        for model in sorted(models, key=order):
            self._spend()
            if stop is not None and stop(model):
                return
            if self.speed(model) <= slowest_failed:
                continue
            try:
                c = self.search.at_most(model)
            except EngineRefused as exc:
                self.sizing.skipped.setdefault(model.setting, str(exc))
                continue
            if c.fits:
                yield model
                continue
            kinds = {s.key.partition(":")[0] for s in c.shortfalls}
            if kinds & set(NO_HARDWARE_HELPS):
                return
            if kinds & set(SPEED_BOUND):
                slowest_failed = max(slowest_failed, self.speed(model))

    def _first(self, models: list[RatedModel], order: Any) -> RatedModel | None:
        for model in self._scan(models, order):
            return model
        return None

    def _smallest_msu(self, settings: list[str] | None) -> Candidate | None:
        model = self._first(self.models(settings), msu_order)
        return None if model is None else self.search.sized(model)

    def _fewest_engines(self) -> Candidate | None:
        low = 1 if self.search.needs_ziip else 0
        best: Candidate | None = None

        def beyond(model: RatedModel) -> bool:
            return best is not None and model.cps + low > best.engines

        for model in self._scan(self.models(), lambda m: (m.cps, *msu_order(m)), beyond):
            c = self.search.sized(model)
            if best is None or (c.engines, *msu_order(c.model)) < (best.engines, *msu_order(best.model)):
                best = c
        return best

    def _least_consumed(self) -> Candidate | None:
        models = self.models()
        if not models:
            return None
        bound = self._consumed_bound(models)
        best: Candidate | None = None

        def worst(c: Candidate) -> float:  # the most a model may consume and still tie with ``c`` in whole MSU
            return math.inf if c.lpar_msu is None else round(c.lpar_msu) + 0.5

        def beyond(model: RatedModel) -> bool:
            return best is not None and bound(model) >= worst(best)

        for model in self._scan(models, lambda m: (bound(m), *msu_order(m)), beyond):
            if best is not None and (self.search.at_most(model).lpar_msu or math.inf) > worst(best):
                continue  # even with the most zIIPs (the least spill) it consumes more
            c = self.search.sized(model)
            if best is None or consumed_order(c) < consumed_order(best):
                best = c
        return best

    def _consumed_bound(self, models: list[RatedModel]) -> Any:
        """A lower bound of the MSU each model consumes: the CP work (in PCI) on the model whose zIIPs take the most
        off the CPs, over the model's capacity, times its MSU rating. With an hourly profile the peak four-hour
        average is not proportional to it: no bound (every model is computed)."""
        if self.search.baseline.resolved.scenario.hourly_profile:
            return lambda model: 0.0

        def bound(model: RatedModel) -> float:
            if model.msu is None:
                return math.inf
            return min(max(self.lowest_busy(model), 0.0), 1.0) * model.msu
        return bound

    # -- what is shown beside the answer

    def listing(self, top: Candidate) -> list[Candidate]:
        """The recommended candidate first, the models one CP either side of it, what the other objectives choose,
        then the best of each other setting."""
        search = self.search
        out = [search.described(top)]
        counts = search.ratings.settings(top.model.machine_type)[top.setting]
        for n, note in ((top.cps - 1, "one CP fewer"), (top.cps + 1, "one CP more")):
            if n in counts and search.min_cps <= n <= MAX_CPS:
                model = search.ratings.rating(top.model.machine_type, top.setting, n)
                try:
                    near = search.sized(model)
                    if note == "one CP fewer" and not near.fits:
                        near = search.candidate(model, min(top.ziips, search.most_ziips(model)))
                    out.append(search.described(dataclasses.replace(near, note=note)))
                except EngineRefused:
                    continue
        shown = {(c.model.model, c.ziips) for c in out}
        for key, found in self.sizing.answers.items():
            if found is not None and key != self.sizing.objective and (found.model.model, found.ziips) not in shown:
                out.append(search.described(dataclasses.replace(found, note=OBJECTIVES[key].name)))
                shown.add((found.model.model, found.ziips))
        for s in self.everything:
            if s == top.setting:
                continue
            model = self._first(self._pool(s), msu_order)
            if model is not None:
                c = search.sized(model)
                if (c.model.model, c.ziips) not in shown:
                    out.append(search.described(dataclasses.replace(c, note=f"best {setting_label(s)}")))
                    shown.add((c.model.model, c.ziips))
        return out + self._cheaper_refused(top, {model for model, _ in shown})

    def _cheaper_refused(self, top: Candidate, shown: set[str]) -> list[Candidate]:
        """Per setting, the model of the next lower MSU rating than the recommended one, when it does not fit: why a
        cheaper machine was refused, with its shortfalls (at the most zIIPs it allows), which a buyer asks first."""
        out = []
        for s, models in self.everything.items():
            cheaper = [m for m in models if msu_order(m) < msu_order(top.model)]
            if not cheaper or s in self.sizing.skipped:
                continue
            model = max(cheaper, key=msu_order)
            if model.model in shown:
                continue
            try:
                if self.search.at_most(model).fits:
                    continue  # another objective's answer, not a refusal
                # shown with the recommended zIIPs (the most it allows did not fit either): its shortfalls as a
                # buyer would configure it
                c = self.search.candidate(model, min(top.ziips, self.search.most_ziips(model)))
            except EngineRefused:
                continue
            out.append(self.search.described(dataclasses.replace(c, note=CHEAPER_NOTE)))
        return sorted(out, key=lambda c: msu_order(c.model), reverse=True)

    def per_setting_largest(self) -> list[Candidate]:
        out = []
        for s, models in self.everything.items():
            if s in self.sizing.skipped:
                continue
            try:
                largest = self.search.at_most(models[-1])
                if not largest.fits:  # its zIIPs are the most IBM allows the model: said, so they read as tried
                    largest = dataclasses.replace(
                        largest, note=f"does not fit: the largest {setting_label(s)}, at its most zIIPs")
                out.append(largest)
            except EngineRefused as exc:
                self.sizing.skipped[s] = str(exc)
        return out

    def closest(self) -> Candidate:
        """When nothing fits: the largest model of the setting closest to fitting (fewest limits over, then the
        least the rates would have to shrink)."""
        largest = [self.search.described(c) for c in self.per_setting_largest()]
        return min(largest, key=lambda c: (len(c.shortfalls), -(c.headroom_pct if c.headroom_pct is not None
                                                                 else -math.inf)))


def msu_order(model: RatedModel) -> tuple[float, float, int]:
    """What a planner pays: the model's MSU (software), then its capacity, then engines."""
    return (model.msu if model.msu is not None else math.inf, model.pci, model.cps)


def consumed_order(c: Candidate) -> tuple[float, float, float, int]:
    """Consumed MSU in whole MSU, as IBM's sub-capacity reports give it (a fraction of an MSU is no saving worth a
    larger machine), then what the machine costs."""
    return (round(c.lpar_msu) if c.lpar_msu is not None else math.inf, *msu_order(c.model))


def with_region_counts(search: Search, candidate: Candidate) -> Candidate:
    """The candidate with each per-region shortfall's remedy counted: the fewest regions in the group that bring it
    within its ceiling on this model, found by computing the plan with them."""
    result, hw = search.result(candidate.model, candidate.ziips)
    if result is None:
        return candidate
    regions_now = dict(result.resolved.groups)
    shortfalls = []
    for shortfall in candidate.shortfalls:
        kind, _, group = shortfall.key.partition(":")
        needed = regions_needed(search, hw, shortfall, regions_now.get(group)) if kind in PER_REGION else None
        if needed is not None:
            unit = "%" if shortfall.unit == "%" else " " + shortfall.unit
            cause = PER_REGION[kind]
            tail = ", and more CPs do not help" if kind in SPEED_BOUND else "; no machine helps"
            shortfall = dataclasses.replace(shortfall, fix=(
                f"{counted(needed, 'region')} in region group {group} (it has {regions_now[group]:g}) bring it within "
                f"{shortfall.threshold:g}{unit} on the {candidate.model.model}: {cause}{tail}"))
        shortfalls.append(shortfall)
    return dataclasses.replace(candidate, shortfalls=tuple(shortfalls))


def shortfalls_text(shortfalls: tuple[Shortfall, ...] | list[Shortfall]) -> str:
    """The limits over target, each fix said once after the limits it fixes (a region group's QR CPU and
    dispatch share theirs): '…CPU, region group WOR at 96.1%, above its target of 70% and …dispatch, region
    group WOR at 102.1%, above its target of 90%: more regions in region group WOR …'."""
    by_fix: dict[str, list[str]] = {}
    for shortfall in shortfalls:
        by_fix.setdefault(shortfall.fix, []).append(shortfall.over())
    return "; ".join(f"{' and '.join(overs)}: {fix}" for fix, overs in by_fix.items())


def now_text(result: ScenarioResult) -> str:
    """'The plan now: 3931-706 with 6 CPs and 2 zIIPs, CP busy 4.5%, every limit within its target; QR TCB CPU,
    region group AOR binds first at 11,626 tps (headroom +675.1%)', or what is over its target; '' with errors."""
    if result.errors:
        return ""
    hw = result.resolved.hardware
    head = (f"The plan now: {hw['machine']} with {counted(hw['cps'], 'CP')} and {counted(hw['ziips'], 'zIIP')}, "
            + (f"CP busy {busy_of(result).text()}" if result.resolved.sharing is not None
               else f"CP busy {float(result.env['gcp_busy_pct']):.1f}%"))
    over = [lim for lim in limit_values(result) if lim.value > lim.threshold]
    if over:
        return head + "; " + " and ".join(Shortfall(lim.key, lim.label, lim.value, lim.threshold, lim.unit,
                                                    "").over() for lim in over)
    binding = result.limits().binding
    if binding is None or binding.max_tps is None:
        return head + ", every limit within its target"
    return (head + f", every limit within its target; {binding.label} binds first at {binding.max_tps:,.0f} tps "
            f"(the rates can grow {binding.headroom_pct:+.1f}%)")


FIELD_NAMES = {"machine": "machine", "cps": "CPs", "ziips": "zIIPs", "existing_cp_busy_pct": "existing CP busy",
               "existing_ziip_busy_pct": "existing zIIP busy", "machine_cps": "machine CPs",
               "machine_ziips": "machine zIIPs"}


def hardware_to_set_text(sizing: Sizing, candidate: Candidate) -> str:
    """The Hardware fields using the candidate sets, as --json's hardware and other_lpars give them:
    "machine 3931-616, cps 16, ziips 1, existing_cp_busy_pct 12.87; other LPARs: PRODB busy_pct 89.68"."""
    text = ", ".join(f"{k} {v}" for k, v in candidate.hardware.items())
    if candidate.partitions:
        names = sizing.partition_names
        text += "; other LPARs: " + ", ".join(
            f"{names[row] if row < len(names) else f'row {row + 1}'} {key} {value:g}" for row, key, value
            in candidate.partitions)
    return text


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
        now = ("not given" if value is None else f"{value:g}{unit}" if isinstance(value, float) else str(value))
        parts.append(f"{FIELD_NAMES.get(key, key)} {was} {arrow} {now}")
    if candidate.partitions:  # the machine's other LPARs, their work carried to the candidate
        rows = sorted({row for row, _, _ in candidate.partitions})
        parts.append(f"the busy of {counted(len(rows), 'other LPAR')} as carried there")
    return ", ".join(parts)


def others_text(sizing: Sizing) -> str:
    """'fewest engines: 3931-504 with 3 zIIPs (7 engines, 424 MSU, 378 MSU consumed); ...' for the objectives not
    chosen, in OBJECTIVES' order."""
    parts = []
    for key, objective in OBJECTIVES.items():
        if key == sizing.objective:
            continue
        if key in sizing.not_computed:
            parts.append(sizing.not_computed[key])
            continue
        if key not in sizing.answers:
            continue
        found = sizing.answers[key]
        if found is None:
            parts.append(f"{objective.name}: nothing fits")
            continue
        msu = "" if found.model.msu is None else f", {found.model.msu:,.0f} MSU"
        used = "" if found.lpar_msu is None else f", {found.lpar_msu:,.0f} MSU consumed"
        parts.append(f"{objective.name}: {found.model.model} with {counted(found.ziips, 'zIIP')} "
                     f"({counted(found.engines, 'engine')}{msu}{used})")
    return "; ".join(parts)


def _number(value: float | None, digits: int = 2) -> float | None:
    return None if value is None or not math.isfinite(value) else round(float(value), digits)


def _available_json(busy: BusyOf | None, unit: str) -> dict[str, float | None]:
    kind = "cp" if unit == "cps" else "ziip"
    shared = busy is not None and busy.shared
    return {f"available_{unit}": _number(busy.available, 3) if shared else None,
            f"{kind}_busy_of_available_pct": _number(busy.available_busy_pct) if shared else None}


def sizing_to_json(sizing: Sizing) -> dict[str, Any]:
    """The sizing as ``cicsplan size --json`` prints it: numbers with their units in the names."""
    def candidate(c: Candidate) -> dict[str, Any]:
        return {"model": c.model.model, "machine_type": c.model.machine_type, "capacity_setting": c.setting,
                "cps": c.cps, "ziips": c.ziips, "engines": c.engines, "fits": c.fits, "note": c.note,
                "cp_busy_pct": _number(c.cp_busy_pct), "ziip_busy_pct": _number(c.ziip_busy_pct),
                # on a shared machine: what PR/SM gives the LPAR there, and the busy of that (None: it owns them)
                **_available_json(c.cp_busy if c.computed else None, "cps"),
                **_available_json(c.ziip_busy if c.computed else None, "ziips"),
                "spill_pct": _number(c.spill_pct), "binding_limit": c.binding_label,
                "headroom_pct": _number(c.headroom_pct), "model_pci": _number(c.model.pci),
                "model_msu": _number(c.model.msu), "lpar_msu": _number(c.lpar_msu),
                "slowest_response_ms": _number(c.slowest_response_ms, 4), "slowest_workload": c.slowest_workload,
                "slowest_saturated": c.slowest_response_ms is not None and math.isinf(c.slowest_response_ms),
                "slowest_saturated_on": c.saturated_on,
                "shortfalls": [shortfall(s) for s in c.shortfalls],
                "hardware": {k: (v if not isinstance(v, float) or math.isfinite(v) else None)
                             for k, v in c.hardware.items()},
                # the machine's other LPARs there: their carried busy (and CPs where the pool holds fewer)
                "other_lpars": [{"row": row + 1, "field": key, "value": value} for row, key, value in c.partitions]}

    def shortfall(s: Shortfall) -> dict[str, Any]:
        return {"limit": s.key, "label": s.label, "value": _number(s.value), "threshold": s.threshold,
                "unit": s.unit, "fix": s.fix}

    recommended = sizing.recommended
    return {"machine_type": sizing.machine_type, "machine": sizing.type_label, "scenario": sizing.scenario,
            "capacity_settings": list(sizing.settings), "target_cp_busy_pct": sizing.target_cp_busy_pct,
            "objective": sizing.objective, "objective_name": OBJECTIVES[sizing.objective].name,
            "recommended": recommended.model.model if recommended else None,
            "recommended_because": sizing.because if recommended else None,
            "by_objective": {key: (None if found is None else {"model": found.model.model, "cps": found.cps,
                                                               "ziips": found.ziips, "engines": found.engines,
                                                               "model_msu": _number(found.model.msu),
                                                               "lpar_msu": _number(found.lpar_msu)})
                             for key, found in sizing.answers.items()},
            "objectives_not_computed": dict(sizing.not_computed),
            "min_cps": sizing.min_cps, "plan_now": sizing.now,
            "candidates": [candidate(c) for c in sizing.candidates],
            "unmet": [shortfall(s) for s in sizing.unmet],
            "settings_not_computed": {s: why for s, why in sizing.skipped.items()},
            "notes": list(sizing.notes), "computations": sizing.computations}
