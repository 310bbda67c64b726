"""The PDF of a plan with more workloads than a planner can read in a table (issue 24): its tables list the
workloads with the most CPU, say so above each and where the whole list is; its totals count every workload."""

from __future__ import annotations

import json
import re

from tests.report_files import pdf_text, squash

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan
from cicsplan.report.content import LISTED_WORKLOADS, fmt
from conftest import run_cli

METHODS = ["3270", "ctg-ipic", "cws-https-pooled", "mq-trigger-every", "dpl-ipic"]
EXTRA = 40  # workloads past what the tables list


def _long_plan(folder):
    """LISTED_WORKLOADS + EXTRA light workloads ('light-0001'...) and, last, three heavy ones: the heavy ones are
    among those listed, the lightest are not."""
    light = [{"name": f"light-{i:04d}", "ingress": METHODS[i % len(METHODS)], "tps": 0.01 + (i % 97) * 0.01}
             for i in range(LISTED_WORKLOADS + EXTRA)]
    heavy = [{"name": f"heavy-{k}", "ingress": METHODS[k], "tps": 300 + k} for k in range(3)]
    path = folder / "long.cicsplan.json"
    path.write_text(json.dumps({"format": "cicsplan", "version": 1, "name": "long plan",
                                "hardware": {"machine": "3931-705", "cps": 5, "ziips": 2},
                                "workloads": light + heavy}))
    return path


def test_a_long_plans_pdf_lists_the_heaviest_workloads_and_says_where_the_rest_are(catalog, tmp_path):
    path = _long_plan(tmp_path)
    out = tmp_path / "long.pdf"
    done = run_cli("report", str(path), "-o", str(out))
    assert done.returncode == 0, done.stderr
    text = squash(pdf_text(out))
    result = compute(load_plan(path).plan, catalog)
    n = result.resolved.n
    assert n == LISTED_WORKLOADS + EXTRA + 3
    assert f"The {LISTED_WORKLOADS:,} workloads with the most CPU at the planned rate are listed, of {n:,}" in text
    assert f"every total, limit and range counts all {n:,}" in text
    assert "The Excel report lists every workload" in text
    for k in range(3):
        assert f"heavy-{k}" in text
    cpu = [float(v) for v in result.env["wl_cpu_pct"]]
    lightest = min(range(n), key=cpu.__getitem__)
    assert result.resolved.names[lightest] not in text
    # the totals are of every workload, listed or not
    assert fmt(float(result.env["total_tps"]), "tps") in text
    assert fmt(float(result.env["gcp_busy_pct"]), "%") in text
    # the pages are numbered to the last one
    count = int(re.search(r"page 1 of (\d+)", text).group(1))
    assert f"page {count} of {count}" in text


def test_a_plan_within_the_list_is_listed_whole(catalog, tmp_path):
    out = tmp_path / "gs.pdf"
    from conftest import SAMPLES

    assert run_cli("report", str(SAMPLES / "getting-started.cicsplan.json"), "-o", str(out)).returncode == 0
    text = squash(pdf_text(out))
    assert "workloads with the most CPU" not in text and "The Excel report lists every workload" not in text
