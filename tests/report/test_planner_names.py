"""Planner text names fields as the sheets do and cites what a planner can look up (new-user trial, finding 14):
the warnings of the trial's plan in compute's text, on the PDF's first page and on the workbook's About sheet
say "hardware, Machine zIIPs", not "hardware, field machine_ziips"; the PDF's Sources page cites published
documents, not a test tool or the developers' notes."""

from __future__ import annotations

import copy
import subprocess
import sys

import openpyxl
from tests.report.trial_plan import TRIAL
from tests.report_files import pdf_text, squash

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report.content import build_report
from cicsplan.report.workbook import write_workbook

INTERNAL = ("field gcp_busy_pct", "field machine_ziips", "field payload_in_bytes", "totals, field")
PLANNER = ("hardware, Machine zIIPs:", "workload 'Partner SOAP service' (row 2), Payload in:",
           "Results: general-CP busy")


def test_warnings_name_fields_by_the_sheets_labels_everywhere(catalog, tmp_path, qapp, write_plan):
    from cicsplan.report.pdf import write_pdf

    doc = copy.deepcopy(TRIAL)
    doc["hardware"]["partitions"][0]["logical_ziips"] = 1  # a zIIP pool shared without the machine's zIIPs: warned
    result = compute(plan_from_json(copy.deepcopy(doc)), catalog)
    texts = [w.text() for w in result.warnings]
    for words in PLANNER:
        assert any(t.startswith(words) for t in texts), (words, texts)
    plan = write_plan(doc)
    done = subprocess.run([sys.executable, "-m", "cicsplan", "compute", str(plan)], capture_output=True, text=True)
    book = tmp_path / "plan.xlsx"
    write_workbook(book, [result])
    about = " ".join(str(c.value) for c in openpyxl.load_workbook(book)["About"]["A"] if c.value)
    pdf = tmp_path / "plan.pdf"
    write_pdf(pdf, build_report([result]))
    page_one = squash(pdf_text(pdf, "-f", "1", "-l", "1"))
    for where, text in (("compute", done.stdout + done.stderr), ("About sheet", about), ("PDF page 1", page_one)):
        assert "Machine zIIPs" in text, where
        for name in INTERNAL:
            assert name not in text, (where, name)
    sources = squash(pdf_text(pdf)).split("Sources")[-1]
    assert "ciw" not in sources.split() and "planner facts" not in sources
    assert "Kleinrock, Queueing Systems" in squash(pdf_text(pdf))
