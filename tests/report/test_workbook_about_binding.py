"""The About sheet's binding constraint is the lowest limit over every row of the Results sheet's limits table, live
or static (trial 3, finding 1.1): trial 3's plan binds on its TOR's QR TCB CPU, a static row, at 9,169 tps, and the
About sheet read "general-CP busy at the target, 18,564 tps" from the live rows alone. Checked by LibreOffice's
recalculation before and after a rate edit, against cicsplan's own binding limit for the edited plan: a static one
is named as static, and the live limit reached first follows the edit. (A live binding limit's figure after edits:
tests/report/test_workbook_live_limits.py and test_workbook_shared_lpar.py.)"""

from __future__ import annotations

import copy

from tests.report.test_workbook_shared_lpar import about, edited_book
from tests.report.trial_plan import ROUTED
from tests.report_files import limit_rows, recalculate

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report.workbook import RESULTS, write_workbook
from cicsplan.report.workbook_limits import BINDING, FIGURES, LIVE, LOWEST_LIVE, STATIC_BOUND

EDITS = {  # the workbook's edits, the same edits on the plan, whether cicsplan's binding limit is then live
    "as exported": ({}, lambda d: None, False),
    "CTG at 500 tps": ({"rate": (1, 500)}, lambda d: d["workloads"][1].update(tps=500), False),
}


def test_about_binding_is_the_lowest_limit_live_or_static(catalog, tmp_path):
    path = tmp_path / "plan.xlsx"
    write_workbook(path, [compute(plan_from_json(copy.deepcopy(ROUTED)), catalog)])
    books = {}
    for name, (edits, _, _) in EDITS.items():
        books[name] = tmp_path / f"{name}.xlsx"
        edited_book(path, books[name], **edits)
    recalculated = recalculate(list(books.values()), tmp_path / "lo")
    for name, (_, change, live) in EDITS.items():
        doc = copy.deepcopy(ROUTED)
        change(doc)
        expected = compute(plan_from_json(doc), catalog).limits().binding
        book = recalculated[books[name]]
        ws = book[RESULTS]
        rows = limit_rows(ws, marks=False)
        row = rows[expected.label]
        lines = about(book)
        assert (ws.cell(row=row, column=FIGURES).value == LIVE) is live, name
        if live:  # the About sheet gives cicsplan's figure for the edited plan
            assert ws.cell(row=row, column=BINDING).value == "binding", name
            assert str(lines["Binding constraint"]).rstrip(" †") == expected.label, name
            assert lines["Plan total at the binding limit"] == f"{expected.max_tps:,.0f} tps", name
            assert lines["Headroom to it"] == f"{expected.headroom_pct:,.1f}%", name
        else:  # named, and said to be a static figure that does not follow edits
            assert ws.cell(row=row, column=BINDING).value == STATIC_BOUND, name
            assert lines["Binding constraint"].startswith(expected.label), name
            assert "static figure" in lines["Binding constraint"], name
            assert "does not follow edits" in lines["Binding constraint"], name
            assert lines["Plan total at the binding limit"].endswith("tps (static)"), name
        flags = [ws.cell(row=r, column=BINDING).value for r in rows.values()]
        assert flags.count("binding") + flags.count(STATIC_BOUND) == 1, name  # one binding row, as About says
    exported = about(recalculated[books["as exported"]])
    assert exported["Plan total at the binding limit"] == "9,169 tps (static)"
    assert exported["Headroom to it"] == "1,156.0% (static)"
    # the live limit reached first stays in view, and follows the rate edit: cicsplan's 15,451 tps
    assert exported["Lowest live limit"].startswith("general-CP busy at the target, at 18,564 tps")
    edited = about(recalculated[books["CTG at 500 tps"]])
    assert edited["Lowest live limit"].startswith("general-CP busy at the target, at 15,451 tps")
    ws = recalculated[books["CTG at 500 tps"]][RESULTS]
    cp_row = limit_rows(ws, marks=False)["general-CP busy at the target"]
    assert ws.cell(row=cp_row, column=BINDING).value == LOWEST_LIVE

