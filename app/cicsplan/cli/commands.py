"""The CLI commands. Each loads through the core and formats; none computes on its own."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

import numpy as np

from cicsplan.cli.common import EXIT_INPUT, EXIT_OK, UserError, load_catalog
from cicsplan.cli.table import figure, ms, rate, render_table
from cicsplan.core.catalog.catalog import Catalog, IngressModel
from cicsplan.core.catalog.checks import model_flags, parts_vs_published_table
from cicsplan.core.catalog.costs import derive_costs, one_region_throughput
from cicsplan.core.common import figures
from cicsplan.core.common.json_text import json_text, json_text_by_line
from cicsplan.core.common.wording import counted, noun_for
from cicsplan.core.hardware.capacity_file import read_capacity_file
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.model import calc
from cicsplan.core.model.capacity_import import capacity_import, measured_machines, plan_machines
from cicsplan.core.model.daily import daily_lines
from cicsplan.core.model.engine import ScenarioResult
from cicsplan.core.model.engine import compute as compute_scenario
from cicsplan.core.model.explain import explain_tree
from cicsplan.core.model.limit_assumptions import rests_on_sentence
from cicsplan.core.model.lpar_view import lpar_lines
from cicsplan.core.model.msu import msu_lines, why_no_msu
from cicsplan.core.model.plan_catalog import open_plan
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import Plan
from cicsplan.core.plan.planio import PlanLoadError


def catalog(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    cat = load_catalog(args, err)
    if getattr(args, "import_file", None) or getattr(args, "export", None):
        from cicsplan.cli.calibrate_cli import model_file_command

        return model_file_command(args, cat, out)
    if args.check:
        lines = parts_vs_published_table([m for m in cat.models.values() if not m.is_custom])
        if args.json:
            out.write(json_text(lines, indent=2) + "\n")
        else:
            out.write(acceptance_table(lines) + "\n")
        return EXIT_OK
    if args.id:
        if args.id not in cat.models:
            raise UserError(f"unknown ingress id '{args.id}'.{cat.did_you_mean(args.id)} "
                            f"Known: {', '.join(cat.models)}")
        model = cat.get(args.id)
        out.write((json_text(model_json(model, cat), indent=2) if args.json else model_text(model, cat)) + "\n")
        return EXIT_OK
    if args.json:
        out.write(json_text([model_json(m, cat, rows=False) for m in cat.models.values()], indent=2) + "\n")
        return EXIT_OK
    rows = []
    for m in cat.models.values():
        low, high = m.etr_range
        flags = [f for f in model_flags(m) if not f.kind.startswith("note:definition")]
        rows.append([m.id, m.family, m.name, f"{low:,.0f}-{high:,.0f}", ms(derive_costs(m, "published").total_ms),
                     len(flags), f"custom: {m.path.name}" if m.is_custom else f"{m.measurements.table}"])
    out.write(render_table(["id", "family", "name", "measured tps", "ms/tran", "flags", "source"], rows,
                           [False, False, False, True, True, True, False]) + "\n")
    built_in = [m for m in cat.models.values() if not m.is_custom]
    documents = ", ".join(sorted({m.reference.document_text for m in built_in}))
    custom = len(cat.models) - len(built_in)
    if cat.user_folder is not None:
        out.write(f"\n{counted(custom, 'custom model')} from your catalog {cat.user_folder}.")
    out.write(f"\n{len(built_in)} built-in ingress methods from {documents}."
              " ms/tran: published method (mean of CPU%/ETR over the rows), all address spaces."
              "\nServer LPAR only: the client side was not measured. 'cicsplan catalog ID' shows one in full.\n")
    return EXIT_OK


def acceptance_table(lines: list[dict]) -> str:
    rows = [[x["id"], ms(x["published_method_ms"]), ms(x["stated_average_ms"], 3), f"{x['stated_vs_parts_pct']:+.1f}%",
             ms(x["published_totals_mean_ms"]), f"{x['totals_vs_parts_pct']:+.1f}%",
             "yes" if x["discrepancy"] else "", f"{x['fitted_max_error_pct']:.1f}%",
             f"{x['fitted_median_error_pct']:.2f}%", ",".join(str(r) for r in x["saturated_rows"]) or "-"]
            for x in lines]
    headers = ["id", "published", "stated avg", "diff", "mean of totals", "diff", "discrepancy",
               "fit max err", "fit median", "saturated rows"]
    note = ("published: mean over the rows of (sum of address spaces' CPU%) / ETR x 10, the basis cicsplan uses.\n"
            "diff: against the published method. fit errors: fitted model vs each non-saturated row's published total.")
    known = [f"  {x['id']}: stated average {x['stated_average_ms']:.3f} ms ({x['stated_vs_parts_pct']:+.1f}%), "
             f"mean of published totals {x['published_totals_mean_ms']:.4f} ms ({x['totals_vs_parts_pct']:+.1f}%); "
             f"basis chosen: the parts, {x['parts_mean_ms']:.4f} ms" for x in lines if x["discrepancy"]]
    if known:
        note += "\n\nKnown discrepancies (more than 1% from the parts):\n" + "\n".join(known)
    return render_table(headers, rows, [False] + [True] * 8 + [False]) + "\n\n" + note


def model_json(model: IngressModel, cat: Catalog, rows: bool = True) -> dict[str, Any]:
    ref = model.reference
    m = model.measurements
    out: dict[str, Any] = {
        "id": model.id, "name": model.name, "family": model.family, "summary": model.summary,
        "description": model.description, "etr_counts": model.etr_counts, "coverage": model.coverage,
        "reference": {
            "document": ref.document, "document_text": ref.document_text,
            "machine": ref.machine, "machine_description": ref.machine_description,
            "lpar_cps": ref.lpar_cps, "lpar_ziips": ref.lpar_ziips, "releases": ref.releases,
            "payload_in_bytes": ref.payload_in_bytes, "payload_out_bytes": ref.payload_out_bytes,
            "cipher": ref.cipher, "network": ref.network, "ziip_honor_priority": ref.ziip_honor_priority,
        },
        "source": model.citation,
        "origin": model.origin,
        **({"file": str(model.path), "digest": model.digest, "provenance": model.provenance} if model.is_custom
           else {}),
        "measured_tps": list(model.etr_range),
        "address_spaces": list(m.address_spaces),
        "flags": [{"kind": f.kind, "where": f.where, "text": f.text} for f in model_flags(model)],
    }
    costs = {}
    for method in ("published", "fitted"):
        c = derive_costs(model, method)
        costs[method] = {
            "total_ms": c.total_ms,
            "by_address_space": {a: {"total_ms": x.total_ms, "eligible_ms": x.eligible_ms, "gcp_ms": x.gcp_ms,
                                     "ziip_ms": x.ziip_ms, "fixed_pct": x.fixed_pct,
                                     "r2": x.fit_total.r2 if x.fit_total else None, "derivation": x.derivation}
                                 for a, x in c.by_as.items()},
            "saturated_rows": [{"row": s.index + 1, "reason": s.reason} for s in c.saturated],
        }
    out["costs"] = costs
    if rows:
        out["columns"] = [{"label": c.label, "kind": c.kind, "address_space": c.address_space} for c in m.columns]
        out["rows"] = [list(r) for r in m.rows]
        out["published_average_ms"] = m.published_average_ms
        out["published_average_excl_ziip_ms"] = m.published_average_excl_ziip_ms
    return out


def model_text(model: IngressModel, cat: Catalog) -> str:
    ref, m = model.reference, model.measurements
    lines = [f"{model.id}: {model.name}  [{model.family}]" + ("  [custom]" if model.is_custom else ""), "",
             model.summary, "", model.description, "",
             f"Source:      {model.citation}",
             f"Machine:     {ref.machine_description}",
             f"Releases:    {ref.releases_text}",
             f"Payload:     {ref.payload_in_bytes:,} bytes in, {ref.payload_out_bytes:,} bytes out. {ref.payload_note}",
             f"Network:     {ref.network}"]
    if model.is_custom:
        lines.append(f"Custom file: {model.custom_file_text}, shape like "
                     f"{model.provenance.get('shape_like') or '(defaults, not measured)'}")
    if ref.cipher:
        lines.append(f"Cipher:      {ref.cipher}")
    lines += [f"ETR counts:  {model.etr_counts}", f"Coverage:    {model.coverage}", "",
              f"Measured rows ({m.table}), with each row's total from its parts:"]
    headers = [c.label for c in m.columns] + ["parts total ms"]
    rows = [[("NA" if v is None else f"{v:g}") for v in row] + [f"{m.parts_total_ms[i]:.4f}"]
            for i, row in enumerate(m.rows)]
    lines.append(render_table(headers, rows, [True] * len(headers), indent="  "))
    lines.append(f"  {m.average_table}: published average {m.published_average_ms:.3f} ms"
                 + (f", excluding zAAP {m.published_average_excl_ziip_ms:.3f} ms"
                    if m.published_average_excl_ziip_ms else ""))
    lines.append("")
    published, fitted = derive_costs(model, "published"), derive_costs(model, "fitted")
    lines.append("Cost per address space (ms per transaction):")
    rows = []
    for a in m.address_spaces:
        p, f = published.by_as[a], fitted.by_as[a]
        r2 = f.fit_total.r2 if f.fit_total else None
        rows.append([cat.address_spaces[a].name, ms(p.total_ms), ms(p.gcp_ms), ms(p.ziip_ms), ms(f.total_ms),
                     f"{f.fixed_pct:.2f}", "n/a" if r2 is None else f"{r2:.4f}"])
    rows.append(["total", ms(published.total_ms), ms(sum(c.gcp_ms for c in published.by_as.values())),
                 ms(sum(c.ziip_ms for c in published.by_as.values())), ms(fitted.total_ms),
                 f"{fitted.fixed_pct:.2f}", ""])
    lines.append(render_table(["address space", "published", "on CPs", "on zIIP", "fitted slope", "fitted fixed %",
                               "R^2"], rows, [False] + [True] * 6, indent="  "))
    lines.append("  published: mean of CPU%/ETR x 10 over all rows. fitted: CPU% = fixed + slope x ETR "
                 "(ms = slope x 10), fixed >= 0.")
    lines += ["", f"One region:  {one_region_throughput(model).text()}"]
    share = model.shape.qr_share
    if model.shape.qr_time:
        lines.append(f"QR TCB:      measured ({model.extracts[model.shape.qr_time].get('source', '')})")
    elif isinstance(share, str) and share in cat.assumptions:
        lines.append(f"QR TCB:      not measured; assumption '{cat.assumptions[share].name}' ({share}) = "
                     f"{cat.assumptions[share].default:g} of its CICS CPU, editable")
    elif model.shape.tls_base:
        lines.append(f"QR TCB:      as '{model.shape.tls_base}' (the same flow without TLS); TLS runs on S8 TCBs")
    else:
        measured = [other.id for other in cat.models.values() if other.shape.tls_base == model.id
                    and other.shape.qr_time]
        if measured:
            lines.append(f"QR TCB:      derived from the measurement of '{measured[0]}' (the same flow with TLS, "
                         "whose TLS work runs on S8 TCBs); not measured for this method itself")
    flags = model_flags(model)
    if flags:
        lines += ["", "Flags and notes:"]
        lines += [f"  - [{f.kind}] {f.where}: {f.text}" for f in flags]
    return "\n".join(lines)


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
        doc = result_to_json(result)
        if ranges is not None:
            from cicsplan.core.analysis.ranges import ranges_to_json

            doc["ranges"] = ranges_to_json(ranges, result.resolved.names)
        out.write(json_text(doc, indent=2) + "\n")
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


def result_text(result: ScenarioResult) -> str:
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
                         f"{env['wl_cpu_pct'][i]:.2f}"])
        else:
            rows.append([r.names[i], r.ingress[i] or "?", "error", "", "", "", "", ""])
    lines.append(render_table(["workload", "ingress", "tps", "ms/tran", "on CPs", "on zIIP", "zIIP-eligible",
                               "CPU % of 1 engine"], rows, [False, False] + [True] * 6))
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
                  f"  LPAR general-CP busy {float(env['gcp_busy_pct']):.1f}% (target {hw['target_cp_busy_pct']:g}%), "
                  f"zIIP busy {float(env['ziip_busy_pct']):.1f}%, "
                  + result.spill_text()]
        if np.isfinite(float(env["itr"])):
            lines.append(f"  ITR of the new work: {float(env['itr']):,.0f} tps per 100% LPAR busy")
        lines += [f"  {label}: {text}" for label, text in lpar_lines(result)]
        lines += [f"  {label}: {text}" for label, text in msu_lines(result)] or [f"  {why_no_msu(result)}"]
        if r.scenario.hourly_profile is not None:  # a day with a shape: its peak hour and peak 4HRA
            lines += [f"  {label}: {text}" for label, text in daily_lines(result)]
        lines += region_group_text(result)
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
    from cicsplan.core.analysis.ranges import TOTAL_LABELS

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
    for i, name in enumerate(result.resolved.names):
        s = ranges.workloads.get("wl_total_ms", [None] * (i + 1))[i]
        if s is not None:
            rows.append([f"CPU per transaction, {name}", "ms/tran", ms(s.point), ms(s.low), ms(s.median),
                         ms(s.high)])
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
        rows.append([f"  {row.label}", row.unit, *[figures.figure(v, row.unit) for v in row.values], *changes])
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
