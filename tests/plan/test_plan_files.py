"""Plan files: the minimal form forever, safe loading, atomic saving, versions and migrations."""

import json
import os
import stat

import pytest

from cicsplan.core.common import limits
from cicsplan.core.model.engine import compute
from cicsplan.core.plan import planio
from cicsplan.core.plan.plan import CURRENT_VERSION, Record, plan_from_json
from cicsplan.core.plan.planio import PlanLoadError, PlanSaveError, load_plan, save_plan
from conftest import REPO, minimal_plan

DATA = REPO / "tests" / "data" / "plans"


def test_minimal_version_1_form_stays_valid(catalog):
    loaded = load_plan(DATA / "v1-minimal.json")
    assert loaded.migrated_from is None and not loaded.warnings
    result = compute(loaded.plan, catalog)
    assert not result.errors
    assert result.resolved.names == ["Orders"] and result.resolved.tps[0] == 1000


def test_scenarios_variables_and_region_groups(catalog):
    plan = load_plan(DATA / "v1-scenarios.json").plan
    assert [s.name for s in plan.scenarios] == ["today", "peak 2027"]
    today = compute(plan, catalog, "today")
    peak = compute(plan, catalog, "peak 2027")
    assert today.resolved.tps[0] == 2000 and peak.resolved.tps[0] == 3000  # scenario variable overrides
    assert today.resolved.groups == [("TOR", 2.0)]
    with pytest.raises(KeyError, match="no scenario named 'nope'"):
        compute(plan, catalog, "nope")


def test_round_trip_keeps_everything_including_unknown_keys(tmp_path):
    doc = json.loads((DATA / "v1-scenarios.json").read_text())
    doc["future_feature"] = {"kept": True}
    doc["scenarios"][0]["workloads"][0]["colour"] = "blue"
    loaded = planio.load_plan_document(doc)
    assert "unknown field 'future_feature' kept as it is" in loaded.warnings
    path = tmp_path / "out.cicsplan.json"
    save_plan(loaded.plan, path)
    again = json.loads(path.read_text())
    assert again["future_feature"] == {"kept": True}
    assert again["scenarios"][0]["workloads"][0]["colour"] == "blue"
    assert again["scenarios"][1]["workloads"][0]["tps"] == "=peak_tps*growth"
    assert again["variables"] == {"peak_tps": 2000, "growth": 1.3}


def test_one_scenario_plan_saves_in_the_minimal_form(tmp_path):
    plan = plan_from_json(json.loads((DATA / "v1-minimal.json").read_text()))
    path = tmp_path / "p.cicsplan.json"
    save_plan(plan, path)
    doc = json.loads(path.read_text())
    assert "scenarios" not in doc and doc["workloads"][0]["ingress"] == "ctg-ipic"
    assert doc["format"] == "cicsplan" and doc["version"] == 1


@pytest.mark.parametrize(("content", "message"), [
    ("", "is empty"),
    ("   \n", "is empty"),
    ('{"format": "cicsplan", "version": 1, "name": "x", "workl', "not valid JSON: unterminated string starting at "
                                                                 "line 1, column 51; it may be truncated or damaged"),
    ("[1, 2, 3]", "holds a JSON list, not an object"),
    ('{"version": 1}', 'no "format": "cicsplan" field'),
    ('{"format": "excel", "version": 1}', "its format is 'excel'"),
    ('{"format": "cicsplan", "version": "one"}', "invalid version ('one')"),
    ('{"format": "cicsplan", "version": 99}', "plan format version 99); this cicsplan reads versions up to 1"),
    ('{"format": "cicsplan", "version": 1, "workloads": {"a": 1}}', "'workloads' must be a list"),
    ('{"format": "cicsplan", "version": 1, "workloads": [{"tps": [1, 2]}]}', "'workloads[0].tps' must be a number"),
    ('{"format": "cicsplan", "version": 1, "workloads": [{"tps": NaN}]}', "NaN is not a number JSON allows"),
    ('{"format": "cicsplan", "version": 1, "workloads": [{"tps": 1e999}]}', "too large"),
    ('{"format": "cicsplan", "version": 1, "workloads": [], "scenarios": []}', "not both"),
    ('{"format": "cicsplan", "version": 1, "scenarios": [{"name": "a"}, {"name": "a"}]}', "repeated: a"),
    ('{"format": "cicsplan", "version": 1, "name": 5}', "'name' must be text"),
    ("[" * 100000, "nested too deeply"),
])
def test_bad_files_give_a_clear_message(write_plan, content, message):
    path = write_plan(content)
    with pytest.raises(PlanLoadError) as caught:
        load_plan(path)
    assert message in str(caught.value)
    assert path.name in str(caught.value)


def test_binary_missing_and_folder(tmp_path):
    binary = tmp_path / "b.cicsplan.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff\xfe")
    with pytest.raises(PlanLoadError, match="not a text file in UTF-8"):
        load_plan(binary)
    with pytest.raises(PlanLoadError, match="does not exist"):
        load_plan(tmp_path / "missing.cicsplan.json")
    with pytest.raises(PlanLoadError, match="is a folder"):
        load_plan(tmp_path)


def test_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.cicsplan.json"
    path.write_bytes(b"\xef\xbb\xbf" + (DATA / "v1-minimal.json").read_bytes())
    assert load_plan(path).plan.scenarios[0].workloads[0].get("name") == "Orders"


def test_save_is_atomic_when_replace_fails(tmp_path, monkeypatch):
    path = tmp_path / "plan.cicsplan.json"
    path.write_text("previous contents", encoding="utf-8")
    plan = plan_from_json(minimal_plan())

    def boom(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(planio.os, "replace", boom)
    with pytest.raises(PlanSaveError, match="No space left on device.*previous file.*unchanged"):
        save_plan(plan, path)
    assert path.read_text(encoding="utf-8") == "previous contents"
    assert [p.name for p in tmp_path.iterdir()] == ["plan.cicsplan.json"]  # no temporary file left behind


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores folder permissions")
def test_save_to_read_only_folder_fails_with_a_message(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        with pytest.raises(PlanSaveError, match="could not save"):
            save_plan(plan_from_json(minimal_plan()), folder / "p.cicsplan.json")
    finally:
        folder.chmod(stat.S_IRWXU)


def test_save_into_missing_folder_fails_with_a_message(tmp_path):
    with pytest.raises(PlanSaveError, match="could not save 'p.cicsplan.json'"):
        save_plan(plan_from_json(minimal_plan()), tmp_path / "no" / "such" / "p.cicsplan.json")


def test_a_plan_with_errors_can_still_be_saved_and_reopened(tmp_path, catalog):
    plan = plan_from_json(minimal_plan(tps=-5, ingress="no-such-method"))
    assert compute(plan, catalog).errors
    path = tmp_path / "wip.cicsplan.json"
    save_plan(plan, path)
    again = load_plan(path).plan
    assert again.scenarios[0].workloads[0].get("tps") == -5


def test_migrations_run_in_order_and_newer_files_are_refused(monkeypatch):
    """The mechanism every future version relies on: v1 -> v2 -> v3, each step once."""
    calls = []

    def one_to_two(doc):
        calls.append(1)
        doc["name"] = doc["name"] + " (migrated)"
        return doc

    def two_to_three(doc):
        calls.append(2)
        return doc

    monkeypatch.setattr(planio, "CURRENT_VERSION", 3)
    monkeypatch.setattr(planio, "MIGRATIONS", {1: one_to_two, 2: two_to_three})
    loaded = planio.load_plan_document({"format": "cicsplan", "version": 1, "name": "old", "workloads": []})
    assert calls == [1, 2] and loaded.migrated_from == 1 and loaded.plan.name == "old (migrated)"
    with pytest.raises(PlanLoadError, match="version 4.*up to 3"):
        planio.load_plan_document({"format": "cicsplan", "version": 4})
    assert CURRENT_VERSION == 1


def test_record_set_removes_empty_values():
    record = Record({"tps": 5})
    record.set("tps", "")
    assert record.to_json() == {}


def test_a_key_given_twice_is_told_not_silently_dropped():
    from cicsplan.core.plan.planio import parse_plan_text

    text = '{"format": "cicsplan", "version": 1, "name": "a", "name": "b", "workloads": []}'
    loaded = parse_plan_text(text, "'dup.cicsplan.json'")
    assert loaded.plan.name == "b"
    assert loaded.warnings == ["'dup.cicsplan.json' gives the key 'name' twice in one place; "
                               "the last value of each is used"]


def test_a_save_tidies_temporaries_left_by_a_killed_save(tmp_path):
    import os
    import time

    from cicsplan.core.plan.planio import atomic_write_text

    target = tmp_path / "p.cicsplan.json"
    old = tmp_path / ".p.cicsplan.json.abc123.tmp"
    fresh = tmp_path / ".p.cicsplan.json.def456.tmp"  # perhaps another save in progress: left alone
    other = tmp_path / ".q.cicsplan.json.abc123.tmp"  # another plan's: left alone
    for leftover in (old, fresh, other):
        leftover.write_text("half", encoding="utf-8")
    two_hours_ago = time.time() - 7200
    os.utime(old, (two_hours_ago, two_hours_ago))
    os.utime(other, (two_hours_ago, two_hours_ago))
    atomic_write_text(target, "{}")
    assert not old.exists() and fresh.exists() and other.exists()
    assert target.read_text(encoding="utf-8") == "{}"


def _scenarios(count):
    return [{"name": f"s{i}", "workloads": []} for i in range(count)]


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(scenarios=_scenarios(limits.MAX_SCENARIOS + 1), workloads=None, hardware=None),
     "the plan has 1,001 scenarios; at most 1,000 are allowed"),
    (lambda d: d.update(workloads=[{"name": f"w{i}"} for i in range(limits.MAX_WORKLOADS + 1)]),
     "scenario 'Base' has 10,001 workloads; at most 10,000 are allowed"),
    (lambda d: d.update(region_groups=[{"name": f"g{i}"} for i in range(limits.MAX_REGION_GROUPS + 1)]),
     "scenario 'Base' has 10,001 region groups; at most 10,000 are allowed"),
    (lambda d: d["workloads"][0].update(name="x" * (limits.MAX_NAME_CHARS + 1)),
     "scenario 'Base', workload 1: the name is 1,001 characters long; at most 1,000 are allowed"),
    (lambda d: d["workloads"][0].update(tps="=" + "1+" * limits.MAX_TEXT_CHARS),
     "scenario 'Base', workload 1: the tps is 2,000,001 characters long; at most 1,000,000 are allowed"),
    (lambda d: d.update(notes="n" * (limits.MAX_TEXT_CHARS + 1)),
     "the plan's notes are 1,000,001 characters long; at most 1,000,000 are allowed"),
    (lambda d: d.update(variables={f"v{i}": i for i in range(limits.MAX_VARIABLES + 1)}),
     "the plan has 10,001 variables; at most 10,000 are allowed"),
    (lambda d: d.update(capacity_table={"name": "big", "rows": [{}] * (limits.MAX_CAPACITY_ROWS + 1)}),
     "the imported capacity table has 100,001 rows; at most 100,000 are allowed"),
], ids=["scenarios", "workloads", "region groups", "name", "formula", "notes", "variables", "capacity rows"])
def test_a_plan_beyond_the_limits_is_neither_opened_nor_saved(tmp_path, change, message):
    """One set of limits both ways: cicsplan never writes a plan it would refuse to open."""
    doc = minimal_plan()
    change(doc)
    doc = {k: v for k, v in doc.items() if v is not None}
    path = tmp_path / "big.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(PlanLoadError) as opened:
        load_plan(path)
    assert str(opened.value) == f"'big.cicsplan.json' holds more than cicsplan opens: {message}"
    plan = plan_from_json(doc)
    with pytest.raises(PlanSaveError) as saved:
        save_plan(plan, tmp_path / "again.cicsplan.json")
    assert str(saved.value) == (f"could not save 'again.cicsplan.json': the plan holds more than cicsplan opens "
                                f"({message}), so it would not open again. Nothing was saved.")
    assert not (tmp_path / "again.cicsplan.json").exists()


def test_a_plan_at_every_limit_opens(tmp_path):
    doc = minimal_plan(name="x" * limits.MAX_NAME_CHARS)
    doc["workloads"] += [{"name": f"w{i}", "ingress": "3270", "tps": 1} for i in range(limits.MAX_WORKLOADS - 1)]
    doc["notes"] = "n" * limits.MAX_TEXT_CHARS
    doc["variables"] = {f"v{i}": i for i in range(limits.MAX_VARIABLES)}
    path = tmp_path / "edge.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    plan = load_plan(path).plan
    assert len(plan.scenarios[0].workloads) == limits.MAX_WORKLOADS
    save_plan(plan, path)
    assert load_plan(path).plan.notes == doc["notes"]
