"""A planner's capacity file (--capacity FILE, File > Import Capacity Table): zPCR's page or a CSV, or one sentence."""

from __future__ import annotations

import json
from datetime import date

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget, no_hang

from cicsplan.core.hardware.capacity_file import read_capacity_file
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from conftest import REPO, SAMPLES, minimal_plan, run_cli

PAGE = REPO / "tests" / "data" / "zpcr-configuration-summary-sample.html"
DAY = date(2026, 11, 24)


def test_the_sample_page_becomes_a_named_dated_table_of_its_models():
    table = read_capacity_file(PAGE, "our zPCR", DAY)
    assert (table["name"], table["imported"], table["format"]) == ("our zPCR", "2026-11-24",
                                                                   "zpcr-configuration-summary")
    assert table["source"] == f"imported from {PAGE.name}"
    by_model = {m["model"]: m for m in table["models"]}
    assert len(by_model) == 548
    assert by_model["3931-705"] == {"model": "3931-705", "cps": 5, "pci": 10129, "msu": 1232, "partitions": 85,
                                    "ifls": 195, "icfs": 195, "zaaps": 0, "ziips": 195, "family": "IBM Z z16/700"}
    assert read_capacity_file(PAGE)["name"] == PAGE.name  # no name given: the file's


def test_an_imported_page_moves_the_costs_with_its_figures(catalog, tmp_path):
    page = tmp_path / "CheatSheet1.html"
    page.write_text(PAGE.read_text(encoding="utf-8").replace(">10,129<", ">12,000<"), encoding="utf-8")
    doc = minimal_plan(ingress="ctg-ipic", tps=1000)
    doc["hardware"].update(machine="3931-705", cps=5)
    doc["capacity_table"] = read_capacity_file(page, "edited", DAY)
    result = compute(plan_from_json(doc), catalog)
    assert not result.errors
    assert result.env["cp_speed_ratio"][0, 0] == pytest.approx((3311 / 3) / (12000 / 5), rel=1e-12)


def test_a_csv_of_models_reads_as_well(tmp_path):
    path = tmp_path / "ours.csv"
    path.write_text("model;MIPS;MSU\n3931-705;10500,5;1300\n", encoding="cp1252")  # Excel in Europe
    table = read_capacity_file(path, "ours", DAY)
    assert table["models"] == [{"model": "3931-705", "cps": 5, "pci": 10500.5, "msu": 1300}]


@pytest.mark.parametrize(("content", "expected"), [
    (b"hello\n", "neither a zPCR Configuration Summary page nor a capacity CSV: expected a zPCR Configuration "
                 "Summary: one table whose label row reads Model, MIPS, MSU"),
    (b"", "neither a zPCR Configuration Summary page nor a capacity CSV"),
    (b"\x00\x01binary", "is a binary file"),
    (b"<html><body><p>Not a summary</p></body></html>", "expected a zPCR Configuration Summary"),
    (b"model,pci\n3931-7-5,2253\n", "model '3931-7-5' must be a type-model"),
])
def test_a_file_that_is_not_a_capacity_table_says_what_was_expected(tmp_path, content, expected):
    path = tmp_path / "x.html"
    path.write_bytes(content)
    with pytest.raises(MachineError, match="x.html") as caught:
        read_capacity_file(path, "x", DAY)
    assert expected in str(caught.value)


def test_a_damaged_sample_page_is_refused(tmp_path):
    path = tmp_path / "CheatSheet2.html"
    text = PAGE.read_text(encoding="utf-8")
    path.write_text(text.replace(">3931-705<", ">3931-7O5<", 1), encoding="utf-8")
    with pytest.raises(MachineError, match="3931-7O5"):
        read_capacity_file(path, "damaged", DAY)
    path.write_text(text[: len(text) // 2], encoding="utf-8")  # cut short
    with pytest.raises(MachineError):
        read_capacity_file(path, "cut", DAY)


@settings(max_examples=budget(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=2000) | st.text(max_size=2000).map(lambda t: t.encode("utf-8")),
       html=st.booleans())
def test_any_file_is_read_or_refused_in_one_sentence(tmp_path, data, html):
    path = tmp_path / "fuzz.html"
    path.write_bytes((b"<html><table>" if html else b"") + data)
    with no_hang():
        try:
            table = read_capacity_file(path, "fuzz", DAY)
        except MachineError as exc:
            assert "fuzz.html" in str(exc) and "\n" not in str(exc)
            return
    assert table["models"]


def test_cli_compute_report_and_compare_take_capacity(tmp_path):
    page = tmp_path / "CheatSheet3.html"
    page.write_text(PAGE.read_text(encoding="utf-8").replace(">10,129<", ">12,000<"), encoding="utf-8")
    plan = str(SAMPLES / "moving-to-z16.cicsplan.json")
    z16 = "z16, 5 CPs + 2 zIIPs"
    built_in = json.loads(run_cli("compute", plan, "--scenario", z16, "--json").stdout)
    done = run_cli("compute", plan, "--scenario", z16, "--json", "--capacity", str(page))
    assert done.returncode == 0, done.stderr
    ours = json.loads(done.stdout)
    assert ours["totals"]["gcp_busy_pct"] < built_in["totals"]["gcp_busy_pct"]  # a faster 3931-705 on the page
    assert run_cli("compare", plan, "--capacity", str(page)).returncode == 0
    out = tmp_path / "r.xlsx"
    assert run_cli("report", plan, "-o", str(out), "--capacity", str(page)).returncode == 0 and out.exists()
    bad = tmp_path / "notes.txt"
    bad.write_text("not figures\n", encoding="utf-8")
    refused = run_cli("compute", plan, "--capacity", str(bad))
    assert refused.returncode == 2
    assert refused.stderr.startswith("cicsplan: --capacity: 'notes.txt' is neither a zPCR Configuration Summary")
