"""Plain-text tables for the terminal."""

from __future__ import annotations

from collections.abc import Sequence

from cicsplan.core.common.text import report_text


def render_table(headers: Sequence[str], rows: Sequence[Sequence[object]], right: Sequence[bool] | None = None,
                 indent: str = "") -> str:
    """Columns padded to their widest cell; numbers right-aligned where ``right`` says so. Cells are shown as
    report text (bidirectional controls made visible) before they are measured, so columns stay aligned."""
    cells = [[report_text(str(h)) for h in headers]] + [["" if c is None else report_text(str(c)) for c in row]
                                                        for row in rows]
    widths = [max(map(len, column)) for column in zip(*cells, strict=True)]
    right = right or [False] * len(headers)
    lines = []
    for n, row in enumerate(cells):
        parts = [cell.rjust(widths[i]) if right[i] else cell.ljust(widths[i]) for i, cell in enumerate(row)]
        lines.append(indent + "  ".join(parts).rstrip())
        if n == 0:
            lines.append(indent + "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def ms(value: float | None, digits: int = 4) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def rate(value: float | None) -> str:
    return "n/a" if value is None else f"{value:,.2f}"


def figure(value: float | str | None) -> str:
    """A figure of any size: whole above 1,000 (rates, ITRs), else 4 significant digits; text as it is."""
    if value is None:
        return "n/a"
    if isinstance(value, str):
        return value
    return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:,.4g}"
