"""The workbook window: sheets of one plan, menus, the formula bar, files, undo and recovery."""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from cicsplan import __version__
from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.userfiles import ChangedOnDiskError, DiskState, ReadOnlyFileError, is_read_only
from cicsplan.core.common.wording import counted
from cicsplan.core.model.busy_of import busy_of
from cicsplan.core.model.explain import leaf_provenance
from cicsplan.core.model.plan_catalog import plan_catalog_warnings
from cicsplan.core.model.routing_view import routing_lines
from cicsplan.core.model.xml_message import xml_message_text
from cicsplan.core.plan import edits
from cicsplan.core.plan.issues import Issue
from cicsplan.core.plan.plan import Plan
from cicsplan.core.plan.planio import PLAN_SUFFIX, PlanLoadError, PlanSaveError, backup_path, load_plan
from cicsplan.core.plan.routing import ROUTING, routing_of
from cicsplan.core.plan.routing_text import routing_text
from cicsplan.gui import recovery
from cicsplan.gui.document import CalculationError, PlanDocument
from cicsplan.gui.field_editor import FieldEditor
from cicsplan.gui.formula_panel import FormulaPanel
from cicsplan.gui.last_scenario import remember_scenario, restore_scenario
from cicsplan.gui.plan_properties import PlanPropertiesDialog
from cicsplan.gui.qt_guard import qt_override, report_exception
from cicsplan.gui.report_actions import install_report_actions
from cicsplan.gui.sheets.assumptions import AssumptionsSheet
from cicsplan.gui.sheets.catalog_view import CatalogSheet
from cicsplan.gui.sheets.charts import ChartsSheet
from cicsplan.gui.sheets.compare import CompareSheet
from cicsplan.gui.sheets.day import DaySheet
from cicsplan.gui.sheets.hardware import HardwareSheet
from cicsplan.gui.sheets.ranges import RangesSheet
from cicsplan.gui.sheets.results import ResultsSheet
from cicsplan.gui.sheets.scaling import ScalingSheet
from cicsplan.gui.sheets.workloads import WorkloadsSheet
from cicsplan.gui.status_line import StatusLine
from cicsplan.gui.totals_row import TOTAL_CPU_PCT
from cicsplan.gui.welcome import WelcomeBar, first_geometry, keep_on_screen
from cicsplan.paths import samples_dir

if TYPE_CHECKING:
    from cicsplan.gui.help_window import UserGuideWindow

FILE_FILTER = "cicsplan plans (*.cicsplan.json *.json);;All files (*)"
FORMULA_SHEETS = ("Workloads", "Results")  # the sheets that show the formula pane until told otherwise
FORMULA_PANE_HEIGHT = 120  # px
MAX_RECENT = 10
# the cells beside which the formula pane shows the XML message a web service's payload and elements make
XML_MESSAGE_KEYS = {"payload_in_bytes": "in", "xml_elements_in": "in", "payload_out_bytes": "out",
                    "xml_elements_out": "out"}
AUTOSAVE_MS = 60_000


class MainWindow(QMainWindow):
    def __init__(self, catalog: Catalog, settings: QSettings, recovery_folder: Path | None = None):
        super().__init__()
        self.catalog = catalog
        self.settings = settings
        self.recovery = recovery.RecoverySession(recovery_folder)
        self.doc: PlanDocument | None = None
        self.rmf_dialog = None  # File > Import RMF Report, while open
        self.guide_window: UserGuideWindow | None = None  # Help > User Guide, once opened
        self.setAcceptDrops(True)
        self.setMinimumSize(640, 420)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        # the first start's welcome over the empty plan, above the sheets
        self.welcome = WelcomeBar(lambda name: self.confirm_discard() and self.open_sample(name),
                                  self._show_samples_menu, self)
        self.welcome.hide()
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.welcome)
        column.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self._placed = False  # the window was checked against its screen once shown
        self._building = False  # set_document is replacing the sheets
        self.formula_dock = QDockWidget("Formula and sources", self)
        self.formula_dock.setObjectName("formula_dock")
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.formula_dock)
        self.status_label = StatusLine(self)
        self.statusBar().addPermanentWidget(self.status_label, 1)
        self.scenario_box = QComboBox(self)
        self.scenario_box.setMinimumWidth(180)
        self.scenario_box.setToolTip("Scenario shown in every sheet")
        self.scenario_box.activated.connect(lambda i: self.doc and self.doc.switch_scenario(i))
        self._make_actions()
        self._make_menus()
        self.tabs.currentChanged.connect(lambda i: None if self._building or i < 0 else self._sheet_shown(i))
        self.formula_dock.visibilityChanged.connect(self._remember_pane)  # a method: let go with the window
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(int(settings.value("autosave_ms", AUTOSAVE_MS)))
        self.autosave_timer.timeout.connect(self.autosave)
        self.autosave_timer.start()
        geometry = settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            first_geometry(self)  # the preferred size, or the screen's free area where that is smaller
        state = settings.value("window/state")
        if state is not None:
            self.restoreState(state)

    # ------------------------------------------------------------------------------------------
    # actions and menus

    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if isinstance(shortcut, list):
            action.setShortcuts(shortcut)
        elif shortcut is not None:
            action.setShortcut(shortcut)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action("&New", self.new_plan, both(K.New, "Ctrl+N"), "Start a new, empty plan")
        self.act_open = self._action("&Open…", self.open_dialog, K.Open, "Open a plan file")
        self.act_save = self._action("&Save", self.save, K.Save, "Save the plan")
        self.act_save_as = self._action("Save &As…", self.save_as, K.SaveAs, "Save the plan under a new name")
        self.act_quit = self._action("&Quit", self.close, both(K.Quit, "Ctrl+Q"))
        self.act_undo = self._action("&Undo", self.undo, both(K.Undo, "Ctrl+Z"))
        # office suites take Ctrl+Y and Ctrl+Shift+Z for Redo on every system; Qt gives Linux only the second
        self.act_redo = self._action("&Redo", self.redo, both(K.Redo, "Ctrl+Y", "Ctrl+Shift+Z"))
        for action, word in ((self.act_undo, "Undo"), (self.act_redo, "Redo")):
            action.setIconText(word)  # the toolbar keeps one word; the menu and tooltip name the edit
        self.act_dup_scenario = self._action("&Duplicate Scenario…", self.duplicate_scenario, None,
                                             "Copy the current scenario, under a name you give, to try a variant")
        self.act_new_scenario = self._action("&New Scenario…", self.new_scenario)
        self.act_rename_scenario = self._action("&Rename Scenario…", self.rename_scenario)
        self.act_delete_scenario = self._action("De&lete Scenario", self.delete_scenario)
        self.act_size = self._action("Si&ze It…", self.open_sizing, None,
                                     "The fewest CPs and zIIPs of a machine type for this scenario (Hardware sheet)")
        self.act_calibrate = self._action("&Calibrate from Measurements…", lambda: self.catalog_sheet.open_calibrate(),
                                          None, "Fit your own measured table and save it as a custom ingress model")
        self.act_import_model = self._action("&Import Model File…", lambda: self.catalog_sheet.import_model_file(),
                                             None, "Add a model file exported from cicsplan to your catalog")
        self.act_export_model = self._action("&Export Model File…", lambda: self.catalog_sheet.export_model_file(),
                                             None, "Write the model selected on the Catalog sheet to a file")
        self.act_properties = self._action("Plan Proper&ties…", self.plan_properties, None,
                                           "The plan's title (the window's and the report's) and its notes")
        self.act_import_capacity = self._action("Import &Capacity Table…", self.import_capacity_table, None,
                                                "Read your zPCR Configuration Summary (or a CSV of models): its "
                                                "figures replace IBM's built-in ratings in this plan")
        self.act_import_rmf = self._action("Import RM&F Report…", self.import_rmf_report, None,
                                           "Start a plan from your RMF Postprocessor reports (CPU Activity, Partition "
                                           "Data, Workload Activity): machine, LPAR, existing load and workloads")
        self.act_guide = self._action("&User Guide", self.open_guide, both(K.HelpContents, "F1"),
                                      "The user guide: a sizing step by step, every input, the method and its limits")
        self.act_about = self._action("&About cicsplan", self.about)
        self.act_formula = self.formula_dock.toggleViewAction()
        self.act_formula.setShortcut(QKeySequence("Ctrl+F2"))
        self.act_formula.setStatusTip("Show or hide the formula and sources pane on this sheet (each sheet "
                                      "remembers it, and the pane's height)")
        self.act_find = self._action("&Find…", lambda: self.workloads.find_bar.open_bar(), both(K.Find, "Ctrl+F"),
                                     "Find text in the Workloads sheet's cells")
        self.act_find_next = self._action("Find &Next", lambda: self.workloads.find_bar.find_next(False),
                                          both(K.FindNext, "F3"))
        self.act_find_previous = self._action("Find Pre&vious", lambda: self.workloads.find_bar.find_next(True),
                                              both(K.FindPrevious, "Shift+F3"))
        self.act_filter = self._action("&Filter Rows…", self._focus_filter, QKeySequence("Ctrl+Shift+L"),
                                       "Show only the workloads whose cell matches (the plan keeps them all)")
        self.act_clear_filter = self._action("&Clear Filter", lambda: self.workloads.filter_bar.clear(), None,
                                             "Show every workload again")

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        for a in (self.act_new, self.act_open):
            file_menu.addAction(a)
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.samples_menu = file_menu.addMenu("Open Sa&mple")
        self.samples_menu.aboutToShow.connect(self._fill_samples)
        file_menu.addSeparator()
        for a in (self.act_save, self.act_save_as):
            file_menu.addAction(a)
        file_menu.addSeparator()
        file_menu.addAction(self.act_properties)
        file_menu.addAction(self.act_import_capacity)
        file_menu.addAction(self.act_import_rmf)
        file_menu.addSeparator()
        file_menu.addAction(self.act_quit)
        install_report_actions(self, file_menu)
        self.edit_menu = bar.addMenu("&Edit")
        self.edit_menu.addAction(self.act_undo)
        self.edit_menu.addAction(self.act_redo)
        self.edit_menu.addSeparator()
        self.sheet_actions_anchor = self.edit_menu.addSeparator()
        for a in (self.act_find, self.act_find_next, self.act_find_previous):
            self.edit_menu.addAction(a)
        self.data_menu = bar.addMenu("&Data")
        self.data_menu.addAction(self.act_filter)
        self.data_menu.addAction(self.act_clear_filter)
        self.data_sort_anchor = self.data_menu.addSeparator()
        scenario_menu = bar.addMenu("&Scenario")
        for a in (self.act_new_scenario, self.act_dup_scenario, self.act_rename_scenario, self.act_delete_scenario):
            scenario_menu.addAction(a)
        scenario_menu.addSeparator()
        scenario_menu.addAction(self.act_size)
        catalog_menu = bar.addMenu("&Catalog")
        for a in (self.act_calibrate, self.act_import_model, self.act_export_model):
            catalog_menu.addAction(a)
        view_menu = bar.addMenu("&View")
        view_menu.addAction(self.act_formula)
        self.sheet_menu = view_menu.addMenu("&Sheet")
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.act_guide)
        help_menu.addAction(self.act_about)

        tools = QToolBar("Main", self)
        tools.setObjectName("main_toolbar")
        tools.setMovable(False)
        for a in (self.act_new, self.act_open, self.act_save, None, self.act_undo, self.act_redo, None):
            if a is None:
                tools.addSeparator()
            else:
                tools.addAction(a)
        tools.addWidget(QLabel(" Scenario: ", self))
        tools.addWidget(self.scenario_box)
        tools.addAction(self.act_dup_scenario)
        self.addToolBar(tools)

    # ------------------------------------------------------------------------------------------
    # documents

    def set_document(self, doc: PlanDocument) -> None:
        old = self.doc
        self.doc = doc
        self.welcome.hide()  # a plan of one's own, or a sample: the welcome has done its work
        doc.setParent(self)
        self._remember_pane()
        self._building = True
        while self.tabs.count():
            widget = self.tabs.widget(0)
            self.tabs.removeTab(0)
            widget.deleteLater()
        self.formula = FormulaPanel(doc, self.formula_dock)
        self.formula_dock.setWidget(self.formula)
        self.workloads = WorkloadsSheet(doc, self)
        self.hardware = HardwareSheet(doc, self)
        self.results = ResultsSheet(doc, self)
        self.charts = ChartsSheet(doc, self)
        self.day = DaySheet(doc, self)
        self.catalog_sheet = CatalogSheet(doc, self)
        self.assumptions = AssumptionsSheet(doc, self)
        self.compare = CompareSheet(doc, self)
        self.ranges = RangesSheet(doc, self)
        for widget, title in ((self.workloads, "Workloads"), (self.hardware, "Hardware"), (self.results, "Results"),
                              (self.charts, "Charts"), (self.compare, "Compare"),
                              (self.ranges, "Ranges"), (self.catalog_sheet, "Catalog"),
                              (self.assumptions, "Assumptions"), (ScalingSheet(doc, self), "Scaling"),
                              (self.day, "Day")):  # last: the sheets before it keep their Alt+1..9
            self.tabs.addTab(widget, title)
        self._building = False
        self.sheet_menu.clear()
        for i in range(self.tabs.count()):
            action = self.sheet_menu.addAction(self.tabs.tabText(i))
            if i < 9:  # Alt+1..9; a tenth sheet is in the menu without a key
                action.setShortcut(QKeySequence(f"Alt+{i + 1}"))
            action.triggered.connect(lambda _=False, i=i: self.tabs.setCurrentIndex(i))
        self._install_sheet_actions()
        self.workloads.table.cell_selected.connect(self._workload_cell_selected)
        self.workloads.totals.row.total_selected.connect(self._total_selected)
        self.results.quantity_selected.connect(self.formula.show_quantity)
        self.results.navigate.connect(self.go_to_issue)
        doc.undo_stack.canUndoChanged.connect(self.act_undo.setEnabled)
        doc.undo_stack.canRedoChanged.connect(self.act_redo.setEnabled)
        doc.undo_stack.undoTextChanged.connect(self._undo_text)
        doc.undo_stack.redoTextChanged.connect(self._redo_text)
        self.act_undo.setEnabled(False)
        self.act_redo.setEnabled(False)
        doc.modified_changed.connect(self._update_title)
        doc.path_changed.connect(self._update_title)
        doc.recomputed.connect(self._update_status)
        doc.scenario_switched.connect(self._fill_scenarios)
        doc.scenario_switched.connect(lambda: remember_scenario(self.settings, doc))
        doc.edited.connect(self._edited)
        doc.replayed.connect(self._replayed)
        doc.refused.connect(lambda text: QMessageBox.warning(self, "Not changed", text))
        self._fill_scenarios()
        self._update_title()
        self._update_status()
        self._pane_sheet = None
        self._sheet_shown(self.tabs.currentIndex())
        if old is not None:
            old.deleteLater()
        self.recovery.discard()
        if doc.modified:
            self.autosave()

    def undo(self) -> None:
        """Edit > Undo: while a cell or a field is being typed into, the typing is what is undone (as in a
        spreadsheet, and the cell is left as it was); otherwise the last edit of the plan."""
        if not self._drop_typing():
            self.doc.undo_stack.undo()

    def redo(self) -> None:
        self._drop_typing()  # the plan changes under the cell: what was typed over the old value goes
        self.doc.undo_stack.redo()

    def _drop_typing(self) -> bool:
        """End typing in progress in a cell editor or a field of this window as Escape does; True if there was.
        Menus and toolbar buttons leave the focus where it was, so an edit would otherwise land on the editor
        of a cell the undo just changed, moved or removed."""
        widget = QApplication.focusWidget()
        if widget is None or not self.isAncestorOf(widget):
            return False
        typing = isinstance(widget, FieldEditor) and widget.is_typing()
        view = widget.parentWidget()
        while view is not None and not typing:
            typing = isinstance(view, QAbstractItemView) and view.state() == QAbstractItemView.State.EditingState
            view = view.parentWidget()
        if typing:
            QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape,
                                                     Qt.KeyboardModifier.NoModifier))
        return typing

    def _undo_text(self, text: str) -> None:
        self._name_edit(self.act_undo, "Undo", text)

    def _redo_text(self, text: str) -> None:
        self._name_edit(self.act_redo, "Redo", text)

    @staticmethod
    def _name_edit(action: QAction, word: str, edit: str) -> None:
        """The menu and the tooltip name the edit; the toolbar button keeps its one word (no jumping toolbar)."""
        action.setText(f"&{word} {edit}".strip())
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{word} {edit}".strip() + (f" ({keys})" if keys else ""))

    def _edited(self, kind: str, detail) -> None:
        if kind == "scenario":
            self._fill_scenarios()
        elif kind == "plan" and detail == "name":
            self._update_title()

    def _replayed(self, text: str, cells: list) -> None:
        """After an Undo or Redo: say what it did and, on the sheet of the cell it changed, select that cell (the
        document already shows the scenario it changed). Another sheet stays on screen: a planner pressing
        Ctrl+Z and Ctrl+Y on the Results sheet to compare the figures keeps them in view."""
        self.statusBar().showMessage(text, 10000)
        if not cells:
            return
        ref = cells[0]
        grid = {"workloads": self.workloads.table, "region_groups": self.hardware.groups_table,
                "partitions": self.hardware.partitions_table}.get(ref.table)
        sheet = self.workloads if ref.table == "workloads" else self.hardware
        if grid is None or self.tabs.currentWidget() is not sheet:
            return
        keys = [c.key for c in grid.sheet_model.columns]
        grid.go_to(ref.row, keys.index(ref.key) if ref.key in keys else 0)
        grid.setFocus()

    def _install_sheet_actions(self) -> None:
        for action in getattr(self, "_sheet_actions", []):
            self.edit_menu.removeAction(action)
        table = self.workloads.table
        for action in getattr(self, "_data_actions", []):
            self.data_menu.removeAction(action)
        names = ("cut", "copy", "paste", "clear", None, "fill", "fill_down", "fill_right", None, "insert_below",
                 "insert_above", "duplicate", "delete_rows", "move_up", "move_down")
        self._sheet_actions = []
        for name in names:
            if name is None:
                self._sheet_actions.append(self.edit_menu.insertSeparator(self.sheet_actions_anchor))
            else:
                self._sheet_actions.append(table.actions_by_name[name])
                self.edit_menu.insertAction(self.sheet_actions_anchor, table.actions_by_name[name])
        self._data_actions = [table.actions_by_name[n] for n in ("sort_ascending", "sort_descending", "plan_order",
                                                                 "reapply", "sort_plan")]
        self.data_menu.addActions(self._data_actions)

    def _focus_filter(self) -> None:
        self.tabs.setCurrentWidget(self.workloads)
        current = self.workloads.table.currentIndex()
        self.workloads.filter_bar.focus_filter(current.column() if current.isValid() else None)

    def _sheet_shown(self, index: int) -> None:
        """Another sheet: Find works on the Workloads sheet; the formula pane takes this sheet's visibility and
        height (each sheet remembers its own: most sheets need the room more than the pane)."""
        widget = self.tabs.widget(index)
        on_workloads = widget is self.workloads
        for action in (self.act_find, self.act_find_next, self.act_find_previous):
            action.setEnabled(on_workloads)
        if on_workloads:
            self.formula.follow(self._workload_cell_target)
        elif not self._building:
            # the pane describes this sheet's selection, never a Workloads cell left behind (trial finding 18)
            self.formula.clear_target()
            if widget is self.results:
                self.results.show_current_formula()
        self._remember_pane()
        self._pane_sheet = self.tabs.tabText(index)
        visible, height = self._pane_setting(self._pane_sheet)
        self._applying_pane = True
        self.formula_dock.setVisible(visible)
        self._applying_pane = False
        if visible:
            self.resizeDocks([self.formula_dock], [height], Qt.Orientation.Vertical)

    def _pane_setting(self, sheet: str) -> tuple[bool, int]:
        default = (sheet in FORMULA_SHEETS, FORMULA_PANE_HEIGHT)
        value = self.settings.value(f"formula_pane/{sheet}")
        try:
            visible, height = str(value).split(":")
            return visible == "1", max(40, int(height))
        except (ValueError, AttributeError):
            return default

    def _remember_pane(self, *_visible) -> None:
        """Keep the pane's visibility and height for the sheet it was shown with."""
        sheet = getattr(self, "_pane_sheet", None)
        if sheet is None or getattr(self, "_applying_pane", False) or not self.isVisible():
            return  # a window being hidden or closed hides its pane too: that is not the user's choice
        visible = self.formula_dock.isVisible()
        previous = self._pane_setting(sheet)[1]
        height = self.formula_dock.height() if visible else previous
        self.settings.setValue(f"formula_pane/{sheet}", f"{int(visible)}:{height}")

    def _fill_scenarios(self) -> None:
        self.scenario_box.blockSignals(True)
        self.scenario_box.clear()
        for s in self.doc.plan.scenarios:
            self.scenario_box.addItem(s.name)
        self.scenario_box.setCurrentIndex(self.doc.scenario_index)
        self.scenario_box.blockSignals(False)
        self.act_delete_scenario.setEnabled(len(self.doc.plan.scenarios) > 1)

    def _update_title(self, *_args) -> None:
        self.setWindowTitle(f"{self.doc.display_name}[*] — {self.doc.plan.name} — cicsplan")
        self.setWindowModified(self.doc.modified)

    def _update_status(self) -> None:
        r = self.doc.result
        hw = r.resolved.hardware
        errors, warnings = len(r.errors), len(r.warnings)
        if errors:
            busy = f"{counted(errors, 'error')}: totals not computed"
        else:
            busy = (f"CPs {busy_of(r).status()} (target {hw['target_cp_busy_pct']:g}%)  ·  "
                    + (f"zIIPs {busy_of(r, 'zIIP').status()}" if float(hw["ziips"]) > 0 else "no zIIPs"))
        # a narrow window drops the cost method, then the workload count: the busy and the warnings stay
        self.status_label.set_parts([counted(r.resolved.n, 'workload'), busy, counted(warnings, 'warning'),
                                     f"cost method: {r.table.method}"], first_to_go=(3, 0))

    def _workload_cell_selected(self, _row: int, _column: int) -> None:
        if self.tabs.currentWidget() is self.workloads:
            self.formula.follow(self._workload_cell_target)

    def _workload_cell_target(self):
        """What the formula pane shows for the Workloads sheet's current cell, read when it is shown (after each
        recalculation too): the cell as the plan holds it now, or nothing when there is no cell."""
        table = self.workloads.table
        current = table.plan_index(table.currentIndex())
        workloads = self.doc.scenario.workloads
        if not current.isValid() or current.row() >= len(workloads):
            return None
        row, col = current.row(), self.workloads.model.columns[current.column()]
        if col.computed:
            return ("quantity", col.quantity, row, None)
        raw = workloads[row].get(col.key)
        name = workloads[row].get("name")
        lines = [f"Holds: {raw!r}" if raw is not None else "Empty"]
        if col.key == ROUTING:  # not a field of the record: its words, and the split the engine computed
            text = routing_text(routing_of(workloads[row]))
            lines = [f"Holds: {text}" if text else "Empty: all of it runs in its region group"]
            lines += [f"Computed: {words}" for label, words in routing_lines(self.doc.result)
                      if label.startswith(f"routing of '{name}' ")]
        why_not = self.workloads.model.not_applicable(row, col.key)
        if why_not and raw is None:
            lines = [f"Does not apply: {why_not}."]
        computed = row < self.doc.result.resolved.n
        if col.spec and col.key in ("tps", "payload_in_bytes", "payload_out_bytes") and computed:
            prov = self.doc.result.resolved.cell_provenance(row, col.key, self.catalog)
            lines.append(f"Value from: [{prov.kind}] {prov.text}")
        if col.key == "app_gcp_ms" and raw is not None and computed:  # where it was measured (a plan from RMF)
            prov = leaf_provenance(self.doc.result, "app_ms", row, None)
            lines.append(f"Value from: [{prov.kind}] {prov.text}")
        if col.key in XML_MESSAGE_KEYS and computed and self._is_web_service(row):
            direction = XML_MESSAGE_KEYS[col.key]
            resolved = self.doc.result.resolved
            lines.append(xml_message_text(direction, float(getattr(resolved, f"payload_{direction}_bytes")[row]),
                                          float(getattr(resolved, f"xml_{direction}")[row]),
                                          float(resolved.xml_tag_bytes[row])))
        for issue in self.workloads.model.issues_at(row, col.key):
            lines.append(f"{issue.severity.upper()}: {issue.message}")
        lines.append(col.tooltip())
        where = f"row {row + 1}" + (f" ({name})" if isinstance(name, str) and col.key != "name" else "")
        return ("text", f"{col.header}, {where}", "\n".join(lines))

    def _is_web_service(self, row: int) -> bool:
        ingress = self.doc.result.resolved.ingress
        model_id = ingress[row] if row < len(ingress) else None
        return model_id in self.catalog.models and self.catalog.get(model_id).is_web_service

    def _total_selected(self, key: str) -> None:
        if not key:
            self.formula.clear_target()
        elif key == TOTAL_CPU_PCT:
            self.formula.follow(self._total_cpu_target)
        else:
            self.formula.show_quantity(key, None, None)

    def _total_cpu_target(self):
        env = self.doc.result.env
        gcp, ziip = float(env["gcp_engines"]), float(env["ziip_engines"])
        return ("text", "Total CPU, % of one engine",
                f"= 100 × (gcp_engines + ziip_engines) = 100 × ({gcp:.6g} + {ziip:.6g}) = {100 * (gcp + ziip):.6g}\n"
                "The sum of the workloads' 'CPU % of 1 engine': their time on general CPs and zIIPs together.")

    def go_to_issue(self, issue: Issue) -> None:
        """Show the sheet, row and field an error or warning concerns."""
        if issue.scope == "workload" and issue.index is not None:
            self.tabs.setCurrentWidget(self.workloads)
            keys = [c.key for c in self.workloads.model.columns]
            column = keys.index(issue.field) if issue.field in keys else 0
            self.workloads.table.go_to(issue.index, column)
            self.workloads.table.setFocus()
        elif issue.scope in ("hardware", "region_group", "partition", "totals"):
            self.tabs.setCurrentWidget(self.hardware)
            if issue.scope == "hardware" and issue.field in self.hardware.editors:
                self.hardware.editors[issue.field].setFocus()
            elif issue.scope == "region_group" and issue.index is not None:
                self.hardware.groups_table.go_to(issue.index, 0)
            elif issue.scope == "partition" and issue.index is not None:
                keys = [c.key for c in self.hardware.partitions_model.columns]
                self.hardware.partitions_table.go_to(issue.index, keys.index(issue.field) if issue.field in keys
                                                     else 0)
                self.hardware.partitions_table.setFocus()
        elif issue.scope in ("variable", "assumption", "plan", "override"):
            self.tabs.setCurrentWidget(self.assumptions)

    # ------------------------------------------------------------------------------------------
    # files

    def confirm_discard(self) -> bool:
        """Ask before losing unsaved changes; True when it is fine to continue."""
        if self.doc is None or not self.doc.modified:
            return True
        answer = QMessageBox.question(
            self, "Unsaved changes", f"Save the changes to {self.doc.display_name} first?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_plan(self) -> None:
        """File > New: a blank plan (one scenario, no workloads, the hardware's defaults); the samples, with
        their notes about where their figures were measured, stay under File > Open Sample."""
        if not self.confirm_discard():
            return
        self.set_document(PlanDocument(self.catalog, Plan(name="New plan")))
        self.tabs.setCurrentWidget(self.workloads)
        self.statusBar().showMessage("A new, empty plan: add a workload (Ctrl+I or Add), paste rows from Excel, or "
                                     "File > Import Workloads. Its machine is on the Hardware sheet.", 15000)

    def open_sample(self, name: str = "getting-started.cicsplan.json") -> None:
        """A shipped sample opens as a new plan (a template: saving asks for a name, never overwrites it)."""
        loaded = load_plan(samples_dir() / name)
        doc = PlanDocument.from_loaded(self.catalog, loaded)
        doc.path = None
        self.set_document(doc)

    def _fill_samples(self) -> None:
        self.samples_menu.clear()
        for path in sorted(samples_dir().glob(f"*{PLAN_SUFFIX}")):
            try:
                title = load_plan(path).plan.name
            except PlanLoadError:
                continue  # a damaged installation: the sample is left out, the rest still open
            action = self.samples_menu.addAction(title)
            action.triggered.connect(lambda _=False, n=path.name: self.confirm_discard() and self.open_sample(n))

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        folder = self.settings.value("last_folder", str(Path.home()))
        path, _ = QFileDialog.getOpenFileName(self, "Open plan", folder, FILE_FILTER)
        if path:
            self.open_path(Path(path), confirmed=True)

    def open_path(self, path: Path, confirmed: bool = False) -> bool:
        """Open a plan file; a bad file is reported in a dialog and the current plan stays."""
        if not confirmed and not self.confirm_discard():
            return False
        path = Path(os.path.abspath(path))  # where Save writes, whatever the current folder is by then
        try:
            loaded = load_plan(path)
        except PlanLoadError as exc:
            QMessageBox.warning(self, "Cannot open plan", str(exc))
            self._forget_recent(path)
            return False
        try:
            doc = PlanDocument.from_loaded(self.catalog, loaded)
        except CalculationError as exc:  # a defect, not the file's fault: logged and told as one
            failure = CalculationError(f"{path.name} was not opened because the plan could not be calculated ({exc})")
            failure.__cause__ = exc.__cause__
            report_exception(failure)
            return False
        shipped_sample = path.resolve().parent == samples_dir().resolve()
        if shipped_sample:
            doc.path = None  # a shipped sample is a template: saving asks for a name, never overwrites it
        self.set_document(doc)
        left_on = restore_scenario(self.settings, doc)
        catalog_warnings = plan_catalog_warnings(loaded.plan, self.catalog)
        if catalog_warnings:
            QMessageBox.warning(self, "Catalog", "\n\n".join(f"{w[:1].upper()}{w[1:].rstrip('.')}." for w in
                                                             catalog_warnings))
        notes = list(loaded.warnings)
        if loaded.migrated_from is not None:
            notes.insert(0, f"Converted from plan format version {loaded.migrated_from}; the original is kept as "
                            f"{backup_path(path, loaded.migrated_from).name} when you save.")
        if left_on is not None:
            notes.append(f"Scenario '{left_on}', where you left this plan.")
        if shipped_sample:
            notes.append("A shipped sample opens as a new plan: Save asks where to keep it.")
        elif _read_only(path):
            notes.append(f"{path.name} is read-only: keep your changes under another name with File > Save As.")
        notes.append(errors_note(doc))
        notes = [n for n in notes if n]
        if notes:  # the status bar holds one message: all of them, or the later ones would hide the first
            self.statusBar().showMessage("  ".join(notes), 15000)
        if not shipped_sample:
            self._remember(path)
        return True

    def save(self) -> bool:
        if self.doc.path is None:
            return self.save_as()
        return self._save_to(self.doc.path)

    def save_as(self) -> bool:
        folder = self.settings.value("last_folder", str(Path.home()))
        suggested = str(Path(folder) / (self.doc.path.name if self.doc.path else f"{_slug(self.doc.plan.name)}"
                                                                                   f"{PLAN_SUFFIX}"))
        path, _ = QFileDialog.getSaveFileName(self, "Save plan as", suggested, FILE_FILTER)
        if not path:
            return False
        if not path.endswith(".json"):
            path += PLAN_SUFFIX
        return self._save_to(Path(path))

    def _save_to(self, path: Path, overwrite: bool = False) -> bool:
        try:
            self.doc.save(path, overwrite=overwrite)
        except ChangedOnDiskError as exc:
            return self._changed_on_disk(path, exc.current)
        except ReadOnlyFileError as exc:
            return self._read_only(exc)
        except PlanSaveError as exc:
            QMessageBox.critical(self, "Plan not saved", f"{exc}\n\nYour plan is still open; save it somewhere else "
                                 "with File > Save As.")
            return False
        self.recovery.discard()
        self._remember(path)
        remember_scenario(self.settings, self.doc)  # a new name (Save As) is where the plan is left now
        self.statusBar().showMessage(f"Saved {path}", 5000)
        return True

    def _ask(self, icon: QMessageBox.Icon, title: str, text: str, detail: str,
             buttons: list[tuple[str, QMessageBox.ButtonRole]], default: int) -> str:
        """A message box with named buttons; returns the chosen button's text ("" for Escape or closing)."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("file_question")
        box.setInformativeText(detail)
        made = [box.addButton(label, role) for label, role in buttons]
        box.setDefaultButton(made[default])
        cancel = [b for b, (_, role) in zip(made, buttons, strict=True) if role == QMessageBox.ButtonRole.RejectRole]
        if cancel:
            box.setEscapeButton(cancel[0])
        box.exec()
        clicked = box.clickedButton()
        return next((label for b, (label, _) in zip(made, buttons, strict=True) if b is clicked), "")

    def _changed_on_disk(self, path: Path, current: DiskState | None) -> bool:
        """Someone else saved (or moved, or deleted) the plan's file since this window read or wrote it: ask
        what to do, as Excel and LibreOffice do, and never replace their version unasked."""
        Role = QMessageBox.ButtonRole
        since = "you opened it" if self.doc.disk_state_from == "opened" else "you last saved it"
        if self.doc.recovered:
            since += " (before cicsplan stopped and this work was recovered)"
        if current is None:
            answer = self._ask(
                QMessageBox.Icon.Warning, "Plan file missing",
                f"{path.name} was deleted or moved after {since}.",
                f"Nothing is at {path} now.\n\nSave writes your plan there again. Save As chooses another place.",
                [("Save", Role.AcceptRole), ("Save As…", Role.ActionRole), ("Cancel", Role.RejectRole)], 0)
            if answer == "Save":
                return self._save_to(path, overwrite=True)
            return self.save_as() if answer == "Save As…" else False
        try:
            other = f"the plan '{load_plan(path).plan.name}'"
        except PlanLoadError as exc:
            other = f"a file cicsplan cannot open ({exc})"
        changed = (f"{path.name} has been changed by another program or person since {since}." if
                   self.doc.disk_state is not None else
                   f"cicsplan cannot tell whether {path.name} has been changed by another program or person: the "
                   "recovered work does not record the file as it was when you opened it.")
        answer = self._ask(
            QMessageBox.Icon.Warning, "Plan changed by someone else", changed,
            f"The version on disk now holds {other}, last modified {current.modified_text}.\n\n"
            "Overwrite replaces it with your plan: the changes saved there are lost.\n"
            "Save As keeps both: your plan goes to a new file.\n"
            "Reload opens the version on disk instead; your unsaved changes are discarded (you are asked first).",
            [("Overwrite", Role.DestructiveRole), ("Save As…", Role.AcceptRole), ("Reload", Role.ActionRole),
             ("Cancel", Role.RejectRole)], 1)
        if answer == "Overwrite":
            return self._save_to(path, overwrite=True)
        if answer == "Save As…":
            return self.save_as()
        if answer == "Reload":
            self.reload_from_disk(path)
        return False

    def reload_from_disk(self, path: Path) -> bool:
        """Open the version on disk in place of this plan, after the user agrees to lose their unsaved edits."""
        Role = QMessageBox.ButtonRole
        if self.doc.modified and self._ask(
                QMessageBox.Icon.Question, "Reload plan",
                f"Discard your unsaved changes to {self.doc.display_name} and open the version on disk?",
                "Your changes cannot be brought back afterwards. To keep them, choose Cancel, then File > Save As.",
                [("Discard and Reload", Role.DestructiveRole), ("Cancel", Role.RejectRole)], 1) != "Discard and Reload":
            return False
        return self.open_path(path, confirmed=True)

    def _read_only(self, exc: ReadOnlyFileError) -> bool:
        Role = QMessageBox.ButtonRole
        answer = self._ask(QMessageBox.Icon.Warning, "Plan not saved", str(exc)[:1].upper() + str(exc)[1:],
                           "Your plan is still open. Save As keeps it under another name.",
                           [("Save As…", Role.AcceptRole), ("Cancel", Role.RejectRole)], 0)
        return self.save_as() if answer == "Save As…" else False

    def autosave(self) -> None:
        if self.doc is not None and self.doc.modified:
            try:
                self.recovery.write(self.doc.plan, self.doc.path, self.doc.disk_state, self.doc.disk_state_from)
            except OSError as exc:
                self.statusBar().showMessage(f"Autosave failed: {exc}", 8000)

    def offer_recovery(self, ask=None) -> bool:
        """After a crash: offer the newest work left by a session that is gone. Returns True if it was opened.

        What could not be recovered is set aside and reported, never offered again: a file that cannot be
        read, one whose plan cannot be opened, and one whose last recovery did not finish (the file is
        marked before it is opened, so a recovery that stops the process is not offered in a loop)."""
        found = recovery.scan(self.recovery.folder)
        if found.set_aside:
            QMessageBox.warning(self, "Unsaved work set aside", "Some work autosaved by an earlier session could not "
                                "be recovered:\n\n" + "\n\n".join(k.describe() for k in found.set_aside))
        if not found.offers:
            return False
        item = found.offers[0]
        ask = ask or (lambda text: QMessageBox.question(
            self, "Recover unsaved work", text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No) == QMessageBox.StandardButton.Yes)
        if not ask(f"cicsplan did not close normally last time. Recover the unsaved work on {item.describe()}?"
                   "\n\nNo discards it."):
            recovery.forget(item)
            return False
        try:
            claimed = recovery.claim(item)
        except (recovery.RecoveryBusy, OSError):
            return False  # another window is recovering it, or it went away: nothing of ours to open
        try:
            plan = recovery.load_recovered(claimed.item)
            doc = PlanDocument(self.catalog, plan, item.original_path)
        except (PlanLoadError, CalculationError) as exc:
            kept = recovery.set_aside_claim(claimed, f"it could not be opened: {exc}")
            QMessageBox.warning(self, "Recover unsaved work", f"The unsaved work on {item.describe()} could not be "
                                f"recovered.\n\n{kept.describe()}")
            return False
        # a save like any other: the file as the crashed window knew it is what Save compares with
        doc.recovered = True
        doc.disk_state, doc.disk_state_from = item.original_state, item.original_state_from
        doc.mark_modified()
        self.set_document(doc)  # autosaves it as this window's work before the old file goes
        recovery.forget(claimed)
        where = ""
        if item.original is not None and item.original_path is None:
            where = (f"Its file was recorded as {item.original} without its folder, so Save asks where to keep "
                     "it.")
        self.statusBar().showMessage(" ".join(filter(None, ("Recovered unsaved work: save it to keep it.", where,
                                                            errors_note(doc)))), 15000)
        return True

    # -- recent files ----------------------------------------------------------------------------

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent_files", [])
        if isinstance(value, str):
            value = [value]
        return [v for v in (value or []) if isinstance(v, str)]

    def _remember(self, path: Path) -> None:
        files = [str(path)] + [f for f in self.recent_files() if f != str(path)]
        self.settings.setValue("recent_files", files[:MAX_RECENT])
        self.settings.setValue("last_folder", str(path.parent))

    def _forget_recent(self, path: Path) -> None:
        self.settings.setValue("recent_files", [f for f in self.recent_files() if f != str(path)])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        if not files:
            self.recent_menu.addAction("(none)").setEnabled(False)
        for i, name in enumerate(files):
            action = self.recent_menu.addAction(f"&{i + 1} {name}")
            action.triggered.connect(lambda _=False, n=name: self.open_path(Path(n)))

    # -- scenarios -------------------------------------------------------------------------------

    def new_scenario(self) -> None:
        name, ok = QInputDialog.getText(self, "New scenario", "Name of the new scenario:")
        if ok and name.strip():
            self.doc.add_scenario(name.strip())

    def duplicate_scenario(self) -> None:
        """A copy of the scenario on screen under the name typed (offered: '<name> copy'); Cancel copies nothing."""
        taken = [s.name for s in self.doc.plan.scenarios]
        offered = edits.unique_name(taken, f"{self.doc.scenario.name} copy")
        name, ok = QInputDialog.getText(self, "Duplicate scenario",
                                        f"Name of the copy of '{self.doc.scenario.name}':", text=offered)
        if not ok:
            return
        if name.strip() in taken:
            QMessageBox.warning(self, "Duplicate scenario", f"A scenario named '{name.strip()}' already exists: "
                                "give the copy another name.")
            return
        self.doc.duplicate_scenario(name.strip() or offered)

    def rename_scenario(self) -> None:
        name, ok = QInputDialog.getText(self, "Rename scenario", "New name:", text=self.doc.scenario.name)
        if ok:
            try:
                self.doc.rename_scenario(name)
            except ValueError as exc:
                QMessageBox.warning(self, "Rename scenario", str(exc))

    def delete_scenario(self) -> None:
        if len(self.doc.plan.scenarios) == 1:
            return
        answer = QMessageBox.question(self, "Delete scenario", f"Delete scenario '{self.doc.scenario.name}'? "
                                      "(Undo brings it back.)")
        if answer == QMessageBox.StandardButton.Yes:
            self.doc.remove_scenario()

    # -- help ------------------------------------------------------------------------------------

    def plan_properties(self) -> None:
        """File > Plan Properties: the title and notes, one undoable edit."""
        PlanPropertiesDialog(self.doc, self).exec()

    def open_sizing(self) -> None:
        """Size It, from the Hardware sheet (where the chosen model lands)."""
        self.tabs.setCurrentWidget(self.hardware)
        self.hardware.open_sizing()

    def import_capacity_table(self) -> None:
        """File > Import Capacity Table: the Hardware sheet's import, with the sheet shown so the figures are seen."""
        self.tabs.setCurrentWidget(self.hardware)
        self.hardware.import_table()

    def import_rmf_report(self) -> None:
        """File > Import RMF Report: a new plan started from the planner's RMF reports, after the preview."""
        from cicsplan.gui.rmf_import_dialog import RmfImportDialog

        if not self.confirm_discard():
            return
        self.rmf_dialog = RmfImportDialog(self.catalog, self, str(self.settings.value("last_folder", "")))
        self.rmf_dialog.accepted.connect(self._start_from_rmf)
        self.rmf_dialog.open()

    def _start_from_rmf(self) -> None:
        started = self.rmf_dialog.started
        if started is None:
            return
        doc = PlanDocument(self.catalog, started.plan)
        doc.mark_modified()  # a plan not yet saved: New, Open and closing ask, and recovery autosaves it
        self.set_document(doc)
        self.tabs.setCurrentWidget(self.workloads)
        self.statusBar().showMessage(f"Started '{started.plan.name}' from RMF: the plan's notes (File > Plan "
                                     "Properties) say what came from where; save it under a name.", 15000)

    def open_guide(self) -> None:
        """The user guide in a window of its own (made once, raised again), read from the installation."""
        first = self.guide_window is None
        if first:
            from cicsplan.gui.help_window import UserGuideWindow  # read on first use: not at every start

            self.guide_window = UserGuideWindow(self)
        self.guide_window.show()
        if first:  # once its frame is known, inside the screen's free area like the workbook
            QTimer.singleShot(0, self.guide_window, lambda: keep_on_screen(self.guide_window))
        self.guide_window.raise_()
        self.guide_window.activateWindow()

    def about(self) -> None:
        QMessageBox.about(self, "About cicsplan", about_text(self.catalog))

    # -- window events ---------------------------------------------------------------------------

    @qt_override
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._placed:  # once its frame is known: inside the screen's free area, frame and all
            self._placed = True
            QTimer.singleShot(0, self, lambda: keep_on_screen(self))

    def _show_samples_menu(self) -> None:
        """The welcome's 'All samples…': File > Open Sample's list, under the welcome."""
        self.samples_menu.popup(self.welcome.mapToGlobal(self.welcome.rect().bottomRight()))

    @qt_override
    def closeEvent(self, event: QCloseEvent) -> None:
        event.ignore()  # until the work is saved or let go: a failure below keeps the window open
        if not self.confirm_discard():
            return
        self._remember_pane()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.recovery.close()
        event.accept()

    @qt_override
    def dragEnterEvent(self, event) -> None:
        if any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    @qt_override
    def dropEvent(self, event) -> None:
        files = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.open_path(files[0])


def both(standard: QKeySequence.StandardKey, *keys: str) -> list[QKeySequence]:
    """The keys named first (shown in the menu), then what the platform binds to ``standard`` besides them."""
    wanted = [QKeySequence(k) for k in keys]
    return wanted + [k for k in QKeySequence.keyBindings(standard) if k not in wanted]


def errors_note(doc: PlanDocument) -> str:
    """A plan that opens with errors says so where it opens; the Results sheet lists them."""
    count = len(doc.result.errors)
    if not count:
        return ""
    return f"The plan has {counted(count, 'error')}, marked in its sheets and listed on the Results sheet."


def about_text(catalog: Catalog) -> str:
    """The About box: what the measured costs come from, each document by its title with its file name."""
    models = catalog.models.values()
    measured = ", ".join(html.escape(t) for t in sorted({m.reference.document_text for m in models if not m.is_custom}))
    machines = ", ".join(html.escape(t) for t in sorted({m.reference.machine for m in models if not m.is_custom}))
    documents = "".join(f"<li>{html.escape(d.description)}</li>" for d in catalog.documents)
    return (f"<h3>cicsplan {__version__}</h3><p>Capacity planning for IBM CICS on IBM Z, offline.</p>"
            f"<p>Measured ingress costs: {sum(not m.is_custom for m in models)} methods from {measured}, "
            f"measured on {machines}. Every coefficient cites its document and table; the Catalog sheet shows "
            "them.</p><p>The measurements cover the server LPAR only: the client side was not measured.</p>"
            + (f"<p>Source documents:</p><ul>{documents}</ul>" if documents else "")
            + "<p>Built with Qt for Python (PySide6), pyqtgraph, numpy and openpyxl.</p>")


def _read_only(path: Path) -> bool:
    try:
        return is_read_only(path)
    except OSError:
        return False


def _slug(name: str) -> str:
    cleaned = "".join(c if c.isalnum() or c in "-_ " else "" for c in name).strip().replace(" ", "-")
    return cleaned.lower() or "plan"


def start_window(catalog: Catalog, settings: QSettings, plan_path: Path | None,
                 recovery_folder: Path | None = None) -> MainWindow:
    """The window as a user first sees it: the named plan, else recovered work, else the last plan opened, else
    (the first time) an empty plan with a welcome that offers the samples."""
    window = MainWindow(catalog, settings, recovery_folder)
    if window.offer_recovery():
        return window
    if plan_path is not None and window.open_path(plan_path, confirmed=True):
        return window
    last = next((Path(f) for f in window.recent_files() if Path(f).is_file()), None)
    if plan_path is None and last is not None and window.open_path(last, confirmed=True):
        return window
    window.set_document(PlanDocument(catalog, Plan(name="New plan")))
    window.welcome.show()
    return window
