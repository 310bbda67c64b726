"""Counts in words: "1 region", "2 regions", "0 zIIPs", "1.5 CPs", never "region(s)".

A count is written as the project writes counts elsewhere: thousands separated by commas ("1,200 rows"),
a whole number without decimals whatever its type (2.0 from a spreadsheet cell is "2"), and a fraction of
an engine or region with up to three decimals, as an engines' worth is shown.
"""

from __future__ import annotations

import math
import numbers

FRACTION_DECIMALS = 3  # a thousandth of an engine, as figures.DECIMALS["engines"]


def count_text(n: float) -> str:
    """``n`` as a count is written: "1", "1,200", "1.5", "0.333"; "n/a" when not a number."""
    value = float(n)
    if not math.isfinite(value):
        return "n/a"
    text = f"{value:,.0f}" if value.is_integer() else f"{value:,.{FRACTION_DECIMALS}f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text  # no "-0 CPs" from a tiny negative rounding error


def counted(n: numbers.Real, noun: str, plural: str | None = None) -> str:
    """"1 CP", "2 CPs", "0 zIIPs", "1.5 CPs", "1,200 rows"; ``plural`` for a noun whose plural is not noun + "s"
    (``counted(2, "degree of freedom", "degrees of freedom")``)."""
    written = count_text(n)
    return f"{written} {noun_for(n, noun, plural)}"


def noun_for(n: numbers.Real, noun: str, plural: str | None = None) -> str:
    """The noun alone in the number ``n`` asks for, where the count is said elsewhere: "the key 'name'",
    "the keys 'a', 'b'". Singular exactly when ``counted`` writes the count as "1"."""
    return noun if count_text(n) == "1" else (plural or noun + "s")


def value_text(value: object, most_chars: int = 40) -> str:
    """A value from a file or a cell as a sentence names it, never as Python writes it: text in quotes (shortened),
    numbers as numbers, true/false and empty as a plan file or a spreadsheet spells them, a list or a group of
    fields by what it is ("[1, 2]" and "{'a': 1}" mean nothing to a planner)."""
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return "the yes/no value " + ("true" if value else "false")
    if isinstance(value, str):
        shown = value if len(value) <= most_chars else value[:most_chars - 3] + "..."
        # a control or a direction mark is shown by its code, never let loose in the message
        return "'" + "".join(c if c.isprintable() else _code(c) for c in shown) + "'"
    if isinstance(value, int):
        if abs(value) < 10**15:
            return f"{value:,}"
        return f"a whole number of about {int(value.bit_length() * 0.30103) + 1:,} digits"  # no float holds it
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, list | tuple):
        return "an empty list" if not value else f"a list of {counted(len(value), 'value')}"
    if isinstance(value, dict):
        return "an empty group of fields" if not value else f"a group of {counted(len(value), 'field')}"
    return "a value of another kind"


def _code(char: str) -> str:
    point = ord(char)
    return f"\\x{point:02x}" if point < 0x100 else f"\\u{point:04x}" if point < 0x10000 else f"\\U{point:08x}"
