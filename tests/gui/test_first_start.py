"""The first start (issue 25): cicsplan with no plan opens the last plan, or the first time an empty plan with a
short welcome that offers the samples; the window fits the screen's free area, at 1000x650 as at 1280x800."""

from __future__ import annotations

import faulthandler
import shutil
import subprocess
import sys

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from tests.gui.conftest import discard_and_close

from cicsplan.gui.main_window import start_window
from cicsplan.gui.welcome import fitted
from conftest import REPO, SAMPLES

faulthandler.enable()
pytestmark = pytest.mark.gui


def test_the_first_start_is_an_empty_plan_with_a_welcome_that_offers_the_samples(qtbot, catalog, settings,
                                                                                 recovery_folder):
    window = start_window(catalog, settings, None, recovery_folder)
    window.show()
    qtbot.waitExposed(window)
    try:
        assert window.doc.plan.name == "New plan" and not window.doc.scenario.workloads
        assert window.welcome.isVisible()
        assert "Welcome to cicsplan" in window.welcome.findChild(QLabel).text()
        button = window.welcome.buttons["getting-started.cicsplan.json"]
        assert button.text() == "&Getting started"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        assert window.doc.plan.name.startswith("Getting started") and window.doc.scenario.workloads
        assert not window.welcome.isVisible()
    finally:
        discard_and_close(window)


def test_the_next_start_opens_the_last_plan(qtbot, catalog, settings, recovery_folder, tmp_path):
    plan = tmp_path / "bank.cicsplan.json"
    plan.write_bytes((SAMPLES / "ctg.cicsplan.json").read_bytes())
    settings.setValue("recent_files", [str(tmp_path / "gone.cicsplan.json"), str(plan)])  # the first is gone
    window = start_window(catalog, settings, None, recovery_folder)
    try:
        assert window.doc.path == plan and not window.welcome.isVisibleTo(window)
    finally:
        discard_and_close(window)


@pytest.mark.parametrize("screen, expected", [((0, 0, 1280, 800), (0, 0, 1280, 800)),
                                              ((0, 0, 1000, 650), (0, 0, 1000, 650)),
                                              ((0, 28, 1280, 772), (0, 28, 1280, 772)),  # a top panel
                                              ((0, 0, 1920, 1080), (320, 140, 1280, 800))])
def test_a_first_window_takes_the_preferred_size_or_the_free_area(screen, expected):
    assert fitted(QRect(*screen)) == QRect(*expected)
    framed = fitted(QRect(*screen), 10, 30)  # a window manager's frame goes inside the free area too
    assert framed.width() + 10 <= screen[2] and framed.height() + 30 <= screen[3]


SHOW = """
import sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.gui.main_window import start_window
window = start_window(load_catalog(), QSettings(sys.argv[1], QSettings.Format.IniFormat), None, None)
window.show()
def report():
    free, frame = window.screen().availableGeometry(), window.frameGeometry()
    print(free.x(), free.y(), free.width(), free.height(), frame.x(), frame.y(), frame.width(), frame.height())
    sheets = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        app.processEvents()
        widget = window.tabs.currentWidget()
        hint = widget.minimumSizeHint()
        sheets.append(f"{window.tabs.tabText(index)}:{widget.width()}x{widget.height()}:{hint.width()}x{hint.height()}")
    print(" ".join(sheets))
    window.doc.undo_stack.setClean()
    app.exit(0)
QTimer.singleShot(500, report)
app.exec()
"""


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_on_a_real_display_the_first_window_fits_its_screen(size, tmp_path):
    """Under Xvfb (the xcb platform, as on a desktop): the first window is inside the screen, at most its size and
    at least nine tenths of it, and every sheet gets at least the room it asks for."""
    if shutil.which("xvfb-run") is None:
        pytest.skip("xvfb-run is not installed")
    done = subprocess.run(["xvfb-run", "-a", "-s", f"-screen 0 {size[0]}x{size[1]}x24", sys.executable, "-c", SHOW,
                           str(tmp_path / "settings.ini")], capture_output=True, text=True, timeout=120, cwd=REPO,
                          env={"QT_QPA_PLATFORM": "xcb", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
                               "PYTHONPATH": str(REPO / "app")})
    assert done.returncode == 0, done.stderr
    geometry, sheets = done.stdout.strip().splitlines()[-2:]
    fx, fy, fw, fh, x, y, w, h = map(int, geometry.split())
    assert fx <= x and fy <= y and x + w <= fx + fw and y + h <= fy + fh
    assert w >= 0.9 * min(fw, 1280) and h >= 0.9 * min(fh, 800)
    for sheet in sheets.split():
        name, shown, needed = sheet.rsplit(":", 2)
        (sw, sh), (nw, nh) = (map(int, shown.split("x")), map(int, needed.split("x")))
        assert sw >= nw and sh >= nh, f"{name} gets {shown}, asks for {needed}"



def _mnemonic(text: str) -> str:
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].upper() if at >= 0 else ""


def test_alt_and_a_digit_switch_sheets_on_the_first_start(qtbot, catalog, settings, recovery_folder):
    """Finding 6 of the trial: on a first start Alt+3 moved the focus to the welcome's '&3270 terminals' button
    (an ambiguous shortcut) instead of opening the Results sheet."""
    window = start_window(catalog, settings, None, recovery_folder)
    window.show()
    qtbot.waitExposed(window)
    try:
        assert window.welcome.isVisible()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        for digit in range(min(9, window.tabs.count()), 0, -1):
            focused = QApplication.focusWidget() or window
            QTest.keyClick(focused, getattr(Qt.Key, f"Key_{digit}"), Qt.KeyboardModifier.AltModifier)
            assert window.tabs.currentIndex() == digit - 1, window.tabs.tabText(digit - 1)
        # the welcome's buttons keep Alt keys of their own: letters, none that a menu of the menu bar has
        menus = {_mnemonic(a.text()) for a in window.menuBar().actions()}
        keys = [_mnemonic(b.text()) for b in window.welcome.findChildren(QPushButton)]
        assert all(keys) and len(set(keys)) == len(keys)
        assert not set(keys) & menus and not any(k.isdigit() for k in keys)
    finally:
        discard_and_close(window)
