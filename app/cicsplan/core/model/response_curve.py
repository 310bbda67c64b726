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
from typing import TYPE_CHECKING, Any

import numpy as np

from cicsplan.core.common.json_numbers import rounded, rounded_row_texts, rounded_rows, rounded_texts
from cicsplan.core.common.records import dataclass
from cicsplan.core.model.limits import response_thresholds
from cicsplan.core.model.sweep import at_factors

if TYPE_CHECKING:
    from cicsplan.core.catalog.catalog import Catalog
    from cicsplan.core.model.result import ScenarioResult

KNEE_MULTIPLE = 2.0  # the knee: the response time at twice its unloaded time
POINTS = 60
SLOWEST_SHOWN = 5  # a chart draws the workloads with the longest response at the planned rates
# a target up to this many times the curves' top is drawn as a line (the axis lifted to it); above, as a mark
TARGET_STRETCH = 3.0


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


def shown_targets(result: ScenarioResult, shown: list[int]) -> list[tuple[int, float]]:
    """(workload, target in ms) of each drawn workload with a response-time target: the charts draw it as a level
    line in the workload's colour, or as a mark at the top edge when it is far above the curves (response_axis)."""
    return [(i, ms) for i, ms, _ in response_thresholds(result) if i in shown and math.isfinite(ms)]


@dataclass(frozen=True)
class ResponseAxis:
    """The response chart's y axis, the same in the workbook and the PDF: its top (ms), the targets drawn as level
    lines within it, and those far above the curves, shown as a mark at the top edge instead of stretching the axis
    (a 200 ms target over curves of 0.5 ms laid every curve on the x axis: trial 3, 2.1)."""

    top_ms: float
    drawn: list[tuple[int, float]]  # (workload, target ms) within the axis
    above: list[tuple[int, float]]  # (workload, target ms) above the chart


def response_axis(result: ScenarioResult, curve: ResponseCurve, shown: list[int]) -> ResponseAxis:
    """The y axis for the curves of ``shown``: up to the highest curve, or four times the slowest planned response
    when a curve saturates; a target up to TARGET_STRETCH times that is drawn (the axis lifted to show it)."""
    finite = curve.response_ms[:, shown][np.isfinite(curve.response_ms[:, shown])]
    planned_top_ms = max((curve.at_planned(i) for i in shown), default=1.0)
    curves_top_ms = min(float(np.max(finite)) if len(finite) else 1.0, max(4.0 * planned_top_ms, 1e-6)) * 1.1
    targets = shown_targets(result, shown)
    drawn = [(i, ms) for i, ms in targets if ms <= TARGET_STRETCH * curves_top_ms]
    above = [(i, ms) for i, ms in targets if ms > TARGET_STRETCH * curves_top_ms]
    return ResponseAxis(max([curves_top_ms] + [ms * 1.15 for _, ms in drawn]), drawn, above)


def above_text(ms: float) -> str:
    """The words of a target's mark at the chart's top edge."""
    return f"▲ target {ms:g} ms, above the chart"


def response_curve(result: ScenarioResult, catalog: Catalog, points: int = POINTS) -> ResponseCurve | None:
    """The curve from no load to a little past where the first queue saturates (or twice the planned rates when none
    does); None when the plan has errors or no rate."""
    cached = result._curve
    if cached is not None and cached[0] is catalog and cached[1] == points:
        return cached[2]  # the workbook's charts, the report and --json ask for the same curve
    curve = _curve(result, catalog, points)
    result._curve = (catalog, points, curve)
    return curve


def _curve(result: ScenarioResult, catalog: Catalog, points: int) -> ResponseCurve | None:
    r = result.resolved
    planned = float(result.env["total_tps"])
    if result.errors or planned <= 0 or not r.n:
        return None
    runs = _Runs(result, catalog)
    top = _saturation_factor(runs, r.valid)
    factors = np.linspace(0.0, top, points)
    # in chunks of points (sweep.at_factors): the 60 points of 10,000 workloads at once held 600 MB
    out = at_factors(result, catalog, factors, ("response_ms", "response_unloaded_ms"))
    response = out["response_ms"].reshape(len(factors), -1)
    unloaded = out["response_unloaded_ms"].reshape(len(factors), -1)
    response[:, ~r.valid] = np.nan
    totals = factors * planned
    knees = _knees(totals, response, unloaded)
    return ResponseCurve(totals, response, knees, planned, tuple(r.names))


class _Runs:
    """The response times with every rate scaled by each of some factors (sweep.at_factors: the inputs gathered once
    per result, the points run in batches of at most sweep.CHUNK_CELLS cells)."""

    def __init__(self, result: ScenarioResult, catalog: Catalog) -> None:
        self.result, self.catalog = result, catalog
        self.cells = max(1, result.resolved.n * len(result.table.spaces))

    def responses(self, factors: np.ndarray) -> np.ndarray:
        """(factors, workloads) response times."""
        factors = np.asarray(factors, dtype=float)
        return at_factors(self.result, self.catalog, factors, ("response_ms",))["response_ms"].reshape(
            len(factors), -1)

    @property
    def largest_batch(self) -> int:
        """The most factors one batch of a search evaluates: a large plan's batch holds its cells for each factor."""
        return int(np.clip(SEARCH_CELLS // self.cells, FIRST_BATCH, 32))


SEARCH_CELLS = 200_000  # cells (workloads x address spaces x factors) a search batch may hold
FIRST_BATCH = 4  # the first batch of a search: the planned rates usually saturate within a few doublings


def _saturation_factor(runs: _Runs, valid: np.ndarray) -> float:
    """The rate factor just past where the first queue saturates (the curve's last point is the wall), or twice the
    planned rates when no queue saturates within a million times them.

    The factors tried are fixed: the doublings 1, 2, 4, ... 2^20, then twice 32 points evenly between the last
    factor that does not saturate and the first that does (within 0.1 % of where it saturates). Each list is
    computed from its start, a batch at a time, until a batch holds a saturated factor (_first_saturated)."""
    def saturated(factors: np.ndarray) -> np.ndarray:
        return ~np.all(np.isfinite(runs.responses(factors)[:, valid]), axis=1)

    doubling = 2.0 ** np.arange(0, 21)
    first = _first_saturated(doubling, saturated, runs.largest_batch)
    if first is None:
        return 2.0
    lo, hi = (0.0 if first == 0 else doubling[first - 1]), doubling[first]
    for _ in range(2):  # two rounds of 32 points: within 0.1 % of where it saturates
        grid = np.linspace(lo, hi, 33)[1:]
        k = _first_saturated(grid, saturated, runs.largest_batch)
        k = len(grid) - 1 if k is None else k
        lo, hi = (grid[k - 1] if k > 0 else lo), grid[k]
    return float(hi)


def _first_saturated(factors: np.ndarray, saturated, largest_batch: int) -> int | None:
    """The index of the first of ``factors`` at which ``saturated`` (an array of factors -> a flag for each) holds,
    or None when it holds at none. The factors are computed in order, in batches of FIRST_BATCH doubling up to
    ``largest_batch``, and no further than the batch that holds the first: the same index as computing them all,
    whatever the flags (a queue that saturates may read as unsaturated again further on, a pool that spills)."""
    start, size = 0, min(FIRST_BATCH, largest_batch)
    while start < len(factors):
        batch = factors[start:start + size]
        hits = np.flatnonzero(saturated(batch))
        if len(hits):
            return start + int(hits[0])
        start += len(batch)
        size = min(size * 2, largest_batch)
    return None


def _knees(totals: np.ndarray, response: np.ndarray, unloaded: np.ndarray) -> np.ndarray:
    """Each workload's knee (its column of ``response``, points by workloads): the first total rate where its response
    reaches KNEE_MULTIPLE x its unloaded time, linear between points; the point before where the response jumps to
    saturated, the first point where it starts there; NaN where it never does. Every workload at once: one at a
    time took a quarter of a second at 10,000 workloads."""
    with np.errstate(invalid="ignore", divide="ignore"):
        ratio = np.where(unloaded > 0, response / unloaded, np.nan)
        above = ratio >= KNEE_MULTIPLE
        first = np.argmax(above, axis=0)  # the first point at or above, per workload (0 where none is)
        workloads = np.arange(ratio.shape[1])
        before = np.maximum(first - 1, 0)
        r0, r1 = ratio[before, workloads], ratio[first, workloads]
        t0, t1 = totals[before], totals[first]
        between = t0 + (KNEE_MULTIPLE - r0) * (t1 - t0) / (r1 - r0)
    knees = np.where(first == 0, totals[0], np.where(np.isfinite(r1), between, t0))
    knees[~above.any(axis=0)] = np.nan
    return knees


def curve_json(curve: ResponseCurve | None, written: bool = False) -> dict[str, Any] | None:
    """The ``response_curve`` of ``compute --json`` totals (docs/result-format.md); ``written``: its workloads
    already written as their lines of text, for the writer only (result_json.result_to_json)."""
    if curve is None:
        return None
    return {"total_tps": rounded(curve.total_tps, 6), "planned_tps": round(curve.planned_tps, 6),
            "knee_rule": f"the response time at {KNEE_MULTIPLE:g} x its unloaded time",
            "workloads": _curve_lines(curve) if written else [
                {"name": name, "response_ms": row, "knee_tps": knee} for name, row, knee in zip(
                    curve.names, rounded_rows(curve.response_ms.T, 6), rounded(curve.knee_tps, 6), strict=True)]}


def _curve_lines(curve: ResponseCurve) -> Any:
    """The curve's ``workloads`` as json_text.Lines: each workload's line put together from its name's text and
    its row of the points' table written at once from numpy (json_numbers.rounded_row_texts), the text the
    objects above give, byte for byte (tests/cli/test_json_layout.py)."""
    from cicsplan.core.common.json_text import Lines, interleaved, value_texts  # imports orjson: only to write

    if not curve.names:
        return []
    return Lines.joined(interleaved([
        b'\n{"name":', value_texts(list(curve.names)), b',"response_ms":[',
        rounded_row_texts(curve.response_ms.T, 6), b'],"knee_tps":', rounded_texts(curve.knee_tps, 6), b"}"],
        len(curve.names)))
