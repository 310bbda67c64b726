"""Consistency checks of the published tables against their own arithmetic.

The catalog keeps the published numbers verbatim; these checks say where the document
disagrees with itself, so a planner sees the doubt instead of a silently "fixed" value.
"""

from __future__ import annotations

import numpy as np

from cicsplan.core.catalog.catalog import TOTAL_KINDS, IngressModel
from cicsplan.core.catalog.costs import derive_costs
from cicsplan.core.catalog.fit import SaturationRule
from cicsplan.core.common.records import dataclass

AVERAGE_TOLERANCE_PCT = 1.0  # the threshold for a "known discrepancy"
PUBLISHED_DECIMALS = 3  # totals are published to 3 decimals


@dataclass(frozen=True)
class Flag:
    kind: str  # row_total, average, average_excl_ziip, saturated, fixed_forced, note:<kind>
    where: str
    text: str


def input_rounding_ms(model: IngressModel, row: int) -> float:
    """How far a row's total from its parts can move through the rounding of its CPU% cells:
    each is printed to 2 decimals (half a unit: 0.005% of an engine, i.e. 0.05/ETR ms)."""
    m = model.measurements
    columns = sum(1 for c in m.columns if c.kind in TOTAL_KINDS)
    return columns * 0.005 / m.etr[row] * 10.0


def published_total_consistent(model: IngressModel, row: int) -> bool:
    """Is the published total the parts' total rounded or truncated to 3 decimals?

    The document's totals sit up to one unit of the third decimal below their parts far more
    often than above (0.1406 printed as 0.140): it truncates. Both readings are accepted.
    """
    m = model.measurements
    parts, published = float(m.parts_total_ms[row]), float(m.published_total_ms[row])
    unit = 10.0**-PUBLISHED_DECIMALS
    slack = input_rounding_ms(model, row) + 1e-9
    return parts - unit - slack <= published <= parts + unit / 2 + slack


def row_total_mismatches(model: IngressModel) -> list[tuple[int, float, float]]:
    """Rows whose published total is not its parts' total (sum of CPU% / ETR x 10), rounded or truncated."""
    m = model.measurements
    return [(i, float(m.published_total_ms[i]), float(m.parts_total_ms[i]))
            for i in range(len(m.rows)) if not published_total_consistent(model, i)]


@dataclass(frozen=True)
class AverageComparison:
    parts_mean_ms: float  # mean of each row's total from its parts: the basis cicsplan uses
    published_totals_mean_ms: float  # mean of the published per-row totals
    stated_average_ms: float  # the document's average table
    stated_vs_parts_pct: float
    totals_vs_parts_pct: float

    @property
    def discrepancy(self) -> bool:
        return max(abs(self.stated_vs_parts_pct), abs(self.totals_vs_parts_pct)) > AVERAGE_TOLERANCE_PCT


def compare_averages(model: IngressModel) -> AverageComparison:
    m = model.measurements
    parts = float(m.parts_total_ms.mean())
    totals = float(m.published_total_ms.mean())
    stated = m.published_average_ms
    return AverageComparison(parts, totals, stated, (stated / parts - 1) * 100, (totals / parts - 1) * 100)


def excl_ziip_comparison(model: IngressModel) -> tuple[float, float] | None:
    """(stated, computed) average excluding zIIP time: general-CP time (GCPU%, incl. AAPCP) / ETR."""
    m = model.measurements
    if m.published_average_excl_ziip_ms is None:
        return None
    gcp = sum(m.cpu_pct(a, "gcpu") for a in m.address_spaces) / m.etr * 10.0
    return m.published_average_excl_ziip_ms, float(gcp.mean())


def model_flags(model: IngressModel, rule: SaturationRule | None = None) -> list[Flag]:
    """Every doubt about a model: the transcriber's notes and the computed checks."""
    rule = rule or SaturationRule()
    m = model.measurements
    flags = [Flag(f"note:{n.kind}", n.where, n.text) for n in model.notes]
    for row, published, parts in row_total_mismatches(model):
        flags.append(Flag("row_total", m.row_label(row),
                          f"published total {published:.3f} ms differs from its address spaces / ETR = "
                          f"{parts:.4f} ms ({(published / parts - 1) * 100:+.1f}%); cicsplan uses the parts"))
    avg = compare_averages(model)
    if abs(avg.stated_vs_parts_pct) > AVERAGE_TOLERANCE_PCT:
        flags.append(Flag("average", m.average_table,
                          f"stated average {avg.stated_average_ms:.3f} ms differs from the mean of the rows' costs "
                          f"from their parts, {avg.parts_mean_ms:.4f} ms ({avg.stated_vs_parts_pct:+.1f}%); "
                          "cicsplan uses the parts"))
    if abs(avg.totals_vs_parts_pct) > AVERAGE_TOLERANCE_PCT:
        flags.append(Flag("average", m.table,
                          f"mean of the published row totals {avg.published_totals_mean_ms:.4f} ms differs from "
                          f"the mean from the parts, {avg.parts_mean_ms:.4f} ms ({avg.totals_vs_parts_pct:+.1f}%)"))
    excl = excl_ziip_comparison(model)
    if excl and abs(excl[0] / excl[1] - 1) * 100 > AVERAGE_TOLERANCE_PCT:
        flags.append(Flag("average_excl_ziip", m.average_table,
                          f"stated average excluding zAAP {excl[0]:.3f} ms differs from the mean general-CP time "
                          f"{excl[1]:.4f} ms ({(excl[0] / excl[1] - 1) * 100:+.1f}%)"))
    fitted = derive_costs(model, "fitted", rule)
    for sat in fitted.saturated:
        flags.append(Flag("saturated", m.row_label(sat.index), f"left out of the fitted line: {sat.reason}"))
    for space, cost in fitted.by_as.items():
        if cost.fit_total and cost.fit_total.fixed_forced_to_zero:
            flags.append(Flag("fixed_forced", space,
                              f"unconstrained fit gives a negative fixed CPU "
                              f"({cost.fit_total.unconstrained_fixed_pct:.2f}% of an engine): saturation curvature, "
                              "not a cost; the line is forced through zero"))
    return flags


def parts_vs_published_table(models: list[IngressModel]) -> list[dict]:
    """One line per model: the acceptance figures printed by the tests and `cicsplan catalog --check`."""
    lines = []
    for model in models:
        published = derive_costs(model, "published")
        fitted = derive_costs(model, "fitted")
        avg = compare_averages(model)
        m = model.measurements
        kept = [i for i in range(len(m.rows)) if i not in {s.index for s in fitted.saturated}]
        prediction = sum(c.total_ms + c.fixed_pct * 10.0 / m.etr for c in fitted.by_as.values())
        errors = np.abs(prediction[kept] / m.published_total_ms[kept] - 1) * 100
        lines.append({
            "id": model.id,
            "published_method_ms": published.total_ms,
            "parts_mean_ms": avg.parts_mean_ms,
            "stated_average_ms": avg.stated_average_ms,
            "published_totals_mean_ms": avg.published_totals_mean_ms,
            "stated_vs_parts_pct": avg.stated_vs_parts_pct,
            "totals_vs_parts_pct": avg.totals_vs_parts_pct,
            "discrepancy": avg.discrepancy,
            "fitted_max_error_pct": float(errors.max()),
            "fitted_median_error_pct": float(np.median(errors)),
            "fitted_errors_pct": [float(e) for e in errors],
            "saturated_rows": [s.index + 1 for s in fitted.saturated],
            "fitted_fixed_pct": fitted.fixed_pct,
            "fitted_marginal_ms": fitted.total_ms,
            "fitted_r2": fitted.r2_total(model),
        })
    return lines
