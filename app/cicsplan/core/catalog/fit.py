"""Least-squares lines through measured rows, and the rule that leaves saturated rows out.

CPU% of an address space = fixed + slope x ETR. The fixed part may not be negative: a
negative intercept is the curvature of a busy system, not a cost, so the fit then goes
through the origin (the constrained least-squares optimum).
"""

from __future__ import annotations

import numpy as np

from cicsplan.core.common.records import dataclass


@dataclass(frozen=True)
class LineFit:
    fixed_pct: float  # percent of one engine at zero rate (>= 0)
    slope_pct_per_tps: float  # percent of one engine per transaction per second
    unconstrained_fixed_pct: float  # what unconstrained least squares gave
    fixed_forced_to_zero: bool
    r2: float | None  # None when the rows do not vary
    residuals_pct: tuple[float, ...]  # measured minus fitted, per row used
    rows_used: tuple[int, ...]

    def at(self, tps: np.ndarray | float) -> np.ndarray | float:
        return self.fixed_pct + self.slope_pct_per_tps * tps


def summed_line(parts: list[LineFit], x: np.ndarray, y: np.ndarray) -> LineFit:
    """The line that is the sum of ``parts`` (fitted over the same rows), judged against ``y``."""
    rows = parts[0].rows_used
    fixed = sum(p.fixed_pct for p in parts)
    slope = sum(p.slope_pct_per_tps for p in parts)
    xs, ys = x[list(rows)], y[list(rows)]
    residuals = ys - (fixed + slope * xs)
    spread = float(((ys - ys.mean()) ** 2).sum())
    r2 = 1.0 - float((residuals**2).sum()) / spread if spread > 1e-12 else None
    return LineFit(fixed_pct=fixed, slope_pct_per_tps=slope,
                   unconstrained_fixed_pct=sum(p.unconstrained_fixed_pct for p in parts),
                   fixed_forced_to_zero=any(p.fixed_forced_to_zero for p in parts), r2=r2,
                   residuals_pct=tuple(float(r) for r in residuals), rows_used=rows)


def fit_line(x: np.ndarray, y: np.ndarray, rows: tuple[int, ...]) -> LineFit:
    """Fit y = a + b x with a >= 0 and b >= 0 over the given rows."""
    xs, ys = x[list(rows)], y[list(rows)]
    if len(xs) >= 2 and np.ptp(xs) > 0:
        b_free, a_free = np.polyfit(xs, ys, 1)
    else:
        a_free, b_free = 0.0, float(ys.mean() / xs.mean()) if xs.mean() else 0.0
    a, b = float(a_free), float(b_free)
    forced = False
    if a < 0:
        forced = True
        a, b = 0.0, float(xs @ ys / (xs @ xs)) if xs @ xs else 0.0
    if b < 0:
        a, b = float(max(ys.mean(), 0.0)), 0.0
    fitted = a + b * xs
    residuals = ys - fitted
    spread = float(((ys - ys.mean()) ** 2).sum())
    r2 = 1.0 - float((residuals**2).sum()) / spread if spread > 1e-12 else None
    return LineFit(fixed_pct=a, slope_pct_per_tps=b, unconstrained_fixed_pct=float(a_free),
                   fixed_forced_to_zero=forced, r2=r2,
                   residuals_pct=tuple(float(r) for r in residuals), rows_used=tuple(rows))


@dataclass(frozen=True)
class SaturationRule:
    resp_factor: float = 2.0
    resp_margin_ms: float = 3.0
    cost_rise_pct: float = 3.0
    min_rows: int = 3

    def describe(self) -> str:
        return (f"from the highest rate down, a row is saturated when its response time is at least "
                f"{self.resp_factor:g}x and {self.resp_margin_ms:g} ms above the lowest response time "
                f"of the rows below it, or its CPU per transaction is more than {self.cost_rise_pct:g}% "
                f"above the lowest of the rows below it; the first row that is not stops the rule, and "
                f"at least {self.min_rows} rows are always kept")


@dataclass(frozen=True)
class SaturatedRow:
    index: int
    reason: str


def saturated_rows(etr: np.ndarray, resp_ms: np.ndarray, cost_ms: np.ndarray,
                   rule: SaturationRule) -> tuple[SaturatedRow, ...]:
    """Rows at the top of the rate range where response time or cost per transaction climbs."""
    order = np.argsort(etr)
    keep_at_least = min(rule.min_rows, len(etr))
    found: list[SaturatedRow] = []
    for position in range(len(order) - 1, 0, -1):
        if len(etr) - len(found) <= keep_at_least:
            break
        row = int(order[position])
        below = order[:position]
        resp_floor, cost_floor = float(resp_ms[below].min()), float(cost_ms[below].min())
        reasons = []
        if resp_ms[row] >= rule.resp_factor * resp_floor and resp_ms[row] - resp_floor >= rule.resp_margin_ms:
            reasons.append(f"response time {resp_ms[row]:g} ms against {resp_floor:g} ms at lower rates")
        rise = (cost_ms[row] / cost_floor - 1.0) * 100.0 if cost_floor > 0 else 0.0
        if rise > rule.cost_rise_pct:
            reasons.append(f"CPU per transaction {cost_ms[row]:.3f} ms, {rise:.1f}% above the lowest "
                           f"at lower rates ({cost_floor:.3f} ms)")
        if not reasons:
            break
        found.append(SaturatedRow(row, "; ".join(reasons)))
    return tuple(sorted(found, key=lambda s: s.index))
