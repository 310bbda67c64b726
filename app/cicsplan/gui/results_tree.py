"""The Results sheet's tree of workloads and their address spaces, repainting only the changed cells it shows.

QTreeView finds what to repaint for a change cell by cell, asking the model for an index of each (a call into
Python) and its rectangle: an edit that moves every workload's figures is 1,200 cells at 200 workloads, 5 to
12 ms, for a view that shows 30 rows and often none of the columns that moved. The tree is read-only (no
editor to refresh) and its rows are of one height (no height to measure again), so a change of several
workload rows needs only the rectangle of their cells in view repainted; rows out of view are painted from
the model when they are scrolled to, and the model has dropped their cached answers."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleTableModelChangeEvent
from PySide6.QtWidgets import QTreeView

from cicsplan.gui.qt_guard import qt_override

Index = QModelIndex | QPersistentModelIndex


class ResultsTree(QTreeView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setUniformRowHeights(True)  # what the repaint below relies on

    @qt_override
    def dataChanged(self, top_left: Index, bottom_right: Index, roles=()) -> None:
        if not top_left.isValid() or top_left.parent().isValid() or top_left.row() == bottom_right.row():
            super().dataChanged(top_left, bottom_right, roles)  # one row, or a workload's address spaces
            return
        area = self.area_in_view(top_left.row(), bottom_right.row(), top_left.column(), bottom_right.column())
        if not area.isEmpty():
            self.viewport().update(area)
        if QAccessible.isActive():  # what Qt's own dataChanged tells assistive technology
            event = QAccessibleTableModelChangeEvent(self, QAccessibleTableModelChangeEvent.ModelChangeType.DataChanged)
            event.setFirstRow(top_left.row())
            event.setLastRow(bottom_right.row())
            event.setFirstColumn(top_left.column())
            event.setLastColumn(bottom_right.column())
            QAccessible.updateAccessibility(event)

    def area_in_view(self, first_row: int, last_row: int, first_column: int, last_column: int) -> QRect:
        """The part of the viewport showing workload rows ``first_row``-``last_row`` in those columns (the
        address spaces shown between them included); empty when none of it is in view."""
        top, bottom = self.workload_rows_in_view()
        first_row, last_row = max(first_row, top), min(last_row, bottom)
        header = self.header()
        columns = [c for c in range(first_column, last_column + 1) if not header.isSectionHidden(c)]
        if first_row > last_row or not columns:
            return QRect()
        model = self.model()
        upper = self.visualRect(model.index(first_row, 0))
        lower = self.visualRect(model.index(last_row, 0))
        left = min(header.sectionViewportPosition(c) for c in columns)
        right = max(header.sectionViewportPosition(c) + header.sectionSize(c) for c in columns)
        return QRect(QPoint(left, upper.top()), QPoint(right - 1, lower.bottom())).intersected(self.viewport().rect())

    def workload_rows_in_view(self) -> tuple[int, int]:
        """The first and last workload row with anything on screen (itself or one of its address spaces)."""
        top = self.indexAt(QPoint(0, 0))
        bottom = self.indexAt(QPoint(0, self.viewport().height() - 1))
        first = _workload_row(top) if top.isValid() else 0
        last = _workload_row(bottom) if bottom.isValid() else self.model().rowCount() - 1  # rows end above it
        return first, last


def _workload_row(index: QModelIndex) -> int:
    while index.parent().isValid():
        index = index.parent()
    return index.row()
