"""Recovered work is saved like any other (issue 24): the recovery file records the plan file's absolute path
and its state when the crashed window read or wrote it; Ctrl+S on the recovered plan asks before replacing a
colleague's later save (Overwrite / Save As / Reload / Cancel, as for a plan opened normally), writes into the
plan's own folder whatever the current folder is at the next start, and asks where to save a plan whose file was
recorded without its folder or has gone. Driven through the real window: Ctrl+S pressed, the questions answered
with mouse clicks; the first workbook is a real process killed with SIGKILL, the colleague's save another
process or a direct write of the file."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from tests.gui.conftest import discard_and_close, edit_current_cell
from tests.gui.test_crash_safety import isolated_home, kill_after_an_edit, next_start
from tests.gui.test_save_failures import MessageBoxes

from cicsplan.core.plan.planio import load_plan
from cicsplan.gui import recovery
from conftest import REPO, SAMPLES

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

COLLEAGUE = textwrap.dedent("""
    import sys
    from cicsplan.core.plan.planio import load_plan, save_plan
    loaded = load_plan(sys.argv[1])
    loaded.plan.name = "The colleague's plan"
    save_plan(loaded.plan, sys.argv[1], unchanged_since=loaded.disk_state)
    print("saved", flush=True)
""")


@pytest.fixture
def boxes(qtbot):
    answering = MessageBoxes(qtbot)
    yield answering
    answering.stop()


def killed_workbook_with_an_edit(tmp_path: Path, plan_path: Path, cwd: Path, opened_as: str) -> Path:
    """A workbook process opens ``opened_as`` (from ``cwd``), edits, autosaves and is killed; returns its recovery
    folder."""
    env, folder = isolated_home(tmp_path, autosave_ms=150)
    assert kill_after_an_edit(env, folder, opened_as, cwd, 0.3) == -signal.SIGKILL
    [left] = folder.glob("*.recovery.json")
    record = json.loads(left.read_text(encoding="utf-8"))
    assert record["original"] == str(plan_path)  # absolute, though it was opened as typed
    assert record["original_state"]["sha256"]
    return folder


def restart_and_recover(qtbot, catalog, tmp_path, folder, monkeypatch):
    window, asked, _warned = next_start(catalog, tmp_path, folder, monkeypatch, QMessageBox.StandardButton.Yes)
    window.show()
    qtbot.waitExposed(window)
    assert len(asked) == 1 and "Recover the unsaved work" in asked[0]
    assert window.doc.scenario.workloads[0].get("name") == "Edited before the kill"
    return window


def press_save(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


@pytest.fixture
def shared_plan(tmp_path) -> Path:
    path = tmp_path / "shared" / "orders.cicsplan.json"
    path.parent.mkdir()
    path.write_bytes((SAMPLES / "getting-started.cicsplan.json").read_bytes())
    return path


@pytest.mark.parametrize("colleague", ["process", "direct write"])
def test_a_colleagues_save_after_the_crash_is_never_overwritten_unasked(qtbot, catalog, tmp_path, monkeypatch, boxes,
                                                                        shared_plan, colleague):
    folder = killed_workbook_with_an_edit(tmp_path, shared_plan, tmp_path, str(shared_plan))
    if colleague == "process":
        done = subprocess.run([sys.executable, "-c", COLLEAGUE, str(shared_plan)], capture_output=True, text=True,
                              env=dict(os.environ, PYTHONPATH=str(REPO / "app")), timeout=120)
        assert done.stdout.strip() == "saved", done.stderr
    else:
        doc = json.loads(shared_plan.read_text(encoding="utf-8"))
        doc["name"] = "The colleague's plan"
        shared_plan.write_text(json.dumps(doc), encoding="utf-8")
    theirs = shared_plan.read_bytes()
    window = restart_and_recover(qtbot, catalog, tmp_path, folder, monkeypatch)
    try:
        boxes.answers = ["Cancel"]
        press_save(qtbot, window)
        title, text, detail, buttons = boxes.seen[-1]
        assert title == "Plan changed by someone else"
        assert text == ("orders.cicsplan.json has been changed by another program or person since you opened it "
                        "(before cicsplan stopped and this work was recovered).")
        assert "The version on disk now holds the plan 'The colleague's plan'" in detail
        assert sorted(buttons) == ["Cancel", "Overwrite", "Reload", "Save As…"]
        assert shared_plan.read_bytes() == theirs and window.doc.modified

        mine = shared_plan.with_name("orders-mine.cicsplan.json")
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(mine), "cicsplan plans"))
        boxes.answers = ["Save As…"]
        press_save(qtbot, window)
        assert shared_plan.read_bytes() == theirs  # both kept
        assert load_plan(mine).plan.scenarios[0].workloads[0].get("name") == "Edited before the kill"
        assert window.doc.path == mine and not window.doc.modified
    finally:
        discard_and_close(window)


def test_overwrite_after_the_question_replaces_the_colleagues_save(qtbot, catalog, tmp_path, monkeypatch, boxes,
                                                                   shared_plan):
    folder = killed_workbook_with_an_edit(tmp_path, shared_plan, tmp_path, str(shared_plan))
    shared_plan.write_text(shared_plan.read_text(encoding="utf-8").replace("Getting started", "Colleague"),
                           encoding="utf-8")
    window = restart_and_recover(qtbot, catalog, tmp_path, folder, monkeypatch)
    try:
        boxes.answers = ["Overwrite"]
        press_save(qtbot, window)
        assert [seen[0] for seen in boxes.seen] == ["Plan changed by someone else"]
        assert load_plan(shared_plan).plan.scenarios[0].workloads[0].get("name") == "Edited before the kill"
        window.activateWindow()  # as a desktop does when the question closes (offscreen does not)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        edit_current_cell(qtbot, window.workloads.table, "Later")
        press_save(qtbot, window)  # its own file now: no question
        assert len(boxes.seen) == 1 and not window.doc.modified
    finally:
        discard_and_close(window)


def test_unchanged_file_saves_without_a_question_into_its_own_folder_from_anywhere(qtbot, catalog, tmp_path,
                                                                                   monkeypatch, boxes):
    """Opened as a relative path from dirA, recovered in a process started in dirB, where an unrelated plan of
    the same name lies: Ctrl+S writes the plan in dirA and leaves dirB's alone."""
    dir_a, dir_b = tmp_path / "dirA", tmp_path / "dirB"
    dir_a.mkdir()
    dir_b.mkdir()
    plan_a = dir_a / "plan.cicsplan.json"
    plan_a.write_bytes((SAMPLES / "getting-started.cicsplan.json").read_bytes())
    unrelated = (SAMPLES / "ctg.cicsplan.json").read_bytes()
    (dir_b / "plan.cicsplan.json").write_bytes(unrelated)
    folder = killed_workbook_with_an_edit(tmp_path, plan_a, dir_a, "plan.cicsplan.json")
    monkeypatch.chdir(dir_b)
    window = restart_and_recover(qtbot, catalog, tmp_path, folder, monkeypatch)
    try:
        assert window.doc.path == plan_a
        press_save(qtbot, window)
        assert not boxes.seen and not window.doc.modified
        assert load_plan(plan_a).plan.scenarios[0].workloads[0].get("name") == "Edited before the kill"
        assert (dir_b / "plan.cicsplan.json").read_bytes() == unrelated
    finally:
        discard_and_close(window)


def recovery_record(folder: Path, original: str | None, state: dict | None) -> None:
    """A recovery file as a crashed window (or an older cicsplan, without the file's state) left it."""
    plan = json.loads((SAMPLES / "getting-started.cicsplan.json").read_text(encoding="utf-8"))
    plan["workloads"][0]["name"] = "Edited before the kill"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"crashed{recovery.SUFFIX}").write_text(json.dumps(
        {"cicsplan_recovery": 1, "saved_at": time.time(), "original": original, "original_state": state,
         "plan": plan}), encoding="utf-8")


def test_a_path_recorded_without_its_folder_is_saved_only_where_the_user_chooses(qtbot, catalog, tmp_path,
                                                                                monkeypatch, boxes):
    """An older cicsplan recorded the path as typed: it is not trusted to mean the current folder."""
    dir_b = tmp_path / "dirB"
    dir_b.mkdir()
    unrelated = (SAMPLES / "ctg.cicsplan.json").read_bytes()
    (dir_b / "plan.cicsplan.json").write_bytes(unrelated)
    folder = tmp_path / "recovery"
    recovery_record(folder, "plan.cicsplan.json", None)
    monkeypatch.chdir(dir_b)
    chosen = tmp_path / "chosen.cicsplan.json"
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, suggested, *a, **k: offered.append(suggested) or (str(chosen), ""))
    window = restart_and_recover(qtbot, catalog, tmp_path, folder, monkeypatch)
    try:
        assert window.doc.path is None
        assert "recorded as plan.cicsplan.json without its folder, so Save asks where to keep it" in \
            window.statusBar().currentMessage()
        press_save(qtbot, window)
        assert len(offered) == 1 and (dir_b / "plan.cicsplan.json").read_bytes() == unrelated
        assert load_plan(chosen).plan.scenarios[0].workloads[0].get("name") == "Edited before the kill"
    finally:
        discard_and_close(window)


def test_a_recovered_plan_without_a_recorded_state_asks_before_saving(qtbot, catalog, tmp_path, monkeypatch, boxes,
                                                                      shared_plan):
    folder = tmp_path / "recovery"
    recovery_record(folder, str(shared_plan), None)
    before = shared_plan.read_bytes()
    window = restart_and_recover(qtbot, catalog, tmp_path, folder, monkeypatch)
    try:
        boxes.answers = ["Cancel"]
        press_save(qtbot, window)
        assert boxes.seen[-1][1] == ("cicsplan cannot tell whether orders.cicsplan.json has been changed by another "
                                     "program or person: the recovered work does not record the file as it was when "
                                     "you opened it.")
        assert shared_plan.read_bytes() == before
    finally:
        discard_and_close(window)


def test_a_recovered_plan_whose_file_moved_asks_where_to_save(qtbot, catalog, tmp_path, monkeypatch, boxes,
                                                              shared_plan):
    folder = killed_workbook_with_an_edit(tmp_path, shared_plan, tmp_path, str(shared_plan))
    moved = shared_plan.with_name("moved.cicsplan.json")
    shared_plan.rename(moved)
    window = restart_and_recover(qtbot, catalog, tmp_path, folder, monkeypatch)
    try:
        boxes.answers = ["Cancel"]
        press_save(qtbot, window)
        title, text, _, buttons = boxes.seen[-1]
        assert (title, sorted(buttons)) == ("Plan file missing", ["Cancel", "Save", "Save As…"])
        assert text.startswith("orders.cicsplan.json was deleted or moved after you opened it")
        assert not shared_plan.exists() and window.doc.modified
    finally:
        discard_and_close(window)
