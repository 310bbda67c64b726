"""The machine view drawn with QPainter (vector in the PDF, the same drawing on the Hardware sheet): per processor
pool, a bar per LPAR on one scale of processors. Its logical processors are the outline, its weight's entitlement the
hatched part, its demand (the plan's LPAR: its load today and the plan's work) the solid bar inside, and a heavy mark
says what it can get asking for all it can, the plan's LPAR doing the same and the others at their load (the figure
Results and the report give), so it reads in black and white. The numbers are written under each
bar."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

from cicsplan.report.chart_paint import nice_ticks, tick_text

KEYS = ("logical processors", "entitled by weight", "demand (busy)",
        "what it can get, the plan's LPAR using all it can get and the others at their load")
ROW_LINES = 3.0  # a row: the bar, its figures under it, a gap
LABEL_SHARE = 0.3  # the LPARs' names take at most this share of the width: "CICSPROD (this plan)" at 600 px


def machine_height(data: dict, line: float) -> float:
    """The height the view needs: per pool a title, an axis and two lines per LPAR; the legend under them."""
    rows = sum(len(pool["rows"]) for pool in data["pools"])
    return line * (ROW_LINES * rows + 4.2 * len(data["pools"]) + 3.5)


def _number(value: float) -> str:
    return "n/a" if not math.isfinite(value) else f"{value:,.2f}"


def row_text(row: dict) -> str:
    """The figures of one LPAR, as the view writes them beside its bar."""
    share = ("dedicated" if row["dedicated"] else "no share" if row["share_of_pool"] is None
             else f"share {row['share_of_pool'] * 100:.1f}%")
    return (f"{share}, entitled {_number(row['entitled'])}, can get {_number(row['gets'])}, "
            f"demand {_number(row['demand'])} of {row['logical']}")


def draw_machine(painter: QPainter, rect: QRectF, data: dict, font: QFont) -> list[tuple[str, float, float]]:
    """``data``: core.model.lpar_view.machine_view_data. Returns each LPAR's name as drawn, its width and the room
    it had (the Hardware sheet's tests check that no name is cut)."""
    painter.save()
    painter.setFont(font)
    metrics = QFontMetricsF(font, painter.device())
    line = metrics.height()
    bold = QFont(font)
    bold.setBold(True)
    bold_metrics = QFontMetricsF(bold, painter.device())
    names = [r["name"] + (" (this plan)" if r["own"] else "") for p in data["pools"] for r in p["rows"]]
    label_w = min(max(bold_metrics.horizontalAdvance(n) for n in names) + line, rect.width() * LABEL_SHARE)
    y = rect.top()
    labels: list[tuple[str, float, float]] = []
    for pool in data["pools"]:
        rows = pool["rows"]
        painter.setFont(bold)
        painter.setPen(Qt.GlobalColor.black)
        painter.drawText(QRectF(rect.left(), y, rect.width(), line), Qt.AlignmentFlag.AlignLeft,
                         f"{pool['kind']}s: {pool['physical']} physical, {pool['shared']:g} shared by weight")
        painter.setFont(font)
        y += line * 1.4
        top = nice_ticks(max([pool["physical"], *(r["logical"] for r in rows)]) * 1.0)[-1] or 1.0
        plot = QRectF(rect.left() + label_w, y, rect.width() - label_w - line, line * ROW_LINES * len(rows))

        def x_of(value: float, plot: QRectF = plot, top: float = top) -> float:
            return plot.left() + plot.width() * min(max(value, 0.0), top) / top

        painter.setPen(QPen(QColor(150, 150, 150), 0, Qt.PenStyle.DotLine))
        for t in nice_ticks(top):
            painter.drawLine(QPointF(x_of(t), plot.top()), QPointF(x_of(t), plot.bottom()))
        # the machine's shared pool: a solid line at its end
        painter.setPen(QPen(Qt.GlobalColor.black, max(1.0, line / 10), Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x_of(pool["shared"]), plot.top()), QPointF(x_of(pool["shared"]), plot.bottom()))
        for k, row in enumerate(rows):
            band = QRectF(plot.left(), plot.top() + k * line * ROW_LINES + line * 0.3, plot.width(), line * 1.3)
            painter.setFont(bold if row["own"] else font)
            painter.setPen(Qt.GlobalColor.black)
            # a name longer than the labels' room is shortened with "…", never drawn past the left edge
            room = label_w - line * 0.4
            name_metrics = bold_metrics if row["own"] else metrics
            name = name_metrics.elidedText(row["name"] + (" (this plan)" if row["own"] else ""),
                                           Qt.TextElideMode.ElideRight, room)
            painter.drawText(QRectF(rect.left(), band.top(), room, band.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, name)
            labels.append((name, name_metrics.horizontalAdvance(name), room))
            painter.setFont(font)
            _bar(painter, band, row, x_of, line)
            painter.setPen(Qt.GlobalColor.black)
            # the figures under the bar start where it starts; a narrow view moves them left, under the name's
            # empty line, rather than cutting "of 6" off at the right
            figures = row_text(row)
            left = max(rect.left(), min(plot.left(), rect.right() - metrics.horizontalAdvance(figures)))
            painter.drawText(QRectF(left, band.bottom() + line * 0.15, rect.right() - left, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, figures)
        painter.setPen(Qt.GlobalColor.black)
        for t in nice_ticks(top):
            painter.drawText(QRectF(x_of(t) - line * 2, plot.bottom() + line * 0.1, line * 4, line),
                             Qt.AlignmentFlag.AlignHCenter, tick_text(t))
        painter.drawText(QRectF(plot.left(), plot.bottom() + line * 1.1, plot.width(), line),
                         Qt.AlignmentFlag.AlignHCenter, f"{pool['kind']}s (processors); dashed: the shared pool")
        y = plot.bottom() + line * 2.8
    _legend(painter, QRectF(rect.left(), y, rect.width(), line * 1.5), line, metrics)
    painter.restore()
    return labels


def _bar(painter: QPainter, band: QRectF, row: dict, x_of, line: float) -> None:
    left = x_of(0.0)
    outline = QRectF(left, band.top(), x_of(row["logical"]) - left, band.height())
    painter.fillRect(outline, QColor(255, 255, 255))
    entitled = QRectF(left, band.top(), x_of(row["entitled"]) - left, band.height())
    painter.fillRect(entitled, QColor(225, 225, 225))
    painter.fillRect(entitled, QBrush(QColor(90, 90, 90), Qt.BrushStyle.BDiagPattern))
    demand = QRectF(left, band.top() + band.height() * 0.3, x_of(row["demand"]) - left, band.height() * 0.4)
    painter.fillRect(demand, QColor(60, 60, 60))
    painter.setPen(QPen(Qt.GlobalColor.black, 0))
    painter.drawRect(outline)
    gets = x_of(row["gets"])
    painter.setPen(QPen(Qt.GlobalColor.black, max(2.0, line / 5)))
    painter.drawLine(QPointF(gets, band.top() - line * 0.25), QPointF(gets, band.bottom() + line * 0.25))


def _legend(painter: QPainter, rect: QRectF, line: float, metrics: QFontMetricsF) -> None:
    x = rect.left()
    for k, name in enumerate(KEYS):
        width = line * 2.2 + metrics.horizontalAdvance(name) + line
        if x + width > rect.right() and x > rect.left():
            x, rect = rect.left(), rect.translated(0, line * 1.5)
        key = QRectF(x, rect.top() + line * 0.15, line * 1.6, line * 0.8)
        if k == 0:
            painter.setPen(QPen(Qt.GlobalColor.black, 0))
            painter.drawRect(key)
        elif k == 1:
            painter.fillRect(key, QColor(225, 225, 225))
            painter.fillRect(key, QBrush(QColor(90, 90, 90), Qt.BrushStyle.BDiagPattern))
        elif k == 2:
            painter.fillRect(QRectF(key.left(), key.top() + key.height() * 0.3, key.width(), key.height() * 0.4),
                             QColor(60, 60, 60))
        else:
            painter.setPen(QPen(Qt.GlobalColor.black, max(2.0, line / 5)))
            painter.drawLine(QPointF(key.center().x(), key.top()), QPointF(key.center().x(), key.bottom()))
        painter.setPen(Qt.GlobalColor.black)
        painter.drawText(QPointF(x + line * 2.0, rect.top() + metrics.ascent()), name)
        x += width
