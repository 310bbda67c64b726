"""Live limits that stay true in Excel (issue 25): every limit whose arithmetic is closed-form is a formula, and
after a rate, a CP count, a region count and a ceiling are typed in the workbook, LibreOffice recalculates its plan
total at the limit, headroom and binding flag, and the About sheet's binding constraint, to cicsplan's own figures
for the edited plan. What cannot be live is marked static on its row and listed on the About sheet."""

from __future__ import annotations

import copy

import openpyxl
import pytest
from tests.report_files import limit_rows, recalculate

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report.workbook import INPUTS, RESULTS, write_workbook
from cicsplan.report.workbook_limits import BINDING, FIGURES, HEADROOM, LIVE, MAX_TPS, NOW

# honor priority NO: nothing spills, so the CP and zIIP busy are closed-form too; full handshakes and new
# connections bring the Crypto Express and client-port limits
WEB = {
    "format": "cicsplan", "version": 1, "name": "Web",
    "hardware": {"machine": "3931-708", "cps": 6, "ziips": 2, "ziip_honor_priority": False,
                 "existing_cp_busy_pct": 12, "existing_ziip_busy_pct": 5, "crypto_coprocessors": 2,
                 "existing_card_busy_pct": 4},
    "region_groups": [{"name": "WEB", "regions": 2}],
    "workloads": [
        {"name": "Portal", "ingress": "cws-http", "tps": 300, "tls": "full", "region": "WEB"},
        {"name": "Gateway", "ingress": "ctg-ipic", "tps": 700, "region": "WEB"},
        {"name": "Terminals", "ingress": "3270", "tps": 900, "app_machine": "2964-716", "app_gcp_ms": 0.3},
    ],
}


def cell_of(ws, text: str) -> int:
    """The row of ``text`` in column A (an input's key, a region group's name)."""
    return next(c.row for c in ws["A"] if c.value == text)


def edit(path, out, rate: tuple[str, float] | None = None, cps: int | None = None,
         regions: tuple[str, int] | None = None, ceiling: tuple[str, float] | None = None) -> None:
    wb = openpyxl.load_workbook(path)
    ws = wb[INPUTS]
    at = {}
    for row in ws.iter_rows():
        for c in row:
            if isinstance(c.value, str):
                at.setdefault(c.value, (c.row, c.column))
    if rate:
        ws.cell(row=at[rate[0]][0], column=at["tps"][1]).value = rate[1]
    if cps:
        ws.cell(row=cell_of(ws, "cps"), column=3).value = cps
    if regions:
        ws.cell(row=cell_of(ws, regions[0]), column=2).value = regions[1]
    if ceiling:
        ws.cell(row=cell_of(ws, ceiling[0]), column=3).value = ceiling[1]
    wb.save(out)


def engine_limits(doc: dict, catalog) -> dict:
    result = compute(plan_from_json(doc), catalog)
    assert not result.errors
    summary = result.limits()
    return {lim.label: (lim, lim is summary.binding) for lim in summary.limits}


@pytest.mark.parametrize("plan", ["bank", "web"])
def test_live_limits_recalculate_to_cicsplans_figures_after_edits(plan, catalog, tmp_path, bank_plan_with_inputs):
    """Issue 25's bank (zIIP work spills) and a plan where nothing spills."""
    planned = bank_plan_with_inputs if plan == "bank" else WEB
    doc = copy.deepcopy(planned)
    result = compute(plan_from_json(doc), catalog)
    path = tmp_path / f"{plan}.xlsx"
    write_workbook(path, [result])
    edited = tmp_path / f"{plan}-edited.xlsx"
    if plan == "bank":
        edit(path, edited, rate=("Mobile SOAP", 2700), cps=4, regions=("WSR", 4), ceiling=("qr_cpu_ceiling_pct", 60))
        doc["workloads"][1]["tps"] = 2700
        doc["hardware"]["cps"] = 4
        doc["region_groups"][1]["regions"] = 4
    else:
        edit(path, edited, rate=("Portal", 450), cps=7, regions=("WEB", 3), ceiling=("maxssltcbs", 24))
        doc["workloads"][0]["tps"] = 450
        doc["hardware"]["cps"] = 7
        doc["region_groups"][0]["regions"] = 3
    if plan == "bank":
        doc["assumptions"] = {"qr_cpu_ceiling_pct": 60}
    else:
        doc["assumptions"] = {"maxssltcbs": 24}
    books = recalculate([path, edited], tmp_path / "lo")
    for book, expected in ((path, engine_limits(copy.deepcopy(planned), catalog)),
                           (edited, engine_limits(doc, catalog))):
        ws = books[book][RESULTS]
        rows = limit_rows(ws, marks=False)
        live = [label for label, r_ in rows.items() if ws.cell(row=r_, column=FIGURES).value == LIVE]
        assert len(live) >= (6 if plan == "bank" else 5)
        for label in live:
            lim, binding = expected[label]
            r_ = rows[label]
            assert ws.cell(row=r_, column=NOW).value == pytest.approx(lim.value, rel=1e-9), label
            if lim.max_tps is None:
                assert ws.cell(row=r_, column=MAX_TPS).value == "never reached"
            else:
                assert ws.cell(row=r_, column=MAX_TPS).value == pytest.approx(lim.max_tps, rel=1e-9), label
                assert ws.cell(row=r_, column=HEADROOM).value == pytest.approx(lim.headroom_pct, rel=1e-9,
                                                                               abs=1e-9), label
            assert (ws.cell(row=r_, column=BINDING).value == "binding") is binding, label
        binding = next((lim for lim, b in expected.values() if b), None)
        about = books[book]["About"]
        lines = {about.cell(row=r, column=1).value: about.cell(row=r, column=2).value
                 for r in range(1, about.max_row + 1)}
        assert str(lines["Binding constraint"]).rstrip(" †") == binding.label
        assert lines["Headroom to it"] == f"{binding.headroom_pct:,.1f}%"
    if plan == "web":  # nothing spills: the CP and zIIP busy are live too, and so are the card and the ports
        assert {"general-CP busy at the target", "zIIP capacity (honor priority NO)", "Crypto Express card busy",
                "client ephemeral ports"} <= set(live)


def test_what_cannot_be_live_is_marked_static_and_listed_on_the_about_sheet(catalog, tmp_path, bank_plan_with_inputs):
    """The bank plan spills zIIP work onto its CPs: the CP limit's root is cicsplan's, marked on its row and named
    on the About sheet; the README says the same."""
    result = compute(plan_from_json(bank_plan_with_inputs), catalog)
    path = tmp_path / "bank.xlsx"
    write_workbook(path, [result])
    wb = openpyxl.load_workbook(path)
    ws = wb[RESULTS]
    row = limit_rows(ws, marks=False)["general-CP busy at the target"]
    figures = ws.cell(row=row, column=FIGURES).value
    assert figures.startswith("static: the zIIP spill")
    assert ws.cell(row=row, column=MAX_TPS).font.i and ws.cell(row=row, column=MAX_TPS).comment.text.startswith(
        "Static figure")
    about = "\n".join(str(c.value) for c in wb["About"]["A"] if c.value)
    assert "• general-CP busy at the target: the zIIP spill grows faster than the rates" in about
    assert "S8 TCBs" in about  # among the live figures' description
