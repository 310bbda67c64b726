"""Never lose a plan: periodic autosave to a recovery file, and an offer to recover after a crash.

Each running window holds a lock beside its recovery file; a recovery file whose lock nobody holds belongs to a
session that ended without saving (a crash, a kill, a power cut). Nothing found there is dropped unseen and
nothing is offered in a loop:

- a recovery file being opened is first renamed ``*.recovering.json`` under a lock this process holds; a start
  that finds one nobody holds knows the last recovery did not finish (cicsplan stopped while opening it);
- such a file, one that cannot be read, or one whose plan cannot be opened is set aside: moved to the
  'set aside' folder beside the recovery files, its plan written as a plan file File > Open reads, and the
  user is told where it is;
- locks of sessions that are gone, with or without a recovery file, are removed.

A recovery file is a save like any other: it records the plan file's absolute path and the state of that file
(size, modification time, content hash) when the window read or last wrote it, so a recovered plan is compared
with the file before it is saved over it, as a plan opened normally is. Recovery files are read through the
guarded reader (core.common.userfiles): a named pipe or a device among them is set aside, never opened.
"""

from __future__ import annotations

import json
import os
import re
import time
import uuid
from dataclasses import field
from pathlib import Path

from PySide6.QtCore import QLockFile, QStandardPaths

from cicsplan.core.common import limits, userfiles
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.userfiles import DiskState, FileReadError
from cicsplan.core.plan.plan import Plan
from cicsplan.core.plan.planio import (
    PLAN_SUFFIX,
    PlanLoadError,
    PlanSaveError,
    atomic_write_text,
    parse_plan_text,
    plan_to_text,
)

SUFFIX = ".recovery.json"
RECOVERING = ".recovering.json"  # a recovery file while a window opens it
LOCK = ".lock"
SET_ASIDE = "set aside"  # the folder, beside the recovery files, of what could not be recovered


def recovery_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    folder = Path(base) / "recovery"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@dataclass
class RecoveryFile:
    path: Path
    plan_name: str
    original: str | None  # the plan file's path as recorded (absolute, unless an older cicsplan wrote it)
    saved_at: float
    original_state: DiskState | None = None  # that file as the window last read or wrote it
    original_state_from: str = "opened"  # or "saved"

    @property
    def original_path(self) -> Path | None:
        """Where Save may write the recovered plan without asking for a place: the recorded path when it is
        absolute; None for a plan never saved or recorded without its folder."""
        if self.original is None or not os.path.isabs(self.original):
            return None
        return Path(self.original)

    @property
    def session(self) -> str:
        return _session(self.path)

    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        where = f", last saved as {self.original}" if self.original else ", never saved"
        return f"'{self.plan_name}' (autosaved {when}{where})"


@dataclass
class SetAside:
    """A recovery file that could not be recovered, kept where the user can find it."""

    path: Path  # where it is now: a plan file when its plan could be read, else the file as it was
    reason: str  # why it was set aside, as a clause: "it cannot be read (...)"
    opens: bool  # File > Open reads it

    def describe(self) -> str:
        how = " (open it with File > Open)" if self.opens else ""
        return f"{self.reason[:1].upper()}{self.reason[1:]}. It is kept as {self.path}{how}."


@dataclass
class Found:
    """What a start finds in the recovery folder: work to offer (newest first) and what was set aside."""

    offers: list[RecoveryFile] = field(default_factory=list)
    set_aside: list[SetAside] = field(default_factory=list)


@dataclass
class Claim:
    """A recovery file this process is opening: renamed ``*.recovering.json``, its session's lock held."""

    item: RecoveryFile
    lock: QLockFile


class RecoveryBusy(Exception):
    """Another window took the recovery file first."""


class RecoverySession:
    """This window's recovery file: write while there are unsaved changes, remove when saved or closed."""

    def __init__(self, folder: Path | None = None):
        self.folder = folder or recovery_dir()
        self.id = uuid.uuid4().hex
        self.path = self.folder / f"{self.id}{SUFFIX}"
        self.lock = _lock(self.folder, self.id)
        self.lock.tryLock(0)

    def write(self, plan: Plan, original: Path | None, state: DiskState | None = None,
              state_from: str = "opened") -> None:
        """Autosave ``plan``; ``original`` is its file, ``state`` that file as the window read or wrote it."""
        payload = {"cicsplan_recovery": 1, "saved_at": time.time(),
                   "original": os.path.abspath(original) if original else None,
                   "original_state": None if state is None else {
                       "size_bytes": state.size_bytes, "mtime_ns": state.mtime_ns, "sha256": state.sha256,
                       "from": state_from},
                   "plan": json.loads(plan_to_text(plan))}
        atomic_write_text(self.path, json.dumps(payload, ensure_ascii=False))

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)

    def close(self) -> None:
        self.discard()
        self.lock.unlock()
        Path(self.lock.fileName()).unlink(missing_ok=True)


def scan(folder: Path | None = None) -> Found:
    """Recovery files left by sessions that are gone (newest first), with what had to be set aside; stale
    locks are removed on the way. Files of running windows are left alone."""
    folder = folder or recovery_dir()
    found = Found()
    for path in sorted(folder.glob(f"*{RECOVERING}")):
        if not _held(folder, _session(path)):
            found.set_aside.append(set_aside(path, "the last attempt to recover it did not finish (cicsplan stopped "
                                                   "while opening it), so it is not offered again"))
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        if _held(folder, _session(path)):
            continue  # a running window owns it
        try:
            found.offers.append(read_recovery_file(path))
        except PlanLoadError as exc:
            found.set_aside.append(set_aside(path, f"it cannot be read ({exc})"))
    clear_stale_locks(folder)
    found.offers.sort(key=lambda r: r.saved_at, reverse=True)
    return found


def read_recovery_file(path: Path) -> RecoveryFile:
    """What a recovery file says about itself; PlanLoadError saying why when it is damaged."""
    data = _read_record(path)
    plan = data.get("plan")
    if not isinstance(plan, dict):
        raise PlanLoadError(f"the recovery file {path.name} is damaged: it holds no plan")
    original = data.get("original")
    state, state_from = _state(data.get("original_state"))
    name = plan.get("name")
    return RecoveryFile(path, name if isinstance(name, str) and name.strip() else "Untitled plan",
                        original if isinstance(original, str) and original else None,
                        _timestamp(data.get("saved_at"), path), state, state_from)


def _read_record(path: Path) -> dict:
    """The JSON object of a recovery file, read through the guarded reader; PlanLoadError in a sentence."""
    damaged = f"the recovery file {path.name} is damaged"
    try:
        raw = userfiles.read_bytes(path, limits.MAX_PLAN_BYTES, "recovery file")
    except FileReadError as exc:
        raise PlanLoadError(str(exc)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PlanLoadError(f"{damaged}: it is not text in UTF-8 (a damaged character at byte {exc.start:,})") \
            from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PlanLoadError(f"{damaged}: it is not valid JSON (at line {exc.lineno}, column {exc.colno}); it may "
                            "be cut short") from None
    except RecursionError:
        raise PlanLoadError(f"{damaged}: it is nested too deeply") from None
    except ValueError:  # a number beyond what Python reads
        raise PlanLoadError(f"{damaged}: it holds a number too long to read") from None
    if not isinstance(data, dict):
        raise PlanLoadError(f"{damaged}: it holds no recovery record")
    return data


def _state(value: object) -> tuple[DiskState | None, str]:
    """The recorded state of the plan file; None when there is none or it is not one (then Save asks)."""
    if not isinstance(value, dict):
        return None, "opened"
    size, mtime, digest = value.get("size_bytes"), value.get("mtime_ns"), value.get("sha256")
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in (size, mtime)) or not (
            isinstance(digest, str) and re.fullmatch(r"[0-9a-f]{64}", digest)):
        return None, "opened"
    return DiskState(size, mtime, digest), "saved" if value.get("from") == "saved" else "opened"


def clear_stale_locks(folder: Path) -> int:
    """Remove the locks of sessions that are gone (a crash leaves its lock, with or without a recovery file);
    returns how many. A lock a running window holds stays."""
    cleared = 0
    for path in folder.glob(f"*{LOCK}"):
        if not _held(folder, path.name.removesuffix(LOCK)):
            cleared += 1
    return cleared


def claim(item: RecoveryFile) -> Claim:
    """Mark a recovery file as being opened, before anything that could stop the process reads it: renamed
    ``*.recovering.json`` under its session's lock, which this process now holds (RecoveryBusy if another
    window holds it)."""
    folder = item.path.parent
    lock = _lock(folder, item.session)
    if not lock.tryLock(0):
        raise RecoveryBusy(item.path.name)
    target = folder / f"{item.session}{RECOVERING}"
    try:
        os.replace(item.path, target)
    except OSError:
        lock.unlock()
        raise
    item.path = target
    return Claim(item, lock)


def load_recovered(item: RecoveryFile) -> Plan:
    """The plan in a recovery file; PlanLoadError (saying why) when the file is damaged."""
    data = _read_record(item.path)
    if not isinstance(data.get("plan"), dict):
        raise PlanLoadError(f"the recovery file {item.path.name} is damaged: it holds no plan")
    return parse_plan_text(json.dumps(data["plan"], allow_nan=True), "the recovered plan").plan


def forget(item: RecoveryFile | Claim) -> None:
    """The work is safe elsewhere (recovered into a window, or the user discarded it): remove the file."""
    claimed = item if isinstance(item, Claim) else None
    item = claimed.item if claimed else item
    item.path.unlink(missing_ok=True)
    if claimed:
        claimed.lock.unlock()
    (item.path.parent / f"{item.session}{LOCK}").unlink(missing_ok=True)


def set_aside_claim(claimed: Claim, reason: str) -> SetAside:
    """A claimed recovery file that could not be opened: set aside, its lock released."""
    kept = set_aside(claimed.item.path, reason)
    claimed.lock.unlock()
    return kept


def set_aside(path: Path, reason: str) -> SetAside:
    """Move a recovery file out of the way of the next start, keeping it: its plan as a plan file named after
    the plan and the time of the autosave, or, when no plan can be read from it, the file as it was."""
    folder = path.parent / SET_ASIDE
    folder.mkdir(exist_ok=True)
    when = time.strftime("%Y-%m-%d %H.%M", time.localtime(_mtime(path)))
    try:
        plan = _read_record(path).get("plan")
        if not isinstance(plan, dict):
            raise PlanLoadError("no plan")
        name = _file_name(str(plan.get("name") or "Untitled plan"))
        target = _free(folder / f"{name} (autosaved {when}){PLAN_SUFFIX}")
        atomic_write_text(target, json.dumps(plan, ensure_ascii=False, indent=1, allow_nan=True))
        path.unlink(missing_ok=True)
        return SetAside(target, reason, True)
    except (OSError, ValueError, RecursionError, PlanSaveError):  # PlanLoadError is a ValueError
        pass  # no plan to be read from it: kept as it is
    target = _free(folder / f"Unreadable autosave ({when}){SUFFIX}")
    try:
        os.replace(path, target)
    except OSError as exc:  # it stays where it is; the user is told where that is
        return SetAside(path, f"{reason}; it could not be moved ({exc.strerror or exc})", False)
    return SetAside(target, reason, False)


def _session(path: Path) -> str:
    return path.name.removesuffix(SUFFIX).removesuffix(RECOVERING).removesuffix(LOCK)


def _lock(folder: Path, session: str) -> QLockFile:
    lock = QLockFile(str(folder / f"{session}{LOCK}"))
    lock.setStaleLockTime(0)  # a lock is stale when its process is gone, however recent
    return lock


def _held(folder: Path, session: str) -> bool:
    """Whether a running window holds the session's lock; a lock left by a process that is gone is removed."""
    lock = _lock(folder, session)
    if not lock.tryLock(0):
        return True
    lock.unlock()  # removes the lock file
    return False


def _timestamp(value: object, path: Path) -> float:
    """When the file was autosaved: its own record if that is a plausible time, else the file's date."""
    if isinstance(value, int | float) and not isinstance(value, bool) and 0 < value < 32_503_680_000:  # year 3000
        return float(value)
    return _mtime(path)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return time.time()


_UNSAFE = re.compile(r"[^\w .,()&+-]+")


def _file_name(name: str) -> str:
    """A plan's name as part of a file name on any system: no separators, controls or reserved characters."""
    cleaned = " ".join(_UNSAFE.sub("_", name).split()).strip(" .")
    return cleaned[:60] or "Untitled plan"


def _free(path: Path) -> Path:
    """``path``, or the same name with ' (2)', ' (3)'... before its suffixes when it is taken."""
    if not path.exists():
        return path
    stem, suffix = (path.name.removesuffix(PLAN_SUFFIX), PLAN_SUFFIX) if path.name.endswith(PLAN_SUFFIX) else (
        path.name.removesuffix(SUFFIX), SUFFIX)
    n = 2
    while (candidate := path.with_name(f"{stem} ({n}){suffix}")).exists():
        n += 1
    return candidate

