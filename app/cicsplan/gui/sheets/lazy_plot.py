"""Plots built when their sheet is first shown, and pyqtgraph imported then: importing it took about a sixth of the
workbook's start (issue 29), and no sheet with a plot is the one a start shows.

``pg`` stands for the pyqtgraph module: reading any of its names imports it. ``PlotSlot`` holds a plot's place in
a layout and builds the plot the first time the slot is shown or its plot is asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from cicsplan.gui.qt_guard import qt_override


class _Pyqtgraph:
    """The pyqtgraph module, imported at the first name read from it (then Python's cached module)."""

    def __getattr__(self, name: str) -> Any:
        import pyqtgraph

        value = getattr(pyqtgraph, name)
        setattr(self, name, value)  # read from this object from now on: a chart's redraw reads hundreds of names
        return value


pg: Any = _Pyqtgraph()


class PlotSlot(QWidget):
    """The place of a plot that ``build(parent)`` makes when the slot is first shown or ``plot()`` first called;
    ``shown`` (optional) runs after that first build on show, to draw what was asked while the plot was hidden."""

    def __init__(self, build: Callable[[QWidget], QWidget], parent: QWidget | None = None,
                 shown: Callable[[], None] | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._build = build
        self._shown = shown
        self.built: QWidget | None = None

    def plot(self) -> Any:
        if self.built is None:
            self.built = self._build(self)
            self.layout().addWidget(self.built)
            if self.isVisible():  # added to a shown widget: shown now, not on the next turn of the event loop
                self.built.show()
        return self.built

    @qt_override
    def showEvent(self, event) -> None:
        first = self.built is None
        self.plot()
        super().showEvent(event)
        if first and self._shown is not None:
            self._shown()
