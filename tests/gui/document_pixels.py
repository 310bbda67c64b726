"""What a rich-text document paints: the pixels two documents are compared by (a patched pane against one set
afresh)."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter, QTextDocument


def pixels(document: QTextDocument, width_px: int) -> QImage:
    """The document laid out at ``width_px`` and painted on white (a copy is laid out: the document keeps its width)."""
    document = document.clone()
    document.setTextWidth(width_px)
    image = QImage(width_px, int(document.size().height()) + 1, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    document.drawContents(painter)
    painter.end()
    return image
