"""The Scaling analysis view: series and quantity choices, typed CP counts, and no effect on the plan."""

from dataclasses import replace

import numpy as np
import pytest
from PySide6.QtCore import Qt

from cicsplan.core.analysis import usl
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.sheets.scaling import MAX_CPS, ScalingSheet, parse_cps


@pytest.fixture
def sheet(qtbot, window):
    widget = ScalingSheet(window.doc)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _column(table, column):
    return [table.item(r, column).text() for r in range(table.rowCount())]


def _prediction_row(sheet, cps):
    return next(r for r in range(sheet.predictions.rowCount()) if sheet.predictions.item(r, 0).text() == str(cps))


def test_opens_on_the_least_contended_vtam_fit_with_its_caveats(sheet):
    assert sheet.series.currentData() == "vtam-best" and sheet.quantity.currentData() == "etr"
    assert "does not feed plan results" in sheet.banner.text()
    assert _column(sheet.runs, 1) == ["Z4041PBA", "Z4042PBA", "Z4059PB1", "Z4059PB3"]
    assert "R² 0.99" in sheet.fit_label.text() and "1 degree of freedom." in sheet.fit_label.text()
    assert sheet.params.item(1, 0).text().startswith("σ") and sheet.params.item(1, 2).text() != ""
    caveats = sheet.caveats.toPlainText()
    assert "trade off" in caveats and "MP effect alone predicts a per-engine drop of 22.3%" in caveats
    assert "IBM's ratings of the n-way models of the 2827-HA1" in caveats
    sources = sheet.sources.toPlainText()
    assert "A Performance Comparison of CICS using VTAM LU2" in sources and "Z4059PB3" in sources
    assert "zEC12" in sources and "001_986d14644b464605.txt" not in sources
    assert not sheet.printed_itr.isEnabled()  # ETR has no printed/definition choice


def test_switching_series_refits_and_shows_the_bound(qtbot, sheet):
    index = sheet.series.findData("mq-single")
    sheet.series.setCurrentIndex(index)
    assert sheet.view.series.key == "mq-single"
    assert _column(sheet.runs, 1) == ["Z4041PBC", "Z4043PBB", "Z4048PBB", "Z4052PBB"]
    assert sheet.params.item(1, 2).text() == "held at 0 (bound)"
    assert "sigma = 0 at its bound" in sheet.caveats.toPlainText()
    expected = usl.scaling_view(sheet.data, "mq-single", "etr", sheet.doc.catalog.machines).fit.params
    assert sheet.params.item(0, 1).text() == f"{expected.lambda_tps:,.1f}"


def test_typing_a_cp_count_shows_its_prediction(qtbot, sheet):
    sheet.cps_edit.clear()
    qtbot.keyClicks(sheet.cps_edit, "12, 48 72")
    qtbot.keyClick(sheet.cps_edit, Qt.Key.Key_Return)
    assert _column(sheet.predictions, 0) == ["12", "48", "72"]
    row = _prediction_row(sheet, 48)
    fitted = float(sheet.view.fit.params.predict(48.0))
    assert sheet.predictions.item(row, 1).text() == f"{fitted:,.0f}"
    low, high = (float(sheet.predictions.item(row, c).text().replace(",", "")) for c in (2, 3))
    assert low <= fitted <= high and high - low > 0.05 * fitted  # the band is wide outside 8-32 CPs
    assert sheet.predictions.item(row, 7).text() == "extrapolated"
    assert sheet.predictions.item(_prediction_row(sheet, 12), 7).text() == "inside"
    assert sheet.cps_message.text() == ""


def test_bad_cp_counts_are_named_and_ignored(qtbot, sheet):
    sheet.cps_edit.setText(f"0, 8, abc, {MAX_CPS + 1}")
    sheet.cps_edit.editingFinished.emit()
    assert _column(sheet.predictions, 0) == ["8"]
    assert "0" in sheet.cps_message.text() and "abc" in sheet.cps_message.text()
    assert parse_cps("64;4  4,12") == ([4, 12, 64], [])


def test_itr_per_cp_with_the_printed_column(qtbot, sheet):
    sheet.series.setCurrentIndex(sheet.series.findData("vtam-single"))
    sheet.quantity.setCurrentIndex(sheet.quantity.findData("itr_per_cp"))
    assert sheet.printed_itr.isEnabled()
    measured = [float(t.replace(",", "")) for t in _column(sheet.runs, 4)]
    assert measured[2] == pytest.approx(10230 / 90.9 * 100 / 24, abs=0.05)  # definition by default
    assert "printed ITR, where it disagrees" in sheet.legend.text()
    qtbot.mouseClick(sheet.printed_itr, Qt.MouseButton.LeftButton)
    assert sheet.view.itr_source == "published"
    measured = [float(t.replace(",", "")) for t in _column(sheet.runs, 4)]
    assert measured[2] == pytest.approx(10239 / 24, abs=0.05)
    assert "ITR by definition" in sheet.legend.text()
    assert "ITR per CP" in sheet.plot.getAxis("left").labelText


def test_the_view_never_touches_the_plan(qtbot, window, sheet):
    before = np.array(window.doc.result.env["wl_total_ms"], copy=True)
    for i in range(sheet.series.count()):
        sheet.series.setCurrentIndex(i)
        for j in range(sheet.quantity.count()):
            sheet.quantity.setCurrentIndex(j)
    assert not window.doc.modified
    assert np.array_equal(window.doc.result.env["wl_total_ms"], before)


def test_renders_at_small_and_large_sizes(qtbot, sheet, tmp_path):
    for width, height in ((1280, 800), (900, 600)):
        sheet.resize(width, height)
        qtbot.wait(10)
        image = sheet.grab()
        assert image.width() == width and image.save(str(tmp_path / f"scaling-{width}.png"))
        assert sheet.params.width() >= sheet.params.minimumWidth()  # parameters never clipped


def test_a_models_folder_without_the_runs_says_so(qtbot, catalog, tmp_path):
    widget = ScalingSheet(PlanDocument(replace(catalog, folder=tmp_path)))
    qtbot.addWidget(widget)
    assert "not available" in widget.problem.text() and "cp_scaling.toml" in widget.problem.text()
