"""Entry point: ``cicsplan`` opens the workbook; ``cicsplan COMMAND ...`` runs the headless CLI.

The CLI path must not import the GUI (it starts fast and runs where there is no display),
so the GUI is imported only when no command is given.
"""

from __future__ import annotations

import sys

from cicsplan.cli.main import COMMANDS, run_cli


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "--self-test":
        from cicsplan.selftest import run_self_test

        return run_self_test(args[1:])
    if args and (args[0] in COMMANDS or args[0].startswith("-")):
        return run_cli(args)
    from cicsplan.gui.launch import run_gui  # deferred: keeps Qt out of the CLI path

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
