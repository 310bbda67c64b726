"""File > Plan Properties: the plan's title and notes, what the window title and the report's first page show,
and the notes of the scenario on screen (a report on that scenario prints them under the plan's).

They belong to the plan, not to a sheet: office programs keep a document's title under File > Properties, and
a header on one sheet would leave it out of sight on the nine others. The plan's other top-level settings have
their sheets (cost method, variables and assumptions: Assumptions; capacity table: Hardware)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QWidget,
)

from cicsplan.core.common import limits
from cicsplan.core.plan.expr import shorten
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override


class PlanPropertiesDialog(QDialog):
    """Edits the title and the notes as one undoable edit when OK is pressed; a title that cannot be kept is
    refused with a sentence naming the field and the allowed length, and the dialog stays open with the text."""

    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("plan_properties")
        self.setWindowTitle("Plan Properties")
        self.doc = doc
        self.title = QLineEdit(doc.plan.name, self)
        self.title.setObjectName("plan_title")
        self.title.setToolTip("Shown in the window's title and as the report's title")
        self.notes = QPlainTextEdit(doc.plan.notes, self)
        self.notes.setObjectName("plan_notes")
        self.notes.setTabChangesFocus(True)  # Tab goes on to the buttons, as in every other field
        self.notes.setToolTip("Printed on the report's first page, under the answer: the purpose, the sources of "
                              "the rates, who asked")
        self.notes.setPlaceholderText("What the plan is for, where its figures come from…")
        self.scenario_notes = QPlainTextEdit(doc.scenario.notes, self)
        self.scenario_notes.setObjectName("scenario_notes")
        self.scenario_notes.setTabChangesFocus(True)
        self.scenario_notes.setToolTip("Printed on the first page of a report on this scenario, under the plan's "
                                       "notes: what this scenario assumes (the machine, the growth, the date)")
        self.scenario_notes.setPlaceholderText("What this scenario assumes…")
        layout = QFormLayout(self)
        layout.addRow("&Title:", self.title)
        layout.addRow("&Notes:", self.notes)
        name = shorten(doc.scenario.name, 24).replace("&", "&&")  # an '&' in a name is shown, not a shortcut
        layout.addRow(f"Notes of &scenario\n'{name}':", self.scenario_notes)
        where = QLabel("The cost method, plan variables and assumptions are on the Assumptions sheet; the machine "
                       "and an imported capacity table on the Hardware sheet.", self)
        where.setWordWrap(True)
        layout.addRow(where)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)
        self.resize(560, 360)

    def problem(self) -> str | None:
        """Why the typed title or notes cannot be kept, naming the field and what is allowed; None when they can."""
        title = self.title.text().strip()
        if not title:
            return f"Title: give the plan a title (1 to {limits.MAX_NAME_CHARS:,} characters)."
        if len(title) > limits.MAX_NAME_CHARS:
            return (f"Title: {len(title):,} characters is too long; a title has 1 to {limits.MAX_NAME_CHARS:,} "
                    "characters.")
        for field, box in (("Notes", self.notes), ("Scenario notes", self.scenario_notes)):
            text = box.toPlainText()
            if len(text) > limits.MAX_TEXT_CHARS:
                return (f"{field}: {len(text):,} characters is too long; notes hold at most "
                        f"{limits.MAX_TEXT_CHARS:,}.")
        return None

    @qt_override
    def accept(self) -> None:
        problem = self.problem()
        if problem is not None:
            QMessageBox.warning(self, "Plan Properties", f"{problem} Nothing was changed yet.")
            fields = {"Notes": self.notes, "Scenario notes": self.scenario_notes}
            at_fault = fields.get(problem.split(":")[0], self.title)
            at_fault.setFocus()  # back to the field at fault
            return
        title, notes = self.title.text().strip(), self.notes.toPlainText().rstrip()
        scenario_notes = self.scenario_notes.toPlainText().rstrip()
        changes = [(name, value) for name, value in (("name", title), ("notes", notes))
                   if getattr(self.doc.plan, name) != value]
        if changes or scenario_notes != self.doc.scenario.notes:
            stack = self.doc.undo_stack
            stack.beginMacro("Plan properties")
            for name, value in changes:
                self.doc.set_plan_attribute(name, value, f"Plan {'title' if name == 'name' else 'notes'}")
            self.doc.set_scenario_notes(scenario_notes, "Scenario notes")
            stack.endMacro()
        super().accept()

