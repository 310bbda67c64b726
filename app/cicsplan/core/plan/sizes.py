"""Sizes as planners type them: '32 KB', '1 MB', '4,000 bytes' or a bare number of bytes. One reader for the
grid's size cells and the Routing words, so that a unit the sheet's hint offers reads the same everywhere."""

from __future__ import annotations

import math
import re

_SIZE = re.compile(r"^\s*([0-9][0-9,_]*(?:\.[0-9]+)?)\s*(b|bytes?|k|kb|kib|m|mb|mib)?\s*$", re.IGNORECASE)
_MULTIPLIER = {None: 1, "b": 1, "byte": 1, "bytes": 1, "k": 1024, "kb": 1024, "kib": 1024,
               "m": 1024 * 1024, "mb": 1024 * 1024, "mib": 1024 * 1024}


def parse_bytes(text: str) -> int | float | str:
    """'32 KB' -> 32768 (1 KB = 1,024 bytes); anything else is returned for the engine to judge."""
    match = _SIZE.match(text)
    if not match:
        return text
    number = float(match.group(1).replace(",", "").replace("_", ""))
    value = number * _MULTIPLIER[(match.group(2) or "").lower() or None]
    if not math.isfinite(value):
        return text  # hundreds of digits: no size, and the engine says so
    return round(value) if match.group(2) else (int(value) if value.is_integer() else value)
