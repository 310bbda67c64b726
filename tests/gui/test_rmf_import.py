"""File > Import RMF Report, driven by real clicks and keys: reports added with the button, classes ticked with
Space, the regions' class picked in a drop-down with the keyboard, the preview of what becomes what, Start Plan
opening the plan in the workbook; a refused file leaves what was read and says why."""

from __future__ import annotations

import faulthandler
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QPushButton

from cicsplan.gui import rmf_import_dialog
from cicsplan.gui.rmf_import_dialog import CPU_FROM, NAME, USE

faulthandler.enable()  # a crash in Qt prints the Python stack that caused it

DATA = Path(__file__).resolve().parents[1] / "data" / "rmf"
XML = [DATA / "rmf-cpu-partition-sample.xml", DATA / "rmf-workload-sample.xml"]


def open_dialog(qtbot, window, monkeypatch, files):
    window.act_import_rmf.trigger()  # File > Import RMF Report…
    dialog = window.rmf_dialog
    qtbot.waitExposed(dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(f) for f in files], ""))
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    return dialog


def row_of(dialog, name: str) -> int:
    return next(r for r in range(dialog.classes.rowCount()) if dialog.classes.item(r, NAME).text() == name)


def tick(qtbot, dialog, name: str) -> None:
    """Click the class's Workload cell, then Space, as a keyboard user ticks it."""
    table = dialog.classes
    rect = table.visualRect(table.model().index(row_of(dialog, name), USE))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Space)


def test_import_preview_and_start_plan(qtbot, window, monkeypatch):
    dialog = open_dialog(qtbot, window, monkeypatch, XML)
    assert "machine 8562-Z02" in dialog.summary.text() and "11 partitions" in dialog.summary.text()
    assert "No class ticked" in dialog.message.text()  # the machine and the LPAR alone may start a plan
    assert dialog.preview.item(0, 1).text() == "8562-Z02"
    tick(qtbot, dialog, "CICSTRAN")
    tick(qtbot, dialog, "RWEBAPI")
    assert [p.key for p in dialog.picks()] == ["service:CICSTRAN", "report:RWEBAPI"]
    # the regions' class of the CICS workload is offered for the transactions that report no CPU
    box = dialog.classes.cellWidget(row_of(dialog, "CICSTRAN"), CPU_FROM)
    assert box.currentData() == "report:RCICSAOR"
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Up)  # back to "its own APPL %": CICS transactions have none
    assert box.currentData() == ""
    assert "reports no CPU" in dialog.message.text() and not dialog.start_button.isEnabled()
    QTest.keyClick(box, Qt.Key.Key_Down)
    assert dialog.start_button.isEnabled()
    shown = {dialog.preview.item(r, 0).text(): dialog.preview.item(r, 1).text()
             for r in range(dialog.preview.rowCount())}
    assert shown["Hardware: Machine"] == "8562-Z02" and shown["Hardware: LPAR weight"] == "52"
    assert shown["Workload CICSTRAN: Rate"] == "3.00 tps" and shown["Workload CICSTRAN: App CPU"] == "3.0000 ms"
    assert shown["Hardware: Existing CP busy"] == "0.15%"
    assert "the interval the plan starts from" in dialog.figures_label.text()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.doc.plan.name.startswith("From RMF"))
    scenario = window.doc.scenario
    assert [w.values["name"] for w in scenario.workloads] == ["CICSTRAN", "RWEBAPI"]
    assert scenario.hardware.values["machine"] == "8562-Z02" and len(scenario.partitions) == 3
    assert not window.doc.result.errors
    assert window.tabs.currentWidget() is window.workloads
    # the formula pane names the RMF source of the measured CPU when its cell is selected
    table = window.workloads.table
    column = [c.key for c in window.workloads.model.columns].index("app_gcp_ms")
    cell = table.model().index(0, column)
    table.scrollTo(cell)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(cell).center())
    qtbot.waitUntil(lambda: "report class RCICSAOR" in window.formula.toPlainText())
    assert "measured: 3 ms measured on" in window.formula.toPlainText()


def test_a_refused_report_keeps_what_was_read(qtbot, window, monkeypatch, tmp_path):
    dialog = open_dialog(qtbot, window, monkeypatch, XML)
    rows = dialog.classes.rowCount()
    hostile = tmp_path / "bomb.xml"
    hostile.write_text('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY a "aaaa">]><ddsml>&a;</ddsml>')
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(hostile)], ""))
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert "document type declaration" in dialog.message.text()
    assert dialog.classes.rowCount() == rows and dialog.files == XML
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert window.doc.plan.name != "" and not window.doc.plan.name.startswith("From RMF")


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_the_dialog_fits_small_windows(qtbot, window, monkeypatch, size):
    dialog = open_dialog(qtbot, window, monkeypatch, XML)
    dialog.resize(*size)
    tick(qtbot, dialog, "RWEBAPI")
    qtbot.wait(10)
    assert dialog.width() <= size[0] and dialog.height() <= size[1]
    assert dialog.start_button.isVisible() and dialog.preview.height() > 80 and dialog.classes.height() > 80


def slow_reader(monkeypatch, seconds: float):
    """A day of reports takes seconds to read: the same reader, made slow enough to watch."""
    real = rmf_import_dialog.read_rmf_files

    def slow(paths):
        time.sleep(seconds)
        return real(paths)

    monkeypatch.setattr(rmf_import_dialog, "read_rmf_files", slow)


def progress_dialog(dialog):
    found = [w for w in dialog.findChildren(QProgressDialog) if w.isVisible()]
    return found[0] if found else None


def test_a_slow_read_shows_progress_and_the_window_keeps_painting(qtbot, window, monkeypatch):
    slow_reader(monkeypatch, 1.0)
    seen = []
    QTimer.singleShot(600, lambda: seen.append(progress_dialog(window.rmf_dialog)))
    dialog = open_dialog(qtbot, window, monkeypatch, XML)
    assert seen and seen[0] is not None and "Reading 2 reports" in seen[0].labelText()
    assert dialog.files == XML and dialog.classes.rowCount() > 0 and progress_dialog(dialog) is None


def test_cancelling_a_slow_read_keeps_the_reports_before_it(qtbot, window, monkeypatch):
    dialog = open_dialog(qtbot, window, monkeypatch, XML)
    rows = dialog.classes.rowCount()
    slow_reader(monkeypatch, 1.5)
    def cancel():
        progress = progress_dialog(dialog)
        assert progress is not None
        qtbot.mouseClick(progress.findChild(QPushButton), Qt.MouseButton.LeftButton)

    QTimer.singleShot(700, cancel)
    more = [str(DATA / "rmf-workload-intervals.txt")]
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (more, ""))
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert "cancelled" in dialog.message.text()
    assert dialog.files == XML and dialog.classes.rowCount() == rows


def test_a_plan_started_from_rmf_is_unsaved_until_saved(qtbot, window, monkeypatch, dialogs, recovery_folder):
    """Finding 2 of the trial: File > New right after Start Plan threw the imported plan away without asking."""
    from PySide6.QtWidgets import QMessageBox

    dialog = open_dialog(qtbot, window, monkeypatch, XML)
    tick(qtbot, dialog, "CICSTRAN")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.doc.plan.name.startswith("From RMF"))
    assert window.doc.modified and window.isWindowModified()
    assert window.recovery.path.exists()  # autosaved: a crash now loses nothing
    dialogs.answers = [QMessageBox.StandardButton.Cancel]
    window.act_new.trigger()  # File > New asks first, and Cancel keeps the plan
    assert dialogs.shown[-1][:2] == ("question", "Unsaved changes")
    assert window.doc.plan.name.startswith("From RMF")


def test_with_no_class_ticked_the_existing_busy_says_so_in_words(qtbot, window, monkeypatch):
    """Finding 21 of the trial: "less the picked classes' APPL % CP nothing picked of one engine"."""
    dialog = open_dialog(qtbot, window, monkeypatch, XML)
    assert "No class ticked" in dialog.message.text()
    rows = {dialog.preview.item(r, 0).text(): [dialog.preview.item(r, c).text()
                                               for c in range(dialog.preview.columnCount())]
            for r in range(dialog.preview.rowCount())}
    where = " ".join(rows["Hardware: Existing CP busy"])
    assert "all of it, as no class is picked" in where
    assert "nothing picked" not in where and "picked classes'" not in where
    tick(qtbot, dialog, "CICSTRAN")  # a ticked class: its CPU is taken off the LPAR's busy
    rows = {dialog.preview.item(r, 0).text(): " ".join(dialog.preview.item(r, c).text()
                                                       for c in range(dialog.preview.columnCount()))
            for r in range(dialog.preview.rowCount())}
    assert "less the picked classes' APPL % CP" in rows["Hardware: Existing CP busy"]
