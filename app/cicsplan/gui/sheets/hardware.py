"""The Hardware sheet: the LPAR the plan runs on, how it shares the machine with its other LPARs (PR/SM weights,
caps, the machine view), its load today, its limits, and CICS region groups."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QCompleter,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.completions import machine_completions
from cicsplan.core.hardware.cpc import cpc_model
from cicsplan.core.hardware.machines import Machine, MachineError, figure_origin
from cicsplan.core.hardware.ratings import setting_label
from cicsplan.core.plan.fields import HARDWARE, REGION_GROUP
from cicsplan.core.plan.partitions import PARTITION
from cicsplan.core.plan.plan import Record
from cicsplan.gui.delegates import ChoiceDelegate
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.field_editor import FieldEditor
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.sheet_table import SheetTable, row_buttons
from cicsplan.gui.sheets.machine_picker import MachinePicker
from cicsplan.gui.sheets.machine_view import MachineView
from cicsplan.gui.sheets.shown import refresh_when_shown
from cicsplan.gui.table_model import Column, RecordTableModel

GROUP_COLUMNS = [Column("name", "Region group", REGION_GROUP["name"]),
                 Column("regions", "Regions", REGION_GROUP["regions"]),
                 Column("lpar", "LPAR", REGION_GROUP["lpar"])]
# short headers: the table sits beside the region groups; each header's tooltip gives the field in full
PARTITION_COLUMNS = [Column(key, header, PARTITION[key]) for key, header in (
    ("name", "LPAR"), ("logical_cps", "CPs"), ("weight", "CP weight"), ("busy_pct", "CP busy %"),
    ("logical_ziips", "zIIPs"), ("ziip_weight", "zIIP weight"), ("ziip_busy_pct", "zIIP busy %"),
    ("dedicated", "Dedicated"), ("caps.initial", "Initial capping"), ("caps.absolute_cps", "Absolute cap (CPs)"),
    ("caps.defined_msu", "Defined capacity (MSU)"), ("machine", "Other machine"), ("available_cps", "Available CPs"))]
# the plan's own LPAR among the machine's others (model.lpar)
SHARING_FIELDS = ("lpar_name", "weight", "ziip_weight", "absolute_cap_cps", "defined_capacity_msu", "machine_cps",
                  "machine_ziips")
SHARING_SWITCHES = ("dedicated", "initial_capping", "absolute_capping")


class LparDelegate(ChoiceDelegate):
    """The LPAR a region group runs in: the plan's LPAR (empty) or one of the other LPARs listed on this sheet, read
    when the list opens (the partitions change as the planner edits them)."""

    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__([], parent)
        self.doc = doc

    @qt_override
    def createEditor(self, parent: QWidget, option, index) -> QWidget:
        own = str(self.doc.scenario.hardware.get("lpar_name") or "").strip()
        self.choices = [("", f"{own} (the plan's LPAR)" if own else "the plan's LPAR")]
        for record in self.doc.scenario.partitions:
            name = record.get("name")
            if isinstance(name, str) and name.strip():
                machine = str(record.get("machine") or "").strip()
                self.choices.append((name.strip(), f"{name.strip()} (on {machine})" if machine else name.strip()))
        return super().createEditor(parent, option, index)


class BoolEditor(QCheckBox):
    """A yes/no hardware setting; each click is one undoable edit."""

    def __init__(self, doc: PlanDocument, key: str, parent: QWidget | None = None):
        spec = HARDWARE[key]
        super().__init__(spec.label, parent)
        self.doc, self.key, self.spec = doc, key, spec
        self.setToolTip(spec.tooltip())
        self.clicked.connect(self._commit)
        doc.recomputed.connect(self.refresh)
        self.refresh()

    def _commit(self, checked: bool) -> None:
        self.doc.set_cell(self.doc.cell_ref("hardware", 0, self.key), bool(checked), f"Edit {self.spec.label}")

    def refresh(self) -> None:
        self.blockSignals(True)
        self.setChecked(bool(self.doc.result.resolved.hardware.get(self.key, self.spec.default)))
        self.blockSignals(False)


class HardwareSheet(QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.import_summary = ""  # what the last capacity table import did, in a sentence
        self.doc = doc
        self.editors: dict[str, QWidget] = {}

        lpar = QGroupBox("LPAR", self)
        form = QFormLayout(lpar)
        self.picker = MachinePicker(doc, lpar)
        form.addRow("Pick a model", self.picker)
        for key in ("machine", "cps", "ziips"):
            self._add_field(form, lpar, key)
        machine = self.editors["machine"]
        completer = QCompleter(machine_completions(self.doc.catalog.machines), machine)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        machine.setCompleter(completer)
        for key in ("ziip_honor_priority", "smt2_ziip"):
            box = BoolEditor(doc, key, lpar)
            self.editors[key] = box
            form.addRow("", box)
        self.machine_info = QLabel(lpar)
        self.machine_info.setWordWrap(True)
        self.machine_info.setTextFormat(Qt.TextFormat.RichText)
        self.machine_info.setMinimumHeight(self.fontMetrics().lineSpacing() * 4)
        self.machine_info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        form.addRow(self.machine_info)
        import_row = QHBoxLayout()
        self.import_button = QPushButton("Import capacity table…", lpar)
        self.import_button.setToolTip("Read your zPCR figures (the Configuration Summary page, or a CSV with model, "
                                      "pci, msu): they replace IBM's built-in ratings of the models they hold, "
                                      "in this plan.")
        self.import_button.clicked.connect(self.import_table)
        self.remove_button = QPushButton("Remove", lpar)
        self.remove_button.clicked.connect(self.remove_table)
        import_row.addWidget(self.import_button)
        import_row.addWidget(self.remove_button)
        import_row.addStretch(1)
        form.addRow("", import_row)
        self.size_button = QPushButton("Size It…", lpar)
        self.size_button.setToolTip("Find the fewest CPs and zIIPs of a machine type that keep every limit of this "
                                    "scenario within its target, and use the model you choose")
        self.size_button.clicked.connect(self.open_sizing)
        self.size_dialog = None
        size_row = QHBoxLayout()
        size_row.addWidget(self.size_button)
        size_row.addStretch(1)
        form.addRow("", size_row)

        sharing = QGroupBox("Sharing the machine (PR/SM)", self)
        sharing_form = QFormLayout(sharing)
        for key in SHARING_FIELDS:
            self._add_field(sharing_form, sharing, key)
        for key in SHARING_SWITCHES:
            box = BoolEditor(doc, key, sharing)
            self.editors[key] = box
            sharing_form.addRow("", box)

        load = QGroupBox("Load today and limits", self)
        load_form = QFormLayout(load)
        for key in ("existing_cp_busy_pct", "existing_ziip_busy_pct", "target_cp_busy_pct"):
            self._add_field(load_form, load, key)
        self.reference = QLabel(load)
        self.reference.setWordWrap(True)
        load_form.addRow("Measured on", self.reference)

        groups = QGroupBox("CICS region groups", self)
        self.groups_model = RecordTableModel(doc, "region_groups", GROUP_COLUMNS)
        self.groups_table = SheetTable(self.groups_model, self._new_group, groups)
        self.groups_table.setColumnWidth(0, 200)
        self.groups_table.setItemDelegateForColumn(2, LparDelegate(doc, self.groups_table))
        note = QLabel("Workloads name their group in the Region group column; a group named there but not "
                      "listed here has one region. The CICS fixed cost (fitted method) counts once per region.",
                      groups)
        note.setWordWrap(True)
        self.implicit = QLabel(groups)
        self.implicit.setWordWrap(True)
        box = QVBoxLayout(groups)
        box.addWidget(note)
        buttons = row_buttons(self.groups_table, (("Add", "insert_below"), ("Delete", "delete_rows")), groups)
        buttons.addStretch(1)
        box.addLayout(buttons)
        box.addWidget(self.groups_table)
        box.addWidget(self.implicit)

        left_widget = QWidget(self)
        left = QVBoxLayout(left_widget)
        left.setContentsMargins(0, 0, 0, 0)
        network = QGroupBox("TLS and connections", self)
        network_form = QFormLayout(network)
        for key in ("crypto_coprocessors", "existing_card_busy_pct", "client_stacks"):
            self._add_field(network_form, network, key)

        left.addWidget(lpar)
        left.addWidget(sharing)
        left.addWidget(load)
        left.addStretch(1)
        scroll = QScrollArea(self)  # a small window scrolls rather than squashing the fields
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(left_widget)
        self.left_scroll = scroll
        others = QGroupBox("Other LPARs on the machine", self)
        self.partitions_model = RecordTableModel(doc, "partitions", PARTITION_COLUMNS)
        self.partitions_table = SheetTable(self.partitions_model, self._new_partition, others)
        self.partitions_table.resizeColumnsToContents()
        # sized while the table may be empty: the name column keeps room for an LPAR name of z/OS's 8 characters
        # (a new row's "LPAR3" or "PRODB" in full, never "PR…")
        name_w = self.fontMetrics().horizontalAdvance("WWWWWWWW") + 2 * self.fontMetrics().averageCharWidth()
        self.partitions_table.setColumnWidth(0, max(self.partitions_table.columnWidth(0), name_w))
        self.add_partition = QPushButton("Add LPAR", others)
        self.add_partition.setToolTip("Add an LPAR of the machine below the selected one (Ctrl+I in the table)")
        self.add_partition.clicked.connect(self.partitions_table.insert_below)
        self.delete_partition = QPushButton("Delete LPAR", others)
        self.delete_partition.setToolTip("Delete the selected LPARs (Ctrl+- in the table)")
        self.delete_partition.clicked.connect(self.partitions_table.delete_rows)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_partition)
        buttons.addWidget(self.delete_partition)
        buttons.addStretch(1)
        self.machine_view = MachineView(doc, others)
        others_box = QVBoxLayout(others)
        others_box.addWidget(self.partitions_table, 1)
        others_box.addLayout(buttons)
        others_box.addWidget(self.machine_view)

        right_widget = QWidget(self)
        right = QVBoxLayout(right_widget)
        right.setContentsMargins(0, 0, 0, 0)
        groups.setMinimumHeight(self.fontMetrics().lineSpacing() * 12)
        self.partitions_table.setMinimumHeight(self.fontMetrics().lineSpacing() * 9)
        right.addWidget(groups)
        right.addWidget(others)
        right.addWidget(network)
        right.addStretch(1)
        right_scroll = QScrollArea(self)  # the machine's LPARs and their view take what height they need
        right_scroll.setWidgetResizable(True)
        right_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        right_scroll.setWidget(right_widget)
        self.right_scroll = right_scroll
        layout = QHBoxLayout(self)
        # the LPAR's fields and their texts need more width than the region groups: at 1000 px the picker's
        # boxes and the capacity text fit without scrolling sideways
        layout.addWidget(scroll, 1)
        layout.addWidget(right_scroll, 1)
        doc.recomputed.connect(refresh_when_shown(self, self._refresh_info))  # on screen, or when shown
        self._refresh_info()

    def open_sizing(self) -> None:
        from cicsplan.gui.sizing_dialog import open_sizing_dialog

        self.size_dialog = open_sizing_dialog(self.doc, self)

    def _add_field(self, form: QFormLayout, parent: QWidget, key: str) -> None:
        spec = HARDWARE[key]
        editor = FieldEditor(self.doc, "hardware", key, spec, parent)
        self.editors[key] = editor
        form.addRow(f"{spec.label} ({spec.unit})" if spec.unit else spec.label, editor)
        form.addRow("", editor.message)

    def _new_group(self) -> Record:
        """A new row: the first group the workloads name that is not listed yet (to give it more regions), else
        GROUPn."""
        names = {g.get("name") for g in self.doc.scenario.region_groups}
        unlisted = sorted(name for name in self.doc.result.resolved.region_names if name not in names)
        if unlisted:
            return Record({"name": unlisted[0], "regions": 1})
        n = len(names) + 1
        while f"GROUP{n}" in names:
            n += 1
        return Record({"name": f"GROUP{n}", "regions": 1})

    def _new_partition(self) -> Record:
        names = {str(p.get("name")).upper() for p in self.doc.scenario.partitions}
        n = len(names) + 1
        while f"LPAR{n}" in names:
            n += 1
        return Record({"name": f"LPAR{n}", "logical_cps": 2, "weight": 100, "busy_pct": 0})

    def _refresh_info(self) -> None:
        r = self.doc.result.resolved
        models = {self.doc.catalog.get(i) for i in r.ingress if i in self.doc.catalog.models}
        texts = sorted({m.reference.machine_description for m in models})
        self.reference.setText("\n".join(texts) or "(no workloads yet)")
        listed = {g.get("name") for g in self.doc.scenario.region_groups}
        used = sorted({name for name in r.region_names if name not in listed})
        self.implicit.setText(f"Named by workloads, one region each: {', '.join(used)}. Add a row with the same "
                              "name to give a group more regions." if used else "")
        machine = r.machine
        category = r.assumptions["lspr_category"]
        refused = [i.field for i in self.doc.result.errors if i.scope == "hardware" and i.field in ("cps", "ziips")]
        if machine is None:
            self.machine_info.setText("<i>The machine cannot be used: see the message above.</i>")
        elif refused:  # never the capacity of the default the engine used in place of the value refused
            labels = " and ".join(HARDWARE[key].label for key in refused)
            self.machine_info.setText(f"<b>Capacity:</b> {html.escape(machine.info.name)}. <i>Not computed: {labels} "
                                      "not valid (see the message above).</i>")
        else:
            cps = r.hardware["cps"]
            cp, ziip = machine.engine(category, cps), machine.ziip_engine(category, cps)
            origin = html.escape(figure_origin(cp))
            imported = r.machine_table.ratings.imported.get(cp.model.model)
            where = f"imported table <b>{html.escape(imported)}</b>" if imported else html.escape(cp.model.source)
            msu = _msu_text(machine, int(cps))
            self.machine_info.setText(
                f"<b>Capacity:</b> {html.escape(machine.info.name)}, {setting_label(machine.setting)}.<br>"
                f"LSPR {category} per engine of an LPAR of {cps:g} CPs, from the {cp.model.model} model: "
                f"<b>{cp.pci_per_engine:,.0f} PCI</b> (zIIPs {ziip.pci_per_engine:,.0f} PCI): {origin}, "
                f"from {where}.{msu}")
        table = self.doc.plan.capacity_table
        self.remove_button.setEnabled(table is not None)
        self.import_button.setText(f"Replace capacity table ({table.get('name')})…" if table else
                                   "Import capacity table…")

    def import_table(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import capacity table", str(Path.home()),
                                              "zPCR Configuration Summary or CSV (*.html *.htm *.csv *.txt);;"
                                              "All files (*)")
        if path and self.import_path(Path(path)):
            QMessageBox.information(self, "Import capacity table", self.import_summary)

    def import_path(self, path: Path, name: str | None = None) -> bool:
        """Read zPCR's Configuration Summary page or a CSV into the plan's capacity table (one undoable edit);
        a file that cannot be used is refused with the reason, and the plan is left as it was."""
        if name is None:
            name, ok = QInputDialog.getText(self, "Import capacity table", "Name this table (where the figures come "
                                            "from):", text=path.stem)
            if not ok:
                return False
        # read when a table is imported, not at every start (zPCR's page reader is the larger part)
        from cicsplan.core.hardware.capacity_file import read_capacity_file
        from cicsplan.core.model.capacity_import import capacity_import, measured_machines, plan_machines

        try:
            table = read_capacity_file(path, name.strip() or path.stem)
        except MachineError as exc:
            QMessageBox.warning(self, "Import capacity table", str(exc))
            return False
        self.doc.set_plan_attribute("capacity_table", table, "Import capacity table")
        plan = self.doc.plan
        self.import_summary = capacity_import(table, self.doc.catalog.machines, plan_machines(plan),
                                              measured_machines(plan, self.doc.catalog)).text()
        window = self.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(self.import_summary + " Undo takes the import back.", 15000)
        return True

    def remove_table(self) -> None:
        self.doc.set_plan_attribute("capacity_table", None, "Remove capacity table")


def _msu_text(machine: Machine, lpar_cps: int) -> str:
    """'<br>MSU per CP: 118.0, the machine's rating over its CPs (3931-720: 2,360 MSU / 20 CPs).'; '' unrated."""
    try:
        model, stand_in = cpc_model(machine, lpar_cps)
    except MachineError:
        return ""
    if model.msu_per_engine is None:
        return ""
    whose = "the LPAR's n-way stands in for the machine, given as a hardware model" if stand_in else \
        "the machine's rating over its CPs"
    return (f"<br>MSU per CP: <b>{model.msu_per_engine:,.1f}</b>, {whose} ({model.model}: {model.msu:,.0f} MSU / "
            f"{counted(model.cps, 'CP')}).")
