"""MSU: the general-CP consumption at IBM's MSU rating per CP of the LPAR's n-way model."""

from __future__ import annotations

import json

import openpyxl
import pytest
from tests.report_files import pdf_text, squash

from cicsplan.core.hardware.machines import parse_capacity_csv
from cicsplan.core.model.engine import compute
from cicsplan.core.model.msu import msu_figures
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import plan_from_json
from conftest import minimal_plan


def z16(catalog, machine="3931-705", cps=5, ziips=2, **hardware):
    doc = minimal_plan(ingress="ctg-ipic", tps=800)
    doc["hardware"].update(machine=machine, cps=cps, ziips=ziips, **hardware)
    return compute(plan_from_json(doc), catalog)


def test_new_work_lpar_and_ziip_msu_follow_ibms_rating(catalog):
    r = z16(catalog, existing_cp_busy_pct=30)
    m = msu_figures(r)
    per_cp = 1232 / 5  # IBM's MSU rating of the 3931-705, per CP
    assert (m.model, m.msu_per_cp) == ("3931-705", pytest.approx(per_cp))
    assert m.new_work_msu == pytest.approx(float(r.env["gcp_lpar_engines"]) * per_cp, rel=1e-12)
    assert m.lpar_msu == pytest.approx(float(r.env["gcp_busy_pct"]) / 100 * 5 * per_cp, rel=1e-12)
    assert m.lpar_msu > m.new_work_msu + 0.3 * 5 * per_cp - 1e-9  # the existing 30% counts too
    assert m.ziip_offload_msu == pytest.approx(float(r.env["ziip_engines"]) * per_cp, rel=1e-12)
    assert m.ziip_offload_msu > 0


def test_on_a_sub_capacity_cp_the_ziip_work_weighs_more(catalog):
    """A 6xx CP is slower than the full-speed zIIP: the zIIPs' work would take more CPs, and more MSU."""
    r = z16(catalog, machine="3931-605")
    m = msu_figures(r)
    assert m.msu_per_cp == pytest.approx(830 / 5)
    assert m.ziip_offload_msu == pytest.approx(float(r.env["ziip_engines"]) * (10129 / 6776) * 830 / 5, rel=1e-12)


def test_msu_is_in_the_json_and_absent_without_a_rating(catalog):
    r = z16(catalog)
    totals = json.loads(json.dumps(result_to_json(r)))["totals"]
    assert totals["msu"]["model"] == "3931-705" and totals["msu"]["msu_per_cp"] == pytest.approx(246.4)
    doc = minimal_plan(ingress="ctg-ipic", tps=800)
    doc["hardware"].update(machine="3931-705", cps=5)
    doc["capacity_table"] = parse_capacity_csv("model,pci\n3931-705,10129\n", "no MSU")  # a table without MSU
    unrated = compute(plan_from_json(doc), catalog)
    assert not unrated.errors and msu_figures(unrated) is None
    assert result_to_json(unrated)["totals"]["msu"] is None


@pytest.mark.slow
def test_the_reports_give_the_msu(catalog, tmp_path):
    from cicsplan.cli.report_cli import write_excel_report, write_pdf_report

    r = z16(catalog)
    m = msu_figures(r)
    xlsx = tmp_path / "r.xlsx"
    write_excel_report(xlsx, [r])
    about = {row[0]: row[1] for row in openpyxl.load_workbook(xlsx)["About"].iter_rows(values_only=True) if row[0]}
    assert about["MSU of the new work"].startswith(f"{m.new_work_msu:,.1f} MSU")
    assert about["LPAR MSU at the planned busy"].startswith(f"{m.lpar_msu:,.1f} MSU")
    pdf = tmp_path / "r.pdf"
    write_pdf_report(pdf, [r])
    text = squash(pdf_text(pdf))
    assert squash(f"LPAR MSU at the planned busy {m.lpar_msu:,.1f} MSU (existing + new work)") in text
    assert squash(f"by zIIPs {m.ziip_offload_msu:,.1f} MSU") in text  # "kept off": the PDF sets a ligature
