"""Each command imports only what it runs (issue 29: `cicsplan --version` and `cicsplan catalog` start within a
blink of the bare interpreter): checked in a fresh interpreter, by the modules it has loaded when the command
is done. How fast that is, is measured by benchmarks/bench_startup.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cicsplan.__main__ import main
from cicsplan.cli.main import COMMANDS, build_parser, command_names, run_cli

REPO = Path(__file__).resolve().parents[2]
LOADED = """
import io, json, sys
from cicsplan.__main__ import main
sys.stdout = io.StringIO()
main(sys.argv[1:])
sys.__stdout__.write(json.dumps(sorted(sys.modules)))
"""

ENGINE = ("cicsplan.core.model.engine", "cicsplan.core.model.calc", "cicsplan.core.rmf.read",
          "cicsplan.core.analysis.sizing", "cicsplan.core.analysis.calibrate", "cicsplan.core.hardware.zpcr_summary",
          "filelock")


def loaded_by(*args: str) -> set[str]:
    """The modules loaded by a command run a second time (the first may write the data files' cache, as a first
    start after installing does)."""
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", LOADED, *args], capture_output=True, text=True, check=True,
                              timeout=120)
    return set(json.loads(done.stdout))


def test_version_loads_neither_numpy_nor_the_catalog_nor_the_parser():
    loaded = loaded_by("--version")
    assert not loaded & {"numpy", "cicsplan.core.catalog.catalog", "argparse", *ENGINE}
    assert not [name for name in loaded if name.startswith("cicsplan.cli.")]


def test_version_prints_what_the_parser_prints(capsys):
    assert run_cli(["--version", "--version"]) == 0  # two words: the parser's own --version
    assert main(["--version"]) == 0
    by_parser, fast = capsys.readouterr().out.splitlines(keepends=True)
    assert fast == by_parser and fast.startswith("cicsplan ")


def test_catalog_loads_nothing_of_the_engine_and_its_list_not_even_the_catalog():
    assert not loaded_by("catalog", "cws-http") & set(ENGINE)
    assert not loaded_by("catalog") & {"numpy", "cicsplan.core.catalog.catalog", "shutil", *ENGINE}  # the cache


def test_compute_json_loads_only_what_it_runs():
    """What only an error message needs (difflib's close matches) and what only the text tables, the workbook or
    the other commands use stay out of `compute --json`, the command issue 29 times against the spreadsheet; so do
    the TOML reader (the shipped files come from the data cache) and numpy.typing (for annotations alone)."""
    sample = str(REPO / "resources" / "samples" / "getting-started.cicsplan.json")
    loaded = loaded_by("compute", sample, "--json")
    assert "cicsplan.core.model.engine" in loaded
    assert not loaded & {"difflib", "PySide6", "cicsplan.core.rmf.read", "cicsplan.core.analysis.sizing",
                         "cicsplan.core.analysis.calibrate", "cicsplan.core.model.explain", "filelock",
                         "tomllib", "numpy.typing"}


@pytest.mark.parametrize("columns", [60, 150])
def test_help_is_as_wide_as_the_terminal(columns):
    """The parser's formatter learns the width without shutil, as shutil would tell it (COLUMNS here)."""
    env = {**os.environ, "COLUMNS": str(columns)}
    done = subprocess.run([sys.executable, "-m", "cicsplan", "compute", "--help"], capture_output=True, text=True,
                          check=True, timeout=120, env=env)
    widest = max(len(line) for line in done.stdout.splitlines())
    assert columns - 20 < widest <= columns - 2  # argparse keeps a margin of 2


def test_help_still_lists_every_command(capsys):
    assert run_cli(["--help"]) == 0
    shown = capsys.readouterr().out
    assert all(command in shown for command in COMMANDS)


def test_the_commands_named_are_those_the_full_parser_holds_in_its_order():
    """cli.main.command_names (the strict command line's list and its 'did you mean') names them without building
    the parser: a command added to the parser and not to COMMANDS would be refused as not a command."""
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    assert list(sub.choices) == list(COMMANDS) == command_names()


@pytest.mark.parametrize("command", COMMANDS)
def test_each_commands_parser_alone_has_the_options_of_the_full_one(command):
    def options(parser):
        sub = next(a for a in parser._actions if a.dest == "command")
        return sorted(opt for action in sub.choices[command]._actions for opt in action.option_strings)

    assert options(build_parser((command,))) == options(build_parser())


BLAS_THREADS = """
import io, os, sys
from cicsplan.__main__ import main
sys.stdout = io.StringIO()
main(["catalog"])
import numpy  # numpy's OpenBLAS reads its thread count as it loads
sys.__stdout__.write(os.environ.get("OPENBLAS_NUM_THREADS", "unset"))
"""


@pytest.mark.parametrize(("given", "used"), [(None, "1"), ("3", "3")])
def test_numpy_starts_one_blas_thread_unless_the_user_chose_a_count(given, used):
    """OpenBLAS's worker threads cost start-up CPU that no command uses (issue 29); a count set by the user stands."""
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    if given is not None:
        env["OPENBLAS_NUM_THREADS"] = given
    done = subprocess.run([sys.executable, "-c", BLAS_THREADS], capture_output=True, text=True, check=True,
                          timeout=120, env=env)
    assert done.stdout == used
