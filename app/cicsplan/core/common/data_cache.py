"""A cache of what cicsplan derives from its own shipped data files, kept as JSON so the next start reads it in a
few milliseconds instead of parsing the files again (Python's TOML reader takes about 100 ms over the catalog).

An entry is one JSON file: a header line naming the format, the key it was built for and a digest of the data
that follows, then the data. The key is a digest (BLAKE2b) of the source files' names and bytes, the cicsplan and
Python versions and whatever the caller adds (the code that derived the data): a changed source, another version
or another interpreter gives another key, and the entry is built again. An entry that cannot be read, is not
JSON, is truncated, was built for other sources or holds data that does not match its digest is ignored and
rebuilt: a cache never makes an error a user sees, and a cache that cannot be written only costs the time.

JSON rather than pickle: what comes back is plain data (dicts, lists, texts, numbers), which the callers check
as they check the files themselves, so a stale or tampered entry cannot run code or smuggle in an object.

Where entries live, first found first used:
- ``CICSPLAN_CACHE_DIR`` when set (tests; a locked-down desktop that redirects it);
- the folders the installation ships prebuilt entries in (a frozen bundle carries them, built by installers/);
- the user's cache folder: ``%LOCALAPPDATA%\\cicsplan\\Cache`` on Windows, ``~/Library/Caches/cicsplan`` on macOS,
  ``$XDG_CACHE_HOME/cicsplan`` (default ``~/.cache/cicsplan``) elsewhere. New entries are written there (or to
  ``CICSPLAN_CACHE_DIR``).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: `cicsplan catalog` reads an entry at start
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence
    from typing import Any

ENV_VAR = "CICSPLAN_CACHE_DIR"
FORMAT = "cicsplan-data-cache 1"
MAX_ENTRY_BYTES = 64 * 1024 * 1024  # far above any entry (the catalog's is about 0.5 MB); a bound for a damaged file
_DIGEST_BYTES = 20


def user_cache_folder(environ: dict[str, str] | None = None, platform: str | None = None,
                      home: Path | None = None) -> Path | None:
    """The folder for cicsplan's cache entries by the platform's rules (see the module's notes); None when the
    platform gives none (no home folder)."""
    env = os.environ if environ is None else environ
    given = env.get(ENV_VAR)
    if given:
        return Path(given)
    platform = platform or sys.platform
    try:
        home = home or Path.home()
    except (RuntimeError, KeyError, OSError):  # no HOME and no password entry: a service account
        home = None
    if platform.startswith("win"):
        local = env.get("LOCALAPPDATA")
        if local:
            return Path(local) / "cicsplan" / "Cache"
        return home / "AppData" / "Local" / "cicsplan" / "Cache" if home else None
    if platform == "darwin":
        return home / "Library" / "Caches" / "cicsplan" if home else None
    xdg = env.get("XDG_CACHE_HOME", "")
    if xdg and Path(xdg).is_absolute():  # the XDG rule: a relative path is to be ignored
        return Path(xdg) / "cicsplan"
    return home / ".cache" / "cicsplan" if home else None


def key_of(sources: Iterable[tuple[str, bytes]], *stamps: str) -> str:
    """The key of an entry built from ``sources`` (name, bytes) by code identified by ``stamps``."""
    from cicsplan import __version__

    digest = hashlib.blake2b(digest_size=_DIGEST_BYTES)
    for stamp in (FORMAT, __version__, sys.version, *stamps):
        digest.update(stamp.encode("utf-8") + b"\0")
    for name, data in sources:
        digest.update(name.encode("utf-8") + b"\0" + len(data).to_bytes(8, "little") + data)
    return digest.hexdigest()


def code_stamp(*packages: Path) -> str:
    """A digest of the Python source files of ``packages`` (folders), where they exist as files: a source checkout
    whose code changed builds its entries again while its version stays. A frozen bundle has no such files; its
    version pins its code."""
    digest = hashlib.blake2b(digest_size=_DIGEST_BYTES)
    for folder in packages:
        for path in sorted(folder.glob("*.py")):
            try:
                digest.update(path.name.encode("utf-8") + b"\0" + path.read_bytes())
            except OSError:
                continue
    return digest.hexdigest()


def folder_files(root: Path, suffixes: tuple[str, ...], limit_bytes: int) -> dict[str, bytes]:
    """The bytes of every file under ``root`` whose name ends in one of ``suffixes``, by its path relative to
    ``root`` (``/`` between folders), in the order of a sorted walk: the sources of an entry built from a folder.
    Raises userfiles.FileReadError (a ValueError) or OSError for a file that cannot be read."""
    from cicsplan.core.common import userfiles

    found: dict[str, bytes] = {}
    for folder, dirs, names in os.walk(root):
        dirs.sort()
        base = Path(folder).relative_to(root)
        for name in sorted(names):
            if name.endswith(suffixes):
                found[(base / name).as_posix()] = userfiles.read_bytes(Path(folder) / name, limit_bytes, "data file")
    return found


def places(shipped: Sequence[Path] = ()) -> list[Path]:
    """The folders looked in, in order (see the module's notes)."""
    own = user_cache_folder()
    if os.environ.get(ENV_VAR):
        return [own] if own else []
    return [*shipped, *([own] if own else [])]


def load(name: str, key: str, shipped: Sequence[Path] = (),
         object_hook: Callable[[dict[str, Any]], Any] | None = None) -> Any | None:
    """The data of entry ``name`` built for ``key``, or None when no readable, intact entry for it exists.
    ``object_hook`` turns each JSON object back into what it stood for (see json.loads)."""
    for folder in places(shipped):
        data = _read(folder / f"{name}.json", key, object_hook)
        if data is not None:
            return data
    return None


def store(name: str, key: str, data: Any) -> bool:
    """Keep ``data`` (plain JSON data) as entry ``name`` for ``key`` in the user's cache folder; False when it
    cannot be written (no such folder can be made, a read-only disk): the next start builds it again."""
    from cicsplan.core.common import userfiles

    folder = user_cache_folder()
    if folder is None:
        return False
    try:
        body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    except (TypeError, ValueError):  # not plain data: a caller's mistake, never the user's problem
        return False
    header = json.dumps({"format": FORMAT, "key": key, "digest": _digest(body)}).encode("utf-8")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        userfiles.write_bytes(folder / f"{name}.json", header + b"\n" + body, verb="write")
    except (OSError, ValueError):
        return False
    return True


def cached(name: str, key: str, build: Callable[[], Any], shipped: Sequence[Path] = ()) -> Any:
    """Entry ``name`` for ``key``: read when an intact one exists, else ``build()`` and kept for the next time.
    ``build`` raising passes through and nothing is kept."""
    data = load(name, key, shipped)
    if data is None:
        data = build()
        store(name, key, data)
    return data


def _read(path: Path, key: str, object_hook: Callable[[dict[str, Any]], Any] | None) -> Any | None:
    from cicsplan.core.common import userfiles

    try:
        raw = userfiles.read_bytes(path, MAX_ENTRY_BYTES, "cache entry")
    except (OSError, ValueError):  # missing (the usual miss), unreadable, not an ordinary file, too big
        return None
    header, _, body = raw.partition(b"\n")
    try:
        head = json.loads(header)
        if not isinstance(head, dict) or head.get("format") != FORMAT or head.get("key") != key \
                or head.get("digest") != _digest(body):
            return None
        return json.loads(body, object_hook=object_hook)
    except (ValueError, TypeError, RecursionError):  # not JSON (UnicodeDecodeError is a ValueError), or absurdly nested
        return None


def _digest(body: bytes) -> str:
    return hashlib.blake2b(body, digest_size=_DIGEST_BYTES).hexdigest()
