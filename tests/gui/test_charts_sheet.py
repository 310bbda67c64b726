"""The Charts sheet at the window sizes planners use: every bar named legibly, thresholds labelled inside."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtGui import QFontMetrics, QImage, QPainter

from cicsplan.gui.sheets.limit_lines import LimitLines
from cicsplan.report.chart_layout import line_crosses, rects_meet
from conftest import SAMPLES

GETTING_STARTED = SAMPLES / "getting-started.cicsplan.json"


def show_charts(qtbot, window, size):
    window.resize(*size)
    window.tabs.setCurrentWidget(window.charts)
    qtbot.waitUntil(lambda: not window.charts._stale and not window.charts.timer.isActive())
    wait_drawn(qtbot, window)
    qtbot.wait(100)  # the plots settle in their layout; labels are fitted to it
    return window.charts


def wait_drawn(qtbot, window) -> None:
    """Until the charts show the document's result of now (the rate charts' engine work runs in a worker)."""
    qtbot.waitUntil(lambda: window.charts.drawn_result is window.doc.result, timeout=10000)


def drawn_tick_texts(axis) -> list[str]:
    """The tick texts pyqtgraph actually draws (it drops those that would leave the axis)."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for _rect, _flags, text in texts]


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_every_workload_bar_is_named_without_overlap(qtbot, window, size):
    assert window.open_path(GETTING_STARTED)
    sheet = show_charts(qtbot, window, size)
    names = list(window.doc.result.resolved.names)
    for chart in (sheet.by_space, sheet.split):
        axis = chart.plot.getAxis("bottom")
        texts = drawn_tick_texts(axis)
        assert len(texts) == len(names), texts  # no bar loses its label
        vb = chart.plot.getPlotItem().vb
        (x0, x1), _ = vb.viewRange()
        per_bar = vb.width() / (x1 - x0)
        metrics = QFontMetrics(chart.plot.font())
        for text, name in zip(texts, names, strict=True):
            assert max(metrics.horizontalAdvance(line) for line in text.split("\n")) < per_bar
            # the name whole, or its start with an ellipsis (the hover read-out has it in full)
            assert text.replace("\n", " ") == name or text.endswith("…")
            assert name.startswith(text.replace("\n", " ").rstrip("…").strip())
    # at 1280 the lower chart's labels are the names in full
    if size == (1280, 800):
        assert [t.replace("\n", " ") for t in drawn_tick_texts(sheet.split.plot.getAxis("bottom"))] == names


def open_copies(window, tmp_path, copies: int) -> int:
    """The getting-started plan with its workloads repeated ``copies`` times under long names; their count."""
    import json

    plan = json.loads(GETTING_STARTED.read_text(encoding="utf-8"))
    plan["workloads"] = [dict(w, name=f"{w['name']} copy {k}") for k in range(copies) for w in plan["workloads"]]
    path = tmp_path / "many.cicsplan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    assert window.open_path(path)
    return len(plan["workloads"])


def test_many_long_names_become_row_numbers(qtbot, window, tmp_path):
    open_copies(window, tmp_path, 4)
    sheet = show_charts(qtbot, window, (1000, 650))
    axis = sheet.split.plot.getAxis("bottom")
    assert drawn_tick_texts(axis) == [str(k) for k in range(1, 17)]
    assert "hover a bar for its name" in axis.labelText


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_threshold_labels_sit_inside_the_plot(qtbot, window, size):
    assert window.open_path(GETTING_STARTED)
    sheet = show_charts(qtbot, window, size)
    chart = sheet.utilisation
    vb = chart.plot.getPlotItem().vb
    labels = [item.label for item in vb.addedItems
              if isinstance(item, pg.InfiniteLine) and getattr(item, "label", None) is not None and item.angle == 0]
    assert [label.toPlainText() for label in labels] == ["target 90%"]
    plot_rect = vb.sceneBoundingRect()
    for label in labels:
        rect = label.sceneBoundingRect()
        assert plot_rect.contains(rect), (rect, plot_rect)
        line_y = vb.mapViewToScene(pg.Point(0, 90)).y()
        assert rect.top() >= line_y - 1  # under its line, not across it
        hundred_y = vb.mapViewToScene(pg.Point(0, 100)).y()
        assert not rect.top() < hundred_y < rect.bottom()  # nor across the 100% line
    assert "100" in drawn_tick_texts(chart.plot.getAxis("left"))
    assert "target CP busy (90%)" in [name for name, _, _ in chart.legend_entries]


def test_series_read_apart_without_colour(qtbot, window):
    """Black-and-white print of the Charts sheet: the bars' segments are hatched each their own way, the
    busy curves have their own line styles and their names at their ends, the key shows the hatch glyphs."""
    from PySide6.QtCore import Qt

    from cicsplan.report import chart_style

    assert window.open_path(GETTING_STARTED)
    sheet = show_charts(qtbot, window, (1280, 800))
    bars = [item for item in sheet.by_space.plot.getPlotItem().items if isinstance(item, pg.BarGraphItem)]
    styles_of_bars = [pg.mkBrush(item.opts["brush"]).style() for item in bars]
    hatches = [style for style in styles_of_bars if style != Qt.BrushStyle.SolidPattern]
    spaces = [name for name, _colour, _kind in sheet.by_space.legend_entries]
    assert len(spaces) >= 4 and len(set(hatches)) == len(hatches) == len(spaces) - 1
    legend = sheet.by_space.legend.text()
    for k in range(len(spaces)):
        assert chart_style.PATTERN_GLYPHS[k] in legend or f"&#{ord(chart_style.PATTERN_GLYPHS[k])};" in legend
    items = sheet.utilisation.plot.getPlotItem().items
    curves = [item for item in items if isinstance(item, pg.PlotDataItem)]
    styles = {curve.opts["pen"].style() for curve in curves}
    assert len(curves) == 2 and len(styles) == 2
    targets = [item for item in items if isinstance(item, pg.InfiniteLine) and item.angle == 0]
    assert all(t.pen.style() not in styles for t in targets)  # the target and 100% lines differ from both
    labels = {item.toPlainText() for item in items if isinstance(item, pg.TextItem)}
    assert {"CPs", "zIIPs"} <= labels


@pytest.mark.parametrize("sample", ["rtw-3270-to-web-services", "getting-started", "web-services"])
@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_the_runs_out_label_crosses_no_line(qtbot, window, sample, size):
    """Issue 25: the label of where the plan runs out sat on the target line when CP busy binds there."""
    assert window.open_path(SAMPLES / f"{sample}.cicsplan.json")
    chart = show_charts(qtbot, window, size).utilisation
    vb = chart.plot.getPlotItem().vb
    label = next((item for item in vb.addedItems if isinstance(item, pg.TextItem)
                  and item.toPlainText().endswith(" tps")), None)
    if label is None:
        pytest.skip("no binding limit on this chart")
    box = label.sceneBoundingRect()
    box = (box.left(), box.top(), box.right(), box.bottom())
    assert vb.sceneBoundingRect().contains(label.sceneBoundingRect())

    def scene(x, y):
        p = vb.mapViewToScene(pg.Point(float(x), float(y)))
        return (p.x(), p.y())

    drawn = []
    for item in vb.addedItems:
        if isinstance(item, pg.PlotDataItem):
            xs, ys = item.getData()
            drawn.append([scene(a, min(b, 150.0)) for a, b in zip(xs, ys, strict=True)])
        elif isinstance(item, pg.InfiniteLine):
            (left, right), (bottom, top) = vb.viewRange()
            value = item.value()
            drawn.append([scene(left, value), scene(right, value)] if item.angle == 0
                         else [scene(value, bottom), scene(value, top)])
        elif isinstance(item, LimitLines):
            (left, right), (bottom, top) = vb.viewRange()
            drawn += [[scene(mark.tps, bottom), scene(mark.tps, top)] for mark in item.marks]
    assert len(drawn) >= 3  # the CP curve, the target, the planned rate
    for points in drawn:
        assert not line_crosses(box, points), (box, points[:3])
    for item in vb.addedItems:
        other = getattr(item, "label", None) if isinstance(item, pg.InfiniteLine) else \
            item if isinstance(item, pg.TextItem) else None
        if other is not None and other is not label:
            r = other.sceneBoundingRect()
            assert not rects_meet(box, (r.left(), r.top(), r.right(), r.bottom())), other.toPlainText()
        if isinstance(item, LimitLines):
            for number, other_box in item.number_boxes():
                assert not rects_meet(box, other_box), number


def test_on_a_shared_machine_the_busy_chart_draws_the_busy_of_what_prsm_gives(qtbot, window, tmp_path):
    """Issue 28: beside the response-time chart, a CP curve of the LPAR's logical CPs stays far below the target
    while the response time saturates on the fewer CPs PR/SM gives it; that busy is drawn too, in a line style of
    its own, and the binding entitlement limit is marked on it, at the target."""
    import json

    from PySide6.QtCore import Qt

    from conftest import SHARED_MACHINE_PLAN

    path = tmp_path / "shared.cicsplan.json"
    path.write_text(json.dumps(SHARED_MACHINE_PLAN), encoding="utf-8")
    assert window.open_path(path)
    sheet = show_charts(qtbot, window, (1280, 800))
    items = sheet.utilisation.plot.getPlotItem().items
    curves = [item for item in items if isinstance(item, pg.PlotDataItem)]
    styles = {curve.opts["pen"].style() for curve in curves}
    assert len(curves) == 3 and len(styles) == 3 and Qt.PenStyle.DashDotDotLine in styles
    labels = {item.toPlainText() for item in items if isinstance(item, pg.TextItem)}
    assert {"CPs", "CPs it gets"} <= labels
    legend = " ".join(name for name, _, _ in sheet.utilisation.legend_entries)  # the key's text is markup
    assert "general CPs busy % of its 4 logical CPs" in legend and "of the CPs PR/SM gives it" in legend
    (mark,) = [item for item in items if isinstance(item, pg.ScatterPlotItem)]
    _x, (y,) = mark.getData()
    assert abs(y - 90.0) < 1.0  # the entitlement limit binds at the target busy of what it gets
    assert sheet.utilisation.readout.text().startswith("Binding: entitlement with the other LPARs at their load")


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_every_busy_chart_label_is_clear_of_lines_and_labels(qtbot, window, tmp_path, size):
    """New-user trial, finding 13: on a shared machine 'CPs' and 'CPs it gets' overprinted each other at the
    curves' ends and 'planned' sat on the '1' of the first limit: every label now crosses no line and no label."""
    import json

    from tests.report.trial_plan import TRIAL

    path = tmp_path / "trial.cicsplan.json"
    path.write_text(json.dumps(TRIAL), encoding="utf-8")
    assert window.open_path(path)
    chart = show_charts(qtbot, window, size).utilisation
    vb = chart.plot.getPlotItem().vb

    def scene(x, y):
        p = vb.mapViewToScene(pg.Point(float(x), float(y)))
        return (p.x(), p.y())

    def box(item):
        r = item.sceneBoundingRect()
        return (r.left(), r.top(), r.right(), r.bottom())

    texts = [item for item in vb.addedItems if isinstance(item, pg.TextItem) and item.isVisible()]
    assert {"CPs", "CPs it gets", "zIIPs", "planned"} <= {t.toPlainText() for t in texts}
    (limit_lines,) = [item for item in vb.addedItems if isinstance(item, LimitLines)]
    numbers = limit_lines.number_boxes()
    assert "1" in [number for number, _ in numbers]  # the limits' numbers
    lines = []
    (left, right), (bottom, top) = vb.viewRange()
    for item in vb.addedItems:
        if isinstance(item, pg.PlotDataItem):
            xs, ys = item.getData()
            lines.append([scene(a, min(b, 150.0)) for a, b in zip(xs, ys, strict=True)])
        elif isinstance(item, pg.InfiniteLine):
            value = item.value()
            lines.append([scene(left, value), scene(right, value)] if item.angle == 0
                         else [scene(value, bottom), scene(value, top)])
    lines += [[scene(mark.tps, bottom), scene(mark.tps, top)] for mark in limit_lines.marks]
    for text in texts:
        for points in lines:
            assert not line_crosses(box(text), points), text.toPlainText()
        for other in texts:
            assert other is text or not rects_meet(box(text), box(other)), (text.toPlainText(),
                                                                            other.toPlainText())
        for number, number_box in numbers:
            assert not rects_meet(box(text), number_box), (text.toPlainText(), number)


def test_two_hundred_bars_show_every_few_row_numbers_without_overprinting(qtbot, window, tmp_path):
    """Issue 29: at 200 workloads the bars' row numbers ran into one another in a grey smear; now every 2nd, 5th,
    10th... bar is numbered, as many as the axis has room for, each number clear of the next."""
    import itertools

    workloads = open_copies(window, tmp_path, 50)
    sheet = show_charts(qtbot, window, (1280, 800))
    axis = sheet.split.plot.getAxis("bottom")
    shown = [(float(position), text) for position, text in axis._tickLevels[0] if text]
    assert workloads == 200 and 5 <= len(shown) < workloads
    assert shown[0][1] == "1" and all(text == str(int(position) + 1) for position, text in shown)
    vb = sheet.split.plot.getPlotItem().vb
    metrics = QFontMetrics(sheet.split.plot.font())
    for (left, text), (right, _) in itertools.pairwise(shown):
        gap = vb.mapViewToScene(pg.Point(right, 0)).x() - vb.mapViewToScene(pg.Point(left, 0)).x()
        assert gap > metrics.horizontalAdvance(text)


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_the_response_chart_draws_each_response_time_target(qtbot, window, tmp_path, size):
    """Issue 29: the PDF drew a workload's response-time target on its response chart and the workbook did not.
    The Charts sheet draws it too: a dash-dot level line at the target, in the workload's colour, named under
    the line inside the plot and in the key, always within the chart's height."""
    import json

    from PySide6.QtCore import Qt
    from tests.report.trial_plan import TRIAL

    path = tmp_path / "trial.cicsplan.json"
    path.write_text(json.dumps(TRIAL), encoding="utf-8")
    assert window.open_path(path)
    chart = show_charts(qtbot, window, size).response
    vb = chart.plot.getPlotItem().vb
    (target,) = [item for item in vb.addedItems if isinstance(item, pg.InfiniteLine) and item.angle == 0]
    assert target.value() == 5.0 and target.pen.style() == Qt.PenStyle.DashDotLine
    assert target.label.toPlainText() == "target 5 ms"
    _, (bottom, top) = vb.viewRange()
    assert bottom <= 5.0 < top
    assert vb.sceneBoundingRect().contains(target.label.sceneBoundingRect())
    assert ("target 5 ms, Partner SOAP service" in [name for name, _, _ in chart.legend_entries])


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_a_target_far_above_the_curves_is_named_at_the_top_not_stretched_to(qtbot, window, tmp_path, size):
    """Trial 3, 2.1: a 200 ms target set the axis to 0-230 ms and every curve (under 20 ms) lay on the x axis. The
    axis stays on the curves and the target is named at the top edge, inside the plot, and in the key."""
    import json

    from tests.report.trial_plan import TRIAL

    doc = json.loads(json.dumps(TRIAL))
    [soap] = [w for w in doc["workloads"] if w.get("response_target_ms")]
    soap["response_target_ms"] = 200
    path = tmp_path / "trial.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.open_path(path)
    chart = show_charts(qtbot, window, size).response
    vb = chart.plot.getPlotItem().vb
    assert not [item for item in vb.addedItems if isinstance(item, pg.InfiniteLine) and item.angle == 0]
    _, (_bottom, top) = vb.viewRange()
    assert top < 200 / 3
    (mark,) = [item for item in vb.addedItems if isinstance(item, pg.TextItem)]
    assert mark.toPlainText() == "▲ target 200 ms, above the chart"
    assert vb.sceneBoundingRect().contains(mark.sceneBoundingRect())
    (planned,) = [item for item in vb.addedItems if isinstance(item, pg.InfiniteLine) and item.angle == 90]
    assert not mark.sceneBoundingRect().intersects(planned.label.sceneBoundingRect())  # both can be read
    assert "target 200 ms, Partner SOAP service, above the chart" in [name for name, _, _ in chart.legend_entries]


def sheet_image(sheet) -> QImage:
    return sheet.grab().toImage()


def test_an_edit_redraws_the_charts_with_the_new_figures_as_a_fresh_draw_would(qtbot, window):
    """A redraw keeps the plot items of the last one and updates them (issue 29): after a rate is typed in the
    Workloads grid the charts show the new planned rate and busy curve, drawn exactly as charts drawn anew, and an
    edit that removes a curve (no zIIPs) takes it off the chart."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from tests.gui.conftest import edit_current_cell

    sheet = show_charts(qtbot, window, (1280, 800))
    planned_before = float(window.doc.result.env["total_tps"])
    table = window.workloads.table
    window.tabs.setCurrentWidget(window.workloads)
    model = table.model()
    table.setCurrentIndex(model.index(0, [c.key for c in window.workloads.model.columns].index("tps")))
    edit_current_cell(qtbot, table, "900")
    show_charts(qtbot, window, (1280, 800))
    planned = float(window.doc.result.env["total_tps"])
    assert planned != planned_before

    def planned_lines(chart):
        return [item.value() for item in chart.plot.getPlotItem().items
                if isinstance(item, pg.InfiniteLine) and item.angle == 90]

    assert planned_lines(sheet.utilisation) == [pytest.approx(planned)]
    assert planned_lines(sheet.response) == [pytest.approx(planned)]
    (cps, ziips) = [item for item in sheet.utilisation.plot.getPlotItem().items if isinstance(item, pg.PlotDataItem)]
    from cicsplan.core.model.sweep import sweep

    x, y = cps.getData()
    points = sweep(window.doc.result, window.doc.catalog, np.asarray(ziips.getData()[0]) / planned)
    assert np.allclose(y, points["gcp_busy_pct"]) and np.allclose(x, points["total_tps"])

    def settled_image():
        # labels are placed again once new items have their places (a line's own label is laid out when shown)
        qtbot.wait(50)
        for hook in sheet.utilisation.resize_hooks:
            hook()
        qtbot.wait(50)
        return sheet_image(sheet)

    def drawn_as_new() -> bool:
        kept = settled_image()
        for chart in (sheet.by_space, sheet.utilisation, sheet.split, sheet.response):
            chart.clear()
        sheet.redraw()
        return settled_image() == kept

    assert drawn_as_new()  # the items kept and updated draw what new ones draw

    window.tabs.setCurrentWidget(window.hardware)
    window.doc.set_cell(window.doc.cell_ref("hardware", 0, "ziips"), 0)
    show_charts(qtbot, window, (1280, 800))
    items = sheet.utilisation.plot.getPlotItem().items
    assert len([item for item in items if isinstance(item, pg.PlotDataItem)]) == 1
    assert "zIIPs" not in {item.toPlainText() for item in items if isinstance(item, pg.TextItem)}
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo: the zIIP curve is back
    qtbot.waitUntil(lambda: not sheet.timer.isActive() and not sheet._stale)
    wait_drawn(qtbot, window)
    qtbot.wait(50)
    items = sheet.utilisation.plot.getPlotItem().items
    assert len([item for item in items if isinstance(item, pg.PlotDataItem)]) == 2
    assert "zIIPs" in {item.toPlainText() for item in items if isinstance(item, pg.TextItem)}
    window.doc.set_cell(window.doc.cell_ref("hardware", 0, "ziips"), 0)  # kept items stacked as new ones
    sheet.redraw()
    wait_drawn(qtbot, window)
    window.doc.undo_stack.undo()
    sheet.redraw()
    wait_drawn(qtbot, window)
    assert drawn_as_new()


def test_a_redraw_leaves_alone_what_did_not_change(qtbot, window):
    """Redraw only what changed (issue 29): a redraw of the same plan touches no item, and a rate edit, which moves
    no workload's CPU per transaction, leaves the bars by address space as drawn while the busy curve follows."""
    from tests.gui.conftest import edit_current_cell

    sheet = show_charts(qtbot, window, (1280, 800))
    sheet.redraw()  # the busy chart's labels placed in the rates' range the first draw set
    qtbot.wait(50)
    bars = [item for item in sheet.by_space.plot.getPlotItem().items if isinstance(item, pg.BarGraphItem)]
    for item in bars:
        item.drawPicture()  # as painted
    (cps, *_rest) = [item for item in sheet.utilisation.plot.getPlotItem().items if isinstance(item, pg.PlotDataItem)]
    curve = cps.getData()[1].copy()
    labels = {id(item): (item.toPlainText(), item.pos()) for item in sheet.utilisation.plot.getPlotItem().items
              if isinstance(item, pg.TextItem)}
    pictures = [item.picture for item in bars]
    sheet.redraw()
    assert [item.picture for item in bars] == pictures and all(p is not None for p in pictures)
    assert labels == {id(item): (item.toPlainText(), item.pos()) for item in sheet.utilisation.plot.getPlotItem().items
                      if isinstance(item, pg.TextItem)}

    window.tabs.setCurrentWidget(window.workloads)
    table = window.workloads.table
    table.setCurrentIndex(table.model().index(0, [c.key for c in window.workloads.model.columns].index("tps")))
    edit_current_cell(qtbot, table, "900")
    show_charts(qtbot, window, (1280, 800))
    assert [item.picture for item in bars] == pictures  # the same bars, not drawn again
    assert not np.allclose(cps.getData()[1], curve)


def planned_lines(chart) -> list[float]:
    return [item.value() for item in chart.plot.getPlotItem().items if isinstance(item, pg.InfiniteLine)
            and item.angle == 90]


def test_the_charts_follow_typed_edits_and_a_quick_second_edit_wins_over_the_first(qtbot, window, monkeypatch):
    """The rate charts' engine work runs in a worker thread (issue 29): a rate typed in the Workloads grid shows on the
    Charts sheet; with the sheet on screen, an Undo whose engine work is still running when a Redo follows never
    reaches the charts, which keep what they showed until the Redo's answer is drawn."""
    import threading

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from tests.gui.conftest import edit_current_cell

    from cicsplan.gui.sheets import rate_data as rate_data_module

    def click_tab(sheet) -> None:
        bar = window.tabs.tabBar()
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(window.tabs.indexOf(sheet)).center())

    sheet = show_charts(qtbot, window, (1280, 800))
    planned_at_first = float(window.doc.result.env["total_tps"])
    assert planned_lines(sheet.utilisation) == [pytest.approx(planned_at_first)]
    click_tab(window.workloads)
    table = window.workloads.table
    table.setCurrentIndex(table.model().index(0, [c.key for c in window.workloads.model.columns].index("tps")))
    edit_current_cell(qtbot, table, "900")
    typed = float(window.doc.result.env["total_tps"])
    assert typed != planned_at_first
    click_tab(window.charts)
    wait_drawn(qtbot, window)
    assert planned_lines(sheet.utilisation) == [pytest.approx(typed)]
    assert planned_lines(sheet.response) == [pytest.approx(typed)]

    # the engine work of the Undo is held until the Redo is made: the slow plan's case, whatever the machine
    release, started, computed = threading.Event(), threading.Event(), []
    real = rate_data_module.rate_data

    def slow(result, catalog):
        if threading.current_thread() is not threading.main_thread():
            started.set()
            assert release.wait(10)
        computed.append(result)
        return real(result, catalog)

    monkeypatch.setattr(rate_data_module, "rate_data", slow)
    drawn = []
    sheet.drawn.connect(lambda: drawn.append(sheet.drawn_result))
    shown_before = sheet.drawn_result
    QTest.keyClick(sheet, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    undone = window.doc.result
    assert float(undone.env["total_tps"]) == pytest.approx(planned_at_first)
    qtbot.waitUntil(started.is_set)  # the debounce has passed: the Undo's engine work runs
    QTest.keyClick(sheet, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    redone = window.doc.result
    assert redone is not undone and float(redone.env["total_tps"]) == pytest.approx(typed)
    qtbot.wait(400)  # the Redo's debounce passes while the Undo's work is held
    assert sheet.drawn_result is shown_before and drawn == []  # the charts drawn so far stay
    assert planned_lines(sheet.utilisation) == [pytest.approx(typed)]
    release.set()
    qtbot.waitUntil(lambda: sheet.drawn_result is redone and not sheet.rates.busy(), timeout=10000)
    qtbot.wait(100)
    assert computed == [undone, redone]  # the Undo's answer came, and was dropped
    assert drawn == [redone]
    assert planned_lines(sheet.utilisation) == [pytest.approx(typed)]
    assert planned_lines(sheet.response) == [pytest.approx(typed)]


def test_a_bar_chart_zoomed_by_hand_shows_every_bar_again_after_an_edit(qtbot, window):
    """A rate edit leaves the bar charts' bars as they were and does not draw them again (issue 29), but a chart the
    planner zoomed with the mouse wheel is drawn again as every edit drew it: all its bars in view."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication
    from tests.gui.conftest import edit_current_cell

    sheet = show_charts(qtbot, window, (1280, 800))
    vb = sheet.by_space.plot.getPlotItem().vb
    drawn_range = vb.viewRange()
    view = sheet.by_space.plot.viewport()
    centre = QPointF(vb.mapRectToScene(vb.boundingRect()).center())
    at = QPointF(sheet.by_space.plot.mapFromScene(centre))
    for _ in range(3):  # the wheel turned forward over the bars: zoomed in
        wheel = QWheelEvent(at, QPointF(view.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                            False)
        QApplication.sendEvent(view, wheel)
    qtbot.wait(50)
    zoomed = vb.viewRange()
    assert zoomed[0][1] - zoomed[0][0] < drawn_range[0][1] - drawn_range[0][0]

    window.tabs.setCurrentWidget(window.workloads)
    table = window.workloads.table
    table.setCurrentIndex(table.model().index(0, [c.key for c in window.workloads.model.columns].index("tps")))
    edit_current_cell(qtbot, table, "900")
    show_charts(qtbot, window, (1280, 800))
    assert np.ravel(vb.viewRange()) == pytest.approx(np.ravel(drawn_range))  # every bar in view again


def test_charts_late_to_follow_a_change_say_so_over_what_they_still_show(qtbot, window, monkeypatch):
    """The charts drawn so far stay until the worker's answer for the plan of now arrives: a trial read the old
    binding limit and tps for a second after an Undo, with nothing saying so. A late answer is announced over the
    charts until they are drawn for the plan of now."""
    import faulthandler
    import threading

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from tests.gui.conftest import edit_current_cell

    from cicsplan.gui.sheets import rate_data as rate_data_module
    from cicsplan.gui.sheets.pending_notice import LATE_MS

    faulthandler.enable()

    def click_tab(sheet) -> None:
        bar = window.tabs.tabBar()
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(window.tabs.indexOf(sheet)).center())

    sheet = show_charts(qtbot, window, (1280, 800))
    notice = sheet.pending
    click_tab(window.workloads)
    table = window.workloads.table
    table.setCurrentIndex(table.model().index(0, [c.key for c in window.workloads.model.columns].index("tps")))
    edit_current_cell(qtbot, table, "900")
    click_tab(window.charts)
    wait_drawn(qtbot, window)
    assert not notice.isVisible()

    release, started = threading.Event(), threading.Event()
    real = rate_data_module.rate_data

    def slow(result, catalog):
        if threading.current_thread() is not threading.main_thread():
            started.set()
            assert release.wait(10)
        return real(result, catalog)

    monkeypatch.setattr(rate_data_module, "rate_data", slow)
    QTest.keyClick(sheet, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(started.is_set)
    qtbot.waitUntil(notice.isVisible, timeout=10 * LATE_MS)
    assert sheet.drawn_result is not window.doc.result  # what is shown under the notice is the plan before the Undo
    assert notice.text() == "Updating the charts for the last change…"
    assert sheet.rect().contains(notice.geometry())
    release.set()
    qtbot.waitUntil(lambda: sheet.drawn_result is window.doc.result, timeout=10_000)
    assert not notice.isVisible()
