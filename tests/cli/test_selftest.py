"""`cicsplan --self-test`: passes on a whole installation, fails with exit 1 and a readable report otherwise.

The frozen app runs the same code (installers/build_linux.sh runs it in the bundle and the .deb);
here it runs from source, and against a fake PyInstaller folder (sys._MEIPASS) holding copies of the data.
"""

from __future__ import annotations

import io
import json
import shutil
import sys

import pytest

from cicsplan import paths, selftest
from conftest import REPO, run_cli

EXPECTED = REPO / "resources" / "selftest" / "expected.json"


@pytest.fixture
def expectations(tmp_path):
    """A writable copy of the recorded expectations."""
    copy = tmp_path / "expected.json"
    shutil.copy(EXPECTED, copy)
    return copy


def _edit(path, change) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc["samples"])
    path.write_text(json.dumps(doc), encoding="utf-8")


@pytest.mark.gui
def test_the_self_test_passes_from_source_window_included(tmp_path):
    done = run_cli("--self-test", "--screenshots", str(tmp_path / "shots"), cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test PASSED" in done.stdout
    for step in ("data folders", "bundled modules", "catalog", "sample plans", "--json writer", "reports",
                 "text services", "main window"):
        assert f"ok    {step}:" in done.stdout
    assert "ok    reports: PDF of " in done.stdout  # the PDF too, not only the workbook
    assert "showed the user guide" in done.stdout
    assert len(list((tmp_path / "shots").glob("*.png"))) >= 5  # one per sheet


@pytest.mark.gui
def test_text_services_fail_when_qt_sorts_without_collation_data(monkeypatch):
    """What the check sees when ICU's collation data is missing (a trimmed bundle gone too far): Qt's
    QCollator falls back to comparing code points."""
    from PySide6 import QtCore

    class CodePointCollator(QtCore.QCollator):
        def compare(self, a, b):
            return (a > b) - (a < b)

    monkeypatch.setattr(QtCore, "QCollator", CodePointCollator)
    with pytest.raises(selftest.SelfTestFailure, match=r"file names sort as Plan2\.json, plan1\.json, plan10\.json, "
                                                        r"Äpfel\.json: the collation data is missing"):
        selftest._check_text_services()


def test_a_tampered_figure_fails_naming_sample_scenario_and_figure(expectations):
    def change(samples):
        samples["ctg.cicsplan.json"]["Base"]["workloads"][1]["ziip"] *= 1.001
        samples["3270.cicsplan.json"]["Base"]["totals"]["gcp_engines"] += 0.5

    _edit(expectations, change)
    done = run_cli("--self-test", "--no-window", "--expectations", str(expectations))
    assert done.returncode == 1, done.stdout + done.stderr
    assert "FAIL  sample plans: 2 differences" in done.stdout
    assert "ctg.cicsplan.json / Base / workloads / workload 2 'Mobile back end (IPIC)' / ziip: expected" in done.stdout
    assert "3270.cicsplan.json / Base / totals / gcp_engines: expected" in done.stdout
    assert "rerun: python installers/record_selftest.py" in done.stdout
    assert "self-test FAILED (1 check)" in done.stdout


def test_a_difference_within_the_tolerance_passes(expectations):
    _edit(expectations, lambda s: s["ctg.cicsplan.json"]["Base"]["totals"].__setitem__(
        "gcp_busy_pct", s["ctg.cicsplan.json"]["Base"]["totals"]["gcp_busy_pct"] * (1 + 1e-12)))
    out = io.StringIO()
    assert selftest.run_self_test(["--no-window", "--expectations", str(expectations)], out) == 0, out.getvalue()


def test_samples_and_scenarios_missing_or_new_are_one_line_each(expectations):
    def change(samples):
        samples["gone.cicsplan.json"] = samples["3270.cicsplan.json"]
        del samples["mq.cicsplan.json"]
        samples["ctg.cicsplan.json"]["Peak"] = samples["ctg.cicsplan.json"]["Base"]

    _edit(expectations, change)
    out = io.StringIO()
    assert selftest.run_self_test(["--no-window", "--expectations", str(expectations)], out) == 1
    text = out.getvalue()
    assert "3 differences" in text
    assert "gone.cicsplan.json: expected, but this installation has no such sample plan" in text
    assert "mq.cicsplan.json: a sample plan the expectations do not cover" in text
    assert "ctg.cicsplan.json / Peak: expected scenario missing from the sample plan" in text


def test_a_missing_or_foreign_expectations_file_is_a_readable_failure(tmp_path):
    out = io.StringIO()
    assert selftest.run_self_test(["--no-window", "--expectations", str(tmp_path / "none.json")], out) == 1
    assert "expectations file" in out.getvalue() and "is missing; reinstall cicsplan" in out.getvalue()
    other = tmp_path / "other.json"
    other.write_text('{"format": "something-else"}', encoding="utf-8")
    out = io.StringIO()
    assert selftest.run_self_test(["--no-window", "--expectations", str(other)], out) == 1
    assert "is not a cicsplan self-test expectations file" in out.getvalue()


def test_recording_reproduces_the_committed_expectations(tmp_path):
    """The committed file is what the engine computes now: if not, rerun installers/record_selftest.py."""
    recorded = selftest.record_expectations(tmp_path / "expected.json")
    fresh = json.loads(recorded.read_text(encoding="utf-8"))["samples"]
    committed = json.loads(EXPECTED.read_text(encoding="utf-8"))["samples"]
    assert selftest.compare_figures(committed, fresh) == [], (
        "resources/selftest/expected.json is stale: run python installers/record_selftest.py")


def test_the_frozen_layout_finds_data_and_expectations_under_meipass(tmp_path, monkeypatch):
    """As in the PyInstaller bundle: models/, resources/, docs/ at the top of sys._MEIPASS, nothing else."""
    for name in ("models", "resources", "docs"):
        shutil.copytree(REPO / name, tmp_path / name)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    paths.data_dir.cache_clear()
    try:
        assert selftest.default_expectations_path() == tmp_path / "resources" / "selftest" / "expected.json"
        out = io.StringIO()
        assert selftest.run_self_test(["--no-window"], out) == 0, out.getvalue()
        assert f"models={tmp_path / 'models'}" in out.getvalue()
        # the bundle's own expectations are the ones checked: tamper with them and it fails
        _edit(tmp_path / "resources" / "selftest" / "expected.json",
              lambda s: s["dpl.cicsplan.json"]["Base"]["totals"].__setitem__("ziip_engines", 99.0))
        out = io.StringIO()
        assert selftest.run_self_test(["--no-window"], out) == 1
        assert "dpl.cicsplan.json / Base / totals / ziip_engines: expected 99.0" in out.getvalue()
        # a bundle without the user guide (Help > User Guide shows it) is not whole
        (tmp_path / "docs" / "user-guide.md").unlink()
        out = io.StringIO()
        assert selftest.run_self_test(["--no-window"], out) == 1
        assert f"FAIL  data folders: the user guide is missing (looked for {tmp_path / 'docs' / 'user-guide.md'})" in (
            out.getvalue())
    finally:
        paths.data_dir.cache_clear()


@pytest.mark.gui
def test_startup_only_prints_the_marker_the_benchmark_waits_for(tmp_path):
    done = run_cli("--self-test", "--startup-only", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(selftest.STARTUP_MARKER)


def test_bad_arguments_exit_2():
    out = io.StringIO()
    assert selftest.run_self_test(["--no-such-option"], out) == 2


def test_without_qt_the_qt_checks_are_skipped_and_said_so(monkeypatch):
    """Where Qt cannot start (the Windows installer's test under Wine), --no-qt checks everything else."""
    real_import = selftest.importlib.import_module

    def qt_does_not_load(name, *args):
        if name.startswith(("PySide6", "cicsplan.gui")):  # the workbook's modules import Qt
            raise ImportError("DLL load failed while importing QtCore: Module not found.")
        return real_import(name, *args)

    monkeypatch.setattr(selftest.importlib, "import_module", qt_does_not_load)
    out = io.StringIO()
    assert selftest.run_self_test(["--no-window"], out) == 1
    assert ("FAIL  bundled modules: modules the app loads on demand cannot be imported: PySide6.QtOpenGLWidgets"
            in out.getvalue())

    out = io.StringIO()
    assert selftest.run_self_test(["--no-qt"], out) == 0, out.getvalue()
    text = out.getvalue()
    qt_modules = [n for n in selftest.LAZY_MODULES if n.startswith(("PySide6", "pyqtgraph", "cicsplan.gui"))]
    assert f"(the {len(qt_modules)} Qt modules not tried: --no-qt)" in text
    assert "ok    sample plans:" in text
    assert "ok    --json writer: the getting-started plan's result written" in text
    assert "ok    reports: Excel workbook written" in text and "the PDF needs Qt: --no-qt" in text
    assert "main window" not in text and "text services" not in text
    assert "self-test PASSED" in text
