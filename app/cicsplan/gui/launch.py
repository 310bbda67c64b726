"""Start the workbook: one QApplication, settings, the catalog, the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from cicsplan import __version__


def run_gui(args: list[str]) -> int:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QMessageBox

    from cicsplan.core.catalog import CatalogError
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
        from cicsplan.core.user_catalog import load_catalog_with_user
        from cicsplan.gui.calibrate_actions import user_catalog_dir

        # with the user's custom models (AppDataLocation/catalog); broken files are skipped and shown
        catalog = load_catalog_with_user(user_catalog_dir())
    except CatalogError as exc:
        QMessageBox.critical(None, "cicsplan cannot start",
                             f"The model catalog is broken; reinstall cicsplan.\n\n{exc}")
        return 2
    plan_path = Path(args[0]) if args else None
    window = start_window(catalog, QSettings(), plan_path)
    window.show()
    return app.exec()
