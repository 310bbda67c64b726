"""The Hardware sheet's machine completions (every type's hardware models and the smallest model of each capacity
setting) come from the data cache at the next start: listing them parses every rated model (issue 29)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cicsplan.core.common import data_cache, shipped_data
from cicsplan.core.hardware import completions
from cicsplan.core.hardware.machines import load_machine_table
from cicsplan.core.hardware.ratings import CapacityRatings
from cicsplan.paths import models_dir


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv(data_cache.ENV_VAR, str(tmp_path / "cache"))
    monkeypatch.setattr(shipped_data, "_folders", {})  # as a new process: nothing of the models folder read yet
    return tmp_path / "cache"


def test_the_next_start_reads_the_completions_without_parsing_a_rated_model(cache, monkeypatch):
    table = load_machine_table(models_dir() / "capacity")
    first = completions.machine_completions(table)
    assert (cache / f"{completions.ENTRY}.json").is_file()
    assert {"3931-A01", "3931-401", "3931-701", "2817-701"} <= set(first)  # a z16's, a z196's, as typed by planners

    def no_parsing(self, machine_type):
        raise AssertionError(f"the rows of {machine_type} were parsed")

    monkeypatch.setattr(CapacityRatings, "settings", no_parsing)
    monkeypatch.setattr(shipped_data, "_folders", {})
    assert completions.machine_completions(table) == first
    monkeypatch.undo()
    assert first == completions._listed(table.ratings)  # what the sheet listed itself before


def test_a_damaged_entry_is_listed_again(cache):
    table = load_machine_table(models_dir() / "capacity")
    first = completions.machine_completions(table)
    entry = cache / f"{completions.ENTRY}.json"
    entry.write_bytes(entry.read_bytes()[:-5])
    assert completions.machine_completions(table) == first
