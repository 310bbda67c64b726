"""The catalog's list (`cicsplan catalog`) read from the data cache: the same lines as the catalog gives, built
again when a model file or the code changes, never kept from a broken catalog, and printed without numpy."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from cicsplan.core.catalog import listing
from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.catalog.errors import CatalogError
from cicsplan.core.common import data_cache
from cicsplan.paths import models_dir


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv(data_cache.ENV_VAR, str(folder))
    return folder


@pytest.fixture
def models(tmp_path):
    copy = tmp_path / "models"
    shutil.copytree(models_dir(), copy)
    return copy


def test_the_cached_lines_are_the_lines_of_the_loaded_catalog(cache):
    expected = listing.catalog_lines(load_catalog())
    assert listing.built_in_lines() == expected  # built, kept
    assert (cache / f"{listing.ENTRY}.json").exists()
    assert listing.built_in_lines() == expected  # read back
    assert [line["id"] for line in expected] == list(load_catalog().models)
    cws = next(line for line in expected if line["id"] == "cws-http")
    assert (cws["published_ms"], cws["flags"], cws["source"]) == (pytest.approx(0.3845, abs=5e-5), 1, "Table 6")


def test_a_changed_model_file_is_listed_as_it_now_is(cache, models):
    assert [x["name"] for x in listing.built_in_lines(models) if x["id"] == "3270"] == ["3270 terminals (VTAM LU2)"]
    path = models / "ingress" / "3270.toml"
    text = path.read_text(encoding="utf-8")
    assert 'name = "3270 terminals (VTAM LU2)"' in text
    path.write_text(text.replace('name = "3270 terminals (VTAM LU2)"', 'name = "Green screens"'), encoding="utf-8")
    assert [x["name"] for x in listing.built_in_lines(models) if x["id"] == "3270"] == ["Green screens"]


def test_a_broken_catalog_is_reported_and_nothing_is_kept(cache, models):
    (models / "ingress" / "3270.toml").write_text("id = [", encoding="utf-8")
    with pytest.raises(CatalogError, match="3270.toml"):
        listing.built_in_lines(models)
    assert not (cache / f"{listing.ENTRY}.json").exists()


@pytest.mark.parametrize("damage", [
    lambda lines: lines[0].update(published_ms="0.14"),  # a figure as text
    lambda lines: lines[0].pop("flags"),
    lambda lines: lines.clear(),
])
def test_an_entry_of_the_wrong_shape_is_built_again(cache, damage):
    expected = listing.built_in_lines()
    key = json.loads((cache / f"{listing.ENTRY}.json").read_bytes().partition(b"\n")[0])["key"]
    damaged = json.loads(json.dumps(expected))
    damage(damaged)
    assert data_cache.store(listing.ENTRY, key, damaged)
    assert listing.built_in_lines() == expected


LOADED = ("import io, json, sys; from cicsplan.__main__ import main; out = sys.stdout; sys.stdout = io.StringIO(); "
          "code = main(sys.argv[1:]); text = sys.stdout.getvalue(); sys.stdout = out; "
          "print(json.dumps([code, text, sorted(sys.modules)]))")


def run_listing(cache, *args: str) -> tuple[int, str, set[str]]:
    env = {k: v for k, v in os.environ.items() if k != "CICSPLAN_USER_CATALOG"}
    done = subprocess.run([sys.executable, "-c", LOADED, "catalog", *args], capture_output=True, text=True,
                          check=True, timeout=120, env={**env, data_cache.ENV_VAR: str(cache)})
    code, text, modules = json.loads(done.stdout)
    return code, text, set(modules)


def test_the_list_from_the_cache_is_the_list_from_the_catalog_and_needs_no_numpy(cache, tmp_path):
    first = run_listing(cache)  # builds the entry: loads the catalog
    assert first[0] == 0 and "numpy" in first[2]
    again = run_listing(cache)
    assert again[0] == 0 and again[1] == first[1]
    assert not again[2] & {"numpy", "cicsplan.core.catalog.catalog", "cicsplan.core.catalog.costs"}
    empty = tmp_path / "mine"
    empty.mkdir()
    custom = run_listing(cache, "--user-catalog", str(empty))  # with a custom catalog: the catalog loaded
    assert "numpy" in custom[2]
    assert custom[1] == again[1].replace("\n21 built-in", f"\n0 custom models from your catalog {empty}.\n21 built-in")
