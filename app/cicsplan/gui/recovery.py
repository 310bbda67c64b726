"""Never lose a plan: periodic autosave to a recovery file, and an offer to recover after a crash.

Each running window holds a lock beside its recovery file; a recovery file whose lock nobody
holds belongs to a session that ended without saving (a crash, a kill, a power cut).
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QStandardPaths

from cicsplan.core.plan import Plan
from cicsplan.core.planio import PlanLoadError, atomic_write_text, parse_plan_text, plan_to_text

SUFFIX = ".recovery.json"


def recovery_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    folder = Path(base) / "recovery"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@dataclass
class RecoveryFile:
    path: Path
    plan_name: str
    original: str | None
    saved_at: float

    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        where = f", last saved as {self.original}" if self.original else ", never saved"
        return f"'{self.plan_name}' (autosaved {when}{where})"


class RecoverySession:
    """This window's recovery file: write while there are unsaved changes, remove when saved or closed."""

    def __init__(self, folder: Path | None = None):
        self.folder = folder or recovery_dir()
        self.id = uuid.uuid4().hex
        self.path = self.folder / f"{self.id}{SUFFIX}"
        self.lock = QLockFile(str(self.folder / f"{self.id}.lock"))
        self.lock.setStaleLockTime(0)
        self.lock.tryLock(0)

    def write(self, plan: Plan, original: Path | None) -> None:
        payload = {"cicsplan_recovery": 1, "saved_at": time.time(),
                   "original": str(original) if original else None, "plan": json.loads(plan_to_text(plan))}
        atomic_write_text(self.path, json.dumps(payload, ensure_ascii=False))

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)

    def close(self) -> None:
        self.discard()
        self.lock.unlock()
        Path(self.lock.fileName()).unlink(missing_ok=True)


def orphaned(folder: Path | None = None) -> list[RecoveryFile]:
    """Recovery files left by sessions that are no longer running, newest first."""
    folder = folder or recovery_dir()
    found = []
    for path in folder.glob(f"*{SUFFIX}"):
        session = path.name.removesuffix(SUFFIX)
        lock = QLockFile(str(folder / f"{session}.lock"))
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            continue  # a running window owns it
        lock.unlock()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            original = data.get("original")
            found.append(RecoveryFile(path, str(data["plan"].get("name", "Untitled plan")),
                                      original if isinstance(original, str) else None,
                                      _timestamp(data.get("saved_at"), path)))
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            continue  # damaged beyond use; leave it for the user to inspect
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


def _timestamp(value: object, path: Path) -> float:
    """When the file was autosaved: its own record if that is a plausible time, else the file's date."""
    if isinstance(value, int | float) and not isinstance(value, bool) and 0 < value < 32_503_680_000:  # year 3000
        return float(value)
    return path.stat().st_mtime


def load_recovered(item: RecoveryFile) -> Plan:
    """The plan in a recovery file; PlanLoadError (saying why) when the file is damaged."""
    try:
        data = json.loads(item.path.read_text(encoding="utf-8"))
        text = json.dumps(data["plan"], allow_nan=True)
    except (OSError, ValueError, KeyError, TypeError, RecursionError) as exc:
        raise PlanLoadError(f"the recovery file {item.path.name} is damaged: "
                            f"{exc.strerror if isinstance(exc, OSError) else exc}") from None
    return parse_plan_text(text, "the recovered plan").plan


def forget(item: RecoveryFile) -> None:
    item.path.unlink(missing_ok=True)
    (item.path.parent / f"{item.path.name.removesuffix(SUFFIX)}.lock").unlink(missing_ok=True)
