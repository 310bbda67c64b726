"""The Hardware sheet's machine view: the drawing of the PDF report (report.machine_paint), a bar per LPAR of the
plan's machine, redrawn after every recalculation; a sentence instead when the plan has no other LPARs."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from cicsplan.core.model.lpar_view import machine_view_data
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override
from cicsplan.report.machine_paint import draw_machine, machine_height, row_text

NO_OTHERS = ("No other LPARs on the machine: the LPAR is taken to own its logical CPs and zIIPs. Add the machine's "
             "other LPARs above (or import the RMF Partition Data report) to share its CPs and zIIPs by weight.")
NOT_DRAWN = ("The machine view is drawn again once the plan's errors are fixed: the shares of the machine are not "
             "computed while there are errors (the fields in red and the Results sheet's list say what to fix).")


class MachineView(QWidget):
    """Paints the machine view of the document's result; ``rows_text`` says the same in words (for tests and the
    accessible description)."""

    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.data: dict | None = None
        self.drawn_labels: list[tuple[str, float, float]] = []  # (name as drawn, its width, its room): last paint
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        doc.recomputed.connect(self.refresh)
        doc.scenario_switched.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.data = machine_view_data(self.doc.result)
        self.setToolTip(self.rows_text() or self.message())
        self.setAccessibleDescription(self.rows_text() or self.message())
        self.setFixedHeight(self._height())
        self.update()

    def rows_text(self) -> str:
        """Every LPAR's figures as the view writes them, one line each ("" without other LPARs)."""
        if self.data is None:
            return ""
        return "\n".join(f"{pool['kind']} {row['name']}: {row_text(row)}" for pool in self.data["pools"]
                         for row in pool["rows"])

    def message(self) -> str:
        """The sentence shown instead of the drawing: no other LPARs, or, while the plan has errors, that the shares
        are not computed (never "no other LPARs" beside the LPARs listed above it)."""
        if self.doc.scenario.partitions and self.doc.result.errors:
            return NOT_DRAWN
        return NO_OTHERS

    def _height(self) -> int:
        line = QFontMetricsF(self.font()).height()
        if self.data is None:
            return int(line * 4)
        return int(machine_height(self.data, line) + line)

    @qt_override(fallback=QSize(400, 80))
    def sizeHint(self) -> QSize:
        return QSize(600, self._height())

    @qt_override
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(255, 255, 255))  # a figure on paper, in a light or dark theme
        rect = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        if self.data is None:
            painter.setPen(Qt.GlobalColor.black)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), self.message())
        else:
            self.drawn_labels = draw_machine(painter, rect, self.data, self.font())
        painter.end()
