"""Evaluate a plan scenario in one vectorised pass over its workloads and address spaces."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from cicsplan.core import calc
from cicsplan.core.catalog import Catalog
from cicsplan.core.coefficients import CoefficientTable, build_table, saturation_rule
from cicsplan.core.inputs import ResolvedScenario, resolve
from cicsplan.core.issues import ERROR, WARNING, Issue
from cicsplan.core.plan import Plan


@dataclass
class ScenarioResult:
    plan: Plan
    resolved: ResolvedScenario
    table: CoefficientTable
    env: dict[str, np.ndarray]
    ctx: calc.Context
    issues: list[Issue] = field(default_factory=list)
    space_names: tuple[str, ...] = ()
    _issue_index: tuple[int, dict[int, list[Issue]]] | None = field(default=None, repr=False)

    @property
    def scenario_name(self) -> str:
        return self.resolved.scenario.name

    @property
    def spaces(self) -> list[str]:
        return self.table.spaces

    @property
    def catalog_names(self) -> list[str]:
        """Display names of the address spaces, in the same order as ``spaces``."""
        return list(self.space_names)

    @property
    def errors(self) -> list[Issue]:
        return [i for i in self.issues if i.severity == ERROR]

    @property
    def warnings(self) -> list[Issue]:
        return [i for i in self.issues if i.severity == WARNING]

    def workload_issues(self, index: int) -> list[Issue]:
        if self._issue_index is None or self._issue_index[0] != len(self.issues):
            by_row: dict[int, list[Issue]] = {}
            for issue in self.issues:
                if issue.scope == "workload" and issue.index is not None:
                    by_row.setdefault(issue.index, []).append(issue)
            self._issue_index = (len(self.issues), by_row)
        return self._issue_index[1].get(index, [])

    def value(self, key: str, workload: int | None = None, space: int | None = None) -> float | None:
        """One computed number, or None when the workload has errors (it was not computed)."""
        level = calc.QUANTITIES[key].level
        array = self.env[key]
        if level in ("cell", "workload") and workload is not None and not self.resolved.valid[workload]:
            return None
        if level == "cell":
            return float(np.broadcast_to(array, self.env["total_ms"].shape)[workload, space])
        if level == "workload":
            return float(np.ravel(array)[workload])
        if level == "space":
            return float(array[space])
        return float(array)


def compute(plan: Plan, catalog: Catalog, scenario_name: str | None = None) -> ScenarioResult:
    """Compute one scenario (the first unless named). Never raises on bad input: issues say what is wrong."""
    scenario = plan.scenario(scenario_name)
    resolved = resolve(plan, scenario, catalog)
    issues = list(resolved.issues)
    method = resolved.cost_method if resolved.cost_method in ("published", "fitted") else "published"
    table, override_issues = build_table(catalog, method, saturation_rule(resolved.assumptions),
                                         plan.coefficient_overrides)
    issues.extend(override_issues)
    if override_issues:
        resolved.valid[:] = False

    env, ctx = _inputs(resolved, table, catalog)
    calc.run(env, ctx)
    result = ScenarioResult(plan=plan, resolved=resolved, table=table, env=env, ctx=ctx, issues=issues,
                            space_names=tuple(catalog.address_spaces[s].name for s in table.spaces))
    issues.extend(_warnings(result, catalog))
    return result


def _inputs(r: ResolvedScenario, table: CoefficientTable, catalog: Catalog) -> tuple[dict, calc.Context]:
    n, spaces = r.n, table.spaces
    a_count = len(spaces)
    model = np.where(r.model_index >= 0, r.model_index, 0)
    valid = r.valid & (r.model_index >= 0)
    mask = valid[:, None]

    def gather(name: str) -> np.ndarray:
        return np.where(mask, table.arrays[name][model], 0.0) if n else np.zeros((0, a_count))

    uses = np.where(mask, table.measured[model], False) if n else np.zeros((0, a_count), dtype=bool)
    env = {
        "tps": np.where(valid, r.tps, 0.0)[:, None],
        "marginal_ms": gather("total_ms"),
        "marginal_eligible_ms": gather("eligible_ms"),
        "spill_share": gather("spill_share"),
        "model_fixed_pct": gather("fixed_pct"),
        "model_eligible_fixed_pct": gather("eligible_fixed_pct"),
    }
    # Instances: one per LPAR for shared address spaces, one per region group for region-scoped ones.
    groups = len(r.groups)
    space_is_region = np.array([catalog.address_spaces[s].scope == "region" for s in spaces])
    region_offset = np.cumsum(np.where(space_is_region, groups, 1)) - np.where(space_is_region, groups, 1)
    instance = region_offset[None, :] + np.where(space_is_region[None, :], r.group_index[:, None], 0)
    count = int(region_offset[-1] + (groups if space_is_region[-1] else 1)) if a_count else 0
    multiplier = np.ones(count)
    instance_space = np.zeros(count, dtype=np.int64)
    for a in range(a_count):
        width = groups if space_is_region[a] else 1
        instance_space[region_offset[a]:region_offset[a] + width] = a
        if space_is_region[a]:
            multiplier[region_offset[a]:region_offset[a] + groups] = [regions for _, regions in r.groups]
    spill = np.zeros(count)
    if n:
        np.maximum.at(spill, instance[uses], env["spill_share"][uses])
    ctx = calc.Context(instance=instance.astype(np.int64), instance_count=count, instance_multiplier=multiplier,
                       uses=uses, valid=valid,
                       extra={"instance_space": instance_space, "instance_spill_share": spill})
    return env, ctx


def _warnings(result: ScenarioResult, catalog: Catalog) -> list[Issue]:
    r = result.resolved
    out: list[Issue] = []
    ids = r.model_ids
    models = [catalog.get(m) for m in ids]
    low = np.array([m.etr_range[0] for m in models])
    high = np.array([m.etr_range[1] for m in models])
    kept_high = high.copy()
    if result.table.method == "fitted":
        for k, m in enumerate(models):
            saturated = {s.index for s in result.table.costs[m.id].saturated}
            kept_high[k] = max((m.measurements.etr[j] for j in range(len(m.measurements.rows)) if j not in saturated),
                               default=high[k])
    valid = r.valid & (r.model_index >= 0)
    index = np.where(valid, r.model_index, 0)
    tps = r.tps
    active = valid & (tps > 0)
    outside = active & ((tps < low[index]) | (tps > high[index]))
    for i in np.flatnonzero(outside):
        model = models[index[i]]
        above = tps[i] > high[index[i]]
        side = "above the highest" if above else "below the lowest"
        edge = high[index[i]] if above else low[index[i]]
        out.append(Issue(WARNING, f"rate {tps[i]:,.6g} tps is {side} measured rate of '{model.id}' "
                                  f"({edge:,.2f} tps, one region); the cost is extrapolated",
                         "workload", int(i), "tps", r.names[i]))
    unsaturated = active & ~outside & (tps > kept_high[index])
    for i in np.flatnonzero(unsaturated):
        model = models[index[i]]
        out.append(Issue(WARNING, f"rate {tps[i]:,.6g} tps is above the highest unsaturated measured rate "
                                  f"of '{model.id}' ({kept_high[index[i]]:,.2f} tps), where the measured region "
                                  "was saturating", "workload", int(i), "tps", r.names[i]))
    for key in ("payload_in_bytes", "payload_out_bytes"):
        reference = np.array([getattr(m.reference, key) for m in models], dtype=float)
        planned = getattr(r, key)
        for i in np.flatnonzero(valid & (planned != reference[index])):
            ref = int(reference[index[i]])
            out.append(Issue(WARNING, f"payload {planned[i]:,.0f} bytes differs from the measured {ref:,} "
                                      "bytes; payload scaling is not modelled yet, so the measured cost at "
                                      f"{ref:,} bytes is used", "workload", int(i), key, r.names[i]))
    reference_machines = {catalog.get(m).reference.machine for m in {x for x in r.ingress if x} & set(catalog.models)}
    machine = r.hardware["machine"]
    if reference_machines and machine not in reference_machines:
        out.append(Issue(WARNING, f"costs are at the measurement hardware ({', '.join(sorted(reference_machines))}"
                                  f"); scaling to {machine} is not modelled yet", "hardware", field="machine"))
    cps, ziips = r.hardware["cps"], r.hardware["ziips"]
    gcp, ziip = float(result.env["gcp_engines"]), float(result.env["ziip_engines"])
    if gcp > cps:
        out.append(Issue(WARNING, f"the plan needs {gcp:.2f} general CPs' worth of time; the LPAR has {cps:g}",
                         "totals", field="gcp_engines"))
    if ziip > ziips:
        out.append(Issue(WARNING, f"the plan needs {ziip:.2f} zIIPs' worth of time; the LPAR has {ziips:g}",
                         "totals", field="ziip_engines"))
    return out
