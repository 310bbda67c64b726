"""The headless command line: the same core the GUI uses, no Qt.

Exit codes: 0 success; 2 invalid input, a plan with errors, or a broken installation
(messages on stderr); 1 an unexpected internal failure.
"""

from __future__ import annotations

import argparse
import sys

from cicsplan import __version__
from cicsplan.cli.common import EXIT_INPUT, EXIT_OK, UserError, add_user_catalog_options
from cicsplan.core.common.text import report_text

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing on the way to `cicsplan --version`
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import TextIO

# Each command's module (and the core it needs: numpy, the catalog, the engine) is imported only when that command
# is parsed or run: `cicsplan --version` imports none of them and `cicsplan catalog` only the catalog's.

# in the order the parser lists them (tests/cli/test_lazy_imports.py checks that the full parser holds these)
COMMANDS = ("catalog", "compute", "compare", "explain", "schema", "report", "machines", "calibrate", "size",
            "rmf")

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


def terminal_columns() -> int:
    """The terminal's width as shutil.get_terminal_size gives it (COLUMNS when a positive number, else the width
    of the terminal on standard output, else 80), without importing shutil and the compression modules it brings."""
    import os

    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (AttributeError, ValueError, OSError):  # no standard output, or not a terminal
            columns = 0
    return columns or 80


class _Formatter(argparse.HelpFormatter):
    """argparse's help, as wide as the terminal: argparse makes a formatter for every option it adds (to check it)
    and asks shutil for the width each time, on the way to every command."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None):
        super().__init__(prog, indent_increment, max_help_position,
                         terminal_columns() - 2 if width is None else width)  # argparse's own margin of 2


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # argparse's default exits with 2 as well; keep the format
        self.print_usage(sys.stderr)
        self.exit(EXIT_INPUT, f"cicsplan: error: {message}\n")


CAPACITY_HELP = ("your capacity figures: IBM zPCR's Configuration Summary page (CheatSheet*.html) or a CSV with "
                 "model, pci and msu; they replace IBM's built-in ratings of the models they hold, for this run")


def build_parser(commands: Sequence[str] = COMMANDS) -> argparse.ArgumentParser:
    """The parser with the options of ``commands`` (by default every one)."""
    parser = _Parser(prog="cicsplan",
                     description="Capacity planning for IBM CICS on IBM Z. Without a command, opens the workbook "
                                 "(optionally on PLAN).")
    parser.add_argument("--version", action="version", version=f"cicsplan {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    if "catalog" in commands:
        p = sub.add_parser("catalog", help="list the measured ingress methods, or show one in full")
        p.add_argument("id", nargs="?", help="an ingress id to show in full (rows, costs, fit, flags)")
        p.add_argument("--json", action="store_true", help="print JSON instead of a table")
        p.add_argument("--check", action="store_true",
                       help="print the acceptance table: published method vs the document's averages, fit errors")
        p.add_argument("--links", action="store_true",
                       help="print what one DPL or function-shipped request costs the AOR's LPAR over each kind of "
                            "link between CICS regions (MRO, MRO over XCF, IPIC, LU6.2), as the documents measured it")

    if "compute" in commands:
        p = sub.add_parser("compute", help="compute a plan and print its results")
        p.add_argument("plan", help="plan file (.cicsplan.json)")
        p.add_argument("--json", action="store_true", help="print the documented JSON result object")
        p.add_argument("--scenario", help="scenario name (default: the first)")
        p.add_argument("--ranges", action="store_true",
                       help="add ranges from assumptions (5th-95th percentile) and the tornado of their sources")
        p.add_argument("--capacity", metavar="FILE", help=CAPACITY_HELP)

    if "compare" in commands:
        p = sub.add_parser("compare", help="scenarios side by side, with the change against the first")
        p.add_argument("plan", help="plan file (.cicsplan.json)")
        p.add_argument("--scenario", action="append", help="a scenario to compare (repeat; default: all, in order)")
        p.add_argument("--json", action="store_true", help="print JSON instead of a table")
        p.add_argument("--capacity", metavar="FILE", help=CAPACITY_HELP)

    if "explain" in commands:
        p = sub.add_parser("explain", help="show how a result was computed: formula, values, sources")
        p.add_argument("plan", help="plan file (.cicsplan.json)")
        p.add_argument("workload", help="workload name (or its row number, from 1)")
        p.add_argument("quantity", nargs="?", default="wl_total_ms",
                       help="what to explain (default wl_total_ms); e.g. total_ms, gcp_ms, ziip_ms, cpu_pct")
        p.add_argument("--space", help="address space for per-address-space quantities (e.g. CICS, TCPIP)")
        p.add_argument("--scenario", help="scenario name (default: the first)")

    if "schema" in commands:
        p = sub.add_parser("schema", help="print the JSON Schema of plan files")

    if "report" in commands:
        p = sub.add_parser("report", help="write the sizing report: PDF (.pdf) or Excel workbook with live formulas "
                                          "(.xlsx)")
        p.add_argument("plan", help="plan file (.cicsplan.json)")
        p.add_argument("-o", "--output", required=True, help="output file: NAME.pdf or NAME.xlsx")
        p.add_argument("--scenario", help="the scenario the report gives in full (default: the first); the other "
                                          "scenarios are compared with it")
        p.add_argument("--capacity", metavar="FILE", help=CAPACITY_HELP)

    if "machines" in commands:
        from cicsplan.cli import machines_cli

        machines_cli.add_machines_parser(sub, CAPACITY_HELP)
    if "calibrate" in commands:
        from cicsplan.cli import calibrate_cli

        calibrate_cli.add_calibrate_parser(sub)
    if "size" in commands:
        from cicsplan.cli import size_cli

        size_cli.add_size_parser(sub)
    if "rmf" in commands:
        from cicsplan.cli import rmf_cli

        rmf_cli.add_rmf_parser(sub)
    if sub.choices:
        add_user_catalog_options(sub)  # --user-catalog DIR on every command that reads the catalog
    return parser


def commands_reached(argv: Sequence[str]) -> Sequence[str]:
    """The commands whose options the arguments can reach: the one named first; none for a lone --version;
    otherwise every one (the help, and the error for an unknown command, list them all)."""
    if argv and argv[0] in COMMANDS:
        return (argv[0],)
    if list(argv) == ["--version"]:
        return ()
    return COMMANDS


def command_names() -> list[str]:
    """Every command the parser holds, in the order it lists them (named, not built: building the parser imports
    every command's module, which `cicsplan --version` and a single command do without)."""
    return list(COMMANDS)


def not_a_command(word: str, commands: Sequence[str]) -> str:
    """The error for a first word that is neither a command nor a plan file: the commands, the nearest first."""
    import difflib  # only for this error

    nearest = difflib.get_close_matches(word.lower(), commands, n=1, cutoff=0.6)
    hint = f" Did you mean '{nearest[0]}'?" if nearest else ""
    return (f"cicsplan: '{word}' is not a command, and no plan file of that name exists.{hint} The commands: "
            f"{', '.join(commands)} ('cicsplan COMMAND --help' for one); 'cicsplan PLAN' opens the workbook on a plan "
            "file.")


def run_cli(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = ShownText(out or sys.stdout)
    err = ShownText(err or sys.stderr)
    parser = build_parser(commands_reached(argv))
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return int(exc.code or 0)
    if args.command is None:
        parser.print_help(out)
        return EXIT_OK
    try:
        if args.command == "calibrate":
            from cicsplan.cli import calibrate_cli

            return calibrate_cli.calibrate_command(args, out, err)
        if args.command == "catalog":
            from cicsplan.cli.catalog_cli import catalog

            return catalog(args, out, err)
        if args.command == "size":
            from cicsplan.cli import size_cli

            return size_cli.size_command(args, out, err)
        if args.command == "machines":
            from cicsplan.cli import machines_cli

            return machines_cli.machines_command(args, out, err)
        if args.command == "rmf":
            from cicsplan.cli import rmf_cli

            return rmf_cli.rmf_command(args, out, err)
        if args.command in ("compute", "compare", "explain"):
            from cicsplan.cli import commands

            run = {"compute": commands.compute, "compare": commands.compare_command,
                   "explain": commands.explain_command}[args.command]
            return run(args, out, err)
        if args.command == "report":
            from cicsplan.cli.report_cli import report_command  # Qt is needed for PDF: imported only here

            return report_command(args, out, err)
        if args.command == "schema":
            from cicsplan.core.common.json_text import json_text
            from cicsplan.core.plan.schema import plan_schema

            out.write(json_text(plan_schema(), indent=2) + "\n")
            return EXIT_OK
    except UserError as exc:
        err.write(f"cicsplan: {exc}\n")
        return EXIT_INPUT
    except BrokenPipeError:
        return EXIT_OK
    return EXIT_INTERNAL
