"""The scenario comparison of the PDF and the workbook is per transaction (issue 17): each workload's CPU per
transaction, in total and per address space, for every scenario, with the change in ms and %."""

from __future__ import annotations

import openpyxl
import pytest
from tests.report_files import pdf_text, recalculate, squash

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan
from cicsplan.report.content import Table, build_report, fmt
from cicsplan.report.workbook import write_workbook
from conftest import SAMPLES

Z16 = SAMPLES / "moving-to-z16.cicsplan.json"
HEADING = "CPU per transaction, scenario by scenario (ms per transaction)"


def results_of(catalog, path=Z16):
    plan = load_plan(path).plan
    return [compute(plan, catalog, s.name) for s in plan.scenarios]


def expected(results) -> list[tuple[str, str, list[float]]]:
    """(workload, address space or '', ms per scenario) straight from each scenario's computed arrays."""
    first = results[0]
    out = []
    for i, name in enumerate(first.resolved.names):
        out.append((name, "", [float(r.env["wl_total_ms"][i]) for r in results]))
        for a, space in enumerate(first.space_names):
            values = [float(r.env["total_ms"][i, a]) for r in results]
            if any(values):
                out.append((name, space, values))
    return out


def test_the_pdf_compares_cpu_per_transaction_per_workload_and_address_space(catalog, tmp_path, qapp):
    from cicsplan.report.pdf import write_pdf

    results = results_of(catalog)
    report = build_report(results)
    section = next(s for s in report.sections if s.title == "Scenarios compared")
    table = next(b for b in section.blocks if isinstance(b, Table) and b.headers[:2] == ["workload", "address space"])
    rows = iter(table.rows)
    for name, space, values in expected(results):
        row = next(rows)
        assert row[0] == (name if not space else "") and (row[1] == space or not space)
        assert row[2:4] == [fmt(v, "ms/tran") for v in values]
        assert row[4] == f"{values[1] - values[0]:+.4f}"
        assert row[5] == f"{(values[1] / values[0] - 1) * 100:+.1f}%"
    out = tmp_path / "z16.pdf"
    write_pdf(out, report)
    text = squash(pdf_text(out))
    assert "CPU per transaction, scenario by scenario (ms)" in text
    terminals = expected(results)[0][2]
    assert f"Terminals all (the workload's total) {fmt(terminals[0], 'ms/tran')} {fmt(terminals[1], 'ms/tran')}" \
        in text


def test_the_workbooks_changes_per_transaction_are_live_formulas(catalog, tmp_path):
    results = results_of(catalog)
    path = tmp_path / "z16.xlsx"
    write_workbook(path, results)
    ws = openpyxl.load_workbook(path)["Scenarios"]
    top = next(r for r in range(1, ws.max_row + 1) if ws.cell(row=r, column=1).value == HEADING)
    first = top + 2
    assert ws.cell(row=first, column=1).value == "Terminals"
    assert ws.cell(row=first, column=4).value == f"=IF(ABS(C{first}-B{first})<0.0000005,0,C{first}-B{first})"
    ws.cell(row=first, column=2).value = 0.1  # a planner's what-if: today's Terminals cost typed over
    edited = tmp_path / "edited.xlsx"
    ws.parent.save(edited)
    book = recalculate([path, edited], tmp_path / "recalc")
    values = book[path]["Scenarios"]
    for j, (name, space, ms) in enumerate(expected(results)):
        row = first + j
        assert values.cell(row=row, column=1).value == (name if not space else f"    in {space}")
        assert values.cell(row=row, column=2).value == pytest.approx(ms[0], rel=1e-12)
        assert values.cell(row=row, column=4).value == pytest.approx(ms[1] - ms[0], rel=1e-9)
        assert values.cell(row=row, column=5).value == pytest.approx(ms[1] / ms[0] - 1, rel=1e-9)
    moved = book[edited]["Scenarios"]
    after = expected(results)[0][2][1]
    assert moved.cell(row=first, column=4).value == pytest.approx(after - 0.1, rel=1e-9)
    assert moved.cell(row=first, column=5).value == pytest.approx(after / 0.1 - 1, rel=1e-9)
