"""Users never see the repository's file names or paths: documents are cited by their title, table and page.
Every text the command line and the reports show for the shipped samples and every catalog method is searched
for a source document's file name, a repository path or a data file's name."""

from __future__ import annotations

import re

import openpyxl
import pytest
from tests.report_files import pdf_text

from cicsplan.core.catalog.catalog import load_catalog
from conftest import SAMPLES, run_cli

LEAKS = re.compile(r"[0-9]{3}_[0-9a-f]{16}\.txt|\bshared/|hardware-facts|\bmodels/[\w./-]+|\.toml\b|\bseeds\b")


def leaks(text: str) -> list[str]:
    return sorted({m.group(0) for m in LEAKS.finditer(text)})


def test_every_catalog_method_in_full_names_no_file():
    shown = [run_cli("catalog").stdout, run_cli("catalog", "--check").stdout]
    shown += [run_cli("catalog", model_id).stdout for model_id in load_catalog().models]
    assert leaks("\n".join(shown)) == []


@pytest.mark.parametrize("sample", sorted(p.name for p in SAMPLES.glob("*.cicsplan.json")))
def test_compute_and_explain_of_every_sample_name_no_file(sample):
    plan = str(SAMPLES / sample)
    runs = [run_cli("compute", plan), run_cli("compute", plan, "--ranges"), run_cli("compare", plan),
            *(run_cli("explain", plan, "1", quantity) for quantity in ("wl_total_ms", "total_ms", "gcp_ms")),
            run_cli("size", plan, "--type", "3931"), run_cli("size", plan, "--type", "2964", "--json")]
    assert leaks("\n".join(run.stdout + run.stderr for run in runs)) == []


@pytest.mark.parametrize("sample", ["getting-started.cicsplan.json", "web-services.cicsplan.json",
                                    "moving-to-z16.cicsplan.json"])
def test_the_reports_name_no_file(sample, tmp_path):
    pdf, xlsx = tmp_path / "r.pdf", tmp_path / "r.xlsx"
    assert run_cli("report", str(SAMPLES / sample), "-o", str(pdf)).returncode == 0
    assert run_cli("report", str(SAMPLES / sample), "-o", str(xlsx)).returncode == 0
    cells = [str(c.value) for ws in openpyxl.load_workbook(xlsx) for row in ws.iter_rows() for c in row if c.value]
    notes = [c.comment.text for ws in openpyxl.load_workbook(xlsx) for row in ws.iter_rows() for c in row if c.comment]
    assert leaks(pdf_text(pdf)) == []
    assert leaks("\n".join(cells + notes)) == []
