"""A measured method computed on its own run: the measurement's LPAR (machine, CPs, zIIPs) at each measured row's rate,
one region, as the paper ran it. What the engine says there can be set beside what the run measured: the response
time (the estimate of CPU and queueing on the server LPAR against the measured time, which also holds the client and
the network), and every ceiling the run demonstrably passed (tests/catalog/test_own_runs.py)."""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.plan.plan import plan_from_json


def on_its_own_lpar(catalog: Catalog, model_id: str, tps: float, method: str = "published",
                    assumptions: dict[str, Any] | None = None) -> ScenarioResult:
    """The method alone at ``tps`` on the LPAR it was measured on, one region."""
    ref = catalog.get(model_id).reference
    doc = {"format": "cicsplan", "version": 1, "name": f"{model_id} on its own run", "cost_method": method,
           "assumptions": dict(assumptions or {}),
           "hardware": {"machine": ref.machine, "cps": ref.lpar_cps, "ziips": ref.lpar_ziips},
           "workloads": [{"name": "run", "ingress": model_id, "tps": float(tps)}]}
    return compute(plan_from_json(doc), catalog)


class ResponseRow(NamedTuple):
    etr: float
    measured_ms: float | None  # the table's response time column; None where it has none
    estimated_ms: float | None  # the estimate on the run's own LPAR; inf: a queue saturates; None: not computed


def response_against_runs(catalog: Catalog, model_id: str, method: str = "published",
                          assumptions: dict[str, Any] | None = None) -> list[ResponseRow]:
    """Each measured row: its rate, its measured response time and the estimate on its own LPAR."""
    m = catalog.get(model_id).measurements
    column = next((k for k, c in enumerate(m.columns) if c.kind == "resp_ms"), None)
    out = []
    for r, etr in enumerate(m.etr):
        measured = m.rows[r][column] if column is not None else None
        result = on_its_own_lpar(catalog, model_id, float(etr), method, assumptions)
        estimate = None if result.errors else float(result.env["response_ms"][0])
        out.append(ResponseRow(float(etr), None if measured is None else float(measured), estimate))
    return out


def response_comparison_text(rows: list[ResponseRow]) -> str:
    """How the estimate on the run's own LPAR sits beside the measured response times, in a sentence; "" when the
    table has no response column."""
    measured = [(r.etr, r.measured_ms) for r in rows if r.measured_ms is not None]
    if not measured:
        return ""
    first, last = rows[0], rows[-1]

    def ms(value: float | None) -> str:
        return "n/a" if value is None else "saturated" if math.isinf(value) else f"{value:.3g} ms"

    rise_measured = measured[-1][1] - measured[0][1]
    ends = (first.estimated_ms, last.estimated_ms)
    rise = ends[1] - ends[0] if all(e is not None and math.isfinite(e) for e in ends) else None
    return (f"Measured response {ms(measured[0][1])} at {measured[0][0]:,.0f} tps to {ms(measured[-1][1])} at "
            f"{measured[-1][0]:,.0f} tps (a rise of {rise_measured:+.3g} ms); cicsplan's estimate on the run's own "
            f"LPAR {ms(first.estimated_ms)} to {ms(last.estimated_ms)}"
            + ("" if rise is None else f" (a rise of {rise:+.3g} ms)")
            + ". The measured times hold the client, the network and the client's own queueing, which the "
              "estimate (CPU and queueing on the server LPAR, an open queue) leaves out; the run's driver also "
              "held a fixed number of clients, so its response stayed finite where an open queue saturates.")
