"""No measured row contradicts its own run (issue 23): every row of every table, computed by the engine on the
measurement's own LPAR at the row's rate, by either cost method, stays within everything the run demonstrably had:
the LPAR's CPs (at most 100 % busy), the QR and SO TCBs of its one region (at most 100 % of elapsed time), the S8
TCBs it attached (130 in Example 5), the client's ephemeral ports, the Crypto Express card and the one server.
The paper ran those rates, so a figure beyond them would be the model's, not the machine's."""

from __future__ import annotations

import numpy as np
import pytest

from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json

CATALOG = load_catalog()
S8_TCBS_ATTACHED = 130  # Ways into CICS Redpaper, Example 5: 130 S8 TCBs attached at 3,499 tps (the run's pool)
ROWS = [(model_id, row) for model_id, model in CATALOG.models.items()
        for row in range(len(model.measurements.etr))]
SLACK = 1e-9  # the 3270 run's QR TCB was dispatched 100 % of the time at its top rate: exactly at its ceiling


def on_its_own_lpar(model_id: str, row: int, method: str):
    model = CATALOG.get(model_id)
    ref = model.reference
    doc = {"format": "cicsplan", "version": 1, "name": "own run", "cost_method": method,
           "assumptions": {"maxssltcbs": S8_TCBS_ATTACHED},
           "hardware": {"machine": ref.machine, "cps": ref.lpar_cps, "ziips": ref.lpar_ziips},
           "workloads": [{"name": "run", "ingress": model_id, "tps": float(model.measurements.etr[row])}]}
    result = compute(plan_from_json(doc), CATALOG)
    assert not result.errors, [e.text() for e in result.errors]
    return result


@pytest.mark.parametrize("method", ["published", "fitted"])
@pytest.mark.parametrize(("model_id", "row"), ROWS)
def test_every_row_fits_its_own_run(model_id, row, method):
    env = on_its_own_lpar(model_id, row, method).env
    assert float(env["gcp_busy_pct"]) <= 100.0 + SLACK
    assert float(env["ziip_busy_pct"]) <= 100.0 + SLACK
    for key in ("group_qr_cpu_busy_pct", "group_qr_dispatch_busy_pct", "group_so_busy_pct"):
        assert np.nanmax(np.asarray(env[key])) <= 100.0 + SLACK, key
    assert np.nanmax(np.asarray(env["group_s8_tcbs_demand"])) <= S8_TCBS_ATTACHED + SLACK
    assert float(env["port_busy_pct"]) <= 100.0 + SLACK
    assert float(env["crypto_busy_pct"]) <= 100.0 + SLACK
    servers = np.asarray(env["server_busy_pct"], dtype=float)
    assert np.all(np.isnan(servers) | (servers <= 100.0 + SLACK))


def test_the_3270_run_keeps_its_measured_lpar_busy():
    """The one LPAR busy the paper states: 57 % at 10,160.81 tps (text under Table 3), with the assumed coverage."""
    result = on_its_own_lpar("3270", 3, "published")
    assert float(result.env["gcp_busy_pct"]) == pytest.approx(57, abs=1.0)
    assert float(result.env["coverage"][0, 0]) == pytest.approx(0.84)


def test_a_method_whose_busiest_run_proves_more_coverage_gets_it():
    """The MQ 3270 bridge's top row put 95.4 % of the LPAR's CPs in its address spaces (published cost): with 0.84
    coverage it computed to 113.7 % busy. Its coverage is what its run proves, and the LPAR is at most full."""
    result = on_its_own_lpar("mq-3270-bridge", 4, "published")
    coverage = float(result.env["coverage"][0, 0])
    assert coverage == pytest.approx(float(result.env["gcp_engines"]) / 3, rel=1e-9)
    assert 0.9 < coverage < 1.0
    assert float(result.env["gcp_busy_pct"]) == pytest.approx(100.0, abs=1e-6)


def test_the_sockets_child_server_closes_first_so_no_client_ports_are_held():
    result = on_its_own_lpar("sockets-child", 4, "published")
    assert float(result.env["port_busy_pct"]) == 0.0
    http = on_its_own_lpar("cws-http", 4, "published")  # the client closes: its ports are the limit
    assert 80.0 < float(http.env["port_busy_pct"]) <= 100.0
