"""Plain-text tables for the terminal."""

from __future__ import annotations

from collections.abc import Sequence

from cicsplan.core.common.text import report_text


def render_table(headers: Sequence[str], rows: Sequence[Sequence[object]], right: Sequence[bool] | None = None,
                 indent: str = "") -> str:
    """Columns padded to their widest cell; numbers right-aligned where ``right`` says so. Cells are shown as
    report text (bidirectional controls made visible) before they are measured, so columns stay aligned."""
    cells = [_shown(headers)] + [_shown(row) for row in rows]
    widths = [max(map(len, column)) for column in zip(*cells, strict=True)]
    right = right or [False] * len(headers)
    # one format per table, filled a row at a time: a comparison of 10,000 workloads has millions of cells
    line = "  ".join(f"{{:{'>' if right[i] else '<'}{w}}}" for i, w in enumerate(widths))
    lines = [indent + line.format(*cells[0]).rstrip(), indent + "  ".join("-" * w for w in widths)]
    lines += [indent + line.format(*row).rstrip() for row in cells[1:]]
    return "\n".join(lines)


def _shown(row: Sequence[object]) -> list[str]:
    texts = ["" if c is None else str(c) for c in row]
    return texts if "".join(texts).isascii() else [report_text(t) for t in texts]  # ASCII holds no bidi control


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
