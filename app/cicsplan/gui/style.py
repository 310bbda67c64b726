"""Colours and number formats shared by the sheets; colours follow the system palette (light or dark)."""

from __future__ import annotations

import math

from PySide6.QtGui import QColor, QGuiApplication, QPalette

_BLENDS: dict[tuple[int, int, float], QColor] = {}


def _blend(base: QColor, tint: QColor, amount: float) -> QColor:
    # asked for on every repaint of every coloured cell: one QColor per palette and tint
    key = (base.rgba(), tint.rgba(), amount)
    colour = _BLENDS.get(key)
    if colour is None:
        colour = _BLENDS[key] = QColor(round(base.red() * (1 - amount) + tint.red() * amount),
                                       round(base.green() * (1 - amount) + tint.green() * amount),
                                       round(base.blue() * (1 - amount) + tint.blue() * amount))
    return colour


def _base() -> QColor:
    app = QGuiApplication.instance()
    palette = app.palette() if app else QPalette()
    return palette.color(QPalette.ColorRole.Base)


def is_dark() -> bool:
    return _base().lightness() < 128


def computed_background() -> QColor:
    """Read-only computed cells: a faint blue-grey, visibly not an input."""
    return _blend(_base(), QColor(70, 110, 160), 0.10 if not is_dark() else 0.22)


def error_background() -> QColor:
    return _blend(_base(), QColor(220, 40, 40), 0.28 if not is_dark() else 0.40)


def warning_background() -> QColor:
    return _blend(_base(), QColor(235, 180, 0), 0.25 if not is_dark() else 0.35)


def better_background() -> QColor:
    """A change for the better (Compare sheet); its opposite uses the error colour."""
    return _blend(_base(), QColor(0, 158, 115), 0.22 if not is_dark() else 0.35)


def override_background() -> QColor:
    return _blend(_base(), QColor(150, 60, 200), 0.16 if not is_dark() else 0.30)


def muted_text() -> QColor:
    app = QGuiApplication.instance()
    palette = app.palette() if app else QPalette()
    return palette.color(QPalette.ColorRole.PlaceholderText)


SATURATED = "saturated"  # an infinite figure: a queue with no steady state (as the grids' computed cells say)


# units whose figures are shown with a fixed number of decimals: ms to 4, percentages to 2, engines to 3
_FIXED_DECIMALS = {"ms/tran": 4, "ms": 4, "% of one engine": 2, "%": 2, "engines": 3}


def fixed_decimals(unit: str) -> int | None:
    """The decimals fmt_number shows a finite figure of ``unit`` with, None when they are not fixed."""
    return _FIXED_DECIMALS.get(unit)


def fmt_number(value: float | None, unit: str = "") -> str:
    """Numbers as a planner reads them: ms to 4 decimals, rates and bytes with thousands separators; an empty
    (not a number) value is blank, an infinite one "saturated", never Python's nan or inf."""
    if value is None or math.isnan(value):
        return ""
    if math.isinf(value):
        return SATURATED
    decimals = _FIXED_DECIMALS.get(unit)
    if decimals is not None:
        return f"{value:.{decimals}f}"
    if unit in ("bytes", "regions", "engines (whole)", "rows"):
        return f"{value:,.0f}"
    if unit == "tps":
        return f"{value:,.2f}".rstrip("0").rstrip(".") if value != int(value) else f"{value:,.0f}"
    if float(value).is_integer():
        return f"{value:,.0f}"
    return f"{value:,.6g}"


def fmt_general(value: float | None) -> str:
    """A figure of no fixed unit: whole numbers in full, others to six significant digits, thousands separated
    ("10,000", "2,147,483,647", "0.125", "1.5e-05");
    blank when empty, "saturated" when infinite."""
    if value is None or not math.isfinite(value):
        return fmt_number(value)
    if float(value).is_integer() and abs(value) < 1e15:  # a bound such as 2,147,483,647 is written in full
        return f"{value:,.0f}"
    return f"{value:,.6g}"
