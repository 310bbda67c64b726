"""Reports never half-write: each is written to a temporary file beside the target, then replaces it."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path


class ReportError(Exception):
    """A report cannot be made or written; str() says why in words a planner can act on."""


def write_atomically(path: str | os.PathLike[str], write: Callable[[Path], None]) -> None:
    """Call ``write(temporary_path)`` and move the result over ``path``; on any failure the target is
    untouched, the temporary file is removed and ReportError says why."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise ReportError(f"cannot write '{path.name}': the folder {folder} does not exist")
    tmp: Path | None = None
    try:
        fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp" + path.suffix, dir=folder)
        os.close(fd)
        tmp = Path(name)
        write(tmp)
        if not tmp.exists() or tmp.stat().st_size == 0:
            raise ReportError(f"'{path.name}' was not written: the report came out empty")
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        if path.exists():
            with contextlib.suppress(OSError):
                os.chmod(tmp, path.stat().st_mode & 0o7777)
        os.replace(tmp, path)
        tmp = None
    except ReportError:
        raise
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise ReportError(f"could not write '{path.name}' in {folder}: {reason}. "
                          "Any previous file of that name is unchanged.") from None
    except Exception as exc:  # a writer's own failure (Qt, openpyxl): say what it was, leave nothing behind
        raise ReportError(f"could not make '{path.name}': {exc or type(exc).__name__}. "
                          "Any previous file of that name is unchanged.") from exc
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                tmp.unlink()


def write_bytes_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see write_atomically)."""
    write_atomically(path, lambda tmp: tmp.write_bytes(data))
