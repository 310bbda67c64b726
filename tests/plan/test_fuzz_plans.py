"""Fuzzing the plan loader: whatever a file holds, opening it either gives a plan or raises PlanLoadError
with a message that names the file and the problem; never another exception, never a hang. A plan that
opens also computes (errors are listed, not raised), gives a JSON result, saves and reopens unchanged.

Also here: every file of tests/data/plans/v1 (the samples as format version 1 wrote them, and one using
every version 1 key) opens and computes, so later versions keep reading them.
"""

from __future__ import annotations

import copy
import json
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget, json_values, nasty_text, no_hang

from cicsplan.core.common.limits import MAX_NAME_CHARS, MAX_TEXT_CHARS
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.fields import BOOL, HARDWARE, INGRESS, INTEGER, NUMBER, REGION_GROUP, WORKLOAD
from cicsplan.core.plan.plan import CURRENT_VERSION, plan_to_json
from cicsplan.core.plan.planio import MAX_PLAN_BYTES, PlanLoadError, load_plan, parse_plan_text, plan_to_text, save_plan
from conftest import REPO, SAMPLES

V1 = REPO / "tests" / "data" / "plans" / "v1"
V1_FILES = sorted(V1.glob("*.json"))
EVERY_FIELD = V1 / "every-field.cicsplan.json"
SOURCE = "'fuzz.cicsplan.json'"

# A deadline per example catches a slow path before it becomes a hang; few examples keep CI (2 cores) quick.
FUZZ = settings(max_examples=budget(60), deadline=timedelta(seconds=5),
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def open_text(text: str):
    """The loaded plan, or None when refused; a refusal names the file and says something useful."""
    try:
        return parse_plan_text(text, SOURCE)
    except PlanLoadError as exc:
        message = str(exc)
        assert message.startswith(SOURCE), message
        assert len(message) > len(SOURCE) + 5, message
        return None


def check_opened(loaded, catalog) -> None:
    """What a user does next with a plan that opened: compute every scenario, export JSON, save, reopen."""
    plan = loaded.plan
    for scenario in plan.scenarios:
        result = compute(plan, catalog, scenario.name)
        json.dumps(result_to_json(result), allow_nan=False)
        for issue in result.errors:
            assert issue.text()
    saved = plan_to_text(plan)
    again = parse_plan_text(saved, "the saved plan")
    assert plan_to_json(again.plan) == plan_to_json(plan)


def sample_docs() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in [*sorted(SAMPLES.glob("*.cicsplan.json")), EVERY_FIELD]]


DOCS = sample_docs()

# ---------------------------------------------------------------------------------------------------
# values a damaged or hand-edited file may hold



def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from paths(value, (*prefix, i))


@st.composite
def damaged_plans(draw) -> str:
    """A sample plan with one to three of its values replaced, removed or joined by an unknown key."""
    doc = copy.deepcopy(draw(st.sampled_from(DOCS)))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(list(paths(doc))[1:]))
        parent = doc
        for key in where[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "replace", "remove", "add"]))
        if action == "replace":
            parent[where[-1]] = draw(json_values)
        elif action == "remove" and isinstance(parent, dict):
            del parent[where[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.text(max_size=8) | nasty_text)] = draw(json_values)
    return json.dumps(doc, ensure_ascii=draw(st.booleans()))  # NaN and Infinity come out as their JS literals


# ---------------------------------------------------------------------------------------------------
# random input


@FUZZ
@given(data=st.binary(max_size=3000))
def test_random_bytes_are_refused_with_a_message(tmp_path, catalog, data):
    path = tmp_path / "fuzz.cicsplan.json"
    path.write_bytes(data)
    try:
        loaded = load_plan(path)
    except PlanLoadError as exc:
        assert str(exc).startswith(SOURCE)
        return
    check_opened(loaded, catalog)  # random bytes that happen to be a plan must still behave


@FUZZ
@given(text=st.text(max_size=2000))
def test_random_text_is_refused_with_a_message(catalog, text):
    loaded = open_text(text)
    if loaded is not None:
        check_opened(loaded, catalog)


@settings(FUZZ, max_examples=budget(150))
@given(text=damaged_plans())
def test_damaged_plans_open_or_are_refused_never_crash(catalog, text):
    loaded = open_text(text)
    if loaded is not None:
        check_opened(loaded, catalog)


# ---------------------------------------------------------------------------------------------------
# truncated files


@pytest.mark.parametrize("path", [SAMPLES / "getting-started.cicsplan.json", EVERY_FIELD], ids=lambda p: p.name)
def test_a_file_cut_short_anywhere_is_refused_as_truncated(tmp_path, path):
    data = path.read_bytes()
    target = tmp_path / "fuzz.cicsplan.json"
    end = len(data.rstrip())
    with no_hang():
        for cut in range(end):
            target.write_bytes(data[:cut])
            with pytest.raises(PlanLoadError) as caught:
                load_plan(target)
            message = str(caught.value)
            assert message.startswith(SOURCE)
            assert any(words in message for words in ("is empty", "may be truncated", "not a text file in UTF-8")), \
                (cut, message)
        target.write_bytes(data[:end])
        assert load_plan(target).plan.name == json.loads(data)["name"]


def test_a_multibyte_character_cut_in_half_is_not_utf8(tmp_path):
    target = tmp_path / "fuzz.cicsplan.json"
    text = '{"format": "cicsplan", "version": 1, "name": "Zürich 😀"}'.encode()
    target.write_bytes(text[:text.index("😀".encode()) + 2])
    with pytest.raises(PlanLoadError, match="not a text file in UTF-8"):
        load_plan(target)


# ---------------------------------------------------------------------------------------------------
# numbers a plan cannot hold, and wrong types in every field


def one_workload_doc() -> dict:
    return {"format": "cicsplan", "version": 1, "name": "fuzz",
            "hardware": {"machine": "2817-779", "cps": 3, "ziips": 1},
            "region_groups": [{"name": "G", "regions": 1}],
            "workloads": [{"name": "a", "ingress": "ws-soap", "tps": 1000, "region": "G"}]}


FIELDS = ([("workloads", 0, key, spec) for key, spec in WORKLOAD.items()]
          + [("hardware", None, key, spec) for key, spec in HARDWARE.items()]
          + [("region_groups", 0, key, spec) for key, spec in REGION_GROUP.items()])


def with_field(table: str, row: int | None, key: str, literal: str) -> tuple[str, str]:
    """A plan text whose field holds ``literal`` verbatim, and the path a message should name."""
    doc = one_workload_doc()
    holder = doc[table] if row is None else doc[table][row]
    holder[key] = "@@LITERAL@@"
    where = f"{table}.{key}" if row is None else f"{table}[{row}].{key}"
    return json.dumps(doc).replace('"@@LITERAL@@"', literal), where


@pytest.mark.parametrize(("literal", "reason"), [
    ("NaN", "NaN is not a number JSON allows"),
    ("Infinity", "Infinity is not a number JSON allows"),
    ("-Infinity", "-Infinity is not a number JSON allows"),
    ("1e999", "the number 1e999 is too large"),
    ("-1e999", "the number -1e999 is too large"),
    ("1" + "0" * 400, "is too large"),
    ("-" + "9" * 400, "is too large"),
    ("9" * 5000, "(5000 digits) is too large"),
])
def test_numbers_no_plan_can_hold_are_refused_naming_the_field(literal, reason):
    for table, row, key, _spec in FIELDS:
        text, where = with_field(table, row, key, literal)
        with pytest.raises(PlanLoadError) as caught:
            parse_plan_text(text, SOURCE)
        message = str(caught.value)
        assert message.startswith(SOURCE) and reason in message and f"'{where}'" in message, message


@pytest.mark.parametrize("literal", ["1e308", "-1e308", "5e-324", "-0.0", "true", '"text"', "0.5", "null", '""',
                                     '"=1e308*10"', '"\\u202e\\ud83d\\ude00"'])
def test_out_of_range_and_wrong_typed_values_open_and_are_errors_at_their_field(catalog, literal):
    value = json.loads(literal)
    for table, row, key, spec in FIELDS:
        text, _ = with_field(table, row, key, literal)
        loaded = open_text(text)
        assert loaded is not None, (key, literal)
        check_opened(loaded, catalog)
        result = compute(loaded.plan, catalog)
        errors = {issue.field for issue in result.errors}
        named = errors | {issue.field for issue in result.warnings}  # a missing name is a warning: 'Workload 1'
        if spec.kind in (NUMBER, INTEGER) and value in (1e308, -1e308, True, "text", "=1e308*10"):
            assert key in errors, (key, literal, errors)
        if spec.kind == BOOL and value in (1e308, -1e308, "text", 0.5):
            assert key in errors, (key, literal, errors)
        if spec.kind == INGRESS and value not in (None, ""):
            assert key in errors, (key, literal, errors)
        if spec.required and value in (None, ""):
            assert key in named, (key, literal, named)


@pytest.mark.parametrize("literal", ["[]", "[1, 2]", "{}", '{"a": 1}'])
def test_a_list_or_object_in_a_field_is_refused_naming_it(literal):
    for table, row, key, _spec in FIELDS:
        text, where = with_field(table, row, key, literal)
        with pytest.raises(PlanLoadError) as caught:
            parse_plan_text(text, SOURCE)
        assert f"'{where}' must be a number, a formula or text" in str(caught.value)


TOP_KEYS = ["name", "notes", "cost_method", "variables", "assumptions", "coefficient_overrides", "capacity_table",
            "scenario_name", "hardware", "workloads", "region_groups", "scenarios", "version", "format"]


@pytest.mark.parametrize("key", TOP_KEYS)
def test_wrong_types_at_the_top_level_open_or_are_refused(catalog, key):
    for value in (None, True, 0, -1, 1e308, "x", "", [], [1], [[]], {}, {"a": []}, {"rows": "x"}, [{"name": 5}]):
        doc = one_workload_doc()
        doc[key] = value
        loaded = open_text(json.dumps(doc))
        if loaded is not None:
            check_opened(loaded, catalog)


# ---------------------------------------------------------------------------------------------------
# nesting, unicode, duplicates, size


@pytest.mark.parametrize("where", ["top", "unknown key", "workload", "variables", "capacity_table",
                                   "coefficient_overrides"])
@pytest.mark.parametrize("depth", [65, 600, 999, 10_000])
def test_deep_nesting_is_refused_as_too_deep(where, depth):
    deep = "[" * depth + "]" * depth if depth % 2 else '{"a":' * depth + "1" + "}" * depth
    doc = one_workload_doc()
    if where == "unknown key":
        doc["kept"] = "@@DEEP@@"
    elif where == "workload":
        doc["workloads"][0]["colour"] = "@@DEEP@@"
    elif where == "variables":
        doc["variables"] = {"v": "@@DEEP@@"}
    elif where == "capacity_table":
        doc["capacity_table"] = {"name": "t", "rows": [{"type": "2817", "n": 3, "AVERAGE": 3290, "x": "@@DEEP@@"}]}
    elif where == "coefficient_overrides":
        doc["coefficient_overrides"] = [{"ingress": "3270", "address_space": "CICS", "total_ms": "@@DEEP@@"}]
    text = deep if where == "top" else json.dumps(doc).replace('"@@DEEP@@"', deep)
    with no_hang(), pytest.raises(PlanLoadError, match="nested too deeply to be a plan"):
        parse_plan_text(text, SOURCE)


def test_unknown_keys_nested_a_little_are_kept(catalog):
    doc = one_workload_doc()
    doc["future"] = json.loads('{"a":' * 40 + "[1, 2]" + "}" * 40)
    loaded = open_text(json.dumps(doc))
    check_opened(loaded, catalog)
    assert json.loads(plan_to_text(loaded.plan))["future"] == doc["future"]


NAMES = ["\u202eRTL override\u202c", "שלום עולם", "مرحبا", "😀👩‍👩‍👧 emoji", "NUL \x00 inside", "bell \x07 tab \t",
         "combining e\u0301", "\ufeffbom", "x" * MAX_NAME_CHARS, "   spaces   ", "Zürich — “quoted” ‘text’"]


@pytest.mark.parametrize("ensure_ascii", [True, False], ids=["escaped", "utf8"])
def test_unicode_names_open_compute_and_save_unchanged(catalog, tmp_path, ensure_ascii):
    doc = one_workload_doc()
    doc["name"] = NAMES[0]
    doc["workloads"] = [{"name": name, "ingress": "3270", "tps": 1000, "notes": name} for name in NAMES]
    doc["region_groups"] = [{"name": "😀", "regions": 2}]
    doc["workloads"][0]["region"] = "😀"
    path = tmp_path / "plan 😀 \u202e.cicsplan.json"
    path.write_text(json.dumps(doc, ensure_ascii=ensure_ascii), encoding="utf-8")
    loaded = load_plan(path)
    check_opened(loaded, catalog)
    result = compute(loaded.plan, catalog)
    assert not result.errors
    assert result.resolved.names == [name.strip() for name in NAMES]
    assert [w.get("name") for w in loaded.plan.scenarios[0].workloads] == NAMES  # the plan keeps them as typed


@pytest.mark.parametrize("where", ["name", "workloads[0].name", "workloads[0].\\udc00", "variables.v"])
def test_text_that_is_not_unicode_is_refused_naming_where(where):
    doc = one_workload_doc()
    doc["variables"] = {"v": 1}
    text = json.dumps(doc)
    if where == "name":
        text = text.replace('"name": "fuzz"', '"name": "a\\ud800b"')
    elif where == "workloads[0].name":
        text = text.replace('"name": "a"', '"name": "\\udfff"')
    elif where == "variables.v":
        text = text.replace('"v": 1', '"v": "=\\ud83d"')
    else:
        text = text.replace('"name": "a"', '"name": "a", "\\udc00": 1')
    with pytest.raises(PlanLoadError) as caught:
        parse_plan_text(text, SOURCE)
    message = str(caught.value)
    assert "not Unicode" in message and f"'{where}'" in message
    message.encode("utf-8")  # printable as it is: the message itself holds no lone surrogate


def test_a_valid_surrogate_pair_is_an_emoji_not_an_error():
    text = json.dumps({**one_workload_doc(), "name": "😀"}, ensure_ascii=True)
    assert "\\ud83d\\ude00" in text
    assert parse_plan_text(text).plan.name == "😀"


def test_a_repeated_workload_name_is_an_error_naming_both_rows(catalog):
    """Names are unique in a scenario (scenarios are compared by workload name): a hand-edited plan that repeats
    one opens, keeps both workloads, and the second is an error naming the first."""
    doc = one_workload_doc()
    doc["workloads"] = [{"name": "same", "ingress": "3270", "tps": 1000},
                        {"name": "same", "ingress": "3270", "tps": 2000},
                        {"name": "Same", "ingress": "ctg-ipic", "tps": 500}]
    loaded = open_text(json.dumps(doc))
    check_opened(loaded, catalog)
    result = compute(loaded.plan, catalog)
    assert [e.text() for e in result.errors] == [
        "workload 'same' (row 2), Name: 'same' is already the name of the workload in row 1; a scenario's "
        "workloads need different names"]
    assert result.resolved.names == ["same", "same", "Same"]
    assert list(result.resolved.tps) == [1000, 2000, 500]


def test_duplicate_scenario_region_group_and_capacity_row_ids_are_named(catalog):
    doc = {"format": "cicsplan", "version": 1, "scenarios": [{"name": "😀 peak"}, {"name": " 😀 peak "}]}
    with pytest.raises(PlanLoadError, match="scenario names must be unique; repeated: 😀 peak"):
        parse_plan_text(json.dumps(doc))
    doc = one_workload_doc()
    doc["region_groups"] = [{"name": "G", "regions": 1}, {"name": "G", "regions": 3}]
    result = compute(open_text(json.dumps(doc)).plan, catalog)
    assert any(e.field == "name" and "'G' is used twice" in e.message for e in result.errors)
    doc = one_workload_doc()
    doc["capacity_table"] = {"name": "t", "rows": [{"type": "2817", "n": 3, "AVERAGE": 3290},
                                                   {"type": "2817", "n": 3, "AVERAGE": 3300}]}
    result = compute(open_text(json.dumps(doc)).plan, catalog)
    assert any("type 2817 with 3 CPs appears twice" in e.message for e in result.errors)


@pytest.mark.parametrize("models", ["x", 5, [], [5], [{"model": "3931-605"}], [{"model": "3931-605", "cps": 5}],
                                    [{"model": "3931-605", "cps": 4, "pci": 7000}],
                                    [{"model": "3931-605", "cps": 5, "pci": "7000"}],
                                    [{"model": "3931-605", "cps": 5, "pci": 0}],
                                    [{"model": "3931-605", "cps": 5, "pci": 7000, "msu": True}],
                                    [{"model": "3931 605", "cps": 5, "pci": 7000}],
                                    [{"model": "3931-605", "cps": 5, "pci": 7000, "ziips": -1}]])
def test_a_malformed_imported_model_is_an_error_not_a_crash(catalog, models):
    doc = one_workload_doc()
    doc["hardware"]["machine"] = "3931-605"
    doc["capacity_table"] = {"name": "t", "models": models}
    loaded = open_text(json.dumps(doc))
    if loaded is None:  # refused when the file is read, with a sentence (open_text checks it)
        return
    check_opened(loaded, catalog)
    errors = [e for e in compute(loaded.plan, catalog).errors]
    assert any(e.field == "capacity_table" and "capacity table 't'" in e.message for e in errors), errors


@pytest.mark.parametrize("rows", [
    [{"type": "2817", "n": 3, "LOW": 3290}],  # a plan of an earlier release with LOW figures only
    [{"type": "2817", "n": 3.5, "AVERAGE": 3290}],
], ids=["no AVERAGE", "cps not whole"])
def test_an_imported_table_of_an_earlier_release_that_cannot_be_read_is_an_error(catalog, rows):
    doc = one_workload_doc()
    doc["hardware"] = {"machine": "3931-705", "cps": 5, "ziips": 1}
    doc["capacity_table"] = {"name": "ours", "rows": rows}
    result = compute(open_text(json.dumps(doc)).plan, catalog)
    assert [e.field for e in result.errors] == ["capacity_table"]


def test_a_file_over_the_size_limit_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.cicsplan.json"
    with path.open("wb") as handle:
        handle.truncate(MAX_PLAN_BYTES + 1)  # sparse: no disk or memory used
    with no_hang(), pytest.raises(PlanLoadError,
                                  match=r"'huge.cicsplan.json' is more than 64 MB; a plan file is at most 64 MB"):
        load_plan(path)


def test_big_plans_open_and_compute(tmp_path, catalog):
    doc = one_workload_doc()
    doc["notes"] = "n" * MAX_TEXT_CHARS  # the longest text a plan may hold
    doc["workloads"] = [{"name": f"w{i} 😀", "ingress": "3270", "tps": 1 + i % 900} for i in range(10_000)]
    path = tmp_path / "big.cicsplan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with no_hang():
        loaded = load_plan(path)
        result = compute(loaded.plan, catalog)
    assert not result.errors and result.resolved.n == 10_000


# ---------------------------------------------------------------------------------------------------
# files from every older version


@pytest.mark.parametrize("path", V1_FILES, ids=lambda p: p.name)
def test_every_version_1_file_opens_computes_and_saves_without_loss(catalog, tmp_path, path):
    original = json.loads(path.read_text(encoding="utf-8"))
    assert original["version"] == 1
    loaded = load_plan(path)
    assert loaded.migrated_from == (None if CURRENT_VERSION == 1 else 1)
    assert not loaded.warnings
    for scenario in loaded.plan.scenarios:
        assert not compute(loaded.plan, catalog, scenario.name).errors, scenario.name
    saved = tmp_path / path.name
    save_plan(loaded.plan, saved)
    if CURRENT_VERSION == 1:  # later versions migrate: what they keep is their migration tests' business
        assert_contains(json.loads(saved.read_text(encoding="utf-8")), original)


def assert_contains(saved, original, where="") -> None:
    """Everything the original file said is in the saved file (the saved one may add defaults)."""
    if isinstance(original, dict):
        for key, value in original.items():
            assert key in saved, f"{where}.{key} lost"
            assert_contains(saved[key], value, f"{where}.{key}")
    elif isinstance(original, list):
        assert len(saved) == len(original), where
        for i, (a, b) in enumerate(zip(saved, original, strict=True)):
            assert_contains(a, b, f"{where}[{i}]")
    else:
        assert saved == original and type(saved) is type(original), (where, saved, original)


@pytest.mark.parametrize("path", V1_FILES[:3], ids=lambda p: p.name)
def test_a_file_from_a_newer_version_is_refused_naming_both_versions(tmp_path, path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["version"] = CURRENT_VERSION + 1
    newer = tmp_path / path.name
    newer.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(PlanLoadError) as caught:
        load_plan(newer)
    message = str(caught.value)
    assert f"plan format version {CURRENT_VERSION + 1}" in message
    assert f"reads versions up to {CURRENT_VERSION}" in message and path.name in message
