"""The Workloads sheet: one row per workload, inputs beside their live results."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from cicsplan.core.model import applicability
from cicsplan.core.plan import edits
from cicsplan.core.plan.fields import WORKLOAD
from cicsplan.core.plan.plan import Record
from cicsplan.core.plan.routing import ROUTING
from cicsplan.core.plan.routing_text import ROUTING_FIELD
from cicsplan.gui.delegates import ChoiceDelegate, IngressDelegate
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.filter_bar import FilterBar
from cicsplan.gui.find_bar import FindBar
from cicsplan.gui.routing_dialog import RoutingCellDelegate, RoutingDialog
from cicsplan.gui.sheet_table import SheetTable, row_buttons
from cicsplan.gui.table_model import Column, RecordTableModel
from cicsplan.gui.totals_row import TotalsBar, TotalsModel

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
    Column("response_ms", "Response ms", quantity="response_ms"),
    Column(ROUTING, "Routing", ROUTING_FIELD),  # in words; Enter, F2 or a double-click opens the routing editor
    Column("payload_in_bytes", "Payload in (bytes)", WORKLOAD["payload_in_bytes"]),
    Column("payload_out_bytes", "Payload out (bytes)", WORKLOAD["payload_out_bytes"]),
    Column("tls", "TLS add-on", WORKLOAD["tls"]),
    Column("channel", "Channel", WORKLOAD["channel"]),
    Column("xml_elements_in", "XML in", WORKLOAD["xml_elements_in"]),
    Column("xml_elements_out", "XML out", WORKLOAD["xml_elements_out"]),
    Column("xml_tag_bytes", "XML tag bytes", WORKLOAD["xml_tag_bytes"]),
    Column("app_gcp_ms", "App CPU ms", WORKLOAD["app_gcp_ms"]),
    Column("app_ziip_ms", "App zIIP ms", WORKLOAD["app_ziip_ms"]),
    Column("app_qr_ms", "App QR ms", WORKLOAD["app_qr_ms"]),
    Column("app_qr_share", "App QR share", WORKLOAD["app_qr_share"]),
    Column("app_machine", "App measured on", WORKLOAD["app_machine"]),
    Column("app_lpar_cps", "App LPAR CPs", WORKLOAD["app_lpar_cps"]),
    Column("app_cpu_source", "App CPU source", WORKLOAD["app_cpu_source"]),
    Column("app_reference", "App reference", WORKLOAD["app_reference"]),
    Column("uss_process_overhead", "USS overhead", WORKLOAD["uss_process_overhead"]),
    Column("servers", "Servers", WORKLOAD["servers"]),
    Column("other_latency_ms", "Other latency ms", WORKLOAD["other_latency_ms"]),
    Column("response_target_ms", "Response target ms", WORKLOAD["response_target_ms"]),
    Column("response_target_factor", "Response target x", WORKLOAD["response_target_factor"]),
    Column("qr_cpu_ms", "QR CPU ms", quantity="qr_cpu_ms"),
    Column("notes", "Notes", WORKLOAD["notes"]),
]
WIDTHS = [200, 150, 90, 80, 90, 80, 80, 120, 90, 220, 120, 120, 90, 70, 70, 70, 90, 90, 90, 90, 80, 120, 90, 160, 120,
          90, 70, 110, 120, 110, 80, 200]


HINT = ("Type a number or a formula such as =peak_tps*1.3; sizes take units (4 KB, 1 MB). Shaded columns are "
        "computed: select one to see its formula and sources. A dash: the field does not apply to the method.")


class WorkloadsSheet(QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.model = RecordTableModel(doc, "workloads", COLUMNS)
        self.table = SheetTable(self.model, self._new_workload, self)
        keys = [c.key for c in COLUMNS]
        self.table.setItemDelegateForColumn(keys.index("ingress"), IngressDelegate(doc.catalog, self.table))
        tls = [("", "none"), ("full", "full: new connection, full handshake"),
               ("partial", "partial: new connection, session reused"), ("pooled", "pooled: encryption only")]
        self.table.setItemDelegateForColumn(keys.index("tls"), ChoiceDelegate(tls, self.table, self._tls_offered))
        yes_no = [("no", "no"), ("yes", "yes")]
        for key in ("channel", "uss_process_overhead"):
            self.table.setItemDelegateForColumn(keys.index(key), ChoiceDelegate(yes_no, self.table))
        self.table.setItemDelegateForColumn(keys.index(ROUTING), RoutingCellDelegate(self.edit_routing_of,
                                                                                      self.table))
        apps = [("", "none")] + [(k, f"{k}: {v['name']}") for k, v in doc.catalog.app_workloads.items()]
        self.table.setItemDelegateForColumn(keys.index("app_reference"), ChoiceDelegate(apps, self.table))
        for i, width in enumerate(WIDTHS):
            self.table.setColumnWidth(i, width)
            self.table.fit_header(i)  # the current column's header is bold
        self.table.freeze_columns(1)  # the Name stays in view when the grid scrolls right
        self.totals_model = TotalsModel(doc, COLUMNS)
        self.totals = TotalsBar(self.table, self.totals_model, self)
        self.table.arrangement_changed.connect(self._count_hidden)
        self.model.modelReset.connect(self._count_hidden)

        bar = row_buttons(self.table, (("Add", "insert_below"), ("Duplicate", "duplicate"), ("Delete", "delete_rows"),
                                       ("Up", "move_up"), ("Down", "move_down")), self)
        self.routing_button = QPushButton("Routing…", self)
        self.routing_button.setToolTip("Where the selected workload's application runs: its routes to AOR region "
                                       "groups (in this or other LPARs), each with its share and link, or split by "
                                       "free capacity")
        self.routing_button.clicked.connect(self.edit_routing)
        bar.addWidget(self.routing_button)
        bar.addSpacing(12)
        self.filter_bar = FilterBar(self.table, self)
        bar.addWidget(self.filter_bar, 1)
        self.find_bar = FindBar(self.table, self)
        hint = QLabel(HINT, self)
        hint.setObjectName("workloads_hint")
        hint.setWordWrap(True)
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(2)
        layout.addLayout(bar)
        layout.addWidget(self.find_bar)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.totals)
        layout.addWidget(hint)


    def edit_routing(self) -> RoutingDialog | None:
        """Open the routing editor for the current workload (the first when none is selected)."""
        if not self.doc.scenario.workloads:
            return None
        current = self.table.plan_index(self.table.currentIndex())
        return self.edit_routing_of(current.row() if current.isValid() else 0)

    def edit_routing_of(self, row: int) -> RoutingDialog | None:
        """Open the routing editor for workload ``row`` of the plan (the Routing cell's Enter, F2, double-click)."""
        if not 0 <= row < len(self.doc.scenario.workloads):
            return None
        self.routing_dialog = RoutingDialog(self.doc, row, self)
        self.routing_dialog.open()
        return self.routing_dialog

    def _tls_offered(self, index) -> tuple[str, ...] | None:
        row = index.row() if index.model() is self.model else self.table.plan_index(index).row()
        return applicability.tls_choices(self.doc.catalog, self.doc.scenario.workloads[row].get("ingress"))

    def _count_hidden(self) -> None:
        self.totals_model.set_hidden_rows(self.model.rowCount() - self.table.model().rowCount())

    def _new_workload(self) -> Record:
        names = [w.get("name") for w in self.doc.scenario.workloads]
        name = edits.unique_name([n for n in names if isinstance(n, str)], f"Workload {len(names) + 1}")
        current = self.table.plan_index(self.table.currentIndex())
        workloads = self.doc.scenario.workloads
        template = workloads[current.row()] if current.isValid() and current.row() < len(workloads) else None
        values = {"name": name, "ingress": (template.get("ingress") if template else None)
                  or next(iter(self.doc.catalog.models))}
        if template and template.get("region"):
            values["region"] = template.get("region")
        return Record(values)
