"""Application CPU belongs to the machine it was measured on (issue 23): typed application CPU, zIIP-eligible CPU
and QR CPU move from that machine's LPAR to the plan's by IBM's per-engine ratings, as the ingress costs do."""

from __future__ import annotations

import csv

import pytest

from cicsplan.core.model.engine import compute
from cicsplan.core.model.explain import explain
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.paths import models_dir
from conftest import minimal_plan


def ibm_pci(model: str) -> float:
    """IBM's PCI of a software model, read from the shipped zPCR table with csv alone."""
    with (models_dir() / "capacity" / "zpcr-configuration-summary.csv").open(newline="") as f:
        return next(float(row["pci"]) for row in csv.DictReader(f) if row["model"] == model)


def app_plan(machine: str, cps: int, ziips: int = 1, **workload) -> dict:
    doc = minimal_plan(**{"name": "App", "ingress": "none", "tps": 1500, **workload})
    doc["hardware"].update(machine=machine, cps=cps, ziips=ziips)
    return doc


CATALOG = []


@pytest.fixture(autouse=True)
def _catalog(catalog):
    CATALOG[:] = [catalog]


def run(doc: dict):
    return compute(plan_from_json(doc), CATALOG[0])


def test_application_cpu_measured_on_a_z16_705_moves_to_a_406_by_ibms_ratings():
    """The issue's case: 1.5 ms at 1,500 tps measured on a 3931-705 LPAR of 5 CPs is 4x as much on a 3931-406."""
    moved = run(app_plan("3931-406", 6, app_gcp_ms=1.5, app_machine="3931-705", app_lpar_cps=5))
    assert not moved.errors, [e.text() for e in moved.errors]
    ratio = (ibm_pci("3931-705") / 5) / (ibm_pci("3931-406") / 6)
    assert ratio > 3.5
    assert moved.env["wl_gcp_ms"][0] == pytest.approx(1.5 * ratio, rel=1e-12)
    # the work in capacity terms is the same on both machines: 1,500 tps x 1.5 ms of a 705's CP
    assert float(moved.env["gcp_engines"]) * ibm_pci("3931-406") / 6 == pytest.approx(
        1500 * 1.5 / 1000 * ibm_pci("3931-705") / 5, rel=1e-12)


def test_without_a_machine_the_cpu_is_on_the_scenarios_own_machine():
    here = run(app_plan("3931-406", 6, app_gcp_ms=1.5))
    assert here.env["wl_gcp_ms"][0] == pytest.approx(1.5)
    same = run(app_plan("3931-406", 6, app_gcp_ms=1.5, app_machine="3931-406", app_lpar_cps=6))
    assert same.env["wl_gcp_ms"][0] == pytest.approx(1.5, rel=1e-12)


def test_the_machines_own_cp_count_is_the_lpar_when_not_given():
    """3931-705 says 5 CPs: an LPAR of 5 unless the LPAR CPs say otherwise."""
    by_model = run(app_plan("3931-703", 3, app_gcp_ms=1.0, app_machine="3931-705"))
    explicit = run(app_plan("3931-703", 3, app_gcp_ms=1.0, app_machine="3931-705", app_lpar_cps=5))
    three = run(app_plan("3931-703", 3, app_gcp_ms=1.0, app_machine="3931-705", app_lpar_cps=3))
    assert by_model.env["wl_gcp_ms"][0] == pytest.approx(explicit.env["wl_gcp_ms"][0], rel=1e-12)
    assert three.env["wl_gcp_ms"][0] == pytest.approx(1.0, rel=1e-12)  # the 3-way's engines, as the plan's


def test_zip_eligible_application_cpu_runs_on_the_ziips_and_spills_like_the_ingress_work():
    doc = app_plan("3931-705", 5, ziips=2, app_ziip_ms=2.0, app_machine="3931-705", app_lpar_cps=5)
    result = run(doc)
    assert not result.errors
    env = result.env
    assert env["wl_eligible_ms"][0] == pytest.approx(2.0, rel=1e-12)  # same machine: nothing moves
    share = float(env["spill_share"])
    assert 0 < share < 1
    assert env["wl_ziip_ms"][0] == pytest.approx(2.0 * (1 - share), rel=1e-12)
    assert env["wl_spill_ms"][0] == pytest.approx(2.0 * share, rel=1e-12)
    assert float(env["ziip_engines"]) == pytest.approx(1500 * 2.0 * (1 - share) / 1000, rel=1e-12)
    none = run(app_plan("3931-705", 5, ziips=0, app_ziip_ms=2.0))
    assert none.env["wl_gcp_ms"][0] == pytest.approx(2.0) and float(none.env["ziip_engines"]) == 0


def test_on_a_sub_capacity_setting_the_spilled_ziip_work_takes_longer_on_the_slower_cps():
    result = run(app_plan("3931-405", 5, ziips=1, app_ziip_ms=2.0, app_machine="3931-705", app_lpar_cps=5,
                          tps=900))
    env = result.env
    to_cp = ibm_pci("3931-705") / ibm_pci("3931-405")  # a full-speed zIIP ms in the 4xx CPs' ms
    assert float(env["ziip_cp_ratio"]) == pytest.approx(to_cp, rel=1e-12)
    share = float(env["spill_share"])
    assert env["wl_spill_ms"][0] == pytest.approx(2.0 * share * to_cp, rel=1e-12)


def test_application_qr_cpu_moves_with_the_application():
    result = run(app_plan("3931-406", 6, app_gcp_ms=1.5, app_qr_ms=0.5, app_machine="3931-705", app_lpar_cps=5))
    ratio = (ibm_pci("3931-705") / 5) / (ibm_pci("3931-406") / 6)
    assert result.env["qr_cpu_ms"][0, 0] == pytest.approx(0.5 * ratio, rel=1e-12)


def test_the_formula_pane_shows_where_the_cpu_was_measured_and_the_move():
    result = run(app_plan("3931-406", 6, app_gcp_ms=1.5, app_machine="3931-705", app_lpar_cps=5))
    cics = result.spaces.index("CICS")
    text = explain(result, "other_gcp_ms", 0, cics).text()
    assert "1.5 ms measured on 3931-705 with 5 CPs x " in text
    assert "on the plan's machine" in text
    default = run(app_plan("3931-406", 6, app_gcp_ms=1.5))
    assert "measured on the scenario's machine (3931-406 with 6 CPs)" in explain(default, "other_gcp_ms", 0,
                                                                                cics).text()


@pytest.mark.parametrize(("fields", "field", "words"), [
    ({"app_machine": "3931-9Z9"}, "app_machine", "Application CPU measured on"),
    ({"app_lpar_cps": 4}, "app_machine", "give the machine the application CPU was measured on"),
    ({"app_machine": "3906-M04"}, "app_lpar_cps", "give the CPs of the LPAR"),
    ({"app_machine": "3931-705", "app_lpar_cps": 0}, "app_lpar_cps", "allowed range 1 to 256"),
    ({"app_machine": 3931}, "app_machine", "not a number"),
])
def test_a_basis_that_cannot_be_used_is_an_error_naming_its_field(fields, field, words):
    result = run(app_plan("3931-406", 6, app_gcp_ms=1.5, **fields))
    errors = [e for e in result.errors if e.scope == "workload"]
    assert [e.field for e in errors] == [field], [e.text() for e in errors]
    assert words in errors[0].message
