"""An LPAR sharing its machine in the workbook (new-user trial, finding 3): after a CP count, a rate or another
LPAR's busy is typed in the workbook and LibreOffice recalculates it, the CPs the LPAR can get (PR/SM's weighted
share, the LPARs sheet), its busy of them and the entitlement limit are cicsplan's figures for the edited plan;
a static limit row is never flagged plain "binding", and the About sheet says plainly when one binds or may."""

from __future__ import annotations

import copy

import openpyxl
import pytest
from tests.conftest import SHARED_MACHINE_PLAN
from tests.report.trial_plan import TRIAL
from tests.report_files import limit_rows, recalculate

from cicsplan.core.model.engine import compute
from cicsplan.core.model.limits import ENTITLEMENT_LABEL
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report.workbook import INPUTS, RESULTS, write_workbook
from cicsplan.report.workbook_limits import (
    BINDING,
    FIGURES,
    LIVE,
    MAX_TPS,
    MAY_BIND,
    NOW,
    OTHER_STATIC,
    STATIC_BOUND,
)
from cicsplan.report.workbook_lpars import BUSY, SHEET


def row_of(ws, text: str, column: str = "A") -> int:
    return next(c.row for c in ws[column] if isinstance(c.value, str) and c.value.startswith(text))


def edited_book(path, out, cps: int | None = None, rate: tuple[int, float] | None = None,
                other_busy: tuple[str, float] | None = None) -> None:
    wb = openpyxl.load_workbook(path)
    ws = wb[INPUTS]
    if cps is not None:
        ws.cell(row=row_of(ws, "cps"), column=3).value = cps
    if rate is not None:
        head = row_of(ws, "#")
        col = next(c.column for c in ws[head] if c.value == "tps")
        ws.cell(row=head + 2 + rate[0], column=col).value = rate[1]
    if other_busy is not None:
        lpars = wb[SHEET]
        lpars.cell(row=row_of(lpars, other_busy[0]), column=BUSY).value = other_busy[1]
    wb.save(out)


def totals(book) -> dict[str, float]:
    ws = book[RESULTS]
    return {ws.cell(row=r, column=1).value: ws.cell(row=r, column=3).value for r in range(1, ws.max_row + 1)}


def about(book) -> dict[str, str]:
    ws = book["About"]
    return {ws.cell(row=r, column=1).value: ws.cell(row=r, column=2).value for r in range(1, ws.max_row + 1)}


CASES = {  # plan, the workbook edits, the same edits on the plan
    "shared-cps": (SHARED_MACHINE_PLAN, {"cps": 6}, lambda d: d["hardware"].update(cps=6)),
    "shared-other-lpar": (SHARED_MACHINE_PLAN, {"other_busy": ("TEST", 40)},
                          lambda d: d["hardware"]["partitions"][1].update(busy_pct=40)),
    "trial-cps": (TRIAL, {"cps": 8}, lambda d: d["hardware"].update(cps=8)),
    "trial-rate": (TRIAL, {"rate": (0, 1000)}, lambda d: d["workloads"][0].update(tps=1000)),
}


@pytest.mark.parametrize("case", list(CASES))
def test_shared_lpar_workbook_follows_edits_as_cicsplan_computes_them(case, catalog, tmp_path):
    plan, edits, change = CASES[case]
    doc = copy.deepcopy(plan)
    path, edited = tmp_path / "plan.xlsx", tmp_path / "edited.xlsx"
    write_workbook(path, [compute(plan_from_json(copy.deepcopy(doc)), catalog)])
    edited_book(path, edited, **edits)
    change(doc)
    expected = compute(plan_from_json(doc), catalog)
    assert not expected.errors
    book = recalculate([edited], tmp_path / "lo")[edited]

    inputs = book[INPUTS]
    available = inputs.cell(row=row_of(inputs, "cp_available_engines"), column=3).value
    assert available == pytest.approx(float(expected.env["cp_available_engines"]), rel=1e-9)
    # the spill is cicsplan's (static) in the trial's plan, which moves the CP busy by a few millionths
    busy = totals(book)["gcp_available_busy_pct"]
    assert busy == pytest.approx(float(expected.env["gcp_available_busy_pct"]), rel=1e-5 if "trial" in case else 1e-9)

    summary = expected.limits()
    ws = book[RESULTS]
    rows = limit_rows(ws, marks=False)
    assert ENTITLEMENT_LABEL in rows  # on a shared LPAR, whether or not it binds when exported
    figures = {label: ws.cell(row=r, column=FIGURES).value for label, r in rows.items()}
    flags = {label: ws.cell(row=r, column=BINDING).value for label, r in rows.items()}
    by_label = {lim.label: lim for lim in summary.limits}
    for label, r in rows.items():
        if figures[label] == LIVE and label in by_label:
            lim = by_label[label]
            assert ws.cell(row=r, column=NOW).value == pytest.approx(lim.value, rel=1e-9), label
            assert ws.cell(row=r, column=MAX_TPS).value == pytest.approx(lim.max_tps, rel=1e-9), label
        if figures[label] != LIVE:
            assert flags[label] != "binding", f"static row {label} flagged binding"
    lines = about(book)
    binding = summary.binding.label
    if figures[binding] == LIVE:
        assert flags[binding] == "binding"
        assert [label for label, flag in flags.items() if flag == "binding"] == [binding]
        assert str(lines["Binding constraint"]).rstrip(" †") == binding
        assert lines["Plan total at the binding limit"] == f"{summary.binding.max_tps:,.0f} tps"
    else:  # cicsplan's binding limit is static here: the workbook names it, as static, on its row and on About
        assert flags[binding] in (STATIC_BOUND, MAY_BIND)
        named = lines["Binding constraint"] if flags[binding] == STATIC_BOUND else lines[OTHER_STATIC]
        assert binding in named


def test_about_sheet_writes_its_figures_as_a_planner_reads_them(catalog, tmp_path):
    """The plan total and headroom read '2,661 tps' and '-1.4%', not 2661.29557525721 (finding 15)."""
    path = tmp_path / "plan.xlsx"
    result = compute(plan_from_json(copy.deepcopy(SHARED_MACHINE_PLAN)), catalog)
    write_workbook(path, [result])
    lines = about(recalculate([path], tmp_path / "lo")[path])
    binding = result.limits().binding
    assert lines["Plan total at the binding limit"] == f"{binding.max_tps:,.0f} tps"
    assert lines["Headroom to it"] == f"{binding.headroom_pct:,.1f}%"


def test_regions_needed_column_names_the_ceiling(catalog, tmp_path):
    """The region groups' 'the ceiling that decides the regions needed' holds the ceiling's name (finding 15)."""
    path = tmp_path / "plan.xlsx"
    write_workbook(path, [compute(plan_from_json(copy.deepcopy(TRIAL)), catalog)])
    ws = openpyxl.load_workbook(path)[RESULTS]
    head = next(c for row in ws.iter_rows() for c in row if c.value == "group_regions_needed_by")
    names = [ws.cell(row=head.row + 1 + g, column=head.column).value for g in range(3)]
    assert names == ["QR TCB dispatch", "QR TCB CPU", "QR TCB CPU"]  # TOR, WSR, AOR
