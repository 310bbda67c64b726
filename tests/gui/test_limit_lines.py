"""The busy chart's limit numbers: each near the bottom of its line, raised a row where it would meet a number drawn
before it, left out where no row is free. A plan reaches eighty limits: the rows are searched by their order, not
tested against every number, and give the numbers the test against every number gives."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QColor, QFontMetrics

from cicsplan.gui.sheets.limit_lines import LimitLines, LimitMark
from fuzzing import budget


@pytest.fixture(scope="module")
def plot(qapp):
    widget = pg.PlotWidget()
    widget.resize(640, 400)
    widget.setXRange(0, 1000, padding=0)
    widget.setYRange(0, 110, padding=0)
    widget.show()
    qapp.processEvents()
    yield widget
    widget.close()


def numbered_against_every_number(item: LimitLines) -> list[tuple[str, tuple[float, float, float, float]]]:
    """The numbers as first written: each box tested against every box of its row, mapped by the view's own call."""
    vb = item.getViewBox()
    metrics = QFontMetrics(item.font)
    (x0, x1), (y0, y1) = vb.viewRange()

    def to_pixels(x, y):
        return vb.mapViewToScene(pg.Point(x, y))

    base = to_pixels(x0, y0 + item.HEIGHT_FRACTION * (y1 - y0)).y()
    left, right = to_pixels(x0, y0).x(), to_pixels(x1, y0).x()
    height = float(metrics.height())
    placed, rows = [], [[] for _ in range(item.ROWS)]
    for mark in item.marks:
        if not x0 <= mark.tps <= x1:
            continue
        centre = to_pixels(mark.tps, y0).x()
        half = metrics.horizontalAdvance(mark.number) / 2 + 2
        if centre - half < left or centre + half > right:
            continue
        for k, row in enumerate(rows):
            box = (centre - half, base - (k + 1) * height, centre + half, base - k * height)
            if all(box[2] <= other[0] or box[0] >= other[2] for other in row):
                row.append(box)
                placed.append((mark.number, box))
                break
    return placed


@settings(max_examples=budget(100), deadline=None)
@given(rates=st.lists(st.integers(-50, 1050).map(float), max_size=90))
def test_the_numbers_rows_are_those_testing_every_number_gives(plot, rates):
    marks = [LimitMark(tps, str(k), QColor("black")) for k, tps in enumerate(rates, start=1)]
    item = LimitLines(marks, plot.font(), QColor("white"))
    plot.addItem(item)
    try:
        assert item.number_boxes() == numbered_against_every_number(item)
    finally:
        plot.removeItem(item)
