"""The workbook starts without what only an action needs (issue 29: a shown window in under 0.8 s): openpyxl and
the report's builders are imported when an Excel or PDF action runs, not to build the window. Checked in a fresh
interpreter by the modules loaded once the window is shown with a sample open; how fast the start is, is measured
by benchmarks/bench_gui.py."""

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
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication
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
sys.__stdout__.write(json.dumps(sorted(sys.modules)))
window.doc.undo_stack.setClean()
window.close()
"""

REPORT_BUILDERS = ("openpyxl", "cicsplan.report.workbook", "cicsplan.report.workbook_import",
                   "cicsplan.report.content", "cicsplan.report.pdf")


def loaded_by_shown_window(tmp_path) -> set[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", SHOWN, str(tmp_path)], capture_output=True, text=True, timeout=300,
                          env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    return set(json.loads(done.stdout))


def test_a_shown_window_has_not_imported_openpyxl_nor_the_report_builders(tmp_path):
    loaded = loaded_by_shown_window(tmp_path)
    assert "cicsplan.gui.report_actions" in loaded  # the actions are in the menu ...
    assert not loaded & set(REPORT_BUILDERS)  # ... what they run is not loaded yet

