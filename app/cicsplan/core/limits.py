"""What runs out first: each limit's maximum rate for the plan's mix, the headroom to it, and the
binding constraint. A limit is a utilisation that must stay at or under a threshold as every rate
of the plan grows by the same factor.

The hardware-scaling limits live here (general-CP busy at the target, zIIP capacity when honor
priority is NO); the message-shape limits (QR TCB, crypto, ports, single servers) join the same list.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from cicsplan.core.catalog import Catalog
from cicsplan.core.engine import ScenarioResult
from cicsplan.core.sweep import totals_at

MAX_FACTOR = 1e6  # beyond a million times the plan, a limit is treated as never reached


@dataclass(frozen=True)
class Limit:
    key: str
    label: str
    unit: str
    value: float  # utilisation at the planned rates
    threshold: float
    max_factor: float | None  # rates can grow by this factor before the threshold; None: never reached
    total_tps: float
    explanation: str

    @property
    def max_tps(self) -> float | None:
        return None if self.max_factor is None else self.max_factor * self.total_tps

    @property
    def headroom_pct(self) -> float | None:
        """How much the planned rates can grow (negative: how much they must shrink) to meet the threshold."""
        return None if self.max_factor is None else (self.max_factor - 1.0) * 100.0


def solve_increasing(fn: Callable[[float], float], target: float, value_at_one: float) -> float | None:
    """The factor f >= 0 where the increasing function fn(f) reaches target (Illinois regula falsi)."""
    lo, hi = 0.0, 1.0
    f_lo, f_hi = fn(0.0) - target, value_at_one - target
    if f_lo >= 0:
        return 0.0
    while f_hi < 0:
        lo, f_lo = hi, f_hi
        hi *= 4.0
        if hi > MAX_FACTOR:
            return None
        f_hi = fn(hi) - target
    side = 0
    for _ in range(100):
        mid = hi - f_hi * (hi - lo) / (f_hi - f_lo) if f_hi != f_lo else (lo + hi) / 2
        f_mid = fn(mid) - target
        if abs(f_mid) <= 1e-9 * max(1.0, abs(target)) or hi - lo <= 1e-12 * hi:
            return mid
        if f_mid < 0:
            lo, f_lo = mid, f_mid
            if side == -1:
                f_hi /= 2
            side = -1
        else:
            hi, f_hi = mid, f_mid
            if side == 1:
                f_lo /= 2
            side = 1
    return (lo + hi) / 2


def hardware_limits(result: ScenarioResult, catalog: Catalog) -> list[Limit]:
    r = result.resolved
    env = result.env
    total = float(env["total_tps"])
    hw = r.hardware
    target = float(hw["target_cp_busy_pct"])
    out = [Limit(
        "cp_busy", "general-CP busy at the target", "%", float(env["gcp_busy_pct"]), target,
        solve_increasing(lambda f: totals_at(result, catalog, f)["gcp_busy_pct"], target,
                         float(env["gcp_busy_pct"])),
        total, f"LPAR general-CP busy (existing + new work / coverage) reaches the target {target:g}%")]
    if not hw["ziip_honor_priority"] and float(env["ziip_capacity_engines"]) > 0:
        out.append(Limit(
            "ziip_capacity", "zIIP capacity (honor priority NO)", "%", float(env["ziip_busy_pct"]), 100.0,
            solve_increasing(lambda f: totals_at(result, catalog, f)["ziip_busy_pct"], 100.0,
                             float(env["ziip_busy_pct"])),
            total, "with honor priority NO, eligible work cannot spill: the zIIPs must keep up (100% busy)"))
    return out


def _linear(key: str, label: str, unit: str, value: float, threshold: float, base: float, total: float,
            explanation: str) -> Limit:
    """A limit whose utilisation is base + (value - base) x f as every rate grows by f."""
    growing = value - base
    factor = None if growing <= 0 else max(0.0, (threshold - base) / growing)
    return Limit(key, label, unit, value, threshold, factor, total, explanation)


def shape_limits(result: ScenarioResult) -> list[Limit]:
    """QR TCB per region group, Crypto Express card, client ephemeral ports and single servers."""
    r, env = result.resolved, result.env
    total = float(env["total_tps"])
    out: list[Limit] = []
    a = r.assumptions
    for g, (name, regions) in enumerate(r.groups):
        cpu, dispatch = float(env["group_qr_cpu_busy_pct"][g]), float(env["group_qr_dispatch_busy_pct"][g])
        if cpu > 0:
            out.append(_linear(f"qr_cpu:{name}", f"QR TCB CPU, region group {name}", "%", cpu,
                               float(a["qr_cpu_ceiling_pct"]), 0.0, total,
                               f"QR TCB CPU per region ({regions:g} region(s)) reaches the ceiling"))
        if dispatch > 0:
            out.append(_linear(f"qr_dispatch:{name}", f"QR TCB dispatch, region group {name}", "%", dispatch,
                               float(a["qr_dispatch_ceiling_pct"]), 0.0, total,
                               f"QR TCB dispatched time per region ({regions:g} region(s)) reaches the ceiling"))
    if float(env["handshakes_per_s"]) > 0 and float(env["coprocessors"]) > 0:
        out.append(_linear("crypto", "Crypto Express card busy", "%", float(env["crypto_busy_pct"]),
                           float(a["crypto_target_busy_pct"]), float(env["existing_card_busy_pct"]), total,
                           "full TLS handshakes keep the coprocessors under the warning level"))
    if float(env["connections_per_s"]) > 0:
        out.append(_linear("ports", "client ephemeral ports", "%", float(env["port_busy_pct"]), 100.0, 0.0, total,
                           "new connections x TIME_WAIT stay within the client stacks' ephemeral ports"))
    busy = np.ravel(env["server_busy_pct"])
    for i in np.flatnonzero(np.isfinite(busy) & r.valid):
        out.append(_linear(f"server:{r.names[i]}", f"single server, workload {r.names[i]}", "%", float(busy[i]),
                           100.0, 0.0, total, "the long-running server(s) reach their measured maximum rate"))
    return out


@dataclass(frozen=True)
class LimitSummary:
    limits: list[Limit]
    binding: Limit | None
    notes: dict[str, str]

    @property
    def max_tps_at_target(self) -> float | None:
        return None if self.binding is None else self.binding.max_tps


def evaluate_limits(result: ScenarioResult, catalog: Catalog) -> LimitSummary:
    notes: dict[str, str] = {}
    if result.errors:
        return LimitSummary([], None, {"limits": "not computed: the plan has errors"})
    if float(result.env["total_tps"]) <= 0:
        return LimitSummary([], None, {"max_tps_at_target": "no workload has a rate, so the plan has no mix to "
                                                            "scale"})
    limits = hardware_limits(result, catalog) + shape_limits(result)
    bounded = [lim for lim in limits if lim.max_factor is not None]
    for lim in limits:
        if lim.max_factor is None:
            notes[f"headroom.{lim.key}"] = f"{lim.label}: never reached by this mix (nothing bounds it)"
    binding = min(bounded, key=lambda lim: lim.max_factor) if bounded else None
    if binding is None:
        notes["max_tps_at_target"] = "no limit is reached by this mix at any rate"
    return LimitSummary(limits, binding, notes)
