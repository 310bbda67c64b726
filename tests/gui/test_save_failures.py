"""Saving where it cannot be done (a read-only folder, a full device) fails with a message that says why;
the plan stays open, unchanged and marked modified, the file on disk is as it was, and saving again
once the problem is fixed works. Root ignores folder permissions, so those cases are also simulated."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from cicsplan.core import userfiles
from cicsplan.core.planio import load_plan
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
