"""Pick the machine from IBM's ratings: type, then capacity setting, then CP count, with the model's PCI and MSU.

Choosing a CP count sets the plan's machine to that software model and the LPAR's CPs to its CP count, in one
undoable edit; the planner may then give the LPAR fewer CPs. The free-typed machine field stays beside it.

The figures under the boxes describe the model the plan holds: while a pick is under way (a type chosen, no setting
or CP count yet) the boxes wait with a prompt and the figures say what is still to choose, never the figures of a
model the plan is not on."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.hardware.designation import parse_designation
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings import CapacityRatings, RatedModel, model_name, setting_label
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.sheets.shown import refresh_when_shown

Pick = tuple[str, str, int]  # machine type, capacity setting, the model's CPs


class MachinePicker(QWidget):
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.type_box = QComboBox(self)
        self.type_box.setToolTip("Machine type: every IBM Z type IBM's capacity ratings cover, z990 to z17")
        self.type_box.setPlaceholderText("machine type")
        self.setting_box = QComboBox(self)
        self.setting_box.setToolTip("Capacity setting: 7xx is full speed, 6xx/5xx/4xx sub-capacity; the mid-range "
                                    "types have capacity levels A to Z")
        self.setting_box.setPlaceholderText("setting")
        self.cps_box = QComboBox(self)
        self.cps_box.setToolTip("The model's CPs: choosing one sets the machine and the LPAR's CPs (give the LPAR "
                                "fewer CPs in the field below if it does not have them all)")
        self.cps_box.setPlaceholderText("CPs")
        for box in (self.type_box, self.setting_box, self.cps_box):
            # each box as wide as its longest entry, whatever the type chosen fills it with, and never squeezed
            # narrower (an entry cut to "701:" says nothing)
            box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.figures = QLabel(self)
        self.figures.setWordWrap(True)
        # the type on its own line, its setting and CP count under it: the three side by side do not fit beside
        # the field labels at 1000 px for the mid-range types' long setting names
        second = QHBoxLayout()
        second.setContentsMargins(0, 0, 0, 0)
        second.addWidget(self.setting_box)
        second.addWidget(self.cps_box)
        second.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.type_box)
        layout.addLayout(second)
        layout.addWidget(self.figures)
        for info in self.ratings.machine_types():
            self.type_box.addItem(f"{info.machine_type} {info.name.removeprefix('IBM ')}", info.machine_type)
        self.type_box.activated.connect(self._type_chosen)
        self.setting_box.activated.connect(self._setting_chosen)
        self.cps_box.activated.connect(self._cps_chosen)
        self.cps_box.currentIndexChanged.connect(self._show_figures)
        _fit_entries(self.type_box)
        doc.recomputed.connect(refresh_when_shown(self, self.refresh))  # not redone for other sheets' edits
        self.refresh()

    @property
    def ratings(self) -> CapacityRatings:
        return self.doc.result.resolved.machine_table.ratings

    # -- following the plan

    def plan_pick(self) -> Pick | None:
        """The type, setting and model CPs of the plan's machine (the LPAR's CPs for a hardware model); None when
        the machine field holds nothing IBM rates."""
        hardware = self.doc.result.resolved.hardware
        try:
            designation = parse_designation(hardware.get("machine"), self.ratings)
        except MachineError:
            return None
        return designation.machine_type, designation.setting, designation.model_cps or int(hardware.get("cps") or 1)

    def refresh(self) -> None:
        """Show the plan's machine: its type, setting and CP count; nothing chosen when it is not a rated model."""
        pick = self.plan_pick()
        if pick is None:
            self._select(None, None, None)
        else:
            self._select(*pick)

    def _select(self, machine_type: str | None, setting: str | None, cps: int | None) -> None:
        for box in (self.type_box, self.setting_box, self.cps_box):
            box.blockSignals(True)
        try:
            self.type_box.setCurrentIndex(self.type_box.findData(machine_type) if machine_type else -1)
            self._fill_settings(setting)
            self._fill_cps(cps)
        finally:
            for box in (self.type_box, self.setting_box, self.cps_box):
                box.blockSignals(False)
        self._show_figures()

    def _fill_settings(self, wanted: str | None = None) -> None:
        """The settings of the chosen type; ``wanted`` selected, else none (the box prompts) unless there is one."""
        machine_type = self.type_box.currentData()
        self.setting_box.clear()
        settings = self.ratings.settings(machine_type) if machine_type else {}
        for setting in settings:
            self.setting_box.addItem(setting_label(setting), setting)
        index = self.setting_box.findData(wanted) if wanted else -1
        self.setting_box.setCurrentIndex(0 if index < 0 and len(settings) == 1 else index)
        _fit_entries(self.setting_box)

    def _fill_cps(self, wanted: int | None = None) -> None:
        """The rated CP counts of the chosen setting; ``wanted`` selected, else none (the box prompts)."""
        machine_type, setting = self.type_box.currentData(), self.setting_box.currentData()
        self.cps_box.clear()
        counts = self.ratings.settings(machine_type).get(setting, ()) if machine_type and setting else ()
        for cps in counts:
            self.cps_box.addItem(f"{model_name(machine_type, setting, cps)[5:]}: {cps} CP{'s' if cps > 1 else ''}",
                                 cps)
        self.cps_box.setCurrentIndex(self.cps_box.findData(wanted) if wanted is not None else -1)
        _fit_entries(self.cps_box)

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
        self.cps_box.blockSignals(True)
        self._fill_cps()
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
        """The figures of the plan's model when the boxes show it; else what is still to choose."""
        model = self.chosen()
        pick = self.plan_pick()
        if model is not None and pick == (model.machine_type, model.setting, model.cps):
            msu = "" if model.msu is None else f", {model.msu:,.0f} MSU ({model.msu_per_engine:,.1f} per CP)"
            ziips = "" if model.ziips is None else f"; up to {model.ziips} zIIPs"
            self.figures.setText(f"{model.model}: {model.pci:,.0f} {model.scale} ({model.pci_per_engine:,.1f} per "
                                 f"CP){msu}{ziips}")
            return
        machine = self.doc.result.resolved.hardware.get("machine")
        still = (f"the plan stays on {machine} until then" if pick is not None and isinstance(machine, str)
                 else "the Machine field below is used until then")
        if self.type_box.currentData() is None:
            wanted = "a machine type, capacity setting and CP count"
        elif self.setting_box.currentData() is None:
            wanted = "a capacity setting and a CP count"
        else:
            wanted = "a CP count"
        self.figures.setText(f"Choose {wanted} to put the plan on that model: {still}.")


def _fit_entries(box: QComboBox) -> None:
    """Make the box wide enough that its longest entry (or its prompt) shows whole in its text field: the style's
    own size hint leaves some styles' text field a few pixels short of the text."""
    texts = [box.itemText(i) for i in range(box.count())] + [box.placeholderText()]
    widest = max(box.fontMetrics().horizontalAdvance(text) for text in texts)
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    option.rect = QRect(0, 0, 1000, box.sizeHint().height())
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    box.setFixedWidth(widest + option.rect.width() - field.width() + 2)
