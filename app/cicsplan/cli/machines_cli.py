"""cicsplan machines [TYPE]: the machine types and models IBM rates, with each model's PCI and MSU."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from cicsplan.cli.commands import apply_capacity_file
from cicsplan.cli.common import EXIT_OK, UserError
from cicsplan.cli.table import render_table
from cicsplan.core.common.json_text import json_text
from cicsplan.core.hardware.machines import MachineError, MachineTable, load_machine_table
from cicsplan.core.hardware.ratings import RatedModel, setting_label
from cicsplan.core.plan.plan import Plan
from cicsplan.paths import models_dir


def add_machines_parser(sub: Any, capacity_help: str) -> None:
    p = sub.add_parser("machines", help="list the machine types IBM rates, or one type's models with PCI and MSU")
    p.add_argument("type", nargs="?", help="a machine type (3931) or generation (z16) to list in full")
    p.add_argument("--setting", help="only this capacity setting (7, 6, 5, 4; a letter on mid-range types)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.add_argument("--capacity", metavar="FILE", help=capacity_help)


def machines_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    table = load_machine_table(models_dir() / "capacity")
    if args.capacity:
        holder = Plan(name="machines")
        apply_capacity_file(holder, args.capacity, err)
        try:
            table = table.with_import(holder.capacity_table)
        except MachineError as exc:
            raise UserError(f"--capacity: {exc}") from None
    if not args.type:
        return _types(table, args.json, out)
    return _models(table, _type_code(table, args.type), args.setting, args.json, out)


def _type_code(table: MachineTable, text: str) -> str:
    ratings = table.ratings
    wanted = text.strip().upper().replace(" ", "")
    for info in ratings.machine_types():
        if wanted in (info.machine_type, info.generation.upper().replace(" ", "")):
            return info.machine_type
    known = ", ".join(f"{i.machine_type} ({i.generation})" for i in ratings.machine_types())
    raise UserError(f"machine type {text!r} is not in IBM's capacity ratings; known: {known}")


def _types(table: MachineTable, as_json: bool, out: TextIO) -> int:
    ratings = table.ratings
    rows = []
    for info in ratings.machine_types():
        models = ratings.models_of(info.machine_type)
        rows.append({"type": info.machine_type, "name": info.name, "generation": info.generation,
                     "hardware_models": list(info.hardware_models), "models": len(models),
                     "settings": {s: list(ns) for s, ns in ratings.settings(info.machine_type).items()},
                     "rates": ratings.describe_settings(info.machine_type)})
    if as_json:
        out.write(json_text(rows, indent=2) + "\n")
        return EXIT_OK
    out.write(render_table(["type", "name", "generation", "models", "settings"],
                           [[r["type"], r["name"], r["generation"], r["models"],
                             " ".join(_short(s) for s in r["settings"])] for r in rows],
                           [False, False, False, True, False]) + "\n")
    out.write("\ncicsplan machines TYPE lists a type's models with PCI and MSU. Figures: IBM's zPCR Configuration "
              "Summary (AVERAGE workload category); the z990 (2084) in zMIPS.\n")
    return EXIT_OK


def _short(setting: str) -> str:
    return f"{setting}xx" if setting.isdigit() else setting


def _models(table: MachineTable, type_code: str, setting: str | None, as_json: bool, out: TextIO) -> int:
    ratings = table.ratings
    settings = ratings.settings(type_code)
    if setting is not None and setting.upper() not in settings:
        raise UserError(f"--setting {setting}: the {ratings.types[type_code].label} has no such setting. "
                        f"{ratings.describe_settings(type_code)}")
    models = [m for m in ratings.models_of(type_code) if setting is None or m.setting == setting.upper()]
    records = [_record(m, ratings.imported.get(m.model)) for m in models]
    if as_json:
        out.write(json_text(records, indent=2) + "\n")
        return EXIT_OK
    info = ratings.types[type_code]
    out.write(f"{info.label}: {ratings.describe_settings(type_code)}\n\n")
    rows = [[r["model"], setting_label(m.setting), m.cps, f"{m.pci:,.0f}", "-" if m.msu is None else f"{m.msu:,.0f}",
             f"{m.pci_per_engine:,.1f}", "-" if m.msu is None else f"{m.msu_per_engine:,.1f}",
             "-" if m.ziips is None else m.ziips, r.get("imported", "")]
            for m, r in zip(models, records, strict=True)]
    unit = models[0].scale if models else "PCI"
    out.write(render_table(["model", "setting", "CPs", unit, "MSU", f"{unit}/CP", "MSU/CP", "max zIIPs", "imported"],
                           rows, [False, False, True, True, True, True, True, True, False]) + "\n")
    if models:
        out.write(f"\nFrom {models[0].source}.\n")
    return EXIT_OK


def _record(m: RatedModel, imported: str | None) -> dict[str, Any]:
    record = {"model": m.model, "setting": m.setting, "cps": m.cps, "capacity": m.pci, "scale": m.scale,
              "msu": m.msu, "capacity_per_cp": m.pci_per_engine, "msu_per_cp": m.msu_per_engine,
              "max_ziips": m.ziips, "source": m.source}
    if imported:
        record["imported"] = imported
    return record
