"""Native Excel charts on the Charts sheet: CPU per transaction by address space and the general-CP /
zIIP split (over live formulas, so they move with the inputs), and LPAR busy as the rates grow (values
from cicsplan's sweep). Series are told apart by pattern as well as colour, for black-and-white print."""

from __future__ import annotations

from typing import Protocol

import numpy as np
from openpyxl.chart import BarChart, Reference, ScatterChart, Series
from openpyxl.chart.shapes import GraphicalProperties
from openpyxl.drawing.fill import ColorChoice, PatternFillProperties
from openpyxl.drawing.line import LineProperties
from openpyxl.worksheet.worksheet import Worksheet

from cicsplan.core.model.engine import ScenarioResult
from cicsplan.core.model.sweep import busy_chart_factors, sweep
from cicsplan.report.workbook_layout import Layout, coordinate
from cicsplan.report.workbook_style import sheet_heading, style_computed, style_header


class WorkbookBuilder(Protocol):
    """What the charts read from the workbook being built (report.workbook.WorkbookBuilder)."""

    result: ScenarioResult
    layout: Layout
    n: int  # workloads
    uses: np.ndarray  # workload x address space: the cells the workload uses
    used_spaces: list[int]

    def value_of(self, key: str, i: int | None = None, a: int | None = None, g: int | None = None) -> float | None:
        ...

    def put(self, ws: Worksheet, row: int, col: int, value, unit: str = "", kind: str = "plain"): ...

    def put_formula(self, ws: Worksheet, row: int, col: int, formula: str, cached: float | None, unit: str = ""):
        ...

PATTERNS = ["solidDmnd", "ltUpDiag", "dkHorz", "smCheck", "ltVert", "dashDnDiag", "pct20", "wdDnDiag"]
GREYS = ["1F1F1F", "3F3F3F", "5F5F5F", "2F2F2F", "4F4F4F", "6F6F6F", "7F7F7F", "0F0F0F"]
LINE_STYLES = ["solid", "dash", "sysDot", "lgDashDot"]


def sweep_factors(result) -> np.ndarray:
    return busy_chart_factors(result.limits(), 29)


def _patterned(series: Series, k: int) -> None:
    fill = PatternFillProperties(prst=PATTERNS[k % len(PATTERNS)])
    fill.foreground = ColorChoice(srgbClr=GREYS[k % len(GREYS)])
    fill.background = ColorChoice(srgbClr="FFFFFF")
    series.graphicalProperties = GraphicalProperties(pattFill=fill)
    series.graphicalProperties.line.solidFill = "000000"


def add_charts(ws: Worksheet, builder: WorkbookBuilder) -> None:
    sheet_heading(ws, "Charts", (
        "The first two charts read live formulas (they move with the inputs); the utilisation curve is "
        "cicsplan's sweep of the plan's mix (values)."
    ))
    row = 4
    row = _by_space(ws, builder, row)
    row = _split(ws, builder, row + 18)
    _utilisation(ws, builder, row + 18)
    ws.column_dimensions["A"].width = 30
    for col in range(2, 12):
        ws.column_dimensions[coordinate(col, 1)[:-1]].width = 14


def _by_space(ws: Worksheet, builder: WorkbookBuilder, row: int) -> int:
    result = builder.result
    spaces = builder.used_spaces
    if "total_ms" not in builder.layout.places or not builder.n:
        return row
    style_header(ws.cell(row=row, column=1, value="ms per transaction"))
    for k, a in enumerate(spaces):
        style_header(ws.cell(row=row, column=2 + k, value=result.space_names[a]))
    for i in range(builder.n):
        r_ = row + 1 + i
        ws.cell(row=r_, column=1, value=result.resolved.names[i])
        for k, a in enumerate(spaces):
            if builder.uses[i, a]:
                formula = "=" + builder.layout.ref("total_ms", ws.title, i, a)
                builder.put_formula(ws, r_, 2 + k, formula, builder.value_of("total_ms", i, a), "ms/tran")
            else:
                builder.put(ws, r_, 2 + k, 0.0, "ms/tran")
    chart = BarChart()
    chart.type = "bar"
    chart.grouping = "stacked"
    chart.overlap = 100
    chart.title = "CPU per transaction by address space (ms)"
    chart.y_axis.title = "ms per transaction"
    data = Reference(ws, min_col=2, max_col=1 + len(spaces), min_row=row, max_row=row + builder.n)
    chart.add_data(data, titles_from_data=True)
    chart.set_categories(Reference(ws, min_col=1, min_row=row + 1, max_row=row + builder.n))
    for k, series in enumerate(chart.series):
        _patterned(series, k)
    chart.height, chart.width = 8, 18
    ws.add_chart(chart, coordinate(3 + len(spaces), row))
    return row + 1 + builder.n


def _split(ws: Worksheet, builder: WorkbookBuilder, row: int) -> int:
    needed = ("wl_gcp_ms", "wl_spill_ms", "wl_ziip_ms")
    if not all(k in builder.layout.places for k in needed) or not builder.n:
        return row
    heads = ("general CPs (not eligible)", "eligible, ran on CPs", "zIIPs")
    style_header(ws.cell(row=row, column=1, value="ms per transaction"))
    for k, text in enumerate(heads):
        style_header(ws.cell(row=row, column=2 + k, value=text))
    for i in range(builder.n):
        r_ = row + 1 + i
        ws.cell(row=r_, column=1, value=builder.result.resolved.names[i])
        gcp, spill, ziip = (builder.layout.ref(k, ws.title, i) for k in needed)
        values = [builder.value_of(k, i) for k in needed]
        builder.put_formula(ws, r_, 2, f"={gcp}-{spill}", values[0] - values[1], "ms/tran")
        builder.put_formula(ws, r_, 3, f"={spill}", values[1], "ms/tran")
        builder.put_formula(ws, r_, 4, f"={ziip}", values[2], "ms/tran")
    chart = BarChart()
    chart.type = "bar"
    chart.grouping = "stacked"
    chart.overlap = 100
    chart.title = "General CPs vs zIIPs per transaction (ms)"
    chart.add_data(Reference(ws, min_col=2, max_col=4, min_row=row, max_row=row + builder.n), titles_from_data=True)
    chart.set_categories(Reference(ws, min_col=1, min_row=row + 1, max_row=row + builder.n))
    for k, series in enumerate(chart.series):
        _patterned(series, k)
    chart.height, chart.width = 8, 18
    ws.add_chart(chart, coordinate(6, row))
    return row + 1 + builder.n


def _utilisation(ws: Worksheet, builder: WorkbookBuilder, row: int) -> int:
    result = builder.result
    if float(result.env["total_tps"]) <= 0:
        ws.cell(row=row, column=1, value="No utilisation curve: no workload has a rate.")
        return row + 1
    points = sweep(result, result.catalog, sweep_factors(result))
    target = float(result.resolved.hardware["target_cp_busy_pct"])
    heads = ("rate factor", "total rate (tps)", "general CPs busy %", "zIIPs busy %", "target CP busy %")
    for k, text in enumerate(heads):
        style_header(ws.cell(row=row, column=1 + k, value=text))
    count = len(points["factor"])
    for j in range(count):
        r_ = row + 1 + j
        ziip = float(points["ziip_busy_pct"][j])
        values = (float(points["factor"][j]), float(points["total_tps"][j]), float(points["gcp_busy_pct"][j]),
                  ziip if np.isfinite(ziip) else None, target)
        for k, value in enumerate(values):
            style_computed(builder.put(ws, r_, 1 + k, value, "%" if k >= 2 else "tps"))
    chart = ScatterChart()
    chart.title = "LPAR busy as the planned rates grow"
    chart.style = 13
    chart.x_axis.title = "total rate of the plan's mix (tps)"
    chart.y_axis.title = "LPAR busy %"
    chart.y_axis.scaling.min = 0
    x = Reference(ws, min_col=2, min_row=row + 1, max_row=row + count)
    for k, col in enumerate((3, 4, 5)):
        series = Series(Reference(ws, min_col=col, min_row=row, max_row=row + count), x, title_from_data=True)
        series.marker.symbol = "none"
        series.graphicalProperties.line = LineProperties(solidFill="000000", prstDash=LINE_STYLES[k], w=22000)
        chart.series.append(series)
    chart.height, chart.width = 9, 18
    ws.add_chart(chart, coordinate(7, row))
    return row + 1 + count
