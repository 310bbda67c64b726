"""The PDF report and `cicsplan report`: the plan's key numbers are in the PDF's text, pages are numbered,
wide tables get landscape pages, bad input exits 2 with a reason and leaves no file."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from tests.report_files import pdf_text, squash

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan, load_plan_document
from cicsplan.report.content import fmt
from conftest import SAMPLES, run_cli


@pytest.mark.parametrize("sample", ["getting-started", "moving-to-z16", "web-services", "mq"])
def test_the_pdf_holds_the_plans_key_numbers(catalog, tmp_path, sample):
    path = SAMPLES / f"{sample}.cicsplan.json"
    out = tmp_path / "sizing.pdf"
    done = run_cli("report", str(path), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert "wrote" in done.stdout and out.stat().st_size > 5000
    text = squash(pdf_text(out))
    plan = load_plan(path).plan
    result = compute(plan, catalog)
    env = result.env
    assert plan.name in text
    assert fmt(float(env["gcp_busy_pct"]), "%") in text
    assert fmt(float(env["total_tps"]), "tps") in text
    summary = result.limits()
    if summary.binding is not None:
        assert fmt(summary.binding.max_tps, "tps") in text
    for i, name in enumerate(result.resolved.names):
        assert name in text
        assert fmt(float(env["wl_total_ms"][i]), "ms/tran") in text
        assert fmt(float(env["wl_cpu_pct"][i]), "% of one engine") in text
    for section in ("Scope", "Hardware and LSPR basis", "Workloads", "Results per workload",
                    "Results per address space", "Totals, utilisation and limits", "Warnings", "Charts",
                    "Assumptions and overrides", "Sources", "Method"):
        assert section in text
    assert "Server LPAR only" in text
    assert "A Processor Usage Study of Ways into CICS" in text and "000_9219529c98f8b258.txt" not in text
    assert "cpu_pct = tps × total_ms / 10" in text  # the method note comes from the engine's own steps
    pages = text.count("page ")
    assert "page 1 of " in text and pages >= 5
    if len(plan.scenarios) > 1:
        assert "Scenarios compared" in text
        for scenario in plan.scenarios:
            assert scenario.name in text


def test_wide_tables_are_set_on_landscape_pages(tmp_path):
    out = tmp_path / "gs.pdf"
    assert run_cli("report", str(SAMPLES / "getting-started.cicsplan.json"), "-o", str(out)).returncode == 0
    sizes = {line.split(":")[1].strip() for line in pdf_text_info(out) if line.startswith("Page") and "size" in line}
    widths = {tuple(float(x) for x in s.split(" pts")[0].split(" x ")) for s in sizes}
    assert any(w > h for w, h in widths) and any(w < h for w, h in widths)


def pdf_text_info(path: Path) -> list[str]:
    pdfinfo = shutil.which("pdfinfo")
    if pdfinfo is None:
        pytest.skip("pdfinfo (poppler-utils) is not installed")
    return subprocess.run([pdfinfo, "-f", "1", "-l", "99", str(path)], capture_output=True, text=True,
                          check=True).stdout.splitlines()


def test_one_scenario_by_name_in_full_and_the_others_compared(tmp_path):
    """--scenario names the scenario given in full; the other scenarios are still compared with it, in the PDF and
    in the workbook alike (new-user trial, finding 8; the user guide's Step 8)."""
    import openpyxl

    plan = str(SAMPLES / "moving-to-z16.cicsplan.json")
    out, book = tmp_path / "z16.pdf", tmp_path / "z16.xlsx"
    for target in (out, book):
        done = run_cli("report", plan, "-o", str(target), "--scenario", "z16, 5 CPs + 2 zIIPs")
        assert done.returncode == 0, done.stderr
        assert "scenario 'z16, 5 CPs + 2 zIIPs' in full, compared with 'today (z196)'" in done.stdout
    text = squash(pdf_text(out))
    assert "Scenario 'z16, 5 CPs + 2 zIIPs'" in text and "3931-705" in text
    compared = text.split("Scenarios compared")[-1]
    assert "Scenarios compared" in text and "today (z196)" in compared
    wb = openpyxl.load_workbook(book)
    assert wb["About"]["B4"].value == "z16, 5 CPs + 2 zIIPs"  # the scenario in full
    scenarios = " ".join(str(c.value) for row in wb["Scenarios"].iter_rows() for c in row if c.value)
    assert "today (z196)" in scenarios


def test_excel_from_the_command_line(tmp_path):
    out = tmp_path / "ctg.xlsx"
    done = run_cli("report", str(SAMPLES / "ctg.cicsplan.json"), "-o", str(out))
    assert done.returncode == 0, done.stderr
    import openpyxl

    assert openpyxl.load_workbook(out).sheetnames[:4] == ["About", "Inputs", "Coefficients", "Results"]


def test_bad_input_exits_2_with_a_reason_and_no_file(tmp_path, write_plan):
    out = tmp_path / "x.pdf"
    done = run_cli("report", str(tmp_path / "nope.cicsplan.json"), "-o", str(out))
    assert done.returncode == 2 and "does not exist" in done.stderr and "Traceback" not in done.stderr
    done = run_cli("report", str(SAMPLES / "ctg.cicsplan.json"), "-o", str(tmp_path / "x.docx"))
    assert done.returncode == 2 and ".pdf or .xlsx" in done.stderr
    done = run_cli("report", str(SAMPLES / "ctg.cicsplan.json"), "-o", str(out), "--scenario", "nope")
    assert done.returncode == 2 and "no scenario named" in done.stderr
    doc = json.loads((SAMPLES / "ctg.cicsplan.json").read_text())
    doc["workloads"][0]["ingress"] = "carrier-pigeon"
    done = run_cli("report", str(write_plan(doc)), "-o", str(out))
    assert done.returncode == 2 and "carrier-pigeon" in done.stderr and "Traceback" not in done.stderr
    done = run_cli("report", str(SAMPLES / "ctg.cicsplan.json"), "-o", str(tmp_path / "no" / "x.pdf"))
    assert done.returncode == 2 and "does not exist" in done.stderr
    assert not out.exists() and not any(p.name.startswith(".") for p in tmp_path.iterdir())


def test_an_existing_report_is_replaced_whole(tmp_path):
    out = tmp_path / "dpl.pdf"
    out.write_bytes(b"old")
    assert run_cli("report", str(SAMPLES / "dpl.cicsplan.json"), "-o", str(out)).returncode == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dpl.pdf"]


def busy_chart(catalog, sample: str):
    from cicsplan.report.content import Chart, build_report

    plan = load_plan(SAMPLES / f"{sample}.cicsplan.json").plan
    result = compute(plan, catalog)
    report = build_report([result])
    return result, next(b for s in report.sections for b in s.blocks
                        if isinstance(b, Chart) and b.title == "LPAR busy as the planned rates grow")


@pytest.mark.parametrize(("sample", "binding"), [("3270", "QR TCB dispatch"), ("sockets", "single server"),
                                                 ("getting-started", "general-CP busy at the target")])
def test_the_runs_out_mark_is_on_the_cp_curve_where_the_binding_limit_is_reached(catalog, sample, binding):
    """The mark sat on the target line (90%) whatever the limit: for the 3270 sample a region's QR dispatch
    binds with the CPs about 38% busy, and the PDF said the CPs ran out at 90%."""
    import numpy as np

    result, chart = busy_chart(catalog, sample)
    x, y, label = chart.data["runs_out"]
    limit = result.limits().binding
    assert label.startswith(binding) and x == limit.max_tps
    cp_curve = dict(chart.data["lines"])["general CPs busy %"]
    assert y == pytest.approx(float(np.interp(x, chart.data["x"], cp_curve)))
    if limit.key == "cp_busy":
        assert y == pytest.approx(chart.data["target"], abs=0.5)  # CP busy binds: on the target line
    else:
        assert y < chart.data["target"] - 20  # well below it: the CPs were not what ran out


def test_print_preview_shows_the_pages_of_the_pdf(tmp_path, catalog, qapp):
    """One layout: the preview's printer is set up as the PDF is (it showed 11 pages where the PDF had 13)."""
    pytest.importorskip("PySide6")
    from PySide6.QtPrintSupport import QPrinter

    from cicsplan.gui.report_actions import report_printer
    from cicsplan.report.content import build_report
    from cicsplan.report.pdf import paint_report, write_pdf

    plan = load_plan(SAMPLES / "moving-to-z16.cicsplan.json").plan
    report = build_report([compute(plan, catalog, s.name) for s in plan.scenarios])
    exported = write_pdf(tmp_path / "exported.pdf", report)
    printer = report_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # what the preview paints, kept to be read
    printer.setOutputFileName(str(tmp_path / "previewed.pdf"))
    assert paint_report(printer, report) == exported
    assert pdf_text(tmp_path / "previewed.pdf").count("\f") == pdf_text(tmp_path / "exported.pdf").count("\f")


def test_on_a_shared_machine_the_runs_out_mark_is_on_the_busy_of_what_prsm_gives(catalog):
    """Issue 28: the entitlement limit binds when the busy of the CPs PR/SM gives the LPAR reaches the target,
    with its logical CPs half busy; page one's chart draws that busy too and marks the limit on it, at the target."""
    import numpy as np

    from cicsplan.report.content import Chart, build_report
    from conftest import SHARED_MACHINE_PLAN

    result = compute(load_plan_document(SHARED_MACHINE_PLAN).plan, catalog)
    chart = next(b for s in build_report([result]).sections for b in s.blocks
                 if isinstance(b, Chart) and b.title == "LPAR busy as the planned rates grow")
    lines = dict(chart.data["lines"])
    gets = lines["general CPs busy % of the CPs PR/SM gives it"]
    logical = lines["general CPs busy % of its 4 logical CPs"]
    x, y, label = chart.data["runs_out"]
    assert label.startswith("entitlement with the other LPARs at their load")
    assert y == pytest.approx(float(np.interp(x, chart.data["x"], gets)))
    assert y == pytest.approx(chart.data["target"], abs=0.5)
    assert float(np.interp(x, chart.data["x"], logical)) < 60.0  # its logical CPs are far from the target there
    assert chart.data["end_labels"] == ["CPs", "CPs it gets", "zIIPs"][:len(lines)]
