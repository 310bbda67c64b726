"""Pick the machine from IBM's ratings: type, then capacity setting, then CP count, with the model's PCI and MSU.

Choosing a CP count sets the plan's machine to that software model and the LPAR's CPs to its CP count, in one
undoable edit; the planner may then give the LPAR fewer CPs. The free-typed machine field stays beside it."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cicsplan.core.hardware.designation import parse_designation
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings import CapacityRatings, RatedModel, model_name, setting_label
from cicsplan.gui.document import PlanDocument


class MachinePicker(QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.type_box = QComboBox(self)
        self.type_box.setToolTip("Machine type: every IBM Z type IBM's capacity ratings cover, z990 to z17")
        self.setting_box = QComboBox(self)
        self.setting_box.setToolTip("Capacity setting: 7xx is full speed, 6xx/5xx/4xx sub-capacity; the mid-range "
                                    "types have capacity levels A to Z")
        self.cps_box = QComboBox(self)
        self.cps_box.setToolTip("The model's CPs: choosing one sets the machine and the LPAR's CPs (give the LPAR "
                                "fewer CPs in the field below if it does not have them all)")
        self.figures = QLabel(self)
        self.figures.setWordWrap(True)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for box in (self.type_box, self.setting_box, self.cps_box):
            row.addWidget(box)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.figures)
        for info in self.ratings.machine_types():
            self.type_box.addItem(f"{info.machine_type} {info.name.removeprefix('IBM ')}", info.machine_type)
        self.type_box.activated.connect(self._type_chosen)
        self.setting_box.activated.connect(self._setting_chosen)
        self.cps_box.activated.connect(self._cps_chosen)
        self.cps_box.currentIndexChanged.connect(self._show_figures)
        doc.recomputed.connect(self.refresh)
        self.refresh()

    @property
    def ratings(self) -> CapacityRatings:
        return self.doc.result.resolved.machine_table.ratings

    # -- following the plan

    def refresh(self) -> None:
        """Show the plan's machine: its type, setting and CP count (the LPAR's for a hardware model)."""
        hardware = self.doc.result.resolved.hardware
        try:
            designation = parse_designation(hardware.get("machine"), self.ratings)
        except MachineError:
            self._show_figures()
            return
        cps = designation.model_cps or int(hardware.get("cps") or 1)
        self._select(designation.machine_type, designation.setting, cps)

    def _select(self, machine_type: str, setting: str, cps: int) -> None:
        for box in (self.type_box, self.setting_box, self.cps_box):
            box.blockSignals(True)
        try:
            self.type_box.setCurrentIndex(max(0, self.type_box.findData(machine_type)))
            self._fill_settings(setting)
            self._fill_cps(cps)
        finally:
            for box in (self.type_box, self.setting_box, self.cps_box):
                box.blockSignals(False)
        self._show_figures()

    def _fill_settings(self, wanted: str | None = None) -> None:
        machine_type = self.type_box.currentData()
        self.setting_box.clear()
        for setting in self.ratings.settings(machine_type):
            self.setting_box.addItem(setting_label(setting), setting)
        index = self.setting_box.findData(wanted) if wanted else -1
        self.setting_box.setCurrentIndex(max(0, index))

    def _fill_cps(self, wanted: int | None = None) -> None:
        machine_type, setting = self.type_box.currentData(), self.setting_box.currentData()
        self.cps_box.clear()
        for cps in self.ratings.settings(machine_type).get(setting, ()):
            self.cps_box.addItem(f"{model_name(machine_type, setting, cps)[5:]}: {cps} CP{'s' if cps > 1 else ''}",
                                 cps)
        index = self.cps_box.findData(wanted) if wanted is not None else -1
        self.cps_box.setCurrentIndex(index if index >= 0 else 0)

    # -- the planner's choices

    def _type_chosen(self) -> None:
        self.setting_box.blockSignals(True)
        self.cps_box.blockSignals(True)
        self._fill_settings()
        self._fill_cps()
        self.setting_box.blockSignals(False)
        self.cps_box.blockSignals(False)
        self._show_figures()

    def _setting_chosen(self) -> None:
        current = self.cps_box.currentData()
        self.cps_box.blockSignals(True)
        self._fill_cps(current)
        self.cps_box.blockSignals(False)
        self._show_figures()

    def _cps_chosen(self) -> None:
        model = self.chosen()
        if model is None:
            return
        doc = self.doc
        doc.set_cells([(doc.cell_ref("hardware", 0, "machine"), model.model),
                       (doc.cell_ref("hardware", 0, "cps"), model.cps)], f"Pick machine {model.model}")

    def chosen(self) -> RatedModel | None:
        machine_type, setting, cps = (self.type_box.currentData(), self.setting_box.currentData(),
                                      self.cps_box.currentData())
        if machine_type is None or setting is None or cps is None:
            return None
        return self.ratings.rating(machine_type, setting, cps)

    def _show_figures(self) -> None:
        model = self.chosen()
        if model is None:
            self.figures.setText("")
            return
        msu = "" if model.msu is None else f", {model.msu:,.0f} MSU ({model.msu_per_engine:,.1f} per CP)"
        ziips = "" if model.ziips is None else f"; up to {model.ziips} zIIPs"
        self.figures.setText(f"{model.model}: {model.pci:,.0f} {model.scale} ({model.pci_per_engine:,.1f} per CP)"
                             f"{msu}{ziips}")
