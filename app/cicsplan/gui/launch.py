"""Start the workbook: one QApplication, settings, the catalog, the main window.

Without a display Qt aborts the process with its own message about missing xcb libraries, which points
the wrong way; so the workbook first checks there is one and otherwise says what to run instead.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path

from cicsplan import __version__

EXIT_NO_DISPLAY = 2
PLAN_PLACEHOLDER = "PLAN.cicsplan.json"


def lacks_display(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """True where a window needs a display server (Linux, the BSDs) and none is set, unless a Qt platform
    is chosen (``QT_QPA_PLATFORM=offscreen`` for tests, ``xcb`` under xvfb-run). Windows and macOS always
    have a display."""
    if os.name != "posix" or platform == "darwin" or platform.startswith(("win", "cygwin", "msys")):
        return False
    if environ.get("QT_QPA_PLATFORM"):
        return False
    return not (environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))


def program_name(argv0: str | None = None) -> str:
    """How the user can run cicsplan again from here: its name when PATH finds this very program, else
    the path it was started by (``python -m cicsplan`` when started as a module)."""
    argv0 = (sys.argv[0] if argv0 is None else argv0) or "cicsplan"
    if Path(argv0).name == "__main__.py":
        return f"{shlex.quote(sys.executable)} -m cicsplan"
    if "/" not in argv0 and os.sep not in argv0:
        return argv0  # found on PATH
    on_path = shutil.which(Path(argv0).name)
    if on_path and Path(on_path).resolve() == Path(argv0).resolve():
        return Path(argv0).name
    return shlex.quote(argv0)


def no_display_message(args: list[str], program: str | None = None) -> str:
    """The one sentence shown instead of the workbook where there is no display, with the commands for
    the plan given (``args[0]``) that do the work without one."""
    program = program or program_name()
    plan = args[0] if args else PLAN_PLACEHOLDER
    stem = Path(plan).name.removesuffix(".json").removesuffix(".cicsplan") or "sizing"
    plan_arg, pdf_arg = shlex.quote(plan), shlex.quote(f"{stem}.pdf")
    return (f"cicsplan: there is no display to open the workbook on (neither DISPLAY nor WAYLAND_DISPLAY is "
            f"set, as over ssh or on a server), so use the command line instead: \"{program} compute {plan_arg}\" "
            f"prints the results and \"{program} report {plan_arg} -o {pdf_arg}\" writes the sizing report, or "
            f"start the workbook on a virtual display with \"xvfb-run -a {program} {plan_arg}\".")


def run_gui(args: list[str]) -> int:
    if lacks_display():
        sys.stderr.write(no_display_message(args) + "\n")
        return EXIT_NO_DISPLAY
    from PySide6.QtWidgets import QApplication, QMessageBox

    from cicsplan.core.catalog.catalog import CatalogError
    from cicsplan.gui.main_window import start_window

    app = QApplication.instance() or QApplication([sys.argv[0], *args])
    app.setOrganizationName("cicsplan")
    app.setApplicationName("cicsplan")
    app.setApplicationVersion(__version__)
    from PySide6.QtGui import QIcon

    from cicsplan.paths import resources_dir

    app.setWindowIcon(QIcon(str(resources_dir() / "icons" / "cicsplan-256.png")))
    from cicsplan.gui import crash_report

    crash_report.install()  # an error nobody caught is logged and told in a sentence; the workbook goes on
    try:
        from cicsplan.core.catalog.user_catalog import load_catalog_with_user
        from cicsplan.gui.calibrate_actions import user_catalog_dir

        # with the user's custom models (AppDataLocation/catalog); broken files are skipped and shown
        catalog = load_catalog_with_user(user_catalog_dir())
    except CatalogError as exc:
        QMessageBox.critical(None, "cicsplan cannot start",
                             f"The model catalog is broken; reinstall cicsplan.\n\n{exc}")
        return 2
    plan_path = Path(args[0]) if args else None
    from cicsplan.gui.settings_file import open_settings

    settings, settings_problem = open_settings()  # a pipe or a damaged file there never stops the start
    window = start_window(catalog, settings, plan_path)
    window.show()
    if settings_problem:
        QMessageBox.warning(window, "Settings set aside", settings_problem)
    return app.exec()
