"""The CLI as a user runs it: a separate process, exit codes, stdout and stderr."""

import json

import pytest

from cicsplan.core.plan.planio import load_plan
from conftest import SAMPLES, minimal_plan, run_cli


def test_catalog_lists_every_method():
    done = run_cli("catalog")
    assert done.returncode == 0, done.stderr
    for model_id in ("3270", "cws-https-full", "ctg-ipic", "lu62-ctc"):
        assert model_id in done.stdout
    assert "Server LPAR only" in done.stdout


def test_catalog_json_has_reference_coverage_flags_and_sources():
    done = run_cli("catalog", "--json")
    assert done.returncode == 0
    models = {m["id"]: m for m in json.loads(done.stdout)}
    assert len(models) == 21
    exci = models["ctg-exci"]
    assert exci["family"] == "CTG" and exci["reference"]["machine"] == "2817-779"
    assert exci["reference"]["payload_in_bytes"] == 32000 and exci["reference"]["releases"]["ctg"] == "8.1"
    assert exci["source"].startswith('IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2), '
                                     "Table 16")
    assert "client side" in exci["coverage"]
    assert any(f["kind"] == "row_total" for f in models["cws-https-full"]["flags"])


def test_catalog_one_model_in_full():
    done = run_cli("catalog", "dpl-lu62")
    assert done.returncode == 0
    assert "TCP/IP GCPU%" in done.stdout and "column_label" in done.stdout
    assert "Table 36" in done.stdout and "R^2" in done.stdout
    unknown = run_cli("catalog", "telnet")
    assert unknown.returncode == 2 and "unknown ingress id 'telnet'" in unknown.stderr


def test_catalog_check_prints_the_acceptance_table():
    done = run_cli("catalog", "--check")
    assert done.returncode == 0
    assert "Known discrepancies" in done.stdout and "cws-https-full" in done.stdout


@pytest.mark.parametrize("sample", sorted(p.name for p in SAMPLES.glob("*.cicsplan.json")))
def test_compute_every_sample(sample):
    done = run_cli("compute", str(SAMPLES / sample))
    assert done.returncode == 0, done.stderr
    machine = load_plan(SAMPLES / sample).plan.scenario().hardware.get("machine")
    assert f"Totals on {machine}" in done.stdout and "binding constraint" in done.stdout
    assert "error" not in done.stdout.lower()  # no workload row reads "error", no totals left uncomputed


def test_compute_json_is_the_documented_object():
    done = run_cli("compute", str(SAMPLES / "ctg.cicsplan.json"), "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["format"] == "cicsplan-result" and out["version"] == 1
    w = out["workloads"][0]
    assert set(w) >= {"name", "ingress", "tps", "cpu_ms_per_tran", "by_address_space", "warnings", "errors"}
    assert set(w["cpu_ms_per_tran"]) == {"total", "gcp", "ziip", "ziip_eligible"}
    assert set(w["by_address_space"]) == {"CICS", "TCPIP", "CTG"}
    assert set(w["by_address_space"]["CTG"]) >= {"gcp_ms", "ziip_ms"}
    assert w["cpu_ms_per_tran"]["total"] == pytest.approx(0.3974, abs=1e-4)
    totals = out["totals"]
    assert totals["gcp_engines"] > 0 and totals["ziip_engines"] > 0 and totals["warnings"] == []
    assert "NaN" not in done.stdout and "Infinity" not in done.stdout


def test_compute_scenario_option(write_plan):
    path = write_plan(json.dumps({"format": "cicsplan", "version": 1, "variables": {"t": 100}, "scenarios": [
        {"name": "a", "workloads": [{"name": "x", "ingress": "3270", "tps": "=t"}]},
        {"name": "b", "workloads": [{"name": "x", "ingress": "3270", "tps": "=t*3"}]}]}))
    first = json.loads(run_cli("compute", str(path), "--json").stdout)
    second = json.loads(run_cli("compute", str(path), "--json", "--scenario", "b").stdout)
    assert first["scenario"] == "a" and second["scenario"] == "b"
    assert second["workloads"][0]["tps"] == 3 * first["workloads"][0]["tps"]
    missing = run_cli("compute", str(path), "--scenario", "c")
    assert missing.returncode == 2 and "no scenario named 'c'" in missing.stderr


def test_plan_with_errors_exits_2_and_lists_every_error(write_plan):
    doc = minimal_plan(tps=-3)
    doc["workloads"].append({"name": "second", "ingress": "nope", "tps": 10})
    doc["workloads"].append({"name": "fine", "ingress": "3270", "tps": 10})
    done = run_cli("compute", str(write_plan(doc)), "--json")
    assert done.returncode == 2
    assert "workload 'w' (row 1), Rate: Rate is -3; allowed range 0 to 1,000,000 tps" in done.stderr
    assert "workload 'second' (row 2), Ingress method: unknown ingress method 'nope'" in done.stderr
    out = json.loads(done.stdout)
    assert out["workloads"][0]["cpu_ms_per_tran"]["total"] is None
    assert "not computed" in out["workloads"][0]["notes"]["cpu_ms_per_tran"]
    assert out["workloads"][2]["cpu_ms_per_tran"]["total"] > 0
    assert out["totals"]["gcp_engines"] is None and "gcp_engines" in out["totals"]["notes"]


@pytest.mark.parametrize(("content", "message"), [
    ("{broken", "not valid JSON"),
    ('{"format": "cicsplan", "version": 7}', "newer cicsplan (plan format version 7)"),
    ("", "is empty"),
])
def test_bad_files_exit_2_without_traceback(write_plan, content, message):
    done = run_cli("compute", str(write_plan(content)))
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr


def test_missing_file_and_bad_usage():
    done = run_cli("compute", "no/such/file.cicsplan.json")
    assert done.returncode == 2 and "does not exist" in done.stderr
    usage = run_cli("compute")
    assert usage.returncode == 2 and "usage" in usage.stderr


def test_explain_shows_formula_values_and_source():
    done = run_cli("explain", str(SAMPLES / "3270.cicsplan.json"), "Order entry screens", "cpu_pct", "--space", "NET")
    assert done.returncode == 0, done.stderr
    assert "cpu_pct = tps × total_ms / 10" in done.stdout
    assert ('IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2), '
            "Table 1 (raw data)") in done.stdout
    bad = run_cli("explain", str(SAMPLES / "3270.cicsplan.json"), "nobody")
    assert bad.returncode == 2 and "no workload named 'nobody'" in bad.stderr


def test_version():
    done = run_cli("--version")
    assert done.returncode == 0 and done.stdout.startswith("cicsplan ")


def test_compute_with_ranges_prints_percentiles_and_the_tornado():
    done = run_cli("compute", str(SAMPLES / "getting-started.cicsplan.json"), "--ranges")
    assert done.returncode == 0, done.stderr
    assert "5th to 95th percentile of 400 samples (seed 1); not a confidence interval" in done.stdout
    assert "Tornado: maximum rate of the mix at the binding limit" in done.stdout
    assert "zIIP spill curve" in done.stdout
    as_json = json.loads(run_cli("compute", str(SAMPLES / "getting-started.cicsplan.json"), "--ranges",
                                 "--json").stdout)["ranges"]
    spread = as_json["max_tps_at_binding_limit"]
    assert spread["p5"] < spread["point"] < spread["p95"]
    assert as_json["tornado"]["bars"][0]["name"] == "Address-space coverage"


def test_a_refused_lpar_size_is_shown_as_typed_not_as_the_default(write_plan):
    doc = minimal_plan()
    doc["hardware"]["cps"] = 300
    done = run_cli("compute", str(write_plan(doc)))
    assert done.returncode == 2
    header = done.stdout.splitlines()[1]
    assert header == "Hardware: 2817-779, 300 CPs (not valid: see the errors), 1 zIIP"
    assert "LPAR CPs is 300; allowed range 1 to 256 engines" in done.stderr


def test_compute_shows_each_region_groups_ceilings_and_tls_tcbs(write_plan):
    """Example 5's rate in one region: the planning ceiling and the saturation point in tps, the regions needed,
    the SO TCB and the S8 TCBs against MAXSSLTCBS, in text and in --json."""
    path = write_plan(minimal_plan(ingress="cws-https-pooled", tps=3499.03))
    done = run_cli("compute", str(path))
    assert done.returncode == 0, done.stderr
    line = next(x for x in done.stdout.splitlines() if x.strip().startswith("region group CICS"))
    # the regions needed come from every per-region ceiling: the S8 TCBs decide, ceil(130 / 32) = 5
    assert "the group's own rate reaches the planning ceiling at 3,984 tps and saturates at 5,354 tps; regions " \
           "needed 5 (for the S8 TCBs under MAXSSLTCBS)" in line
    assert "SO TCB 30.6% busy; S8 TCBs 130 of MAXSSLTCBS 32 per region" in line
    assert "limit S8 TCBs, region group CICS: 130.0 TCBs of 32 TCBs" in done.stdout
    # the S8 demand is Little's law over the assumed hold time (Example 5 gives none per transaction)
    s8 = done.stdout.splitlines().index(next(x for x in done.stdout.splitlines() if "limit S8 TCBs" in x))
    assert "reached at a plan total of" in done.stdout.splitlines()[s8]
    assert done.stdout.splitlines()[s8 + 1].strip() == (
        "* rests on the assumption s8_hold_ms_per_tran = 37.15, not measured; edit it on the Assumptions sheet")
    assert "plan 5 regions" in done.stdout
    group = json.loads(run_cli("compute", str(path), "--json").stdout)["totals"]["region_groups"][0]
    assert group["qr_limit_tps"] == pytest.approx(3984.5, abs=0.5)
    assert group["saturation_tps"] == pytest.approx(5353.6, abs=0.5)
    assert group["s8_tcbs_needed_per_region"] == 130 and group["maxssltcbs"] == 32


def test_catalog_shows_one_regions_observed_throughput_and_qr_basis():
    done = run_cli("catalog", "cws-http-pooled")
    assert done.returncode == 0, done.stderr
    assert ("One region:  2,462.41 tps (Table 8 row 4, 2817-779 LPAR of 3 CPs; saturating at 3,560.45 tps"
            in done.stdout)
    assert "observed one-region throughput, not a limit proven" in done.stdout
    assert "QR TCB:      derived from the measurement of 'cws-https-pooled'" in done.stdout
    mq = run_cli("catalog", "mq-3270-bridge").stdout
    assert "not reached (a lower bound)" in mq and "assumption 'QR share: MQ 3270 bridge'" in mq


def test_compute_on_a_plan_of_several_scenarios_names_the_others():
    """The trial ran compute on a two-scenario plan and saw one, with no sign of the other."""
    done = run_cli("compute", str(SAMPLES / "rtw-3270-to-web-services.cicsplan.json"))
    assert done.returncode == 0
    assert ("the plan's other scenario: 'after migration: web services' (--scenario NAME for one, cicsplan compare "
            "for all side by side)") in done.stdout
    one = run_cli("compute", str(SAMPLES / "3270.cicsplan.json"))
    assert "other scenario" not in one.stdout


def test_catalog_links_gives_each_links_aor_side_cost_as_measured():
    """Issue 28: the planner's starting point for the DPL or function-shipping cost between a TOR and a remote AOR,
    per kind of link, with the documents by title and table and what the figures leave out (the TOR's side)."""
    from cicsplan.core.catalog.catalog import load_catalog
    from cicsplan.core.catalog.links import link_cost

    done = run_cli("catalog", "--links")
    assert done.returncode == 0, done.stderr
    for link in ("mro", "xcf", "ipic", "lu62"):
        assert f"\n{link} " in done.stdout
    assert "the TOR's side of each request is not in these figures" in done.stdout
    assert "2817-779 (LPAR of 3 CPs)" in done.stdout and "32,000 bytes in and 32,000 out" in done.stdout
    assert "Table 16" in done.stdout and "Table 38" in done.stdout and ".txt" not in done.stdout
    as_json = run_cli("catalog", "--links", "--json")
    rows = {row["link"]: row for row in json.loads(as_json.stdout)}
    catalog = load_catalog()
    for link, row in rows.items():
        assert row["aor_ms_published"] == pytest.approx(link_cost(catalog, link).total_ms, abs=1e-4)
    assert rows["ipic"]["aor_ms_published"] == pytest.approx(0.189, abs=0.002)  # Table 35's average
    assert rows["xcf"]["aor_ms_by_address_space"]["XCFAS"] > 0
