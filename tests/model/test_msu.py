"""MSU: the general-CP consumption at the machine's MSU rating per physical CP (IBM's definition), checked
against IBM's published table read here on its own, model by model."""

from __future__ import annotations

import csv
import json

import openpyxl
import pytest
from tests.report_files import pdf_text, squash

from cicsplan.core.hardware.machines import parse_capacity_csv
from cicsplan.core.model.engine import compute
from cicsplan.core.model.msu import msu_figures
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.paths import models_dir
from conftest import minimal_plan


def ibm_table() -> dict[str, tuple[int, float]]:
    """model -> (CPs, MSU) as IBM publishes them (the shipped zPCR Configuration Summary, read with csv alone)."""
    with (models_dir() / "capacity" / "zpcr-configuration-summary.csv").open(newline="") as f:
        return {row["model"]: (int(row["cps"]), float(row["msu"])) for row in csv.DictReader(f) if row["msu"]}


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
    assert about["MSU of the new work in the plan's LPAR"].startswith(f"{m.new_work_msu:,.1f} MSU")
    assert about["LPAR MSU at the planned busy"].startswith(f"{m.lpar_msu:,.1f} MSU")
    pdf = tmp_path / "r.pdf"
    write_pdf_report(pdf, [r])
    text = squash(pdf_text(pdf))
    assert squash(f"LPAR MSU at the planned busy {m.lpar_msu:,.1f} MSU (existing + new work)") in text
    assert squash(f"by zIIPs {m.ziip_offload_msu:,.1f} MSU") in text  # "kept off": the PDF sets a ligature


@pytest.mark.parametrize(("machine", "cps", "per_cp"), [
    ("2817-779", 3, 6097 / 79),  # the measurement machine: 77.2, not the 2817-703's 408 / 3 = 136.0
    ("3931-720", 5, 3857 / 20),
    ("9175-720", 6, 4298 / 20),
])
def test_msu_per_cp_is_the_machines_rating_over_its_cps_not_the_lpars_n_way(catalog, machine, cps, per_cp):
    r = z16(catalog, machine=machine, cps=cps, ziips=1)  # the 2817-779 allows one zIIP
    m = msu_figures(r)
    assert (m.model, m.msu_per_cp, m.stand_in) == (machine, pytest.approx(per_cp), False)
    assert m.lpar_msu == pytest.approx(float(r.env["gcp_busy_pct"]) / 100 * cps * per_cp, rel=1e-12)
    assert m.new_work_msu == pytest.approx(float(r.env["gcp_lpar_engines"]) * per_cp, rel=1e-12)


def test_every_z16_model_prices_a_small_lpar_at_its_own_rating(catalog):
    """Brute force over IBM's table: each 3931 software model, an LPAR of up to 3 of its CPs."""
    table = ibm_table()
    models = [m for m in table if m.startswith("3931-") and not m.endswith("_L")]  # LinuxONE: no z/OS CPs
    assert len(models) > 300
    for model in models:
        cps, msu = table[model]
        r = z16(catalog, machine=model, cps=min(cps, 3), ziips=0)  # the largest models leave no room for zIIPs
        assert msu_figures(r).msu_per_cp == pytest.approx(msu / cps, rel=1e-12), model


def test_a_hardware_model_is_priced_by_the_lpars_n_way_and_says_so(catalog):
    r = z16(catalog, machine="3906-M04", cps=4)
    m = msu_figures(r)
    cps, msu = ibm_table()["3906-704"]
    assert (m.model, m.stand_in, m.msu_per_cp) == ("3906-704", True, pytest.approx(msu / cps))
    assert result_to_json(r)["totals"]["msu"]["stands_in_for_hardware_model"] is True
