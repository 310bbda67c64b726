"""The first start: a short welcome over an empty plan that offers the samples, and a window that fits the screen.

cicsplan opens the plan given on the command line, else work recovered after a crash, else the last plan opened;
the very first time there is none, so it starts an empty plan and says, in one line, where to begin.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

# the samples offered first: the one that explains itself, then the families a planner most often starts from.
# Their Alt keys are letters no menu takes: Alt+1..9 switch sheets, Alt+C opens the Catalog menu.
OFFERED = (("getting-started.cicsplan.json", "&Getting started"), ("3270.cicsplan.json", "3270 te&rminals"),
           ("ctg.cicsplan.json", "CICS &TG"), ("web-services.cicsplan.json", "&Web services"))
PREFERRED = (1280, 800)  # the window's size on a screen that has room for it


class WelcomeBar(QFrame):
    """'Welcome to cicsplan: type your workloads below, or start from a sample' with a button per sample."""

    def __init__(self, open_sample: Callable[[str], None], more_samples: Callable[[], None],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("welcome_bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        text = QLabel("<b>Welcome to cicsplan.</b> This is an empty plan: add a workload (Ctrl+I), paste rows from "
                      "Excel or use File &gt; Import Workloads; or start from a sample:", self)
        text.setWordWrap(True)
        layout.addWidget(text, 1)
        self.buttons: dict[str, QPushButton] = {}
        for name, label in OFFERED:
            button = QPushButton(label, self)
            button.clicked.connect(lambda _=False, n=name: open_sample(n))
            layout.addWidget(button)
            self.buttons[name] = button
        more = QPushButton("&All samples…", self)
        more.setToolTip("File > Open Sample: one plan per way into CICS")
        more.clicked.connect(more_samples)
        layout.addWidget(more)
        close = QToolButton(self)
        close.setText("✕")
        close.setToolTip("Close the welcome (File > Open Sample keeps the samples)")
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)


def fitted(available: QRect, frame_width: int = 0, frame_height: int = 0) -> QRect:
    """Where a first window goes on a screen whose free area (without task bars and docks) is ``available``:
    the preferred size where it has room, else the free area, with the window manager's frame inside it."""
    width = min(PREFERRED[0], available.width() - frame_width)
    height = min(PREFERRED[1], available.height() - frame_height)
    left = available.left() + max(0, (available.width() - frame_width - width) // 2)
    top = available.top() + max(0, (available.height() - frame_height - height) // 2)
    return QRect(left, top, width, height)


def first_geometry(window: QWidget) -> None:
    """A window with no remembered geometry: the preferred size, or the screen's free area where that is smaller."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        window.setGeometry(fitted(screen.availableGeometry()))


def keep_on_screen(window: QWidget) -> None:
    """Once shown (its frame is known): a window larger than its screen's free area, or partly outside it (a
    remembered place on a screen since gone), is fitted into it, frame and all."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    available, frame = screen.availableGeometry(), window.frameGeometry()
    if available.contains(frame):
        return
    inner = window.geometry()
    target = fitted(available, frame.width() - inner.width(), frame.height() - inner.height())
    window.resize(target.size())
    window.move(target.topLeft())
