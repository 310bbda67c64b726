"""Entry point: ``cicsplan`` opens the workbook; ``cicsplan COMMAND ...`` runs the headless CLI.

The CLI path must not import the GUI (it starts fast and runs where there is no display),
so the GUI is imported only when no command is given.
"""

from __future__ import annotations

import os
import sys

EXIT_INPUT = 2


def one_blas_thread() -> None:
    """numpy's OpenBLAS (the Linux and Windows wheels) starts a worker thread per core when numpy is imported, and
    those threads spend CPU that the work never uses: the engine's arrays are worked element by element and its few
    matrix products are a handful of numbers. One thread keeps that start-up CPU off every command (about a sixth
    of `compute --json`'s CPU on 2 cores, issue 29). Read by OpenBLAS as numpy loads, so set before any import of
    it; a value the user set is kept."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def utf8_when_redirected() -> None:
    """On Windows, output sent to a file or a pipe is written in the ANSI code page (cp1252), which lacks
    characters cicsplan prints (the minus sign of `explain`'s formulas): `cicsplan explain ... > out.txt`
    would stop with an encoding error. Write UTF-8 there instead, as Python itself will by default (PEP 686).
    A console keeps Python's own Unicode output; other systems are untouched."""
    if sys.platform != "win32":
        return
    for stream in (sys.stdout, sys.stderr):
        if stream is not None and not stream.isatty() and (stream.encoding or "").lower() not in ("utf-8", "utf8"):
            stream.reconfigure(encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    one_blas_thread()
    utf8_when_redirected()
    if args == ["--version"]:  # what the parser's --version prints, without building it (argparse, re, gettext)
        from cicsplan import __version__

        sys.stdout.write(f"cicsplan {__version__}\n")
        return 0
    from cicsplan.cli.main import command_names, run_cli

    if args and args[0] == "--self-test":
        from cicsplan.selftest import run_self_test

        return run_self_test(args[1:])
    if args and (args[0] in command_names() or args[0].startswith("-")):
        return run_cli(args)
    problem = _not_a_plan(args)
    if problem:  # said before any window opens (and where there is no display to open one)
        sys.stderr.write(problem + "\n")
        return EXIT_INPUT
    from cicsplan.gui.launch import run_gui  # deferred: keeps Qt out of the CLI path

    return run_gui(args)


def _not_a_plan(args: list[str]) -> str:
    """Why ``cicsplan ARGS`` cannot open the workbook: a word that is not a command, a plan file that does not
    exist, or words after the plan; "" when it can (no argument, or one plan file that is there)."""
    if not args:
        return ""
    from pathlib import Path  # not on the way to a command (cicsplan.cli.main imports no pathlib either)

    from cicsplan.cli.main import command_names, not_a_command

    path = Path(args[0])
    if not path.exists():
        if path.suffix or len(path.parts) > 1:  # written as a file: a plan that is not there
            return (f"cicsplan: there is no plan file '{args[0]}' (looked in {Path.cwd()}). 'cicsplan' alone opens "
                    "the workbook; File > Open Recent has the plans opened before.")
        return not_a_command(args[0], command_names())
    if path.is_dir():
        return f"cicsplan: '{args[0]}' is a folder, not a plan file (.cicsplan.json)"
    if len(args) > 1:
        return (f"cicsplan: the workbook opens one plan file; '{args[1]}' after '{args[0]}' is not understood "
                f"(commands come first: 'cicsplan COMMAND ...', one of {', '.join(command_names())})")
    return ""


if __name__ == "__main__":
    sys.exit(main())
