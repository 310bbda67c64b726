"""The workbook's own settings file (window layout, recent plans, last folder), opened only when it is an
ordinary file cicsplan can read: Qt reads it on the first look, and a named pipe put there would stop the start
before any window shows; a device, a folder, a file far too big or one Qt cannot parse is no better. Such a file
is moved aside (renamed beside itself, kept for whoever wants to look) and the workbook starts with fresh
settings, saying so in a sentence.
"""

from __future__ import annotations

import os
import stat
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from cicsplan.core.common import userfiles
from cicsplan.core.common.userfiles import FileReadError

MAX_SETTINGS_BYTES = 1024 * 1024  # a few kilobytes in use: window layout, ten recent plans, a folder


def settings_path() -> Path | None:
    """Where Qt keeps the settings as a file, found without asking Qt (constructing QSettings reads the file):
    on Linux and other Unix systems, CONFIG/ORGANIZATION/APPLICATION.conf. Windows keeps them in the registry and
    macOS in its preferences system: None there."""
    if sys.platform in ("win32", "darwin"):
        return None
    app = QCoreApplication.instance()
    organization = (app.organizationName() if app else "") or "Unknown Organization"
    application = (app.applicationName() if app else "") or "cicsplan"
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(config) / organization / f"{application}.conf"


def open_settings() -> tuple[QSettings, str]:
    """The application's settings, and a sentence for the user when their file had to be set aside ("" if not)."""
    path = settings_path()
    problem = _problem(path) if path is not None else ""
    if not problem:
        settings = QSettings()
        settings.value("recent_files")  # the first look parses it
        if settings.status() != QSettings.Status.FormatError or path is None:
            return settings, ""
        problem = "Qt cannot read it as a settings file (it is damaged)"
        del settings
    assert path is not None
    kept = _set_aside(path)
    where = f"It is kept as {kept}." if kept else "It could not be moved, so it is left where it is."
    fresh = QSettings()
    if not kept:
        fresh = QSettings(str(path.with_name(path.name + ".fresh")), QSettings.Format.IniFormat)
    return fresh, (f"cicsplan's settings file {path} was not used: {problem}. The workbook starts with fresh "
                   f"settings (window layout and recent plans). {where}")


def _problem(path: Path) -> str:
    """Why the file cannot be the settings file, from its status before it is opened ("" when it can)."""
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return ""
    except OSError as exc:
        return f"it cannot be looked at ({exc.strerror or 'the system refused'})"
    if not stat.S_ISREG(status.st_mode):
        try:
            userfiles.read_bytes(path, MAX_SETTINGS_BYTES, "settings file")
        except FileReadError as exc:
            return str(exc).removeprefix(f"'{path.name}' ")
        return "it is not an ordinary file"
    if status.st_size > MAX_SETTINGS_BYTES:
        return (f"it is {userfiles.size_text(status.st_size)}; a settings file is at most "
                f"{userfiles.size_text(MAX_SETTINGS_BYTES)}")
    return ""


def _set_aside(path: Path) -> Path | None:
    target = path.with_name(f"{path.name} (set aside {time.strftime('%Y-%m-%d %H.%M.%S')})")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
