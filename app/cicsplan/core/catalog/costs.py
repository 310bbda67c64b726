"""From measured rows to cost coefficients, per address space, by either method.

* published: the average over the rows of CPU% / ETR x 10, as the papers compute it;
* fitted: CPU% = fixed + slope x ETR by least squares, fixed >= 0, saturated rows left out.

Each address space gets a total cost (general CPs + zIIP), its zIIP-eligible part and the
share of the eligible part that ran on general CPs in the measurement (AAPCP). That split
is what the hardware-scaling layer redistributes on the target's zIIPs.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from cicsplan.core.catalog import costs_cache
from cicsplan.core.catalog.catalog import TOTAL_KINDS, IngressModel, installation_folder, installation_models
from cicsplan.core.catalog.fit import LineFit, SaturatedRow, SaturationRule, fit_line, saturated_rows, summed_line
from cicsplan.core.common.records import dataclass

METHODS = ("published", "fitted")
METHOD_NAMES = {"published": "published method (average of CPU% / ETR over the measured rows)",
                "fitted": "fitted line (CPU% = fixed + slope x ETR, fixed >= 0, saturated rows out)"}


@dataclass(frozen=True)
class AddressSpaceCost:
    address_space: str
    fixed_pct: float  # percent of one engine at zero rate; 0 for the published method
    total_ms: float  # ms per transaction on general CPs and zIIPs together (marginal when fitted)
    eligible_fixed_pct: float
    eligible_ms: float  # zIIP-eligible ms per transaction
    spill_share: float  # share of eligible work that ran on general CPs in the measurement
    derivation: str  # how the figures were obtained, for the formula bar and reports
    rows_used: tuple[int, ...]
    fit_total: LineFit | None = None
    fit_eligible: LineFit | None = None

    @property
    def gcp_ms(self) -> float:
        """Time on general CPs at the reference: non-eligible work plus eligible work that spilled."""
        return self.total_ms - self.eligible_ms * (1.0 - self.spill_share)

    @property
    def ziip_ms(self) -> float:
        return self.eligible_ms * (1.0 - self.spill_share)


@dataclass(frozen=True)
class ModelCosts:
    model_id: str
    method: str
    by_as: dict[str, AddressSpaceCost]
    saturated: tuple[SaturatedRow, ...]
    rule: SaturationRule

    @property
    def total_ms(self) -> float:
        return sum(c.total_ms for c in self.by_as.values())

    @property
    def fixed_pct(self) -> float:
        return sum(c.fixed_pct for c in self.by_as.values())

    def total_ms_at(self, tps: float) -> float:
        """Cost per transaction of this model running alone at ``tps`` (fixed part included)."""
        return sum(c.total_ms + c.fixed_pct * 10.0 / tps for c in self.by_as.values())

    def r2_total(self, model: IngressModel) -> float | None:
        """R^2 of the model's summed fitted CPU% against the rows used (fitted method only)."""
        if self.method != "fitted":
            return None
        m = model.measurements
        rows = [i for i in range(len(m.rows)) if i not in {s.index for s in self.saturated}]
        measured = sum(m.total_pct(a) for a in m.address_spaces)[rows]
        fitted = sum(c.fixed_pct + c.total_ms / 10.0 * m.etr[rows] for c in self.by_as.values())
        spread = float(((measured - measured.mean()) ** 2).sum())
        return 1.0 - float(((measured - fitted) ** 2).sum()) / spread if spread > 0 else None


def derive_costs(model: IngressModel, method: str, rule: SaturationRule | None = None) -> ModelCosts:
    """Cost coefficients for ``model`` by ``method``; cached, the inputs are immutable."""
    return _derive(model, method, rule or SaturationRule())


# Bounded: every calibration (each pause while editing the dialog) makes new models, and an unbounded cache
# would keep each one for the life of the process. The catalog's own 21 models x 2 methods x a few rules fit.
COST_CACHE_SIZE = 512


@lru_cache(maxsize=COST_CACHE_SIZE)
def _saturation(model: IngressModel, rule: SaturationRule) -> tuple[SaturatedRow, ...]:
    m = model.measurements
    return saturated_rows(m.etr, m.resp_ms, m.parts_total_ms, rule)


@lru_cache(maxsize=COST_CACHE_SIZE)
def _derive(model: IngressModel, method: str, rule: SaturationRule) -> ModelCosts:
    if method not in METHODS:
        raise ValueError(f"cost method {method!r}; allowed: {', '.join(METHODS)}")
    kept = _kept(model, rule)
    return kept[method] if kept is not None else _derive_now(model, method, rule)


def _kept(model: IngressModel, rule: SaturationRule) -> dict[str, Any] | None:
    """What is derived from a model of the installation's folder at the default saturation rule (both methods'
    costs and the busiest run), as the data cache keeps it between processes; None for any other model or rule."""
    folder = installation_folder(model)
    if folder is None or rule != SaturationRule():
        return None
    return _installation_costs(folder).get(model.id)


@lru_cache(maxsize=4)
def _installation_costs(folder: Path) -> dict[str, dict[str, Any]]:
    """By model id, what ``_kept`` gives: read from the data cache, else derived for every model of the folder
    (a command derives them all anyway) and kept there."""
    def build() -> dict[str, dict[str, Any]]:
        rule = SaturationRule()
        models = {model.id: model for model in installation_models(folder)}
        out: dict[str, dict[str, Any]] = {}
        for model_id, model in models.items():
            derived = {method: _derive_now(model, method, rule) for method in METHODS}
            out[model_id] = {**derived, "busiest": _busiest_now(model, rule, derived)}
        return out

    ids = {model.id for model in installation_models(folder)}
    return costs_cache.derived(folder, ids, build, (ModelCosts, AddressSpaceCost, LineFit, SaturatedRow,
                                                    SaturationRule, BusiestRun))


def _derive_now(model: IngressModel, method: str, rule: SaturationRule) -> ModelCosts:
    m = model.measurements
    saturated = _saturation(model, rule)
    all_rows = tuple(range(len(m.rows)))
    kept = tuple(i for i in all_rows if i not in {s.index for s in saturated})
    by_as: dict[str, AddressSpaceCost] = {}
    for space in m.address_spaces:
        total, eligible, aapcp = m.total_pct(space), m.eligible_pct(space), m.cpu_pct(space, "aapcp")
        labels = _labels(model, space)
        if method == "published":
            per_row = total / m.etr * 10.0
            elig_row = eligible / m.etr * 10.0
            total_ms, eligible_ms = float(per_row.mean()), float(elig_row.mean())
            spill_ms = float((aapcp / m.etr * 10.0).mean())
            by_as[space] = AddressSpaceCost(
                address_space=space, fixed_pct=0.0, total_ms=total_ms, eligible_fixed_pct=0.0,
                eligible_ms=eligible_ms, spill_share=spill_ms / eligible_ms if eligible_ms > 0 else 0.0,
                derivation=f"mean over {_rows_text(all_rows)} of ({labels}) / ETR x 10; "
                           f"{model.citation}",
                rows_used=all_rows)
        else:
            # Fit the non-eligible and the eligible parts separately (each >= 0) so the eligible
            # part can never exceed the total at any rate; the total line is their sum.
            elig_line = fit_line(m.etr, eligible, kept)
            other_line = fit_line(m.etr, total - eligible, kept)
            line = summed_line([other_line, elig_line], m.etr, total)
            eligible_sum = float(eligible[list(kept)].sum())
            spill = float(aapcp[list(kept)].sum()) / eligible_sum if eligible_sum > 0 else 0.0
            by_as[space] = AddressSpaceCost(
                address_space=space, fixed_pct=line.fixed_pct, total_ms=line.slope_pct_per_tps * 10.0,
                eligible_fixed_pct=elig_line.fixed_pct, eligible_ms=elig_line.slope_pct_per_tps * 10.0,
                spill_share=spill,
                derivation=f"least-squares lines of ({labels}) against ETR over {_rows_text(kept)} "
                           f"(eligible and other work fitted apart), fixed >= 0; {model.citation}",
                rows_used=kept, fit_total=line, fit_eligible=elig_line)
    return ModelCosts(model_id=model.id, method=method, by_as=by_as, saturated=saturated, rule=rule)


def _labels(model: IngressModel, space: str) -> str:
    cols = [c.label for c in model.measurements.columns
            if c.address_space == space and c.kind in TOTAL_KINDS]
    return " + ".join(f"'{c}'" for c in cols)


def _rows_text(rows: tuple[int, ...]) -> str:
    if not rows:
        return "no rows"
    numbers = [r + 1 for r in rows]
    if numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"rows {numbers[0]}-{numbers[-1]}" if len(numbers) > 1 else f"row {numbers[0]}"
    return "rows " + ", ".join(str(n) for n in numbers)


def model_prediction_ms(model: IngressModel, costs: ModelCosts) -> np.ndarray:
    """Total ms per transaction the costs predict at each measured row's ETR."""
    etr = model.measurements.etr
    return sum(c.total_ms + c.fixed_pct * 10.0 / etr for c in costs.by_as.values())


OBSERVED_LABEL = "observed one-region throughput, not a limit proven"


@dataclass(frozen=True)
class OneRegionThroughput:
    """What the measured single region sustained, read from its table by the saturation rule.

    Every table of the Ways into CICS Redpaper is one server region ("The measurements were restricted to a
    single CICS region", Methodology). The highest row the rule does not flag is what one region was seen to
    do without saturating; the lowest flagged row is where it was saturating. Where no row is flagged the
    table's top rate is only a lower bound of what one region can do."""

    tps: float  # the highest unsaturated row's rate
    row: int  # its index
    table: str
    machine: str  # "2817-779 LPAR of 3 CPs"
    saturating_tps: float | None  # the lowest flagged row's rate, None when not reached
    saturating_row: int | None
    reason: str  # why that row is flagged ("" when not reached)

    @property
    def reached(self) -> bool:
        return self.saturating_tps is not None

    @property
    def status(self) -> str:
        """'saturating at 3,560.45 tps (row 5: response time 9 ms against 1 ms at lower rates)' or
        'not reached (a lower bound)'."""
        if self.saturating_tps is None:
            return "not reached (a lower bound)"
        return f"saturating at {self.saturating_tps:,.2f} tps (row {self.saturating_row + 1}: {self.reason})"

    @property
    def where(self) -> str:
        """'Table 8 row 4, 2817-779 LPAR of 3 CPs'."""
        return f"{self.table} row {self.row + 1}, {self.machine}"

    def text(self) -> str:
        """The figure as every view states it, with its label, source and status."""
        return f"{self.tps:,.2f} tps ({self.where}; {self.status}): {OBSERVED_LABEL}"


@lru_cache(maxsize=COST_CACHE_SIZE)
def one_region_throughput(model: IngressModel, rule: SaturationRule | None = None) -> OneRegionThroughput:
    """The observed one-region throughput of ``model`` by the (editable) saturation rule; cached (the inputs are
    immutable): every recalculation asks it of each method its workloads use."""
    m = model.measurements
    flagged = {s.index: s.reason for s in _saturation(model, rule or SaturationRule())}
    kept = [i for i in range(len(m.rows)) if i not in flagged]
    row = max(kept, key=lambda i: m.etr[i])
    first = min(flagged, key=lambda i: m.etr[i]) if flagged else None
    ref = model.reference
    return OneRegionThroughput(
        tps=float(m.etr[row]), row=row, table=m.table, machine=f"{ref.machine} LPAR of {ref.lpar_cps} CPs",
        saturating_tps=None if first is None else float(m.etr[first]), saturating_row=first,
        reason="" if first is None else flagged[first])


@dataclass(frozen=True)
class BusiestRun:
    """The most of its LPAR's general CPs a method's measured runs put in its address spaces: the measured figure,
    or what either cost method computes at that row, whichever is more. The run fitted in the LPAR, so no more
    than 1 - this share of the LPAR was left for the work the tables do not list (uncaptured time)."""

    cp_share: float  # address-space general-CP time / the LPAR's CPs, at its busiest (0..1 and more)
    row: int
    etr: float
    table: str


@lru_cache(maxsize=COST_CACHE_SIZE)
def busiest_run(model: IngressModel, rule: SaturationRule | None = None) -> BusiestRun:
    """The busiest of ``model``'s measured rows on its own LPAR, in the address spaces' general-CP time (eligible
    work that ran on CPs included), measured and as the published and fitted costs give it there."""
    rule = rule or SaturationRule()
    kept = _kept(model, rule)
    return kept["busiest"] if kept is not None else _busiest_now(model, rule)


def _busiest_now(model: IngressModel, rule: SaturationRule,
                 derived: dict[str, ModelCosts] | None = None) -> BusiestRun:
    m = model.measurements
    cps = float(model.reference.lpar_cps)
    measured = sum(m.total_pct(a) - m.cpu_pct(a, "ziip") for a in m.address_spaces)
    shares = [np.asarray(measured, dtype=float)]
    for method in METHODS:
        costs = derived[method] if derived is not None else _derive(model, method, rule)
        shares.append(sum(c.fixed_pct - c.eligible_fixed_pct * (1.0 - c.spill_share) + c.gcp_ms * m.etr / 10.0
                          for c in costs.by_as.values()))
    per_row = np.max(np.vstack(shares), axis=0) / (100.0 * cps)
    row = int(np.argmax(per_row))
    return BusiestRun(float(per_row[row]), row, float(m.etr[row]), m.table)
