"""No exception crosses from the workbook's Python overrides into Qt (see cicsplan.gui.qt_guard)."""

from __future__ import annotations

import importlib
import inspect
import os
import pkgutil
import subprocess
import sys
import textwrap

import pytest

import cicsplan.gui
from cicsplan.gui import crash_report
from cicsplan.gui.qt_guard import is_guarded, qt_override
from conftest import REPO


def workbook_qt_classes() -> list[type]:
    classes = []
    for info in pkgutil.walk_packages(cicsplan.gui.__path__, "cicsplan.gui."):
        module = importlib.import_module(info.name)
        for cls in vars(module).values():
            if (inspect.isclass(cls) and cls.__module__ == module.__name__
                    and any(base.__module__.startswith("PySide6") for base in cls.__mro__)):
                classes.append(cls)
    return classes


def unguarded_overrides(cls: type) -> list[str]:
    """Methods of the workbook (on the class or a mixin it takes) that replace a Qt method, unguarded."""
    qt_bases = [base for base in cls.__mro__ if base.__module__.startswith("PySide6")]
    found = []
    for owner in cls.__mro__:
        if owner.__module__.startswith(("PySide6", "shiboken6", "builtins", "pyqtgraph")):
            continue  # Qt's and pyqtgraph's own classes: not the workbook's code
        for name, attribute in vars(owner).items():
            if (name.startswith("__") or not inspect.isfunction(attribute)
                    or not any(hasattr(base, name) for base in qt_bases)):
                continue
            if not is_guarded(attribute):
                found.append(f"{owner.__module__}.{owner.__qualname__}.{name}")
    return found


def test_every_override_of_a_qt_method_in_the_workbook_is_guarded():
    classes = workbook_qt_classes()
    assert len(classes) > 20  # the walk found the sheets, models, delegates and the window
    missing = sorted({name for cls in classes for name in unguarded_overrides(cls)})
    assert not missing, "wrap these in @qt_override:\n" + "\n".join(missing)


def test_the_check_sees_an_unguarded_override():
    from PySide6.QtCore import QAbstractListModel

    class Unguarded(QAbstractListModel):
        def rowCount(self, parent=None):
            return 0

    class Guarded(QAbstractListModel):
        @qt_override(fallback=0)
        def rowCount(self, parent=None):
            return 0

    assert unguarded_overrides(Unguarded) and not unguarded_overrides(Guarded)


def test_an_exception_in_an_override_goes_to_the_excepthook_and_qt_gets_the_fallback(monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: seen.append(info[1]))

    @qt_override(fallback=False)
    def set_data(value):
        raise TypeError(f"cannot take {value!r}")

    assert set_data(3270) is False
    assert [str(e) for e in seen] == ["cannot take 3270"]


# the crash of issue 13, with the editor's failure put back on purpose: the guard reports it, the process lives
NESTED = textwrap.dedent("""
    import sys, tempfile
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication([])
    from cicsplan.core.catalog.catalog import load_catalog
    from cicsplan.gui import delegates
    from cicsplan.gui.main_window import start_window

    shown = []
    original_set_id = delegates.IngressPicker.set_id

    def broken_set_id(self, value):
        shown.append(value)
        if len(shown) > 1:  # the repaint of the open editor during its own commit
            self.setEditText(3270)  # TypeError: what the stored number 3270 did before the fix
        original_set_id(self, value)

    delegates.IngressPicker.set_id = broken_set_id
    seen = []
    sys.excepthook = lambda kind, exc, tb: seen.append(f"{kind.__name__}: {str(exc).splitlines()[0]}")
    folder = Path(tempfile.mkdtemp())
    window = start_window(load_catalog(), QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat), None, folder)
    window.open_sample()
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    table, model = window.workloads.table, window.workloads.model
    table.setCurrentIndex(model.index(0, 0))
    table.setFocus()
    QTest.keyClicks(table, "H")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # the ingress picker opens
    QCoreApplication.processEvents()
    picker = QApplication.focusWidget()
    picker.lineEdit().selectAll()
    QTest.keyClicks(picker, "ctg-exci")
    picker.completer().popup().hide()
    QTest.keyClick(picker, Qt.Key.Key_Tab)  # its commit repaints it while it is open
    QCoreApplication.processEvents()
    print("alive", window.doc.scenario.workloads[0].get("name"), flush=True)
    print("reported", seen[0] if seen else None, flush=True)
    window.doc.undo_stack.setClean()
    window.close()
""")


@pytest.mark.skipif(os.name != "posix", reason="the child's crash is read from a POSIX signal")
def test_an_editor_failing_inside_a_commit_is_reported_and_the_workbook_lives(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(REPO / "app"), QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    child = subprocess.run([sys.executable, "-X", "faulthandler", "-c", NESTED], capture_output=True, text=True,
                           env=env, cwd=tmp_path, timeout=120)
    assert child.returncode == 0, child.stderr[-3000:]
    assert "alive H" in child.stdout
    assert "reported TypeError" in child.stdout and "setEditText" in child.stdout


def test_the_workbooks_hook_logs_the_traceback_and_tells_the_user_once_per_burst(qtbot, tmp_path, dialogs):
    log = tmp_path / "logs" / "errors.log"
    reporter = crash_report.CrashReporter(log)
    for n in range(3):
        try:
            raise ValueError(f"math domain error {n}")
        except ValueError as exc:
            reporter(type(exc), exc, exc.__traceback__)
    assert not dialogs.shown  # not inside the code that failed: on the next turn of the event loop
    qtbot.waitUntil(lambda: bool(dialogs.shown))
    [(kind, title, text)] = dialogs.shown
    assert kind == "warning" and title == "cicsplan ran into a problem"
    assert "math domain error 0 (2 more problems followed it)" in text and str(log) in text
    logged = log.read_text(encoding="utf-8")
    assert logged.count("Traceback (most recent call last)") == 3 and "math domain error 2" in logged


def test_the_hook_still_tells_the_user_when_the_log_cannot_be_written(qtbot, tmp_path, dialogs):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    reporter = crash_report.CrashReporter(blocker / "errors.log")
    reporter(RuntimeError, RuntimeError("boom"), None)
    qtbot.waitUntil(lambda: bool(dialogs.shown))
    assert "could not be written to a log" in dialogs.shown[0][2]
