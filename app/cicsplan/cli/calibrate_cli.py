"""``cicsplan calibrate`` and the custom-model options of ``cicsplan catalog`` (import, export).

The user's catalog folder comes from ``--user-catalog DIR`` or the environment variable
``CICSPLAN_USER_CATALOG``; the core takes it as a path.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from cicsplan.cli.common import EXIT_OK, UserError, load_catalog
from cicsplan.cli.table import ms, render_table
from cicsplan.core.catalog.catalog import FAMILIES, Catalog, CatalogError
from cicsplan.core.catalog.user_catalog import (
    ModelExistsError,
    export_model_file,
    import_model_file,
    save_model_text,
    write_model_file,
)
from cicsplan.core.common.json_text import json_text
from cicsplan.core.common.limits import MAX_TABLE_BYTES
from cicsplan.core.common.userfiles import MB
from cicsplan.core.common.wording import counted

if TYPE_CHECKING:
    from cicsplan.core.analysis.calibrate import Calibration


def add_calibrate_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("calibrate", help="fit a custom ingress model to your measurements (CSV, TSV or xlsx)",
                       description="Fit CPU% = fixed + slope x ETR per address space to your measured rows, as the "
                                   "catalog fits the documents' tables (fixed >= 0, saturated rows out); print the "
                                   "fit, R^2, residuals and flags; write or save the model.")
    p.add_argument("table", nargs="+", help="measurement table: .csv, .txt/.tsv (tab-separated, as copied from a "
                                            "spreadsheet) or .xlsx; '-' reads stdin. Headers: ETR, RESP (ms), "
                                            "'<space> GCPU%%', '<space> AAPCP', '<space> zIIP CPU%%', TOTAL ms, Label. "
                                            "With --rmf-class: RMF Workload Activity reports, one row per interval")
    p.add_argument("--rmf-class", metavar="NAME[=CPUCLASS]",
                   help="the tables are RMF Workload Activity reports (XML or text): fit this class's rate against "
                        "the CICS CPU of CPUCLASS (the regions' class: WLM books CICS transactions' CPU there), or "
                        "of the class itself")
    p.add_argument("--id", required=True, help="id of the new model (lower-case letters, digits, dashes)")
    p.add_argument("--name", required=True, help="its name, as lists show it")
    p.add_argument("--family", required=True, choices=FAMILIES, metavar="FAMILY",
                   help=f"one of: {', '.join(FAMILIES)}")
    p.add_argument("--machine", required=True, help="the measured machine, e.g. 3931-705 or 2817-779")
    p.add_argument("--cps", type=int, required=True, help="general CPs of the measured LPAR")
    p.add_argument("--ziips", type=int, required=True, help="zIIPs of the measured LPAR")
    p.add_argument("--release", action="append", default=[], metavar="PRODUCT=VERSION",
                   help="a release measured, e.g. cics_ts=6.1 (repeat)")
    p.add_argument("--etr-factor", type=float, default=1.0, metavar="F",
                   help="counted transactions per business transaction: business tps = ETR / F (2 for web "
                        "services counted by RMF: CWXN plus the pipeline transaction)")
    p.add_argument("--etr-external", metavar="WHERE",
                   help="the ETR was counted outside RMF's CICS subtype (long-running tasks have none), e.g. "
                        "'completions in the client region'")
    p.add_argument("--like", metavar="ID", help="a built-in method whose message shape, payload and network apply")
    p.add_argument("--payload-in", type=int, metavar="BYTES", help="measured payload in (default: --like's, or 32768)")
    p.add_argument("--payload-out", type=int, metavar="BYTES", help="measured payload out")
    p.add_argument("--measured-on", default="", metavar="TEXT", help="when it was measured (free text)")
    p.add_argument("--decimal-comma", action="store_true", help="the table writes decimals with a comma (5,62)")
    p.add_argument("--sheet", help="xlsx: the sheet to read (default: the first)")
    target = p.add_mutually_exclusive_group()
    target.add_argument("-o", "--output", metavar="FILE", help="write the model file (TOML) to FILE")
    target.add_argument("--save", action="store_true", help="save the model in your catalog (--user-catalog)")
    p.add_argument("--replace", action="store_true", help="with --save: replace your model of the same id")
    p.add_argument("--json", action="store_true", help="print the fit as JSON")


def _user_error(message: str) -> Exception:
    return UserError(message)


def calibrate_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    # the fitting modules load only for this command: every other command starts faster without them
    from cicsplan.core.analysis.calibrate import (
        CalibrationError,
        CalibrationSettings,
        EtrCounting,
        calibrate,
        parse_releases,
    )
    from cicsplan.core.analysis.calibrate_table import TableError, parse_text, read_table_file

    cat = load_catalog(args, err)
    try:
        if args.rmf_class:
            table = _rmf_table(args, cat)
        elif len(args.table) > 1:
            raise TableError("the tables", ["give one measurement table, or RMF reports with --rmf-class"])
        elif args.table[0] == "-":
            text = sys.stdin.read(MAX_TABLE_BYTES + 1)  # characters: as many as the bytes a table file may hold
            if len(text) > MAX_TABLE_BYTES:
                raise TableError("stdin", [f"is more than {MAX_TABLE_BYTES // MB} MB; a table is at most "
                                           f"{MAX_TABLE_BYTES // MB} MB"])
            table = parse_text(text, cat.address_spaces, "stdin", args.decimal_comma)
        else:
            table = read_table_file(Path(args.table[0]), cat.address_spaces, args.decimal_comma, args.sheet)
        releases: dict[str, str] = {}
        for text in args.release:
            releases.update(parse_releases(text))
    except (TableError, ValueError) as exc:
        raise _user_error(str(exc)) from None
    counting = EtrCounting(basis="external" if args.etr_external is not None else "cics", factor=args.etr_factor,
                           source=args.etr_external or "")
    settings = CalibrationSettings(
        model_id=args.id, name=args.name, family=args.family, machine=args.machine, lpar_cps=args.cps,
        lpar_ziips=args.ziips, releases=releases, counting=counting, like=args.like,
        payload_in_bytes=args.payload_in, payload_out_bytes=args.payload_out, measured_on=args.measured_on)
    try:
        result = calibrate(table, settings, cat)
    except CalibrationError as exc:
        raise _user_error(str(exc)) from None
    out.write((json_text(calibration_json(result, cat), indent=2) if args.json
               else calibration_text(result, cat)) + "\n")
    if args.output:
        try:
            write_model_file(Path(args.output), result.toml_text)
        except CatalogError as exc:
            raise _user_error(str(exc)) from None
        err.write(f"cicsplan: wrote the model file {args.output}; 'cicsplan catalog --import {args.output}' adds it "
                  "to your catalog\n")
    if args.save:
        try:
            model = save_model_text(cat, settings.model_id, result.toml_text, replace_existing=args.replace)
        except ModelExistsError as exc:
            raise _user_error(f"{exc.problems[0][2]} (add --replace)") from None
        except CatalogError as exc:
            raise _user_error(str(exc)) from None
        err.write(f"cicsplan: saved custom model '{model.id}' as {model.path}\n")
    return EXIT_OK


def _rmf_table(args: argparse.Namespace, cat: Catalog):
    from cicsplan.core.analysis.rmf_calibrate import rmf_measurement_table
    from cicsplan.core.analysis.rmf_plan import Pick
    from cicsplan.core.rmf.read import read_rmf_files
    from cicsplan.core.rmf.records import RmfError

    name, _, cpu_from = (part.strip() for part in args.rmf_class.partition("="))
    try:
        report, _ = read_rmf_files([Path(t) for t in args.table])
        return rmf_measurement_table(report, Pick(name, cpu_from), cat.address_spaces)
    except RmfError as exc:
        raise _user_error(str(exc)) from None


def calibration_text(result: Calibration, cat: Catalog) -> str:
    from cicsplan.core.analysis.calibrate import COUNTING_BASES, TOTALS_RULE

    s, m = result.settings, result.model.measurements
    names = {a: cat.address_spaces[a].name for a in m.address_spaces}
    low, high = result.model.etr_range
    lines = [f"Calibrated '{s.model_id}' ({s.name}, {s.family}) from {result.table.source}: {len(m.rows)} rows, "
             f"{low:,.2f}-{high:,.2f} business tps on {s.machine} ({counted(s.lpar_cps, 'CP')}, "
             f"{counted(s.lpar_ziips, 'zIIP')})",
             f"ETR counts: {result.model.etr_counts}", ""]
    kept = [i for i in range(len(m.rows)) if i not in result.saturated_rows]
    lines.append(f"Fitted line per address space, CPU% = fixed + slope x ETR (ms/tran = slope x 10), over "
                 f"{len(kept)} of {len(m.rows)} rows:")
    rows = []
    for space, cost in result.fitted.by_as.items():
        r2 = result.r2(space)
        rows.append([names[space], f"{cost.fixed_pct:.3f}", ms(cost.total_ms), ms(cost.eligible_ms),
                     "n/a" if r2 is None else f"{r2:.4f}", ms(result.published.by_as[space].total_ms)])
    r2 = result.r2_total
    rows.append(["total", f"{result.fitted.fixed_pct:.3f}", ms(result.fitted.total_ms),
                 ms(sum(c.eligible_ms for c in result.fitted.by_as.values())), "n/a" if r2 is None else f"{r2:.4f}",
                 ms(result.published.total_ms)])
    lines.append(render_table(["address space", "fixed % of 1 engine", "ms/tran (slope)", "zIIP-eligible ms",
                               "R^2", "published method ms"], rows, [False] + [True] * 5, indent="  "))
    lines += ["", "Residuals, measured CPU% minus the fitted line (% of one engine):"]
    res_rows = []
    for i in range(len(m.rows)):
        used = "no (saturated)" if i in result.saturated_rows else "yes"
        res_rows.append([result.table.row_names[i], f"{m.etr[i]:,.2f}",
                         *[f"{result.residuals_pct[a][i]:+.3f}" for a in m.address_spaces], used])
    lines.append(render_table(["row", "ETR", *[names[a] for a in m.address_spaces], "in fit"], res_rows,
                              [False, True, *[True] * len(m.address_spaces), False], indent="  "))
    lines += ["", "Flags:" if result.flags else "Flags: none"]
    lines += [f"  - [{f.kind}] {f.where}: {f.text}" for f in result.flags]
    lines += ["", f"Saturation rule: {result.rule.describe()}.", f"Outlier rule: {result.outlier_rule.describe()}.",
              f"Totals: {TOTALS_RULE}.",
              f"Counting bases: {', '.join(f'{k} = {v}' for k, v in COUNTING_BASES.items())}."]
    return "\n".join(lines)


def calibration_json(result: Calibration, cat: Catalog) -> dict[str, Any]:
    m = result.model.measurements
    return {
        "id": result.model.id,
        "etr_counts": result.model.etr_counts,
        "rows": [{"row": result.table.row_names[i], "etr": float(m.etr[i]), "in_fit": i not in result.saturated_rows,
                  "residual_pct": {a: float(result.residuals_pct[a][i]) for a in m.address_spaces}}
                 for i in range(len(m.rows))],
        "fitted": {a: {"fixed_pct": c.fixed_pct, "total_ms": c.total_ms, "eligible_ms": c.eligible_ms,
                       "eligible_fixed_pct": c.eligible_fixed_pct, "r2": result.r2(a)}
                   for a, c in result.fitted.by_as.items()},
        "published_ms": {a: c.total_ms for a, c in result.published.by_as.items()},
        "r2_total": result.r2_total,
        "flags": [{"kind": f.kind, "where": f.where, "text": f.text} for f in result.flags],
        "model_file": result.toml_text,
    }


def model_file_command(args: argparse.Namespace, cat: Catalog, out: TextIO) -> int:
    """``catalog --import FILE [--replace]`` and ``catalog ID --export FILE``."""
    try:
        if args.import_file:
            model = import_model_file(cat, Path(args.import_file), replace_existing=args.replace)
            out.write(f"imported custom model '{model.id}' ({model.name}) as {model.path}\n")
            return EXIT_OK
        if not args.id:
            raise _user_error("--export needs the id of the model to export: cicsplan catalog ID --export FILE")
        if args.id not in cat.models:
            raise _user_error(f"unknown ingress id '{args.id}'.{cat.did_you_mean(args.id)} "
                              f"Known: {', '.join(cat.models)}")
        export_model_file(cat.get(args.id), Path(args.export))
        out.write(f"exported '{args.id}' to {args.export}\n")
        return EXIT_OK
    except ModelExistsError as exc:
        raise _user_error(f"{exc.problems[0][2]} (add --replace)") from None
    except CatalogError as exc:
        raise _user_error(str(exc)) from None
