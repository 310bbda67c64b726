"""The command line is strict and says what it did (issue 25): a word that is not a command is an error naming the
commands and the nearest, before any window; a plan that is not there is an error; a misspelt ingress id suggests
the nearest; compare of one scenario says so; an imported capacity table is named wherever a rating is cited; the
peak hour and peak 4HRA are printed when the scenario has an hourly profile; machine types take generation names."""

from __future__ import annotations

import copy
import json

import pytest

from conftest import REPO, SAMPLES, run_cli

ZPCR = REPO / "tests" / "data" / "zpcr-configuration-summary-sample.html"
HEADLESS = {"QT_QPA_PLATFORM": "offscreen"}  # a window would open (and, offscreen, never close) if one were made


def write(tmp_path, doc: dict, name: str = "bank.cicsplan.json"):
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("word, nearest", [("rmff", "rmf"), ("compte", "compute"), ("sise", "size"),
                                           ("payroll", None)])
def test_a_word_that_is_not_a_command_is_an_error_naming_the_commands(word, nearest, tmp_path):
    done = run_cli(word, "file.xml", cwd=tmp_path, env=HEADLESS)
    assert done.returncode == 2 and done.stdout == ""
    assert f"'{word}' is not a command" in done.stderr
    for command in ("catalog", "compute", "compare", "report", "size", "rmf"):
        assert command in done.stderr
    assert (f"Did you mean '{nearest}'?" in done.stderr) if nearest else "Did you mean" not in done.stderr


def test_a_plan_that_is_not_there_is_an_error_before_any_window(tmp_path, bank_plan):
    done = run_cli("payroll.cicsplan.json", cwd=tmp_path, env=HEADLESS)
    assert done.returncode == 2
    assert "there is no plan file 'payroll.cicsplan.json'" in done.stderr and str(tmp_path) in done.stderr
    folder = run_cli(str(tmp_path), env=HEADLESS)
    assert folder.returncode == 2 and "is a folder, not a plan file" in folder.stderr
    extra = run_cli(str(write(tmp_path, bank_plan)), "extra", env=HEADLESS)
    assert extra.returncode == 2 and "'extra' after" in extra.stderr


def test_a_misspelt_ingress_id_suggests_the_nearest(tmp_path, bank_plan):
    done = run_cli("catalog", "ws-sop")
    assert done.returncode == 2 and "Did you mean 'ws-soap'?" in done.stderr
    doc = copy.deepcopy(bank_plan)
    doc["workloads"][1]["ingress"] = "ws-sop"
    done = run_cli("compute", str(write(tmp_path, doc)))
    assert done.returncode == 2
    assert "unknown ingress method 'ws-sop'" in done.stderr and "did you mean 'ws-soap'?" in done.stderr
    assert "cws-http-pooled" not in done.stderr  # the nearest, not the list of 21


def test_compare_of_one_scenario_says_so(tmp_path, bank_plan):
    plan = write(tmp_path, bank_plan)
    done = run_cli("compare", str(plan))
    assert done.returncode == 0
    assert done.stdout.startswith("Only scenario 'Base' to compare: the plan has one scenario")
    data = json.loads(run_cli("compare", str(plan), "--json").stdout)
    assert data["notes"][0].startswith("Only scenario 'Base' to compare")
    several = run_cli("compare", str(SAMPLES / "moving-to-z16.cicsplan.json"))
    assert "Only scenario" not in several.stdout


def test_an_imported_capacity_table_is_named_wherever_a_rating_is_cited(tmp_path, bank_plan):
    """The sample zPCR page rates z16s but no z15: the bank's z15 stays on IBM's ratings, and the text says so; on a
    z16 the Totals and the MSU line name the table."""
    z15 = run_cli("compute", str(write(tmp_path, bank_plan)), "--capacity", str(ZPCR))
    assert z15.returncode == 0, z15.stderr
    assert ("Capacity table 'zpcr-configuration-summary-sample.html': 548 models of IBM z17 ME1 (9175), IBM z16 A01 "
            "(3931)") in z15.stdout
    assert "The plan's 8561-705 is not in it and stays on IBM's built-in ratings" in z15.stdout
    assert "Totals on 8561-705 (LSPR AVERAGE, IBM's built-in ratings)" in z15.stdout
    assert "IBM's rating of the 8561-705" in z15.stdout
    doc = copy.deepcopy(bank_plan)
    doc["hardware"]["machine"] = "3931-705"
    z16 = run_cli("compute", str(write(tmp_path, doc, "z16.cicsplan.json")), "--capacity", str(ZPCR))
    assert "It rates the plan's 3931-705" in z16.stdout
    assert "Totals on 3931-705 (LSPR AVERAGE, capacity from your table 'zpcr-configuration-summary-sample.html')" in \
        z16.stdout
    assert "the rating of the 3931-705 in your capacity table 'zpcr-configuration-summary-sample.html'" in z16.stdout
    assert "IBM's rating of the 3931-705" not in z16.stdout
    plain = run_cli("compute", str(write(tmp_path, bank_plan)))
    assert "Capacity table" not in plain.stdout and "Totals on 8561-705 (LSPR AVERAGE):" in plain.stdout


def test_compute_prints_the_peak_hour_and_peak_4hra_of_a_profile(tmp_path, bank_plan):
    doc = copy.deepcopy(bank_plan)
    doc["hourly_profile"] = {"all": [0.2] * 9 + [1, 0.9, 0.8, 0.7, 0.6] + [0.3] * 10}
    done = run_cli("compute", str(write(tmp_path, doc)))
    assert done.returncode == 0, done.stderr
    assert "Peak hour MSU:" in done.stdout and "at 09:00-10:00" in done.stdout
    assert "Peak 4-hour rolling average MSU:" in done.stdout and "09:00-13:00" in done.stdout
    flat = run_cli("compute", str(write(tmp_path, bank_plan)))
    assert "Peak hour MSU" not in flat.stdout  # a flat day has no peak to name


@pytest.mark.parametrize("name, family", [("z17", "9175"), ("z16", "3931"), ("z15", "8561"), ("z14", "3906"),
                                          ("z13", "2964"), ("zEC12", "2827"), ("z196", "2817"), ("z990", "2084")])
def test_size_takes_generation_names(name, family, tmp_path, bank_plan):
    doc = copy.deepcopy(bank_plan)
    doc["workloads"] = doc["workloads"][:1]
    done = run_cli("size", str(write(tmp_path, doc)), "--type", name, "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["machine_type"] == family and out["recommended"].startswith(f"{family}-")
