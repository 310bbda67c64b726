"""The costs derived from the installation's models (both methods at the default saturation rule, and each model's
busiest run) kept in the data cache (core/common/data_cache.py) between processes: a command reads them instead of
fitting every model again (issue 29: `compute --json` five times faster than the spreadsheet it replaces).

The entry's key is the digest of every file of the models folder, of this room's code (what derives the costs)
and of numpy's version (its least squares): a changed model, fit or numpy derives them again. What comes back is
rebuilt into the same frozen dataclasses of plain numbers, texts and tuples the derivation makes, JSON keeping
every float exactly (Python writes the shortest text that reads back as the same float); an entry that does not
rebuild, or lacks a model, is ignored and derived again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import numpy as np

from cicsplan.core.common import data_cache, shipped_data

ENTRY = "derived-costs"
_TYPE = "$type"  # the key naming the dataclass a JSON object stands for
_PARTS = ("published", "fitted", "busiest")


def derived(folder: Path, ids: Iterable[str], build: Callable[[], dict[str, dict[str, Any]]],
            classes: tuple[type, ...]) -> dict[str, dict[str, Any]]:
    """By model id, ``build()``'s {"published", "fitted", "busiest"} for the models ``ids`` of the installation's
    ``folder``: from the data cache when an intact entry for the folder's files and this code has every one of
    them, else built and kept. ``classes``: the dataclasses the values are made of."""
    files = shipped_data.files_of(folder)
    if files is None:  # not the installation's folder as read by this process: nothing to key an entry on
        return build()
    key = data_cache.key_of(files.items(), data_cache.code_stamp(Path(__file__).parent), f"numpy {np.__version__}",
                            ENTRY)
    by_name = {cls.__name__: cls for cls in classes}
    kept = data_cache.load(ENTRY, key, object_hook=lambda obj: _rebuilt(obj, by_name))
    wanted = set(ids)
    if isinstance(kept, dict) and wanted <= set(kept) and all(_whole(kept[i], classes) for i in wanted):
        return kept
    made = build()
    data_cache.store(ENTRY, key, plain(made))
    return made


def plain(value: Any) -> Any:
    """``value`` as plain JSON data: a dataclass as an object naming its type, a tuple as a list."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {_TYPE: type(value).__name__,
                **{f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    return value


def _rebuilt(obj: dict[str, Any], by_name: dict[str, type]) -> Any:
    """A JSON object back as the dataclass it names (lists as the tuples the dataclasses hold); TypeError for an
    unknown type or fields that do not fit it, which makes the entry unreadable."""
    name = obj.get(_TYPE)
    if name is None:
        return obj
    cls = by_name.get(name) if isinstance(name, str) else None
    if cls is None:
        raise TypeError("not a kept type")
    return cls(**{key: tuple(item) if isinstance(item, list) else item for key, item in obj.items() if key != _TYPE})


def _whole(entry: Any, classes: tuple[type, ...]) -> bool:
    return isinstance(entry, dict) and set(entry) == set(_PARTS) and all(
        isinstance(entry[part], classes) for part in _PARTS)
