"""The headless command line: the same core the GUI uses, no Qt.

Exit codes: 0 success; 2 invalid input, a plan with errors, or a broken installation
(messages on stderr); 1 an unexpected internal failure.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Sequence
from typing import TextIO

from cicsplan import __version__
from cicsplan.cli import calibrate_cli, commands, machines_cli, rmf_cli, size_cli
from cicsplan.cli.common import EXIT_INPUT, EXIT_OK, UserError
from cicsplan.core.common.json_text import json_text
from cicsplan.core.common.text import report_text

EXIT_INTERNAL = 1


class ShownText:
    """A text stream that shows everything written to it as report text: a plan, workload or model name
    holding bidirectional controls cannot reorder the rest of a terminal line (JSON output is ASCII-escaped,
    so its data is unchanged)."""

    def __init__(self, stream: TextIO):
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(report_text(text))

    def __getattr__(self, name: str):
        return getattr(self.stream, name)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse's default exits with 2 as well; keep the format
        self.print_usage(sys.stderr)
        self.exit(EXIT_INPUT, f"cicsplan: error: {message}\n")


CAPACITY_HELP = ("your capacity figures: IBM zPCR's Configuration Summary page (CheatSheet*.html) or a CSV with "
                 "model, pci and msu; they replace IBM's built-in ratings of the models they hold, for this run")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cicsplan",
                     description="Capacity planning for IBM CICS on IBM Z. Without a command, opens the workbook "
                                 "(optionally on PLAN).")
    parser.add_argument("--version", action="version", version=f"cicsplan {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("catalog", help="list the measured ingress methods, or show one in full")
    p.add_argument("id", nargs="?", help="an ingress id to show in full (rows, costs, fit, flags)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.add_argument("--check", action="store_true",
                   help="print the acceptance table: published method vs the document's averages, fit errors")

    p = sub.add_parser("compute", help="compute a plan and print its results")
    p.add_argument("plan", help="plan file (.cicsplan.json)")
    p.add_argument("--json", action="store_true", help="print the documented JSON result object")
    p.add_argument("--scenario", help="scenario name (default: the first)")
    p.add_argument("--ranges", action="store_true",
                   help="add ranges from assumptions (5th-95th percentile) and the tornado of their sources")
    p.add_argument("--capacity", metavar="FILE", help=CAPACITY_HELP)

    p = sub.add_parser("compare", help="scenarios side by side, with the change against the first")
    p.add_argument("plan", help="plan file (.cicsplan.json)")
    p.add_argument("--scenario", action="append", help="a scenario to compare (repeat; default: all, in order)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.add_argument("--capacity", metavar="FILE", help=CAPACITY_HELP)

    p = sub.add_parser("explain", help="show how a result was computed: formula, values, sources")
    p.add_argument("plan", help="plan file (.cicsplan.json)")
    p.add_argument("workload", help="workload name (or its row number, from 1)")
    p.add_argument("quantity", nargs="?", default="wl_total_ms",
                   help="what to explain (default wl_total_ms); e.g. total_ms, gcp_ms, ziip_ms, cpu_pct")
    p.add_argument("--space", help="address space for per-address-space quantities (e.g. CICS, TCPIP)")
    p.add_argument("--scenario", help="scenario name (default: the first)")

    p = sub.add_parser("schema", help="print the JSON Schema of plan files")

    p = sub.add_parser("report", help="write the sizing report: PDF (.pdf) or Excel workbook with live formulas "
                                      "(.xlsx)")
    p.add_argument("plan", help="plan file (.cicsplan.json)")
    p.add_argument("-o", "--output", required=True, help="output file: NAME.pdf or NAME.xlsx")
    p.add_argument("--scenario", help="scenario name (default: every scenario, the first in full)")
    p.add_argument("--capacity", metavar="FILE", help=CAPACITY_HELP)

    machines_cli.add_machines_parser(sub, CAPACITY_HELP)
    calibrate_cli.add_calibrate_parser(sub)
    size_cli.add_size_parser(sub)
    rmf_cli.add_rmf_parser(sub)
    calibrate_cli.add_user_catalog_options(sub)  # --user-catalog DIR on every command that reads the catalog
    return parser


def command_names() -> list[str]:
    """Every command the parser holds, in the order it lists them (whatever commands are registered)."""
    action = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return list(action.choices)


def not_a_command(word: str, commands: Sequence[str]) -> str:
    """The error for a first word that is neither a command nor a plan file: the commands, the nearest first."""
    nearest = difflib.get_close_matches(word.lower(), commands, n=1, cutoff=0.6)
    hint = f" Did you mean '{nearest[0]}'?" if nearest else ""
    return (f"cicsplan: '{word}' is not a command, and no plan file of that name exists.{hint} The commands: "
            f"{', '.join(commands)} ('cicsplan COMMAND --help' for one); 'cicsplan PLAN' opens the workbook on a plan "
            "file.")


def run_cli(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = ShownText(out or sys.stdout)
    err = ShownText(err or sys.stderr)
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return int(exc.code or 0)
    if args.command is None:
        parser.print_help(out)
        return EXIT_OK
    try:
        if args.command == "calibrate":
            return calibrate_cli.calibrate_command(args, out, err)
        if args.command == "catalog":
            return commands.catalog(args, out, err)
        if args.command == "size":
            return size_cli.size_command(args, out, err)
        if args.command == "machines":
            return machines_cli.machines_command(args, out, err)
        if args.command == "rmf":
            return rmf_cli.rmf_command(args, out, err)
        if args.command == "compute":
            return commands.compute(args, out, err)
        if args.command == "compare":
            return commands.compare_command(args, out, err)
        if args.command == "explain":
            return commands.explain_command(args, out, err)
        if args.command == "report":
            from cicsplan.cli.report_cli import report_command  # Qt is needed for PDF: imported only here

            return report_command(args, out, err)
        if args.command == "schema":
            from cicsplan.core.plan.schema import plan_schema

            out.write(json_text(plan_schema(), indent=2) + "\n")
            return EXIT_OK
    except UserError as exc:
        err.write(f"cicsplan: {exc}\n")
        return EXIT_INPUT
    except BrokenPipeError:
        return EXIT_OK
    return EXIT_INTERNAL
