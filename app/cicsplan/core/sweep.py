"""What happens to the whole plan as its rates grow: the engine re-run with every rate scaled.

Used by the utilisation chart and the reports. Inputs are resolved once; each point reruns
only the vectorised steps, so a sweep of 50 points over hundreds of workloads stays fast.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from cicsplan.core import calc
from cicsplan.core.catalog import Catalog
from cicsplan.core.engine import ScenarioResult, _inputs


def sweep(result: ScenarioResult, catalog: Catalog, factors: np.ndarray) -> dict[str, np.ndarray]:
    """Totals at each factor of the planned rates: total_tps, gcp_engines, ziip_engines."""
    r = result.resolved
    total_tps = np.zeros(len(factors))
    gcp = np.zeros(len(factors))
    ziip = np.zeros(len(factors))
    for k, factor in enumerate(factors):
        scaled = dataclasses.replace(r, tps=r.tps * factor)
        env, ctx = _inputs(scaled, result.table, catalog)
        calc.run(env, ctx)
        total_tps[k] = float(np.where(scaled.valid, scaled.tps, 0.0).sum())
        gcp[k] = float(env["gcp_engines"])
        ziip[k] = float(env["ziip_engines"])
    return {"factor": np.asarray(factors, dtype=float), "total_tps": total_tps, "gcp_engines": gcp,
            "ziip_engines": ziip}


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
