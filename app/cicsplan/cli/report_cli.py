"""``cicsplan report PLAN -o OUT.pdf|OUT.xlsx [--scenario NAME]``: the named scenario (default: the first) in full,
the plan's other scenarios compared with it.

Exit codes: 0 written; 2 bad input (an unreadable plan, a plan with errors, an unknown scenario, an
output that cannot be written), with the reason on stderr and no traceback.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import TextIO

from cicsplan.cli.commands import apply_capacity_file
from cicsplan.cli.common import EXIT_INPUT, EXIT_OK, UserError, user_catalog_folder
from cicsplan.core.catalog.catalog import CatalogError
from cicsplan.core.catalog.user_catalog import load_catalog_with_user, skipped_model_warnings
from cicsplan.core.common.wording import counted
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.core.model.plan_catalog import open_plan
from cicsplan.core.plan.planio import PlanLoadError
from cicsplan.report.atomic import ReportError

FORMATS = (".pdf", ".xlsx")


def report_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    path = Path(args.output)
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        err.write(f"cicsplan: the report file must end in .pdf or .xlsx, not '{path.name}'\n")
        return EXIT_INPUT
    try:
        results = _compute(args.plan, args.scenario, err, user_catalog_folder(args), getattr(args, "capacity", None))
        started = time.perf_counter()
        if suffix == ".pdf":
            what = f"{write_pdf_report(path, results)} pages"
        else:
            write_excel_report(path, results)
            what = "sheets Inputs, Coefficients, Results with live formulas"
    except ReportError as exc:
        err.write(f"cicsplan: {exc}\n")
        return EXIT_INPUT
    scenarios = f"scenario '{results[0].scenario_name}'" + (
        " in full, compared with " + ", ".join(f"'{r.scenario_name}'" for r in results[1:]) if len(results) > 1 else "")
    out.write(f"wrote {path} ({what}; {scenarios}) in {time.perf_counter() - started:.1f} s\n")
    return EXIT_OK


def write_pdf_report(path: Path, results: list[ScenarioResult]) -> int:
    from cicsplan.report.content import build_report
    from cicsplan.report.pdf import write_pdf
    from cicsplan.report.qt import ensure_gui_application

    ensure_gui_application()
    return write_pdf(path, build_report(results))


def write_excel_report(path: Path, results: list[ScenarioResult]) -> None:
    from cicsplan.report.workbook import write_workbook

    write_workbook(path, results)


def _compute(plan_path: str, scenario: str | None, err: TextIO,
             user_folder: Path | None = None, capacity: str | None = None) -> list[ScenarioResult]:
    """Every scenario of the plan: the named one (default: the first) in full, the others compared with it, as
    File > Export does for the scenario on screen; a scenario with errors after the first is left out of the
    comparison with a warning."""
    try:
        catalog = load_catalog_with_user(user_folder)  # the user's custom models join the built-in ones
    except CatalogError as exc:
        raise ReportError(f"the installation's model catalog is broken, reinstall cicsplan.\n{exc}") from None
    for warning in skipped_model_warnings(catalog):
        err.write(f"cicsplan: warning: {warning}\n")
    try:
        loaded = open_plan(plan_path, catalog)
    except PlanLoadError as exc:
        raise ReportError(str(exc)) from None
    for warning in loaded.warnings:
        err.write(f"cicsplan: warning: {warning}\n")
    plan = loaded.plan
    try:
        apply_capacity_file(plan, capacity, err)
    except UserError as exc:
        raise ReportError(str(exc)) from None
    try:
        chosen = plan.scenario(scenario).name if scenario else plan.scenarios[0].name
    except KeyError as exc:
        raise ReportError(str(exc.args[0])) from None
    names = [chosen] + [s.name for s in plan.scenarios if s.name != chosen]
    results = [compute(plan, catalog, name) for name in names]
    from cicsplan.report.facts import require_computed

    require_computed(results[0])
    kept = [results[0]]
    for result in results[1:]:
        if result.errors:
            err.write(f"cicsplan: warning: scenario '{result.scenario_name}' has "
                      f"{counted(len(result.errors), 'error')} and "
                      "is left out of the comparison\n")
        else:
            kept.append(result)
    return kept
