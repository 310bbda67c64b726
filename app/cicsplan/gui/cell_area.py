"""The part of a view's viewport a change of a rectangle of cells needs repainted, to the pixel, and the word
Qt sends assistive technology about it.

Qt's views repaint a changed range over a rectangle that reaches one pixel into the column right of it and
the row below it, and then paint those whole: a change of the figures in two columns repainted three, and
all the rows' cells of the next column (a third of the painting of an edit that moves every row)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect
from PySide6.QtGui import QAccessible, QAccessibleTableModelChangeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView

Index = QModelIndex | QPersistentModelIndex


def columns_span(header: QHeaderView, first: int, last: int) -> tuple[int, int] | None:
    """The viewport's x from the left edge of the shown columns ``first``-``last`` to just past the right
    edge; None when all of them are hidden."""
    shown = [c for c in range(first, last + 1) if not header.isSectionHidden(c)]
    if not shown:
        return None
    left = min(header.sectionViewportPosition(c) for c in shown)
    right = max(header.sectionViewportPosition(c) + header.sectionSize(c) for c in shown)
    return left, right


def area(view: QAbstractItemView, header: QHeaderView, top: int, bottom: int, first_column: int,
         last_column: int) -> QRect:
    """The viewport's rectangle from the top of ``top``'s row to the bottom of ``bottom``'s (their
    visualRect's y, in column 0) across those columns, cut to the viewport; empty when out of view."""
    span = columns_span(header, first_column, last_column)
    if span is None:
        return QRect()
    model = view.model()
    upper = view.visualRect(model.index(top, 0))
    lower = view.visualRect(model.index(bottom, 0))
    if upper.isEmpty() or lower.isEmpty():
        return QRect()
    return QRect(span[0], upper.top(), span[1] - span[0], lower.bottom() - upper.top() + 1).intersected(
        view.viewport().rect())


def tell_assistive_technology(view: QAbstractItemView, top_left: Index, bottom_right: Index) -> None:
    """What Qt's own dataChanged sends a screen reader about the changed cells."""
    if not QAccessible.isActive():
        return
    event = QAccessibleTableModelChangeEvent(view, QAccessibleTableModelChangeEvent.ModelChangeType.DataChanged)
    event.setFirstRow(top_left.row())
    event.setLastRow(bottom_right.row())
    event.setFirstColumn(top_left.column())
    event.setLastColumn(bottom_right.column())
    QAccessible.updateAccessibility(event)
