"""The data cache: entries come back exactly as kept, for their key only; a damaged, foreign or unwritable cache
is rebuilt or skipped and never becomes an error; the catalog read through it is the catalog read from files."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.catalog import catalog as catalog_module
from cicsplan.core.common import data_cache, shipped_data
from cicsplan.core.hardware import ratings_files
from cicsplan.paths import models_dir

DATA = {"models": [{"id": "3270", "rows": [[1.5, None, 2]], "text": "é ✓ \u202e"}], "count": 3}


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(data_cache.ENV_VAR, str(folder))
    return folder


def build_counting(calls: list[int], data=DATA):
    def build():
        calls.append(1)
        return data
    return build


def test_an_entry_is_built_once_and_read_back_for_its_key_only(cache):
    calls: list[int] = []
    key = data_cache.key_of([("a.toml", b"x = 1")])
    assert data_cache.cached("entry", key, build_counting(calls)) == DATA
    assert data_cache.cached("entry", key, build_counting(calls)) == DATA
    assert len(calls) == 1
    other = data_cache.key_of([("a.toml", b"x = 2")])
    assert data_cache.load("entry", other) is None  # another source's bytes: another key
    assert data_cache.cached("entry", other, build_counting(calls, {"v": 2})) == {"v": 2}
    assert len(calls) == 2


def test_the_key_covers_names_bytes_code_and_versions():
    sources = [("a.toml", b"x = 1"), ("b.toml", b"y = 2")]
    key = data_cache.key_of(sources, "code 1")
    assert key == data_cache.key_of(list(sources), "code 1")
    assert key != data_cache.key_of([("a.toml", b"x = 1"), ("c.toml", b"y = 2")], "code 1")
    assert key != data_cache.key_of([("a.toml", b"x = 1y = 2"), ("b.toml", b"")], "code 1")  # boundaries count
    assert key != data_cache.key_of(sources, "code 2")


DAMAGE = {
    "empty": lambda raw: b"",
    "truncated": lambda raw: raw[: len(raw) // 2],
    "a byte changed in the data": lambda raw: raw[:-5] + bytes([raw[-5] ^ 0x01]) + raw[-4:],
    "no header": lambda raw: raw.partition(b"\n")[2],
    "header only": lambda raw: raw.partition(b"\n")[0],
    "not UTF-8": lambda raw: b"\xff\xfe" + raw,
    "another format": lambda raw: raw.replace(b"cicsplan-data-cache 1", b"cicsplan-data-cache 9", 1),
    "a header that is a list": lambda raw: b"[1, 2]\n" + raw.partition(b"\n")[2],
    "deeply nested": lambda raw: b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_entry_is_ignored_and_rebuilt(cache, damage):
    key = data_cache.key_of([("a", b"1")])
    data_cache.cached("entry", key, lambda: DATA)
    path = cache / "entry.json"
    path.write_bytes(DAMAGE[damage](path.read_bytes()))
    assert data_cache.load("entry", key) is None
    calls: list[int] = []
    assert data_cache.cached("entry", key, build_counting(calls)) == DATA
    assert calls == [1]
    assert data_cache.load("entry", key) == DATA  # the rebuilt entry is whole again


def test_a_data_change_with_its_digest_recomputed_still_reads_as_json_data_only(cache):
    """Whoever can write the user's cache folder can change an entry consistently (the same trust as Python's own
    bytecode cache); what comes back is still JSON data, which the readers check as they check the files."""
    key = data_cache.key_of([("a", b"1")])
    data_cache.cached("entry", key, lambda: DATA)
    body = json.dumps({"__reduce__": ["os.system", ["echo owned"]]}).encode()
    header = json.dumps({"format": data_cache.FORMAT, "key": key, "digest": data_cache._digest(body)}).encode()
    (cache / "entry.json").write_bytes(header + b"\n" + body)
    assert data_cache.load("entry", key) == {"__reduce__": ["os.system", ["echo owned"]]}


@settings(max_examples=budget(200), deadline=None)
@given(st.data())
def test_fuzz_an_entry_with_any_damage_reads_as_the_original_or_not_at_all(tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("cache")
    os.environ[data_cache.ENV_VAR] = str(folder)
    try:
        key = data_cache.key_of([("a", b"1")])
        assert data_cache.store("entry", key, DATA)
        path = folder / "entry.json"
        raw = bytearray(path.read_bytes())
        for _ in range(data.draw(st.integers(1, 4))):
            kind = data.draw(st.sampled_from(["flip", "cut", "insert"]))
            at = data.draw(st.integers(0, max(len(raw) - 1, 0)))
            if kind == "flip" and raw:
                raw[at] ^= 1 << data.draw(st.integers(0, 7))
            elif kind == "cut":
                del raw[at:at + data.draw(st.integers(1, 50))]
            else:
                raw[at:at] = data.draw(st.binary(min_size=1, max_size=20))
        path.write_bytes(bytes(raw))
        assert data_cache.load("entry", key) in (None, DATA)
    finally:
        os.environ.pop(data_cache.ENV_VAR, None)


def test_a_cache_that_cannot_be_written_only_costs_the_time(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would go")
    monkeypatch.setenv(data_cache.ENV_VAR, str(blocker / "cache"))
    calls: list[int] = []
    assert data_cache.cached("entry", "k", build_counting(calls)) == DATA
    assert data_cache.cached("entry", "k", build_counting(calls)) == DATA
    assert len(calls) == 2
    assert blocker.read_text() == "a file where the cache folder would go"


def test_an_entry_that_is_a_folder_is_skipped(cache):
    (cache / "entry.json").mkdir(parents=True)
    assert data_cache.cached("entry", "k", lambda: DATA) == DATA


def test_what_is_not_plain_data_is_not_kept(cache):
    assert not data_cache.store("entry", "k", {"when": datetime.date(2026, 1, 1)})
    assert data_cache.load("entry", "k") is None


@pytest.mark.parametrize(("platform", "environ", "expected"), [
    ("win32", {"LOCALAPPDATA": r"C:\Users\jd\AppData\Local"},
     Path(r"C:\Users\jd\AppData\Local") / "cicsplan" / "Cache"),
    ("win32", {}, Path("/home/jd") / "AppData" / "Local" / "cicsplan" / "Cache"),
    ("darwin", {}, Path("/home/jd") / "Library" / "Caches" / "cicsplan"),
    ("linux", {"XDG_CACHE_HOME": "/var/cache/jd"}, Path("/var/cache/jd") / "cicsplan"),
    ("linux", {"XDG_CACHE_HOME": "relative/ignored"}, Path("/home/jd") / ".cache" / "cicsplan"),
    ("linux", {}, Path("/home/jd") / ".cache" / "cicsplan"),
    ("linux", {"CICSPLAN_CACHE_DIR": "/srv/cache", "XDG_CACHE_HOME": "/var/cache"}, Path("/srv/cache")),
])
def test_the_user_cache_folder_follows_each_platforms_rules(platform, environ, expected):
    assert data_cache.user_cache_folder(environ, platform, Path("/home/jd")) == expected


# -- the shipped data files through the cache ----------------------------------------------------------------


def fresh_process_state(monkeypatch) -> None:
    """As a new process: nothing of the models folder read yet."""
    monkeypatch.setattr(shipped_data, "_folders", {})


def catalog_figures(cat) -> dict:
    return {"models": {k: (m.name, m.measurements.rows, m.measurements.columns, m.notes, m.shape, m.reference.releases)
                       for k, m in cat.models.items()},
            "assumptions": cat.assumptions, "limits": cat.limits, "apps": cat.app_workloads,
            "documents": dict(cat.documents.by_file), "digest": cat.builtin_digest,
            "types": sorted(cat.machines.ratings.types)}


def test_the_catalog_from_the_cache_is_the_catalog_from_the_files(cache, monkeypatch):
    fresh_process_state(monkeypatch)
    from_files = catalog_module.load_catalog()  # builds the entry
    assert (cache / f"{shipped_data.ENTRY}.json").is_file()
    fresh_process_state(monkeypatch)
    parsed: list[str] = []
    real_loads = tomllib.loads
    monkeypatch.setattr(tomllib, "loads", lambda text: parsed.append(text) or real_loads(text))
    from_cache = catalog_module.load_catalog()
    assert parsed == []  # no TOML parsed: everything came from the entry
    assert catalog_figures(from_cache) == catalog_figures(from_files)


def test_toml_dates_come_back_as_dates(cache, monkeypatch):
    fresh_process_state(monkeypatch)
    shipped_data.read_toml(models_dir() / "address_spaces.toml", "x")
    fresh_process_state(monkeypatch)
    sources = shipped_data.read_toml(models_dir() / "capacity" / "sources.toml", "x")
    dates = [t.get("exported") or t.get("published") for t in sources["table"].values()]
    assert dates and all(type(d) is datetime.date for d in dates)
    tables = ratings_files._load(models_dir() / "capacity").sources.values()  # not the process's remembered one
    assert {type(d) for s in tables for d in (s.exported, s.published) if d is not None} == {datetime.date}


def test_an_entry_built_for_other_files_is_rebuilt(cache, monkeypatch):
    fresh_process_state(monkeypatch)
    shipped_data.read_toml(models_dir() / "limits.toml", "x")
    path = cache / f"{shipped_data.ENTRY}.json"
    header, _, body = path.read_bytes().partition(b"\n")
    foreign = json.loads(body)
    foreign["limits.toml"] = {"eci": {"max_bytes": 1}}  # another installation's data under this key
    body = json.dumps(foreign).encode()
    head = json.loads(header)
    head["key"] = "0" * 40
    head["digest"] = data_cache._digest(body)
    path.write_bytes(json.dumps(head).encode() + b"\n" + body)
    fresh_process_state(monkeypatch)
    assert shipped_data.read_toml(models_dir() / "limits.toml", "x")["eci"] != {"max_bytes": 1}


def test_the_command_line_with_a_damaged_cache_says_nothing_of_it(tmp_path, monkeypatch):
    env = {**os.environ, data_cache.ENV_VAR: str(tmp_path)}
    first = subprocess.run([sys.executable, "-m", "cicsplan", "catalog"], capture_output=True, text=True, env=env,
                           timeout=120)
    assert first.returncode == 0
    for entry in tmp_path.glob("*.json"):
        entry.write_bytes(b"\x00garbage" * 100)
    again = subprocess.run([sys.executable, "-m", "cicsplan", "catalog"], capture_output=True, text=True, env=env,
                           timeout=120)
    assert (again.returncode, again.stdout, again.stderr) == (0, first.stdout, "")
    monkeypatch.setenv(data_cache.ENV_VAR, str(tmp_path))
    assert all(data_cache.load(e.stem, json.loads(e.read_bytes().partition(b"\n")[0])["key"]) is not None
               for e in tmp_path.glob("*.json"))  # rebuilt whole
