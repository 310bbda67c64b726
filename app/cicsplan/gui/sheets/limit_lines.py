"""The utilisation chart's limit lines as one plot item.

A large plan reaches eighty limits and more inside the chart (QR TCB, SO TCB and S8 TCBs of every region group,
servers, ports): eighty pyqtgraph InfiniteLines with labels took most of a redraw (each is a handful of items,
each connected to the view). This one item paints every line and the numbers that have room: each number near
the bottom of its line, raised a row where it would meet a number drawn before it, left out where no row is free
(hovering the chart names every limit)."""

from __future__ import annotations

import bisect
from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen

from cicsplan.core.common.records import dataclass
from cicsplan.gui.qt_guard import qt_override

Box = tuple[float, float, float, float]  # left, top, right, bottom in pixels


@dataclass(frozen=True)
class LimitMark:
    tps: float  # where the limit is reached: the line's x in data coordinates
    number: str  # its number in the legend and the hover read-out
    colour: QColor


class LimitLines(pg.GraphicsObject):
    """Vertical lines across the plot at each mark's rate, numbered where the numbers have room."""

    ROWS = 3  # numbers stack at most this many rows high before one is left out
    HEIGHT_FRACTION = 0.06  # the numbers' first row: this far up the plot from its bottom

    def __init__(self, marks: list[LimitMark], font: QFont, ground: QColor,
                 style: Qt.PenStyle = Qt.PenStyle.DashDotLine):
        super().__init__()
        self.marks = marks
        self.font = QFont(font)
        self.ground = QColor(ground)  # the plot's background, under each number: the lines do not cross its digits
        self.style = style

    def set_marks(self, marks: list[LimitMark], font: QFont, ground: QColor) -> None:
        """The lines of a redraw, in this item (a redraw keeps its items)."""
        self.marks, self.font, self.ground = marks, QFont(font), QColor(ground)
        self.update()

    def dataBounds(self, axis, frac=1.0, orthoRange=None):  # pyqtgraph's name
        return None  # like InfiniteLine: the lines never widen the plot's range

    @qt_override(fallback=QRectF())
    def boundingRect(self) -> QRectF:
        vb = self.getViewBox()
        return QRectF() if vb is None else vb.viewRect()  # the lines span the plot; numbers sit inside it

    def viewRangeChanged(self) -> None:  # pyqtgraph's name
        self.prepareGeometryChange()
        super().viewRangeChanged()

    def number_boxes(self) -> list[tuple[str, Box]]:
        """The numbers drawn now and their boxes in scene pixels (the chart's other labels keep clear of them)."""
        vb = self.getViewBox()
        if vb is None or vb.width() <= 0:
            return []
        # vb.mapViewToScene's own steps (the view's transform, then the box's to the scene), its matrix updated once
        vb.updateMatrix()
        to_box = vb.childGroup.transform()
        return self._layout(lambda x, y: vb.mapToScene(to_box.map(QPointF(x, y))), QFontMetrics(self.font))

    def _layout(self, to_pixels: Callable[[float, float], QPointF],
                metrics: QFontMetrics) -> list[tuple[str, Box]]:
        vb = self.getViewBox()
        (x0, x1), (y0, y1) = vb.viewRange()
        base = to_pixels(x0, y0 + self.HEIGHT_FRACTION * (y1 - y0)).y()
        left, right = to_pixels(x0, y0).x(), to_pixels(x1, y0).x()
        height = float(metrics.height())
        placed: list[tuple[str, Box]] = []
        # each row's numbers left to right: their boxes never overlap, so a box meets one of them only if it meets
        # the last that starts left of its right-hand side (eighty numbers: no test against every one)
        lefts: list[list[float]] = [[] for _ in range(self.ROWS)]
        rights: list[list[float]] = [[] for _ in range(self.ROWS)]
        for mark in self.marks:
            if not x0 <= mark.tps <= x1:
                continue
            centre = to_pixels(mark.tps, y0).x()
            half = metrics.horizontalAdvance(mark.number) / 2 + 2
            if centre - half < left or centre + half > right:
                continue
            for k in range(self.ROWS):
                box = (centre - half, base - (k + 1) * height, centre + half, base - k * height)
                before = bisect.bisect_left(lefts[k], box[2])  # the row's boxes starting left of this one's right
                if before == 0 or rights[k][before - 1] <= box[0]:
                    lefts[k].insert(before, box[0])
                    rights[k].insert(before, box[2])
                    placed.append((mark.number, box))
                    break
        return placed

    @qt_override
    def paint(self, painter: QPainter, *_args) -> None:
        vb = self.getViewBox()
        if vb is None or not self.marks:
            return
        (x0, x1), (y0, y1) = vb.viewRange()
        to_device = painter.transform()  # data to device pixels: lines and numbers are drawn in pixels
        painter.save()
        painter.resetTransform()
        painter.setFont(self.font)
        numbers = {}
        for mark in self.marks:
            if x0 <= mark.tps <= x1:
                pen = QPen(mark.colour, 1, self.style)
                pen.setCosmetic(True)
                painter.setPen(pen)
                painter.drawLine(to_device.map(QPointF(mark.tps, y0)), to_device.map(QPointF(mark.tps, y1)))
            numbers.setdefault(mark.number, mark.colour)
        # the device's own metrics: an exported image has its own resolution, and its text its own size
        metrics = QFontMetrics(self.font, painter.device())
        for number, (left, top, right, bottom) in self._layout(lambda x, y: to_device.map(QPointF(x, y)), metrics):
            box = QRectF(left, top, right - left, bottom - top)
            painter.fillRect(box, self.ground)
            painter.setPen(numbers[number])
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, number)
        painter.restore()
