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
from dataclasses import field
from typing import Protocol

import numpy as np
from openpyxl.cell.cell import Cell
from openpyxl.worksheet.worksheet import Worksheet

from cicsplan.core.common.records import dataclass
from cicsplan.core.model.limit_assumptions import rests_on_sentence
from cicsplan.core.model.limits import (
    CP_BUSY_LABEL,
    ENTITLEMENT_KEY,
    ENTITLEMENT_LABEL,
    Limit,
    LinearLimit,
    linear_limits,
)
from cicsplan.core.model.lpar_work import hosting_lpars
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
                                                                                   "existing_ziip_busy_pct"),
            ENTITLEMENT_KEY: ("gcp_available_busy_pct", "existing_cp_busy_pct")}
OTHER_LPAR = ENTITLEMENT_KEY + ":"  # another LPAR hosting region groups: its entitlement limit's key
BOUND, NOT_BOUND, LOWEST_LIVE = "binding", "no", "lowest live"
STATIC_BOUND, MAY_BIND, STATIC_FLAG = "binding (static)", "may bind (static)", "static"
OTHER_STATIC = "Other static limits that may bind"  # the About line naming them


@dataclass
class LimitsTable:
    """Where the limits table is, for the About sheet's live binding constraint, and what in it is static."""

    first: int = 0
    last: int = -1
    static: list[str] = field(default_factory=list)  # "general-CP busy at the target: the zIIP spill ..."
    binding_label: str = ""  # the binding limit's row label (live or static), as written
    live_rows: list[int] = field(default_factory=list)
    static_rows: list[int] = field(default_factory=list)
    cached: dict[int, tuple[float | None, str]] = field(default_factory=dict)  # row: (plan total, label) at export


def written_limits(result: ScenarioResult) -> tuple[list[Limit], Limit | None]:
    """The limits the table writes, and cicsplan's binding one: cicsplan's, with the entitlement beside the CP busy
    on a shared LPAR even while PR/SM gives it all its logical CPs (it is then the CP busy's own limit, reached at
    the same rate), so that a CP count typed in the workbook can make it bind."""
    summary = result.limits()
    limits = list(summary.limits)
    sharing = result.resolved.sharing
    keys = {lim.key for lim in limits}
    cp = next((lim for lim in limits if lim.key == "cp_busy"), None)
    if cp is not None and sharing is not None and not sharing.cp.own.dedicated and ENTITLEMENT_KEY not in keys:
        env = result.env
        limits.insert(limits.index(cp) + 1, Limit(
            ENTITLEMENT_KEY, ENTITLEMENT_LABEL, "%", float(env["gcp_available_busy_pct"]), cp.threshold,
            cp.max_factor, cp.total_tps,
            f"the LPAR's CP busy reaches the target {cp.threshold:g}% of the CPs PR/SM gives it with the other LPARs "
            f"at their stated busy (now all its {sharing.cp.own.logical} logical CPs: the same rate as the "
            f"{CP_BUSY_LABEL})"))
    return limits, summary.binding


def write_limits(builder: LimitsBuilder, ws: Worksheet, row: int, results_sheet: str) -> LimitsTable:
    result = builder.result
    summary = result.limits()
    limits, _ = written_limits(result)
    table = LimitsTable(row + 2, row + 1 + len(limits))
    builder.block_title(ws, row, "Limits, headroom and the binding constraint")
    for col, text in enumerate(HEADS, start=1):
        style_header(ws.cell(row=row + 1, column=col, value=text))
    ws.cell(row=row + 1, column=BINDING).comment = note(BINDING_NOTE)
    linear = {lim.key: lim for lim in linear_limits(result)}
    for k, lim in enumerate(limits):
        r_ = table.first + k
        rests = rests_on_sentence(result, lim)
        label = ws.cell(row=r_, column=1, value=lim.label + (" †" if rests else ""))
        if rests:
            label.comment = note(f"† {rests}.")
        table.cached[r_] = (lim.max_tps, label.value)
        ws.cell(row=r_, column=UNIT, value=lim.unit)
        ws.cell(row=r_, column=EXPLANATION, value=lim.explanation + (f"; † {rests}" if rests else ""))
        refs = _live_refs(builder, lim, linear.get(lim.key), results_sheet)
        if isinstance(refs, str):
            _write_static(builder, ws, r_, lim, refs)
            table.static.append(f"{lim.label}: {refs}")
            table.static_rows.append(r_)
        else:
            _write_live(builder, ws, r_, lim, *refs, results_sheet)
            table.live_rows.append(r_)
    for r_ in range(table.first, table.last + 1):
        _write_binding(builder, ws, r_, table)
    r_ = table.last + 1
    for text in ([PLAN_TOTAL] if limits else []) + list(summary.notes.values()):
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
    if lim.key.startswith(OTHER_LPAR):
        return _other_lpar_refs(builder, lim, sheet)
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
    if lim.key == ENTITLEMENT_KEY:  # the existing busy of its logical CPs, over the CPs it gets
        refs = [_input_ref(builder, k, sheet) for k in ("existing_cp_busy_pct", "cps", "cp_available_engines")]
        if None in refs:
            return "its utilisation is not a live formula of this plan's Results sheet"
        return now, None, "{}*{}/{}".format(*refs)
    return now, None, _input_ref(builder, base_key, sheet)


def _other_lpar_refs(builder: LimitsBuilder, lim: Limit, sheet: str) -> tuple[str, str | None, str] | str:
    """(now, threshold, base) of another hosting LPAR's entitlement: its busy of the CPs it can get on the Results
    sheet's LPAR block, from its stated busy of its logical CPs over those CPs at zero rate (what PR/SM gives it held
    at the planned rates: live only where cicsplan's limit, which shares the machine again at each rate, reaches the
    same rate), or why it cannot be live."""
    slot = _lpar_slot(builder.result, lim)
    why = _not_proportional(builder.result, lim)
    if slot is None or why:
        return why or "cicsplan solves it by computing the plan again"
    now = _formula_ref(builder, "lpar_available_busy_pct", slot, sheet)
    engines = _formula_ref(builder, "lpar_gcp_engines", slot, sheet)
    if now is None or engines is None:
        return "the LPAR's work is not a sum of the rates for this plan"
    base = "{}*{}/{}".format(*(builder.layout.ref(key, sheet, lpar=slot) for key in (
        "lpar_stated_busy_pct", "lpar_logical_cps", "lpar_available_cps")))
    return now, None, base


def _lpar_slot(result: ScenarioResult, lim: Limit) -> int | None:
    names = [p.name for p in hosting_lpars(result.resolved)]
    name = lim.key[len(OTHER_LPAR):]
    return names.index(name) if name in names else None


def _not_proportional(result: ScenarioResult, lim: Limit) -> str:
    """Why the CP or zIIP busy does not grow in proportion to the rates from the existing busy ('' when it does)."""
    env, hw = result.env, result.resolved.hardware
    demand = np.nan_to_num(np.asarray(env["eligible_demand_ms"], dtype=float))
    spills = hw["ziip_honor_priority"] and float(env["ziip_capacity_engines"]) > 0 and bool(np.any(demand > 0))
    if (lim.key in ("cp_busy", ENTITLEMENT_KEY) or lim.key.startswith(OTHER_LPAR)) and spills:
        return "the zIIP spill grows faster than the rates (the root of its equation)"
    if np.any(np.nan_to_num(np.asarray(env["fixed_pct"], dtype=float)) > 0):
        return "fixed costs shared by the workloads do not grow with the rates"
    base = _base_value(result, lim)
    if lim.max_factor is None or lim.value - base <= 0:
        return "cicsplan's figure (the limit is never reached by this mix)"
    factor = max(0.0, (lim.threshold - base) / (lim.value - base))
    if not math.isclose(factor, lim.max_factor, rel_tol=AGREE, abs_tol=AGREE):
        return "cicsplan solves it by computing the plan again"
    return ""


def _formula_ref(builder: LimitsBuilder, key: str, at: int | None, sheet: str) -> str | None:
    """The reference to ``key``'s cell (of region group, workload or other LPAR ``at``) when that cell is a live
    formula."""
    place = builder.layout.places.get(key)
    if place is None:
        return None
    group = at if place.level == "group" else None
    workload = at if place.level == "workload" else None
    lpar = at if place.level == "lpar" else None
    cell = coordinate(place.column, place.row(workload, None, group, lpar))
    if (place.sheet, cell) not in builder.formulas:
        return None
    return builder.layout.ref(key, sheet, workload=workload, group=group, lpar=lpar)


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
    env = result.env
    if lim.key == ENTITLEMENT_KEY:
        return float(env["existing_cp_busy_pct"]) * float(env["cps"]) / float(env["cp_available_engines"])
    slot = _lpar_slot(result, lim)
    if slot is not None:
        stated, logical, available = (float(np.ravel(env[key])[slot]) for key in (
            "lpar_stated_busy_pct", "lpar_logical_cps", "lpar_available_cps"))
        return stated * logical / available if available > 0 else math.inf
    return float(env[HARDWARE[lim.key][1]])


def _write_static(builder: LimitsBuilder, ws: Worksheet, row: int, lim: Limit, why: str) -> None:
    text = STATIC_NOTE.format(why=why)
    builder.put(ws, row, NOW, lim.value, lim.unit, "computed").comment = note(text)
    builder.put(ws, row, THRESHOLD, lim.threshold, lim.unit)
    builder.put(ws, row, MAX_TPS, lim.max_tps if lim.max_tps is not None else "never reached", "tps",
                "computed").comment = note(text)
    builder.put(ws, row, HEADROOM, lim.headroom_pct if lim.headroom_pct is not None else "n/a", "%",
                "computed").comment = note(text)
    style_computed(ws.cell(row=row, column=FIGURES, value=f"static: {why}"))


def _cells(col: int, rows: list[int]) -> str:
    return ",".join(coordinate(col, r, True) for r in rows)


def _first_lowest(table: LimitsTable, rows: list[int]) -> int | None:
    totals = [(table.cached[r][0], r) for r in rows if table.cached[r][0] is not None]
    return min(totals)[1] if totals else None


def binding_row(table: LimitsTable) -> int | None:
    """The row reached at the lowest plan total at export over every limit, live or static (a live one first on a
    tie, as it follows edits): cicsplan's binding limit."""
    live, static = _first_lowest(table, table.live_rows), _first_lowest(table, table.static_rows)
    if live is None or (static is not None and table.cached[static][0] < table.cached[live][0]):
        return static
    return live


def live_binding_row(table: LimitsTable) -> int | None:
    """The first live row with the lowest plan total at export (what the live formulas give before any edit)."""
    return _first_lowest(table, table.live_rows)


def _static_may_bind(table: LimitsTable, row: int) -> bool:
    """A static row's figure at export is at or under every live limit's: it may bind."""
    total = table.cached[row][0]
    if total is None:
        return False
    live = [table.cached[r][0] for r in table.live_rows if table.cached[r][0] is not None]
    return not live or total <= min(live)


def _cached_flag(table: LimitsTable, row: int) -> str:
    binding = binding_row(table)
    if row in table.live_rows:
        if row != live_binding_row(table):
            return NOT_BOUND
        return BOUND if row == binding else LOWEST_LIVE
    if row == binding:
        return STATIC_BOUND
    return MAY_BIND if _static_may_bind(table, row) else STATIC_FLAG


def _write_binding(builder: LimitsBuilder, ws: Worksheet, row: int, table: LimitsTable) -> None:
    """The binding flag: the limit reached at the lowest plan total over every row is "binding" when live and
    "binding (static)" when its figure is cicsplan's at the exported rates (a live one first on a tie). The lowest
    live row under a static one reads "lowest live"; other static rows "may bind (static)" while their figure is at
    or under every live limit's, else "static"."""
    total = coordinate(MAX_TPS, row)
    live, static = _cells(MAX_TPS, table.live_rows), _cells(MAX_TPS, table.static_rows)
    prior = f"{coordinate(BINDING, table.first, True)}:{coordinate(BINDING, row - 1)}"
    under_live = f"OR(COUNT({live})=0,{total}<MIN({live}))" if table.live_rows else "TRUE"
    at_most_live = f"OR(COUNT({live})=0,{total}<=MIN({live}))" if table.live_rows else "TRUE"
    if row in table.live_rows:
        first = (f',COUNTIF({prior},"{BOUND}")+COUNTIF({prior},"{LOWEST_LIVE}")=0' if row > table.first else "")
        static_under = f"AND(COUNT({static})>0,MIN({static})<{total})" if table.static_rows else "FALSE"
        formula = (f'=IF(AND(ISNUMBER({total}),{total}=MIN({live}){first}),'
                   f'IF({static_under},"{LOWEST_LIVE}","{BOUND}"),"{NOT_BOUND}")')
    else:
        first = f',COUNTIF({prior},"{STATIC_BOUND}")=0' if row > table.first else ""
        formula = (f'=IF(ISNUMBER({total}),IF(AND({under_live},{total}=MIN({static}){first}),"{STATIC_BOUND}",'
                   f'IF({at_most_live},"{MAY_BIND}","{STATIC_FLAG}")),"{STATIC_FLAG}")')
    cell = builder.put_formula(ws, row, BINDING, formula, None)
    builder.cache[(ws.title, cell.coordinate)] = _cached_flag(table, row)
    if row == binding_row(table):
        table.binding_label = table.cached[row][1]


BINDING_NOTE = ("binding: the limit reached at the lowest plan total, over every row, live or static. On a live row "
                "it follows edits made in this workbook. binding (static): that limit's figure is cicsplan's at the "
                "exported rates and does not follow edits: recompute the plan in cicsplan after edits. lowest live: "
                "the live limit reached first, with a static limit's figure under it. may bind (static): another "
                "static limit whose figure is at or under every live limit's. static: a static limit above the live "
                "ones.")
STATIC_BINDING = (": a static figure, cicsplan's at the exported rates; it does not follow edits made here "
                  "(recompute the plan in cicsplan)")


def about_formulas(table: LimitsTable, sheet: str) -> dict[str, str]:
    """The About sheet's live lines: the binding constraint over every limit (saying when its figure is static), the
    plan total at it and the headroom (as text: '2,661 tps', '-1.4%'), the lowest live limit when a static one is
    under it, and the other static limits that may bind."""
    q = "'" + sheet.replace("'", "''") + "'!"

    def column(c: int) -> str:
        return f"{q}{coordinate(c, table.first, True)}:{coordinate(c, table.last, True)}"

    flags, labels, tps, room = column(BINDING), column(1), column(MAX_TPS), column(HEADROOM)
    live = f'COUNTIF({flags},"{BOUND}")>0'
    at = f'IF({live},MATCH("{BOUND}",{flags},0),MATCH("{STATIC_BOUND}",{flags},0))'
    none = f'COUNTIF({flags},"{BOUND}")+COUNTIF({flags},"{STATIC_BOUND}")=0'
    mark = f'IF({live},""," (static)")'
    lines = {"Binding constraint": (f'=IF({none},"none of the limits is reached",INDEX({labels},{at})'
                                    f'&IF({live},"","{STATIC_BINDING}"))'),
             "Plan total at the binding limit": f'=IF({none},"never reached",FIXED(INDEX({tps},{at}),0)&" tps"&{mark})',
             "Headroom to it": f'=IF({none},"n/a",FIXED(INDEX({room},{at}),1)&"%"&{mark})'}
    if table.static_rows and table.live_rows:
        low = f'MATCH("{LOWEST_LIVE}",{flags},0)'
        lines["Lowest live limit"] = (
            f'=IF({live},"the binding constraint above",IF(COUNTIF({flags},"{LOWEST_LIVE}")=0,'
            f'"none of the live limits is reached",INDEX({labels},{low})&", at "&FIXED(INDEX({tps},{low}),0)'
            f'&" tps, headroom "&FIXED(INDEX({room},{low}),1)&"%: it follows edits made here"))')
    if table.static_rows:
        static = "".join(f'&IF({q}{coordinate(BINDING, r, True)}="{MAY_BIND}","; "&{q}{coordinate(1, r, True)}&" ("'
                         f'&FIXED({q}{coordinate(MAX_TPS, r, True)},0)&" tps when exported)","")'
                         for r in table.static_rows)
        lines[OTHER_STATIC] = (
            f'=IF(COUNTIF({flags},"{MAY_BIND}")=0,"none",MID(""{static},3,2000)'
            '&": computed by cicsplan when exported, they do not follow edits; recompute the plan in cicsplan")')
    return lines
