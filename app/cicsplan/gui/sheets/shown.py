"""Sheets that refresh only while they are on screen: an edit on one sheet pays only for what shows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from cicsplan.gui.qt_guard import qt_override

DEBOUNCE_MS = 150  # sheets that follow edits on a short delay: a burst of edits redraws once


class RefreshWhenShown:
    """Mixin for a sheet (QWidget) with a ``refresh()`` that clears ``_stale``.

    Connect ``refresh_if_shown`` (at once) or ``schedule_if_shown`` (after ``debounce_refresh``'s delay) to
    the document's signals: a visible sheet refreshes, a hidden one is marked stale and refreshes when it
    is next shown. Sheets start stale (filled on first show)."""

    _stale = True
    timer: QTimer | None = None

    def debounce_refresh(self, ms: int = DEBOUNCE_MS) -> None:
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(ms)
        self.timer.timeout.connect(self.refresh)

    def refresh_if_shown(self, *_args) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def schedule_if_shown(self, *_args) -> None:
        if self.isVisible():
            self.timer.start()
        else:
            self._stale = True

    @qt_override
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()


class _RefreshOnShow(QObject):
    """Runs a widget's refresh when the widget is next shown, once, if an update came while it was hidden."""

    def __init__(self, widget: QWidget, refresh: Callable[[], None]):
        super().__init__(widget)
        self.widget, self.refresh, self.stale = widget, refresh, False
        widget.installEventFilter(self)

    def __call__(self, *_args) -> None:
        if self.widget.isVisible():
            self.stale = False
            self.refresh()
        else:
            self.stale = True

    @qt_override(fallback=False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.stale and watched is self.widget and event.type() == QEvent.Type.Show:
            self.stale = False
            self.refresh()
        return False


def refresh_when_shown(widget: QWidget, refresh: Callable[[], None]) -> Callable[..., None]:
    """A slot for the document's signals that runs ``refresh`` at once while ``widget`` is on screen, else
    when it is next shown (a part of a sheet that is not the sheet itself: the Hardware sheet's machine
    picker and capacity texts are not redone on every edit made on the Workloads sheet)."""
    return _RefreshOnShow(widget, refresh)
