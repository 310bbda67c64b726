"""Which named assumptions a limit's figure rests on, found from how the engine computes it.

The engine's leaves that are assumptions (calc_inputs.ASSUMPTION_LEAVES) and the QR TCB time of each workload
(whose share is a named assumption where the documents measured none) are each nudged in one batched run of the
calculation; a limit rests on an assumption when nudging its leaf moves the limit's utilisation. A ceiling is
the limit's threshold, shown beside it, and so never moves the utilisation: it is not listed.

The general-CP and zIIP limits are not listed here: they rest on the measured costs, and the assumptions every
CPU figure shares (coverage, LSPR category, payload shares, spill) are on the Assumptions page and in the ranges.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from cicsplan.core.model import calc
from cicsplan.core.model.calc_inputs import ASSUMPTION_LEAVES

if TYPE_CHECKING:
    from cicsplan.core.model.result import ScenarioResult


class NudgedLimit(Protocol):
    """What this module reads of a limit: limits.LinearLimit has it (limits imports this module, so the shape is
    stated here rather than imported back)."""

    @property
    def key(self) -> str: ...
    @property
    def quantity(self) -> str: ...
    @property
    def workloads(self) -> np.ndarray | None: ...
    @property
    def read(self) -> Callable[[Mapping[str, Any]], Any]: ...


class LimitWithAssumptions(Protocol):
    @property
    def assumptions(self) -> tuple[str, ...]: ...


WORKLOAD_LEAVES = ("ref_qr_cpu_ms", "ref_qr_dispatch_ms")  # per workload: a QR share measured or assumed
NUDGE = 0.01  # relative change of a leaf; an untouched utilisation stays equal to the last bit


def rests_on(result: ScenarioResult, limits: Sequence[NudgedLimit]) -> dict[str, tuple[str, ...]]:
    """Limit key -> the assumption keys its utilisation moves with, in the order the engine reads them."""
    env = result.env
    feeding = calc.feeding({lim.quantity for lim in limits})
    leaves = [leaf for leaf in (*ASSUMPTION_LEAVES, *WORKLOAD_LEAVES) if leaf in env and leaf in feeding]
    if not limits or not leaves or not result.resolved.n:
        return {lim.key: () for lim in limits}
    samples = len(leaves) + 1  # sample 0: as computed
    inputs = {key: np.asarray(value) for key, value in env.items() if key in calc.QUANTITIES}
    for k, leaf in enumerate(leaves, start=1):
        value = inputs[leaf]
        batched = np.broadcast_to(value, (samples, *value.shape)).copy()
        batched[k] = value * (1.0 + NUDGE) + np.where(value == 0, NUDGE, 0.0)
        inputs[leaf] = batched if value.ndim else batched.reshape(samples)
    # only the steps between the nudged leaves and the limits run again; the others' results are as computed
    steps = tuple(step for step in calc.STEPS if feeding.intersection(step.outputs))
    # a context of its own: a run notes what it finds in its context (the batch, idle fixed CPU), and the result's is
    # read meanwhile by other runs of the same result (the Charts sheet's worker thread computes its limits too)
    ctx = dataclasses.replace(result.ctx, extra=dict(result.ctx.extra))
    with np.errstate(all="ignore"):
        out = calc.run_samples(inputs, ctx, samples, steps)
    found: dict[str, tuple[str, ...]] = {}
    memo: dict[tuple[str, int, bool], tuple[str, ...]] = {}
    r = result.resolved
    # a workload's assumptions follow from its method and whether TLS is added on (_workload_assumptions), and one
    # without a method or a rate has none: its kind, found once for every limit and leaf
    has_any = r.valid & (r.model_index >= 0) & ~(np.asarray(r.tps, dtype=float) <= 0)
    kind_of = list(zip(np.asarray(r.model_index).tolist(), [bool(mode) for mode in r.tls_mode], strict=True))
    for lim in limits:
        values = np.asarray(lim.read(out), dtype=float).reshape(samples)
        moved = np.abs(values[1:] - values[0]) > 1e-9 * max(1.0, abs(values[0]))
        keys: dict[str, None] = {}
        for leaf in (leaf for leaf, m in zip(leaves, moved, strict=True) if m):
            if leaf in ASSUMPTION_LEAVES:
                keys.update(dict.fromkeys(ASSUMPTION_LEAVES[leaf]))
                continue
            # each kind once, in the order the workloads first show it (10,000 workloads have a handful of kinds)
            counted = (lim.workloads if lim.workloads is not None else r.valid) & has_any
            kinds: dict[tuple[int, bool], int] = {}
            for i in np.flatnonzero(counted).tolist():
                kinds.setdefault(kind_of[i], i)
            for (m, tls), i in kinds.items():
                if (leaf, m, tls) not in memo:
                    memo[(leaf, m, tls)] = _workload_assumptions(result, leaf, i)
                keys.update(dict.fromkeys(memo[(leaf, m, tls)]))
        found[lim.key] = tuple(keys)
    return found


def _workload_assumptions(result: ScenarioResult, leaf: str, workload: int) -> tuple[str, ...]:
    """The assumptions one workload's QR time is computed with: its method's QR share where none was measured,
    the dispatch-per-CPU ratio where no dispatched time was measured, the TLS share where TLS is added on."""
    r, shape = result.resolved, result.shape
    m = int(r.model_index[workload])
    if shape is None or m < 0 or not r.valid[workload] or float(r.tps[workload]) <= 0:
        return ()
    keys = [shape.qr_assumption[m]] if shape.qr_assumption[m] else []
    if r.tls_mode[workload] or (shape.has_own_tls[m] and shape.qr_assumption[m]):
        keys.append("qr_share_tls")
    if leaf == "ref_qr_dispatch_ms" and not np.isfinite(shape.qr_dispatch_ratio[m]):
        keys.append("qr_dispatch_per_cpu")
    return tuple(keys)


def assumptions_text(result: ScenarioResult, keys: Sequence[str]) -> str:
    """'qr_share_ctg_ipic = 0.7' for each key, with 'set in this plan' where the plan overrides the default."""
    overrides = result.plan.assumptions_for(result.resolved.scenario) if result.plan is not None else {}
    parts = []
    for key in keys:
        value = result.resolved.assumptions.get(key)
        shown = f"{value:g}" if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)
        parts.append(f"{key} = {shown}" + (" (set in this plan)" if key in overrides else ""))
    return ", ".join(parts)


def rests_on_sentence(result: ScenarioResult, limit: LimitWithAssumptions) -> str:
    """'rests on the assumption qr_share_ctg_ipic = 0.7, not measured; edit it on the Assumptions sheet', or ''."""
    if not limit.assumptions:
        return ""
    one = len(limit.assumptions) == 1
    return (f"rests on the assumption{'' if one else 's'} {assumptions_text(result, limit.assumptions)}, not "
            f"measured; edit {'it' if one else 'them'} on the Assumptions sheet")
