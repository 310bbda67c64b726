"""Sheets that refresh only while they are on screen: an edit on one sheet pays only for what shows."""

from __future__ import annotations

from PySide6.QtCore import QTimer

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
