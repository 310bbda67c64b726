"""Evaluate a plan scenario in one vectorised pass over its workloads and address spaces."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from cicsplan.core import calc
from cicsplan.core.catalog import Catalog
from cicsplan.core.coefficients import CoefficientTable, build_table, saturation_rule
from cicsplan.core.inputs import ResolvedScenario, resolve
from cicsplan.core.issues import ERROR, WARNING, Issue
from cicsplan.core.machines import capacity_ratio
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
    catalog: Catalog | None = None
    speed_notes: dict[str, str] = field(default_factory=dict)
    _issue_index: tuple[int, dict[int, list[Issue]]] | None = field(default=None, repr=False)
    _limits: object | None = field(default=None, repr=False)

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

    def limits(self):
        """What runs out first (computed on first use: it re-runs the engine a few times)."""
        if self._limits is None:
            from cicsplan.core.limits import evaluate_limits

            self._limits = evaluate_limits(self, self.catalog)
        return self._limits

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
    with np.errstate(all="ignore"):
        calc.run(env, ctx)
    result = ScenarioResult(plan=plan, resolved=resolved, table=table, env=env, ctx=ctx, issues=issues,
                            space_names=tuple(catalog.address_spaces[s].name for s in table.spaces),
                            catalog=catalog, speed_notes=speed_ratios(resolved, catalog)[2])
    issues.extend(_warnings(result, catalog))
    return result


def speed_ratios(r: ResolvedScenario, catalog: Catalog) -> tuple[np.ndarray, np.ndarray, dict[str, str]]:
    """Per catalog model: (CP ratio, zIIP ratio, explanation) = reference per-engine capacity / target's."""
    count = len(r.model_ids)
    cp = np.ones(count)
    ziip = np.ones(count)
    notes: dict[str, str] = {}
    target = r.machine
    if target is None:
        return cp, ziip, notes
    category = r.assumptions["lspr_category"]
    cps = r.hardware["cps"]
    for m, model_id in enumerate(r.model_ids):
        ref = catalog.get(model_id).reference
        source = r.machine_table.parse(ref.machine)
        cp[m] = capacity_ratio(source, ref.lpar_cps, target, cps, category, "cp")
        ziip[m] = capacity_ratio(source, ref.lpar_cps, target, cps, category, "ziip")
        notes[model_id] = (f"measured on {source.describe(category, ref.lpar_cps)}; plan on "
                           f"{target.describe(category, cps)}; zIIPs at full speed")
    return cp, ziip, notes


def _inputs(r: ResolvedScenario, table: CoefficientTable, catalog: Catalog) -> tuple[dict, calc.Context]:
    n, spaces = r.n, table.spaces
    a_count = len(spaces)
    model = np.where(r.model_index >= 0, r.model_index, 0)
    valid = r.valid & (r.model_index >= 0)
    mask = valid[:, None]

    def gather(name: str) -> np.ndarray:
        return np.where(mask, table.arrays[name][model], 0.0) if n else np.zeros((0, a_count))

    uses = np.where(mask, table.measured[model], False) if n else np.zeros((0, a_count), dtype=bool)
    cp_by_model, ziip_by_model, _ = speed_ratios(r, catalog)
    hw, assumptions = r.hardware, r.assumptions
    ziip_capacity = hw["ziips"] * (1.0 + float(assumptions["smt2_ziip_benefit"]) if hw["smt2_ziip"] else 1.0)
    env = {
        "tps": np.where(valid, r.tps, 0.0)[:, None],
        "cp_speed_ratio": (cp_by_model[model] if n else np.zeros(0))[:, None],
        "ziip_speed_ratio": (ziip_by_model[model] if n else np.zeros(0))[:, None],
        "marginal_ms": gather("total_ms"),
        "marginal_eligible_ms": gather("eligible_ms"),
        "model_fixed_pct": gather("fixed_pct"),
        "model_eligible_fixed_pct": gather("eligible_fixed_pct"),
        "cps": np.array(float(hw["cps"])),
        "ziip_capacity_engines": np.array(float(ziip_capacity)),
        "existing_cp_busy_pct": np.array(float(hw["existing_cp_busy_pct"] or 0.0)),
        "existing_ziip_busy_pct": np.array(float(hw["existing_ziip_busy_pct"] or 0.0)),
        "as_coverage": np.array(float(assumptions["as_coverage"])),
        "spill_base": np.array(float(assumptions["ziip_spill_base"])),
        "spill_coeff": np.array(float(assumptions["ziip_spill_coeff"])),
    }
    # Instances: one per LPAR for shared address spaces, one per region group for region-scoped ones.
    groups = len(r.groups)
    space_is_region = np.array([catalog.address_spaces[s].scope == "region" for s in spaces])
    widths = np.where(space_is_region, groups, 1)
    region_offset = np.cumsum(widths) - widths
    instance = region_offset[None, :] + np.where(space_is_region[None, :], r.group_index[:, None], 0)
    count = int(widths.sum()) if a_count else 0
    multiplier = np.ones(count)
    instance_space = np.zeros(count, dtype=np.int64)
    for a in range(a_count):
        instance_space[region_offset[a]:region_offset[a] + widths[a]] = a
        if space_is_region[a]:
            multiplier[region_offset[a]:region_offset[a] + groups] = [regions for _, regions in r.groups]
    cp_ratio = np.ones(count)
    ziip_ratio = np.ones(count)
    if n and uses.any():
        # an idle instance's fixed CPU moves at the speed ratio of (one of) its users
        rows, cols = np.nonzero(uses)
        cp_ratio[instance[rows, cols]] = env["cp_speed_ratio"][rows, 0]
        ziip_ratio[instance[rows, cols]] = env["ziip_speed_ratio"][rows, 0]
    given = hw["existing_cp_busy_pct"]
    ctx = calc.Context(instance=instance.astype(np.int64), instance_count=count, instance_multiplier=multiplier,
                       uses=uses, valid=valid,
                       extra={"instance_space": instance_space, "instance_is_region": space_is_region[instance_space],
                              "instance_cp_ratio": cp_ratio, "instance_ziip_ratio": ziip_ratio,
                              "honor_priority": bool(hw["ziip_honor_priority"]),
                              "exclude_shared_fixed": given is not None and given > 0})
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
    if r.machine is not None and any(catalog.get(m).reference.machine != r.machine.text for m in
                                     {x for x in r.ingress if x in catalog.models}):
        approximate = r.machine.machine_type.approximate and not r.machine.machine_type.imported_from
        if approximate:
            out.append(Issue(WARNING, f"costs are moved to {r.machine.text} with the built-in LSPR figures, which "
                                      "are approximate; import your zPCR capacity table for real sizing",
                             "hardware", field="machine"))
    if result.errors:
        return out
    env = result.env
    hw = r.hardware
    cp_busy, target = float(env["gcp_busy_pct"]), float(hw["target_cp_busy_pct"])
    if cp_busy > 100:
        out.append(Issue(WARNING, f"general CPs over-committed: {cp_busy:.1f}% busy (existing + new work); the new "
                                  f"work alone needs {float(env['gcp_lpar_engines']):.2f} CPs' worth",
                         "totals", field="gcp_busy_pct"))
    elif cp_busy > target:
        out.append(Issue(WARNING, f"general-CP busy {cp_busy:.1f}% is above the target {target:g}%", "totals",
                         field="gcp_busy_pct"))
    ziip_busy = float(env["ziip_busy_pct"])
    if not hw["ziip_honor_priority"] and ziip_busy > 100:
        out.append(Issue(WARNING, f"zIIP shortfall: eligible work needs {ziip_busy:.0f}% of the zIIPs and honor "
                                  "priority NO keeps it off the CPs: it waits", "totals", field="ziip_busy_pct"))
    elif hw["ziip_honor_priority"] and float(env["ziip_pool_busy"]) >= 1.0 and float(env["ziip_demand_engines"]) > 0:
        out.append(Issue(WARNING, f"the zIIPs are full: {float(env['spill_share']) * 100:.0f}% of the zIIP-eligible "
                                  "work runs on general CPs", "totals", field="ziip_busy_pct"))
    return out
