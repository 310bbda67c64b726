"""The workbook's side of the user's catalog: where it lives, and importing or exporting a model file.

The folder is QStandardPaths' AppDataLocation + "catalog" (per user, outside the installation). The
core does the work (``core.user_catalog``); these helpers only ask for files and report.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from cicsplan.core.catalog.catalog import Catalog, CatalogError, IngressModel
from cicsplan.core.catalog.user_catalog import (
    ModelExistsError,
    export_model_file,
    import_model_file,
    merge_user_catalog,
)

MODEL_FILTER = "cicsplan model files (*.toml);;All files (*)"


def user_catalog_dir() -> Path:
    """The user's catalog folder: <AppDataLocation>/catalog (created when a model is first saved)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "catalog"


def attach_user_catalog(catalog: Catalog, folder: Path | None = None) -> Catalog:
    """Merge the user's custom models into ``catalog`` (once); broken files end up in user_problems."""
    if catalog.user_folder is None:
        merge_user_catalog(catalog, folder or user_catalog_dir())
    return catalog


def problems_text(catalog: Catalog) -> str:
    return "\n".join(f"{file}: {where}: {reason}" for file, where, reason in catalog.user_problems)


def import_model(parent: QWidget, catalog: Catalog, path: Path | None = None) -> IngressModel | None:
    """Ask for a model file and copy it into the user's catalog; asks before replacing one."""
    attach_user_catalog(catalog)
    if path is None:
        name, _ = QFileDialog.getOpenFileName(parent, "Import model file", str(Path.home()), MODEL_FILTER)
        if not name:
            return None
        path = Path(name)
    try:
        try:
            return import_model_file(catalog, path)
        except ModelExistsError as exc:
            answer = QMessageBox.question(parent, "Import model file",
                                          f"Your catalog already has a different custom model '{exc.model_id}' "
                                          f"({exc.path}).\n\nReplace it with {path.name}? Plans that use it will "
                                          "warn that it changed.")
            if answer != QMessageBox.StandardButton.Yes:
                return None
            return import_model_file(catalog, path, replace_existing=True)
    except CatalogError as exc:
        QMessageBox.warning(parent, "Import model file", f"{path.name} was not imported.\n\n{exc}")
        return None


def export_model(parent: QWidget, model: IngressModel, path: Path | None = None) -> bool:
    """Write a copy of the model's file for another user (it imports it unchanged)."""
    if path is None:
        name, _ = QFileDialog.getSaveFileName(parent, "Export model file", str(Path.home() / f"{model.id}.toml"),
                                              MODEL_FILTER)
        if not name:
            return False
        path = Path(name)
    try:
        export_model_file(model, path)
    except CatalogError as exc:
        QMessageBox.warning(parent, "Export model file", str(exc))
        return False
    return True
