"""The user's own catalog: custom ingress models kept outside the installation, and what plans record.

A user catalog is a folder of model files, ``<id>.toml``, in the shape of ``models/ingress``. Its
models join the built-in ones: they are listed, costed and explained the same way, and marked as
custom wherever they are shown. A broken file is reported and skipped (it never stops the program);
a custom id may not reuse a built-in id.

Plans record the catalog they were saved with: the built-in catalog's version and content hash and,
for each custom model they use, its id and content hash. Opening a plan compares that record with
the catalog at hand and says what is missing or changed.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from cicsplan.core.catalog.catalog import (
    CUSTOM,
    ID_PATTERN,
    Catalog,
    CatalogError,
    IngressModel,
    file_digest,
    load_catalog,
    model_from_data,
)
from cicsplan.core.common import userfiles
from cicsplan.core.common.limits import MAX_MODEL_BYTES
from cicsplan.core.common.userfiles import FileReadError, FileWriteError
from cicsplan.core.common.wording import value_text
from cicsplan.core.hardware.machines import MachineError

MODEL_SUFFIX = ".toml"


class ModelExistsError(CatalogError):
    """A custom model with this id is already in the user's catalog (replace it explicitly)."""

    def __init__(self, model_id: str, path: Path):
        self.model_id = model_id
        self.path = path
        super().__init__([(path.name, "id", f"a custom model '{model_id}' is already in your catalog ({path}); "
                                             "replace it or choose another id")])


def custom_model_problems(model: IngressModel, catalog: Catalog) -> list[str]:
    """What a custom model may not do: reuse a built-in id, or change how built-in methods are derived."""
    problems: list[str] = []
    existing = catalog.models.get(model.id)
    if model.id == "none" or (existing is not None and not existing.is_custom):
        problems.append(f"id '{model.id}' is a built-in method; a custom model needs its own id "
                        f"(e.g. 'our-{model.id}')")
    if model.reference.xml_elements_in is not None or model.reference.xml_elements_out is not None:
        problems.append("reference.xml_elements_in/out: custom models cannot set them; the XML per-element cost is "
                        "derived from the built-in web-service pair")
    if model.shape.tls_base is not None or model.shape.tls_mode is not None:
        problems.append("shape.tls_base/tls_mode: custom models cannot set them; TLS parts are derived from the "
                        "built-in HTTP/HTTPS pairs (use shape.tls_addon)")
    if model.shape.commarea_limit and model.shape.commarea_limit not in catalog.limits:
        problems.append(f"shape.commarea_limit '{model.shape.commarea_limit}' is not in limits.toml")
    if isinstance(model.shape.qr_share, str) and model.shape.qr_share not in catalog.assumptions:
        problems.append(f"shape.qr_share '{model.shape.qr_share}' is not a named assumption (give its key, or a "
                        "share from 0 to 1)")
    if model.shape.qr_time is not None:
        problems.append("shape.qr_time: custom models cannot set it; give the QR share as shape.qr_share")
    try:
        catalog.machines.parse(model.reference.machine)
    except MachineError as exc:
        problems.append(f"reference.machine: {exc}")
    return problems


def read_model_file(path: Path, catalog: Catalog) -> tuple[IngressModel, bytes]:
    """Load one custom model file as a custom model (CatalogError naming the file on any problem).

    The file may have any name (an exported copy); the model is validated as ``<id>.toml``.
    """
    try:
        data = userfiles.read_bytes(path, MAX_MODEL_BYTES, "model file")
    except FileReadError as exc:
        raise CatalogError([(path.name, "file", str(exc).removeprefix(f"'{path.name}' "))]) from None
    import tomllib  # only for a custom model file: not on every start (issue 29)

    try:
        doc = tomllib.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise CatalogError([(path.name, "file", f"is not a model file: it is not text in UTF-8 (a damaged "
                                                f"character at byte {exc.start:,})")]) from None
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError([(path.name, "file", f"is not a model file (TOML): {exc}")]) from None
    model_id = doc.get("id")
    if not isinstance(model_id, str) or not ID_PATTERN.match(model_id):
        raise CatalogError([(path.name, "id", f"is {value_text(model_id)}; a model file names its id: lower-case "
                                              "letters, digits and dashes")])
    try:
        model = model_from_data(doc, Path(f"{model_id}{MODEL_SUFFIX}"), catalog.address_spaces)
    except CatalogError as exc:
        raise CatalogError([(path.name, where, reason) for _, where, reason in exc.problems]) from None
    problems = custom_model_problems(model, catalog)
    if problems:
        raise CatalogError([(path.name, "model", p) for p in problems])
    return replace(model, origin=CUSTOM, path=path, digest=file_digest(data)), data


def merge_user_catalog(catalog: Catalog, folder: Path) -> Catalog:
    """Add the custom models of ``folder`` to ``catalog`` (in place); broken files go to user_problems."""
    catalog.user_folder = folder
    catalog.user_problems = []
    for model_id in [m for m, model in catalog.models.items() if model.is_custom]:
        del catalog.models[model_id]  # a reload: forget what came from the folder before
    if not folder.exists():
        return catalog
    if not folder.is_dir():
        catalog.user_problems.append((folder.name, "folder", f"{folder} is a file, not a folder of model files"))
        return catalog
    for path in sorted(folder.glob(f"*{MODEL_SUFFIX}")):
        if path.name.startswith("."):
            continue  # a temporary file of an interrupted save
        try:
            model, _ = read_model_file(path, catalog)
        except CatalogError as exc:
            catalog.user_problems.extend(exc.problems)
            continue
        if path.stem != model.id:
            catalog.user_problems.append((path.name, "id", f"'{model.id}' must match the file name '{path.stem}'"))
            continue
        catalog.models[model.id] = model
    return catalog


def load_catalog_with_user(user_folder: Path | None, folder: Path | None = None) -> Catalog:
    """The built-in catalog plus the custom models of ``user_folder`` (when given)."""
    catalog = load_catalog(folder)
    if user_folder is not None:
        merge_user_catalog(catalog, user_folder)
    return catalog


def skipped_model_warnings(catalog: Catalog) -> list[str]:
    """One line per custom model file that could not join the catalog (reported, never fatal)."""
    folder = catalog.user_folder
    return [f"custom model {folder / file if folder else file} skipped: {where}: {reason}"
            for file, where, reason in catalog.user_problems]


def _require_folder(catalog: Catalog) -> Path:
    if catalog.user_folder is None:
        raise CatalogError([("catalog", "folder", "no custom catalog folder was given (--user-catalog DIR or "
                                                  "CICSPLAN_USER_CATALOG)")])
    return catalog.user_folder


def save_model_text(catalog: Catalog, model_id: str, text: str, replace_existing: bool = False) -> IngressModel:
    """Write a model file into the user's catalog and make it part of ``catalog``; returns the loaded model."""
    folder = _require_folder(catalog)
    target = folder / f"{model_id}{MODEL_SUFFIX}"
    return _install(catalog, target, text.encode("utf-8"), replace_existing)


def import_model_file(catalog: Catalog, path: Path, replace_existing: bool = False) -> IngressModel:
    """Copy a model file (exported from cicsplan) into the user's catalog, unchanged, so its hash holds."""
    model, data = read_model_file(path, catalog)
    folder = _require_folder(catalog)
    return _install(catalog, folder / f"{model.id}{MODEL_SUFFIX}", data, replace_existing)


def _install(catalog: Catalog, target: Path, data: bytes, replace_existing: bool) -> IngressModel:
    if target.exists() and not replace_existing and _existing_bytes(target) != data:
        raise ModelExistsError(target.stem, target)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CatalogError([(target.name, "file", f"cannot be written: {exc.strerror or exc}")]) from None
    write_model_file(target, data)
    model, _ = read_model_file(target, catalog)
    catalog.models[model.id] = model
    catalog.user_problems = [p for p in catalog.user_problems if p[0] != target.name]
    return model


def _existing_bytes(target: Path) -> bytes | None:
    """What a model file already in the catalog holds (None when it cannot be read: it is replaced only when
    asked to)."""
    try:
        return userfiles.read_bytes(target, MAX_MODEL_BYTES, "model file")
    except FileReadError:
        return None


def export_model_file(model: IngressModel, target: Path) -> None:
    """Write a copy of a model's file (built-in or custom) byte for byte: another user imports it."""
    try:
        data = userfiles.read_bytes(model.path, MAX_MODEL_BYTES, "model file")
    except FileReadError as exc:
        raise CatalogError([(model.path.name, "file", str(exc).removeprefix(f"'{model.path.name}' "))]) from None
    write_model_file(target, data)


def write_model_file(target: Path, data: bytes | str) -> None:
    """Write a model file atomically (core.common.userfiles); CatalogError says why not. A file larger than a model
    file may be (MAX_MODEL_BYTES, which reading checks too) is not written: it could not be imported."""
    data = data.encode("utf-8") if isinstance(data, str) else data
    if len(data) > MAX_MODEL_BYTES:
        raise CatalogError([(target.name, "file", f"would be {userfiles.size_text(len(data))}, and a model file is at "
                                                  f"most {userfiles.size_text(MAX_MODEL_BYTES)}, so it could not be "
                                                  "opened again; nothing was written. Calibrate from fewer rows.")])
    try:
        userfiles.write_bytes(target, data, verb="write")
    except FileWriteError as exc:
        raise CatalogError([(target.name, "file", str(exc))]) from None
