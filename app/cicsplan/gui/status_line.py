"""The status bar's line of figures: every part where the window is wide enough; in a narrow window the parts a
planner needs least give way, whole, rather than the line being cut mid-word at the window's edge."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from cicsplan.gui.qt_guard import qt_override

SEPARATOR = "  ·  "


class StatusLine(QLabel):
    """``set_parts(parts, first_to_go)``: the parts joined by a middle dot; while they do not fit, the parts named
    by ``first_to_go`` (indexes, in that order) are left out, then the rest is shortened with "…". ``text()`` is
    what shows; the tooltip and ``whole()`` hold the whole line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._parts: list[str] = []
        self._first_to_go: tuple[int, ...] = ()
        self.setMinimumWidth(1)  # a label asks for its text's width: the status bar would widen the window
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_parts(self, parts: list[str], first_to_go: tuple[int, ...] = ()) -> None:
        self._parts, self._first_to_go = list(parts), first_to_go
        self.setToolTip(self.whole())
        self._fit()

    def whole(self) -> str:
        """Every part of the line, however much of it shows."""
        return SEPARATOR.join(self._parts)

    def _fit(self) -> None:
        width = self.contentsRect().width()
        metrics = self.fontMetrics()
        kept = list(range(len(self._parts)))
        line = self.whole()
        for index in self._first_to_go:
            if metrics.horizontalAdvance(line) <= width:
                break
            kept.remove(index)
            line = SEPARATOR.join(self._parts[i] for i in kept)
        self.setText(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width))

    @qt_override
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()
