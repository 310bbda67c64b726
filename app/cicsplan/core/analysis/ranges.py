"""Ranges from assumptions: how far a plan's results move when the named assumptions move.

Monte Carlo over the sources of doubt named in models/assumptions.toml (group "Ranges"), each drawn
from its stated distribution. Factors of the whole plan (software release, LSPR category and
figures, payload split, XML basis, zIIP spill, coverage, application CPU) are drawn once per
sample; each ingress table's measurement error is drawn per method. Every sample's inputs are built
from the engine's own inputs and all samples run through the engine's steps in one batched pass
(calc.run_samples), so nothing here re-implements the arithmetic.

The range shown is the 5th to the 95th percentile of the samples: a range from assumptions, not a
confidence interval. A tornado ranks the sources by how far each alone, at the ends of its range,
moves the plan's headline result (the maximum rate at the binding limit).
"""

from __future__ import annotations

import copy
import dataclasses
import math
from collections.abc import Callable
from dataclasses import field

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.records import dataclass
from cicsplan.core.model import calc
from cicsplan.core.model.calc_inputs import calculation_inputs
from cicsplan.core.model.daily import day_rows, peak_4hra_of
from cicsplan.core.model.limits import (
    CP_BUSY_LABEL,
    DEFINED_LABEL,
    ENTITLEMENT_LABEL,
    MAX_FACTOR,
    ZIIP_CAPACITY_LABEL,
    defined_capacity_msu,
    entitlement_binds,
    linear_limits,
    response_label,
    response_thresholds,
    ziip_capacity_binds,
    ziip_taken_pct,
)
from cicsplan.core.model.msu import msu_figures
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.model.shape import build_shape

PERCENTILES = (5.0, 50.0, 95.0)
# the links between regions' assumptions, each kind drawn with one factor for the four links: (draw, its spread)
LINK_RANGES = (("link_cpu", "range_link_cpu_pct"), ("link_tor", "range_link_tor_share_pct"),
               ("link_latency", "range_link_latency_pct"))
CATEGORIES = ("LOW", "AVERAGE", "HIGH")
# measured ingress costs: moved by each table's measurement error and by the software release
INGRESS_KEYS = ("marginal_ms", "marginal_eligible_ms", "model_fixed_pct", "model_eligible_fixed_pct",
                "ref_qr_cpu_ms", "ref_qr_dispatch_ms", "ref_so_ms", "tls_ms")
TOTAL_KEYS = ("gcp_busy_pct", "ziip_busy_pct", "gcp_engines", "gcp_lpar_engines", "ziip_engines", "itr",
              "crypto_busy_pct")
WORKLOAD_KEYS = ("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms", "response_ms")
SOLVER_ROUNDS = 40
SOLVER_TOLERANCE = 1e-8  # of the target: where the rate solver stops (see _solve)
CHUNK_CELLS = 400_000  # samples x workloads x address spaces in one batched run (see _run_in_chunks)
# tornado ends closer than this share of the figure are the solver's and floating point's noise (the
# rate solver finds the rate within about a millionth), not an effect of the source: such a swing is exactly 0
TORNADO_NOISE = 1e-5


@dataclass(frozen=True)
class Source:
    """One source of doubt as drawn: which assumption(s) set it and what the draw is."""

    key: str  # the assumption that sets its spread
    name: str
    distribution: str  # for the reader: "uniform ±10% (once per plan)"
    active: bool  # False: its spread is zero, or nothing in this plan depends on it


@dataclass(frozen=True)
class Spread:
    """Percentiles of one result over the samples, beside the point value."""

    point: float
    low: float  # 5th percentile
    median: float
    high: float  # 95th percentile

    @property
    def width_pct(self) -> float | None:
        """The range's width as a share of the point (%); None without a point or when the range is unbounded."""
        if not self.point or not math.isfinite(self.high - self.low):
            return None
        return (self.high - self.low) / abs(self.point) * 100.0


@dataclass(frozen=True)
class TornadoBar:
    source: str  # the Source key
    name: str
    at_low: float  # the headline result with only this source at the low end of its range
    at_high: float

    @property
    def swing(self) -> float:
        return abs(self.at_high - self.at_low)


@dataclass
class Ranges:
    samples: int
    seed: int
    sources: list[Source]
    totals: dict[str, Spread] = field(default_factory=dict)
    workloads: dict[str, list[Spread | None]] = field(default_factory=dict)  # key -> per workload
    max_tps: Spread | None = None  # the maximum rate of the mix at the binding limit
    binding_share: dict[str, float] = field(default_factory=dict)  # limit label -> share of samples
    headline: str = "maximum rate of the mix at the binding limit (tps)"
    headline_point: float | None = None
    # where the point estimate of the maximum rate falls among the draws (% of draws at or below it), and the share
    # of draws in which every limit is within its target at the planned rates (the plan fits)
    point_percentile: float | None = None
    fit_share: float | None = None
    tornado: list[TornadoBar] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def percentiles_text(self) -> str:
        return (f"{PERCENTILES[0]:g}th to {PERCENTILES[2]:g}th percentile of {self.samples} samples "
                f"(seed {self.seed}); not a confidence interval")


# ---------------------------------------------------------------------------------------------
# draws


@dataclass
class _Draws:
    """Per-sample values of every source; neutral values leave the plan's point result."""

    regression: np.ndarray  # (S, M) factor per ingress model
    release: np.ndarray  # (S,) factor
    category: np.ndarray  # (S,) index into CATEGORIES
    lspr: np.ndarray  # (S,) factor on speed ratios that differ from 1
    payload: np.ndarray  # (S,) factor on per-byte shares
    xml: np.ndarray  # (S,) 0 = the plan's XML basis, 1 = the other
    spill: np.ndarray  # (S,) factor on the spill curve
    coverage: np.ndarray  # (S,) address-space coverage
    app: np.ndarray  # (S,) factor on application CPU
    link_cpu: np.ndarray  # (S,) factor on every link's AOR-side CPU (link_aor_ms_*)
    link_tor: np.ndarray  # (S,) factor on every link's TOR-side share (link_tor_share_*)
    link_latency: np.ndarray  # (S,) factor on every link's latency (link_latency_ms_*)

    @classmethod
    def neutral(cls, samples: int, models: int, category: int, coverage: float) -> _Draws:
        ones = np.ones(samples)
        return cls(np.ones((samples, models)), ones.copy(), np.full(samples, category), ones.copy(), ones.copy(),
                   np.zeros(samples), ones.copy(), np.full(samples, coverage), ones.copy(), ones.copy(), ones.copy(),
                   ones.copy())


def _pct(a: dict, key: str) -> float:
    return float(a[key]) / 100.0


def _coverage_bounds(a: dict) -> tuple[float, float, float]:
    mode = float(a["as_coverage"])
    low, high = float(a["range_coverage_low"]), float(a["range_coverage_high"])
    return min(low, high, mode), mode, max(low, high, mode)


def _random_draws(a: dict, samples: int, models: int, category: int, rng: np.random.Generator) -> _Draws:
    d = _Draws.neutral(samples, models, category, float(a["as_coverage"]))
    r = _pct(a, "range_regression_pct")
    d.regression = rng.uniform(1 - r, 1 + r, (samples, models))
    r = _pct(a, "range_release_pct")
    d.release = rng.uniform(1 - r, 1 + r, samples)
    if a["range_lspr_category"] == "all":
        d.category = rng.integers(0, len(CATEGORIES), samples)
    r = _pct(a, "range_lspr_figures_pct")
    d.lspr = rng.uniform(1 - r, 1 + r, samples)
    r = _pct(a, "range_payload_share_pct")
    d.payload = rng.uniform(1 - r, 1 + r, samples)
    if a["range_xml_basis"] == "both":
        d.xml = rng.uniform(0.0, 1.0, samples)
    r = _pct(a, "range_spill_pct")
    d.spill = rng.uniform(1 - r, 1 + r, samples)
    low, mode, high = _coverage_bounds(a)
    d.coverage = rng.triangular(low, mode, high, samples) if high > low else np.full(samples, mode)
    r = _pct(a, "range_app_cpu_pct")
    d.app = rng.uniform(1 - r, 1 + r, samples)
    # the links' draws come after the others: a plan's draws of those stay what they were before links were drawn
    for field_name, key in LINK_RANGES:
        r = _pct(a, key)
        setattr(d, field_name, rng.uniform(1 - r, 1 + r, samples))
    return d


def _ends(a: dict, models: int, category: int) -> list[tuple[str, _Draws]]:
    """Two samples per source: that source alone at the low end, then at the high end of its range."""
    coverage = float(a["as_coverage"])
    rows: list[tuple[str, _Draws]] = []

    def pair(key: str, set_end) -> None:
        for end in (0, 1):
            d = _Draws.neutral(1, models, category, coverage)
            set_end(d, end)
            rows.append((key, d))

    def factor(key: str):
        r = _pct(a, key)
        return lambda end: (1 - r) if end == 0 else (1 + r)

    f = factor("range_regression_pct")
    pair("range_regression_pct", lambda d, e: setattr(d, "regression", np.full((1, models), f(e))))
    f_release = factor("range_release_pct")
    pair("range_release_pct", lambda d, e: setattr(d, "release", np.array([f_release(e)])))
    if a["range_lspr_category"] == "all":
        pair("range_lspr_category", lambda d, e: setattr(d, "category", np.array([0 if e == 0 else 2])))
    f_lspr = factor("range_lspr_figures_pct")
    pair("range_lspr_figures_pct", lambda d, e: setattr(d, "lspr", np.array([f_lspr(e)])))
    f_payload = factor("range_payload_share_pct")
    pair("range_payload_share_pct", lambda d, e: setattr(d, "payload", np.array([f_payload(e)])))
    if a["range_xml_basis"] == "both":
        pair("range_xml_basis", lambda d, e: setattr(d, "xml", np.array([float(e)])))
    f_spill = factor("range_spill_pct")
    pair("range_spill_pct", lambda d, e: setattr(d, "spill", np.array([f_spill(e)])))
    low, _, high = _coverage_bounds(a)
    pair("range_coverage_low", lambda d, e: setattr(d, "coverage", np.array([low if e == 0 else high])))
    f_app = factor("range_app_cpu_pct")
    pair("range_app_cpu_pct", lambda d, e: setattr(d, "app", np.array([f_app(e)])))
    for field_name, key in LINK_RANGES:
        f_link = factor(key)
        pair(key, lambda d, e, field_name=field_name, f_link=f_link: setattr(d, field_name, np.array([f_link(e)])))
    return rows


def _stack(draws: list[_Draws]) -> _Draws:
    return _Draws(*(np.concatenate([getattr(d, f.name) for d in draws]) for f in dataclasses.fields(_Draws)))


# ---------------------------------------------------------------------------------------------
# inputs per sample


@dataclass
class _Basis:
    """The engine's inputs for the plan, and the inputs that change with the LSPR category and XML basis."""

    env: dict[str, np.ndarray]
    ctx: calc.Context
    by_category: dict[str, np.ndarray]  # key -> (categories, ...) stacked
    xml_other: dict[str, np.ndarray]  # xml_ms, xml_eligible_ms under the other XML basis
    plan_category: int
    model: np.ndarray  # (n,) model index of each workload (0 where none)
    links: dict[str, np.ndarray] = field(default_factory=dict)  # the link leaves' AOR and TOR parts (_link_parts)
    cancelled: Callable[[], bool] = lambda: False  # asked before each batched run


class RangesCancelled(Exception):
    """The caller no longer wants these ranges (the plan changed while they were computed)."""


def _basis(result: ScenarioResult, catalog: Catalog) -> _Basis:
    r = result.resolved
    env, ctx = calculation_inputs(r, result.table, catalog, result.shape)
    varying = ("cp_speed_ratio", "ziip_speed_ratio", "app_ms", "app_eligible_ms", "app_qr_ms")
    per_category = []
    for category in CATEGORIES:
        if category == r.assumptions["lspr_category"]:
            per_category.append(env)  # the plan's own category: the inputs just built
            continue
        assumptions = {**r.assumptions, "lspr_category": category}
        other, _ = calculation_inputs(dataclasses.replace(r, assumptions=assumptions), result.table, catalog,
                                      result.shape)
        per_category.append(other)
    by_category = {key: np.stack([e[key] for e in per_category]) for key in varying}
    basis = r.assumptions["xml_basis"]
    other_basis = "estimator" if basis == "measured" else "measured"
    assumptions = {**r.assumptions, "xml_basis": other_basis}
    shape = build_shape(catalog, result.table.costs, result.table.spaces, assumptions, r.machine_table)
    other, _ = calculation_inputs(dataclasses.replace(r, assumptions=assumptions), result.table, catalog, shape)
    category = CATEGORIES.index(r.assumptions["lspr_category"]) if r.assumptions["lspr_category"] in CATEGORIES \
        else 1
    return _Basis(env, ctx, by_category, {k: other[k] for k in ("xml_ms", "xml_eligible_ms")}, category,
                  np.where(r.model_index >= 0, r.model_index, 0), _link_parts(r, ctx, env))


def _link_parts(r, ctx: calc.Context, env: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Per workload, its routes' link CPU split into the AOR side and the TOR side (general CP and zIIP-eligible), as
    calc_inputs adds them into link_ms and link_eligible_ms; empty without a route over a link."""
    links = ctx.extra.get("route_links")
    if links is None or not any(route.link for route in r.routes):
        return {}
    shape = np.shape(env["link_ms"])
    parts = {key: np.zeros(shape) for key in ("aor", "aor_eligible", "tor", "tor_eligible")}
    for k, route in enumerate(r.routes):
        parts["aor"][route.row] += route.share * links.aor_ms[k]
        parts["aor_eligible"][route.row] += route.share * links.aor_eligible_ms[k]
        parts["tor"][route.row] += route.share * links.tor_ms[k]
        parts["tor_eligible"][route.row] += route.share * links.tor_eligible_ms[k]
    return parts


def _sample_env(b: _Basis, d: _Draws) -> dict[str, np.ndarray]:
    """The engine's leaves for every sample (leading axis S), from the plan's own leaves and the draws."""
    env = dict(b.env)
    samples = len(d.release)
    per_workload = d.regression[:, b.model] * d.release[:, None] if len(b.model) else np.ones((samples, 0))
    scale = per_workload[:, :, None]
    for key in INGRESS_KEYS:
        env[key] = b.env[key][None] * scale
    ratios = {key: stacked[d.category] for key, stacked in b.by_category.items()}
    for key in ("cp_speed_ratio", "ziip_speed_ratio"):
        moved = ratios[key] != 1.0  # no figures are involved when the LPARs are the same
        env[key] = np.where(moved, ratios[key] * d.lspr[:, None, None], ratios[key])
    for key in ("app_ms", "app_eligible_ms", "app_qr_ms"):  # moved from their machine: per LSPR category too
        env[key] = ratios[key] * d.app[:, None, None]
    env["byte_share"] = np.clip(b.env["byte_share"][None] * d.payload[:, None, None], 0.0, 1.0)
    env["eligible_byte_share"] = np.clip(b.env["eligible_byte_share"][None] * d.payload[:, None, None], 0.0, 1.0)
    t = d.xml[:, None, None]
    for key in ("xml_ms", "xml_eligible_ms"):
        env[key] = b.env[key][None] * (1 - t) + b.xml_other[key][None] * t
    env["spill_base"] = float(b.env["spill_base"]) * d.spill
    env["spill_coeff"] = float(b.env["spill_coeff"]) * d.spill
    env["as_coverage"] = d.coverage
    if b.links:  # the link assumptions: the AOR side's CPU, the TOR side's share of it, the latency
        cpu, tor = d.link_cpu[:, None, None], (d.link_cpu * d.link_tor)[:, None, None]
        env["link_ms"] = b.links["aor"][None] * cpu + b.links["tor"][None] * tor
        env["link_eligible_ms"] = b.links["aor_eligible"][None] * cpu + b.links["tor_eligible"][None] * tor
        env["link_latency_ms"] = b.env["link_latency_ms"][None] * d.link_latency[:, None, None]
    return env


def _run(b: _Basis, env: dict[str, np.ndarray], samples: int, rate_factor: np.ndarray | None = None,
         steps: tuple = calc.STEPS, spare: dict[str, np.ndarray] | None = None) -> dict[str, np.ndarray]:
    if b.cancelled():
        raise RangesCancelled
    env = dict(env)
    if rate_factor is not None:
        env["tps"] = np.broadcast_to(b.env["tps"], (samples, *b.env["tps"].shape)) * rate_factor[:, None, None]
    ctx = copy.copy(b.ctx)
    ctx.extra = dict(b.ctx.extra)
    with np.errstate(all="ignore"):
        return calc.run_samples(env, ctx, samples, steps, spare)


class _Rounds:
    """The runs of one solver at one rate after another: each round writes over the last round's results, which
    nobody reads once the solver has its figure (calc.run_samples' ``spare``)."""

    def __init__(self, b: _Basis, env: dict[str, np.ndarray], samples: int, steps: tuple) -> None:
        self.b, self.env, self.samples, self.steps = b, env, samples, steps
        self.last: dict[str, np.ndarray] = {}

    def __call__(self, factors: np.ndarray, key: str) -> np.ndarray:
        """Quantity ``key`` at rate ``factors``, a copy of its own (the next round writes over this one's results)."""
        out = _run(self.b, self.env, self.samples, factors, self.steps, self.last)
        self.last = {step.output: out[step.output] for step in self.steps if isinstance(step, calc.ExprStep)}
        return np.array(out[key], dtype=float)


def _rate_steps(key: str) -> tuple[tuple, set[str]]:
    """The steps that move with the rates and feed ``key``, and the quantities they read that do not."""
    moved = {"tps"}
    for step in calc.STEPS:
        if moved.intersection((*step.inputs, *getattr(step, "reads", ()))):
            moved.update(step.outputs)
    feeding = calc.feeding({key})
    steps = tuple(s for s in calc.STEPS if moved.intersection(s.outputs) and feeding.intersection(s.outputs))
    made = {o for s in steps for o in s.outputs}
    reads = {n for s in steps for n in (*s.inputs, *getattr(s, "reads", ()))} - made
    return steps, reads


# ---------------------------------------------------------------------------------------------
# limits per sample


def _solve(b: _Basis, env: dict[str, np.ndarray], samples: int, key: str, target: float,
           at_one: np.ndarray, bound: np.ndarray | None = None) -> np.ndarray:
    """Per sample, the rate factor at which total ``key`` reaches ``target`` (inf: never): _solve_values on the
    steps that move with the rates and feed ``key``."""
    steps, reads = _rate_steps(key)
    rounds = _Rounds(b, {k: env[k] for k in reads}, samples, steps)
    return _solve_values(lambda f: rounds(f, key), samples, target, at_one, bound)


def _solve_values(values_at: Callable[[np.ndarray], np.ndarray], samples: int, target: float | np.ndarray,
                  at_one: np.ndarray, bound: np.ndarray | None = None) -> np.ndarray:
    """Per sample, the rate factor at which the increasing ``values_at(factors)`` reaches ``target`` (inf: never),
    vectorised regula falsi with the Anderson-Bjorck end factor, stopping within SOLVER_TOLERANCE of the target.

    The bracket's first far end is where the line through the values at rates 0 and 1 reaches the target (at most
    4), not 4 itself: busy is nearly linear in the rate, so it lands next to the answer, and the Anderson-Bjorck
    factor does not waste a round as Illinois' halving did (a chunk took four rounds, now two or three; the
    factors moved by at most about a millionth, docs/reliability.md). Beyond that end the bracket grows fourfold, as in
    limits.solve_increasing.

    ``bound``: per sample, the factor at which another limit is reached. Only the limit reached first binds, so where
    this one is reached beyond the bound its rate is never read: such a sample is answered inf as soon as that is
    known (at once when the bound is at most 1 and the value at rate 1 is below the target; else by one run at the
    bound, made first when the target is reached by rate 1, or in place of the first far end when the line puts the
    answer beyond the bound) and leaves the rounds. A plan bound by a linear limit (its region's TCBs, a server) thus
    needs one of the solver's runs or none. Where the far end is infinite (a response time past its queue's
    saturation) the step bisects, as limits.solve_increasing does."""
    bound = np.full(samples, np.inf) if bound is None else np.asarray(bound, dtype=float)
    target = np.broadcast_to(np.asarray(target, dtype=float), (samples,))
    tolerance = SOLVER_TOLERANCE * np.maximum(1.0, np.abs(target))

    def gap(factors: np.ndarray) -> np.ndarray:
        values = np.asarray(values_at(factors), dtype=float).reshape(samples)
        return np.where(np.isnan(values), np.inf, values) - target  # no answer (saturated) is past any target

    answer = np.full(samples, np.nan)
    f_hi = np.where(np.isnan(at_one), np.inf, at_one) - target
    answer[(f_hi < 0) & (bound <= 1.0)] = np.inf  # reached past rate 1, another limit at or before it
    if not np.isnan(answer).any():
        return answer
    lo, hi = np.zeros(samples), np.ones(samples)
    first = np.isnan(answer) & (f_hi >= 0) & (bound > 0.0) & (bound < 1.0)  # reached by rate 1, the bound before
    if first.any():  # the value at the bound first: below the target there, this limit is reached after the other
        at_bound = gap(np.where(first, bound, 1.0))
        answer[first & (at_bound < 0)] = np.inf
        before = first & (at_bound >= 0)
        hi, f_hi = np.where(before, bound, hi), np.where(before, at_bound, f_hi)
        if not np.isnan(answer).any():
            return answer
    f_lo = gap(lo)
    answer[np.isnan(answer) & (f_lo >= 0)] = 0.0
    open_ = np.isnan(answer) & (f_hi < 0)
    with np.errstate(divide="ignore", invalid="ignore"):
        on_line = hi - f_hi * (hi - lo) / (f_hi - f_lo)  # the root of the line through rates 0 and 1
    far = np.where(np.isfinite(on_line) & (on_line > hi), np.minimum(on_line, hi * 4.0), hi * 4.0)
    far = np.where(bound < far, bound, far)  # the line puts the answer past the bound: try the bound first
    while open_.any():
        lo = np.where(open_, hi, lo)
        f_lo = np.where(open_, f_hi, f_lo)
        hi = np.where(open_, far, hi)
        far = hi * 4.0
        beyond = open_ & (hi > MAX_FACTOR)
        answer[beyond] = np.inf
        answer[open_ & ~beyond & (lo >= bound)] = np.inf  # below the target at the bound: another limit first
        if not np.isnan(answer).any():
            return answer
        values = gap(np.where(np.isnan(answer), hi, 1.0))
        f_hi = np.where(open_, values, f_hi)
        open_ = np.isnan(answer) & (f_hi < 0)
        answer[open_ & (hi >= bound)] = np.inf
        open_ &= np.isnan(answer)
    side = np.zeros(samples)
    for _ in range(SOLVER_ROUNDS):
        todo = np.isnan(answer)
        if not todo.any():
            break
        with np.errstate(divide="ignore", invalid="ignore"):
            mid = np.where((f_hi != f_lo) & np.isfinite(f_hi), hi - f_hi * (hi - lo) / (f_hi - f_lo), (lo + hi) / 2)
        mid = np.where(todo, np.where(mid > bound, bound, mid), 1.0)  # past the bound: the bound decides
        f_mid = gap(mid)
        # a hundred-millionth of the target: the rate within about a millionth, far finer than any percentile of
        # the samples can tell apart
        done = todo & ((np.abs(f_mid) <= tolerance) | (hi - lo <= 1e-9 * hi))
        answer[done] = mid[done]
        below = todo & ~done & (f_mid < 0)
        above = todo & ~done & (f_mid >= 0)
        answer[below & (mid >= bound)] = np.inf  # below the target at the bound: another limit is reached first
        below &= np.isnan(answer)
        # an end kept twice has its value scaled by how far the moved end's fell (Anderson-Bjorck), or halved
        # (Illinois) when the moved end's did not fall
        with np.errstate(divide="ignore", invalid="ignore"):
            keep_hi, keep_lo = 1.0 - f_mid / f_lo, 1.0 - f_mid / f_hi
        f_hi = np.where(below & (side == -1), f_hi * np.where(keep_hi > 0, keep_hi, 0.5), f_hi)
        lo, f_lo = np.where(below, mid, lo), np.where(below, f_mid, f_lo)
        f_lo = np.where(above & (side == 1), f_lo * np.where(keep_lo > 0, keep_lo, 0.5), f_lo)
        hi, f_hi = np.where(above, mid, hi), np.where(above, f_mid, f_hi)
        side = np.where(below, -1, np.where(above, 1, side))
    left = np.isnan(answer)
    answer[left] = (lo[left] + hi[left]) / 2
    return answer


def _limit_factors(result: ScenarioResult, b: _Basis, env: dict[str, np.ndarray], out: dict[str, np.ndarray],
                   samples: int) -> dict[str, np.ndarray]:
    """Per limit (by label), the rate factor of each sample at which it is reached: every limit of
    limits.evaluate_limits, in its order (the hardware's, the message shape's, the response times'), the linear
    ones read from the sampled results. A solved limit's factor is exact where it is reached first, and inf where
    another is reached before it (_solve_values' ``bound``): only the first binds."""
    target = float(result.resolved.hardware["target_cp_busy_pct"])
    solving = {**out, **{k: v for k, v in env.items()}}  # the leaves as drawn, the rate-free results as computed
    linear = {lim.label: np.broadcast_to(lim.factor(lim.read(out)), (samples,)) for lim in linear_limits(result)}
    bound = np.full(samples, np.inf)
    for factor in linear.values():
        bound = np.fmin(bound, factor)
    factors = {CP_BUSY_LABEL: _solve(b, solving, samples, "gcp_busy_pct", target, out["gcp_busy_pct"], bound)}
    bound = np.fmin(bound, factors[CP_BUSY_LABEL])
    if entitlement_binds(result):  # the CPs PR/SM gives the LPAR beside the other LPARs, as limits.hardware_limits
        factors[ENTITLEMENT_LABEL] = _solve(b, solving, samples, "gcp_available_busy_pct", target,
                                            out["gcp_available_busy_pct"], bound)
        bound = np.fmin(bound, factors[ENTITLEMENT_LABEL])
    if ziip_capacity_binds(result):  # the zIIP time the other LPARs take leaves less than 100% to this one
        factors[ZIIP_CAPACITY_LABEL] = _solve(b, solving, samples, "ziip_busy_pct", 100.0 - ziip_taken_pct(result.env),
                                              out["ziip_busy_pct"], bound)
        bound = np.fmin(bound, factors[ZIIP_CAPACITY_LABEL])
    defined = _defined_capacity_factors(result, b, solving, samples, bound)
    if defined is not None:
        factors[DEFINED_LABEL] = defined
        bound = np.fmin(bound, defined)
    factors.update(linear)
    factors.update(_response_factors(result, b, solving, out, samples, bound))
    return factors


def _response_factors(result: ScenarioResult, b: _Basis, solving: dict[str, np.ndarray], out: dict[str, np.ndarray],
                      samples: int, bound: np.ndarray | None = None) -> dict[str, np.ndarray]:
    """The response-time targets as limits.response_limits sets them (the target in ms, or its multiple of the
    sample's own unloaded time, the lower of the two), per sample: the first one reached, at its rate factor; the
    others inf there (reached later, they cannot bind that draw).

    One solve for all the targets, not one each (thirty targets took seventy seconds): the first reached is where the
    largest response / target reaches 1, which grows with the rate as each response does."""
    r = result.resolved
    thresholds = response_thresholds(result)
    if not thresholds:
        return {}
    rows = np.array([i for i, _, _ in thresholds])
    steps, reads = _rate_steps("response_ms")
    rounds = _Rounds(b, {k: solving[k] for k in reads}, samples, steps)
    unloaded = np.asarray(out["response_unloaded_ms"], dtype=float).reshape(samples, -1)[:, rows]
    by_ms = np.where(np.isfinite(r.response_target_ms[rows]), r.response_target_ms[rows], np.inf)
    by_factor = np.where(np.isfinite(r.response_target_factor[rows]), r.response_target_factor[rows], np.inf)
    with np.errstate(invalid="ignore"):  # inf x 0 where no factor is given: no target by factor
        targets = np.minimum(by_ms[None, :], np.where(np.isfinite(by_factor), by_factor * unloaded, np.inf))

    def ratios(response: np.ndarray) -> np.ndarray:
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.asarray(response, dtype=float).reshape(samples, -1)[:, rows] / targets

    def bounded(worst: np.ndarray) -> np.ndarray:
        # (q - 1) / (q + 1) of the largest response / target q: 0 where it is reached, finite up to a saturated queue
        # (1), so the solver's secant steps work where the response itself would be infinite
        with np.errstate(invalid="ignore"):
            return np.where(np.isinf(worst), 1.0, (worst - 1.0) / (worst + 1.0))

    def worst_at(factors: np.ndarray) -> np.ndarray:
        return bounded(np.max(ratios(rounds(factors, "response_ms")), axis=1))

    first = _solve_values(worst_at, samples, 0.0, bounded(np.max(ratios(out["response_ms"]), axis=1)), bound)
    reached = np.isfinite(first)
    which = np.argmax(ratios(rounds(np.where(reached, first, 1.0), "response_ms")), axis=1)
    return {response_label(r.names[i]): np.where(reached & (which == k), first, np.inf)
            for k, i in enumerate(rows.tolist())}


def _defined_capacity_factors(result: ScenarioResult, b: _Basis, solving: dict[str, np.ndarray],
                              samples: int, bound: np.ndarray | None = None) -> np.ndarray | None:
    """Per sample, the rate factor at which the LPAR's peak four-hour rolling average MSU reaches its defined
    capacity, each of the day's distinct hours run with the sample's draws (as limits._defined_capacity); None
    without a defined capacity or an MSU rating."""
    defined = defined_capacity_msu(result)
    msu = msu_figures(result) if defined > 0 else None
    rows = day_rows(result) if msu is not None else None
    if rows is None:
        return None
    env = {k: v for k, v in solving.items() if k in b.env}  # the leaves as drawn, every step run again
    tps = np.asarray(b.env["tps"])

    def peak(factors: np.ndarray) -> np.ndarray:
        busy, existing, engines = (np.empty((len(rows.existing), samples)) for _ in range(3))
        for k, (rates, scale) in enumerate(zip(rows.rates, rows.existing, strict=True)):
            hour = dict(env)
            hour["tps"] = tps[None] * rates.reshape(1, -1, *tps.shape[1:]) * factors.reshape(-1, *[1] * tps.ndim)
            for key in ("existing_cp_busy_pct", "existing_ziip_busy_pct"):
                hour[key] = float(b.env[key]) * scale
            run = _run(b, hour, samples)
            busy[k], existing[k] = (np.asarray(run[key], dtype=float).reshape(samples)
                                    for key in ("gcp_busy_pct", "existing_cp_busy_pct"))
            engines[k] = np.asarray(run["gcp_lpar_engines"], dtype=float).reshape(samples)
        return peak_4hra_of(result, msu.msu_per_cp, busy, existing, engines, rows.hour_of)

    return _solve_values(peak, samples, defined, peak(np.ones(samples)), bound)


def _binding(factors: dict[str, np.ndarray], samples: int) -> tuple[np.ndarray, np.ndarray]:
    """(smallest factor, index of its limit) per sample."""
    labels = list(factors)
    stacked = np.stack([factors[k] for k in labels]) if labels else np.full((1, samples), np.inf)
    which = np.argmin(stacked, axis=0)
    return stacked[which, np.arange(samples)], which


# ---------------------------------------------------------------------------------------------
# the whole thing


def _percentiles(values: np.ndarray) -> np.ndarray:
    """PERCENTILES of ``values`` (samples first, any columns after) by numpy's linear method, where an infinite value
    (a response time whose queue saturates in that draw) counts as the largest: a percentile that reaches an infinite
    draw, or falls between the last finite draw and the first infinite one, is infinite.

    Interpolating toward an infinite draw gives no number: a finite stand-in for it (1e300) made a 95th percentile
    just past the last finite draw a huge finite figure (5e298 ms), shown as a response time. The interpolation
    never leaves the interval of the two draws it joins, so a percentile above the largest finite draw can only
    come from an infinite one."""
    infinite = np.isinf(values)
    if not infinite.any():
        return np.percentile(values, PERCENTILES, axis=0)
    table = np.percentile(np.where(infinite, 1e300, values), PERCENTILES, axis=0)
    largest_finite = np.where(infinite, -np.inf, values).max(axis=0)
    return np.where(table > largest_finite, math.inf, table)


def _spread(point: float, values: np.ndarray) -> Spread | None:
    """Percentiles of ``values`` beside the point (see _percentiles for the draws that saturate); None without a
    finite point or a finite draw."""
    values = values[~np.isnan(values)]
    if not np.isfinite(point) or len(values) == 0 or np.all(np.isinf(values)):
        return None
    low, median, high = (float(v) for v in _percentiles(values))
    return Spread(float(point), low, median, high)


def _column_spreads(points: np.ndarray, values: np.ndarray, valid: np.ndarray) -> list[Spread | None]:
    """_spread of each column of ``values`` (samples x workloads) beside its point, None where not ``valid``.

    The percentiles of every column without a missing draw come from one np.percentile along the samples'
    axis (one workload at a time took most of the time at 10,000 workloads); the same linear method on the
    same numbers, so the same values to the last bit. A column with a missing draw goes through _spread."""
    n = values.shape[1]
    whole = valid & ~np.isnan(values).any(axis=0) & np.isfinite(points) & ~np.isinf(values).all(axis=0)
    spreads: list[Spread | None] = [None] * n
    if whole.any():
        table = _percentiles(values[:, whole])  # (3, chosen workloads)
        for column, (low, median, high) in zip(np.flatnonzero(whole).tolist(), table.T.tolist(), strict=True):
            spreads[column] = Spread(float(points[column]), low, median, high)
    for column in np.flatnonzero(valid & ~whole).tolist():
        spreads[column] = _spread(float(points[column]), values[:, column])
    return spreads


def _sources(result: ScenarioResult, b: _Basis) -> list[Source]:
    a = result.resolved.assumptions
    cat = result.catalog
    r = result.resolved
    measured = r.valid & (r.model_index >= 0)  # workloads with an ingress method
    has_model = bool(measured.any())
    moved = any(np.any(b.by_category[k][b.plan_category][measured] != 1.0)
                for k in ("cp_speed_ratio", "ziip_speed_ratio"))
    category_matters = any(not np.allclose(v[k][rows], v[b.plan_category][rows])
                           for key, v in b.by_category.items() for k in range(len(CATEGORIES))
                           for rows in [r.valid if key.startswith("app_") else measured])
    xml_differs = not all(np.allclose(b.env[k], b.xml_other[k]) for k in b.xml_other)
    bytes_differ = bool(np.any(b.env["bytes_ratio"] != 1.0))
    app = bool(any(np.any(b.env[k] > 0) for k in ("app_ms", "app_eligible_ms", "app_qr_ms")))
    eligible = bool(np.any(b.env["marginal_eligible_ms"] > 0)) and float(b.env["ziip_capacity_engines"]) > 0
    low, mode, high = _coverage_bounds(a)

    def name(key: str) -> str:
        text = cat.assumptions[key].name.removeprefix("Range: ").removesuffix(" (±%)") if cat else key
        return text if text[1:2].isupper() else text[:1].upper() + text[1:]  # "zIIP" stays as IBM writes it

    def pm(key: str, how: str, matters: bool) -> Source:
        # a ±% spread is drawn only when something in the plan depends on it and its width is above 0
        return Source(key, name(key), f"uniform ±{float(a[key]):g}% ({how})", matters and float(a[key]) > 0)

    return [
        pm("range_regression_pct", "per method", has_model),
        pm("range_release_pct", "once per plan", has_model),
        Source("range_lspr_category", name("range_lspr_category"),
               "LOW, AVERAGE or HIGH, equal chance" if a["range_lspr_category"] == "all" else "the plan's only",
               category_matters and a["range_lspr_category"] == "all"),
        pm("range_lspr_figures_pct", "once per plan", moved),
        pm("range_payload_share_pct", "once per plan", bytes_differ),
        Source("range_xml_basis", name("range_xml_basis"),
               "uniform between the two bases" if a["range_xml_basis"] == "both" else "the plan's basis only",
               xml_differs and a["range_xml_basis"] == "both"),
        pm("range_spill_pct", "once per plan", eligible),
        Source("range_coverage_low", "Address-space coverage",
               f"triangular {low:g} to {high:g}, peak {mode:g}", high > low),
        pm("range_app_cpu_pct", "once per plan", app),
        # listed for plans that route over links only: the sources of every other plan read as before
        *([pm("range_link_cpu_pct", "once per plan, the four links", True),
           pm("range_link_tor_share_pct", "once per plan, the four links", True),
           pm("range_link_latency_pct", "once per plan, the four links",
              bool(np.any(b.env["link_latency_ms"] > 0)))] if b.links else []),
    ]


def compute_ranges(result: ScenarioResult, catalog: Catalog, samples: int | None = None,
                   seed: int | None = None, cancelled: Callable[[], bool] | None = None) -> Ranges:
    """Ranges of the plan's results over random draws of its assumptions, and the tornado.

    ``cancelled`` is asked between the batched runs; when it says yes, RangesCancelled is raised."""
    a = result.resolved.assumptions
    samples = int(samples if samples is not None else a["range_samples"])
    seed = int(seed if seed is not None else a["range_seed"])
    out = Ranges(samples=samples, seed=seed, sources=[])
    if result.errors:
        out.notes.append("not computed: the plan has errors")
        return out
    b = _basis(result, catalog)
    if cancelled is not None:
        b.cancelled = cancelled
    out.sources = _sources(result, b)
    models = len(result.resolved.model_ids)
    draws = _random_draws(a, samples, models, b.plan_category, np.random.default_rng(seed))
    results, factors = _run_in_chunks(result, b, draws, samples)
    for key in TOTAL_KEYS:
        spread = _spread(float(result.env[key]), results[key])
        if spread is not None:
            out.totals[key] = spread
    valid = result.resolved.valid
    for key in WORKLOAD_KEYS:
        out.workloads[key] = _column_spreads(np.asarray(result.env[key], dtype=float), results[key],
                                             np.asarray(valid, dtype=bool))
    if float(result.env["total_tps"]) <= 0:
        out.notes.append("no workload has a rate: no limit to reach, so no range of the maximum rate")
        return out
    summary = result.limits()
    smallest, which = _binding(factors, samples)
    total = float(result.env["total_tps"])
    labels = list(factors)
    for k, label in enumerate(labels):
        share = float(np.mean(which == k))
        if share > 0:
            out.binding_share[label] = share
    out.fit_share = float(np.mean(smallest >= 1.0))
    if summary.binding is None or not math.isfinite(summary.binding.max_tps):
        # nothing to move: a tornado of a rate no limit bounds would be bars from infinity to infinity
        out.notes.append("no limit is reached by this mix at any rate: no range of the maximum rate and no tornado")
        return out
    out.max_tps = _spread(summary.binding.max_tps, smallest * total)
    out.headline_point = summary.binding.max_tps
    out.point_percentile = float(np.mean(smallest * total <= summary.binding.max_tps * (1 + 1e-12)) * 100.0)
    out.tornado = _tornado(result, out.sources, b, a, models, total, out.headline_point)
    return out


def _run_in_chunks(result: ScenarioResult, b: _Basis, draws: _Draws, samples: int
                   ) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """The sampled totals and workload figures, and each limit's rate factor per sample, computed a chunk of
    samples at a time: a batched run holds arrays of samples x workloads x address spaces, so all 400 samples
    of a 10,000-workload plan at once took gigabytes; a chunk holds at most CHUNK_CELLS cells per array."""
    cells = max(1, int(np.asarray(b.env["tps"]).size) * max(1, len(result.spaces)))
    size = max(1, min(samples, CHUNK_CELLS // cells))
    kept = (*TOTAL_KEYS, *WORKLOAD_KEYS)
    parts: list[tuple[dict[str, np.ndarray], dict[str, np.ndarray]]] = []
    for start in range(0, samples, size):
        chunk = _take(draws, slice(start, min(samples, start + size)))
        count = min(samples, start + size) - start
        env = _sample_env(b, chunk)
        drawn = _with_fixed_costs(b, env, count)
        out = _run(drawn, env, count)
        factors = {k: np.asarray(np.broadcast_to(v, (count,)), dtype=float)
                   for k, v in _limit_factors(result, drawn, env, out, count).items()}
        parts.append(({k: np.asarray(out[k]) for k in kept if k in out}, factors))
        del env, out  # the chunk's arrays go before the next is made
    results = {k: np.concatenate([p[0][k] for p in parts]) for k in parts[0][0]}
    factors = {k: np.concatenate([p[1][k] for p in parts]) for k in parts[0][1]}
    return results, factors


def _with_fixed_costs(b: _Basis, env: dict[str, np.ndarray], samples: int) -> _Basis:
    """The basis for one chunk of draws with the rate-free part of its fixed-CPU allocation made once: the chunk's
    full run and every one of the solvers' runs at other rates read it instead of making it again."""
    ctx = copy.copy(b.ctx)
    batched = [np.broadcast_to(env[k], (samples, *np.shape(b.env[k]))) for k in ("model_fixed_pct",
                                                                                  "model_eligible_fixed_pct")]
    ctx.extra = {**b.ctx.extra, "fixed_costs": calc.fixed_costs(*batched, ctx, samples)}
    return dataclasses.replace(b, ctx=ctx)


def _take(draws: _Draws, part: slice) -> _Draws:
    return _Draws(*(getattr(draws, f.name)[part] for f in dataclasses.fields(_Draws)))


def _denoised(at_low: float, at_high: float, point: float | None) -> tuple[float, float]:
    """The ends of a tornado bar with numerical noise taken out: an end within noise of the plan's
    figure is that figure, and ends within noise of each other are one value, so the swing is 0.0."""
    ends = [at_low, at_high]
    if not all(math.isfinite(v) for v in ends):
        return at_low, at_high
    scale = max(abs(at_low), abs(at_high), abs(point) if point is not None and math.isfinite(point) else 0.0)
    tolerance = TORNADO_NOISE * scale
    if point is not None and math.isfinite(point):
        ends = [point if abs(v - point) <= tolerance else v for v in ends]
    if abs(ends[1] - ends[0]) <= tolerance:
        ends[1] = ends[0]
    return ends[0], ends[1]


def _tornado(result: ScenarioResult, sources: list[Source], b: _Basis, a: dict, models: int, total: float,
             point: float | None = None) -> list[TornadoBar]:
    active = {s.key: s for s in sources if s.active}
    rows = [(key, d) for key, d in _ends(a, models, b.plan_category) if key in active]
    if not rows:
        return []
    draws = _stack([d for _, d in rows])
    count = len(rows)
    _, factors = _run_in_chunks(result, b, draws, count)  # a few samples, but each as wide as the plan
    smallest, _ = _binding(factors, count)
    values = smallest * total
    bars = [TornadoBar(rows[k][0], active[rows[k][0]].name, *_denoised(float(values[k]), float(values[k + 1]), point))
            for k in range(0, count, 2)]
    return sorted(bars, key=lambda bar: bar.swing if np.isfinite(bar.swing) else -1.0, reverse=True)


# ---------------------------------------------------------------------------------------------
# presentation shared by the CLI, the workbook and the reports

# how a percentile without a number is written (a response time whose queue saturates in the draws it reaches)
SATURATED = "saturated"
TOTAL_LABELS = {"gcp_busy_pct": ("LPAR general-CP busy", "%"), "ziip_busy_pct": ("LPAR zIIP busy", "%"),
                "gcp_engines": ("general CPs' worth of address-space time", "engines"),
                "gcp_lpar_engines": ("general CPs' worth of LPAR busy (new work)", "engines"),
                "ziip_engines": ("zIIPs' worth of busy", "engines"),
                "itr": ("ITR of the new work", "tps per 100% LPAR"),
                "crypto_busy_pct": ("Crypto Express card busy", "%")}


def _spread_json(spread: Spread | None) -> dict | None:
    if spread is None:
        return None
    def finite(value: float) -> float | None:  # an infinite percentile (saturated draws) is null in JSON
        return value if math.isfinite(value) else None

    return {"point": finite(spread.point), "p5": finite(spread.low), "p50": finite(spread.median),
            "p95": finite(spread.high)}


def _bar_json(bar: TornadoBar) -> dict:
    """A tornado bar; an end where no limit is reached at any rate is null, with a note."""
    ends = {"at_low": bar.at_low, "at_high": bar.at_high}
    out: dict = {"assumption": bar.source, "name": bar.name,
                 **{key: value if math.isfinite(value) else None for key, value in ends.items()}}
    unbounded = [key for key, value in ends.items() if not math.isfinite(value)]
    if unbounded:
        out["notes"] = {key: "no limit is reached at any rate with the source at this end" for key in unbounded}
    return out


def ranges_to_json(ranges: Ranges, names: list[str]) -> dict:
    """The ranges as plain data (``cicsplan compute --ranges --json``, docs/result-format.md)."""
    return {
        "kind": "range from assumptions (not a confidence interval)",
        "percentiles": list(PERCENTILES), "samples": ranges.samples, "seed": ranges.seed,
        "sources": [{"assumption": s.key, "name": s.name, "distribution": s.distribution, "active": s.active}
                    for s in ranges.sources],
        "totals": {key: _spread_json(spread) for key, spread in ranges.totals.items()},
        "workloads": [{"name": name, **{key: _spread_json(ranges.workloads[key][i])
                                        for key in ranges.workloads}} for i, name in enumerate(names)],
        "max_tps_at_binding_limit": _spread_json(ranges.max_tps),
        "binding_share": ranges.binding_share,
        "point_percentile": ranges.point_percentile,  # % of draws whose maximum rate is at or below the point
        "fit_share": ranges.fit_share,  # share of draws in which every limit is within its target as planned
        "tornado": {"result": ranges.headline, "point": ranges.headline_point,
                    "bars": [_bar_json(b) for b in ranges.tornado]},
        "notes": ranges.notes,
    }
