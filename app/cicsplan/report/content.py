"""The sizing report as a document model: sections of headings, paragraphs, tables and charts.

Qt-free: ``pdf`` lays it out on pages. Tables list the engine's quantities generically (every output
of calc.STEPS at the workload, address-space, group and total levels), so results the engine gains
appear in the report by themselves.
"""

from __future__ import annotations

import datetime as _dt
import math
from collections.abc import Sequence
from dataclasses import field, fields, is_dataclass, replace
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from cicsplan import __version__
from cicsplan.core.common import figures
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.text import report_text
from cicsplan.core.common.wording import counted, noun_for
from cicsplan.core.model import applicability, calc
from cicsplan.core.model.busy_of import busy_of
from cicsplan.core.model.daily import assumption_lines, daily_figures, daily_lines, hour_label
from cicsplan.core.model.engine import ScenarioResult
from cicsplan.core.model.limit_assumptions import rests_on_sentence
from cicsplan.core.model.limits import ENTITLEMENT_KEY
from cicsplan.core.model.lpar_view import hosting_lines, lpar_lines, machine_view_data
from cicsplan.core.model.msu import msu_lines, why_no_msu
from cicsplan.core.model.response_curve import response_axis, response_curve
from cicsplan.core.model.result_json import routes_json
from cicsplan.core.model.routing_view import routing_lines
from cicsplan.core.model.sweep import busy_chart_factors, sweep
from cicsplan.core.plan.fields import INTEGER, NUMBER, WORKLOAD
from cicsplan.core.plan.issues import by_importance
from cicsplan.report import facts
from cicsplan.report.compare_rows import PerTransaction, in_comparison_order, per_transaction
from cicsplan.report.headline import headline
from cicsplan.report.linear import active_cells, level

if TYPE_CHECKING:  # imported where it runs: the Monte Carlo module loads on demand
    from cicsplan.core.analysis.ranges import Ranges
    from cicsplan.core.model.inputs import ResolvedScenario


@dataclass
class Heading:
    text: str
    level: int = 1


@dataclass
class Para:
    text: str
    style: str = "body"  # body, note, mono, key


@dataclass
class Bullets:
    items: list[str]
    style: str = "body"


@dataclass
class Table:
    headers: list[str]
    rows: list[list[str]]
    numeric: list[bool]  # right-aligned, never wrapped
    bold_rows: set[int] = field(default_factory=set)
    small: bool = False


@dataclass
class Chart:
    kind: str  # "stacked" (bars per workload) or "lines" (busy as rates grow)
    title: str
    data: dict
    height_share: float | None = None  # of a portrait page's height, for a line chart; None: the usual
    # page one's chart: shrinks down to this share (leaving room for a short note after it) rather than move to
    # the next page and leave the answer's page half empty
    min_height_share: float | None = None


Block = Heading | Para | Bullets | Table | Chart


@dataclass
class Section:
    title: str
    blocks: list[Block]
    new_page: bool = False


@dataclass
class Report:
    title: str
    subtitle: str
    footer: str
    sections: list[Section]


_T = TypeVar("_T")


# -- number formatting ---------------------------------------------------------------------------

def fmt(value: float | None, unit: str = "") -> str:
    """One rule per quantity for the whole report (core.common.figures)."""
    return figures.figure(value, unit)


def _label(key: str) -> str:
    q, unit = calc.QUANTITIES[key], _unit_of(key)
    return f"{q.label} ({unit})" if unit else q.label


def _unit_of(key: str) -> str:
    """The unit a quantity is written in: a share as a percentage, as busy is."""
    return figures.as_percent(None, calc.QUANTITIES[key].unit)[1]


def _figure(result: ScenarioResult, key: str, i=None, a=None, g=None) -> str:
    """A computed quantity as the report writes it: in the decimals of its unit, a share as a percentage."""
    return fmt(*figures.as_percent(_value(result, key, i, a, g), calc.QUANTITIES[key].unit))


def _value(result: ScenarioResult, key: str, i=None, a=None, g=None) -> float | None:
    array = np.asarray(result.env[key], dtype=float)
    lvl = level(key)
    if lvl == "cell":
        value = array[i, a]
    elif lvl == "workload":
        value = array.reshape(array.shape[0], -1)[i, 0]
    elif lvl in ("space", "group"):
        value = array.ravel()[a if lvl == "space" else g]
    else:
        value = array
    value = float(value)
    return value if math.isfinite(value) else None


def _outputs(lvl: str, result: ScenarioResult) -> list[str]:
    return [o for s in calc.STEPS for o in s.outputs if level(o) == lvl and o in result.env]


# -- long plans: which workloads the tables list -----------------------------------------------------

LISTED_WORKLOADS = 50  # rows of workloads a table of the PDF lists: beyond, pages a planner cannot read
WHOLE_LIST = ("The Excel report lists every workload (File > Export Excel, or cicsplan report with an output "
              "file ending in .xlsx).")


def listed_workloads(result: ScenarioResult) -> list[int]:
    """The workloads (indexes, in the plan's order) the PDF's tables list: every one, or in a plan of more than
    LISTED_WORKLOADS the ones with the most CPU at the planned rate (a workload without figures ranks last; its
    error is under 'Warnings')."""
    n = result.resolved.n
    if n <= LISTED_WORKLOADS:
        return list(range(n))
    cpu = np.asarray(result.env["wl_cpu_pct"], dtype=float).reshape(n, -1)[:, 0]
    cpu = np.where(np.isfinite(cpu), cpu, -np.inf)
    heaviest = np.argsort(-cpu, kind="stable")[:LISTED_WORKLOADS]
    return sorted(heaviest.tolist())


def _listed_note(result: ScenarioResult, listed: list[int], what: str = "listed") -> Para | None:
    """Said above a table that lists some workloads of a long plan: which ones, and where the whole list is."""
    n = result.resolved.n
    if len(listed) == n:
        return None
    cpu = np.asarray(result.env["wl_cpu_pct"], dtype=float).reshape(n, -1)[:, 0]
    cpu = np.where(np.isfinite(cpu), cpu, 0.0)
    whole = float(cpu.sum())
    share = f", {float(cpu[listed].sum()) / whole * 100:.1f}% of the workloads' CPU" if whole > 0 else ""
    return Para(f"The {len(listed):,} workloads with the most CPU at the planned rate are {what}, of {n:,}"
                f"{share}; every total, limit and range counts all {n:,}. {WHOLE_LIST}", "note")


def _with_note(blocks: list[Block], note: Para | None) -> list[Block]:
    return blocks if note is None else [note, *blocks]


# -- the report --------------------------------------------------------------------------------------

def build_report(results: Sequence[ScenarioResult], when: _dt.datetime | None = None,
                 ranges: Ranges | None = None, base: str | None = None) -> Report:
    """The report of ``results[0]`` in full, with the other scenarios compared at the end. ``ranges``: the
    Monte Carlo of ``results[0]`` when the caller has it (the workbook keeps it), else it is computed here.
    ``base``: the scenario changes are measured against (default: the plan's first; see in_comparison_order)."""
    for result in results:
        facts.require_computed(result)
    result = results[0]
    when = when or facts.report_time()
    plan = result.plan
    if ranges is None:  # page one says how sure the answer is: the draws are computed once, for it and 'Ranges'
        from cicsplan.core.analysis.ranges import compute_ranges

        ranges = compute_ranges(result, result.catalog)
    subtitle = (f"Scenario '{result.scenario_name}'  ·  {when:%Y-%m-%d %H:%M}  ·  cicsplan {__version__}  ·  "
                f"cost method: {result.table.method}")
    sections = [
        _summary(results, base, ranges),
        Section("Scope: what the measurements cover", [Bullets(facts.scope_lines(result))], new_page=True),
        Section("Hardware and LSPR basis", [_key_values(facts.hardware_lines(result))]),
        _workloads(result),
        _per_workload(result),
        _per_space(result),
        _totals(result),
        _response(result),
        _ranges(result, ranges),
        Section("Warnings", [Bullets([w.text() for w in by_importance(result.warnings)] or ["No warnings."])]),
        _charts(result),
        _assumptions(result),
        Section("Sources", [_sources(result)]),
        _method(),
    ]
    if len(results) > 1:
        sections.append(_scenarios(results, base))
    return as_shown(Report(f"CICS capacity sizing: {plan.name}", subtitle,
                           f"cicsplan {__version__}  ·  {plan.name}  ·  scenario '{result.scenario_name}'", sections))


def as_shown(value: _T) -> _T:
    """``value`` (the report or any part of it) with every string as a report shows user text
    (``core.common.text``): names and notes arrive inside many strings, so all of them pass here."""
    if isinstance(value, str):
        return report_text(value)
    if is_dataclass(value) and not isinstance(value, type):
        return replace(value, **{f.name: as_shown(getattr(value, f.name)) for f in fields(value)})
    if isinstance(value, list | tuple):
        return type(value)(as_shown(v) for v in value)
    if isinstance(value, dict):
        return {k: as_shown(v) for k, v in value.items()}
    return value


def _key_values(rows: list[tuple[str, str]]) -> Table:
    return Table(["", ""], [[k, v] for k, v in rows], [False, False])


def _summary(results: Sequence[ScenarioResult], base: str | None = None, ranges: Ranges | None = None) -> Section:
    """Page one: the answer (headline.py), the warnings that matter, and the one chart that shows it; the
    other scenarios in a line each, their changes against the comparison's base."""
    result = results[0]
    answer = headline(result, ranges)
    rows = [[k, v] for k, v in answer.rows]
    compared = in_comparison_order(results, base)
    if len(results) > 1:
        lines = [_scenario_line(other, compared[0]) for other in compared if other is not result]
        change = _change_against(result, compared[0])
        if change:  # the scenario detailed here, against the comparison's base, first
            lines.insert(0, f"this scenario's maximum rate at its binding limit{change}")
        rows.append(["Other scenarios", "; ".join(lines) + " (compared on the last pages)"])
    blocks: list[Block] = [Table(["", ""], rows, [False, False])]
    if len(results) > 1:
        blocks += _per_transaction_summary(compared, result)
    if answer.issues:
        blocks.append(Heading("What to look at first", 2))
        blocks.append(Bullets(answer.issues))
        if answer.more_issues:  # said beside the list it continues, never pushed past the chart
            blocks.append(Para(f"{counted(answer.more_issues, 'more warning')} in 'Warnings'.", "note"))
    if result.plan.notes:
        blocks.append(Para(result.plan.notes, "note"))
    scenario_notes = result.resolved.scenario.notes
    if scenario_notes:
        blocks.append(Para(f"Scenario '{result.scenario_name}': {scenario_notes}", "note"))
    chart = _busy_chart(result, height_share=0.42, min_height_share=0.22)
    if chart is not None:
        blocks.append(chart)
    blocks.append(Para(("" if answer.issues else "No warnings. ")
                       + "Every number comes from the cicsplan engine; the pages that follow give the detail: "
                       "workloads, results per workload and address space, limits, ranges, assumptions, the "
                       "document and table of each measured coefficient ('Sources') and the formulas ('Method').",
                       "note"))
    return Section("The answer", blocks)


def _listed_per_transaction(results: Sequence[ScenarioResult], detailed: ScenarioResult
                             ) -> tuple[list[PerTransaction], Para | None]:
    """The per-transaction rows of the workloads the detailed scenario's tables list, and the note saying so."""
    rows = per_transaction(results)
    listed = listed_workloads(detailed)
    if len(listed) == detailed.resolved.n:
        return rows, None
    names = {detailed.resolved.names[i] for i in listed}
    return [p for p in rows if p.workload in names], _listed_note(detailed, listed,
                                                                  f"compared (those of '{detailed.scenario_name}')")


def _per_transaction_summary(results: Sequence[ScenarioResult], detailed: ScenarioResult) -> list[Block]:
    """Page one's answer to a move between scenarios (3270 to web services is judged per transaction): each
    workload's CPU per transaction in each scenario and its change against the first; where it is spent, by
    address space, is on the 'Scenarios compared' page."""
    names = [r.scenario_name for r in results]
    listed, note = _listed_per_transaction(results, detailed)
    totals = [p for p in listed if p.is_total]
    if not totals:
        return []
    rows = [[p.workload, *(fmt(v, "ms/tran") for v in p.row.values),
             *(p.row.change_in_units_text(k) for k in range(1, len(names)))] for p in totals]
    heads = ["CPU per transaction (ms)", *names, *(f"change {n}" for n in names[1:])]
    return _with_note([Table(heads, rows, [False] + [True] * (len(heads) - 1))], note)


def _change_against(result: ScenarioResult, base: ScenarioResult) -> str:
    """', +87.1% against 'today'': the change of the binding limit's rate; '' for the base itself."""
    binding, base_binding = result.limits().binding, base.limits().binding
    if result is base or binding is None or not binding.max_tps or base_binding is None or not base_binding.max_tps:
        return ""
    return (f", {figures.relative_change((binding.max_tps / base_binding.max_tps - 1) * 100)} against "
            f"'{base.scenario_name}'")


def _scenario_line(other: ScenarioResult, base: ScenarioResult) -> str:
    binding = other.limits().binding
    if binding is None or binding.max_tps is None:
        return f"'{other.scenario_name}': no limit reached"
    return (f"'{other.scenario_name}': {binding.label} binds at {fmt(binding.max_tps, 'tps')} tps"
            f"{_change_against(other, base)}, CP busy {_busy_words(other)}")


def _busy_words(result: ScenarioResult) -> str:
    """'88.3% of the 10.62 CPs PR/SM gives it (58.6% of its 12 logical CPs)' on a shared LPAR, where the busy of
    what it gets is what matters; '58.6%' when it owns its CPs."""
    busy = busy_of(result)
    return busy.text() if busy.shared else f"{fmt(busy.busy_pct, '%')}%"


def _workloads(result: ScenarioResult) -> Section:
    r = result.resolved
    plan_keys = [k for k in WORKLOAD if k not in ("name", "ingress", "region", "notes")]
    listed = listed_workloads(result)
    applies = {(i, k): _applies(result, k, i) for i in listed for k in applicability.CONDITIONAL}
    # a column only where some listed row gives a value its method uses: no XML tag length for 3270 or CTG
    used = [k for k in plan_keys if k in ("tps", "payload_in_bytes", "payload_out_bytes")
            or any(r.scenario.workloads[i].get(k) not in (None, "", False) and applies.get((i, k), True)
                   for i in listed)]
    headers = ["workload", "ingress", "region"] + [
        f"{WORKLOAD[k].label} ({WORKLOAD[k].unit})" if WORKLOAD[k].unit else WORKLOAD[k].label for k in used]
    numeric = [False, False, False] + [WORKLOAD[k].kind in (NUMBER, INTEGER) for k in used]
    rows = []
    routed = routes_json(result)
    for i in listed:
        record = r.scenario.workloads[i]
        row = [r.names[i], r.ingress[i] or "", _region_cell(r.region_names[i], routed.get(i))]
        for k in used:
            if not applies.get((i, k), True):
                row.append("")  # the method's model does not use this input
                continue
            resolved = getattr(r, k, None)
            is_number = isinstance(resolved, np.ndarray) and resolved.dtype.kind in "fiu"
            if WORKLOAD[k].kind in (NUMBER, INTEGER) and is_number:
                raw = record.get(k)
                typed = isinstance(raw, int | float) and not isinstance(raw, bool)
                text = figures.as_typed(float(resolved[i])) if typed else fmt(float(resolved[i]), WORKLOAD[k].unit)
                if isinstance(raw, str) and raw.strip().startswith("="):
                    text += f"  ({raw.strip()})"
            else:
                raw = record.get(k)
                text = "" if raw in (None, "") else ("yes" if raw is True else "no" if raw is False else str(raw))
            row.append(text)
        rows.append(row)
    blocks: list[Block] = _with_note([Table(headers, rows, numeric)], _listed_note(result, listed))
    blocks.append(Para("Region groups: " + ", ".join(_group_text(r, g) for g in range(len(r.groups))), "note"))
    if result.resolved.variables:
        blocks.append(Para("Plan variables: " + ", ".join(f"{k} = {fmt(v)}" for k, v in r.variables.items()), "note"))
    return Section("Workloads", blocks)


def _region_cell(tor: str, routes: list[dict] | None) -> str:
    """The region column: the group the work enters, and where a routed workload's application runs ("TOR → AOR1
    50%, AOR2 50%"); the Routing section gives the links and their CPU."""
    if not routes:
        return tor

    def share(route: dict) -> str:
        return "" if route["share_pct"] is None else " " + f"{route['share_pct']:.1f}".rstrip("0").rstrip(".") + "%"
    return f"{tor} → " + ", ".join(route["group"] + share(route) for route in routes)


def _group_text(r: ResolvedScenario, g: int) -> str:
    """"AOR2 (2 regions, in LPAR PROD2)": where a group lives when it is not the plan's LPAR."""
    name, regions = r.groups[g]
    lpar = r.group_lpars[g] if g < len(r.group_lpars) else ""
    return f"{name} ({fmt(regions)} region{'s' if regions != 1 else ''}{f', in LPAR {lpar}' if lpar else ''})"


def _applies(result: ScenarioResult, key: str, i: int) -> bool:
    """Whether workload ``i``'s method uses input ``key`` (a method not in the catalog: it may)."""
    if result.catalog is None:
        return True
    return applicability.why_not(result.catalog, key, result.resolved.ingress[i]) is None


RESPONSE_KEYS = ("response_cpu_ms", "cp_wait_ms", "ziip_wait_ms", "qr_wait_ms", "other_latency_ms", "response_ms")


def _per_workload(result: ScenarioResult) -> Section:
    r = result.resolved
    # the response time has its own table; the coverage is said in the totals
    keys = [k for k in _outputs("workload", result)
            if k not in RESPONSE_KEYS and k not in ("response_unloaded_ms", "coverage")]
    headers = ["workload", "rate (tps)"] + [_label(k) for k in keys]
    listed = listed_workloads(result)
    rows = [[r.names[i], fmt(r.tps[i], "tps")] + [_figure(result, k, i) for k in keys]
            for i in listed]
    return Section("Results per workload", [
        Para("CPU per transaction summed over the address spaces each method measured, on the plan's machine; "
             "CPU % is of one engine at the planned rate.", "note"),
        *_with_note([Table(headers, rows, [False] + [True] * (len(headers) - 1))], _listed_note(result, listed))],
        new_page=True)


def _response(result: ScenarioResult) -> Section:
    """Each workload's response time at the planned rate and its parts (the curve is with the charts)."""
    r = result.resolved
    names = ["CPU", "wait for a CP", "wait for a zIIP", "wait for the QR TCB", "other latency", "response time"]
    rows = []
    listed = listed_workloads(result)
    for i in listed:
        if not r.valid[i]:
            continue
        total = float(np.ravel(result.env["response_ms"])[i])
        rows.append([r.names[i]] + [fmt(_value(result, k, i), "ms") for k in RESPONSE_KEYS[:-1]]
                    + [fmt(total, "ms") if math.isfinite(total) else "saturated"])
    return Section("Response time per workload", [
        Para("An estimate at the planned rates: the transaction's CPU, its waits for the LPAR's CPs and zIIPs (Erlang "
             "C on the engines' busy) and for its region's QR TCB (one server per region), and the other latency "
             "given; 'saturated' where a queue it waits in has no steady state. Measured response times include the "
             "client and network.", "note"),
        *_with_note([Table(["workload", *[f"{n} (ms)" for n in names]], rows, [False] + [True] * len(names))],
                    _listed_note(result, listed))])


def _response_chart(result: ScenarioResult) -> Chart | None:
    """The slowest workloads' response times as the rates grow, each knee marked."""
    curve = response_curve(result, result.catalog)
    if curve is None:
        return None
    shown = curve.slowest()
    axis = response_axis(result, curve, shown)  # the workbook's axis too: a far target is a mark, not a stretch
    ceiling = axis.top_ms
    targets = [(result.resolved.names[i], ms) for i, ms in axis.drawn]
    above = [(result.resolved.names[i], ms) for i, ms in axis.above]
    return Chart("response", "Response time as the planned rates grow (ms)", {
        "x": curve.total_tps.tolist(), "planned": curve.planned_tps, "top": ceiling, "targets": targets,
        "targets_above": above,
        "lines": [(curve.names[i], [v if math.isfinite(v) else ceiling * 3 for v in curve.response_ms[:, i]])
                  for i in shown],
        "knees": [(curve.names[i], float(curve.knee_tps[i]),
                   float(np.interp(curve.knee_tps[i], curve.total_tps,
                                   np.nan_to_num(curve.response_ms[:, i], posinf=ceiling))))
                  for i in shown if math.isfinite(curve.knee_tps[i])],
        "x_label": "total rate of the plan's mix (tps)", "y_label": "response time (ms)"})


def _per_space(result: ScenarioResult) -> Section:
    r = result.resolved
    cells = active_cells(result)
    wanted = [k for k in ("gcp_ms", "ziip_ms", "eligible_ms", "spill_ms", "total_ms", "cpu_pct") if k in result.env]
    headers = ["workload", "address space"] + [_label(k) for k in wanted]
    rows, bold = [], set()
    listed = listed_workloads(result)
    for i in listed:
        for a in np.flatnonzero(cells[i]):
            rows.append([r.names[i], result.space_names[a]]
                        + [_figure(result, k, i, a) for k in wanted])
    blocks: list[Block] = _with_note([Table(headers, rows, [False, False] + [True] * len(wanted), bold, small=True)],
                                     _listed_note(result, listed))
    space_keys = _outputs("space", result)
    if space_keys:
        spaces = [a for a in range(len(result.spaces)) if cells[:, a].any()
                  or any((_value(result, k, a=a) or 0) > 0 for k in space_keys)]
        blocks.append(Heading("Busy by address space over the scenario", 2))
        blocks.append(Table(["address space"] + [_label(k) for k in space_keys],
                            [[result.space_names[a]] + [_figure(result, k, a=a)
                                                        for k in space_keys] for a in spaces],
                            [False] + [True] * len(space_keys)))
    return Section("Results per address space", blocks)


def _totals(result: ScenarioResult) -> Section:
    keys = _outputs("total", result)
    rows = [[calc.QUANTITIES[k].label, _figure(result, k), _unit_of(k)]
            for k in keys]
    blocks: list[Block] = [Table(["quantity", "value", "unit"], rows, [False, True, False])]
    group_keys = _outputs("group", result) + [k for k in calc.LEAVES if level(k) == "group" and k in result.env]
    if group_keys and result.resolved.groups:
        blocks.append(Heading("Region groups", 2))
        blocks.append(Table(["region group"] + [_label(k) for k in group_keys],
                            [[name] + [_figure(result, k, g=g) for k in group_keys]
                             for g, (name, _) in enumerate(result.resolved.groups)],
                            [False] + [True] * len(group_keys)))
        blocks.append(Para("The tps figures of a region group are that group's own rate (its workloads' rates summed); "
                           "the limits table below gives the plan's total rate.", "note"))
        blocks.extend(Para(text, "note") for text in _qr_bases(result))
    shared = lpar_lines(result) + hosting_lines(result)
    if shared:
        blocks.append(Heading("The LPAR on a shared machine (PR/SM)", 2))
        blocks.append(_key_values(shared))
    routed = routing_lines(result)
    if routed:
        blocks.append(Heading("Routing between region groups", 2))
        blocks.append(_key_values(routed))
    msu = msu_lines(result)
    if msu:
        blocks.append(Heading("MSU", 2))
        blocks.append(_key_values(msu))
    blocks += _day(result)
    summary = result.limits()
    blocks.append(Heading("Limits, headroom and the binding constraint", 2))
    if summary.limits:
        rows = []
        for lim in summary.limits:
            mark = " †" if lim.assumptions else ""
            rows.append([lim.label + (" (binding)" if lim is summary.binding else "") + mark,
                         f"{fmt(lim.value, '%')}{_unit(lim.unit)}", f"{fmt(lim.threshold, '%')}{_unit(lim.unit)}",
                         "never reached" if lim.max_tps is None else fmt(lim.max_tps, "tps"),
                         "n/a" if lim.headroom_pct is None else f"{lim.headroom_pct:+.1f}%"])
        bold = {k for k, lim in enumerate(summary.limits) if lim is summary.binding}
        blocks.append(Table(["limit", "now", "threshold", "plan total at the limit (tps)", "headroom"], rows,
                            [False, True, True, True, True], bold))
        blocks.append(Para("Plan total at the limit: the plan's total rate, every workload's rate scaled together, "
                           "at which the limit is reached (not a region group's own rate). † rests on a named "
                           "assumption, not measured (below).", "note"))
        blocks.append(Bullets([f"{lim.label}: {lim.explanation}"
                               + (f"; † {rests_on_sentence(result, lim)}" if lim.assumptions else "")
                               for lim in summary.limits], "note"))
    notes = list(summary.notes.values())
    if notes:
        blocks.append(Bullets(notes, "note"))
    return Section("Totals, utilisation and limits", blocks)


def _day(result: ScenarioResult) -> list[Block]:
    """The day by the hourly profile: the peak hour and 4-hour rolling average, and the hours when it is not flat."""
    lines = daily_lines(result)
    if not lines:
        return []
    blocks: list[Block] = [Heading("The day: peak hour and 4-hour rolling average", 2), _key_values(lines)]
    day = daily_figures(result)
    if day is not None and not day.flat:
        window = set(day.peak_window_hours)
        blocks.append(Table(["hour", "rate (tps)", "general-CP busy", "LPAR MSU", "4-hour average MSU"],
                            [[hour_label(h) + (" *" if h in window else ""), fmt(float(day.tps[h]), "tps"),
                              f"{day.gcp_busy_pct[h]:,.1f}%", f"{day.lpar_msu[h]:,.1f}", f"{day.rolling_msu[h]:,.1f}"]
                             for h in range(len(day.tps))], [False, True, True, True, True], small=True))
        notes = [a[0].upper() + a[1:] for a in assumption_lines(result)]
        blocks.append(Bullets(["* the hours of the peak 4-hour window", *notes], "note"))
    return blocks


def _ranges(result: ScenarioResult, ranges: Ranges | None) -> Section:
    from cicsplan.core.analysis.ranges import SATURATED, TOTAL_LABELS, compute_ranges

    ranges = ranges or compute_ranges(result, result.catalog)
    blocks: list[Block] = [Para(
        f"Range from assumptions: {ranges.percentiles_text}. Each result was recomputed for random draws of the "
        "sources of doubt listed below; the range says how far it moves when the assumptions move within these "
        "spreads. The spreads are assumptions of the plan (group 'Ranges') and can be changed.", "note")]
    rows = []

    def row(label: str, unit: str, spread, unbounded: str = "n/a") -> None:
        rows.append([label, unit, *(fmt(v, unit) if math.isfinite(v) else unbounded
                                    for v in (spread.point, spread.low, spread.median, spread.high))])

    for key, spread in ranges.totals.items():
        if spread.point or spread.high:
            row(*TOTAL_LABELS[key], spread)
    if ranges.max_tps is not None:
        row("maximum rate of the mix at the binding limit", "tps", ranges.max_tps)
    listed = listed_workloads(result)
    # a response time's percentile that reaches the draws whose queues saturate has no number: "saturated"
    for key, label, unit, unbounded in (("wl_total_ms", "CPU per transaction", "ms/tran", "n/a"),
                                        ("response_ms", "response time", "ms", SATURATED)):
        spreads = ranges.workloads.get(key, [])
        for i in listed:
            spread = spreads[i] if i < len(spreads) else None
            if spread is not None:
                row(f"{label}, {result.resolved.names[i]}", unit, spread, unbounded)
    if rows:
        note = _listed_note(result, listed, "given per workload")
        if note is not None:
            blocks.append(note)
        blocks.append(Table(["result", "unit", "point", "5th pct", "median", "95th pct"], rows,
                            [False, False, True, True, True, True]))
    if ranges.binding_share:
        blocks.append(Para("Binding limit in the samples: " + "; ".join(
            f"{label} {share * 100:.0f}%" for label, share in sorted(ranges.binding_share.items(),
                                                                     key=lambda kv: -kv[1])) + ".", "note"))
    blocks.append(Heading("Sources of doubt", 2))
    blocks.append(Table(["source", "drawn as", "affects this plan"],
                        [[s.name, s.distribution, "yes" if s.active else "no"] for s in ranges.sources],
                        [False, False, False]))
    if ranges.tornado:
        blocks.append(Heading("What moves the maximum rate most", 2))
        blocks.append(Table(["source (alone, at the ends of its spread)", "low end (tps)", "high end (tps)",
                             "swing (tps)"],
                            [[b.name, fmt(b.at_low, "tps"), fmt(b.at_high, "tps"), fmt(b.swing, "tps")]
                             for b in ranges.tornado], [False, True, True, True]))
    if ranges.notes:
        blocks.append(Bullets(ranges.notes, "note"))
    return Section("Ranges from assumptions", blocks)


def _charts(result: ScenarioResult) -> Section:
    r = result.resolved
    listed = listed_workloads(result)
    valid = [i for i in listed if r.valid[i]]
    names = [r.names[i] for i in valid]
    cells = active_cells(result)
    series = []
    for a, space in enumerate(result.space_names):
        values = [float(result.env["total_ms"][i, a]) for i in valid]
        if cells[:, a].any() and any(v > 0 for v in values):
            series.append((space, values))
    blocks: list[Block] = _with_note([Chart("stacked", "CPU per transaction by address space (ms)",
                                            {"categories": names, "series": series, "unit": "ms per transaction"})],
                                     _listed_note(result, listed, "drawn in the bar charts"))
    env = result.env
    split = [("general CPs (not eligible)", [float(env["wl_gcp_ms"][i] - env["wl_spill_ms"][i]) for i in valid]),
             ("eligible, ran on CPs", [float(env["wl_spill_ms"][i]) for i in valid]),
             ("zIIPs", [float(env["wl_ziip_ms"][i]) for i in valid])]
    blocks.append(Chart("stacked", "General CPs vs zIIPs per transaction (ms)",
                        {"categories": names, "series": [s for s in split if any(v > 0 for v in s[1])],
                         "unit": "ms per transaction"}))
    response = _response_chart(result)
    if response is not None:
        blocks.append(response)
    day = daily_figures(result)
    if day is not None and not day.flat:
        blocks.append(Chart("day", "LPAR MSU through the day, with the 4-hour rolling average", {
            "lpar_msu": day.lpar_msu.tolist(), "rolling_msu": day.rolling_msu.tolist(),
            "window": list(day.peak_window_hours), "peak_4hra": day.peak_4hra_msu}))
    machine = machine_view_data(result)
    if machine is not None:
        blocks.append(Chart("machine", "The machine's LPARs: weight's share, entitlement, demand and what each gets",
                            machine))
    return Section("Charts", blocks, new_page=True)


def _busy_chart(result: ScenarioResult, height_share: float | None = None,
                min_height_share: float | None = None) -> Chart | None:
    """LPAR busy as every rate of the mix grows, with the planned rate and where the binding limit is reached."""
    r, env = result.resolved, result.env
    if float(env["total_tps"]) <= 0:
        return None
    summary = result.limits()
    points = sweep(result, result.catalog, busy_chart_factors(summary, 41))
    shared = r.sharing is not None
    # on a shared machine the busy of its logical CPs is not what the entitlement limit and the response time are
    # of: the busy of the CPs PR/SM gives it is drawn beside it (issue 28)
    lines = [(f"general CPs busy % of its {r.hardware['cps']:g} logical CPs" if shared else "general CPs busy %",
              points["gcp_busy_pct"].tolist())]
    gets = points["gcp_available_busy_pct"]
    if shared:
        lines.append(("general CPs busy % of the CPs PR/SM gives it", np.minimum(gets, 150).tolist()))
    if r.hardware["ziips"] > 0 and float(env["ziip_demand_engines"]) > 0:  # a flat zIIP line at 0 says nothing
        lines.append(("zIIPs busy %", np.minimum(points["ziip_busy_pct"], 150).tolist()))
    binding = summary.binding
    ends = {"general CPs busy % of the CPs PR/SM gives it": "CPs it gets", "zIIPs busy %": "zIIPs"}
    return Chart("lines", "LPAR busy as the planned rates grow", {
        "x": points["total_tps"].tolist(), "lines": lines,
        **({"end_labels": [ends.get(name, "CPs") for name, _ in lines]}
           if shared else {}), "x_label": "total rate of the plan's mix (tps)",
        "y_label": "LPAR busy %", "target": float(r.hardware["target_cp_busy_pct"]),
        "planned": float(env["total_tps"]),
        # where the binding limit is reached, on the CP curve: the limit may be another than CP busy (a
        # region's QR TCB at 38% CP busy), so its threshold is not a height on this chart
        "runs_out": None if binding is None or binding.max_tps is None else
        (binding.max_tps, float(np.interp(binding.max_tps, points["total_tps"],
                                          gets if binding.key == ENTITLEMENT_KEY else points["gcp_busy_pct"])),
         binding.label)}, height_share, min_height_share)


def _assumptions(result: ScenarioResult) -> Section:
    rows = [[name, value, default, where] for name, value, default, where, _ in facts.assumption_rows(result)]
    left_out = len(facts.assumptions_not_used(result))
    skipped = (f" {counted(left_out, 'assumption')} about what this plan does not use (other ingress methods' QR "
               f"shares; TLS, XML or address spaces no workload has) {noun_for(left_out, 'is', 'are')} left out; "
               "the Assumptions sheet of cicsplan lists every one." if left_out else "")
    blocks: list[Block] = [Para("Every default that was not measured and applies to this plan, with the value this "
                                "plan uses. The reason for each default is given in the Sources section's notes and "
                                "below." + skipped, "note"),
                           Table(["assumption", "value", "default", "where set"], rows, [False, True, True, False],
                                 small=True)]
    overrides = facts.override_lines(result)
    blocks.append(Heading("Overrides and plan variables", 2))
    blocks.append(Bullets(overrides or ["No overrides: every coefficient is as measured, every assumption at its "
                                        "default."]))
    blocks.append(Heading("Why the assumptions are what they are", 2))
    blocks.append(Bullets([f"{name}: {why}" for name, _, _, _, why in facts.assumption_rows(result)], "note"))
    return Section("Assumptions and overrides", blocks, new_page=True)


def _sources(result: ScenarioResult) -> Table:
    return Table(["document and table", "used for"],
                 [[f"{s.document}, {s.where}" if s.where else s.document, s.used_for] for s in facts.sources(result)],
                 [False, False], small=True)


def _method() -> Section:
    intro = ("Measured CPU% per address space and transaction rate (ETR) become milliseconds of CPU per "
             "transaction (CPU% / ETR x 10) by the plan's cost method; they are moved to the plan's machine by the "
             "ratio of LSPR per-engine capacities (zIIPs at full speed); zIIP-eligible work runs on the zIIP pool "
             "or spills to general CPs; busy = rate x ms / 10 as % of one engine, summed over workloads and "
             "address spaces, divided by the address-space coverage for LPAR busy. The steps, as cicsplan runs "
             "them:")
    limits = ("Limits: each limit is a utilisation that must stay at or under its threshold as every rate of the "
              "mix grows by the same factor; the engine is re-run at scaled rates to find the factor, the maximum "
              "rate and the headroom. The binding constraint is the limit reached first. Results are estimates "
              "from one set of measurements: check them against your own RMF data.")
    return Section("Method", [Para(intro), Bullets(facts.method_lines(), "mono"), Para(limits, "note")])


def _scenarios(detailed: Sequence[ScenarioResult], base: str | None = None) -> Section:
    results = in_comparison_order(detailed, base)
    rows = []
    for label, unit, values in facts.scenario_rows(results):
        rows.append([label] + [v if isinstance(v, str) else fmt(v, unit) for v in values])
    names = [r.scenario_name for r in results]
    per_tran, note = _listed_per_transaction(results, detailed[0])
    changes = [f"change {name} (ms)" for name in names[1:]] + [f"change {name} (%)" for name in names[1:]]
    tran_rows = [[p.workload if p.is_total else "", "all (the workload's total)" if p.is_total else p.where]
                 + [fmt(v, "ms/tran") for v in p.row.values]
                 + [figures.signed(p.row.delta(k), "ms/tran") for k in range(1, len(names))]
                 + [figures.relative_change(p.row.delta_pct(k)) for k in range(1, len(names))]
                 for p in per_tran]
    blocks: list[Block] = [
        Para(f"This report details scenario '{detailed[0].scenario_name}'; the others are summarised here.", "note"),
        Table(["quantity", *names], rows, [False] + [True] * len(results))]
    blocks += [Para(f"Scenario '{r.scenario_name}': {why}.", "note") for r in results if (why := why_no_msu(r))]
    if tran_rows:
        blocks += [Heading("CPU per transaction, scenario by scenario (ms)", 2),
                   Para(f"Each workload's CPU per transaction and where it is spent, by address space; changes "
                        f"against '{names[0]}'. Workloads are matched by name across scenarios; a blank is a "
                        "workload the scenario does not have.", "note"),
                   *([] if note is None else [note]),
                   Table(["workload", "address space", *names, *changes], tran_rows,
                         [False, False] + [True] * (len(names) + len(changes)),
                         {k for k, p in enumerate(per_tran) if p.is_total})]
    return Section("Scenarios compared", blocks, new_page=True)


def _finite(value) -> float | None:
    value = float(value)
    return value if math.isfinite(value) else None


def _unit(unit: str) -> str:
    """'%' sticks to its number, a word ('TCBs') does not."""
    return unit if unit in ("%", "") else " " + unit


def _qr_bases(result: ScenarioResult) -> list[str]:
    """Where each region group's QR time comes from: measured, or a named assumption ('not measured')."""
    r, shape = result.resolved, result.shape
    if shape is None:
        return []
    out = []
    for g, (name, _) in enumerate(r.groups):
        methods = dict.fromkeys(r.ingress[i] for i in range(r.n) if int(r.group_index[i]) == g
                                and r.model_index[i] >= 0)
        out += [f"QR time of '{m}' in region group {name}: {shape.qr_basis.get(m, 'no QR share known')}"
                for m in methods]
    return out
