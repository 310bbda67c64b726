"""Shared fixtures. Qt tests run offscreen; nothing here imports Qt."""

from __future__ import annotations

import atexit
import copy
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

import hypothesis
import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the data cache (core/common/data_cache.py) of this test run, in a folder of its own: never the user's, and
# every run starts without one (the first load_catalog builds it; the CLI processes the tests start share it)
_CACHE = tempfile.mkdtemp(prefix="cicsplan-test-cache-")
os.environ["CICSPLAN_CACHE_DIR"] = _CACHE
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "resources" / "samples"
SEEDS = REPO.parent / "shared" / "seeds"  # the source documents, present on development machines

# issue 28's example LPAR: weight 300 beside LPARs of weight 700 and 300 on a 10-CP machine, at 1,500 tps
SHARED_MACHINE_PLAN = {
    "format": "cicsplan", "version": 1, "name": "shared machine",
    "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": 300,
                 "partitions": [{"name": "PROD2", "logical_cps": 8, "weight": 700, "busy_pct": 90},
                                {"name": "TEST", "logical_cps": 4, "weight": 300, "busy_pct": 90}]},
    "region_groups": [{"name": "AOR", "regions": 20}],
    "workloads": [{"name": "App", "ingress": "none", "tps": 1500, "app_gcp_ms": 2, "region": "AOR",
                   "app_machine": "3931-710", "app_lpar_cps": 4}]}

# the trial's machine (issue 28, finding A1): the plan's LPAR PROD1 on a 3931-708 beside PROD2 (4 CPs, 40 % busy)
# and TEST (2 CPs, 20 % busy); AOR2 in PROD2 takes half the CTG work and the SOAP work it can
TRIAL_LPARS = {
    "format": "cicsplan", "version": 1, "name": "Trial z16 three LPARs",
    "hardware": {"machine": "3931-708", "cps": 6, "ziips": 0, "lpar_name": "PROD1", "weight": 500,
                 "partitions": [{"name": "PROD2", "logical_cps": 4, "weight": 300, "busy_pct": 40},
                                {"name": "TEST", "logical_cps": 2, "weight": 200, "busy_pct": 20}]},
    "region_groups": [{"name": "TOR"}, {"name": "AOR1"}, {"name": "AOR2", "lpar": "PROD2"}],
    "workloads": [{"name": "3270", "ingress": "3270", "tps": 400, "region": "TOR"},
                  {"name": "CTG", "ingress": "ctg-ipic", "tps": 250, "region": "TOR",
                   "routing": [{"group": "AOR1", "share_pct": 50, "link": "ipic"},
                               {"group": "AOR2", "share_pct": 50, "link": "ipic"}]},
                  {"name": "SOAP", "ingress": "ws-soap", "tps": 80, "region": "TOR", "response_target_ms": 200,
                   "routing": [{"group": "AOR1", "share_pct": "free"}, {"group": "AOR2", "share_pct": "free"}]}]}

# issue 25's bank, sized as a new user would: branch 3270s, mobile SOAP over pooled TLS and partner CTG IPIC on a z15
# LPAR of 5 CPs and 2 zIIPs (the fixtures below hand out copies)
BANK_PLAN = {
    "format": "cicsplan", "version": 1, "name": "Bank",
    "hardware": {"machine": "8561-705", "cps": 5, "ziips": 2},
    "region_groups": [{"name": "TOR", "regions": 2}, {"name": "WSR", "regions": 3}],
    "workloads": [
        {"name": "Branch 3270", "ingress": "3270", "tps": 1500, "region": "TOR"},
        {"name": "Mobile SOAP", "ingress": "ws-soap", "tps": 1800, "tls": "pooled", "xml_elements_in": 120,
         "xml_elements_out": 400, "region": "WSR"},
        {"name": "Partner CTG", "ingress": "ctg-ipic", "tps": 900, "region": "TOR"},
    ],
}
# each method's own inputs beside them, for the reports' tests: SOAP's tag length and payloads, CTG's channel and
# the application's CPU
BANK_METHOD_INPUTS = {"Mobile SOAP": {"xml_tag_bytes": 12, "payload_in_bytes": 2000, "payload_out_bytes": 8000},
                      "Partner CTG": {"channel": True, "app_gcp_ms": 0.5}}

from cicsplan.core.analysis.calibrate import CalibrationSettings  # noqa: E402
from cicsplan.core.catalog.catalog import Catalog, load_catalog  # noqa: E402

# The test command (the CI budget) draws the same examples on every run, so a red CI is a change's fault and
# can be rerun; a long fuzz run (scripts/fuzz.sh, CICSPLAN_FUZZ_SCALE above 1) explores new ones each time.
hypothesis.settings.register_profile("ci", derandomize=True)
hypothesis.settings.register_profile("explore", derandomize=False)
hypothesis.settings.load_profile("explore" if float(os.environ.get("CICSPLAN_FUZZ_SCALE", "1") or "1") > 1 else "ci")


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_catalog()


@pytest.fixture
def bank_plan() -> dict:
    """Issue 25's bank plan as the issue typed it; the test's own copy."""
    return copy.deepcopy(BANK_PLAN)


@pytest.fixture
def bank_plan_with_inputs(bank_plan) -> dict:
    """Issue 25's bank with each method's own inputs given (BANK_METHOD_INPUTS); the test's own copy."""
    for workload in bank_plan["workloads"]:
        workload.update(BANK_METHOD_INPUTS.get(workload["name"], {}))
    return bank_plan


@pytest.fixture
def write_plan(tmp_path):
    """Write a plan document (dict or text) to a file and return its path."""

    def write(doc, name: str = "plan.cicsplan.json") -> Path:
        path = tmp_path / name
        path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
        return path

    return write


def minimal_plan(**workload) -> dict:
    base = {"name": "w", "ingress": "3270", "tps": 1000}
    base.update(workload)
    return {"format": "cicsplan", "version": 1, "name": "test",
            "hardware": {"machine": "2817-779", "cps": 3, "ziips": 1}, "workloads": [base]}


def settings_like(model, **changes) -> CalibrationSettings:
    """Calibration settings describing a measurement made like a catalog model (its machine, LPAR, releases)."""
    ref = model.reference
    values = dict(model_id=f"our-{model.id}", name=f"Our {model.name}", family=model.family, machine=ref.machine,
                  lpar_cps=ref.lpar_cps, lpar_ziips=ref.lpar_ziips, releases=dict(ref.releases), like=model.id)
    values.update(changes)
    return CalibrationSettings(**values)


def run_cli(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None):
    """Run the CLI as a user does: a separate process, without the developer's own user catalog unless
    ``env`` gives one (``env`` is added to the environment)."""
    import subprocess

    clean = {k: v for k, v in os.environ.items() if k != "CICSPLAN_USER_CATALOG"}
    return subprocess.run([sys.executable, "-m", "cicsplan", *args], capture_output=True, text=True,
                          cwd=cwd or REPO, timeout=120, env={**clean, **(env or {})})


def pytest_collection_modifyitems(items) -> None:
    """Every hypothesis test is a fuzz test: ``-m fuzz`` selects them (scripts/fuzz.sh runs them longer)."""
    for item in items:
        if hasattr(getattr(item, "obj", None), "hypothesis"):
            item.add_marker(pytest.mark.fuzz)


# -- one kind of Qt application per test process --------------------------------------------------------------
# The CLI's report writer makes a QGuiApplication when none runs (no widgets needed). In a test process a
# GUI test may run after it, and a QWidget under a QGuiApplication aborts the process: tests of reports that
# run first make the widgets application pytest-qt would make, so any order of tests works.
@pytest.fixture(autouse=True)
def _widgets_application_for_reports(monkeypatch):
    from cicsplan.report import qt as report_qt

    def ensure_widgets_application() -> object:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is None:
            report_qt._app = app = QApplication(["cicsplan-tests"])
        return app

    monkeypatch.setattr(report_qt, "ensure_gui_application", ensure_widgets_application)


# -- ending the test process ---------------------------------------------------------------------------------
# On a full run (about 4,000 tests, thousands of Qt objects left to Python's finaliser) the interpreter's
# teardown can crash inside shiboken after every result is reported (exit 139; never on a subset, never in the
# app, which ends through QApplication). The verdict is known by then: end the process with it, after the
# other plugins have finished, instead of running the finaliser.
_EXIT_STATUS: list[int] = []


def pytest_sessionfinish(session, exitstatus) -> None:
    _EXIT_STATUS.append(int(exitstatus))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config) -> None:
    if _EXIT_STATUS and os.environ.get("CICSPLAN_TEST_FINALISE") != "1":  # set it to study the teardown itself
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(_EXIT_STATUS[-1])
