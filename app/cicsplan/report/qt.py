"""A Qt application for headless report writing (the CLI): offscreen when there is no display."""

from __future__ import annotations

import os
import sys

_app = None


def ensure_gui_application() -> object:
    """The running QGuiApplication, or a new one; offscreen on Linux without a display."""
    global _app
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is not None:
        return app
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication(["cicsplan"])
    return _app
