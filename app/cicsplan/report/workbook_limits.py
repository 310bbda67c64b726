"""The workbook's limits table: each limit's utilisation now, its threshold, the plan total at which it is reached,
the headroom to it and whether it binds, as live formulas wherever the limit's arithmetic is closed-form.

A limit whose utilisation grows in proportion to the rates from its level at zero rate (busy = base + slope x
factor: QR TCB CPU and dispatch, SO TCB and S8 TCBs per region, Crypto Express, client ports, single servers, and
the general-CP and zIIP busy when nothing spills and no fixed cost is shared) is reached at a factor of
(threshold - base) / (now - base). The limits are those of ``core.model.limits`` (``linear_limits`` says which
quantity, threshold and base each one reads): "now" refers to that quantity's live cell on the Results sheet, the
threshold and base to the input cells they come from, so a rate, a CP count, a region count or a ceiling typed in
the workbook moves the plan total, the headroom and the binding flag as cicsplan would. A limit whose arithmetic
is not closed-form (the zIIP spill's root, shared fixed costs, response times) keeps cicsplan's figures, marked
static on the row and listed on the About sheet with the reason.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np
from openpyxl.cell.cell import Cell
from openpyxl.worksheet.worksheet import Worksheet

from cicsplan.core.model.limit_assumptions import rests_on_sentence
from cicsplan.core.model.limits import Limit, LinearLimit, linear_limits
from cicsplan.core.model.result import ScenarioResult
from cicsplan.report.workbook_layout import Layout, coordinate
from cicsplan.report.workbook_style import NOTE_FONT, note, style_computed, style_header, style_input


class LimitsBuilder(Protocol):
    """What the limits table needs of the workbook's builder (report.workbook, which imports this module)."""

    result: ScenarioResult
    layout: Layout
    formulas: set[tuple[str, str]]
    cache: dict

    def put(self, ws: Worksheet, row: int, col: int, value, unit: str = "", kind: str = "plain") -> Cell: ...

    def put_formula(self, ws: Worksheet, row: int, col: int, formula: str, cached: float | None,
                    unit: str = "") -> Cell: ...

    def block_title(self, ws: Worksheet, row: int, text: str) -> None: ...


HEADS = ("limit", "now", "threshold", "unit", "at zero rate", "plan total at the limit (tps)", "headroom (%)",
         "binding", "figures", "explanation")
NOW, THRESHOLD, UNIT, BASE, MAX_TPS, HEADROOM, BINDING, FIGURES, EXPLANATION = range(2, 11)
LIVE = "live formulas"
PLAN_TOTAL = ("Plan total at the limit: the plan's total rate, every workload's rate scaled together, at which the "
              "limit is reached (a region group's own rate is in the Results sheet's region groups). † rests on a "
              "named assumption, not measured: see its explanation and the Assumptions sheet.")
AGREE = 1e-6  # the proportional formula and cicsplan's solution agree this closely, or the figures stay static
STATIC_NOTE = ("Static figure computed by cicsplan ({why}): it does not follow edits made in the workbook; recompute "
               "the plan in cicsplan (or export again) when inputs change.")
# the total of the Results sheet the hardware limits read, and the input holding their level at zero rate
HARDWARE = {"cp_busy": ("gcp_busy_pct", "existing_cp_busy_pct"), "ziip_capacity": ("ziip_busy_pct",
                                                                                   "existing_ziip_busy_pct")}


@dataclass
class LimitsTable:
    """Where the limits table is, for the About sheet's live binding constraint, and what in it is static."""

    first: int = 0
    last: int = -1
    static: list[str] = field(default_factory=list)  # "general-CP busy at the target: the zIIP spill ..."
    binding_label: str = ""  # the binding limit's row label, as written


def write_limits(builder: LimitsBuilder, ws: Worksheet, row: int, results_sheet: str) -> LimitsTable:
    result = builder.result
    summary = result.limits()
    table = LimitsTable(row + 2, row + 1 + len(summary.limits))
    builder.block_title(ws, row, "Limits, headroom and the binding constraint")
    for col, text in enumerate(HEADS, start=1):
        style_header(ws.cell(row=row + 1, column=col, value=text))
    linear = {lim.key: lim for lim in linear_limits(result)}
    for k, lim in enumerate(summary.limits):
        r_ = table.first + k
        rests = rests_on_sentence(result, lim)
        label = ws.cell(row=r_, column=1, value=lim.label + (" †" if rests else ""))
        if rests:
            label.comment = note(f"† {rests}.")
        if lim is summary.binding:
            table.binding_label = label.value
        ws.cell(row=r_, column=UNIT, value=lim.unit)
        ws.cell(row=r_, column=EXPLANATION, value=lim.explanation + (f"; † {rests}" if rests else ""))
        refs = _live_refs(builder, lim, linear.get(lim.key), results_sheet)
        if isinstance(refs, str):
            _write_static(builder, ws, r_, lim, refs)
            table.static.append(f"{lim.label}: {refs}")
        else:
            _write_live(builder, ws, r_, lim, *refs, results_sheet)
        _write_binding(builder, ws, r_, table, lim is summary.binding)
    r_ = table.last + 1
    for text in ([PLAN_TOTAL] if summary.limits else []) + list(summary.notes.values()):
        ws.cell(row=r_, column=1, value=text).font = NOTE_FONT
        r_ += 1
    return table


def _live_refs(builder: LimitsBuilder, lim: Limit, line: LinearLimit | None,
               sheet: str) -> tuple[str, str | None, str | None] | str:
    """(now, threshold, base) references of a limit that can be live, or why it cannot."""
    result = builder.result
    if line is not None:
        now = _formula_ref(builder, line.quantity, line.at, sheet)
        if now is None:
            return "its utilisation is not a live formula of this plan's Results sheet"
        return now, _input_ref(builder, line.threshold_key, sheet), _input_ref(builder, line.base_key, sheet)
    if lim.key not in HARDWARE:
        return ("a response time grows with queueing, not in proportion to the rates"
                if lim.key.startswith("response") else "cicsplan solves it by computing the plan again")
    quantity, base_key = HARDWARE[lim.key]
    why = _not_proportional(result, lim)
    if why:
        return why
    now = _formula_ref(builder, quantity, None, sheet)
    if now is None:
        return "its utilisation is not a live formula of this plan's Results sheet"
    return now, None, _input_ref(builder, base_key, sheet)


def _not_proportional(result: ScenarioResult, lim: Limit) -> str:
    """Why the CP or zIIP busy does not grow in proportion to the rates from the existing busy ('' when it does)."""
    env, hw = result.env, result.resolved.hardware
    demand = np.nan_to_num(np.asarray(env["eligible_demand_ms"], dtype=float))
    spills = hw["ziip_honor_priority"] and float(env["ziip_capacity_engines"]) > 0 and bool(np.any(demand > 0))
    if lim.key == "cp_busy" and spills:
        return "the zIIP spill grows faster than the rates (the root of its equation)"
    if np.any(np.nan_to_num(np.asarray(env["fixed_pct"], dtype=float)) > 0):
        return "fixed costs shared by the workloads do not grow with the rates"
    base = float(env["existing_cp_busy_pct" if lim.key == "cp_busy" else "existing_ziip_busy_pct"])
    if lim.max_factor is None or lim.value - base <= 0:
        return "cicsplan's figure (the limit is never reached by this mix)"
    factor = max(0.0, (lim.threshold - base) / (lim.value - base))
    if not math.isclose(factor, lim.max_factor, rel_tol=AGREE, abs_tol=AGREE):
        return "cicsplan solves it by computing the plan again"
    return ""


def _formula_ref(builder: LimitsBuilder, key: str, at: int | None, sheet: str) -> str | None:
    """The reference to ``key``'s cell (of region group or workload ``at``) when that cell is a live formula."""
    place = builder.layout.places.get(key)
    if place is None:
        return None
    group = at if place.level == "group" else None
    workload = at if place.level == "workload" else None
    cell = coordinate(place.column, place.row(workload, None, group))
    if (place.sheet, cell) not in builder.formulas:
        return None
    return builder.layout.ref(key, sheet, workload=workload, group=group)


def _input_ref(builder: LimitsBuilder, key: str | None, sheet: str) -> str | None:
    if key is None or key not in builder.layout.places:
        return None
    return builder.layout.ref(key, sheet)


def _write_live(builder: LimitsBuilder, ws: Worksheet, row: int, lim: Limit, now_ref: str, threshold_ref: str | None,
                base_ref: str | None, sheet: str) -> None:
    builder.put_formula(ws, row, NOW, f"={now_ref}", lim.value, lim.unit)
    if threshold_ref is None:
        style_input(builder.put(ws, row, THRESHOLD, lim.threshold, lim.unit))
        ws.cell(row=row, column=THRESHOLD).comment = note(
            "Input: change the threshold and the plan total at the limit, the headroom and the binding flag follow.")
    else:
        builder.put_formula(ws, row, THRESHOLD, f"={threshold_ref}", lim.threshold, lim.unit).comment = note(
            "From the Inputs sheet (a named assumption): change it there and the limit follows.")
    base = _base_value(builder.result, lim)
    if base_ref is None:
        builder.put(ws, row, BASE, base, lim.unit)
    else:
        builder.put_formula(ws, row, BASE, f"={base_ref}", base, lim.unit)
    now, threshold, zero = (coordinate(c, row) for c in (NOW, THRESHOLD, BASE))
    grows = f"{now}-{zero}"
    ratio = f"MAX(0,({threshold}-{zero})/({grows}))"
    total_ref = builder.layout.ref("total_tps", sheet)
    factor = None if lim.max_factor is None else lim.max_factor
    builder.put_formula(ws, row, MAX_TPS, f'=IF({grows}>0,{ratio}*{total_ref},"never reached")',
                        None if factor is None else factor * lim.total_tps, "tps")
    builder.put_formula(ws, row, HEADROOM, f'=IF({grows}>0,({ratio}-1)*100,"n/a")',
                        None if factor is None else (factor - 1.0) * 100.0, "%")
    if factor is None:
        builder.cache[(ws.title, coordinate(MAX_TPS, row))] = "never reached"
        builder.cache[(ws.title, coordinate(HEADROOM, row))] = "n/a"
    ws.cell(row=row, column=FIGURES, value=LIVE)


def _base_value(result: ScenarioResult, lim: Limit) -> float:
    """The limit's utilisation at zero rate, as the live row reads it."""
    line = next((x for x in linear_limits(result) if x.key == lim.key), None)
    if line is not None:
        return line.base
    return float(result.env[HARDWARE[lim.key][1]])


def _write_static(builder: LimitsBuilder, ws: Worksheet, row: int, lim: Limit, why: str) -> None:
    text = STATIC_NOTE.format(why=why)
    builder.put(ws, row, NOW, lim.value, lim.unit, "computed").comment = note(text)
    builder.put(ws, row, THRESHOLD, lim.threshold, lim.unit)
    builder.put(ws, row, MAX_TPS, lim.max_tps if lim.max_tps is not None else "never reached", "tps",
                "computed").comment = note(text)
    builder.put(ws, row, HEADROOM, lim.headroom_pct if lim.headroom_pct is not None else "n/a", "%",
                "computed").comment = note(text)
    style_computed(ws.cell(row=row, column=FIGURES, value=f"static: {why}"))


def _write_binding(builder: LimitsBuilder, ws: Worksheet, row: int, table: LimitsTable, binding: bool) -> None:
    totals = f"{coordinate(MAX_TPS, table.first, True)}:{coordinate(MAX_TPS, table.last, True)}"
    cell = builder.put_formula(ws, row, BINDING, f'=IF({coordinate(MAX_TPS, row)}=MIN({totals}),"binding","no")',
                               None)
    builder.cache[(ws.title, cell.coordinate)] = "binding" if binding else "no"


def about_formulas(table: LimitsTable, sheet: str) -> dict[str, str]:
    """The About sheet's live lines: the binding constraint, the plan total at it and the headroom."""
    q = "'" + sheet.replace("'", "''") + "'!"

    def column(c: int) -> str:
        return f"{q}{coordinate(c, table.first, True)}:{coordinate(c, table.last, True)}"

    totals, labels, room = column(MAX_TPS), column(1), column(HEADROOM)
    at = f"MATCH(MIN({totals}),{totals},0)"
    return {"Binding constraint": f'=IF(COUNT({totals})=0,"none: no limit is reached",INDEX({labels},{at}))',
            "Plan total at the binding limit (tps)": f'=IF(COUNT({totals})=0,"never reached",MIN({totals}))',
            "Headroom to it (%)": f'=IF(COUNT({totals})=0,"n/a",INDEX({room},{at}))'}
