"""The chart of the day on the Day sheet: the LPAR's MSU per hour as bars, the four-hour rolling average as a
dashed line, the peak window's bars hatched and bracketed, so it reads without colour."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor

from cicsplan.core.model.daily import daily_figures, hour_label, window_label, window_runs
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.plan.profile import HOURS
from cicsplan.gui.sheets.lazy_plot import pg

if TYPE_CHECKING:
    from cicsplan.gui.sheets.charts import Chart


def draw_day(chart: Chart, result: ScenarioResult, colours: list[str]) -> None:
    """Draw the day of ``result`` on ``chart`` (cleared first); ``colours``: the bars', the peak window's."""
    chart.clear()
    day = daily_figures(result)
    if day is None:
        chart.readout.setText("Not drawn: the plan has errors, or the machine's model has no MSU rating.")
        return
    hours = np.arange(HOURS, dtype=float)
    window = list(day.peak_window_hours)
    in_window = np.isin(np.arange(HOURS), window)
    outline = pg.mkPen(chart.foreground, width=0.8)
    chart.plot.addItem(pg.BarGraphItem(x=hours[~in_window], height=day.lpar_msu[~in_window], width=0.7,
                                       brush=colours[0], pen=outline))
    hatched = QBrush(QColor(colours[1]), Qt.BrushStyle.BDiagPattern)  # the peak window: hatched, not only coloured
    chart.plot.addItem(pg.BarGraphItem(x=hours[in_window], height=day.lpar_msu[in_window], width=0.7,
                                       brush=hatched, pen=pg.mkPen(chart.foreground, width=1.6)))
    chart.plot.plot(hours, day.rolling_msu, pen=pg.mkPen(chart.foreground, width=2.2, style=Qt.PenStyle.DashLine))
    top = float(max(day.lpar_msu.max(), day.rolling_msu.max(), 1e-9))
    # the words start over the window's first hour, or end over its last where they would run off the right
    runs = window_runs(window)
    first_run = runs[0]
    at_right = first_run[0] > HOURS / 2
    label = pg.TextItem(f"peak 4-hour average {day.peak_4hra_msu:,.1f} MSU, {window_label(tuple(window))}",
                        color=chart.foreground.name(), anchor=(1, 1) if at_right else (0, 1))
    label.setPos(float(first_run[-1]) + 0.4 if at_right else float(first_run[0]) - 0.4, top * 1.08)
    chart.plot.addItem(label)
    for run in runs:  # a bracket over the window's hours: two when it wraps over midnight
        x0, x1, y = run[0] - 0.45, run[-1] + 0.45, top * 1.05
        chart.plot.plot([x0, x0, x1, x1], [y * 0.98, y, y, y * 0.98], pen=pg.mkPen(chart.foreground, width=1.5))
    chart.add_legend("LPAR MSU per hour", colours[0])
    chart.add_legend("hours of the peak 4-hour window (hatched)", colours[1])
    chart.add_legend("4-hour rolling average (the hour and the 3 before)", chart.foreground.name(), "dash")
    chart.hover_points = [(float(h), float(day.lpar_msu[h]),
                           f"{hour_label(h)}: {day.lpar_msu[h]:,.1f} MSU, CP {day.gcp_busy_pct[h]:.1f}% busy, "
                           f"4-hour average {day.rolling_msu[h]:,.1f} MSU") for h in range(HOURS)]
    chart.plot.setLabel("bottom", "hour of the day (0 = 00:00-01:00)")
    chart.plot.setLabel("left", "MSU")
    chart.plot.getAxis("bottom").setTicks([[(float(h), f"{h:02d}") for h in range(0, HOURS, 3)],
                                           [(float(h), f"{h:02d}") for h in range(HOURS)]])
    chart.plot.setXRange(-0.6, HOURS - 0.4, padding=0)
    chart.plot.setYRange(0, top * 1.4, padding=0)  # room above the bars for the bracket and its words
    # short: it shares a row with Export at 1000 px; the summary under the sheet says whether the profile is flat
    chart.readout.setText(f"Peak hour {hour_label(day.peak_hour)}: {day.peak_msu:,.1f} MSU; "
                          f"peak 4HRA {day.peak_4hra_msu:,.1f} MSU")  # 4HRA: the four-hour rolling average
