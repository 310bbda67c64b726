"""What happens to the whole plan as its rates grow: the engine re-run with every rate scaled.

Used by the utilisation chart, the limits (maximum rate, headroom) and the reports. Inputs are
resolved once; each point reruns only the vectorised steps.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.model import calc
from cicsplan.core.model.calc_inputs import calculation_inputs
from cicsplan.core.model.lpar_work import available_leaves, hosts_on_machine, prsm_with_plan_work
from cicsplan.core.model.result import ScenarioResult

TOTALS = ("total_tps", "gcp_engines", "ziip_engines", "gcp_lpar_engines", "gcp_busy_pct", "ziip_busy_pct",
          "spill_share", "ziip_pool_busy", "gcp_available_busy_pct")


def scaled_inputs(result: ScenarioResult, catalog: Catalog, factors: np.ndarray | float | None = None
                  ) -> tuple[dict[str, np.ndarray], calc.Context]:
    """The calculation's inputs with every workload's rate multiplied by ``factors`` (one factor: plain inputs; an
    array of them: the rates batched, one sample per factor; None: the planned rates). The rest of the inputs is
    gathered once per result and shared: the copies given out may be replaced key by key, never changed in place.
    """
    r = result.resolved
    cached = result._inputs
    if cached is None or cached[0] is not catalog:
        env, ctx = calculation_inputs(r, result.table, catalog, result.shape)
        cached = result._inputs = (catalog, env, ctx)
    _, shared, ctx = cached
    env = dict(shared)
    if factors is not None:
        factors = np.asarray(factors, dtype=float)
        valid = r.valid & (r.model_index != -1)  # as calculation_inputs takes the rates
        if factors.ndim == 0:
            env["tps"] = np.where(valid, r.tps * float(factors), 0.0)[:, None]
        else:
            env["tps"] = np.asarray(shared["tps"])[None] * factors[:, None, None]
    # each run keeps its own context: the steps note what they found in it (idle fixed CPU)
    return env, dataclasses.replace(ctx, extra=dict(ctx.extra))


@functools.cache
def steps_feeding(keys: frozenset[str]) -> tuple[calc.ExprStep | calc.AggregateStep, ...]:
    """The steps ``keys`` are computed from, and those PR/SM's sharing reads (run_at), in the calculation's order.
    Each runs on the same inputs as in a run of them all, so gives the same figures."""
    needed = calc.feeding(set(keys) | {"lpar_gcp_engines"})
    return tuple(step for step in calc.STEPS if needed.intersection(step.outputs))


def run_at(result: ScenarioResult, catalog: Catalog, factor: float,
           keys: Iterable[str] | None = None) -> dict[str, np.ndarray]:
    """The calculation with every workload's rate multiplied by ``factor``. With region groups in other LPARs of the
    plan's machine, PR/SM shares the machine again at that rate, as the engine does at the planned rates: the plan's
    work in each hosting LPAR grows with the rates, and so does what PR/SM gives each LPAR, the plan's own included.

    ``keys``: only the steps these quantities are computed from run (a limit's solver reads one quantity at each
    rate it tries: the response times, region groups and cards are left out); the others are not in the result."""
    env, ctx = scaled_inputs(result, catalog, factor)
    steps = calc.STEPS if keys is None else steps_feeding(frozenset(keys))
    with np.errstate(all="ignore"):
        calc.run(env, ctx, steps)
        # what the plan puts in each hosting LPAR does not depend on what PR/SM gives them: one pass finds it
        sharing = prsm_with_plan_work(result.resolved, env["lpar_gcp_engines"])
        if sharing is not None:
            env.update(available_leaves(result.resolved, sharing))
            calc.run(env, ctx, steps)
    return env


def totals_at(result: ScenarioResult, catalog: Catalog, factor: float) -> dict[str, float]:
    """The plan's totals with every workload's rate multiplied by ``factor``."""
    env = run_at(result, catalog, factor)
    return {key: float(env[key]) for key in TOTALS}


def total_at(result: ScenarioResult, catalog: Catalog, factor: float, key: str) -> float:
    """One total of the plan (``gcp_busy_pct``, ...) with every workload's rate multiplied by ``factor``: only the
    steps it is computed from run."""
    return float(run_at(result, catalog, factor, (key,))[key])


def workload_values_at(result: ScenarioResult, catalog: Catalog, factor: float, key: str) -> np.ndarray:
    """A per-workload quantity (``response_ms``, ...) with every workload's rate multiplied by ``factor``: only the
    steps it is computed from run."""
    return np.ravel(np.asarray(run_at(result, catalog, factor, (key,))[key], dtype=float))


def busy_chart_factors(summary, points: int) -> np.ndarray:
    """The rate factors a chart of busy as every rate grows is drawn at (the workbook's, the PDF's, the Excel's):
    ``points`` from 0 to 1.4 times where ``summary``'s binding limit is reached (model.limits.LimitSummary), at least
    1.5 and at most 50 times the planned rates."""
    reach = summary.binding.max_factor if summary.binding and summary.binding.max_factor else 1.0
    return np.linspace(0, max(1.5, min(reach * 1.4, 50.0)), points)


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
    of the steps ``keys`` are computed from (steps_feeding), at most CHUNK_CELLS cells, each point computed alone as
    in one run of them all."""
    factors = np.asarray(factors, dtype=float)
    if hosts_on_machine(result.resolved):
        # PR/SM shares the machine anew at each rate (run_at): one point at a time
        points = [run_at(result, catalog, float(f), keys) for f in factors]
        return {key: np.stack([np.asarray(point[key], dtype=float) for point in points]) if points
                else np.zeros(0) for key in keys}
    cells = np.asarray(scaled_inputs(result, catalog)[0]["tps"]).size * max(1, len(result.spaces))
    size = max(1, CHUNK_CELLS // max(1, cells))
    parts: dict[str, list[np.ndarray]] = {key: [] for key in keys}
    for start in range(0, max(1, len(factors)), size):
        chunk = factors[start:start + size]
        env, ctx = scaled_inputs(result, catalog, chunk)
        with np.errstate(all="ignore"):
            batched = calc.run_samples(env, ctx, len(chunk), steps_feeding(frozenset(keys)))
        for key in keys:
            parts[key].append(np.asarray(batched[key], dtype=float))
        del env, batched  # the chunk's arrays go before the next is made
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
