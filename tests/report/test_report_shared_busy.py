"""On a shared LPAR the PDF's first page gives each scenario's busy of the CPs PR/SM gives it, with the busy of its
logical CPs beside it (new-user trial, finding 7: "CP busy 58.6%" hid 88.3% of the 10.62 CPs it gets)."""

from __future__ import annotations

import copy

from tests.conftest import SHARED_MACHINE_PLAN
from tests.report_files import pdf_text, squash

from cicsplan.core.model.busy_of import busy_of
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report.content import build_report


def two_scenarios() -> dict:
    doc = copy.deepcopy(SHARED_MACHINE_PLAN)
    today = {"name": "today", **{key: doc.pop(key) for key in ("hardware", "region_groups", "workloads")}}
    more = copy.deepcopy(today) | {"name": "more CPs"}
    more["hardware"]["cps"] = 6
    doc["scenarios"] = [today, more]
    return doc


def test_page_one_scenario_lines_give_the_busy_of_what_prsm_gives(catalog, tmp_path, qapp):
    from cicsplan.report.pdf import write_pdf

    plan = plan_from_json(two_scenarios())
    results = [compute(plan, catalog, name) for name in ("today", "more CPs")]
    out = tmp_path / "shared.pdf"
    write_pdf(out, build_report(results))
    page = squash(pdf_text(out, "-f", "1", "-l", "1"))
    busy = busy_of(results[1])
    assert busy.shared and busy.available_busy_pct > busy.busy_pct + 10
    line = page.split("'more CPs':")[1]
    assert f"CP busy {busy.text()}" in squash(line), line[:300]
