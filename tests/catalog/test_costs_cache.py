"""The costs derived from the installation's models are kept in the data cache between processes (issue 29) and
read back as the very figures the derivation gives; a model of anywhere else, another saturation rule or an entry
that does not rebuild is derived as before."""

from __future__ import annotations

import dataclasses
import json

import pytest

from cicsplan.core.catalog import costs, costs_cache
from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.catalog.fit import SaturationRule


def _fresh_process(monkeypatch, folder) -> None:
    """As a new process starts: the cache folder given, nothing derived in memory yet."""
    monkeypatch.setenv("CICSPLAN_CACHE_DIR", str(folder))
    costs._derive.cache_clear()
    costs.busiest_run.cache_clear()
    costs._installation_costs.cache_clear()


def _everything(catalog) -> dict:
    return {m.id: (costs.derive_costs(m, "published"), costs.derive_costs(m, "fitted"), costs.busiest_run(m))
            for m in catalog.models.values()}


@pytest.fixture
def counted_derivations(monkeypatch):
    calls = []
    real = costs._derive_now

    def counting(model, method, rule):
        calls.append(model.id)
        return real(model, method, rule)

    monkeypatch.setattr(costs, "_derive_now", counting)
    return calls


def test_the_next_process_reads_the_same_figures_without_fitting_again(tmp_path, monkeypatch, counted_derivations):
    _fresh_process(monkeypatch, tmp_path)
    first = _everything(load_catalog())
    catalog = load_catalog()
    assert counted_derivations and (tmp_path / f"{costs_cache.ENTRY}.json").is_file()
    _fresh_process(monkeypatch, tmp_path)
    counted_derivations.clear()
    again = _everything(load_catalog())
    assert not counted_derivations  # read, not fitted
    assert again == first  # every figure, text and row the same (dataclass equality, floats exactly)
    some = next(iter(catalog.models))
    assert again[some][1].by_as == first[some][1].by_as and again[some][0].saturated == first[some][0].saturated


def test_a_model_made_in_memory_or_another_rule_is_derived(tmp_path, monkeypatch, counted_derivations):
    _fresh_process(monkeypatch, tmp_path)
    catalog = load_catalog()
    _everything(catalog)
    model = next(iter(catalog.models.values()))
    counted_derivations.clear()
    copy = dataclasses.replace(model, name="a copy")  # not read from the installation's folder
    assert costs.derive_costs(copy, "fitted") == costs.derive_costs(model, "fitted")
    costs.derive_costs(model, "fitted", SaturationRule(resp_factor=3.0))
    assert counted_derivations == [model.id, model.id]


def test_an_entry_that_does_not_rebuild_is_derived_again(tmp_path, monkeypatch, counted_derivations):
    _fresh_process(monkeypatch, tmp_path)
    first = _everything(load_catalog())
    entry = tmp_path / f"{costs_cache.ENTRY}.json"
    header, body = entry.read_bytes().split(b"\n", 1)
    data = json.loads(body)
    some = next(iter(data))
    data[some]["fitted"]["$type"] = "os.system"  # an intact entry (its digest matches) naming a type not kept
    body = json.dumps(data).encode()
    head = json.loads(header)
    head["digest"] = costs_cache.data_cache._digest(body)
    entry.write_bytes(json.dumps(head).encode() + b"\n" + body)
    _fresh_process(monkeypatch, tmp_path)
    counted_derivations.clear()
    assert _everything(load_catalog()) == first
    assert counted_derivations  # derived again ...
    assert b"os.system" not in entry.read_bytes()  # ... and kept again
