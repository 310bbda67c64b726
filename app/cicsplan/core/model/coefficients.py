"""Cost coefficients of every catalog model as arrays (models x address spaces), with overrides.

The engine gathers rows of these arrays by each workload's model, so a whole plan is
evaluated in one vectorised pass.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.catalog.costs import ModelCosts, busiest_run, derive_costs
from cicsplan.core.catalog.fit import SaturationRule
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import value_text
from cicsplan.core.plan.expr import finite_number, shorten
from cicsplan.core.plan.issues import ERROR, Issue

COEFFICIENTS = ("total_ms", "eligible_ms", "fixed_pct", "eligible_fixed_pct")
OVERRIDE_LIMITS = {"total_ms": (0.0, 100_000.0), "eligible_ms": (0.0, 100_000.0),
                   "fixed_pct": (0.0, 100_000.0), "eligible_fixed_pct": (0.0, 100_000.0)}
OVERRIDE_UNITS = {"total_ms": "ms per transaction", "eligible_ms": "ms per transaction",
                  "fixed_pct": "% of one engine", "eligible_fixed_pct": "% of one engine"}


@dataclass
class CoefficientTable:
    model_ids: list[str]
    spaces: list[str]
    method: str
    arrays: dict[str, np.ndarray]  # coefficient -> (M, A)
    measured: np.ndarray  # (M, A) bool: the model's table has this address space
    costs: dict[str, ModelCosts]
    overridden: dict[tuple[int, int, str], str]  # (model, space, coefficient) -> reason
    catalog: Catalog | None = None
    rule: SaturationRule | None = None
    _busiest: dict[int, float] = field(default_factory=dict, repr=False)

    def busiest_cp_share(self, models: np.ndarray) -> np.ndarray:
        """Per model index: the share of its LPAR's CPs the method's busiest measured run put in its address spaces.
        The run fitted, so its address spaces explain at least this share of the LPAR's busy (the coverage floor).
        Found for the methods a plan uses only, once each."""
        for m in set(np.asarray(models, dtype=np.int64).tolist()) - set(self._busiest):
            model = self.catalog.get(self.model_ids[m]) if self.catalog is not None else None
            self._busiest[m] = busiest_run(model, self.rule).cp_share if model is not None else 0.0
        return np.array([self._busiest[int(m)] for m in np.asarray(models).tolist()], dtype=float)


def saturation_rule(assumptions: dict[str, Any]) -> SaturationRule:
    return SaturationRule(resp_factor=float(assumptions["fit_saturation_resp_factor"]),
                          resp_margin_ms=float(assumptions["fit_saturation_resp_ms"]),
                          cost_rise_pct=float(assumptions["fit_saturation_cost_rise_pct"]),
                          min_rows=int(assumptions["fit_min_rows"]))


def build_table(catalog: Catalog, method: str, rule: SaturationRule,
                overrides: list[dict[str, Any]]) -> tuple[CoefficientTable, list[Issue]]:
    ids = list(catalog.models)
    spaces = list(catalog.address_spaces)
    arrays = {name: np.zeros((len(ids), len(spaces))) for name in COEFFICIENTS}
    measured = np.zeros((len(ids), len(spaces)), dtype=bool)
    costs: dict[str, ModelCosts] = {}
    for m, model_id in enumerate(ids):
        model_costs = derive_costs(catalog.get(model_id), method, rule)
        costs[model_id] = model_costs
        for space, cost in model_costs.by_as.items():
            a = spaces.index(space)
            measured[m, a] = True
            arrays["total_ms"][m, a] = cost.total_ms
            arrays["eligible_ms"][m, a] = cost.eligible_ms
            arrays["fixed_pct"][m, a] = cost.fixed_pct
            arrays["eligible_fixed_pct"][m, a] = cost.eligible_fixed_pct
    issues: list[Issue] = []
    overridden: dict[tuple[int, int, str], str] = {}
    for k, override in enumerate(overrides):
        problem = _apply_override(override, ids, spaces, arrays, measured, overridden)
        if problem:
            issues.append(Issue(ERROR, problem, "override", index=k, field="coefficient_overrides"))
    return CoefficientTable(ids, spaces, method, arrays, measured, costs, overridden, catalog, rule), issues


def _apply_override(o: dict[str, Any], ids: list[str], spaces: list[str], arrays: dict[str, np.ndarray],
                    measured: np.ndarray, overridden: dict) -> str | None:
    model_id, space = o.get("ingress"), o.get("address_space")
    if model_id not in ids:
        return f"override names unknown ingress method {value_text(model_id)}"
    if space not in spaces:
        return f"override names unknown address space {value_text(space)}; known: {', '.join(spaces)}"
    m, a = ids.index(model_id), spaces.index(space)
    given = {k: v for k, v in o.items() if k in COEFFICIENTS}
    if not given:
        return f"override of {model_id} {space} sets none of {', '.join(COEFFICIENTS)}"
    for key, value in given.items():
        low, high = OVERRIDE_LIMITS[key]
        if finite_number(value) is None or not low <= value <= high:
            return f"override of {model_id} {space} {key} is {shorten(repr(value), 40)}; allowed range {low:g} to " \
                   f"{high:g} {OVERRIDE_UNITS[key]}".rstrip()
    total = given.get("total_ms", arrays["total_ms"][m, a])
    eligible = given.get("eligible_ms", arrays["eligible_ms"][m, a])
    if eligible > total:
        return f"override of {model_id} {space}: eligible_ms {eligible:g} exceeds total_ms {total:g}"
    reason = str(o.get("reason", "")).strip() or "no reason given"
    for key, value in given.items():
        arrays[key][m, a] = float(value)
        overridden[(m, a, key)] = reason
    measured[m, a] = True
    return None
