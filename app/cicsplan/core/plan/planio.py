"""Reading and writing plan files safely.

Reading never shows a traceback: a damaged, truncated, wrong-typed, oversized or future-version
file raises PlanLoadError with a message naming the problem. Writing goes through core.common.userfiles:
atomic (a failed or interrupted save leaves the previous file intact), through symbolic links,
never over a read-only file, and, given the state the plan was opened with, never over someone
else's newer version. A plan beyond the limits of core.common.limits is neither opened nor saved, so
cicsplan never writes a plan it would refuse to open.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any

from cicsplan.core.common import userfiles
from cicsplan.core.common.limits import MAX_PLAN_BYTES
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.userfiles import DiskState, FileReadError, FileWriteError
from cicsplan.core.common.wording import noun_for, value_text
from cicsplan.core.plan.bounds import plan_problems
from cicsplan.core.plan.plan import CURRENT_VERSION, FORMAT, Plan, PlanFormatError, plan_from_json, plan_to_json

PLAN_SUFFIX = ".cicsplan.json"

# Migration from version N to N+1, keyed by N. Each takes and returns a JSON document.
Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}


class PlanLoadError(ValueError):
    """A plan file cannot be opened; str() is a message for the planner."""


# A plan could not be saved; the previous file (if any) is unchanged. The same type as every refused write, so
# ReadOnlyFileError and ChangedOnDiskError are PlanSaveErrors too.
PlanSaveError = FileWriteError


@dataclass
class LoadedPlan:
    plan: Plan
    path: Path | None
    migrated_from: int | None = None
    warnings: list[str] = field(default_factory=list)
    disk_state: DiskState | None = None  # the file as it was read (to notice someone else's later save)


MAX_DEPTH = 64  # a plan is about six levels deep; kept unknown keys may nest more, but not without bound


class _BadNumber:
    """A literal JSON text may hold but a plan cannot (NaN, Infinity, beyond a float's range): kept in
    place while parsing so the message can say where it is."""

    def __init__(self, reason: str):
        self.reason = reason


def _reject_constant(name: str) -> _BadNumber:
    return _BadNumber(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float | _BadNumber:
    value = float(text)
    if not math.isfinite(value):
        return _BadNumber(f"the number {text[:30]} is too large")
    return value


def _finite_int(text: str) -> int | _BadNumber:
    # the engine computes in floats: a whole number beyond their range would crash it, not just be out of range
    value = int(text) if len(text) <= 320 else None
    if value is None or abs(value) > 2**1023:
        shown = text if len(text) <= 30 else f"{text[:20]}... ({len(text)} digits)"
        return _BadNumber(f"the number {shown} is too large")
    return value


def _check_tree(doc: Any, source: str) -> None:
    """Refuse numbers a plan cannot hold and nesting deeper than MAX_DEPTH, naming where (no recursion)."""
    stack: list[tuple[Any, str, int]] = [(doc, "", 1)]
    while stack:
        node, where, depth = stack.pop()
        if isinstance(node, _BadNumber):
            raise PlanLoadError(f"{source} is not valid: {node.reason} (at {_where(where)})")
        if depth > MAX_DEPTH:
            raise PlanLoadError(f"{source} is nested too deeply to be a plan (more than {MAX_DEPTH} levels, "
                                f"at {_where(where)})")
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, value in items:
            if isinstance(value, dict | list | _BadNumber):
                path = f"{where}[{key}]" if isinstance(node, list) else f"{where}.{key}" if where else str(key)
                stack.append((value, path, depth + 1))


def _where(path: str) -> str:
    return f"'{path}'" if path else "the top level"


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_strings(doc: Any, source: str) -> None:
    """Refuse text that is not Unicode (a lone surrogate, which JSON escapes can spell): no file could hold it."""
    stack: list[tuple[Any, str]] = [(doc, "")]
    while stack:
        node, where = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            path = f"{where}[{key}]" if isinstance(node, list) else f"{where}.{key}" if where else str(key)
            if any(isinstance(t, str) and _SURROGATE.search(t) for t in (key, value)):
                raise PlanLoadError(f"{source} is not valid: it holds text that is not Unicode (a lone surrogate "
                                    "escape such as \\ud800) at "
                                    f"{_where(path.encode('utf-8', 'backslashreplace').decode('utf-8'))}")
            stack.append((value, path))


def parse_plan_text(text: str, source: str = "the plan") -> LoadedPlan:
    """Parse plan JSON text; raise PlanLoadError with a clear message on any problem."""
    if not text.strip():
        raise PlanLoadError(f"{source} is empty")
    repeated: list[str] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        # JSON lets a hand-edited file say a key twice; the last one wins, and the planner is told
        out: dict[str, Any] = {}
        for key, value in items:
            if key in out and key not in repeated:
                repeated.append(key)
            out[key] = value
        return out

    try:
        doc = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float, parse_int=_finite_int,
                         object_pairs_hook=pairs)
    except json.JSONDecodeError as exc:
        what = exc.msg.removesuffix(" at")  # "Unterminated string starting at": the position ends the sentence
        raise PlanLoadError(f"{source} is not valid JSON: {what[:1].lower()}{what[1:]} at line {exc.lineno}, column "
                            f"{exc.colno}; it may be truncated or damaged") from None
    except RecursionError:
        raise PlanLoadError(f"{source} is nested too deeply to be a plan") from None
    except ValueError as exc:
        raise PlanLoadError(f"{source} is not valid: {exc}") from None
    if _SURROGATE_ESCAPE.search(text):  # only then can decoded text hold a lone surrogate
        _check_strings(doc, source)
    loaded = load_plan_document(doc, source)
    if repeated:
        shown = ", ".join(repr(k[:40]) for k in repeated[:5]) + (" and more" if len(repeated) > 5 else "")
        loaded.warnings.append(f"{source} gives the {noun_for(len(repeated), 'key')} {shown} twice in one "
                               "place; the last value of each is used")
    return loaded


def load_plan_document(doc: Any, source: str = "the plan") -> LoadedPlan:
    if isinstance(doc, dict | list | _BadNumber):
        _check_tree(doc, source)
    if not isinstance(doc, dict):
        raise PlanLoadError(f"{source} is not a cicsplan plan: it holds a JSON {type(doc).__name__}, "
                            "not an object")
    if doc.get("format") != FORMAT:
        found = doc.get("format")
        what = f"its format is {value_text(found)}" if found is not None else "it has no \"format\": \"cicsplan\" field"
        raise PlanLoadError(f"{source} is not a cicsplan plan: {what}")
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise PlanLoadError(f"{source} has an invalid version ({value_text(version)}); plan versions are whole numbers "
                            "from 1")
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
    problems = plan_problems(plan)
    if problems:
        raise PlanLoadError(f"{source} holds more than cicsplan opens: {_listed(problems)}")
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
    """Read a plan file. Raises PlanLoadError naming the file and the problem (model.plan_catalog.open_plan
    adds what the plan's record of its catalog says)."""
    path = Path(path)
    name = f"'{path.name}'"
    try:
        raw, state = userfiles.read_bytes_and_state(path, MAX_PLAN_BYTES, "plan file")
    except FileReadError as exc:
        raise PlanLoadError(str(exc)) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise PlanLoadError(f"{name} is not a text file in UTF-8; it is not a cicsplan plan") from None
    loaded = parse_plan_text(text, name)
    loaded.path = path
    loaded.disk_state = state
    return loaded


def plan_to_text(plan: Plan) -> str:
    return json.dumps(plan_to_json(plan), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def atomic_write_text(path: str | os.PathLike[str], text: str) -> DiskState:
    """Write ``text`` to ``path`` atomically; raise PlanSaveError (target untouched) on failure."""
    return userfiles.write_text(path, text)


def save_plan(plan: Plan, path: str | os.PathLike[str], *, unchanged_since: DiskState | None = None) -> DiskState:
    """Save atomically and return the state written. Raises PlanSaveError with the reason (ChangedOnDiskError
    when ``unchanged_since`` is given and the file no longer holds that; ReadOnlyFileError for a read-only
    file); the plan in memory is untouched (model.plan_catalog.save_plan first records the catalog it is saved
    with). A plan cicsplan would not open again is not saved."""
    name = f"'{Path(path).name}'"
    problems = plan_problems(plan)
    if problems:
        raise PlanSaveError(f"could not save {name}: the plan holds more than cicsplan opens ({_listed(problems)}), "
                            "so it would not open again. Nothing was saved.")
    try:
        text = plan_to_text(plan)
    except (TypeError, ValueError, RecursionError) as exc:
        raise PlanSaveError(f"the plan holds a value that cannot be saved: {exc}") from None
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_PLAN_BYTES:
        raise PlanSaveError(f"could not save {name}: as a file the plan would be {userfiles.size_text(size)}, and "
                            f"cicsplan opens plan files of at most {userfiles.size_text(MAX_PLAN_BYTES)}, so it "
                            "would not open again. Nothing was saved; split the plan (fewer scenarios or workloads "
                            "in each file).")
    return userfiles.write_text(path, text, unchanged_since=unchanged_since)


def _listed(problems: list[str]) -> str:
    shown = "; ".join(problems[:3])
    return shown + (f"; and {len(problems) - 3} more" if len(problems) > 3 else "")


def backup_path(path: Path, version: int) -> Path:
    """Where the original of a migrated plan is kept before it is first overwritten."""
    return path.with_name(f"{path.name}.v{version}.bak")
