"""The one place where cicsplan reads and writes a user's files (plans, recovery files, reports, model files,
imported tables).

Reading takes ordinary files only: a folder, a named pipe or a device is refused from its status before anything
is opened, so a FIFO never blocks and /dev/zero never fills memory. At most ``limit + 1`` bytes are read, so a
file that grows while it is read is refused as well; every refusal names the file and the limit.

Writing is what a careful desktop application's Save does:

- a temporary file in the target's own folder is written, flushed and synced, then replaces the target in one
  step: a failure or a crash leaves the previous file as it was;
- through a symbolic link, the file the link points to is replaced (the link stays a link);
- a read-only target is refused from its permission bits (replacing a file needs only the folder's permission,
  and root ignores EACCES, so neither can be relied on; Windows' read-only attribute shows as no write bits);
- on request, a file that has changed since it was read or written (size, content hash) is refused with
  ChangedOnDiskError, and a file an office program has open (its lock file lies beside it) with
  OpenElsewhereError;
- the look at the file and its replacement happen under an operating-system lock on a file beside it
  (``.NAME.lock``, through the filelock package: fcntl on POSIX, LockFileEx on Windows; the system lets go of it
  when its holder dies, so a crashed save never blocks the next one): two saves at the same moment, from two
  windows or two machines on one share, give one success and one ChangedOnDiskError, never two successes;
- a new file gets the permissions the user's umask gives (the temporary is created with 0666 less the umask,
  as the kernel applies it); an existing file keeps its mode, and its owner and group where the system allows.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import time
from collections import namedtuple
from collections.abc import Callable, Iterator
from pathlib import Path

# zipfile, secrets, glob and warnings are imported by the functions that use them, and the records below are named
# tuples rather than dataclasses (whose import takes inspect's): reading a data file is on the way to
# `cicsplan catalog`, which is to start within a blink of the bare interpreter (issue 29)

MB = 1024 * 1024
SAVE_LOCK_WAIT_S = 10.0  # how long a save waits for another one of the same file to finish its replace
STALE_TEMPORARY_S = 3600  # a temporary this old belongs to a save that was killed, not to one in progress
_CHUNK_BYTES = 1024 * 1024
_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)  # the temporary's own name is never a link
_BINARY = getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0) | getattr(os, "O_CLOEXEC", 0)
_NON_BLOCKING = getattr(os, "O_NONBLOCK", 0)  # a pipe swapped in after the status check cannot block the open


class FileReadError(ValueError):
    """A file cannot be read; str() names the file and the reason (and the limit, when it is too big)."""


class FileWriteError(OSError):
    """A file was not written; str() says why, and the previous file (if any) is unchanged."""


class ReadOnlyFileError(FileWriteError):
    """The target's permissions do not allow writing: cicsplan does not replace it."""


class OpenElsewhereError(FileWriteError):
    """An office program has the target open (its lock file lies beside it)."""

    def __init__(self, message: str, lock: OfficeLock):
        super().__init__(message)
        self.lock = lock


class ChangedOnDiskError(FileWriteError):
    """The target is not the file that was read or last written: someone else changed, moved or deleted it.
    ``current`` is its state now (None: nothing is there any more)."""

    def __init__(self, message: str, current: DiskState | None):
        super().__init__(message)
        self.current = current


class DiskState(namedtuple("DiskState", ["size_bytes", "mtime_ns", "sha256"])):
    """What a file on disk was when it was read or written: its size (int), modification time (int, ns) and
    content hash (text)."""

    __slots__ = ()

    def same_content(self, other: DiskState | None) -> bool:
        """True when ``other`` holds the same bytes (a new modification time alone changes nothing)."""
        return other is not None and other.size_bytes == self.size_bytes and other.sha256 == self.sha256

    @property
    def modified_text(self) -> str:
        """The modification time in the user's local time, to the second."""
        return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(self.mtime_ns / 1e9))


def size_text(size_bytes: int) -> str:
    """A size as a planner reads it: bytes below a megabyte, else megabytes (MB of 1,048,576 bytes)."""
    if size_bytes < MB:
        return f"{size_bytes:,} bytes"
    if size_bytes % MB == 0:
        return f"{size_bytes // MB:,} MB"
    return f"{size_bytes / MB:,.1f} MB"


def too_big_text(name: str, size_bytes: int, limit_bytes: int, what: str, more_than: bool = False) -> str:
    shown, limit = size_text(size_bytes), size_text(limit_bytes)
    if more_than or shown == limit or (size_bytes >= MB and f"{size_bytes / MB:.1f}" == f"{limit_bytes / MB:.1f}"):
        # not "64.0 MB; at most 64 MB"
        shown = f"more than {limit}"
    return f"{name} is {shown}; a {what} is at most {limit}"


# ---------------------------------------------------------------------------------------------
# reading


def _kind(mode: int) -> str | None:
    """What a file that is not an ordinary file is, in words; None for an ordinary file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not an ordinary file"


def _check_ordinary(mode: int, name: str, what: str) -> None:
    kind = _kind(mode)
    if kind == "a folder":
        raise FileReadError(f"{name} is a folder, not a {what}")
    if kind is not None:
        raise FileReadError(f"{name} is {kind}, not a {what}: cicsplan reads only ordinary files")


def read_bytes(path: str | os.PathLike[str], limit_bytes: int, what: str) -> bytes:
    """The bytes of an ordinary file of at most ``limit_bytes``; FileReadError names the file and the problem.
    ``what`` names the kind of file in messages ("plan file", "model file")."""
    return _read_ordinary(path, limit_bytes, what)[0]


def read_bytes_and_state(path: str | os.PathLike[str], limit_bytes: int, what: str) -> tuple[bytes, DiskState]:
    """As read_bytes, with the state of what was read (to tell later whether someone else changed the file)."""
    data, mtime_ns = _read_ordinary(path, limit_bytes, what)
    return data, DiskState(len(data), mtime_ns, hashlib.sha256(data).hexdigest())


def _read_ordinary(path: str | os.PathLike[str], limit_bytes: int, what: str) -> tuple[bytes, int]:
    """read_bytes, with the modification time (ns) of what was read."""
    path = Path(path)
    name = f"'{path.name}'"
    try:
        status = os.stat(path)
        _check_ordinary(status.st_mode, name, what)  # before opening: opening a FIFO would wait for a writer
        if status.st_size > limit_bytes:
            raise FileReadError(too_big_text(name, status.st_size, limit_bytes, what))
        fd = os.open(path, os.O_RDONLY | _BINARY | _NON_BLOCKING)
        with os.fdopen(fd, "rb") as handle:
            status = os.fstat(handle.fileno())
            _check_ordinary(status.st_mode, name, what)  # replaced between the two looks
            data = handle.read(limit_bytes + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise FileReadError(f"{name} does not exist (looked for {path})") from None
    except PermissionError:
        raise FileReadError(f"{name} cannot be read: permission denied") from None
    except OSError as exc:
        raise FileReadError(f"{name} cannot be read: {exc.strerror or exc}") from None
    if len(data) > limit_bytes:  # it grew while being read
        raise FileReadError(too_big_text(name, len(data), limit_bytes, what, more_than=True))
    return data, status.st_mtime_ns


def read_text(path: str | os.PathLike[str], limit_bytes: int, what: str) -> str:
    """The UTF-8 text of an ordinary file of at most ``limit_bytes`` (cicsplan's own data files: the models, the
    capacity ratings); FileReadError names the file and the problem, a damaged character by its byte."""
    return decode_text(read_bytes(path, limit_bytes, what), path)


def decode_text(data: bytes, path: str | os.PathLike[str]) -> str:
    """``data`` read from ``path`` as UTF-8 text (a byte order mark dropped); FileReadError names a damaged
    character by its byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileReadError(f"'{Path(path).name}' is not text in UTF-8 (a damaged character at byte "
                            f"{exc.start:,})") from None


def read_zip_bytes(path: str | os.PathLike[str], limit_bytes: int, unpacked_limit_bytes: int, what: str) -> bytes:
    """As read_bytes, for a zip-based file (xlsx): refused as well when its parts would unpack to more than
    ``unpacked_limit_bytes``, which a small file can (a workbook cell of a gigabyte packs into a megabyte). The
    sizes the zip declares bound what reading its parts yields (a part that holds more fails its check), so
    they are checked before any part is read. Bytes that are not a zip are returned for the reader to refuse."""
    import io
    import zipfile

    data = read_bytes(path, limit_bytes, what)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            unpacked = sum(max(0, info.file_size) for info in archive.infolist())
    except (zipfile.BadZipFile, ValueError, OSError, EOFError, NotImplementedError):
        return data
    if unpacked > unpacked_limit_bytes:
        raise FileReadError(f"'{Path(path).name}' unpacks to {size_text(unpacked)}; a {what} may unpack to at most "
                            f"{size_text(unpacked_limit_bytes)}")
    return data


def disk_state(path: str | os.PathLike[str]) -> DiskState | None:
    """The state of the file at ``path`` now; None when nothing is there. Anything that is not an ordinary
    readable file gets a state no file's matches."""
    try:
        status = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError:
        return DiskState(-1, 0, "")
    if not stat.S_ISREG(status.st_mode):
        return DiskState(-1, status.st_mtime_ns, "")
    digest = hashlib.sha256()
    size = 0
    try:
        with os.fdopen(os.open(path, os.O_RDONLY | _BINARY | _NON_BLOCKING), "rb") as handle:
            while chunk := handle.read(_CHUNK_BYTES):
                digest.update(chunk)
                size += len(chunk)
    except OSError:
        return DiskState(-1, status.st_mtime_ns, "")
    return DiskState(size, status.st_mtime_ns, digest.hexdigest())


# ---------------------------------------------------------------------------------------------
# office lock files


class OfficeLock(namedtuple("OfficeLock", ["path", "program", "owner"])):
    """An office program's lock file beside a document: ``path`` (the lock file), ``program`` ("LibreOffice" or
    "Microsoft Office") and ``owner`` ("Jane Doe on pc-42, since 12.05.2026 10:31", or "" when the lock file does
    not say)."""

    __slots__ = ()

    def describe(self, name: str) -> str:
        who = f" ({self.owner})" if self.owner else ""
        return f"{name} is open in {self.program}{who}"


def office_lock(path: str | os.PathLike[str]) -> OfficeLock | None:
    """The lock file an office program keeps beside a document it has open, if there is one.

    LibreOffice writes ``.~lock.NAME#``. Excel's owner file is ``~$NAME``; Word and PowerPoint replace the
    first two characters of a longer name (``~$ficeReport.docx`` for ``OfficeReport.docx``), which is also
    looked for unless another file in the folder could own such a lock."""
    path = Path(path)
    folder, name = path.parent, path.name
    candidates = [(folder / f".~lock.{name}#", "LibreOffice"), (folder / f"~${name}", "Microsoft Office")]
    if len(path.stem) > 6:
        import glob

        rivals = [p for p in folder.glob("??" + glob.escape(name[2:])) if p.name != name and p.name[:2] != "~$"]
        if not rivals:
            candidates.append((folder / f"~${name[2:]}", "Microsoft Office"))
    for lock, program in candidates:
        with contextlib.suppress(OSError):
            if stat.S_ISREG(os.stat(lock).st_mode):
                return OfficeLock(lock, program, _lock_owner(lock, program))
    return None


def _lock_owner(lock: Path, program: str) -> str:
    """Who holds the lock, as the lock file records it (best effort: a damaged lock file just says nothing)."""
    try:
        data = read_bytes(lock, 64 * 1024, "lock file")
    except FileReadError:
        return ""
    if program == "LibreOffice":  # "Full Name,host,user,date time,profile;"
        fields = [f.strip() for f in data.decode("utf-8", "replace").split(";")[0].split(",")]
        fields += [""] * (4 - len(fields))
        who = fields[0] or fields[2]
        parts = [f"by {who}" if who else "", f"on {fields[1]}" if fields[1] else ""]
        text = " ".join(p for p in parts if p)
        return f"{text}, since {fields[3]}" if fields[3] and text else text or (f"since {fields[3]}" if fields[3]
                                                                                 else "")
    length = data[0] if data else 0  # Office: one byte of length, then the user's display name
    if 0 < length < len(data):
        who = data[1:1 + length].decode("cp1252", "replace").strip()
        if who.isprintable():
            return f"by {who}"
    return ""


# ---------------------------------------------------------------------------------------------
# writing


def is_read_only(path: str | os.PathLike[str], status: os.stat_result | None = None) -> bool:
    """True when the file's permission bits do not let this user write it (root and Windows included)."""
    status = status or os.stat(path)
    if not status.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
        return True  # 0444 (or Windows' read-only attribute): read-only even for root, who ignores EACCES
    return os.name == "posix" and not os.access(path, os.W_OK)  # someone else's file that does not let us write


def write_bytes(path: str | os.PathLike[str], data: bytes, *, verb: str = "save",
                unchanged_since: DiskState | None = None, refuse_if_open_elsewhere: bool = False) -> DiskState:
    """Write ``data`` to ``path`` atomically (see the module's notes); returns the state written.

    ``unchanged_since``: refuse (ChangedOnDiskError) unless the file on disk still holds what it held then.
    ``refuse_if_open_elsewhere``: refuse (OpenElsewhereError) when an office program's lock file is beside it.
    ``verb`` words the messages: "could not save 'x'", "could not write 'x'"."""

    def fill(fd: int, _tmp: Path) -> str:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        return hashlib.sha256(data).hexdigest()

    return _write(Path(path), verb, fill, unchanged_since, refuse_if_open_elsewhere)


def write_text(path: str | os.PathLike[str], text: str, *, verb: str = "save",
               unchanged_since: DiskState | None = None, refuse_if_open_elsewhere: bool = False) -> DiskState:
    """Write ``text`` as UTF-8 (see write_bytes)."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise FileWriteError(f"could not {verb} '{Path(path).name}': it holds text that is not Unicode "
                             f"({exc.reason} at character {exc.start}). The previous file, if any, is "
                             "unchanged.") from None
    return write_bytes(path, data, verb=verb, unchanged_since=unchanged_since,
                       refuse_if_open_elsewhere=refuse_if_open_elsewhere)


def write_with(path: str | os.PathLike[str], write: Callable[[Path], None], *, verb: str = "write",
               refuse_if_open_elsewhere: bool = False) -> DiskState:
    """Let ``write(temporary_path)`` make the file (a PDF writer, an image exporter), then put it in place as
    write_bytes does. The temporary keeps the target's suffix, which some writers read the format from. An
    exception other than OSError from ``write`` passes through unchanged (the temporary is removed)."""
    target_suffix = Path(path).suffix

    def fill(fd: int, tmp: Path) -> str:
        os.close(fd)
        write(tmp)
        digest = hashlib.sha256()
        with open(tmp, "rb+") as handle:
            while chunk := handle.read(_CHUNK_BYTES):
                digest.update(chunk)
            if handle.tell() == 0:
                raise _Empty
            os.fsync(handle.fileno())
        return digest.hexdigest()

    return _write(Path(path), verb, fill, None, refuse_if_open_elsewhere, target_suffix)


class _Empty(Exception):
    """The writer made nothing."""


def _write(given: Path, verb: str, fill: Callable[[int, Path], str], unchanged_since: DiskState | None,
           refuse_if_open_elsewhere: bool, suffix: str = "") -> DiskState:
    name = f"'{given.name}'"
    unchanged = "The previous file, if any, is unchanged."
    target = Path(os.path.realpath(given))  # through a link: the file it points to, in that file's folder
    folder = target.parent
    if not folder.is_dir():
        raise FileWriteError(f"could not {verb} {name}: the folder {folder} does not exist. {unchanged}")
    try:
        status: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        status = None
    except OSError as exc:
        raise FileWriteError(f"could not {verb} {name} in {folder}: {exc.strerror or exc}. {unchanged}") from None
    if status is not None:
        kind = _kind(status.st_mode)
        if kind is not None:
            raise FileWriteError(f"could not {verb} {name}: {target} is {kind}, not a file. Choose another name.")
        if is_read_only(target, status):
            raise ReadOnlyFileError(f"could not {verb} {name}: the file is read-only (its permissions do not allow "
                                    "writing), and cicsplan does not replace a read-only file. Choose another name, "
                                    "or make the file writable and try again. The file is unchanged.")
    if refuse_if_open_elsewhere:
        lock = office_lock(given) or office_lock(target)
        if lock is not None:
            raise OpenElsewhereError(
                f"could not {verb} {name}: {lock.describe('it')}. Close it there and try again, or choose another "
                f"name. If nobody has it open, the lock file {lock.path.name} was left behind by a program that "
                f"stopped: delete it and try again. {unchanged}", lock)
    tmp: Path | None = None
    try:
        fd, tmp = _new_temporary(folder, target.name, suffix)
        created_mode = stat.S_IMODE(os.fstat(fd).st_mode)  # 0666 less the umask
        digest = fill(fd, tmp)
        _give_mode(tmp, status, created_mode)
        with _replace_lock(target, f"could not {verb} {name}"):  # the look and the replace as one step
            if unchanged_since is not None:
                current = disk_state(target)
                if not unchanged_since.same_content(current):
                    raise ChangedOnDiskError(f"could not {verb} {name}: it has changed on disk since it was opened "
                                             f"or last saved. {unchanged}", current)
            os.replace(tmp, target)
            tmp = None
            written = os.stat(target)
        _sync_folder(folder)
        _remove_stale_temporaries(folder, target.name)
    except _Empty:
        raise FileWriteError(f"could not {verb} {name}: nothing was written (the file came out empty). "
                             f"{unchanged}") from None
    except FileWriteError:
        raise
    except OSError as exc:
        reason = exc.strerror or str(exc)
        if os.name == "nt" and status is not None and isinstance(exc, PermissionError):
            reason += " (it may be open in another program: close it there and try again)"
        raise FileWriteError(f"could not {verb} {name} in {folder}: {reason}. {unchanged}") from None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    return DiskState(written.st_size, written.st_mtime_ns, digest)


def lock_path(target: Path) -> Path:
    """The lock file beside ``target`` that saves of it hold while they check and replace it."""
    return target.parent / f".{target.name}.lock"


@contextlib.contextmanager
def _replace_lock(target: Path, failed: str) -> Iterator[None]:
    """Hold the save lock of ``target`` (see the module's notes). A folder whose file system has no locks (some
    network shares) is saved to without one, as before; a lock held past SAVE_LOCK_WAIT_S is a refusal."""
    import filelock  # only a save needs it: every command that reads a file would import it otherwise

    lock = filelock.FileLock(lock_path(target), timeout=SAVE_LOCK_WAIT_S, fallback_to_soft=False,
                             poll_interval=0.005)  # a replace takes milliseconds: do not sleep 50 ms per look
    try:
        lock.acquire()
    except filelock.Timeout:
        raise FileWriteError(f"{failed}: another save of it has not finished after {SAVE_LOCK_WAIT_S:g} seconds "
                             f"(it holds {lock_path(target).name}). Try again; the file is unchanged.") from None
    except (OSError, NotImplementedError):
        lock = None  # no locks on this file system
    try:
        yield
    finally:
        if lock is not None:
            if os.name == "posix":  # Windows removes it on release; here it goes while still held, so a save
                with contextlib.suppress(OSError):  # waiting on it finds it unlinked and locks a new one
                    lock_path(target).unlink()
            lock.release()


def _new_temporary(folder: Path, name: str, suffix: str) -> tuple[int, Path]:
    """A new, hidden, uniquely named file beside the target, created with 0666 so that the umask decides."""
    import secrets

    for _ in range(100):
        tmp = folder / f".{name}.{secrets.token_hex(4)}.tmp{suffix}"
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY | _NO_FOLLOW, 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name in {folder}")


def _give_mode(tmp: Path, previous: os.stat_result | None, created_mode: int) -> None:
    """An existing file keeps its mode, owner and group; a new one has the umask's mode (set again, in case a
    writer replaced the temporary)."""
    os.chmod(tmp, stat.S_IMODE(previous.st_mode) if previous is not None else created_mode)
    if previous is None or not hasattr(os, "chown"):
        return
    now = os.stat(tmp)
    if (now.st_uid, now.st_gid) == (previous.st_uid, previous.st_gid):
        return
    try:
        os.chown(tmp, previous.st_uid, previous.st_gid)  # root saving a user's file leaves it the user's
    except OSError:
        with contextlib.suppress(OSError):
            os.chown(tmp, -1, previous.st_gid)  # a member of the file's group keeps the group
    if previous.st_mode & (stat.S_ISUID | stat.S_ISGID):
        os.chmod(tmp, stat.S_IMODE(previous.st_mode))  # chown clears these bits


def _sync_folder(folder: Path) -> None:
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


def _remove_stale_temporaries(folder: Path, name: str) -> None:
    """Tidy up after saves killed half-way (power cut, kill -9): their hidden temporaries stay behind."""
    import glob

    now = time.time()
    for leftover in folder.glob(f".{glob.escape(name)}.*.tmp*"):
        with contextlib.suppress(OSError):
            if now - leftover.stat().st_mtime > STALE_TEMPORARY_S:
                leftover.unlink()


REFUSED_XML = ("it is damaged or not written by a spreadsheet program (its XML declares a document type or entities, "
               "which cicsplan does not read)")


def refused_xml(exc: BaseException) -> bool:
    """True when ``exc`` comes from defusedxml refusing a DTD, entities or an external reference. openpyxl parses
    with defusedxml when it is installed (it is, for RMF reports) and wraps the refusal in its own message."""
    from defusedxml import DefusedXmlException

    seen: BaseException | None = exc
    for _ in range(10):  # the chain of causes, bounded
        if seen is None:
            return False
        if isinstance(seen, DefusedXmlException):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


@contextlib.contextmanager
def quiet_openpyxl() -> Iterator[None]:
    """openpyxl warns on stderr about parts of a workbook it drops (a print area or validation it cannot
    read); cicsplan reads cell values only and says itself what it cannot use, so those warnings are noise."""
    import warnings

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=UserWarning, module="openpyxl")
        yield
