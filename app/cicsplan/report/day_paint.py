"""The chart of the day drawn with QPainter (vector in the PDF): the LPAR's MSU per hour as bars, the four-hour
rolling average as a line, the peak window marked by a bracket and words, so it reads in black and white."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from cicsplan.core.model.daily import window_runs
from cicsplan.report.chart_paint import _legend, _swatch, nice_ticks, tick_text


def draw_day(painter: QPainter, rect: QRectF, data: dict, font: QFont) -> None:
    """``data``: ``lpar_msu`` and ``rolling_msu`` (24 each), ``window`` (the peak window's 4 hours), ``peak_4hra``."""
    painter.save()
    painter.setFont(font)
    metrics = QFontMetricsF(font, painter.device())
    line = metrics.height()
    bars, rolling, window = data["lpar_msu"], data["rolling_msu"], list(data["window"])
    ticks = nice_ticks(max([*bars, *rolling, 0.0]) * 1.15)
    top = ticks[-1] or 1.0
    left = metrics.horizontalAdvance(tick_text(top)) + line * 2.2
    legend_h = line * 1.8
    plot = QRectF(rect.left() + left, rect.top() + line * 1.6, rect.width() - left - line,
                  rect.height() - legend_h - line * 4.8)
    slot = plot.width() / 24

    def y_of(value: float) -> float:
        return plot.bottom() - plot.height() * min(max(value, 0.0), top) / top

    painter.setPen(QPen(QColor(160, 160, 160), 0, Qt.PenStyle.DotLine))
    for t in ticks:
        painter.drawLine(QPointF(plot.left(), y_of(t)), QPointF(plot.right(), y_of(t)))
    painter.setPen(Qt.GlobalColor.black)
    for t in ticks:
        painter.drawText(QRectF(rect.left(), y_of(t) - line / 2, left - line * 0.4, line),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, tick_text(t))
    for hour in range(0, 24, 2):
        painter.drawText(QRectF(plot.left() + slot * hour - line * 2 + slot / 2, plot.bottom() + line * 0.2,
                                line * 4, line), Qt.AlignmentFlag.AlignHCenter, f"{hour:02d}")
    painter.drawText(QRectF(plot.left(), plot.bottom() + line * 1.3, plot.width(), line),
                     Qt.AlignmentFlag.AlignHCenter, "hour of the day (hour 0 = 00:00-01:00)")
    painter.save()
    painter.translate(rect.left() + line * 0.2, plot.center().y())
    painter.rotate(-90)
    painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line), Qt.AlignmentFlag.AlignHCenter, "MSU")
    painter.restore()
    for hour, value in enumerate(bars):
        bar = QRectF(plot.left() + slot * (hour + 0.15), y_of(value), slot * 0.7, plot.bottom() - y_of(value))
        _swatch(painter, bar, 0 if hour not in window else 1)  # the peak window's bars hatched
    pen_width = max(1.0, line / 8)
    path = QPainterPath(QPointF(plot.left() + slot * 0.5, y_of(rolling[0])))
    for hour in range(1, 24):
        path.lineTo(QPointF(plot.left() + slot * (hour + 0.5), y_of(rolling[hour])))
    painter.setPen(QPen(Qt.GlobalColor.black, pen_width * 1.6, Qt.PenStyle.DashLine))
    painter.drawPath(path)
    # the peak window: a bracket over its hours (two pieces when it wraps over midnight)
    painter.setPen(QPen(Qt.GlobalColor.black, pen_width * 1.4))
    bracket_y = plot.top() - line * 0.4
    runs = window_runs(window)
    for run in runs:
        x0, x1 = plot.left() + slot * run[0] + 1, plot.left() + slot * (run[-1] + 1) - 1
        painter.drawLine(QPointF(x0, bracket_y), QPointF(x1, bracket_y))
        painter.drawLine(QPointF(x0, bracket_y), QPointF(x0, bracket_y + line * 0.4))
        painter.drawLine(QPointF(x1, bracket_y), QPointF(x1, bracket_y + line * 0.4))
    label = f"peak 4-hour average {data['peak_4hra']:,.1f} MSU"
    first = plot.left() + slot * runs[0][0]
    x = min(max(first, plot.left()), plot.right() - metrics.horizontalAdvance(label))
    painter.drawText(QPointF(x, bracket_y - line * 0.3), label)
    painter.setPen(QPen(Qt.GlobalColor.black, 0))
    painter.drawRect(plot)
    names = ["LPAR MSU per hour", "hours of the peak window", "4-hour rolling average (hour and the 3 before)"]

    def key(r: QRectF, k: int) -> None:
        if k < 2:
            _swatch(painter, r, k)
        else:
            painter.setPen(QPen(Qt.GlobalColor.black, pen_width * 1.4, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()))

    _legend(painter, QRectF(rect.left() + left, rect.bottom() - legend_h + line * 0.3, rect.width() - left, legend_h),
            names, key, font)
    painter.restore()
