"""Cell editors of the grids: plain cells, drop-downs of allowed values, the ingress-method picker (grouped by
family, searchable, showing its source).

Every editor starts from what the cell holds, whatever a hand-edited plan put there (a number where a name
belongs, a value no list offers), and a cell opened and left without a change is not written."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QModelIndex, QSortFilterProxyModel, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QApplication,
    QComboBox,
    QCompleter,
    QMessageBox,
    QStyle,
    QStyledItemDelegate,
    QWidget,
)

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.gui.qt_guard import qt_override

ID_ROLE = Qt.ItemDataRole.UserRole + 1
START = "cicsplan_start_value"  # the value an editor was given, kept on the editor (CellDelegate)
ENDING_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Return, Qt.Key.Key_Enter)  # what ends a cell's edit


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


class ListPicker(QComboBox):
    """A drop-down cell editor: ``picked`` when an entry is chosen from the open list (which ends the edit, as
    in a spreadsheet's list); stepping through entries with the keys in the closed box waits for Enter or Tab,
    and Escape leaves the cell as it was."""

    picked = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._list_open = False
        self.activated.connect(self._activated)

    @qt_override
    def showPopup(self) -> None:
        self._list_open = True
        super().showPopup()

    @qt_override
    def hidePopup(self) -> None:
        super().hidePopup()
        # a click on an entry hides the list, then says 'activated': forget the list once that is over
        QTimer.singleShot(0, self, self._list_closed)

    def _list_closed(self) -> None:
        self._list_open = False

    def _activated(self, _row: int) -> None:
        if self._list_open:
            self._list_open = False
            self.picked.emit()


class IngressPicker(ListPicker):
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
        completer.popup().installEventFilter(self)  # before the completer's own filter: see eventFilter
        self.lineEdit().installEventFilter(self)  # Tab leaves the line edit before the cell's delegate sees it
        # the lists are as wide as their entries, however narrow the cell: 'id — name (Table N)' is read whole
        width = max(self.fontMetrics().horizontalAdvance(self.itemText(row)) for row in range(self.count()))
        width += (self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
                  + 4 * self.fontMetrics().averageCharWidth())
        self.view().setMinimumWidth(width)
        completer.popup().setMinimumWidth(width)

    @qt_override(fallback=False)
    def eventFilter(self, watched, event) -> bool:
        """Enter or Tab in the list of matches takes the highlighted one (or the text as typed) and ends the edit
        in one key, as in any cell (Qt's completer would only close the list, or move the keyboard away); on text
        that names no single method, they open the list with its matches instead (``offer``)."""
        popup = self.completer().popup() if self.completer() else None
        if event.type() != QEvent.Type.KeyPress or event.key() not in ENDING_KEYS:
            return super().eventFilter(watched, event)
        if watched is popup:
            highlighted = popup.currentIndex()
            if highlighted.isValid():
                self.setEditText(highlighted.data(Qt.ItemDataRole.DisplayRole))
            popup.hide()
        elif watched is not self.lineEdit():
            return super().eventFilter(watched, event)
        if self.needs_choice():
            self.offer(self.matches(self.currentText()))
            return True
        if watched is popup:
            QApplication.sendEvent(self, QKeyEvent(QEvent.Type.KeyPress, event.key(), event.modifiers()))
            return True
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):  # to the cell's delegate: commit and move on
            QApplication.sendEvent(self, QKeyEvent(QEvent.Type.KeyPress, event.key(), event.modifiers()))
            return True
        return super().eventFilter(watched, event)

    def needs_choice(self) -> bool:
        """Whether the text typed (changed from what the cell held) names no single method of the list."""
        typed = self.currentText().strip()
        return bool(typed) and len(self.matches(typed)) != 1 and self.current_id() != self.property(START)

    def offer(self, ids: list[str]) -> None:
        """Open the list with only the entries of ``ids`` in it (every entry when ``ids`` is empty), the first of
        them highlighted: a choice there ends the edit as any pick does."""
        first = None
        for row in range(self.count()):
            item_id = self.itemData(row, ID_ROLE)
            hidden = bool(ids) and item_id not in ids
            self.view().setRowHidden(row, hidden)
            if first is None and item_id and not hidden:
                first = row
        self.showPopup()
        if first is not None:
            self.view().setCurrentIndex(self.model().index(first, 0))

    @qt_override
    def hidePopup(self) -> None:
        super().hidePopup()
        for row in range(self.count()):  # the next time the list opens, it holds every entry again
            self.view().setRowHidden(row, False)

    def set_id(self, model_id: object) -> None:
        """Show a catalog id, or whatever else the cell holds (a hand-edited plan may hold 3270, a number)."""
        text = "" if model_id is None else str(model_id).strip()
        for row in range(self.count()):
            if text and self.itemData(row, ID_ROLE) == text:
                self.setCurrentIndex(row)
                return
        self.setEditText(text)

    def current_id(self) -> str:
        """The catalog id the text names (see ``matches``), else the text as typed: a blank, or a value the list
        does not offer, which the delegate refuses when it was typed (a hand-edited plan's stays as it was)."""
        text = self.currentText().strip()
        found = self.matches(text)
        return found[0] if len(found) == 1 else text.split(" — ")[0].strip()

    def matches(self, text: str) -> list[str]:
        """The ids the typed text names: the entry it spells out (an id, or an entry's whole text), else every
        entry whose text holds it, as the list of matches under the field shows them (any case), else every
        entry that holds each of its words."""
        text = text.strip()
        entries = [(self.itemData(row, ID_ROLE), self.itemText(row).strip()) for row in range(self.count())]
        entries = [(item_id, shown) for item_id, shown in entries if item_id]  # family headers are no choice
        if not text:
            return []
        exact = [item_id for item_id, shown in entries if text in (item_id, shown)
                 or text.casefold() == item_id.casefold()]
        if exact:
            return exact[:1]
        folded = text.casefold()
        found = [item_id for item_id, shown in entries if folded in shown.casefold()]
        if found:
            return found
        # 'CTG IPIC', 'ipic ctg', 'http pooled': every word a part of the id (cws-http-pooled, not cws-http's
        # 'non-pooled'), else a word of the entry, else somewhere in the entry, as a planner names a method
        words = re.findall(r"\w+", folded)
        tiers = (lambda item_id, shown: set(words) <= set(re.findall(r"\w+", item_id.casefold())),
                 lambda item_id, shown: set(words) <= set(re.findall(r"\w+", shown.casefold())),
                 lambda item_id, shown: all(word in shown.casefold() for word in words))
        for tier in tiers:
            found = [item_id for item_id, shown in entries if tier(item_id, shown)]
            if found:
                return found
        return []

class CellDelegate(QStyledItemDelegate):
    """The grids' editors start from the cell's text (models answer EditRole with text) and write only when
    the value was changed; subclasses choose the editor and how it shows and gives its value."""

    _START = START

    @qt_override
    def setEditorData(self, editor: QWidget, index: QModelIndex) -> None:
        self.show_value(editor, index.data(Qt.ItemDataRole.EditRole))
        editor.setProperty(self._START, self.editor_value(editor))

    @qt_override
    def setModelData(self, editor: QWidget, model, index: QModelIndex) -> None:
        value = self.editor_value(editor)
        if value != editor.property(self._START):
            model.setData(index, value, Qt.ItemDataRole.EditRole)

    def show_value(self, editor: QWidget, value: object) -> None:
        editor.setProperty(editor.metaObject().userProperty().name(), "" if value is None else str(value))

    def editor_value(self, editor: QWidget) -> object:
        return editor.property(editor.metaObject().userProperty().name())

    def _finish_on_pick(self, editor: ListPicker) -> None:
        """A choice from the open list is the value: write it and close the editor."""
        editor.picked.connect(lambda e=editor: self._picked(e))

    def _picked(self, editor: QWidget) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)


class IngressDelegate(CellDelegate):
    def __init__(self, catalog: Catalog, parent=None):
        super().__init__(parent)
        self.catalog = catalog

    @qt_override
    def createEditor(self, parent: QWidget, option, index: QModelIndex) -> QWidget:
        editor = IngressPicker(self.catalog, parent)
        self._finish_on_pick(editor)
        return editor

    def show_value(self, editor: QWidget, value: object) -> None:
        editor.set_id(value)
        line = editor.lineEdit()  # all selected, so typing replaces it as in any cell; read from its start
        line.setSelection(len(line.text()), -len(line.text()))

    def editor_value(self, editor: QWidget) -> object:
        return editor.current_id()

    @qt_override(fallback=False)
    def eventFilter(self, editor, event) -> bool:
        """Tab or Enter on text that names no single method does not leave the cell: the list opens with the
        methods it matches (all of them when it matches none), to choose one."""
        if (isinstance(editor, IngressPicker) and event.type() == QEvent.Type.KeyPress
                and event.key() in ENDING_KEYS and editor.needs_choice()):
            editor.offer(editor.matches(editor.currentText()))
            return True
        return super().eventFilter(editor, event)

    @qt_override
    def setModelData(self, editor: QWidget, model, index: QModelIndex) -> None:
        """Typed text names one method of the list, or the cell is left as it was and the user told why: an id
        the catalog does not hold would only turn into an error on the Results sheet."""
        value = self.editor_value(editor)
        if value == editor.property(self._START):
            return
        typed = editor.currentText().strip()
        found = editor.matches(typed)
        if typed and len(found) != 1:
            parent = editor.window()
            QTimer.singleShot(0, parent, lambda: QMessageBox.warning(parent, "Not changed",
                                                                     ingress_refusal(typed, found)))
            return
        model.setData(index, value, Qt.ItemDataRole.EditRole)


def ingress_refusal(typed: str, found: list[str]) -> str:
    """Why typed text was not taken as a workload's ingress method: the field, the text, where to choose."""
    shown = typed if len(typed) <= 40 else typed[:39] + "…"
    if not found:
        why = f"'{shown}' matches no method in the list"
    else:
        names = ", ".join(found[:6]) + (f" and {len(found) - 6} more" if len(found) > 6 else "")
        why = f"'{shown}' matches {len(found)} methods ({names})"
    return (f"Ingress method: {why}, so the cell was not changed. Open the list with F4 or Alt+Down and choose "
            "one, or type part of its id, name or family and pick it from the matches.")


class ChoiceDelegate(CellDelegate):
    """A drop-down of allowed values (with their descriptions) for a text cell; '' means none. A value the
    list does not offer (from a hand-edited plan) is shown as it is and kept unless another is chosen."""

    def __init__(self, choices: list[tuple[str, str]], parent=None, offered=None):
        super().__init__(parent)
        self.choices = choices  # (value, label)
        # (index) -> the values this row offers, None for all: a TLS add-on depends on the row's method
        self.offered = offered

    @qt_override
    def createEditor(self, parent: QWidget, option, index: QModelIndex) -> QWidget:
        editor = ListPicker(parent)
        offered = self.offered(index) if self.offered is not None else None
        for value, label in self.choices:
            if offered is None or value == "" or value in offered:
                editor.addItem(label, value)
        self._finish_on_pick(editor)
        return editor

    def show_value(self, editor: QWidget, value: object) -> None:
        value = "" if value is None else str(value)
        found = editor.findData(value)
        if found < 0 and value:
            editor.addItem(f"{value} (not one of the allowed values)", value)
            found = editor.count() - 1
        editor.setCurrentIndex(max(found, 0))

    def editor_value(self, editor: QWidget) -> object:
        return editor.currentData()
