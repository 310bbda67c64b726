"""Real user flows through the workbook window (pytest-qt, offscreen)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QToolBar
from tests.gui.conftest import discard_and_close, edit_current_cell

from cicsplan.core.plan.planio import load_plan
from cicsplan.gui.main_window import start_window
from conftest import REPO, SAMPLES


def column(window, key):
    return [c.key for c in window.workloads.model.columns].index(key)


def cell(window, row, key, role=Qt.ItemDataRole.DisplayRole):
    model = window.workloads.model
    return model.data(model.index(row, column(window, key)), role)


def type_into(qtbot, window, row, key, text):
    table = window.workloads.table
    index = window.workloads.table.model().index(row, column(window, key))
    table.setCurrentIndex(index)
    edit_current_cell(qtbot, table, text)


def test_the_getting_started_sample_opens_computed(window):
    assert window.doc.plan.name.startswith("Getting started")
    assert window.workloads.model.rowCount() == 4
    assert float(cell(window, 0, "wl_total_ms")) > 0
    assert not window.doc.modified
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Workloads", "Hardware", "Results", "Charts", "Compare", "Ranges", "Catalog", "Assumptions", "Scaling", "Day"]


def test_build_a_plan_from_empty_by_typing(qtbot, window):
    window.workloads.table.selectAll()
    window.workloads.table.delete_rows()
    assert window.workloads.model.rowCount() == 0
    window.workloads.table.insert_below()
    assert window.workloads.model.rowCount() == 1
    type_into(qtbot, window, 0, "name", "Branch EXCI")
    type_into(qtbot, window, 0, "tps", "1800")
    window.doc.set_cell(window.doc.cell_ref("workloads", 0, "ingress"), "ctg-exci")
    assert cell(window, 0, "name") == "Branch EXCI"
    assert cell(window, 0, "tps") == "1,800"
    assert abs(float(cell(window, 0, "wl_total_ms")) - 0.3974) < 1e-4
    assert window.doc.modified and window.isWindowModified()


def test_formula_cell_shows_value_and_keeps_formula(qtbot, window):
    type_into(qtbot, window, 1, "tps", "=peak_tps*0.5")
    assert window.doc.scenario.workloads[1].get("tps") == "=peak_tps*0.5"
    assert cell(window, 1, "tps") == "2,000"
    assert cell(window, 1, "tps", Qt.ItemDataRole.EditRole) == "=peak_tps*0.5"
    assert "peak_tps = 4000" in cell(window, 1, "tps", Qt.ItemDataRole.ToolTipRole)


def test_bad_input_is_flagged_in_place_with_the_reason(qtbot, window):
    type_into(qtbot, window, 0, "tps", "-50")
    tooltip = cell(window, 0, "tps", Qt.ItemDataRole.ToolTipRole)
    assert "Rate is -50; allowed range 0 to 1,000,000 tps" in tooltip
    assert cell(window, 0, "tps", Qt.ItemDataRole.BackgroundRole) is not None
    assert cell(window, 0, "wl_total_ms") == "error"
    assert window.doc.scenario.workloads[0].get("tps") == -50  # kept as typed: nothing silently clamped
    assert "error" in window.status_label.text()


def test_undo_and_redo_every_edit(qtbot, window):
    before = cell(window, 0, "tps")
    type_into(qtbot, window, 0, "tps", "2500")
    assert cell(window, 0, "tps") == "2,500"
    window.act_undo.trigger()
    assert cell(window, 0, "tps") == before
    window.act_redo.trigger()
    assert cell(window, 0, "tps") == "2,500"
    window.workloads.table.selectRow(2)
    window.workloads.table.delete_rows()
    assert window.workloads.model.rowCount() == 3
    window.act_undo.trigger()
    assert window.workloads.model.rowCount() == 4
    assert cell(window, 2, "name") == "Gateway clients (IPIC)"


def test_paste_a_block_from_excel_adds_rows_in_one_undo_step(qtbot, window):
    QGuiApplication.clipboard().setText("Batch A\tdpl-ipic\tAOR\t1200\r\nBatch B\tlu62-ctc\tDTP\t900\r\n")
    table = window.workloads.table
    table.setCurrentIndex(window.workloads.table.model().index(3, 0))
    table.clearSelection()
    table.setCurrentIndex(window.workloads.table.model().index(3, 0))
    table.paste()
    assert window.workloads.model.rowCount() == 5
    assert cell(window, 3, "name") == "Batch A" and cell(window, 4, "ingress") == "lu62-ctc"
    assert cell(window, 4, "tps") == "900"
    window.act_undo.trigger()
    assert window.workloads.model.rowCount() == 4
    assert cell(window, 3, "name") == "MQ requests (trigger EVERY)"


def test_copy_gives_excel_the_values_and_cicsplan_the_formulas(window):
    table = window.workloads.table
    model = window.workloads.table.model()
    table.selectionModel().select(model.index(0, 0), table.selectionModel().SelectionFlag.Select)
    table.selectionModel().select(model.index(0, column(window, "tps")), table.selectionModel().SelectionFlag.Select)
    table.copy_selection()
    text = QGuiApplication.clipboard().text()
    assert text == "Terminals\t3270\tTOR\t1600\n"  # peak_tps*0.4 as its value: Excel knows no peak_tps


def test_payload_accepts_units(qtbot, window):
    type_into(qtbot, window, 1, "payload_in_bytes", "4 KB")
    assert window.doc.scenario.workloads[1].get("payload_in_bytes") == 4096


def test_save_and_reopen(qtbot, window, tmp_path):
    type_into(qtbot, window, 0, "name", "Renamed terminals")
    path = tmp_path / "mine.cicsplan.json"
    assert window._save_to(path)
    assert not window.doc.modified and not window.isWindowModified()
    assert "mine.cicsplan.json" in window.windowTitle()
    assert load_plan(path).plan.scenarios[0].workloads[0].get("name") == "Renamed terminals"
    assert window.recent_files()[0] == str(path)
    window.new_plan()
    assert window.open_path(path)
    assert cell(window, 0, "name") == "Renamed terminals"


def test_unsaved_changes_prompt_on_open(qtbot, window, dialogs, tmp_path):
    type_into(qtbot, window, 0, "name", "Changed")
    dialogs.answers = [QMessageBox.StandardButton.Cancel]
    assert not window.confirm_discard()
    assert window.doc.modified
    dialogs.answers = [QMessageBox.StandardButton.Discard]
    assert window.open_path(SAMPLES / "mq.cicsplan.json")
    assert window.doc.plan.name == "WebSphere MQ"


def test_a_bad_file_is_refused_in_a_dialog_and_the_plan_stays(window, dialogs, tmp_path):
    bad = tmp_path / "bad.cicsplan.json"
    bad.write_text('{"format": "cicsplan", "version": 1, "workloads": [', encoding="utf-8")
    name = window.doc.plan.name
    assert not window.open_path(bad, confirmed=True)
    assert dialogs.shown[-1][0] == "warning" and "not valid JSON" in dialogs.shown[-1][2]
    assert window.doc.plan.name == name


def test_save_failure_keeps_the_plan_in_memory(qtbot, window, dialogs, tmp_path):
    type_into(qtbot, window, 0, "name", "Unsaved")
    assert not window._save_to(tmp_path / "no-such-folder" / "p.cicsplan.json")
    assert dialogs.shown[-1][0] == "critical" and "could not save" in dialogs.shown[-1][2]
    assert window.doc.modified and cell(window, 0, "name") == "Unsaved"


def test_autosave_and_recovery_after_a_crash(qtbot, catalog, settings, recovery_folder, dialogs, tmp_path):
    """A process edits a plan, autosaves, and is killed; the next start offers the work back."""
    script = f"""
import os, sys
os.environ['QT_QPA_PLATFORM'] = 'offscreen'
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication
QStandardPaths.setTestModeEnabled(True)
app = QApplication([])
from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.gui.main_window import start_window
w = start_window(load_catalog(), QSettings(r'{tmp_path / "s2.ini"}', QSettings.Format.IniFormat), None,
                 __import__('pathlib').Path(r'{recovery_folder}'))
w.open_sample()
w.doc.set_cell(w.doc.cell_ref('workloads', 0, 'name'), 'Work before the crash')
w.autosave()
print('autosaved', flush=True)
os.kill(os.getpid(), 9)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert "autosaved" in done.stdout, done.stderr
    dialogs.answers = [QMessageBox.StandardButton.Yes]
    win = start_window(catalog, settings, None, recovery_folder)
    assert "did not close normally" in dialogs.shown[-1][2]
    assert win.doc.scenario.workloads[0].get("name") == "Work before the crash"
    assert win.doc.modified
    discard_and_close(win)
    assert not list(recovery_folder.glob("*.recovery.json"))


def test_a_running_windows_autosave_is_not_offered_to_another(qtbot, window, catalog, settings, recovery_folder):
    window.doc.set_cell(window.doc.cell_ref("workloads", 0, "name"), "Still open")
    window.autosave()
    other = start_window(catalog, settings, None, recovery_folder)  # no question expected: would fail
    assert other.doc.plan.name == "New plan" and not other.doc.modified
    discard_and_close(other)


def answer_the_name_dialog(qtbot, text: str | None) -> list[str]:
    """Once the modal name dialog is up: what it offers (returned), then type ``text`` and Return (None: Escape)."""
    offered = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:  # not up yet
            QTimer.singleShot(20, answer)
            return
        field = dialog.findChild(QLineEdit)
        offered.append(field.text())
        if text is None:
            QTest.keyClick(field, Qt.Key.Key_Escape)
            return
        field.selectAll()
        QTest.keyClicks(field, text)
        QTest.keyClick(field, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    return offered


def test_duplicate_scenario_asks_for_the_copys_name(qtbot, window):
    button = window.findChild(QToolBar, "main_toolbar").widgetForAction(window.act_dup_scenario)
    offered = answer_the_name_dialog(qtbot, None)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert offered == ["Base copy"] and [s.name for s in window.doc.plan.scenarios] == ["Base"]  # Escape: no copy
    offered = answer_the_name_dialog(qtbot, "z16 at 5 CPs")
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [s.name for s in window.doc.plan.scenarios] == ["Base", "z16 at 5 CPs"]
    assert window.scenario_box.currentText() == "z16 at 5 CPs"


def test_scenarios_switch_and_duplicate(qtbot, window):
    window.doc.duplicate_scenario()
    assert [s.name for s in window.doc.plan.scenarios] == ["Base", "Base copy"]
    assert window.scenario_box.currentText() == "Base copy"
    type_into(qtbot, window, 0, "tps", "9000")
    window.doc.switch_scenario(0)
    assert cell(window, 0, "tps") == "1,600"
    window.doc.switch_scenario(1)
    assert cell(window, 0, "tps") == "9,000"
    window.act_undo.trigger()
    window.act_undo.trigger()
    assert len(window.doc.plan.scenarios) == 1


def test_formula_bar_explains_a_computed_cell_with_its_source(qtbot, window):
    table = window.workloads.table
    table.setCurrentIndex(window.workloads.table.model().index(2, column(window, "wl_total_ms")))
    text = window.formula.toPlainText()
    assert "wl_total_ms = total_ms[CICS] + total_ms[TCPIP] + total_ms[CTG]" in text
    window.formula.show_quantity("sized_ms", 2, window.doc.result.spaces.index("CTG"))
    text = window.formula.toPlainText()
    assert ('"A Processor Usage Study of Ways into CICS" (CICS TS V4.2), Table 18' in text
            and "measured" in text)


def test_double_clicking_an_issue_goes_to_its_cell(qtbot, window):
    window.doc.set_cell(window.doc.cell_ref("workloads", 2, "ingress"), "nope")
    issue = next(i for i in window.doc.result.errors if i.field == "ingress")
    window.go_to_issue(issue)
    assert window.tabs.currentWidget() is window.workloads
    current = window.workloads.table.currentIndex()
    assert (current.row(), current.column()) == (2, column(window, "ingress"))


def test_assumption_edit_and_reset(qtbot, window):
    window.tabs.setCurrentWidget(window.assumptions)  # a sheet fills when it is shown
    window.assumptions._filling = False
    item = window.assumptions.assumptions.item(3, 1)  # rows always kept
    item.setText("4")
    assert window.doc.plan.assumptions["fit_min_rows"] == 4
    window.assumptions.assumptions.selectRow(3)
    window.assumptions._reset_selected()
    assert "fit_min_rows" not in window.doc.plan.assumptions
    window.act_undo.trigger()
    assert window.doc.plan.assumptions["fit_min_rows"] == 4


def test_cost_method_switch_recomputes(window):
    published = float(cell(window, 2, "wl_total_ms"))
    window.assumptions.method.setCurrentIndex(1)
    window.assumptions._method_chosen()
    assert window.doc.plan.cost_method == "fitted"
    assert float(cell(window, 2, "wl_total_ms")) != published


def test_charts_export_png(qtbot, window, tmp_path):
    window.charts.redraw()
    qtbot.waitUntil(lambda: window.charts.drawn_result is window.doc.result)
    path = tmp_path / "chart.png"
    window.charts.utilisation.export_to(str(path))
    assert path.stat().st_size > 1000


def test_charts_export_svg_draws_the_chart_in_vectors(qtbot, window, dialogs, tmp_path):
    """pyqtgraph's SVG exporter failed on Qt 6's paths and the user read "not enough values to unpack (expected 2, got
    1)": the SVG is now Qt's own drawing of the chart, which an SVG reader opens at the chart's size."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication
    window.resize(1280, 800)
    window.show()
    window.tabs.setCurrentWidget(window.charts)
    QApplication.processEvents()
    window.charts.redraw()
    qtbot.waitUntil(lambda: window.charts.drawn_result is window.doc.result)
    QApplication.processEvents()
    chart = window.charts.utilisation
    assert chart.plot.width() > 300 and chart.plot.height() > 150
    path = tmp_path / "chart.svg"
    chart.export_to(str(path))
    assert dialogs.shown == []
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid() and renderer.viewBox().size() == chart.plot.size()
    image = QImage(renderer.defaultSize(), QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 3  # axes, text, curves: not a blank page
    assert "target" in path.read_text(encoding="utf-8")  # the target line's label, as text


def test_every_sample_opens(window):
    for sample in sorted(SAMPLES.glob("*.cicsplan.json")):
        assert window.open_path(sample, confirmed=True)
        assert not window.doc.result.errors
    assert json.loads((REPO / "resources" / "samples" / "mq.cicsplan.json").read_text())["format"] == "cicsplan"


def test_fill_selection_edits_several_rows_at_once(window):
    table = window.workloads.table
    model = window.workloads.table.model()
    col = column(window, "region")
    table.setCurrentIndex(model.index(0, col))
    for row in (1, 2, 3):
        table.selectionModel().select(model.index(row, col), table.selectionModel().SelectionFlag.Select)
    table.fill_selection()
    assert [window.doc.scenario.workloads[r].get("region") for r in range(4)] == ["TOR"] * 4
    window.act_undo.trigger()
    assert window.doc.scenario.workloads[1].get("region") == "WOR"


def test_a_shipped_sample_opened_by_path_is_never_overwritten_by_save(window):
    sample = SAMPLES / "mq.cicsplan.json"
    assert window.open_path(sample, confirmed=True)
    assert window.doc.path is None  # Save asks for a name
    assert "Save asks where to keep it" in window.statusBar().currentMessage()
    assert str(sample) not in window.recent_files()


def test_every_warning_of_an_opened_plan_is_shown(window, tmp_path):
    doc = json.loads((SAMPLES / "mq.cicsplan.json").read_text(encoding="utf-8"))
    doc["colour"] = "blue"
    doc["flavour"] = "mint"
    path = tmp_path / "extra.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.open_path(path, confirmed=True)
    message = window.statusBar().currentMessage()
    assert "unknown field 'colour'" in message and "unknown field 'flavour'" in message


def test_the_toolbar_undo_button_keeps_its_word_while_the_menu_names_the_edit(qtbot, window):
    type_into(qtbot, window, 0, "tps", "1200")
    assert window.act_undo.text() == "&Undo Edit Rate (tps)"
    assert window.act_undo.iconText() == "Undo"
    assert window.act_undo.toolTip().startswith("Undo Edit Rate (tps) (")


def test_each_menu_gives_each_item_its_own_letter(qtbot, window):
    """Alt+F then a letter picks one item: no two items of a menu share their underlined letter (issue 25)."""
    def clashes(menu, path: str) -> list[str]:
        menu.aboutToShow.emit()  # the menus filled when they open (recent files, samples)
        seen: dict[str, str] = {}
        found = []
        for action in menu.actions():
            letter = re.search(r"&([^&])", action.text())
            if letter is not None:
                key = letter.group(1).lower()
                if key in seen:
                    found.append(f"{path}: {seen[key]} and {action.text()}")
                seen.setdefault(key, action.text())
            if action.menu() is not None:
                found += clashes(action.menu(), f"{path} > {action.text()}")
        return found

    top = window.menuBar().actions()
    assert len({re.search(r"&(.)", a.text()).group(1).lower() for a in top}) == len(top)
    assert [clash for a in top for clash in clashes(a.menu(), a.text())] == []
