"""Reading and writing plan files safely.

Reading never shows a traceback: a damaged, truncated, wrong-typed or future-version file
raises PlanLoadError with a message naming the problem. Writing is atomic: a temporary file
in the same folder is written, flushed and fsynced, then replaces the target, so a failed
or interrupted save leaves the previous file intact.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cicsplan.core.plan import CURRENT_VERSION, FORMAT, Plan, PlanFormatError, plan_from_json, plan_to_json

MAX_PLAN_BYTES = 64 * 1024 * 1024
PLAN_SUFFIX = ".cicsplan.json"

# Migration from version N to N+1, keyed by N. Each takes and returns a JSON document.
Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}


class PlanLoadError(ValueError):
    """A plan file cannot be opened; str() is a message for the planner."""


class PlanSaveError(OSError):
    """A plan could not be saved; the previous file (if any) is unchanged."""


@dataclass
class LoadedPlan:
    plan: Plan
    path: Path | None
    migrated_from: int | None = None
    warnings: list[str] = field(default_factory=list)


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:30]} is too large")
    return value


def parse_plan_text(text: str, source: str = "the plan") -> LoadedPlan:
    """Parse plan JSON text; raise PlanLoadError with a clear message on any problem."""
    if not text.strip():
        raise PlanLoadError(f"{source} is empty")
    try:
        doc = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        raise PlanLoadError(f"{source} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}); "
                            "it may be truncated or damaged") from None
    except RecursionError:
        raise PlanLoadError(f"{source} is nested too deeply to be a plan") from None
    except ValueError as exc:
        raise PlanLoadError(f"{source} is not valid: {exc}") from None
    return load_plan_document(doc, source)


def load_plan_document(doc: Any, source: str = "the plan") -> LoadedPlan:
    if not isinstance(doc, dict):
        raise PlanLoadError(f"{source} is not a cicsplan plan: it holds a JSON {type(doc).__name__}, "
                            "not an object")
    if doc.get("format") != FORMAT:
        found = doc.get("format")
        what = f"its format is {found!r}" if found is not None else "it has no \"format\": \"cicsplan\" field"
        raise PlanLoadError(f"{source} is not a cicsplan plan: {what}")
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise PlanLoadError(f"{source} has an invalid version {version!r}; plan versions are whole numbers from 1")
    if version > CURRENT_VERSION:
        raise PlanLoadError(f"{source} was written by a newer cicsplan (plan format version {version}); this "
                            f"cicsplan reads versions up to {CURRENT_VERSION}. Open it with a newer cicsplan.")
    migrated_from = None
    if version < CURRENT_VERSION:
        migrated_from = version
        doc = migrate(doc)
    try:
        plan = plan_from_json(doc)
    except PlanFormatError as exc:
        raise PlanLoadError(f"{source} cannot be read: {exc}") from None
    warnings = [f"unknown field '{k}' kept as it is" for k in plan.extra]
    return LoadedPlan(plan=plan, path=None, migrated_from=migrated_from, warnings=warnings)


def migrate(doc: dict[str, Any]) -> dict[str, Any]:
    """Bring a document up to CURRENT_VERSION one step at a time."""
    version = doc["version"]
    while version < CURRENT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise PlanLoadError(f"no migration from plan format version {version}")
        doc = step(dict(doc))
        version += 1
        doc["version"] = version
    return doc


def load_plan(path: str | os.PathLike[str]) -> LoadedPlan:
    """Read a plan file. Raises PlanLoadError naming the file and the problem."""
    path = Path(path)
    name = f"'{path.name}'"
    try:
        size = path.stat().st_size
        if size > MAX_PLAN_BYTES:
            raise PlanLoadError(f"{name} is {size / 2**20:.0f} MB; a plan file is at most "
                                f"{MAX_PLAN_BYTES // 2**20} MB")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise PlanLoadError(f"{name} does not exist (looked for {path})") from None
    except IsADirectoryError:
        raise PlanLoadError(f"{name} is a folder, not a plan file") from None
    except PermissionError:
        raise PlanLoadError(f"{name} cannot be read: permission denied") from None
    except OSError as exc:
        raise PlanLoadError(f"{name} cannot be read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise PlanLoadError(f"{name} is not a text file in UTF-8; it is not a cicsplan plan") from None
    loaded = parse_plan_text(text, name)
    loaded.path = path
    return loaded


def plan_to_text(plan: Plan) -> str:
    return json.dumps(plan_to_json(plan), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` atomically; raise PlanSaveError (target untouched) on failure."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    data = text.encode("utf-8")
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            shutil.copymode(path, tmp_name)
        os.replace(tmp_name, path)
        tmp_name = None
        _fsync_folder(folder)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise PlanSaveError(f"could not save '{path.name}' in {folder}: {reason}. "
                            "The previous file, if any, is unchanged.") from None
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


def _fsync_folder(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open folders this way.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_plan(plan: Plan, path: str | os.PathLike[str]) -> None:
    """Save atomically. Raises PlanSaveError with the reason; the plan in memory is untouched."""
    try:
        text = plan_to_text(plan)
    except (TypeError, ValueError) as exc:
        raise PlanSaveError(f"the plan holds a value that cannot be saved: {exc}") from None
    atomic_write_text(path, text)


def backup_path(path: Path, version: int) -> Path:
    """Where the original of a migrated plan is kept before it is first overwritten."""
    return path.with_name(f"{path.name}.v{version}.bak")
