"""Evaluate a plan scenario in one vectorised pass over its workloads and address spaces."""

from __future__ import annotations

import dataclasses
import traceback
from dataclasses import dataclass, field

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.hardware.machines import MachineError, capacity_ratio
from cicsplan.core.model import calc
from cicsplan.core.model.coefficients import CoefficientTable, build_table, saturation_rule
from cicsplan.core.model.inputs import NO_INGRESS, NO_INGRESS_ID, ResolvedScenario, resolve
from cicsplan.core.model.shape import ShapeTable, build_shape, estimator_ratio, xml_estimator_ms
from cicsplan.core.plan.expr import shorten
from cicsplan.core.plan.fields import INTEGER, NUMBER, WORKLOAD
from cicsplan.core.plan.issues import ERROR, WARNING, Issue
from cicsplan.core.plan.plan import Plan, Record, Scenario


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
    shape: ShapeTable | None = None
    internal_error: str | None = None  # the traceback when cicsplan failed to compute (a bug): for the report
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
            from cicsplan.core.model.limits import evaluate_limits

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
            value = float(np.ravel(array)[workload])
            return None if not np.isfinite(value) else value
        if level in ("space", "group"):  # the second index is the address space or the region group
            value = float(array[space])
            return None if not np.isfinite(value) else value
        value = float(array)
        return None if not np.isfinite(value) else value

    def spill_text(self) -> str:
        """The zIIP spill in words, as every view says it: "eligible work on CPs 12.3%", or that there is none
        (a spill share of no eligible work would read as 0% spilled, which says something else)."""
        if float(self.env["ziip_demand_engines"]) <= 0:
            return "no zIIP-eligible work"
        return f"eligible work on CPs {float(self.env['spill_share']) * 100:.1f}%"

    def workload_values(self, key: str) -> np.ndarray:
        """A workload- or cell-level quantity for every workload at once (n, or n x address spaces), NaN
        where ``value`` gives None; views compare these between results to repaint only what moved."""
        level = calc.QUANTITIES[key].level
        array = np.asarray(self.env[key], dtype=float)
        if level == "workload":
            values = np.array(np.broadcast_to(np.ravel(array), (self.resolved.n,)))
            values[~np.isfinite(values)] = np.nan
        elif level == "cell":
            values = np.array(np.broadcast_to(array, np.shape(self.env["total_ms"])))
        else:
            raise ValueError(f"{key} is a {level}-level quantity, not one per workload")
        values[~self.resolved.valid[:self.resolved.n]] = np.nan
        return values


def compute(plan: Plan, catalog: Catalog, scenario_name: str | None = None) -> ScenarioResult:
    """Compute one scenario (the first unless named; an unknown name raises KeyError).

    Never raises for any plan: bad input is an issue on its cell and the rest still computes. A failure
    of cicsplan itself (a bug) gives a result with every workload invalid and one error saying so, so that
    every view shows "error" instead of stale figures, and the plan is left as it was."""
    scenario = plan.scenario(scenario_name)
    try:
        return _compute(plan, catalog, scenario)
    except Exception as exc:  # the one place a bug becomes a result instead of a crash
        return failed_result(plan, catalog, scenario, exc)


def failed_result(plan: Plan, catalog: Catalog, scenario: Scenario, exc: BaseException) -> ScenarioResult:
    """The result of a scenario cicsplan could not compute: every workload invalid, one error naming the
    failure, the traceback in ``internal_error``. The engine computes it from the plan without the workloads'
    ingress methods, so the views show the inputs as typed and "error" for every figure; should that fail too,
    from less of the plan, down to the workloads' count. Every view and report then reads it like any result
    with errors. Only an engine that fails on every plan raises here (the self-test would catch that)."""
    reason = shorten(f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__, 200)
    message = (f"cicsplan could not compute scenario '{scenario.name}' ({reason}); this is a fault in cicsplan, "
               "not in the plan, which is unchanged: please report it with the plan file")
    inputs = {"name", "region", *(key for key, spec in WORKLOAD.items() if spec.kind in (NUMBER, INTEGER))}
    for kept, settings in ((inputs, True), ({"name"}, True), ({"name"}, False), (set(), False)):
        workloads = [Record({k: v for k, v in _values(record).items() if k in kept}) for record in scenario.workloads]
        # the plan's own hardware, variables and settings first, so the views show the LPAR the plan is for
        stub_scenario = (dataclasses.replace(scenario, workloads=workloads) if settings
                         else Scenario(str(scenario.name), workloads=workloads))
        stub = dataclasses.replace(plan, scenarios=[stub_scenario]) if settings else Plan(scenarios=[stub_scenario])
        try:
            result = _compute(stub, catalog, stub_scenario)
            break
        except Exception:  # those were the trouble too: try with less of the plan
            continue
    else:
        raise exc
    result.plan = plan
    result.resolved.scenario = scenario
    result.resolved.valid[:] = False
    result.issues[:] = [Issue(ERROR, message, "plan")]
    result.resolved.issues = list(result.issues)
    result.internal_error = "".join(traceback.format_exception(exc))
    return result


def _values(record: object) -> dict:
    values = getattr(record, "values", None)
    return values if isinstance(values, dict) else {}


def _compute(plan: Plan, catalog: Catalog, scenario: Scenario) -> ScenarioResult:
    resolved = resolve(plan, scenario, catalog)
    issues = list(resolved.issues)
    method = resolved.cost_method if resolved.cost_method in ("published", "fitted") else "published"
    table, override_issues = build_table(catalog, method, saturation_rule(resolved.assumptions),
                                         plan.coefficient_overrides)
    issues.extend(override_issues)
    if override_issues:
        resolved.valid[:] = False

    shape = build_shape(catalog, table.costs, table.spaces, resolved.assumptions)
    env, ctx = _inputs(resolved, table, catalog, shape)
    with np.errstate(all="ignore"):
        calc.run(env, ctx)
    result = ScenarioResult(plan=plan, resolved=resolved, table=table, env=env, ctx=ctx, issues=issues,
                            space_names=tuple(catalog.address_spaces[s].name for s in table.spaces),
                            catalog=catalog, speed_notes=speed_ratios(resolved, catalog)[2], shape=shape)
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
    cached = r.speed_cache.get((category, cps, target.text))
    if cached is not None:
        return cached[0].copy(), cached[1].copy(), dict(cached[2])
    by_lpar: dict[tuple[str, float], tuple[float, float, str]] = {}  # the catalog's 21 methods share few LPARs
    plan_side = f"plan on {target.describe(category, cps)}; zIIPs at full speed"
    for m, model_id in enumerate(r.model_ids):
        ref = catalog.get(model_id).reference
        lpar = (ref.machine, float(ref.lpar_cps))
        if lpar not in by_lpar:
            try:
                source = r.machine_table.parse(ref.machine)
                by_lpar[lpar] = (capacity_ratio(source, ref.lpar_cps, target, cps, category, "cp"),
                                 capacity_ratio(source, ref.lpar_cps, target, cps, category, "ziip"),
                                 f"measured on {source.describe(category, ref.lpar_cps)}; {plan_side}")
            except MachineError:
                # a method the plan does not use may sit on a machine an imported table cannot scale; the
                # ones it uses were checked by inputs.resolve (an error names them). Never applied.
                by_lpar[lpar] = (1.0, 1.0, f"measured on {ref.machine}: not movable with this capacity table")
        cp[m], ziip[m], notes[model_id] = by_lpar[lpar]
    r.speed_cache[(category, cps, target.text)] = (cp.copy(), ziip.copy(), dict(notes))
    return cp, ziip, notes


# CICS TS V5.5 Performance Highlights [004_dd834a6f07580b26.txt]: CICS TS V5.5 / V5.4 average CPU per
# transaction of DSW and RTW
RELEASE_FACTORS = {"none": 1.0, "v5.4-to-v5.5-dsw": 0.172 / 0.179, "v5.4-to-v5.5-rtw": 1.257 / 1.262}


def machine_ratio(r: ResolvedScenario, machine: str, cps: float) -> float:
    """ms measured on ``machine`` with an LPAR of ``cps`` CPs -> ms on the plan's LPAR (general CPs)."""
    if r.machine is None:
        return 1.0
    source = r.machine_table.parse(machine)
    return capacity_ratio(source, cps, r.machine, r.hardware["cps"], r.assumptions["lspr_category"], "cp")


def app_reference_ms(r: ResolvedScenario, catalog: Catalog, key: str) -> tuple[float, str]:
    """A reference application workload's CICS CPU moved to the plan's LPAR, and how."""
    app = catalog.app_workloads[key]
    cps = float(app["lpar_cps"]) if "lpar_cps" in app else float(r.assumptions[app["lpar_cps_assumption"]])
    ratio = machine_ratio(r, app["machine"], cps)
    return float(app["cics_ms"]) * ratio, (f"{app['name']}: {app['cics_ms']} ms on {app['machine']} at {cps:g} CPs x "
                                           f"LSPR ratio {ratio:.4f} ({app['source']})")


def _message_leaves(r: ResolvedScenario, catalog: Catalog, shape: ShapeTable, model: np.ndarray, all_valid: np.ndarray,
                    has_model: np.ndarray, uses: np.ndarray, spaces: list[str]) -> dict[str, np.ndarray]:
    """Payload, TLS, XML, application and single-server inputs of the calculation, per workload."""
    n, a_count = len(all_valid), len(spaces)
    valid = all_valid & has_model  # what comes from an ingress method; the application part uses all_valid
    mask = valid[:, None]
    moved = r.payload_in_bytes + r.payload_out_bytes
    ref_bytes = shape.reference_bytes[model] if n else np.zeros(0)
    with np.errstate(divide="ignore", invalid="ignore"):
        bytes_ratio = np.where(valid & (ref_bytes > 0), moved / ref_bytes, 1.0)
    tls = np.zeros((n, a_count))
    handshakes = shape.handshakes_per_tran[model].copy() if n else np.zeros(0)
    tls_rows = [i for i, mode in enumerate(r.tls_mode) if mode] if any(r.tls_mode) else []  # most rows: none
    for i in tls_rows:
        mode = r.tls_mode[i]
        if valid[i]:
            tls[i] = shape.tls_handshake_ms.get(mode, np.zeros(a_count)) + shape.tls_encrypt_ms_per_byte * moved[i]
            handshakes[i] += 1.0 if mode == "full" else 0.0
    tls = np.where(uses, tls, 0.0)

    refs = shape.xml_reference_elements[model] if n else np.zeros((0, 2))
    is_ws = refs[:, 0] > 0 if n else np.zeros(0, dtype=bool)
    extra_in = np.where(is_ws & valid, r.xml_in - refs[:, 0], 0.0)
    extra_out = np.where(is_ws & valid, r.xml_out - refs[:, 1], 0.0)
    category = r.assumptions["lspr_category"]
    tag = r.xml_tag_bytes
    tag_ref = float(r.assumptions["xml_reference_tag_bytes"])
    if r.assumptions["xml_basis"] == "estimator":
        xml = np.zeros((n, a_count))
        xml_eligible = np.zeros((n, a_count))
        cics = spaces.index("CICS")
        for i in np.flatnonzero(is_ws & valid):
            ref = catalog.get(r.ingress[i]).reference
            ratio = estimator_ratio(r.machine_table, ref.machine, ref.lpar_cps, category)
            per_2084 = xml_estimator_ms("in", extra_in[i], tag[i]) + xml_estimator_ms("out", extra_out[i], tag[i])
            xml[i, cics] = per_2084 * ratio
    else:
        # the estimator's arithmetic is element-wise: one pass over the whole tag column
        f_in = xml_estimator_ms("in", 1, np.asarray(tag, dtype=float)) / xml_estimator_ms("in", 1, tag_ref)
        f_out = xml_estimator_ms("out", 1, np.asarray(tag, dtype=float)) / xml_estimator_ms("out", 1, tag_ref)
        xml = (extra_in * f_in)[:, None] * shape.xml_in_ms[None, :] + (extra_out * f_out)[:, None] * shape.xml_out_ms
        xml_eligible = ((extra_in * f_in)[:, None] * shape.xml_in_eligible_ms[None, :]
                        + (extra_out * f_out)[:, None] * shape.xml_out_eligible_ms[None, :])

    app = np.zeros((n, a_count))
    cics, omvs = spaces.index("CICS"), spaces.index("OMVS")
    release = RELEASE_FACTORS[r.assumptions["app_release_adjustment"]]
    app[:, cics] = np.where(all_valid, r.app_gcp_ms * release, 0.0)
    moved_app: dict[str, float] = {}  # one LSPR move per reference workload, not per row
    reference_rows = [i for i, key in enumerate(r.app_reference) if key] if any(r.app_reference) else []
    for i in reference_rows:
        key = r.app_reference[i]
        if all_valid[i]:
            if key not in moved_app:
                moved_app[key] = app_reference_ms(r, catalog, key)[0]
            app[i, cics] += moved_app[key]
    if r.uss_overhead.any():
        uss = float(r.assumptions["uss_process_overhead_ms"]) * machine_ratio(
            r, "3906-M04", float(r.assumptions["ref_004_lpar_cps"]))
        rows = r.uss_overhead & all_valid
        app[rows, cics] += uss / 2.0
        app[rows, omvs] += uss / 2.0
    single = shape.single_server_tps[model] if n else np.zeros(0)
    capacity = np.where(np.isfinite(single) & valid, np.nan_to_num(single) * r.servers, 0.0)
    return {
        "bytes_ratio": bytes_ratio[:, None],
        "byte_share": np.where(mask & uses, shape.byte_share[model], 0.0) if n else np.zeros((0, a_count)),
        "tls_ms": tls, "xml_ms": np.where(mask, xml, 0.0), "xml_eligible_ms": np.where(mask, xml_eligible, 0.0),
        "app_ms": app,
        "ref_qr_cpu_ms": (np.where(valid, np.nan_to_num(shape.qr_cpu_ms[model]), 0.0) if n else np.zeros(0))[:, None],
        "ref_qr_dispatch_ms": (np.where(valid, np.nan_to_num(shape.qr_dispatch_ms[model]), 0.0)
                               if n else np.zeros(0))[:, None],
        "app_qr_ms": np.where(all_valid, r.app_qr_ms * release, 0.0)[:, None],
        "handshakes_per_tran": np.where(valid, handshakes, 0.0)[:, None],
        "connections_per_tran": (np.where(valid, shape.connections_per_tran[model], 0.0)
                                 if n else np.zeros(0))[:, None],
        "server_capacity_tps": capacity[:, None],
    }


def _inputs(r: ResolvedScenario, table: CoefficientTable, catalog: Catalog,
            shape: ShapeTable) -> tuple[dict, calc.Context]:
    n, spaces = r.n, table.spaces
    a_count = len(spaces)
    model = np.where(r.model_index >= 0, r.model_index, 0)
    valid = r.valid & (r.model_index != -1)  # "none" (application CPU only) is valid, an unknown id is not
    has_model = r.model_index >= 0
    mask = (valid & has_model)[:, None]

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
        "qr_cpu_ceiling_pct": np.array(float(assumptions["qr_cpu_ceiling_pct"])),
        "qr_dispatch_ceiling_pct": np.array(float(assumptions["qr_dispatch_ceiling_pct"])),
        "qr_dispatch_per_cpu": np.array(float(assumptions["qr_dispatch_per_cpu"])),
        "card_ms": np.array(float(assumptions["crypto_handshake_card_ms"])),
        "coprocessors": np.array(float(hw["crypto_coprocessors"])),
        "existing_card_busy_pct": np.array(float(hw["existing_card_busy_pct"])),
        "port_capacity_per_s": np.array(float(hw["client_stacks"]) * float(assumptions["client_ephemeral_ports"])
                                        / float(assumptions["client_time_wait_s"])),
        "group_regions": np.array([regions for _, regions in r.groups], dtype=float),
    }
    env.update(_message_leaves(r, catalog, shape, model, valid, has_model, uses, spaces))
    # the application's own CPU lands in CICS (and OMVS for USS overhead) even where the ingress has none
    uses = uses | ((env["app_ms"] > 0) & mask) if n else uses
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
                              "group_index": r.group_index,
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
    rows = np.flatnonzero(outside)
    # Python floats and ints from here: a plan of thousands of rows may warn on each (numpy scalars format slowly)
    for i, rate, k in zip(rows.tolist(), tps[rows].tolist(), index[rows].tolist(), strict=True):
        above = rate > high[k]
        side = "above the highest" if above else "below the lowest"
        edge = float(high[k] if above else low[k])
        out.append(Issue(WARNING, f"rate {rate:,.6g} tps is {side} measured rate of '{models[k].id}' "
                                  f"({edge:,.2f} tps, one region); the cost is extrapolated",
                         "workload", i, "tps", r.names[i]))
    costless = r.valid & (r.model_index == NO_INGRESS) & (np.asarray(result.env["app_ms"]).sum(axis=1) <= 0) \
        if r.n else np.zeros(0, dtype=bool)
    for i in np.flatnonzero(costless):
        out.append(Issue(WARNING, f"ingress '{NO_INGRESS_ID}' counts only the application CPU, and this workload "
                                  "has none: give 'application CPU' or an application reference",
                         "workload", int(i), "app_gcp_ms", r.names[i]))
    unsaturated = active & ~outside & (tps > kept_high[index])
    for i in np.flatnonzero(unsaturated):
        model = models[index[i]]
        out.append(Issue(WARNING, f"rate {tps[i]:,.6g} tps is above the highest unsaturated measured rate "
                                  f"of '{model.id}' ({kept_high[index[i]]:,.2f} tps), where the measured region "
                                  "was saturating", "workload", int(i), "tps", r.names[i]))
    moved = r.payload_in_bytes + r.payload_out_bytes
    measured = np.array([m.reference.payload_in_bytes + m.reference.payload_out_bytes for m in models], dtype=float)
    away = valid & (np.abs(moved / np.maximum(measured[index], 1.0) - 1.0) > 0.10)
    for i in np.flatnonzero(away):
        model = models[index[i]]
        field_key = "payload_in_bytes" if r.payload_in_bytes[i] != model.reference.payload_in_bytes else \
            "payload_out_bytes"
        if model.shape.payload_measured_only:
            text = (f"payload outside the measured range: '{model.id}' was measured only at "
                    f"{model.reference.payload_in_bytes:,} bytes each way ({model.reference.payload_note}); the cost "
                    "is extrapolated with the per-byte shares (assumptions 'payload_share_*')")
        elif r.channel[i] and moved[i] > measured[index[i]]:
            text = (f"a {moved[i]:,.0f}-byte channel flow is far above the measured {measured[index[i]]:,.0f} bytes: "
                    "the per-byte part is scaled linearly, as the CICS TG report found for channels "
                    "(CICS TG V9.0 performance summary [002_8eef62617e2da255.txt], Scenarios 5 and 6)")
        else:
            text = (f"payload {moved[i]:,.0f} bytes per transaction (in + out) against the measured "
                    f"{measured[index[i]]:,.0f}: the cost is scaled with the per-byte shares (assumptions "
                    "'payload_share_*'), not measured")
        out.append(Issue(WARNING, text, "workload", int(i), field_key, r.names[i]))
    if r.machine is not None and any(catalog.get(m).reference.machine != r.machine.text for m in
                                     {x for x in set(r.ingress) if x in catalog.models}):
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
    out.extend(_shape_warnings(result))
    ziip_busy = float(env["ziip_busy_pct"])
    if not hw["ziip_honor_priority"] and ziip_busy > 100:
        out.append(Issue(WARNING, f"zIIP shortfall: eligible work needs {ziip_busy:.0f}% of the zIIPs and honor "
                                  "priority NO keeps it off the CPs: it waits", "totals", field="ziip_busy_pct"))
    elif hw["ziip_honor_priority"] and float(env["ziip_pool_busy"]) >= 1.0 and float(env["ziip_demand_engines"]) > 0:
        out.append(Issue(WARNING, f"the zIIPs are full: {float(env['spill_share']) * 100:.0f}% of the zIIP-eligible "
                                  "work runs on general CPs", "totals", field="ziip_busy_pct"))
    return out


def _shape_warnings(result: ScenarioResult) -> list[Issue]:
    """QR TCB, Crypto Express, ports and single servers past their limits."""
    r, env = result.resolved, result.env
    a = r.assumptions
    out: list[Issue] = []
    for g, (name, regions) in enumerate(r.groups):
        cpu, dispatch = float(env["group_qr_cpu_busy_pct"][g]), float(env["group_qr_dispatch_busy_pct"][g])
        needed = env["group_regions_needed"][g]
        if cpu > float(a["qr_cpu_ceiling_pct"]) or dispatch > float(a["qr_dispatch_ceiling_pct"]):
            out.append(Issue(WARNING, f"region group {name}: the QR TCB is {cpu:.0f}% CPU busy and {dispatch:.0f}% "
                                      f"dispatched per region (ceilings {a['qr_cpu_ceiling_pct']:g}% and "
                                      f"{a['qr_dispatch_ceiling_pct']:g}%): {needed:.0f} region(s) needed, "
                                      f"{regions:g} planned", "region_group", g, "regions", name))
    crypto = float(env["crypto_busy_pct"])
    if float(env["handshakes_per_s"]) > 0 and float(env["coprocessors"]) == 0:
        out.append(Issue(WARNING, "full TLS handshakes with no Crypto Express coprocessor: they run in software on "
                                  "the CPs, which the documents did not measure", "hardware",
                         field="crypto_coprocessors"))
    elif crypto > float(a["crypto_target_busy_pct"]):
        out.append(Issue(WARNING, f"Crypto Express card {crypto:.0f}% busy ({float(env['handshakes_per_s']):,.0f} full "
                                  f"handshakes/s), above the {a['crypto_target_busy_pct']:g}% warning level",
                         "totals", field="crypto_busy_pct"))
    ports = float(env["port_busy_pct"])
    if ports > 100:
        out.append(Issue(WARNING, f"client ephemeral ports exhausted: {float(env['connections_per_s']):,.0f} new "
                                  f"connections/s need {ports:.0f}% of what the client stacks hold "
                                  f"({float(env['port_capacity_per_s']):,.0f}/s); pool the connections or add "
                                  "client stacks", "totals", field="port_busy_pct"))
    busy = np.ravel(env["server_busy_pct"])
    capacity = np.ravel(env["server_capacity_tps"])
    for i in np.flatnonzero(np.isfinite(busy) & (busy > 100) & r.valid):
        single = capacity[i] / r.servers[i]
        out.append(Issue(WARNING, f"{r.tps[i]:,.0f} tps is over what {r.servers[i]:g} server(s) handle "
                                  f"({capacity[i]:,.0f} tps; one measured server tops out at {single:,.0f} tps "
                                  f"whatever the CPU speed): {np.ceil(r.tps[i] / single):.0f} servers needed",
                         "workload", int(i), "servers", r.names[i]))
    return out
