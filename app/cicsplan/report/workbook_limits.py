"""The workbook's limits table: each limit's utilisation now, its threshold, its maximum rate and the headroom.

A limit whose utilisation grows in proportion to the rates from its level at zero rate (busy = base + slope x
factor) has a maximum factor of (threshold - base) / (now - base). Where "now" is a live formula of the
Results sheet and that proportion holds for this plan (checked against cicsplan's own solution), the
maximum rate and the headroom are formulas over "now", the threshold (an input cell here) and the total rate,
so a what-if typed in Excel moves them. Every other figure is cicsplan's, and its note says it is static.
"""

from __future__ import annotations

import math
from typing import Protocol

from openpyxl.cell.cell import Cell
from openpyxl.worksheet.worksheet import Worksheet

from cicsplan.core.model.limit_assumptions import rests_on_sentence
from cicsplan.core.model.limits import Limit, linear_limits
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.model.sweep import totals_at
from cicsplan.report.workbook_layout import Layout, coordinate
from cicsplan.report.workbook_style import NOTE_FONT, note, style_header, style_input


class LimitsBuilder(Protocol):
    """What the limits table needs of the workbook's builder (report.workbook, which imports this module)."""

    result: ScenarioResult
    layout: Layout
    formulas: set[tuple[str, str]]

    def put(self, ws: Worksheet, row: int, col: int, value, unit: str = "", kind: str = "plain") -> Cell: ...

    def put_formula(self, ws: Worksheet, row: int, col: int, formula: str, cached: float | None,
                    unit: str = "") -> Cell: ...

    def block_title(self, ws: Worksheet, row: int, text: str) -> None: ...


# the limits read from a total of the Results sheet (the others are per region group, server or sampled)
RESULT_KEYS = {"cp_busy": "gcp_busy_pct", "ziip_capacity": "ziip_busy_pct", "crypto": "crypto_busy_pct",
               "ports": "port_busy_pct"}
HEADS = ("limit", "now", "threshold", "unit", "at zero rate", "plan total at the limit (tps)", "headroom (%)",
         "binding", "explanation")
PLAN_TOTAL = ("Plan total at the limit: the plan's total rate, every workload's rate scaled together, at which the "
              "limit is reached (a region group's own rate is in the Results sheet's region groups). † rests on a "
              "named assumption, not measured: see its explanation and the Assumptions sheet.")
AGREE = 1e-6  # the proportional formula and cicsplan's solution agree this closely, or the figures stay static
STATIC = ("Static figure computed by cicsplan: the engine re-run with every rate scaled until the limit's "
          "threshold is reached (zIIP spill and fixed costs need not grow in proportion to the rates), so it does "
          "not follow edits made in Excel.")


def write_limits(builder: LimitsBuilder, ws: Worksheet, row: int, results_sheet: str) -> None:
    result = builder.result
    summary = result.limits()
    builder.block_title(ws, row, "Limits, headroom and the binding constraint")
    for col, text in enumerate(HEADS, start=1):
        style_header(ws.cell(row=row + 1, column=col, value=text))
    total_ref = builder.layout.ref("total_tps", results_sheet)
    total = float(result.env["total_tps"])
    bases = _bases(result)
    for k, lim in enumerate(summary.limits):
        r_ = row + 2 + k
        rests = rests_on_sentence(result, lim)
        label = ws.cell(row=r_, column=1, value=lim.label + (" †" if rests else ""))
        if rests:
            label.comment = note(f"† {rests}.")
        ws.cell(row=r_, column=4, value=lim.unit)
        ws.cell(row=r_, column=8, value="binding" if lim is summary.binding else "")
        ws.cell(row=r_, column=9, value=lim.explanation + (f"; † {rests}" if rests else ""))
        base = bases.get(lim.key)
        now_ref = _live_ref(builder, lim, results_sheet)
        factor = _proportional_factor(lim, base)
        if now_ref is None or base is None or not _agrees(factor, lim.max_factor):
            builder.put(ws, r_, 2, lim.value, "%", "computed").comment = note(STATIC)
            builder.put(ws, r_, 3, lim.threshold, "%")
            builder.put(ws, r_, 5, base, "%", "computed")
            builder.put(ws, r_, 6, lim.max_tps, "tps", "computed").comment = note(STATIC)
            builder.put(ws, r_, 7, lim.headroom_pct, "%", "computed").comment = note(STATIC)
            continue
        now, threshold, zero = (coordinate(c, r_) for c in (2, 3, 5))
        builder.put_formula(ws, r_, 2, f"={now_ref}", lim.value, "%")
        style_input(builder.put(ws, r_, 3, lim.threshold, "%"))
        ws.cell(row=r_, column=3).comment = note("Input: change the threshold and the maximum rate and headroom "
                                                 "follow.")
        builder.put(ws, r_, 5, base, "%", "computed").comment = note(
            "Static figure computed by cicsplan: the utilisation with every rate at zero (existing work and "
            "fixed costs).")
        grows = f"{now}-{zero}"
        ratio = f"MAX(0,({threshold}-{zero})/({grows}))"
        live = ("Live formula: (threshold - at zero rate) / (now - at zero rate) x the total rate. The "
                "utilisation grows in proportion to the rates for this plan as exported (checked against "
                "cicsplan's own solution); where zIIP work starts to spill after a what-if it no longer does, and "
                "cicsplan's figure is the exact one.")
        max_tps = None if factor is None else factor * total
        headroom = None if factor is None else (factor - 1.0) * 100.0
        builder.put_formula(ws, r_, 6, f'=IF({grows}>0,{ratio}*{total_ref},"never reached")', max_tps,
                            "tps").comment = note(live)
        builder.put_formula(ws, r_, 7, f'=IF({grows}>0,({ratio}-1)*100,"n/a")', headroom, "%").comment = note(live)
    r_ = row + 2 + len(summary.limits)
    for text in ([PLAN_TOTAL] if summary.limits else []) + list(summary.notes.values()):
        ws.cell(row=r_, column=1, value=text).font = NOTE_FONT
        r_ += 1


def _bases(result) -> dict[str, float]:
    """Each limit's utilisation at zero rate: the linear limits carry theirs; the CP and zIIP busy are the
    engine's totals with every rate at zero."""
    out = {lim.key: float(lim.base) for lim in linear_limits(result)}
    if result.catalog is not None:
        zero = totals_at(result, result.catalog, 0.0)
        out["cp_busy"], out["ziip_capacity"] = zero["gcp_busy_pct"], zero["ziip_busy_pct"]
    return out


def _live_ref(builder: LimitsBuilder, lim: Limit, results_sheet: str) -> str | None:
    """The Results cell holding the limit's utilisation now, when it is a live formula there."""
    key = RESULT_KEYS.get(lim.key)
    if key is None or key not in builder.layout.places:
        return None
    place = builder.layout.places[key]
    cell = coordinate(place.column, place.row(None, None, None))
    if (place.sheet, cell) not in builder.formulas:
        return None
    return builder.layout.ref(key, results_sheet)


def _proportional_factor(lim: Limit, base: float | None) -> float | None:
    if base is None or lim.value - base <= 0:
        return None
    return max(0.0, (lim.threshold - base) / (lim.value - base))


def _agrees(factor: float | None, solved: float | None) -> bool:
    if factor is None or solved is None:
        return False  # never reached: cicsplan's word, static
    return math.isclose(factor, solved, rel_tol=AGREE, abs_tol=AGREE)
