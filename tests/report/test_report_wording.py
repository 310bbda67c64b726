"""The PDF writes a plan the way a planner reads it: a workload's inputs only where its method uses them, every
share and busy as a percentage with its unit, "%" on its number and every other unit spaced from it."""

from __future__ import annotations

import json
import re

import pytest
from tests.report_files import pdf_text, squash

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan
from cicsplan.report.content import Bullets, Para, Section, Table, build_report
from conftest import run_cli


@pytest.fixture
def bank(catalog, write_plan, bank_plan_with_inputs):
    """Issue 25's bank with each method's own inputs given: its file and its result."""
    path = write_plan(bank_plan_with_inputs, "bank.cicsplan.json")
    return path, compute(load_plan(path).plan, catalog)


def _table(section: Section) -> Table:
    return next(b for b in section.blocks if isinstance(b, Table))


def _cells(table: Table, row_name: str) -> dict[str, str]:
    row = next(r for r in table.rows if r[0] == row_name)
    return dict(zip(table.headers, row, strict=True))


def test_each_workload_shows_only_the_inputs_its_method_uses(bank):
    _, result = bank
    report = build_report([result])
    workloads = _table(next(s for s in report.sections if s.title == "Workloads"))
    soap, branch, ctg = (_cells(workloads, n) for n in ("Mobile SOAP", "Branch 3270", "Partner CTG"))
    xml = [h for h in workloads.headers if h.startswith("XML")]
    assert len(xml) == 3  # elements in, out and tag length: the SOAP row gives them
    assert [soap[h] for h in xml] == ["120", "400", "12"]
    assert [branch[h] for h in xml] == ["", "", ""] and [ctg[h] for h in xml] == ["", "", ""]
    tls = next(h for h in workloads.headers if h.startswith("TLS"))
    assert soap[tls] == "pooled" and branch[tls] == "" and ctg[tls] == ""
    channel = next(h for h in workloads.headers if h.lower().startswith("channel"))
    assert ctg[channel] == "yes" and branch[channel] == "" and soap[channel] == ""


def test_shares_are_written_as_percentages(bank, tmp_path):
    path, result = bank
    report = build_report([result])
    totals = _table(next(s for s in report.sections if s.title.startswith("Totals")))
    units = {row[0]: row[2] for row in totals.rows}
    assert "share" not in units.values()
    pool = next(row for row in totals.rows if row[0] == "zIIP pool busy")
    assert pool[1:] == [f"{float(result.env['ziip_pool_busy']) * 100:.1f}", "%"]
    out = tmp_path / "bank.pdf"
    assert run_cli("report", str(path), "-o", str(out)).returncode == 0
    text = squash(pdf_text(out))
    assert not re.search(r"\d share\b", text)  # "0.2123 share" beside "21.2%" elsewhere


GLUED_UNIT = re.compile(r"\d(ms|tps|TCBs?|MSU|engines|regions|bytes|CPs|zIIPs|pts)\b")
SPACED_PERCENT = re.compile(r"\d %")  # the product writes "86.6%", as "+14.8%" and "target 90%"


def _report_texts(report) -> list[str]:
    """Every sentence and table cell of the report (a table's unit column holds its unit alone)."""
    out = []
    for section in report.sections:
        for block in section.blocks:
            if isinstance(block, Para):
                out.append(block.text)
            elif isinstance(block, Bullets):
                out += block.items
            elif isinstance(block, Table):
                out += block.headers + [cell for row in block.rows for cell in row]
    return out


def test_units_are_written_one_way_in_the_pdf_and_the_command_line(bank, bank_plan_with_inputs, catalog, tmp_path):
    path, result = bank
    profile = {"all": [0.5] * 8 + [1.0] * 8 + [3.0] * 8}  # a peak over 100% busy
    day = {**bank_plan_with_inputs, "hourly_profile": profile}
    day_path = tmp_path / "day.cicsplan.json"
    day_path.write_text(json.dumps(day), encoding="utf-8")
    day_result = compute(load_plan(day_path).plan, catalog)
    texts = {"pdf": "\n".join(_report_texts(build_report([result]))),
             "pdf of the day": "\n".join(_report_texts(build_report([day_result]))),
             "compute": run_cli("compute", str(path)).stdout,
             "compute of the day": run_cli("compute", str(day_path)).stdout}
    for where, text in texts.items():
        assert "TCBs now" in text or "compute" in where, where
        assert not GLUED_UNIT.findall(text), (where, GLUED_UNIT.findall(text))
        spaced = [text[max(0, m.start() - 40):m.end()] for m in SPACED_PERCENT.finditer(text)]
        assert not spaced, (where, spaced)
    assert "Hours over 100% CP busy" in texts["compute of the day"] and "Peak hour" in texts["compute of the day"]
