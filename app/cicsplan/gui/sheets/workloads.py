"""The Workloads sheet: one row per workload, inputs beside their live results."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from cicsplan.core.plan import edits
from cicsplan.core.plan.fields import WORKLOAD
from cicsplan.core.plan.plan import Record
from cicsplan.gui.delegates import ChoiceDelegate, IngressDelegate
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.sheet_table import SheetTable
from cicsplan.gui.table_model import Column, RecordTableModel

COLUMNS = [
    Column("name", "Name", WORKLOAD["name"]),
    Column("ingress", "Ingress method", WORKLOAD["ingress"]),
    Column("region", "Region group", WORKLOAD["region"]),
    Column("tps", "Rate (tps)", WORKLOAD["tps"]),
    # results beside the inputs that drive them, visible without scrolling
    Column("wl_total_ms", "CPU ms/tran", quantity="wl_total_ms"),
    Column("wl_gcp_ms", "on CPs ms", quantity="wl_gcp_ms"),
    Column("wl_ziip_ms", "on zIIP ms", quantity="wl_ziip_ms"),
    Column("wl_cpu_pct", "CPU % of 1 engine", quantity="wl_cpu_pct"),
    Column("payload_in_bytes", "Payload in (bytes)", WORKLOAD["payload_in_bytes"]),
    Column("payload_out_bytes", "Payload out (bytes)", WORKLOAD["payload_out_bytes"]),
    Column("tls", "TLS add-on", WORKLOAD["tls"]),
    Column("channel", "Channel", WORKLOAD["channel"]),
    Column("xml_elements_in", "XML in", WORKLOAD["xml_elements_in"]),
    Column("xml_elements_out", "XML out", WORKLOAD["xml_elements_out"]),
    Column("xml_tag_bytes", "XML tag bytes", WORKLOAD["xml_tag_bytes"]),
    Column("app_gcp_ms", "App CPU ms", WORKLOAD["app_gcp_ms"]),
    Column("app_qr_ms", "App QR ms", WORKLOAD["app_qr_ms"]),
    Column("app_qr_share", "App QR share", WORKLOAD["app_qr_share"]),
    Column("app_reference", "App reference", WORKLOAD["app_reference"]),
    Column("uss_process_overhead", "USS overhead", WORKLOAD["uss_process_overhead"]),
    Column("servers", "Servers", WORKLOAD["servers"]),
    Column("qr_cpu_ms", "QR CPU ms", quantity="qr_cpu_ms"),
    Column("notes", "Notes", WORKLOAD["notes"]),
]
WIDTHS = [200, 150, 90, 80, 90, 80, 80, 120, 120, 120, 90, 70, 70, 70, 90, 90, 90, 80, 120, 90, 70, 80, 200]


class WorkloadsSheet(QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.model = RecordTableModel(doc, "workloads", COLUMNS)
        self.table = SheetTable(self.model, self._new_workload, self)
        self.table.setItemDelegateForColumn(1, IngressDelegate(doc.catalog, self.table))
        keys = [c.key for c in COLUMNS]
        tls = [("", "none"), ("full", "full: new connection, full handshake"),
               ("partial", "partial: new connection, session reused"), ("pooled", "pooled: encryption only")]
        self.table.setItemDelegateForColumn(keys.index("tls"), ChoiceDelegate(tls, self.table))
        yes_no = [("no", "no"), ("yes", "yes")]
        for key in ("channel", "uss_process_overhead"):
            self.table.setItemDelegateForColumn(keys.index(key), ChoiceDelegate(yes_no, self.table))
        apps = [("", "none")] + [(k, f"{k}: {v['name']}") for k, v in doc.catalog.app_workloads.items()]
        self.table.setItemDelegateForColumn(keys.index("app_reference"), ChoiceDelegate(apps, self.table))
        for i, width in enumerate(WIDTHS):
            self.table.setColumnWidth(i, width)

        bar = QHBoxLayout()
        for text, name, tip in (("Add", "insert_below", "Insert a row below the selection (Ctrl+I)"),
                                ("Duplicate", "duplicate", "Duplicate the selected rows (Ctrl+D)"),
                                ("Delete", "delete_rows", "Delete the selected rows (Ctrl+-)"),
                                ("Up", "move_up", "Move the selected rows up (Ctrl+Shift+Up)"),
                                ("Down", "move_down", "Move the selected rows down (Ctrl+Shift+Down)")):
            button = QToolButton(self)
            button.setText(text)
            button.setToolTip(tip)
            button.clicked.connect(self.table.actions_by_name[name].trigger)
            bar.addWidget(button)
        bar.addStretch(1)
        hint = QLabel("Type a number or a formula such as =peak_tps*1.3; payloads accept 32 KB. "
                      "Shaded columns are computed: select one to see its formula and sources.", self)
        hint.setWordWrap(True)
        bar.addWidget(hint, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.table)

    def _new_workload(self) -> Record:
        names = [w.get("name") for w in self.doc.scenario.workloads]
        name = edits.unique_name([n for n in names if isinstance(n, str)], f"Workload {len(names) + 1}")
        current = self.table.currentIndex()
        workloads = self.doc.scenario.workloads
        template = workloads[current.row()] if current.isValid() and current.row() < len(workloads) else None
        values = {"name": name, "ingress": (template.get("ingress") if template else None)
                  or next(iter(self.doc.catalog.models))}
        if template and template.get("region"):
            values["region"] = template.get("region")
        return Record(values)
