"""The response-time curve: each workload's response time as the plan's total rate grows (every rate by the same
factor), from no load to where a queue saturates, with each workload's knee.

The knee is where the response time reaches twice its unloaded time (CPU and other latency with no queueing): the
queueing then adds as much as the work itself, and every further transaction adds more than the one before. The
rule is a convention of this curve, not a measured figure; the response-time targets (limits) are what a planner
sets.

Computed by the engine itself at every point (one batched run of the calculation's steps), so the curve and the
figures at the planned rates cannot disagree.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from cicsplan.core.model.sweep import at_factors

if TYPE_CHECKING:
    from cicsplan.core.catalog.catalog import Catalog
    from cicsplan.core.model.result import ScenarioResult

KNEE_MULTIPLE = 2.0  # the knee: the response time at twice its unloaded time
POINTS = 60
SLOWEST_SHOWN = 5  # a chart draws the workloads with the longest response at the planned rates


@dataclass(frozen=True)
class ResponseCurve:
    total_tps: np.ndarray  # (points,) the plan's total rate at each point
    response_ms: np.ndarray  # (points, workloads) inf where a queue is saturated
    knee_tps: np.ndarray  # (workloads,) the total rate at each workload's knee; nan where the curve has none
    planned_tps: float
    names: tuple[str, ...]

    def slowest(self, count: int = SLOWEST_SHOWN) -> list[int]:
        """The workloads with the longest response time at the planned rates (finite ones first)."""
        at_plan = np.array([self.at_planned(i) for i in range(len(self.names))])
        order = np.argsort(np.where(np.isfinite(at_plan), -at_plan, -np.inf), kind="stable")
        return [int(i) for i in order[:count]]

    def at_planned(self, workload: int) -> float:
        return float(np.interp(self.planned_tps, self.total_tps, self.response_ms[:, workload]))


def response_curve(result: ScenarioResult, catalog: Catalog, points: int = POINTS) -> ResponseCurve | None:
    """The curve from no load to a little past where the first queue saturates (or twice the planned rates when none
    does); None when the plan has errors or no rate."""
    r = result.resolved
    planned = float(result.env["total_tps"])
    if result.errors or planned <= 0 or not r.n:
        return None
    top = _saturation_factor(result, catalog)
    factors = np.linspace(0.0, top, points)
    # in chunks of points (sweep.at_factors): the 60 points of 10,000 workloads at once held 600 MB
    out = at_factors(result, catalog, factors, ("response_ms", "response_unloaded_ms"))
    response = out["response_ms"].reshape(len(factors), -1)
    unloaded = out["response_unloaded_ms"].reshape(len(factors), -1)
    response[:, ~r.valid] = np.nan
    totals = factors * planned
    knees = np.array([_knee(totals, response[:, i], unloaded[:, i]) for i in range(r.n)])
    return ResponseCurve(totals, response, knees, planned, tuple(r.names))


def _saturation_factor(result: ScenarioResult, catalog: Catalog) -> float:
    """The rate factor just past where the first queue saturates (the curve's last point is the wall), or twice the
    planned rates when no queue saturates within a million times them. Each search round is one batched run."""
    def finite(factors: np.ndarray) -> np.ndarray:
        response = _responses(result, catalog, factors)[:, result.resolved.valid]
        return np.all(np.isfinite(response), axis=1)

    doubling = 2.0 ** np.arange(0, 21)
    ok = finite(doubling)
    if ok.all():
        return 2.0
    first = int(np.argmin(ok))  # the first factor that saturates
    lo, hi = (0.0 if first == 0 else doubling[first - 1]), doubling[first]
    for _ in range(2):  # two rounds of 32 points: within 0.1 % of where it saturates
        grid = np.linspace(lo, hi, 33)[1:]
        inside = finite(grid)
        k = int(np.argmin(inside)) if not inside.all() else len(grid) - 1
        lo, hi = (grid[k - 1] if k > 0 else lo), grid[k]
    return float(hi)


def _responses(result: ScenarioResult, catalog: Catalog, factors: np.ndarray) -> np.ndarray:
    """(factors, workloads) response times with every rate scaled by each factor."""
    return at_factors(result, catalog, factors, ("response_ms",))["response_ms"].reshape(len(factors), -1)


def _knee(totals: np.ndarray, response: np.ndarray, unloaded: np.ndarray) -> float:
    """The first total rate where the response reaches KNEE_MULTIPLE x its unloaded time (linear between points)."""
    with np.errstate(invalid="ignore"):
        ratio = np.where(unloaded > 0, response / unloaded, np.nan)
    above = np.flatnonzero(ratio >= KNEE_MULTIPLE)
    if not len(above):
        return math.nan
    i = int(above[0])
    if i == 0 or not np.isfinite(ratio[i]):
        return float(totals[i - 1]) if i > 0 else float(totals[0])
    r0, r1 = ratio[i - 1], ratio[i]
    return float(totals[i - 1] + (KNEE_MULTIPLE - r0) * (totals[i] - totals[i - 1]) / (r1 - r0))


def curve_json(curve: ResponseCurve | None) -> dict[str, Any] | None:
    """The ``response_curve`` of ``compute --json`` totals (docs/result-format.md)."""
    if curve is None:
        return None

    def nums(values: np.ndarray) -> list[float | None]:
        return [round(float(v), 6) if math.isfinite(v) else None for v in values]

    return {"total_tps": nums(curve.total_tps), "planned_tps": round(curve.planned_tps, 6),
            "knee_rule": f"the response time at {KNEE_MULTIPLE:g} x its unloaded time",
            "workloads": [{"name": name, "response_ms": nums(curve.response_ms[:, i]),
                           "knee_tps": nums(curve.knee_tps[i:i + 1])[0]} for i, name in enumerate(curve.names)]}
