"""The Results sheet's tree of workloads and their address spaces, repainting only the changed cells it shows.

QTreeView finds what to repaint for a change cell by cell, asking the model for an index of each (a call into
Python) and its rectangle: an edit that moves every workload's figures is 1,200 cells at 200 workloads, 5 to
12 ms, for a view that shows 30 rows and often none of the columns that moved. The tree is read-only (no
editor to refresh) and its rows are of one height (no height to measure again), so a change of several
workload rows needs only the rectangle of their cells in view repainted (cell_area); rows out of view are
painted from the model when they are scrolled to, and the model has dropped their cached answers."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint
from PySide6.QtWidgets import QTreeView

from cicsplan.gui import cell_area
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
        first, last = self.workload_rows_in_view()
        top, bottom = max(top_left.row(), first), min(bottom_right.row(), last)
        if top <= bottom:
            area = cell_area.area(self, self.header(), top, bottom, top_left.column(), bottom_right.column())
            if not area.isEmpty():
                self.viewport().update(area)
        cell_area.tell_assistive_technology(self, top_left, bottom_right)

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
