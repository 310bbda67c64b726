"""Charts in colour that still read in black and white (issue 17): the PDF's series differ by hatch pattern,
line style and a label at each line's end, not by colour alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QImage, QPainter

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan
from cicsplan.report.chart_layout import line_crosses, rects_meet
from cicsplan.report.chart_paint import draw_lines, draw_stacked
from cicsplan.report.content import Chart, build_report
from conftest import SAMPLES


class RecordingPainter(QPainter):
    """A painter that notes the pen of every path, the brush of every filled rectangle and every text."""

    def __init__(self, device):
        super().__init__(device)
        self.paths, self.fills, self.texts = [], [], []

    def drawPath(self, path):
        self.paths.append(self.pen())
        super().drawPath(path)

    def fillRect(self, rect, brush):
        self.fills.append((QRectF(rect), QBrush(brush)))
        super().fillRect(rect, brush)

    def drawText(self, *args):
        self.texts.append(next(a for a in args if isinstance(a, str)))
        super().drawText(*args)


def charts_of(catalog, sample: str) -> dict[str, Chart]:
    plan = load_plan(SAMPLES / f"{sample}.cicsplan.json").plan
    report = build_report([compute(plan, catalog)])
    return {b.title: b for s in report.sections for b in s.blocks if isinstance(b, Chart)}


def paint(draw, data) -> RecordingPainter:
    image = QImage(1600, 900, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = RecordingPainter(image)
    try:
        draw(painter, QRectF(0, 0, 1600, 900), data, painter.font())
    finally:
        painter.end()
    return painter


def test_the_busy_curves_differ_in_line_style_and_are_named_at_their_ends(catalog, qapp):
    chart = charts_of(catalog, "getting-started")["LPAR busy as the planned rates grow"]
    names = [name for name, _ in chart.data["lines"]]
    assert len(names) == 2  # CPs and zIIPs
    painter = paint(draw_lines, chart.data)
    pens = painter.paths[:len(names)]
    assert len({pen.style() for pen in pens}) == len(names)  # solid and dashed: apart in grey
    assert len({pen.color().name() for pen in pens}) == len(names)  # and in colour on screen
    # each name twice: in the key and at the line's end
    for name in names:
        assert painter.texts.count(name) == 2, painter.texts


def test_the_bar_segments_differ_in_hatch_pattern_as_well_as_colour(catalog, qapp):
    chart = charts_of(catalog, "getting-started")["CPU per transaction by address space (ms)"]
    series = [name for name, _ in chart.data["series"]]
    assert len(series) >= 4
    painter = paint(draw_stacked, chart.data)
    # the key draws one swatch per series, in order, last: its colour fill then (but for the first) a hatch
    fills = painter.fills[-(2 * len(series) - 1):]
    patterns = [Qt.BrushStyle.SolidPattern] + [b.style() for _, b in fills[2::2]]
    colours = [b.color().name() for _, b in [fills[0], *fills[1::2]]]
    assert len(set(patterns)) == len(series), patterns
    assert len(set(colours)) == len(series), colours
    assert all(p != Qt.BrushStyle.SolidPattern for p in patterns[1:])


@pytest.mark.parametrize("sample", sorted(p.name.split(".")[0] for p in SAMPLES.glob("*.cicsplan.json")))
@pytest.mark.parametrize("size", [(1600, 900), (720, 420), (480, 300)])
def test_the_runs_out_label_crosses_no_line_and_no_other_label(catalog, qapp, sample, size):
    """Issue 25: page one set 'runs out here' on the target line when CP busy binds (the mark sits on it)."""
    chart = charts_of(catalog, sample).get("LPAR busy as the planned rates grow")
    if chart is None or not chart.data.get("runs_out"):
        pytest.skip("no busy chart with a binding limit in this sample")
    image = QImage(*size, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        drawn = draw_lines(painter, QRectF(0, 0, *size), chart.data, painter.font())
    finally:
        painter.end()
    box = drawn.labels["runs out"]
    assert "target" in drawn.lines or chart.data.get("target") is None
    for name, points in drawn.lines.items():
        assert not line_crosses(box, points), (name, box)
    for name, other in drawn.labels.items():
        assert name == "runs out" or not rects_meet(box, other), (name, box, other)
    left, top, right, bottom = box
    assert right - left > 0 and bottom - top > 0
