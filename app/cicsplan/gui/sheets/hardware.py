"""The Hardware sheet: the LPAR the plan runs on and its CICS region groups."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cicsplan.core.fields import HARDWARE, REGION_GROUP
from cicsplan.core.plan import Record
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.field_editor import FieldEditor
from cicsplan.gui.sheet_table import SheetTable
from cicsplan.gui.table_model import Column, RecordTableModel

GROUP_COLUMNS = [Column("name", "Region group", REGION_GROUP["name"]),
                 Column("regions", "Regions", REGION_GROUP["regions"])]


class HardwareSheet(QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        lpar = QGroupBox("LPAR", self)
        form = QFormLayout(lpar)
        self.editors: dict[str, FieldEditor] = {}
        for key in ("machine", "cps", "ziips"):
            spec = HARDWARE[key]
            editor = FieldEditor(doc, "hardware", key, spec, lpar)
            self.editors[key] = editor
            label = f"{spec.label} ({spec.unit})" if spec.unit else spec.label
            form.addRow(label, editor)
            form.addRow("", editor.message)
        self.reference = QLabel(lpar)
        self.reference.setWordWrap(True)
        form.addRow("Measured on", self.reference)

        groups = QGroupBox("CICS region groups", self)
        self.groups_model = RecordTableModel(doc, "region_groups", GROUP_COLUMNS)
        self.groups_table = SheetTable(self.groups_model, self._new_group, groups)
        self.groups_table.setColumnWidth(0, 200)
        note = QLabel("Workloads name their group in the Region group column; a group named there but not "
                      "listed here has one region. The CICS fixed cost (fitted method) counts once per region.",
                      groups)
        note.setWordWrap(True)
        self.implicit = QLabel(groups)
        self.implicit.setWordWrap(True)
        box = QVBoxLayout(groups)
        box.addWidget(note)
        box.addWidget(self.groups_table)
        box.addWidget(self.implicit)

        layout = QHBoxLayout(self)
        layout.addWidget(lpar, 1)
        layout.addWidget(groups, 1)
        doc.recomputed.connect(self._refresh_reference)
        self._refresh_reference()

    def _new_group(self) -> Record:
        names = {g.get("name") for g in self.doc.scenario.region_groups}
        n = len(names) + 1
        while f"GROUP{n}" in names:
            n += 1
        return Record({"name": f"GROUP{n}", "regions": 1})

    def _refresh_reference(self) -> None:
        models = {self.doc.catalog.get(i) for i in self.doc.result.resolved.ingress if i in self.doc.catalog.models}
        texts = sorted({m.reference.machine_description for m in models})
        self.reference.setText("\n".join(texts) or "(no workloads yet)")
        listed = {g.get("name") for g in self.doc.scenario.region_groups}
        used = sorted({r for r in self.doc.result.resolved.region_names if r not in listed})
        self.implicit.setText(f"Named by workloads, one region each: {', '.join(used)}. Add a row with the same "
                              "name to give a group more regions." if used else "")
