"""Saving where it cannot be done (a read-only folder, a full device) fails with a message that says why;
the plan stays open, unchanged and marked modified, the file on disk is as it was, and saving again
once the problem is fixed works. Root ignores folder permissions, so those cases are also simulated.

A file someone else saved since it was opened, deleted, or made read-only is never replaced unasked: the
window asks (Overwrite, Save As, Reload; Save As for a read-only file), through its real message boxes."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from tests.gui.conftest import discard_and_close

from cicsplan.core.common import limits, userfiles
from cicsplan.core.plan.planio import load_plan
from cicsplan.gui.main_window import start_window
from conftest import SAMPLES

NEW_NAME = "Unsaved work"


class FullDevice:
    """A file on a device that fills up halfway through the write."""

    def __init__(self, handle):
        self.handle = handle

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.handle.close()

    def write(self, data):
        self.handle.write(data[: len(data) // 2])
        self.handle.flush()
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __getattr__(self, name):
        return getattr(self.handle, name)


@contextlib.contextmanager
def full_device():
    """While inside: every plan or recovery file written runs out of space."""
    real = os.fdopen
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(userfiles.os, "fdopen", lambda fd, *a, **k: FullDevice(real(fd, *a, **k)))
        yield


def deny_writes_in(monkeypatch, folder: Path) -> None:
    """What a read-only folder does to a new file in it, as seen by a user who is not root."""
    real = userfiles._new_temporary

    def new_temporary(where: Path, name: str, suffix: str):
        if Path(where).resolve() == folder.resolve():
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(folder))
        return real(where, name, suffix)

    monkeypatch.setattr(userfiles, "_new_temporary", new_temporary)


def opened_and_edited(window, tmp_path) -> Path:
    """A plan opened from a file, with one unsaved edit; returns the file."""
    path = tmp_path / "plans" / "orders.cicsplan.json"
    path.parent.mkdir()
    path.write_bytes((SAMPLES / "getting-started.cicsplan.json").read_bytes())
    assert window.open_path(path, confirmed=True)
    window.doc.set_cell(window.doc.cell_ref("workloads", 0, "name"), NEW_NAME)
    assert window.doc.modified
    return path


def assert_still_open_and_modified(window, path: Path, before: bytes) -> None:
    assert window.doc.modified and window.isWindowModified()
    assert window.doc.scenario.workloads[0].get("name") == NEW_NAME
    assert window.doc.path == path  # Save still goes to the plan's own file
    assert path.read_bytes() == before  # the file on disk is as it was
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no half-written temporary file left
    assert window.doc.undo_stack.canUndo()  # and the edit can still be undone


def test_save_on_a_full_device(window, dialogs, tmp_path):
    path = opened_and_edited(window, tmp_path)
    before = path.read_bytes()
    with full_device():
        window.act_save.trigger()
    kind, title, text = dialogs.shown[-1]
    assert kind == "critical" and title == "Plan not saved"
    assert "No space left on device" in text and "orders.cicsplan.json" in text
    assert "previous file" in text and "still open" in text
    assert_still_open_and_modified(window, path, before)
    window.act_save.trigger()  # space freed: saving again works
    assert not window.doc.modified
    assert load_plan(path).plan.scenarios[0].workloads[0].get("name") == NEW_NAME


@pytest.mark.parametrize("real", [False, True], ids=["simulated", "chmod"])
def test_save_as_into_a_read_only_folder(window, dialogs, tmp_path, monkeypatch, real):
    if real and (os.name != "posix" or os.geteuid() == 0):
        pytest.skip("root ignores folder permissions (the simulated case covers it)")
    path = opened_and_edited(window, tmp_path)
    before = path.read_bytes()
    locked = tmp_path / "read-only"
    locked.mkdir()
    if real:
        locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    else:
        deny_writes_in(monkeypatch, locked)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(locked / "copy.cicsplan.json"), "cicsplan plans"))
    try:
        window.act_save_as.trigger()
    finally:
        locked.chmod(stat.S_IRWXU)
    kind, title, text = dialogs.shown[-1]
    assert kind == "critical" and title == "Plan not saved"
    assert "Permission denied" in text and "copy.cicsplan.json" in text and "Save As" in text  # why, and what next
    assert not (locked / "copy.cicsplan.json").exists() and not list(locked.iterdir())
    assert_still_open_and_modified(window, path, before)
    assert window.windowTitle().startswith("orders.cicsplan.json")


def test_save_into_a_folder_that_became_read_only(window, dialogs, tmp_path, monkeypatch):
    path = opened_and_edited(window, tmp_path)
    before = path.read_bytes()
    deny_writes_in(monkeypatch, path.parent)
    assert not window.save()
    assert dialogs.shown[-1][0] == "critical" and "Permission denied" in dialogs.shown[-1][2]
    assert_still_open_and_modified(window, path, before)


def test_autosave_on_a_full_device_says_so_and_keeps_the_plan(window, tmp_path, recovery_folder):
    opened_and_edited(window, tmp_path)
    with full_device():
        window.autosave()
    assert "Autosave failed" in window.statusBar().currentMessage()
    assert "No space left on device" in window.statusBar().currentMessage()
    assert window.doc.modified and window.doc.scenario.workloads[0].get("name") == NEW_NAME
    assert not list(recovery_folder.iterdir()) or all(p.suffix == ".lock" for p in recovery_folder.iterdir())
    window.autosave()  # space freed: the next autosave works
    assert list(recovery_folder.glob("*.recovery.json"))


def test_text_no_file_can_hold_fails_to_save_with_a_message(window, dialogs, tmp_path):
    path = opened_and_edited(window, tmp_path)
    before = path.read_bytes()
    window.doc.set_cell(window.doc.cell_ref("workloads", 0, "name"), "pasted \ud800 half an emoji")
    assert not window.save()
    assert dialogs.shown[-1][0] == "critical" and "not Unicode" in dialogs.shown[-1][2]
    assert window.doc.modified and path.read_bytes() == before


# ---------------------------------------------------------------------------------------------------
# someone else's save, a read-only file: the window asks, and nothing is lost


class MessageBoxes:
    """Answers the application's own message boxes (File questions shown with exec()) by clicking the named
    button with the mouse, in order; a box with no answer left is cancelled with Escape and fails the test."""

    def __init__(self, qtbot):
        self.qtbot = qtbot
        self.answers: list[str] = []
        self.seen: list[tuple[str, str, str, list[str]]] = []  # title, text, detail, buttons
        self.unexpected: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            return
        labels = [b.text() for b in box.buttons()]
        self.seen.append((box.windowTitle(), box.text(), box.informativeText(), labels))
        if not self.answers:
            self.unexpected.append(box.text())
            QTest.keyClick(box, Qt.Key.Key_Escape)
            return
        answer = self.answers.pop(0)
        button = next(b for b in box.buttons() if b.text() == answer)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def stop(self) -> None:
        self.timer.stop()
        assert not self.unexpected, f"unanswered message boxes: {self.unexpected}"
        assert not self.answers, f"boxes that never came: {self.answers}"


@pytest.fixture
def boxes(qtbot):
    answering = MessageBoxes(qtbot)
    yield answering
    answering.stop()


@pytest.fixture
def second_window(qtbot, catalog, tmp_path, dialogs):
    """Another cicsplan, with its own settings and recovery folder, as a colleague's would be."""
    folder = tmp_path / "recovery-2"
    folder.mkdir()
    settings = QSettings(str(tmp_path / "settings-2.ini"), QSettings.Format.IniFormat)
    win = start_window(catalog, settings, None, folder)
    win.show()
    qtbot.waitExposed(win)
    yield win
    discard_and_close(win)


def two_windows_on_one_file(window, second_window, tmp_path) -> Path:
    """Both windows open the same plan; the other one edits and saves first."""
    path = tmp_path / "shared" / "orders.cicsplan.json"
    path.parent.mkdir()
    path.write_bytes((SAMPLES / "getting-started.cicsplan.json").read_bytes())
    assert window.open_path(path, confirmed=True) and second_window.open_path(path, confirmed=True)
    second_window.doc.set_cell(second_window.doc.cell_ref("workloads", 0, "name"), "Their edit")
    second_window.doc.set_plan_attribute("name", "Their plan", "Rename plan")
    assert second_window.save()
    window.doc.set_cell(window.doc.cell_ref("workloads", 1, "name"), NEW_NAME)
    return path


def test_a_save_over_someone_elses_save_asks_first_and_cancel_keeps_everything(window, second_window, boxes,
                                                                               tmp_path):
    path = two_windows_on_one_file(window, second_window, tmp_path)
    theirs = path.read_bytes()
    boxes.answers = ["Cancel"]
    window.act_save.trigger()
    title, text, detail, buttons = boxes.seen[-1]
    assert title == "Plan changed by someone else"
    assert text == "orders.cicsplan.json has been changed by another program or person since you opened it."
    modified = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(path.stat().st_mtime_ns / 1e9))
    assert f"The version on disk now holds the plan 'Their plan', last modified {modified}." in detail
    assert sorted(buttons) == ["Cancel", "Overwrite", "Reload", "Save As…"]  # laid out as the platform does
    assert path.read_bytes() == theirs  # their save is intact
    assert window.doc.modified and window.doc.scenario.workloads[1].get("name") == NEW_NAME  # and so is my edit


def test_overwrite_replaces_their_version_with_mine(window, second_window, boxes, tmp_path):
    path = two_windows_on_one_file(window, second_window, tmp_path)
    boxes.answers = ["Overwrite"]
    assert window.save()
    saved = load_plan(path).plan
    assert saved.scenarios[0].workloads[1].get("name") == NEW_NAME and saved.name != "Their plan"
    assert not window.doc.modified
    window.doc.set_cell(window.doc.cell_ref("workloads", 2, "name"), "Later")
    assert window.save()  # my own file again: no question


def test_save_as_keeps_both_versions(window, second_window, boxes, tmp_path, monkeypatch):
    path = two_windows_on_one_file(window, second_window, tmp_path)
    theirs = path.read_bytes()
    mine = tmp_path / "shared" / "orders-mine.cicsplan.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(mine), "cicsplan plans"))
    boxes.answers = ["Save As…"]
    assert window.save()
    assert path.read_bytes() == theirs
    assert load_plan(mine).plan.scenarios[0].workloads[1].get("name") == NEW_NAME
    assert window.doc.path == mine and not window.doc.modified


def test_reload_asks_before_discarding_then_shows_their_version(window, second_window, boxes, tmp_path):
    path = two_windows_on_one_file(window, second_window, tmp_path)
    boxes.answers = ["Reload", "Cancel"]  # second thoughts: the edit stays
    window.act_save.trigger()
    assert boxes.seen[-1][1] == "Discard your unsaved changes to orders.cicsplan.json and open the version on disk?"
    assert window.doc.modified and window.doc.scenario.workloads[1].get("name") == NEW_NAME
    boxes.answers = ["Reload", "Discard and Reload"]
    window.act_save.trigger()
    assert window.doc.plan.name == "Their plan" and window.doc.scenario.workloads[0].get("name") == "Their edit"
    assert not window.doc.modified and window.windowTitle().startswith("orders.cicsplan.json")
    window.doc.set_cell(window.doc.cell_ref("workloads", 1, "name"), "After reloading")
    assert window.save()  # the reloaded version is the one on disk: saving over it asks nothing
    assert load_plan(path).plan.name == "Their plan"


def test_a_file_deleted_since_it_was_opened_is_said_and_saved_again(window, dialogs, boxes, tmp_path):
    path = opened_and_edited(window, tmp_path)
    path.unlink()
    boxes.answers = ["Save"]
    assert window.save()
    title, text, _, buttons = boxes.seen[-1]
    assert (title, sorted(buttons)) == ("Plan file missing", ["Cancel", "Save", "Save As…"])
    assert text == "orders.cicsplan.json was deleted or moved after you opened it."
    assert load_plan(path).plan.scenarios[0].workloads[0].get("name") == NEW_NAME


def test_a_read_only_plan_is_refused_and_save_as_offered(window, dialogs, boxes, tmp_path, monkeypatch):
    """Root (as these tests may run) could replace it: the file's mode bits are what is checked."""
    path = opened_and_edited(window, tmp_path)
    before = path.read_bytes()
    path.chmod(0o444)
    copy = tmp_path / "plans" / "orders-copy.cicsplan.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(copy), "cicsplan plans"))
    boxes.answers = ["Save As…"]
    try:
        assert window.save()
    finally:
        path.chmod(0o644)
    title, text, detail, buttons = boxes.seen[-1]
    assert (title, sorted(buttons)) == ("Plan not saved", ["Cancel", "Save As…"])
    assert detail == "Your plan is still open. Save As keeps it under another name."
    assert text.startswith("Could not save 'orders.cicsplan.json': the file is read-only")
    assert path.read_bytes() == before
    assert load_plan(copy).plan.scenarios[0].workloads[0].get("name") == NEW_NAME


def test_a_read_only_plan_says_so_when_opened(window, tmp_path):
    path = tmp_path / "locked.cicsplan.json"
    path.write_bytes((SAMPLES / "getting-started.cicsplan.json").read_bytes())
    path.chmod(0o444)
    try:
        assert window.open_path(path, confirmed=True)
    finally:
        path.chmod(0o644)
    assert "locked.cicsplan.json is read-only: keep your changes under another name with File > Save As." in \
        window.statusBar().currentMessage()


# ---------------------------------------------------------------------------------------------------
# limits where the window can create things


def test_pasting_more_workloads_than_a_scenario_holds_is_refused_with_nothing_lost(window, dialogs):
    rows = window.workloads.model.rowCount()
    block = "".join(f"Batch {i}\t3270\tCICS\t10\r\n" for i in range(limits.MAX_WORKLOADS))
    QGuiApplication.clipboard().setText(block)
    table = window.workloads.table
    table.setCurrentIndex(window.workloads.table.model().index(rows - 1, 0))
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    kind, title, text = dialogs.shown[-1]
    assert (kind, title) == ("warning", "Not changed")
    assert text.startswith(f"Scenario 'Base' has {rows - 1 + limits.MAX_WORKLOADS:,} workloads; at most "
                           f"{limits.MAX_WORKLOADS:,} are allowed. Nothing was changed")
    assert window.workloads.model.rowCount() == rows and not window.doc.modified
    assert QGuiApplication.clipboard().text() == block  # still there to paste in parts


def test_a_name_longer_than_a_plan_holds_is_refused(qtbot, window, dialogs):
    before = window.doc.scenario.workloads[0].get("name")
    QGuiApplication.clipboard().setText("x" * (limits.MAX_NAME_CHARS + 1))
    table = window.workloads.table
    table.setCurrentIndex(window.workloads.table.model().index(0, 0))
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert dialogs.shown[-1][:2] == ("warning", "Not changed")
    assert dialogs.shown[-1][2] == f"Workload 1: the name is {limits.MAX_NAME_CHARS + 1:,} characters long; at most " \
           f"{limits.MAX_NAME_CHARS:,} are allowed. Nothing was changed: a plan beyond cicsplan's limits could not be "\
           "opened again once saved."
    assert window.doc.scenario.workloads[0].get("name") == before and not window.doc.modified
