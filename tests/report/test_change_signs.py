"""Changes that round to nothing read "0.0%", "0.0 pts", "0.0000", never "-0.0%" (trial 3, 2.3: Compare showed
"-0.0%" for 53.2 -> 53.2 MSU); the PDF's per-transaction change in ms is written where it is zero (trial 3's page
18 left the column empty on every row); a typed response target reads "200", not "200.0000"."""

from __future__ import annotations

import copy

import openpyxl
import pytest
from tests.report.trial_plan import ROUTED_SCENARIOS
from tests.report_files import pdf_text, recalculate, squash

from cicsplan.core.analysis.compare import Row
from cicsplan.core.common.figures import points_change, relative_change, signed
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report.content import Table, build_report
from cicsplan.report.workbook import write_workbook

HEADING = "CPU per transaction, scenario by scenario (ms per transaction)"


def test_a_change_that_rounds_to_nothing_has_no_sign():
    assert relative_change(-0.01) == "0.0%" and relative_change(0.0) == "0.0%" and relative_change(0.04) == "0.0%"
    assert relative_change(-0.05) == "-0.1%" and relative_change(7.43) == "+7.4%"
    assert points_change(-0.04) == "0.0 pts" and points_change(0.3) == "+0.3 pts"
    assert signed(-0.00001, "ms") == "0.0000" and signed(0.0, "ms") == "0.0000" and signed(-0.0123, "ms") == "-0.0123"


def test_compare_shows_no_minus_for_an_msu_that_does_not_move():
    """Trial 3's "MSU of the plan's work in all its LPARs", 53.2 in both scenarios, a hair lower in the second."""
    row = Row("Totals", "MSU of the plan's work in all its LPARs", "MSU", (53.2134, 53.2121))
    assert row.changes_in_units_texts() == ["0.0%"]
    assert Row("Workload A", "CPU per transaction", "ms/tran", (0.4899, 0.4899)).changes_in_units_texts() == [
        "0.0000 ms (0.0%)"]


def results(catalog):
    plan = plan_from_json(copy.deepcopy(ROUTED_SCENARIOS))
    return [compute(plan, catalog, s.name) for s in plan.scenarios]


def test_pdf_writes_every_change_per_transaction_and_the_target_as_typed(catalog, tmp_path, qapp):
    from cicsplan.report.pdf import write_pdf

    report = build_report(results(catalog))
    section = next(s for s in report.sections if s.title == "Scenarios compared")
    table = next(b for b in section.blocks if isinstance(b, Table) and b.headers[:2] == ["workload", "address space"])
    assert table.headers[4:] == ["change AOR2 in PROD1 (ms)", "change AOR2 in PROD1 (%)"]
    assert [row[4:] for row in table.rows] == [["0.0000", "0.0%"]] * len(table.rows)  # none moves
    workloads = next(s for s in report.sections if s.title == "Workloads")
    table = next(b for b in workloads.blocks if isinstance(b, Table))
    target = next(k for k, head in enumerate(table.headers) if head.startswith("Response target"))
    soap = next(row for row in table.rows if row[0] == "SOAP service")
    assert soap[target] == "200"
    out = tmp_path / "routed.pdf"
    write_pdf(out, report)
    text = squash(pdf_text(out))
    assert "0.0779 0.0779 0.0000 0.0%" in text and "+0.0%" not in text and "200.0000" not in text


def test_workbook_change_under_its_last_decimal_is_zero(catalog, tmp_path):
    """A Base cost typed a hair above the other scenario's gives a change of 0 (it showed "-0.0%"), and a real
    change still reads exactly."""
    path = tmp_path / "routed.xlsx"
    write_workbook(path, results(catalog))
    wb = openpyxl.load_workbook(path)
    ws = wb["Scenarios"]
    top = next(r for r in range(1, ws.max_row + 1) if ws.cell(row=r, column=1).value == HEADING)
    first, second = top + 2, top + 3
    assert ws.cell(row=first, column=1).value == "3270 terminals"
    book = recalculate([path], tmp_path / "as-written")[path]["Scenarios"]
    other = book.cell(row=first, column=3).value
    ws.cell(row=first, column=2).value = other * (1 + 1e-7)  # a hair above: -1e-7 of a change
    ws.cell(row=second, column=2).value = book.cell(row=second, column=3).value / 1.1  # +10.0 %
    edited = tmp_path / "edited.xlsx"
    wb.save(edited)
    moved = recalculate([edited], tmp_path / "edited")[edited]["Scenarios"]
    assert moved.cell(row=first, column=4).value == 0 and moved.cell(row=first, column=5).value == 0
    assert moved.cell(row=second, column=5).value == pytest.approx(0.1, rel=1e-9)
    assert ws.cell(row=first, column=5).number_format == "+0.0%;-0.0%;0.0%"
