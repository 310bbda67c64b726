"""Write app/cicsplan/core/common/records_code.py: the text ``dataclasses`` writes for each of cicsplan's records
(``__init__``, a frozen record's ``__setattr__`` and ``__delattr__``, a standard-library record's methods), as a
module whose compiled code Python's bytecode cache keeps. ``core.common.records`` hands that code to
``dataclasses`` instead of compiling the same text at every start (see its notes).

    .venv/bin/python scripts/records_code.py           # write the module again after changing a record
    .venv/bin/python scripts/records_code.py --check   # exit 1 when the module lacks a text of today's records

Every module of cicsplan is imported (the workbook's too, offscreen) and every text ``dataclasses`` runs for a
class of cicsplan's is kept, in a stable order. Run it with the Python the bundles are built with (3.11): another
Python writes other texts, which records.py then simply compiles.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import os
import pkgutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "app" / "cicsplan" / "core" / "common" / "records_code.py"

HEADER = '''"""The code ``dataclasses`` writes for cicsplan's records, kept compiled: written by
scripts/records_code.py (under Python {python}) from every record's definition; tests/common/test_records_code.py
checks it is up to date. Do not edit; run the script after changing a record. core.common.records takes a
function's code from here instead of compiling the same text at every start (see its notes); a text not here is
compiled as before.
"""
# ruff: noqa
# Each text below is exactly what dataclasses passes to exec(); no `from __future__` here, which would change how
# the functions' annotations are kept.

PYTHON = {python!r}
TEXTS = (
{texts}
)
_CODES = []
'''

FOOTER = '''
del __create_fn__


def codes():
    """Each text and the code of the ``__create_fn__`` it defines."""
    return dict(zip(TEXTS, _CODES, strict=True))
'''


def collect_texts() -> list[str]:
    """Every text dataclasses runs for a class of cicsplan's, once each, sorted."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from cicsplan.core.common import records  # installs records' exec; replaced below to see every text

    texts: set[str] = set()

    def recording_exec(source, globals=None, locals=None, /):
        if isinstance(source, str) and isinstance(globals, dict) and str(globals.get("__name__", "")).startswith(
                "cicsplan"):
            texts.add(source)
        return exec(source, globals, locals)

    dataclasses.exec = recording_exec
    try:
        import cicsplan

        for module in pkgutil.walk_packages(cicsplan.__path__, "cicsplan."):
            if module.name != "cicsplan.__main__":
                importlib.import_module(module.name)
    finally:
        dataclasses.exec = records._exec
    return sorted(texts)


def module_text(texts: list[str]) -> str:
    python = f"{sys.version_info[0]}.{sys.version_info[1]}"
    parts = [HEADER.format(python=python, texts="\n".join(f"    {text!r}," for text in texts))]
    for text in texts:
        parts.append(f"\n{text}\n_CODES.append(__create_fn__.__code__)\n")
    parts.append(FOOTER)
    return "".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the module is up to date")
    opts = parser.parse_args(argv)
    text = module_text(collect_texts())
    if opts.check:
        if TARGET.read_text(encoding="utf-8") != text:
            print(f"{TARGET.relative_to(REPO)} is not up to date with the records: run scripts/records_code.py")
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
