"""A real main window per test, offscreen, with its own settings and recovery folder; no modal dialog
ever blocks a test (dialogs are answered by the test or fail it)."""

from __future__ import annotations

import contextlib

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from cicsplan.gui.main_window import start_window

QStandardPaths.setTestModeEnabled(True)


class DialogLog:
    """Records message boxes; answers questions with the queued answers (default: fail the test)."""

    def __init__(self):
        self.shown: list[tuple[str, str, str]] = []
        self.answers: list = []

    def _record(self, kind, title, text):
        self.shown.append((kind, title, text))

    def question(self, parent, title, text, *args, **kwargs):
        self._record("question", title, text)
        if not self.answers:
            raise AssertionError(f"unexpected question dialog: {title}: {text}")
        return self.answers.pop(0)


@pytest.fixture
def dialogs(monkeypatch):
    log = DialogLog()
    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind,
                            lambda parent, title, text, *a, k=kind, **kw: log._record(k, title, text))
    monkeypatch.setattr(QMessageBox, "question", log.question)
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: log._record("about", title, text))
    return log


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def recovery_folder(tmp_path):
    folder = tmp_path / "recovery"
    folder.mkdir()
    return folder


def edit_current_cell(qtbot, table, text: str) -> None:
    """Type ``text`` into the table's current cell as a user does: F2 opens its editor, the text replaces what it
    holds, Return commits it (on the next turn of the event loop, as Qt does)."""
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = QGuiApplication.focusObject()
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.wait(1)


def discard_and_close(win) -> None:
    """Close a window whose test left unsaved edits, without the unsaved-changes question."""
    if win.doc is not None:
        win.doc.undo_stack.setClean()
        win.doc._dirty_without_undo = False
    win.close()
    win.deleteLater()


@pytest.fixture
def window(qtbot, catalog, settings, recovery_folder, dialogs):
    # not qtbot.addWidget: pytest-qt would close it before this fixture can discard the test's edits
    win = start_window(catalog, settings, None, recovery_folder)
    win.open_sample()  # the tests work on the getting-started sample (a first start opens an empty plan)
    win.show()
    qtbot.waitExposed(win)
    yield win
    discard_and_close(win)


class _WindowManager(QObject):
    """What a desktop's window manager does and the offscreen platform does not: when a pop-up (a list of
    matches, a drop-down's list) closes, the window it belongs to is active again. Offscreen leaves no window
    active, so an open cell editor loses the focus and commits whatever it holds at that moment."""

    def __init__(self, window: QWidget):
        super().__init__()
        self.window = window

    def eventFilter(self, watched, event) -> bool:
        if (event.type() == QEvent.Type.Hide and watched.isWidgetType() and watched.isWindow()
                and watched.windowType() == Qt.WindowType.Popup and self.window.windowHandle() is not None):
            self.window.windowHandle().requestActivate()
        return False


@contextlib.contextmanager
def popups_give_the_focus_back(window):
    """While tests drive pop-ups (completer lists, drop-downs) of ``window``, behave as a desktop does."""
    manager = _WindowManager(window)
    app = QApplication.instance()
    if QGuiApplication.platformName() == "offscreen":
        app.installEventFilter(manager)
    try:
        yield
    finally:
        app.removeEventFilter(manager)


@contextlib.contextmanager
def answering(button: str, within_ms: int = 10_000):
    """Click the button named ``button`` (a real mouse click) in the next message box with named buttons that
    opens while the block runs; yields the list of the texts of the boxes answered (empty: none opened)."""
    answered: list[str] = []
    waited = [0]

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            wanted = next((b for b in box.buttons() if b.text().replace("&", "") == button), None)
            assert wanted is not None, f"no button {button!r} in {[b.text() for b in box.buttons()]}"
            answered.append(f"{box.text()}\n{box.informativeText()}")
            QTest.mouseClick(wanted, Qt.MouseButton.LeftButton)
        elif waited[0] < within_ms:
            waited[0] += 20
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)
    yield answered
    waited[0] = within_ms  # no box opened: stop looking


def workloads_sheet(window, width: int = 1280, height: int = 800):
    """The Workloads sheet on screen in a window of this size, its grid with the focus (events handled)."""
    window.resize(width, height)
    window.tabs.setCurrentWidget(window.workloads)
    window.activateWindow()
    window.workloads.table.setFocus()
    QCoreApplication.processEvents()
    return window.workloads


@pytest.fixture
def sheet(window):
    """The Workloads sheet of the start-up window at 1280x800, focused (a test module may define its own)."""
    return workloads_sheet(window)
