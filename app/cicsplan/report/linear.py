"""Which of the engine's aggregate steps are, for this plan, a plain sum or a stated formula.

``calc.STEPS`` holds two kinds of step: expressions (element-wise, written to Excel as formulas) and
aggregates run by Python (allocations, the zIIP spill, sums). An aggregate output can still be a live
Excel formula when, for the plan at hand, it is

* a sum of one quantity over workloads or address spaces times a constant (``wl_total_ms`` is the sum
  of ``total_ms`` over the workload's address spaces), or
* exactly the ``name = expression`` clause its own ``formula`` text states (``gcp_busy_pct``).

Nothing is assumed from names: each candidate is checked against the step's own function, on the
plan's values and on randomly perturbed inputs, so a sum is only written as SUM when the engine
computes it as one (an allocation or a non-linear step never passes). Everything else is written as
a value with a note quoting the step's formula.
"""

from __future__ import annotations

import copy
import re

import numpy as np

from cicsplan.core.common.records import dataclass
from cicsplan.core.model import calc
from cicsplan.core.model.engine import ScenarioResult
from cicsplan.core.model.sweep import scaled_inputs
from cicsplan.core.plan import expr

PROBES = 3
RTOL = 1e-9


@dataclass(frozen=True)
class SumForm:
    """output = factor x (sum of ``source`` over the cells that reduce to the output's cell)."""

    source: str
    factor: float


@dataclass(frozen=True)
class ExprForm:
    """output = ``node`` (the clause stated in the step's formula text)."""

    node: expr.Node
    text: str


@dataclass(frozen=True)
class RateSumForm:
    """output = factor x total x (sum of tps x ``weight`` over the workloads), over a region group's workloads
    divided by its regions (``per_region``) for a group output, over every workload for a total."""

    weight: str | None  # a per-workload quantity, None for the rates alone
    total: str | None  # a plan-wide quantity multiplying the sum, None for none
    per_region: bool
    factor: float


Form = SumForm | ExprForm | RateSumForm

# which levels sum into which
REDUCES_TO = {"total": ("space", "workload", "cell"), "workload": ("cell",), "space": ("cell",)}


def level(key: str) -> str:
    return calc.QUANTITIES[key].level if key in calc.QUANTITIES else "unknown"


def stated_clauses(step: calc.AggregateStep) -> dict[str, ExprForm]:
    """The ``output = expression`` clauses of an aggregate's formula text that parse as expressions."""
    text = step.formula.replace("×", "*").replace("−", "-").replace("÷", "/").replace("²", "^2")
    out: dict[str, ExprForm] = {}
    for clause in re.split(r";", text):
        name, sep, body = clause.partition("=")
        name = name.strip()
        if not sep or name not in step.outputs:
            continue
        try:
            node = expr.parse(body)
        except expr.FormulaError:
            continue
        if expr.names(node) <= set(calc.QUANTITIES):
            out[name] = ExprForm(node, f"{name} = {expr.render(node)}")
    return out


def recognise(result: ScenarioResult) -> dict[str, Form]:
    """For each aggregate output of the plan's calculation that is a sum or its stated formula, that form."""
    env = result.env
    ctx = result.ctx
    masks = _masks(result)
    forms: dict[str, Form] = {}
    rng = np.random.default_rng(20240611)
    for step in calc.STEPS:
        if not isinstance(step, calc.AggregateStep) or not step.live:
            continue
        probes = [_probe(step, env, ctx, masks, rng) for _ in range(PROBES)]
        probes = [p for p in probes if p is not None]
        if len(probes) < PROBES:
            continue
        actual = dict(env)
        clauses = stated_clauses(step)
        for output in step.outputs:
            if output not in env:
                continue
            clause = clauses.get(output)
            if clause is not None and all(_same(_eval(clause.node, e), e[output]) for e in [actual, *probes]):
                forms[output] = clause
                continue
            found = _find_sum(output, step, env, probes, masks)
            if found is None and level(output) in ("group", "total"):
                found = _find_rate_sum(output, step, [actual, *probes], ctx)
            if found is not None:
                forms[output] = found
    return forms


def active_cells(result: ScenarioResult) -> np.ndarray:
    """(workloads, address spaces) bool: cells the workload's method measured, or where any per-cell
    quantity of the calculation is not zero (an add-on cost in an address space the method did not list)."""
    valid = np.asarray(result.ctx.valid, dtype=bool)
    active = np.asarray(result.ctx.uses, dtype=bool).copy()
    for key, value in result.env.items():
        array = np.asarray(value)
        if level(key) == "cell" and array.dtype.kind == "f" and array.shape == active.shape:
            active |= np.isfinite(array) & (array != 0)
    return active & valid[:, None]


def _masks(result: ScenarioResult) -> dict[str, np.ndarray]:
    valid = np.asarray(result.ctx.valid, dtype=bool)
    cells = active_cells(result)
    return {"cell": cells, "workload": valid, "space": np.ones(cells.shape[1], dtype=bool)}


def _probe(step: calc.AggregateStep, env: dict[str, np.ndarray], ctx: calc.Context,
           masks: dict[str, np.ndarray], rng: np.random.Generator) -> dict[str, np.ndarray] | None:
    """The env with every earlier quantity perturbed, plus the step's outputs computed from it."""
    later = _outputs_from(step)
    probe: dict[str, np.ndarray] = {}
    for key, value in env.items():
        array = np.asarray(value, dtype=float)
        if key in later or array.dtype.kind != "f":
            probe[key] = array
            continue
        probe[key] = _perturb(array, level(key), masks, rng)
    ctx_copy = copy.copy(ctx)
    ctx_copy.extra = dict(ctx.extra)
    try:
        with np.errstate(all="ignore"):
            outputs = step.run(probe, ctx_copy)
    except Exception:  # a step that cannot run on perturbed inputs is simply not recognised
        return None
    probe.update({k: np.asarray(v, dtype=float) for k, v in outputs.items()})
    return probe


def _outputs_from(step: calc.AggregateStep) -> set[str]:
    index = calc.STEPS.index(step)
    return {o for s in calc.STEPS[index:] for o in s.outputs}


def _perturb(array: np.ndarray, lvl: str, masks: dict[str, np.ndarray], rng: np.random.Generator) -> np.ndarray:
    noisy = array * rng.uniform(0.5, 1.5, array.shape) + rng.uniform(0.1, 1.0, array.shape)
    if lvl == "cell" and array.shape == masks["cell"].shape:
        return np.where(masks["cell"], noisy, array)
    if lvl == "workload" and array.shape[:1] == masks["workload"].shape:
        mask = masks["workload"].reshape((-1,) + (1,) * (array.ndim - 1))
        return np.where(mask, noisy, array)
    return noisy


def _eval(node: expr.Node, env: dict[str, np.ndarray]) -> np.ndarray | None:
    try:
        return expr.evaluate_array(node, env)
    except expr.FormulaError:  # a clause naming something this plan's env does not hold
        return None


def _same(a: np.ndarray | None, b: np.ndarray | None) -> bool:
    if a is None or b is None:
        return False
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    if a.size != b.size or not (np.all(np.isfinite(a)) and np.all(np.isfinite(b))):
        return False
    return bool(np.allclose(a.ravel(), b.ravel(), rtol=RTOL, atol=1e-12))


def masked_sum(array: np.ndarray, source_level: str, target_level: str, masks: dict[str, np.ndarray]) -> np.ndarray:
    """Sum ``array`` (of ``source_level``) down to ``target_level``, over the cells the plan uses."""
    a = np.asarray(array, dtype=float)
    if source_level == "cell":
        a = np.where(masks["cell"], np.broadcast_to(a, masks["cell"].shape), 0.0)
        if target_level == "workload":
            return a.sum(axis=1)
        if target_level == "space":
            return a.sum(axis=0)
        return np.asarray(a.sum())
    if source_level == "workload":
        flat = a[(slice(None),) + (0,) * (a.ndim - 1)] if a.ndim else a  # each workload's first value
        return np.asarray(np.where(masks["workload"], flat, 0.0).sum())
    return np.asarray(a.sum())


def _find_sum(output: str, step: calc.AggregateStep, env: dict[str, np.ndarray], probes: list[dict[str, np.ndarray]],
              masks: dict[str, np.ndarray]) -> SumForm | None:
    target = level(output)
    sources = REDUCES_TO.get(target, ())
    # a quantity computed after the step is never its input: on the probes it keeps its plan value, so a constant
    # output (spill_share = 1 with no zIIPs) would pass as a multiple of it
    later = _outputs_from(step)
    candidates = [o for o in step.outputs if o != output] + [k for k in calc.QUANTITIES if k not in later]
    for key in candidates:
        if level(key) not in sources or key not in env:
            continue
        factor = None
        ok = True
        for e in [*probes, env]:
            total = masked_sum(e[key], level(key), target, masks)
            value = np.asarray(e[output], dtype=float).ravel()
            total = np.asarray(total).ravel()
            # a source that is not finite (a response time past saturation) sums to nothing a formula can hold
            if total.shape != value.shape or not (np.all(np.isfinite(value)) and np.all(np.isfinite(total))):
                ok = False
                break
            if factor is None:
                big = np.abs(total) > 1e-9
                if not big.any():
                    ok = False
                    break
                ratios = value[big] / total[big]
                factor = float(ratios[0])
                factor = _tidy(factor)
            with np.errstate(invalid="ignore", over="ignore"):  # 0 x inf on a probe is just not this sum
                matches = np.allclose(value, factor * total, rtol=RTOL, atol=1e-12)
            if not matches:
                ok = False
                break
        if ok and factor is not None and factor != 0:
            return SumForm(key, factor)
    return None


def _tidy(factor: float) -> float:
    """A factor computed as a ratio of floats (0.0099999...) snapped to the round number it is."""
    if factor == 0:
        return factor
    whole = round(factor)
    if whole and abs(factor - whole) < 1e-9 * abs(factor):
        return float(whole)
    inverse = 1.0 / factor
    if not np.isfinite(inverse):  # a subnormal ratio (a value next to nothing): no round number to snap to
        return factor
    whole = round(inverse)
    if whole and abs(inverse - whole) < 1e-9 * abs(inverse):
        return 1.0 / whole
    return factor


def rate_sum(form: RateSumForm, env: dict[str, np.ndarray], ctx: calc.Context, target: str) -> np.ndarray:
    """What ``form`` gives over ``env``: per region group (``target`` "group") or for the plan ("total")."""
    tps = np.where(np.asarray(ctx.valid, dtype=bool), np.ravel(env["tps"]), 0.0)
    terms = tps * (np.ravel(env[form.weight]) if form.weight else 1.0)
    if target == "group":
        regions = np.ravel(env["group_regions"])
        sums = np.zeros(regions.shape)
        np.add.at(sums, np.asarray(ctx.extra["group_index"]), terms)
        if form.per_region:
            sums = sums / regions
    else:
        sums = np.asarray(terms.sum())
    return form.factor * sums * (float(np.ravel(env[form.total])[0]) if form.total else 1.0)


def _find_rate_sum(output: str, step: calc.AggregateStep, envs: list[dict[str, np.ndarray]],
                   ctx: calc.Context) -> RateSumForm | None:
    """Whether ``output`` is the rates times one of the step's per-workload inputs, summed per region group (over
    its regions or not) or over the plan, times a constant and at most one plan-wide input: tried on the plan and
    on perturbed inputs against the step's own function, so only what the engine computes that way passes."""
    target = level(output)
    weights = [None, *(k for k in step.inputs if k != "tps" and level(k) == "workload")]
    totals = [None, *(k for k in step.inputs if level(k) == "total")]
    if "tps" not in step.inputs or (target == "group" and "group_index" not in ctx.extra):
        return None
    for weight in weights:
        for total in totals:
            for per_region in ((False, True) if target == "group" else (False,)):
                form = _fitted(output, RateSumForm(weight, total, per_region, 1.0), envs, ctx, target)
                if form is not None:
                    return form
    return None


def _fitted(output: str, unit: RateSumForm, envs: list[dict[str, np.ndarray]], ctx: calc.Context,
            target: str) -> RateSumForm | None:
    factor = None
    for env in envs:
        with np.errstate(all="ignore"):
            value = np.ravel(np.asarray(env[output], dtype=float))
            candidate = np.ravel(rate_sum(unit, env, ctx, target))
        if candidate.shape != value.shape or not (np.all(np.isfinite(value)) and np.all(np.isfinite(candidate))):
            return None
        if factor is None:
            big = np.abs(candidate) > 1e-9
            if not big.any():
                return None
            factor = _tidy(float(value[big][0] / candidate[big][0]))
        if not np.allclose(value, factor * candidate, rtol=RTOL, atol=1e-12):
            return None
    return None if not factor else RateSumForm(unit.weight, unit.total, unit.per_region, factor)


MAX_WEIGHT_ROWS = 2_000  # each workload's weight is one run of the step over the plan: quadratic in the workloads


@dataclass(frozen=True)
class LparWeights:
    """Each workload's work in each LPAR hosting the plan's region groups, per transaction per second: in the other
    LPARs general CPs' and zIIPs' worth in their engines (workloads, LPARs); in the plan's LPAR its general CPs' worth
    of LPAR busy (workloads,) above ``own_base_engines`` (its address spaces' fixed CPU without a rate), or None when
    that part does not follow the rates so (fixed costs shared by the workloads, the zIIP spill)."""

    gcp_engines_per_tps: np.ndarray
    ziip_engines_per_tps: np.ndarray
    own_engines_per_tps: np.ndarray | None
    own_base_engines: float


def lpar_weights(result: ScenarioResult) -> LparWeights | None:
    """The LPARs' demand as rates times per-transaction weights, when the engine computes it so for this plan: each
    workload's weight is the step run on that workload alone at 1 tps (every per-transaction quantity as the plan has
    it), and the rates times the weights must give the engine's own figures at the planned rates and when the engine
    computes the plan again at rates moved each by its own factor (fixed costs shared by the workloads or a zIIP spill
    that grows faster than the rates fail that). None when there is no other hosting LPAR or the check fails."""
    env, ctx = result.env, result.ctx
    n, slots = result.resolved.n, np.ravel(env.get("lpar_logical_cps", np.zeros(0))).size
    if not n or not slots or result.catalog is None or n > MAX_WEIGHT_ROWS:
        return None
    others, totals = calc.producer("lpar_gcp_engines"), calc.producer("gcp_lpar_engines")
    gcp, ziip, own = np.zeros((n, slots)), np.zeros((n, slots)), np.zeros(n)
    zero = _at_rates(env, ctx, np.zeros(n))
    base = float(np.ravel(totals.run(zero, copy.copy(ctx))["gcp_lpar_engines"])[0])
    for i in np.flatnonzero(np.asarray(ctx.valid, dtype=bool)):
        probe = _at_rates(env, ctx, np.eye(n)[i])
        with np.errstate(all="ignore"):
            out = others.run(probe, ctx)
            own[i] = float(np.ravel(totals.run(probe, copy.copy(ctx))["gcp_lpar_engines"])[0]) - base
        gcp[i], ziip[i] = np.ravel(out["lpar_gcp_engines"]), np.ravel(out["lpar_ziip_engines"])
    own_ok = True
    rng = np.random.default_rng(20261127)
    planned = np.ravel(np.asarray(env["tps"], dtype=float)[:, 0])
    for factors in (np.ones(n), *(rng.uniform(0.5, 2.0, n) for _ in range(PROBES - 1))):
        tps = np.where(np.asarray(ctx.valid, dtype=bool), planned * factors, 0.0)
        again = _engine_at(result, factors)
        if again is None or not all(_same(tps @ w, np.ravel(again[key])) for w, key in (
                (gcp, "lpar_gcp_engines"), (ziip, "lpar_ziip_engines"))):
            return None
        own_ok = own_ok and _same(base + tps @ own, np.ravel(again["gcp_lpar_engines"]))
    return LparWeights(gcp, ziip, own if own_ok else None, base)


def _at_rates(env: dict[str, np.ndarray], ctx: calc.Context, tps: np.ndarray) -> dict[str, np.ndarray]:
    """The env with the rates replaced and the per-cell steps that multiply by them run again."""
    probe = dict(env)
    probe["tps"] = np.asarray(tps, dtype=float).reshape(np.shape(env["tps"]))
    for key in ("gcp_pct", "ziip_pct", "lpar_gcp_pct"):
        probe.update(calc.producer(key).run(probe, ctx))
    return probe


def _engine_at(result: ScenarioResult, factors: np.ndarray) -> dict[str, np.ndarray] | None:
    """The engine's calculation of the plan with each workload's rate times its factor."""
    env, ctx = scaled_inputs(result, result.catalog)
    env["tps"] = np.asarray(env["tps"], dtype=float) * np.asarray(factors, dtype=float).reshape(-1, 1)
    try:
        with np.errstate(all="ignore"):
            return calc.run(env, ctx)
    except Exception:  # a plan the engine cannot re-run at other rates is simply not recognised as a sum
        return None
