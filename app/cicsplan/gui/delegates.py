"""Cell editors: the ingress-method picker (grouped by family, searchable, showing its source)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QCompleter, QStyledItemDelegate, QWidget

from cicsplan.core.catalog import Catalog

ID_ROLE = Qt.ItemDataRole.UserRole + 1


def ingress_item_model(catalog: Catalog, parent=None) -> QStandardItemModel:
    """Family headers (not selectable) followed by their methods: 'id — name (Table N)'."""
    model = QStandardItemModel(parent)
    bold = QFont()
    bold.setBold(True)
    none = QStandardItem("none — application CPU only (no ingress cost)")
    none.setData("none", ID_ROLE)
    none.setToolTip("No measured ingress: the workload costs only its application CPU (App CPU ms or App "
                    "reference). Use it to compare applications like with like.")
    model.appendRow(none)
    for family, members in catalog.by_family().items():
        if not members:
            continue
        header = QStandardItem(family)
        header.setFlags(Qt.ItemFlag.NoItemFlags)
        header.setFont(bold)
        model.appendRow(header)
        for m in members:
            item = QStandardItem(f"    {m.id} — {m.name} ({m.measurements.table})")
            item.setData(m.id, ID_ROLE)
            item.setToolTip(f"{m.name}\n{m.summary}\nMeasured on {m.reference.machine}, "
                            f"{m.etr_range[0]:,.0f}-{m.etr_range[1]:,.0f} tps\nSource: {m.citation}")
            model.appendRow(item)
    return model


class IngressPicker(QComboBox):
    """Editable combo: type part of an id, a name or a family to filter; the value is the catalog id."""

    def __init__(self, catalog: Catalog, parent: QWidget | None = None):
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setModel(ingress_item_model(catalog, self))
        self.setMaxVisibleItems(30)
        proxy = QSortFilterProxyModel(self)
        proxy.setSourceModel(self.model())
        proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer = QCompleter(self.model(), self)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)

    def set_id(self, model_id: str | None) -> None:
        for row in range(self.count()):
            if self.itemData(row, ID_ROLE) == model_id:
                self.setCurrentIndex(row)
                return
        self.setEditText(model_id or "")

    def current_id(self) -> str:
        text = self.currentText().strip()
        for row in range(self.count()):
            item_id = self.itemData(row, ID_ROLE)
            if item_id and (self.itemText(row).strip() == text or item_id == text):
                return item_id
        # a typed id with its description cut off, or an unknown id the engine will report
        return text.split(" — ")[0].strip()


class IngressDelegate(QStyledItemDelegate):
    def __init__(self, catalog: Catalog, parent=None):
        super().__init__(parent)
        self.catalog = catalog

    def createEditor(self, parent: QWidget, option, index: QModelIndex) -> QWidget:
        editor = IngressPicker(self.catalog, parent)
        editor.activated.connect(lambda _=None, e=editor: self.commitData.emit(e))
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex) -> None:
        editor.set_id(index.data(Qt.ItemDataRole.EditRole) or None)

    def setModelData(self, editor: QWidget, model, index: QModelIndex) -> None:
        model.setData(index, editor.current_id(), Qt.ItemDataRole.EditRole)


class ChoiceDelegate(QStyledItemDelegate):
    """A drop-down of allowed values (with their descriptions) for a text cell; '' means none."""

    def __init__(self, choices: list[tuple[str, str]], parent=None):
        super().__init__(parent)
        self.choices = choices  # (value, label)

    def createEditor(self, parent: QWidget, option, index: QModelIndex) -> QWidget:
        editor = QComboBox(parent)
        for value, label in self.choices:
            editor.addItem(label, value)
        editor.activated.connect(lambda _=None, e=editor: self.commitData.emit(e))
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex) -> None:
        raw = index.data(Qt.ItemDataRole.EditRole)
        value = "yes" if raw is True else "no" if raw is False else (raw or "")
        found = editor.findData(value)
        editor.setCurrentIndex(max(found, 0))

    def setModelData(self, editor: QWidget, model, index: QModelIndex) -> None:
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
