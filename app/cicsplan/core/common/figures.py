"""How a figure is written, one rule per quantity, for every place that shows one (workbook, PDF, Excel text,
command line): a column of the same quantity then has the same decimals in every row and every scenario.

Changes: a percentage (busy %, % of one engine) changes in percentage points, anything else by its relative
change in %; a relative change above RATIO_ABOVE_PCT is written as a multiple ("×30.9"), which keeps the size
of the change readable where "+2993.5%" hides it in digits and ">+1000 %" would drop it altogether.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

# decimals of each unit: enough to tell two scenarios apart, never more than the inputs carry
DECIMALS: dict[str, int] = {
    "ms/tran": 4, "ms": 4,  # CPU per transaction: tenths of a microsecond (catalog costs are 0.01 ms and less)
    "%": 1, "% of one engine": 1, "pts": 1,  # busy: a tenth of a percent
    "tps": 1, "tps per 100% LPAR": 1, "per s": 1,  # rates: a tenth of a transaction per second
    "engines": 3,  # engines' worth: a thousandth of an engine
    "MSU": 1,
    "share": 4,
}
RATIO_ABOVE_PCT = 1000.0  # a relative change above +1000% (more than 11 times) is written as a multiple


def figure(value: float | str | None, unit: str = "") -> str:
    """``value`` as a planner reads it, in the fixed decimals of ``unit``; "n/a" when not defined."""
    if isinstance(value, str):
        return value
    if value is None:
        return "n/a"
    value = float(value)
    if not math.isfinite(value):
        return "n/a"
    decimals = DECIMALS.get(unit)
    if decimals is not None:
        text = f"{value:,.{decimals}f}"
        return text[1:] if text[0] == "-" and float(text.replace(",", "")) == 0 else text  # no "-0.0"
    if value.is_integer() and abs(value) < 1e12:
        return f"{value:,.0f}"
    return f"{value:,.4g}"


def as_typed(value: float) -> str:
    """An input as the planner typed it: 200 reads "200", 0.35 "0.35", 12500 "12,500" (not in the decimals of its
    unit, which would make a typed 200 read "200.0000")."""
    if not math.isfinite(value):
        return "n/a"
    text = f"{value:,.10f}".rstrip("0").rstrip(".")  # up to ten decimals, never "1e-05"
    return "0" if text in ("-0", "") else text


def figures_of(values: Sequence[float | str | None], unit: str = "") -> list[str]:
    """``figure(v, unit)`` of each value, the same texts: a row of a comparison of 20 scenarios x 10,000 workloads
    is one of some 100,000, so the unit's format is looked up once per row and a finite positive number is
    formatted at once (everything else goes through ``figure``)."""
    decimals = DECIMALS.get(unit)
    if decimals is None:
        return [figure(v, unit) for v in values]
    spec, zero = f",.{decimals}f", figure(0.0, unit)
    # a finite float above 0 at once, 0.0 and -0.0 as figure writes them, the rest of figure's cases by figure (v - v
    # is 0.0 only for a finite v)
    return [(format(v, spec) if v > 0.0 and v - v == 0.0 else zero if v == 0.0 else figure(v, unit))
            if v.__class__ is float else figure(v, unit) for v in values]


def as_percent(value: float | None, unit: str) -> tuple[float | None, str]:
    """A share (0 to 1) as the percentage every view writes busy and shares in: (0.2123, "share") gives
    (21.23, "%"); any other unit is returned as it is."""
    if unit != "share":
        return value, unit
    return (None if value is None else float(value) * 100.0), "%"


def relative_change(pct: float | None) -> str:
    """A relative change in %: "+14.8%", "-45.5%", "×30.9" above RATIO_ABOVE_PCT, "0.0%" when it rounds to
    nothing; "" when not defined."""
    if pct is None or not math.isfinite(pct):
        return ""
    if pct > RATIO_ABOVE_PCT:
        return f"×{1.0 + pct / 100.0:,.1f}"
    return _with_sign(pct, f"{abs(pct):.1f}") + "%"


def points_change(points: float | None, decimals: int = DECIMALS["pts"]) -> str:
    """A change of a percentage, in percentage points: "+4.8 pts" (``decimals`` more in a tooltip's detail)."""
    if points is None or not math.isfinite(points):
        return ""
    return _with_sign(points, f"{abs(points):.{decimals}f}") + " pts"


def signed(value: float | None, unit: str) -> str:
    """An absolute change in the decimals of ``unit``, with its sign: "+1.3000"."""
    if value is None or not math.isfinite(value):
        return ""
    return _with_sign(value, figure(abs(value), unit))


def _with_sign(value: float, text: str) -> str:
    """``text`` (the change's size as written) with the change's sign; none when it reads as zero: a change that
    rounds to nothing is neither up nor down ("0.0%", not "-0.0%" or "+0.0%")."""
    if not text.strip("0.,"):
        return text
    return ("-" if value < 0 else "+") + text
