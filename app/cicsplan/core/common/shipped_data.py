"""cicsplan's own data files (the installation's models folder: the catalog, the assumptions, the capacity
ratings) read once per process, their parsed TOML kept in the data cache (``data_cache``) between processes.

``read_toml(path)`` of a file in the installation's models folder returns what ``tomllib`` gives for it, from the
cache when the cache was built from the same bytes of every TOML file there; a file anywhere else (a test's
copy, a user's file) is parsed as it is. The callers check what they get exactly as before: the cache changes
where the data comes from, never what is accepted. When any shipped file cannot be read or parsed, nothing is
cached and each file is parsed on its own, so the error names the file as it always did.
"""

from __future__ import annotations

import datetime
import os
import threading
from dataclasses import field
from pathlib import Path
from typing import Any

from cicsplan.core.common import data_cache, limits, userfiles
from cicsplan.core.common.records import dataclass

ENTRY = "models-toml"
SUFFIXES = (".toml", ".csv")  # what the models folder holds: the TOML files parsed, the CSV files as text
_DATE_TAG = "$toml-date"  # TOML dates and times, which JSON lacks, kept as {"$toml-date": [kind, ISO text]}


@dataclass
class _Folder:
    """The models folder as read by this process: every file's bytes, and the TOML files parsed."""

    root: Path
    files: dict[str, bytes] = field(default_factory=dict)
    parsed: dict[str, Any] | None = None  # None: a file failed, each is parsed on its own


_lock = threading.Lock()
_folders: dict[Path, _Folder] = {}


def installation_models() -> Path | None:
    """The installation's models folder (None when it cannot be found: the readers then report the files)."""
    from cicsplan.paths import DataFolderMissing, models_dir

    try:
        return models_dir()
    except DataFolderMissing:
        return None


def read_toml(path: Path, what: str, limit_bytes: int | None = None) -> dict[str, Any]:
    """The parsed TOML of ``path``: from the cache for a file of the installation's models folder; else parsed
    now. Raises userfiles.FileReadError or tomllib.TOMLDecodeError (``toml_decode_error()``) as reading the file
    itself does. The data of a shipped file is shared by every caller: read it, never change it."""
    folder, name = _folder_of(path)
    if folder is not None and folder.parsed is not None and name in folder.parsed:
        return folder.parsed[name]
    import tomllib

    return tomllib.loads(read_text(path, what, limit_bytes))


def toml_decode_error() -> type[ValueError]:
    """tomllib's TOMLDecodeError, for an ``except`` clause (evaluated only when an exception is raised): tomllib
    itself (about 3 ms with its patterns) is imported only when a file has to be parsed, on a cache miss or for a
    file outside the installation."""
    import tomllib

    return tomllib.TOMLDecodeError


def read_bytes(path: Path, what: str, limit_bytes: int | None = None) -> bytes:
    """The bytes of ``path`` (read once per process for a file of the installation's models folder);
    userfiles.FileReadError or OSError as reading it does. ``limit_bytes`` (default: limits.MAX_PLAN_BYTES) bounds
    what is read of a file outside the installation's folder."""
    folder, name = _folder_of(path)
    if folder is not None and name in folder.files:
        return folder.files[name]
    return userfiles.read_bytes(path, limits.MAX_PLAN_BYTES if limit_bytes is None else limit_bytes, what)


def read_text(path: Path, what: str, limit_bytes: int | None = None) -> str:
    """The UTF-8 text of ``path`` (see read_bytes)."""
    return userfiles.decode_text(read_bytes(path, what, limit_bytes), path)


def _folder_of(path: Path) -> tuple[_Folder | None, str]:
    """The installation's models folder as read by this process, and ``path``'s name in it; (None, "") for a file
    elsewhere. Paths are compared as given (cicsplan builds them from paths.models_dir()): another spelling of
    the same file is simply read from disk."""
    root = installation_models()
    if root is None:
        return None, ""
    text, prefix = str(path), str(root) + os.sep
    if not text.startswith(prefix):
        return None, ""
    with _lock:
        folder = _folders.get(root)
        if folder is None:
            folder = _folders[root] = _read_folder(root)
    return folder, text[len(prefix):].replace(os.sep, "/")


def files_of(root: Path) -> dict[str, bytes] | None:
    """Every TOML and CSV file of ``root`` by its path relative to it (``/`` between folders), in the order of
    their paths' parts, when ``root`` is the installation's models folder and every one could be read; else None."""
    folder, _ = _folder_of(Path(root) / "_")
    if folder is None or folder.parsed is None:
        return None
    return dict(sorted(folder.files.items(), key=lambda item: item[0].split("/")))


def _read_folder(root: Path) -> _Folder:
    folder = _Folder(root)
    try:
        folder.files = data_cache.folder_files(root, SUFFIXES, limits.MAX_PLAN_BYTES)
    except (OSError, ValueError):
        return folder  # parsed stays None: each reader reports its own file
    toml = {name: data for name, data in folder.files.items() if name.endswith(".toml")}
    key = data_cache.key_of(sorted(toml.items()), "tomllib")
    cached = data_cache.load(ENTRY, key, _shipped_places(root), object_hook=_restore)
    if isinstance(cached, dict) and set(cached) == set(toml) and all(isinstance(v, dict) for v in cached.values()):
        folder.parsed = cached
        return folder
    import tomllib

    try:
        parsed = {name: tomllib.loads(data.decode("utf-8-sig")) for name, data in toml.items()}
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return folder
    data_cache.store(ENTRY, key, _plain(parsed))
    folder.parsed = parsed
    return folder


def _shipped_places(root: Path) -> list[Path]:
    """Where an installation keeps prebuilt entries: ``cache`` beside its models folder (installers/ builds it)."""
    return [root.parent / "cache"]


def _plain(data: Any) -> Any:
    """``data`` with TOML's dates and times as tagged JSON values."""
    if isinstance(data, dict):
        return {k: _plain(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_plain(v) for v in data]
    if isinstance(data, datetime.datetime | datetime.date | datetime.time):
        return {_DATE_TAG: [type(data).__name__, data.isoformat()]}
    return data


def _restore(data: dict[str, Any]) -> Any:
    """One JSON object of the entry as TOML gave it: a tagged date or time back as one (json's object_hook)."""
    tagged = data.get(_DATE_TAG) if len(data) == 1 else None
    if isinstance(tagged, list) and len(tagged) == 2:
        kind, text = tagged
        parse = {"datetime": datetime.datetime, "date": datetime.date, "time": datetime.time}.get(kind)
        if parse is not None and isinstance(text, str):
            return parse.fromisoformat(text)  # a ValueError makes the whole entry unreadable: rebuilt
    return data
