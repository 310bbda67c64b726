"""Charts drawn with QPainter straight onto the page (vector in the PDF): stacked horizontal bars and a
busy-as-rates-grow line chart. Series are in colour and differ also by hatch pattern, line style and a
label at each line's end (chart_style), never by colour alone, so they read in black and white."""

from __future__ import annotations

import math
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from cicsplan.core.common.figures import figure
from cicsplan.core.model.response_curve import above_text
from cicsplan.report import chart_style
from cicsplan.report.chart_layout import Rect, around, first_free, scan


def nice_ticks(top: float, count: int = 5) -> list[float]:
    if top <= 0 or not math.isfinite(top):
        return [0.0, 1.0]
    raw = top / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    return [step * k for k in range(math.ceil(top / step) + 1)]


def tick_text(value: float) -> str:
    if value == 0:
        return "0"
    if abs(value) >= 100:
        return f"{value:,.0f}"
    return f"{value:g}" if abs(value) >= 1 else f"{value:.3g}"


def stacked_height(data: dict, line: float) -> float:
    """The height a stacked-bar chart needs: a bar per category plus axis and legend."""
    return line * (2.2 * max(1, len(data["categories"])) + 4 + 1.6 * math.ceil(len(data["series"]) / 3))


def _swatch(painter: QPainter, rect: QRectF, k: int) -> None:
    painter.fillRect(rect, chart_style.tint(k))
    hatch = chart_style.hatch(k)
    if hatch is not None:
        painter.fillRect(rect, hatch)
    painter.setPen(QPen(Qt.GlobalColor.black, 0))
    painter.drawRect(rect)


def _legend_places(metrics: QFontMetricsF, left: float, right: float, names: list[str]) -> list[QPointF]:
    """Where each legend entry starts, in rows from y = 0 that wrap at ``right``."""
    line = metrics.height()
    x, y, out = left, 0.0, []
    for name in names:
        width = line * 2.2 + metrics.horizontalAdvance(name) + line
        if x + width > right and x > left:
            x, y = left, y + line * 1.5
        out.append(QPointF(x, y))
        x += width
    return out


def legend_height(metrics: QFontMetricsF, width: float, names: list[str]) -> float:
    """The height a legend of ``names`` takes over ``width``: a row each 1.5 lines, and a little air under it."""
    last = max([p.y() for p in _legend_places(metrics, 0.0, width, names)] + [0.0])
    rows = 1 + round(last / (metrics.height() * 1.5))
    return metrics.height() * (1.5 * rows + 0.3)


def _legend(painter: QPainter, rect: QRectF, names: list[str], draw_key, font: QFont) -> None:
    metrics = QFontMetricsF(font, painter.device())
    line = metrics.height()
    for k, (name, at) in enumerate(zip(names, _legend_places(metrics, rect.left(), rect.right(), names),
                                       strict=True)):
        x, y = at.x(), rect.top() + at.y()
        draw_key(QRectF(x, y + line * 0.15, line * 1.6, line * 0.8), k)
        painter.setPen(Qt.GlobalColor.black)
        painter.drawText(QPointF(x + line * 2.0, y + metrics.ascent()), name)


def draw_stacked(painter: QPainter, rect: QRectF, data: dict, font: QFont) -> None:
    """Horizontal stacked bars: one bar per category (workload), one segment per series."""
    painter.save()
    painter.setFont(font)
    metrics = QFontMetricsF(font, painter.device())
    line = metrics.height()
    categories, series = data["categories"], data["series"]
    legend_rows = math.ceil(len(series) / 3) if series else 0
    legend_h = legend_rows * line * 1.6
    label_w = min(max((metrics.horizontalAdvance(c) for c in categories), default=0) + line, rect.width() * 0.35)
    plot = QRectF(rect.left() + label_w, rect.top() + line * 0.5, rect.width() - label_w - line,
                  rect.height() - legend_h - line * 3.2)
    totals = [sum(values[k] for _, values in series) for k in range(len(categories))]
    ticks = nice_ticks(max(totals, default=0) * 1.05)
    top = ticks[-1] or 1.0
    painter.setPen(QPen(QColor(150, 150, 150), 0, Qt.PenStyle.DotLine))
    for t in ticks:
        x = plot.left() + plot.width() * t / top
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
    painter.setPen(Qt.GlobalColor.black)
    for t in ticks:
        x = plot.left() + plot.width() * t / top
        text = tick_text(t)
        painter.drawText(QRectF(x - line * 3, plot.bottom() + line * 0.2, line * 6, line),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
    painter.drawText(QRectF(plot.left(), plot.bottom() + line * 1.2, plot.width(), line),
                     Qt.AlignmentFlag.AlignHCenter, data.get("unit", ""))
    slot = plot.height() / max(1, len(categories))
    bar = slot * 0.62
    for k, name in enumerate(categories):
        y = plot.top() + slot * k + (slot - bar) / 2
        shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, label_w - line * 0.5)
        painter.setPen(Qt.GlobalColor.black)
        painter.drawText(QRectF(rect.left(), y, label_w - line * 0.5, bar),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, shown)
        x = plot.left()
        for s, (_, values) in enumerate(series):
            width = plot.width() * values[k] / top
            if width > 0:
                _swatch(painter, QRectF(x, y, width, bar), s)
            x += width
        painter.setPen(Qt.GlobalColor.black)
        value = totals[k]
        painter.drawText(QRectF(x + line * 0.3, y, line * 6, bar), Qt.AlignmentFlag.AlignVCenter,
                         f"{value:.4f}" if value < 10 else f"{value:,.1f}")
    painter.setPen(QPen(Qt.GlobalColor.black, 0))
    painter.drawLine(plot.bottomLeft(), plot.bottomRight())
    painter.drawLine(plot.topLeft(), plot.bottomLeft())
    _legend(painter, QRectF(rect.left(), rect.bottom() - legend_h, rect.width(), legend_h),
            [name for name, _ in series], lambda r, k: _swatch(painter, r, k), font)
    painter.restore()


class _Frame(NamedTuple):
    """The plot area of a line chart, drawn: grid, tick labels, axis labels and border; ``point`` maps data to it."""

    plot: QRectF
    left: float
    legend_h: float
    line: float
    x_top: float
    y_top: float
    y_floor: float  # values below it are drawn at it (a line that dips just under zero stays on the axis)
    pen_width: float

    def point(self, x: float, y: float) -> QPointF:
        return QPointF(self.plot.left() + self.plot.width() * x / self.x_top,
                       self.plot.bottom() - self.plot.height() * min(max(y, self.y_floor), self.y_top * 3) / self.y_top)


def _line_frame(painter: QPainter, rect: QRectF, data: dict, metrics: QFontMetricsF, y_ticks: list[float],
                y_top: float, y_text, y_floor: float = 0.0, legend: list[str] | None = None) -> _Frame:
    line = metrics.height()
    left = max(metrics.horizontalAdvance(y_text(t)) for t in y_ticks) + line * 2.2
    legend_h = max(line * 1.8, legend_height(metrics, rect.width() - left, legend or []))
    plot = QRectF(rect.left() + left, rect.top() + line * 0.5, rect.width() - left - line,
                  rect.height() - legend_h - line * 3.4)
    xs = data["x"]
    frame = _Frame(plot, left, legend_h, line, nice_ticks(max(xs) if xs else 1)[-1] or 1.0, y_top, y_floor,
                   max(1.0, line / 8))
    painter.setPen(QPen(QColor(160, 160, 160), 0, Qt.PenStyle.DotLine))
    for t in y_ticks:
        painter.drawLine(frame.point(0, t), frame.point(frame.x_top, t))
    painter.setPen(Qt.GlobalColor.black)
    for t in y_ticks:
        p = frame.point(0, t)
        painter.drawText(QRectF(rect.left(), p.y() - line / 2, left - line * 0.4, line),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, y_text(t))
    for t in nice_ticks(frame.x_top):
        p = frame.point(t, 0)
        painter.drawText(QRectF(p.x() - line * 4, plot.bottom() + line * 0.2, line * 8, line),
                         Qt.AlignmentFlag.AlignHCenter, tick_text(t))
    painter.drawText(QRectF(plot.left(), plot.bottom() + line * 1.3, plot.width(), line),
                     Qt.AlignmentFlag.AlignHCenter, data.get("x_label", ""))
    painter.save()
    painter.translate(rect.left() + line * 0.2, plot.center().y())
    painter.rotate(-90)
    painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line), Qt.AlignmentFlag.AlignHCenter,
                     data.get("y_label", ""))
    painter.restore()
    painter.setPen(QPen(Qt.GlobalColor.black, 0))
    painter.drawRect(plot)
    return frame


class Drawn(NamedTuple):
    """What a line chart drew where, in the painter's coordinates: each line's points and each label's box."""

    lines: dict[str, list[tuple[float, float]]]
    labels: dict[str, Rect]


def _xy(p: QPointF) -> tuple[float, float]:
    return (p.x(), p.y())


def _box(r: QRectF) -> Rect:
    return (r.left(), r.top(), r.right(), r.bottom())


def _qrect(box: Rect) -> QRectF:
    return QRectF(QPointF(box[0], box[1]), QPointF(box[2], box[3]))


def draw_lines(painter: QPainter, rect: QRectF, data: dict, font: QFont) -> Drawn:
    """Busy % against the total rate: a line per engine pool, the target, 100% and where it runs out."""
    painter.save()
    painter.setFont(font)
    metrics = QFontMetricsF(font, painter.device())
    legend = [name for name, _ in data["lines"]] + (
        [f"target CP busy {data['target']:g}%"] if data.get("target") is not None else [])
    frame = _line_frame(painter, rect, data, metrics, list(range(0, 101, 20)), 110.0, lambda t: f"{t}%", -5.0,
                        legend=legend)
    plot, left, legend_h, line, point = frame.plot, frame.left, frame.legend_h, frame.line, frame.point
    xs, x_top, y_top, pen_width = data["x"], frame.x_top, frame.y_top, frame.pen_width
    names = []
    drawn = Drawn({}, {})
    painter.save()
    painter.setClipRect(plot)
    ends: list[QPointF] = []
    for k, (name, ys) in enumerate(data["lines"]):
        points = [point(x, y) for x, y in zip(xs, ys, strict=True)]
        path = QPainterPath(points[0])
        for p in points[1:]:
            path.lineTo(p)
        painter.setPen(_line_pen(k, pen_width * (1.6 if k == 0 else 1.3)))
        painter.drawPath(path)
        names.append(name)
        drawn.lines[name] = [_xy(p) for p in points]
        # where the line leaves the plot (or ends): its name is written there
        shown = [j for j, y in enumerate(ys) if -1.0 <= y <= y_top]
        ends.append(point(xs[shown[-1]], ys[shown[-1]]) if shown else point(xs[-1], 0))
    painter.restore()
    target = data.get("target")
    if target is not None:
        painter.setPen(QPen(QColor(60, 60, 60), pen_width, Qt.PenStyle.DashDotLine))
        painter.drawLine(point(0, target), point(x_top, target))
        drawn.lines["target"] = [_xy(point(0, target)), _xy(point(x_top, target))]
    painter.setPen(QPen(Qt.GlobalColor.black, 0, Qt.PenStyle.DotLine))
    painter.drawLine(point(0, 100), point(x_top, 100))
    drawn.lines["100%"] = [_xy(point(0, 100)), _xy(point(x_top, 100))]
    planned = data.get("planned")
    if planned:
        painter.drawLine(point(planned, 0), point(planned, y_top))
        drawn.lines["planned"] = [_xy(point(planned, 0)), _xy(point(planned, y_top))]
    # every label once every line is drawn, each clear of all of them and of the labels before it
    lines, taken = list(drawn.lines.values()), []
    # a short name at a line's end where the key's full one would run into the others ("CPs it gets")
    shown_names = data.get("end_labels") or names
    for name, box in zip(names, _label_lines(painter, plot, shown_names, ends, metrics, lines, taken), strict=True):
        drawn.labels[name] = box
    if target is not None:
        drawn.labels["target"] = _level_label(painter, plot, f"target {target:g}%", point(0, target), lines, taken,
                                              metrics)
        names.append(f"target CP busy {target:g}%")
    if planned:
        drawn.labels["planned"] = _planned_label(painter, plot, planned, point, y_top, lines, taken, metrics)
    runs_out = data.get("runs_out")
    if runs_out:
        x, y, label = runs_out
        p = point(x, y)
        painter.setPen(QPen(Qt.GlobalColor.black, pen_width * 1.5))
        d = line * 0.45
        painter.drawLine(p + QPointF(-d, -d), p + QPointF(d, d))
        painter.drawLine(p + QPointF(-d, d), p + QPointF(d, -d))
        # the limit named: a mark on the CP curve well below the target means another limit binds there
        texts = (f"runs out here: {figure(x, 'tps')} tps ({label})", f"runs out here: {figure(x, 'tps')} tps")
        texts = [t for t in texts if metrics.horizontalAdvance(t) + d < plot.width() * 0.6] or [texts[-1]]
        # clear of every line (the target's runs through the mark when CP busy binds) and of the other labels:
        # next to the mark, else shortened there, else the nearest free place in full
        taken = list(drawn.labels.values())
        sized = [(t, metrics.horizontalAdvance(t) + line * 0.2) for t in texts]
        tries = [(t, around(_xy(p), w, line, d * 1.4)) for t, w in sized]
        tries += [(t, scan(_xy(p), w, line, _box(plot))) for t, w in sized]  # far from the mark: say what it is
        text, box, free = first_free(tries, _box(plot), lines, taken)
        if not free:
            painter.fillRect(_qrect(box), QColor(255, 255, 255, 210))
        painter.drawText(_qrect(box), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, text)
        drawn.labels["runs out"] = box

    def key(r: QRectF, k: int) -> None:
        pen = _line_pen(k, pen_width * 1.4) if k < len(data["lines"]) else \
            QPen(QColor(60, 60, 60), pen_width * 1.4, Qt.PenStyle.DashDotLine)
        painter.setPen(pen)
        painter.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()))

    _legend(painter, QRectF(rect.left() + left, rect.bottom() - legend_h + line * 0.3, rect.width() - left, legend_h),
            names, key, font)
    painter.restore()
    return drawn


def _place_text(painter: QPainter, plot: QRectF, text: str, preferred: list[Rect], anchor: tuple[float, float],
                lines: list[list[tuple[float, float]]], taken: list[Rect], metrics: QFontMetricsF,
                colour: QColor | Qt.GlobalColor = Qt.GlobalColor.black) -> Rect:
    """``text`` at the first of ``preferred`` places (then around ``anchor``, then the nearest free place in the
    plot) that crosses no line and no label already written; on a white ground where none is free. The box it
    took is added to ``taken``."""
    line = metrics.height()
    width = metrics.horizontalAdvance(text) + line * 0.2
    tries = [(text, preferred + around(anchor, width, line, line * 0.4, steps=3)),
             (text, scan(anchor, width, line, _box(plot)))]
    _, box, free = first_free(tries, _box(plot), lines, taken)
    if not free:
        painter.fillRect(_qrect(box), QColor(255, 255, 255, 210))
    painter.setPen(colour)
    painter.drawText(_qrect(box), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, text)
    taken.append(box)
    return box


def _end_places(plot: QRectF, end: QPointF, width: float, line: float) -> list[Rect]:
    """Where a line's name goes first: right of where it leaves through the top, else left of its end and above."""
    out = []
    if end.y() <= plot.top() + line:
        out.append(_box(QRectF(end.x() + line * 0.4, plot.top() + line * 0.2, width, line)))
    left = max(plot.left() + line * 0.3, min(end.x(), plot.right()) - width - line * 0.3)
    out.append(_box(QRectF(left, max(end.y() - line * 1.2, plot.top() + line * 0.2), width, line)))
    return out


def _label_lines(painter: QPainter, plot: QRectF, names: list[str], ends: list[QPointF], metrics: QFontMetricsF,
                 lines: list[list[tuple[float, float]]], taken: list[Rect]) -> list[Rect]:
    """Each line's name near its end, crossing no line and no other label (chart_layout)."""
    out = []
    for k, (name, end) in enumerate(zip(names, ends, strict=True)):
        width = metrics.horizontalAdvance(name) + metrics.height() * 0.2
        out.append(_place_text(painter, plot, name, _end_places(plot, end, width, metrics.height()), _xy(end), lines,
                               taken, metrics, chart_style.colour(k).darker(130)))
    return out


def _planned_label(painter: QPainter, plot: QRectF, planned: float, point, y_top: float,
                   lines: list[list[tuple[float, float]]], taken: list[Rect], metrics: QFontMetricsF) -> Rect:
    """'planned 2,700 tps' beside the planned rate's line at the top of the plot: right of it, then left, else the
    nearest free place."""
    line = metrics.height()
    text = f"planned {planned:,.0f} tps"
    width = metrics.horizontalAdvance(text) + line * 0.2
    x, top = point(planned, 0).x(), plot.top() + line * 0.2
    places = [(x + line * 0.25, top, x + line * 0.25 + width, top + line),
              (x - line * 0.25 - width, top, x - line * 0.25, top + line)]
    return _place_text(painter, plot, text, places, _xy(point(planned, y_top)), lines, taken, metrics)


def _level_label(painter: QPainter, plot: QRectF, text: str, at: QPointF, lines: list[list[tuple[float, float]]],
                 taken: list[Rect], metrics: QFontMetricsF,
                 colour: QColor | Qt.GlobalColor = Qt.GlobalColor.black) -> Rect:
    """A horizontal level's name ('target 90%') above its line at the plot's left, else the nearest free place."""
    line = metrics.height()
    width = metrics.horizontalAdvance(text) + line * 0.2
    place = (at.x() + line * 0.3, at.y() - line * 1.2, at.x() + line * 0.3 + width, at.y() - line * 0.2)
    return _place_text(painter, plot, text, [place], _xy(at), lines, taken, metrics, colour)


def _line_pen(k: int, width: float) -> QPen:
    return QPen(chart_style.colour(k), width, chart_style.line_style(k))


def draw_response(painter: QPainter, rect: QRectF, data: dict, font: QFont) -> Drawn:
    """Response time (ms) against the total rate: a line per workload (the slowest few), each knee marked with a
    circle, and the planned rate; a line that saturates leaves through the top."""
    painter.save()
    painter.setFont(font)
    metrics = QFontMetricsF(font, painter.device())
    ticks = nice_ticks(float(data["top"]) or 1.0)
    names = [name for name, _ in data["lines"]]
    targets = data.get("targets", [])
    above = data.get("targets_above", [])  # far above the curves: a mark at the top edge, not a stretched axis
    keyed = [*targets, *above]
    legend = [*names, *(f"target {ms:g} ms, {name}" for name, ms in targets),
              *(f"target {ms:g} ms, {name}, above the chart" for name, ms in above), "knee: twice the unloaded time"]
    frame = _line_frame(painter, rect, data, metrics, ticks, ticks[-1] or 1.0, tick_text, legend=legend)
    plot, left, legend_h, line, point = frame.plot, frame.left, frame.legend_h, frame.line, frame.point
    xs, y_top, pen_width = data["x"], frame.y_top, frame.pen_width
    painter.save()
    painter.setClipRect(plot)
    ends: list[QPointF] = []
    lines: list[list[tuple[float, float]]] = []
    for k, (_name, ys) in enumerate(data["lines"]):
        points = [point(x, y) for x, y in zip(xs, ys, strict=True)]
        path = QPainterPath(points[0])
        for q in points[1:]:
            path.lineTo(q)
        painter.setPen(_line_pen(k, pen_width * 1.5))
        painter.drawPath(path)
        lines.append([_xy(q) for q in points])
        shown = [j for j, y in enumerate(ys) if y <= y_top]
        ends.append(point(xs[shown[-1]], ys[shown[-1]]) if shown else point(xs[-1], 0))
    for name, ms in targets:  # each response-time target, dash-dot in its workload's colour
        k = names.index(name)
        painter.setPen(QPen(chart_style.colour(k).darker(130), pen_width, Qt.PenStyle.DashDotLine))
        painter.drawLine(point(0, ms), point(frame.x_top, ms))
        lines.append([_xy(point(0, ms)), _xy(point(frame.x_top, ms))])
    knee_marks = []
    for name, x, y in data.get("knees", []):
        k = names.index(name)
        painter.setPen(QPen(chart_style.colour(k).darker(130), pen_width))
        painter.setBrush(chart_style.colour(k))
        painter.drawEllipse(point(x, y), line * 0.3, line * 0.3)
        knee_marks.append(_box(QRectF(point(x, y) - QPointF(line * 0.3, line * 0.3), QPointF(line * 0.6, line * 0.6)
                                      + point(x, y) - QPointF(line * 0.3, line * 0.3))))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    planned = data.get("planned")
    if planned:
        painter.setPen(QPen(Qt.GlobalColor.black, 0, Qt.PenStyle.DotLine))
        painter.drawLine(point(planned, 0), point(planned, y_top))
        lines.append([_xy(point(planned, 0)), _xy(point(planned, y_top))])
    painter.restore()
    taken: list[Rect] = list(knee_marks)
    drawn = Drawn(dict(zip([*names, *(f"target {ms:g} ms, {n}" for n, ms in targets),
                            *(["planned"] if planned else [])], lines, strict=True)), {})
    for name, box in zip(names, _label_lines(painter, plot, names, ends, metrics, lines, taken), strict=True):
        drawn.labels[name] = box
    for name, ms in targets:
        drawn.labels[f"target {ms:g} ms, {name}"] = _level_label(
            painter, plot, f"target {ms:g} ms", point(0, ms), lines, taken, metrics,
            chart_style.colour(names.index(name)).darker(130))
    for k, (name, ms) in enumerate(above):
        text = above_text(ms)
        width = metrics.horizontalAdvance(text) + line * 0.2
        top = plot.top() + line * (0.2 + 1.1 * k)
        drawn.labels[f"target {ms:g} ms, {name}, above the chart"] = _place_text(
            painter, plot, text, [(plot.left() + line * 0.3, top, plot.left() + line * 0.3 + width, top + line)],
            (plot.left(), plot.top()), lines, taken, metrics, chart_style.colour(names.index(name)).darker(130))
    if planned:
        drawn.labels["planned"] = _planned_label(painter, plot, planned, point, y_top, lines, taken, metrics)

    def key(r: QRectF, k: int) -> None:
        if k < len(names):
            painter.setPen(_line_pen(k, pen_width * 1.4))
            painter.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()))
        elif k < len(names) + len(keyed):
            colour = chart_style.colour(names.index(keyed[k - len(names)][0])).darker(130)
            painter.setPen(QPen(colour, pen_width * 1.4, Qt.PenStyle.DashDotLine))
            painter.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()))
        else:  # the knee's mark
            painter.setPen(QPen(Qt.GlobalColor.black, pen_width))
            painter.drawEllipse(r.center(), line * 0.25, line * 0.25)

    _legend(painter, QRectF(rect.left() + left, rect.bottom() - legend_h + line * 0.3, rect.width() - left, legend_h),
            legend, key, font)
    drawn.labels["legend"] = (rect.left() + left, rect.bottom() - legend_h + line * 0.3, rect.right(),
                              rect.bottom() - legend_h + line * 0.3 + legend_height(metrics, rect.width() - left,
                                                                                     legend) - line * 0.3)
    painter.restore()
    return drawn
