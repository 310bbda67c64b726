"""Compute one scenario of a plan: a pipeline of steps, each in its own module (resolve the plan -> hardware
speeds -> coefficients -> message shape -> calculation -> limits -> issues), vectorised over workloads and
address spaces. ``compute`` never raises: a failure of cicsplan itself becomes a result that says so."""

from __future__ import annotations

import dataclasses
import traceback

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.model import calc
from cicsplan.core.model.calc_inputs import calculation_inputs
from cicsplan.core.model.coefficients import CoefficientTable, build_table, saturation_rule
from cicsplan.core.model.daily import profile_issues
from cicsplan.core.model.inputs import ResolvedScenario, resolve
from cicsplan.core.model.limits import evaluate_limits
from cicsplan.core.model.lpar_work import (
    prsm_with_plan_work,
    refine_free_split,
    split_by_free_capacity,
    with_plan_work,
)
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.model.result_issues import result_warnings
from cicsplan.core.model.shape_memo import shape_of
from cicsplan.core.model.speeds import speed_ratios
from cicsplan.core.plan.expr import shorten
from cicsplan.core.plan.fields import INTEGER, NUMBER, WORKLOAD
from cicsplan.core.plan.issues import ERROR, Issue
from cicsplan.core.plan.plan import Plan, Record, Scenario

__all__ = ["ScenarioResult", "compute", "failed_result"]

FREE_SPLIT_ROUNDS = 20  # splits by free capacity again at most this often (each a run of the calculation)
FREE_SPLIT_TOLERANCE = 1e-9  # a share that moves less than this is where the split settles


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
    for kept, settings in ((inputs, "all"), ({"name"}, "all"), ({"name"}, "machine"), ({"name"}, None),
                           (set(), None)):
        workloads = [Record({k: v for k, v in _values(record).items() if k in kept}) for record in scenario.workloads]
        stub_scenario, stub = _stub(plan, scenario, workloads, settings)
        try:
            result = _compute(stub, catalog, stub_scenario)
            break
        except Exception:  # those were the trouble too: try with less of the plan
            continue
    else:
        raise exc
    result.plan = plan
    result.resolved.scenario = scenario
    if settings is None:  # computed on the default machine: the views show the hardware typed and no capacity of it
        for key, kind in (("machine", str), ("cps", int | float), ("ziips", int | float)):
            typed = scenario.hardware.get(key)
            if isinstance(typed, kind) and not isinstance(typed, bool):
                result.resolved.hardware[key] = typed
        result.resolved.machine = None
    result.resolved.valid[:] = False
    result.replace_issues([Issue(ERROR, message, "plan")])
    result.resolved.issues = list(result.issues)
    result.internal_error = "".join(traceback.format_exception(exc))
    return result


def _stub(plan: Plan, scenario: Scenario, workloads: list[Record], settings: str | None) -> tuple[Scenario, Plan]:
    """The scenario and plan a failed compute is computed again from: with all the plan's settings, with its
    machine and LPAR alone (no other LPARs, region groups or routes: the views still show the machine typed, not
    a default one), or with nothing of the plan."""
    if settings == "all":
        stub_scenario = dataclasses.replace(scenario, workloads=workloads)
        return stub_scenario, dataclasses.replace(plan, scenarios=[stub_scenario])
    if settings == "machine":
        stub_scenario = Scenario(str(scenario.name), hardware=scenario.hardware, workloads=workloads,
                                 variables=dict(scenario.variables))
        return stub_scenario, Plan(variables=dict(plan.variables), capacity_table=plan.capacity_table,
                                   scenarios=[stub_scenario])
    stub_scenario = Scenario(str(scenario.name), workloads=workloads)
    return stub_scenario, Plan(scenarios=[stub_scenario])


def _values(record: object) -> dict:
    values = getattr(record, "values", None)
    return values if isinstance(values, dict) else {}


def _compute(plan: Plan, catalog: Catalog, scenario: Scenario) -> ScenarioResult:
    """The pipeline: each step a call into its module, in the order the calculation needs them."""
    resolved = resolve(plan, scenario, catalog)  # the plan's inputs: formulas, defaults, hardware, issues
    split_by_free_capacity(resolved)  # routes that follow free capacity get their shares
    issues = [*resolved.issues, *profile_issues(scenario, resolved.names)]  # the hourly profile's multipliers
    speed_notes = speed_ratios(resolved, catalog)[2]  # hardware speeds: measured LPAR -> the plan's LPAR
    table, override_issues = coefficients(catalog, resolved, plan)  # the catalog's costs by the cost method
    issues.extend(override_issues)
    shape = shape_of(catalog, table.costs, table.spaces, resolved.assumptions,  # payload, TLS, XML, QR
                     resolved.machine_table)
    env, ctx = calculation_inputs(resolved, table, catalog, shape)
    with np.errstate(all="ignore"):
        calc.run(env, ctx)  # the calculation (model.calc's one description)
        for _ in range(FREE_SPLIT_ROUNDS):
            # routes that follow free capacity split again with all the plan puts on each LPAR counted, on what PR/SM
            # gives each LPAR with that work in it, until the split no longer moves
            sharing = prsm_with_plan_work(resolved, env["lpar_gcp_engines"])
            change = refine_free_split(resolved, env, ctx.extra["route_links"], sharing)
            if change is None:
                break
            env, ctx = calculation_inputs(resolved, table, catalog, shape)
            calc.run(env, ctx)
            if change <= FREE_SPLIT_TOLERANCE:
                break
        if with_plan_work(resolved, env):  # PR/SM again with the plan's work in the other LPARs it hosts groups in
            env.update(calculation_inputs(resolved, table, catalog, shape)[0])
            calc.run(env, ctx)
    result = ScenarioResult(plan=plan, resolved=resolved, table=table, env=env, ctx=ctx, issues=issues,
                            space_names=tuple(catalog.address_spaces[s].name for s in table.spaces),
                            catalog=catalog, speed_notes=speed_notes, shape=shape,
                            limits_of=evaluate_limits)  # limits: what runs out first, on first use
    issues.extend(result_warnings(result, catalog))  # the issues the figures raise
    return result


def coefficients(catalog: Catalog, resolved: ResolvedScenario, plan: Plan) -> tuple[CoefficientTable, list[Issue]]:
    """The coefficient table of the plan's cost method, with its overrides; an override in error stops every
    workload (the figures would mix the two)."""
    method = resolved.cost_method if resolved.cost_method in ("published", "fitted") else "published"
    table, override_issues = build_table(catalog, method, saturation_rule(resolved.assumptions),
                                         plan.coefficient_overrides)
    if override_issues:
        resolved.valid[:] = False
    return table, override_issues
