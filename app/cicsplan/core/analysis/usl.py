"""Scaling with CPs: the Universal Scalability Law fitted to the RTW VTAM and MQ runs (models/cp_scaling.toml).

C(N) = lambda N / (1 + sigma (N - 1) + kappa N (N - 1)), fitted by least squares with sigma, kappa >= 0.
Four points and three parameters leave one degree of freedom, so every fit carries leave-one-out refits, a
Jacobian standard error and plain-words caveats. The ITR of these runs already contains the LSPR n-way (MP)
effect of the machine table; this module compares the two but feeds nothing into plan results (that would
count the MP effect twice).
"""

from __future__ import annotations

import math
import tomllib
from pathlib import Path

import numpy as np

from cicsplan.core.catalog.catalog import DOCUMENTS_FILE, CatalogError, Document, Documents, cite, load_documents
from cicsplan.core.common import limits, shipped_data, userfiles
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted, noun_for
from cicsplan.core.hardware.machines import MachineError, MachineTable
from cicsplan.paths import models_dir

QUANTITIES = {"etr": "ETR (tps)", "itr": "ITR (tps at 100% busy)", "itr_per_cp": "ITR per CP (tps per CP)"}
ITR_SOURCES = ("definition", "published")  # ETR / CPU% x 100, or the ITR column as printed
T95_BY_DOF = {1: 12.706, 2: 4.303, 3: 3.182}  # two-sided 95% Student t; no scipy
_INT_FIELDS = ("cps", "regions", "terminals")
_NUM_FIELDS = ("etr", "cpu", "itr", "irlm", "db2_latch")


class ScalingDataError(ValueError):
    """models/cp_scaling.toml is missing or malformed; the message names the field."""


# -- the measured runs ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Run:
    """One row of the document's tables, as printed."""

    front_end: str  # "VTAM" or "MQ"
    table: str  # the caption of the document's table
    runid: str
    cps: int
    regions: int
    terminals: int | None  # the MQ table has no Terminals column
    plans: str  # "Single" or "Multiple"
    etr_tps: float
    busy_pct: float
    itr_published_tps: float
    irlm_susp_k: float
    db2_latch_per_s: float

    @property
    def itr_tps(self) -> float:
        """The paper's definition: ETR / LPAR CPU % x 100."""
        return self.etr_tps / self.busy_pct * 100.0


@dataclass(frozen=True)
class Series:
    key: str
    name: str
    why: str
    runs: tuple[Run, ...]

    @property
    def front_end(self) -> str:
        return self.runs[0].front_end

    @property
    def n_cps(self) -> np.ndarray:
        return np.array([r.cps for r in self.runs], dtype=float)

    @property
    def busy_pct(self) -> np.ndarray:
        return np.array([r.busy_pct for r in self.runs])

    def values(self, quantity: str, itr_source: str = "definition") -> np.ndarray:
        """Measured ETR, ITR or ITR per CP of each run, in tps."""
        if quantity == "etr":
            return np.array([r.etr_tps for r in self.runs])
        if itr_source not in ITR_SOURCES:
            raise ValueError(f"ITR source {itr_source!r}; allowed: {', '.join(ITR_SOURCES)}")
        itr = np.array([r.itr_tps if itr_source == "definition" else r.itr_published_tps for r in self.runs])
        if quantity == "itr":
            return itr
        if quantity == "itr_per_cp":
            return itr / self.n_cps
        raise ValueError(f"quantity {quantity!r}; allowed: {', '.join(QUANTITIES)}")


@dataclass(frozen=True)
class ScalingData:
    document: str  # models/documents.toml names it (its title, release and date)
    machine: str
    machine_description: str
    lspr_category: str
    workload: str
    itr_definition: str
    driven_to: str
    releases: dict[str, str]
    units: dict[str, str]
    runs: tuple[Run, ...]
    series: dict[str, Series]
    notes: tuple[tuple[str, str], ...]  # (where, text)
    source: Document | None = None  # the document's entry in models/documents.toml, when there is one

    def citation(self, series: Series) -> str:
        tables = dict.fromkeys(r.table for r in series.runs)
        ids = ", ".join(f"{r.runid} ({r.cps} CPs, {r.plans})" for r in series.runs)
        return cite(self.document, self.source, f"{noun_for(len(tables), 'table')} '{', '.join(tables)}': runs {ids}")


def load_scaling(path: Path | None = None, documents: Documents | None = None) -> ScalingData:
    """Read models/cp_scaling.toml (or ``path``); raise ScalingDataError naming the broken field. ``documents``:
    the catalog's source documents when the caller holds them (else read beside ``path``)."""
    path = path or models_dir() / "cp_scaling.toml"
    try:
        data = shipped_data.read_toml(path, "scaling file", limits.MAX_MODEL_BYTES)
    except (userfiles.FileReadError, tomllib.TOMLDecodeError) as exc:
        raise ScalingDataError(f"{path.name}: cannot be read: {exc}") from None
    try:
        runs = tuple(run for table in data["table"] for run in _table_runs(table))
        by_id = {r.runid: r for r in runs}
        series = {}
        for s in data["series"]:
            members = tuple(by_id[runid] for runid in s["runs"])
            if len({r.front_end for r in members}) != 1 or len(members) < 3:
                raise ScalingDataError(f"{path.name}: series {s['key']}: needs 3+ runs of one front end")
            series[s["key"]] = Series(s["key"], s["name"], s["why"], members)
        return ScalingData(
            document=data["document"], machine=data["machine"],
            machine_description=data["machine_description"], lspr_category=data["lspr_category"],
            workload=data["workload"], itr_definition=data["itr_definition"], driven_to=data["driven_to"],
            releases=dict(data["releases"]), units=dict(data["units"]), runs=runs, series=series,
            notes=tuple((n["where"], n["text"]) for n in data.get("notes", [])),
            source=(documents if documents is not None else _documents(path)).get(data["document"]))
    except KeyError as exc:
        raise ScalingDataError(f"{path.name}: {exc.args[0]!r} is missing or names an unknown run") from None


def _documents(path: Path) -> Documents:
    """The source documents beside the runs (models/documents.toml), read as the catalog reads them; none when
    the folder has no such file (the runs are then cited by file name)."""
    file = path.parent / DOCUMENTS_FILE
    if not file.exists():
        return Documents()
    try:
        return load_documents(file)
    except CatalogError as exc:
        raise ScalingDataError(str(exc)) from None


def _table_runs(table: dict) -> list[Run]:
    keys = [c["key"] for c in table["columns"]]
    runs = []
    for row in table["rows"]:
        if len(row) != len(keys):
            raise ScalingDataError(f"table {table['key']}: a row has {len(row)} values for {len(keys)} columns")
        cell = dict(zip(keys, row, strict=True))
        for name in _INT_FIELDS + _NUM_FIELDS:
            value = cell.get(name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int | float) or value < 0):
                raise ScalingDataError(f"table {table['key']}, run {cell.get('runid')}: {name} must be a number")
        if not 0 < cell["cpu"] <= 100 or cell["plans"] not in ("Single", "Multiple"):
            raise ScalingDataError(f"table {table['key']}, run {cell['runid']}: CPU % or Plans/DBs out of range")
        runs.append(Run(front_end=table["front_end"], table=table["caption"], runid=cell["runid"], cps=cell["cps"],
                        regions=cell["regions"], terminals=cell.get("terminals"), plans=cell["plans"],
                        etr_tps=float(cell["etr"]), busy_pct=float(cell["cpu"]),
                        itr_published_tps=float(cell["itr"]), irlm_susp_k=float(cell["irlm"]),
                        db2_latch_per_s=float(cell["db2_latch"])))
    return runs


# -- the model and its fit -----------------------------------------------------------------------------

@dataclass(frozen=True)
class UslParams:
    lambda_tps: float  # rate of one CP the curve implies: an extrapolation, no run had fewer than 8 CPs
    sigma: float  # contention: the serialised share
    kappa: float  # coherency: crosstalk growing with N (N - 1); makes the curve peak and fall

    def predict(self, n_cps: np.ndarray | float) -> np.ndarray:
        n = np.asarray(n_cps, dtype=float)
        return self.lambda_tps * n / (1.0 + self.sigma * (n - 1.0) + self.kappa * n * (n - 1.0))

    @property
    def peak_cps(self) -> float | None:
        """Where C(N) is highest, sqrt((1 - sigma) / kappa); None without coherency (no peak)."""
        if self.kappa <= 0 or self.sigma >= 1:
            return None
        return math.sqrt((1.0 - self.sigma) / self.kappa)


def _profile(n: np.ndarray, c: np.ndarray, sigma: np.ndarray, kappa: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Residual sum of squares and best lambda over arrays of (sigma, kappa): lambda is linear, solved exactly."""
    g = n / (1.0 + sigma[..., None] * (n - 1.0) + kappa[..., None] * n * (n - 1.0))
    lam = (g * c).sum(-1) / (g * g).sum(-1)
    return ((c - lam[..., None] * g) ** 2).sum(-1), lam


def fit_usl(n_cps: np.ndarray, values: np.ndarray) -> UslParams:
    """Least squares with sigma, kappa >= 0 by a zooming grid over (sigma, kappa), lambda profiled out.

    A grid rather than Gauss-Newton: the bounds are honoured by construction (the grid never goes below 0),
    and the long sigma-kappa valley of four points cannot trap it in a start-dependent local minimum.
    """
    n, c = np.asarray(n_cps, dtype=float), np.asarray(values, dtype=float)
    if len(n) < 2 or len(n) != len(c) or np.any(n < 1) or np.any(c <= 0):
        raise ValueError("a USL fit needs 2+ points with CPs >= 1 and positive rates")
    axis = np.linspace(0.0, 1.0, 161) ** 2  # dense near 0, where these fits land
    sigma, kappa = np.meshgrid(axis, axis * 0.02, indexing="ij")
    ssr, lam = _profile(n, c, sigma, kappa)
    i = np.unravel_index(np.argmin(ssr), ssr.shape)
    s, k = sigma[i], kappa[i]
    ds, dk = 0.02, 0.001
    for _ in range(40):
        sg, kg = np.meshgrid(np.clip(np.linspace(s - ds, s + ds, 21), 0, None),
                             np.clip(np.linspace(k - dk, k + dk, 21), 0, None), indexing="ij")
        ssr, lam = _profile(n, c, sg, kg)
        i = np.unravel_index(np.argmin(ssr), ssr.shape)
        s, k, ds, dk = sg[i], kg[i], ds / 3, dk / 3
    snap = 1e-12  # grid arithmetic leaves 1e-18 where the bound holds: report it as exactly 0
    return UslParams(float(lam[i]), 0.0 if s < snap else float(s), 0.0 if k < snap else float(k))


def _jacobian(p: UslParams, n: np.ndarray) -> np.ndarray:
    """d C / d (lambda, sigma, kappa) at each n."""
    d = 1.0 + p.sigma * (n - 1.0) + p.kappa * n * (n - 1.0)
    return np.column_stack([n / d, -p.lambda_tps * n * (n - 1.0) / d**2, -p.lambda_tps * n**2 * (n - 1.0) / d**2])


PARAM_NAMES = ("lambda", "sigma", "kappa")


@dataclass(frozen=True)
class UslFit:
    n_cps: np.ndarray
    measured: np.ndarray
    params: UslParams
    at_bound: tuple[str, ...]  # "sigma" / "kappa" held at 0 by the constraint
    dof: int  # points minus free parameters
    covariance: np.ndarray | None  # of the free parameters, s^2 (J'J)^-1; None when dof = 0 or singular
    loo: tuple[UslParams, ...]  # refit without each point in turn

    @property
    def fitted(self) -> np.ndarray:
        return self.params.predict(self.n_cps)

    @property
    def residuals(self) -> np.ndarray:
        return self.measured - self.fitted

    @property
    def residual_pct(self) -> np.ndarray:
        return self.residuals / self.measured * 100.0

    @property
    def r2(self) -> float:
        total = float(((self.measured - self.measured.mean()) ** 2).sum())
        return 1.0 - float((self.residuals**2).sum()) / total if total > 0 else float("nan")

    @property
    def free(self) -> tuple[str, ...]:
        return tuple(name for name in PARAM_NAMES if name not in self.at_bound)

    def std_err(self) -> dict[str, float]:
        """One standard error of each free parameter (Jacobian at the optimum); empty when not estimable."""
        if self.covariance is None:
            return {}
        return {name: float(math.sqrt(max(v, 0.0))) for name, v in zip(self.free, np.diag(self.covariance),
                                                                            strict=True)}

    def corr_sigma_kappa(self) -> float | None:
        if self.covariance is None or {"sigma", "kappa"} - set(self.free):
            return None
        cov = self.covariance
        i, j = self.free.index("sigma"), self.free.index("kappa")
        denom = math.sqrt(cov[i, i] * cov[j, j])
        return float(cov[i, j] / denom) if denom > 0 else None

    def std_err_at(self, n_cps: np.ndarray) -> np.ndarray | None:
        """One standard error of C(N) by the delta method; None when the covariance is not estimable."""
        if self.covariance is None:
            return None
        jac = _jacobian(self.params, np.asarray(n_cps, dtype=float))
        cols = [PARAM_NAMES.index(name) for name in self.free]
        jf = jac[:, cols]
        return np.sqrt(np.maximum(np.einsum("ij,jk,ik->i", jf, self.covariance, jf), 0.0))

    def band(self, n_cps: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Envelope of the full fit and the leave-one-out refits: how far one run moves the curve."""
        curves = np.array([p.predict(n_cps) for p in (self.params, *self.loo)])
        return curves.min(axis=0), curves.max(axis=0)

    def loo_error_pct(self) -> np.ndarray:
        """Each point predicted by the refit that left it out, as % of the measured value."""
        predicted = np.array([p.predict(n) for p, n in zip(self.loo, self.n_cps, strict=True)])
        return (predicted - self.measured) / self.measured * 100.0


def analyse(n_cps: np.ndarray, values: np.ndarray) -> UslFit:
    """The constrained fit with its leave-one-out refits and Jacobian covariance."""
    n, c = np.asarray(n_cps, dtype=float), np.asarray(values, dtype=float)
    params = fit_usl(n, c)
    at_bound = tuple(name for name, v in (("sigma", params.sigma), ("kappa", params.kappa)) if v == 0.0)
    free = [i for i, name in enumerate(PARAM_NAMES) if name not in at_bound]
    dof = len(n) - len(free)
    covariance = None
    if dof > 0:
        jf = _jacobian(params, n)[:, free]
        s2 = float(((c - params.predict(n)) ** 2).sum()) / dof
        jtj = jf.T @ jf
        if np.linalg.cond(jtj) < 1e14:
            covariance = s2 * np.linalg.inv(jtj)
    loo = tuple(fit_usl(np.delete(n, i), np.delete(c, i)) for i in range(len(n))) if len(n) > 3 else ()
    return UslFit(n, c, params, at_bound, dof, covariance, loo)


def caveats(fit: UslFit, what: str) -> list[str]:
    """What the fit can and cannot say, in plain words."""
    p = fit.params
    lo, hi = int(fit.n_cps.min()), int(fit.n_cps.max())
    free = len(fit.free)
    out = [f"{len(fit.n_cps)} points and {free} free parameters: "
           f"{counted(fit.dof, 'degree of freedom', 'degrees of freedom')}. R² = {fit.r2:.4f} "
           "is near 1 by construction and says little; the residuals and the leave-one-out spread say more."]
    if fit.dof == 1:
        out.append("With one degree of freedom the residual variance rests on a single number: a 95% interval is "
                   f"±{T95_BY_DOF[1]:g} standard errors, so the standard errors shown are a lower bound on doubt.")
    if "sigma" in fit.at_bound:
        out.append(f"sigma = 0 at its bound: the fit puts all of the {what} tail-off into coherency (kappa). The "
                   "data cannot tell contention from coherency. The standard errors shown take sigma = 0 as exact, "
                   "so they are too small; the leave-one-out range is the better guide.")
    if "kappa" in fit.at_bound:
        out.append(f"kappa = 0 at its bound: no coherency is detectable in {lo}-{hi} CPs, so the curve never peaks "
                   "(Amdahl's law). Predictions past the measured range are optimistic if coherency exists, and the "
                   "standard errors, which take kappa = 0 as exact, are too small.")
    corr = fit.corr_sigma_kappa()
    if corr is not None and abs(corr) > 0.9:
        out.append(f"sigma and kappa trade off (correlation {corr:+.2f}): the runs fix the combined tail-off in "
                   f"{lo}-{hi} CPs, not how it splits, and the split decides the curve past {hi} CPs.")
    for name, se in fit.std_err().items():
        value = {"lambda": p.lambda_tps, "sigma": p.sigma, "kappa": p.kappa}[name]
        if name != "lambda" and se > abs(value):
            out.append(f"{name}'s standard error ({se:.3g}) exceeds its value ({value:.3g}): it is not determined.")
    peak = p.peak_cps
    if peak is not None:
        where = "inside" if peak <= hi else "beyond"
        out.append(f"The curve peaks at {peak:.0f} CPs ({where} the measured {lo}-{hi}); a peak is a property of the "
                   "model form and kappa, not something these runs observed.")
    if fit.loo:
        low, high = fit.band(np.array([2.0 * hi]))
        mid = float(p.predict(2.0 * hi))
        out.append(f"Leaving out one run moves the {2 * hi}-CP prediction between {low[0]:,.0f} and {high[0]:,.0f} "
                   f"({(low[0] / mid - 1) * 100:+.0f}% to {(high[0] / mid - 1) * 100:+.0f}% of {mid:,.0f}). "
                   f"Worst leave-one-out error at a measured point: {np.abs(fit.loo_error_pct()).max():.1f}%.")
    out.append(f"lambda ({p.lambda_tps:,.0f} tps at 1 CP) is an extrapolation: no run had fewer than {lo} CPs.")
    return out


# -- the MP effect of the machine table against the measured tail-off --------------------------------------

def per_engine_ratio(machines: MachineTable, machine: str, category: str, n_cps: np.ndarray,
                     n_ref: float) -> np.ndarray:
    """LSPR capacity per engine at each n over that at ``n_ref`` (NaN outside the table's range)."""
    m = machines.parse(machine)
    ref = m.cp_capacity(category, n_ref)
    out = []
    for n in np.atleast_1d(np.asarray(n_cps, dtype=float)):
        try:
            out.append(m.cp_capacity(category, float(n)) / ref)
        except MachineError:
            out.append(float("nan"))
    return np.array(out)


@dataclass(frozen=True)
class TailOff:
    """Per-CP rates at the largest measured LPAR over the smallest: measured against the MP effect."""

    n_from: int
    n_to: int
    itr_per_cp_ratio: float
    etr_per_cp_ratio: float
    busy_from_pct: float
    busy_to_pct: float
    lspr_ratio: float  # per-engine capacity ratio of the machine table
    itr_per_cp_by_n: tuple[tuple[int, float], ...]  # (CPs, ITR per CP relative to the smallest LPAR)

    @property
    def beyond_mp_ratio(self) -> float:
        """The part of the ITR per CP drop the MP effect does not explain (contention, longer paths)."""
        return self.itr_per_cp_ratio / self.lspr_ratio

    def summary(self) -> str:
        steps = ", ".join(f"{n}: {r * 100:.1f}%" for n, r in self.itr_per_cp_by_n)
        beyond = (1 - self.beyond_mp_ratio) * 100
        rest = (f"about {beyond:.0f}% is left for contention and longer paths" if beyond >= 1 else
                "essentially nothing is left for contention" if beyond > -1 else
                f"the measured drop is {-beyond:.0f}% smaller than the MP effect alone")
        itr_drop, etr_drop = (1 - self.itr_per_cp_ratio) * 100, (1 - self.etr_per_cp_ratio) * 100
        busy = f"busy {self.busy_from_pct:g}% to {self.busy_to_pct:g}%"
        held = (f"{busy}: the ETR drop beyond the ITR drop is work held back, not CPU" if etr_drop > itr_drop + 1
                else f"{busy}, so ETR and ITR tell the same story")
        return (f"ITR per CP relative to {self.n_from} CPs: {steps}. From {self.n_from} to {self.n_to} CPs ITR per CP "
                f"falls {itr_drop:.1f}% and ETR per CP {etr_drop:.1f}% ({held}). IBM's capacity ratings' MP effect "
                f"alone predicts a per-engine drop of {(1 - self.lspr_ratio) * 100:.1f}%; {rest}.")


def tail_off(series: Series, machines: MachineTable, machine: str, category: str,
             itr_source: str = "definition") -> TailOff:
    n = series.n_cps
    lo, hi = int(np.argmin(n)), int(np.argmax(n))
    itr_cp = series.values("itr_per_cp", itr_source)
    etr_cp = series.values("etr") / n
    order = np.argsort(n)
    lspr = float(per_engine_ratio(machines, machine, category, np.array([n[hi]]), n[lo])[0])
    return TailOff(int(n[lo]), int(n[hi]), float(itr_cp[hi] / itr_cp[lo]), float(etr_cp[hi] / etr_cp[lo]),
                   float(series.busy_pct[lo]), float(series.busy_pct[hi]), lspr,
                   tuple((int(n[i]), float(itr_cp[i] / itr_cp[lo])) for i in order))


# -- one view: a series, a quantity, its fit and predictions ---------------------------------------------

@dataclass(frozen=True)
class Prediction:
    n_cps: np.ndarray
    fitted: np.ndarray
    low: np.ndarray  # leave-one-out envelope
    high: np.ndarray
    std_err: np.ndarray | None  # one Jacobian standard error
    lspr_only: np.ndarray  # the smallest measured LPAR scaled by the machine table's n-way curve alone


@dataclass(frozen=True)
class ScalingView:
    series: Series
    quantity: str
    itr_source: str
    fit: UslFit  # of ETR or ITR; "ITR per CP" shows the ITR fit divided by N
    machines: MachineTable
    machine: str
    category: str

    @property
    def per_cp(self) -> bool:
        return self.quantity == "itr_per_cp"

    @property
    def measured(self) -> np.ndarray:
        return self.series.values(self.quantity, self.itr_source)

    def predict(self, n_cps: np.ndarray | list[float]) -> Prediction:
        n = np.asarray(n_cps, dtype=float)
        scale = 1.0 / n if self.per_cp else np.ones_like(n)
        low, high = self.fit.band(n)
        se = self.fit.std_err_at(n)
        n_ref = float(self.series.n_cps.min())
        ref_value = float(self.measured[np.argmin(self.series.n_cps)])
        ratio = per_engine_ratio(self.machines, self.machine, self.category, n, n_ref)
        lspr = ref_value * ratio * (1.0 if self.per_cp else n / n_ref)
        return Prediction(n, self.fit.params.predict(n) * scale, low * scale, high * scale,
                          None if se is None else se * scale, lspr)


def scaling_view(data: ScalingData, series_key: str, quantity: str, machines: MachineTable,
                 itr_source: str = "definition") -> ScalingView:
    series = data.series[series_key]
    fitted_quantity = "etr" if quantity == "etr" else "itr"
    fit = analyse(series.n_cps, series.values(fitted_quantity, itr_source))
    return ScalingView(series, quantity, itr_source, fit, machines, data.machine, data.lspr_category)
