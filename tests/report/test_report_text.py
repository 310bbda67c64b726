"""User text in exports stays text: a name that looks like a spreadsheet formula is never written as one,
and Unicode bidirectional controls in a name cannot disguise it or reorder what follows, in the workbook,
the PDF or the terminal."""

from __future__ import annotations

import io
import json
import re
import zipfile
from pathlib import Path

import openpyxl
import pytest
from tests.report_files import close, pdf_text, recalculate, squash

from cicsplan.cli.main import run_cli
from cicsplan.cli.table import render_table
from cicsplan.core.analysis.calibrate import calibrate
from cicsplan.core.analysis.calibrate_table import read_table_file
from cicsplan.core.catalog.user_catalog import load_catalog_with_user, save_model_text
from cicsplan.core.common.text import BIDI_CONTROLS, report_text
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import plan_from_json
from cicsplan.report.workbook import write_workbook
from cicsplan.report.workbook_import import read_workloads
from conftest import REPO, SAMPLES, settings_like
from conftest import run_cli as run_cli_process

# The payloads: live links, a web request, a DDE command, and what a spreadsheet reads as a formula
# when typed (+ - @). Each field gets its own, numbered, so a test can tell which field reached the file.
TEMPLATES = ('=HYPERLINK("http://x/{k}","y{k}")', '=WEBSERVICE("http://x/{k}")', "=cmd|' /C calc'!A{k}",
             "+1+{k}", "-2+{k}", "@SUM({k})")
WORKLOAD_NAMES = ['=HYPERLINK("http://x","y")', '=WEBSERVICE("http://x")', "=cmd|' /C calc'!A0", "+1+1", "-2+3",
                  "@SUM(1)"]  # exactly as the issue wrote them
INGRESS = ("3270", "cws-https-pooled", "ctg-ipic", "mq-trigger-every", "our-ctg", "3270")
CUSTOM_FIELDS = ("name", "coverage", "description", "document", "payload_note")
SHOWN_NOWHERE = ("scenario notes", "model description")  # kept in the plan or model, in no report


def payloads(*fields: str, start: int = 10) -> dict[str, str]:
    return {f: TEMPLATES[k % len(TEMPLATES)].format(k=start + k) for k, f in enumerate(fields)}


def custom_model_text(cat, texts: dict[str, str]) -> str:
    """A model calibrated from the measurement in tests/data, its free-text fields then edited by the user."""
    table = read_table_file(REPO / "tests" / "data" / "calibration" / "ctg-ipic.csv", cat.address_spaces)
    toml = calibrate(table, settings_like(cat.get("ctg-ipic"), model_id="our-ctg"), cat).toml_text
    for key, text in texts.items():
        toml, count = re.subn(rf'^{key} = ".*"$', lambda _m, k=key, t=text: f"{k} = {json.dumps(t)}", toml,
                              count=1, flags=re.M)
        assert count == 1, key
    return toml


def hostile_plan(plan_texts: dict[str, str]) -> dict:
    t = plan_texts
    workloads = [{"name": name, "ingress": ingress, "tps": 200 + 50 * k,
                  "region": t["region"] if k % 2 else t["second region"], "notes": t["workload notes"]}
                 for k, (name, ingress) in enumerate(zip(WORKLOAD_NAMES, INGRESS, strict=True))]
    scenario = {"hardware": {"machine": "2817-779", "cps": 3, "ziips": 1}, "workloads": workloads,
                "region_groups": [{"name": t["region"], "regions": 2}, {"name": t["second region"]}]}
    return {"format": "cicsplan", "version": 1, "name": t["plan name"], "notes": t["plan notes"],
            "variables": {"peak_tps": 4000},
            "coefficient_overrides": [{"ingress": "3270", "address_space": "CICS", "total_ms": 0.5,
                                       "reason": t["override reason"]}],
            "capacity_table": {"name": t["capacity table name"], "source": t["capacity table source"],
                               "rows": [{"type": "2817", "n": 3, "AVERAGE": 3290}]},
            "scenarios": [{"name": t["scenario name"], "notes": t["scenario notes"], **scenario},
                          {"name": t["second scenario name"], **json.loads(json.dumps(scenario))}]}


PLAN_FIELDS = ("plan name", "plan notes", "scenario name", "scenario notes", "second scenario name", "region",
               "second region", "workload notes", "override reason", "capacity table name", "capacity table source")


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """A plan whose every text field, and a custom model whose every free-text field, holds a payload."""
    folder = tmp_path_factory.mktemp("hostile")
    cat = load_catalog_with_user(folder / "catalog")
    model_texts = payloads(*CUSTOM_FIELDS, start=40)
    save_model_text(cat, "our-ctg", custom_model_text(cat, model_texts))
    plan_texts = payloads(*PLAN_FIELDS)
    plan = plan_from_json(hostile_plan(plan_texts))
    results = [compute(plan, cat, s.name) for s in plan.scenarios]
    for result in results:
        assert not result.errors, [e.text() for e in result.errors]
    path = folder / "hostile.xlsx"
    write_workbook(path, results)
    texts = {**plan_texts, **{f"model {k}": v for k, v in model_texts.items()},
             **{f"workload {k}": v for k, v in enumerate(WORKLOAD_NAMES)}}
    return path, texts, cat, results


def sheet_xml(path: Path) -> dict[str, str]:
    with zipfile.ZipFile(path) as archive:
        return {name: archive.read(name).decode("utf-8") for name in archive.namelist()
                if name.startswith("xl/worksheets/sheet")}


def unescape(text: str) -> str:
    return text.replace("&quot;", '"').replace("&apos;", "'").replace("&lt;", "<").replace("&gt;", ">") \
        .replace("&amp;", "&")


def text_cells(wb: openpyxl.Workbook, text: str) -> list:
    return [c for ws in wb for row in ws.iter_rows() for c in row if isinstance(c.value, str) and text in c.value]


def test_no_text_of_a_plan_or_model_is_a_formula_in_the_xlsx(hostile):
    path, texts, _, _ = hostile
    xml = sheet_xml(path)
    formulas = [unescape(f) for part in xml.values() for f in re.findall(r"<f>(.*?)</f>", part, re.DOTALL)]
    assert len(formulas) > 300  # the generated formulas are still there
    for field, text in texts.items():
        body = text.lstrip("=+-@")
        assert not [f for f in formulas if body in f], field
    for word in ("HYPERLINK", "WEBSERVICE", "cmd|", "@SUM"):
        assert not [f for f in formulas if word in f.upper()]


def test_every_text_field_reads_back_as_a_string_shown_as_written(hostile):
    path, texts, _, _ = hostile
    wb = openpyxl.load_workbook(path)
    comments = [c.comment.text for ws in wb for row in ws.iter_rows() for c in row if c.comment is not None]
    for field, text in texts.items():
        cells = text_cells(wb, text)
        if field not in SHOWN_NOWHERE:  # the field reached the file: the test is not vacuous
            assert cells or any(text in comment for comment in comments), f"{field} is not in the workbook"
        for cell in cells:
            assert cell.data_type == "s", (field, cell.parent.title, cell.coordinate)
            if cell.value.startswith(("=", "+", "-", "@")):
                assert cell.quotePrefix, (field, cell.parent.title, cell.coordinate)  # stays text when edited
    names = [c.value for c in text_cells(wb, "") if c.parent.title == "Inputs"]
    for name in WORKLOAD_NAMES:
        assert name in names


def test_libreoffice_shows_the_text_and_still_computes_the_formulas(hostile, tmp_path):
    path, texts, _, _ = hostile
    book = recalculate([path], tmp_path, resave=False)[path]  # the file as cicsplan wrote it
    written = openpyxl.load_workbook(path)
    cached = openpyxl.load_workbook(path, data_only=True)
    shown = 0
    computed = 0
    for ws in written:
        for row in ws.iter_rows():
            for cell in row:
                value = book[ws.title][cell.coordinate].value
                if cell.data_type == "f":
                    engine = cached[ws.title][cell.coordinate].value
                    assert close(engine, value), (ws.title, cell.coordinate, cell.value, engine, value)
                    computed += 1
                elif isinstance(cell.value, str) and any(t in cell.value for t in texts.values()):
                    assert value == cell.value, (ws.title, cell.coordinate)
                    shown += 1
    assert shown >= len(texts) and computed > 300


def test_exported_names_that_look_like_formulas_import_back_as_names(hostile):
    path, _, cat, results = hostile
    imported = read_workloads(path, cat)
    assert not imported.errors
    assert [r.get("name") for r in imported.records] == WORKLOAD_NAMES == results[0].resolved.names


# ---------------------------------------------------------------------------------------------
# bidirectional controls

RLO, LRO, RLE, PDF_, LRI, RLI, FSI, PDI = "\u202e", "\u202d", "\u202b", "\u202c", "\u2066", "\u2067", "\u2068", "\u2069"


def test_report_text_makes_every_bidi_control_visible_and_leaves_other_text_alone():
    assert report_text(f"{RLO}fdp.exe") == "[U+202E]fdp.exe"
    assert report_text(f"a{LRI}b{PDI}\u200e\u200f\u061c") == "a[U+2066]b[U+2069][U+200E][U+200F][U+061C]"
    assert len(BIDI_CONTROLS) == 12
    for control in BIDI_CONTROLS:
        assert control not in report_text(f"x{control}y")
    hebrew = "\u05e9\u05dc\u05d5\u05dd"  # letters of a right-to-left script need no control and keep their order
    assert report_text(f"Plan {hebrew} \u00e9t\u00e9 \u200b") == f"Plan {hebrew} \u00e9t\u00e9 \u200b"
    assert report_text("[U+202E]") == "[U+202E]"  # applying it twice changes nothing


def bidi_plan() -> dict:
    doc = json.loads((SAMPLES / "getting-started.cicsplan.json").read_text())
    doc["name"] = f"Payroll {RLO}plan for 2026"
    doc["workloads"][0]["name"] = f"{RLO}Terminals"
    doc["workloads"][1]["name"] = f"Web {RLI}API{PDI} {RLE}gateway"
    doc["workloads"][2]["region"] = f"{LRO}AOR"
    doc["workloads"][3]["region"] = f"{LRO}AOR"
    return doc


def test_bidi_controls_in_names_do_not_reorder_the_pdf(catalog, tmp_path):
    path = tmp_path / "bidi.cicsplan.json"
    path.write_text(json.dumps(bidi_plan()), encoding="utf-8")
    out = tmp_path / "bidi.pdf"
    done = run_cli_process("report", str(path), "-o", str(out))
    assert done.returncode == 0, done.stderr
    text = pdf_text(out)
    assert not set(text) & BIDI_CONTROLS
    flat = squash(text)
    # the footer follows the plan name on the same line: an unclosed override would reverse it
    assert "Payroll [U+202E]plan for 2026 · scenario 'Base'" in flat
    assert "[U+202E]Terminals" in flat and "Web [U+2067]API[U+2069] [U+202B]gateway" in flat
    assert "[U+202D]AOR (1 region)" in flat
    assert "6202 rof nalp" not in flat and "'esaB' oiranecs" not in flat


def test_bidi_controls_in_names_are_visible_in_the_xlsx(catalog, tmp_path):
    result = compute(plan_from_json(bidi_plan()), catalog)
    path = tmp_path / "bidi.xlsx"
    write_workbook(path, [result])
    for part in sheet_xml(path).values():
        assert not set(part) & BIDI_CONTROLS
    about = openpyxl.load_workbook(path)["About"]
    assert about["B3"].value == "Payroll [U+202E]plan for 2026"
    inputs = [c.value for row in openpyxl.load_workbook(path)["Inputs"].iter_rows() for c in row]
    assert "Inputs: Payroll [U+202E]plan for 2026, scenario 'Base'" in inputs
    assert "[U+202E]Terminals" in inputs


def test_bidi_controls_do_not_reorder_the_terminal_output(tmp_path):
    path = tmp_path / "bidi.cicsplan.json"
    path.write_text(json.dumps(bidi_plan()), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert run_cli(["compute", str(path)], out, err) == 0, err.getvalue()
    text = out.getvalue()
    assert not set(text) & BIDI_CONTROLS
    assert "[U+202E]Terminals" in text
    out = io.StringIO()
    assert run_cli(["compute", "--json", str(path)], out, err) == 0
    assert json.loads(out.getvalue())["workloads"][0]["name"] == f"{RLO}Terminals"  # data stays exact
    table = render_table(["workload", "ms"], [[f"{RLO}Terminals", "1.0"], ["Web", "2.0"]], [False, True])
    assert not set(table) & BIDI_CONTROLS and "[U+202E]Terminals" in table
    lines = table.splitlines()
    assert len({len(line) for line in lines[:2]}) == 1 and lines[2].endswith("1.0") and lines[3].endswith("2.0")
    assert lines[2].index("1.0") == lines[3].index("2.0")  # columns stay aligned with the marker's width
