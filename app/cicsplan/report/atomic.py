"""Reports never half-write: each goes through core.common.userfiles (a temporary file beside the target replaces it
in one step; never over a read-only file or one an office program has open), with ReportError on failure."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from cicsplan.core.common import userfiles
from cicsplan.core.common.userfiles import FileWriteError


class ReportError(Exception):
    """A report cannot be made or written; str() says why in words a planner can act on."""


def write_atomically(path: str | os.PathLike[str], write: Callable[[Path], None]) -> None:
    """Call ``write(temporary_path)`` and move the result over ``path``; on any failure the target is
    untouched, the temporary file is removed and ReportError says why."""
    path = Path(path)
    try:
        userfiles.write_with(path, write, verb="write", refuse_if_open_elsewhere=True)
    except ReportError:
        raise
    except FileWriteError as exc:
        raise ReportError(str(exc)) from exc
    except Exception as exc:  # a writer's own failure (Qt, openpyxl): say what it was, leave nothing behind
        raise ReportError(f"could not make '{path.name}': {exc or type(exc).__name__}. "
                          "Any previous file of that name is unchanged.") from exc


def write_bytes_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see write_atomically)."""
    try:
        userfiles.write_bytes(path, data, verb="write", refuse_if_open_elsewhere=True)
    except FileWriteError as exc:
        raise ReportError(str(exc)) from exc
