"""A planner's capacity file, as the CLI's --capacity and the workbook's Import Capacity Table read it.

Two kinds are read: IBM zPCR's Configuration Summary page (CheatSheet*.html, zpcr_summary) and a CSV table
(machines.parse_capacity_csv: one row per software model, or the full-speed n-way rows of earlier releases). The
answer is the capacity table a plan stores, with its name, its source and the date it was imported; anything else
is one MachineError sentence naming the file and what was expected.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

from cicsplan.core.common.userfiles import FileReadError, read_bytes
from cicsplan.core.hardware.errors import MachineError
from cicsplan.core.hardware.machines import parse_capacity_csv
from cicsplan.core.hardware.zpcr_summary import EXPECTED, MAX_BYTES, decode_text_file, read_configuration_summary

KINDS = (f"{EXPECTED}; or a CSV table with the columns model, pci (or MIPS) and msu, one row per software model "
         "(or type, n and AVERAGE)")


def read_capacity_file(path: Path, name: str | None = None, imported: date | None = None) -> dict[str, Any]:
    """The plan's capacity table from ``path``; ``name`` defaults to the file's name, ``imported`` to today."""
    path = Path(path)
    name = (name or "").strip() or path.name
    imported = imported or date.today()
    source = f"imported from {path.name}"
    try:
        data = read_bytes(path, MAX_BYTES, "capacity file")
    except FileReadError as exc:
        raise MachineError(str(exc)) from None
    text = decode_text_file(data, f"'{path.name}'", KINDS)  # every encoding first: a page in UTF-32 is a page
    if looks_like_html(text):
        summary = read_configuration_summary(text, f"'{path.name}'")
        return summary.as_plan_table(name, imported, source)
    try:
        return parse_capacity_csv(text, name, source, imported)
    except MachineError as exc:
        if "needs the columns" in str(exc) or "is empty" in str(exc):
            raise MachineError(f"'{path.name}' is neither a zPCR Configuration Summary page nor a capacity CSV: "
                               f"expected {KINDS}") from None
        raise MachineError(f"'{path.name}': {exc}") from None


def looks_like_html(text: str) -> bool:
    """A web page (zPCR's export) rather than a CSV: its first markup comes before any line of data."""
    head = text[:4096].removeprefix("\ufeff").lstrip().lower()
    return head.startswith(("<!doctype", "<html", "<table", "<head", "<body", "<!--", "<?xml", "<meta"))


