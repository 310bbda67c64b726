"""How the charts tell their series apart, on screen, in the PDF and in black-and-white print: each series has
a colour (Okabe-Ito, safe for colour-blind readers) AND a fill pattern or line style, so a grey printout still
separates them. The PDF's charts (chart_paint) and the workbook's (gui.sheets.charts) take their styles here."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor

PALETTE = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000"]

# bar segments: the first solid, the rest hatched over their colour; the glyph is the pattern in a text legend
PATTERNS = [Qt.BrushStyle.SolidPattern, Qt.BrushStyle.BDiagPattern, Qt.BrushStyle.CrossPattern,
            Qt.BrushStyle.HorPattern, Qt.BrushStyle.FDiagPattern, Qt.BrushStyle.VerPattern,
            Qt.BrushStyle.DiagCrossPattern, Qt.BrushStyle.Dense4Pattern]
PATTERN_GLYPHS = ["\u25a0", "\u25a8", "\u25a6", "\u25a4", "\u25a7", "\u25a5", "\u25a9", "\u2592"]

# lines: solid, dashed, dash-dot-dot, dotted (dash-dot is the target's line); a line's name is also written at its
# end (a direct label)
LINE_STYLES = [Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DashDotDotLine, Qt.PenStyle.DotLine]
LINE_GLYPHS = ["\u2501\u2501", "\u2505\u2505", "\u2501\u00b7\u00b7\u2501", "\u00b7\u00b7\u00b7"]


def colour(k: int) -> QColor:
    return QColor(PALETTE[k % len(PALETTE)])


def tint(k: int) -> QColor:
    """The series' colour lightened, under its hatch: the pattern stays readable on it in grey."""
    return colour(k).lighter(150) if k % len(PATTERNS) else colour(k)


def hatch(k: int) -> QBrush | None:
    """The pattern drawn over a bar segment's tint (None for the solid first series)."""
    style = PATTERNS[k % len(PATTERNS)]
    return None if style == Qt.BrushStyle.SolidPattern else QBrush(QColor(0, 0, 0), style)


def line_style(k: int) -> Qt.PenStyle:
    return LINE_STYLES[k % len(LINE_STYLES)]
