"""The workbook's limits table (issue 17): where a limit grows in proportion to the rates, its maximum rate and
headroom are formulas, so a rate or a threshold typed in Excel moves them as cicsplan would; the rest are
cicsplan's figures, marked static in their notes."""

from __future__ import annotations

import datetime as _dt
import json

import openpyxl
import pytest
from tests.report_files import limit_rows, recalculate

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report.workbook import RESULTS, WorkbookBuilder, write_workbook
from conftest import SAMPLES


def test_a_rate_or_threshold_typed_in_excel_moves_the_headroom_as_cicsplan_does(catalog, tmp_path):
    doc = json.loads((SAMPLES / "mq.cicsplan.json").read_text())
    doc["hardware"]["existing_cp_busy_pct"] = 20  # busy at zero rate: the CPs' line does not start at 0
    result = compute(plan_from_json(doc), catalog)
    cp = next(lim for lim in result.limits().limits if lim.key == "cp_busy")
    path = tmp_path / "mq.xlsx"
    write_workbook(path, [result])
    builder = WorkbookBuilder(result, [], _dt.datetime(2026, 1, 1))
    builder.build()
    rate_cell = builder.layout.ref("tps", "Inputs", workload=0)

    wb = openpyxl.load_workbook(path)
    ws = wb[RESULTS]
    row = limit_rows(ws)[cp.label]
    assert all(str(ws.cell(row=row, column=c).value).startswith("=") for c in (6, 7))
    wb["Inputs"][rate_cell].value = 1800  # Claims from 1,200 to 1,800 tps
    faster = tmp_path / "faster.xlsx"
    wb.save(faster)
    wb = openpyxl.load_workbook(path)
    wb[RESULTS].cell(row=row, column=3).value = 80  # a lower CP target
    stricter = tmp_path / "stricter.xlsx"
    wb.save(stricter)
    books = recalculate([path, faster, stricter], tmp_path / "lo")

    def figures(book) -> tuple[float, float]:
        ws = books[book][RESULTS]
        return ws.cell(row=row, column=6).value, ws.cell(row=row, column=7).value

    assert figures(path) == pytest.approx((cp.max_tps, cp.headroom_pct), rel=1e-9)
    assert books[path][RESULTS].cell(row=row, column=5).value == pytest.approx(20)
    doc["workloads"][0]["tps"] = 1800
    moved = next(lim for lim in compute(plan_from_json(doc), catalog).limits().limits if lim.key == "cp_busy")
    assert figures(faster) == pytest.approx((moved.max_tps, moved.headroom_pct), rel=1e-6)
    assert figures(faster)[1] < cp.headroom_pct
    doc["workloads"][0]["tps"] = 1200
    doc["hardware"]["target_cp_busy_pct"] = 80
    strict = next(lim for lim in compute(plan_from_json(doc), catalog).limits().limits if lim.key == "cp_busy")
    assert figures(stricter) == pytest.approx((strict.max_tps, strict.headroom_pct), rel=1e-6)


def test_limits_that_are_not_proportional_are_static_and_say_so(catalog, tmp_path):
    """getting-started spills zIIP work onto the CPs: its CP limit is cicsplan's figure, static and saying why; its QR
    limits grow in proportion to the rates and are live formulas."""
    result = compute(plan_from_json(json.loads((SAMPLES / "getting-started.cicsplan.json").read_text())), catalog)
    path = tmp_path / "gs.xlsx"
    write_workbook(path, [result])
    ws = openpyxl.load_workbook(path)[RESULTS]
    rows = limit_rows(ws)
    assert len(rows) == len(result.limits().limits)
    kinds = {}
    for lim in result.limits().limits:
        row = rows[lim.label + (" †" if lim.assumptions else "")]
        cell, figures = ws.cell(row=row, column=6), ws.cell(row=row, column=9).value
        if figures == "live formulas":
            assert str(cell.value).startswith("=IF(")
        else:
            assert figures.startswith("static: ")
            assert cell.value == pytest.approx(lim.max_tps)
            assert cell.comment is not None and cell.comment.text.startswith("Static figure")
        kinds[lim.key.split(":")[0]] = figures
    assert kinds["cp_busy"].startswith("static: the zIIP spill") and kinds["qr_cpu"] == "live formulas"


def test_a_limit_resting_on_an_assumption_is_marked_and_the_rate_column_says_it_is_the_plans(catalog, tmp_path):
    """1,500 tps of CTG IPIC and 400 tps of 3270 on a z16: the QR CPU limit rests on qr_share_ctg_ipic (not measured);
    the general-CP limit on measured costs."""
    doc = {"format": "cicsplan", "version": 1, "name": "small",
           "hardware": {"machine": "3931-706", "cps": 6, "ziips": 2},
           "workloads": [{"name": "gateway", "ingress": "ctg-ipic", "tps": 1500},
                         {"name": "terminals", "ingress": "3270", "tps": 400}]}
    path = tmp_path / "small.xlsx"
    write_workbook(path, [compute(plan_from_json(doc), catalog)])
    ws = openpyxl.load_workbook(path)[RESULTS]
    rows = limit_rows(ws)
    assert set(rows) == {"general-CP busy at the target", "QR TCB CPU, region group CICS †",
                         "QR TCB dispatch, region group CICS †"}
    qr = rows["QR TCB CPU, region group CICS †"]
    rests = "rests on the assumption qr_share_ctg_ipic = 0.7, not measured; edit it on the Assumptions sheet"
    assert ws.cell(row=qr, column=1).comment.text.startswith(f"† {rests}.")
    assert ws.cell(row=qr, column=10).value.endswith(f"; † {rests}")
    assert ws.cell(row=rows["general-CP busy at the target"], column=1).comment is None
    assert ws.cell(row=qr - 1 - list(rows).index("QR TCB CPU, region group CICS †"), column=6).value == \
        "plan total at the limit (tps)"
    last = max(rows.values())
    assert ws.cell(row=last + 1, column=1).value.startswith("Plan total at the limit: the plan's total rate")
