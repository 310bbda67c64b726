"""The catalog's list: one line per ingress method (what ``cicsplan catalog`` prints), kept in the data cache.

A line needs figures that only the whole catalog gives: the method's cost by the published method, and its flags,
which load and check every model file and fit its table (numpy, and the catalog's checks: about half a second
to start). The built-in catalog's lines are therefore kept as a data-cache entry whose key is a digest of every
file of the installation's models folder and of the code that derives the lines (``core/catalog``,
``core/hardware``, ``core/common``): listing an unchanged catalog reads one small entry and imports neither numpy
nor the catalog's loader. An entry is only ever written from a catalog that loaded without an error, so a hit
stands for the same files having passed the same checks. A user's custom models are their own files, not the
installation's: a listing with them loads the catalog as before.

This module imports nothing heavy at its top: the catalog is imported only to build an entry.
"""

from __future__ import annotations

from pathlib import Path

from cicsplan.core.common import data_cache

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing on the way to `cicsplan catalog`
if TYPE_CHECKING:
    from cicsplan.core.catalog.catalog import Catalog

ENTRY = "catalog-list"
SUFFIXES = (".toml", ".csv")  # the files of the models folder the catalog reads
# each line: the method's id, family and name, the lowest and highest measured rate (tps), its ms per transaction by
# the published method (all address spaces), its count of flags (the definitions' notes left out), where its rows
# come from (the table, or "custom: FILE"), and the document it cites (None for a custom model)
FIELDS = ("id", "family", "name", "low_tps", "high_tps", "published_ms", "flags", "source", "document")
_CODE = ("catalog", "hardware", "common")  # the core's rooms whose code derives the lines


def catalog_lines(cat: Catalog) -> list[dict]:
    """The list's line of every model of ``cat`` (built-in and custom), in the catalog's order."""
    from cicsplan.core.catalog.checks import model_flags
    from cicsplan.core.catalog.costs import derive_costs

    lines = []
    for m in cat.models.values():
        low, high = m.etr_range
        flags = [f for f in model_flags(m) if not f.kind.startswith("note:definition")]
        lines.append({"id": m.id, "family": m.family, "name": m.name, "low_tps": float(low), "high_tps": float(high),
                      "published_ms": float(derive_costs(m, "published").total_ms), "flags": len(flags),
                      "source": f"custom: {m.path.name}" if m.is_custom else m.measurements.table,
                      "document": None if m.is_custom else m.reference.document_text})
    return lines


def built_in_lines(root: Path | None = None) -> list[dict]:
    """The lines of the built-in catalog of ``root`` (default: the installation's models folder): from the data
    cache when an entry was built from the same files by the same code, else by loading the catalog (its
    CatalogError passes through, and nothing is kept)."""
    if root is None:
        from cicsplan.paths import models_dir

        root = models_dir()
    key = _key(root)
    if key is not None:
        cached = data_cache.load(ENTRY, key)
        if _well_formed(cached):
            return cached
    from cicsplan.core.catalog.catalog import load_catalog

    lines = catalog_lines(load_catalog(root))
    if key is not None:
        data_cache.store(ENTRY, key, lines)
    return lines


def _key(root: Path) -> str | None:
    """The entry's key: every data file's name and bytes and the deriving code's digest; None when a file cannot
    be read (the catalog's loader then names it)."""
    from cicsplan.core.common.limits import MAX_PLAN_BYTES  # as shipped_data reads the same files

    try:
        files = data_cache.folder_files(root, SUFFIXES, MAX_PLAN_BYTES)
    except (OSError, ValueError):
        return None
    core = Path(__file__).resolve().parent.parent
    return data_cache.key_of(files.items(), data_cache.code_stamp(*(core / room for room in _CODE)), ENTRY)


def _well_formed(cached: object) -> bool:
    """An entry holds a list of lines of the fields above, each of its type (a damaged entry is built again)."""
    kinds = {"id": str, "family": str, "name": str, "low_tps": float, "high_tps": float, "published_ms": float,
             "flags": int, "source": str, "document": (str, type(None))}
    return isinstance(cached, list) and bool(cached) and all(
        isinstance(line, dict) and tuple(line) == FIELDS and all(isinstance(line[k], kinds[k]) for k in FIELDS)
        for line in cached)
