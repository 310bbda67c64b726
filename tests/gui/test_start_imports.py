"""The workbook starts without what only an action or another sheet needs (issue 29: a shown window in under
0.8 s): openpyxl and the report's builders are imported when an Excel or PDF action runs, pyqtgraph when a sheet
with a plot is first shown. Checked in a fresh interpreter by the modules loaded once the window is shown with a
sample open (on the Workloads sheet); how fast the start is, is measured by benchmarks/bench_gui.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

pytest.importorskip("PySide6")

SHOWN = """
import faulthandler, json, sys
from pathlib import Path
faulthandler.enable()
from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
QStandardPaths.setTestModeEnabled(True)
app = QApplication([])
from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.gui.main_window import start_window
from cicsplan.paths import samples_dir
folder = Path(sys.argv[1])
(folder / "recovery").mkdir()
settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
window = start_window(load_catalog(), settings, samples_dir() / "getting-started.cicsplan.json", folder / "recovery")
window.show()
for _ in range(20):
    app.processEvents()
assert window.isVisible() and window.doc.scenario.workloads  # the sample is open
loaded = sorted(sys.modules)
names = [window.tabs.tabText(i) for i in range(window.tabs.count())]
drawn = []
for name in ("Charts", "Catalog", "Scaling", "Compare", "Ranges", "Day"):  # each plot is made when first shown
    index = names.index(name)
    if index < 9:  # Alt+1..9 as a user switches sheets; the tenth by a click on its tab
        QTest.keyClick(QApplication.focusWidget() or window, getattr(Qt.Key, f"Key_{index + 1}"),
                       Qt.KeyboardModifier.AltModifier)
    else:
        bar = window.tabs.tabBar()
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    for _ in range(10):
        app.processEvents()
    sheet = window.tabs.currentWidget()
    drawn.append([window.tabs.tabText(window.tabs.currentIndex()),
                  sum(1 for w in sheet.findChildren(QWidget) if type(w).__name__ == "PlotWidget" and w.isVisible())])
sys.__stdout__.write(json.dumps({"loaded": loaded, "drawn": drawn}))
window.doc.undo_stack.setClean()
window.close()
"""

REPORT_BUILDERS = ("openpyxl", "cicsplan.report.workbook", "cicsplan.report.workbook_import",
                   "cicsplan.report.content", "cicsplan.report.pdf")
ON_FIRST_USE = ("cicsplan.gui.help_window", "cicsplan.core.hardware.zpcr_summary",  # Help > User Guide, Import
                "cicsplan.core.model.capacity_import")  # capacity table


def shown_window(tmp_path) -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", SHOWN, str(tmp_path)], capture_output=True, text=True, timeout=300,
                          env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_a_shown_window_has_imported_neither_pyqtgraph_nor_openpyxl_and_each_plot_shows_with_its_sheet(tmp_path):
    shown = shown_window(tmp_path)
    loaded = set(shown["loaded"])
    assert "cicsplan.gui.report_actions" in loaded  # the actions are in the menu ...
    assert not loaded & set(REPORT_BUILDERS)  # ... what they run is not loaded yet
    assert not loaded & set(ON_FIRST_USE)
    assert "cicsplan.gui.sheets.charts" in loaded and "pyqtgraph" not in loaded
    # the Charts sheet shows its four plots, the others one each, once shown
    assert shown["drawn"] == [["Charts", 4], ["Catalog", 1], ["Scaling", 1], ["Compare", 1], ["Ranges", 1],
                              ["Day", 1]]

