"""An error nobody caught: logged with its traceback, and the user told in a sentence; the workbook goes on.

Installed as sys.excepthook by the workbook (launch.run_gui). Exceptions reach it from Python slots and,
through qt_guard, from overrides Qt calls. The message waits for the event loop (a dialog opened inside an
editor's commit or a repaint would re-enter the code that failed), and a burst of errors is one dialog.
"""

from __future__ import annotations

import sys
import time
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from cicsplan import __version__
from cicsplan.core.common import userfiles
from cicsplan.core.common.wording import counted

LOG_NAME = "errors.log"
MAX_LOG_BYTES = 512 * 1024  # past this the older half is dropped: the log is for the latest problems


def log_path() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "logs" / LOG_NAME


class CrashReporter:
    def __init__(self, log: Path | None = None):
        self.log = log or log_path()
        self.pending: list[str] = []  # one line per error not yet shown

    def __call__(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        logged = self._write(details)
        if sys.stderr is not None:  # a developer's console; a windowed build has none
            sys.__excepthook__(exc_type, exc, tb)
        self.pending.append(summary(exc))
        if len(self.pending) == 1:
            QTimer.singleShot(0, lambda: self._tell(logged))

    def _write(self, details: str) -> bool:
        try:
            self.log.parent.mkdir(parents=True, exist_ok=True)
            if self.log.exists() and not self.log.is_file():
                return False  # a pipe or a device there would block or swallow the log: none is written
            if self.log.exists() and self.log.stat().st_size > MAX_LOG_BYTES:
                kept = userfiles.read_bytes(self.log, 2 * MAX_LOG_BYTES, "log")[-MAX_LOG_BYTES // 2:]
                self.log.write_bytes(kept)
            stamp = time.strftime("%Y-%m-%d %H:%M:%S")
            with self.log.open("a", encoding="utf-8") as out:
                out.write(f"--- {stamp} cicsplan {__version__}\n{details}\n")
            return True
        except (OSError, userfiles.FileReadError):
            return False

    def _tell(self, logged: bool) -> None:
        problems, self.pending = self.pending, []
        first = problems[0]
        more = f" ({counted(len(problems) - 1, 'more problem')} followed it)" if len(problems) > 1 else ""
        where = (f"The details are in {self.log}; please send them with a report." if logged else
                 "The details could not be written to a log.")
        QMessageBox.warning(QApplication.activeWindow(), "cicsplan ran into a problem",
                            f"cicsplan ran into a problem and did not finish what it was doing: {first}{more}.\n\n"
                            f"Your plan is still open: save it to keep your work. {where}")


def summary(exc: BaseException) -> str:
    """The exception in a few words: its own message, else its kind."""
    text = " ".join(str(exc).split())
    if len(text) > 300:
        text = text[:297] + "..."
    return text.rstrip(".") or type(exc).__name__


def install(log: Path | None = None) -> CrashReporter:
    reporter = CrashReporter(log)
    sys.excepthook = reporter
    return reporter
