"""New-user trial, finding 20: the response time per workload in the compute table and in compare (text and
--json), the figure compute --json gives as workloads[].response_ms.total."""

from __future__ import annotations

import json

from conftest import SHARED_MACHINE_PLAN, run_cli

TWO_SCENARIOS = {
    "format": "cicsplan", "version": 1, "name": "two",
    "scenarios": [
        {"name": "Base", "hardware": {"machine": "3931-710", "cps": 6, "ziips": 2, "existing_cp_busy_pct": 20},
         "workloads": [{"name": "Partner SOAP service", "ingress": "ws-soap", "region": "WSR", "tps": 1200,
                        "app_gcp_ms": 1.5},
                       {"name": "Terminals 3270", "ingress": "3270", "region": "TOR", "tps": 400, "app_gcp_ms": 0.6}]},
        {"name": "Busier", "hardware": {"machine": "3931-710", "cps": 6, "ziips": 2, "existing_cp_busy_pct": 20},
         "workloads": [{"name": "Partner SOAP service", "ingress": "ws-soap", "region": "WSR", "tps": 1500,
                        "app_gcp_ms": 1.5},
                       {"name": "Terminals 3270", "ingress": "3270", "region": "TOR", "tps": 400,
                        "app_gcp_ms": 0.6}]}]}


def _table_rows(text: str) -> dict[str, list[str]]:
    """The compute table's rows by workload name (cells split on two or more spaces)."""
    import re

    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("workload "))
    header = re.split(r"\s{2,}", lines[start].strip())
    rows = {}
    for line in lines[start + 2:]:
        if not line.strip():
            break
        cells = re.split(r"\s{2,}", line.strip())
        rows[cells[0]] = dict(zip(header, cells, strict=True))
    return rows


def test_compute_table_has_the_response_time_json_gives(write_plan):
    plan = write_plan(TWO_SCENARIOS)
    text = run_cli("compute", str(plan))
    as_json = json.loads(run_cli("compute", str(plan), "--json").stdout)
    rows = _table_rows(text.stdout)
    for workload in as_json["workloads"]:
        assert rows[workload["name"]]["response ms"] == f"{workload['response_ms']['total']:,.2f}"


def test_a_saturated_response_time_reads_saturated_in_the_table_and_null_in_json(write_plan):
    plan = write_plan(SHARED_MACHINE_PLAN)
    as_json = json.loads(run_cli("compute", str(plan), "--json").stdout)
    (workload,) = as_json["workloads"]
    assert workload["response_ms"]["saturated"] and workload["response_ms"]["total"] is None
    assert _table_rows(run_cli("compute", str(plan)).stdout)["App"]["response ms"] == "saturated"
    compared = run_cli("compare", str(plan))
    assert "the response time of 'App' is blank: a queue it waits in is full" in compared.stdout


def test_compare_gives_each_workloads_response_time_in_text_and_json(write_plan):
    plan = write_plan(TWO_SCENARIOS)
    per_scenario = [json.loads(run_cli("compute", str(plan), "--scenario", name, "--json").stdout)
                    for name in ("Base", "Busier")]
    compared = json.loads(run_cli("compare", str(plan), "--json").stdout)
    rows = {r["section"]: r for r in compared["rows"] if r["label"] == "response time"}
    text = run_cli("compare", str(plan)).stdout
    for k, name in enumerate(("Partner SOAP service", "Terminals 3270")):
        row = rows[f"Workload {name}"]
        assert row["unit"] == "ms"
        assert row["values"] == [s["workloads"][k]["response_ms"]["total"] for s in per_scenario]
        assert row["delta"][0] > 0  # busier: a longer wait
        section = text.split(f"[Workload {name}]")[1]
        line = next(x for x in section.splitlines() if x.strip().startswith("response time"))
        assert f"{row['values'][0]:.4f}" in line and f"{row['values'][1]:.4f}" in line
