"""Every message a planner can see from a loader or an importer is a sentence with no Python inside (issue 24):
the fuzz corpora (damaged plans, recovery files, calibration tables, capacity tables, zPCR pages, workbooks to
import, custom model files) go through every reader, and each refusal, each issue on a cell and each row error
is checked for None, True, False, reprs of lists and dicts, exception class names and codec jargon."""

from __future__ import annotations

import copy
import io
import json
import re
import zipfile
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget, json_values, nasty_text
from tests.hardware.test_zpcr_summary import TEXT as ZPCR_PAGE
from tests.hardware.test_zpcr_summary import damaged_page
from tests.plan.test_fuzz_plans import DOCS, damaged_plans, paths
from tests.report.test_fuzz_importers import GOOD, MEMBERS, damaged_member, rezip, workbook_bytes

from cicsplan.core.analysis.calibrate_table import TableError, parse_text, read_table_file
from cicsplan.core.catalog.catalog import CatalogError, load_catalog
from cicsplan.core.catalog.user_catalog import read_model_file
from cicsplan.core.hardware.capacity_file import read_capacity_file
from cicsplan.core.hardware.errors import MachineError
from cicsplan.core.hardware.machines import parse_capacity_csv
from cicsplan.core.hardware.zpcr_summary import read_configuration_summary
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import PlanLoadError, load_plan_document, parse_plan_text
from cicsplan.gui import recovery
from cicsplan.report.atomic import ReportError
from cicsplan.report.workbook_import import read_workloads

CATALOG = load_catalog()
CORPUS = settings(max_examples=budget(40), deadline=timedelta(seconds=20),
                  suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

PYTHON = [
    (re.compile(r"\b(None|True|False|NoneType)\b"), "a Python constant"),
    (re.compile(r"\[\s*'|'\s*\]|\{\s*'|\[\s*\]|\{\s*\}|\[\d+(\.\d+)?,\s|\(\d+, '"), "a repr of a list, tuple or dict"),
    (re.compile(r"\b[A-Z][A-Za-z]*(Error|Exception|Warning)\b|Traceback|<class |object at 0x"), "an exception name"),
    (re.compile(r"codec|can't decode|invalid (start|continuation) byte|position \d+:|invalid literal for|"
                r"could not convert string|field larger than field limit|unexpected end of data|"
                r"object has no attribute|not subscriptable|unhashable|Expecting (value|property)", re.I),
     "Python's wording"),
]


def assert_sentence(message: str, *given: str) -> None:
    """``message`` holds nothing of the above, outside the texts the user gave (``given``), which it may quote."""
    shown = message
    for text in sorted((g for g in given if g), key=len, reverse=True):
        shown = shown.replace(text, "")
    for pattern, what in PYTHON:
        found = pattern.search(shown)
        assert found is None, f"{what} ({found.group(0)!r}) in: {message}"


def issues_of(doc) -> list[str]:
    """The refusal, or the issues of every scenario, of a plan document."""
    try:
        loaded = load_plan_document(doc, "'fuzz.cicsplan.json'")
    except PlanLoadError as exc:
        return [str(exc)]
    out = list(loaded.warnings)
    for scenario in loaded.plan.scenarios:
        out += [issue.text() for issue in compute(loaded.plan, CATALOG, scenario.name).issues]
    return out


# -- plans ------------------------------------------------------------------------------------------------------

WRONG = [None, True, False, [1, 2], {"a": 1}, [], {}, "x", -1, 10**6, 0.5]


def test_every_field_of_every_sample_with_every_wrong_type():
    """Each value of the richest samples replaced by each wrong kind of value: a refusal or issues, in words."""
    for base in DOCS[:3]:
        for where in list(paths(base))[1:]:
            for wrong in WRONG:
                doc = copy.deepcopy(base)
                parent = doc
                for key in where[:-1]:
                    parent = parent[key]
                parent[where[-1]] = copy.deepcopy(wrong)
                for message in issues_of(doc):
                    assert_sentence(message, _user_text(where))


def _user_text(where) -> str:
    return str(where[-1]) if isinstance(where[-1], str) else ""


@CORPUS
@given(text=damaged_plans())
def test_damaged_plans(text):
    try:
        loaded = parse_plan_text(text, "'fuzz.cicsplan.json'")
    except PlanLoadError as exc:
        assert_sentence(str(exc), _keys_in(text))
        return
    for scenario in loaded.plan.scenarios:
        for issue in compute(loaded.plan, CATALOG, scenario.name).issues:
            assert_sentence(issue.text(), _keys_in(text))


def _keys_in(text: str) -> str:
    return ""  # generated keys and values are quoted in the messages; the patterns above never match them


# -- recovery files ---------------------------------------------------------------------------------------------

@CORPUS
@given(field=st.sampled_from(["plan", "saved_at", "original", "original_state", "cicsplan_recovery"]),
       value=json_values, raw=st.binary(max_size=60))
def test_recovery_files(tmp_path, field, value, raw):
    plan = json.loads(json.dumps(DOCS[0]))
    for content in (json.dumps({"plan": plan, field: value}).encode(), raw, b'{"plan": ' + raw):
        path = tmp_path / f"fuzz{recovery.SUFFIX}"
        path.write_bytes(content)
        try:
            item = recovery.read_recovery_file(path)
            recovery.load_recovered(item)
            assert_sentence(item.describe(), str(item.plan_name))
        except PlanLoadError as exc:
            assert_sentence(str(exc))


# -- tables -----------------------------------------------------------------------------------------------------

CELLS = st.sampled_from(["ETR", "CICS GCPU%", "TOTAL ms CPU per transaction", "#DIV/0!", "#N/A", "1,5", "1e999",
                         "nan", "inf", "-3", "", '"', '"x', "x" * 20, "True", "None"]) | st.text(max_size=6)


@CORPUS
@given(rows=st.lists(st.lists(CELLS, min_size=1, max_size=5), min_size=1, max_size=6),
       delimiter=st.sampled_from([",", ";", "\t"]), decimal_comma=st.booleans())
def test_calibration_tables(rows, delimiter, decimal_comma):
    text = "\n".join(delimiter.join(row) for row in rows)
    try:
        parse_text(text, CATALOG.address_spaces, "pasted table", decimal_comma)
    except TableError as exc:
        assert_sentence(str(exc), *(cell for row in rows for cell in row))


def test_a_calibration_field_past_the_csv_limit_is_a_sentence(tmp_path):
    path = tmp_path / "long.csv"
    path.write_text('ETR,CICS GCPU%\n"' + "9" * 200_000 + '",1\n', encoding="utf-8")
    try:
        read_table_file(path, CATALOG.address_spaces)
    except TableError as exc:
        assert_sentence(str(exc))


CAPACITY_CELLS = st.sampled_from(["type", "model", "n", "pci", "msu", "3931", "3931-705", "#DIV/0!", "1,234.5",
                                  "", "abc", "-1", "0", "1e400", "True"]) | st.text(max_size=6)


@CORPUS
@given(rows=st.lists(st.lists(CAPACITY_CELLS, min_size=1, max_size=6), min_size=1, max_size=6),
       delimiter=st.sampled_from([",", ";", "\t"]))
def test_capacity_tables(tmp_path, rows, delimiter):
    text = "\n".join(delimiter.join(row) for row in rows)
    cells = [cell for row in rows for cell in row]
    try:
        parse_capacity_csv(text, "capacity.csv")
    except MachineError as exc:
        assert_sentence(str(exc), *cells)
    path = tmp_path / "capacity.csv"
    path.write_text(text, encoding="utf-8")
    try:
        read_capacity_file(path)
    except MachineError as exc:
        assert_sentence(str(exc), *cells)


def test_a_capacity_table_with_excel_errors_in_number_columns_is_a_sentence():
    for cell in ("#DIV/0!", "#VALUE!", "twelve"):
        try:
            parse_capacity_csv(f"type,model,n,pci,msu\n3931,3931-705,{cell},5000,600\n", "capacity.csv")
        except MachineError as exc:
            assert_sentence(str(exc), cell)


@CORPUS
@given(page=damaged_page(), encoding=st.sampled_from(["utf-8", "utf-16-le", "utf-16-be", "utf-16", "utf-32",
                                                      "utf-32-le", "utf-32-be", "cp1252"]))
def test_zpcr_pages(page, encoding):
    try:
        read_configuration_summary(page.encode(encoding, "replace"), "CheatSheet.html")
    except MachineError as exc:
        assert_sentence(str(exc))


@CORPUS
@given(data=st.binary(max_size=2000))
def test_random_bytes_as_a_zpcr_page(data):
    try:
        read_configuration_summary(data, "CheatSheet.html")
    except MachineError as exc:
        assert_sentence(str(exc))


# -- workbooks --------------------------------------------------------------------------------------------------

@CORPUS
@given(damage=damaged_member())
def test_damaged_workbooks(tmp_path, damage):
    member, content = damage
    path = tmp_path / "fuzz.xlsx"
    path.write_bytes(rezip(GOOD, member, lambda _: content))
    assert_import_in_sentences(path)


def assert_import_in_sentences(path, *given: str) -> None:
    """The import's refusal, or each of its row errors, is a sentence (quoting ``given`` as typed is fine)."""
    try:
        imported = read_workloads(path, CATALOG)
    except ReportError as exc:
        assert_sentence(str(exc))
        return
    for error in imported.errors:
        assert_sentence(error, *given)


@CORPUS
@given(values=st.lists(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(),
                                 nasty_text.filter(lambda t: t.isprintable() or not t),
                                 st.sampled_from(["#DIV/0!", "None", "True", "=1/0"])), min_size=5, max_size=5))
def test_wrong_values_in_a_workbook(tmp_path, values):
    path = tmp_path / "fuzz.xlsx"
    path.write_bytes(workbook_bytes([["name", "ingress", "tps", "payload_in_bytes", "channel"], values]))
    assert_import_in_sentences(path, *(v for v in values if isinstance(v, str)))


# -- custom model files -----------------------------------------------------------------------------------------

MODEL_LINES = st.sampled_from(['id = "x"', "id = 1", "id = true", 'name = ["a"]', "[reference]", 'machine = 3',
                               "[[rows]]", "etr = 'a'", "cpu = {a = 1}", "= =", "\x00", '"\\ud800"', "x = 1e999",
                               "flags = [1, 'a']", "[cost]", "tps = nan"]) | st.text(max_size=10)


@CORPUS
@given(lines=st.lists(MODEL_LINES, max_size=8), raw=st.binary(max_size=100))
def test_custom_model_files(tmp_path, lines, raw):
    for content in ("\n".join(lines).encode("utf-8", "surrogatepass"), raw):
        path = tmp_path / "our-model.toml"
        path.write_bytes(content)
        try:
            read_model_file(path, CATALOG)
        except CatalogError as exc:
            assert_sentence(str(exc), *lines)


def test_the_workbook_corpus_covers_every_member():
    assert set(MEMBERS) <= set(zipfile.ZipFile(io.BytesIO(GOOD)).namelist())


# -- the cases found --------------------------------------------------------------------------------------------

def test_a_non_text_application_reference_is_an_error_on_its_cell():
    doc = {"format": "cicsplan", "version": 1, "name": "x",
           "workloads": [{"name": "w", "ingress": "3270", "tps": 10, "app_reference": 12}]}
    [issue] = [i for i in issues_of(doc) if "application reference" in i]
    assert "not 12" in issue and "Application reference" in issue


def test_the_cases_reported(tmp_path):
    """The messages of the report, now sentences."""
    doc = {"format": "cicsplan", "name": "x", "workloads": []}
    assert issues_of({**doc, "version": None}) == [
        "'fuzz.cicsplan.json' has an invalid version (empty); plan versions are whole numbers from 1"]
    profile = {**doc, "version": 1, "hourly_profile": {"all": [1] * 9 + [None] + [1] * 14}}
    assert any("hour 9 is empty; a multiplier must be a number from 0" in m for m in issues_of(profile)), \
        issues_of(profile)
    tls = {**doc, "version": 1, "workloads": [{"name": "w", "ingress": "ctg-ipic", "tps": 1, "tls": True}]}
    assert any("TLS add-on the yes/no value true is not one" in m for m in issues_of(tls)), issues_of(tls)
    path = tmp_path / "long.csv"
    path.write_text('type,n,AVERAGE\n"' + "9" * 200_000 + '",1,1\n', encoding="utf-8")
    try:
        read_capacity_file(path)
    except MachineError as exc:
        assert "a field is longer than" in str(exc) and "field limit" not in str(exc)


@pytest.mark.parametrize("encoding", ["utf-16-be", "utf-16-le", "utf-32-le", "utf-32-be", "utf-32", "utf-16"])
def test_a_zpcr_page_in_any_unicode_encoding_is_read(tmp_path, encoding):
    path = tmp_path / "CheatSheet.html"
    path.write_bytes(ZPCR_PAGE.encode(encoding))
    table = read_capacity_file(path)
    assert table["models"] and table["name"] == "CheatSheet.html"
