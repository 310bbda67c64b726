"""The designations the Hardware sheet's machine field offers as completions: every type's hardware models and the
smallest model of each capacity setting ("3931-A01", "3931-401", ...).

Listing them parses and checks every rated model of every type (about 3,200 rows), a tenth of the workbook's start
(issue 29); for the installation's ratings the list is kept in the data cache (core/common/data_cache.py), keyed
by the bytes of every file of the models folder, so a start reads it instead. Other ratings (a test's folder, a
plan's imported table over them) are listed as they are.
"""

from __future__ import annotations

from pathlib import Path

from cicsplan.core.common import data_cache, shipped_data
from cicsplan.core.hardware.machines import MachineTable
from cicsplan.core.hardware.ratings import CapacityRatings, cps_code

ENTRY = "machine-completions"


def machine_completions(machines: MachineTable) -> list[str]:
    """The completions of the machine field for ``machines``' ratings, in the order of their types."""
    ratings = machines.ratings
    folder = machines.source_path
    files = shipped_data.files_of(folder.parent) if folder is not None and not ratings.overlay else None
    if files is None:
        return _listed(ratings)
    key = data_cache.key_of(files.items(), data_cache.code_stamp(Path(__file__).parent), ENTRY)
    kept = data_cache.load(ENTRY, key)
    if isinstance(kept, list) and all(isinstance(item, str) for item in kept):
        return kept
    made = _listed(ratings)
    data_cache.store(ENTRY, key, made)
    return made


def _listed(ratings: CapacityRatings) -> list[str]:
    out = []
    for info in ratings.machine_types():
        t = info.machine_type
        out += [f"{t}-{m}" for m in info.hardware_models]
        out += [f"{t}-{setting}{cps_code(ns[0])}" for setting, ns in ratings.settings(t).items()]
    return out
