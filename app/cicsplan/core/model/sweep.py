"""What happens to the whole plan as its rates grow: the engine re-run with every rate scaled.

Used by the utilisation chart, the limits (maximum rate, headroom) and the reports. Inputs are
resolved once; each point reruns only the vectorised steps.
"""

from __future__ import annotations

import copy

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.model import calc
from cicsplan.core.model.calc_inputs import calculation_inputs
from cicsplan.core.model.result import ScenarioResult

TOTALS = ("total_tps", "gcp_engines", "ziip_engines", "gcp_lpar_engines", "gcp_busy_pct", "ziip_busy_pct",
          "spill_share", "ziip_pool_busy", "gcp_available_busy_pct")


def _scaled_inputs(result: ScenarioResult, catalog: Catalog, factor: float) -> tuple[dict, calc.Context]:
    """The calculation's inputs with every rate multiplied by ``factor``. The inputs read the rates only as the
    leaf ``tps`` (as ``sweep`` scales them), so they are made once per result and catalog and only the rates are
    scaled for each point: a solver's dozen points over 10,000 workloads no longer rebuild them a dozen times."""
    cached = result._rate_inputs
    if cached is None or cached[0] != id(catalog):
        cached = (id(catalog), *calculation_inputs(result.resolved, result.table, catalog, result.shape))
        result._rate_inputs = cached
    _, planned, planned_ctx = cached
    env = dict(planned)
    env["tps"] = planned["tps"] * factor
    ctx = copy.copy(planned_ctx)
    ctx.extra = dict(planned_ctx.extra)  # a run writes its own entries there
    return env, ctx


def totals_at(result: ScenarioResult, catalog: Catalog, factor: float) -> dict[str, float]:
    """The plan's totals with every workload's rate multiplied by ``factor``."""
    env, ctx = _scaled_inputs(result, catalog, factor)
    with np.errstate(all="ignore"):
        calc.run(env, ctx)
    return {key: float(env[key]) for key in TOTALS}


def workload_values_at(result: ScenarioResult, catalog: Catalog, factor: float, key: str) -> np.ndarray:
    """A per-workload quantity (``response_ms``, ...) with every workload's rate multiplied by ``factor``."""
    env, ctx = _scaled_inputs(result, catalog, factor)
    with np.errstate(all="ignore"):
        calc.run(env, ctx)
    return np.ravel(np.asarray(env[key], dtype=float))


def sweep(result: ScenarioResult, catalog: Catalog, factors: np.ndarray) -> dict[str, np.ndarray]:
    """Totals at each factor of the planned rates."""
    out = at_factors(result, catalog, factors, TOTALS)
    out["factor"] = np.asarray(factors, dtype=float)
    return out


# points x workloads x address spaces in one batched run: the 41 points of the report's chart over 10,000
# workloads at once held every quantity of the calculation for all of them (350 MB); this many cells, some 40 MB
CHUNK_CELLS = 400_000


def at_factors(result: ScenarioResult, catalog: Catalog, factors: np.ndarray, keys: tuple[str, ...]
               ) -> dict[str, np.ndarray]:
    """Each quantity of ``keys`` at each factor of the planned rates (the factors on the first axis): batched runs
    of the steps of at most CHUNK_CELLS cells, each point computed alone as in one run of them all."""
    factors = np.asarray(factors, dtype=float)
    env, ctx = calculation_inputs(result.resolved, result.table, catalog, result.shape)
    tps = np.asarray(env["tps"])
    size = max(1, CHUNK_CELLS // max(1, tps.size * max(1, len(result.spaces))))
    parts: dict[str, list[np.ndarray]] = {key: [] for key in keys}
    for start in range(0, max(1, len(factors)), size):
        chunk = factors[start:start + size]
        env["tps"] = tps[None] * chunk[:, None, None]
        with np.errstate(all="ignore"):
            batched = calc.run_samples(dict(env), ctx, len(chunk))
        for key in keys:
            parts[key].append(np.asarray(batched[key], dtype=float))
        del batched  # the chunk's arrays go before the next is made
    return {key: np.concatenate(values) for key, values in parts.items()}


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
