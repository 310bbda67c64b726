"""The PDF cuts no figure and sets no label on a line (new-user trial, finding 12): a wide table keeps every
column at its minimum (numbers and header words whole), split into parts that repeat the row's name when a
landscape page cannot hold it; every label of the busy and response charts crosses no line and no other label;
the response chart draws each response-time target; a legend of two rows stays inside the chart."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QPdfWriter
from tests.report.trial_plan import TRIAL

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report import content as c
from cicsplan.report.chart_layout import line_crosses, rects_meet
from cicsplan.report.chart_paint import draw_lines, draw_response
from cicsplan.report.content import build_report

SIZES = [(1600, 900), (900, 560), (600, 420)]


@pytest.fixture(scope="module")
def trial_report(catalog):
    return build_report([compute(plan_from_json(copy.deepcopy(TRIAL)), catalog)])


def test_no_table_column_is_narrower_than_its_figures_and_header_words(trial_report, qapp, tmp_path):
    from cicsplan.report.pdf import LANDSCAPE, PORTRAIT, Layouter, _fit_widths, set_up_page

    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    set_up_page(writer)
    layout = Layouter(writer, trial_report)
    tables = [b for s in trial_report.sections for b in s.blocks if isinstance(b, c.Table)]
    assert any(len(t.headers) >= 12 for t in tables)
    for table in tables:
        for part in layout.column_parts(table):
            width = layout.area(LANDSCAPE if layout.needs_landscape(part) else PORTRAIT).width()
            natural, minimum, desired = layout.table_widths(part, width)
            widths = _fit_widths(natural, minimum, desired, part.numeric, width)
            assert sum(widths) <= width + 1e-6
            for head, w, least in zip(part.headers, widths, minimum, strict=True):
                assert w >= least - 1e-6, (head, w, least)
            assert part.headers[0] == table.headers[0]


def charts(report) -> dict[str, c.Chart]:
    return {b.title: b for s in report.sections for b in s.blocks if isinstance(b, c.Chart)}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("title", ["LPAR busy as the planned rates grow",
                                   "Response time as the planned rates grow (ms)"])
def test_chart_labels_cross_no_line_and_no_other_label(trial_report, qapp, title, size):
    chart = charts(trial_report)[title]
    image = QImage(*size, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        draw = draw_lines if chart.kind == "lines" else draw_response
        drawn = draw(painter, QRectF(0, 0, *size), chart.data, painter.font())
    finally:
        painter.end()
    labels = {k: v for k, v in drawn.labels.items() if k != "legend"}
    assert {"planned"} <= set(labels) and len(labels) >= 3
    for name, box in labels.items():
        for line, points in drawn.lines.items():
            assert not line_crosses(box, points), (name, line, box)
        for other, other_box in labels.items():
            assert other == name or not rects_meet(box, other_box), (name, other)
    if chart.kind == "response":  # the 5 ms target of the SOAP service is drawn and named
        assert "target 5 ms, Partner SOAP service" in drawn.lines
        assert drawn.labels["legend"][3] <= size[1] + 1e-6  # the legend's rows inside the chart's rectangle


@pytest.mark.parametrize("size", SIZES)
def test_a_target_far_above_the_curves_is_named_at_the_top_edge(catalog, qapp, size):
    """Trial 3, 2.1, as in the workbook: the axis stays on the curves and the 200 ms target is a label inside the
    plot's top edge, crossing no line, and an entry of the key."""
    doc = copy.deepcopy(TRIAL)
    [soap] = [w for w in doc["workloads"] if w.get("response_target_ms")]
    soap["response_target_ms"] = 200
    report = build_report([compute(plan_from_json(doc), catalog)])
    chart = charts(report)["Response time as the planned rates grow (ms)"]
    assert chart.data["top"] < 200 / 3 and not chart.data["targets"]
    image = QImage(*size, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        drawn = draw_response(painter, QRectF(0, 0, *size), chart.data, painter.font())
    finally:
        painter.end()
    name = "target 200 ms, Partner SOAP service, above the chart"
    box = drawn.labels[name]
    assert box[1] >= 0 and all(not line_crosses(box, points) for points in drawn.lines.values())
    assert all(other == name or not rects_meet(box, b) for other, b in drawn.labels.items() if other != "legend")
