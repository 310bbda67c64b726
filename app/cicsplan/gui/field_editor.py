"""A labelled input bound to one plan cell (hardware and similar single values)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from cicsplan.core.plan.fields import FieldSpec
from cicsplan.core.plan.issues import ERROR
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.table_model import edit_text


class FieldEditor(QLineEdit):
    """Shows the raw value (a formula stays a formula); commits on Enter or leaving the field, and Escape puts
    back what the plan holds. Problems from the engine appear in the companion label and colour the field."""

    def __init__(self, doc: PlanDocument, table: str, key: str, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc, self.table, self.key, self.spec = doc, table, key, spec
        self.message = QLabel(parent)
        self.message.setWordWrap(True)
        self.setToolTip(spec.tooltip())
        self.setPlaceholderText(_placeholder(spec))
        self._shown = ""  # the plan's value as last shown: text different from it is the user's typing
        self.editingFinished.connect(self._commit)
        doc.recomputed.connect(self.refresh)
        doc.scenario_switched.connect(self.refresh)
        self.refresh()

    def _ref(self):
        return self.doc.cell_ref(self.table, 0, self.key)

    def _raw(self):
        return self.doc.scenario.hardware.get(self.key) if self.table == "hardware" else None

    def is_typing(self) -> bool:
        """What the field shows is not what the plan holds: typing not yet committed."""
        return self.text() != edit_text(self._raw())

    def _commit(self) -> None:
        if self.is_typing():  # leaving a field unchanged is no edit
            self.doc.set_cell(self._ref(), self.text(), f"Edit {self.spec.label}")
        if not self.is_typing():
            # the line edit's own history ends at the commit: its typing is now the plan's edit, which the
            # plan's Undo takes back (setText clears that history; the cursor stays where it was)
            cursor = self.cursorPosition()
            self.setText(self.text())
            self.setCursorPosition(cursor)

    @qt_override(fallback=False)
    def event(self, event) -> bool:
        # QLineEdit claims Ctrl+Z and Ctrl+Y for its own history even when nothing is being typed, and then
        # the field went back to an old value while the plan still held the new one. Once the field shows what
        # the plan holds, the keys go to Edit > Undo and Redo, as on the grids.
        if event.type() == QEvent.Type.ShortcutOverride and not self.is_typing() and _undo_or_redo(event):
            event.ignore()
            return False
        return super().event(event)

    @qt_override
    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and self.is_typing():
            self.setText(edit_text(self._raw()))  # as Escape in a cell: the typing is dropped
            self.selectAll()
            return
        super().keyPressEvent(event)

    def refresh(self) -> None:
        raw = self._raw()
        # a field with the focus keeps what the user typed; one that shows the plan's last value follows the plan
        # (an Undo with the focus here must not leave the old value on screen, to be undone again as "typing")
        if not self.hasFocus() or self.text() == self._shown:
            self.setText(edit_text(raw))
        self._shown = edit_text(raw)
        issues = [i for i in self.doc.result.issues if i.scope == self.table and i.field == self.key]
        errors = [i for i in issues if i.severity == ERROR]
        if issues:
            colour = style.error_background() if errors else style.warning_background()
            self.setStyleSheet(f"QLineEdit {{ background: {colour.name()}; }}")
            self.message.setText("\n".join(i.message for i in issues))
        else:
            self.setStyleSheet("")
            value = self.doc.result.resolved.hardware.get(self.key)
            formula = raw is not None and str(raw).startswith("=") and isinstance(value, int | float)
            self.message.setText(f"= {value:g}" if formula else "")


def _undo_or_redo(event) -> bool:
    return any(event.matches(key) for key in (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)) or \
        event.keyCombination() in (QKeySequence("Ctrl+Y")[0], QKeySequence("Ctrl+Shift+Z")[0])


def _placeholder(spec: FieldSpec) -> str:
    """What an empty field means: its default, or, for an empty text default, what the engine takes instead
    ('this LPAR' for the LPAR's name), never a bare 'default:'."""
    if spec.default == "":
        meaning = (spec.default_source or "").rstrip(".").strip("'")
        return f"default: {meaning}" if meaning else "not given"
    if spec.default is not None:
        return f"default: {spec.default}"
    return "required" if spec.required else "not given"
