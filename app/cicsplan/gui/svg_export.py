"""A widget drawn into an SVG file by Qt's own SVG generator: vector text, lines and fills, as the widget shows them
(the chart sheets' Export; pyqtgraph's own SVG exporter fails on the paths Qt 6 writes)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QWidget


def svg_of_widget(widget: QWidget, path: Path, title: str) -> None:
    """Write ``widget`` as it is drawn now to the SVG file ``path``, its size in pixels as the SVG's size."""
    size = widget.size()
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(size)
    generator.setResolution(widget.logicalDpiX())  # the file's width and height are the chart's on screen
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(title)
    painter = QPainter(generator)
    try:
        widget.render(painter)
    finally:
        painter.end()
