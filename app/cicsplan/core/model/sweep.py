"""What happens to the whole plan as its rates grow: the engine re-run with every rate scaled.

Used by the utilisation chart, the limits (maximum rate, headroom) and the reports. Inputs are
resolved once; each point reruns only the vectorised steps.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.model import calc
from cicsplan.core.model.calc_inputs import calculation_inputs
from cicsplan.core.model.result import ScenarioResult

TOTALS = ("total_tps", "gcp_engines", "ziip_engines", "gcp_lpar_engines", "gcp_busy_pct", "ziip_busy_pct",
          "spill_share", "ziip_pool_busy", "gcp_available_busy_pct")


def totals_at(result: ScenarioResult, catalog: Catalog, factor: float) -> dict[str, float]:
    """The plan's totals with every workload's rate multiplied by ``factor``."""
    r = result.resolved
    scaled = dataclasses.replace(r, tps=r.tps * factor)
    env, ctx = calculation_inputs(scaled, result.table, catalog, result.shape)
    with np.errstate(all="ignore"):
        calc.run(env, ctx)
    return {key: float(env[key]) for key in TOTALS}


def workload_values_at(result: ScenarioResult, catalog: Catalog, factor: float, key: str) -> np.ndarray:
    """A per-workload quantity (``response_ms``, ...) with every workload's rate multiplied by ``factor``."""
    r = result.resolved
    scaled = dataclasses.replace(r, tps=r.tps * factor)
    env, ctx = calculation_inputs(scaled, result.table, catalog, result.shape)
    with np.errstate(all="ignore"):
        calc.run(env, ctx)
    return np.ravel(np.asarray(env[key], dtype=float))


def sweep(result: ScenarioResult, catalog: Catalog, factors: np.ndarray) -> dict[str, np.ndarray]:
    """Totals at each factor of the planned rates, every point in one batched run of the steps."""
    factors = np.asarray(factors, dtype=float)
    env, ctx = calculation_inputs(result.resolved, result.table, catalog, result.shape)
    env["tps"] = env["tps"][None] * factors[:, None, None]
    with np.errstate(all="ignore"):
        batched = calc.run_samples(env, ctx, len(factors))
    out = {key: np.asarray(batched[key], dtype=float) for key in TOTALS}
    out["factor"] = factors
    return out


def crossing(x: np.ndarray, y: np.ndarray, level: float) -> float | None:
    """The first x where y reaches ``level`` (linear between points), or None if it never does."""
    above = np.flatnonzero(y >= level)
    if not len(above):
        return None
    i = int(above[0])
    if i == 0:
        return float(x[0])
    x0, x1, y0, y1 = x[i - 1], x[i], y[i - 1], y[i]
    return float(x0 + (level - y0) * (x1 - x0) / (y1 - y0)) if y1 != y0 else float(x1)
