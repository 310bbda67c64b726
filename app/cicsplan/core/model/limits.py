"""What runs out first: each limit's maximum rate for the plan's mix, the headroom to it, and the
binding constraint. A limit is a utilisation that must stay at or under a threshold as every rate
of the plan grows by the same factor.

The hardware-scaling limits live here (general-CP busy at the target, the CPs PR/SM gives the LPAR beside the
machine's other LPARs, zIIP capacity when honor priority is NO, the defined capacity on the four-hour rolling
average MSU); the message-shape limits (QR TCB, crypto, ports, single servers) join the same list.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted
from cicsplan.core.model.calc_inputs import ASSUMPTION_LEAVES
from cicsplan.core.model.daily import peak_4hra_at
from cicsplan.core.model.limit_assumptions import rests_on
from cicsplan.core.model.lpar_work import hosting_lpars
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.model.sweep import at_factors, total_at, workload_values_at

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
    assumptions: tuple[str, ...] = ()  # the named (unmeasured) assumptions the utilisation rests on

    @property
    def max_tps(self) -> float | None:
        return None if self.max_factor is None else self.max_factor * self.total_tps

    @property
    def headroom_pct(self) -> float | None:
        """How much the planned rates can grow (negative: how much they must shrink) to meet the threshold."""
        return None if self.max_factor is None else (self.max_factor - 1.0) * 100.0


class RegionLimit(NamedTuple):
    """A ceiling each region of a group has on its own: more regions bring it down, more CPs do not."""

    key: str  # the limit's key before ":<group>"
    label: str
    unit: str
    ceiling: str  # the assumption that sets the ceiling
    quantity: str  # the group's quantity per region, in the computed result
    reaches: str  # what reaching it means; {regions} is the group's regions counted ("2 regions")
    why_more_regions: str  # why more regions help where more CPs do not


REGION_LIMITS = (
    RegionLimit("qr_cpu", "QR TCB CPU", "%", "qr_cpu_ceiling_pct", "group_qr_cpu_busy_pct",
                "QR TCB CPU per region ({regions}) reaches the ceiling", "each region has its own QR TCB"),
    RegionLimit("qr_dispatch", "QR TCB dispatch", "%", "qr_dispatch_ceiling_pct", "group_qr_dispatch_busy_pct",
                "QR TCB dispatched time per region ({regions}) reaches the ceiling", "each region has its own QR TCB"),
    RegionLimit("so_cpu", "SO TCB CPU", "%", "so_busy_ceiling_pct", "group_so_busy_pct",
                "the single SO TCB's CPU per region ({regions}) reaches the ceiling", "each region has its own SO TCB"),
    RegionLimit("s8_tcbs", "S8 TCBs", "TCBs", "maxssltcbs", "group_s8_tcbs_demand",
                "the S8 TCBs TLS work holds per region ({regions}) reach MAXSSLTCBS",
                "each region has its own MAXSSLTCBS of S8 TCBs"),
)


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
        # bisect where the far end is infinite (a response time past saturation), else the secant
        mid = hi - f_hi * (hi - lo) / (f_hi - f_lo) if f_hi != f_lo and math.isfinite(f_hi) else (lo + hi) / 2
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


def solve_increasing_together(values_at: Callable[[np.ndarray, np.ndarray], np.ndarray], targets: np.ndarray,
                               at_one: np.ndarray) -> list[float | None]:
    """solve_increasing for several increasing functions at once, each to its own target: ``values_at(factors,
    which)`` gives function ``which[k]`` at ``factors[k]``, all in one batched run. Each function takes exactly the
    steps solve_increasing takes for it alone (the same factors tried, the same answer); what is shared is the run
    that evaluates them."""
    count = len(targets)
    targets = np.asarray(targets, dtype=float)
    answer: list[float | None] = [None] * count
    lo, hi = np.zeros(count), np.ones(count)
    f_hi = np.asarray(at_one, dtype=float) - targets
    f_lo = values_at(lo, np.arange(count)) - targets
    done = f_lo >= 0
    for k in np.flatnonzero(done):
        answer[k] = 0.0
    growing = ~done & (f_hi < 0)
    while growing.any():  # each far end fourfold until the function is past its target there
        lo, f_lo = np.where(growing, hi, lo), np.where(growing, f_hi, f_lo)
        hi = np.where(growing, hi * 4.0, hi)
        beyond = growing & (hi > MAX_FACTOR)
        done |= beyond  # never reached: stays None
        growing &= ~beyond
        which = np.flatnonzero(growing)
        if len(which):
            f_hi[which] = values_at(hi[which], which) - targets[which]
        growing &= f_hi < 0
    side = np.zeros(count)
    tolerance = 1e-9 * np.maximum(1.0, np.abs(targets))
    for _ in range(100):
        which = np.flatnonzero(~done)
        if not len(which):
            break
        low, high, f_low, f_high = lo[which], hi[which], f_lo[which], f_hi[which]
        with np.errstate(divide="ignore", invalid="ignore"):
            # bisect where the far end is infinite (a response time past saturation), else the secant
            mid = np.where((f_high != f_low) & np.isfinite(f_high),
                           high - f_high * (high - low) / (f_high - f_low), (low + high) / 2)
        f_mid = values_at(mid, which) - targets[which]
        found = (np.abs(f_mid) <= tolerance[which]) | (high - low <= 1e-12 * high)
        for k, value in zip(which[found].tolist(), mid[found].tolist(), strict=True):
            answer[k] = value
        done[which[found]] = True
        below, above = which[~found & (f_mid < 0)], which[~found & (f_mid >= 0)]
        mid_of = dict(zip(which.tolist(), range(len(which)), strict=True))
        at_below, at_above = [mid_of[k] for k in below.tolist()], [mid_of[k] for k in above.tolist()]
        lo[below], f_lo[below] = mid[at_below], f_mid[at_below]
        f_hi[below] = np.where(side[below] == -1, f_hi[below] / 2, f_hi[below])
        side[below] = -1
        hi[above], f_hi[above] = mid[at_above], f_mid[at_above]
        f_lo[above] = np.where(side[above] == 1, f_lo[above] / 2, f_lo[above])
        side[above] = 1
    for k in np.flatnonzero(~done):
        answer[k] = float((lo[k] + hi[k]) / 2)
    return answer


CP_BUSY_LABEL = "general-CP busy at the target"
ZIIP_CAPACITY_LABEL = "zIIP capacity (honor priority NO)"
ENTITLEMENT_KEY = "lpar_entitlement"
ENTITLEMENT_LABEL = "entitlement with the other LPARs at their load"
DEFINED_KEY = "defined_capacity"
DEFINED_LABEL = "defined capacity (4HRA MSU)"


def ziip_taken_pct(env: dict[str, np.ndarray]) -> float:
    """The share of the LPAR's zIIPs' time the machine's other LPARs take (0 when it owns its zIIPs)."""
    ziips, available = float(env["ziip_servers"]), float(env["ziip_available_engines"])
    return (ziips - available) / ziips * 100.0 if ziips > 0 else 0.0


def entitlement_binds(result: ScenarioResult) -> bool:
    """PR/SM gives the LPAR fewer CPs than its logical CPs (the machine's other LPARs at their load, or a cap): what
    it gets is a limit of its own. When it gets them all, that limit is the CP busy's own and is not repeated."""
    sharing = result.resolved.sharing
    return sharing is not None and float(result.env["cp_available_engines"]) < sharing.cp.own.logical - 1e-9


def _entitlement_explanation(result: ScenarioResult, target: float) -> str:
    cp = result.resolved.sharing.cp.own
    return (f"the LPAR's CP busy reaches the target {target:g}% of the {cp.available:.3g} CPs PR/SM gives it with the "
            f"other LPARs at their stated busy (its weight's share {cp.entitled:.3g}, within {cp.ceiling:g}: "
            f"{cp.ceiling_by})")


def defined_capacity_msu(result: ScenarioResult) -> float:
    """The LPAR's defined capacity in MSU (0: none)."""
    return float(result.resolved.hardware.get("defined_capacity_msu") or 0.0)


def hardware_limits(result: ScenarioResult, catalog: Catalog) -> list[Limit]:
    r = result.resolved
    env = result.env
    total = float(env["total_tps"])
    hw = r.hardware
    target = float(hw["target_cp_busy_pct"])
    out = [Limit(
        "cp_busy", CP_BUSY_LABEL, "%", float(env["gcp_busy_pct"]), target,
        solve_increasing(lambda f: total_at(result, catalog, f, "gcp_busy_pct"), target,
                         float(env["gcp_busy_pct"])),
        total, f"LPAR general-CP busy (existing + new work / coverage) reaches the target {target:g}%")]
    if entitlement_binds(result):
        out.append(Limit(
            ENTITLEMENT_KEY, ENTITLEMENT_LABEL, "%", float(env["gcp_available_busy_pct"]), target,
            solve_increasing(lambda f: total_at(result, catalog, f, "gcp_available_busy_pct"), target,
                             float(env["gcp_available_busy_pct"])),
            total, _entitlement_explanation(result, target)))
    if ziip_capacity_binds(result):
        taken = ziip_taken_pct(env)  # the zIIP time the other LPARs take: 0 when the LPAR owns its zIIPs
        out.append(Limit(
            "ziip_capacity", ZIIP_CAPACITY_LABEL, "%", float(env["ziip_busy_pct"]) + taken, 100.0,
            solve_increasing(lambda f: total_at(result, catalog, f, "ziip_busy_pct") + taken, 100.0,
                             float(env["ziip_busy_pct"]) + taken),
            total, "with honor priority NO, eligible work cannot spill: the zIIPs must keep up (100% busy)"))
    out += _defined_capacity(result)
    out += _other_lpar_limits(result, catalog, target)
    return out


KEY = "lpar_available_busy_pct"


def _other_lpar_limits(result: ScenarioResult, catalog: Catalog, target: float) -> list[Limit]:
    """Each other LPAR hosting region groups: its busy of the CPs it can get against the plan's target CP busy, as
    the plan's rates grow (PR/SM shares the machine again at each rate, the plan's work in every LPAR grown:
    sweep.run_at)."""
    env = result.env
    names = [p.name for p in hosting_lpars(result.resolved)]
    out = []
    for slot, name in enumerate(names):
        value = float(np.ravel(env[KEY])[slot])
        factor = solve_increasing(
            lambda f, slot=slot: float(np.ravel(workload_values_at(result, catalog, f, KEY))[slot]), target, value)
        out.append(Limit(f"{ENTITLEMENT_KEY}:{name}", f"entitlement of LPAR {name}", "%", value, target, factor,
                         float(env["total_tps"]),
                         f"LPAR {name}'s CP busy (its stated busy and the plan's work in its region groups) reaches "
                         f"the target {target:g}% of the {float(np.ravel(env['lpar_available_cps'])[slot]):.3g} CPs "
                         "it can get with the plan's LPAR using all it can get and the machine's other LPARs at their "
                         "load (PR/SM shares the machine again at each rate, the plan's work in every LPAR grown with "
                         "it)"))
    return out


def _defined_capacity(result: ScenarioResult) -> list[Limit]:
    """The defined capacity against the LPAR's peak four-hour rolling average MSU (the day's profile, or the planned
    hour all day), as rates grow; none without a defined capacity or an MSU rating."""
    defined = defined_capacity_msu(result)
    value = peak_4hra_at(result, 1.0) if defined > 0 else None
    if value is None:
        return []
    factor = solve_increasing(lambda f: peak_4hra_at(result, f) or 0.0, defined, value)
    return [Limit(DEFINED_KEY, DEFINED_LABEL, "MSU", value, defined, factor, float(result.env["total_tps"]),
                  f"the LPAR's peak four-hour rolling average reaches its defined capacity of {defined:,.0f} MSU "
                  "(WLM then caps it)")]


RESPONSE_KEY = "response"


def response_label(name: str) -> str:
    """The label of a workload's response-time limit."""
    return f"response time, workload {name}"


def response_thresholds(result: ScenarioResult) -> list[tuple[int, float, str]]:
    """(workload, target in ms, how it is set) for every computed workload with a response-time target: the target
    in ms, or its multiple of the unloaded time at the planned rates, the lower of the two when both are given."""
    r, env = result.resolved, result.env
    if not len(r.response_target_ms):
        return []
    unloaded = np.ravel(env["response_unloaded_ms"])
    out = []
    for i in np.flatnonzero(r.valid & (np.isfinite(r.response_target_ms) | np.isfinite(r.response_target_factor))):
        ms, factor = float(r.response_target_ms[i]), float(r.response_target_factor[i])
        by_factor = factor * float(unloaded[i]) if np.isfinite(factor) else np.inf
        if np.isfinite(ms) and ms <= by_factor:
            out.append((int(i), ms, f"the target of {ms:g} ms"))
        else:
            out.append((int(i), by_factor, f"{factor:g} x the unloaded {float(unloaded[i]):.3g} ms"))
    return out


def response_limits(result: ScenarioResult, catalog: Catalog) -> list[Limit]:
    """Each response-time target as a limit: the rate at which the workload's response time reaches it."""
    r, env = result.resolved, result.env
    total = float(env["total_tps"])
    response = np.ravel(env["response_ms"])
    thresholds = response_thresholds(result)
    rows = np.array([i for i, _, _ in thresholds], dtype=int)

    def responses(factors: np.ndarray, which: np.ndarray) -> np.ndarray:
        # each target's workload at its own factor: one batched run for them all (thirty targets, one at a time,
        # took eight seconds)
        at = at_factors(result, catalog, factors, ("response_ms",))["response_ms"].reshape(len(factors), -1)
        return at[np.arange(len(factors)), rows[which]]

    factors = solve_increasing_together(responses, np.array([t for _, t, _ in thresholds]),
                                        response[rows]) if len(rows) else []
    return [Limit(f"{RESPONSE_KEY}:{r.names[i]}", response_label(r.names[i]), "ms", float(response[i]), threshold,
                  factor, total, f"the response time reaches {how}")
            for (i, threshold, how), factor in zip(thresholds, factors, strict=True)]


def ziip_capacity_binds(result: ScenarioResult) -> bool:
    """With honor priority NO eligible work cannot spill, so the zIIP pool is a limit of its own."""
    return not result.resolved.hardware["ziip_honor_priority"] and float(result.env["ziip_capacity_engines"]) > 0


@dataclass(frozen=True)
class LinearLimit:
    """A utilisation that grows linearly with the rates: base + (value - base) x f. ``read`` takes it from
    the engine's results, plain or batched over samples (the last axis indexes groups or workloads)."""

    key: str
    label: str
    unit: str
    threshold: float
    base: float
    explanation: str
    read: Callable[[dict[str, np.ndarray]], np.ndarray]
    quantity: str  # the engine's quantity ``read`` takes it from
    workloads: np.ndarray | None = None  # the workloads whose own figures feed it (None: every workload)
    at: int | None = None  # the element of ``quantity`` it reads: a region group or a workload; None for a total
    threshold_key: str | None = None  # the calculation's input that holds the threshold, when one does
    base_key: str | None = None  # the calculation's input that holds the utilisation at zero rate, when one does

    def factor(self, value: np.ndarray) -> np.ndarray:
        """The rate factor at which the threshold is reached (inf: never), element-wise."""
        return linear_factor(value, self.base, self.threshold)


def linear_factor(value: np.ndarray, base: np.ndarray | float, threshold: np.ndarray | float) -> np.ndarray:
    """The rate factor at which a utilisation growing linearly from ``base`` (at no rate) through ``value`` (at the
    planned rates) reaches ``threshold`` (inf: never), element-wise."""
    growing = value - base
    with np.errstate(all="ignore"):  # a vanishing utilisation gives an infinite factor: never reached
        return np.where(growing > 0, np.maximum(0.0, (threshold - base) / growing), np.inf)


def linear_limits(result: ScenarioResult) -> list[LinearLimit]:
    """QR TCB per region group, Crypto Express card, client ephemeral ports and single servers: the
    ceilings this plan can reach, as ranges.py also reads them from sampled results."""
    r, env = result.resolved, result.env
    a = r.assumptions
    out: list[LinearLimit] = []
    for g, (name, regions) in enumerate(r.groups):
        for lim in REGION_LIMITS:
            if float(env[lim.quantity][g]) > 0:
                out.append(LinearLimit(f"{lim.key}:{name}", f"{lim.label}, region group {name}", lim.unit,
                                       float(a[lim.ceiling]), 0.0,
                                       lim.reaches.format(regions=counted(regions, "region")),
                                       lambda e, g=g, quantity=lim.quantity: e[quantity][..., g], lim.quantity,
                                       r.group_index == g, g, _leaf_of(lim.ceiling)))
    if float(env["handshakes_per_s"]) > 0 and float(env["coprocessors"]) > 0:
        out.append(LinearLimit("crypto", "Crypto Express card busy", "%", float(a["crypto_target_busy_pct"]),
                               float(env["existing_card_busy_pct"]),
                               "full TLS handshakes keep the coprocessors under the warning level",
                               lambda e: e["crypto_busy_pct"], "crypto_busy_pct", base_key="existing_card_busy_pct"))
    if float(env["connections_per_s"]) > 0:
        out.append(LinearLimit("ports", "client ephemeral ports", "%", 100.0, 0.0,
                               "new connections x TIME_WAIT stay within the client stacks' ephemeral ports",
                               lambda e: e["port_busy_pct"], "port_busy_pct"))
    busy = np.ravel(env["server_busy_pct"])
    for i in np.flatnonzero(np.isfinite(busy) & r.valid):
        out.append(LinearLimit(f"server:{r.names[i]}", f"single server, workload {r.names[i]}", "%", 100.0, 0.0,
                               "each long-running server reaches its measured maximum rate",
                               lambda e, i=i: e["server_busy_pct"][..., i], "server_busy_pct",
                               np.arange(r.n) == i, int(i)))
    return out


def _leaf_of(assumption: str) -> str | None:
    """The calculation's input read from a named assumption alone (qr_cpu_ceiling_pct), if there is one."""
    return next((leaf for leaf, names in ASSUMPTION_LEAVES.items() if names == (assumption,)), None)


def shape_limits(result: ScenarioResult) -> list[Limit]:
    """QR TCB per region group, Crypto Express card, client ephemeral ports and single servers."""
    total = float(result.env["total_tps"])
    linear = linear_limits(result)
    assumed = rests_on(result, linear)
    values = [float(lim.read(result.env)) for lim in linear]
    # every limit's factor in one array operation (a hundred region-group limits, one at a time, took 3 ms)
    factors = linear_factor(np.array(values, dtype=float), np.array([lim.base for lim in linear], dtype=float),
                            np.array([lim.threshold for lim in linear], dtype=float)).tolist()
    return [Limit(lim.key, lim.label, lim.unit, value, lim.threshold, factor if math.isfinite(factor) else None,
                  total, lim.explanation, assumed[lim.key])
            for lim, value, factor in zip(linear, values, factors, strict=True)]


class LimitValue(NamedTuple):
    """A limit's utilisation at the planned rates and its threshold: whether it is within, without its maximum rate."""

    key: str
    label: str
    unit: str
    value: float
    threshold: float


def limit_values(result: ScenarioResult) -> list[LimitValue]:
    """Every limit ``evaluate_limits`` reports, at the planned rates only (no rate is solved for: cheap enough to ask
    of every model Size It tries); empty when the plan has errors or no rate."""
    if result.errors or float(result.env["total_tps"]) <= 0:
        return []
    env, hw = result.env, result.resolved.hardware
    out = [LimitValue("cp_busy", CP_BUSY_LABEL, "%", float(env["gcp_busy_pct"]), float(hw["target_cp_busy_pct"]))]
    if entitlement_binds(result):
        out.append(LimitValue(ENTITLEMENT_KEY, ENTITLEMENT_LABEL, "%", float(env["gcp_available_busy_pct"]),
                              float(hw["target_cp_busy_pct"])))
    if ziip_capacity_binds(result):
        out.append(LimitValue("ziip_capacity", ZIIP_CAPACITY_LABEL, "%",
                              float(env["ziip_busy_pct"]) + ziip_taken_pct(env), 100.0))
    defined = defined_capacity_msu(result)
    peak = peak_4hra_at(result, 1.0) if defined > 0 else None
    if peak is not None:
        out.append(LimitValue(DEFINED_KEY, DEFINED_LABEL, "MSU", peak, defined))
    target = float(hw["target_cp_busy_pct"])  # each other LPAR hosting region groups, as _other_lpar_limits
    out += [LimitValue(f"{ENTITLEMENT_KEY}:{p.name}", f"entitlement of LPAR {p.name}", "%", float(value), target)
            for p, value in zip(hosting_lpars(result.resolved), np.ravel(env[KEY]), strict=True)]
    out += [LimitValue(lim.key, lim.label, lim.unit, float(lim.read(env)), lim.threshold)
            for lim in linear_limits(result)]
    response = np.ravel(env["response_ms"])
    out += [LimitValue(f"{RESPONSE_KEY}:{result.resolved.names[i]}",
                       response_label(result.resolved.names[i]), "ms", float(response[i]), threshold)
            for i, threshold, _ in response_thresholds(result)]
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
    limits = hardware_limits(result, catalog) + shape_limits(result) + response_limits(result, catalog)
    bounded = [lim for lim in limits if lim.max_factor is not None]
    for lim in limits:
        if lim.max_factor is None:
            notes[f"headroom.{lim.key}"] = f"{lim.label}: never reached by this mix (nothing bounds it)"
    binding = min(bounded, key=lambda lim: lim.max_factor) if bounded else None
    if binding is None:
        notes["max_tps_at_target"] = "no limit is reached by this mix at any rate"
    return LimitSummary(limits, binding, notes)
