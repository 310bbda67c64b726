"""Does a widget's text fit where it is shown? The measures a planner's eye makes: a label's text within the label
(its wrapped height within its height), a drop-down's entries within its edit field, the widget itself inside the
scroll area or window that shows it. Each returns what does not fit, so a failing test names it."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractScrollArea, QComboBox, QLabel, QStyle, QStyleOptionComboBox, QWidget
from pytestqt.exceptions import TimeoutError as QtBotTimeout


def label_overflow(label: QLabel) -> str:
    """'' when the label's text is shown whole; else what is cut."""
    text = label.text()
    if not text or not label.isVisible():
        return ""
    room = label.contentsRect()
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        return "" if needed <= label.height() else f"{text!r} needs {needed} px high, has {label.height()}"
    width = max(label.fontMetrics().horizontalAdvance(line) for line in text.splitlines())
    return "" if width <= room.width() else f"{text!r} needs {width} px wide, has {room.width()}"


def combo_overflow(box: QComboBox) -> str:
    """'' when every entry of the drop-down (and its prompt) fits its edit field; else the first that does not."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    metrics = box.fontMetrics()
    for text in [box.itemText(i) for i in range(box.count())] + [box.placeholderText()]:
        if metrics.horizontalAdvance(text) > field.width():
            return f"{text!r} needs {metrics.horizontalAdvance(text)} px, the box shows {field.width()}"
    return ""


def sticks_out_sideways(widget: QWidget, frame: QWidget) -> str:
    """'' when ``widget`` lies whole across ``frame`` (a scroll area's viewport, a window) from left to right; else
    where it sticks out. Up and down a scroll area scrolls, as planners expect; sideways is where text is lost."""
    if isinstance(frame, QAbstractScrollArea):
        frame = frame.viewport()
    left = widget.mapTo(frame, QPoint(0, 0)).x()
    right = left + widget.width()
    if left >= 0 and right <= frame.width():
        return ""
    return f"{type(widget).__name__} spans x {left} to {right}, what shows it {frame.width()} px"


def settle(qtbot, done, timeout_ms: int = 2000) -> None:
    """Let the layout settle (a wrapped label takes its height a few events after its width) until ``done``; the
    caller's assertion then says what is wrong if it never does."""
    with contextlib.suppress(AssertionError, TimeoutError, QtBotTimeout):
        qtbot.waitUntil(done, timeout=timeout_ms)
