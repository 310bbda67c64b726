"""Sheets that refresh only while they are on screen: an edit on one sheet pays only for what shows."""

from __future__ import annotations


class RefreshWhenShown:
    """Mixin for a sheet (QWidget) with a ``refresh()`` that clears ``_stale``.

    Connect ``refresh_if_shown`` to the document's signals: a visible sheet refreshes at once, a hidden one
    is marked stale and refreshes when it is next shown. Sheets start stale (filled on first show)."""

    _stale = True

    def refresh_if_shown(self, *_args) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()
