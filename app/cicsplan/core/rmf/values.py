"""Numbers, times and dates as RMF prints them, read strictly: a value RMF would not write is refused with a
sentence naming where it stood, never guessed (a report converted with another language's number format,
"12,34", must not become 1,234).
"""

from __future__ import annotations

import datetime as dt
import math
import re

from cicsplan.core.rmf.records import RmfError

NOT_AVAILABLE = ("N/A", "NA", "----", "-----", "---", "")
MAX_NUMBER = 1e15  # far beyond any count or percent of a report; a longer digit run is damage
_NUMBER = re.compile(r"[+-]?(?:\d{1,15}(?:\.\d{1,9})?|\.\d{1,9})([KMG])?")
_SCALE = {None: 1.0, "K": 1e3, "M": 1e6, "G": 1e9}
_LOCALE_HINT = re.compile(r"[+-]?\d{1,3}(?:[.,\u00a0 ']\d{3})+(?:[.,]\d+)?|[+-]?\d+,\d+")
_DATE = re.compile(r"(\d{2})/(\d{2})/(\d{4})")
_CLOCK = re.compile(r"(\d{2})[.:](\d{2})[.:](\d{2})")
MAX_INTERVAL_S = 31 * 24 * 3600  # RMF's longest reporting period is far shorter; more is damage


def number(text: str | None, where: str, what: str) -> float | None:
    """A number as RMF prints it ("12.34", "898K"); None for N/A or a blank; RmfError naming ``where``."""
    value = (text or "").strip()
    if value.upper() in NOT_AVAILABLE:
        return None
    match = _NUMBER.fullmatch(value.upper())
    if match is None:
        shown = value if len(value) <= 40 else value[:37] + "..."
        if _LOCALE_HINT.fullmatch(value):
            raise RmfError(f"{where}: {what} is {shown!r}, written with a decimal comma or thousands separators; "
                           "RMF writes numbers with a decimal point and no separators. Was the report converted "
                           "with another language's number format? Use the report as RMF wrote it.")
        raise RmfError(f"{where}: {what} is {shown!r}, not a number as RMF writes it (such as 12.34 or 898K)")
    result = float(value.upper().rstrip("KMG")) * _SCALE[match.group(1)]
    if not math.isfinite(result) or abs(result) > MAX_NUMBER:
        raise RmfError(f"{where}: {what} is {value!r}, beyond any figure of an RMF report")
    return result


def count(text: str | None, where: str, what: str) -> int | None:
    """A whole number of processors or the like; refused when negative or fractional."""
    value = number(text, where, what)
    if value is None:
        return None
    if value < 0 or not float(value).is_integer() or value > 100_000:
        raise RmfError(f"{where}: {what} is {text!r}; a whole number from 0 to 100,000 was expected")
    return int(value)


def percent(text: str | None, where: str, what: str, most: float = 100.0) -> float | None:
    """A percentage from 0 to ``most`` (APPL % may exceed 100: it is a percent of one engine)."""
    value = number(text, where, what)
    if value is not None and not 0 <= value <= most:
        raise RmfError(f"{where}: {what} is {text!r}; RMF prints it from 0 to {most:g}")
    return value


def duration_s(text: str, where: str, what: str, fraction_digits: int | None = None) -> float | None:
    """A time as RMF prints it, HHH.MM.SS.TTT (or .FFFFFF) with leading groups left out: "303" is 0.303 s,
    "25.107" 25.107 s, "1.02.03.004" an hour, two minutes, 3.004 s. ``fraction_digits`` is the heading's (3 for
    TTT, 6 for FFFFFF); None reads the last group as a decimal fraction of its own length."""
    value = text.strip()
    if value.upper() in NOT_AVAILABLE:
        return None
    groups = re.split(r"[.:]", value)
    if not 1 <= len(groups) <= 4 or not all(g.isdigit() and len(g) <= 9 for g in groups):
        raise RmfError(f"{where}: {what} is {value[:40]!r}, not a time as RMF writes it (HHH.MM.SS.TTT)")
    *whole, fraction = groups
    digits = fraction_digits or len(fraction)
    seconds = int(fraction) / 10 ** digits
    for unit, group in zip((1, 60, 3600), reversed(whole), strict=False):
        if unit < 3600 and int(group) >= 60:
            raise RmfError(f"{where}: {what} is {value!r}: {group} is not a count of minutes or seconds (0 to 59)")
        seconds += int(group) * unit
    return seconds


def interval_s(text: str, where: str) -> float:
    """A reporting interval: "29.59.996" or "29:59.996" (MM.SS.TTT), "29:59:997" (the XML's minutes unit),
    "01.00.00.000" (HH.MM.SS.TTT)."""
    value = text.strip()
    groups = re.split(r"[.:]", value)
    if not 2 <= len(groups) <= 4 or not all(g.isdigit() and 0 < len(g) <= 9 for g in groups):
        raise RmfError(f"{where}: the interval is {value[:40]!r}, not a length as RMF writes it (MM.SS.TTT)")
    numbers = [int(g) for g in groups]
    if len(groups) == 2:  # MM.SS
        seconds = numbers[0] * 60 + numbers[1]
    else:
        *whole, fraction = numbers
        seconds = fraction / 10 ** len(groups[-1])
        for unit, group in zip((1, 60, 3600), reversed(whole), strict=False):
            seconds += group * unit
    if not 0 < seconds <= MAX_INTERVAL_S:
        raise RmfError(f"{where}: the interval is {value!r}; an RMF interval is above 0 and at most 31 days")
    return float(seconds)


def timestamp(date_text: str, clock_text: str, where: str) -> dt.datetime:
    """"07/27/2021" and "10.00.00" (RMF's MM/DD/YYYY and HH.MM.SS) as a date and time."""
    date = _DATE.fullmatch(date_text.strip())
    clock = _CLOCK.fullmatch(clock_text.strip())
    if date is None or clock is None:
        raise RmfError(f"{where}: the date and time are {date_text.strip()[:20]!r} {clock_text.strip()[:20]!r}; "
                       "RMF writes MM/DD/YYYY and HH.MM.SS")
    month, day, year = (int(g) for g in date.groups())
    hour, minute, second = (int(g) for g in clock.groups())
    try:
        return dt.datetime(year, month, day, hour, minute, second)
    except ValueError:
        raise RmfError(f"{where}: {date_text.strip()} {clock_text.strip()} is not a date and time "
                       "(MM/DD/YYYY HH.MM.SS)") from None


def yes_no(text: str | None) -> bool | None:
    value = (text or "").strip().upper()
    return True if value in ("Y", "YES") else False if value in ("N", "NO") else None


def capping_flags(text: str, where: str) -> tuple[bool | None, bool | None, bool | None]:
    """CAPPING DEF "Y N N": initial capping, absolute (LPAR hardware) capping, hardware group capping."""
    flags = text.split()
    if not flags:
        return None, None, None
    if len(flags) > 3 or any(f.upper() not in ("Y", "N", "YES", "NO") for f in flags):
        raise RmfError(f"{where}: capping is {text.strip()[:30]!r}; RMF writes up to three Y or N flags "
                       "(initial, absolute, group)")
    read = [yes_no(f) for f in flags] + [None] * (3 - len(flags))
    return read[0], read[1], read[2]
