"""``cicsplan size PLAN --type TYPE [--setting S] [--json]``: the engines a plan needs on a machine type."""

from __future__ import annotations

import argparse
import math
from typing import TextIO

from cicsplan.cli.common import EXIT_INPUT, EXIT_OK, UserError
from cicsplan.cli.table import render_table
from cicsplan.core.analysis.sizing import (
    CHEAPER_NOTE,
    DEFAULT_OBJECTIVE,
    OBJECTIVES,
    Candidate,
    Sizing,
    SizingError,
    change_text,
    hardware_to_set_text,
    others_text,
    shortfalls_text,
    size_plan,
    sizing_to_json,
)
from cicsplan.core.common.json_text import json_text
from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.ratings import setting_label


def add_size_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("size", help="the smallest CPs and zIIPs of a machine type that keep every limit within "
                                    "target, with the candidate models")
    p.add_argument("plan", help="plan file (.cicsplan.json)")
    p.add_argument("--type", required=True, dest="machine_type",
                   help="IBM machine type or generation, e.g. 3931 or z16 (z16 A01), 9175 or z17, 8561 or z15")
    p.add_argument("--objective", choices=list(OBJECTIVES), default=DEFAULT_OBJECTIVE,
                   help="what makes one fitting model better than another: " + "; ".join(
                       f"{o.key}: {o.name}" for o in OBJECTIVES.values()) + f" (default {DEFAULT_OBJECTIVE})")
    p.add_argument("--setting", help="capacity setting: 7, 6, 5, 4, or a capacity level letter on mid-range types "
                                     "(default: every setting of the type)")
    p.add_argument("--scenario", help="scenario name (default: the first)")
    p.add_argument("--keep-cps", action="store_true",
                   help="only models with at least the scenario's LPAR CPs: size the setting and zIIPs around the "
                        "CPs you have")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")


def size_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cicsplan.cli.commands import _plan  # the catalog and plan, with load warnings, as every command reads them

    cat, plan = _plan(args, err)
    try:
        min_cps = _lpar_cps(plan, cat, args.scenario) if args.keep_cps else None
        sizing = size_plan(plan, cat, args.machine_type, args.setting, args.scenario, min_cps=min_cps,
                           objective=args.objective)
    except SizingError as exc:
        option = {"machine_type": "--type: ", "setting": "--setting: ", "objective": "--objective: "}.get(exc.field, "")
        raise UserError(f"{option}{exc}") from None
    if args.json:
        out.write(json_text(sizing_to_json(sizing), indent=2) + "\n")
    else:
        out.write(sizing_text(sizing) + "\n")
    if sizing.recommended is None:
        err.write(f"cicsplan: no model of the {sizing.type_label} keeps every limit within its target: "
                  + shortfalls_text(sizing.unmet) + "\n")
        return EXIT_INPUT
    return EXIT_OK


def _lpar_cps(plan, catalog, scenario: str | None) -> int:
    """The scenario's LPAR CPs as the engine reads them (a formula computed)."""
    from cicsplan.core.model.engine import compute

    try:
        return int(compute(plan, catalog, scenario).resolved.hardware["cps"])
    except KeyError as exc:
        raise SizingError(str(exc.args[0])) from None


def _pct(value: float | None) -> str:
    return "n/a" if value is None or not math.isfinite(value) else f"{value:.1f}%"


def _msu(c: Candidate) -> str:
    model = "n/a" if c.model.msu is None else f"{c.model.msu:,.0f}"
    return model if c.lpar_msu is None else f"{model} ({c.lpar_msu:,.0f} used)"


def sizing_text(sizing: Sizing) -> str:
    """The candidates as a short table, the recommended one first, then what it rests on."""
    rows = []
    for i, c in enumerate(sizing.candidates):
        mark = "recommended" if i == 0 and c.fits else (c.note or ("fits" if c.fits else "does not fit"))
        binding = c.binding_label if c.fits else c.shortfalls[0].label + (
            f" (+{len(c.shortfalls) - 1} more)" if len(c.shortfalls) > 1 else "")
        rows.append([c.model.model, setting_label(c.setting), c.cps, c.ziips, c.cp_busy_cell(),
                     c.ziip_busy_cell(), binding, _pct(c.headroom_pct), _msu(c), c.response_text(), mark])
    headers = ["model", "setting", "CPs", "zIIPs", "CP busy", "zIIP busy", "binding limit", "rate headroom",
               "model MSU", "slowest response", "note"]
    lines = [f"Sizing scenario '{sizing.scenario}' on the {sizing.type_label}, "
             f"{'every capacity setting' if len(sizing.settings) > 1 else setting_label(sizing.settings[0])}: "
             f"target CP busy {sizing.target_cp_busy_pct:g}%", *([sizing.now + "."] if sizing.now else []), "",
             render_table(headers, rows, [False, False, True, True, True, True, False, True, True, True, False])]
    top = sizing.recommended
    if top is not None:
        lines += ["", f"Recommended: {top.model.model} with {counted(top.cps, 'CP')} and "
                      f"{counted(top.ziips, 'zIIP')}, by the {OBJECTIVES[sizing.objective].name}: {sizing.because}: "
                      f"{top.cp_busy_text()}, headroom {_pct(top.headroom_pct)} to "
                      f"{top.binding_label or 'no limit'}."]
        others = others_text(sizing)
        if others:
            lines.append(f"  The other objectives choose: {others} (--objective to choose one).")
        if sizing.min_cps:
            lines.append(f"  Only models of at least {counted(sizing.min_cps, 'CP')} (--keep-cps).")
        lines.append("  Hardware to set: " + hardware_to_set_text(sizing, top))
        changes = change_text(sizing, top, "->")
        lines.append(f"  Changes: {changes}" if changes else "  Changes: none, the plan is on it already")
        for c in sizing.candidates[1:]:
            if not c.fits and c.note in ("", CHEAPER_NOTE):
                lines.append(f"  {c.model.model} does not fit: " + shortfalls_text(c.shortfalls))
    else:
        lines += ["", f"No model of the {sizing.type_label} keeps every limit within its target:"]
        lines += [f"  {s.text()}" for s in sizing.unmet]
    for s, why in sizing.skipped.items():
        lines.append(f"Not computed at {setting_label(s)}: {why}")
    lines += [f"Note: {n}" for n in sizing.notes]
    return "\n".join(lines)

