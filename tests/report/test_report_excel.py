"""The Excel workbook: its formulas, recalculated by an independent spreadsheet (LibreOffice), give the
engine's numbers for every sample plan; changing an input moves the results as the engine would."""

from __future__ import annotations

import json
from pathlib import Path

import openpyxl
import pytest
from tests.report_files import close, recalculate

from cicsplan.core.model import calc
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan, plan_from_json
from cicsplan.report.atomic import ReportError
from cicsplan.report.workbook import write_workbook
from cicsplan.report.workbook_import import read_workloads
from conftest import SAMPLES


def formula_cells(path: Path) -> list[tuple[str, str, str]]:
    wb = openpyxl.load_workbook(path)
    return [(ws.title, c.coordinate, c.value) for ws in wb for row in ws.iter_rows() for c in row
            if isinstance(c.value, str) and c.value.startswith("=")]


def sample_cases(catalog) -> list[tuple[str, object]]:
    cases = []
    for path in sorted(SAMPLES.glob("*.cicsplan.json")):
        plan = load_plan(path).plan
        for k, scenario in enumerate(plan.scenarios):
            cases.append((f"{path.name.split('.')[0]}-{k}", compute(plan, catalog, scenario.name)))
    return cases


def variant(doc: dict, catalog, **hardware) -> object:
    doc = json.loads(json.dumps(doc))
    doc.setdefault("hardware", {}).update(hardware)
    plan = plan_from_json(doc)
    return compute(plan, catalog)


@pytest.fixture(scope="module")
def recalculated(catalog, tmp_path_factory):
    """Every sample plan and scenario, plus variants that exercise the fitted method, existing load and
    honor priority NO, written and recalculated once for the module."""
    folder = tmp_path_factory.mktemp("xlsx")
    cases = sample_cases(catalog)
    doc = json.loads((SAMPLES / "getting-started.cicsplan.json").read_text())
    fitted = dict(doc, cost_method="fitted")
    cases.append(("fitted-existing-load", variant(fitted, catalog, machine="3931-705", cps=4, ziips=2,
                                                   existing_cp_busy_pct=30, existing_ziip_busy_pct=15)))
    cases.append(("honor-no-smt", variant(doc, catalog, machine="3931-705", cps=3, ziip_honor_priority=False,
                                                    smt2_ziip=True)))
    cases.append(("no-ziips", variant(doc, catalog, ziips=0)))
    files = []
    results = {}
    for name, result in cases:
        assert not result.errors, (name, [e.text() for e in result.errors])
        path = folder / f"{name}.xlsx"
        write_workbook(path, [result])
        files.append(path)
        results[path] = result
    return results, recalculate(files, folder)


def test_recalculated_workbooks_equal_the_engine_for_every_sample(recalculated):
    results, books = recalculated
    checked = 0
    for path, result in results.items():
        cached = openpyxl.load_workbook(path, data_only=True)
        for sheet, coord, formula in formula_cells(path):
            engine_value = cached[sheet][coord].value  # written from the engine's own arrays
            recalc_value = books[path][sheet][coord].value
            assert close(engine_value, recalc_value), (path.name, sheet, coord, formula, engine_value, recalc_value)
            checked += 1
        # and the headline numbers, by name, against the engine
        ws = books[path]["Results"]
        totals = {ws.cell(row=r, column=1).value: ws.cell(row=r, column=3).value for r in range(1, ws.max_row + 1)}
        for key in ("gcp_busy_pct", "gcp_engines", "ziip_engines", "total_tps", "gcp_lpar_engines"):
            assert close(totals[key], float(result.env[key])), (path.name, key)
    assert checked > 1500  # thousands of live formula cells across the samples, not a handful


def test_the_linear_layer_is_live_formulas(recalculated):
    results, _ = recalculated
    path = next(p for p in results if p.name.startswith("getting-started"))
    wb = openpyxl.load_workbook(path)
    ws = wb["Results"]
    keys = [ws.cell(row=5, column=c).value for c in range(1, ws.max_column + 1)]
    for key in ("cpu_pct", "gcp_pct", "ziip_pct", "total_ms"):
        column = keys.index(key) + 1
        value = ws.cell(row=6, column=column).value
        assert isinstance(value, str) and value.startswith("="), (key, value)
    cpu = ws.cell(row=6, column=keys.index("cpu_pct") + 1).value
    assert "Inputs" in cpu and "/10" in cpu  # tps (an input) x total_ms / 10
    totals = {ws.cell(row=r, column=1).value: ws.cell(row=r, column=3).value for r in range(1, ws.max_row + 1)}
    assert totals["gcp_busy_pct"].startswith("=")
    assert totals["gcp_engines"].startswith("=SUM(")
    # the spill share is not linear: a value with a note saying where it comes from
    spill = next(ws.cell(row=r, column=3) for r in range(1, ws.max_row + 1) if ws.cell(row=r, column=1).value ==
                 "spill_share")
    assert isinstance(spill.value, float)
    assert "Computed by cicsplan" in spill.comment.text


def test_every_expression_step_is_a_formula_in_the_workbook(recalculated):
    results, _ = recalculated
    path = next(iter(results))
    ws = openpyxl.load_workbook(path)["Results"]
    keys = {ws.cell(row=5, column=c).value: c for c in range(1, ws.max_column + 1)}
    for step in calc.STEPS:
        if isinstance(step, calc.ExprStep) and calc.QUANTITIES[step.output].level == "cell":
            assert str(ws.cell(row=6, column=keys[step.output]).value).startswith("="), step.output


def test_changing_an_input_in_the_workbook_moves_the_results_as_the_engine_does(catalog, tmp_path):
    """Honor priority NO and the published method: every step is linear in the rates, so a changed rate in
    Excel must give exactly what the engine gives for the changed plan."""
    doc = json.loads((SAMPLES / "getting-started.cicsplan.json").read_text())
    doc["hardware"]["ziip_honor_priority"] = False
    before = tmp_path / "before.xlsx"
    write_workbook(before, [compute(plan_from_json(doc), catalog)])
    wb = openpyxl.load_workbook(before)
    inputs = wb["Inputs"]
    cell = next(inputs.cell(row=r, column=2) for r in range(1, 40) if inputs.cell(row=r, column=1).value == "peak_tps")
    assert cell.value == 4000
    cell.value = 5000
    changed = tmp_path / "changed.xlsx"
    wb.save(changed)
    doc["variables"]["peak_tps"] = 5000
    expected = tmp_path / "expected.xlsx"
    result = compute(plan_from_json(doc), catalog)
    write_workbook(expected, [result])
    books = recalculate([changed], tmp_path / "lo")
    wanted = openpyxl.load_workbook(expected, data_only=True)
    moved = 0
    for sheet, coord, formula in formula_cells(changed):
        if sheet == "Charts":
            continue
        got, want = books[changed][sheet][coord].value, wanted[sheet][coord].value
        assert close(got, want), (sheet, coord, formula, got, want)
        moved += 1
    assert moved > 200
    totals = {books[changed]["Results"].cell(row=r, column=1).value: books[changed]["Results"].cell(row=r, column=3)
              .value for r in range(1, books[changed]["Results"].max_row + 1)}
    assert close(totals["gcp_busy_pct"], float(result.env["gcp_busy_pct"]))
    assert close(totals["total_tps"], 5000 * (0.4 + 0.25 + 0.2 + 0.16))


def test_cached_values_are_present_without_recalculation(catalog, tmp_path):
    result = compute(load_plan(SAMPLES / "ctg.cicsplan.json").plan, catalog)
    path = tmp_path / "ctg.xlsx"
    write_workbook(path, [result])
    values = openpyxl.load_workbook(path, data_only=True)
    formulas = formula_cells(path)
    missing = [(s, c) for s, c, _ in formulas if values[s][c].value is None]
    assert formulas and not missing
    ws = values["Results"]
    totals = {ws.cell(row=r, column=1).value: ws.cell(row=r, column=3).value for r in range(1, ws.max_row + 1)}
    assert totals["gcp_busy_pct"] == pytest.approx(float(result.env["gcp_busy_pct"]))
    assert openpyxl.load_workbook(path).sheetnames[:4] == ["About", "Inputs", "Coefficients", "Results"]


def test_coefficients_cite_their_document_and_table(catalog, tmp_path):
    result = compute(load_plan(SAMPLES / "3270.cicsplan.json").plan, catalog)
    path = tmp_path / "3270.xlsx"
    write_workbook(path, [result])
    ws = openpyxl.load_workbook(path)["Coefficients"]
    measured = [ws.cell(row=r, column=ws.max_column).value for r in range(6, ws.max_row + 1)
                if ws.cell(row=r, column=3).value in ("CICS", "NET (VTAM)")]
    assert measured and all('Ways into CICS" (CICS TS V4.2), Table 1' in s for s in measured)


def test_a_failed_write_leaves_no_file_and_says_why(catalog, tmp_path):
    result = compute(load_plan(SAMPLES / "ctg.cicsplan.json").plan, catalog)
    with pytest.raises(ReportError, match="does not exist"):
        write_workbook(tmp_path / "missing" / "sizing.xlsx", [result])
    blocked = tmp_path / "sizing.xlsx"
    blocked.mkdir()  # a folder where the report should go: the final rename fails
    with pytest.raises(ReportError, match="could not write 'sizing.xlsx'"):
        write_workbook(blocked, [result])
    assert blocked.is_dir() and not any(blocked.iterdir())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sizing.xlsx"]


def test_a_writer_failure_is_reported_and_cleaned_up(tmp_path):
    from cicsplan.report.atomic import write_atomically

    target = tmp_path / "out.xlsx"
    target.write_bytes(b"old")

    def broken(tmp: Path) -> None:
        tmp.write_bytes(b"half")
        raise RuntimeError("disk on fire")

    with pytest.raises(ReportError, match="disk on fire"):
        write_atomically(target, broken)
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.xlsx"]


def test_a_plan_with_errors_is_refused(catalog, tmp_path):
    doc = json.loads((SAMPLES / "ctg.cicsplan.json").read_text())
    doc["workloads"][0]["tps"] = -5
    result = compute(plan_from_json(doc), catalog)
    with pytest.raises(ReportError, match="error"):
        write_workbook(tmp_path / "x.xlsx", [result])
    assert not (tmp_path / "x.xlsx").exists()


def test_exported_workloads_import_back(catalog, tmp_path):
    plan = load_plan(SAMPLES / "getting-started.cicsplan.json").plan
    result = compute(plan, catalog)
    path = tmp_path / "gs.xlsx"
    write_workbook(path, [result])
    imported = read_workloads(path, catalog)
    assert not imported.errors
    assert [r.get("name") for r in imported.records] == result.resolved.names
    # the rates are formulas over the plan's variable peak_tps: they come back as those formulas
    assert [r.get("tps") for r in imported.records] == [w.get("tps") for w in plan.scenarios[0].workloads]
    assert imported.records[0].get("tps") == "=peak_tps*0.4"
    assert [r.get("ingress") for r in imported.records] == result.resolved.ingress


def test_import_reports_each_bad_row(catalog, tmp_path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Workloads"
    ws.append(["name", "ingress", "tps", "payload_in_bytes"])
    ws.append(["good", "3270", 100, 1920])
    ws.append(["bad rate", "3270", "lots", None])
    ws.append(["unknown", "carrier-pigeon", 5, None])
    ws.append(["negative", "ctg-ipic", -1, 12.5])
    path = tmp_path / "w.xlsx"
    wb.save(path)
    imported = read_workloads(path, catalog)
    assert len(imported.records) == 1
    text = "\n".join(imported.errors)
    assert "row 3, tps" in text and "'lots'" in text
    assert "row 4, ingress" in text and "carrier-pigeon" in text
    assert "row 5, tps" in text and "row 5, payload_in_bytes" in text and "whole number" in text


def test_import_without_a_workloads_table_says_so(catalog, tmp_path):
    wb = openpyxl.Workbook()
    wb.active.append(["nothing", "here"])
    path = tmp_path / "empty.xlsx"
    wb.save(path)
    with pytest.raises(ReportError, match="no workloads table"):
        read_workloads(path, catalog)
    (tmp_path / "not.xlsx").write_text("plain text")
    with pytest.raises(ReportError, match="cannot be read"):
        read_workloads(tmp_path / "not.xlsx", catalog)


def test_control_characters_in_names_do_not_stop_the_export(catalog, tmp_path):
    """Excel cannot hold a NUL or a bell: a name pasted with one still exports, without it."""
    import openpyxl

    from cicsplan.core.model.engine import compute
    from cicsplan.report.workbook import write_workbook

    doc = json.loads((SAMPLES / "ctg.cicsplan.json").read_text())
    doc["name"] = "Branch\x07 plan"
    doc["workloads"][0]["name"] = "Tellers\x00 (EXCI)"
    result = compute(plan_from_json(doc), catalog)
    path = tmp_path / "bell.xlsx"
    write_workbook(path, [result])
    names = [c.value for row in openpyxl.load_workbook(path)["Inputs"].iter_rows() for c in row
             if isinstance(c.value, str)]
    assert "Tellers (EXCI)" in names


def test_plan_formulas_with_powers_mean_the_same_in_the_workbook(catalog, tmp_path):
    """Excel reads -a^2 as (-a)^2 and 2^3^2 as (2^3)^2; the engine reads them as spreadsheets' users and
    mathematicians mean them. The exported formulas, recalculated, must give the engine's values."""
    doc = json.loads((SAMPLES / "getting-started.cicsplan.json").read_text())
    powers = {"p_times": "=a*b^2", "p_neg": "=-a^2+20", "p_neg_base": "=(-a)^2", "p_tower": "=b^b^a/100",
              "p_sum": "=a+b^2-b", "p_neg_exp": "=a^-b*90"}
    doc["variables"].update({"a": 3, "b": 2, **powers})
    result = compute(plan_from_json(doc), catalog)
    assert not result.errors
    assert [result.resolved.variables[k] for k in powers] == pytest.approx([12, 11, 9, 2.56, 5, 10])
    path = tmp_path / "powers.xlsx"
    write_workbook(path, [result])
    inputs = openpyxl.load_workbook(path)["Inputs"]
    rows = {inputs.cell(row=r, column=1).value: r for r in range(1, 60) if inputs.cell(row=r, column=1).value in powers}
    assert all(str(inputs.cell(row=r, column=2).value).startswith("=") for r in rows.values())  # live formulas
    recalc = recalculate([path], tmp_path / "lo")[path]["Inputs"]
    for name, row in rows.items():
        assert close(recalc.cell(row=row, column=2).value, result.resolved.variables[name]), \
            (name, inputs.cell(row=row, column=2).value)


def test_the_about_sheet_holds_the_plan_and_scenario_notes(catalog, tmp_path):
    from cicsplan.report.workbook import write_workbook
    from conftest import SAMPLES

    plan = load_plan(SAMPLES / "3270.cicsplan.json").plan
    plan.notes = "Branch sizing for the March sale"
    plan.scenarios[0].notes = "z16 from June"
    write_workbook(tmp_path / "notes.xlsx", [compute(plan, catalog)])
    about = openpyxl.load_workbook(tmp_path / "notes.xlsx")["About"]
    texts = [cell.value for row in about.iter_rows() for cell in row if isinstance(cell.value, str)]
    assert "Branch sizing for the March sale" in texts and "z16 from June" in texts
    assert f"Notes of scenario '{plan.scenarios[0].name}'" in texts
