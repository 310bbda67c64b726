"""The CLI commands. Each loads through the core and formats; none computes on its own.

What only the text tables, `explain` or `--capacity` need is imported where it is used: `compute --json` starts
with the engine and the result's JSON alone (issue 29: five times faster than the spreadsheet it replaces).
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path
from typing import TextIO

import numpy as np

from cicsplan.cli.common import EXIT_INPUT, EXIT_OK, UserError, load_catalog
from cicsplan.cli.table import figure, ms, rate, render_table
from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common import figures
from cicsplan.core.common.json_text import json_text_by_line
from cicsplan.core.common.wording import counted, noun_for
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.model import calc
from cicsplan.core.model.engine import ScenarioResult
from cicsplan.core.model.engine import compute as compute_scenario
from cicsplan.core.model.plan_catalog import open_plan
from cicsplan.core.model.result_json import result_json_text
from cicsplan.core.plan.plan import Plan
from cicsplan.core.plan.planio import PlanLoadError


def _load(path: str, cat: Catalog | None = None):
    try:
        loaded = open_plan(path, cat)
    except PlanLoadError as exc:
        raise UserError(str(exc)) from None
    return loaded


def _plan(args: argparse.Namespace, err: TextIO) -> tuple[Catalog, Plan]:
    """The catalog and the plan of ``args.plan``, with the plan's load warnings written to ``err``."""
    cat = load_catalog(args, err)
    loaded = _load(args.plan, cat)
    for warning in loaded.warnings:
        err.write(f"cicsplan: warning: {warning}\n")
    apply_capacity_file(loaded.plan, getattr(args, "capacity", None), err)
    return cat, loaded.plan


def apply_capacity_file(plan: Plan, path: str | None, err: TextIO) -> None:
    """--capacity FILE: the file's figures become the plan's capacity table for this run (the plan file is not
    changed); UserError names the file and what was expected."""
    if not path:
        return
    from cicsplan.core.hardware.capacity_file import read_capacity_file

    try:
        table = read_capacity_file(Path(path))
    except MachineError as exc:
        raise UserError(f"--capacity: {exc}") from None
    if plan.capacity_table is not None:
        err.write(f"cicsplan: warning: --capacity {Path(path).name} replaces the plan's own capacity table "
                  f"'{plan.capacity_table.get('name')}' for this run\n")
    plan.capacity_table = table


def _compute(args: argparse.Namespace, err: TextIO) -> ScenarioResult:
    cat, plan = _plan(args, err)
    try:
        return compute_scenario(plan, cat, args.scenario)
    except KeyError as exc:
        raise UserError(str(exc.args[0])) from None


def compute(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    result = _compute(args, err)
    ranges = None
    if getattr(args, "ranges", False) and not result.errors:
        from cicsplan.core.analysis.ranges import compute_ranges

        ranges = compute_ranges(result, result.catalog)
    if args.json:
        extra = {}
        if ranges is not None:
            from cicsplan.core.analysis.ranges import ranges_to_json

            extra["ranges"] = ranges_to_json(ranges, result.resolved.names)
        out.write(result_json_text(result, extra) + "\n")
    else:
        out.write(result_text(result) + "\n")
        if ranges is not None:
            out.write("\n" + ranges_text(ranges, result) + "\n")
    if result.errors:
        err.write(f"cicsplan: the plan has {counted(len(result.errors), 'error')}:\n")
        for issue in result.errors:
            err.write(f"  {issue.text()}\n")
        return EXIT_INPUT
    return EXIT_OK


def _response_cell(response_ms: np.ndarray, i: int) -> str:
    """A workload's response time as --json's workloads[].response_ms.total gives it; "saturated" where a queue it
    waits in is full (--json: null, saturated true)."""
    value = float(np.ravel(response_ms)[i])
    return f"{value:,.2f}" if np.isfinite(value) else "saturated"


def result_text(result: ScenarioResult) -> str:
    from cicsplan.core.model.busy_of import cp_busy_words
    from cicsplan.core.model.daily import daily_lines
    from cicsplan.core.model.limit_assumptions import rests_on_sentence
    from cicsplan.core.model.lpar_view import hosting_lines, lpar_lines
    from cicsplan.core.model.msu import msu_lines, why_no_msu
    from cicsplan.core.model.routing_view import routing_lines

    r, env = result.resolved, result.env
    hw = r.hardware
    lines = [f"Plan: {result.plan.name}    scenario: {result.scenario_name}    cost method: {result.table.method}"]
    others = [s.name for s in result.plan.scenarios if s.name != result.scenario_name]
    if others:  # one scenario is printed: say the others exist and how to see them
        lines.append(f"  the plan's other {noun_for(len(others), 'scenario')}: "
                     + ", ".join(f"'{name}'" for name in others)
                     + " (--scenario NAME for one, cicsplan compare for all side by side)")
    lines.append(f"Hardware: {hw['machine']}, {_engines(result, 'cps', 'CP')}, {_engines(result, 'ziips', 'zIIP')}")
    lines += [*_capacity_lines(result), ""]
    rows = []
    for i in range(r.n):
        if r.valid[i]:
            rows.append([r.names[i], r.ingress[i], rate(r.tps[i]), ms(env["wl_total_ms"][i]),
                         ms(env["wl_gcp_ms"][i]), ms(env["wl_ziip_ms"][i]), ms(env["wl_eligible_ms"][i]),
                         f"{env['wl_cpu_pct'][i]:.2f}", _response_cell(env["response_ms"], i)])
        else:
            rows.append([r.names[i], r.ingress[i] or "?", "error", "", "", "", "", "", ""])
    lines.append(render_table(["workload", "ingress", "tps", "ms/tran", "on CPs", "on zIIP", "zIIP-eligible",
                               "CPU % of 1 engine", "response ms"], rows, [False, False] + [True] * 7))
    lines += ["", "Busy by address space (% of one engine):"]
    space_rows = [[result.catalog_names[a], f"{env['space_gcp_pct'][a]:.2f}", f"{env['space_ziip_pct'][a]:.2f}"]
                  for a in range(len(result.spaces))
                  if env["space_gcp_pct"][a] > 0 or env["space_ziip_pct"][a] > 0]
    lines.append(render_table(["address space", "general CPs", "zIIPs"], space_rows, [False, True, True],
                              indent="  "))
    if result.errors:
        lines += ["", "Totals: not computed, the plan has errors."]
    else:
        machine = r.machine.text if r.machine else hw["machine"]
        lines += ["", f"Totals on {machine} (LSPR {r.assumptions['lspr_category']}{_rated_by(result)}):",
                  f"  new work: {float(env['gcp_engines']):.3f} CPs' worth of address-space time, "
                  f"{float(env['gcp_lpar_engines']):.3f} of LPAR busy (coverage {result.coverage_text()}); "
                  f"{float(env['ziip_engines']):.3f} zIIPs' worth",
                  f"  LPAR general-CP busy {cp_busy_words(result)} (target {hw['target_cp_busy_pct']:g}%), "
                  f"zIIP busy {float(env['ziip_busy_pct']):.1f}%, "
                  + result.spill_text()]
        if np.isfinite(float(env["itr"])):
            lines.append(f"  ITR of the new work: {float(env['itr']):,.0f} tps per 100% LPAR busy")
        lines += [f"  {label}: {text}" for label, text in lpar_lines(result)]
        lines += [f"  {label}: {text}" for label, text in hosting_lines(result)]
        lines += [f"  {label}: {text}" for label, text in msu_lines(result)] or [f"  {why_no_msu(result)}"]
        if r.scenario.hourly_profile is not None:  # a day with a shape: its peak hour and peak 4HRA
            lines += [f"  {label}: {text}" for label, text in daily_lines(result)]
        lines += region_group_text(result)
        lines += [f"  {label}: {text}" for label, text in routing_lines(result)]
        summary = result.limits()
        for lim in summary.limits:
            mark = " <- binding constraint" if lim is summary.binding else ""
            head = "never reached" if lim.headroom_pct is None else (
                f"reached at a plan total of {lim.max_tps:,.0f} tps, headroom {lim.headroom_pct:+.1f}%")
            unit = lim.unit if lim.unit == "%" else " " + lim.unit
            lines.append(f"  limit {lim.label}: {lim.value:.1f}{unit} of {lim.threshold:g}{unit}; "
                         f"{head}{mark}")
            if lim.assumptions:
                lines.append(f"    * {rests_on_sentence(result, lim)}")
        lines += [f"  {note}" for note in summary.notes.values()]
    warnings = result.warnings
    if warnings:
        lines += ["", "Warnings:"] + [f"  - {w.text()}" for w in warnings]
    return "\n".join(lines)


def _capacity_lines(result: ScenarioResult) -> list[str]:
    """What the plan's imported capacity table holds and which of its machines it rates; none without one."""
    table = result.plan.capacity_table
    if table is None or result.catalog is None:
        return []
    from cicsplan.core.model.capacity_import import capacity_import, measured_machines, plan_machines

    try:
        summary = capacity_import(table, result.catalog.machines, plan_machines(result.plan),
                                  measured_machines(result.plan, result.catalog),
                                  result.resolved.assumptions["lspr_category"])
    except MachineError:
        return []  # the table's own error is among the plan's errors
    return [summary.text()]


def _rated_by(result: ScenarioResult) -> str:
    """', capacity from your table 'zPCR May 2026'' when the plan machine's engines are rated by the imported table."""
    r = result.resolved
    if r.machine is None or result.plan.capacity_table is None:
        return ""
    try:
        model = r.machine.engine(r.assumptions["lspr_category"], r.hardware["cps"]).model.model
    except MachineError:
        return ""
    name = r.machine.table.ratings.imported.get(model)
    return f", capacity from your table '{name}'" if name else ", IBM's built-in ratings"


def ranges_text(ranges, result: ScenarioResult) -> str:
    from cicsplan.core.analysis.ranges import SATURATED, TOTAL_LABELS

    lines = [f"Ranges from assumptions: {ranges.percentiles_text}"]
    rows = []
    for key, spread in ranges.totals.items():
        label, unit = TOTAL_LABELS[key]
        if spread.point or spread.high:
            rows.append([label, unit, *map(figure, (spread.point, spread.low, spread.median, spread.high))])
    if ranges.max_tps is not None:
        s = ranges.max_tps
        rows.append(["maximum rate at the binding limit", "tps", figure(s.point), figure(s.low), figure(s.median),
                     figure(s.high)])
    # a response time's percentile that reaches the draws whose queues saturate has no number: "saturated"
    for key, label, unit, unbounded in (("wl_total_ms", "CPU per transaction", "ms/tran", "n/a"),
                                        ("response_ms", "response time", "ms", SATURATED)):
        for name, s in zip(result.resolved.names, ranges.workloads.get(key, []), strict=False):
            if s is not None:
                rows.append([f"{label}, {name}", unit, *(ms(v) if math.isfinite(v) else unbounded
                                                         for v in (s.point, s.low, s.median, s.high))])
    lines.append(render_table(["result", "unit", "point", "5th pct", "median", "95th pct"], rows,
                              [False, False, True, True, True, True], indent="  "))
    if ranges.binding_share:
        lines.append("  binding limit in the samples: " + "; ".join(
            f"{label} {share * 100:.0f}%" for label, share in sorted(ranges.binding_share.items(),
                                                                     key=lambda kv: -kv[1])))
    lines.append("  sources (edit them on the Assumptions sheet, group Ranges, or in the plan's assumptions):")
    for source in ranges.sources:
        state = "" if source.active else "   [no effect on this plan]"
        lines.append(f"    {source.name}: {source.distribution}{state}")
    if ranges.tornado:
        lines.append(f"  Tornado: {ranges.headline}, point {figure(ranges.headline_point)}, each source alone at the "
                     "ends of its range:")
        lines.append(render_table(["source", "at its low end", "at its high end", "swing"],
                                  [[b.name, *map(figure, (b.at_low, b.at_high, b.swing))] for b in ranges.tornado],
                                  [False, True, True, True], indent="    "))
    lines += [f"  note: {n}" for n in ranges.notes]
    return "\n".join(lines)


def _engines(result: ScenarioResult, key: str, noun: str) -> str:
    """An LPAR's engines as the plan gives them: a value the engine refused (300 CPs) is shown as typed and
    marked, never as the default the engine computed with in its place."""
    if any(i.scope == "hardware" and i.field == key for i in result.errors):
        raw = result.plan.scenario(result.scenario_name).hardware.get(key)
        typed = counted(raw, noun) if isinstance(raw, int | float) and not isinstance(raw, bool) else f"{noun}s {raw!r}"
        return f"{typed} (not valid: see the errors)"
    return counted(result.resolved.hardware[key], noun)


def explain_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cicsplan.core.model.explain import explain_tree

    result = _compute(args, err)
    r = result.resolved
    names = r.names
    if args.workload in names:
        index = names.index(args.workload)
    elif args.workload.isdigit() and 1 <= int(args.workload) <= r.n:
        index = int(args.workload) - 1
    elif not names:
        raise UserError(f"scenario '{result.scenario_name}' has no workloads, so there is no '{args.workload}' to "
                        "explain")
    else:
        raise UserError(f"no workload named '{args.workload}' (workloads: {', '.join(names)})")
    if args.quantity not in calc.QUANTITIES:
        raise UserError(f"unknown quantity '{args.quantity}'; known: {', '.join(calc.QUANTITIES)}")
    level = calc.QUANTITIES[args.quantity].level
    space = None
    if level in ("cell", "space"):
        if not args.space:
            raise UserError(f"'{args.quantity}' is per address space: add --space (one of {', '.join(result.spaces)})")
        if args.space not in result.spaces:
            raise UserError(f"unknown address space '{args.space}'; known: {', '.join(result.spaces)}")
        space = result.spaces.index(args.space)
    if not r.valid[index]:
        problems = "; ".join(i.message for i in result.workload_issues(index) if i.severity == "error")
        elsewhere = "; ".join(i.text() for i in result.errors if i.scope != "workload")  # e.g. the hardware
        raise UserError(f"workload '{names[index]}' was not computed: {problems or elsewhere}")
    if level == "cell":
        out.write("\n\n".join(e.text() for e in explain_tree(result, args.quantity, index, space)) + "\n")
    elif level == "workload" and args.quantity.startswith("wl_"):
        # per-workload sums: explain each address space's share of it too
        out.write(explain_tree(result, args.quantity, index, None)[0].text() + "\n")
        cell_key = args.quantity.removeprefix("wl_")
        for a in range(len(result.spaces)):
            if result.ctx.uses[index, a]:
                out.write("\n" + "\n\n".join(e.text() for e in explain_tree(result, cell_key, index, a)) + "\n")
    else:
        out.write("\n\n".join(e.text() for e in explain_tree(result, args.quantity, index, space)) + "\n")
    return EXIT_OK


def compare_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cicsplan.core.analysis.compare import compare_plan, comparison_to_json

    cat, plan = _plan(args, err)
    names = args.scenario or [s.name for s in plan.scenarios]
    try:
        for name in names:
            plan.scenario(name)  # an unknown name is told as compute tells it
    except KeyError as exc:
        raise UserError(str(exc.args[0])) from None
    comparison = compare_plan(plan, cat, names)
    alone = []
    if len(comparison.scenarios) == 1:  # one column: say why there is nothing beside it
        only = "the plan has one scenario" if len(plan.scenarios) == 1 else "one scenario was asked for"
        alone.append(f"Only scenario '{comparison.scenarios[0]}' to compare: {only}, so there is no change to show. "
                     "Add a scenario in the workbook (Scenario > Duplicate Scenario) and change it, or name two "
                     "with --scenario.")
    if args.json:
        json_data = comparison_to_json(comparison)
        json_data["notes"] = [*alone, *json_data["notes"]]
        out.write(json_text_by_line(json_data, ("rows", "not_in_base")) + "\n")
        return EXIT_OK
    headers = ["", "unit", *comparison.scenarios] + [f"change {s}" for s in comparison.scenarios[1:]]

    lines = []
    section = None
    rows = []
    for row in comparison.rows:
        if row.section != section:
            section = row.section
            rows.append([f"[{section}]", "", *[""] * (len(headers) - 2)])
        # percentages change in points; CPU per transaction in ms and %
        changes = row.changes_in_units_texts()
        rows.append([f"  {row.label}", row.unit, *figures.figures_of(row.values, row.unit), *changes])
    lines += alone
    lines.append(render_table(headers, rows, [False, False] + [True] * (len(headers) - 2)))
    if comparison.not_in_base:
        lines += ["", f"Workloads not in the base scenario '{comparison.scenarios[0]}' (nothing to compare them with):",
                  render_table(["scenario", "workload", "ingress", "rate (tps)", "CPU per transaction (ms/tran)",
                                "CPU at the planned rate (% of one engine)"],
                               [[u.scenario, u.name, u.ingress, figures.figure(u.tps, "tps"),
                                 figures.figure(u.cpu_ms_per_tran, "ms/tran"),
                                 figures.figure(u.cpu_pct, "% of one engine")] for u in comparison.not_in_base],
                               [False, False, False, True, True, True], indent="  ")]
    lines += [f"note: {n}" for n in comparison.notes]
    out.write("\n".join(lines) + "\n")
    return EXIT_OK


def region_group_text(result: ScenarioResult) -> list[str]:
    """Per region group: QR busy, planning ceiling and saturation point in tps, regions needed, SO and S8 TCBs,
    and where the QR time comes from."""
    env, r = result.env, result.resolved
    maxssl = float(r.assumptions["maxssltcbs"])
    lines = []
    for g, (name, regions) in enumerate(r.groups):
        ceiling, saturation = (float(env[key][g]) for key in ("group_qr_limit_tps", "group_saturation_tps"))
        needed = float(env["group_regions_needed"][g])
        cpu, dispatch = float(env["group_qr_cpu_busy_pct"][g]), float(env["group_qr_dispatch_busy_pct"][g])
        text = (f"  region group {name} ({counted(regions, 'region')}, {float(env['group_tps'][g]):,.0f} tps): QR TCB "
                f"{cpu:.1f}% CPU, {dispatch:.1f}% dispatched per region; the group's own rate reaches the planning "
                f"ceiling at {ceiling:,.0f} tps and saturates at {saturation:,.0f} tps; regions needed {needed:.0f} "
                f"(for the {calc.regions_needed_by(env, g)})"
                if np.isfinite(needed) else
                f"  region group {name} ({counted(regions, 'region')}): no QR time known")
        s8 = float(env["group_s8_tcbs_needed"][g])
        if s8 > 0:
            text += (f"; SO TCB {float(env['group_so_busy_pct'][g]):.1f}% busy; S8 TCBs {s8:.0f} of MAXSSLTCBS "
                     f"{maxssl:g} per region")
        lines.append(text)
        if result.shape is not None:
            methods = dict.fromkeys(r.ingress[i] for i in range(r.n) if int(r.group_index[i]) == g
                                    and r.model_index[i] >= 0)
            lines += [f"    QR time of '{m}': {result.shape.qr_basis.get(m, 'no QR share known')}" for m in methods]
    return lines
