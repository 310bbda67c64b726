"""Entry point: ``cicsplan`` opens the workbook; ``cicsplan COMMAND ...`` runs the headless CLI.

The CLI path must not import the GUI (it starts fast and runs where there is no display),
so the GUI is imported only when no command is given.
"""

from __future__ import annotations

import sys

from cicsplan.cli.main import COMMANDS, run_cli


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
    utf8_when_redirected()
    if args and args[0] == "--self-test":
        from cicsplan.selftest import run_self_test

        return run_self_test(args[1:])
    if args and (args[0] in COMMANDS or args[0].startswith("-")):
        return run_cli(args)
    from cicsplan.gui.launch import run_gui  # deferred: keeps Qt out of the CLI path

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
