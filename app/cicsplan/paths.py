"""Where the shipped data lives: models/, resources/ and docs/.

The same code runs from a source checkout (folders at the repository root), an installed
wheel (copied into ``cicsplan/_data`` by the build) and a PyInstaller bundle (unpacked
under ``sys._MEIPASS``). Everything goes through pathlib so Windows paths work.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


class DataFolderMissing(RuntimeError):
    """The installation is incomplete: a shipped data folder cannot be found."""


def _candidates(name: str) -> list[Path]:
    found: list[Path] = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        found.append(Path(frozen_root) / name)
    found.append(_PACKAGE_DIR / "_data" / name)
    found.append(_PACKAGE_DIR.parents[1] / name)
    return found


@cache
def data_dir(name: str) -> Path:
    """Return the folder ``name`` (``models``, ``resources`` or ``docs``) of this installation."""
    tried = _candidates(name)
    for folder in tried:
        if folder.is_dir():
            return folder
    places = ", ".join(str(p) for p in tried)
    raise DataFolderMissing(f"cicsplan cannot find its '{name}' folder (looked in: {places}); reinstall cicsplan.")


def models_dir() -> Path:
    return data_dir("models")


def resources_dir() -> Path:
    return data_dir("resources")


def docs_dir() -> Path:
    return data_dir("docs")


def samples_dir() -> Path:
    return resources_dir() / "samples"
