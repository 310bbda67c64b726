"""cicsplan rmf as a user runs it: tables, the documented JSON, --plan, and refusals with exit code 2."""

from __future__ import annotations

import json

import pytest

from cicsplan.core.plan.planio import load_plan
from conftest import REPO, run_cli

DATA = REPO / "tests" / "data" / "rmf"
XML = [str(DATA / "rmf-cpu-partition-sample.xml"), str(DATA / "rmf-workload-sample.xml")]
TEXT = [str(DATA / "rmf-cpu-partition-text-sample.txt"), str(DATA / "rmf-workload-intervals.txt")]


def test_rmf_prints_machine_lpar_partitions_and_classes():
    done = run_cli("rmf", *XML)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Machine: 8562-Z02 (hardware model T02), CPC capacity 413 MSU, 2 physical CPs and 0 zIIPs" in out
    assert "LPAR VIRPT (system RPRT): 2 logical CPs and 0 zIIPs; LPAR busy 0.89% of its CPs" in out
    assert "VIDVLP" in out and "deactivated" in out and "4 IFL" in out
    assert "CICSTRAN" in out and "RCICSAOR" in out


def test_rmf_json_is_the_documented_object():
    done = run_cli("rmf", *TEXT, "--json")
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert (doc["format"], doc["version"]) == ("cicsplan-rmf", 1)
    assert doc["cpc"]["model"] == "1090-306"
    assert doc["lpar"]["logical_cps"] == 3 and doc["lpar"]["logical_ziips"] == 3
    (sysplex,) = doc["partitions"]
    assert (sysplex["name"], sysplex["weight"], sysplex["busy_pct"], sysplex["capping"]["initial"]) == \
        ("SYSPLEX", 950, 4.23, True)
    (regions,) = doc["report_classes"]
    assert regions["name"] == "RCICSREG" and regions["intervals"] == 4
    assert regions["appl_cp_pct"] == 7.5  # the mean of 3.9, 6.3, 8.7 and 11.1 over equal intervals
    (cics, _stc) = doc["service_classes"]
    # 20 to 80 per second, response 14 to 20 ms: the rate over all four, the response time weighted by transactions
    assert cics["ended_per_s"] == pytest.approx(50.0, abs=1e-3)
    assert cics["response_ms"] == pytest.approx((14 + 16 * 2 + 18 * 3 + 20 * 4) / 10)
    assert [i["start"] for i in doc["intervals"]] == ["2021-07-27T09:00:00", "2021-07-27T09:30:00",
                                                      "2021-07-27T10:00:00", "2021-07-27T10:30:00"]
    assert doc["intervals"][2]["lpar"]["cp_busy_pct"] == 4.23 and "lpar" not in doc["intervals"][0]
    assert doc["intervals"][0]["seconds"] == 1799.996


def test_rmf_plan_writes_a_plan_compute_reads(tmp_path):
    out = tmp_path / "from-rmf.cicsplan.json"
    done = run_cli("rmf", *XML, "--plan", str(out), "--class", "CICSTRAN", "--cpu-from", "RCICSAOR",
                   "--class", "RWEBAPI", "--name", "Quiet LPAR")
    assert done.returncode == 0, done.stderr
    assert "Hardware: Existing CP busy" in done.stdout and "Workload CICSTRAN: App CPU" in done.stdout
    plan = load_plan(out).plan
    assert plan.name == "Quiet LPAR"
    assert [w.values["name"] for w in plan.scenario().workloads] == ["CICSTRAN", "RWEBAPI"]
    computed = run_cli("compute", str(out), "--json")
    assert computed.returncode == 0, computed.stderr
    assert json.loads(computed.stdout)["totals"]["gcp_busy_pct"] == pytest.approx(0.89, abs=0.005)
    again = run_cli("rmf", *XML, "--plan", str(out), "--class", "RWEBAPI")
    assert again.returncode == 2 and "exists" in again.stderr
    assert load_plan(out).plan.name == "Quiet LPAR"  # not written over


def test_rmf_refusals_are_sentences_with_exit_code_2(tmp_path):
    hostile = tmp_path / "lol.xml"
    hostile.write_text('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY a "aaaa">]><ddsml>&a;</ddsml>')
    done = run_cli("rmf", str(hostile))
    assert done.returncode == 2 and "document type declaration" in done.stderr and "Traceback" not in done.stderr
    no_cpu = run_cli("rmf", *XML, "--plan", str(tmp_path / "p.cicsplan.json"), "--class", "CICSTRAN")
    assert no_cpu.returncode == 2 and "reports no CPU" in no_cpu.stderr
    assert not (tmp_path / "p.cicsplan.json").exists()
    without_plan = run_cli("rmf", *XML, "--class", "CICSTRAN")
    assert without_plan.returncode == 2 and "add --plan OUT" in without_plan.stderr


def test_calibrate_from_rmf_reports(tmp_path):
    done = run_cli("calibrate", TEXT[1], "--rmf-class", "CICSDEF=RCICSREG", "--id", "our-cics", "--name", "Our CICS",
                   "--family", "3270", "--machine", "8562-Z03", "--cps", "3", "--ziips", "3", "--json")
    assert done.returncode == 0, done.stderr
    fit = json.loads(done.stdout)["fitted"]["CICS"]
    assert round(fit["fixed_pct"], 3) == 1.8 and round(fit["total_ms"], 3) == 1.4


def _section(out: str, title: str) -> str:
    """The lines of the listing from the one starting with ``title`` to the next blank line."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(title))
    end = next((i for i in range(start + 1, len(lines)) if not lines[i].strip()), len(lines))
    return "\n".join(lines[start:end])


def test_rmf_listing_says_which_intervals_its_figures_are_and_what_plan_takes(tmp_path):
    """New-user trial, finding 9: the listing showed CICSTRAN 3.50/s and RCICSAOR APPL % CP 1.15, the means of two
    intervals, without saying so, while --plan and the dialog start from the peak interval (3.00/s, 1.00)."""
    done = run_cli("rmf", *XML)
    assert done.returncode == 0, done.stderr
    mean = _section(done.stdout, "Report classes, the mean over the 2 intervals")
    assert "1.15" in mean.split("RCICSAOR")[1].splitlines()[0]
    assert "What --plan takes (and File > Import RMF Report shows): interval 1, 04/12/2022 00.00-00.30" in done.stdout
    taken = _section(done.stdout, "Service classes, interval 1 alone")
    assert "3.00" in taken.split("CICSTRAN")[1].splitlines()[0]
    taken = _section(done.stdout, "Report classes, interval 1 alone")
    assert taken.split("RCICSAOR")[1].split()[2] == "1.00"  # ended/s, response, APPL% CP
    assert taken.split("RWEBAPI")[1].split()[1] == "1.00"
    # what the listing says --plan takes is what --plan takes
    plan = run_cli("rmf", *XML, "--plan", str(tmp_path / "p.cicsplan.json"), "--class", "CICSTRAN=RCICSAOR",
                   "--class", "RWEBAPI")
    assert plan.returncode == 0, plan.stderr
    assert "3.00 tps" in plan.stdout.split("Workload CICSTRAN: Rate")[1].splitlines()[0]


def test_rmf_interval_without_plan_applies_to_the_listing_or_says_why_not():
    done = run_cli("rmf", *XML, "--interval", "1")
    assert done.returncode == 0, done.stderr
    assert "interval 1, 04/12/2022 00.00-00.30 (1,800 s): as --interval 1 asks" in done.stdout
    refused = run_cli("rmf", *XML, "--interval", "2")
    assert refused.returncode == 2
    assert "--interval: interval 2" in refused.stderr and "has no CPU Activity report" in refused.stderr
    refused = run_cli("rmf", *XML, "--interval", "7")
    assert refused.returncode == 2 and "intervals 1 to 2" in refused.stderr
