"""A note laid over a sheet whose figures are late to follow a change: the Charts sheet keeps what it drew until its
worker's answer for the plan of now arrives, and a planner looking at it meanwhile reads the plan before the change.

The note shows only when the answer is late (``LATE_MS`` after the change), so quick answers do not flicker it; it is
laid over the sheet's top left corner, outside the layout, so showing it moves nothing."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QLabel, QWidget

from cicsplan.gui.qt_guard import qt_override

LATE_MS = 400  # on an idle machine a 200-workload plan's charts follow a change within this; later ones are announced


class PendingNotice(QLabel):
    """``is_current()`` says whether the sheet shows the plan of now; ``changed()`` is called on each change of the
    plan and ``settled()`` when the sheet has drawn the plan of now."""

    def __init__(self, sheet: QWidget, text: str, is_current: Callable[[], bool]):
        super().__init__(text, sheet)
        self.sheet, self.is_current = sheet, is_current
        self.setObjectName("pending_notice")
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        self.setForegroundRole(QPalette.ColorRole.ToolTipText)
        self.setFrameShape(QFrame.Shape.Box)
        self.setMargin(6)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # the charts under it stay hoverable
        self.hide()
        self._late = QTimer(self)
        self._late.setSingleShot(True)
        self._late.setInterval(LATE_MS)
        self._late.timeout.connect(self._announce)
        sheet.installEventFilter(self)

    def changed(self, *_args) -> None:
        self._late.start()

    def settled(self) -> None:
        self._late.stop()
        self.hide()

    def _announce(self) -> None:
        if self.sheet.isVisible() and not self.is_current():
            self._place()
            self.show()
            self.raise_()

    def _place(self) -> None:
        self.adjustSize()
        self.move(8, 4)  # the top left: over the first chart's readout, which holds text only while hovered

    @qt_override(fallback=False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.sheet and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
