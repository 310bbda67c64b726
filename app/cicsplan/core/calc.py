"""The one description of the calculation.

The engine runs these steps, the formula bar explains a result by reading the step that
produced it, and the Excel export writes the linear steps as formulas. Nothing else
re-implements the arithmetic.

Arrays are shaped (workloads, address spaces) for "cell" quantities and (workloads, 1)
for per-workload inputs, so numpy broadcasting does the per-address-space work.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from cicsplan.core import expr


@dataclass(frozen=True)
class Quantity:
    key: str
    label: str
    unit: str
    level: str  # "cell" (workload x address space), "workload", "space" (address space, whole plan), "total"
    description: str


Q = Quantity
QUANTITIES: dict[str, Quantity] = {q.key: q for q in (
    # inputs
    Q("tps", "rate", "tps", "workload", "the workload's planned transactions per second"),
    Q("marginal_ms", "measured CPU per transaction", "ms/tran", "cell",
      "CPU per transaction of the address space from the ingress model (general CPs and zIIP together)"),
    Q("marginal_eligible_ms", "measured zIIP-eligible CPU per transaction", "ms/tran", "cell",
      "the zIIP-eligible part of the measured CPU per transaction (AAPCP + zIIP columns)"),
    Q("spill_share", "share of eligible work on general CPs", "", "cell",
      "the share of zIIP-eligible work that ran on general CPs in the measurement (AAPCP / (AAPCP + zIIP))"),
    Q("model_fixed_pct", "fixed CPU of the model", "% of one engine", "cell",
      "the address space's CPU at zero rate from the fitted line (0 with the published method)"),
    Q("model_eligible_fixed_pct", "fixed zIIP-eligible CPU of the model", "% of one engine", "cell",
      "the zIIP-eligible part of the fixed CPU"),
    # fixed-cost allocation
    Q("fixed_pct", "fixed CPU counted for the address space", "% of one engine", "cell",
      "the fixed CPU of the shared address space, counted once per LPAR (once per region for CICS)"),
    Q("eligible_fixed_pct", "fixed zIIP-eligible CPU counted", "% of one engine", "cell",
      "the zIIP-eligible part of the counted fixed CPU"),
    Q("users_tps", "rate of all workloads sharing it", "tps", "cell",
      "total rate of the workloads that share this address space (or this region group, for CICS)"),
    Q("fixed_ms", "fixed CPU per transaction", "ms/tran", "cell",
      "the counted fixed CPU spread over the transactions of the workloads that share the address space"),
    Q("eligible_fixed_ms", "fixed zIIP-eligible CPU per transaction", "ms/tran", "cell",
      "the zIIP-eligible part of the fixed CPU per transaction"),
    # per workload and address space
    Q("total_ms", "CPU per transaction", "ms/tran", "cell", "CPU per transaction, general CPs and zIIP"),
    Q("eligible_ms", "zIIP-eligible CPU per transaction", "ms/tran", "cell", "the zIIP-eligible part"),
    Q("spill_ms", "eligible CPU run on general CPs", "ms/tran", "cell",
      "zIIP-eligible work that runs on general CPs"),
    Q("ziip_ms", "zIIP CPU per transaction", "ms/tran", "cell", "time on zIIPs"),
    Q("gcp_ms", "general-CP CPU per transaction", "ms/tran", "cell",
      "time on general CPs, including eligible work that ran there"),
    Q("cpu_pct", "CPU busy at the planned rate", "% of one engine", "cell",
      "CPU of the address space for this workload at its rate, general CPs and zIIP"),
    Q("gcp_pct", "general-CP busy at the planned rate", "% of one engine", "cell",
      "general-CP time of the address space for this workload at its rate"),
    Q("ziip_pct", "zIIP busy at the planned rate", "% of one engine", "cell",
      "zIIP time of the address space for this workload at its rate"),
    # per workload
    Q("wl_total_ms", "CPU per transaction", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_gcp_ms", "general-CP CPU per transaction", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_ziip_ms", "zIIP CPU per transaction", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_eligible_ms", "zIIP-eligible CPU per transaction", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_spill_ms", "eligible CPU run on general CPs", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_cpu_pct", "CPU busy at the planned rate", "% of one engine", "workload", "sum over the address spaces"),
    # whole plan
    Q("space_gcp_pct", "general-CP busy of the address space", "% of one engine", "space",
      "sum over the workloads, plus fixed CPU of address spaces whose workloads have no rate"),
    Q("space_ziip_pct", "zIIP busy of the address space", "% of one engine", "space",
      "sum over the workloads, plus fixed CPU of address spaces whose workloads have no rate"),
    Q("gcp_engines", "general CPs' worth of busy", "engines", "total", "sum over address spaces / 100"),
    Q("ziip_engines", "zIIPs' worth of busy", "engines", "total", "sum over address spaces / 100"),
)}


@dataclass(frozen=True)
class ExprStep:
    """output = formula, element-wise."""

    output: str
    formula: str

    @cached_property
    def node(self) -> expr.Node:
        return expr.parse(self.formula)

    @property
    def inputs(self) -> tuple[str, ...]:
        return tuple(sorted(expr.names(self.node)))

    @property
    def outputs(self) -> tuple[str, ...]:
        return (self.output,)

    def run(self, env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
        with np.errstate(all="ignore"):
            return {self.output: np.asarray(expr._eval(self.node, env), dtype=float)}


@dataclass(frozen=True)
class AggregateStep:
    """A step across rows (a maximum, a sum, an allocation): run by a function, explained by its text."""

    outputs: tuple[str, ...]
    inputs: tuple[str, ...]
    formula: str
    function: Callable[[dict[str, np.ndarray], Context], dict[str, np.ndarray]]

    def run(self, env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
        return self.function(env, ctx)


@dataclass
class Context:
    """What aggregate steps need besides the arrays: who shares which address space instance."""

    instance: np.ndarray  # (n, A) int: the instance (address space, or region of a group for CICS)
    instance_count: int
    instance_multiplier: np.ndarray  # (instance_count,) regions in the group for region scope, else 1
    uses: np.ndarray  # (n, A) bool: the workload's model measured this address space
    valid: np.ndarray  # (n,) bool
    extra: dict = field(default_factory=dict)


def _allocate_fixed(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    users = ctx.uses & ctx.valid[:, None]
    flat = ctx.instance[users]
    count = ctx.instance_count
    fixed = np.zeros(count)
    eligible = np.zeros(count)
    np.maximum.at(fixed, flat, env["model_fixed_pct"][users])
    np.maximum.at(eligible, flat, env["model_eligible_fixed_pct"][users])
    fixed *= ctx.instance_multiplier
    eligible *= ctx.instance_multiplier
    tps = np.zeros(count)
    np.add.at(tps, flat, np.broadcast_to(env["tps"], users.shape)[users])
    cell_fixed = np.where(users, fixed[ctx.instance], 0.0)
    cell_eligible = np.where(users, eligible[ctx.instance], 0.0)
    cell_tps = np.where(users, tps[ctx.instance], 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        per_tran = np.where(cell_tps > 0, cell_fixed * 10.0 / cell_tps, 0.0)
        per_tran_eligible = np.where(cell_tps > 0, cell_eligible * 10.0 / cell_tps, 0.0)
    # Fixed CPU of instances whose users have no rate is still burnt: kept for the totals.
    idle = (tps == 0) & (fixed > 0)
    ctx.extra["idle_fixed_pct"] = np.where(idle, fixed, 0.0)
    ctx.extra["idle_eligible_fixed_pct"] = np.where(idle, eligible, 0.0)
    return {"fixed_pct": cell_fixed, "eligible_fixed_pct": cell_eligible, "users_tps": cell_tps,
            "fixed_ms": per_tran, "eligible_fixed_ms": per_tran_eligible}


def _workload_sums(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    return {f"wl_{k}": env[k].sum(axis=1) for k in ("total_ms", "gcp_ms", "ziip_ms", "eligible_ms", "spill_ms",
                                                    "cpu_pct")}


def _plan_totals(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    valid = ctx.valid[:, None]
    gcp = np.where(valid, env["gcp_pct"], 0.0).sum(axis=0)
    ziip = np.where(valid, env["ziip_pct"], 0.0).sum(axis=0)
    idle = ctx.extra.get("idle_fixed_pct")
    if idle is not None and idle.any():
        idle_eligible = ctx.extra["idle_eligible_fixed_pct"]
        spaces = ctx.extra["instance_space"]
        spill = ctx.extra["instance_spill_share"]
        idle_ziip = idle_eligible * (1.0 - spill)
        np.add.at(gcp, spaces, idle - idle_ziip)
        np.add.at(ziip, spaces, idle_ziip)
    return {"space_gcp_pct": gcp, "space_ziip_pct": ziip,
            "gcp_engines": np.array(gcp.sum() / 100.0), "ziip_engines": np.array(ziip.sum() / 100.0)}


STEPS: tuple[ExprStep | AggregateStep, ...] = (
    AggregateStep(("fixed_pct", "eligible_fixed_pct", "users_tps", "fixed_ms", "eligible_fixed_ms"),
                  ("model_fixed_pct", "model_eligible_fixed_pct", "tps"),
                  "fixed_ms = fixed_pct × 10 / users_tps, where fixed_pct is the largest fixed CPU among the "
                  "workloads sharing the address space (counted once per LPAR; once per region for CICS) and "
                  "users_tps is their total rate", _allocate_fixed),
    ExprStep("total_ms", "marginal_ms + fixed_ms"),
    ExprStep("eligible_ms", "marginal_eligible_ms + eligible_fixed_ms"),
    ExprStep("spill_ms", "eligible_ms * spill_share"),
    ExprStep("ziip_ms", "eligible_ms - spill_ms"),
    ExprStep("gcp_ms", "total_ms - ziip_ms"),
    ExprStep("cpu_pct", "tps * total_ms / 10"),
    ExprStep("gcp_pct", "tps * gcp_ms / 10"),
    ExprStep("ziip_pct", "tps * ziip_ms / 10"),
    AggregateStep(("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms", "wl_eligible_ms", "wl_spill_ms", "wl_cpu_pct"),
                  ("total_ms", "gcp_ms", "ziip_ms", "eligible_ms", "spill_ms", "cpu_pct"),
                  "sum over the workload's address spaces", _workload_sums),
    AggregateStep(("space_gcp_pct", "space_ziip_pct", "gcp_engines", "ziip_engines"),
                  ("gcp_pct", "ziip_pct", "fixed_pct"),
                  "sum over workloads of gcp_pct (ziip_pct), plus the fixed CPU of address spaces whose "
                  "workloads have no rate; engines = sum over address spaces / 100", _plan_totals),
)

LEAVES = ("tps", "marginal_ms", "marginal_eligible_ms", "spill_share", "model_fixed_pct",
          "model_eligible_fixed_pct")


def producer(key: str) -> ExprStep | AggregateStep | None:
    """The step that computes ``key``, or None for an input."""
    for step in STEPS:
        if key in step.outputs:
            return step
    return None


def run(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    for step in STEPS:
        env.update(step.run(env, ctx))
    return env
